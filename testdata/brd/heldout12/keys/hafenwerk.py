from keylib import *
N = "hafenwerk-de-agency-spec"
D = {"kinds": DISPLAY, "channel": "Display"}
def ds(size, **k): s = dict(D); s["sizes"] = [size]; s.update(k); return s
V = {"kinds": ["video"], "channel": "Video", "placement": "Pre-roll"}
VA = dict(V, part="audio")
E = {"channel": "Email"}
rules = []
rows = [("Medium Rectangle", "300 x 250", "300x250", 150, "300 KB", 300, "max. 15 sec."),
        ("Wide Skyscraper", "160 x 600", "160x600", 150, "300 KB", 300, "max. 15 sec."),
        ("Half Page Ad", "300 x 600", "300x600", 200, "1,5 MB", 1536, "max. 15 sec."),
        ("Billboard", "970 x 250", "970x250", 200, "1.000 KB", 1000, "max. 15 sec."),
        ("Mobile Banner", "320 x 50", "320x50", 50, "50 KB", 50, "no animation, only JPG or PNG")]
for label, dim, size, il, tw, twk, anim in rows:
    alt = f"{label} | {dim} | {il} KB | {tw} | {anim}"
    rules.append(C("fileSize", label, {"max": il, "unit": "KB", "check": "initialLoad"}, ds(size), alt=alt))
    rules.append(C("fileSize", label, {"max": twk, "unit": "KB", "check": "totalLoad"}, ds(size), alt=alt,
                   note={"1,5 MB": "decimal comma: 1,5 MB = 1.5 MB = 1536 KB (not 15 MB, not 1 KB)",
                         "1.000 KB": "thousands dot: 1.000 KB = 1000 KB (not 1 KB)"}.get(tw)))
rules.append(C("format", "no animation, only JPG or PNG", {"allowed": ["JPG", "PNG"]}, ds("320x50"),
               alt="Mobile Banner | 320 x 50 | 50 KB | 50 KB | no animation, only JPG or PNG",
               note="the 320x50 is static only; 'no animation' has no value of its own"))
rules.append(C("duration", "max. 15 sec.", {"max": 15, "unit": "s", "check": "animationLength"},
               {"kinds": ["animated", "html5"], "channel": "Display", "sizes": ["300x250", "160x600", "300x600", "970x250"]},
               alt="Animation | max. 15 sec.", optional=True, note="table column restating the bullet"))
rules.append(C("dimensions", "Other formats are not possible on the portals.",
               {"allowed": ["300x250", "160x600", "300x600", "970x250", "320x50"]}, D,
               alt="Dimension (px) | 300 x 250 | 160 x 600 | 300 x 600 | 970 x 250 | 320 x 50",
               note="sizes written with spaces: '300 x 250'"))
rules.append(C("format", "Allowed file formats: HTML5 (delivered as ZIP), JPG, PNG, GIF.",
               {"allowed": ["ZIP", "JPG", "PNG", "GIF"]}, D))
rules.append(C("format", "Flash (SWF) is forbidden.", {"excluded": ["SWF"]}, D, optional=True,
               note="negation; the allowed list already leaves SWF out"))
rules.append(C("fileSize", "In one ZIP max. 15 files (pcs.) incl. the backup image.",
               {"max": 15, "unit": "files", "check": "fileCount"}, {"kinds": ["html5"], "channel": "Display"}))
rules.append(C("duration", "Animation length is max. 15 sec.", {"max": 15, "unit": "s", "check": "animationLength"},
               {"kinds": ["animated", "html5"], "channel": "Display"}))
rules.append(C("duration", "Max. 3 loops.", {"max": 3, "unit": "loops", "check": "loopCount"},
               {"kinds": ["animated", "html5"], "channel": "Display"}))
rules.append(C("brandGuidelines", "after this the banner must stop on the end frame",
               scope={"kinds": ["animated", "html5"], "channel": "Display"}, optional=True, note="no value"))
