# Writes quillane-rtm-workbook.fods: an agency QA lead's REQUIREMENTS TRACEABILITY MATRIX workbook
# (Read me, RTM, Coverage, Change history) for a US DTC CTV, streaming-audio and display campaign.
# Usage: python3 quillane-rtm-workbook.make_fods.py quillane-rtm-workbook.fods
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fodslib import sheet, document

readme = sheet('Read me', [0.4, 9.6], ['#', 'About this matrix'], [
    ['1', 'This matrix traces every creative requirement of the Brevoxa 2027 DTC campaign to its source document and to the test cases that verify it in the Quillane QC run.'],
    ['2', 'Status: Approved = agreed and in force; Verified = in force and passed its tests on the last run; Draft = proposed, not yet agreed (do not build to it); Withdrawn = removed, kept only for history (not a requirement).'],
    ['3', 'Priority: Must = a delivery that fails it is rejected; Should = a recommendation, reported but not rejected.'],
    ['4', 'Requirement IDs are never reused. A changed requirement gets a new ID and the old one is Withdrawn with a pointer in the Notes column.'],
    ['5', 'Owner of this matrix: Rhea Quillane (QA lead, Lanthorn Creative). Questions to qa@lanthorn.example.'],
], titles=['Brevoxa® (dalrimab) 2027 DTC campaign – Requirements Traceability Matrix (RTM) v2.4',
           'Client: Verdane Biologics · Agency: Lanthorn Creative · Baseline BRD v3.1 (January 22, 2027) · Last QC run: build 27.02.3, February 26, 2027'])

C = ['Req ID', 'Requirement', 'Source', 'Priority', 'Test case(s)', 'Status', 'Notes']
rtm = sheet('RTM', [0.85, 3.9, 1.3, 0.55, 1.05, 0.75, 2.0], C, [
    ('§', 'Connected TV'),
    ['RQ-CTV-001', 'CTV spots are exactly 15 or 30 seconds long.', 'BRD v3.1 §4.1', 'Must', 'TC-CTV-01, 02', 'Verified', ''],
    ['RQ-CTV-002', 'Mezzanine files are Apple ProRes 422 HQ in a MOV wrapper.', 'StreamNorth CTV spec 2027', 'Must', 'TC-CTV-03', 'Verified', ''],
    ['RQ-CTV-003', 'Picture is 1920 x 1080, progressive, 29.97 fps.', 'StreamNorth CTV spec 2027', 'Must', 'TC-CTV-04, 05', 'Verified', 'Replaces RQ-CTV-007.'],
    ['RQ-CTV-004', 'Integrated loudness −24 LKFS ±2 LU; true peak no higher than −2 dBTP.', 'StreamNorth CTV spec 2027', 'Must', 'TC-CTV-06', 'Approved', 'Loudness meter licence pending; test not yet run.'],
    ['RQ-CTV-005', 'Audio is 48 kHz, 24-bit PCM, stereo.', 'StreamNorth CTV spec 2027', 'Must', 'TC-CTV-07', 'Verified', ''],
    ['RQ-CTV-006', 'Supers should stay inside the 90% title-safe area.', 'BRD v3.1 §4.3', 'Should', 'TC-CTV-08', 'Verified', ''],
    ['RQ-CTV-007', 'UHD masters at 3840 x 2160, 59.94 fps.', 'BRD v2.0 §4.1', 'Must', 'TC-CTV-04', 'Withdrawn', 'UHD inventory not bought; see RQ-CTV-003.'],
    ['RQ-CTV-008', 'The major statement is both voiced and supered, and the super stays on screen for at least 4 seconds.', 'MLR comments, January 14, 2027', 'Must', 'TC-CTV-09', 'Approved', ''],
    ('§', 'Streaming audio'),
    ['RQ-AUD-001', 'Audio spots are exactly 30 seconds.', 'Tunemark audio spec', 'Must', 'TC-AUD-01', 'Verified', ''],
    ['RQ-AUD-002', 'MP3 files are encoded at 192 kbps or higher, constant bit rate.', 'Tunemark audio spec', 'Must', 'TC-AUD-02', 'Verified', 'WAV delivery also accepted.'],
    ['RQ-AUD-003', 'Audio spots are mastered to −16 LUFS ±1 LU integrated.', 'Tunemark audio spec', 'Must', 'TC-AUD-03', 'Approved', ''],
    ['RQ-AUD-004', 'The companion banner is 640 x 640, JPG or PNG, 200 KB max.', 'Tunemark audio spec', 'Must', 'TC-AUD-04', 'Verified', ''],
    ['RQ-AUD-005', 'Host-read podcast spots of up to 60 seconds with a scripted safety read.', 'Media plan v2 (proposal)', 'Must', '—', 'Draft', 'Awaiting MLR decision on host reads.'],
    ('§', 'Display'),
    ['RQ-DSP-001', 'Banner sizes are 300x250, 728x90, 300x600 and 320x50.', 'BRD v3.1 §5.1', 'Must', 'TC-DSP-01', 'Verified', ''],
    ['RQ-DSP-002', 'Initial load is 150 KB max for 300x250, 728x90 and 300x600.', 'BRD v3.1 §5.2', 'Must', 'TC-DSP-02', 'Verified', ''],
    ['RQ-DSP-003', 'The 320x50 is 40 KB max.', 'BRD v3.0 §5.2', 'Must', 'TC-DSP-03', 'Withdrawn', 'Replaced by RQ-DSP-009 (CR-07).'],
    ['RQ-DSP-004', 'Animation stops within 15 seconds and loops no more than 3 times.', 'BRD v3.1 §5.3', 'Must', 'TC-DSP-04, 05', 'Verified', ''],
    ['RQ-DSP-005', 'Every banner shows the ISI in a scrolling panel from the first frame.', 'BRD v3.1 §5.4', 'Must', 'TC-DSP-06', 'Verified', ''],
    ['RQ-DSP-006', 'Text should have a contrast ratio of at least 4.5:1.', 'Verdane accessibility standard', 'Should', 'TC-DSP-07', 'Approved', ''],
    ['RQ-DSP-007', 'Backup images are GIF or JPG, 40 KB max.', 'BRD v3.1 §5.5', 'Must', 'TC-DSP-08', 'Verified', ''],
    ['RQ-DSP-008', 'Rich-media expandables may expand to 600 x 500 on click.', 'BRD v3.0 §5.6', 'Must', 'TC-DSP-09', 'Withdrawn', 'Expandables dropped from the plan.'],
    ['RQ-DSP-009', 'The 320x50 is 50 KB max, backup excluded.', 'Change request CR-07', 'Must', 'TC-DSP-03', 'Verified', 'Supersedes RQ-DSP-003.'],
    ('§', 'All assets'),
    ['RQ-GEN-001', 'File names follow BRV_[Channel]_[Size or Length]_[YYYYMMDD], e.g. BRV_CTV_30_20270301.mov or BRV_DSP_300x250_20270301.zip.', 'BRD v3.1 §3.2', 'Must', 'TC-GEN-01', 'Verified', ''],
    ['RQ-GEN-002', 'Every asset carries its approval code in the format BRV-US-NNNN.', 'BRD v3.1 §3.3', 'Must', 'TC-GEN-02', 'Verified', ''],
    ['RQ-GEN-003', 'Final assets are delivered to the Lanthorn portal no later than 5 business days before launch.', 'SOW 2027-04', 'Must', '—', 'Approved', 'Process requirement; not tested by QC.'],
], titles=['Requirements Traceability Matrix'],
   notes=['26 requirements: 16 Verified, 6 Approved, 1 Draft, 3 Withdrawn.'])

