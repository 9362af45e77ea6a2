# Writes halvessa-msa-exhibits.docx: a Word-native MASTER SERVICES AGREEMENT between a pharma company and its creative
# agency with five exhibits (scope, key personnel, technical specifications, service levels and credits, fees). Only
# Exhibit C's Technical Specifications carry asset requirements; a "Conformance / Target" class column decides which are
# binding. Service levels, credits, fees, insurance amounts, notice periods and retention periods are not asset rules.
# Usage: python3 halvessa-msa-exhibits.make_docx.py halvessa-msa-exhibits.docx
import sys
from h13lib import to_docx

B = []
H = lambda l, x: B.append(('h', l, x))
P = lambda x: B.append(('p', x))
L = lambda x: B.append(('li', x))
T = lambda rows, w=None: B.append(('table', rows, w) if w else ('table', rows))
PG = lambda: B.append(('page',))

B.append(('title', 'MASTER SERVICES AGREEMENT'))
P('between')
P('HALVESSA BIOPHARMA, INC.')
P('and')
P('ROOKWOOD & LANE CREATIVE LLC')
P('Contract number HB-2027-0031 · Execution version · January 4, 2027')
P('This document contains confidential and proprietary information of the Parties. It may not be disclosed to any third party without the prior written consent of both Parties.')
PG()
H(1, 'TABLE OF CONTENTS')
for x in ['Article 1. Definitions', 'Article 2. Scope and Statements of Work', 'Article 3. Performance and Change', 'Article 4. Acceptance',
          'Article 5. Fees, Invoicing and Payment', 'Article 6. Intellectual Property', 'Article 7. Confidentiality and Data Protection',
          'Article 8. Regulatory and Compliance', 'Article 9. Warranties', 'Article 10. Indemnification', 'Article 11. Limitation of Liability',
          'Article 12. Insurance', 'Article 13. Term, Termination and Disputes', 'Article 14. General',
          'Exhibit A. Form of Statement of Work', 'Exhibit B. Key Personnel, Partners and Contacts', 'Exhibit C. Technical Specifications',
          'Exhibit D. Service Levels and Service Credits', 'Exhibit E. Fees', 'Exhibit F. Data Processing and Information Security Terms',
          'Exhibit G. Form of Change Order']:
    P(x)
PG()
H(1, 'AGREEMENT')
P('This Master Services Agreement (the “Agreement”) is entered into as of January 4, 2027 (the “Effective Date”) by and between Halvessa Biopharma, Inc., a Delaware corporation with offices at 400 Harborview Drive, Cambridge, Massachusetts 02142 (“Company”), and Rookwood & Lane Creative LLC, a New York limited liability company with offices at 88 Varick Street, New York, New York 10013 (“Supplier”). Company and Supplier are each a “Party” and together the “Parties”.')
P('WHEREAS Company develops and commercializes prescription medicines, including TRELVANA® (trelvanimab) and OSTIRA® (ostiracept); WHEREAS Supplier provides creative, production and digital services to the pharmaceutical industry; and WHEREAS Company wishes to engage Supplier to provide such services on the terms of this Agreement; NOW, THEREFORE, in consideration of the mutual covenants set out below, the Parties agree as follows.')
H(1, 'ARTICLE 1. DEFINITIONS')
P('1.1 Capitalized terms have the meanings given in this Article 1 or where they are first used. Headings are for convenience only. “Including” means “including without limitation”.')
defs = [
    ('Acceptance', 'written confirmation by Company, through the Project Portal or by email from a Company Project Lead, that a Deliverable meets the Acceptance Criteria.'),
    ('Acceptance Criteria', 'the criteria set out in the applicable Statement of Work and, for every Deliverable of a type listed in Exhibit C, the Conformance Specifications for that type.'),
    ('Affiliate', 'any entity that controls, is controlled by or is under common control with a Party, where control means ownership of more than fifty percent (50%) of the voting interests.'),
    ('Business Day', 'any day other than a Saturday, Sunday or federal holiday in the United States.'),
    ('Change Order', 'a written amendment to a Statement of Work signed by both Parties under Section 3.4.'),
    ('Company Materials', 'all content, data, trademarks, claims, references and other materials provided by or on behalf of Company.'),
    ('Conformance Specification', 'a Technical Specification marked “Conformance” in Exhibit C.'),
    ('Defect', 'a failure of a Deliverable to meet a Conformance Specification or other Acceptance Criterion.'),
    ('Deliverable', 'any work product that Supplier is required to deliver under a Statement of Work.'),
    ('Fees', 'the amounts payable by Company under Exhibit E and each Statement of Work.'),
    ('MLR Review', 'Company’s medical, legal and regulatory review of promotional materials under its Promotional Review SOP.'),
    ('Platform Partner', 'a publisher, network, streaming service or other third party on whose inventory a Deliverable will run.'),
    ('Project Portal', 'the online workspace designated by Company for submission and review of Deliverables, currently Halvessa StudioLink.'),
    ('Service Credit', 'an amount credited to Company under Exhibit D when a Service Level is not met.'),
    ('Service Levels', 'the performance standards set out in Exhibit D.'),
    ('Statement of Work or SOW', 'a document in the form of Exhibit A executed by both Parties that describes specific services and Deliverables.'),
    ('Target Specification', 'a Technical Specification marked “Target” in Exhibit C.'),
    ('Technical Specifications', 'the specifications for Deliverable types set out in Exhibit C, as updated under Section C.1.3.'),
]
for i, (t, d) in enumerate(defs, 2):
    P(f'1.{i} “{t}” means {d}')
