from keylib import R, write
N = 'northwind-ctv-audio-programmatic-spec-export'
C, W = 'critical', 'warning'
CTV = {'kinds': ['video'], 'platform': 'CTV'}
CTVA = {'part': 'audio', 'kinds': ['video'], 'platform': 'CTV'}
MEZ = {'part': 'mezzanine', 'platform': 'CTV'}
AUD = {'kinds': ['audio'], 'channel': 'Streaming audio'}
def T(field, sev, rid, row, params=None, scope=None, **kw):
    res = 'Reject' if sev == C else 'Warn'
    return R(field, sev, rid, params, scope=scope, alt=f'{rid} | {row} | {res}', **kw)
rules = [
 T('metadata', C, 'CTV-01', 'Tag | VAST 4.0, 4.1 or 4.2; linear ads only (inline or wrapper)', {'allowed': ['4.0', '4.1', '4.2'], 'check': 'vastVersion'}, CTV, ext='metadata'),
 T('metadata', C, 'CTV-02', 'Interactive code | None: VPAID and SIMID media files are not accepted', None, CTV),
 T('metadata', C, 'CTV-03', 'Wrappers | 3 wrappers max. before the inline ad', {'max': 3, 'check': 'wrapperDepth'}, CTV, ext='metadata'),
 T('metadata', C, 'CTV-04', 'Mezzanine file | Required in the VAST', None, CTV, note='presence of a mezzanine MediaFile'),
 T('codec', C, 'CTV-04', 'Mezzanine file | Required in the VAST (<Mezzanine>): ProRes 422 HQ, or H.264 at 15–30 Mbps', {'allowed': ['prores', 'h264'], 'check': 'videoCodec'}, MEZ),
 T('bitrate', C, 'CTV-04', 'Mezzanine file | Required in the VAST (<Mezzanine>): ProRes 422 HQ, or H.264 at 15–30 Mbps', {'min': 15000, 'max': 30000, 'unit': 'kbps', 'check': 'videoBitrate'}, {'part': 'mezzanine', 'platform': 'CTV', 'condition': 'codec h264'}, note='H.264 mezzanine only; a ProRes mezzanine runs far above 30 Mbps (harmful unscoped)'),
 T('fileSize', C, 'CTV-04', 'Mezzanine file | Required in the VAST (<Mezzanine>): ProRes 422 HQ, or H.264 at 15–30 Mbps; 2 GB max.', {'max': 2097152, 'unit': 'KB'}, MEZ),
 T('dimensions', C, 'CTV-05', 'Resolution | 1920 × 1080', {'allowed': ['1920x1080']}, CTV),
 T('frameRate', C, 'CTV-06', 'Frame rate | 23.976, 25 or 29.97 fps; progressive', {'allowed': ['23.976', '25', '29.97'], 'min': 23.976, 'max': 29.97, 'unit': 'fps'}, CTV),
 T('codec', C, 'CTV-06', 'Frame rate | 23.976, 25 or 29.97 fps; progressive', {'allowed': ['progressive'], 'check': 'scanType'}, CTV),
 T('duration', C, 'CTV-07', 'Duration | 15 or 30 s (±0.5 s)', {'allowed': ['15', '30'], 'min': 15, 'max': 30, 'unit': 's'}, CTV, note='±0.5 s around each length'),
 T('metadata', C, 'CTV-07', 'Duration | 15 or 30 s (±0.5 s); the VAST duration must match the file', None, CTV, optional=True),
 T('codec', C, 'CTV-08', 'Audio | AAC or PCM', {'allowed': ['aac', 'pcm'], 'check': 'audioCodec'}, CTVA),
 T('sampleRate', C, 'CTV-08', 'Audio | AAC or PCM; 48 kHz', {'allowed': ['48000'], 'unit': 'Hz'}, CTVA, ext='metadata', note='CTV only: the audio section allows 44.1 kHz'),
 T('audioChannels', C, 'CTV-08', 'Audio | AAC or PCM; 48 kHz; stereo', {'allowed': ['stereo'], 'min': 2, 'max': 2}, CTVA, ext='metadata'),
 T('audioLoudness', C, 'CTV-09', 'Loudness | −24 LKFS ±2 LU (ATSC A/85)', {'min': -26, 'max': -22, 'unit': 'LUFS', 'check': 'integrated'}, CTVA, ext='metadata', note='CTV only; the audio section says −16 LUFS'),
 T('audioTruePeak', C, 'CTV-10', 'True peak | −2 dBTP max.', {'max': -2, 'unit': 'dBTP', 'check': 'truePeak'}, CTVA, ext='metadata'),
 T('metadata', W, 'CTV-11', 'Head of file | No slate, bars or tone', None, CTV),
 T('metadata', W, 'CTV-11', 'Head of file | No slate, bars or tone; up to 0.5 s of black', {'max': 0.5, 'unit': 's', 'check': 'preRollBlack'}, CTV, ext='duration', note='black at the head; never the ad length'),
 T('accessibility', W, 'CTV-12', 'Captions | CEA-608/708 embedded, or a WebVTT file', None, CTV),
 T('metadata', C, 'CTV-13', 'Ad-ID | Registered Ad-ID', None, CTV, note='a registered Ad-ID in the UniversalAdId element; no example code is given'),
 T('metadata', C, 'AUD-01', 'Tag | VAST 4.1 or 4.2 audio ad', {'allowed': ['4.1', '4.2'], 'check': 'vastVersion'}, AUD, ext='metadata'),
 T('duration', C, 'AUD-02', 'Length | 15–30 s', {'min': 15, 'max': 30, 'unit': 's'}, {'kinds': ['audio'], 'placement': 'Streaming audio'}, note='not podcasts: "60 s on podcast inventory only"; unscoped it fails an allowed 60 s podcast spot'),
 T('duration', C, 'AUD-02', 'Length | 15–30 s; 60 s on podcast inventory only', {'min': 15, 'max': 60, 'unit': 's'}, {'kinds': ['audio'], 'placement': 'Podcast'}, optional=True, note='the podcast exception read as its own rule'),
 T('format', C, 'AUD-03', 'File | MP3 or AAC (.m4a)', {'allowed': ['MP3', 'M4A', 'AAC']}, AUD),
 T('bitrate', C, 'AUD-04', 'Bitrate | MP3: 192 kbps CBR or higher', {'min': 192, 'unit': 'kbps', 'check': 'audioBitrate'}, {'kinds': ['audio'], 'condition': 'format MP3'}),
 T('bitrate', C, 'AUD-04', 'Bitrate | MP3: 192 kbps CBR or higher. AAC: 128 kbps or higher', {'min': 128, 'unit': 'kbps', 'check': 'audioBitrate'}, {'kinds': ['audio'], 'condition': 'audio codec AAC'}, note='AAC only; the MP3 floor is higher'),
 T('sampleRate', C, 'AUD-05', 'Sample rate | 44.1 or 48 kHz', {'allowed': ['44100', '48000'], 'unit': 'Hz'}, AUD, ext='metadata'),
 T('audioLoudness', C, 'AUD-06', 'Loudness | −16 LUFS ±1 LU', {'min': -17, 'max': -15, 'unit': 'LUFS', 'check': 'integrated'}, AUD, ext='metadata'),
 T('audioTruePeak', C, 'AUD-07', 'True peak | −1 dBTP max.', {'max': -1, 'unit': 'dBTP', 'check': 'truePeak'}, AUD, ext='metadata'),
 T('dimensions', C, 'AUD-08', 'Companion image (optional) | 640 × 640 px', {'allowed': ['640x640']}, {'part': 'companionBanner'}),
 T('format', C, 'AUD-08', 'Companion image (optional) | 640 × 640 px, JPG or PNG', {'allowed': ['JPG', 'PNG']}, {'part': 'companionBanner'}),
 T('fileSize', C, 'AUD-08', 'Companion image (optional) | 640 × 640 px, JPG or PNG, 200 KB max.', {'max': 200, 'unit': 'KB'}, {'part': 'companionBanner'}),
 T('duration', W, 'AUD-09', 'Silence | No more than 1 s of silence at the start or end', {'max': 1, 'unit': 's', 'check': 'headTailSilence'}, AUD, note='never the spot length'),
 R('safetyInfo', C, 'must include the major statement of the drug', scope={'condition': 'prescription drug'}, alt='A product-claim ad must include the major statement'),
 R('typography', C, 'in text at least 30 px high in the 1080-line frame', {'min': 30, 'unit': 'px'}, scope={'platform': 'CTV', 'condition': 'prescription drug'}, note='risk text height'),
 R('safetyInfo', C, 'CTV ads must show the risk information on screen for long enough to be read', scope={'platform': 'CTV', 'condition': 'prescription drug'}, optional=True, note='qualitative half of the sentence'),
 R('disclaimers', C, 'The ad must direct viewers or listeners to a source of the full Prescribing Information', scope={'condition': 'prescription drug'}),
 R('brandGuidelines', W, 'We recommend a QR code to the PI on CTV', scope={'platform': 'CTV'}, optional=True),
 R('brandGuidelines', W, 'keep it on screen for at least 5 seconds', {'min': 5, 'unit': 's', 'check': 'qrCodeDuration'}, scope={'part': 'qrCode'}, ext='brandGuidelines', note='the QR code\u2019s time on screen; never the ad length'),
 R('duration', C, 'CTV: VAST 4.x, mezzanine required, 15 or 30 s', {'allowed': ['15', '30'], 'min': 15, 'max': 30, 'unit': 's'}, scope=CTV, optional=True, note='sidebar restatement'),
 R('duration', C, 'Audio: 15–30 s, MP3 or AAC', {'min': 15, 'max': 30, 'unit': 's'}, scope={'kinds': ['audio'], 'placement': 'Streaming audio'}, optional=True, note='sidebar restatement without the podcast exception'),
 R('metadata', C, 'Not accepted: VPAID, SIMID, DAAST', optional=True, note='sidebar restatement'),
]
notreq = [
 'Inventory figures: 41 streaming apps, 38 million US households, 260 publishers',
 'Legend: Reject = fails the scan; Warn = listed in the weekly report; ranges include both ends',
 'Mezzanine note: up to 8 renditions per ad, transcoding 2 to 6 hours',
 'Pharma ads are not sold on podcast inventory flagged as children\u2019s or family content: a deal setting',
 'Exchange fee 12% (9% PG), floors $28 / $14 / $20 CPM, contacts',
 'Full tables on this page take precedence (sidebar note)',
]
A = lambda **k: k
assets = [
 A(file='NWX_Corvalin_30_mezz.mov', kind='video', part='mezzanine', platform='CTV', format='MOV', codec='prores', videoBitrateKbps=147000, width=1920, height=1080, fps=29.97, scan='progressive', durationS=30, sizeKB=1900000, audioCodec='pcm', sampleRateHz=48000, audioChannels=2, loudnessLUFS=-23.5, truePeakDBTP=-3.0, hasAudio=True, captions=True, note='ProRes at 147 Mbps: the 15–30 Mbps H.264 range must not reach it'),
 A(file='NWX_Corvalin_15_mezz.mp4', kind='video', part='mezzanine', platform='CTV', format='MP4', codec='h264', videoBitrateKbps=20000, width=1920, height=1080, fps=23.976, scan='progressive', durationS=15, sizeKB=38000, audioCodec='aac', audioBitrateKbps=256, sampleRateHz=48000, audioChannels=2, loudnessLUFS=-25.1, truePeakDBTP=-2.5, hasAudio=True, captions=True, note='H.264 mezzanine at 20 Mbps, inside 15–30 Mbps'),
 A(file='NWX_Corvalin_audio_30.mp3', kind='audio', channel='Streaming audio', placement='Streaming audio', format='MP3', audioCodec='mp3', audioBitrateKbps=192, sampleRateHz=44100, audioChannels=2, durationS=30, loudnessLUFS=-16.2, truePeakDBTP=-1.5, headTailSilenceS=0.3, note='44.1 kHz and −16 LUFS: CTV\u2019s 48 kHz and −24 LKFS must not reach it'),
 A(file='NWX_Corvalin_podcast_60.mp3', kind='audio', channel='Streaming audio', placement='Podcast', format='MP3', audioCodec='mp3', audioBitrateKbps=256, sampleRateHz=48000, audioChannels=2, durationS=60, loudnessLUFS=-15.4, truePeakDBTP=-1.2, headTailSilenceS=0.5, note='60 s on podcast inventory: allowed by the exception'),
 A(file='NWX_Corvalin_audio_15.m4a', kind='audio', channel='Streaming audio', placement='Streaming audio', format='M4A', audioCodec='aac', audioBitrateKbps=128, sampleRateHz=48000, audioChannels=2, durationS=15, loudnessLUFS=-16.8, truePeakDBTP=-1.0, note='AAC at 128 kbps: allowed; the MP3 192 kbps floor must not reach it'),
 A(file='NWX_Corvalin_companion_640x640.png', kind='static', part='companionBanner', format='PNG', width=640, height=640, sizeKB=150),
]
write(N, 'Programmatic EXCHANGE\u2019s CTV AND AUDIO CREATIVE SPECIFICATION exported as a designed PDF (Chromium, no browser header, US Letter): title band, inventory figures, a legend box for a **Result column (Reject / Warn)**, two spec tables with **IDs (CTV-01…, AUD-01…)** and several limits per cell (mezzanine codec + H.264 bitrate range + 2 GB; 48 kHz stereo; 15 or 30 s ±0.5 s), VAST/VPAID/SIMID/DAAST rules, CTV loudness −24 LKFS vs audio −16 LUFS, an audio length range with a podcast exception, an optional companion with hard limits, Rx bullets with (Reject)/(Warn) in brackets, an "At a glance" sidebar restating values, fees and floors', notreq, rules, assets)
