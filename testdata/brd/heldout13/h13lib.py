# h13lib.py: one small document model (blocks) and three writers used by the heldout13 generators:
#   to_brd(blocks)             -> testdata/brd markup (.brd.txt)
#   to_html(blocks, ...)       -> a printable HTML page
#   to_docx(blocks, path, ...) -> Word-native OOXML (header/footer, heading styles, tables with a repeated header row)
# Blocks: ('title', text) ('h', level, text) ('p', text) ('li', text) ('table', rows[, widths]) ('page',)
#         ('box', title, [paragraphs]) (a framed note; markup and Word render it as a one-cell table)
import zipfile
from xml.sax.saxutils import escape


def to_brd(blocks):
    out = []
    for b in blocks:
        k = b[0]
        if k == 'title':
            out.append('% ' + b[1])
        elif k == 'h':
            out.append('#' * b[1] + ' ' + b[2])
        elif k == 'p':
            out.append(b[1])
        elif k == 'li':
            out.append('- ' + b[1])
        elif k == 'table':
            for r in b[1]:
                out.append('| ' + ' | '.join(c.replace('\n', ' ') for c in r) + ' |')
        elif k == 'page':
            out.append('---page---')
        elif k == 'box':
            out.append('| ' + b[1] + ' |')
            for p in b[2]:
                out.append('| ' + p + ' |')
    return '\n'.join(out) + '\n'


def h(t):
    return escape(t)


