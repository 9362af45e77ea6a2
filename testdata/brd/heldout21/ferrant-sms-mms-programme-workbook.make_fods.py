# Writes ferrant-sms-mms-programme-workbook.fods: a US patient SMS/MMS programme's content standards WORKBOOK
# (Read me, Standards, Message library, Send rules, Fees & contacts). Usage: python3 THIS.py OUT.fods
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fodslib import sheet, document

readme = sheet('Read me', [9.5], None, [
    ['This workbook holds the content standards for the PellaraCare text-message programme (SMS and MMS) for patients prescribed Pellara (vonoxaban) tablets in the United States.'],
    ['Owner: Ferrant Biosciences, Patient Services Marketing. Messaging vendor: Textwell Inc. (short code 73952). Copy and creative: Lumen & Marsh Health.'],
    ['How to read the Standards sheet: Level HARD means Textwell blocks the message at send time or MLR rejects it. Level SOFT means house style; the reviewer may comment but will not reject.'],
    ['Values without a unit in the Value column are characters, unless the Unit column says otherwise.'],
    ['The Send rules sheet is the Textwell scheduling configuration. It is shown here so writers know when messages go out; it is not a content standard.'],
    ['Programme size at 1 October 2026: 23,640 enrolled patients, 11.2% opted out since launch, average 3.1 messages per patient per month.'],
    ['Version 3 (October 2026). Changes from version 2: MMS image cap lowered from 1 MB to 600 KB (S-14); HELP reply must now give the hours of the support line (S-09).'],
], titles=['PellaraCare SMS / MMS programme — content standards workbook'])

C = ['Ref', 'Area', 'Standard', 'Value', 'Unit', 'Level']
std = sheet('Standards', [0.45, 0.95, 4.5, 0.95, 0.65, 0.55], C, [
    ('§', 'Text messages (SMS)'),
    ['S-01', 'Length', 'Maximum length of a reminder or refill message (one segment, GSM-7 characters)', 160, 'characters', 'HARD'],
    ['S-02', 'Length', 'Welcome message: up to two segments', 306, 'characters', 'HARD'],
    ['S-03', 'Characters', 'Use the GSM-7 character set only: no emoji, no curly quotes, no long dashes (they switch the whole message to UCS-2 and a segment drops to 70 characters)', '', '', 'HARD'],
    ['S-04', 'Sender ID', 'Every message starts with the programme name followed by a colon: "PellaraCare:"', '', '', 'HARD'],
    ['S-05', 'Opt-out', 'The welcome message and every 5th message must end with "Reply STOP to opt out."', '', '', 'HARD'],
    ['S-06', 'Rates', 'The welcome message must include "Msg & data rates may apply."', '', '', 'HARD'],
    ['S-07', 'Links', 'Links only on the programme short domain pcare.link; each link counts as 22 characters', '', '', 'HARD'],
    ['S-08', 'Links', 'Not more than one link per message', 1, 'link', 'HARD'],
    ['S-09', 'HELP reply', 'The HELP reply must give the programme name, the support line 1-888-555-0190 and its hours (Mon-Fri 8am-8pm ET)', '', '', 'HARD'],
    ['S-10', 'STOP reply', 'The STOP confirmation must confirm that no further messages will be sent and must not contain marketing content', '', '', 'HARD'],
    ['S-11', 'Product', 'Adherence reminders must not name Pellara or vonoxaban (a lock screen is visible to others)', '', '', 'HARD'],
    ['S-12', 'Safety', 'A message that names Pellara must include the link to the Important Safety Information and Medication Guide', '', '', 'HARD'],
    ['S-13', 'Tone', 'Plain language; aim for a 6th-grade reading level', 6, 'grade', 'SOFT'],
    ('§', 'Picture messages (MMS)'),
    ['S-14', 'Image', 'MMS image file size', 600, 'KB', 'HARD'],
    ['S-15', 'Image', 'Image formats', 'JPG, PNG, GIF', '', 'HARD'],
    ['S-16', 'Image', 'Recommended image size 640 x 640 px (square); other ratios are cropped on some Android phones', '640 x 640', 'px', 'SOFT'],
    ['S-17', 'Animation', 'Animated GIF: 3 loops or fewer, no frame faster than 0.1 s', 3, 'loops', 'HARD'],
    ['S-18', 'Subject', 'MMS subject line', 40, '', 'HARD'],
    ['S-19', 'Text', 'MMS message text', 1000, '', 'HARD'],
    ['S-20', 'Text', 'Keep the MMS text under 300 characters so it shows without scrolling', 300, '', 'SOFT'],
    ['S-21', 'Accessibility', 'The key point of an MMS image must also be stated in the message text (screen readers do not read the image)', '', '', 'HARD'],
    ('§', 'All messages'),
    ['S-22', 'Review code', 'Each message in the library carries its MLR code, format PC-TXT-NNNN (not shown in the message)', '', '', 'HARD'],
    ['S-23', 'Audience', 'Messages go to enrolled adult patients and caregivers who opted in; never to healthcare professionals', '', '', 'HARD'],
], titles=['Standards'])

