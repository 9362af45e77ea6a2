import sys, os; sys.path.insert(0, os.path.dirname(__file__))
from keylib import R, C, W, write
N = "dexamed-hcp-email-deployment-specs"
E = {"channel": "Email", "kinds": ["email"]}
IM = {"channel": "Email", "part": "images"}
RX = {"channel": "Email", "condition": "prescription drug"}
def row(label, mn, mx, rec): return f"{label} | {mn} | {mx} | {rec}"
rules = [
 R("dimensions", C, "Email width (px)", alt=["Email width (px) | — | 640"], params={"maxWidth": 640}, scope=E),
 R("dimensions", W, "Email width (px)", alt=[row("Email width (px)", "—", 640, 600)], params={"maxWidth": 600}, scope=E, note="recommended width 600 px"),
 R("fileSize", C, "HTML file size (KB)", alt=["HTML file size (KB) | — | 100"], params={"max": 100, "unit": "KB"}, scope=E, note="the .html alone, without images; 102 KB is Gmail's clipping point, not the limit"),
 R("fileSize", W, "HTML file size (KB)", alt=[row("HTML file size (KB)", "—", 100, 60)], params={"max": 60, "unit": "KB"}, scope=E),
 R("fileSize", C, "Any single image (KB)", alt=["Any single image (KB) | — | 200"], params={"max": 200, "unit": "KB"}, scope=IM),
 R("fileSize", W, "Any single image (KB)", alt=["Any single image (KB) | — | 200 | 100"], params={"max": 100, "unit": "KB"}, scope=IM),
 R("fileSize", C, "All images combined (KB)", alt=["All images combined (KB) | — | 800"], params={"max": 800, "unit": "KB", "check": "totalLoad"}, scope={"channel": "Email", "kinds": ["email"]}, note="sum of the images of one email, never one image's size"),
 R("fileSize", W, "All images combined (KB)", alt=["All images combined (KB) | — | 800 | 400"], params={"max": 400, "unit": "KB", "check": "totalLoad"}, scope={"channel": "Email", "kinds": ["email"]}),
 R("characterCount", C, "Subject line (characters)", alt=["Subject line (characters) | — | 60"], params={"max": 60, "unit": "chars", "check": "subjectLine"}, scope=E, extended=True, legacy="metadata"),
 R("characterCount", W, "Subject line (characters)", alt=["Subject line (characters) | — | 60 | 45"], params={"max": 45, "unit": "chars", "check": "subjectLine"}, scope=E, extended=True, legacy="metadata"),
 R("characterCount", C, "Pre-header (characters)", alt=["Pre-header (characters) | 40 | 100"], params={"min": 40, "max": 100, "unit": "chars", "check": "preheader"}, scope=E, extended=True, legacy="metadata"),
 R("characterCount", W, "Pre-header (characters)", alt=["Pre-header (characters) | 40 | 100 | 85"], params={"max": 85, "unit": "chars", "check": "preheader"}, scope=E, extended=True, legacy="metadata", note="recommended about 85"),
 R("metadata", C, "Tracked links", alt=["Tracked links | — | 25"], params={"max": 25, "unit": "links"}, scope=E, note="link count; never a file count"),
 R("metadata", W, "Tracked links", alt=["Tracked links | — | 25 | 10"], params={"max": 10, "unit": "links"}, scope=E, optional=True),
 R("typography", C, "Body text size (px)", alt=["Body text size (px) | 14"], params={"min": 14, "unit": "px"}, scope=E),
 R("typography", W, "Body text size (px)", alt=["Body text size (px) | 14 | — | 16"], params={"min": 16, "unit": "px"}, scope=E),
 R("typography", C, "ISI text size (px)", alt=["ISI text size (px) | 12"], params={"min": 12, "unit": "px"}, scope={**E, "condition": "ISI text"}),
 R("typography", W, "ISI text size (px)", alt=["ISI text size (px) | 12 | — | 14"], params={"min": 14, "unit": "px"}, scope={**E, "condition": "ISI text"}),
 R("metadata", C, "Table-based layout; all CSS inline.", scope=E),
 R("format", C, "JPG, PNG or GIF, referenced by absolute HTTPS URLs.", params={"allowed": ["JPG", "PNG", "GIF"]}, scope=IM),
 R("brandGuidelines", C, "the first frame must carry the message", scope={**IM, "kinds": ["animated"]}),
 R("accessibility", C, "Every image must have alt text.", scope=E),
 R("metadata", C, "HTTPS only; no URL shorteners.", scope=E),
 R("brandGuidelines", W, "We recommend transparent PNG logos and testing in dark mode.", scope=E),
 R("metadata", C, "JavaScript of any kind.", scope=E),
 R("metadata", C, "Forms, surveys or input fields inside the email.", scope=E),
 R("metadata", C, "Embedded video, audio, iframes or Flash.", scope=E),
 R("metadata", C, "External style sheets or web fonts loaded from third-party servers.", scope=E),
 R("metadata", C, "Your own unsubscribe link or postal address", scope=E, note="must NOT be included: inserted by the vendor"),
 R("metadata", C, "Send the subject line and pre-header text in the deployment form", scope=E, optional=True, note="delivery process"),
 R("metadata", C, "Subject lines must not be written in all capitals and must not use emoji.", params={"check": "subjectLine"}, scope=E),
 R("fairBalance", C, "must not name the product together with a benefit claim unless the email opens with the ISI", scope=RX),
 R("disclaimers", C, "and the sponsor’s company name must appear at the top of the email", scope=E),
 R("safetyInfo", C, "must carry the Important Safety Information as live HTML text in the body, never as an image", scope=RX),
 R("safetyInfo", C, "A link to the full Prescribing Information must appear next to the ISI heading.", scope=RX),
 R("disclaimers", C, "This email is intended for U.S. healthcare professionals only.", alt=["Every email must include the line"], scope=E, note="an audience statement the email must carry (customerType HCP equally acceptable)"),
]
nr = [
 "780,000 opted-in U.S. healthcare professionals (audience)",
 "An email that fails a Maximum or Minimum ... is returned; Recommended values ... we do not return emails for missing them (legend)",
 "Gmail clips messages larger than 102 KB (reason; 102 KB is not the limit)",
 "Media queries in a <style> block in the head are allowed for mobile (permission)",
 "We host images on our CDN if you send them in a ZIP (service)",
 "Animated GIFs | Allowed (permission); Outlook for Windows shows only the first frame (reason)",
 "UTM parameters are welcome (permission)",
 "The from name is always 'DexaMed Reach on behalf of' … it cannot be changed (platform behaviour)",
 "Final HTML is due 5 business days before the send date; seed tests to up to 10 addresses; report 7 days after (process)",
 "$450 per thousand delivered, minimum 5,000 recipients; list selects $35 CPM; open rates 18–24% (fees, figures)",
]
A = [
 {"file": "DMR_Velquira_HCP_Mar27.html", "kind": "email", "format": "HTML", "channel": "Email", "width": 600, "height": 2400, "sizeKB": 94, "imagesTotalKB": 339, "imageCount": 3, "trackedLinks": 8,
  "text": {"subjectLine": "New 52-week data for adults with moderate plaque psoriasis", "preheader": "See efficacy and safety results, including the Important Safety Information."},
  "expectWarnings": ["HTML file size (KB)", "Subject line (characters)"],
  "note": "94 KB HTML and a 58-character subject: inside the maxima, over the recommendations"},
 {"file": "DMR_Velquira_hero_600x320.jpg", "kind": "static", "format": "JPG", "width": 600, "height": 320, "sizeKB": 188, "channel": "Email", "part": "images",
  "expectWarnings": ["Any single image (KB)"], "note": "188 KB image: under 200; the 100 KB HTML limit applied to images fails it"},
 {"file": "DMR_Velquira_playbutton_600x338.gif", "kind": "animated", "format": "GIF", "width": 600, "height": 338, "sizeKB": 142, "durationS": 6, "loops": 3, "channel": "Email", "part": "images",
  "expectWarnings": ["Any single image (KB)"]},
 {"file": "DMR_Velquira_logo_180x60.png", "kind": "static", "format": "PNG", "width": 180, "height": 60, "sizeKB": 9, "channel": "Email", "part": "images"},
]
write(N, "HCP EMAIL-LIST VENDOR's SPONSOR DEPLOYMENT SPECIFICATIONS page (browser print, header/footer kept; serif article with sans tables): a legend in the opening paragraph (Maximum/Minimum and 'Not accepted' return the email; Recommended does not), a 'Limits at a glance' table with SEPARATE Minimum / Maximum / Recommended columns and units in the row labels (width, HTML KB, single-image KB, all-images KB, subject and pre-header characters, tracked links, body/ISI px), a note that 102 KB is Gmail's clipping point (not the limit), a definition list of build rules, a numbered 'Not accepted' list of bare noun phrases (no verbs), subject-line rules, required content (Sponsored by, live-text ISI, PI link, HCP-only line), fees", nr, rules, A)
