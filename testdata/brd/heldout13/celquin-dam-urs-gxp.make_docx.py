# Writes celquin-dam-urs-gxp.docx: a Word-native USER REQUIREMENTS SPECIFICATION for a validated (GxP) promotional
# content system, British, A4. Requirements sit in tables ID | Requirement | Priority (M/D) | Risk (H/M/L) | Verification.
# Priority M/D is the requirement's importance; the Risk column is the GxP risk rating from the risk assessment, which
# only sets the depth of testing. Only section 5.7 states requirements on the promotional items themselves.
# Usage: python3 celquin-dam-urs-gxp.make_docx.py celquin-dam-urs-gxp.docx
import sys
from h13lib import to_docx

B = []
H = lambda l, x: B.append(('h', l, x))
P = lambda x: B.append(('p', x))
L = lambda x: B.append(('li', x))
T = lambda rows, w=None: B.append(('table', rows, w) if w else ('table', rows))
PG = lambda: B.append(('page',))
W = [1150, 5000, 850, 600, 1150]
HDR = ['ID', 'Requirement', 'Priority', 'Risk', 'Verification']


def reqs(prefix, start, items):
    rows = [HDR]
    for i, it in enumerate(items):
        text, pr, rk, ver = it
        rows.append([f'URS {prefix}.{start + i:02d}', text, pr, rk, ver])
    T(rows, W)


B.append(('title', 'User Requirements Specification'))
P('PromoVault Digital Asset and Certification System')
P('Celquin Pharma Ltd · UK & Ireland Commercial · Document number URS-CQ-0193 · Version 2.0 · Effective date 8 February 2027')
T([['Role', 'Name', 'Signature', 'Date'],
   ['Author (System Owner)', 'Eleanor Whitfield, Commercial Systems Manager', 'Signed in QDoc', '25 January 2027'],
   ['Reviewer (Business Process Owner)', 'Dr Rhys Penhallow, Head of Medical Compliance', 'Signed in QDoc', '29 January 2027'],
   ['Reviewer (IT)', 'Graham Sato, IT Business Partner', 'Signed in QDoc', '30 January 2027'],
   ['Approver (Quality Assurance)', 'Deborah Kinsella, Computerised Systems QA', 'Signed in QDoc', '3 February 2027']])
P('GxP impact: GxP-relevant (records required by the ABPI Code and the Human Medicines Regulations 2012; electronic records and signatures). GAMP 5 software category: 4 (configured product). Validation approach: risk-based, as described in the validation plan VP-CQ-0193.')
P('Distribution: PromoVault project team; Medical Compliance; Commercial Systems; Computerised Systems QA; the selected supplier under confidentiality agreement.')
PG()
H(1, 'Revision history')
T([['Version', 'Date', 'Reason for change', 'Change control'],
   ['0.1', '14 October 2026', 'First draft following process workshops', 'n/a'],
   ['0.3', '18 November 2026', 'Comments from Medical Compliance and IT', 'n/a'],
   ['1.0', '9 December 2026', 'Approved for supplier selection', 'CC-2026-114'],
   ['2.0', '25 January 2027', 'Section 5.7 added after the supplier demonstration; risk ratings updated', 'CC-2027-009']])
H(1, 'Contents')
for x in ['1 Introduction', '2 Definitions and abbreviations', '3 How to read this document', '4 Process overview', '5 Requirements',
          '6 Risk assessment summary', '7 Traceability', '8 References']:
    P(x)
