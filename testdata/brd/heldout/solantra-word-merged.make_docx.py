# Builds solantra-word-merged.docx by hand: a corporate Word template with a page header,
# checkbox glyphs, a table whose header has a horizontally merged cell (gridSpan) and whose
# first column has vertically merged cells (vMerge).
import zipfile, sys
from xml.sax.saxutils import escape
W='xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'
def run(t,b=False,sz=None):
    rpr=''
    if b or sz: rpr='<w:rPr>'+('<w:b/>' if b else '')+(f'<w:sz w:val="{sz}"/>' if sz else '')+'</w:rPr>'
    return f'<w:r>{rpr}<w:t xml:space="preserve">{escape(t)}</w:t></w:r>'
def p(t,style=None,b=False,num=False):
    ppr=''
    if style or num:
        ppr='<w:pPr>'+(f'<w:pStyle w:val="{style}"/>' if style else '')+('<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>' if num else '')+'</w:pPr>'
    return f'<w:p>{ppr}{run(t,b)}</w:p>'
def cell(t,w,span=1,vmerge=None,shade=None,b=False):
    pr=f'<w:tcW w:w="{w}" w:type="dxa"/>'
    if span>1: pr+=f'<w:gridSpan w:val="{span}"/>'
    if vmerge=='restart': pr+='<w:vMerge w:val="restart"/>'
    elif vmerge=='cont': pr+='<w:vMerge/>'
    if shade: pr+=f'<w:shd w:val="clear" w:color="auto" w:fill="{shade}"/>'
    paras=''.join(f'<w:p>{run(x,b)}</w:p>' for x in t.split('\n'))
    return f'<w:tc><w:tcPr>{pr}</w:tcPr>{paras}</w:tc>'
def table(grid,rows):
    g=''.join(f'<w:gridCol w:w="{x}"/>' for x in grid)
    return f'<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="0" w:type="auto"/><w:tblLayout w:type="fixed"/></w:tblPr><w:tblGrid>{g}</w:tblGrid>'+''.join('<w:tr>'+''.join(r)+'</w:tr>' for r in rows)+'</w:tbl>'
body=[]
A=body.append
A(p('Solantra (dovimetinib) 2027 HCP Paid Social and Display','Title'))
A(p('Business Requirements Document · Corporate template QA-BRD-07 · Version 2.2 · Owner: HCP Marketing, Greyfield Oncology, Inc.'))
A(p('1. Summary','Heading1'))
A(p('Solantra was approved in 2026 for adults with BRAF V600E–mutant metastatic colorectal cancer. This program reaches U.S. oncologists on LinkedIn and on the Medscape-style endemic network contracted for 2027. Reach goals and budget are in the media plan and are not repeated here.'))
A(p('Requirement status is shown with check boxes: ☒ Mandatory means the requirement must be met; ☒ Advisory means it should be met. A row with neither box checked is for information only.'))
A(p('2. Audience','Heading1'))
A(p('All Solantra creative in this document is intended for U.S. healthcare professionals (HCP). It must not be shown to consumers.'))
A(p('3. Display and endemic units','Heading1'))
grid=[1900,1300,1200,1200,1200,2000]
hdr='D9E2F3'
rows=[
 [cell('Placement',1900,vmerge='restart',shade=hdr,b=True),cell('Size (px)',1300,vmerge='restart',shade=hdr,b=True),cell('File weight (KB)',3600,span=3,shade=hdr,b=True),cell('Notes',2100,vmerge='restart',shade=hdr,b=True)],
 [cell('',1900,vmerge='cont'),cell('',1300,vmerge='cont'),cell('Static',1200,shade=hdr,b=True),cell('HTML5 initial',1200,shade=hdr,b=True),cell('HTML5 polite',1300,shade=hdr,b=True),cell('',2100,vmerge='cont')],
 [cell('Programmatic display',1900,vmerge='restart'),cell('300x250',1300),cell('100',1200),cell('150',1200),cell('600',1300),cell('Most inventory',2100)],
 [cell('',1900,vmerge='cont'),cell('728x90',1300),cell('100',1200),cell('150',1200),cell('600',1300),cell('Desktop only',2100)],
 [cell('',1900,vmerge='cont'),cell('160x600',1300),cell('100',1200),cell('150',1200),cell('600',1300),cell('',2100)],
 [cell('Endemic network',1900,vmerge='restart'),cell('300x600',1300),cell('150',1200),cell('200',1200),cell('1000',1300),cell('Physician network pages',2100)],
 [cell('',1900,vmerge='cont'),cell('970x250',1300),cell('150',1200),cell('250',1200),cell('1000',1300),cell('Homepage takeover only',2100)],
]
A(table(grid,rows))
A(p('Units in the table above are the only display sizes accepted. A unit that animates must stop animating within 15 seconds and may not loop more than twice.'))
A(p('4. LinkedIn Sponsored Content','Heading1'))
grid2=[1300,4900,1600,1600]
rows2=[[cell('ID',1300,shade=hdr,b=True),cell('Requirement',4900,shade=hdr,b=True),cell('Mandatory',1600,shade=hdr,b=True),cell('Advisory',1600,shade=hdr,b=True)]]
reqs=[
 ('LI-01','Single-image ads: 1200 x 627 px (1.91:1) or 1080 x 1080 px (1:1), JPG or PNG, 5 MB maximum.',True),
 ('LI-02','Introductory text: 600 characters maximum.',True),
 ('LI-03','Keep introductory text to 150 characters or fewer so it is not truncated on mobile.',False),
 ('LI-04','Headline: 200 characters maximum; 70 characters or fewer recommended.',True),
 ('LI-05','Video ads: MP4, 3 seconds to 30 minutes, 75 KB to 200 MB, frame rate below 30 fps.',True),
 ('LI-06','Video length of 15 to 30 seconds.',False),
 ('LI-07','Video audio: AAC or MPEG-4 audio, sample rate under 64 kHz.',True),
 ('LI-08','Captions (SRT) uploaded for every video.',True),
 ('LI-09','When the carousel format is used, every card is 1080 x 1080 px and no more than 10 MB.',True),
 ('LI-10','LinkedIn reports video completion at 97%.',None),
]
for i,t,m in reqs:
    rows2.append([cell(i,1300),cell(t,4900),cell('☒' if m is True else '☐',1600),cell('☒' if m is False else '☐',1600)])
