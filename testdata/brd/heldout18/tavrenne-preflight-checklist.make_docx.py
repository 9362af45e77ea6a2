# Writes tavrenne-preflight-checklist.docx: a studio's PRE-FLIGHT QA CHECKLIST (Word form, A4, British) filled in
# for one build of UK HCP banners and a Veeva Approved Email. Hand-written OOXML (no library): tables with a
# tick-box Result column (✔ / ✘ / ☐ / —), [HARD] markers from a legend, a summary line and a notes list with [x] / [ ].
# Usage: python3 tavrenne-preflight-checklist.make_docx.py tavrenne-preflight-checklist.docx
import sys, zipfile
from xml.sax.saxutils import escape
W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'
def run(t, b=False, sz=None, color=None):
    pr = ''
    if b: pr += '<w:b/>'
    if color: pr += f'<w:color w:val="{color}"/>'
    if sz: pr += f'<w:sz w:val="{sz}"/>'
    pr += '<w:rFonts w:ascii="Arial" w:hAnsi="Arial" w:cs="Arial" w:eastAsia="Segoe UI Symbol"/>'
    return f'<w:r><w:rPr>{pr}</w:rPr><w:t xml:space="preserve">{escape(t)}</w:t></w:r>'
def para(*runs, style=None, space=60, shade=None):
    ppr = f'<w:spacing w:after="{space}"/>'
    if shade: ppr += f'<w:shd w:val="clear" w:fill="{shade}"/>'
    rr = ''.join(r if r.startswith('<w:r>') else run(r) for r in runs)
    return f'<w:p><w:pPr>{ppr}</w:pPr>{rr}</w:p>'
def P(t, **k): return para(run(t, sz=k.pop('sz', 19), b=k.pop('b', False)), **k)
def H(t): return para(run(t, b=True, sz=24, color='1F3864'), space=80)
def table(widths, rows, header=True):
    grid = ''.join(f'<w:gridCol w:w="{w}"/>' for w in widths)
    out = ('<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/><w:tblBorders>' +
           ''.join(f'<w:{s} w:val="single" w:sz="4" w:color="808080"/>' for s in ('top','left','bottom','right','insideH','insideV')) +
           f'</w:tblBorders><w:tblLayout w:type="fixed"/></w:tblPr><w:tblGrid>{grid}</w:tblGrid>')
    for i, r in enumerate(rows):
        hdr = header and i == 0
        out += '<w:tr>' + ('<w:trPr><w:tblHeader/></w:trPr>' if hdr else '')
        for w, c in zip(widths, r):
            shd = '<w:shd w:val="clear" w:fill="D9E2F3"/>' if hdr else ''
            out += f'<w:tc><w:tcPr><w:tcW w:w="{w}" w:type="dxa"/>{shd}</w:tcPr>{para(run(c, b=hdr, sz=17), space=0)}</w:tc>'
        out += '</w:tr>'
    return out + '</w:tbl>' + para('', space=60)
