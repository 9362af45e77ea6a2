# Builds brightwater-prc-submission-sop.docx by hand: a Word-native (US Letter, American) standard operating
# procedure for promotional review (PRC) submissions. Only section 6 (standards for promotional materials)
# holds requirements; the procedure steps, responsibilities, records, revision history and the submission
# checklist are workflow. Helpers copied from heldout6's amberlyn-psp-toolkit-brief.make_docx.py.
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

H='D9E2F3'
body=[]; A=body.append
bul=lambda t: p(t,'ListParagraph',num=1)
A(p('Standard Operating Procedure','Title'))
A(p('Preparation and Submission of US Promotional Materials for Promotional Review Committee (PRC) Review','Subtitle'))
g=[2600,6760]
A(table(g,[
 [cell('SOP number',2600,shade=H,b=True),cell('SOP-MKT-014',6760)],
 [cell('Revision',2600,shade=H,b=True),cell('3 (supersedes Revision 2, effective January 12, 2025)',6760)],
 [cell('Effective date',2600,shade=H,b=True),cell('December 1, 2026',6760)],
 [cell('Owner',2600,shade=H,b=True),cell('Director, US Marketing Operations',6760)],
 [cell('Approved by',2600,shade=H,b=True),cell('VP US Commercial; Head of Regulatory Advertising and Promotion; Associate General Counsel',6760)]]))
A(p('1. Purpose','Heading1'))
A(p('This procedure describes how Brightwater Biologics, Inc. prepares promotional materials for Tevolza® (rilopatide) and Ardiquin® (fesamilast) and submits them to the Promotional Review Committee (PRC) for medical, legal and regulatory review, and it sets the standards every piece must meet before it is submitted.'))
A(p('2. Scope','Heading1'))
A(p('This SOP applies to all promotional materials for US audiences, for healthcare professionals and for consumers, in every channel: print, digital display, video, email, social media and congress materials. It does not apply to medical information responses, scientific exchange, or corporate communications that do not name a product.'))
A(p('3. Definitions','Heading1'))
A(table(g,[
 [cell('Term',2600,shade=H,b=True),cell('Meaning',6760,shade=H,b=True)],
 [cell('Originator',2600),cell('The Brightwater brand team member who owns a piece and submits it to PRC.',6760)],
 [cell('Piece',2600),cell('One promotional item in one format (for example one banner set, one video, one email template).',6760)],
 [cell('ISI',2600),cell('Important Safety Information: the approved safety text for the product.',6760)],
 [cell('Reference pack',2600),cell('The annotated PDF of the piece with every claim linked to its highlighted reference.',6760)],
 [cell('Form FDA 2253',2600),cell('The form with which each piece is submitted to FDA OPDP at the time of first use.',6760)]]))
A(p('4. Responsibilities','Heading1'))
A(table(g,[
 [cell('Role',2600,shade=H,b=True),cell('Responsibility',6760,shade=H,b=True)],
 [cell('Originator',2600),cell('Prepares the piece and the reference pack; checks the piece against section 6; submits it in Veeva PromoMats; resolves comments.',6760)],
 [cell('Agency of record',2600),cell('Builds the piece to section 6 and supplies final files; does not submit to PRC directly.',6760)],
 [cell('PRC coordinator',2600),cell('Schedules reviews, records decisions and issues approval codes.',6760)],
 [cell('Medical, Legal, Regulatory reviewers',2600),cell('Review content and claims; approve, approve with changes, or reject.',6760)]]))
