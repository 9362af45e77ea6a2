from keylib import R, write
N = 'trafficdesk-adserver-creative-upload-help'
C, W = 'critical', 'warning'
IMG = {'kinds': ['static', 'animated']}
H5 = {'kinds': ['html5']}
VID = {'kinds': ['video']}
rules = [
 R('fileSize', C, 'Image', {'max': 200, 'unit': 'KB'}, scope=IMG, alt='Image | .jpg, .jpeg, .png, .gif | 200 KB'),
 R('format', C, 'Image', {'allowed': ['JPG', 'JPEG', 'PNG', 'GIF']}, scope=IMG, alt='Image | .jpg, .jpeg, .png, .gif', optional=True, note='the accepted-types table as a per-kind format list'),
 R('fileSize', C, 'HTML5 bundle', {'max': 1024, 'unit': 'KB', 'check': 'initialLoad'}, scope=H5, alt='HTML5 bundle | .zip | 1 MB zipped', note='the zipped bundle counts as the initial load (next section); never the polite 2 MB'),
 R('fileSize', C, 'Hosted video', {'max': 524288, 'unit': 'KB'}, scope=VID, alt='Hosted video | .mp4, .mov, .webm | 512 MB'),
 R('format', C, 'Hosted video', {'allowed': ['MP4', 'MOV', 'WEBM']}, scope=VID, alt='Hosted video | .mp4, .mov, .webm', optional=True),
 R('fileSize', C, 'Hosted audio', {'max': 20480, 'unit': 'KB'}, scope={'kinds': ['audio']}, alt='Hosted audio | .mp3, .m4a | 20 MB'),
 R('format', C, 'Hosted audio', {'allowed': ['MP3', 'M4A']}, scope={'kinds': ['audio']}, alt='Hosted audio | .mp3, .m4a', optional=True),
 R('format', C, 'Files of other types (.swf, .bmp, .tif, .psd) are refused', {'excluded': ['SWF', 'BMP', 'TIF', 'PSD']}),
 R('metadata', C, 'at the root of the ZIP (not inside a folder)', scope=H5, alt='Exactly one .html file'),
 R('fileSize', C, 'At most 100 files in total, folders not counted', {'max': 100, 'unit': 'files', 'check': 'fileCount'}, scope=H5),
 R('format', C, 'Only these file types: .html, .css, .js, .json, .jpg, .jpeg, .png, .gif, .svg, .woff and .woff2', scope=H5, note='files inside the bundle; as an allowed list for the asset itself it would fail every ZIP (harmful)'),
 R('naming', C, 'File names inside the ZIP may use only letters, digits, hyphens, underscores and periods', scope=H5, note='names of files inside the bundle, not the deliverable name; no pattern for the ZIP itself'),
 R('metadata', C, 'All references to files in the bundle must be relative paths', scope=H5),
 R('fileSize', C, 'may request up to a further 2 MB from the TrafficDesk CDN', {'max': 2048, 'unit': 'KB', 'check': 'subload'}, scope=H5, note='polite (sub)load only; as the bundle size it would be harmful in the other direction'),
 R('fileSize', C, 'nothing more may load until the user interacts', scope=H5, optional=True, note='no user-initiated limit is given; a restatement of the load order'),
 R('fileSize', W, 'we recommend keeping the initial bundle under 150 KB', {'max': 150, 'unit': 'KB', 'check': 'initialLoad'}, scope=H5, note='"Tip" box: a recommendation; critical it would refuse bundles the 1 MB rule allows (harmful)'),
 R('metadata', C, 'The variable must be named', scope=H5, alt='exactly in that case, and declared in the <head> of the HTML file'),
 R('metadata', C, 'Landing page URLs must not be hard-coded in the creative', scope=H5),
 R('metadata', C, 'A creative may declare up to 10 click tags', {'max': 10}, scope=H5, optional=True, note='a ceiling on click tags; borderline (reads like a permission)'),
 R('metadata', C, 'Clicks must open the landing page in a new window or tab'),
 R('dimensions', C, 'The backup image must have the same dimensions as the creative', scope={'part': 'backup'}),
 R('format', C, 'be a JPG, PNG or GIF', {'allowed': ['JPG', 'PNG', 'GIF']}, scope={'part': 'backup'}, alt='The backup image must have the same dimensions as the creative, be a JPG, PNG or GIF'),
 R('fileSize', C, 'no larger than 50 KB', {'max': 50, 'unit': 'KB'}, scope={'part': 'backup'}, note='the backup image only; on the bundle it would be harmful'),
 R('format', C, 'It must not be animated', scope={'part': 'backup'}),
 R('dimensions', C, 'Display creatives can be uploaded in these sizes', {'allowed': ['300x250', '728x90', '160x600', '300x600', '320x50', '970x250']}, scope={'kinds': ['static', 'animated', 'html5'], 'placement': 'Web display'}, note='the in-app interstitial permission (any size up to 1080×1920) is an exception: unscoped the list fails an allowed interstitial'),
 R('duration', C, 'HTML5 animation', {'max': 30, 'unit': 's', 'check': 'animationLength'}, scope=H5, alt='HTML5 animation: 30 seconds maximum'),
 R('brandGuidelines', C, 'then the creative must stop on a final frame', scope=H5, optional=True),
 R('duration', C, 'Animated GIF: 15 seconds maximum, all loops included', {'max': 15, 'unit': 's', 'check': 'animationLength'}, scope={'kinds': ['animated']}),
 R('duration', C, 'Loops: no more than 3', {'max': 3, 'unit': 'loops', 'check': 'loopCount'}, scope={'kinds': ['animated', 'html5']}),
 R('frameRate', W, 'Frame rate of animations should not exceed 24 fps', {'max': 24, 'unit': 'fps'}, scope={'kinds': ['animated', 'html5']}, note='animations only; on hosted video (23.976–30 fps) it would be harmful'),
 R('codec', C, 'Codec', {'allowed': ['h264', 'vp9'], 'check': 'videoCodec'}, scope=VID, alt='Codec | H.264 video with AAC audio (MP4 or MOV); VP9 in WebM'),
 R('codec', C, 'Codec', {'allowed': ['aac'], 'check': 'audioCodec'}, scope={'part': 'audio', 'condition': 'format MP4 or MOV'}, alt='Codec | H.264 video with AAC audio (MP4 or MOV)', optional=True, note='audio codec of MP4/MOV files; WebM is not given one'),
 R('dimensions', C, 'Resolution', {'minWidth': 1280, 'minHeight': 720}, scope=VID, alt='Resolution | 1280×720 minimum'),
 R('dimensions', W, 'Resolution', {'allowed': ['1920x1080']}, scope=VID, alt='Resolution | 1280×720 minimum; 1920×1080 recommended'),
 R('aspectRatio', C, 'Aspect ratio', {'allowed': ['16:9', '1:1', '4:5', '9:16']}, scope=VID, alt='Aspect ratio | 16:9, 1:1, 4:5 or 9:16'),
 R('duration', C, 'Length', {'min': 5, 'max': 60, 'unit': 's'}, scope=VID, alt='Length | 5–60 s'),
 R('frameRate', C, 'Frame rate', {'min': 23.976, 'max': 30, 'unit': 'fps'}, scope=VID, alt='Frame rate | 23.976–30 fps, constant'),
 R('frameRate', C, 'Frame rate', {'check': 'constantFrameRate'}, scope=VID, alt='Frame rate | 23.976–30 fps, constant', optional=True),
 R('bitrate', C, 'Video bitrate', {'min': 2500, 'unit': 'kbps', 'check': 'videoBitrate'}, scope=VID, alt='Video bitrate | at least 2,500 kbps (for 720p)'),
 R('metadata', C, 'every call the tag makes must use HTTPS', alt='Tags must be secure'),
 R('metadata', C, 'Tags must not use document.write after the page has loaded'),
 R('metadata', C, 'A tag may redirect at most 3 times before the creative is served', {'max': 3}),
 R('metadata', C, 'Include a TrafficDesk click macro', alt='in every tag so clicks are counted'),
 R('safetyInfo', C, 'must show Important Safety Information in the unit', scope={'condition': 'prescription drug'}),
 R('disclaimers', C, 'Every such creative must also link to the full Prescribing Information', scope={'condition': 'prescription drug'}),
 R('safetyInfo', C, 'The ISI panel in an HTML5 creative must be scrollable by the user', scope={'condition': 'prescription drug', 'kinds': ['html5']}),
 R('safetyInfo', C, 'must not auto-scroll faster than the text can be read', scope={'condition': 'prescription drug', 'kinds': ['html5']}, optional=True),
 R('metadata', C, 'Click-through URLs of healthcare creatives must use HTTPS'),
]
notreq = [
 'A publisher can set lower limits than ours for its placements (advice to check another page)',
 'Custom sizes are possible on in-app interstitial line items (any size up to 1080×1920): a permission, not a limit',
 '[we transcode down, never up]: a note on processing',
 'Health & Pharma certification on the account, review about 5 business days: an account condition, not a creative property',
 'Fees ($0.35 CPM, $0.02 per GB) and processing times (15 minutes, 2 hours)',
 'Article number, update date, "7 min read", helpfulness votes (312 out of 388)',
]
A = lambda **k: k
assets = [
 A(file='VLQ_HCP_300x250_v2.zip', kind='html5', format='ZIP', width=300, height=250, initialLoadKB=140, subloadKB=1500, fileCount=24, durationS=28, loops=1, note='1.5 MB polite subload: allowed by the 2 MB rule, fails if the 1 MB bundle limit or 150 KB tip is read as total'),
 A(file='VLQ_HCP_300x250_backup.jpg', kind='static', part='backup', format='JPG', width=300, height=250, sizeKB=42),
 A(file='VLQ_HCP_728x90_v2.gif', kind='animated', format='GIF', width=728, height=90, sizeKB=180, durationS=14, loops=2, fps=15, note='180 KB: over the backup image\u2019s 50 KB, which must not reach it'),
 A(file='VLQ_DTC_interstitial_1080x1920.zip', kind='html5', format='ZIP', width=1080, height=1920, placement='In-app interstitial', initialLoadKB=620, fileCount=31, durationS=20, loops=1, expectWarnings=['we recommend keeping the initial bundle under 150 KB'], note='custom size allowed on in-app interstitials; the web size list must not reach it; misses the 150 KB tip'),
 A(file='VLQ_DTC_30s_1920x1080.mp4', kind='video', format='MP4', codec='h264', audioCodec='aac', width=1920, height=1080, durationS=30, fps=29.97, videoBitrateKbps=8000, sizeKB=30500, hasAudio=True, note='29.97 fps: over the 24 fps animation advice, which must not reach video'),
 A(file='VLQ_DTC_audio_30s.mp3', kind='audio', format='MP3', durationS=30, sizeKB=940, audioBitrateKbps=256),
]
write(N, 'Ad server\u2019s HELP-CENTER ARTICLE "Creative upload requirements" (browser print, header/footer kept) with collapsible sections printed open (details/summary, "▾"): an accepted-file-types table with one max size per creative type (200 KB image, 1 MB zipped bundle, 512 MB video, 20 MB audio), ZIP-content bullets with bold values (one .html at the root, 100 files, inner file types and names), polite load of a further 2 MB, a 150 KB "Tip", clickTag rules with a code block, backup image 50 KB, size list plus an in-app exception, animation bullets, a hosted-video property table with a bracketed note, third-party tag rules, a Rx section after an account-certification condition, fees', notreq, rules, assets)
