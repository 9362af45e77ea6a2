from keylib import R, write
N = 'clearsight-verification-creative-requirements'
C, W = 'critical', 'warning'
DISP = {'kinds': ['static', 'animated', 'html5']}
VID = {'kinds': ['video']}
RX = {'condition': 'prescription drug'}
rules = [
 R('metadata', C, 'must not break out of it', scope=DISP, alt='The creative must be served inside a friendly or a cross-domain iframe'),
 R('metadata', C, 'The creative must not call document.write after the page has finished loading', scope=DISP),
 R('metadata', C, 'HTML5 creatives must finish their initial load within 1 second of the first request', {'max': 1, 'unit': 's', 'check': 'initialLoadTime'}, scope={'kinds': ['html5']}, ext='metadata', note='a load time; never the animation or video length, and the bracketed 150 KB is an explanation'),
 R('fileSize', C, 'including everything it loads after the initial load, must not exceed 4 MB', {'max': 4096, 'unit': 'KB', 'check': 'totalLoad'}, scope=DISP, alt='The total data a creative downloads over its life'),
 R('metadata', C, 'The creative must not use more than 15 seconds of main-thread CPU time in total', {'max': 15, 'unit': 's', 'check': 'cpu'}, scope=DISP, ext='metadata', note='CPU time; as a duration it would fail a 30 s video'),
 R('metadata', C, 'not more than 60 seconds in any 30-second window', {'max': 60, 'unit': 's', 'check': 'cpu'}, scope=DISP, ext='metadata', optional=True, note='second half of 2.5'),
 R('dimensions', C, 'Every creative must have a fixed size declared in the ad tag that equals the rendered size', scope=DISP),
 R('fileSize', W, 'we recommend keeping your own initial load at 140 KB or less', {'max': 140, 'unit': 'KB', 'check': 'initialLoad'}, scope={'kinds': ['html5']}, note='advice inside a Note; critical it would be harmful'),
 R('metadata', C, 'Video ads must be delivered as VAST 3.0 or higher', {'min': 3.0, 'check': 'vastVersion'}, scope=VID, ext='metadata'),
 R('metadata', C, 'Every MediaFile in the VAST must be served over HTTPS', scope=VID),
 R('metadata', C, 'A VAST response may contain no more than 5 wrappers in its chain', {'max': 5, 'check': 'wrapperDepth'}, scope=VID, ext='metadata'),
 R('format', C, 'Video creatives must carry at least one MediaFile in MP4 (H.264)', scope=VID, note='at least one MP4 among the media files; as an allowed-formats list it would fail a WebM rendition that sits beside an MP4'),
 R('metadata', C, 'must match the length of the MediaFile within 1 second', scope=VID, alt='The ad’s declared Duration in the VAST', note='declared vs actual duration; no length limit'),
 R('metadata', C, 'For CTV and in-app video, VPAID must not be used', scope={'kinds': ['video'], 'condition': 'CTV or in-app'}),
 R('brandGuidelines', C, 'The creative must not show needles penetrating skin, surgical procedures or open wounds'),
 R('brandGuidelines', C, 'The creative must not show before-and-after images of a patient’s body'),
 R('disclaimers', C, 'must state that the product is available by prescription only', scope=RX),
 R('typography', C, 'in text of the same size as the body copy', scope=RX, optional=True, note='relative size; no value'),
 R('safetyInfo', C, 'Important Safety Information must be live HTML text', scope={'kinds': ['html5']}),
 R('safetyInfo', C, 'on screen for at least 3 seconds per 20 words', {'min': 3, 'unit': 's per 20 words', 'check': 'superDuration'}, scope=VID, ext='safetyInfo', note='reading time of the ISI; never the video length'),
 R('safetyInfo', W, 'We recommend HTML text for ISI in display', optional=True, note='restates 4.4 for display as advice'),
 R('metadata', C, 'Every creative must be registered in ClearSight with a creative ID', {'pattern': '^CS-[A-Z]{4}-[0-9]{6}$'}, alt='of the form CS- followed by the advertiser code (4 letters) and a six-digit number', note='the pattern accepts the example CS-HLVN-004217'),
 R('naming', C, 'The creative’s file name must contain the same six-digit number', {'pattern': '^.*[0-9]{6}'}, note='pattern accepts the example HLVN_300x250_004217.zip; "the same number" as the creative ID is not checkable from the name alone'),
]
notreq = [
 '1.8% of pharma impressions unmeasurable in 2026 (statistic)',
 'Legend: numbered requirements use must; Note and square brackets are explanations; we recommend is advice',
 '[About 150 KB on such a connection; publishers set their own file-size limits.] — an explanation, not a limit',
 '[This matches the heavy-ad threshold …] and [Also a browser heavy-ad threshold.] — explanations',
 'Note: our display tag adds 7 KB to the creative; publishers that cap initial load at 150 KB count it',
 '[We add one.] wrapper; WebM-only responses are unmeasurable on 40% of players (explanation)',
 'VPAID 2.0 media files are measured only on desktop web (a fact, not a permission for CTV)',
 'Health Content settings act on the pages where an ad runs, not on the creative',
 'Scans within 30 minutes, fees $0.04 / $0.09 CPM, $2,500 monthly minimum, contacts',
]
A = lambda **k: k
assets = [
 A(file='HLVN_300x250_004217.zip', kind='html5', format='ZIP', width=300, height=250, initialLoadKB=160, sizeKB=2800, fileCount=12, durationS=15, loops=1, expectWarnings=['we recommend keeping your own initial load at 140 KB or less'], note='160 KB initial: over the 140 KB advice and the bracketed 150 KB explanation (harmful if read as a limit); 2.8 MB total within 4 MB'),
 A(file='HLVN_970x250_004219.jpg', kind='static', format='JPG', width=970, height=250, sizeKB=210),
 A(file='HLVN_DTC_30s_004218.mp4', kind='video', format='MP4', codec='h264', width=1920, height=1080, durationS=30, fps=29.97, sizeKB=42000, hasAudio=True, note='30 s video: the 15 s CPU limit and the 1 s load time must not reach its length'),
]
write(N, 'Ad-VERIFICATION vendor\u2019s CREATIVE REQUIREMENTS for measured and protected ads (plain document through the corpus markup): numbered requirements 2.1–5.2 written in the text, a legend (must = Unmeasurable / not served; "Note" lines and **[square-bracket notes]** explain; "we recommend" advice), limits that are **not file or spot properties** (initial load within 1 second, 4 MB lifetime data, 15 s CPU, wrapper depth, VAST duration within 1 second of the file), a bracketed 150 KB that is only an explanation, a 140 KB recommendation inside a Note, pharma content rules, an ISI reading rate (3 seconds per 20 words), a creative-ID pattern and a file-name rule, fees in two offices', notreq, rules, assets)
