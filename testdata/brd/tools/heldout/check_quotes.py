# check_quotes.py: verifies that every key quote (or one alt; " | " separates table cells)
# occurs in the source and in the rendered PDF text (pdftotext), after folding quotes,
# dashes and whitespace. Run from /work/heldout: python3 tools/check_quotes.py
import json, glob, re, html, subprocess, sys
def norm(s):
    s = html.unescape(s)
    for a,b in [('’',"'"),('‘',"'"),('“','"'),('”','"'),('–','-'),('—','-'),('−','-'),('\u00a0',' ')]:
        s = s.replace(a,b)
    s = re.sub(r'\s+',' ',s).strip().lower()
    return s
for key in sorted(glob.glob('*.key.json')):
    name = key[:-9]
    if glob.glob(name+'.make_docx.py'):  # heldout2: any Word-native document (was: solantra only)
        src = pdf = subprocess.run(['pdftotext',name+'.lo.pdf','-'],capture_output=True,text=True).stdout
    elif glob.glob(name+'.fods'):  # heldout3: Calc spreadsheet source, LibreOffice PDF export
        raw = open(name+'.fods').read()
        raw = re.sub(r'<office:automatic-styles>.*?</office:master-styles>','',raw,flags=re.S)
        src = re.sub(r'<[^>]+>',' ',raw)
        pdf = subprocess.run(['pdftotext',name+'.lo.pdf','-'],capture_output=True,text=True).stdout
    elif glob.glob(name+'.brd.txt'):
        src = open(name+'.brd.txt').read()
        src = src.replace('|',' ')  # cells
        pdf = subprocess.run(['pdftotext',name+'.gs.pdf','-'],capture_output=True,text=True).stdout
    else:
        raw = open(name+'.html').read()
        raw = re.sub(r'<style.*?</style>','',raw,flags=re.S)
        src = re.sub(r'<[^>]+>',' ',raw)
        pdf = subprocess.run(['pdftotext',name+'.pdf','-'],capture_output=True,text=True).stdout
    t = norm(src); tp = norm(pdf)
    d = json.load(open(key))
    bad = 0
    for r in d['rules']:
        qs = [r['quote']] + r.get('alt',[])
        ok = False; okpdf=False
        for q in qs:
            parts = [norm(p) for p in q.split(' | ')]
            if all(p in t for p in parts): ok = True
            if all(p in tp for p in parts): okpdf = True
        if not ok or not okpdf:
            bad += 1
            print(f"  {name}: src={ok} pdf={okpdf} :: {r['field']} :: {r['quote']}")
    print(name, len(d['rules']), 'rules,', bad, 'quote problems')
