from keylib import R, write
N = "velistra-psp-digital-brd"
W = {"channel": "Web"}
S = {"channel": "SMS"}
E = {"kinds": ["email"], "channel": "Email"}
V = {"kinds": ["video"]}
rules = [
 R("accessibility", "critical", "Pages shall meet WCAG 2.1 Level AA.", alt=["EP-01 | Pages shall meet WCAG 2.1 Level AA."], scope=W),
 R("fileSize", "critical", "Total page weight shall not exceed 2 MB on first load.", params={"max": 2048, "unit": "KB", "check": "initialLoad"}, scope=W),
 R("format", "critical", "Images shall be WebP or JPG; PNG only for the logo.", params={"allowed": ["WEBP", "JPG"]}, scope={"channel": "Web", "part": "images"}, note="PNG allowed for the logo part; a rule without the image part fails the logo"),
 R("typography", "critical", "Body text shall be at least 16 px.", params={"min": 16, "unit": "px"}, scope=W),
 R("metadata", "warning", "The page should load in under 3 seconds on a 4G connection.", params={"max": 3, "unit": "s", "exclusive": True, "check": "loadTime"}, scope=W, note="performance advice; never an asset duration"),
 R("safetyInfo", "critical", "A persistent ISI tray shall occupy at least 20% of the viewport height on mobile.", params={"min": 20, "unit": "%", "check": "isiBoxHeight"}, scope={"channel": "Web", "placement": "mobile"}, extended=True, legacy="safetyInfo", note="EP-06 applies below 768 px only"),
 R("characterCount", "critical", "Each message shall be no more than 160 characters", params={"max": 160, "unit": "chars", "check": "body"}, scope=S, extended=True, legacy="metadata"),
 R("brandGuidelines", "critical", "Every message shall begin with “VelistraConnect:”", scope=S),
 R("disclaimers", "critical", "Every message shall end with “Reply STOP to opt out, HELP for help.”", scope=S),
 R("indication", "critical", "SMS shall not name the drug’s indication or make any benefit claim.", scope=S, note="required absence in SMS only"),
 R("disclaimers", "critical", "The first message after opt-in shall state “Msg & data rates may apply.”", scope=S),
 R("dimensions", "critical", "Emails shall not be wider than 640 px.", params={"maxWidth": 640, "unit": "px"}, scope=E),
 R("characterCount", "critical", "Subject lines shall not exceed 45 characters.", params={"max": 45, "unit": "chars", "check": "subjectLine"}, scope=E, extended=True, legacy="metadata"),
 R("characterCount", "warning", "The pre-header should be 85 characters or fewer.", params={"max": 85, "unit": "chars", "check": "preheader"}, scope=E, extended=True, legacy="metadata"),
 R("safetyInfo", "critical", "The full Important Safety Information, including the boxed warning, shall appear in the body of every email", scope=E),
 R("safetyInfo", "critical", "Each email shall link to the Prescribing Information and the Patient Information.", scope=E, note="disclaimers equally defensible"),
 R("fileSize", "warning", "The total email size should stay under 102 KB", params={"max": 102, "unit": "KB", "exclusive": True}, scope=E),
 R("dimensions", "critical", "Resolution", alt=["Resolution | 1920 x 1080"], params={"allowed": ["1920x1080"]}, scope=V),
 R("format", "critical", "Container / codec", alt=["Container / codec | MP4 / H.264"], params={"allowed": ["MP4"]}, scope=V),
 R("codec", "critical", "Container / codec", alt=["Container / codec | MP4 / H.264"], params={"allowed": ["h264"], "check": "videoCodec"}, scope=V),
 R("frameRate", "critical", "Frame rate", alt=["Frame rate | 29.97 fps"], params={"allowed": ["29.97"], "unit": "fps"}, scope=V),
 R("duration", "critical", "Length", alt=["Length | 3 minutes maximum"], params={"max": 180, "unit": "s"}, scope=V),
 R("codec", "critical", "Audio", alt=["Audio | AAC, 48 kHz, stereo"], params={"allowed": ["aac"], "check": "audioCodec"}, scope=dict(V, part="audio")),
 R("sampleRate", "critical", "Audio", alt=["Audio | AAC, 48 kHz, stereo"], params={"allowed": ["48000"], "unit": "Hz"}, scope=dict(V, part="audio"), extended=True, legacy="codec"),
 R("audioChannels", "critical", "Audio", alt=["Audio | AAC, 48 kHz, stereo"], params={"allowed": ["stereo"], "min": 2, "max": 2}, scope=dict(V, part="audio"), extended=True, legacy="codec"),
 R("audioLoudness", "critical", "Loudness", alt=["Loudness | -24 LKFS ±2"], params={"min": -26, "max": -22, "unit": "LUFS", "check": "integrated"}, scope=dict(V, part="audio"), extended=True, legacy="bitrate"),
 R("accessibility", "critical", "Captions", alt=["Captions | Closed captions (.vtt) for every video"], scope=V),
 R("brandGuidelines", "critical", "end card of at least 5 seconds", params={"min": 5, "unit": "s", "check": "endCardDuration"}, scope=V, extended=True, legacy="brandGuidelines", note="the end card, never the video's length"),
 R("safetyInfo", "critical", "Videos shall include a voiced summary of the boxed warning in the first 30 seconds.", scope=V),
 R("safetyInfo", "critical", "The indication and the boxed warning shall appear on every asset except SMS.", note="every channel but SMS; indication equally defensible"),
 R("fairBalance", "critical", "Risk information shall be presented with prominence and readability comparable to the benefit information"),
 R("fairBalance", "critical", "supers carrying risk information shall stay on screen at least as long as the benefit supers", scope=V),
 R("brandGuidelines", "critical", "The established name shall follow the brand name on first mention", alt=["Velistra (orvatinib)"]),
 R("fdaFilingNumber", "critical", "in the format ARD-PS-NNNNN", alt=["ARD-PS-NNNNN (for example ARD-PS-20431)"], params={"pattern": "^ARD-PS-\\d{5}$"}),
 R("brandGuidelines", "critical", "Assets shall not use patient testimonials about efficacy.", optional=True, note="content rule; fairBalance or disclaimers equally defensible"),
]
nr = [
 "Background: 12,400 patients, 71% / 29%, 6.2 days, under 4 days goal, $5 per month, $25,000 (the document says these are not requirements)",
 "BR-01 / BR-02: program and data-collection requirements (system, not creative)",
 "Messages should be sent between 9 a.m. and 8 p.m. (scheduling rule for the SMS vendor)",
 "Priority column High / Medium (planning priority; severity comes from shall / should)",
 "Assumptions: 160-character GSM-7 messages only (vendor capability, restates the SMS limit)",
 "Appendix A asset counts (4 templates, 14 messages, 6 emails, 3 videos)",
 "Section 2 scope: 6 emails, 3 videos",
]
A = [
 {"file": "ARD_PS_Enroll_Mobile_v4.html", "kind": "html", "channel": "Web", "placement": "mobile", "initialLoadKB": 1620, "sizeKB": 1620},
 {"file": "ARD_PS_Logo.png", "kind": "static", "channel": "Web", "part": "logo", "format": "PNG", "width": 360, "height": 120, "sizeKB": 14, "note": "PNG is allowed for the logo; an image-format rule without the part fails it"},
 {"file": "ARD_PS_SMS_Refill_03.txt", "kind": "text", "channel": "SMS", "text": {"body": "VelistraConnect: Your refill is ready to ship. Call 1-800-555-0142 to confirm. Reply STOP to opt out, HELP for help."}},
 {"file": "ARD_PS_EML_Welcome_01.html", "kind": "email", "channel": "Email", "width": 640, "height": 3200, "format": "HTML", "sizeKB": 88, "text": {"subjectLine": "Welcome to VelistraConnect", "preheader": "Your nurse, your refills and your copay support in one place."}},
 {"file": "ARD_PS_VID_FirstWeek_1920x1080.mp4", "kind": "video", "width": 1920, "height": 1080, "format": "MP4", "codec": "h264", "fps": 29.97, "durationS": 164, "hasAudio": True, "audioCodec": "aac", "sampleRateHz": 48000, "audioChannels": 2, "loudnessLUFS": -24.3, "endCardS": 6, "captions": True},
]
write(N, "Pharma company BRD for a patient-support programme's digital assets (.brd.txt): document-information table, purpose/scope/background with program figures, BR-nn business requirements, Req ID | Requirement | Priority table whose High/Medium priority is not severity (shall/should is), SMS / email / video lists, property table, ISI and fair-balance section, privacy, assumptions, approvals, appendix asset list", rules, nr, A)
