from keylib import R, write
N = "fernhill-printer-artwork-checklist"
P = {"kinds": ["document"], "channel": "Print"}
def pl(p, **k): d = dict(P); d["placement"] = p; d.update(k); return d
style = ("UK commercial printer's ARTWORK FILE PREPARATION CHECKLIST (Word-native, hand-written OOXML, A4, header/footer with form number): "
         "a legend paragraph (● in the Required column = preflight hold; ● in Recommended = printed anyway; [bracketed notes] are not requirements; ☐ tick boxes are for the user), "
         "a finished-size grid with a vMerge product column (Detail aid / Leave-behind) and a Bleed cell spanning the Safe-margin column (gridSpan, explained under the table), "
         "a ☐ | Check | Required | Recommended | Notes checklist with gridSpan section rows, several limits per line (300% coated / 260% uncoated; 6 pt / 7 pt reversed), "
         "pharma artwork lines (job bag code XXX/XX/NNNN/MMYY, PI on the item, AE statement size), naming by quote number, a charges table")
notreq = [
    "around 2,600 jobs a year ... Nine out of ten delays (background)",
    "the guillotine, which moves up to 1.5 mm (an explanation in brackets)",
    "[250 ppi is not accepted] (bracketed note: explains the 300 ppi requirement; not itself a requirement by the legend)",
    "[we can apply it at imposition]",
    "the ticked form does not need to be sent to us",
    "We do not check regulatory content",
    "Charges table: preflight same day, £65 per hour, £28 per item (fees and turnaround)",
    "Paper stocks, quantities and delivery are confirmed on the quote",
    "Format column page counts (8 or 12 pp, 16 pp, 6 pp): product definitions from the quote",
]
rules = [
 R("dimensions","critical","210 × 297 mm",{"allowed":["210x297"],"unit":"mm","check":"trimSize"},pl("Detail aid (A4 portrait)"),alt=["A4 portrait, 8 or 12 pp | 210 × 297 mm"],ext="dimensions"),
 R("dimensions","critical","297 × 210 mm",{"allowed":["297x210"],"unit":"mm","check":"trimSize"},pl("Detail aid (A4 landscape)"),alt=["A4 landscape, 8 pp | 297 × 210 mm"],ext="dimensions"),
 R("dimensions","critical","220 × 297 mm incl. 10 mm tab",{"allowed":["220x297"],"unit":"mm","check":"trimSize"},pl("Detail aid (tabbed A4)"),ext="dimensions"),
 R("dimensions","critical","148 × 210 mm",{"allowed":["148x210"],"unit":"mm","check":"trimSize"},pl("Leave-behind (A5 card)"),alt=["A5 card, single sheet | 148 × 210 mm"],ext="dimensions"),
 R("dimensions","critical","99 × 210 mm (flat 297 × 210 mm)",{"allowed":["99x210"],"unit":"mm","check":"trimSize"},pl("Leave-behind (DL roll-fold)"),ext="dimensions",note="single pages in reading order: each panel page is 99 x 210; the flat size is the sheet, not the PDF page"),
 R("dimensions","critical","105 × 148 mm",{"allowed":["105x148"],"unit":"mm","check":"trimSize"},pl("Patient leaflet (A5 folded to A6)"),alt=["A5 folded to A6 | 105 × 148 mm"],ext="dimensions"),
 R("dimensions","critical","Artwork is supplied at finished size plus bleed.",{"min":3,"unit":"mm","check":"bleed"},P,alt=["3 mm all round"],ext="dimensions",note="every row's Bleed cell is 3 mm"),
 R("brandGuidelines","critical","the safe margin is the same as the bleed (3 mm)",{"min":3,"unit":"mm","check":"safeArea"},pl("Detail aid (A4"),ext="brandGuidelines",note="the spanning cell on the two A4 rows"),
 R("brandGuidelines","critical","Tabbed A4, 16 pp",{"min":6,"unit":"mm","check":"safeArea"},pl("Detail aid (tabbed A4)"),alt=["Tabbed A4, 16 pp | 6 mm"],ext="brandGuidelines"),
 R("brandGuidelines","critical","A5 card, single sheet",{"min":5,"unit":"mm","check":"safeArea"},pl("Leave-behind (A5 card)"),alt=["A5 card, single sheet | 5 mm"],ext="brandGuidelines"),
 R("brandGuidelines","critical","DL roll-fold, 6 pp",{"min":5,"unit":"mm","check":"safeArea"},pl("Leave-behind (DL roll-fold)"),alt=["DL roll-fold, 6 pp | 5 mm"],ext="brandGuidelines"),
 R("brandGuidelines","critical","A5 folded to A6",{"min":5,"unit":"mm","check":"safeArea"},pl("Patient leaflet (A5 folded to A6)"),alt=["A5 folded to A6 | 5 mm"],ext="brandGuidelines"),
 R("dimensions","critical","inside panel 97 mm",{"min":97,"max":97,"unit":"mm","check":"panelWidth"},pl("Leave-behind (DL roll-fold)"),ext="dimensions",note="the fold-in panel of a roll fold is 2 mm narrower"),
 R("brandGuidelines","critical","No critical content within 8 mm of the",{"min":8,"unit":"mm","check":"safeArea"},pl("Detail aid (tabbed A4)"),alt=["Wire-O, 8 mm from spine"],ext="brandGuidelines",note="spine side only"),
 R("metadata","critical","A4 portrait, 8 or 12 pp",{"allowed":["8","12"],"min":8,"max":12,"unit":"pages","check":"pageCount"},pl("Detail aid (A4 portrait)"),optional=True,ext="metadata",note="product definition from the quote; borderline"),
 R("format","critical","PDF/X-4:2010 with output intent Coated FOGRA39",{"allowed":["PDF/X-4","PDF/X-1A"]},P,note="the bracketed note widens to PDF/X-1a"),
 R("metadata","critical","output intent Coated FOGRA39",{"allowed":["Coated FOGRA39"],"check":"outputIntent"},P,ext="metadata"),
 R("format","critical","One PDF per item, single pages in reading order",None,P,alt=["(not printer spreads, not imposed)"]),
 R("metadata","critical","Page size = finished size + bleed on every",None,P,alt=["TrimBox and BleedBox set"]),
 R("metadata","warning","Crop marks offset 3 mm from trim",{"min":3,"unit":"mm","check":"cropMarkOffset"},P,ext="metadata"),
 R("format","critical","All colour CMYK; no RGB or Lab images",{"allowed":["CMYK"],"check":"colorSpace"},P,ext="format"),
 R("format","critical","Spot colours only where a Pantone is",None,P,alt=["named exactly as on the quote"]),
 R("format","critical","Total ink coverage no more than 300%",{"max":300,"unit":"%","check":"totalInk"},{"kinds":["document"],"channel":"Print","condition":"coated stock"},ext="format"),
 R("format","critical","260% on uncoated stock",{"max":260,"unit":"%","check":"totalInk"},{"kinds":["document"],"channel":"Print","condition":"uncoated stock"},ext="format",note="never to coated work"),
 R("format","critical","Text under 12 pt in 100% black only",None,P,alt=["set to overprint"]),
 R("brandGuidelines","warning","Rich black for solids: 60C 40M 40Y 100K",None,P),
 R("dimensions","critical","Effective image resolution at least 300 ppi",{"min":300,"unit":"dpi","check":"imageResolution"},P,ext="dimensions"),
 R("dimensions","warning","Photography in detail aids 350 ppi",{"min":350,"unit":"dpi","check":"imageResolution"},pl("Detail aid"),ext="dimensions"),
 R("typography","critical","All fonts embedded (no Type 3)",None,P,alt=["no outlined body text"]),
 R("typography","critical","Minimum type size 6 pt",{"min":6,"unit":"pt"},P),
 R("typography","critical","reversed type 7",{"min":7,"unit":"pt"},{"kinds":["document"],"channel":"Print","condition":"reversed type"},note="the PDF line break falls before 'pt'"),
 R("typography","critical","Patient leaflets: body text 10 pt or larger",{"min":10,"unit":"pt"},pl("Patient leaflet")),
 R("brandGuidelines","critical","Hairlines at least 0.25 pt (0.1 mm)",{"min":0.25,"unit":"pt","check":"lineWeight"},P,ext="brandGuidelines"),
 R("format","critical","Cutter / die line on its own layer",None,P),
 R("format","critical","supplied as a spot colour named \"Varnish\"",None,P,alt=["Spot UV or varnish supplied as a spot"]),
 R("metadata","warning","Creep allowance of 0.1 mm per sheet",{"min":0.1,"unit":"mm","check":"creep"},{"kinds":["document"],"channel":"Print","condition":"saddle-stitched, 12 pp or more"},ext="metadata"),
 R("fdaFilingNumber","critical","in the format XXX/XX/NNNN/MMYY",{"pattern":"^[A-Z]{3}/[A-Z]{2}/\\d{4}/\\d{4}$"},None,alt=["The approval / job bag code must appear on the back cover or last panel"],note="accepts FRN/UK/0427/1126"),
 R("disclaimers","critical","Prescribing information must be printed on the item itself",None,{"kinds":["document"],"channel":"Print","condition":"promotional detail aids and leave-behinds"}),
 R("typography","critical","The adverse event reporting statement must be in type at least as large as the body",None,None,note="relative size; no absolute value"),
 R("safetyInfo","warning","a box around it is recommended",None,None),
 R("naming","critical","File names: FPG quote number, item and version",{"pattern":"^Q\\d+_[A-Za-z]+(_[A-Za-z]+)?_v\\d+\\.pdf$"},{"kinds":["document"]},note="accepts Q28814_DetailAid_v3.pdf and Q28814_LeaveBehind_DL_v1.pdf"),
 R("format","critical","We do not accept native InDesign or Illustrator files.",{"excluded":["INDD","AI"]},P,optional=True,note="restates PDF only"),
]
A = {"kind":"document","channel":"Print","bleedMM":3,"colorSpace":"CMYK"}
def a(**k): d = dict(A); d.update(k); return d
assets = [
 a(file="Q28814_DetailAid_v3.pdf",placement="Detail aid (A4 portrait)",trimMM="210x297",format="PDF/X-4",minImageDPI=350,totalInkPct=255,note="8 pp A4 portrait"),
 a(file="Q28814_LeaveBehind_DL_v1.pdf",placement="Leave-behind (DL roll-fold)",trimMM="99x210",format="PDF/X-1A",minImageDPI=300,totalInkPct=250,note="six 99 x 210 pages; the A4 trim rule would fail it if it reached every item"),
 a(file="Q28814_PatientLeaflet_v2.pdf",placement="Patient leaflet (A5 folded to A6)",trimMM="105x148",format="PDF/X-4",minImageDPI=300,totalInkPct=240,note="uncoated stock"),
 a(file="Q28814_DetailAid_Tabbed_v1.pdf",placement="Detail aid (tabbed A4)",trimMM="220x297",format="PDF/X-4",minImageDPI=300,totalInkPct=258,expectWarnings=["Photography in detail aids 350 ppi"],note="photography at 300 ppi: a warning, never a hold"),
]
write(N, style, notreq, rules, assets)
