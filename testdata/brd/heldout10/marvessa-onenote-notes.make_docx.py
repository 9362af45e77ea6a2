# Writes marvessa-onenote-notes.docx: a OneNote page exported with File > Export > Word Document
# (hand-written OOXML, written from scratch): page title with the date/time line OneNote puts under it,
# note-container paragraphs, OneNote tags exported as symbols (★ Important, ? Question, ☐/☑ To Do,
# "Remember for later"), bullet lists (numbering.xml), a table pasted from a web page followed by
# OneNote's "Pasted from <…>" line, a screen clipping whose picture is not exported (only its caption).
# Usage: python3 marvessa-onenote-notes.make_docx.py marvessa-onenote-notes.docx
import sys, zipfile
from xml.sax.saxutils import escape
W='xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'
def run(t,b=False,i=False,color=None,sz=None):
    rp=''
    if b: rp+='<w:b/>'
    if i: rp+='<w:i/>'
    if color: rp+=f'<w:color w:val="{color}"/>'
    if sz: rp+=f'<w:sz w:val="{sz}"/>'
    return f'<w:r>{"<w:rPr>"+rp+"</w:rPr>" if rp else ""}<w:t xml:space="preserve">{escape(t)}</w:t></w:r>'
def p(*runs,style=None,bullet=False,indent=None):
    pp=''
    if style: pp+=f'<w:pStyle w:val="{style}"/>'
    if bullet: pp+='<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>'
    if indent: pp+=f'<w:ind w:left="{indent}"/>'
    rs=''.join(r if r.startswith('<w:r>') else run(r) for r in runs)
    return f'<w:p>{"<w:pPr>"+pp+"</w:pPr>" if pp else ""}{rs}</w:p>'
def tbl(rows,widths):
    g=''.join(f'<w:gridCol w:w="{w}"/>' for w in widths)
    out=f'<w:tbl><w:tblPr><w:tblW w:w="{sum(widths)}" w:type="dxa"/><w:tblBorders>'+''.join(f'<w:{e} w:val="single" w:sz="4" w:color="A0A0A0"/>' for e in ('top','left','bottom','right','insideH','insideV'))+'</w:tblBorders></w:tblPr><w:tblGrid>'+g+'</w:tblGrid>'
    for k,r in enumerate(rows):
        out+='<w:tr>'+''.join(f'<w:tc><w:tcPr><w:tcW w:w="{widths[j]}" w:type="dxa"/></w:tcPr>'+p(run(v,b=(k==0)))+'</w:tc>' for j,v in enumerate(r))+'</w:tr>'
    return out+'</w:tbl>'
B=[]
B.append(p('Marvessa HCP audio + newsfeed — call with Pulsecast Media',style='Title'))
B.append(p(run('Thursday, 12 November 2026',color='767676'),run('      14:03',color='767676')))
B.append(p('Attendees: me (Hattie Lowe, Corbel & Finch), Priya Shah (Pulsecast ad ops), Dev Anand (Kingsgate media). Marvessa (torvanimab) is the client’s IL-23 biologic for HCPs treating psoriatic arthritis.'))
B.append(p(run('★ Important: ',b=True,color='C00000'),run('everything below is what Pulsecast and MedStream QC against before trafficking — Priya says anything that fails is bounced back within 48 h. Things marked “(pref.)” are their preferences, not QC checks.')))
B.append(p('Host-read podcast ads',style='Heading1'))
for t in ['Host reads: we send talking points only, max 120 words, the host reads them in their own voice',
          'Pre-recorded spots (we supply): 30 or 60 seconds. 15s is NOT available on their HCP shows',
          'WAV, 48 kHz (pref.); MP3 is fine if it is 192 kbps or more',
          'Loudness −16 LUFS integrated, ±1 LU; true peak no higher than −1 dBTP',
          'No sound effects that could be mistaken for a phone notification, pager or siren (drivers listen)']:
    B.append(p(t,bullet=True))
