from keylib import R, write
N = 'pennard-oxaliv-user-stories-brd'
STYLE = ("DTC relaunch BRD written as USER STORIES grouped in epics (Word document through the corpus markup): a legend (acceptance "
         "criteria are requirements; a 'Should' story is recommendations; 'Deferred' stories do not apply), stories with priority "
         "and points, Given / When / Then bullets, a SCENARIO OUTLINE whose EXAMPLES table carries per-size limits (<size>, "
         "<max_initial>, <max_total> placeholders), a deferred story with a value, a definition of done with naming and code "
         "templates, and a sprint plan with costs")
DH = {'channel': 'Display', 'kinds': ['html5']}
D = {'channel': 'Display'}
BK = {'channel': 'Display', 'part': 'backup'}
V = {'kinds': ['video']}
E = {'channel': 'Email'}
P = {'kinds': ['document']}
rows = [('300x250', 150, 600), ('728x90', 150, 600), ('300x600', 200, 800), ('320x50', 50, 100)]
rules = []
for size, mi, mt in rows:
    sc = {'channel': 'Display', 'kinds': ['html5'], 'sizes': [size]}
    rules.append(R('fileSize', 'critical', size, {'max': mi, 'unit': 'KB', 'check': 'initialLoad'}, scope=sc, alt=[f'{size} | {mi} | {mt}'], note='Examples row of the scenario outline; the column header max_initial gives the measurement'))
    rules.append(R('fileSize', 'critical', size, {'max': mt, 'unit': 'KB', 'check': 'totalLoad'}, scope=sc, alt=[f'{size} | {mi} | {mt}'], note='max_total: total weight after polite load'))
