# Writes vantorel-change-request-form.docx: a Word-native CHANGE REQUEST FORM (hand-written OOXML, US Letter,
# header/footer): a request-details table, the reason, a change table "Current specification | Requested
# specification | Decision" with ☒/☐ Approved / Rejected boxes, an impact assessment with money and days, and an
# approvals table. Only approved requested values change the specification; a rejected row keeps the current one.
# Usage: python3 vantorel-change-request-form.make_docx.py vantorel-change-request-form.docx
import sys, zipfile
from xml.sax.saxutils import escape

W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'


def run(t, b=False, i=False, sz=None):
    rpr = ''
    if b: rpr += '<w:b/>'
    if i: rpr += '<w:i/>'
    if sz: rpr += f'<w:sz w:val="{sz}"/>'
    return f'<w:r>{"<w:rPr>" + rpr + "</w:rPr>" if rpr else ""}<w:t xml:space="preserve">{escape(t)}</w:t></w:r>'


def para(t='', style=None, b=False, i=False, sz=None, runs=None):
    ppr = f'<w:pPr><w:pStyle w:val="{style}"/></w:pPr>' if style else ''
    body = runs if runs is not None else (run(t, b, i, sz) if t else '')
    return f'<w:p>{ppr}{body}</w:p>'


def cellxml(content, w, shade=None, b=False, span=1):
    tcpr = f'<w:tcW w:w="{w}" w:type="dxa"/>'
    if span > 1: tcpr += f'<w:gridSpan w:val="{span}"/>'
    if shade: tcpr += f'<w:shd w:val="clear" w:color="auto" w:fill="{shade}"/>'
    paras = content if isinstance(content, list) else [content]
    inner = ''.join(p if p.startswith('<w:p>') else para(p, b=b, sz=18) for p in paras)
    return f'<w:tc><w:tcPr>{tcpr}</w:tcPr>{inner}</w:tc>'


def table(widths, rows, header=True):
    grid = ''.join(f'<w:gridCol w:w="{w}"/>' for w in widths)
    out = ('<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/><w:tblBorders>' +
           ''.join(f'<w:{s} w:val="single" w:sz="4" w:space="0" w:color="808080"/>' for s in
                   ('top', 'left', 'bottom', 'right', 'insideH', 'insideV')) +
           '</w:tblBorders><w:tblCellMar><w:left w:w="80" w:type="dxa"/><w:right w:w="80" w:type="dxa"/></w:tblCellMar>'
           f'</w:tblPr><w:tblGrid>{grid}</w:tblGrid>')
    for ri, r in enumerate(rows):
        hdr = header and ri == 0
        out += '<w:tr>' + ('<w:trPr><w:tblHeader/></w:trPr>' if hdr else '')
        for ci, c in enumerate(r):
            out += cellxml(c, widths[ci], shade='D9E2F3' if hdr else None, b=hdr)
        out += '</w:tr>'
    return out + '</w:tbl>' + para()


def box(approved):
    a, r = ('☒', '☐') if approved else ('☐', '☒')
    return [para(f'{a} Approved', sz=18), para(f'{r} Rejected', sz=18)]


