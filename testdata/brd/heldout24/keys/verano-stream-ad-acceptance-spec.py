from keylib import R, write
N = 'verano-stream-ad-acceptance-spec'
def M(field, label, spec, params=None, **kw):
    return R(field, 'critical', label, params, alt=label + ' | ' + spec + ' | ✓', **kw)
def S(field, label, spec, params=None, **kw):
    return R(field, 'warning', label, params, alt=label + ' | ' + spec + ' | ✓', **kw)
AUD = {'part': 'audio'}
rules = [
 M('format', 'Container', '.mov (QuickTime) or .mp4', {'allowed': ['MOV', 'MP4']}),
 M('codec', 'Video codec', 'Apple ProRes 422 HQ or H.264 (High Profile)', {'allowed': ['prores', 'h264'], 'check': 'videoCodec'}),
 S('codec', 'Preferred codec', 'ProRes 422 HQ', {'allowed': ['prores'], 'check': 'videoCodec'}),
 M('dimensions', 'Resolution', '1920 × 1080 or 3840 × 2160', {'allowed': ['1920x1080', '3840x2160']}),
 M('bitrate', 'H.264 bitrate', '20 Mbps minimum (constant or variable)', {'min': 20000, 'unit': 'kbps', 'check': 'videoBitrate'}, scope={'condition': 'codec h264'}, note='H.264 only; applied to a ProRes file it is harmless, applied as audio bitrate it is harmful; the superseded 15 Mbps is not a requirement'),
 S('bitrate', 'H.264 bitrate, target', '30–40 Mbps', {'min': 30000, 'max': 40000, 'unit': 'kbps', 'check': 'videoBitrate'}, scope={'condition': 'codec h264'}),
 M('frameRate', 'Frame rate', '23.976, 24, 25, 29.97 or 30 fps, constant; deliver at the native rate of the shoot', {'allowed': ['23.976', '24', '25', '29.97', '30'], 'min': 23.976, 'max': 30, 'unit': 'fps'}),
 M('frameRate', 'Frame rate', '23.976, 24, 25, 29.97 or 30 fps, constant; deliver at the native rate of the shoot', {'check': 'constantFrameRate'}, optional=True, note='"constant" as its own rule'),
 R('frameRate', 'critical', 'Files at 50 or 59.94 fps are not accepted', {'excluded': ['50', '59.94'], 'unit': 'fps'}, optional=True, note='negation; the allowed list already excludes them'),
 M('codec', 'Scan', 'Progressive only', {'allowed': ['progressive'], 'check': 'scanType'}),
 M('aspectRatio', 'Active picture', 'Full 16:9 frame. No letterboxing, pillarboxing or windowboxing', {'allowed': ['16:9'], 'check': 'activePicture'}, ext='aspectRatio', note='the picture must fill the frame; a 16:9 frame with bars inside still fails'),
 S('metadata', 'Chroma subsampling', '4:2:2', {'allowed': ['4:2:2'], 'check': 'chromaSubsampling'}, ext='metadata'),
 M('duration', 'Length', '15, 30 or 60 seconds (±0.5 s)', {'allowed': ['15', '30', '60'], 'min': 15, 'max': 60, 'unit': 's'}, note='tolerance ±0.5 s around each length'),
 M('fileSize', 'File size', '10 GB max.', {'max': 10485760, 'unit': 'KB'}),
 M('metadata', 'Head of file', 'Starts on the first frame of the ad: no slate, bars, tone or leading black'),
 M('codec', 'Audio codec', 'PCM (in .mov) or AAC-LC (in .mp4)', {'allowed': ['pcm', 'aac'], 'check': 'audioCodec'}, scope=AUD),
 M('bitrate', 'AAC bitrate', '192 kbps or higher', {'min': 192, 'unit': 'kbps', 'check': 'audioBitrate'}, scope={'part': 'audio', 'condition': 'audio codec AAC'}),
 S('bitrate', 'AAC bitrate, recommended', '256 kbps or higher', {'min': 256, 'unit': 'kbps', 'check': 'audioBitrate'}, scope={'part': 'audio', 'condition': 'audio codec AAC'}),
 M('sampleRate', 'Sample rate', '48 kHz', {'allowed': ['48000'], 'unit': 'Hz'}, ext='metadata'),
 S('metadata', 'Bit depth (PCM)', '24-bit', {'allowed': ['24'], 'unit': 'bit', 'check': 'bitDepth'}, scope={'condition': 'audio codec PCM'}, ext='metadata'),
 M('audioChannels', 'Channels', 'Stereo (2.0) only', {'allowed': ['stereo'], 'min': 2, 'max': 2}, ext='metadata', note='5.1 no longer accepted (update box)'),
 M('audioLoudness', 'Integrated loudness', '-24 LKFS, ±2 LU', {'min': -26, 'max': -22, 'unit': 'LUFS', 'check': 'integrated'}, ext='metadata'),
 M('audioTruePeak', 'True peak', '-2 dBTP or lower', {'max': -2, 'unit': 'dBTP', 'check': 'truePeak'}, ext='metadata'),
 S('duration', 'Silence at head and tail', '0.5 s or less each', {'max': 0.5, 'unit': 's', 'check': 'headTailSilence'}, note='never the ad length'),
 R('accessibility', 'critical', 'A closed-caption sidecar file in SCC or WebVTT format must accompany every ad with dialogue or voice-over'),
 R('format', 'critical', 'A closed-caption sidecar file in SCC or WebVTT format', {'allowed': ['SCC', 'VTT']}, scope={'part': 'captionFile'}, optional=True, note='format of the caption file itself; must never reach the video'),
 R('accessibility', 'critical', 'Burned-in (open) captions are not accepted'),
 R('safetyInfo', 'critical', 'The important safety information must be presented within the ad itself', scope={'condition': 'prescription drug'}),
 R('brandGuidelines', 'critical', 'QR codes must stay on screen for at least 5 seconds', {'min': 5, 'unit': 's', 'check': 'qrCodeDuration'}, scope={'part': 'qrCode'}, ext='brandGuidelines', note='never the ad length'),
 R('dimensions', 'critical', 'be at least 200 × 200 px in the 1920 × 1080 frame', {'minWidth': 200, 'minHeight': 200}, scope={'part': 'qrCode'}, note='the QR code, never the frame'),
]
notreq = [
 'Update box: minimum H.264 bitrate rose from 15 Mbps to 20 Mbps (15 is superseded); creatives approved before 1 October 2026 remain approved',
 '78% of ad impressions on TV screens in Q3 2026 (statistic)',
 'Legend: Must = rejected in automated QC; Should = recommendation, never a reason for rejection',
 'Prescription drug ads are accepted in the United States only (market condition)',
 'Never served to Kids profiles or TV-Y / TV-Y7 programming: a targeting setting, not a creative requirement',
 'Upload at least 3 business days before launch; review up to 2 business days; 6% returned; re-review free (process and statistics)',
 'Contacts, copyright and the right to reject at discretion',
]
A = lambda **k: k
assets = [
 A(file='VRN_Ovarra_Lake_30_ProRes.mov', kind='video', width=1920, height=1080, format='MOV', codec='prores', videoBitrateKbps=147000, fps=23.976, scan='progressive', durationS=30, sizeKB=540000, audioCodec='pcm', sampleRateHz=48000, audioChannels=2, loudnessLUFS=-24.0, truePeakDBTP=-2.5, headTailSilenceS=0.2, hasAudio=True, captions=True, note='ProRes at 147 Mbps: the 30–40 Mbps H.264 target must not reach it (and is a warning)'),
 A(file='VRN_Ovarra_Lake_15_h264.mp4', kind='video', width=1920, height=1080, format='MP4', codec='h264', videoBitrateKbps=20000, fps=29.97, scan='progressive', durationS=15, sizeKB=38000, audioCodec='aac', audioBitrateKbps=192, sampleRateHz=48000, audioChannels=2, loudnessLUFS=-25.6, truePeakDBTP=-3.0, headTailSilenceS=0.4, hasAudio=True, captions=True, expectWarnings=['H.264 bitrate, target', 'AAC bitrate, recommended', 'Preferred codec'], note='exactly the H.264 and AAC minimums; misses the three Should rows'),
 A(file='VRN_Ovarra_Lake_60_UHD.mov', kind='video', width=3840, height=2160, format='MOV', codec='prores', videoBitrateKbps=707000, fps=25, scan='progressive', durationS=60, sizeKB=5400000, audioCodec='pcm', sampleRateHz=48000, audioChannels=2, loudnessLUFS=-22.2, truePeakDBTP=-2.0, headTailSilenceS=0.0, hasAudio=True, captions=True, note='UHD, 5.1 GB: under 10 GB; 25 fps in the allowed list'),
]
write(N, 'OTT / streaming service\u2019s AD ACCEPTANCE SPECIFICATIONS page (help centre, browser print with header/footer): top bar and breadcrumb, an October-2026 update box with a superseded bitrate, a Must / Should TICK-COLUMN legend, Video and Audio tables with \u2713 in a Must or a Should column (a Should row restating a Must attribute: "Preferred codec", "H.264 bitrate, target", "AAC bitrate, recommended"), per-codec limits (H.264 bitrate, AAC bitrate, PCM bit depth), no letterboxing, a negation note (50 / 59.94 fps), sidecar captions with burned-in captions refused, DTC ISI and QR-code rules, a targeting rule that is not a creative requirement, review statistics', notreq, rules, assets)
