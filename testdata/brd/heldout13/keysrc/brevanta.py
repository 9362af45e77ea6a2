import sys; sys.path.insert(0, 'keysrc')
from k import *
ST = {"kinds": ["static"], "channel": "Display"}
H5 = {"kinds": ["html5"], "channel": "Display"}
AN = {"kinds": ["animated", "html5"], "channel": "Display"}
BK = {"kinds": ["static"], "channel": "Display", "part": "backup"}
SI = {"kinds": ["static"], "channel": "Social", "platform": "Meta", "placement": "Feed"}
SV = {"kinds": ["video"], "channel": "Social", "platform": "Meta"}
PR = {"kinds": ["video"], "channel": "Video", "placement": "Pre-roll"}
PRA = {"kinds": ["video"], "channel": "Video", "placement": "Pre-roll", "part": "audio"}
EM = {"kinds": ["email"], "channel": "Email"}
AU = {"kinds": ["audio"], "channel": "Audio"}
PJ = {"kinds": ["document"], "channel": "Print"}
def R_(ref, typ, ch, prop, req, lvl, f, p, sc, quote=None, **kw):
    sev = "critical" if lvl == "SHALL" else "warning"
    return E(f, sev, quote or req, p, sc, alt=[f"{ref} | {typ} | {ch} | {prop} | {req} | {lvl}"], **kw)
