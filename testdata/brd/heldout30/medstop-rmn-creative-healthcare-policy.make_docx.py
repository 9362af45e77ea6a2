# Writes medstop-rmn-creative-healthcare-policy.docx: a pharmacy chain's retail-media network CREATIVE GUIDELINES AND
# HEALTHCARE ADVERTISING POLICY as a Word document (hand-written OOXML through docxlib.py). Usage: python3 THIS.py OUT.docx
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from docxlib import run, p, bullet, tc, table, build

def box(title, text):
    """A shaded one-cell table: the document's "Guidance note" boxes."""
    inner = [p([run(title + ' ', b=True, sz=18, color='7A4B00'), run(text, sz=18)], spacing_after=40)]
    return ('<w:tbl><w:tblPr><w:tblW w:w="9600" w:type="dxa"/><w:tblBorders><w:left w:val="single" w:sz="24" w:space="0" w:color="E0A100"/></w:tblBorders>'
            '<w:tblLayout w:type="fixed"/></w:tblPr><w:tblGrid><w:gridCol w:w="9600"/></w:tblGrid><w:tr>'
            + tc(inner, 9600, shade='FFF4D6') + '</w:tr></w:tbl>' + p('', spacing_after=60))

def clause(num, text):
    return p([run(num + '\t', b=True), run(text)])

b = []
b.append(p('MedStop Media Network', style='Title'))
b.append(p([run('Creative Guidelines and Healthcare Advertising Policy', b=True, sz=26)]))
b.append(table([
    ['Document', 'Detail'],
    ['Owner', 'MedStop Media Network, Ad Quality & Policy'],
    ['Version', '3.2 (supersedes version 3.1 of June 2, 2026)'],
    ['Effective', 'January 5, 2027'],
    ['Applies to', 'Brand partners and agencies buying onsite, offsite and in-store media from MedStop Media Network'],
], [2200, 7400]))

b.append(p('1. About MedStop Media Network', style='Heading1'))
b.append(p('MedStop Media Network (MSMN) is the retail media business of MedStop Pharmacy, with 9,200 stores in 44 states and 61 million active MedStop Rewards members. 78% of the US population lives within five miles of a MedStop store. Partners reach shoppers on medstop.com and the MedStop app, on social and programmatic media through MedStop audiences (offsite), and on 31,000 screens in our stores.'))
b.append(p('In 2026, health and wellness partners running onsite and in-store media together saw an average 14% sales lift in the campaign period (MSMN closed-loop measurement, 212 campaigns).'))

b.append(p('2. How to use these guidelines', style='Heading1'))
b.append(p('The numbered clauses in sections 4 to 7 are conditions of acceptance: creative that does not meet a clause is returned to the partner for correction, and the campaign start date is not moved. Shaded Guidance notes are recommendations from our creative team and are never a reason to return creative. Sections 8 and 9 are commercial terms and timelines.'))

b.append(p('3. Submitting creative', style='Heading1'))
b.append(clause('3.1', 'Upload creative to the MedStop Partner Portal at least 10 business days before launch, with the approved insertion order number.'))
b.append(clause('3.2', 'File names must follow MSM_[Brand]_[Placement]_[WxH or Length]_[YYYYMMDD], for example MSM_Brezafen_HomeHero_1920x480_20270105.jpg or MSM_Brezafen_Endcap_15s_20270105.mp4.'))
b.append(clause('3.3', 'Each submission must include the partner\u2019s regulatory approval reference (for example an MLR or PRC code) in the portal\u2019s Approval field.'))

b.append(p('4. Onsite: medstop.com and the MedStop app', style='Heading1'))
b.append(table([
    ['Placement', 'Sizes (px)', 'Max file size', 'Formats', 'Animation'],
    ['Homepage hero', '1920 \u00d7 480 (desktop)\n750 \u00d7 750 (app)', '300 KB', 'JPG, PNG', 'Not allowed'],
    ['Category banner', '970 \u00d7 250\n728 \u00d7 90\n320 \u00d7 100', '150 KB', 'JPG, PNG, GIF, HTML5', '15 s max, 3 loops max'],
    ['Product listing tile', '300 \u00d7 250', '150 KB', 'JPG, PNG', 'Not allowed'],
    ['Sponsored products', 'Built from your product feed; no creative upload', '\u2014', '\u2014', '\u2014'],
], [2100, 2300, 1400, 1900, 1900]))
b.append(clause('4.2', 'All onsite creative must include the \u201cAvailable at MedStop\u201d lockup from the partner kit, at least 120 px wide on desktop sizes and at least 80 px wide on the 320 \u00d7 100 banner.'))
b.append(clause('4.3', 'The minimum type size is 12 px, except on the 320 \u00d7 100 banner, where it is 10 px.'))
b.append(clause('4.4', 'Text must have a contrast ratio of at least 4.5:1 against its background.'))
b.append(clause('4.5', 'Creative must not show prices, discounts, coupons or Rewards point offers; MedStop adds current offers to the page itself.'))
b.append(clause('4.6', 'Banners with a white or very light background must have a 1 px border in a darker color.'))
b.append(box('Guidance note.', 'We recommend keeping the 750 \u00d7 750 app hero under 200 KB; it loads on mobile data in most stores\u2019 parking lots. Put the product pack on the right-hand side, where the page\u2019s offer badge does not cover it.'))

