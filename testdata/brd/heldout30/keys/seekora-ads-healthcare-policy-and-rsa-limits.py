from keylib import R, write
N = 'seekora-ads-healthcare-policy-and-rsa-limits'
RX = {'condition': 'prescription drug'}
OTC = {'condition': 'OTC medicine'}
IMG = {'kinds': ['static']}
DW = {'condition': 'double-width characters (Chinese, Japanese, Korean)'}
DWN = 'the Double-width column restates the same limit for double-width characters (each counts as two); an unscoped rule with this number would fail a Latin-script text that is inside the limit'
CNT = 'a count of assets per ad, not a character limit'
rules = [
 R('characterCount', 'critical', 'Headline', {'max': 30, 'unit': 'chars', 'check': 'headline'}, alt='Headline | 30 characters', ext='metadata'),
 R('characterCount', 'critical', 'Headline', scope=DW, alt='Headline | 30 characters | 15', optional=True, ext='metadata', note=DWN),
 R('metadata', 'critical', 'Headline', {'min': 3, 'max': 15, 'check': 'headlineCount'}, alt='Headline | 3 to 15', ext='metadata', note=CNT),
 R('characterCount', 'critical', 'Description', {'max': 90, 'unit': 'chars', 'check': 'description'}, alt='Description | 90 characters', ext='metadata'),
 R('characterCount', 'critical', 'Description', scope=DW, alt='Description | 90 characters | 45', optional=True, ext='metadata', note=DWN),
 R('metadata', 'critical', 'Description', {'min': 2, 'max': 4, 'check': 'descriptionCount'}, alt='Description | 2 to 4', ext='metadata', note=CNT),
 R('characterCount', 'critical', 'Display path', {'max': 15, 'unit': 'chars', 'check': 'displayPath'}, alt='Display path | 15 characters per path field', ext='metadata'),
 R('characterCount', 'critical', 'Display path', scope=DW, alt='15 characters per path field | 7', optional=True, ext='metadata', note=DWN),
 R('metadata', 'critical', 'Display path', {'min': 0, 'max': 2, 'check': 'displayPathCount'}, alt='0 to 2 fields', optional=True, ext='metadata', note='zero is allowed: more a permission than a limit'),
 R('characterCount', 'critical', 'Sitelink text', {'max': 25, 'unit': 'chars', 'check': 'sitelinkText'}, alt='Sitelink text | 25 characters', ext='metadata'),
 R('characterCount', 'critical', 'Sitelink text', scope=DW, alt='Sitelink text | 25 characters | 12', optional=True, ext='metadata', note=DWN),
 R('metadata', 'critical', 'Sitelink text', {'min': 2, 'max': 20, 'check': 'sitelinkCount'}, alt='2 to 20 per campaign', optional=True, ext='metadata', note='per campaign, not per ad'),
 R('characterCount', 'critical', 'Sitelink description line', {'max': 35, 'unit': 'chars', 'check': 'sitelinkDescription'}, alt='Sitelink description line | 35 characters', ext='metadata'),
 R('characterCount', 'critical', 'Sitelink description line', scope=DW, alt='35 characters | 17', optional=True, ext='metadata', note=DWN),
 R('characterCount', 'critical', 'Callout', {'max': 25, 'unit': 'chars', 'check': 'callout'}, alt='Callout | 25 characters', ext='metadata'),
 R('characterCount', 'critical', 'Callout', scope=DW, alt='Callout | 25 characters | 12', optional=True, ext='metadata', note=DWN),
 R('metadata', 'warning', 'We recommend at least 8 to 10 unique headlines', {'min': 8, 'check': 'headlineCount'}, ext='metadata', note='"Ads with fewer headlines are still served"'),
 R('metadata', 'warning', '4 descriptions', {'min': 4, 'check': 'descriptionCount'}, alt='We recommend at least 8 to 10 unique headlines and 4 descriptions', ext='metadata'),
 # Prescription drugs
 R('brandGuidelines', 'critical', 'must not make claims about its efficacy or safety in the ad text itself', scope=RX, note='fairBalance is an equally right field: the reason given is that a search ad has no room for balanced risk information'),
 R('safetyInfo', 'critical', 'must show the Important Safety Information, or a link to it, above the fold', scope=RX, alt='The landing page must show the Important Safety Information', note='a requirement on the landing page the ad links to'),
 R('safetyInfo', 'critical', 'must link to the full Prescribing Information', scope=RX),
 R('indication', 'critical', 'Limited: no drug name with its use', scope={'condition': 'market Canada'}, optional=True, note='a cell of the country-availability table'),
 # OTC
 R('brandGuidelines', 'critical', 'must not claim that a product cures a disease or works for everyone', scope=OTC),
 R('brandGuidelines', 'critical', 'must not use the words "guaranteed", "miracle" or "risk-free"', scope=OTC),
 R('brandGuidelines', 'critical', 'Supplements must not be presented as medicines', scope={'condition': 'supplement'}),
 # Editorial
 R('brandGuidelines', 'critical', 'words in all capitals are not allowed except for standard abbreviations'),
 R('brandGuidelines', 'critical', 'an exclamation mark is not allowed in headlines'),
 R('brandGuidelines', 'critical', 'the ad may use at most one in its descriptions', {'max': 1}),
 R('brandGuidelines', 'critical', 'no repeated symbols or emoji'),
 R('brandGuidelines', 'critical', 'trademark symbols (®, ™) only where the trademark owner requires them', optional=True),
 R('metadata', 'critical', 'Phone numbers: not allowed in headlines or descriptions'),
 R('metadata', 'critical', 'the domain must match the landing page domain', alt='Display URL: the domain must match the landing page domain'),
 # Images
 R('dimensions', 'critical', 'at least 300 × 300 px (square)', {'minWidth': 300, 'minHeight': 300}, scope={'kinds': ['static'], 'condition': 'square image'}),
 R('dimensions', 'critical', '600 × 314 px (landscape)', {'minWidth': 600, 'minHeight': 314}, scope={'kinds': ['static'], 'condition': 'landscape image'}, note='unscoped, 600 px wide would fail a 300 × 300 square image'),
 R('format', 'critical', 'in JPG or PNG', {'allowed': ['JPG', 'PNG']}, scope=IMG),
 R('fileSize', 'critical', 'no larger than 5 MB', {'max': 5120, 'unit': 'KB'}, scope=IMG),
 R('brandGuidelines', 'critical', 'must not include text overlay covering more than 20% of the image', {'max': 20, 'unit': '%'}, scope=IMG),
 R('brandGuidelines', 'critical', 'Images of syringes, pills being taken or the inside of the body are not allowed', scope={'kinds': ['static'], 'condition': 'prescription drug'}),
]
notreq = [
 'Advertisers need Seekora Healthcare certification ...; 5 to 10 business days; pharmacies must hold a licence (account conditions)',
 'Country table: which advertiser types may run in which country (market availability), except the Canada cell keyed optional',
 'repeated violations can lead to account suspension after a warning of at least 7 days; appeals within 2 business days (process)',
 'Examples (not allowed): "Zarovel lowers A1C by 1.8%", "Safe and effective", "/cure-diabetes", "No side effects" (illustrations)',
 'text longer than the limit cannot be saved; each double-width character counts as two (explanations)',
 'Ads with fewer headlines are still served (permission)',
 'Ads may state the approved use (OTC permission)',
 'Name the drug and a neutral call to action (for example, "Learn more about Zarovel") (an example of what is allowed)',
]
A = lambda **k: k
assets = [
 A(file='zarovel_rsa_headline_01', kind='text', text={'headline': 'Zarovel (ortaglipride) Tablets', 'description': 'Learn about a once-daily tablet option for adults with type 2 diabetes. See Safety Info.', 'displayPath': 'type-2-diabetes', 'sitelinkText': 'Savings & Support', 'sitelinkDescription': 'See if you may pay as little as $0', 'callout': 'Once-Daily Tablet'},
   note='30-character headline (the limit itself), 88-character description, 15-character path'),
 A(file='zarovel_rsa_headline_ja_02', kind='text', language='ja', text={'headline': 'ザロベル錠について詳しく'}, note='12 double-width characters (24 counted): inside both the 30 and the double-width 15'),
 A(file='zarovel_image_600x314_v1.png', kind='static', format='PNG', width=600, height=314, sizeKB=180, note='landscape minimum exactly'),
 A(file='zarovel_image_640x640_v1.jpg', kind='static', format='JPG', width=640, height=640, sizeKB=96, note='square image; a 300 × 300 square (the square minimum exactly) is also allowed, and the landscape minimum (600 × 314) must not be applied to squares: the check tool reads widths only, so this asset is 640 wide'),
]
write(N, 'SEARCH ENGINE\u2019S AD-POLICY PAGE "Healthcare and medicines" printed from the browser (header/footer kept; left policy navigation printed beside the content): a country-availability table with \u2713 / \u25d0 / \u2717 cells (market conditions, one Canada cell a creative restriction), Rx rules that move claims and risk to the landing page, an open "Examples (not allowed)" block, OTC and supplement wording rules, a responsive-search-ad text-limit table with a DOUBLE-WIDTH MAXIMUM column (a restatement that is harmful unscoped) and a "How many per ad" count column (per ad vs per campaign), a recommendation note, editorial bullets (capitals, exclamation marks, emoji, phone numbers, display URL), image-asset minimums per orientation, enforcement and appeals', notreq, rules, assets)
