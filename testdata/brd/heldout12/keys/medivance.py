from keylib import *
N = "medivance-legacy-tabspec"
D = {"kinds": DISPLAY, "channel": "Display"}
def ds(*sizes, **k): s = dict(D); s["sizes"] = list(sizes); s.update(k); return s
V = {"kinds": ["video"], "channel": "Video"}
VA = dict(V, part="audio")
E = {"kinds": ["static"], "channel": "Email"}
rules = []
rows = [("728x90", 100, 200, ":15", "GIF/JPG/HTML5"), ("300x250", 100, 200, ":15", "GIF/JPG/HTML5"),
        ("160x600", 100, 200, ":15", "GIF/JPG/HTML5"), ("300x600", 150, 300, ":15", "HTML5 only"),
        ("320x50 *", 40, 40, "none", "GIF/JPG only")]
fmts = {"GIF/JPG/HTML5": ["GIF", "JPG", "HTML5"], "HTML5 only": ["HTML5"], "GIF/JPG only": ["GIF", "JPG"]}
for label, il, tl, anim, fm in rows:
    size = label.split()[0]
    alt = f"{label} | {il}K | {tl}K | {anim} | {fm}"
    rules.append(C("fileSize", label, {"max": il, "unit": "KB", "check": "initialLoad"}, ds(size), alt=alt,
                   note="tab-aligned pseudo-table: no table cells, columns made with tab stops; 'K' = KB"))
    rules.append(C("fileSize", label, {"max": tl, "unit": "KB", "check": "totalLoad"}, ds(size), alt=alt))
    rules.append(C("format", label, {"allowed": fmts[fm]}, ds(size), alt=alt))
rules[-1]["note"] = "the 320x50 is static GIF/JPG only"
rules.append(C("duration", ":15", {"max": 15, "unit": "s", "check": "animationLength"},
               {"kinds": ["animated", "html5"], "channel": "Display", "sizes": ["728x90", "300x250", "160x600", "300x600"]},
               alt="MAX ANIM. | :15", optional=True, note="column restating the sentence below"))
rules.append(C("dimensions", "SIZE", {"allowed": ["728x90", "300x250", "160x600", "300x600", "320x50"]}, D,
               alt="SIZE | 728x90 | 300x250 | 160x600 | 300x600 | 320x50", note="the size column of the tab chart"))
rules.append(C("duration", "Animation stops at :15 or after 3 loops, whichever comes first.", {"max": 15, "unit": "s", "check": "animationLength"},
               {"kinds": ["animated", "html5"], "channel": "Display"}))
rules.append(C("duration", "Animation stops at :15 or after 3 loops, whichever comes first.", {"max": 3, "unit": "loops", "check": "loopCount"},
               {"kinds": ["animated", "html5"], "channel": "Display"}))
rules.append(C("duration", "Static, no animation.", {"max": 0, "unit": "s", "check": "animationLength"}, ds("320x50"), optional=True,
               note="restates 'GIF/JPG only' / 'none'"))
rules.append(C("fileSize", "max. 20 files per zip", {"max": 20, "unit": "files", "check": "fileCount"}, {"kinds": ["html5"], "channel": "Display"}))
rules.append(C("metadata", "no external calls except the clickTAG", scope={"kinds": ["html5"], "channel": "Display"}, optional=True, note="no value"))
rules.append(C("format", "Backup GIF or JPG required for every HTML5 unit", {"allowed": ["GIF", "JPG"]}, {"channel": "Display", "part": "backup"}))
rules.append(C("fileSize", "same dimensions, 40K max.", {"max": 40, "unit": "KB"}, {"channel": "Display", "part": "backup"},
               alt=["Backup GIF or JPG required for every HTML5 unit, same dimensions, 40K max."]))
