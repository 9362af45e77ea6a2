# Writes alderwick-creative-qa-checklist.fods: a studio's creative QA CHECKLIST spreadsheet (British, kB) filled in for
# one tested banner: # | Area | Check | Pass criteria | Blocking? | Result | Tester notes, lettered sections, a sign-off
# block, and a second sheet explaining the columns.
# Usage: python3 alderwick-creative-qa-checklist.make_fods.py alderwick-creative-qa-checklist.fods
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fodslib import sheet, document

H = ['#', 'Area', 'Check', 'Pass criteria', 'Blocking?', 'Result', 'Tester notes']
rows = [
    ('§', 'A. File and build (HTML5 and static banners)'),
    ['A1', 'Size', 'Banner is one of the booked sizes', '300×250, 728×90, 300×600 or 320×50', 'Y', 'Pass', '300×250'],
    ['A2', 'Weight', 'Initial load within limit', '≤ 150 kB; 320×50: ≤ 50 kB', 'Y', 'Pass', '141 kB'],
    ['A3', 'Weight', 'Total weight incl. polite load', '≤ 500 kB total', 'Y', 'Pass', '312 kB total'],
    ['A4', 'Files', 'Number of files in the ZIP', 'No more than 15 files', 'N', 'Pass', '9 files'],
    ['A5', 'Backup', 'Backup image supplied', 'JPG or PNG, same dimensions as the banner', 'Y', 'Pass', 'backup.jpg, 38 kB'],
    ['A6', 'Click-through', 'clickTag used; no hard-coded URL', 'clickTag variable only', 'Y', 'Pass', ''],
    ['A7', 'File name', 'Name follows the convention', 'ALD_VLM_[Format]_[Size or Length]_v[N]', 'Y', 'Pass', 'ALD_VLM_MPU_300x250_v3.zip'],
    ('§', 'B. Animation and legibility'),
    ['B1', 'Animation', 'Animation length', 'Stops by 15 seconds', 'Y', 'Fail', 'Ran 17 s – returned to studio'],
    ['B2', 'Animation', 'Loops', 'Max. 3 loops, ending on the end frame', 'Y', 'Pass', '2 loops'],
    ['B3', 'Animation', 'Flashing', 'No more than 3 flashes in any one second', 'Y', 'Pass', ''],
    ['B4', 'Legibility', 'Colour contrast of text', 'At least 4.5:1 against its background', 'N', 'Pass', 'Lowest 5.2:1 (grey on white)'],
    ['B5', 'Legibility', 'Minimum type size', 'Body copy at least 10 px', 'N', 'Pass', '11 px'],
    ('§', 'C. Content and compliance (every asset, all channels)'),
    ['C1', 'HCP statement', 'Audience statement on the first frame', '“For UK healthcare professionals only”', 'Y', 'Pass', ''],
    ['C2', 'Prescribing info', 'Link to prescribing information', 'Visible on the end frame, one click away', 'Y', 'Pass', ''],
    ['C3', 'Black triangle', '▼ after the first mention of Velmora', 'Present (medicine under additional monitoring)', 'Y', 'Pass', ''],
    ['C4', 'AE statement', 'Adverse-event reporting statement', 'Present in full on the end frame', 'Y', 'Pass', ''],
    ['C5', 'Job bag code', 'Job bag code and date of preparation', 'Code in the form ALD/UK/NNNN, e.g. ALD/UK/0423', 'Y', 'Pass', 'ALD/UK/0423 · October 2026'],
    ('§', 'D. Meta feed video (cut-downs)'),
    ['D1', 'Aspect ratio', 'Frame', '1:1 or 4:5', 'Y', 'N/A', ''],
    ['D2', 'Resolution', 'Width', 'At least 1080 px wide', 'Y', 'N/A', ''],
    ['D3', 'Length', 'Cut-down length', '6 s or 15 s only', 'Y', 'N/A', ''],
    ['D4', 'File', 'Container and weight', 'MP4 or MOV (H.264), 250 MB max.', 'Y', 'N/A', ''],
    ['D5', 'Subtitles', 'Burnt-in subtitles', 'Throughout, for sound-off viewing', 'Y', 'N/A', ''],
    ['D6', 'Audio', 'Integrated loudness', '−16 LUFS ±1 LU', 'N', 'N/A', ''],
    ['D7', 'Copy', 'Primary text length', '125 characters or fewer', 'N', 'N/A', 'Meta truncates after ~125'],
    ('§', 'E. Email header banner (rep-triggered email)'),
    ['E1', 'Dimensions', 'Banner size', '600 px wide, no taller than 200 px', 'Y', 'N/A', ''],
    ['E2', 'Format', 'File type', 'JPG or PNG; no animated GIF', 'Y', 'N/A', ''],
    ['E3', 'Weight', 'File weight', '≤ 60 kB', 'Y', 'N/A', ''],
    ['E4', 'Alt text', 'Alt text length', 'Under 90 characters', 'N', 'N/A', ''],
]
qa = sheet('QA checklist', [0.35, 1.0, 2.2, 2.9, 0.65, 0.55, 2.2], H, rows,
    titles=['Creative QA checklist – Velmora HCP digital (Alderwick Pharma UK)',
            'Job no. ALD/UK/0423 · Checklist v1.4 · Asset tested: ALD_VLM_MPU_300x250_v3.zip · Tester: R. Okafor · Tested: 12/10/2026 · Re-test due: 14/10/2026'],
    notes=['Summary: 28 checks · 16 passed · 1 failed · 11 N/A. Asset status: RETURNED TO STUDIO (B1).',
           'QA sign-off – Studio lead: ____________  Date: ________    Medical signatory: ____________  Date: ________'])

guide = sheet('How to use', [1.3, 8.6], ['Column', 'Meaning'], [
    ['Pass criteria', 'Taken from the Velmora HCP Digital BRD v2.0 (12 August 2026). They apply to every asset of the section’s type, not only to the asset tested.'],
    ['Blocking? Y', 'The asset cannot be released until the check passes.'],
    ['Blocking? N', 'Advisory: record the result; the release is not held for it.'],
    ['Result', 'Pass / Fail / N/A for the asset named at the top. N/A when the section does not apply to that asset.'],
    ['Tester notes', 'What the tester measured or saw. Notes are a record, not criteria.'],
    ['Units', 'kB = 1,024 bytes; px at 100% zoom; loudness measured to EBU R128.'],
    ['Version', 'v1.4 (12/10/2026): D section added for Meta cut-downs; A3 total raised to 500 kB (was 400 kB).'],
], titles=['How to use this checklist'])

open(sys.argv[1], 'w').write(document([qa, guide], 'Alderwick Pharma UK – Creative QA checklist v1.4 – CONFIDENTIAL'))
