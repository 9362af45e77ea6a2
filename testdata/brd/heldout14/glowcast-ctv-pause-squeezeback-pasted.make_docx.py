# Writes glowcast-ctv-pause-squeezeback-pasted.docx: a connected-TV platform's PAUSE-AD and SQUEEZE-BACK (L-frame) help
# page that an agency planner COPIED FROM THE BROWSER AND PASTED INTO WORD (hand-written OOXML, US Letter): web furniture
# kept as text ("Skip to main content", breadcrumbs, "Share · Print", "Was this article helpful?"), link-blue runs, image
# placeholders, Word bullet numbering from the pasted lists, tables with ✓ / ✗ values, and the planner's own yellow-highlighted
# notes (an agency plan, not the platform's requirements).
# Usage: python3 glowcast-ctv-pause-squeezeback-pasted.make_docx.py glowcast-ctv-pause-squeezeback-pasted.docx
# Helpers run/para/cellxml/table copied from heldout9's vantorel-change-request-form.make_docx.py.
import sys, zipfile
from xml.sax.saxutils import escape

W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'


def run(t, b=False, i=False, sz=None):
    rpr = ''
    if b: rpr += '<w:b/>'
    if i: rpr += '<w:i/>'
    if sz: rpr += f'<w:sz w:val="{sz}"/>'
    return f'<w:r>{"<w:rPr>" + rpr + "</w:rPr>" if rpr else ""}<w:t xml:space="preserve">{escape(t)}</w:t></w:r>'


def para(t='', style=None, b=False, i=False, sz=None, runs=None):
    ppr = f'<w:pPr><w:pStyle w:val="{style}"/></w:pPr>' if style else ''
    body = runs if runs is not None else (run(t, b, i, sz) if t else '')
    return f'<w:p>{ppr}{body}</w:p>'


def cellxml(content, w, shade=None, b=False, span=1):
    tcpr = f'<w:tcW w:w="{w}" w:type="dxa"/>'
    if span > 1: tcpr += f'<w:gridSpan w:val="{span}"/>'
    if shade: tcpr += f'<w:shd w:val="clear" w:color="auto" w:fill="{shade}"/>'
    paras = content if isinstance(content, list) else [content]
    inner = ''.join(p if p.startswith('<w:p>') else para(p, b=b, sz=18) for p in paras)
    return f'<w:tc><w:tcPr>{tcpr}</w:tcPr>{inner}</w:tc>'


def table(widths, rows, header=True):
    grid = ''.join(f'<w:gridCol w:w="{w}"/>' for w in widths)
    out = ('<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/><w:tblBorders>' +
           ''.join(f'<w:{s} w:val="single" w:sz="4" w:space="0" w:color="808080"/>' for s in
                   ('top', 'left', 'bottom', 'right', 'insideH', 'insideV')) +
           '</w:tblBorders><w:tblCellMar><w:left w:w="80" w:type="dxa"/><w:right w:w="80" w:type="dxa"/></w:tblCellMar>'
           f'</w:tblPr><w:tblGrid>{grid}</w:tblGrid>')
    for ri, r in enumerate(rows):
        hdr = header and ri == 0
        out += '<w:tr>' + ('<w:trPr><w:tblHeader/></w:trPr>' if hdr else '')
        for ci, c in enumerate(r):
            out += cellxml(c, widths[ci], shade='D9E2F3' if hdr else None, b=hdr)
        out += '</w:tr>'
    return out + '</w:tbl>' + para()


def link(t):
    return f'<w:r><w:rPr><w:color w:val="1155CC"/><w:u w:val="single"/></w:rPr><w:t xml:space="preserve">{escape(t)}</w:t></w:r>'


def hl(t, b=False):
    return f'<w:r><w:rPr>{"<w:b/>" if b else ""}<w:highlight w:val="yellow"/></w:rPr><w:t xml:space="preserve">{escape(t)}</w:t></w:r>'


def bullet(t, runs=None, level=0):
    body = runs if runs is not None else run(t)
    return f'<w:p><w:pPr><w:pStyle w:val="ListParagraph"/><w:numPr><w:ilvl w:val="{level}"/><w:numId w:val="1"/></w:numPr></w:pPr>{body}</w:p>'


