#!/usr/bin/env python3
"""Writes every NAME.key.json and NAME.allowed.json of heldout17 (keys written by reading the
documents as a compliance reviewer would; the JSON is generated only to keep it tidy)."""
import json

KEYS = {}
ALLOWED = {}


def R(field, sev, quote, params=None, scope=None, alt=None, opt=False, note=None, ext=False, legacy=None):
    r = {"field": field, "severity": sev, "quote": quote}
    if alt:
        r["alt"] = alt
    if params:
        r["params"] = params
    if scope:
        r["scope"] = scope
    if opt:
        r["optional"] = True
    if ext:
        r["extended"] = True
        if legacy:
            r["legacyField"] = legacy
    if note:
        r["note"] = note
    return r


C, Wn = "critical", "warning"

# ---------------------------------------------------------------- clinreach (point of care, .brd.txt)
WR, EX, IC = "Waiting-room TV", "Exam-room tablet", "Infusion-chair screen"
POC = "Point of care"


def s(placement, kinds=None, **kw):
    d = {"channel": POC, "placement": placement}
    if kinds:
        d["kinds"] = kinds
    d.update(kw)
    return d


q_wr = "Video must be supplied as MP4 (H.264), 1920 × 1080, 29.97 fps"
q_ex = "Video must be MP4 (H.264), 1280 × 800, at 30 fps or lower"
q_ic = "Video must be MP4 (H.264), 1920 × 1080, 15, 30 or 60 seconds long"
q_exa = "Audio must be AAC stereo at 128 kbps or higher, normalized to −24 LKFS (±2 dB)"
q_ica = "stereo AAC at −24 LKFS (±2 dB), true peak no higher than −2 dBTP"
KEYS["clinreach-poc-sponsor-onboarding-kit"] = {
    "style": "POINT-OF-CARE screen network's SPONSOR ONBOARDING KIT (vendor PDF, .brd.txt): welcome text with network figures, a legend in prose ('must' = returned by Creative Operations; 'we recommend' = advice), a six-step onboarding TIMELINE table that is planning, loop lengths and screen sizes as background, three per-placement spec lists (waiting-room TV muted with NO AUDIO TRACK and burned-in open captions; exam-room tablet with AAC/LKFS audio, WebVTT captions, HTML5 and static pages; infusion-chair screen with audio REQUIRED and 15/30/60 s), ISI on-screen rules per placement (10 s / panel of 25% height / PI link), naming template with [Length]s and [YYYYMMDD], approval code, pricing table, Q:/A: FAQ, change log with superseded values",
    "not_requirements": [
        "Onboarding timeline table (kick-off within 3 business days, up to 6 users, upload 20 business days before air, Medical Review 10 business days, revisions 5 business days, Mondays only): 'planning guides, not creative requirements'",
        "The waiting-room loop lasts 30 minutes; 18 airings a day; exam-room 12-minute loop; infusion-chair 45-minute loop (network facts)",
        "Waiting-room TVs are 43 to 65 inches and muted; exam-room tablets are 10.1-inch (screen facts)",
        "Captions are optional on infusion-chair screens (a permission)",
        "The ISI requirements do not apply to ClinReach’s own house content",
        "Pricing table ($48,000 … $126,000, 4 or 8 weeks), 15% surcharge, two revision rounds, $1,500 per further round",
        "FAQ: 9.4 million patient visits per month; 'Sound starts only when the patient taps the speaker icon' (platform behaviour)",
        "Change log: 25 MB (superseded by 50 MB) and 32 px (superseded by 36 px)",
        "ClinReach Medical Review checks fair balance … not a substitute for your own review (process)",
    ],
    "rules": [
        R("format", C, q_wr, {"allowed": ["MP4"]}, s(WR, ["video"])),
        R("codec", C, q_wr, {"allowed": ["h264"], "check": "videoCodec"}, s(WR, ["video"])),
        R("dimensions", C, q_wr, {"allowed": ["1920x1080"]}, s(WR, ["video"])),
        R("frameRate", C, q_wr, {"allowed": ["29.97"]}, s(WR, ["video"])),
        R("duration", C, "Spot length must be exactly 15 or 30 seconds", {"allowed": ["15", "30"], "min": 15, "max": 30, "unit": "s"}, s(WR, ["video"]),
          note="waiting room only; a 60-second infusion-chair spot is allowed"),
        R("fileSize", C, "Files must not exceed 200 MB", {"max": 204800, "unit": "KB"}, s(WR, ["video"])),
        R("codec", C, "The video must not contain an audio track", {"allowed": ["none"], "check": "audioPresent"}, s(WR, ["video"]),
          note="required absence (waiting room only); an 'audio required' rule here, or this rule applied to exam-room or infusion-chair spots, is harmful"),
        R("accessibility", C, "Open captions must be burned in for every spoken or sung word of the original spot", None, s(WR, ["video"])),
        R("typography", C, "use a minimum type height of 36 px", {"min": 36, "unit": "px"}, s(WR, ["video"], condition="captions"),
          note="caption type only; 32 px in the change log is superseded"),
        R("brandGuidelines", C, "Keep all text and logos inside the centre 90% of the frame", {"max": 90, "unit": "%", "check": "safeArea"}, s(WR, ["video"]),
          opt=True, ext=True, note="imperative without 'must' in a spec list whose legend names only 'must' and 'we recommend': critical is the reading of a spec list, warning is defensible"),
        R("brandGuidelines", Wn, "We recommend a static end frame of at least 3 seconds", {"min": 3, "unit": "s", "check": "endCardDuration"}, s(WR, ["video"]), ext=True),
        R("format", C, q_ex, {"allowed": ["MP4"]}, s(EX, ["video"])),
        R("codec", C, q_ex, {"allowed": ["h264"], "check": "videoCodec"}, s(EX, ["video"])),
        R("dimensions", C, q_ex, {"allowed": ["1280x800"]}, s(EX, ["video"])),
        R("frameRate", C, q_ex, {"max": 30}, s(EX, ["video"])),
        R("duration", C, "Video spots must not run longer than 30 seconds", {"max": 30, "unit": "s"}, s(EX, ["video"])),
        R("fileSize", C, "Video files must be 50 MB or smaller", {"max": 51200, "unit": "KB"}, s(EX, ["video"]), note="25 MB in the change log is superseded"),
        R("codec", C, q_exa, {"allowed": ["aac"], "check": "audioCodec"}, s(EX, ["video"], part="audio")),
        R("audioChannels", C, q_exa, {"allowed": ["stereo"], "min": 2, "max": 2}, s(EX, ["video"], part="audio"), ext=True, legacy="codec"),
        R("bitrate", C, q_exa, {"min": 128, "unit": "kbps", "check": "audioBitrate"}, s(EX, ["video"], part="audio")),
        R("audioLoudness", C, q_exa, {"min": -26, "max": -22, "unit": "LUFS", "check": "integrated"}, s(EX, ["video"], part="audio"), ext=True, legacy="bitrate"),
        R("accessibility", C, "Closed captions must be delivered as a separate WebVTT (.vtt) file", None, s(EX, ["video"])),
        R("fileSize", C, "HTML5 packages of no more than 2 MB zipped", {"max": 2048, "unit": "KB"}, s(EX, ["html5"]),
          alt=["Interactive units are HTML5 packages of no more than 2 MB zipped"]),
        R("metadata", C, "with a single index.html and no external calls", None, s(EX, ["html5"]), opt=True),
        R("dimensions", C, "Static pages must be 1280 × 800 PNG or JPG", {"allowed": ["1280x800"]}, s(EX, ["static"])),
        R("format", C, "Static pages must be 1280 × 800 PNG or JPG", {"allowed": ["PNG", "JPG"]}, s(EX, ["static"])),
        R("fileSize", C, "no larger than 500 KB", {"max": 500, "unit": "KB"}, s(EX, ["static"])),
        R("format", C, q_ic, {"allowed": ["MP4"]}, s(IC, ["video"])),
        R("codec", C, q_ic, {"allowed": ["h264"], "check": "videoCodec"}, s(IC, ["video"])),
        R("dimensions", C, q_ic, {"allowed": ["1920x1080"]}, s(IC, ["video"])),
        R("duration", C, q_ic, {"allowed": ["15", "30", "60"], "min": 15, "max": 60, "unit": "s"}, s(IC, ["video"])),
        R("codec", C, "Audio is required on infusion-chair screens", {"allowed": ["aac"], "check": "audioCodec"}, s(IC, ["video"], part="audio"),
          note="audio present and AAC; the waiting room's 'no audio track' must not reach these spots"),
        R("audioChannels", C, q_ica, {"allowed": ["stereo"], "min": 2, "max": 2}, s(IC, ["video"], part="audio"), ext=True, legacy="codec"),
        R("audioLoudness", C, q_ica, {"min": -26, "max": -22, "unit": "LUFS", "check": "integrated"}, s(IC, ["video"], part="audio"), ext=True, legacy="bitrate"),
        R("audioTruePeak", C, "true peak no higher than −2 dBTP", {"max": -2, "unit": "dBTP", "check": "truePeak"}, s(IC, ["video"], part="audio"), ext=True, legacy="bitrate"),
        R("safetyInfo", C, "Every branded prescription product spot must show Important Safety Information (ISI) on screen", None,
          {"channel": POC, "condition": "prescription drug"}),
        R("safetyInfo", C, "the ISI must be on screen for at least 10 seconds", {"min": 10, "unit": "s", "check": "onScreenTime"}, s(WR, ["video"], condition="prescription drug"), ext=True),
        R("safetyInfo", C, "the ISI must be on screen for at least 10 seconds", {"min": 10, "unit": "s", "check": "onScreenTime"}, s(IC, ["video"], condition="prescription drug"), ext=True),
        R("typography", C, "The ISI type must be no smaller than 28 px at 1920 × 1080", {"min": 28, "unit": "px"}, {"channel": POC, "condition": "ISI text"}),
        R("safetyInfo", C, "the ISI must sit in a panel that covers at least 25% of the screen height", {"min": 25, "unit": "%", "check": "isiBoxHeight"},
          s(EX, condition="prescription drug"), ext=True),
        R("safetyInfo", C, "interactive units must link to the full Prescribing Information on every page", None, s(EX, ["html5"], condition="prescription drug")),
        R("disclaimers", C, "must end with the sponsor line", None, {"channel": POC, "condition": "unbranded disease-awareness spots"}),
        R("naming", C, "Name each file CR_[Sponsor]_[Placement]_[Length]s_[YYYYMMDD].mp4",
          {"pattern": r"^CR_[A-Za-z0-9]+_(WR|EX|IC)_\d+s_\d{8}\.[A-Za-z0-9]+$"}, {"channel": POC},
          note="examples CR_Halvorne_WR_30s_20270315.mp4, CR_Halvorne_EX_15s_20270301.mp4; caption and HTML5 files use their own extension"),
        R("fdaFilingNumber", C, "Each submission must include your internal promotional review approval code", None, {"channel": POC},
          note="entered in the portal's Approval field; the example 'HLV US 20417' is one sponsor's format, so no pattern is keyed"),
        R("accessibility", C, "Waiting-room and exam-room spots still need captions for any on-screen voice", None, {"channel": POC}, opt=True,
          note="FAQ restatement of the caption rules"),
    ],
}
ALLOWED["clinreach-poc-sponsor-onboarding-kit"] = [
    {"file": "CR_Halvorne_WR_30s_20270315.mp4", "kind": "video", "channel": POC, "placement": WR, "format": "MP4", "codec": "h264",
     "width": 1920, "height": 1080, "fps": 29.97, "durationS": 30, "sizeKB": 61440, "hasAudio": False, "captions": "open",
     "note": "the document's example name; silent 30 s spot: an unscoped 'audio required' rule or the exam room's 30 fps/1280 × 800 would fail it"},
    {"file": "CR_Halvorne_EX_15s_20270301.mp4", "kind": "video", "channel": POC, "placement": EX, "format": "MP4", "codec": "h264",
     "width": 1280, "height": 800, "fps": 30, "durationS": 15, "sizeKB": 38912, "hasAudio": True, "audioCodec": "aac", "audioBitrateKbps": 128,
     "audioChannels": 2, "loudnessLUFS": -23.5, "note": "the document's example name; 38 MB (over the old 25 MB), with audio next to the waiting room's silence rule"},
    {"file": "CR_Halvorne_IC_60s_20270410.mp4", "kind": "video", "channel": POC, "placement": IC, "format": "MP4", "codec": "h264",
     "width": 1920, "height": 1080, "fps": 29.97, "durationS": 60, "sizeKB": 143360, "hasAudio": True, "audioCodec": "aac", "audioBitrateKbps": 192,
     "audioChannels": 2, "loudnessLUFS": -24.2, "truePeakDBTP": -2.5,
     "note": "60 s with audio on infusion-chair screens: fails the waiting room's 15/30 s and silence rules if those are unscoped"},
    {"file": "CR_Halvorne_EX_30s_20270301.zip", "kind": "html5", "channel": POC, "placement": EX, "format": "HTML5", "sizeKB": 1900, "fileCount": 14,
     "note": "1.9 MB interactive unit: over the 500 KB static limit, inside the HTML5 2 MB"},
    {"file": "CR_Halvorne_EX_30s_20270301.vtt", "kind": "document", "channel": POC, "placement": EX, "part": "captionFile", "format": "WEBVTT", "sizeKB": 2,
     "note": "caption file of the exam-room spot"},
]

