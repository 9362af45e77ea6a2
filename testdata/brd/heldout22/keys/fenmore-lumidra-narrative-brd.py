from keylib import R, write
N = "fenmore-lumidra-narrative-brd"
STYLE = ("NARRATIVE BRD written by a brand manager in PROSE PARAGRAPHS ONLY (no tables, no bullets, no requirement numbers): a "
         "byline, a 'why we are refreshing' section full of figures, a legend inside a paragraph ('every limit in sections 2 to 5 is "
         "firm unless I say it is a preference'; 'ideally' / 'I would like' = preference), requirements spread over long sentences "
         "with several limits each, an exception inside a sentence ('except the 320 x 50, which has to stay at or below 50 KB'), a "
         "negative instruction about a size, numbers in words ('three seconds', 'an eighth of an inch'), 'give or take 2 LU', "
         "'under 100 KB, since the partner rejects anything at 100 KB or above', a professional unit that 'follows the consumer "
         "banners' except its weight, naming template, dates and contacts")
NOTREQ = ["Awareness ... is 41%; new-to-brand prescriptions grew 12%; creative more than 18 months old; $1.75 million; $14 million; 80/20 (background)",
          "if it does not fit, the 15 is dropped rather than shortened further (a production decision)",
          "First drafts are due January 15; committee January 29 and February 12; live March 2 (schedule)",
          "because many of our patients are over 60; because many physicians read with images off; because the label does not support it (reasons)",
          "This is not a spec sheet (disclaimer about form, not a waiver: the legend sentence makes the limits firm)"]
