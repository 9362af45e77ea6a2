from keylib import R, write
N = "brightfield-hcp-brief-requirements"
D = {"channel": "Display"}
DH = {"kinds": ["html5"], "channel": "Display"}
E = {"kinds": ["email"], "channel": "Email"}
C = {"kinds": ["video"], "channel": "Congress"}
rules = [
 R("safetyInfo", "critical", "Every piece must carry the Important Safety Information"),
 R("safetyInfo", "critical", "a link to the full Prescribing Information", optional=True, note="second half of the ISI sentence; disclaimers equally defensible"),
 R("customerType", "critical", "must be labeled “For US Healthcare Professionals Only.”", params={"allowed": ["HCP"]}),
 R("brandGuidelines", "critical", "Use the established name on first mention", alt=["Cardessa (tirvalutide) tablets"]),
 R("fdaFilingNumber", "critical", "in the format CRD-US-NNNN", alt=["CRD-US-NNNN (example: CRD-US-0417)"], params={"pattern": "^CRD-US-\\d{4}$"}, note="accepts the example CRD-US-0417; metadata equally defensible"),
 R("typography", "critical", "at least 12 px on screen", params={"min": 12, "unit": "px"}),
 R("typography", "critical", "Body copy must be at least 10 pt in print", params={"min": 10, "unit": "pt"}, scope={"channel": "Print"}, note="print only; there is no print deliverable"),
 R("contrast", "critical", "Text contrast must be at least 4.5:1", params={"min": 4.5, "unit": "ratio"}),
 R("fairBalance", "critical", "Risk information must be presented with prominence comparable to the efficacy claims"),
 # email
 R("dimensions", "critical", "Emails must be built 600 px wide", params={"maxWidth": 600, "minWidth": 600, "unit": "px"}, scope=E, note="email width; never a banner's"),
 R("characterCount", "critical", "Subject line: 50 characters max", params={"max": 50, "unit": "chars", "check": "subjectLine"}, scope=E, extended=True, legacy="metadata"),
 R("characterCount", "warning", "Pre-header should be between 40 and 90 characters", params={"min": 40, "max": 90, "unit": "chars", "check": "preheader"}, scope=E, extended=True, legacy="metadata"),
 R("fileSize", "critical", "The HTML file must not exceed 100 KB", params={"max": 100, "unit": "KB"}, scope=E),
 R("fileSize", "critical", "images are hosted and must not exceed 200 KB each", params={"max": 200, "unit": "KB"}, scope={"channel": "Email", "part": "images"}, note="each hosted email image, not the HTML"),
 R("format", "critical", "Animated GIFs are not permitted.", params={"excluded": ["GIF"]}, scope=E, note="negation in the email section; must not make GIF allowed anywhere"),
 R("accessibility", "critical", "All images must have alt text.", scope=E),
 R("disclaimers", "critical", "Include the unsubscribe link and Norcastle’s postal address in the footer", scope=E),
 # display
 R("dimensions", "critical", "Size", alt=["300x250 | HTML5 | 150 KB | 300 KB"], params={"allowed": ["300x250", "728x90", "160x600", "300x600"]}, scope=DH, note="the four table rows give the accepted sizes"),
 R("format", "critical", "Format", alt=["300x250 | HTML5 | 150 KB"], params={"allowed": ["HTML5"]}, scope=DH, optional=True, note="the Format column; a rule with HTML5 is correct for the banners but must not reach the backups"),
 R("fileSize", "critical", "Max initial load", alt=["300x250 | HTML5 | 150 KB"], params={"max": 150, "unit": "KB", "check": "initialLoad"}, scope=dict(DH, sizes=["300x250", "728x90", "160x600"])),
 R("fileSize", "critical", "Max initial load", alt=["300x600 | HTML5 | 200 KB | 400 KB"], params={"max": 200, "unit": "KB", "check": "initialLoad"}, scope=dict(DH, sizes=["300x600"])),
 R("fileSize", "critical", "Max total (polite)", alt=["300x250 | HTML5 | 150 KB | 300 KB"], params={"max": 300, "unit": "KB", "check": "totalLoad"}, scope=dict(DH, sizes=["300x250", "728x90", "160x600"]), note="total including polite load"),
 R("fileSize", "critical", "Max total (polite)", alt=["300x600 | HTML5 | 200 KB | 400 KB"], params={"max": 400, "unit": "KB", "check": "totalLoad"}, scope=dict(DH, sizes=["300x600"])),
 R("duration", "critical", "Animation must stop at 15 seconds", params={"max": 15, "unit": "s", "check": "animationLength"}, scope=DH),
 R("duration", "critical", "no more than 3 loops", params={"max": 3, "unit": "loops", "check": "loopCount"}, scope=DH),
 R("fileSize", "critical", "static backup image (JPG or PNG) no larger than 40 KB", params={"max": 40, "unit": "KB"}, scope={"kinds": ["static"], "channel": "Display", "part": "backup"}),
 R("format", "critical", "static backup image (JPG or PNG)", params={"allowed": ["JPG", "PNG"]}, scope={"kinds": ["static"], "channel": "Display", "part": "backup"}),
 R("metadata", "critical", "Use the clickTag variable for all exits", scope=DH),
 R("safetyInfo", "warning", "The ISI panel should take up at least 25% of the banner area", params={"min": 25, "unit": "%", "check": "isiBoxHeight"}, scope=DH, extended=True, legacy="safetyInfo", note="share of the banner area"),
 R("safetyInfo", "critical", "ISI scroll panel", optional=True, scope=DH, note="Notes column; restates the ISI mandatory"),
 R("frameRate", "critical", "Frame rate of any in-banner video: 24 fps or lower", params={"max": 24, "unit": "fps"}, scope={"channel": "Display", "part": "inBannerVideo"}, optional=True, note="no in-banner video planned; must never reach the congress loops (30 fps)"),
 # RTE
 R("characterCount", "critical", "Template subject lines are locked and must not exceed 60 characters", params={"max": 60, "unit": "chars", "check": "subjectLine"}, scope={"kinds": ["email"], "channel": "Rep-triggered email", "platform": "Veeva"}, extended=True, legacy="metadata", note="RTE only; the marketing emails have 50"),
 R("metadata", "critical", "Fragments are limited to 3 per email", params={"max": 3}, scope={"kinds": ["email"], "channel": "Rep-triggered email", "platform": "Veeva"}),
 R("fileSize", "warning", "Each image in the template should be under 500 KB", params={"max": 500, "unit": "KB", "exclusive": True}, scope={"channel": "Rep-triggered email", "platform": "Veeva", "part": "images"}),
 # congress
 R("dimensions", "critical", "Resolution", alt=["Wall (landscape) | 1920 × 1080", "Totem (portrait) | 1080 × 1920"], params={"allowed": ["1920x1080", "1080x1920"]}, scope=C, note="each row's size belongs to its screen"),
 R("duration", "critical", "Loop length", alt=["Wall (landscape) | 1920 × 1080 | 60 seconds"], params={"allowed": ["60"], "min": 60, "max": 60, "unit": "s"}, scope=dict(C, sizes=["1920x1080"]), note="wall loop only; unscoped it fails the 30 s totem"),
 R("duration", "critical", "Loop length", alt=["Totem (portrait) | 1080 × 1920 | 30 seconds"], params={"allowed": ["30"], "min": 30, "max": 30, "unit": "s"}, scope=dict(C, sizes=["1080x1920"])),
 R("format", "critical", "MP4, H.264", params={"allowed": ["MP4"]}, scope=C),
 R("codec", "critical", "MP4, H.264", params={"allowed": ["h264"], "check": "videoCodec"}, scope=C),
 R("frameRate", "critical", "Booth loops must be 30 fps, constant frame rate", params={"allowed": ["30"], "unit": "fps"}, scope=C),
 R("frameRate", "critical", "Booth loops must be 30 fps, constant frame rate", params={"check": "constantFrameRate"}, scope=C, optional=True, note="constant frame rate half"),
 R("audioChannels", "critical", "No audio track", params={"check": "audioPresent", "max": 0}, scope=C, extended=True, legacy="codec", note="the loops must be silent (no track at all)"),
 R("fileSize", "critical", "Each file must be under 500 MB", params={"max": 512000, "unit": "KB", "exclusive": True}, scope=C),
 R("safetyInfo", "critical", "ISI must be on screen for at least the final 10 seconds of every loop", params={"min": 10, "unit": "s", "check": "isiOnScreen"}, scope=C, extended=True, legacy="safetyInfo"),
 R("naming", "critical", "CRD_[Channel]_[Asset]_[WxH or Length]_v[NN]", params={"pattern": "^CRD_[A-Z]{3}_[A-Za-z0-9]+_(\\d+x\\d+|\\d+|\\d+s)_v\\d{2}\\.[a-z0-9]+$"}, note="accepts CRD_DSP_Ahead_300x250_v01.zip, CRD_EML_Touch2_600_v03.html, CRD_CON_Wall_60s_v02.mp4"),
]
nr = [
 "Audience and market figures: 34% awareness, 61% of prescribers, about 42,000 target HCPs, deciles 6–10 (background)",
 "Proof points: 23% relative reduction, median follow-up 19 months, no titration beyond week 2 (claims, not limits)",
 "Deliverables table: quantities 3, 8, 2, 2, 8 and due dates (scope of work, the document says so)",
 "Sites: MDLink, CardioRounds and HF Today (placement list)",
 "The representative may add a personal note of up to 255 characters (a permission to the rep, not a limit on the asset)",
 "Congress dates March 14–16, Booth 1412; timeline and budget ($186,500, $9,800)",
 "Currently no video planned (status)",
]
A = [
 {"file": "CRD_DSP_Ahead_300x250_v01.zip", "kind": "html5", "channel": "Display", "width": 300, "height": 250, "format": "HTML5", "sizeKB": 262, "initialLoadKB": 141, "durationS": 15, "loops": 3},
 {"file": "CRD_DSP_Ahead_300x600_v01.zip", "kind": "html5", "channel": "Display", "width": 300, "height": 600, "format": "HTML5", "sizeKB": 380, "initialLoadKB": 188, "durationS": 14, "loops": 2, "note": "188 KB initial / 380 KB total: allowed only by the 300x600 row; an unscoped 150/300 fails it"},
 {"file": "CRD_DSP_AheadBU_728x90_v01.jpg", "kind": "static", "part": "backup", "channel": "Display", "width": 728, "height": 90, "format": "JPG", "sizeKB": 36},
 {"file": "CRD_EML_Touch2_600_v03.html", "kind": "email", "channel": "Email", "width": 600, "height": 2400, "format": "HTML", "sizeKB": 74, "text": {"subjectLine": "New HFrEF data for your next follow-up visit", "preheader": "See PRISM-HF outcomes and the full Prescribing Information."}},
 {"file": "CRD_RTE_FollowUp_600_v01.html", "kind": "email", "channel": "Rep-triggered email", "platform": "Veeva", "width": 600, "height": 1800, "format": "HTML", "sizeKB": 58, "text": {"subjectLine": "Our conversation today: Cardessa (tirvalutide) HFrEF data", "preheader": "Clinical data and Important Safety Information inside"}, "note": "subject of 57 characters, over the 50 of marketing emails but inside RTE's 60; an unscoped 50 fails it"},
 {"file": "CRD_CON_Wall_60s_v02.mp4", "kind": "video", "channel": "Congress", "width": 1920, "height": 1080, "format": "MP4", "codec": "h264", "durationS": 60, "fps": 30, "constantFrameRate": True, "hasAudio": False, "audioChannels": 0, "sizeKB": 184320},
 {"file": "CRD_CON_Totem_30s_v02.mp4", "kind": "video", "channel": "Congress", "width": 1080, "height": 1920, "format": "MP4", "codec": "h264", "durationS": 30, "fps": 30, "constantFrameRate": True, "hasAudio": False, "audioChannels": 0, "sizeKB": 96256, "note": "30 s portrait: an unscoped 60 s loop length fails it; 30 fps fails an unscoped 24 fps in-banner rule"},
]
write(N, "Agency creative brief turned requirements doc for a US HCP heart-failure campaign (.brd.txt): brief sections, deliverables table, mandatories, per-channel build lists (email, endemic display table with initial/polite columns, Veeva RTE, congress booth screens table), naming template, timeline, fees, contacts", rules, nr, A)
