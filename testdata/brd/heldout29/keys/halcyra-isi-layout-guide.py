from keylib import R, write
N = 'halcyra-isi-layout-guide'
D = {'channel': 'Display'}
V = {'channel': 'Video', 'kinds': ['video']}
WEB = {'condition': 'web pages with a product claim'}
def sz(s): return {'channel': 'Display', 'sizes': [s]}
rules = [
 R('fairBalance', 'critical', 'Benefit and risk information must be presented with comparable prominence'),
 R('safetyInfo', 'critical', 'No risk information may be placed where the viewer is unlikely to see it', alt='beyond the fold, behind an interaction, or in a frame shorter than its reading time'),
 R('safetyInfo', 'critical', '300 × 250 | at least 33%', {'min': 33, 'unit': '%', 'check': 'isiArea'}, scope=sz('300x250'), ext='safetyInfo'),
 R('safetyInfo', 'critical', '300 × 600 | at least 30%', {'min': 30, 'unit': '%', 'check': 'isiArea'}, scope=sz('300x600'), ext='safetyInfo'),
 R('safetyInfo', 'critical', '728 × 90 | at least 35% (right side)', {'min': 35, 'unit': '%', 'check': 'isiArea'}, scope=sz('728x90'), ext='safetyInfo'),
 R('typography', 'critical', '300 × 250 | 10 px', {'min': 10, 'unit': 'px'}, scope=sz('300x250'), alt='Minimum ISI type'),
 R('typography', 'critical', '300 × 600 | 11 px', {'min': 11, 'unit': 'px'}, scope=sz('300x600'), alt='Minimum ISI type'),
 R('typography', 'critical', '728 × 90 | 10 px', {'min': 10, 'unit': 'px'}, scope=sz('728x90'), alt='Minimum ISI type'),
 R('safetyInfo', 'critical', '≤ 18 px per second', {'max': 18, 'unit': 'px/s', 'check': 'scrollSpeed'}, scope=D, alt='Scroll rate', ext='safetyInfo', note='same in every row; one rule per size equally acceptable'),
 R('safetyInfo', 'critical', 'no ISI window; tap-through to ISI page', scope=sz('320x50'), alt='320 × 50 | no ISI window; tap-through to ISI page'),
 R('safetyInfo', 'critical', 'persistent "Important Safety Information" link that takes the user to the full ISI', scope=sz('320x50'), alt='The 320 × 50 unit may only be used with a persistent'),
 R('dimensions', 'critical', 'Unit', {'allowed': ['300x250', '300x600', '728x90', '320x50']}, scope=D, optional=True, alt='300 × 250 | 300 × 600 | 728 × 90 | 320 × 50', note='the table gives the ISI layout per unit; a size restriction is debatable'),
 R('safetyInfo', 'critical', 'The ISI window must be visible from the first frame', scope=D, alt='must remain visible in every frame, including the end frame'),
 R('safetyInfo', 'warning', 'Animated units should hold the end frame for at least 3 seconds', {'min': 3, 'unit': 's', 'check': 'endCardDuration'}, scope={'channel': 'Display', 'kinds': ['animated', 'html5']}, ext='safetyInfo', note='an end-frame hold, never the animation length'),
 R('fairBalance', 'critical', 'The major statement must be presented in both the audio and the visual portion of the spot', scope=V),
 R('typography', 'critical', 'Risk supers must be at least 45 px tall per line at 1920 × 1080', {'min': 45, 'unit': 'px', 'check': 'superHeight'}, scope=V, ext='typography', note='1920 x 1080 is the reference frame, not an allowed size'),
 R('safetyInfo', 'critical', 'at least 0.4 seconds per word, with a minimum of 3 seconds', {'min': 3, 'unit': 's', 'check': 'superDuration'}, scope=V, ext='safetyInfo', alt='each super must stay on screen'),
 R('fairBalance', 'critical', 'on-screen motion behind the supers may not exceed gentle camera drift', scope=V, alt='no cuts, no graphics entering the frame'),
 R('brandGuidelines', 'critical', 'Supers must sit inside the 90% title-safe area', {'max': 90, 'unit': '%', 'check': 'safeArea'}, scope=V, ext='brandGuidelines'),
 R('safetyInfo', 'warning', 'The closing ISI frame of a :60 or :30 should be at least 5 seconds', {'min': 5, 'unit': 's', 'check': 'endCardDuration'}, scope={'channel': 'Video', 'kinds': ['video'], 'condition': ':60 or :30'}, ext='safetyInfo'),
 R('fairBalance', 'critical', 'a :15 may not carry efficacy claims at all', scope={'channel': 'Video', 'kinds': ['video'], 'condition': ':15'}, note='a content condition, not a duration limit'),
 R('safetyInfo', 'critical', 'the ISI must begin above the fold at 1440 × 900 and at 390 × 844 viewports', scope=WEB, note='viewports, not asset sizes'),
 R('safetyInfo', 'critical', 'The persistent ISI tray must take between 20% and 33% of the viewport height', {'min': 20, 'max': 33, 'unit': '%', 'check': 'isiTrayHeight'}, scope=WEB, ext='safetyInfo'),
 R('typography', 'critical', 'ISI body type must be at least the size of the page body type and never below 16 px', {'min': 16, 'unit': 'px'}, scope=WEB),
 R('safetyInfo', 'critical', 'Pharmacy screen (portrait) | bottom 25%, all frames', {'min': 25, 'unit': '%', 'check': 'isiArea'}, scope={'channel': 'DOOH', 'placement': 'Pharmacy screen'}, ext='safetyInfo', alt='whole spot'),
 R('safetyInfo', 'critical', 'Waiting-room TV (landscape) | final frame, full screen | 6 seconds', {'min': 6, 'unit': 's', 'check': 'endCardDuration'}, scope={'channel': 'DOOH', 'placement': 'Waiting-room TV'}, ext='safetyInfo', note='the final ISI frame\u2019s hold, not the spot length'),
 R('fairBalance', 'critical', 'the major statement must be fully visual', scope={'channel': 'DOOH'}, alt='DOOH spots run without sound'),
 R('contrast', 'critical', 'ISI text must reach a contrast ratio of at least 4.5:1', {'min': 4.5, 'unit': 'ratio'}, scope={'condition': 'ISI text'}),
 R('contrast', 'critical', 'no lower than that of the benefit copy in the same piece', alt='the contrast of the ISI must be no lower'),
 R('typography', 'critical', 'ISI may not be set in reversed (light-on-dark) type smaller than 12 px', {'min': 12, 'unit': 'px'}, scope={'condition': 'reversed ISI type'}),
 R('brandGuidelines', 'warning', 'The ISI should use Halcyra Navy #14213D on white'),
]
notreq = [
 'In 2025 reviewers returned 37% of first submissions (background)',
 'legend: must / may not are standards, should recommended; figures are illustrations and the tables govern',
 'Figure 1 / Figure 2 captions (illustrations; the sizes in the figure are examples)',
 '320 x 50 row: "n/a" type and scroll cells',
 'Review process: Veeva PromoMats, measurements sheet, MLR Monday and Thursday, 10 / 3 business days, $2,500 chargeback, contacts',
]
A = lambda **k: k
assets = [
 A(file='HAL_300x250_v4.zip', kind='html5', format='ZIP', channel='Display', width=300, height=250, sizeKB=142, durationS=15, endCardS=3),
 A(file='HAL_320x50_v4.zip', kind='html5', format='ZIP', channel='Display', width=320, height=50, sizeKB=60, durationS=10),
 A(file='HAL_CTV_60.mp4', kind='video', channel='Video', format='MP4', codec='h264', width=1920, height=1080, durationS=60, fps=29.97, endCardS=6),
 A(file='HAL_CTV_15.mp4', kind='video', channel='Video', format='MP4', codec='h264', width=1920, height=1080, durationS=15, fps=29.97, note=':15 spot without efficacy claims: a 15 s length is allowed (":15 may not carry efficacy claims" is a content condition, not a duration limit)'),
 A(file='HAL_Pharmacy_Portrait.mp4', kind='video', channel='DOOH', placement='Pharmacy screen', format='MP4', codec='h264', width=1080, height=1920, durationS=15, fps=25, hasAudio=False),
 A(file='HAL_WaitingRoom_30.mp4', kind='video', channel='DOOH', placement='Waiting-room TV', format='MP4', codec='h264', width=1920, height=1080, durationS=30, fps=29.97, endCardS=6),
]
write(N, 'WORD-NATIVE ISI AND FAIR-BALANCE LAYOUT GUIDE of a regulatory-design team (hand-written OOXML, US Letter, header/footer): background with a return-rate figure, a must / may not / should legend, principles, figure captions that are illustrations, a per-unit display table of ISI window share, minimum ISI type and scroll rate (with a 320 \u00d7 50 row that has no ISI window), video rules for super height and super hold per word, an end-frame hold that is not a length, viewport sizes that are not asset sizes, a DOOH table (share of frame vs final full-screen frame with a hold), relative contrast and size rules, review process and fees', notreq, rules, assets)
