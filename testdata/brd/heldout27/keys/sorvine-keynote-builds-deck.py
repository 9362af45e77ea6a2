from keylib import R, write
N = 'sorvine-keynote-builds-deck'
C = {'channel': 'CLM'}
E = {'channel': 'Email'}
TH = {'channel': 'CLM', 'part': 'thumbnail'}
BUILD = 'a build slide: the line is printed once per later build stage as well'
rules = [
 R('dimensions', 'critical', 'Slides 2048 × 1536', {'allowed': ['2048x1536']}, scope=C, note=BUILD),
 R('format', 'critical', '1 zip per key message', {'allowed': ['ZIP']}, scope=C),
 R('fileSize', 'critical', '≤ 40 MB each', {'max': 40960, 'unit': 'KB'}, scope=C, alt='1 zip per key message · ≤ 40 MB each'),
 R('metadata', 'critical', 'No external links', scope=C),
 R('metadata', 'critical', 'No autoplay video — tap to play', scope=C),
 R('dimensions', 'critical', '200 × 150 JPG, one per slide', {'allowed': ['200x150']}, scope=TH),
 R('format', 'critical', '200 × 150 JPG, one per slide', {'allowed': ['JPG']}, scope=TH),
 R('naming', 'critical', 'Named like the slide: SOR_KM3_S02.jpg', {'pattern': '^SOR_KM\\d+_S\\d{2}\\.jpg$'}, scope=TH),
 R('safetyInfo', 'critical', 'PI link top right — every slide', scope=C),
 R('safetyInfo', 'critical', 'AE reporting statement on every slide', scope=C),
 R('safetyInfo', 'critical', 'Black triangle ▼ after the first brand name mention', scope=C, note='the additional-monitoring symbol'),
 R('indication', 'critical', 'No claims outside the SmPC', scope=C),
 R('dimensions', 'critical', '600 px wide', {'minWidth': 600, 'maxWidth': 600}, scope=E),
 R('characterCount', 'critical', 'Subject ≤ 60 characters', {'max': 60, 'unit': 'chars', 'check': 'subjectLine'}, scope=E, ext='metadata'),
 R('safetyInfo', 'critical', 'PI link in footer', scope=E),
 R('metadata', 'critical', 'no attachments', scope=E),
 R('fdaFilingNumber', 'critical', 'Job code + date of prep in footer: UK-SOR-#####', {'pattern': '^UK-SOR-\\d{5}$'}, scope=E),
 R('metadata', 'warning', 'Transitions 0.5 s or less', {'max': 0.5, 'unit': 's', 'check': 'transitionDuration'}, scope=C, ext='duration', note='"Nice to have" slide; never a video length'),
 R('typography', 'warning', 'Body text 14 pt+ on the iPad', {'min': 14, 'unit': 'pt'}, scope=C),
 R('metadata', 'warning', 'Dark mode tested', optional=True, note='a QA step rather than a property'),
]
notreq = [
 '12% share of new patient starts; 1,900 target HCPs · 38 reps; avg 3.1 slides viewed / call (figures)',
 'What we\u2019re making: 6 key messages, 2 Approved Emails, 1 leave-behind PDF (deliverables)',
 'Storyflow sign-off 4 Dec; copy approval 19 Jan; launch 16 Feb (schedule)',
 'Budget \u00a396k (CLM \u00a371k, AE \u00a317k, PDF \u00a38k)',
 'Questions? contact slide; footer "Internal · not for promotional use"; slide numbers',
]
A = lambda **k: k
assets = [
 A(file='SOR_KM3.zip', kind='html5', format='ZIP', channel='CLM', width=2048, height=1536, sizeKB=38500),
 A(file='SOR_KM3_S02.jpg', kind='static', part='thumbnail', format='JPG', channel='CLM', width=200, height=150, sizeKB=14, note="the deck's own example name"),
 A(file='SOR_AE1_v2.html', kind='email', channel='Email', width=600, height=1900, sizeKB=70, text={'subjectLine': 'Sorvine: the 52-week HbA1c data your patients asked about'}),
]
write(N, 'KEYNOTE SLIDE DECK (4:3, 18 pages) EXPORTED WITH "PRINT EACH STAGE OF BUILDS": one idea per slide, terse bullet fragments without verbs ("Slides 2048 × 1536", "1 zip per key message · ≤ 40 MB each", "Subject ≤ 60 characters"), each build slide printed once per stage so every line repeats, a "non-negotiables" slide vs a "Nice to have" slide, UK HCP compliance (PI link, AE statement, black triangle, SmPC), deliverables, timeline and budget slides', notreq, rules, assets)