PG()
H(1, '1 Introduction')
H(2, '1.1 Purpose')
P('This User Requirements Specification (URS) states what Celquin Pharma Ltd (“Celquin”) requires of PromoVault, the system that will hold promotional and non-promotional materials for the UK and Ireland, route them through review and certification under the ABPI Code of Practice and the IPHA Code, and release certified materials to the channels in which they are used. It is the basis for supplier selection, configuration, and the validation of the system under the Computerised System Validation SOP (SOP-QA-031).')
H(2, '1.2 Scope')
P('In scope: storage and version control of materials; review, approval and certification workflows; electronic signatures; the audit trail; release of certified materials to the CRM, the email platform and the agency portals; withdrawal and archiving; reports for self-audit and for the PMCPA and IPHA. Also in scope are the technical acceptance checks that PromoVault performs on digital materials before certification (section 5.7).')
P('Out of scope: creation of materials (done by agencies in their own tools), the medical information database, pharmacovigilance case handling and the European affiliates, which use a separate instance.')
H(2, '1.3 Regulatory context')
P('PromoVault is a GxP-relevant system because certified promotional materials and their certificates are records required by the Codes and by the Human Medicines Regulations 2012, and because the system supports the release of materials that contain safety information. It will be validated as a GAMP 5 Category 4 (configured) product. The requirements of EU GMP Annex 11 and, for records shared with the US parent company, 21 CFR Part 11 apply to electronic records and signatures.')
H(2, '1.4 System overview')
P('PromoVault is a configured software-as-a-service product hosted by the supplier in the United Kingdom. About 260 users will have access: 180 at Celquin, 60 at four agencies and 20 signatories and reviewers in Ireland. The expected volume is about 2,400 items a year, of which around 900 are digital materials subject to the technical acceptance checks.')
H(1, '2 Definitions and abbreviations')
T([['Term', 'Meaning'],
   ['ABPI', 'Association of the British Pharmaceutical Industry'],
   ['ALCOA+', 'Attributable, legible, contemporaneous, original, accurate; complete, consistent, enduring and available'],
   ['Certification', 'Approval of the final form of a promotional item by the required signatories under Clause 8 of the ABPI Code'],
   ['CLM', 'Closed-loop marketing: interactive presentations used by representatives on tablets'],
   ['Digital item', 'A material delivered as a file for use on screen: banner, email, CLM presentation, video or web content'],
   ['GAMP', 'Good Automated Manufacturing Practice (ISPE)'],
   ['GxP', 'Good practice regulations applicable to the pharmaceutical industry'],
   ['IQ / OQ / PQ', 'Installation, operational and performance qualification'],
   ['Job code', 'The unique reference Celquin gives each item, printed on the item'],
   ['PI', 'Prescribing information'],
   ['PMCPA', 'Prescription Medicines Code of Practice Authority'],
   ['SaaS', 'Software as a service'],
   ['URS', 'User requirements specification']])
H(1, '3 How to read this document')
P('Each requirement has a unique identifier, a statement, a priority, a risk rating and a verification method.')
L('Priority M (Mandatory): the system must meet the requirement before go-live. Priority D (Desirable): the requirement adds value and may be met in a later release. For the technical acceptance checks in section 5.7, an M requirement blocks certification of an item that fails it; a D requirement only records a warning that the certifier can accept.')
L('Risk H, M or L is the GxP risk rating from the risk assessment in section 6. It reflects the impact of a failure of the system function on patient safety, product quality or data integrity, and it sets the depth of testing (H: positive and negative tests with documented evidence; M: positive tests with evidence; L: verification by the supplier’s documentation). It is not a measure of how important the requirement is to the business.')
L('Verification: IQ, OQ, PQ or Doc (supplier documentation review).')
P('“Shall” is used in every requirement, whatever its priority. Requirements are numbered within their section; numbers are not reused when a requirement is deleted.')
H(1, '4 Process overview')
P('An agency or in-house author uploads a draft item with its metadata and references. A Celquin owner checks it and starts the review workflow. Reviewers from Medical, Regulatory and Compliance comment in the system; the author uploads new versions until the reviewers are satisfied. The item is then presented in its final form for certification by two signatories, one of whom is a registered medical practitioner. On certification the system applies the job code and the date of preparation, locks the final form, and generates the certificate.')
P('Certified digital items are released to their channel: emails to the email platform, CLM presentations to the CRM, banners and videos to the media agency’s portal. Every item carries an expiry date, at most two years after certification; the system withdraws items on expiry and notifies the owner 60 days before. Withdrawn items and their certificates are archived for the retention period.')
P('In 2026 the average time from upload to certification was 19 working days, with 3.4 review rounds per item. Celquin’s objective is to reduce this to 12 working days by the end of 2027; this objective is not a requirement of the system.')
H(2, '4.1 User roles')
T([['Role', 'Users', 'Main tasks'],
   ['Author', 'Agency and in-house writers and designers (about 90)', 'Upload drafts and new versions; respond to comments'],
   ['Owner', 'Brand managers and medical education managers (about 45)', 'Start reviews; manage metadata; release certified items'],
   ['Reviewer', 'Medical, Regulatory, Compliance and Legal (about 40)', 'Comment; approve or reject versions'],
   ['Signatory', 'Registered medical practitioners and nominated signatories (about 12)', 'Certify the final form'],
   ['Administrator', 'Commercial Systems (3)', 'Configure workflows, metadata and users'],
   ['Auditor', 'QA and internal audit (about 8)', 'Read-only access to records and audit trails']])
