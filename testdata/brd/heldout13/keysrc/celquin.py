import sys; sys.path.insert(0, 'keysrc')
from k import *
EM = {"kinds": ["email"], "channel": "Email"}
CLM = {"kinds": ["html5"], "channel": "CLM"}
H5 = {"kinds": ["html5"], "channel": "Display"}
LP = {"kinds": ["document"], "channel": "Print"}
VID = {"kinds": ["video"], "channel": "Video"}
pri = "Priority M blocks certification; the Risk column (H/M/L) is the GxP testing depth, not a severity"
R = [
 E("safetyInfo", "critical", "every promotional item includes the prescribing information, or for digital items a clear and prominent link to it", None, None, note=pri),
 E("disclaimers", "critical", "every promotional item includes the adverse event reporting statement", None, None),
 E("fdaFilingNumber", "critical", "the job code on the item has the form CELUK followed by five digits", {"pattern": "^CELUK\\d{5}$"}, None, note="accepts CELUK04417"),
 E("disclaimers", "critical", "shows a date of preparation in the form MM/YYYY", params={"pattern": "^\\d{2}/\\d{4}$"}, scope=None, alt=["shows a date of preparation in | the form MM/YYYY"], note="date of preparation (metadata equally right)"),
 E("disclaimers", "critical", "carry the statement “For UK healthcare professionals only”", None, {"customerTypes": ["HCP"]},
   note="audience statement on HCP items; Irish items carry the Irish wording"),
 E("fileSize", "critical", "block an email template whose HTML file, with embedded styles, is larger than 100 kB", {"max": 100, "unit": "KB"}, EM,
   note="the HTML file itself (images are limited separately, 250 kB each): a total-weight reading would fail the allowed email with its 212 kB image"),
 E("characterCount", "critical", "block an email whose subject line is longer than 60 characters", {"max": 60, "unit": "chars", "check": "subjectLine"}, EM, extended=True, legacy="metadata",
   note="Risk L does not make it a warning: Priority M"),
 E("characterCount", "warning", "warn when an email has no pre-header text", {"min": 1, "unit": "chars", "check": "preheader"}, EM, extended=True, legacy="metadata", note="Priority D (warning)"),
 E("dimensions", "critical", "block an email whose layout is wider than 600 pixels", {"maxWidth": 600}, EM),
 E("fileSize", "critical", "block an email image larger than 250 kB", {"max": 250, "unit": "KB"}, {"kinds": ["static"], "channel": "Email", "part": "images"}),
 E("fileSize", "critical", "block a CLM key message package larger than 50 MB", {"max": 51200, "unit": "KB"}, CLM),
 E("dimensions", "critical", "whose slides are not 2048 × 1536 pixels", {"allowed": ["2048x1536"]}, CLM, alt=["whose slides are not 2048 × | 1536 pixels"]),
 E("dimensions", "critical", "a thumbnail image of 200 × 150 pixels in JPG format", {"allowed": ["200x150"]}, {"kinds": ["static"], "channel": "CLM", "part": "thumbnail"}),
 E("format", "critical", "a thumbnail image of 200 × 150 pixels in JPG format", {"allowed": ["JPG"]}, {"kinds": ["static"], "channel": "CLM", "part": "thumbnail"}),
 E("fileSize", "warning", "warn when a single CLM slide loads more than 5 MB of", {"max": 5120, "unit": "KB"}, {"channel": "CLM", "part": "slide"},
   alt=["warn when a single CLM slide loads more than 5 MB of | media"], note="per slide (part 'slide'), not the package: applied to the 42 MB package it would warn wrongly; Priority D"),
 E("dimensions", "critical", "block a banner whose size is not 300 × 250, 728 × 90, 300 × 600 or 160 × 600 pixels", {"allowed": ["300x250", "728x90", "300x600", "160x600"]}, DSP,
   alt=["block a banner whose size is not 300 × 250, 728 × 90, | 300 × 600 or 160 × 600 pixels"]),
 E("fileSize", "critical", "block an HTML5 banner whose initial load exceeds 150", {"max": 150, "unit": "KB", "check": "initialLoad"}, H5,
   alt=["block an HTML5 banner whose initial load exceeds 150 | kB"]),
 E("duration", "critical", "block a banner whose animation lasts longer than 20", {"max": 20, "unit": "s", "check": "animationLength"}, {"kinds": ["animated", "html5"], "channel": "Display"},
   alt=["block a banner whose animation lasts longer than 20 | seconds"]),
 E("fileSize", "warning", "warn when a static banner is larger than 80 kB", {"max": 80, "unit": "KB"}, {"kinds": ["static"], "channel": "Display"}, note="Priority D"),
 E("dimensions", "critical", "block a leave piece whose trim size is not A4 (210 × 297 mm)", {"allowed": ["210x297"], "unit": "mm", "check": "trimSize"}, LP,
   alt=["block a leave piece whose trim size is not A4 (210 × | 297 mm)"], extended=True, legacy="dimensions"),
 E("dimensions", "critical", "block a leave piece supplied without 3 mm bleed on every edge", {"min": 3, "unit": "mm", "check": "bleed"}, LP,
   alt=["block a leave piece supplied without 3 mm bleed on | every edge"], extended=True, legacy="dimensions"),
 E("dimensions", "warning", "has an effective resolution below 300 dpi", {"min": 300, "unit": "dpi", "check": "imageResolution"}, LP,
   alt=["has an effective | resolution below 300 dpi"], extended=True, legacy="dimensions", note="Priority D"),
 E("format", "critical", "block a video that is not an MP4 file with H.264 video", {"allowed": ["MP4"]}, VID),
 E("codec", "critical", "block a video that is not an MP4 file with H.264 video", {"allowed": ["h264"], "check": "videoCodec"}, VID),
 E("dimensions", "critical", "block a video whose resolution is below 1280 × 720", {"minWidth": 1280, "minHeight": 720}, VID),
 E("fileSize", "critical", "block a video file larger than 500 MB", {"max": 512000, "unit": "KB"}, VID),
 E("accessibility", "critical", "block a video without a subtitle file", None, VID),
]
NR = [
 "Document control, signatures, GxP impact (GAMP 5 category 4), distribution, revision history (change-control numbers), contents",
 "Section 3 legend: Priority M/D sets the requirement's importance (M blocks certification in 5.7, D warns); the Risk column H/M/L is the GxP risk rating that sets testing depth, 'not a measure of how important the requirement is' (a rule whose severity follows Risk L/H is wrong)",
 "Process overview numbers: 260 users, 2,400 items a year, 900 digital, expiry at most two years, notice 60 days, 19 → 12 working days, 3.4 review rounds",
 "User roles, migration (21,000 and 7,100 items, December 2028), key dates, budget £640,000",
 "5.1–5.6 and 5.8–5.10: system requirements (availability 99.5%, five working days notice, 60 concurrent users, passwords 'at least 12 characters long' changed every 90 days, five failed log-ins, 15 minutes inactivity, retention 15 years, backups daily kept 35 days, restore within 8 hours, 24 hours data loss, uploads up to 2 GB, search within 3 seconds, expiry two years, 60 and 14 days notices, 30 minutes release, 90-day expiry report, 30 days supplier notice, 1 hour response): a 12-character minimum or a 2 GB file size as an asset rule is a false positive",
 "Section 6 FMEA: severity / probability / detectability scores 1–5, RPN thresholds 40 and 15: scores of the system function, not asset severities",
 "Appendix A volumes (212, 340, 46 …) and the mapping of item types to checks; Appendix B workflow target times (2, 5, 3, 1 working days) 'not requirements on the items'; Appendix C open points (5 years proposal)",
]
A = [
 {"file": "CELUK04417_RTE_Zenoxa_dosing.html", "kind": "email", "channel": "Email", "width": 600, "height": 1900, "format": "HTML", "sizeKB": 84,
  "text": {"subjectLine": "Zenoxa dosing in chronic kidney disease: a one-page summary", "preheader": "Starting dose, titration and monitoring for your patients."},
  "note": "84 kB HTML; 59-character subject under 60"},
 {"file": "zenoxa_rte_hero.jpg", "kind": "static", "channel": "Email", "part": "images", "width": 600, "height": 360, "format": "JPG", "sizeKB": 212, "namingExempt": True,
  "note": "212 kB email image: inside 250 kB; the HTML's 100 kB and the static banner's 80 kB must not apply"},
 {"file": "CELUK04398_CLM_Zenoxa_KM1.zip", "kind": "html5", "channel": "CLM", "width": 2048, "height": 1536, "format": "HTML5", "sizeKB": 43008,
  "note": "42 MB package: inside 50 MB; the 5 MB per-slide advice is not a package limit"},
 {"file": "CELUK04398_CLM_Zenoxa_KM1_thumb.jpg", "kind": "static", "channel": "CLM", "part": "thumbnail", "width": 200, "height": 150, "format": "JPG", "sizeKB": 11},
 {"file": "CELUK04402_BAN_160x600.zip", "kind": "html5", "channel": "Display", "width": 160, "height": 600, "format": "HTML5", "sizeKB": 188, "initialLoadKB": 144,
  "durationS": 18, "loops": 1},
 {"file": "CELUK04402_BAN_300x250.jpg", "kind": "static", "channel": "Display", "width": 300, "height": 250, "format": "JPG", "sizeKB": 76},
 {"file": "CELUK04376_LP_Zenoxa_A4.pdf", "kind": "document", "channel": "Print", "format": "PDF", "trimMM": "210x297", "mediaBoxMM": "216x303", "bleedMM": 3,
  "minImageDPI": 300, "sizeKB": 18432, "note": "A4 with 3 mm bleed (page 216 × 303 mm)"},
 {"file": "CELUK04410_VID_Zenoxa_MOA.mp4", "kind": "video", "channel": "Video", "width": 1920, "height": 1080, "format": "MP4", "codec": "h264", "durationS": 240, "fps": 25,
  "sizeKB": 430080, "videoBitrateKbps": 14000, "hasAudio": True, "audioCodec": "aac", "subtitles": "CELUK04410_VID_Zenoxa_MOA.srt",
  "note": "420 MB: inside 500 MB, above the CLM package's 50 MB"},
]
write("celquin-dam-urs-gxp",
 "Word-native USER REQUIREMENTS SPECIFICATION for a validated (GxP) promotional-content system (hand-written OOXML, A4, British): signature table, GxP impact and GAMP category, revision history with change-control numbers, definitions, a legend that separates Priority M/D (importance; M blocks, D warns) from the Risk H/M/L column (GxP risk from an FMEA, sets testing depth), process overview with volumes and budget, ten requirement tables 'ID | Requirement | Priority | Risk | Verification' (IDs that wrap in the cell) where only 5.7 'Technical acceptance of digital items' is about the items (email, CLM, banners, PDF leave pieces, video) and the others are system requirements with numbers (password length, timeouts, retention, uptime), an FMEA table with scores, appendices with volumes and workflow target times",
 NR, R, A)