H(1, 'ARTICLE 2. SCOPE AND STATEMENTS OF WORK')
P('2.1 Supplier shall perform the services described in each SOW (the “Services”) in accordance with this Agreement. Each SOW is governed by this Agreement. In the event of a conflict, the order of precedence is: (a) the body of this Agreement; (b) Exhibit C; (c) Exhibit D; (d) the applicable SOW; (e) any other Exhibit; provided that a SOW may set a stricter Technical Specification for a named Deliverable, which shall then apply to that Deliverable only.')
P('2.2 Company makes no commitment to any minimum volume of Services. The estimated annual value of Services in 2027 is four million two hundred thousand dollars ($4,200,000), which is provided for planning only.')
P('2.3 Supplier shall not subcontract any part of the Services without Company’s prior written consent, except to the production partners listed in Exhibit B. Supplier remains responsible for the acts and omissions of its subcontractors.')
H(1, 'ARTICLE 3. PERFORMANCE AND CHANGE')
P('3.1 Supplier shall perform the Services in a professional and workmanlike manner, in accordance with industry standards, applicable law, the PhRMA Guiding Principles on Direct to Consumer Advertisements and Company’s policies provided to Supplier in writing.')
P('3.2 Supplier shall assign the Key Personnel named in Exhibit B and shall not remove or replace them during the first twelve (12) months of the Term except for death, disability, resignation or termination for cause. Supplier shall give Company thirty (30) days’ notice of any replacement.')
P('3.3 Supplier shall submit Deliverables through the Project Portal. Deliverables sent by email or file-transfer link are not delivered for the purposes of Exhibit D.')
P('3.4 Either Party may request a change to a SOW. Supplier shall provide a written impact assessment within five (5) Business Days. No change is binding until a Change Order is signed by both Parties.')
H(1, 'ARTICLE 4. ACCEPTANCE')
P('4.1 Company shall review each Deliverable within ten (10) Business Days after delivery (the “Review Period”) and shall either accept it or notify Supplier of each Defect. A Deliverable that fails a Conformance Specification may be rejected without further review.')
P('4.2 Supplier shall correct each notified Defect and redeliver within the period set out in Exhibit D. If a Deliverable fails Acceptance three (3) times, Company may terminate the applicable SOW in whole or in part and recover Fees paid for the rejected Deliverable.')
P('4.3 Failure to meet a Target Specification is not a Defect. Supplier shall nevertheless report every Target Specification that a Deliverable does not meet, with the reason, when it submits the Deliverable.')
P('4.4 Acceptance does not relieve Supplier of its obligations under Article 9 or of liability for Defects that could not reasonably have been detected during the Review Period.')
H(1, 'ARTICLE 5. FEES, INVOICING AND PAYMENT')
P('5.1 Company shall pay the Fees set out in Exhibit E and each SOW. Fees are exclusive of sales taxes, which Supplier shall itemize on each invoice.')
P('5.2 Supplier shall invoice monthly in arrears through Company’s supplier portal. Company shall pay undisputed amounts within sixty (60) days after receipt of a correct invoice. Disputed amounts shall be resolved under Article 13.')
P('5.3 Company shall reimburse pre-approved, reasonable out-of-pocket expenses at cost, without mark-up, in accordance with Company’s travel and expense policy. Expenses above two thousand five hundred dollars ($2,500) per item require written approval in advance.')
P('5.4 Service Credits shall be deducted from the invoice for the month following the month in which they accrue.')
H(1, 'ARTICLE 6. INTELLECTUAL PROPERTY')
P('6.1 All Deliverables and all intellectual property rights in them are works made for hire and, to the extent they are not, Supplier hereby assigns them to Company upon payment of the applicable Fees. Supplier waives, and shall procure that its personnel waive, any moral rights in the Deliverables.')
P('6.2 Supplier retains ownership of its pre-existing tools, templates and code (“Supplier Tools”). Supplier grants Company a perpetual, royalty-free, worldwide license to use Supplier Tools to the extent incorporated in a Deliverable.')
P('6.3 Supplier shall obtain, at its cost unless the SOW states otherwise, all licenses for third-party materials (including stock imagery, music, fonts and talent) required for Company’s use of the Deliverables in the media, territories and term stated in the SOW, and shall record the expiry of each license in the Project Portal.')
H(1, 'ARTICLE 7. CONFIDENTIALITY AND DATA PROTECTION')
P('7.1 Each Party shall keep the other Party’s Confidential Information confidential, use it only for the purposes of this Agreement and disclose it only to its personnel and advisers who need to know it and are bound by obligations at least as protective. These obligations survive for five (5) years after termination, and indefinitely for trade secrets.')
P('7.2 Supplier shall not process personal data on Company’s behalf except as set out in a data processing agreement signed by the Parties. Supplier shall notify Company of any security incident affecting Company data within twenty-four (24) hours of becoming aware of it.')
P('7.3 Supplier shall maintain an information security program consistent with ISO/IEC 27001 and shall complete Company’s security questionnaire annually.')
H(1, 'ARTICLE 8. REGULATORY AND COMPLIANCE')
P('8.1 Supplier acknowledges that all promotional Deliverables are subject to MLR Review and shall not release any Deliverable to a Platform Partner or the public unless it has received Company’s written approval, including the approval code, for the final form of that Deliverable.')
P('8.2 Supplier shall report to Company’s pharmacovigilance department, within one (1) Business Day, any adverse event or product complaint of which it becomes aware in the course of the Services, using the contact details in Exhibit B.')
P('8.3 Supplier shall comply with the U.S. Foreign Corrupt Practices Act, the federal Anti-Kickback Statute and Company’s Supplier Code of Conduct, and shall complete Company’s compliance training within thirty (30) days of the Effective Date.')
H(1, 'ARTICLE 9. WARRANTIES')
P('9.1 Supplier warrants that (a) the Services will be performed by qualified personnel; (b) each Deliverable will, on delivery and for ninety (90) days after Acceptance, meet the Conformance Specifications applicable to it; (c) the Deliverables will not infringe any third-party rights, except to the extent caused by Company Materials; and (d) it will comply with all applicable laws.')
P('9.2 EXCEPT AS EXPRESSLY SET OUT IN THIS AGREEMENT, NEITHER PARTY MAKES ANY WARRANTY, EXPRESS OR IMPLIED, INCLUDING ANY IMPLIED WARRANTY OF MERCHANTABILITY OR FITNESS FOR A PARTICULAR PURPOSE.')
H(1, 'ARTICLE 10. INDEMNIFICATION')
P('10.1 Supplier shall defend, indemnify and hold harmless Company and its Affiliates from and against all third-party claims, losses and expenses (including reasonable attorneys’ fees) arising from (a) Supplier’s breach of Article 6, 7 or 8; (b) any claim that a Deliverable infringes a third party’s rights, except to the extent caused by Company Materials; or (c) Supplier’s gross negligence or willful misconduct.')
P('10.2 Company shall defend, indemnify and hold harmless Supplier from and against all third-party claims arising from Company Materials or from Company’s product claims as approved in MLR Review.')
P('10.3 The indemnified Party shall give prompt notice of the claim, allow the indemnifying Party to control the defense, and cooperate at the indemnifying Party’s expense.')
H(1, 'ARTICLE 11. LIMITATION OF LIABILITY')
P('11.1 EXCEPT FOR BREACH OF ARTICLE 7, INDEMNIFICATION OBLIGATIONS AND GROSS NEGLIGENCE OR WILLFUL MISCONDUCT, NEITHER PARTY SHALL BE LIABLE FOR INDIRECT, INCIDENTAL, CONSEQUENTIAL OR PUNITIVE DAMAGES, AND EACH PARTY’S AGGREGATE LIABILITY SHALL NOT EXCEED THE GREATER OF (A) THE FEES PAID IN THE TWELVE (12) MONTHS BEFORE THE CLAIM AND (B) TWO MILLION DOLLARS ($2,000,000).')
H(1, 'ARTICLE 12. INSURANCE')
P('12.1 Supplier shall maintain during the Term and for two (2) years thereafter: commercial general liability insurance of at least $2,000,000 per occurrence and $4,000,000 aggregate; professional liability (errors and omissions) insurance, including media liability, of at least $5,000,000 per claim; cyber liability insurance of at least $5,000,000; and workers’ compensation insurance as required by law. Supplier shall provide certificates of insurance on request.')
H(1, 'ARTICLE 13. TERM, TERMINATION AND DISPUTES')
P('13.1 This Agreement begins on the Effective Date and continues for three (3) years, after which it renews for successive one-year periods unless either Party gives notice of non-renewal at least ninety (90) days before the end of the then-current term.')
P('13.2 Company may terminate this Agreement or any SOW for convenience on thirty (30) days’ written notice. Either Party may terminate for material breach not cured within thirty (30) days after notice.')
P('13.3 On termination Supplier shall deliver all work in progress, source files and licenses to Company and shall retain copies of final Deliverables for seven (7) years for regulatory purposes.')
P('13.4 The Parties shall try in good faith to resolve any dispute through their executive sponsors within twenty (20) Business Days. Any dispute not so resolved shall be finally resolved by the state and federal courts located in Boston, Massachusetts.')
H(1, 'ARTICLE 14. GENERAL')
P('14.1 This Agreement is governed by the laws of the Commonwealth of Massachusetts, without regard to its conflict-of-laws rules. Notices shall be in writing and delivered by courier or email to the addresses in Exhibit B. Neither Party may assign this Agreement without the other’s consent, except to a successor to substantially all of its business. This Agreement, with its Exhibits and SOWs, is the entire agreement of the Parties on its subject matter.')
P('IN WITNESS WHEREOF, the Parties have executed this Agreement by their duly authorized representatives.')
T([['HALVESSA BIOPHARMA, INC.', 'ROOKWOOD & LANE CREATIVE LLC'],
   ['By: /s/ Margaret Ellison', 'By: /s/ Tobias Lane'],
   ['Name: Margaret Ellison', 'Name: Tobias Lane'],
   ['Title: Chief Commercial Officer', 'Title: Managing Partner'],
   ['Date: January 4, 2027', 'Date: January 4, 2027']])
