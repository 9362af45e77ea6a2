from keylib import R, write
N = 'marrick-solvexa-multimarket-brd-workbook'
STYLE = ("Regional MULTI-MARKET HCP launch BRD kept as a WORKBOOK (flat ODS -> Calc; Read me, Requirements, Markets & contacts, "
         "Budget; A4 landscape): a Read-me legend (Core applies unless a market column differs; '= Core'; 'n/a' = channel not used; "
         "Level M / A; a market cell saying 'Mandatory' overrides an A row; [bracketed] local notes are not requirements), a "
         "Requirements sheet 'Ref | Channel | Requirement | Level | Core | UK | DE | FR | CA' with section rows, per-market "
         "overrides of sizes, loads, widths, subject lengths, video lengths and page size, a naming note row, a removed-rows note, "
         "and a budget by market")
def mk(*m): return 'market ' + ' or '.join(m)
def S(base, *m):
    d = dict(base); d['condition'] = mk(*m); return d
D = {'channel': 'Display'}
DH = {'channel': 'Display', 'kinds': ['html5']}
BK = {'channel': 'Display', 'part': 'backup'}
E = {'channel': 'Email'}
V = {'kinds': ['video']}
P = {'kinds': ['document']}
rules = [
 R('fdaFilingNumber', 'critical', 'UK-SOL-NNNNN, e.g. UK-SOL-20714', {'pattern': '^UK-SOL-\\d{5}$'}, scope={'condition': mk('UK')}, alt='Job / approval code | UK-SOL-NNNNN'),
 R('fdaFilingNumber', 'critical', 'DE-SOL-NNNN, e.g. DE-SOL-1188', {'pattern': '^DE-SOL-\\d{4}$'}, scope={'condition': mk('DE')}, alt='Job / approval code | DE-SOL-NNNN'),
 R('fdaFilingNumber', 'critical', 'FR-SOL-NNNN, e.g. FR-SOL-0452', {'pattern': '^FR-SOL-\\d{4}$'}, scope={'condition': mk('FR')}, alt='Job / approval code | FR-SOL-NNNN'),
 R('fdaFilingNumber', 'critical', 'PAAB logo with the PAAB number', scope={'condition': mk('CA')}, alt='Job / approval code | PAAB logo with the PAAB number'),
 R('safetyInfo', 'critical', 'Link to the local prescribing information on every asset', scope={'condition': mk('UK', 'FR', 'CA')}, alt='Prescribing information | Link to the local prescribing information on every asset'),
 R('safetyInfo', 'critical', 'plus black triangle and the adverse event reporting statement', scope={'condition': mk('UK')}, alt='Prescribing information | = Core, plus black triangle and the adverse event reporting statement'),
 R('safetyInfo', 'critical', 'Pflichttext in full on the asset', scope={'condition': mk('DE')}, alt='Prescribing information | Pflichttext in full on the asset'),
 R('typography', 'critical', 'Minimum type size on screen', {'min': 10, 'unit': 'px'}, alt='Minimum type size on screen | M | 10 px'),
 R('metadata', 'critical', 'Language versions', {'allowed': ['de']}, scope={'condition': mk('DE')}, alt='Language versions | German only', note='language of the copy'),
 R('metadata', 'critical', 'Language versions', {'allowed': ['fr']}, scope={'condition': mk('FR')}, alt='Language versions | French only'),
 R('metadata', 'critical', 'English and French version of every asset', {'allowed': ['en', 'fr']}, scope={'condition': 'market CA'}, alt='Language versions | English and French version of every asset'),
 R('metadata', 'critical', 'Language versions', {'allowed': ['en']}, scope={'condition': mk('UK')}, alt='Language versions | M | English', optional=True, note='Core value, used by the UK'),
 R('brandGuidelines', 'warning', 'Logo clear space', alt='Logo clear space | A | Clear space equal to the height of the S in the logo'),
 R('dimensions', 'critical', 'Sizes', {'allowed': ['300x250', '728x90', '160x600']}, scope=S(D, 'UK', 'FR'), alt='Sizes | M | 300x250, 728x90, 160x600'),
 R('dimensions', 'critical', 'Sizes', {'allowed': ['300x250', '728x90', '160x600', '300x600']}, scope=S(D, 'DE'), alt='Sizes | 300x250, 728x90, 160x600, 300x600'),
 R('dimensions', 'critical', 'Sizes', {'allowed': ['300x250', '728x90', '320x50']}, scope={'channel': 'Display', 'condition': 'market CA'}, alt='Sizes | 300x250, 728x90, 320x50'),
 R('fileSize', 'critical', 'Max. initial load (HTML5)', {'max': 150, 'unit': 'KB', 'check': 'initialLoad'}, scope=S(DH, 'UK', 'FR', 'CA'), alt='Max. initial load (HTML5) | M | 150 KB'),
 R('fileSize', 'critical', 'Max. initial load (HTML5)', {'max': 100, 'unit': 'KB', 'check': 'initialLoad'}, scope=S(DH, 'DE'), alt='Max. initial load (HTML5) | 100 KB', note='DE only: harmful on UK/FR/CA units of 101-150 KB'),
 R('duration', 'critical', 'Animation length', {'max': 15, 'unit': 's', 'check': 'animationLength'}, scope=DH, alt='Animation length | M | 15 s max.'),
 R('duration', 'warning', 'Loops', {'max': 3, 'unit': 'loops', 'check': 'loopCount'}, scope=DH, alt='Loops | A | 3 max.'),
 R('format', 'critical', 'Backup image', {'allowed': ['JPG', 'PNG']}, scope=BK, alt='Backup image | M | JPG or PNG, 40 KB max.'),
 R('fileSize', 'critical', 'Backup image', {'max': 40, 'unit': 'KB'}, scope=BK, alt='Backup image | M | JPG or PNG, 40 KB max.'),
 R('dimensions', 'critical', 'Template width', {'minWidth': 600, 'maxWidth': 600, 'unit': 'px'}, scope=S(E, 'UK', 'DE', 'CA'), alt='Template width | M | 600 px'),
 R('dimensions', 'critical', 'Template width', {'minWidth': 650, 'maxWidth': 650, 'unit': 'px'}, scope=S(E, 'FR'), alt='Template width | 650 px'),
 R('characterCount', 'critical', 'Subject line', {'max': 60, 'unit': 'chars', 'check': 'subjectLine'}, scope=S(E, 'UK', 'FR', 'CA'), alt='Subject line | M | 60 characters max.', ext='metadata'),
 R('characterCount', 'critical', 'Subject line', {'max': 50, 'unit': 'chars', 'check': 'subjectLine'}, scope=S(E, 'DE'), alt='Subject line | 50 characters max.', ext='metadata'),
 R('characterCount', 'warning', 'Pre-header', {'max': 90, 'unit': 'chars', 'check': 'preheader'}, scope=E, alt='Pre-header | A | 90 characters max.', ext='metadata'),
 R('duration', 'critical', 'Lengths', {'allowed': ['15', '30'], 'min': 15, 'max': 30, 'unit': 's'}, scope=S(V, 'UK', 'FR'), alt='Lengths | M | 15 s and 30 s'),
 R('duration', 'critical', 'Lengths', {'allowed': ['30'], 'min': 30, 'max': 30, 'unit': 's'}, scope=S(V, 'DE'), alt='Lengths | 30 s only'),
 R('format', 'critical', 'MP4, H.264, 1920x1080, 25 fps', {'allowed': ['MP4']}, scope=S(V, 'UK', 'DE', 'FR'), alt='File | M | MP4, H.264, 1920x1080, 25 fps'),
 R('codec', 'critical', 'MP4, H.264, 1920x1080, 25 fps', {'allowed': ['h264'], 'check': 'videoCodec'}, scope=S(V, 'UK', 'DE', 'FR')),
 R('dimensions', 'critical', 'MP4, H.264, 1920x1080, 25 fps', {'allowed': ['1920x1080']}, scope=S(V, 'UK', 'DE', 'FR')),
 R('frameRate', 'critical', 'MP4, H.264, 1920x1080, 25 fps', {'allowed': ['25'], 'unit': 'fps'}, scope=S(V, 'UK', 'DE', 'FR')),
 R('audioLoudness', 'critical', 'Loudness', {'min': -24, 'max': -22, 'unit': 'LUFS', 'check': 'integrated'}, scope=S(V, 'UK', 'DE', 'FR'), alt='Loudness | M | -23 LUFS ±1 LU', ext='metadata'),
 R('accessibility', 'warning', 'Subtitles', scope=S(V, 'UK', 'FR'), alt='Subtitles | A | Burned-in subtitles'),
 R('accessibility', 'critical', 'Mandatory (German subtitles)', scope=S(V, 'DE'), alt='Subtitles | Mandatory (German subtitles)', note='the DE cell overrides the A level'),
 R('dimensions', 'critical', 'Page size', {'allowed': ['210x297'], 'unit': 'mm', 'check': 'trimSize'}, scope=S(P, 'UK', 'DE', 'FR'), alt='Page size | M | A4 portrait', ext='dimensions'),
 R('dimensions', 'critical', 'Page size', {'allowed': ['8.5x11'], 'unit': 'in', 'check': 'trimSize'}, scope={'kinds': ['document'], 'condition': 'market CA'}, alt='Page size | US Letter portrait', ext='dimensions'),
 R('fileSize', 'critical', 'File size', {'max': 5120, 'unit': 'KB'}, scope=P, alt='File size | M | 5 MB max.'),
 R('disclaimers', 'critical', 'Every claim referenced; reference list on the last page', scope=P, alt='References | M | Every claim referenced'),
 R('naming', 'critical', 'SVX_[Market]_[Channel]_[Size or Length]_V[NN]', {'pattern': '^SVX_(UK|DE|FR|CA)_[A-Z]{3}_[A-Za-z0-9]+_V\\d{2}\\.[a-z0-9]+$'}, alt='e.g. SVX_UK_DSP_300x250_V01.zip, SVX_CA_EML_Invite_V02.html'),
]
notreq = [
 '[bracketed] local notes: [legal to supply], [DocCheck limit], [Vidal template], [no video in CA wave 1]',
 '"n/a" cells for CA video (channel not used in CA in wave 1)',
 'Rows D6 (970x250 billboard) and V5 (6 s bumper) were removed in v2.2',
 'Read-me legend sentences; Workbook v2.3; the Word BRD v1 it replaces',
 'Markets & contacts sheet: launch dates, leads, code bodies',
 'Budget sheet (EUR k by market, "for information, not part of the requirements")',
]
A = lambda **k: k
assets = [
 A(file='SVX_UK_DSP_300x250_V01.zip', kind='html5', format='HTML5', channel='Display', market='UK', width=300, height=250, initialLoadKB=146, sizeKB=146, durationS=15, loops=3, note='146 KB is fine in the UK; the 100 KB limit is DE only'),
 A(file='SVX_DE_DSP_300x600_V01.zip', kind='html5', format='HTML5', channel='Display', market='DE', width=300, height=600, initialLoadKB=97, sizeKB=97, durationS=15, loops=2, note='300x600 is a DE-only size'),
 A(file='SVX_UK_DSP_728x90_V01.png', kind='static', part='backup', format='PNG', channel='Display', market='UK', width=728, height=90, sizeKB=36),
 A(file='SVX_FR_EML_Invite_V01.html', kind='email', format='HTML', channel='Email', market='FR', width=650, height=2100, sizeKB=70, text={'subjectLine': 'Solvexa : nouvelles données en prévention de la migraine'}, note='650 px in FR only'),
 A(file='SVX_CA_EML_Invite_V02.html', kind='email', format='HTML', channel='Email', market='CA', width=600, height=2100, sizeKB=68, text={'subjectLine': 'Solvexa is now available in Canada: see the Product Monograph'}, note="the document's own example name; a 58-character subject line (DE's 50 does not apply)"),
 A(file='SVX_DE_OLV_30s_V01.mp4', kind='video', format='MP4', codec='h264', channel='Video', market='DE', width=1920, height=1080, fps=25, durationS=30, loudnessLUFS=-23.3, captions=True),
 A(file='SVX_UK_OLV_15s_V01.mp4', kind='video', format='MP4', codec='h264', channel='Video', market='UK', width=1920, height=1080, fps=25, durationS=15, loudnessLUFS=-22.8, note='15 s: allowed outside DE'),
 A(file='SVX_CA_PDF_LeavePiece_V01.pdf', kind='document', channel='PDF', format='PDF', market='CA', sizeKB=3900),
]
write(N, STYLE, notreq, rules, assets)
