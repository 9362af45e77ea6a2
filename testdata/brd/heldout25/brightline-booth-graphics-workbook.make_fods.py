# Exhibit house's booth graphics and literature specification workbook (flat ODS; LibreOffice Calc renders xlsx, ods, lo.pdf).
# Uses fodslib.py (copied unchanged from heldout24, which took it from heldout21).
import sys
from fodslib import sheet, document
readme = sheet('Read me', [1.6, 8.4], None, [
    ['Client', 'Ostravia Therapeutics, Inc. (US Medical Affairs and Brand)'],
    ['Event', 'American Pulmonary Practice Congress (APPC) 2027, Denver, May 15–19, 2027; booth 1420 (20 × 30 ft island)'],
    ['Job', 'BX-27144 · Account lead Priya Mendel · Graphics coordinator Sam Ortega (graphics@brightlinex.example)'],
    ['Version', 'v3, 2 December 2026 (v2 asked for 150 ppi on the backwall; that value no longer applies)'],
    ['How to read', 'Every row on the Panels and Literature sheets is a production specification. Status REQ = the RIP check or our prepress team stops the file; ADV = advice from our print room, never a stop.'],
    ['Units', 'Sizes are width × height. Inches with the millimetre equivalent in the next column. "Visible" is what shows when the panel is installed; "File" is the page size of the PDF you send, at the scale given.'],
    ['Resolution', 'The Min. ppi column is at FULL SIZE. A 1:4 file (25%) needs four times that value; a 1:2 file needs twice.'],
    ['Sheets', 'Panels · General rules · Literature · Dates & costs'],
], titles=['Brightline Exhibits · Graphics Specification Workbook · APPC 2027 · Ostravia'])
panels = sheet('Panels', [0.35, 1.35, 0.9, 0.95, 1.3, 0.9, 0.95, 0.75, 0.5, 0.6, 1.75, 0.45],
  ['Ref', 'Panel', 'Visible (in)', 'Visible (mm)', 'Bleed / wrap', 'File (in)', 'File (mm)', 'Scale', 'Min. ppi', 'Color', 'Material / notes', 'Status'], [
  ('§', 'Island structure'),
  ['P1', 'Backwall, double-sided lightbox (per side)', '236.5 × 94.5', '6007 × 2400', '1" (25 mm) all sides', '238.5 × 96.5', '6058 × 2451', '1:4 or 1:1', 100, 'RGB or CMYK', 'Dye-sub fabric, SEG edge', 'REQ'],
  ['P2', 'Tower, 4 faces (per face)', '35.5 × 95.5', '902 × 2426', '1" (25 mm) all sides', '37.5 × 97.5', '953 × 2477', '1:4 or 1:1', 100, 'RGB or CMYK', 'Dye-sub fabric, SEG edge', 'REQ'],
  ['P3', 'Reception counter wrap', '70 × 38', '1778 × 965', '0.5" (13 mm) top and bottom only', '70 × 39', '1778 × 991', '1:2 or 1:1', 150, 'CMYK', 'Printed vinyl on 3 mm PVC', 'REQ'],
  ('§', 'Meeting room and kiosks'),
  ['P4', 'Kiosk header (×3)', '60 × 12', '1524 × 305', '0.25" (6 mm)', '60.5 × 12.5', '1537 × 318', '1:1 only', 150, 'CMYK', 'Direct print on 3 mm PVC', 'REQ'],
  ['P5', 'Meeting room door', '36 × 84', '914 × 2134', 'none (contour-cut vinyl)', '36 × 84', '914 × 2134', '1:1 only', 150, 'CMYK', 'Frosted vinyl; keep 40% of the door clear', 'REQ'],
  ['P6', 'Floor graphic (optional item)', '96 × 96', '2438 × 2438', '0.5" (13 mm)', '97 × 97', '2464 × 2464', '1:4 or 1:1', 75, 'CMYK', 'Anti-slip laminate; avoid fine text under 2" tall', 'ADV'],
], notes=['Scale column: a 1:4 file of P1 is 59.625 × 24.125 in; your page size must match the File column divided by the scale.',
          'P6 is quoted as an option only; its row is advice until the option is ordered.'])
