# Builds halcyra-word-tracked-changes.docx by hand: a British-English Word-native specification sent back by the
# client with TRACKED CHANGES (w:del / w:ins runs by a reviewer: superseded values are deleted text, new values are
# inserted text, one whole requirement deleted, two inserted) and REVIEW COMMENTS (word/comments.xml, with numbers)
# in the margin. word/settings.xml asks for the final view without mark-up (w:revisionView), as a reviewer sends it,
# so LibreOffice's PDF shows the document with the changes applied while the .docx/.doc keep the mark-up.
# Usage: python3 halcyra-word-tracked-changes.make_docx.py halcyra-word-tracked-changes.docx
import zipfile, sys
from xml.sax.saxutils import escape
W=('xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
   'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"')
REV='w:author="Mei Okonkwo (Brindle Medical Affairs)" w:date="2027-03-17T10:00:00Z"'
rid=[100]
def nid():
    rid[0]+=1; return rid[0]
def t(x,b=False):
    return f'<w:r>{"<w:rPr><w:b/></w:rPr>" if b else ""}<w:t xml:space="preserve">{escape(x)}</w:t></w:r>'
def dl(x):  # deleted text (tracked)
    return f'<w:del w:id="{nid()}" {REV}><w:r><w:delText xml:space="preserve">{escape(x)}</w:delText></w:r></w:del>'
def ins(x):  # inserted text (tracked)
    return f'<w:ins w:id="{nid()}" {REV}><w:r><w:t xml:space="preserve">{escape(x)}</w:t></w:r></w:ins>'
comments=[]
def cm(anchor_runs,cid,author,initials,text):
    comments.append(f'<w:comment w:id="{cid}" w:author="{escape(author)}" w:date="2027-03-17T10:05:00Z" w:initials="{initials}"><w:p>{t(text)}</w:p></w:comment>')
    return f'<w:commentRangeStart w:id="{cid}"/>{anchor_runs}<w:commentRangeEnd w:id="{cid}"/><w:r><w:rPr><w:rStyle w:val="CommentReference"/></w:rPr><w:commentReference w:id="{cid}"/></w:r>'
def P(*runs,style=None,num=False,whole=None):
    ppr=''
    if style or num or whole:
        ppr='<w:pPr>'+(f'<w:pStyle w:val="{style}"/>' if style else '')+('<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>' if num else '')
        if whole=='del': ppr+=f'<w:rPr><w:del w:id="{nid()}" {REV}/></w:rPr>'
        if whole=='ins': ppr+=f'<w:rPr><w:ins w:id="{nid()}" {REV}/></w:rPr>'
        ppr+='</w:pPr>'
    body=''.join(r if r.startswith('<') else t(r) for r in runs)
    return f'<w:p>{ppr}{body}</w:p>'
L=lambda *runs,whole=None: P(*runs,style='ListParagraph',num=True,whole=whole)
def cell(x,w,shade=None):
    sh=f'<w:shd w:val="clear" w:color="auto" w:fill="{shade}"/>' if shade else ''
    return f'<w:tc><w:tcPr><w:tcW w:w="{w}" w:type="dxa"/>{sh}</w:tcPr>{P(x) if isinstance(x,str) and not x.startswith("<w:p") else x}</w:tc>'
def table(grid,rows):
    g=''.join(f'<w:gridCol w:w="{x}"/>' for x in grid)
    return f'<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="{sum(grid)}" w:type="dxa"/><w:tblLayout w:type="fixed"/></w:tblPr><w:tblGrid>{g}</w:tblGrid>'+''.join('<w:tr>'+''.join(r)+'</w:tr>' for r in rows)+'</w:tbl>'
S='E7EEF5'
B=[]; A=B.append
A(P('Halcyra Companion Patient Support Programme: Digital Asset Specification',style='Title'))
A(P('Brindle Therapeutics UK Ltd · for Cobalt & Finch, Manchester · Draft 3, 18 March 2027'))
A(table([2600,6900],[[cell('Status',2600,S),cell('Draft 3 with Brindle’s tracked changes and comments. The agency builds to the text with the changes applied.',6900)],
                     [cell('Reviewer',2600,S),cell('Mei Okonkwo, Brindle Medical Affairs',6900)],
                     [cell('Next review',2600,S),cell('25 March 2027',6900)]]))
