# Extra checks: every quote (or one alt) in the DOCX text (brd.txt and Word-native sources), in the xlsx shared strings and
# ods content of the workbook, and in LibreOffice's text export of every .doc; every pattern accepts the document's examples.
import json, glob, re, zipfile, html, subprocess, os, tempfile
def norm(s):
    s = html.unescape(s)
    for a, b in [('’', "'"), ('‘', "'"), ('“', '"'), ('”', '"'), ('–', '-'), ('—', '-'), ('−', '-'), ('\u00a0', ' ')]:
        s = s.replace(a, b)
    return re.sub(r'\s+', ' ', s).strip().lower()
def xmltext(z, names):
    out = []
    for n in names:
        if n in z.namelist():
            x = z.read(n).decode('utf8')
            x = re.sub(r'</w:p>|</text:p>|</si>|</w:tc>', ' \n ', x)
            out.append(re.sub(r'<[^>]+>', '', x))
    return ' '.join(out)
tmp = tempfile.mkdtemp()
for key in sorted(glob.glob('*.key.json')):
    name = key[:-9]
    texts = {}
    if os.path.exists(name + '.docx'):
        texts['docx'] = xmltext(zipfile.ZipFile(name + '.docx'), ['word/document.xml'])
    if os.path.exists(name + '.doc'):
        subprocess.run(['soffice', '--headless', f'-env:UserInstallation=file://{tmp}/lo', '--convert-to', 'txt:Text', '--outdir', tmp, name + '.doc'], capture_output=True)
        texts['doc'] = open(os.path.join(tmp, name + '.txt'), encoding='utf-8', errors='replace').read()
    if os.path.exists(name + '.xlsx'):
        texts['xlsx'] = xmltext(zipfile.ZipFile(name + '.xlsx'), ['xl/sharedStrings.xml'])
    if os.path.exists(name + '.ods'):
        texts['ods'] = xmltext(zipfile.ZipFile(name + '.ods'), ['content.xml'])
    d = json.load(open(key))
    bad = 0
    for kind, t in texts.items():
        t = norm(t)
        for r in d['rules']:
            ok = any(all(norm(p) in t for p in q.split(' | ')) for q in [r['quote']] + r.get('alt', []))
            if not ok:
                bad += 1; print(f'  {name} [{kind}] missing: {r["field"]} :: {r["quote"]}')
    pats = [r for r in d['rules'] if 'pattern' in r.get('params', {})]
    print(name, 'renderings', sorted(texts), 'misses', bad, 'patterns', len(pats))
