# Writes torvane-brand-standards-export.html: a global DIGITAL BRAND STANDARDS MANUAL exported to PDF from the brand
# portal (no browser header): one chapter per channel, each with a "Standards" table (mandatory, checked at brand
# review) and a side-by-side "Do / Don't" panel (advice, not checked). Palette values and type scales are references.
import sys
from h13lib import to_html, h

B = []
H = lambda l, x: B.append(('h', l, x))
P = lambda x: B.append(('p', x))
L = lambda x: B.append(('li', x))
T = lambda rows, cls='': B.append(('table', rows, cls))
PG = lambda: B.append(('page',))


def dodont(do, dont):
    B.append(('raw', '<div class="dd"><div class="do"><div class="ddh">Do</div><ul>' + ''.join(f'<li>{h(x)}</li>' for x in do) +
              '</ul></div><div class="dont"><div class="ddh">Don’t</div><ul>' + ''.join(f'<li>{h(x)}</li>' for x in dont) + '</ul></div></div>'))


def chapter(n, title, kicker):
    PG()
    B.append(('raw', f'<div class="chap"><div class="chapn">{n:02d}</div><div class="chapt">{h(title)}</div><div class="kick">{h(kicker)}</div></div>'))


B.append(('raw', '<div class="cover"><div class="brand">TORVANE</div><div class="ct">Digital Brand Standards</div><div class="cs">Global edition 5.0 · For agencies, affiliates and in-house teams</div><div class="cd">Torvane Health Group · Global Brand Office · Released March 2027</div></div>'))
PG()
H(1, 'Contents')
for x in ['How to use this manual', '01 Brand foundations', '02 Logo', '03 Color', '04 Typography', '05 Imagery and icons', '06 Websites',
          '07 Display advertising', '08 Email', '09 Social media', '10 Video', '11 Approval and support', 'Version history']:
    L(x)
H(1, 'How to use this manual')
P('This manual describes how the Torvane brand appears in digital channels. It applies to every Torvane company brand and to the product brands that use the Torvane endorsement, in every market. Local teams may add market-specific rules required by law or industry codes; they may not relax the standards in this manual.')
P('Each channel chapter has a Standards table. Every line of a Standards table is mandatory and is checked at brand review; material that does not meet it is returned. The Do and Don’t panels that follow give practical advice from our agencies and in-house studio. They are not checked at brand review.')
P('Color values, type scales and example layouts are references for designers. They are not limits on the files you deliver.')
P('Questions: brandoffice@torvane.example. The latest edition is always on the Torvane Brand Portal; this PDF was exported on the release date and may be out of date.')
chapter(1, 'Brand foundations', 'Who we are and how we sound')
P('Torvane Health Group exists to make specialist medicines easier to live with. Our brand promise, “Science that fits your life”, shapes everything we say. We are a company of 11,400 people in 38 countries, with five marketed medicines and a pipeline of 14 programs in immunology and rare disease.')
P('Our personality has three traits. We are clear: we say what we mean in plain language. We are warm: we speak to people, not audiences. We are grounded: every claim we make is backed by evidence, and we never overstate it.')
T([['Trait', 'We sound like', 'We avoid'],
   ['Clear', 'Short sentences. One idea at a time. Everyday words.', 'Jargon, acronyms without explanation, long lists of claims'],
   ['Warm', '“You” and “we”. Real situations. Respect.', 'Fear, pity, talking down to people'],
   ['Grounded', 'Evidence first. Balanced benefit and risk.', 'Superlatives, absolutes, unqualified comparisons']])
P('In research with 2,300 patients and 640 physicians in 2026, the brand scored highest on trust (71 percent agree) and lowest on distinctiveness (44 percent). This edition of the standards gives more room to our signature color and the “fit” motif to raise distinctiveness.')
P('Writing for Torvane. The editorial points below are the house style used by the Global Brand Office and our agencies. They are a reference for writers, not a checklist.')
T([['Topic', 'House style', 'Example'],
   ['Company name', 'Torvane, or Torvane Health Group on first mention in formal documents', 'Torvane Health Group announced …'],
   ['Dates', 'Month day, year in American English; day month year elsewhere', 'March 4, 2027 / 4 March 2027'],
   ['Numbers', 'Words for one to nine, numerals for 10 and above, numerals with units', 'three studies; 14 programs; 5 mg'],
   ['Percentages', 'Numeral with the percent sign in tables, “percent” in running text', '71%; 71 percent'],
   ['Medicines', 'Brand name with generic name in parentheses on first mention', 'Relvora (ostarimab)'],
   ['Headings', 'Sentence case', 'Science that fits your life'],
   ['Contractions', 'Allowed in consumer content, avoided in scientific content', 'we’re; we are'],
   ['Lists', 'Parallel structure; no full stop after fragments', '—']])
