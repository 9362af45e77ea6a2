# Writes hollins-brevara-creative-tracker.fods: a brand team's creative-requirements tracker (one row per deliverable),
# with cell comments (office:annotation) that are working notes, not requirements.
import sys, re
from xml.sax.saxutils import escape
sys.path.insert(0, __import__('os').path.dirname(__file__) or '.')
from fodslib import sheet, document

readme = sheet('Read me', [9.5], None, [
    ['How to use this tracker'],
    ['One row per deliverable. The Size, Max weight and Format columns are the spec each file must meet before it goes to PRC; a file outside them is sent back.'],
    ['Notes column: text after "SPEC:" is binding in the same way. Text after "Rec.:" is a recommendation from the brand team. Anything else in Notes, and every cell comment, is a working note for the team and is not a requirement.'],
    ['Status: Not started, In progress, In review, Approved, On hold (still in scope), Dropped (do not build; the row is kept for the record).'],
    ['Rules for every deliverable'],
    ['G1. Every asset must include the Important Safety Information or, where it does not fit (728x90, 320x50, Stories), a link labelled "Important Safety Information".'],
    ['G2. Every asset must display its approval code, format HOL-BRV-NNNNN (e.g. HOL-BRV-01187).'],
    ['G3. File names: BRV_[Row ID]_[Size or Length]_v[N], e.g. BRV_D-01_300x250_v2.zip, BRV_V-01_30s_v1.mov.'],
    ['G4. DTC assets must not show the nasal spray being used by anyone under 18.'],
    ['G5. Text contrast 4.5:1 or better.'],
    ['G6. Rec.: keep the Brevara logo in the last frame of every animated or video asset.'],
], titles=('Brevara (lumacitide) nasal spray – 2027 creative tracker', 'Owner: Dana Pruitt, Associate Brand Manager · last updated 2 Dec 2026 · keep this file in the shared drive, not in email'))

H = ['ID', 'Deliverable', 'Aud.', 'Channel', 'Size / length', 'Max weight', 'Format', 'Owner', 'Status', 'Due', 'Notes']
rows = [
 ('§', 'DISPLAY (programmatic, DTC)'),
 ['D-01', 'Banner', 'DTC', 'Display', '300x250', '150 KB initial / 300 KB total', 'HTML5 + JPG backup', 'Kim (Tidal)', 'In review', '12-Jan', 'SPEC: animation 15 s max, 3 loops max. SPEC: backup ≤ 40 KB.'],
 ['D-02', 'Leaderboard', 'DTC', 'Display', '728x90', '150 KB initial / 300 KB total', 'HTML5 + JPG backup', 'Kim (Tidal)', 'In progress', '12-Jan', 'same animation rules as D-01; backup ≤ 40 KB'],
 ['D-03', 'Skyscraper', 'DTC', 'Display', '160x600', '150 KB initial / 300 KB total', 'HTML5 + JPG backup', 'Kim (Tidal)', 'In progress', '12-Jan', 'Kim to reuse D-01 ISI scroller'],
 ['D-04', 'Mobile banner', 'DTC', 'Display', '320x50', '50 KB initial / 100 KB total', 'HTML5 + PNG backup', 'Kim (Tidal)', 'Not started', '19-Jan', 'SPEC: backup ≤ 20 KB. Rec.: one message only, no animation after 8 s.'],
 ['D-05', 'Half page', 'DTC', 'Display', '300x600', '200 KB initial / 400 KB total', 'HTML5 + JPG backup', 'Kim (Tidal)', 'Dropped', '—', 'Dropped 2 Dec: publisher package cut'],
 ('§', 'VIDEO (DTC)'),
 ['V-01', 'CTV spot', 'DTC', 'Video', ':30', '≤ 2 GB', 'MOV, ProRes 422 HQ', 'Ana (Post)', 'In review', '26-Jan', 'SPEC: 1920x1080, 29.97 fps. SPEC: -24 LKFS ±2 LU, true peak -2 dBTP max.'],
 ['V-02', 'YouTube in-stream', 'DTC', 'Video', ':15', '≤ 1 GB', 'MP4, H.264', 'Ana (Post)', 'In progress', '26-Jan', 'SPEC: 1920x1080. SPEC: captions (SRT) required.'],
 ['V-03', 'YouTube bumper', 'DTC', 'Video', ':06', '≤ 1 GB', 'MP4, H.264', 'Ana (Post)', 'Not started', '2-Feb', 'SPEC: 1920x1080. End card with brevara.example and ISI link.'],
 ('§', 'SOCIAL (DTC)'),
 ['S-01', 'Meta feed image', 'DTC', 'Social', '1080x1080', '30 MB', 'JPG or PNG', 'Raf (Social)', 'Approved', '5-Jan', 'SPEC: primary text ≤ 125 characters. Rec.: headline 27 characters or fewer.'],
 ['S-02', 'Meta Stories video', 'DTC', 'Social', '1080x1920, 5–15 s', '4 GB', 'MP4', 'Raf (Social)', 'In progress', '12-Jan', 'SPEC: keep the top 14% and bottom 20% free of text and logos.'],
 ['S-03', 'Pinterest standard pin', 'DTC', 'Social', '1000x1500', '20 MB', 'PNG or JPG', 'Raf (Social)', 'On hold', '—', 'waiting on legal re: platform'],
 ('§', 'EMAIL'),
 ['E-01', 'HCP email (3rd-party list)', 'HCP', 'Email', '600 px wide', '100 KB (HTML)', 'HTML', 'Lee (CRM)', 'In review', '15-Jan', 'SPEC: subject line ≤ 50 characters. SPEC: alt text on every image.'],
 ['E-02', 'Patient welcome email', 'DTC', 'Email', '600 px wide', '80 KB (HTML)', 'HTML', 'Lee (CRM)', 'Not started', '2-Feb', 'SPEC: preheader up to 90 characters. Rec.: subject under 40 characters.'],
 ('§', 'PRINT AND WEB'),
 ['P-01', 'Pharmacy counter card', 'DTC', 'Print', '4 x 6 in + 0.125 in bleed', '—', 'PDF/X-1a, CMYK', 'Jo (Print)', 'In progress', '19-Jan', 'SPEC: images 300 dpi min.'],
 ['P-02', 'HCP journal ad, full page', 'HCP', 'Print', '8.125 x 10.875 in trim', '—', 'PDF/X-1a', 'Jo (Print)', 'Approved', '8-Jan', 'journal confirmed 0.125 in bleed is fine'],
 ['W-01', 'Landing page hero', 'DTC', 'Web', '2880x1200', '≤ 300 KB', 'WEBP or JPG', 'Sam (Web)', 'In progress', '26-Jan', 'shown at 1440x600 (2x asset)'],
]
tracker = sheet('Tracker', [0.5, 1.5, 0.45, 0.65, 1.3, 1.55, 1.3, 0.9, 0.8, 0.55, 2.6], H, rows,
                titles=('Brevara 2027 – Creative requirements tracker (Wave 1)',),
                notes=('Counts: 17 rows · 1 dropped · 1 on hold · 2 approved.',))
