# Writes ardelis-brand-standards-manual.docx: a UK pharma company's Word BRAND STANDARDS MANUAL with numbered clauses.
# Usage: python3 THIS.py OUT.docx
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from docxlib import run, p, bullet, table, build

def cl(num, text, bold_lead=None):
    parts = [run(num + '\t')]
    if bold_lead: parts.append(run(bold_lead + ' ', b=True))
    parts.append(run(text))
    return p(parts)

B = []
B.append(p('ARDELIS® (tiralomast) Brand Standards Manual', style='Title'))
B.append(p('Document BSM-ARD-004 · Version 3.0 · Effective 1 December 2026 · Owner: Brand Director, Respiratory, Kestrel Hale Pharmaceuticals Ltd'))
B.append(table([['Version', 'Date', 'Summary of change', 'Approved by'],
                ['2.1', '14 March 2025', 'Clear space reduced from 33% to 25% of the Brand Mark height', 'R. Pemberton'],
                ['3.0', '1 December 2026', 'Co-promotion clauses (Clause 8) added; digital minimum size raised to 110 px', 'R. Pemberton']],
               [1000, 1700, 4600, 1800]))
B.append(p('1. Purpose and status', style='Heading1'))
B.append(cl('1.1', 'This Manual sets out the standards that apply to every item that carries the Ardelis Brand Mark, in any medium, produced by or for Kestrel Hale Pharmaceuticals Ltd ("the Company") in the United Kingdom and Ireland.'))
B.append(cl('1.2', 'In this Manual "shall" denotes a mandatory standard; "should" denotes a recommended practice from which an agency may depart with the written agreement of the Brand Manager; "may" denotes a permission. Explanatory notes in italics are not standards.'))
B.append(cl('1.3', 'Items that do not comply with a mandatory standard will not be certified under the Company\u2019s ABPI Code copy-approval procedure.'))
B.append(p('2. Definitions', style='Heading1'))
B.append(cl('2.1', 'means the Ardelis logotype together with the breath-arc symbol, as supplied in the master artwork files.', '"Brand Mark"'))
B.append(cl('2.2', 'means the height of the Brand Mark measured from the top of the breath-arc to the baseline of the logotype.', '"Mark Height"'))
B.append(cl('2.3', 'means Halwick Respiratory plc, the Company\u2019s co-promotion partner for Ardelis in the United Kingdom.', '"Partner"'))
B.append(p('3. Brand essence', style='Heading1'))
B.append(p(run('Ardelis was launched in 2019 for adults with moderate persistent asthma. The brand idea, "Room to breathe", informs every standard in this Manual. The colour blue was chosen after 14 focus groups in Leeds, Glasgow and Dublin in which 82% of participants associated it with clean air. This section is explanatory.', i=True)))
B.append(p('4. The Brand Mark', style='Heading1'))
B.append(cl('4.1', 'The Brand Mark shall be reproduced only from the master artwork files held in the Company\u2019s digital asset library and shall not be redrawn, re-typeset or altered.'))
B.append(cl('4.2', 'A clear space of not less than 25% of the Mark Height shall be kept free of text, images and other marks on all sides of the Brand Mark.'))
B.append(cl('4.3', 'The Brand Mark shall not be reproduced at a width of less than 25 mm in print or less than 110 px on screen.'))
B.append(cl('4.4', 'The Brand Mark should appear in the lower right-hand corner of print items and in the top left-hand corner of digital items.'))
B.append(cl('4.5', 'The following treatments of the Brand Mark are prohibited:'))
for t in ['(a) stretching, compressing or rotating the Brand Mark;',
          '(b) applying shadows, gradients, outlines or any other effect;',
          '(c) separating the breath-arc symbol from the logotype;',
          '(d) reproducing the Brand Mark in any colour other than Ardelis Blue, white or black;',
          '(e) placing the Brand Mark within a sentence or a headline.']:
    B.append(p(t))
B.append(p('5. Colour', style='Heading1'))
B.append(cl('5.1', 'The Ardelis palette is as follows. The values are the reference values for reproduction and are not, in themselves, standards.'))
B.append(table([['Colour', 'Pantone', 'CMYK', 'RGB', 'HEX'],
                ['Ardelis Blue', '2935 C', '100 / 46 / 0 / 0', '0 / 87 / 184', '#0057B8'],
                ['Breath Aqua', '3252 C', '55 / 0 / 30 / 0', '42 / 210 / 201', '#2AD2C9'],
                ['Graphite', 'Cool Gray 11 C', '44 / 34 / 22 / 77', '83 / 86 / 90', '#53565A'],
                ['Cloud', '656 C', '6 / 1 / 0 / 0', '221 / 229 / 237', '#DDE5ED']],
               [1900, 1600, 2000, 1800, 1800]))
