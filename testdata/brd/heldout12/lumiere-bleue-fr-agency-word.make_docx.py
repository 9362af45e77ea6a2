# Writes lumiere-bleue-fr-agency-word.docx: a French agency's specification written in English by a French
# speaker in Word with French autocorrect on (no-break spaces before ":" and inside « »), French units
# (Ko, Mo, Go, "i/s"), space-separated thousands ("1 800 × 1 000"), decimal commas ("1,5 Go"), inverted
# word order ("Are accepted …", "Are refused …"), false friends ("police" = font), a real Word table,
# header/footer, a planning/budget section and the agency's legal footer.
# Usage: python3 lumiere-bleue-fr-agency-word.make_docx.py lumiere-bleue-fr-agency-word.docx
import sys, zipfile
from xml.sax.saxutils import escape

W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'
NB = '\u00a0'


def fr(t):
    """French autocorrect: no-break space before : ; ! ? and inside guillemets."""
    for p in (' :', ' ;', ' !', ' ?'):
        t = t.replace(p, NB + p[1])
    return t.replace('« ', '«' + NB).replace(' »', NB + '»')


def run(t, b=False, i=False, sz=None):
    rpr = ''
    if b: rpr += '<w:b/>'
    if i: rpr += '<w:i/>'
    if sz: rpr += f'<w:sz w:val="{sz}"/>'
    return f'<w:r>{"<w:rPr>" + rpr + "</w:rPr>" if rpr else ""}<w:t xml:space="preserve">{escape(fr(t))}</w:t></w:r>'


def para(t='', style=None, b=False, i=False, sz=None, bullet=False):
    ppr = ''
    if style: ppr += f'<w:pStyle w:val="{style}"/>'
    if bullet: ppr += '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>'
    return f'<w:p>{"<w:pPr>" + ppr + "</w:pPr>" if ppr else ""}{run(t, b, i, sz) if t else ""}</w:p>'


def table(widths, rows):
    grid = ''.join(f'<w:gridCol w:w="{w}"/>' for w in widths)
    out = ('<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/><w:tblBorders>' +
           ''.join(f'<w:{s} w:val="single" w:sz="4" w:space="0" w:color="1F3B73"/>' for s in
                   ('top', 'left', 'bottom', 'right', 'insideH', 'insideV')) +
           '</w:tblBorders></w:tblPr><w:tblGrid>' + grid + '</w:tblGrid>')
    for ri, r in enumerate(rows):
        out += '<w:tr>' + ('<w:trPr><w:tblHeader/></w:trPr>' if ri == 0 else '')
        for ci, c in enumerate(r):
            shade = '<w:shd w:val="clear" w:color="auto" w:fill="DCE4F2"/>' if ri == 0 else ''
            out += f'<w:tc><w:tcPr><w:tcW w:w="{widths[ci]}" w:type="dxa"/>{shade}</w:tcPr>{para(c, b=(ri == 0), sz=18)}</w:tc>'
        out += '</w:tr>'
    return out + '</w:tbl>' + para()


