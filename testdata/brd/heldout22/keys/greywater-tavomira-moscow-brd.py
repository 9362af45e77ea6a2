from keylib import R, write
N = "greywater-tavomira-moscow-brd"
STYLE = ("WORD-NATIVE BRD with NUMBERED REQUIREMENT IDs (REQ-001 …) and a MoSCoW column (hand-written OOXML, US Letter, header "
         "with document ID, footer with a PAGE field): document-control table, purpose and scope with patient and budget figures, "
         "a MoSCoW legend as bullets (Must = condition of PRC approval, Should = waivable, Could = not checked, Won’t = not to be "
         "built), a requirements table Channel | ID | Requirement | MoSCoW whose Channel column is VERTICALLY MERGED, rows with "
         "two or three limits each, WON’T and COULD rows, a superscript footnote under the table carrying a type-size rule and a "
         "relaxation, a display table with a TWO-ROW HEADER ('Weights (KB)' spanning Initial load / Polite load; 'Size (px)', "
         "'Backup (KB)' and 'MoSCoW' merged down), a Should row explained in a paragraph, a CHANGE LOG of change requests CR-3.1 … "
         "with old and new values, naming template with a date, sign-off dates and fees")
NOTREQ = ["about 3,400 diagnosed patients; 1,900 treating neurologists and cardiologists; $4.1 million (background)",
          "REQ-017 An expandable 970 x 250 rich-media unit (Won’t: must not be extracted as an allowed size)",
          "REQ-023 A 15 s cut-down for social media (Won’t: a 15 s rule would fail the film)",
          "CR-3.1 'raised from 150 KB to 200 KB' and CR-3.2 'shortened from 60 to 55 characters' (the old values are superseded)",
          "Footnotes and references may be 9 pt (a relaxation of the 12 pt body-text rule)",
          "only two of the four endemic sites carry it (reason)",
          "PRC meeting 18 December 2026; launches 1 February and 1 March 2027; SOW-2027-03 ($312,000)",
          "Media planning, CRM journeys and the speaker programme are out of scope"]