body = []
body.append(para(runs=hl('Copied from help.glowcast.example/advertisers/pause-and-squeezeback on 11/12/2026 by D. Okafor (Maple & Grove). Check the page for updates before trafficking. My notes are highlighted.', b=True)))
body.append(para('Skip to main content', sz=16))
body.append(para(runs=link('Glowcast Advertisers') + run('  >  ') + link('Creative specs') + run('  >  Pause ads and squeezeback')))
body.append(para('Pause ads and squeezeback (L-frame) specs', 'Title'))
body.append(para('Share · Print · Copy link', sz=16))
body.append(para('Glowcast streams free, ad-supported TV to 61 million monthly viewers on smart TVs and streaming devices. Besides our standard :15 and :30 video ads (see Video ad specs), we offer two formats that do not interrupt the show: the pause ad, shown when a viewer pauses, and the squeezeback, an L-shaped frame that wraps around the show while it keeps playing. Creative that does not meet the specs below is returned by our ad operations team; we do not edit or resize files for you.'))
body.append(para('[Image: a paused episode with a pause ad on the right-hand side of the screen]', i=True, sz=18))
body.append(para('Pause ads', 'Heading1'))
body.append(para('A pause ad appears 2 seconds after the viewer presses pause and stays until they press play. It is one static image that fills the screen; the paused frame is dimmed and shown in the left part of the screen, over your image.'))
body.append(table([2900, 6700], [
    ['Spec', 'Requirement'],
    ['Image size', '1920 × 1080 px or 3840 × 2160 px'],
    ['File type', 'PNG or JPG (RGB)'],
    ['Max file size', 'PNG: 3 MB · JPG: 1.5 MB'],
    ['Transparency', '✗ (flatten onto a solid background)'],
    ['Animation', '✗ (static only; GIF is not accepted)'],
    ['Brand area', 'Right 40% of the image (768 px of 1920)'],
    ['Headline text', '8 words maximum'],
    ['QR code', '✓ Optional'],
]))
body.append(para('Layout', 'Heading2'))
body.append(bullet('The left 60% of the image is covered by the dimmed paused frame. Keep the logo, headline and any QR code inside the right 40%.'))
body.append(bullet('Leave a margin of at least 60 px from the top, bottom and right edges (at 1920 × 1080; 120 px at 3840 × 2160).'))
body.append(bullet('Text must be at least 36 px high at 1920 × 1080.'))
body.append(bullet('If you add a QR code, it must be at least 300 × 300 px and link to an HTTPS page; we recommend adding a short URL under it as well.'))
body.append(bullet('Do not show play buttons, progress bars or anything else that looks like a control.'))
body.append(para(runs=hl('Note (Maple & Grove): we will send every pause ad at 3840 × 2160 so that it looks sharp on 4K TVs, and keep the 1920 version as a fallback. Our internal cap is 2 MB to keep the upload quick.')))
body.append(para('Squeezeback (L-frame)', 'Heading1'))
body.append(para('During a squeezeback the show shrinks into the top-left corner of the screen and keeps playing with its own sound, while your L-shaped frame fills the band on the right and the band along the bottom. A squeezeback runs for 15 seconds.'))
body.append(para('[Image: diagram of the L-frame: show window at top left, right band 480 px, bottom band 270 px]', i=True, sz=18))
body.append(table([2600, 3500, 3500], [
    ['Spec', 'Static L-frame', 'Animated L-frame'],
    ['Canvas', '1920 × 1080 px', '1920 × 1080 px'],
    ['Show window (keep transparent)', '1440 × 810 px at the top left', '1440 × 810 px at the top left'],
    ['File type', 'PNG-24 with alpha channel', 'MOV, Apple ProRes 4444 with alpha'],
    ['Length', '—', 'Exactly 15 seconds'],
    ['Frame rate', '—', '29.97 fps'],
    ['Audio', '✗', '✗ (no audio track: the show’s sound keeps playing)'],
    ['Max file size', '1 MB', '500 MB'],
]))
body.append(bullet('Nothing may be drawn inside the show window, not even a border or drop shadow.'))
body.append(bullet('Text in the bands must be at least 32 px high.'))
body.append(bullet('Animated L-frames should settle on a static end state for the last 3 seconds.'))
body.append(para(runs=hl('Note: we only have the animated L-frame for the Zelvora tentpole; the static one is booked for December.')))
body.append(para('Healthcare and pharmaceutical advertisers', 'Heading1'))
body.append(para('Prescription medicines may use pause ads and squeezebacks for reminder ads only: the product name may appear, but what it treats may not. Disease-awareness messages are accepted from any advertiser. Prescription-drug advertisers must also have an approved Glowcast healthcare account (allow 15 business days).'))
body.append(bullet('Reminder pause ads and L-frames must not name the condition the product treats.'))
body.append(bullet('Every pharmaceutical creative must carry the advertiser’s name and a website for more information.'))
body.append(para('Pricing and deadlines', 'Heading1'))
body.append(table([3200, 3200, 3200], [
    ['Format', 'Rate', 'Creative due'],
    ['Pause ad', '$32 CPM', '5 business days before launch'],
    ['Squeezeback', '$45,000 per episode block', '10 business days before air'],
]))
body.append(para('Was this article helpful?  Yes   No', sz=16))
body.append(para(runs=link('Video ad specs') + run('   ') + link('Screensaver ads') + run('   ') + link('Contact ad operations')))

