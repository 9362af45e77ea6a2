from keylib import R, write
N = 'quillmark-social-cutdown-matrix'
rows = [
 # id, platform, placement, cut, aspect, pixels, length, captions, safe, maxfile, fmt, req
 ('V01', 'Meta', 'Facebook & Instagram Feed', ':15', '4:5', '1080 x 1350', '15', 'Burned-in', '–', '4 GB', 'MP4 / MOV', '●'),
 ('V02', 'Meta', 'Reels & Stories', ':15', '9:16', '1080 x 1920', '15', 'Burned-in', 'Top 14% and bottom 35% free of text and logos', '4 GB', 'MP4 / MOV', '●'),
 ('V03', 'TikTok', 'In-Feed', ':15', '9:16', '1080 x 1920', '9–15', 'Burned-in', '150 px top, 450 px bottom, 140 px right clear', '500', 'MP4 / MOV', '●'),
 ('V04', 'YouTube', 'Bumper', ':06', '16:9', '1920 x 1080', '6', 'SRT sidecar', '90% title safe', '–', 'MP4', '●'),
 ('V05', 'YouTube', 'Skippable in-stream', ':30', '16:9', '1920 x 1080', '30', 'SRT sidecar', '90% title safe', '–', 'MP4', '●'),
 ('V06', 'LinkedIn', 'Sponsored video (HCP)', ':30', '1:1', '1080 x 1080', '30', 'Burned-in + SRT', '–', '200', 'MP4', '●'),
]
SAFE = {'V02': {'min': 14, 'unit': '%', 'check': 'safeArea', 'note': 'top 14%, bottom 35%'},
        'V03': {'min': 150, 'unit': 'px', 'check': 'safeArea', 'note': '150 px top, 450 px bottom, 140 px right'},
        'V04': {'max': 90, 'unit': '%', 'check': 'safeArea'}, 'V05': {'max': 90, 'unit': '%', 'check': 'safeArea'}}
DUR = {'9–15': {'min': 9, 'max': 15, 'unit': 's'}}
rules = []
for (i, plat, pl, cut, asp, px, ln, cap, safe, mx, fmt, req) in rows:
    alt = ' | '.join([i, plat, pl, cut, asp, px, ln, cap, safe, mx, fmt, req])
    sc = {'platform': plat, 'placement': pl, 'kinds': ['video']}
    if i == 'V06': sc['customerTypes'] = ['HCP']
    def E(field, params=None, **kw):
        rules.append(R(field, 'critical', pl, params, scope=dict(sc), alt=alt, **kw))
    E('aspectRatio', {'allowed': [asp]})
    E('dimensions', {'allowed': [px.replace(' x ', 'x')]})
    E('duration', DUR[ln] if ln in DUR else {'allowed': [ln], 'min': int(ln), 'max': int(ln), 'unit': 's'})
    E('accessibility', note='caption treatment of the row: ' + cap)
    if safe != '–':
        p = dict(SAFE[i]); note = p.pop('note', None)
        E('brandGuidelines', p, ext='brandGuidelines', note=note)
    if mx != '–':
        E('fileSize', {'max': 4194304 if mx == '4 GB' else int(mx) * 1024, 'unit': 'KB'}, note='MB unless the cell says GB (Read me)')
    E('format', {'allowed': ['MP4', 'MOV'] if 'MOV' in fmt else ['MP4']})
