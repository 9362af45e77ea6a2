#!/bin/sh
# render.sh SETDIR [NAME ...]: renders the sources of one held-out set (testdata/brd/heldout*) the way
# testdata/brd/generate.sh renders the corpus. Each set's own render.sh calls it for its folder.
#   *.brd.txt       -> NAME.groff.pdf, NAME.gs.pdf, NAME.docx (testdata/brd/gen.go), NAME.doc (LibreOffice)
#   *.html          -> NAME.pdf (Debian headless Chromium; browser header/footer kept as a browser prints,
#                      except for documents exported by an application: *export*, *deck*, *gdocs*,
#                      *twocol*, *mediakit*)
#   *.make_docx.py  -> NAME.docx (hand-written OOXML), NAME.doc and NAME.lo.pdf (LibreOffice)
#   *.fods          -> NAME.xlsx, NAME.ods and NAME.lo.pdf (LibreOffice Calc: a spreadsheet saved and exported)
# No NAME: every document of the set.
# Needs: go, groff (full package), ghostscript, libreoffice-writer-nogui + calc, chromium, python3, and the
# pharmaops repository at $REPO (default: the repository this script is in) for gen.go and its internal/brdsource package.
set -eu
REPO=${REPO:-$(cd "$(dirname "$0")/../../../.." && pwd)}
cd "$1"
shift
here=$PWD
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
only="$*"
pick() { [ -z "$only" ] && return 0; for n in $only; do [ "$n" = "$1" ] && return 0; done; return 1; }
for src in *.brd.txt; do
	[ -e "$src" ] || continue
	name=${src%.brd.txt}; pick "$name" || continue
	(cd "$REPO/testdata/brd" && go run gen.go -ms "$here/$src") > "$tmp/$name.ms"
	groff -k -t -ms -Tpdf "$tmp/$name.ms" > "$name.groff.pdf"
	groff -k -t -ms -Tps "$tmp/$name.ms" | ps2pdf -dPDFSETTINGS=/prepress - "$name.gs.pdf"
	(cd "$REPO/testdata/brd" && go run gen.go -docx "$here/$src" "$here/$name.docx")
	soffice --headless -env:UserInstallation="file://$tmp/lo" --convert-to doc --outdir "$tmp" "$name.docx" > /dev/null
	mv "$tmp/$name.doc" "$name.doc"
	echo "$name: $(wc -c < "$name.groff.pdf") $(wc -c < "$name.gs.pdf") $(wc -c < "$name.docx") $(wc -c < "$name.doc") bytes"
done
for src in *.html; do
	[ -e "$src" ] || continue
	name=${src%.html}; pick "$name" || continue
	flags=""
	case "$name" in *export*|*deck*|*gdocs*|*twocol*|*mediakit*) flags="--no-pdf-header-footer";; esac
	chromium --headless --no-sandbox --disable-gpu $flags --print-to-pdf="$name.pdf" "$src" 2>/dev/null
	echo "$name: $(wc -c < "$name.pdf") bytes"
done
for script in *.make_docx.py; do
	[ -e "$script" ] || continue
	name=${script%.make_docx.py}; pick "$name" || continue
	python3 "$script" "$name.docx"
	soffice --headless -env:UserInstallation="file://$tmp/lo" --convert-to doc --outdir "$tmp" "$name.docx" > /dev/null
	soffice --headless -env:UserInstallation="file://$tmp/lo" --convert-to pdf --outdir "$tmp" "$name.docx" > /dev/null
	mv "$tmp/$name.doc" "$name.doc"
	mv "$tmp/$name.pdf" "$name.lo.pdf"
	echo "$name: $(wc -c < "$name.docx") $(wc -c < "$name.doc") $(wc -c < "$name.lo.pdf") bytes"
done
for src in *.fods; do
	[ -e "$src" ] || continue
	name=${src%.fods}; pick "$name" || continue
	soffice --headless -env:UserInstallation="file://$tmp/lo" --convert-to xlsx:"Calc MS Excel 2007 XML" --outdir "$tmp" "$src" > /dev/null
	soffice --headless -env:UserInstallation="file://$tmp/lo" --convert-to ods --outdir "$tmp" "$src" > /dev/null
	soffice --headless -env:UserInstallation="file://$tmp/lo" --convert-to pdf:calc_pdf_Export --outdir "$tmp" "$src" > /dev/null
	mv "$tmp/$name.xlsx" "$name.xlsx"; mv "$tmp/$name.ods" "$name.ods"; mv "$tmp/$name.pdf" "$name.lo.pdf"
	echo "$name: $(wc -c < "$name.xlsx") $(wc -c < "$name.ods") $(wc -c < "$name.lo.pdf") bytes"
done
