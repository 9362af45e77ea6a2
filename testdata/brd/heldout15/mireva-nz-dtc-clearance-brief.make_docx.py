# Writes mireva-nz-dtc-clearance-brief.docx: a New Zealand brand team's Word PRODUCTION, CLEARANCE AND DELIVERY brief
# for a prescription-medicine DTC campaign (hand-written OOXML; helpers copied from tervasol-dtc-creative-brief.make_docx.py:
# header/footer, details grid, clearance-route table, shaded statutory-statements box, delivery-spec table, timing,
# budget). Usage: python3 mireva-nz-dtc-clearance-brief.make_docx.py OUT.docx
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
A(p([run('PRODUCTION, CLEARANCE AND DELIVERY BRIEF', b=True, sz=20, color='5B8A94')], spacing_after=0))
A(p('Mireva® (mirevatide) – New Zealand consumer campaign 2027', style='Title'))
A(grid([
    ('Client', 'Marlow Health NZ Limited, Auckland', 'Brief ref.', 'MHNZ 27/004'),
    ('Brand manager', 'Aroha Tane', 'Agency', 'Tūī & Partners, Auckland'),
    ('Issued', '16 November 2026', 'Version', '1.2'),
    ('Budget', 'NZ$310,000 production (excl. GST)', 'On air', '7 March 2027'),
], [1600, 3000, 1300, 3000]))

A(p('1. Background', style='Heading1', keep=True))
A(p('New Zealand is one of two countries that allow prescription medicines to be advertised to the public. Mireva is funded by Pharmac from 1 February 2027 for adults who have eight or more migraine days a month and have tried at least two other preventive treatments; about 21,000 New Zealanders qualify. The campaign tells them that a funded monthly option exists and sends them to their GP.'))
A(p('The 2027 campaign runs in two bursts (March–April and August–September) on broadcast TV, broadcaster video on demand (BVOD), Meta and news-site display. The media plan is with Starling Media; this brief covers production, clearance and delivery only.'))

A(p('2. Clearance route', style='Heading1', keep=True))
A(p('Every asset is pre-vetted before it runs. Allow for these steps in the schedule:'))
A(table([
    ['Step', 'Body', 'What it gives', 'Allow'],
    ['1', 'Marlow Health medical and regulatory review', 'Internal approval and job number', '5 working days'],
    ['2', 'TAPS (Therapeutic Advertising Pre-vetting System)', 'TAPS approval number for each asset', '10 working days'],
    ['3', 'CAB (Commercial Approvals Bureau)', 'Key number for TV and BVOD', '3 working days after TAPS'],
    ['4', 'Dispatch (Peach)', 'Delivery to broadcasters', '2 working days before air'],
], [600, 3400, 3100, 1800]))
A(p('The TVC may only air after 8.30 pm and never in programmes with a child audience; Starling Media books around this. Cost of TAPS and CAB fees (about NZ$4,800) sits in the media budget.'))

A(p('3. Statutory and code statements', style='Heading1', keep=True))
A(box('MANDATORY ON EVERY ASSET – TAPS will not approve an asset without them', [
    bullet('The statement “Mireva is a prescription medicine.”'),
    bullet('“Ask your doctor if Mireva is right for you.”'),
    bullet('The funding statement: “Mireva is funded by Pharmac for eligible patients. Normal doctor’s fees and a prescription charge apply.”'),
    bullet('The risk statement, voiced and shown as a super at the same time in every TV and video asset, and in full text on every static asset.'),
    bullet('The sponsor statement “Marlow Health NZ Limited, Auckland.” with the TAPS approval number in the format TAPS NP#####, for example TAPS NP21408.'),
    bullet('Every mandatory super must stay on screen for at least 4 seconds, with text at least 4% of the screen height.'),
    p([run('Recommended: end every TV and video asset on a brand end frame held for 3 seconds.', i=True)]),
]))

