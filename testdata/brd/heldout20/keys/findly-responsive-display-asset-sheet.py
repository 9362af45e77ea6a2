import sys, os; sys.path.insert(0, os.path.dirname(__file__))
from keylib import R, C, W, write
N = "findly-responsive-display-asset-sheet"
RD = {"channel": "Display", "placement": "Responsive display"}
UP = {"channel": "Display", "placement": "Uploaded display"}
def rd(**k): return {**RD, **k}
def up(**k): return {**UP, **k}
rules = []
IMGS = [("Landscape image ¹ ²", "landscapeImage", "1.91:1", (600, 314), "1200 × 628", "1200x628", 15),
        ("Square image ¹ ²", "squareImage", "1:1", (300, 300), "1200 × 1200", "1200x1200", 15),
        ("Portrait image ¹ ²", "portraitImage", "4:5", (480, 600), "960 × 1200", "960x1200", 15),
        ("Square logo ¹ ³", "logo", "1:1", (128, 128), "1200 × 1200", "1200x1200", 5),
        ("Landscape logo ¹ ³", "landscapeLogo", "4:1", (512, 128), "1200 × 300", "1200x300", 5)]
for label, part, ratio, (mw, mh), rec, recv, n in IMGS:
    row = f"{label} | {ratio} | {mw} × {mh} | {rec} | 5120 KB"
    sc = rd(part=part)
    rules += [
     R("aspectRatio", C, "Aspect ratio (enforced)", alt=[f"{label} | {ratio}"], params={"allowed": [ratio]}, scope=sc),
     R("dimensions", C, "Minimum size, px (enforced)", alt=[f"{label} | {ratio} | {mw} × {mh}"], params={"minWidth": mw, "minHeight": mh}, scope=sc),
     R("dimensions", W, "Recommended size, px (guidance)", alt=[f"{label} | {ratio} | {mw} × {mh} | {rec}"], params={"allowed": [recv]}, scope=sc),
     R("fileSize", C, "Max file size (enforced)", alt=[row], params={"max": 5120, "unit": "KB"}, scope=sc, note="'1 MB' in the change log is superseded"),
     R("metadata", C, "Max number of assets", alt=[f"{label} | {ratio} | {mw} × {mh} | {rec} | 5120 KB | {n}"], params={"max": n, "unit": "assets"}, scope=sc, optional=True, note="assets per ad, not a property of one file; never a fileCount of an HTML5 ZIP"),
    ]
TXT = [("Short headline", "shortHeadline", 30, 5), ("Long headline", "headline", 90, 1), ("Description", "description", 90, 5), ("Business name", "brandName", 25, 1)]
for label, chk, mx, n in TXT:
    rules.append(R("characterCount", C, "Max characters (enforced)", alt=[f"{label} | — | — | — | — | {n} | {mx}"], params={"max": mx, "unit": "chars", "check": chk}, scope=rd(), extended=True, legacy="metadata",
                   note="long headline keyed as check 'headline'" if chk == "headline" else ("'20 characters' in the change log is superseded" if chk == "brandName" else None)))