PG()
H(1, 'EXHIBIT A. FORM OF STATEMENT OF WORK')
P('Each SOW shall contain at least the following sections. Supplier shall use Company’s SOW template (form HB-PROC-22, current version 6).')
T([['Section', 'Content'],
   ['1. Parties and reference', 'SOW number, the Agreement date, Company project lead, Supplier account lead'],
   ['2. Background and objectives', 'Brand, campaign, audience and business objectives'],
   ['3. Services', 'Description of the Services, including rounds of revision included in the Fees'],
   ['4. Deliverables', 'List of Deliverables by type (using the types in Exhibit C), quantity and delivery dates'],
   ['5. Stricter specifications', 'Any Technical Specification stricter than Exhibit C for a named Deliverable'],
   ['6. Fees', 'Fixed fee, estimate or retainer; payment milestones'],
   ['7. Assumptions', 'Assumptions on which the Fees are based'],
   ['8. Signatures', 'Authorized signatories of both Parties']])
H(1, 'EXHIBIT B. KEY PERSONNEL, PARTNERS AND CONTACTS')
T([['Role', 'Name', 'Minimum allocation'],
   ['Account Director', 'Naomi Fairbanks', '80%'],
   ['Executive Creative Director', 'Luis Abernathy', '40%'],
   ['Head of Production', 'Kendra Ozawa', '60%'],
   ['Technical Lead, Digital', 'Pavel Hruska', '100%'],
   ['Regulatory Liaison', 'Dr. Anita Mehra', '50%']])
