# Builds merovane-uk-eu-word-footnotes.docx by hand: a Word-native British-English UK/EU HCP programme brief
# with real Word footnotes (word/footnotes.xml) that carry limits, a nested table inside a table cell, a VML
# text box whose content holds a requirement and a process note, a page header/footer, and a European-markets
# section written with decimal commas ("1,5 MB", "29,97 fps", "±0,5 LU").
# Usage: python3 merovane-uk-eu-word-footnotes.make_docx.py merovane-uk-eu-word-footnotes.docx
import zipfile, sys
from xml.sax.saxutils import escape
W=('xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
   'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" '
   'xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office"')
def run(t,b=False,i=False,sz=None):
    rpr=''
    if b or i or sz: rpr='<w:rPr>'+('<w:b/>' if b else '')+('<w:i/>' if i else '')+(f'<w:sz w:val="{sz}"/>' if sz else '')+'</w:rPr>'
    return f'<w:r>{rpr}<w:t xml:space="preserve">{escape(t)}</w:t></w:r>'
def fn(n):  # footnote reference mark
    return f'<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteReference w:id="{n}"/></w:r>'
def p(*parts,style=None,num=None,b=False,i=False):
    ppr=''
    if style or num:
        ppr='<w:pPr>'+(f'<w:pStyle w:val="{style}"/>' if style else '')+(f'<w:numPr><w:ilvl w:val="0"/><w:numId w:val="{num}"/></w:numPr>' if num else '')+'</w:pPr>'
    body=''.join(x if x.startswith('<w:r>') else run(x,b=b,i=i) for x in parts)
    return f'<w:p>{ppr}{body}</w:p>'
li=lambda *parts: p(*parts,style='ListParagraph',num=1)
def cell(content,w,shade=None,span=None):
    pr=f'<w:tcW w:w="{w}" w:type="dxa"/>'+(f'<w:gridSpan w:val="{span}"/>' if span else '')+(f'<w:shd w:val="clear" w:color="auto" w:fill="{shade}"/>' if shade else '')
    if isinstance(content,str) and not content.startswith('<w:'): content=p(content,b=bool(shade))
    elif isinstance(content,tuple): content=p(*content,b=bool(shade))
    return f'<w:tc><w:tcPr>{pr}</w:tcPr>{content}</w:tc>'
def table(grid,rows,width=None):
    g=''.join(f'<w:gridCol w:w="{x}"/>' for x in grid)
    return (f'<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="{width or sum(grid)}" w:type="dxa"/><w:tblLayout w:type="fixed"/></w:tblPr><w:tblGrid>{g}</w:tblGrid>'
            +''.join('<w:tr>'+''.join(r)+'</w:tr>' for r in rows)+'</w:tbl>')
def textbox(paras,h):
    return (f'<w:p><w:r><w:pict><v:rect style="width:486pt;height:{h}pt" fillcolor="#EEF3F8" strokecolor="#1F4E79" strokeweight="1pt">'
            f'<v:textbox inset="6pt,4pt,6pt,4pt"><w:txbxContent>{"".join(paras)}</w:txbxContent></v:textbox></v:rect></w:pict></w:r></w:p>')
H='DCE6F1'
body=[]; A=body.append
A(p('Merovane (tirabicept) UK and European HCP Digital Programme: Creative Brief',style='Title'))
A(p('Kestrel Pharma UK Ltd · Prepared for Harrow & Quay Health, London · Issue 2, 11 March 2027'))
A(p('1. Background',style='Heading1'))
A(p('Merovane was launched in the UK in 2026 for adults with active psoriatic arthritis and is reimbursed following NICE appraisal. The 2027 programme has a budget of £850,000 and runs on UK medical websites from April, followed by Germany, France, Spain and Italy from September. In our tracking study 62% of UK rheumatologists recalled the launch campaign.'))
A(p('In this brief “must” is mandatory, “should” is our strong recommendation and “may” gives permission. Footnotes form part of the specification.'))
A(p('2. Code requirements (all items, all markets)',style='Heading1'))
A(li('Every promotional item must include the prescribing information or, for digital items, a clear and prominent link to it.'))
A(li('Every item must carry the adverse event reporting statement in the form approved by the UK medical team.'))
A(li('Merovane is subject to additional monitoring: the black inverted triangle must appear next to the first mention of the brand name in every item.'))
A(li('Every item must be labelled “For healthcare professionals only”.'))
A(li('Every item must show its job bag number, in the form MRV/UK/NNNN for UK items and MRV/EU/NNNN for European items (for example MRV/UK/0912), and its date of preparation as month and year (for example March 2027).'))
A(li('Text must reach a colour contrast of at least 4.5:1 against its background.'))
A(p('The statement itself reads: “Adverse events should be reported. Reporting forms and information can be found at the national reporting site.” Its wording is fixed by the Code and is not a recommendation to the agency.',i=True))
A(p('3. UK specification',style='Heading1'))
A(textbox([p('Before you build',b=True),
           p('Subtitles must be burned into every video, because most placements play muted.'),
           p('Items are certified in final form by two UK signatories; allow 10 working days for certification.')],78))
