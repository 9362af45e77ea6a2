# Builds meridane-word-transposed.docx: a corporate Word requirements template written as OOXML by hand.
# Features: document-control table, page header and footer, a TRANSPOSED placement matrix (placements as
# columns, attribute and unit in the row labels) whose group labels are vertically merged (vMerge) and whose
# shared values span several placement columns (gridSpan), and requirement tables with a Level column (M/R).
import sys, zipfile
from xml.sax.saxutils import escape

NS = ('xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
      'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"')

def r(text, bold=False, size=None, italic=False):
    props = ''.join([('<w:b/>' if bold else ''), ('<w:i/>' if italic else ''), (f'<w:sz w:val="{size}"/>' if size else '')])
    return f'<w:r>{"<w:rPr>"+props+"</w:rPr>" if props else ""}<w:t xml:space="preserve">{escape(text)}</w:t></w:r>'

def para(text='', style=None, bold=False, italic=False, runs=None):
    ppr = f'<w:pPr><w:pStyle w:val="{style}"/></w:pPr>' if style else ''
    return f'<w:p>{ppr}{runs if runs is not None else r(text, bold, italic=italic)}</w:p>'

def tc(text, width, span=1, vmerge=None, fill=None, bold=False):
    pr = f'<w:tcW w:w="{width}" w:type="dxa"/>'
    if span > 1:
        pr += f'<w:gridSpan w:val="{span}"/>'
    if vmerge == 'restart':
        pr += '<w:vMerge w:val="restart"/>'
    elif vmerge == 'continue':
        pr += '<w:vMerge/>'
    if fill:
        pr += f'<w:shd w:val="clear" w:color="auto" w:fill="{fill}"/>'
    return f'<w:tc><w:tcPr>{pr}</w:tcPr>{para(text, bold=bold)}</w:tc>'

def table(widths, rows):
    grid = ''.join(f'<w:gridCol w:w="{w}"/>' for w in widths)
    borders = ''.join(f'<w:{b} w:val="single" w:sz="4" w:space="0" w:color="7F7F7F"/>' for b in ('top', 'left', 'bottom', 'right', 'insideH', 'insideV'))
    body = ''.join('<w:tr>' + ''.join(row) + '</w:tr>' for row in rows)
    return (f'<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/><w:tblBorders>{borders}</w:tblBorders>'
            f'<w:tblLayout w:type="fixed"/></w:tblPr><w:tblGrid>{grid}</w:tblGrid>{body}</w:tbl>')

HEAD = 'DCE6F0'
GROUP = 'F2F2F2'
out = []
add = out.append
add(para('Meridane (tolasiran) HCP Digital Media: Creative Requirements', 'Title'))
add(para('Vantor Pharma, Inc. · Template QA-CR-03 · Controlled document', italic=True))
add(table([2200, 2200, 2400, 2600], [
    [tc('Version', 2200, fill=HEAD, bold=True), tc('Date', 2200, fill=HEAD, bold=True), tc('Author', 2400, fill=HEAD, bold=True), tc('Approved by', 2600, fill=HEAD, bold=True)],
    [tc('3.1', 2200), tc('12 March 2027', 2200), tc('D. Ferreira (Brand)', 2400), tc('L. Nakamura (Medical)', 2600)],
    [tc('3.0', 2200), tc('20 January 2027', 2200), tc('D. Ferreira (Brand)', 2400), tc('L. Nakamura (Medical)', 2600)],
]))
add(para('1. Purpose', 'Heading1'))
add(para('Meridane is indicated for adults with hereditary transthyretin-mediated amyloidosis with polyneuropathy. '
         'This template records the creative requirements for the 2027 HCP digital program: endemic display, '
         'online video and rep-triggered email. Budget, flighting and publisher lists are in the media plan.'))
add(para('Requirement levels: M = mandatory (the asset is rejected if it is not met); R = recommended (reviewers '
         'comment but do not reject). All values in Table 2 are mandatory unless a cell is marked (R).'))