T([['Approved production partner', 'Services', 'Location'],
   ['Fieldstone Post', 'Video editing, finishing and audio mix', 'Brooklyn, NY'],
   ['Pixelgrove', 'HTML5 and rich media builds', 'Austin, TX'],
   ['Clearwater Sound', 'Audio recording and mastering', 'Nashville, TN']])
P('Company pharmacovigilance: safety.us@halvessa.example, telephone 1-800-555-0142. Company notices: General Counsel, Halvessa Biopharma, Inc., at the address above. Supplier notices: Managing Partner, at the address above.')
PG()
H(1, 'EXHIBIT C. TECHNICAL SPECIFICATIONS')
H(2, 'C.1 General')
P('C.1.1 This Exhibit sets out the Technical Specifications for each Deliverable type. Each specification is classed as “Conformance” or “Target”. A Conformance Specification is an Acceptance Criterion: a Deliverable that does not meet it has a Defect and may be rejected under Section 4.1. A Target Specification is a goal that Supplier shall use reasonable efforts to meet; failure to meet it is not a Defect (Section 4.3).')
P('C.1.2 Where a Platform Partner’s published specification for a booked placement is stricter than this Exhibit, Supplier shall meet the Platform Partner’s specification for that placement. Where it is less strict, this Exhibit applies.')
P('C.1.3 Company may update this Exhibit by written notice. Updates apply to Deliverables whose production starts more than ten (10) Business Days after the notice.')
H(2, 'C.2 Specifications applicable to all Deliverables')
T([['Ref.', 'Specification', 'Class'],
   ['C.2.1', 'Every promotional Deliverable shall display the approval code issued in MLR Review, in the form HAL-US-NNNN-YY; for example HAL-US-0418-27.', 'Conformance'],
   ['C.2.2', 'File names shall follow the pattern Brand_DeliverableType_SizeOrLength_Version, for example TRELVANA_HTML5_300x250_V03.zip or OSTIRA_CTV_30s_V01.mov.', 'Conformance'],
   ['C.2.3', 'Every consumer-facing Deliverable that names a product shall present the Important Safety Information, or for display units under 300 pixels in height a link to it.', 'Conformance'],
   ['C.2.4', 'Text shall achieve a contrast ratio of at least 4.5:1 against its background.', 'Target'],
   ['C.2.5', 'Supplier shall deliver layered source files with every final Deliverable.', 'Conformance']], [700, 4300, 1100])
