from keylib import R, write
CT = {"kinds": ["video"], "platform": "CTV"}
CA = {"kinds": ["video"], "platform": "CTV", "part": "audio"}
AU = {"kinds": ["audio"]}
CB = {"part": "companionBanner"}
D = {"kinds": ["html5", "static", "animated"], "channel": "Display"}
H = {"kinds": ["html5", "animated"], "channel": "Display"}
rules = [
 R("duration","critical","CTV spots are exactly 15 or 30 seconds long.",{"allowed":["15","30"],"min":15,"max":30,"unit":"s"},CT),
 R("codec","critical","Mezzanine files are Apple ProRes 422 HQ in a MOV wrapper.",{"allowed":["prores"],"check":"videoCodec"},CT),
 R("format","critical","Mezzanine files are Apple ProRes 422 HQ in a MOV wrapper.",{"allowed":["MOV"]},CT),
 R("dimensions","critical","Picture is 1920 x 1080, progressive, 29.97 fps.",{"allowed":["1920x1080"]},CT),
 R("codec","critical","Picture is 1920 x 1080, progressive, 29.97 fps.",{"allowed":["progressive"],"check":"scanType"},CT),
 R("frameRate","critical","Picture is 1920 x 1080, progressive, 29.97 fps.",{"allowed":["29.97"]},CT),
 R("audioLoudness","critical","Integrated loudness −24 LKFS ±2 LU",{"min":-26,"max":-22,"unit":"LUFS","check":"integrated"},CT,ext="metadata"),
 R("audioTruePeak","critical","true peak no higher than −2 dBTP",{"max":-2,"unit":"dBTP","check":"truePeak"},CT,ext="metadata"),
 R("sampleRate","critical","Audio is 48 kHz, 24-bit PCM, stereo.",{"allowed":["48000"],"unit":"Hz"},CA,ext="metadata"),
 R("audioChannels","critical","Audio is 48 kHz, 24-bit PCM, stereo.",{"allowed":["stereo"],"min":2,"max":2},CA,ext="metadata"),
 R("codec","critical","Audio is 48 kHz, 24-bit PCM, stereo.",{"allowed":["pcm"],"check":"audioCodec"},CA,optional=True,note="PCM of a ProRes/MOV master"),
 R("brandGuidelines","warning","Supers should stay inside the 90% title-safe area.",{"max":90,"unit":"%","check":"safeArea"},CT,ext="brandGuidelines"),
 R("fairBalance","critical","The major statement is both voiced and supered",None,CT,alt=["the super stays on screen for at least 4 seconds"],
   note="super on screen at least 4 s: a duration of the super, never of the spot"),
 R("duration","critical","Audio spots are exactly 30 seconds.",{"allowed":["30"],"min":30,"max":30,"unit":"s"},AU,
   note="a 30 s-only rule unscoped would fail the 15 s CTV spot"),
 R("bitrate","critical","MP3 files are encoded at 192 kbps or higher, constant bit rate.",{"min":192,"unit":"kbps","check":"audioBitrate"},dict(AU,condition="format MP3")),
 R("audioLoudness","critical","Audio spots are mastered to −16 LUFS ±1 LU integrated.",{"min":-17,"max":-15,"unit":"LUFS","check":"integrated"},AU,ext="metadata",
   note="the CTV −24 LKFS must not reach audio spots, nor this one the CTV spots"),
 R("dimensions","critical","The companion banner is 640 x 640, JPG or PNG, 200 KB max.",{"allowed":["640x640"]},CB),
 R("format","critical","The companion banner is 640 x 640, JPG or PNG, 200 KB max.",{"allowed":["JPG","PNG"]},CB),
 R("fileSize","critical","The companion banner is 640 x 640, JPG or PNG, 200 KB max.",{"max":200,"unit":"KB"},CB),
 R("dimensions","critical","Banner sizes are 300x250, 728x90, 300x600 and 320x50.",{"allowed":["300x250","728x90","300x600","320x50"]},D),
 R("fileSize","critical","Initial load is 150 KB max for 300x250, 728x90 and 300x600.",{"max":150,"unit":"KB","check":"initialLoad"},dict(H,sizes=["300x250","728x90","300x600"])),
 R("duration","critical","Animation stops within 15 seconds and loops no more than 3 times.",{"max":15,"unit":"s","check":"animationLength"},H),
 R("duration","critical","Animation stops within 15 seconds and loops no more than 3 times.",{"max":3,"unit":"loops","check":"loopCount"},H),
 R("safetyInfo","critical","Every banner shows the ISI in a scrolling panel from the first frame.",None,D),
 R("contrast","warning","Text should have a contrast ratio of at least 4.5:1.",{"min":4.5,"unit":"ratio"}),
 R("format","critical","Backup images are GIF or JPG, 40 KB max.",{"allowed":["GIF","JPG"]},{"part":"backup"}),
 R("fileSize","critical","Backup images are GIF or JPG, 40 KB max.",{"max":40,"unit":"KB"},{"part":"backup"}),
 R("fileSize","critical","The 320x50 is 50 KB max, backup excluded.",{"max":50,"unit":"KB"},dict(D,sizes=["320x50"]),note="supersedes the withdrawn 40 KB (RQ-DSP-003)"),
 R("naming","critical","File names follow BRV_[Channel]_[Size or Length]_[YYYYMMDD]",{"pattern":r"^BRV_[A-Z]+_(\d+x\d+|\d+)_\d{8}\.[a-z0-9]+$"},
   alt=["BRV_CTV_30_20270301.mov"],note="examples BRV_CTV_30_20270301.mov, BRV_DSP_300x250_20270301.zip"),
 R("fdaFilingNumber","critical","Every asset carries its approval code in the format BRV-US-NNNN.",{"pattern":r"^BRV-US-\d{4}$"}),
]
notreq = [
 "RQ-CTV-007 'UHD masters at 3840 x 2160, 59.94 fps' (Withdrawn)",
 "RQ-DSP-003 'The 320x50 is 40 KB max.' (Withdrawn, replaced by RQ-DSP-009)",
 "RQ-DSP-008 'Rich-media expandables may expand to 600 x 500 on click.' (Withdrawn)",
 "RQ-AUD-005 'Host-read podcast spots of up to 60 seconds …' (Draft: 'do not build to it')",
 "RQ-GEN-003 delivery to the portal 5 business days before launch (process, not an asset property)",
 "Read me legend (Status and Priority meanings), 'WAV delivery also accepted' (permission), coverage counts and percentages (22, 84.6%, 31 test cases, 90.3%), defect IDs, change history values, build 27.02.3",
]
assets = [
 {"file":"BRV_CTV_30_20270301.mov","kind":"video","platform":"CTV","width":1920,"height":1080,"format":"MOV","codec":"prores","scan":"progressive","fps":29.97,"durationS":30,
  "hasAudio":True,"audioCodec":"pcm","sampleRateHz":48000,"audioChannels":2,"loudnessLUFS":-23.2,"truePeakDBTP":-3.1,
  "note":"the document's own example name; the audio-spot −16 LUFS applied to it would fail it"},
 {"file":"BRV_CTV_15_20270301.mov","kind":"video","platform":"CTV","width":1920,"height":1080,"format":"MOV","codec":"prores","scan":"progressive","fps":29.97,"durationS":15,
  "hasAudio":True,"audioCodec":"pcm","sampleRateHz":48000,"audioChannels":2,"loudnessLUFS":-24.6,"truePeakDBTP":-2.4,"note":"15 s: fails the audio 30 s-only rule if unscoped"},
 {"file":"BRV_AUD_30_20270301.mp3","kind":"audio","format":"MP3","durationS":30,"audioCodec":"mp3","audioBitrateKbps":256,"sampleRateHz":44100,"audioChannels":2,"loudnessLUFS":-16.3,
  "hasAudio":True,"note":"−16.3 LUFS: fails the CTV −24 LKFS window if unscoped; 44.1 kHz fails the CTV 48 kHz rule if unscoped"},
 {"file":"BRV_AUD_640x640_20270301.png","kind":"static","part":"companionBanner","width":640,"height":640,"format":"PNG","sizeKB":180,
  "note":"companion: fails the banner size list and the 40 KB backup cap if those were applied to it"},
 {"file":"BRV_DSP_300x250_20270301.zip","kind":"html5","channel":"Display","width":300,"height":250,"format":"ZIP","initialLoadKB":146,"sizeKB":146,"durationS":15,"loops":3,
  "note":"the document's own example name"},
 {"file":"BRV_DSP_320x50_20270301.zip","kind":"html5","channel":"Display","width":320,"height":50,"format":"ZIP","initialLoadKB":48,"sizeKB":48,"durationS":10,"loops":1,
  "note":"48 KB: inside the in-force 50 KB, over the withdrawn 40 KB"},
 {"file":"BRV_DSP_300x600_20270301.gif","kind":"static","part":"backup","channel":"Display","width":300,"height":600,"format":"GIF","sizeKB":39},
]
write("quillane-rtm-workbook",
 "REQUIREMENTS TRACEABILITY MATRIX workbook (flat ODS → LibreOffice Calc; Read me, RTM, Coverage, Change history; American): a status legend (Approved / Verified in force, Draft 'do not build to it', Withdrawn 'not a requirement'), Must/Should priority, one requirement sentence per row with its source document, test-case IDs and notes; WITHDRAWN rows carrying limits (UHD 3840 x 2160, 320x50 40 KB, expandables 600 x 500), a DRAFT row (60 s host reads), a process row, a superseding row, CTV vs streaming-audio loudness, a companion banner, coverage percentages",
 notreq, rules, assets)
