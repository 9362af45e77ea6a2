from keylib import R, write
N = 'zipply-infeed-video-specs-mobile-print'
RX = {'condition': 'prescription drug'}
HC = {'condition': 'healthcare ad'}
LOGO = {'part': 'logo'}
PLAT = 'the whole page is about one made-up platform (Zipply In-Feed); a rule scoped to it, or unscoped, is right'
rules = [
 R('aspectRatio', 'critical', '9:16, 1:1 or 16:9', {'allowed': ['9:16', '1:1', '16:9']}, note=PLAT),
 R('aspectRatio', 'warning', '9:16 fills the whole screen', {'allowed': ['9:16']}),
 R('dimensions', 'critical', 'At least 540 × 960 px for 9:16', {'minWidth': 540, 'minHeight': 960}, scope={'condition': 'aspect ratio 9:16'}, note='a minimum per aspect ratio: unscoped, 960 px tall would fail a 16:9 video of 960 × 540'),
 R('dimensions', 'critical', '640 × 640 px for 1:1', {'minWidth': 640, 'minHeight': 640}, scope={'condition': 'aspect ratio 1:1'}),
 R('dimensions', 'critical', '960 × 540 px for 16:9', {'minWidth': 960, 'minHeight': 540}, scope={'condition': 'aspect ratio 16:9'}),
 R('dimensions', 'warning', 'Recommended 1080 × 1920 px', {'allowed': ['1080x1920']}),
 R('duration', 'critical', '5 to 60 seconds', {'min': 5, 'max': 60, 'unit': 's'}),
 R('duration', 'warning', '21 to 34 seconds', {'min': 21, 'max': 34, 'unit': 's'}),
 R('format', 'critical', '.mp4, .mov, .mpeg or .avi', {'allowed': ['MP4', 'MOV', 'MPEG', 'AVI']}),
 R('fileSize', 'critical', 'Up to 500 MB', {'max': 512000, 'unit': 'KB'}),
 R('bitrate', 'critical', '516 kbps or higher', {'min': 516, 'unit': 'kbps', 'check': 'videoBitrate'}),
 R('frameRate', 'critical', '23.976 fps or higher', {'min': 23.976, 'unit': 'fps'}),
 R('frameRate', 'critical', 'variable frame rate files are not accepted', {'check': 'constantFrameRate'}),
 R('frameRate', 'warning', 'Recommended 30 fps', {'allowed': ['30'], 'unit': 'fps'}),
 R('metadata', 'warning', 'Ads with sound on get more complete views', {'check': 'audioPresent'}, optional=True, ext='metadata', note='a recommendation with its reason; "Silent videos are accepted" follows'),
 R('characterCount', 'critical', '12 to 100 characters', {'min': 12, 'max': 100, 'unit': 'chars', 'check': 'primaryText'}, ext='metadata', note='"Ad text" (shown as the caption): caption or body are equally right as the text field'),
 R('brandGuidelines', 'critical', 'Emoji are not supported in ad text'),
 R('characterCount', 'critical', '2 to 40 characters', {'min': 2, 'max': 40, 'unit': 'chars', 'check': 'brandName'}, alt='2 to 40 characters (your brand or app name)', ext='metadata'),
 R('aspectRatio', 'critical', 'Square, JPG or PNG, under 50 KB', {'allowed': ['1:1']}, scope=LOGO, note='profile image (avatar), keyed as the logo part'),
 R('format', 'critical', 'Square, JPG or PNG, under 50 KB', {'allowed': ['JPG', 'PNG']}, scope=LOGO),
 R('fileSize', 'critical', 'Square, JPG or PNG, under 50 KB', {'max': 50, 'unit': 'KB', 'exclusive': True}, scope=LOGO, note='applied to the video it would fail every ad'),
 R('dimensions', 'warning', 'Recommended 200 × 200 px', {'allowed': ['200x200']}, scope=LOGO),
 R('brandGuidelines', 'warning', 'Keep text, logos and any on-screen safety information inside the safe zone', {'check': 'safeArea', 'unit': 'px'}, alt='the safe zone leaves out the top 130 px, the bottom 484 px and the right 140 px', ext='brandGuidelines', note='the page says text outside the safe zone "does not cause a rejection": warning'),
 R('safetyInfo', 'critical', 'must present the Important Safety Information in the video itself', scope=RX),
 R('safetyInfo', 'critical', 'link to the full Prescribing Information from the landing page', scope=RX),
 R('fairBalance', 'critical', 'Risk information must be shown with a prominence comparable to the benefit claims', scope=RX),
 R('safetyInfo', 'critical', 'must stay on screen for at least 3 seconds', {'min': 3, 'unit': 's', 'check': 'superDuration'}, scope=RX, ext='duration', note='the hold of a risk super, never the length of the ad'),
 R('typography', 'critical', 'must be set at 36 px or larger', {'min': 36, 'unit': 'px'}, scope=RX, alt='must be set at 36 px or larger on a 1080 × 1920 frame'),
 R('brandGuidelines', 'critical', 'Before-and-after imagery is not allowed in any healthcare ad', scope=HC),
]
notreq = [
 'Prescription drug ads may run in the United States only, from advertisers with an approved Healthcare Advertiser account (account and market condition)',
 'Ads for over-the-counter medicines are available in the US and Canada (market availability)',
 'Targeting for all healthcare ads must be limited to users aged 18 and older (targeting, not creative)',
 'Spark ads (boosted creator posts) are not available for prescription drugs (format availability)',
 'We suggest turning comments off for prescription drug ads (ad-group setting)',
 'Choose one from the list in Ads Manager ... Custom CTA text is not available (a UI choice)',
 'Silent videos are accepted (permission)',
 'Text placed outside the safe zone does not cause a rejection (explains the warning)',
 'One character is one letter, number, space or punctuation mark (definition)',
 'Bidding: $50 per day per ad group, $500 per day per campaign, 50 optimization events in 7 days',
 'Reporting: 2-second and 6-second views, 25%/50%/75%/100%, every 15 minutes, 7-day click and 1-day view',
]
A = lambda **k: k
assets = [
 A(file='DOV_ZP_InFeed_30s_9x16_v2.mp4', kind='video', format='MP4', codec='h264', width=1080, height=1920, durationS=30, sizeKB=41000, videoBitrateKbps=9500, fps=30, constantFrameRate=True, hasAudio=True,
   text={'primaryText': 'Migraine days adding up? Ask your doctor about Dovrenta. See Important Safety Information.', 'brandName': 'Dovrenta'}, note='Rx ad with an ISI super and voice-over'),
 A(file='DOV_ZP_InFeed_15s_1x1_v1.mov', kind='video', format='MOV', codec='h264', width=1080, height=1080, durationS=15, sizeKB=22000, videoBitrateKbps=6000, fps=23.976, constantFrameRate=True, hasAudio=False,
   expectWarnings=['Recommended 1080 × 1920 px', '21 to 34 seconds', 'Recommended 30 fps'], note='1:1 and 23.976 fps are allowed; the 9:16 minimum of 960 px tall applies only to 9:16'),
 A(file='DOV_ZP_InFeed_60s_16x9_v1.mpeg', kind='video', format='MPEG', codec='mpeg2', width=960, height=540, durationS=60, sizeKB=4600, videoBitrateKbps=600, fps=25, constantFrameRate=True, hasAudio=True,
   expectWarnings=['Recommended 1080 × 1920 px', '21 to 34 seconds', 'Recommended 30 fps'], note='smallest 16:9 resolution and the longest length; 600 kbps is above the 516 kbps floor'),
 A(file='DOV_ZP_profile_200.png', kind='static', part='logo', format='PNG', width=200, height=200, sizeKB=42, note='profile image; the video rules must not apply to it, and its 50 KB limit must not apply to the videos'),
]
write(N, 'SHORT-VIDEO PLATFORM\u2019S HELP-CENTER ARTICLE printed FROM A PHONE BROWSER (narrow 100 \u00d7 210 mm pages, browser header/footer kept): app banner, hamburger nav, chips, label/value rows with a \u25cf mark (checked at upload) and \u24d8 tooltips printed inline holding the Recommended value, per-aspect-ratio resolution minimums in one line, a phone safe-zone diagram with px labels, a boxed Rx creative-rules callout, market/account/targeting conditions, bidding and reporting numbers', notreq, rules, assets)
