# Writes tunevia-audio-exchange-spec-sheet.fods: a programmatic DIGITAL-AUDIO EXCHANGE's downloadable creative spec sheet
# (flat ODS, four sheets, landscape Letter): an "Audio spots" sheet with a header block (title, "Updated" line, icon legend),
# a spec table with one column per supply type (Streaming music & radio / Podcast DAI) and a Notes column holding footnote
# markers, ✓ / ✗ icons as values and "(R)" recommendations; a "Companion banners" sheet with per-size weights; a "QC & naming"
# sheet; and a "Rates & deadlines" sheet whose numbers are not requirements.
# Written from scratch (no other make_fods.py was read). Usage: python3 tunevia-audio-exchange-spec-sheet.make_fods.py OUT.fods
import sys
from xml.sax.saxutils import escape

NS = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
      'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
      'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
      'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
      'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
      'xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0"')


def cell(v, st='Body', span=1):
    a = f' table:style-name="{st}"'
    if span > 1:
        a += f' table:number-columns-spanned="{span}"'
    if v is None or v == '':
        out = f'<table:table-cell{a}/>'
    elif isinstance(v, (int, float)):
        out = f'<table:table-cell{a} office:value-type="float" office:value="{v}"><text:p>{v}</text:p></table:table-cell>'
    else:
        paras = ''.join(f'<text:p>{escape(p)}</text:p>' for p in str(v).split('\n'))
        out = f'<table:table-cell{a} office:value-type="string">{paras}</table:table-cell>'
    if span > 1:
        out += '<table:covered-table-cell/>' * (span - 1)
    return out


def row(cells, st='Body'):
    out = '<table:table-row>'
    for c in cells:
        if isinstance(c, tuple):
            out += cell(c[0], c[1] if len(c) > 1 else st, c[2] if len(c) > 2 else 1)
        else:
            out += cell(c, st)
    return out + '</table:table-row>'


def sheet(name, widths, rows):
    cols = ''.join(f'<table:table-column table:style-name="co{i}_{name[:3]}"/>' for i in range(len(widths)))
    return (f'<table:table table:name="{escape(name)}" table:style-name="ta1">{cols}' + ''.join(rows) + '</table:table>')


def colstyles(name, widths):
    return ''.join(f'<style:style style:name="co{i}_{name[:3]}" style:family="table-column"><style:table-column-properties '
                   f'style:column-width="{w}in"/></style:style>' for i, w in enumerate(widths))


sheets = []
styles_cols = ''

# Sheet 1: Audio spots
W1 = [1.7, 2.6, 2.6, 2.6]
R1 = [
    row([('Tunevia Audio Exchange · Creative specifications: audio spots', 'Title', 4)]),
    row([('Programmatic audio across streaming music, radio simulcast and podcasts. Updated Aug 4, 2026 (v5.1).', 'Small', 4)]),
    row([('Legend: ✓ accepted · ✗ rejected · (R) recommended, not enforced. Everything else on this sheet is checked when the tag or file is ingested; a spot that fails is not served.', 'Small', 4)]),
    row([('', 'Body', 4)]),
    row(['Spec', 'Streaming music & radio', 'Podcast (DAI)', 'Notes'], 'Head'),
    row(['Spot lengths', ':15 or :30', ':15, :30 or :60', 'Exact length¹']),
    row(['Delivery', 'VAST 4.x or DAAST tag, or hosted file', 'Hosted file only', 'Tags must serve over HTTPS']),
    row(['File format', 'MP3 ✓  WAV ✓  OGG ✗  AAC ✗', 'MP3 ✓  WAV ✓', '']),
    row(['MP3 bitrate', '192 kbps minimum, CBR', '128 kbps minimum, CBR', 'VBR ✗']),
    row(['Sample rate', '44.1 or 48 kHz', '44.1 kHz', '']),
    row(['Channels', 'Stereo', 'Mono or stereo', 'Mono (R) for voice-only podcast spots']),
    row(['Loudness (integrated)', '−16 LUFS ±1 LU', '−19 LUFS ±1 LU', 'Measured over the whole spot (ITU-R BS.1770)']),
    row(['True peak', '−1 dBTP max', '−1 dBTP max', '']),
    row(['Max file size', '10 MB', '10 MB', '']),
    row(['Silence at head / tail', '0.5 s max each', '0.5 s max each', '']),
    row(['ID3 tags', 'Title (R)', 'Title = your ad ID', 'Podcast hosts read the ID from the title tag']),
    row([('', 'Body', 4)]),
    row([('¹ Lengths are exact: a :30 may run 29.5 to 30.5 seconds. Anything outside that window is rejected.', 'Small', 4)]),
    row([('Prescription-drug spots: the major statement of risks must be read at the same pace and volume as the rest of the spot, and the spot must say where to find the full Prescribing Information.', 'Small', 4)]),
]
sheets.append(sheet('Audio spots', W1, R1)); styles_cols += colstyles('Audio spots', W1)

