# Builds amberlyn-psp-toolkit-brief.docx by hand: a Word-native (A4, British) patient-support-programme
# toolkit brief with requirement tables that carry an E/D Priority column, a two-row header with a gridSpan
# 'Maximum file size (kB)' over Static / HTML5 and vMerge header cells, and gridSpan rows for all sizes.
import zipfile, sys
from xml.sax.saxutils import escape
W='xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'
def run(t,b=False,i=False,sz=None):
    rpr=''
    if b or i or sz: rpr='<w:rPr>'+('<w:b/>' if b else '')+('<w:i/>' if i else '')+(f'<w:sz w:val="{sz}"/>' if sz else '')+'</w:rPr>'
    return f'<w:r>{rpr}<w:t xml:space="preserve">{escape(t)}</w:t></w:r>'
def p(t,style=None,num=None,i=False):
    ppr=''
    if style or num:
        ppr='<w:pPr>'+(f'<w:pStyle w:val="{style}"/>' if style else '')+(f'<w:numPr><w:ilvl w:val="0"/><w:numId w:val="{num}"/></w:numPr>' if num else '')+'</w:pPr>'
    return f'<w:p>{ppr}{run(t,i=i)}</w:p>'
req=lambda t: p(t,'ListParagraph',num=2)
def cell(t,w,vmerge=None,shade=None,b=False,span=None):
    pr=f'<w:tcW w:w="{w}" w:type="dxa"/>'+(f'<w:gridSpan w:val="{span}"/>' if span else '')
    if vmerge=='restart': pr+='<w:vMerge w:val="restart"/>'
    elif vmerge=='cont': pr+='<w:vMerge/>'
    if shade: pr+=f'<w:shd w:val="clear" w:color="auto" w:fill="{shade}"/>'
    paras=''.join(f'<w:p>{run(x,b)}</w:p>' for x in t.split('\n'))
    return f'<w:tc><w:tcPr>{pr}</w:tcPr>{paras}</w:tc>'
def table(grid,rows):
    g=''.join(f'<w:gridCol w:w="{x}"/>' for x in grid)
    return f'<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="0" w:type="auto"/><w:tblLayout w:type="fixed"/></w:tblPr><w:tblGrid>{g}</w:tblGrid>'+''.join('<w:tr>'+''.join(r)+'</w:tr>' for r in rows)+'</w:tbl>'

H='EADCE6'
body=[]; A=body.append
bul=lambda t: p(t,'ListParagraph',num=1)
A(p('Amberlyn Together: Patient Support Programme Digital Toolkit Brief','Title'))
A(p('Westcombe Pharma UK Ltd · Patient Services · Prepared for Foxglove Health Communications · Version 2.1, 14 January 2027'))
A(p('1. Background','Heading1'))
A(p('Amberlyn (dexorbatide) is a prescription-only medicine for adults with moderate to severe rheumatoid arthritis. Amberlyn Together is the patient support programme for people who have already been prescribed Amberlyn by their specialist. The programme currently supports around 4,200 patients across 38 NHS trusts; its nurse educators make roughly 35 calls a day, and 62% of enrolled patients say they prefer SMS reminders to email. The refresh budget is £180,000.'))
A(p('This brief covers the printed welcome leaflet, the banners on the programme portal, SMS and app notifications, the reminder email and the injection-technique video. Every requirement sits in a table with a Priority column:'))
A(bul('E (essential): material that fails an E item is returned to the agency and cannot be approved.'))
A(bul('D (desirable): good practice that the reviewers will comment on but that never blocks approval.'))
A(p('2. Welcome leaflet (print)','Heading1'))
g=[2600,5200,1300]
hdr=[cell('Item',2600,shade=H,b=True),cell('Requirement',5200,shade=H,b=True),cell('Priority',1300,shade=H,b=True)]
rows=[hdr,
 [cell('Format',2600),cell('A5 portrait, trimmed to 148 × 210 mm',5200),cell('E',1300)],
 [cell('Bleed',2600),cell('3 mm on every edge',5200),cell('E',1300)],
 [cell('Artwork file',2600),cell('PDF/X-1a, all colours CMYK (no RGB or spot colours)',5200),cell('E',1300)],
 [cell('Images',2600),cell('300 dpi at final size',5200),cell('E',1300)],
 [cell('Safe area',2600),cell('Keep text and logos at least 5 mm inside the trim',5200),cell('E',1300)],
 [cell('Body text',2600),cell('12 pt minimum; 14 pt where space allows',5200),cell('E',1300)],
 [cell('Total ink',2600),cell('No more than 300% total area coverage',5200),cell('D',1300)]]
