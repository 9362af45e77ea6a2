from keylib import R, write
N = "hollins-brevara-creative-tracker"
STYLE = ("Brand team's CREATIVE-REQUIREMENTS TRACKER spreadsheet (flat ODS → Calc; three sheets, A4 landscape): a Read me sheet "
         "whose prose legend makes the Size / Max weight / Format columns binding, Notes binding only after 'SPEC:', 'Rec.:' a "
         "recommendation and every other note and every CELL COMMENT a working note; global rules G1–G6; a Tracker sheet with ONE ROW "
         "PER DELIVERABLE (ID | Deliverable | Aud. | Channel | Size / length | Max weight | Format | Owner | Status | Due | Notes), "
         "section rows, two limits in one weight cell ('150 KB initial / 300 KB total'), a Dropped row (not to be built) and an "
         "On hold row (still in scope), '≤' and 'max' inside notes, ranges ('5–15 s'), working notes that look like specs; a "
         "Dates & budget sheet 'for information – not specs'")
NOTREQ = ["D-05 Half page 300x600 | 200 KB initial / 400 KB total (Status Dropped: do not build)",
          "Cell comments: 'can we go to 200 KB?', 'ProRes master will be about 1.4 GB', 'vendor says their ESP clips at 102 KB anyway' (working notes)",
          "P-02 note 'journal confirmed 0.125 in bleed is fine' (working note, no SPEC:)",
          "W-01 note 'shown at 1440x600 (2x asset)' (display size, not the file's)",
          "Kim to reuse D-01 ISI scroller; waiting on legal re: platform (working notes)",
          "Dates & budget sheet: $412,000, $655,000, 18,000 cards to 3,600 pharmacies, PRC turnaround 7 business days",
          "Counts: 17 rows · 1 dropped · 1 on hold · 2 approved"]
def d(sizes, **k): s = {"kinds": ["html5"], "channel": "Display", "sizes": sizes}; s.update(k); return s
def bu(sizes): return {"kinds": ["static"], "channel": "Display", "part": "backup", "sizes": sizes}
YT = {"kinds": ["video"], "channel": "Video", "platform": "YouTube"}
CTV = {"kinds": ["video"], "channel": "Video", "platform": "CTV"}
ST = {"kinds": ["video"], "channel": "Social", "platform": "Meta", "placement": "Stories"}
FEED = {"kinds": ["static"], "channel": "Social", "platform": "Meta", "placement": "Feed"}
PIN = {"kinds": ["static"], "channel": "Social", "platform": "Pinterest"}
HE = {"channel": "Email", "customerTypes": ["HCP"], "placement": "3rd-party list"}
DE = {"channel": "Email", "customerTypes": ["DTC"], "placement": "Welcome"}
P1 = {"channel": "Print", "placement": "Counter card"}
P2 = {"channel": "Print", "placement": "Journal ad"}
rows = {"300x250": "D-01 | Banner | DTC | Display | 300x250 | 150 KB initial / 300 KB total", "728x90": "D-02 | Leaderboard | DTC | Display | 728x90 | 150 KB initial / 300 KB total",
        "160x600": "D-03 | Skyscraper | DTC | Display | 160x600 | 150 KB initial / 300 KB total", "320x50": "D-04 | Mobile banner | DTC | Display | 320x50 | 50 KB initial / 100 KB total"}
rules = [
 R("safetyInfo", "critical", "Every asset must include the Important Safety Information"),
 R("safetyInfo", "critical", "a link labelled \"Important Safety Information\"", alt=["a link labelled “Important Safety Information”"], scope={"sizes": ["728x90", "320x50"]}, optional=True, note="the exception for 728x90, 320x50 and Stories"),
 R("fdaFilingNumber", "critical", "format HOL-BRV-NNNNN", alt=["HOL-BRV-01187"], params={"pattern": "^HOL-BRV-\\d{5}$"}),
 R("naming", "critical", "BRV_[Row ID]_[Size or Length]_v[N]", alt=["BRV_D-01_300x250_v2.zip"], params={"pattern": "^BRV_[A-Z]-\\d{2}_([0-9.]+x[0-9.]+|\\d+s)_v\\d+\\.[a-z0-9]+$"}),
 R("brandGuidelines", "critical", "DTC assets must not show the nasal spray being used by anyone under 18", scope={"customerTypes": ["DTC"]}),
 R("contrast", "critical", "Text contrast 4.5:1 or better", params={"min": 4.5, "unit": "ratio"}),
 R("brandGuidelines", "warning", "keep the Brevara logo in the last frame of every animated or video asset", scope={"kinds": ["html5", "video"]}),
 R("dimensions", "critical", "Size / length", alt=[rows["300x250"]], params={"allowed": ["300x250", "728x90", "160x600", "320x50"]}, scope={"kinds": ["html5", "static"], "channel": "Display"}, note="the display rows in scope (D-05 dropped)"),
 R("format", "critical", "HTML5 + JPG backup", params={"allowed": ["HTML5"]}, scope={"kinds": ["html5"], "channel": "Display"}),
 R("format", "critical", "HTML5 + JPG backup", params={"allowed": ["JPG"]}, scope=bu(["300x250", "728x90", "160x600"])),
 R("format", "critical", "HTML5 + PNG backup", params={"allowed": ["PNG"]}, scope=bu(["320x50"])),
]
for sz, il, tot in [("300x250", 150, 300), ("728x90", 150, 300), ("160x600", 150, 300), ("320x50", 50, 100)]:
    rules.append(R("fileSize", "critical", "Max weight", alt=[rows[sz]], params={"max": il, "unit": "KB", "check": "initialLoad"}, scope=d([sz])))
    rules.append(R("fileSize", "critical", "Max weight", alt=[rows[sz]], params={"max": tot, "unit": "KB", "check": "totalLoad"}, scope=d([sz])))
