# Writes medivance-legacy-tabspec.docx: a legacy (DOC/RTF-era) ad specification kept alive in Word for a
# decade: Courier-style monospaced text, "tables" made only of tab stops and spaces (no w:tbl anywhere),
# asterisk footnotes, typed-in revision history whose old values are superseded, ALL-CAPS headings typed as
# plain paragraphs (no heading styles), "K" units and ":15" lengths.
# Usage: python3 medivance-legacy-tabspec.make_docx.py medivance-legacy-tabspec.docx
import sys, zipfile
from xml.sax.saxutils import escape

W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'


def runs(text, b=False):
    """Text with \t becomes runs with <w:tab/>."""
    rpr = '<w:rPr><w:b/></w:rPr>' if b else ''
    out = ''
    for i, part in enumerate(text.split('\t')):
        if i: out += f'<w:r>{rpr}<w:tab/></w:r>'
        if part: out += f'<w:r>{rpr}<w:t xml:space="preserve">{escape(part)}</w:t></w:r>'
    return out


def para(text='', tabs=None, b=False, center=False):
    ppr = ''
    if tabs: ppr += '<w:tabs>' + ''.join(f'<w:tab w:val="left" w:pos="{p}"/>' for p in tabs) + '</w:tabs>'
    if center: ppr += '<w:jc w:val="center"/>'
    return f'<w:p>{"<w:pPr>" + ppr + "</w:pPr>" if ppr else ""}{runs(text, b)}</w:p>'


T5 = [1700, 3300, 4900, 6300]          # banner chart: size, initial, total, anim, formats
KV = [2600]                            # label<tab>value lines
REV = [900, 2300]
body = []
P = lambda *a, **k: body.append(para(*a, **k))
P('MEDIVANCE PHYSICIAN NETWORK', b=True, center=True)
P('ADVERTISING SPECIFICATIONS -- REV. 9', b=True, center=True)
P('Effective: January 4, 2027          Supersedes: Rev. 8 (June 2, 2025)', center=True)
P()
P('Medivance reaches 412,000 verified U.S. physicians through medivance.com,')
P('the Medivance mobile app and the Medivance Daily e-mail. Creative not')
P('meeting these specifications will be returned to the advertiser and the')
P('flight start may be delayed.')
P()
P('1. DISPLAY BANNERS', b=True)
P('SIZE\tMAX INITIAL\tMAX TOTAL\tMAX ANIM.\tFORMATS', tabs=T5, b=True)
P('----\t-----------\t---------\t---------\t-------', tabs=T5)
P('728x90\t100K\t200K\t:15\tGIF/JPG/HTML5', tabs=T5)
P('300x250\t100K\t200K\t:15\tGIF/JPG/HTML5', tabs=T5)
P('160x600\t100K\t200K\t:15\tGIF/JPG/HTML5', tabs=T5)
P('300x600\t150K\t300K\t:15\tHTML5 only', tabs=T5)
P('320x50 *\t40K\t40K\tnone\tGIF/JPG only', tabs=T5)
P()
P('*   320x50 runs in the Medivance app only. Static, no animation.')
P('Animation stops at :15 or after 3 loops, whichever comes first.')
P('HTML5: zipped, max. 20 files per zip, no external calls except the clickTAG.')
P('Backup GIF or JPG required for every HTML5 unit, same dimensions, 40K max.')
P('ISI / fair balance must be included within the unit, either scrolling or static.')
P('Expandable and pop-up units are not accepted.')
P('Audio must be user-initiated (click to play) and muted by default.')
P()
P('2. VIDEO (PRE-ROLL AND IN-BANNER)', b=True)
P('Length:\t:15 or :30 (no :60)', tabs=KV)
P('File type:\tMP4 (H.264) or MOV', tabs=KV)
P('Dimensions:\t1280x720 min.  1920x1080 preferred', tabs=KV)
P('Frame rate:\t29.97 fps, constant', tabs=KV)
P('Bit rate:\t2,000 - 10,000 kbps', tabs=KV)
P('Audio:\tAAC, 128 kbps min., 48 kHz', tabs=KV)
P('Loudness:\t-24 LKFS +/- 2', tabs=KV)
P('Max file size:\t100 MB', tabs=KV)
P('Companion:\t300x250, 40K max, GIF/JPG', tabs=KV)
P()
P('3. MEDIVANCE DAILY (E-MAIL SPONSORSHIP)', b=True)
P('Image:\t300x250 static JPG/GIF, 40K max', tabs=KV)
P('Alt text:\trequired on all images', tabs=KV)
P('Subject line:\twritten by Medivance editorial (not by advertiser)', tabs=KV)
P('Send:\tTue/Thu 6:00 AM ET, approx. 186,000 recipients', tabs=KV)
P()
P('4. FILE NAMING', b=True)
P('Format:\tADVERTISER_SIZE_VERSION.ext', tabs=KV)
P('Example:\tACME_300x250_V2.gif   ACME_15s_V1.mp4', tabs=KV)
P('No spaces or special characters other than underscore.')
P()
P('5. DELIVERY', b=True)
P('Materials due 5 business days before launch to adops@medivance-network.com.')
P('Rates: ROS $85 CPM; specialty targeting $110 CPM; minimum order $15,000.')
P()
P('REVISION HISTORY', b=True)
P('REV\tDATE\tCHANGE', tabs=REV, b=True)
P('9\t01/04/27\t300x600 added; 320x50 moved to app only', tabs=REV)
P('8\t06/02/25\tvideo max file size raised from 50 MB to 100 MB', tabs=REV)
P('7\t02/11/22\tmax initial load lowered from 150K to 100K (except 300x600)', tabs=REV)
P('6\t09/30/19\tFlash (SWF) no longer accepted', tabs=REV)
P()
P('Questions: Ad Operations, 1-800-555-0143 (M-F 9-6 ET).')

doc = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {W}><w:body>' + ''.join(body) +
       '<w:sectPr><w:footerReference w:type="default" r:id="rIdF"/>'
       '<w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/>'
       '</w:sectPr></w:body></w:document>')
ftr = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:ftr {W}>'
       '<w:p><w:pPr><w:jc w:val="center"/></w:pPr><w:r><w:t xml:space="preserve">medivance_adspecs_rev9.doc   Page </w:t></w:r>'
       '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r>'
       '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p></w:ftr>')
styles = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles {W}>'
          '<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Liberation Mono" w:hAnsi="Liberation Mono" w:cs="Liberation Mono"/><w:sz w:val="19"/></w:rPr></w:rPrDefault>'
          '<w:pPrDefault><w:pPr><w:spacing w:after="0" w:line="240" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>'
          '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>'
          '</w:styles>')
ct = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
      '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>'
      '<Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/></Types>')
rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>')
drels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
         '<Relationship Id="rIdS" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>'
         '<Relationship Id="rIdF" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/></Relationships>')
with zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_DEFLATED) as z:
    z.writestr('[Content_Types].xml', ct)
    z.writestr('_rels/.rels', rels)
    z.writestr('word/_rels/document.xml.rels', drels)
    z.writestr('word/document.xml', doc)
    z.writestr('word/styles.xml', styles)
    z.writestr('word/footer1.xml', ftr)
