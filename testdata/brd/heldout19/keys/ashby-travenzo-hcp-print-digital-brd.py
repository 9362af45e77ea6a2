from keylib import R, write
N = "ashby-travenzo-hcp-print-digital-brd"
P = {"kinds": ["document"], "channel": "Print"}
LB = {"channel": "Email", "placement": "Leaderboard"}
NV = {"channel": "Native"}
DE = {"kinds": ["video"], "channel": "Digital edition"}
rules = [
 R("safetyInfo", "critical", "Every ad MUST carry the full indication and Important Safety Information", note="indication equally defensible"),
 R("disclaimers", "critical", "the full Prescribing Information (brief summary) MUST run as the adjacent page in print", scope={"channel": "Print"}),
 R("customerType", "critical", "Every ad MUST state “For US healthcare professionals only.”", params={"allowed": ["HCP"]}),
 R("typography", "critical", "no less than 8 pt in print", params={"min": 8, "unit": "pt"}, scope={"channel": "Print"}, note="safety information in print"),
 R("typography", "critical", "in digital, no less than 10 px", params={"min": 10, "unit": "px"}, note="digital safety information; never print"),
 R("fairBalance", "critical", "safety information MUST appear in the same font family", optional=True, note="the typographic halves are keyed separately"),
 R("fdaFilingNumber", "critical", "in the format ALP-TRV-YYYY-NNN", alt=["ALP-TRV-YYYY-NNN (e.g. ALP-TRV-2027-014)"], params={"pattern": "^ALP-TRV-\\d{4}-\\d{3}$"}),
 R("contrast", "warning", "SHOULD remain legible in grayscale", scope={"channel": "Print"}, note="no ratio given"),
 R("dimensions", "critical", "Trim size", alt=["Trim size | 8.125 x 10.875 in"], params={"allowed": ["206.4x276.2"], "unit": "mm", "check": "trimSize"}, scope=P, extended=True, legacy="dimensions", note="written in inches (8.125 x 10.875 in); keyed in mm as the convention says"),
 R("dimensions", "critical", "Bleed", alt=["Bleed | 0.125 in on all sides"], params={"min": 3.175, "max": 3.175, "unit": "mm", "check": "bleed"}, scope=P, extended=True, legacy="dimensions", note="0.125 in = 3.175 mm"),
 R("brandGuidelines", "critical", "Live area", alt=["Live area | Keep text 0.375 in inside trim"], params={"min": 9.525, "unit": "mm", "check": "safeArea"}, scope=P, extended=True, legacy="brandGuidelines"),
 R("format", "critical", "File format", alt=["File format | PDF/X-1a:2001"], params={"allowed": ["PDF/X-1A"]}, scope=P),
 R("format", "critical", "Color", alt=["Color | CMYK only; no RGB or spot colors"], params={"allowed": ["CMYK"], "check": "colorSpace"}, scope=P, extended=True, legacy="format"),
 R("dimensions", "critical", "Image resolution", alt=["Image resolution | 300 dpi minimum"], params={"min": 300, "unit": "dpi", "check": "imageResolution"}, scope=P, extended=True, legacy="dimensions"),
 R("format", "critical", "Total ink", alt=["Total ink | 300% maximum"], params={"max": 300, "unit": "%", "check": "totalInk"}, scope=P, extended=True, legacy="format"),
 R("format", "critical", "Spreads MUST be supplied as two single pages with bleed", scope=P),
 R("typography", "critical", "Fonts MUST be embedded; no Type 3 fonts.", scope=P),
 R("metadata", "warning", "A SWOP-certified contract proof SHOULD accompany each first insertion.", scope=P, optional=True, note="a process deliverable rather than a property of the file"),
 R("dimensions", "critical", "Leaderboard: 728 x 90 static JPG or PNG, 40 KB max.", params={"allowed": ["728x90"]}, scope=LB),
 R("format", "critical", "Leaderboard: 728 x 90 static JPG or PNG, 40 KB max.", params={"allowed": ["JPG", "PNG"]}, scope=LB),
 R("fileSize", "critical", "Leaderboard: 728 x 90 static JPG or PNG, 40 KB max.", params={"max": 40, "unit": "KB"}, scope=LB),
 R("duration", "critical", "No animation, no HTML5", params={"max": 0, "unit": "s", "check": "animationLength"}, scope=LB, note="static only; format rule excludes HTML5"),
 R("metadata", "critical", "Leaderboard image MUST be a single image linked to one landing URL", scope=LB),
 R("safetyInfo", "critical", "ISI is provided on the landing page and as the text line below the image", scope=LB, optional=True),
 R("characterCount", "critical", "headline up to 60 characters", params={"max": 60, "unit": "chars", "check": "headline"}, scope=NV, extended=True, legacy="metadata", note="a spec line without MUST under MUST conventions; critical"),
 R("characterCount", "critical", "body copy up to 200 characters", params={"max": 200, "unit": "chars", "check": "body"}, scope=NV, extended=True, legacy="metadata"),
 R("dimensions", "critical", "thumbnail 180 x 150 px JPG", params={"allowed": ["180x150"]}, scope=dict(NV, part="thumbnail")),
 R("format", "critical", "thumbnail 180 x 150 px JPG", params={"allowed": ["JPG"]}, scope=dict(NV, part="thumbnail")),
 R("disclaimers", "critical", "The native unit MUST be labeled “Sponsored by Ashby Lane Pharmaceuticals”", scope=NV),
 R("format", "critical", "optional video overlay is MP4, H.264, 1280 x 720, 30 seconds max", params={"allowed": ["MP4"]}, scope=DE),
 R("codec", "critical", "optional video overlay is MP4, H.264, 1280 x 720, 30 seconds max", params={"allowed": ["h264"], "check": "videoCodec"}, scope=DE),
 R("dimensions", "critical", "optional video overlay is MP4, H.264, 1280 x 720, 30 seconds max", params={"allowed": ["1280x720"]}, scope=DE),
 R("duration", "critical", "optional video overlay is MP4, H.264, 1280 x 720, 30 seconds max", params={"max": 30, "unit": "s"}, scope=DE),
 R("metadata", "critical", "muted by default", scope=DE, optional=True),
 R("accessibility", "critical", "Any video overlay MUST carry open captions.", scope=DE),
 R("naming", "critical", "TRV_[Journal]_[Format]_[Issue]_V[n]", params={"pattern": "^TRV_[A-Z]+_[A-Z]+_\\d{4}_V\\d+\\.[a-z0-9]+$"}, note="accepts TRV_CHESTJ_FP_0327_V2.pdf and TRV_PULMNEWS_LB_0412_V1.jpg"),
]
nr = [
 "Program at a glance: 4 journals, 22 insertions, 36 drops, 1.9 million impressions, $1.26M, $240K (planning only, the document says)",
 "Print ads in journals with patient readership are not planned (a plan, not a customer-type rule)",
 "Subject lines are written by the publishers … SHOULD NOT mention Travenzo by name (publisher copy outside the asset; borderline)",
 "21 days before the issue date; 7 business days before the drop (delivery process)",
 "Schedule table: issues and material due dates",
 "REQ numbering (REQ-4.1 …) and the conventions paragraph (legend)",
]
A = [
 {"file": "TRV_CHESTJ_FP_0327_V2.pdf", "kind": "document", "channel": "Print", "trimMM": "206.4x276.2", "bleedMM": 3.175, "format": "PDF/X-1A", "colorSpace": "CMYK", "minImageDPI": 300, "totalInkPct": 290},
 {"file": "TRV_PULMNEWS_LB_0412_V1.jpg", "kind": "static", "channel": "Email", "placement": "Leaderboard", "width": 728, "height": 90, "format": "JPG", "sizeKB": 37},
 {"file": "TRV_ACR_NATIVE_0405_V1_thumb.jpg", "kind": "static", "channel": "Native", "part": "thumbnail", "width": 180, "height": 150, "format": "JPG", "sizeKB": 12, "namingExempt": True},
 {"file": "TRV_ACR_NATIVE_0405_V1.txt", "kind": "text", "channel": "Native", "namingExempt": True, "text": {"headline": "Severe eosinophilic asthma: see the exacerbation data", "body": "Learn how Travenzo (sarvolumab) reduced annual exacerbations in patients 12 and older. See Important Safety Information and full Prescribing Information."}},
 {"file": "TRV_RCT_VID_0415_V1.mp4", "kind": "video", "channel": "Digital edition", "width": 1280, "height": 720, "format": "MP4", "codec": "h264", "durationS": 28, "hasAudio": True, "captions": True},
]
write(N, "Brand team's HCP journal print + e-newsletter + digital-edition BRD (.brd.txt): REQ-x.y numbered paragraphs with MUST/SHOULD in capitals and a conventions section defining them, an Item | Requirement print table in inches (trim, bleed, live area, PDF/X-1a, CMYK, dpi, total ink), e-newsletter leaderboard and native unit limits, digital-edition video overlay, naming, planning figures, schedule and sign-off", rules, nr, A)