body = []
body.append(para('Change Request Form', 'Title'))
body.append(para('Instructions: describe each change in its own row. Once a row is approved, the requested specification replaces the current one; the Current specification column is kept for reference only. Where a row is rejected, the current specification continues to apply.', i=True, sz=18))
body.append(para('1. Request details', 'Heading1'))
body.append(table([2400, 2400, 2400, 2400], [
    ['CR number', 'CR-0117', 'Date raised', 'September 8, 2026'],
    ['Raised by', 'Allison Park, Brand Manager', 'Priority', 'High'],
    ['Project', 'Vantorel HCP Digital 2026 (job 4471)', 'Baseline document', 'Vantorel HCP Digital BRD v1.3, section 5'],
    ['Agency', 'Maplestone Creative', 'Client', 'Quadrel Biosciences, Inc.'],
], header=False))
body.append(para('2. Reason for change', 'Heading1'))
body.append(para('Two endemic publishers, ClinixNet and RxPortal, lowered their HTML5 limits for Q4 and no longer run the 160x600. Medical/Legal review of round 1 asked for larger ISI text and for the approval code on every frame. The brand team also wants a :15 pre-roll on the ClinixNet video network, which was not in the original scope.', sz=20))
body.append(para('3. Requested changes', 'Heading1'))
H = ['#', 'Item', 'Current specification (BRD v1.3)', 'Requested specification', 'Decision']
rows = [H,
    ['1', 'HTML5 initial load', '200 KB for all sizes', '150 KB for all sizes', box(True)],
    ['2', 'Banner sizes', '300x250, 728x90, 160x600, 300x600', 'Remove the 160x600; sizes: 300x250, 728x90, 300x600', box(True)],
    ['3', 'Animation length', '30 seconds max.', '15 seconds max.', box(True)],
    ['4', 'Loops', '3 loops max.', 'Continuous looping', box(False)],
    ['5', 'ISI text size (banners)', '8 px minimum', '10 px minimum', box(True)],
    ['6', 'Email hero image', '600 x 300 px, 100 KB max.', '640 x 320 px, 80 KB max.', box(False)],
    ['7', 'Approval code', 'Last frame only', 'On every frame, bottom right (e.g. VNT 2026 0913)', box(True)],
    ['8', 'Audience statement', 'In the ISI', '“For US Healthcare Professionals Only” on the first frame of every unit', box(True)],
    ['9', 'Pre-roll (new)', 'Not in scope', 'One :15 spot: MP4 (H.264), 1920 x 1080, 29.97 fps, 50 MB max.', box(True)],
]
body.append(table([400, 1700, 2600, 3200, 1700], rows))
body.append(para('Rows 4 and 6 were rejected by the brand team on September 10: looping is capped by the publishers, and the email template is fixed at 600 px.', sz=18))
body.append(para('4. Impact assessment', 'Heading1'))
body.append(table([2800, 6800], [
    ['Area', 'Impact'],
    ['Cost', '+$6,250 (38 studio hours at $145, plus $740 for the pre-roll edit)'],
    ['Timeline', '+4 business days; new go-live October 5, 2026'],
    ['Assets affected', '14 banners re-built, 1 new video, 0 email changes'],
    ['Risk', 'Low: all changes are within the agreed build framework'],
]))
body.append(para('All other requirements of BRD v1.3 remain in force and are not repeated here.', sz=20))
body.append(para('5. Approvals', 'Heading1'))
body.append(table([2600, 2600, 2400, 2000], [
    ['Name', 'Role', 'Signature', 'Date'],
    ['Allison Park', 'Brand Manager, Quadrel', 'A. Park', '09/10/2026'],
    ['Dr. Ramon Ibarra', 'Medical Reviewer', 'R. Ibarra', '09/10/2026'],
    ['Keith Solberg', 'Account Director, Maplestone', 'K. Solberg', '09/11/2026'],
]))

doc = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {W}><w:body>' + ''.join(body) +
       '<w:sectPr><w:headerReference w:type="default" r:id="rIdH"/><w:footerReference w:type="default" r:id="rIdF"/>'
       '<w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1080" w:right="1080" w:bottom="1080" w:left="1080" w:header="540" w:footer="540" w:gutter="0"/>'
       '</w:sectPr></w:body></w:document>')
hdr = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr {W}>' +
       para('Quadrel Biosciences · Vantorel HCP Digital 2026 · Change Request CR-0117', sz=16) + '</w:hdr>')
ftr = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:ftr {W}>'
       '<w:p><w:r><w:rPr><w:sz w:val="16"/></w:rPr><w:t xml:space="preserve">Form QB-PM-07 rev. 4 · Confidential · Page </w:t></w:r>'
       '<w:r><w:rPr><w:sz w:val="16"/></w:rPr><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r>'
       '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:rPr><w:sz w:val="16"/></w:rPr><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p></w:ftr>')
styles = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles {W}>'
          '<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Liberation Sans" w:hAnsi="Liberation Sans" w:cs="Liberation Sans"/><w:sz w:val="20"/></w:rPr></w:rPrDefault>'
          '<w:pPrDefault><w:pPr><w:spacing w:after="80"/></w:pPr></w:pPrDefault></w:docDefaults>'
          '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>'
          '<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:pPr><w:spacing w:after="160"/></w:pPr><w:rPr><w:b/><w:sz w:val="36"/></w:rPr></w:style>'
          '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="200" w:after="80"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="24"/></w:rPr></w:style>'
          '</w:styles>')
ct = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
      '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>'
      '<Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>'
      '<Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/></Types>')
rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>')
drels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
         '<Relationship Id="rIdS" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>'
         '<Relationship Id="rIdH" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/>'
         '<Relationship Id="rIdF" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/></Relationships>')
with zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_DEFLATED) as z:
    z.writestr('[Content_Types].xml', ct)
    z.writestr('_rels/.rels', rels)
    z.writestr('word/_rels/document.xml.rels', drels)
    z.writestr('word/document.xml', doc)
    z.writestr('word/styles.xml', styles)
    z.writestr('word/header1.xml', hdr)
    z.writestr('word/footer1.xml', ftr)
