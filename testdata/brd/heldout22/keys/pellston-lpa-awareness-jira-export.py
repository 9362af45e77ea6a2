from keylib import R, write
N = "pellston-lpa-awareness-jira-export"
STYLE = ("UNBRANDED DISEASE-AWARENESS campaign held as a JIRA EPIC AND ITS STORIES, printed from Jira's printable view (no browser "
         "header): top line with issue count, an epic with a field grid (status lozenge, priority, labels, fix version, budget code), a "
         "description with prevalence figures, a blue panel that is the legend (Given / When / Then acceptance criteria are the "
         "requirements, 'Nice to have' lines recommendations, comments discussion, Won’t Do stories out of scope), unbranded rules "
         "for all stories (no product name, sponsor line, job code, naming), then one block per story with user-story text, "
         "numbered ACs whose Then-clauses carry the limits (an exception in brackets, two lengths for two variants in one AC), "
         "Jira PRIORITY values that are not severities, comment threads proposing other limits, a story resolved WON’T DO with "
         "ACs, and a trafficking task with a frequency cap")
NOTREQ = ["About 1 in 5 people have high Lp(a), and fewer than 1% of US adults have been tested (background)",
          "Budget code CV-UNB-2027-04 ($640k); Fix version 15/Mar/27; story points; Jira Priority Highest/High/Medium/Low (not severities)",
          "Comment: 'Could the initial-load limit be 150 KB?' (a proposal, refused in the next comment)",
          "Comment: 'whether a 30 s version is possible later. Not in Wave 1.'",
          "LPA-37 TikTok (Won't Do): 1080x1920, 21 to 34 seconds, caption 80 characters or fewer (out of scope; extracting is harmful)",
          "LPA-38: upload by 10/Mar/27; flight 15/Mar/27 – 30/Jun/27; frequency cap 3 per user per day (trafficking, not creative)"]
