# h13fods.py: writes a flat OpenDocument spreadsheet (.fods) with several sheets, wrapped text, bold header rows,
# column widths, a landscape page style with a header/footer, and print ranges that repeat the header row.
from xml.sax.saxutils import escape

HEAD = '''<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"
 xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0"
 office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:font-face-decls><style:font-face style:name="Liberation Sans" svg:font-family="Liberation Sans" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"/></office:font-face-decls>
<office:styles>
<style:style style:name="Default" style:family="table-cell"><style:table-cell-properties fo:wrap-option="wrap" style:vertical-align="top"/><style:text-properties style:font-name="Liberation Sans" fo:font-size="10pt"/></style:style>
</office:styles>
<office:automatic-styles>
%COLS%
<style:style style:name="ro" style:family="table-row"><style:table-row-properties style:use-optimal-row-height="true"/></style:style>
<style:style style:name="ta" style:family="table" style:master-page-name="Land"><style:table-properties table:display="true"/></style:style>
<style:style style:name="ch" style:family="table-cell" style:parent-style-name="Default"><style:table-cell-properties fo:background-color="#d9e2f3" fo:border="0.5pt solid #808080" fo:wrap-option="wrap"/><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="cb" style:family="table-cell" style:parent-style-name="Default"><style:table-cell-properties fo:border="0.5pt solid #808080" fo:wrap-option="wrap"/></style:style>
<style:style style:name="ct" style:family="table-cell" style:parent-style-name="Default"><style:text-properties fo:font-size="14pt" fo:font-weight="bold"/></style:style>
<style:style style:name="cp" style:family="table-cell" style:parent-style-name="Default"><style:table-cell-properties fo:wrap-option="wrap"/></style:style>
<style:page-layout style:name="pl"><style:page-layout-properties fo:page-width="27.94cm" fo:page-height="21.59cm" style:print-orientation="landscape" fo:margin="1.2cm"/>
<style:header-style><style:header-footer-properties fo:min-height="0.6cm"/></style:header-style><style:footer-style><style:header-footer-properties fo:min-height="0.6cm"/></style:footer-style></style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Land" style:page-layout-name="pl">
<style:header><text:p>%HEADER% · <text:sheet-name>?</text:sheet-name></text:p></style:header>
<style:footer><text:p>%FOOTER% · Page <text:page-number>1</text:page-number> of <text:page-count>1</text:page-count></text:p></style:footer>
</style:master-page></office:master-styles>
<office:body><office:spreadsheet>
'''


def cell(v, style):
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        return f'<table:table-cell table:style-name="{style}" office:value-type="float" office:value="{v}"><text:p>{v}</text:p></table:table-cell>'
    if v == '' or v is None:
        return f'<table:table-cell table:style-name="{style}"/>'
    paras = ''.join(f'<text:p>{escape(x)}</text:p>' for x in str(v).split('\n'))
    return f'<table:table-cell table:style-name="{style}" office:value-type="string">{paras}</table:table-cell>'


def write(path, sheets, header, footer):
    """sheets: list of dicts {name, widths (cm), rows, header_row (index of the table header row or None), title_rows}"""
    cols = []
    body = []
    for si, sh in enumerate(sheets):
        for ci, w in enumerate(sh['widths']):
            cols.append(f'<style:style style:name="co{si}_{ci}" style:family="table-column"><style:table-column-properties style:column-width="{w}cm"/></style:style>')
        hr = sh.get('header_row')
        out = [f'<table:table table:name="{escape(sh["name"])}" table:style-name="ta">']
        for ci in range(len(sh['widths'])):
            out.append(f'<table:table-column table:style-name="co{si}_{ci}" table:default-cell-style-name="cb"/>')
        rows = sh['rows']
        n = len(sh['widths'])
        for ri, r in enumerate(rows):
            if hr is not None and ri == hr:
                out.append('<table:table-header-rows>')
            if hr is not None and ri < hr or hr is None and ri < sh.get('title_rows', 0):
                style = 'ct' if ri == 0 else 'cp'
            elif ri == hr:
                style = 'ch'
            else:
                style = 'cb'
            cells = list(r) + [''] * (n - len(r))
            if style in ('ct', 'cp') and len(r) == 1:
                out.append(f'<table:table-row table:style-name="ro"><table:table-cell table:style-name="{style}" office:value-type="string" table:number-columns-spanned="{n}">' +
                           ''.join(f'<text:p>{escape(x)}</text:p>' for x in str(r[0]).split('\n')) +
                           f'</table:table-cell><table:covered-table-cell table:number-columns-repeated="{n - 1}"/></table:table-row>')
            else:
                out.append('<table:table-row table:style-name="ro">' + ''.join(cell(c, style) for c in cells) + '</table:table-row>')
            if hr is not None and ri == hr:
                out.append('</table:table-header-rows>')
        out.append('</table:table>')
        body.append('\n'.join(out))
    doc = HEAD.replace('%COLS%', '\n'.join(cols)).replace('%HEADER%', escape(header)).replace('%FOOTER%', escape(footer))
    doc += '\n'.join(body) + '\n</office:spreadsheet></office:body></office:document>\n'
    open(path, 'w').write(doc)
