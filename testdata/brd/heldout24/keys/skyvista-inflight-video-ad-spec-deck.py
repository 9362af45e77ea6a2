from keylib import R, write
N = 'skyvista-inflight-video-ad-spec-deck'
PR = {'channel': 'Inflight', 'kinds': ['video'], 'placement': 'Pre-roll'}
PRA = dict(PR, part='audio')
MB = {'channel': 'Inflight', 'kinds': ['static'], 'part': 'menuBanner'}
MT = {'channel': 'Inflight', 'kinds': ['static'], 'part': 'mapTile'}
RX = {'channel': 'Inflight', 'kinds': ['video'], 'condition': 'medicine'}
def T(field, label, val, params=None, scope=PR, sev='critical', **kw):
    return R(field, sev, label, params, scope=scope, alt=label + ' | ' + val, **kw)
F = 'MP4 · H.264 High Profile · AAC-LC'
AU = 'stereo · 48 kHz/16-bit · 192 kbps or more'
LD = '-23 LUFS ±1 (EBU R128) · true peak -1 dBTP'
rules = [
 T('format', 'File', F, {'allowed': ['MP4']}),
 T('codec', 'File', F, {'allowed': ['h264'], 'check': 'videoCodec'}),
 T('codec', 'File', F, {'allowed': ['aac'], 'check': 'audioCodec'}, scope=PRA),
 T('dimensions', 'Resolution', '1080p (1920x1080); 720p (1280x720) only for legacy seatback fleets', {'allowed': ['1920x1080', '1280x720']}, note='720p only for legacy seatback fleets (condition on the second value)'),
 T('frameRate', 'Frame rate', '25 or 29.97, constant', {'allowed': ['25', '29.97'], 'min': 25, 'max': 29.97, 'unit': 'fps'}, note='value without unit'),
 T('frameRate', 'Frame rate', '25 or 29.97, constant', {'check': 'constantFrameRate'}, optional=True),
 T('bitrate', 'Video bitrate', '8–12 Mbps', {'min': 8000, 'max': 12000, 'unit': 'kbps', 'check': 'videoBitrate'}),
 T('audioChannels', 'Audio', AU, {'allowed': ['stereo'], 'min': 2, 'max': 2}, ext='metadata'),
 T('sampleRate', 'Audio', AU, {'allowed': ['48000'], 'unit': 'Hz'}, ext='metadata'),
 T('metadata', 'Audio', AU, {'allowed': ['16'], 'unit': 'bit', 'check': 'bitDepth'}, ext='metadata'),
 T('bitrate', 'Audio', AU, {'min': 192, 'unit': 'kbps', 'check': 'audioBitrate'}, scope=PRA, note='audio bitrate, never video'),
 T('audioLoudness', 'Loudness', LD, {'min': -24, 'max': -22, 'unit': 'LUFS', 'check': 'integrated'}, ext='metadata'),
 T('audioTruePeak', 'Loudness', LD, {'max': -1, 'unit': 'dBTP', 'check': 'truePeak'}, ext='metadata'),
 T('duration', 'Length', '15 / 30 / 45 (max. 45 s)', {'allowed': ['15', '30', '45'], 'min': 15, 'max': 45, 'unit': 's'}, note='values without unit, then "max. 45 s"'),
 T('fileSize', 'File size', '≤ 150 MB', {'max': 153600, 'unit': 'KB'}),
 T('accessibility', 'Subtitles', 'Open English subtitles on every spot'),
 T('brandGuidelines', 'Ending', 'Hold the end frame 2 s or more (advice)', {'min': 2, 'unit': 's', 'check': 'endCardDuration'}, sev='warning', ext='brandGuidelines', note='never the spot length'),
 R('dimensions', 'critical', '1280x200 PNG', {'allowed': ['1280x200']}, scope=MB),
 R('format', 'critical', '1280x200 PNG', {'allowed': ['PNG']}, scope=MB),
 R('fileSize', 'critical', '300 KB max.', {'max': 300, 'unit': 'KB'}, scope=MB, note='menu banner; the map tile has 150 KB'),
 R('metadata', 'critical', 'Static only, no animation', scope=MB),
 R('brandGuidelines', 'critical', 'Keep text 40 px from every edge', {'min': 40, 'unit': 'px', 'check': 'safeArea'}, scope=MB, ext='brandGuidelines'),
 R('dimensions', 'critical', '400x400 PNG with transparency', {'allowed': ['400x400']}, scope=MT),
 R('format', 'critical', '400x400 PNG with transparency', {'allowed': ['PNG']}, scope=MT),
 R('fileSize', 'critical', '150 KB max.', {'max': 150, 'unit': 'KB'}, scope=MT, note='map tile; unscoped, it would fail a 250 KB menu banner'),
 R('characterCount', 'critical', 'Logo and up to 6 words; no calls to action', {'max': 6, 'unit': 'words', 'check': 'body'}, scope=MT, ext='metadata'),
 R('brandGuidelines', 'critical', 'no calls to action', scope=MT, optional=True, note='second half of the line'),
 R('brandGuidelines', 'warning', 'Light logos read better on the dark map', scope=MT),
 R('accessibility', 'critical', 'No more than three flashes in any one second', {'max': 3, 'unit': 'flashes/s', 'check': 'flashRate'}, scope={'channel': 'Inflight', 'kinds': ['video']}),
 R('brandGuidelines', 'critical', 'No scenes of aircraft, airports or air travel incidents', scope={'channel': 'Inflight', 'kinds': ['video']}),
 R('fairBalance', 'critical', 'the full safety statement appears on screen and is voiced', scope=RX),
 R('safetyInfo', 'critical', 'on-screen safety text held for 8 seconds or more', {'min': 8, 'unit': 's', 'check': 'superDuration'}, scope=RX, ext='safetyInfo', note='never the spot length'),
 R('safetyInfo', 'critical', 'Medicine spots name a website for the full prescribing information', scope=RX),
 R('fairBalance', 'warning', 'Use a calm voice-over pace for safety text, around 150 words a minute', {'max': 150, 'unit': 'words per minute', 'check': 'readingRate'}, scope=RX, ext='fairBalance'),
]
notreq = [
 'Title slide; KPIs: 14 airlines, 182 M passengers, 3 h 40, 97% completion, 1,310 aircraft',
 'Monthly loading cycles; a failed spot misses a month (consequence)',
 'Legend slide: slides 4–6 are delivery requirements; (advice) lines are not checked',
 '"many passengers watch without headphones" (reason in brackets)',
 'Prescription medicine spots run on US domestic routes only; set in the route plan (placement condition)',
 'Cycles slide: cycle dates, material due 6 weeks before, USD 38 CPM, USD 12,000, minimum 2 cycles / 3 airlines, contact',
]
assets = [
 dict(file='SKV_Lumendra_30_1080p.mp4', kind='video', channel='Inflight', placement='Pre-roll', format='MP4', codec='h264', audioCodec='aac', width=1920, height=1080, fps=25, durationS=30, videoBitrateKbps=10000, audioBitrateKbps=192, sampleRateHz=48000, audioChannels=2, loudnessLUFS=-23.4, truePeakDBTP=-1.8, sizeKB=39000, endCardS=2.5, subtitles=True, hasAudio=True),
 dict(file='SKV_Lumendra_45_720p.mp4', kind='video', channel='Inflight', placement='Pre-roll', format='MP4', codec='h264', audioCodec='aac', width=1280, height=720, fps=29.97, durationS=45, videoBitrateKbps=8000, audioBitrateKbps=256, sampleRateHz=48000, audioChannels=2, loudnessLUFS=-22.1, truePeakDBTP=-1.0, sizeKB=46000, endCardS=1.5, subtitles=True, hasAudio=True, expectWarnings=['Ending'], note='720p legacy version at the minimum bitrate; 45 s, the longest allowed; end frame 1.5 s misses the advice'),
 dict(file='SKV_Lumendra_MenuBanner_1280x200.png', kind='static', part='menuBanner', channel='Inflight', format='PNG', width=1280, height=200, sizeKB=240, note='240 KB: fails the map tile\u2019s 150 KB if unscoped'),
 dict(file='SKV_Lumendra_MapTile_400x400.png', kind='static', part='mapTile', channel='Inflight', format='PNG', width=400, height=400, sizeKB=96, text={'body': 'Lumendra. Lighter mornings start here.'}, note='six words'),
]
write(N, 'Inflight-entertainment (IFE) media sales house\u2019s CREATIVE DELIVERY SPEC as a 16:9 SLIDE DECK exported to PDF (7 slides, no browser header): title and KPI slides, a legend slide (slides 4\u20136 are requirements; italic "(advice)" lines are not checked), a label/value table with VALUES WITHOUT UNITS and middle-dot separators ("25 or 29.97", "15 / 30 / 45 (max. 45 s)", "48 kHz/16-bit", "-23 LUFS \u00b11 (EBU R128) \u00b7 true peak -1 dBTP", "\u2264 150 MB"), a two-column slide of bullet specs for a menu banner and a moving-map tile (300 KB vs 150 KB, 6 words), a content-rules slide (flashing, airline content rule, medicine safety text 8 s, a words-per-minute advice), a route condition that is not a creative rule, a cycles-and-pricing slide', notreq, rules, assets)
