# sorvine-keynote-builds-deck.make_html.py: writes sorvine-keynote-builds-deck.html, a Keynote deck exported to PDF with "Print each stage of builds" on (a build slide repeats once per stage)
slides = []
def S(title, items, sub=None, big=None):
    slides.append((title, items, sub, big))
S(None, [], big=('Sorvine\u00ae (dapreltide) \u2014 UK HCP digital', 'Kick-off \u00b7 Brightlane Health \u00d7 Alvermoor Pharma UK \u00b7 24 Nov 2026'))
S('Where we are', ['12% share of new patient starts (Oct)', '1,900 target HCPs \u00b7 38 reps', 'Last e-detail: avg 3.1 slides viewed / call'])
deliv = ['iPad e-detail (Veeva CLM) \u2014 6 key messages', '2 Approved Emails (rep-triggered)', '1 leave-behind PDF (print + email)']
for k in range(1, 4): S('What we\u2019re making', deliv[:k])
clm = ['Slides 2048 \u00d7 1536', '1 zip per key message \u00b7 \u2264 40 MB each', 'No external links', 'No autoplay video \u2014 tap to play']
for k in range(1, 5): S('CLM build \u2014 non-negotiables', clm[:k])
S('Thumbnails', ['200 \u00d7 150 JPG, one per slide', 'Named like the slide: SOR_KM3_S02.jpg'])
comp = ['PI link top right \u2014 every slide', 'AE reporting statement on every slide', 'Black triangle \u25bc after the first brand name mention', 'No claims outside the SmPC']
for k in range(1, 5): S('Compliance \u2014 every slide', comp[:k])
S('Approved Email', ['600 px wide', 'Subject \u2264 60 characters', 'PI link in footer \u00b7 no attachments', 'Job code + date of prep in footer: UK-SOR-#####'])
S('Nice to have', ['Transitions 0.5 s or less', 'Body text 14 pt+ on the iPad', 'Dark mode tested'])
S('Timeline & budget', ['Storyflow sign-off 4 Dec', 'Copy approval 19 Jan \u00b7 launch 16 Feb', 'Budget \u00a396k (CLM \u00a371k, AE \u00a317k, PDF \u00a38k)'])
S('Questions?', ['owen.hartley@brightlanehealth.co.uk', '020 7946 0388'])
css = '''@page{size:10in 7.5in;margin:0}
body{margin:0;font-family:"Helvetica Neue",Helvetica,Arial,sans-serif}
.s{width:10in;height:7.5in;box-sizing:border-box;padding:0.7in 0.8in;position:relative;page-break-after:always;background:#fff}
.s h2{font-size:34px;color:#0d3b66;margin:0 0 28px;border-bottom:3px solid #f4a259;padding-bottom:10px}
.s ul{font-size:26px;line-height:1.5;color:#222;margin:0;padding-left:30px}
.s li{margin-bottom:10px}
.t{display:flex;flex-direction:column;justify-content:center;background:#0d3b66;color:#fff}
.t h1{font-size:40px;margin:0 0 20px}.t p{font-size:20px;color:#f4d35e}
.f{position:absolute;bottom:0.3in;left:0.8in;right:0.8in;font-size:10px;color:#888;display:flex;justify-content:space-between}
.t .f{color:#b8c7d9}'''
out = ['<!DOCTYPE html><html><head><meta charset="utf-8"><title>Sorvine UK HCP digital kick-off</title><style>' + css + '</style></head><body>']
for n, (title, items, sub, big) in enumerate(slides, 1):
    foot = f'<div class="f"><span>Alvermoor Pharma UK \u00b7 Internal \u00b7 not for promotional use</span><span>{n}</span></div>'
    if big:
        out.append(f'<div class="s t"><h1>{big[0]}</h1><p>{big[1]}</p>{foot}</div>')
    else:
        lis = ''.join(f'<li>{i}</li>' for i in items)
        out.append(f'<div class="s"><h2>{title}</h2><ul>{lis}</ul>{foot}</div>')
out.append('</body></html>')
open(__import__('os').path.join(__import__('os').path.dirname(__import__('os').path.abspath(__file__)), 'sorvine-keynote-builds-deck.html'), 'w').write('\n'.join(out))
