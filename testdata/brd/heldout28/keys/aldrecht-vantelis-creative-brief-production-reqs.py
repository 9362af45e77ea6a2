from keylib import R, write
N = 'aldrecht-vantelis-creative-brief-production-reqs'
STYLE = ("Global pharma company's Word template 'Creative Brief & Production Requirements' (GCM-TPL-017 v5.2) filled in for a US DTC "
         "launch: numbered sections 1-9, grey-italic template guidance left in, requirement tables per channel with a Source column "
         "(Brand / Legal / Platform) and a Level column (Mandatory / Recommended), budget and approvals tables")
D = {'channel': 'Display'}
DH = {'channel': 'Display', 'kinds': ['html5']}
V = {'channel': 'Online video', 'kinds': ['video']}
M = {'channel': 'Social', 'platform': 'Meta'}
E = {'channel': 'Email'}
PDF = {'kinds': ['document']}
OTHER = ['300x250', '728x90', '160x600', '300x600']
rules = [
 R('safetyInfo', 'critical', 'carries the Important Safety Information (ISI) or, where space does not allow, a link to it on the same screen'),
 R('brandGuidelines', 'critical', 'The generic name appears with the brand name in the headline or first prominent mention of every asset'),
 R('disclaimers', 'critical', 'actor portrayals are labelled "Actor portrayal"', alt='No patient testimonial may be used unless the patient is a real Vantelis patient with a signed release'),
 R('brandGuidelines', 'critical', 'Reasons to believe come only from the approved claims matrix', optional=True, note='a claims-source rule in the key-message section; debatable as a creative requirement'),
 R('dimensions', 'critical', 'Sizes: 300x250, 728x90, 160x600, 300x600 and 320x50', {'allowed': ['300x250', '728x90', '160x600', '300x600', '320x50']}, scope=D),
 R('fileSize', 'critical', 'HTML5 units with initial load of 150 KB or less', {'max': 150, 'unit': 'KB', 'check': 'initialLoad'}, scope=DH),
 R('fileSize', 'critical', 'Polite load after page load up to 1 MB in total', {'max': 1024, 'unit': 'KB', 'check': 'totalLoad'}, scope=DH),
 R('duration', 'critical', 'Animation no longer than 15 seconds', {'max': 15, 'unit': 's', 'check': 'animationLength'}, scope=DH, alt='Animation no longer than 15 seconds, maximum 3 loops'),
 R('duration', 'critical', 'maximum 3 loops', {'max': 3, 'unit': 'loops', 'check': 'loopCount'}, scope=DH),
 R('format', 'critical', 'Static backup JPG for each size, under 40 KB', {'allowed': ['JPG']}, scope={'channel': 'Display', 'part': 'backup'}),
 R('fileSize', 'critical', 'Static backup JPG for each size, under 40 KB', {'max': 40, 'unit': 'KB'}, scope={'channel': 'Display', 'part': 'backup'}),
 R('safetyInfo', 'critical', 'Scrolling ISI window visible in every frame', scope=D, note='the 320x50 exception (a See ISI link) is part of the same row'),
 R('typography', 'critical', 'Body copy at least 8 px on 320x50', {'min': 8, 'unit': 'px'}, scope={'channel': 'Display', 'sizes': ['320x50']}),
 R('typography', 'critical', '10 px on every other size', {'min': 10, 'unit': 'px'}, scope={'channel': 'Display', 'sizes': OTHER}, alt='Body copy at least 8 px on 320x50 and 10 px on every other size', note='must never be applied to the 320x50'),
 R('brandGuidelines', 'warning', 'End frame holds the logo and CTA for at least 3 seconds', {'min': 3, 'unit': 's', 'check': 'endCardDuration'}, scope=DH, ext='brandGuidelines'),
 R('duration', 'critical', 'Lengths :15 and :30 only', {'allowed': ['15', '30'], 'min': 15, 'max': 30, 'unit': 's'}, scope=V, note='the :60 in the same cell is out of scope (broadcast)'),
 R('format', 'critical', 'Delivered as MP4, H.264, 1920x1080, 29.97 fps', {'allowed': ['MP4']}, scope=V),
 R('codec', 'critical', 'Delivered as MP4, H.264, 1920x1080, 29.97 fps', {'allowed': ['h264'], 'check': 'videoCodec'}, scope=V),
 R('dimensions', 'critical', 'Delivered as MP4, H.264, 1920x1080, 29.97 fps', {'allowed': ['1920x1080']}, scope=V),
 R('frameRate', 'critical', 'Delivered as MP4, H.264, 1920x1080, 29.97 fps', {'allowed': ['29.97'], 'unit': 'fps'}, scope=V),
 R('audioLoudness', 'critical', 'Audio loudness -24 LKFS ±2 for CTV', {'min': -26, 'max': -22, 'unit': 'LUFS', 'check': 'integrated'}, scope={'kinds': ['video'], 'platform': 'CTV'}, ext='metadata'),
 R('accessibility', 'critical', 'Burned-in or sidecar captions on every spot', scope=V),
 R('safetyInfo', 'critical', 'Major statement voiced and supered', scope=V),
 R('disclaimers', 'critical', 'supers on screen at least 4 seconds', {'min': 4, 'unit': 's', 'check': 'superDuration'}, scope=V, ext='disclaimers'),
 R('brandGuidelines', 'warning', 'Brand logo on screen within the first 5 seconds', scope=V),
 R('aspectRatio', 'critical', 'Feed video 1:1 or 4:5', {'allowed': ['1:1', '4:5']}, scope={'channel': 'Social', 'platform': 'Meta', 'placement': 'Feed'}),
 R('aspectRatio', 'critical', 'Stories and Reels 9:16', {'allowed': ['9:16']}, scope={'channel': 'Social', 'platform': 'Meta', 'placement': 'Stories and Reels'}),
 R('characterCount', 'warning', 'Primary text no longer than 125 characters', {'max': 125, 'unit': 'chars', 'check': 'primaryText'}, scope=M, ext='metadata'),
 R('characterCount', 'critical', 'Headline 40 characters maximum', {'max': 40, 'unit': 'chars', 'check': 'headline'}, scope=M, ext='metadata'),
 R('safetyInfo', 'critical', 'ISI link in the first line of the primary text', scope=M),
 R('metadata', 'critical', 'Comments turned off on every branded post', scope=M),
 R('dimensions', 'critical', 'Template width 600 px', {'minWidth': 600, 'maxWidth': 600, 'unit': 'px'}, scope=E),
 R('characterCount', 'warning', 'Subject line 50 characters or fewer', {'max': 50, 'unit': 'chars', 'check': 'subjectLine'}, scope=E, ext='metadata'),
 R('safetyInfo', 'critical', 'Full ISI in the body below the CTA, in live text (not an image)', scope=E),
 R('fileSize', 'critical', 'Total email weight under 100 KB of HTML', {'max': 100, 'unit': 'KB'}, scope=E),
 R('dimensions', 'critical', 'US Letter, 8.5 x 11 in, no bleed', {'allowed': ['8.5x11'], 'unit': 'in', 'check': 'trimSize'}, scope=PDF, ext='dimensions'),
 R('dimensions', 'critical', 'no bleed (home printing)', {'min': 0, 'max': 0, 'unit': 'mm', 'check': 'bleed'}, scope=PDF, ext='dimensions'),
 R('fileSize', 'critical', 'PDF no larger than 2 MB', {'max': 2048, 'unit': 'KB'}, scope=PDF),
 R('accessibility', 'critical', 'Tagged PDF that passes the PDF/UA check', scope=PDF),
 R('typography', 'warning', 'Body text at least 11 pt', {'min': 11, 'unit': 'pt'}, scope=PDF),
 R('naming', 'critical', 'File names follow VAN_[Channel]_[Size or Length]_v[NN]', {'pattern': '^VAN_[A-Z]{3}_[A-Za-z0-9]+_v\\d{2}\\.[a-z0-9]+$'}, alt='e.g. VAN_DSP_300x250_v01.zip, VAN_OLV_30s_v02.mp4'),
 R('fdaFilingNumber', 'critical', 'PRC approval code in the format US-VAN-NNNNN on every asset', {'pattern': '^US-VAN-\\d{5}$'}, alt='e.g. US-VAN-00412'),
 R('contrast', 'critical', 'Text contrast at least 4.5:1 against its background', {'min': 4.5, 'unit': 'ratio'}),
]
notreq = [
 'roughly 38% of the launch media budget to go to digital video and 22% to paid social (plan)',
 '1,240 adults; 61% feel they have settled; 44% have not discussed a change in the past 12 months (research)',
 'Aided brand awareness of 25%; 200,000 visits with a 45-second average engaged time; 12,000 downloads (KPIs, "not creative requirements")',
 'Adults aged 25 to 64 (targeting, not a creative rule)',
 'the :60 is broadcast and out of scope here',
 'on 320x50 a tap-through "See ISI" link is enough (an exception inside D6, not a separate limit)',
 '[Guidance: ...] grey template text, e.g. "no more than 100 words" is about the brief itself',
 'Section 8 budget and timing table ($412,000; $690,000; $138,500; $9.6M; dates) and section 9 approvals',
 '150 mg auto-injector (product strength)',
]
A = lambda **k: k
assets = [
 A(file='VAN_DSP_300x250_v01.zip', kind='html5', format='ZIP', channel='Display', width=300, height=250, initialLoadKB=146, sizeKB=880, durationS=15, loops=3, endCardS=3, note="the document's own example name; 880 KB total after polite load"),
 A(file='VAN_DSP_320x50_v01.zip', kind='html5', format='ZIP', channel='Display', width=320, height=50, initialLoadKB=60, sizeKB=60, durationS=12, loops=2, endCardS=3, note='8 px body copy is allowed on this size only'),
 A(file='VAN_DSP_300x600_v01.jpg', kind='static', part='backup', format='JPG', channel='Display', width=300, height=600, sizeKB=37),
 A(file='VAN_OLV_30s_v02.mp4', kind='video', format='MP4', codec='h264', channel='Online video', platform='CTV', width=1920, height=1080, fps=29.97, durationS=30, loudnessLUFS=-23.4, captions=True, note="the document's own example name"),
 A(file='VAN_SOC_Feed45_v01.mp4', kind='video', format='MP4', codec='h264', channel='Social', platform='Meta', placement='Feed', width=1080, height=1350, fps=30, durationS=15, text={'headline': 'Ask about Vantelis (deucravimab)', 'primaryText': 'See Important Safety Information: vantelis.com/isi. Clearer skin can be one conversation away.'}, note='1080x1350 and 30 fps: the 1920x1080 / 29.97 fps row is online video only'),
 A(file='VAN_EML_Welcome_v01.html', kind='email', format='HTML', channel='Email', width=600, height=2400, sizeKB=86, text={'subjectLine': 'Your Vantelis conversation guide is here'}),
 A(file='VAN_DDG_Letter_v01.pdf', kind='document', channel='PDF', format='PDF', sizeKB=1720, bleedMM=0, note='US Letter, no bleed, 1.7 MB'),
]
write(N, STYLE, notreq, rules, assets)
