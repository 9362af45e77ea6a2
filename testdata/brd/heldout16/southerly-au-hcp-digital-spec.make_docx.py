# Writes southerly-au-hcp-digital-spec.docx: an Australian healthcare agency's Word production specification for
# Medicines Australia Code-compliant HCP digital (hand-written OOXML; helpers copied from heldout15's mireva-nz-dtc-clearance-brief.make_docx.py).
# Usage: python3 southerly-au-hcp-digital-spec.make_docx.py OUT.docx
import sys, zipfile
from xml.sax.saxutils import escape

W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'

def run(t, b=False, i=False, sz=None, color=None):
    pr = ''
    if b: pr += '<w:b/>'
    if i: pr += '<w:i/>'
    if color: pr += f'<w:color w:val="{color}"/>'
    if sz: pr += f'<w:sz w:val="{sz}"/><w:szCs w:val="{sz}"/>'
    return f'<w:r>{"<w:rPr>"+pr+"</w:rPr>" if pr else ""}<w:t xml:space="preserve">{escape(t)}</w:t></w:r>'

def p(content, style=None, align=None, spacing_after=None, keep=False):
    if isinstance(content, str) and not content.startswith('<w:'): content = run(content)
    elif isinstance(content, list): content = ''.join(content)
    pr = ''
    if style: pr += f'<w:pStyle w:val="{style}"/>'
    if keep: pr += '<w:keepNext/>'
    if spacing_after is not None: pr += f'<w:spacing w:after="{spacing_after}"/>'
    if align: pr += f'<w:jc w:val="{align}"/>'
    return f'<w:p>{"<w:pPr>"+pr+"</w:pPr>" if pr else ""}{content}</w:p>'

def bullet(content):
    if isinstance(content, str): content = run(content)
    return f'<w:p><w:pPr><w:pStyle w:val="ListBullet"/><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr>{content}</w:p>'

def tc(content, width, shade=None, span=1, bold=False):
    pr = f'<w:tcW w:w="{width}" w:type="dxa"/>'
    if span > 1: pr += f'<w:gridSpan w:val="{span}"/>'
    if shade: pr += f'<w:shd w:val="clear" w:color="auto" w:fill="{shade}"/>'
    if isinstance(content, str):
        paras = ''.join(p(run(x, b=bold, sz=18), spacing_after=40) for x in content.split('\n'))
    else:
        paras = ''.join(content)
    return f'<w:tc><w:tcPr>{pr}</w:tcPr>{paras}</w:tc>'

def table(rows, widths, header=True, head_shade='1F4E5C', borders=True):
    grid = ''.join(f'<w:gridCol w:w="{w}"/>' for w in widths)
    b = ('<w:tblBorders>' + ''.join(f'<w:{s} w:val="single" w:sz="4" w:space="0" w:color="8EA9B0"/>'
         for s in ('top', 'left', 'bottom', 'right', 'insideH', 'insideV')) + '</w:tblBorders>') if borders else ''
    out = f'<w:tbl><w:tblPr><w:tblW w:w="{sum(widths)}" w:type="dxa"/>{b}<w:tblLayout w:type="fixed"/><w:tblCellMar><w:left w:w="80" w:type="dxa"/><w:right w:w="80" w:type="dxa"/></w:tblCellMar></w:tblPr><w:tblGrid>{grid}</w:tblGrid>'
    for n, r in enumerate(rows):
        trpr = '<w:trPr><w:tblHeader/><w:cantSplit/></w:trPr>' if (header and n == 0) else '<w:trPr><w:cantSplit/></w:trPr>'
        cells = ''
        for k, c in enumerate(r):
            if header and n == 0:
                cells += tc([p(run(c, b=True, sz=18, color='FFFFFF'), spacing_after=40)], widths[k], shade=head_shade)
            else:
                cells += tc(c, widths[k])
        out += f'<w:tr>{trpr}{cells}</w:tr>'
    return out + '</w:tbl>' + p('', spacing_after=60)