A(p('3.1 Display banners',style='Heading2'))
inner=table([1500,1700,1700],[
 [cell('Size',1500,shade=H),cell('Max. initial load',1700,shade=H),cell('Max. total weight',1700,shade=H)],
 [cell('300 × 250',1500),cell('150 kB',1700),cell('1 MB',1700)],
 [cell('300 × 600',1500),cell('200 kB',1700),cell('1 MB',1700)],
 [cell('728 × 90',1500),cell(('200 kB',fn(1)),1700),cell('1 MB',1700)],
 [cell('160 × 600',1500),cell('200 kB',1700),cell('1 MB',1700)]])
outer=table([2200,7700],[
 [cell('Format',2200,shade=H),cell('Specification',7700,shade=H)],
 [cell('HTML5 banners',2200),cell(inner+p('Weights are as measured by the publisher’s ad server.'),7700)],
 [cell('Animation',2200),cell(('Animation must stop within 15 seconds',fn(2),'. End on a frame that shows the PI link.'),7700)],
 [cell('Static backup',2200),cell('Every HTML5 banner must have a backup image in JPG or PNG of the same size, no larger than 60 kB.',7700)],
 [cell('Other sizes',2200),cell('No other sizes are accepted in the UK.',7700)]])
A(outer)
A(p('Banner text should be no smaller than 10 px. UK banners may show the prescribing information in a scrolling panel instead of a link.'))
A(p('3.2 Video (UK medical websites)',style='Heading2'))
A(li('Spots are 20 or 30 seconds long.'))
A(li('Format: 1920 × 1080, MP4 (H.264), 25 fps or 29.97 fps.'))
A(li('Maximum file size 50 MB.'))
A(li('Loudness should be −23 LUFS ±1 LU.'))
A(p('3.3 Email (rep-triggered and broadcast)',style='Heading2'))
A(li('Emails are 600 px wide.'))
A(li('The subject line must not exceed 50 characters.'))
A(li('Each image must be no larger than 200 kB',fn(3),'.'))
A(p('4. European markets (DE, FR, ES, IT)',style='Heading1'))
A(p('Section 2 and section 3 apply in the European markets with the following differences, written in the local convention our affiliates use. Where a value below differs from section 3, the value below applies in Europe only.'))
A(li('HTML5 banners: total weight up to 1,5 MB, polite load included; initial load as in the UK.'))
A(li('Video: 25 fps only; 29,97 fps is not accepted by our European publishers.'))
A(li('Loudness must be −23 LUFS ±0,5 LU (EBU R 128).'))
A(li('In-banner video: max. 2,5 MB and 15 seconds.'))
A(li('Email subject lines may run to 60 characters in German and French.'))
A(li('The safety information must be in the language of the market.'))
A(p('File names',style='Heading1'))
A(p('Files are named MRV_[Market]_[Channel]_[Size or Length]_V[n], where Market is UK, DE, FR, ES or IT and Channel is BAN, VID or EML; for example MRV_UK_BAN_300x250_V1.zip or MRV_DE_VID_30s_V2.mp4.'))
A(p('Questions about this brief go to the Merovane brand team at Kestrel Pharma UK.'))
document=(f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {W}><w:body>'+''.join(body)+
 '<w:sectPr><w:headerReference w:type="default" r:id="rId3"/><w:footerReference w:type="default" r:id="rId4"/><w:footnotePr><w:numFmt w:val="decimal"/></w:footnotePr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1300" w:right="1000" w:bottom="1300" w:left="1000" w:header="600" w:footer="600" w:gutter="0"/></w:sectPr></w:body></w:document>')
def fnote(n,t):
    return f'<w:footnote w:id="{n}"><w:p><w:pPr><w:pStyle w:val="FootnoteText"/></w:pPr><w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteRef/></w:r>{run(" "+t)}</w:p></w:footnote>'
footnotes=(f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:footnotes {W}>'
 '<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>'
 '<w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:footnote>'
 +fnote(1,'150 kB for the 728 × 90 only: the UK publisher network caps the leaderboard’s initial load.')
 +fnote(2,'A replay started by the user on hover does not count towards the 15 seconds.')
 +fnote(3,'Alt text should be written for every image.')
 +'</w:footnotes>')
