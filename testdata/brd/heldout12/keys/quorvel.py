from keylib import *
N = "quorvel-phone-email-specs"
D = {"kinds": DISPLAY, "channel": "Display"}
S = dict(D, sizes=["320x50"])
A = {"kinds": ["animated", "html5"], "channel": "Display"}
V = {"kinds": ["video"], "channel": "Video", "placement": "OLV"}
E = {"channel": "Email"}
EH = {"kinds": ["static"], "channel": "Email"}
rules = [
 C("dimensions", "sizes 300x250, 728x90, 160x600 + 320x50 mobile. nothing else",
   {"allowed": ["300x250", "728x90", "160x600", "320x50"]}, D, note="'media didnt buy the 300x600 this time': 300x600 is out"),
 C("fileSize", "max 150k initial pls", {"max": 150, "unit": "KB", "check": "initialLoad"}, D,
   note="'k' = KB; the 320x50 has a stricter cap of its own"),
 C("fileSize", "polite load ok up to 300k total", {"max": 300, "unit": "KB", "check": "totalLoad"}, D,
   note="a permission that fixes the total"),
 C("fileSize", "320x50 has to be under 50k tho", {"max": 50, "unit": "KB", "exclusive": True}, S),
 C("fileSize", "no polite load on that one", {"max": 0, "unit": "KB", "check": "subload"}, S),
 C("duration", "anim 15s max, 3 loops max", {"max": 15, "unit": "s", "check": "animationLength"}, A),
 C("duration", "anim 15s max, 3 loops max", {"max": 3, "unit": "loops", "check": "loopCount"}, A),
 C("brandGuidelines", "then stop on end frame", scope=A, optional=True, note="no value"),
 C("safetyInfo", "isi has to be on every frame", scope=D),
 C("typography", "min 8px font for isi", {"min": 8, "unit": "px"}, dict(D, condition="ISI text")),
 C("format", "backup jpg for each one, same size", {"allowed": ["JPG"]}, {"channel": "Display", "part": "backup"}),
 C("dimensions", "backup jpg for each one, same size", scope={"channel": "Display", "part": "backup"}, optional=True,
   note="same size as its banner; no value"),
 C("format", "html5 zip pls.", {"allowed": ["ZIP"]}, {"kinds": ["html5"], "channel": "Display"}),
 C("format", "no animated gifs", {"excluded": ["GIF"]}, {"kinds": ["animated"], "channel": "Display"},
   note="animation only as HTML5"),
 C("duration", ":15 and :06 only", {"allowed": ["6", "15"], "min": 6, "max": 15, "unit": "s", "excluded": ["30"]}, V,
   alt=[":15 and :06 only (the :30 is tv only, dont cut it for web)"]),
 C("format", "mp4 h264 1920x1080", {"allowed": ["MP4"]}, V),
 C("codec", "mp4 h264 1920x1080", {"allowed": ["h264"], "check": "videoCodec"}, V),
 C("dimensions", "mp4 h264 1920x1080", {"allowed": ["1920x1080"]}, V,
   note="the agency's 1280x720 in the quoted message is not the client's"),
 C("frameRate", "23.976 or 29.97 both fine.", {"allowed": ["23.976", "29.97"], "min": 23.976, "max": 29.97, "unit": "fps"}, V,
   note="'both fine' lists the allowed rates; 'not 25!!' confirms"),
 C("frameRate", "not 25!!", {"excluded": ["25"], "unit": "fps"}, V, optional=True),
 C("fileSize", "keep each file under 100mb", {"max": 102400, "unit": "KB", "exclusive": True}, V),
 C("audioLoudness", "loudness -24 lufs +-2", {"min": -26, "max": -22, "unit": "LUFS", "check": "integrated"}, dict(V, part="audio"), legacy="bitrate"),
 C("safetyInfo", "end card w isi min 5s on the :15.", {"min": 5, "unit": "s", "check": "endCardDuration"}, dict(V, condition="the :15 spot"),
   legacy="duration", note="the :15 only: applied to the :06 it fails its 2 s card"),
 C("brandGuidelines", "on the :06 a 2s logo card w \"see isi\" is enough", {"min": 2, "unit": "s", "check": "endCardDuration"},
   dict(V, part="bumper"), legacy="duration", optional=True, note="a permission for the :06"),
 C("characterCount", "subject line max 50 chars", {"max": 50, "unit": "chars", "check": "subjectLine"}, E, legacy="metadata"),
 C("characterCount", "preheader 85ish", {"max": 85, "unit": "chars", "check": "preheader"}, E, legacy="metadata", optional=True,
   note="approximate ('ish'): warning or critical are both readings"),
 C("dimensions", "hero img 600px wide", {"minWidth": 600, "maxWidth": 600}, dict(EH, part="mainImage")),
 C("format", "hero img 600px wide, jpg", {"allowed": ["JPG"]}, dict(EH, part="mainImage")),
 W("fileSize", "ideally under 200k", {"max": 200, "unit": "KB", "exclusive": True}, dict(EH, part="mainImage")),
 C("naming", "ZYN_HCP_[size or length]_v#", {"pattern": "^ZYN_HCP_(\\d+x\\d+|\\d+s)_v\\d+(_[a-z]+)?\\.[a-z0-9]+$"},
   note="accepts ZYN_HCP_300x250_v1.zip and ZYN_HCP_15s_v2.mp4"),
]
nr = ["'full brd comes next wk' (process)",
      "'publisher hard limit, they bounce anything over' (reason, gives the severity)",
      "'the :30 is tv only, dont cut it for web' (a :30 exists for TV; not an OLV length)",
      "'fyi prod budget is 180k incl the olv edits' (money: 180k is not a file size), launch apr 12, first round by the 22nd",
      "Quoted agency message: 'defaults are 200 KB initial load and 30 seconds of animation … OLV at 1280x720' (the agency's defaults, replaced by the answer above; harmful if read: 200 KB > 150, 30 s > 15)",
      "Sent from my iPhone, confidentiality notice"]
