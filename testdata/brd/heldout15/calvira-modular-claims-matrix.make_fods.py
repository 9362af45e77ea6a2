# Writes calvira-modular-claims-matrix.fods: a brand team's MODULAR CONTENT claims-and-components matrix workbook
# (five sheets: Read me, Claims, Channel budgets, Components, Change log) for a US cardiology brand.
# Usage: python3 calvira-modular-claims-matrix.make_fods.py calvira-modular-claims-matrix.fods
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fodslib import sheet, document

readme = sheet('Read me', [0.4, 9.7], ['#', 'How to use this library'], [
    ['1', 'This workbook is the only source of approved claims and components for Calvira modular content. Agencies assemble assets from it; MLR then reviews the assembly, not the wording.'],
    ['2', 'Use claim text exactly as approved in column C of the Claims sheet. Do not edit, shorten or combine claims.'],
    ['3', 'A claim may only be used in a channel marked Y on the Claims sheet; “—” means the claim is not approved for that channel.'],
    ['4', 'Every claim must keep its reference marker and, where column E gives one, its footnote on the same screen or page.'],
    ['5', 'Every efficacy claim (category EFF) must appear in the same asset as the full ISI module SAF-01.'],
    ['6', 'The Max column on the Channel budgets sheet is a hard limit: copy over it is returned without review. The Target column is guidance only.'],
    ['7', 'Claims marked HCP in column F may be used only in assets for healthcare professionals.'],
    ['8', 'Do not use a claim after the date in its Expires column.'],
    ['9', 'Component specifications on the Components sheet apply wherever the component is used.'],
    ['10', 'Questions and new-claim requests: modular.content@ostmark.example (allow 15 business days for a new claim).'],
], titles=['Calvira® (calvestrant) tablets – Modular Content Library: Claims & Components Matrix',
           'Ostmark Therapeutics · US Cardiology · Library v4.1 · MLR approval OST LIB 0091 · effective November 3, 2026'])

C = ['ID', 'Cat.', 'Approved claim text', 'Ref', 'Footnote', 'Audience', 'Email', 'Banner', 'Social', 'Rep detail', 'Expires']
claims = sheet('Claims', [0.45, 0.4, 3.7, 0.35, 1.9, 0.7, 0.45, 0.5, 0.5, 0.6, 0.8], C, [
    ('§', 'Efficacy (EFF)'),
    ['C-01', 'EFF', 'Calvira reduced the risk of cardiovascular death or hospitalization for heart failure by 26% compared with placebo.', '1', 'a. Primary endpoint; median follow-up 18.2 months.', 'HCP + DTC', 'Y', 'Y', '—', 'Y', '12/31/2027'],
    ['C-02', 'EFF', 'Fewer hospital stays for heart failure: 1 in 6 fewer than placebo at 12 months.', '1', 'b. Secondary endpoint, not adjusted for multiplicity.', 'HCP', 'Y', '—', '—', 'Y', '12/31/2027'],
    ['C-03', 'EFF', 'Benefit seen as early as 30 days.', '1,2', 'c. Post hoc analysis.', 'HCP', 'Y', '—', '—', 'Y', '06/30/2027'],
    ['C-05', 'EFF', 'Calvira helps people with heart failure stay out of the hospital.', '1', '', 'DTC', 'Y', 'Y', 'Y', '—', '12/31/2027'],
    ('§', 'Dosing and access (DOS)'),
    ['C-06', 'DOS', 'One tablet, once a day, with or without food.', '3', '', 'HCP + DTC', 'Y', 'Y', 'Y', 'Y', '12/31/2028'],
    ['C-07', 'DOS', 'Covered for 84% of commercially insured patients.', '4', 'd. Formulary data as of September 2026; coverage varies by plan.', 'HCP', 'Y', 'Y', '—', 'Y', '03/31/2027'],
    ['C-08', 'DOS', 'Eligible patients may pay as little as $10 a month.', '5', 'e. Terms and restrictions apply; not valid for government-insured patients.', 'HCP + DTC', 'Y', 'Y', 'Y', 'Y', '12/31/2026'],
    ('§', 'Safety (SAF)'),
    ['C-09', 'SAF', 'The most common side effects were dizziness (9%) and low blood pressure (7%).', '1', '', 'HCP + DTC', 'Y', 'Y', 'Y', 'Y', '12/31/2027'],
], titles=['Approved claims (Y = approved for the channel; — = not approved)'],
   notes=['C-04 was withdrawn in v3.2 and must not be reused. Reference list: see Components sheet, REF-01.'])

