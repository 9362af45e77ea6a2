from keylib import R, write
N = "medlinq-hcp-email-template-spec-export"
E = {"kinds": ["email"], "channel": "Email"}
I = {"channel": "Email", "part": "images"}
def e(**k): d = dict(E); d.update(k); return d
style = ("HCP email network's SPONSOR EMAIL TEMPLATE SPECIFICATION exported as a designed Letter PDF (serif body, no browser header): a legend in the opening paragraph "
         "(Required items return the build; Recommended never block), a five-column Element | Item | Required | Recommended | Notes table with ROWSPAN group cells (Template / Images / Copy), "
         "asterisk / dagger / double-dagger footnotes (Gmail clipping at 102 KB as the reason for 90 KB; characters counted with spaces), subject-line and preheader character limits, "
         "link / footer bullets including a PROHIBITION of the sponsor's own unsubscribe link (the network adds it), a dashed dark-mode box with advice and one 'must' (ISI 4.5:1 when inverted), "
         "a code block of meta tags, a ☐ pre-send checklist with the package naming template, a schedule and fee table")
notreq = [
    "212,000 opted-in, NPI-verified ... 24.8% open rate, click-to-open 9.1% (network figures)",
    "the send date moves by at least two business days (consequence)",
    "Gmail clips messages larger than 102 KB (the reason for the 90 KB limit; 102 KB is not a limit of ours)",
    "Our tracking adds about 8 KB at deployment",
    "From line set by MedLinq: 'MedLinq on behalf of [Sponsor]' (set by the network, not the sponsor)",
    "About 38% of opens in our network are in a dark-mode client",
    "Seed list of up to 10 addresses for the test send (process)",
    "Target list criteria (specialties, states) confirmed with your account manager",
    "Schedule and fees table: 10 business days before the send, 2 business days, $450 per round, $310 CPM",
    "Spacer GIFs count / Images are not counted / Sum of all image files (notes defining measurement)",
]
rules = [
 R("dimensions","critical","640 px maximum",{"maxWidth":640,"unit":"px"},E,alt=["Width | 640 px maximum"]),
 R("dimensions","warning","Width",{"minWidth":600,"maxWidth":600,"unit":"px"},E,alt=["Width | 600 px"],note="Recommended cell"),
 R("fileSize","critical","90 KB maximum, CSS included",{"max":90,"unit":"KB"},E,alt=["HTML file size | 90 KB maximum"],note="the HTML file only; images not counted"),
 R("fileSize","warning","under 70 KB",{"max":70,"unit":"KB","exclusive":True},E),
 R("format","critical","Tables for layout; all CSS inline; no JavaScript, forms, iframes or embedded video",None,E),
 R("fileSize","critical","Number of images",{"max":12,"unit":"files","check":"fileCount"},E,alt=["Number of images | 12 maximum"]),
 R("fileSize","warning","Number of images",{"max":8,"unit":"files","check":"fileCount"},E,alt=["Number of images | 8 or fewer"]),
 R("fileSize","critical","Weight per image",{"max":200,"unit":"KB"},I,alt=["Weight per image | 200 KB maximum"],note="one image file; never the whole email"),
 R("fileSize","warning","Weight per image",{"max":100,"unit":"KB"},I,alt=["Weight per image | 100 KB"]),
 R("fileSize","critical","Total image weight",{"max":800,"unit":"KB","check":"imageTotal"},E,alt=["Total image weight | 800 KB maximum"],ext="fileSize",note="sum of the image files, not the HTML"),
 R("format","critical","Formats",{"allowed":["JPG","PNG","GIF"]},I,alt=["Formats | JPG, PNG or GIF"]),
 R("format","critical","No WebP, SVG or BMP",{"excluded":["WEBP","SVG","BMP"]},I,optional=True,note="restates the allowed formats"),
 R("safetyInfo","critical","The ISI, the PI link and every claim in live HTML text",None,E),
 R("metadata","warning","at least 60% of the message as live text",{"min":60,"unit":"%","check":"liveTextShare"},E,ext="metadata"),
 R("metadata","critical","Image-only emails are returned",None,E,optional=True,note="restates the live-text requirement"),
 R("typography","critical","14 px minimum",{"min":14,"unit":"px"},E,alt=["Body text size | 14 px minimum"]),
 R("typography","critical","ISI 12 px minimum",{"min":12,"unit":"px"},e(part="isi"),note="the ISI's text only"),
 R("typography","warning","16 px body",{"min":16,"unit":"px"},E),
 R("characterCount","critical","60 characters maximum",{"max":60,"unit":"chars","check":"subjectLine"},E,alt=["Subject line | 60 characters maximum"],ext="metadata"),
 R("characterCount","warning","45 characters or fewer",{"max":45,"unit":"chars","check":"subjectLine"},E,ext="metadata"),
 R("metadata","critical","No all-capitals words, no \"FREE\", no exclamation marks",None,e(part="subjectLine"),optional=True,note="a Notes cell; the legend defines only Required and Recommended"),
 R("characterCount","critical","40 to 100 characters",{"min":40,"max":100,"unit":"chars","check":"preheader"},E,alt=["Preheader | 40 to 100 characters"],ext="metadata"),
 R("characterCount","warning","about 85 characters",{"target":85,"unit":"chars","check":"preheader"},E,optional=True,ext="metadata",note="a target without bounds"),
 R("metadata","critical","Must be live text at the top of the body",None,e(part="preheader"),alt=["hidden with display:none"]),
 R("fairBalance","critical","A subject line that names a prescription product must not make a claim about it",None,e(condition="prescription drug")),
 R("metadata","critical","Every link must use HTTPS",None,E,alt=["no redirects through third-party link shorteners"]),
 R("disclaimers","critical","must include a live text link labelled \"Full Prescribing Information\"",None,E),
 R("disclaimers","critical","(and \"Medication Guide\" where one exists)",None,e(condition="product with a Medication Guide"),alt=["\"Medication Guide\" where one exists"]),
 R("disclaimers","critical","Do not add your own unsubscribe link or postal address",None,E,note="a prohibition: a rule that REQUIRES an unsubscribe link would fail every correct build"),
 R("metadata","critical","One third-party impression pixel is allowed",{"max":1,"unit":"pixels","check":"trackingPixels"},E,ext="metadata"),
 R("dimensions","critical","it must be a 1 × 1 image over HTTPS",{"allowed":["1x1"]},{"channel":"Email","part":"trackingPixel"},note="the pixel's size; never the email's"),
 R("fdaFilingNumber","critical","The sponsor’s job code must appear in live text at the end of the body",{"pattern":"^US-[A-Z]{3}-\\d{4}-\\d{4}$"},E,note="accepts US-VRN-2027-0113 (example)"),
 R("accessibility","critical","Every image needs alt text",None,E),
 R("characterCount","critical","alt text must not exceed 125 characters",{"max":125,"unit":"chars","check":"altText"},I,ext="accessibility"),
 R("accessibility","critical","must not repeat the ISI",None,I),
 R("metadata","critical","A plain-text version is required.",None,E,optional=True,note="required, but the network generates one when missing"),
 R("brandGuidelines","warning","Logos and wordmarks should be transparent PNGs with a 2 px light outline",None,{"channel":"Email","part":"logo"}),
 R("contrast","warning","Avoid pure black (#000000) text on pure white",None,E,alt=["use #1A1A1A on #FFFFFF"]),
 R("contrast","critical","the ISI text must still reach 4.5:1 contrast",{"min":4.5,"unit":"ratio"},e(part="isi",condition="dark mode")),
 R("metadata","warning","Add the color-scheme meta tags (light dark) in the head.",None,E,optional=True,note="imperative in the advice box; Apple Mail only"),
 R("naming","critical","MLQ_[Sponsor]_[SendDate YYYYMMDD]_v[N].zip",{"pattern":"^MLQ_[A-Za-z]+_\\d{8}_v\\d+\\.zip$"},E,note="accepts MLQ_Veranex_20270310_v2.zip"),
 R("metadata","critical","Approved subject line and preheader in the brief form",None,E,optional=True,note="a checklist item about the order form"),
]
assets = [
 {"file":"MLQ_Veranex_20270310_v2.zip","kind":"email","channel":"Email","width":600,"height":2650,"sizeKB":62,"fileCount":9,"format":"HTML",
  "text":{"subjectLine":"Veranex: 52-week data in plaque psoriasis","preheader":"See long-term efficacy and safety results, dosing, and Important Safety Information."},
  "expectWarnings":["Number of images"],"note":"9 images: allowed (12 max) with a warning for 8 or fewer; it carries no unsubscribe link of its own, as required"},
 {"file":"hero.jpg","kind":"static","channel":"Email","part":"images","width":600,"height":320,"format":"JPG","sizeKB":96,"namingExempt":True,
  "text":{"altText":"Dermatologist reviewing 52-week Veranex results with a patient"},"note":"an image inside the package: the 90 KB HTML limit must not reach it"},
 {"file":"px.gif","kind":"static","channel":"Email","part":"trackingPixel","width":1,"height":1,"format":"GIF","sizeKB":0.05,"namingExempt":True,"note":"the one allowed impression pixel"},
]
write(N, style, notreq, rules, assets)
