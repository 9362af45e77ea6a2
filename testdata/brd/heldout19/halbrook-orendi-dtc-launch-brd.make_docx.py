# Writes halbrook-orendi-dtc-launch-brd.docx: a brand team's Word BRD for a US DTC launch (hand-written OOXML,
# US Letter, header/footer): revision table, numbered sections, a deliverables list, "shall" statements,
# a long requirements table that runs onto the next page (repeated header row), footnote markers in cells with
# the notes under the table, TBD cells, open issues and an appendix size table.
# Usage: python3 halbrook-orendi-dtc-launch-brd.make_docx.py OUT.docx
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from docxlib import run, p, bullet, table, build

body = []
A = body.append
A(p([run('HALBROOK PHARMA  |  US NEUROSCIENCE MARKETING', b=True, sz=16, color='7A5C99')], spacing_after=0))
A(p('Orendi® (pelvatrigine) DTC Launch – Business Requirements Document', style='Title'))
A(p('Document owner: Kara Lindqvist, Senior Brand Manager, Consumer  ·  Agency of record: Wexford & Lane Health  ·  Status: FINAL for production'))
A(p('Revision history', style='Heading2'))
A(table([
    ['Version', 'Date', 'Author', 'Summary of change'],
    ['0.9', 'Sep 22, 2026', 'K. Lindqvist', 'Draft for agency kickoff'],
    ['1.0', 'Oct 6, 2026', 'K. Lindqvist', 'Added Meta and website hero; MLR comments from 10/2'],
    ['1.1', 'Oct 20, 2026', 'R. Osei (Wexford & Lane)', 'Appendix A size table; file naming'],
    ['2.0', 'Nov 3, 2026', 'K. Lindqvist', 'Final for production. Bumper caption exception added (note 2)'],
], [1000, 1500, 2600, 4540]))

A(p('1. Introduction', style='Heading1'))
A(p('1.1 Purpose', style='Heading2'))
A(p('This BRD defines what the launch creative must deliver and the technical and regulatory requirements every asset has to meet before it is submitted to Medical, Legal and Regulatory (MLR) review and released to media partners. It is the reference for the agency, the production company and the Halbrook digital QA team.'))
A(p('1.2 Scope', style='Heading2'))
A(p('In scope: the DTC launch campaign for Orendi in the United States (connected TV, YouTube, Meta, programmatic display and the orendi.example homepage hero). Out of scope: HCP materials, the broadcast TV master (covered by the broadcast delivery spec BD-114), and PR.'))

A(p('2. Campaign overview', style='Heading1'))
A(p('Orendi is a once-daily oral preventive treatment for episodic migraine in adults, approved by the FDA in August 2026. Launch media begins March 1, 2027 with a working media budget of $38.4 million for the first year. The campaign idea, “More of your days back”, is built on the pivotal trial result of 4.1 fewer monthly migraine days versus 2.4 with placebo. Target audience: adults 25–54 with 4 to 14 migraine days a month who are not on a preventive.'))

A(p('3. Deliverables', style='Heading1'))
for d in ['2 × :30 spots (“Calendar” and “Back on the field”) for CTV and YouTube',
          '2 × :15 cutdowns of the above',
          '1 × :06 YouTube bumper (reminder)',
          'Meta: Feed video (4:5) and Reels video (9:16) for each spot',
          'Programmatic display: 5 sizes × 2 messages, each with a backup image',
          'orendi.example homepage hero (desktop and mobile)']:
    A(bullet(d))
A(p([run('The quantities above are the production scope and are budgeted in SOW #HBK-WL-07; they are not technical requirements.', i=True)]))

