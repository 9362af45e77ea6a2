# Writes quorvane-content-hub-srs.brd.txt: an IEEE-830-style Software Requirements Specification for a pharma
# omnichannel content hub. Only section 3.2.7 (asset validation on intake) and Appendix C state requirements on the
# creative itself; everything else is about the software (performance, security, workflow) or is background.
import sys
from h13lib import to_brd

B = []
t = lambda x: B.append(('title', x))
H = lambda l, x: B.append(('h', l, x))
P = lambda x: B.append(('p', x))
L = lambda x: B.append(('li', x))
T = lambda rows: B.append(('table', rows))
PG = lambda: B.append(('page',))

t('Lumen Content Hub - Software Requirements Specification')
H(1, 'Lumen Content Hub')
H(2, 'Software Requirements Specification (SRS), Release 1.0')
P('Quorvane Therapeutics, Inc. · Global Commercial Technology · Document QT-CT-SRS-0042 · Version 2.1 · Status: Approved for build')
P('Prepared in accordance with IEEE Std 830-1998 (Recommended Practice for Software Requirements Specifications). Classification: Confidential. Printed copies are uncontrolled.')
H(1, 'Document Control')
T([['Item', 'Value'],
   ['Document owner', 'Priya Raman, Director, Commercial Platforms'],
   ['Business sponsor', 'Daniel Okafor, VP Omnichannel Marketing'],
   ['Technical lead', 'Marcus Feld, Solution Architect'],
   ['Quality reviewer', 'Helen Baptiste, Computer Systems Quality'],
   ['Next periodic review', 'March 31, 2028'],
   ['Page count', '31 pages including appendices']])
H(2, 'Revision History')
T([['Version', 'Date', 'Author', 'Description of change'],
   ['0.1', 'April 7, 2026', 'P. Raman', 'Skeleton from template TPL-SRS-03'],
   ['0.4', 'May 19, 2026', 'M. Feld', 'Interfaces to Veeva Vault PromoMats and the ad server added'],
   ['0.7', 'June 30, 2026', 'P. Raman', 'Use cases UC-01 to UC-14 after workshops in Boston and Basel'],
   ['1.0', 'August 14, 2026', 'P. Raman', 'Baseline for vendor selection (RFP QT-2026-117)'],
   ['1.3', 'September 22, 2026', 'J. Whitcombe', 'Asset validation rules (section 3.2.7) agreed with Creative Operations'],
   ['2.0', 'October 30, 2026', 'P. Raman', 'Non-functional requirements revised after load test of prototype'],
   ['2.1', 'November 12, 2026', 'P. Raman', 'Traceability matrix completed; approved for build']])
H(2, 'Approvals')
T([['Name', 'Role', 'Signature', 'Date'],
   ['Daniel Okafor', 'Business Sponsor', 'Approved electronically', '11/13/2026'],
   ['Priya Raman', 'Document Owner', 'Approved electronically', '11/12/2026'],
   ['Helen Baptiste', 'Computer Systems Quality', 'Approved electronically', '11/13/2026'],
   ['Gareth Lund', 'Information Security', 'Approved electronically', '11/14/2026']])
H(2, 'Table of Contents')
for x in ['1. Introduction', '2. Overall Description', '3. Specific Requirements', '4. Use Cases', '5. Traceability Matrix',
          'Appendix A. Glossary', 'Appendix B. Open Issues', 'Appendix C. Asset Specification Summary', 'Appendix D. Release 2 Candidates']:
    L(x)
