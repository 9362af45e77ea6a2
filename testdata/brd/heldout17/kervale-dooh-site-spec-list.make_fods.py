#!/usr/bin/env python3
"""Writes kervale-dooh-site-spec-list.fods: a UK DOOH media owner's downloadable per-site
artwork specification workbook (flat ODS; LibreOffice Calc turns it into xlsx, ods and PDF).
Written from scratch for heldout17 (no other set's script was read)."""
import sys
from xml.sax.saxutils import escape

NS = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
      'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
      'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
      'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
      'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
      'xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0"')

STYLES = """<office:automatic-styles>
<style:page-layout style:name="pl1"><style:page-layout-properties fo:page-width="297mm" fo:page-height="210mm" style:print-orientation="landscape" fo:margin-top="10mm" fo:margin-bottom="10mm" fo:margin-left="8mm" fo:margin-right="8mm"/></style:page-layout>
<style:style style:name="ta1" style:family="table"><style:table-properties table:display="true" style:writing-mode="lr-tb" style:master-page-name="Default"/></style:style>
%COLS%
<style:style style:name="ro" style:family="table-row"><style:table-row-properties style:use-optimal-row-height="true"/></style:style>
<style:style style:name="cT" style:family="table-cell"><style:table-cell-properties fo:wrap-option="no-wrap"/><style:text-properties fo:font-size="14pt" fo:font-weight="bold"/></style:style>
<style:style style:name="cH" style:family="table-cell"><style:table-cell-properties fo:wrap-option="wrap" fo:background-color="#dfe8f1" fo:border="0.5pt solid #7f8c99" style:vertical-align="top"/><style:text-properties fo:font-size="9pt" fo:font-weight="bold"/></style:style>
<style:style style:name="cB" style:family="table-cell"><style:table-cell-properties fo:wrap-option="wrap" fo:border="0.5pt solid #7f8c99" style:vertical-align="top"/><style:text-properties fo:font-size="9pt"/></style:style>
<style:style style:name="cP" style:family="table-cell"><style:table-cell-properties fo:wrap-option="wrap" style:vertical-align="top"/><style:text-properties fo:font-size="9.5pt"/></style:style>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Default" style:page-layout-name="pl1"><style:header><text:p>Kervale Screens – Artwork Specification by Site – <text:sheet-name>???</text:sheet-name></text:p></style:header><style:footer><text:p>Page <text:page-number>1</text:page-number></text:p></style:footer></style:master-page></office:master-styles>"""


def cell(v, st="cB", span=1):
    attrs = f'table:style-name="{st}"'
    if span > 1:
        attrs += f' table:number-columns-spanned="{span}"'
    if isinstance(v, (int, float)):
        x = f'<table:table-cell {attrs} office:value-type="float" office:value="{v}"><text:p>{v}</text:p></table:table-cell>'
    else:
        paras = "".join(f"<text:p>{escape(p)}</text:p>" for p in str(v).split("\n"))
        x = f'<table:table-cell {attrs} office:value-type="string">{paras}</table:table-cell>'
    if span > 1:
        x += "<table:covered-table-cell/>" * (span - 1)
    return x


def sheet(name, widths, rows):
    cols = "".join(f'<table:table-column table:style-name="co_{name[:3]}{i}"/>' for i in range(len(widths)))
    body = []
    for r in rows:
        if r is None:
            body.append('<table:table-row table:style-name="ro"><table:table-cell/></table:table-row>')
            continue
        st, cells = r
        if st == "T":
            body.append(f'<table:table-row table:style-name="ro">{cell(cells, "cT")}</table:table-row>')
        elif st == "P":
            body.append(f'<table:table-row table:style-name="ro">{cell(cells, "cP", len(widths))}</table:table-row>')
        else:
            s = "cH" if st == "H" else "cB"
            body.append('<table:table-row table:style-name="ro">' + "".join(cell(c, s) for c in cells) + "</table:table-row>")
    return f'<table:table table:name="{escape(name)}" table:style-name="ta1">{cols}{"".join(body)}</table:table>', \
        "".join(f'<style:style style:name="co_{name[:3]}{i}" style:family="table-column"><style:table-column-properties style:column-width="{w}mm"/></style:style>' for i, w in enumerate(widths))


