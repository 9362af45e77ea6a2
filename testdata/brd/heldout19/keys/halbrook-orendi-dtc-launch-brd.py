from keylib import R, write
N = "halbrook-orendi-dtc-launch-brd"
V = {"kinds": ["video"], "platform": ["CTV", "YouTube"]}
VC = {"kinds": ["video"]}
MF = {"kinds": ["video"], "channel": "Social", "platform": "Meta", "placement": "Feed"}
MR = {"kinds": ["video"], "channel": "Social", "platform": "Meta", "placement": "Reels"}
DH = {"kinds": ["html5"], "channel": "Display"}
WEB = {"channel": "Web", "part": "hero"}
def sz(s): return dict(DH, sizes=s)
rules = [
 R("safetyInfo", "critical", "All assets shall include the indication statement and the Important Safety Information", note="indication equally defensible"),
 R("safetyInfo", "critical", "Video assets shall present the major statement in both audio and text", scope=VC),
 R("disclaimers", "critical", "shall make adequate provision for the full Prescribing Information", scope=VC, optional=True, note="adequate provision half of 4.1.2; safetyInfo equally defensible"),
 R("brandGuidelines", "critical", "The brand name shall be followed by the established name"),
 R("fdaFilingNumber", "critical", "in the format HBK-ORN-YYYY-NNNN", alt=["HBK-ORN-2027-0031"], params={"pattern": "^HBK-ORN-\\d{4}-\\d{4}$"}),
 R("contrast", "critical", "minimum contrast ratio of 4.5:1", params={"min": 4.5, "unit": "ratio"}),
 R("accessibility", "critical", "All video shall carry closed captions.", scope=VC, note="note 2 exempts the :06 bumper: a rule must not fail the bumper (allowed asset without captions)"),
 R("dimensions", "critical", "Resolution 1920 x 1080, progressive", params={"allowed": ["1920x1080"]}, scope={"kinds": ["video"], "channel": "Video"}, note="CTV and YouTube (channel Video); the Meta 4:5 and 9:16 videos must not get it"),
 R("codec", "critical", "Resolution 1920 x 1080, progressive", params={"allowed": ["progressive"], "check": "scanType"}, scope={"kinds": ["video"], "channel": "Video"}),
 R("format", "critical", "Container MP4, video codec H.264", params={"allowed": ["MP4"]}, scope={"kinds": ["video"], "channel": "Video"}),
 R("codec", "critical", "Container MP4, video codec H.264", params={"allowed": ["h264"], "check": "videoCodec"}, scope={"kinds": ["video"], "channel": "Video"}),
 R("frameRate", "critical", "Frame rate 29.97 fps", params={"allowed": ["29.97"], "unit": "fps"}, scope={"kinds": ["video"], "channel": "Video"}),
 R("duration", "critical", "Spot lengths :30 and :15 exactly; :06 for the bumper", params={"allowed": ["30", "15", "6"], "min": 6, "max": 30, "unit": "s"}, scope={"kinds": ["video"], "channel": "Video"}, note="the row's lengths; :06 is the bumper's only (next entry)"),
 R("duration", "critical", ":06 for the bumper", params={"allowed": ["6"], "min": 6, "max": 6, "unit": "s"}, scope={"kinds": ["video"], "part": "bumper"}, optional=True, note="the same row split per variant; unscoped it fails every spot"),
 R("bitrate", "critical", "Video bitrate at least 15 Mbps", params={"min": 15000, "unit": "kbps", "check": "videoBitrate"}, scope={"kinds": ["video"], "platform": "CTV"}, note="CTV only; YouTube uploads may be lower"),
 R("codec", "critical", "Audio AAC, 192 kbps or higher", params={"allowed": ["aac"], "check": "audioCodec"}, scope={"kinds": ["video"], "channel": "Video", "part": "audio"}),
 R("bitrate", "critical", "Audio AAC, 192 kbps or higher", params={"min": 192, "unit": "kbps", "check": "audioBitrate"}, scope={"kinds": ["video"], "channel": "Video", "part": "audio"}),
 R("audioLoudness", "critical", "Loudness -24 LKFS ±2 LU", params={"min": -26, "max": -22, "unit": "LUFS", "check": "integrated"}, scope={"kinds": ["video"], "channel": "Video", "part": "audio"}, extended=True, legacy="bitrate"),
 R("audioTruePeak", "critical", "true peak no higher than -2", params={"max": -2, "unit": "dBTP", "check": "truePeak"}, scope={"kinds": ["video"], "channel": "Video", "part": "audio"}, extended=True, legacy="bitrate"),
 R("brandGuidelines", "warning", "Hold the end card with PI reference for 3 seconds or", params={"min": 3, "unit": "s", "check": "endCardDuration"}, scope={"kinds": ["video"], "channel": "Video"}, extended=True, legacy="brandGuidelines"),
 R("dimensions", "critical", "Feed video 1080 x 1350 (4:5)", params={"allowed": ["1080x1350"]}, scope=MF),
 R("dimensions", "critical", "Reels video 1080 x 1920 (9:16)", params={"allowed": ["1080x1920"]}, scope=MR),
 R("duration", "critical", "Feed video 30 seconds max", params={"max": 30, "unit": "s"}, scope=MF, note="Feed only; Reels length is TBD"),
 R("characterCount", "warning", "Primary text 125 characters or fewer", params={"max": 125, "unit": "chars", "check": "primaryText"}, scope={"platform": "Meta"}, extended=True, legacy="metadata"),
 R("characterCount", "warning", "Headline 40 characters or fewer", params={"max": 40, "unit": "chars", "check": "headline"}, scope={"platform": "Meta"}, extended=True, legacy="metadata"),
 R("safetyInfo", "critical", "Link to full ISI and PI in the first two lines of primary text", scope={"platform": "Meta"}),
 R("brandGuidelines", "warning", "Keep text and logos out of the bottom 20% of Reels", params={"min": 20, "unit": "%", "check": "safeArea"}, scope=MR, extended=True, legacy="brandGuidelines"),
 R("dimensions", "critical", "Sizes as listed in Appendix A only", alt=["Size | 300x250 | 728x90 | 160x600 | 300x600 | 320x50"], params={"allowed": ["300x250", "728x90", "160x600", "300x600", "320x50"]}, scope={"kinds": ["html5", "static"], "channel": "Display"}),
 R("format", "critical", "HTML5 (zipped)", params={"allowed": ["HTML5"]}, scope=DH),
 R("fileSize", "critical", "initial load 150 KB max", params={"max": 150, "unit": "KB", "check": "initialLoad"}, scope=sz(["300x250", "728x90", "160x600", "300x600"]), note="footnote 1 removes the 320x50 (50 KB)"),
 R("fileSize", "critical", "Except the 320x50 mobile banner: 50 KB initial load", params={"max": 50, "unit": "KB", "check": "initialLoad"}, scope=sz(["320x50"]), note="limit carried by a footnote"),
 R("fileSize", "critical", "No more than 10 files in the ZIP", params={"max": 10, "check": "fileCount"}, scope=DH),
 R("duration", "critical", "Animation 15 seconds max", params={"max": 15, "unit": "s", "check": "animationLength"}, scope=DH, note="the ISI scroll may run on; not a limit on it"),
 R("format", "critical", "Backup image JPG or GIF", params={"allowed": ["JPG", "GIF"]}, scope={"kinds": ["static"], "channel": "Display", "part": "backup"}),
 R("safetyInfo", "warning", "ISI box at least 1/3 of the banner height", params={"min": 33.3, "unit": "%", "check": "isiBoxHeight"}, scope=DH, extended=True, legacy="safetyInfo"),
 R("dimensions", "critical", "Hero image 2880 x 1200 px (desktop)", params={"allowed": ["2880x1200", "1125x1500"]}, scope=WEB),
 R("format", "critical", "Hero images WebP, 300 KB max each", params={"allowed": ["WEBP"]}, scope=WEB),
 R("fileSize", "critical", "Hero images WebP, 300 KB max each", params={"max": 300, "unit": "KB"}, scope=WEB),
 R("accessibility", "critical", "Alt text on every image; hero headline in live HTML text", scope={"channel": "Web"}),
 R("naming", "critical", "ORN_DTC_[Channel]_[Size or Length]_[Message]_V[n]", params={"pattern": "^ORN_DTC_[A-Z]+_(\\d+x\\d+|\\d+s)_[A-Za-z]+_V\\d+(_backup)?\\.[a-z0-9]+$"}, note="accepts ORN_DTC_CTV_30s_Calendar_V2.mp4 and ORN_DTC_DSP_300x250_Field_V1.zip"),
]
# appendix A table: polite and backup per size
for sizes, polite, backup in ((["300x250", "728x90", "160x600"], 300, 40), (["300x600"], 400, 60)):
    row = {"300x250": "300x250 | Medium rectangle | 150 | 300 | 40", "300x600": "300x600 | Half page | 150 | 400 | 60"}[sizes[0]]
    rules.append(R("fileSize", "critical", "Max polite load (KB)", alt=[row], params={"max": polite, "unit": "KB", "check": "subload"}, scope=sz(sizes)))
    rules.append(R("fileSize", "critical", "Backup max (KB)", alt=[row], params={"max": backup, "unit": "KB"}, scope={"kinds": ["static"], "channel": "Display", "part": "backup", "sizes": sizes}))
    rules.append(R("fileSize", "critical", "Max initial load (KB)", alt=[row], params={"max": 150, "unit": "KB", "check": "initialLoad"}, scope=sz(sizes), optional=True, note="restates D-02"))