# ---------------------------------------------------------------- wellmart (retail media, .brd.txt)
DSP, SP, CTR = "Onsite", "Sponsored products", "Pharmacy counter screen"
APPB, APPR, APPP = "App banner", "Refill confirmation card", "Push message"
RM = "Retail media"


def w(placement, kinds=None, **kw):
    d = {"channel": RM, "placement": placement}
    if kinds:
        d["kinds"] = kinds
    d.update(kw)
    return d


row970 = "970 × 250 | Homepage and category leaderboard | 150 KB | JPG, PNG, HTML5"
row300 = "300 × 250 | Search results and product pages | 150 KB | JPG, PNG, HTML5"
row600 = "300 × 600 | Category pages (desktop only) | 150 KB | JPG, PNG, HTML5"
row320 = "320 × 100 | Mobile web | 60 KB | JPG, PNG"
q_mot = "Motion slots must be MP4 (H.264), exactly 10 seconds, 30 fps, no audio track"
KEYS["wellmart-rmn-creative-specs-v7"] = {
    "style": "RETAIL-MEDIA network of a pharmacy chain: CREATIVE SPECIFICATIONS v7.0 as a vendor PDF (.brd.txt) that OPENS WITH 'What’s new' (v6 → v7 values, one size retired, a grace period), a legend paragraph (sections 2–5 checked by Ad Review, 'Best practice' lines not), a lead-time table, an onsite size table (150 KB for three sizes, 60 KB for the mobile one; HTML5 initial vs a further 300 KB), product-image rules (square, 1500 px minimum, white background, 80% fill, 5 MB, tile headline 45 characters), an app table with a push-message row giving TWO character limits in one cell, in-pharmacy counter screens (portrait 1080 × 1920, 10 s, bottom 200 px kept clear), a health policy with targeting conditions, naming with v[N]",
    "not_requirements": [
        "v6 values in 'What’s new': 970 × 90 (retired), 1000 × 1000 px, static only on counter screens, 200 KB (superseded)",
        "Creative built to v6 … returned from 1 March 2027; until then v6 creative is accepted (grace period)",
        "Network figures: 61 million visits, 14 million users, 2,260 screens",
        "Lead-time table (5 / 2 / 15 / +5 business days), minimum spend $25,000, two revisions",
        "Sponsored product listings are built by the platform from the item catalog",
        "run a 2-minute loop next to the pharmacy counter (screen fact)",
        "cards are served by category, never by the contents of a shopper’s prescription history (platform behaviour)",
        "health targeting uses category shopping only (targeting condition)",
        "the package itself may show its own printed text (permission)",
    ],
    "rules": [
        R("dimensions", C, "Size", {"allowed": ["970x250", "300x250", "300x600", "320x100"]}, w(DSP), alt=["970 × 250 | 300 × 250 | 300 × 600 | 320 × 100"]),
        R("fileSize", C, "Max file size", {"max": 150, "unit": "KB", "check": "initialLoad"}, w(DSP, sizes=["970x250"]), alt=[row970],
          note="for HTML5 units the 150 KB is the initial load (bullet below); a total-weight reading fails an allowed HTML5 unit with its polite load"),
        R("fileSize", C, "Max file size", {"max": 150, "unit": "KB", "check": "initialLoad"}, w(DSP, sizes=["300x250"]), alt=[row300]),
        R("fileSize", C, "Max file size", {"max": 150, "unit": "KB", "check": "initialLoad"}, w(DSP, sizes=["300x600"]), alt=[row600]),
        R("fileSize", C, "Max file size", {"max": 60, "unit": "KB"}, w(DSP, sizes=["320x100"]), alt=[row320]),
        R("format", C, "Formats", {"allowed": ["JPG", "PNG", "HTML5"]}, w(DSP, sizes=["970x250", "300x250", "300x600"]), alt=[row970]),
        R("format", C, "Formats", {"allowed": ["JPG", "PNG"]}, w(DSP, sizes=["320x100"]), alt=[row320], note="no HTML5 on the mobile size"),
        R("fileSize", C, "initial load up to 150 KB", {"max": 150, "unit": "KB", "check": "initialLoad"}, w(DSP, ["html5"]), opt=True, note="restates the table"),
        R("fileSize", C, "a further 300 KB may load after the page has finished loading", {"max": 300, "unit": "KB", "check": "subload"}, w(DSP, ["html5"]),
          note="a permission that fixes the polite-load limit"),
        R("duration", C, "Animation stops after 15 seconds", {"max": 15, "unit": "s", "check": "animationLength"}, w(DSP, ["animated", "html5"])),
        R("duration", C, "three loops at most", {"max": 3, "unit": "loops", "check": "loopCount"}, w(DSP, ["animated", "html5"])),
        R("brandGuidelines", C, "A 1 px border in a color that contrasts with white is required", None, w(DSP, condition="white or light grey background")),
        R("brandGuidelines", C, "The Wellmart logo, prices and the words", None, w(DSP),
          alt=["are not allowed in brand creative"], note="no retailer logo, prices or 'sale'/'deal'/'% off'"),
        R("characterCount", Wn, "Best practice: keep the headline to 6 words or fewer", {"max": 6, "unit": "words", "check": "headline"}, w(DSP), ext=True, legacy="typography"),
        R("aspectRatio", C, "Product images must be square", {"allowed": ["1:1"]}, w(SP, ["static"], part="mainImage")),
        R("dimensions", C, "at least 1500 × 1500 px", {"minWidth": 1500, "minHeight": 1500}, w(SP, ["static"], part="mainImage"),
          note="1000 × 1000 (v6) is superseded; the bound is the product image's only"),
        R("brandGuidelines", C, "on a pure white background (#FFFFFF)", None, w(SP, ["static"], part="mainImage")),
        R("brandGuidelines", C, "The product must fill at least 80% of the image frame", {"min": 80, "unit": "%"}, w(SP, ["static"], part="mainImage")),
        R("format", C, "Accepted formats: JPG or PNG; GIF and WebP are not accepted", {"allowed": ["JPG", "PNG"], "excluded": ["GIF", "WEBP"]}, w(SP, ["static"], part="mainImage")),
        R("fileSize", C, "Images must not exceed 5 MB", {"max": 5120, "unit": "KB"}, w(SP, ["static"], part="mainImage"),
          note="product images only; 5 MB applied to display would be wrong the other way round (never harmful to display assets, but the display limits must not reach product images)"),
        R("brandGuidelines", C, "No text, badges, watermarks or logos may be added to the product image", None, w(SP, ["static"], part="mainImage")),
        R("characterCount", C, "Tile headlines are limited to 45 characters", {"max": 45, "unit": "chars", "check": "headline"}, w(SP), ext=True, legacy="typography"),
        R("dimensions", C, "App banner", {"allowed": ["1242x375"]}, w(APPB, ["static"]), alt=["App banner | 1242 × 375 | 200 KB | PNG or JPG only; no animation"]),
        R("fileSize", C, "App banner", {"max": 200, "unit": "KB"}, w(APPB, ["static"], sizes=["1242x375"]), alt=["App banner | 1242 × 375 | 200 KB"]),
        R("format", C, "PNG or JPG only; no animation", {"allowed": ["PNG", "JPG"]}, w(APPB, ["static"], sizes=["1242x375"])),
        R("dimensions", C, "Refill confirmation card", {"allowed": ["1080x600"]}, w(APPR, ["static"]), alt=["Refill confirmation card | 1080 × 600 | 150 KB | Static only"]),
        R("fileSize", C, "Refill confirmation card", {"max": 150, "unit": "KB"}, w(APPR, ["static"], sizes=["1080x600"]), alt=["Refill confirmation card | 1080 × 600 | 150 KB"]),
        R("characterCount", C, "40 characters (title)", {"max": 40, "unit": "chars", "check": "headline"}, w(APPP),
          alt=["Push message | text only | 40 characters (title) / 120 characters (body)"], ext=True, legacy="typography"),
        R("characterCount", C, "120 characters (body)", {"max": 120, "unit": "chars", "check": "body"}, w(APPP),
          alt=["Push message | text only | 40 characters (title) / 120 characters (body)"], ext=True, legacy="typography"),
        R("brandGuidelines", C, "No emoji", None, w(APPP), opt=True),
        R("brandGuidelines", C, "It must not mention the prescription the shopper has just refilled", None, w(APPR),
          note="privacy content rule on the refill card; no field names it better"),
        R("dimensions", C, "portrait displays at 1080 × 1920", {"allowed": ["1080x1920"]}, w(CTR),
          alt=["Screens are 32-inch portrait displays at 1080 × 1920"], note="screen resolution given as the creative size in a checked section"),
        R("duration", C, "Slots are 10 seconds", {"allowed": ["10"], "min": 10, "max": 10, "unit": "s"}, w(CTR, ["video"]), opt=True,
          note="the motion line restates it; a static slide has no length"),
        R("format", C, "Static slides must be JPG or PNG, no larger than 2 MB", {"allowed": ["JPG", "PNG"]}, w(CTR, ["static"])),
        R("fileSize", C, "Static slides must be JPG or PNG, no larger than 2 MB", {"max": 2048, "unit": "KB"}, w(CTR, ["static"])),
        R("format", C, q_mot, {"allowed": ["MP4"]}, w(CTR, ["video"])),
        R("codec", C, q_mot, {"allowed": ["h264"], "check": "videoCodec"}, w(CTR, ["video"])),
        R("duration", C, q_mot, {"allowed": ["10"], "min": 10, "max": 10, "unit": "s"}, w(CTR, ["video"])),
        R("frameRate", C, q_mot, {"allowed": ["30"]}, w(CTR, ["video"])),
        R("codec", C, q_mot, {"allowed": ["none"], "check": "audioPresent"}, w(CTR, ["video"]), note="required absence"),
        R("typography", C, "Text must be at least 48 px high", {"min": 48, "unit": "px"}, w(CTR)),
        R("accessibility", C, "every slide must be legible from 3 meters", None, w(CTR), opt=True, note="not measurable from the file"),
        R("brandGuidelines", C, "Keep text out of the bottom 200 px of the screen", {"min": 200, "unit": "px", "check": "safeArea"}, w(CTR), ext=True),
        R("safetyInfo", C, "Prescription drug ads must include the ISI or a clearly labeled link to it", None, {"channel": RM, "condition": "prescription drug"}),
        R("safetyInfo", C, "prescription drug slides must show the brand’s major risk statement", None, w(CTR, condition="prescription drug"),
          alt=["state where the full Prescribing Information is available"]),
        R("indication", C, "OTC products must be shown with their Drug Facts", None, {"channel": RM, "condition": "OTC product"}),
        R("brandGuidelines", C, "Ads may not target or reference a specific medical condition a shopper has", None, {"channel": RM}, opt=True,
          note="half targeting condition, half content rule ('reference')"),
        R("fdaFilingNumber", C, "Every health creative must carry the advertiser’s approval or job code", None, {"channel": RM},
          note="entered in the Ad Review notes field; no format given"),
        R("naming", C, "Name files WMN_[Advertiser]_[Unit]_[Size]_v[N]", {"pattern": r"^WMN_[A-Za-z0-9]+_[A-Za-z]+_\d+x\d+_v\d+\.[A-Za-z0-9]+$"}, {"channel": RM},
          note="examples WMN_Orvalis_Display_970x250_v2.jpg, WMN_Orvalis_Counter_1080x1920_v1.mp4"),
        R("fileSize", C, "Display file size limit changed from 200 KB to 150 KB for every onsite size", {"max": 150, "unit": "KB", "check": "initialLoad"}, w(DSP), opt=True,
          note="'What’s new' restatement; the 320 × 100's 60 KB is stricter"),
        R("dimensions", C, "Product image minimum raised to 1500 × 1500 px", {"minWidth": 1500, "minHeight": 1500}, w(SP, ["static"], part="mainImage"), opt=True),
    ],
}
ALLOWED["wellmart-rmn-creative-specs-v7"] = [
    {"file": "WMN_Orvalis_Display_970x250_v2.jpg", "kind": "static", "channel": RM, "placement": DSP, "width": 970, "height": 250, "format": "JPG", "sizeKB": 142,
     "note": "the document's example name; 142 KB next to the 320 × 100's 60 KB"},
    {"file": "WMN_Orvalis_Display_300x250_v1.zip", "kind": "html5", "channel": RM, "placement": DSP, "width": 300, "height": 250, "format": "HTML5",
     "initialLoadKB": 138, "subloadKB": 280, "durationS": 15, "loops": 3,
     "note": "418 KB in all: inside 150 KB initial + 300 KB polite; a 150 KB total reading fails it"},
    {"file": "WMN_Orvalis_Product_1500x1500_v1.png", "kind": "static", "channel": RM, "placement": SP, "part": "mainImage", "width": 1500, "height": 1500,
     "format": "PNG", "sizeKB": 3400, "text": {"headline": "Orvalis Allergy 24-Hour Tablets, 30 ct"},
     "note": "3.4 MB product image: fails every display weight if those are unscoped; 38-character tile headline"},
    {"file": "WMN_Orvalis_Counter_1080x1920_v1.mp4", "kind": "video", "channel": RM, "placement": CTR, "width": 1080, "height": 1920, "format": "MP4",
     "codec": "h264", "durationS": 10, "fps": 30, "sizeKB": 9200, "hasAudio": False,
     "note": "the document's example name; a 9 MB silent 10 s motion slot"},
    {"file": "WMN_Orvalis_Counter_1080x1920_v2.jpg", "kind": "static", "channel": RM, "placement": CTR, "width": 1080, "height": 1920, "format": "JPG", "sizeKB": 1650,
     "note": "1.65 MB static slide: over every onsite weight, inside the counter screens' 2 MB"},
    {"file": "WMN_Orvalis_App_1242x375_v1.png", "kind": "static", "channel": RM, "placement": APPB, "width": 1242, "height": 375, "format": "PNG", "sizeKB": 190,
     "note": "190 KB app banner next to 150 KB onsite sizes and the refill card"},
]

