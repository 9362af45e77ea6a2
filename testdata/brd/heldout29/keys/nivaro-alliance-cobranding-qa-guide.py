from keylib import R, write
N = 'nivaro-alliance-cobranding-qa-guide'
L = {'part': 'logo'}
D = {'channel': 'Display'}
DH = {'channel': 'Display', 'kinds': ['html5']}
E = {'channel': 'Email'}
P = {'channel': 'Print'}
rules = [
 R('brandGuidelines', 'critical', 'Largest element of the lock-up', scope=L, alt='Product logo | Largest element of the lock-up'),
 R('brandGuidelines', 'critical', 'never narrower than 100 px on screen', {'min': 100, 'unit': 'px', 'check': 'logoWidth'}, scope={'part': 'logo', 'condition': 'on screen'}, ext='brandGuidelines'),
 R('brandGuidelines', 'critical', 'or 30 mm in print', {'min': 30, 'unit': 'mm', 'check': 'logoWidth'}, scope={'part': 'logo', 'channel': 'Print'}, ext='brandGuidelines', alt='never narrower than 100 px on screen or 30 mm in print'),
 R('brandGuidelines', 'critical', 'Aubrey and Senna logos at equal height, each 40% of the Nivaro logo height', {'min': 0.4, 'max': 0.4, 'unit': 'x product logo height', 'check': 'companyLogoHeight'}, ext='brandGuidelines', note='50% in Edition 1 is superseded'),
 R('brandGuidelines', 'critical', 'Aubrey first in the United States; Senna first in Canada', alt='Order'),
 R('brandGuidelines', 'critical', '1 px rule in Alliance Grey #8A8D91 between the two company logos'),
 R('brandGuidelines', 'critical', '0.5 × the Nivaro logo height around the whole lock-up', {'min': 0.5, 'unit': 'x logo height', 'check': 'clearSpace'}, scope=L, ext='brandGuidelines'),
 R('format', 'critical', 'SVG for digital, PDF for print; from the alliance DAM only', {'allowed': ['SVG']}, scope={'part': 'logo', 'condition': 'digital'}),
 R('format', 'critical', 'SVG for digital, PDF for print; from the alliance DAM only', {'allowed': ['PDF']}, scope={'part': 'logo', 'channel': 'Print'}),
 R('brandGuidelines', 'critical', 'Every branded Nivaro piece carries both company logos in the alliance lock-up'),
 R('brandGuidelines', 'critical', 'carries only the Aubrey logo', scope={'condition': 'Nivaro Patient Support Program'}, optional=True, note='the exception to Q1'),
 R('brandGuidelines', 'critical', 'use the 320 × 50 text lock-up instead', scope={'condition': 'company logos would be under 20 px tall'}, alt='On units where the company logos would be under 20 px tall', note='320 x 50 names a lock-up variant, not an asset size: a dimensions rule from it is harmful'),
 R('typography', 'critical', 'set in 9 px type', {'min': 9, 'unit': 'px'}, scope={'condition': 'text lock-up'}),
 R('brandGuidelines', 'critical', 'In English materials in both countries use ® after NIVARO at its first prominent use', scope={'condition': 'English'}),
 R('brandGuidelines', 'critical', 'In French-language Canadian materials use MD (marque déposée) after NIVARO', scope={'condition': 'French'}, alt='not ®'),
 R('brandGuidelines', 'critical', 'The symbol is never repeated in the same piece after the first use'),
 R('disclaimers', 'critical', 'NIVARO is a registered trademark of Aubrey Pharmaceuticals, Inc., used under licence by Senna Bio Ltd.', alt='Every piece ends with'),
 R('disclaimers', 'critical', 'French materials use the approved French translation from the DAM', scope={'condition': 'French'}, optional=True),
 R('brandGuidelines', 'critical', 'only Nivaro Indigo, white and Alliance Grey appear', alt='Within the lock-up and its clear space'),
 R('brandGuidelines', 'critical', 'the company colours may not be used at all'),
 R('typography', 'critical', 'ISI body text at least 10 px on screen', {'min': 10, 'unit': 'px'}, scope={'condition': 'ISI, on screen'}),
 R('typography', 'critical', 'and 7 pt in print', {'min': 7, 'unit': 'pt'}, scope={'channel': 'Print', 'condition': 'ISI'}, alt='ISI body text at least 10 px on screen and 7 pt in print'),
 R('typography', 'critical', 'never smaller than the smallest promotional text in the same piece', note='relative; safetyInfo equally acceptable'),
 R('typography', 'warning', 'We prefer 12 px on screen', {'min': 12, 'unit': 'px'}, scope={'condition': 'ISI, on screen'}),
 R('brandGuidelines', 'critical', 'Build from the alliance templates in Part C'),
 R('brandGuidelines', 'critical', 'Do not show either company’s buildings, staff or products in Nivaro promotion'),
 R('dimensions', 'critical', 'HCP banner | 300 × 250, 728 × 90, 160 × 600', {'allowed': ['300x250', '728x90', '160x600']}, scope=D),
 R('format', 'critical', 'HCP banner | HTML5', {'allowed': ['HTML5']}, scope=D),
 R('fileSize', 'critical', '150 KB initial load, 15 s animation max', {'max': 150, 'unit': 'KB', 'check': 'initialLoad'}, scope=DH),
 R('duration', 'critical', '15 s animation max', {'max': 15, 'unit': 's', 'check': 'animationLength'}, scope=DH, alt='150 KB initial load, 15 s animation max'),
 R('dimensions', 'critical', 'HCP email | 600 px wide', {'minWidth': 600, 'maxWidth': 600}, scope=E),
 R('format', 'critical', 'HCP email | 600 px wide | HTML', {'allowed': ['HTML']}, scope=E),
 R('fileSize', 'critical', 'HCP email | 600 px wide | HTML | 90 KB', {'max': 90, 'unit': 'KB'}, scope=E),
 R('dimensions', 'critical', '8.5 × 11 in (US) or A4 (Canada)', {'allowed': ['8.5x11'], 'unit': 'in', 'check': 'trimSize'}, scope={'channel': 'Print', 'condition': 'US'}, ext='dimensions'),
 R('dimensions', 'critical', '8.5 × 11 in (US) or A4 (Canada)', {'allowed': ['210x297'], 'unit': 'mm', 'check': 'trimSize'}, scope={'channel': 'Print', 'condition': 'Canada'}, ext='dimensions'),
 R('format', 'critical', 'PDF/X-1a', {'allowed': ['PDF/X-1a']}, scope=P),
 R('dimensions', 'critical', '0.125 in / 3 mm bleed', {'min': 0.125, 'max': 0.125, 'unit': 'in', 'check': 'bleed'}, scope={'channel': 'Print', 'condition': 'US'}, ext='dimensions'),
 R('dimensions', 'critical', '0.125 in / 3 mm bleed', {'min': 3, 'max': 3, 'unit': 'mm', 'check': 'bleed'}, scope={'channel': 'Print', 'condition': 'Canada'}, ext='dimensions'),
 R('duration', 'warning', 'Ideally keep banner animation to three frames', scope=D),
 R('naming', 'critical', 'File names follow NIV_[US|CA]_[Piece]_[WxH or Size]_v[N]', {'pattern': '^NIV_(US|CA)_[A-Za-z]+_[A-Za-z0-9]+_v\\d+\\.[a-z0-9]+$'}, alt='NIV_US_Banner_300x250_v2.zip'),
]
notreq = [
 'alliance background: Aubrey books US sales, Senna Canadian sales; signed June 2025, upfront US$410 million',
 'legend: each answer states the rule first; "we prefer" / "ideally" are preferences; the Brand Identity Guide (Edition 4) still governs logo, colour and type',
 'questions Q1-Q8 themselves (only the answers carry rules)',
 'Part D: JRC meets every second Thursday, fees split 50/50, 12 business days, contacts',
 'Supersedes Edition 1, in which company logos were 50% of the Nivaro logo height (superseded value)',
]
A = lambda **k: k
assets = [
 A(file='NIV_US_Banner_300x250_v2.zip', kind='html5', format='ZIP', channel='Display', width=300, height=250, initialLoadKB=146, sizeKB=146, durationS=15, note='the document\u2019s own example name'),
 A(file='NIV_CA_Banner_160x600_v1.zip', kind='html5', format='ZIP', channel='Display', width=160, height=600, initialLoadKB=132, sizeKB=132, durationS=12),
 A(file='NIV_US_Email_600_v3.html', kind='email', format='HTML', channel='Email', width=600, height=2300, sizeKB=84),
 A(file='NIV_CA_LeaveBehind_A4_v1.pdf', kind='document', format='PDF/X-1a', channel='Print', note='the document\u2019s own example name; A4 with 3 mm bleed (Canada)'),
 A(file='NIV_US_LeaveBehind_Letter_v1.pdf', kind='document', format='PDF/X-1a', channel='Print', note='8.5 x 11 in with 0.125 in bleed (US)'),
]
write(N, 'ALLIANCE CO-BRANDING AND TRADEMARK GUIDE written as QUESTIONS AND ANSWERS (corpus markup; US and Canada, two co-commercialising companies): background with deal figures, a legend ("each answer states the rule first"; "we prefer" / "ideally" are preferences; another guide still governs), a lock-up table (product logo minimums in px / mm, company logos at 40% of the product logo height, order per country, divider, clear space, files), Q1\u2013Q8 whose answers start "No." / "Yes." and carry the rules (both company logos, a small-unit text lock-up named by a size that is not an asset size, \u00ae vs MD per language, attribution line, colours, ISI sizes relative to promotional text), a templates table with per-country trim and bleed in one cell, a naming template with examples, review and fees', notreq, rules, assets)