header=f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr {W}><w:p><w:pPr><w:jc w:val="right"/></w:pPr>{run("Kestrel Pharma UK · Confidential · Agency use only",sz=16)}</w:p></w:hdr>'
footer=(f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:ftr {W}><w:p><w:pPr><w:jc w:val="center"/></w:pPr>{run("Merovane programme brief, issue 2 · Page ",sz=16)}'
 '<w:r><w:rPr><w:sz w:val="16"/></w:rPr><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p></w:ftr>')
def hstyle(l,sz): return f'<w:style w:type="paragraph" w:styleId="Heading{l}"><w:name w:val="heading {l}"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="240" w:after="100"/><w:outlineLvl w:val="{l-1}"/></w:pPr><w:rPr><w:b/><w:color w:val="1F4E79"/><w:sz w:val="{sz}"/></w:rPr></w:style>'
styles=(f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles {W}><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Liberation Serif" w:hAnsi="Liberation Serif" w:eastAsia="Liberation Serif" w:cs="Liberation Serif"/><w:sz w:val="21"/><w:lang w:val="en-GB"/></w:rPr></w:rPrDefault></w:docDefaults>'
 '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:pPr><w:spacing w:after="100"/></w:pPr></w:style>'
 '<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:rPr><w:b/><w:sz w:val="32"/><w:color w:val="1F4E79"/></w:rPr></w:style>'
 '<w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/><w:pPr><w:ind w:left="720"/></w:pPr></w:style>'
 '<w:style w:type="paragraph" w:styleId="FootnoteText"><w:name w:val="footnote text"/><w:basedOn w:val="Normal"/><w:pPr><w:spacing w:after="0"/></w:pPr><w:rPr><w:sz w:val="17"/></w:rPr></w:style>'
 '<w:style w:type="character" w:styleId="FootnoteReference"><w:name w:val="footnote reference"/><w:rPr><w:vertAlign w:val="superscript"/></w:rPr></w:style>'
 +hstyle(1,26)+hstyle(2,22)+
 '<w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/><w:tblPr><w:tblBorders><w:top w:val="single" w:sz="4"/><w:left w:val="single" w:sz="4"/><w:bottom w:val="single" w:sz="4"/><w:right w:val="single" w:sz="4"/><w:insideH w:val="single" w:sz="4"/><w:insideV w:val="single" w:sz="4"/></w:tblBorders></w:tblPr></w:style></w:styles>')
numbering=(f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering {W}><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="–"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="500" w:hanging="300"/></w:pPr></w:lvl></w:abstractNum>'
 '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>')
OX='application/vnd.openxmlformats-officedocument.wordprocessingml.'
ct=('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
 f'<Override PartName="/word/document.xml" ContentType="{OX}document.main+xml"/><Override PartName="/word/styles.xml" ContentType="{OX}styles+xml"/><Override PartName="/word/numbering.xml" ContentType="{OX}numbering+xml"/>'
 f'<Override PartName="/word/footnotes.xml" ContentType="{OX}footnotes+xml"/><Override PartName="/word/header1.xml" ContentType="{OX}header+xml"/><Override PartName="/word/footer1.xml" ContentType="{OX}footer+xml"/>'
 '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>')
R='http://schemas.openxmlformats.org/officeDocument/2006/relationships/'
rels=('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
 f'<Relationship Id="rId1" Type="{R}officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>')
drels=('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
 f'<Relationship Id="rId1" Type="{R}styles" Target="styles.xml"/><Relationship Id="rId2" Type="{R}numbering" Target="numbering.xml"/>'
 f'<Relationship Id="rId3" Type="{R}header" Target="header1.xml"/><Relationship Id="rId4" Type="{R}footer" Target="footer1.xml"/><Relationship Id="rId5" Type="{R}footnotes" Target="footnotes.xml"/></Relationships>')
core='<?xml version="1.0" encoding="UTF-8" standalone="yes"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Merovane UK and European HCP Digital Programme: Creative Brief</dc:title></cp:coreProperties>'
with zipfile.ZipFile(sys.argv[1],'w',zipfile.ZIP_DEFLATED) as z:
    for n,d in [('[Content_Types].xml',ct),('_rels/.rels',rels),('word/_rels/document.xml.rels',drels),('docProps/core.xml',core),('word/styles.xml',styles),('word/numbering.xml',numbering),('word/footnotes.xml',footnotes),('word/header1.xml',header),('word/footer1.xml',footer),('word/document.xml',document)]:
        z.writestr(zipfile.ZipInfo(n,(2027,1,1,0,0,0)),d,compress_type=zipfile.ZIP_DEFLATED)