H(2, '4.2 Current system and transition')
P('PromoVault replaces the current review tool, which has been in use since 2016 and holds about 21,000 items. Items certified in the last three years (about 7,100) and all items still in use will be migrated; older records will remain in the read-only archive of the current tool until its licence ends in December 2028. Migration is covered by a separate data migration plan (DMP-CQ-0195) and is not described further here.')
P('Key dates: supplier selected 20 December 2026; configuration complete 30 April 2027; OQ complete 11 June 2027; PQ and go-live 5 July 2027. The project budget approved by the UK & Ireland Leadership Team is £640,000 over three years, including licences.')
PG()
H(1, '5 Requirements')
H(2, '5.1 General')
reqs('5.1', 1, [
    ('The system shall be available to users in the UK and Ireland through a standard web browser without local installation.', 'M', 'L', 'IQ'),
    ('The system shall be hosted in a data centre located in the United Kingdom or the European Economic Area.', 'M', 'M', 'Doc'),
    ('The system shall be available 99.5% of the time in each calendar month, excluding planned maintenance notified at least five working days in advance.', 'M', 'L', 'Doc'),
    ('The system shall display all dates in the format DD/MM/YYYY and all times in UK time.', 'M', 'M', 'OQ'),
    ('The system shall support at least 60 concurrent users without degradation of response times.', 'M', 'L', 'PQ'),
    ('The system should provide an interface in Irish as well as English.', 'D', 'L', 'OQ')])
H(2, '5.2 User access and security')
reqs('5.2', 1, [
    ('The system shall allow access only to named users authenticated through Celquin’s single sign-on, except agency users, who shall authenticate with a user ID and password and a second factor.', 'M', 'H', 'OQ'),
    ('Passwords of agency users shall be at least 12 characters long and shall be changed every 90 days.', 'M', 'M', 'OQ'),
    ('The system shall lock an account after five consecutive failed log-in attempts.', 'M', 'M', 'OQ'),
    ('The system shall end a session after 15 minutes of inactivity.', 'M', 'M', 'OQ'),
    ('The system shall provide role-based access with at least the roles author, owner, reviewer, signatory, administrator and read-only auditor.', 'M', 'H', 'OQ'),
    ('The system shall prevent a user from certifying an item he or she authored.', 'M', 'H', 'OQ'),
    ('Administrators shall not be able to change the content of records or the audit trail.', 'M', 'H', 'OQ')])
H(2, '5.3 Audit trail')
reqs('5.3', 1, [
    ('The system shall record in a secure, computer-generated, time-stamped audit trail every creation, modification, deletion, review decision, certification, release and withdrawal, with the user, the date and time, the old and new values and the reason where required.', 'M', 'H', 'OQ'),
    ('The audit trail shall not be editable or deletable by any user.', 'M', 'H', 'OQ'),
    ('The audit trail shall be retained for at least as long as the record it describes.', 'M', 'H', 'Doc'),
    ('The system shall allow the audit trail of an item to be viewed and exported in a human-readable form.', 'M', 'M', 'OQ'),
    ('The system should allow a reviewer to filter the audit trail by user and by date.', 'D', 'L', 'OQ')])
H(2, '5.4 Electronic signatures')
reqs('5.4', 1, [
    ('Electronic signatures shall consist of two distinct components, the user ID and the password, entered at the time of signing.', 'M', 'H', 'OQ'),
    ('Each signature shall show the printed name of the signer, the date and time of signing and the meaning of the signature (review, approval, certification).', 'M', 'H', 'OQ'),
    ('Signatures shall be linked to their records so that they cannot be removed, copied or transferred.', 'M', 'H', 'OQ'),
    ('The system shall require both signatories to sign the same final-form version.', 'M', 'H', 'OQ')])