H(2, 'C.3 Display and rich media Deliverables')
T([['Ref.', 'Specification', 'Class'],
   ['C.3.1', 'Standard display units shall be built in HTML5 in the sizes 300x250, 728x90, 160x600, 300x600 and 320x50.', 'Conformance'],
   ['C.3.2', 'The initial load of a standard display unit shall not exceed 150 KB; additional polite load shall not exceed 350 KB.', 'Conformance'],
   ['C.3.3', 'Animation shall end within 15 seconds, with no more than three loops.', 'Conformance'],
   ['C.3.4', 'The expandable rich media unit shall measure 970x250 collapsed and 970x500 expanded.', 'Conformance'],
   ['C.3.5', 'The rich media unit’s initial load shall not exceed 200 KB; content loaded after a user interaction shall not exceed 2.2 MB.', 'Conformance'],
   ['C.3.6', 'Each unit shall include a static backup image in JPG or PNG of no more than 40 KB.', 'Conformance'],
   ['C.3.7', 'Initial load should be 100 KB or less.', 'Target']], [700, 4300, 1100])
H(2, 'C.4 Connected TV and online video Deliverables')
T([['Ref.', 'Specification', 'Class'],
   ['C.4.1', 'CTV spots shall be delivered as QuickTime MOV files encoded in Apple ProRes 422 HQ.', 'Conformance'],
   ['C.4.2', 'Resolution 1920x1080, progressive, at 29.97 fps.', 'Conformance'],
   ['C.4.3', 'Spot length exactly 15 or 30 seconds.', 'Conformance'],
   ['C.4.4', 'Audio: stereo, 48 kHz, integrated loudness -24 LKFS ±2 dB, true peak not above -2 dBTP.', 'Conformance'],
   ['C.4.5', 'Online video versions shall be MP4 files with H.264 video at no more than 15 Mbps.', 'Conformance'],
   ['C.4.6', 'Online video versions should not exceed 100 MB.', 'Target']], [700, 4300, 1100])
