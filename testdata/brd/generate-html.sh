#!/usr/bin/env bash
# Renders the browser-style corpus documents in html/ (issue 12): each page
# is printed to PDF by headless Chromium as a browser user would ("Print →
# Save as PDF"), and the Word-template page is converted to DOCX (with its
# merged cells) and to PDF by LibreOffice. Outputs are committed.
#
# Needs (Debian): chromium, libreoffice-writer-nogui.
set -euo pipefail
cd "$(dirname "$0")"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for src in html/*.html; do
	name=$(basename "$src" .html)
	chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
		--print-to-pdf="$PWD/$name.chromium.pdf" "file://$PWD/$src" 2>/dev/null
done
soffice --headless --convert-to docx:"MS Word 2007 XML" --outdir "$out" html/word-template.html > /dev/null
cp "$out/word-template.docx" word-template.docx
soffice --headless --convert-to pdf --outdir "$out" "$out/word-template.docx" > /dev/null
cp "$out/word-template.pdf" word-template.lo.pdf
