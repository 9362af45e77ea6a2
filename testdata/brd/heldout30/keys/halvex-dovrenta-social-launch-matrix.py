from keylib import R, write
N = 'halvex-dovrenta-social-launch-matrix'
def sc(pl, kind='video', **k):
    d = {'platform': pl, 'kinds': [kind]}; d.update(k); return d
ZP, PLV, WG, TL, PLS = sc('Zipply'), sc('Pinloft'), sc('Workgrid'), sc('Threadly'), sc('Pinloft', 'static')
def au(s): d = dict(s); d['part'] = 'audio'; return d
COLS = 'one rule per platform column; a value applied to every platform fails the other columns\u2019 allowed files. Platform names are made up: a placement / condition scope naming the column is equally right'
rules = []
def cell(field, sev, row, val, params, scope, **k):
    rules.append(R(field, sev, row, params, scope=scope, alt=f'{row} | {val}', **k))
# Aspect ratio and dimensions
for s, r, d in [(ZP, '9:16', '1080 x 1920'), (PLV, '2:3', '1000 x 1500'), (WG, '1:1', '1080 x 1080'), (TL, '4:5', '1080 x 1350'), (PLS, '2:3', '1000 x 1500')]:
    cell('aspectRatio', 'critical', 'Aspect ratio', r, {'allowed': [r]}, s, note=COLS if s is ZP else None)
    cell('dimensions', 'critical', 'Dimensions (px)', d, {'allowed': [d.replace(' ', '')]}, s)
# Length
cell('duration', 'critical', 'Length', ':15 and :30', {'allowed': ['15', '30'], 'min': 15, 'max': 30, 'unit': 's'}, ZP)
cell('duration', 'critical', 'Length', ':15', {'allowed': ['15'], 'min': 15, 'max': 15, 'unit': 's'}, PLV)
cell('duration', 'critical', 'Length', ':30', {'allowed': ['30'], 'min': 30, 'max': 30, 'unit': 's'}, WG)
cell('duration', 'critical', 'Length', ':15 and :30', {'allowed': ['15', '30'], 'min': 15, 'max': 30, 'unit': 's'}, TL)
# File size
cell('fileSize', 'critical', 'Max file size', '500 MB', {'max': 512000, 'unit': 'KB'}, ZP)
rules.append(R('fileSize', 'warning', '[aim under 100 MB]', {'max': 102400, 'unit': 'KB', 'exclusive': True}, scope=ZP, alt='500 MB [aim under 100 MB]', note='a bracketed value: build preference'))
cell('fileSize', 'critical', 'Max file size', '2 GB', {'max': 2097152, 'unit': 'KB'}, PLV)
cell('fileSize', 'critical', 'Max file size', '200 MB', {'max': 204800, 'unit': 'KB'}, WG)
cell('fileSize', 'critical', 'Max file size', '2 GB', {'max': 2097152, 'unit': 'KB'}, TL)
cell('fileSize', 'critical', 'Max file size', '20 MB', {'max': 20480, 'unit': 'KB'}, PLS)
# Format / codec
for s in (ZP, PLV, WG, TL):
    cell('format', 'critical', 'Format / codec', 'MP4, H.264', {'allowed': ['MP4']}, s)
    cell('codec', 'critical', 'Format / codec', 'MP4, H.264', {'allowed': ['h264'], 'check': 'videoCodec'}, s)
cell('format', 'critical', 'Format / codec', 'PNG', {'allowed': ['PNG']}, PLS)
# Frame rate
for s in (ZP, PLV, TL):
    cell('frameRate', 'critical', 'Frame rate', '30 fps', {'allowed': ['30'], 'unit': 'fps'}, s)