cov = sheet('Coverage', [2.6, 1.0, 1.0, 3.0], ['Measure', 'Count', 'Share', 'Comment'], [
    ['Requirements in force (Approved + Verified)', 22, '84.6%', ''],
    ['Requirements with at least one test case', 24, '92.3%', 'RQ-AUD-005 and RQ-GEN-003 have none.'],
    ['Verified on last run', 16, '72.7%', 'of requirements in force'],
    ['Test cases executed', 31, '', 'build 27.02.3'],
    ['Test cases passed', 28, '90.3%', 'TC-CTV-06 blocked; TC-DSP-05 and TC-AUD-03 failed.'],
    ['Open defects', 3, '', 'QD-211, QD-214, QD-215'],
], titles=['Coverage summary (build 27.02.3)'])

hist = sheet('Change history', [0.6, 1.2, 7.0], ['Version', 'Date', 'Change'], [
    ['2.4', '02/26/2027', 'RQ-DSP-009 verified. Coverage refreshed.'],
    ['2.3', '02/12/2027', 'CR-07: 320x50 limit raised to 50 KB (RQ-DSP-009); RQ-DSP-003 withdrawn. RQ-DSP-008 withdrawn.'],
    ['2.2', '01/29/2027', 'RQ-CTV-007 withdrawn (UHD not bought). RQ-AUD-005 added as Draft.'],
    ['2.0', '01/22/2027', 'Rebaselined on BRD v3.1.'],
], titles=['Change history'])

open(sys.argv[1], 'w').write(document([readme, rtm, cov, hist],
     'Lanthorn Creative – Brevoxa 2027 RTM v2.4 – CONFIDENTIAL', landscape=True))