P('Tone varies by audience. For patients and caregivers we write at a reading age of about 12, check every text with the Brand Portal readability tool and prefer short paragraphs of two or three sentences. For healthcare professionals we are precise and concise, use the language of the label, and cite sources for every claim. For investors and media we follow the guidance of Corporate Communications.')
chapter(2, 'Logo', 'The Torvane mark and how to place it')
P('The Torvane logo combines the wordmark with the “fit” symbol, two interlocking arcs. It is supplied in full color, one-color navy and reversed white. Never redraw it: download the master files from the Brand Portal.')
H(2, 'Standards')
T([['Item', 'Standard'],
   ['Clear space', 'Keep clear space around the logo equal to the height of the symbol on every side'],
   ['Minimum size (digital)', 'The logo must be at least 120 px wide'],
   ['Minimum size (print)', '30 mm wide'],
   ['Position', 'Top left or bottom right of the layout'],
   ['Versions', 'Full color on white or light backgrounds; reversed white on navy or on photographs']], 'std')
dodont(['Use the master artwork files.', 'Place the logo on a calm area of a photograph.', 'Make the logo bigger on mobile layouts where space allows.'],
       ['Stretch, rotate or recolor the logo.', 'Place the logo over busy imagery.', 'Add effects such as shadows or outlines.', 'Lock the logo up with product logos without the endorsement template.'])
chapter(3, 'Color', 'Navy leads, coral signals')
P('Our palette has one signature color, Torvane Navy, one accent, Coral, and a set of supporting neutrals. Navy should dominate; Coral is used sparingly for calls to action and highlights.')
T([['Color', 'HEX', 'RGB', 'CMYK', 'Pantone'],
   ['Torvane Navy', '#14285A', '20 40 90', '100 85 30 20', '2757 C'],
   ['Coral', '#F2665A', '242 102 90', '0 75 60 0', '178 C'],
   ['Sky', '#7FB8E6', '127 184 230', '50 15 0 0', '284 C'],
   ['Sand', '#F4EDE4', '244 237 228', '3 6 10 0', '7527 C (20%)'],
   ['Slate', '#4A5563', '74 85 99', '60 45 30 35', '7545 C'],
   ['White', '#FFFFFF', '255 255 255', '0 0 0 0', '—']])
H(2, 'Standards')
T([['Item', 'Standard'],
   ['Text contrast', 'Text must reach a contrast ratio of at least 4.5:1 against its background'],
   ['Large text contrast', 'Text of 24 px and above, or 19 px bold, must reach at least 3:1'],
   ['Coral on white', 'Never used for text smaller than 24 px']], 'std')
dodont(['Check contrast with the Brand Portal checker.', 'Let white space do the work.'],
       ['Use tints of Navy below 20 percent for text backgrounds.', 'Introduce colors from outside the palette.', 'Use gradients between Navy and Coral.'])
chapter(4, 'Typography', 'Torvane Sans, and what to use when you cannot')
P('Torvane Sans is our typeface in four weights: Light, Regular, Medium and Bold. Where it cannot be embedded, such as in email, use Arial. Type scales below are examples for designers.')
T([['Style', 'Desktop', 'Mobile', 'Weight'],
   ['Display', '56 px / 64 px', '36 px / 44 px', 'Light'],
   ['Heading 1', '40 px / 48 px', '28 px / 36 px', 'Medium'],
   ['Heading 2', '28 px / 36 px', '22 px / 30 px', 'Medium'],
   ['Body', '18 px / 28 px', '16 px / 24 px', 'Regular'],
   ['Small', '14 px / 20 px', '14 px / 20 px', 'Regular']])
H(2, 'Standards')
T([['Item', 'Standard'],
   ['Typefaces', 'Torvane Sans; Arial where Torvane Sans cannot be embedded'],
   ['Body text on websites', 'At least 16 px'],
   ['Body text in email', 'At least 14 px'],
   ['Safety information in display ads', 'At least 10 px']], 'std')