A(P('1. Purpose',style='Heading1'))
A(P('Halcyra Companion supports adults who have already been prescribed Halcyra (venoprazole) for chronic kidney disease-associated pruritus. Patients are enrolled by their prescribing clinician. In 2026, 4,300 patients enrolled and 71% opened the first welcome email. The materials below support patients on treatment; they are not promotional.'))
A(P('In this specification “must” is mandatory; “should” and “preferred” are recommendations.'))
A(P('2. All materials',style='Heading1'))
A(L('Every item must carry its job code in the form HCY-PSP-NNNN (for example HCY-PSP-0207) and its date of preparation.'))
A(L('Every item must include the adverse event reporting statement and the line “Halcyra Companion is a patient support programme funded by Brindle Therapeutics UK Ltd.”'))
A(L('Text colour contrast must be at least ',dl('4.5:1'),ins('7:1'),' against its background.'))
A(L('On-screen body text must be at least 16 px.'))
A(L(cm(t('Copy should be written for a reading age of 11 or below.'),1,'Cobalt & Finch','CF','We test with the Flesch-Kincaid grade; 11 is roughly grade 6.')))
A(P('3. Welcome email series',style='Heading1'))
A(L('Emails are ',dl('640'),ins('600'),' px wide.'))
A(L('The subject line must not exceed ',dl('50'),ins('40'),' characters; the preheader must not exceed 85 characters.'))
A(L(cm(t('The hero image must be no larger than ')+dl('250 kB')+ins('150 kB'),2,'Mei Okonkwo','MO','Agency asked for 200 kB on the call; we are keeping 150 kB because many patients read on mobile data.'),'.'))
A(L('The whole email, images included, should stay under 800 kB.'))
A(P('4. Patient videos',style='Heading1'))
A(L('All videos must be under 60 seconds.',whole='del').replace(t('All videos must be under 60 seconds.'),dl('All videos must be under 60 seconds.')))
A(L('Videos may run up to 3 minutes; chapters of no more than 90 seconds each are preferred.',whole='ins').replace(t('Videos may run up to 3 minutes; chapters of no more than 90 seconds each are preferred.'),ins('Videos may run up to 3 minutes; chapters of no more than 90 seconds each are preferred.')))
A(L('Picture: 1920 × 1080, MP4 (H.264), 25',ins(' or 30'),' fps.'))
A(L('Audio: AAC stereo at 48 kHz; loudness −23 LUFS ±1 LU; true peak no higher than −1 dBTP.'))
A(L('Subtitles must be supplied as separate WebVTT files in English and Welsh; burned-in subtitles are not accepted.',whole='ins').replace(t('Subtitles must be supplied as separate WebVTT files in English and Welsh; burned-in subtitles are not accepted.'),ins('Subtitles must be supplied as separate WebVTT files in English and Welsh; burned-in subtitles are not accepted.')))
A(P('5. Companion app store listing',style='Heading1'))
A(table([3000,3250,3250],[
 [cell('Listing element',3000,S),cell('Apple App Store',3250,S),cell('Google Play',3250,S)],
 [cell('App icon',3000),cell('1024 × 1024 PNG, no transparency',3250),cell('512 × 512 PNG, up to 1 MB',3250)],
 [cell('Screenshots',3000),cell(P(dl('1242 × 2688'),ins('1290 × 2796'),' px, PNG or JPEG'),3250),cell('1080 × 1920 px, PNG or JPEG',3250)],
 [cell('Name',3000),cell('30 characters max.',3250),cell('30 characters max.',3250)],
 [cell('Subtitle / short description',3000),cell('30 characters max.',3250),cell('80 characters max.',3250)]]))
A(P('Every cell of this table is mandatory for its store.'))
A(P('6. File names',style='Heading1'))
A(P('Files must be named HCY_[Channel]_[Description]_v[N], where Channel is EML, VID or APP; for example HCY_EML_Welcome1_v3.html or HCY_VID_Injecting_v2.mp4.'))
A(P(cm(t('Please accept all changes before sign-off.'),3,'Cobalt & Finch','CF','Will do once the 3-minute video limit is confirmed by the MLR team (meeting on 22 March).')))
document=(f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {W}><w:body>'+''.join(B)+
 '<w:sectPr><w:headerReference w:type="default" r:id="rId3"/><w:footerReference w:type="default" r:id="rId4"/><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1300" w:right="1100" w:bottom="1300" w:left="1100" w:header="600" w:footer="600" w:gutter="0"/></w:sectPr></w:body></w:document>')
