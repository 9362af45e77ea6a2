from keylib import R, write
RL = {"kinds": ["video"], "channel": "Social", "platform": "Meta", "placement": "Reels"}
FD = {"kinds": ["static"], "channel": "Social", "platform": "Meta", "placement": "Feed"}
MT = {"channel": "Social", "platform": "Meta"}
D = {"kinds": ["html5", "static", "animated"], "channel": "Display"}
H = {"kinds": ["html5", "animated"], "channel": "Display"}
rules = [
 R("duration","critical","Reels video must be 30 seconds or shorter",{"max":30,"unit":"s"},RL),
 R("dimensions","critical","Reels video must be 1080 × 1920 (9:16)",{"allowed":["1080x1920"]},RL),
 R("aspectRatio","critical","Reels video must be 1080 × 1920 (9:16)",{"allowed":["9:16"]},RL,optional=True,note="same message; either field"),
 R("frameRate","critical","Frame rate must be between 23.976 and 30 fps",{"min":23.976,"max":30,"unit":"fps"},RL),
 R("fileSize","critical","Video files must be 4 GB or smaller",{"max":4194304,"unit":"KB"},dict(MT,kinds=["video"]),
   note="the step failed (tool defect CF-1187) but the expected result is the requirement"),
 R("fileSize","critical","Feed images must be 30 MB or smaller",{"max":30720,"unit":"KB"},FD),
 R("format","critical","Feed images must be JPG or PNG",{"allowed":["JPG","PNG"]},FD),
 R("characterCount","warning","Primary text over 125 characters may be cut off",{"max":125,"unit":"chars","check":"primaryText"},MT,ext="metadata",
   note="'Upload allowed with amber flag' = a recommendation (Cover legend)"),
 R("characterCount","warning","Headline over 40 characters",{"max":40,"unit":"chars","check":"headline"},MT,ext="metadata",note="amber flag; the step failed (CF-1190)"),
 R("fileSize","critical","Initial load over 150 kB",{"max":150,"unit":"KB","check":"initialLoad"},dict(H,sizes=["300x250"]),
   note="boundary pair 149 allowed / 151 blocked on the 300x250; unscoped it is harmless (looser than the 320x50 cap)"),
 R("fileSize","critical","Mobile banners must not exceed 50 kB",{"max":50,"unit":"KB"},dict(D,sizes=["320x50"]),
   note="'mobile banners' = the 320x50 of the size list; a 50 kB cap on every banner fails the 300x250"),
 R("dimensions","critical","Size not on the Nasoren size list",{"allowed":["300x250","728x90","300x600","320x50"]},D,alt=["728x90, 300x600, 320x50"]),
 R("duration","critical","Animation must stop by 30 seconds",{"max":30,"unit":"s","check":"animationLength"},H,note="step not run (blocked); still the expected behaviour"),
 R("disclaimers","critical","Mandatory statement missing",None,D,note="GSL medicine mandatory statement; the test uses a banner (applies at least to display)"),
 R("typography","critical","Mandatory statement must be at least 8",{"min":8,"unit":"px"},D),
 R("fdaFilingNumber","critical","Approval code missing (format",{"pattern":r"^NSR/UK/\d{4}$"},alt=["NSR/UK/NNNN"]),
 R("naming","critical","NSR_Spring27_[Channel]_[Size or Length]_v[N]",{"pattern":r"^NSR_Spring27_[A-Z]+_(\d+x\d+|\d+s)_v\d+\.[a-z0-9]+$"},
   alt=["File name does not follow the naming convention"],note="examples NSR_Spring27_DISP_300x250_v1.zip, NSR_Spring27_META_15s_v2.mp4, NSR_Spring27_META_1080x1080_v1.jpg"),
]
notreq = [
 "test inputs in the Test data column (31 s, 1080 × 1350, 60 fps, 4.2 GB, 31 MB, GIF 1.1 MB, 126 / 41 characters, 149 / 151 kB, 51 kB, 970 × 250, 31 s, 6 px) – values chosen to break or meet a limit",
 "Cover legend ('Upload blocked' = hard limit, 'amber flag' = recommendation), entry and exit criteria (95% of steps, no open Severity 1 defect, 42 test files)",
 "'Out of scope: TikTok placements …, print, in-store screens'",
 "Run log: steps, passed, failed, blocked, pass rates 68% / 86%, builds 5.2.4 / 5.3.0; defect IDs CF-1187, CF-1190; MediaInfo version",
 "'Upload a file that breaks the convention: nasoren_banner_final2.zip' (rejected example)",
]
assets = [
 {"file":"NSR_Spring27_META_15s_v2.mp4","kind":"video","channel":"Social","platform":"Meta","placement":"Reels","width":1080,"height":1920,"format":"MP4","codec":"h264",
  "fps":30,"durationS":15,"sizeKB":47104,"note":"the document's own allowed example (46 MB): a display size list or a 30 MB Feed-image cap applied to it would fail it"},
 {"file":"NSR_Spring27_META_1080x1080_v1.jpg","kind":"static","channel":"Social","platform":"Meta","placement":"Feed","width":1080,"height":1080,"format":"JPG","sizeKB":2970,
  "text":{"primaryText":"Hay fever season is here. Nasoren Allergy Relief nasal spray works in as little as 15 minutes to ease sneezing, a runny nose and itchy eyes all day.","headline":"Fast relief from hay fever"},
  "expectWarnings":["Primary text over 125 characters may be cut off"],"note":"primary text over 125: amber flag only"},
 {"file":"NSR_Spring27_DISP_300x250_v1.zip","kind":"html5","channel":"Display","width":300,"height":250,"format":"ZIP","initialLoadKB":149,"sizeKB":149,"durationS":30,
  "note":"149 kB: the document's own allowed example; fails the 50 kB mobile cap if unscoped"},
 {"file":"NSR_Spring27_DISP_320x50_v1.zip","kind":"html5","channel":"Display","width":320,"height":50,"format":"ZIP","initialLoadKB":47,"sizeKB":47,"durationS":12},
]
write("tamsyn-asset-qc-test-script",
 "TEST SCRIPT WORKBOOK for an asset-QC upload tool (flat ODS → LibreOffice Calc; Cover, Test script, Run log, Sign-off; British, kB/MB/GB): a Cover legend making 'Upload blocked' a hard limit and 'Upload allowed with amber flag' a recommendation, TC | Step | Action | Test data | Expected result | Actual result | Pass / Fail | Defect rows whose limits sit only inside QUOTED TOOL MESSAGES in the Expected result column, test data that deliberately breaks them (31 s, 60 fps, 4.2 GB, 151 kB), failed and blocked steps with defect IDs, run-log pass rates, entry/exit criteria",
 notreq, rules, assets)
