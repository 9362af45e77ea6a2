# fodslib.py: helpers shared by this set's *.make_fods.py scripts (flat ODS spreadsheet writer).
# Copied from heldout9's fodslib.py (code unchanged; heldout9 took it from heldout6's pellmont script): several sheets,
# each with its own column widths, title lines above the table, a header row, body rows and note lines below.
from xml.sax.saxutils import escape
NS = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
      'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
      'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
      'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
      'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
      'xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0"')


def cell(v, st='ce1', span=1):
    sp = f' table:number-columns-spanned="{span}"' if span > 1 else ''
    cov = '<table:covered-table-cell/>' * (span - 1)
    if v is None or v == '':
        return f'<table:table-cell table:style-name="{st}"{sp}/>' + cov
    if isinstance(v, (int, float)):
        return (f'<table:table-cell table:style-name="{st}"{sp} office:value-type="float" office:value="{v}">'
                f'<text:p>{v}</text:p></table:table-cell>') + cov
    return (f'<table:table-cell table:style-name="{st}"{sp} office:value-type="string"><text:p>{escape(v)}</text:p>'
            f'</table:table-cell>') + cov


def sheet(name, widths, header, rows, titles=(), notes=(), section_style='ceS'):
    """rows: lists of cell values; a row given as ('§', text) is a section row spanning the table."""
    key = ''.join(ch for ch in name if ch.isalnum())[:6]
    n = len(widths)
    cols = ''.join(f'<table:table-column table:style-name="co{i}_{key}"/>' for i in range(n))
    out = f'<table:table table:name="{escape(name)}" table:style-name="ta1">' + cols
    for t in titles:
        st = 'ceT' if t is titles[0] else 'ceN'
        out += '<table:table-row table:style-name="ro1">' + cell(t, st, n) + '</table:table-row>'
    if header:
        out += ('<table:table-header-rows><table:table-row table:style-name="ro1">' +
                ''.join(cell(h, 'ceH') for h in header) + '</table:table-row></table:table-header-rows>')
    for r in rows:
        if isinstance(r, tuple) and r and r[0] == '§':
            out += '<table:table-row table:style-name="ro1">' + cell(r[1], section_style, n) + '</table:table-row>'
        else:
            out += '<table:table-row table:style-name="ro1">' + ''.join(cell(v) for v in r) + '</table:table-row>'
    for t in notes:
        out += '<table:table-row table:style-name="ro1">' + cell(t, 'ceN', n) + '</table:table-row>'
    colstyles = ''.join(f'<style:style style:name="co{i}_{key}" style:family="table-column">'
                        f'<style:table-column-properties style:column-width="{w}in"/></style:style>'
                        for i, w in enumerate(widths))
    return out + '</table:table>', colstyles


def document(sheets, header_text, landscape=True, font_pt=8):
    body = ''.join(s for s, _ in sheets)
    colstyles = ''.join(c for _, c in sheets)
    pw, ph = ('29.7cm', '21cm') if landscape else ('21cm', '29.7cm')
    orient = 'landscape' if landscape else 'portrait'
    styles = ('<office:automatic-styles>' + colstyles +
              '<style:style style:name="ro1" style:family="table-row"><style:table-row-properties style:use-optimal-row-height="true"/></style:style>'
              '<style:style style:name="ta1" style:family="table" style:master-page-name="Pg"><style:table-properties table:display="true"/></style:style>'
              f'<style:style style:name="ce1" style:family="table-cell"><style:table-cell-properties fo:wrap-option="wrap" style:vertical-align="top" fo:border="0.5pt solid #808080"/><style:text-properties fo:font-size="{font_pt}pt" style:font-name="Liberation Sans"/></style:style>'
              f'<style:style style:name="ceN" style:family="table-cell"><style:table-cell-properties fo:wrap-option="wrap" style:vertical-align="top"/><style:text-properties fo:font-size="{font_pt}pt" style:font-name="Liberation Sans"/></style:style>'
              '<style:style style:name="ceT" style:family="table-cell"><style:table-cell-properties fo:wrap-option="wrap"/><style:text-properties fo:font-size="11pt" fo:font-weight="bold" style:font-name="Liberation Sans"/></style:style>'
              f'<style:style style:name="ceS" style:family="table-cell"><style:table-cell-properties fo:background-color="#eeeeee" fo:border="0.5pt solid #808080"/><style:text-properties fo:font-size="{font_pt}pt" fo:font-weight="bold" style:font-name="Liberation Sans"/></style:style>'
              f'<style:style style:name="ceH" style:family="table-cell"><style:table-cell-properties fo:wrap-option="wrap" style:vertical-align="top" fo:background-color="#d9e1f2" fo:border="0.5pt solid #808080"/><style:text-properties fo:font-size="{font_pt}pt" fo:font-weight="bold" style:font-name="Liberation Sans"/></style:style>'
              f'<style:page-layout style:name="pmL"><style:page-layout-properties fo:page-width="{pw}" fo:page-height="{ph}" style:print-orientation="{orient}" fo:margin-top="0.4in" fo:margin-bottom="0.4in" fo:margin-left="0.35in" fo:margin-right="0.35in" style:scale-to-X="1" style:scale-to-Y="0" style:print-page-order="ltr"/></style:page-layout>'
              '</office:automatic-styles>'
              '<office:master-styles><style:master-page style:name="Pg" style:page-layout-name="pmL"><style:header><text:p>'
              + escape(header_text) +
              '</text:p></style:header><style:footer><text:p>Page <text:page-number>1</text:page-number></text:p></style:footer></style:master-page></office:master-styles>')
    return (f'<?xml version="1.0" encoding="UTF-8"?><office:document {NS} office:version="1.3" '
            'office:mimetype="application/vnd.oasis.opendocument.spreadsheet"><office:font-face-decls/>' + styles +
            '<office:body><office:spreadsheet>' + body + '</office:spreadsheet></office:body></office:document>')
