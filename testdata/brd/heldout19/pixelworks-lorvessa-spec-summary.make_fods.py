# Writes pixelworks-lorvessa-spec-summary.fods: the one-page "spec summary" a producer sends to the banner shop,
# kept as a spreadsheet (flat ODS, one sheet, US Letter landscape, fitted to one page): job header, a size table
# in "k" with TBD cells for a pending size, terse general lines with abbreviations, naming, quote and dates.
# Usage: python3 pixelworks-lorvessa-spec-summary.make_fods.py OUT.fods
import sys
from xml.sax.saxutils import escape

rows = [
    ('title', ['SPEC SUMMARY – Lorvessa DTC banners – Wave 1']),
    ('meta', ['Job', 'WLH-4471 Lorvessa (dapranolide) nasal spray – DTC programmatic']),
    ('meta', ['From', 'Carla Brandt, Producer, Westlake Health Creative (carla.b@westlakehc.example)']),
    ('meta', ['To', 'Pixelworks Banner Studio – build team']),
    ('meta', ['Sent', '11/16/2026 – supersedes nothing, first issue']),
    ('meta', ['Rule of thumb', 'Anything in this sheet is a hard spec unless it says "pref" (= nice to have).']),
    ('blank', []),
    ('head', ['Size', 'Type', 'Max initial (k)', 'Max total (k)', 'Backup max (k)', 'Anim', 'Notes']),
    ('row', ['300x250', 'HTML5', '150', '200', '40', '15s / 3 loops', 'ISI scroll box, right 40%']),
    ('row', ['728x90', 'HTML5', '150', '200', '40', '15s / 3 loops', 'ISI in expand tray']),
    ('row', ['160x600', 'HTML5', '150', '200', '40', '15s / 3 loops', 'ISI scroll box, bottom']),
    ('row', ['300x600', 'HTML5', '200', '300', '60', '15s / 3 loops', 'ISI scroll box, bottom']),
    ('row', ['320x50', 'Static JPG', '50', 'n/a', 'n/a', 'none', 'Tap to ISI page; no scroll box']),
    ('row', ['970x250', 'HTML5', 'TBD', 'TBD', 'TBD', 'TBD', 'Pending publisher OK – do not build yet']),
    ('blank', []),
    ('sect', ['GENERAL']),
    ('line', ['Packaging', 'ZIP w/ index.html, max 15 files, no sub-zips']),
    ('line', ['Clicks', 'clickTag only – no hard-coded URLs']),
    ('line', ['Fonts', 'Max 2 web fonts, subsetted (pref: brand font Lorvessa Sans)']),
    ('line', ['Audio', 'None. No audio in any unit.']),
    ('line', ['ISI', 'Visible from frame 1; ISI text min 8 px; user can scroll/pause']),
    ('line', ['Border', '1 px #CCCCCC border req’d on all units']),
    ('line', ['Indication', 'Full indication on the end frame of every animated unit']),
    ('line', ['Approval code', 'WLH-LRV-NNNN bottom left of end frame, e.g. WLH-LRV-0192']),
    ('line', ['CPU', 'pref: peak CPU under 30% (Chrome perf monitor)']),
    ('line', ['Naming', 'LRV_[size]_[version].zip  e.g. LRV_300x250_v1.zip / backups LRV_300x250_v1_bu.jpg']),
    ('blank', []),
    ('sect', ['NOT SPECS (FYI)']),
    ('line', ['Quote', '$14,200 for 6 sizes x 2 versions, incl. 2 rounds of changes']),
    ('line', ['Dates', 'R1 11/24 · R2 12/3 · finals to trafficking 12/10 · live 1/6/2027']),
    ('line', ['Media', '~42M impressions across Tinsel DSP; 300x250 is ~55% of them']),
]

W = [1500, 1700, 1500, 1500, 1500, 1500, 4200]  # 1/100 mm-ish units used as cm*1000
def cell(t, style='ce'):
    if t == '':
        return '<table:table-cell/>'
    try:
        float(t)
        return f'<table:table-cell table:style-name="{style}" office:value-type="float" office:value="{t}"><text:p>{escape(t)}</text:p></table:table-cell>'
    except ValueError:
        return f'<table:table-cell table:style-name="{style}" office:value-type="string"><text:p>{escape(t)}</text:p></table:table-cell>'

