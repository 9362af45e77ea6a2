from keylib import R, write
N = 'helix-dsp-audit-disapproval-email'
C, W = 'critical', 'warning'
DISP = ['static', 'animated', 'html5']
STD = ['300x250', '728x90', '160x600']
rules = [
 R('fileSize', C, 'Initial load: 150 KB for 300x250, 728x90 and 160x600', {'max': 150, 'unit': 'KB', 'check': 'initialLoad'}, scope={'kinds': DISP, 'sizes': STD}),
 R('fileSize', C, 'The 300x600 may go to 200 KB', {'max': 200, 'unit': 'KB', 'check': 'initialLoad'}, scope={'kinds': DISP, 'sizes': ['300x600']}, note='a permission that fixes the size\u2019s own limit'),
 R('fileSize', C, 'the 320x50 must stay at or under 50 KB', {'max': 50, 'unit': 'KB', 'check': 'initialLoad'}, scope={'kinds': DISP, 'sizes': ['320x50']}),
 R('fileSize', C, 'Standard display sizes are limited to 150 KB initial load', {'max': 150, 'unit': 'KB', 'check': 'initialLoad'}, scope={'kinds': DISP, 'sizes': STD}, optional=True, note='the DSP\u2019s reason text; restated (with its sizes) by the agency; unscoped it fails the 190 KB 300x600'),
 R('fileSize', C, 'Helix\u2019s check counts the whole ZIP', optional=True, alt="Helix's check counts the whole ZIP", note='explains that the initial-load limit is read on the whole ZIP'),
 R('duration', C, 'Animation has to stop by 15 seconds, loops included', {'max': 15, 'unit': 's', 'check': 'animationLength'}, scope={'kinds': ['animated', 'html5']}),
 R('duration', C, 'Animation must stop within 15 seconds', {'max': 15, 'unit': 's', 'check': 'animationLength'}, scope={'kinds': ['animated', 'html5']}, optional=True, note='the DSP\u2019s reason text; restatement'),
 R('brandGuidelines', C, 'Please end on the frame with the brand, the indication and the ISI link', scope={'kinds': ['animated', 'html5']}),
 R('audioLoudness', C, 'Helix accepts −26 to −22', {'min': -26, 'max': -22, 'unit': 'LUFS', 'check': 'integrated'}, scope={'part': 'audio', 'kinds': ['video']}, ext='metadata'),
 R('audioLoudness', W, 'For the :15, mix to −24 LKFS', {'target': -24, 'unit': 'LUFS', 'check': 'integrated'}, scope={'part': 'audio', 'kinds': ['video']}, ext='metadata', optional=True, note='a mixing target inside the accepted −26 to −22'),
 R('audioLoudness', C, 'Video ads must measure between −26 and −22 LKFS', {'min': -26, 'max': -22, 'unit': 'LUFS', 'check': 'integrated'}, scope={'part': 'audio', 'kinds': ['video']}, ext='metadata', optional=True, note='the DSP\u2019s reason text; restatement'),
 R('naming', C, 'our naming stays ORV_HCP_[Size or Length]_[Message]_v[N]', {'pattern': '^ORV_HCP_([0-9]+x[0-9]+|[0-9]+s)_[A-Za-z0-9]+_v[0-9]+\\.[a-z0-9]+$'}, note='accepts every creative name in the DSP table'),
 R('safetyInfo', C, 'Display creatives for prescription drugs must show Important Safety Information in the unit', scope={'kinds': DISP, 'condition': 'prescription drug'}, alt='a link labelled "Important Safety Information" that is visible without user interaction'),
 R('customerType', C, 'Creatives addressed to healthcare professionals must say so in the creative', scope={'customerTypes': ['HCP']}),
 R('metadata', C, 'Click-through URLs must use HTTPS and must belong to a domain declared on the advertiser'),
]
notreq = [
 'Measured values in the DSP\u2019s reasons: initial load 212 KB, animation 22 s, −17.6 LKFS (observations, not limits)',
 'Please version up (_v2) rather than overwrite; upload a corrected file as a new creative (process)',
 'Whether 150 KB applies to the 970x250 is unanswered; "don\u2019t build that size" (a deliverable decision)',
 'Changing the click-through URL of an approved creative sends it back to review (process)',
 'Review within 1 business day; appeal within 14 days; launch 6 January; turnaround Friday 3 pm / noon (dates and process)',
 'we\u2019re aiming for about 130 KB (the studio\u2019s own aim)',
 'Creative IDs, advertiser ID 88213, seat 4471-ORV, addresses, phone numbers',
]
A = lambda **k: k
assets = [
 A(file='ORV_HCP_300x600_DataA_v2.zip', kind='html5', format='ZIP', width=300, height=600, initialLoadKB=190, sizeKB=190, durationS=15, loops=2, note='approved at 190 KB: the 150 KB of the standard sizes must not reach the 300x600'),
 A(file='ORV_HCP_320x50_DataA_v2.png', kind='static', format='PNG', width=320, height=50, sizeKB=45),
 A(file='ORV_HCP_728x90_DataA_v2.zip', kind='html5', format='ZIP', width=728, height=90, initialLoadKB=140, sizeKB=140, durationS=15, loops=1),
 A(file='ORV_HCP_30s_DataA_v1.mp4', kind='video', format='MP4', codec='h264', width=1920, height=1080, fps=29.97, durationS=30, loudnessLUFS=-22.4, hasAudio=True, note='approved; −22.4 LKFS is inside −26 to −22 but not at the −24 mixing target'),
 A(file='ORV_HCP_15s_DataB_v2.mp4', kind='video', format='MP4', codec='h264', width=1920, height=1080, fps=29.97, durationS=15, loudnessLUFS=-24.1, hasAudio=True, note='the corrected :15'),
]
write(N, 'WEBMAIL PRINT of a FORWARDED DSP CREATIVE-REVIEW NOTICE (browser print, header/footer kept): the agency\u2019s forward on top restates the DSP\u2019s limits as a numbered list of instructions to the studio (per-size initial loads with a permission "may go to 200 KB", animation stop by 15 s, "mix to −24 LKFS; Helix accepts −26 to −22", naming template), the DSP\u2019s automated notice quoted below with a Creative ID | Name | Status | Reason table whose reasons mix **measured values** (212 KB, 22 s, −17.6 LKFS) with the limit, healthcare "policy reminders" bullets, process (appeal, re-review), and the studio\u2019s reply with its own aim (130 KB)', notreq, rules, assets)
