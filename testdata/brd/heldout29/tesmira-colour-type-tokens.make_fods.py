# Writes tesmira-colour-type-tokens.fods: an Australian consumer-health brand's COLOUR AND TYPE TOKEN WORKBOOK
# (read-me legend, colour tokens, type tokens, logo and spacing, formats, changelog). Usage: python3 THIS.py OUT.fods
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fodslib import sheet, document

readme = sheet('Read me', [7.5], None, [
    ['Tesmira\u00ae cold sore cream (aciclovir 5%) \u00b7 Pharmacy Medicine \u00b7 Australia and New Zealand'],
    ['Owner: Brand Design, Corrigan Consumer Health Pty Ltd \u00b7 Workbook v4.3 \u00b7 updated 12/11/2026 by S. Nakamura'],
    ['This workbook is the single source of colour, type and logo tokens for Tesmira packaging, point of sale, digital and social work. Agencies import the Colour and Type sheets into Figma with the Tokens plug-in.'],
    ['HOW TO READ IT'],
    ['1. A value in a column headed \u201cRule\u201d or \u201cMin\u201d is mandatory: brand QA fails work that breaks it.'],
    ['2. A value in a column headed \u201cNote\u201d is guidance.'],
    ['3. Pantone, CMYK, RGB and HEX values are reference values for reproduction, not checks.'],
    ['4. Rows with Status \u201cRetired\u201d are kept for history: do not use them.'],
    ['Questions: brand.design@corrigan-example.com.au \u00b7 +61 2 5550 1187. Licence for the Pavia typeface: AUD 95 per seat (agency cost).'],
], titles=['TESMIRA \u2014 COLOUR & TYPE TOKENS'])

CH = ['Token', 'Name', 'Pantone', 'CMYK', 'RGB', 'HEX', 'Status', 'Rule', 'Min contrast', 'Note']
colour = sheet('Colour', [1.35, 0.9, 0.75, 0.85, 0.8, 0.65, 0.55, 1.9, 0.6, 1.6], CH, [
    ['tes.colour.berry', 'Tesmira Berry', '7427 C', '0/97/65/30', '166/25/46', '#A6192E', 'Active', 'Logo, headlines and pack band only. Text on white or Shell only.', '4.5:1', 'Our hero colour; the 2019 pack research tested it as the most recognisable.'],
    ['tes.colour.shell', 'Shell', '9224 C', '0/4/6/0', '252/241/236', '#FCF1EC', 'Active', 'Background only; never for text.', '\u2014', ''],
    ['tes.colour.ink', 'Ink', 'Black 7 C', '0/0/0/90', '61/57/53', '#3D3935', 'Active', 'All body copy and the mandatory statements.', '7:1', ''],
    ['tes.colour.mint', 'Relief Mint', '333 C', '40/0/25/0', '63/207/181', '#3FCFB5', 'Active', 'Graphic accent; max. 15% of any layout. Never behind text.', '\u2014', 'Use sparingly: one mint element per panel works best.'],
    ['tes.colour.coral', 'Old Coral', '1785 C', '0/76/54/0', '248/72/94', '#F8485E', 'Retired', 'Do not use.', '\u2014', 'Retired in v4.0 (too close to competitor).'],
], titles=['COLOUR TOKENS'], notes=['Min contrast = the lowest contrast ratio the token may have against its background when used for text.'])

TH = ['Style', 'Typeface', 'Weight', 'Desktop px', 'Mobile px', 'Print pt', 'Min', 'Line height', 'Note']
typ = sheet('Type', [1.1, 0.9, 0.6, 0.7, 0.7, 0.6, 0.9, 0.7, 2.4], TH, [
    ['Display', 'Pavia', 'Bold', 56, 36, 36, '24 px / 18 pt', '110%', 'Headlines of fewer than eight words read best.'],
    ['Heading', 'Pavia', 'Bold', 32, 24, 18, '18 px / 12 pt', '120%', ''],
    ['Body', 'Pavia', 'Regular', 18, 16, 10, '16 px / 9 pt', '150%', 'Arial is the fallback in email and Office documents.'],
    ['Mandatory statement', 'Pavia', 'Regular', 16, 16, 8, '14 px / 7 pt', '140%', '\u201cAlways read the label and follow the directions for use.\u201d'],
    ['Legal / footnote', 'Pavia', 'Regular', 12, 12, 6, '11 px / 6 pt', '130%', ''],
], titles=['TYPE TOKENS'], notes=['Min = smallest size allowed on screen / in print. Typeface for all styles: Pavia; no other typeface may be used except the Arial fallback.'])

LH = ['Item', 'Value', 'Rule', 'Note']
logo = sheet('Logo & spacing', [1.6, 1.4, 3.3, 2.2], LH, [
    ['Clear space', '0.75 \u00d7 logo height', 'Clear space on all sides is at least 0.75 times the height of the logo.', 'Measured from the top of the leaf to the baseline.'],
    ['Minimum logo width (screen)', '80 px', 'The logo is never narrower than 80 px on screen.', ''],
    ['Minimum logo width (print)', '18 mm', 'The logo is never narrower than 18 mm in print.', '15 mm on shelf talkers is allowed only with written approval.'],
    ['Logo on photography', '', 'Only the white logo, and only on the darker third of the image.', ''],
    ['Trade mark', '\u00ae', 'Use \u00ae after TESMIRA on the first mention in body copy.', 'Not needed in headlines or on the logo itself.'],
    ['Mandatory statement', '', '\u201cAlways read the label and follow the directions for use.\u201d appears on every piece.', 'ASMI-style wording agreed with Regulatory.'],
], titles=['LOGO AND SPACING'])

FH = ['Template', 'Size', 'File', 'Rule', 'Note']
fmt = sheet('Formats', [1.6, 1.4, 1.3, 2.6, 1.6], FH, [
    ['Pharmacy screen (DOOH)', '1080 \u00d7 1920 px', 'MP4 H.264', '10 s exactly, no audio.', 'Most screens loop 6 ads.'],
    ['Display banner', '300 \u00d7 250, 300 \u00d7 600 px', 'HTML5 or JPG', '120 KB max.', ''],
    ['Social post', '1080 \u00d7 1080 px', 'JPG or PNG', 'Mandatory statement on the image.', ''],
    ['Shelf wobbler', '70 mm diameter', 'PDF/X-4', '3 mm bleed.', 'Printed by Lyre Print, Sydney.'],
], titles=['TEMPLATE FORMATS'])

LCH = ['Version', 'Date', 'Change']
log = sheet('Changelog', [0.6, 0.9, 5.5], LCH, [
    ['4.3', '12/11/2026', 'Minimum logo width on screen 72 \u2192 80 px.'],
    ['4.0', '02/03/2026', 'Old Coral retired. Clear space 0.5 \u2192 0.75 \u00d7 logo height.'],
    ['3.2', '18/08/2025', 'Mandatory statement minimum 6 \u2192 7 pt in print.'],
], titles=['CHANGELOG'])

open(sys.argv[1], 'w').write(document([readme, colour, typ, logo, fmt, log], 'Tesmira colour & type tokens v4.3 \u2014 Corrigan Consumer Health \u2014 Confidential'))
