from keylib import R, write
N = 'tarrow-helmira-hcp-launch-brd-gdocs'
STYLE = ("Agency's HCP launch BRD printed from Google Docs with comments and suggestions shown: a print banner, the body in a left "
         "column and comment threads with replies in the right margin (resolved and open), suggested insertions and deletions "
         "inline (one agreed in a reply, one rejected in a reply, one still pending), a requirement added only in a margin comment, "
         "numbered requirements continuing across sub-sections (ol start), a channel/budget table and a timeline")
D = {'channel': 'Display'}
DH = {'channel': 'Display', 'kinds': ['html5']}
E = {'channel': 'Email'}
C = {'channel': 'Congress', 'kinds': ['video']}
PR = {'channel': 'Print', 'kinds': ['document']}
rules = [
 R('customerType', 'critical', 'None of the assets in this BRD may run on consumer inventory', {'allowed': ['HCP']}, optional=True, alt='Healthcare professionals only', note='audience/placement statement; an HCP-only rule is acceptable, a harmful one would be none'),
 R('dimensions', 'critical', 'Sizes: 300x250, 728x90, 300x600 and 160x600', {'allowed': ['300x250', '728x90', '300x600', '160x600']}, scope=D),
 R('format', 'critical', 'HTML5, built in Google Web Designer or hand-coded', {'allowed': ['HTML5']}, scope=DH),
 R('fileSize', 'critical', 'initial load no more than', {'max': 150, 'unit': 'KB', 'check': 'initialLoad'}, scope=DH, alt=['150 KB it is'], note='the suggested 150 KB replaces the struck 200 KB: agreed in the reply "150 KB it is"; a rule at 200 is wrong but not harmful'),
 R('fileSize', 'critical', 'Additional polite load must stay within 500 KB', {'max': 500, 'unit': 'KB', 'check': 'subload'}, scope=DH),
 R('duration', 'critical', 'Maximum animation length 30 seconds', {'max': 30, 'unit': 's', 'check': 'animationLength'}, scope=DH),
 R('format', 'critical', 'static backup image (GIF or JPG) under 50 KB', {'allowed': ['GIF', 'JPG']}, scope={'channel': 'Display', 'part': 'backup'}),
 R('fileSize', 'critical', 'static backup image (GIF or JPG) under 50 KB', {'max': 50, 'unit': 'KB', 'exclusive': True}, scope={'channel': 'Display', 'part': 'backup'}),
 R('safetyInfo', 'critical', 'The ISI runs in a scrolling panel that takes at least 25% of the unit', {'min': 25, 'unit': '%'}, scope=D),
 R('safetyInfo', 'critical', 'the boxed warning must appear on the first frame of every banner', scope=D, note='stated only in a margin comment; the owner\'s reply says to treat it as a requirement now'),
 R('dimensions', 'critical', 'Single-column HTML, 600 pixels wide', {'minWidth': 600, 'maxWidth': 600, 'unit': 'px'}, scope=E),
 R('characterCount', 'critical', 'Subject line of 60 characters or fewer', {'max': 60, 'unit': 'chars', 'check': 'subjectLine'}, scope=E, ext='metadata'),
 R('brandGuidelines', 'critical', 'no product claims in the subject line', scope=E),
 R('characterCount', 'warning', 'Pre-header text should be 40 to 90 characters', {'min': 40, 'max': 90, 'unit': 'chars', 'check': 'preheader'}, scope=E, ext='metadata'),
 R('safetyInfo', 'critical', 'The full ISI and a link to the PI appear in live text at the bottom of the email', scope=E),
 R('fileSize', 'critical', 'HTML file no larger than 80 KB', {'max': 80, 'unit': 'KB'}, scope={'channel': 'Email', 'kinds': ['email']}),
 R('fileSize', 'critical', 'images no larger than 150 KB each', {'max': 150, 'unit': 'KB'}, scope={'channel': 'Email', 'part': 'images'}, note='per image inside the email, never the HTML file'),
 R('dimensions', 'critical', '1920 x 1080, MP4 (H.264)', {'allowed': ['1920x1080']}, scope=C),
 R('format', 'critical', '1920 x 1080, MP4 (H.264)', {'allowed': ['MP4']}, scope=C),
 R('codec', 'critical', '1920 x 1080, MP4 (H.264)', {'allowed': ['h264'], 'check': 'videoCodec'}, scope=C),
 R('frameRate', 'critical', 'Keep 30 fps', {'allowed': ['30'], 'unit': 'fps'}, scope=C, alt=['1920 x 1080, MP4 (H.264)'], note='the suggested 60 fps was rejected in the reply; a 60 fps rule is harmful'),
 R('duration', 'critical', 'Loop length exactly 90 seconds', {'allowed': ['90'], 'min': 90, 'max': 90, 'unit': 's'}, scope=C),
 R('metadata', 'critical', 'silent (no audio track)', {'allowed': ['none'], 'check': 'audioPresent'}, scope=C, ext='metadata'),
 R('accessibility', 'critical', 'with on-screen captions for every line of supers', scope=C),
 R('fairBalance', 'critical', 'The fair-balance super holds for at least 8 seconds', {'min': 8, 'unit': 's', 'check': 'superDuration'}, scope=C, ext='fairBalance'),
 R('dimensions', 'critical', 'Finished size 8.5 x 11 in', {'allowed': ['8.5x11'], 'unit': 'in', 'check': 'trimSize'}, scope=PR, ext='dimensions'),
 R('metadata', 'critical', 'four pages', {'min': 4, 'max': 4, 'unit': 'pages'}, scope=PR, optional=True),
 R('dimensions', 'critical', '0.125 in bleed on all sides for the print version', {'min': 0.125, 'max': 0.125, 'unit': 'in', 'check': 'bleed'}, scope=PR, ext='dimensions'),
 R('format', 'critical', 'Print file: PDF/X-1a, CMYK', {'allowed': ['PDF/X-1a']}, scope=PR),
 R('format', 'critical', 'Print file: PDF/X-1a, CMYK', {'allowed': ['CMYK'], 'check': 'colorSpace'}, scope=PR, ext='format'),
 R('dimensions', 'critical', 'images at least 300 dpi', {'min': 300, 'unit': 'dpi', 'check': 'imageResolution'}, scope=PR, ext='dimensions'),
 R('fileSize', 'critical', 'The emailable PDF version must be under 5 MB', {'max': 5120, 'unit': 'KB', 'exclusive': True}, scope={'kinds': ['document'], 'placement': 'emailable PDF'}, note='the emailable version only; the print file is far larger'),
 R('safetyInfo', 'critical', 'Full Prescribing Information travels with the printed piece', scope={'kinds': ['document']}, alt='the PDF links to it on page 1'),
 R('fdaFilingNumber', 'critical', 'Job code on every asset in the format HEL-US-NNNN', {'pattern': '^HEL-US-\\d{4}$'}, alt='(e.g. HEL-US-0187)'),
 R('naming', 'critical', 'File naming: HELM_[channel]_[size]_[version]', {'pattern': '^HELM_[A-Z]+_[A-Za-z0-9]+_v\\d+\\.[a-z0-9]+$'}, alt='for example HELM_DISP_300x250_v3.zip'),
 R('typography', 'critical', 'Minimum body type 9 pt on print', {'min': 9, 'unit': 'pt'}, scope={'channel': 'Print'}),
 R('typography', 'critical', '10 px on screen', {'min': 10, 'unit': 'px'}, alt='Minimum body type 9 pt on print and 10 px on screen', note='screen assets only'),
 R('brandGuidelines', 'warning', 'The Helmira logo should keep clear space of half the logo height on all sides'),
]
notreq = [
 'struck "200 KB" (a suggested deletion, replaced by 150 KB after the reply)',
 'suggested "60 fps" (rejected in the reply: "Keep 30 fps")',
 'suggested "and set to open at page 1 in single-page view" (pending, "not agreed yet")',
 'Do we know if the lists accept GIFs? (open question)',
 '14,000 hematologist-oncologists, 3,200 nurse practitioners, 41% coverage (context)',
 'channel table: budgets $1.15M, $240K, $85K, $60K; 6 drops; flights',
 'No mobile sizes in wave 1 (restates the size list)',
 'Timeline dates and the $186,000 agency fee; sign-off line',
 'Two of the four networks cap at 150 KB initial (the reason for the change)',
]
A = lambda **k: k
assets = [
 A(file='HELM_DISP_300x250_v3.zip', kind='html5', format='HTML5', channel='Display', width=300, height=250, initialLoadKB=147, subloadKB=410, sizeKB=557, durationS=30, note="the document's own example name"),
 A(file='HELM_DISP_728x90_v3.gif', kind='static', part='backup', format='GIF', channel='Display', width=728, height=90, sizeKB=44),
 A(file='HELM_EMAIL_Launch1_v2.html', kind='email', format='HTML', channel='Email', width=600, height=2600, sizeKB=74, text={'subjectLine': 'New data in relapsed follicular lymphoma', 'preheader': 'Review the Helmira dosing guide and full Prescribing Information'}),
 A(file='HELM_EMAIL_hero_v2.jpg', kind='static', part='images', format='JPG', channel='Email', width=600, height=320, sizeKB=138, namingExempt=True, note='138 KB image inside the email: the 80 KB limit is for the HTML file'),
 A(file='HELM_CONG_1920x1080_v1.mp4', kind='video', format='MP4', codec='h264', channel='Congress', width=1920, height=1080, fps=30, durationS=90, hasAudio=False, captions=True),
 A(file='HELM_LB_Print_v1.pdf', kind='document', format='PDF/X-1a', colorSpace='CMYK', channel='Print', placement='print', minImageDPI=300, sizeKB=38000, note='a 38 MB print file: the 5 MB limit is for the emailable PDF only'),
 A(file='HELM_LB_Email_v1.pdf', kind='document', format='PDF', channel='Rep email', placement='emailable PDF', sizeKB=4300, note='the PDF/X-1a, CMYK and bleed rows are for the print version'),
]
write(N, STYLE, notreq, rules, assets)
