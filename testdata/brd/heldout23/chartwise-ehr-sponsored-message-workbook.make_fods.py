# Writes chartwise-ehr-sponsored-message-workbook.fods: an EHR vendor's partner workbook for sponsored clinical
# messages (Read me, Message types, Content rules, Print-outs, Calendar & fees). Usage: python3 THIS.py OUT.fods
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fodslib import sheet, document

readme = sheet('Read me', [9.5], None, [
    ['Chartwise is an ambulatory electronic health record and e-prescribing system used by 61,000 prescribers in 9,800 US practices. Sponsored clinical messages appear to the prescriber inside the prescribing screen, in the coverage panel and on patient education print-outs.'],
    ['This workbook is the partner specification for life-science sponsors and their agencies. Chartwise Partner Review checks every message against it before the message is switched on.'],
    ['How to read the Message types sheet: a plain number is a hard limit that the partner portal enforces (the message cannot be saved above it). A number in square brackets, e.g. [160], is a target from our prescriber usability testing; Partner Review may comment on it but does not hold a message for it.'],
    ['Character counts include spaces. Footnote numbers after a value (¹ ²) refer to the notes below the table.'],
    ['The Calendar & fees sheet is commercial information and is not part of the specification.'],
    ['Version 2027.1 (11 January 2027). Changed from 2026.3: title limit lowered from 70 to 60 characters; savings-card body raised from 160 to 200.'],
], titles=['Chartwise EHR — Sponsored clinical messages: partner specification workbook'])

H = ['Message type', 'Where it shows', 'Title (chars)', 'Body (chars)', 'Link text (chars)', 'Image', 'Max file size', 'Other']
types = sheet('Message types', [1.35, 1.6, 0.75, 0.8, 0.8, 1.3, 0.75, 2.2], H, [
    ['Point-of-prescribing message', 'Right rail of the prescribing screen when a drug of the targeted class is selected', '60 [45]', '240 [160]', '25', 'none', '—', 'Max. 1 link; no buttons other than Dismiss'],
    ['Savings card message', 'Below the prescription summary, before Send', '60', '200¹', '25', 'Card image 600 × 380 px, PNG', '150 KB', 'BIN, PCN and group number as text, never only in the image'],
    ['Coverage alert', 'Coverage panel, for plans where the product is on formulary', '50', '180', '—', 'none', '—', 'Must name the plan and tier exactly as the formulary feed states them'],
    ['Sponsor logo', 'Beside the title of every message type', '—', '—', '—', '120 × 40 px, PNG or SVG', '20 KB', 'Transparent background²'],
], notes=['¹ Savings card body: the offer terms ("Eligibility restrictions apply") count towards the 200 characters.',
          '² The logo is optional for coverage alerts.',
          'Trigger conditions in the "Where it shows" column are set by Chartwise targeting; they are not content requirements.'])

rules = sheet('Content rules', [0.5, 5.2, 1.6, 1.3], ['No.', 'Rule', 'Applies to', 'Checked by'], [
    ['C1', 'Every message is labelled "Sponsored" followed by the sponsor company name.', 'All message types', 'Portal'],
    ['C2', 'A message that makes an efficacy claim must state the most important risk in the same message.', 'Point-of-prescribing, savings card', 'Partner Review'],
    ['C3', 'Every message for a prescription product links to its full Prescribing Information.', 'All message types', 'Partner Review'],
    ['C4', 'No message may interrupt the workflow: no pop-ups, no sound, no animation.', 'All message types', 'Portal'],
    ['C5', 'Links must go to HTTPS pages on the sponsor\u2019s own domain and must not carry patient identifiers.', 'All message types', 'Portal'],
    ['C6', 'The sponsor\u2019s MLR approval number is entered with each message, format three letters, a hyphen and five digits (e.g. ZEL-04417).', 'All message types', 'Portal'],
    ['C7', 'Messages should use the generic name at first mention after the brand name.', 'All message types', 'Partner Review (advisory)'],
    ['C8', 'Do not use the words "free" or "guaranteed" in titles.', 'All message types', 'Partner Review'],
])

prints = sheet('Print-outs', [1.6, 4.0, 2.2], ['Item', 'Specification', 'Level'], [
    ['File', 'PDF, 1 MB max.', 'Hard'],
    ['Page size', 'US Letter, 8.5 × 11 in, portrait', 'Hard'],
    ['Length', '2 pages max. (one sheet, both sides)', 'Hard'],
    ['Colour', 'Must print legibly in black and white; most practice printers are monochrome', 'Hard'],
    ['Reading level', 'Grade 6 or lower', 'Target'],
    ['Languages', 'English required; Spanish version recommended', 'Hard / Target'],
    ['Body text', '11 pt minimum', 'Hard'],
], titles=['Patient education print-outs (offered to the prescriber after Send; printed on the practice printer)'],
   notes=['Print-outs are for patients: no HCP-only claims, and the Important Safety Information is printed in full on the last page.'])

cal = sheet('Calendar & fees', [2.4, 2.2, 1.6], ['Step', 'When', 'Fee (USD)'], [
    ['Message submitted in the portal', '15 business days before go-live', ''],
    ['Partner Review result', '5 business days', 'included'],
    ['Resubmission (each, after the first)', '3 business days', 1500],
    ['Monthly placement fee, per message type', 'billed monthly', 18000],
    ['Print-out distribution', 'per 1,000 prints', 95],
])

open(sys.argv[1], 'w').write(document([readme, types, rules, prints, cal],
    'Chartwise Partner Specification 2027.1 — Confidential to Chartwise partners'))
