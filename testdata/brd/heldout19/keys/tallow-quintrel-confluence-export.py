from keylib import R, write
N = "tallow-quintrel-confluence-export"
CLM = {"channel": "CLM", "platform": "Veeva"}
WEB = {"channel": "Web"}
WV = {"kinds": ["video"], "channel": "Webinar"}
DH = {"kinds": ["html5"], "channel": "Display"}
rules = [
 R("safetyInfo", "critical", "Every asset must include the Important Safety Information, including the boxed warning"),
 R("safetyInfo", "critical", "Every asset must link to the full Prescribing Information, including the Boxed Warning.", note="disclaimers equally defensible"),
 R("fairBalance", "critical", "Efficacy claims must be accompanied by the major bleeding data from the same trial, with equal", note="In review = to be built (legend)"),
 R("customerType", "critical", "Audience statement “For US healthcare professionals only” on every asset.", params={"allowed": ["HCP"]}),
 R("fdaFilingNumber", "critical", "in the format US-QTR-NNNNN-MMYY", alt=["US-QTR-NNNNN-MMYY, e.g. US-QTR-00412-0127"], params={"pattern": "^US-QTR-\\d{5}-\\d{4}$"}),
 R("contrast", "critical", "text at least 4.5:1", params={"min": 4.5, "unit": "ratio"}),
 R("contrast", "critical", "large text at least 3:1", params={"min": 3, "unit": "ratio", "check": "largeText"}, note="large text only; must not lower the 4.5:1 for body text"),
 R("brandGuidelines", "critical", "The 2026 congress key visual (G7) must not be used", note="warning panel: a required absence; G7 itself is Deprecated"),
 R("dimensions", "critical", "2048 x 1536 px (landscape only)", alt=["Slide size | 2048 x 1536 px (landscape only)"], params={"allowed": ["2048x1536"]}, scope=dict(CLM, kinds=["html5"]), note="C2's 1024 x 768 is Deprecated and struck: must not be allowed"),
 R("fileSize", "critical", "One ZIP per key message, 50 MB max", params={"max": 51200, "unit": "KB"}, scope=dict(CLM, kinds=["html5"])),
 R("dimensions", "critical", "200 x 150 px JPG in each ZIP", alt=["Thumbnail | 200 x 150 px JPG in each ZIP"], params={"allowed": ["200x150"]}, scope=dict(CLM, part="thumbnail")),
 R("format", "critical", "200 x 150 px JPG in each ZIP", alt=["Thumbnail | 200 x 150 px JPG in each ZIP"], params={"allowed": ["JPG"]}, scope=dict(CLM, part="thumbnail")),
 R("metadata", "critical", "No external links; PI and ISI open as in-app pop-ups", scope=CLM),
 R("format", "critical", "MP4 (H.264), 1280 x 720, 60 s max", alt=["Video on slides | MP4 (H.264), 1280 x 720, 60 s max"], params={"allowed": ["MP4"]}, scope=dict(CLM, kinds=["video"])),
 R("codec", "critical", "MP4 (H.264), 1280 x 720, 60 s max", params={"allowed": ["h264"], "check": "videoCodec"}, scope=dict(CLM, kinds=["video"])),
 R("dimensions", "critical", "MP4 (H.264), 1280 x 720, 60 s max", params={"allowed": ["1280x720"]}, scope=dict(CLM, kinds=["video"])),
 R("duration", "critical", "MP4 (H.264), 1280 x 720, 60 s max", params={"max": 60, "unit": "s"}, scope=dict(CLM, kinds=["video"]), note="CLM video only; the webinars run 45 minutes"),
 R("fileSize", "warning", "try to keep every slide under 2 MB", params={"max": 2048, "unit": "KB", "exclusive": True}, scope=dict(CLM, part="slide"), optional=True, note="tip panel; advice; each slide, not the key-message ZIP"),
 R("accessibility", "critical", "Pages must meet WCAG 2.1 AA.", scope=WEB),
 R("customerType", "critical", "An HCP confirmation interstitial", alt=["must appear before any product page"], params={"allowed": ["HCP"]}, scope=WEB, note="an HCP gate on the portal; customerType or disclaimers"),
 R("fileSize", "critical", "Page weight must stay under 1.5 MB on first load.", params={"max": 1536, "unit": "KB", "exclusive": True, "check": "initialLoad"}, scope=WEB),
 R("format", "warning", "Hero images should be delivered in WebP.", params={"allowed": ["WEBP"]}, scope={"channel": "Web", "part": "hero"}),
 R("dimensions", "critical", "Resolution", alt=["Resolution | 1920 x 1080 (1280 x 720 accepted for speaker webcams)"], params={"allowed": ["1920x1080", "1280x720"]}, scope=WV, note="720p accepted for webcam recordings"),
 R("codec", "critical", "Codec / container", alt=["Codec / container | H.264 in MP4"], params={"allowed": ["h264"], "check": "videoCodec"}, scope=WV),
 R("format", "critical", "Codec / container", alt=["Codec / container | H.264 in MP4"], params={"allowed": ["MP4"]}, scope=WV),
 R("audioLoudness", "critical", "-16 LUFS integrated (±1 LU)", params={"min": -17, "max": -15, "unit": "LUFS", "check": "integrated"}, scope=dict(WV, part="audio"), extended=True, legacy="bitrate"),
 R("audioTruePeak", "critical", "true peak -1 dBTP max", params={"max": -1, "unit": "dBTP", "check": "truePeak"}, scope=dict(WV, part="audio"), extended=True, legacy="bitrate"),
 R("duration", "critical", "45 minutes max per recording", params={"max": 2700, "unit": "s"}, scope=WV, note="60 minutes is Deprecated"),
 R("accessibility", "critical", "Closed captions (SRT) required", scope=WV),
 R("safetyInfo", "critical", "The full ISI slide must be shown for at least 20 seconds at the end of every recording.", params={"min": 20, "unit": "s", "check": "endCardDuration"}, scope=WV, extended=True, legacy="safetyInfo"),
 R("dimensions", "critical", "Sizes 300x250 and 728x90 only.", params={"allowed": ["300x250", "728x90"]}, scope={"kinds": ["html5", "static"], "channel": "Display"}),
 R("fileSize", "critical", "HTML5 with 100 KB max initial load", params={"max": 100, "unit": "KB", "check": "initialLoad"}, scope=DH),
 R("format", "critical", "HTML5 with 100 KB max initial load", params={"allowed": ["HTML5"]}, scope=DH, optional=True),
 R("format", "critical", "static GIF/JPG backup of 40 KB max", params={"allowed": ["GIF", "JPG"]}, scope={"kinds": ["static"], "channel": "Display", "part": "backup"}),
 R("fileSize", "critical", "static GIF/JPG backup of 40 KB max", params={"max": 40, "unit": "KB"}, scope={"kinds": ["static"], "channel": "Display", "part": "backup"}),
 R("duration", "critical", "Animation: 15 seconds, then stop on the end frame.", params={"max": 15, "unit": "s", "check": "animationLength"}, scope=DH),
 R("safetyInfo", "critical", "ISI in a scrolling panel; PI link always visible.", scope=DH),
]
nr = [
 "G7 'Use the 2026 congress key visual on all assets' (Deprecated; the warning panel forbids it)",
 "C2 Slide size 1024 x 768 px (Deprecated, struck)",
 "Length 60 minutes max (Deprecated, struck)",
 "C7 Slide count per presentation: TBC",
 "Background: 1,900 reps, 58,000 HCPs, 71%, 4 min 12 s, 25%, US$2.4M (programme figures)",
 "Jira issues: 50 MB, -21 LUFS measured, 2.3 MB on first load (work items and observed values)",
 "Reps like a home button in the top-left corner (tip, no value)",
 "Page status / legend lozenges (Approved, In review, Deprecated, TBC)",
]
A = [
 {"file": "QTR_CLM_KM03_Bleeding.zip", "kind": "html5", "channel": "CLM", "platform": "Veeva", "width": 2048, "height": 1536, "format": "ZIP", "sizeKB": 38900},
 {"file": "QTR_CLM_KM03_thumb.jpg", "kind": "static", "channel": "CLM", "platform": "Veeva", "part": "thumbnail", "width": 200, "height": 150, "format": "JPG", "sizeKB": 14, "namingExempt": True},
 {"file": "QTR_CLM_KM05_MOA_video.mp4", "kind": "video", "channel": "CLM", "platform": "Veeva", "width": 1280, "height": 720, "format": "MP4", "codec": "h264", "durationS": 52, "hasAudio": True},
 {"file": "QTR_WEB_Webinar02_Dr-Lowe.mp4", "kind": "video", "channel": "Webinar", "width": 1280, "height": 720, "format": "MP4", "codec": "h264", "durationS": 2580, "hasAudio": True, "loudnessLUFS": -16.4, "truePeakDBTP": -1.6, "captions": True, "endCardS": 25, "note": "43-minute webcam recording at 720p: an unscoped 60 s CLM video limit or a 1920x1080-only rule fails it"},
 {"file": "QTR_DSP_300x250_v3.zip", "kind": "html5", "channel": "Display", "width": 300, "height": 250, "format": "HTML5", "initialLoadKB": 92, "sizeKB": 92, "durationS": 15},
 {"file": "QTR_DSP_728x90_v3_backup.gif", "kind": "static", "channel": "Display", "part": "backup", "width": 728, "height": 90, "format": "GIF", "sizeKB": 33},
]
write(N, "Confluence page exported to PDF (agency wiki, British spelling, US units): breadcrumbs, page-properties table, an info panel that is the legend of STATUS MACROS (Approved / In review = build; Deprecated = history only; TBC = waiting), requirement tables with a status lozenge per row, expand sections printed open, Deprecated rows with struck values (1024 x 768, 60 minutes), a warning panel that reverses a deprecated row, a tip panel, a Jira issues macro with observed values", rules, nr, A)
