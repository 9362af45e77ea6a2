from keylib import R, write
N = "tallis-reprint-carrier-sponsor-guide"
P = {"kinds": ["document"], "channel": "Print"}
EP = {"kinds": ["document"], "channel": "ePrint"}
def pl(p, **k): d = dict(P); d["placement"] = p; d.update(k); return d
RP = {"channel": "Print", "placement": "Reprint"}
style = ("Reprint agent's SPONSOR GUIDE to article reprints, carriers and ePrints (corpus markup): background with order figures, rules for the reprint pages the sponsor does NOT supply "
         "(unabridged, no highlighting, journal trim) with a bracketed note on FDA guidance, a carrier comparison table with an EMPTY first header cell and one column per carrier "
         "(finished size vs flat artwork size incl. bleed, pocket / spine, safe zone, 'ours' stock, max reprint thickness), carrier-file bullets, may / may-not sections (4.1 Allowed is a permission list), "
         "a disclosure statement with its own type size (10 pt on the carrier, 12 pt on the ePrint cover), material code examples, an ePrint cover-page table (RGB, 2 MB, up to 2 links, 150 dpi), "
         "naming TRS_[OrderNo]_[Carrier]_v[N].pdf with an enumerated token, fees and licence terms")
notreq = [
    "140 medical and scientific journals; 2.1 million printed reprints and 460,000 ePrint views for 212 sponsors; 12 business days (figures)",
    "The sponsor does not supply artwork for the article pages, and we will not accept any",
    "Stock | 12 pt C1S (ours) | 100 lb gloss cover (ours)",
    "4.1 Allowed: company name and logo, article title and citation, journal name, 'Provided as a professional courtesy' line (permissions)",
    "Tallis prints its own order number next to it",
    "1,000 views is the smallest licence; the article PDF is locked by us (the agent's own behaviour)",
    "we do not edit sponsor files",
    "Fees table: $2,450, $1.10 each (500 minimum), $0.62 each, $1,900",
    "may not be reproduced, translated or posted online by the sponsor (licence term)",
    "Orders cancelled after printing are billed in full",
]
rules = [
 R("metadata","critical","Reprints are printed unabridged",None,RP,alt=["every page of the article, including references, figures, disclosures and any erratum"]),
 R("brandGuidelines","critical","No highlighting, underlining, annotation, summaries or sponsor logos may be added to the article pages.",None,RP),
 R("dimensions","critical","Article page size is the journal’s own trim size",None,RP,alt=["we do not enlarge or reduce pages"]),
 R("disclaimers","critical","may only be distributed with the approved Prescribing Information and the disclosure statement",None,{"channel":"Print","condition":"unapproved use"}),
 R("dimensions","critical","Finished size",{"allowed":["228.6x304.8"],"unit":"mm","check":"foldedSize"},pl("Pocket folder carrier"),alt=["9\" × 12\" (229 × 305 mm)"],ext="dimensions"),
 R("dimensions","critical","Finished size",{"allowed":["212.7x279.4"],"unit":"mm","check":"foldedSize"},pl("Cover-wrap carrier"),alt=["8.375\" × 11\" (213 × 279 mm)"],ext="dimensions"),
 R("dimensions","critical","Artwork size (flat, with",{"allowed":["463.6x311.2"],"unit":"mm","check":"mediaBox"},pl("Pocket folder carrier"),alt=["18.25\" × 12.25\" incl. 0.125\""],ext="dimensions",note="the PDF page with bleed; trim 18 x 12 in"),
 R("dimensions","critical","Artwork size (flat, with",{"allowed":["428.6x285.8"],"unit":"mm","check":"mediaBox"},pl("Cover-wrap carrier"),alt=["16.875\" × 11.25\" incl. 0.125\""],ext="dimensions",note="trim 16.625 x 11 in"),
 R("dimensions","critical","incl. 0.125\" bleed",{"min":3.175,"unit":"mm","check":"bleed"},pl("Pocket folder carrier"),ext="dimensions"),
 R("dimensions","critical","incl. 0.125\" bleed",{"min":3.175,"unit":"mm","check":"bleed"},pl("Cover-wrap carrier"),ext="dimensions"),
 R("metadata","critical","One 4\" pocket on the right",None,pl("Pocket folder carrier"),optional=True,note="describes the die"),
 R("metadata","critical","scored spine 0.125\"",None,pl("Cover-wrap carrier"),optional=True,note="describes the product"),
 R("brandGuidelines","critical","0.25\" from trim and from each",{"min":6.35,"unit":"mm","check":"safeArea"},pl("Pocket folder carrier"),alt=["Safe zone | 0.25\" from trim and from each"],ext="brandGuidelines"),
 R("brandGuidelines","critical","0.25\" from trim and from the",{"min":6.35,"unit":"mm","check":"safeArea"},pl("Cover-wrap carrier"),ext="brandGuidelines"),
 R("metadata","critical","Max reprint thickness",{"max":24,"unit":"pages","check":"pageCount"},{"channel":"Print","placement":"Pocket folder carrier","part":"reprint"},alt=["Max reprint thickness | 24 pages"],ext="metadata",note="the reprint's pages, never the carrier PDF's"),
 R("metadata","critical","Max reprint thickness",{"max":16,"unit":"pages","check":"pageCount"},{"channel":"Print","placement":"Cover-wrap carrier","part":"reprint"},alt=["16 pages"],ext="metadata"),
 R("format","critical","PDF/X-1a:2001 or PDF/X-4, CMYK only",{"allowed":["PDF/X-1A","PDF/X-4"]},P),
 R("format","critical","CMYK only, images at least 300 dpi",{"allowed":["CMYK"],"check":"colorSpace"},P,ext="format"),
 R("dimensions","critical","images at least 300 dpi",{"min":300,"unit":"dpi","check":"imageResolution"},P,ext="dimensions"),
 R("format","critical","total ink no more than 300%",{"max":300,"unit":"%","check":"totalInk"},P,ext="format"),
 R("typography","critical","Fonts embedded; type 8 pt minimum on the carrier.",{"min":8,"unit":"pt"},P),
 R("brandGuidelines","critical","Build the folder on our die line (template TRS-PF-09)",None,pl("Pocket folder carrier"),alt=["do not move the pocket or the business-card slits"]),
 R("metadata","critical","One PDF per carrier, outside and inside as two pages.",{"allowed":["2"],"unit":"pages","check":"pageCount"},P,ext="metadata"),
 R("metadata","warning","A matte aqueous coating is recommended on dark covers",None,P,optional=True,note="applied by the printer; nothing in the file"),
 R("brandGuidelines","critical","The carrier must not carry product claims, product logos, taglines",None,P,alt=["or any summary of the article"]),
 R("brandGuidelines","critical","Product names may appear only in the Prescribing Information and",None,P),
 R("disclaimers","critical","the front of the carrier must carry the",None,{"channel":"Print","condition":"unapproved use"},alt=["disclosure statement, in type no smaller than 10 pt"]),
 R("typography","critical","in type no smaller than 10 pt",{"min":10,"unit":"pt"},{"channel":"Print","part":"disclosureStatement"},note="the statement's type only"),
 R("brandGuidelines","warning","The statement should sit in the upper third of the front cover.",None,{"channel":"Print","part":"disclosureStatement"}),
 R("fdaFilingNumber","critical","Every carrier must carry the sponsor’s material code on the back cover",{"pattern":"^[A-Z]{3}-[A-Z]{2,3}-\\d{4}$"},{"channel":"Print"},note="accepts OST-MED-0094 and KLR-US-1207 (examples)"),
 R("dimensions","critical","Page size",{"allowed":["215.9x279.4"],"unit":"mm","check":"trimSize"},EP,alt=["Page size | 8.5\" × 11\" (US Letter), portrait"],ext="dimensions"),
 R("format","critical","File",{"allowed":["PDF"]},EP,alt=["File | PDF, RGB, 2 MB maximum"]),
 R("format","critical","PDF, RGB, 2 MB maximum",{"allowed":["RGB"],"check":"colorSpace"},EP,ext="format",note="an RGB cover; a CMYK rule from the carrier section must not reach it"),
 R("fileSize","critical","PDF, RGB, 2 MB maximum",{"max":2048,"unit":"KB"},EP),
 R("metadata","critical","Links",{"max":2,"unit":"links","check":"linkCount"},EP,alt=["Up to 2 links, both to the Prescribing Information or the sponsor’s medical information site"],ext="metadata"),
 R("metadata","critical","Cover pages with more than two links are returned",{"max":2,"unit":"links","check":"linkCount"},EP,optional=True,ext="metadata",note="restates the Links row"),
 R("brandGuidelines","critical","Same rules as a carrier (section 4)",None,EP,optional=True,note="cross-reference to section 4"),
 R("typography","critical","disclosure statement at 12 pt or larger",{"min":12,"unit":"pt"},{"channel":"ePrint","part":"disclosureStatement"}),
 R("dimensions","critical","150 dpi minimum",{"min":150,"unit":"dpi","check":"imageResolution"},EP,alt=["Images | 150 dpi minimum"],ext="dimensions"),
 R("format","critical","no video, no animation",None,EP),
 R("naming","critical","TRS_[OrderNo]_[Carrier]_v[N].pdf",{"pattern":"^TRS_\\d+_(PF|CW|EP)_v\\d+\\.pdf$"},None,note="Carrier is PF, CW or EP; accepts TRS_48213_PF_v2.pdf and TRS_48213_EP_v1.pdf"),
]
assets = [
 {"file":"TRS_48213_PF_v2.pdf","kind":"document","channel":"Print","placement":"Pocket folder carrier","mediaBoxMM":"463.6x311.2","trimMM":"457.2x304.8","bleedMM":3.175,"format":"PDF/X-1A","colorSpace":"CMYK","minImageDPI":300,"totalInkPct":280},
 {"file":"TRS_48213_CW_v1.pdf","kind":"document","channel":"Print","placement":"Cover-wrap carrier","mediaBoxMM":"428.6x285.8","trimMM":"422.3x279.4","bleedMM":3.175,"format":"PDF/X-4","colorSpace":"CMYK","minImageDPI":300,"totalInkPct":300},
 {"file":"TRS_48213_EP_v1.pdf","kind":"document","channel":"ePrint","trimMM":"215.9x279.4","format":"PDF","colorSpace":"RGB","minImageDPI":150,"sizeKB":1400,"note":"RGB, 150 dpi, plain PDF: the carrier's CMYK / PDF/X / 300 dpi rules must not reach it"},
]
write(N, style, notreq, rules, assets)
