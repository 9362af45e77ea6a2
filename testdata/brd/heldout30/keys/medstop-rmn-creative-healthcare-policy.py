from keylib import R, write
N = 'medstop-rmn-creative-healthcare-policy'
def on(pl): return {'channel': 'Onsite', 'placement': pl}
def ins(pl, **k):
    d = {'channel': 'In-store', 'placement': pl}; d.update(k); return d
ON = {'channel': 'Onsite'}
OFF = {'channel': 'Offsite'}
IS = {'channel': 'In-store'}
RX = {'condition': 'prescription drug'}
OTC = {'condition': 'OTC medicine'}
HERO = 'Homepage hero | 1920 × 480 (desktop) | 750 × 750 (app) | 300 KB | JPG, PNG | Not allowed'
CAT = 'Category banner | 970 × 250 | 728 × 90 | 320 × 100 | 150 KB | JPG, PNG, GIF, HTML5 | 15 s max, 3 loops max'
TILE = 'Product listing tile | 300 × 250 | 150 KB | JPG, PNG | Not allowed'
END = 'Endcap screen | Portrait, 1080 × 1920 | 10 or 15 s | MP4 (H.264), 30 fps | No audio'
WAIT = 'Pharmacy waiting-area screen | Landscape, 1920 × 1080 | 15 s max | MP4 (H.264), or JPG still (shown for 10 s) | No audio'
CHK = 'Checkout screen | Landscape, 1280 × 720 | 6 s exactly | MP4 (H.264) or JPG still | No audio'
NOANIM = '"Not allowed" in the Animation column: a static unit'
rules = [
 R('naming', 'critical', 'File names must follow MSM_[Brand]_[Placement]_[WxH or Length]_[YYYYMMDD]', {'pattern': '^MSM_[A-Za-z0-9]+_[A-Za-z0-9]+_(\\d+x\\d+|\\d+s)_\\d{8}\\.[a-z0-9]+$'}, alt='for example MSM_Brezafen_HomeHero_1920x480_20270105.jpg'),
 R('metadata', 'critical', 'Each submission must include the partner’s regulatory approval reference', optional=True, note='a field of the submission portal rather than of the creative'),
 # 4. Onsite table
 R('dimensions', 'critical', 'Homepage hero', {'allowed': ['1920x480', '750x750']}, scope=on('Homepage hero'), alt=HERO),
 R('fileSize', 'critical', 'Homepage hero', {'max': 300, 'unit': 'KB'}, scope=on('Homepage hero'), alt=HERO),
 R('format', 'critical', 'Homepage hero', {'allowed': ['JPG', 'PNG']}, scope=on('Homepage hero'), alt=HERO),
 R('duration', 'critical', 'Homepage hero', {'max': 0, 'unit': 's', 'check': 'animationLength'}, scope=on('Homepage hero'), alt=HERO, note=NOANIM),
 R('dimensions', 'critical', 'Category banner', {'allowed': ['970x250', '728x90', '320x100']}, scope=on('Category banner'), alt=CAT),
 R('fileSize', 'critical', 'Category banner', {'max': 150, 'unit': 'KB'}, scope=on('Category banner'), alt=CAT),
 R('format', 'critical', 'Category banner', {'allowed': ['JPG', 'PNG', 'GIF', 'HTML5']}, scope=on('Category banner'), alt=CAT),
 R('duration', 'critical', 'Category banner', {'max': 15, 'unit': 's', 'check': 'animationLength'}, scope=on('Category banner'), alt=CAT),
 R('duration', 'critical', 'Category banner', {'max': 3, 'unit': 'loops', 'check': 'loopCount'}, scope=on('Category banner'), alt=CAT),
 R('dimensions', 'critical', 'Product listing tile', {'allowed': ['300x250']}, scope=on('Product listing tile'), alt=TILE),
 R('fileSize', 'critical', 'Product listing tile', {'max': 150, 'unit': 'KB'}, scope=on('Product listing tile'), alt=TILE),
 R('format', 'critical', 'Product listing tile', {'allowed': ['JPG', 'PNG']}, scope=on('Product listing tile'), alt=TILE),
 R('duration', 'critical', 'Product listing tile', {'max': 0, 'unit': 's', 'check': 'animationLength'}, scope=on('Product listing tile'), alt=TILE, note=NOANIM),
 R('brandGuidelines', 'critical', 'All onsite creative must include the “Available at MedStop” lockup', scope=ON),
 R('brandGuidelines', 'critical', 'at least 120 px wide on desktop sizes', {'min': 120, 'unit': 'px', 'check': 'logoWidth'}, scope={'channel': 'Onsite', 'part': 'logo', 'condition': 'desktop sizes'}),
 R('brandGuidelines', 'critical', 'at least 80 px wide on the 320 × 100 banner', {'min': 80, 'unit': 'px', 'check': 'logoWidth'}, scope={'channel': 'Onsite', 'part': 'logo', 'sizes': ['320x100']}),
 R('typography', 'critical', 'The minimum type size is 12 px', {'min': 12, 'unit': 'px'}, scope={'channel': 'Onsite', 'condition': 'except 320x100'}, note='unscoped, 12 px would fail the 320 × 100 banner that may use 10 px'),
 R('typography', 'critical', 'except on the 320 × 100 banner, where it is 10 px', {'min': 10, 'unit': 'px'}, scope={'channel': 'Onsite', 'sizes': ['320x100']}),
 R('contrast', 'critical', 'contrast ratio of at least 4.5:1', {'min': 4.5, 'unit': 'ratio'}, scope=ON),
 R('brandGuidelines', 'critical', 'Creative must not show prices, discounts, coupons or Rewards point offers', scope=ON),
 R('brandGuidelines', 'critical', 'must have a 1 px border in a darker color', scope={'channel': 'Onsite', 'condition': 'white or very light background'}),
 R('fileSize', 'warning', 'We recommend keeping the 750 × 750 app hero under 200 KB', {'max': 200, 'unit': 'KB', 'exclusive': True}, scope={'channel': 'Onsite', 'placement': 'Homepage hero', 'sizes': ['750x750']}),
 R('brandGuidelines', 'warning', 'Put the product pack on the right-hand side', scope=ON),
 # 5. Offsite
 R('metadata', 'critical', 'Offsite creative must meet the specifications of the platform it runs on', scope=OFF, optional=True, note='a reference to specifications the document does not give'),
 R('duration', 'critical', 'Offsite video must be 6, 15 or 30 seconds long', {'allowed': ['6', '15', '30'], 'min': 6, 'max': 30, 'unit': 's'}, scope={'channel': 'Offsite', 'kinds': ['video']}),
 R('brandGuidelines', 'critical', 'shown for the last 2 seconds', {'min': 2, 'max': 2, 'unit': 's', 'check': 'endCardDuration'}, scope={'channel': 'Offsite', 'kinds': ['video']}, alt='Offsite video must end with the MedStop co-brand end card', ext='duration'),
 R('fileSize', 'critical', 'Offsite display creative must not exceed 150 KB initial load', {'max': 150, 'unit': 'KB', 'check': 'initialLoad'}, scope={'channel': 'Offsite', 'kinds': ['static', 'animated', 'html5']}),
 R('accessibility', 'warning', 'Add burned-in captions to offsite video', scope={'channel': 'Offsite', 'kinds': ['video']}),
 # 6. In-store
 R('dimensions', 'critical', 'Endcap screen', {'allowed': ['1080x1920']}, scope=ins('Endcap screen'), alt=END),
 R('duration', 'critical', 'Endcap screen', {'allowed': ['10', '15'], 'min': 10, 'max': 15, 'unit': 's'}, scope=ins('Endcap screen'), alt=END),
 R('format', 'critical', 'Endcap screen', {'allowed': ['MP4']}, scope=ins('Endcap screen'), alt=END),
 R('codec', 'critical', 'Endcap screen', {'allowed': ['h264'], 'check': 'videoCodec'}, scope=ins('Endcap screen'), alt=END),
 R('frameRate', 'critical', 'Endcap screen', {'allowed': ['30'], 'unit': 'fps'}, scope=ins('Endcap screen'), alt=END),
 R('metadata', 'critical', 'Endcap screen', {'allowed': ['none'], 'check': 'audioPresent'}, scope=ins('Endcap screen'), alt=END, ext='metadata'),
 R('dimensions', 'critical', 'Pharmacy waiting-area screen', {'allowed': ['1920x1080']}, scope=ins('Pharmacy waiting-area screen'), alt=WAIT),
 R('duration', 'critical', 'Pharmacy waiting-area screen', {'max': 15, 'unit': 's'}, scope=ins('Pharmacy waiting-area screen', kinds=['video']), alt=WAIT),
 R('format', 'critical', 'Pharmacy waiting-area screen', {'allowed': ['MP4', 'JPG']}, scope=ins('Pharmacy waiting-area screen'), alt=WAIT, note='"shown for 10 s" is how the screen plays a still, not a property of the file'),
 R('codec', 'critical', 'Pharmacy waiting-area screen', {'allowed': ['h264'], 'check': 'videoCodec'}, scope=ins('Pharmacy waiting-area screen', kinds=['video']), alt=WAIT),
 R('metadata', 'critical', 'Pharmacy waiting-area screen', {'allowed': ['none'], 'check': 'audioPresent'}, scope=ins('Pharmacy waiting-area screen'), alt=WAIT, ext='metadata'),
 R('dimensions', 'critical', 'Checkout screen', {'allowed': ['1280x720']}, scope=ins('Checkout screen'), alt=CHK),
 R('duration', 'critical', 'Checkout screen', {'allowed': ['6'], 'min': 6, 'max': 6, 'unit': 's'}, scope=ins('Checkout screen', kinds=['video']), alt=CHK),
 R('format', 'critical', 'Checkout screen', {'allowed': ['MP4', 'JPG']}, scope=ins('Checkout screen'), alt=CHK),
 R('codec', 'critical', 'Checkout screen', {'allowed': ['h264'], 'check': 'videoCodec'}, scope=ins('Checkout screen', kinds=['video']), alt=CHK),
 R('metadata', 'critical', 'Checkout screen', {'allowed': ['none'], 'check': 'audioPresent'}, scope=ins('Checkout screen'), alt=CHK, ext='metadata'),
 R('fileSize', 'critical', 'In-store video files must not exceed 100 MB', {'max': 102400, 'unit': 'KB'}, scope={'channel': 'In-store', 'kinds': ['video']}),
 R('safetyInfo', 'critical', 'any safety information must appear on screen as text and never only in a voice-over', scope=IS),
 R('brandGuidelines', 'critical', 'must not ask customers to “ask your pharmacist” about a specific brand', scope=ins('Pharmacy waiting-area screen')),
 R('safetyInfo', 'warning', 'Hold each safety super on screen for at least 3 seconds', {'min': 3, 'unit': 's', 'check': 'superDuration'}, scope=IS, ext='duration'),
 # 7. Healthcare policy
 R('indication', 'critical', 'must state the product’s indication', scope=OTC),
 R('disclaimers', 'critical', 'carry the statement “Use only as directed.”', scope=OTC),
 R('safetyInfo', 'critical', 'must include the Important Safety Information', scope=RX, alt='on banners smaller than 300 × 250, a link labeled “Important Safety Information”', note='onsite and offsite only (Rx is not accepted in store)'),
 R('safetyInfo', 'critical', 'must link to the full Prescribing Information', scope=RX),
 R('brandGuidelines', 'critical', 'Creative must not compare a product with a MedStop store brand'),
 R('brandGuidelines', 'critical', 'must not show MedStop pharmacists, MedStop uniforms or the inside of a MedStop store', note='"unless MSMN has approved it in writing": an exception by approval'),
 R('disclaimers', 'critical', 'must carry the FDA disclaimer', scope={'condition': 'dietary supplement with a structure/function claim'}),
]
notreq = [
 'Upload creative ... at least 10 business days before launch, with the approved insertion order number (process)',
 'Sponsored products: built from your product feed; no creative upload',
 'Prescription-only medicines are not accepted on any in-store screen (a placement condition)',
 'JPG still "shown for 10 s" (how the screen plays it)',
 'Store and audience figures: 9,200 stores, 44 states, 61 million members, 78%, five miles, 31,000 screens, 14% lift, 212 campaigns',
 'shoppers look at an endcap screen for about 4 seconds on average (figure in a guidance note)',
 'Fees: $350, $900, $2,400; review timelines 2-10 business days (commercial terms)',
 'version 3.1 of June 2, 2026 (superseded document)',
]
A = lambda **k: k
assets = [
 A(file='MSM_Brezafen_HomeHero_1920x480_20270105.jpg', kind='static', channel='Onsite', placement='Homepage hero', format='JPG', width=1920, height=480, sizeKB=284, note="the document's own example name"),
 A(file='MSM_Brezafen_HomeHero_750x750_20270105.png', kind='static', channel='Onsite', placement='Homepage hero', format='PNG', width=750, height=750, sizeKB=262, expectWarnings=['We recommend keeping the 750 × 750 app hero under 200 KB'], note='262 KB: above the 150 KB of category banners and tiles, inside the hero limit'),
 A(file='MSM_Brezafen_CategoryBanner_320x100_20270105.zip', kind='html5', channel='Onsite', placement='Category banner', format='HTML5', width=320, height=100, sizeKB=138, initialLoadKB=138, durationS=15, loops=3, note='10 px type allowed on this size only'),
 A(file='MSM_Brezafen_Endcap_15s_20270105.mp4', kind='video', channel='In-store', placement='Endcap screen', format='MP4', codec='h264', width=1080, height=1920, durationS=15, fps=30, sizeKB=46000, hasAudio=False, note="the document's second example name"),
 A(file='MSM_Brezafen_Checkout_6s_20270105.mp4', kind='video', channel='In-store', placement='Checkout screen', format='MP4', codec='h264', width=1280, height=720, durationS=6, fps=29.97, sizeKB=9000, hasAudio=False, note='6 s exactly: the endcap 10-or-15 s rule must not apply; 29.97 fps: the 30 fps is the endcap row only'),
 A(file='MSM_Brezafen_Offsite_30s_20270105.mp4', kind='video', channel='Offsite', format='MP4', codec='h264', width=1080, height=1920, durationS=30, fps=30, sizeKB=52000, hasAudio=True, captions=True, endCardS=2, note='offsite video has sound; the in-store "No audio" rows must not apply'),
]
write(N, 'PHARMACY CHAIN\u2019S RETAIL-MEDIA NETWORK "Creative Guidelines and Healthcare Advertising Policy" as a Word-native document (hand-written OOXML, US Letter, running header, footer with policy number and PAGE field): document table with a superseded version, audience figures, a prose legend (numbered clauses in sections 4-7 are conditions of acceptance; shaded Guidance notes never return creative), typed clause numbers, an onsite placement table with several sizes in one cell (line breaks) and "Not allowed" animation, per-size exceptions in prose (logo width, 10 px on 320 \u00d7 100), offsite rules layered on unnamed platform specs, an in-store screen table (portrait/landscape, "10 or 15 s", "6 s exactly", "No audio", a JPG still "shown for 10 s"), an Rx placement condition, OTC/Rx/supplement copy rules, fees and timelines tables', notreq, rules, assets)
