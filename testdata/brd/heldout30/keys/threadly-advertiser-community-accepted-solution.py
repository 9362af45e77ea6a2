from keylib import R, write
N = 'threadly-advertiser-community-accepted-solution'
IMG = {'kinds': ['static', 'animated']}
AN = {'kinds': ['animated']}
V = {'kinds': ['video']}
AU = {'kinds': ['video'], 'part': 'audio'}
OTC = {'condition': 'OTC medicine'}
rules = [
 R('format', 'critical', 'JPG, PNG or GIF', {'allowed': ['JPG', 'PNG', 'GIF']}, scope=IMG),
 R('duration', 'critical', 'must not loop more than 3 times', {'max': 3, 'unit': 'loops', 'check': 'loopCount'}, scope=AN, alt='the 3-loop limit now applies to any animated image', note='the EDIT widens it from GIFs to any animated image'),
 R('aspectRatio', 'critical', 'Aspect ratio between 4:5 and 1.91:1', {'min': 0.8, 'max': 1.91}, scope=IMG, note='a range of width/height; 1:1 and 4:3 are named as inside it'),
 R('dimensions', 'warning', 'We recommend 1080 × 1350 for mobile', {'allowed': ['1080x1350']}, scope=IMG),
 R('fileSize', 'critical', 'Max file size 3 MB per image', {'max': 3072, 'unit': 'KB'}, scope=IMG),
 R('format', 'critical', 'MP4 or MOV, 1:1, 4:5 or 16:9', {'allowed': ['MP4', 'MOV']}, scope=V),
 R('aspectRatio', 'critical', 'MP4 or MOV, 1:1, 4:5 or 16:9', {'allowed': ['1:1', '4:5', '16:9']}, scope=V),
 R('aspectRatio', 'critical', '9:16 is not supported for promoted posts today', {'excluded': ['9:16']}, scope=V, optional=True, note='a negation of a value the list already leaves out'),
 R('duration', 'critical', 'Length 5 seconds to 3 minutes', {'min': 5, 'max': 180, 'unit': 's'}, scope=V),
 R('duration', 'warning', 'We recommend keeping it to 15–30 seconds', {'min': 15, 'max': 30, 'unit': 's'}, scope=V),
 R('fileSize', 'critical', 'Max file size 2 GB', {'max': 2097152, 'unit': 'KB'}, scope=V, alt='Video max file size went up from 1 GB to 2 GB', note='1 GB is superseded by the edit'),
 R('accessibility', 'critical', 'Captions are required on any video with dialogue', scope={'kinds': ['video'], 'condition': 'video with dialogue'}),
 R('format', 'critical', 'either burned in or as an uploaded SRT', {'allowed': ['SRT']}, scope={'part': 'captionFile'}, optional=True),
 R('characterCount', 'critical', '300 characters max', {'max': 300, 'unit': 'chars', 'check': 'headline'}, ext='metadata', note='the post title; 150 (an earlier reply) is wrong'),
 R('characterCount', 'warning', 'we recommend staying under 100', {'max': 100, 'unit': 'chars', 'check': 'headline', 'exclusive': True}, ext='metadata'),
 R('brandGuidelines', 'critical', 'No ALL CAPS headlines'),
 R('brandGuidelines', 'critical', 'no more than one emoji', {'max': 1}),
 R('indication', 'critical', "Your ad has to include the product's approved use (indication)", scope=OTC),
 R('disclaimers', 'critical', 'the words "Use as directed" or "Read and follow the label"', scope=OTC, alt='in the post title, the image or the first frame of the video'),
 R('brandGuidelines', 'critical', "You can't make claims about curing or preventing a disease", scope=OTC),
 R('brandGuidelines', 'critical', "can't be from anyone presented as a doctor, nurse or pharmacist", scope=OTC, alt='testimonials must come from real customers'),
 R('frameRate', 'critical', 'anything up to 60 fps is accepted', {'max': 60, 'unit': 'fps'}, scope=V, note='a staff answer in a later reply: still the platform\u2019s limit'),
 R('frameRate', 'warning', 'we recommend 30 fps', {'allowed': ['30'], 'unit': 'fps'}, scope=V),
 R('codec', 'critical', 'use AAC at 128 kbps or higher', {'allowed': ['aac'], 'check': 'audioCodec'}, scope=AU),
 R('bitrate', 'critical', 'use AAC at 128 kbps or higher', {'min': 128, 'unit': 'kbps', 'check': 'audioBitrate'}, scope=AU),
 R('audioLoudness', 'warning', 'keep the mix at −14 LUFS or quieter', {'max': -14, 'unit': 'LUFS', 'check': 'integrated'}, scope=AU, ext='codec', note='given with a reason (normalisation) rather than a rejection: critical is equally acceptable'),
 R('brandGuidelines', 'warning', 'design for sound off', scope=V, optional=True),
]
notreq = [
 'adops_dan: "20 MB for images and 3 minutes max for video ... headlines were capped at 150" (an outdated user guess)',
 'EDIT: Video max file size went up from 1 GB to 2 GB: the 1 GB is superseded',
 'bolt_creative: 9:16 approved, "we used the headline for the full ISI" (user anecdote, contradicted by staff)',
 'Stories beta is invite-only and has its own specs (not in scope)',
 'OTC medicines are allowed in the US with no pre-approval; prescription drugs US only with Health Advertiser Review (account and market conditions)',
 "you can't target people based on a health condition, and for OTC medicines the audience has to be 18+ (targeting)",
 'Votes, views, reply counts, dates, the lock notice after 30 days, similar threads',
 'Videos autoplay muted (fact)',
]
A = lambda **k: k
assets = [
 A(file='BRZ_TL_img_1080x1350_v1.jpg', kind='static', format='JPG', width=1080, height=1350, sizeKB=2100, text={'headline': 'Brezafen: 24-hour relief from outdoor allergy symptoms. Use as directed.'}),
 A(file='BRZ_TL_anim_1080x1080_v1.gif', kind='animated', format='GIF', width=1080, height=1080, sizeKB=2900, loops=3, durationS=6, text={'headline': 'Pollen season? Brezafen helps relieve sneezing and itchy eyes. Read and follow the label.'}, expectWarnings=['We recommend 1080 × 1350 for mobile']),
 A(file='BRZ_TL_vid_30s_16x9_v2.mp4', kind='video', format='MP4', codec='h264', width=1920, height=1080, durationS=30, fps=60, sizeKB=1468006, videoBitrateKbps=390000, audioCodec='aac', audioBitrateKbps=192, loudnessLUFS=-16, hasAudio=True, captions=True,
   expectWarnings=['we recommend 30 fps'], note='1.4 GB at 60 fps: allowed since the edit (2 GB) and by the follow-up (up to 60 fps)'),
 A(file='BRZ_TL_vid_2min_4x5_v1.mov', kind='video', format='MOV', codec='h264', width=1080, height=1350, durationS=120, fps=30, sizeKB=600000, audioCodec='aac', audioBitrateKbps=128, loudnessLUFS=-14, hasAudio=True, captions=True, expectWarnings=['We recommend keeping it to 15–30 seconds']),
]
write(N, 'ADVERTISER-COMMUNITY FORUM THREAD printed from the browser (header/footer kept): an agency\u2019s question, a user\u2019s outdated guesses, a STAFF reply marked \u201cAccepted solution\u201d holding the spec lists (its own legend: listed items rejected in review, "we recommend" is advice) with an EDIT that supersedes a value (1 GB \u2192 2 GB) and widens a rule (3 loops for any animated image), a later staff answer to a follow-up that adds frame-rate and audio limits, a down-voted user anecdote contradicted by staff, OTC-medicine copy rules, targeting conditions, votes and a lock notice', notreq, rules, assets)