A(p('5. Procedure','Heading1'))
A(p('5.1 The originator uploads the piece and its reference pack to Veeva PromoMats at least 10 business days before the PRC meeting at which it is to be reviewed.'))
A(p('5.2 The PRC coordinator confirms within 2 business days that the submission is complete. Incomplete submissions are returned and lose their meeting slot.'))
A(p('5.3 PRC meets every Tuesday. A piece may go through up to three review rounds; after the third round the originator must escalate to the Head of Regulatory Advertising and Promotion.'))
A(p('5.4 The originator resolves reviewer comments within 5 business days and resubmits with a change summary.'))
A(p('5.5 On approval the PRC coordinator issues the approval code (see 6.1.3) and the piece moves to “Approved for Distribution”. Regulatory submits Form FDA 2253 at first use.'))
A(p('5.6 Approved pieces expire 24 months after approval, or earlier when the label or the ISI changes. Expired pieces are withdrawn from every channel within 30 days.'))
A(p('6. Standards for promotional materials','Heading1'))
A(p('A piece shall meet every “shall” in this section before it is submitted; the PRC coordinator returns a piece that does not, without review. “Should” marks good practice that reviewers may comment on.'))
A(p('6.1 All pieces','Heading2'))
A(p('6.1.1 Every piece shall present fair balance: risk information with prominence and readability comparable to the benefit claims.'))
A(p('6.1.2 Every piece that names a product and its use shall include the full ISI, except where 6.2.3 allows a link.'))
A(p('6.1.3 Every piece shall carry its PRC approval code in the form BWB US [Product] NNNN (for example BWB US TEV 0318) and the month and year of approval.'))
A(p('6.1.4 The established name shall appear with the brand name at least once, at no less than half the size of the brand name.'))
A(p('6.1.5 The indication shall appear with, or before, the first product claim.'))
A(p('6.1.6 File names shall follow BWB_[Product]_[Channel]_[Size or Length]_v[NN], for example BWB_TEV_DSP_300x250_v01.zip or BWB_ARD_OLV_30s_v02.mp4.'))
A(p('6.2 Digital display','Heading2'))
A(p('6.2.1 Banners shall be built in the following sizes only: 300 × 250, 728 × 90, 160 × 600, 300 × 600 and 320 × 50.'))
A(p('6.2.2 The 300 × 250, 160 × 600 and 300 × 600 units shall include a scrolling ISI window that occupies at least one third of the unit.'))
A(p('6.2.3 The 728 × 90 and 320 × 50 units are too small for a window; they shall show a link to the full ISI on every frame.'))
A(p('6.2.4 Animation shall not exceed 15 seconds, and the final frame shall show the ISI link.'))
A(p('6.2.5 HTML5 banners shall not exceed 150 KB at initial load and 1 MB in total, polite load included.'))
A(p('6.2.6 Static banners, and the backup images of HTML5 banners, shall not exceed 150 KB.'))
A(p('6.3 Video','Heading2'))
A(p('6.3.1 Every video shall present the major statement of risks in the audio track, and on screen in a super.'))
A(p('6.3.2 Supers that carry risk information shall stay on screen for at least 3 seconds.'))
A(p('6.3.3 All video shall carry closed captions, delivered as an SRT or WebVTT sidecar file.'))
A(p('6.3.4 Audio shall be normalized to −24 LKFS ±2 dB (ATSC A/85).'))
A(p('6.3.5 Video for social placements should not run longer than 60 seconds.'))
A(p('6.4 Print','Heading2'))
A(p('6.4.1 Print files shall be PDF/X-1a with 0.125 in bleed on every side.'))
A(p('6.4.2 The brief summary and the ISI shall be set in no smaller than 8 pt type.'))
A(p('6.5 Email and social media','Heading2'))
A(p('6.5.1 Branded social posts shall link to the full ISI in the first line of the post copy.'))
A(p('6.5.2 Comments shall be turned off on branded social posts wherever the platform allows it.'))
A(p('6.5.3 Consumer materials should be written at or below an eighth-grade reading level.'))
A(p('7. Records','Heading1'))
A(p('PromoMats keeps the approved piece, the reference pack, reviewer comments and the Form FDA 2253 confirmation for 10 years after the piece expires. Printed copies of pieces are uncontrolled.'))
A(p('8. Training','Heading1'))
A(p('Originators and agency leads complete training on this SOP before their first submission and every 12 months after that.'))
A(p('9. Revision history','Heading1'))
A(table([1300,2400,5660],[
 [cell('Revision',1300,shade=H,b=True),cell('Effective',2400,shade=H,b=True),cell('Change',5660,shade=H,b=True)],
 [cell('1',1300),cell('March 1, 2021',2400),cell('First issue.',5660)],
 [cell('2',1300),cell('January 12, 2025',2400),cell('Banner weight raised to 200 KB; ISI window of one quarter of the unit; captions recommended.',5660)],
 [cell('3',1300),cell('December 1, 2026',2400),cell('Banner weight back to 150 KB (6.2.5, 6.2.6); ISI window one third of the unit (6.2.2); captions now required (6.3.3); loudness added (6.3.4).',5660)]]))