dates = sheet('Dates & budget', [2.2, 1.2, 1.2, 2.6], ['Milestone', 'Date', 'Budget (USD)', 'Comment'], [
    ['Wave 1 creative to PRC', '13 Jan 2027', '', 'PRC turnaround 7 business days'],
    ['DTC launch (display, social)', '15 Feb 2027', '$412,000', 'production incl. 2 rounds of changes'],
    ['CTV on air', '1 Mar 2027', '$655,000', 'includes talent usage 12 months'],
    ['HCP email deployment', '22 Feb 2027', '$38,500', 'list rental billed separately by vendor'],
    ['Print run (counter cards)', '1 Feb 2027', '$21,800', '18,000 cards to 3,600 pharmacies'],
], titles=('Dates and budget (for information – not specs)',))
xml = document([readme, tracker, dates], 'Hollins Pharma – Brevara – CONFIDENTIAL', landscape=True, font_pt=8)
xml = xml.replace('xmlns:office=', 'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:office=', 1)
comments = {  # working notes attached to cells (not requirements)
    '150 KB initial / 300 KB total': ('Kim Alvarez', 'can we go to 200 KB? the ISI scroller alone is 60 KB'),
    '≤ 2 GB': ('Ana Brody', 'ProRes master will be about 1.4 GB, fine'),
    '30 MB': ('Raf Ortega', 'legal asked for a bigger ISI link than last round, mock-up in Figma'),
    '100 KB (HTML)': ('Lee Chan', 'vendor says their ESP clips at 102 KB anyway'),
}
for text, (who, note) in comments.items():
    target = f'<text:p>{escape(text)}</text:p>'
    ann = (f'<office:annotation><dc:creator>{escape(who)}</dc:creator><dc:date>2026-12-01T10:00:00</dc:date>'
           f'<text:p>{escape(note)}</text:p></office:annotation>')
    assert target in xml, text
    xml = xml.replace(target, ann + target, 1)
open(sys.argv[1] if len(sys.argv) > 1 else 'hollins-brevara-creative-tracker.fods', 'w').write(xml)