B.append(cl('5.2', 'Breath Aqua shall be used as an accent only and shall not be used for text.'))
B.append(cl('5.3', 'The contrast ratio between text and its background shall be not less than 4.5:1 in digital items.'))
B.append(cl('5.4', 'Print items should be produced in CMYK; the Ardelis Blue special colour may be used for leave-pieces printed in litho.'))
B.append(p('6. Typography', style='Heading1'))
B.append(cl('6.1', 'The brand typeface is Corsley Sans in Regular and Semibold weights. Where Corsley Sans is unavailable (email, PowerPoint), Verdana shall be used.'))
B.append(cl('6.2', 'Body text shall be set at not less than 9 pt in print and not less than 14 px on screen.'))
B.append(cl('6.3', 'The prescribing information and the adverse event reporting statement shall be set in a type size not smaller than 7 pt in print and shall be clearly legible.'))
B.append(cl('6.4', 'The adverse event reporting statement shall be set in a type size at least as large as that used for the prescribing information.'))
B.append(cl('6.5', 'Line spacing should be not less than 120% of the type size.'))
B.append(p('7. Imagery', style='Heading1'))
B.append(cl('7.1', 'Photography shall show adults only, and no person shall be shown using an inhaler in a manner inconsistent with the Summary of Product Characteristics.'))
B.append(cl('7.2', 'Images should show people outdoors or near open windows, in natural light.'))
B.append(cl('7.3', 'Stock images may be used provided the licence covers pharmaceutical advertising in the UK and Ireland.'))
B.append(p('8. Co-promotion with the Partner', style='Heading1'))
B.append(cl('8.1', 'Items used in the co-promotion shall carry the Company logo and the Partner logo in the co-promotion lock-up supplied by the Company.'))
B.append(cl('8.2', 'In the lock-up, the Partner logo shall not exceed the height of the Company logo, and neither company logo shall exceed 50% of the Mark Height.'))
B.append(cl('8.3', 'The statement "Co-promoted by Kestrel Hale Pharmaceuticals Ltd and Halwick Respiratory plc" shall appear on every co-promotion item.'))
B.append(cl('8.4', 'The Partner may not alter co-promotion items or add its own material to them.'))
B.append(p('9. Trade marks', style='Heading1'))
B.append(cl('9.1', 'The ® symbol shall accompany ARDELIS on its first appearance in the body copy of each item.'))
B.append(cl('9.2', 'Every item shall carry the statement "ARDELIS is a registered trade mark of Kestrel Hale Pharmaceuticals Ltd."'))
B.append(cl('9.3', 'ARDELIS shall not be abbreviated, translated or used in the plural.'))
B.append(p('10. Templates and formats', style='Heading1'))
B.append(cl('10.1', 'Items shall be produced from the Company templates in the following formats:'))
B.append(table([['Item', 'Format', 'Size', 'Delivery'],
                ['Leave-piece', 'Print', 'A4, 210 × 297 mm + 3 mm bleed', 'PDF/X-4, images 300 dpi'],
                ['Detail aid (iPad)', 'CLM', '2048 × 1536 px', 'Zip, 50 MB max.'],
                ['HCP email', 'Email', '600 px wide', 'HTML, 100 KB max.'],
                ['Banner', 'Display', '300 × 250 and 728 × 90 px', 'HTML5, 200 KB max.']],
               [1900, 1300, 3300, 2600]))
B.append(cl('10.2', 'Every item shall carry its job bag number and date of preparation in the form ARD-UK-NNNN, MM/YYYY (for example ARD-UK-0412, 11/2026).'))
B.append(p('11. Approval, fees and contacts', style='Heading1'))
B.append(cl('11.1', 'Agencies shall submit work to the Brand Manager at least 15 working days before the required certification date. Font licences for Corsley Sans are charged to agencies at £240 per seat; the artwork library subscription is £1,100 a year per agency.'))
B.append(cl('11.2', 'Brand Manager: Eleanor Fairbairn, eleanor.fairbairn@kestrelhale-example.co.uk, +44 (0)113 496 0781. Medical signatory: Dr Imran Qureshi.'))
B.append(p(run('ARD-UK-0398 · Date of preparation: November 2026', sz=16)))
build(sys.argv[1], B, 'Kestrel Hale Pharmaceuticals Ltd · BSM-ARD-004 v3.0 · Internal and agency use only',
      'Ardelis Brand Standards Manual ·', 'Ardelis Brand Standards Manual', 'Kestrel Hale Brand Office',
      accent='0057B8', font='Calibri', page=(11906, 16838))
