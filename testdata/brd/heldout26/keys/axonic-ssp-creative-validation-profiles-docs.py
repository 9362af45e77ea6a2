from keylib import R, write
N = 'axonic-ssp-creative-validation-profiles-docs'
C, W = 'critical', 'warning'
DISP = ['static', 'animated', 'html5']
HCP, DTC = ['HCP'], ['DTC']
def row(label, key, hcp, dtc, sev='block'):
    return f'{label} | {key} | {hcp} | {dtc} | {sev}'
def Y(field, line, params, scope, **kw):
    return R(field, C, line, params, scope=scope, optional=True, note='profile file (YAML) restating the health-hcp column', **kw)
S5 = ['300x250', '728x90', '160x600', '300x600', '320x50']
rules = [
 R('dimensions', C, 'Display sizes', {'allowed': S5}, scope={'kinds': DISP, 'customerTypes': HCP}, alt=row('Display sizes', 'sizes', '300x250, 728x90, 160x600, 300x600, 320x50', '300x250')),
 R('dimensions', C, 'Display sizes', {'allowed': S5 + ['970x250']}, scope={'kinds': DISP, 'customerTypes': DTC}, alt='Display sizes | sizes | 300x250, 728x90, 160x600, 300x600, 320x50, 970x250 | block', note='970x250 only for DTC; the HCP list unscoped would fail a DTC billboard'),
 R('fileSize', C, 'Max initial load', {'max': 150, 'unit': 'KB', 'check': 'initialLoad'}, scope={'kinds': DISP, 'customerTypes': HCP}, alt=row('Max initial load', 'max_initial_kb', '150', '100')),
 R('fileSize', C, 'Max initial load', {'max': 100, 'unit': 'KB', 'check': 'initialLoad'}, scope={'kinds': DISP, 'customerTypes': DTC}, alt=row('Max initial load', 'max_initial_kb', '150', '100'), note='DTC column; unscoped it fails HCP creatives between 100 and 150 KB'),
 R('fileSize', C, 'Max total load', {'max': 2048, 'unit': 'KB', 'check': 'totalLoad'}, scope={'kinds': DISP, 'customerTypes': HCP}, alt=row('Max total load', 'max_total_kb', '2048', '1024')),
 R('fileSize', C, 'Max total load', {'max': 1024, 'unit': 'KB', 'check': 'totalLoad'}, scope={'kinds': DISP, 'customerTypes': DTC}, alt=row('Max total load', 'max_total_kb', '2048', '1024')),
 R('duration', C, 'Max animation length (s)', {'max': 15, 'unit': 's', 'check': 'animationLength'}, scope={'kinds': ['animated', 'html5'], 'customerTypes': HCP}, alt=row('Max animation length (s)', 'max_animation_s', '15', '30')),
 R('duration', C, 'Max animation length (s)', {'max': 30, 'unit': 's', 'check': 'animationLength'}, scope={'kinds': ['animated', 'html5'], 'customerTypes': DTC}, alt=row('Max animation length (s)', 'max_animation_s', '15', '30')),
 R('duration', C, 'Max loops', {'max': 3, 'unit': 'loops', 'check': 'loopCount'}, scope={'kinds': ['animated', 'html5']}, alt=row('Max loops', 'max_loops', '3', '3'), note='same value in both columns'),
 R('metadata', W, 'Max file requests at initial load', {'max': 15, 'unit': 'requests', 'check': 'initialRequests'}, scope={'kinds': ['html5']}, alt=row('Max file requests at initial load', 'max_requests_initial', '15', '15', 'warn'), ext='fileSize', note='number of requests, not KB'),
 R('safetyInfo', C, 'ISI required in unit', scope={'kinds': DISP}, alt=row('ISI required in unit', 'require_isi', 'true', 'true')),
 R('customerType', C, 'Audience label', {'allowed': ['For US healthcare professionals only']}, scope={'customerTypes': HCP}, alt='Audience label | audience_label | "For US healthcare professionals only"', note='the HCP column; DTC says none'),
 R('duration', C, 'Video lengths (s)', {'allowed': ['15', '30'], 'min': 15, 'max': 30, 'unit': 's'}, scope={'kinds': ['video'], 'customerTypes': HCP}, alt=row('Video lengths (s)', 'video_durations_s', '15, 30', '6, 15, 30'), note='±0.5 s; unscoped it fails a DTC 6 s bumper'),
 R('duration', C, 'Video lengths (s)', {'allowed': ['6', '15', '30'], 'min': 6, 'max': 30, 'unit': 's'}, scope={'kinds': ['video'], 'customerTypes': DTC}, alt=row('Video lengths (s)', 'video_durations_s', '15, 30', '6, 15, 30')),
 R('duration', C, 'Lengths are matched with a tolerance of 0.5 s', scope={'kinds': ['video']}, optional=True, note='tolerance of the length rows'),
 R('bitrate', C, 'Video min bitrate (kbps)', {'min': 1500, 'unit': 'kbps', 'check': 'videoBitrate'}, scope={'kinds': ['video']}, alt=row('Video min bitrate (kbps)', 'video_min_bitrate_kbps', '1500', '1500')),
 R('fileSize', C, 'Video max file (MB)', {'max': 102400, 'unit': 'KB'}, scope={'kinds': ['video']}, alt=row('Video max file (MB)', 'video_max_mb', '100', '100')),
 R('characterCount', C, 'Native title (chars)', {'max': 40, 'unit': 'chars', 'check': 'headline'}, scope={'channel': 'Native', 'customerTypes': HCP}, alt=row('Native title (chars)', 'native_title_max', '40', '50'), ext='characterCount'),
 R('characterCount', C, 'Native title (chars)', {'max': 50, 'unit': 'chars', 'check': 'headline'}, scope={'channel': 'Native', 'customerTypes': DTC}, alt=row('Native title (chars)', 'native_title_max', '40', '50'), ext='characterCount'),
 Y('dimensions', 'sizes: [300x250, 728x90, 160x600, 300x600, 320x50]', {'allowed': S5}, {'kinds': DISP, 'customerTypes': HCP}),
 Y('fileSize', 'max_initial_kb: 150', {'max': 150, 'unit': 'KB', 'check': 'initialLoad'}, {'kinds': DISP, 'customerTypes': HCP}),
 Y('fileSize', 'max_total_kb: 2048', {'max': 2048, 'unit': 'KB', 'check': 'totalLoad'}, {'kinds': DISP, 'customerTypes': HCP}),
 Y('duration', 'max_animation_s: 15', {'max': 15, 'unit': 's', 'check': 'animationLength'}, {'kinds': ['animated', 'html5'], 'customerTypes': HCP}),
 Y('duration', 'max_loops: 3', {'max': 3, 'unit': 'loops', 'check': 'loopCount'}, {'kinds': ['animated', 'html5']}),
 Y('duration', 'video_durations_s: [15, 30]', {'allowed': ['15', '30'], 'min': 15, 'max': 30, 'unit': 's'}, {'kinds': ['video'], 'customerTypes': HCP}),
 Y('bitrate', 'video_min_bitrate_kbps: 1500', {'min': 1500, 'unit': 'kbps', 'check': 'videoBitrate'}, {'kinds': ['video']}),
 Y('fileSize', 'video_max_mb: 100', {'max': 102400, 'unit': 'KB'}, {'kinds': ['video']}),
 Y('characterCount', 'native_title_max: 40', {'max': 40, 'unit': 'chars', 'check': 'headline'}, {'channel': 'Native', 'customerTypes': HCP}),
]
notreq = [
 'Severity legend: block drops the bid; warn reports; examples, API limits and publisher overrides are not requirements',
 'Load figures in KB (1 KB = 1,024 bytes) include every file the creative requests: a unit definition',
 'A publisher can tighten a profile for its own placements, never loosen it (overrides not listed)',
 'API: 100 requests per minute per seat, 422 validation_failed, results cached for 24 hours; the curl example',
 'Audience label for health-dtc: none',
]
A = lambda **k: k
assets = [
 A(file='KLD_HCP_300x600_v4.zip', kind='html5', format='ZIP', width=300, height=600, initialLoadKB=95, sizeKB=900, fileCount=12, durationS=15, loops=3, note='within both profiles (check_allowed.py does not read customerTypes, so the asset keeps to the stricter value of each row)'),
 A(file='KLD_DTC_300x250_v4.jpg', kind='static', format='JPG', width=300, height=250, sizeKB=90),
 A(file='KLD_DTC_30s_1920x1080.mp4', kind='video', format='MP4', codec='h264', width=1920, height=1080, durationS=30, fps=29.97, videoBitrateKbps=2000, sizeKB=60000, hasAudio=True, note='2,000 kbps: over the 1,500 floor; the API\u2019s "100 requests per minute" must not become a limit'),
]
write(N, 'SSP\u2019s DEVELOPER-DOCS page on CREATIVE VALIDATION PROFILES (browser print, header/footer kept): docs nav and breadcrumb, a version pill, a severity callout (**block / warn**), a **profile comparison table with one column per audience** (`Setting | Key | health-hcp | health-dtc | Severity`; values without units whose unit is in the setting name: "Max animation length (s)" 15 | 30, "Video max file (MB)" 100, "true" / "none" cells), a **YAML profile file in a code block** restating the HCP column with `# block` / `# warn` comments, a tolerance sentence, publisher overrides, and an API section with numbers that are not requirements (100 requests per minute, 422, 24 hours) and a curl example', notreq, rules, assets)
