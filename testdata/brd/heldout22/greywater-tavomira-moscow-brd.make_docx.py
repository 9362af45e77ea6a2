# Writes greywater-tavomira-moscow-brd.docx: a Word-native BRD (hand-written OOXML, written from scratch for this set):
# header/footer with a PAGE field, document-control table, numbered requirement IDs (REQ-0nn) with a MoSCoW column,
# a vertically merged Channel column (vMerge), a weight table with a gridSpan header and units in the header,
# Won't rows, a change log of change requests (CR-n.n) with old and new values, footnote-style notes under a table.
import sys, zipfile
from xml.sax.saxutils import escape

W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'

def run(t, b=False, i=False, sz=None, sup=False):
    rpr = ''
    if b: rpr += '<w:b/>'
    if i: rpr += '<w:i/>'
    if sz: rpr += f'<w:sz w:val="{sz}"/>'
    if sup: rpr += '<w:vertAlign w:val="superscript"/>'
    return f'<w:r>{"<w:rPr>"+rpr+"</w:rPr>" if rpr else ""}<w:t xml:space="preserve">{escape(t)}</w:t></w:r>'

def para(content, style=None, jc=None, keep=False):
    if isinstance(content, str) and not content.startswith('<w:'): content = run(content)
    ppr = ''
    if style: ppr += f'<w:pStyle w:val="{style}"/>'
    if keep: ppr += '<w:keepNext/>'
    if jc: ppr += f'<w:jc w:val="{jc}"/>'
    return f'<w:p>{"<w:pPr>"+ppr+"</w:pPr>" if ppr else ""}{content}</w:p>'

def cell(content, w, shade=None, span=1, vmerge=None, bold=False):
    tcpr = f'<w:tcW w:w="{w}" w:type="dxa"/>'
    if span > 1: tcpr += f'<w:gridSpan w:val="{span}"/>'
    if vmerge == 'start': tcpr += '<w:vMerge w:val="restart"/>'
    elif vmerge == 'cont': tcpr += '<w:vMerge/>'
    if shade: tcpr += f'<w:shd w:val="clear" w:color="auto" w:fill="{shade}"/>'
    paras = content if isinstance(content, list) else [content]
    body = ''.join(para(run(x, b=bold, sz=18)) if isinstance(x, str) else para(x) for x in paras)
    return f'<w:tc><w:tcPr>{tcpr}</w:tcPr>{body}</w:tc>'

def table(widths, rows, header_rows=1):
    grid = ''.join(f'<w:gridCol w:w="{w}"/>' for w in widths)
    b = ''.join(f'<w:{s} w:val="single" w:sz="4" w:space="0" w:color="808080"/>' for s in ('top', 'left', 'bottom', 'right', 'insideH', 'insideV'))
    out = f'<w:tbl><w:tblPr><w:tblW w:w="{sum(widths)}" w:type="dxa"/><w:tblBorders>{b}</w:tblBorders><w:tblCellMar><w:left w:w="80" w:type="dxa"/><w:right w:w="80" w:type="dxa"/></w:tblCellMar></w:tblPr><w:tblGrid>{grid}</w:tblGrid>'
    for n, r in enumerate(rows):
        trpr = '<w:trPr><w:cantSplit/><w:tblHeader/></w:trPr>' if n < header_rows else '<w:trPr><w:cantSplit/></w:trPr>'
        out += f'<w:tr>{trpr}{"".join(r)}</w:tr>'
    return out + '</w:tbl>' + para('')

def H(text, lvl=1): return para(run(text), style=f'Heading{lvl}', keep=True)

body = []
body.append(para(run('Greywater Therapeutics · Rare Disease Business Unit', sz=18), jc='left'))
body.append(para(run('Tavomira™ (elrapatide) HCP and Patient Campaign 2027', b=True, sz=36)))
body.append(para(run('Business Requirements Document', sz=28)))
hw = [2400, 6600]
hd = lambda t: cell(t, 2400, shade='EDEDED', bold=True)
body.append(table(hw, [
    [hd('Document ID'), cell('GWT-TAV-BRD-007', 6600)],
    [hd('Version / status'), cell('1.1 – Approved for build (1.0 approved 2 Nov 2026; 1.1 adds CR-3.1 to CR-3.4)', 6600)],
    [hd('Business owner'), cell('Helen Osei, Brand Lead, Tavomira', 6600)],
    [hd('Prepared by'), cell('Ravi Menon, Business Analyst, Commercial Excellence', 6600)],
    [hd('Reviewers'), cell('Medical (Dr. K. Farrow), Legal (S. Ito), Regulatory (P. Dunn), Digital (A. Wolfe)', 6600)],
], header_rows=0))

body.append(H('1. Purpose and scope'))
body.append(para('Tavomira is approved for adults with hereditary transthyretin amyloidosis with polyneuropathy. This BRD defines the requirements for the 2027 campaign assets: HCP rep-triggered email, HCP endemic display, the patient website video, and the patient starter brochure. Media planning, CRM journeys and the speaker programme are out of scope and covered by their own documents.'))
body.append(para('There are about 3,400 diagnosed patients in the US and roughly 1,900 treating neurologists and cardiologists; the campaign budget for 2027 is $4.1 million including media.'))

