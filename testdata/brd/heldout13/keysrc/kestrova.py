import sys; sys.path.insert(0, 'keysrc')
from k import *
D = {"kinds": ["html5"], "channel": "Display"}
AN = {"kinds": ["animated", "html5"], "channel": "Display"}
BK = {"kinds": ["static"], "channel": "Display", "part": "backup"}
EM = {"kinds": ["email"], "channel": "Email"}
VID = {"kinds": ["video"], "channel": "Video"}
CLM = {"kinds": ["html5"], "channel": "CLM"}
TH = {"kinds": ["static"], "channel": "CLM", "part": "thumbnail"}
tol = "criterion with a Quality tolerance: the tolerance is what the Senior User accepts (critical), the criterion the target (warning) — section 6.4"
R = [
 E("dimensions", "critical", "Sizes: 300 × 250, 728 × 90, 160 ×", {"allowed": ["300x250", "728x90", "160x600", "300x600"]}, D,
   alt=["Sizes: 300 × 250, 728 × 90, 160 × 600 and 300 × 600 | None"], note="PD-04, tolerance none"),
 E("fileSize", "critical", "Initial load no more than 150 kB", {"max": 150, "unit": "KB", "check": "initialLoad"}, D, alt=["Initial load no more than 150 kB | per banner | None"]),
 E("duration", "warning", "Animation stops after 15 seconds", {"max": 15, "unit": "s", "check": "animationLength"}, AN, note=tol),
 E("duration", "critical", "Up to 20 seconds where the safety", {"max": 20, "unit": "s", "check": "animationLength"}, dict(AN, condition="where the safety information scroll needs it"),
   alt=["Animation stops after 15 seconds | Up to 20 seconds where the safety | information scroll needs it"], note=tol + "; the 20 s applies where the ISI scroll needs it, otherwise 15 s is still only a target"),
 E("format", "critical", "Static backup image in JPG", {"allowed": ["JPG"]}, BK, alt=["Static backup image in JPG, no | more than 60 kB | None"]),
 E("fileSize", "critical", "more than 60 kB", {"max": 60, "unit": "KB"}, BK, alt=["Static backup image in JPG, no | more than 60 kB | None"]),
 E("safetyInfo", "critical", "Prescribing information link and", None, {"channel": "Display"}, alt=["Prescribing information link and | adverse event statement visible on | every frame"],
   note="PI link on every frame"),
 E("disclaimers", "critical", "adverse event statement visible on", None, {"channel": "Display"}, alt=["Prescribing information link and | adverse event statement visible on | every frame"],
   note="adverse event reporting statement on every frame"),
 E("characterCount", "warning", "Subject line of 45 characters or fewer", {"max": 45, "unit": "chars", "check": "subjectLine"}, EM, extended=True, legacy="metadata", note=tol),
 E("characterCount", "critical", "Up to 55 characters", {"max": 55, "unit": "chars", "check": "subjectLine"}, EM, alt=["Subject line of 45 characters or fewer | Up to 55 characters"],
   extended=True, legacy="metadata", note=tol + " (added at version 1.2; issue I03)"),
 E("dimensions", "critical", "Width 600 px", {"minWidth": 600, "maxWidth": 600}, EM),
 E("fileSize", "critical", "Total weight of HTML and images no", {"max": 120, "unit": "KB", "check": "totalLoad"}, EM, alt=["Total weight of HTML and images no | more than 120 kB | None"]),
 E("fdaFilingNumber", "critical", "Job bag number in the form", {"pattern": "^KSTUK/\\d{4}/\\d{2}$"}, None, alt=["Job bag number in the form | KSTUK/NNNN/YY in the footer"],
   note="accepts KSTUK/0412/27 (stated for emails; the ABPI job bag number is on every item)"),
 E("format", "critical", "MP4, H.264, 1920 × 1080 at 25 fps", {"allowed": ["MP4"]}, VID),
 E("codec", "critical", "MP4, H.264, 1920 × 1080 at 25 fps", {"allowed": ["h264"], "check": "videoCodec"}, VID),
 E("dimensions", "critical", "MP4, H.264, 1920 × 1080 at 25 fps", {"allowed": ["1920x1080"]}, VID),
 E("frameRate", "critical", "MP4, H.264, 1920 × 1080 at 25 fps", {"allowed": ["25"], "min": 25, "max": 25, "unit": "fps"}, VID),
 E("duration", "warning", "Running time 3 to 5 minutes", {"min": 180, "max": 300, "unit": "s"}, VID, note=tol),
 E("duration", "critical", "± 30 seconds", {"min": 150, "max": 330, "unit": "s"}, VID, alt=["Running time 3 to 5 minutes | ± 30 seconds"],
   note=tol + ": 3 to 5 minutes ± 30 seconds = 150–330 s accepted (issue I08's 90-second version was rejected)"),
 E("audioLoudness", "critical", "Integrated loudness -23 LUFS", {"min": -24, "max": -22, "unit": "LUFS", "check": "integrated"}, VID,
   alt=["Integrated loudness -23 LUFS | ± 1 LU"], extended=True, legacy="codec", note="criterion with its tolerance ±1 LU"),
 E("accessibility", "critical", "Burned-in English subtitles throughout", None, VID),
 E("dimensions", "critical", "Slides at 2048 × 1536 px", {"allowed": ["2048x1536"]}, CLM),
 E("fileSize", "critical", "Each key message package no", {"max": 25600, "unit": "KB"}, dict(CLM, condition="key messages without video"),
   alt=["Each key message package no | larger than 25 MB"], note="tolerance none for the 12 key messages without video"),
 E("fileSize", "critical", "Up to 30 MB for the two", {"max": 30720, "unit": "KB"}, dict(CLM, condition="video key messages"),
   alt=["Up to 30 MB for the two | video key messages"], note=tol + "; for the two video key messages 25 MB is a target"),
 E("dimensions", "critical", "Thumbnail for every key message,", {"allowed": ["1024x768"]}, TH, alt=["Thumbnail for every key message, | 1024 × 768 PNG"]),
 E("format", "critical", "1024 × 768 PNG", {"allowed": ["PNG"]}, TH, alt=["Thumbnail for every key message, | 1024 × 768 PNG"]),
]
NR = [
 "Document control, revision history, distribution, approvals; 'must not be shared with customers'",
 "Project objectives and project tolerances (5 April 2027 +2 weeks, £1,240,000 ±10%, 85% −10 points, 900 of 1,150 −100): 'not properties of the content'",
 "Background and constraints: 140 of 210 departments, 60 per cent of contacts, certification takes about 12 working days, publishers confirmed 26 February",
 "Business case (£1.2m, £2.1m/£6.8m/£9.4m, NPV £13.2 million, 9 per cent, 310 hours), roles with time commitments, stakeholder analysis, benefits targets (35% open rate, 0.15% CTR, 350 registrations, 70% of calls) 'not acceptance criteria for any product'",
 "Product breakdown structure; product-description Purpose/Composition/Derivation paragraphs (6 + 4 emails, six webinars, 14 key messages are quantities, not limits)",
 "PD-05 'Renders correctly in the 12 clients of the Kestrova test list | At most one minor defect, in Outlook 2016 only' and PD-07 'Works offline on iPad (10th generation) and iPad Pro': genuine acceptance criteria that no rule field measures (not keyed)",
 "Quality responsibilities (20 per cent sampling), 71 per cent read email on a phone",
 "Risk register scores (1–5, thresholds 15 and 20), change budget £60,000, stage/work-package tolerances (+1 week, ±5%, ±£5,000, 3 working days)",
 "8.1 project document naming KV-UKL-07_[Product ID]_[Title]_v[major].[minor] — 'applies to project management documents only' (a naming rule from it would fail every allowed asset: harmful)",
 "Work package descriptions, stage 2 schedule, communication plan, project plan budgets and dates, governance calendar",
 "Issue register: I01 320 × 50 rejected, I03 60 characters partly approved (tolerance 55), I04 prototype at 41 MB (an off-specification, not a limit), I08 90-second version rejected",
 "Appendix C lessons (restate that criteria exist, without values)",
]
A = [
 {"file": "VIR_DermaNet_300x600_v2.zip", "kind": "html5", "channel": "Display", "width": 300, "height": 600, "format": "HTML5", "sizeKB": 290, "initialLoadKB": 147,
  "subloadKB": 143, "durationS": 19, "loops": 1, "expectWarnings": ["Animation stops after 15 seconds"],
  "note": "19 s with the ISI scroll: inside the 20 s tolerance, above the 15 s target"},
 {"file": "VIR_DermaNet_300x600_v2_backup.jpg", "kind": "static", "channel": "Display", "part": "backup", "width": 300, "height": 600, "format": "JPG", "sizeKB": 58},
 {"file": "VIR_RTE_Visit_Followup_01.html", "kind": "email", "channel": "Email", "width": 600, "height": 1700, "format": "HTML", "sizeKB": 116,
  "text": {"subjectLine": "Following our visit: Vireya efficacy data at week 16"}, "expectWarnings": ["Subject line of 45 characters or fewer"],
  "note": "52-character subject: inside the 55 tolerance, above the 45 target"},
 {"file": "VIR_Webinar1_Highlights.mp4", "kind": "video", "channel": "Video", "width": 1920, "height": 1080, "format": "MP4", "codec": "h264", "fps": 25, "durationS": 320,
  "sizeKB": 358400, "videoBitrateKbps": 8000, "hasAudio": True, "audioCodec": "aac", "audioChannels": 2, "sampleRateHz": 48000, "loudnessLUFS": -23.6, "truePeakDBTP": -2.0,
  "captions": "burned-in", "expectWarnings": ["Running time 3 to 5 minutes"], "note": "5 min 20 s: inside ±30 s of 3–5 minutes, outside the target"},
 {"file": "VIR_CLM_KM03.zip", "kind": "html5", "channel": "CLM", "width": 2048, "height": 1536, "format": "HTML5", "sizeKB": 22528,
  "note": "22 MB key message without video; a video key message up to 30 MB is also allowed (not listed: check_allowed cannot tell the two conditions apart)"},
 {"file": "VIR_CLM_KM03_thumb.png", "kind": "static", "channel": "CLM", "part": "thumbnail", "width": 1024, "height": 768, "format": "PNG", "sizeKB": 310, "namingExempt": True},
]
write("kestrova-launch-pid",
 "British PRINCE2 PROJECT INITIATION DOCUMENT for a launch digital programme: document control, revision history, distribution, project definition with project tolerances (time, cost, scope, quality, benefits), constraints, project approach and acceptance criteria, business-case figures, Project Board roles, stakeholder analysis, benefits targets, a 14-product breakdown structure, quality management approach with four PRODUCT DESCRIPTIONS whose quality-criteria tables 'Quality criterion | Quality tolerance | Quality method | Responsibility' carry the only asset requirements (a tolerance widens a criterion: target → warning, tolerance → critical), risk register with scores, change control with stage/work-package tolerances, a project-document naming convention for PMO files only, work packages, schedule, communication plan, issue register with rejected and off-specification values, governance calendar",
 NR, R, A)