L = ['ID', 'Trigger', 'Copy (as sent)', 'Chars', 'Seg.', 'MLR code', 'Status']
lib = sheet('Message library', [0.5, 1.25, 4.6, 0.45, 0.4, 0.95, 0.7], L, [
    ['M-001', 'Enrollment confirmed', 'PellaraCare: Welcome to PellaraCare! You will get refill reminders, savings updates and tips for taking your medicine. Msg & data rates may apply. Up to 6 msgs/mo. Reply HELP for help. Reply STOP to opt out.', 207, 2, 'PC-TXT-0101', 'Live'],
    ['M-004', 'Day 27 of fill', 'PellaraCare: Time to refill your prescription. Tap pcare.link/rf to find a pharmacy or reply 1 to have us call your pharmacy.', 125, 1, 'PC-TXT-0104', 'Live'],
    ['M-007', 'Daily 8am (opt-in)', 'PellaraCare: Good morning! This is your daily reminder to take your medicine as your doctor told you.', 101, 1, 'PC-TXT-0107', 'Live'],
    ['M-012', 'Copay card loaded', 'PellaraCare: Your Pellara savings card is ready. You may pay as little as $10. Terms: pcare.link/terms. ISI & Med Guide: pcare.link/isi', 135, 1, 'PC-TXT-0112', 'Live'],
    ['M-015', 'HELP keyword', 'PellaraCare: Help is at 1-888-555-0190, Mon-Fri 8am-8pm ET. Msg & data rates may apply. Reply STOP to opt out.', 110, 1, 'PC-TXT-0115', 'Live'],
    ['M-016', 'STOP keyword', 'PellaraCare: You are unsubscribed and will get no more messages. Reply START to rejoin.', 87, 1, 'PC-TXT-0116', 'Live'],
    ['M-021', 'MMS month 3', '[image: pillbox_640.png] PellaraCare: 3 months in! A weekly pillbox can help you keep track. Reply STOP to opt out.', 115, '', 'PC-TXT-0121', 'In review'],
], titles=['Message library (examples of approved copy; character counts by Textwell)'])

S = ['Setting', 'Value', 'Comment']
send = sheet('Send rules', [2.2, 2.2, 4.6], S, [
    ['Quiet hours', '9:00 pm to 8:00 am, patient local time', 'Messages triggered in quiet hours are held until 8:00 am'],
    ['Frequency cap', '6 messages per patient per calendar month', 'HELP and STOP replies do not count'],
    ['Retry on carrier failure', '2 retries, 30 minutes apart', ''],
    ['Daily reminder send time', 'Patient-chosen, default 8:00 am', ''],
    ['Throughput', '30 messages per second on the short code', 'Textwell contract limit'],
], titles=['Send rules (Textwell configuration; not content standards)'])

F = ['Item', 'Amount (USD)', 'Comment']
fees = sheet('Fees & contacts', [3.0, 1.3, 4.7], F, [
    ['Short code lease', '1,500 per month', 'Billed quarterly'],
    ['SMS per message', '0.0079', ''],
    ['MMS per message', '0.0200', ''],
    ['New message, copy and MLR support', '480', 'Lumen & Marsh'],
    ['Programme manager', '', 'Alicia Brandt, Ferrant Patient Services'],
    ['Vendor support', '', 'support@textwell.example'],
], titles=['Fees & contacts'])

open(sys.argv[1], 'w').write(document([readme, std, lib, send, fees], 'Ferrant Biosciences · PellaraCare SMS/MMS content standards v3 · Confidential'))
