from keylib import R, write
N = 'pellinore-relquin-xr-line-extension-brd-export'
STYLE = ("LINE-EXTENSION BRD written as a DELTA to a parent BRD ('as per the parent BRD except...'), a Word document saved as PDF "
         "(serif, no browser header): a rule-of-reading box, a four-column table 'Parent ref. | Topic | Parent BRD value | XR value' "
         "where 'As parent' makes the parent cell the requirement and a changed XR cell replaces it ('Not required for XR' removes it), "
         "a numbered list of XR-only requirements, background figures, timing, budget and approvals")
D = {'channel': 'Display'}
DH = {'channel': 'Display', 'kinds': ['html5']}
BK = {'channel': 'Display', 'part': 'backup'}
E = {'channel': 'Email'}
V = {'kinds': ['video']}
LB = {'kinds': ['document']}
rules = [
 R('dimensions', 'critical', 'Display sizes', {'allowed': ['300x250', '728x90', '300x600', '320x50']}, scope=D, alt='Display sizes | 300x250, 728x90, 300x600 and 320x50', note='the parent list (with 160x600, without 320x50) is replaced'),
 R('format', 'critical', 'Display format', {'allowed': ['HTML5']}, scope=DH, alt='Display format | HTML5 with static JPG backup | As parent'),
 R('format', 'critical', 'Display format', {'allowed': ['JPG']}, scope=BK, alt='Display format | HTML5 with static JPG backup | As parent'),
 R('fileSize', 'critical', 'Display initial load', {'max': 150, 'unit': 'KB', 'check': 'initialLoad'}, scope=DH, alt='Display initial load | 150 KB maximum', note='parent 200 KB replaced'),
 R('duration', 'critical', 'Display animation', {'max': 30, 'unit': 's', 'check': 'animationLength'}, scope=DH, alt='Display animation | 30 seconds maximum, 3 loops maximum | As parent'),
 R('duration', 'critical', 'Display animation', {'max': 3, 'unit': 'loops', 'check': 'loopCount'}, scope=DH, alt='Display animation | 30 seconds maximum, 3 loops maximum | As parent'),
 R('fileSize', 'critical', 'Backup image weight', {'max': 50, 'unit': 'KB'}, scope=BK, alt='Backup image weight | 50 KB maximum | As parent'),
 R('safetyInfo', 'critical', 'ISI in banners', scope=D, alt='ISI in banners | Scrolling ISI in every frame with PI link | As parent'),
 R('dimensions', 'critical', 'Email width', {'minWidth': 600, 'maxWidth': 600, 'unit': 'px'}, scope=E, alt='Email width | 600 px (new Veeva template)', note='the parent 640 px is replaced: a 640 px rule fails every XR email'),
 R('characterCount', 'critical', 'Email subject line', {'max': 55, 'unit': 'chars', 'check': 'subjectLine'}, scope=E, alt='Email subject line | 55 characters maximum | As parent', ext='metadata'),
 R('fileSize', 'critical', 'Email HTML weight', {'max': 100, 'unit': 'KB'}, scope=E, alt='Email HTML weight | 100 KB maximum | As parent'),
 R('duration', 'critical', 'HCP video lengths', {'allowed': ['15', '30'], 'min': 15, 'max': 30, 'unit': 's'}, scope=V, alt='HCP video lengths | :15 and :30 only', note='the parent :30 and :60 are replaced; a rule allowing only 30/60 fails the :15'),
 R('format', 'critical', 'HCP video file', {'allowed': ['MP4']}, scope=V, alt='HCP video file | MP4, H.264, 1920x1080, 29.97 fps | As parent'),
 R('codec', 'critical', 'HCP video file', {'allowed': ['h264'], 'check': 'videoCodec'}, scope=V, alt='HCP video file | MP4, H.264, 1920x1080, 29.97 fps | As parent'),
 R('dimensions', 'critical', 'HCP video file', {'allowed': ['1920x1080']}, scope=V, alt='HCP video file | MP4, H.264, 1920x1080, 29.97 fps | As parent'),
 R('frameRate', 'critical', 'HCP video file', {'allowed': ['29.97'], 'unit': 'fps'}, scope=V, alt='HCP video file | MP4, H.264, 1920x1080, 29.97 fps | As parent'),
 R('audioLoudness', 'critical', 'Video audio', {'min': -26, 'max': -22, 'unit': 'LUFS', 'check': 'integrated'}, scope=V, alt='Video audio | -24 LKFS ±2, true peak -2 dBTP | As parent', ext='metadata'),
 R('audioTruePeak', 'critical', 'Video audio', {'max': -2, 'unit': 'dBTP', 'check': 'truePeak'}, scope=V, alt='Video audio | -24 LKFS ±2, true peak -2 dBTP | As parent', ext='metadata'),
 R('accessibility', 'critical', 'Video captions', scope=V, alt='Video captions | Closed captions as a sidecar .vtt file; open captions no longer accepted', note='the parent "Open captions" is replaced'),
 R('dimensions', 'critical', 'Leave-behind size', {'allowed': ['8.5x11'], 'unit': 'in', 'check': 'trimSize'}, scope=LB, alt='Leave-behind size | 8.5 x 11 in, 0.125 in bleed | As parent', ext='dimensions'),
 R('dimensions', 'critical', 'Leave-behind size', {'min': 0.125, 'max': 0.125, 'unit': 'in', 'check': 'bleed'}, scope=LB, alt='Leave-behind size | 8.5 x 11 in, 0.125 in bleed | As parent', ext='dimensions'),
 R('format', 'critical', 'Leave-behind file', {'allowed': ['PDF/X-4']}, scope=LB, alt='Leave-behind file | PDF/X-4, CMYK, 300 dpi', note='the parent PDF/X-1a is replaced: a PDF/X-1a-only rule fails the XR file'),
 R('format', 'critical', 'Leave-behind file', {'allowed': ['CMYK'], 'check': 'colorSpace'}, scope=LB, alt='Leave-behind file | PDF/X-4, CMYK, 300 dpi', ext='format'),
 R('dimensions', 'critical', 'Leave-behind file', {'min': 300, 'unit': 'dpi', 'check': 'imageResolution'}, scope=LB, alt='Leave-behind file | PDF/X-4, CMYK, 300 dpi', ext='dimensions'),
 R('metadata', 'critical', 'Leave-behind pages', {'min': 2, 'max': 2, 'unit': 'pages'}, scope=LB, alt='Leave-behind pages | 2 pages', optional=True, note='page count; parent 4 pages replaced'),
 R('naming', 'critical', 'RXR_[Channel]_[Size]_v[N]', {'pattern': '^RXR_[A-Z]{3}_[A-Za-z0-9]+_v\\d+\\.[a-z0-9]+$'}, alt=['Naming | RXR_[Channel]_[Size]_v[N], e.g. RXR_DSP_300x250_v1.zip'], note='the parent REL_ template is replaced'),
 R('fdaFilingNumber', 'critical', 'PP-RXR-US-NNNN', {'pattern': '^PP-RXR-US-\\d{4}$'}, alt=['Job code | PP-RXR-US-NNNN, e.g. PP-RXR-US-0031']),
 R('brandGuidelines', 'critical', 'The product name must always be set as "Relquin XR"', alt='"Relquin" alone refers to the IR product and must not be used for XR'),
 R('indication', 'critical', 'must state the once-daily dosing together with the indication on the first frame or page'),
 R('brandGuidelines', 'critical', 'Images of the IR tablet must not appear in XR materials'),
 R('disclaimers', 'critical', 'the comparison must carry the footnote', alt='"Relquin XR and Relquin IR are not interchangeable on a milligram-per-milligram basis."'),
 R('brandGuidelines', 'warning', 'Display units should use the XR accent colour (deep teal) for the CTA button', scope=D),
]
notreq = [
 'parent values the XR column replaces: "300x250, 728x90, 160x600, 300x600", "200 KB maximum", "640 px", ":30 and :60", "Open captions", "PDF/X-1a, CMYK, 300 dpi", "4 pages", "REL_[Channel]_[Size]_v[N]", "PP-REL-US-NNNN"',
 'Email pre-header "Recommended, 85 characters maximum" - Not required for XR',
 '160x600 dropped by the networks',
 'Parent ref. column numbers (4.1 ... 8.2) and "REL-BRD-014 v3.0"',
 '1.9 million prescriptions; 180 physicians; 72% (background)',
 'a DTC phase is planned for 2028 and is not covered here',
 'Timing (build window, MLR review, in market 1 March 2027), $310,000 and $95,000 budget, approvals table',
]
A = lambda **k: k
assets = [
 A(file='RXR_DSP_300x250_v1.zip', kind='html5', format='HTML5', channel='Display', width=300, height=250, initialLoadKB=149, sizeKB=149, durationS=30, loops=3, note="the document's own example name"),
 A(file='RXR_DSP_320x50_v1.zip', kind='html5', format='HTML5', channel='Display', width=320, height=50, initialLoadKB=72, sizeKB=72, durationS=15, loops=1, note='a size only the XR column lists'),
 A(file='RXR_DSP_300x600_v1.jpg', kind='static', part='backup', format='JPG', channel='Display', width=300, height=600, sizeKB=47),
 A(file='RXR_EML_Launch_v2.html', kind='email', format='HTML', channel='Email', width=600, height=2200, sizeKB=92, text={'subjectLine': 'Relquin XR: once-daily amlorivast is here'}, note='600 px: the parent 640 px no longer applies'),
 A(file='RXR_VID_15s_v1.mp4', kind='video', channel='Video', format='MP4', codec='h264', width=1920, height=1080, fps=29.97, durationS=15, loudnessLUFS=-24.1, truePeakDBTP=-2.4, captions=True, note='a :15, which the parent BRD did not allow'),
 A(file='RXR_LBH_Print_v1.pdf', kind='document', channel='Print', format='PDF/X-4', colorSpace='CMYK', minImageDPI=300, sizeKB=21500, note='PDF/X-4: the parent PDF/X-1a no longer applies'),
]
write(N, STYLE, notreq, rules, assets)
