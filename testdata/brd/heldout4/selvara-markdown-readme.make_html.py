# Renders selvara-markdown-readme.md to selvara-markdown-readme.html as a code host shows a README
# (python3-markdown 3.4 with tables, fenced code and sane lists; task-list items become check boxes).
# Usage: /usr/bin/python3 selvara-markdown-readme.make_html.py   (Debian package python3-markdown)
import markdown, os
here = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(here, 'selvara-markdown-readme.md'), encoding='utf-8').read()
body = markdown.markdown(src, extensions=['tables', 'fenced_code', 'sane_lists'])
body = body.replace('<li>[x] ', '<li class="task">☑ ').replace('<li>[ ] ', '<li class="task">☐ ')
css = '''
body { font-family: -apple-system, "Segoe UI", "Liberation Sans", Arial, sans-serif; font-size: 14px; line-height: 1.5; color: #1f2328; margin: 0; }
.repo { border-bottom: 1px solid #d0d7de; padding: 10px 32px; font-size: 14px; color: #57606a; }
.repo b { color: #0969da; }
.file { margin: 16px 32px; border: 1px solid #d0d7de; border-radius: 6px; }
.file-head { background: #f6f8fa; border-bottom: 1px solid #d0d7de; padding: 8px 16px; font-weight: 600; font-size: 13px; }
article { padding: 8px 32px 24px 32px; }
h1, h2 { border-bottom: 1px solid #d8dee4; padding-bottom: 4px; }
h1 { font-size: 26px; } h2 { font-size: 20px; margin-top: 22px; } h3 { font-size: 16px; }
code { font-family: "Liberation Mono", monospace; font-size: 12.5px; background: #eff1f3; padding: 1px 4px; border-radius: 4px; }
pre { background: #f6f8fa; padding: 10px 14px; border-radius: 6px; }
pre code { background: none; padding: 0; }
table { border-collapse: collapse; margin: 8px 0; }
th, td { border: 1px solid #d0d7de; padding: 5px 12px; }
tr:nth-child(2n) td { background: #f6f8fa; }
blockquote { margin: 8px 0; padding: 0 12px; border-left: 4px solid #0969da; color: #1f2328; }
li.task { list-style: none; margin-left: -18px; }
'''
html = ('<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<title>northpoint-digital/selvara-hcp-banners: README.md</title>\n<style>' + css + '</style>\n</head>\n<body>\n'
        '<div class="repo"><b>northpoint-digital</b> / <b>selvara-hcp-banners</b> · Private · main</div>\n'
        '<div class="file"><div class="file-head">README.md</div>\n<article>\n' + body + '\n</article></div>\n</body>\n</html>\n')
open(os.path.join(here, 'selvara-markdown-readme.html'), 'w', encoding='utf-8').write(html)