rules.append(C("format", "a backup image (JPG or GIF) in the same dimension is obligatory",
               {"allowed": ["JPG", "GIF"]}, {"channel": "Display", "part": "backup"}))
rules.append(C("fileSize", "in the same dimension is obligatory, max. 40 KB",
               {"max": 40, "unit": "KB"}, {"channel": "Display", "part": "backup"},
               note="the backup's own cap, not the banner's"))
rules.append(C("dimensions", "a backup image (JPG or GIF) in the same dimension is obligatory",
               scope={"channel": "Display", "part": "backup"}, optional=True, note="same size as its banner; no value"))
rules.append(C("metadata", "The clickTag must be implemented like in the IAB standard",
               scope={"kinds": ["html5"], "channel": "Display"}, optional=True, note="clickTag; no field measures it"))
rules.append(C("safetyInfo", "must be visible in the banner during the whole running time", scope=D,
               alt="The Pflichttext (mandatory information acc. § 4 HWG) must be visible in the banner",
               note="'Pflichttext' = the German mandatory information (HWG), i.e. the safety information"))
rules.append(C("typography", "Font size of the Pflichttext min. 8 px", {"min": 8, "unit": "px"}, D))
rules.append(W("typography", "recommended are 10 px", {"min": 10, "unit": "px"}, D))
rules.append(C("brandGuidelines", "a 1 px border in grey (#CCCCCC) is obligatory",
               scope=dict(D, condition="white background")))
rules.append(C("codec", "Sound in banners is forbidden.", {"check": "audioPresent", "allowed": ["none"]}, D,
               optional=True, note="no audio track in banners; no spec field states presence"))
# video
rules.append(C("duration", "Length: 15 sec. or 20 sec., longer spots are not accepted.",
               {"allowed": ["15", "20"], "min": 15, "max": 20, "unit": "s"}, V))
rules.append(C("format", "Container MP4", {"allowed": ["MP4"]}, V))
rules.append(C("codec", "video codec H.264", {"allowed": ["h264"], "check": "videoCodec"}, V))
rules.append(C("codec", "audio codec AAC with 48 kHz", {"allowed": ["aac"], "check": "audioCodec"}, VA))
rules.append(C("sampleRate", "audio codec AAC with 48 kHz", {"allowed": ["48000"], "unit": "Hz"}, VA, legacy="codec"))
rules.append(C("audioChannels", "with 48 kHz, stereo", {"allowed": ["stereo"], "min": 2, "max": 2}, VA, legacy="codec"))
rules.append(C("dimensions", "Resolution min. 1.280 x 720 px", {"minWidth": 1280, "minHeight": 720}, V,
               note="thousands dot: 1.280 = 1280"))
rules.append(W("dimensions", "recommended is 1.920 x 1.080 px", {"allowed": ["1920x1080"]}, V))
rules.append(C("bitrate", "Bitrate of video min. 2.500 kbps and max. 8.000 kbps",
               {"min": 2500, "max": 8000, "unit": "kbps", "check": "videoBitrate"}, V,
               note="thousands dots: 2500-8000 kbps (not 2.5-8 kbps)"))
rules.append(C("bitrate", "Bitrate of audio 128 kbps or higher.", {"min": 128, "unit": "kbps", "check": "audioBitrate"}, VA))
rules.append(C("frameRate", "Frame rate 25 fps (european standard).", {"allowed": ["25"], "unit": "fps"}, V))
rules.append(C("frameRate", "29,97 fps is not accepted by the Austrian portal.", {"excluded": ["29.97"], "unit": "fps"},
               dict(V, condition="market AT"), optional=True,
               note="decimal comma; the allowed 25 fps already excludes it; names one market"))
rules.append(C("fileSize", "File size of the spot max. 50 MB.", {"max": 51200, "unit": "KB"}, V))
rules.append(C("audioLoudness", "Loudness −23 LUFS (EBU R128) with tolerance of ±1 LU",
               {"min": -24, "max": -22, "unit": "LUFS", "check": "integrated"}, VA, legacy="bitrate"))
