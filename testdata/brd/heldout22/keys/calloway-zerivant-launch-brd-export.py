from keylib import R, write
N = "calloway-zerivant-launch-brd-export"
STYLE = ("LAUNCH BRD covering HCP and DTC audiences with ONE SECTION PER CHANNEL (display, paid social, online video / CTV, email, "
         "print detail aid), a Word document saved as PDF (no browser header, US Letter): version table, purpose with a shall / should "
         "legend and 'footnotes are part of the requirement', background with trial and market figures, audience table, a numbered "
         "list of global requirements with a FOOTNOTE carrying an exception, a display table with a TWO-ROW MERGED HEADER "
         "('Max. initial load (KB)' over HCP endemic / DTC programmatic, en-dash cells for sizes an audience does not build), "
         "NESTED BULLETS, ranges ('15–60 s', '9–30 s', '50–100 characters'), a per-audience video table with MERGED CELLS "
         "(colspan across columns) and a negation in brackets ('no 25 or 50'), numbered email rules for two email types, a print "
         "paragraph in inches, naming template, timeline and budget")
NOTREQ = ["58% of patients reached EASI-75 at week 16 versus 14% on placebo; 9,400 dermatologists; 1.9 million adults; $31.5 million (HCP 22%, DTC 78%) (background)",
          "Audience table: Adults 18–64 living with moderate-to-severe eczema (targeting, not an asset rule)",
          "the ISI panel keeps scrolling after the animation ends (a permission: the 15 s cap is for the animation)",
          "(system fallbacks are acceptable) (a permission)",
          "The eight-page detail aid ... (2,400 copies in the first run) (production quantity)",
          "The full PI is inserted as a separate piece and does not count toward the page count",
          "Upload finals to the Calloway DAM by 5 pm ET; media partners will not accept files sent by email (process)",
          "Timeline and budget table; PRC meets every second Thursday; submissions close 8 business days before the meeting",
          "'–' cells in the display table (the size is not built for that audience)"]
def disp(sizes, ct=None):
    s = {"kinds": ["html5"], "channel": "Display", "sizes": sizes}
    if ct: s["customerTypes"] = ct
    return s
IL = "Max. initial load (KB)"
rows = {"300x250": "300 x 250 | 150 | 150 | 40 | Scrolling ISI panel", "160x600": "160 x 600 | 200 | – | 40 | Scrolling ISI panel",
        "300x600": "300 x 600 | 200 | 200 | 60 | Scrolling ISI panel", "728x90": "728 x 90 | – | 150 | 40 | ISI link",
        "320x50": "320 x 50 | – | 50 | 30 | ISI link"}
rules = [
 R("indication", "critical", "Every asset shall carry the indication and Important Safety Information"),
 R("safetyInfo", "critical", "Every asset shall carry the indication and Important Safety Information", note="ISI with the Boxed Warning"),
 R("safetyInfo", "critical", "DTC assets shall present the Boxed Warning in consumer-friendly language", scope={"customerTypes": ["DTC"]}),
 R("safetyInfo", "critical", "HCP assets shall use the verbatim Boxed Warning from the PI", scope={"customerTypes": ["HCP"]}),
 R("disclaimers", "critical", "HCP assets shall link to the full Prescribing Information", scope={"customerTypes": ["HCP"]}),
 R("disclaimers", "critical", "DTC assets shall link to the Medication Guide and the Prescribing Information", scope={"customerTypes": ["DTC"]}),
 R("fdaFilingNumber", "critical", "Format: US-ZRV-YYMM-NNNN", alt=["US-ZRV-2612-0047"], params={"pattern": "^US-ZRV-\\d{4}-\\d{4}$"}, note="footnote 1: the 320x50 and 728x90 HTML5 banners carry it only in the backup and on the ISI page"),
 R("fdaFilingNumber", "critical", "the approval code goes in the backup image and the ISI landing page only", scope={"channel": "Display", "sizes": ["320x50", "728x90"]}, optional=True, note="the footnote's exception"),
 R("disclaimers", "critical", "Efficacy claims shall be followed by the reference marker and the study footnote"),
 R("contrast", "critical", "contrast ratio of 4.5:1 or higher", params={"min": 4.5, "unit": "ratio"}),
 R("brandGuidelines", "critical", "The brand name shall always appear with the established name"),
 R("brandGuidelines", "warning", "The Calloway corporate logo should appear on the last frame"),
 R("dimensions", "critical", "sizes that are not listed shall not be built", params={"allowed": list(rows)}, scope={"kinds": ["html5", "static"], "channel": "Display"}, note="per audience, the en-dash cells mean a size is not built: HCP 300x250, 160x600, 300x600; DTC 300x250, 300x600, 728x90, 320x50"),
 R("format", "critical", "Both are HTML5 with a static backup", params={"allowed": ["HTML5"]}, scope={"kinds": ["html5"], "channel": "Display"}),
]
for sz, il, ct in [("300x250", 150, "HCP"), ("160x600", 200, "HCP"), ("300x600", 200, "HCP"), ("300x250", 150, "DTC"), ("300x600", 200, "DTC"), ("728x90", 150, "DTC"), ("320x50", 50, "DTC")]:
    rules.append(R("fileSize", "critical", IL, alt=[rows[sz]], params={"max": il, "unit": "KB", "check": "initialLoad"}, scope=disp([sz], [ct])))
