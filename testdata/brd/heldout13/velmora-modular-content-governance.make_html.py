# Writes velmora-modular-content-governance.html: a British pharma "modular content operating model" governance
# document published on an intranet and printed from the browser (header/footer kept). Asset specifications are a
# small part: the block character limits in section 6 and the asset-type specification tables in Appendix A.
import sys
from h13lib import to_html

B = []
H = lambda l, x: B.append(('h', l, x))
P = lambda x: B.append(('p', x))
L = lambda x: B.append(('li', x))
T = lambda rows, cls='': B.append(('table', rows, cls))
BOX = lambda t, ps, cls='box': B.append(('box', t, ps, cls))
PG = lambda: B.append(('page',))

B.append(('raw', '<div class="crumbs">Velmora Connect › Commercial Excellence › Content Excellence › Operating model</div>'))
B.append(('title', 'Modular Content Operating Model'))
P('Velmora Pharma UK & Ireland · Content Excellence · Governance document GOV-CE-007 · Version 3.0 · Effective 1 February 2027')
T([['Document owner', 'Approver', 'Classification', 'Review cycle'],
   ['Siobhan Carrick, Head of Content Excellence', 'Alastair Moore, General Manager UK & Ireland', 'Internal', 'Annual (next: January 2028)']])
BOX('About this page', ['This is the controlled version of the operating model. Printed copies and PDFs saved from this page are uncontrolled; check the version number against Velmora Connect before relying on them. Questions go to the Content Excellence mailbox.'])
H(1, '1. Purpose and scope')
P('This document sets out how Velmora Pharma UK & Ireland plans, creates, approves, publishes and retires promotional and non-promotional content built from modules. It applies to every brand team, the Content Hub in Dublin, our agencies of record (Fenwick Hart for omnichannel creative, Blue Quay for CRM and Loch Media for paid media) and to the Medical, Compliance and Regulatory functions that certify materials under the ABPI Code of Practice and the IPHA Code of Marketing Practice.')
P('It replaces version 2.2 of the operating model (March 2025) and the Module Library Guidelines of 2024. It does not replace the Promotional Materials Certification SOP (SOP-CMP-014), which governs certification and takes precedence where the two differ.')
P('The operating model covers four brands in 2027 (Ardelix, Corvenna, Nuvaris and Talqio) and an expected volume of around 1,100 modules and 420 assembled assets a year. Content for the public (disease awareness) is in scope only where section 8 says so; all promotional content described here is for UK and Irish healthcare professionals only.')
H(1, '2. Principles')
for x in ['Create once, use many times: a claim, visual or safety block is approved once and reused across channels without re-certification of the block itself.',
          'Claims at the centre: every promotional statement comes from the claims library with its references.',
          'Channel specifications are agreed before production starts, not at certification.',
          'Local adaptation happens inside approved modules; affiliates do not write new claims.',
          'Measure reuse and time to market, and retire what nobody uses.']:
    L(x)
P('The principles were agreed at the Content Council on 14 October 2026. They are explained further in the training module CE-101.')
H(1, '3. Roles and responsibilities')
P('The RACI below uses R = responsible, A = accountable, C = consulted, I = informed. Where more than one role is responsible, the first listed leads.')
roles = ['Brand team', 'Content Hub', 'Agency', 'Medical', 'Compliance', 'Regulatory', 'Digital Ops']
acts = [('Content plan per brand', 'A/R', 'C', 'C', 'I', 'I', 'I', 'I'),
        ('Claim proposal', 'R', 'C', 'C', 'A', 'C', 'I', '-'),
        ('Claim substantiation (references)', 'C', 'I', 'I', 'A/R', 'C', 'I', '-'),
        ('Module design and copy', 'A', 'C', 'R', 'C', 'I', '-', '-'),
        ('Module tagging', 'I', 'A/R', 'R', '-', '-', '-', 'C'),
        ('Module certification', 'I', 'C', 'I', 'R', 'A', 'C', '-'),
        ('Asset assembly from modules', 'A', 'R', 'R', '-', '-', '-', 'C'),
        ('Technical quality check', 'I', 'A', 'R', '-', '-', '-', 'R'),
        ('Final asset certification', 'I', 'C', 'I', 'R', 'A', 'C', '-'),
        ('Publishing to channels', 'I', 'C', 'C', '-', 'I', '-', 'A/R'),
        ('Performance reporting', 'A', 'R', 'C', '-', '-', '-', 'C'),
        ('Expiry and withdrawal', 'I', 'R', 'I', 'C', 'A', 'I', 'R'),
        ('Local (Ireland) adaptation', 'A', 'R', 'R', 'C', 'C', 'C', 'I'),
        ('Library housekeeping', '-', 'A/R', 'C', '-', 'I', '-', 'C'),
        ('Operating model updates', 'C', 'A/R', 'C', 'C', 'C', 'C', 'C')]