PG()
H(1, '1. Introduction')
H(2, '1.1 Purpose')
P('This Software Requirements Specification describes the functional and non-functional requirements of Release 1.0 of the Lumen Content Hub (“the Hub”), the system through which Quorvane brand teams, agencies of record and regional affiliates will store, review, approve and publish promotional content. It is intended for the selected implementation partner, the Quorvane Commercial Technology team, Computer Systems Quality, and the business owners who will accept the system.')
P('The SRS is the contractual baseline for the build. Any change after approval follows the change-control procedure in section 1.6 and requires a new version of this document.')
H(2, '1.2 Scope')
P('The Hub replaces three systems: the legacy shared-drive asset library, the spreadsheet-based trafficking tracker used by Media Operations, and the agency upload portal operated by Lindqvist Digital. Release 1.0 covers the United States and Canada; the European and Japanese affiliates join in Release 2 (see Appendix D).')
P('The Hub does not replace Veeva Vault PromoMats, which remains the system of record for medical, legal and regulatory (MLR) review. The Hub stores the approved renditions, checks them against the technical rules in section 3.2.7 on intake, and publishes them to the ad server, the email service provider and the CRM.')
P('Out of scope for Release 1.0: connected TV delivery, print production, audio advertising, field-force CLM presentations and website content management. Requirements that mention these channels are listed in Appendix D for information only and are not part of this release.')
H(2, '1.3 Definitions, Acronyms and Abbreviations')
P('Terms used in this document are defined in Appendix A. The key words “shall”, “should” and “may” are used as follows: “shall” marks a requirement that must be implemented and verified; “should” marks a requirement that is desirable but may be deferred with the Business Sponsor’s agreement; “may” marks an option.')
P('Each requirement carries a priority in square brackets: [E] Essential (the release cannot be accepted without it), [D] Desirable, [O] Optional. Priority concerns the build of the Hub, not the outcome of a check: a Desirable requirement that describes a warning still produces only a warning once built.')
H(2, '1.4 References')
T([['Ref.', 'Title', 'Version'],
   ['[R1]', 'IEEE Std 830-1998, Recommended Practice for Software Requirements Specifications', '1998'],
   ['[R2]', 'Quorvane Global Brand Standards, Digital Edition', '4.2'],
   ['[R3]', 'Quorvane Promotional Review SOP (QT-SOP-MLR-001)', '9.0'],
   ['[R4]', 'Lumen Content Hub Business Case', '1.1'],
   ['[R5]', 'Information Security Standard for SaaS Applications (QT-IS-STD-014)', '3.0'],
   ['[R6]', 'Records Retention Schedule, North America', '2025'],
   ['[R7]', 'Media Operations Trafficking Handbook', '2.4']])
H(2, '1.5 Overview')
P('Section 2 describes the product in general terms: its context, its users and the constraints under which it will operate. Section 3 lists the specific requirements, grouped by interface, function and quality attribute. Section 4 describes fourteen use cases; section 5 traces each requirement to the business objectives and to the test scripts that will verify it.')
H(2, '1.6 Change Control')
P('Proposed changes are raised in the Hub project’s change log and assessed by the Design Authority, which meets every second Tuesday. A change that affects cost by more than $25,000 or the go-live date by more than five business days is escalated to the Steering Committee. Approved changes are incorporated in the next version of this document.')
PG()
H(1, '2. Overall Description')
H(2, '2.1 Product Perspective')
P('The Hub is a cloud-hosted, multi-tenant software-as-a-service application configured for Quorvane. It sits between content creation (agencies and the in-house studio) and content distribution (the ad server, the email service provider, social publishing tools and the CRM). Figure 2-1 in the Business Case [R4] shows the context diagram.')
P('Integrations in Release 1.0: Veeva Vault PromoMats (approval status and approval codes, via the Vault REST API), Okta (single sign-on, SAML 2.0), the Campaign Manager ad server (placement and creative upload), the Brightwave email service provider (template and module publishing), ServiceNow (incident management) and the enterprise data lake (usage events, daily batch).')
H(2, '2.2 Product Functions')
for x in ['Ingest content from agencies, the studio and Vault, with metadata and approval information.',
          'Validate each asset against the technical rules for its channel (section 3.2.7) and report the result to the submitter.',
          'Manage versions, expiry and withdrawal of content, including automatic withdrawal when an approval expires in Vault.',
          'Assemble and release trafficking packages to the ad server and email service provider.',
          'Provide search, collections, sharing and usage reporting.',
          'Record an audit trail of every action on every asset.']:
    L(x)