H(2, '5.5 Data integrity and records')
reqs('5.5', 1, [
    ('The system shall keep every version of every item and shall identify the certified final form unambiguously.', 'M', 'H', 'OQ'),
    ('Certified items, their certificates and their audit trails shall be retained for at least 15 years after withdrawal.', 'M', 'H', 'Doc'),
    ('The system shall back up all data daily and keep backups for at least 35 days.', 'M', 'H', 'Doc'),
    ('The supplier shall restore the system from backup within 8 hours of a disaster declaration, with no more than 24 hours of data loss.', 'M', 'M', 'PQ'),
    ('The system shall allow the export of all records and metadata in an open format at the end of the contract.', 'M', 'M', 'Doc')])
H(2, '5.6 Content management and workflow')
reqs('5.6', 1, [
    ('The system shall accept uploads of files of up to 2 GB.', 'M', 'L', 'OQ'),
    ('The system shall require the metadata defined in the metadata specification (URS-CQ-0194) before an item enters review.', 'M', 'M', 'OQ'),
    ('The system shall support configurable review workflows with parallel and sequential steps.', 'M', 'M', 'OQ'),
    ('The system shall apply the job code and the date of preparation to the item at certification.', 'M', 'H', 'OQ'),
    ('The system shall set an expiry date no later than two years after certification and withdraw the item automatically on that date.', 'M', 'H', 'OQ'),
    ('The system shall notify the owner 60 days and 14 days before an item expires.', 'M', 'M', 'OQ'),
    ('The system should generate a comparison of two versions highlighting changed text.', 'D', 'L', 'OQ'),
    ('The system shall respond to a search within 3 seconds for 90% of searches.', 'M', 'L', 'PQ')])
PG()
H(2, '5.7 Technical acceptance of digital items')
P('Before a digital item can be presented for certification, the system shall check it against the requirements of this section and show the result to the owner. Where a Mandatory requirement is not met, the system shall block certification until a corrected version is uploaded. Where a Desirable requirement is not met, the system shall record a warning that the signatory may accept with a comment. The values below are taken from Celquin’s Digital Standards for UK & Ireland, edition 4.')
H(3, '5.7.1 Requirements for all promotional items')
reqs('5.7', 1, [
    ('The system shall verify that every promotional item includes the prescribing information, or for digital items a clear and prominent link to it.', 'M', 'H', 'OQ'),
    ('The system shall verify that every promotional item includes the adverse event reporting statement.', 'M', 'H', 'OQ'),
    ('The system shall verify that the job code on the item has the form CELUK followed by five digits (for example CELUK04417) and matches the job code of the record.', 'M', 'H', 'OQ'),
    ('The system shall verify that the item shows a date of preparation in the form MM/YYYY.', 'M', 'M', 'OQ'),
    ('The system shall verify that items for healthcare professionals carry the statement “For UK healthcare professionals only” or, for Irish items, “For Irish healthcare professionals only”.', 'M', 'H', 'OQ')])
H(3, '5.7.2 Rep-triggered email')
reqs('5.7', 6, [
    ('The system shall block an email template whose HTML file, with embedded styles, is larger than 100 kB.', 'M', 'M', 'OQ'),
    ('The system shall block an email whose subject line is longer than 60 characters.', 'M', 'L', 'OQ'),
    ('The system shall warn when an email has no pre-header text.', 'D', 'L', 'OQ'),
    ('The system shall block an email whose layout is wider than 600 pixels.', 'M', 'L', 'OQ'),
    ('The system shall block an email image larger than 250 kB.', 'M', 'L', 'OQ')])
H(3, '5.7.3 CLM presentations')
reqs('5.7', 11, [
    ('The system shall block a CLM key message package larger than 50 MB.', 'M', 'M', 'OQ'),
    ('The system shall block a CLM presentation whose slides are not 2048 × 1536 pixels.', 'M', 'M', 'OQ'),
    ('The system shall block a CLM key message without a thumbnail image of 200 × 150 pixels in JPG format.', 'M', 'L', 'OQ'),
    ('The system shall warn when a single CLM slide loads more than 5 MB of media.', 'D', 'L', 'OQ')])
