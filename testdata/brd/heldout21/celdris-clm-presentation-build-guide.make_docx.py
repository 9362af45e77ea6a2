# Writes celdris-clm-presentation-build-guide.docx: a UK pharma company's Word-native CLM presentation BUILD GUIDE
# for its rep iPad app (hand-written OOXML: styles, header/footer, tables, shaded "Build rule" callouts, a Do/Don't table,
# a monospaced package tree). Usage: python3 celdris-clm-presentation-build-guide.make_docx.py OUT.docx
import sys, zipfile
from xml.sax.saxutils import escape

def run(t, b=False, i=False, mono=False, sz=None, color=None):
    rp = ''
    if mono: rp += '<w:rFonts w:ascii="Liberation Mono" w:hAnsi="Liberation Mono"/>'
    if b: rp += '<w:b/>'
    if i: rp += '<w:i/>'
    if color: rp += f'<w:color w:val="{color}"/>'
    if sz: rp += f'<w:sz w:val="{sz}"/>'
    return f'<w:r>{"<w:rPr>"+rp+"</w:rPr>" if rp else ""}<w:t xml:space="preserve">{escape(t)}</w:t></w:r>'

def para(content, style=None, keep=False, spacing_after=None):
    pp = ''
    if style: pp += f'<w:pStyle w:val="{style}"/>'
    if spacing_after is not None: pp += f'<w:spacing w:after="{spacing_after}"/>'
    if not content.startswith('<w:r>'): content = run(content) if content else ''
    return f'<w:p>{"<w:pPr>"+pp+"</w:pPr>" if pp else ""}{content}</w:p>'

def H(n, t): return para(t, f'Heading{n}')
def P(t): return para(t)
def B(t): return para(run('•  ') + (t if t.startswith('<w:r>') else run(t)), 'ListPara')

def cell(content, w, shade=None, bold=False):
    tcp = f'<w:tcW w:w="{w}" w:type="dxa"/>'
    if shade: tcp += f'<w:shd w:val="clear" w:color="auto" w:fill="{shade}"/>'
    paras = content if isinstance(content, list) else [content]
    body = ''.join(x if x.startswith('<w:p>') else para(run(x, b=bold)) for x in paras)
    return f'<w:tc><w:tcPr>{tcp}</w:tcPr>{body}</w:tc>'

def table(widths, rows, header=True, shade_first=True):
    grid = ''.join(f'<w:gridCol w:w="{w}"/>' for w in widths)
    out = ('<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/><w:tblBorders>' +
           ''.join(f'<w:{s} w:val="single" w:sz="4" w:space="0" w:color="808080"/>' for s in ('top','left','bottom','right','insideH','insideV')) +
           '</w:tblBorders><w:tblCellMar><w:left w:w="80" w:type="dxa"/><w:right w:w="80" w:type="dxa"/></w:tblCellMar></w:tblPr>'
           f'<w:tblGrid>{grid}</w:tblGrid>')
    for k, r in enumerate(rows):
        hdr = header and k == 0
        out += ('<w:tr>' + ('<w:trPr><w:tblHeader/></w:trPr>' if hdr else '') +
                ''.join(cell(c, widths[j], 'D9E2F3' if hdr and shade_first else None, hdr) for j, c in enumerate(r)) + '</w:tr>')
    return out + '</w:tbl>' + para('')

def callout(title, lines):
    body = [para(run(title, b=True, color='1F4E79'))] + [para(run(l)) for l in lines]
    return table([9000], [[body]], header=False).replace('<w:tcPr>', '<w:tcPr><w:shd w:val="clear" w:color="auto" w:fill="EAF1FB"/>', 1)

def mono(lines): return ''.join(para(run(l, mono=True, sz=18), spacing_after=0) for l in lines) + para('')

