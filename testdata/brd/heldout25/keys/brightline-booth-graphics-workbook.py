from keylib import R, write
N = "brightline-booth-graphics-workbook"
C = {"kinds": ["document"], "channel": "Congress"}
def pl(p, **k): d = dict(C); d["placement"] = p; d.update(k); return d
style = ("Exhibit house's BOOTH GRAPHICS SPECIFICATION WORKBOOK for a pharma congress island (flat ODS → Calc; Read me, Panels, General rules, Literature, Dates & costs; A4 landscape): "
         "a Read-me legend (REQ = RIP/prepress stop, ADV = advice), a units note (inches with mm in the NEXT column; 'Visible' vs 'File' size) and a resolution note (Min. ppi at FULL SIZE, "
         "a 1:4 file needs four times), a 12-column Panels grid with section rows, 'Scale' cells ('1:4 or 1:1', '1:1 only'), per-panel bleed ('top and bottom only', 'none (contour-cut vinyl)'), "
         "Color cells 'RGB or CMYK', an optional ADV row (floor graphic), a General rules sheet (Ref | Rule | Status | Why) with congress and SOP rules, a Literature sheet whose stock column is for the quote, "
         "a superseded value in the version line, naming BX-[JobNo]-[Ref]-[Scale].pdf")
notreq = [
    "v2 asked for 150 ppi on the backwall; that value no longer applies (superseded)",
    "booth 1420 (20 × 30 ft island); Denver, May 15–19, 2027 (event facts)",
    "Visible (in) / Visible (mm) columns: the installed visible size, not the file size",
    "Kiosk header (×3): a quantity",
    "Stock (for the quote) column: 14 pt C1S, 100 lb gloss cover, 16 pt silk",
    "Why column reasons (Our RIP reads PDF/X-4 natively; Readable at 10 ft; Upload limit of the portal)",
    "Dates & costs sheet (due dates, $48,600, $3,950, rush fee $275)",
    "P6 is quoted as an option only",
]
def T(ref, q, alt, mm, note=None, sev="critical"):
    return R("dimensions", sev, q, {"allowed": mm, "unit": "mm", "check": "trimSize"}, pl("Panel " + ref), alt=alt, ext="dimensions", note=note)
