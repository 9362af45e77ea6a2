# Writes kestrova-launch-pid.brd.txt: a British PRINCE2-style PROJECT INITIATION DOCUMENT for a launch digital
# programme. Asset requirements appear only as the quality criteria of four product descriptions (section 6.4), where a
# Quality tolerance column can widen a criterion (target vs what the Senior User will accept). Project tolerances,
# costs, dates, risk scores and reporting cycles are not asset requirements.
import sys
from h13lib import to_brd

B = []
H = lambda l, x: B.append(('h', l, x))
P = lambda x: B.append(('p', x))
L = lambda x: B.append(('li', x))
T = lambda rows: B.append(('table', rows))
PG = lambda: B.append(('page',))

B.append(('title', 'Vireya UK Launch Digital Programme - Project Initiation Document'))
H(1, 'Vireya UK Launch Digital Programme')
H(2, 'Project Initiation Document')
P('Kestrova Therapeutics UK Ltd · Programme Management Office · PID version 1.2 · Status: Approved by the Project Board on 11 March 2027')
P('Vireya (kestrovimab) is a prescription-only medicine. This document is for internal use by Kestrova and its appointed suppliers and must not be shared with customers.')
H(1, 'Document control')
T([['Item', 'Detail'],
   ['Project', 'Vireya UK Launch Digital Programme (project code KV-UKL-07)'],
   ['Project Executive', 'Camilla Hargreaves, Franchise Head, Immunology'],
   ['Project Manager', 'Owen Tremlett, PMO'],
   ['Senior User', 'Dr Nadia Osei, Head of Customer Engagement'],
   ['Senior Supplier', 'Jonas Whitby, Client Partner, Harrow & Finch (lead agency)'],
   ['Project Assurance', 'Lena Brightman, Commercial Compliance'],
   ['File location', 'PMO SharePoint › KV-UKL-07 › 01 Initiation']])
H(2, 'Revision history')
T([['Version', 'Date', 'Author', 'Summary of changes'],
   ['0.1', '27 January 2027', 'O. Tremlett', 'First draft from the Project Brief'],
   ['0.4', '10 February 2027', 'O. Tremlett', 'Business case and risk register added after the initiation workshop'],
   ['0.9', '24 February 2027', 'O. Tremlett', 'Product descriptions agreed with Harrow & Finch and Medical'],
   ['1.0', '4 March 2027', 'O. Tremlett', 'Submitted to the Project Board'],
   ['1.2', '11 March 2027', 'O. Tremlett', 'Board comments: stage 3 end date moved; email subject tolerance added']])
H(2, 'Distribution')
T([['Name', 'Role', 'Copy'],
   ['Project Board (3)', 'Executive, Senior User, Senior Supplier', 'Approval'],
   ['Lena Brightman', 'Project Assurance', 'Review'],
   ['Workstream leads (5)', 'Content, media, CRM, field force, analytics', 'Information'],
   ['Finance Business Partner', 'Budget control', 'Information']])
H(2, 'Approvals')
P('This PID was approved at the Project Board meeting of 11 March 2027 (minute PB-03.4). Signed copies are held by the PMO.')
PG()
H(1, '1. Purpose of this document')
P('The PID defines the project, forms the basis for its management and for the assessment of its overall success, and is the baseline against which the Project Board will authorise each stage. It brings together the project definition, the business case, the project organisation, the management approaches for quality, risk, change and communication, the project plan and the project controls. It follows the structure recommended in PRINCE2 and has been tailored to the size of the project as described in section 12.')
H(1, '2. Project definition')
H(2, '2.1 Background')
P('Vireya received its marketing authorisation from the MHRA in December 2026 for adults with moderate to severe hidradenitis suppurativa who have not responded to conventional systemic therapy. NICE guidance is expected in June 2027. Kestrova plans the UK launch in two waves: an awareness phase for dermatologists from April 2027, and a full launch to dermatology departments and the wider secondary-care team after NICE guidance.')
P('The launch plan approved by the UK Leadership Team in November 2026 relies on digital channels for about 60 per cent of customer contacts, because the field force will cover only 140 of the 210 dermatology departments in the first year. This project delivers those digital channels and the content they carry.')
H(2, '2.2 Project objectives')
T([['Objective', 'Measure', 'Target', 'Tolerance'],
   ['Time', 'Awareness-phase content live', '5 April 2027', '+2 weeks'],
   ['Time', 'Launch content live', '10 working days after NICE guidance', '+5 working days'],
   ['Cost', 'Project budget', '£1,240,000', '±10%'],
   ['Scope', 'Products in the product breakdown structure', 'All 14 products', 'Must-haves only'],
   ['Quality', 'Products passing quality review first time', '85%', '-10 points'],
   ['Benefits', 'Dermatologists reached digitally in year 1', '900 of 1,150', '-100']])
