from keylib import R, write
N = 'sevanta-isi-quick-reference-card'
D = {'channel': 'Display'}
V = {'channel': 'Video', 'kinds': ['video']}
WEB = {'condition': 'web pages'}
E = {'channel': 'Email'}
S = {'channel': 'Social'}
def sz(s): return {'channel': 'Display', 'sizes': [s]}
rules = [
 R('safetyInfo', 'critical', 'ISI heading reads exactly “IMPORTANT SAFETY INFORMATION” in capitals'),
 R('safetyInfo', 'critical', 'Boxed warning first, in a keyline box, before any other safety text'),
 R('typography', 'critical', 'ISI type ≥ body type of the piece', alt='Never lighter weight than body', note='relative size; safetyInfo equally acceptable'),
 R('brandGuidelines', 'critical', 'ISI text colour: Sevanta Ink #1C2541 on white or Fog #F2F4F7 only'),
 R('contrast', 'critical', 'Contrast ≥ 7:1 for ISI text (AAA)', {'min': 7, 'unit': 'ratio'}, scope={'condition': 'ISI text'}),
 R('safetyInfo', 'critical', 'Links to Full Prescribing Information and Medication Guide next to the ISI heading'),
 R('typography', 'warning', 'Keep ISI left-aligned, ragged right. No justified text.'),
 R('safetyInfo', 'critical', '300x250 | bottom 40% of frame', {'min': 40, 'unit': '%', 'check': 'isiArea'}, scope=sz('300x250'), alt='ISI area (min.)', ext='safetyInfo'),
 R('safetyInfo', 'critical', '300x600 | bottom 35% of frame', {'min': 35, 'unit': '%', 'check': 'isiArea'}, scope=sz('300x600'), alt='ISI area (min.)', ext='safetyInfo'),
 R('safetyInfo', 'critical', '728x90 | right 35% of frame', {'min': 35, 'unit': '%', 'check': 'isiArea'}, scope=sz('728x90'), alt='ISI area (min.)', ext='safetyInfo'),
 R('safetyInfo', 'critical', '160x600 | bottom 40% of frame', {'min': 40, 'unit': '%', 'check': 'isiArea'}, scope=sz('160x600'), alt='ISI area (min.)', ext='safetyInfo'),
 R('safetyInfo', 'critical', 'auto, 1 px per 60 ms', {'max': 16.7, 'unit': 'px/s', 'check': 'scrollSpeed'}, scope=D, alt='Scroll', ext='safetyInfo', note='same value in every row; one rule per size equally acceptable'),
 R('typography', 'critical', '300x250 | 10 px', {'min': 10, 'unit': 'px'}, scope=sz('300x250'), alt='Type (min.)'),
 R('typography', 'critical', '300x600 | 11 px', {'min': 11, 'unit': 'px'}, scope=sz('300x600'), alt='Type (min.)'),
 R('typography', 'critical', '728x90 | 10 px', {'min': 10, 'unit': 'px'}, scope=sz('728x90'), alt='Type (min.)'),
 R('typography', 'critical', '160x600 | 10 px', {'min': 10, 'unit': 'px'}, scope=sz('160x600'), alt='Type (min.)'),
 R('dimensions', 'critical', 'Size', {'allowed': ['300x250', '300x600', '728x90', '160x600']}, scope=D, optional=True, note='the table gives the ISI layout per size; whether it restricts banner sizes is debatable'),
 R('safetyInfo', 'critical', 'Scroll pauses on hover; scroll bar always visible', scope=D),
 R('safetyInfo', 'critical', 'ISI starts on frame 1. No frame without ISI.', scope=D),
 R('safetyInfo', 'warning', 'Let the scroll begin 3 s after load so the headline can land', {'min': 3, 'unit': 's', 'check': 'scrollDelay'}, scope=D, ext='safetyInfo'),
 R('duration', 'critical', 'VIDEO (DTC :60 / :30)', {'allowed': ['30', '60'], 'min': 30, 'max': 60, 'unit': 's'}, scope=V, optional=True, note='lengths named only in the heading; must not reach the social video posts'),
 R('fairBalance', 'critical', 'Major statement voiced and supered at the same time', scope=V),
 R('typography', 'critical', 'Supers: min 4% of frame height (43 px at 1080)', {'min': 4, 'unit': '% of frame height', 'check': 'superHeight'}, scope=V, ext='typography'),
 R('safetyInfo', 'critical', 'Each risk super held ≥ 3 s', {'min': 3, 'unit': 's', 'check': 'superDuration'}, scope=V, ext='safetyInfo', note='a super\u2019s hold, never the spot length'),
 R('brandGuidelines', 'critical', 'Supers inside 90% title safe', {'max': 90, 'unit': '%', 'check': 'safeArea'}, scope=V, ext='brandGuidelines'),
 R('fairBalance', 'critical', 'No music swell or visual change during the major statement', scope=V),
 R('safetyInfo', 'critical', 'We do not use crawls', scope=V),
 R('safetyInfo', 'critical', 'ISI visible in the first screen at 1366 × 768 and at 390 × 844', scope=WEB, alt='Never below the fold', note='1366 x 768 and 390 x 844 are viewports, not asset sizes: a dimensions rule from them is harmful'),
 R('safetyInfo', 'critical', 'Sticky ISI tray: min 20% of viewport height, max 35%', {'min': 20, 'max': 35, 'unit': '%', 'check': 'isiTrayHeight'}, scope=WEB, ext='safetyInfo'),
 R('safetyInfo', 'critical', 'Full ISI repeated at page end', scope=WEB),
 R('safetyInfo', 'critical', 'Full ISI in the body, not only linked', scope=E),
 R('typography', 'critical', 'ISI min 14 px', {'min': 14, 'unit': 'px'}, scope=E),
 R('typography', 'critical', 'Same colour as body copy', scope=E, optional=True, note='brandGuidelines equally acceptable'),
 R('safetyInfo', 'warning', 'Put a jump link to the ISI above the fold', scope=E),
 R('safetyInfo', 'critical', 'ISI link in the first line of the caption', scope=S),
 R('safetyInfo', 'critical', 'image carries “See Important Safety Information below.”', scope=S),
 R('safetyInfo', 'critical', 'Video posts: ISI end card ≥ 5 s', {'min': 5, 'unit': 's', 'check': 'endCardDuration'}, scope={'channel': 'Social', 'kinds': ['video']}, ext='safetyInfo'),
]
notreq = [
 'If the card and the guide disagree, the guide wins (precedence)',
 'Items ending in (BP) are best practice; everything else ... is a hard standard (legend)',
 'Crawl? No. (question form of the crawl ban)',
 'contacts, MLR slots Tuesdays and Thursdays, 350 gsm silk, 500 copies, job OR-SEV-2610-114',
]
A = lambda **k: k
assets = [
 A(file='SEV_DTC_300x250.zip', kind='html5', format='ZIP', channel='Display', width=300, height=250, sizeKB=140),
 A(file='SEV_DTC_728x90.zip', kind='html5', format='ZIP', channel='Display', width=728, height=90, sizeKB=120),
 A(file='SEV_DTC_TV60.mp4', kind='video', channel='Video', format='MP4', codec='h264', width=1920, height=1080, durationS=60, fps=29.97),
 A(file='SEV_Social_Video15.mp4', kind='video', channel='Social', format='MP4', codec='h264', width=1080, height=1080, durationS=15, endCardS=5, fps=30, note='15 s social post: the :60 / :30 heading is the TV spots\u2019'),
 A(file='SEV_Email_Oct.html', kind='email', channel='Email', width=600, height=2400, sizeKB=60),
]
write(N, 'ONE-PAGE QUICK REFERENCE CARD for ISI and fair-balance layout (corpus markup; printed double-sided): a precedence line (the brand guide wins), a legend where lines ending "(BP)" are best practice and everything else is a hard standard, terse fragments without verbs per channel ("ISI type \u2265 body type of the piece", "Contrast \u2265 7:1 for ISI text (AAA)", "Supers: min 4% of frame height (43 px at 1080)", "Sticky ISI tray: min 20% of viewport height, max 35%"), a per-size banner table of ISI area share, scroll speed ("1 px per 60 ms") and minimum type, viewport sizes that are not asset sizes, video lengths only in a heading, a social end card, contacts and print run', notreq, rules, assets)
