from keylib import R, write
N = "esvm-congress-app-sponsorship-prospectus-export"
WEB = {"channel": "Website"}
APP = {"channel": "Congress app"}
SIG = {"channel": "Digital signage"}
def w(size, **k): d = dict(WEB, sizes=[size]); d.update(k); return d
rules = []
for pos, size, st, h5 in [("Leaderboard","728x90",80,150),("Mobile leaderboard","320x50",40,80),("MPU","300x250",80,150)]:
    W_, H_ = size.split("x"); sz = f"{W_} × {H_}"
    rules += [
     R("dimensions","critical",pos,{"allowed":[size]},w(size),alt=[f"{pos} | {sz}"]),
     R("fileSize","critical",pos,{"max":st,"unit":"KB"},w(size,kinds=["static"]),alt=[f"{pos} | {sz} | {st} kB"],note="Static (JPG, PNG, GIF) column under 'Max file size'"),
     R("fileSize","critical",pos,{"max":h5,"unit":"KB"},w(size,kinds=["html5"]),alt=[f"{pos} | {sz} | {st} kB | {h5} kB"],note="HTML5 (ZIP) column"),
     R("duration","critical",pos,{"max":15,"unit":"s","check":"animationLength"},w(size,kinds=["html5","animated"]),alt=[f"{pos} | {sz} | {st} kB | {h5} kB | 15 s max., 3 loops max."]),
     R("duration","critical",pos,{"max":3,"unit":"loops","check":"loopCount"},w(size,kinds=["html5","animated"]),alt=[f"{pos} | {sz} | {st} kB | {h5} kB | 15 s max., 3 loops max."]),
    ]