P('These are project tolerances agreed with the Project Board. A forecast outside them is an exception and is escalated under section 8. They are not properties of the content the project produces.')
H(2, '2.3 Scope and exclusions')
P('In scope: the HCP website section for Vireya, rep-triggered and marketing emails, a display banner campaign on three medical publishers, a webinar programme with highlight videos, an iPad detail aid for the field force, and the analytics dashboards that measure them.')
P('Excluded: patient-facing materials (a separate patient support programme project, KV-UKL-09), congress materials, print advertising, market access dossiers and the Irish launch, which follows in 2028.')
H(2, '2.4 Constraints and assumptions')
for x in ['All promotional materials must be certified under the ABPI Code of Practice before use; certification takes on average 12 working days per item.',
          'No promotion may take place before the marketing authorisation is in the public domain, and materials referring to NICE guidance must wait for its publication.',
          'Harrow & Finch is the lead agency; Pixelmoor builds the detail aid under subcontract.',
          'The existing Kestrova Veeva CRM and the HCP website platform (Sitecore) are used without new licences.',
          'Assumption: the three publishers confirm their banner specifications by 1 March 2027 (confirmed on 26 February).']:
    L(x)
H(2, '2.5 Interfaces')
P('The project depends on the Brand Plan 2027, the Medical Education plan (which owns the webinar faculty), the Field Force Effectiveness team (training dates for the detail aid) and IT (Veeva and Sitecore releases, which are made on the second Saturday of each month).')
H(2, '2.6 Project approach')
P('The project will be delivered by the lead agency under the existing master services agreement, with Pixelmoor as subcontractor for the detail aid, rather than built in-house or procured separately. This option was chosen in the Project Brief because Harrow & Finch already holds the Vireya brand identity and claims matrix, because the in-house studio has no CLM capacity before September, and because a separate procurement would have added eight to ten weeks.')
P('Content is designed once for the awareness phase and extended for the launch, so that the launch stage changes claims and safety information but reuses layouts, templates and code. Each specialist product is built to its product description, checked by the supplier’s technical quality review, certified, and then accepted by the Senior User before it goes live.')
P('Agile working is used inside the content work packages: two-week sprints with a review by the Senior User at the end of each sprint. The stage boundaries, tolerances and Board decisions remain those of PRINCE2.')
H(2, '2.7 Project acceptance criteria')
for x in ['All must-have products in the product breakdown structure delivered, certified and accepted by the Senior User.',
          'Awareness-phase content live within the time tolerance in section 2.2.',
          'Operations and maintenance arrangements accepted by Digital Operations, including the content update process and the run-cost budget.',
          'Analytics dashboards showing the benefit measures in section 4.4 from the first week of the awareness phase.',
          'Lessons report delivered to the PMO.']:
    L(x)