add(para('2. Audience', 'Heading1'))
add(para('Meridane creative is for U.S. healthcare professionals only and must not be shown to patients or caregivers.'))
add(para('3. Display placements', 'Heading1'))
add(para('Table 2. Placement matrix (one column per placement; units are given in the row labels).', italic=True))
W = [1500, 1900, 1500, 1500, 1500, 1500]
S3 = 1500 * 3
S4 = 1500 * 4
add(table(W, [
    [tc('Attribute', 1500, fill=HEAD, bold=True), tc('Detail', 1900, fill=HEAD, bold=True), tc('MPU', 1500, fill=HEAD, bold=True),
     tc('Leaderboard', 1500, fill=HEAD, bold=True), tc('Half page', 1500, fill=HEAD, bold=True), tc('Mobile banner', 1500, fill=HEAD, bold=True)],
    [tc('Size', 1500, fill=GROUP), tc('Dimensions (px)', 1900), tc('300 × 250', 1500), tc('728 × 90', 1500), tc('300 × 600', 1500), tc('320 × 50', 1500)],
    [tc('File weight', 1500, vmerge='restart', fill=GROUP), tc('Initial load (KB)', 1900), tc('150', 1500), tc('150', 1500), tc('200', 1500), tc('60', 1500)],
    [tc('', 1500, vmerge='continue', fill=GROUP), tc('Polite load (KB)', 1900), tc('500', S3, span=3), tc('not permitted', 1500)],
    [tc('', 1500, vmerge='continue', fill=GROUP), tc('Backup image (KB)', 1900), tc('40', 1500), tc('40', 1500), tc('60', 1500), tc('20', 1500)],
    [tc('Animation', 1500, vmerge='restart', fill=GROUP), tc('Length (s)', 1900), tc('15 maximum', S4, span=4)],
    [tc('', 1500, vmerge='continue', fill=GROUP), tc('Loops', 1900), tc('2 maximum, then rest on the end frame', S4, span=4)],
    [tc('Build', 1500, vmerge='restart', fill=GROUP), tc('Format', 1900), tc('HTML5 (ZIP) with a JPG or PNG backup image', S4, span=4)],
    [tc('', 1500, vmerge='continue', fill=GROUP), tc('ISI', 1900), tc('Scrolling ISI panel inside the unit', S3, span=3), tc('Tap-through to full ISI page', 1500)],
    [tc('', 1500, vmerge='continue', fill=GROUP), tc('Border', 1900), tc('1 px, #999999 (R)', S4, span=4)],
]))
add(para('Placements that are not in Table 2 (for example 970 × 250 billboards) need a written exception from the brand lead.'))
add(para('4. Online video', 'Heading1'))
RW = [900, 6700, 1200]
def reqtable(rows):
    return table(RW, [[tc('ID', 900, fill=HEAD, bold=True), tc('Requirement', 6700, fill=HEAD, bold=True), tc('Level', 1200, fill=HEAD, bold=True)]] +
                 [[tc(i, 900), tc(t, 6700), tc(l, 1200)] for i, t, l in rows])