A(table(grid2,rows2))
A(p('5. Medical, legal and regulatory','Heading1'))
rows3=[[cell('ID',1300,shade=hdr,b=True),cell('Requirement',4900,shade=hdr,b=True),cell('Mandatory',1600,shade=hdr,b=True),cell('Advisory',1600,shade=hdr,b=True)]]
reqs3=[
 ('MLR-01','Every unit and post presents the boxed warning or a clear link to it, together with a link to full Prescribing Information.',True),
 ('MLR-02','Efficacy claims are balanced by risk information of comparable prominence on the same frame or card.',True),
 ('MLR-03','The indication appears in the first frame of display units and in the introductory text of every post.',True),
 ('MLR-04','Each asset carries its PRC code.\nFormat: US-SOL-######\nExample: US-SOL-270142',True),
 ('MLR-05','Minimum type size is 8 pt for safety information and 10 pt for claims in static and HTML5 units.',True),
 ('MLR-06','Text-to-background contrast is at least 4.5:1; 7:1 is preferred for safety information.',True),
]
for i,t,m in reqs3:
    rows3.append([cell(i,1300),cell(t,4900),cell('☒' if m is True else '☐',1600),cell('☒' if m is False else '☐',1600)])
A(table(grid2,rows3))
A(p('6. File naming','Heading1'))
A(p('Name every deliverable SOL_[Channel]_[WxH or Length]_[YYYYMMDD]_v[N], for example SOL_LI_1200x627_20270315_v1.jpg, SOL_DISP_300x250_20270315_v2.zip or SOL_LI_30s_20270401_v1.mp4.'))
A(p('7. Change history','Heading1'))
A(table([1500,1500,5400],[[cell('Version',1500,shade=hdr,b=True),cell('Date',1500,shade=hdr,b=True),cell('Change',5400,shade=hdr,b=True)],[cell('2.1',1500),cell('2027-01-20',1500),cell('Added endemic network sizes',5400)],[cell('2.2',1500),cell('2027-02-03',1500),cell('LinkedIn video limits updated',5400)]]))
document=f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {W}><w:body>'+''.join(body)+'<w:sectPr><w:headerReference w:type="default" r:id="rId3"/><w:footerReference w:type="default" r:id="rId4"/><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1440" w:right="1080" w:bottom="1440" w:left="1080" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr></w:body></w:document>'
header=f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr {W}><w:p><w:pPr><w:jc w:val="right"/></w:pPr>{run("Greyfield Oncology · CONFIDENTIAL · Template QA-BRD-07",sz=16)}</w:p></w:hdr>'
footer=f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:ftr {W}><w:p><w:pPr><w:jc w:val="center"/></w:pPr>{run("Solantra HCP BRD v2.2 · Page ",sz=16)}<w:r><w:rPr><w:sz w:val="16"/></w:rPr><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p></w:ftr>'
def hstyle(l,sz): return f'<w:style w:type="paragraph" w:styleId="Heading{l}"><w:name w:val="heading {l}"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="240" w:after="120"/><w:outlineLvl w:val="{l-1}"/></w:pPr><w:rPr><w:b/><w:color w:val="1F3864"/><w:sz w:val="{sz}"/></w:rPr></w:style>'
styles=f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles {W}><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:eastAsia="Calibri" w:cs="Calibri"/><w:sz w:val="21"/></w:rPr></w:rPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:pPr><w:spacing w:after="120"/></w:pPr></w:style><w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:rPr><w:b/><w:sz w:val="36"/><w:color w:val="1F3864"/></w:rPr></w:style>'+hstyle(1,28)+'<w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/><w:tblPr><w:tblBorders><w:top w:val="single" w:sz="4"/><w:left w:val="single" w:sz="4"/><w:bottom w:val="single" w:sz="4"/><w:right w:val="single" w:sz="4"/><w:insideH w:val="single" w:sz="4"/><w:insideV w:val="single" w:sz="4"/></w:tblBorders></w:tblPr></w:style></w:styles>'
numbering=f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering {W}><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="360" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>'
ct='<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/><Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/><Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>'
rels='<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>'
drels='<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/><Relationship Id="rId4" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/></Relationships>'
core='<?xml version="1.0" encoding="UTF-8" standalone="yes"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Solantra 2027 HCP Paid Social and Display BRD</dc:title></cp:coreProperties>'
out=sys.argv[1]
with zipfile.ZipFile(out,'w',zipfile.ZIP_DEFLATED) as z:
    for n,d in [('[Content_Types].xml',ct),('_rels/.rels',rels),('word/_rels/document.xml.rels',drels),('docProps/core.xml',core),('word/styles.xml',styles),('word/numbering.xml',numbering),('word/header1.xml',header),('word/footer1.xml',footer),('word/document.xml',document)]:
        z.writestr(zipfile.ZipInfo(n,(2027,1,1,0,0,0)),d,compress_type=zipfile.ZIP_DEFLATED)
