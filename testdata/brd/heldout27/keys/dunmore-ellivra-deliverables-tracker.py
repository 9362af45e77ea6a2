from keylib import R, write
N = 'dunmore-ellivra-deliverables-tracker'
D = {'channel': 'Display'}
DH = {'channel': 'Display', 'kinds': ['html5']}
NA = {'channel': 'Native'}
E = {'channel': 'Email'}
P = {'channel': 'Print'}
C = {'channel': 'Congress'}
CLM = {'channel': 'CLM'}
HOLD = 'row 7 is "On hold - waiting on MOA data": still a deliverable, but debatable'
rules = [
 R('dimensions', 'critical', '300x250, 728x90, 160x600, 300x600', {'allowed': ['300x250', '728x90', '160x600', '300x600']}, scope=D, note='970x250 was refused in the Qs log'),
 R('format', 'critical', 'HTML5 (GWD ok)', {'allowed': ['HTML5']}, scope=DH),
 R('fileSize', 'critical', '200KB max initial load each', {'max': 200, 'unit': 'KB', 'check': 'initialLoad'}, scope=DH),
 R('fileSize', 'critical', 'no polite load', {'max': 0, 'unit': 'KB', 'check': 'subload'}, scope=DH),
 R('duration', 'critical', 'anim 30s max', {'max': 30, 'unit': 's', 'check': 'animationLength'}, scope=DH),
 R('duration', 'critical', '3 loops', {'max': 3, 'unit': 'loops', 'check': 'loopCount'}, scope=DH, alt='anim 30s max, 3 loops'),
 R('format', 'critical', 'backup JPG only, under 40KB', {'allowed': ['JPG']}, scope={'part': 'backup'}),
 R('fileSize', 'critical', 'backup JPG only, under 40KB', {'max': 40, 'unit': 'KB'}, scope={'part': 'backup'}, note='separate from the 200KB of the HTML5 unit'),
 R('metadata', 'critical', 'static backup per size', scope=D, optional=True),
 R('safetyInfo', 'critical', 'scrolling ISI in every banner, and the PI link always visible', scope=D),
 R('typography', 'critical', 'body copy not under 10px', {'min': 10, 'unit': 'px'}, scope=D, alt='10 is the floor'),
 R('typography', 'warning', 'Jen prefers 12px', {'min': 12, 'unit': 'px'}, scope=D),
 R('characterCount', 'critical', 'headline 25 chr max', {'max': 25, 'unit': 'chars', 'check': 'headline'}, scope=NA, ext='metadata'),
 R('characterCount', 'critical', 'body 90 chr max', {'max': 90, 'unit': 'chars', 'check': 'body'}, scope=NA, ext='metadata'),
 R('dimensions', 'critical', 'image 1200x627 JPG or PNG', {'allowed': ['1200x627']}, scope={'channel': 'Native', 'part': 'mainImage'}),
 R('format', 'critical', 'image 1200x627 JPG or PNG', {'allowed': ['JPG', 'PNG']}, scope={'channel': 'Native', 'part': 'mainImage'}),
 R('dimensions', 'critical', 'logo 100x100 PNG', {'allowed': ['100x100']}, scope={'channel': 'Native', 'part': 'logo'}),
 R('format', 'critical', 'logo 100x100 PNG', {'allowed': ['PNG']}, scope={'channel': 'Native', 'part': 'logo'}),
 R('dimensions', 'critical', '640 px wide max', {'maxWidth': 640}, scope=E),
 R('characterCount', 'critical', 'subj ≤ 50 chr', {'max': 50, 'unit': 'chars', 'check': 'subjectLine'}, scope=E, ext='metadata'),
 R('safetyInfo', 'critical', 'PI + ISI in footer, ISI also linked at top', scope=E),
 R('metadata', 'critical', 'no JS, no forms', scope=E),
 R('brandGuidelines', 'critical', 'no emoji in subj or body', scope=E),
 R('dimensions', 'critical', 'Trim 8.125 x 10.875 in', {'allowed': ['8.125x10.875'], 'unit': 'in', 'check': 'trimSize'}, scope=P, ext='dimensions'),
 R('dimensions', 'critical', 'bleed 0.125 in all sides', {'min': 0.125, 'max': 0.125, 'unit': 'in', 'check': 'bleed'}, scope=P, ext='dimensions'),
 R('format', 'critical', 'PDF/X-1a only, CMYK', {'allowed': ['PDF/X-1a']}, scope=P),
 R('format', 'critical', 'PDF/X-1a only, CMYK', {'allowed': ['CMYK'], 'check': 'colorSpace'}, scope=P, ext='format'),
 R('format', 'critical', 'publisher takes X-1a only', {'allowed': ['PDF/X-1a'], 'excluded': ['PDF/X-4']}, scope=P, optional=True, note='answer to "PDF/X-4 ok?"'),
 R('dimensions', 'critical', 'images 300 dpi min', {'min': 300, 'unit': 'dpi', 'check': 'imageResolution'}, scope=P, ext='dimensions'),
 R('format', 'critical', 'TAC 300% max', {'max': 300, 'unit': '%', 'check': 'totalInk'}, scope=P, ext='format'),
 R('dimensions', 'critical', '1920x1080 MP4, NO AUDIO', {'allowed': ['1920x1080']}, scope=C),
 R('format', 'critical', '1920x1080 MP4, NO AUDIO', {'allowed': ['MP4']}, scope=C),
 R('metadata', 'critical', '1920x1080 MP4, NO AUDIO', {'allowed': ['none'], 'check': 'audioPresent'}, scope=C, ext='metadata'),
 R('duration', 'critical', '2:00 exactly, seamless loop', {'allowed': ['120'], 'min': 120, 'max': 120, 'unit': 's'}, scope=C),
 R('frameRate', 'critical', '29.97 fps', {'allowed': ['29.97'], 'unit': 'fps'}, scope=C),
 R('accessibility', 'critical', 'burned-in captions on the whole loop', scope=C),
 R('dimensions', 'critical', '2048x1536 slides', {'allowed': ['2048x1536']}, scope=CLM, optional=True, note=HOLD),
 R('fileSize', 'critical', 'keep each zip <50MB', {'max': 51200, 'unit': 'KB', 'exclusive': True}, scope=CLM, optional=True, note=HOLD),
 R('dimensions', 'critical', 'thumbnails 200x150 JPG', {'allowed': ['200x150']}, scope={'channel': 'CLM', 'part': 'thumbnail'}, optional=True, note=HOLD),
 R('naming', 'critical', 'ELV_[channel]_[size or piece]_v#', {'pattern': '^ELV_[A-Z]{3}_[A-Za-z0-9]+_v\\d+\\.[a-z0-9]+$'}, alt='e.g. ELV_DIS_300x250_v1.zip, ELV_EML_RTE2_v3.html'),
]
notreq = [
 'Row 6 Podcast sponsorship read: ":30, MP3 192 kbps" - status CUT, and the note says to ignore specs on CUT rows',
 'can we add a 970x250? - no (a refused size)',
 'Qty, Owner, Due, Status and Est. ($) columns; TOTAL 77400; job 4471 (plan and fees)',
 'Specs per Jen (brand) email 11/6 + media plan v3 (provenance note)',
 'Contacts sheet',
]
A = lambda **k: k
assets = [
 A(file='ELV_DIS_300x250_v1.zip', kind='html5', format='ZIP', channel='Display', width=300, height=250, initialLoadKB=196, subloadKB=0, sizeKB=196, durationS=30, loops=3, note="the answer's own example name"),
 A(file='ELV_DIS_300x600_v1.jpg', kind='static', part='backup', format='JPG', channel='Display', width=300, height=600, sizeKB=38),
 A(file='ELV_NAT_Image_v1.png', kind='static', part='mainImage', format='PNG', channel='Native', width=1200, height=627, sizeKB=410, note='410 KB: the 40KB backup limit is for banner backups only'),
 A(file='ELV_EML_RTE2_v3.html', kind='email', channel='Email', width=640, height=2600, sizeKB=92, text={'subjectLine': 'Ellivra: new 24-month survival data for ES-SCLC'}, note="the answer's second example name"),
 A(file='ELV_PRT_JournalFP_v1.pdf', kind='document', channel='Print', format='PDF/X-1a', colorSpace='CMYK', minImageDPI=300, totalInkPct=298),
 A(file='ELV_CON_BoothLoop_v1.mp4', kind='video', channel='Congress', format='MP4', codec='h264', width=1920, height=1080, durationS=120, fps=29.97, hasAudio=False, captions=True, note='no audio track'),
]
write(N, 'AGENCY PRODUCER\u2019S DELIVERABLES LIST kept as a spreadsheet (flat ODS \u2192 Calc; Deliverables, Qs log, Contacts): # | Deliverable | Channel | Qty | Specs | Owner | Due | Status | Est. ($), where the Specs column is free text ("200KB max initial load each, no polite load. anim 30s max, 3 loops", "subj \u2264 50 chr", "TAC 300% max", "NO AUDIO. 2:00 exactly"), a CUT row whose specs are to be ignored, an On-hold row, a questions log whose answers add requirements (backup under 40KB, X-1a only, burned-in captions, 10px floor vs "prefers 12px", naming with examples) and refuse a size', notreq, rules, assets)
