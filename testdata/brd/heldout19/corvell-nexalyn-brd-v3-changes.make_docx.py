# Writes corvell-nexalyn-brd-v3-changes.docx: version 3.0 of a DTC video and audio BRD that says what changed from
# v2.1 (hand-written OOXML, US Letter, header/footer): a change-summary table with v2.1 / v3.0 columns, body text and
# spec tables with a "Δ" column (NEW / CHG / —), superseded values kept STRUCK THROUGH (w:strike) next to the new
# ones, and a removed section kept with its content struck. Usage: python3 corvell-nexalyn-brd-v3-changes.make_docx.py OUT.docx
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from docxlib import run, p, bullet, table, tc, build

def sk(t):  # superseded value as the author leaves it: struck, grey
    return run(t, strike=True, color='8C8C8C', sz=18)
def nw(t):  # new value: bold red as the author marks changes
    return run(t, b=True, color='C00000', sz=18)
def n(t):
    return run(t, sz=18)
def cellp(*runs):
    return [p(list(runs), spacing_after=40)]

body = []
A = body.append
A(p('Nexalyn® (ferantinib) 2027 DTC Video & Audio – Business Requirements', style='Title'))
A(p('Corvell Biopharma · US Immunology · Version 3.0 (supersedes v2.1 of September 29, 2026) · Issued November 17, 2026 · Owner: Gwen Halloran'))
A(p([run('How to read v3: ', b=True), run('changes since v2.1 are marked in the Δ column (NEW, CHG) and in red. Superseded values are left struck through so production can see what moved; struck text is no longer a requirement. Section 4.4 was removed and is kept struck for reference only.')]))

A(p('Summary of changes from v2.1', style='Heading1'))
A(table([
    ['#', 'Section', 'v2.1 said', 'v3.0 says', 'Why'],
    ['1', '4.2 CTV spot lengths', ':30 and :60', ':30 and :15', 'Media bought no :60 inventory'],
    ['2', '4.3 Loudness', '-23 LUFS ±1', '-24 LKFS ±2, true peak -2 dBTP', 'US CTV publishers follow ATSC A/85'],
    ['3', '4.4 YouTube bumper', ':06 bumper', 'Removed', 'Bumpers cannot carry fair balance'],
    ['4', '5.1 Audio spot format', 'MP3 320 kbps only', 'WAV preferred; MP3 320 kbps accepted', 'Streaming partner request'],
    ['5', '5.2 Companion banner', '300 x 250', '640 x 640', 'Partner changed player layout'],
    ['6', '6 Closed captions', 'Recommended', 'Required', 'Legal, 11/10'],
], [400, 2000, 2100, 2600, 2540]))
A(p([run('The v2.1 column is history. Only the v3.0 column and the body of this document apply.', i=True)]))

A(p('1. Purpose and background', style='Heading1'))
A(p('This BRD sets the production requirements for the 2027 Nexalyn consumer video and audio campaign. Nexalyn is an oral TYK2 inhibitor for adults with moderate-to-severe plaque psoriasis. The 2026 campaign delivered 410 million impressions and lifted brand awareness from 18% to 37%; 2027 media is $52M with 60% on CTV.'))

A(p('2. Regulatory requirements (all assets)', style='Heading1'))
A(bullet('Every spot must contain a major statement of the most important risks in audio, and in video also as a super.'))
A(bullet('Every spot must make adequate provision: toll-free number, website, “ask your doctor” and the print ad reference.'))
A(bullet('Benefit and risk information must be presented with comparable prominence; no music or visuals that distract from the major statement.'))
A(bullet('Every asset must carry its approval number in the format NXL-US-NNNNN (e.g. NXL-US-31877) in the slate and the file metadata.'))

A(p('3. Deliverables', style='Heading1'))
A(p('Two :30 films (“Bare Arms”, “Pool Day”), two :15 cutdowns, two :30 audio spots, two companion banners. Quantities are the production order, not specifications.'))