# ---------------------------------------------------------------- medirelay (eRx API reference, HTML)
ERX = "eRx"


def e(**kw):
    d = {"channel": ERX}
    d.update(kw)
    return d


KEYS["medirelay-erx-message-api-reference"] = {
    "style": "EHR / E-PRESCRIBING vendor's DEVELOPER API REFERENCE page (docs site printed from the browser, header/footer kept): a version pill, an 'Enforced' (HTTP 422) vs 'Guideline' (meta.warnings) legend, a FIELD TABLE `Field | Type | Rule | Level | Error code` whose Rule cells carry character limits per message part (title 60, body 240, fair balance 480, CTA 24) and an approval-code shape, an ndc_triggers row whose 50 is not a content limit, a recommendation inside a sentence (title 45), text-only / link / fair-balance / claims rules in prose, a JSON request example full of numbers, an API operating-limits table, a CHANGELOG with superseded limits (200 → 240, 30 → 24)",
    "not_requirements": [
        "ndc_triggers: Up to 50 NDC codes (informational; not content)",
        "Only sponsors with a signed MediRelay Clinical Messaging Agreement … can call this API; messages are never shown to patients (access and platform facts)",
        "MediRelay renders every message in its own plain-text template (platform behaviour); Bold, italics and line breaks are removed",
        "The fair_balance text is rendered directly beneath the body, in the same type size, and above the call-to-action button (the platform places it)",
        "JSON example values (0.25 mg weekly, 4 weeks, NDC codes, 'See dosing')",
        "API operating limits: 120 requests per minute, 25 active messages, 2 and 5 business days ('not content requirements')",
        "Changelog old values: body 200 characters, cta_label 30 characters, image attachments (superseded)",
        "Character counts are Unicode code points after … whitespace is trimmed (counting method)",
        "cta_label defaults to 'Learn more' (default)",
    ],
    "rules": [
        R("characterCount", C, "Plain text, up to 60 characters including spaces", {"max": 60, "unit": "chars", "check": "headline"}, e(),
          alt=["title | string | Required. Plain text, up to 60 characters including spaces. | Enforced | TITLE_TOO_LONG"], ext=True, legacy="typography"),
        R("characterCount", C, "Plain text, up to 240 characters including spaces", {"max": 240, "unit": "chars", "check": "body"}, e(),
          alt=["body | string | Required. Plain text, up to 240 characters including spaces. | Enforced | BODY_TOO_LONG"], ext=True, legacy="typography",
          note="200 in the changelog is superseded"),
        R("fairBalance", C, "Required for any message that names a product", None, e(condition="message names a product"),
          alt=["fair_balance | string | Required for any message that names a product."]),
        R("characterCount", C, "Up to 480 characters", {"max": 480, "unit": "chars", "check": "fairBalance"}, e(),
          alt=["fair_balance | string | Required for any message that names a product. Up to 480 characters."], ext=True, legacy="fairBalance",
          note="new check name 'fairBalance' (the fair-balance text field of the message)"),
        R("characterCount", C, "Optional. Up to 24 characters", {"max": 24, "unit": "chars", "check": "ctaText"}, e(),
          alt=["cta_label | string | Optional. Up to 24 characters."], ext=True, legacy="typography", note="30 in the changelog is superseded"),
        R("metadata", C, "At most one link per message", None, e(), alt=["link_url | string (URL) | Optional. At most one link per message; must use HTTPS."]),
        R("metadata", C, "must use HTTPS", {"pattern": "^https://"}, e(), alt=["At most one link per message; must use HTTPS"]),
        R("safetyInfo", C, "HTTPS link to the full Prescribing Information", None, e(condition="message names a product"),
          alt=["pi_url | string (URL) | Required for any message that names a product. HTTPS link to the full Prescribing Information."]),
        R("fdaFilingNumber", C, "3 letters, a hyphen and 5 digits", {"pattern": r"^[A-Z]{3}-\d{5}$"}, e(),
          alt=["The sponsor’s promotional review code, 3 letters, a hyphen and 5 digits"], note="example VRX-40127"),
        R("customerType", C, "is the only accepted value", {"allowed": ["HCP"]}, e(), alt=["prescriber is the only accepted value"],
          note="audience field: prescribers only"),
        R("characterCount", Wn, "We recommend keeping the title to 45 characters", {"max": 45, "unit": "chars", "check": "headline"}, e(), ext=True, legacy="typography"),
        R("format", C, "Messages are text only", None, e(), note="no images, logos, emoji or HTML; no value a file checker reads"),
        R("metadata", C, "that contains markup is rejected", None, e(), opt=True, note="restates 'text only'"),
        R("metadata", C, "Links must point to a domain registered to the sponsor", None, e(), alt=["URL shorteners and redirect services are rejected"]),
        R("metadata", C, "Links must not carry patient identifiers or prescription data in the query string", None, e()),
        R("customerType", C, "must open a page written for healthcare professionals", {"allowed": ["HCP"]}, e(part="landingPage"), opt=True,
          note="audience of the landing page, not of the message"),
        R("fairBalance", C, "It must contain the most important risks from the boxed warning where the product has one", None, e(condition="product with a boxed warning")),
        R("fairBalance", C, "Sponsors cannot move, collapse or shorten it", None, e(), alt=["a message whose fair balance would be hidden behind “more” is rejected"], opt=True),
        R("fairBalance", Wn, "lead with the boxed-warning language, then contraindications", None, e()),
        R("disclaimers", C, "Messages must not contain cost or copay claims unless the", None, e(condition="cost or copay claim"),
          alt=["also states the eligibility restrictions"]),
        R("disclaimers", C, "Comparative claims must cite the source", None, e(condition="comparative claim")),
    ],
}
ALLOWED["medirelay-erx-message-api-reference"] = [
    {"file": "VRX-40127 (message)", "kind": "text", "channel": ERX,
     "text": {"headline": "Veranzo: once-weekly dosing for adults with T2D",
              "body": "Consider Veranzo for adults with type 2 diabetes not at goal on metformin. Start at 0.25 mg weekly for 4 weeks.",
              "ctaText": "See dosing"},
     "note": "the document's own example message (title 47 characters: over the 45 guideline, inside 60)", "expectWarnings": ["We recommend keeping the title to 45 characters"]},
    {"file": "KLM-20911 (message)", "kind": "text", "channel": ERX,
     "text": {"headline": "New: Kelmora 2 mg tablets now covered",
              "body": "Kelmora is indicated for adults with moderate plaque psoriasis. Most commercial plans now cover Kelmora with no prior authorization; eligibility restrictions apply, see link. Samples are available through your rep on request today.",
              "ctaText": "Check coverage details",
              "fairBalance": "Kelmora can cause serious infections, including tuberculosis. Do not start in patients with an active infection. Most common adverse reactions: upper respiratory infections, headache and nausea."},
     "note": "a 231-character body (over the old 200) and a 22-character CTA (inside 24, under the old 30)"},
]

