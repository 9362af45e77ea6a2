#!/usr/bin/env python3
"""Writes findly-responsive-display-asset-sheet.fods: a search-and-display ad network's downloadable asset
requirements workbook (flat ODS, four sheets, US Letter landscape, fit to page width). Written from scratch for
heldout20 (no other set's .fods writer was read)."""
import sys
from xml.sax.saxutils import escape

NS = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
      'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
      'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"')


def cell(v, st="ce1", span=1):
    sp = f' table:number-columns-spanned="{span}"' if span > 1 else ""
    if isinstance(v, (int, float)):
        return f'<table:table-cell table:style-name="{st}" office:value-type="float" office:value="{v}"{sp}><text:p>{v}</text:p></table:table-cell>'
    if v == "":
        return f'<table:table-cell table:style-name="{st}"{sp}/>'
    return f'<table:table-cell table:style-name="{st}" office:value-type="string"{sp}><text:p>{escape(v)}</text:p></table:table-cell>'


def sheet(name, widths, rows):
    cols = "".join(f'<table:table-column table:style-name="co{w}"/>' for w in widths)
    body = []
    for r in rows:
        st = "ce1"
        if isinstance(r, tuple):
            st, r = r
        cells = []
        for c in r:
            if isinstance(c, tuple):
                cells.append(cell(c[0], st, c[1]))
            else:
                cells.append(cell(c, st))
        body.append("<table:table-row>" + "".join(cells) + "</table:table-row>")
    return f'<table:table table:name="{escape(name)}">{cols}{"".join(body)}</table:table>'


WIDTHS = [2, 3, 4, 5, 6, 8, 10, 16]
colstyles = "".join(f'<style:style style:name="co{w}" style:family="table-column"><style:table-column-properties style:column-width="{w * 0.5 + 0.5:.2f}cm"/></style:style>' for w in WIDTHS)
cellstyles = ('<style:style style:name="ce1" style:family="table-cell"><style:table-cell-properties fo:wrap-option="wrap" style:vertical-align="top"/><style:text-properties fo:font-size="9pt"/></style:style>'
              '<style:style style:name="hd" style:family="table-cell"><style:table-cell-properties fo:wrap-option="wrap" fo:background-color="#dfe8f5" fo:border="0.5pt solid #7f8fa6" style:vertical-align="bottom"/><style:text-properties fo:font-size="9pt" fo:font-weight="bold"/></style:style>'
              '<style:style style:name="tb" style:family="table-cell"><style:table-cell-properties fo:wrap-option="wrap" fo:border="0.5pt solid #9aa8ba" style:vertical-align="top"/><style:text-properties fo:font-size="9pt"/></style:style>'
              '<style:style style:name="ti" style:family="table-cell"><style:text-properties fo:font-size="14pt" fo:font-weight="bold" fo:color="#1a4f9c"/></style:style>'
              '<style:style style:name="nt" style:family="table-cell"><style:table-cell-properties style:vertical-align="top"/><style:text-properties fo:font-size="8.5pt" fo:font-style="italic"/></style:style>')
PAGE = ('<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="27.94cm" fo:page-height="21.59cm" style:print-orientation="landscape" '
        'fo:margin-top="1.2cm" fo:margin-bottom="1.2cm" fo:margin-left="1.2cm" fo:margin-right="1.2cm" style:scale-to-X="1" style:scale-to-Y="0"/></style:page-layout>')
MASTER = ('<style:master-page style:name="Default" style:page-layout-name="pm1"><style:header><text:p>Findly Ads · Responsive display ads: asset requirements · <text:sheet-name>???</text:sheet-name></text:p></style:header>'
          '<style:footer><text:p>Page <text:page-number>1</text:page-number> of <text:page-count>1</text:page-count></text:p></style:footer></style:master-page>')

