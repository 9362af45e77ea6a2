# Writes corlith-trafficking-template.fods: an agency ad-ops trafficking-sheet TEMPLATE workbook (four sheets:
# Instructions, Specs, Placements, Change log), as a media team fills it in for one DTC campaign.
# Usage: python3 corlith-trafficking-template.make_fods.py corlith-trafficking-template.fods
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fodslib import sheet, document

instr = sheet('Instructions', [0.5, 9.6], ['Step', 'Instruction'], [
    ['1', 'Fill in one row per placement on the Placements tab. Grey columns (Line, Status) are completed by Ad Ops; do not type in them.'],
    ['2', 'Every creative must meet the limits on the Specs tab for its unit type. Creative that does not is sent back to the agency before trafficking.'],
    ['3', 'Values marked (rec.) on the Specs tab are recommendations. They never hold up trafficking.'],
    ['4', 'File names must follow CRL_[Site]_[WxH or Length]_[Flight]_v[N].'],
    ['5', 'Examples: CRL_MEDHUB_300x250_JUL_v2.zip, CRL_STREAMRX_15s_AUG_v1.mp4'],
    ['6', 'Click-through URLs must start with https:// and carry the utm_campaign value given in the Click URL column.'],
    ['7', 'Corlith is a prescription product: every unit must show the Important Safety Information (ISI) or a link labelled “Important Safety Information”.'],
    ['8', 'Publisher notes on the Placements tab are publisher limits for that placement only. Where a note is stricter than the Specs tab, the note wins for that placement.'],
    ['9', 'Upload final creative to /Corlith/Q3/Creative by 12:00 ET five business days before the flight start.'],
    ['10', 'Do not insert, delete or reorder columns: the ad-server import reads columns A to M of the Placements tab.'],
    ['11', 'Questions about this template: adops@ridgewayhealth.example, ext. 4410.'],
], titles=['Corlith (DTC) – Q3 2026 Display & Video Trafficking Sheet',
           'Ridgeway Health Media · Ad Operations · Template v3.2 · Client: Arvenne Therapeutics, Inc.'])

specs = sheet('Specs', [1.35, 2.1, 0.9, 0.9, 1.3, 1.55, 2.6],
    ['Unit type', 'Sizes / lengths', 'Max initial load (KB)', 'Max total (KB)', 'Formats', 'Animation / frame rate', 'Other'], [
    ['Display – static', '300x250, 728x90, 160x600, 300x600, 970x250', 150, '—', 'JPG, PNG, GIF', 'GIF: 15 s max, 3 loops max', '1 px border if the background is white (rec.)'],
    ['Display – HTML5', '300x250, 728x90, 160x600, 300x600, 970x250', 150, 400, 'ZIP', '15 s max, 3 loops max', 'Backup image required: JPG or PNG'],
    ['Mobile in-app', '320x50, 300x50', 50, 100, 'JPG, PNG, ZIP', 'Static preferred (rec.)', 'No expanding or auto-playing units'],
    ['Pre-roll video', ':15, :30', '—', 102400, 'MP4 (H.264)', '29.97 fps constant', 'Min. 1280x720; 1920x1080 (rec.)'],
    ['Pre-roll video (audio)', '', '', '', 'AAC, 48 kHz, stereo', '', '-24 LKFS ±2'],
    ['CTV', ':15, :30', '—', 4194304, 'MOV or MP4', '29.97 fps constant', '1920x1080 only; min. 15,000 kbps'],
    ['Email newsletter banner', '600x100', 40, '—', 'JPG, GIF', 'GIF: 1 loop', 'No HTML5'],
], titles=['Creative specifications (apply to every placement unless a publisher note says otherwise)'],
   notes=['KB = 1,024 bytes; 102400 KB = 100 MB; 4194304 KB = 4 GB. “—” = no limit. (rec.) = recommendation only.',
          'Pre-roll and CTV spots must carry the ISI as end-card supers or a crawl in the last 10 seconds (rec.: supers at 80% title-safe).'])