DC = {"kinds": ["html5"], "channel": "Display", "placement": "Programmatic"}
D = {"kinds": ["html5"], "channel": "Display"}
BU = {"kinds": ["static"], "channel": "Display", "part": "backup"}
V = {"kinds": ["video"], "channel": "Video"}
MF = {"kinds": ["video"], "channel": "Social", "platform": "Meta"}
EM = {"channel": "Email", "customerTypes": ["HCP"]}
PR = {"channel": "Print"}
rules = [
 R("indication", "critical", "Every piece of creative has to carry the indication and the Important Safety Information"),
 R("safetyInfo", "critical", "Every piece of creative has to carry the indication and the Important Safety Information"),
 R("safetyInfo", "critical", "has to say plainly that Lumidra is not a rescue inhaler"),
 R("disclaimers", "critical", "Consumer pieces need the “Ask your doctor” line and a link to the Patient Information", alt=["Consumer pieces need the"], scope={"customerTypes": ["DTC"]}),
 R("disclaimers", "critical", "professional pieces link to the full Prescribing Information instead", scope={"customerTypes": ["HCP"]}),
 R("customerType", "critical", "must be labelled", alt=["For US healthcare professionals only"], scope={"customerTypes": ["HCP"]}),
 R("fdaFilingNumber", "critical", "form FEN-LUM-YYYY-NNN", alt=["FEN-LUM-2027-014"], params={"pattern": "^FEN-LUM-\\d{4}-\\d{3}$"}),
 R("contrast", "critical", "contrast ratio of at least 4.5:1", params={"min": 4.5, "unit": "ratio"}),
 R("brandGuidelines", "critical", "we never show anyone using the inhaler while exercising"),
 R("dimensions", "critical", "The consumer banners run programmatically in four sizes", alt=["300 x 250, 728 x 90, 300 x 600 and 320 x 50"], params={"allowed": ["300x250", "728x90", "300x600", "320x50"]}, scope={"kinds": ["html5", "static"], "channel": "Display"}, note="the HCP 300x600 is among them"),
 R("dimensions", "critical", "please do not send a 160 x 600", params={"excluded": ["160x600"]}, scope={"kinds": ["html5", "static"], "channel": "Display"}, optional=True),
 R("format", "critical", "The HTML5 banners can weigh up to 150 KB", params={"allowed": ["HTML5"]}, scope=D, optional=True, note="format implied by the sentence"),
 R("fileSize", "critical", "The HTML5 banners can weigh up to 150 KB at initial load", params={"max": 150, "unit": "KB", "check": "initialLoad"}, scope=dict(DC, sizes=["300x250", "728x90", "300x600"]), note="consumer units; the HCP 300x600 on endemic sites allows 200 KB"),
 R("fileSize", "critical", "which has to stay at or below 50 KB", params={"max": 50, "unit": "KB", "check": "initialLoad"}, scope=dict(DC, sizes=["320x50"])),
 R("fileSize", "critical", "up to a total of 400 KB", params={"max": 400, "unit": "KB", "check": "totalLoad"}, scope=D, note="the HCP unit 'follows the consumer banners'"),
 R("duration", "critical", "Animation must be over within 15 seconds", params={"max": 15, "unit": "s", "check": "animationLength"}, scope=D),
 R("duration", "critical", "can loop at most twice", params={"max": 2, "unit": "loops", "check": "loopCount"}, scope=D),
 R("duration", "warning", "ideally it loops once", params={"max": 1, "unit": "loops", "check": "loopCount"}, scope=D),
 R("metadata", "critical", "Every banner needs a static backup", scope=D, optional=True),
 R("format", "critical", "the backups have to be JPGs of no more than 40 KB", params={"allowed": ["JPG"]}, scope=BU),
 R("fileSize", "critical", "the backups have to be JPGs of no more than 40 KB", params={"max": 40, "unit": "KB"}, scope=BU),
 R("fileSize", "critical", "which allow up to 200 KB at initial load for that unit", params={"max": 200, "unit": "KB", "check": "initialLoad"}, scope={"kinds": ["html5"], "channel": "Display", "placement": "Endemic", "customerTypes": ["HCP"], "sizes": ["300x600"]}),
 R("duration", "critical", "cutting the new 30-second spot to 15 seconds for YouTube", params={"allowed": ["15"], "min": 15, "max": 15, "unit": "s"}, scope=dict(V, platform="YouTube")),
 R("duration", "critical", "keeping the 30 for connected TV", params={"allowed": ["30"], "min": 30, "max": 30, "unit": "s"}, scope=dict(V, platform="CTV")),
 R("dimensions", "critical", "delivered as 1920 x 1080 MP4 files", params={"allowed": ["1920x1080"]}, scope=V),
 R("format", "critical", "delivered as 1920 x 1080 MP4 files", params={"allowed": ["MP4"]}, scope=V),
 R("codec", "critical", "with H.264 video at 29.97 frames per second", params={"allowed": ["h264"], "check": "videoCodec"}, scope=V),
 R("frameRate", "critical", "with H.264 video at 29.97 frames per second", params={"allowed": ["29.97"], "min": 29.97, "max": 29.97, "unit": "fps"}, scope=V),
 R("codec", "critical", "and AAC audio", params={"allowed": ["aac"], "check": "audioCodec"}, scope=dict(V, part="audio")),
 R("audioLoudness", "critical", "the CTV version has to measure -24 LKFS, give or take 2 LU", params={"min": -26, "max": -22, "unit": "LUFS", "check": "integrated"}, scope={"kinds": ["video"], "platform": "CTV", "part": "audio"}, ext="bitrate"),
 R("fairBalance", "critical", "The 15-second cut must still carry the full major statement in voice-over", scope=dict(V, platform="YouTube")),
 R("brandGuidelines", "warning", "I would like the end card to stay on screen for at least three seconds", params={"min": 3, "unit": "s", "check": "endCardDuration"}, scope=V, ext="brandGuidelines"),
 R("dimensions", "critical", "square at 1080 x 1080", params={"allowed": ["1080x1080"]}, scope=MF),
 R("duration", "critical", "between 10 and 30 seconds long", params={"min": 10, "max": 30, "unit": "s"}, scope=MF),
 R("characterCount", "critical", "primary text that does not run past 125 characters", params={"max": 125, "unit": "chars", "check": "primaryText"}, scope={"channel": "Social", "platform": "Meta"}, ext="metadata"),
 R("safetyInfo", "critical", "The first line of that text has to include the safety link", scope={"channel": "Social", "platform": "Meta"}),
 R("dimensions", "critical", "They are 600 pixels wide", params={"minWidth": 600, "maxWidth": 600}, scope=EM),
 R("fileSize", "critical", "the HTML must come in under 100 KB", params={"max": 100, "exclusive": True, "unit": "KB"}, scope=EM),
 R("characterCount", "critical", "Subject lines have to be 50 characters or fewer", params={"max": 50, "unit": "chars", "check": "subjectLine"}, scope=EM, ext="metadata"),
 R("accessibility", "critical", "Alt text is required on every image", scope=EM),
 R("dimensions", "critical", "It is 5.5 x 8.5 inches trimmed", params={"allowed": ["139.7x215.9"], "unit": "mm", "check": "trimSize"}, scope=PR, ext="dimensions"),
 R("dimensions", "critical", "with an eighth of an inch of bleed", params={"min": 3.175, "unit": "mm", "check": "bleed"}, scope=PR, ext="dimensions"),
 R("format", "critical", "the printer needs a PDF/X-1a file", params={"allowed": ["PDF/X-1a"]}, scope=PR),
 R("format", "critical", "CMYK with every image", params={"allowed": ["CMYK"], "check": "colorSpace"}, scope=PR, ext="format"),
 R("dimensions", "critical", "with every image at 300 dpi or more", params={"min": 300, "unit": "dpi", "check": "imageResolution"}, scope=PR, ext="dimensions"),
 R("typography", "warning", "Ideally the body copy is at least 11 point", params={"min": 11, "unit": "pt"}, scope=PR),
 R("naming", "critical", "LUM27_[Audience]_[Size or Length]_r[N]", alt=["LUM27_CON_300x250_r2.zip"], params={"pattern": "^LUM27_(CON|HCP)_([0-9.]+x[0-9.]+|\\d+s)_r\\d+\\.[a-z0-9]+$"}),
]
A = [
 {"file": "LUM27_CON_300x600_r2.zip", "kind": "html5", "channel": "Display", "placement": "Programmatic", "width": 300, "height": 600, "format": "HTML5", "initialLoadKB": 147, "sizeKB": 390, "durationS": 15, "loops": 1},
 {"file": "LUM27_HCP_300x600_r1.zip", "kind": "html5", "channel": "Display", "placement": "Endemic", "width": 300, "height": 600, "format": "HTML5", "initialLoadKB": 194, "sizeKB": 398, "durationS": 14, "loops": 2, "expectWarnings": ["ideally it loops once"], "note": "194 KB initial: the endemic 300x600 allows 200 KB, the consumer units 150 KB; loops twice (a preference of once)"},
 {"file": "LUM27_CON_320x50_r2.jpg", "kind": "static", "part": "backup", "channel": "Display", "width": 320, "height": 50, "format": "JPG", "sizeKB": 22},
 {"file": "LUM27_CON_30s_r1.mp4", "kind": "video", "channel": "Video", "platform": "CTV", "width": 1920, "height": 1080, "format": "MP4", "codec": "h264", "fps": 29.97, "durationS": 30, "hasAudio": True, "audioCodec": "aac", "loudnessLUFS": -23.1, "endCardS": 3},
 {"file": "LUM27_CON_15s_r1.mp4", "kind": "video", "channel": "Video", "platform": "YouTube", "width": 1920, "height": 1080, "format": "MP4", "codec": "h264", "fps": 29.97, "durationS": 15, "hasAudio": True, "audioCodec": "aac", "loudnessLUFS": -14.2, "endCardS": 3, "note": "-14 LUFS: the -24 LKFS rule is for the CTV version only"},
 {"file": "LUM27_CON_1080x1080_r1.mp4", "kind": "video", "channel": "Social", "platform": "Meta", "placement": "Feed", "width": 1080, "height": 1080, "format": "MP4", "codec": "h264", "fps": 30, "durationS": 20, "hasAudio": True, "audioCodec": "aac", "text": {"primaryText": "Important Safety Information: lumidra.example/isi. Once-daily Lumidra is not a rescue inhaler. Ask your doctor."}, "note": "30 fps square video: the 1920x1080 / 29.97 fps video sentence is for YouTube and CTV"},
 {"file": "LUM27_HCP_600x2000_r1.html", "kind": "email", "channel": "Email", "width": 600, "height": 2000, "format": "HTML", "sizeKB": 99, "text": {"subjectLine": "Once-daily Lumidra: new 52-week data"}},
 {"file": "LUM27_CON_5.5x8.5_r1.pdf", "kind": "document", "channel": "Print", "format": "PDF/X-1a", "trimMM": "139.7x215.9", "bleedMM": 3.175, "colorSpace": "CMYK", "minImageDPI": 300},
]
write(N, STYLE, NOTREQ, rules, A)
