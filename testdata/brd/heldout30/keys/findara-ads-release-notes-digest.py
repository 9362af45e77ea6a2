from keylib import R, write
N = 'findara-ads-release-notes-digest'
V = {'kinds': ['video']}
RSA = {'placement': 'Responsive search ad'}
MM = {'kinds': ['static'], 'placement': 'Multimedia ad'}
AUD = {'placement': 'Audience ad'}
LOGO = {'part': 'logo'}
OTCCA = {'condition': 'OTC medicine, market Canada'}
rules = [
 R('duration', 'critical', 'the current limit of 6 to 120 seconds applies', {'min': 6, 'max': 120, 'unit': 's'}, scope=V, note='in force today on every surface; the partner network drops to 60 s only from January 15, 2027'),
 R('duration', 'critical', 'keep the 6 to 120 second range', {'min': 6, 'max': 120, 'unit': 's'}, scope={'kinds': ['video'], 'placement': 'Findara Search and Findara News'}, optional=True, note='restates the current range for the surfaces the coming change leaves alone'),
 R('duration', 'critical', 'video ads served on the Findara partner network must be 6 to 60 seconds long', {'min': 6, 'max': 60, 'unit': 's'}, scope={'kinds': ['video'], 'placement': 'partner network', 'condition': 'from January 15, 2027'}, optional=True, note='announced, not yet effective: unscoped or undated it fails 61-120 s videos that are allowed now and stay allowed on Search and News'),
 R('safetyInfo', 'critical', 'show the Important Safety Information or a link to it without scrolling', {}, scope={'condition': 'prescription drug'}, alt='This is already required by the Healthcare and Medicines policy', note='a landing-page requirement already in force; only the automated check is new'),
 R('characterCount', 'critical', 'can now be up to 90 characters', {'max': 90, 'unit': 'chars', 'check': 'description'}, scope=RSA, alt='Descriptions in responsive search ads can now be up to 90 characters', ext='metadata', note='"was 80 characters" is superseded'),
 R('characterCount', 'critical', 'Headlines stay at 30 characters', {'max': 30, 'unit': 'chars', 'check': 'headline'}, scope=RSA, ext='metadata'),
 R('metadata', 'critical', 'at least 2 and can have up to 4 descriptions', {'min': 2, 'max': 4, 'check': 'descriptionCount'}, scope=RSA, ext='metadata'),
 R('characterCount', 'warning', 'write at least two descriptions of 60 characters or more', {'min': 60, 'unit': 'chars', 'check': 'description'}, scope=RSA, optional=True, ext='metadata', note='best practice about two of the descriptions, not each one'),
 R('dimensions', 'critical', 'at least 1200 × 628 px for landscape (1.91:1) images', {'minWidth': 1200, 'minHeight': 628}, scope=dict(MM, condition='landscape image')),
 R('dimensions', 'critical', 'at least 1200 × 1200 px for square (1:1) images', {'minWidth': 1200, 'minHeight': 1200}, scope=dict(MM, condition='square image'), note='unscoped, 1200 px tall would fail every landscape image'),
 R('aspectRatio', 'critical', 'at least 1200 × 628 px for landscape (1.91:1) images', {'allowed': ['1.91:1', '1:1']}, scope=MM, alt='at least 1200 × 1200 px for square (1:1) images', optional=True),
 R('fileSize', 'critical', 'The maximum file size stays at 5 MB per image', {'max': 5120, 'unit': 'KB'}, scope=MM),
 R('format', 'critical', 'accepted formats are JPG and PNG', {'allowed': ['JPG', 'PNG']}, scope=MM),
 R('aspectRatio', 'critical', 'Logo images must be square (1:1)', {'allowed': ['1:1', '4:1']}, scope=LOGO, alt='or wide (4:1)'),
 R('dimensions', 'critical', 'at least 300 × 300 px', {'minWidth': 300, 'minHeight': 300}, scope={'part': 'logo', 'condition': 'square logo'}),
 R('dimensions', 'critical', 'at least 1200 × 300 px', {'minWidth': 1200, 'minHeight': 300}, scope={'part': 'logo', 'condition': 'wide logo'}),
 R('brandGuidelines', 'critical', 'Logos must have a transparent or white background', scope=LOGO),
 R('metadata', 'critical', 'must include the product’s Drug Identification Number (DIN) on the landing page', scope=OTCCA),
 R('brandGuidelines', 'critical', 'must not describe the product as safe or free of side effects', scope=OTCCA),
 R('characterCount', 'critical', 'short headline 30 characters', {'max': 30, 'unit': 'chars', 'check': 'shortHeadline'}, scope=AUD, ext='metadata'),
 R('characterCount', 'critical', 'long headline 90 characters', {'max': 90, 'unit': 'chars', 'check': 'headline'}, scope=AUD, ext='metadata'),
 R('characterCount', 'critical', 'description 90 characters', {'max': 90, 'unit': 'chars', 'check': 'description'}, scope=AUD, ext='metadata'),
 R('characterCount', 'critical', 'business name 25 characters', {'max': 25, 'unit': 'chars', 'check': 'brandName'}, scope=AUD, ext='metadata'),
 R('characterCount', 'critical', 'Ads with a business name longer than 25 characters are rejected', {'max': 25, 'unit': 'chars', 'check': 'brandName'}, scope=AUD, optional=True, ext='metadata'),
 R('metadata', 'warning', 'provide at least 5 short headlines and 5 descriptions', {'min': 5, 'check': 'headlineCount'}, scope=AUD, optional=True, ext='metadata'),
 R('format', 'critical', 'Video ads accept MP4 and MOV files up to 1 GB', {'allowed': ['MP4', 'MOV']}, scope=V),
 R('fileSize', 'critical', 'Video ads accept MP4 and MOV files up to 1 GB', {'max': 1048576, 'unit': 'KB'}, scope=V),
 R('aspectRatio', 'critical', 'in 16:9, 1:1, 4:5 or 9:16', {'allowed': ['16:9', '1:1', '4:5', '9:16']}, scope=V),
 R('dimensions', 'critical', 'Videos must be at least 720p', {'minWidth': 720, 'minHeight': 720}, scope=V, alt='(1280 × 720 for 16:9)', note='720p bounds the shorter side; 1280 px wide is the 16:9 case only (a 1:1 720 × 720 video passes)'),
 R('codec', 'critical', 'The audio track must be AAC or MP3', {'allowed': ['aac', 'mp3'], 'check': 'audioCodec'}, scope={'kinds': ['video'], 'part': 'audio'}),
 R('accessibility', 'warning', 'we recommend sound with captions', scope=V),
]
notreq = [
 'The previous minimums (600 × 314 and 300 × 300) no longer apply (superseded)',
 'was 80 characters (superseded)',
 'previously the name was truncated (old behaviour)',
 'Expanded text ads: two headlines of 30 characters, one 90-character description: apply only to ads that already exist; ETAs can no longer be created (retired format)',
 'Advertisers may now promote over-the-counter medicines to users in Canada without certification (account condition)',
 'videos without sound are accepted (permission)',
 'announcement and effective dates; 390 × 844 mobile screen (the viewport of the check)',
 '142 million monthly users; 31% of healthcare searches on mobile (figures)',
]
A = lambda **k: k
assets = [
 A(file='zarovel_rsa_ad_01', kind='text', placement='Responsive search ad', text={'headline': 'Zarovel (ortaglipride) Tablets', 'description': 'Learn about a once-daily tablet option for adults with type 2 diabetes. See Safety Info.'}, note='an 88-character description: allowed since November 18 (the old limit was 80)'),
 A(file='zarovel_mm_landscape_1200x628.jpg', kind='static', placement='Multimedia ad', format='JPG', width=1200, height=628, sizeKB=420),
 A(file='zarovel_mm_square_1200x1200.png', kind='static', placement='Multimedia ad', format='PNG', width=1200, height=1200, sizeKB=830),
 A(file='zarovel_logo_wide_1200x300.png', kind='static', part='logo', format='PNG', width=1200, height=300, sizeKB=58, note='wide logo: the 300 × 300 square minimum is met; the 1200 px tall square image minimum must not apply to logos'),
 A(file='zarovel_video_110s_16x9.mp4', kind='video', placement='Findara Search', format='MP4', codec='h264', width=1920, height=1080, durationS=110, sizeKB=640000, audioCodec='aac', hasAudio=True, captions=True, note='110 s on Findara Search: allowed now and after January 15'),
 A(file='zarovel_audience_ad_01', kind='text', placement='Audience ad', text={'shortHeadline': 'Type 2 diabetes? Learn more', 'headline': 'Learn about Zarovel, a once-daily tablet for adults with type 2 diabetes', 'description': 'See full Prescribing Information and Important Safety Information at zarovel.example.', 'brandName': 'Zarovel Savings Program'}),
]
write(N, 'AD PLATFORM\u2019S PRODUCT AND POLICY RELEASE NOTES DIGEST for agencies (search and audience network; corpus markup): a legend in the intro (requirements enforced from their effective date, "best practice" not enforced, an earlier value no longer applies from the effective date), "Coming soon" entries with FUTURE effective dates (a 60 s limit for one surface only from January 15, 2027, while the current 6-120 s still applies; a new automated check of a requirement already in force), "Released" entries with "was" values (90 characters, was 80; image minimums replacing 600 \u00d7 314 and 300 \u00d7 300), per-orientation image and logo minimums, a Canada OTC rule, audience-ad text limits, video files, and a "Retired" format whose limits apply only to existing ads', notreq, rules, assets)
