from keylib import R, write
S = {"channel": "SMS"}
T = {"channel": ["SMS", "MMS"]}
M = {"channel": "MMS"}
MI = {"channel": "MMS", "kinds": ["static", "animated"]}
N = "ferrant-sms-mms-programme-workbook"
W = "PellaraCare: Welcome to PellaraCare! You will get refill reminders, savings updates and tips for taking your medicine. Msg & data rates may apply. Up to 6 msgs/mo. Reply HELP for help. Reply STOP to opt out."
rules = [
 R("characterCount","critical","Maximum length of a reminder or refill message",{"max":160,"unit":"chars","check":"body"},dict(S,placement="Reminder"),
   alt=["Maximum length of a reminder or refill message (one segment, GSM-7 characters) | 160 | characters | HARD"],ext="metadata",
   note="reminders and refills only: the welcome message may run to 306"),
 R("characterCount","critical","Welcome message: up to two segments",{"max":306,"unit":"chars","check":"body"},dict(S,placement="Welcome"),
   alt=["Welcome message: up to two segments | 306 | characters | HARD"],ext="metadata"),
 R("metadata","critical","Use the GSM-7 character set only",None,S,alt=["no emoji, no curly quotes, no long dashes"],
   note="'a segment drops to 70 characters' is the reason, not a 70-character limit"),
 R("brandGuidelines","critical","Every message starts with the programme name followed by a colon",None,None),
 R("disclaimers","critical","The welcome message and every 5th message must end with",None,S,alt=["Reply STOP to opt out."]),
 R("disclaimers","critical","The welcome message must include \"Msg & data rates may apply.\"",None,dict(S,placement="Welcome")),
 R("metadata","critical","Links only on the programme short domain pcare.link",None,None,note="'each link counts as 22 characters' is how to count"),
 R("metadata","critical","Not more than one link per message",{"max":1,"unit":"links"},None),
 R("disclaimers","critical","The HELP reply must give the programme name, the support line",None,dict(S,placement="HELP reply"),alt=["and its hours (Mon-Fri 8am-8pm ET)"]),
 R("disclaimers","critical","The STOP confirmation must confirm that no further messages will be sent",None,dict(S,placement="STOP reply"),alt=["must not contain marketing content"]),
 R("brandGuidelines","critical","Adherence reminders must not name Pellara or vonoxaban",None,dict(S,placement="Reminder")),
 R("safetyInfo","critical","A message that names Pellara must include the link to the Important Safety Information",None,None),
 R("brandGuidelines","warning","Plain language; aim for a 6th-grade reading level",{"max":6,"unit":"grade","check":"readingLevel"},None),
 R("fileSize","critical","MMS image file size",{"max":600,"unit":"KB"},MI,alt=["MMS image file size | 600 | KB | HARD"],
   note="'lowered from 1 MB' in the Read me: 1 MB is superseded"),
 R("format","critical","Image formats",{"allowed":["JPG","PNG","GIF"]},MI,alt=["Image formats | JPG, PNG, GIF"]),
 R("dimensions","warning","Recommended image size 640 x 640 px",{"allowed":["640x640"]},MI),
 R("duration","critical","Animated GIF: 3 loops or fewer",{"max":3,"unit":"loops","check":"loopCount"},{"channel":"MMS","kinds":["animated"]}),
 R("frameRate","critical","no frame faster than 0.1 s",{"max":10,"unit":"fps"},{"channel":"MMS","kinds":["animated"]},optional=True,
   note="a minimum frame delay of 0.1 s, i.e. at most 10 frames per second"),
 R("characterCount","critical","MMS subject line",{"max":40,"unit":"chars","check":"subjectLine"},M,alt=["MMS subject line | 40"],ext="metadata",
   note="value without a unit: characters per the Read me"),
 R("characterCount","critical","MMS message text",{"max":1000,"unit":"chars","check":"body"},M,alt=["MMS message text | 1000"],ext="metadata"),
 R("characterCount","warning","Keep the MMS text under 300 characters",{"max":300,"exclusive":True,"unit":"chars","check":"body"},M,ext="metadata"),
 R("accessibility","critical","The key point of an MMS image must also be stated in the message text",None,M),
 R("fdaFilingNumber","critical","format PC-TXT-NNNN",{"pattern":r"^PC-TXT-\d{4}$"},None,alt=["Each message in the library carries its MLR code"],
   note="library metadata, not message text; examples PC-TXT-0101 …"),
 R("customerType","critical","never to healthcare professionals",{"allowed":["DTC"]},None,alt=["Messages go to enrolled adult patients and caregivers who opted in"],
   note="patients and caregivers (consumers)"),
]
for r in rules:
    if r.get("scope") and isinstance(r["scope"].get("channel"), list): r["scope"]["channel"] = "SMS"
