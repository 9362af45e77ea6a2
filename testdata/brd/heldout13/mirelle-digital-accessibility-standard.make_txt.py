# Writes mirelle-digital-accessibility-standard.brd.txt: an American corporate DIGITAL ACCESSIBILITY STANDARD (policy
# format: policy statement, scope, definitions, roles, conformance target, a long WCAG mapping table, testing, exceptions,
# monitoring, legal background). Only section 6 ("Requirements by content type") states checkable asset requirements;
# WCAG success-criterion numbers, levels, sample sizes, KPIs and legal dates are not.
import sys
from h13lib import to_brd

B = []
H = lambda l, x: B.append(('h', l, x))
P = lambda x: B.append(('p', x))
L = lambda x: B.append(('li', x))
T = lambda rows: B.append(('table', rows))
PG = lambda: B.append(('page',))

B.append(('title', 'Mirelle Biosciences - Digital Accessibility Standard'))
H(1, 'Digital Accessibility Standard')
H(2, 'Corporate Standard CS-DIG-011, Version 2.0')
P('Mirelle Biosciences, Inc. · Owner: Office of Digital Experience · Approved by the Digital Governance Council on January 21, 2027 · Effective March 1, 2027 · Review: annually')
P('This standard implements the Mirelle Digital Accessibility Policy (POL-DIG-003). Where this standard and a local law differ, the stricter requirement applies.')
H(1, 'Revision History')
T([['Version', 'Date', 'Summary'],
   ['1.0', 'May 5, 2024', 'First standard; conformance target WCAG 2.1 AA'],
   ['1.1', 'February 3, 2025', 'Email and PDF sections added for the European Accessibility Act'],
   ['2.0', 'January 21, 2027', 'Target raised to WCAG 2.2 AA; requirements by content type rewritten; caption accuracy raised from 95 to 99 percent']])
H(1, 'Contents')
for x in ['1. Policy Statement', '2. Scope', '3. Definitions', '4. Roles and Responsibilities', '5. Conformance Target', '6. Requirements by Content Type',
          '7. Testing and Evidence', '8. Exceptions', '9. Training', '10. Monitoring and Reporting', '11. Legal and Regulatory Background',
          '12. Guidance for Designers, Writers and Developers', '13. Model Contract Clause',
          'Appendix A. WCAG 2.2 Success Criteria Mapping', 'Appendix B. Accessibility Checklist', 'Appendix C. Assistive Technology Use',
          'Appendix D. Worked Examples', 'Appendix E. Glossary of Abbreviations', 'Appendix F. Contacts']:
    L(x)
PG()
H(1, '1. Policy Statement')
P('Mirelle is committed to making its digital content usable by everyone, including the roughly one in four adults in the United States who live with a disability. People who use our medicines, their caregivers and the healthcare professionals who treat them must be able to perceive, understand and act on the information we publish, whether they use a screen reader, magnification, captions, voice control or a keyboard alone.')
P('Accessibility is a requirement of quality, not an optional feature. Content that does not meet this standard is not ready for publication, in the same way as content that has not passed medical, legal and regulatory review.')
H(1, '2. Scope')
P('This standard applies to all digital content that Mirelle publishes or that is published on its behalf, in every market: websites and web applications, mobile applications, HTML email, digital advertising (display, video, audio, social), documents published online (PDF, Word, PowerPoint), videos, e-learning, and digital materials used by the field force. It applies to content produced by employees, agencies, vendors and contractors.')
P('It does not apply to internal systems purchased from third parties, which are covered by the IT Procurement Accessibility Standard (CS-IT-027), nor to archived content that is no longer updated and is labeled as archived.')
H(1, '3. Definitions')
T([['Term', 'Definition'],
   ['Accessible alternative', 'A version of content that provides the same information and function in an accessible form'],
   ['Assistive technology', 'Hardware or software used by people with disabilities, such as screen readers and switch devices'],
   ['Captions', 'Synchronized text of the dialogue and relevant sounds in a video'],
   ['Audio description', 'Narration that describes important visual information in a video'],
   ['Conformance', 'Meeting every applicable success criterion of the target level'],
   ['Contrast ratio', 'The relative luminance ratio between text and its background, from 1:1 to 21:1'],
   ['Large text', 'Text of at least 18 point (24 px) regular, or 14 point (approximately 19 px) bold'],
   ['Transcript', 'A text version of the speech and non-speech audio in media'],
   ['WCAG', 'Web Content Accessibility Guidelines published by the W3C']])