cell('frameRate', 'critical', 'Frame rate', '29.97 fps (platform: under 30)', {'allowed': ['29.97'], 'unit': 'fps'}, WG)
# Audio
for s in (ZP, PLV, WG):
    cell('codec', 'critical', 'Audio', 'AAC, 48 kHz, stereo', {'allowed': ['aac'], 'check': 'audioCodec'}, au(s))
    cell('sampleRate', 'critical', 'Audio', 'AAC, 48 kHz, stereo', {'allowed': ['48000'], 'unit': 'Hz'}, au(s), ext='codec')
    cell('audioChannels', 'critical', 'Audio', 'AAC, 48 kHz, stereo', {'allowed': ['stereo']}, au(s), ext='codec')
cell('codec', 'critical', 'Audio', 'AAC, 128 kbps min', {'allowed': ['aac'], 'check': 'audioCodec'}, au(TL))
cell('bitrate', 'critical', 'Audio', 'AAC, 128 kbps min', {'min': 128, 'unit': 'kbps', 'check': 'audioBitrate'}, au(TL))
# Loudness
cell('audioLoudness', 'critical', 'Loudness', '-14 LUFS max', {'max': -14, 'unit': 'LUFS', 'check': 'integrated'}, au(ZP), ext='codec')
rules.append(R('audioLoudness', 'warning', '[-16 LUFS]', {'target': -16, 'unit': 'LUFS', 'check': 'integrated'}, scope=au(ZP), alt='-14 LUFS max [-16 LUFS]', ext='codec', note='a bracketed target: build preference'))
cell('audioLoudness', 'critical', 'Loudness', '-14 LUFS max', {'max': -14, 'unit': 'LUFS', 'check': 'integrated'}, au(PLV), ext='codec')
cell('audioLoudness', 'critical', 'Loudness', '-14 LUFS max', {'max': -14, 'unit': 'LUFS', 'check': 'integrated'}, au(TL), ext='codec', note='Workgrid\u2019s cell is "\u2014" (no platform limit): no rule for it')
# Captions
for s in (ZP, PLV, TL):
    cell('accessibility', 'critical', 'Captions', 'Burned in', None, s)
cell('accessibility', 'critical', 'Captions', 'SRT file + burned in', None, WG)
rules.append(R('format', 'critical', 'Captions', {'allowed': ['SRT']}, scope={'platform': 'Workgrid', 'part': 'captionFile'}, alt='Captions | SRT file + burned in', optional=True))
# Copy limits
cell('characterCount', 'critical', 'Copy limit (characters)', 'Ad text 100 max [80]', {'max': 100, 'unit': 'chars', 'check': 'primaryText'}, ZP, ext='metadata')
rules.append(R('characterCount', 'warning', 'Ad text 100 max [80]', {'max': 80, 'unit': 'chars', 'check': 'primaryText'}, scope=ZP, ext='metadata'))
for s in (PLV, PLS):
    cell('characterCount', 'critical', 'Copy limit (characters)', 'Title 100, description 500', {'max': 100, 'unit': 'chars', 'check': 'headline'}, s, ext='metadata')
    cell('characterCount', 'critical', 'Copy limit (characters)', 'Title 100, description 500', {'max': 500, 'unit': 'chars', 'check': 'description'}, s, ext='metadata')
