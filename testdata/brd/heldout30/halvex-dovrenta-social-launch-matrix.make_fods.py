# Writes halvex-dovrenta-social-launch-matrix.fods: an agency's SOCIAL SPEC MATRIX for a DTC launch, one column per
# platform, with a Read me legend, numbered notes and a flighting/budget sheet. Usage: python3 THIS.py OUT.fods
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fodslib import sheet, document

readme = sheet('Read me', [9.5], None, [
    ['What this is: the build spec for every Dovrenta paid-social video and image in the launch flight (Jan–Mar 2027). Studio builds to the Matrix tab; QA checks against it before anything is uploaded.'],
    ['How to read the Matrix: a plain value in a platform column is a HARD spec (platform limit or MLR requirement): a file that misses it does not leave the studio.'],
    ['A value in [square brackets] is our BUILD PREFERENCE: aim for it, but a file that misses it can still ship.'],
    ['n/a = does not apply to this placement.   — = the platform sets no limit here.   (note N) = see the Notes tab.'],
    ['Column G (Snapgram Stories) was DROPPED from the plan on 11/18 after the media re-plan. It is kept for reference only: do not build to it.'],
    ['Units: MB = megabytes; lengths written :15 = 15 seconds; copy limits are characters including spaces.'],
    ['Owner: M. Okafor (Halvex Health, social production). Client: Dovrenta brand team, Arlen Neuro. MLR job DOV-SOC-0147.'],
], titles=['DOVRENTA (rimegeprant) DTC LAUNCH: PAID SOCIAL SPEC MATRIX v5', 'Halvex Health · last updated 11/24/2026 · supersedes v4 (11/10)'])

H = ['Spec', 'Zipply In-Feed (video)', 'Pinloft Video', 'Workgrid Video', 'Threadly Promoted Video', 'Pinloft Standard (image)', 'Snapgram Stories — DROPPED 11/18']
matrix = sheet('Matrix', [1.55, 1.45, 1.3, 1.45, 1.4, 1.3, 1.3], H, [
    ['Aspect ratio', '9:16', '2:3', '1:1', '4:5', '2:3', '9:16'],
    ['Dimensions (px)', '1080 x 1920', '1000 x 1500', '1080 x 1080', '1080 x 1350', '1000 x 1500', '1080 x 1920'],
    ['Length', ':15 and :30', ':15', ':30', ':15 and :30', 'n/a', ':10'],
    ['Max file size', '500 MB [aim under 100 MB]', '2 GB', '200 MB', '2 GB', '20 MB', '250 MB'],
    ['Format / codec', 'MP4, H.264', 'MP4, H.264', 'MP4, H.264', 'MP4, H.264', 'PNG', 'MP4'],
    ['Frame rate', '30 fps', '30 fps', '29.97 fps (platform: under 30)', '30 fps', 'n/a', '30 fps'],
    ['Audio', 'AAC, 48 kHz, stereo', 'AAC, 48 kHz, stereo', 'AAC, 48 kHz, stereo', 'AAC, 128 kbps min', 'n/a', 'AAC'],
    ['Loudness', '-14 LUFS max [-16 LUFS]', '-14 LUFS max', '—', '-14 LUFS max', 'n/a', '-16 LUFS'],
    ['Captions', 'Burned in', 'Burned in', 'SRT file + burned in', 'Burned in', 'n/a', 'Burned in'],
    ['Copy limit (characters)', 'Ad text 100 max [80]', 'Title 100, description 500', 'Intro text 600 [150], headline 200 [70]', 'Title 300 [100]', 'Title 100, description 500', 'Headline 34'],
    ['ISI / fair balance', 'ISI supers + VO (note 1)', 'ISI in pin description (note 2)', 'ISI link in intro text', 'ISI supers + VO (note 1)', 'ISI in pin description (note 2)', 'ISI super'],
    ['End card', '2 s Dovrenta end card', '2 s Dovrenta end card', '2 s Dovrenta end card', '2 s Dovrenta end card', 'n/a', '1 s'],
    ['Naming', 'note 3', 'note 3', 'note 3', 'note 3', 'note 3', 'note 3'],
], titles=['Matrix: one column per placement', 'Plain value = hard spec · [bracketed] = build preference · n/a = not applicable · — = no platform limit'])

notes = sheet('Notes', [0.5, 9.0], ['#', 'Note'], [
    [1, 'Risk supers: at least 36 px cap height on a 1080 px wide frame, and each super held on screen for at least 3 seconds [we prefer 4 seconds]. The full ISI is also read as VO.'],
    [2, 'Pinloft: the ISI goes in the pin description, with the link to the full Prescribing Information. No ISI on the image itself.'],
    [3, 'File names: DOV_[platform code]_[length or size]_[ratio]_v[N], e.g. DOV_ZP_30s_9x16_v1.mp4 or DOV_PL_1000x1500_2x3_v2.png. Platform codes: ZP Zipply, PL Pinloft, WG Workgrid, TL Threadly.'],
    [4, 'Dovrenta logo on screen within the first 2 seconds of every video [first frame preferred].'],
    [5, 'Safe zones: keep supers and logo inside each platform\u2019s safe zone; on Zipply that means nothing in the bottom 484 px or the right 140 px.'],
    [6, 'MLR: no before-and-after imagery, no shots of a tablet being swallowed, no emoji in any copy.'],
    [7, 'Client asked (11/20) whether Workgrid could take a :60 cut. Answer from media: no budget for it this flight. Not in scope.'],
])

flight = sheet('Flighting & budget', [1.8, 1.1, 1.1, 1.1, 1.1, 1.6], ['Platform', 'Start', 'End', 'Budget ($)', 'Est. CPM ($)', 'KPI'], [
    ['Zipply', '01/11/2027', '03/28/2027', 420000, 9.5, 'Completed views 2.1M'],
    ['Pinloft', '01/11/2027', '03/28/2027', 180000, 6.2, 'Saves 48k'],
    ['Workgrid', '01/18/2027', '03/14/2027', 95000, 42, 'n/a (HCP halo only)'],
    ['Threadly', '02/01/2027', '03/28/2027', 110000, 7.8, 'Clicks 60k'],
    ['Snapgram (dropped)', '—', '—', 0, '—', '—'],
    ['TOTAL', '', '', 805000, '', ''],
], notes=['Budgets are net media. Production fees are on estimate HX-2291 (not in this file).'])

open(sys.argv[1], 'w').write(document([readme, matrix, notes, flight], 'Halvex Health · Dovrenta paid social spec matrix v5 · CONFIDENTIAL', landscape=True, font_pt=8))
