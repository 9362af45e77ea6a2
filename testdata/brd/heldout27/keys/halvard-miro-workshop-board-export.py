from keylib import R, write
N = 'halvard-miro-workshop-board-export'
AU = {'kinds': ['audio']}
CT = {'platform': 'CTV', 'kinds': ['video']}
CB = {'part': 'companionBanner'}
QA = 'WAV 48 kHz 16-bit stereo OR MP3 320 kbps'
QC = 'companion banner 640x640 JPG, under 200KB'
rules = [
 R('duration', 'critical', ':30 only for audio', {'allowed': ['30'], 'min': 30, 'max': 30, 'unit': 's'}, scope=AU, alt='no :15 (ISI won’t fit)'),
 R('format', 'critical', QA, {'allowed': ['WAV', 'MP3']}, scope=AU),
 R('sampleRate', 'critical', QA, {'allowed': ['48000'], 'unit': 'Hz'}, scope={'kinds': ['audio'], 'condition': 'format WAV'}, ext='metadata'),
 R('metadata', 'critical', QA, {'allowed': ['16'], 'unit': 'bit', 'check': 'bitDepth'}, scope={'kinds': ['audio'], 'condition': 'format WAV'}, ext='metadata'),
 R('audioChannels', 'critical', QA, {'allowed': ['stereo'], 'min': 2, 'max': 2}, scope={'kinds': ['audio'], 'condition': 'format WAV'}, ext='metadata'),
 R('bitrate', 'critical', QA, {'min': 320, 'max': 320, 'unit': 'kbps', 'check': 'audioBitrate'}, scope={'part': 'audio', 'condition': 'format MP3'}),
 R('audioLoudness', 'critical', 'loudness -16 LUFS integrated (±1)', {'min': -17, 'max': -15, 'unit': 'LUFS', 'check': 'integrated'}, scope=AU, ext='metadata', note='streaming audio only; the CTV spot is -24'),
 R('audioTruePeak', 'critical', 'true peak -1 dBTP max', {'max': -1, 'unit': 'dBTP', 'check': 'truePeak'}, scope=AU, ext='metadata'),
 R('fairBalance', 'critical', 'major statement read in full, NOT sped up', scope=AU),
 R('dimensions', 'critical', QC, {'allowed': ['640x640']}, scope=CB),
 R('format', 'critical', QC, {'allowed': ['JPG']}, scope=CB),
 R('fileSize', 'critical', QC, {'max': 200, 'unit': 'KB'}, scope=CB, note='the companion only'),
 R('disclaimers', 'critical', '“talk to your doctor” + website on companion', scope=CB),
 R('brandGuidelines', 'warning', 'sonic logo at the start (2s)?', {'max': 2, 'unit': 's', 'check': 'sonicLogo'}, scope=AU, optional=True, ext='brandGuidelines', note='blue sticky (nice to have) and a question'),
 R('dimensions', 'critical', '1920x1080, :30 only', {'allowed': ['1920x1080']}, scope=CT),
 R('duration', 'critical', '1920x1080, :30 only', {'allowed': ['30'], 'min': 30, 'max': 30, 'unit': 's'}, scope=CT),
 R('codec', 'critical', 'MP4 H.264 min 15 Mbps, or ProRes 422', {'allowed': ['h264', 'prores'], 'check': 'videoCodec'}, scope=CT),
 R('bitrate', 'critical', 'MP4 H.264 min 15 Mbps, or ProRes 422', {'min': 15000, 'unit': 'kbps', 'check': 'videoBitrate'}, scope={'platform': 'CTV', 'kinds': ['video'], 'condition': 'codec h264'}),
 R('audioLoudness', 'critical', 'audio -24 LKFS ±2', {'min': -26, 'max': -22, 'unit': 'LUFS', 'check': 'integrated'}, scope=CT, ext='metadata'),
 R('safetyInfo', 'critical', 'supers 3 sec min each risk super', {'min': 3, 'unit': 's', 'check': 'superDuration'}, scope=CT, ext='safetyInfo', note='never the spot length'),
 R('brandGuidelines', 'critical', 'no QR codes – legal says no', scope=CT),
 R('accessibility', 'critical', 'captions: SCC sidecar for every CTV spot', scope=CT),
 R('safetyInfo', 'warning', 'end card 5s would be nice for the URL', {'min': 5, 'unit': 's', 'check': 'endCardDuration'}, scope=CT, ext='duration', note='blue sticky'),
 R('brandGuidelines', 'warning', 'pls try to keep all text in 90% safe', {'max': 90, 'unit': '%', 'check': 'safeArea'}, scope=CT, ext='brandGuidelines', note='blue sticky'),
 R('naming', 'critical', 'Files named ORL_[AUD|CTV]_30_v#', {'pattern': '^ORL_(AUD|CTV)_30_v\\d+\\.[a-z0-9]+$'}, scope={'kinds': ['audio', 'video']}, optional=True, alt='e.g. ORL_AUD_30_v1.wav, ORL_CTV_30_v2.mp4', note='a white sticky under Next steps: white is not in the legend'),
]
notreq = [
 'Green context stickies: 38% of Q1 media ($1.26M), adults 25-54 with 4+ migraine days / month, recall 22% vs 14% norm',
 'Pink parking lot: pause ads (size?), QR on pause ad only, :15 CTV cutdown for FAST, Spanish versions, host-read podcast ads max 60s?? (not agreed)',
 'Next steps with owners and dates (27 Nov, 2 Dec, 25 Nov, 4 Dec)',
 'READ ME legend stickies; vote dots; Miro export footer',
]
A = lambda **k: k
assets = [
 A(file='ORL_AUD_30_v1.wav', kind='audio', format='WAV', durationS=30, sampleRateHz=48000, audioChannels=2, loudnessLUFS=-16.4, truePeakDBTP=-1.2, hasAudio=True, note="the board's own example name"),
 A(file='ORL_AUD_30_v2.mp3', kind='audio', format='MP3', durationS=30, audioBitrateKbps=320, audioChannels=2, loudnessLUFS=-15.1, truePeakDBTP=-1.0, hasAudio=True),
 A(file='ORL_AUD_30_v1_companion.jpg', kind='static', part='companionBanner', format='JPG', width=640, height=640, sizeKB=150, note='a companion: 640 x 640 and 150 KB'),
 A(file='ORL_CTV_30_v2.mp4', kind='video', platform='CTV', format='MP4', codec='h264', width=1920, height=1080, durationS=30, fps=29.97, videoBitrateKbps=15000, loudnessLUFS=-24.6, truePeakDBTP=-2.5, endCardS=5, hasAudio=True, captions=True, note="the board's second example; -24.6 LKFS must not meet the -16 LUFS audio rule"),
]
write(N, 'MIRO WHITEBOARD EXPORTED TO PDF after a kick-off workshop (one landscape tabloid page): frames of coloured sticky notes with authors and vote dots, a READ ME legend in stickies (yellow = agreed spec, blue = nice to have, pink = parking lot "NOT agreed", green = context), terse fragments (":30 only for audio", "loudness -16 LUFS integrated (±1)", "no QR codes – legal says no"), a blue question inside an agreed frame, a parking lot full of sizes and lengths that are not requirements, and a naming convention on a white next-steps sticky', notreq, rules, assets)