body.append(H('2. Priorities (MoSCoW)'))
body.append(para('Every requirement has a MoSCoW priority in the last column of the table:'))
for t in ['Must – a condition of PRC approval; an asset that misses it is rejected.',
          'Should – expected in every asset; the Brand Lead may waive it in writing with a reason.',
          'Could – desirable if time and budget allow; not checked at PRC.',
          'Won’t – agreed NOT to be delivered in this release; listed so that nobody builds it.']:
    body.append(para(run('•  ' + t)))

body.append(H('3. Requirements'))
HS = 'D9E2F3'
W4 = [1500, 1100, 5250, 1150]
hdr = [cell('Channel', W4[0], HS, bold=True), cell('ID', W4[1], HS, bold=True), cell('Requirement', W4[2], HS, bold=True), cell('MoSCoW', W4[3], HS, bold=True)]
def grp(label, items):
    rows = []
    for n, (rid, req, mo) in enumerate(items):
        rows.append([cell(label if n == 0 else '', W4[0], vmerge='start' if n == 0 else 'cont', bold=(n == 0)), cell(rid, W4[1]), cell(req, W4[2]), cell(mo, W4[3])])
    return rows
rows = [hdr]
rows += grp('All assets', [
    ('REQ-001', 'Every asset shall include the indication and the Important Safety Information for Tavomira.', 'Must'),
    ('REQ-002', 'HCP assets shall link to the full Prescribing Information; patient assets shall link to the Patient Information Leaflet and the Prescribing Information.', 'Must'),
    ('REQ-003', 'Each asset shall show the Greywater approval code (format US-TAV-NNNN-YY, e.g. US-TAV-0217-26).', 'Must'),
    ('REQ-004', 'Text contrast shall be at least 4.5:1.', 'Must'),
    ('REQ-005', 'The ™ symbol shall follow the first mention of Tavomira in each asset.', 'Should'),
    ('REQ-006', 'Patient photography shall show adults aged 40 and over.', 'Should'),
])
rows += grp('HCP email (Veeva)', [
    ('REQ-010', 'Template width 600 px; HTML file no larger than 90 KB.', 'Must'),
    ('REQ-011', 'Subject line of 55 characters or fewer; preheader of 85 characters or fewer.', 'Must'),
    ('REQ-012', 'No more than two rep-editable text fields, each limited to 250 characters.', 'Must'),
    ('REQ-013', 'Images should be 72 dpi JPG or PNG, each under 100 KB.', 'Should'),
])
rows += grp('HCP display', [
    ('REQ-014', 'HTML5 banners in the sizes and weights of Table 2.', 'Must'),
    ('REQ-015', 'Animation to stop within 15 s; loops max. 3.', 'Must'),
    ('REQ-016', 'A static backup (JPG) for every banner, within the backup weight in Table 2.', 'Must'),
    ('REQ-017', 'An expandable 970 x 250 rich-media unit.', 'Won’t'),
])
rows += grp('Patient website video', [
    ('REQ-020', 'One film of 90 to 120 seconds, MP4 (H.264), 1920 x 1080, 24 or 30 fps.', 'Must'),
    ('REQ-021', 'Closed captions (WebVTT) and an audio-described version.', 'Must'),
    ('REQ-022', 'Integrated loudness -16 LUFS (±1).', 'Should'),
    ('REQ-023', 'A 15 s cut-down for social media.', 'Won’t'),
    ('REQ-024', 'Chapter markers every 30 s.', 'Could'),
])
rows += grp('Patient brochure', [
    ('REQ-030', 'A5 (148 x 210 mm), 3 mm bleed, PDF/X-4, images 300 dpi minimum.', 'Must'),
    ('REQ-031', 'Body text 12 pt or larger¹.', 'Must'),
    ('REQ-032', 'Uncoated FSC-certified paper.', 'Could'),
])
body.append(para(run('Table 1 – Requirements', b=True, sz=18)))
body.append(table(W4, rows))
body.append(para(run('¹ Footnotes and references may be 9 pt; the ISI section must be at least 10 pt.', sz=16)))

body.append(H('3.1 Display sizes and weights (Table 2)'))
W5 = [1800, 1800, 1800, 1800, 1800]
t2 = [[cell('Size (px)', W5[0], HS, vmerge='start', bold=True), cell('Weights (KB)', W5[1] + W5[2], HS, span=2, bold=True), cell('Backup (KB)', W5[3], HS, vmerge='start', bold=True), cell('MoSCoW', W5[4], HS, vmerge='start', bold=True)],
      [cell('', W5[0], HS, vmerge='cont'), cell('Initial load', W5[1], HS, bold=True), cell('Polite load', W5[2], HS, bold=True), cell('', W5[3], HS, vmerge='cont'), cell('', W5[4], HS, vmerge='cont')],
      [cell('300 x 250', W5[0]), cell('200', W5[1]), cell('500', W5[2]), cell('50', W5[3]), cell('Must', W5[4])],
      [cell('728 x 90', W5[0]), cell('200', W5[1]), cell('500', W5[2]), cell('50', W5[3]), cell('Must', W5[4])],
      [cell('160 x 600', W5[0]), cell('200', W5[1]), cell('500', W5[2]), cell('50', W5[3]), cell('Must', W5[4])],
      [cell('300 x 600', W5[0]), cell('250', W5[1]), cell('600', W5[2]), cell('80', W5[3]), cell('Should', W5[4])]]