readme = ("Read me", [55, 200], [
    ("T", "Kervale Screens – Artwork Specification by Site (spring 2027 campaign window)"),
    ("P", "Issued by Kervale Screens Ltd, Campaign Delivery team. Version 4.2, 8 January 2027. This workbook replaces every earlier site list."),
    None,
    ("P", "How to use this workbook: find each site on your booking confirmation in the Sites tab and build one file per site to the values on that site’s row. Every value on the Sites tab is a delivery requirement: files that do not match are not loaded to the players, and the slot plays a Kervale holding slide until a correct file arrives. The Tips column is advice from our studio and is not checked."),
    None,
    ("H", ["Applies to every site", "Requirement"]),
    ("B", ["Audio", "None. Screens have no speakers; files with an audio track are rejected."]),
    ("B", ["Static formats", "JPG or PNG, RGB (sRGB) colour. CMYK files are rejected."]),
    ("B", ["Motion format", "MP4, H.264, 25 fps, constant frame rate."]),
    ("B", ["Motion length", "Must run exactly the site’s slot length; a 10-second slot takes a 10-second file."]),
    ("B", ["Transitions", "No flashing or strobing; no more than 3 flashes in any one second."]),
    ("B", ["Minimum text size", "Text must be at least 5% of the screen height."]),
    ("B", ["Medicines", "Prescription-only medicines may not be advertised to the public in the UK; Kervale accepts pharmacy-only (P) and general sale (GSL) medicines and unbranded disease-awareness copy only."]),
    ("B", ["Medicines copy", "Every P or GSL medicine creative must show “Always read the label” and the product’s active ingredient on screen."]),
    ("B", ["File name", "KV_[SiteID]_[Advertiser]_[YYYYMMDD].[ext], e.g. KV_MAN014_Orvalis_20270301.mp4"]),
    ("B", ["Delivery deadline", "5 working days before the first play date (roadside sites: 10 working days, for council sign-off)."]),
    None,
    ("P", "Roadside sites (type R on the Sites tab) are static only under their planning consent: no motion, no sequencing between slots, minimum 8-second dwell, and no text that asks drivers to read more than 10 words."),
    ("P", "Questions: delivery@kervalescreens.example · 0161 555 0192. Kervale Screens Ltd is registered in England and Wales, company no. 09876543."),
])

sites = ("Sites", [16, 44, 12, 16, 26, 22, 16, 22, 22, 72], [
    ("H", ["Site ID", "Location", "Type", "Screens", "Resolution (px, W × H)", "Orientation", "Slot (seconds)", "Static / motion", "Max file size (MB)", "Tips (not checked)"]),
    ("B", ["MAN014", "Manchester Piccadilly, main concourse", "Rail", 6, "1920 × 1080", "Landscape", 10, "Static or motion", 50, "Commuters pass in under 4 seconds; one message per slot works best."]),
    ("B", ["LDN203", "London Waterloo, pillar wraps", "Rail", 12, "1080 × 1920", "Portrait", 10, "Static or motion", 50, "Keep the logo in the top third."]),
    ("B", ["GLA011", "Glasgow, Buchanan Galleries mall", "Mall", 8, "1080 × 1920", "Portrait", 15, "Motion", 100, "Dwell time averages 9 seconds; 15-second stories perform well."]),
    ("B", ["BHM007", "Birmingham A38 Aston Expressway", "R", 1, "1400 × 400", "Landscape", 8, "Static only", 5, "Use no more than 7 words."]),
    ("B", ["LDS030", "Leeds station forecourt, digital 48-sheet", "R", 1, "1536 × 768", "Landscape", 8, "Static only", 10, "High contrast reads best in sunlight."]),
    ("B", ["BRS105", "Bristol Cabot Circus, pharmacy mall entrance", "Mall", 4, "2160 × 3840", "Portrait", 10, "Static or motion", 150, "Supply at 2160 × 3840 only; we do not upscale."]),
    None,
    ("P", "Screens column: number of screens at the site (inventory, not a requirement). Slot lengths are fixed per site; a file built for another site’s slot is not loaded."),
])

rates = ("Rates", [60, 40, 40, 40, 80], [
    ("H", ["Package", "Sites", "Plays per hour per screen", "Fortnight rate (£)", "Notes"]),
    ("B", ["Northern Rail", "MAN014, LDS030", 360, 18500, "Share of time 1 in 6"]),
    ("B", ["London Commuter", "LDN203", 360, 32000, "Share of time 1 in 6"]),
    ("B", ["Retail Health", "GLA011, BRS105", 240, 14250, "Near-pharmacy sites; 20% off for GSL brands"]),
    ("B", ["Roadside", "BHM007", 450, 9800, "8-second dwell"]),
    None,
    ("P", "Rates are net of agency commission and exclude production. Plays per hour are averages over the trading day (06:00–24:00) and are not creative requirements."),
])

tables, colstyles = [], []
for name, widths, rows in (readme, sites, rates):
    t, c = sheet(name, widths, rows)
    tables.append(t)
    colstyles.append(c)
doc = (f'<?xml version="1.0" encoding="UTF-8"?>\n<office:document {NS} office:version="1.2" '
       f'office:mimetype="application/vnd.oasis.opendocument.spreadsheet">'
       + STYLES.replace("%COLS%", "".join(colstyles))
       + '<office:body><office:spreadsheet>' + "".join(tables) + '</office:spreadsheet></office:body></office:document>\n')
open(sys.argv[1] if len(sys.argv) > 1 else "kervale-dooh-site-spec-list.fods", "w").write(doc)