# ---------------------------------------------------------------- pinebrook (CTV rejection reasons, HTML)
def p(**kw):
    d = {"platform": "CTV", "kinds": ["video"]}
    d.update(kw)
    return d


KEYS["pinebrook-ctv-rejection-reasons"] = {
    "style": "CTV / FAST streaming service's HELP-CENTRE TROUBLESHOOTING ARTICLE 'Why was my ad rejected?' (browser print, header/footer kept): requirements stated only as a REJECTION-CODE TABLE `Code | What we found | What we accept` (PB-101 … PB-112: codec and container, resolution with a rejected 1280 × 720 and an accepted UHD, an H.264-only bitrate floor, frame rates with 50/59.94 excluded, exact lengths with a half-second tolerance, LKFS and true peak, stereo/48 kHz/AAC 192 kbps or PCM, head black/silence, 10 GB, VAST 4.x and no VPAID, title safe, QR codes allowed under conditions), a 'Tip' box with a ProRes recommendation, a pharma section with its own rejection code, a targeting sentence, FAQ",
    "not_requirements": [
        "240+ live channels and 18,000 titles; SSAI transcodes every creative (background)",
        "re-review usually takes 1 business day (3 for pharmaceutical advertisers); automated QC within 4 hours (process)",
        "We allow up to half a second of extra black at the end (tolerance of PB-105)",
        "3840 × 2160 is accepted and downscaled (a permission, folded into the allowed resolutions)",
        "Pharmaceutical ads cannot be targeted to kids’ channels or to viewers under 18 (targeting, applied automatically)",
        "Prescription drug ads are accepted on Pinebrook TV in the US only (sales condition)",
        "60-second spots are sold only as sponsorship units (FAQ; sales condition)",
    ],
    "rules": [
        R("format", C, "PB-101", {"allowed": ["MOV", "MP4"]}, p(), alt=["ProRes 422 HQ in a .mov container, or H.264 High Profile in an .mp4 container"]),
        R("codec", C, "PB-101", {"allowed": ["prores", "h264"], "check": "videoCodec"}, p(), alt=["ProRes 422 HQ in a .mov container, or H.264 High Profile in an .mp4 container"]),
        R("codec", C, "Files must be progressive; interlaced files are rejected", {"allowed": ["progressive"], "check": "scanType"}, p()),
        R("dimensions", C, "1280 × 720 is rejected", {"allowed": ["1920x1080", "3840x2160"], "excluded": ["1280x720"]}, p(),
          alt=["PB-102 | Resolution too low | 1920 × 1080."], note="UHD accepted and downscaled"),
        R("bitrate", C, "At least 15 Mbps for H.264 files", {"min": 15000, "unit": "kbps", "check": "videoBitrate"}, p(condition="codec h264"),
          note="H.264 only: 'ProRes files have no separate floor'"),
        R("frameRate", C, "23.976, 24, 25, 29.97 or 30 fps, constant", {"allowed": ["23.976", "24", "25", "29.97", "30"], "min": 23.976, "max": 30, "excluded": ["50", "59.94"]}, p()),
        R("frameRate", C, "50 and 59.94 fps are not supported", {"excluded": ["50", "59.94"]}, p(), opt=True),
        R("frameRate", C, "23.976, 24, 25, 29.97 or 30 fps, constant", {"check": "constantFrameRate"}, p(), alt=["export with constant frame rate on"]),
        R("duration", C, "15 or 30 seconds exactly", {"allowed": ["15", "30"], "min": 15, "max": 30, "unit": "s"}, p(), note="±0.5 s of trailing black tolerated"),
        R("audioLoudness", C, "−24 LKFS ±2 dB (ATSC A/85)", {"min": -26, "max": -22, "unit": "LUFS", "check": "integrated"}, p(part="audio"), ext=True, legacy="bitrate"),
        R("audioTruePeak", C, "true peak no higher than −2 dBTP", {"max": -2, "unit": "dBTP", "check": "truePeak"}, p(part="audio"), ext=True, legacy="bitrate"),
        R("audioChannels", C, "Stereo, 48 kHz, AAC at 192 kbps or higher", {"allowed": ["stereo"], "min": 2, "max": 2, "excluded": ["5.1"]}, p(part="audio"),
          alt=["5.1 mixes are rejected"], ext=True, legacy="codec"),
        R("sampleRate", C, "Stereo, 48 kHz, AAC at 192 kbps or higher", {"allowed": ["48000"], "unit": "Hz"}, p(part="audio"), ext=True, legacy="codec"),
        R("codec", C, "Stereo, 48 kHz, AAC at 192 kbps or higher", {"allowed": ["aac", "pcm"], "check": "audioCodec"}, p(part="audio"),
          alt=["(or PCM in a ProRes file)"]),
        R("bitrate", C, "Stereo, 48 kHz, AAC at 192 kbps or higher", {"min": 192, "unit": "kbps", "check": "audioBitrate"}, p(part="audio", condition="audio codec AAC")),
        R("duration", C, "No more than 0.5 seconds of black or silence at the head", {"max": 0.5, "unit": "s", "check": "headTailSilence"}, p(), ext=True),
        R("fileSize", C, "Up to 10 GB per file", {"max": 10485760, "unit": "KB"}, p()),
        R("metadata", C, "VAST 4.0, 4.1 or 4.2 tags with a mezzanine file", None, p()),
        R("format", C, "VPAID is not supported in any form", {"excluded": ["VPAID"]}, p()),
        R("metadata", C, "Wrapper chains deeper than 3 are rejected", {"max": 3}, p(), opt=True, note="tag property"),
        R("brandGuidelines", C, "All text and logos inside the 90% title-safe area", {"max": 90, "unit": "%", "check": "safeArea"}, p(), ext=True),
        R("dimensions", C, "QR codes are allowed if at least 200 × 200 px", {"minWidth": 200, "minHeight": 200}, p(part="qrCode"),
          note="the QR code's size, never the video's"),
        R("duration", C, "shown for 5 seconds or more", {"min": 5, "unit": "s", "check": "onScreenTime"}, p(part="qrCode"), ext=True,
          note="QR code on-screen time, not the spot length"),
        R("brandGuidelines", C, "“click here” calls to action are not allowed", None, p()),
        R("codec", Wn, "we recommend delivering a ProRes 422 HQ mezzanine", {"allowed": ["prores"], "check": "videoCodec"}, p(),
          note="'a recommendation only'"),
        R("fairBalance", C, "must include the major statement of side effects and contraindications in the audio", None, p(condition="prescription drug")),
        R("typography", C, "On-screen safety text must be at least 40 px high", {"min": 40, "unit": "px"}, p(condition="safety text")),
        R("safetyInfo", C, "a super of fewer than 4 seconds is rejected", {"min": 4, "unit": "s", "check": "onScreenTime"}, p(condition="safety text"), ext=True),
        R("safetyInfo", C, "Each ad must direct viewers to full Prescribing Information", None, p(condition="prescription drug")),
        R("indication", C, "must not include any representation about the drug’s benefits or risks", None, p(condition="reminder ads")),
    ],
}
ALLOWED["pinebrook-ctv-rejection-reasons"] = [
    {"file": "ORV_CTV_30_ProRes.mov", "kind": "video", "platform": "CTV", "format": "MOV", "codec": "prores", "width": 1920, "height": 1080, "fps": 23.976,
     "constantFrameRate": True, "scan": "progressive", "durationS": 30, "sizeKB": 4404019, "videoBitrateKbps": 220000, "audioCodec": "pcm",
     "audioChannels": 2, "sampleRateHz": 48000, "loudnessLUFS": -24.1, "truePeakDBTP": -3.0, "headTailSilenceS": 0.2,
     "note": "4.2 GB ProRes mezzanine with PCM audio: no AAC bitrate floor applies"},
    {"file": "ORV_CTV_15_H264.mp4", "kind": "video", "platform": "CTV", "format": "MP4", "codec": "h264", "width": 1920, "height": 1080, "fps": 29.97,
     "constantFrameRate": True, "scan": "progressive", "durationS": 15, "sizeKB": 36864, "videoBitrateKbps": 18000, "audioCodec": "aac",
     "audioBitrateKbps": 192, "audioChannels": 2, "sampleRateHz": 48000, "loudnessLUFS": -23.2, "truePeakDBTP": -2.4, "headTailSilenceS": 0.3,
     "expectWarnings": ["we recommend delivering a ProRes 422 HQ mezzanine"], "note": "H.264 at 18 Mbps: accepted, only the ProRes tip is missed"},
    {"file": "ORV_CTV_30_UHD.mp4", "kind": "video", "platform": "CTV", "format": "MP4", "codec": "h264", "width": 3840, "height": 2160, "fps": 25,
     "constantFrameRate": True, "scan": "progressive", "durationS": 30, "sizeKB": 153600, "videoBitrateKbps": 40000, "audioCodec": "aac",
     "audioBitrateKbps": 256, "audioChannels": 2, "sampleRateHz": 48000, "loudnessLUFS": -25.6, "truePeakDBTP": -2.2, "headTailSilenceS": 0.0,
     "expectWarnings": ["we recommend delivering a ProRes 422 HQ mezzanine"], "note": "UHD at 25 fps: accepted and downscaled; a 1920 × 1080-only rule fails it"},
]

