# Writes workline-sponsored-content-message-ads.docx: a professional network's downloadable ad-spec guide
# (Word-native OOXML written by hand: styles, header/footer with page numbers, tables with shaded header rows,
# superscript footnote marks with notes under the tables). Usage: python3 THIS.py OUT.docx
import sys, zipfile
from xml.sax.saxutils import escape

W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'


def run(t, b=False, sup=False, i=False, color=None, sz=None):
    pr = ''
    if b: pr += '<w:b/>'
    if i: pr += '<w:i/>'
    if color: pr += f'<w:color w:val="{color}"/>'
    if sz: pr += f'<w:sz w:val="{sz}"/>'
    if sup: pr += '<w:vertAlign w:val="superscript"/>'
    return f'<w:r>{"<w:rPr>" + pr + "</w:rPr>" if pr else ""}<w:t xml:space="preserve">{escape(t)}</w:t></w:r>'


def rich(s, **k):
    """'text^1^ more' -> runs; text between ^ is superscript."""
    out, sup = '', False
    for part in s.split('^'):
        if part: out += run(part, sup=sup, **k)
        sup = not sup
    return out


def para(s, style=None, b=False, keep=False, numbered=False):
    pp = ''
    if style: pp += f'<w:pStyle w:val="{style}"/>'
    if keep: pp += '<w:keepNext/>'
    if numbered: pp += '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>'
    return f'<w:p>{"<w:pPr>" + pp + "</w:pPr>" if pp else ""}{rich(s, b=b)}</w:p>'


def table(rows, widths):
    grid = ''.join(f'<w:gridCol w:w="{w}"/>' for w in widths)
    out = ('<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/><w:tblBorders>' +
           ''.join(f'<w:{e} w:val="single" w:sz="4" w:space="0" w:color="8C9BAA"/>' for e in ('top', 'left', 'bottom', 'right', 'insideH', 'insideV')) +
           '</w:tblBorders><w:tblCellMar><w:left w:w="80" w:type="dxa"/><w:right w:w="80" w:type="dxa"/></w:tblCellMar></w:tblPr>'
           f'<w:tblGrid>{grid}</w:tblGrid>')
    for n, r in enumerate(rows):
        out += '<w:tr>' + ('<w:trPr><w:tblHeader/></w:trPr>' if n == 0 else '')
        for c, w in zip(r, widths):
            shade = '<w:shd w:val="clear" w:color="auto" w:fill="DCE6F0"/>' if n == 0 else ''
            out += f'<w:tc><w:tcPr><w:tcW w:w="{w}" w:type="dxa"/>{shade}</w:tcPr>'
            out += ''.join(f'<w:p><w:pPr><w:pStyle w:val="Cell"/></w:pPr>{rich(line, b=(n == 0))}</w:p>' for line in c.split('\n'))
            out += '</w:tc>'
        out += '</w:tr>'
    return out + '</w:tbl>'