PG()
H(1, '3. Business case summary')
P('The full business case is in the Vireya Launch Business Case v2.0 approved in November 2026; this section summarises the part that concerns the project.')
T([['Item', 'Year 1', 'Year 2', 'Year 3'],
   ['Project cost (agency, build, media production)', '£1,240,000', '£180,000', '£160,000'],
   ['Ongoing running cost (licences, hosting, content updates)', '£95,000', '£140,000', '£140,000'],
   ['Incremental contribution attributed to digital channels', '£2.1m', '£6.8m', '£9.4m'],
   ['Net benefit', '£0.77m', '£6.48m', '£9.10m']])
P('Over three years the investment has a net present value of £13.2 million at the company discount rate of 9 per cent. The main dis-benefit is the workload on the certification team, estimated at 310 additional hours in the first half of 2027. The key risks to the business case are a later or restricted NICE recommendation and a competitor launch in the same period.')
PG()
H(1, '4. Project organisation')
H(2, '4.1 Project Board')
P('The Project Board is chaired by the Executive and meets at each stage boundary and otherwise monthly. It can be convened at two working days’ notice by exception. The Board delegates to the Project Manager the authority to act within the stage tolerances in section 8.')
H(2, '4.2 Roles and responsibilities')
T([['Role', 'Name', 'Responsibilities', 'Time'],
   ['Executive', 'Camilla Hargreaves', 'Owns the business case; chairs the Board', '2 days a month'],
   ['Senior User', 'Dr Nadia Osei', 'Specifies user needs; accepts products', '3 days a month'],
   ['Senior Supplier', 'Jonas Whitby', 'Commits agency resources; quality of supplier products', '2 days a month'],
   ['Project Manager', 'Owen Tremlett', 'Day-to-day management within tolerances', 'Full time'],
   ['Project Assurance', 'Lena Brightman', 'Independent check of compliance and quality', '4 days a month'],
   ['Team Manager (content)', 'Aisha Rahman, Harrow & Finch', 'Delivers content work packages', 'Full time'],
   ['Team Manager (detail aid)', 'Callum Reid, Pixelmoor', 'Delivers the detail aid work package', '3 days a week'],
   ['Project Support', 'PMO analyst', 'Registers, logs, configuration management', '2 days a week']])
H(2, '4.3 Stakeholder analysis')
T([['Stakeholder', 'Interest', 'Influence', 'Engagement'],
   ['UK Leadership Team', 'Launch performance and budget', 'High', 'Monthly launch review'],
   ['Medical Affairs', 'Scientific accuracy, webinar faculty', 'High', 'Member of content workstream'],
   ['Commercial Compliance', 'Code compliance, certification capacity', 'High', 'Project Assurance role'],
   ['Field force (dermatology KAMs)', 'Detail aid usability, email follow-up', 'Medium', 'Pilot group of 8 KAMs'],
   ['Market Access', 'NICE timing, formulary messages', 'Medium', 'Monthly update'],
   ['Digital Operations', 'Hand-over and run costs', 'Medium', 'Acceptance of products'],
   ['IT', 'Veeva and Sitecore release slots', 'Medium', 'Fortnightly check-in'],
   ['Harrow & Finch', 'Scope, timelines, payment', 'Medium', 'Senior Supplier on the Board'],
   ['Publishers (3)', 'Specifications, booking dates', 'Low', 'Through Loxley Media'],
   ['Patient organisations', 'Not engaged by this project', 'Low', 'Through KV-UKL-09']])
H(2, '4.4 Benefits management approach')
T([['Benefit', 'Baseline', 'Target', 'Measured by', 'When'],
   ['Dermatologists reached digitally', '0', '900 in year 1', 'Veeva and email analytics', 'Quarterly'],
   ['Share of customer contacts that are digital', 'n/a', '60%', 'Omnichannel dashboard', 'Quarterly'],
   ['Email open rate (rep-triggered)', '28% (Corvalis 2025)', '35%', 'Veeva Approved Email reports', 'Monthly'],
   ['Banner click-through rate', '0.11% (publisher benchmark)', '0.15%', 'Ad server', 'Monthly'],
   ['Webinar attendance', 'n/a', '350 registrations across six webinars', 'Webinar platform', 'After each webinar'],
   ['Detail aid use per call', 'n/a', '70% of dermatology calls', 'Veeva CLM reports', 'Monthly']])
