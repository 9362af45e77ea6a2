from keylib import R, write
N = "marrowfield-ostilune-brd-amendment-export"
STYLE = ("BRD AMENDMENT No. 2 in memo form (Word exported to PDF, serif, no browser header): To/From/Date/Re block, a precedence "
         "paragraph (this amendment prevails; 'Was' values 'no longer apply'), a CHANGE TABLE Ref | BRD clause | Was | Now (binding) | "
         "Reason whose 'Now' cells carry the limits and whose 'Was' cells carry superseded ones, a 'no change (150 KB max.)' row, "
         "clauses DELETED AND REPLACED in block quotes ('may loop no more than twice'), a clause deleted in its entirety, a NEW "
         "clause added (TikTok) with a recommended range inside a mandatory sentence, wording replaced inside an older clause, a "
         "sentence added to an older clause with an exemption, unchanged requirements 'repeated for convenience', a transition "
         "period, a fee change and a signature block")
NOTREQ = ["Was column: 150 KB, GIF, 15 s or 30 s, -23 LUFS, no limit, 60 characters, OST-NNNN (superseded; extracting them is harmful)",
          "(Clause 4.2.3 previously allowed 30 seconds and three loops.) (superseded)",
          "Clause 4.6 (Pinterest) is deleted in its entirety; no Pinterest assets will be produced",
          "Reason column (Lumen's exchanges raised the cap; colour banding; new 20 s edit; ATSC A/85; mobile truncation)",
          "Files already approved under v1.0 may keep running until 31 January 2027 (transition permission)",
          "The agency estimate increases by $14,600 (change order CO-07)",
          "This amendment applies to every file delivered after 1 December 2026 (effective date)",
          "where the TikTok interface sits (reason)"]