A(p('4. Video (CTV and YouTube)', style='Heading1'))
A(p('4.1 Technical', style='Heading2'))
A(table([
    ['Spec', 'Requirement', 'Δ'],
    ['Resolution', cellp(n('1920 x 1080, progressive')), '—'],
    ['Codec', cellp(n('ProRes 422 HQ mezzanine for CTV; H.264 MP4 for YouTube')), '—'],
    ['Frame rate', cellp(n('29.97 fps constant')), '—'],
    ['Video bitrate (H.264)', cellp(n('at least 20 Mbps')), '—'],
    ['Audio', cellp(n('PCM 48 kHz 24-bit in the mezzanine; AAC 320 kbps in MP4')), '—'],
], [2200, 5840, 1600]))
A(p('4.2 Spot lengths', style='Heading2'))
A(p([run('Spot lengths: :30 and '), run(':60', strike=True, color='8C8C8C'), run(' '), run(':15', b=True, color='C00000'), run(' only. Every spot must be exactly its nominal length. [CHG]')]))
A(p('4.3 Audio levels', style='Heading2'))
A(p([run('Integrated loudness: '), run('-23 LUFS ±1', strike=True, color='8C8C8C'), run(' '), run('-24 LKFS ±2', b=True, color='C00000'), run('; true peak must not exceed -2 dBTP. [CHG]')]))
A(p('4.4 YouTube bumper – REMOVED in v3', style='Heading2'))
A(p([run('A :06 bumper must be delivered for each film, 1920 x 1080, with the brand name only.', strike=True, color='8C8C8C')]))
A(p('4.5 Supers and end card', style='Heading2'))
A(bullet('Supers must stay inside the 90% title-safe area.'))
A(bullet('Super text must be at least 36 px tall at 1080p.'))
A(bullet('Hold the end card (brand, website, toll-free number) for at least 4 seconds.'))

A(p('5. Streaming audio', style='Heading1'))
A(p('5.1 Audio spot', style='Heading2'))
A(table([
    ['Spec', 'Requirement', 'Δ'],
    ['Length', cellp(n('30 seconds exactly')), '—'],
    ['File format', cellp(n('WAV preferred; MP3 accepted at 320 kbps')), 'CHG'],
    ['Sample rate', cellp(n('44.1 or 48 kHz')), '—'],
    ['Loudness', cellp(n('-16 LUFS ±1, true peak -1 dBTP')), '—'],
    ['Voice-over', cellp(n('Must read the full major statement; no speed-up above 1.1x')), '—'],
], [2200, 5840, 1600]))
A(p('5.2 Companion banner', style='Heading2'))
A(p([run('Companion banner size: '), run('300 x 250', strike=True, color='8C8C8C'), run(' '), run('640 x 640', b=True, color='C00000'), run(' px, JPG or PNG, 200 KB max. It must show the ISI link “See Important Safety Information”. [CHG]')]))

A(p('6. Accessibility', style='Heading1'))
A(p([run('Closed captions are '), run('recommended', strike=True, color='8C8C8C'), run(' '), run('required', b=True, color='C00000'), run(' for every video (SCC for CTV, SRT for YouTube). [CHG]')]))
A(p('7. File naming', style='Heading1'))
A(p('NXL_[Medium]_[Title]_[Length]_v[N]: NXL_CTV_BareArms_30_v3.mov, NXL_AUD_PoolDay_30_v1.wav.'))
A(p('8. Schedule', style='Heading1'))
A(p('Shoot January 12–14, 2027 (Los Angeles). Offline to brand February 1; PRC February 8; final deliveries to networks March 1; in market March 15. Production budget $3.1M (approved PO 88310).'))

build(sys.argv[1], body, 'Corvell Biopharma · Nexalyn 2027 Video & Audio BRD · v3.0',
      'Corvell Biopharma – Confidential. Printed copies are uncontrolled.', 'Nexalyn 2027 video and audio BRD v3.0', 'Gwen Halloran', accent='1D5C3A')