v07 = 'V07 | Meta | Reels & Stories | :06 | 9:16 | 1080 x 1920 | 6 | Burned-in | Top 14% and bottom 35% free of text and logos | 4 GB | MP4 / MOV | ○'
sc7 = {'platform': 'Meta', 'placement': 'Reels & Stories (:06 cut)', 'kinds': ['video'], 'condition': 'cut :06 (V07)'}
rules += [
 R('duration', 'warning', 'V07', {'allowed': ['6'], 'min': 6, 'max': 6, 'unit': 's'}, scope=sc7, alt=v07, note='recommended row; as an unconditioned critical rule on Reels & Stories it would fail V02 (15 s)'),
 R('dimensions', 'warning', 'V07', {'allowed': ['1080x1920']}, scope=sc7, alt=v07, optional=True),
 R('aspectRatio', 'warning', 'V07', {'allowed': ['9:16']}, scope=sc7, alt=v07, optional=True),
]
ALL = {'kinds': ['video']}
rules += [
 R('codec', 'critical', 'Video codec H.264 (High Profile), audio AAC', {'allowed': ['h264'], 'check': 'videoCodec'}, scope=ALL),
 R('codec', 'critical', 'Video codec H.264 (High Profile), audio AAC', {'allowed': ['aac'], 'check': 'audioCodec'}, scope={'kinds': ['video'], 'part': 'audio'}),
 R('frameRate', 'critical', 'Frame rate as the master: 23.976 fps', {'allowed': ['23.976'], 'unit': 'fps'}, scope=ALL),
 R('frameRate', 'critical', 'Do not convert to 30 or 60 fps', {'excluded': ['30', '60'], 'unit': 'fps'}, scope=ALL, optional=True, note='negation; 23.976 already fixes the rate'),
 R('audioChannels', 'critical', 'Audio stereo, AAC 128 kbps or higher, 48 kHz', {'allowed': ['stereo'], 'min': 2, 'max': 2}, scope=ALL, ext='metadata'),
 R('bitrate', 'critical', 'Audio stereo, AAC 128 kbps or higher, 48 kHz', {'min': 128, 'unit': 'kbps', 'check': 'audioBitrate'}, scope={'kinds': ['video'], 'part': 'audio'}, note='audio bitrate, never video'),
 R('sampleRate', 'critical', 'Audio stereo, AAC 128 kbps or higher, 48 kHz', {'allowed': ['48000'], 'unit': 'Hz'}, scope=ALL, ext='metadata'),
 R('audioLoudness', 'critical', 'Integrated loudness -14 LUFS ±1 LU', {'min': -15, 'max': -13, 'unit': 'LUFS', 'check': 'integrated'}, scope=ALL, ext='metadata'),
 R('audioTruePeak', 'critical', 'true peak no higher than -1 dBTP', {'max': -1, 'unit': 'dBTP', 'check': 'truePeak'}, scope=ALL, ext='metadata'),
 R('bitrate', 'warning', 'Video bitrate 8 Mbps or more for 1080-wide cuts', {'min': 8000, 'unit': 'kbps', 'check': 'videoBitrate'}, scope={'kinds': ['video'], 'condition': '1080 px wide'}),
 R('typography', 'critical', 'Burned-in captions in Lumendra Sans Bold, at least 48 px high (cap height) at 1080 px width', {'min': 48, 'unit': 'px', 'check': 'captionCapHeight'}, scope=ALL, note='a px height of caption text; never a frame dimension'),
 R('contrast', 'critical', 'Caption text contrast with its background 4.5:1 or better', {'min': 4.5, 'unit': 'ratio'}, scope=ALL),
 R('metadata', 'warning', 'No more than 2 lines of caption on screen at once', {'max': 2, 'unit': 'lines', 'check': 'captionLines'}, scope=ALL),
 R('characterCount', 'warning', '32 characters per line', {'max': 32, 'unit': 'chars', 'check': 'captionLine'}, scope=ALL, ext='metadata', alt=['No more than 2 lines of caption on screen at once, 32 characters per line']),
 R('safetyInfo', 'critical', 'Every cut longer than :06 ends on the ISI card, held for at least 5 seconds', {'min': 5, 'unit': 's', 'check': 'endCardDuration'}, scope={'kinds': ['video'], 'condition': 'cut longer than :06'}, ext='safetyInfo', note='never the cut length; a 6 s bumper has no ISI card'),
 R('indication', 'critical', ':06 cuts are reminder-only: product name and URL, no indication and no benefit claim', scope={'kinds': ['video'], 'condition': 'cut :06'}),
 R('safetyInfo', 'critical', 'Risk supers are never covered by platform UI', scope=ALL),
 R('naming', 'critical', 'File name LUM_[ID]_[Platform]_[Aspect]_[Length]s_v[NN]', {'pattern': '^LUM_V\\d{2}_(Meta|TikTok|YouTube|LinkedIn)_\\d+x\\d+_\\d+s_v\\d{2}\\.(mp4|mov)$'}, scope=ALL, note='example LUM_V02_Meta_9x16_15s_v03.mp4'),
 R('brandGuidelines', 'warning', 'Brand or product name visible in the first 3 seconds', {'max': 3, 'unit': 's', 'check': 'brandingTime'}, scope=ALL, ext='brandGuidelines', note='never the cut length'),
]
notreq = [
 'Client, brand, agency; the TV masters 1920 x 1080, 23.976 fps, MLR approval 02-Dec-2026 (source description)',
 'Legend: ● mandatory / ○ recommended; units note ("–" = no limit)',
 'Cut column (":15", ":06") restates Length',
 'V07 note: optional extra cut, same values as V02 except the length (restatement)',
 'Version note: TikTok 9–21 s and LinkedIn 500 MB are superseded',
 'Schedule & budget sheet: dates, owners, $18,500, $9,200, $27,700, 72 h turnaround, 5 working days (planning only)',
]
A = lambda **k: dict(dict(kind='video', format='MP4', codec='h264', audioCodec='aac', fps=23.976, audioBitrateKbps=128, sampleRateHz=48000, audioChannels=2, loudnessLUFS=-14.2, truePeakDBTP=-1.5, hasAudio=True, captions=True), **k)
assets = [
 A(file='LUM_V02_Meta_9x16_15s_v03.mp4', platform='Meta', placement='Reels & Stories', width=1080, height=1920, durationS=15, sizeKB=41000, videoBitrateKbps=12000, endCardS=5, note="the document's example name; 9:16 15 s fails V01's 4:5 and V07's 6 s if unscoped"),
 A(file='LUM_V03_TikTok_9x16_12s_v01.mov', format='MOV', platform='TikTok', placement='In-Feed', width=1080, height=1920, durationS=12, sizeKB=30000, videoBitrateKbps=10000, endCardS=5, note='12 s inside 9–15 (fails the 15 s of Meta rows if unscoped)'),
 A(file='LUM_V04_YouTube_16x9_6s_v02.mp4', platform='YouTube', placement='Bumper', width=1920, height=1080, durationS=6, sizeKB=9000, videoBitrateKbps=10000, note='6 s bumper without an ISI card: the 5 s ISI card rule is for cuts longer than :06'),
 A(file='LUM_V05_YouTube_16x9_30s_v02.mp4', platform='YouTube', placement='Skippable in-stream', width=1920, height=1080, durationS=30, sizeKB=2200000, videoBitrateKbps=15000, endCardS=6, note='2.1 GB: no cap for YouTube; fails LinkedIn 200 MB and TikTok 500 MB if unscoped'),
 A(file='LUM_V06_LinkedIn_1x1_30s_v01.mp4', platform='LinkedIn', placement='Sponsored video (HCP)', width=1080, height=1080, durationS=30, sizeKB=150000, videoBitrateKbps=9000, endCardS=5, note='1:1, 146 MB: inside LinkedIn\u2019s 200 MB'),
]
write(N, 'Agency\u2019s SOCIAL VIDEO CUT-DOWN MATRIX workbook for a DTC launch (flat ODS \u2192 LibreOffice Calc; four sheets: Read me, Cut-down matrix, All cuts, Schedule & budget; A4 landscape): Read-me legend of a \u25cf / \u25cb REQ. COLUMN (mandatory / recommended row) and of units (Length in seconds, Max file in MB unless "GB", "\u2013" = no limit), a 12-column matrix with one row per platform and cut (Meta Feed 4:5, Reels & Stories 9:16, TikTok 9\u201315 s with px safe zones, YouTube bumper and skippable 16:9 with 90% title safe, LinkedIn HCP 1:1) where every row yields several scoped rules, an optional \u25cb row, an "All cuts" sheet of Ref | Standard | Req. (codec, 23.976 fps with a negation, AAC 128 kbps, -14 LUFS / -1 dBTP, 48 px captions, 4.5:1, ISI card 5 s for cuts longer than :06, :06 reminder-only, naming template), a version note with superseded values, a planning sheet of dates and budget', notreq, rules, assets)
