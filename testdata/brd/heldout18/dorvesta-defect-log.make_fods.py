# Writes dorvesta-defect-log.fods: an agency QC team's DEFECT LOG workbook of rejected assets
# (Log, Summary, Lists) for a US HCP oncology launch; the Root cause column states the rule each asset broke.
# Usage: python3 dorvesta-defect-log.make_fods.py dorvesta-defect-log.fods
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fodslib import sheet, document

C = ['ID', 'Raised', 'Asset file', 'Channel', 'Observed', 'Root cause (rule broken)', 'Sev.', 'Status', 'Owner', 'Fixed in']
log = sheet('Defect log', [0.55, 0.65, 1.7, 0.7, 1.15, 3.75, 0.35, 1.2, 0.45, 0.45], C, [
    ['DL-001', '03/02/2027', 'XYL_DISP_300x250_v01.zip', 'Display', 'Initial load 138 KB', 'Spec §2.3: HTML5 initial load must not exceed 120 KB.', 'S2', 'Fixed', 'JM', 'v02'],
    ['DL-002', '03/02/2027', 'XYL_DISP_728x90_v01.zip', 'Display', 'Animation runs 22 s', 'Spec §2.4: animation must stop at 15 seconds or sooner.', 'S2', 'Fixed', 'JM', 'v02'],
    ['DL-003', '03/02/2027', 'XYL_DISP_160x600_v01.png', 'Display', 'Backup delivered as PNG', 'Spec §2.6: backup images must be GIF or JPG.', 'S3', 'Fixed', 'JM', 'v02'],
    ['DL-004', '03/03/2027', 'XYL_DISP_300x600_v02.gif', 'Display', 'Backup 47 KB', 'Reviewer applied 40 KB in error; spec §2.6 allows backup images up to 50 KB.', 'S3', 'Closed – not a defect', 'PK', '—'],
    ['DL-005', '03/03/2027', 'XYL_OLV_30s_v01.mp4', 'Pre-roll', '23.976 fps', 'ClinixNet video spec v4: spots must be 25 or 29.97 fps; 23.976 is not accepted.', 'S1', 'Open', 'RB', ''],
    ['DL-006', '03/03/2027', 'XYL_OLV_15s_v01.mp4', 'Pre-roll', 'Integrated −19.2 LUFS', 'Spec §3.4: loudness must be −23 LUFS ±1 LU.', 'S2', 'Fixed', 'RB', 'v02'],
    ['DL-007', '03/03/2027', 'XYL_OLV_30s_v01.mp4', 'Pre-roll', 'No captions', 'Spec §3.5: every video needs open or closed captions.', 'S1', 'Fixed', 'RB', 'v02'],
    ['DL-008', '03/04/2027', 'XYL_OLV_15s_v02.mp4', 'Pre-roll', 'Duration 16.0 s', 'Spec §3.1: pre-roll spots must be exactly 15 or 30 seconds.', 'S2', 'Fixed', 'RB', 'v03'],
    ['DL-009', '03/04/2027', 'XYL_EML_Launch_v01.html', 'HCP email', 'Subject 64 characters', 'Spec §4.2: subject lines are limited to 55 characters.', 'S3', 'Fixed', 'PK', 'v02'],
    ['DL-010', '03/04/2027', 'XYL_EML_Launch_v01.html', 'HCP email', 'ISI only as a link', 'Spec §4.4: the full ISI must appear in the email body, not only as a link.', 'S1', 'Fixed', 'PK', 'v02'],
    ['DL-011', '03/05/2027', 'XYL_LI_1200x627_v01.jpg', 'LinkedIn', 'Intro text 172 characters', 'Spec §5.2: introductory text must be 150 characters or fewer (LinkedIn itself allows 600).', 'S3', 'Won’t fix – waived for this asset (CR-12)', 'AD', '—'],
    ['DL-012', '03/05/2027', 'XYL_DISP_320x50_v02.zip', 'Display', 'Total 61 KB', 'Spec §2.3: the 320x50 must be 50 KB or less in total.', 'S2', 'Open', 'JM', ''],
    ['DL-013', '03/05/2027', 'all display v01', 'Display', 'No approval code on end frame', 'Spec §1.4: every asset must show its approval code (format XYL-US-NNNNN).', 'S1', 'Fixed', 'JM', 'v02'],
    ['DL-014', '03/05/2027', 'XYL_DISP_300x250_v01.zip', 'Display', 'Initial load 138 KB', 'Duplicate of DL-001.', 'S2', 'Duplicate', 'JM', '—'],
    ['DL-015', '03/08/2027', 'xylenra_300x250_final.zip', 'Display', 'File name', 'Spec §1.3: file names must follow XYL_[Channel]_[Size or Length]_v[NN] (e.g. XYL_DISP_300x250_v04.zip).', 'S3', 'Fixed', 'JM', 'v04'],
    ['DL-016', '03/08/2027', 'XYL_DISP_728x90_v03.zip', 'Display', 'CTA contrast 3.9:1', 'Spec §2.8 recommends at least 4.5:1 for text (advisory, not a rejection reason).', 'S4', 'Closed – advisory', 'PK', '—'],
    ['DL-017', '03/09/2027', 'XYL_LI_1200x627_v02.jpg', 'LinkedIn', 'Image 5.6 MB', 'Spec §5.1: LinkedIn single images must be 5 MB or smaller.', 'S2', 'Fixed', 'AD', 'v03'],
], titles=['Xylenra® (pembrotinib) HCP launch – creative defect log',
           'Client: Dorvesta Oncology · Agency QC: Halyard Health Creative · Spec: XYL-HCP-SPEC v2.2 (February 20, 2027) · Log owner: Priya Kamath (PK)'],
   notes=['Severity is the QC team’s triage of the defect (S1 blocks launch … S4 cosmetic); it is not the level of the rule. The Root cause column quotes the rule the asset broke.'])

summ = sheet('Summary', [2.6, 0.8, 0.9, 3.2], ['Measure', 'Count', 'Share', 'Comment'], [
    ['Defects logged', 17, '', 'March 2–9, 2027'],
    ['Open', 2, '11.8%', 'DL-005 (S1), DL-012 (S2)'],
    ['Fixed', 11, '64.7%', ''],
    ['Closed – not a defect / advisory / duplicate', 3, '17.6%', ''],
    ['Waived', 1, '5.9%', 'CR-12 signed by Dorvesta brand lead'],
    ['Assets delivered', 26, '', ''],
    ['First-time-right rate', 14, '53.8%', 'assets with no defect on first QC'],
    ['Average days to fix', '', '2.4', 'S1 target is 1 working day'],
], titles=['Summary (as of March 9, 2027, 6:00 PM ET)'])

lists = sheet('Lists', [1.6, 5.0], ['List', 'Values'], [
    ['Severity', 'S1 blocks launch; S2 must fix before trafficking; S3 fix in next build; S4 cosmetic'],
    ['Status', 'Open; Fixed; Duplicate; Closed – not a defect; Closed – advisory; Won’t fix – waived'],
    ['Owner', 'JM Jonas Mertens (display); RB Rosa Batista (video); PK Priya Kamath (email); AD Ade Dossou (social)'],
], titles=['Drop-down lists'])

open(sys.argv[1], 'w').write(document([log, summ, lists],
     'Halyard Health Creative – Xylenra defect log – CONFIDENTIAL', landscape=True))