T([['Activity'] + roles] + [list(a) for a in acts], 'raci')
H(2, '3.1 Forums')
T([['Forum', 'Chair', 'Frequency', 'Purpose'],
   ['Content Council', 'General Manager', 'Quarterly', 'Sets priorities, approves changes to this model'],
   ['Claims Board', 'Medical Director', 'Fortnightly', 'Approves, updates and retires claims'],
   ['Production stand-up', 'Content Hub lead', 'Twice weekly', 'Tracks modules and assets in production'],
   ['Library review', 'Content Hub lead', 'Monthly', 'Reviews reuse, expiry and retirement']])
PG()
H(1, '4. Content lifecycle')
P('Every module and asset moves through the same seven stages. Service levels are the Content Hub’s commitments to brand teams, measured in working days from the day a complete request is received; they are reported monthly and are not limits on the content itself.')
T([['Stage', 'What happens', 'Owner', 'Service level'],
   ['1. Plan', 'Brand content plan agreed; modules identified for reuse or creation', 'Brand team', 'Quarterly'],
   ['2. Brief', 'Brief in the request form, with claims selected from the library', 'Brand team', '2 working days to accept'],
   ['3. Create', 'Agency builds modules to the block rules in section 6', 'Agency', '5–10 working days'],
   ['4. Tag and check', 'Content Hub tags modules and checks them technically', 'Content Hub', '2 working days'],
   ['5. Certify', 'Medical and Compliance certify in Veeva PromoMats', 'Medical', '5 working days'],
   ['6. Assemble and publish', 'Assets assembled from certified modules and published', 'Digital Ops', '3 working days'],
   ['7. Review and retire', 'Usage reviewed; expired or unused modules retired', 'Content Hub', 'At 24 months or earlier']])
P('A request that misses information is returned within one working day. In 2026 the average time from brief to publication was 31 working days; the target for 2027 is 20.')
H(2, '4.1 Expiry')
P('Certified modules and assets expire 24 months after certification, or earlier if the summary of product characteristics changes. The Content Hub runs an expiry report on the first working day of each month and notifies owners 60 days ahead. Expired content is withdrawn from every channel within five working days.')
H(1, '5. Claims library')
P('The claims library in Veeva PromoMats holds every approved promotional statement with its references, the indications it may be used for, the audiences it may be shown to and any mandatory qualifiers. A claim is identified by a number of the form CL/ followed by five digits and by its status: Draft, Approved, Restricted (for named channels only) or Retired.')
P('Brand teams select claims when they brief; they do not paraphrase them. A change of a single word creates a new claim that the Claims Board must approve. The library held 612 approved claims on 1 January 2027, of which 148 were used in the previous twelve months.')
T([['Claim status', 'Meaning', 'May be used in new modules?'],
   ['Draft', 'Proposed, not yet approved by the Claims Board', 'No'],
   ['Approved', 'Approved for all channels listed in the claim record', 'Yes'],
   ['Restricted', 'Approved for named channels only (e.g. congress materials)', 'Only in those channels'],
   ['Retired', 'No longer valid; kept for audit', 'No']])
