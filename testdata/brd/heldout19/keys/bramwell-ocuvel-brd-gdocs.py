from keylib import R, write
N = "bramwell-ocuvel-brd-gdocs"
DH = {"kinds": ["html5"], "channel": "Display"}
MF = {"channel": "Social", "platform": "Meta", "placement": "Feed"}
MS = {"channel": "Social", "platform": "Meta", "placement": "Stories/Reels"}
SE = {"channel": "Search"}
BIG = ["300x250", "728x90", "300x600", "160x600"]
rules = [
 R("safetyInfo", "critical", "Every asset must include the indication and the Important Safety Information (ISI)", note="indication equally defensible; a link is enough in space-limited formats"),
 R("safetyInfo", "critical", "The ISI link text must read “Important Safety Information”", note="resolved comment kept beside it; search sitelinks are the stated exception"),
 R("disclaimers", "critical", "Show “Rx only” on every asset that names Ocuvel."),
 R("fdaFilingNumber", "critical", "format BRW-OCU-NNNNNN", alt=["BRW-OCU-NNNNNN, e.g. BRW-OCU-270114"], params={"pattern": "^BRW-OCU-\\d{6}$"}),
 R("brandGuidelines", "critical", "No before/after eye photography."),
 R("typography", "critical", "Minimum type size 8 px for legal copy in banners", params={"min": 8, "unit": "px"}, scope={"channel": "Display"}, note="legal copy in banners"),
 R("typography", "critical", "12 px everywhere else", params={"min": 12, "unit": "px"}, note="every asset except banner legal copy; a rule of 12 px on banner legal copy is harmful"),
 R("dimensions", "critical", "Sizes: 300x250, 728x90, 300x600, 320x50, 160x600.", params={"allowed": BIG + ["320x50"]}, scope={"kinds": ["html5", "static"], "channel": "Display"}, note="the commented 970x250 was left out"),
 R("format", "critical", "HTML5, GWD or hand-coded; zipped", alt=["Format | HTML5, GWD or hand-coded; zipped"], params={"allowed": ["HTML5"]}, scope=DH, note="the 320x50 may be a static JPG (permission): the asset kind html5 keeps it out"),
 R("fileSize", "critical", "Max initial load", alt=["Max initial load 200 KB 150 KB", "150 KB"], params={"max": 150, "unit": "KB", "check": "initialLoad"}, scope=dict(DH, sizes=BIG), note="200 KB is struck (superseded suggestion); 150 KB applies; the 320x50 has 50 KB"),
 R("fileSize", "critical", "500 KB incl. polite load", alt=["Max total load | 500 KB incl. polite load"], params={"max": 500, "unit": "KB", "check": "totalLoad"}, scope=DH),
 R("duration", "critical", "Animation", alt=["Animation | 15 s max"], params={"max": 15, "unit": "s", "check": "animationLength"}, scope=DH),
 R("duration", "critical", "2 loops max", alt=["Animation | 2 loops max"], params={"max": 2, "unit": "loops", "check": "loopCount"}, scope=DH, note="accepted suggestion (green underline)"),
 R("format", "critical", "Static JPG, 50 KB 40 KB max", alt=["Static JPG"], params={"allowed": ["JPG"]}, scope={"kinds": ["static"], "channel": "Display", "part": "backup"}),
 R("fileSize", "critical", "Static JPG, 50 KB 40 KB max", alt=["40 KB max"], params={"max": 40, "unit": "KB"}, scope={"kinds": ["static"], "channel": "Display", "part": "backup"}, note="50 KB is struck"),
 R("safetyInfo", "critical", "Auto-scrolling ISI window; scrolling must be user-controllable", scope=DH),
 R("metadata", "critical", "clickTag only, opens in a new window", scope=DH),
 R("fileSize", "critical", "The 320x50 has a lower cap from the exchanges", alt=["30 KB 50 KB initial load"], params={"max": 50, "unit": "KB", "check": "initialLoad"}, scope={"channel": "Display", "sizes": ["320x50"]}, note="30 KB is struck; 50 KB applies to the 320x50 whether HTML5 or static"),
 R("dimensions", "critical", "Feed: 1:1 (1080 x 1080) or 4:5 (1080 x 1350) image or video.", params={"allowed": ["1080x1080", "1080x1350"]}, scope=MF),
 R("dimensions", "critical", "Stories/Reels: 9:16 (1080 x 1920)", params={"allowed": ["1080x1920"]}, scope=MS),
 R("brandGuidelines", "critical", "keep the top 14% and bottom 20% free of text", params={"min": 20, "unit": "%", "check": "safeArea"}, scope=MS, extended=True, legacy="brandGuidelines", note="two margins (top 14%, bottom 20%); the larger is keyed"),
 R("duration", "critical", "30 s max for Feed", params={"max": 30, "unit": "s"}, scope=dict(MF, kinds=["video"]), note="60 s is struck"),
 R("duration", "critical", "15 s max for Stories/Reels", params={"max": 15, "unit": "s"}, scope=dict(MS, kinds=["video"])),
 R("safetyInfo", "critical", "ISI must be in the primary text or linked from it", scope={"platform": "Meta"}, note="'OK' is struck: the first-comment option is NOT allowed"),
 R("characterCount", "warning", "Headline should be under 27 characters", params={"max": 27, "exclusive": True, "unit": "chars", "check": "headline"}, scope={"platform": "Meta"}, extended=True, legacy="metadata"),
 R("format", "critical", "Video: MP4 or MOV, H.264, 30 fps or less.", params={"allowed": ["MP4", "MOV"]}, scope={"platform": "Meta", "kinds": ["video"]}),
 R("codec", "critical", "Video: MP4 or MOV, H.264, 30 fps or less.", params={"allowed": ["h264"], "check": "videoCodec"}, scope={"platform": "Meta", "kinds": ["video"]}),
 R("frameRate", "critical", "Video: MP4 or MOV, H.264, 30 fps or less.", params={"max": 30, "unit": "fps"}, scope={"platform": "Meta", "kinds": ["video"]}),
 R("accessibility", "critical", "Burned-in captions on all video", scope={"platform": "Meta", "kinds": ["video"]}),
 R("characterCount", "critical", "Headlines: 30 characters max each", params={"max": 30, "unit": "chars", "check": "headline"}, scope=SE, extended=True, legacy="metadata"),
 R("characterCount", "critical", "Descriptions: 90 characters max each.", params={"max": 90, "unit": "chars", "check": "description"}, scope=SE, extended=True, legacy="metadata"),
 R("characterCount", "critical", "Display path fields: 15 characters max each.", params={"max": 15, "unit": "chars", "check": "displayPath"}, scope=SE, extended=True, legacy="metadata"),
 R("safetyInfo", "critical", "One sitelink must be “Safety Information”", scope=SE),
 R("characterCount", "critical", "sitelink text is 25 characters max", params={"max": 25, "unit": "chars", "check": "sitelinkText"}, scope=SE, extended=True, legacy="metadata"),
 R("naming", "critical", "OCU_[Channel]_[Size]_[Concept]_[MMDD]", params={"pattern": "^OCU_[A-Z]+_\\d+x\\d+_[A-Za-z]+_\\d{4}\\.[a-z0-9]+$"}, note="accepts OCU_DSP_300x250_Blink_0115.zip and OCU_META_1080x1350_Blink_0115.mp4"),
]
nr = [
 "Struck values: 200 KB, 50 KB, 30 KB, 60 s, 'OK' (superseded by the accepted suggestions; the note says only values not struck apply)",
 "Comment [a]: 970x250 offered by the publisher; 'not this wave' (not a size)",
 "Background and goals: 54%, 3.2x, $6.1M, 45/35/20%, above 50%, 180k visits, under $4.50, every 8 weeks (KPIs and plan)",
 "write 15 (headline count to produce: a deliverable quantity)",
 "Do not pin the brand name to headline 1 (agency's call per resolved comment; trafficking advice)",
 "it may be static only (JPG) if the ISI does not fit (a permission for the 320x50)",
 "Round 1 Dec 2; PRC Dec 9 (5 business days); live Jan 12 (process)",
]
A = [
 {"file": "OCU_DSP_300x250_Blink_0115.zip", "kind": "html5", "channel": "Display", "width": 300, "height": 250, "format": "HTML5", "initialLoadKB": 142, "sizeKB": 318, "durationS": 15, "loops": 2},
 {"file": "OCU_DSP_320x50_Blink_0115.jpg", "kind": "static", "channel": "Display", "width": 320, "height": 50, "format": "JPG", "sizeKB": 38, "initialLoadKB": 38, "note": "static 320x50 (permitted): an HTML5-only format rule read without its kind fails it"},
 {"file": "OCU_DSP_300x600_BlinkBackup_0115.jpg", "kind": "static", "part": "backup", "channel": "Display", "width": 300, "height": 600, "format": "JPG", "sizeKB": 39},
 {"file": "OCU_META_1080x1350_Blink_0115.mp4", "kind": "video", "channel": "Social", "platform": "Meta", "placement": "Feed", "width": 1080, "height": 1350, "format": "MP4", "codec": "h264", "fps": 30, "durationS": 30, "captions": True, "text": {"headline": "Ask about Ocuvel today"}, "note": "30 s Feed video: an unscoped 15 s Stories limit fails it"},
 {"file": "OCU_META_1080x1920_Blink_0115.mp4", "kind": "video", "channel": "Social", "platform": "Meta", "placement": "Stories/Reels", "width": 1080, "height": 1920, "format": "MP4", "codec": "h264", "fps": 25, "durationS": 15, "captions": True},
 {"file": "OCU_RSA_Brand_0115.txt", "kind": "text", "channel": "Search", "namingExempt": True, "text": {"headline": "Ocuvel for Dry Eye Disease", "description": "Ask your eye doctor if prescription Ocuvel is right for you. See Important Safety Info.", "displayPath": "dry-eye", "sitelinkText": "Safety Information"}, "note": "the description says Important Safety Info within 90 characters"},
]
write(N, "Google Docs BRD downloaded as HTML and printed (working doc of a DTC brand team): Docs export markup (span classes, lst-kix lists, ● bullets on their own line), a note that accepted suggestions left the OLD values struck through beside the new ones (struck value then new value in the same line), resolved comments summarized in [brackets] inside requirement lines, an accepted insertion in green underline, a two-column Spec | Requirement table, an exported unresolved comment [a] at the end (a size that was refused)", rules, nr, A)