H(3, '5.7.4 Banners on HCP websites')
reqs('5.7', 15, [
    ('The system shall block a banner whose size is not 300 × 250, 728 × 90, 300 × 600 or 160 × 600 pixels.', 'M', 'M', 'OQ'),
    ('The system shall block an HTML5 banner whose initial load exceeds 150 kB.', 'M', 'M', 'OQ'),
    ('The system shall block a banner whose animation lasts longer than 20 seconds.', 'M', 'L', 'OQ'),
    ('The system shall warn when a static banner is larger than 80 kB.', 'D', 'L', 'OQ')])
H(3, '5.7.5 Printable PDF leave pieces')
reqs('5.7', 19, [
    ('The system shall block a leave piece whose trim size is not A4 (210 × 297 mm).', 'M', 'M', 'OQ'),
    ('The system shall block a leave piece supplied without 3 mm bleed on every edge.', 'M', 'L', 'OQ'),
    ('The system shall warn when an image in a leave piece has an effective resolution below 300 dpi.', 'D', 'L', 'OQ')])
H(3, '5.7.6 Video')
reqs('5.7', 22, [
    ('The system shall block a video that is not an MP4 file with H.264 video.', 'M', 'M', 'OQ'),
    ('The system shall block a video whose resolution is below 1280 × 720 pixels.', 'M', 'L', 'OQ'),
    ('The system shall block a video file larger than 500 MB.', 'M', 'L', 'OQ'),
    ('The system shall block a video without a subtitle file.', 'M', 'M', 'OQ')])
H(2, '5.8 Interfaces')
reqs('5.8', 1, [
    ('The system shall release certified emails and their fragments to the email platform through its API within 30 minutes of release.', 'M', 'M', 'OQ'),
    ('The system shall release certified CLM presentations to the CRM.', 'M', 'M', 'OQ'),
    ('The system shall publish certified banners and videos to the media agency portal with the job code in the file metadata.', 'M', 'M', 'OQ'),
    ('The system shall receive withdrawal confirmations from each channel and record them against the item.', 'M', 'H', 'OQ')])
H(2, '5.9 Reporting')
reqs('5.9', 1, [
    ('The system shall provide a report of all items certified in a period, with job codes, signatories and dates.', 'M', 'H', 'OQ'),
    ('The system shall provide a report of items due to expire in the next 90 days.', 'M', 'M', 'OQ'),
    ('The system should provide dashboards of review cycle times by brand and agency.', 'D', 'L', 'OQ')])
H(2, '5.10 Supplier')
reqs('5.10', 1, [
    ('The supplier shall have a quality management system and shall allow Celquin to audit it once a year.', 'M', 'M', 'Doc'),
    ('The supplier shall notify Celquin at least 30 days before any release that changes validated functions, and shall provide release notes and test evidence.', 'M', 'H', 'Doc'),
    ('The supplier shall provide support between 08:00 and 18:00 UK time on working days, with a response to priority 1 incidents within 1 hour.', 'M', 'M', 'Doc')])
PG()
H(1, '6 Risk assessment summary')
P('The risk assessment (RA-CQ-0193, FMEA method) scored each system function for severity (S), probability (P) and detectability (D) on a scale of 1 to 5. The risk priority number RPN = S × P × D determines the risk rating used in section 5: H for an RPN of 40 or more, M for 15 to 39, L for 14 or less. The scores concern the system function, not the promotional items.')
T([['Function', 'Failure mode', 'S', 'P', 'D', 'RPN', 'Rating'],
   ['Certification', 'Item certified by one signatory only', '5', '2', '4', '40', 'H'],
   ['Audit trail', 'Change not recorded', '5', '2', '5', '50', 'H'],
   ['Expiry', 'Expired item not withdrawn', '5', '2', '4', '40', 'H'],
   ['Technical check', 'Item without PI passes', '5', '2', '4', '40', 'H'],
   ['Technical check', 'Oversized banner passes', '2', '3', '3', '18', 'M'],
   ['Technical check', 'Subject line too long passes', '1', '3', '3', '9', 'L'],
   ['Release', 'Item released to the wrong channel', '3', '2', '3', '18', 'M'],
   ['Access', 'Agency user sees another agency’s items', '3', '2', '4', '24', 'M'],
   ['Backup', 'Backup fails silently', '4', '2', '5', '40', 'H'],
   ['Search', 'Slow search', '1', '3', '1', '3', 'L']])
