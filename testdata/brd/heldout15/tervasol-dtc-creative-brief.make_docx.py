# Writes tervasol-dtc-creative-brief.docx: a brand team's Word CREATIVE BRIEF for a DTC wave (hand-written OOXML:
# header/footer, a details grid, a shaded single-cell "Mandatories" box, a deliverables table with a Specs column,
# key dates, budget and sign-off tables). Usage: python3 tervasol-dtc-creative-brief.make_docx.py OUT.docx
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
A(p([run('CREATIVE BRIEF', b=True, sz=20, color='5B8A94')], spacing_after=0))
A(p('Tervasol® (tervokinumab) injection · DTC “Between Doses” Wave 2', style='Title'))
A(grid([
    ('Brand', 'Tervasol – consumer (DTC), United States', 'Brief no.', 'CB 2026/031'),
    ('Brand lead', 'Dana Whitcombe, Associate Director, Consumer Marketing', 'Agency', 'Halden & Pike Health (agency of record)'),
    ('Issued', 'October 19, 2026', 'Version', '2.0 (replaces 1.3 of September 30)'),
    ('Production budget', '$420,000 including talent usage', 'In market', 'February 2, 2027'),
], [1700, 3080, 1300, 3280]))

A(p('1. Background', style='Heading1', keep=True))
A(p('Tervasol was approved in March 2026 for adults with moderate-to-severe plaque psoriasis who are candidates for systemic therapy or phototherapy. Wave 1 (launch) ran from May to September 2026 on CTV, YouTube and Meta and reached 61% of the target audience an average of 7.4 times. Aided awareness rose from 9% to 23%, but 38% of aware respondents told us they did not know that, after two starter doses, Tervasol is taken once every 12 weeks.'))
A(p('Wave 2 keeps the launch look and moves the conversation from “new” to “lasting”. Media is already bought: CTV and YouTube from February 2 to April 26, Meta and programmatic display from February 9, and a welcome email for people who register on tervasol.example.'))

A(p('2. What do we want people to do?', style='Heading1', keep=True))
A(p('Ask a dermatologist about Tervasol at their next visit. We will judge the wave on a 15-point rise in “likely to ask” in the January-to-April tracker (n = 1,200 adults with plaque psoriasis) and on 40,000 sign-ups to the support programme.'))

A(p('3. Who are we talking to?', style='Heading1', keep=True))
A(p('Adults aged 30 to 60 living with moderate-to-severe plaque psoriasis, treated with topicals or with a biologic they feel “wears off” before the next dose. They plan around flares – what to wear, whether to swim, when to say yes to a weekend away. They scroll late in the evening and distrust ads that promise perfect skin.'))

A(p('4. Single-minded proposition', style='Heading1', keep=True))
A(p([run('“Clearer skin that keeps up with your life – four doses a year after the first two.”', b=True, sz=24, color='1F4E5C')]))

A(p('5. Why they should believe it', style='Heading1', keep=True))
A(bullet('In two 52-week studies, about 7 in 10 people had 90% clearer skin at week 16 (PASI 90).'))
A(bullet('Most people who reached clearer skin at week 16 kept it at week 52.'))
A(bullet('After two starter doses at weeks 0 and 4, one injection every 12 weeks.'))
A(p([run('Claims, references and their approved wording are in the Wave 2 claims library (PRC 2026-118). Use only that wording.', i=True)]))

A(p('6. Tone and look', style='Heading1', keep=True))
A(p('Confident, warm, unhurried. Real moments between doses rather than before-and-after. Keep the Wave 1 photography and the teal “between” line; new casting is allowed within the existing usage budget.'))

A(p('7. Mandatories', style='Heading1', keep=True))
A(box('MANDATORIES – not negotiable. Work that misses any of these will not be sent to PRC.', [
    bullet('Every asset must carry the Important Safety Information (ISI). Banners carry it in a scrolling ISI panel of at least 30% of the unit’s height, visible from the first frame.'),
    bullet('Every asset that names Tervasol must state the full indication, except the :06 reminder bumper, which must show the brand name only and no indication or benefit claim.'),
    bullet('Risk information must be as prominent and as readable as the benefit claims (fair balance): same type size as the claims and never faster than them on screen.'),
    bullet('Show the brand name with its established name on first mention: Tervasol (tervokinumab).'),
    bullet('Every asset must link to the full Prescribing Information and the Medication Guide, or say where to find them.'),
    bullet('All online video must have closed captions; Meta video must have open captions burned in.'),
    bullet('Body copy must be at least 12 px on screens and at least 8 pt in print.'),
    bullet('Text must have a contrast ratio of at least 4.5:1 against its background.'),
    bullet('The Tervasol logo must be at least 120 px wide on screen.'),
    bullet('Every asset must carry its PRC approval code in the format US-TRV-NNNNN (example: US-TRV-02614).'),
    p([run('Nice to have: hold the end card for at least 3 seconds, and keep supers inside the 90% title-safe area.', i=True)]),
]))