H(2, 'C.5 Streaming audio Deliverables')
T([['Ref.', 'Specification', 'Class'],
   ['C.5.1', 'Audio spots shall be 30 seconds long, delivered as WAV, 44.1 kHz, 16-bit, stereo.', 'Conformance'],
   ['C.5.2', 'Integrated loudness -16 LUFS ±1 LU; true peak no higher than -1 dBTP.', 'Conformance'],
   ['C.5.3', 'Each audio spot shall be accompanied by a 640x640 companion banner, JPG, no larger than 200 KB.', 'Conformance'],
   ['C.5.4', 'The fair balance in the audio spot shall be read at a pace that allows it to be understood, and should not exceed 190 words per minute.', 'Target']], [700, 4300, 1100])
PG()
H(1, 'EXHIBIT D. SERVICE LEVELS AND SERVICE CREDITS')
H(2, 'D.1 Service Levels')
P('Service Levels are measured monthly from the Project Portal’s records. Turnaround times run from the later of the receipt of a complete brief and the receipt of all Company Materials, and stop on delivery through the Project Portal.')
T([['#', 'Service Level', 'Measure', 'Target', 'Credit if missed'],
   ['SL1', 'Standard Deliverable turnaround (display, audio, static)', 'Business Days from brief', '5 Business Days', '2% of monthly Fees'],
   ['SL2', 'Complex Deliverable turnaround (CTV, rich media)', 'Business Days from brief', '12 Business Days', '3% of monthly Fees'],
   ['SL3', 'Revision turnaround after MLR comments', 'Business Days from comments', '2 Business Days', '2% of monthly Fees'],
   ['SL4', 'First-time-right rate', 'Deliverables accepted without Defect', '95% or more', '4% of monthly Fees'],
   ['SL5', 'Defect correction', 'Hours from Defect notice', '24 hours (48 for CTV)', '1% per late Deliverable'],
   ['SL6', 'Platform Partner rejections', 'Deliverables rejected by a Platform Partner', 'No more than 2 per month', '3% of monthly Fees'],
   ['SL7', 'Urgent withdrawal', 'Hours from Company request to confirmed removal', '4 hours', '5% of monthly Fees'],
   ['SL8', 'Reporting', 'Monthly report delivered', 'By the 5th Business Day', '1% of monthly Fees']])
H(2, 'D.2 Service Credits')
P('D.2.1 Service Credits are a price adjustment reflecting the reduced value of the Services and not a penalty. The total Service Credits in any month shall not exceed fifteen percent (15%) of the Fees for that month. Service Credits do not limit Company’s other remedies.')
P('D.2.2 If Supplier misses the same Service Level in three (3) consecutive months, or any four (4) Service Levels in one month, Company may terminate this Agreement for material breach without a cure period.')
P('D.2.3 Supplier shall not be liable for a missed Service Level to the extent caused by Company’s failure to provide Company Materials, MLR Review delays beyond the periods in Company’s SOP, or a Platform Partner’s change of specification on less than five (5) Business Days’ notice.')
H(2, 'D.3 Governance')
T([['Meeting', 'Attendees', 'Frequency', 'Inputs'],
   ['Operational review', 'Project leads', 'Weekly', 'Portal status report'],
   ['Service review', 'Account Director, Company Marketing Operations', 'Monthly', 'Service Level report, Defect log'],
   ['Executive review', 'Executive sponsors', 'Quarterly', 'Scorecard, innovation plan, forecast']])
