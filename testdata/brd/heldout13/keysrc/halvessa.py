import sys; sys.path.insert(0, 'keysrc')
from k import *
STD = {"kinds": ["html5"], "channel": "Display", "placement": "Standard"}
RM = {"kinds": ["html5"], "channel": "Display", "placement": "Rich media"}
DH5 = {"kinds": ["html5"], "channel": "Display"}
BK = {"kinds": ["static"], "channel": "Display", "part": "backup"}
CTV = {"kinds": ["video"], "channel": "Video", "platform": "CTV"}
VID = {"kinds": ["video"], "channel": "Video"}
OLV = {"kinds": ["video"], "channel": "Video", "placement": "Online video"}
AUD = {"kinds": ["audio"], "channel": "Audio"}
CMP = {"kinds": ["static"], "channel": "Audio", "part": "companionBanner"}
c = lambda ref, text, cls: [f"{ref} | {text} | {cls}"]
R = [
 E("fdaFilingNumber", "critical", "in the form HAL-US-NNNN-YY", {"pattern": "^HAL-US-\\d{4}-\\d{2}$"}, None, note="accepts HAL-US-0418-27; Conformance"),
 E("naming", "critical", "File names shall follow the pattern Brand_DeliverableType_SizeOrLength_Version",
   {"pattern": "^[A-Z]+_[A-Z0-9]+_(\\d+x\\d+|\\d+s)_V\\d{2}\\.[a-z0-9]+$"}, None, note="accepts TRELVANA_HTML5_300x250_V03.zip and OSTIRA_CTV_30s_V01.mov"),
 E("safetyInfo", "critical", "Every consumer-facing Deliverable that names a product shall present the Important Safety Information", None, {"customerTypes": ["DTC"]},
   alt=["Every consumer-facing Deliverable that names a product shall present the | Important Safety Information"],
   note="consumer-facing (DTC) and product-naming; display units under 300 px high may link to the ISI instead (condition)"),
 E("contrast", "warning", "Text shall achieve a contrast ratio of at least 4.5:1 against its background", {"min": 4.5, "unit": "ratio"}, None, note="Class Target: not a Defect (C.1.1, 4.3)"),
 # C.3
 E("dimensions", "critical", "in the sizes 300x250, 728x90, 160x600, 300x600 and 320x50", {"allowed": ["300x250", "728x90", "160x600", "300x600", "320x50"]}, STD,
   alt=["Standard display units shall be built in HTML5 in the sizes 300x250, 728x90, | 160x600, 300x600 and 320x50"],
   note="standard units only: applied to the 970x250 rich media unit it would fail an allowed asset"),
 E("format", "critical", "Standard display units shall be built in HTML5", {"allowed": ["HTML5"]}, STD),
 E("fileSize", "critical", "The initial load of a standard display unit shall not exceed 150 KB", {"max": 150, "unit": "KB", "check": "initialLoad"}, STD,
   note="standard units only (the rich media unit has 200 KB)"),
 E("fileSize", "critical", "additional polite load shall not exceed 350 KB", {"max": 350, "unit": "KB", "check": "subload"}, STD,
   alt=["additional polite | load shall not exceed 350 KB"]),
 E("duration", "critical", "Animation shall end within 15 seconds", {"max": 15, "unit": "s", "check": "animationLength"}, DH5),
 E("duration", "critical", "with no more than three loops", {"max": 3, "unit": "loops", "check": "loopCount"}, DH5),
 E("dimensions", "critical", "970x250 collapsed", {"allowed": ["970x250"]}, RM),
 E("dimensions", "critical", "970x500 expanded", {"allowed": ["970x500"]}, {"kinds": ["html5"], "channel": "Display", "placement": "Rich media", "part": "expanded"},
   alt=["970x500 | expanded"], note="the expanded panel (part); as a limit on the unit's own size it would fail the 970x250 unit"),
 E("fileSize", "critical", "The rich media unit’s initial load shall not exceed 200 KB", {"max": 200, "unit": "KB", "check": "initialLoad"}, RM),
 E("fileSize", "critical", "content loaded after a user interaction shall not exceed 2.2 MB", {"max": 2252.8, "unit": "KB", "check": "userInitiatedLoad"}, RM,
   alt=["user interaction shall not exceed 2.2 MB"]),
 E("format", "critical", "a static backup image in JPG or PNG", {"allowed": ["JPG", "PNG"]}, BK),
 E("fileSize", "critical", "Each unit shall include a static backup image in JPG or PNG of no more than 40", {"max": 40, "unit": "KB"}, BK,
   alt=["Each unit shall include a static backup image in JPG or PNG of no more than 40 | KB"]),
 E("fileSize", "warning", "Initial load should be 100 KB or less", {"max": 100, "unit": "KB", "check": "initialLoad"}, DH5, note="Class Target"),
 # C.4
 E("format", "critical", "CTV spots shall be delivered as QuickTime MOV files", {"allowed": ["MOV"]}, CTV),
 E("codec", "critical", "encoded in Apple ProRes 422 HQ", {"allowed": ["prores"], "check": "videoCodec"}, CTV,
   alt=["encoded in Apple ProRes | 422 HQ"]),
 E("dimensions", "critical", "Resolution 1920x1080, progressive, at 29.97 fps", {"allowed": ["1920x1080"]}, VID, note="C.4 covers CTV spots and their online video versions"),
 E("codec", "critical", "Resolution 1920x1080, progressive, at 29.97 fps", {"allowed": ["progressive"], "check": "scanType"}, VID),
 E("frameRate", "critical", "Resolution 1920x1080, progressive, at 29.97 fps", {"allowed": ["29.97"], "min": 29.97, "max": 29.97, "unit": "fps"}, VID),
 E("duration", "critical", "Spot length exactly 15 or 30 seconds", {"allowed": ["15", "30"], "min": 15, "max": 30, "unit": "s"}, VID),
 E("audioChannels", "critical", "Audio: stereo, 48 kHz", {"allowed": ["stereo"], "min": 2, "max": 2}, VID, extended=True, legacy="codec",
   alt=["Audio: stereo, 48 kHz, integrated loudness -24 LKFS ±2 dB, true peak not above -2"]),
 E("sampleRate", "critical", "Audio: stereo, 48 kHz", {"allowed": ["48000"], "unit": "Hz"}, VID, extended=True, legacy="codec"),
 E("audioLoudness", "critical", "integrated loudness -24 LKFS ±2 dB", {"min": -26, "max": -22, "unit": "LUFS", "check": "integrated"}, VID, extended=True, legacy="codec"),
 E("audioTruePeak", "critical", "true peak not above -2", {"max": -2, "unit": "dBTP", "check": "truePeak"}, VID, extended=True, legacy="codec",
   alt=["true peak not above -2 | dBTP"]),
 E("format", "critical", "Online video versions shall be MP4 files with H.264 video", {"allowed": ["MP4"]}, OLV),
 E("codec", "critical", "Online video versions shall be MP4 files with H.264 video", {"allowed": ["h264"], "check": "videoCodec"}, OLV),
 E("bitrate", "critical", "at no more than 15", {"max": 15000, "unit": "kbps", "check": "videoBitrate"}, OLV,
   alt=["Online video versions shall be MP4 files with H.264 video at no more than 15 | Mbps"], note="15 Mbps; the cell wraps before 'Mbps'"),
 E("fileSize", "warning", "Online video versions should not exceed 100 MB", {"max": 102400, "unit": "KB"}, OLV, note="Class Target"),
 # C.5
 E("duration", "critical", "Audio spots shall be 30 seconds long", {"allowed": ["30"], "min": 30, "max": 30, "unit": "s"}, AUD),
 E("format", "critical", "delivered as WAV, 44.1 kHz, 16-bit, stereo", {"allowed": ["WAV"]}, AUD),
 E("sampleRate", "critical", "delivered as WAV, 44.1 kHz, 16-bit, stereo", {"allowed": ["44100"], "unit": "Hz"}, AUD, extended=True, legacy="codec",
   note="44.1 kHz for audio spots; the CTV 48 kHz must not apply to them"),
 E("audioChannels", "critical", "delivered as WAV, 44.1 kHz, 16-bit, stereo", {"allowed": ["stereo"], "min": 2, "max": 2}, AUD, extended=True, legacy="codec"),
 E("codec", "critical", "16-bit", {"allowed": ["pcm"], "check": "audioCodec", "bitDepth": 16}, AUD, optional=True, note="bit depth of the WAV: no checker measure; optional"),
 E("audioLoudness", "critical", "Integrated loudness -16 LUFS ±1 LU", {"min": -17, "max": -15, "unit": "LUFS", "check": "integrated"}, AUD, extended=True, legacy="codec"),
 E("audioTruePeak", "critical", "true peak no higher than -1 dBTP", {"max": -1, "unit": "dBTP", "check": "truePeak"}, AUD, extended=True, legacy="codec"),
 E("dimensions", "critical", "a 640x640 companion banner", {"allowed": ["640x640"]}, CMP),
 E("format", "critical", "a 640x640 companion banner, JPG", {"allowed": ["JPG"]}, CMP),
 E("fileSize", "critical", "larger than 200 KB", {"max": 200, "unit": "KB"}, CMP,
   alt=["Each audio spot shall be accompanied by a 640x640 companion banner, JPG, no | larger than 200 KB"]),
 E("fairBalance", "warning", "should not exceed 190 words per minute", {"max": 190, "unit": "words/min"}, AUD, note="Class Target; the 'shall … understood' half has no value"),
]
NR = [
 "Cover page, table of contents, recitals, parties and addresses",
 "Article 1 definitions (Acceptance, Defect, Conformance/Target Specification …): legend-like, no values",
 "2.1 order of precedence and 'a SOW may set a stricter Technical Specification for a named Deliverable' (no values); C.1.2 'Where a Platform Partner's published specification … is stricter …' (no values)",
 "2.2 estimated annual value $4,200,000; 3.2 twelve months, thirty days; 3.4 five Business Days; 4.1 ten Business Days review period; 4.2 three failures; 5.2 sixty days; 5.3 $2,500",
 "Articles 6–14: IP, confidentiality (five years, 24 hours), regulatory (one Business Day, thirty days), warranties (ninety days), liability cap $2,000,000, insurance $2,000,000/$4,000,000/$5,000,000, term three years, notice ninety/thirty days, retention seven years, twenty Business Days",
 "C.2.3's 'for display units under 300 pixels in height a link to it' is a condition of the ISI rule, not a height limit",
 "C.2.5 'Supplier shall deliver layered source files with every final Deliverable' (a delivery obligation; no field measures it)",
 "C.1.3 updates apply after ten Business Days (process)",
 "Exhibit A SOW template, Exhibit B personnel allocations (80%, 40% …) and partners, Exhibit F security terms (one Business Day, ten minutes screen lock, 24 hours, thirty days), Exhibit G change-order form",
 "Exhibit D service levels and credits (5 and 12 Business Days, 2 Business Days, 95%, 24/48 hours, 2 per month, 4 hours, 2%–5%, cap 15%, three months): supplier performance, not asset limits",
 "Exhibit E fees ($48,500 retainer, 260 hours, hourly rates $120–$295, 3% increase, $3,500,000 rebate threshold, 2%)",
]
A = [
 {"file": "TRELVANA_HTML5_300x250_V03.zip", "kind": "html5", "channel": "Display", "placement": "Standard", "width": 300, "height": 250, "format": "HTML5",
  "sizeKB": 452, "initialLoadKB": 142, "subloadKB": 310, "durationS": 15, "loops": 3,
  "expectWarnings": ["Initial load should be 100 KB or less"], "note": "document's own example name; 142 KB initial: above the 100 KB Target only"},
 {"file": "TRELVANA_BACKUP_300x250_V03.jpg", "kind": "static", "channel": "Display", "part": "backup", "width": 300, "height": 250, "format": "JPG", "sizeKB": 38},
 {"file": "TRELVANA_RICHMEDIA_970x250_V01.zip", "kind": "html5", "channel": "Display", "placement": "Rich media", "width": 970, "height": 250, "format": "HTML5",
  "sizeKB": 2236, "initialLoadKB": 188, "userInitiatedLoadKB": 2048, "durationS": 14, "loops": 1,
  "expectWarnings": ["Initial load should be 100 KB or less"],
  "note": "970x250 and 188 KB initial: outside the standard units' sizes and 150 KB, inside the rich media unit's 200 KB; 2 MB after interaction"},
 {"file": "OSTIRA_CTV_30s_V01.mov", "kind": "video", "channel": "Video", "platform": "CTV", "placement": "CTV", "width": 1920, "height": 1080, "format": "MOV",
  "codec": "prores", "scan": "progressive", "fps": 29.97, "durationS": 30, "sizeKB": 1992294, "videoBitrateKbps": 220000, "hasAudio": True, "audioCodec": "pcm",
  "audioChannels": 2, "sampleRateHz": 48000, "loudnessLUFS": -23.8, "truePeakDBTP": -2.6,
  "note": "document's own example name; 1.9 GB ProRes at 220 Mbps: the online versions' MP4, 15 Mbps and 100 MB must not apply to it"},
 {"file": "OSTIRA_OLV_15s_V02.mp4", "kind": "video", "channel": "Video", "platform": "web", "placement": "Online video", "width": 1920, "height": 1080, "format": "MP4",
  "codec": "h264", "scan": "progressive", "fps": 29.97, "durationS": 15, "sizeKB": 23552, "videoBitrateKbps": 12000, "hasAudio": True, "audioCodec": "aac",
  "audioChannels": 2, "sampleRateHz": 48000, "loudnessLUFS": -24.1, "truePeakDBTP": -3.0,
  "note": "platform 'web' is an asset tag only (so the CTV-only MOV/ProRes rules do not apply in check_allowed)"},
 {"file": "OSTIRA_AUDIO_30s_V01.wav", "kind": "audio", "channel": "Audio", "format": "WAV", "codec": "pcm", "audioCodec": "pcm", "durationS": 30, "hasAudio": True,
  "audioChannels": 2, "sampleRateHz": 44100, "loudnessLUFS": -16.3, "truePeakDBTP": -1.4,
  "note": "44.1 kHz and -16.3 LUFS: the CTV 48 kHz and -24 LKFS ±2 would both fail it"},
 {"file": "OSTIRA_COMPANION_640x640_V01.jpg", "kind": "static", "channel": "Audio", "part": "companionBanner", "width": 640, "height": 640, "format": "JPG", "sizeKB": 186,
  "note": "186 KB: inside the companion's 200 KB, far above the display backup's 40 KB"},
]
write("halvessa-msa-exhibits",
 "Word-native MASTER SERVICES AGREEMENT (hand-written OOXML, US Letter, serif, header/footer with contract number and page X of Y; American legal): cover, table of contents, recitals, 19 defined terms, 14 articles of legal prose full of numbers that are not asset rules (notice periods, liability cap, insurance amounts, retention), exhibits for SOW form, key personnel, Exhibit C Technical Specifications in Ref. | Specification | Class tables where 'Conformance' = Acceptance Criterion and 'Target' = goal that is not a Defect (standard vs rich media display, CTV vs online video versions, streaming audio with companion), Exhibit D service levels with service credits, fees rate card, data-processing terms, change-order form",
 NR, R, A)