H(1, '4. Roles and Responsibilities')
T([['Role', 'Responsibilities'],
   ['Digital Governance Council', 'Approves this standard and exceptions above the brand level'],
   ['Office of Digital Experience', 'Owns this standard; runs the accessibility test lab; reports conformance'],
   ['Brand and content owners', 'Ensure their content meets this standard before publication; fund remediation'],
   ['Agencies and vendors', 'Design, build and test to this standard; provide conformance evidence with every delivery'],
   ['Medical, Legal and Regulatory reviewers', 'Check that accessible alternatives carry the same approved content as the original'],
   ['Procurement', 'Includes this standard in every statement of work for digital content']])
H(1, '5. Conformance Target')
P('All content in scope shall conform to WCAG 2.2 Level AA. Level AAA success criteria are encouraged where practical but are not required, except where section 6 makes one of them a requirement for a content type.')
P('The WCAG success criteria are listed in Appendix A with the content types to which they apply. Appendix A is a reference: it maps the criteria; the checkable values for each content type are set out in section 6.')
PG()
H(1, '6. Requirements by Content Type')
P('The requirements in this section are mandatory unless they use “should”. A “should” item is a recommendation: content that misses it can be published, and the content owner records the reason in the accessibility checklist. Every item applies in addition to the general WCAG 2.2 AA conformance in section 5.')
H(2, '6.1 All visual content')
L('Text and images of text must have a contrast ratio of at least 4.5:1 against the background.')
L('Large text must have a contrast ratio of at least 3:1.')
L('Content must not flash more than three times in any one second.')
L('Information must not be conveyed by color alone.')
H(2, '6.2 Digital advertising (display banners)')
L('Animation that starts automatically must stop within 5 seconds unless the banner has a visible pause control.')
L('Banners with a pause control may animate for up to 15 seconds.')
L('Every banner must have alternative text that states the advertiser and the main message, of no more than 150 characters.')
L('Safety information presented in a scrolling panel must be readable at a text size of at least 10 px and must be scrollable by keyboard.')
L('Banners should not use more than 3 lines of body text per frame.')
H(2, '6.3 Video')
L('Every video with speech must have closed captions, supplied as a WebVTT or SRT file.')
L('Captions must be at least 99 percent accurate and synchronized with the audio.')
L('Every video must have audio description where important visual information is not conveyed by the soundtrack.')
L('Every video should have a transcript published next to it.')
L('On-screen text that carries required safety information must stay on screen for at least 5 seconds.')
H(2, '6.4 Audio')
L('Every audio ad and podcast must have a transcript.')
L('Background music must be at least 20 dB below speech.')
H(2, '6.5 HTML email')
L('Body text must be live text of at least 14 px; headlines may not be images of text.')
L('Every informative image must have alt text of no more than 100 characters; decorative images must have empty alt text.')
L('Emails must be readable at 200 percent zoom without horizontal scrolling.')
L('Line height should be at least 1.5 times the font size.')
H(2, '6.6 Documents published online (PDF)')
L('PDF documents must be tagged and must conform to PDF/UA-1.')
L('Every PDF must have a document title and a defined reading language.')
L('Scanned PDFs without a text layer must not be published.')
H(2, '6.7 Social media')
L('Videos posted on social media must have burned-in captions or platform captions.')
L('Images must have alt text where the platform supports it.')
L('Hashtags should be written in camel case.')
PG()
H(1, '7. Testing and Evidence')
P('Agencies and vendors shall test every deliverable before submission with automated tools and manual checks, and shall attach the completed accessibility checklist (form DX-AC-02) and the test results to the submission. The Office of Digital Experience re-tests a sample: 10 percent of banners and emails, every new website template, and every video longer than 2 minutes.')
T([['Content type', 'Automated tool', 'Manual check', 'Assistive technology'],
   ['Websites', 'axe DevTools', 'Keyboard, zoom, reading order', 'NVDA with Chrome; VoiceOver with Safari'],
   ['Banners', 'Banner accessibility linter', 'Pause control, timing', 'NVDA with Chrome'],
   ['Email', 'Email accessibility checker', 'Zoom, images off', 'VoiceOver on iOS'],
   ['Video', 'Caption file validator', 'Caption accuracy sample of 5 minutes', 'n/a'],
   ['PDF', 'PDF accessibility checker (PAC)', 'Reading order, tags', 'NVDA with Acrobat Reader']])