rules.append(C("safetyInfo", "ISI / fair balance must be included within the unit", scope=D))
rules.append(C("format", "Expandable and pop-up units are not accepted.", scope=D, optional=True, note="no value a format list states"))
rules.append(C("accessibility", "Audio must be user-initiated (click to play) and muted by default.", scope=D, optional=True, note="no value"))
rules.append(C("duration", ":15 or :30 (no :60)", {"allowed": ["15", "30"], "min": 15, "max": 30, "unit": "s", "excluded": ["60"]}, V,
               alt="Length: | :15 or :30 (no :60)"))
rules.append(C("format", "MP4 (H.264) or MOV", {"allowed": ["MP4", "MOV"]}, V, alt="File type: | MP4 (H.264) or MOV"))
rules.append(C("codec", "MP4 (H.264) or MOV", {"allowed": ["h264"], "check": "videoCodec"}, dict(V, condition="format MP4"),
               alt="File type: | MP4 (H.264) or MOV", note="H.264 is said of the MP4; a MOV's codec is not stated"))
rules.append(C("dimensions", "1280x720 min.", {"minWidth": 1280, "minHeight": 720}, V, alt="Dimensions: | 1280x720 min."))
rules.append(W("dimensions", "1920x1080 preferred", {"allowed": ["1920x1080"]}, V))
rules.append(C("frameRate", "29.97 fps, constant", {"allowed": ["29.97"], "unit": "fps"}, V, alt="Frame rate: | 29.97 fps, constant"))
rules.append(C("frameRate", "29.97 fps, constant", {"check": "constantFrameRate"}, V, optional=True))
rules.append(C("bitrate", "2,000 - 10,000 kbps", {"min": 2000, "max": 10000, "unit": "kbps", "check": "videoBitrate"}, V, alt="Bit rate: | 2,000 - 10,000 kbps"))
rules.append(C("codec", "AAC, 128 kbps min., 48 kHz", {"allowed": ["aac"], "check": "audioCodec"}, VA, alt="Audio: | AAC, 128 kbps min., 48 kHz"))
rules.append(C("bitrate", "AAC, 128 kbps min., 48 kHz", {"min": 128, "unit": "kbps", "check": "audioBitrate"}, VA, alt="Audio: | AAC, 128 kbps min., 48 kHz",
               note="audio bitrate, not the video's 2,000-10,000"))
rules.append(C("sampleRate", "AAC, 128 kbps min., 48 kHz", {"allowed": ["48000"], "unit": "Hz"}, VA, alt="Audio: | AAC, 128 kbps min., 48 kHz", legacy="codec"))
rules.append(C("audioLoudness", "-24 LKFS +/- 2", {"min": -26, "max": -22, "unit": "LUFS", "check": "integrated"}, VA,
               alt="Loudness: | -24 LKFS +/- 2", legacy="bitrate", note="ASCII '+/-' for ±"))
rules.append(C("fileSize", "Max file size:", {"max": 102400, "unit": "KB"}, V, alt="Max file size: | 100 MB",
               note="100 MB (rev. 8); the revision history's 50 MB is superseded"))
CB = {"channel": "Video", "part": "companionBanner"}
rules.append(C("dimensions", "300x250, 40K max, GIF/JPG", {"allowed": ["300x250"]}, CB, alt="Companion: | 300x250, 40K max, GIF/JPG"))
rules.append(C("fileSize", "300x250, 40K max, GIF/JPG", {"max": 40, "unit": "KB"}, CB, alt="Companion: | 300x250, 40K max, GIF/JPG"))
rules.append(C("format", "300x250, 40K max, GIF/JPG", {"allowed": ["GIF", "JPG"]}, CB, alt="Companion: | 300x250, 40K max, GIF/JPG"))
rules.append(C("dimensions", "300x250 static JPG/GIF, 40K max", {"allowed": ["300x250"]}, E, alt="Image: | 300x250 static JPG/GIF, 40K max"))
rules.append(C("format", "300x250 static JPG/GIF, 40K max", {"allowed": ["JPG", "GIF"]}, E, alt="Image: | 300x250 static JPG/GIF, 40K max"))
rules.append(C("fileSize", "300x250 static JPG/GIF, 40K max", {"max": 40, "unit": "KB"}, E, alt="Image: | 300x250 static JPG/GIF, 40K max"))
rules.append(C("accessibility", "required on all images", scope={"channel": "Email"}, alt="Alt text: | required on all images"))
rules.append(C("naming", "ADVERTISER_SIZE_VERSION.ext", {"pattern": "^[A-Z0-9]+_(\\d+x\\d+|\\d+s)_V\\d+\\.[a-z0-9]+$"},
               alt="Format: | ADVERTISER_SIZE_VERSION.ext", note="accepts ACME_300x250_V2.gif and ACME_15s_V1.mp4 (SIZE is a length for video)"))