# Sheet 2: Companion banners
W2 = [1.9, 2.6, 2.6, 2.4]
R2 = [
    row([('Companion banners', 'Title', 4)]),
    row([('Shown in the player while the spot plays. Required on streaming music and radio; optional on podcasts (most podcast apps do not display them).', 'Small', 4)]),
    row([('', 'Body', 4)]),
    row(['Spec', '640 × 640', '300 × 250', 'Notes'], 'Head'),
    row(['Use', 'Preferred (R)', 'Accepted', 'Send at least one size']),
    row(['File format', 'JPG ✓  PNG ✓  GIF ✗  HTML5 ✗', 'JPG ✓  PNG ✓  GIF ✗  HTML5 ✗', '']),
    row(['Max weight', '200 KB', '60 KB', '']),
    row(['Animation', '✗', '✗', 'Static only']),
    row(['Click-through URL', 'HTTPS', 'HTTPS', 'One URL per companion']),
    row(['Text', 'Logo and CTA inside the centre 560 × 560', '—', 'Players crop the corners into a circle on some devices']),
]
sheets.append(sheet('Companion banners', W2, R2)); styles_cols += colstyles('Companion banners', W2)

# Sheet 3: QC & naming
W3 = [0.5, 5.2, 3.5]
R3 = [
    row([('Quality checks and file names', 'Title', 3)]),
    row([('', 'Body', 3)]),
    row(['#', 'Check', 'Result if it fails'], 'Head'),
    row([1, 'No clipping or distortion anywhere in the spot', 'Rejected']),
    row([2, 'No sound effects that imitate phone notifications, alarms, sirens or car horns', 'Rejected']),
    row([3, 'The advertiser is named within the first 10 seconds', 'Rejected']),
    row([4, 'Voice clearly above any music bed (about 6 dB) (R)', 'Flagged to the buyer only']),
    row([5, 'File name follows TUV_[ADVERTISER]_[Length or Size]_V[n], e.g. TUV_ALVESSA_30s_V2.mp3', 'Rejected']),
    row([('', 'Body', 3)]),
    row([('Companion file names use the size in place of the length, e.g. TUV_ALVESSA_640x640_V1.png.', 'Small', 3)]),
]
sheets.append(sheet('QC & naming', W3, R3)); styles_cols += colstyles('QC & naming', W3)

# Sheet 4: Rates & deadlines
W4 = [2.6, 2.0, 2.0, 2.6]
R4 = [
    row([('Rates and deadlines (for planning; not creative requirements)', 'Title', 4)]),
    row([('', 'Body', 4)]),
    row(['Supply', 'Floor CPM (USD)', 'Monthly impressions', 'Creative due'], 'Head'),
    row(['Streaming music', 12, '1,900,000,000', '3 business days before launch']),
    row(['Radio simulcast', 9, '640,000,000', '3 business days before launch']),
    row(['Podcast (DAI)', 18, '310,000,000', '5 business days before launch']),
    row([('', 'Body', 4)]),
    row([('Contact: audio-creative@tunevia.example. Spots longer than :60 (for example :90 sponsorship reads) are sold only as direct deals.', 'Small', 4)]),
]
sheets.append(sheet('Rates & deadlines', W4, R4)); styles_cols += colstyles('Rates & deadlines', W4)

cellstyles = (
    '<style:style style:name="Title" style:family="table-cell"><style:text-properties fo:font-size="13pt" fo:font-weight="bold"/></style:style>'
    '<style:style style:name="Small" style:family="table-cell"><style:table-cell-properties fo:wrap-option="wrap"/><style:text-properties fo:font-size="9pt"/></style:style>'
    '<style:style style:name="Head" style:family="table-cell"><style:table-cell-properties fo:background-color="#1b4d3e" fo:border="0.5pt solid #808080" fo:wrap-option="wrap"/>'
    '<style:text-properties fo:color="#ffffff" fo:font-weight="bold" fo:font-size="10pt"/></style:style>'
    '<style:style style:name="Body" style:family="table-cell"><style:table-cell-properties fo:border="0.5pt solid #b0b0b0" fo:wrap-option="wrap" style:vertical-align="top"/>'
    '<style:text-properties fo:font-size="10pt"/></style:style>'
)
doc = (f'<?xml version="1.0" encoding="UTF-8"?>\n<office:document {NS} office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">'
       '<office:font-face-decls/>'
       '<office:styles><style:default-style style:family="table-cell"><style:text-properties style:font-name="Liberation Sans" fo:font-size="10pt"/></style:default-style></office:styles>'
       '<office:automatic-styles>'
       '<style:style style:name="ta1" style:family="table" style:master-page-name="Default"><style:table-properties table:display="true"/></style:style>'
       + styles_cols + cellstyles +
       '<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="11in" fo:page-height="8.5in" style:print-orientation="landscape" '
       'fo:margin-top="0.5in" fo:margin-bottom="0.5in" fo:margin-left="0.5in" fo:margin-right="0.5in"/>'
       '<style:header-style><style:header-footer-properties fo:min-height="0.2in"/></style:header-style><style:footer-style><style:header-footer-properties fo:min-height="0.2in"/></style:footer-style></style:page-layout>'
       '</office:automatic-styles>'
       '<office:master-styles><style:master-page style:name="Default" style:page-layout-name="pm1">'
       '<style:header><text:p>Tunevia Audio Exchange · Creative spec sheet v5.1</text:p></style:header>'
       '<style:footer><text:p>Sheet <text:sheet-name>???</text:sheet-name> · Page <text:page-number>1</text:page-number></text:p></style:footer>'
       '</style:master-page></office:master-styles>'
       '<office:body><office:spreadsheet>' + ''.join(sheets) + '</office:spreadsheet></office:body></office:document>')
open(sys.argv[1], 'w', encoding='utf-8').write(doc)
