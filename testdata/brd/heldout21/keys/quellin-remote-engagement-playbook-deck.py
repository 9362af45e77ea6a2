from keylib import R, write
N = "quellin-remote-engagement-playbook-deck"
D = {"channel": "Remote", "kinds": ["html5"]}
V = {"channel": "Remote", "kinds": ["video"]}
L = {"channel": "Remote", "kinds": ["document"]}
S = {"channel": "CRM", "part": "suggestion"}
A = {"channel": "Remote"}
rules = [
 R("aspectRatio","critical","16:9 layout, built at 1920 × 1080",{"allowed":["16:9"]},D),
 R("dimensions","critical","16:9 layout, built at 1920 × 1080",{"allowed":["1920x1080"]},D),
 R("metadata","critical","12 slides or fewer per remote e-detail",{"max":12,"unit":"slides"},D),
 R("typography","critical","Body text 24 pt or larger",{"min":24,"unit":"pt"},D),
 R("characterCount","warning","One message per slide, headline under 8 words",{"max":8,"exclusive":True,"unit":"words","check":"headline"},D,ext="metadata"),
 R("fileSize","critical","Package zip 25 MB or less",{"max":25600,"unit":"KB"},D),
 R("brandGuidelines","critical","No hover states or tap-only pop-ups",None,D,alt=["everything must work with a mouse click"]),
 R("safetyInfo","critical","ISI slide reachable with one click from every slide",None,D),
 R("duration","warning","Avoid animations longer than 1 s",{"max":1,"unit":"s","check":"buildInAnimation"},D,note="each animation; never the e-detail or a video"),
 R("duration","critical","Length",{"min":30,"max":90,"unit":"s"},V,alt=["Length | 30–90 s | MUST"]),
 R("format","critical","File",{"allowed":["MP4"]},V,alt=["File | MP4, H.264, 1280 × 720 or 1920 × 1080 | MUST"]),
 R("codec","critical","File",{"allowed":["h264"],"check":"videoCodec"},V,alt=["File | MP4, H.264, 1280 × 720 or 1920 × 1080 | MUST"]),
 R("dimensions","critical","File",{"allowed":["1280x720","1920x1080"]},V,alt=["File | MP4, H.264, 1280 × 720 or 1920 × 1080 | MUST"]),
 R("frameRate","critical","Frame rate",{"allowed":["30"],"unit":"fps"},V,alt=["Frame rate | 30 fps (not 60: sharing halves it) | MUST"]),
 R("frameRate","critical","not 60: sharing halves it",{"excluded":["60"]},V,optional=True,note="negation; the allowed value already excludes it"),
 R("fileSize","critical","Weight",{"max":40960,"unit":"KB"},V,alt=["Weight | 40 MB max per snippet | MUST"]),
 R("accessibility","critical","Captions",None,V,alt=["Captions | open captions, always on | MUST"]),
 R("audioLoudness","warning","Audio",{"target":-16,"unit":"LUFS","check":"integrated"},V,alt=["Audio | −16 LUFS; reps share system audio | NICE"],ext="metadata",
   note="target without a tolerance"),
 R("safetyInfo","critical","Snippets that include efficacy claims end with a 5-second safety end card",{"min":5,"unit":"s","check":"endCardDuration"},V,
   optional=True,ext="safetyInfo",note="a line without a pill, which the legend calls an explanation; a reviewer may still read it as a rule"),
 R("dimensions","critical","US Letter, portrait, 8.5 × 11 in",{"allowed":["8.5x11"],"unit":"in","check":"trimSize"},L,ext="dimensions"),
 R("metadata","critical","4 pages maximum",{"max":4,"unit":"pages"},L,note="PI pages come on top"),
 R("safetyInfo","critical","plus Prescribing Information attached as the last pages",None,L),
 R("fileSize","critical","5 MB or smaller",{"max":5120,"unit":"KB"},L),
 R("accessibility","critical","Tagged PDF with a reading order",None,L),
 R("naming","warning","File name readable by the HCP",None,L,alt=["e.g. Brivanta-Dosing-Guide.pdf"]),
 R("characterCount","critical","Suggestion title",{"max":50,"unit":"chars","check":"title"},S,alt=["Suggestion title | 50 characters | MUST"],ext="metadata"),
 R("characterCount","critical","Reason text (“why this HCP”)",{"max":200,"unit":"chars","check":"reason"},S,alt=["Reason text (“why this HCP”) | 200 characters | MUST"],ext="metadata"),
 R("brandGuidelines","critical","may not quote efficacy data or name a competitor",None,S),
 R("metadata","critical","up to 3 linked library assets",{"max":3,"unit":"assets"},S),
 R("metadata","warning","14 days after creation",None,S,alt=["Expiry | 14 days after creation | NICE"],optional=True,note="a CRM setting with a NICE pill"),
 R("fdaFilingNumber","critical","Approval code on the first and last slide, or in the PDF footer",{"pattern":r"^QLN-(BRV|SOL)-US-\d{5}$"},A,
   alt=["QLN-BRV-US-NNNNN"],note="examples QLN-BRV-US-00412; Solmirex QLN-SOL-US-NNNNN"),
 R("naming","critical","CRM library names: [Brand]_[Type]_[Topic]_[MMYY]",{"pattern":r"^[A-Z]{3}_[A-Z]{3}_[A-Za-z]+_\d{4}$"},A,alt=["e.g. BRV_RED_Exacerbations_0327"]),
 R("customerType","critical","Remote content is for HCPs only",{"allowed":["HCP"]},A,alt=["never share it with patients on a call"]),
]
notreq = [
 "Title slide code QLN-INT-0912 and 'Internal use only'",
 "Statistics slide: 43%, 2.7×, 11 min",
 "Legend slide (MUST / NICE pills; lines without a pill are explanations)",
 "'(loads over the rep’s home broadband)', '(viewers see a shrunken window)', '(many health-system mail servers refuse larger attachments)' (reasons)",
 "Warning box 'Leave-behinds are sent only through approved email fragments' (a sending process without a pill)",
 "FY2027 plan table (waves, asset counts, 24 suggestions, budgets 210,000 / 95,000 / 160,000 USD, dates), MLR 15 business days, 3 rounds, contacts",
]
assets = [
 {"file":"BRV_RED_Exacerbations_0327","kind":"html5","channel":"Remote","width":1920,"height":1080,"format":"ZIP","sizeKB":18432,
  "note":"the document's example name; 18 MB: inside 25 MB, fails the 5 MB leave-behind cap if unscoped"},
 {"file":"BRV_VID_InhalerTechnique_0327","kind":"video","channel":"Remote","width":1280,"height":720,"format":"MP4","codec":"h264","fps":30,"durationS":75,
  "sizeKB":28672,"loudnessLUFS":-16.2,"hasAudio":True,"captions":True,"endCardS":5,"note":"28 MB: fails the 25 MB e-detail and 5 MB leave-behind caps if unscoped"},
 {"file":"BRV_LBP_DosingGuide_0327","kind":"document","channel":"Remote","format":"PDF","sizeKB":3891,
  "note":"library name; the HCP-facing file name recommendation is not checked here"},
 {"file":"NBA suggestion S-07","kind":"suggestion","channel":"CRM","part":"suggestion",
  "text":{"title":"Share the inhaler technique snippet with Dr. Patel",
          "reason":"Dr. Patel asked about device technique for new COPD patients at the last call and has opened two inhaler emails this month."}},
]
write(N, "Pharma field-force REMOTE ENGAGEMENT CONTENT PLAYBOOK as a 16:9 slide deck exported to PDF (9 slides, no browser header): title slide, KPI slide, a legend slide (MUST / NICE pills; lines without a pill are explanations), two-column pill lists for the remote e-detail, a Property | Spec | pill table for video snippets with a negation in brackets ('not 60'), leave-behind PDF rules in inches, a next-best-action suggestion field table (title / reason character limits), codes and naming slide, a plan-and-budget table", notreq, rules, assets)