rules += [
 R("duration", "critical", "SPEC: animation 15 s max", params={"max": 15, "unit": "s", "check": "animationLength"}, scope=d(["300x250"])),
 R("duration", "critical", "3 loops max", params={"max": 3, "unit": "loops", "check": "loopCount"}, scope=d(["300x250"])),
 R("fileSize", "critical", "SPEC: backup ≤ 40 KB", params={"max": 40, "unit": "KB"}, scope=bu(["300x250"])),
 R("duration", "critical", "same animation rules as D-01", params={"max": 15, "unit": "s", "check": "animationLength"}, scope=d(["728x90"]), optional=True, note="a working note by the legend (no SPEC:), though it points at D-01's binding values"),
 R("fileSize", "critical", "backup ≤ 40 KB", alt=["same animation rules as D-01; backup ≤ 40 KB"], params={"max": 40, "unit": "KB"}, scope=bu(["728x90"]), optional=True, note="working note on D-02"),
 R("fileSize", "critical", "SPEC: backup ≤ 20 KB", params={"max": 20, "unit": "KB"}, scope=bu(["320x50"])),
 R("brandGuidelines", "warning", "Rec.: one message only", scope=d(["320x50"]), optional=True),
 R("duration", "warning", "no animation after 8 s", params={"max": 8, "unit": "s", "check": "animationLength"}, scope=d(["320x50"])),
 R("duration", "critical", ":30", alt=["V-01 | CTV spot | DTC | Video | :30"], params={"allowed": ["30"], "min": 30, "max": 30, "unit": "s"}, scope=CTV),
 R("fileSize", "critical", "≤ 2 GB", params={"max": 2097152, "unit": "KB"}, scope=CTV),
 R("format", "critical", "MOV, ProRes 422 HQ", params={"allowed": ["MOV"]}, scope=CTV),
 R("codec", "critical", "MOV, ProRes 422 HQ", params={"allowed": ["prores"], "check": "videoCodec"}, scope=CTV),
 R("dimensions", "critical", "SPEC: 1920x1080, 29.97 fps", params={"allowed": ["1920x1080"]}, scope=CTV),
 R("frameRate", "critical", "SPEC: 1920x1080, 29.97 fps", params={"allowed": ["29.97"], "min": 29.97, "max": 29.97, "unit": "fps"}, scope=CTV),
 R("audioLoudness", "critical", "SPEC: -24 LKFS ±2 LU", params={"min": -26, "max": -22, "unit": "LUFS", "check": "integrated"}, scope=dict(CTV, part="audio"), ext="bitrate"),
 R("audioTruePeak", "critical", "true peak -2 dBTP max", params={"max": -2, "unit": "dBTP", "check": "truePeak"}, scope=dict(CTV, part="audio"), ext="bitrate"),
 R("duration", "critical", ":15", alt=["V-02 | YouTube in-stream | DTC | Video | :15"], params={"allowed": ["15"], "min": 15, "max": 15, "unit": "s"}, scope=dict(YT, placement="In-stream")),
 R("duration", "critical", ":06", alt=["V-03 | YouTube bumper | DTC | Video | :06"], params={"allowed": ["6"], "min": 6, "max": 6, "unit": "s"}, scope=dict(YT, part="bumper")),
 R("fileSize", "critical", "≤ 1 GB", params={"max": 1048576, "unit": "KB"}, scope=YT, note="V-02 and V-03 rows"),
 R("format", "critical", "MP4, H.264", params={"allowed": ["MP4"]}, scope=YT),
 R("codec", "critical", "MP4, H.264", params={"allowed": ["h264"], "check": "videoCodec"}, scope=YT),
 R("dimensions", "critical", "SPEC: 1920x1080.", alt=["SPEC: 1920x1080. SPEC: captions (SRT) required."], params={"allowed": ["1920x1080"]}, scope=YT),
 R("accessibility", "critical", "SPEC: captions (SRT) required.", scope=dict(YT, placement="In-stream"), note="V-02 row only"),
 R("safetyInfo", "critical", "End card with brevara.example and ISI link", scope=dict(YT, part="bumper"), optional=True, note="follows a SPEC: sentence on V-03; binding or a note is debatable"),
 R("dimensions", "critical", "1080x1080", alt=["S-01 | Meta feed image | DTC | Social | 1080x1080"], params={"allowed": ["1080x1080"]}, scope=FEED),
 R("fileSize", "critical", "30 MB", params={"max": 30720, "unit": "KB"}, scope=FEED),
 R("format", "critical", "JPG or PNG", params={"allowed": ["JPG", "PNG"]}, scope=FEED),
 R("characterCount", "critical", "SPEC: primary text ≤ 125 characters", params={"max": 125, "unit": "chars", "check": "primaryText"}, scope={"channel": "Social", "platform": "Meta", "placement": "Feed"}, ext="metadata"),
 R("characterCount", "warning", "Rec.: headline 27 characters or fewer", params={"max": 27, "unit": "chars", "check": "headline"}, scope={"channel": "Social", "platform": "Meta", "placement": "Feed"}, ext="metadata"),
 R("dimensions", "critical", "1080x1920, 5–15 s", params={"allowed": ["1080x1920"]}, scope=ST),
 R("duration", "critical", "1080x1920, 5–15 s", params={"min": 5, "max": 15, "unit": "s"}, scope=ST),
 R("fileSize", "critical", "4 GB", params={"max": 4194304, "unit": "KB"}, scope=ST),
 R("format", "critical", "Meta Stories video", alt=["S-02 | Meta Stories video | DTC | Social | 1080x1920, 5–15 s | 4 GB | MP4"], params={"allowed": ["MP4"]}, scope=ST),
 R("brandGuidelines", "critical", "SPEC: keep the top 14% and bottom 20% free of text and logos", params={"min": 20, "unit": "%", "check": "safeArea"}, scope=ST, ext="brandGuidelines", note="top 14% too"),
 R("dimensions", "critical", "1000x1500", alt=["S-03 | Pinterest standard pin | DTC | Social | 1000x1500"], params={"allowed": ["1000x1500"]}, scope=PIN, note="On hold = still in scope by the legend"),
 R("fileSize", "critical", "20 MB", params={"max": 20480, "unit": "KB"}, scope=PIN),
 R("format", "critical", "PNG or JPG", params={"allowed": ["PNG", "JPG"]}, scope=PIN),
 R("dimensions", "critical", "600 px wide", alt=["E-01 | HCP email (3rd-party list) | HCP | Email | 600 px wide"], params={"minWidth": 600, "maxWidth": 600}, scope={"channel": "Email"}, note="both email rows"),
 R("fileSize", "critical", "100 KB (HTML)", params={"max": 100, "unit": "KB"}, scope=HE),
 R("characterCount", "critical", "SPEC: subject line ≤ 50 characters", params={"max": 50, "unit": "chars", "check": "subjectLine"}, scope=HE, ext="metadata"),
 R("accessibility", "critical", "SPEC: alt text on every image", scope=HE),
 R("fileSize", "critical", "80 KB (HTML)", params={"max": 80, "unit": "KB"}, scope=DE),
 R("characterCount", "critical", "SPEC: preheader up to 90 characters", params={"max": 90, "unit": "chars", "check": "preheader"}, scope=DE, ext="metadata"),
 R("characterCount", "warning", "Rec.: subject under 40 characters", params={"max": 40, "exclusive": True, "unit": "chars", "check": "subjectLine"}, scope=DE, ext="metadata"),
 R("dimensions", "critical", "4 x 6 in + 0.125 in bleed", params={"allowed": ["101.6x152.4"], "unit": "mm", "check": "trimSize"}, scope=P1, ext="dimensions"),
 R("dimensions", "critical", "4 x 6 in + 0.125 in bleed", params={"min": 3.175, "unit": "mm", "check": "bleed"}, scope=P1, ext="dimensions"),
 R("format", "critical", "PDF/X-1a, CMYK", params={"allowed": ["PDF/X-1a"]}, scope={"channel": "Print"}, note="P-01 and P-02"),
 R("format", "critical", "PDF/X-1a, CMYK", params={"allowed": ["CMYK"], "check": "colorSpace"}, scope=P1, ext="format"),
 R("dimensions", "critical", "SPEC: images 300 dpi min.", params={"min": 300, "unit": "dpi", "check": "imageResolution"}, scope=P1, ext="dimensions"),
 R("dimensions", "critical", "8.125 x 10.875 in trim", params={"allowed": ["206.4x276.2"], "unit": "mm", "check": "trimSize"}, scope=P2, ext="dimensions"),
 R("dimensions", "critical", "2880x1200", alt=["W-01 | Landing page hero | DTC | Web | 2880x1200"], params={"allowed": ["2880x1200"]}, scope={"channel": "Web"}),
 R("fileSize", "critical", "≤ 300 KB", params={"max": 300, "unit": "KB"}, scope={"channel": "Web"}),
 R("format", "critical", "WEBP or JPG", params={"allowed": ["WEBP", "JPG"]}, scope={"channel": "Web"}),
]
A = [
 {"file": "BRV_D-01_300x250_v2.zip", "kind": "html5", "channel": "Display", "width": 300, "height": 250, "format": "HTML5", "initialLoadKB": 148, "sizeKB": 296, "durationS": 15, "loops": 3},
 {"file": "BRV_D-01_300x250_v2.jpg", "kind": "static", "part": "backup", "channel": "Display", "width": 300, "height": 250, "format": "JPG", "sizeKB": 38},
 {"file": "BRV_D-04_320x50_v1.zip", "kind": "html5", "channel": "Display", "width": 320, "height": 50, "format": "HTML5", "initialLoadKB": 47, "sizeKB": 92, "durationS": 8, "loops": 1},
 {"file": "BRV_D-04_320x50_v1.png", "kind": "static", "part": "backup", "channel": "Display", "width": 320, "height": 50, "format": "PNG", "sizeKB": 17, "note": "PNG backup: the JPG backup rule is for the other sizes"},
 {"file": "BRV_V-01_30s_v1.mov", "kind": "video", "channel": "Video", "platform": "CTV", "placement": "CTV", "width": 1920, "height": 1080, "format": "MOV", "codec": "prores", "fps": 29.97, "durationS": 30, "sizeKB": 1468006, "hasAudio": True, "audioCodec": "pcm", "loudnessLUFS": -24.4, "truePeakDBTP": -3.0, "captions": True, "note": "1.4 GB MOV: the YouTube 1 GB / MP4 rows must not reach it"},
 {"file": "BRV_V-03_6s_v1.mp4", "kind": "video", "channel": "Video", "platform": "YouTube", "placement": "Bumper", "part": "bumper", "width": 1920, "height": 1080, "format": "MP4", "codec": "h264", "fps": 25, "durationS": 6, "sizeKB": 61440, "hasAudio": True, "audioCodec": "aac", "loudnessLUFS": -14, "captions": False, "note": "25 fps, -14 LUFS, no captions: 29.97 fps and -24 LKFS are the CTV row's, captions the in-stream row's"},
 {"file": "BRV_S-02_1080x1920_v1.mp4", "kind": "video", "channel": "Social", "platform": "Meta", "placement": "Stories", "width": 1080, "height": 1920, "format": "MP4", "codec": "h264", "fps": 30, "durationS": 12, "sizeKB": 215040, "hasAudio": True, "audioCodec": "aac"},
 {"file": "BRV_S-01_1080x1080_v3.png", "kind": "static", "channel": "Social", "platform": "Meta", "placement": "Feed", "width": 1080, "height": 1080, "format": "PNG", "sizeKB": 2200, "text": {"primaryText": "Migraine attack? Brevara nasal spray works fast. See ISI: brevara.example/isi", "headline": "Ask about Brevara"}},
 {"file": "BRV_E-01_600x2000_v1.html", "kind": "email", "channel": "Email", "placement": "3rd-party list", "width": 600, "height": 2000, "format": "HTML", "sizeKB": 96, "text": {"subjectLine": "New for acute migraine: Brevara nasal spray"}, "note": "96 KB: fails the welcome email's 80 KB if unscoped"},
 {"file": "BRV_P-01_4x6_v1.pdf", "kind": "document", "channel": "Print", "placement": "Counter card", "format": "PDF/X-1a", "trimMM": "101.6x152.4", "bleedMM": 3.175, "colorSpace": "CMYK", "minImageDPI": 300},
 {"file": "BRV_W-01_2880x1200_v1.webp", "kind": "static", "channel": "Web", "width": 2880, "height": 1200, "format": "WEBP", "sizeKB": 284},
]
write(N, STYLE, NOTREQ, rules, A)