A(table(g,rows))
A(p('3. Portal banners','Heading1'))
A(p('The banners appear only on the logged-in programme portal and in the Amberlyn Together app. Sizes and weights:'))
g=[1800,1900,1900,2200,1300]
rows=[[cell('Size (px)',1800,shade=H,b=True,vmerge='restart'),cell('Maximum file size (kB)',3800,shade=H,b=True,span=2),cell('Formats',2200,shade=H,b=True,vmerge='restart'),cell('Priority',1300,shade=H,b=True,vmerge='restart')],
 [cell('',1800,shade=H,vmerge='cont'),cell('Static',1900,shade=H,b=True),cell('HTML5 (initial load)',1900,shade=H,b=True),cell('',2200,shade=H,vmerge='cont'),cell('',1300,shade=H,vmerge='cont')],
 [cell('300 × 250',1800),cell('120',1900),cell('150',1900),cell('JPG, PNG, HTML5',2200),cell('E',1300)],
 [cell('728 × 90',1800),cell('120',1900),cell('150',1900),cell('JPG, PNG, HTML5',2200),cell('E',1300)],
 [cell('320 × 50',1800),cell('40',1900),cell('not used',1900),cell('JPG, PNG',2200),cell('E',1300)],
 [cell('All sizes',1800),cell('Animation no longer than 20 seconds and no more than two loops; it must stop on the end frame',5800,span=3),cell('E',1300)],
 [cell('All sizes',1800),cell('A 1 px border in Amberlyn Plum (#6B2D5C)',5800,span=3),cell('D',1300)]]
A(table(g,rows))
A(p('4. SMS and app notifications','Heading1'))
g=[2600,5200,1300]
rows=[hdr,
 [cell('SMS reminder',2600),cell('No more than 160 characters, including the opt-out text “Reply STOP to end”',5200),cell('E',1300)],
 [cell('SMS reminder',2600),cell('Plain GSM characters only: no emoji, no links to anything other than the portal',5200),cell('E',1300)],
 [cell('App push title',2600),cell('40 characters maximum',5200),cell('E',1300)],
 [cell('App push body',2600),cell('110 characters maximum; keep it within 90 so that it is not cut off on a locked screen',5200),cell('E',1300)],
 [cell('Timing',2600),cell('Reminders are sent between 09:00 and 19:00 only',5200),cell('E',1300)]]
A(table(g,rows))
A(p('The timing row is applied by the messaging platform when messages are scheduled; the agency supplies copy only.',i=True))
A(p('5. Reminder email','Heading1'))
rows=[hdr,
 [cell('Width',2600),cell('600 px, single column, responsive down to 320 px',5200),cell('E',1300)],
 [cell('Weight',2600),cell('Whole email under 150 kB including images',5200),cell('E',1300)],
 [cell('Subject line',2600),cell('Up to 60 characters',5200),cell('E',1300)],
 [cell('Pre-header',2600),cell('Up to 100 characters',5200),cell('D',1300)],
 [cell('Images',2600),cell('Every image has alt text',5200),cell('E',1300)]]
A(table(g,rows))
A(p('6. Injection-technique video','Heading1'))
rows=[hdr,
 [cell('Picture',2600),cell('1920 × 1080, 25 fps progressive, MP4 (H.264)',5200),cell('E',1300)],
 [cell('Length',2600),cell('3 minutes maximum',5200),cell('E',1300)],
 [cell('Loudness',2600),cell('−23 LUFS ±1 LU (EBU R128), true peak −1 dBTP maximum',5200),cell('E',1300)],
 [cell('Subtitles',2600),cell('Burned-in English subtitles throughout',5200),cell('E',1300)],
 [cell('BSL',2600),cell('A British Sign Language version',5200),cell('D',1300)]]
