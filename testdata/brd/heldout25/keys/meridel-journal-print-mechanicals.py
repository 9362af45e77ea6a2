from keylib import R, write
N = "meridel-journal-print-mechanicals"
P = {"kinds": ["document"], "channel": "Print"}
def pl(p, **k): d = dict(P); d["placement"] = p; d.update(k); return d
style = ("US medical journal's PRINT ADVERTISING MECHANICAL REQUIREMENTS sheet (corpus markup): journal background with circulation, "
         "an ad-size grid with inches first and millimetres in brackets in the same cell (Trim size | Bleed size | Live area), "
         "'non-bleed only' cells, a dagger footnote carrying the gutter safety, an asterisk footnote carrying a digital-edition-only format, "
         "file-requirement bullets (PDF/X-1a, CMYK, 300/1200 dpi, TAC 300%, 6/8 pt type, rich black, crop-mark offset), an insert table "
         "(untrimmed delivery size, page counts, paper weights in lb), a BRC caliper, digital-edition video add-on, Rx policy, naming and closing dates")
notreq = [
    "It is published monthly (12 issues per year) and mailed to 38,400 pulmonologists ... 2.3 readers per copy (circulation)",
    "printed web offset on a 45 lb coated cover / 40 lb coated text stock and perfect bound (the journal's own stock, not the advertiser's)",
    "Fractional units are not available in the first 20 pages of the issue or opposite the table of contents (a position condition)",
    "Headlines that cross the gutter are accepted (a permission)",
    "Quantity | 39,000 per issue (includes overs) (an order quantity, not a property of the creative)",
    "Packing | Cartons not over 40 lb, skid-packed (logistics)",
    "Larger inserts need the publisher's approval",
    "Every print ad runs in the digital edition at no charge",
    "the URL is supplied in the insertion order, not in the PDF (process)",
    "Proofs go to the production address above, not to the printer",
    "The publisher reserves the right to reject any advertisement",
    "Closing-date table (Space close / Materials due)",
]
rules = [
 R("dimensions","critical","Full page",{"allowed":["206.4x276.2"],"unit":"mm","check":"trimSize"},pl("Full page"),alt='Full page | 8.125" × 10.875" (206 × 276 mm)',ext="dimensions",note="8.125 x 10.875 in; the bracketed mm are rounded"),
 R("dimensions","critical","Two-page spread",{"allowed":["412.8x276.2"],"unit":"mm","check":"trimSize"},pl("Two-page spread"),alt='Two-page spread | 16.25" × 10.875" (413 × 276 mm)',ext="dimensions"),
 R("dimensions","critical","1/2 page horizontal",{"allowed":["177.8x123.8"],"unit":"mm","check":"trimSize"},pl("1/2 page horizontal"),alt='1/2 page horizontal | 7" × 4.875" (178 × 124 mm)',ext="dimensions",note="non-bleed: the ad size is the page size"),
 R("dimensions","critical","1/2 page vertical",{"allowed":["85.7x254"],"unit":"mm","check":"trimSize"},pl("1/2 page vertical"),alt='1/2 page vertical | 3.375" × 10" (86 × 254 mm)',ext="dimensions"),
 R("dimensions","critical","Island (2/3 page)",{"allowed":["114.3x190.5"],"unit":"mm","check":"trimSize"},pl("Island"),alt='Island (2/3 page) | 4.5" × 7.5" (114 × 191 mm)',ext="dimensions"),
 R("dimensions","critical","bleed beyond trim on all four sides",{"min":3.175,"max":3.175,"unit":"mm","check":"bleed"},pl("Full page"),ext="dimensions",note="0.125 in = 3.175 mm ('3 mm' in brackets); only the bleed units (full page, spread). Applied to a non-bleed fractional it would fail it"),
 R("dimensions","critical","bleed beyond trim on all four sides",{"min":3.175,"max":3.175,"unit":"mm","check":"bleed"},pl("Two-page spread"),ext="dimensions",note="the same sentence for the spread"),
 R("dimensions","critical","1/2 page horizontal",{"max":0,"unit":"mm","check":"bleed"},pl("1/2 page horizontal"),alt="1/2 page horizontal | non-bleed only",ext="dimensions"),
 R("dimensions","critical","1/2 page vertical",{"max":0,"unit":"mm","check":"bleed"},pl("1/2 page vertical"),alt="1/2 page vertical | non-bleed only",ext="dimensions"),
 R("dimensions","critical","Island (2/3 page)",{"max":0,"unit":"mm","check":"bleed"},pl("Island"),alt="Island (2/3 page) | non-bleed only",ext="dimensions"),
 R("dimensions","critical","Non-bleed units are supplied at the exact ad size shown, with no bleed and no crop marks",None,{"kinds":["document"],"channel":"Print"},optional=True,note="restates the three 'non-bleed only' cells; a bleed max 0 read from it unscoped would fail the full page and spread"),
 R("brandGuidelines","critical","Full page",{"min":11.1,"unit":"mm","check":"safeArea"},pl("Full page"),alt='Full page | 7" × 10" (178 × 254 mm)',ext="brandGuidelines",note="live area 7 x 10 in inside an 8.125 x 10.875 in trim: 0.5625 in (14.3 mm) left/right, 0.4375 in (11.1 mm) top/bottom"),
 R("brandGuidelines","critical","Two-page spread",{"min":11.1,"unit":"mm","check":"safeArea"},pl("Two-page spread"),alt='Two-page spread | 15.25" × 10" (387 × 254 mm)',ext="brandGuidelines"),
 R("brandGuidelines","critical","away from each side of the gutter on spreads",{"min":6.35,"unit":"mm","check":"gutterSafety"},pl("Two-page spread"),ext="brandGuidelines",note="0.25 in per side of the gutter (6 mm in brackets)"),
 R("brandGuidelines","critical","body copy and the brief summary are not",None,pl("Two-page spread"),optional=True,note="restates the gutter safety for copy"),
 R("format","critical","File format: PDF/X-1a:2001 only.",{"allowed":["PDF/X-1A"]},P),
 R("metadata","critical","One ad per file; one page per PDF",{"max":1,"unit":"pages","check":"pageCount"},P,ext="metadata",note="a spread is one two-page-wide page"),
 R("format","critical","Color space: CMYK.",{"allowed":["CMYK"],"check":"colorSpace"},P,ext="format"),
 R("format","critical","RGB, LAB and spot colors (Pantone®) must be converted to process",{"allowed":["CMYK"],"check":"colorSpace"},P,optional=True,ext="format",note="restates CMYK"),
 R("dimensions","critical","300 dpi minimum for color and grayscale images at 100% size",{"min":300,"unit":"dpi","check":"imageResolution"},P,ext="dimensions"),
 R("dimensions","critical","line art 1200 dpi",{"min":1200,"unit":"dpi","check":"imageResolution"},{"kinds":["document"],"channel":"Print","part":"lineArt"},ext="dimensions",note="bitmap line art only; applied to the photos of the ad it would fail every 300 dpi image"),
 R("format","critical","Total area coverage (TAC) must not exceed 300%.",{"max":300,"unit":"%","check":"totalInk"},P,ext="format"),
 R("typography","critical","all fonts must be embedded and subset. No Type 3 fonts.",None,P),
 R("typography","critical","minimum 6 pt for positive type",{"min":6,"unit":"pt"},P),
 R("typography","critical","reversed or knockout type no smaller than 8 pt",{"min":8,"unit":"pt"},{"kinds":["document"],"channel":"Print","condition":"reversed type"}),
 R("typography","critical","never in more than two colors",None,{"kinds":["document"],"channel":"Print","condition":"reversed type"},optional=True,note="part of the reversed-type line"),
 R("brandGuidelines","warning","Rich black for large solid areas: 40C 30M 30Y 100K recommended.",None,P,note="a colour build; format equally defensible"),
 R("format","critical","Black body copy must be 100K only.",None,P,note="text colour build"),
 R("metadata","critical","Crop marks offset 0.1875",{"min":4.8,"unit":"mm","check":"cropMarkOffset"},{"kinds":["document"],"channel":"Print","condition":"bleed ads"},alt=["outside the bleed area, on bleed ads"],ext="metadata",note="0.1875 in = 4.8 mm; non-bleed units carry no crop marks"),
 R("format","critical","Transparency must be flattened; layers and annotations removed.",None,P),
 R("format","critical","PDF/X-4 is accepted for the digital edition only",{"allowed":["PDF/X-1A","PDF/X-4"]},{"kinds":["document"],"channel":"Digital edition"},optional=True,note="a permission for the digital edition; never widens the print format"),
 R("format","critical","print files in any other format are returned to the agency",{"allowed":["PDF/X-1A"]},P,optional=True,note="restates PDF/X-1a only"),
 R("metadata","warning","A SWOP-certified contract proof",None,P,optional=True,note="a process deliverable beside the file"),
 R("dimensions","critical","Trim (after binding)",{"allowed":["206.4x276.2"],"unit":"mm","check":"trimSize"},{"kinds":["document"],"channel":"Print","part":"insert"},alt='Trim (after binding) | 8.125" × 10.875"',ext="dimensions"),
 R("dimensions","critical","deliver untrimmed at 8.375",{"allowed":["212.7x285.8"],"unit":"mm","check":"deliveredSize"},{"kinds":["document"],"channel":"Print","part":"insert"},ext="dimensions",note='8.375" × 11.25" untrimmed with a 0.125 in grind-off'),
 R("metadata","critical","Pages",{"allowed":["2","4","6","8"],"min":2,"max":8,"unit":"pages","check":"pageCount"},{"kinds":["document"],"channel":"Print","part":"insert"},alt="Pages | 2, 4, 6 or 8 pages; 8 pages maximum",ext="metadata"),
 R("metadata","critical","Paper weight",{"min":60,"max":100,"unit":"lb text","check":"paperWeight"},{"kinds":["document"],"channel":"Print","part":"insert"},alt="Paper weight | 60 lb text minimum, 100 lb text maximum (no cover stock)",ext="metadata"),
 R("disclaimers","critical","Inserts must carry the brief summary in the insert itself when the product is a prescription drug",None,{"kinds":["document"],"channel":"Print","part":"insert","condition":"prescription drug"}),
 R("metadata","critical","must be 0.007",{"min":0.007,"unit":"in","check":"caliper"},{"channel":"Print","part":"businessReplyCard"},alt=["(7 pt) caliper at least"],ext="metadata"),
 R("metadata","critical","must comply with USPS Domestic Mail Manual 601",None,{"channel":"Print","part":"businessReplyCard"}),
 R("metadata","warning","the printer recommends 9 pt",{"min":0.009,"unit":"in","check":"caliper"},{"channel":"Print","part":"businessReplyCard"},ext="metadata"),
 R("metadata","critical","One clickable URL per page is allowed",{"max":1,"unit":"links","check":"linkCount"},{"channel":"Digital edition"},optional=True,ext="metadata",note="phrased as a permission that caps links"),
 R("format","critical","Video add-ons (tablet edition only): MP4, H.264, up to 60 seconds, no more than 50 MB.",{"allowed":["MP4"]},{"kinds":["video"],"channel":"Digital edition"}),
 R("codec","critical","Video add-ons (tablet edition only): MP4, H.264, up to 60 seconds, no more than 50 MB.",{"allowed":["h264"],"check":"videoCodec"},{"kinds":["video"],"channel":"Digital edition"}),
 R("duration","critical","Video add-ons (tablet edition only): MP4, H.264, up to 60 seconds, no more than 50 MB.",{"max":60,"unit":"s"},{"kinds":["video"],"channel":"Digital edition"}),
 R("fileSize","critical","Video add-ons (tablet edition only): MP4, H.264, up to 60 seconds, no more than 50 MB.",{"max":51200,"unit":"KB"},{"kinds":["video"],"channel":"Digital edition"}),
 R("disclaimers","critical","Advertisements for prescription products must include a brief summary of prescribing information",None,{"condition":"prescription drug"}),
 R("typography","critical","The brief summary must be set in type no smaller than 6 pt.",{"min":6,"unit":"pt"},{"part":"briefSummary"}),
 R("typography","critical","generic name in type at least half the size of the brand name",{"min":50,"unit":"%","check":"genericNameSize"},{"condition":"prescription drug"},ext="typography"),
 R("fdaFilingNumber","critical","Every ad must carry the advertiser’s job or material code in the lower margin",{"pattern":"^[A-Z]{2,3}-[A-Z]{3}-(\\d{4}-)?\\d{3,4}$"},None,note="pattern from the two examples US-KLR-0418 and MRD-PRO-2027-031; the shape is the advertiser's, so a presence rule is equally right"),
 R("naming","critical","JOURNAL_ISSUE_ADVERTISER_UNIT.pdf",{"pattern":"^[A-Z]+_\\d{4}_[A-Za-z]+_[A-Z]+\\.pdf$"},{"kinds":["document"]},note="accepts MJRM_0327_Keloran_FP.pdf and MJRM_0427_Ostravia_SPR.pdf"),
]
assets = [
 {"file":"MJRM_0327_Keloran_FP.pdf","kind":"document","channel":"Print","placement":"Full page","trimMM":"206.4x276.2","bleedMM":3.175,"format":"PDF/X-1A","colorSpace":"CMYK","minImageDPI":300,"totalInkPct":295},
 {"file":"MJRM_0427_Ostravia_SPR.pdf","kind":"document","channel":"Print","placement":"Two-page spread","trimMM":"412.8x276.2","bleedMM":3.175,"format":"PDF/X-1A","colorSpace":"CMYK","minImageDPI":320,"totalInkPct":300,"note":"one two-page-wide page; a full-page trim rule applied unscoped would fail it"},
 {"file":"MJRM_0327_Keloran_HPH.pdf","kind":"document","channel":"Print","placement":"1/2 page horizontal","trimMM":"177.8x123.8","bleedMM":0,"format":"PDF/X-1A","colorSpace":"CMYK","minImageDPI":300,"totalInkPct":280,"note":"non-bleed: the 0.125 in bleed rule would fail it if it reached fractional units"},
 {"file":"MJRM_0327_Keloran_INS.pdf","kind":"document","channel":"Print","part":"insert","trimMM":"206.4x276.2","format":"PDF/X-1A","colorSpace":"CMYK","minImageDPI":300,"totalInkPct":290,"note":"4-page bound-in insert, 80 lb text, delivered untrimmed 8.375 x 11.25 in"},
 {"file":"MJRM_0327_Keloran_VID.mp4","kind":"video","channel":"Digital edition","width":1280,"height":720,"format":"MP4","codec":"h264","durationS":45,"sizeKB":38400,"hasAudio":True,"namingExempt":True,"note":"tablet-edition video add-on; the PDF naming rule is for PDFs"},
]
write(N, style, notreq, rules, assets)
