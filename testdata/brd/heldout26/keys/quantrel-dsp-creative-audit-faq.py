from keylib import R, write
N = 'quantrel-dsp-creative-audit-faq'
C, W = 'critical', 'warning'
DISP = {'kinds': ['static', 'animated', 'html5']}
VID = {'kinds': ['video']}
def row(size, where, wt, kb):
    return R('fileSize', C, size, {'max': kb, 'unit': 'KB', 'check': 'initialLoad'}, scope={'kinds': ['static', 'animated', 'html5'], 'sizes': [size]}, alt=f'{size} | {where} | {wt}', note='per-size max weight; for HTML5 the initial load (Q3), for images the file')
rules = [
 R('fileSize', C, 'Static images: 150k max', {'max': 150, 'unit': 'KB'}, scope={'kinds': ['static'], 'sizes': ['300x250', '728x90', '160x600']}, note='general figure; Q5/Q6 give 200k to 300x600 and 320x480 and 50k to 320x50: unscoped on a 180k half page it is harmful'),
 R('fileSize', C, 'HTML5: 150k max for the initial load', {'max': 150, 'unit': 'KB', 'check': 'initialLoad'}, scope={'kinds': ['html5'], 'sizes': ['300x250', '728x90', '160x600']}, note='as above: the table gives 200k to 300x600 / 320x480'),
 R('fileSize', C, 'up to 1.5 MB in total after polite loading', {'max': 1536, 'unit': 'KB', 'check': 'totalLoad'}, scope={'kinds': ['html5']}),
 R('format', C, 'JPG, PNG, GIF or HTML5 (ZIP) for display', {'allowed': ['JPG', 'PNG', 'GIF', 'HTML5', 'ZIP']}, scope=DISP),
 R('format', C, 'MP4 or MOV for video', {'allowed': ['MP4', 'MOV']}, scope=VID),
 R('format', W, 'We suggest PNG for creatives with small text', {'allowed': ['PNG']}, scope={'kinds': ['static'], 'condition': 'small text'}, optional=True, note='advice with a condition no checker reads'),
 R('dimensions', C, 'Which display sizes bid?', {'allowed': ['300x250', '728x90', '160x600', '300x600', '320x50', '320x480']}, scope=DISP, alt='Size | Where it bids | Max weight', note='the table lists the sizes that bid'),
 row('300x250', 'Web and in-app', '150k', 150),
 row('728x90', 'Web', '150k', 150),
 row('160x600', 'Web', '150k', 150),
 row('300x600', 'Web', '200k', 200),
 row('320x50', 'In-app and mobile web', '50k', 50),
 row('320x480', 'In-app interstitial', '200k', 200),
 R('fileSize', C, 'half-page creatives may weigh up to 200k', {'max': 200, 'unit': 'KB', 'check': 'initialLoad'}, scope={'sizes': ['300x600']}, optional=True, note='restates the 300x600 row'),
 R('brandGuidelines', C, 'must have a visible 1 px border', scope={'condition': 'white or transparent background'}, alt='A creative with a white or transparent background must have a visible 1 px border'),
 R('duration', C, 'Animation stops after 30 seconds at most', {'max': 30, 'unit': 's', 'check': 'animationLength'}, scope={'kinds': ['animated', 'html5']}),
 R('duration', W, 'we suggest 15 seconds', {'max': 15, 'unit': 's', 'check': 'animationLength'}, scope={'kinds': ['animated', 'html5']}, note='advice; never the video length'),
 R('duration', C, 'You can loop up to 3 times within those 30 seconds', {'max': 3, 'unit': 'loops', 'check': 'loopCount'}, scope={'kinds': ['animated', 'html5']}),
 R('accessibility', C, 'Animations with more than 3 flashes per second are rejected', {'max': 3, 'unit': 'flashes/s', 'check': 'flashRate'}, ext='accessibility'),
 R('frameRate', C, '23.976, 24, 25, 29.97 or 30 fps', {'allowed': ['23.976', '24', '25', '29.97', '30'], 'min': 23.976, 'max': 30, 'unit': 'fps'}, scope=VID),
 R('frameRate', C, 'Variable frame rate files are rejected', {'check': 'constantFrameRate'}, scope=VID),
 R('frameRate', C, 'and so are files at 50 or 60 fps', {'excluded': ['50', '60'], 'unit': 'fps'}, scope=VID, optional=True, note='negation; the allowed list already excludes them'),
 R('duration', C, 'In-stream: 6 s (bumper), 15 s or 30 s', {'allowed': ['6', '15', '30'], 'min': 6, 'max': 30, 'unit': 's'}, scope={'kinds': ['video'], 'placement': 'In-stream'}, note='±0.5 s tolerance (Q10); unscoped it fails a 45 s outstream video'),
 R('duration', C, 'Outstream: 10–60 s', {'min': 10, 'max': 60, 'unit': 's'}, scope={'kinds': ['video'], 'placement': 'Outstream'}),
 R('duration', C, 'The length may differ from the nominal one by ±0.5 s', scope=VID, optional=True, note='tolerance of the two length rules'),
 R('metadata', C, 'audio must not play until the user unmutes', scope=VID),
 R('metadata', C, 'outstream video must start muted', scope={'kinds': ['video'], 'placement': 'Outstream'}),
 R('dimensions', C, '1280x720 or 1920x1080', {'allowed': ['1280x720', '1920x1080']}, scope=VID),
 R('bitrate', C, 'a bitrate of at least 2 Mbps (720p)', {'min': 2000, 'unit': 'kbps', 'check': 'videoBitrate'}, scope={'kinds': ['video'], 'sizes': ['1280x720']}),
 R('bitrate', C, 'or 4 Mbps (1080p)', {'min': 4000, 'unit': 'kbps', 'check': 'videoBitrate'}, scope={'kinds': ['video'], 'sizes': ['1920x1080']}, alt='a bitrate of at least 2 Mbps (720p) or 4 Mbps (1080p)'),
 R('fileSize', C, 'Video files can be up to 200 MB', {'max': 204800, 'unit': 'KB'}, scope=VID),
 R('brandGuidelines', C, 'Fake buttons, fake close (X) buttons, fake system dialogs or fake cursors'),
 R('brandGuidelines', C, 'Content that imitates a news article or an editorial page'),
 R('brandGuidelines', C, 'Before-and-after images of the body'),
 R('metadata', C, 'the creative must never send the user anywhere without a click', alt='Auto-redirects'),
 R('metadata', C, 'Audio that plays on load'),
 R('safetyInfo', C, 'must carry Important Safety Information or a clear link labelled', scope={'condition': 'prescription drug'}),
 R('disclaimers', C, 'must link to the full Prescribing Information', scope={'condition': 'prescription drug'}),
 R('customerType', C, 'An HCP-only creative must say', scope={'customerTypes': ['HCP']}, alt='must say “For US healthcare professionals only”', note='a statement the HCP creative carries; the audience segment is a line-item condition'),
 R('metadata', C, 'It must load over HTTPS'),
 R('metadata', C, 'Its domain must match the advertiser domain declared on the creative'),
 R('metadata', C, 'It must not open a download or an app store without a click'),
 R('metadata', C, 'It must load within 5 seconds on a 4G connection', {'max': 5, 'unit': 's', 'check': 'landingPageLoad'}, note='the landing page\u2019s load time; as the creative\u2019s duration it would fail every 15 s video (harmful)'),
 R('metadata', W, 'we suggest under 3 seconds', {'max': 3, 'unit': 's', 'check': 'landingPageLoad'}, note='landing page; never a duration'),
 R('metadata', C, 'the main click-through must be a web page', optional=True, note='borderline: a PDF only as a secondary link'),
]
notreq = [
 'Audit times: within 4 business hours; healthcare up to 2 business days; expedited audit $25 per creative',
 'Where it bids column (Web, In-app, In-app interstitial): placement information, not a limit',
 'Q6: "Why was my 300x600 rejected at 180k" — a question with a measured weight, not a limit',
 'Prescription-drug ads accepted in the United States only, from certified advertisers: account and market conditions',
 'Must not be targeted by health condition segments (a targeting setting, checked on the line item)',
 'may bid only on line items that use an HCP audience (NPI-matched) segment: a targeting condition',
 'Reason code R-204, three rejections within 30 days lock a creative for 7 days: process',
 'Contacts, phone number, office hours, version 8.4 / 9.2 and dates',
]
A = lambda **k: k
assets = [
 A(file='OSV_HCP_300x600_static_v3.png', kind='static', format='PNG', width=300, height=600, sizeKB=180, note='180k half page (Q6): allowed by the 200k row; Q3\u2019s 150k unscoped would fail it'),
 A(file='OSV_HCP_320x50_v3.png', kind='static', format='PNG', width=320, height=50, sizeKB=38),
 A(file='OSV_HCP_300x250_v3.zip', kind='html5', format='ZIP', width=300, height=250, initialLoadKB=120, sizeKB=1200, durationS=30, loops=3, note='1.2 MB total after polite load: over every per-size weight, which read as total would be harmful; 30 s is over the 15 s suggestion', expectWarnings=['we suggest 15 seconds']),
 A(file='OSV_DTC_30s_1920x1080.mp4', kind='video', format='MP4', codec='h264', width=1920, height=1080, durationS=30, fps=29.97, videoBitrateKbps=6000, sizeKB=25000, placement='In-stream', hasAudio=True, note='30 s in-stream video: over the 15 s animation suggestion, which must not reach video'),
 A(file='OSV_DTC_45s_outstream_1280x720.mp4', kind='video', format='MP4', codec='h264', width=1280, height=720, durationS=45, fps=25, videoBitrateKbps=2500, sizeKB=15000, placement='Outstream', hasAudio=True, note='45 s outstream: the in-stream length list must not reach it'),
]
write(N, 'DSP\u2019s CREATIVE AUDIT POLICY written as an FAQ (plain document through the corpus markup): numbered question headings (Q1–Q19) with short answers, a legend in the intro ("rejected" = audit failure, "we suggest" = advice), weights in "k" ("150k max", "up to 1.5 MB in total"), a per-size table with a "Where it bids" column, a question that quotes a measured weight (Q6), animation length / loops / flashes, frame-rate list with negations, per-placement lengths with ±0.5 s, per-resolution bitrate floors, prohibited-content bullets, Rx and HCP-only answers mixed with targeting conditions, landing-page load time', notreq, rules, assets)
