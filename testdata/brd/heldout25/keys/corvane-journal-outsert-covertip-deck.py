from keylib import R, write
N = "corvane-journal-outsert-covertip-deck"
P = {"kinds": ["document"], "channel": "Print"}
def pl(p, **k): d = dict(P); d["placement"] = p; d.update(k); return d
style = ("Journal custom-media group's SPONSOR DECK for polybag outserts, removable cover tips and belly bands (16:9 HTML slides exported to PDF, no browser header, 6 slides): "
         "title and program slide with KPI tiles (circulation, '2 outserts per polybag', recall %), a legend box (values on slides 3-5 are mailing-house / USPS requirements; 'Tip:' lines are advice), "
         "a Minimum | Maximum table with an EMPTY first header cell (finished size range in inches with mm in brackets, pages, weight in oz/g, paper), two-column slides of bullets, "
         "a cover tip whose trim (3 x 3 in) and artwork size (3.25 x 3.25 in) differ, front/back type sizes, Rx reminder-or-fair-balance rule, a belly-band label/value table with a header-less "
         "second column and an 'ours' stock row, all-files bullets with a per-item ink exception (260% for the cover-tip stock), naming with [Issue MMYY], a dates-and-cost slide")
notreq = [
    "52,400 physicians per issue (BPA, June 2026); 84% of readers recall the cover tip (2025 study)",
    "2 outserts per polybag at most, first come first served (a program limit, not a property of a piece)",
    "JCMP mails 12 issues a year",
    "the mailing line trims at speed (reason)",
    "a QR code on the back is read by about 1 in 12 readers",
    "Stock | 80 lb gloss text (ours)",
    "Dates and investment table: 8 / 6 / 3 / 10 / 7 weeks, 53,000 pieces, $14,900, $23,400, $21,700, $18,300",
    "Cover tips are limited to one sponsor per issue; review by the editor",
]
rules = [
 R("dimensions","critical","Finished size",{"minWidth":127,"minHeight":177.8,"unit":"mm","check":"trimSize"},pl("Outsert"),alt=["5\" × 7\" (127 × 178 mm)"],ext="dimensions",note="the Minimum cell"),
 R("dimensions","critical","Finished size",{"maxWidth":203.2,"maxHeight":273.1,"unit":"mm","check":"trimSize"},pl("Outsert"),alt=["8\" × 10.75\" (203 × 273 mm)"],ext="dimensions",note="the Maximum cell"),
 R("metadata","critical","Pages",{"min":2,"max":16,"unit":"pages","check":"pageCount"},pl("Outsert"),alt=["16 (saddle-stitched)"],ext="metadata"),
 R("metadata","critical","Weight per piece",{"max":71,"unit":"g","check":"pieceWeight"},pl("Outsert"),alt=["2.5 oz (71 g)"],ext="metadata"),
 R("metadata","critical","Paper",{"min":70,"unit":"lb text","check":"paperWeight"},pl("Outsert"),alt=["Paper | 70 lb text | 12 pt cover"],optional=True,ext="metadata",note="minimum and maximum in different units (text weight vs caliper)"),
 R("metadata","critical","Folded pieces must be folded once, with the fold on the long edge.",None,pl("Outsert")),
 R("format","critical","No loose inserts, reply cards or samples inside an outsert.",None,pl("Outsert")),
 R("brandGuidelines","critical","The outsert must not look like part of the journal",None,pl("Outsert"),alt=["no JCMP masthead, typefaces or cover layout"]),
 R("disclaimers","critical","Prescription-product outserts must include full Prescribing Information or a brief summary within the piece.",None,pl("Outsert",condition="prescription drug")),
 R("brandGuidelines","warning","keep critical copy 0.25\" (6 mm) from the trim",{"min":6.35,"unit":"mm","check":"safeArea"},pl("Outsert"),ext="brandGuidelines"),
 R("dimensions","critical","Size: 3\" × 3\" (76 × 76 mm), square corners.",{"allowed":["76.2x76.2"],"unit":"mm","check":"trimSize"},pl("Cover tip"),ext="dimensions"),
 R("dimensions","critical","Artwork: 3.25\" × 3.25\" with 0.125\" bleed on every side.",{"allowed":["82.6x82.6"],"unit":"mm","check":"mediaBox"},pl("Cover tip"),ext="dimensions",note="the PDF page with bleed; never the trim"),
 R("dimensions","critical","Artwork: 3.25\" × 3.25\" with 0.125\" bleed on every side.",{"min":3.175,"unit":"mm","check":"bleed"},pl("Cover tip"),ext="dimensions"),
 R("format","critical","Printed both sides, 4-color; the back may be left blank.",None,pl("Cover tip"),optional=True,note="a product description with a permission"),
 R("brandGuidelines","critical","it must not cover the masthead, the issue date or the USPS mailing",None,pl("Cover tip"),optional=True,note="placement on the cover, done by the publisher; borderline"),
 R("typography","critical","Type 7 pt minimum on the front",{"min":7,"unit":"pt"},pl("Cover tip",condition="front")),
 R("typography","critical","6 pt on the back",{"min":6,"unit":"pt"},pl("Cover tip",condition="back")),
 R("fairBalance","critical","A cover tip for a branded prescription product is either a",None,pl("Cover tip",condition="prescription drug"),alt=["carries fair balance on its back"]),
 R("brandGuidelines","critical","The cover tip must not mention the journal or imply that",None,pl("Cover tip")),
 R("dimensions","warning","keep it at least 0.6\" (15 mm) square",{"min":15.24,"unit":"mm","check":"qrCodeSize"},{"channel":"Print","placement":"Cover tip","part":"qrCode"},ext="dimensions"),
 R("dimensions","critical","Flat size",{"allowed":["101.6x444.5"],"unit":"mm","check":"trimSize"},pl("Belly band"),alt=["4\" × 17.5\" (102 × 445 mm), wraps the"],ext="dimensions"),
 R("dimensions","critical","Bleed",{"min":3.175,"unit":"mm","check":"bleed"},pl("Belly band"),alt=["Bleed | 0.125\" (3 mm)"],ext="dimensions"),
 R("brandGuidelines","critical","Overlap and glue",{"min":19.05,"unit":"mm","check":"safeArea"},pl("Belly band",condition="right end"),alt=["0.75\" at the right end, keep free of copy"],ext="brandGuidelines"),
 R("format","critical","PDF/X-1a, CMYK, images 300 dpi at 100%.",{"allowed":["PDF/X-1A"]},P),
 R("format","critical","PDF/X-1a, CMYK, images 300 dpi at 100%.",{"allowed":["CMYK"],"check":"colorSpace"},P,ext="format"),
 R("dimensions","critical","PDF/X-1a, CMYK, images 300 dpi at 100%.",{"min":300,"unit":"dpi","check":"imageResolution"},P,ext="dimensions"),
 R("format","critical","Total ink 300% maximum",{"max":300,"unit":"%","check":"totalInk"},P,ext="format"),
 R("format","critical","260% for the cover-tip stock",{"max":260,"unit":"%","check":"totalInk"},pl("Cover tip"),ext="format",note="cover tips only"),
 R("metadata","critical","Crop marks outside the bleed",None,P,alt=["no printer’s marks inside"]),
 R("naming","critical","CMM_JCMP_[Issue MMYY]_[Item]_[Sponsor].pdf",{"pattern":"^CMM_JCMP_\\d{4}_[A-Z]+_[A-Za-z]+\\.pdf$"},{"kinds":["document"]},note="accepts CMM_JCMP_0527_TIP_Ostravia.pdf and CMM_JCMP_0527_OUT_Keloran.pdf"),
]
A = {"kind":"document","channel":"Print","format":"PDF/X-1A","colorSpace":"CMYK","minImageDPI":300,"bleedMM":3.175}
def a(**k): d = dict(A); d.update(k); return d
assets = [
 a(file="CMM_JCMP_0527_OUT_Keloran.pdf",placement="Outsert",trimMM="152.4x228.6",width=152.4,height=228.6,totalInkPct=290,note="6 x 9 in, 8 pages, 1.4 oz; width/height here are the trim in mm for the min/max bounds"),
 a(file="CMM_JCMP_0527_TIP_Ostravia.pdf",placement="Cover tip",trimMM="76.2x76.2",mediaBoxMM="82.6x82.6",totalInkPct=255,note="3 x 3 in note; an outsert minimum (5 x 7 in) or the 300% ink limit alone would not apply to it"),
 a(file="CMM_JCMP_0527_BAND_Ostravia.pdf",placement="Belly band",trimMM="101.6x444.5",totalInkPct=300),
]
write(N, style, notreq, rules, assets)
