from keylib import R, write
N = 'lumora-cinema-screen-advertising-export'
CI = {'channel': 'Cinema', 'kinds': ['video']}
LO = {'channel': 'Lobby screens', 'kinds': ['video']}
PO = {'channel': 'Lobby screens', 'kinds': ['static'], 'part': 'poster'}
AP = {'channel': 'App', 'kinds': ['video']}
RX = {'condition': 'prescription drug', 'kinds': ['video']}
LOB = 'Landscape 1920 × 1080 MP4 (H.264), 15 seconds, silent'
APP = 'MP4 (H.264, AAC), 1920 × 1080 or 1080 × 1920, 6 or 15 seconds'
rules = [
 R('format', 'critical', 'Package: SMPTE DCP, unencrypted', {'allowed': ['DCP']}, scope=CI, note='SMPTE flavour, unencrypted'),
 R('format', 'critical', 'Interop DCPs are no longer accepted', {'excluded': ['Interop DCP']}, scope=CI, optional=True, note='negation'),
 R('dimensions', 'critical', 'Container: 2K Flat 1998 × 1080 or 2K Scope 2048 × 858', {'allowed': ['1998x1080', '2048x858']}, scope=CI),
 R('frameRate', 'critical', 'Frame rate: 24 fps', {'allowed': ['24'], 'unit': 'fps'}, scope=CI),
 R('frameRate', 'critical', 'Content at 23.976 or 25 fps must be converted before packaging', {'excluded': ['23.976', '25'], 'unit': 'fps'}, scope=CI, optional=True, note='negation; must never make 23.976 or 25 allowed'),
 R('dimensions', 'warning', 'Recommended: master in Flat', {'allowed': ['1998x1080']}, scope=CI),
 R('codec', 'critical', '5.1 PCM, 48 kHz, 24-bit', {'allowed': ['pcm'], 'check': 'audioCodec'}, scope={'channel': 'Cinema', 'kinds': ['video'], 'part': 'audio'}),
 R('audioChannels', 'critical', '5.1 PCM, 48 kHz, 24-bit', {'allowed': ['5.1'], 'min': 6, 'max': 6}, scope=CI, ext='metadata', note='5.1 = six channels; stereo-only refused'),
 R('sampleRate', 'critical', '5.1 PCM, 48 kHz, 24-bit', {'allowed': ['48000'], 'unit': 'Hz'}, scope=CI, ext='metadata'),
 R('metadata', 'critical', '5.1 PCM, 48 kHz, 24-bit', {'allowed': ['24'], 'unit': 'bit', 'check': 'bitDepth'}, scope=CI, ext='metadata'),
 R('audioChannels', 'critical', 'Stereo-only mixes are not accepted in the pre-show', {'excluded': ['stereo']}, scope=CI, ext='metadata', optional=True, note='negation restating 5.1'),
 R('audioLoudness', 'critical', 'Loudness must not exceed 82 Leq(m)', {'max': 82, 'unit': 'Leq(m)', 'check': 'leqm'}, scope=CI, ext='metadata', note='cinema loudness (Leq(m), Dolby 737-style), not LUFS: read as LUFS it would be meaningless (any ad passes) and as -82 harmful'),
 R('audioLoudness', 'warning', 'Recommended: mix at 78–80 Leq(m)', {'min': 78, 'max': 80, 'unit': 'Leq(m)', 'check': 'leqm'}, scope=CI, ext='metadata'),
 R('duration', 'critical', 'Lengths: 30, 60, 90 or 120 seconds, exact to the frame', {'allowed': ['30', '60', '90', '120'], 'min': 30, 'max': 120, 'unit': 's'}, scope=CI),
 R('metadata', 'critical', 'No countdown leader, slate or black at the head', scope=CI),
 R('accessibility', 'critical', 'Subtitles may not be burned in', scope=CI, alt=['Subtitles may not be burned in; provide a separate SMPTE Timed Text subtitle file where the ad has dialogue']),
 R('dimensions', 'critical', LOB, {'allowed': ['1920x1080']}, scope=LO),
 R('format', 'critical', LOB, {'allowed': ['MP4']}, scope=LO),
 R('codec', 'critical', LOB, {'allowed': ['h264'], 'check': 'videoCodec'}, scope=LO),
 R('duration', 'critical', LOB, {'allowed': ['15'], 'min': 15, 'max': 15, 'unit': 's'}, scope=LO),
 R('metadata', 'critical', LOB, {'allowed': ['false'], 'check': 'audioPresent'}, scope=LO, ext='metadata', note='silent: no audio track'),
 R('fileSize', 'critical', 'File size 50 MB max.', {'max': 51200, 'unit': 'KB'}, scope=LO),
 R('dimensions', 'critical', 'Still posters: 1080 × 1920 JPG, 5 MB max.', {'allowed': ['1080x1920']}, scope=PO),
 R('format', 'critical', 'Still posters: 1080 × 1920 JPG, 5 MB max.', {'allowed': ['JPG']}, scope=PO),
 R('fileSize', 'critical', 'Still posters: 1080 × 1920 JPG, 5 MB max.', {'max': 5120, 'unit': 'KB'}, scope=PO),
 R('format', 'critical', APP, {'allowed': ['MP4']}, scope=AP),
 R('codec', 'critical', APP, {'allowed': ['h264'], 'check': 'videoCodec'}, scope=AP),
 R('codec', 'critical', APP, {'allowed': ['aac'], 'check': 'audioCodec'}, scope={'channel': 'App', 'kinds': ['video'], 'part': 'audio'}),
 R('dimensions', 'critical', APP, {'allowed': ['1920x1080', '1080x1920']}, scope=AP),
 R('duration', 'critical', APP, {'allowed': ['6', '15'], 'min': 6, 'max': 15, 'unit': 's'}, scope=AP),
 R('bitrate', 'critical', 'Video bitrate 5–10 Mbps', {'min': 5000, 'max': 10000, 'unit': 'kbps', 'check': 'videoBitrate'}, scope=AP),
 R('fileSize', 'critical', 'files above 100 MB are rejected', {'max': 102400, 'unit': 'KB'}, scope=AP),
 R('audioLoudness', 'critical', 'Audio: integrated loudness −16 LUFS ±1', {'min': -17, 'max': -15, 'unit': 'LUFS', 'check': 'integrated'}, scope=AP, ext='metadata'),
 R('audioTruePeak', 'critical', 'true peak −1 dBTP max.', {'max': -1, 'unit': 'dBTP', 'check': 'truePeak'}, scope=AP, ext='metadata'),
 R('fairBalance', 'critical', 'must present the major statement of risks on screen and in the sound track', scope=RX),
 R('typography', 'critical', 'On-screen safety text must be at least 54 px high (capitals) in a 1080-line picture', {'min': 54, 'unit': 'px', 'check': 'capHeight'}, scope=RX),
 R('safetyInfo', 'critical', 'must stay on screen long enough to be read aloud twice', scope=RX),
 R('safetyInfo', 'critical', 'The ad must name a website or toll-free number for the full prescribing information', scope=RX),
]
notreq = [
 'Stat tiles: 2,140 screens, 212 cinemas, 41 M admissions, 92% recall, 26 min seating time',
 'Legend: "must" = returned and not scheduled; "Recommended" = advice',
 '"Scope ads play in fewer auditoriums" (reason)',
 '"ads mixed for TV sound harsh in a cinema" (reason)',
 'Prescription medicines accepted in cinema and app, not on lobby screens (placement condition); not before G films or Kids Club (scheduling)',
 'Rate table: 60 s / 30 s / 15 s packages with USD 1,240,000 etc. (booked lengths and prices, not specifications)',
 'Delivery by Aspera 10 / 5 working days before; re-mastering $2,400 (process, fees)',
]
assets = [
 dict(file='LumendraLighter_ADV-60_F_EN-XX_51_2K_OVR_20261201_LUM_SMPTE_OV', kind='video', channel='Cinema', format='DCP', width=1998, height=1080, fps=24, durationS=60, audioCodec='pcm', sampleRateHz=48000, audioChannels=6, loudnessLeqM=80, hasAudio=True, note='Flat 60 s at 80 Leq(m): 60 s fails the app 6/15 s and the lobby 15 s if unscoped; a DCP fails the MP4 rules of lobby and app'),
 dict(file='LumendraLighter_ADV-30_S_EN-XX_51_2K_OVR_20261201_LUM_SMPTE_OV', kind='video', channel='Cinema', format='DCP', width=2048, height=858, fps=24, durationS=30, audioCodec='pcm', sampleRateHz=48000, audioChannels=6, loudnessLeqM=82, hasAudio=True, expectWarnings=['Recommended: master in Flat'], note='Scope at exactly 82 Leq(m): allowed, misses the Flat recommendation'),
 dict(file='LUM_Lobby_1920x1080_15s.mp4', kind='video', channel='Lobby screens', format='MP4', codec='h264', width=1920, height=1080, fps=24, durationS=15, sizeKB=38000, hasAudio=False, note='silent; 24 fps is not a lobby rule'),
 dict(file='LUM_Lobby_Poster_1080x1920.jpg', kind='static', part='poster', channel='Lobby screens', format='JPG', width=1080, height=1920, sizeKB=3100, note='3 MB: fails the lobby video\u2019s 1920 x 1080 if the part is lost'),
 dict(file='LUM_App_1080x1920_6s.mp4', kind='video', channel='App', format='MP4', codec='h264', audioCodec='aac', width=1080, height=1920, fps=30, durationS=6, videoBitrateKbps=8000, sizeKB=6100, loudnessLUFS=-16.3, truePeakDBTP=-1.5, audioChannels=2, hasAudio=True, note='vertical 6 s at 30 fps: fails the cinema 24 fps, 5.1 and 30-second minimum if unscoped'),
]
write(N, 'Cinema advertising sales house\u2019s CREATIVE SPECIFICATIONS & RATE CARD exported as a designed A4 PDF (no browser header): black cover band, four stat tiles, a legend sentence ("must" = returned; "Recommended" = lab advice), bordered SPEC CARDS with "Label: value" bullet lines per format (SMPTE DCP 2K Flat/Scope, 24 fps with 23.976/25 refused, 5.1 PCM, loudness in Leq(m) rather than LUFS, 30/60/90/120 s exact, no leader), lobby video (silent) and poster, a ticketing-app pre-roll with a bitrate range and LUFS, a prescription-medicine paragraph (54 px safety text, read-aloud-twice timing), a rate table with booked lengths and USD prices that are not specifications', notreq, rules, assets)
