from keylib import R, write
N = 'tesmira-colour-type-tokens'
L = {'part': 'logo'}
DO = {'channel': 'DOOH'}
D = {'channel': 'Display'}
S = {'channel': 'Social'}
P = {'channel': 'Print', 'placement': 'Shelf wobbler'}
SCR = {'condition': 'on screen'}
PR = {'channel': 'Print'}
TPL = 'Size / File columns of the template table: neither Rule nor Note; the template\u2019s spec, keyed critical'
def ty(style, px, pt, cond):
    return [R('typography', 'critical', f'{style} | {px} px / {pt} pt', {'min': px, 'unit': 'px'}, scope={'condition': f'{cond}, on screen'}, alt='Min = smallest size allowed on screen / in print'),
            R('typography', 'critical', f'{style} | {px} px / {pt} pt', {'min': pt, 'unit': 'pt'}, scope={'channel': 'Print', 'condition': cond}, alt='Min = smallest size allowed on screen / in print')]
rules = [
 R('brandGuidelines', 'critical', 'Logo, headlines and pack band only. Text on white or Shell only.', alt='Tesmira Berry'),
 R('contrast', 'critical', 'tes.colour.berry | 4.5:1', {'min': 4.5, 'unit': 'ratio'}, scope={'condition': 'text in Tesmira Berry'}, alt='Min contrast'),
 R('brandGuidelines', 'critical', 'Background only; never for text.', alt='Shell'),
 R('brandGuidelines', 'critical', 'All body copy and the mandatory statements.', alt='tes.colour.ink', note='body copy and statements in Ink'),
 R('contrast', 'critical', 'tes.colour.ink | 7:1', {'min': 7, 'unit': 'ratio'}, scope={'condition': 'text in Ink'}, alt='Min contrast'),
 R('brandGuidelines', 'critical', 'Graphic accent; max. 15% of any layout.', {'max': 15, 'unit': '%', 'check': 'colorShare'}, ext='brandGuidelines', alt='Relief Mint'),
 R('brandGuidelines', 'critical', 'Never behind text.', optional=True, note='second half of the Relief Mint rule cell'),
 R('brandGuidelines', 'warning', 'Use sparingly: one mint element per panel works best.'),
 R('brandGuidelines', 'critical', 'Do not use.', alt='Old Coral', note='retired token; legend item 4'),
] + ty('Display', 24, 18, 'display headlines') + ty('Heading', 18, 12, 'headings') + ty('Body', 16, 9, 'body copy') + ty('Mandatory statement', 14, 7, 'mandatory statement') + ty('Legal / footnote', 11, 6, 'legal / footnotes') + [
 R('typography', 'warning', 'Headlines of fewer than eight words read best.'),
 R('typography', 'critical', 'no other typeface may be used except the Arial fallback', alt='Typeface for all styles: Pavia'),
 R('brandGuidelines', 'critical', 'Clear space on all sides is at least 0.75 times the height of the logo.', {'min': 0.75, 'unit': 'x logo height', 'check': 'clearSpace'}, scope=L, ext='brandGuidelines'),
 R('brandGuidelines', 'critical', 'The logo is never narrower than 80 px on screen.', {'min': 80, 'unit': 'px', 'check': 'logoWidth'}, scope={'part': 'logo', 'condition': 'on screen'}, ext='brandGuidelines'),
 R('brandGuidelines', 'critical', 'The logo is never narrower than 18 mm in print.', {'min': 18, 'unit': 'mm', 'check': 'logoWidth'}, scope={'part': 'logo', 'channel': 'Print'}, ext='brandGuidelines', note='15 mm on shelf talkers only with written approval (an exception by approval)'),
 R('brandGuidelines', 'critical', 'Only the white logo, and only on the darker third of the image.', scope=L),
 R('brandGuidelines', 'critical', 'Use ® after TESMIRA on the first mention in body copy.'),
 R('disclaimers', 'critical', 'appears on every piece', alt='“Always read the label and follow the directions for use.” appears on every piece.'),
 R('dimensions', 'critical', 'Pharmacy screen (DOOH) | 1080 × 1920 px', {'allowed': ['1080x1920']}, scope=DO, note=TPL),
 R('format', 'critical', 'Pharmacy screen (DOOH) | MP4 H.264', {'allowed': ['MP4']}, scope=DO, note=TPL),
 R('codec', 'critical', 'Pharmacy screen (DOOH) | MP4 H.264', {'allowed': ['h264'], 'check': 'videoCodec'}, scope=DO, note=TPL),
 R('duration', 'critical', '10 s exactly, no audio.', {'allowed': ['10'], 'min': 10, 'max': 10, 'unit': 's'}, scope=DO),
 R('metadata', 'critical', '10 s exactly, no audio.', {'allowed': ['none'], 'check': 'audioPresent'}, scope=DO, ext='metadata'),
 R('dimensions', 'critical', 'Display banner | 300 × 250, 300 × 600 px', {'allowed': ['300x250', '300x600']}, scope=D, note=TPL),
 R('format', 'critical', 'Display banner | HTML5 or JPG', {'allowed': ['HTML5', 'JPG']}, scope=D, note=TPL),
 R('fileSize', 'critical', 'Display banner | 120 KB max.', {'max': 120, 'unit': 'KB'}, scope=D),
 R('dimensions', 'critical', 'Social post | 1080 × 1080 px', {'allowed': ['1080x1080']}, scope=S, note=TPL),
 R('format', 'critical', 'Social post | JPG or PNG', {'allowed': ['JPG', 'PNG']}, scope=S, note=TPL),
 R('disclaimers', 'critical', 'Mandatory statement on the image.', scope=S),
 R('dimensions', 'critical', 'Shelf wobbler | 70 mm diameter', {'allowed': ['70x70'], 'unit': 'mm', 'check': 'trimSize'}, scope=P, ext='dimensions', note=TPL + '; round: 70 mm diameter'),
 R('format', 'critical', 'Shelf wobbler | PDF/X-4', {'allowed': ['PDF/X-4']}, scope=P, note=TPL),
 R('dimensions', 'critical', 'Shelf wobbler | 3 mm bleed.', {'min': 3, 'max': 3, 'unit': 'mm', 'check': 'bleed'}, scope=P, ext='dimensions'),
]
notreq = [
 'Read me legend items 1-4 (Rule / Min mandatory, Note guidance, Pantone/CMYK/RGB/HEX references, Retired rows history)',
 'Pantone, CMYK, RGB and HEX columns of the Colour sheet (reference values)',
 'Desktop px / Mobile px / Print pt / Line height columns of the Type sheet (token values; only the Min column is a rule)',
 'Arial is the fallback in email and Office documents (Note column)',
 '15 mm on shelf talkers is allowed only with written approval (exception by approval)',
 'Not needed in headlines or on the logo itself (Note on the trade mark)',
 'Most screens loop 6 ads; Printed by Lyre Print, Sydney (notes)',
 'Changelog: screen logo 72 -> 80 px, clear space 0.5 -> 0.75, statement 6 -> 7 pt (superseded values)',
 'Licence AUD 95 per seat; contacts; Figma Tokens plug-in',
]
A = lambda **k: k
assets = [
 A(file='TES_DOOH_10s.mp4', kind='video', channel='DOOH', format='MP4', codec='h264', width=1080, height=1920, durationS=10, fps=25, hasAudio=False),
 A(file='TES_Banner_300x600.zip', kind='html5', channel='Display', format='ZIP', width=300, height=600, sizeKB=117),
 A(file='TES_Banner_300x250.jpg', kind='static', channel='Display', format='JPG', width=300, height=250, sizeKB=64),
 A(file='TES_Social_1080.png', kind='static', channel='Social', format='PNG', width=1080, height=1080, sizeKB=820, note='820 KB: the 120 KB limit is the banners\u2019'),
 A(file='TES_ShelfWobbler.pdf', kind='document', channel='Print', placement='Shelf wobbler', format='PDF/X-4', bleedMM=3, trimMM='70x70'),
]
write(N, 'SPREADSHEET OF COLOUR AND TYPE TOKENS (flat ODS \u2192 Calc \u2192 xlsx / ods / PDF; six sheets; Australian consumer-health Pharmacy Medicine; British spelling, px/pt/mm): a Read me whose legend makes the "Rule" and "Min" columns mandatory, "Note" columns guidance, colour values references and Retired rows history; a colour-token table (Token | Name | Pantone | CMYK | RGB | HEX | Status | Rule | Min contrast | Note) with a retired token; a type-token table whose Min cells hold two limits ("16 px / 9 pt") next to reference size columns; a logo-and-spacing sheet (clear space 0.75 \u00d7 logo height, minimum widths, exceptions by approval); a template-formats sheet (pharmacy DOOH, banners, social, a 70 mm shelf wobbler); a changelog of superseded values', notreq, rules, assets)