# ---------------------------------------------------------------- questfall (rewarded video one-sheet, HTML)
QF = "In-game"


def qf(kinds=None, **kw):
    d = {"channel": QF, "placement": "Rewarded video"}
    if kinds:
        d["kinds"] = kinds
    d.update(kw)
    return d


q_aud = "AAC stereo, 44.1 or 48 kHz, −16 LUFS ±2"
q_ec = "One static end card per orientation: 1080 × 1920 and 1920 × 1080 PNG or JPG, ≤ 500 KB"
KEYS["questfall-rewarded-onesheet-export"] = {
    "style": "IN-GAME REWARDED VIDEO vendor's ONE-SHEET for brands (a designed A4 landscape PDF, two CSS columns, no browser header): hero with contact, four stat tiles (completion rate, games, players, CPCV), a legend of marks (✔ Required checked by QC, ✖ rejected, dashed 'Good to know' boxes are suggestions) that leaves UNMARKED table rows to the reader, a Portrait | Landscape table with colspan cells ('15 or 30 s ✖ 6 s, 60 s', '24–30 fps', '2–10 Mbps', '≤ 40 MB', audio in one cell), end-card bullets with a close-button zone, an optional playable add-on with its own limits, a red 'Health and pharma — required' box with a targeting line and a Canada-only condition, naming with [YYMMDD] and P/L/EC tokens, pricing table",
    "not_requirements": [
        "96% completion rate, 1,900+ games, 71M players, $28–$42 CPCV (stat tiles)",
        "the video plays to the end and cannot be skipped; the end card stays until the player taps close (platform behaviour)",
        "The end card shows for at least 5 seconds before the close button appears; you don’t need to build that into the video (platform behaviour)",
        "Games start videos with sound on when the device is not on silent (platform fact)",
        "portrait performs about 20% better than landscape (research)",
        "Health ads run only in games rated 17+ / Mature, or 18+ audiences in Canada; set by us (targeting)",
        "Pricing table ($20,000 / $35,000 minimums, $28 / $42 CPCV, QC turnaround 2 business days, health 4)",
        "Upload through the Questfall brand portal (process)",
    ],
    "rules": [
        R("dimensions", C, "Resolution", {"allowed": ["1080x1920", "1920x1080"]}, qf(["video"]), alt=["Resolution | 1080 × 1920 | 1920 × 1080"],
          note="unmarked table row under a legend that marks only ✔/✖: read as the spec (critical)"),
        R("metadata", C, "✔ Required: both orientations", None, qf(["video"]), alt=["Supply | ✔ Required: both orientations"],
          note="deliverable set (one file per orientation), not a property of one file"),
        R("duration", C, "15 or 30 s", {"allowed": ["15", "30"], "min": 15, "max": 30, "unit": "s", "excluded": ["6", "60"]}, qf(["video"]),
          alt=["Length | 15 or 30 s ✖ 6 s, 60 s"]),
        R("format", C, "MP4, H.264", {"allowed": ["MP4"], "excluded": ["WEBM", "MOV"]}, qf(["video"]), alt=["Container / codec | MP4, H.264 ✖ WebM, MOV"]),
        R("codec", C, "MP4, H.264", {"allowed": ["h264"], "check": "videoCodec"}, qf(["video"]), alt=["Container / codec | MP4, H.264"]),
        R("frameRate", C, "Frame rate", {"min": 24, "max": 30}, qf(["video"]), alt=["Frame rate | 24–30 fps"]),
        R("bitrate", C, "Video bitrate", {"min": 2000, "max": 10000, "unit": "kbps", "check": "videoBitrate"}, qf(["video"]), alt=["Video bitrate | 2–10 Mbps"]),
        R("fileSize", C, "≤ 40 MB per file", {"max": 40960, "unit": "KB"}, qf(["video"]), alt=["File size | ≤ 40 MB per file"]),
        R("codec", C, q_aud, {"allowed": ["aac"], "check": "audioCodec"}, qf(["video"], part="audio"), alt=["Audio | " + q_aud]),
        R("audioChannels", C, q_aud, {"allowed": ["stereo"], "min": 2, "max": 2}, qf(["video"], part="audio"), ext=True, legacy="codec"),
        R("sampleRate", C, q_aud, {"allowed": ["44100", "48000"], "unit": "Hz"}, qf(["video"], part="audio"), ext=True, legacy="codec"),
        R("audioLoudness", C, q_aud, {"min": -18, "max": -14, "unit": "LUFS", "check": "integrated"}, qf(["video"], part="audio"), ext=True, legacy="bitrate"),
        R("brandGuidelines", C, "the audio must be mixed for phone speakers", None, qf(["video"], part="audio"), opt=True, note="no measurable value"),
        R("brandGuidelines", Wn, "show your brand in the first 3 seconds", {"max": 3, "unit": "s"}, qf(["video"])),
        R("typography", Wn, "keep supers large (at least 60 px on 1080-wide video)", {"min": 60, "unit": "px"}, qf(["video"])),
        R("dimensions", C, q_ec, {"allowed": ["1080x1920", "1920x1080"]}, qf(["static"], part="endCard")),
        R("format", C, q_ec, {"allowed": ["PNG", "JPG"]}, qf(["static"], part="endCard")),
        R("fileSize", C, q_ec, {"max": 500, "unit": "KB"}, qf(["static"], part="endCard"), note="end card only; the video's 40 MB must not reach it, nor 500 KB the video"),
        R("brandGuidelines", C, "keep the top-right 150 × 150 px of the end card empty", {"min": 150, "unit": "px", "check": "safeArea"}, qf(["static"], part="endCard"), ext=True),
        R("brandGuidelines", C, "No fake buttons, fake close icons or countdown timers", None, qf(part="endCard")),
        R("fileSize", C, "single HTML file) can replace the static end card: ≤ 5 MB", {"max": 5120, "unit": "KB"}, qf(["html5"], part="playable"),
          alt=["≤ 5 MB, no network calls after load"], note="playable add-on only"),
        R("metadata", C, "no network calls after load", None, qf(["html5"], part="playable")),
        R("duration", C, "playable time 30 s or less", {"max": 30, "unit": "s"}, qf(["html5"], part="playable"), note="interaction time of the playable"),
        R("format", C, "MRAID 3.0, single HTML file", {"allowed": ["HTML5"]}, qf(["html5"], part="playable"), opt=True),
        R("brandGuidelines", C, "✔ Playables must work without sound", None, qf(["html5"], part="playable")),
        R("fairBalance", C, "Rx branded videos must present the major risks in the video itself", None, qf(["video"], condition="prescription drug"),
          alt=["in audio and on-screen text together"]),
        R("safetyInfo", C, "the full ISI must be reachable from the end card in one tap", None, qf(part="endCard", condition="prescription drug")),
        R("safetyInfo", C, "must carry the ISI link labeled “Important Safety Information”", None, qf(part="endCard", condition="prescription drug")),
        R("brandGuidelines", C, "No rewards may be promised for taking, requesting or asking a doctor about a medicine", None, qf()),
        R("indication", C, "Canadian campaigns for prescription drugs: reminder or help-seeking ads only", None, qf(condition="market CA")),
        R("naming", C, "Name files QF_[Brand]_[Orientation]_[Length]_[YYMMDD]", {"pattern": r"^QF_[A-Za-z0-9]+_[PL]_(\d+|EC)_\d{6}\.[A-Za-z0-9]+$"}, qf(),
          note="examples QF_Orvalis_P_30_270118.mp4 and QF_Orvalis_P_EC_270118.png"),
    ],
}
ALLOWED["questfall-rewarded-onesheet-export"] = [
    {"file": "QF_Orvalis_P_30_270118.mp4", "kind": "video", "channel": QF, "placement": "Rewarded video", "width": 1080, "height": 1920, "format": "MP4",
     "codec": "h264", "durationS": 30, "fps": 30, "videoBitrateKbps": 6000, "sizeKB": 23040, "audioCodec": "aac", "audioChannels": 2, "sampleRateHz": 48000,
     "loudnessLUFS": -16.4, "note": "the document's example name; 22.5 MB portrait video"},
    {"file": "QF_Orvalis_L_15_270118.mp4", "kind": "video", "channel": QF, "placement": "Rewarded video", "width": 1920, "height": 1080, "format": "MP4",
     "codec": "h264", "durationS": 15, "fps": 24, "videoBitrateKbps": 9500, "sizeKB": 17800, "audioCodec": "aac", "audioChannels": 2, "sampleRateHz": 44100,
     "loudnessLUFS": -17.6, "note": "landscape at 24 fps and 9.5 Mbps"},
    {"file": "QF_Orvalis_P_EC_270118.png", "kind": "static", "channel": QF, "placement": "Rewarded video", "part": "endCard", "width": 1080, "height": 1920,
     "format": "PNG", "sizeKB": 460, "note": "the document's example end card: 460 KB, portrait"},
    {"file": "QF_Orvalis_L_EC_270118.jpg", "kind": "static", "channel": QF, "placement": "Rewarded video", "part": "endCard", "width": 1920, "height": 1080,
     "format": "JPG", "sizeKB": 310, "note": "landscape end card"},
    {"file": "QF_Orvalis_P_EC_270120.html", "kind": "html5", "channel": QF, "placement": "Rewarded video", "part": "playable", "format": "HTML5",
     "sizeKB": 4300, "durationS": 25, "note": "4.2 MB playable end card: over the static end card's 500 KB, inside 5 MB"},
]