rules.append(C("naming", "No spaces or special characters other than underscore.", {"pattern": "^[A-Za-z0-9_]+\\.[a-z0-9]+$"}, optional=True))
rules.append(C("format", "Flash (SWF) no longer accepted", {"excluded": ["SWF"]}, D, optional=True,
               alt="6 | 09/30/19 | Flash (SWF) no longer accepted", note="a revision-history line that is still in force; the format lists leave SWF out"))
nr = ["Reach 412,000 verified U.S. physicians (statistics)",
      "'320x50 runs in the Medivance app only' (placement)",
      "'Subject line: written by Medivance editorial (not by advertiser)' (a permission/process, no limit)",
      "'Send: Tue/Thu 6:00 AM ET, approx. 186,000 recipients' (schedule)",
      "Materials due 5 business days before launch; rates $85/$110 CPM, minimum order $15,000 (process, prices)",
      "Revision history rows 9, 8, 7: '50 MB' and '150K' are superseded values (50 MB would fail the 88 MB spot; 150K is only the 300x600's)",
      "Effective/Supersedes dates, phone number, footer file name"]
assets = [
 {"file": "CARDIOX_300x600_V1.zip", "kind": "html5", "channel": "Display", "width": 300, "height": 600, "format": "ZIP",
  "sizeKB": 290, "initialLoadKB": 148, "subloadKB": 142, "fileCount": 18, "durationS": 15, "loops": 3,
  "note": "148K initial / 290K total: the 300x600's 150K/300K, above the other sizes' 100K/200K"},
 {"file": "CARDIOX_728x90_V2.gif", "kind": "animated", "channel": "Display", "width": 728, "height": 90, "format": "GIF",
  "sizeKB": 96, "initialLoadKB": 96, "durationS": 15, "loops": 3},
 {"file": "CARDIOX_320x50_V1.jpg", "kind": "static", "channel": "Display", "width": 320, "height": 50, "format": "JPG", "sizeKB": 36},
 {"file": "CARDIOX_30s_V1.mp4", "kind": "video", "channel": "Video", "width": 1920, "height": 1080, "format": "MP4", "codec": "h264",
  "durationS": 30, "fps": 29.97, "constantFrameRate": True, "videoBitrateKbps": 8500, "sizeKB": 90112, "hasAudio": True,
  "audioCodec": "aac", "audioBitrateKbps": 192, "sampleRateHz": 48000, "audioChannels": 2, "loudnessLUFS": -23.1, "truePeakDBTP": -2.5,
  "note": "88 MB: within 100 MB, above the superseded 50 MB"},
 {"file": "CARDIOX_300x250_V3.jpg", "kind": "static", "channel": "Video", "part": "companionBanner", "width": 300, "height": 250,
  "format": "JPG", "sizeKB": 39},
 {"file": "CARDIOX_300x250_V4.gif", "kind": "static", "channel": "Email", "width": 300, "height": 250, "format": "GIF", "sizeKB": 39}]
write(N, "Legacy DOC/RTF-era ad specification kept in Word (monospaced, American): 'tables' made only of tab stops and dashes (no table object), label<TAB>value lines, asterisk footnote, 'K' units and ':15' lengths, ASCII '+/-' and '--', ALL-CAPS headings typed as plain paragraphs, a typed revision history whose old values are superseded", rules, nr, assets)
