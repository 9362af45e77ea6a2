# Writes medvantage-hcp-network-display-native-specs.docx: a health-endemic HCP network's display, native and
# in-feed video ad specifications (Word-native, US Letter). Usage: python3 THIS.py OUT.docx
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from docxlib import run, p, bullet, table, build

def bl(*parts):
    """bullet made of (text, bold) parts"""
    return bullet([run(t, b=b) for t, b in parts])

body = [
 p('MedVantage Physician Network', style='Title'),
 p([run('Display, Native and In-Feed Video Advertising Specifications 2027', b=True, sz=26)]),
 p('For pharmaceutical, biotech and medical-device advertisers and their agencies · Revision B, issued 3 December 2026 · Replaces the 2026 specifications'),
 p('1. About the network', style='Heading1'),
 p('MedVantage reaches 1.1 million verified US clinicians across the MedVantage Daily news site, the Clinical Feed app and 14 specialty newsletters. 62% of our audience are physicians; every user signs in with an NPI-verified account, so every impression is served to a verified healthcare professional. Average time on site is 6 minutes 40 seconds.'),
 p('2. How to read these specifications', style='Heading1'),
 p('Values in the format tables and values shown in bold are hard limits: creative that exceeds them is returned by MedVantage Ad Operations and does not go live until it is corrected. Text marked (recommended) is guidance from our creative team and is never a reason to return creative. Where a format row and a bullet disagree, the format row applies to that format.'),
 p('3. Display', style='Heading1'),
 table([
  ['Format', 'Dimensions', 'Max initial load', 'Max total load', 'Animation'],
  ['Leaderboard', '728 × 90', '150 KB', '300 KB', '15 s, 3 loops'],
  ['Medium rectangle', '300 × 250', '150 KB', '300 KB', '15 s, 3 loops'],
  ['Half page', '300 × 600', '200 KB', '400 KB', '15 s, 3 loops'],
  ['Mobile banner', '320 × 50', '50 KB', '50 KB', 'Static only'],
 ], [2100, 1500, 1800, 1800, 2400]),
 bl(('Accepted files: ', False), ('JPG, PNG, GIF or HTML5 (ZIP)', True), ('. Flash is not accepted.', False)),
 bl(('Every branded unit must contain a scrolling Important Safety Information (ISI) box that takes up ', False), ('at least 30%', True), (' of the unit\u2019s height.', False)),
 bl(('ISI text must be ', False), ('at least 8 px', True), (' high in 728 × 90 and 320 × 50 units and ', False), ('at least 10 px', True), (' in all other sizes.', False)),
 bl(('Every branded unit must link to the full Prescribing Information from a visible "Prescribing Information" link.', False)),
 bl(('Units with a white or light background need a ', False), ('1 px', True), (' border in grey (#999999) or darker.', False)),
 bl(('Audio is ', False), ('not permitted', True), (' in display units.', False)),
 bl(('Keep the final frame on screen with the brand name, the indication and the PI link (recommended).', False)),
 bl(('Backup image (HTML5 units): same size as the unit, JPG or PNG, ', False), ('40 KB max', True), ('.', False)),
 p('Third-party tags are accepted from the ad servers on our approved list (Appendix A, not reproduced here) and must be HTTPS. We reserve the right to host creative ourselves when a tag fails our load test.'),
 p('4. Native (Clinical Feed sponsored posts)', style='Heading1'),
 p('Sponsored posts appear between editorial items in the Clinical Feed app and on MedVantage Daily. They are labelled "Sponsored by" and the sponsor name; we add the label, not the advertiser.'),
 table([
  ['Element', 'Specification', 'Notes'],
  ['Headline', '60 characters max.', '40 or fewer (recommended): longer headlines are cut on phones'],
  ['Body text', '150 characters max.', 'No links in the body'],
  ['Sponsor name', '25 characters max.', 'Company or brand name, as registered'],
  ['Call to action', 'One of: Learn More, View Data, Request Samples, Register', 'Free text is not accepted'],
  ['Main image', '1200 × 627 px; JPG or PNG; 1 MB max.', 'No text over 20% of the image (recommended)'],
  ['Logo', '200 × 200 px; PNG; 100 KB max.', 'Transparent background'],
  ['Safety text', '500 characters max.; required for branded posts', 'Shown under the body; must end with the PI link'],
 ], [2000, 4200, 3400]),
 bl(('Headlines must not be written in all capitals and must not end with an exclamation mark.', False)),
 bl(('A branded post must name both the brand name and the established (generic) name in the body or the safety text.', False)),
 p('5. In-feed video', style='Heading1'),
 bl(('File: ', False), ('MP4, H.264, AAC audio', True), ('.', False)),
 bl(('Aspect ratio: ', False), ('16:9 or 1:1', True), ('.', False)),
 bl(('Length: ', False), ('up to 60 seconds', True), ('; 15–30 seconds performs best (recommended).', False)),
 bl(('File size: ', False), ('100 MB max.', True)),
 bl(('Captions are required', True), (' (burned in, or an SRT file delivered with the video): the feed plays muted.', False)),
 bl(('A branded video must present the major risk information in the video itself, in voice-over and on screen.', False)),
 p('6. Materials deadlines and rates', style='Heading1'),
 table([
  ['Item', 'Detail'],
  ['Materials due', '5 business days before launch (10 for native posts, which go through our editorial-independence check)'],
  ['Display rate', '$85 CPM, NPI-targeted lists $110 CPM, minimum order $15,000'],
  ['Native rate', '$140 CPM; video in feed $160 CPM'],
  ['Reporting', 'Weekly by specialty; NPI-level reports at no charge for lists of up to 25,000 NPIs'],
 ], [2200, 7400]),
 p('Campaigns may start on any weekday. Creative rotation changes are free twice per flight and $250 each thereafter.'),
 p('7. Contacts', style='Heading1'),
 p('Ad Operations: adops@medvantage.example · +1 646 555 0148. Sales: your MedVantage account director. Editorial questions: standards@medvantage.example.'),
 p('MedVantage is an independent medical publisher. Acceptance of advertising does not imply endorsement. MedVantage may refuse any creative that does not comply with these specifications or with applicable FDA regulations.'),
]
build(sys.argv[1], body, 'MedVantage Physician Network · Ad Specifications 2027 · Rev. B', 'For advertisers and their agencies. ·',
      'MedVantage Display, Native and In-Feed Video Specifications 2027', 'MedVantage Ad Operations')
