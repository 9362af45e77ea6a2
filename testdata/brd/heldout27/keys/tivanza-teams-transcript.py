from keylib import R, write
N = 'tivanza-teams-transcript'
V = {'kinds': ['video']}
E = {'channel': 'Email', 'kinds': ['email']}
rules = [
 R('duration', 'critical', 'It cannot go over 90 seconds', {'max': 90, 'unit': 's'}, scope={'kinds': ['video'], 'condition': 'MOA video'}, note='the MOA piece; the 30 and the 15 are inside it anyway'),
 R('duration', 'critical', 'then a 30 for the HCP portals', {'allowed': ['30'], 'min': 30, 'max': 30, 'unit': 's'}, scope={'kinds': ['video'], 'placement': 'HCP portals'}, optional=True, note='a deliverable length; harmful if applied to the MOA video'),
 R('duration', 'critical', 'a 15 second cutdown of the 30', {'allowed': ['15'], 'min': 15, 'max': 15, 'unit': 's'}, scope={'part': 'cutdown'}, optional=True, note='deliverable length of the cutdown only'),
 R('dimensions', 'critical', 'everything 1920 by 1080, MP4, H.264', {'allowed': ['1920x1080']}, scope=V),
 R('format', 'critical', 'everything 1920 by 1080, MP4, H.264', {'allowed': ['MP4']}, scope=V),
 R('codec', 'critical', 'everything 1920 by 1080, MP4, H.264', {'allowed': ['h264'], 'check': 'videoCodec'}, scope=V),
 R('frameRate', 'critical', 'It has to be delivered at 29.97', {'allowed': ['29.97'], 'unit': 'fps'}),
 R('frameRate', 'critical', 'The portal player drops frames on 25', {'excluded': ['25']}, optional=True, note='the reason for 29.97; 25 fps must never become allowed'),
 R('fileSize', 'critical', 'Under 500 megs per file for the portal upload', {'max': 512000, 'unit': 'KB'}, scope={'kinds': ['video'], 'placement': 'HCP portals'}),
 R('bitrate', 'warning', 'bitrate ideally between 8 and 10 megabits', {'min': 8000, 'max': 10000, 'unit': 'kbps', 'check': 'videoBitrate'}, alt='but it\u2019s not a hard rule'),
 R('accessibility', 'critical', 'Captions have to be burned in on every video, no exceptions'),
 R('safetyInfo', 'critical', 'every video needs the fair balance end slate with the boxed warning', scope=V),
 R('safetyInfo', 'critical', 'it has to stay on screen for at least 10 seconds', {'min': 10, 'unit': 's', 'check': 'endCardDuration'}, scope=V, ext='duration', note='the end slate hold; never the video length'),
 R('audioLoudness', 'warning', 'the loudness should be minus 24 LUFS, plus or minus 2', {'min': -26, 'max': -22, 'unit': 'LUFS', 'check': 'integrated'}, ext='metadata', note='"should" in speech; the portal rejected a loud one, so critical is equally acceptable'),
 R('safetyInfo', 'critical', 'has to be in the video description on every placement and on the end slate as a URL', note='the PI link'),
 R('dimensions', 'critical', 'The template has to be 600 pixels wide max', {'maxWidth': 600}, scope=E),
 R('fileSize', 'critical', 'Total weight of the email under 100K, images included', {'max': 100, 'unit': 'KB'}, scope=E),
 R('characterCount', 'critical', 'Subject line 45 characters max, preheader 85', {'max': 45, 'unit': 'chars', 'check': 'subjectLine'}, scope=E, ext='metadata'),
 R('characterCount', 'critical', 'Subject line 45 characters max, preheader 85', {'max': 85, 'unit': 'chars', 'check': 'preheader'}, scope=E, ext='metadata'),
 R('accessibility', 'critical', 'every image needs alt text', scope=E),
 R('metadata', 'critical', 'no background images, Outlook drops them', scope=E),
 R('safetyInfo', 'critical', 'in the email the boxed warning has to be above the fold, before any efficacy claim', scope=E),
 R('naming', 'critical', 'Like TVZ-HCP-26-014_MOA_v1.mp4', {'pattern': '^TVZ-HCP-\\d{2}-\\d{3}_[A-Za-z0-9]+_v\\d+\\.[a-z0-9]+$'}, alt='Use the job number at the start', note='job number, piece, version'),
 R('brandGuidelines', 'critical', 'use the Tivanza palette, obviously', optional=True),
]
notreq = [
 'Budget for production is 140K (a budget, not an email weight)',
 'label expansion in September; before ACC in March; completion rate 18% (background)',
 'I think Clinisphere is 200 but don\u2019t quote me (unconfirmed, an open question)',
 'We shot the interviews at 25 by mistake (a fact about the footage)',
 'Full ISI can be at the bottom (a permission)',
 'The end slate URL is tivanzahcp.com/pi (a URL, not a limit)',
 'Rough cuts by December 18, MLR on January 8, final delivery January 29 (schedule)',
 'do you like the blue they used on the Corvex end slate (opinion)',
 'the logo minimum is in there somewhere (a reference to another document, no value)',
 'timestamps 0:00:04 ... 0:05:32 and the 5m 41s duration line',
]
A = lambda **k: k
vid = dict(kind='video', width=1920, height=1080, format='MP4', codec='h264', fps=29.97, hasAudio=True, captions=True)
assets = [
 A(file='TVZ-HCP-26-014_MOA_v1.mp4', placement='website and congress', durationS=88, videoBitrateKbps=9000, loudnessLUFS=-23.5, endCardS=10, sizeKB=99000, note="the transcript's own example name; 88 s MOA video", **vid),
 A(file='TVZ-HCP-26-015_Portal30_v2.mp4', placement='HCP portals', durationS=30, videoBitrateKbps=8000, loudnessLUFS=-25.9, endCardS=12, sizeKB=31000, **vid),
 A(file='TVZ-HCP-26-016_Cutdown15_v1.mp4', part='cutdown', placement='paid social', durationS=15, videoBitrateKbps=10000, loudnessLUFS=-22.2, endCardS=10, sizeKB=19000, note='the slate is 10 of the 15 s; a 10 s minimum read as the video length is harmless, a 10 s maximum would not be', **vid),
 A(file='TVZ-HCP-26-017_RTE1_v1.html', kind='email', channel='Email', width=600, height=2200, sizeKB=96, text={'subjectLine': 'New HF data for Tivanza: what changed in Sept', 'preheader': 'See the expanded indication, dosing and the updated boxed warning in one page.'}, note='subject exactly 45 characters, 96 KB'),
]
write(N, 'MICROSOFT TEAMS MEETING TRANSCRIPT downloaded as .docx (title, date and duration, then speaker + timestamp and the words): requirements spoken in conversation ("It cannot go over 90 seconds", "It has to be delivered at 29.97", "Under 500 megs", "bitrate ideally between 8 and 10 megabits ... not a hard rule", "minus 24 LUFS, plus or minus 2", "Subject line 45 characters max, preheader 85"), interrupted by questions, an unconfirmed number, a budget (140K), opinions and a schedule', notreq, rules, assets)