P('Benefits are reviewed by the Senior User at the end of each stage and in the benefits review after closure (planned for April 2028). Targets are planning figures, not acceptance criteria for any product.')
H(1, '5. Product breakdown structure')
T([['ID', 'Product', 'Type', 'Owner'],
   ['P01', 'Channel plan', 'Management', 'Project Manager'],
   ['P02', 'Content matrix and messaging', 'Specialist', 'Harrow & Finch'],
   ['P03', 'HCP website section', 'Specialist', 'Harrow & Finch'],
   ['P04', 'Display banner set', 'Specialist', 'Harrow & Finch'],
   ['P05', 'Email programme (rep-triggered and marketing)', 'Specialist', 'Harrow & Finch'],
   ['P06', 'Webinar highlight videos', 'Specialist', 'Harrow & Finch'],
   ['P07', 'iPad detail aid', 'Specialist', 'Pixelmoor'],
   ['P08', 'Analytics dashboards', 'Specialist', 'Kestrova Analytics'],
   ['P09', 'Certification pack for each product', 'Specialist', 'Harrow & Finch'],
   ['P10', 'Field force training module', 'Specialist', 'Field Force Effectiveness'],
   ['P11', 'Media plan (banners)', 'Specialist', 'Loxley Media'],
   ['P12', 'Stage plans', 'Management', 'Project Manager'],
   ['P13', 'End stage reports', 'Management', 'Project Manager'],
   ['P14', 'End project report and lessons report', 'Management', 'Project Manager']])
PG()
H(1, '6. Quality management approach')
H(2, '6.1 Quality expectations')
P('The customer’s quality expectations, agreed in the Project Brief, are that every product is certified before use, that digital products work on the devices and email clients dermatologists use (the 2026 customer survey found 71 per cent read email on a phone), and that content can be reused for the full launch without rework.')
H(2, '6.2 Quality responsibilities')
P('Harrow & Finch and Pixelmoor carry out technical quality reviews before products are submitted for certification. Project Assurance samples 20 per cent of technical reviews. The Senior User accepts each product against its product description.')
H(2, '6.3 Quality register')
P('Every quality activity is recorded in the quality register (PMO SharePoint), with the product, the method, the reviewers, the date and the result. The register is reported in each highlight report.')
H(2, '6.4 Product descriptions')
P('The product descriptions below are those of the four digital products that carry technical quality criteria. Each criterion is a condition of acceptance by the Senior User. The Quality tolerance column states the range the Senior User has agreed to accept; where it says “none”, the criterion must be met exactly. A value outside the tolerance is a failed quality review and the product is returned to the supplier. Where a tolerance is given, the criterion itself is the target the supplier should aim for.')
H(3, 'PD-04 Display banner set')
P('Purpose: drive dermatologists from three medical publishers (DermaNet UK, SkinMed Digital and the BAD members’ portal) to the Vireya website. Composition: animated HTML5 banners in the four publisher sizes below, each with a static backup image. Derivation: content matrix (P02), certified claims, publisher specifications confirmed on 26 February 2027. Format and presentation: ZIP packages, one per size, uploaded to the ad server by Loxley Media.')
T([['Quality criterion', 'Quality tolerance', 'Quality method', 'Responsibility'],
   ['Sizes: 300 × 250, 728 × 90, 160 × 600 and 300 × 600', 'None', 'Inspection', 'Harrow & Finch'],
   ['Initial load no more than 150 kB per banner', 'None', 'Ad server validation', 'Loxley Media'],
   ['Animation stops after 15 seconds', 'Up to 20 seconds where the safety information scroll needs it', 'Review', 'Harrow & Finch'],
   ['Static backup image in JPG, no more than 60 kB', 'None', 'Inspection', 'Harrow & Finch'],
   ['Prescribing information link and adverse event statement visible on every frame', 'None', 'Certification', 'Medical signatory']])
