# Writes tamsyn-asset-qc-test-script.fods: a QA team's TEST SCRIPT workbook for an asset-QC upload tool
# (four sheets: Cover, Test script, Run log, Sign-off) for a UK OTC consumer-health campaign.
# Usage: python3 tamsyn-asset-qc-test-script.make_fods.py tamsyn-asset-qc-test-script.fods
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fodslib import sheet, document

cover = sheet('Cover', [2.0, 8.0], ['Item', 'Detail'], [
    ['Test script', 'TS-014 Clearframe upload checks – Nasoren Allergy Relief spring 2027 (UK)'],
    ['Version', '1.3 (19 February 2027)'],
    ['Author', 'Sophie Tamsyn, QA Analyst, Brightmere Digital'],
    ['System under test', 'Clearframe asset QC 5.3.0 (build 5302), staging tenant “kestrel-health-uk”'],
    ['Purpose', 'Proves that Clearframe enforces the Nasoren spring 2027 creative specification (Kestrel Consumer Health, spec NSR-SPEC-04) before assets reach the media agency.'],
    ['How to read the Expected result column', '“Upload blocked” means the asset breaks a hard limit of the specification and Clearframe must refuse it. “Upload allowed with amber flag” means the asset misses a recommendation of the specification: Clearframe accepts it and shows the flag. “Upload allowed” means the asset is within the specification.'],
    ['Entry criteria', 'Build deployed to staging; test assets in the shared drive folder TS-014/data; 42 test files prepared.'],
    ['Exit criteria', 'At least 95% of steps passed and no open Severity 1 defect.'],
    ['Out of scope', 'TikTok placements (not bought in spring 2027), print, in-store screens.'],
], titles=['Brightmere Digital – Test script TS-014', 'Client: Kestrel Consumer Health UK · Brand: Nasoren Allergy Relief (GSL) · Project KCH-0883'])