body.append(table(W5, t2, header_rows=2))
body.append(para('The 300 x 600 is Should because only two of the four endemic sites carry it; if it is built, its limits are those in the table.'))

body.append(H('4. Change log'))
W6 = [900, 1000, 3400, 2200, 1500]
body.append(table(W6, [
    [cell('CR', W6[0], HS, bold=True), cell('Affects', W6[1], HS, bold=True), cell('Change', W6[2], HS, bold=True), cell('Requested by', W6[3], HS, bold=True), cell('Date', W6[4], HS, bold=True)],
    [cell('CR-3.1', W6[0]), cell('REQ-014', W6[1]), cell('Initial load raised from 150 KB to 200 KB (endemic sites now accept it).', W6[2]), cell('A. Wolfe, Digital', W6[3]), cell('9 Nov 2026', W6[4])],
    [cell('CR-3.2', W6[0]), cell('REQ-011', W6[1]), cell('Subject line shortened from 60 to 55 characters.', W6[2]), cell('Veeva CRM team', W6[3]), cell('12 Nov 2026', W6[4])],
    [cell('CR-3.3', W6[0]), cell('REQ-023', W6[1]), cell('Social cut-down moved from Should to Won’t (no social media in 2027).', W6[2]), cell('H. Osei', W6[3]), cell('16 Nov 2026', W6[4])],
    [cell('CR-3.4', W6[0]), cell('REQ-020', W6[1]), cell('Frame rate 25 fps removed; the film is shot at 24 fps.', W6[2]), cell('Production', W6[3]), cell('20 Nov 2026', W6[4])],
]))

body.append(H('5. Naming'))
body.append(para('Final files shall be named TAV_[REQ ID]_[Size or Length]_[YYYYMMDD], for example TAV_REQ-014_300x250_20270115.zip.'))
body.append(H('6. Sign-off'))
body.append(para('PRC meeting 18 December 2026. Launch of HCP assets 1 February 2027; patient assets 1 March 2027. Agency fees are covered by SOW-2027-03 ($312,000).'))

doc = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {W}><w:body>' + ''.join(body) +
       '<w:sectPr><w:headerReference w:type="default" r:id="rIdH"/><w:footerReference w:type="default" r:id="rIdF"/>'
       '<w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1300" w:right="1200" w:bottom="1200" w:left="1200" w:header="600" w:footer="600" w:gutter="0"/></w:sectPr></w:body></w:document>')
header = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr {W}>' + para(run('GWT-TAV-BRD-007 v1.1 · CONFIDENTIAL · Greywater Therapeutics', sz=16), jc='right') + '</w:hdr>')
footer = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:ftr {W}><w:p><w:pPr><w:jc w:val="center"/></w:pPr>' + run('Page ', sz=16) +
          '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p></w:ftr>')
styles = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles {W}>'
          '<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:cs="Calibri"/><w:sz w:val="21"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="100" w:line="264" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>'
          '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>'
          '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="280" w:after="100"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:color w:val="1F3864"/><w:sz w:val="28"/></w:rPr></w:style>'
          '<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="200" w:after="80"/><w:outlineLvl w:val="1"/></w:pPr><w:rPr><w:b/><w:color w:val="2F5496"/><w:sz w:val="24"/></w:rPr></w:style>'
          '</w:styles>')
ct = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
      '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>'
      '<Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>'
      '<Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/>'
      '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>')
rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>'
        '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>')
drels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
         '<Relationship Id="rIdS" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>'
         '<Relationship Id="rIdH" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/>'
         '<Relationship Id="rIdF" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/></Relationships>')
core = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/">'
        '<dc:title>Tavomira 2027 Campaign BRD</dc:title><dc:creator>Ravi Menon</dc:creator></cp:coreProperties>')
out = sys.argv[1] if len(sys.argv) > 1 else 'greywater-tavomira-moscow-brd.docx'
with zipfile.ZipFile(out, 'w', zipfile.ZIP_DEFLATED) as z:
    z.writestr('[Content_Types].xml', ct); z.writestr('_rels/.rels', rels); z.writestr('docProps/core.xml', core)
    z.writestr('word/document.xml', doc); z.writestr('word/_rels/document.xml.rels', drels); z.writestr('word/styles.xml', styles)
    z.writestr('word/header1.xml', header); z.writestr('word/footer1.xml', footer)