PG()
H(1, '6. Modular content blocks')
P('A module is made of blocks. Each block type has a fixed purpose and, where text is involved, a character limit that the agency must design to. Limits count every character including spaces and punctuation. The limits below are mandatory unless the table says “recommended”; the Content Hub returns a module that breaks a mandatory limit at stage 4 without passing it to certification.')
T([['Block type', 'Purpose', 'Text limit', 'Status'],
   ['Headline', 'The single main message of the module', 'Up to 40 characters', 'Mandatory'],
   ['Sub-headline', 'Supports the headline', 'Up to 90 characters', 'Recommended'],
   ['Claim', 'One approved claim from the library, verbatim', 'As approved', 'Mandatory'],
   ['Body copy', 'Explains the claim', 'Up to 350 characters', 'Mandatory'],
   ['Call to action', 'Button or link label', 'Up to 20 characters', 'Mandatory'],
   ['Visual', 'Image, chart or icon', 'n/a', 'n/a'],
   ['Safety', 'Prescribing information link and adverse event statement', 'Fixed text', 'Mandatory']], 'blocks')
P('Tip: headlines in the 25–35 character range test best in rep-triggered email, but anything up to the limit is accepted.')
P('Every promotional asset assembled from modules must include the prescribing information, or a clear and prominent link to it in digital material, and the adverse event reporting statement. The safety block provides both and must not be edited.')
P('Every promotional asset must show its certification number in the form VLM/UK/NNNN (for example VLM/UK/0427) and its date of preparation as month and year.')
H(1, '7. Metadata and tagging')
P('Modules are tagged by the Content Hub at stage 4. Tags drive search, reuse reporting and automatic withdrawal, and are not shown to customers. The taxonomy below is maintained in Veeva PromoMats; changes go to the Content Council.')
tags = [('Brand', 'Single', 'Ardelix, Corvenna, Nuvaris, Talqio', 'Yes'),
        ('Indication', 'Multiple', 'From the SmPC indications list', 'Yes'),
        ('Audience', 'Multiple', 'GP, practice nurse, hospital specialist, pharmacist, payer', 'Yes'),
        ('Market', 'Multiple', 'UK, IE', 'Yes'),
        ('Channel', 'Multiple', 'Email, banner, social, web, print, video, face to face', 'Yes'),
        ('Block type', 'Single', 'See section 6', 'Yes'),
        ('Claim numbers', 'Multiple', 'CL/ numbers used in the module', 'Yes'),
        ('Message theme', 'Multiple', 'Efficacy, safety, dosing, access, support', 'No'),
        ('Customer journey stage', 'Single', 'Aware, consider, prescribe, advocate', 'No'),
        ('Language', 'Single', 'English (UK), Irish', 'Yes'),
        ('Expiry date', 'Single', 'Set automatically at certification + 24 months', 'Yes'),
        ('Agency', 'Single', 'Fenwick Hart, Blue Quay, Loch Media, in-house', 'Yes'),
        ('Visual rights expiry', 'Single', 'Date from the image licence', 'Where licensed'),
        ('Accessibility checked', 'Single', 'Yes / No', 'No'),
        ('Campaign', 'Multiple', 'Campaign codes from the plan', 'No')]
T([['Tag', 'Values', 'Allowed values', 'Mandatory']] + [list(t) for t in tags])
H(1, '8. Review, certification and disease awareness')
P('Promotional content is certified by a medical signatory and a second signatory from Compliance, as required by the Codes. Disease-awareness content for the public is reviewed under the same SOP but must not mention a product, and is outside the asset specifications in Appendix A unless a brief says otherwise.')
P('Certification is recorded in Veeva PromoMats. The module or asset record holds the certificate, the signatories and the final form of the material. The Content Hub keeps the technical check record (stage 4) with the module.')
H(1, '9. Measurement')
T([['KPI', '2026 actual', '2027 target', 'Source'],
   ['Module reuse rate (share of assets built from existing modules)', '38%', '60%', 'PromoMats report'],
   ['Brief-to-publication time (working days, average)', '31', '20', 'Request tracker'],
   ['Assets returned at technical check', '17%', 'under 5%', 'Content Hub log'],
   ['Expired content withdrawn within 5 working days', '91%', '100%', 'Expiry report'],
   ['Cost per assembled asset', '£2,140', '£1,400', 'Finance'],
   ['Modules retired unused after 12 months', '29%', 'under 15%', 'Library review']])
