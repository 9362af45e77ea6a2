from keylib import R, write
YT = {"kinds": ["video"], "platform": "YouTube"}
YI = {"kinds": ["video"], "platform": "YouTube", "placement": "in-stream"}
YB = {"kinds": ["video"], "platform": "YouTube", "placement": "bumper"}
MT = {"channel": "Social", "platform": "Meta"}
MF = {"kinds": ["static"], "channel": "Social", "platform": "Meta", "placement": "Feed"}
MR = {"kinds": ["video"], "channel": "Social", "platform": "Meta", "placement": "Reels"}
D = {"kinds": ["html5", "static", "animated"], "channel": "Display"}
H = {"kinds": ["html5", "animated"], "channel": "Display"}
rules = [
 R("duration","critical",":15 and :30 only",{"allowed":["15","30"],"min":15,"max":30,"unit":"s"},YI,note="skippable in-stream box; the :06 bumper is a separate placement"),
 R("dimensions","critical","1920 × 1080, MP4 (H.264)",{"allowed":["1920x1080"]},YT),
 R("format","critical","1920 × 1080, MP4 (H.264)",{"allowed":["MP4"]},YT),
 R("codec","critical","1920 × 1080, MP4 (H.264)",{"allowed":["h264"],"check":"videoCodec"},YT),
 R("audioLoudness","critical","Mix to −14 LUFS integrated, ±1",{"min":-15,"max":-13,"unit":"LUFS","check":"integrated"},YT,ext="metadata",
   alt=["we still deliver at −14"],note="notes: 'YouTube normalises playback loudness anyway' is platform behaviour, the −14 ±1 delivery stands"),
 R("brandGuidelines","critical","Logo and product name in the first 5 seconds",None,YI),
 R("duration","critical","Exactly 6 seconds",{"allowed":["6"],"min":6,"max":6,"unit":"s"},YB),
 R("indication","critical","No indication, no efficacy claim and no safety information may appear in a bumper",None,YB,alt=["Reminder ad: name and logo only"],
   note="from the speaker notes; a reminder-ad prohibition scoped to bumpers, never to the skippable cuts"),
 R("accessibility","critical","Burned-in captions on every cut, skippable and bumper.",None,YT),
 R("safetyInfo","critical","the ISI super must run for the last 10 seconds of the :15 and the last 15 seconds of the :30",None,YI,
   note="10 s / 15 s are durations of the super, not spot lengths"),
 R("fairBalance","critical","the voice-over must read the major side effects",None,YI),
 R("dimensions","critical","1080 × 1080 (1:1) or 1080 × 1350 (4:5)",{"allowed":["1080x1080","1080x1350"]},MF),
 R("format","critical","JPG or PNG, 30 MB max",{"allowed":["JPG","PNG"]},MF),
 R("fileSize","critical","JPG or PNG, 30 MB max",{"max":30720,"unit":"KB"},MF),
 R("characterCount","warning","Primary text: aim for 125 characters or fewer",{"max":125,"unit":"chars","check":"primaryText"},MT,ext="metadata",
   alt=["Primary text over 125 characters is allowed"]),
 R("characterCount","critical","Headline: 40 characters max",{"max":40,"unit":"chars","check":"headline"},MT,ext="metadata",alt=["The 40-character headline is a hard limit"]),
 R("dimensions","critical","1080 × 1920 (9:16)",{"allowed":["1080x1920"]},MR),
 R("duration","critical","Between 6 and 30 seconds",{"min":6,"max":30,"unit":"s"},MR),
 R("brandGuidelines","critical","Keep text out of the top 250 px and the bottom 340 px",{"min":250,"unit":"px","check":"safeArea"},MR,ext="brandGuidelines",
   note="two margins (top 250 px, bottom 340 px); the px are margins of the 9:16 frame, not dimensions"),
 R("safetyInfo","critical","every Meta video must carry the ISI as an on-screen scroll in its final 5 seconds",None,dict(MT,kinds=["video"])),
 R("safetyInfo","critical","every Meta ad links to the full Prescribing Information from the primary text",None,MT),
 R("dimensions","critical","300 × 250, 728 × 90, 160 × 600, 300 × 600, 320 × 50",{"allowed":["300x250","728x90","160x600","300x600","320x50"]},D),
 R("fileSize","critical","HTML5: 150 KB initial load, 300 KB total",{"max":150,"unit":"KB","check":"initialLoad"},dict(H,sizes=["300x250","728x90","160x600"]),
   alt=["every other HTML5 size stays at 150"],note="the notes raise the 300 × 600 to 200 KB; an unscoped 150 fails the 300x600 example"),
 R("fileSize","critical","The 300 × 600 may go to 200 KB initial load",{"max":200,"unit":"KB","check":"initialLoad"},dict(H,sizes=["300x600"]),
   note="a permission that fixes the limit for one size (speaker notes)"),
 R("fileSize","critical","HTML5: 150 KB initial load, 300 KB total",{"max":300,"unit":"KB","check":"totalLoad"},H),
 R("duration","critical","15 seconds max",{"max":15,"unit":"s","check":"animationLength"},H),
 R("duration","critical","2 loops max, then hold on the end frame",{"max":2,"unit":"loops","check":"loopCount"},H),
 R("safetyInfo","critical","Scrolling ISI panel on every HTML5 unit, at least 30% of the unit’s height",None,H),
 R("format","critical","The 320 × 50 is a static JPG only, no HTML5, and no more than 40 KB",{"allowed":["JPG"]},dict(D,sizes=["320x50"])),
 R("fileSize","critical","The 320 × 50 is a static JPG only, no HTML5, and no more than 40 KB",{"max":40,"unit":"KB"},dict(D,sizes=["320x50"])),
 R("fdaFilingNumber","critical","Approval code on every asset, format AUR-US-NNNNN",{"pattern":r"^AUR-US-\d{5}$"}),
 R("naming","critical","File names: AUR_[Platform]_[Format or Size]_v[N]",{"pattern":r"^AUR_[A-Z]+_(\d+x\d+|\d+s)_v\d+\.[a-z0-9]+$"},
   alt=["AUR_YT_15s_v1.mp4"],note="examples AUR_YT_15s_v1.mp4, AUR_META_4x5_v2.jpg, AUR_DSP_300x250_v1.zip"),
 R("contrast","warning","Text contrast 4.5:1 or better recommended",{"min":4.5,"unit":"ratio"}),
]
notreq = [
 "slides 1–4 and 9: agenda, 60 minutes, team table, background figures (1 in 7, 38%, 4.1%, 62%), KPIs (reach 65%, frequency 6–8, +20%), deliverables table (quantities, :15 / :30 / :06 counts, dates), $1.2M budget, next steps",
 "'YouTube normalises playback loudness anyway' (platform behaviour)",
 "'Primary text over 125 characters is allowed but gets truncated behind See more' (permission; the 125 is a recommendation)",
 "'QC rejects anything that misses a spec on these slides' (legend), two revision rounds, $850 per round, 1.6 days, 91% first-pass rate",
 "'Please hold questions on media buying for the media call on Thursday'; 'Dates assume MLR turns each round in five business days'",
]
assets = [
 {"file":"AUR_YT_15s_v1.mp4","kind":"video","platform":"YouTube","placement":"in-stream","width":1920,"height":1080,"format":"MP4","codec":"h264","fps":29.97,"durationS":15,
  "loudnessLUFS":-14.3,"hasAudio":True,"captions":True,"note":"the document’s own example name; fails the bumper’s exactly-6 rule if that were unscoped"},
 {"file":"AUR_YT_6s_v1.mp4","kind":"video","platform":"YouTube","placement":"bumper","width":1920,"height":1080,"format":"MP4","codec":"h264","fps":29.97,"durationS":6,
  "loudnessLUFS":-14.0,"hasAudio":True,"captions":True,"note":"6 s bumper: fails ':15 and :30 only' if that rule reached bumpers"},
 {"file":"AUR_META_4x5_v2.jpg","kind":"static","channel":"Social","platform":"Meta","placement":"Feed","width":1080,"height":1350,"format":"JPG","sizeKB":4900,
  "text":{"primaryText":"Migraine can take days from you. Aurilan is a prescription medicine for the preventive treatment of migraine in adults. See full Prescribing Information.","headline":"Ask your doctor about Aurilan"},
  "expectWarnings":["Primary text: aim for 125 characters or fewer"],"note":"the document's own example name; 1080 × 1350 fails the display size list if unscoped"},
 {"file":"AUR_META_9x16_v1.mp4","kind":"video","channel":"Social","platform":"Meta","placement":"Reels","width":1080,"height":1920,"format":"MP4","codec":"h264","fps":30,"durationS":20,
  "hasAudio":True,"loudnessLUFS":-18,"note":"Meta video: YouTube's 1920 × 1080 and −14 LUFS must not reach it"},
 {"file":"AUR_DSP_300x600_v1.zip","kind":"html5","channel":"Display","width":300,"height":600,"format":"ZIP","initialLoadKB":188,"sizeKB":286,"durationS":15,"loops":2,
  "note":"188 KB initial: allowed by the notes' 200 KB for this size, fails the 150 KB if unscoped"},
 {"file":"AUR_DSP_300x250_v1.zip","kind":"html5","channel":"Display","width":300,"height":250,"format":"ZIP","initialLoadKB":142,"sizeKB":240,"durationS":14,"loops":2,"note":"the document's own example name"},
 {"file":"AUR_DSP_320x50_v1.jpg","kind":"static","channel":"Display","width":320,"height":50,"format":"JPG","sizeKB":38},
]
write("fenwick-kickoff-notes-deck",
 "KICK-OFF SLIDE DECK exported from PowerPoint as NOTES PAGES (portrait Letter, 9 pages: a 16:9 slide at the top, speaker notes below): title, team, background figures and KPIs, a deliverables table (quantities, dates), spec slides of TEXT BOXES (YouTube skippable vs bumper, Meta Feed vs Reels, display), and SPEAKER NOTES that add or change requirements (bumpers may carry no indication, ISI super timings, Meta ISI scroll, the 320 × 50 is a 40 KB static JPG, the 300 × 600 may go to 200 KB) beside notes that are platform behaviour, permissions, fees and QC statistics",
 notreq, rules, assets)