H(2, '2.3 User Classes and Characteristics')
P('Approximately 1,400 named users are expected in the first year, of whom about 350 will be active in any month. Peak use is expected in the three weeks before a launch, when up to 120 agency users may upload at the same time.')
T([['User class', 'Estimated users', 'Characteristics'],
   ['Brand manager', '85', 'Occasional use; searches, approves release of packages, reads reports'],
   ['Agency producer', '640', 'Frequent use during production; uploads assets, corrects validation errors'],
   ['Studio artist', '110', 'Frequent use; uploads and versions assets'],
   ['Media operations', '40', 'Daily use; builds and releases trafficking packages'],
   ['MLR coordinator', '35', 'Weekly use; checks approval status and expiry'],
   ['Affiliate marketer', '420', 'Occasional use; downloads approved content for local use'],
   ['System administrator', '6', 'Configures rules, users, metadata and integrations'],
   ['Auditor (read only)', '12', 'Reads audit trail and reports during inspections']])
H(2, '2.4 Operating Environment')
P('The Hub shall run in a commercial cloud region in the United States (primary) with a secondary region for disaster recovery. Supported browsers are the two latest major versions of Chrome, Edge and Safari. The user interface shall be usable at a viewport width of 1280 pixels and above; a mobile layout is not required in Release 1.0.')
H(2, '2.5 Design and Implementation Constraints')
for x in ['The Hub shall use Okta for authentication; no local passwords are permitted except for two break-glass administrator accounts.',
          'All data at rest shall be encrypted with AES-256; all data in transit shall use TLS 1.2 or later.',
          'Personal data of healthcare professionals shall not be stored in the Hub.',
          'The configuration shall be documented so that Quorvane can change validation rules without vendor code changes.']:
    L(x)
H(2, '2.6 Assumptions and Dependencies')
P('The build assumes that Veeva Vault PromoMats exposes approval codes, expiry dates and document status through its API at a rate of at least 100 calls per minute, that Okta groups are maintained by Quorvane IT, and that agencies will use the Hub’s upload page or its SFTP drop rather than email. The budget for Release 1.0 is $1.85 million including the first year of subscription; the target go-live date is May 4, 2027.')
PG()
H(1, '3. Specific Requirements')
H(2, '3.1 External Interface Requirements')
H(3, '3.1.1 User Interfaces')
for i, x in enumerate(['The Hub shall present a dashboard listing the user’s open tasks, recent uploads and assets that expire within 30 days.',
                       'The Hub shall display validation results next to each asset with a plain-language message for each failed rule.',
                       'The Hub should provide keyboard navigation for all primary functions.',
                       'The Hub shall show the approval code and expiry date of every asset on its detail page.',
                       'The Hub may offer a dark theme.'], 1):
    P(f'UI-{i:03d} [{"EEDEO"[i-1]}] {x}')
H(3, '3.1.2 Software Interfaces')
for i, x in enumerate(['The Hub shall read document status, approval code and expiry date from Vault PromoMats every 15 minutes and on demand.',
                       'The Hub shall publish released display creative to Campaign Manager through its API, including the click-through URL and the backup image.',
                       'The Hub shall publish email modules to Brightwave as HTML with images hosted on the Hub’s content delivery network.',
                       'The Hub shall send usage events to the data lake once per day in Parquet format.',
                       'The Hub shall open a ServiceNow incident automatically when an integration fails three times in a row.'], 1):
    P(f'SI-{i:03d} [E] {x}')
