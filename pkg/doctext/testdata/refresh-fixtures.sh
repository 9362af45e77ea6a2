#!/bin/sh
# Regenerates the small BRD fixtures (about 3 pages, 40 requirement lines)
# in every format. Needs groff (with the pdf device), ghostscript (ps2pdf)
# and LibreOffice (soffice) for the DOC and PDF conversions. Run from the repo root:
#   sh pkg/doctext/testdata/refresh-fixtures.sh
# then refresh the golden files: go test ./pkg/doctext -run Golden -update
set -eu
out=pkg/doctext/testdata
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go run ./pkg/doctext/testdata/gen -reqs 40 -filler 0.5 -page-every 30 -seed 7 -name brd-small -out "$tmp"
groff -t -ms -Tpdf "$tmp/brd-small.ms" > "$out/brd-small.groff.pdf"
groff -t -ms -Tps "$tmp/brd-small.ms" | ps2pdf - "$out/brd-small.gs.pdf"
soffice --headless --convert-to doc --outdir "$tmp" "$tmp/brd-small.docx" > /dev/null
cp "$tmp/brd-small.docx" "$tmp/brd-small.key" "$tmp/brd-small.doc" "$out/"
# The LibreOffice PDF is made from a DOCX without tracked changes: word
# processors print deletions struck through.
mkdir "$tmp/lo"
go run ./pkg/doctext/testdata/gen -reqs 40 -filler 0.5 -page-every 30 -seed 7 -tracked=false -name brd-small -out "$tmp/lo"
soffice --headless --convert-to pdf --outdir "$tmp/lo" "$tmp/lo/brd-small.docx" > /dev/null
cp "$tmp/lo/brd-small.pdf" "$out/brd-small.lo.pdf"
# unicode.lo.pdf is LibreOffice's PDF of the hand-written unicode.docx
# (Greek, math signs, CJK: fonts with ToUnicode maps).
soffice --headless --convert-to pdf --outdir "$tmp" "$out/unicode.docx" > /dev/null
cp "$tmp/unicode.pdf" "$out/unicode.lo.pdf"