H(1, '10. Training')
T([['Module', 'Audience', 'Duration', 'Frequency'],
   ['CE-101 Operating model essentials', 'Everyone in scope', '45 minutes', 'On joining; annual refresher'],
   ['CE-201 Writing to block limits', 'Agencies, brand teams', '90 minutes', 'On joining'],
   ['CE-202 Tagging', 'Content Hub', '2 hours', 'On joining'],
   ['CE-301 Certification in PromoMats', 'Signatories', 'Half day', 'Every two years']])
H(1, '11. Request process')
P('All requests for new modules or assets are made through the Content Request form on Velmora Connect. The form asks for the information below; a request without the mandatory fields cannot be submitted.')
T([['Field', 'Description', 'Mandatory'],
   ['Requester and cost centre', 'Brand team member raising the request and the budget line', 'Yes'],
   ['Brand and indication', 'From the taxonomy', 'Yes'],
   ['Objective', 'What the content must achieve, in one or two sentences', 'Yes'],
   ['Audience', 'Healthcare professional groups from the taxonomy', 'Yes'],
   ['Channels', 'Where the content will be used; one asset per channel', 'Yes'],
   ['Claims', 'CL/ numbers selected from the library', 'Yes'],
   ['Modules to reuse', 'Existing module numbers, if known', 'No'],
   ['Launch date', 'The date the content must be live', 'Yes'],
   ['Budget', 'Agency estimate reference', 'Yes'],
   ['Local adaptation', 'Whether an Irish version is needed', 'Yes'],
   ['Attachments', 'Briefing materials, references, examples', 'No']])
P('The Content Hub triages requests every Tuesday and Thursday. Requests for congress materials must be raised at least eight weeks before the congress; requests for launch materials at least sixteen weeks before launch.')
H(1, '12. Local adaptation (Ireland)')
P('Irish versions of UK assets are adapted by the Content Hub from the UK modules. Adaptation is limited to the prescribing information (Irish SmPC and licence details), the adverse event reporting statement (HPRA contact details), prices where shown and spelling of product names where the Irish trade name differs. Any other change is a new module.')
P('Irish assets are certified under the IPHA Code by the Irish signatory. In 2026 the Content Hub adapted 96 assets for Ireland, with an average adaptation time of four working days.')
H(1, '13. Risks and issues')
T([['Risk', 'Likelihood', 'Impact', 'Mitigation', 'Owner'],
   ['Claims used outside their approved context after reuse', 'Medium', 'High', 'Claims carry channel restrictions; stage 4 check against the claim record', 'Medical'],
   ['Expired content remains live on third-party sites', 'Medium', 'High', 'Monthly expiry report; publisher confirmations filed', 'Digital Ops'],
   ['Agencies design outside block limits, causing rework', 'High', 'Medium', 'CE-201 training; templates with counters', 'Content Hub'],
   ['Tagging backlog delays certification', 'Medium', 'Medium', 'Two additional taggers from April 2027', 'Content Hub'],
   ['PromoMats outage during launch week', 'Low', 'High', 'Launch freeze calendar; vendor support escalation', 'Digital Ops'],
   ['Image licences expire before the module', 'Medium', 'Medium', 'Visual rights expiry tag; alerts at 90 days', 'Content Hub']])