H(3, 'PD-05 Email programme')
P('Purpose: rep-triggered emails after a visit and marketing emails to dermatologists who have opted in. Composition: 6 rep-triggered templates and 4 marketing emails in the awareness phase. Derivation: content matrix (P02) and the Veeva Approved Email template library. Format and presentation: Veeva Approved Email templates and fragments; marketing emails in the Salesforce Marketing Cloud template.')
T([['Quality criterion', 'Quality tolerance', 'Quality method', 'Responsibility'],
   ['Subject line of 45 characters or fewer', 'Up to 55 characters', 'Inspection', 'Harrow & Finch'],
   ['Width 600 px', 'None', 'Rendering test', 'Harrow & Finch'],
   ['Total weight of HTML and images no more than 120 kB', 'None', 'Rendering test', 'Harrow & Finch'],
   ['Renders correctly in the 12 clients of the Kestrova test list', 'At most one minor defect, in Outlook 2016 only', 'Rendering test', 'Harrow & Finch'],
   ['Job bag number in the form KSTUK/NNNN/YY in the footer', 'None', 'Certification', 'Medical signatory']])
P('Example job bag number: KSTUK/0412/27.')
H(3, 'PD-06 Webinar highlight videos')
P('Purpose: short highlights of each of the six awareness-phase webinars for the website and for rep-triggered email. Composition: one highlight video per webinar with burned-in English subtitles. Derivation: webinar recordings (Medical Education), faculty approval. Format and presentation: MP4 files hosted on the Kestrova video platform.')
T([['Quality criterion', 'Quality tolerance', 'Quality method', 'Responsibility'],
   ['MP4, H.264, 1920 × 1080 at 25 fps', 'None', 'Technical check', 'Harrow & Finch'],
   ['Running time 3 to 5 minutes', '± 30 seconds', 'Technical check', 'Harrow & Finch'],
   ['Integrated loudness -23 LUFS', '± 1 LU', 'Loudness meter', 'Harrow & Finch'],
   ['Burned-in English subtitles throughout', 'None', 'Review', 'Senior User']])
H(3, 'PD-07 iPad detail aid')
P('Purpose: a Veeva CLM presentation for representatives to use with dermatologists. Composition: 14 key messages in one presentation, with thumbnails. Derivation: content matrix (P02) and the detail aid storyboard approved on 17 February 2027. Format and presentation: Veeva CLM ZIP packages built by Pixelmoor.')
T([['Quality criterion', 'Quality tolerance', 'Quality method', 'Responsibility'],
   ['Slides at 2048 × 1536 px', 'None', 'Inspection', 'Pixelmoor'],
   ['Each key message package no larger than 25 MB', 'Up to 30 MB for the two video key messages', 'Inspection', 'Pixelmoor'],
   ['Thumbnail for every key message, 1024 × 768 PNG', 'None', 'Inspection', 'Pixelmoor'],
   ['Works offline on iPad (10th generation) and iPad Pro', 'None', 'User acceptance test', 'Senior User']])
PG()
H(1, '7. Risk management approach')
P('Risks are identified at each stage boundary and whenever a team member raises one. Each risk is scored for probability and impact on a scale of 1 to 5; the product is the risk score. Risks scoring 15 or more are reported to the Project Board in the next highlight report; risks scoring 20 or more are escalated within two working days. The risk register below shows the top risks at initiation.')
T([['ID', 'Risk', 'Probability', 'Impact', 'Score', 'Response', 'Owner'],
   ['R01', 'NICE guidance delayed beyond September 2027', '3', '4', '12', 'Accept; plan launch content as a separate stage', 'Executive'],
   ['R02', 'Certification backlog delays awareness-phase content', '4', '4', '16', 'Reduce; book signatory time in advance', 'Project Manager'],
   ['R03', 'Publisher changes banner specification after build', '2', '3', '6', 'Reduce; written confirmation obtained', 'Loxley Media'],
   ['R04', 'Veeva release slot missed for the detail aid', '3', '3', '9', 'Reduce; two release slots reserved', 'IT'],
   ['R05', 'Competitor launches first', '3', '3', '9', 'Accept', 'Executive'],
   ['R06', 'Webinar faculty unavailable for recording', '2', '4', '8', 'Reduce; backup speakers agreed', 'Medical Education'],
   ['R07', 'Agency key staff leave', '2', '3', '6', 'Reduce; named deputies', 'Senior Supplier']])
