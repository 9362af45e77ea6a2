from keylib import R, write
N = "nsr-ebulletin-sponsorship-artwork-notes"
E = {"channel": "Email"}
def pl(p, **k): d = dict(E); d["placement"] = p; d.update(k); return d
RX = "prescription-only medicine"
style = ("UK medical society's eBULLETIN AND SOLUS EMAIL SPONSORSHIP ARTWORK AND COPY NOTES (corpus markup, British, kB): membership background, a legend sentence "
         "('(recommended)' items never delay a send), an Element | Limit | Notes table with SUPERSCRIPT FOOTNOTE MARKS on character limits (¹ including spaces), "
         "a logo cell with three limits (150 × 60 px, PNG, 30 kB max.), a banner displayed at 600 × 150 but supplied at 1200 × 300 with a footnote that ACCEPTS the smaller file, "
         "a static-only rule with its reason, solus-email bullets (100 kB, 600 px, 8 images, 200 kB per image, subject 70 / pre-header 90), a prohibition on setting a sender name, "
         "a mandatory on-behalf line, ABPI / IPHA medicines-promotion bullets (PI, AE statement, black triangle, job bag number and date), a student-edition targeting condition, "
         "naming NSR_[YYMMDD]_[Format]_[Sponsor].[ext], a dates and price table in £")