T = ['TC', 'Step', 'Action', 'Test data', 'Expected result', 'Actual result', 'Pass / Fail', 'Defect']
script = sheet('Test script', [0.5, 0.35, 2.7, 2.1, 3.0, 0.9, 0.6, 0.6], T, [
    ('§', 'TC-01 Meta Reels video'),
    ['TC-01', 1, 'Upload a 9:16 video to the Reels placement', 'NSR_Spring27_META_15s_v2.mp4 (1080 × 1920, 15 s, 30 fps, 46 MB)', 'Upload allowed', 'As expected', 'Pass', ''],
    ['TC-01', 2, 'Upload a video longer than the Reels limit', '1080 × 1920, 31 s', 'Upload blocked: “Reels video must be 30 seconds or shorter”', 'As expected', 'Pass', ''],
    ['TC-01', 3, 'Upload a 4:5 video to Reels', '1080 × 1350, 15 s', 'Upload blocked: “Reels video must be 1080 × 1920 (9:16)”', 'As expected', 'Pass', ''],
    ['TC-01', 4, 'Upload a 60 fps video to Reels', '1080 × 1920, 15 s, 60 fps', 'Upload blocked: “Frame rate must be between 23.976 and 30 fps”', 'As expected', 'Pass', ''],
    ['TC-01', 5, 'Upload an oversized file to Reels', '1080 × 1920, 28 s, 4.2 GB ProRes in MOV', 'Upload blocked: “Video files must be 4 GB or smaller”', 'Upload allowed', 'Fail', 'CF-1187'],
    ('§', 'TC-02 Meta Feed image'),
    ['TC-02', 1, 'Upload a square image to Feed', 'NSR_Spring27_META_1080x1080_v1.jpg (2.9 MB)', 'Upload allowed', 'As expected', 'Pass', ''],
    ['TC-02', 2, 'Upload an oversized image to Feed', '1080 × 1080 PNG, 31 MB', 'Upload blocked: “Feed images must be 30 MB or smaller”', 'As expected', 'Pass', ''],
    ['TC-02', 3, 'Upload a GIF to Feed', '1080 × 1080 GIF, 1.1 MB', 'Upload blocked: “Feed images must be JPG or PNG”', 'As expected', 'Pass', ''],
    ['TC-02', 4, 'Enter primary text of 126 characters', 'Copy deck line P3', 'Upload allowed with amber flag: “Primary text over 125 characters may be cut off”', 'As expected', 'Pass', ''],
    ['TC-02', 5, 'Enter a headline of 41 characters', 'Copy deck line H2', 'Upload allowed with amber flag: “Headline over 40 characters”', 'No flag shown', 'Fail', 'CF-1190'],
    ('§', 'TC-03 Programmatic display'),
    ['TC-03', 1, 'Upload an HTML5 banner under the initial-load limit', 'NSR_Spring27_DISP_300x250_v1.zip, 149 kB initial load', 'Upload allowed', 'As expected', 'Pass', ''],
    ['TC-03', 2, 'Upload the same banner rebuilt heavier', '300 × 250, 151 kB initial load', 'Upload blocked: “Initial load over 150 kB”', 'As expected', 'Pass', ''],
    ['TC-03', 3, 'Upload a mobile banner over its cap', '320 × 50, 51 kB', 'Upload blocked: “Mobile banners must not exceed 50 kB”', 'As expected', 'Pass', ''],
    ['TC-03', 4, 'Upload a size that is not on the size list', '970 × 250', 'Upload blocked: “Size not on the Nasoren size list (300x250, 728x90, 300x600, 320x50)”', 'As expected', 'Pass', ''],
    ['TC-03', 5, 'Upload a banner whose animation runs on', '728 × 90, animation 31 s', 'Upload blocked: “Animation must stop by 30 seconds”', 'Not run', 'Blocked', 'CF-1187'],
    ('§', 'TC-04 Mandatory copy and approval'),
    ['TC-04', 1, 'Upload a banner without the label statement', '300 × 250 with no “Always read the label” line', 'Upload blocked: “Mandatory statement missing: Always read the label”', 'As expected', 'Pass', ''],
    ['TC-04', 2, 'Upload a banner with the statement set too small', 'Statement in 6 px type', 'Upload blocked: “Mandatory statement must be at least 8 px”', 'As expected', 'Pass', ''],
    ['TC-04', 3, 'Upload an asset without an approval code', 'Metadata field “Approval” empty', 'Upload blocked: “Approval code missing (format NSR/UK/NNNN)”', 'As expected', 'Pass', ''],
    ('§', 'TC-05 File naming'),
    ['TC-05', 1, 'Upload files named to the convention NSR_Spring27_[Channel]_[Size or Length]_v[N]', 'NSR_Spring27_DISP_300x250_v1.zip; NSR_Spring27_META_15s_v2.mp4', 'Upload allowed', 'As expected', 'Pass', ''],
    ['TC-05', 2, 'Upload a file that breaks the convention', 'nasoren_banner_final2.zip', 'Upload blocked: “File name does not follow the naming convention”', 'As expected', 'Pass', ''],
], titles=['TS-014 Test script (run 2)'],
   notes=['Test data files are in TS-014/data; sizes are as measured by MediaInfo 24.01. “Blocked” in Pass / Fail means the step could not be run.'])

log = sheet('Run log', [0.6, 1.1, 1.4, 0.8, 0.8, 0.8, 0.8, 0.9, 3.0], ['Run', 'Date', 'Build', 'Steps', 'Passed', 'Failed', 'Blocked', 'Pass rate', 'Comment'], [
    [1, '12/02/2027', '5.2.4 (5241)', 22, 15, 6, 1, '68%', 'Six failures, four fixed in 5.3.0.'],
    [2, '19/02/2027', '5.3.0 (5302)', 22, 19, 2, 1, '86%', 'CF-1187 (file size check) and CF-1190 (headline flag) open; exit criteria not met.'],
], titles=['Run history'])

sign = sheet('Sign-off', [2.2, 2.2, 2.0, 1.5], ['Role', 'Name', 'Decision', 'Date'], [
    ['QA analyst', 'Sophie Tamsyn', 'Not ready', '19/02/2027'],
    ['Product owner', 'Gareth Lyle', '', ''],
    ['Client ad ops', 'Amara Osei (Kestrel)', '', ''],
], titles=['Sign-off'])

open(sys.argv[1], 'w').write(document([cover, script, log, sign],
     'Brightmere Digital – TS-014 Clearframe upload checks – CONFIDENTIAL', landscape=True))