# ---------------------------------------------------------------- sonderwave (audio welcome pack, Word-native)
AU = "Audio"


def a(placement=None, kinds=("audio",), **kw):
    d = {"channel": AU}
    if kinds:
        d["kinds"] = list(kinds)
    if placement:
        d["placement"] = placement
    d.update(kw)
    return d


KEYS["sonderwave-audio-advertiser-welcome-pack"] = {
    "style": "PODCAST AND PROGRAMMATIC AUDIO network's ADVERTISER WELCOME PACK (Word-native, US Letter, header/footer, hand-written OOXML): a welcome letter with a must/required vs 'we suggest'/'tip' legend, a contacts table, a buying-options and PRICE table whose ':15 / :30' and ':60' cells are packages, a PRODUCED-SPOT property table (lengths with a tolerance and an exclusion, WAV or 320 kbps MP3, sample rates, stereo for podcast DAI vs mono accepted on radio, LOUDNESS PER CHANNEL LAYOUT, true peak, head/tail silence, a suggested WORD COUNT per length), HOST-READ bullets (talking points ≤ 250 words, DOCX or PDF, a 60-second read length the host controls, Rx brands excluded), a COMPANION table with a gridSpan row of shared rules, Rx bullets, a planning timeline table, naming template",
    "not_requirements": [
        "212 podcasts, 48 stations, 22 million listeners (background)",
        "Buying table: Network DAI $22 CPM, radio PMP $14 CPM, host-read $32 CPM, minimums; 'Host-read :60 in one show, 4 episodes' (package, not a spec)",
        "Flights start on Mondays; billing monthly (terms)",
        "(±0.5 s) tolerance of the length rule",
        "Host-read ads are not available for prescription drug brands (sales condition: Rx brands buy produced spots)",
        "Tip: hosts are most convincing when you give them a personal angle (advice with nothing to check)",
        "Companion banners … are optional (presence is optional; the specs apply when sent)",
        "Health and wellness spots do not air on shows in our Kids & Family genre (targeting applied by SonderWave)",
        "Timeline table (10 / 5 / 3 business days, first report after 48 hours): 'not a creative requirement'",
        "Terms: version 6.3 prevails; SonderWave may refuse creative that does not fit a show",
    ],
    "rules": [
        R("duration", C, ":15 or :30 exactly", {"allowed": ["15", "30"], "min": 15, "max": 30, "unit": "s"}, a(),
          alt=["Length | :15 or :30 exactly (±0.5 s)."], note="produced spots (audio files); host-read talking points are documents"),
        R("duration", C, ":60 produced spots are not accepted on DAI", {"excluded": ["60"]}, a(), opt=True),
        R("format", C, "WAV (PCM, 16- or 24-bit) or MP3 at 320 kbps CBR", {"allowed": ["WAV", "MP3"]}, a(), alt=["File | WAV (PCM, 16- or 24-bit) or MP3 at 320 kbps CBR"]),
        R("codec", C, "WAV (PCM, 16- or 24-bit) or MP3 at 320 kbps CBR", {"allowed": ["pcm", "mp3"], "check": "audioCodec"}, a(part="audio")),
        R("bitrate", C, "MP3 at 320 kbps CBR", {"min": 320, "max": 320, "unit": "kbps", "check": "audioBitrate"}, a(part="audio", condition="format MP3")),
        R("sampleRate", C, "44.1 kHz or 48 kHz", {"allowed": ["44100", "48000"], "unit": "Hz"}, a(part="audio"), alt=["Sample rate | 44.1 kHz or 48 kHz"], ext=True, legacy="codec"),
        R("audioChannels", C, "Stereo for podcast DAI", {"allowed": ["stereo"], "min": 2, "max": 2}, a("Podcast DAI", part="audio"),
          alt=["Channels | Stereo for podcast DAI; mono is accepted on streaming radio"], ext=True, legacy="codec"),
        R("audioChannels", C, "mono is accepted on streaming radio", {"allowed": ["mono", "stereo"], "min": 1, "max": 2}, a("Streaming radio", part="audio"),
          ext=True, legacy="codec", note="a permission that widens the radio set; 'stereo only' applied to radio fails a mono radio spot"),
        R("audioLoudness", C, "−16 LUFS integrated (±1 LU) for stereo files", {"min": -17, "max": -15, "unit": "LUFS", "check": "integrated"},
          a(part="audio", condition="channels stereo"), ext=True, legacy="bitrate"),
        R("audioLoudness", C, "−19 LUFS (±1 LU) for mono files", {"min": -20, "max": -18, "unit": "LUFS", "check": "integrated"},
          a(part="audio", condition="channels mono"), ext=True, legacy="bitrate", note="mono only; the stereo range applied to a mono file is harmful"),
        R("audioTruePeak", C, "−1.0 dBTP maximum", {"max": -1, "unit": "dBTP", "check": "truePeak"}, a(part="audio"), alt=["True peak | −1.0 dBTP maximum"], ext=True, legacy="bitrate"),
        R("duration", C, "No more than 0.5 s of silence at the start or end", {"max": 0.5, "unit": "s", "check": "headTailSilence"}, a(), ext=True),
        R("characterCount", Wn, "We suggest no more than 40 words for a :15", {"max": 40, "unit": "words", "check": "script"}, a(condition=":15 spots"), ext=True, legacy="metadata"),
        R("characterCount", Wn, "80 words for a :30", {"max": 80, "unit": "words", "check": "script"}, a(condition=":30 spots"), ext=True, legacy="metadata"),
        R("format", C, "Talking points must be supplied as DOCX or PDF", {"allowed": ["DOCX", "PDF"]}, a("Host-read", kinds=("document",), part="talkingPoints")),
        R("characterCount", C, "must not exceed 250 words", {"max": 250, "unit": "words", "check": "body"}, a("Host-read", kinds=("document",), part="talkingPoints"),
          ext=True, legacy="metadata", note="word count of the talking points"),
        R("duration", C, "A host-read ad runs up to 60 seconds", {"max": 60, "unit": "s"}, a("Host-read", kinds=None), opt=True,
          note="the host records it; 'reads are not timed to the second'; never a limit on produced spots"),
        R("metadata", C, "Include a phonetic spelling of every brand and generic name", None, a("Host-read", kinds=("document",), part="talkingPoints"), opt=True),
        R("dimensions", C, "Size", {"allowed": ["640x640", "300x250"]}, a(kinds=("static",), part="companionBanner"), alt=["640 × 640 | 300 × 250"]),
        R("fileSize", C, "Podcast players (mobile)", {"max": 200, "unit": "KB"}, a(kinds=("static",), part="companionBanner", sizes=["640x640"]),
          alt=["640 × 640 | Podcast players (mobile) | 200 KB | JPG or PNG"]),
        R("fileSize", C, "Web player and streaming radio", {"max": 150, "unit": "KB"}, a(kinds=("static",), part="companionBanner", sizes=["300x250"]),
          alt=["300 × 250 | Web player and streaming radio | 150 KB | JPG or PNG"]),
        R("format", C, "Format", {"allowed": ["JPG", "PNG"]}, a(kinds=("static",), part="companionBanner"), alt=["JPG or PNG"]),
        R("brandGuidelines", C, "Static only. No animation, no audio", None, a(kinds=None, part="companionBanner"), alt=["All companions | Static only. No animation, no audio"]),
        R("typography", C, "no text smaller than 24 px on the 640 × 640", {"min": 24, "unit": "px"}, a(kinds=("static",), part="companionBanner", sizes=["640x640"])),
        R("fairBalance", C, "must include the major statement of risks in the audio", None, a(condition="prescription drug")),
        R("safetyInfo", C, "must tell listeners where to find the full Prescribing Information", None, a(condition="prescription drug")),
        R("safetyInfo", C, "must carry the line “See Important Safety Information” linked", None, a(kinds=("static",), part="companionBanner", condition="prescription drug")),
        R("fdaFilingNumber", C, "Every health spot must be delivered with its promotional review approval code", None, a(),
          note="in the ID3 comment (MP3) or the upload form (WAV); no format given"),
        R("naming", C, "Name every audio file SW_[Advertiser]_[Campaign]_[Length]_[Version]", {"pattern": r"^SW_[A-Za-z0-9]+_[A-Za-z0-9]+_(\d+|\d+x\d+)_V\d+\.[A-Za-z0-9]+$"},
          {"channel": AU}, alt=["Companion banners add the size"], note="examples SW_Nuvelle_Spring27_30_V2.wav, SW_Nuvelle_Spring27_640x640_V1.png"),
    ],
}
ALLOWED["sonderwave-audio-advertiser-welcome-pack"] = [
    {"file": "SW_Nuvelle_Spring27_30_V2.wav", "kind": "audio", "channel": AU, "placement": "Podcast DAI", "format": "WAV", "codec": "pcm", "audioCodec": "pcm",
     "sampleRateHz": 48000, "audioChannels": 2, "durationS": 30, "loudnessLUFS": -16.2, "truePeakDBTP": -1.4, "headTailSilenceS": 0.3, "sizeKB": 5625,
     "note": "the document's example name; stereo WAV at −16.2 LUFS: outside the mono range"},
    {"file": "SW_Nuvelle_Spring27_15_V1.mp3", "kind": "audio", "channel": AU, "placement": "Streaming radio", "format": "MP3", "codec": "mp3", "audioCodec": "mp3",
     "audioBitrateKbps": 320, "sampleRateHz": 44100, "audioChannels": 1, "durationS": 15, "loudnessLUFS": -19.3, "truePeakDBTP": -1.8, "headTailSilenceS": 0.2,
     "sizeKB": 586, "note": "mono radio spot at −19.3 LUFS: fails podcast stereo and the stereo loudness range if those are unscoped"},
    {"file": "SW_Nuvelle_Spring27_640x640_V1.png", "kind": "static", "channel": AU, "part": "companionBanner", "width": 640, "height": 640, "format": "PNG",
     "sizeKB": 188, "note": "the document's example companion name; 188 KB next to the 300 × 250's 150 KB"},
    {"file": "SW_Nuvelle_Spring27_300x250_V1.jpg", "kind": "static", "channel": AU, "part": "companionBanner", "width": 300, "height": 250, "format": "JPG",
     "sizeKB": 96, "note": "300 × 250 companion"},
    {"file": "Nuvelle host talking points.docx", "kind": "document", "channel": AU, "placement": "Host-read", "part": "talkingPoints", "format": "DOCX",
     "sizeKB": 41, "namingExempt": True, "note": "talking points of 212 words for a 60-second host read (not an audio file: no naming rule)"},
]