D = {"kinds": ["html5"], "channel": "Display"}
BU = {"kinds": ["static"], "channel": "Display", "part": "backup"}
YT = {"kinds": ["video"], "channel": "Video", "platform": "YouTube"}
CC = {"kinds": ["static"], "channel": "Social", "platform": "Meta", "part": "carouselCard"}
WEB = {"channel": "Web"}
PR = {"channel": "Print"}
rules = [
 R("brandGuidelines", "critical", "No Pellston product name, product logo, product colours or treatment claims may appear in any asset", note="unbranded rule"),
 R("disclaimers", "critical", "Every asset must carry the sponsor line", alt=["Brought to you by Pellston Cardiovascular"]),
 R("brandGuidelines", "critical", "and the call to action", alt=["Ask your doctor about an Lp(a) test"], optional=True, note="second half of the sponsor-line rule"),
 R("fdaFilingNumber", "critical", "Job codes follow PCV-UNB-NNNN", alt=["PCV-UNB-0093"], params={"pattern": "^PCV-UNB-\\d{4}$"}),
 R("naming", "critical", "KYL_[Format]_[WxH or Length]_v[NN]", alt=["KYL_HTML5_300x250_v02.zip"], params={"pattern": "^KYL_[A-Z0-9]+_([0-9.]+x[0-9.]+|\\d+s)_v\\d{2}\\.[a-z0-9]+$"}),
 R("dimensions", "critical", "then its size is 300x250, 300x600, 728x90 or 320x50", params={"allowed": ["300x250", "300x600", "728x90", "320x50"]}, scope={"kinds": ["html5", "static"], "channel": "Display"}),
 R("fileSize", "critical", "then it is 120 KB or less", params={"max": 120, "unit": "KB", "check": "initialLoad"}, scope=dict(D, sizes=["300x250", "300x600", "728x90"])),
 R("fileSize", "critical", "(40 KB or less for the 320x50)", params={"max": 40, "unit": "KB", "check": "initialLoad"}, scope=dict(D, sizes=["320x50"])),
 R("duration", "critical", "when 15 seconds have passed, then all animation has stopped", params={"max": 15, "unit": "s", "check": "animationLength"}, scope=D),
 R("duration", "critical", "it has looped at most twice", params={"max": 2, "unit": "loops", "check": "loopCount"}, scope=D),
 R("disclaimers", "critical", "then the sponsor line and the Lp(a) call to action are both visible", scope=D, optional=True, note="restates the epic rule for the last frame"),
 R("fileSize", "critical", "then the ZIP contains no more than 15 files", params={"max": 15, "check": "fileCount"}, scope=D),
 R("typography", "critical", "no externally hosted fonts", scope=D),
 R("fileSize", "warning", "Nice to have: total weight under 250 KB after polite load", params={"max": 250, "exclusive": True, "unit": "KB", "check": "totalLoad"}, scope=D),
 R("metadata", "critical", "then a backup image of the same size is delivered with it", scope=D, optional=True),
 R("format", "critical", "then it is a JPG or PNG of 40 KB or less", params={"allowed": ["JPG", "PNG"]}, scope=BU),
 R("fileSize", "critical", "then it is a JPG or PNG of 40 KB or less", params={"max": 40, "unit": "KB"}, scope=BU),
 R("duration", "critical", "then it is exactly 15 seconds long", params={"allowed": ["15"], "min": 15, "max": 15, "unit": "s"}, scope=dict(YT, placement="Non-skippable")),
 R("duration", "critical", "given the bumper, then it is exactly 6 seconds long", params={"allowed": ["6"], "min": 6, "max": 6, "unit": "s"}, scope=dict(YT, part="bumper")),
 R("format", "critical", "then it is an MP4 (H.264) at 1920x1080", params={"allowed": ["MP4"]}, scope=YT),
 R("codec", "critical", "then it is an MP4 (H.264) at 1920x1080", params={"allowed": ["h264"], "check": "videoCodec"}, scope=YT),
 R("dimensions", "critical", "then it is an MP4 (H.264) at 1920x1080", params={"allowed": ["1920x1080"]}, scope=YT),
 R("frameRate", "critical", "23.976, 25 or 29.97 fps", params={"allowed": ["23.976", "25", "29.97"], "min": 23.976, "max": 29.97, "unit": "fps"}, scope=YT),
 R("audioLoudness", "critical", "then integrated loudness is -14 LUFS ±1 LU", params={"min": -15, "max": -13, "unit": "LUFS", "check": "integrated"}, scope=dict(YT, part="audio"), ext="bitrate"),
 R("audioTruePeak", "critical", "true peak does not exceed -1 dBTP", params={"max": -1, "unit": "dBTP", "check": "truePeak"}, scope=dict(YT, part="audio"), ext="bitrate"),
 R("accessibility", "critical", "then it has burned-in captions", scope=dict(YT, placement="Non-skippable"), note="the bumper needs none"),
 R("brandGuidelines", "warning", "Nice to have: hold the end card for at least 2 seconds", params={"min": 2, "unit": "s", "check": "endCardDuration"}, scope=YT, ext="brandGuidelines"),
 R("metadata", "critical", "then it has between 3 and 5 cards", params={"min": 3, "max": 5, "unit": "cards"}, scope={"channel": "Social", "platform": "Meta"}),
 R("dimensions", "critical", "each a 1080x1080 JPG or PNG", params={"allowed": ["1080x1080"]}, scope=CC),
 R("format", "critical", "each a 1080x1080 JPG or PNG", params={"allowed": ["JPG", "PNG"]}, scope=CC),
 R("characterCount", "critical", "then the primary text is 125 characters or fewer", params={"max": 125, "unit": "chars", "check": "primaryText"}, scope={"channel": "Social", "platform": "Meta"}, ext="metadata"),
 R("characterCount", "critical", "each card headline is 32 characters or fewer", params={"max": 32, "unit": "chars", "check": "headline"}, scope={"channel": "Social", "platform": "Meta", "part": "carouselCard"}, ext="metadata"),
 R("brandGuidelines", "critical", "then it must not show a person in a clinical setting receiving a diagnosis", scope=CC),
 R("dimensions", "critical", "then it is 1600x900, WEBP", params={"allowed": ["1600x900"]}, scope=WEB),
 R("format", "critical", "then it is 1600x900, WEBP", params={"allowed": ["WEBP"]}, scope=WEB),
 R("fileSize", "critical", "and no larger than 250 KB", params={"max": 250, "unit": "KB"}, scope=WEB),
 R("accessibility", "critical", "then it meets WCAG 2.1 AA", scope=WEB),
 R("contrast", "critical", "a contrast ratio of at least 4.5:1 for body text", params={"min": 4.5, "unit": "ratio"}, scope=WEB, note="quiz page"),
 R("dimensions", "critical", "then it is an 18 x 24 in PDF", params={"allowed": ["457.2x609.6"], "unit": "mm", "check": "trimSize"}, scope=PR, ext="dimensions"),
 R("format", "critical", "then it is an 18 x 24 in PDF", params={"allowed": ["PDF"]}, scope=PR),
 R("dimensions", "critical", "with 0.25 in bleed", params={"min": 6.35, "unit": "mm", "check": "bleed"}, scope=PR, ext="dimensions"),
 R("dimensions", "critical", "then they are at least 150 dpi at full size", params={"min": 150, "unit": "dpi", "check": "imageResolution"}, scope=PR, ext="dimensions"),
 R("brandGuidelines", "warning", "Nice to have: a QR code to the quiz at least 1 in wide", scope=PR),
]
A = [
 {"file": "KYL_HTML5_300x600_v03.zip", "kind": "html5", "channel": "Display", "width": 300, "height": 600, "format": "HTML5", "initialLoadKB": 117, "sizeKB": 240, "fileCount": 14, "durationS": 15, "loops": 2},
 {"file": "KYL_HTML5_320x50_v02.zip", "kind": "html5", "channel": "Display", "width": 320, "height": 50, "format": "HTML5", "initialLoadKB": 38, "sizeKB": 90, "fileCount": 6, "durationS": 9, "loops": 1},
 {"file": "KYL_PNG_300x600_v03.png", "kind": "static", "part": "backup", "channel": "Display", "width": 300, "height": 600, "format": "PNG", "sizeKB": 38},
 {"file": "KYL_MP4_15s_v01.mp4", "kind": "video", "channel": "Video", "platform": "YouTube", "placement": "Non-skippable", "width": 1920, "height": 1080, "format": "MP4", "codec": "h264", "fps": 29.97, "durationS": 15, "hasAudio": True, "audioCodec": "aac", "loudnessLUFS": -14.3, "truePeakDBTP": -1.4, "endCardS": 3, "captions": True},
 {"file": "KYL_MP4_6s_v01.mp4", "kind": "video", "channel": "Video", "platform": "YouTube", "placement": "Bumper", "part": "bumper", "width": 1920, "height": 1080, "format": "MP4", "codec": "h264", "fps": 25, "durationS": 6, "hasAudio": True, "audioCodec": "aac", "loudnessLUFS": -13.6, "truePeakDBTP": -1.2, "endCardS": 2, "captions": False, "note": "6 s, 25 fps, no captions: the 15 s length and captions belong to the non-skippable film"},
 {"file": "KYL_JPG_1080x1080_v01.jpg", "kind": "static", "channel": "Social", "platform": "Meta", "part": "carouselCard", "width": 1080, "height": 1080, "format": "JPG", "sizeKB": 410, "text": {"headline": "Heart disease in your family?", "primaryText": "1 in 5 people have high Lp(a). Ask your doctor about a one-time Lp(a) test. Brought to you by Pellston Cardiovascular."}},
 {"file": "KYL_WEBP_1600x900_v01.webp", "kind": "static", "channel": "Web", "width": 1600, "height": 900, "format": "WEBP", "sizeKB": 228},
 {"file": "KYL_PDF_18x24_v01.pdf", "kind": "document", "channel": "Print", "format": "PDF", "trimMM": "457.2x609.6", "bleedMM": 6.35, "minImageDPI": 150, "colorSpace": "CMYK"},
]
write(N, STYLE, NOTREQ, rules, A)
