from keylib import R, write
N = 'corvessa-accessible-video-standard'
V = {'kinds': ['video']}
TV = {'kinds': ['video'], 'channel': 'Broadcast TV'}
DG = {'channel': 'Digital'}
SO = {'kinds': ['video'], 'channel': 'Social'}
CF = {'part': 'captionFile'}
AD = {'kinds': ['video'], 'part': 'audioDescription'}
rules = [
 R('accessibility', 'critical', 'Every video with speech or meaningful sound must have closed captions', scope=V),
 R('accessibility', 'critical', 'Broadcast TV: CEA-608 captions embedded in the master, plus an SCC file', scope=TV),
 R('format', 'critical', 'Streaming and web: a WebVTT (.vtt) sidecar file', {'allowed': ['VTT']}, scope=dict(CF, channel='Digital'), note='the caption file, never the video'),
 R('format', 'critical', 'SRT is accepted for YouTube uploads only', {'allowed': ['SRT', 'VTT']}, scope=dict(CF, channel='Digital', platform='YouTube'), optional=True, note='a permission limited to YouTube; must not make SRT allowed elsewhere'),
 R('characterCount', 'critical', 'Broadcast captions: no more than 32 characters per caption line', {'max': 32, 'unit': 'chars', 'check': 'captionLine'}, scope=dict(CF, channel='Broadcast TV'), ext='metadata'),
 R('characterCount', 'critical', 'Streaming and web captions: no more than 42 characters per caption line', {'max': 42, 'unit': 'chars', 'check': 'captionLine'}, scope=dict(CF, channel='Digital'), ext='metadata', note='unscoped, the 32 of broadcast would fail a 40-character web line'),
 R('metadata', 'critical', 'No more than two caption lines on screen at once', {'max': 2, 'unit': 'lines', 'check': 'captionLines'}, scope=CF),
 R('metadata', 'critical', 'Each caption stays on screen for at least 1.5 seconds and for no longer than 7 seconds', {'min': 1.5, 'max': 7, 'unit': 's', 'check': 'captionDuration'}, scope=CF, ext='duration', note='one caption event, never the video length'),
 R('metadata', 'warning', 'Reading rate should not exceed 17 characters per second', {'max': 17, 'unit': 'chars/s', 'check': 'captionReadingRate'}, scope=CF, ext='metadata'),
 R('accessibility', 'critical', 'Captions are verbatim and at least 99% accurate against the final mix', {'min': 99, 'unit': '%', 'check': 'captionAccuracy'}, scope=CF),
 R('safetyInfo', 'critical', 'the safety information is captioned word for word', scope=CF),
 R('safetyInfo', 'critical', 'Captions must not cover an on-screen super of safety information', scope=V),
 R('accessibility', 'warning', 'Describe meaningful sounds in square brackets', scope=CF),
 R('accessibility', 'critical', 'Social video carries open (burned-in) captions', scope=SO),
 R('typography', 'critical', 'Open caption text is at least 42 px high (cap height) at a frame width of 1080 px', {'min': 42, 'unit': 'px', 'check': 'captionCapHeight'}, scope=SO, note='caption text height; 1080 px is the reference frame width, not a dimensions rule'),
 R('contrast', 'critical', 'with a contrast of 4.5:1 or more', {'min': 4.5, 'unit': 'ratio'}, scope=SO, alt=['Open captions use white or yellow text on a black box of at least 60% opacity, with a contrast of 4.5:1 or more']),
 R('typography', 'critical', 'Open captions use white or yellow text on a black box of at least 60% opacity', {'min': 60, 'unit': '%', 'check': 'captionBoxOpacity'}, scope=SO, optional=True, note='box opacity; same sentence as the contrast rule'),
 R('typography', 'warning', 'Use the brand sans-serif (Corvessa Sans) for open captions', scope=SO),
 R('brandGuidelines', 'critical', 'they must never run under the platform’s buttons or caption bar', {'check': 'safeArea'}, scope=SO, ext='brandGuidelines', alt=['Open captions sit inside the platform safe zone given in the cut-down matrix of the campaign']),
 R('accessibility', 'critical', 'Every TV and streaming spot with a product claim is also delivered in an audio-described (AD) version', scope={'kinds': ['video'], 'condition': 'product claim spot, TV and streaming'}),
 R('duration', 'critical', 'The AD version has exactly the same length as the original spot', scope=AD, note='no number: equal to the original; the website extended AD (60 s) is a permission'),
 R('accessibility', 'critical', 'The describer reads all on-screen text that is not spoken, including every super of safety information', scope=AD),
 R('audioLoudness', 'critical', 'The AD mix meets the same loudness as the original: -24 LKFS ±2 integrated', {'min': -26, 'max': -22, 'unit': 'LUFS', 'check': 'integrated'}, scope=AD, ext='metadata'),
 R('audioTruePeak', 'critical', 'true peak -2 dBTP or lower', {'max': -2, 'unit': 'dBTP', 'check': 'truePeak'}, scope=AD, ext='metadata'),
 R('naming', 'critical', 'The AD version’s file name is the original name with _AD added before the extension', {'pattern': '^.+_AD\\.(mov|mxf|mp4)$'}, scope=AD, note='example CRV_LUM30_TV_v2_AD.mov; never applied to the original'),
 R('accessibility', 'warning', 'Use a voice clearly different from the commercial’s voice-over', scope=AD),
 R('accessibility', 'critical', 'Brand and HCP websites provide a text transcript next to every video', scope={'channel': 'Website'}),
 R('accessibility', 'critical', 'Player controls must be operable by keyboard and labelled for screen readers', scope={'channel': 'Website'}),
 R('accessibility', 'critical', 'Video must not autoplay with sound', scope=V),
 R('accessibility', 'critical', 'No video flashes more than three times in any one second', {'max': 3, 'unit': 'flashes/s', 'check': 'flashRate'}, scope=V),
]
notreq = [
 'One adult in seven reports hearing difficulty; 63% of social views muted (statistics)',
 'Legend: [R] required; [Rec] recommended; unmarked sentences explain',
 'The 99% figure follows the vendors\u2019 accuracy measure (explanation)',
 'Extended description in a 60-second AD version for the website only, with sign-off (permission; 60 s is not a limit)',
 'Approved vendors; $4.50 per minute, $38 per minute, $150 minimum (fees)',
 'MLR checks the caption file and AD script; retention for campaign life plus three years (process)',
 'Contacts table',
]
assets = [
 dict(file='CRV_LUM30_TV_v2.mov', kind='video', channel='Broadcast TV', width=1920, height=1080, format='MOV', codec='prores', fps=29.97, durationS=30, loudnessLUFS=-24.0, truePeakDBTP=-3.0, hasAudio=True, captions=True, note='the original of the document\u2019s AD example; the _AD naming rule must not reach it'),
 dict(file='CRV_LUM30_TV_v2_AD.mov', kind='video', part='audioDescription', channel='Broadcast TV', width=1920, height=1080, format='MOV', codec='prores', fps=29.97, durationS=30, loudnessLUFS=-23.2, truePeakDBTP=-2.4, hasAudio=True, captions=True, note="the document's example AD name"),
 dict(file='CRV_LUM30_TV_v2.scc', kind='document', part='captionFile', channel='Broadcast TV', format='SCC', text={'captionLine': 'ASK YOUR DOCTOR ABOUT LUMENDRA.'}, note='31-character line: inside 32'),
 dict(file='CRV_LUM30_OTT_v2.vtt', kind='document', part='captionFile', channel='Digital', format='VTT', text={'captionLine': 'Lumendra may cause serious side effects.'}, note='40-character line: inside the web 42, fails broadcast 32 if unscoped'),
 dict(file='CRV_LUM15_Meta_9x16_v1.mp4', kind='video', channel='Social', platform='Meta', width=1080, height=1920, format='MP4', codec='h264', fps=23.976, durationS=15, hasAudio=True, captions=True, note='open captions; a social cut has no AD version'),
]
write(N, 'Pharma company\u2019s ACCESSIBLE PROMOTIONAL VIDEO STANDARD (captions, subtitles, audio description) through the corpus markup: standard number and approval line, purpose with hearing-loss and muted-view statistics, an END-OF-LINE MARKER legend ([R] required, [Rec] recommended, unmarked = explanation), caption rules per channel (CEA-608 + SCC for broadcast, WebVTT for streaming/web with SRT for YouTube only, 32 vs 42 characters per line), caption-event timing 1.5–7 s, 17 characters per second, 99% accuracy, open-caption rules for social (42 px, 60% box, 4.5:1), audio-description rules (same length, same loudness -24 LKFS \u00b12 / -2 dBTP, _AD naming), web-player rules, a permission for a 60-second website AD version, vendor rates', notreq, rules, assets)