rules += [
 R('dimensions', 'critical', 'Examples:', {'allowed': ['300x250', '728x90', '300x600', '320x50']}, scope=D, optional=True, alt=['size | max_initial | max_total'], note='the sizes are implied by the Examples rows'),
 R('duration', 'critical', 'the animation has lasted 15 seconds or less', {'max': 15, 'unit': 's', 'check': 'animationLength'}, scope=DH),
 R('duration', 'critical', 'has played at most 3 times', {'max': 3, 'unit': 'loops', 'check': 'loopCount'}, scope=DH),
 R('safetyInfo', 'critical', 'it comes to rest on a frame that shows the logo, the ISI and the call to action', scope=DH),
 R('safetyInfo', 'critical', 'the ISI panel is visible and scrolls automatically, and the user can scroll it manually', scope=D),
 R('safetyInfo', 'critical', 'the ISI panel is at least 90 px tall on 300x250 and 300x600', {'min': 90, 'unit': 'px'}, scope={'channel': 'Display', 'sizes': ['300x250', '300x600']}),
 R('format', 'warning', 'Then it should be a JPG of 40 KB or less', {'allowed': ['JPG']}, scope=BK),
 R('fileSize', 'warning', 'Then it should be a JPG of 40 KB or less', {'max': 40, 'unit': 'KB'}, scope=BK),
 R('duration', 'critical', 'Then it is a :15 or a :30', {'allowed': ['15', '30'], 'min': 15, 'max': 30, 'unit': 's'}, scope=V, note='the deferred :06 bumper (B3) does not apply'),
 R('format', 'critical', 'it is an MP4 (H.264) at 1920x1080, 29.97 fps', {'allowed': ['MP4']}, scope=V),
 R('codec', 'critical', 'it is an MP4 (H.264) at 1920x1080, 29.97 fps', {'allowed': ['h264'], 'check': 'videoCodec'}, scope=V),
 R('dimensions', 'critical', 'it is an MP4 (H.264) at 1920x1080, 29.97 fps', {'allowed': ['1920x1080']}, scope=V),
 R('frameRate', 'critical', 'it is an MP4 (H.264) at 1920x1080, 29.97 fps', {'allowed': ['29.97'], 'unit': 'fps'}, scope=V),
 R('bitrate', 'critical', 'with a video bitrate of at least 15 Mbps', {'min': 15000, 'unit': 'kbps', 'check': 'videoBitrate'}, scope=V),
 R('codec', 'critical', 'the audio is AAC stereo at 48 kHz', {'allowed': ['aac'], 'check': 'audioCodec'}, scope={'kinds': ['video'], 'part': 'audio'}),
 R('audioChannels', 'critical', 'the audio is AAC stereo at 48 kHz', {'allowed': ['stereo'], 'min': 2, 'max': 2}, scope=V, ext='metadata'),
 R('sampleRate', 'critical', 'the audio is AAC stereo at 48 kHz', {'allowed': ['48000'], 'unit': 'Hz'}, scope=V, ext='metadata'),
 R('audioLoudness', 'critical', 'integrated loudness of -24 LKFS plus or minus 2', {'min': -26, 'max': -22, 'unit': 'LUFS', 'check': 'integrated'}, scope=V, ext='metadata'),
 R('disclaimers', 'critical', 'it stays for at least 3 seconds', {'min': 3, 'unit': 's', 'check': 'superDuration'}, scope=V, alt='Then it stays for at least 3 seconds and sits inside the 90% title-safe area', ext='disclaimers'),
 R('brandGuidelines', 'critical', 'sits inside the 90% title-safe area', {'max': 90, 'unit': '%', 'check': 'safeArea'}, scope=V, ext='brandGuidelines'),
 R('dimensions', 'critical', 'single-column layout that is 600 px wide on desktop', {'minWidth': 600, 'maxWidth': 600, 'unit': 'px'}, scope=E, note='the 375 px viewport is a test condition, not a width'),
 R('characterCount', 'critical', 'the subject line has 45 characters or fewer', {'max': 45, 'unit': 'chars', 'check': 'subjectLine'}, scope=E, ext='metadata'),
 R('safetyInfo', 'critical', 'the full ISI is in the body as live text, after the savings-card CTA', scope=E),
 R('characterCount', 'warning', 'it should have alt text of 125 characters or fewer', {'max': 125, 'unit': 'chars', 'check': 'altText'}, scope=E, ext='accessibility'),
 R('dimensions', 'critical', 'Then it is US Letter (8.5 x 11 in), with no bleed', {'allowed': ['8.5x11'], 'unit': 'in', 'check': 'trimSize'}, scope=P, ext='dimensions'),
 R('dimensions', 'critical', 'with no bleed', {'min': 0, 'max': 0, 'unit': 'mm', 'check': 'bleed'}, scope=P, ext='dimensions'),
 R('fileSize', 'critical', 'it is no larger than 3 MB', {'max': 3072, 'unit': 'KB'}, scope=P),
 R('typography', 'critical', 'the body type is at least 10 pt', {'min': 10, 'unit': 'pt'}, scope=P),
 R('naming', 'critical', 'Every file name follows OXV_[Epic]_[Asset]_r[NN]', {'pattern': '^OXV_[A-D]_[A-Za-z0-9]+_r\\d{2}\\.[a-z0-9]+$'}, alt='for example OXV_A_300x250_r03.zip and OXV_B_30s_r01.mp4'),
 R('fdaFilingNumber', 'critical', 'approval code in the form PP-OXV-US-NNNN', {'pattern': '^PP-OXV-US-\\d{4}$'}, alt='(for example PP-OXV-US-0219)'),
]
notreq = [
 'Story B3 (Deferred): "it is exactly 6 seconds and carries the brand name only" - not part of Release 1',
 'When it is rendered in a 375 px mobile viewport (a test condition)',
 'story points, priorities and the sprint table (dates, points); $48,000 per sprint; $6.2M media',
 '31% aided awareness, women aged 45 to 70, 2.4% and 4% savings-card downloads (context and target)',
 '25 mg strength (product)',
 'Legal and Regulatory have signed the story in the review tool (process)',
 'the legend sentences of section 1',
]
A = lambda **k: k
assets = [
 A(file='OXV_A_300x250_r03.zip', kind='html5', format='HTML5', channel='Display', width=300, height=250, initialLoadKB=148, sizeKB=590, durationS=15, loops=3, note="the document's own example name"),
 A(file='OXV_A_300x600_r02.zip', kind='html5', format='HTML5', channel='Display', width=300, height=600, initialLoadKB=196, sizeKB=780, durationS=14, loops=2, note='196 KB initial / 780 KB total: allowed for 300x600 only'),
 A(file='OXV_A_320x50_r01.zip', kind='html5', format='HTML5', channel='Display', width=320, height=50, initialLoadKB=47, sizeKB=96, durationS=10, loops=1),
 A(file='OXV_A_728x90_r01.jpg', kind='static', part='backup', format='JPG', channel='Display', width=728, height=90, sizeKB=39),
 A(file='OXV_B_30s_r01.mp4', kind='video', channel='Video', format='MP4', codec='h264', width=1920, height=1080, fps=29.97, durationS=30, videoBitrateKbps=18000, audioCodec='aac', audioChannels=2, sampleRateHz=48000, loudnessLUFS=-24.3, note="the document's own example name"),
 A(file='OXV_C_Welcome_r02.html', kind='email', format='HTML', channel='Email', width=600, height=2300, sizeKB=64, text={'subjectLine': 'Your Oxaliv savings card is ready', 'altText': 'Oxaliv savings card showing the card number'}),
 A(file='OXV_D_SavingsCard_r01.pdf', kind='document', channel='PDF', format='PDF', sizeKB=1400, bleedMM=0),
]
write(N, STYLE, notreq, rules, assets)