rules.append(C("audioTruePeak", "true peak max. −1 dBTP", {"max": -1, "unit": "dBTP", "check": "truePeak"}, VA, legacy="bitrate"))
rules.append(C("safetyInfo", "as end board at the end of the spot for min. 5 sec.",
               {"min": 5, "unit": "s", "check": "endCardDuration"}, V, legacy="duration",
               alt="The Pflichttext must be shown as end board at the end of the spot for min. 5 sec."))
rules.append(C("accessibility", "Burnt-in subtitles are obligatory", scope=V))
# email
EH = dict(E, kinds=["static"])
rules.append(C("dimensions", "Header banner 600 x 200 px, only JPG, max. 100 KB.", {"allowed": ["600x200"]}, EH))
rules.append(C("format", "Header banner 600 x 200 px, only JPG, max. 100 KB.", {"allowed": ["JPG"]}, EH))
rules.append(C("fileSize", "Header banner 600 x 200 px, only JPG, max. 100 KB.", {"max": 100, "unit": "KB"}, EH))
rules.append(C("format", "Animated GIF is forbidden because Outlook is showing only the first frame.",
               {"excluded": ["GIF"]}, EH, optional=True, note="the header is JPG only already"))
rules.append(C("characterCount", "Subject line max. 60 characters (with spaces)",
               {"max": 60, "unit": "chars", "check": "subjectLine"}, E, legacy="metadata"))
rules.append(C("characterCount", "pre-header max. 90 characters.", {"max": 90, "unit": "chars", "check": "preheader"}, E, legacy="metadata"))
rules.append(C("characterCount", "Text ad: headline max. 40 characters", {"max": 40, "unit": "chars", "check": "headline"}, E, legacy="metadata"))
rules.append(C("characterCount", "body text max. 300 characters incl. spaces", {"max": 300, "unit": "chars", "check": "body"}, E, legacy="metadata"))
# naming / approval
rules.append(C("naming", "OSV_<Publisher>_<Format>_<YYYYMMDD>_V<n>",
               {"pattern": "^OSV_[A-Z]+_(\\d+x\\d+|\\d+s)_\\d{8}_V\\d+(_[a-z]+)?\\.[A-Za-z0-9]+$"},
               note="accepts OSV_MEDFOKUS_300x250_20270201_V1.zip and OSV_PRAXISKANAL_15s_20270201_V2.mp4"))
rules.append(C("naming", "Umlauts (ä, ö, ü, ß) and spaces in file names are forbidden.",
               {"pattern": "^[^äöüßÄÖÜ ]+$"}, optional=True, note="implied by the template"))
rules.append(C("fdaFilingNumber", "Every creative must show the approval number of Lindqvar medical department",
               {"pattern": "^DE \\d{4} \\d{4}$"}, alt="for example DE 2027 0114", note="accepts DE 2027 0114"))
nr = ["Version 2.3 from 14.01.2027; campaign 01.03.2027 until 30.06.2027 on 6 portals, approx. 1.250.000 impressions (plan)",
      "'Following formats are booked (number of pcs. per publisher see media plan)' (booking)",
      "Points marked 'recommended' or 'if possible' are not obligatory (legend)",
      "Newsletter sent Tuesday 07:00 to approx. 38.000 doctors, opening rate 24,6 % (statistics)",
      "Delivery min. 5 working days before campaign start; corrections possible 2 times (process)",
      "Fees 85,00 €, 250,00 € (delivery in less than 48 h), 120,00 € per hour (prices)",
      "'approx. 80 % of the videos are played without sound' (reason)",
      "Phone number, HRB 145 227 (legal)"]