A(p('4. Deliverables and delivery specifications', style='Heading1', keep=True))
A(table([
    ['Asset', 'Runs on', 'Specification'],
    ['TVC 30" and 15"', 'TVNZ 1 and 2, Three', '1920 × 1080 interlaced, 25 fps (50i)\nMXF, XDCAM HD 50\nLoudness −24 LKFS ±1; true peak no higher than −2 dBTP\nStereo, 48 kHz\n1 second of silence at head and tail'],
    ['BVOD 30" and 15"', 'TVNZ+, ThreeNow', 'MP4 (H.264), 1920 × 1080 progressive, 25 fps\nAt least 10 Mbps\nLoudness −23 LUFS ±1\nExactly 15 or 30 seconds'],
    ['Meta Stories and Reels', 'Facebook, Instagram', '1080 × 1920 (9:16)\nNo longer than 15 seconds\nRisk statement as a super and in the primary text'],
    ['News-site display', 'NZ Herald, Stuff', '300 × 250, 300 × 600, 320 × 50\nHTML5: 200 KB total at most\nStatic JPG or PNG: 100 KB at most\nThe full risk statement in a scroll panel or on a click-through page'],
], [2000, 2000, 4900]))
A(p([run('Quantities: one 30" and one 15" edit in each format; display in two messages. Translations into te reo Māori are planned for the second burst and will be briefed in May.', i=True, sz=18)]))

A(p('5. Timing', style='Heading1', keep=True))
A(table([
    ['Milestone', 'Date'],
    ['Scripts and storyboards to Marlow review', '4 December 2026'],
    ['Scripts to TAPS', '11 December 2026'],
    ['Shoot (2 days, Auckland)', '26–27 January 2027'],
    ['Finished assets to TAPS and CAB', '12 February 2027'],
    ['Delivery to Peach', '2 March 2027'],
    ['On air', '7 March 2027'],
], [6000, 2900]))

A(p('6. Budget and approvals', style='Heading1', keep=True))
A(p('Production NZ$310,000 excluding GST, of which NZ$42,000 is talent (two years, New Zealand, all media). Two rounds of amends per asset are included. Sign-off: Aroha Tane (brand), Dr Hemi Walker (medical), Sophie Lin (regulatory) and the agency producer.'))

sect = ('<w:sectPr><w:headerReference w:type="default" r:id="rIdH"/><w:footerReference w:type="default" r:id="rIdF"/>'
        '<w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1200" w:right="1300" w:bottom="1200" w:left="1300" w:header="600" w:footer="600" w:gutter="0"/></w:sectPr>')
document = f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {W}><w:body>{"".join(body)}{sect}</w:body></w:document>'

styles = f'''<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles {W}>
<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:cs="Calibri"/><w:sz w:val="20"/><w:szCs w:val="20"/><w:lang w:val="en-NZ"/></w:rPr></w:rPrDefault>
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

header = f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr {W}>' + p([run('Marlow Health NZ · Mireva DTC 2027 · Production, clearance and delivery brief · MHNZ 27/004')], style='Header', align='right') + '</w:hdr>'
footer = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:ftr {W}><w:p><w:pPr><w:pStyle w:val="Header"/></w:pPr>'
          + run('Commercial in confidence – Marlow Health NZ Limited and its agencies. Page ') +
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
<dc:title>Mireva NZ DTC 2027 brief</dc:title><dc:creator>Aroha Tane</dc:creator>
<dcterms:created xsi:type="dcterms:W3CDTF">2026-10-19T09:00:00Z</dcterms:created></cp:coreProperties>'''

with zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_DEFLATED) as z:
    z.writestr('[Content_Types].xml', ct); z.writestr('_rels/.rels', rels)
    z.writestr('word/document.xml', document); z.writestr('word/styles.xml', styles)
    z.writestr('word/numbering.xml', numbering); z.writestr('word/_rels/document.xml.rels', docrels)
    z.writestr('word/header1.xml', header); z.writestr('word/footer1.xml', footer)
    z.writestr('docProps/core.xml', core)
