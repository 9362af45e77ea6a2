import sys, os; sys.path.insert(0, os.path.dirname(__file__))
from keylib import R, C, W, write
N = "northreel-ctv-creative-acceptance-policy"
V = {"kinds": ["video"]}
VA = {"kinds": ["video"], "part": "audio"}
RX = {"kinds": ["video"], "condition": "prescription drug"}
rules = [
 R("metadata", C, "Each commercial must carry a valid Ad-ID in its metadata", params={"pattern": "^[A-Z0-9]{4}[A-Z0-9]{7}[HD]?$"}, scope=V, note="example NRVL0042000H"),
 R("metadata", C, "One commercial per file.", alt=["Files with more than one spot are returned."], scope=V, optional=True, note="delivery rule"),
 R("format", C, "Container and codec", alt=["Container and codec | QuickTime .mov with Apple ProRes 422 HQ, or .mp4 with H.264 High Profile"], params={"allowed": ["MOV", "MP4"]}, scope=V),
 R("codec", C, "Container and codec", alt=["Container and codec | QuickTime .mov with Apple ProRes 422 HQ, or .mp4 with H.264 High Profile"], params={"allowed": ["prores", "h264"], "check": "videoCodec"}, scope=V),
 R("codec", W, "ProRes 422 HQ preferred", params={"allowed": ["prores"], "check": "videoCodec"}, scope=V),
 R("bitrate", C, "H.264 files: 20 Mbps minimum", params={"min": 20000, "unit": "kbps", "check": "videoBitrate"}, scope={**V, "condition": "codec h264"}),
 R("dimensions", C, "1920 × 1080 or 3840 × 2160", alt=["Resolution | 1920 × 1080 or 3840 × 2160"], params={"allowed": ["1920x1080", "3840x2160"]}, scope=V),
 R("frameRate", C, "23.976 or 29.97 fps, progressive", params={"allowed": ["23.976", "29.97"], "min": 23.976, "max": 29.97}, scope=V),
 R("codec", C, "23.976 or 29.97 fps, progressive", params={"allowed": ["progressive"], "check": "scanType"}, scope=V),
 R("duration", C, ":15, :30 or :60", alt=["Length | :15, :30 or :60"], params={"allowed": ["15", "30", "60"], "min": 15, "max": 60, "unit": "s"}, scope=V, note="files may run up to 0.5 s longer than the booked length (5.3)"),
 R("duration", C, "The file may be up to 0.5 seconds longer than the booked length", alt=["but never shorter"], scope=V, optional=True,
   note="tolerance over the booked length (+0.5 s, never shorter); a plain duration max 0.5 s from it would fail every spot"),
 R("audioChannels", C, "Stereo, 48 kHz; PCM (ProRes) or AAC at 320 kbps (H.264)", alt=["5.1 mixes are not accepted"], params={"allowed": ["stereo"], "min": 2, "max": 2, "excluded": ["5.1"]}, scope=VA, extended=True, legacy="codec"),
 R("sampleRate", C, "Stereo, 48 kHz; PCM (ProRes) or AAC at 320 kbps (H.264)", params={"allowed": ["48000"], "unit": "Hz"}, scope=VA, extended=True, legacy="codec"),
 R("codec", C, "Stereo, 48 kHz; PCM (ProRes) or AAC at 320 kbps (H.264)", params={"allowed": ["pcm", "aac"], "check": "audioCodec"}, scope=VA),
 R("bitrate", C, "Stereo, 48 kHz; PCM (ProRes) or AAC at 320 kbps (H.264)", params={"min": 320, "unit": "kbps", "check": "audioBitrate"}, scope={**VA, "condition": "audio codec AAC"}, note="'at 320 kbps' keyed as the floor; exactly 320 equally acceptable"),
 R("audioLoudness", C, "−24 LKFS ±2 LU integrated", params={"min": -26, "max": -22, "unit": "LUFS", "check": "integrated"}, scope=VA, extended=True, legacy="bitrate"),
 R("audioTruePeak", C, "−2 dBTP maximum", params={"max": -2, "unit": "dBTP", "check": "truePeak"}, scope=VA, extended=True, legacy="bitrate", note="'Was −1 dBTP before version 4.2' is superseded"),
 R("fileSize", C, "20 GB maximum", alt=["File size | 20 GB maximum"], params={"max": 20971520, "unit": "KB"}, scope=V, note="'was 10 GB' in the revision history is superseded"),
 R("metadata", C, "Luma must stay between 16 and 235", params={"min": 16, "max": 235, "unit": "8-bit code value", "check": "lumaRange"}, scope=V, extended=True, legacy="metadata", note="64 to 940 in 10-bit files; never a size, rate or duration"),
 R("metadata", C, "chroma between 16 and 240", params={"min": 16, "max": 240, "unit": "8-bit code value", "check": "chromaRange"}, scope=V, extended=True, legacy="metadata"),
 R("format", C, "Color must be Rec. 709.", params={"allowed": ["Rec. 709"], "check": "colorSpace"}, scope=V, extended=True),
 R("metadata", C, "Do not add 7.5 IRE setup.", scope=V, optional=True, note="part of the levels rule"),
 R("metadata", C, "The file must not contain a slate, bars and tone, or a countdown", scope=V),
 R("duration", C, "no more than 0.5 seconds of black and silence at the head or at the tail", params={"max": 0.5, "unit": "s", "check": "headTailSilence"}, scope=V, extended=True),
 R("accessibility", C, "All commercials must be closed-captioned", alt=["CEA-608/708 captions embedded in the file, or a sidecar SCC or WebVTT file delivered with it"], scope=V),
 R("format", C, "a sidecar SCC or WebVTT file delivered with it", params={"allowed": ["SCC", "VTT"]}, scope={"part": "captionFile"}, note="the caption file only; captions may instead be embedded"),
 R("accessibility", C, "Captions must match the audio word for word.", scope=V),
 R("brandGuidelines", C, "All text and logos must sit inside the 90% title-safe area.", params={"max": 90, "unit": "%", "check": "safeArea"}, scope=V, extended=True),
 R("typography", C, "Text must be at least 30 pixels high in a 1920 × 1080 frame", params={"min": 30, "unit": "px"}, scope=V, note="60 px in UHD; never a dimensions rule"),
 R("duration", C, "Each super must stay on screen for at least 3 seconds.", params={"min": 3, "unit": "s", "check": "onScreenTime"}, scope=V, extended=True, note="a super's time on screen, not the spot length"),
 R("typography", W, "We recommend white or light text with a drop shadow or a solid box behind it.", scope=V),
 R("accessibility", C, "Commercials must pass a photosensitive-epilepsy test", alt=["no more than 3 flashes in any one-second period"], params={"max": 3, "unit": "flashes per second"}, scope=V, note="never a frame rate, loop count or duration"),
 R("safetyInfo", C, "The major statement must be presented in the audio", scope=RX),
 R("brandGuidelines", C, "must be followed by its established (generic) name", scope=RX),
 R("disclaimers", C, "The commercial must make adequate provision for the full prescribing information", alt=["a toll-free number and a website, shown on screen for at least 5 seconds"], scope=RX),
 R("duration", C, "a toll-free number and a website, shown on screen for at least 5 seconds", params={"min": 5, "unit": "s", "check": "onScreenTime"}, scope={**RX, "part": "adequateProvision"}, extended=True, note="on-screen time of the adequate-provision super, not the spot length"),
 R("safetyInfo", C, "Supers in the major statement must not be shown over fast-moving or busy backgrounds.", scope=RX),
]
nr = [
 "71% of ad impressions in Q3 2026 (audience figure)",
 "Pause ads and sponsorship billboards have their own specification (AO-09) (scope)",
 "Deliver at least 5 business days before the first air date; prescription drug commercials need 7 business days (process)",
 "We do not accept files by e-mail or by file-sharing links (delivery channel)",
 "ProRes at its native rate; UHD is downconverted by us; Measured over the whole spot (notes)",
 "Was −1 dBTP before version 4.2; 20 GB maximum (was 10 GB); :45 length withdrawn (revision history: superseded values)",
 "A :30 that runs 29.9 seconds is rejected (example of the tolerance rule)",
 "The test report must be supplied on request (process)",
 "accepts commercials for prescription drugs in the United States only, from advertisers who have completed our healthcare onboarding (eligibility)",
 "do not run in programming rated TV-Y or TV-Y7, or in kids’ profiles (targeting, applied by the ad server)",
 "clears within 2 business days (prescription drugs: 4); Rush clearance $750; appeal within 10 business days (process, fees)",
]
base = {"kind": "video", "scan": "progressive", "constantFrameRate": True, "audioChannels": 2, "sampleRateHz": 48000, "colorSpace": "Rec. 709", "headTailSilenceS": 0.2}
A = [
 {**base, "file": "NRVL0042000H_Velquira_30.mov", "format": "MOV", "codec": "prores", "width": 1920, "height": 1080, "fps": 29.97, "durationS": 30,
  "sizeKB": 6081740, "videoBitrateKbps": 220000, "audioCodec": "pcm", "loudnessLUFS": -24.3, "truePeakDBTP": -3.1, "captions": "CEA-608",
  "note": "ProRes mezzanine with PCM audio: no H.264 bitrate floor and no AAC bitrate apply"},
 {**base, "file": "NRVL0042001H_Velquira_15.mp4", "format": "MP4", "codec": "h264", "width": 1920, "height": 1080, "fps": 23.976, "durationS": 15,
  "sizeKB": 46080, "videoBitrateKbps": 24000, "audioCodec": "aac", "audioBitrateKbps": 320, "loudnessLUFS": -22.4, "truePeakDBTP": -2.1, "headTailSilenceS": 0.5,
  "expectWarnings": ["ProRes 422 HQ preferred"], "note": "every limit at its edge: 15 s, -22.4 LKFS, -2.1 dBTP, 0.5 s black"},
 {**base, "file": "NRVL0042002H_Velquira_60_UHD.mov", "format": "MOV", "codec": "prores", "width": 3840, "height": 2160, "fps": 23.976, "durationS": 60,
  "sizeKB": 19922944, "videoBitrateKbps": 700000, "audioCodec": "pcm", "loudnessLUFS": -25.8, "truePeakDBTP": -4.0,
  "note": "19 GB UHD: allowed (20 GB since v4.2; the superseded 10 GB fails it); a 1920 × 1080-only rule fails it"},
 {"file": "NRVL0042001H_Velquira_15.scc", "kind": "document", "format": "SCC", "sizeKB": 3, "part": "captionFile", "namingExempt": True},
]
write(N, "STREAMING NETWORK's COMMERCIAL CREATIVE ACCEPTANCE POLICY as a Word-native controlled policy (hand-written OOXML, US Letter, header/footer, policy number and version): document-control grid, purpose and scope with audience figures, a definitions table, delivery bullets with an Ad-ID example, a technical acceptance table whose Requirement column is enforced and Notes column is preference ('ProRes 422 HQ preferred', 'Was −1 dBTP before version 4.2'), broadcast-safe levels (luma 16–235, chroma 16–240, Rec. 709, no setup), slate/black rules, a +0.5 s length tolerance 'never shorter', captions, supers (90% title safe, 30 px, 3 s), a flash test, prescription-drug rules, fees and appeals, a revision history with superseded values", nr, rules, A)
