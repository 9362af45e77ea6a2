#!/bin/sh
# render.sh: renders the heldout2 sources the way testdata/brd/generate.sh and heldout/render.sh do.
#   *.brd.txt       -> NAME.groff.pdf, NAME.gs.pdf, NAME.docx (testdata/brd/gen.go), NAME.doc (LibreOffice)
#   *.html          -> NAME.pdf (Debian headless Chromium; browser header/footer kept as a browser prints,
#                      except for documents exported by an application: Google Docs, slide decks, two-column kits)
#   *.make_docx.py  -> NAME.docx (hand-written OOXML), NAME.doc and NAME.lo.pdf (LibreOffice)
# Needs: go, groff (full package), ghostscript, libreoffice-writer-nogui, chromium, python3, and the
# pharmaops repository at $REPO (default: the repository this folder is in) for gen.go and its internal/brdsource package.
set -eu
cd "$(dirname "$0")"
here=$PWD
REPO=${REPO:-$(cd "$(dirname "$0")/../../.." && pwd)}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for src in *.brd.txt; do
	name=${src%.brd.txt}
	(cd "$REPO/testdata/brd" && go run gen.go -ms "$here/$src") > "$tmp/$name.ms"
	groff -k -t -ms -Tpdf "$tmp/$name.ms" > "$name.groff.pdf"
	groff -k -t -ms -Tps "$tmp/$name.ms" | ps2pdf -dPDFSETTINGS=/prepress - "$name.gs.pdf"
	(cd "$REPO/testdata/brd" && go run gen.go -docx "$here/$src" "$here/$name.docx")
	soffice --headless -env:UserInstallation="file://$tmp/lo" --convert-to doc --outdir "$tmp" "$name.docx" > /dev/null
	mv "$tmp/$name.doc" "$name.doc"
	echo "$name: $(wc -c < "$name.groff.pdf") $(wc -c < "$name.gs.pdf") $(wc -c < "$name.docx") $(wc -c < "$name.doc") bytes"
done
for src in *.html; do
	name=${src%.html}
	flags=""
	# documents exported by an application (not printed by a browser user) carry no browser header/footer
	case "$name" in *gdocs*|*deck*|*twocol*|*mediakit*) flags="--no-pdf-header-footer";; esac
	chromium --headless --no-sandbox --disable-gpu $flags --print-to-pdf="$name.pdf" "$src" 2>/dev/null
	echo "$name: $(wc -c < "$name.pdf") bytes"
done
# Word-native documents: OOXML written by their own script, converted by LibreOffice to .doc and PDF.
for script in *.make_docx.py; do
	[ -e "$script" ] || continue
	name=${script%.make_docx.py}
	python3 "$script" "$name.docx"
	soffice --headless -env:UserInstallation="file://$tmp/lo" --convert-to doc --outdir "$tmp" "$name.docx" > /dev/null
	soffice --headless -env:UserInstallation="file://$tmp/lo" --convert-to pdf --outdir "$tmp" "$name.docx" > /dev/null
	mv "$tmp/$name.doc" "$name.doc"
	mv "$tmp/$name.pdf" "$name.lo.pdf"
	echo "$name: $(wc -c < "$name.docx") $(wc -c < "$name.doc") $(wc -c < "$name.lo.pdf") bytes"
done