B = ['Channel', 'Text field', 'Max characters', 'Target', 'Notes']
budgets = sheet('Channel budgets', [2.2, 1.5, 1.0, 0.8, 4.6], B, [
    ['HCP email (Veeva Approved Email)', 'Subject line', 55, 40, 'Count spaces; no brand name in the subject (added by the template).'],
    ['HCP email (Veeva Approved Email)', 'Preheader', 85, '—', ''],
    ['Banner 300x250', 'Headline', 45, 35, 'Per frame.'],
    ['Banner 728x90', 'Headline', 35, '—', 'Per frame.'],
    ['Banner 320x50', 'Headline', 25, '—', 'Only the headline, logo and CTA appear on this size.'],
    ['Banner (all sizes)', 'CTA', 18, 12, ''],
    ['Meta (DTC)', 'Primary text', 125, 90, ''],
    ['Meta (DTC)', 'Headline', 40, 27, ''],
    ['LinkedIn (HCP)', 'Introductory text', 150, '—', 'LinkedIn accepts up to 600 characters; the brand budget is 150.'],
    ['Paid search', 'Headline', 30, '—', 'Per headline; an ad carries 3 to 15 headlines.'],
    ['Paid search', 'Description', 90, '—', 'Per description; up to 4 per ad.'],
], titles=['Character budgets per channel'],
   notes=['Characters include spaces and punctuation; superscript reference markers are not counted. “—” = no target.'])

K = ['ID', 'Component', 'Type', 'Specification', 'Use']
comps = sheet('Components', [0.6, 1.9, 0.9, 5.1, 1.6], K, [
    ['LOG-01', 'Calvira logo lockup', 'SVG, PNG', 'At least 96 px wide on screen and 25 mm wide in print. Clear space on all sides equal to the height of the “C”.', 'All assets'],
    ['SAF-01', 'ISI module (full)', 'Text', 'Required on every promotional asset. Never shortened or paraphrased. At least 10 px on screen; at least 8 pt in print.', 'All assets'],
    ['SAF-02', 'ISI scroll panel', 'HTML', 'Panel height at least 40% of the banner. Auto-scroll may start after 3 seconds and must pause on hover.', 'Banners'],
    ['PI-01', 'PI link', 'Text + URL', 'Link text exactly “Please see full Prescribing Information.”, linked to calvira.example/pi.', 'All assets'],
    ['AE-01', 'Adverse-event reporting line', 'Text', 'To report SUSPECTED ADVERSE REACTIONS, contact Ostmark Therapeutics at 1 800 555 0199 or FDA at 1 800 FDA 1088.', 'All assets'],
    ['IMG-03', 'Hero image “Morning walk”', 'JPG', 'Master 2400 x 1600. Web versions at least 1200 px wide and no more than 250 KB.', 'Email, web'],
    ['CHT-01', 'Chart: primary endpoint', 'PNG', 'Exported at 2x, at least 600 px wide; footnote a under the chart.', 'HCP only'],
    ['VID-01', 'MOA animation', 'MP4 (H.264)', '1920 x 1080, 25 seconds, 30 fps, no audio track; open captions.', 'HCP web, rep detail'],
    ['JOB-01', 'Approval code', 'Text', 'Format CAL US ##### (example: CAL US 04417); bottom left; 7 pt minimum in print.', 'All assets'],
    ['REF-01', 'Reference list', 'Text', '1. Calvira Prescribing Information. 2. Marsh J et al. J Card Fail. 2026;32:411. 3. Data on file, OST-0412. 4. FormularyScope, Sept 2026. 5. Calvira Savings Program terms.', 'With claims'],
], titles=['Approved components and their specifications'])

log = sheet('Change log', [0.6, 1.1, 8.4], ['Version', 'Date', 'Change'], [
    ['4.1', '11/03/2026', 'Meta primary text budget cut to 125 characters (was 150). Added C-09.'],
    ['4.0', '08/18/2026', 'ISI scroll panel height raised to 40% of the banner (was 33%). Logo minimum width 96 px (was 80 px).'],
    ['3.2', '05/05/2026', 'Claim C-04 withdrawn after label update. Paid search budgets added.'],
], titles=['Library change log'])

open(sys.argv[1], 'w').write(document([readme, claims, budgets, comps, log],
     'Ostmark Therapeutics – Calvira modular content library v4.1 – CONFIDENTIAL'))