R = [
 R_("AT-01", "Static banner", "Display", "Dimensions", "300x250, 728x90, 160x600, 300x600, 320x50, 970x250", "SHALL", "dimensions",
    {"allowed": ["300x250", "728x90", "160x600", "300x600", "320x50", "970x250"]}, ST),
 R_("AT-02", "Static banner", "Display", "File format", "JPG, PNG or GIF", "SHALL", "format", {"allowed": ["JPG", "PNG", "GIF"]}, ST),
 R_("AT-03", "Static banner", "Display", "File size", "150 KB max.", "SHALL", "fileSize", {"max": 150, "unit": "KB"}, ST),
 R_("AT-05", "HTML5 banner", "Display", "Dimensions", "As AT-01", "SHALL", "dimensions", {"allowed": ["300x250", "728x90", "160x600", "300x600", "320x50", "970x250"]}, H5,
    note="values by cross-reference to AT-01"),
 R_("AT-06", "HTML5 banner", "Display", "Initial load", "150 KB max.", "SHALL", "fileSize", {"max": 150, "unit": "KB", "check": "initialLoad"}, H5, note="was 200 KB before 3.0"),
 R_("AT-07", "HTML5 banner", "Display", "Polite load", "1 MB max.", "SHOULD", "fileSize", {"max": 1024, "unit": "KB", "check": "subload"}, H5),
 R_("AT-08", "HTML5 banner", "Display", "Files in package", "15 max.", "SHOULD", "fileSize", {"max": 15, "unit": "files", "check": "fileCount"}, H5),
 R_("AT-09", "HTML5 banner", "Display", "Animation", "30 s max., 3 loops max.", "SHALL", "duration", {"max": 30, "unit": "s", "check": "animationLength"}, AN),
 R_("AT-09", "HTML5 banner", "Display", "Animation", "30 s max., 3 loops max.", "SHALL", "duration", {"max": 3, "unit": "loops", "check": "loopCount"}, AN),
 R_("AT-10", "HTML5 banner", "Display", "Backup image", "Required; JPG, same dimensions, 50 KB max.", "SHALL", "format", {"allowed": ["JPG"]}, BK, quote="Required; JPG, same dimensions, 50"),
 R_("AT-10", "HTML5 banner", "Display", "Backup image", "Required; JPG, same dimensions, 50 KB max.", "SHALL", "fileSize", {"max": 50, "unit": "KB"}, BK, quote="Required; JPG, same dimensions, 50",
    note="the backup only: the static banner's own limit is 150 KB"),
 R_("AT-11", "Social image", "Social (Meta)", "Dimensions", "1080x1080 or 1080x1350", "SHALL", "dimensions", {"allowed": ["1080x1080", "1080x1350"]}, SI),
 R_("AT-12", "Social image", "Social (Meta)", "File size", "30 MB max.", "SHALL", "fileSize", {"max": 30720, "unit": "KB"}, SI),
 R_("AT-13", "Social video", "Social (Meta)", "Dimensions", "1080x1920", "SHALL", "dimensions", {"allowed": ["1080x1920"]}, SV),
 R_("AT-14", "Social video", "Social (Meta)", "Length", "3–90 s", "SHALL", "duration", {"min": 3, "max": 90, "unit": "s"}, SV, note="was 3–60 s before 3.1"),
 R_("AT-15", "Social video", "Social (Meta)", "Captions", "SRT file", "SHOULD", "accessibility", None, SV),
 R_("AT-16", "Pre-roll video", "Online video", "Container / codec", "MP4, H.264", "SHALL", "format", {"allowed": ["MP4"]}, PR),
 R_("AT-16", "Pre-roll video", "Online video", "Container / codec", "MP4, H.264", "SHALL", "codec", {"allowed": ["h264"], "check": "videoCodec"}, PR),
 R_("AT-17", "Pre-roll video", "Online video", "Resolution", "1920x1080", "SHALL", "dimensions", {"allowed": ["1920x1080"]}, PR),
 R_("AT-18", "Pre-roll video", "Online video", "Length", "15 s or 30 s", "SHALL", "duration", {"allowed": ["15", "30"], "min": 15, "max": 30, "unit": "s"}, PR),
 R_("AT-19", "Pre-roll video", "Online video", "Frame rate", "23.976 or 29.97 fps", "SHALL", "frameRate", {"allowed": ["23.976", "29.97"], "min": 23.976, "max": 29.97, "unit": "fps"}, PR),
 R_("AT-20", "Pre-roll video", "Online video", "Video bitrate", "10 Mbps min.", "SHOULD", "bitrate", {"min": 10000, "unit": "kbps", "check": "videoBitrate"}, PR),
 R_("AT-21", "Pre-roll video", "Online video", "Audio", "AAC, 48 kHz, 192 kbps min.", "SHALL", "codec", {"allowed": ["aac"], "check": "audioCodec"}, PRA),
 R_("AT-21", "Pre-roll video", "Online video", "Audio", "AAC, 48 kHz, 192 kbps min.", "SHALL", "sampleRate", {"allowed": ["48000"], "unit": "Hz"}, PRA, extended=True, legacy="codec"),
 R_("AT-21", "Pre-roll video", "Online video", "Audio", "AAC, 48 kHz, 192 kbps min.", "SHALL", "bitrate", {"min": 192, "unit": "kbps", "check": "audioBitrate"}, PRA,
    note="audio bitrate, not video"),
 R_("AT-22", "Email", "Email", "Width", "600 px", "SHALL", "dimensions", {"minWidth": 600, "maxWidth": 600}, EM),
 R_("AT-23", "Email", "Email", "Total weight", "100 KB max.", "SHOULD", "fileSize", {"max": 100, "unit": "KB", "check": "totalLoad"}, EM,
    note="SHOULD since 3.1 (Notes: 'SHALL until version 3.1'): critical would fail the allowed 118 KB email"),
 R_("AT-24", "Email", "Email", "Subject line", "50 characters max.", "SHOULD", "characterCount", {"max": 50, "unit": "chars", "check": "subjectLine"}, EM, extended=True, legacy="metadata"),
 R_("AT-25", "Email", "Email", "Alt text", "Required on every image", "SHALL", "accessibility", None, EM),
 R_("AT-26", "Podcast spot", "Audio", "Format", "MP3, 320 kbps, stereo", "SHALL", "format", {"allowed": ["MP3"]}, AU),
 R_("AT-26", "Podcast spot", "Audio", "Format", "MP3, 320 kbps, stereo", "SHALL", "bitrate", {"min": 320, "max": 320, "unit": "kbps", "check": "audioBitrate"},
    {"kinds": ["audio"], "channel": "Audio", "part": "audio"}),
 R_("AT-26", "Podcast spot", "Audio", "Format", "MP3, 320 kbps, stereo", "SHALL", "audioChannels", {"allowed": ["stereo"], "min": 2, "max": 2}, AU, extended=True, legacy="codec"),
 R_("AT-27", "Podcast spot", "Audio", "Length", "30 s or 60 s", "SHALL", "duration", {"allowed": ["30", "60"], "min": 30, "max": 60, "unit": "s"}, AU),
 R_("AT-28", "Podcast spot", "Audio", "Loudness", "-16 LUFS ±1 LU integrated", "SHALL", "audioLoudness", {"min": -17, "max": -15, "unit": "LUFS", "check": "integrated"}, AU,
    extended=True, legacy="codec"),
 R_("AT-29", "Journal ad", "Print", "File format", "PDF/X-1a", "SHALL", "format", {"allowed": ["PDF/X-1a"]}, PJ),
 R_("AT-30", "Journal ad", "Print", "Color space", "CMYK", "SHALL", "format", {"allowed": ["CMYK"], "check": "colorSpace"}, PJ, extended=True, legacy="format"),
 R_("AT-31", "Journal ad", "Print", "Image resolution", "300 dpi min.", "SHALL", "dimensions", {"min": 300, "unit": "dpi", "check": "imageResolution"}, PJ, extended=True, legacy="dimensions"),
 R_("AT-32", "Journal ad", "Print", "Bleed", "0.125 in", "SHALL", "dimensions", {"min": 0.125, "unit": "in", "check": "bleed"}, PJ, extended=True, legacy="dimensions"),
 R_("AT-33", "Journal ad", "Print", "Total ink", "300% max.", "SHOULD", "format", {"max": 300, "unit": "%", "check": "totalInk"}, PJ, extended=True, legacy="format"),
 E("naming", "critical", "BRV_[AssetType]_[WxH or", {"pattern": "^BRV_[A-Z0-9]+_(\\d+x\\d+|\\d+s)_\\d{6}_v\\d+\\.[a-z0-9]+$"}, None,
   alt=["AT-34 | All | All | File name | BRV_[AssetType]_[WxH or | Ns]_[YYMMDD]_v[n] | SHALL"], note="template wraps in its cell; accepts BRV_HTML5_300x250_270412_v2.zip and BRV_PREROLL_30s_270412_v1.mp4"),
 E("fdaFilingNumber", "critical", "MLR followed by 8 digits", {"pattern": "^MLR\\d{8}$"}, None, alt=["AT-35 | All | All | MLR ID | MLR followed by 8 digits, e.g. | MLR20270415 | SHALL"],
   note="accepts MLR20270415"),
 E("safetyInfo", "critical", "Present on the asset or, for audio, read in", None, {"customerTypes": ["DTC"]},
   alt=["AT-36 | All DTC assets | All | ISI | Present on the asset or, for audio, read in | the spot | SHALL"]),
 E("dimensions", "critical", "The email is not 600 px wide", {"minWidth": 600, "maxWidth": 600}, EM, optional=True, note="Check Codes sheet message C115; restates AT-22"),
 E("format", "critical", "The PDF is not PDF/X-1a, not CMYK, below 300 dpi or without", {"allowed": ["PDF/X-1a"]}, PJ, optional=True, note="Check Codes C119; restates AT-29…32"),
]
NR = [
 "Cover sheet: document control, approvers, purpose, the Level legend (SHALL rejected, SHOULD flagged, INFO not checked), review cycle six months",
 "Revision History: superseded values (HTML5 initial load 200 KB; Reels 3–60 s; email total weight as SHALL)",
 "Glossary, RACI, Vocabularies (brands, indications, channels, campaigns, codes), Contacts",
 "AT-04 'Typical file size 40–60 KB' (INFO, planning value, not checked)",
 "AT-26 note 'WAV masters are archived, not ingested'; AT-35 note 'Entered in metadata and shown on the asset'",
 "Metadata Schema: max lengths (36, 255, 2000, 50, 11 …) and Required flags are 'limits of the DAM record. They do not apply to text in the assets' (a 50-character or 255-character characterCount rule is a false positive)",
 "Renditions (256x256 PNG, 1024 px JPG quality 80, 1280x720 MP4 2 Mbps, MP3 128 kbps, 12 per page): 'generated by the DAM … not deliverables' (a 1280x720 or 128 kbps rule would be harmful)",
 "Retention years (10, 2, 7, 10, 3)",
 "Check Codes messages without values (C101–C114, C116–C118, C120–C123, C199) and their Rejected/Flagged results",
 "Change Requests: rejected 200 KB static limit, deferred 9:16 pre-roll, rejected 25 fps, open -18 LUFS (not in force); approved ones are already in the Asset Types sheet",
]
A = [
 {"file": "BRV_STATIC_300x250_270412_v1.jpg", "kind": "static", "channel": "Display", "width": 300, "height": 250, "format": "JPG", "sizeKB": 48,
  "note": "standalone static JPG; kept under the backup's 50 KB because check_allowed applies backup rules to every unparted static"},
 {"file": "BRV_HTML5_300x250_270412_v2.zip", "kind": "html5", "channel": "Display", "width": 300, "height": 250, "format": "HTML5", "sizeKB": 566, "initialLoadKB": 146,
  "subloadKB": 420, "fileCount": 12, "durationS": 28, "loops": 3, "note": "document's own example name; 146 KB initial (the superseded 200 KB was looser)"},
 {"file": "BRV_HTML5BACKUP_300x250_270412_v2.jpg", "kind": "static", "channel": "Display", "part": "backup", "width": 300, "height": 250, "format": "JPG", "sizeKB": 44},
 {"file": "BRV_META_1080x1350_270412_v1.png", "kind": "static", "channel": "Social", "platform": "Meta", "placement": "Feed", "width": 1080, "height": 1350, "format": "PNG",
  "sizeKB": 1843, "note": "1.8 MB social image: the static banner's 150 KB and formats must not apply"},
 {"file": "BRV_REELS_75s_270412_v1.mp4", "kind": "video", "channel": "Social", "platform": "Meta", "placement": "Reels", "width": 1080, "height": 1920, "format": "MP4",
  "codec": "h264", "durationS": 75, "fps": 30, "sizeKB": 92160, "hasAudio": True, "audioCodec": "aac", "captions": "BRV_REELS_75s_270412_v1.srt",
  "note": "75 s: inside 3–90 s, outside the superseded 3–60 s and the pre-roll's 15/30 s"},
 {"file": "BRV_PREROLL_30s_270412_v1.mp4", "kind": "video", "channel": "Video", "placement": "Pre-roll", "platform": "web", "width": 1920, "height": 1080, "format": "MP4",
  "codec": "h264", "durationS": 30, "fps": 29.97, "sizeKB": 46080, "videoBitrateKbps": 12000, "hasAudio": True, "audioCodec": "aac", "audioBitrateKbps": 192,
  "audioChannels": 2, "sampleRateHz": 48000, "note": "document's own example name; 'web' is an asset tag only"},
 {"file": "BRV_EMAIL_600x2200_270412_v3.html", "kind": "email", "channel": "Email", "width": 600, "height": 2200, "format": "HTML", "sizeKB": 118,
  "text": {"subjectLine": "New: a simpler way to start Relzara treatment"}, "expectWarnings": ["100 KB max."],
  "note": "118 KB: above the SHOULD 100 KB (a SHALL until 3.1): flagged, never rejected"},
 {"file": "BRV_PODCAST_60s_270412_v1.mp3", "kind": "audio", "channel": "Audio", "format": "MP3", "audioCodec": "mp3", "audioBitrateKbps": 320, "audioChannels": 2,
  "sampleRateHz": 44100, "durationS": 60, "hasAudio": True, "loudnessLUFS": -16.2, "truePeakDBTP": -1.2,
  "note": "44.1 kHz MP3: the pre-roll's 48 kHz must not apply; 320 kbps audio (not a video bitrate)"},
 {"file": "BRV_JOURNAL_206x276_270412_v1.pdf", "kind": "document", "channel": "Print", "format": "PDF/X-1a", "colorSpace": "CMYK", "minImageDPI": 300, "bleedMM": 3.175,
  "totalInkPct": 290, "trimMM": "206x276", "sizeKB": 24576, "note": "0.125 in = 3.175 mm bleed"},
]
write("brevanta-dam-asset-standard",
 "Controlled corporate STANDARD kept as a WORKBOOK (flat ODS → LibreOffice Calc xlsx/ods/lo.pdf; twelve sheets, landscape Letter, header/footer with sheet name and page X of Y; American): Cover with document control and a Level legend (SHALL rejected at ingestion, SHOULD flagged, INFO not checked), revision history with superseded values, glossary, RACI, a 36-row Asset Types sheet 'Ref | Asset type | Channel | Property | Requirement | Level | Notes' (a cross-reference 'As AT-01', two limits in one cell, INFO row, a naming template that wraps in its cell), Vocabularies, Check Codes with uploader messages, Change Requests with rejected/open values, a Metadata Schema whose max lengths are record limits, Renditions the DAM generates, Retention, Contacts",
 NR, R, A)