P = ['Line', 'Site', 'Placement', 'Unit type', 'Size / length', 'Start', 'End', 'Impressions', 'CPM ($)',
     'Creative file', 'Click URL', 'Status', 'Publisher notes']
placements = sheet('Placements', [0.35, 0.95, 0.95, 0.95, 0.6, 0.6, 0.6, 0.75, 0.45, 1.75, 1.25, 0.55, 1.6], P, [
    [1, 'MedHub Daily', 'ROS MPU', 'Display – HTML5', '300x250', '07/14/2026', '09/30/2026', 1200000, 18.5, 'CRL_MEDHUB_300x250_JUL_v2.zip', 'corlith.example/?utm_campaign=crl_q3_mh', 'Live', ''],
    [2, 'MedHub Daily', 'Homepage billboard', 'Display – static', '970x250', '07/14/2026', '08/31/2026', 400000, 32, 'CRL_MEDHUB_970x250_JUL_v1.jpg', 'corlith.example/?utm_campaign=crl_q3_mh', 'Live', ''],
    [3, 'WellLine App', 'In-app banner', 'Mobile in-app', '320x50', '07/21/2026', '09/30/2026', 2500000, 6.75, 'CRL_WELLLINE_320x50_JUL_v1.png', 'corlith.example/?utm_campaign=crl_q3_wl', 'Live', 'WellLine: 40 KB max, static only'],
    [4, 'StreamRx', 'Pre-roll :15', 'Pre-roll video', ':15', '08/04/2026', '09/30/2026', 650000, 28, 'CRL_STREAMRX_15s_AUG_v1.mp4', 'corlith.example/?utm_campaign=crl_q3_sr', 'Pending creative', 'Skippable after 5 seconds'],
    [5, 'StreamRx', 'Pre-roll :30', 'Pre-roll video', ':30', '08/04/2026', '09/30/2026', 420000, 34, 'CRL_STREAMRX_30s_AUG_v1.mp4', 'corlith.example/?utm_campaign=crl_q3_sr', 'Pending creative', ''],
    [6, 'Kestrel TV', 'CTV :30', 'CTV', ':30', '08/11/2026', '09/27/2026', 300000, 42, 'CRL_KESTREL_30s_AUG_v1.mov', 'n/a (not clickable)', 'Pending creative', 'Kestrel: 2 GB max per file'],
    [7, 'HealthLetter Weekly', 'Newsletter banner', 'Email newsletter banner', '600x100', '07/16/2026', '09/24/2026', '3 sends', 'flat $9,000', 'CRL_HLW_600x100_JUL_v1.gif', 'corlith.example/?utm_campaign=crl_q3_hl', 'Live', ''],
    [8, 'MedHub Daily', 'Skyscraper', 'Display – HTML5', '160x600', '07/14/2026', '09/30/2026', 500000, 14, '', '', 'Cancelled 08/02', 'Line cancelled by client'],
], titles=['Placements (one row per placement)'],
   notes=['Totals: 5,470,000 impressions + 3 newsletter sends; net media budget $148,620 (see IO 26-0714-RHM).'])

log = sheet('Change log', [0.7, 1.0, 8.4], ['Version', 'Date', 'Change'], [
    ['3.2', '08/14/2026', 'Added the 970x250 billboard. HTML5 max total raised to 400 KB (was 300 KB).'],
    ['3.1', '06/02/2026', 'CTV minimum bitrate lowered to 15,000 kbps (was 20,000 kbps). Placements tab: added Publisher notes column.'],
    ['3.0', '03/09/2026', 'New layout: Specs moved to their own tab. Pre-roll :06 bumpers removed from the template.'],
], titles=['Template change log'])

open(sys.argv[1], 'w').write(document([instr, specs, placements, log],
     'Ridgeway Health Media – Corlith Q3 2026 trafficking sheet (template v3.2)'))