b.append(p('5. Offsite: MedStop audiences on social and programmatic media', style='Heading1'))
b.append(p('Offsite campaigns run on third-party platforms with MedStop audience data. Offsite creative must meet the specifications of the platform it runs on. In addition:'))
b.append(clause('5.1', 'Offsite video must be 6, 15 or 30 seconds long.'))
b.append(clause('5.2', 'Offsite video must end with the MedStop co-brand end card, shown for the last 2 seconds.'))
b.append(clause('5.3', 'Offsite display creative must not exceed 150 KB initial load.'))
b.append(box('Guidance note.', 'Add burned-in captions to offsite video; most social placements play muted.'))

b.append(p('6. In-store screens', style='Heading1'))
b.append(table([
    ['Screen', 'Orientation and resolution', 'Length', 'Format', 'Audio'],
    ['Endcap screen', 'Portrait, 1080 \u00d7 1920', '10 or 15 s', 'MP4 (H.264), 30 fps', 'No audio'],
    ['Pharmacy waiting-area screen', 'Landscape, 1920 \u00d7 1080', '15 s max', 'MP4 (H.264), or JPG still (shown for 10 s)', 'No audio'],
    ['Checkout screen', 'Landscape, 1280 \u00d7 720', '6 s exactly', 'MP4 (H.264) or JPG still', 'No audio'],
], [2300, 2100, 1500, 2300, 1400]))
b.append(clause('6.2', 'In-store video files must not exceed 100 MB.'))
b.append(clause('6.3', 'In-store screens play without sound, so any safety information must appear on screen as text and never only in a voice-over.'))
b.append(clause('6.4', 'Prescription-only medicines are not accepted on any in-store screen.'))
b.append(clause('6.5', 'Creative for pharmacy waiting-area screens must not ask customers to \u201cask your pharmacist\u201d about a specific brand.'))
b.append(box('Guidance note.', 'Hold each safety super on screen for at least 3 seconds; shoppers look at an endcap screen for about 4 seconds on average.'))

b.append(p('7. Healthcare advertising policy', style='Heading1'))
b.append(p('This section applies to every medicine, medical device and dietary supplement advertised on MedStop Media Network, in addition to sections 4 to 6.'))
b.append(clause('7.1', 'Creative for an over-the-counter medicine must state the product\u2019s indication and carry the statement \u201cUse only as directed.\u201d'))
b.append(clause('7.2', 'Creative for a prescription medicine (onsite and offsite only) must include the Important Safety Information, or, on banners smaller than 300 \u00d7 250, a link labeled \u201cImportant Safety Information\u201d, and must link to the full Prescribing Information.'))
b.append(clause('7.3', 'Creative must not compare a product with a MedStop store brand.'))
b.append(clause('7.4', 'Creative must not show MedStop pharmacists, MedStop uniforms or the inside of a MedStop store unless MSMN has approved it in writing.'))
b.append(clause('7.5', 'Dietary supplement creative that makes a structure/function claim must carry the FDA disclaimer.'))

b.append(p('8. Fees', style='Heading1'))
b.append(table([
    ['Service', 'Fee'],
    ['Creative QA (per creative set, up to 6 files)', '$350'],
    ['Rush review (fewer than 5 business days before launch)', '$900'],
    ['MSMN Creative Studio: in-store adaptation of a supplied :15', '$2,400'],
], [6600, 3000]))

b.append(p('9. Review timelines', style='Heading1'))
b.append(table([
    ['Media', 'Standard review', 'Healthcare review'],
    ['Onsite', '3 business days', '5 business days'],
    ['Offsite', '2 business days', '4 business days'],
    ['In-store', '5 business days', '10 business days'],
], [3200, 3200, 3200]))

b.append(p('10. Contacts', style='Heading1'))
b.append(p('Ad Quality & Policy: adquality@medstopmedia.example \u00b7 Partner Portal help: +1 (555) 014-2290 \u00b7 MedStop Media Network, 400 Commerce Drive, Deerfield, IL.'))
b.append(p([run('\u00a9 2026 MedStop Pharmacy, Inc. MedStop Media Network and MedStop Rewards are trademarks of MedStop Pharmacy, Inc. This document is confidential to MSMN partners.', i=True, sz=16)]))

build(sys.argv[1], b, 'MedStop Media Network \u00b7 Creative Guidelines and Healthcare Advertising Policy v3.2', 'MSMN-POL-007 \u00b7 Effective January 5, 2027 \u00b7', 'MedStop Media Network Creative Guidelines v3.2', 'MSMN Ad Quality & Policy')