# ---------------------------------------------------------------- kervale (DOOH workbook, .fods)
DO = "DOOH"
SITES = [("MAN014", "1920x1080", 10, "both", 51200, "MAN014 | 1920 × 1080 | Landscape"),
         ("LDN203", "1080x1920", 10, "both", 51200, "LDN203 | 1080 × 1920 | Portrait"),
         ("GLA011", "1080x1920", 15, "motion", 102400, "GLA011 | 1080 × 1920 | Portrait"),
         ("BHM007", "1400x400", 8, "static", 5120, "BHM007 | 1400 × 400 | Landscape"),
         ("LDS030", "1536x768", 8, "static", 10240, "LDS030 | 1536 × 768 | Landscape"),
         ("BRS105", "2160x3840", 10, "both", 153600, "BRS105 | 2160 × 3840 | Portrait")]
krules = []
for sid, size, slot, mode, kb, row in SITES:
    sc = {"channel": DO, "placement": sid}
    krules.append(R("dimensions", C, sid, {"allowed": [size]}, dict(sc), alt=[row]))
    krules.append(R("fileSize", C, sid, {"max": kb, "unit": "KB"}, dict(sc), alt=[row + " | " + str(kb // 1024)],
                    note="Max file size (MB) column"))
    if mode != "static":
        krules.append(R("duration", C, sid, {"allowed": [str(slot)], "min": slot, "max": slot, "unit": "s"}, dict(sc, kinds=["video"]),
                        alt=[sid + " | " + str(slot)], note="Slot (seconds) column; motion files run exactly the slot"))
    if mode == "static":
        krules.append(R("format", C, sid, {"allowed": ["JPG", "PNG"]}, dict(sc), alt=[sid + " | Static only"], note="static only: no MP4"))
    if mode == "motion":
        krules.append(R("format", C, sid, {"allowed": ["MP4"]}, dict(sc), alt=[sid + " | Motion"], note="motion only"))
krules += [
    R("codec", C, "files with an audio track are rejected", {"allowed": ["none"], "check": "audioPresent"}, {"channel": DO, "kinds": ["video"]},
      alt=["Audio | None. Screens have no speakers; files with an audio track are rejected."]),
    R("format", C, "JPG or PNG, RGB (sRGB) colour", {"allowed": ["JPG", "PNG"]}, {"channel": DO, "kinds": ["static"]}, alt=["Static formats | JPG or PNG"]),
    R("format", C, "CMYK files are rejected", {"allowed": ["RGB"], "excluded": ["CMYK"], "check": "colorSpace"}, {"channel": DO, "kinds": ["static"]}, ext=True),
    R("format", C, "MP4, H.264, 25 fps, constant frame rate", {"allowed": ["MP4"]}, {"channel": DO, "kinds": ["video"]}, alt=["Motion format | MP4, H.264, 25 fps"]),
    R("codec", C, "MP4, H.264, 25 fps, constant frame rate", {"allowed": ["h264"], "check": "videoCodec"}, {"channel": DO, "kinds": ["video"]}),
    R("frameRate", C, "MP4, H.264, 25 fps, constant frame rate", {"allowed": ["25"]}, {"channel": DO, "kinds": ["video"]}),
    R("frameRate", C, "MP4, H.264, 25 fps, constant frame rate", {"check": "constantFrameRate"}, {"channel": DO, "kinds": ["video"]}, opt=True),
    R("duration", C, "Must run exactly the site’s slot length", None, {"channel": DO, "kinds": ["video"]}, opt=True, note="restates the per-site Slot column"),
    R("accessibility", C, "no more than 3 flashes in any one second", {"max": 3}, {"channel": DO, "kinds": ["video"]}, alt=["No flashing or strobing"]),
    R("typography", C, "Text must be at least 5% of the screen height", {"min": 5, "unit": "%"}, {"channel": DO}),
    R("indication", C, "Prescription-only medicines may not be advertised to the public in the UK", None, {"channel": DO, "condition": "market UK"},
      note="no POM named or shown; P, GSL and unbranded disease-awareness copy only"),
    R("disclaimers", C, "must show “Always read the label” and the product’s active ingredient on screen", None,
      {"channel": DO, "condition": "P or GSL medicine"}),
    R("naming", C, "KV_[SiteID]_[Advertiser]_[YYYYMMDD].[ext]", {"pattern": r"^KV_[A-Z]{3}\d{3}_[A-Za-z0-9]+_\d{8}\.[A-Za-z0-9]+$"}, {"channel": DO},
      alt=["File name | KV_[SiteID]_[Advertiser]_[YYYYMMDD].[ext]"], note="example KV_MAN014_Orvalis_20270301.mp4"),
    R("characterCount", C, "no text that asks drivers to read more than 10 words", {"max": 10, "unit": "words", "check": "body"},
      {"channel": DO, "condition": "roadside sites"}, ext=True, legacy="typography", note="roadside sites BHM007 and LDS030"),
    R("format", C, "Roadside sites (type R on the Sites tab) are static only", {"allowed": ["JPG", "PNG"]}, {"channel": DO, "placement": "BHM007"}, opt=True,
      note="restates the Static only cell of BHM007"),
    R("format", C, "Roadside sites (type R on the Sites tab) are static only", {"allowed": ["JPG", "PNG"]}, {"channel": DO, "placement": "LDS030"}, opt=True,
      note="restates the Static only cell of LDS030"),
    R("characterCount", Wn, "Use no more than 7 words", {"max": 7, "unit": "words", "check": "body"}, {"channel": DO, "placement": "BHM007"},
      ext=True, legacy="typography", note="Tips column: 'not checked'"),
    R("brandGuidelines", Wn, "Keep the logo in the top third", None, {"channel": DO, "placement": "LDN203"}, opt=True),
]
KEYS["kervale-dooh-site-spec-list"] = {
    "style": "UK DIGITAL OUT-OF-HOME media owner's ARTWORK SPECIFICATION BY SITE, a downloadable WORKBOOK (flat ODS → LibreOffice Calc xlsx/ods/PDF, three sheets, A4 landscape): a Read me sheet with a legend in prose (every value on the Sites tab is a delivery requirement; the Tips column is not checked) and an 'Applies to every site | Requirement' table (no audio, sRGB, MP4/H.264/25 fps, flashes, 5% text height, UK medicines rules, naming, a delivery deadline), roadside planning-consent prose; a SITES sheet with ONE ROW PER SITE (site ID, location, type, a Screens inventory column, resolution, orientation, slot seconds, static/motion, max MB as numeric cells, tips); a Rates sheet of numbers that are not requirements",
    "not_requirements": [
        "Screens column (6, 12, 8, 1, 1, 4): number of screens at the site (inventory)",
        "Delivery deadline: 5 working days before the first play date (roadside: 10 working days) (process)",
        "minimum 8-second dwell; no sequencing between slots (scheduling under planning consent)",
        "Rates sheet: plays per hour 360/240/450, fortnight rates £9,800–£32,000, share of time 1 in 6, 20% off for GSL brands",
        "Tips column advice without a value: one message per slot; high contrast reads best; 15-second stories perform well; supply at 2160 × 3840 only, we do not upscale (restates the row)",
        "Version 4.2, 8 January 2027; this workbook replaces every earlier site list",
        "Kervale accepts pharmacy-only (P) and general sale (GSL) medicines and unbranded disease-awareness copy (permission)",
    ],
    "rules": krules,
}
ALLOWED["kervale-dooh-site-spec-list"] = [
    {"file": "KV_MAN014_Orvalis_20270301.mp4", "kind": "video", "channel": DO, "placement": "MAN014", "width": 1920, "height": 1080, "format": "MP4",
     "codec": "h264", "fps": 25, "constantFrameRate": True, "durationS": 10, "sizeKB": 28672, "hasAudio": False,
     "note": "the document's example name; a silent 10 s landscape motion file"},
    {"file": "KV_GLA011_Orvalis_20270301.mp4", "kind": "video", "channel": DO, "placement": "GLA011", "width": 1080, "height": 1920, "format": "MP4",
     "codec": "h264", "fps": 25, "constantFrameRate": True, "durationS": 15, "sizeKB": 81920, "hasAudio": False,
     "note": "80 MB, 15 s portrait: over 50 MB and 10 s of the rail sites"},
    {"file": "KV_BHM007_Orvalis_20270301.jpg", "kind": "static", "channel": DO, "placement": "BHM007", "width": 1400, "height": 400, "format": "JPG",
     "colorSpace": "RGB", "sizeKB": 2100, "note": "roadside static (6 words)"},
    {"file": "KV_BRS105_Orvalis_20270301.png", "kind": "static", "channel": DO, "placement": "BRS105", "width": 2160, "height": 3840, "format": "PNG",
     "colorSpace": "RGB", "sizeKB": 112640, "note": "110 MB 4K portrait PNG: inside 150 MB, over every other site's limit"},
    {"file": "KV_LDS030_Orvalis_20270301.png", "kind": "static", "channel": DO, "placement": "LDS030", "width": 1536, "height": 768, "format": "PNG",
     "colorSpace": "RGB", "sizeKB": 7800, "note": "7.6 MB: over BHM007's 5 MB, inside LDS030's 10 MB"},
]


# ---------------------------------------------------------------- lumigrid (pDOOH SSP creative FAQ, HTML)
LG = "DOOH"
RD, SF, SCN, OF, FC = "Roadside large format", "Street furniture", "Shopping centres", "Office lobbies and lifts", "Fuel and convenience"


def lg(placement=None, kinds=None, **kw):
    d = {"channel": LG}
    if placement:
        d["placement"] = placement
    if kinds:
        d["kinds"] = kinds
    d.update(kw)
    return d


VEN = [(RD, "1344x448", "1344 × 448", 8, "Static only"), (SF, "1080x1920", "1080 × 1920", 10, "Static or video"),
       (SCN, "1080x1920", "1080 × 1920", 15, "Static or video"), (OF, "1920x1080", "1920 × 1080", 15, "Static or video"),
       (FC, "1920x1080", "1920 × 1080", 15, "Video, sound on")]
lrules = []
for ven, size, pretty, slot, media in VEN:
    row = f"{ven} | {pretty} | {slot} s | {media}"
    lrules.append(R("dimensions", C, ven, {"allowed": [size]}, lg(ven), alt=[row], note="build size; Q2 lets a file within 2% of the ratio be scaled"))
    if media != "Static only":
        lrules.append(R("duration", C, ven, {"allowed": [str(slot)], "min": slot, "max": slot, "unit": "s"}, lg(ven, ["video"]), alt=[row],
                        note="Q4: exactly the slot length"))
lrules += [
    R("format", C, "Static only", {"allowed": ["JPG", "PNG"]}, lg(RD), alt=[f"{RD} | 1344 × 448 | 8 s | Static only"]),
    R("format", C, "Video, sound on", {"allowed": ["MP4"]}, lg(FC), alt=[f"{FC} | 1920 × 1080 | 15 s | Video, sound on"], note="video only at fuel sites"),
    R("aspectRatio", C, "If your file’s aspect ratio is within 2% of the build size’s, we scale it to fit", {"max": 2, "unit": "%"}, lg(),
      alt=["Anything further off is declined rather than letterboxed"], note="a tolerance on the ratio of the venue's build size (deviation in %)"),
    R("format", C, "Static creative must be JPG or PNG in RGB", {"allowed": ["JPG", "PNG"]}, lg(kinds=["static"])),
    R("format", C, "Static creative must be JPG or PNG in RGB", {"allowed": ["RGB"], "check": "colorSpace"}, lg(kinds=["static"]), ext=True),
    R("format", C, "Video must be MP4 with H.264 video at 25 or 30 frames per second", {"allowed": ["MP4"]}, lg(kinds=["video"])),
    R("codec", C, "Video must be MP4 with H.264 video at 25 or 30 frames per second", {"allowed": ["h264"], "check": "videoCodec"}, lg(kinds=["video"])),
    R("frameRate", C, "Video must be MP4 with H.264 video at 25 or 30 frames per second", {"allowed": ["25", "30"], "min": 25, "max": 30}, lg(kinds=["video"])),
    R("format", C, "Animated GIF, HTML5 and MOV files are declined", {"excluded": ["GIF", "HTML5", "MOV"]}, lg()),
    R("duration", C, "Exactly the slot length of the venue type, no shorter and no longer", None, lg(kinds=["video"]), opt=True, note="restates the Slot column"),
    R("codec", C, "the audio track must be AAC, stereo", {"allowed": ["aac"], "check": "audioCodec"}, lg(FC, ["video"], part="audio")),
    R("audioChannels", C, "the audio track must be AAC, stereo", {"allowed": ["stereo"], "min": 2, "max": 2}, lg(FC, ["video"], part="audio"), ext=True, legacy="codec"),
    R("audioLoudness", C, "at −23 LUFS integrated loudness (±1 LU)", {"min": -24, "max": -22, "unit": "LUFS", "check": "integrated"}, lg(FC, ["video"], part="audio"),
      ext=True, legacy="bitrate"),
]
for ven in (SF, SCN, OF):
    lrules.append(R("codec", C, "Video for every other venue type must be silent", {"allowed": ["none"], "check": "audioPresent"}, lg(ven, ["video"]),
                    alt=["files with an audio track are declined"], note="required absence everywhere but fuel and convenience (keyed per venue type)"))
lrules += [
    R("fileSize", C, "Up to 10 MB for static files", {"max": 10240, "unit": "KB"}, lg(kinds=["static"])),
    R("fileSize", C, "100 MB for video", {"max": 102400, "unit": "KB"}, lg(kinds=["video"]), alt=["Up to 10 MB for static files and 100 MB for video"]),
    R("bitrate", C, "Video bitrate must not exceed 20 Mbps", {"max": 20000, "unit": "kbps", "check": "videoBitrate"}, lg(kinds=["video"])),
    R("bitrate", Wn, "we suggest 8–12 Mbps", {"min": 8000, "max": 12000, "unit": "kbps", "check": "videoBitrate"}, lg(kinds=["video"])),
    R("characterCount", C, "keep copy to 7 words or fewer", {"max": 7, "unit": "words", "check": "body"}, lg(RD), ext=True, legacy="typography"),
    R("brandGuidelines", C, "no web addresses and no phone numbers", None, lg(RD)),
    R("typography", C, "On every other venue type text must be at least 5% of the screen height", {"min": 5, "unit": "%"}, lg(condition="venue types other than roadside")),
    R("contrast", Wn, "We suggest a contrast ratio of at least 7:1 between text and background outdoors", {"min": 7, "unit": "ratio"}, lg()),
    R("indication", C, "prescription-only medicines cannot be advertised to the public", None, lg(condition="market AU"),
      alt=["LumiGrid declines any creative that names or shows one"], note="no prescription-only medicine named or shown (Australia)"),
    R("disclaimers", C, "must display the mandatory statement", None, lg(condition="non-prescription medicine"),
      alt=["“Always read the label and follow the directions for use.” for the whole of the ad"]),
    R("typography", C, "in text at least 3% of the screen height", {"min": 3, "unit": "%"}, lg(condition="mandatory statement")),
    R("indication", C, "Health claims must be consistent with the product’s ARTG entry", None, lg(condition="market AU")),
    R("fdaFilingNumber", C, "must carry the advertiser’s TAPS approval number on the creative", None, lg(condition="market NZ"), note="no format given"),
    R("naming", C, "LG_[DealID]_[VenueType]_[WxH]_v[N]", {"pattern": r"^LG_D\d{5}_(RD|SF|SC|OF|FC)_\d+x\d+_v\d+\.[A-Za-z0-9]+$"}, lg(),
      note="example LG_D40917_SF_1080x1920_v1.mp4; venue codes RD, SF, SC, OF, FC"),
]
KEYS["lumigrid-pdooh-creative-faq"] = {
    "style": "PROGRAMMATIC DOOH supply platform's SUPPORT-CENTRE 'Creative FAQ for buyers' (Australia and New Zealand, en-AU, serif body, browser print with header/footer): an 'On this page' list of ten numbered questions, a legend sentence (answers are what every creative must meet; 'we suggest' is advice), ANSWERS IN PROSE that carry the limits, one venue-type table (build size, slot, media: static only / static or video / 'Video, sound on'), an aspect-ratio TOLERANCE ('within 2% … we scale it to fit'), sound allowed only on one venue type with LUFS there and SILENCE everywhere else, a roadside word limit, text height in % of screen, AU/NZ medicines rules (mandatory statement for the whole ad, TAPS number) beside a targeting condition, naming with venue codes, approval fees",
    "not_requirements": [
        "14,600 screens from 22 media owners, buying by the play (background)",
        "The deal sheet in your DSP lists the venue types (process)",
        "we scale it to fit; Supplying at exactly the build size is best (platform behaviour and advice without a value beyond the table)",
        "some media owners’ players fail on them (reason)",
        "They may not run on screens within 200 metres of a school; applied by targeting, not by your creative",
        "Media owners approve within 2 business days; some roadside owners take 5; A$150 per further submission",
        "we may ask you for it (ARTG entry; process)",
        "1800 555 017, Mon–Fri, 9 am–5 pm AEDT (contact)",
    ],
    "rules": lrules,
}
ALLOWED["lumigrid-pdooh-creative-faq"] = [
    {"file": "LG_D40917_SF_1080x1920_v1.mp4", "kind": "video", "channel": LG, "placement": SF, "width": 1080, "height": 1920, "format": "MP4", "codec": "h264",
     "fps": 25, "durationS": 10, "videoBitrateKbps": 10000, "sizeKB": 12800, "hasAudio": False, "note": "the document's example name; silent 10 s street-furniture video"},
    {"file": "LG_D40917_FC_1920x1080_v1.mp4", "kind": "video", "channel": LG, "placement": FC, "width": 1920, "height": 1080, "format": "MP4", "codec": "h264",
     "fps": 30, "durationS": 15, "videoBitrateKbps": 12000, "sizeKB": 22500, "hasAudio": True, "audioCodec": "aac", "audioChannels": 2, "loudnessLUFS": -23.3,
     "note": "15 s with sound at a fuel site: fails the silence rule if that is unscoped"},
    {"file": "LG_D40917_RD_1344x448_v2.jpg", "kind": "static", "channel": LG, "placement": RD, "width": 1344, "height": 448, "format": "JPG", "colorSpace": "RGB",
     "sizeKB": 1400, "text": {"body": "Hay fever? Breathe easier this spring."}, "note": "roadside static of 6 words"},
    {"file": "LG_D40917_SC_1080x1920_v1.mp4", "kind": "video", "channel": LG, "placement": SCN, "width": 1080, "height": 1920, "format": "MP4", "codec": "h264",
     "fps": 30, "durationS": 15, "videoBitrateKbps": 18000, "sizeKB": 33000, "hasAudio": False,
     "expectWarnings": ["we suggest 8–12 Mbps"], "note": "18 Mbps: inside the 20 Mbps ceiling, above the suggested 8–12; 15 s next to street furniture's 10 s"},
    {"file": "LG_D40917_OF_1920x1080_v3.png", "kind": "static", "channel": LG, "placement": OF, "width": 1920, "height": 1080, "format": "PNG", "colorSpace": "RGB",
     "sizeKB": 8600, "note": "8.4 MB office-lobby PNG: inside 10 MB"},
]

for name, k in KEYS.items():
    doc = {"document": name, "style": k["style"], "not_requirements": k["not_requirements"], "rules": k["rules"]}
    json.dump(doc, open(name + ".key.json", "w"), ensure_ascii=False, indent=1)
    json.dump({"document": name, "assets": ALLOWED[name]}, open(name + ".allowed.json", "w"), ensure_ascii=False, indent=1)
    print(name, len(k["rules"]), "entries", sum(1 for r in k["rules"] if r.get("optional")), "optional", len(ALLOWED[name]), "assets")
