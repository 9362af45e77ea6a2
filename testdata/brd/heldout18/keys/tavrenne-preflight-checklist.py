from keylib import R, write
D = {"kinds": ["html5", "static", "animated"], "channel": "Display"}
H = {"kinds": ["html5", "animated"], "channel": "Display"}
E = {"kinds": ["email"], "channel": "Email"}
rules = [
 R("naming","critical","LUM_[Size]_[Audience]_v[NN]",{"pattern":r"^LUM_\d+x\d+_[A-Z]+_v\d{2}\.[a-z]+$"},D,alt=["File name | Follows LUM_[Size]_[Audience]_v[NN]"],
   note="section A is the banner files; the Veeva email is named by the Veeva template, so an unscoped pattern with a size token would fail it"),
 R("dimensions","critical","300x250, 300x600 or 728x90 only",{"allowed":["300x250","300x600","728x90"]},D,alt=["Dimensions | 300x250, 300x600 or 728x90 only, exactly as trafficked"],
   note="the 600 px email (D3) must not be held to the banner sizes"),
 R("fileSize","critical","200 kB or less per ZIP",{"max":200,"unit":"KB"},{"kinds":["html5"],"channel":"Display"},alt=["ZIP weight | 200 kB or less per ZIP, backup image excluded"]),
 R("fileSize","warning","Ideally under 100 kB before the polite load starts",{"max":100,"unit":"KB","check":"initialLoad","exclusive":True},H,
   note="no [HARD] marker: advisory by the legend"),
 R("fileSize","critical","No more than 15 files inside the ZIP",{"max":15,"unit":"files","check":"fileCount"},{"kinds":["html5"],"channel":"Display"}),
 R("format","critical","JPG or PNG, no more than 40 kB, same dimensions as the unit",{"allowed":["JPG","PNG"]},{"part":"backup"},alt=["Backup image | JPG or PNG"]),
 R("fileSize","critical","JPG or PNG, no more than 40 kB, same dimensions as the unit",{"max":40,"unit":"KB"},{"part":"backup"},alt=["no more than 40 kB"]),
 R("dimensions","critical","same dimensions as the unit",None,{"part":"backup"},optional=True,note="relative size; no value to check"),
 R("duration","critical","All animation stops within 15 seconds",{"max":15,"unit":"s","check":"animationLength"},H),
 R("duration","critical","Two loops maximum",{"max":2,"unit":"loops","check":"loopCount"},H,alt=["the unit ends on the static end frame"]),
 R("metadata","critical","Whole unit clickable through clickTag",None,H,alt=["no hard-coded URLs"]),
 R("brandGuidelines","warning","No audio on load; sound only after a user click",None,H,optional=True,note="advisory line marked not applicable; audio behaviour, not a value"),
 R("safetyInfo","critical","“Prescribing information” link visible on the end frame and clickable",None,D,alt=["Prescribing information"]),
 R("safetyInfo","critical","Full AE reporting statement on the end frame",alt=["Adverse events should be reported."]),
 R("safetyInfo","critical","Inverted black triangle ▼ beside the first mention of Lumisca, at least 10 px high",None,D,alt=["Black triangle"],
   note="additional-monitoring triangle; the 10 px is the triangle's height, not a text size or asset dimension"),
 R("fdaFilingNumber","critical","Job bag in the format LUM/UK/NNNN",{"pattern":r"^LUM/UK/\d{4}$"},alt=["e.g. LUM/UK/0412"],note="UK job bag code; example LUM/UK/0412"),
 R("disclaimers","critical","“For UK healthcare professionals only” on the first frame",None,D),
 R("customerType","critical","For UK healthcare professionals only",{"allowed":["HCP"]},optional=True,note="the whole form is HCP; every asset is HCP"),
 R("typography","critical","No text smaller than 10 px",{"min":10,"unit":"px"},D,alt=["including the AE statement"]),
 R("contrast","warning","Body copy at least 4.5:1 against its background",{"min":4.5,"unit":"ratio"},D,note="no [HARD]: advisory"),
 R("characterCount","critical","60 characters or fewer, spaces included",{"max":60,"unit":"chars","check":"subjectLine"},E,alt=["Subject line | 60 characters or fewer"],ext="metadata"),
 R("characterCount","warning","90 characters or fewer",{"max":90,"unit":"chars","check":"preheader"},E,alt=["Pre-header | 90 characters or fewer"],ext="metadata"),
 R("dimensions","critical","Email body 600 px wide",{"minWidth":600,"maxWidth":600,"unit":"px"},E),
 R("metadata","critical","Unsubscribe token present in the footer",None,E),
 R("fileSize","critical","No more than 1 MB; first frame carries the key message",{"max":1024,"unit":"KB"},{"channel":"Email","part":"images","condition":"animated GIF"},optional=True,
   alt=["Animated GIF | No more than 1 MB"],note="[HARD] line marked not applicable to this build; a 1 MB cap on the whole email or on banners is wrong scope"),
]
notreq = [
 "the legend (✔ / ✘ / — / ☐; [HARD] = hard stop, others advisory) and 'Do not pass an asset on close enough'",
 "Result line: 22 checks, 17 passed, 3 failed, 2 N/A, pass rate 85% (counts)",
 "defect measurements: ZIP 214 kB on 300x600, 728x90 loops three times, triangle 7 px (observed values, not limits)",
 "'Ask media whether the 970x250 billboard is still planned (not in this build; no spec agreed yet)'",
 "job HB-2741, build RC 4.2.17 / 4.2.18, preview ID 88213, browsers tested, dates, 3.5 hours, form version v3.2 / v3.3",
]
assets = [
 {"file":"LUM_300x250_HCP_v03.zip","kind":"html5","channel":"Display","width":300,"height":250,"format":"ZIP","sizeKB":188,"initialLoadKB":92,"fileCount":12,"durationS":15,"loops":2,"note":"the document's own example name"},
 {"file":"LUM_728x90_HCP_v03.zip","kind":"html5","channel":"Display","width":728,"height":90,"format":"ZIP","sizeKB":176,"initialLoadKB":118,"fileCount":9,"durationS":12,"loops":1,
  "expectWarnings":["Ideally under 100 kB before the polite load starts"],"note":"118 kB initial: over the advisory 100 kB only; an initial-load rule at critical would fail it"},
 {"file":"LUM_300x600_HCP_v03.jpg","kind":"static","part":"backup","channel":"Display","width":300,"height":600,"format":"JPG","sizeKB":38},
 {"file":"LUM_AE_Launch_HCP_v02.html","kind":"email","channel":"Email","width":600,"height":1400,"format":"HTML","sizeKB":64,
  "text":{"subjectLine":"New data: Lumisca in moderate-to-severe plaque psoriasis","preheader":"Read the 52-week results and see the Prescribing information for Lumisca ferotamab today"},
  "note":"600 px wide email: fails the banner size list and the 200 kB ZIP rule if those were unscoped"},
]
write("tavrenne-preflight-checklist",
 "Word-native PRE-FLIGHT QA CHECKLIST form (hand-written OOXML, A4, British) filled in for one build: job grid, a legend ([HARD] = hard stop, unmarked = advisory; ✔/✘/—/☐ results), lettered sections of No. | Check | Pass criteria | Result | By rows whose Pass criteria cells are the spec, failed rows carrying defect numbers, a not-applicable [HARD] line, a result line with counts and a pass rate, [x]/[ ] notes and a sign-off table",
 notreq, rules, assets)