A(p('8. Deliverables', style='Heading1', keep=True))
A(table([
    ['#', 'Deliverable', 'Channel / placement', 'Specs', 'Qty', 'To PRC'],
    ['1', ':30 “Between” film', 'CTV and YouTube in-stream', '1920 × 1080, MP4 (H.264), 29.97 fps\nAudio −24 LKFS ±2\nISI super plus voiced major statement', '1', 'Dec 4'],
    ['2', ':15 cut-down', 'CTV and YouTube in-stream', 'Same specs as the :30\nExactly 15 seconds', '2', 'Dec 4'],
    ['3', ':06 reminder bumper', 'YouTube bumper', '6 seconds, not skippable\nBrand name, logo and PI reference only', '1', 'Dec 4'],
    ['4', 'HTML5 banners', 'Programmatic, consumer health sites', '300 × 250, 300 × 600, 728 × 90, 320 × 50\nMax 150 KB initial load (320 × 50: max 50 KB)\nAnimation 15 s max, no more than 3 loops\nStatic JPG backup for every size', '4 sizes', 'Nov 27'],
    ['5', 'Meta feed video', 'Facebook and Instagram Feed', '4:5, 1080 × 1350\nUp to 15 seconds\nPrimary text max 125 characters\nHeadline max 40 characters', '2', 'Dec 11'],
    ['6', 'Welcome email', 'Patient CRM (opt-in)', '600 px wide\nSubject line max 50 characters\nPreheader max 90 characters', '1', 'Dec 11'],
], [400, 1700, 1800, 4060, 700, 700]))
A(p([run('Quantities and PRC dates are for planning; the PRC calendar in section 9 governs. Versions for Spanish-language media are briefed separately (CB 2026/034).', i=True, sz=18)]))

A(p('9. Key dates', style='Heading1', keep=True))
A(table([
    ['Milestone', 'Date', 'Owner'],
    ['Briefing and Q&A', 'October 22, 2026', 'Brand + agency'],
    ['Three concept routes', 'November 5, 2026', 'Agency'],
    ['Banners to PRC (round 1)', 'November 27, 2026', 'Agency'],
    ['Film, bumper and cut-downs to PRC', 'December 4, 2026', 'Agency'],
    ['Meta and email to PRC', 'December 11, 2026', 'Agency'],
    ['Final files to media agencies', 'January 15, 2027', 'Agency producer'],
    ['In market', 'February 2, 2027', 'Media'],
], [4200, 2600, 2560]))

A(p('10. Budget and usage', style='Heading1', keep=True))
A(p('Production budget $420,000, of which $96,000 is talent usage (12 months, US, all media). Three rounds of amends are included per deliverable; a fourth round is billed at $185 per hour. The agency holds the Wave 1 edit files; no new shoot is budgeted.'))

A(p('11. Contacts and sign-off', style='Heading1', keep=True))
A(table([
    ['Role', 'Name', 'Signature / date'],
    ['Brand lead', 'Dana Whitcombe', ''],
    ['Brand director', 'Ravi Anand', ''],
    ['Medical reviewer (PRC)', 'Dr. Lena Okafor', ''],
    ['Agency account director', 'Marcus Bell', ''],
], [3000, 3000, 3360]))

sect = ('<w:sectPr><w:headerReference w:type="default" r:id="rIdH"/><w:footerReference w:type="default" r:id="rIdF"/>'
        '<w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1200" w:right="1440" w:bottom="1200" w:left="1440" w:header="600" w:footer="600" w:gutter="0"/></w:sectPr>')
document = f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {W}><w:body>{"".join(body)}{sect}</w:body></w:document>'

styles = f'''<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles {W}>
<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:cs="Calibri"/><w:sz w:val="20"/><w:szCs w:val="20"/><w:lang w:val="en-US"/></w:rPr></w:rPrDefault>
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

header = f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr {W}>' + p([run('Norrow Biosciences · Tervasol DTC Wave 2 · Creative brief v2.0')], style='Header', align='right') + '</w:hdr>'
footer = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:ftr {W}><w:p><w:pPr><w:pStyle w:val="Header"/></w:pPr>'
          + run('Confidential – for Norrow Biosciences and its agencies only. Page ') +
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
<dc:title>Tervasol DTC Wave 2 creative brief</dc:title><dc:creator>Dana Whitcombe</dc:creator>
<dcterms:created xsi:type="dcterms:W3CDTF">2026-10-19T09:00:00Z</dcterms:created></cp:coreProperties>'''

with zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_DEFLATED) as z:
    z.writestr('[Content_Types].xml', ct); z.writestr('_rels/.rels', rels)
    z.writestr('word/document.xml', document); z.writestr('word/styles.xml', styles)
    z.writestr('word/numbering.xml', numbering); z.writestr('word/_rels/document.xml.rels', docrels)
    z.writestr('word/header1.xml', header); z.writestr('word/footer1.xml', footer)
    z.writestr('docProps/core.xml', core)
