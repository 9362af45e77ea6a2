# Builds norvance-pi-pdf-production-spec.docx by hand: a Word-native Medical Information technical specification
# for Prescribing Information (PI) PDFs. Header/footer with a controlled-document line, a document-control table,
# a revision history whose old values are superseded, a property table whose two value columns are two VARIANTS
# of the same document (web PDF vs print package insert) with a Level column (Required / Preferred), numbered
# content requirements, naming rules per variant, and a RACI/turnaround table that is process.
# Helpers (run, p, cell, table, package parts) copied from heldout3's ceravex-tv-digital-adaptation.make_docx.py.
import zipfile, sys
from xml.sax.saxutils import escape
W='xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'
def run(t,b=False,i=False,sz=None):
    rpr=''
    if b or i or sz: rpr='<w:rPr>'+('<w:b/>' if b else '')+('<w:i/>' if i else '')+(f'<w:sz w:val="{sz}"/>' if sz else '')+'</w:rPr>'
    return f'<w:r>{rpr}<w:t xml:space="preserve">{escape(t)}</w:t></w:r>'
def p(t,style=None,num=None,i=False,b=False):
    ppr=''
    if style or num:
        ppr='<w:pPr>'+(f'<w:pStyle w:val="{style}"/>' if style else '')+(f'<w:numPr><w:ilvl w:val="0"/><w:numId w:val="{num}"/></w:numPr>' if num else '')+'</w:pPr>'
    return f'<w:p>{ppr}{run(t,b=b,i=i)}</w:p>'
def cell(t,w,shade=None,b=False,span=None):
    pr=f'<w:tcW w:w="{w}" w:type="dxa"/>'
    if span: pr+=f'<w:gridSpan w:val="{span}"/>'
    if shade: pr+=f'<w:shd w:val="clear" w:color="auto" w:fill="{shade}"/>'
    paras=''.join(f'<w:p>{run(x,b)}</w:p>' for x in t.split('\n'))
    return f'<w:tc><w:tcPr>{pr}</w:tcPr>{paras}</w:tc>'
def table(grid,rows):
    g=''.join(f'<w:gridCol w:w="{x}"/>' for x in grid)
    return f'<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="0" w:type="auto"/><w:tblLayout w:type="fixed"/></w:tblPr><w:tblGrid>{g}</w:tblGrid>'+''.join('<w:tr>'+''.join(r)+'</w:tr>' for r in rows)+'</w:tbl>'
def simple(grid,data,head=True):
    rows=[]
    for k,row in enumerate(data):
        rows.append([cell(v,grid[j],shade=('D9E2F3' if head and k==0 else None),b=(head and k==0)) for j,v in enumerate(row)])
    return table(grid,rows)
H='D9E2F3'
body=[]; A=body.append
A(p('Technical Specification: Prescribing Information PDFs for NORVANCE (tezoprant) tablets','Title'))
A(p('Medical Information · Document MI-TS-031 · Effective 1 March 2027'))
A(simple([2600,6800],[['Document control',''],['Owner','Lena Okafor, Associate Director, Medical Information Operations'],['Approvers','Regulatory Labeling; Digital Compliance; Quality Assurance'],['Applies to','Every PDF of the NORVANCE Prescribing Information (PI) and Medication Guide produced by Brennan Labs or its vendors'],['Review cycle','Annually, or when FDA-approved labeling changes']]))
A(p('1. Purpose','Heading1'))
A(p('Brennan Labs publishes the NORVANCE Prescribing Information in two forms: a web PDF linked from norvance.example, from every promotional piece and from the Medical Information letters, and a print PDF from which the package insert is printed. This specification sets the technical properties of both. The values in section 3 are what Medical Information checks before a PDF is released; a PDF that misses a Required property is not released.'))
A(p('2. Revision history','Heading1'))
A(simple([1100,1700,6600],[['Rev.','Date','Change'],['D','10 Feb 2027','Web file size limit raised from 3 MB to 5 MB (Medication Guide now appended). Print minimum type size changed from 6 pt to 6.5 pt.'],['C','4 Aug 2025','PDF/A-1b replaced by PDF/A-2b for the web PDF.'],['B','12 Jan 2024','Bookmarks required for subsections as well as sections.'],['A','3 Mar 2023','First issue.']]))
A(p('The values in this revision replace those of earlier revisions.',i=True))
A(p('3. Properties of the two PDFs','Heading1'))
A(p('Each row gives the value for the web PDF and for the print PDF. “n/a” means the property does not apply to that PDF. Level: Required properties must be met; Preferred properties are good practice and do not stop release.'))
g=[700,2000,2900,2700,1100]
rows=[['ID','Property','Web PDF','Print PDF (package insert)','Level'],
 ['P1','PDF standard','PDF/A-2b','PDF/X-4','Required'],
 ['P2','Page size','US Letter, 8.5 × 11 in','Flat 11 × 17 in','Required'],
 ['P3','Bleed','n/a','0.125 in on all sides','Required'],
 ['P4','Tagging','Tagged PDF conforming to PDF/UA-1','n/a','Required'],
 ['P5','Fonts','All fonts embedded (subsets allowed)','All fonts embedded','Required'],
 ['P6','Minimum type size','8 pt','6.5 pt','Required'],
 ['P7','Colour','RGB (sRGB)','Black only (1/0)','Required'],
 ['P8','Image resolution','150 dpi minimum','300 dpi minimum','Required'],
 ['P9','Maximum file size','5 MB','no limit','Required'],
 ['P10','Bookmarks','One bookmark per numbered section and subsection','n/a','Required'],
 ['P11','Document title (metadata)','Full Prescribing Information: NORVANCE (tezoprant) tablets','n/a','Required'],
 ['P12','Document language','en-US','n/a','Required'],
 ['P13','Security','No password and no restrictions on printing or copying','No password','Required'],
 ['P14','Fast Web View','Linearized','n/a','Preferred'],
 ['P15','Initial view','Bookmarks panel and page, fit width','n/a','Preferred']]
