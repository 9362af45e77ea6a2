from keylib import R, write
N = 'mirathe-acrobat-comments-export'
V = {'kinds': ['video']}
DQ = 'ProRes 422 HQ master + H.264 MP4 1920x1080 23.976 for CTV and YouTube'
rules = [
 R('duration', 'critical', 'final :30 must be exactly 30 sec', {'allowed': ['30'], 'min': 30, 'max': 30, 'unit': 's'}, scope=V),
 R('fairBalance', 'critical', 'Major statement has to be in BOTH audio (VO) and on screen supers'),
 R('indication', 'critical', 'Onset claims only as per label section 14', optional=True, alt='"feel better fast" - not supported. Delete.', note='a content edit to one frame; borderline as a general rule'),
 R('indication', 'critical', 'Indication super needs to be on screen with the first efficacy claim'),
 R('typography', 'critical', 'Min 36 px cap height on the 1920x1080 master pls', {'min': 36, 'unit': 'px', 'check': 'capHeight'}),
 R('safetyInfo', 'critical', 'each risk super holds min 3 sec', {'min': 3, 'unit': 's', 'check': 'superDuration'}, ext='safetyInfo', note='never the spot length'),
 R('brandGuidelines', 'critical', 'Supers inside 90% title safe', {'max': 90, 'unit': '%', 'check': 'safeArea'}, ext='brandGuidelines'),
 R('contrast', 'critical', 'Contrast at least 4.5:1', {'min': 4.5, 'unit': 'ratio'}, alt='OK if the 4.5:1 holds on every frame'),
 R('brandGuidelines', 'warning', 'Super text should be white on the dark band, not on footage', optional=True, note='"should"; the reply allows a semi-transparent band'),
 R('safetyInfo', 'critical', 'End card: hold at least 4 sec', {'min': 4, 'unit': 's', 'check': 'endCardDuration'}, scope=V, ext='duration', note='end card hold, never the spot length'),
 R('safetyInfo', 'critical', 'See full Prescribing Information, including Boxed Warning, at QuilvantaPI.com'),
 R('safetyInfo', 'critical', '+ MedWatch statement'),
 R('brandGuidelines', 'critical', 'No comparative or superiority claims', alt='Remove the "#1 prescribed" badge'),
 R('brandGuidelines', 'critical', 'Brand says 20% max. Use 20.', {'max': 20, 'unit': '%', 'check': 'logoWidth'}, scope={'part': 'logo'}, ext='brandGuidelines', note='logo lockup width on the end card; the 25% suggestion is not a requirement'),
 R('codec', 'critical', DQ, {'allowed': ['prores', 'h264'], 'check': 'videoCodec'}, scope=V),
 R('format', 'critical', DQ, {'allowed': ['MP4']}, scope={'kinds': ['video'], 'condition': 'H.264 delivery file'}, note='the ProRes master has no stated container'),
 R('dimensions', 'critical', DQ, {'allowed': ['1920x1080']}, scope=V),
 R('frameRate', 'critical', DQ, {'allowed': ['23.976'], 'unit': 'fps'}),
 R('frameRate', 'critical', 'Rejected. 23.976 only.', {'allowed': ['23.976'], 'excluded': ['29.97']}, optional=True, note='the agency asked for 29.97; rejected'),
 R('audioLoudness', 'critical', 'Audio -24 LKFS +/-2', {'min': -26, 'max': -22, 'unit': 'LUFS', 'check': 'integrated'}, ext='metadata'),
 R('audioTruePeak', 'critical', 'peaks no higher than -2 dBTP', {'max': -2, 'unit': 'dBTP', 'check': 'truePeak'}, ext='metadata'),
 R('accessibility', 'critical', 'Closed captions required for CTV: sidecar SCC or SRT', scope={'platform': 'CTV'}),
 R('accessibility', 'critical', 'burned-in open captions for the YouTube version', scope={'platform': 'YouTube'}),
 R('naming', 'critical', 'File names: QLV_DTC_[Platform]_30_R#.mp4', {'pattern': '^QLV_DTC_[A-Za-z]+_30_R\\d+\\.mp4$'}, alt='e.g. QLV_DTC_CTV_30_R3.mp4'),
]
notreq = [
 'Last time the CTV partner bounced a 30.5 (history)',
 'Love the Saturday market opening!! Great casting. (praise)',
 'can we drop the music under the VO to -30 LUFS (question; Cancelled: not to be applied)',
 'We\u2019d like to keep the lower-third band semi-transparent, 80% opacity (a proposal, accepted only with the 4.5:1 condition)',
 'Suggest logo lockup at 25% of frame width (suggestion, overruled by 20%)',
 'Can we deliver 29.97 instead? (Rejected)',
 ':15 cutdown? I\u2019d push back ... (Rejected: no :15 is specified)',
 'PRC job MIR-QLV-0338; comment numbers, authors, dates and times; review closed 11/20/2026 5:00 PM; 2.5 is not enough (history)',
]
A = lambda **k: k
vid = dict(kind='video', width=1920, height=1080, format='MP4', codec='h264', fps=23.976, durationS=30, hasAudio=True)
assets = [
 A(file='QLV_DTC_CTV_30_R3.mp4', platform='CTV', loudnessLUFS=-24.0, truePeakDBTP=-2.0, endCardS=4, captions=True, note="the comment's own example name; true peak exactly -2 dBTP, end card exactly 4 s", **vid),
 A(file='QLV_DTC_YouTube_30_R3.mp4', platform='YouTube', loudnessLUFS=-22.1, truePeakDBTP=-3.4, endCardS=5, captions=True, **vid),
]
write(N, 'ADOBE ACROBAT "SUMMARY OF COMMENTS" of an MLR-reviewed storyboard PDF (DTC :30 for CTV and YouTube), exported without browser furniture: per page, numbered comments with Author / Subject (Sticky Note, Highlight, Strikeout) / Date, replies, and review states ("Accepted set by", "Rejected set by", "Cancelled set by"); a cover note that only Accepted comments apply; terse reviewer fragments ("each risk super holds min 3 sec", "Supers inside 90% title safe", "Brand says 20% max. Use 20."), a cancelled -30 LUFS request, a rejected 29.97 request and a rejected :15 idea', notreq, rules, assets)