def grid(pairs, widths):
    out_rows = []
    for a, b, c, d in pairs:
        out_rows.append([a, b, c, d])
    grid = ''.join(f'<w:gridCol w:w="{w}"/>' for w in widths)
    bd = '<w:tblBorders>' + ''.join(f'<w:{s} w:val="single" w:sz="4" w:space="0" w:color="8EA9B0"/>' for s in ('top', 'left', 'bottom', 'right', 'insideH', 'insideV')) + '</w:tblBorders>'
    out = f'<w:tbl><w:tblPr><w:tblW w:w="{sum(widths)}" w:type="dxa"/>{bd}<w:tblLayout w:type="fixed"/></w:tblPr><w:tblGrid>{grid}</w:tblGrid>'
    for r in out_rows:
        out += '<w:tr>' + tc(r[0], widths[0], shade='E3EEF0', bold=True) + tc(r[1], widths[1]) + tc(r[2], widths[2], shade='E3EEF0', bold=True) + tc(r[3], widths[3]) + '</w:tr>'
    return out + '</w:tbl>' + p('', spacing_after=60)

def box(title, paras):
    inner = [p(run(title, b=True, sz=22, color='1F4E5C'), spacing_after=80)] + paras
    bd = '<w:tblBorders>' + ''.join(f'<w:{s} w:val="single" w:sz="18" w:space="0" w:color="1F4E5C"/>' for s in ('top', 'left', 'bottom', 'right')) + '</w:tblBorders>'
    return (f'<w:tbl><w:tblPr><w:tblW w:w="9360" w:type="dxa"/>{bd}<w:tblLayout w:type="fixed"/><w:tblCellMar><w:top w:w="100" w:type="dxa"/><w:left w:w="140" w:type="dxa"/><w:bottom w:w="100" w:type="dxa"/><w:right w:w="140" w:type="dxa"/></w:tblCellMar></w:tblPr>'
            f'<w:tblGrid><w:gridCol w:w="9360"/></w:tblGrid><w:tr>{tc(inner, 9360, shade="F2F8F9")}</w:tr></w:tbl>' + p('', spacing_after=60))

body = []
A = body.append
A(p([run('SOUTHERLY HEALTH COMMUNICATIONS · DIGITAL PRODUCTION SPECIFICATION', b=True, sz=20, color='5B8A94')], spacing_after=0))
A(p('Brevicor® (zanoferrin) – HCP digital, Australia 2027', style='Title'))
A(grid([
    ('Client', 'Kestrel Therapeutics Australia Pty Ltd', 'Job no.', 'SHC-4471'),
    ('Account lead', 'Mia Castellano', 'Client contact', 'Dr Ravi Naidu, Medical Affairs'),
    ('Issued', '9 November 2026', 'Version', '2.0 (supersedes 1.3)'),
    ('Fee', 'A$86,500 ex GST (production only)', 'Live', '1 February 2027'),
], [1600, 3000, 1300, 3000]))

A(p('1. Background', style='Heading1', keep=True))
A(p('Brevicor is a prescription-only medicine (Schedule 4) registered by the TGA in August 2026 for iron deficiency in adults with chronic kidney disease. It was PBS listed on 1 November 2026 as an Authority Required (STREAMLINED) item. The audience is about 610 nephrologists, 2,300 renal nurses and the GPs who share care with them. Kestrel is a member of Medicines Australia, so every asset must comply with the Medicines Australia Code of Conduct, Edition 19.'))
A(p('This specification covers the HCP display banners on MedView AU and RenalNet, the eDM programme and a 60-second mechanism-of-action video. Media is booked by Coastline Media; rates and flighting are in their plan and are not repeated here.'))