B = []
P = lambda *a, **k: B.append(para(*a, **k))
L = lambda t: B.append(para(t, bullet=True))
P('TECHNICAL SPECIFICATIONS – DIGITAL CAMPAIGN NEVRALIS 2027 (FRANCE / BELGIUM)', 'Title')
P('Version 1.2 of the 18/01/2027 – redacted by Agence Lumière Bleue for Laboratoires Vérande', i=True, sz=18)
P('1. Preamble', 'Heading1')
P('This document is destined to the publishers and to the production studio of the campaign Nevralis (névralimab) towards neurologists in France and in Belgium. Every element not respecting these specifications will be refused and sent back to the studio.')
P('The points indicated « advised » are not mandatory. All the other points are mandatory.')
P('2. Display', 'Heading1')
P('The formats retained for the campaign are the following :')
B.append(table([2300, 1800, 1700, 1700, 2300], [
    ['Format', 'Size (px)', 'Weight max initial', 'Weight max total', 'Remarks'],
    ['Pavé (MPU)', '300 × 250', '100 Ko', '200 Ko', '—'],
    ['Grand angle (half page)', '300 × 600', '150 Ko', '300 Ko', '—'],
    ['Méga bannière (leaderboard)', '728 × 90', '100 Ko', '200 Ko', '—'],
    ['Habillage (site skin)', '1 800 × 1 000', '250 Ko', '250 Ko', 'static only ; central zone of 1 000 px stays free'],
    ['Mobile', '320 × 100', '50 Ko', '50 Ko', 'static only'],
]))
L('Are accepted : HTML5 (ZIP), JPEG, PNG and GIF. The SWF format is forbidden.')
L('The animation will not last more than 20 seconds, loops included.')
L('The legal mentions are mandatory on the last frame, in a police of minimum 10 px.')
L('A backup image of the same dimensions is mandatory, its weight must not pass 50 Ko.')
L('The ZIP will contain maximum 10 files (advised) ; the maximum accepted by the ad server is 25 files.')
P('3. Video pre-roll (MédiVidéo.fr and Pharmaflux.be)', 'Heading1')
L('Duration : 20 seconds maximum. Are refused the spots of 30 seconds.')
L('Format : MP4, codec H.264.')
L('Resolution : 1 920 × 1 080 (advised) or 1 280 × 720 minimum.')
L('Cadence : 25 i/s (images per second), constant.')
L('Debit : between 4 and 8 Mbit/s.')
L('Sound : AAC stereo 48 kHz, level −23 LUFS ± 1 (norm EBU R128).')
L('Weight maximum : 1,5 Go.')
L('The subtitles are mandatory (obligation of accessibility, 85 % of the spots are seen without sound).')
L('The last 3 seconds show the packshot with the legal mentions.')
P('4. Newsletter', 'Heading1')
L('Banner 600 × 150 px, JPEG, 80 Ko maximum.')
L('Object of the mail : 45 characters maximum, spaces included.')
L('Pre-header : between 50 and 100 characters (advised).')
P('5. Naming and visa', 'Heading1')
P('The files are named NEV_[SUPPORT]_[FORMAT]_[AAAAMMJJ]_V[X], for example NEV_MEDIVIDEO_20s_20270305_V1.mp4 or NEV_PHARMAFLUX_300x250_20270305_V2.zip.')
P('The visa number must appear on every element, in the form « Visa n° 27 001 234 ».')
P('6. Planning and budget', 'Heading1')
B.append(table([4400, 2600, 2800], [
    ['Step', 'Date', 'Who'],
    ['Remise des éléments (delivery of elements)', 'J-7 (22/02/2027)', 'Studio'],
    ['Validation médicale et réglementaire', 'J-3', 'Laboratoires Vérande'],
    ['Mise en ligne (go live)', '01/03/2027', 'Publishers'],
]))
P('Budget of production : 42 500 € HT. Volume planned : 1 200 000 impressions on 8 weeks. Each supplementary round of corrections is invoiced 450 € HT.')
P('Contact : Camille Roux, chef de projet digital – +33 4 72 00 00 00.')

doc = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {W}><w:body>' + ''.join(B) +
       '<w:sectPr><w:headerReference w:type="default" r:id="rIdH"/><w:footerReference w:type="default" r:id="rIdF"/>'
       '<w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="567" w:footer="567" w:gutter="0"/>'
       '</w:sectPr></w:body></w:document>')
hdr = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr {W}>' +
       para('Agence Lumière Bleue · Nevralis 2027 · Spécifications techniques', sz=16) + '</w:hdr>')
ftr = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:ftr {W}>' +
       para('Lumière Bleue SAS au capital de 50 000 € – RCS Lyon 812 345 678 – Confidentiel', sz=14) + '</w:ftr>')
numbering = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering {W}>'
             '<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="–"/>'
             '<w:lvlJc w:val="left"/><w:pPr><w:ind w:left="567" w:hanging="283"/></w:pPr></w:lvl></w:abstractNum>'
             '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>')
styles = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles {W}>'
          '<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Liberation Sans" w:hAnsi="Liberation Sans" w:cs="Liberation Sans"/><w:sz w:val="20"/><w:lang w:val="fr-FR"/></w:rPr></w:rPrDefault>'
          '<w:pPrDefault><w:pPr><w:spacing w:after="80"/></w:pPr></w:pPrDefault></w:docDefaults>'
          '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>'
          '<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:pPr><w:spacing w:after="120"/></w:pPr><w:rPr><w:b/><w:color w:val="1F3B73"/><w:sz w:val="30"/></w:rPr></w:style>'
          '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="200" w:after="80"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:color w:val="1F3B73"/><w:sz w:val="24"/></w:rPr></w:style>'
          '</w:styles>')
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
    for n, d in [('[Content_Types].xml', ct), ('_rels/.rels', rels), ('word/_rels/document.xml.rels', drels),
                 ('word/document.xml', doc), ('word/styles.xml', styles), ('word/numbering.xml', numbering),
                 ('word/header1.xml', hdr), ('word/footer1.xml', ftr)]:
        z.writestr(n, d)
