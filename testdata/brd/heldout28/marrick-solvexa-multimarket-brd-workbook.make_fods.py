# Writes marrick-solvexa-multimarket-brd-workbook.fods: a regional (UK, Germany, France, Canada) HCP launch BRD kept as a
# workbook with PER-MARKET COLUMNS (Core | UK | DE | FR | CA), "= Core" cells, "n/a" cells and [bracketed local notes].
# Usage: python3 THIS.py OUT.fods
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fodslib import sheet, document

readme = sheet('Read me', [7.5], ['How to use this workbook'], [
    ['This workbook is the business requirements document for the Solvexa (erenitamab) HCP launch in the United Kingdom, Germany, France and Canada. It replaces the Word BRD v1 circulated in September.'],
    ['Columns E to I hold the value per market. Core applies in every market unless the market column gives a different value.'],
    ['"= Core" means the market uses the Core value. "n/a" means the channel is not used in that market in wave 1, so nothing is required there.'],
    ['Level M = mandatory (local medical/legal sign-off will not be given without it). Level A = advisory (the agency should follow it; it does not block sign-off). Where a market cell says "Mandatory" the row is mandatory in that market even if its Level is A.'],
    ['Text in [square brackets] is a local note for the agency and not a requirement.'],
    ['Questions to the regional hub: Katrin Vogel (Regional Launch Lead) or Oliver Marsh (Digital Production).'],
], titles=['SOLVEXA REGIONAL HCP LAUNCH BRD - UK / DE / FR / CA', 'Marrick Biosciences · Regional Hub EMEA-CA · Workbook v2.3 · 19 Nov 2026 · Agency: Fairlight Health Group'])

H = ['Ref', 'Channel', 'Requirement', 'Level', 'Core', 'UK', 'DE', 'FR', 'CA']
req = sheet('Requirements', [0.4, 0.7, 1.4, 0.4, 1.7, 1.5, 1.5, 1.4, 1.6], H, [
    ('§', 'All assets'),
    ['G1', 'All', 'Job / approval code', 'M', 'Local code on every asset (see market columns)', 'UK-SOL-NNNNN, e.g. UK-SOL-20714', 'DE-SOL-NNNN, e.g. DE-SOL-1188', 'FR-SOL-NNNN, e.g. FR-SOL-0452', 'PAAB logo with the PAAB number'],
    ['G2', 'All', 'Prescribing information', 'M', 'Link to the local prescribing information on every asset', '= Core, plus black triangle and the adverse event reporting statement', 'Pflichttext in full on the asset [legal to supply]', '= Core', '= Core (link to the Product Monograph)'],
    ['G3', 'All', 'Minimum type size on screen', 'M', '10 px', '= Core', '= Core', '= Core', '= Core'],
    ['G4', 'All', 'Language versions', 'M', 'English', '= Core', 'German only', 'French only', 'English and French version of every asset'],
    ['G5', 'All', 'Logo clear space', 'A', 'Clear space equal to the height of the S in the logo', '= Core', '= Core', '= Core', '= Core'],
    ('§', 'Display (HCP portals)'),
    ['D1', 'Display', 'Sizes', 'M', '300x250, 728x90, 160x600', '= Core', '300x250, 728x90, 160x600, 300x600', '= Core', '300x250, 728x90, 320x50'],
    ['D2', 'Display', 'Max. initial load (HTML5)', 'M', '150 KB', '= Core', '100 KB [DocCheck limit]', '= Core', '= Core'],
    ['D3', 'Display', 'Animation length', 'M', '15 s max.', '= Core', '= Core', '= Core', '= Core'],
    ['D4', 'Display', 'Loops', 'A', '3 max.', '= Core', '= Core', '= Core', '= Core'],
    ['D5', 'Display', 'Backup image', 'M', 'JPG or PNG, 40 KB max.', '= Core', '= Core', '= Core', '= Core'],
    ('§', 'Email (rep-triggered and third-party)'),
    ['E1', 'Email', 'Template width', 'M', '600 px', '= Core', '= Core', '650 px [Vidal template]', '= Core'],
    ['E2', 'Email', 'Subject line', 'M', '60 characters max.', '= Core', '50 characters max.', '= Core', '= Core'],
    ['E3', 'Email', 'Pre-header', 'A', '90 characters max.', '= Core', '= Core', '= Core', '= Core'],
    ('§', 'Video (congress loops and HCP portal pre-roll)'),
    ['V1', 'Video', 'Lengths', 'M', '15 s and 30 s', '= Core', '30 s only', '= Core', 'n/a [no video in CA wave 1]'],
    ['V2', 'Video', 'File', 'M', 'MP4, H.264, 1920x1080, 25 fps', '= Core', '= Core', '= Core', 'n/a'],
    ['V3', 'Video', 'Loudness', 'M', '-23 LUFS ±1 LU', '= Core', '= Core', '= Core', 'n/a'],
    ['V4', 'Video', 'Subtitles', 'A', 'Burned-in subtitles', '= Core', 'Mandatory (German subtitles)', '= Core', 'n/a'],
    ('§', 'PDF leave-piece (rep e-detail follow-up)'),
    ['P1', 'PDF', 'Page size', 'M', 'A4 portrait', '= Core', '= Core', '= Core', 'US Letter portrait'],
    ['P2', 'PDF', 'File size', 'M', '5 MB max.', '= Core', '= Core', '= Core', '= Core'],
    ['P3', 'PDF', 'References', 'M', 'Every claim referenced; reference list on the last page', '= Core', '= Core', '= Core', '= Core'],
], titles=['Requirements by market'], notes=[
    'Naming for every market: SVX_[Market]_[Channel]_[Size or Length]_V[NN], e.g. SVX_UK_DSP_300x250_V01.zip, SVX_CA_EML_Invite_V02.html (M).',
    'Rows D6 (970x250 billboard) and V5 (6 s bumper) were removed in v2.2 after the media review.',
])

mk = sheet('Markets & contacts', [0.8, 1.6, 1.8, 2.2, 1.4], ['Market', 'Launch', 'Local lead', 'Email', 'Code body'], [
    ['UK', '3 Feb 2027', 'Oliver Marsh', 'oliver.marsh@marrick.example', 'ABPI / PMCPA'],
    ['DE', '17 Feb 2027', 'Katrin Vogel', 'katrin.vogel@marrick.example', 'FSA Kodex, HWG'],
    ['FR', '3 Mar 2027', 'Camille Roussel', 'camille.roussel@marrick.example', 'ANSM (visa PM)'],
    ['CA', '14 Apr 2027', 'Priya Deshmukh', 'priya.deshmukh@marrick.example', 'PAAB'],
], titles=['Markets, launch dates and contacts'])

bud = sheet('Budget', [1.8, 1.0, 1.0, 1.0, 1.0, 1.0], ['Item (EUR k)', 'UK', 'DE', 'FR', 'CA', 'Total'], [
    ['Agency build', 62, 74, 58, 49, 243],
    ['Translation and local review', 4, 18, 16, 21, 59],
    ['Media (HCP portals, email lists)', 180, 240, 150, 120, 690],
    ['Total', 246, 332, 224, 190, 992],
], titles=['Budget by market (for information, not part of the requirements)'])

open(sys.argv[1], 'w').write(document([readme, req, mk, bud], 'Marrick Biosciences - Solvexa regional HCP launch BRD - CONFIDENTIAL'))
