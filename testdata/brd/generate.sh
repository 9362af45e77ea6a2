#!/bin/sh
# generate.sh renders every BRD corpus source (*.brd.txt) in this folder as
#   NAME.groff.pdf  groff -Tpdf -ms (with tbl for tables, preconv for UTF-8)
#   NAME.gs.pdf     groff -Tps -ms | ps2pdf (Ghostscript)
#   NAME.docx       OOXML written by gen.go
#   NAME.doc        LibreOffice conversion of the DOCX (Word 97-2003)
# Needs: go, groff, ghostscript, libreoffice-writer-nogui (soffice).
# Run from anywhere: testdata/brd/generate.sh
set -eu
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for src in *.brd.txt; do
	name=${src%.brd.txt}
	go run gen.go -ms "$src" > "$tmp/$name.ms"
	groff -k -t -ms -Tpdf "$tmp/$name.ms" > "$name.groff.pdf"
	groff -k -t -ms -Tps "$tmp/$name.ms" | ps2pdf -dPDFSETTINGS=/prepress - "$name.gs.pdf"
	go run gen.go -docx "$src" "$name.docx"
	soffice --headless -env:UserInstallation="file://$tmp/lo" --convert-to doc --outdir "$tmp" "$name.docx" > /dev/null
	mv "$tmp/$name.doc" "$name.doc"
	echo "$name: $(wc -c < "$name.groff.pdf") $(wc -c < "$name.gs.pdf") $(wc -c < "$name.docx") $(wc -c < "$name.doc") bytes"
done
