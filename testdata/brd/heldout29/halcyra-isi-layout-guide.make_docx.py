# Writes halcyra-isi-layout-guide.docx: a US pharma regulatory-design team's Word ISI AND FAIR-BALANCE LAYOUT GUIDE
# (figures described in captions, proportion tables per format). Usage: python3 THIS.py OUT.docx
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from docxlib import run, p, bullet, table, build

B = []
B.append(p('HALCYRA® (setrelumab-qxvn) Fair Balance & ISI Layout Guide', style='Title'))
B.append(p([run('Regulatory Design Standards · RDS-HAL-11 · Version 1.4 · November 2026 · ', i=True), run('Prepared by Medical-Legal-Regulatory Design Operations, Quillon Biopharma', i=True)]))
B.append(p('Why this guide exists', style='Heading1'))
B.append(p('In 2025 our reviewers returned 37% of first submissions for fair-balance layout issues, more than for any other reason. Most were not about the words: the words were approved. They were about where the safety information sat, how big it was and how long it stayed on screen. This guide turns the decisions MLR makes every week into layout standards, with the proportions measured the way our reviewers measure them.'))
B.append(p('How the standards are written', style='Heading2'))
B.append(p('Sentences with "must" or "may not" are standards; MLR returns work that does not meet them. Sentences with "should" are practices we recommend. Figures are illustrations; the proportions shown in figures are drawn to scale only approximately and the tables govern.'))
B.append(p('1. Principles', style='Heading1'))
B.append(p('Benefit and risk information must be presented with comparable prominence: same type family, comparable size, comparable contrast and comparable time on screen.'))
B.append(p('No risk information may be placed where the viewer is unlikely to see it: beyond the fold, behind an interaction, or in a frame shorter than its reading time.'))
B.append(p(run('Figure 1. A balanced layout: the benefit headline and the ISI heading share a baseline grid. (Illustration.)', i=True, sz=16)))
B.append(p('2. Static and animated display', style='Heading1'))
B.append(table([['Unit', 'ISI window (share of unit area)', 'Minimum ISI type', 'Scroll rate'],
                ['300 × 250', 'at least 33%', '10 px', '≤ 18 px per second'],
                ['300 × 600', 'at least 30%', '11 px', '≤ 18 px per second'],
                ['728 × 90', 'at least 35% (right side)', '10 px', '≤ 18 px per second'],
                ['320 × 50', 'no ISI window; tap-through to ISI page', 'n/a', 'n/a']],
               [1700, 3000, 2100, 2300]))
B.append(p('The 320 × 50 unit may only be used with a persistent "Important Safety Information" link that takes the user to the full ISI.'))
B.append(p('The ISI window must be visible from the first frame and must remain visible in every frame, including the end frame.'))
B.append(p('Animated units should hold the end frame for at least 3 seconds so the ISI heading can be read.'))
B.append(p(run('Figure 2. ISI window positions for the three standard units, with the 33% share shaded. (Illustration; the sizes in the figure are examples.)', i=True, sz=16)))
B.append(p('3. Video and connected TV', style='Heading1'))
B.append(p('The major statement must be presented in both the audio and the visual portion of the spot, at the same time.'))
B.append(p('Risk supers must be at least 45 px tall per line at 1920 × 1080, and each super must stay on screen for at least 0.4 seconds per word, with a minimum of 3 seconds.'))
B.append(p('While the major statement plays, on-screen motion behind the supers may not exceed gentle camera drift; no cuts, no graphics entering the frame.'))
B.append(p('Supers must sit inside the 90% title-safe area.'))
B.append(p('The closing ISI frame of a :60 or :30 should be at least 5 seconds; a :15 may not carry efficacy claims at all.'))
B.append(p('4. Web pages', style='Heading1'))
B.append(p('On every page that carries a product claim, the ISI must begin above the fold at 1440 × 900 and at 390 × 844 viewports.'))
B.append(p('The persistent ISI tray must take between 20% and 33% of the viewport height when collapsed.'))
B.append(p('ISI body type must be at least the size of the page body type and never below 16 px.'))
B.append(p('5. Digital out-of-home and point-of-care screens', style='Heading1'))
B.append(table([['Screen', 'ISI share of frame', 'Minimum hold'],
                ['Pharmacy screen (portrait)', 'bottom 25%, all frames', 'whole spot'],
                ['Waiting-room TV (landscape)', 'final frame, full screen', '6 seconds']],
               [3200, 3300, 2600]))
B.append(p('DOOH spots run without sound, so the major statement must be fully visual.'))
B.append(p('6. Colour and contrast of safety information', style='Heading1'))
B.append(p('ISI text must reach a contrast ratio of at least 4.5:1 against its background, and the contrast of the ISI must be no lower than that of the benefit copy in the same piece.'))
B.append(p('ISI may not be set in reversed (light-on-dark) type smaller than 12 px.'))
B.append(p('The ISI should use Halcyra Navy #14213D on white.'))
B.append(p('7. Review process and contacts', style='Heading1'))
B.append(p('Submit layouts through Veeva PromoMats with the measurements sheet attached (ISI share, type sizes, super durations). MLR meets Monday and Thursday; standard review is 10 business days, expedited review 3 business days at a chargeback of $2,500. Questions: Dana Whitcombe, Director, MLR Design Operations, dana.whitcombe@quillon-example.com.'))
B.append(p(run('HALCYRA is a registered trademark of Quillon Biopharma, Inc. © 2026 Quillon Biopharma, Inc. US-HAL-2611-0044 11/26', sz=16)))
build(sys.argv[1], B, 'Quillon Biopharma · RDS-HAL-11 v1.4 · For agency use', 'HALCYRA Fair Balance & ISI Layout Guide ·',
      'HALCYRA Fair Balance & ISI Layout Guide', 'MLR Design Operations', accent='14213D', font='Calibri')
