from keylib import R, write
N = "clearview-waiting-room-print-specs"
P = {"kinds": ["document"], "channel": "Print"}
def pl(p, **k): d = dict(P); d["placement"] = p; d.update(k); return d
style = ("Point-of-care network's PRINTED PROGRAM SPECIFICATIONS page for waiting-room posters, brochures and tear-off pads (sponsor-center page, browser print with header/footer): "
         "stat tiles, a legend box (table values and 'must' lines required; 'Recommended' never holds a file), a size grid with a two-row header (Finished size over inches / mm), "
         "a rowspan Bleed cell shared by two poster rows, superscript footnote marks carrying the frame lip and the glued-head clearance, a flat vs folded brochure size, "
         "a Property | Requirement | Recommended table with a per-item exception in brackets (posters L: 200 ppi), patient-readability bullets (12/24/72 pt, 8th-grade reading level, 4.5:1), "
         "QR-code rules, Rx / unbranded rules, material code, naming template with [MMDDYY], a print-run and price table")
notreq = [
    "14,200 waiting rooms; 22 min dwell; 61% pick up a brochure (stat tiles)",
    "Our field team replaces materials every 8 weeks",
    "about one in five of our offices requests one (reason for the Spanish recommendation)",
    "50 sheets, glued at head (product description of the pad)",
    "upload them to the sponsor portal at least 21 days before the in-office date (deadline)",
    "Print run per cycle / Printing and placement prices table",
    "Prices include printing on 100 lb gloss text ... 80 lb cover ... 60 lb offset (stocks chosen by the network)",
    "ask us about our exam-room HCP program instead",
]
rules = [
 R("dimensions","critical","Poster, frame size S",{"allowed":["279.4x431.8"],"unit":"mm","check":"trimSize"},pl("Poster S"),alt=["Poster, frame size S | 11 × 17 | 279 × 432"],ext="dimensions"),
 R("dimensions","critical","Poster, frame size L",{"allowed":["457.2x609.6"],"unit":"mm","check":"trimSize"},pl("Poster L"),alt=["Poster, frame size L | 18 × 24 | 457 × 610"],ext="dimensions"),
 R("dimensions","critical","Tri-fold brochure",{"allowed":["279.4x215.9"],"unit":"mm","check":"trimSize"},pl("Tri-fold brochure"),alt=["(11 × 8.5 flat)"],ext="dimensions",note="supplied flat (outside and inside spreads): the PDF page is 11 x 8.5 in"),
 R("dimensions","critical","3.667 × 8.5 folded",{"allowed":["93.1x215.9"],"unit":"mm","check":"foldedSize"},pl("Tri-fold brochure"),ext="dimensions",note="folded size; never the PDF page"),
 R("dimensions","critical","Tear-off pad",{"allowed":["139.7x215.9"],"unit":"mm","check":"trimSize"},pl("Tear-off pad"),alt=["Tear-off pad | 5.5 × 8.5 | 140 × 216"],ext="dimensions"),
 R("dimensions","critical","0.125\" (3 mm)",{"min":3.175,"unit":"mm","check":"bleed"},pl("Poster S"),alt=["Poster, frame size S | 0.125\" (3 mm)"],ext="dimensions",note="rowspan cell shared by both posters"),
 R("dimensions","critical","0.125\" (3 mm)",{"min":3.175,"unit":"mm","check":"bleed"},pl("Poster L"),ext="dimensions",note="the same rowspan cell"),
 R("dimensions","critical","0.125\" (3 mm)",{"min":3.175,"unit":"mm","check":"bleed"},pl("Tri-fold brochure"),ext="dimensions"),
 R("dimensions","critical","Tear-off pad",{"max":0,"unit":"mm","check":"bleed"},pl("Tear-off pad"),alt=["Tear-off pad | none"],ext="dimensions",note="'none' in the Bleed column"),
 R("brandGuidelines","critical","0.5\" (13 mm)",{"min":12.7,"unit":"mm","check":"safeArea"},pl("Poster S"),ext="brandGuidelines"),
 R("brandGuidelines","critical","0.75\" (19 mm)",{"min":19.05,"unit":"mm","check":"safeArea"},pl("Poster L"),ext="brandGuidelines"),
 R("brandGuidelines","critical","0.25\" (6 mm)",{"min":6.35,"unit":"mm","check":"safeArea"},pl("Tri-fold brochure"),ext="brandGuidelines"),
 R("brandGuidelines","critical","0.375\" (10 mm)",{"min":9.5,"unit":"mm","check":"safeArea"},pl("Tear-off pad"),ext="brandGuidelines"),
 R("brandGuidelines","critical","clear at the glued head edge in addition to the safe zone",{"min":22.2,"unit":"mm","check":"safeArea"},pl("Tear-off pad",condition="head edge"),ext="brandGuidelines",note="0.5 in on top of the 0.375 in safe zone = 0.875 in at the head edge only"),
 R("brandGuidelines","critical","nothing important may sit in the outer 0.5",None,pl("Poster"),optional=True,note="footnote 1 restates the poster safe zones"),
 R("aspectRatio","critical","portrait only",None,pl("Poster S"),optional=True,note="orientation of the snap-frame poster"),
 R("dimensions","critical","the fold-in panel is 3.625",{"min":92.1,"max":92.1,"unit":"mm","check":"panelWidth"},pl("Tri-fold brochure"),ext="dimensions"),
 R("dimensions","critical","Brochures must fit our rack pockets, which take pieces up to 3.75",{"maxWidth":95.3,"maxHeight":215.9,"unit":"mm","check":"foldedSize"},pl("Tri-fold brochure"),ext="dimensions",note="3.75 in wide, 8.5 in tall, folded"),
 R("format","critical","Do not supply brochures with a die-cut or a pocket.",None,pl("Tri-fold brochure")),
 R("format","critical","File type",{"allowed":["PDF/X-1A","PDF/X-4"]},P,alt=["File type | PDF/X-1a or PDF/X-4, one file per item"]),
 R("format","warning","File type",{"allowed":["PDF/X-4"]},P,alt=["File type | PDF/X-4"],note="the Recommended cell of the same row"),
 R("format","critical","Color",{"allowed":["CMYK"],"check":"colorSpace"},P,alt=["Color | CMYK; convert spot colors"],ext="format"),
 R("dimensions","critical","300 ppi at final size",{"min":300,"unit":"dpi","check":"imageResolution"},pl("Poster S"),ext="dimensions",note="the row's exception lowers it for large posters: one entry per other item"),
 R("dimensions","critical","300 ppi at final size",{"min":300,"unit":"dpi","check":"imageResolution"},pl("Tri-fold brochure"),ext="dimensions"),
 R("dimensions","critical","300 ppi at final size",{"min":300,"unit":"dpi","check":"imageResolution"},pl("Tear-off pad"),ext="dimensions"),
 R("dimensions","critical","posters L: 200 ppi minimum",{"min":200,"unit":"dpi","check":"imageResolution"},pl("Poster L"),ext="dimensions"),
 R("dimensions","warning","300 ppi for all posters",{"min":300,"unit":"dpi","check":"imageResolution"},pl("Poster"),ext="dimensions"),
 R("format","critical","Ink coverage",{"max":320,"unit":"%","check":"totalInk"},P,alt=["Ink coverage | 320% maximum"],ext="format"),
 R("format","warning","280% for brochures and pads",{"max":280,"unit":"%","check":"totalInk"},pl("Tri-fold brochure"),ext="format"),
 R("format","warning","280% for brochures and pads",{"max":280,"unit":"%","check":"totalInk"},pl("Tear-off pad"),ext="format"),
 R("typography","critical","Fonts",None,P,alt=["Fonts | Embedded or converted to outlines"]),
 R("metadata","critical","Marks",None,P,alt=["Marks | Crop marks only, no color bars or registration targets"]),
 R("typography","critical","Body text must be 12 pt or larger on brochures and pads",{"min":12,"unit":"pt"},pl("Tri-fold brochure")),
 R("typography","critical","Body text must be 12 pt or larger on brochures and pads",{"min":12,"unit":"pt"},pl("Tear-off pad")),
 R("typography","critical","24 pt or larger on posters",{"min":24,"unit":"pt"},pl("Poster")),
 R("typography","warning","Poster headlines should be at least 72 pt",{"min":72,"unit":"pt","check":"headline"},pl("Poster")),
 R("metadata","critical","at or below an 8th-grade reading level",{"max":8,"unit":"grade","check":"readingLevel"},P,ext="metadata"),
 R("contrast","critical","contrast ratio of at least 4.5:1",{"min":4.5,"unit":"ratio"},P),
 R("brandGuidelines","critical","no text over photographs",None,P),
 R("metadata","warning","A Spanish-language version of brochures and pads is recommended",None,P,optional=True,note="a further deliverable, not a property of a file"),
 R("dimensions","critical","QR codes must be printed at least 0.75",{"min":19.05,"unit":"mm","check":"qrCodeSize"},{"channel":"Print","part":"qrCode"},ext="dimensions"),
 R("metadata","critical","with a quiet zone of 4 modules",{"min":4,"unit":"modules","check":"quietZone"},{"channel":"Print","part":"qrCode"},ext="metadata"),
 R("contrast","critical","in dark ink on a light background",None,{"channel":"Print","part":"qrCode"}),
 R("metadata","critical","must resolve to an HTTPS page",None,{"channel":"Print","part":"qrCode"}),
 R("metadata","warning","Short URLs printed under the code are recommended.",None,{"channel":"Print","part":"qrCode"}),
 R("metadata","critical","One QR code per piece.",{"max":1,"unit":"codes","check":"qrCodeCount"},P,ext="metadata"),
 R("safetyInfo","critical","Branded prescription-medicine pieces must include the Important Safety Information on the piece itself",None,{"channel":"Print","condition":"prescription drug"}),
 R("typography","critical","in type no smaller than 10 pt",{"min":10,"unit":"pt"},{"channel":"Print","part":"isi","condition":"prescription drug"},note="the ISI's type, never the body or poster text"),
 R("disclaimers","critical","must tell the reader where to find the full Prescribing Information",None,{"channel":"Print","condition":"prescription drug"}),
 R("disclaimers","critical","must include the full Patient Information or a brief summary",None,pl("Tri-fold brochure",condition="prescription drug")),
 R("brandGuidelines","critical","Unbranded disease-awareness pieces must not name or picture a product",None,{"channel":"Print","condition":"unbranded"},alt=["must not use the product’s brand colors or logo"]),
 R("customerType","critical","Content aimed at healthcare professionals cannot be placed in waiting rooms",{"allowed":["DTC"]},{"channel":"Print"},optional=True,note="borderline: reads as an audience rule for every piece (patients), but also as a placement condition"),
 R("fdaFilingNumber","critical","Each piece must carry the sponsor’s material code",{"pattern":"^([A-Z]{2}-)?[A-Z]{3}-\\d{4,5}$"},None,note="accepts MLR-22871 and US-OST-0391 (examples)"),
 R("typography","critical","(for example MLR-22871 or US-OST-0391) in type no smaller than 6 pt",{"min":6,"unit":"pt"},{"part":"materialCode"},alt=["in type no smaller than 6 pt"]),
 R("naming","critical","CV_[Sponsor]_[Item]_[Size]_[MMDDYY].pdf",{"pattern":"^CV_[A-Za-z]+_[A-Z]+_[A-Za-z0-9]+_\\d{6}\\.pdf$"},{"kinds":["document"]},note="accepts CV_Ostravia_POSTER_11x17_031527.pdf and CV_Ostravia_BROCHURE_TRIFOLD_031527.pdf"),
]
A = {"kind":"document","channel":"Print","colorSpace":"CMYK","format":"PDF/X-4"}
def a(**k): d = dict(A); d.update(k); return d
assets = [
 a(file="CV_Ostravia_POSTER_11x17_031527.pdf",placement="Poster S",trimMM="279.4x431.8",bleedMM=3.175,minImageDPI=300,totalInkPct=305),
 a(file="CV_Ostravia_POSTER_18x24_031527.pdf",placement="Poster L",trimMM="457.2x609.6",bleedMM=3.175,minImageDPI=220,totalInkPct=315,expectWarnings=["300 ppi for all posters"],note="220 ppi is allowed for large posters; an unscoped 300 ppi rule would fail it"),
 a(file="CV_Ostravia_BROCHURE_TRIFOLD_031527.pdf",placement="Tri-fold brochure",trimMM="279.4x215.9",bleedMM=3.175,minImageDPI=300,totalInkPct=275,note="flat 11 x 8.5 in; a 3.667 in folded size read as the page would fail it"),
 a(file="CV_Ostravia_PAD_55x85_031527.pdf",placement="Tear-off pad",trimMM="139.7x215.9",bleedMM=0,minImageDPI=300,totalInkPct=260,note="no bleed: the 0.125 in bleed rule must not reach it"),
]
write(N, style, notreq, rules, assets)