W = 'Intro text 600 [150], headline 200 [70]'
cell('characterCount', 'critical', 'Copy limit (characters)', W, {'max': 600, 'unit': 'chars', 'check': 'introText'}, WG, ext='metadata')
rules.append(R('characterCount', 'warning', 'Intro text 600 [150]', {'max': 150, 'unit': 'chars', 'check': 'introText'}, scope=WG, ext='metadata'))
cell('characterCount', 'critical', 'Copy limit (characters)', W, {'max': 200, 'unit': 'chars', 'check': 'headline'}, WG, ext='metadata')
rules.append(R('characterCount', 'warning', '200 [70]', {'max': 70, 'unit': 'chars', 'check': 'headline'}, scope=WG, ext='metadata'))
cell('characterCount', 'critical', 'Copy limit (characters)', 'Title 300 [100]', {'max': 300, 'unit': 'chars', 'check': 'headline'}, TL, ext='metadata')
rules.append(R('characterCount', 'warning', 'Title 300 [100]', {'max': 100, 'unit': 'chars', 'check': 'headline'}, scope=TL, ext='metadata'))
# ISI
cell('safetyInfo', 'critical', 'ISI / fair balance', 'ISI supers + VO (note 1)', None, ZP)
cell('safetyInfo', 'critical', 'ISI / fair balance', 'ISI in pin description (note 2)', None, PLV)
cell('safetyInfo', 'critical', 'ISI / fair balance', 'ISI link in intro text', None, WG)
cell('safetyInfo', 'critical', 'ISI / fair balance', 'ISI supers + VO (note 1)', None, TL)
cell('safetyInfo', 'critical', 'ISI / fair balance', 'ISI in pin description (note 2)', None, PLS)
# End card
for s in (ZP, PLV, WG, TL):
    cell('brandGuidelines', 'critical', 'End card', '2 s Dovrenta end card', {'min': 2, 'max': 2, 'unit': 's', 'check': 'endCardDuration'}, s, ext='duration')
