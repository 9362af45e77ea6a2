# Writes brightmoor-audio-spot-production-guide.docx: a radio and streaming-audio network's spot production and
# delivery guide for advertisers (Word-native, US Letter). Usage: python3 THIS.py OUT.docx
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from docxlib import run, p, bullet, table, build

W3 = [2300, 5000, 2300]
body = [
 p('Brightmoor Audio Network', style='Title'),
 p([run('Audio Spot Production & Delivery Guide for Advertisers', b=True, sz=26)]),
 p('Edition 2027.1 · Issued by Brightmoor Audio Network, Commercial Operations · For AM/FM radio (41 stations) and Brightmoor Listen (streaming audio in our app and on the web)'),
 p('1. Welcome', style='Heading1'),
 p('Thank you for advertising with Brightmoor. Our stations reach 6.8 million weekly listeners and Brightmoor Listen adds 2.3 million monthly active users. This guide tells your production company and your agency how to build and deliver audio spots so that they run on schedule and sound right on air and in the app.'),
 p('In the tables below, a spot that fails an item marked Required is returned to the agency and will not air until a corrected file is delivered. Items marked Advisory are good practice; our producers may comment on them but will not hold a spot for them.'),
 p('2. Spot lengths and scripts', style='Heading1'),
 table([
  ['Item', 'Radio (AM/FM)', 'Brightmoor Listen (streaming)', 'Status'],
  ['Spot lengths', ':15, :30 or :60', ':15 or :30 only', 'Required'],
  ['Timing', 'No longer than the booked length and no more than 0.5 s short', 'No longer than the booked length', 'Required'],
  ['Script length', ':30 up to 75 words; :60 up to 150 words', ':15 up to 38 words; :30 up to 75 words', 'Advisory'],
 ], [2000, 3000, 3000, 1600]),
 p('3. File specifications', style='Heading1'),
 table([
  ['Property', 'Radio (AM/FM)', 'Brightmoor Listen (streaming)', 'Status'],
  ['File type', 'WAV (PCM)', 'WAV (PCM) or MP3', 'Required'],
  ['Sample rate', '48 kHz', '44.1 kHz or 48 kHz', 'Required'],
  ['Bit depth (WAV)', '24-bit', '16-bit or 24-bit', 'Required'],
  ['MP3 bitrate', 'n/a', '320 kbps CBR (192 kbps minimum)', 'Required'],
  ['Channels', 'Stereo', 'Stereo or mono', 'Required'],
  ['Integrated loudness', '-18 LUFS ±1 LU', '-16 LUFS ±1 LU', 'Required'],
  ['True peak', '-1.0 dBTP max.', '-1.0 dBTP max.', 'Required'],
  ['Head / tail silence', '0.5 s max. each', '0.5 s max. each', 'Required'],
 ], [2000, 3000, 3000, 1600]),
 p('The MP3 bitrate row means what it says: deliver 320 kbps constant bitrate; a file below 192 kbps is returned. Variable-bitrate MP3 files are converted by us and may be delayed one business day.'),
 p('Do not apply additional limiting to reach the loudness figure: our transmitters process audio again, and an over-compressed spot sounds distorted on air. We recommend leaving at least 1 dB of headroom below the true-peak ceiling.'),
 p('4. Prescription medicine advertising', style='Heading1'),
 p('Spots for prescription medicines follow the same file specifications, plus the following. These items are Required unless marked Advisory.'),
 bullet('A product claim spot must include the major statement of the most important risks, read in the voice-over, not only referenced.'),
 bullet('The risk information must be read at the same volume as the rest of the spot and no faster than 170 words per minute.'),
 bullet('Music or sound effects under the risk read should be at least 10 dB below the voice (Advisory).'),
 bullet('The spot must tell listeners where to find the full prescribing information (a toll-free number or a website read on air).'),
 bullet('Reminder spots, which name the product but not its use, must not mention the indication.'),
 bullet('Companion banners in the Brightmoor Listen app are 640 × 640 px JPG or PNG, 200 KB maximum, and must not carry a product claim unless the full safety information is linked.'),
 p('Standards review of prescription medicine spots takes three business days and is free of charge. Spots for controlled substances (Schedule II) are not accepted on our network.'),
 p('5. Naming and delivery', style='Heading1'),
 p('Name every file BAN_[Advertiser]_[Ad-ID]_[Length].[ext], where Length is the spot length in seconds without a colon, for example BAN_Ovarra_OVRA0030000R_30.wav or BAN_Ovarra_OVRA0015001R_15.mp3.'),
 p('Upload files to the Brightmoor Spot Portal by 3:00 pm ET two business days before the first air date. Weekend and holiday schedules close at noon on the preceding Thursday.'),
 p('6. Rates and contacts', style='Heading1'),
 table([
  ['Service', 'Fee', 'Notes'],
  ['Voice-over recording (one talent, up to :60)', '$425', 'Studio B, Hartford'],
  ['Loudness correction by Brightmoor', '$95 per file', 'only on request; otherwise the spot is returned'],
  ['Late delivery (after the deadline)', '$150 per spot', 'subject to availability'],
 ], [4000, 1800, 3800]),
 table([
  ['Contact', 'Name', 'E-mail / phone'],
  ['Commercial operations', 'Lorna Pettigrew', 'spots@brightmoor.example · 860 555 0147'],
  ['Standards review', 'Amir Dhaliwal', 'standards@brightmoor.example'],
 ], W3),
 p('Brightmoor Audio Network LLC, 200 Asylum Street, Hartford, CT 06103. This guide replaces Edition 2026.2. Brightmoor may decline any advertising at its discretion.'),
]
build(sys.argv[1], body, 'Brightmoor Audio Network · Audio Spot Production & Delivery Guide · Edition 2027.1',
      'Commercial Operations ·', 'Audio Spot Production & Delivery Guide', 'Brightmoor Commercial Operations', accent='8A2D3B')
