# Word-native artwork file-preparation checklist of a UK commercial printer (leave-behinds, detail aids, leaflets).
# Uses docxlib.py (copied unchanged from heldout24) plus a local table writer with vMerge / gridSpan cells.
import sys
from docxlib import run, p, bullet, tc, table, build
from xml.sax.saxutils import escape

def cell(text, w, span=1, vmerge=None, shade=None, bold=False, sz=18):
    pr = f'<w:tcW w:w="{w}" w:type="dxa"/>'
    if span > 1: pr += f'<w:gridSpan w:val="{span}"/>'
    if vmerge == 'restart': pr += '<w:vMerge w:val="restart"/>'
    elif vmerge == 'cont': pr += '<w:vMerge/>'
    if shade: pr += f'<w:shd w:val="clear" w:color="auto" w:fill="{shade}"/>'
    paras = ''.join(p(run(x, b=bold, sz=sz, color=('FFFFFF' if shade == '2E4A3B' else None)), spacing_after=30) for x in text.split('\n')) if text else p('', spacing_after=30)
    return f'<w:tc><w:tcPr>{pr}</w:tcPr>{paras}</w:tc>'

def mtable(rows, widths):
    grid = ''.join(f'<w:gridCol w:w="{w}"/>' for w in widths)
    b = ('<w:tblBorders>' + ''.join(f'<w:{s} w:val="single" w:sz="4" w:space="0" w:color="7F9A8A"/>'
         for s in ('top', 'left', 'bottom', 'right', 'insideH', 'insideV')) + '</w:tblBorders>')
    out = f'<w:tbl><w:tblPr><w:tblW w:w="{sum(widths)}" w:type="dxa"/>{b}<w:tblLayout w:type="fixed"/></w:tblPr><w:tblGrid>{grid}</w:tblGrid>'
    for r in rows:
        out += '<w:tr><w:trPr><w:cantSplit/></w:trPr>' + ''.join(r) + '</w:tr>'
    return out + '</w:tbl>' + p('', spacing_after=60)

H = '2E4A3B'
body = []
body.append(p('Fernhill Print Group Ltd', style='Title'))
body.append(p([run('Artwork File Preparation Checklist — Leave-behinds, Detail Aids and Folded Leaflets', b=True, sz=24)]))
body.append(p('Form FPG-PP-07, issue 6 (September 2026). Unit 4, Brookfield Park, Milton Keynes MK12 5TW · prepress@fernhillprint.example · 01908 555 310'))
body.append(p('About this checklist', style='Heading1'))
body.append(p('We print for healthcare agencies and pharmaceutical companies across the UK and Ireland: around 2,600 jobs a year, most of them representative leave-behinds, detail aids and patient leaflets. Nine out of ten delays we see are caused by artwork that has to go back to the studio, so please work through this list before you upload.'))
body.append(p('How to read it: every line marked ● in the Required column is checked by our preflight and a file that fails it is put on hold and returned to you. Lines marked ● in the Recommended column are good practice; we will tell you if a file misses one, but we will print it. Tick the ☐ box when you have checked a line (the ticked form does not need to be sent to us). Notes in [square brackets] explain a requirement and are not requirements themselves.'))
body.append(p('1. Finished sizes', style='Heading1'))
body.append(p('Sizes are width × height in millimetres, finished (trimmed). Artwork is supplied at finished size plus bleed.'))
W = [1550, 1800, 1700, 1100, 1150, 2000]
hdr = [cell(t, w, shade=H, bold=True) for t, w in zip(['Product', 'Format', 'Finished size', 'Bleed', 'Safe margin', 'Binding / fold'], W)]
rows = [hdr,
 [cell('Detail aid', W[0], vmerge='restart', bold=True), cell('A4 portrait, 8 or 12 pp', W[1]), cell('210 × 297 mm', W[2]), cell('3 mm all round', W[3], span=2), cell('Saddle-stitched', W[5])],
 [cell('', W[0], vmerge='cont'), cell('A4 landscape, 8 pp', W[1]), cell('297 × 210 mm', W[2]), cell('3 mm all round', W[3], span=2), cell('Saddle-stitched, short edge', W[5])],
 [cell('', W[0], vmerge='cont'), cell('Tabbed A4, 16 pp', W[1]), cell('220 × 297 mm incl. 10 mm tab', W[2]), cell('3 mm', W[3]), cell('6 mm', W[4]), cell('Wire-O, 8 mm from spine', W[5])],
 [cell('Leave-behind', W[0], vmerge='restart', bold=True), cell('A5 card, single sheet', W[1]), cell('148 × 210 mm', W[2]), cell('3 mm', W[3]), cell('5 mm', W[4]), cell('—', W[5])],
 [cell('', W[0], vmerge='cont'), cell('DL roll-fold, 6 pp', W[1]), cell('99 × 210 mm (flat 297 × 210 mm)', W[2]), cell('3 mm', W[3]), cell('5 mm', W[4]), cell('Roll fold; inside panel 97 mm', W[5])],
 [cell('Patient leaflet', W[0], bold=True), cell('A5 folded to A6', W[1]), cell('105 × 148 mm', W[2]), cell('3 mm', W[3]), cell('5 mm', W[4]), cell('Single fold', W[5])],
]
body.append(mtable(rows, W))
body.append(p('Where the Bleed cell spans the Safe margin column the safe margin is the same as the bleed (3 mm). [Text closer to the trim than the safe margin can be cut off by the guillotine, which moves up to 1.5 mm.]'))
body.append(p('2. Preflight checklist', style='Heading1'))
C = [400, 3100, 1150, 1900, 2750]
def hdr2(): return [cell(t, w, shade=H, bold=True) for t, w in zip(['☐', 'Check', 'Required', 'Recommended', 'Notes'], C)]
def row(check, req, rec, note=''):
    return [cell('☐', C[0]), cell(check, C[1]), cell('●' if req else '', C[2]), cell('●' if rec else '', C[3]), cell(note, C[4])]
