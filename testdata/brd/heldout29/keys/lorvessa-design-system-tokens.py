from keylib import R, write
N = 'lorvessa-design-system-tokens'
L = {'part': 'logo'}
DH = {'channel': 'Display', 'kinds': ['html5']}
W = {'condition': 'web property'}
TBL = 'component property table: neither a Rules nor a Guidance line; a component spec, keyed critical'
rules = [
 R('contrast', 'critical', 'a contrast ratio of at least 4.5:1 for body text', {'min': 4.5, 'unit': 'ratio'}, alt='Text must meet WCAG 2.2 AA'),
 R('contrast', 'critical', '3:1 for large text (24 px, or 18.66 px bold)', {'min': 3, 'unit': 'ratio'}, scope={'condition': 'large text'}),
 R('contrast', 'critical', 'Apricot is never used for text or icons on white or lilac', note='brandGuidelines equally acceptable'),
 R('brandGuidelines', 'critical', 'Use color tokens in code; hard-coded hex values fail the lint step', optional=True, note='a build rule of the code; debatable as a creative requirement'),
 R('brandGuidelines', 'warning', 'Keep apricot to small moments: one highlight per screen is usually enough'),
 R('brandGuidelines', 'critical', 'Do not use in new work', optional=True, alt='color.legacy.orchid', note='a deprecated token in the token table'),
 R('typography', 'critical', 'Primary typeface: Fennick Grotesk', optional=True, note='prose, not under Rules'),
 R('typography', 'critical', 'No text below 13 px anywhere on a Lorvessa web property', {'min': 13, 'unit': 'px'}, scope=W),
 R('typography', 'critical', 'ISI copy uses the same token as the page’s body copy', {'min': 18, 'unit': 'px'}, scope={'condition': 'ISI copy (font.body = 18 px); 16 px only in the ISI tray under 480 px'}, alt='font.body.sm is allowed only in the ISI tray on viewports under 480 px', note='relative rule; 18 px from the token table'),
 R('typography', 'critical', 'Line height is at least 1.5 times the font size for body copy and ISI', {'min': 1.5, 'unit': 'x font size', 'check': 'lineHeight'}, ext='typography'),
 R('typography', 'warning', 'Keep lines of body copy between 50 and 80 characters', {'min': 50, 'max': 80, 'unit': 'chars', 'check': 'lineLength'}, ext='typography'),
 R('brandGuidelines', 'critical', 'Clear space around the logo equals 50% of the logo height on every side', {'min': 0.5, 'unit': 'x logo height', 'check': 'clearSpace'}, scope=L, ext='brandGuidelines'),
 R('brandGuidelines', 'critical', 'Minimum rendered width: 120 px on desktop', {'min': 120, 'unit': 'px', 'check': 'logoWidth'}, scope={'part': 'logo', 'condition': 'desktop'}, ext='brandGuidelines'),
 R('brandGuidelines', 'critical', '88 px on mobile', {'min': 88, 'unit': 'px', 'check': 'logoWidth'}, scope={'part': 'logo', 'condition': 'mobile'}, alt='Minimum rendered width: 120 px on desktop and 88 px on mobile', ext='brandGuidelines'),
 R('format', 'critical', 'Logo files are SVG only on the web; PNG is not accepted', {'allowed': ['SVG'], 'excluded': ['PNG']}, scope={'part': 'logo', 'condition': 'web'}),
 R('accessibility', 'critical', 'Touch targets are at least 44 × 44 px', {'min': 44, 'unit': 'px', 'check': 'touchTarget'}, ext='accessibility'),
 R('accessibility', 'critical', 'Height | 48 px (min. 44 px touch target)', {'min': 44, 'unit': 'px', 'check': 'touchTarget'}, optional=True, ext='accessibility', note='restates the Rule'),
 R('characterCount', 'critical', 'Button labels never exceed 25 characters', {'max': 25, 'unit': 'chars', 'check': 'ctaText'}, ext='metadata'),
 R('safetyInfo', 'critical', 'Collapsed height | 180 px', {'min': 180, 'unit': 'px', 'check': 'isiTrayHeight'}, scope={'condition': 'desktop'}, ext='safetyInfo', note=TBL),
 R('safetyInfo', 'critical', '30% of the viewport height', {'min': 30, 'unit': '%', 'check': 'isiTrayHeight'}, scope={'condition': 'mobile (< 480 px)'}, ext='safetyInfo', note=TBL),
 R('safetyInfo', 'critical', 'Boxed warning heading and at least the first three lines of ISI', note=TBL),
 R('accessibility', 'critical', '“See more” button, min. 44 px tall', {'min': 44, 'unit': 'px', 'check': 'touchTarget'}, optional=True, ext='accessibility', note='restates the touch-target Rule'),
 R('safetyInfo', 'critical', 'The tray is visible on page load and never sits below the fold'),
 R('safetyInfo', 'critical', 'Nothing may overlap the ISI tray', alt='cookie banners, chat widgets and sticky CTAs sit above it'),
 R('safetyInfo', 'critical', 'The full ISI also appears in the page body, after the main content'),
 R('dimensions', 'critical', 'Size', {'allowed': ['300x250', '300x600', '728x90', '160x600']}, scope={'channel': 'Display'}, alt=['300 × 250 | 300 × 600 | 728 × 90 | 160 × 600'], note='banner-kit table (beta): the kit\u2019s sizes'),
 R('fileSize', 'critical', 'Max initial load', {'max': 150, 'unit': 'KB', 'check': 'initialLoad'}, scope=DH, alt='Max initial load | 150 KB'),
 R('safetyInfo', 'critical', 'ISI scroller area', scope={'channel': 'Display'}, optional=True, alt='bottom 100 px | bottom 220 px | right 250 px | bottom 240 px', note='template geometry per size'),
 R('safetyInfo', 'critical', 'scrolls at no more than 1 line every 2 seconds', {'max': 0.5, 'unit': 'lines/s', 'check': 'scrollSpeed'}, scope={'channel': 'Display'}, alt='The ISI scroller starts after 2 seconds', ext='safetyInfo'),
 R('duration', 'critical', 'Animation stops after 15 seconds', {'max': 15, 'unit': 's', 'check': 'animationLength'}, scope=DH),
 R('safetyInfo', 'critical', 'the ISI keeps scrolling', scope={'channel': 'Display'}, optional=True),
 R('format', 'critical', 'static backup JPG of the same size, under 40 KB', {'allowed': ['JPG']}, scope={'part': 'backup'}, alt='Every banner carries a static backup JPG'),
 R('fileSize', 'critical', 'under 40 KB', {'max': 40, 'unit': 'KB', 'exclusive': True}, scope={'part': 'backup'}, alt='static backup JPG of the same size, under 40 KB'),
 R('brandGuidelines', 'warning', 'Keep the first frame readable without animation', scope={'channel': 'Display'}),
]
notreq = [
 'token table values (HEX, Pantone / CMYK, "Use on", contrast on white 13.9:1, 2.1:1, 14.6:1, 4.0:1) - references',
 'type-scale token table (48 / 56, 32 / 40, 18 / 28, 16 / 24, 13 / 18 px; weights) - token values',
 'Corner radius radius.pill (999 px); Label sentence case',
 'Heads up: the tray\u2019s collapsed height was 140 px in v2.x; upgrade before 31 January 2027 (superseded value and deadline)',
 'Changelog: touch target 40 -> 44 px, tray 140 -> 180 px, body 16 -> 18 px (superseded values)',
 'Download from the Figma library; zip per size (process)',
 'LDS team size, office hours, Slack channel, browser footer',
]
A = lambda **k: k
assets = [
 A(file='LOR_300x600_v3.zip', kind='html5', format='ZIP', channel='Display', width=300, height=600, initialLoadKB=148, sizeKB=148, durationS=15),
 A(file='LOR_728x90_v3.zip', kind='html5', format='ZIP', channel='Display', width=728, height=90, initialLoadKB=120, sizeKB=120, durationS=12),
 A(file='LOR_300x600_v3_backup.jpg', kind='static', part='backup', format='JPG', channel='Display', width=300, height=600, sizeKB=37),
 A(file='lorvessa-logo.svg', kind='static', part='logo', format='SVG', width=240, height=64, note='web logo; not a banner size'),
 A(file='lorvessa.com/savings', kind='document', format='HTML', note='a web page: 2,400 KB of page weight is no banner limit', sizeKB=2400),
]
write(N, 'WEB DESIGN-SYSTEM SITE PRINTED FROM THE BROWSER (header/footer kept): app bar, left navigation printed beside the content, status badges (Stable / Beta / Deprecated), a legend (Rules enforced at QA, Guidance recommended, tokens are the source of truth), TOKEN TABLES (color tokens with HEX / Pantone / CMYK / "Use on" / contrast on white; type tokens with size / line height / weight), Rules and Guidance lists per foundation and COMPONENT SPEC TABLES (button, ISI tray with desktop / mobile columns and merged cells, banner kit with per-size ISI area and initial load), a deprecated token, a "heads up" with a superseded value, a changelog of superseded values', notreq, rules, assets)