out = []
for kind, cells in rows:
    if kind == 'title':
        out.append(f'<table:table-row table:style-name="ro">{cell(cells[0], "title")}</table:table-row>')
    elif kind == 'meta':
        out.append(f'<table:table-row table:style-name="ro">{cell(cells[0], "lab")}<table:table-cell table:style-name="ce" table:number-columns-spanned="6" office:value-type="string"><text:p>{escape(cells[1])}</text:p></table:table-cell><table:covered-table-cell table:number-columns-repeated="5"/></table:table-row>')
    elif kind == 'blank':
        out.append('<table:table-row table:style-name="ro"><table:table-cell/></table:table-row>')
    elif kind == 'head':
        out.append('<table:table-row table:style-name="ro">' + ''.join(cell(c, 'head') for c in cells) + '</table:table-row>')
    elif kind == 'row':
        out.append('<table:table-row table:style-name="ro">' + ''.join(cell(c, 'grid') for c in cells) + '</table:table-row>')
    elif kind == 'sect':
        out.append(f'<table:table-row table:style-name="ro">{cell(cells[0], "sect")}</table:table-row>')
    elif kind == 'line':
        out.append(f'<table:table-row table:style-name="ro">{cell(cells[0], "lab")}<table:table-cell table:style-name="ce" table:number-columns-spanned="6" office:value-type="string"><text:p>{escape(cells[1])}</text:p></table:table-cell><table:covered-table-cell table:number-columns-repeated="5"/></table:table-row>')

cols = ''.join(f'<table:table-column table:style-name="co{i}"/>' for i in range(len(W)))
colstyles = ''.join(f'<style:style style:name="co{i}" style:family="table-column"><style:table-column-properties style:column-width="{w/1000*2.54:.2f}cm"/></style:style>' for i, w in enumerate(W))
doc = f'''<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:font-face-decls/>
<office:styles>
<style:style style:name="Default" style:family="table-cell"><style:text-properties fo:font-size="9pt" style:font-name="Arial" fo:font-family="Arial"/></style:style>
</office:styles>
<office:automatic-styles>
{colstyles}
<style:style style:name="ro" style:family="table-row"><style:table-row-properties style:use-optimal-row-height="true"/></style:style>
<style:style style:name="ta1" style:family="table" style:master-page-name="mp1"><style:table-properties table:display="true"/></style:style>
<style:style style:name="ce" style:family="table-cell" style:parent-style-name="Default"><style:table-cell-properties fo:wrap-option="wrap" style:vertical-align="top"/></style:style>
<style:style style:name="title" style:family="table-cell" style:parent-style-name="Default"><style:text-properties fo:font-size="14pt" fo:font-weight="bold"/></style:style>
<style:style style:name="lab" style:family="table-cell" style:parent-style-name="Default"><style:table-cell-properties style:vertical-align="top"/><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="sect" style:family="table-cell" style:parent-style-name="Default"><style:table-cell-properties fo:background-color="#fde9c9"/><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="head" style:family="table-cell" style:parent-style-name="Default"><style:table-cell-properties fo:background-color="#404040" fo:border="0.5pt solid #808080" fo:wrap-option="wrap"/><style:text-properties fo:color="#ffffff" fo:font-weight="bold"/></style:style>
<style:style style:name="grid" style:family="table-cell" style:parent-style-name="Default"><style:table-cell-properties fo:border="0.5pt solid #808080" fo:wrap-option="wrap" style:vertical-align="top"/><style:paragraph-properties fo:text-align="start"/></style:style>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="27.94cm" fo:page-height="21.59cm" style:print-orientation="landscape" fo:margin-top="1.2cm" fo:margin-bottom="1.2cm" fo:margin-left="1.2cm" fo:margin-right="1.2cm" style:scale-to-pages="1"/></style:page-layout>
</office:automatic-styles>
<office:master-styles>
<style:master-page style:name="mp1" style:page-layout-name="pm1"><style:header style:display="false"/><style:footer style:display="false"/></style:master-page>
</office:master-styles>
<office:body><office:spreadsheet>
<table:table table:name="Spec summary" table:style-name="ta1">{cols}
{''.join(out)}
</table:table>
</office:spreadsheet></office:body></office:document>'''
open(sys.argv[1], 'w').write(doc)
