#!/bin/sh
# render.sh: renders the held-out sources the way testdata/brd/generate.sh does.
#   *.brd.txt -> NAME.groff.pdf, NAME.gs.pdf, NAME.docx (gen.go), NAME.doc (LibreOffice)
#   *.html    -> NAME.pdf (Debian headless Chromium, browser header/footer kept as a browser prints)
# Needs: go, groff, ghostscript, libreoffice-writer-nogui, chromium. The markup is rendered by the
# corpus's own generator, ../gen.go.
set -eu
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for src in *.brd.txt; do
	name=${src%.brd.txt}
	go run ../gen.go -ms "$src" > "$tmp/$name.ms"
	groff -k -t -ms -Tpdf "$tmp/$name.ms" > "$name.groff.pdf"
	groff -k -t -ms -Tps "$tmp/$name.ms" | ps2pdf -dPDFSETTINGS=/prepress - "$name.gs.pdf"
	go run ../gen.go -docx "$src" "$name.docx"
	soffice --headless -env:UserInstallation="file://$tmp/lo" --convert-to doc --outdir "$tmp" "$name.docx" > /dev/null
	mv "$tmp/$name.doc" "$name.doc"
	echo "$name: $(wc -c < "$name.groff.pdf") $(wc -c < "$name.gs.pdf") $(wc -c < "$name.docx") $(wc -c < "$name.doc") bytes"
done
for src in *.html; do
	name=${src%.html}
	flags=""
	# the slide deck is exported like a presentation: no browser header/footer
	case "$name" in *deck*|*twocol*) flags="--no-pdf-header-footer";; esac
	chromium --headless --no-sandbox --disable-gpu $flags --print-to-pdf="$name.pdf" "$src" 2>/dev/null
	echo "$name: $(wc -c < "$name.pdf") bytes"
done
# The Word-native document (merged cells, header/footer, check boxes) is written as OOXML by
# its own script, then converted by LibreOffice to .doc and to PDF (as "Save as PDF" would).
python3 solantra-word-merged.make_docx.py solantra-word-merged.docx
soffice --headless -env:UserInstallation="file://$tmp/lo" --convert-to doc --outdir "$tmp" solantra-word-merged.docx > /dev/null
soffice --headless -env:UserInstallation="file://$tmp/lo" --convert-to pdf --outdir "$tmp" solantra-word-merged.docx > /dev/null
mv "$tmp/solantra-word-merged.doc" solantra-word-merged.doc
mv "$tmp/solantra-word-merged.pdf" solantra-word-merged.lo.pdf
echo "solantra-word-merged: $(wc -c < solantra-word-merged.docx) $(wc -c < solantra-word-merged.doc) $(wc -c < solantra-word-merged.lo.pdf) bytes"
