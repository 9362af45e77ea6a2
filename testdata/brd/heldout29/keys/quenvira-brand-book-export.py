from keylib import R, write
N = 'quenvira-brand-book-export'
L = {'part': 'logo'}
D = {'channel': 'Display'}
E = {'channel': 'Email'}
P = {'channel': 'Print'}
TPL = 'template table outside a REQUIRED bar: the delivery column is the template\u2019s spec, keyed critical (the legend does not classify it)'
rules = [
 R('brandGuidelines', 'critical', 'never redraw, retype or rebuild the logo', scope=L, alt='Always use the master artwork files from the Quenvira brand portal'),
 R('format', 'critical', 'Supply the logo as SVG for digital builds', {'allowed': ['SVG']}, scope={'part': 'logo', 'condition': 'digital builds'}),
 R('format', 'critical', 'as EPS or PDF for print', {'allowed': ['EPS', 'PDF']}, scope={'part': 'logo', 'channel': 'Print'}),
 R('brandGuidelines', 'warning', 'Use the full-colour logo on white wherever you can', scope=L),
 R('brandGuidelines', 'critical', 'clear space of at least one half of the logo height on all four sides', {'min': 0.5, 'unit': 'x logo height', 'check': 'clearSpace'}, scope=L, ext='brandGuidelines'),
 R('brandGuidelines', 'warning', 'give the logo a full logo height of space on the left and right', {'min': 1, 'unit': 'x logo height', 'check': 'clearSpace'}, scope=L, ext='brandGuidelines'),
 R('brandGuidelines', 'critical', 'On screen (web, banners, email, social)', {'min': 96, 'unit': 'px', 'check': 'logoWidth'}, scope={'part': 'logo', 'condition': 'on screen'}, alt='On screen (web, banners, email, social) | 96 px', ext='brandGuidelines', note='made absolute by the REQUIRED bar under the table'),
 R('brandGuidelines', 'critical', 'Print', {'min': 24, 'unit': 'mm', 'check': 'logoWidth'}, scope={'part': 'logo', 'channel': 'Print'}, alt='Print | 24 mm', ext='brandGuidelines'),
 R('brandGuidelines', 'critical', 'Video end frame at 1920 × 1080', {'min': 320, 'unit': 'px', 'check': 'logoWidth'}, scope={'part': 'logo', 'kinds': ['video'], 'sizes': ['1920x1080']}, alt='Video end frame at 1920 × 1080 | 320 px', ext='brandGuidelines', note='the logo in the end frame, not the video'),
 R('brandGuidelines', 'critical', 'The minimum widths in the table are absolute', scope=L, optional=True, note='restates the three rows'),
 R('brandGuidelines', 'warning', 'use the symbol-free wordmark lock-up at 96 px', scope={'part': 'logo', 'sizes': ['320x50']}),
 R('brandGuidelines', 'critical', 'stretch, condense or rotate the logo', scope=L, note='Don\u2019t panel'),
 R('brandGuidelines', 'critical', 'add drop shadows, glows, bevels or outlines', scope=L),
 R('brandGuidelines', 'critical', 'recolour the logo outside the Quenvira palette', scope=L),
 R('brandGuidelines', 'critical', 'put the full-colour logo straight onto a photograph', scope=L, optional=True, note='restated by the REQUIRED bar on the white logo panel'),
 R('brandGuidelines', 'critical', 'use the white logo on Quenvira Teal or Deep Slate', scope=L, optional=True, note='a Do panel: permission more than limit'),
 R('brandGuidelines', 'critical', 'place the logo on Sunrise Coral', scope=L),
 R('brandGuidelines', 'critical', 'the logo sits on the white logo panel supplied with the master files', scope=L),
 R('brandGuidelines', 'critical', 'Sunrise Coral is an accent only and covers no more than 10% of any layout', {'max': 10, 'unit': '%', 'check': 'colorShare'}, ext='brandGuidelines'),
 R('contrast', 'critical', 'contrast ratio of at least 4.5:1', {'min': 4.5, 'unit': 'ratio'}),
 R('contrast', 'critical', 'large text (24 px or 18 pt and above) at least 3:1', {'min': 3, 'unit': 'ratio'}, scope={'condition': 'large text'}),
 R('contrast', 'critical', 'Never set text in Sunrise Coral on white', note='field contrast or brandGuidelines equally acceptable'),
 R('typography', 'critical', 'Use Marlow Sans only; Arial is the approved fallback', alt='Use Marlow Sans only'),
 R('typography', 'critical', 'Body copy is never smaller than 16 px on screen', {'min': 16, 'unit': 'px'}, scope={'condition': 'on screen'}),
 R('typography', 'critical', 'or 9 pt in print', {'min': 9, 'unit': 'pt'}, scope=P, alt='Body copy is never smaller than 16 px on screen or 9 pt in print'),
 R('typography', 'warning', 'Keep line spacing between 120% and 150% of the type size', {'min': 120, 'max': 150, 'unit': '%', 'check': 'lineSpacing'}, ext='typography'),
 R('typography', 'critical', 'Light is too faint on screens and is not part of the system', optional=True, note='weights listed in the lead paragraph'),
 R('brandGuidelines', 'critical', 'No before-and-after images and no close-ups of skin lesions'),
 R('brandGuidelines', 'critical', 'Every person shown must be an adult', alt='images of real patients need a signed release'),
 R('brandGuidelines', 'warning', 'Shoot at eye level in natural daylight'),
 R('safetyInfo', 'critical', 'the Important Safety Information occupies at least 30% of the frame', {'min': 30, 'unit': '%', 'check': 'isiArea'}, scope=D, ext='safetyInfo'),
 R('typography', 'critical', 'ISI type is never smaller than the body copy of the same piece', note='relative size: safetyInfo equally acceptable'),
 R('safetyInfo', 'critical', 'Auto-scrolling ISI moves no faster than 15 px per second', {'max': 15, 'unit': 'px/s', 'check': 'scrollSpeed'}, ext='safetyInfo', alt='stops when the user hovers or taps'),
 R('safetyInfo', 'critical', 'On web pages the ISI starts above the fold', scope={'condition': 'web pages'}),
 R('fairBalance', 'warning', 'Give the ISI heading the same weight as the benefit headline'),
 R('brandGuidelines', 'critical', 'Use the ® symbol with QUENVIRA at its first and most prominent mention'),
 R('typography', 'critical', 'set at no less than half the size of the brand name', {'min': 50, 'unit': '% of brand name'}, alt='The established name (dovelimab) follows the brand name at its first mention', note='indication/disclaimers equally acceptable for the pairing; the size is the measurable part'),
 R('brandGuidelines', 'critical', 'Never use QUENVIRA as a verb, a plural or a possessive'),
 R('dimensions', 'critical', '300 × 250, 300 × 600, 728 × 90, 320 × 50', {'allowed': ['300x250', '300x600', '728x90', '320x50']}, scope=D, alt='Banners are built only in the four template sizes above'),
 R('format', 'critical', 'HTML5 zip, 150 KB max initial load', {'allowed': ['HTML5']}, scope=D, note=TPL),
 R('fileSize', 'critical', '150 KB max initial load', {'max': 150, 'unit': 'KB', 'check': 'initialLoad'}, scope=D, note=TPL),
 R('dimensions', 'critical', 'Patient email | 640 px wide', {'minWidth': 640, 'maxWidth': 640}, scope=E, note=TPL),
 R('fileSize', 'critical', 'images under 200 KB in total', {'max': 200, 'unit': 'KB', 'exclusive': True}, scope={'channel': 'Email', 'part': 'images'}, note=TPL),
 R('dimensions', 'critical', '8.5 × 11 in, 0.125 in bleed', {'allowed': ['8.5x11'], 'unit': 'in', 'check': 'trimSize'}, scope=P, ext='dimensions', note=TPL),
 R('dimensions', 'critical', '0.125 in bleed', {'min': 0.125, 'max': 0.125, 'unit': 'in', 'check': 'bleed'}, scope=P, ext='dimensions', note=TPL),
 R('format', 'critical', 'Doctor discussion guide | PDF/X-4', {'allowed': ['PDF/X-4']}, scope=P, note=TPL),
]
notreq = [
 'brand-tracking figures: n = 1,480, 71% "calm" vs 44%, 12,000 people started treatment ("context, not targets")',
 'legend: REQUIRED / RECOMMENDED bars and what the mood words, captions and pairs are',
 'colour swatches: PMS / CMYK / RGB / HEX values of Teal, Deep Slate, Coral, Mist (references)',
 'type-scale table (Headline 40 / 48 px, Sub-head 24 / 30 px, Body 16 / 24 px, Footnotes 12 / 16 px; print pt) - reference settings',
 'Example: a logo 40 px tall keeps at least 20 px clear all round (an example of the clear-space rule)',
 'Caption "Dana, 38, on the pier at Half Moon Bay"',
 'brand review five working days, two rounds; Marlow Sans licences $180 per seat; next refresh May 2027; contacts',
 'Six things we have seen, and never want to see again (lead-in)',
]
A = lambda **k: k
assets = [
 A(file='QNV_Banner_300x250.zip', kind='html5', format='ZIP', channel='Display', width=300, height=250, initialLoadKB=146, sizeKB=146),
 A(file='QNV_Banner_320x50.zip', kind='html5', format='ZIP', channel='Display', width=320, height=50, initialLoadKB=88, sizeKB=88, note='mobile size: the 96 px logo rule is the logo\u2019s, not the banner width'),
 A(file='QNV_PatientEmail_Nov.html', kind='email', channel='Email', width=640, height=2400, sizeKB=38),
 A(file='QNV_PatientEmail_hero.jpg', kind='static', part='images', channel='Email', format='JPG', width=640, height=360, sizeKB=120, note='email images total 120 KB'),
 A(file='QNV_DoctorDiscussionGuide.pdf', kind='document', channel='Print', format='PDF/X-4', trimMM=[222.25, 285.75], note='8.5 x 11 in page plus 0.125 in bleed a side (mm given as the page box); not a banner size'),
 A(file='QNV_logo_fullcolour.svg', kind='static', part='logo', channel='Display', format='SVG', width=480, height=160, note='digital master logo'),
]
write(N, 'DESIGNED BRAND IDENTITY GUIDELINES BOOK exported to PDF (US Letter landscape, one idea per page, no browser header): cover, brand story with mood words and tracking figures, a legend of teal REQUIRED bars vs grey RECOMMENDED bars, one big numbered idea per page (logo artwork, clear space as half the logo height, minimum logo widths per medium in px / mm, six Do/Don\u2019t panels, swatches with PMS/CMYK/RGB/HEX described in text, coral \u2264 10% of a layout, contrast 4.5:1 / 3:1, type scale vs minimum body sizes, photography, ISI \u2265 30% of a banner frame with a scroll speed and above the fold, \u00ae and established-name size, a template table with sizes and delivery specs), contacts and licence fees', notreq, rules, assets)
