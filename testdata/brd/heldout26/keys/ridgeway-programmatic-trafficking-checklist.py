from keylib import R, write
N = 'ridgeway-programmatic-trafficking-checklist'
C, W = 'critical', 'warning'
DISP = ['static', 'animated', 'html5']
VID = {'kinds': ['video']}
def T(field, item, spec, params=None, scope=None, gate='STOP', **kw):
    return R(field, C if gate == 'STOP' else W, item, params, scope=scope, alt=f'{item} | {spec} | {gate}', **kw)
rules = [
 T('dimensions', 'Sizes', '300x250, 728x90, 160x600, 300x600, 320x50', {'allowed': ['300x250', '728x90', '160x600', '300x600', '320x50']}, {'kinds': DISP}),
 T('fileSize', 'Initial load', '≤ 150 KB', {'max': 150, 'unit': 'KB', 'check': 'initialLoad'}, {'kinds': DISP, 'sizes': ['300x250', '728x90', '160x600', '300x600']}, note='every size but 320x50'),
 T('fileSize', 'Initial load', '≤ 150 KB (320x50: ≤ 50 KB)', {'max': 50, 'unit': 'KB', 'check': 'initialLoad'}, {'kinds': DISP, 'sizes': ['320x50']}, note='the exception in brackets; unscoped it fails every other size'),
 T('fileSize', 'Polite load', '≤ 1 MB after page load', {'max': 1024, 'unit': 'KB', 'check': 'subload'}, {'kinds': ['html5']}, note='the superseded 500 KB (Read me) is not a requirement'),
 T('duration', 'Animation', '≤ 15 s, max. 2 loops', {'max': 15, 'unit': 's', 'check': 'animationLength'}, {'kinds': ['animated', 'html5']}),
 T('duration', 'Animation', '≤ 15 s, max. 2 loops', {'max': 2, 'unit': 'loops', 'check': 'loopCount'}, {'kinds': ['animated', 'html5']}),
 T('brandGuidelines', 'Animation', 'end frame shows brand, indication and ISI link', None, {'kinds': ['animated', 'html5']}),
 T('dimensions', 'Backup image', 'Same size as the unit', None, {'part': 'backup'}),
 T('format', 'Backup image', 'Same size as the unit, JPG', {'allowed': ['JPG']}, {'part': 'backup'}),
 T('fileSize', 'Backup image', 'Same size as the unit, JPG, ≤ 40 KB', {'max': 40, 'unit': 'KB'}, {'part': 'backup'}),
 T('brandGuidelines', 'Border', '1 px #CCCCCC on all four sides', None, {'kinds': DISP}, gate='CHECK'),
 T('format', 'OLV file', 'MP4', {'allowed': ['MP4']}, VID),
 T('codec', 'OLV file', 'MP4, H.264', {'allowed': ['h264'], 'check': 'videoCodec'}, VID),
 T('dimensions', 'OLV file', 'MP4, H.264, 1920 x 1080', {'allowed': ['1920x1080']}, VID),
 T('frameRate', 'OLV file', 'MP4, H.264, 1920 x 1080, 29.97 fps', {'allowed': ['29.97'], 'min': 29.97, 'max': 29.97, 'unit': 'fps'}, VID),
 T('duration', 'Lengths', ':15 and :30 only', {'allowed': ['15', '30'], 'min': 15, 'max': 30, 'unit': 's'}, VID, note='the removed :06 bumper (Read me) is not allowed'),
 T('bitrate', 'Video bitrate', '≥ 8 Mbps', {'min': 8000, 'unit': 'kbps', 'check': 'videoBitrate'}, VID),
 T('bitrate', 'Video bitrate (target)', '15–20 Mbps', {'min': 15000, 'max': 20000, 'unit': 'kbps', 'check': 'videoBitrate'}, VID, gate='CHECK'),
 T('fileSize', 'File size', '≤ 1 GB', {'max': 1048576, 'unit': 'KB'}, VID),
 T('audioLoudness', 'Loudness', '-24 LKFS ±2', {'min': -26, 'max': -22, 'unit': 'LUFS', 'check': 'integrated'}, {'part': 'audio', 'kinds': ['video']}, ext='metadata'),
 R('naming', C, 'File name', {'pattern': '^ORV_HCP_([0-9]+x[0-9]+|[0-9]+s)_[A-Za-z0-9]+_v[0-9]+\\.[a-z0-9]+$'}, alt='File name | ORV_HCP_[Size or Length]_[Message]_v[N]', note='accepts ORV_HCP_300x250_DataA_v2.zip and ORV_HCP_30s_DataA_v1.mp4'),
 T('fdaFilingNumber', 'Approval code', 'On the end frame of every asset: US-ORV-####', {'pattern': '^US-ORV-[0-9]{4}$'}, note='accepts US-ORV-1187'),
 T('metadata', 'Ad-ID', '12 characters, in the VAST UniversalAdId', {'pattern': '^[A-Z0-9]{12}$'}, VID),
 T('metadata', 'Click-through URL', 'HTTPS; utm_source=helix and utm_medium=programmatic'),
 T('metadata', 'Click tag', 'clickTag declared; no hard-coded URL in the creative', None, {'kinds': ['html5']}),
 T('metadata', 'Third-party tags', 'Max. 1 impression pixel + 1 ClearSight tag per creative', {'max': 2, 'check': 'thirdPartyTags'}, gate='CHECK', ext='metadata'),
 T('safetyInfo', 'ISI', 'Scrolling ISI panel visible on load; no auto-scroll', None, {'kinds': DISP}),
 T('disclaimers', 'Prescribing Information', 'PI link in every unit and on the landing page'),
 T('customerType', 'Audience statement', '"For US Healthcare Professionals Only" in every unit', None, {'customerTypes': ['HCP']}),
]
notreq = [
 'Read me: Gate legend (STOP / CHECK), units note, "media setting" note',
 'Version 2.3 change note: polite load was 500 KB (superseded); :06 bumpers removed',
 'C4 Audience (media setting): NPI list segment, ≥ 5,000 matched NPIs — targeting, not the creative',
 'C5 Frequency cap (media setting): 3 per user per day',
 'D4 MLR approval date recorded before upload (process)',
 'E1 Live screenshots within 24 hours of launch; E2 sign-off (process)',
 'Flight & contacts tab: dates, $480,000 budget, seat 4471-ORV, CPMs, due dates, names',
]
A = lambda **k: k
assets = [
 A(file='ORV_HCP_300x600_DataA_v2.zip', kind='html5', format='ZIP', width=300, height=600, initialLoadKB=148, subloadKB=900, durationS=15, loops=2, note='900 KB polite: within 1 MB, over the superseded 500 KB'),
 A(file='ORV_HCP_300x600_DataA_v2.jpg', kind='static', part='backup', format='JPG', width=300, height=600, sizeKB=38),
 A(file='ORV_HCP_320x50_DataA_v2.jpg', kind='static', format='JPG', width=320, height=50, sizeKB=38),
 A(file='ORV_HCP_728x90_DataB_v1.zip', kind='html5', format='ZIP', width=728, height=90, initialLoadKB=120, subloadKB=300, durationS=12, loops=1, note='120 KB: over the 320x50 exception\u2019s 50 KB, which must not reach it'),
 A(file='ORV_HCP_30s_DataA_v1.mp4', kind='video', format='MP4', codec='h264', width=1920, height=1080, fps=29.97, durationS=30, videoBitrateKbps=12000, sizeKB=46000, audioCodec='aac', loudnessLUFS=-23.8, hasAudio=True, expectWarnings=['Video bitrate (target)'], note='12 Mbps: over the 8 Mbps floor, under the 15–20 Mbps target (CHECK)'),
]
write(N, 'Agency\u2019s PROGRAMMATIC TRAFFICKING CHECKLIST workbook (flat ODS → LibreOffice Calc; Read me, Checklist, Flight & contacts; A4 landscape): a Read-me legend for a **Gate column (STOP / CHECK)**, a units note ("≤" = maxima), a note that "media setting" rows are not creative properties, a change line with superseded values (500 KB → 1 MB; :06 removed); a `# | Stage | Item | Spec / value | Gate | Done` table in lettered sections with terse cells ("≤ 150 KB (320x50: ≤ 50 KB)", ":15 and :30 only", "≥ 8 Mbps", "15–20 Mbps" CHECK), naming template with two examples, approval-code shape, Ad-ID length, click-through UTM rules, audience and frequency-cap rows, launch QA rows; a planning tab', notreq, rules, assets)