H(2, '3.2 Functional Requirements')
areas = [
    ('3.2.1 Ingestion', 'ING', [
        'The Hub shall accept uploads through the web interface, by SFTP and through the Vault integration.',
        'The Hub shall accept uploads of up to 5 GB per file and up to 500 files per batch.',
        'The Hub shall resume an interrupted web upload from the last completed 8 MB chunk.',
        'The Hub shall require the metadata fields marked mandatory in the metadata model before an upload is completed.',
        'The Hub shall reject a duplicate upload (same checksum) within the same campaign and link the user to the existing asset.',
        'The Hub should extract text from PDF and HTML files for search.']),
    ('3.2.2 Metadata and Taxonomy', 'MET', [
        'The Hub shall support the Quorvane content taxonomy (brand, indication, audience, channel, market, language, campaign).',
        'The Hub shall allow administrators to add values to controlled vocabularies without a release.',
        'The Hub shall inherit brand, indication and market from the campaign when an asset is uploaded to it.',
        'The Hub should suggest tags for images using the vendor’s image-recognition service; suggestions shall require confirmation.',
        'The Hub shall record the agency, the uploading user and the upload time for every version.']),
    ('3.2.3 Versioning and Lifecycle', 'LCY', [
        'The Hub shall keep every version of an asset and show the version history with differences in metadata.',
        'The Hub shall withdraw an asset from all release packages within one hour of its expiry in Vault.',
        'The Hub shall notify the asset owner 60, 30 and 7 days before an approval expires.',
        'The Hub shall retain withdrawn assets for ten years after withdrawal, in line with [R6].',
        'The Hub should allow a brand manager to extend the internal use of a withdrawn asset for training, watermarked “Not for promotional use”.']),
    ('3.2.4 Review Support', 'REV', [
        'The Hub shall send an asset to Vault PromoMats for MLR review together with its metadata and claims references.',
        'The Hub shall show the Vault review status of each asset.',
        'The Hub shall prevent release of any asset whose Vault status is not “Approved for Distribution”.',
        'The Hub should display reviewer annotations from Vault on the asset preview.']),
    ('3.2.5 Search and Collections', 'SRC', [
        'The Hub shall provide full-text and faceted search over metadata and extracted text.',
        'The Hub shall return search results within 2 seconds for 95 percent of queries on a library of 250,000 assets.',
        'The Hub shall let users save searches and build shared collections of up to 1,000 assets.',
        'The Hub may offer visual similarity search.']),
    ('3.2.6 Renditions and Previews', 'RND', [
        'The Hub shall generate a thumbnail of every image, video and HTML5 asset at 320x180 pixels for search results.',
        'The Hub shall generate a preview proxy of every video at 1280x720 and 3 Mbps, watermarked with the asset ID.',
        'The Hub shall render HTML5 banners in a sandboxed preview frame at their native size.',
        'The Hub should generate a contact sheet (PDF) of all assets in a package on request.']),
]
for head, code, reqs in areas:
    H(3, head)
    for i, x in enumerate(reqs, 1):
        pr = 'D' if x.startswith('The Hub should') else ('O' if x.startswith('The Hub may') else 'E')
        P(f'FR-{code}-{i:02d} [{pr}] {x}')
    if code == 'RND':
        P('Renditions are produced by the Hub for internal use. Their sizes and bitrates are properties of the Hub, not requirements on the content that agencies deliver.')
