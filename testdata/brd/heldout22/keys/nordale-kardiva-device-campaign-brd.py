from keylib import R, write
N = "nordale-kardiva-device-campaign-brd"
STYLE = ("MEDICAL-DEVICE (not drug) campaign BRD of a device maker's brand team, HCP and patient audiences: document table, "
         "background with figures, a 'How to read' paragraph (numbered requirements mandatory, '(advisory)' items good practice), "
         "numbered requirement sentences 3.1 / 4.1.2 written in the text, device rules (Rx only, 'FDA cleared' not 'FDA approved', "
         "Indications for Use verbatim, MRI warning), a per-size display table with units in headers (initial / total / backup KB), "
         "ranges ('15–30 seconds', '40 to 90 characters'), 'no more than', 'up to', 'max.', '≤', parenthetical exceptions, "
         "bullet sub-lists per social format, print in inches, naming template, schedule, budget, contacts")
NOTREQ = ["about 38,000 patients wore a Kardiva patch, and 62% of the cardiologists ... (background)",
          "working media budget of $2.6 million; February 8 to November 30, 2027 (plan)",
          "worn for up to 14 days / continuous recording for up to 14 days (product description and Indications text, not a creative limit)",
          "Organic posts are out of scope",
          "We are producing one :30 patient film and a :15 cutdown (deliverables)",
          "Schedule table dates; production budget HCP $184,000, patient $226,000; Review cycles take 5 business days; allow 3 cycles",
          "Figures in section 1 and in the schedule are for information only (legend)"]
D = {"channel": "Display"}
V = {"kinds": ["video"], "channel": "Video"}
def disp(**k): s = {"kinds": ["html5"], "channel": "Display"}; s.update(k); return s
rows = [("300x250", "300 x 250 | HCP and patient | 150 | 300 | 50", 150, 300, 50),
        ("728x90", "728 x 90 | HCP and patient | 150 | 300 | 50", 150, 300, 50),
        ("160x600", "160 x 600 | HCP | 150 | 300 | 50", 150, 300, 50),
        ("300x600", "300 x 600 | Patient | 200 | 400 | 60", 200, 400, 60),
        ("320x50", "320 x 50 | Patient | 50 | 100 | 30", 50, 100, 30)]
rules = [
 R("disclaimers", "critical", "Every piece must carry the statement", alt=["“Rx only” near the indications statement"], note="device prescription statement"),
 R("brandGuidelines", "critical", "Materials must never describe Kardiva as", alt=["must be described that way"], note="claim wording ('FDA cleared', never 'FDA approved'); disclaimers equally defensible"),
 R("indication", "critical", "Every promotional piece must include the Indications for Use statement"),
 R("safetyInfo", "critical", "Every piece must include the Important Safety Information", note="includes the MRI removal warning"),
 R("disclaimers", "critical", "Patient pieces must say that Kardiva is available only with a prescription", scope={"customerTypes": ["DTC"]}, note="patient (DTC) pieces only; safetyInfo equally defensible"),
 R("customerType", "critical", "HCP pieces must carry the line", scope={"customerTypes": ["HCP"]}, note="HCP-only audience line; must not be required of patient pieces"),
 R("fdaFilingNumber", "critical", "in the form MKT-KDV-NNNNN Rev X", alt=["MKT-KDV-00418 Rev B"], params={"pattern": "^MKT-KDV-\\d{5} Rev [A-Z]$"}, note="Nordale approval code (device maker's, not FDA)"),
 R("contrast", "critical", "contrast ratio of at least 4.5:1", params={"min": 4.5, "unit": "ratio"}),
 R("contrast", "critical", "may drop to 3:1", params={"min": 3, "unit": "ratio"}, scope={"condition": "text 24 px and larger"}, optional=True, note="a relaxation for large text, not a second floor for body text"),
 R("brandGuidelines", "warning", "Use the ™ symbol with the Kardiva wordmark"),
 R("brandGuidelines", "critical", "Product images must show the patch at actual size or state the scale"),
 R("brandGuidelines", "critical", "no image may show the patch on skin that is broken or irritated", optional=True, note="second half of 3.10"),
 R("dimensions", "critical", "in the sizes of Table 2, and only those sizes", params={"allowed": [r[0] for r in rows]}, scope={"kinds": ["html5", "static"], "channel": "Display"}),
 R("format", "critical", "Banners are built in HTML5", params={"allowed": ["HTML5"]}, scope=disp()),
 R("metadata", "critical", "Every HTML5 banner ships with a static backup image", scope=disp(), optional=True, note="a deliverable rule; a backup's presence"),
]
for sz, alt, il, tot, bu in rows:
    rules.append(R("fileSize", "critical", "Initial load (KB)", alt=[alt], params={"max": il, "unit": "KB", "check": "initialLoad"}, scope=disp(sizes=[sz])))