H(1, 'EXHIBIT E. FEES')
P('E.1 Retainer. Company shall pay a monthly retainer of forty-eight thousand five hundred dollars ($48,500) for account management, strategy and up to 260 production hours per month. Unused hours do not roll over.')
P('E.2 Rate card for work outside the retainer:')
T([['Role', 'Hourly rate (USD)'],
   ['Executive Creative Director', '$295'], ['Creative Director', '$245'], ['Art Director', '$185'], ['Copywriter', '$185'],
   ['Medical Writer', '$210'], ['Producer', '$165'], ['HTML5 Developer', '$150'], ['Motion Designer', '$160'],
   ['Video Editor', '$170'], ['Audio Engineer', '$155'], ['Project Manager', '$140'], ['Quality Assurance Analyst', '$120']])
P('E.3 Rates are fixed for 2027 and may increase by no more than three percent (3%) on January 1 of each later year. Third-party costs are passed through at cost with written approval. Talent usage fees are quoted per SOW.')
P('E.4 Volume rebate: if Fees in a calendar year exceed $3,500,000, Supplier shall credit two percent (2%) of the excess against the following year’s invoices.')

H(1, 'EXHIBIT F. DATA PROCESSING AND INFORMATION SECURITY TERMS')
dp = ['F.1 Scope. These terms apply where Supplier has access to Company systems or data in the course of the Services. Supplier shall not be given, and shall not request, access to patient or healthcare professional personal data unless a SOW describes the processing and a data processing agreement is in place.',
      'F.2 Access control. Supplier shall grant access to Company systems only to named personnel who need it, shall remove access within one (1) Business Day after a person leaves the account, and shall review access lists quarterly with Company Marketing Operations.',
      'F.3 Devices. Supplier personnel shall access Company systems only from managed devices with full-disk encryption, current anti-malware software and automatic screen lock after no more than ten (10) minutes of inactivity.',
      'F.4 Storage. Company Materials and Deliverables shall be stored only in the Project Portal or in Supplier systems listed in the security questionnaire. Removable media shall not be used.',
      'F.5 Incidents. Supplier shall notify Company of any actual or suspected security incident affecting Company data within twenty-four (24) hours, provide a written report within five (5) Business Days and cooperate with Company’s investigation.',
      'F.6 Audit. Company may audit Supplier’s compliance with these terms once per calendar year on thirty (30) days’ notice, or at any time following a security incident.',
      'F.7 Return and deletion. Within thirty (30) days after termination Supplier shall return or delete all Company data, except final Deliverables retained under Section 13.3, and shall certify deletion in writing.',
      'F.8 Subprocessors. Supplier shall not engage a subprocessor without Company’s prior written consent and shall impose on each subprocessor obligations at least as protective as these terms.']
for x in dp:
    P(x)
H(1, 'EXHIBIT G. FORM OF CHANGE ORDER')
P('Change Order No. [__] to Statement of Work No. [__] under the Master Services Agreement dated January 4, 2027 between Halvessa Biopharma, Inc. and Rookwood & Lane Creative LLC.')
T([['Field', 'Entry'],
   ['Description of change', '[Describe the change to Services or Deliverables]'],
   ['Reason for change', '[Business reason]'],
   ['Impact on Deliverables', '[List Deliverables added, removed or changed]'],
   ['Impact on Fees', '[Amount and basis]'],
   ['Impact on timeline', '[Business Days]'],
   ['Stricter specifications (if any)', '[Reference to Exhibit C and the stricter value]'],
   ['Company approval', 'Name, title, signature, date'],
   ['Supplier approval', 'Name, title, signature, date']])
P('Except as set out in this Change Order, the Statement of Work remains unchanged and in full force and effect.')

to_docx(B, sys.argv[1], 'Halvessa Biopharma, Inc. · Rookwood & Lane Creative LLC · Master Services Agreement (Contract HB-2027-0031)',
        'CONFIDENTIAL · Execution version', page=(12240, 15840), margin=1440, font='Liberation Serif', size=23, line=276)
