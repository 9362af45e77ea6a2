from keylib import R, write
N = 'medvantage-hcp-network-display-native-specs'
C, W = 'critical', 'warning'
DISP = ['static', 'animated', 'html5']
NAT = {'channel': 'Native'}
VID = {'kinds': ['video']}
def drow(label, size, init, tot, anim, i_kb, t_kb, animated=True):
    sz = size.replace(' × ', 'x')
    row = f'{label} | {size} | {init} | {tot} | {anim}'
    sc = {'kinds': DISP, 'sizes': [sz]}
    out = [R('fileSize', C, label, {'max': i_kb, 'unit': 'KB', 'check': 'initialLoad'}, scope=sc, alt=row),
           R('fileSize', C, label, {'max': t_kb, 'unit': 'KB', 'check': 'totalLoad'}, scope=sc, alt=row)]
    if animated:
        out += [R('duration', C, label, {'max': 15, 'unit': 's', 'check': 'animationLength'}, scope={'kinds': ['animated', 'html5'], 'sizes': [sz]}, alt=row),
                R('duration', C, label, {'max': 3, 'unit': 'loops', 'check': 'loopCount'}, scope={'kinds': ['animated', 'html5'], 'sizes': [sz]}, alt=row)]
    else:
        out += [R('format', C, label, {'allowed': ['JPG', 'PNG', 'GIF'], 'check': 'staticOnly'}, scope={'sizes': [sz]}, alt=row, note='"Static only": no animation and no HTML5 in this size; a GIF must not be animated')]
    return out