dodont(['Left-align text.', 'Keep line length between 45 and 75 characters on websites.'],
       ['Set body text in capitals.', 'Use more than two weights in one layout.', 'Justify text.'])
chapter(5, 'Imagery and icons', 'Real people, real moments')
P('Photography shows real people in everyday moments, lit naturally, never staged in clinical settings unless the context requires it. Patients shown in advertising are models unless stated otherwise, and the disclosure “Actor portrayal” follows local rules. Icons are drawn on a 24-unit grid with a two-unit stroke and rounded ends.')
P('Image library: about 3,800 licensed photographs on the Brand Portal, each with its license expiry. Check the expiry before use; expired images must be removed from live material within 30 days.')
dodont(['Show people doing things they enjoy.', 'Use natural light.', 'Crop with room for text on the left.'],
       ['Use stock images with visible brand names.', 'Show syringes or pills in close-up.', 'Use filters or heavy retouching.'])
chapter(6, 'Websites', 'Product and corporate websites')
P('Torvane websites are built on the global web platform (Torvane Web 3) using its component library. Page templates, navigation and footers are provided; this chapter covers the assets teams supply.')
H(2, 'Standards')
T([['Item', 'Standard'],
   ['Hero image', '2880 × 1200 px (supplied at 2x), WebP or JPG, no larger than 500 KB'],
   ['Content images', 'Supplied at 2x the display size, no larger than 300 KB each'],
   ['Alt text', 'Every informative image has alt text of no more than 125 characters'],
   ['Safety information', 'Product websites show Important Safety Information on every page, above the footer']], 'std')
dodont(['Compress images with the platform’s optimizer before upload.', 'Write alt text that describes the purpose of the image.'],
       ['Put text inside images.', 'Upload images larger than you need; aim for under 200 KB where possible.'])
chapter(7, 'Display advertising', 'Banners for programmatic and publisher sites')
P('Display advertising uses the banner templates on the Brand Portal. Media plans typically include 8 to 12 publishers per campaign; budgets and flighting are agreed with the local media agency and are not part of this manual.')
H(2, 'Standards')
T([['Item', 'Standard'],
   ['Sizes', '300 × 250, 728 × 90, 300 × 600, 320 × 50, 970 × 250'],
   ['Build', 'HTML5, with a JPG backup image for each size'],
   ['Initial load', '150 KB maximum'],
   ['Animation', '30 seconds maximum; the last frame stays on screen'],
   ['Safety information', 'Product banners carry a scrolling Important Safety Information panel'],
   ['Logo', 'Torvane logo on the last frame']], 'std')
dodont(['Keep animation short; 15 seconds is usually enough.', 'Put the main message in the first frame.', 'Keep the backup under 50 KB.'],
       ['Loop animation more than twice.', 'Use more than three frames of copy.', 'Autoplay sound.'])
chapter(8, 'Email', 'Newsletters and triggered email')
P('Torvane emails are built in the global email template (version 7) in the marketing automation platform. Templates are responsive and tested in 42 email clients before release. Send volumes, schedules and audience lists are managed by each market’s CRM team.')
H(2, 'Standards')
T([['Item', 'Standard'],
   ['Template width', '640 px'],
   ['Subject line', 'No more than 50 characters'],
   ['Preheader', 'Always set; no more than 90 characters'],
   ['Total weight', '250 KB maximum including images'],
   ['Footer', 'Company address, unsubscribe link and privacy link in every email']], 'std')
dodont(['Front-load the subject line; aim for 35 characters or fewer.', 'Write a preheader that adds to the subject line.', 'Test in dark mode.'],
       ['Send image-only emails.', 'Use more than one primary call to action.', 'Use a “no-reply” sender address.'])
chapter(9, 'Social media', 'Corporate and disease-awareness channels')
P('Torvane’s corporate channels are LinkedIn, Instagram, Facebook and YouTube. Product promotion on social media is subject to local law and is not allowed in most markets; this chapter covers corporate and disease-awareness content.')
H(2, 'Standards')
T([['Item', 'Standard'],
   ['Feed video aspect ratio', '4:5 or 1:1'],
   ['Feed video length', '60 seconds maximum'],
   ['Captions', 'Every video carries burned-in captions'],
   ['Logo', 'The Torvane logo appears within the first 3 seconds'],
   ['Post copy', 'No more than 150 characters before the “see more” cut']], 'std')