H(1, '7 Traceability')
P('Each requirement will be traced to the functional specification, the configuration specification and the test scripts in the traceability matrix (TM-CQ-0193), which is maintained by the validation lead. Requirements with risk H will be tested in OQ with negative tests; requirements with priority D that are not delivered at go-live will be recorded in the validation summary report as open items.')
H(1, '8 References')
T([['Reference', 'Title'],
   ['SOP-QA-031', 'Computerised System Validation'],
   ['SOP-CMP-007', 'Review and Certification of Promotional Materials'],
   ['URS-CQ-0194', 'PromoVault Metadata Specification'],
   ['RA-CQ-0193', 'PromoVault Risk Assessment'],
   ['DS-UKI-4', 'Digital Standards for UK & Ireland, edition 4'],
   ['ABPI Code', 'ABPI Code of Practice for the Pharmaceutical Industry, 2024'],
   ['IPHA Code', 'IPHA Code of Marketing Practice for the Pharmaceutical Industry, version 9.1'],
   ['Annex 11', 'EudraLex Volume 4, Annex 11: Computerised Systems']])
PG()
H(1, 'Appendix A. Item types and annual volumes')
P('Volumes are 2026 actuals from the current tool and are given for sizing only.')
T([['Item type', 'Channel', 'Promotional?', 'Items in 2026', 'Technical checks (5.7)'],
   ['Rep-triggered email', 'Email', 'Yes', '212', '5.7.1, 5.7.2'],
   ['Email fragment', 'Email', 'Yes', '340', '5.7.1'],
   ['CLM presentation', 'Face to face', 'Yes', '46', '5.7.1, 5.7.3'],
   ['Banner', 'Web', 'Yes', '188', '5.7.1, 5.7.4'],
   ['Leave piece (PDF)', 'Print', 'Yes', '97', '5.7.1, 5.7.5'],
   ['Video', 'Web, congress', 'Yes or no', '61', '5.7.6'],
   ['Congress stand panel', 'Congress', 'Yes', '38', 'None'],
   ['Medical education slide deck', 'Meetings', 'No', '133', 'None'],
   ['Patient support material', 'Print, web', 'No', '74', 'None'],
   ['Training material for representatives', 'Internal', 'No', '156', 'None'],
   ['Press release', 'Media', 'No', '22', 'None'],
   ['Job advertisement', 'Web', 'No', '31', 'None']])
H(1, 'Appendix B. Review workflow configuration')
T([['Step', 'Actor', 'Action', 'Target time'],
   ['1', 'Author', 'Upload draft with metadata and references', '—'],
   ['2', 'Owner', 'Check completeness; start review', '2 working days'],
   ['3', 'Reviewers (parallel)', 'Medical, Regulatory and Compliance review', '5 working days'],
   ['4', 'Author', 'Upload revised version', '3 working days'],
   ['5', 'Reviewers', 'Review of revised version', '3 working days'],
   ['6', 'System', 'Technical acceptance checks (section 5.7)', 'Immediate'],
   ['7', 'Signatories', 'Certification of final form', '3 working days'],
   ['8', 'Owner', 'Release to channel', '1 working day'],
   ['9', 'System', 'Withdrawal on expiry; archive', 'On expiry date']])
P('Target times are service levels of the review process, agreed by the UK & Ireland Leadership Team. They are monitored in the reports of section 5.9 and are not requirements on the items.')
H(1, 'Appendix C. Open points at approval')
T([['#', 'Open point', 'Owner', 'Resolution by'],
   ['1', 'Whether Irish items need a separate job-code prefix', 'R. Penhallow', 'OQ start'],
   ['2', 'Retention of draft versions of non-promotional items (proposal: 5 years)', 'D. Kinsella', 'March 2027'],
   ['3', 'Technical checks for congress stand panels (print, large format)', 'E. Whitfield', 'Release 2'],
   ['4', 'Single sign-on for agency users (would remove URS 5.2.02)', 'G. Sato', 'Release 2']])
P('End of document')

to_docx(B, sys.argv[1], 'Celquin Pharma Ltd · URS-CQ-0193 v2.0 · PromoVault User Requirements Specification',
        'CONFIDENTIAL · Controlled document when viewed in QDoc; uncontrolled when printed', size=21, line=276)
