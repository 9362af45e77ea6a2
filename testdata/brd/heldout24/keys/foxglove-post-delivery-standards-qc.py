from keylib import R, write
N = 'foxglove-post-delivery-standards-qc'
V = {'kinds': ['video']}
UHD = {'kinds': ['video'], 'part': 'uhdMaster'}
HD = {'kinds': ['video'], 'condition': 'HD master'}
Q11 = 'HD picture master: Apple ProRes 422 HQ, 1920 × 1080, 23.976 fps progressive, Rec. 709'
Q12 = 'UHD master, when ordered: Apple ProRes 4444, 3840 × 2160'
Q21 = 'PCM, 48 kHz / 24-bit, eight tracks'
rules = [
 R('codec', 'critical', Q11, {'allowed': ['prores'], 'check': 'videoCodec'}, scope=HD),
 R('dimensions', 'critical', Q11, {'allowed': ['1920x1080']}, scope=HD, note='HD master only; must not reach the UHD master'),
 R('frameRate', 'critical', Q11, {'allowed': ['23.976'], 'unit': 'fps'}, scope=V),
 R('codec', 'critical', Q11, {'allowed': ['progressive'], 'check': 'scanType'}, scope=V),
 R('format', 'critical', Q11, {'allowed': ['Rec. 709'], 'check': 'colorSpace'}, scope=HD, ext='format'),
 R('codec', 'critical', Q12, {'allowed': ['prores'], 'check': 'videoCodec'}, scope=UHD, note='ProRes 4444'),
 R('dimensions', 'critical', Q12, {'allowed': ['3840x2160']}, scope=UHD),
 R('frameRate', 'critical', 'same frame rate as the HD master', {'allowed': ['23.976'], 'unit': 'fps'}, scope=UHD, optional=True, note='value taken from 1.1'),
 R('metadata', 'critical', 'A textless master of every version, with identical timing and no supers, titles or legal text', scope={'part': 'textless'}),
 R('metadata', 'critical', 'Program starts at 01:00:00:00; a 2-pop sits at 00:59:58:00', scope=V, note='layout; timecodes are start points, not lengths'),
 R('metadata', 'critical', '2 seconds of black follow the last frame', {'min': 2, 'unit': 's', 'check': 'postRollBlack'}, scope=V, ext='duration', optional=True, note='never the spot length'),
 R('metadata', 'critical', 'no baked-in watermark or timecode burn', scope=V),
 R('codec', 'critical', Q21, {'allowed': ['pcm'], 'check': 'audioCodec'}, scope={'kinds': ['video'], 'part': 'audio'}),
 R('sampleRate', 'critical', Q21, {'allowed': ['48000'], 'unit': 'Hz'}, scope=V, ext='metadata'),
 R('metadata', 'critical', Q21, {'allowed': ['24'], 'unit': 'bit', 'check': 'bitDepth'}, scope=V, ext='metadata'),
 R('audioChannels', 'critical', Q21, {'min': 8, 'max': 8}, scope=V, ext='metadata', note='eight tracks with a fixed layout'),
 R('audioLoudness', 'critical', 'Stereo mix at −24 LKFS integrated, ±1 LU', {'min': -25, 'max': -23, 'unit': 'LUFS', 'check': 'integrated'}, scope=V, ext='metadata', note='house tolerance ±1, not the broadcast ±2 also named in the sentence'),
 R('audioTruePeak', 'critical', 'True peak of every track at or below −2 dBTP', {'max': -2, 'unit': 'dBTP', 'check': 'truePeak'}, scope=V, ext='metadata'),
 R('metadata', 'warning', 'Stems null against the full mix within 1 dB', {'max': 1, 'unit': 'dB', 'check': 'stemNull'}, scope=V, ext='metadata'),
 R('fairBalance', 'critical', 'Voice-over of the safety information mixed no lower than the rest of the voice-over', scope=V),
 R('metadata', 'critical', 'Legal range: luma 64–940, chroma 64–960 (10-bit)', {'min': 64, 'max': 940, 'check': 'lumaLevels'}, scope=V, ext='metadata'),
 R('accessibility', 'critical', 'Passes the Harding FPA photosensitive-epilepsy test', scope=V),
 R('metadata', 'critical', 'No dropped, duplicated or frozen frames', scope=V),
 R('brandGuidelines', 'critical', 'All text inside 90% title safe', {'max': 90, 'unit': '%', 'check': 'safeArea'}, scope=V, ext='brandGuidelines'),
 R('brandGuidelines', 'critical', 'all essential action inside 93% action safe', {'max': 93, 'unit': '%', 'check': 'safeArea'}, scope=V, ext='brandGuidelines'),
 R('typography', 'critical', 'Supers at least 36 px cap height in the 1920 × 1080 frame', {'min': 36, 'unit': 'px', 'check': 'capHeight'}, scope=V, note='a text height; the frame size named is not a dimensions rule'),
 R('safetyInfo', 'critical', 'Safety-information supers on screen for at least 1 second per 3 words and never less than 3 seconds', {'min': 3, 'unit': 's', 'check': 'superDuration'}, scope=V, ext='safetyInfo', note='plus 1 s per 3 words; never the spot length'),
 R('contrast', 'critical', 'Super text contrast 4.5:1 or better', {'min': 4.5, 'unit': 'ratio'}, scope=V),
 R('metadata', 'warning', 'No more than two lines of super on screen together', {'max': 2, 'unit': 'lines', 'check': 'superLines'}, scope=V),
 R('format', 'critical', 'Masters delivered as QuickTime .mov', {'allowed': ['MOV']}, scope=V),
 R('naming', 'critical', 'File name [ClientCode]_[AdID]_V[n]_[Type].mov', {'pattern': '^[A-Z]{3}_[A-Z]{4}[A-Z0-9]{8}_V\\d+_(MSTR|TXTL|UHD)\\.mov$'}, scope=V, note='examples OVR_OVRA0030000H_V2_MSTR.mov, OVR_OVRA0030000H_V2_TXTL.mov'),
 R('accessibility', 'critical', 'Caption files in SCC and SRT', scope=V),
 R('characterCount', 'critical', 'at most 32 characters per caption line', {'max': 32, 'unit': 'chars', 'check': 'captionLine'}, scope={'part': 'captionFile'}, ext='metadata'),
 R('accessibility', 'critical', 'Captions verbatim, including every super of safety information', scope=V),
 R('audioLoudness', 'critical', 'Loudness −24 LKFS ±1 LU, true peak −2 dBTP', {'min': -25, 'max': -23, 'unit': 'LUFS', 'check': 'integrated'}, scope=V, ext='metadata', optional=True, note='QC sheet restates 2.2'),
 R('audioTruePeak', 'critical', 'Loudness −24 LKFS ±1 LU, true peak −2 dBTP', {'max': -2, 'unit': 'dBTP', 'check': 'truePeak'}, scope=V, ext='metadata', optional=True, note='QC sheet restates 2.3'),
 R('typography', 'critical', 'Supers 36 px and timed per DS 4.2', {'min': 36, 'unit': 'px', 'check': 'capHeight'}, scope=V, optional=True, note='QC sheet restates 4.1'),
]
notreq = [
 'Legend: M = does not leave Foxglove; S = noted on the QC report',
 '412 commercials in 2025 for 19 healthcare brands (statistic); destinations\u2019 stricter values built in addition (precedence)',
 '"tighter than the broadcast ±2 on purpose" (±2 is not this standard\u2019s tolerance)',
 'QC sign-off sheet check boxes, operator and date lines (process)',
 'Charges $95 / $45 / $60, 24-hour turnaround, 1.5 times same-day rate; seven-year retention (records policy)',
 'Contacts, address, "Uncontrolled when printed"',
]
M = dict(kind='video', format='MOV', codec='prores', fps=23.976, scan='progressive', audioCodec='pcm', sampleRateHz=48000, audioChannels=8, hasAudio=True, captions=True)
assets = [
 dict(M, file='OVR_OVRA0030000H_V2_MSTR.mov', width=1920, height=1080, durationS=30, videoBitrateKbps=147000, loudnessLUFS=-24.4, truePeakDBTP=-2.6, note="the document's example name; 8 tracks"),
 dict(M, file='OVR_OVRA0030000H_V2_TXTL.mov', width=1920, height=1080, durationS=30, videoBitrateKbps=147000, loudnessLUFS=-23.1, truePeakDBTP=-2.0, note="the document's textless example; -23.1 is inside ±1 of -24"),
 dict(M, file='OVR_OVRA0030000H_V2_UHD.mov', part='uhdMaster', width=3840, height=2160, durationS=30, videoBitrateKbps=1250000, loudnessLUFS=-24.0, truePeakDBTP=-3.0, note='UHD master: fails the HD master\u2019s 1920 x 1080 if unscoped'),
]
write(N, 'Post-production house\u2019s DELIVERY STANDARDS for commercial masters with a QC SIGN-OFF SHEET (client-portal page, browser print with header/footer, serif body): an M / S legend box, five numbered standard tables (No. | Standard | Level) with several limits per cell (ProRes 422 HQ, 1920 \u00d7 1080, 23.976p, Rec. 709; a conditional UHD master with a value taken from the HD row; eight-track audio layout; \u221224 LKFS \u00b11 LU with the broadcast \u00b12 named as not this tolerance; \u22122 dBTP; legal range; 90%/93% safe areas; 36 px supers; 1 s per 3 words, 3 s minimum; naming template with examples; SCC/SRT at 32 characters per line), a \u2610 Pass / Fail / N/A QC sheet that restates values, charges, turnaround and retention', notreq, rules, assets)