P('Test evidence is kept with the content record for the life of the content plus three years.')
H(1, '8. Exceptions')
P('An exception may be granted where conformance is not technically feasible or would fundamentally alter the content. Requests are made on form DX-EX-01 with the reason, the affected users, the accessible alternative offered and a remediation date. Brand-level exceptions are approved by the Office of Digital Experience within 5 business days; exceptions affecting a whole channel go to the Digital Governance Council. Exceptions are valid for at most 6 months and are listed in the quarterly report.')
H(1, '9. Training')
T([['Audience', 'Course', 'Length', 'When'],
   ['All marketing staff', 'Accessibility fundamentals', '45 minutes', 'Within 60 days of joining; every 2 years'],
   ['Designers and developers', 'Designing and building accessible content', '1 day', 'Within 90 days of joining'],
   ['Agency teams', 'Mirelle standard for agencies', '2 hours', 'Before the first delivery'],
   ['MLR reviewers', 'Reviewing accessible alternatives', '1 hour', 'Annually']])
H(1, '10. Monitoring and Reporting')
P('The Office of Digital Experience scans all public Mirelle websites monthly and reports to the Digital Governance Council every quarter. Targets for 2027: 95 percent of audited pages with no critical issue, 100 percent of new videos captioned at publication, and remediation of critical issues within 10 business days of detection. In 2026, 88 percent of audited pages had no critical issue and 97 percent of new videos were captioned at publication.')
H(1, '11. Legal and Regulatory Background')
P('In the United States, the Americans with Disabilities Act has been applied by courts to websites and apps, and the Department of Justice final rule of April 2024 adopted WCAG 2.1 AA for state and local governments. Section 508 of the Rehabilitation Act applies to content Mirelle provides to federal agencies. In the European Union the European Accessibility Act has applied to certain digital services since June 28, 2025, and the EN 301 549 standard references WCAG. Mirelle’s target of WCAG 2.2 AA meets or exceeds each of these.')
PG()
H(1, '12. Guidance for Designers, Writers and Developers')
P('This section is guidance. It explains how to meet the standard and adds no requirements of its own; where it mentions a number, the number is an example or a rule of thumb used by our test lab.')
H(2, '12.1 Design')
P('Start with the palette. The brand palettes of most Mirelle brands include at least one dark and one light color that pass the contrast requirement with each other; build layouts around those pairs and use the accent colors for large elements only. Our test lab finds that about 60 percent of contrast failures come from placeholder text, disabled buttons and text over photographs, so check those first.')
P('Design focus states at the same time as hover states. A focus outline of two pixels in a color that contrasts with both the element and the background works on almost every layout. Never remove the browser focus outline without replacing it.')
P('Leave room for text to grow. Translations into French, German and Spanish are typically 20 to 35 percent longer than English, and users who enlarge text need layouts that reflow rather than overlap.')
H(2, '12.2 Writing')
P('Write link text that makes sense out of context: “Read the full Prescribing Information” rather than “click here”. Keep sentences short; our patient materials aim at a reading level of about grade 8, and the brand voice guides give examples. Expand abbreviations on first use, and avoid directional instructions such as “see the box on the right”, which mean nothing to a screen-reader user.')
P('Alt text describes the purpose of an image, not its appearance. For a chart, give the finding (“Symptom scores fell by half over 12 weeks”) and put the data in an accessible table or in the body text. For a photograph of a person that only sets the mood, the alt text can be empty.')
H(2, '12.3 Development')
P('Use native HTML elements before ARIA. Test with the keyboard first: every function must be reachable with Tab, Shift+Tab, Enter, Space and the arrow keys, in a logical order. In HTML5 banners, put the pause control first in the focus order and give it an accessible name such as “Pause animation”.')
P('For email, use semantic headings and table attributes role=presentation on layout tables, set the lang attribute on the html element, and test with images turned off. Most email clients used by healthcare professionals in our 2026 survey (about 70 percent Outlook desktop and iOS Mail) support these techniques.')
H(2, '12.4 Video production')
P('Plan captions and audio description in the script, not after the edit. Leave pauses in the voice-over where describing the visuals will be needed, and keep supers on screen long enough to be read twice. Caption files should be delivered with the master, named to match it.')
H(1, '13. Model Contract Clause')
P('Procurement inserts the following clause in every statement of work for digital content: “Supplier shall design, build and test all Deliverables to conform to Mirelle Corporate Standard CS-DIG-011 (Digital Accessibility Standard) in the version current at the start of production, shall deliver completed accessibility checklists and test evidence with each Deliverable, and shall remediate at its own cost any non-conformance identified within ninety (90) days after acceptance. Mirelle may withhold acceptance of any Deliverable that does not conform.”')
PG()
H(1, 'Appendix A. WCAG 2.2 Success Criteria Mapping')
P('Reference table. “Applies to” lists the content types in which the criterion is most often relevant; conformance is required for every applicable criterion at Levels A and AA.')
sc = [('1.1.1', 'Non-text Content', 'A', 'All'), ('1.2.1', 'Audio-only and Video-only (Prerecorded)', 'A', 'Video, audio'),
      ('1.2.2', 'Captions (Prerecorded)', 'A', 'Video'), ('1.2.3', 'Audio Description or Media Alternative', 'A', 'Video'),
      ('1.2.4', 'Captions (Live)', 'AA', 'Live video'), ('1.2.5', 'Audio Description (Prerecorded)', 'AA', 'Video'),
      ('1.3.1', 'Info and Relationships', 'A', 'Web, email, PDF'), ('1.3.2', 'Meaningful Sequence', 'A', 'Web, email, PDF'),
      ('1.3.3', 'Sensory Characteristics', 'A', 'All'), ('1.3.4', 'Orientation', 'AA', 'Web, apps'), ('1.3.5', 'Identify Input Purpose', 'AA', 'Web forms'),
      ('1.4.1', 'Use of Color', 'A', 'All'), ('1.4.2', 'Audio Control', 'A', 'Web, banners'), ('1.4.3', 'Contrast (Minimum)', 'AA', 'All'),
      ('1.4.4', 'Resize Text', 'AA', 'Web, email'), ('1.4.5', 'Images of Text', 'AA', 'Web, email'), ('1.4.10', 'Reflow', 'AA', 'Web, email'),
      ('1.4.11', 'Non-text Contrast', 'AA', 'Web, banners'), ('1.4.12', 'Text Spacing', 'AA', 'Web'), ('1.4.13', 'Content on Hover or Focus', 'AA', 'Web'),
      ('2.1.1', 'Keyboard', 'A', 'Web, banners'), ('2.1.2', 'No Keyboard Trap', 'A', 'Web, banners'), ('2.1.4', 'Character Key Shortcuts', 'A', 'Web apps'),
      ('2.2.1', 'Timing Adjustable', 'A', 'Web'), ('2.2.2', 'Pause, Stop, Hide', 'A', 'Banners, web'), ('2.3.1', 'Three Flashes or Below Threshold', 'A', 'All'),
      ('2.4.1', 'Bypass Blocks', 'A', 'Web'), ('2.4.2', 'Page Titled', 'A', 'Web, PDF'), ('2.4.3', 'Focus Order', 'A', 'Web'),
      ('2.4.4', 'Link Purpose (In Context)', 'A', 'Web, email'), ('2.4.5', 'Multiple Ways', 'AA', 'Web'), ('2.4.6', 'Headings and Labels', 'AA', 'Web, email, PDF'),
      ('2.4.7', 'Focus Visible', 'AA', 'Web'), ('2.4.11', 'Focus Not Obscured (Minimum)', 'AA', 'Web'), ('2.5.1', 'Pointer Gestures', 'A', 'Apps'),
      ('2.5.2', 'Pointer Cancellation', 'A', 'Web, apps'), ('2.5.3', 'Label in Name', 'A', 'Web'), ('2.5.4', 'Motion Actuation', 'A', 'Apps'),
      ('2.5.7', 'Dragging Movements', 'AA', 'Web, apps'), ('2.5.8', 'Target Size (Minimum)', 'AA', 'Web, apps'), ('3.1.1', 'Language of Page', 'A', 'Web, email, PDF'),
      ('3.1.2', 'Language of Parts', 'AA', 'Web'), ('3.2.1', 'On Focus', 'A', 'Web'), ('3.2.2', 'On Input', 'A', 'Web'), ('3.2.3', 'Consistent Navigation', 'AA', 'Web'),
      ('3.2.4', 'Consistent Identification', 'AA', 'Web'), ('3.2.6', 'Consistent Help', 'A', 'Web'), ('3.3.1', 'Error Identification', 'A', 'Web forms'),
      ('3.3.2', 'Labels or Instructions', 'A', 'Web forms'), ('3.3.3', 'Error Suggestion', 'AA', 'Web forms'), ('3.3.4', 'Error Prevention', 'AA', 'Web forms'),
      ('3.3.7', 'Redundant Entry', 'A', 'Web forms'), ('3.3.8', 'Accessible Authentication (Minimum)', 'AA', 'Web'), ('4.1.2', 'Name, Role, Value', 'A', 'Web, banners'),
      ('4.1.3', 'Status Messages', 'AA', 'Web')]
