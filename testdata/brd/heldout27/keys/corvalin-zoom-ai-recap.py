from keylib import R, write
N = 'corvalin-zoom-ai-recap'
MV = {'kinds': ['video'], 'platform': 'Meta'}
TV = {'kinds': ['video'], 'platform': 'TikTok'}
YT = {'kinds': ['video'], 'platform': 'YouTube'}
MS = {'kinds': ['static'], 'platform': 'Meta'}
Q916 = 'all Meta and TikTok videos need to be 9:16 at 1080 x 1920'
QST = 'the square statics must be 1080 x 1080, JPG or PNG, and under 30 MB'
QMP4 = 'videos should be delivered as MP4 with H.264 video and AAC audio'
rules = [
 R('dimensions', 'critical', Q916, {'allowed': ['1080x1920']}, scope=MV),
 R('dimensions', 'critical', Q916, {'allowed': ['1080x1920']}, scope=TV),
 R('aspectRatio', 'critical', Q916, {'allowed': ['9:16']}, scope=MV),
 R('aspectRatio', 'critical', Q916, {'allowed': ['9:16']}, scope=TV),
 R('duration', 'critical', 'TikTok spots must be no longer than 15 seconds', {'max': 15, 'unit': 's'}, scope=TV, note='TikTok only; the Meta videos have no length limit here'),
 R('duration', 'critical', 'the YouTube bumpers must be exactly 6 seconds', {'allowed': ['6'], 'min': 6, 'max': 6, 'unit': 's'}, scope=YT),
 R('format', 'warning', QMP4, {'allowed': ['MP4']}, scope={'kinds': ['video']}),
 R('codec', 'warning', QMP4, {'allowed': ['h264'], 'check': 'videoCodec'}, scope={'kinds': ['video']}),
 R('codec', 'warning', QMP4, {'allowed': ['aac'], 'check': 'audioCodec'}, scope={'part': 'audio'}),
 R('fileSize', 'critical', 'the TikTok upload limit the media agency gave them is 500 MB per file', {'max': 512000, 'unit': 'KB'}, scope=TV, alt='the team agreed to treat that as the cap'),
 R('dimensions', 'critical', 'the bumpers will be 16:9 at 1920 x 1080', {'allowed': ['1920x1080']}, scope=YT),
 R('aspectRatio', 'critical', 'the bumpers will be 16:9 at 1920 x 1080', {'allowed': ['16:9']}, scope=YT),
 R('brandGuidelines', 'critical', 'text and the pack shot must stay out of that area', {'min': 20, 'unit': '%', 'check': 'safeArea'}, scope=TV, alt='nothing important should sit in the bottom 20% of the frame', ext='brandGuidelines', note='a bottom margin of 20% on TikTok'),
 R('accessibility', 'warning', 'Captions should be included on all videos because most views are muted', note='"a recommendation rather than a platform rule"'),
 R('typography', 'critical', 'on-screen text must be at least 42 px high in the 1080 x 1920 frame', {'min': 42, 'unit': 'px'}, scope={'kinds': ['video']}),
 R('safetyInfo', 'critical', 'every video and every static must carry the mandatory statement "Always read the label"'),
 R('safetyInfo', 'critical', 'on video it must be on screen for at least the final 3 seconds', {'min': 3, 'unit': 's', 'check': 'superDuration'}, scope={'kinds': ['video']}, ext='safetyInfo', note='hold of the statement, never the video length'),
 R('indication', 'critical', 'the product claims must stay within the licensed indication', alt='"relief of hay fever symptoms"'),
 R('brandGuidelines', 'critical', 'must not show before-and-after imagery or imply the product works instantly'),
 R('fdaFilingNumber', 'critical', 'the PAGB approval reference must appear in the end frame in the format PAGB/CC/26/00000', {'pattern': '^PAGB/CC/\\d{2}/\\d{5}$'}, note='example PAGB/CC/26/04117'),
 R('brandGuidelines', 'critical', 'no children may appear in the footage', optional=True, note='casting rule; not checkable from the file'),
 R('dimensions', 'critical', QST, {'allowed': ['1080x1080']}, scope=MS),
 R('format', 'critical', QST, {'allowed': ['JPG', 'PNG']}, scope=MS),
 R('fileSize', 'critical', QST, {'max': 30720, 'unit': 'KB'}, scope=MS),
 R('brandGuidelines', 'warning', 'ideally under 20% of the image', {'max': 20, 'unit': '%', 'check': 'textCoverage'}, scope=MS, ext='brandGuidelines', note='Meta no longer enforces it; advice'),
 R('format', 'critical', 'Louise said no GIFs', {'excluded': ['GIF']}),
]
notreq = [
 'media budget of £310,000; production fees of £48,500; voiceover budget £2,400 (money)',
 '4.2 million adults, 31% view-through rate, first six weeks (figures)',
 'running 1 March to 30 June; final files due 15 January 2027; three working days to traffic; PAGB ten working days (schedule)',
 'Next steps action items (owners and dates)',
 'Harriet mentioned she personally prefers the version with the dog (opinion, not decided)',
 'Meta carousel (up to 10 cards) - not decided; a 10-second TikTok version - to check (open questions)',
 'AI-generated content may be inaccurate or misleading (Zoom footer)',
]
A = lambda **k: k
vid = dict(kind='video', format='MP4', codec='h264', audioCodec='aac', hasAudio=True, captions=True)
assets = [
 A(file='Nasolen_TikTok_BreatheOut_15s_v1.mp4', platform='TikTok', width=1080, height=1920, durationS=15, fps=25, sizeKB=61000, **vid),
 A(file='Nasolen_Meta_Reels_BreatheOut_20s_v1.mp4', platform='Meta', width=1080, height=1920, durationS=20, fps=25, sizeKB=88000, note='20 s on Meta: the 15 s limit is TikTok only', **vid),
 A(file='Nasolen_YT_Bumper_6s_v1.mp4', platform='YouTube', width=1920, height=1080, durationS=6, fps=25, sizeKB=9000, note='16:9 1920 x 1080: the 9:16 rule is for Meta and TikTok', **vid),
 A(file='Nasolen_Meta_Square_v1.jpg', platform='Meta', kind='static', format='JPG', width=1080, height=1080, sizeKB=2400),
]
write(N, 'ZOOM AI COMPANION MEETING SUMMARY e-mail (UK OTC pharmacy medicine, paid social) through the corpus markup: Quick recap, Next steps (owners and dates), Summary by topic in reported speech ("Priya confirmed that all Meta and TikTok videos need to be 9:16", "Louise said no GIFs"), per-platform values in one paragraph (TikTok 15 s and 500 MB, YouTube bumper 6 s 16:9), a "should ... though this is a recommendation" sentence, PAGB reference format, open questions and an AI disclaimer', notreq, rules, assets)