notreq = [
    "9,800 members ... every Thursday at 07:00; open rate 41% (background)",
    "All sponsored content is reviewed by the Communications Office before it is sent (process)",
    "UTM tags are allowed (permission)",
    "because several NHS email clients show only the first frame (reason)",
    "A file supplied at 600 × 150 only will look soft on phones but will be accepted (a permission that widens the banner size)",
    "The sender name is always 'NSR on behalf of [Sponsor]' (set by the society)",
    "must not appear in the eBulletin edition that goes to student members (a targeting condition, not a customer-type rule; a customerType rule from it would be harmful)",
    "Material due 10 / 15 working days; £1,950, £2,400, £4,200; cancellations within 20 working days",
]
rules = [
 R("characterCount","critical","Headline",{"max":60,"unit":"chars","check":"headline"},pl("Text panel"),alt=["Headline | 60 characters"],ext="metadata",note="footnote 1: spaces included"),
 R("characterCount","critical","Body copy",{"max":250,"unit":"chars","check":"body"},pl("Text panel"),alt=["250 characters"],ext="metadata"),
 R("metadata","critical","Plain text, no capitals-only words",None,pl("Text panel"),optional=True,note="Notes column"),
 R("metadata","critical","One paragraph; no bullet points",None,pl("Text panel"),optional=True,note="Notes column"),
 R("metadata","critical","Link",{"max":1,"unit":"links","check":"linkCount"},pl("Text panel"),alt=["Link | 1 | HTTPS only"],ext="metadata"),
 R("metadata","critical","HTTPS only; shown as “Find out more”",None,pl("Text panel")),
 R("dimensions","critical","150 × 60 px, PNG, 30 kB max.",{"allowed":["150x60"]},pl("Text panel",part="logo")),
 R("format","critical","150 × 60 px, PNG, 30 kB max.",{"allowed":["PNG"]},pl("Text panel",part="logo")),
 R("fileSize","critical","150 × 60 px, PNG, 30 kB max.",{"max":30,"unit":"KB"},pl("Text panel",part="logo"),note="the logo only"),
 R("brandGuidelines","warning","Transparent background (recommended)",None,pl("Text panel",part="logo")),
 R("dimensions","critical","Displayed at 600 × 150 px",{"allowed":["1200x300","600x150"]},pl("Banner"),alt=["supply it at 1200 × 300 px"],note="footnote 2 accepts a 600 x 150 file; a 1200 x 300-only rule at critical would fail it"),
 R("dimensions","warning","supply it at 1200 × 300 px for high-resolution screens",{"allowed":["1200x300"]},pl("Banner")),
 R("format","critical","JPG or PNG, 150 kB max.",{"allowed":["JPG","PNG"]},pl("Banner")),
 R("fileSize","critical","JPG or PNG, 150 kB max.",{"max":150,"unit":"KB"},pl("Banner")),
 R("duration","critical","Static only. Animated GIFs are not accepted",{"max":0,"unit":"s","check":"animationLength"},pl("Banner")),
 R("metadata","critical","One click-through URL",{"max":1,"unit":"links","check":"linkCount"},pl("Banner"),ext="metadata"),
 R("fileSize","critical","HTML file, 100 kB max., 600 px wide",{"max":100,"unit":"KB"},pl("Solus",kinds=["email"])),
 R("dimensions","critical","HTML file, 100 kB max., 600 px wide",{"minWidth":600,"maxWidth":600,"unit":"px"},pl("Solus",kinds=["email"])),
 R("metadata","critical","with all images hosted by the sponsor over HTTPS",None,pl("Solus")),
 R("fileSize","critical","No more than 8 images",{"max":8,"unit":"files","check":"fileCount"},pl("Solus",kinds=["email"])),
 R("fileSize","critical","no image larger than 200 kB",{"max":200,"unit":"KB"},pl("Solus",part="images"),note="each image; never the HTML"),
 R("characterCount","critical","Subject line: 70 characters",{"max":70,"unit":"chars","check":"subjectLine"},pl("Solus"),ext="metadata"),
 R("characterCount","critical","pre-header: 90 characters",{"max":90,"unit":"chars","check":"preheader"},pl("Solus"),ext="metadata"),
 R("metadata","critical","do not set a sender name in the file",None,pl("Solus"),note="a prohibition"),
 R("disclaimers","critical","The email must open with the line",None,pl("Solus"),alt=["This email has been sent on behalf of [Sponsor]. NSR has had no"]),
 R("metadata","warning","A plain-text version should be supplied (recommended).",None,pl("Solus")),
 R("contrast","warning","check that logos and the prescribing-information link remain visible (recommended)",None,pl("Solus",condition="dark mode")),
 R("disclaimers","critical","It must be clearly identified as promotional and say who the sponsor is.",None,{"channel":"Email","condition":RX}),
 R("disclaimers","critical","It must include the prescribing information or a clear, prominent link to it",None,{"channel":"Email","condition":RX}),
 R("safetyInfo","critical","and the adverse event reporting statement",None,{"channel":"Email","condition":RX}),
 R("safetyInfo","critical","inverted black triangle symbol must appear next to the first mention",None,{"channel":"Email","condition":"black triangle medicine"}),
 R("fdaFilingNumber","critical","It must carry the job bag number and date of preparation",{"pattern":"^(UK|IE)-[A-Z]{3}-\\d{4}$"},{"channel":"Email","condition":RX},note="accepts UK-ORV-0192 and IE-ORV-0044; the date of preparation is a separate element"),
 R("brandGuidelines","critical","Non-promotional items (meeting sponsorships, grants, disease education) must not name a medicine.",None,{"channel":"Email","condition":"non-promotional"}),
 R("naming","critical","NSR_[YYMMDD]_[Format]_[Sponsor].[ext]",{"pattern":"^NSR_\\d{6}_[A-Z]+_[A-Za-z]+\\.[a-z]+$"},None,note="accepts NSR_270114_BANNER_Ostravia.jpg and NSR_270121_SOLUS_Ostravia.html"),
]
assets = [
 {"file":"NSR_270114_BANNER_Ostravia.jpg","kind":"static","channel":"Email","placement":"Banner","width":1200,"height":300,"format":"JPG","sizeKB":118},
 {"file":"NSR_270128_BANNER_Keloran.png","kind":"static","channel":"Email","placement":"Banner","width":600,"height":150,"format":"PNG","sizeKB":64,"expectWarnings":["supply it at 1200 × 300 px for high-resolution screens"],"note":"600 x 150 only: accepted by footnote 2, with a warning"},
 {"file":"NSR_270114_LOGO_Ostravia.png","kind":"static","channel":"Email","placement":"Text panel","part":"logo","width":150,"height":60,"format":"PNG","sizeKB":22},
 {"file":"NSR_270114_TEXT_Ostravia.txt","kind":"text","channel":"Email","placement":"Text panel","text":{"headline":"Early axial SpA: what the 2-year imaging data show","body":"Join Dr Amira Shah for a 30-minute webinar on the 2-year MRI results with Orvenza in early axial spondyloarthritis. Prescribing information and adverse event reporting details are available via the link."}},
 {"file":"NSR_270121_SOLUS_Ostravia.html","kind":"email","channel":"Email","placement":"Solus","width":600,"height":2200,"sizeKB":71,"fileCount":6,"format":"HTML","text":{"subjectLine":"Orvenza in early axial SpA: 2-year imaging results","preheader":"Sent on behalf of Ostravia. Prescribing information and AE reporting inside."},"note":"71 kB HTML; the 150 kB banner limit or the 30 kB logo limit must not reach it"},
]
write(N, style, notreq, rules, assets)