doc = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {W}><w:body>' + ''.join(body) +
       '<w:sectPr><w:headerReference w:type="default" r:id="rIdH"/><w:footerReference w:type="default" r:id="rIdF"/>'
       '<w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1080" w:right="1080" w:bottom="1080" w:left="1080" w:header="540" w:footer="540" w:gutter="0"/>'
       '</w:sectPr></w:body></w:document>')
hdr = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr {W}>' +
       para('Maple & Grove · Zelvora CTV 2027 · Partner specs (pasted)', sz=16) + '</w:hdr>')
ftr = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:ftr {W}>'
       '<w:p><w:r><w:rPr><w:sz w:val="16"/></w:rPr><w:t xml:space="preserve">Internal working copy · Page </w:t></w:r>'
       '<w:r><w:rPr><w:sz w:val="16"/></w:rPr><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r>'
       '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:rPr><w:sz w:val="16"/></w:rPr><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p></w:ftr>')
styles = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles {W}>'
          '<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Liberation Sans" w:hAnsi="Liberation Sans" w:cs="Liberation Sans"/><w:sz w:val="20"/></w:rPr></w:rPrDefault>'
          '<w:pPrDefault><w:pPr><w:spacing w:after="100"/></w:pPr></w:pPrDefault></w:docDefaults>'
          '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>'
          '<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:pPr><w:spacing w:after="120"/></w:pPr><w:rPr><w:b/><w:sz w:val="40"/></w:rPr></w:style>'
          '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="240" w:after="80"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="30"/></w:rPr></w:style>'
          '<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="160" w:after="60"/><w:outlineLvl w:val="1"/></w:pPr><w:rPr><w:b/><w:sz w:val="24"/></w:rPr></w:style>'
          '<w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/><w:pPr><w:ind w:left="720"/><w:spacing w:after="40"/></w:pPr></w:style>'
          '</w:styles>')
numbering = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering {W}>'
             '<w:abstractNum w:abstractNumId="0"><w:multiLevelType w:val="hybridMultilevel"/>'
             '<w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/><w:lvlJc w:val="left"/>'
             '<w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum>'
             '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>')
ct = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
      '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>'
      '<Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/>'
      '<Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>'
      '<Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/></Types>')
rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>')
drels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
         '<Relationship Id="rIdS" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>'
         '<Relationship Id="rIdN" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/>'
         '<Relationship Id="rIdH" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/>'
         '<Relationship Id="rIdF" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/></Relationships>')
with zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_DEFLATED) as z:
    z.writestr('[Content_Types].xml', ct)
    z.writestr('_rels/.rels', rels)
    z.writestr('word/_rels/document.xml.rels', drels)
    z.writestr('word/document.xml', doc)
    z.writestr('word/styles.xml', styles)
    z.writestr('word/numbering.xml', numbering)
    z.writestr('word/header1.xml', hdr)
    z.writestr('word/footer1.xml', ftr)
