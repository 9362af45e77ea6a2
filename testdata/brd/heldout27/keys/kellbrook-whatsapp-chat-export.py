from keylib import R, write
N = 'kellbrook-whatsapp-chat-export'
V = {'kinds': ['video']}
W = {'placement': 'window'}
rules = [
 R('dimensions', 'critical', 'window screens are portrait, 1080 x 1920', {'allowed': ['1080x1920']}, scope=W),
 R('dimensions', 'critical', 'in-store ones are landscape 1920 x 1080', {'allowed': ['1920x1080']}, scope={'placement': 'in-store'}),
 R('duration', 'critical', 'spots are 10 secs exactly', {'allowed': ['10'], 'min': 10, 'max': 10, 'unit': 's'}, scope=V, alt='no, 10. they’re strict, anything else gets bounced'),
 R('metadata', 'critical', 'no audio at all', {'allowed': ['none'], 'check': 'audioPresent'}, scope=V, ext='metadata'),
 R('format', 'critical', 'MP4 H.264 pls', {'allowed': ['MP4']}, scope=V),
 R('codec', 'critical', 'MP4 H.264 pls', {'allowed': ['h264'], 'check': 'videoCodec'}, scope=V),
 R('fileSize', 'critical', 'so max 50MB per MP4', {'max': 51200, 'unit': 'KB'}, scope=V, note='replaces "max 100MB each" of the day before'),
 R('frameRate', 'critical', 'also 25fps, that’s what their players run', {'allowed': ['25'], 'unit': 'fps'}, scope=V),
 R('format', 'critical', 'and a static JPG of each for the older screens', {'allowed': ['JPG']}, scope={'kinds': ['static']}),
 R('fileSize', 'critical', 'same sizes, under 5MB', {'max': 5120, 'unit': 'KB'}, scope={'kinds': ['static']}, note='the JPGs only; never the MP4s'),
 R('safetyInfo', 'critical', 'has to be on screen the whole time, every frame, both sizes', note='"Always read the label"'),
 R('indication', 'critical', 'no claims beyond “helps you get to sleep” + “for occasional sleeplessness”', alt='that’s the licensed wording'),
 R('brandGuidelines', 'critical', 'no one in bed looking unwell / no sleep stats on screen'),
 R('accessibility', 'critical', 'no flashing or strobing', scope=V, alt='they run a flash test on everything'),
 R('typography', 'critical', 'nothing smaller than 60px pls', {'min': 60, 'unit': 'px'}, scope=W),
 R('brandGuidelines', 'critical', 'on the portrait ones keep the bottom 200px clear', {'min': 200, 'unit': 'px', 'check': 'safeArea'}, scope=W, ext='brandGuidelines', note='a bottom margin, never a height'),
 R('brandGuidelines', 'critical', 'logo top left on both, brand guidelines say so', scope={'part': 'logo'}),
 R('brandGuidelines', 'critical', 'min 120px wide', {'min': 120, 'unit': 'px', 'check': 'logoWidth'}, scope={'part': 'logo'}, ext='brandGuidelines', note='logo width, never the screen width'),
 R('naming', 'critical', 'DORM_WIN_10s_v1.mp4 and DORM_INS_10s_v1.mp4', {'pattern': '^DORM_(WIN|INS)_10s_v\\d+\\.(mp4|jpg)$'}, alt='jpgs the same with .jpg'),
]
notreq = [
 'MP4 H.264 pls, max 100MB each (superseded next day: 50MB)',
 'can it be 15s? (refused)',
 'go live 18 Jan, 240 pharmacies, 6 weeks, media is £22k (plan)',
 'network loops them with 5 other advertisers (how the network plays spots)',
 'I think the moon looks a bit cheesy tbh (opinion); love the colours',
 'ASA Copy Advice came back, we’re fine (status)',
 'animator says 2 weeks, £3,800; PO 55012 (fees)',
 '<Media omitted>, This message was deleted, Missed voice call, encryption notice (chat furniture)',
]
A = lambda **k: k
vid = dict(kind='video', format='MP4', codec='h264', fps=25, durationS=10, hasAudio=False)
assets = [
 A(file='DORM_WIN_10s_v1.mp4', placement='window', width=1080, height=1920, sizeKB=49000, note="the chat's own example name", **vid),
 A(file='DORM_INS_10s_v2.mp4', placement='in-store', width=1920, height=1080, sizeKB=36000, note='landscape: the portrait size rule is for the window screens', **vid),
 A(file='DORM_WIN_10s_v1.jpg', kind='static', placement='window', format='JPG', width=1080, height=1920, sizeKB=4700),
 A(file='DORM_INS_10s_v1.jpg', kind='static', placement='in-store', format='JPG', width=1920, height=1080, sizeKB=3100),
]
write(N, 'WHATSAPP GROUP CHAT EXPORTED AS TEXT ([dd/mm/yyyy, hh:mm:ss] Name: message) through the corpus markup (UK GSL medicine, pharmacy-window and in-store DOOH): one-line messages without verbs ("window screens are portrait, 1080 x 1920", "no audio at all", "MP4 H.264 pls, max 100MB each"), a value corrected the next day ("50MB not 100. so max 50MB per MP4"), a refused 15s request, regulatory lines from a second sender, per-placement sizes and a portrait-only clear zone, chat furniture (<Media omitted>, deleted message, missed call), fees and a PO', notreq, rules, assets)