for sz, bu in [("300x250", 40), ("160x600", 40), ("300x600", 60), ("728x90", 40), ("320x50", 30)]:
    rules.append(R("fileSize", "critical", "Max. backup (KB)", alt=[rows[sz]], params={"max": bu, "unit": "KB"}, scope={"kinds": ["static"], "channel": "Display", "part": "backup", "sizes": [sz]}))
rules += [
 R("safetyInfo", "critical", "Scrolling ISI panel", alt=["300 x 250 | 150 | 150 | 40 | Scrolling ISI panel"], scope={"kinds": ["html5"], "channel": "Display", "sizes": ["300x250", "160x600", "300x600"]}),
 R("safetyInfo", "critical", "The link text shall read", alt=["Important Safety Information, including Boxed Warning"], scope={"kinds": ["html5"], "channel": "Display", "sizes": ["728x90", "320x50"]}, note="footnote 2 on the 'ISI link' cells"),
 R("duration", "critical", "shall not exceed 15 seconds", params={"max": 15, "unit": "s", "check": "animationLength"}, scope={"kinds": ["html5"], "channel": "Display"}, note="nested under 'Animation'"),
 R("duration", "critical", "no more than 2 loops", params={"max": 2, "unit": "loops", "check": "loopCount"}, scope={"kinds": ["html5"], "channel": "Display"}),
 R("fileSize", "critical", "Polite (subsequent) load: ≤ 500 KB for all sizes", params={"max": 500, "unit": "KB", "check": "subload"}, scope={"kinds": ["html5"], "channel": "Display"}),
 R("format", "critical", "Backup images shall be GIF or JPG", params={"allowed": ["GIF", "JPG"]}, scope={"kinds": ["static"], "channel": "Display", "part": "backup"}),
 R("typography", "warning", "Fonts should be web fonts bundled in the ZIP", scope={"kinds": ["html5"], "channel": "Display"}),
 R("dimensions", "critical", "Meta feed video: 1080 x 1350 (4:5)", params={"allowed": ["1080x1350"]}, scope={"kinds": ["video"], "channel": "Social", "platform": "Meta", "placement": "Feed"}),
 R("format", "critical", "Meta feed video: 1080 x 1350 (4:5), MP4", params={"allowed": ["MP4"]}, scope={"kinds": ["video"], "channel": "Social", "platform": "Meta", "placement": "Feed"}),
 R("duration", "critical", "MP4, 15–60 s", params={"min": 15, "max": 60, "unit": "s"}, scope={"kinds": ["video"], "channel": "Social", "platform": "Meta", "placement": "Feed"}),
 R("characterCount", "critical", "primary text shall be no more than 125 characters", params={"max": 125, "unit": "chars", "check": "primaryText"}, scope={"channel": "Social", "platform": "Meta"}, ext="metadata"),
 R("safetyInfo", "critical", "and shall include the ISI link", scope={"channel": "Social", "platform": "Meta"}),
 R("dimensions", "critical", "Meta Reels and TikTok: 1080 x 1920 (9:16)", params={"allowed": ["1080x1920"]}, scope={"kinds": ["video"], "channel": "Social", "platform": "Meta", "placement": "Reels"}),
 R("dimensions", "critical", "Meta Reels and TikTok: 1080 x 1920 (9:16)", params={"allowed": ["1080x1920"]}, scope={"kinds": ["video"], "channel": "Social", "platform": "TikTok"}),
 R("format", "critical", "Meta Reels and TikTok: 1080 x 1920 (9:16), MP4", params={"allowed": ["MP4"]}, scope={"kinds": ["video"], "channel": "Social", "platform": "TikTok"}, optional=True, note="same line; Meta Reels has the same value"),
 R("duration", "critical", "MP4, 9–30 s", params={"min": 9, "max": 30, "unit": "s"}, scope={"kinds": ["video"], "channel": "Social", "platform": "Meta", "placement": "Reels"}),
 R("duration", "critical", "MP4, 9–30 s", params={"min": 9, "max": 30, "unit": "s"}, scope={"kinds": ["video"], "channel": "Social", "platform": "TikTok"}),
 R("brandGuidelines", "critical", "Keep text, logos and the ISI super out of the bottom 20%", params={"min": 20, "unit": "%", "check": "safeArea"}, scope={"kinds": ["video"], "sizes": ["1080x1920"]}, ext="brandGuidelines", note="imperative nested under a 9:16 line; the legend names only shall/should, warning equally acceptable"),
 R("brandGuidelines", "critical", "and the top 14% of the frame", params={"min": 14, "unit": "%", "check": "safeArea"}, scope={"kinds": ["video"], "sizes": ["1080x1920"]}, ext="brandGuidelines", optional=True),
 R("characterCount", "critical", "TikTok captions (ad text) shall be no more than 100 characters", params={"max": 100, "unit": "chars", "check": "caption"}, scope={"channel": "Social", "platform": "TikTok"}, ext="metadata"),
 R("metadata", "critical", "Comments shall be turned off on all DTC social ads", scope={"channel": "Social", "customerTypes": ["DTC"]}, optional=True, note="a campaign setting more than a creative property"),
 R("dimensions", "critical", "Image 1200 x 628", params={"allowed": ["1200x628"]}, scope={"kinds": ["static"], "channel": "Social", "platform": "MedCircle"}),
 R("format", "critical", "JPG or PNG, max. 2 MB", params={"allowed": ["JPG", "PNG"]}, scope={"kinds": ["static"], "channel": "Social", "platform": "MedCircle"}),
 R("fileSize", "critical", "max. 2 MB", params={"max": 2048, "unit": "KB"}, scope={"kinds": ["static"], "channel": "Social", "platform": "MedCircle"}),
 R("characterCount", "critical", "headline up to 60 characters", params={"max": 60, "unit": "chars", "check": "headline"}, scope={"channel": "Social", "platform": "MedCircle"}, ext="metadata"),
 R("characterCount", "critical", "body copy up to 300 characters", params={"max": 300, "unit": "chars", "check": "body"}, scope={"channel": "Social", "platform": "MedCircle"}, ext="metadata"),
 R("brandGuidelines", "warning", "the first 150 should carry the key message", scope={"channel": "Social", "platform": "MedCircle"}, optional=True, note="placement of the message, not a length limit"),
 R("duration", "critical", "Lengths", alt=["Lengths | :30, :60"], params={"allowed": ["30", "60"], "min": 30, "max": 60, "unit": "s"}, scope={"kinds": ["video"], "platform": "CTV"}),
 R("duration", "critical", "Lengths", alt=["Lengths | :30, :60 | :15, :30 (6 s bumper)"], params={"allowed": ["15", "30"], "min": 15, "max": 30, "unit": "s"}, scope={"kinds": ["video"], "platform": "YouTube", "placement": "In-stream"}, note="the bumper is 6 s (next entry)"),
 R("duration", "critical", "(6 s bumper)", params={"allowed": ["6"], "min": 6, "max": 6, "unit": "s"}, scope={"kinds": ["video"], "platform": "YouTube", "part": "bumper"}),
 R("duration", "critical", "Lengths", alt=["Lengths | :30, :60 | :15, :30 (6 s bumper) | :15, :30"], params={"allowed": ["15", "30"], "min": 15, "max": 30, "unit": "s"}, scope={"kinds": ["video"], "customerTypes": ["HCP"], "placement": "Pre-roll"}),
 R("dimensions", "critical", "Resolution", alt=["Resolution | 1920 x 1080"], params={"allowed": ["1920x1080"]}, scope={"kinds": ["video"], "platform": "CTV"}, note="merged cell over DTC CTV and YouTube"),
 R("dimensions", "critical", "Resolution", alt=["Resolution | 1920 x 1080"], params={"allowed": ["1920x1080"]}, scope={"kinds": ["video"], "platform": "YouTube"}),
 R("dimensions", "critical", "Resolution", alt=["1280 x 720 or larger"], params={"minWidth": 1280, "minHeight": 720}, scope={"kinds": ["video"], "customerTypes": ["HCP"], "placement": "Pre-roll"}),
 R("frameRate", "critical", "Frame rate (fps)", alt=["Frame rate (fps) | 23.976, 29.97"], params={"allowed": ["23.976", "29.97"], "min": 23.976, "max": 29.97, "unit": "fps"}, scope={"kinds": ["video"], "channel": "Video"}, note="merged across all three columns; not the social videos"),
 R("frameRate", "critical", "(no 25 or 50)", params={"excluded": ["25", "50"], "unit": "fps"}, scope={"kinds": ["video"], "channel": "Video"}, optional=True),
 R("bitrate", "critical", "Video bitrate", alt=["Video bitrate | ≥ 20 Mbps"], params={"min": 20000, "unit": "kbps", "check": "videoBitrate"}, scope={"kinds": ["video"], "platform": "CTV"}),
 R("bitrate", "critical", "Video bitrate", alt=["Video bitrate | ≥ 20 Mbps | ≥ 10 Mbps"], params={"min": 10000, "unit": "kbps", "check": "videoBitrate"}, scope={"kinds": ["video"], "platform": "YouTube"}),
 R("bitrate", "critical", "Video bitrate", alt=["Video bitrate | ≥ 20 Mbps | ≥ 10 Mbps | ≥ 2.5 Mbps"], params={"min": 2500, "unit": "kbps", "check": "videoBitrate"}, scope={"kinds": ["video"], "customerTypes": ["HCP"], "placement": "Pre-roll"}),
 R("codec", "critical", "AAC or PCM, 48 kHz, stereo", params={"allowed": ["aac", "pcm"], "check": "audioCodec"}, scope={"kinds": ["video"], "channel": "Video", "part": "audio"}),
 R("sampleRate", "critical", "AAC or PCM, 48 kHz, stereo", params={"allowed": ["48000"], "unit": "Hz"}, scope={"kinds": ["video"], "channel": "Video", "part": "audio"}, ext="codec"),
 R("audioChannels", "critical", "AAC or PCM, 48 kHz, stereo", params={"allowed": ["stereo"], "min": 2, "max": 2}, scope={"kinds": ["video"], "channel": "Video", "part": "audio"}, ext="codec"),
 R("audioLoudness", "critical", "-24 LKFS ±2 LU", params={"min": -26, "max": -22, "unit": "LUFS", "check": "integrated"}, scope={"kinds": ["video"], "platform": "CTV", "part": "audio"}, ext="bitrate", note="merged over DTC CTV and YouTube"),
 R("audioLoudness", "critical", "-24 LKFS ±2 LU", params={"min": -26, "max": -22, "unit": "LUFS", "check": "integrated"}, scope={"kinds": ["video"], "platform": "YouTube", "part": "audio"}, ext="bitrate"),
 R("audioLoudness", "critical", "-16 to -14 LUFS", params={"min": -16, "max": -14, "unit": "LUFS", "check": "integrated"}, scope={"kinds": ["video"], "customerTypes": ["HCP"], "placement": "Pre-roll", "part": "audio"}, ext="bitrate"),
 R("fairBalance", "critical", "The Boxed Warning and major statement shall be in the voice-over and in supers at the same time", scope={"kinds": ["video"]}),
 R("accessibility", "critical", "All video shall have closed captions", scope={"kinds": ["video"]}, note="the 6 s bumper is exempt: a rule must not fail it"),
 R("brandGuidelines", "warning", "The end card should hold for 4–5 seconds", params={"min": 4, "max": 5, "unit": "s", "check": "endCardDuration"}, scope={"kinds": ["video"]}, ext="brandGuidelines"),
 R("dimensions", "critical", "HCP rep-triggered email (Veeva): 600 px wide", params={"minWidth": 600, "maxWidth": 600}, scope={"channel": "Email", "customerTypes": ["HCP"], "placement": "Rep-triggered"}),
 R("fileSize", "critical", "HTML ≤ 80 KB", params={"max": 80, "unit": "KB"}, scope={"channel": "Email", "customerTypes": ["HCP"], "placement": "Rep-triggered"}),
 R("fileSize", "critical", "images ≤ 200 KB in total", params={"max": 200, "unit": "KB", "check": "imagesTotal"}, scope={"channel": "Email", "customerTypes": ["HCP"], "placement": "Rep-triggered"}, ext="fileSize"),
 R("characterCount", "critical", "Subject line up to 45 characters", params={"max": 45, "unit": "chars", "check": "subjectLine"}, scope={"channel": "Email", "customerTypes": ["HCP"], "placement": "Rep-triggered"}, ext="metadata", note="no 'shall' in the numbered spec line; critical as a spec line"),
 R("dimensions", "critical", "DTC CRM email: 640 px wide", params={"minWidth": 640, "maxWidth": 640}, scope={"channel": "Email", "customerTypes": ["DTC"], "placement": "CRM"}),
 R("fileSize", "critical", "HTML ≤ 102 KB", params={"max": 102, "unit": "KB"}, scope={"channel": "Email", "customerTypes": ["DTC"], "placement": "CRM"}),
 R("characterCount", "critical", "Subject line up to 55 characters", params={"max": 55, "unit": "chars", "check": "subjectLine"}, scope={"channel": "Email", "customerTypes": ["DTC"], "placement": "CRM"}, ext="metadata"),
 R("characterCount", "critical", "preheader 50–100 characters", params={"min": 50, "max": 100, "unit": "chars", "check": "preheader"}, scope={"channel": "Email", "customerTypes": ["DTC"], "placement": "CRM"}, ext="metadata"),
 R("safetyInfo", "critical", "Every email shall include the full ISI in live text", scope={"channel": "Email"}),
 R("metadata", "critical", "and an unsubscribe link", scope={"channel": "Email"}, optional=True),
 R("accessibility", "warning", "Images should have descriptive alt text", scope={"channel": "Email"}),
 R("format", "critical", "The printer needs a PDF/X-4 file", params={"allowed": ["PDF/X-4"]}, scope={"channel": "Print"}),
 R("dimensions", "critical", "8.375 x 10.875 in trim", params={"allowed": ["212.7x276.2"], "unit": "mm", "check": "trimSize"}, scope={"channel": "Print"}, ext="dimensions", note="8.375 x 10.875 in = 212.7 x 276.2 mm"),
 R("dimensions", "critical", "with 0.125 in bleed", params={"min": 3.175, "unit": "mm", "check": "bleed"}, scope={"channel": "Print"}, ext="dimensions"),
 R("dimensions", "critical", "images shall be at least 300 dpi", params={"min": 300, "unit": "dpi", "check": "imageResolution"}, scope={"channel": "Print"}, ext="dimensions"),
 R("format", "critical", "and in CMYK", params={"allowed": ["CMYK"], "check": "colorSpace"}, scope={"channel": "Print"}, ext="format"),
 R("format", "critical", "total area coverage no more than 320%", params={"max": 320, "unit": "%", "check": "totalInk"}, scope={"channel": "Print"}, ext="format"),
 R("naming", "critical", "ZRV_[HCP|DTC]_[Channel]_[WxH or Length]_[Version]", alt=["ZRV_DTC_CTV_30s_V03.mp4"], params={"pattern": "^ZRV_(HCP|DTC)_[A-Z]+_([0-9.]+x[0-9.]+|\\d+s)_V\\d{2}\\.[a-z0-9]+$"}),
]
A = [
 {"file": "ZRV_HCP_DISP_160x600_V02.zip", "kind": "html5", "channel": "Display", "width": 160, "height": 600, "format": "HTML5", "initialLoadKB": 192, "subloadKB": 470, "sizeKB": 470, "fileCount": 11, "durationS": 15, "loops": 2, "note": "192 KB initial: 160x600 allows 200, the 300x250 row 150"},
 {"file": "ZRV_DTC_DISP_320x50_V02.zip", "kind": "html5", "channel": "Display", "width": 320, "height": 50, "format": "HTML5", "initialLoadKB": 47, "subloadKB": 210, "sizeKB": 210, "durationS": 12, "loops": 1},
 {"file": "ZRV_DTC_DISP_300x600_V01.gif", "kind": "static", "part": "backup", "channel": "Display", "width": 300, "height": 600, "format": "GIF", "sizeKB": 58, "note": "58 KB backup: 300x600 allows 60, other sizes 40 or 30"},
 {"file": "ZRV_DTC_CTV_60s_V03.mp4", "kind": "video", "channel": "Video", "platform": "CTV", "placement": "CTV", "width": 1920, "height": 1080, "format": "MP4", "codec": "h264", "fps": 23.976, "durationS": 60, "videoBitrateKbps": 25000, "hasAudio": True, "audioCodec": "pcm", "sampleRateHz": 48000, "audioChannels": 2, "loudnessLUFS": -23.6, "truePeakDBTP": -2.2, "endCardS": 4, "captions": True},
 {"file": "ZRV_DTC_YT_6s_V01.mp4", "kind": "video", "channel": "Video", "platform": "YouTube", "placement": "Bumper", "part": "bumper", "width": 1920, "height": 1080, "format": "MP4", "codec": "h264", "fps": 29.97, "durationS": 6, "videoBitrateKbps": 12000, "hasAudio": True, "audioCodec": "aac", "sampleRateHz": 48000, "audioChannels": 2, "loudnessLUFS": -24.2, "endCardS": 4, "captions": False, "note": "6 s, no captions (the bumper needs none)"},
 {"file": "ZRV_HCP_PREROLL_15s_V01.mp4", "kind": "video", "channel": "Video", "platform": "Web", "placement": "Pre-roll", "width": 1280, "height": 720, "format": "MP4", "codec": "h264", "fps": 29.97, "durationS": 15, "videoBitrateKbps": 3000, "hasAudio": True, "audioCodec": "aac", "sampleRateHz": 48000, "audioChannels": 2, "loudnessLUFS": -15.1, "endCardS": 5, "captions": True, "note": "1280x720 at 3 Mbps and -15 LUFS: fails the DTC 1920x1080 / 10–20 Mbps / -24 LKFS columns if they lose their scope"},
 {"file": "ZRV_DTC_META_1080x1920_V01.mp4", "kind": "video", "channel": "Social", "channel": "Social", "platform": "Meta", "placement": "Reels", "width": 1080, "height": 1920, "format": "MP4", "codec": "h264", "fps": 30, "durationS": 20, "hasAudio": True, "audioCodec": "aac", "sampleRateHz": 44100, "audioChannels": 2, "captions": True, "endCardS": 4, "text": {"primaryText": "Itch relief can start in week 1. See Boxed Warning & ISI: zerivant.example/isi"}, "note": "30 fps, 44.1 kHz: the video-table values are not social rules"},
 {"file": "ZRV_DTC_TIKTOK_1080x1920_V01.mp4", "kind": "video", "channel": "Social", "platform": "TikTok", "placement": "In-feed", "width": 1080, "height": 1920, "format": "MP4", "codec": "h264", "fps": 30, "durationS": 25, "hasAudio": True, "audioCodec": "aac", "captions": True, "endCardS": 4, "text": {"caption": "Moderate-to-severe eczema? Ask about Zerivant. Boxed Warning & ISI: zerivant.example/isi"}},
 {"file": "ZRV_HCP_MEDC_1200x628_V01.png", "kind": "static", "channel": "Social", "platform": "MedCircle", "width": 1200, "height": 628, "format": "PNG", "sizeKB": 1640, "text": {"headline": "Zerivant (tovacitinib): oral, once daily", "body": "58% reached EASI-75 at week 16 vs 14% placebo. See Boxed Warning, ISI and full PI: zerivanthcp.example"}},
 {"file": "ZRV_HCP_RTE_600x1800_V01.html", "kind": "email", "channel": "Email", "placement": "Rep-triggered", "width": 600, "height": 1800, "format": "HTML", "sizeKB": 74, "imagesTotalKB": 180, "text": {"subjectLine": "Zerivant: now approved for adults and teens"}},
 {"file": "ZRV_DTC_CRM_640x2200_V02.html", "kind": "email", "channel": "Email", "placement": "CRM", "width": 640, "height": 2200, "format": "HTML", "sizeKB": 98, "text": {"subjectLine": "Your eczema plan: questions to bring to your next visit", "preheader": "A simple checklist for talking with your dermatologist about treatment options."}, "note": "640 px, 98 KB, 55-char subject: fails the rep-triggered 600 px / 80 KB / 45 chars if unscoped"},
 {"file": "ZRV_HCP_PRINT_8.375x10.875_V01.pdf", "kind": "document", "channel": "Print", "format": "PDF/X-4", "trimMM": "212.7x276.2", "bleedMM": 3.175, "colorSpace": "CMYK", "minImageDPI": 300, "totalInkPct": 310},
]
write(N, STYLE, NOTREQ, rules, A)