general = sheet('General rules', [0.5, 7.0, 0.7, 2.0], ['Ref', 'Rule', 'Status', 'Why'], [
  ['G1', 'Print-ready PDF/X-4. Flattened TIFF (LZW) accepted for single-image photo panels.', 'REQ', 'Our RIP reads PDF/X-4 natively'],
  ['G2', 'Fabric panels (P1, P2): RGB with Adobe RGB (1998) embedded preferred; CMYK accepted.', 'ADV', 'Wider gamut on dye-sub'],
  ['G3', 'Rigid and vinyl panels (P3–P6): CMYK only, no RGB images.', 'REQ', ''],
  ['G4', 'Brand colours stay as spot colours named exactly as the PANTONE C reference (e.g. PANTONE 2955 C).', 'REQ', 'We colour-match spots on site'],
  ['G5', 'All text converted to outlines; no live fonts.', 'REQ', 'The large-format RIP does not substitute fonts'],
  ['G6', 'No text or logos in the bottom 12 in (305 mm) of P1 and P2.', 'REQ', 'Hidden by counters and furniture'],
  ['G7', 'Text meant to be read from the aisle: minimum cap height 1 in (25 mm).', 'ADV', 'Readable at 10 ft'],
  ['G8', 'One PDF per panel face, 2 GB maximum per file.', 'REQ', 'Upload limit of the portal'],
  ['G9', 'File name BX-[JobNo]-[Ref]-[Scale].pdf, e.g. BX-27144-P1-25pct.pdf or BX-27144-P4-100pct.pdf; add -A/-B for faces.', 'REQ', ''],
  ('§', 'Congress and company rules (APPC exhibitor manual section 9; Ostravia SOP-MA-014)'),
  ['G10', 'Panels that name a marketed product must show its generic name and the line "Full Prescribing Information available at this booth".', 'REQ', 'APPC rule 9.3'],
  ['G11', 'Pipeline (Medical Affairs) panels must state "Investigational. Not approved by the FDA." in letters at least 1.5 in (38 mm) tall.', 'REQ', 'APPC rule 9.5'],
  ['G12', 'Promotional and Medical Affairs content must not share a panel face.', 'REQ', 'SOP-MA-014'],
  ['G13', 'Every graphic carries the client approval code in the bottom right corner, e.g. US-OST-2027-00412.', 'REQ', ''],
])
lit = sheet('Literature', [0.45, 1.7, 1.1, 1.1, 0.9, 1.7, 2.55, 0.5], ['Ref', 'Item', 'Finished (in)', 'Finished (mm)', 'Bleed', 'Stock (for the quote)', 'Notes', 'Status'], [
  ['L1', 'Pocket folder, one 4" pocket with business-card slits', '9 × 12', '229 × 305', '0.125" (3 mm)', '14 pt C1S, soft-touch', 'Build on our die template BX-PF12 (flat 18.25 × 16.5 in)', 'REQ'],
  ['L2', 'Reprint carrier sleeve', '8.625 × 11.25', '219 × 286', '0.125" (3 mm)', '100 lb gloss cover', 'Product name, logo and PI reference only; no claims', 'REQ'],
  ['L3', 'Rack card', '4 × 9', '102 × 229', '0.125" (3 mm)', '16 pt silk', 'Fits the acrylic rack on the counter', 'REQ'],
], notes=['Literature files: PDF/X-1a or PDF/X-4, CMYK, 300 ppi at 100%, total ink 300% maximum (REQ).'])
dates = sheet('Dates & costs', [2.6, 1.5, 1.6, 3.3], ['Milestone', 'Date', 'Cost (USD)', 'Notes'], [
  ['Graphics files due', '2027-03-26', '', 'Late files: rush fee applies'],
  ['Soft proofs returned', '2027-04-02', '', '2 rounds included'],
  ['Printing', '2027-04-09', '48,600', 'Fabric, PVC, vinyl, literature (5,000 folders)'],
  ['Ship to advance warehouse', '2027-04-23', '3,950', ''],
  ['Rush fee (per file, after 2027-03-26)', '', '275', ''],
])
open(sys.argv[1], 'w').write(document([readme, panels, general, lit, dates], 'Brightline Exhibits · BX-27144 · APPC 2027 · Ostravia · v3'))