PG()
H(3, '3.2.7 Asset Validation on Intake')
P('On every upload the Hub shall check the asset against the rules of this section for the channel recorded in its metadata. A rule stated with “shall reject” blocks the upload: the asset is stored as “Rejected – technical” and cannot be added to a release package. A rule stated with “should warn” records a warning that the submitter can acknowledge; the asset can still be released. The rules below were agreed with Creative Operations and Media Operations on September 18, 2026 and restate the technical part of the Digital Brand Standards [R2].')
P('Display advertising (channel “Display”)')
P('FR-VAL-01 [E] The Hub shall accept display creative only in the following sizes: 300x250, 728x90, 160x600, 300x600 and 320x50.')
P('FR-VAL-02 [E] The Hub shall reject any HTML5 display package whose initial load exceeds 150 KB.')
P('FR-VAL-03 [E] The Hub shall reject an HTML5 display package that loads more than 600 KB after the host page has finished loading (polite load).')
P('FR-VAL-04 [E] The Hub shall reject an HTML5 display package larger than 1 MB in total, as uploaded.')
P('FR-VAL-05 [E] The Hub shall accept static display images in JPG, PNG or GIF format only.')
P('FR-VAL-06 [D] The Hub should warn the submitter when a static display image exceeds 100 KB; the upload is not blocked.')
P('FR-VAL-07 [E] The Hub shall reject an animated unit whose animation runs longer than 15 seconds.')
P('FR-VAL-08 [E] The Hub shall reject an animated unit that loops more than three times.')
P('FR-VAL-09 [E] The Hub shall verify that every consumer (DTC) display unit includes the Important Safety Information, either in a scrolling panel or on the final frame, and shall reject units without it.')
P('Online video (channel “OLV”)')
P('FR-VAL-10 [E] Online video shall be delivered as MP4 files with H.264 video and AAC audio; the Hub shall reject other containers and codecs.')
P('FR-VAL-11 [E] The Hub shall reject a video whose resolution is lower than 1280x720.')
P('FR-VAL-12 [D] The Hub should warn when a video is not 1920x1080.')
P('FR-VAL-13 [E] The Hub shall accept frame rates of 23.976, 25 and 29.97 fps only, and shall reject variable frame rate files.')
P('FR-VAL-14 [E] Spot lengths shall be exactly 6, 15 or 30 seconds; the Hub shall reject any other length.')
P('FR-VAL-15 [E] The Hub shall reject a video file larger than 200 MB.')
P('FR-VAL-16 [E] The Hub shall reject a video whose integrated loudness is outside -24 LKFS ±2 LU or whose true peak exceeds -2 dBTP.')
P('Email (channel “Email”)')
P('FR-VAL-17 [E] The Hub shall reject an HTML email that is not 600 pixels wide.')
P('FR-VAL-18 [E] The Hub shall reject an email whose total weight, HTML and images together, exceeds 102 KB, the size above which common webmail clients clip the message.')
P('FR-VAL-19 [E] The Hub shall reject an email whose subject line exceeds 60 characters.')
P('FR-VAL-20 [D] The Hub should warn when the preheader text is shorter than 40 or longer than 100 characters.')
P('All channels')
P('FR-VAL-21 [E] The Hub shall reject any file whose name does not follow the convention QRV_[Channel]_[WxH or Length]_[YYYYMMDD]_v[NN], where Channel is a three-letter code (DSP, OLV, EML, SOC).')
P('Examples of valid names:')
L('QRV_DSP_300x250_20270115_v01.zip')
L('QRV_OLV_15s_20270115_v02.mp4')
P('FR-VAL-22 [E] The Hub shall reject an asset that does not show its MLR approval code, in the form QRV US YYYY NNNN (for example QRV US 2027 0418).')
P('FR-VAL-23 [E] The Hub shall reject display and email creative whose text contrast is below 4.5:1 against its background.')
P('FR-VAL-24 [O] Podcast audio validation is deferred to Release 2; the loudness target (-16 LUFS has been proposed) is still under discussion and is not a rule of this release.')
P('Validation results shall be shown to the submitter within 60 seconds of upload for files up to 200 MB, and within 10 minutes for larger files. The rule set shall be versioned, and every validation result shall record the version of the rule set that produced it.')
H(2, '3.3 Performance Requirements')
for i, x in enumerate(['The Hub shall support 500 concurrent users with a median page response time below 1.5 seconds.',
                       'The Hub shall complete the upload of a 2 GB file over a 100 Mbps connection in under 4 minutes, excluding validation.',
                       'The Hub shall release a trafficking package of 200 assets to the ad server in under 10 minutes.',
                       'Search shall return results within 2 seconds for 95 percent of queries (see FR-SRC-02).',
                       'Nightly batch exports shall complete between 01:00 and 04:00 Eastern Time.'], 1):
    P(f'NFR-PRF-{i:02d} [E] {x}')
