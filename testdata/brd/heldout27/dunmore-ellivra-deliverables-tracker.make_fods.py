# Writes dunmore-ellivra-deliverables-tracker.fods: an agency producer's DELIVERABLES LIST kept as a spreadsheet,
# with a free-text "Specs" column, a questions log and contacts. Usage: python3 THIS.py OUT.fods
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fodslib import sheet, document

H = ['#', 'Deliverable', 'Channel', 'Qty', 'Specs', 'Owner', 'Due', 'Status', 'Est. ($)']
deliv = sheet('Deliverables', [0.3, 1.35, 0.75, 0.4, 3.9, 0.75, 0.7, 0.85, 0.65], H, [
    [1, 'HCP display banners', 'Display', 4, '300x250, 728x90, 160x600, 300x600. HTML5 (GWD ok). 200KB max initial load each, no polite load. anim 30s max, 3 loops. static backup per size', 'Priya S.', '12/11', 'In progress', 14200],
    [2, 'Endemic native units', 'Native', 2, 'headline 25 chr max, body 90 chr max. image 1200x627 JPG or PNG. logo 100x100 PNG', 'Priya S.', '12/11', 'Not started', 3800],
    [3, 'Rep-triggered emails (x3)', 'Email', 3, 'Veeva AE template. 640 px wide max. subj ≤ 50 chr. PI + ISI in footer, ISI also linked at top. no JS, no forms', 'Tom W.', '12/18', 'In progress', 11400],
    [4, 'Journal ad - Oncology Practice Today', 'Print', 1, 'Full page. Trim 8.125 x 10.875 in, bleed 0.125 in all sides. PDF/X-1a only, CMYK. images 300 dpi min. TAC 300% max', 'Gwen L.', '01/08', 'Not started', 6500],
    [5, 'Congress booth loop (ASCO)', 'Congress', 1, '1920x1080 MP4, NO AUDIO. 2:00 exactly, seamless loop. 29.97 fps', 'Ade K.', '02/20', 'Not started', 18900],
    [6, 'Podcast sponsorship read', 'Audio', 1, ':30, MP3 192 kbps, host-read script', 'Tom W.', '—', 'CUT (11/20)', 0],
    [7, 'iPad detail aid (CLM)', 'CLM', 1, 'Veeva CLM. 2048x1536 slides. one zip per key message, keep each zip <50MB. thumbnails 200x150 JPG', 'Gwen L.', '01/22', 'On hold - waiting on MOA data', 22600],
    ['', 'TOTAL', '', '', '', '', '', '', 77400],
], titles=['ELLIVRA (tazorelin) HCP LAUNCH WAVE 1 - DELIVERABLES', 'Client: Dunmore Oncology · Agency: Parallax Health · Job 4471 · last edit T. Whelan 11/24'], notes=[
    'Specs per Jen (brand) email 11/6 + media plan v3. Anything marked CUT is out, ignore the specs on that row.',
    'Est. = agency fees only, excl. media, printing and stock.',
])

QH = ['#', 'Date', 'Question', 'Asked by', 'Answer', 'Answered by']
qs = sheet('Qs log', [0.3, 0.6, 2.8, 0.8, 3.6, 0.9], QH, [
    [1, '11/9', 'does the 200KB include the backup?', 'Priya S.', 'no, backup is separate. backup JPG only, under 40KB', 'Jen (brand)'],
    [2, '11/9', 'can we add a 970x250?', 'Priya S.', 'no, not in the media plan', 'Marco (media)'],
    [3, '11/12', 'PDF/X-4 ok for the journal?', 'Gwen L.', 'no. publisher takes X-1a only', 'Oncology Practice Today prod.'],
    [4, '11/12', 'booth loop w/o audio - captions?', 'Ade K.', 'yes, burned-in captions on the whole loop', 'Jen (brand)'],
    [5, '11/16', 'ISI on banners - scrolling or static?', 'Priya S.', 'scrolling ISI in every banner, and the PI link always visible', 'Rita (reg.)'],
    [6, '11/16', 'email subj - can we use emoji?', 'Tom W.', 'no emoji in subj or body', 'Rita (reg.)'],
    [7, '11/20', 'do we still need the podcast read?', 'Tom W.', 'no, cut', 'Jen (brand)'],
    [8, '11/23', 'banner fonts - any min?', 'Priya S.', 'body copy not under 10px. Jen prefers 12px but 10 is the floor', 'Rita (reg.)'],
    [9, '11/23', 'naming?', 'Tom W.', 'ELV_[channel]_[size or piece]_v#, e.g. ELV_DIS_300x250_v1.zip, ELV_EML_RTE2_v3.html', 'Jen (brand)'],
], titles=['Questions log'])

ct = sheet('Contacts', [1.4, 1.6, 2.4, 1.4], ['Name', 'Role', 'Email', 'Phone'], [
    ['Jen Albright', 'Brand Director, Ellivra', 'jalbright@dunmoreonc.com', '(617) 555-0190'],
    ['Rita Osei', 'Regulatory review', 'rosei@dunmoreonc.com', '(617) 555-0122'],
    ['Marco Dellinger', 'Media (Trellis Media)', 'marco.d@trellismedia.com', '(212) 555-0147'],
    ['Tara Whelan', 'Producer, Parallax Health', 'twhelan@parallaxhealth.com', '(617) 555-0163'],
], titles=['Contacts'])

open(sys.argv[1], 'w').write(document([deliv, qs, ct], 'Ellivra wave 1 deliverables - CONFIDENTIAL'))