rules.append(R("fileSize", "critical", "Backup max (KB)", alt=["320x50 | Mobile banner | 50¹ | TBD | 20"], params={"max": 20, "unit": "KB"}, scope={"kinds": ["static"], "channel": "Display", "part": "backup", "sizes": ["320x50"]}))
rules.append(R("fileSize", "critical", "Max initial load (KB)", alt=["320x50 | Mobile banner | 50¹"], params={"max": 50, "unit": "KB", "check": "initialLoad"}, scope=sz(["320x50"]), optional=True, note="restates footnote 1"))
nr = [
 "Revision history rows (versions, dates, authors)",
 "Campaign overview: March 1, 2027, $38.4 million, 4.1 vs 2.4 monthly migraine days, adults 25–54 with 4 to 14 migraine days (background and targeting)",
 "Deliverables list: 2 × :30, 2 × :15, 1 × :06, 5 sizes × 2 messages (production scope; the document says not technical requirements)",
 "V-09 Loudness for YouTube | TBD and M-04 Reels length | TBD (not yet requirements)",
 "320x50 Max polite load | TBD (publisher to confirm)",
 "Open issues table: '15 s or 30 s?' (a question, not a requirement)",
 "MLR submission December 8, 2026; 10 business days (process)",
 "the ISI scroll may continue after the animation ends (a permission)",
]
A = [
 {"file": "ORN_DTC_CTV_30s_Calendar_V2.mp4", "kind": "video", "channel": "Video", "platform": "CTV", "width": 1920, "height": 1080, "format": "MP4", "codec": "h264", "scan": "progressive", "fps": 29.97, "durationS": 30, "videoBitrateKbps": 18000, "hasAudio": True, "audioCodec": "aac", "audioBitrateKbps": 256, "loudnessLUFS": -24.4, "truePeakDBTP": -3.1, "endCardS": 4, "captions": True},
 {"file": "ORN_DTC_YT_06s_Calendar_V1.mp4", "kind": "video", "channel": "Video", "platform": "YouTube", "part": "bumper", "width": 1920, "height": 1080, "format": "MP4", "codec": "h264", "fps": 29.97, "durationS": 6, "videoBitrateKbps": 9000, "hasAudio": True, "audioCodec": "aac", "audioBitrateKbps": 192, "loudnessLUFS": -24.1, "truePeakDBTP": -3.0, "captions": False, "note": "bumper: no captions (note 2) and 9 Mbps (the 15 Mbps floor is CTV only)"},
 {"file": "ORN_DTC_META_1080x1920_Field_V1.mp4", "kind": "video", "channel": "Social", "platform": "Meta", "placement": "Reels", "width": 1080, "height": 1920, "format": "MP4", "codec": "h264", "fps": 30, "durationS": 45, "videoBitrateKbps": 6000, "hasAudio": True, "audioCodec": "aac", "audioBitrateKbps": 128, "captions": True, "text": {"primaryText": "Fewer migraine days. See Important Safety Information and PI: orendi.example/isi", "headline": "Ask about Orendi"}, "note": "45 s Reels (length TBD) at 30 fps: unscoped 30 s max or 29.97 fps rules fail it"},
 {"file": "ORN_DTC_DSP_300x600_Field_V1.zip", "kind": "html5", "channel": "Display", "width": 300, "height": 600, "format": "HTML5", "initialLoadKB": 146, "subloadKB": 372, "sizeKB": 372, "fileCount": 9, "durationS": 15},
 {"file": "ORN_DTC_DSP_320x50_Field_V1_backup.gif", "kind": "static", "part": "backup", "channel": "Display", "width": 320, "height": 50, "format": "GIF", "sizeKB": 18},
 {"file": "ORN_DTC_WEB_2880x1200_Hero_V1.webp", "kind": "static", "channel": "Web", "part": "hero", "width": 2880, "height": 1200, "format": "WEBP", "sizeKB": 284},
]
write(N, "Word-native DTC launch BRD from a brand team (hand-written OOXML, US Letter, header/footer): revision table, numbered sections, deliverables list, numbered 'shall' statements, an ID | Requirement | Applies to | Level (Shall/Should/TBD) table that runs onto the next page with its header repeated, footnote markers in cells with notes carrying limits and an exception, open issues, appendix size/weight table with a TBD cell", rules, nr, A)