H(2, '3.4 Security Requirements')
for i, x in enumerate(['The Hub shall authenticate all users through Okta single sign-on with multi-factor authentication.',
                       'The Hub shall end an idle session after 30 minutes.',
                       'The Hub shall restrict agency users to the campaigns they are assigned to.',
                       'The Hub shall log every download of an asset with user, time and IP address.',
                       'The Hub shall be penetration-tested by an independent firm before go-live and annually thereafter.',
                       'The vendor shall notify Quorvane of a security incident affecting Quorvane data within 24 hours.'], 1):
    P(f'NFR-SEC-{i:02d} [E] {x}')
H(2, '3.5 Software System Attributes')
T([['ID', 'Attribute', 'Requirement', 'Priority'],
   ['NFR-ATT-01', 'Availability', '99.5% per calendar month, excluding announced maintenance of up to 4 hours', 'E'],
   ['NFR-ATT-02', 'Recovery point objective', '1 hour', 'E'],
   ['NFR-ATT-03', 'Recovery time objective', '8 hours', 'E'],
   ['NFR-ATT-04', 'Scalability', 'Library growth to 500,000 assets and 60 TB without re-platforming', 'E'],
   ['NFR-ATT-05', 'Maintainability', 'Validation rules configurable by administrators (see 2.5)', 'E'],
   ['NFR-ATT-06', 'Localisation', 'English and Canadian French user interface', 'D'],
   ['NFR-ATT-07', 'Accessibility of the Hub', 'WCAG 2.1 AA for the Hub’s own user interface', 'D']])
P('NFR-ATT-07 concerns the Hub’s own screens. Accessibility of the promotional content is covered by FR-VAL-23.')
H(2, '3.6 Regulatory and Audit Requirements')
for i, x in enumerate(['The Hub shall keep an audit trail of all create, update, delete, release and withdrawal actions that cannot be changed by any user, including administrators.',
                       'The audit trail shall be retained for the life of the asset plus ten years.',
                       'The Hub shall provide a report of all assets released in a period, with their approval codes and expiry dates, for inspection readiness.',
                       'The Hub is not a GxP system; it shall nevertheless be validated to the level of a business-critical system under QT-SOP-CSV-002.'], 1):
    P(f'NFR-REG-{i:02d} [E] {x}')
