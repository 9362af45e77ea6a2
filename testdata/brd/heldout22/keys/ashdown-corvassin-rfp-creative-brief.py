from keylib import R, write
N = "ashdown-corvassin-rfp-creative-brief"
STYLE = ("PROCUREMENT RFP that doubles as a creative brief (vaccine, HCP and consumer): RFP header table, introduction with market "
         "figures and a budget ceiling, timetable, INSTRUCTIONS TO BIDDERS that carry limits for the PROPOSAL (20 pages, 25 MB, "
         "11 pt, 90-second samples) and say so, scope in two lots, a Statement of Requirements in Ref | Requirement | M/D tables "
         "(M = condition of acceptance, D = scored but not a condition), several limits and an exception in brackets in one "
         "requirement, ':15 and :30', 'no more than', '40 KB or less', '6 to 15 seconds', print in inches, naming template, "
         "evaluation weights, commercial terms and confidentiality")
NOTREQ = ["Proposals shall be submitted as one PDF of no more than 20 pages and no larger than 25 MB, set in 11 pt type or larger (the bid, not the creative: extracting a creative limit from it is harmful)",
          "video samples may be linked and should be no longer than 90 seconds each (bid case studies)",
          "Pricing shall be given in the rate-card template (Annex C); Late proposals will not be accepted",
          "budget ceiling $1.2 million for 12 months; 1.1 million doses; 23% vaccination rate; adults 50–64 (background)",
          "Timetable dates; up to three rounds of amendments per asset (service scope)",
          "Evaluation: 40%, 35%, 25%; up to 2 points per desirable requirement; top three bidders",
          "Payment terms 60 days; insurance of at least $5 million; 12 months plus 12 (commercial)",
          "and shall not be served on consumer sites (a media placement rule in SR-03, not a property of the file)"]