def to_html(blocks, title, css='', header_html='', footer_html=''):
    out = [f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{h(title)}</title><style>{css}</style></head><body>', header_html]
    inlist = False
    for b in blocks:
        k = b[0]
        if k != 'li' and inlist:
            out.append('</ul>')
            inlist = False
        if k == 'title':
            out.append(f'<h1 class="doctitle">{h(b[1])}</h1>')
        elif k == 'h':
            out.append(f'<h{b[1] + 1}>{h(b[2])}</h{b[1] + 1}>')
        elif k == 'p':
            out.append(f'<p>{h(b[1])}</p>')
        elif k == 'li':
            if not inlist:
                out.append('<ul>')
                inlist = True
            out.append(f'<li>{h(b[1])}</li>')
        elif k == 'table':
            rows = b[1]
            cls = b[2] if len(b) > 2 and isinstance(b[2], str) else ''
            t = f'<table class="{cls}"><thead><tr>' + ''.join(f'<th>{h(c)}</th>' for c in rows[0]) + '</tr></thead><tbody>'
            for r in rows[1:]:
                t += '<tr>' + ''.join(f'<td>{h(c)}</td>' for c in r) + '</tr>'
            out.append(t + '</tbody></table>')
        elif k == 'page':
            out.append('<div class="pb"></div>')
        elif k == 'box':
            cls = b[3] if len(b) > 3 else 'box'
            out.append(f'<div class="{cls}"><div class="boxt">{h(b[1])}</div>' + ''.join(f'<p>{h(p)}</p>' for p in b[2]) + '</div>')
        elif k == 'raw':
            out.append(b[1])
    if inlist:
        out.append('</ul>')
    out.append(footer_html + '</body></html>')
    return '\n'.join(out)


W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'


def _run(t, b=False, i=False, sz=None):
    rpr = ''
    if b: rpr += '<w:b/>'
    if i: rpr += '<w:i/>'
    if sz: rpr += f'<w:sz w:val="{sz}"/>'
    return f'<w:r>{"<w:rPr>" + rpr + "</w:rPr>" if rpr else ""}<w:t xml:space="preserve">{escape(t)}</w:t></w:r>'


def _para(t='', style=None, b=False, i=False, sz=None, brk=False, numbered=False):
    ppr = ''
    if style or numbered:
        ppr = '<w:pPr>' + (f'<w:pStyle w:val="{style}"/>' if style else '') + \
              ('<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>' if numbered else '') + '</w:pPr>'
    body = (_run(t, b, i, sz) if t else '')
    if brk:
        body = '<w:r><w:br w:type="page"/></w:r>' + body
    return f'<w:p>{ppr}{body}</w:p>'


def _table(rows, widths, header=True, shade='DCE6F0', sz=18):
    grid = ''.join(f'<w:gridCol w:w="{w}"/>' for w in widths)
    out = ('<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/><w:tblBorders>' +
           ''.join(f'<w:{s} w:val="single" w:sz="4" w:space="0" w:color="7F7F7F"/>' for s in
                   ('top', 'left', 'bottom', 'right', 'insideH', 'insideV')) +
           '</w:tblBorders><w:tblCellMar><w:left w:w="80" w:type="dxa"/><w:right w:w="80" w:type="dxa"/></w:tblCellMar>'
           f'</w:tblPr><w:tblGrid>{grid}</w:tblGrid>')
    for ri, r in enumerate(rows):
        hdr = header and ri == 0
        out += '<w:tr>' + ('<w:trPr><w:tblHeader/></w:trPr>' if hdr else '')
        for ci, c in enumerate(r):
            tcpr = f'<w:tcW w:w="{widths[ci]}" w:type="dxa"/>'
            if hdr: tcpr += f'<w:shd w:val="clear" w:color="auto" w:fill="{shade}"/>'
            paras = ''.join(_para(x, b=hdr, sz=sz) for x in c.split('\n'))
            out += f'<w:tc><w:tcPr>{tcpr}</w:tcPr>{paras}</w:tc>'
        out += '</w:tr>'
    return out + '</w:tbl>' + _para()


def to_docx(blocks, path, header_text, footer_text, page=(11906, 16838), margin=1134, font='Liberation Sans', textwidth=None, size=20, line=264):
    tw = textwidth or (page[0] - 2 * margin)
    body = []
    pending_break = False
    for b in blocks:
        k = b[0]
        if k == 'page':
            pending_break = True
            continue
        if k == 'title':
            body.append(_para(b[1], 'Title', brk=pending_break))
        elif k == 'h':
            body.append(_para(b[2], f'Heading{b[1]}', brk=pending_break))
        elif k == 'p':
            body.append(_para(b[1], brk=pending_break))
        elif k == 'li':
            body.append(_para(b[1], 'ListBullet', brk=pending_break))
        elif k == 'table':
            if pending_break:
                body.append(_para(brk=True))
            rows = b[1]
            widths = b[2] if len(b) > 2 and isinstance(b[2], list) else None
            if not widths:
                n = len(rows[0])
                widths = [tw // n] * n
            else:
                s = sum(widths)
                widths = [w * tw // s for w in widths]
            body.append(_table(rows, widths))
        elif k == 'box':
            if pending_break:
                body.append(_para(brk=True))
            body.append(_table([[b[1]]] + [[p] for p in b[2]], [tw], shade='EDEDED'))
        pending_break = False
    doc = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {W}><w:body>' + ''.join(body) +
           '<w:sectPr><w:headerReference w:type="default" r:id="rIdH"/><w:footerReference w:type="default" r:id="rIdF"/>'
           f'<w:pgSz w:w="{page[0]}" w:h="{page[1]}"/><w:pgMar w:top="{margin}" w:right="{margin}" w:bottom="{margin}" w:left="{margin}" w:header="567" w:footer="567" w:gutter="0"/>'
           '</w:sectPr></w:body></w:document>')
    hdr = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr {W}>' + _para(header_text, sz=16) + '</w:hdr>')
    ftr = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:ftr {W}>'
           f'<w:p><w:r><w:rPr><w:sz w:val="16"/></w:rPr><w:t xml:space="preserve">{escape(footer_text)} · Page </w:t></w:r>'
           '<w:r><w:rPr><w:sz w:val="16"/></w:rPr><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r>'
           '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:rPr><w:sz w:val="16"/></w:rPr><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>'
           '<w:r><w:rPr><w:sz w:val="16"/></w:rPr><w:t xml:space="preserve"> of </w:t></w:r>'
           '<w:r><w:rPr><w:sz w:val="16"/></w:rPr><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> NUMPAGES </w:instrText></w:r>'
           '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:rPr><w:sz w:val="16"/></w:rPr><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p></w:ftr>')
    styles = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles {W}>'
              f'<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="{font}" w:hAnsi="{font}" w:cs="{font}"/><w:sz w:val="{size}"/></w:rPr></w:rPrDefault>'
              f'<w:pPrDefault><w:pPr><w:spacing w:after="100" w:line="{line}" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>'
              '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>'
              '<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:pPr><w:spacing w:after="240"/></w:pPr><w:rPr><w:b/><w:sz w:val="40"/></w:rPr></w:style>'
              '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="280" w:after="100"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="28"/><w:color w:val="1F3864"/></w:rPr></w:style>'
              '<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="200" w:after="80"/><w:outlineLvl w:val="1"/></w:pPr><w:rPr><w:b/><w:sz w:val="24"/></w:rPr></w:style>'
              '<w:style w:type="paragraph" w:styleId="Heading3"><w:name w:val="heading 3"/><w:basedOn w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="160" w:after="60"/><w:outlineLvl w:val="2"/></w:pPr><w:rPr><w:b/><w:i/><w:sz w:val="21"/></w:rPr></w:style>'
              '<w:style w:type="paragraph" w:styleId="ListBullet"><w:name w:val="List Bullet"/><w:basedOn w:val="Normal"/><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr><w:spacing w:after="40"/><w:ind w:left="360" w:hanging="360"/></w:pPr></w:style>'
              '</w:styles>')
    numbering = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering {W}>'
                 '<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/><w:lvlJc w:val="left"/>'
                 '<w:pPr><w:ind w:left="360" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>')
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
    with zipfile.ZipFile(path, 'w', zipfile.ZIP_DEFLATED) as z:
        z.writestr('[Content_Types].xml', ct)
        z.writestr('_rels/.rels', rels)
        z.writestr('word/_rels/document.xml.rels', drels)
        z.writestr('word/document.xml', doc)
        z.writestr('word/styles.xml', styles)
        z.writestr('word/numbering.xml', numbering)
        z.writestr('word/header1.xml', hdr)
        z.writestr('word/footer1.xml', ftr)