PG()
H(1, '8. Change control approach')
P('Requests for change, off-specifications and problems are logged in the issue register and assessed by the Project Manager within three working days. Changes within stage tolerance are approved by the Project Manager; changes outside it, or that alter a product description’s quality criteria, go to the Project Board. The change budget is £60,000, held by the Executive.')
T([['Tolerance', 'Project level', 'Stage level', 'Work package level'],
   ['Time', '+2 weeks', '+1 week', '+3 working days'],
   ['Cost', '±10%', '±5%', '±£5,000'],
   ['Scope', 'Must-have products only', 'No change', 'No change'],
   ['Risk', 'No risk with a score of 20 or more', 'As project', 'As project'],
   ['Quality', 'See product descriptions', 'As project', 'As project']])
H(2, '8.1 Configuration management')
P('Management products and specialist products are held on PMO SharePoint under version control. Project documents are named KV-UKL-07_[Product ID]_[Title]_v[major].[minor], for example KV-UKL-07_P12_Stage2Plan_v1.0.docx; drafts are numbered 0.x and approved versions 1.0 and above. This convention applies to project management documents only; content files follow the agency’s delivery conventions and the certification system’s job bag numbers.')
P('The configuration item record of each specialist product holds its product description reference, version, status (draft, in review, certified, live, withdrawn), certification reference and owner. Project Support audits the records at each stage boundary.')
H(2, '8.2 Work package descriptions')
wps = [('WP-01', 'Website section and banners', 'Harrow & Finch', 'P03, P04', '22 March 2027', '£5,000 / 3 working days'),
       ('WP-02', 'Email programme', 'Harrow & Finch', 'P05', '29 March 2027', '£5,000 / 3 working days'),
       ('WP-03', 'Detail aid', 'Pixelmoor', 'P07', '1 April 2027', '£5,000 / 3 working days'),
       ('WP-04', 'Webinar highlight videos', 'Harrow & Finch', 'P06', '7 days after each webinar', '£2,000 / 2 working days'),
       ('WP-05', 'Analytics dashboards', 'Kestrova Analytics', 'P08', '5 April 2027', '£3,000 / 3 working days')]
for w in wps:
    H(3, f'{w[0]} {w[1]}')
    T([['Field', 'Detail'],
       ['Team Manager', w[2]],
       ['Products', w[3] + ' (see product descriptions in section 6.4 where applicable)'],
       ['Target date', w[4]],
       ['Work package tolerances (cost / time)', w[5]],
       ['Reporting', 'Weekly checkpoint report every Thursday; issues raised immediately'],
       ['Hand-over', 'Products delivered through the certification system; quality review records to the quality register']])
