from keylib import R, write
N = 'workgrid-life-sciences-ads-playbook'
SI = {'kinds': ['static'], 'placement': 'Single image ad'}
DOC = {'kinds': ['document']}
V = {'kinds': ['video']}
M = {'placement': 'Message ad'}
RX = 'prescription drug'
def rx(sc=None):
    d = {'condition': RX}
    if sc: d.update(sc)
    return d
TIP = 'the "Our tip" column: the legend says ads are never rejected for ignoring a tip'
rules = [
 # 3.1 Single image ads
 R('dimensions', 'critical', 'Image size', {'allowed': ['1200x627', '1080x1080']}, scope=SI, alt='Image size | 1200 × 627 px (1.91:1) or 1080 × 1080 px (1:1)'),
 R('aspectRatio', 'critical', 'Image size', {'allowed': ['1.91:1', '1:1']}, scope=SI, alt='1200 × 627 px (1.91:1) or 1080 × 1080 px (1:1)', optional=True, note='the ratios in brackets restate the sizes'),
 R('aspectRatio', 'warning', '1:1 takes up more of the mobile feed', {'allowed': ['1:1']}, scope=SI, note=TIP),
 R('format', 'critical', 'File type', {'allowed': ['JPG', 'PNG', 'GIF']}, scope=SI, alt='File type | JPG, PNG or non-animated GIF', note='GIF only if not animated'),
 R('format', 'warning', 'Use PNG for images with small type', {'allowed': ['PNG']}, scope=SI, optional=True, note='a tip for one kind of image'),
 R('fileSize', 'critical', 'File size', {'max': 5120, 'unit': 'KB'}, scope=SI, alt='File size | 5 MB maximum'),
 R('fileSize', 'warning', 'Keep under 1 MB', {'max': 1024, 'unit': 'KB', 'exclusive': True}, scope=SI, note=TIP),
 R('characterCount', 'critical', 'Introductory text', {'max': 600, 'unit': 'chars', 'check': 'introText'}, scope=SI, alt='Introductory text | 600 characters maximum', ext='metadata'),
 R('characterCount', 'warning', 'Keep it under 150 characters', {'max': 150, 'unit': 'chars', 'check': 'introText', 'exclusive': True}, scope=SI, ext='metadata'),
 R('characterCount', 'critical', 'Headline', {'max': 200, 'unit': 'chars', 'check': 'headline'}, scope=SI, alt='Headline | 200 characters maximum', ext='metadata'),
 R('characterCount', 'warning', '70 characters or fewer', {'max': 70, 'unit': 'chars', 'check': 'headline'}, scope=SI, ext='metadata'),
 R('characterCount', 'critical', 'Description', {'max': 300, 'unit': 'chars', 'check': 'description'}, scope=SI, alt='Description | 300 characters maximum', ext='metadata', note='"Only shown on the Workgrid Audience Network" is a fact, not a preference'),
 # 3.2 Document ads
 R('format', 'critical', 'File type', {'allowed': ['PDF', 'PPT', 'PPTX', 'DOC', 'DOCX']}, scope=DOC, alt='File type | PDF, PPT, PPTX, DOC or DOCX'),
 R('format', 'warning', 'PDF keeps your layout exactly', {'allowed': ['PDF']}, scope=DOC, optional=True, note=TIP),
 R('fileSize', 'critical', 'File size', {'max': 102400, 'unit': 'KB'}, scope=DOC, alt='File size | 100 MB maximum'),
 R('fileSize', 'warning', 'Under 10 MB previews faster', {'max': 10240, 'unit': 'KB', 'exclusive': True}, scope=DOC),
 R('metadata', 'critical', 'Length', {'max': 300, 'unit': 'pages', 'check': 'pageCount'}, scope=DOC, alt='Length | 300 pages maximum', ext='metadata'),
 R('metadata', 'warning', '3 to 10 pages', {'min': 3, 'max': 10, 'unit': 'pages', 'check': 'pageCount'}, scope=DOC, ext='metadata'),
 R('characterCount', 'critical', 'Introductory text', {'max': 600, 'unit': 'chars', 'check': 'introText'}, scope=DOC, alt='Introductory text | 600 characters maximum', ext='metadata'),
 R('characterCount', 'warning', 'Under 150 characters', {'max': 150, 'unit': 'chars', 'check': 'introText', 'exclusive': True}, scope=DOC, ext='metadata'),
 R('characterCount', 'critical', 'Headline', {'max': 200, 'unit': 'chars', 'check': 'headline'}, scope=DOC, alt='Headline | 200 characters maximum', ext='metadata'),
 R('characterCount', 'warning', '70 characters or fewer', {'max': 70, 'unit': 'chars', 'check': 'headline'}, scope=DOC, ext='metadata'),
 R('metadata', 'critical', 'Password-protected files and documents with embedded audio or video are rejected', scope=DOC),
 # 3.3 Video ads
 R('format', 'critical', 'MP4 only', {'allowed': ['MP4']}, scope=V),
 R('codec', 'warning', 'H.264 video with AAC audio', {'allowed': ['h264'], 'check': 'videoCodec'}, scope=V),
 R('codec', 'warning', 'H.264 video with AAC audio', {'allowed': ['aac'], 'check': 'audioCodec'}, scope={'kinds': ['video'], 'part': 'audio'}),
 R('duration', 'critical', '3 seconds to 30 minutes', {'min': 3, 'max': 1800, 'unit': 's'}, scope=V),
 R('duration', 'warning', '15 to 30 seconds for awareness', {'min': 15, 'max': 30, 'unit': 's'}, scope=V, note='a tip for awareness objectives'),
 R('fileSize', 'critical', '75 KB to 200 MB', {'min': 75, 'max': 204800, 'unit': 'KB'}, scope=V),
 R('dimensions', 'critical', '360p (480 × 360) to 1080p (1920 × 1080)', {'minWidth': 360, 'minHeight': 360, 'maxWidth': 1920, 'maxHeight': 1920}, scope=V, note='"360p to 1080p" bounds the shorter side (360 to 1080 px); 9:16 is allowed, so 1920 × 1080 as a maximum of width AND height would wrongly fail a 1080 × 1920 video'),
 R('aspectRatio', 'critical', '16:9, 1:1 or 9:16', {'allowed': ['16:9', '1:1', '9:16']}, scope=V),
 R('aspectRatio', 'warning', '1:1 on mobile', {'allowed': ['1:1']}, scope=V, optional=True, note='a tip for one device'),
 R('frameRate', 'critical', 'Less than 30 fps', {'max': 30, 'exclusive': True, 'unit': 'fps'}, scope=V, note='29.97 passes; 30 itself fails'),
 R('codec', 'critical', 'AAC or MPEG-4 audio', {'allowed': ['aac'], 'check': 'audioCodec'}, scope={'kinds': ['video'], 'part': 'audio'}, note='MPEG-4 audio is AAC in an MP4'),
 R('sampleRate', 'critical', 'sample rate less than 64 kHz', {'max': 64000, 'exclusive': True, 'unit': 'Hz'}, scope={'kinds': ['video'], 'part': 'audio'}, ext='codec'),
 R('audioChannels', 'warning', 'Stereo', {'allowed': ['stereo']}, scope={'kinds': ['video'], 'part': 'audio'}, alt='sample rate less than 64 kHz | Stereo', ext='codec'),
 R('format', 'critical', 'SRT file, uploaded with the video', {'allowed': ['SRT']}, scope={'part': 'captionFile'}, note='the caption file format when captions are added'),
 R('accessibility', 'warning', 'Always add captions', scope=V),
 R('characterCount', 'critical', 'Introductory text and headline limits are the same as for single image ads', {'max': 600, 'unit': 'chars', 'check': 'introText'}, scope=V, ext='metadata', note='limits by cross-reference to 3.1'),
 R('characterCount', 'critical', 'Introductory text and headline limits are the same as for single image ads', {'max': 200, 'unit': 'chars', 'check': 'headline'}, scope=V, ext='metadata'),
 R('format', 'critical', 'it must be a JPG or PNG of no more than 2 MB', {'allowed': ['JPG', 'PNG']}, scope={'part': 'thumbnail'}),
 R('fileSize', 'critical', 'it must be a JPG or PNG of no more than 2 MB', {'max': 2048, 'unit': 'KB'}, scope={'part': 'thumbnail'}, note='the video itself may be up to 200 MB'),
 R('aspectRatio', 'critical', 'with the same aspect ratio as the video', scope={'part': 'thumbnail'}),
 # 3.4 Message ads
 R('characterCount', 'critical', 'Subject line', {'max': 60, 'unit': 'chars', 'check': 'subjectLine'}, scope=M, alt='Subject line | 60 characters maximum', ext='metadata'),
 R('brandGuidelines', 'warning', 'Avoid “free” and “limited time”', scope=M),
 R('characterCount', 'critical', 'Message body', {'max': 1500, 'unit': 'chars', 'check': 'body'}, scope=M, alt='Message body | 1,500 characters maximum', ext='metadata'),
 R('characterCount', 'warning', 'Under 500 characters', {'max': 500, 'unit': 'chars', 'check': 'body', 'exclusive': True}, scope=M, ext='metadata'),
 R('brandGuidelines', 'warning', 'write as a person, not a brand', scope=M, optional=True),
 R('characterCount', 'critical', 'CTA button', {'max': 20, 'unit': 'chars', 'check': 'ctaText'}, scope=M, alt='CTA button | 20 characters maximum', ext='metadata'),
 R('characterCount', 'critical', 'Custom footer (terms)', {'max': 2500, 'unit': 'chars', 'check': 'footer'}, scope=M, alt='2,500 characters maximum', ext='metadata'),
 R('dimensions', 'critical', 'Banner (desktop only)', {'allowed': ['300x250']}, scope={'placement': 'Message ad', 'part': 'companionBanner'}, alt='300 × 250 px JPG or PNG, 40'),
 R('format', 'critical', 'Banner (desktop only)', {'allowed': ['JPG', 'PNG']}, scope={'placement': 'Message ad', 'part': 'companionBanner'}, alt='300 × 250 px JPG or PNG, 40'),
 R('fileSize', 'critical', 'Banner (desktop only)', {'max': 40, 'unit': 'KB'}, scope={'placement': 'Message ad', 'part': 'companionBanner'}, alt='300 × 250 px JPG or PNG, 40'),
 # 4. Healthcare policy
 R('indication', 'critical', 'no Canadian ad may name a prescription drug together with its indication', scope={'condition': 'market Canada'}, note='a creative restriction for one market; unscoped it would forbid every US product ad'),
 R('fairBalance', 'critical', 'The ad must present fair balance', scope=rx(), alt='the most important risk information, with prominence comparable to the benefit claims'),
 R('safetyInfo', 'critical', 'must include a link to the Important Safety Information in the introductory text', scope=rx({'kinds': ['static', 'video']})),
 R('safetyInfo', 'critical', 'the Important Safety Information must appear on the same page as the first product claim', scope=rx(DOC)),
 R('safetyInfo', 'critical', 'the full Prescribing Information must be included as the final pages of the document', scope=rx(DOC)),
 R('safetyInfo', 'critical', 'the full Important Safety Information must appear in the message body or in the custom footer', scope=rx(M)),
 R('brandGuidelines', 'critical', 'must show the brand name and the generic name together in the first frame', scope=rx(V)),
]
notreq = [
 'An audience must contain at least 300 members before a campaign can launch; we recommend 50,000 / 15,000 members (audience settings)',
 'Matched Audiences ... up to 300,000 records; match rate 55-70% (targeting)',
 'Health-condition interests and inferred health data are never available for targeting',
 'A member receives at most one sponsored message every 45 days (delivery frequency)',
 'Message ads are not available for audiences in the EU, EEA, UK or Switzerland (availability)',
 'With a Lead Gen Form you choose how many pages a member can preview ... as short as one page (permission / setting)',
 'Prescription drug advertising is accepted in the United States and New Zealand; healthcare verification about five business days (market and account conditions)',
 'Comments can be turned off on sponsored content; we recommend this (setting); advertisers remain responsible for adverse-event monitoring (process)',
 'Audience figures (4.1 million, 640,000, 1.3 million, 63%, 38%), growth 41%, 2.3 times CTR',
 'Pricing: $42 / $27 CPM, $10 per day, $0.30 per send; 30-day click window',
 'Case study: 12-page deck, 28,000 oncologists, 71%, six weeks, 0.71% CTR, 3,900 submissions',
 '"Only shown on the Workgrid Audience Network" (a fact in the tip column)',
 '79% of feed video is watched with the sound off (figure)',
]
A = lambda **k: k
body = ('Dr. Alvarez, new 5-year data for Kelvatro (ostrelimab) in first-line metastatic NSCLC are now available. ' * 12)[:1180]
assets = [
 A(file='WG_KLV_SI_1200x627_v2.png', kind='static', placement='Single image ad', format='PNG', width=1200, height=627, sizeKB=780,
   text={'introText': 'Kelvatro (ostrelimab): 5-year overall survival data in 1L mNSCLC. See Important Safety Information: kelvatro-hcp.example/isi', 'headline': 'Five-year survival data for Kelvatro in 1L mNSCLC', 'description': 'For US healthcare professionals only.'}),
 A(file='WG_KLV_DOC_MOA_v3.pdf', kind='document', format='PDF', sizeKB=8400, pages=12, text={'introText': 'Page through the Kelvatro mechanism of action. Important Safety Information on page 2.', 'headline': 'How Kelvatro works'}, note='12 pages: inside the 300-page limit, above the 3-10 tip only by choice of the case study'),
 A(file='WG_KLV_VID_30s_9x16_v1.mp4', kind='video', format='MP4', codec='h264', width=1080, height=1920, durationS=30, fps=29.97, sizeKB=42000, videoBitrateKbps=10000, audioCodec='aac', audioBitrateKbps=192, sampleRateHz=48000, audioChannels=2, hasAudio=True, captions=True,
   text={'introText': 'Kelvatro in 60 seconds. ISI: kelvatro-hcp.example/isi', 'headline': 'Kelvatro: the 5-year data'}, note='9:16 at 1080 × 1920 must pass the "360p to 1080p" bound'),
 A(file='WG_KLV_VID_30s_9x16_thumb.jpg', kind='static', part='thumbnail', format='JPG', width=1080, height=1920, sizeKB=910, namingExempt=True),
 A(file='WG_KLV_MSG_banner_300x250.jpg', kind='static', part='companionBanner', placement='Message ad', format='JPG', width=300, height=250, sizeKB=38),
 A(file='WG_KLV_MSG_oncologists_v1.html', kind='email', placement='Message ad', width=600, height=1400, sizeKB=24, text={'subjectLine': 'New 5-year data for Kelvatro in 1L mNSCLC', 'body': body, 'ctaText': 'See the data'}, expectWarnings=['Under 500 characters'], note='a 1,180-character body: allowed, above the tip'),
]
write(N, 'PROFESSIONAL NETWORK\u2019S LIFE-SCIENCES ADVERTISING PLAYBOOK (marketing PDF through the corpus markup): audience figures, HCP targeting with audience-size minimums, one three-column table per format "Spec | Requirement | Our tip" (the Requirement column is checked, the tip column never rejects; each row holds a limit and a preference), document ads (page counts, file types, password/embedded media), video ads ("360p (480 \u00d7 360) to 1080p", "Less than 30 fps", "less than 64 kHz", SRT captions, thumbnail by cross-reference), message ads (subject, body, CTA, footer, desktop banner), a healthcare-policy summary with per-format ISI placement and a Canada-only restriction, pricing and a case study with numbers', notreq, rules, assets)