assets = [
 {"file": "ZYN_HCP_160x600_v1.zip", "kind": "html5", "channel": "Display", "width": 160, "height": 600, "format": "ZIP",
  "sizeKB": 288, "initialLoadKB": 142, "subloadKB": 146, "durationS": 15, "loops": 3},
 {"file": "ZYN_HCP_160x600_v1_backup.jpg", "kind": "static", "channel": "Display", "part": "backup", "width": 160, "height": 600,
  "format": "JPG", "sizeKB": 41, "namingExempt": True},
 {"file": "ZYN_HCP_320x50_v1.zip", "kind": "html5", "channel": "Display", "width": 320, "height": 50, "format": "ZIP",
  "sizeKB": 44, "initialLoadKB": 44, "subloadKB": 0, "durationS": 12, "loops": 2},
 {"file": "ZYN_HCP_15s_v2.mp4", "kind": "video", "channel": "Video", "placement": "OLV", "width": 1920, "height": 1080,
  "format": "MP4", "codec": "h264", "durationS": 15, "fps": 23.976, "sizeKB": 38900, "hasAudio": True, "audioCodec": "aac",
  "audioChannels": 2, "sampleRateHz": 48000, "loudnessLUFS": -23.5, "truePeakDBTP": -2.2, "endCardS": 5},
 {"file": "ZYN_HCP_600x400_v1.jpg", "kind": "static", "channel": "Email", "part": "mainImage", "width": 600, "height": 400,
  "format": "JPG", "sizeKB": 180, "note": "180 KB hero: under the 'ideally' 200k, above the banners' 150k"},
 {"file": "ZYN_HCP_email_copy_v1.txt", "kind": "text", "channel": "Email", "namingExempt": True,
  "text": {"subjectLine": "New 52-week data for Zyntara in moderate UC", "preheader": "See the OPAL-2 results your patients asked about, with full Prescribing Information."}}]
write(N, "Quick spec typed into an e-mail on a phone (American): no capitals, no verbs, abbreviations (pls, w/, tho, anim, img, qs, thx), 'k' units ('max 150k', 'under 50k'), ':15 and :06 only', a permission that fixes a limit ('polite load ok up to 300k total'), 'ish' and 'ideally', money in 'k' ('budget is 180k'), the agency's quoted defaults below the reply", rules, nr, assets)