A(p('2. Code and TGA requirements (every asset)', style='Heading1', keep=True))
A(p('Items in the table are mandatory. Kestrel’s reviewers will not approve an asset that misses one, and the approval is not valid until the job code is issued.'))
A(table([
    ['Element', 'Requirement'],
    ['Audience', 'Healthcare professionals only. Advertising of a prescription-only medicine to the general public is prohibited in Australia, so no asset may be placed where consumers can see it.'],
    ['Product Information', 'Full PI, or a prominent link to the full PI labelled “Please review Product Information before prescribing”. Print pieces carry the Minimum PI.'],
    ['PBS information', 'The PBS listing statement exactly as supplied: “PBS Information: Authority Required (STREAMLINED). Refer to PBS Schedule for full authority information.”'],
    ['Black triangle', 'The black triangle symbol and “This medicinal product is subject to additional monitoring in Australia due to provisional registration. Please report suspected adverse events at www.tga.gov.au/reporting-problems.”'],
    ['Size of mandatory text', 'PI, PBS and black-triangle text set in type with a lower-case x-height of at least 1 mm in print (about 7.5 pt in Arial) and never smaller than 11 px on screen'],
    ['Company details', '“Kestrel Therapeutics Australia Pty Ltd, ABN 48 611 902 335, Level 9, 60 Miller Street, North Sydney NSW 2060.”'],
    ['Job code', 'KTA-BRV-#### followed by the date of preparation (DOP) as MM/YYYY, for example KTA-BRV-0193 DOP 11/2026'],
], [2300, 6600]))
A(p([run('Generic name: zanoferrin must appear with the first and most prominent mention of Brevicor, in type at least half the size of the brand name.', b=False)]))

A(p('3. Display banners', style='Heading1', keep=True))
A(p('MedView AU and RenalNet accept HTML5 and static banners in the sizes below. Weights are per banner including all assets; animation stops after 15 seconds and runs no more than three loops.'))
A(table([
    ['Size (px)', 'Publisher name', 'Max weight', 'Format'],
    ['300 × 250', 'MREC', '200 KB', 'HTML5 or JPG/PNG'],
    ['728 × 90', 'Leaderboard', '200 KB', 'HTML5 or JPG/PNG'],
    ['300 × 600', 'Half page', '250 KB', 'HTML5 or JPG/PNG'],
    ['320 × 100', 'Mobile large banner', '60 KB', 'JPG/PNG only'],
], [1700, 2600, 1700, 2900]))
A(bullet('The final frame of every animated banner must show the PI link, the PBS statement and the black triangle statement.'))
A(bullet('Because the mandatory text cannot fit legibly on the 728 × 90 and 320 × 100, those sizes carry the PI link and “PBS Information and black triangle statement on click-through” with the statements on the landing page.'))
A(bullet('Include a backup GIF or JPG for HTML5 builds, under 50 KB.'))
A(p([run('Recommended: keep the brand name and the headline on every frame so the banner reads even if the viewer scrolls past early.', i=True)]))

A(p('4. eDM (HCP email)', style='Heading1', keep=True))
A(bullet('Send only to Kestrel’s opted-in HCP database; the agency never holds the list.'))
A(bullet('Width 640 px, single column.'))
A(bullet('Subject line no longer than 45 characters; no product claim in the subject line.'))
A(bullet('Full PI as a link, and the PBS and black triangle statements in live text above the footer.'))
A(bullet('Total weight of the HTML no more than 100 KB; each image no more than 150 KB.'))
A(bullet('Unsubscribe link and Kestrel’s postal address in the footer (Spam Act 2003).'))

A(p('5. Mechanism-of-action video', style='Heading1', keep=True))
A(table([
    ['Property', 'Specification'],
    ['Format', 'MP4 (H.264), 1920 × 1080, 25 fps progressive'],
    ['Length', '60 seconds; no more than 62 seconds including the end card'],
    ['Audio', 'Stereo AAC, 48 kHz; −24 LKFS (OP-59) with a tolerance of ±1'],
    ['End card', 'PI link, PBS statement and black triangle statement held for at least 7 seconds'],
    ['Captions', 'Open captions (burned in) in Australian English'],
], [2300, 6600]))