assets = [
 {"file": "OSV_MEDFOKUS_300x600_20270201_V1.zip", "kind": "html5", "channel": "Display", "width": 300, "height": 600,
  "format": "ZIP", "sizeKB": 1400, "initialLoadKB": 196, "subloadKB": 1204, "fileCount": 12, "durationS": 15, "loops": 3,
  "note": "1400 KB total: within '1,5 MB' (1536 KB); fails if the decimal comma is misread (1 KB or 5 KB) or the other sizes' 300 KB is applied; 196 KB initial above 150"},
 {"file": "OSV_MEDFOKUS_300x600_20270201_V1_backup.jpg", "kind": "static", "channel": "Display", "part": "backup",
  "width": 300, "height": 600, "format": "JPG", "sizeKB": 38, "namingExempt": True},
 {"file": "OSV_PRAXISKANAL_970x250_20270201_V1.zip", "kind": "html5", "channel": "Display", "width": 970, "height": 250,
  "format": "ZIP", "sizeKB": 960, "initialLoadKB": 188, "subloadKB": 772, "fileCount": 14, "durationS": 12, "loops": 2,
  "note": "960 KB total: within '1.000 KB'; fails if the thousands dot is read as 1 KB"},
 {"file": "OSV_MEDFOKUS_320x50_20270201_V1.jpg", "kind": "static", "channel": "Display", "width": 320, "height": 50,
  "format": "JPG", "sizeKB": 39, "initialLoadKB": 39, "subloadKB": 0,
  "note": "JPG and under the backup's 40 KB because check_allowed.py applies backup rules to every static banner"},
 {"file": "OSV_PRAXISKANAL_20s_20270201_V2.mp4", "kind": "video", "channel": "Video", "placement": "Pre-roll",
  "width": 1920, "height": 1080, "format": "MP4", "codec": "h264", "durationS": 20, "fps": 25, "sizeKB": 19500,
  "videoBitrateKbps": 7500, "hasAudio": True, "audioCodec": "aac", "audioBitrateKbps": 160, "audioChannels": 2,
  "sampleRateHz": 48000, "loudnessLUFS": -23.4, "truePeakDBTP": -1.6, "endCardS": 5, "captions": "burnt-in",
  "note": "7500 kbps: within '8.000 kbps' (fails if read as 8 kbps); 160 kbps audio is not the video bitrate"},
 {"file": "OSV_NEWSLETTER_600x200_20270201_V1.jpg", "kind": "static", "channel": "Email", "width": 600, "height": 200,
  "format": "JPG", "sizeKB": 96, "note": "96 KB: within the header's 100 KB, above the backup's 40 KB and the 320x50's 50 KB"},
 {"file": "OSV_NEWSLETTER_textad_20270201_V1.txt", "kind": "text", "channel": "Email", "namingExempt": True,
  "text": {"subjectLine": "Ostravin: neue 3-Jahres-Daten bei Psoriasis-Arthritis",
           "preheader": "Jetzt die 3-Jahres-Ergebnisse und die Pflichtangaben im Newsletter lesen.",
           "headline": "Ostravin: Daten aus drei Jahren Praxis",
           "body": "Ostravin (ostravimab) zeigt in der Verlängerungsstudie über drei Jahre ein stabiles Ansprechen bei Erwachsenen mit aktiver Psoriasis-Arthritis. Lesen Sie die vollständigen Ergebnisse, die Fachinformation und die Pflichtangaben auf der Fachkreis-Seite von Lindqvar Pharma. Nur für Fachkreise."},
  "note": "body about 280 characters: inside 300, above the headline's 40 and the pre-header's 90"}]
write(N, "Non-native English spec of a German agency (DACH HCP campaign): decimal commas ('1,5 MB', '29,97 fps'), thousands dots ('1.000 KB', '1.280 x 720', '8.000 kbps'), 'max.'/'min.', 'pcs.', 'is obligatory', 'is forbidden', German terms (Pflichttext, HWG), a legend that makes unmarked points obligatory, fee table and legal footer", rules, nr, assets)