add(reqtable([
    ('V1', '16:9, 1920 × 1080.', 'M'),
    ('V2', 'Spot length 15 or 30 seconds.', 'M'),
    ('V3', 'MP4 container, H.264 video, 29.97 fps.', 'M'),
    ('V4', 'Video bitrate of at least 10 Mbps.', 'M'),
    ('V5', 'Stereo AAC audio at 48 kHz; 320 kbps preferred, 192 kbps minimum.', 'M'),
    ('V6', 'Integrated loudness −24 LKFS ±2 LU.', 'M'),
    ('V7', 'Open captions, or an SRT caption file supplied with the spot.', 'R'),
    ('V8', 'End card of at least 5 seconds showing the PI URL.', 'M'),
]))
add(para('Pre-roll runs only on professional video channels of the endemic publishers; it may not run on consumer video platforms.'))
add(para('5. Rep-triggered email', 'Heading1'))
add(reqtable([
    ('E1', 'Template width 600 px; height unrestricted.', 'M'),
    ('E2', 'Subject line of 55 characters or fewer.', 'M'),
    ('E3', 'Pre-header text of 50 to 100 characters.', 'R'),
    ('E4', 'Total size (HTML and images) no more than 300 KB.', 'M'),
    ('E5', 'Alt text on every image.', 'M'),
]))
add(para('6. Medical, legal and regulatory', 'Heading1'))
add(reqtable([
    ('C1', 'A link to the full Prescribing Information, including the Boxed Warning, on every asset.', 'M'),
    ('C2', 'Risk information presented with prominence and readability comparable to efficacy information.', 'M'),
    ('C3', 'Approval code on every asset, format MRD-HCP-NNNNN (example: MRD-HCP-10293).', 'M'),
    ('C4', 'Minimum type size 8 pt in print materials and 11 px on screen.', 'M'),
    ('C5', 'Brand name followed by the generic name (tolasiran) at the first prominent mention.', 'M'),
]))
add(para('7. File naming', 'Heading1'))
add(para('File names use the pattern MRD_<Channel>_<Size or Length>_V<Version>, where Channel is DSP, OLV or AE and Version is a whole number. '
         'Examples: MRD_DSP_300x250_V2.zip, MRD_OLV_30s_V1.mp4, MRD_AE_600_V4.html.'))
add(reqtable([('N1', 'Every delivered file is named according to the pattern above.', 'M')]))

sect = ('<w:sectPr><w:headerReference w:type="default" r:id="rIdH"/><w:footerReference w:type="default" r:id="rIdF"/>'
        '<w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1300" w:right="1080" w:bottom="1300" w:left="1080" w:header="600" w:footer="600" w:gutter="0"/></w:sectPr>')
document = f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {NS}><w:body>{"".join(out)}{sect}</w:body></w:document>'
header = f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr {NS}>{para("Vantor Pharma · Meridane HCP Creative Requirements · CONFIDENTIAL", italic=True)}</w:hdr>'
footer = f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:ftr {NS}>{para("Template QA-CR-03 v3.1 · Printed copies are uncontrolled", italic=True)}</w:ftr>'
styles = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
          '<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">'
          '<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:cs="Calibri"/><w:sz w:val="21"/></w:rPr></w:rPrDefault>'
          '<w:pPrDefault><w:pPr><w:spacing w:after="100"/></w:pPr></w:pPrDefault></w:docDefaults>'
          '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>'
          '<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:pPr><w:spacing w:after="200"/></w:pPr><w:rPr><w:b/><w:color w:val="1F3864"/><w:sz w:val="40"/></w:rPr></w:style>'
          '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="280" w:after="100"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:color w:val="1F3864"/><w:sz w:val="28"/></w:rPr></w:style>'
          '</w:styles>')
content_types = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
                 '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
                 '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
                 '<Default Extension="xml" ContentType="application/xml"/>'
                 '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
                 '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>'
                 '<Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>'
                 '<Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/>'
                 '</Types>')
root_rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
             '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
             '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>'
             '</Relationships>')
doc_rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rIdS" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>'
            '<Relationship Id="rIdH" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/>'
            '<Relationship Id="rIdF" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/>'
            '</Relationships>')
with zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_DEFLATED) as z:
    z.writestr('[Content_Types].xml', content_types)
    z.writestr('_rels/.rels', root_rels)
    z.writestr('word/_rels/document.xml.rels', doc_rels)
    z.writestr('word/document.xml', document)
    z.writestr('word/styles.xml', styles)
    z.writestr('word/header1.xml', header)
    z.writestr('word/footer1.xml', footer)