EM = {"channel": "Email", "customerTypes": ["HCP"]}
D = {"kinds": ["html5"], "channel": "Display"}
BU = {"kinds": ["static"], "channel": "Display", "part": "backup"}
VW = {"kinds": ["video"], "channel": "Web"}
PR = {"channel": "Print"}
T2 = {"300x250": "300 x 250 | 200 | 500 | 50 | Must", "728x90": "728 x 90 | 200 | 500 | 50 | Must", "160x600": "160 x 600 | 200 | 500 | 50 | Must", "300x600": "300 x 600 | 250 | 600 | 80 | Should"}
rules = [
 R("indication", "critical", "Every asset shall include the indication and the Important Safety Information for Tavomira"),
 R("safetyInfo", "critical", "Every asset shall include the indication and the Important Safety Information for Tavomira"),
 R("disclaimers", "critical", "HCP assets shall link to the full Prescribing Information", scope={"customerTypes": ["HCP"]}),
 R("disclaimers", "critical", "patient assets shall link to the Patient Information Leaflet and the Prescribing Information", scope={"customerTypes": ["DTC"]}),
 R("fdaFilingNumber", "critical", "format US-TAV-NNNN-YY", alt=["US-TAV-0217-26"], params={"pattern": "^US-TAV-\\d{4}-\\d{2}$"}),
 R("contrast", "critical", "Text contrast shall be at least 4.5:1", params={"min": 4.5, "unit": "ratio"}),
 R("brandGuidelines", "warning", "The ™ symbol shall follow the first mention of Tavomira in each asset", note="MoSCoW Should: 'shall' in the text, waivable by the legend"),
 R("brandGuidelines", "warning", "Patient photography shall show adults aged 40 and over", scope={"customerTypes": ["DTC"]}, note="Should"),
 R("dimensions", "critical", "Template width 600 px", params={"minWidth": 600, "maxWidth": 600}, scope=EM),
 R("fileSize", "critical", "HTML file no larger than 90 KB", params={"max": 90, "unit": "KB"}, scope=EM),
 R("characterCount", "critical", "Subject line of 55 characters or fewer", params={"max": 55, "unit": "chars", "check": "subjectLine"}, scope=EM, ext="metadata", note="CR-3.2: was 60"),
 R("characterCount", "critical", "preheader of 85 characters or fewer", params={"max": 85, "unit": "chars", "check": "preheader"}, scope=EM, ext="metadata"),
 R("metadata", "critical", "No more than two rep-editable text fields", params={"max": 2, "unit": "fields"}, scope=EM),
 R("characterCount", "critical", "each limited to 250 characters", params={"max": 250, "unit": "chars", "check": "customText"}, scope=EM, ext="metadata"),
 R("format", "warning", "Images should be 72 dpi JPG or PNG", params={"allowed": ["JPG", "PNG"]}, scope=dict(EM, part="images")),
 R("fileSize", "warning", "each under 100 KB", params={"max": 100, "exclusive": True, "unit": "KB"}, scope=dict(EM, part="images")),
 R("dimensions", "warning", "Images should be 72 dpi", params={"allowed": ["72"], "unit": "dpi", "check": "imageResolution"}, scope=dict(EM, part="images"), ext="dimensions", optional=True),
 R("format", "critical", "HTML5 banners in the sizes and weights of Table 2", params={"allowed": ["HTML5"]}, scope=D),
 R("dimensions", "critical", "HTML5 banners in the sizes and weights of Table 2", alt=["Size (px)"], params={"allowed": list(T2)}, scope={"kinds": ["html5", "static"], "channel": "Display"}),
]
for sz, il, po, bu in [("300x250", 200, 500, 50), ("728x90", 200, 500, 50), ("160x600", 200, 500, 50), ("300x600", 250, 600, 80)]:
    note = "the row is Should (building the size); 'if it is built, its limits are those in the table'" if sz == "300x600" else None
    rules.append(R("fileSize", "critical", "Initial load", alt=[T2[sz]], params={"max": il, "unit": "KB", "check": "initialLoad"}, scope=dict(D, sizes=[sz]), note=note or "CR-3.1: was 150 KB"))
    rules.append(R("fileSize", "critical", "Polite load", alt=[T2[sz]], params={"max": po, "unit": "KB", "check": "subload"}, scope=dict(D, sizes=[sz]), note=note))
    rules.append(R("fileSize", "critical", "Backup (KB)", alt=[T2[sz]], params={"max": bu, "unit": "KB"}, scope=dict(BU, sizes=[sz]), note=note))