PG()
H(1, '4. Use Cases')
P('The use cases below describe the main interactions with the Hub. Numbers in the scenarios are examples used in the workshops and are not additional requirements.')
ucs = [
    ('UC-01', 'Upload a display banner set', 'Agency producer', 'An agency producer uploads twelve HTML5 banners for the spring campaign. The Hub validates each file; one 728x90 package is rejected because its initial load is 163 KB. The producer fixes and re-uploads it, and the set moves to “Ready for review”.'),
    ('UC-02', 'Submit for MLR review', 'Agency producer', 'The producer selects the banner set and sends it to Vault. The Hub creates one Vault document per concept with the renditions attached and shows the status “In review”.'),
    ('UC-03', 'Receive approval', 'System', 'Vault marks the documents “Approved for Distribution” with approval code and expiry date. Within 15 minutes the Hub updates the assets and notifies the producer and the brand manager.'),
    ('UC-04', 'Build a trafficking package', 'Media operations', 'A trafficker selects 24 approved assets, assigns them to placements booked on four publishers, and generates click-through URLs with campaign parameters.'),
    ('UC-05', 'Release a package', 'Media operations', 'The trafficker releases the package; the Hub publishes the creative to the ad server and records the release. Release of 24 assets takes about 90 seconds.'),
    ('UC-06', 'Withdraw expired content', 'System', 'An approval expires in Vault. The Hub withdraws the asset from two live packages, notifies Media Operations and opens a task to confirm that the ad server has stopped serving it.'),
    ('UC-07', 'Upload an online video', 'Studio artist', 'The studio uploads a 30-second spot of 164 MB. The Hub measures loudness at -23.1 LKFS, frame rate 29.97 fps and resolution 1920x1080 and accepts it.'),
    ('UC-08', 'Publish an email module', 'Agency producer', 'A producer uploads a hero module and a footer module with ISI. The Hub assembles a preview, checks the template, and publishes the modules to Brightwave after approval.'),
    ('UC-09', 'Search and download', 'Affiliate marketer', 'A Canadian marketer searches for approved patient brochures in French, filters by indication, and downloads a PDF. The download is logged.'),
    ('UC-10', 'Extend for training use', 'Brand manager', 'A brand manager extends a withdrawn video for internal sales training. The Hub produces a watermarked copy and records the reason.'),
    ('UC-11', 'Configure a validation rule', 'System administrator', 'An administrator changes the warning threshold of a rule after a decision of the Design Authority, records the decision reference and publishes a new rule-set version.'),
    ('UC-12', 'Inspect the audit trail', 'Auditor', 'During an inspection the auditor lists every release of a given asset in the last two years and exports the list with approval codes.'),
    ('UC-13', 'Recover from an integration failure', 'System', 'The ad-server API is unavailable for 20 minutes. The Hub retries three times, opens a ServiceNow incident and completes the release when the API returns.'),
    ('UC-14', 'Report on usage', 'Brand manager', 'A brand manager runs the quarterly usage report: 1,912 downloads, 38 packages, 611 active assets. The report is exported to Excel.'),
]
for uc in ucs:
    H(3, f'{uc[0]} {uc[1]}')
    T([['Field', 'Description'],
       ['Primary actor', uc[2]],
       ['Preconditions', 'The actor is signed in and assigned to the campaign.'],
       ['Main scenario', uc[3]],
       ['Postconditions', 'The Hub records the action in the audit trail.'],
       ['Frequency', ['Daily', 'Weekly', 'Several times a day', 'Monthly'][len(uc[1]) % 4]]])
PG()
H(1, '5. Traceability Matrix')
P('Business objectives: BO-1 shorten time from approval to live by 40 percent; BO-2 eliminate off-label or expired content in market; BO-3 reduce rework caused by technical rejections at publishers by 75 percent; BO-4 provide inspection-ready records. Test scripts are written by the implementation partner and approved by Computer Systems Quality.')
rows = [['Requirement', 'Objective', 'Use case', 'Test script', 'Status']]
ids = ([f'FR-ING-{i:02d}' for i in range(1, 7)] + [f'FR-MET-{i:02d}' for i in range(1, 6)] + [f'FR-LCY-{i:02d}' for i in range(1, 6)] +
       [f'FR-REV-{i:02d}' for i in range(1, 5)] + [f'FR-SRC-{i:02d}' for i in range(1, 5)] + [f'FR-RND-{i:02d}' for i in range(1, 5)] +
       [f'FR-VAL-{i:02d}' for i in range(1, 25)] + [f'NFR-PRF-{i:02d}' for i in range(1, 6)] + [f'NFR-SEC-{i:02d}' for i in range(1, 7)] +
       [f'NFR-ATT-{i:02d}' for i in range(1, 8)] + [f'NFR-REG-{i:02d}' for i in range(1, 5)])
for n, rid in enumerate(ids):
    bo = 'BO-3' if 'VAL' in rid else ['BO-1', 'BO-2', 'BO-4', 'BO-1, BO-3'][n % 4]
    uc = ucs[n % len(ucs)][0]
    st = 'Deferred to R2' if rid == 'FR-VAL-24' else ['Draft', 'Approved', 'Approved', 'Approved'][n % 4]
    rows.append([rid, bo, uc, f'TS-{100 + n:03d}', st])