B.append(p(run('? Question: ',b=True,color='7030A0'),run('does the safety info have to be read in full in the audio? → Priya: yes, the full Important Safety Information read at the end of every pre-recorded spot, at normal speed (no speeding up the VO).')))
B.append(p('Companion and episode-page assets (pasted from their spec page):'))
B.append(tbl([['Asset','Spec','Notes'],
 ['Companion banner','640 x 640 px, JPG or PNG, max 150 KB','Shown in the app while the ad plays'],
 ['Episode-page banner','728 x 90 px, static, max 100 KB','Optional — only with the sponsorship package'],
 ['Show-notes link','HTTPS only, one link per ad','Goes under the episode description']],[2200,3600,3400]))
B.append(p(run('Pasted from <https://ads.pulsecast.example/specs/hcp-audio>',i=True,color='767676',sz='16')))
B.append(p('Newsfeed (MedStream app)',style='Heading1'))
for t in ['Sponsored post image 1200 x 628 (1.91:1), under 2MB',
          'Headline 60 char, body 200 char — hard limits, their form won’t save more',
          'Video in feed: up to 60 sec, 16:9 or 1:1, captions on (autoplay is muted)',
          'Thumbnail for video posts: same 1200 x 628 (pref.)']:
    B.append(p(t,bullet=True))
B.append(p('MedStream tech specs (clipping below; Dev has the PDF):'))
B.append(p(run('Screen clipping taken: 12/11/2026 14:31',i=True,color='767676',sz='16')))
B.append(p('Compliance bits (from Nina, regulatory)',style='Heading1'))
for t in ['Every piece must say “For US healthcare professionals only”',
          'Approval code format: MRV US nnnn / yy (e.g. MRV US 0412 / 26) — in the show notes and on the companion banner',
          'Podcast ads must say the generic name (torvanimab) with the brand name on first mention',
          'Fair balance: risks get the same airtime weight as benefits, no “see website for risks” shortcut']:
    B.append(p(t,bullet=True))
B.append(p('To do',style='Heading1'))
for t in ['☐ Send Pulsecast the PI link + ISI script by 20 Nov','☐ Ask Dev about the Q1 budget ($42k across both)','☑ 30s vs 60s → we make both','☐ Book the VO session (2 h) for w/c 23 Nov']:
    B.append(p(t,indent='360'))
B.append(p(run('Remember for later: ',b=True,color='0070C0'),run('Pulsecast HCP shows ≈ 68k downloads a month, CPM $95, 4-week minimum flight. MedStream ≈ 310k verified clinicians, CPM $120.')))
body=''.join(B)
doc=f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {W}><w:body>{body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1200" w:right="1200" w:bottom="1200" w:left="1200" w:header="600" w:footer="600" w:gutter="0"/></w:sectPr></w:body></w:document>'
styles=f'''<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles {W}>
<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:eastAsia="Calibri" w:cs="Calibri"/><w:sz w:val="22"/><w:lang w:val="en-GB"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="80"/></w:pPr></w:pPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:pPr><w:pBdr><w:bottom w:val="single" w:sz="4" w:color="A0A0A0"/></w:pBdr><w:spacing w:after="60"/></w:pPr><w:rPr><w:sz w:val="40"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="240" w:after="60"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:color w:val="2E74B5"/><w:sz w:val="28"/></w:rPr></w:style>
</w:styles>'''
numbering=f'''<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering {W}><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>'''
ct='''<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>'''
rels='''<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>'''
drels='''<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/></Relationships>'''
core='''<?xml version="1.0" encoding="UTF-8" standalone="yes"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>Marvessa HCP audio + newsfeed — call with Pulsecast Media</dc:title><dc:creator>Hattie Lowe</dc:creator><cp:lastModifiedBy>Microsoft OneNote</cp:lastModifiedBy></cp:coreProperties>'''
with zipfile.ZipFile(sys.argv[1],'w',zipfile.ZIP_DEFLATED) as z:
    z.writestr('[Content_Types].xml',ct); z.writestr('_rels/.rels',rels); z.writestr('word/_rels/document.xml.rels',drels)
    z.writestr('word/document.xml',doc); z.writestr('word/styles.xml',styles); z.writestr('word/numbering.xml',numbering); z.writestr('docProps/core.xml',core)