CK = ['No.', 'Check', 'Pass criteria', 'Result', 'By']
WD = [620, 2300, 4700, 900, 600]
body = [
 para(run('Tavrenne Studio · Form QA-07 (v3.2) · Pre-flight checklist', sz=16, color='666666')),
 para(run('PRE-FLIGHT QA CHECKLIST – HCP DISPLAY AND APPROVED EMAIL', b=True, sz=30)),
 table([2200, 3000, 2200, 1720], [
  ['Client / brand', 'Harlow Bioscience UK – Lumisca (ferotamab)', 'Job no.', 'HB-2741'],
  ['Build', 'RC 4.2.17 (second QA pass)', 'QA date', '19 March 2027'],
  ['QA by', 'Ines Okafor (IO)', 'Reviewed by', 'Tom Brereton (TB)'],
  ['Tested on', 'Chrome 131, Safari 18, Edge 131; Outlook 365, Gmail web, iOS Mail', 'Environment', 'Staging ad server, preview ID 88213'],
 ], header=False),
 H('How to use this form'),
 P('Tick each line as you check it: ✔ = checked and meets the pass criteria; ✘ = fails (raise a defect and write its number in the Result box); — = not applicable to this build; ☐ = not yet checked.'),
 P('Lines marked [HARD] are hard stops: an asset that fails one goes back to the studio and cannot go live. Lines without [HARD] are advisory: record the result and proceed.'),
 P('The pass criteria are the client’s agreed specification (Lumisca digital spec v2, February 2027). Do not pass an asset on “close enough”.'),
 H('A. Files, sizes and weight'),
 table(WD, [CK,
  ['A1', '[HARD] File name', 'Follows LUM_[Size]_[Audience]_v[NN], e.g. LUM_300x250_HCP_v03.zip', '✔', 'IO'],
  ['A2', '[HARD] Dimensions', '300x250, 300x600 or 728x90 only, exactly as trafficked', '✔', 'IO'],
  ['A3', '[HARD] ZIP weight', '200 kB or less per ZIP, backup image excluded', '✘ DEF-118', 'IO'],
  ['A4', 'Initial load', 'Ideally under 100 kB before the polite load starts', '✔', 'IO'],
  ['A5', '[HARD] File count', 'No more than 15 files inside the ZIP', '✔', 'IO'],
  ['A6', '[HARD] Backup image', 'JPG or PNG, no more than 40 kB, same dimensions as the unit', '✔', 'IO'],
 ]),
 H('B. Animation and behaviour'),
 table(WD, [CK,
  ['B1', '[HARD] Animation length', 'All animation stops within 15 seconds', '✔', 'IO'],
  ['B2', '[HARD] Loops', 'Two loops maximum; the unit ends on the static end frame', '✘ DEF-121', 'IO'],
  ['B3', '[HARD] Clickthrough', 'Whole unit clickable through clickTag; no hard-coded URLs', '✔', 'IO'],
  ['B4', 'Audio', 'No audio on load; sound only after a user click', '—', 'IO'],
 ]),
 H('C. ABPI Code and compliance'),
 table(WD, [CK,
  ['C1', '[HARD] Prescribing information', '“Prescribing information” link visible on the end frame and clickable', '✔', 'TB'],
  ['C2', '[HARD] Adverse event statement', 'Full AE reporting statement on the end frame, starting “Adverse events should be reported.”', '✔', 'TB'],
  ['C3', '[HARD] Black triangle', 'Inverted black triangle ▼ beside the first mention of Lumisca, at least 10 px high', '✘ DEF-124', 'TB'],
  ['C4', '[HARD] Job bag number and date', 'Job bag in the format LUM/UK/NNNN (e.g. LUM/UK/0412) and date of preparation on the end frame', '✔', 'TB'],
  ['C5', '[HARD] Audience statement', '“For UK healthcare professionals only” on the first frame', '✔', 'TB'],
  ['C6', '[HARD] Smallest text', 'No text smaller than 10 px, including the AE statement', '✔', 'TB'],
  ['C7', 'Contrast', 'Body copy at least 4.5:1 against its background', '✔', 'TB'],
 ]),
 H('D. Veeva Approved Email'),
 table(WD, [CK,
  ['D1', '[HARD] Subject line', '60 characters or fewer, spaces included', '✔', 'IO'],
  ['D2', 'Pre-header', '90 characters or fewer', '✔', 'IO'],
  ['D3', '[HARD] Width', 'Email body 600 px wide', '✔', 'IO'],
  ['D4', '[HARD] Unsubscribe', 'Unsubscribe token present in the footer', '✔', 'IO'],
  ['D5', '[HARD] Animated GIF', 'No more than 1 MB; first frame carries the key message', '—', 'IO'],
 ]),
 H('Result'),
 P('Checks on this form: 22. Passed 17 · Failed 3 · Not applicable 2. Pass rate 85% (17 of 20 applicable). Hard stops failed: 3, so this build is NOT cleared for go-live.'),
 P('Defects raised: DEF-118 (ZIP 214 kB on 300x600), DEF-121 (728x90 loops three times), DEF-124 (triangle 7 px on 300x250). Fix due 22 March 2027; re-test booked for RC 4.2.18.'),
 H('Notes for the next pass'),
 P('[x] Re-test A3, B2 and C3 on RC 4.2.18.'),
 P('[x] Ask media whether the 970x250 billboard is still planned (not in this build; no spec agreed yet).'),
 P('[ ] Update Form QA-07 to v3.3 once the new email template ships (owner: TB).'),
 P('[ ] Time spent on this pass: 3.5 hours; charge to HB-2741-QA.'),
 H('Sign-off'),
 table([2600, 2600, 2200, 1720], [['Role', 'Name', 'Signature', 'Date'], ['QA lead', 'Ines Okafor', '', ''], ['Account director', 'Tom Brereton', '', '']]),
 P('Tavrenne Studio Ltd · 14 Canal Wharf, Leeds LS11 5PS · Registered in England no. 08812345. Form QA-07 is an internal document.', sz=14),
]
doc = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {W}><w:body>' + ''.join(body) +
       '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1000" w:right="900" w:bottom="1000" w:left="900" w:header="500" w:footer="500" w:gutter="0"/></w:sectPr></w:body></w:document>')
ct = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>')
rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>')
with zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_DEFLATED) as z:
    z.writestr('[Content_Types].xml', ct); z.writestr('_rels/.rels', rels); z.writestr('word/document.xml', doc)