dodont(['Design for sound off.', 'Keep videos between 6 and 15 seconds for paid reach.', 'Reply to comments within 24 hours on weekdays.'],
       ['Use hashtags in the middle of a sentence.', 'Post product claims.', 'Use more than three hashtags.'])
chapter(10, 'Video', 'Brand films, explainers and advertising')
P('This chapter covers video for websites, events and online advertising. Broadcast television follows the delivery requirements of each market’s clearance body and is out of scope.')
H(2, 'Standards')
T([['Item', 'Standard'],
   ['Resolution', '1920 × 1080 or higher'],
   ['Frame rate', '25 or 29.97 fps, matching the market'],
   ['End card', 'Torvane end card with logo, held for at least 3 seconds'],
   ['Safe area', 'Keep text and logo inside the central 90% of the frame'],
   ['Captions', 'Supplied as an SRT file for every video'],
   ['Loudness', '-23 LUFS for Europe and -24 LKFS for the Americas, each ±1']], 'std')
dodont(['Open with a person, not a logo.', 'Keep explainers under 2 minutes.', 'Use the brand sound logo at the end.'],
       ['Use stock music outside the licensed library.', 'Put supers in the lower 10 percent of the frame.', 'Fade the end card before 3 seconds.'])
chapter(11, 'Approval and support', 'Getting material approved')
P('Brand review checks material against the Standards tables in this manual. It is separate from medical, legal and regulatory review, which follows each market’s procedure. Submit material through the Brand Portal at least five working days before the planned release; the Brand Office reviews 90 percent of submissions within three working days.')
T([['Region', 'Brand lead', 'Contact'],
   ['Global', 'Hannah Okoye', 'brandoffice@torvane.example'],
   ['North America', 'Trevor Lindahl', 'brand.na@torvane.example'],
   ['Europe', 'Margot Declercq', 'brand.eu@torvane.example'],
   ['Asia Pacific', 'Kenji Morimoto', 'brand.apac@torvane.example'],
   ['Latin America', 'Isabela Prado', 'brand.latam@torvane.example']])
H(1, 'Version history')
T([['Edition', 'Date', 'Main changes'],
   ['3.0', 'June 2022', 'New logo lockups; web chapter'],
   ['4.0', 'May 2024', 'Social and video chapters; accessibility standards'],
   ['4.2', 'February 2025', 'Email template version 6; display sizes updated'],
   ['5.0', 'March 2027', 'Coral accent; 970 × 250 banner added; email width 640 px (was 600 px); end card 3 seconds (was 2 seconds)']])
P('© 2027 Torvane Health Group. All rights reserved. Torvane and the fit symbol are registered trademarks of Torvane Health Group.')

css = '''@page{size:letter;margin:16mm 18mm}
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:10.5pt;line-height:1.5;color:#1d2433}
.cover{height:230mm;background:#14285A;color:#fff;padding:40mm 20mm 0}
.brand{font-size:16pt;letter-spacing:6px}.ct{font-size:34pt;margin-top:60mm}.cs{font-size:13pt;margin-top:8mm}.cd{font-size:10pt;margin-top:40mm}
.chap{border-top:6px solid #F2665A;padding-top:6mm;margin-bottom:8mm}
.chapn{font-size:40pt;color:#F2665A;font-weight:300}.chapt{font-size:26pt;color:#14285A}.kick{font-size:12pt;color:#4A5563}
h2{font-size:18pt;color:#14285A}h3{font-size:13pt;color:#14285A;margin-top:18px}
table{border-collapse:collapse;width:100%;margin:8px 0 14px;font-size:9.5pt}
th{background:#14285A;color:#fff;text-align:left;padding:5px 7px}td{border-bottom:1px solid #d6dae3;padding:5px 7px;vertical-align:top}
table.std td:first-child{width:38%;font-weight:bold}
.dd{display:flex;gap:8mm;margin:10px 0 14px}.dd>div{flex:1;padding:4mm;border-radius:3mm}
.do{background:#e8f4ec}.dont{background:#fbe9e7}.ddh{font-weight:bold;font-size:12pt}
.pb{break-after:page}
'''
open(sys.argv[1] if len(sys.argv) > 1 else 'torvane-brand-standards-export.html', 'w').write(to_html(B, 'Torvane Digital Brand Standards 5.0', css))