rules += [
 R("format","critical","Static (JPG, PNG, GIF)",{"allowed":["JPG","PNG","GIF"]},dict(WEB,kinds=["static","animated"]),note="formats in the sub-header"),
 R("format","critical","HTML5 (ZIP)",{"allowed":["ZIP"]},dict(WEB,kinds=["html5"]),optional=True),
 R("metadata","critical","HTML5 banners must use clickTag for the exit URL",None,dict(WEB,kinds=["html5"])),
 R("metadata","critical","must not load files from outside the ZIP",None,dict(WEB,kinds=["html5"])),
 R("metadata","critical","Static backups are required for every HTML5 banner",None,dict(WEB,kinds=["html5"]),alt=["count as static files above"]),
 R("metadata","critical","Sound is not permitted on the website",{"allowed":["none"],"check":"audioPresent"},WEB),
 R("dimensions","critical","Splash screen",{"allowed":["1242x2688"]},dict(APP,part="splashScreen"),alt=["1242 × 2688 px, PNG, 1 MB max."]),
 R("format","critical","Splash screen",{"allowed":["PNG"]},dict(APP,part="splashScreen"),alt=["1242 × 2688 px, PNG, 1 MB max."]),
 R("fileSize","critical","Splash screen",{"max":1024,"unit":"KB"},dict(APP,part="splashScreen"),alt=["1242 × 2688 px, PNG, 1 MB max."]),
 R("brandGuidelines","critical","logo within the central 800 × 800 px area",{"maxWidth":800,"maxHeight":800,"check":"safeArea"},dict(APP,part="splashScreen"),ext="brandGuidelines"),
 R("brandGuidelines","critical","Splash screen background",None,dict(APP,part="splashScreen"),alt=["Plain colour or the Society’s congress artwork (supplied); no photographs"]),
 R("dimensions","critical","In-app banner",{"allowed":["640x100"]},dict(APP,part="inAppBanner"),alt=["640 × 100 px, PNG or JPG, 100 kB max., static only"]),
 R("format","critical","In-app banner",{"allowed":["PNG","JPG"]},dict(APP,part="inAppBanner"),alt=["640 × 100 px, PNG or JPG, 100 kB max., static only"]),
 R("fileSize","critical","In-app banner",{"max":100,"unit":"KB"},dict(APP,part="inAppBanner"),alt=["640 × 100 px, PNG or JPG, 100 kB max., static only"]),
 R("duration","critical","In-app banner",{"max":0,"unit":"s","check":"animationLength"},dict(APP,part="inAppBanner",kinds=["static"]),alt=["100 kB max., static only"],optional=True,note="'static only'"),
 R("metadata","critical","Banner link",None,dict(APP,part="inAppBanner"),alt=["A page inside the app or an HTTPS page; no app-store links"]),
 R("characterCount","critical","Push notification text",{"max":110,"unit":"chars","check":"body"},dict(APP,part="pushNotification"),alt=["110 characters max., spaces included"],ext="metadata"),
 R("metadata","critical","Push notifications per day",{"max":1,"unit":"notifications/day"},dict(APP,part="pushNotification"),alt=["no more than one per sponsor"],optional=True,
   note="a sending cap the sponsor's list must respect; borderline between creative rule and delivery setting"),
 R("brandGuidelines","warning","We recommend checking the splash screen on a small phone",None,dict(APP,part="splashScreen"),optional=True,
   note="advice; 'top and bottom 200 px may be hidden' is the reason, not a limit"),
 R("dimensions","critical","Portrait 1080 × 1920 px",{"allowed":["1080x1920"]},SIG,alt=["Portrait 1080 × 1920 px, MP4 (H.264) or a still PNG."]),
 R("format","critical","MP4 (H.264) or a still PNG",{"allowed":["MP4","PNG"]},SIG),
 R("codec","critical","MP4 (H.264)",{"allowed":["h264"],"check":"videoCodec"},dict(SIG,kinds=["video"])),
 R("duration","critical","Video slot exactly 20 seconds",{"allowed":["20"],"min":20,"max":20,"unit":"s"},dict(SIG,kinds=["video"])),
 R("frameRate","critical","25 fps",{"allowed":["25"],"unit":"fps"},dict(SIG,kinds=["video"]),alt=["Video slot exactly 20 seconds; 25 fps."]),
 R("metadata","critical","No audio: screens in the venue are silent",{"allowed":["none"],"check":"audioPresent"},dict(SIG,kinds=["video"]),
   alt=["a file with an audio track is returned"],ext="metadata"),
 R("fileSize","critical","Max file size 100 MB",{"max":102400,"unit":"KB"},SIG),
 R("typography","warning","Text should be at least 60 px high",{"min":60,"unit":"px"},SIG),
 R("customerType","critical","Promotional content for prescription-only medicines may appear only in the member area of the website",{"allowed":["HCP"]},{"condition":"prescription drug"},
   alt=["behind healthcare-professional login"],optional=True,note="placement condition for Rx promotion (HCP-only areas); keyed optional"),
 R("fairBalance","critical","Every promotional item must show the prescribing information or a link to it",None,{"condition":"promotional"}),
 R("fdaFilingNumber","critical","the job code and the date of preparation",None,{"condition":"promotional"},alt=["Every promotional item must show the prescribing information or a link to it, the job code and the date of preparation"]),
 R("brandGuidelines","critical","company name and logo only, with no product names or claims",None,dict(APP,part="splashScreen"),
   alt=["The splash screen and push notifications are corporate sponsorship"]),
 R("brandGuidelines","critical","company name and logo only, with no product names or claims",None,dict(APP,part="pushNotification"),
   note="the same sentence covers two parts: one entry each"),
 R("brandGuidelines","critical","Nothing may imply that the Society endorses a product",None,None),
 R("naming","critical","with the file name ESVM27_[Company]_[Item]_[yyyymmdd]",{"pattern":r"^ESVM27_[A-Za-z0-9]+_[A-Za-z0-9]+_\d{8}\.[a-z0-9]+$"},None,
   alt=["for example ESVM27_Corvanta_MPU_20270901.zip"]),
]
notreq = [
 "Welcome figures: 6,800 delegates, 71 countries, 92%, 410,000 visits, 5,120 installs",
 "Packages and prices table (€ 24 500, € 11 000, € 7 800, € 9 600; '2 push notifications', '20-second slot in the 5-minute loop, 40 screens'): entitlements, not specs",
 "Prices valid before 30 April 2027; symposia sold separately",
 "'Artwork due' column: 4 weeks before start (deadline)",
 "'top and bottom 200 px may be hidden by the status bar' (reason for a recommendation)",
 "'legible from 5 metres' (reason)",
 "Push texts by 15 September 2027; approval within 5 working days; contacts",
 "EFPIA / Infarmed reference sentence",
]
assets = [
 {"file":"ESVM27_Corvanta_MPU_20270901.zip","kind":"html5","channel":"Website","width":300,"height":250,"format":"ZIP","sizeKB":142,"durationS":15,"loops":2,"hasAudio":False,
  "note":"document's own example name; 142 kB: inside the HTML5 150 kB, over the static 80 kB if kinds are lost"},
 {"file":"ESVM27_Corvanta_MPUbackup_20270901.jpg","kind":"static","channel":"Website","width":300,"height":250,"format":"JPG","sizeKB":64},
 {"file":"ESVM27_Corvanta_MobileLB_20270901.png","kind":"static","channel":"Website","width":320,"height":50,"format":"PNG","sizeKB":31},
 {"file":"ESVM27_Corvanta_Splash_20270915.png","kind":"static","channel":"Congress app","part":"splashScreen","width":1242,"height":2688,"format":"PNG","sizeKB":870,
  "note":"870 kB: inside the splash 1 MB, over the in-app banner 100 kB if parts are lost"},
 {"file":"ESVM27_Corvanta_AppBanner_20270915.jpg","kind":"static","channel":"Congress app","part":"inAppBanner","width":640,"height":100,"format":"JPG","sizeKB":58},
 {"file":"Push 1","kind":"text","channel":"Congress app","part":"pushNotification","namingExempt":True,
  "text":{"body":"Corvanta welcomes you to ESVM 2027. Visit us at stand B14 in Hall 2."}},
 {"file":"ESVM27_Corvanta_Signage_20270915.mp4","kind":"video","channel":"Digital signage","width":1080,"height":1920,"durationS":20,"fps":25,"format":"MP4","codec":"h264",
  "sizeKB":38000,"hasAudio":False},
]
write(N, "Medical society's DIGITAL SPONSORSHIP PROSPECTUS for its website and congress app, exported to PDF (A4, serif, no browser header; British spelling, kB, €): welcome figures, a packages-and-prices table whose entitlements are not specs, a boxed compliance section (EFPIA; Rx promotion only behind HCP login; corporate-only splash and push), a website table with a TWO-ROW HEADER ('Max file size' over Static (JPG, PNG, GIF) / HTML5 (ZIP)) and an 'Artwork due' column that is a deadline, a note under the table with HTML5 rules, a congress-app DEFINITION LIST (term / value pairs) with several limits per value, signage bullets with 'exactly 20 seconds' and a no-audio rule, a naming template", notreq, rules, assets)