PG()
H(1, '14. Module catalogue extract (January 2027)')
P('An extract of the module catalogue, for illustration. Module numbers, dates and counts change daily; the live catalogue is in PromoMats.')
import random
random.seed(13)
brands = ['Ardelix', 'Corvenna', 'Nuvaris', 'Talqio']
types = ['Headline', 'Claim', 'Body copy', 'Visual', 'Safety', 'Call to action', 'Sub-headline']
themes = ['Efficacy', 'Safety', 'Dosing', 'Access', 'Support']
rows = [['Module', 'Brand', 'Block type', 'Theme', 'Certified', 'Expires', 'Uses (12 m)']]
for i in range(46):
    m = random.randint(1, 12); y = random.choice([2025, 2026])
    rows.append([f'MOD {4100 + i * 7}', random.choice(brands), random.choice(types), random.choice(themes),
                 f'{m:02d}/{y}', f'{m:02d}/{y + 2}', str(random.randint(0, 38))])
T(rows)
PG()
H(1, 'Appendix A. Asset type specifications')
P('The tables below are the technical specification for each asset type assembled from modules. Rows marked “Mandatory” are conditions of the technical check at stage 4: an asset that fails one is returned to the agency. Rows marked “Recommended” are good practice and are reported to the agency but do not stop the asset. Where a publisher or platform sets a stricter limit for a booked placement, the agency follows the publisher’s limit for that placement.')
H(2, 'A.1 Rep-triggered email (Veeva Approved Email)')
T([['Item', 'Specification', 'Status'],
   ['Template width', '600 px', 'Mandatory'],
   ['Total email weight (HTML and images)', 'No more than 150 kB', 'Mandatory'],
   ['Individual image weight', 'Ideally under 60 kB', 'Recommended'],
   ['Subject line', 'Maximum 55 characters', 'Mandatory'],
   ['Pre-header', '50 to 90 characters', 'Recommended'],
   ['Image formats', 'JPG, PNG or GIF (no animated GIF)', 'Mandatory'],
   ['Fonts', 'Web-safe fonts only (Arial, Verdana, Georgia)', 'Mandatory']], 'spec')
H(2, 'A.2 Display banners (HCP websites and programmatic)')
T([['Item', 'Specification', 'Status'],
   ['Sizes', '300 × 250, 728 × 90, 300 × 600, 320 × 50', 'Mandatory'],
   ['Format', 'HTML5 with a static JPG or PNG backup', 'Mandatory'],
   ['Initial load (HTML5)', '150 kB maximum', 'Mandatory'],
   ['Total weight (HTML5, including polite load)', '500 kB maximum', 'Mandatory'],
   ['Static backup weight', 'Up to 100 kB', 'Mandatory'],
   ['Animation length', '30 seconds maximum, then stop on the end frame', 'Mandatory'],
   ['Loops', 'No more than 2', 'Recommended']], 'spec')
H(2, 'A.3 Paid social (Meta, LinkedIn)')
T([['Item', 'Specification', 'Status'],
   ['Feed image', '1080 × 1080 px, JPG or PNG, up to 30 MB', 'Mandatory'],
   ['Feed video', '1080 × 1080 or 1080 × 1350, MP4, 15 to 60 seconds', 'Mandatory'],
   ['Stories video', '1080 × 1920, MP4, up to 15 seconds', 'Mandatory'],
   ['Primary text', 'Up to 125 characters', 'Recommended'],
   ['Captions on video', 'Burned-in subtitles on every video', 'Mandatory']], 'spec')
H(2, 'A.4 Video (HCP portal and congress)')
T([['Item', 'Specification', 'Status'],
   ['Container and codec', 'MP4, H.264', 'Mandatory'],
   ['Resolution', '1920 × 1080', 'Mandatory'],
   ['Frame rate', '25 fps', 'Mandatory'],
   ['Loudness', 'Integrated loudness -23 LUFS (EBU R128)', 'Mandatory'],
   ['Length', 'Up to 3 minutes', 'Recommended'],
   ['Subtitles', 'Supplied as a separate .srt file', 'Mandatory']], 'spec')
