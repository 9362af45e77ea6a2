from keylib import R, write
D = {"kinds": ["html5", "static", "animated"], "channel": "Display"}
H = {"kinds": ["html5", "animated"], "channel": "Display"}
V = {"kinds": ["video"]}
E = {"kinds": ["email"], "channel": "Email"}
LI = {"channel": "Social", "platform": "LinkedIn"}
rules = [
 R("fileSize","critical","HTML5 initial load must not exceed 120 KB",{"max":120,"unit":"KB","check":"initialLoad"},H),
 R("duration","critical","animation must stop at 15 seconds or sooner",{"max":15,"unit":"s","check":"animationLength"},H),
 R("format","critical","backup images must be GIF or JPG",{"allowed":["GIF","JPG"]},{"part":"backup"}),
 R("fileSize","critical","spec §2.6 allows backup images up to 50 KB",{"max":50,"unit":"KB"},{"part":"backup"},
   note="stated in a 'Closed – not a defect' row: the reviewer's 40 KB was an error; a 40 KB rule would fail the document's own 47 KB backup"),
 R("frameRate","critical","spots must be 25 or 29.97 fps",{"allowed":["25","29.97"],"min":25,"max":29.97,"unit":"fps"},V),
 R("frameRate","critical","23.976 is not accepted",{"excluded":["23.976"]},V,optional=True,note="negation; the allowed set above excludes it"),
 R("audioLoudness","critical","loudness must be −23 LUFS ±1 LU",{"min":-24,"max":-22,"unit":"LUFS","check":"integrated"},V,ext="metadata"),
 R("accessibility","critical","every video needs open or closed captions",None,V),
 R("duration","critical","pre-roll spots must be exactly 15 or 30 seconds",{"allowed":["15","30"],"min":15,"max":30,"unit":"s"},V),
 R("characterCount","critical","subject lines are limited to 55 characters",{"max":55,"unit":"chars","check":"subjectLine"},E,ext="metadata"),
 R("safetyInfo","critical","the full ISI must appear in the email body, not only as a link",None,E),
 R("characterCount","critical","introductory text must be 150 characters or fewer",{"max":150,"unit":"chars","check":"introText"},LI,ext="metadata",
   note="waived for one asset (CR-12); the rule stands. 'LinkedIn itself allows 600' is platform behaviour"),
 R("fileSize","critical","the 320x50 must be 50 KB or less in total",{"max":50,"unit":"KB"},dict(D,sizes=["320x50"])),
 R("fdaFilingNumber","critical","every asset must show its approval code",{"pattern":r"^XYL-US-\d{5}$"},alt=["format XYL-US-NNNNN"]),
 R("naming","critical","file names must follow XYL_[Channel]_[Size or Length]_v[NN]",{"pattern":r"^XYL_[A-Z]+_(\d+x\d+|\d+s|[A-Za-z]+)_v\d{2}\.[a-z0-9]+$"},
   alt=["XYL_[Channel]_[Size or"],note="example XYL_DISP_300x250_v04.zip; the log's accepted files include XYL_OLV_15s_v01.mp4 and XYL_EML_Launch_v01.html (a name token in the size/length slot)"),
 R("contrast","warning","recommends at least 4.5:1 for text",{"min":4.5,"unit":"ratio"},D,note="'advisory, not a rejection reason'"),
 R("fileSize","critical","LinkedIn single images must be 5 MB or smaller",{"max":5120,"unit":"KB"},dict(LI,part="singleImage")),
]
notreq = [
 "Observed column values (138 KB, 22 s, 47 KB, 23.976 fps, −19.2 LUFS, 16.0 s, 64 / 172 characters, 61 KB, 3.9:1, 5.6 MB): measurements of failed assets",
 "'Reviewer applied 40 KB in error' (not the spec)",
 "'LinkedIn itself allows 600' (platform behaviour)",
 "DL-014 'Duplicate of DL-001'; Severity S1–S4 and Status values (defect triage, not rule severity); waiver CR-12",
 "Summary sheet counts and shares (17 defects, 64.7%, first-time-right 53.8%, 2.4 days, S1 target 1 working day), Lists sheet, owners and dates",
]
assets = [
 {"file":"XYL_DISP_300x250_v04.zip","kind":"html5","channel":"Display","width":300,"height":250,"format":"ZIP","initialLoadKB":116,"sizeKB":188,"durationS":15,"loops":2,
  "note":"the document's own example name; fails the 320x50 50 KB cap if unscoped"},
 {"file":"XYL_DISP_320x50_v03.zip","kind":"html5","channel":"Display","width":320,"height":50,"format":"ZIP","initialLoadKB":49,"sizeKB":49,"durationS":8,"loops":1},
 {"file":"XYL_DISP_300x600_v02.gif","kind":"static","part":"backup","channel":"Display","width":300,"height":600,"format":"GIF","sizeKB":47,
  "note":"the backup the log closed as not a defect: a 40 KB rule read from the reviewer's error fails it"},
 {"file":"XYL_OLV_15s_v03.mp4","kind":"video","width":1920,"height":1080,"format":"MP4","codec":"h264","fps":29.97,"durationS":15,"loudnessLUFS":-23.4,"hasAudio":True,"captions":True},
 {"file":"XYL_EML_Launch_v02.html","kind":"email","channel":"Email","width":600,"height":2200,"format":"HTML","sizeKB":92,
  "text":{"subjectLine":"Xylenra: 2-year PFS data now in the label"},"note":"92 KB email: fails the 50 KB caps if unscoped"},
 {"file":"XYL_LI_1200x627_v03.jpg","kind":"static","part":"singleImage","channel":"Social","platform":"LinkedIn","width":1200,"height":627,"format":"JPG","sizeKB":4200,
  "text":{"introText":"Xylenra (pembrotinib) is now approved for adults with previously treated HER2-low metastatic breast cancer. See efficacy and safety data."},
  "note":"4.1 MB: inside 5 MB; fails display and backup weight caps if those reached it"},
]
write("dorvesta-defect-log",
 "DEFECT LOG WORKBOOK of rejected assets (flat ODS → LibreOffice Calc; Defect log, Summary, Lists; American): ID | Raised | Asset file | Channel | Observed | Root cause (rule broken) | Sev. | Status | Owner | Fixed in, where the ROOT CAUSE cell quotes the violated spec rule ('Spec §2.3: HTML5 initial load must not exceed 120 KB') beside the OBSERVED measurement of the failed asset; a 'Closed – not a defect' row whose root cause states the real limit (50 KB, the reviewer's 40 KB was an error), a duplicate, an advisory closure, a waiver, defect severities S1–S4 that are triage not rule levels, summary percentages",
 notreq, rules, assets)