rules += [
 R("duration", "critical", "Animation to stop within 15 s", params={"max": 15, "unit": "s", "check": "animationLength"}, scope=D),
 R("duration", "critical", "loops max. 3", params={"max": 3, "unit": "loops", "check": "loopCount"}, scope=D),
 R("format", "critical", "A static backup (JPG) for every banner", params={"allowed": ["JPG"]}, scope=BU),
 R("duration", "critical", "One film of 90 to 120 seconds", params={"min": 90, "max": 120, "unit": "s"}, scope=VW),
 R("format", "critical", "MP4 (H.264), 1920 x", alt=["One film of 90 to 120 seconds, MP4 (H.264)"], params={"allowed": ["MP4"]}, scope=VW),
 R("codec", "critical", "MP4 (H.264), 1920 x", alt=["One film of 90 to 120 seconds, MP4 (H.264)"], params={"allowed": ["h264"], "check": "videoCodec"}, scope=VW),
 R("dimensions", "critical", "1080, 24 or 30 fps", alt=["One film of 90 to 120 seconds, MP4 (H.264), 1920 x 1080"], params={"allowed": ["1920x1080"]}, scope=VW),
 R("frameRate", "critical", "1080, 24 or 30 fps", alt=["24 or 30 fps"], params={"allowed": ["24", "30"], "min": 24, "max": 30, "unit": "fps"}, scope=VW),
 R("frameRate", "critical", "Frame rate 25 fps removed", params={"excluded": ["25"], "unit": "fps"}, scope=VW, optional=True, note="change log CR-3.4"),
 R("accessibility", "critical", "Closed captions (WebVTT)", scope=VW),
 R("accessibility", "critical", "and an audio-described version", scope=VW, optional=True),
 R("audioLoudness", "warning", "Integrated loudness -16 LUFS (±1)", params={"min": -17, "max": -15, "unit": "LUFS", "check": "integrated"}, scope=dict(VW, part="audio"), ext="bitrate", note="Should"),
 R("metadata", "warning", "Chapter markers every 30 s", scope=VW, optional=True, note="Could: not checked at PRC (info equally acceptable)"),
 R("dimensions", "critical", "A5 (148 x 210 mm)", params={"allowed": ["148x210"], "unit": "mm", "check": "trimSize"}, scope=PR, ext="dimensions"),
 R("dimensions", "critical", "3 mm bleed", params={"min": 3, "unit": "mm", "check": "bleed"}, scope=PR, ext="dimensions"),
 R("format", "critical", "PDF/X-4", params={"allowed": ["PDF/X-4"]}, scope=PR),
 R("dimensions", "critical", "images 300 dpi minimum", alt=["images 300"], params={"min": 300, "unit": "dpi", "check": "imageResolution"}, scope=PR, ext="dimensions"),
 R("typography", "critical", "Body text 12 pt or larger", params={"min": 12, "unit": "pt"}, scope=PR),
 R("typography", "critical", "the ISI section must be at least 10 pt", params={"min": 10, "unit": "pt"}, scope=PR, note="in the footnote"),
 R("brandGuidelines", "warning", "Uncoated FSC-certified paper", scope=PR, optional=True, note="Could"),
 R("naming", "critical", "TAV_[REQ ID]_[Size or Length]_[YYYYMMDD]", alt=["TAV_REQ-014_300x250_20270115.zip"], params={"pattern": "^TAV_REQ-\\d{3}_([0-9.]+x[0-9.]+|\\d+s)_\\d{8}\\.[a-z0-9]+$"}),
]
A = [
 {"file": "TAV_REQ-014_300x600_20270115.zip", "kind": "html5", "channel": "Display", "width": 300, "height": 600, "format": "HTML5", "initialLoadKB": 242, "subloadKB": 575, "sizeKB": 575, "durationS": 15, "loops": 3, "note": "242 / 575 KB: the 300x600 row allows 250 / 600, the other rows 200 / 500"},
 {"file": "TAV_REQ-014_300x600_20270115.jpg", "kind": "static", "part": "backup", "channel": "Display", "width": 300, "height": 600, "format": "JPG", "sizeKB": 76},
 {"file": "TAV_REQ-014_728x90_20270115.zip", "kind": "html5", "channel": "Display", "width": 728, "height": 90, "format": "HTML5", "initialLoadKB": 188, "subloadKB": 470, "sizeKB": 470, "durationS": 15, "loops": 2, "note": "188 KB initial: allowed since CR-3.1 (the old 150 KB would fail it)"},
 {"file": "TAV_REQ-010_600x2400_20270110.html", "kind": "email", "channel": "Email", "width": 600, "height": 2400, "format": "HTML", "sizeKB": 86, "text": {"subjectLine": "Tavomira: a new option for hATTR polyneuropathy", "preheader": "See efficacy and safety data, and how to start patients on Tavomira.", "customText": "Dr. Patel, following our conversation, here is the dosing summary you asked for."}},
 {"file": "TAV_REQ-020_105s_20270201.mp4", "kind": "video", "channel": "Web", "width": 1920, "height": 1080, "format": "MP4", "codec": "h264", "fps": 24, "durationS": 105, "hasAudio": True, "audioCodec": "aac", "loudnessLUFS": -16.3, "captions": True},
 {"file": "TAV_REQ-030_148x210_20270201.pdf", "kind": "document", "channel": "Print", "format": "PDF/X-4", "trimMM": "148x210", "bleedMM": 3, "minImageDPI": 300, "colorSpace": "CMYK"},
]
write(N, STYLE, NOTREQ, rules, A)