rules += [
 R("aspectRatio", C, "Aspect ratio (enforced)", alt=["Video ⁴ | 16:9, 1:1 or 4:5"], params={"allowed": ["16:9", "1:1", "4:5"]}, scope=rd(kinds=["video"], part="video")),
 R("duration", W, "we recommend 30 seconds or less", params={"max": 30, "unit": "s"}, scope=rd(kinds=["video"], part="video")),
 R("format", C, "Images and logos: JPG or PNG only.", alt=["Animated GIFs are not accepted in responsive display ads."], params={"allowed": ["JPG", "PNG"], "excluded": ["GIF"]}, scope=rd(kinds=["static", "animated"]), note="responsive ads only: uploaded image ads accept GIF"),
 R("brandGuidelines", C, "Text overlaid on an image may cover no more than 20% of the image", params={"max": 20, "unit": "%", "check": "safeArea"}, scope=rd(kinds=["static"]), extended=True, note="share of the image text may cover"),
 R("brandGuidelines", W, "Logos: a transparent or white background is recommended.", scope=rd(part="logo")),
 R("characterCount", C, "Character counts include spaces.", scope=rd(), optional=True, note="counting convention for the limits above"),
 R("brandGuidelines", C, "Health ads must not use before", alt=["Health ads must not use before-and-after images."], scope={"condition": "health ads"}, optional=True, note="content policy"),
 R("dimensions", C, "Sizes, px (enforced)", alt=["300 × 250, 336 × 280, 728 × 90"], params={"allowed": ["300x250", "336x280", "728x90", "300x600", "160x600", "320x50", "320x100", "970x250"]}, scope=up(), note="uploaded ads only: never responsive assets"),
 R("fileSize", C, "Max file size (enforced)", alt=["Image ad | 300 × 250, 336 × 280, 728 × 90"], params={"max": 150, "unit": "KB"}, scope=up(kinds=["static", "animated"])),
 R("format", C, "Other requirements", alt=["JPG, PNG or GIF"], params={"allowed": ["JPG", "PNG", "GIF"]}, scope=up(kinds=["static", "animated"])),
 R("duration", C, "Animation 30 seconds max", params={"max": 30, "unit": "s", "check": "animationLength"}, scope=up(kinds=["animated"])),
 R("frameRate", C, "must run slower than 5 fps", params={"max": 5, "exclusive": True}, scope=up(kinds=["animated"])),
 R("duration", C, "may loop, but must stop within 30 seconds", params={"max": 30, "unit": "s", "check": "animationLength"}, scope=up(kinds=["animated"]), optional=True, note="restates the 30 s animation limit; a loop count is not stated"),
 R("fileSize", C, "150 KB (zipped)", alt=["HTML5 ad | As image ads | 150 KB (zipped)"], params={"max": 150, "unit": "KB"}, scope=up(kinds=["html5"])),
 R("fileSize", C, "ZIP with up to 40 files", params={"max": 40, "check": "fileCount"}, scope=up(kinds=["html5"]), note="'20 files' in the change log is superseded"),
 R("format", C, "ZIP with up to 40 files", params={"allowed": ["ZIP"]}, scope=up(kinds=["html5"]), optional=True),
 R("brandGuidelines", C, "Uploaded ads must have a visible border if the background is white.", scope=up()),
 R("accessibility", C, "Flashing backgrounds and strobing are not allowed.", scope=up()),
]
nr = [
 "more than 3 million sites and apps; on average 10% more conversions (marketing figures)",
 "Columns whose header says (enforced) are checked ... (guidance) are recommendations ... we never disapprove an ad for missing them (legend)",
 "Ad strength (Poor, Average, Good, Excellent) is a rating (not a requirement)",
 "Ads for prescription drugs require Findly healthcare certification and serve only in the United States and New Zealand (eligibility)",
 "Asset required in the ad? column: Yes / No / Recommended / 'Yes, at least 1' (which assets an ad needs; not a limit on an asset)",
 "Double-width characters (for example Chinese, Japanese, Korean) count as two (counting convention)",
 "available to accounts with an eligible policy history (eligibility)",
 "Change log: 1 MB, 20 characters, 20 files in the Was column (superseded values); sheet versions 2026.10 etc.",
]
A = [
 {"file": "RDA_Velquira_landscape_1200x628.jpg", "kind": "static", "format": "JPG", "width": 1200, "height": 628, "sizeKB": 3480, "channel": "Display", "placement": "Responsive display", "part": "landscapeImage",
  "note": "3.4 MB responsive image: allowed (5120 KB); the uploaded-ad 150 KB and size list applied to responsive assets fail it"},
 {"file": "RDA_Velquira_square_300x300.png", "kind": "static", "format": "PNG", "width": 300, "height": 300, "sizeKB": 88, "channel": "Display", "placement": "Responsive display", "part": "squareImage",
  "expectWarnings": ["Recommended size, px (guidance)"], "note": "exactly the minimum"},
 {"file": "RDA_Velquira_portrait_960x1200.jpg", "kind": "static", "format": "JPG", "width": 960, "height": 1200, "sizeKB": 5100, "channel": "Display", "placement": "Responsive display", "part": "portraitImage"},
 {"file": "RDA_Velquira_logo_128x128.png", "kind": "static", "format": "PNG", "width": 128, "height": 128, "sizeKB": 14, "channel": "Display", "placement": "Responsive display", "part": "logo",
  "expectWarnings": ["Recommended size, px (guidance)"], "note": "a 128 × 128 logo is not a 300 × 300 square image"},
 {"file": "RDA_Velquira_logo_512x128.png", "kind": "static", "format": "PNG", "width": 512, "height": 128, "sizeKB": 22, "channel": "Display", "placement": "Responsive display", "part": "landscapeLogo",
  "expectWarnings": ["Recommended size, px (guidance)"]},
 {"file": "RDA_Velquira_text.txt", "kind": "text", "channel": "Display", "placement": "Responsive display",
  "text": {"shortHeadline": "Ask about once-daily Velquira", "headline": "Adults with moderate plaque psoriasis: ask your dermatologist if once-daily Velquira fits",
           "description": "See Important Safety Information, incl. serious infections, and full Prescribing Info.", "brandName": "Velquira (velisotinib)"},
  "note": "texts near their limits: 29, 89, 86 and 22 characters (the 89-character long headline is over the 30-character short-headline limit)"},
 {"file": "UPL_Velquira_300x250.gif", "kind": "animated", "format": "GIF", "width": 300, "height": 250, "sizeKB": 148, "durationS": 30, "fps": 4, "loops": 3, "channel": "Display", "placement": "Uploaded display",
  "note": "an uploaded animated GIF: allowed; the responsive 'GIF not accepted' rule applied unscoped fails it"},
 {"file": "UPL_Velquira_728x90.zip", "kind": "html5", "format": "ZIP", "width": 728, "height": 90, "sizeKB": 146, "fileCount": 38, "channel": "Display", "placement": "Uploaded display"},
]
write(N, "SEARCH-AND-DISPLAY NETWORK's downloadable RESPONSIVE-AD ASSET WORKBOOK (flat ODS → Calc .xlsx/.ods/.lo.pdf; four sheets, Letter landscape, fit to width): a Read me whose legend makes '(enforced)' columns hard limits and '(guidance)' columns advice, an asset table with units in headers (Minimum size, px / Recommended size, px / Max file size / Max characters), an 'Asset required in the ad?' column that is not a limit, footnote marks ¹–⁴ in the asset names with notes under the table (JPG/PNG only, 20% overlay text), an uploaded-ads sheet (size list, 150 KB, 'slower than 5 fps', 40 files), a change log with superseded values", nr, rules, A)
