import sys, os; sys.path.insert(0, os.path.dirname(__file__))
from keylib import R, C, W, write
N = "rpr-journal-ratecard-mechanicals"
P = {"channel": "Print", "kinds": ["document"]}
def p(**k): return {**P, **k}
E = {"channel": "Email"}
D = {"channel": "Display"}
def d(**k): return {**D, **k}
rules = [
 R("dimensions", C, "Trim (W × H)", alt=["Full page | 8.125 × 10.875 in"], params={"allowed": ["8.125x10.875"], "unit": "in", "check": "trimSize"}, scope=p(placement="Full page"), extended=True),
 R("dimensions", C, "Trim (W × H)", alt=["Spread | 16.25 × 10.875 in"], params={"allowed": ["16.25x10.875"], "unit": "in", "check": "trimSize"}, scope=p(placement="Spread"), extended=True),
 R("dimensions", C, "Trim (W × H)", alt=["1/2 page horizontal (non-bleed) | 7 × 4.875 in"], params={"allowed": ["7x4.875"], "unit": "in", "check": "trimSize"}, scope=p(placement="1/2 page horizontal"), extended=True),
 R("dimensions", C, "Trim (W × H)", alt=["Brief summary page (non-bleed) | 7 × 10 in"], params={"allowed": ["7x10"], "unit": "in", "check": "trimSize"}, scope=p(placement="Brief summary page"), extended=True),
 R("dimensions", C, "Trim size: 8.125 × 10.875 in.", params={"allowed": ["8.125x10.875"], "unit": "in", "check": "trimSize"}, scope=p(placement="Full page"), extended=True, optional=True, note="the journal's trim; restated by the Full page row; as an unscoped rule it fails every fractional ad and spread"),
 R("dimensions", C, "With bleed (W × H)", alt=["Full page | 8.125 × 10.875 in | 8.375 × 11.125 in"], params={"allowed": ["8.375x11.125"], "unit": "in"}, scope=p(placement="Full page"), optional=True, note="page size with bleed (MediaBox): restates trim + 0.125 in bleed"),
 R("brandGuidelines", C, "Live area (W × H)", alt=["Full page | 8.125 × 10.875 in | 8.375 × 11.125 in | 7 × 10 in"], params={"maxWidth": 7, "maxHeight": 10, "unit": "in", "check": "safeArea"}, scope=p(placement="Full page"), extended=True),
 R("brandGuidelines", C, "Live area (W × H)", alt=["Spread | 16.25 × 10.875 in | 16.5 × 11.125 in | 15.5 × 10 in *"], params={"maxWidth": 15.5, "maxHeight": 10, "unit": "in", "check": "safeArea"}, scope=p(placement="Spread"), extended=True),
 R("dimensions", C, "Bleed ads must extend 0.125 in beyond the trim on all four sides.", params={"min": 0.125, "unit": "in", "check": "bleed"}, scope=p(condition="bleed ads (Full page, Spread)"), extended=True, note="non-bleed sizes carry no bleed"),
 R("brandGuidelines", C, "at least 0.25 in inside the trim", params={"min": 0.25, "unit": "in", "check": "safeArea"}, scope=p(), extended=True),
 R("brandGuidelines", C, "keep type at least 0.1875 in away from the gutter on each side", params={"min": 0.1875, "unit": "in", "check": "safeArea"}, scope=p(placement="Spread"), extended=True),
 R("format", C, "PDF/X-1a:2001, one ad per file", alt=["File format | PDF/X-1a:2001"], params={"allowed": ["PDF/X-1A:2001"]}, scope=p()),
 R("metadata", C, "All fonts embedded", scope=p()),
 R("format", C, "CMYK only (no RGB, LAB or spot colors)", params={"allowed": ["CMYK"], "excluded": ["RGB", "LAB"], "check": "colorSpace"}, scope=p(), extended=True),
 R("dimensions", C, "300 dpi minimum", alt=["Image resolution | 300 dpi minimum"], params={"min": 300, "unit": "dpi", "check": "imageResolution"}, scope=p(), extended=True),
 R("dimensions", W, "350 dpi", alt=["Image resolution | 300 dpi minimum | 350 dpi"], params={"min": 350, "unit": "dpi", "check": "imageResolution"}, scope=p(), extended=True),
 R("dimensions", C, "600 dpi minimum", alt=["Line art | 600 dpi minimum"], params={"min": 600, "unit": "dpi", "check": "imageResolution"}, scope=p(part="lineArt"), extended=True, note="line art only: applied to photos it fails every 300 dpi ad"),
 R("dimensions", W, "1200 dpi", alt=["Line art | 600 dpi minimum | 1200 dpi"], params={"min": 1200, "unit": "dpi", "check": "imageResolution"}, scope=p(part="lineArt"), extended=True),
 R("format", C, "300% maximum", alt=["Total ink coverage | 300% maximum"], params={"max": 300, "unit": "%", "check": "totalInk"}, scope=p(), extended=True),
 R("format", W, "280%", alt=["Total ink coverage | 300% maximum | 280%"], params={"max": 280, "unit": "%", "check": "totalInk"}, scope=p(), extended=True),
 R("metadata", C, "Offset 0.125 in outside the trim", alt=["Crop marks | Offset 0.125 in outside the trim"], scope=p(), note="crop-mark offset; never a bleed or trim value"),
 R("format", C, "Native application files (InDesign, Illustrator, Photoshop) are not accepted.", params={"excluded": ["INDD", "AI", "PSD"]}, scope=p(), optional=True, note="restates PDF only"),
 R("metadata", W, "We recommend a contract proof certified to SWOP", scope=p()),
 R("safetyInfo", C, "must be accompanied by its brief summary, supplied as a separate PDF", scope=p(condition="prescription drug")),
 R("dimensions", C, "no larger than 8.375 × 11.125 in", params={"maxWidth": 8.375, "maxHeight": 11.125, "unit": "in"}, scope=p(part="insert"), note="a bound of the supplied insert, not a trim size"),
 R("metadata", C, "on stock between 70 lb and 100 lb text", params={"min": 70, "max": 100, "unit": "lb text"}, scope=p(part="insert"), note="paper weight; never a file size or resolution"),
 R("metadata", C, "Supplied inserts must be delivered flat and untrimmed", scope=p(part="insert"), optional=True),
 R("metadata", C, "send one HTTPS landing-page URL per ad", scope={"channel": "Digital edition"}, optional=True, note="only if the ad is to be clickable"),
 R("format", C, "The digital edition does not accept video, audio or HTML5 inside print pages.", params={"excluded": ["HTML5"]}, scope={"channel": "Digital edition"}, optional=True, note="kinds video/audio/html5 excluded"),
 R("dimensions", C, "Sizes: 728 × 90 (top) and 300 × 250 (middle).", params={"allowed": ["728x90", "300x250"]}, scope=E),
 R("format", C, "JPG or static GIF only", params={"allowed": ["JPG", "GIF"]}, scope=E),
 R("duration", C, "animation does not play in most e-mail clients and is not accepted", params={"max": 0, "unit": "s", "check": "animationLength"}, scope={**E, "kinds": ["animated"]}, note="static only; kinds static equally acceptable"),
 R("fileSize", C, "Maximum 40 KB per banner.", params={"max": 40, "unit": "KB"}, scope=E),
 R("safetyInfo", C, "Banners for prescription products must link to a page carrying the full Prescribing Information and Important Safety Information.", scope={**E, "condition": "prescription drug"}),
 R("dimensions", C, "Size (px)", alt=["Leaderboard | 728 × 90", "Medium rectangle | 300 × 250", "Half page | 300 × 600", "Mobile banner | 320 × 50"], params={"allowed": ["728x90", "300x250", "300x600", "320x50"]}, scope=d()),
 R("fileSize", C, "Max weight", alt=["Leaderboard | 728 × 90 | 150 KB"], params={"max": 150, "unit": "KB"}, scope=d(sizes=["728x90"])),
 R("fileSize", C, "Max weight", alt=["Medium rectangle | 300 × 250 | 150 KB"], params={"max": 150, "unit": "KB"}, scope=d(sizes=["300x250"])),
 R("fileSize", C, "Max weight", alt=["Half page | 300 × 600 | 150 KB"], params={"max": 150, "unit": "KB"}, scope=d(sizes=["300x600"])),
 R("fileSize", C, "Max weight", alt=["Mobile banner | 320 × 50 | 50 KB"], params={"max": 50, "unit": "KB"}, scope=d(sizes=["320x50"])),
 R("format", C, "Formats", alt=["Leaderboard | 728 × 90 | 150 KB | JPG, PNG, GIF, HTML5"], params={"allowed": ["JPG", "PNG", "GIF", "HTML5"]}, scope=d(sizes=["728x90"])),
 R("format", C, "Formats", alt=["Medium rectangle | 300 × 250 | 150 KB | JPG, PNG, GIF, HTML5"], params={"allowed": ["JPG", "PNG", "GIF", "HTML5"]}, scope=d(sizes=["300x250"])),
 R("format", C, "Formats", alt=["Half page | 300 × 600 | 150 KB | JPG, PNG, GIF, HTML5"], params={"allowed": ["JPG", "PNG", "GIF", "HTML5"]}, scope=d(sizes=["300x600"])),
 R("format", C, "Formats", alt=["Mobile banner | 320 × 50 | 50 KB | JPG, PNG, GIF"], params={"allowed": ["JPG", "PNG", "GIF"]}, scope=d(sizes=["320x50"])),
 R("duration", C, "Animation may last up to 15 seconds", params={"max": 15, "unit": "s", "check": "animationLength"}, scope=d(kinds=["animated", "html5"])),
 R("duration", C, "loop no more than 3 times", params={"max": 3, "unit": "loops", "check": "loopCount"}, scope=d(kinds=["animated", "html5"])),
]
nr = [
 "Circulation table (5,910 … 11,430), 8,200 subscribers, 9,650 recipients, 41% open rate (audience figures)",
 "Display rates table ($6,450 … $1,280), premium positions +25%/+15%/+35%, frequency earned within 12 months (rates)",
 "Issue and closing dates table; 1,500 bonus copies (schedule)",
 "printed web offset, saddle-stitched, on 50 lb coated text (the journal's paper, not the insert stock)",
 "we cannot guarantee alignment across the gutter (disclaimer)",
 "The brief summary may run in black and white at the brief summary page rate (permission)",
 "Fractional ads (1/2 page) are not available for prescription products (sales condition)",
 "Inserts of more than four pages need a dummy approved by Production (process); Insert rates on request",
 "Every print ad runs in the digital edition at no extra charge (service)",
 "eTOC goes on the first Tuesday of each month; two banner positions sold first-come (schedule, inventory)",
 "Third-party tags from CM360 and Flashtalking are accepted (permission)",
 "website $85 CPM; eTOC $2,100 / $1,600; agency commission 15%; net 30 (terms)",
]
PR = {"kind": "document", "format": "PDF/X-1A:2001", "channel": "Print", "colorSpace": "CMYK"}
A = [
 {**PR, "file": "RPR_Velquira_FP_Mar27.pdf", "placement": "Full page", "trimIn": "8.125x10.875", "mediaBoxIn": "8.375x11.125", "bleedIn": 0.125, "minImageDPI": 300, "totalInkPct": 296,
  "expectWarnings": ["350 dpi", "280%"], "note": "at the required minimum (300 dpi, 296% ink), short of the preferred values"},
 {**PR, "file": "RPR_Velquira_BS_Mar27.pdf", "placement": "Brief summary page", "trimIn": "7x10", "bleedIn": 0, "minImageDPI": 600, "totalInkPct": 100,
  "note": "non-bleed 7 × 10 in brief summary: the 8.125 × 10.875 trim and the 0.125 in bleed applied unscoped fail it"},
 {**PR, "file": "RPR_Velquira_Spread_Mar27.pdf", "placement": "Spread", "trimIn": "16.25x10.875", "bleedIn": 0.125, "minImageDPI": 350, "totalInkPct": 280},
 {"file": "RPR_eTOC_Velquira_728x90.jpg", "kind": "static", "format": "JPG", "width": 728, "height": 90, "sizeKB": 39, "channel": "Email"},
 {"file": "RPR_eTOC_Velquira_300x250.gif", "kind": "static", "format": "GIF", "width": 300, "height": 250, "sizeKB": 36, "channel": "Email"},
 {"file": "RPR_Web_Velquira_300x600.zip", "kind": "html5", "format": "HTML5", "width": 300, "height": 600, "sizeKB": 146, "durationS": 15, "loops": 3, "channel": "Display",
  "note": "146 KB web unit: the eTOC 40 KB and 'static only' rules applied to the website fail it"},
 {"file": "RPR_Web_Velquira_320x50.gif", "kind": "animated", "format": "GIF", "width": 320, "height": 50, "sizeKB": 49, "durationS": 12, "loops": 2, "channel": "Display"},
]
write(N, "MEDICAL JOURNAL's PRINT + DIGITAL RATE CARD with MECHANICAL REQUIREMENTS (corpus markup → groff/gs/docx/doc; 3 pages): circulation and rate tables full of numbers that are not requirements (frequency rates, premium-position %, issue/closing dates), a mechanicals table in inches with Trim / With bleed / Live area columns and a footnote mark, a File requirements table with Required vs Preferred columns (300/350 dpi, 600/1200 dpi line art, 300%/280% ink), Rx brief-summary rule, insert bounds and paper weight, digital edition, eTOC bullets (static only, 40 KB) and a website unit table with 'Max weight'; American, inches", nr, rules, A)