A(table(g,rows))
A(p('7. Compliance','Heading1'))
rows=[hdr,
 [cell('Adverse events',2600),cell('Every item carries the adverse-event reporting statement with the Yellow Card wording in Appendix B',5200),cell('E',1300)],
 [cell('Job bag code',2600),cell('Every item shows its job bag code (AMB-UK-NNNN, for example AMB-UK-0412) and its date of preparation',5200),cell('E',1300)],
 [cell('Non-promotional',2600),cell('No comparison with other medicines and no claim that goes beyond the SmPC',5200),cell('E',1300)],
 [cell('Audience',2600),cell('Materials are for patients already prescribed Amberlyn; they are never used to recruit new patients',5200),cell('E',1300)],
 [cell('File names',2600),cell('AMBPSP_[Item]_[Size or Length]_v[NN], for example AMBPSP_Banner_300x250_v01.zip, AMBPSP_Leaflet_A5_v03.pdf or AMBPSP_Video_180s_v02.mp4',5200),cell('E',1300)]]
A(table(g,rows))
A(p('8. Timeline','Heading1'))
g=[4500,4600]
rows=[[cell('Milestone',4500,shade=H,b=True),cell('Date',4600,shade=H,b=True)],
 [cell('First drafts to Westcombe',4500),cell('26 February 2027',4600)],
 [cell('Medical and compliance review (2 rounds)',4500),cell('March 2027',4600)],
 [cell('Go-live',4500),cell('12 April 2027',4600)]]
A(table(g,rows))

document=f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {W}><w:body>'+''.join(body)+'<w:sectPr><w:headerReference w:type="default" r:id="rId3"/><w:footerReference w:type="default" r:id="rId4"/><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1300" w:right="1080" w:bottom="1300" w:left="1080" w:header="600" w:footer="600" w:gutter="0"/></w:sectPr></w:body></w:document>'
header=f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr {W}><w:p><w:pPr><w:jc w:val="right"/></w:pPr>{run("Westcombe Pharma UK Ltd · Amberlyn Together PSP · Not for promotional use",sz=16)}</w:p></w:hdr>'
footer=f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:ftr {W}><w:p><w:pPr><w:jc w:val="center"/></w:pPr>{run("AMB-UK-0398 · Date of preparation: January 2027 · Page ",sz=16)}<w:r><w:rPr><w:sz w:val="16"/></w:rPr><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p></w:ftr>'
def hstyle(l,sz): return f'<w:style w:type="paragraph" w:styleId="Heading{l}"><w:name w:val="heading {l}"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="240" w:after="100"/><w:outlineLvl w:val="{l-1}"/></w:pPr><w:rPr><w:b/><w:color w:val="6B2D5C"/><w:sz w:val="{sz}"/></w:rPr></w:style>'
styles=f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles {W}><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Liberation Sans" w:hAnsi="Liberation Sans" w:eastAsia="Liberation Sans" w:cs="Liberation Sans"/><w:sz w:val="20"/></w:rPr></w:rPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:pPr><w:spacing w:after="100"/></w:pPr></w:style><w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:rPr><w:b/><w:sz w:val="32"/><w:color w:val="6B2D5C"/></w:rPr></w:style><w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/><w:pPr><w:ind w:left="720"/></w:pPr></w:style>'+hstyle(1,26)+'<w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/><w:tblPr><w:tblBorders><w:top w:val="single" w:sz="4"/><w:left w:val="single" w:sz="4"/><w:bottom w:val="single" w:sz="4"/><w:right w:val="single" w:sz="4"/><w:insideH w:val="single" w:sz="4"/><w:insideV w:val="single" w:sz="4"/></w:tblBorders></w:tblPr></w:style></w:styles>'
numbering=f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering {W}><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="360" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum><w:abstractNum w:abstractNumId="1"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="R%1."/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="720" w:hanging="560"/></w:pPr></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num><w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num></w:numbering>'
ct='<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/><Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/><Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>'
rels='<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>'
drels='<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/><Relationship Id="rId4" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/></Relationships>'
core='<?xml version="1.0" encoding="UTF-8" standalone="yes"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Amberlyn Together: Digital Toolkit Brief</dc:title></cp:coreProperties>'
with zipfile.ZipFile(sys.argv[1],'w',zipfile.ZIP_DEFLATED) as z:
    for n,d in [('[Content_Types].xml',ct),('_rels/.rels',rels),('word/_rels/document.xml.rels',drels),('docProps/core.xml',core),('word/styles.xml',styles),('word/numbering.xml',numbering),('word/header1.xml',header),('word/footer1.xml',footer),('word/document.xml',document)]:
        z.writestr(zipfile.ZipInfo(n,(2027,1,1,0,0,0)),d,compress_type=zipfile.ZIP_DEFLATED)