A(table(g,[[cell(v,g[j],shade=(H if k==0 else None),b=(k==0)) for j,v in enumerate(r)] for k,r in enumerate(rows)]))
A(p('4. Content of the PDF','Heading1'))
A(p('The PDF must contain the complete Prescribing Information followed by the Medication Guide, and the Medication Guide must start on a new page.','ListParagraph',num=2))
A(p('The “Revised: MM/YYYY” date must match the FDA-approved labeling exactly.','ListParagraph',num=2))
A(p('No promotional content, images or logos other than the Brennan Labs logo may be added to the PI PDF.','ListParagraph',num=2))
A(p('Every figure and chemical structure must have alternate text, and every table must have its header row tagged as a header (TH).','ListParagraph',num=2))
A(p('The web PDF must contain no JavaScript, no form fields and no embedded media.','ListParagraph',num=2))
A(p('Hyperlinks in the web PDF must be live and must point to https addresses only.','ListParagraph',num=2))
A(p('The reading order should be checked with a PDF/UA checker (for example PAC) before release.','ListParagraph',num=2))
A(p('5. File names','Heading1'))
A(p('The web PDF must be named norvance_pi_YYYYMM.pdf, where YYYYMM is the revision month of the labeling, for example norvance_pi_202702.pdf.','ListParagraph',num=2))
A(p('The print PDF must be named NRV_PKG_PI_YYYYMMDD_vNN.pdf, for example NRV_PKG_PI_20270210_v03.pdf.','ListParagraph',num=2))
A(p('6. Responsibilities and timing','Heading1'))
A(simple([3000,3200,3200],[['Step','Responsible','Time allowed'],['Labeling approved by FDA','Regulatory Labeling','n/a'],['Web and print PDFs built','Pressline Graphics (vendor)','3 business days'],['Preflight and accessibility check','Medical Information','2 business days'],['Web PDF posted; old PDF archived for 10 years','Digital Compliance','1 business day']]))
A(p('Questions: medinfo.ops@brennanlabs.example. This document is controlled; printed copies are for reference only.'))
document=f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {W}><w:body>'+''.join(body)+'<w:sectPr><w:headerReference w:type="default" r:id="rId3"/><w:footerReference w:type="default" r:id="rId4"/><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1300" w:right="1080" w:bottom="1300" w:left="1080" w:header="600" w:footer="600" w:gutter="0"/></w:sectPr></w:body></w:document>'
header=f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr {W}><w:p><w:pPr><w:jc w:val="right"/></w:pPr>{run("Brennan Labs · Controlled document MI-TS-031 Rev. D",sz=16)}</w:p></w:hdr>'
footer=f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:ftr {W}><w:p><w:pPr><w:jc w:val="center"/></w:pPr>{run("Uncontrolled when printed · Page ",sz=16)}<w:r><w:rPr><w:sz w:val="16"/></w:rPr><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p></w:ftr>'
def hstyle(l,sz): return f'<w:style w:type="paragraph" w:styleId="Heading{l}"><w:name w:val="heading {l}"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="240" w:after="100"/><w:outlineLvl w:val="{l-1}"/></w:pPr><w:rPr><w:b/><w:color w:val="1F3864"/><w:sz w:val="{sz}"/></w:rPr></w:style>'
styles=f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles {W}><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Liberation Sans" w:hAnsi="Liberation Sans" w:eastAsia="Liberation Sans" w:cs="Liberation Sans"/><w:sz w:val="20"/></w:rPr></w:rPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:pPr><w:spacing w:after="100"/></w:pPr></w:style><w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:rPr><w:b/><w:sz w:val="30"/><w:color w:val="1F3864"/></w:rPr></w:style><w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/><w:pPr><w:ind w:left="720"/></w:pPr></w:style>'+hstyle(1,24)+'<w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/><w:tblPr><w:tblBorders><w:top w:val="single" w:sz="4"/><w:left w:val="single" w:sz="4"/><w:bottom w:val="single" w:sz="4"/><w:right w:val="single" w:sz="4"/><w:insideH w:val="single" w:sz="4"/><w:insideV w:val="single" w:sz="4"/></w:tblBorders></w:tblPr></w:style></w:styles>'
numbering=f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering {W}><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="360" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum><w:abstractNum w:abstractNumId="1"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="C%1."/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="720" w:hanging="560"/></w:pPr></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num><w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num></w:numbering>'
ct='<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/><Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/><Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>'
rels='<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>'
drels='<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/><Relationship Id="rId4" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/></Relationships>'
core='<?xml version="1.0" encoding="UTF-8" standalone="yes"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>NORVANCE PI PDF technical specification</dc:title></cp:coreProperties>'
with zipfile.ZipFile(sys.argv[1],'w',zipfile.ZIP_DEFLATED) as z:
    for n,d in [('[Content_Types].xml',ct),('_rels/.rels',rels),('word/_rels/document.xml.rels',drels),('docProps/core.xml',core),('word/styles.xml',styles),('word/numbering.xml',numbering),('word/header1.xml',header),('word/footer1.xml',footer),('word/document.xml',document)]:
        z.writestr(zipfile.ZipInfo(n,(2027,1,1,0,0,0)),d,compress_type=zipfile.ZIP_DEFLATED)