rules = [
 R('dimensions', C, 'Format', {'allowed': ['728x90', '300x250', '300x600', '320x50']}, scope={'kinds': DISP}, alt='Format | Dimensions | Max initial load | Max total load | Animation', note='the display sizes the table offers'),
 *drow('Leaderboard', '728 × 90', '150 KB', '300 KB', '15 s, 3 loops', 150, 300),
 *drow('Medium rectangle', '300 × 250', '150 KB', '300 KB', '15 s, 3 loops', 150, 300),
 *drow('Half page', '300 × 600', '200 KB', '400 KB', '15 s, 3 loops', 200, 400),
 *drow('Mobile banner', '320 × 50', '50 KB', '50 KB', 'Static only', 50, 50, animated=False),
 R('format', C, 'Accepted files: JPG, PNG, GIF or HTML5 (ZIP)', {'allowed': ['JPG', 'PNG', 'GIF', 'HTML5', 'ZIP']}, scope={'kinds': DISP}),
 R('format', C, 'Flash is not accepted', {'excluded': ['SWF']}, scope={'kinds': DISP}, optional=True),
 R('safetyInfo', C, 'Every branded unit must contain a scrolling Important Safety Information (ISI) box', {'min': 30, 'unit': '%', 'check': 'isiArea'}, scope={'kinds': DISP, 'condition': 'branded'}, ext='safetyInfo', note='share of the unit\u2019s height; never a file-size or dimension value'),
 R('typography', C, 'ISI text must be at least 8 px high in 728 × 90 and 320 × 50 units', {'min': 8, 'unit': 'px'}, scope={'sizes': ['728x90', '320x50']}),
 R('typography', C, 'at least 10 px in all other sizes', {'min': 10, 'unit': 'px'}, scope={'sizes': ['300x250', '300x600']}, note='unscoped it would fail the 8 px ISI of a leaderboard'),
 R('disclaimers', C, 'Every branded unit must link to the full Prescribing Information', scope={'kinds': DISP, 'condition': 'branded'}),
 R('brandGuidelines', C, 'Units with a white or light background need a 1 px border', scope={'kinds': DISP, 'condition': 'white or light background'}),
 R('metadata', C, 'Audio is not permitted in display units', {'check': 'audioPresent', 'allowed': ['none']}, scope={'kinds': DISP}, ext='metadata'),
 R('brandGuidelines', W, 'Keep the final frame on screen with the brand name, the indication and the PI link', scope={'kinds': DISP}),
 R('dimensions', C, 'same size as the unit', scope={'part': 'backup'}, alt='Backup image (HTML5 units): same size as the unit'),
 R('format', C, 'Backup image (HTML5 units)', {'allowed': ['JPG', 'PNG']}, scope={'part': 'backup'}, alt='Backup image (HTML5 units): same size as the unit, JPG or PNG'),
 R('fileSize', C, 'JPG or PNG, 40 KB max', {'max': 40, 'unit': 'KB'}, scope={'part': 'backup'}, note='backup only; harmful on the unit'),
 R('metadata', C, 'and must be HTTPS', alt='Third-party tags are accepted from the ad servers on our approved list'),
 R('characterCount', C, 'Headline', {'max': 60, 'unit': 'chars', 'check': 'headline'}, scope=NAT, alt='Headline | 60 characters max.', ext='characterCount'),
 R('characterCount', W, 'Headline', {'max': 40, 'unit': 'chars', 'check': 'headline'}, scope=NAT, alt='40 or fewer (recommended)', ext='characterCount', note='the recommended half sits in the Notes cell'),
 R('characterCount', C, 'Body text', {'max': 150, 'unit': 'chars', 'check': 'body'}, scope=NAT, alt='Body text | 150 characters max.', ext='characterCount'),
 R('metadata', C, 'No links in the body', scope=NAT, optional=True, note='a Notes cell'),
 R('characterCount', C, 'Sponsor name', {'max': 25, 'unit': 'chars', 'check': 'brandName'}, scope=NAT, alt='Sponsor name | 25 characters max.', ext='characterCount'),
 R('brandGuidelines', C, 'Call to action', {'allowed': ['Learn More', 'View Data', 'Request Samples', 'Register'], 'check': 'ctaText'}, scope=NAT, alt='Call to action | One of: Learn More, View Data, Request Samples, Register'),
 R('dimensions', C, 'Main image', {'allowed': ['1200x627']}, scope={'part': 'mainImage'}, alt='Main image | 1200 × 627 px'),
 R('format', C, 'Main image', {'allowed': ['JPG', 'PNG']}, scope={'part': 'mainImage'}, alt='Main image | 1200 × 627 px; JPG or PNG'),
 R('fileSize', C, 'Main image', {'max': 1024, 'unit': 'KB'}, scope={'part': 'mainImage'}, alt='Main image | 1200 × 627 px; JPG or PNG; 1 MB max.'),
 R('brandGuidelines', W, 'No text over 20% of the image', {'max': 20, 'unit': '%', 'check': 'textArea'}, scope={'part': 'mainImage'}),
 R('dimensions', C, 'Logo', {'allowed': ['200x200']}, scope={'part': 'logo'}, alt='Logo | 200 × 200 px'),
 R('format', C, 'Logo', {'allowed': ['PNG']}, scope={'part': 'logo'}, alt='Logo | 200 × 200 px; PNG'),
 R('fileSize', C, 'Logo', {'max': 100, 'unit': 'KB'}, scope={'part': 'logo'}, alt='Logo | 200 × 200 px; PNG; 100 KB max.'),
 R('brandGuidelines', C, 'Transparent background', scope={'part': 'logo'}, optional=True, note='a Notes cell of the logo row'),
 R('characterCount', C, 'Safety text', {'max': 500, 'unit': 'chars', 'check': 'safetyText'}, scope=NAT, alt='Safety text | 500 characters max.', ext='characterCount'),
 R('safetyInfo', C, 'Safety text', scope={'channel': 'Native', 'condition': 'branded'}, alt='required for branded posts'),
 R('disclaimers', C, 'must end with the PI link', scope=NAT),
 R('brandGuidelines', C, 'Headlines must not be written in all capitals and must not end with an exclamation mark', scope=NAT),
 R('brandGuidelines', C, 'A branded post must name both the brand name and the established (generic) name', scope={'channel': 'Native', 'condition': 'branded'}),
 R('format', C, 'File: MP4, H.264, AAC audio', {'allowed': ['MP4']}, scope=VID),
 R('codec', C, 'File: MP4, H.264, AAC audio', {'allowed': ['h264'], 'check': 'videoCodec'}, scope=VID),
 R('codec', C, 'File: MP4, H.264, AAC audio', {'allowed': ['aac'], 'check': 'audioCodec'}, scope={'part': 'audio'}),
 R('aspectRatio', C, 'Aspect ratio: 16:9 or 1:1', {'allowed': ['16:9', '1:1']}, scope=VID),
 R('duration', C, 'Length: up to 60 seconds', {'max': 60, 'unit': 's'}, scope=VID),
 R('duration', W, '15–30 seconds performs best (recommended)', {'min': 15, 'max': 30, 'unit': 's'}, scope=VID),
 R('fileSize', C, 'File size: 100 MB max.', {'max': 102400, 'unit': 'KB'}, scope=VID),
 R('accessibility', C, 'Captions are required', scope=VID),
 R('safetyInfo', C, 'A branded video must present the major risk information in the video itself', scope={'kinds': ['video'], 'condition': 'branded'}),
]
notreq = [
 'Network figures: 1.1 million verified clinicians, 62% physicians, 14 newsletters, 6 minutes 40 seconds on site',
 'Every impression is served to a verified HCP (NPI-verified login): a property of the network, not of the creative',
 'Legend: values in the format tables and in bold are hard limits; (recommended) is guidance; a format row wins over a bullet',
 'We add the "Sponsored by" label, not the advertiser',
 'We reserve the right to host creative ourselves when a tag fails our load test',
 'Materials due 5 business days before launch (10 for native), rates ($85/$110/$140/$160 CPM, $15,000 minimum), reporting up to 25,000 NPIs, rotation changes $250',
 'Acceptance does not imply endorsement; MedVantage may refuse creative',
]
A = lambda **k: k
assets = [
 A(file='TVX_HCP_300x600_v1.zip', kind='html5', format='ZIP', width=300, height=600, initialLoadKB=190, sizeKB=380, durationS=15, loops=3, note='190 KB initial / 380 KB total: allowed for the half page, over the 150 / 300 KB of the other rows'),
 A(file='TVX_HCP_300x600_backup.jpg', kind='static', part='backup', format='JPG', width=300, height=600, sizeKB=36),
 A(file='TVX_HCP_320x50_v1.png', kind='static', format='PNG', width=320, height=50, sizeKB=36),
 A(file='TVX_native_main_1200x627.jpg', kind='static', part='mainImage', channel='Native', format='JPG', width=1200, height=627, sizeKB=820, note='820 KB: over every display and logo limit, which must not reach a native main image'),
 A(file='TVX_native_logo_200x200.png', kind='static', part='logo', channel='Native', format='PNG', width=200, height=200, sizeKB=60),
 A(file='TVX_native_post_copy.txt', kind='text', channel='Native', text={'headline': 'Tavrexa: 52-week data in moderate-to-severe psoriasis', 'body': 'See how Tavrexa (lovimacept) performed against placebo at week 16 and week 52 in two phase 3 trials.', 'brandName': 'Halvern Therapeutics'}, expectWarnings=['Headline'], note='53-character headline: within 60, over the recommended 40'),
 A(file='TVX_HCP_45s_1x1.mp4', kind='video', format='MP4', codec='h264', audioCodec='aac', width=1080, height=1080, durationS=45, fps=29.97, sizeKB=70000, captions=True, hasAudio=True, expectWarnings=['15–30 seconds performs best (recommended)'], note='45 s: within 60, outside the recommended 15–30'),
]
write(N, 'Health-endemic HCP NETWORK\u2019s display, native and in-feed video AD SPECIFICATIONS as a Word-native document (hand-written OOXML, US Letter, header/footer): network figures, a legend ("values in the format tables and in bold are hard limits", "(recommended)" guidance, a row wins over a bullet), a per-format display table (initial vs total load, "15 s, 3 loops", "Static only"), bullets with bold values (ISI box ≥ 30% of the height, ISI text 8 / 10 px by size, backup 40 KB), a native element table (Element | Specification | Notes) with limits per part (main image, logo) and recommended halves in the Notes cell, in-feed video bullets, deadlines and CPM rates', notreq, rules, assets)