T = "tb"
H = "hd"
readme = sheet("Read me", [16, 16, 16, 16], [
    ("ti", [("Findly Ads · Responsive display ads: asset requirements", 4)]),
    ([("Downloaded from Findly Ads Help (support.findly.example/ads/rda-specs) · Sheet version 2026.10 · Generated November 2, 2026", 4)]),
    ([""]),
    ([("About responsive display ads. You upload images, logos, headlines, descriptions and optionally videos; the Findly Display Network combines them into ads that fit any ad slot on more than 3 million sites and apps. Advertisers who add all recommended assets see on average 10% more conversions at a similar cost per conversion.", 4)]),
    ([""]),
    ([("How to read this workbook. Columns whose header says (enforced) are checked when you add an asset: an asset outside them cannot be uploaded, or the ad is disapproved. Columns whose header says (guidance) are recommendations that raise your ad strength; we never disapprove an ad for missing them.", 4)]),
    ([("Ad strength (Poor, Average, Good, Excellent) is a rating shown in the account, not a requirement.", 4)]),
    ([""]),
    ([("Healthcare and medicines. Ads for prescription drugs require Findly healthcare certification and serve only in the United States and New Zealand. Health ads must not use before-and-after images.", 4)]),
    ([("Sheets: Responsive assets · Uploaded display ads · Change log", 4)]),
])
assets = sheet("Responsive assets", [8, 5, 6, 6, 5, 4, 5, 6], [
    ("ti", [("Responsive display ads: assets", 8)]),
    (H, ["Asset", "Aspect ratio (enforced)", "Minimum size, px (enforced)", "Recommended size, px (guidance)", "Max file size (enforced)", "Max number of assets", "Max characters (enforced)", "Asset required in the ad?"]),
    (T, ["Landscape image ¹ ²", "1.91:1", "600 × 314", "1200 × 628", "5120 KB", 15, "—", "Yes"]),
    (T, ["Square image ¹ ²", "1:1", "300 × 300", "1200 × 1200", "5120 KB", 15, "—", "Yes"]),
    (T, ["Portrait image ¹ ²", "4:5", "480 × 600", "960 × 1200", "5120 KB", 15, "—", "No"]),
    (T, ["Square logo ¹ ³", "1:1", "128 × 128", "1200 × 1200", "5120 KB", 5, "—", "Recommended"]),
    (T, ["Landscape logo ¹ ³", "4:1", "512 × 128", "1200 × 300", "5120 KB", 5, "—", "No"]),
    (T, ["Short headline", "—", "—", "—", "—", 5, 30, "Yes, at least 1"]),
    (T, ["Long headline", "—", "—", "—", "—", 1, 90, "Yes"]),
    (T, ["Description", "—", "—", "—", "—", 5, 90, "Yes, at least 1"]),
    (T, ["Business name", "—", "—", "—", "—", 1, 25, "Yes"]),
    (T, ["Video ⁴", "16:9, 1:1 or 4:5", "—", "—", "—", 5, "—", "No"]),
    ([""]),
    ("nt", [("¹ Images and logos: JPG or PNG only. Animated GIFs are not accepted in responsive display ads.", 8)]),
    ("nt", [("² Text overlaid on an image may cover no more than 20% of the image; images with more overlay text are disapproved.", 8)]),
    ("nt", [("³ Logos: a transparent or white background is recommended.", 8)]),
    ("nt", [("⁴ Videos are added as links to videos hosted on Findly Video; we recommend 30 seconds or less.", 8)]),
    ("nt", [("Character counts include spaces. Double-width characters (for example Chinese, Japanese, Korean) count as two.", 8)]),
])
uploaded = sheet("Uploaded display ads", [6, 10, 5, 16], [
    ("ti", [("Uploaded display ads (image and HTML5)", 4)]),
    (H, ["Ad type", "Sizes, px (enforced)", "Max file size (enforced)", "Other requirements"]),
    (T, ["Image ad", "300 × 250, 336 × 280, 728 × 90, 300 × 600, 160 × 600, 320 × 50, 320 × 100, 970 × 250", "150 KB", "JPG, PNG or GIF"]),
    (T, ["Animated GIF", "As image ads", "150 KB", "Animation 30 seconds max; must run slower than 5 fps; may loop, but must stop within 30 seconds"]),
    (T, ["HTML5 ad", "As image ads", "150 KB (zipped)", "ZIP with up to 40 files; available to accounts with an eligible policy history"]),
    ([""]),
    ("nt", [("Uploaded ads must have a visible border if the background is white. Flashing backgrounds and strobing are not allowed.", 4)]),
])
changes = sheet("Change log", [6, 16, 10], [
    ("ti", [("Change log", 3)]),
    (H, ["Sheet version", "Change", "Was"]),
    (T, ["2026.10", "Portrait image (4:5) added to responsive assets", "—"]),
    (T, ["2026.10", "Max file size for responsive images and logos raised to 5120 KB", "1 MB"]),
    (T, ["2026.03", "Business name limit raised to 25 characters", "20 characters"]),
    (T, ["2025.09", "HTML5 ads: file limit raised to 40 files", "20 files"]),
])
DOC = (f'<?xml version="1.0" encoding="UTF-8"?><office:document {NS} office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">'
       f'<office:automatic-styles>{colstyles}{cellstyles}{PAGE}</office:automatic-styles><office:master-styles>{MASTER}</office:master-styles>'
       f'<office:body><office:spreadsheet>{readme}{assets}{uploaded}{changes}</office:spreadsheet></office:body></office:document>')
open(sys.argv[1] if len(sys.argv) > 1 else "findly-responsive-display-asset-sheet.fods", "w").write(DOC)