body = []
A = body.append
A(para(run('Celdris Pharma UK Ltd — Field Engagement', color='1F4E79'), spacing_after=0))
A(para('CLM Presentation Build Guide', 'Title'))
A(para(run('Bridgepoint Detail iPad app · Orvane (felcitinib) and all UK/IE brands · Version 4.0, October 2026', i=True)))
A(table([2600, 6400], [
    ['Document', 'Detail'],
    ['Owner', 'Field Engagement Platforms (FEP), Celdris Pharma UK Ltd, Marlow'],
    ['Applies to', 'All CLM presentations built for the Bridgepoint Detail app on UK and Ireland field iPads'],
    ['Version', '4.0 — replaces 3.2 (March 2025). Version 4.0 raises the key-message zip limit and adds section 7 on video.'],
    ['Job bag', 'UK-FEP-1187   Date of preparation: October 2026'],
]))
A(H(1, '1. Introduction'))
A(P('Our 340 field colleagues use the Bridgepoint Detail app on iPad (10th generation and iPad Air, iPadOS 17 or later) to present approved content to healthcare professionals. Presentations are synchronised overnight over Wi-Fi and shown offline, often in hospitals with no signal. A presentation that is too heavy, that calls the internet or that does not follow the package structure will not synchronise, or will break in front of a customer.'))
A(P('This guide sets out how agencies must build CLM presentations for us. Statements in the blue "Build rule" boxes, the rows of the Do and don’t table and sentences using "must" are mandatory: the FEP team will reject a package at technical QC if one is not met. Statements using "should" or "we recommend" are good practice and will be raised as comments only.'))
A(P('In 2025 the FEP team ran technical QC on 196 packages; 31% were returned at least once, most often for missing thumbnails (12%) and oversized video (9%).'))
A(H(1, '2. Presentations and key messages'))
A(P('A presentation is made of key messages. Each key message is one HTML5 page (one slide, or a slide with its pop-ups) delivered as its own zip file. The app shows key messages in the order set in the CRM, and reps may skip or reorder them during a call.'))
A(callout('Build rule 2.1 — Key messages', [
    'A presentation must contain no more than 25 key messages, including the PI and references key messages.',
    'Key-message names (shown to reps in the app menu) must be 40 characters or fewer.',
    'Each key message must be fully self-contained: no links to files in another key message’s zip.',
]))
A(H(1, '3. Canvas and layout'))
A(P('The app displays key messages full screen in landscape only. Build for a fixed canvas:'))
A(table([3000, 3000, 3000], [
    ['Item', 'Value', 'Notes'],
    ['Canvas', '1024 × 768 CSS px', 'Landscape only; the app scales the canvas for larger iPads'],
    ['Image assets', '2x (2048 × 1536 for full-screen images)', 'Export all bitmaps at double resolution'],
    ['Safe area', '40 px from each edge', 'The app’s menu bar covers the top 40 px when opened'],
    ['Minimum text size', '14 px', '18 px or more recommended for body copy'],
    ['Touch targets', '44 × 44 px minimum', ''],
]))
A(P('Text must sit inside the safe area. The app’s navigation swipes left and right, so presentations must not use horizontal swipe gestures of their own; vertical scrolling regions are allowed.'))
A(H(1, '4. Package structure'))
A(P('Every key-message zip must have this structure at its root (do not zip the parent folder):'))
A(mono(['ORV_UK_MOA_v03.zip', '├── index.html', '├── thumb.png', '├── poster.jpg', '├── css/', '├── js/', '├── fonts/', '├── img/', '└── media/']))
A(callout('Build rule 4.1 — Files', [
    'index.html and thumb.png are mandatory and must be named exactly so, in lower case.',
    'thumb.png: 200 × 150 px, PNG. It is the image reps see in the slide sorter.',
    'poster.jpg: 1024 × 768 px, JPG; shown while the key message loads.',
    'A key-message zip must not exceed 50 MB (was 30 MB in version 3.2).',
    'The whole presentation must not exceed 400 MB.',
]))
A(P('We recommend keeping each zip under 15 MB where the content allows: reps on older iPads notice the load time above that.'))
A(H(1, '5. Code'))
A(B('HTML5, CSS3 and vanilla JavaScript, or the Bridgepoint Content SDK 3.x. No jQuery versions older than 3.5.'))
A(B('No calls to external servers: no CDNs, web fonts from the internet, analytics tags or iframes to web pages. Everything must be inside the zip.'))
A(B('Fonts must be embedded in the fonts/ folder as WOFF or WOFF2.'))
A(B('Navigation between key messages uses the SDK call gotoSlide(); do not use links to other zips.'))
A(B('Console errors at load are not accepted at technical QC.'))
A(H(1, '6. Do and don’t'))
A(table([4500, 4500], [
    ['Do', 'Don’t'],
    ['Use the brand’s approved templates from the Orvane toolkit', 'Build pop-ups that cover the PI button'],
    ['Keep animation under 3 seconds per build-in', 'Auto-play audio'],
    ['Give every image an alt attribute', 'Use text inside images for claims (claims must be live text)'],
    ['Put the footnote and reference numbers on the same slide as the claim', 'Use more than two levels of pop-up'],
]))
A(H(1, '7. Video inside key messages'))
A(P('Video is allowed in key messages from this version onwards, within these limits:'))
A(table([3000, 6000], [
    ['Property', 'Requirement'],
    ['Container / codec', 'MP4, H.264 (High profile); audio AAC-LC'],
    ['Resolution', 'No larger than 1280 × 720'],
    ['Frame rate', '25 fps'],
    ['Length', '90 seconds maximum'],
    ['File size', '25 MB maximum per video'],
    ['Sound', 'Muted by default; the rep starts the sound'],
    ['Subtitles', 'Burnt-in subtitles required for any spoken content'],
]))
A(P('Videos should be encoded at 2–4 Mbps; higher bitrates rarely look better on the iPad screen and cost synchronisation time.'))
A(H(1, '8. Mandatory content'))
A(P('Every presentation is promotional material under the ABPI Code of Practice and must carry:'))
A(B('a Prescribing Information key message, reachable from every key message by the PI button in one tap;'))
A(B('a References key message listing all references cited in the presentation;'))
A(B('the adverse event reporting statement on the PI key message, in the wording of the Orvane toolkit;'))
A(B('the job bag code (format UK-ORV-NNNN, for example UK-ORV-2419) and the date of preparation on every key message;'))
A(B('the black triangle ▼ next to the first mention of Orvane on each key message, for as long as the product is under additional monitoring.'))
A(P('Presentations are for UK and Ireland healthcare professionals only and must not be shown to patients or members of the public.'))
A(H(1, '9. Naming'))
A(P('Key-message zips must be named ORV_[Market]_[KeyMessage]_v[NN].zip, e.g. ORV_UK_MOA_v03.zip or ORV_IE_Dosing_v01.zip. The key-message part uses letters only, no spaces.'))
A(H(1, '10. Submission, QC and fees'))
A(P('Send packages to fep.qc@celdris.example through the agency portal. Technical QC takes 3 working days; a package that fails is returned with the QC report and re-checked in 2 working days. Certification of the material by a signatory in the Celdris review system is separate and follows the Celdris SOP-PR-004.'))
A(table([4500, 2200, 2300], [
    ['Service (Celdris rate card 2026)', 'Fee (GBP)', 'Turnaround'],
    ['Technical QC, first submission', 'included', '3 working days'],
    ['Technical QC, third and later resubmission', '240 per package', '2 working days'],
    ['Emergency release outside the weekly sync', '1,100', 'same day'],
]))
A(P('Contacts: Priya Nandakumar, FEP content lead (priya.nandakumar@celdris.example); Owen Hartley, CRM administrator.'))