for sz, alt, il, tot, bu in rows:
    rules.append(R("fileSize", "critical", "Max. total (KB)", alt=[alt], params={"max": tot, "unit": "KB", "check": "totalLoad"}, scope=disp(sizes=[sz])))
for sz, alt, il, tot, bu in rows:
    rules.append(R("fileSize", "critical", "Backup (KB)", alt=[alt], params={"max": bu, "unit": "KB"}, scope={"kinds": ["static"], "channel": "Display", "part": "backup", "sizes": [sz]}, note="backup weight; never the HTML5 unit's"))
rules += [
 R("duration", "critical", "Animation must stop after no more than 15 seconds", params={"max": 15, "unit": "s", "check": "animationLength"}, scope=disp()),
 R("duration", "critical", "max. 3 loops", params={"max": 3, "unit": "loops", "check": "loopCount"}, scope=disp()),
 R("safetyInfo", "critical", "end on a frame that shows the ISI link", scope=disp(), optional=True),
 R("safetyInfo", "critical", "A scrolling ISI panel must take at least one third of the banner height", scope=disp(sizes=["300x250", "160x600", "300x600"]), note="the parenthesis exempts 728x90 and 320x50"),
 R("safetyInfo", "critical", "carry an “Important Safety Information” link instead", scope=disp(sizes=["728x90", "320x50"]), optional=True),
 R("format", "critical", "Backup images must be JPG or PNG", params={"allowed": ["JPG", "PNG"]}, scope={"kinds": ["static"], "channel": "Display", "part": "backup"}),
 R("fileSize", "warning", "Keep the ZIP to 15 files or fewer", params={"max": 15, "check": "fileCount"}, scope=disp()),
 R("duration", "critical", "In-stream spots must be 15–30 seconds long", params={"min": 15, "max": 30, "unit": "s"}, scope={"kinds": ["video"], "channel": "Video", "placement": "In-stream"}, note="bumpers are exactly 6 s: an unscoped 15 s floor fails them"),
 R("duration", "critical", "bumpers must be exactly 6 seconds", params={"allowed": ["6"], "min": 6, "max": 6, "unit": "s"}, scope={"kinds": ["video"], "part": "bumper"}),
 R("format", "critical", "Deliver MP4 files", alt=["Deliver MP4 files, H.264, 1920 x 1080, progressive, at 23.976 or 29.97 fps."], params={"allowed": ["MP4"]}, scope=V),
 R("codec", "critical", "Deliver MP4 files", alt=["Deliver MP4 files, H.264, 1920 x 1080, progressive, at 23.976 or 29.97 fps."], params={"allowed": ["h264"], "check": "videoCodec"}, scope=V),
 R("dimensions", "critical", "Deliver MP4 files", alt=["Deliver MP4 files, H.264, 1920 x 1080, progressive, at 23.976 or 29.97 fps."], params={"allowed": ["1920x1080"]}, scope=V, note="online video and CTV; not the Meta square / 4:5 video"),
 R("codec", "critical", "Deliver MP4 files", alt=["Deliver MP4 files, H.264, 1920 x 1080, progressive, at 23.976 or 29.97 fps."], params={"allowed": ["progressive"], "check": "scanType"}, scope=V),
 R("frameRate", "critical", "at 23.976 or 29.97 fps", params={"allowed": ["23.976", "29.97"], "min": 23.976, "max": 29.97, "unit": "fps"}, scope=V),
 R("codec", "critical", "Audio must be AAC at 48 kHz, at least 192 kbps", params={"allowed": ["aac"], "check": "audioCodec"}, scope={"kinds": ["video"], "channel": "Video", "part": "audio"}),
 R("sampleRate", "critical", "Audio must be AAC at 48 kHz, at least 192 kbps", params={"allowed": ["48000"], "unit": "Hz"}, scope={"kinds": ["video"], "channel": "Video", "part": "audio"}, ext="codec"),
 R("bitrate", "critical", "Audio must be AAC at 48 kHz, at least 192 kbps", params={"min": 192, "unit": "kbps", "check": "audioBitrate"}, scope={"kinds": ["video"], "channel": "Video", "part": "audio"}),
 R("bitrate", "critical", "video bitrate of at least 15 Mbps", params={"min": 15000, "unit": "kbps", "check": "videoBitrate"}, scope={"kinds": ["video"], "platform": "CTV"}, note="CTV only; YouTube bumpers run lower"),
 R("audioLoudness", "critical", "loudness of -24 LKFS (±2 LU)", params={"min": -26, "max": -22, "unit": "LUFS", "check": "integrated"}, scope={"kinds": ["video"], "platform": "CTV", "part": "audio"}, ext="bitrate"),
 R("audioTruePeak", "critical", "true peak no higher than -2 dBTP", params={"max": -2, "unit": "dBTP", "check": "truePeak"}, scope={"kinds": ["video"], "platform": "CTV", "part": "audio"}, ext="bitrate"),
 R("fairBalance", "critical", "The major risks must be both spoken and shown on screen", scope={"kinds": ["video"]}),
 R("fairBalance", "critical", "the on-screen super must stay up for at least 4 seconds", scope={"kinds": ["video"]}, note="a duration of the super, not of the spot: no duration params on the whole asset"),
 R("accessibility", "critical", "Every film must carry closed captions", scope={"kinds": ["video"]}),
 R("brandGuidelines", "warning", "Hold the end card with the website for 3 seconds or longer", params={"min": 3, "unit": "s", "check": "endCardDuration"}, scope={"kinds": ["video"]}, ext="brandGuidelines"),
 R("dimensions", "critical", "image 1200 x 627 px", params={"allowed": ["1200x627"]}, scope={"kinds": ["static"], "channel": "Social", "platform": "LinkedIn"}),
 R("format", "critical", "JPG or PNG, up to 5 MB", params={"allowed": ["JPG", "PNG"]}, scope={"kinds": ["static"], "channel": "Social", "platform": "LinkedIn"}),
 R("fileSize", "critical", "up to 5 MB", params={"max": 5120, "unit": "KB"}, scope={"kinds": ["static"], "channel": "Social", "platform": "LinkedIn"}),
 R("characterCount", "critical", "headline max. 70 characters", params={"max": 70, "unit": "chars", "check": "headline"}, scope={"platform": "LinkedIn"}, ext="metadata"),
 R("characterCount", "critical", "introductory text no more than 150 characters", params={"max": 150, "unit": "chars", "check": "introText"}, scope={"platform": "LinkedIn"}, ext="metadata"),
 R("characterCount", "warning", "keep it under 100", params={"max": 100, "exclusive": True, "unit": "chars", "check": "introText"}, scope={"platform": "LinkedIn"}, ext="metadata", note="advisory half in brackets"),
 R("dimensions", "critical", "1080 x 1080 or 1080 x 1350, MP4", params={"allowed": ["1080x1080", "1080x1350"]}, scope={"kinds": ["video"], "channel": "Social", "platform": "Meta"}),
 R("format", "critical", "1080 x 1080 or 1080 x 1350, MP4", params={"allowed": ["MP4"]}, scope={"kinds": ["video"], "channel": "Social", "platform": "Meta"}),
 R("duration", "critical", "length no more than 60 seconds", params={"max": 60, "unit": "s"}, scope={"kinds": ["video"], "channel": "Social", "platform": "Meta"}),
 R("duration", "warning", "we recommend 15 s", params={"max": 15, "unit": "s"}, scope={"kinds": ["video"], "channel": "Social", "platform": "Meta"}),
 R("characterCount", "warning", "primary text 125 characters or fewer (advisory)", alt=["primary text 125 characters or fewer"], params={"max": 125, "unit": "chars", "check": "primaryText"}, scope={"platform": "Meta"}, ext="metadata"),
 R("safetyInfo", "critical", "Every social ad must link to the full ISI in the first line of its text", scope={"channel": "Social"}),
 R("dimensions", "critical", "Emails are 600 px wide", params={"minWidth": 600, "maxWidth": 600}, scope={"kinds": ["email"], "channel": "Email"}),
 R("fileSize", "critical", "the HTML file must not exceed 100 KB", params={"max": 100, "unit": "KB"}, scope={"kinds": ["email"], "channel": "Email"}),
 R("characterCount", "critical", "Subject lines must be no more than 50 characters", params={"max": 50, "unit": "chars", "check": "subjectLine"}, scope={"channel": "Email"}, ext="metadata"),
 R("characterCount", "critical", "the preheader must be 40 to 90 characters", params={"min": 40, "max": 90, "unit": "chars", "check": "preheader"}, scope={"channel": "Email"}, ext="metadata"),
 R("accessibility", "critical", "All images must carry alt text", scope={"channel": "Email"}),
 R("dimensions", "critical", "Trim size 8.5 x 11 in", params={"allowed": ["215.9x279.4"], "unit": "mm", "check": "trimSize"}, scope={"channel": "Print"}, ext="dimensions"),
 R("dimensions", "critical", "0.125 in bleed on all sides", params={"min": 3.175, "unit": "mm", "check": "bleed"}, scope={"channel": "Print"}, ext="dimensions"),
 R("format", "critical", "Supply a PDF/X-1a file", params={"allowed": ["PDF/X-1a"]}, scope={"channel": "Print"}),
 R("format", "critical", "Supply a PDF/X-1a file, CMYK", params={"allowed": ["CMYK"], "check": "colorSpace"}, scope={"channel": "Print"}, ext="format"),
 R("dimensions", "critical", "images at 300 dpi minimum", params={"min": 300, "unit": "dpi", "check": "imageResolution"}, scope={"channel": "Print"}, ext="dimensions"),
 R("format", "critical", "total ink ≤ 300%", params={"max": 300, "unit": "%", "check": "totalInk"}, scope={"channel": "Print"}, ext="format"),
 R("brandGuidelines", "warning", "Use uncoated 100 lb text stock", scope={"channel": "Print"}, optional=True, note="paper stock: advisory, not measurable on the file"),
 R("naming", "critical", "KDV_[Audience]_[Channel]_[Size or Length]_v[NN]", alt=["KDV_HCP_DSP_300x250_v03.zip"], params={"pattern": "^KDV_(HCP|PAT)_[A-Z]+_([0-9.]+x[0-9.]+|\\d+s)_v\\d{2}\\.[a-z0-9]+$"}),
]
A = [
 {"file": "KDV_HCP_DSP_160x600_v03.zip", "kind": "html5", "channel": "Display", "width": 160, "height": 600, "format": "HTML5", "initialLoadKB": 146, "sizeKB": 288, "fileCount": 12, "durationS": 15, "loops": 3},
 {"file": "KDV_PAT_DSP_300x600_v02.zip", "kind": "html5", "channel": "Display", "width": 300, "height": 600, "format": "HTML5", "initialLoadKB": 194, "sizeKB": 372, "fileCount": 14, "durationS": 12, "loops": 2, "note": "194 KB initial / 372 KB total: fine for 300x600 (200/400), fails the 150/300 of the other rows if unscoped"},
 {"file": "KDV_PAT_DSP_300x600_v02.jpg", "kind": "static", "part": "backup", "channel": "Display", "width": 300, "height": 600, "format": "JPG", "sizeKB": 57, "note": "57 KB backup: 300x600 allows 60 KB"},
 {"file": "KDV_PAT_DSP_320x50_v02.png", "kind": "static", "part": "backup", "channel": "Display", "width": 320, "height": 50, "format": "PNG", "sizeKB": 24},
 {"file": "KDV_PAT_OLV_30s_v02.mp4", "kind": "video", "channel": "Video", "platform": "CTV", "placement": "In-stream", "width": 1920, "height": 1080, "format": "MP4", "codec": "h264", "scan": "progressive", "fps": 29.97, "durationS": 30, "videoBitrateKbps": 18000, "hasAudio": True, "audioCodec": "aac", "audioBitrateKbps": 256, "sampleRateHz": 48000, "loudnessLUFS": -24.3, "truePeakDBTP": -2.6, "endCardS": 3, "captions": True},
 {"file": "KDV_PAT_OLV_06s_v01.mp4", "kind": "video", "channel": "Video", "platform": "YouTube", "placement": "Bumper", "part": "bumper", "width": 1920, "height": 1080, "format": "MP4", "codec": "h264", "scan": "progressive", "fps": 23.976, "durationS": 6, "videoBitrateKbps": 8000, "hasAudio": True, "audioCodec": "aac", "audioBitrateKbps": 192, "sampleRateHz": 48000, "endCardS": 3, "captions": True, "note": "6 s bumper at 8 Mbps: the 15–30 s range is in-stream only, 15 Mbps is CTV only"},
 {"file": "KDV_PAT_SOC_1080x1350_v01.mp4", "kind": "video", "channel": "Social", "platform": "Meta", "placement": "Feed", "width": 1080, "height": 1350, "format": "MP4", "codec": "h264", "fps": 30, "durationS": 15, "hasAudio": True, "audioCodec": "aac", "audioBitrateKbps": 128, "sampleRateHz": 44100, "captions": True, "endCardS": 3, "text": {"primaryText": "Prescribed a heart monitor? See Important Safety Information: kardiva.example/isi"}, "note": "4:5 at 30 fps, 44.1 kHz: the 1920x1080 / fps / 48 kHz rules are online video and CTV only"},
 {"file": "KDV_HCP_SOC_1200x627_v01.jpg", "kind": "static", "channel": "Social", "platform": "LinkedIn", "width": 1200, "height": 627, "format": "JPG", "sizeKB": 880, "text": {"headline": "14 days of ECG data from one patch", "introText": "ISI: kardiva.example/hcp-isi. Kardiva helps you find the arrhythmias a 24-hour Holter misses."}},
 {"file": "KDV_HCP_EML_600x2400_v01.html", "kind": "email", "channel": "Email", "width": 600, "height": 2400, "format": "HTML", "sizeKB": 84, "text": {"subjectLine": "Kardiva: 14-day monitoring in one patch", "preheader": "See what a 24-hour Holter can miss, and how to order Kardiva."}},
 {"file": "KDV_HCP_PRT_8.5x11_v01.pdf", "kind": "document", "channel": "Print", "format": "PDF/X-1a", "trimMM": "215.9x279.4", "bleedMM": 3.175, "colorSpace": "CMYK", "minImageDPI": 300, "totalInkPct": 290},
]
write(N, STYLE, NOTREQ, rules, A)
