import sys; sys.path.insert(0, 'keysrc')
from k import *
LOGO = {"part": "logo"}
H5 = {"kinds": ["html5"], "channel": "Display"}
AN = {"kinds": ["animated", "html5"], "channel": "Display"}
BK = {"kinds": ["static"], "channel": "Display", "part": "backup"}
EM = {"kinds": ["email"], "channel": "Email"}
SOC = {"kinds": ["video"], "channel": "Social"}
VID = {"kinds": ["video"], "channel": "Video"}
WEBH = {"kinds": ["static"], "channel": "Web", "part": "mainImage"}
WEBI = {"kinds": ["static"], "channel": "Web"}
dd = "Do/Don't panel: advice, 'not checked at brand review' (info equally acceptable)"
def S(f, sev, item, val, p, sc, **kw):
    return E(f, sev, val, p, sc, alt=[f"{item} | {val}"], **kw)
R = [
 S("brandGuidelines", "critical", "Clear space", "Keep clear space around the logo equal to the height of the symbol on every side", None, LOGO),
 S("dimensions", "critical", "Minimum size (digital)", "The logo must be at least 120 px wide", {"minWidth": 120, "unit": "px"}, LOGO, note="the logo's width (brandGuidelines with the same bound equally right); never the whole creative's width"),
 S("dimensions", "critical", "Minimum size (print)", "30 mm wide", {"minWidth": 30, "unit": "mm"}, {"part": "logo", "channel": "Print"}, extended=True, legacy="brandGuidelines"),
 S("brandGuidelines", "critical", "Position", "Top left or bottom right of the layout", None, LOGO),
 S("brandGuidelines", "critical", "Versions", "Full color on white or light backgrounds; reversed white on navy or on photographs", None, LOGO, optional=True),
 S("contrast", "critical", "Text contrast", "Text must reach a contrast ratio of at least 4.5:1 against its background", {"min": 4.5, "unit": "ratio"}, None),
 S("contrast", "critical", "Large text contrast", "Text of 24 px and above, or 19 px bold, must reach at least 3:1", {"min": 3, "unit": "ratio"}, {"condition": "large text (24 px, or 19 px bold)"},
   note="a 24 px threshold is a condition, not a text-size limit"),
 S("typography", "critical", "Coral on white", "Never used for text smaller than 24 px", {"min": 24, "unit": "px"}, {"condition": "Coral text on white"}, optional=True,
   note="coral text on white must be 24 px or larger; applied to all text it would be harmful"),
 S("typography", "critical", "Typefaces", "Torvane Sans; Arial where Torvane Sans cannot be embedded", {"allowed": ["Torvane Sans", "Arial"]}, None),
 S("typography", "critical", "Body text on websites", "At least 16 px", {"min": 16, "unit": "px"}, {"channel": "Web"}),
 S("typography", "critical", "Body text in email", "At least 14 px", {"min": 14, "unit": "px"}, {"channel": "Email"}),
 S("typography", "critical", "Safety information in display ads", "At least 10 px", {"min": 10, "unit": "px"}, {"channel": "Display"}),
 # websites
 S("dimensions", "critical", "Hero image", "2880 × 1200 px (supplied at 2x), WebP or JPG, no larger than 500 KB", {"allowed": ["2880x1200"]}, WEBH),
 S("format", "critical", "Hero image", "2880 × 1200 px (supplied at 2x), WebP or JPG, no larger than 500 KB", {"allowed": ["WEBP", "JPG"]}, WEBH),
 S("fileSize", "critical", "Hero image", "2880 × 1200 px (supplied at 2x), WebP or JPG, no larger than 500 KB", {"max": 500, "unit": "KB"}, WEBH),
 S("fileSize", "critical", "Content images", "Supplied at 2x the display size, no larger than 300 KB each", {"max": 300, "unit": "KB"}, {"kinds": ["static"], "channel": "Web", "part": "images"},
   note="content images only: the hero image has 500 KB"),
 S("characterCount", "critical", "Alt text", "Every informative image has alt text of no more than 125 characters", {"max": 125, "unit": "chars", "check": "altText"}, {"channel": "Web"},
   extended=True, legacy="accessibility"),
 S("safetyInfo", "critical", "Safety information", "Product websites show Important Safety Information on every page, above the footer", None, {"channel": "Web"}),
 E("fileSize", "warning", "aim for under 200 KB where possible", {"max": 200, "unit": "KB"}, WEBI, note=dd),
 # display
 S("dimensions", "critical", "Sizes", "300 × 250, 728 × 90, 300 × 600, 320 × 50, 970 × 250", {"allowed": ["300x250", "728x90", "300x600", "320x50", "970x250"]}, DSP),
 S("format", "critical", "Build", "HTML5, with a JPG backup image for each size", {"allowed": ["HTML5"]}, H5),
 S("format", "critical", "Build", "HTML5, with a JPG backup image for each size", {"allowed": ["JPG"]}, BK),
 S("fileSize", "critical", "Initial load", "150 KB maximum", {"max": 150, "unit": "KB", "check": "initialLoad"}, H5),
 S("duration", "critical", "Animation", "30 seconds maximum; the last frame stays on screen", {"max": 30, "unit": "s", "check": "animationLength"}, AN),
 S("safetyInfo", "critical", "Safety information", "Product banners carry a scrolling Important Safety Information panel", None, {"channel": "Display"}),
 S("brandGuidelines", "critical", "Logo", "Torvane logo on the last frame", None, {"channel": "Display"}),
 E("duration", "warning", "15 seconds", {"max": 15, "unit": "s", "check": "animationLength"}, AN, alt=["Keep animation short; 15 seconds | is usually enough"], note=dd),
 E("fileSize", "warning", "Keep the backup under 50 KB", {"max": 50, "unit": "KB"}, BK, note=dd),
 E("duration", "warning", "Loop animation more than twice", {"max": 2, "unit": "loops", "check": "loopCount"}, AN, note=dd + "; a Don't"),
 # email
 S("dimensions", "critical", "Template width", "640 px", {"minWidth": 640, "maxWidth": 640}, EM, note="was 600 px before edition 5.0"),
 S("characterCount", "critical", "Subject line", "No more than 50 characters", {"max": 50, "unit": "chars", "check": "subjectLine"}, EM, extended=True, legacy="metadata"),
 S("characterCount", "critical", "Preheader", "Always set; no more than 90 characters", {"min": 1, "max": 90, "unit": "chars", "check": "preheader"}, EM, extended=True, legacy="metadata"),
 S("fileSize", "critical", "Total weight", "250 KB maximum including images", {"max": 250, "unit": "KB", "check": "totalLoad"}, EM),
 S("disclaimers", "critical", "Footer", "Company address, unsubscribe link and privacy link in every email", None, {"channel": "Email"}),
 E("characterCount", "warning", "aim for 35 characters or fewer", {"max": 35, "unit": "chars", "check": "subjectLine"}, EM, alt=["Front-load the subject line; aim for | 35 characters or fewer"], note=dd, extended=True, legacy="metadata"),
 # social
 S("aspectRatio", "critical", "Feed video aspect ratio", "4:5 or 1:1", {"allowed": ["4:5", "1:1"]}, SOC),
 S("duration", "critical", "Feed video length", "60 seconds maximum", {"max": 60, "unit": "s"}, SOC),
 S("accessibility", "critical", "Captions", "Every video carries burned-in captions", None, SOC),
 S("brandGuidelines", "critical", "Logo", "The Torvane logo appears within the first 3 seconds", {"max": 3, "unit": "s"}, SOC, note="timing of the logo, not the video's length"),
 S("characterCount", "critical", "Post copy", "No more than 150 characters before the “see more” cut", {"max": 150, "unit": "chars", "check": "primaryText"}, {"channel": "Social"},
   extended=True, legacy="metadata"),
 E("duration", "warning", "Keep videos between 6 and 15 seconds for paid reach", {"min": 6, "max": 15, "unit": "s"}, SOC, alt=["Keep videos between 6 and 15 | seconds for paid reach"], note=dd),
 # video
 S("dimensions", "critical", "Resolution", "1920 × 1080 or higher", {"minWidth": 1920, "minHeight": 1080}, VID),
 S("frameRate", "critical", "Frame rate", "25 or 29.97 fps, matching the market", {"allowed": ["25", "29.97"], "min": 25, "max": 29.97, "unit": "fps"}, VID),
 S("brandGuidelines", "critical", "End card", "Torvane end card with logo, held for at least 3 seconds", {"min": 3, "unit": "s", "check": "endCardDuration"}, VID,
   extended=True, legacy="brandGuidelines", note="was 2 seconds before edition 5.0"),
 S("brandGuidelines", "critical", "Safe area", "Keep text and logo inside the central 90% of the frame", {"max": 90, "unit": "%", "check": "safeArea"}, VID, extended=True, legacy="brandGuidelines"),
 S("accessibility", "critical", "Captions", "Supplied as an SRT file for every video", None, VID),
 S("audioLoudness", "critical", "Loudness", "-23 LUFS for Europe and -24 LKFS for the Americas, each ±1", {"min": -24, "max": -22, "unit": "LUFS", "check": "integrated"},
   {"kinds": ["video"], "channel": "Video", "condition": "market EU"}, extended=True, legacy="codec"),
 S("audioLoudness", "critical", "Loudness", "-23 LUFS for Europe and -24 LKFS for the Americas, each ±1", {"min": -25, "max": -23, "unit": "LUFS", "check": "integrated"},
   {"kinds": ["video"], "channel": "Video", "condition": "market Americas"}, extended=True, legacy="codec"),
 E("duration", "warning", "Keep explainers under 2 minutes", {"max": 120, "unit": "s"}, {"kinds": ["video"], "channel": "Video", "condition": "explainer videos"}, note=dd, optional=True),
 E("brandGuidelines", "warning", "Put supers in the lower 10 percent of the frame", None, VID, alt=["Put supers in the lower 10 percent | of the frame"], optional=True, note=dd + "; restates the 90% safe area"),
 E("brandGuidelines", "warning", "Fade the end card before 3 seconds", None, VID, optional=True, note=dd + "; restates the end-card standard"),
 E("typography", "warning", "Keep line length between 45 and 75 characters on websites", None, {"channel": "Web"}, optional=True, note=dd),
]
NR = [
 "Cover, contents, 'How to use this manual' legend (Standards mandatory; Do/Don't not checked; color values, type scales and example layouts are references)",
 "Brand foundations: 11,400 people, 38 countries, 14 programs, research with 2,300 patients and 640 physicians, 71 / 44 percent",
 "Writing house style table ('a reference for writers, not a checklist'), reading age of about 12",
 "Color palette values (HEX, RGB, CMYK, Pantone) and the type-scale table (56 px / 64 px …): references, not limits (a 56 px or 18 px rule would be a false positive)",
 "Imagery: icon grid of 24 units, 3,800 photographs, expired images removed within 30 days (process)",
 "Display: '8 to 12 publishers per campaign'; Email: 'tested in 42 email clients', template version 7; Social: reply within 24 hours (Do panel, community management)",
 "Non-numeric Do/Don't advice (use master artwork, don't stretch the logo, no gradients, don't justify text, no image-only emails, no more than three hashtags …): advice, not checked",
 "Approval: submit five working days ahead, 90 percent reviewed within three working days; contacts",
 "Version history: email width 600 px and end card 2 seconds are superseded by edition 5.0 (600 px would fail the allowed 640 px email; 2 s is weaker)",
]
A = [
 {"file": "Torvane_Relvora_300x250_v2.zip", "kind": "html5", "channel": "Display", "width": 300, "height": 250, "format": "HTML5", "sizeKB": 310, "initialLoadKB": 138,
  "subloadKB": 172, "durationS": 24, "loops": 1, "expectWarnings": ["15 seconds"], "note": "24 s animation: inside the 30 s standard, above the Do panel's 15 s"},
 {"file": "Torvane_Relvora_300x250_v2_backup.jpg", "kind": "static", "channel": "Display", "part": "backup", "width": 300, "height": 250, "format": "JPG", "sizeKB": 46},
 {"file": "Torvane_Relvora_970x250_v1.zip", "kind": "html5", "channel": "Display", "width": 970, "height": 250, "format": "HTML5", "sizeKB": 260, "initialLoadKB": 146,
  "durationS": 12, "loops": 2, "note": "970 × 250 added in edition 5.0"},
 {"file": "Torvane_Newsletter_Apr27.html", "kind": "email", "channel": "Email", "width": 640, "height": 3200, "format": "HTML", "sizeKB": 212,
  "text": {"subjectLine": "Your April update from Torvane: three new studies", "preheader": "What our latest research means for people living with psoriasis."},
  "expectWarnings": ["aim for 35 characters or fewer"], "note": "640 px (the superseded 600 px would fail it); 49-character subject: under 50, above the advised 35"},
 {"file": "Torvane_LinkedIn_Fit_45s_4x5.mp4", "kind": "video", "channel": "Social", "placement": "Feed", "width": 1080, "height": 1350, "aspectRatio": "4:5", "format": "MP4",
  "codec": "h264", "durationS": 45, "fps": 30, "hasAudio": True, "captions": "burned-in", "sizeKB": 48128,
  "text": {"primaryText": "Living well with a rare disease starts with being heard. Meet three people who shaped our new patient program."},
  "expectWarnings": ["Keep videos between 6 and 15 seconds for paid reach"], "note": "45 s: inside 60 s; 30 fps social video: the Video chapter's 25/29.97 fps is not its rule"},
 {"file": "Torvane_BrandFilm_EU_110s.mp4", "kind": "video", "channel": "Video", "market": "EU", "width": 3840, "height": 2160, "format": "MP4", "codec": "h264", "durationS": 110,
  "fps": 25, "endCardS": 3.5, "hasAudio": True, "audioCodec": "aac", "audioChannels": 2, "sampleRateHz": 48000, "loudnessLUFS": -23.4, "truePeakDBTP": -1.8,
  "subtitles": "Torvane_BrandFilm_EU_110s.srt", "sizeKB": 524288, "note": "3840 × 2160: 'or higher' (an exact 1920 × 1080 rule would fail it); 110 s: the social 60 s maximum must not apply; market EU: -23 LUFS ±1"},
 {"file": "Torvane_home_hero_2880x1200.webp", "kind": "static", "channel": "Web", "part": "mainImage", "width": 2880, "height": 1200, "format": "WEBP", "sizeKB": 468,
  "expectWarnings": ["aim for under 200 KB where possible"], "note": "468 KB hero: inside its 500 KB, above content images' 300 KB and the advised 200 KB"},
 {"file": "Torvane_logo_fullcolor_160.png", "kind": "static", "part": "logo", "width": 160, "height": 48, "format": "PNG", "sizeKB": 6, "namingExempt": True},
]
write("torvane-brand-standards-export",
 "Global DIGITAL BRAND STANDARDS MANUAL exported to PDF from a brand portal (no browser header; US Letter; American): cover, contents, a legend (Standards tables mandatory, Do/Don't panels advice not checked, palette and type scales references), brand-foundation research figures, a writing house-style table, one chapter per channel (logo, color, typography, imagery, websites, display, email, social, video) each opening on a new page with a two-column Item | Standard table and a side-by-side Do / Don't panel whose lines interleave in the PDF text, palette HEX/RGB/CMYK values and type scales in px, approval contacts, a version history with superseded values",
 NR, R, A)
