import sys, os; sys.path.insert(0, os.path.dirname(__file__))
from keylib import R, C, W, write
N = "loopgram-video-carousel-ad-guide"
S = {"channel": "Social"}
def s(**k): return {**S, **k}
FV = s(kinds=["video"], placement="Feed")
ST = s(kinds=["video"], placement="Stories")
RL = s(kinds=["video"], placement="Reels")
SR = s(kinds=["video"], placement="Stories and Reels")
CC = s(part="carouselCard")
GB4 = 4194304
rules = [
 R("format", C, "File type", alt=["File type | MP4 or MOV"], params={"allowed": ["MP4", "MOV"]}, scope=FV),
 R("codec", W, "MP4 with H.264 video and AAC audio", params={"allowed": ["h264"], "check": "videoCodec"}, scope=FV),
 R("codec", W, "MP4 with H.264 video and AAC audio", params={"allowed": ["aac"], "check": "audioCodec"}, scope={**FV, "part": "audio"}),
 R("aspectRatio", C, "1:1, 4:5 or 16:9", alt=["Aspect ratio | 1:1, 4:5 or 16:9"], params={"allowed": ["1:1", "4:5", "16:9"]}, scope=FV),
 R("aspectRatio", W, "Aspect ratio | 1:1, 4:5 or 16:9 | 4:5", params={"allowed": ["4:5"]}, scope=FV),
 R("dimensions", C, "At least 600 px wide", params={"minWidth": 600}, scope=FV),
 R("dimensions", W, "1080 × 1350 px", params={"allowed": ["1080x1350"]}, scope=FV),
 R("duration", C, "1 second to 10 minutes", params={"min": 1, "max": 600, "unit": "s"}, scope=FV),
 R("duration", W, "15 seconds or less", params={"max": 15, "unit": "s"}, scope=FV),
 R("fileSize", C, "Max file size", alt=["Max file size | 4 GB"], params={"max": GB4, "unit": "KB"}, scope=s(kinds=["video"]), note="same 4 GB row in the Feed and the Stories/Reels tables and for video cards"),
 R("frameRate", C, "Up to 60 fps", params={"max": 60}, scope=FV),
 R("frameRate", W, "24 to 30 fps", params={"min": 24, "max": 30}, scope=FV),
 R("characterCount", C, "Primary text: up to 2,200 characters.", params={"max": 2200, "unit": "chars", "check": "primaryText"}, scope=s(), extended=True, legacy="metadata"),
 R("characterCount", W, "we recommend keeping the key message within 125 characters", params={"max": 125, "unit": "chars", "check": "primaryText"}, scope=s(), extended=True, legacy="metadata"),
 R("characterCount", W, "Headline: recommended up to 40 characters", params={"max": 40, "unit": "chars", "check": "headline"}, scope=s(placement="Feed"), extended=True, legacy="metadata"),
 R("characterCount", W, "Link description: recommended up to 30 characters.", params={"max": 30, "unit": "chars", "check": "description"}, scope=s(placement="Feed"), extended=True, legacy="metadata"),
 R("accessibility", W, "Captions are recommended", scope=FV),
 R("aspectRatio", C, "Aspect ratio | 9:16", params={"allowed": ["9:16"]}, scope=SR),
 R("dimensions", C, "At least 540 × 960 px", params={"minWidth": 540, "minHeight": 960}, scope=ST),
 R("dimensions", C, "At least 540 × 960 px", params={"minWidth": 540, "minHeight": 960}, scope=RL),
 R("dimensions", W, "1080 × 1920 px", params={"allowed": ["1080x1920"]}, scope=SR),
 R("duration", C, "Up to 60 seconds per card", alt=["Video length (Stories) | Up to 60 seconds per card"], params={"max": 60, "unit": "s"}, scope=ST),
 R("duration", W, "5 to 15 seconds", alt=["Video length (Stories) | Up to 60 seconds per card | 5 to 15 seconds"], params={"min": 5, "max": 15, "unit": "s"}, scope=ST),
 R("duration", C, "3 to 90 seconds", alt=["Video length (Reels) | 3 to 90 seconds"], params={"min": 3, "max": 90, "unit": "s"}, scope=RL),
 R("duration", W, "15 to 30 seconds", alt=["Video length (Reels) | 3 to 90 seconds | 15 to 30 seconds"], params={"min": 15, "max": 30, "unit": "s"}, scope=RL),
 R("brandGuidelines", C, "Keep text, logos and key messages out of the top 14% and the bottom 35% of the frame", alt=["Ads whose text or logo falls inside these zones are sent back at review."],
   params={"min": 14, "unit": "%", "check": "safeArea"}, scope=SR, extended=True, note="top margin; critical because 'sent back at review'"),
 R("brandGuidelines", C, "Keep text, logos and key messages out of the top 14% and the bottom 35% of the frame", params={"min": 35, "unit": "%", "check": "safeArea"}, scope=SR, extended=True, note="bottom margin"),
 R("brandGuidelines", C, "the top 270 px and the bottom 670 px", params={"min": 270, "unit": "px", "check": "safeArea"}, scope=SR, extended=True, optional=True, note="restates the % zones for 1080 × 1920"),
 R("metadata", C, "A carousel ad shows 2 to 10 cards", params={"min": 2, "max": 10, "unit": "cards"}, scope=s(placement="carousel"), note="card count; never a duration, loop or file count of one asset"),
 R("aspectRatio", C, "All cards in one carousel must use the same aspect ratio, either 1:1 or 4:5.", params={"allowed": ["1:1", "4:5"]}, scope=CC),
 R("format", C, "Image card | JPG or PNG", params={"allowed": ["JPG", "PNG"]}, scope={**CC, "kinds": ["static"]}),
 R("fileSize", C, "Image card | JPG or PNG | 30 MB", params={"max": 30720, "unit": "KB"}, scope={**CC, "kinds": ["static"]}),
 R("format", C, "Video card | MP4 or MOV", params={"allowed": ["MP4", "MOV"]}, scope={**CC, "kinds": ["video"]}),
 R("fileSize", C, "Video card | MP4 or MOV | 4 GB", params={"max": GB4, "unit": "KB"}, scope={**CC, "kinds": ["video"]}),
 R("duration", C, "1 to 60 seconds", alt=["Video card | MP4 or MOV | 4 GB | 1 to 60 seconds"], params={"min": 1, "max": 60, "unit": "s"}, scope={**CC, "kinds": ["video"]}),
 R("dimensions", W, "Recommended size", alt=["Image card | JPG or PNG | 30 MB | — | 1080 × 1080 px", "Video card | MP4 or MOV | 4 GB | 1 to 60 seconds | 1080 × 1080 px"], params={"allowed": ["1080x1080"]}, scope=CC),
 R("characterCount", C, "Card headline: 45 characters maximum.", params={"max": 45, "unit": "chars", "check": "headline"}, scope=CC, extended=True, legacy="metadata"),
 R("characterCount", W, "We recommend 32 characters so that it is not cut off on mobile.", params={"max": 32, "unit": "chars", "check": "headline"}, scope=CC, extended=True, legacy="metadata"),
 R("characterCount", W, "Card description: optional; recommended up to 20 characters.", params={"max": 20, "unit": "chars", "check": "description"}, scope=CC, extended=True, legacy="metadata"),
 R("characterCount", C, "Primary text is shared by all cards and follows the Feed limits above.", params={"max": 2200, "unit": "chars", "check": "primaryText"}, scope=s(placement="carousel"), optional=True, extended=True, note="restatement by reference"),
 R("format", C, "Upload captions as an SRT file or burn them into the video.", params={"allowed": ["SRT"]}, scope=s(part="captionFile"), optional=True, note="how to supply captions, which are recommended; the allowed list is for the caption file only"),
 R("metadata", C, "SRT files must be UTF-8 encoded", scope=s(part="captionFile")),
 R("fileSize", C, "no larger than 1 MB", params={"max": 1024, "unit": "KB"}, scope=s(part="captionFile"), note="the caption file, never the video"),
 R("characterCount", W, "We recommend no more than 42 characters per caption line", params={"max": 42, "unit": "chars", "check": "caption"}, scope=s(part="captionFile"), extended=True, note="per line; 'two lines on screen' in the same sentence"),
 R("brandGuidelines", C, "Music in Reels ads must come from the Loopgram Sound Collection or be licensed by you for advertising.", scope=s(placement="Reels")),
 R("safetyInfo", C, "must present the major risks in the video itself, in audio or on-screen text", scope=s(kinds=["video"], condition="prescription drug")),
 R("safetyInfo", C, "The primary text must link to the full prescribing information.", scope=s(condition="prescription drug")),
 R("brandGuidelines", C, "imply that you know a viewer’s health condition", alt=["Health ads may not show before"], scope=s(condition="health ads"), optional=True, note="content policy"),
]
nr = [
 "Required specs are checked when you upload ... Recommended specs are advice; we never reject an ad for missing them (legend)",
 "85% of Feed video is watched with the sound off (statistic)",
 "Stories longer than 15 seconds are split into cards automatically; each card plays up to 15 seconds (platform behaviour: never a 15 s limit)",
 "It shows on desktop Feed only (placement note)",
 "Ads that promote prescription medicines can run only from accounts with Loopgram Health certification ... US, Canada (disease-awareness only) and New Zealand; certification takes up to 10 working days (eligibility, process)",
 "prescription medicine ads cannot be shown to people under 18 (targeting, applied automatically)",
 "'Why was my video rejected?' table (restates 4 GB, 30 MB, 14%/35%)",
]
A = [
 {"file": "LG_Feed_4x5_15s.mp4", "kind": "video", "format": "MP4", "codec": "h264", "audioCodec": "aac", "width": 1080, "height": 1350, "durationS": 15, "fps": 30,
  "sizeKB": 97280, "channel": "Social", "placement": "Feed",
  "text": {"primaryText": "Living with plaque psoriasis? Ask your dermatologist whether Velquira could be right for you. See the major risks in the video and the full Prescribing Information at the link.",
           "headline": "Talk to your dermatologist today"},
  "expectWarnings": ["we recommend keeping the key message within 125 characters"], "note": "primary text over 125 characters: a tip, never a rejection"},
 {"file": "LG_Reels_9x16_75s.mp4", "kind": "video", "format": "MP4", "codec": "h264", "audioCodec": "aac", "width": 1080, "height": 1920, "durationS": 75, "fps": 29.97,
  "sizeKB": 225280, "channel": "Social", "placement": "Reels", "expectWarnings": ["15 to 30 seconds"],
  "note": "75 s Reels: allowed (3 to 90 s); the Stories 60 s and Feed 15 s values applied to Reels fail it"},
 {"file": "LG_Stories_9x16_12s.mp4", "kind": "video", "format": "MOV", "codec": "h264", "audioCodec": "aac", "width": 720, "height": 1280, "durationS": 12, "fps": 25,
  "sizeKB": 40960, "channel": "Social", "placement": "Stories", "expectWarnings": ["1080 × 1920 px"], "note": "720 × 1280 is above the 540 × 960 minimum; only the recommended size is missed"},
 {"file": "LG_Carousel_card1_1x1.jpg", "kind": "static", "format": "JPG", "width": 1080, "height": 1080, "sizeKB": 6144, "channel": "Social", "placement": "carousel", "part": "carouselCard",
  "text": {"headline": "Clearer skin at 16 weeks in clinical trials"}, "expectWarnings": ["We recommend 32 characters so that it is not cut off on mobile."],
  "note": "43-character card headline: under the 45 maximum, over the 32 recommendation; the Feed 40-character advice is not the card's"},
 {"file": "LG_Carousel_card2_1x1.mp4", "kind": "video", "format": "MP4", "codec": "h264", "audioCodec": "aac", "width": 1080, "height": 1080, "durationS": 45, "fps": 30,
  "sizeKB": 81920, "channel": "Social", "placement": "carousel", "part": "carouselCard", "note": "45 s video card: the Feed 15 s recommendation is not the card's"},
 {"file": "LG_Reels_75s_captions.srt", "kind": "document", "format": "SRT", "sizeKB": 4, "channel": "Social", "part": "captionFile", "namingExempt": True},
]
write(N, "SOCIAL PLATFORM's ad-format HELP-CENTRE PAGE with every ACCORDION EXPANDED (browser print, header/footer kept; search bar, breadcrumb, 'Expand all · Collapse all', ▾ summaries): a legend callout (Required checked at upload, Recommended never rejected), Required | Recommended tables per placement (Feed; Stories and Reels with separate length rows), text limits with a hard max and a recommended truncation point in one bullet, a safe-zone paragraph in % and px, a carousel card table with 'Max file size' and 'Recommended size' columns, caption-file rules, health-ad rules, a rejection-message table; British spelling", nr, rules, A)