A(p('4. Requirements', style='Heading1'))
A(p('4.1 General requirements', style='Heading2'))
A(p('4.1.1 All assets shall include the indication statement and the Important Safety Information (ISI).'))
A(p('4.1.2 Video assets shall present the major statement in both audio and text, and shall make adequate provision for the full Prescribing Information (toll-free number, website, healthcare provider and print reference).'))
A(p('4.1.3 The brand name shall be followed by the established name, “(pelvatrigine)”, on first mention in copy and supers.'))
A(p('4.1.4 Every asset shall carry its MLR approval code in the format HBK-ORN-YYYY-NNNN (e.g. HBK-ORN-2027-0031).'))
A(p('4.1.5 Text shall meet a minimum contrast ratio of 4.5:1 against its background.'))
A(p('4.1.6 All video shall carry closed captions.' ) .replace('</w:p>', run('2', sup=True) + '</w:p>'))
A(p('4.2 Channel requirements', style='Heading2'))
A(p('Level “Shall” = mandatory; the asset is rejected at QA. Level “Should” = recommended; QA comments but does not reject. Items marked TBD are not yet requirements.'))
rows = [
    ['ID', 'Requirement', 'Applies to', 'Level'],
    ['V-01', 'Resolution 1920 x 1080, progressive', 'CTV, YouTube', 'Shall'],
    ['V-02', 'Container MP4, video codec H.264', 'CTV, YouTube', 'Shall'],
    ['V-03', 'Frame rate 29.97 fps', 'CTV, YouTube', 'Shall'],
    ['V-04', 'Spot lengths :30 and :15 exactly; :06 for the bumper', 'CTV, YouTube', 'Shall'],
    ['V-05', 'Video bitrate at least 15 Mbps', 'CTV', 'Shall'],
    ['V-06', 'Audio AAC, 192 kbps or higher', 'CTV, YouTube', 'Shall'],
    ['V-07', 'Loudness -24 LKFS ±2 LU, true peak no higher than -2 dBTP', 'CTV, YouTube', 'Shall'],
    ['V-08', 'Hold the end card with PI reference for 3 seconds or more', 'CTV, YouTube', 'Should'],
    ['V-09', 'Loudness for YouTube', 'YouTube', 'TBD'],
    ['M-01', 'Feed video 1080 x 1350 (4:5)', 'Meta Feed', 'Shall'],
    ['M-02', 'Reels video 1080 x 1920 (9:16)', 'Meta Reels', 'Shall'],
    ['M-03', 'Feed video 30 seconds max', 'Meta Feed', 'Shall'],
    ['M-04', 'Reels length', 'Meta Reels', 'TBD'],
    ['M-05', 'Primary text 125 characters or fewer', 'Meta', 'Should'],
    ['M-06', 'Headline 40 characters or fewer', 'Meta', 'Should'],
    ['M-07', 'Link to full ISI and PI in the first two lines of primary text', 'Meta', 'Shall'],
    ['M-08', 'Keep text and logos out of the bottom 20% of Reels video', 'Meta Reels', 'Should'],
    ['D-01', 'Sizes as listed in Appendix A only', 'Display', 'Shall'],
    ['D-02', 'HTML5 (zipped); initial load 150 KB max\u00b9', 'Display', 'Shall'],
    ['D-03', 'No more than 10 files in the ZIP', 'Display', 'Shall'],
    ['D-04', 'Animation 15 seconds max; the ISI scroll may continue after the animation ends', 'Display', 'Shall'],
    ['D-05', 'Backup image JPG or GIF, within the Appendix A backup weight', 'Display', 'Shall'],
    ['D-06', 'ISI box at least 1/3 of the banner height', 'Display', 'Should'],
    ['W-01', 'Hero image 2880 x 1200 px (desktop), 1125 x 1500 px (mobile)', 'Website', 'Shall'],
    ['W-02', 'Hero images WebP, 300 KB max each', 'Website', 'Shall'],
    ['W-03', 'Alt text on every image; hero headline in live HTML text', 'Website', 'Shall'],
]
A(table(rows, [800, 5340, 2000, 1500]))
A(p([run('\u00b9 ', sup=True), run('Except the 320x50 mobile banner: 50 KB initial load (publisher cap).', sz=16)]))
A(p([run('2 ', sup=True), run('The :06 bumper has no voice-over and does not need captions.', sz=16)]))

A(p('4.3 File naming', style='Heading2'))
A(p('Files shall be named ORN_DTC_[Channel]_[Size or Length]_[Message]_V[n], e.g. ORN_DTC_CTV_30s_Calendar_V2.mp4, ORN_DTC_DSP_300x250_Field_V1.zip.'))

A(p('5. Assumptions and open issues', style='Heading1'))
A(table([
    ['#', 'Open issue', 'Owner', 'Due'],
    ['1', 'YouTube loudness target: follow CTV or platform normalization? (V-09)', 'Wexford & Lane', 'Nov 14'],
    ['2', 'Reels length: 15 s or 30 s? (M-04)', 'Media (Brightpath)', 'Nov 14'],
    ['3', 'Polite load for the 320x50: publisher to confirm', 'Media (Brightpath)', 'Nov 21'],
], [500, 5640, 2000, 1500]))
A(p('MLR submission is planned for December 8, 2026; the agency needs 10 business days for final production after MLR approval.'))

A(p('Appendix A. Display sizes and weights', style='Heading1', page_break=True))
A(table([
    ['Size', 'Placement', 'Max initial load (KB)', 'Max polite load (KB)', 'Backup max (KB)'],
    ['300x250', 'Medium rectangle', '150', '300', '40'],
    ['728x90', 'Leaderboard', '150', '300', '40'],
    ['160x600', 'Wide skyscraper', '150', '300', '40'],
    ['300x600', 'Half page', '150', '400', '60'],
    ['320x50', 'Mobile banner', '50\u00b9', 'TBD', '20'],
], [1400, 2400, 2000, 2000, 1840]))
A(p([run('\u00b9 ', sup=True), run('Publisher cap, see section 4.2.', sz=16)]))
A(p('Approvals: Kara Lindqvist (Brand), Dr. Imran Sethi (Medical), Colleen Marsh (Regulatory), Paul Brandt (Legal).'))

build(sys.argv[1], body, 'Halbrook Pharma · Orendi DTC Launch BRD · v2.0 · CONFIDENTIAL',
      'Halbrook Pharma internal – do not forward outside Halbrook and its contracted agencies.',
      'Orendi DTC launch BRD', 'Kara Lindqvist', accent='5B3F7A')