A(p('Appendix A. Submission checklist','Heading1'))
A(p('The originator ticks each item in PromoMats before submitting (the checklist is part of the procedure; it adds no standard to section 6):'))
for t in ['Piece uploaded as PDF; videos as MP4 with a time-coded script','Reference pack: every claim linked, each reference file under 25 MB','Agency QA sheet attached','Previous round’s comments answered in the change summary','Target meeting date at least 10 business days away']:
    A(bul('☐ '+t))
document=f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {W}><w:body>'+''.join(body)+'<w:sectPr><w:headerReference w:type="default" r:id="rId3"/><w:footerReference w:type="default" r:id="rId4"/><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1300" w:right="1080" w:bottom="1300" w:left="1080" w:header="600" w:footer="600" w:gutter="0"/></w:sectPr></w:body></w:document>'
header=f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr {W}><w:p><w:pPr><w:jc w:val="right"/></w:pPr>{run("Brightwater Biologics, Inc. · SOP-MKT-014 Rev. 3 · Effective December 1, 2026",sz=16)}</w:p></w:hdr>'
footer=f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:ftr {W}><w:p><w:pPr><w:jc w:val="center"/></w:pPr>{run("CONFIDENTIAL · Controlled document: printed copies are uncontrolled · Page ",sz=16)}<w:r><w:rPr><w:sz w:val="16"/></w:rPr><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p></w:ftr>'
def hstyle(l,sz): return f'<w:style w:type="paragraph" w:styleId="Heading{l}"><w:name w:val="heading {l}"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="240" w:after="100"/><w:outlineLvl w:val="{l-1}"/></w:pPr><w:rPr><w:b/><w:color w:val="1F3864"/><w:sz w:val="{sz}"/></w:rPr></w:style>'
styles=f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles {W}><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Liberation Sans" w:hAnsi="Liberation Sans" w:eastAsia="Liberation Sans" w:cs="Liberation Sans"/><w:sz w:val="20"/></w:rPr></w:rPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:pPr><w:spacing w:after="100"/></w:pPr></w:style><w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:rPr><w:b/><w:sz w:val="32"/><w:color w:val="1F3864"/></w:rPr></w:style><w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/><w:pPr><w:ind w:left="720"/></w:pPr></w:style>'+hstyle(1,26)+hstyle(2,22)+'<w:style w:type="paragraph" w:styleId="Subtitle"><w:name w:val="Subtitle"/><w:basedOn w:val="Normal"/><w:pPr><w:spacing w:after="240"/></w:pPr><w:rPr><w:sz w:val="24"/><w:color w:val="404040"/></w:rPr></w:style>'+'<w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/><w:tblPr><w:tblBorders><w:top w:val="single" w:sz="4"/><w:left w:val="single" w:sz="4"/><w:bottom w:val="single" w:sz="4"/><w:right w:val="single" w:sz="4"/><w:insideH w:val="single" w:sz="4"/><w:insideV w:val="single" w:sz="4"/></w:tblBorders></w:tblPr></w:style></w:styles>'
numbering=f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering {W}><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="360" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum><w:abstractNum w:abstractNumId="1"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="R%1."/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="720" w:hanging="560"/></w:pPr></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num><w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num></w:numbering>'
ct='<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/><Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/><Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>'
rels='<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>'
drels='<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/><Relationship Id="rId4" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/></Relationships>'
core='<?xml version="1.0" encoding="UTF-8" standalone="yes"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>SOP-MKT-014 PRC Submission</dc:title></cp:coreProperties>'
with zipfile.ZipFile(sys.argv[1],'w',zipfile.ZIP_DEFLATED) as z:
    for n,d in [('[Content_Types].xml',ct),('_rels/.rels',rels),('word/_rels/document.xml.rels',drels),('docProps/core.xml',core),('word/styles.xml',styles),('word/numbering.xml',numbering),('word/header1.xml',header),('word/footer1.xml',footer),('word/document.xml',document)]:
        z.writestr(zipfile.ZipInfo(n,(2027,1,1,0,0,0)),d,compress_type=zipfile.ZIP_DEFLATED)

