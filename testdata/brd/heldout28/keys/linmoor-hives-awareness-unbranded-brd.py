from keylib import R, write
N = 'linmoor-hives-awareness-unbranded-brd'
STYLE = ("UK pharma BRD for an UNBRANDED disease-awareness campaign (public audience, ABPI/MHRA): a must/should legend in the purpose "
         "section, a three-column comparison table 'Topic | brand campaign (for comparison only) | this campaign' whose middle column "
         "does not apply, negative rules (no product name, no brand colours, no PI), a social format table (platform, aspect ratio, "
         "length range, text limit per row), YouTube video and audio, a home-print PDF symptom diary, timings, costs and contacts")
D = {'channel': 'Display'}
DH = {'channel': 'Display', 'kinds': ['html5']}
BK = {'channel': 'Display', 'part': 'backup'}
MF = {'channel': 'Social', 'platform': 'Meta', 'placement': 'Feed', 'kinds': ['video']}
MR = {'channel': 'Social', 'platform': 'Meta', 'placement': 'Reels / Stories', 'kinds': ['video']}
TT = {'channel': 'Social', 'platform': 'TikTok', 'kinds': ['video']}
MC = {'channel': 'Social', 'platform': 'Meta', 'placement': 'Carousel'}
SV = {'channel': 'Social', 'kinds': ['video']}
YT = {'platform': 'YouTube', 'kinds': ['video']}
DOC = {'kinds': ['document']}
ROW = 'Topic | Quiesta brand campaign (HCP, for comparison only) | Beyond the Itch (this campaign)'
rules = [
 R('brandGuidelines', 'critical', 'No product name, generic name or molecule may appear anywhere, including metadata and file names', alt='Product name | No product name, generic name or molecule may appear anywhere', note='the middle column ("Brand and generic name in every headline") is the brand campaign, for comparison only: extracting it is harmful'),
 R('brandGuidelines', 'critical', 'Quiesta teal #00838F and coral must not be used', alt='campaign palette is plum #5B2A86 and sand #F1E3C6'),
 R('safetyInfo', 'critical', 'No prescribing information and no adverse event statement about a medicine', note='a requirement of absence; the brand column "PI link on every asset" does not apply'),
 R('disclaimers', 'critical', 'carry the sponsor line "Brought to you by Linmoor Therapeutics" in text no smaller than the body copy'),
 R('disclaimers', 'critical', '"Brought to you by Linmoor Therapeutics" line on every asset', optional=True, note='table restatement of the section-4 line'),
 R('brandGuidelines', 'critical', 'No mention of specific treatments', alt='"treatment options" may be mentioned only together with the phrase "talk to your GP or pharmacist"'),
 R('metadata', 'critical', 'Drive to beyondtheitch.co.uk only'),
 R('fdaFilingNumber', 'critical', 'job bag code in the format UK-NP-NNNNN', {'pattern': '^UK-NP-\\d{5}$'}, alt='(for example UK-NP-04417)'),
 R('disclaimers', 'critical', 'the date of preparation as month and year'),
 R('brandGuidelines', 'critical', 'Imagery must show people with a range of skin tones'),
 R('contrast', 'critical', 'Text on images must meet a contrast ratio of 4.5:1', {'min': 4.5, 'unit': 'ratio'}),
 R('naming', 'critical', 'File names must follow BTI_[Channel]_[Format]_[Version]', {'pattern': '^BTI_[A-Z]{3}_[A-Za-z0-9]+_v\\d+\\.[a-z0-9]+$'}, alt='for example BTI_DIS_300x250_v2.zip'),
 R('brandGuidelines', 'warning', 'The agency should avoid the word "cure"'),
 R('dimensions', 'critical', 'Sizes: 300x250, 728x90, 300x600, 320x50 and 970x250', {'allowed': ['300x250', '728x90', '300x600', '320x50', '970x250']}, scope=D),
 R('format', 'critical', 'HTML5 with an initial load of no more than 150 kB', {'allowed': ['HTML5']}, scope=DH),
 R('fileSize', 'critical', 'HTML5 with an initial load of no more than 150 kB', {'max': 150, 'unit': 'KB', 'check': 'initialLoad'}, scope=DH),
 R('fileSize', 'critical', 'a further 300 kB may be loaded politely', {'max': 300, 'unit': 'KB', 'check': 'subload'}, scope=DH, note='a permission that sets a limit'),
 R('duration', 'critical', 'Animation must end within 15 seconds', {'max': 15, 'unit': 's', 'check': 'animationLength'}, scope=DH),
 R('duration', 'critical', 'must not loop more than twice', {'max': 2, 'unit': 'loops', 'check': 'loopCount'}, scope=DH),
 R('format', 'critical', 'A static back-up image must be supplied for each size as JPG or PNG', {'allowed': ['JPG', 'PNG']}, scope=BK),
 R('fileSize', 'critical', 'no larger than 50 kB', {'max': 50, 'unit': 'KB'}, scope=BK, alt='A static back-up image must be supplied for each size as JPG or PNG, no larger than 50 kB'),
 R('metadata', 'critical', 'All social posts are published from the "Beyond the Itch" page, never from a Linmoor product page', scope={'channel': 'Social'}, optional=True, note='an account rule rather than a property of the creative'),
 R('aspectRatio', 'critical', 'Feed video', {'allowed': ['4:5']}, scope=MF, alt='Feed video | Meta | 4:5'),
 R('duration', 'critical', 'Feed video', {'min': 6, 'max': 20, 'unit': 's'}, scope=MF, alt='Feed video | Meta | 4:5 | 6 to 20 seconds'),
 R('characterCount', 'critical', 'Feed video', {'max': 125, 'unit': 'chars', 'check': 'primaryText'}, scope=MF, alt='Feed video | Primary text 125 characters maximum', ext='metadata'),
 R('aspectRatio', 'critical', 'Reels / Stories video', {'allowed': ['9:16']}, scope=MR, alt='Reels / Stories video | Meta | 9:16'),
 R('duration', 'critical', 'Reels / Stories video', {'max': 30, 'unit': 's'}, scope=MR, alt='Reels / Stories video | up to 30 seconds'),
 R('characterCount', 'critical', 'Reels / Stories video', {'max': 125, 'unit': 'chars', 'check': 'primaryText'}, scope=MR, alt='Reels / Stories video | Primary text 125 characters maximum', ext='metadata'),
 R('aspectRatio', 'critical', 'In-feed video', {'allowed': ['9:16']}, scope=TT, alt='In-feed video | TikTok | 9:16'),
 R('duration', 'critical', 'In-feed video', {'min': 9, 'max': 30, 'unit': 's'}, scope=TT, alt='In-feed video | TikTok | 9:16 | 9 to 30 seconds'),
 R('characterCount', 'critical', 'In-feed video', {'max': 100, 'unit': 'chars', 'check': 'caption'}, scope=TT, alt='In-feed video | Caption 100 characters maximum', ext='metadata'),
 R('aspectRatio', 'critical', 'Carousel', {'allowed': ['1:1']}, scope={'channel': 'Social', 'platform': 'Meta', 'part': 'carouselCard'}, alt='Carousel | Meta | 1:1'),
 R('characterCount', 'critical', 'Carousel', {'max': 32, 'unit': 'chars', 'check': 'headline'}, scope={'channel': 'Social', 'platform': 'Meta', 'part': 'carouselCard'}, alt='Carousel | Card headline 32 characters maximum', ext='metadata'),
 R('accessibility', 'critical', 'All social video must carry burned-in subtitles', scope=SV),
 R('brandGuidelines', 'critical', 'Music must be from the licensed library only', scope=SV),
 R('brandGuidelines', 'critical', 'trending sounds must not be used on TikTok', scope=TT),
 R('brandGuidelines', 'warning', 'The first 3 seconds should show a person, not a graphic', scope=SV),
 R('duration', 'critical', 'Spots of 6, 15 and 30 seconds', {'allowed': ['6', '15', '30'], 'min': 6, 'max': 30, 'unit': 's'}, scope=YT),
 R('format', 'critical', 'delivered as MP4 (H.264) at 1920 x 1080 and 25 fps', {'allowed': ['MP4']}, scope=YT),
 R('codec', 'critical', 'delivered as MP4 (H.264) at 1920 x 1080 and 25 fps', {'allowed': ['h264'], 'check': 'videoCodec'}, scope=YT),
 R('dimensions', 'critical', 'delivered as MP4 (H.264) at 1920 x 1080 and 25 fps', {'allowed': ['1920x1080']}, scope=YT),
 R('frameRate', 'critical', 'delivered as MP4 (H.264) at 1920 x 1080 and 25 fps', {'allowed': ['25'], 'unit': 'fps'}, scope=YT),
 R('audioChannels', 'critical', 'Audio must be stereo AAC at 48 kHz', {'allowed': ['stereo'], 'min': 2, 'max': 2}, scope=YT, ext='metadata'),
 R('codec', 'critical', 'Audio must be stereo AAC at 48 kHz', {'allowed': ['aac'], 'check': 'audioCodec'}, scope={'platform': 'YouTube', 'part': 'audio'}),
 R('sampleRate', 'critical', 'Audio must be stereo AAC at 48 kHz', {'allowed': ['48000'], 'unit': 'Hz'}, scope=YT, ext='metadata'),
 R('audioLoudness', 'critical', 'loudness -23 LUFS', {'target': -23, 'unit': 'LUFS', 'check': 'integrated'}, scope=YT, ext='metadata', note='EBU R128 tolerance ±0.5 LU (UK)'),
 R('accessibility', 'critical', 'Subtitles must be supplied as a separate .srt file as well as burned in', scope=YT),
 R('dimensions', 'critical', 'A4 portrait, two pages', {'allowed': ['210x297'], 'unit': 'mm', 'check': 'trimSize'}, scope=DOC, ext='dimensions'),
 R('dimensions', 'critical', 'no bleed and no crop marks', {'min': 0, 'max': 0, 'unit': 'mm', 'check': 'bleed'}, scope=DOC, ext='dimensions'),
 R('fileSize', 'critical', 'The PDF must not exceed 1 MB', {'max': 1024, 'unit': 'KB'}, scope=DOC),
 R('accessibility', 'critical', 'must be accessible (tagged, with a logical reading order)', scope=DOC),
 R('typography', 'critical', 'Body text must be at least 12 pt', {'min': 12, 'unit': 'pt'}, scope=DOC),
 R('typography', 'warning', 'the diary grid should use 14 pt', {'min': 14, 'unit': 'pt'}, scope=DOC),
]
notreq = [
 'the middle column of the comparison table: "Brand and generic name in every headline", "Quiesta teal #00838F and coral", "PI link on every asset", "Linmoor logo at 20 px", "Efficacy claims from the claims matrix", "Visit quiesta-hcp.co.uk" (the brand campaign, for comparison only)',
 'Banners must not be placed on pages about specific medicines or treatments (a placement condition handled by keyword exclusions)',
 'Comments are moderated within 4 working hours (process)',
 '1 in 100 people; more than two years; n = 812; 58% (background)',
 'hives that have lasted six weeks or more (the audience definition)',
 'at least one of the three hero images shows hives on darker skin (part of the imagery rule, no measurable limit)',
 'Timings table, agency fee £96,500, media budget £420,000, reach 6.2 million adults aged 25 to 65, contacts',
 'as most people watch with the sound off (a reason)',
]
A = lambda **k: k
assets = [
 A(file='BTI_DIS_300x250_v2.zip', kind='html5', format='HTML5', channel='Display', width=300, height=250, initialLoadKB=142, subloadKB=280, sizeKB=422, durationS=15, loops=2, note="the document's own example name"),
 A(file='BTI_DIS_970x250_v2.png', kind='static', part='backup', format='PNG', channel='Display', width=970, height=250, sizeKB=48),
 A(file='BTI_SOC_Feed_v1.mp4', kind='video', format='MP4', codec='h264', channel='Social', platform='Meta', placement='Feed', width=1080, height=1350, fps=30, durationS=20, captions=True, text={'primaryText': 'Hives for six weeks or more? It could be chronic urticaria. Talk to your GP or pharmacist.'}, note='4:5, 20 s at 30 fps: the YouTube 1920x1080 / 25 fps and 6/15/30 s rows do not apply'),
 A(file='BTI_TTK_InFeed_v1.mp4', kind='video', format='MP4', codec='h264', channel='Social', platform='TikTok', width=1080, height=1920, fps=30, durationS=27, captions=True, text={'caption': 'Hives that keep coming back? There is a name for it. #BeyondTheItch'}, note='27 s is allowed on TikTok (9-30 s) though it is no YouTube length'),
 A(file='BTI_YTB_15s_v1.mp4', kind='video', channel='Online video', format='MP4', codec='h264', platform='YouTube', width=1920, height=1080, fps=25, durationS=15, audioCodec='aac', audioChannels=2, sampleRateHz=48000, loudnessLUFS=-23.2, captions=True),
 A(file='BTI_PDF_Diary_v1.pdf', kind='document', channel='PDF', format='PDF', sizeKB=880, bleedMM=0),
]
write(N, STYLE, notreq, rules, assets)
