from keylib import R, write
N = 'ardelis-brand-standards-manual'
L = {'part': 'logo'}
P = {'channel': 'Print'}
CLM = {'channel': 'CLM'}
E = {'channel': 'Email'}
D = {'channel': 'Display'}
CO = {'condition': 'co-promotion items'}
rules = [
 R('brandGuidelines', 'critical', 'shall be reproduced only from the master artwork files', scope=L, alt='shall not be redrawn, re-typeset or altered'),
 R('brandGuidelines', 'critical', 'A clear space of not less than 25% of the Mark Height', {'min': 0.25, 'unit': 'x mark height', 'check': 'clearSpace'}, scope=L, ext='brandGuidelines', note='Mark Height is defined in 2.2; 33% in v2.0 is superseded'),
 R('brandGuidelines', 'critical', 'at a width of less than 25 mm in print', {'min': 25, 'unit': 'mm', 'check': 'logoWidth'}, scope={'part': 'logo', 'channel': 'Print'}, ext='brandGuidelines'),
 R('brandGuidelines', 'critical', 'less than 110 px on screen', {'min': 110, 'unit': 'px', 'check': 'logoWidth'}, scope={'part': 'logo', 'condition': 'on screen'}, ext='brandGuidelines'),
 R('brandGuidelines', 'warning', 'should appear in the lower right-hand corner of print items', scope=L, alt='in the top left-hand corner of digital items'),
 R('brandGuidelines', 'critical', 'stretching, compressing or rotating the Brand Mark', scope=L, alt='The following treatments of the Brand Mark are prohibited'),
 R('brandGuidelines', 'critical', 'applying shadows, gradients, outlines or any other effect', scope=L),
 R('brandGuidelines', 'critical', 'separating the breath-arc symbol from the logotype', scope=L),
 R('brandGuidelines', 'critical', 'in any colour other than Ardelis Blue, white or black', scope=L),
 R('brandGuidelines', 'critical', 'placing the Brand Mark within a sentence or a headline', scope=L),
 R('brandGuidelines', 'critical', 'Breath Aqua shall be used as an accent only and shall not be used for text'),
 R('contrast', 'critical', 'contrast ratio between text and its background shall be not less than 4.5:1', {'min': 4.5, 'unit': 'ratio'}, scope={'condition': 'digital items'}),
 R('format', 'warning', 'Print items should be produced in CMYK', {'allowed': ['CMYK'], 'check': 'colorSpace'}, scope=P, ext='format', note='a special colour "may" be used for litho leave-pieces: a permission'),
 R('typography', 'critical', 'The brand typeface is Corsley Sans in Regular and Semibold weights', alt='Verdana shall be used'),
 R('typography', 'critical', 'Body text shall be set at not less than 9 pt in print', {'min': 9, 'unit': 'pt'}, scope=P),
 R('typography', 'critical', 'not less than 14 px on screen', {'min': 14, 'unit': 'px'}, scope={'condition': 'on screen'}),
 R('typography', 'critical', 'not smaller than 7 pt in print and shall be clearly legible', {'min': 7, 'unit': 'pt'}, scope=P, alt='The prescribing information and the adverse event reporting statement', note='safetyInfo equally acceptable'),
 R('typography', 'critical', 'at least as large as that used for the prescribing information', alt='The adverse event reporting statement shall be set in a type size', note='relative size; safetyInfo equally acceptable'),
 R('typography', 'warning', 'Line spacing should be not less than 120% of the type size', {'min': 120, 'unit': '%', 'check': 'lineSpacing'}, ext='typography'),
 R('brandGuidelines', 'critical', 'Photography shall show adults only', alt='inconsistent with the Summary of Product Characteristics'),
 R('brandGuidelines', 'warning', 'Images should show people outdoors or near open windows, in natural light'),
 R('brandGuidelines', 'critical', 'provided the licence covers pharmaceutical advertising in the UK and Ireland', optional=True, note='a permission with a condition'),
 R('brandGuidelines', 'critical', 'in the co-promotion lock-up supplied by the Company', scope=CO, alt='shall carry the Company logo and the Partner logo'),
 R('brandGuidelines', 'critical', 'the Partner logo shall not exceed the height of the Company logo', scope=CO),
 R('brandGuidelines', 'critical', 'neither company logo shall exceed 50% of the Mark Height', {'max': 0.5, 'unit': 'x mark height', 'check': 'companyLogoHeight'}, scope=CO, ext='brandGuidelines'),
 R('disclaimers', 'critical', 'shall appear on every co-promotion item', scope=CO, alt='"Co-promoted by Kestrel Hale Pharmaceuticals Ltd and Halwick Respiratory plc"'),
 R('brandGuidelines', 'critical', 'The ® symbol shall accompany ARDELIS on its first appearance'),
 R('disclaimers', 'critical', 'ARDELIS is a registered trade mark of Kestrel Hale Pharmaceuticals Ltd', alt='Every item shall carry the statement'),
 R('brandGuidelines', 'critical', 'ARDELIS shall not be abbreviated, translated or used in the plural'),
 R('dimensions', 'critical', 'A4, 210 × 297 mm + 3 mm bleed', {'allowed': ['210x297'], 'unit': 'mm', 'check': 'trimSize'}, scope=P, ext='dimensions'),
 R('dimensions', 'critical', '3 mm bleed', {'min': 3, 'max': 3, 'unit': 'mm', 'check': 'bleed'}, scope=P, ext='dimensions', alt='A4, 210 × 297 mm + 3 mm bleed'),
 R('format', 'critical', 'PDF/X-4, images 300 dpi', {'allowed': ['PDF/X-4']}, scope=P),
 R('dimensions', 'critical', 'images 300 dpi', {'min': 300, 'unit': 'dpi', 'check': 'imageResolution'}, scope=P, ext='dimensions'),
 R('dimensions', 'critical', 'Detail aid (iPad) | 2048 × 1536 px', {'allowed': ['2048x1536']}, scope=CLM),
 R('format', 'critical', 'Zip, 50 MB max.', {'allowed': ['ZIP']}, scope=CLM),
 R('fileSize', 'critical', 'Zip, 50 MB max.', {'max': 51200, 'unit': 'KB'}, scope=CLM),
 R('dimensions', 'critical', 'HCP email | 600 px wide', {'minWidth': 600, 'maxWidth': 600}, scope=E),
 R('format', 'critical', 'HTML, 100 KB max.', {'allowed': ['HTML']}, scope=E),
 R('fileSize', 'critical', 'HTML, 100 KB max.', {'max': 100, 'unit': 'KB'}, scope=E),
 R('dimensions', 'critical', '300 × 250 and 728 × 90 px', {'allowed': ['300x250', '728x90']}, scope=D),
 R('format', 'critical', 'HTML5, 200 KB max.', {'allowed': ['HTML5']}, scope=D),
 R('fileSize', 'critical', 'HTML5, 200 KB max.', {'max': 200, 'unit': 'KB'}, scope=D),
 R('brandGuidelines', 'critical', 'shall be produced from the Company templates', optional=True, note='lead-in of the template table'),
 R('metadata', 'critical', 'in the form ARD-UK-NNNN, MM/YYYY', {'pattern': '^ARD-UK-\\d{4}, \\d{2}/\\d{4}$'}, alt='Every item shall carry its job bag number and date of preparation', note='example ARD-UK-0412, 11/2026; disclaimers / fdaFilingNumber equally acceptable'),
]
notreq = [
 'revision history: clear space 33% -> 25% (v2.1), digital minimum raised to 110 px (superseded values)',
 '1.2 legend: shall / should / may; 1.3 items not certified (consequence)',
 '2 Definitions (Brand Mark, Mark Height, Partner)',
 '3 Brand essence: launched 2019, 14 focus groups, 82% (explanatory)',
 '5.1 palette table (Pantone / CMYK / RGB / HEX reference values, "not, in themselves, standards")',
 '5.4 the Ardelis Blue special colour may be used for leave-pieces printed in litho (a permission)',
 '8.4 The Partner may not alter co-promotion items (an obligation on the partner, not the creative)',
 '11.1 submit 15 working days before certification; font licences £240 per seat; library £1,100 a year',
 '11.2 contacts; footer ARD-UK-0398',
]
A = lambda **k: k
assets = [
 A(file='ARD_LeavePiece_A4.pdf', kind='document', channel='Print', format='PDF/X-4', colorSpace='CMYK', trimMM='210x297', bleedMM=3, minImageDPI=300, note='3 mm bleed; not a banner'),
 A(file='ARD_DetailAid_CLM.zip', kind='html5', channel='CLM', format='ZIP', width=2048, height=1536, sizeKB=38900, note='38 MB: far above the 200 KB banner limit, inside the 50 MB CLM limit'),
 A(file='ARD_HCP_Email_Nov.html', kind='email', channel='Email', format='HTML', width=600, height=2200, sizeKB=74),
 A(file='ARD_Banner_300x250.zip', kind='html5', channel='Display', format='ZIP', width=300, height=250, sizeKB=188),
 A(file='ARD_Banner_728x90.zip', kind='html5', channel='Display', format='ZIP', width=728, height=90, sizeKB=164),
]
write(N, 'WORD-NATIVE BRAND STANDARDS MANUAL with NUMBERED CLAUSES (hand-written OOXML, A4, header/footer; British spelling, mm/px/pt): document control and a revision history with superseded values, a shall/should/may legend in clause 1.2, defined terms used in later clauses ("Mark Height"), explanatory brand essence, clauses with clear space as 25% of the Mark Height, minimum widths in mm and px, a list of prohibited treatments (a)\u2013(e), a palette table declared to be reference values, type-size clauses with a relative AE/PI size, imagery, CO-PROMOTION lock-up clauses with a partner, trade-mark statements, a templates table (A4 leave-piece, CLM, email, banner), a job-bag code format, fees and contacts', notreq, rules, assets)