B = []
B.append(para('Workline Ads', 'Title'))
B.append(para('Sponsored Content and Message Ads: specifications for advertisers', 'Subtitle'))
B.append(para('Edition 2027.1 · January 2027 · For advertisers and agencies', 'Small'))
B.append(para('About this guide', 'Heading1'))
B.append(para('Workline is a professional network with 96 million members, including 14.2 million healthcare professionals who list a clinical role. Sponsored Content appears in members’ feeds; Message Ads arrive in members’ inboxes from a named sender. This guide gives the creative specifications for both and for the health and pharmaceutical rules that apply to them.'))
B.append(para('How to use the tables. The Required column lists what Campaign Manager enforces or what our ad review checks; an ad that misses it cannot be uploaded or is rejected. The Recommended column is best practice from our creative team; ads are never rejected for it. Footnote marks (¹ ² ³) point to the notes directly below each table.'))
B.append(para('1. Single image ads', 'Heading1'))
B.append(table([
    ['Item', 'Required', 'Recommended'],
    ['Introductory text', '600 characters max.', '150 characters or fewer^1^'],
    ['Headline', '200 characters max.', '70 characters or fewer'],
    ['Image file', 'JPG, PNG or GIF (non-animated)\nMax file size: 5 MB', '—'],
    ['Image ratio and size', '1.91:1 (1200 × 627 px)\n1:1 (1200 × 1200 px)\n4:5 (720 × 900 px), mobile only^2^', '1:1 (1200 × 1200 px)'],
    ['Minimum image width', '640 px', '—'],
], [2400, 3700, 3200]))
B.append(para('¹ Introductory text is cut after about 150 characters on mobile, with a “…see more” link.', 'Note'))
B.append(para('² A 4:5 image is shown only on the mobile app; on desktop it is cropped to 1:1.', 'Note'))
B.append(para('2. Video ads', 'Heading1'))
B.append(table([
    ['Item', 'Required', 'Recommended'],
    ['Length', '3 seconds to 30 minutes', '15 to 30 seconds'],
    ['File size', '75 KB to 200 MB', '—'],
    ['File format', 'MP4', '—'],
    ['Frame rate', 'Less than 30 frames per second', '—'],
    ['Audio', 'AAC or MPEG4 audio, sample rate less than 64 kHz', '—'],
    ['Resolution', '360p (480 × 360) to 1080p (1920 × 1080)', '1080p'],
    ['Captions', 'Required for prescription-drug advertisers^3^', 'SRT file for every other advertiser'],
], [2400, 3700, 3200]))
B.append(para('³ Burned-in captions or an uploaded SRT file.', 'Note'))
B.append(para('Videos autoplay without sound in the feed. Put your brand name and message on screen in the first 3 seconds.'))
B.append(para('3. Carousel ads', 'Heading1'))
B.append(para('A carousel ad has 2 to 10 cards. Each card needs an image and a headline.', keep=True))
B.append(para('Card image: 1080 × 1080 px, JPG, PNG or non-animated GIF, 10 MB max.', numbered=True))
B.append(para('Card headline: 45 characters max. (two lines on mobile).', numbered=True))
B.append(para('Introductory text: 255 characters max. for the whole carousel.', numbered=True))
B.append(para('Use the same visual style on every card (recommended).', numbered=True))
B.append(para('4. Message Ads', 'Heading1'))
B.append(para('Message Ads are delivered to members’ Workline inboxes, only when the member is active, and a member receives no more than one Message Ad from any advertiser every 30 days. The sender is a Workline member of your organization who has agreed to send on your behalf.'))
B.append(table([
    ['Element', 'Required', 'Recommended'],
    ['Sender', 'A real member profile with a photo', '—'],
    ['Subject line', '60 characters max.', '—'],
    ['Message text', '1,500 characters max.', '500 characters or fewer'],
    ['Links in the message text', '3 max.', '1'],
    ['Call-to-action button', '20 characters max.', '—'],
    ['Custom footer (terms, ISI)', '2,500 characters max.', '—'],
    ['Banner (desktop only, optional)', '300 × 250 px, JPG, PNG or non-animated GIF, 40 KB max.', '—'],
], [2400, 3700, 3200]))
B.append(para('The subject line and the message text must not be identical to any other Message Ad the same sender sent in the last 30 days.'))
B.append(para('5. Health and pharmaceutical advertising', 'Heading1'))
B.append(para('Workline accepts ads for prescription medicines in the United States only, from advertisers who have completed healthcare verification. Carousel ads and Message Ads are not available for prescription medicines; use single image or video ads.'))
B.append(para('In a prescription-drug ad, the first 150 characters of the introductory text must state the most serious risk or include the words “See Important Safety Information” with a link.', numbered=True))
B.append(para('Ads that promote a prescription medicine by name must be targeted to members with a clinical role (healthcare professionals); consumer-facing disease-awareness ads must not name a product.', numbered=True))
B.append(para('Each ad carries the advertiser’s promotional review code in the ad name field, in the form [Company]-[Year]-[Number], for example NOVELLA-2027-0119.', numbered=True))
B.append(para('6. Review and contacts', 'Heading1'))
B.append(para('Most ads are reviewed within 24 hours. Ads from healthcare-verified advertisers may take up to 3 business days. Minimum daily budget: $10; Message Ads are priced per send, from $0.30.'))
B.append(para('Questions: adsupport@workline.example. Healthcare verification: health-ads@workline.example.'))
B.append(para('© 2027 Workline Corporation. These specifications may change; the current version is on the Workline Ads help site.', 'Small'))

