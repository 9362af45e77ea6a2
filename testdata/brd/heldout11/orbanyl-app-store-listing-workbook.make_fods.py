# Writes orbanyl-app-store-listing-workbook.fods: a flat ODS workbook (five sheets) that a patient-support app
# team keeps for its App Store / Google Play listing: a read-me sheet with the Limit/Target legend and a
# version history, listing copy with per-field character limits and the approved draft copy (with counts),
# graphics and preview-video specs per store, compliance rules, and a schedule. LibreOffice Calc converts it
# to .xlsx, .ods and .lo.pdf (render.sh).
import sys
from xml.sax.saxutils import escape
NS = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
      'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
      'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
      'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
      'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"')
def cell(v, st='wrap'):
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        return f'<table:table-cell table:style-name="{st}" office:value-type="float" office:value="{v}"><text:p>{v}</text:p></table:table-cell>'
    if v is None or v == '':
        return f'<table:table-cell table:style-name="{st}"/>'
    paras = ''.join(f'<text:p>{escape(x)}</text:p>' for x in str(v).split('\n'))
    return f'<table:table-cell table:style-name="{st}" office:value-type="string">{paras}</table:table-cell>'
def sheet(name, widths, rows, head=None):
    cols = ''.join(f'<table:table-column table:style-name="c{w}"/>' for w in widths)
    out = []
    for i, r in enumerate(rows):
        st = 'head' if head is not None and i == head else ('title' if i == 0 else 'wrap')
        out.append('<table:table-row>' + ''.join(cell(v, st) for v in r) + '</table:table-row>')
    return f'<table:table table:name="{escape(name)}" table:style-name="ta">{cols}' + ''.join(out) + '</table:table>'
widths_used = set()
def W(*ws):
    widths_used.update(ws); return list(ws)