DISP = {"kinds": ["html5"], "channel": "Display"}
V = {"kinds": ["video"], "channel": "Video"}
TT = {"kinds": ["video"], "channel": "Social", "platform": "TikTok"}
rules = [
 R("fileSize", "critical", "200 KB max.", alt=["4.2.1 Display, 300 x 250 and 300 x 600: initial load | 200 KB max."], params={"max": 200, "unit": "KB", "check": "initialLoad"}, scope=dict(DISP, sizes=["300x250"])),
 R("fileSize", "critical", "200 KB max.", alt=["4.2.1 Display, 300 x 250 and 300 x 600: initial load | 200 KB max."], params={"max": 200, "unit": "KB", "check": "initialLoad"}, scope=dict(DISP, sizes=["300x600"])),
 R("fileSize", "critical", "no change (150 KB max.)", params={"max": 150, "unit": "KB", "check": "initialLoad"}, scope=dict(DISP, sizes=["728x90"]), note="restated, still binding"),
 R("fileSize", "critical", "no change (150 KB max.)", params={"max": 150, "unit": "KB", "check": "initialLoad"}, scope=dict(DISP, sizes=["160x600"])),
 R("format", "critical", "JPG or PNG (GIF no longer accepted)", params={"allowed": ["JPG", "PNG"]}, scope={"kinds": ["static"], "channel": "Display", "part": "backup"}, note="GIF is excluded; the Was cell 'GIF' must not become an allowed value"),
 R("duration", "critical", "15 s, 20 s or 30 s", params={"allowed": ["15", "20", "30"], "min": 15, "max": 30, "unit": "s"}, scope=V, note="online video lengths; the 6-second bumper of 3.5 is outside this clause"),
 R("audioLoudness", "critical", "-24 LKFS ±2 LU", params={"min": -26, "max": -22, "unit": "LUFS", "check": "integrated"}, scope={"kinds": ["video"], "platform": "CTV", "part": "audio"}, ext="bitrate", note="replaces -23 LUFS"),
 R("audioTruePeak", "critical", "true peak ≤ -2 dBTP", params={"max": -2, "unit": "dBTP", "check": "truePeak"}, scope={"kinds": ["video"], "platform": "CTV", "part": "audio"}, ext="bitrate"),
 R("characterCount", "critical", "125 characters max.", alt=["4.4.2 Meta primary text | no limit | 125 characters max."], params={"max": 125, "unit": "chars", "check": "primaryText"}, scope={"channel": "Social", "platform": "Meta"}, ext="metadata"),
 R("characterCount", "critical", "50 characters or fewer", alt=["4.5.3 Email subject line | 60 characters | 50 characters or fewer"], params={"max": 50, "unit": "chars", "check": "subjectLine"}, scope={"channel": "Email"}, ext="metadata"),
 R("fdaFilingNumber", "critical", "US-OST-NNNNNN", alt=["US-OST-004411"], params={"pattern": "^US-OST-\\d{6}$"}, note="the Was value OST-NNNN no longer applies"),
 R("duration", "critical", "Animation must not exceed 15 seconds", params={"max": 15, "unit": "s", "check": "animationLength"}, scope=DISP),
 R("duration", "critical", "may loop no more than twice", params={"max": 2, "unit": "loops", "check": "loopCount"}, scope=DISP),
 R("brandGuidelines", "critical", "The final frame must show the brand name", scope=DISP),
 R("safetyInfo", "critical", "The final frame must show the brand name, the", alt=["“See Important Safety Information” link and the approval code"], scope=DISP, optional=True, note="the ISI-link half of the same sentence"),
 R("dimensions", "critical", "Files must be 1080 x 1920 (9:16)", params={"allowed": ["1080x1920"]}, scope=TT),
 R("format", "critical", "MP4 or MOV, up to 500 MB", params={"allowed": ["MP4", "MOV"]}, scope=TT),
 R("fileSize", "critical", "MP4 or MOV, up to 500 MB", params={"max": 512000, "unit": "KB"}, scope=TT),
 R("duration", "critical", "between 9 and 60 seconds long", params={"min": 9, "max": 60, "unit": "s"}, scope=TT),
 R("duration", "warning", "we recommend 21 to 34 seconds", params={"min": 21, "max": 34, "unit": "s"}, scope=TT),
 R("characterCount", "critical", "Ad text must be no more than 100 characters", params={"max": 100, "unit": "chars", "check": "caption"}, scope={"channel": "Social", "platform": "TikTok"}, ext="metadata"),
 R("safetyInfo", "critical", "must include the ISI link", scope={"channel": "Social", "platform": "TikTok"}),
 R("brandGuidelines", "critical", "Keep all text and the logo out of the bottom 25% of the frame", params={"min": 25, "unit": "%", "check": "safeArea"}, scope=TT, ext="brandGuidelines", note="imperative inside a new mandatory clause"),
 R("safetyInfo", "critical", "a link labelled", alt=["See Important Safety Information, including Boxed Warning"], note="replacement wording for BRD clause 3.2"),
 R("accessibility", "critical", "Open captions are required on every CTV and online video spot", scope={"kinds": ["video"], "channel": "Video"}, note="the 6-second bumper is exempt"),
 R("fileSize", "critical", "no more than 12 files", params={"max": 12, "check": "fileCount"}, scope=DISP, note="repeated for convenience; still a requirement of the BRD"),
 R("fileSize", "critical", "polite load up to 400 KB", params={"max": 400, "unit": "KB", "check": "subload"}, scope=DISP),
 R("dimensions", "critical", "Video: 1920 x 1080, H.264, 29.97 fps", params={"allowed": ["1920x1080"]}, scope=V),
 R("codec", "critical", "Video: 1920 x 1080, H.264, 29.97 fps", params={"allowed": ["h264"], "check": "videoCodec"}, scope=V),
 R("frameRate", "critical", "Video: 1920 x 1080, H.264, 29.97 fps", params={"allowed": ["29.97"], "min": 29.97, "max": 29.97, "unit": "fps"}, scope=V),
 R("codec", "critical", "AAC audio at 48 kHz", params={"allowed": ["aac"], "check": "audioCodec"}, scope=dict(V, part="audio")),
 R("sampleRate", "critical", "AAC audio at 48 kHz", params={"allowed": ["48000"], "unit": "Hz"}, scope=dict(V, part="audio"), ext="codec"),
 R("dimensions", "critical", "Email width: 600 px", params={"minWidth": 600, "maxWidth": 600}, scope={"channel": "Email"}),
]
A = [
 {"file": "Ostilune_DTC_300x600_R3.zip", "kind": "html5", "channel": "Display", "width": 300, "height": 600, "format": "HTML5", "initialLoadKB": 196, "subloadKB": 388, "sizeKB": 388, "fileCount": 11, "durationS": 15, "loops": 2, "note": "196 KB initial: allowed by 'Now', failed by the superseded 150 KB"},
 {"file": "Ostilune_DTC_160x600_R3.zip", "kind": "html5", "channel": "Display", "width": 160, "height": 600, "format": "HTML5", "initialLoadKB": 142, "subloadKB": 300, "sizeKB": 300, "fileCount": 9, "durationS": 14, "loops": 2},
 {"file": "Ostilune_DTC_300x250_R3_backup.png", "kind": "static", "part": "backup", "channel": "Display", "width": 300, "height": 250, "format": "PNG", "sizeKB": 35},
 {"file": "Ostilune_CTV_20s_R2.mp4", "kind": "video", "channel": "Video", "platform": "CTV", "width": 1920, "height": 1080, "format": "MP4", "codec": "h264", "fps": 29.97, "durationS": 20, "hasAudio": True, "audioCodec": "aac", "sampleRateHz": 48000, "loudnessLUFS": -24.6, "truePeakDBTP": -2.4, "captions": True, "note": "20 s: added by A2.4 (the Was '15 s or 30 s' would fail it)"},
 {"file": "Ostilune_TikTok_1080x1920_30s_R1.mov", "kind": "video", "channel": "Social", "platform": "TikTok", "width": 1080, "height": 1920, "format": "MOV", "codec": "h264", "fps": 30, "durationS": 30, "sizeKB": 430080, "hasAudio": True, "audioCodec": "aac", "sampleRateHz": 44100, "text": {"caption": "Clearer skin can start at week 4. See Boxed Warning & ISI: ostilune.example/isi"}, "note": "30 fps, 44.1 kHz MOV: the video restatement (29.97 fps, 48 kHz, H.264 MP4 lengths) is for CTV and online video"},
 {"file": "Ostilune_Meta_Feed_1080x1080_R2.jpg", "kind": "static", "channel": "Social", "platform": "Meta", "width": 1080, "height": 1080, "format": "JPG", "sizeKB": 640, "text": {"primaryText": "Ask your dermatologist about Ostilune. See Important Safety Information, including Boxed Warning: ostilune.example/isi"}},
 {"file": "Ostilune_Email_Welcome_R2.html", "kind": "email", "channel": "Email", "width": 600, "height": 2100, "format": "HTML", "sizeKB": 88, "text": {"subjectLine": "Welcome to Ostilune Support: your first steps"}},
]
write(N, STYLE, NOTREQ, rules, A)