P('Specifications in this appendix were last changed in version 3.0 (display total weight raised from 300 kB to 500 kB; email subject line reduced from 60 to 55 characters).')
H(1, 'Appendix B. Glossary')
T([['Term', 'Meaning'],
   ['ABPI', 'Association of the British Pharmaceutical Industry'],
   ['Assembled asset', 'A finished piece of content built from certified modules, such as an email or banner'],
   ['Block', 'The smallest unit of a module: headline, claim, visual, safety and so on'],
   ['Certification', 'Approval of final-form material by two signatories under the Codes'],
   ['Claim', 'An approved promotional statement with references'],
   ['Content Hub', 'The central team in Dublin that tags, checks and publishes content'],
   ['IPHA', 'Irish Pharmaceutical Healthcare Association'],
   ['Module', 'A reusable, certified combination of blocks'],
   ['PromoMats', 'Veeva Vault PromoMats, our content review and certification system'],
   ['RACI', 'Responsible, accountable, consulted, informed'],
   ['SmPC', 'Summary of product characteristics']])
H(1, 'Appendix C. Revision history')
T([['Version', 'Date', 'Changes', 'Author'],
   ['1.0', 'June 2023', 'First operating model', 'S. Carrick'],
   ['2.0', 'April 2024', 'Claims library moved to PromoMats; Ireland added', 'S. Carrick'],
   ['2.2', 'March 2025', 'Lifecycle service levels; KPI table', 'R. Doyle'],
   ['3.0', 'January 2027', 'Block limits revised; Appendix A updated; social and video added', 'S. Carrick']])
H(1, 'Appendix D. Frequently asked questions')
faq = [('Do the block limits apply to printed detail aids?', 'No. Printed materials follow the print brief agreed with the print agency; the limits in section 6 apply to digital modules only.'),
       ('Can we shorten an approved claim to fit the headline limit?', 'No. A claim is used verbatim. If it does not fit, ask the Claims Board for a shorter claim, which takes about two weeks.'),
       ('Who pays for re-tagging when the taxonomy changes?', 'The Content Hub, from its central budget of £85,000 a year.'),
       ('How many modules can one email contain?', 'There is no fixed number; most emails in 2026 used between four and seven.'),
       ('Our publisher allows 200 kB for the initial load. Can we use it?', 'Only for that publisher’s placement, and only if the booking confirms it in writing. Every other placement stays at the Appendix A limits.'),
       ('Are patient-facing (disease awareness) emails covered by Appendix A?', 'Not unless the brief says so; see section 8.'),
       ('Where do I find the templates?', 'On Velmora Connect under Content Excellence › Templates. The email template is version 5.1.')]
for q, a in faq:
    H(2, q)
    P(a)
H(1, 'Appendix E. Document approval')
T([['Role', 'Name', 'Date'],
   ['Author', 'Siobhan Carrick, Head of Content Excellence', '12 January 2027'],
   ['Reviewer', 'Dr Imran Qureshi, Medical Director', '15 January 2027'],
   ['Reviewer', 'Fiona Gallagher, Compliance Manager', '16 January 2027'],
   ['Approver', 'Alastair Moore, General Manager UK & Ireland', '19 January 2027']])

css = '''@page{size:A4;margin:18mm 16mm}
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:11pt;line-height:1.5;color:#222;max-width:178mm}
.crumbs{font-size:8.5pt;color:#666;margin-bottom:6px}
h1.doctitle{font-size:22pt;color:#2b3f73;margin:4px 0 6px}
h2{font-size:14pt;color:#2b3f73;border-bottom:1px solid #ccd;margin-top:22px}
h3{font-size:11.5pt;margin-top:16px}
table{border-collapse:collapse;width:100%;margin:8px 0 12px;font-size:9.5pt}
th,td{border:1px solid #b8bfcc;padding:4px 6px;text-align:left;vertical-align:top}
th{background:#e8ecf5}
table.raci td,table.raci th{text-align:center}table.raci td:first-child{text-align:left}
.box{border-left:4px solid #2b3f73;background:#f3f5fa;padding:6px 10px;margin:10px 0}
.boxt{font-weight:bold}
.pb{break-after:page}
'''
open(sys.argv[1] if len(sys.argv) > 1 else 'velmora-modular-content-governance.html', 'w').write(
    to_html(B, 'Modular Content Operating Model – Velmora Connect', css))
