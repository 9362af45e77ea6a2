from keylib import *
N = "lumiere-bleue-fr-agency-word"
D = {"kinds": DISPLAY, "channel": "Display"}
def ds(*sizes, **k): s = dict(D); s["sizes"] = list(sizes); s.update(k); return s
V = {"kinds": ["video"], "channel": "Video", "placement": "Pre-roll"}
VA = dict(V, part="audio")
E = {"kinds": ["static"], "channel": "Email"}
rows = [("Pavé (MPU)", "300 × 250", "300x250", 100, 200, "—"), ("Grand angle (half page)", "300 × 600", "300x600", 150, 300, "—"),
        ("Méga bannière (leaderboard)", "728 × 90", "728x90", 100, 200, "—"),
        ("Habillage (site skin)", "1 800 × 1 000", "1800x1000", 250, 250, "static only ; central zone of 1 000 px stays free"),
        ("Mobile", "320 × 100", "320x100", 50, 50, "static only")]
rules = []
for label, dim, size, il, tl, rem in rows:
    alt = f"{label} | {dim} | {il} Ko | {tl} Ko"
    rules.append(C("fileSize", label, {"max": il, "unit": "KB", "check": "initialLoad"}, ds(size), alt=alt,
                   note="'Ko' (kilo-octet) = KB" if size == "300x250" else ("space-separated thousands: '1 800 × 1 000'" if size == "1800x1000" else None)))
    rules.append(C("fileSize", label, {"max": tl, "unit": "KB", "check": "totalLoad"}, ds(size), alt=alt))
rules += [
 C("format", "static only", {"allowed": ["JPEG", "PNG", "GIF"]}, {"kinds": ["static"], "channel": "Display", "sizes": ["1800x1000", "320x100"]},
   alt=["Habillage (site skin) | static only", "Mobile | 320 × 100 | 50 Ko | 50 Ko | static only"],
   note="the skin and the mobile unit may not be animated or HTML5"),
 C("brandGuidelines", "central zone of 1 000 px stays free", scope=ds("1800x1000"), optional=True,
   alt=["central zone | of 1 000 px stays free"], note="the skin leaves the 1000 px content column free; no check reads it"),
 C("dimensions", "The formats retained for the campaign are the following", {"allowed": ["300x250", "300x600", "728x90", "1800x1000", "320x100"]}, D,
   alt=["Size (px) | 300 × 250 | 300 × 600 | 728 × 90 | 1 800 × 1 000 | 320 × 100"]),
 C("format", "Are accepted : HTML5 (ZIP), JPEG, PNG and GIF.", {"allowed": ["ZIP", "JPEG", "PNG", "GIF"]}, D,
   note="inverted word order; a no-break space before the colon (French typography)"),
 C("format", "The SWF format is forbidden.", {"excluded": ["SWF"]}, D, optional=True),
 C("duration", "The animation will not last more than 20 seconds, loops included.", {"max": 20, "unit": "s", "check": "animationLength"},
   {"kinds": ["animated", "html5"], "channel": "Display"}, note="total play time with the loops; no loop count is given"),
 C("safetyInfo", "The legal mentions are mandatory on the last frame", scope=D, note="'mentions légales': the mandatory safety/legal text"),
 C("typography", "in a police of minimum 10 px", {"min": 10, "unit": "px"}, dict(D, condition="legal mentions"),
   note="false friend: 'police' = font"),
 C("fileSize", "its weight must not pass 50 Ko", {"max": 50, "unit": "KB"}, {"channel": "Display", "part": "backup"},
   alt=["A backup image of the same dimensions is mandatory, its weight must not pass 50 Ko."]),
 C("dimensions", "A backup image of the same dimensions is mandatory", scope={"channel": "Display", "part": "backup"}, optional=True, note="no value"),
 W("fileSize", "The ZIP will contain maximum 10 files (advised)", {"max": 10, "unit": "files", "check": "fileCount"}, {"kinds": ["html5"], "channel": "Display"}),
 C("fileSize", "the maximum accepted by the ad server is 25 files", {"max": 25, "unit": "files", "check": "fileCount"}, {"kinds": ["html5"], "channel": "Display"}),
 C("duration", "Duration : 20 seconds maximum.", {"max": 20, "unit": "s"}, V),
 C("duration", "Are refused the spots of 30 seconds.", {"excluded": ["30"], "unit": "s"}, V, optional=True, note="restates the 20 s maximum"),
 C("format", "Format : MP4, codec H.264.", {"allowed": ["MP4"]}, V),
 C("codec", "Format : MP4, codec H.264.", {"allowed": ["h264"], "check": "videoCodec"}, V),
 W("dimensions", "Resolution : 1 920 × 1 080 (advised)", {"allowed": ["1920x1080"]}, V),
 C("dimensions", "1 280 × 720 minimum", {"minWidth": 1280, "minHeight": 720}, V),
 C("frameRate", "Cadence : 25 i/s (images per second), constant.", {"allowed": ["25"], "unit": "fps"}, V, note="'i/s' = images per second = fps"),
 C("frameRate", "Cadence : 25 i/s (images per second), constant.", {"check": "constantFrameRate"}, V, optional=True),
 C("bitrate", "Debit : between 4 and 8 Mbit/s.", {"min": 4000, "max": 8000, "unit": "kbps", "check": "videoBitrate"}, V, note="'débit' = bitrate"),
 C("codec", "Sound : AAC stereo 48 kHz", {"allowed": ["aac"], "check": "audioCodec"}, VA),
 C("audioChannels", "Sound : AAC stereo 48 kHz", {"allowed": ["stereo"], "min": 2, "max": 2}, VA, legacy="codec"),
 C("sampleRate", "Sound : AAC stereo 48 kHz", {"allowed": ["48000"], "unit": "Hz"}, VA, legacy="codec"),
 C("audioLoudness", "level −23 LUFS ± 1", {"min": -24, "max": -22, "unit": "LUFS", "check": "integrated"}, VA, legacy="bitrate"),
 C("fileSize", "Weight maximum : 1,5 Go.", {"max": 1572864, "unit": "KB"}, V, note="'Go' (giga-octet) = GB, decimal comma: 1.5 GB"),
 C("accessibility", "The subtitles are mandatory", scope=V),
 C("safetyInfo", "The last 3 seconds show the packshot with the legal mentions.", {"min": 3, "unit": "s", "check": "endCardDuration"}, V,
   legacy="duration"),
 C("dimensions", "Banner 600 × 150 px, JPEG, 80 Ko maximum.", {"allowed": ["600x150"]}, E),
 C("format", "Banner 600 × 150 px, JPEG, 80 Ko maximum.", {"allowed": ["JPEG"]}, E),
 C("fileSize", "Banner 600 × 150 px, JPEG, 80 Ko maximum.", {"max": 80, "unit": "KB"}, E),
 C("characterCount", "Object of the mail : 45 characters maximum, spaces included.", {"max": 45, "unit": "chars", "check": "subjectLine"},
   {"channel": "Email"}, legacy="metadata", note="false friend: 'objet' = subject line"),
 W("characterCount", "Pre-header : between 50 and 100 characters (advised).", {"min": 50, "max": 100, "unit": "chars", "check": "preheader"},
   {"channel": "Email"}, legacy="metadata"),
 C("naming", "NEV_[SUPPORT]_[FORMAT]_[AAAAMMJJ]_V[X]", {"pattern": "^NEV_[A-Z]+_(\\d+x\\d+|\\d+s)_\\d{8}_V\\d+(_[a-z]+)?\\.[a-z0-9]+$"},
   note="AAAAMMJJ = YYYYMMDD; accepts NEV_MEDIVIDEO_20s_20270305_V1.mp4 and NEV_PHARMAFLUX_300x250_20270305_V2.zip"),
 C("fdaFilingNumber", "The visa number must appear on every element", {"pattern": "^Visa n° \\d{2} \\d{3} \\d{3}$"},
   alt=["in the form « Visa n° 27 001 234 »"], note="accepts 'Visa n° 27 001 234' (French visa number)"),
]
nr = ["'The points indicated « advised » are not mandatory. All the other points are mandatory.' (legend)",
      "'85 % of the spots are seen without sound' (reason)",
      "Planning table (J-7, J-3, 01/03/2027) (process)",
      "Budget 42 500 € HT, 1 200 000 impressions on 8 weeks, 450 € HT per extra round (money, volumes)",
      "Version 1.2 of the 18/01/2027, phone number, 'au capital de 50 000 €', RCS number"]