T([['Criterion', 'Name', 'Level', 'Applies to']] + [list(x) for x in sc[:30]])
P('Table A-1 (continued)')
T([['Criterion', 'Name', 'Level', 'Applies to']] + [list(x) for x in sc[30:]])
PG()
H(1, 'Appendix B. Accessibility Checklist (form DX-AC-02), summary')
P('Agencies complete the full checklist in the submission portal. The summary below shows its structure; each line refers to the requirement it checks, and the answer is Yes, No (with a reason or an exception number) or Not applicable.')
chk = [('A1', 'Contrast checked for all text, including text over images', '6.1'), ('A2', 'No flashing above the threshold', '6.1'),
       ('A3', 'Color is not the only means of conveying information', '6.1'), ('B1', 'Animation stops in time or has a pause control', '6.2'),
       ('B2', 'Banner alternative text written and within the length limit', '6.2'), ('B3', 'Safety information panel readable and keyboard-scrollable', '6.2'),
       ('C1', 'Caption file supplied and validated', '6.3'), ('C2', 'Caption accuracy checked on a sample', '6.3'), ('C3', 'Audio description supplied or not needed', '6.3'),
       ('C4', 'Transcript supplied', '6.3'), ('C5', 'Safety supers on screen long enough', '6.3'), ('D1', 'Audio transcript supplied', '6.4'),
       ('D2', 'Music level below speech', '6.4'), ('E1', 'Live text and minimum text size in email', '6.5'), ('E2', 'Alt text on every informative email image', '6.5'),
       ('E3', 'Email readable at 200 percent zoom', '6.5'), ('F1', 'PDF tagged and PDF/UA-1 checked', '6.6'), ('F2', 'PDF title and language set', '6.6'),
       ('G1', 'Social video captions', '6.7'), ('G2', 'Social image alt text', '6.7'), ('H1', 'Keyboard test completed', '5'), ('H2', 'Screen reader test completed', '5'),
       ('H3', 'Automated scan attached', '7'), ('H4', 'Exceptions listed with numbers', '8')]
