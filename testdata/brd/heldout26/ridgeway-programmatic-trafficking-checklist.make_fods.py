# Writes ridgeway-programmatic-trafficking-checklist.fods: an agency's PROGRAMMATIC TRAFFICKING CHECKLIST workbook for a
# US HCP display + online-video flight on a DSP (Read me, Checklist, Flight & contacts). Usage: python3 THIS.py OUT.fods
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fodslib import sheet, document

readme = sheet('Read me', [9.8], None, [
    ['Client: Castellan Pharma · Brand: Oravessa (tenuvimab), US HCP · Flight: Q1 2027 programmatic display and online video on Helix DSP · Agency: Ridgeway Media, Chicago (programmatic desk)'],
    ['Use this checklist for every creative before it is trafficked into the DSP, and again for every new version. Initial the Done column; the ad-ops lead signs the last row on the Checklist tab.'],
    ['Gate column: STOP = the creative is not trafficked until the row is met. CHECK = traffic it, but log the gap in the launch log and fix it within 48 hours.'],
    ['Units: "≤" values are maxima; KB and MB as written; lengths in seconds; "–" = nothing to check for that item.'],
    ['Rows marked "media setting" are line-item or audience settings done by the media team in the DSP. They are in the list so nothing is missed at launch, but they are not properties of the creative.'],
    ['Version 2.3, 30-Nov-2026. Changed from 2.2: polite load raised from 500 KB to 1 MB (Helix now allows it); :06 bumpers removed from this flight.'],
], titles=['Oravessa HCP Q1 2027 · Programmatic trafficking checklist (v2.3)'])

H = ['#', 'Stage', 'Item', 'Spec / value', 'Gate', 'Done']
rows = [
    ('§', 'A. Creative files'),
    ['A1', 'Display', 'Sizes', '300x250, 728x90, 160x600, 300x600, 320x50', 'STOP', ''],
    ['A2', 'Display', 'Initial load', '≤ 150 KB (320x50: ≤ 50 KB)', 'STOP', ''],
    ['A3', 'Display', 'Polite load', '≤ 1 MB after page load', 'STOP', ''],
    ['A4', 'Display', 'Animation', '≤ 15 s, max. 2 loops; end frame shows brand, indication and ISI link', 'STOP', ''],
    ['A5', 'Display', 'Backup image', 'Same size as the unit, JPG, ≤ 40 KB', 'STOP', ''],
    ['A6', 'Display', 'Border', '1 px #CCCCCC on all four sides', 'CHECK', ''],
    ['A7', 'Video', 'OLV file', 'MP4, H.264, 1920 x 1080, 29.97 fps', 'STOP', ''],
    ['A8', 'Video', 'Lengths', ':15 and :30 only', 'STOP', ''],
    ['A9', 'Video', 'Video bitrate', '≥ 8 Mbps', 'STOP', ''],
    ['A10', 'Video', 'Video bitrate (target)', '15–20 Mbps', 'CHECK', ''],
    ['A11', 'Video', 'File size', '≤ 1 GB', 'STOP', ''],
    ['A12', 'Video', 'Loudness', '-24 LKFS ±2', 'STOP', ''],
    ('§', 'B. Naming and IDs'),
    ['B1', 'All', 'File name', 'ORV_HCP_[Size or Length]_[Message]_v[N], e.g. ORV_HCP_300x250_DataA_v2.zip, ORV_HCP_30s_DataA_v1.mp4', 'STOP', ''],
    ['B2', 'All', 'Approval code', 'On the end frame of every asset: US-ORV-#### (e.g. US-ORV-1187)', 'STOP', ''],
    ['B3', 'Video', 'Ad-ID', '12 characters, in the VAST UniversalAdId', 'STOP', ''],
    ('§', 'C. Trafficking setup'),
    ['C1', 'All', 'Click-through URL', 'HTTPS; utm_source=helix and utm_medium=programmatic', 'STOP', ''],
    ['C2', 'Display', 'Click tag', 'clickTag declared; no hard-coded URL in the creative', 'STOP', ''],
    ['C3', 'All', 'Third-party tags', 'Max. 1 impression pixel + 1 ClearSight tag per creative', 'CHECK', ''],
    ['C4', 'All', 'Audience (media setting)', 'NPI list segment attached, ≥ 5,000 matched NPIs', 'STOP', ''],
    ['C5', 'All', 'Frequency cap (media setting)', '3 per user per day', 'STOP', ''],
    ('§', 'D. Compliance'),
    ['D1', 'Display', 'ISI', 'Scrolling ISI panel visible on load; no auto-scroll', 'STOP', ''],
    ['D2', 'All', 'Prescribing Information', 'PI link in every unit and on the landing page', 'STOP', ''],
    ['D3', 'All', 'Audience statement', '"For US Healthcare Professionals Only" in every unit', 'STOP', ''],
    ['D4', 'All', 'MLR approval', 'Approval date recorded in the tracker before upload', 'STOP', ''],
    ('§', 'E. Launch QA'),
    ['E1', 'All', 'Live screenshots', 'Within 24 hours of launch, every size, desktop and mobile', 'CHECK', ''],
    ['E2', 'All', 'Sign-off', 'Ad-ops lead initials and date', '–', ''],
]
checklist = sheet('Checklist', [0.4, 0.7, 1.6, 4.6, 0.6, 0.7], H, rows,
                  notes=['Questions to the programmatic desk: helix-desk@ridgewaymedia.example · Slack #orv-programmatic.'])

F = ['Item', 'Value']
flight = sheet('Flight & contacts', [2.5, 6.5], F, [
    ['Flight dates', '06-Jan-2027 to 31-Mar-2027'],
    ['Budget', '$480,000 net (display $300,000; OLV $180,000)'],
    ['DSP seat', 'Helix DSP seat 4471-ORV'],
    ['Target CPM', 'Display $38; OLV $52'],
    ['Creative due to Ridgeway', '16-Dec-2026 (display), 20-Dec-2026 (OLV)'],
    ['Client contact', 'Dana Whitfield, Associate Director, Castellan Pharma'],
    ['Ad-ops lead', 'Marco Ibáñez, Ridgeway Media'],
], titles=['Flight & contacts (planning only; nothing on this tab is a specification)'])

open(sys.argv[1], 'w').write(document([readme, checklist, flight], 'Ridgeway Media · Oravessa HCP Q1 2027 · Programmatic trafficking checklist v2.3'))
