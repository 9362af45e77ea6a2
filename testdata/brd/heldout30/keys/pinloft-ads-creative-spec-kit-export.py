from keylib import R, write
N = 'pinloft-ads-creative-spec-kit-export'
S = {'kinds': ['static']}
V = {'kinds': ['video']}
C = {'part': 'carouselCard'}
RX = {'condition': 'prescription drug'}
HC = {'condition': 'health ad'}
TILE = 'an "At a glance" tile: the legend says everything in the tiles is checked by review'
rules = [
 # Standard ads (image)
 R('aspectRatio', 'critical', '2:3', {'allowed': ['2:3']}, scope=S, alt='Ratio | 2:3', note=TILE),
 R('aspectRatio', 'critical', 'Images taller than 2:3 are cut off in the feed and are disapproved', {'allowed': ['2:3']}, scope=S, optional=True, note='restates the tile as a bound (taller than 2:3 disapproved)'),
 R('dimensions', 'warning', '1000 × 1500 px', {'allowed': ['1000x1500']}, scope=S, alt='Recommended size | 1000 × 1500 px', note='the tile itself says "Recommended": a preference even inside the checked tiles'),
 R('format', 'critical', 'PNG or JPEG', {'allowed': ['PNG', 'JPEG']}, scope=S, note=TILE),
 R('fileSize', 'critical', '20 MB', {'max': 20480, 'unit': 'KB'}, scope=S, alt='Max file size | 20 MB', note='footnote 1 allows up to 32 MB through the API: 20 MB is the Ads Manager limit'),
 R('characterCount', 'critical', 'Title: up to 100 characters', {'max': 100, 'unit': 'chars', 'check': 'headline'}, scope=S, ext='metadata'),
 R('characterCount', 'critical', 'Description: up to 500 characters', {'max': 500, 'unit': 'chars', 'check': 'description'}, scope=S, ext='metadata'),
 R('brandGuidelines', 'critical', 'Text overlay must not cover more than 30% of the image', {'max': 30, 'unit': '%'}, scope=S),
 R('metadata', 'critical', "Every ad links to a working landing page on the advertiser's own domain"),
 R('brandGuidelines', 'warning', 'never in the lower-right corner, where product tags appear', scope={'kinds': ['static'], 'part': 'logo'}, alt='Put your logo in the top or bottom third'),
 R('brandGuidelines', 'warning', 'Keep the overlay headline to 6 words or fewer', {'max': 6, 'unit': 'words'}, scope=S, optional=True, note='words of the image overlay, not of a text field'),
 # Video ads
 R('aspectRatio', 'critical', '1:1, 2:3, 4:5 or 9:16', {'allowed': ['1:1', '2:3', '4:5', '9:16']}, scope=V),
 R('duration', 'critical', '4 sec – 15 min', {'min': 4, 'max': 900, 'unit': 's'}, scope=V),
 R('format', 'critical', 'MP4, MOV or M4V', {'allowed': ['MP4', 'MOV', 'M4V']}, scope=V),
 R('fileSize', 'critical', '2 GB', {'max': 2097152, 'unit': 'KB'}, scope=V, alt='Max file size | 2 GB'),
 R('codec', 'critical', 'H.264 or H.265', {'allowed': ['h264', 'hevc'], 'check': 'videoCodec'}, scope=V),
 R('duration', 'critical', 'Videos in the Today tab must be 60 seconds or shorter', {'max': 60, 'unit': 's'}, scope={'kinds': ['video'], 'placement': 'Today tab'}, note='unscoped it fails every video longer than 60 s, which the format allows up to 15 min'),
 R('duration', 'critical', 'Video ads can run up to 60 seconds in the Today tab', {'max': 60, 'unit': 's'}, scope={'kinds': ['video'], 'placement': 'Today tab'}, optional=True, note="What's new restates the checklist item"),
 R('dimensions', 'critical', 'Minimum resolution 240 px on the shorter side', {'minWidth': 240, 'minHeight': 240}, scope=V),
 R('characterCount', 'critical', 'Title: up to 100 characters', {'max': 100, 'unit': 'chars', 'check': 'headline'}, scope=V, ext='metadata'),
 R('characterCount', 'critical', 'Description: up to 500 characters', {'max': 500, 'unit': 'chars', 'check': 'description'}, scope=V, ext='metadata'),
 R('brandGuidelines', 'critical', 'the frame you pick must meet the Standard ads image rules', scope={'kinds': ['video'], 'part': 'thumbnail'}, optional=True, note='a cross-reference for the cover image'),
 R('brandGuidelines', 'critical', 'No audio-only videos or static slideshows with fewer than 3 images', scope=V),
 R('duration', 'warning', 'Keep videos between 6 and 15 seconds', {'min': 6, 'max': 15, 'unit': 's'}, scope=V),
 R('brandGuidelines', 'warning', 'show the brand in the first 3 seconds', scope=V),
 R('accessibility', 'warning', 'add captions or text overlay', scope=V),
 R('brandGuidelines', 'warning', 'keep key text out of the bottom 270 px and the top 150', {'check': 'safeArea', 'unit': 'px'}, scope={'kinds': ['video'], 'condition': 'aspect ratio 9:16'}, ext='brandGuidelines'),
 # Carousel ads
 R('metadata', 'critical', '2 to 5', {'min': 2, 'max': 5, 'check': 'cardCount'}, scope={'condition': 'carousel ad'}, alt='Cards | 2 to 5', ext='metadata'),
 R('metadata', 'critical', 'Carousel ads now take up to 5 cards', {'max': 5, 'check': 'cardCount'}, scope={'condition': 'carousel ad'}, optional=True, ext='metadata', note='"(was 3)" is superseded'),
 R('aspectRatio', 'critical', '1:1 or 2:3', {'allowed': ['1:1', '2:3']}, scope=C),
 R('format', 'critical', 'PNG or JPEG', {'allowed': ['PNG', 'JPEG']}, scope=C),
 R('fileSize', 'critical', '20 MB', {'max': 20480, 'unit': 'KB'}, scope=C, alt='Max file size per card | 20 MB'),
 R('aspectRatio', 'critical', 'All cards in one carousel must use the same ratio', scope=C),
 R('characterCount', 'critical', 'Each card title: up to 100 characters', {'max': 100, 'unit': 'chars', 'check': 'headline'}, scope=C, ext='metadata'),
 R('characterCount', 'critical', 'each card description: up to 500 characters', {'max': 500, 'unit': 'chars', 'check': 'description'}, scope=C, ext='metadata'),
 R('metadata', 'critical', 'all of them must be on the same domain', scope=C),
 # Health & wellness
 R('safetyInfo', 'critical', 'must include the Important Safety Information in the Pin description or on a final carousel card', scope=RX),
 R('safetyInfo', 'critical', 'must link to the full Prescribing Information', scope=RX),
 R('brandGuidelines', 'critical', 'The brand name must be followed by the generic name wherever it is most prominent', scope=RX),
 R('brandGuidelines', 'critical', 'No before-and-after images', scope=HC),
 R('brandGuidelines', 'critical', 'no images that zoom in on a body part to show a condition', scope=HC),
 R('brandGuidelines', 'critical', 'No claims of a cure or of guaranteed results', scope=HC),
 R('disclaimers', 'critical', 'The description must tell people to read and follow the label', scope={'condition': 'OTC medicine'}),
]
notreq = [
 'Footnote 1: Through the Pinloft Ads API, image files of up to 32 MB are accepted (a permission for another upload route)',
 'The first 40 characters show in the feed (display truncation, not a limit)',
 'Carousel ads now take up to 5 cards (was 3): the 3 is superseded',
 'Each card can have its own landing page (permission)',
 'Prescription drugs may only be promoted in the United States by advertisers that hold ... certification; OTC in the US, Canada and the UK (account and market conditions)',
 'Ads for health products can only be targeted to people aged 18 or older; health-condition interests cannot be used to target or exclude audiences (targeting)',
 '72% of weekly users, 1.1 billion searches a month, 96 million monthly users (audience figures)',
 'Lifestyle images ... 30% higher save rates; routine images saved 2x more often (performance figures in Tips)',
 'CPC $0.84, CPM $6.20; 30-day click and 1-day view window; review up to 24 hours / 3 business days',
 'Tell a sequence: problem on card 1, product on card 2 ... (storytelling tip with card numbers)',
]
A = lambda **k: k
assets = [
 A(file='dovrenta_pinloft_standard_routine_v3.png', kind='static', format='PNG', width=1000, height=1500, sizeKB=1850, text={'headline': 'Fewer migraine days can start with a conversation', 'description': 'Ask your doctor if Dovrenta (rimegeprant) is right for you. See Important Safety Information and full Prescribing Information.'}),
 A(file='dovrenta_pinloft_video_15s_9x16_v2.mp4', kind='video', format='MP4', codec='h264', width=1080, height=1920, durationS=15, sizeKB=31000, fps=30, hasAudio=True, captions=True, placement='Today tab', text={'headline': 'Dovrenta: a plan for migraine days'}),
 A(file='dovrenta_pinloft_video_6s_1x1_v1.mov', kind='video', format='MOV', codec='hevc', width=1080, height=1080, durationS=6, sizeKB=7400, fps=30, hasAudio=False, captions=True, placement='Browse feed'),
 A(file='dovrenta_pinloft_video_4min_2x3_v1.mp4', kind='video', format='MP4', codec='h264', width=1000, height=1500, durationS=240, sizeKB=186000, fps=30, hasAudio=True, captions=True, placement='Browse feed', expectWarnings=['Keep videos between 6 and 15 seconds'], note='4 minutes is allowed outside the Today tab (format limit 15 min)'),
 A(file='dovrenta_pinloft_carousel_card2_v1.jpg', kind='static', part='carouselCard', format='JPEG', width=1000, height=1000, sizeKB=640, text={'headline': 'How Dovrenta works'}, note='1:1 card: allowed for carousels although Standard ads are 2:3'),
]
write(N, 'VISUAL-SEARCH PLATFORM\u2019S CREATIVE SPEC KIT exported as a designed PDF (US Letter landscape, 6 pages, no browser header): cover, a "How to read this kit" legend (At-a-glance tiles and Review checklists are checked; yellow Tip boxes never disapprove), a What\u2019s-new list with a superseded card count, one page per format with rounded "At a glance" tiles (label over value; one tile labelled "Recommended size"), a footnote superscript glued to a value ("20 MB\u00b9") whose footnote is an API permission, numbered review checklists, a placement-scoped length (Today tab), a health & wellness policy table "Applies to | Rule" (Rx / all health / OTC), targeting and CPC/CPM figures', notreq, rules, assets)