A(p('6. Timing and fees', style='Heading1', keep=True))
A(table([
    ['Milestone', 'Date'],
    ['Concepts to Kestrel', '20 November 2026'],
    ['Medical and regulatory review (2 rounds, 5 business days each)', '27 November – 11 December 2026'],
    ['Final artwork to Coastline Media', '18 January 2027'],
    ['Live', '1 February 2027'],
], [6000, 2900]))
A(p('Production fee A$86,500 ex GST including two rounds of amends; a third round is charged at A$190 an hour. Payment terms 30 days from invoice.'))
A(p('Version 2.0 changes: the mobile size is now 320 × 100 (was 320 × 50); MREC weight raised to 200 KB (was 150 KB); video end card 7 seconds (was 5).'))

sect = ('<w:sectPr><w:headerReference w:type="default" r:id="rIdH"/><w:footerReference w:type="default" r:id="rIdF"/>'
        '<w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1200" w:right="1300" w:bottom="1200" w:left="1300" w:header="600" w:footer="600" w:gutter="0"/></w:sectPr>')
document = f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {W}><w:body>{"".join(body)}{sect}</w:body></w:document>'
styles = f'''<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles {W}>
<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:cs="Calibri"/><w:sz w:val="20"/><w:szCs w:val="20"/><w:lang w:val="en-AU"/></w:rPr></w:rPrDefault>
<w:pPrDefault><w:pPr><w:spacing w:after="100" w:line="259" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:pPr><w:spacing w:after="200"/></w:pPr><w:rPr><w:b/><w:color w:val="1F4E5C"/><w:sz w:val="34"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="220" w:after="80"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:color w:val="1F4E5C"/><w:sz w:val="24"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="ListBullet"><w:name w:val="List Bullet"/><w:basedOn w:val="Normal"/><w:pPr><w:spacing w:after="60"/><w:ind w:left="360" w:hanging="260"/></w:pPr></w:style>
<w:style w:type="paragraph" w:styleId="Header"><w:name w:val="header"/><w:basedOn w:val="Normal"/><w:rPr><w:color w:val="5B8A94"/><w:sz w:val="16"/></w:rPr></w:style>
</w:styles>'''

numbering = f'''<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering {W}>
<w:abstractNum w:abstractNumId="0"><w:multiLevelType w:val="singleLevel"/><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="360" w:hanging="260"/></w:pPr></w:lvl></w:abstractNum>
<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>'''

header = f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr {W}>' + p([run('Southerly Health Communications · Brevicor HCP digital 2027 · SHC-4471 · v2.0')], style='Header', align='right') + '</w:hdr>'
footer = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:ftr {W}><w:p><w:pPr><w:pStyle w:val="Header"/></w:pPr>'
          + run('Confidential – prepared for Kestrel Therapeutics Australia Pty Ltd. Page ') +
          '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p></w:ftr>')

ct = '''<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>
<Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/>
<Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>
<Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/>
<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>'''
rels = '''<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>'''
docrels = '''<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rIdS" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
<Relationship Id="rIdN" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/>
<Relationship Id="rIdH" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/>
<Relationship Id="rIdF" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/></Relationships>'''
core = '''<?xml version="1.0" encoding="UTF-8" standalone="yes"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<dc:title>Brevicor HCP digital production specification</dc:title><dc:creator>Mia Castellano</dc:creator>
<dcterms:created xsi:type="dcterms:W3CDTF">2026-10-19T09:00:00Z</dcterms:created></cp:coreProperties>'''

with zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_DEFLATED) as z:
    z.writestr('[Content_Types].xml', ct); z.writestr('_rels/.rels', rels)
    z.writestr('word/document.xml', document); z.writestr('word/styles.xml', styles)
    z.writestr('word/numbering.xml', numbering); z.writestr('word/_rels/document.xml.rels', docrels)
    z.writestr('word/header1.xml', header); z.writestr('word/footer1.xml', footer)
    z.writestr('docProps/core.xml', core)
