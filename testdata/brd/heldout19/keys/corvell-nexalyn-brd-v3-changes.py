from keylib import R, write
N = "corvell-nexalyn-brd-v3-changes"
V = {"kinds": ["video"]}
AU = {"kinds": ["audio"]}
CMP = {"part": "companionBanner"}
rules = [
 R("safetyInfo", "critical", "Every spot must contain a major statement of the most important risks in audio", note="video also as a super"),
 R("disclaimers", "critical", "Every spot must make adequate provision", alt=["toll-free number, website, “ask your doctor” and the print ad reference"]),
 R("fairBalance", "critical", "Benefit and risk information must be presented with comparable prominence"),
 R("fdaFilingNumber", "critical", "in the format NXL-US-NNNNN", alt=["NXL-US-NNNNN (e.g. NXL-US-31877)"], params={"pattern": "^NXL-US-\\d{5}$"}),
 R("dimensions", "critical", "Resolution", alt=["Resolution | 1920 x 1080, progressive"], params={"allowed": ["1920x1080"]}, scope=V, note="also the struck bumper's size; the bumper section is removed"),
 R("codec", "critical", "Resolution", alt=["Resolution | 1920 x 1080, progressive"], params={"allowed": ["progressive"], "check": "scanType"}, scope=V),
 R("codec", "critical", "ProRes 422 HQ mezzanine for CTV", alt=["Codec | ProRes 422 HQ mezzanine for CTV"], params={"allowed": ["prores"], "check": "videoCodec"}, scope={"kinds": ["video"], "platform": "CTV"}),
 R("codec", "critical", "H.264 MP4 for YouTube", alt=["Codec | H.264 MP4 for YouTube"], params={"allowed": ["h264"], "check": "videoCodec"}, scope={"kinds": ["video"], "platform": "YouTube"}),
 R("format", "critical", "H.264 MP4 for YouTube", params={"allowed": ["MP4"]}, scope={"kinds": ["video"], "platform": "YouTube"}),
 R("frameRate", "critical", "Frame rate", alt=["Frame rate | 29.97 fps constant"], params={"allowed": ["29.97"], "unit": "fps"}, scope=V),
 R("frameRate", "critical", "29.97 fps constant", params={"check": "constantFrameRate"}, scope=V, optional=True),
 R("bitrate", "critical", "Video bitrate (H.264)", alt=["Video bitrate (H.264) | at least 20 Mbps"], params={"min": 20000, "unit": "kbps", "check": "videoBitrate"}, scope={"kinds": ["video"], "condition": "codec h264"}, note="H.264 files only"),
 R("codec", "critical", "PCM 48 kHz 24-bit in the mezzanine", params={"allowed": ["pcm"], "check": "audioCodec"}, scope={"kinds": ["video"], "platform": "CTV", "part": "audio"}),
 R("sampleRate", "critical", "PCM 48 kHz 24-bit in the mezzanine", params={"allowed": ["48000"], "unit": "Hz"}, scope={"kinds": ["video"], "platform": "CTV", "part": "audio"}, extended=True, legacy="codec"),
 R("codec", "critical", "AAC 320 kbps in MP4", params={"allowed": ["aac"], "check": "audioCodec"}, scope={"kinds": ["video"], "platform": "YouTube", "part": "audio"}),
 R("bitrate", "critical", "AAC 320 kbps in MP4", params={"min": 320, "unit": "kbps", "check": "audioBitrate"}, scope={"kinds": ["video"], "platform": "YouTube", "part": "audio"}),
 R("duration", "critical", "Spot lengths: :30 and", alt=[":15 only"], params={"allowed": ["30", "15"], "min": 15, "max": 30, "unit": "s"}, scope=V, note=":60 is struck (v2.1): must not be allowed; the v3 value :15 is the new run after the struck one"),
 R("duration", "critical", "Every spot must be exactly its nominal length.", scope=V, optional=True, note="restates exact lengths"),
 R("audioLoudness", "critical", "-24 LKFS ±2", alt=["Integrated loudness: -23 LUFS ±1 -24 LKFS ±2"], params={"min": -26, "max": -22, "unit": "LUFS", "check": "integrated"}, scope=dict(V, part="audio"), extended=True, legacy="bitrate", note="-23 LUFS ±1 is struck; a rule with -24..-22 would fail a -25 mix"),
 R("audioTruePeak", "critical", "true peak must not exceed -2 dBTP", params={"max": -2, "unit": "dBTP", "check": "truePeak"}, scope=dict(V, part="audio"), extended=True, legacy="bitrate"),
 R("brandGuidelines", "critical", "Supers must stay inside the 90% title-safe area.", params={"max": 90, "unit": "%", "check": "safeArea"}, scope=V, extended=True, legacy="brandGuidelines"),
 R("typography", "critical", "Super text must be at least 36 px tall at 1080p.", params={"min": 36, "unit": "px"}, scope=V),
 R("brandGuidelines", "warning", "Hold the end card (brand, website, toll-free number) for at least 4 seconds.", params={"min": 4, "unit": "s", "check": "endCardDuration"}, scope=V, extended=True, legacy="brandGuidelines", note="imperative without must in a must list; warning or critical both defensible", optional=True),
 R("duration", "critical", "30 seconds exactly", alt=["Length | 30 seconds exactly"], params={"allowed": ["30"], "min": 30, "max": 30, "unit": "s"}, scope=AU),
 R("format", "critical", "WAV preferred; MP3 accepted at 320 kbps", params={"allowed": ["WAV", "MP3"]}, scope=AU),
 R("format", "warning", "WAV preferred", params={"allowed": ["WAV"]}, scope=AU),
 R("bitrate", "critical", "MP3 accepted at 320 kbps", params={"min": 320, "unit": "kbps", "check": "audioBitrate"}, scope=dict(AU, condition="format MP3"), note="v2.1's 'MP3 320 kbps only' is history"),
 R("sampleRate", "critical", "44.1 or 48 kHz", alt=["Sample rate | 44.1 or 48 kHz"], params={"allowed": ["44100", "48000"], "unit": "Hz"}, scope=AU, extended=True, legacy="codec"),
 R("audioLoudness", "critical", "-16 LUFS ±1, true peak -1 dBTP", alt=["Loudness | -16 LUFS ±1"], params={"min": -17, "max": -15, "unit": "LUFS", "check": "integrated"}, scope=AU, extended=True, legacy="bitrate", note="audio spots only; the video's -24 LKFS must not reach them"),
 R("audioTruePeak", "critical", "-16 LUFS ±1, true peak -1 dBTP", params={"max": -1, "unit": "dBTP", "check": "truePeak"}, scope=AU, extended=True, legacy="bitrate"),
 R("safetyInfo", "critical", "Must read the full major statement", scope=AU),
 R("metadata", "critical", "no speed-up above 1.1x", scope=AU, optional=True, note="voice-over compression; no field fits well"),
 R("dimensions", "critical", "Companion banner size", alt=["640 x 640 px, JPG or PNG, 200 KB max"], params={"allowed": ["640x640"]}, scope=CMP, note="300 x 250 is struck"),
 R("format", "critical", "640 x 640 px, JPG or PNG, 200 KB max", params={"allowed": ["JPG", "PNG"]}, scope=CMP),
 R("fileSize", "critical", "640 x 640 px, JPG or PNG, 200 KB max", params={"max": 200, "unit": "KB"}, scope=CMP),
 R("safetyInfo", "critical", "It must show the ISI link “See Important Safety Information”.", scope=CMP),
 R("accessibility", "critical", "for every video (SCC for CTV, SRT for YouTube)", alt=["Closed captions are recommended required"], scope=V, note="'recommended' is struck: the rule is critical"),
 R("naming", "critical", "NXL_[Medium]_[Title]_[Length]_v[N]", params={"pattern": "^NXL_[A-Z]+_[A-Za-z]+_\\d+_v\\d+\\.[a-z0-9]+$"}, note="accepts NXL_CTV_BareArms_30_v3.mov and NXL_AUD_PoolDay_30_v1.wav"),
]
nr = [
 "Summary of changes table: the v2.1 column (:30 and :60; -23 LUFS ±1; :06 bumper; MP3 320 kbps only; 300 x 250; Recommended) is history; the v3.0 column restates the body",
 "Struck values in the body: :60, -23 LUFS ±1, 300 x 250, 'recommended'",
 "Section 4.4 YouTube bumper – REMOVED in v3 (struck: ':06 bumper … 1920 x 1080, brand name only')",
 "Background: 410 million impressions, 18% → 37%, $52M, 60% on CTV",
 "Deliverables: two :30 films, two :15 cutdowns, two :30 audio spots, two companion banners (production order)",
 "Schedule and budget: January 12–14, February 1 and 8, March 1 and 15, $3.1M, PO 88310",
 "Δ column values (NEW, CHG, —) and [CHG] markers",
]
A = [
 {"file": "NXL_CTV_BareArms_30_v3.mov", "kind": "video", "platform": "CTV", "width": 1920, "height": 1080, "format": "MOV", "codec": "prores", "scan": "progressive", "fps": 29.97, "constantFrameRate": True, "durationS": 30, "hasAudio": True, "audioCodec": "pcm", "sampleRateHz": 48000, "loudnessLUFS": -25.2, "truePeakDBTP": -3.0, "endCardS": 4, "captions": True, "note": "-25.2 LKFS: inside v3's -24 ±2, outside the struck -23 ±1"},
 {"file": "NXL_YT_PoolDay_15_v3.mp4", "kind": "video", "platform": "YouTube", "part": "cutdown", "width": 1920, "height": 1080, "format": "MP4", "codec": "h264", "scan": "progressive", "fps": 29.97, "constantFrameRate": True, "durationS": 15, "videoBitrateKbps": 24000, "hasAudio": True, "audioCodec": "aac", "audioBitrateKbps": 320, "loudnessLUFS": -23.8, "truePeakDBTP": -2.4, "endCardS": 4, "captions": True},
 {"file": "NXL_AUD_PoolDay_30_v1.wav", "kind": "audio", "format": "WAV", "codec": "pcm", "durationS": 30, "hasAudio": True, "audioCodec": "pcm", "sampleRateHz": 44100, "loudnessLUFS": -16.3, "truePeakDBTP": -1.4, "note": "audio spot: -16 LUFS fails an unscoped -24 LKFS video rule; 44.1 kHz fails the mezzanine's 48 kHz if unscoped"},
 {"file": "NXL_AUD_BareArms_30_v1.mp3", "kind": "audio", "format": "MP3", "codec": "mp3", "durationS": 30, "hasAudio": True, "audioCodec": "mp3", "audioBitrateKbps": 320, "sampleRateHz": 48000, "loudnessLUFS": -15.6, "truePeakDBTP": -1.2, "expectWarnings": ["WAV preferred"]},
 {"file": "NXL_CMP_PoolDay_640_v1.jpg", "kind": "static", "part": "companionBanner", "width": 640, "height": 640, "format": "JPG", "sizeKB": 148, "namingExempt": True},
]
write(N, "Word-native BRD REVISION v3.0 that says what changed from v2.1 (hand-written OOXML, US Letter, header/footer): a change-summary table with 'v2.1 said' / 'v3.0 says' columns, a 'How to read' note (struck = no longer a requirement), superseded values kept STRUCK THROUGH beside the new bold-red ones inside sentences (:60 → :15, -23 LUFS → -24 LKFS, 300 x 250 → 640 x 640, recommended → required), a removed section kept struck, spec tables with a Δ column (CHG / —), video and streaming-audio specs", rules, nr, A)