readme = sheet('Read me', W(25, 95, 120), [
    ['Orbanyl Companion: store listing workbook', '', ''],
    ['App', 'Orbanyl Companion (iOS and Android)', 'Patient-support app for adults prescribed Orbanyl (ozelamab) injection in the U.S.: dose reminders, injection-site log, nurse line, copay card.'],
    ['Owner', 'Dana Whitfield, Digital Product Manager, Merriton Biosciences', 'Agency: Foxglove Health Digital (store assets and copy)'],
    ['Workbook version', 'v1.4, 3 March 2027', 'Listing copy on sheet 2 is the MLR-approved v1.4 copy (code ORBUS21847).'],
    ['How to read', 'Limit', 'A hard limit: the store rejects the listing, or MLR will not approve it. Every Limit must be met.'],
    ['', 'Target', 'Our own guideline for readability. Aim for it; a listing that misses a Target is not held back.'],
    ['', '—', 'No limit from us or the store.'],
    ['Version history', 'v1.3 (Dec 2026)', 'iPhone screenshots were 1284 × 2778 (6.5"); replaced in v1.4 by the 6.9" size on the Graphics sheet.'],
    ['', 'v1.2 (Sep 2026)', 'Promotional text Target was 100 characters; now 120.'],
    ['', 'v1.0 (May 2026)', 'First release, App Store only.'],
])
copy = sheet('Listing copy', W(22, 30, 24, 24, 66, 78, 14), [
    ['Listing copy', '', '', '', '', '', ''],
    ['Store', 'Field', 'Limit (characters)', 'Target (characters)', 'Rules', 'Approved draft (EN-US)', 'Count'],
    ['App Store', 'App name', 30, '—', 'Must begin with "Orbanyl Companion".', 'Orbanyl Companion', 17],
    ['App Store', 'Subtitle', 30, 25, 'No efficacy claims and no disease names.', 'Reminders, log and nurse line', 29],
    ['App Store', 'Promotional text', 170, 120, 'May be updated without review by Apple, but every change needs MLR approval.', 'Set reminders for your Orbanyl doses, keep a log of injection sites and call a nurse when you have questions.', 109],
    ['App Store', 'Keywords', 100, '—', 'Comma-separated, no spaces after commas. No competitor brand names.', 'orbanyl,ozelamab,companion,reminder,injection,log,tracker,nurse,copay,support', 77],
    ['App Store', 'Description', 4000, 1500, 'Opening sentence must say who the app is for. Must include the ISI line (see Compliance C3).', '(approved description: 1,286 characters; see MLR pack ORBUS21847)', 1286],
    ['Google Play', 'App name', 30, '—', 'Must begin with "Orbanyl Companion".', 'Orbanyl Companion', 17],
    ['Google Play', 'Short description', 80, 70, 'No efficacy claims and no disease names.', 'Dose reminders, injection-site log and a nurse line for Orbanyl patients', 72],
    ['Google Play', 'Full description', 4000, 1500, 'Same text as the App Store description.', '(approved description: 1,286 characters)', 1286],
], head=1)
gfx = sheet('Graphics', W(22, 34, 30, 36, 22, 16, 70), [
    ['Graphics and preview video', '', '', '', '', '', ''],
    ['Store', 'Asset', 'Size (px)', 'Format', 'Max file size', 'Quantity', 'Notes'],
    ['App Store', 'App icon', '1024 × 1024', 'PNG', '—', 1, 'No transparency and no rounded corners (the store rounds them).'],
    ['App Store', 'iPhone 6.9" screenshots', '1320 × 2868', 'PNG or JPEG', '—', '3 to 10', 'Portrait only.'],
    ['App Store', 'iPad 13" screenshots', '2064 × 2752', 'PNG or JPEG', '—', '3 to 10', 'Required: the app runs on iPad.'],
    ['App Store', 'App preview video', '886 × 1920', 'MP4 or MOV, H.264', '500 MB', 'up to 3', '15 to 30 seconds, 30 fps. Real app footage only.'],
    ['Google Play', 'App icon', '512 × 512', '32-bit PNG', '1 MB', 1, ''],
    ['Google Play', 'Feature graphic', '1024 × 500', 'JPEG or 24-bit PNG', '15 MB', 1, 'No alpha. Keep text and logo inside the centre; Play crops the edges on some devices.'],
    ['Google Play', 'Phone screenshots', '1080 × 1920', 'JPEG or 24-bit PNG', '8 MB', '4 to 8', 'Google accepts 320 to 3840 px per side; we supply 1080 × 1920 so one set serves both ratios.'],
    ['Google Play', 'Promo video', 'YouTube link', '—', '—', 'up to 1', 'Public or unlisted; ads must be switched off on the video.'],
    ['All', 'Screenshot captions', '—', '—', '—', '—', 'Target: 6 words or fewer per caption.'],
], head=1)
comp = sheet('Compliance', W(10, 120, 18, 60), [
    ['Compliance rules for the listing', '', '', ''],
    ['ID', 'Requirement', 'Level', 'Owner / note'],
    ['C1', 'Screenshots and the preview video must show real app screens only: no efficacy claims, no patient testimonials, no images of the Orbanyl pen being injected.', 'Limit', 'MLR'],
    ['C2', 'The opening sentence of each description must read: "For adults in the U.S. who have been prescribed Orbanyl (ozelamab)."', 'Limit', 'MLR'],
    ['C3', 'Each description must include "Please see Important Safety Information and full Prescribing Information at orbanyl.example/isi".', 'Limit', 'MLR'],
    ['C4', 'The listing must not use the words "cure", "treat" or "heal" anywhere, including keywords.', 'Limit', 'MLR'],
    ['C5', 'Privacy policy URL orbanyl.example/app-privacy must be entered in both stores.', 'Limit', 'Legal'],
    ['C6', 'Category: Medical (App Store) and Medical (Google Play).', 'Limit', 'Product'],
    ['C7', 'Screenshot captions should use the brand font Merriton Sans at 72 pt or larger on the 6.9" screenshots.', 'Target', 'Agency'],
    ['C8', 'Every graphic file must be named ORB_[Store]_[Asset]_[Size]_v[N], for example ORB_AS_Screenshot_1320x2868_v4.png.', 'Limit', 'Agency'],
    ['C9', 'Every asset must carry its MLR code, written ORBUS followed by five digits (e.g. ORBUS21847), in the MLR pack.', 'Limit', 'MLR'],
], head=1)
sched = sheet('Schedule', W(40, 40, 80), [
    ['Schedule and contacts', '', ''],
    ['Milestone', 'Date', 'Note'],
    ['Assets to MLR', '17 March 2027', 'MLR meets Tuesdays; allow 2 meetings.'],
    ['Submit to App Store review', '7 April 2027', 'Apple review usually takes 24 to 48 hours.'],
    ['Submit to Google Play review', '7 April 2027', 'Google review can take up to 7 days for health apps.'],
    ['Go live', '15 April 2027', 'Press release 16 April; paid search from 20 April ($18,000 for Q2).'],
    ['Spanish (es-US) listing', 'Q3 2027', 'Out of scope for v1.4.'],
    ['Contacts', 'Dana Whitfield', 'dana.whitfield@merriton.example · +1 (617) 555 0142'],
    ['', 'Foxglove Health Digital', 'stores@foxglove.example'],
], head=1)
colstyles = ''.join(f'<style:style style:name="c{w}" style:family="table-column"><style:table-column-properties style:column-width="{w}mm"/></style:style>' for w in sorted(widths_used))
doc = f'''<?xml version="1.0" encoding="UTF-8"?>
<office:document {NS} office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:automatic-styles>
{colstyles}
<style:style style:name="ta" style:family="table" style:master-page-name="Land"><style:table-properties table:display="true"/></style:style>
<style:style style:name="wrap" style:family="table-cell"><style:table-cell-properties fo:wrap-option="wrap" style:vertical-align="top" fo:border="0.5pt solid #9a9a9a"/><style:text-properties fo:font-size="9pt"/></style:style>
<style:style style:name="head" style:family="table-cell"><style:table-cell-properties fo:wrap-option="wrap" fo:background-color="#1f4e79" fo:border="0.5pt solid #9a9a9a"/><style:text-properties fo:font-size="9pt" fo:font-weight="bold" fo:color="#ffffff"/></style:style>
<style:style style:name="title" style:family="table-cell"><style:text-properties fo:font-size="13pt" fo:font-weight="bold"/></style:style>
<style:page-layout style:name="pl"><style:page-layout-properties fo:page-width="11in" fo:page-height="8.5in" style:print-orientation="landscape" fo:margin="0.5in" style:scale-to-X="1" style:scale-to-Y="0"/></style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Land" style:page-layout-name="pl"/></office:master-styles>
<office:body><office:spreadsheet>
{readme}{copy}{gfx}{comp}{sched}
</office:spreadsheet></office:body></office:document>
'''
open(sys.argv[1] if len(sys.argv) > 1 else 'orbanyl-app-store-listing-workbook.fods', 'w').write(doc)