T([['Item', 'Check', 'Section', 'Answer']] + [[a, b, c, 'Yes / No / N/A'] for a, b, c in chk])
PG()
H(1, 'Appendix C. Assistive Technology Use (for information)')
P('Figures from the WebAIM screen reader survey and from Mirelle’s own 2026 panel of 420 participants with disabilities. They help teams choose test set-ups and are not requirements.')
T([['Technology', 'Share of panel', 'Most common set-up'],
   ['Screen reader', '31%', 'NVDA or JAWS with Chrome on Windows; VoiceOver on iPhone'],
   ['Screen magnification', '22%', 'Windows Magnifier or ZoomText at 200 to 400 percent'],
   ['Captions', '38%', 'Platform captions on mobile video'],
   ['Voice control', '9%', 'Voice Control on iOS, Dragon on Windows'],
   ['Switch or keyboard only', '7%', 'Keyboard with sticky keys'],
   ['High contrast or dark mode', '44%', 'Operating-system dark mode']])
PG()
H(1, 'Appendix D. Worked Examples')
P('Examples from test-lab reviews in 2026, anonymized. The measurements describe the reviewed items; the verdicts apply the requirements of section 6 as they stand in this version.')
exs = [('Banner, 300x250, animates 12 seconds and shows a pause button in the first frame', 'Conforms (6.2)'),
       ('Banner, 728x90, animates 8 seconds without a pause control', 'Does not conform: stops after 5 seconds only with a pause control (6.2)'),
       ('Banner alternative text of 212 characters repeating the full headline and tagline', 'Does not conform: too long (6.2)'),
       ('Video of 90 seconds with burned-in captions only', 'Does not conform: caption file missing (6.3)'),
       ('Video captions measured at 97.5 percent accuracy', 'Does not conform since version 2.0 (6.3; was acceptable at 95 percent)'),
       ('Safety super on screen for 3 seconds in a 15-second social cut', 'Does not conform (6.3)'),
       ('Podcast spot of 30 seconds with transcript on the show page', 'Conforms (6.4)'),
       ('Email with body text at 13 px in the footer', 'Does not conform (6.5)'),
       ('Email image alt text of 84 characters', 'Conforms (6.5)'),
       ('PDF leave piece exported from design software without tags', 'Does not conform (6.6)'),
       ('Instagram video with platform auto-captions reviewed and corrected', 'Conforms (6.7)'),
       ('Patient website hero with white text on a light photograph, contrast 2.1:1', 'Does not conform (6.1)'),
       ('Headline of 32 px bold in coral on white, contrast 3.2:1', 'Conforms: large text (6.1)'),
       ('Email line height of 1.3 times the font size', 'Conforms with a recorded reason (6.5, recommendation)')]
T([['Reviewed item', 'Verdict']] + [list(e) for e in exs])
PG()
H(1, 'Appendix E. Glossary of Abbreviations')
T([['Abbreviation', 'Meaning'],
   ['AA', 'The middle conformance level of WCAG'], ['ADA', 'Americans with Disabilities Act'], ['EAA', 'European Accessibility Act'],
   ['MLR', 'Medical, legal and regulatory review'], ['PDF/UA', 'PDF/Universal Accessibility (ISO 14289)'], ['SRT', 'SubRip subtitle format'],
   ['W3C', 'World Wide Web Consortium'], ['WebVTT', 'Web Video Text Tracks format']])
H(1, 'Appendix F. Contacts')
T([['Topic', 'Contact'],
   ['Questions about this standard', 'accessibility@mirelle.example'],
   ['Test lab bookings', 'Office of Digital Experience, ext. 2250'],
   ['Exception requests', 'Form DX-EX-01 on the Digital Governance site'],
   ['Agency onboarding', 'agency.accessibility@mirelle.example']])
P('End of standard.')

open(sys.argv[1] if len(sys.argv) > 1 else 'mirelle-digital-accessibility-standard.brd.txt', 'w').write(to_brd(B))
