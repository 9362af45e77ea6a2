from keylib import R, write
N = 'bexora-gmail-print-thread'
H5 = {'kinds': ['html5']}
rules = [
 R('dimensions', 'critical', 'So final is 300x250, 728x90, 320x50', {'allowed': ['300x250', '728x90', '320x50']}, note='supersedes the first list (160x600 dropped, 970x250 not for now)'),
 R('fileSize', 'critical', 'pls keep everything under 150k', {'max': 150, 'unit': 'KB', 'check': 'initialLoad'}, note='a later reply says 150k is the initial load; read as the whole file it would fail the 300k-polite units'),
 R('fileSize', 'critical', 'yes 150k is initial', {'max': 150, 'unit': 'KB', 'check': 'initialLoad'}, optional=True, note='restates the 150k line'),
 R('fileSize', 'critical', 'polite up to 300k total is fine', {'max': 300, 'unit': 'KB', 'check': 'totalLoad'}, scope=H5),
 R('fileSize', 'critical', 'the portals take 50k max on the 320x50', {'max': 50, 'unit': 'KB'}, scope={'sizes': ['320x50']}, alt='so build it to that', note='applies to the 320x50 only'),
 R('format', 'critical', 'no gifs', {'excluded': ['GIF']}),
 R('format', 'critical', 'backups JPG or PNG only', {'allowed': ['JPG', 'PNG']}, scope={'part': 'backup'}),
 R('safetyInfo', 'critical', 'ISI on every frame!!'),
 R('safetyInfo', 'critical', 'the scrolling ISI box with the Important Safety Information header', optional=True, note='answer that says what "ISI on every frame" means'),
 R('brandGuidelines', 'critical', 'logo min 40px tall', {'min': 40, 'unit': 'px', 'check': 'logoHeight'}, scope={'part': 'logo'}, ext='brandGuidelines', note='a logo measure, never the banner height'),
 R('duration', 'critical', 'anim 15 sec max', {'max': 15, 'unit': 's', 'check': 'animationLength'}, scope=H5),
 R('duration', 'critical', '3 loops max then stop on end frame', {'max': 3, 'unit': 'loops', 'check': 'loopCount'}, scope=H5),
 R('metadata', 'critical', 'clicktag only, no hardcoded URLs'),
 R('format', 'critical', 'one zip per size', {'allowed': ['ZIP']}, scope=H5),
 R('fairBalance', 'critical', 'risk info must be as prominent as the benefit claims'),
 R('typography', 'critical', 'Same type size as the headline copy at minimum in the ISI box header', note='ISI header at least the headline size'),
 R('typography', 'critical', 'ISI box text no smaller than 8 pt equivalent (11 px)', {'min': 11, 'unit': 'px'}),
 R('contrast', 'critical', 'Contrast of ISI text vs background 4.5:1 or better', {'min': 4.5, 'unit': 'ratio'}),
 R('safetyInfo', 'critical', 'links on every size, visible without scrolling', note='"Full Prescribing Information" and "Medication Guide" links'),
 R('indication', 'critical', 'Indication statement has to appear with the first benefit claim, same frame'),
 R('fdaFilingNumber', 'critical', 'Job code on the end frame, bottom right, format TRV-US-0000 (4 digits)', {'pattern': '^TRV-US-\\d{4}$'}),
 R('disclaimers', 'critical', 'without "for many" qualifier', note='claim qualifier from the label discussion'),
 R('naming', 'critical', 'File names pls like TRV_DTC_300x250_v1.zip', {'pattern': '^TRV_DTC_\\d+x\\d+_v\\d+\\.zip$'}, scope=H5, note='brand_audience_size_version; only zips are named by example'),
 R('brandGuidelines', 'critical', 'end frame holds at least 2 sec before the loop', {'min': 2, 'unit': 's', 'check': 'endCardDuration'}, scope=H5, ext='duration', note='never a limit on the animation length'),
]
notreq = [
 'sizes: 300x250, 728x90, 160x600, 320x50 (first list, superseded: 160x600 dropped)',
 'Can we also do a 970x250? / no 970x250 for now, maybe Q2 (question, not a deliverable)',
 '$84,000 working media, Jan 11 - Mar 28, CTR 0.11% (plan and figures)',
 'First round by Dec 4; MLR deadline Dec 10 noon (schedule)',
 'Marcus\u2019s questions (Brightwell allows a polite load; 320x50 at 150k is heavy) - questions, not requirements',
 'Estimate 62 hrs / $9,920, $1,400 per extra size (fees)',
 'the purple in frame 3 is a bit much (opinion, explicitly not a blocker)',
 'Signatures, Talk tmrw at 10, confidentiality notice',
]
A = lambda **k: k
assets = [
 A(file='TRV_DTC_300x250_v1.zip', kind='html5', format='ZIP', width=300, height=250, initialLoadKB=148, subloadKB=140, sizeKB=288, durationS=15, loops=3, endCardS=2, note="the thread's own example name; 148 KB initial + polite to 288 KB total: a 150 KB whole-file limit would fail it"),
 A(file='TRV_DTC_728x90_v1.zip', kind='html5', format='ZIP', width=728, height=90, initialLoadKB=120, subloadKB=0, sizeKB=120, durationS=12, loops=2, endCardS=3),
 A(file='TRV_DTC_320x50_v1.zip', kind='html5', format='ZIP', width=320, height=50, initialLoadKB=48, sizeKB=48, durationS=15, loops=3, endCardS=2.5, note='50 KB cap of the portals'),
 A(file='TRV_DTC_300x250_v1_backup.png', kind='static', part='backup', format='PNG', width=300, height=250, sizeKB=44, note='a PNG backup; the naming example names only zips'),
 A(file='TRV_DTC_728x90_v1_backup.jpg', kind='static', part='backup', format='JPG', width=728, height=90, sizeKB=38),
]
write(N, 'GMAIL "PRINT ALL" OF AN EMAIL THREAD (browser print, header/footer kept): brand manager\u2019s terse must-have bullets ("pls keep everything under 150k", "no gifs", "ISI on every frame!!", "logo min 40px tall"), an agency producer\u2019s numbered questions, answers that refine values ("150k is initial", "polite up to 300k total", 320x50 50k) and drop sizes (160x600, 970x250), a regulatory reviewer\u2019s dash list, a naming example and an end-frame hold in a late P.S.; [Quoted text hidden], signatures, estimate and confidentiality notice', notreq, rules, assets)
