from keylib import R, write
N = 'tellwyn-broadcast-commercial-delivery'
def T(field, label, row, params=None, sev='critical', **kw):
    return R(field, sev, label, params, alt=label + ' | ' + row, **kw)
RX = {'condition': 'prescription drug'}
rules = [
 T('format', 'Wrapper', 'MXF OP1a or QuickTime MOV | MUST', {'allowed': ['MXF', 'MOV']}),
 T('codec', 'Video codec', 'XDCAM HD422 (MPEG-2 4:2:2) or Apple ProRes 422 HQ | MUST', {'allowed': ['mpeg2', 'prores'], 'check': 'videoCodec'}),
 T('bitrate', 'Video bitrate', '50 Mbps minimum | MUST', {'min': 50000, 'unit': 'kbps', 'check': 'videoBitrate'}),
 T('dimensions', 'Frame size', '1920 x 1080 | MUST', {'allowed': ['1920x1080']}),
 T('frameRate', 'Frame rate', '29.97 (drop-frame timecode) | MUST', {'allowed': ['29.97'], 'unit': 'fps'}),
 T('aspectRatio', 'Aspect ratio', '16:9 full height anamorphic | MUST', {'allowed': ['16:9']}),
 T('codec', 'Audio', 'PCM, 48 kHz, 24-bit | MUST', {'allowed': ['pcm'], 'check': 'audioCodec'}, scope={'part': 'audio'}),
 T('sampleRate', 'Audio', 'PCM, 48 kHz, 24-bit | MUST', {'allowed': ['48000'], 'unit': 'Hz'}, ext='metadata'),
 T('metadata', 'Audio', 'PCM, 48 kHz, 24-bit | MUST', {'allowed': ['24'], 'unit': 'bit', 'check': 'bitDepth'}, ext='metadata', note='audio bit depth; no field of its own'),
 T('audioChannels', 'Audio channels', 'Ch 1/2 stereo full mix; Ch 3–8 silent or 5.1 | MUST', {'min': 2, 'max': 8}, ext='metadata', note='stereo mix on 1/2; a file of 2 or 8 tracks passes'),
 T('audioLoudness', 'Loudness', '-24 LKFS ±2 dB (ATSC A/85) | MUST', {'min': -26, 'max': -22, 'unit': 'LUFS', 'check': 'integrated'}, ext='metadata'),
 T('audioTruePeak', 'True peak', '-2 dBTP max. | MUST', {'max': -2, 'unit': 'dBTP', 'check': 'truePeak'}, ext='metadata'),
 T('duration', 'Spot lengths', ':15, :30, :60, :120 | MUST', {'allowed': ['15', '30', '60', '120'], 'min': 15, 'max': 120, 'unit': 's'}, note='measured from the first frame of action (slate and black not counted)'),
 T('accessibility', 'Captions', 'CEA-608 embedded (708 upconverted) | MUST'),
 T('metadata', 'Chroma', '4:2:2 | SHOULD', {'allowed': ['4:2:2'], 'check': 'chromaSubsampling'}, sev='warning', ext='metadata'),
 R('brandGuidelines', 'warning', 'Action and text should remain within the 4:3 center-cut area', {'check': 'safeArea', 'allowed': ['4:3 center-cut']}, ext='brandGuidelines', note='safe area as an aspect-ratio protection; condition: airs on SD multicast'),
 R('metadata', 'critical', 'Each file must be laid out exactly as follows', optional=True, note='lead-in of the layout table; the rows below are the entries'),
 T('metadata', 'Slate', '00:59:50;00 | 5 seconds', {'min': 5, 'max': 5, 'unit': 's', 'check': 'slateDuration'}, ext='duration', note='never the spot length'),
 T('metadata', 'Black, silent', '00:59:55;00 | 5 seconds', {'min': 5, 'max': 5, 'unit': 's', 'check': 'preRollBlack'}, ext='duration', note='never the spot length'),
 T('metadata', 'Black after the spot', 'end of action | 2 seconds minimum', {'min': 2, 'unit': 's', 'check': 'postRollBlack'}, ext='duration', note='never the spot length; a min of 2 s read as duration would be harmless, a max would not'),
 R('metadata', 'critical', 'The slate must show advertiser, product, title, Ad-ID, length, audio format and date of completion'),
 R('metadata', 'critical', 'Do not include color bars or reference tone', note='prohibition'),
 R('fdaFilingNumber', 'critical', 'Every spot must carry a valid 12-character Ad-ID code', {'pattern': '^[A-Z]{4}[A-Z0-9]{8}$'}, note='a code the spot must carry, keyed like an approval code (nearest field); Ad-ID is the industry spot identifier, not an FDA number. Examples TLWN0412000H, OVRA0030001H'),
 R('naming', 'critical', 'The file name must be the Ad-ID followed by the extension', {'pattern': '^[A-Z]{4}[A-Z0-9]{8}\\.(mxf|mov)$'}),
 R('naming', 'warning', 'HD spots should have the letter H as the twelfth character of the Ad-ID', {'pattern': '^[A-Z]{4}[A-Z0-9]{7}H(\\.(mxf|mov))?$'}, scope={'condition': 'HD'}),
 R('metadata', 'critical', 'Video levels must stay within 64–940 (10-bit) for luma', {'min': 64, 'max': 940, 'check': 'lumaLevels'}, ext='metadata'),
 R('accessibility', 'critical', 'All spots must pass the Harding FPA test for flashing and patterns'),
 R('metadata', 'critical', 'Audio and video must be in sync to within one frame'),
 R('metadata', 'warning', 'Spots should not contain dead air longer than 1 second', {'max': 1, 'unit': 's', 'check': 'deadAir'}, ext='duration'),
 R('fairBalance', 'critical', 'must present the major statement of risks in both the audio and the video portion', scope={'condition': 'product claim spot'}),
 R('safetyInfo', 'critical', 'Each on-screen super carrying risk information must hold for at least 3 seconds', {'min': 3, 'unit': 's', 'check': 'superDuration'}, scope=RX, ext='safetyInfo', note='never a limit on the spot length'),
 R('typography', 'critical', 'Super text must have a cap height of at least 30 pixels', {'min': 30, 'unit': 'px', 'check': 'capHeight'}, scope=RX),
 R('brandGuidelines', 'critical', 'Supers must sit inside the 90% title-safe area', {'max': 90, 'unit': '%', 'check': 'safeArea'}, scope=RX, ext='brandGuidelines'),
 R('safetyInfo', 'critical', 'must make adequate provision for the full prescribing information', scope=RX),
 R('indication', 'critical', 'Reminder spots (product name only) must not mention the indication or any claim', scope={'condition': 'reminder spot'}),
 R('safetyInfo', 'critical', 'You are encouraged to report negative side effects of prescription drugs to the FDA', scope=RX),
 R('contrast', 'warning', 'Super text should contrast with its background at 4.5:1 or more', {'min': 4.5, 'unit': 'ratio'}, scope=RX),
]
notreq = [
 'Revision line and effective date; fourteen stations; 2,900 units a week; 4% failed first QC (statistics)',
 'Delivery through SpotRelay or CueVault; tape, hard drives and FTP not accepted (delivery method, not a file property)',
 'Material must arrive at least 72 hours before first air; Friday 12:00 noon ET (deadline)',
 'Traffic instructions are not part of this specification',
 'Loudness measured with BS.1770 over the program portion; spots outside tolerance are rejected (method)',
 'Layout table timecodes 00:59:50;00, 00:59:55;00, 01:00:00;00 (start points, not lengths)',
 'Files with bars and tone are re-laid at the agency\u2019s cost (consequence)',
 'Pre-clearance by Standards & Practices, 10 business days (process)',
 'Fees: $150 re-lay, $275 rush, three revisions free; contacts table; property notice',
]
A = lambda **k: k
assets = [
 A(file='TLWN0412000H.mxf', kind='video', width=1920, height=1080, format='MXF', codec='mpeg2', videoBitrateKbps=50000, fps=29.97, durationS=30, audioCodec='pcm', sampleRateHz=48000, audioChannels=2, loudnessLUFS=-24.3, truePeakDBTP=-3.1, hasAudio=True, captions=True, note="the document's example name; a :30 at exactly 50 Mbps (the minimum)"),
 A(file='OVRA0030001H.mov', kind='video', width=1920, height=1080, format='MOV', codec='prores', videoBitrateKbps=184000, fps=29.97, durationS=60, audioCodec='pcm', sampleRateHz=48000, audioChannels=8, loudnessLUFS=-22.4, truePeakDBTP=-2.2, hasAudio=True, captions=True, note="the document's second example; 8 tracks (stereo + 5.1) must pass the channel rule; -22.4 LKFS is inside ±2 of -24"),
 A(file='OVRA0120002H.mxf', kind='video', width=1920, height=1080, format='MXF', codec='mpeg2', videoBitrateKbps=50000, fps=29.97, durationS=120, audioCodec='pcm', sampleRateHz=48000, audioChannels=2, loudnessLUFS=-25.8, truePeakDBTP=-2.0, hasAudio=True, captions=True, note='a :120 (allowed only by the spot-length list, not by a 60 s maximum); true peak exactly -2 dBTP'),
]
write(N, 'US broadcast group\u2019s TELEVISION COMMERCIAL DELIVERY SPECIFICATIONS (traffic/operations document through the corpus markup): MUST / SHOULD legend, a Parameter | Specification | Level table (wrapper, XDCAM/ProRes, 50 Mbps, 29.97 DF, PCM 48 kHz/24-bit, channel layout, -24 LKFS ±2, -2 dBTP, :15/:30/:60/:120, CEA-608), a program-layout clock table (slate 5 s, black 5 s, black after 2 s minimum) whose timecodes are not lengths, Ad-ID file naming with examples, technical quality, a DTC section (major statement in audio and video, super hold 3 s, 30 px cap height, 90% title safe, adequate provision, MedWatch statement), fees and contacts', notreq, rules, assets)