D = {"kinds": ["html5"], "channel": "Display"}
V = {"kinds": ["video"], "channel": "Video"}
VA = {"kinds": ["video"], "channel": "Video", "part": "audio"}
MI = {"kinds": ["static"], "channel": "Social", "platform": "Meta"}
MV = {"kinds": ["video"], "channel": "Social", "platform": "Meta"}
EM = {"channel": "Email", "customerTypes": ["HCP"]}
PR = {"channel": "Print"}
rules = [
 R("safetyInfo", "critical", "Every asset shall include the Important Safety Information for Corvassin"),
 R("disclaimers", "critical", "a link to or copy of the full Prescribing Information", optional=True, note="second half of SR-01"),
 R("disclaimers", "critical", "Consumer assets shall include the statement", alt=["Talk to your healthcare provider about whether Corvassin is right for you"], scope={"customerTypes": ["DTC"]}),
 R("safetyInfo", "critical", "and the VAERS reporting line", scope={"customerTypes": ["DTC"]}, optional=True, note="second half of SR-02"),
 R("customerType", "critical", "HCP assets shall carry the line", alt=["For US healthcare professionals"], scope={"customerTypes": ["HCP"]}),
 R("fdaFilingNumber", "critical", "in the form US-CRV-NNNNN", alt=["US-CRV-20514"], params={"pattern": "^US-CRV-\\d{5}$"}),
 R("accessibility", "critical", "Creative shall meet WCAG 2.1 AA"),
 R("contrast", "critical", "text contrast shall be at least 4.5:1", params={"min": 4.5, "unit": "ratio"}),
 R("brandGuidelines", "critical", "AI-generated images or voices shall not be used in final creative"),
 R("brandGuidelines", "warning", "Photography of people receiving an injection should show adults of 50 and over only"),
 R("format", "critical", "Display banners shall be HTML5 with a JPG backup", params={"allowed": ["HTML5"]}, scope=D),
 R("format", "critical", "Display banners shall be HTML5 with a JPG backup", params={"allowed": ["JPG"]}, scope={"kinds": ["static"], "channel": "Display", "part": "backup"}),
 R("dimensions", "critical", "in 300x250, 728x90, 160x600 and 320x50 only", params={"allowed": ["300x250", "728x90", "160x600", "320x50"]}, scope={"kinds": ["html5", "static"], "channel": "Display"}),
 R("fileSize", "critical", "Initial load shall not exceed 150 KB per banner", params={"max": 150, "unit": "KB", "check": "initialLoad"}, scope=dict(D, sizes=["300x250", "728x90", "160x600"]), note="the bracket takes the 320x50 out"),
 R("fileSize", "critical", "(50 KB for the 320x50)", params={"max": 50, "unit": "KB", "check": "initialLoad"}, scope=dict(D, sizes=["320x50"])),
 R("fileSize", "critical", "total size after polite load no more than 300 KB", params={"max": 300, "unit": "KB", "check": "totalLoad"}, scope=D),
 R("duration", "critical", "Animation 15 seconds maximum", params={"max": 15, "unit": "s", "check": "animationLength"}, scope=D),
 R("duration", "critical", "with no more than three loops", params={"max": 3, "unit": "loops", "check": "loopCount"}, scope=D),
 R("fileSize", "critical", "Backup JPGs shall be 40 KB or less", params={"max": 40, "unit": "KB"}, scope={"kinds": ["static"], "channel": "Display", "part": "backup"}),
 R("fileSize", "warning", "HTML5 packages should contain 10 files or fewer", params={"max": 10, "check": "fileCount"}, scope=D),
 R("duration", "critical", "Online video and CTV spots shall be :15 and :30", params={"allowed": ["15", "30"], "min": 15, "max": 30, "unit": "s"}, scope=V),
 R("format", "critical", "MP4 (H.264), 1920x1080, 29.97 fps", params={"allowed": ["MP4"]}, scope=V),
 R("codec", "critical", "MP4 (H.264), 1920x1080, 29.97 fps", params={"allowed": ["h264"], "check": "videoCodec"}, scope=V),
 R("dimensions", "critical", "MP4 (H.264), 1920x1080, 29.97 fps", params={"allowed": ["1920x1080"]}, scope=V),
 R("frameRate", "critical", "MP4 (H.264), 1920x1080, 29.97 fps", params={"allowed": ["29.97"], "min": 29.97, "max": 29.97, "unit": "fps"}, scope=V),
 R("bitrate", "critical", "with a video bitrate of at least 10 Mbps", params={"min": 10000, "unit": "kbps", "check": "videoBitrate"}, scope=V),
 R("codec", "critical", "Audio shall be AAC, 48 kHz, stereo", params={"allowed": ["aac"], "check": "audioCodec"}, scope=VA, note="SR-16 sits under Lot 1 after the video row; social video may differ"),
 R("sampleRate", "critical", "Audio shall be AAC, 48 kHz, stereo", params={"allowed": ["48000"], "unit": "Hz"}, scope=VA, ext="codec"),
 R("audioChannels", "critical", "Audio shall be AAC, 48 kHz, stereo", params={"allowed": ["stereo"], "min": 2, "max": 2}, scope=VA, ext="codec"),
 R("audioLoudness", "critical", "with loudness -24 LKFS ±2", params={"min": -26, "max": -22, "unit": "LUFS", "check": "integrated"}, scope=VA, ext="bitrate"),
 R("accessibility", "critical", "All video shall carry burned-in subtitles", scope={"kinds": ["video"]}),
 R("dimensions", "critical", "images 1080x1080 JPG or PNG up to 30 MB", params={"allowed": ["1080x1080"]}, scope=MI),
 R("format", "critical", "images 1080x1080 JPG or PNG up to 30 MB", params={"allowed": ["JPG", "PNG"]}, scope=MI),
 R("fileSize", "critical", "images 1080x1080 JPG or PNG up to 30 MB", params={"max": 30720, "unit": "KB"}, scope=MI),
 R("dimensions", "critical", "videos 1080x1920, 6 to 15 seconds, up to 4 GB", params={"allowed": ["1080x1920"]}, scope=MV),
 R("duration", "critical", "videos 1080x1920, 6 to 15 seconds, up to 4 GB", params={"min": 6, "max": 15, "unit": "s"}, scope=MV),
 R("fileSize", "critical", "videos 1080x1920, 6 to 15 seconds, up to 4 GB", params={"max": 4194304, "unit": "KB"}, scope=MV),
 R("characterCount", "warning", "Meta primary text should stay within 125 characters", params={"max": 125, "unit": "chars", "check": "primaryText"}, scope={"channel": "Social", "platform": "Meta"}, ext="metadata"),
 R("dimensions", "critical", "HCP emails shall be 600 px wide", params={"minWidth": 600, "maxWidth": 600}, scope=EM),
 R("fileSize", "critical", "with HTML of 100 KB or less", params={"max": 100, "unit": "KB"}, scope=EM),
 R("characterCount", "critical", "a subject line of no more than 45 characters", params={"max": 45, "unit": "chars", "check": "subjectLine"}, scope=EM, ext="metadata"),
 R("dimensions", "critical", "The wall chart shall be 17 x 22 in", params={"allowed": ["431.8x558.8"], "unit": "mm", "check": "trimSize"}, scope=dict(PR, placement="Wall chart"), ext="dimensions"),
 R("dimensions", "critical", "the leaflet 5.5 x 8.5 in", params={"allowed": ["139.7x215.9"], "unit": "mm", "check": "trimSize"}, scope=dict(PR, placement="Leaflet"), ext="dimensions"),
 R("dimensions", "critical", "each with 0.125 in bleed", params={"min": 3.175, "unit": "mm", "check": "bleed"}, scope=PR, ext="dimensions"),
 R("format", "critical", "Print files shall be PDF/X-1a", params={"allowed": ["PDF/X-1a"]}, scope=PR),
 R("format", "critical", "Print files shall be PDF/X-1a, CMYK", params={"allowed": ["CMYK"], "check": "colorSpace"}, scope=PR, ext="format"),
 R("dimensions", "critical", "with all images at 300 dpi or higher", params={"min": 300, "unit": "dpi", "check": "imageResolution"}, scope=PR, ext="dimensions"),
 R("format", "warning", "Total ink coverage should not exceed 300%", params={"max": 300, "unit": "%", "check": "totalInk"}, scope=PR, ext="format"),
 R("naming", "critical", "CRV_[Channel]_[Size or Length]_V[n]", alt=["CRV_DISP_300x250_V2.zip"], params={"pattern": "^CRV_[A-Z]+_(\\d+x\\d+|\\d+s)_V\\d+\\.[a-z0-9]+$"}),
]
A = [
 {"file": "CRV_DISP_320x50_V2.zip", "kind": "html5", "channel": "Display", "width": 320, "height": 50, "format": "HTML5", "initialLoadKB": 48, "sizeKB": 140, "fileCount": 8, "durationS": 10, "loops": 2},
 {"file": "CRV_DISP_728x90_V2.zip", "kind": "html5", "channel": "Display", "width": 728, "height": 90, "format": "HTML5", "initialLoadKB": 146, "sizeKB": 295, "fileCount": 12, "durationS": 15, "loops": 3, "expectWarnings": ["HTML5 packages should contain 10 files or fewer"], "note": "12 files: misses the desirable SR-14 only"},
 {"file": "CRV_DISP_728x90_V2.jpg", "kind": "static", "part": "backup", "channel": "Display", "width": 728, "height": 90, "format": "JPG", "sizeKB": 36},
 {"file": "CRV_CTV_30s_V1.mp4", "kind": "video", "channel": "Video", "platform": "CTV", "width": 1920, "height": 1080, "format": "MP4", "codec": "h264", "fps": 29.97, "durationS": 30, "videoBitrateKbps": 15000, "hasAudio": True, "audioCodec": "aac", "sampleRateHz": 48000, "audioChannels": 2, "loudnessLUFS": -23.8, "captions": True},
 {"file": "CRV_META_1080x1920_V1.mp4", "kind": "video", "channel": "Social", "platform": "Meta", "width": 1080, "height": 1920, "format": "MP4", "codec": "h264", "fps": 30, "durationS": 15, "sizeKB": 180000, "videoBitrateKbps": 6000, "hasAudio": True, "audioCodec": "aac", "sampleRateHz": 44100, "audioChannels": 2, "captions": True, "text": {"primaryText": "Adults 50+: ask about pneumococcal vaccination. ISI & PI: corvassin.example/isi"}, "note": "30 fps, 6 Mbps, 44.1 kHz: the online video / CTV line SR-15/16 is not for social"},
 {"file": "CRV_META_1080x1080_V1.png", "kind": "static", "channel": "Social", "platform": "Meta", "width": 1080, "height": 1080, "format": "PNG", "sizeKB": 3100},
 {"file": "CRV_EMAIL_600x1900_V1.html", "kind": "email", "channel": "Email", "width": 600, "height": 1900, "format": "HTML", "sizeKB": 92, "text": {"subjectLine": "Adults 50+: pneumococcal vaccine update"}},
 {"file": "CRV_PRINT_17x22_V1.pdf", "kind": "document", "channel": "Print", "placement": "Wall chart", "format": "PDF/X-1a", "trimMM": "431.8x558.8", "bleedMM": 3.175, "colorSpace": "CMYK", "minImageDPI": 300, "totalInkPct": 280, "note": "17 x 22 in: the leaflet's trim must not reach it"},
]
write(N, STYLE, NOTREQ, rules, A)