H(2, '8.3 Stage 2 schedule')
acts = [('Content matrix sign-off', 'Medical, Brand', '12 Mar', '14 Mar'), ('Banner storyboards', 'Harrow & Finch', '12 Mar', '15 Mar'),
        ('Email templates (rep-triggered) build', 'Harrow & Finch', '13 Mar', '20 Mar'), ('Detail aid build, key messages 1–7', 'Pixelmoor', '12 Mar', '21 Mar'),
        ('Detail aid build, key messages 8–14', 'Pixelmoor', '19 Mar', '27 Mar'), ('Banner build', 'Harrow & Finch', '16 Mar', '21 Mar'),
        ('Website section build', 'Harrow & Finch', '12 Mar', '24 Mar'), ('Technical quality reviews', 'Suppliers', '20 Mar', '28 Mar'),
        ('Certification round 1', 'Compliance', '22 Mar', '29 Mar'), ('Amendments', 'Suppliers', '29 Mar', '31 Mar'),
        ('Certification round 2', 'Compliance', '31 Mar', '2 Apr'), ('Veeva release (detail aid, emails)', 'IT', '3 Apr', '3 Apr'),
        ('Banner trafficking', 'Loxley Media', '2 Apr', '4 Apr'), ('Website go-live', 'Digital Operations', '4 Apr', '4 Apr'),
        ('KAM training on detail aid', 'Field Force Effectiveness', '1 Apr', '4 Apr'), ('Awareness phase go-live', 'All', '5 Apr', '5 Apr'),
        ('End stage report', 'Project Manager', '4 Apr', '8 Apr'), ('Stage 3 plan', 'Project Manager', '1 Apr', '8 Apr')]
T([['Activity', 'Responsible', 'Start', 'Finish']] + [list(a) for a in acts])
H(1, '9. Communication management approach')
T([['Communication', 'Audience', 'Frequency', 'Owner'],
   ['Highlight report', 'Project Board', 'Fortnightly', 'Project Manager'],
   ['Checkpoint report', 'Project Manager', 'Weekly', 'Team Managers'],
   ['End stage report', 'Project Board', 'Each stage boundary', 'Project Manager'],
   ['Launch team update', 'Brand and field teams', 'Monthly', 'Project Manager'],
   ['Exception report', 'Project Board', 'When a tolerance is forecast to be exceeded', 'Project Manager']])
H(1, '10. Project plan')
T([['Stage', 'Content', 'Start', 'End', 'Budget'],
   ['1. Initiation', 'PID, plans, product descriptions', '20 January 2027', '11 March 2027', '£45,000'],
   ['2. Awareness build', 'Website section, banners, emails, detail aid (awareness content)', '12 March 2027', '5 April 2027', '£520,000'],
   ['3. Awareness run and webinars', 'Webinars, highlight videos, optimisation', '6 April 2027', '30 June 2027', '£290,000'],
   ['4. Launch build and go-live', 'Launch content after NICE guidance', 'NICE + 1 day', 'NICE + 10 working days', '£310,000'],
   ['5. Closure', 'Handover, end project report, lessons', 'NICE + 11 working days', 'NICE + 30 working days', '£15,000']])
P('Total: £1,180,000 plus a change budget of £60,000. Milestones are tracked in the plan on PMO SharePoint; the Gantt chart is attached as Appendix B (not reproduced in this PDF).')
H(1, '11. Project controls')
P('The Project Board authorises each stage at its boundary. The Project Manager controls the stage through work packages, checkpoint reports and the registers. Highlight reports are issued on alternate Fridays. The project closes when the End Project Report is approved and the products are handed over to the Brand team and the Digital Operations team for business as usual.')
H(1, '12. Tailoring of PRINCE2')
P('The project is medium-sized and uses a single Project Board for all workstreams. The communication management approach and the quality management approach are combined with the brand team’s existing launch governance where possible. Lessons from the 2025 Corvalis launch (lessons log LL-2025-14) have been applied, in particular the early booking of certification time and the written confirmation of publisher specifications.')
PG()
H(1, 'Appendix A. Glossary')
T([['Term', 'Meaning'],
   ['ABPI', 'Association of the British Pharmaceutical Industry'],
   ['BAD', 'British Association of Dermatologists'],
   ['CLM', 'Closed-loop marketing (Veeva presentation for representatives)'],
   ['MHRA', 'Medicines and Healthcare products Regulatory Agency'],
   ['NICE', 'National Institute for Health and Care Excellence'],
   ['PID', 'Project initiation document'],
   ['PMO', 'Programme management office'],
   ['Product description', 'PRINCE2 description of a product’s purpose, composition and quality criteria'],
   ['Quality tolerance', 'The range within which a quality criterion is accepted']])
