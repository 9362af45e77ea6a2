from keylib import R, write
N = "apotheca-pharmacy-dooh-quick-reference"
V = {"kinds": ["video"]}
ST = {"kinds": ["static"]}
WIN = {"placement": "Pharmacy window"}
INS = {"placement": "In-store"}
GPS = {"placement": "GP surgery"}
rules = [
 R("format","critical","File type (video)",{"allowed":["MP4"],"excluded":["MOV","AVI","WMV"]},V,alt=["File type (video) | MP4 with H.264 | MOV, AVI, WMV, HEVC"]),
 R("codec","critical","File type (video)",{"allowed":["h264"],"excluded":["hevc"],"check":"videoCodec"},V,alt=["File type (video) | MP4 with H.264"]),
 R("format","critical","File type (still)",{"allowed":["JPG","PNG"],"excluded":["GIF","PDF","PSD","HTML5"]},ST,alt=["File type (still) | JPG or PNG | GIF, PDF, PSD, HTML5"]),
 R("frameRate","critical","Frame rate",{"allowed":["25"],"excluded":["24","29.97","30","50"],"unit":"fps"},V,alt=["Frame rate | 25 fps | 24, 29.97, 30 or 50 fps"]),
 R("codec","critical","Scan",{"allowed":["progressive"],"check":"scanType"},V,alt=["Scan | progressive | interlaced"]),
 R("metadata","critical","Audio",{"allowed":["none"],"check":"audioPresent"},V,alt=["Audio | none | any audio track, including silent ones"],ext="metadata"),
 R("fileSize","critical","Max file size",{"max":204800,"unit":"KB"},V,alt=["Max file size | 200 MB video"]),
 R("fileSize","critical","Max file size",{"max":10240,"unit":"KB"},ST,alt=["Max file size | 200 MB video; 10 MB still"],note="two limits in one cell: one per kind"),
 R("format","critical","Colour",{"allowed":["sRGB","RGB"],"excluded":["CMYK"],"check":"colorSpace"},None,alt=["Colour | RGB (sRGB) | CMYK"],ext="format"),
 R("dimensions","critical","Landscape, 1920 x 1080 pixels.",{"allowed":["1920x1080"]},WIN),
 R("duration","critical","10-second spots only",{"allowed":["10"],"min":10,"max":10,"unit":"s"},dict(WIN,kinds=["video"])),
 R("brandGuidelines","critical","No more than 10 words on screen at once",{"max":10,"unit":"words","check":"onScreenWords"},WIN,ext="metadata"),
 R("brandGuidelines","warning","Tip: dark backgrounds work best in daylight",None,WIN,optional=True,note="'Tip:' lines are advice by the legend"),
 R("dimensions","critical","Portrait, 1080 x 1920 pixels.",{"allowed":["1080x1920"]},INS),
 R("duration","critical","10 or 15 seconds",{"allowed":["10","15"],"min":10,"max":15,"unit":"s"},dict(INS,kinds=["video"])),
 R("typography","critical","Text at least 50 px high",{"min":50,"unit":"px"},INS),
 R("dimensions","critical","Landscape, 1920 x 1080 pixels, 20 seconds.",{"allowed":["1920x1080"]},GPS),
 R("duration","critical","Landscape, 1920 x 1080 pixels, 20 seconds.",{"allowed":["20"],"min":20,"max":20,"unit":"s"},dict(GPS,kinds=["video"])),
 R("brandGuidelines","critical","Health-information and disease-awareness content only: no medicine brands, no product packs",None,GPS),
 R("accessibility","warning","Tip: add subtitles to any speech you show in vision",None,GPS,optional=True),
 R("brandGuidelines","critical","we do not accept them anywhere on the network",None,None,alt=["Prescription-only medicines cannot be advertised to the public in the UK"],optional=True,
   note="an acceptance condition (no POM ads); keyed optional"),
 R("disclaimers","critical","Every ad for a medicine must show the product name, the active ingredient and the words “Always read the label”",None,{"condition":"medicine"}),
 R("fdaFilingNumber","critical","Include the PAGB approval reference in the delivery e-mail",None,{"condition":"medicine"},alt=["ads without one are not scheduled"],
   note="delivery metadata; no format given"),
 R("brandGuidelines","critical","No claims of speed of relief (“works in minutes”) unless the licence supports them",None,{"condition":"medicine"}),
 R("accessibility","critical","video must pass a Harding flash and pattern test",None,V,alt=["send the pass certificate with the file"]),
 R("naming","critical","File name: APS_[Advertiser]_[Screen]_[Length]s_[Version]",{"pattern":r"^APS_[A-Za-z0-9]+_(WIN|INS|GPS)_\d+s_V\d+\.(mp4|jpg|png)$"},None,
   alt=["where Screen is WIN, INS or GPS, for example APS_Nasoclear_WIN_10s_V2.mp4"],note="a still uses 0s: APS_Nasoclear_INS_0s_V1.jpg"),
]
notreq = [
 "Network figures: 3,450 screens, 1,180 pharmacies, 260 GP surgeries; 2-minute loop",
 "Legend paragraph (Not accepted column and values = sent back; 'Tip:' lines are advice)",
 "'because people read them from across the pavement' (reason)",
 "'Still images are shown for 15 seconds by the player' (a player setting, not a still's duration limit)",
 "Upload at least 7 working days before; £150 per changed file",
 "Prices table (1,180 / 1,920 / 350 screens; £18,900, £14,200, £6,400)",
 "Contacts",
]
assets = [
 {"file":"APS_Nasoclear_WIN_10s_V2.mp4","kind":"video","placement":"Pharmacy window","width":1920,"height":1080,"durationS":10,"fps":25,"scan":"progressive",
  "format":"MP4","codec":"h264","hasAudio":False,"sizeKB":41000,"colorSpace":"sRGB","note":"document's own example name"},
 {"file":"APS_Nasoclear_INS_15s_V1.mp4","kind":"video","placement":"In-store","width":1080,"height":1920,"durationS":15,"fps":25,"scan":"progressive",
  "format":"MP4","codec":"h264","hasAudio":False,"sizeKB":58000,"colorSpace":"sRGB","note":"15 s: fails the window's 10-second rule if unscoped"},
 {"file":"APS_Nasoclear_INS_0s_V1.jpg","kind":"static","placement":"In-store","width":1080,"height":1920,"format":"JPG","sizeKB":2300,"colorSpace":"sRGB",
  "note":"document's own still example ('0s'); 2.3 MB, inside the still's 10 MB; the per-screen durations must not reach a still"},
 {"file":"APS_LungHealthUK_GPS_20s_V1.mp4","kind":"video","placement":"GP surgery","width":1920,"height":1080,"durationS":20,"fps":25,"scan":"progressive",
  "format":"MP4","codec":"h264","hasAudio":False,"sizeKB":96000,"colorSpace":"sRGB","note":"20 s disease-awareness spot: fails the 10/15 s rules if unscoped; 96 MB fails the still 10 MB if kinds are lost"},
]
write(N, "UK pharmacy and GP-surgery DOOH network's ARTWORK QUICK REFERENCE CARD (corpus markup → groff/gs/docx/doc; British spelling): a legend paragraph ('Not accepted' column and values = sent back; 'Tip:' lines = advice), a header-less-first-cell ACCEPTED | NOT ACCEPTED table (each row a property; negations as lists), two limits in one cell ('200 MB video; 10 MB still'), per-screen bullet subsections (10-second window spots, 10 or 15 s in-store, 20 s surgery), UK OTC medicine rules ('Always read the label', PAGB reference) and a POM exclusion, Harding test, naming template with a still example '0s', prices table", notreq, rules, assets)