commentsxml=f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:comments {W}>'+''.join(comments)+'</w:comments>'
settings=f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:settings {W}><w:revisionView w:markup="false" w:insDel="false" w:formatting="false"/><w:trackRevisions/><w:defaultTabStop w:val="720"/></w:settings>'
header=f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr {W}><w:p><w:pPr><w:jc w:val="right"/></w:pPr><w:r><w:rPr><w:sz w:val="16"/></w:rPr><w:t>Brindle Therapeutics UK · Draft for review · Not for distribution</w:t></w:r></w:p></w:hdr>'
footer=(f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:ftr {W}><w:p><w:pPr><w:jc w:val="center"/></w:pPr><w:r><w:rPr><w:sz w:val="16"/></w:rPr><w:t xml:space="preserve">Halcyra Companion asset specification, draft 3 · Page </w:t></w:r>'
 '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p></w:ftr>')
def hstyle(l,sz): return f'<w:style w:type="paragraph" w:styleId="Heading{l}"><w:name w:val="heading {l}"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="220" w:after="90"/><w:outlineLvl w:val="{l-1}"/></w:pPr><w:rPr><w:b/><w:color w:val="2E5A88"/><w:sz w:val="{sz}"/></w:rPr></w:style>'
styles=(f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles {W}><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Liberation Sans" w:hAnsi="Liberation Sans" w:eastAsia="Liberation Sans" w:cs="Liberation Sans"/><w:sz w:val="20"/><w:lang w:val="en-GB"/></w:rPr></w:rPrDefault></w:docDefaults>'
 '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:pPr><w:spacing w:after="100"/></w:pPr></w:style>'
 '<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:rPr><w:b/><w:sz w:val="30"/><w:color w:val="2E5A88"/></w:rPr></w:style>'
 '<w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/><w:pPr><w:ind w:left="720"/></w:pPr></w:style>'
 '<w:style w:type="character" w:styleId="CommentReference"><w:name w:val="annotation reference"/><w:rPr><w:sz w:val="16"/></w:rPr></w:style>'
 +hstyle(1,24)+
 '<w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/><w:tblPr><w:tblBorders><w:top w:val="single" w:sz="4"/><w:left w:val="single" w:sz="4"/><w:bottom w:val="single" w:sz="4"/><w:right w:val="single" w:sz="4"/><w:insideH w:val="single" w:sz="4"/><w:insideV w:val="single" w:sz="4"/></w:tblBorders></w:tblPr></w:style></w:styles>')
numbering=(f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering {W}><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="500" w:hanging="300"/></w:pPr></w:lvl></w:abstractNum>'
 '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>')
OX='application/vnd.openxmlformats-officedocument.wordprocessingml.'
ct=('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
 f'<Override PartName="/word/document.xml" ContentType="{OX}document.main+xml"/><Override PartName="/word/styles.xml" ContentType="{OX}styles+xml"/><Override PartName="/word/numbering.xml" ContentType="{OX}numbering+xml"/>'
 f'<Override PartName="/word/settings.xml" ContentType="{OX}settings+xml"/><Override PartName="/word/comments.xml" ContentType="{OX}comments+xml"/><Override PartName="/word/header1.xml" ContentType="{OX}header+xml"/><Override PartName="/word/footer1.xml" ContentType="{OX}footer+xml"/>'
 '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>')
R='http://schemas.openxmlformats.org/officeDocument/2006/relationships/'
rels=('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
 f'<Relationship Id="rId1" Type="{R}officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>')
drels=('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
 f'<Relationship Id="rId1" Type="{R}styles" Target="styles.xml"/><Relationship Id="rId2" Type="{R}numbering" Target="numbering.xml"/>'
 f'<Relationship Id="rId3" Type="{R}header" Target="header1.xml"/><Relationship Id="rId4" Type="{R}footer" Target="footer1.xml"/>'
 f'<Relationship Id="rId5" Type="{R}settings" Target="settings.xml"/><Relationship Id="rId6" Type="{R}comments" Target="comments.xml"/></Relationships>')
core='<?xml version="1.0" encoding="UTF-8" standalone="yes"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Halcyra Companion Digital Asset Specification (draft 3)</dc:title></cp:coreProperties>'
with zipfile.ZipFile(sys.argv[1],'w',zipfile.ZIP_DEFLATED) as z:
    for n,d in [('[Content_Types].xml',ct),('_rels/.rels',rels),('word/_rels/document.xml.rels',drels),('docProps/core.xml',core),('word/styles.xml',styles),('word/numbering.xml',numbering),('word/settings.xml',settings),('word/comments.xml',commentsxml),('word/header1.xml',header),('word/footer1.xml',footer),('word/document.xml',document)]:
        z.writestr(zipfile.ZipInfo(n,(2027,1,1,0,0,0)),d,compress_type=zipfile.ZIP_DEFLATED)
