from keylib import R, write
N = 'brennick-tavolor-brd-summary-appendix-export'
STYLE = ("ONE-PAGE BRD SUMMARY plus LONG APPENDICES (Word saved as PDF, no browser header, US Letter): a title band, an 'at a "
         "glance' key/value table with flight, budget and KPIs, a channel summary table with 'Key specs (summary)' that partly "
         "restate and partly contradict the appendices, a precedence box ('where the summary and an appendix differ, the appendix "
         "governs'), then appendices A-H: display bullets, a social placement table (Meta Feed, Stories/Reels, Pinterest), video/CTV, "
         "email, print and PDF (HCP leave-behind vs patient brochure, print vs download), legal mandatories, naming and delivery, "
         "budget detail")
D = {'channel': 'Display'}
DH = {'channel': 'Display', 'kinds': ['html5']}
BK = {'channel': 'Display', 'part': 'backup'}
MF = {'channel': 'Social', 'platform': 'Meta', 'placement': 'Feed'}
MS = {'channel': 'Social', 'platform': 'Meta', 'placement': 'Stories / Reels'}
PIN = {'channel': 'Social', 'platform': 'Pinterest'}
SV = {'channel': 'Social', 'kinds': ['video']}
OV = {'channel': 'Online video', 'kinds': ['video']}
E = {'channel': 'Email'}
LB = {'kinds': ['document'], 'placement': 'HCP leave-behind'}
BR = {'kinds': ['document'], 'placement': 'patient brochure'}
rules = [
 R('fileSize', 'critical', '≤ 150 KB initial, 15 s animation', {'max': 150, 'unit': 'KB', 'check': 'initialLoad'}, scope=DH, optional=True, note='summary restatement of Appendix A'),
 R('aspectRatio', 'critical', 'Video up to 60 s, 4:5 and 9:16', {'allowed': ['4:5', '9:16']}, scope={'channel': 'Social', 'platform': 'Meta'}, optional=True, note='summary; the 60 s in the same cell is contradicted by Appendix B (30 s / 15 s), which governs'),
 R('dimensions', 'critical', ':15 / :30, 1080p', {'allowed': ['1920x1080']}, scope=OV, optional=True, note='summary restatement'),
 R('dimensions', 'critical', 'Sizes: 300x250, 728x90, 160x600, 300x600 and 320x50', {'allowed': ['300x250', '728x90', '160x600', '300x600', '320x50']}, scope=D),
 R('format', 'critical', 'Units must be HTML5 with an initial load of 150 KB or less', {'allowed': ['HTML5']}, scope=DH),
 R('fileSize', 'critical', 'Units must be HTML5 with an initial load of 150 KB or less', {'max': 150, 'unit': 'KB', 'check': 'initialLoad'}, scope=DH),
 R('fileSize', 'critical', 'the 320x50 must stay within 50 KB in total', {'max': 50, 'unit': 'KB', 'check': 'totalLoad'}, scope={'channel': 'Display', 'kinds': ['html5'], 'sizes': ['320x50']}),
 R('fileSize', 'critical', 'Polite (subload) content must not exceed 500 KB', {'max': 500, 'unit': 'KB', 'check': 'subload'}, scope=DH),
 R('duration', 'critical', 'Animation must stop within 15 seconds', {'max': 15, 'unit': 's', 'check': 'animationLength'}, scope=DH),
 R('duration', 'critical', 'loops are not allowed', {'max': 1, 'unit': 'loops', 'check': 'loopCount'}, scope=DH, note='the animation plays once'),
 R('format', 'critical', 'Each size must have a static backup in JPG or PNG format of 40 KB or less', {'allowed': ['JPG', 'PNG']}, scope=BK),
 R('fileSize', 'critical', 'Each size must have a static backup in JPG or PNG format of 40 KB or less', {'max': 40, 'unit': 'KB'}, scope=BK),
 R('safetyInfo', 'critical', 'The ISI must be present as a scrolling box on every frame and must take at least one third of the unit', {'min': 33, 'unit': '%'}, scope={'channel': 'Display', 'sizes': ['300x250', '160x600', '300x600']}, note='on 320x50 and 728x90 a persistent link may replace the box'),
 R('typography', 'critical', 'Minimum font size 9 px for ISI text', {'min': 9, 'unit': 'px'}, scope=D),
 R('typography', 'critical', '11 px for headlines', {'min': 11, 'unit': 'px'}, scope=D, alt='Minimum font size 9 px for ISI text and 11 px for headlines'),
 R('format', 'critical', 'Meta Feed', {'allowed': ['MP4', 'JPG', 'PNG']}, scope=MF, alt='Meta Feed | Video MP4 or single image JPG/PNG'),
 R('aspectRatio', 'critical', 'Meta Feed', {'allowed': ['4:5']}, scope=MF, alt='Meta Feed | Video MP4 or single image JPG/PNG | 4:5'),
 R('duration', 'critical', 'Meta Feed', {'max': 30, 'unit': 's'}, scope=dict(MF, kinds=['video']), alt='Meta Feed | 4:5 | up to 30 s'),
 R('characterCount', 'critical', 'Meta Feed', {'max': 125, 'unit': 'chars', 'check': 'primaryText'}, scope=MF, alt='Meta Feed | Primary text 125, headline 27 characters', ext='metadata'),
 R('characterCount', 'critical', 'Meta Feed', {'max': 27, 'unit': 'chars', 'check': 'headline'}, scope=MF, alt='Meta Feed | Primary text 125, headline 27 characters', ext='metadata'),
 R('format', 'critical', 'Meta Stories / Reels', {'allowed': ['MP4']}, scope=MS, alt='Meta Stories / Reels | Video MP4'),
 R('aspectRatio', 'critical', 'Meta Stories / Reels', {'allowed': ['9:16']}, scope=MS, alt='Meta Stories / Reels | Video MP4 | 9:16'),
 R('duration', 'critical', 'Meta Stories / Reels', {'max': 15, 'unit': 's'}, scope=dict(MS, kinds=['video']), alt='Meta Stories / Reels | 9:16 | up to 15 s'),
 R('brandGuidelines', 'critical', 'No text in the top and bottom 14% of the frame', {'min': 14, 'unit': '%', 'check': 'safeArea'}, scope=MS, ext='brandGuidelines'),
 R('format', 'critical', 'Pinterest standard pin', {'allowed': ['PNG', 'JPG']}, scope=PIN, alt='Pinterest standard pin | Image PNG or JPG'),
 R('aspectRatio', 'critical', 'Pinterest standard pin', {'allowed': ['2:3']}, scope=PIN, alt='Pinterest standard pin | Image PNG or JPG | 2:3'),
 R('characterCount', 'critical', 'Pinterest standard pin', {'max': 100, 'unit': 'chars', 'check': 'headline'}, scope=PIN, alt='Pinterest standard pin | Title 100, description 500 characters', ext='metadata', note='the pin title'),
 R('characterCount', 'critical', 'Pinterest standard pin', {'max': 500, 'unit': 'chars', 'check': 'description'}, scope=PIN, alt='Pinterest standard pin | Title 100, description 500 characters', ext='metadata'),
 R('safetyInfo', 'critical', 'Every branded post must include the full ISI in the post copy or link to it in the first line', scope={'channel': 'Social'}),
 R('safetyInfo', 'critical', 'an ISI frame at the end of video posts is also required', scope=SV),
 R('accessibility', 'critical', 'Video posts must have captions', scope=SV),
 R('brandGuidelines', 'warning', 'The agency should keep the brand name visible in the first 3 seconds of every video', scope=SV),
 R('duration', 'critical', 'YouTube and CTV spots are :15 and :30', {'allowed': ['15', '30'], 'min': 15, 'max': 30, 'unit': 's'}, scope=OV),
 R('duration', 'critical', 'a :06 bumper is required for YouTube only', {'allowed': ['6'], 'min': 6, 'max': 6, 'unit': 's'}, scope={'channel': 'Online video', 'platform': 'YouTube', 'part': 'bumper'}),
 R('format', 'critical', 'Files must be MP4, H.264, 1920 x 1080, 23.976 or 29.97 fps', {'allowed': ['MP4']}, scope=OV),
 R('codec', 'critical', 'Files must be MP4, H.264, 1920 x 1080, 23.976 or 29.97 fps', {'allowed': ['h264'], 'check': 'videoCodec'}, scope=OV),
 R('dimensions', 'critical', 'Files must be MP4, H.264, 1920 x 1080, 23.976 or 29.97 fps', {'allowed': ['1920x1080']}, scope=OV),
 R('frameRate', 'critical', 'Files must be MP4, H.264, 1920 x 1080, 23.976 or 29.97 fps', {'allowed': ['23.976', '29.97'], 'min': 23.976, 'max': 29.97, 'unit': 'fps'}, scope=OV),
 R('codec', 'critical', 'interlaced files are not accepted', {'allowed': ['progressive'], 'check': 'scanType'}, scope=OV),
 R('audioLoudness', 'critical', 'CTV audio must measure -24 LKFS ±2', {'min': -26, 'max': -22, 'unit': 'LUFS', 'check': 'integrated'}, scope={'kinds': ['video'], 'platform': 'CTV'}, ext='metadata'),
 R('audioTruePeak', 'critical', 'true peak no higher than -2 dBTP', {'max': -2, 'unit': 'dBTP', 'check': 'truePeak'}, scope={'kinds': ['video'], 'platform': 'CTV'}, ext='metadata'),
 R('safetyInfo', 'critical', 'The major statement must be both voiced and shown on screen', scope=OV),
 R('typography', 'critical', 'at least 30 px cap height at 1080p', {'min': 30, 'unit': 'px'}, scope=OV, alt='supers must be legible: at least 30 px cap height at 1080p'),
 R('brandGuidelines', 'critical', 'An end card of 3 to 5 seconds must show the logo', {'min': 3, 'max': 5, 'unit': 's', 'check': 'endCardDuration'}, scope=OV, ext='brandGuidelines', note='never the spot length'),
 R('dimensions', 'critical', 'Template width must be 600 px, single column', {'minWidth': 600, 'maxWidth': 600, 'unit': 'px'}, scope=E, note='the 480 px breakpoint is not a width limit'),
 R('metadata', 'critical', 'with a mobile breakpoint at 480 px', scope=E, optional=True),
 R('characterCount', 'critical', 'Subject lines must be 45 characters or fewer', {'max': 45, 'unit': 'chars', 'check': 'subjectLine'}, scope=E, ext='metadata', note='the summary\'s "subject ≤ 50 chars" is superseded (v1.2)'),
 R('characterCount', 'warning', 'Pre-header text should be between 50 and 100 characters', {'min': 50, 'max': 100, 'unit': 'chars', 'check': 'preheader'}, scope=E, ext='metadata'),
 R('fileSize', 'critical', 'The HTML must not exceed 90 KB', {'max': 90, 'unit': 'KB'}, scope=E),
 R('safetyInfo', 'critical', 'The full ISI must appear in live text in every email', scope=E),
 R('metadata', 'critical', 'every email must carry the unsubscribe link and Brennick', scope=E),
 R('dimensions', 'critical', 'Trim 8.5 x 11 in with 0.125 in bleed', {'allowed': ['8.5x11'], 'unit': 'in', 'check': 'trimSize'}, scope=LB, ext='dimensions'),
 R('dimensions', 'critical', 'Trim 8.5 x 11 in with 0.125 in bleed', {'min': 0.125, 'max': 0.125, 'unit': 'in', 'check': 'bleed'}, scope=LB, ext='dimensions'),
 R('format', 'critical', 'print file PDF/X-1a, CMYK', {'allowed': ['PDF/X-1a']}, scope=LB),
 R('format', 'critical', 'print file PDF/X-1a, CMYK', {'allowed': ['CMYK'], 'check': 'colorSpace'}, scope=LB, ext='format'),
 R('dimensions', 'critical', 'images at 300 dpi minimum', {'min': 300, 'unit': 'dpi', 'check': 'imageResolution'}, scope=LB, ext='dimensions'),
 R('format', 'critical', 'Total ink coverage must not exceed 300%', {'max': 300, 'unit': '%', 'check': 'totalInk'}, scope=LB, ext='format'),
 R('safetyInfo', 'critical', 'The full Prescribing Information must be attached as the last pages of the piece', scope=LB),
 R('dimensions', 'critical', 'Finished size 5.5 x 8.5 in', {'allowed': ['5.5x8.5'], 'unit': 'in', 'check': 'trimSize'}, scope=BR, ext='dimensions'),
 R('metadata', 'critical', '8 pages, saddle stitched', {'min': 8, 'max': 8, 'unit': 'pages'}, scope=BR, optional=True),
 R('dimensions', 'critical', '0.125 in bleed on the print file', {'min': 0.125, 'max': 0.125, 'unit': 'in', 'check': 'bleed'}, scope={'kinds': ['document'], 'placement': 'patient brochure print'}, ext='dimensions'),
 R('accessibility', 'critical', 'The download version must be a tagged PDF', scope={'kinds': ['document'], 'placement': 'patient brochure download'}),
 R('fileSize', 'critical', 'The download version must be a tagged PDF under 4 MB', {'max': 4096, 'unit': 'KB', 'exclusive': True}, scope={'kinds': ['document'], 'placement': 'patient brochure download'}),
 R('typography', 'warning', 'Body copy should be 11 pt or larger', {'min': 11, 'unit': 'pt'}, scope=BR),
 R('typography', 'critical', 'no text under 8 pt', {'min': 8, 'unit': 'pt'}, scope=BR),
 R('brandGuidelines', 'critical', 'The generic name must appear with the first or most prominent use of the brand name, at least half its size'),
 R('indication', 'critical', 'The indication must appear with every efficacy claim'),
 R('fdaFilingNumber', 'critical', 'material number in the form US-TAV-NNNNN', {'pattern': '^US-TAV-\\d{5}$'}, alt='(e.g. US-TAV-30117)'),
 R('disclaimers', 'critical', 'the month and year of approval'),
 R('disclaimers', 'critical', 'Savings-card offers must show the "Restrictions apply" footnote with a link to the full terms'),
 R('naming', 'critical', 'Files must be named TAV27_[Channel]_[Size or Length]_[Version]', {'pattern': '^TAV27_[A-Z]{3}_[A-Za-z0-9]+_v\\d+\\.[a-z0-9]+$'}, alt='e.g. TAV27_DIS_300x250_v2.zip, TAV27_CTV_30s_v1.mp4'),
]
notreq = [
 'summary "Video up to 60 s" and "subject ≤ 50 chars" (contradicted by Appendices B and D, which govern)',
 'at-a-glance table: flight dates, $14.8M working media, audiences 25-54 with 4+ migraine days, +6 pts, 90,000 activations, under $160 per activation',
 '5 sizes; 4-email welcome series (deliverable counts)',
 'Key dates and approvers line; Deliver through the Brennick DAM by 17:00 ET (process); late files move to the next trafficking window',
 'on the 320x50 and 728x90 a persistent "Important Safety Information" link may replace the box (a permission)',
 'Appendix H budget detail (including 60,000 brochures, 8,000 leave-behinds)',
 'Changes from v1.1 line',
]
A = lambda **k: k
assets = [
 A(file='TAV27_DIS_300x250_v2.zip', kind='html5', format='HTML5', channel='Display', width=300, height=250, initialLoadKB=148, subloadKB=460, sizeKB=608, durationS=15, loops=1, note="the document's own example name"),
 A(file='TAV27_DIS_320x50_v2.zip', kind='html5', format='HTML5', channel='Display', width=320, height=50, initialLoadKB=44, subloadKB=0, sizeKB=44, durationS=12, loops=1),
 A(file='TAV27_DIS_160x600_v2.png', kind='static', part='backup', format='PNG', channel='Display', width=160, height=600, sizeKB=38),
 A(file='TAV27_SOC_Feed_v1.mp4', kind='video', format='MP4', codec='h264', channel='Social', platform='Meta', placement='Feed', width=1080, height=1350, fps=30, durationS=30, captions=True, text={'primaryText': 'Migraine took the room. Take it back. See Important Safety Information: tavolor.com/isi', 'headline': 'Ask about Tavolor today'}, note='30 fps and 1080x1350: the online-video rows are not social rules'),
 A(file='TAV27_PIN_Standard_v1.png', kind='static', format='PNG', channel='Social', platform='Pinterest', width=1000, height=1500, sizeKB=820, text={'headline': 'Back in the room: questions to ask about migraine treatment'}),
 A(file='TAV27_CTV_30s_v1.mp4', kind='video', format='MP4', codec='h264', channel='Online video', platform='CTV', width=1920, height=1080, fps=23.976, scan='progressive', durationS=30, loudnessLUFS=-23.8, truePeakDBTP=-2.6, endCardS=4, note="the document's own example name"),
 A(file='TAV27_EML_Welcome1_v1.html', kind='email', format='HTML', channel='Email', width=600, height=2500, sizeKB=84, text={'subjectLine': 'Welcome: your Tavolor savings card', 'preheader': 'Activate your card and see what to ask at your next appointment.'}),
 A(file='TAV27_PRT_LeaveBehind_v1.pdf', kind='document', format='PDF/X-1a', colorSpace='CMYK', channel='Print', placement='HCP leave-behind', minImageDPI=300, totalInkPct=290, sizeKB=24000),
 A(file='TAV27_PDF_Brochure_v1.pdf', kind='document', format='PDF', channel='Print', placement='patient brochure download', sizeKB=3600, note='RGB PDF: the PDF/X-1a / CMYK lines are for the leave-behind'),
]
write(N, STYLE, notreq, rules, assets)
