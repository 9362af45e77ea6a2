from keylib import R, write
CT = {"kinds": ["video"], "platform": "CTV"}
CA = {"kinds": ["video"], "platform": "CTV", "part": "audio"}
AU = {"kinds": ["audio"]}
AM = {"kinds": ["audio"], "condition": "format MP3"}
CB = {"part": "companionBanner"}
Q = "ProRes 422 HQ in .mov, 1920x1080, 29.97 fps, progressive"
rules = [
 R("codec","critical",Q,{"allowed":["prores"],"check":"videoCodec"},CT,note="':15 … same file specs as the :30' extends every file spec of the :30 line to the cutdown"),
 R("format","critical",Q,{"allowed":["MOV"]},CT),
 R("dimensions","critical",Q,{"allowed":["1920x1080"]},CT),
 R("frameRate","critical",Q,{"allowed":["29.97"]},CT),
 R("codec","critical",Q,{"allowed":["progressive"],"check":"scanType"},CT),
 R("duration","critical","runs exactly 30.0 s",{"allowed":["15","30"],"min":15,"max":30,"unit":"s"},CT,alt=["exactly 15.0 s"],
   note="the :30 master and the :15 cutdown together: CTV spots are 15 or 30 s; a 30-only rule for every CTV spot fails the :15"),
 R("duration","critical","exactly 15.0 s",{"allowed":["15"],"min":15,"max":15,"unit":"s"},dict(CT,part="cutdown")),
 R("format","critical","same file specs as the :30",None,dict(CT,part="cutdown"),optional=True,note="cross-reference; the :30 line's entries cover it"),
 R("audioLoudness","critical","−24 LKFS ±2 integrated",{"min":-26,"max":-22,"unit":"LUFS","check":"integrated"},CT,ext="metadata",note="unticked box: still a pass criterion"),
 R("audioTruePeak","critical","true peak ≤ −2 dBTP",{"max":-2,"unit":"dBTP","check":"truePeak"},CT,ext="metadata",alt=["−2 dBTP is their ceiling"],
   note="the comment confirms −2; the help page's −1 is not the spec"),
 R("audioChannels","critical","stereo, 48 kHz, 24-bit PCM",{"allowed":["stereo"],"min":2,"max":2},CA,ext="metadata"),
 R("sampleRate","critical","stereo, 48 kHz, 24-bit PCM",{"allowed":["48000"],"unit":"Hz"},CA,ext="metadata"),
 R("codec","critical","stereo, 48 kHz, 24-bit PCM",{"allowed":["pcm"],"check":"audioCodec"},CA),
 R("accessibility","critical","SCC sidecar delivered with every CTV spot",None,CT,alt=["Closed captions"]),
 R("metadata","critical","every spot has an Ad-ID in the format",{"pattern":r"^ZRVN\d{7}H$"},CT,alt=["ZRVN#######H"],note="example ZRVN0001030H; an identifier, not a file name"),
 R("brandGuidelines","critical","all supers inside the 90% title-safe area",{"max":90,"unit":"%","check":"safeArea"},CT,ext="brandGuidelines"),
 R("brandGuidelines","warning","keep legal supers inside 80%",{"max":80,"unit":"%","check":"safeArea"},CT,ext="brandGuidelines",note="'(nice to have …)'"),
 R("duration","critical",":30 only",{"allowed":["30"],"min":30,"max":30,"unit":"s"},AU,alt=["Audio spot length"],note="audio spots only; the :15 CTV cutdown must not be held to it"),
 R("format","critical","WAV, or MP3 at 192 kbps or more",{"allowed":["WAV","MP3"]},AU),
 R("bitrate","critical","WAV, or MP3 at 192 kbps or more",{"min":192,"unit":"kbps","check":"audioBitrate"},AM),
 R("audioLoudness","critical","−16 LUFS ±1; stereo",{"min":-17,"max":-15,"unit":"LUFS","check":"integrated"},AU,ext="metadata"),
 R("audioChannels","critical","−16 LUFS ±1; stereo",{"allowed":["stereo"],"min":2,"max":2},AU,ext="metadata"),
 R("bitrate","warning","nice to have: 320 kbps MP3",{"min":320,"unit":"kbps","check":"audioBitrate"},AM),
 R("dimensions","critical","300x250 JPG, 60 KB max",{"allowed":["300x250"]},CB,alt=["Companion banner"]),
 R("format","critical","300x250 JPG, 60 KB max",{"allowed":["JPG"]},CB),
 R("fileSize","critical","300x250 JPG, 60 KB max",{"max":60,"unit":"KB"},CB,alt=["we stick to the 60 KB in the client spec"]),
]
notreq = [
 "struck item 'UHD master → 3840x2160, 59.94 fps' (removed: StreamCo does not take UHD for this flight)",
 "intro legend ('Every item below is a pass criterion … (nice to have) are preferences'); checkbox states [x] / [ ] (progress, not severity); '7 of 11 checklist items completed'",
 "Definition of done and deadlines (April 1, 2027, 5 PM ET; staging IDs 44871–44874); flight dates; sidebar (time tracking 11h 30m of 16h, weight 5)",
 "Out of scope: linear TV clearance, 'the 60-second host-read proposal is not approved'",
 "comments' measurements (−25.1 LKFS, −3.4 dBTP, companion at 72 KB); 'their help page still says −1'; the Tunewave rep's 'up to 150 KB companions' (not the spec)",
]
assets = [
 {"file":"ZRV_CTV_30_v2.mov","kind":"video","platform":"CTV","width":1920,"height":1080,"format":"MOV","codec":"prores","scan":"progressive","fps":29.97,"durationS":30,
  "hasAudio":True,"audioCodec":"pcm","sampleRateHz":48000,"audioChannels":2,"loudnessLUFS":-25.1,"truePeakDBTP":-3.4,"captions":True,
  "note":"the measured :30 of the comments; the audio-spot −16 LUFS window would fail it if unscoped"},
 {"file":"ZRV_CTV_15_v2.mov","kind":"video","platform":"CTV","part":"cutdown","width":1920,"height":1080,"format":"MOV","codec":"prores","scan":"progressive","fps":29.97,"durationS":15,
  "hasAudio":True,"audioCodec":"pcm","sampleRateHz":48000,"audioChannels":2,"loudnessLUFS":-23.6,"truePeakDBTP":-2.8,"captions":True,
  "note":"15 s: fails a 30-only rule (the :30 master line or the audio :30 only) if applied to it"},
 {"file":"ZRV_AUD_30_v1.mp3","kind":"audio","format":"MP3","audioCodec":"mp3","durationS":30,"audioBitrateKbps":256,"sampleRateHz":44100,"audioChannels":2,"loudnessLUFS":-16.2,
  "hasAudio":True,"expectWarnings":["nice to have: 320 kbps MP3"],"note":"44.1 kHz and −16 LUFS: fail the CTV 48 kHz and −24 LKFS rules if unscoped"},
 {"file":"ZRV_AUD_30_v1.wav","kind":"audio","format":"WAV","audioCodec":"pcm","durationS":30,"sampleRateHz":48000,"audioChannels":2,"loudnessLUFS":-15.6,"hasAudio":True},
 {"file":"ZRV_AUD_300x250_v1.jpg","kind":"static","part":"companionBanner","width":300,"height":250,"format":"JPG","sizeKB":58},
]
write("zorvian-golive-issue-tasklist",
 "ISSUE-TRACKER GO-LIVE CHECKLIST printed from the browser (GitLab-style issue, header/footer kept): top bar, breadcrumb, sidebar (assignee, labels, milestone, time tracking), a Markdown TASK LIST with [x] / [ ] boxes whose 'item → pass criteria' lines are the spec (ticked or not), '(nice to have …)' preferences inside items, a STRUCK-THROUGH removed item carrying UHD limits, a ':15 cutdown … same file specs as the :30' cross-reference, Definition of done and Out of scope lists, comments with measurements, a quoted line confirming a limit and a rep's looser number, system activity notes",
 notreq, rules, assets)