notreq = [
 "Read me: programme size (23,640 patients, 11.2% opted out, 3.1 messages per month), short code 73952",
 "Version note 'MMS image cap lowered from 1 MB to 600 KB' (1 MB superseded)",
 "'a segment drops to 70 characters' (UCS-2 behaviour, the reason for S-03) and 'each link counts as 22 characters' (counting)",
 "'other ratios are cropped on some Android phones' (reason)",
 "Message library: Chars, Seg., MLR codes and statuses of example messages ('Up to 6 msgs/mo.' is copy)",
 "Send rules sheet (quiet hours 9:00 pm to 8:00 am, 6 messages per month, 2 retries 30 minutes apart, 8:00 am default, 30 messages per second): scheduling configuration, stated as not content standards",
 "Fees & contacts (1,500 per month, 0.0079, 0.0200, 480 USD)",
]
assets = [
 {"file":"M-001 Enrollment confirmed","kind":"sms","channel":"SMS","placement":"Welcome","text":{"body":W},
  "note":"207 characters, two segments: allowed for the welcome message; fails the 160 reminder limit if the placement is lost"},
 {"file":"M-004 Day 27 of fill","kind":"sms","channel":"SMS","placement":"Reminder (refill)",
  "text":{"body":"PellaraCare: Time to refill your prescription. Tap pcare.link/rf to find a pharmacy or reply 1 to have us call your pharmacy."}},
 {"file":"M-015 HELP keyword","kind":"sms","channel":"SMS","placement":"HELP reply",
  "text":{"body":"PellaraCare: Help is at 1-888-555-0190, Mon-Fri 8am-8pm ET. Msg & data rates may apply. Reply STOP to opt out."}},
 {"file":"M-021 MMS month 3","kind":"mms","channel":"MMS","text":{"subjectLine":"3 months with PellaraCare",
  "body":"PellaraCare: 3 months in! A weekly pillbox can help you keep track. Reply STOP to opt out."}},
 {"file":"pillbox_640.png","kind":"static","channel":"MMS","width":640,"height":640,"format":"PNG","sizeKB":412,
  "note":"412 KB: inside 600 KB; 1 MB was the old cap"},
 {"file":"refill_countdown.gif","kind":"animated","channel":"MMS","width":640,"height":640,"format":"GIF","sizeKB":560,"loops":3,"fps":8},
]
write(N, "US patient SMS / MMS PROGRAMME CONTENT-STANDARDS WORKBOOK (flat ODS → LibreOffice Calc: xlsx, ods, lo.pdf; five sheets): Read me with a HARD/SOFT legend and 'values without a unit are characters', a Standards sheet Ref | Area | Standard | Value | Unit | Level with section rows and numeric cells (some without units), per-message-type limits (reminder 160 vs welcome 306), verbatim opt-out / HELP / STOP wording, a Message library of approved copy with character counts, a Send rules sheet (quiet hours, frequency caps) that is explicitly not content standards, fees", notreq, rules, assets)