rules = [
 T("P1","238.5 × 96.5",["6058 × 2451"],["6057.9x2451.1","1514.5x612.8"],"File column at 1:1, or the 1:4 page 59.625 x 24.125 in the note gives"),
 T("P2","37.5 × 97.5",["953 × 2477"],["952.5x2476.5","238.1x619.1"],"1:1 or 1:4"),
 T("P3","70 × 39",["1778 × 991"],["1778x990.6","889x495.3"],"1:1 or 1:2"),
 T("P4","60.5 × 12.5",["1537 × 318"],["1536.7x317.5"],"1:1 only"),
 R("dimensions","critical","P5",{"allowed":["914.4x2133.6"],"unit":"mm","check":"trimSize"},pl("Panel P5"),alt=["Meeting room door | 36 × 84 | 914 × 2134"],ext="dimensions",note="visible = file; 1:1 only"),
 T("P6","97 × 97",["2464 × 2464"],["2463.8x2463.8","616x616"],"ADV row (optional item)","warning"),
 R("dimensions","critical","your page size must match the File column divided by the scale",None,pl("Panel"),optional=True,note="restates the File and Scale columns"),
 R("dimensions","critical","P1",{"min":25.4,"unit":"mm","check":"bleed"},pl("Panel P1"),alt=["Backwall, double-sided lightbox (per side) | 1\" (25 mm) all sides"],ext="dimensions",note="at full size"),
 R("dimensions","critical","P2",{"min":25.4,"unit":"mm","check":"bleed"},pl("Panel P2"),alt=["Tower, 4 faces (per face) | 1\" (25 mm) all sides"],ext="dimensions"),
 R("dimensions","critical","0.5\" (13 mm) top and bottom only",{"min":12.7,"unit":"mm","check":"bleed"},pl("Panel P3",condition="top and bottom edges"),ext="dimensions",note="no bleed left and right"),
 R("dimensions","critical","P4",{"min":6.35,"unit":"mm","check":"bleed"},pl("Panel P4"),alt=["Kiosk header (×3) | 0.25\" (6 mm)"],ext="dimensions"),
 R("dimensions","critical","none (contour-cut vinyl)",{"max":0,"unit":"mm","check":"bleed"},pl("Panel P5"),ext="dimensions"),
 R("dimensions","warning","P6",{"min":12.7,"unit":"mm","check":"bleed"},pl("Panel P6"),alt=["Floor graphic (optional item) | 0.5\" (13 mm)"],ext="dimensions"),
 R("dimensions","critical","P1",{"min":100,"unit":"dpi","check":"imageResolution"},pl("Panel P1"),alt=["1:4 or 1:1 | 100"],ext="dimensions",note="at full size (400 ppi in a 1:4 file)"),
 R("dimensions","critical","P2",{"min":100,"unit":"dpi","check":"imageResolution"},pl("Panel P2"),alt=["1:4 or 1:1 | 100"],ext="dimensions"),
 R("dimensions","critical","P3",{"min":150,"unit":"dpi","check":"imageResolution"},pl("Panel P3"),alt=["1:2 or 1:1 | 150"],ext="dimensions"),
 R("dimensions","critical","P4",{"min":150,"unit":"dpi","check":"imageResolution"},pl("Panel P4"),alt=["1:1 only | 150"],ext="dimensions"),
 R("dimensions","critical","P5",{"min":150,"unit":"dpi","check":"imageResolution"},pl("Panel P5"),alt=["1:1 only | 150"],ext="dimensions"),
 R("dimensions","warning","P6",{"min":75,"unit":"dpi","check":"imageResolution"},pl("Panel P6"),alt=["1:4 or 1:1 | 75"],ext="dimensions"),
 R("dimensions","critical","A 1:4 file (25%) needs four times that value",None,pl("Panel"),optional=True,note="the resolution legend"),
 R("format","critical","P1",{"allowed":["RGB","CMYK"],"check":"colorSpace"},pl("Panel P1"),alt=["RGB or CMYK"],ext="format"),
 R("format","critical","P2",{"allowed":["RGB","CMYK"],"check":"colorSpace"},pl("Panel P2"),alt=["RGB or CMYK"],ext="format"),
 R("format","critical","P3",{"allowed":["CMYK"],"check":"colorSpace"},pl("Panel P3"),alt=["Printed vinyl on 3 mm PVC"],ext="format",note="the Color cell 'CMYK' of the row"),
 R("format","critical","P4",{"allowed":["CMYK"],"check":"colorSpace"},pl("Panel P4"),alt=["Direct print on 3 mm PVC"],ext="format"),
 R("format","critical","P5",{"allowed":["CMYK"],"check":"colorSpace"},pl("Panel P5"),alt=["Frosted vinyl"],ext="format"),
 R("format","critical","Rigid and vinyl panels (P3–P6): CMYK only, no RGB images.",None,pl("Panel"),optional=True,note="restates the Color cells of P3-P6; an unscoped CMYK rule would fail the RGB fabric panels"),
 R("brandGuidelines","critical","keep 40% of the door clear",{"min":40,"unit":"%","check":"clearArea"},pl("Panel P5"),ext="brandGuidelines"),
 R("typography","warning","avoid fine text under 2",{"min":50.8,"unit":"mm","check":"capHeight"},pl("Panel P6"),ext="typography"),
 R("format","critical","Print-ready PDF/X-4.",{"allowed":["PDF/X-4","TIFF"]},pl("Panel"),alt=["Flattened TIFF (LZW) accepted for single-image photo panels"],note="TIFF only for photo panels"),
 R("format","warning","RGB with Adobe RGB (1998) embedded preferred",{"allowed":["RGB"],"check":"colorSpace"},pl("Panel P1"),ext="format",note="G2 names P1 and P2"),
 R("format","warning","RGB with Adobe RGB (1998) embedded preferred",{"allowed":["RGB"],"check":"colorSpace"},pl("Panel P2"),ext="format"),
 R("format","critical","Brand colours stay as spot colours named exactly as the PANTONE C reference",None,C),
 R("typography","critical","All text converted to outlines; no live fonts.",None,C),
 R("brandGuidelines","critical","No text or logos in the bottom 12 in (305 mm) of P1 and P2.",{"min":304.8,"unit":"mm","check":"safeArea"},pl("Panel P1",condition="bottom edge"),ext="brandGuidelines"),
 R("brandGuidelines","critical","No text or logos in the bottom 12 in (305 mm) of P1 and P2.",{"min":304.8,"unit":"mm","check":"safeArea"},pl("Panel P2",condition="bottom edge"),ext="brandGuidelines"),
 R("typography","warning","minimum cap height 1 in (25 mm)",{"min":25.4,"unit":"mm","check":"capHeight"},pl("Panel",condition="text read from the aisle"),ext="typography"),
 R("fileSize","critical","One PDF per panel face, 2 GB maximum per file.",{"max":2097152,"unit":"KB"},C),
 R("naming","critical","BX-[JobNo]-[Ref]-[Scale].pdf",{"pattern":"^BX-\\d+-[PL]\\d+(-[AB])?-\\d+pct(-[AB])?\\.pdf$"},C,note="accepts BX-27144-P1-25pct.pdf, BX-27144-P4-100pct.pdf and a face suffix -A/-B"),
 R("disclaimers","critical","Panels that name a marketed product must show its generic name",None,pl("Panel",condition="marketed product"),alt=["\"Full Prescribing Information available at this booth\""]),
 R("disclaimers","critical","must state \"Investigational. Not approved by the FDA.\"",None,pl("Panel",condition="pipeline (Medical Affairs)")),
 R("typography","critical","in letters at least 1.5 in (38 mm) tall",{"min":38.1,"unit":"mm","check":"capHeight"},pl("Panel",condition="pipeline statement"),ext="typography",note="the investigational statement's letters only"),
 R("brandGuidelines","critical","Promotional and Medical Affairs content must not share a panel face.",None,pl("Panel")),
 R("fdaFilingNumber","critical","Every graphic carries the client approval code in the bottom right corner",{"pattern":"^US-OST-\\d{4}-\\d{5}$"},C,note="accepts US-OST-2027-00412"),
 R("dimensions","critical","Build on our die template BX-PF12",{"allowed":["463.6x419.1"],"unit":"mm","check":"trimSize"},pl("Literature L1"),alt=["(flat 18.25 × 16.5 in)"],ext="dimensions",note="the file is the flat die; 9 x 12 in is the finished folder"),
 R("dimensions","critical","Pocket folder, one 4\" pocket with business-card slits",{"allowed":["228.6x304.8"],"unit":"mm","check":"foldedSize"},pl("Literature L1"),alt=["9 × 12 | 229 × 305"],ext="dimensions"),
 R("dimensions","critical","Reprint carrier sleeve",{"allowed":["219.1x285.8"],"unit":"mm","check":"trimSize"},pl("Literature L2"),alt=["Reprint carrier sleeve | 8.625 × 11.25 | 219 × 286"],ext="dimensions"),
 R("dimensions","critical","Rack card",{"allowed":["101.6x228.6"],"unit":"mm","check":"trimSize"},pl("Literature L3"),alt=["102 × 229"],ext="dimensions"),
 R("dimensions","critical","L1",{"min":3.175,"unit":"mm","check":"bleed"},pl("Literature L1"),alt=["0.125\" (3 mm)"],ext="dimensions"),
 R("dimensions","critical","L2",{"min":3.175,"unit":"mm","check":"bleed"},pl("Literature L2"),alt=["0.125\" (3 mm)"],ext="dimensions"),
 R("dimensions","critical","L3",{"min":3.175,"unit":"mm","check":"bleed"},pl("Literature L3"),alt=["0.125\" (3 mm)"],ext="dimensions"),
 R("brandGuidelines","critical","Product name, logo and PI reference only; no claims",None,pl("Literature L2"),note="a reprint carrier must not become promotional material"),
 R("format","critical","Literature files: PDF/X-1a or PDF/X-4",{"allowed":["PDF/X-1A","PDF/X-4"]},pl("Literature")),
 R("format","critical","Literature files: PDF/X-1a or PDF/X-4, CMYK",{"allowed":["CMYK"],"check":"colorSpace"},pl("Literature"),ext="format"),
 R("dimensions","critical","300 ppi at 100%",{"min":300,"unit":"dpi","check":"imageResolution"},pl("Literature"),ext="dimensions",note="never the 100 ppi panels"),
 R("format","critical","total ink 300% maximum (REQ)",{"max":300,"unit":"%","check":"totalInk"},pl("Literature"),ext="format"),
]
A = {"kind":"document","channel":"Congress"}
def a(**k): d = dict(A); d.update(k); return d
assets = [
 a(file="BX-27144-P1-A-100pct.pdf",placement="Panel P1 backwall",trimMM="6057.9x2451.1",bleedMM=25.4,format="PDF/X-4",colorSpace="RGB",minImageDPI=120,sizeKB=1450000,note="fabric face in RGB at 120 ppi full size: a CMYK-only or 300 ppi rule reaching it would fail it"),
 a(file="BX-27144-P4-100pct.pdf",placement="Panel P4 kiosk header",trimMM="1536.7x317.5",bleedMM=6.35,format="PDF/X-4",colorSpace="CMYK",minImageDPI=160,sizeKB=210000),
 a(file="BX-27144-P5-100pct.pdf",placement="Panel P5 meeting room door",trimMM="914.4x2133.6",bleedMM=0,format="PDF/X-4",colorSpace="CMYK",minImageDPI=150,sizeKB=88000,note="no bleed (contour cut)"),
 a(file="BX-27144-L2-100pct.pdf",placement="Literature L2 reprint carrier",trimMM="219.1x285.8",bleedMM=3.175,format="PDF/X-1A",colorSpace="CMYK",minImageDPI=300,totalInkPct=290,sizeKB=14000,note="PDF/X-1a is allowed for literature, not for panels"),
]
write(N, style, notreq, rules, assets)
