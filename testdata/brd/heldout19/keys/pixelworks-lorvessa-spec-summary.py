from keylib import R, write
N = "pixelworks-lorvessa-spec-summary"
DH = {"kinds": ["html5"], "channel": "Display"}
STD = ["300x250", "728x90", "160x600"]
BK = {"kinds": ["static"], "channel": "Display", "part": "backup"}
def row(size):
    return {"300x250": "300x250 | HTML5 | 150 | 200 | 40 | 15s / 3 loops", "300x600": "300x600 | HTML5 | 200 | 300 | 60 | 15s / 3 loops", "320x50": "320x50 | Static JPG | 50 | n/a | n/a | none"}[size]
rules = [
 R("dimensions", "critical", "Size", alt=["300x250 | 728x90 | 160x600 | 300x600 | 320x50"], params={"allowed": ["300x250", "728x90", "160x600", "300x600", "320x50"]}, scope={"kinds": ["html5", "static"], "channel": "Display"}, note="970x250 is TBD ('do not build yet'): must not be allowed"),
 R("format", "critical", "Type", alt=[row("300x250")], params={"allowed": ["HTML5"]}, scope=dict(DH, sizes=STD + ["300x600"])),
 R("format", "critical", "Type", alt=[row("320x50")], params={"allowed": ["JPG"]}, scope={"kinds": ["static"], "channel": "Display", "sizes": ["320x50"]}, note="the 320x50 is a static JPG deliverable, not a backup"),
 R("fileSize", "critical", "Max initial (k)", alt=[row("300x250")], params={"max": 150, "unit": "KB", "check": "initialLoad"}, scope=dict(DH, sizes=STD)),
 R("fileSize", "critical", "Max initial (k)", alt=[row("300x600")], params={"max": 200, "unit": "KB", "check": "initialLoad"}, scope=dict(DH, sizes=["300x600"])),
 R("fileSize", "critical", "Max initial (k)", alt=[row("320x50")], params={"max": 50, "unit": "KB"}, scope={"kinds": ["static"], "channel": "Display", "sizes": ["320x50"]}, note="a static file's whole weight"),
 R("fileSize", "critical", "Max total (k)", alt=[row("300x250")], params={"max": 200, "unit": "KB", "check": "totalLoad"}, scope=dict(DH, sizes=STD)),
 R("fileSize", "critical", "Max total (k)", alt=[row("300x600")], params={"max": 300, "unit": "KB", "check": "totalLoad"}, scope=dict(DH, sizes=["300x600"])),
 R("fileSize", "critical", "Backup max (k)", alt=[row("300x250")], params={"max": 40, "unit": "KB"}, scope=dict(BK, sizes=STD)),
 R("fileSize", "critical", "Backup max (k)", alt=[row("300x600")], params={"max": 60, "unit": "KB"}, scope=dict(BK, sizes=["300x600"])),
 R("duration", "critical", "Anim", alt=[row("300x250")], params={"max": 15, "unit": "s", "check": "animationLength"}, scope=dict(DH, sizes=STD + ["300x600"])),
 R("duration", "critical", "Anim", alt=[row("300x250")], params={"max": 3, "unit": "loops", "check": "loopCount"}, scope=dict(DH, sizes=STD + ["300x600"])),
 R("safetyInfo", "critical", "ISI scroll box, right 40%", scope=dict(DH, sizes=["300x250"]), optional=True, note="placement of the ISI box per size (Notes column)"),
 R("safetyInfo", "critical", "ISI in expand tray", scope=dict(DH, sizes=["728x90"]), optional=True),
 R("safetyInfo", "critical", "Tap to ISI page; no scroll box", scope={"channel": "Display", "sizes": ["320x50"]}, optional=True),
 R("format", "critical", "ZIP w/ index.html, max 15 files, no sub-zips", params={"allowed": ["ZIP"]}, scope=DH, optional=True, note="packaging; HTML5 = ZIP"),
 R("fileSize", "critical", "ZIP w/ index.html, max 15 files, no sub-zips", params={"max": 15, "check": "fileCount"}, scope=DH),
 R("metadata", "critical", "clickTag only – no hard-coded URLs", scope={"channel": "Display"}),
 R("typography", "critical", "Max 2 web fonts, subsetted", params={"max": 2, "unit": "fonts", "check": "fontCount"}, scope=DH),
 R("typography", "warning", "pref: brand font Lorvessa Sans", scope=DH, optional=True),
 R("audioChannels", "critical", "None. No audio in any unit.", params={"check": "audioPresent", "max": 0}, scope={"channel": "Display"}, extended=True, legacy="codec"),
 R("safetyInfo", "critical", "Visible from frame 1", alt=["ISI | Visible from frame 1"], scope={"channel": "Display"}),
 R("typography", "critical", "ISI text min 8 px", params={"min": 8, "unit": "px"}, scope={"channel": "Display"}, note="ISI text only"),
 R("accessibility", "critical", "user can scroll/pause", scope=DH, optional=True, note="ISI scroll control; safetyInfo equally defensible"),
 R("brandGuidelines", "critical", "1 px #CCCCCC border req’d on all units", scope={"channel": "Display"}),
 R("indication", "critical", "Full indication on the end frame of every animated unit", scope=DH),
 R("fdaFilingNumber", "critical", "WLH-LRV-NNNN bottom left of end frame", alt=["e.g. WLH-LRV-0192"], params={"pattern": "^WLH-LRV-\\d{4}$"}),
 R("metadata", "warning", "pref: peak CPU under 30%", params={"max": 30, "unit": "%", "exclusive": True, "check": "cpu"}, scope=DH),
 R("naming", "critical", "LRV_[size]_[version].zip", params={"pattern": "^LRV_\\d+x\\d+_v\\d+(_bu)?\\.(zip|jpg)$"}, note="accepts LRV_300x250_v1.zip and the backup LRV_300x250_v1_bu.jpg"),
]
nr = [
 "970x250 row: TBD cells, 'Pending publisher OK – do not build yet'",
 "n/a cells of the 320x50 (no total, no backup)",
 "Sent 11/16/2026; job WLH-4471 (header)",
 "Rule of thumb legend ('hard spec unless it says pref')",
 "NOT SPECS (FYI): $14,200, 6 sizes x 2 versions, 2 rounds, dates, ~42M impressions, ~55% (the sheet says these are not specs)",
]
A = [
 {"file": "LRV_300x250_v1.zip", "kind": "html5", "channel": "Display", "width": 300, "height": 250, "format": "HTML5", "initialLoadKB": 128, "sizeKB": 186, "fileCount": 11, "durationS": 15, "loops": 3, "hasAudio": False},
 {"file": "LRV_300x600_v2.zip", "kind": "html5", "channel": "Display", "width": 300, "height": 600, "format": "HTML5", "initialLoadKB": 184, "sizeKB": 276, "fileCount": 13, "durationS": 14, "loops": 2, "hasAudio": False, "note": "184/276 KB: inside its own 200/300, over the 150/200 of the other sizes"},
 {"file": "LRV_300x600_v2_bu.jpg", "kind": "static", "part": "backup", "channel": "Display", "width": 300, "height": 600, "format": "JPG", "sizeKB": 52, "note": "52 KB backup: the 300x600's 60, not the 40 of the others"},
 {"file": "LRV_320x50_v1.jpg", "kind": "static", "channel": "Display", "width": 320, "height": 50, "format": "JPG", "sizeKB": 44, "note": "a static JPG deliverable at 44 KB: an HTML5-only format rule or a 40 KB backup rule read without its part fails it"},
 {"file": "LRV_728x90_v1_bu.jpg", "kind": "static", "part": "backup", "channel": "Display", "width": 728, "height": 90, "format": "JPG", "sizeKB": 31},
]
write(N, "Producer's one-page SPEC SUMMARY to the banner shop kept as a spreadsheet (flat ODS → Calc, one landscape sheet fitted to a page): job header rows with merged value cells, a legend line ('hard spec unless it says pref'), a size table in 'k' with per-size limits, a static 320x50 with n/a cells and a TBD row ('do not build yet'), terse label/value GENERAL lines with abbreviations (w/, req'd, pref:), naming with a backup example, and a NOT SPECS (FYI) block with the quote, dates and impressions", rules, nr, A)
