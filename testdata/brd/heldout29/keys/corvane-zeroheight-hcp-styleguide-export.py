from keylib import R, write
N = 'corvane-zeroheight-hcp-styleguide-export'
E = {'channel': 'Email'}
S = {'channel': 'Social'}
LI = {'channel': 'Social', 'platform': 'LinkedIn', 'part': 'singleImage'}
MF = {'channel': 'Social', 'platform': 'Meta', 'placement': 'Feed'}
MS = {'channel': 'Social', 'platform': 'Meta', 'placement': 'Stories'}
LB = {'channel': 'Print', 'placement': 'Leave-behind'}
CP = {'channel': 'Print', 'placement': 'Congress poster'}
rules = [
 R('typography', 'critical', 'Typeface: Ivelle Sans; fallback Arial', optional=True, note='in the "at a glance" prose, not a Specs table'),
 R('dimensions', 'critical', 'Template width | 600 px, fluid down to 320 px', {'maxWidth': 600}, scope=E),
 R('dimensions', 'critical', 'Header image | 600 × 200 px JPG, 60 KB max', {'allowed': ['600x200']}, scope={'channel': 'Email', 'part': 'headerImage'}),
 R('format', 'critical', 'Header image | 600 × 200 px JPG, 60 KB max', {'allowed': ['JPG']}, scope={'channel': 'Email', 'part': 'headerImage'}),
 R('fileSize', 'critical', 'Header image | 600 × 200 px JPG, 60 KB max', {'max': 60, 'unit': 'KB'}, scope={'channel': 'Email', 'part': 'headerImage'}),
 R('dimensions', 'critical', 'Hero image | 600 × 300 px JPG, 100 KB max', {'allowed': ['600x300']}, scope={'channel': 'Email', 'part': 'heroImage'}),
 R('format', 'critical', 'Hero image | 600 × 300 px JPG, 100 KB max', {'allowed': ['JPG']}, scope={'channel': 'Email', 'part': 'heroImage'}),
 R('fileSize', 'critical', 'Hero image | 600 × 300 px JPG, 100 KB max', {'max': 100, 'unit': 'KB'}, scope={'channel': 'Email', 'part': 'heroImage'}),
 R('brandGuidelines', 'critical', 'Logo in header | min. 140 px wide, top left', {'min': 140, 'unit': 'px', 'check': 'logoWidth'}, scope={'channel': 'Email', 'part': 'logo'}, ext='brandGuidelines'),
 R('characterCount', 'critical', 'Subject line | max. 55 characters', {'max': 55, 'unit': 'chars', 'check': 'subjectLine'}, scope=E, ext='metadata'),
 R('characterCount', 'critical', 'Preheader | 40–90 characters', {'min': 40, 'max': 90, 'unit': 'chars', 'check': 'preheader'}, scope=E, ext='metadata'),
 R('typography', 'critical', 'Body copy | Arial 15 px min., line height 22 px', {'min': 15, 'unit': 'px'}, scope=E),
 R('safetyInfo', 'critical', 'full ISI in the body after the sign-off', scope=E, alt='never only as a link'),
 R('typography', 'critical', '13 px min.; never only as a link', {'min': 13, 'unit': 'px'}, scope={'channel': 'Email', 'condition': 'ISI'}, alt='full ISI in the body after the sign-off, 13 px min.'),
 R('fileSize', 'critical', 'Total email weight | under 102 KB HTML (Gmail clipping)', {'max': 102, 'unit': 'KB', 'exclusive': True}, scope=E),
 R('brandGuidelines', 'warning', 'Use live text for headlines so they survive images-off', scope=E),
 R('brandGuidelines', 'critical', 'put the call to action in an image; CTAs are live-text buttons', scope=E, note='a Don\u2019t card: a requirement by the hub\u2019s legend'),
 R('brandGuidelines', 'critical', 'use emoji in subject lines or preheaders', scope=E),
 R('accessibility', 'warning', 'Give every image alt text; keep it under 100 characters', {'max': 99, 'unit': 'chars', 'check': 'altText'}, scope=E, note='a Do card: good practice; characterCount equally acceptable'),
 R('dimensions', 'critical', 'LinkedIn single image | 1200 × 627 px', {'allowed': ['1200x627']}, scope=LI),
 R('format', 'critical', 'JPG or PNG, 5 MB max', {'allowed': ['JPG', 'PNG']}, scope=LI),
 R('fileSize', 'critical', 'JPG or PNG, 5 MB max', {'max': 5120, 'unit': 'KB'}, scope=LI),
 R('characterCount', 'critical', 'Intro text 150 characters max', {'max': 150, 'unit': 'chars', 'check': 'introText'}, scope={'channel': 'Social', 'platform': 'LinkedIn'}, ext='metadata'),
 R('dimensions', 'critical', 'Meta feed | 1080 × 1080 or 1080 × 1350 px', {'allowed': ['1080x1080', '1080x1350']}, scope=MF),
 R('format', 'critical', 'JPG or PNG, 30 MB max', {'allowed': ['JPG', 'PNG']}, scope=MF),
 R('fileSize', 'critical', 'JPG or PNG, 30 MB max', {'max': 30720, 'unit': 'KB'}, scope=MF),
 R('characterCount', 'critical', 'Primary text 125 characters max', {'max': 125, 'unit': 'chars', 'check': 'primaryText'}, scope=MF, ext='metadata'),
 R('dimensions', 'critical', 'Meta Stories | 1080 × 1920 px', {'allowed': ['1080x1920']}, scope=MS),
 R('format', 'critical', 'MP4, 15 s max', {'allowed': ['MP4']}, scope=MS),
 R('duration', 'critical', 'MP4, 15 s max', {'max': 15, 'unit': 's'}, scope=MS),
 R('brandGuidelines', 'critical', 'Keep text out of the top and bottom 250 px', {'min': 250, 'unit': 'px', 'check': 'safeArea'}, scope=MS, ext='brandGuidelines'),
 R('safetyInfo', 'critical', 'without the ISI link in the first line of copy', scope=S, alt='put efficacy claims in a post'),
 R('brandGuidelines', 'critical', 'let the logo take more than 10% of the image area', {'max': 10, 'unit': '%', 'check': 'logoArea'}, scope=S, ext='brandGuidelines'),
 R('brandGuidelines', 'warning', 'Lead with one number and its source', scope=S),
 R('dimensions', 'critical', 'Leave-behind (2-page) | 8.5 × 11 in', {'allowed': ['8.5x11'], 'unit': 'in', 'check': 'trimSize'}, scope=LB, ext='dimensions'),
 R('dimensions', 'critical', 'Leave-behind (2-page) | 0.125 in', {'min': 0.125, 'max': 0.125, 'unit': 'in', 'check': 'bleed'}, scope=LB, ext='dimensions'),
 R('format', 'critical', 'PDF/X-1a, CMYK, 300 dpi', {'allowed': ['PDF/X-1a']}, scope=LB),
 R('format', 'critical', 'PDF/X-1a, CMYK, 300 dpi', {'allowed': ['CMYK'], 'check': 'colorSpace'}, scope=LB, ext='format'),
 R('dimensions', 'critical', 'PDF/X-1a, CMYK, 300 dpi', {'min': 300, 'unit': 'dpi', 'check': 'imageResolution'}, scope=LB, ext='dimensions'),
 R('dimensions', 'critical', 'Congress poster | 36 × 48 in', {'allowed': ['36x48'], 'unit': 'in', 'check': 'trimSize'}, scope=CP, ext='dimensions'),
 R('dimensions', 'critical', 'Congress poster | 1 in', {'min': 1, 'max': 1, 'unit': 'in', 'check': 'bleed'}, scope=CP, ext='dimensions'),
 R('format', 'critical', 'PDF/X-4, 150 dpi at full size', {'allowed': ['PDF/X-4']}, scope=CP),
 R('dimensions', 'critical', 'PDF/X-4, 150 dpi at full size', {'min': 150, 'unit': 'dpi', 'check': 'imageResolution'}, scope=CP, ext='dimensions'),
 R('typography', 'critical', 'set the ISI on a leave-behind in less than 8 pt', {'min': 8, 'unit': 'pt'}, scope=LB),
 R('metadata', 'critical', 'print without the job code and date in the bottom margin', {'pattern': '^US-CORV-\\d{4}-\\d{2} \\d{2}/\\d{2}$'}, scope={'channel': 'Print'}, alt='Job codes look like US-CORV-0000-00 11/26', note='example US-CORV-2611-07 11/26; disclaimers equally acceptable'),
 R('brandGuidelines', 'warning', 'Add a QR code to the full Prescribing Information, at least 20 mm square', {'min': 20, 'unit': 'mm', 'check': 'qrSize'}, scope={'channel': 'Print'}, ext='brandGuidelines'),
 R('typography', 'warning', 'keep body text at 28 pt or more', {'min': 28, 'unit': 'pt'}, scope=CP),
]
notreq = [
 'legend callout: Specs tables and Don\u2019t cards are requirements, Do cards and Tips good practice, example images and the sizes written on them are examples',
 'example image labels: [example: header 600 x 200], [example: 1080 x 1080], [example: 1200 x 627]',
 'brand at a glance: colours #0B6E4F, #F3E9D2, #1F2933 (references), voice',
 'Tip: write the preheader after the subject line (process advice)',
 'code comment with CTA tokens (#0B6E4F, radius 4px)',
 'contacts, office hours, MLR cycle 11 business days, 34 views this week, "last edited" lines',
 'targeting: LinkedIn targeted to oncologists; Meta to verified HCP audiences (audience, not creative)',
]
A = lambda **k: k
assets = [
 A(file='CORV_RTE_Oct.html', kind='email', channel='Email', format='HTML', width=600, height=2600, sizeKB=88, text={'subjectLine': 'New 3-year follow-up data for CORVANE', 'preheader': 'Overall survival and safety results from the FIGHT-207 extension study'}),
 A(file='CORV_RTE_header.jpg', kind='static', part='headerImage', channel='Email', format='JPG', width=600, height=200, sizeKB=52),
 A(file='CORV_LI_single.png', kind='static', part='singleImage', platform='LinkedIn', channel='Social', format='PNG', width=1200, height=627, sizeKB=1900, text={'introText': 'In FGFR2-altered cholangiocarcinoma, CORVANE showed durable responses. See Important Safety Information in the first comment.'}, note='1.9 MB: over the 102 KB email limit, inside LinkedIn\u2019s 5 MB'),
 A(file='CORV_Meta_feed_4x5.jpg', kind='static', platform='Meta', placement='Feed', channel='Social', format='JPG', width=1080, height=1350, sizeKB=2300),
 A(file='CORV_Meta_story.mp4', kind='video', platform='Meta', placement='Stories', channel='Social', format='MP4', codec='h264', width=1080, height=1920, durationS=15, fps=30),
 A(file='CORV_LeaveBehind.pdf', kind='document', channel='Print', placement='Leave-behind', format='PDF/X-1a', colorSpace='CMYK', minImageDPI=300),
 A(file='CORV_ASCO_Poster.pdf', kind='document', channel='Print', placement='Congress poster', format='PDF/X-4', colorSpace='CMYK', minImageDPI=150, note='150 dpi at full size: the 300 dpi rule is the leave-behind\u2019s'),
]
write(N, 'ZEROHEIGHT-STYLE STYLE-GUIDE EXPORT (HCP brand hub exported to PDF, A4, no browser header): one hub page per PDF page with its own header line, "Last edited \u2026 by" meta and Published pill, tab strip, a legend callout (Specs tables and DON\u2019T cards are requirements; DO cards and Tips good practice; example images and their sizes are examples), Element | Spec tables with values in cells ("600 \u00d7 200 px JPG, 60 KB max", "40\u201390 characters", "under 102 KB HTML (Gmail clipping)"), DO / DON\u2019T cards with example-image placeholders carrying sizes, a code comment with tokens, a per-placement social table (LinkedIn / Meta feed / Stories), a print table (leave-behind vs congress poster, trim, bleed, file) and a job-code format with an example', notreq, rules, assets)
