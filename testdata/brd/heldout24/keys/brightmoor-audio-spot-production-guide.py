from keylib import R, write
N = 'brightmoor-audio-spot-production-guide'
RAD = {'channel': 'Radio', 'kinds': ['audio']}
STR = {'channel': 'Streaming audio', 'kinds': ['audio']}
AUD = {'kinds': ['audio']}
def C(field, label, cell, params, scope, sev='critical', **kw):
    return R(field, sev, label, params, scope=scope, alt=label + ' | ' + cell, **kw)
RX = {'condition': 'prescription drug', 'kinds': ['audio']}
CB = {'part': 'companionBanner', 'channel': 'Streaming audio'}
CBQ = 'Companion banners in the Brightmoor Listen app are 640 × 640 px JPG or PNG, 200 KB'
rules = [
 C('duration', 'Spot lengths', ':15, :30 or :60', {'allowed': ['15', '30', '60'], 'min': 15, 'max': 60, 'unit': 's'}, RAD),
 C('duration', 'Spot lengths', ':15 or :30 only', {'allowed': ['15', '30'], 'min': 15, 'max': 30, 'unit': 's'}, STR, note='a 60 s radio spot is not allowed in streaming'),
 C('duration', 'Timing', 'No longer than the booked length and no more than 0.5 s short', None, RAD, optional=True, note='tolerance of 0.5 s short of the booked length; restates the length list'),
 C('duration', 'Timing', 'No longer than the booked length', None, STR, optional=True, note='restates the length list'),
 C('characterCount', 'Script length', ':30 up to 75 words; :60 up to 150 words', {'max': 75, 'unit': 'words', 'check': 'script'}, dict(RAD, condition='length 30 s'), sev='warning', ext='metadata'),
 C('characterCount', 'Script length', ':30 up to 75 words; :60 up to 150 words', {'max': 150, 'unit': 'words', 'check': 'script'}, dict(RAD, condition='length 60 s'), sev='warning', ext='metadata'),
 C('characterCount', 'Script length', ':15 up to 38 words; :30 up to 75 words', {'max': 38, 'unit': 'words', 'check': 'script'}, dict(STR, condition='length 15 s'), sev='warning', ext='metadata'),
 C('characterCount', 'Script length', ':15 up to 38 words; :30 up to 75 words', {'max': 75, 'unit': 'words', 'check': 'script'}, dict(STR, condition='length 30 s'), sev='warning', ext='metadata'),
 C('format', 'File type', 'WAV (PCM)', {'allowed': ['WAV']}, RAD),
 C('format', 'File type', 'WAV (PCM) or MP3', {'allowed': ['WAV', 'MP3']}, STR),
 C('sampleRate', 'Sample rate', '48 kHz', {'allowed': ['48000'], 'unit': 'Hz'}, RAD, ext='metadata'),
 C('sampleRate', 'Sample rate', '44.1 kHz or 48 kHz', {'allowed': ['44100', '48000'], 'min': 44100, 'max': 48000, 'unit': 'Hz'}, STR, ext='metadata'),
 C('metadata', 'Bit depth (WAV)', '24-bit', {'allowed': ['24'], 'unit': 'bit', 'check': 'bitDepth'}, dict(RAD, condition='format WAV'), ext='metadata'),
 C('metadata', 'Bit depth (WAV)', '16-bit or 24-bit', {'allowed': ['16', '24'], 'unit': 'bit', 'check': 'bitDepth'}, dict(STR, condition='format WAV'), ext='metadata'),
 C('bitrate', 'MP3 bitrate', '320 kbps CBR (192 kbps minimum)', {'min': 192, 'unit': 'kbps', 'check': 'audioBitrate'}, dict(STR, condition='format MP3', part='audio'), note='"a file below 192 kbps is returned"; the 320 kbps is what to deliver'),
 C('bitrate', 'MP3 bitrate', '320 kbps CBR (192 kbps minimum)', {'min': 320, 'unit': 'kbps', 'check': 'audioBitrate'}, dict(STR, condition='format MP3', part='audio'), sev='warning', optional=True, note='the deliver-at value; a critical 320 minimum would fail a 256 kbps file the text accepts'),
 C('audioChannels', 'Channels', 'Stereo', {'allowed': ['stereo'], 'min': 2, 'max': 2}, RAD, ext='metadata'),
 C('audioChannels', 'Channels', 'Stereo or mono', {'allowed': ['mono', 'stereo'], 'min': 1, 'max': 2}, STR, ext='metadata'),
 C('audioLoudness', 'Integrated loudness', '-18 LUFS ±1 LU', {'min': -19, 'max': -17, 'unit': 'LUFS', 'check': 'integrated'}, RAD, ext='metadata'),
 C('audioLoudness', 'Integrated loudness', '-16 LUFS ±1 LU', {'min': -17, 'max': -15, 'unit': 'LUFS', 'check': 'integrated'}, STR, ext='metadata', note='unscoped, radio\u2019s -18 ±1 and streaming\u2019s -16 ±1 exclude each other'),
 C('audioTruePeak', 'True peak', '-1.0 dBTP max.', {'max': -1, 'unit': 'dBTP', 'check': 'truePeak'}, AUD, ext='metadata', note='same value in both columns: one rule (two channel-scoped rules match too)'),
 C('duration', 'Head / tail silence', '0.5 s max. each', {'max': 0.5, 'unit': 's', 'check': 'headTailSilence'}, AUD, note='never the spot length'),
 R('metadata', 'warning', 'Do not apply additional limiting to reach the loudness figure', optional=True, note='advice with its reason; not in the Required tables'),
 R('audioTruePeak', 'warning', 'We recommend leaving at least 1 dB of headroom below the true-peak ceiling', {'max': -2, 'unit': 'dBTP', 'check': 'truePeak'}, scope=AUD, ext='metadata', optional=True, note='1 dB below the -1.0 dBTP ceiling'),
 R('fairBalance', 'critical', 'A product claim spot must include the major statement of the most important risks', scope=dict(RX, condition='product claim spot')),
 R('fairBalance', 'critical', 'The risk information must be read at the same volume as the rest of the spot and no faster than 170 words per minute', {'max': 170, 'unit': 'words per minute', 'check': 'readingRate'}, scope=RX, ext='fairBalance'),
 R('fairBalance', 'warning', 'Music or sound effects under the risk read should be at least 10 dB below the voice', {'min': 10, 'unit': 'dB', 'check': 'bedLevel'}, scope=RX, ext='fairBalance'),
 R('safetyInfo', 'critical', 'The spot must tell listeners where to find the full prescribing information', scope=RX),
 R('indication', 'critical', 'must not mention the indication', scope={'condition': 'reminder spot', 'kinds': ['audio']}, alt=['Reminder spots, which name the product but not its use, must not mention the indication']),
 R('dimensions', 'critical', CBQ, {'allowed': ['640x640']}, scope=CB),
 R('format', 'critical', CBQ, {'allowed': ['JPG', 'PNG']}, scope=CB),
 R('fileSize', 'critical', CBQ, {'max': 200, 'unit': 'KB'}, scope=CB),
 R('safetyInfo', 'critical', 'must not carry a product claim unless the full safety information is linked', scope=CB),
 R('naming', 'critical', 'Name every file BAN_[Advertiser]_[Ad-ID]_[Length].[ext]', {'pattern': '^BAN_[A-Za-z]+_[A-Z]{4}[A-Z0-9]{8}_(15|30|60)\\.(wav|mp3)$'}, scope=AUD, note='examples BAN_Ovarra_OVRA0030000R_30.wav, BAN_Ovarra_OVRA0015001R_15.mp3'),
]
notreq = [
 '41 stations, 6.8 million weekly listeners, 2.3 million monthly active users (statistics)',
 'Legend: Required = returned and will not air; Advisory = may comment, will not hold',
 '"n/a" in the radio MP3 bitrate cell',
 'Variable-bitrate MP3 files are converted and may be delayed one business day (process)',
 'Standards review takes three business days, free; Schedule II controlled substances not accepted (category policy)',
 'Upload by 3:00 pm ET two business days before first air; weekend close at noon Thursday (deadline)',
 'Rates ($425, $95, $150), contacts, address, edition note',
]
A = lambda **k: k
assets = [
 A(file='BAN_Ovarra_OVRA0030000R_30.wav', kind='audio', channel='Radio', format='WAV', durationS=30, sampleRateHz=48000, audioChannels=2, loudnessLUFS=-18.4, truePeakDBTP=-2.1, headTailSilenceS=0.3, hasAudio=True, note="the document's example name; -18.4 LUFS passes radio and would fail streaming's -16 ±1 if unscoped"),
 A(file='BAN_Ovarra_OVRA0015001R_15.mp3', kind='audio', channel='Streaming audio', format='MP3', durationS=15, sampleRateHz=44100, audioChannels=1, audioBitrateKbps=320, loudnessLUFS=-16.2, truePeakDBTP=-2.0, headTailSilenceS=0.1, hasAudio=True, note="the document's second example; MP3, 44.1 kHz, mono: each fails a radio-only rule if unscoped"),
 A(file='BAN_Ovarra_OVRA0030002R_30.mp3', kind='audio', channel='Streaming audio', format='MP3', durationS=30, sampleRateHz=48000, audioChannels=2, audioBitrateKbps=192, loudnessLUFS=-15.1, truePeakDBTP=-1.0, headTailSilenceS=0.5, hasAudio=True, expectWarnings=['MP3 bitrate', 'True peak', 'We recommend leaving at least 1 dB of headroom below the true-peak ceiling'], note='192 kbps is the minimum (warning for 320); true peak at the -1.0 ceiling (no headroom); silence exactly 0.5 s'),
 A(file='BAN_Ovarra_Companion_640x640.jpg', kind='static', part='companionBanner', channel='Streaming audio', width=640, height=640, format='JPG', sizeKB=180, note='companion banner: the WAV/MP3 format rules and the naming template of spots must not reach it'),
]
write(N, 'Radio and streaming-audio network\u2019s AUDIO SPOT PRODUCTION & DELIVERY GUIDE for advertisers (Word-native, hand-written OOXML, US Letter, header/footer): welcome letter with audience figures, a Required / Advisory legend in prose, two tables with ONE COLUMN PER CHANNEL (Radio (AM/FM) vs Brightmoor Listen streaming) and a Status column (lengths, timing tolerance, words-per-length scripts, WAV vs WAV/MP3, 48 vs 44.1/48 kHz, bit depth, MP3 bitrate with a minimum in brackets, channels, -18 vs -16 LUFS, true peak and silence equal in both), prose advice after the table, prescription-medicine bullets (major statement, 170 words per minute, bed 10 dB under the voice, adequate provision, reminder spots, companion banner), naming template with examples, deadlines, rates and contacts', notreq, rules, assets)