H(1, 'Appendix B. Issue register at initiation')
T([['ID', 'Type', 'Description', 'Priority', 'Status'],
   ['I01', 'Request for change', 'Add a 320 × 50 mobile banner for SkinMed Digital', 'Medium', 'Rejected by the Board (publisher does not sell the size)'],
   ['I02', 'Problem', 'Sitecore release of 8 March slipped to 15 March', 'High', 'Closed; website build re-planned'],
   ['I03', 'Request for change', 'Raise the email subject limit to 60 characters', 'Low', 'Partly approved: tolerance up to 55 characters added to PD-05'],
   ['I04', 'Off-specification', 'Prototype detail aid key message 5 at 41 MB', 'High', 'Open; video to be re-encoded'],
   ['I05', 'Concern', 'Webinar faculty contracts not yet signed', 'Medium', 'Open; Medical Education to confirm by 18 March'],
   ['I06', 'Request for change', 'Produce Welsh-language versions of emails', 'Low', 'Deferred to the launch stage'],
   ['I07', 'Problem', 'Two KAM iPads on an old operating system', 'Low', 'Closed; devices replaced by IT'],
   ['I08', 'Request for change', 'Add a 90-second version of each webinar highlight', 'Low', 'Rejected; outside the PD-06 running time']])
P('The issue register is maintained by Project Support and reviewed weekly by the Project Manager.')
H(1, 'Appendix C. Lessons applied from earlier launches')
T([['Lesson (source)', 'How it is applied'],
   ['Certification capacity was the critical path (Corvalis 2025)', 'Signatory time booked for rounds 1 and 2 before stage 2 starts'],
   ['Publisher specifications changed after build (Corvalis 2025)', 'Written confirmation of specifications before build; recorded in section 2.4'],
   ['Detail aid too heavy for offline use (Ostrelin 2024)', 'Package size criterion in PD-07; offline test in acceptance'],
   ['Email clients clipped long emails (Ostrelin 2024)', 'Total weight criterion in PD-05'],
   ['Webinar highlights too long to be watched (Corvalis 2025)', 'Running time criterion in PD-06']])
H(1, 'Appendix D. Governance calendar 2027')
cal = [('12 Mar', 'Project Board', 'Stage 2 authorisation'), ('19 Mar', 'Highlight report 1', ''), ('2 Apr', 'Highlight report 2', ''),
       ('8 Apr', 'Project Board', 'Stage 2 end; stage 3 authorisation'), ('16 Apr', 'Highlight report 3', ''), ('30 Apr', 'Highlight report 4', ''),
       ('7 May', 'Project Board', 'Monthly review'), ('14 May', 'Highlight report 5', ''), ('28 May', 'Highlight report 6', ''),
       ('4 Jun', 'Project Board', 'Monthly review; NICE readiness'), ('11 Jun', 'Highlight report 7', ''), ('25 Jun', 'Highlight report 8', ''),
       ('2 Jul', 'Project Board', 'Stage 3 end; stage 4 authorisation (subject to NICE)'), ('9 Jul', 'Highlight report 9', ''),
       ('23 Jul', 'Highlight report 10', ''), ('6 Aug', 'Project Board', 'Monthly review'), ('20 Aug', 'Highlight report 11', ''),
       ('3 Sep', 'Project Board', 'Closure planning'), ('17 Sep', 'End project report', 'Draft to the Board'), ('1 Oct', 'Project Board', 'Project closure')]
T([['Date', 'Event', 'Purpose']] + [list(c) for c in cal])
P('Dates after 2 July depend on the date of NICE guidance and will be confirmed in the stage 4 plan.')
P('End of document.')

open(sys.argv[1] if len(sys.argv) > 1 else 'kestrova-launch-pid.brd.txt', 'w').write(to_brd(B))