body = ''.join(B)
sect = ('<w:sectPr><w:headerReference w:type="default" r:id="rHdr"/><w:footerReference w:type="default" r:id="rFtr"/>'
        '<w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1200" w:right="1100" w:bottom="1200" w:left="1100" w:header="600" w:footer="600" w:gutter="0"/></w:sectPr>')
document = f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {W}><w:body>{body}{sect}</w:body></w:document>'
header = f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr {W}><w:p><w:pPr><w:pStyle w:val="Small"/><w:jc w:val="right"/></w:pPr>{run("Workline Ads · Sponsored Content and Message Ads specifications")}</w:p></w:hdr>'
footer = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:ftr {W}><w:p><w:pPr><w:pStyle w:val="Small"/><w:jc w:val="center"/></w:pPr>'
          + run('Edition 2027.1 · Page ') + '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r>'
          '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p></w:ftr>')


def style(sid, name, ppr='', rpr='', based='Normal'):
    return (f'<w:style w:type="paragraph" w:styleId="{sid}"><w:name w:val="{name}"/><w:basedOn w:val="{based}"/>'
            f'<w:pPr>{ppr}</w:pPr><w:rPr>{rpr}</w:rPr></w:style>')


styles = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles {W}>'
          '<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Liberation Sans" w:hAnsi="Liberation Sans" w:cs="Liberation Sans"/><w:sz w:val="19"/></w:rPr></w:rPrDefault>'
          '<w:pPrDefault><w:pPr><w:spacing w:after="100" w:line="264" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>'
          '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>'
          + style('Title', 'Title', '<w:spacing w:after="40"/>', '<w:b/><w:color w:val="0A4A7A"/><w:sz w:val="44"/>')
          + style('Subtitle', 'Subtitle', '<w:spacing w:after="60"/>', '<w:color w:val="0A4A7A"/><w:sz w:val="28"/>')
          + style('Heading1', 'heading 1', '<w:keepNext/><w:spacing w:before="240" w:after="80"/><w:outlineLvl w:val="0"/>', '<w:b/><w:color w:val="0A4A7A"/><w:sz w:val="26"/>')
          + style('Cell', 'Table Text', '<w:spacing w:after="0"/>', '<w:sz w:val="18"/>')
          + style('Note', 'Table Note', '<w:spacing w:after="40"/>', '<w:sz w:val="16"/><w:color w:val="44505C"/>')
          + style('Small', 'Small', '', '<w:sz w:val="15"/><w:color w:val="5A6570"/>')
          + '</w:styles>')
numbering = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering {W}><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0">'
             '<w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="360" w:hanging="260"/></w:pPr></w:lvl>'
             '</w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>')
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
         '<Relationship Id="rSty" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>'
         '<Relationship Id="rNum" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/>'
         '<Relationship Id="rHdr" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/>'
         '<Relationship Id="rFtr" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/></Relationships>')
with zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_DEFLATED) as z:
    z.writestr('[Content_Types].xml', ct)
    z.writestr('_rels/.rels', rels)
    z.writestr('word/_rels/document.xml.rels', drels)
    z.writestr('word/document.xml', document)
    z.writestr('word/styles.xml', styles)
    z.writestr('word/numbering.xml', numbering)
    z.writestr('word/header1.xml', header)
    z.writestr('word/footer1.xml', footer)