# Naming and notes
rules += [
 R('naming', 'critical', 'DOV_[platform code]_[length or size]_[ratio]_v[N]', {'pattern': '^DOV_(ZP|PL|WG|TL)_(\\d+s|\\d+x\\d+)_\\d+x\\d+_v\\d+\\.[a-z0-9]+$'}, alt='e.g. DOV_ZP_30s_9x16_v1.mp4 or DOV_PL_1000x1500_2x3_v2.png'),
 R('typography', 'critical', 'at least 36 px cap height on a 1080 px wide frame', {'min': 36, 'unit': 'px'}, scope={'kinds': ['video']}, alt='Risk supers: at least 36 px cap height'),
 R('safetyInfo', 'critical', 'each super held on screen for at least 3 seconds', {'min': 3, 'unit': 's', 'check': 'superDuration'}, scope={'kinds': ['video']}, ext='duration'),
 R('safetyInfo', 'warning', '[we prefer 4 seconds]', {'min': 4, 'unit': 's', 'check': 'superDuration'}, scope={'kinds': ['video']}, ext='duration'),
 R('safetyInfo', 'critical', 'The full ISI is also read as VO', scope={'kinds': ['video']}, optional=True, note='restates "ISI supers + VO"'),
 R('safetyInfo', 'critical', 'with the link to the full Prescribing Information', scope={'platform': 'Pinloft'}),
 R('safetyInfo', 'critical', 'No ISI on the image itself', scope={'platform': 'Pinloft', 'kinds': ['static']}, optional=True, note='a placement rule for the ISI (brandGuidelines equally right)'),
 R('brandGuidelines', 'critical', 'Dovrenta logo on screen within the first 2 seconds of every video', scope={'kinds': ['video']}),
 R('brandGuidelines', 'warning', '[first frame preferred]', scope={'kinds': ['video']}),
 R('brandGuidelines', 'critical', 'keep supers and logo inside each platform\u2019s safe zone', {'check': 'safeArea'}, ext='brandGuidelines'),
 R('brandGuidelines', 'critical', 'nothing in the bottom 484 px or the right 140 px', {'check': 'safeArea', 'unit': 'px'}, scope={'platform': 'Zipply'}, ext='brandGuidelines'),
 R('brandGuidelines', 'critical', 'no before-and-after imagery'),
 R('brandGuidelines', 'critical', 'no shots of a tablet being swallowed'),
 R('brandGuidelines', 'critical', 'no emoji in any copy'),
]
notreq = [
 'Column G Snapgram Stories (DROPPED 11/18): 9:16, 1080 x 1920, :10, 250 MB, MP4, 30 fps, AAC, -16 LUFS, Headline 34, ISI super, 1 s end card - not to be built',
 'Note 7: a :60 Workgrid cut was asked for and refused (not in scope)',
 'Workgrid loudness "\u2014" (the platform sets no limit)',
 'Flighting & budget sheet: dates, budgets ($420,000 ... TOTAL 805000), CPMs, KPIs; estimate HX-2291',
 'Read me legend lines, owner, MLR job DOV-SOC-0147, "supersedes v4 (11/10)"',
 'Platform codes: ZP Zipply, PL Pinloft, WG Workgrid, TL Threadly (explains the naming template)',
]
A = lambda **k: k
assets = [
 A(file='DOV_ZP_30s_9x16_v1.mp4', kind='video', platform='Zipply', format='MP4', codec='h264', width=1080, height=1920, durationS=30, fps=30, sizeKB=88000, audioCodec='aac', sampleRateHz=48000, audioChannels=2, loudnessLUFS=-16, hasAudio=True, captions=True, endCardS=2,
   text={'primaryText': 'Migraine days adding up? Ask your doctor about Dovrenta. See Safety Info.'}, note="note 3's own example"),
 A(file='DOV_PL_1000x1500_2x3_v2.png', kind='static', platform='Pinloft', format='PNG', width=1000, height=1500, sizeKB=1900, text={'headline': 'A plan for migraine days', 'description': 'Dovrenta (rimegeprant) is a prescription medicine for the acute treatment of migraine in adults. Important Safety Information: ... Full Prescribing Information: dovrenta.example/pi'}, note="note 3's second example"),
 A(file='DOV_WG_30s_1x1_v1.mp4', kind='video', platform='Workgrid', format='MP4', codec='h264', width=1080, height=1080, durationS=30, fps=29.97, sizeKB=150000, audioCodec='aac', sampleRateHz=48000, audioChannels=2, loudnessLUFS=-19, hasAudio=True, captions=True, endCardS=2,
   text={'introText': 'Dovrenta for migraine: what your patients ask. ISI: dovrenta-hcp.example/isi', 'headline': 'Dovrenta: the patient conversation'}, note='29.97 fps and -19 LUFS: allowed for this column only'),
 A(file='DOV_TL_15s_4x5_v1.mp4', kind='video', platform='Threadly', format='MP4', codec='h264', width=1080, height=1350, durationS=15, fps=30, sizeKB=40000, audioCodec='aac', audioBitrateKbps=160, sampleRateHz=44100, audioChannels=2, loudnessLUFS=-14.5, hasAudio=True, captions=True, endCardS=2,
   text={'headline': 'Migraine days adding up? Ask your doctor about Dovrenta'}, note='44.1 kHz: the 48 kHz of the other columns is not in the Threadly cell'),
 A(file='DOV_PL_15s_2x3_v1.mp4', kind='video', platform='Pinloft', format='MP4', codec='h264', width=1000, height=1500, durationS=15, fps=30, sizeKB=300000, audioCodec='aac', sampleRateHz=48000, audioChannels=2, loudnessLUFS=-15, hasAudio=True, captions=True, endCardS=2,
   text={'headline': 'Dovrenta in 15 seconds', 'description': 'Ask your doctor about Dovrenta. Important Safety Information and full Prescribing Information in this description.'}, note='300 MB: over Workgrid\u2019s 200 MB and Zipply\u2019s 100 MB preference, inside Pinloft\u2019s 2 GB'),
]
write(N, 'AGENCY\u2019S PAID-SOCIAL SPEC MATRIX for a DTC launch (flat ODS \u2192 LibreOffice Calc; Read me, Matrix, Notes, Flighting & budget; A4 landscape): ONE COLUMN PER PLATFORM placement (made-up short-video, visual-search, professional-network and forum platforms) and one row per spec, a Read-me legend where plain values are hard and [bracketed] values are build preferences inside the same cell ("500 MB [aim under 100 MB]", "-14 LUFS max [-16 LUFS]", "Intro text 600 [150], headline 200 [70]"), "n/a" and "\u2014" (no platform limit) cells, a DROPPED column kept for reference, "(note N)" cross-references to a Notes sheet holding supers, naming and MLR rules, a refused :60, and budgets/CPMs/KPIs', notreq, rules, assets)