assets = [
 {"file": "NEV_PHARMAFLUX_300x600_20270305_V1.zip", "kind": "html5", "channel": "Display", "width": 300, "height": 600, "format": "ZIP",
  "sizeKB": 296, "initialLoadKB": 146, "subloadKB": 150, "fileCount": 14, "durationS": 20, "loops": 2,
  "expectWarnings": ["The ZIP will contain maximum 10 files (advised)"],
  "note": "146/296 Ko: the half page's 150/300, above the MPU's 100/200; 14 files: above the advised 10, inside the 25 accepted"},
 {"file": "NEV_PHARMAFLUX_300x600_20270305_V1_backup.jpg", "kind": "static", "channel": "Display", "part": "backup", "width": 300, "height": 600,
  "format": "JPEG", "sizeKB": 46, "namingExempt": True},
 {"file": "NEV_MEDIVIDEO_320x100_20270305_V1.png", "kind": "static", "channel": "Display", "width": 320, "height": 100, "format": "PNG",
  "sizeKB": 48, "initialLoadKB": 48, "note": "static mobile unit (no site-skin asset: check_allowed.py would apply the backup's 50 Ko to a 240 Ko skin, see README)"},
 {"file": "NEV_MEDIVIDEO_20s_20270305_V1.mp4", "kind": "video", "channel": "Video", "placement": "Pre-roll", "width": 1920, "height": 1080,
  "format": "MP4", "codec": "h264", "durationS": 20, "fps": 25, "constantFrameRate": True, "videoBitrateKbps": 7200, "sizeKB": 18400,
  "hasAudio": True, "audioCodec": "aac", "audioChannels": 2, "sampleRateHz": 48000, "audioBitrateKbps": 192, "loudnessLUFS": -23.3,
  "truePeakDBTP": -1.8, "endCardS": 3, "captions": "burnt-in",
  "note": "7200 kbps: inside 4-8 Mbit/s (fails if read as 8 kbps)"},
 {"file": "NEV_NEWSLETTER_600x150_20270305_V1.jpg", "kind": "static", "channel": "Email", "width": 600, "height": 150, "format": "JPEG",
  "sizeKB": 78, "text": {"subjectLine": "Nevralis : nouvelles données dans la SEP-RR", "preheader": "Les résultats à 96 semaines de l'étude NEVA-2 présentés à l'ECTRIMS 2026."}}]
write(N, "Word-native specification of a French agency written in English by a French speaker (A4, header/footer, a real Word table): French typography from Word's autocorrect (no-break space before ':' and inside « »), French units ('Ko', 'Go', '25 i/s', 'Mbit/s'), space-separated thousands ('1 800 × 1 000'), decimal comma ('1,5 Go'), inverted word order ('Are accepted …', 'Are refused the spots of 30 seconds'), false friends ('police' = font, 'Object of the mail' = subject line, 'Debit' = bitrate), an advised vs accepted file count, planning table and budget", rules, nr, assets)
