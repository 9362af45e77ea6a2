# Writes quillmark-social-cutdown-matrix.fods: an agency's social video CUT-DOWN MATRIX workbook for a DTC
# launch (Read me, Cut-down matrix, All cuts, Schedule & budget). Usage: python3 THIS.py OUT.fods
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fodslib import sheet, document

readme = sheet('Read me', [9.8], None, [
    ['Client: Ovarra Therapeutics · Brand: Lumendra (trelopatide) injection, DTC · Campaign: "Lighter Mornings" launch, social video · Agency: Quillmark Health, New York'],
    ['Source: the :60 and :30 TV masters (1920 x 1080, 23.976 fps, final MLR approval 02-Dec-2026). Every social cut on the matrix is edited from those masters; no new footage.'],
    ['How to use the matrix: one row per platform and cut. The Req. column says what the row is: ● = mandatory spec, the cut is not released to the media agency until it meets every value on the row; ○ = recommended spec, our editors aim for it but a cut that misses it can still ship.'],
    ['Units: Length in seconds; Max file in MB unless the cell says GB; "–" = no limit from the platform or from us.'],
    ['The "All cuts" sheet applies to every row of the matrix in addition to its own values.'],
    ['Schedule & budget is for planning only. Nothing on it is a specification.'],
    ['Version 4, 27-Nov-2026. Changed from v3: TikTok moved from 9–21 s to 9–15 s; LinkedIn file cap lowered from 500 MB to 200 MB (client IT).'],
], titles=['Lumendra "Lighter Mornings" · Social video cut-down matrix (v4)'])

H = ['ID', 'Platform', 'Placement', 'Cut', 'Aspect', 'Pixels', 'Length', 'Captions', 'Safe zone', 'Max file', 'Format', 'Req.']
matrix = sheet('Cut-down matrix', [0.35, 0.65, 1.3, 0.4, 0.45, 0.8, 0.5, 0.95, 1.6, 0.55, 0.7, 0.35], H, [
    ['V01', 'Meta', 'Facebook & Instagram Feed', ':15', '4:5', '1080 x 1350', 15, 'Burned-in', '–', '4 GB', 'MP4 / MOV', '●'],
    ['V02', 'Meta', 'Reels & Stories', ':15', '9:16', '1080 x 1920', 15, 'Burned-in', 'Top 14% and bottom 35% free of text and logos', '4 GB', 'MP4 / MOV', '●'],
    ['V03', 'TikTok', 'In-Feed', ':15', '9:16', '1080 x 1920', '9–15', 'Burned-in', '150 px top, 450 px bottom, 140 px right clear', 500, 'MP4 / MOV', '●'],
    ['V04', 'YouTube', 'Bumper', ':06', '16:9', '1920 x 1080', 6, 'SRT sidecar', '90% title safe', '–', 'MP4', '●'],
    ['V05', 'YouTube', 'Skippable in-stream', ':30', '16:9', '1920 x 1080', 30, 'SRT sidecar', '90% title safe', '–', 'MP4', '●'],
    ['V06', 'LinkedIn', 'Sponsored video (HCP)', ':30', '1:1', '1080 x 1080', 30, 'Burned-in + SRT', '–', 200, 'MP4', '●'],
    ['V07', 'Meta', 'Reels & Stories', ':06', '9:16', '1080 x 1920', 6, 'Burned-in', 'Top 14% and bottom 35% free of text and logos', '4 GB', 'MP4 / MOV', '○'],
], notes=['V07 is an optional extra cut; if made, it follows the same values as V02 except the length.'])

G = ['Ref', 'Standard', 'Req.']
general = sheet('All cuts', [0.5, 7.6, 0.5], G, [
    ('§', 'Technical'),
    ['G01', 'Video codec H.264 (High Profile), audio AAC', '●'],
    ['G02', 'Frame rate as the master: 23.976 fps. Do not convert to 30 or 60 fps', '●'],
    ['G03', 'Audio stereo, AAC 128 kbps or higher, 48 kHz', '●'],
    ['G04', 'Integrated loudness -14 LUFS ±1 LU; true peak no higher than -1 dBTP', '●'],
    ['G05', 'Video bitrate 8 Mbps or more for 1080-wide cuts', '○'],
    ('§', 'Captions'),
    ['G06', 'Burned-in captions in Lumendra Sans Bold, at least 48 px high (cap height) at 1080 px width', '●'],
    ['G07', 'Caption text contrast with its background 4.5:1 or better', '●'],
    ['G08', 'No more than 2 lines of caption on screen at once, 32 characters per line', '○'],
    ('§', 'Safety and fair balance'),
    ['G09', 'Every cut longer than :06 ends on the ISI card, held for at least 5 seconds', '●'],
    ['G10', ':06 cuts are reminder-only: product name and URL, no indication and no benefit claim', '●'],
    ['G11', 'Risk supers are never covered by platform UI: keep them inside the safe zone of the row', '●'],
    ('§', 'Naming'),
    ['G12', 'File name LUM_[ID]_[Platform]_[Aspect]_[Length]s_v[NN], aspect with x, e.g. LUM_V02_Meta_9x16_15s_v03.mp4', '●'],
    ['G13', 'Brand or product name visible in the first 3 seconds', '○'],
])

sched = sheet('Schedule & budget', [1.6, 1.0, 1.0, 1.3, 4.0], ['Milestone', 'Owner', 'Date', 'Budget (USD)', 'Notes'], [
    ['Rough cuts V01–V06', 'Quillmark edit', '08-Dec-2026', 18500, 'two rounds of client comments'],
    ['MLR submission (social cuts)', 'Ovarra PRC', '11-Dec-2026', '', 'PRC meets Tuesdays; 5 working days'],
    ['Finishing and captions', 'Quillmark finishing', '17-Dec-2026', 9200, 'captions by Textline, 72 h turnaround'],
    ['Delivery to media agency', 'Quillmark producer', '21-Dec-2026', '', 'Flight starts 04-Jan-2027'],
    ['Total', '', '', 27700, 'excludes music re-licensing for V07'],
])
open(sys.argv[1], 'w').write(document([readme, matrix, general, sched], 'Quillmark Health · Lumendra social cut-down matrix v4 · CONFIDENTIAL'))