def sect(t): return [cell(t, sum(C), span=5, shade='DDE7DF', bold=True)]
rows2 = [hdr2(),
 sect('2.1 File'),
 row('PDF/X-4:2010 with output intent Coated FOGRA39', True, False, '[PDF/X-1a:2001 is also accepted]'),
 row('One PDF per item, single pages in reading order (not printer spreads, not imposed)', True, False, ''),
 row('Page size = finished size + bleed on every page; TrimBox and BleedBox set', True, False, '[we read the TrimBox]'),
 row('Crop marks offset 3 mm from trim, outside the bleed', False, True, ''),
 sect('2.2 Colour'),
 row('All colour CMYK; no RGB or Lab images', True, False, ''),
 row('Spot colours only where a Pantone is ordered on the quote; named exactly as on the quote', True, False, '[e.g. PANTONE 3005 C]'),
 row('Total ink coverage no more than 300% (coated); 260% on uncoated stock', True, False, ''),
 row('Text under 12 pt in 100% black only, set to overprint', True, False, '[no rich black text]'),
 row('Rich black for solids: 60C 40M 40Y 100K', False, True, ''),
 sect('2.3 Images and type'),
 row('Effective image resolution at least 300 ppi', True, False, '[250 ppi is not accepted]'),
 row('Photography in detail aids 350 ppi', False, True, '[sharper on silk stocks]'),
 row('All fonts embedded (no Type 3); no outlined body text', True, False, ''),
 row('Minimum type size 6 pt; reversed type 7 pt', True, False, ''),
 row('Patient leaflets: body text 10 pt or larger', True, False, '[patient readability]'),
 row('Hairlines at least 0.25 pt (0.1 mm)', True, False, ''),
 sect('2.4 Finishing'),
 row('Cutter / die line on its own layer and spot colour named "Cutter", set to overprint', True, False, ''),
 row('Spot UV or varnish supplied as a spot colour named "Varnish", 100%, overprint', True, False, ''),
 row('Creep allowance of 0.1 mm per sheet on saddle-stitched items of 12 pp or more', False, True, '[we can apply it at imposition]'),
 row('No critical content within 8 mm of the Wire-O spine', True, False, ''),
]
body.append(mtable(rows2, C))
body.append(p('3. Pharmaceutical artwork', style='Heading1'))
body.append(p('We do not check regulatory content, but our preflight stops a file when these items are missing, because a reprint is costly for everyone:'))
body.append(bullet('The approval / job bag code must appear on the back cover or last panel, in the format XXX/XX/NNNN/MMYY (for example FRN/UK/0427/1126).'))
body.append(bullet('Prescribing information must be printed on the item itself for promotional detail aids and leave-behinds, not supplied as a loose insert.'))
body.append(bullet('The adverse event reporting statement must be in type at least as large as the body copy; a box around it is recommended.'))
body.append(p('4. Supplying files', style='Heading1'))
body.append(p('Upload to the Fernhill portal against your quote number. File names: FPG quote number, item and version, e.g. Q28814_DetailAid_v3.pdf or Q28814_LeaveBehind_DL_v1.pdf. We do not accept native InDesign or Illustrator files.'))
body.append(table([['Service', 'Turnaround', 'Charge (ex VAT)'],
                   ['Preflight report', 'Same day if received by 12:00', 'Included'],
                   ['Artwork correction by our studio', '1 working day', '£65 per hour'],
                   ['Hard-copy proof (Epson, FOGRA39)', '1 working day', '£28 per item'],
                   ['Digital proof (PDF)', 'Same day', 'Included']], [3200, 3000, 2500], head_shade=H))
body.append(p('Paper stocks, quantities and delivery are confirmed on the quote and the order acknowledgement, not on this form. Standard terms of business apply (FPG-T&C rev 11).'))
build(sys.argv[1], body, 'Fernhill Print Group · Artwork File Preparation Checklist', 'FPG-PP-07 issue 6 · Uncontrolled when printed.', 'Artwork File Preparation Checklist', 'Fernhill Print Group prepress', accent=H, page=(11906, 16838))