T(rows[:39])
P('Table 5-1 (continued)')
T([rows[0]] + rows[39:])
PG()
H(1, 'Appendix A. Glossary')
T([['Term', 'Definition'],
   ['Asset', 'A single file managed by the Hub, such as an image, HTML5 package, video, PDF or email module.'],
   ['Approval code', 'The identifier Vault PromoMats assigns to an approved piece of promotional material.'],
   ['DTC', 'Direct to consumer: promotion addressed to patients and the public.'],
   ['HCP', 'Healthcare professional.'],
   ['Initial load', 'The data an HTML5 unit downloads before the host page’s load event.'],
   ['ISI', 'Important Safety Information.'],
   ['LKFS', 'Loudness, K-weighted, relative to full scale (ATSC A/85); numerically equal to LUFS.'],
   ['MLR', 'Medical, legal and regulatory review.'],
   ['Package', 'A set of assets released together to a distribution channel.'],
   ['Polite load', 'Data an HTML5 unit downloads after the host page’s load event.'],
   ['Rendition', 'A copy of an asset generated by the Hub, such as a thumbnail or preview proxy.'],
   ['SFTP', 'SSH File Transfer Protocol.'],
   ['Vault', 'Veeva Vault PromoMats, Quorvane’s MLR review system.']])
H(1, 'Appendix B. Open Issues')
T([['#', 'Issue', 'Owner', 'Due'],
   ['OI-3', 'Confirm whether Canadian French emails need a separate subject-line limit', 'J. Whitcombe', 'Dec 4, 2026'],
   ['OI-5', 'Agree retention of rejected uploads (proposal: 90 days)', 'H. Baptiste', 'Dec 11, 2026'],
   ['OI-8', 'Decide podcast loudness target for Release 2', 'Creative Operations', 'Feb 2027'],
   ['OI-9', 'Budget for second SFTP region ($42,000 per year)', 'D. Okafor', 'Jan 2027']])
H(1, 'Appendix C. Asset Specification Summary')
P('For the convenience of agencies, the table below summarises section 3.2.7. Where the table and section 3.2.7 differ, section 3.2.7 prevails.')
T([['Channel', 'Item', 'Rule', 'On failure'],
   ['Display', 'Sizes', '300x250, 728x90, 160x600, 300x600, 320x50', 'Reject'],
   ['Display', 'HTML5 initial load', 'Max. 150 KB', 'Reject'],
   ['Display', 'HTML5 polite load', 'Max. 600 KB', 'Reject'],
   ['Display', 'HTML5 package', 'Max. 1 MB', 'Reject'],
   ['Display', 'Static image weight', '100 KB', 'Warn'],
   ['Display', 'Animation', '15 s, 3 loops', 'Reject'],
   ['OLV', 'Lengths', ':06, :15, :30', 'Reject'],
   ['OLV', 'Frame rate', '23.976, 25, 29.97 fps', 'Reject'],
   ['OLV', 'File size', 'Max. 200 MB', 'Reject'],
   ['Email', 'Subject line', '60 characters', 'Reject'],
   ['Email', 'Total weight', '102 KB', 'Reject']])
H(1, 'Appendix D. Release 2 Candidates (for information only)')
P('The following items were raised during the workshops and are recorded here so that the architecture can accommodate them. They are not requirements of Release 1.0 and will be specified in a later version of this document.')
for x in ['Connected TV delivery with ProRes 422 HQ mezzanine files of up to 20 GB and 4K resolution.',
          'Veeva CLM presentations for iPad, with slide thumbnails at 1024x768.',
          'Podcast and streaming audio spots (15 and 30 seconds), WAV masters.',
          'Print production PDFs (PDF/X-4) for journal advertising in the European affiliates.',
          'Automated translation memory for Canadian French and Japanese.']:
    L(x)
P('End of document.')

open(sys.argv[1] if len(sys.argv) > 1 else 'quorvane-content-hub-srs.brd.txt', 'w').write(to_brd(B))