doc = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
       '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
       'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:body>' + ''.join(body) +
       '<w:sectPr><w:headerReference w:type="default" r:id="rIdH"/><w:footerReference w:type="default" r:id="rIdF"/>'
       '<w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1300" w:right="1200" w:bottom="1300" w:left="1200" w:header="600" w:footer="600" w:gutter="0"/></w:sectPr>'
       '</w:body></w:document>')
W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
hdr = f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr {W}><w:p><w:r><w:rPr><w:sz w:val="16"/></w:rPr><w:t>Celdris Pharma UK Ltd · CLM Presentation Build Guide v4.0 · INTERNAL AND AGENCY USE</w:t></w:r></w:p></w:hdr>'
ftr = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:ftr {W}><w:p><w:r><w:rPr><w:sz w:val="16"/></w:rPr><w:t xml:space="preserve">UK-FEP-1187 · October 2026 · Page </w:t></w:r>'
       '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p></w:ftr>')
def lvl(id):
    return f'<w:outlineLvl w:val="{int(id[-1])-1}"/>' if id.startswith('Heading') else ''
def sty(id, name, sz, bold=True, color='1F4E79', before=240, after=120):
    return (f'<w:style w:type="paragraph" w:styleId="{id}"><w:name w:val="{name}"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/>'
            f'<w:pPr><w:keepNext/><w:spacing w:before="{before}" w:after="{after}"/>{lvl(id)}</w:pPr>'
            f'<w:rPr>{"<w:b/>" if bold else ""}<w:color w:val="{color}"/><w:sz w:val="{sz}"/></w:rPr></w:style>')
styles = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles {W}>'
          '<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Liberation Sans" w:hAnsi="Liberation Sans"/><w:sz w:val="20"/><w:lang w:val="en-GB"/></w:rPr></w:rPrDefault>'
          '<w:pPrDefault><w:pPr><w:spacing w:after="100" w:line="264" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>'
          '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>'
          + sty('Title', 'Title', 40, after=60) + sty('Heading1', 'heading 1', 28) + sty('Heading2', 'heading 2', 24) +
          '<w:style w:type="paragraph" w:styleId="ListPara"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/><w:pPr><w:ind w:left="500" w:hanging="260"/></w:pPr></w:style>'
          '</w:styles>')
ct = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
      '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>'
      '<Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>'
      '<Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/></Types>')
rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>')
drels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
         '<Relationship Id="rIdS" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>'
         '<Relationship Id="rIdH" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/>'
         '<Relationship Id="rIdF" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/></Relationships>')
with zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_DEFLATED) as z:
    z.writestr('[Content_Types].xml', ct); z.writestr('_rels/.rels', rels)
    z.writestr('word/document.xml', doc); z.writestr('word/_rels/document.xml.rels', drels)
    z.writestr('word/styles.xml', styles); z.writestr('word/header1.xml', hdr); z.writestr('word/footer1.xml', ftr)
