#!/usr/bin/env bash
# BRD text extraction benchmark (issue 4): generates a 50-page BRD with 540
# requirement lines, renders it as PDF with groff (groff -Tpdf) and with
# Ghostscript (groff -Tps | ps2pdf), and times poppler's pdftotext against
# pkg/doctext side by side, in the same run, on the same files. It also
# checks that pkg/doctext recovers 540/540 requirement lines with correct
# word boundaries (and reports how many pdftotext's output contains, for
# comparison). Exit status 1 if a requirement line is missing.
#
# Needs: go, groff (with the pdf device: Debian package "groff", not only
# "groff-base"), ghostscript (ps2pdf), poppler-utils (pdftotext).
#
#   bench/brd-parse.sh [RUNS]      # RUNS timed runs per tool and file, default 10
set -euo pipefail
runs=${1:-10}
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$root"

for tool in go groff ps2pdf pdftotext; do
	command -v "$tool" > /dev/null || { echo "brd-parse: $tool not found" >&2; exit 2; }
done

go build -o "$tmp/brdcheck" ./pkg/doctext/testdata/brdcheck
go run ./pkg/doctext/testdata/gen -reqs 540 -out "$tmp"
groff -t -ms -Tpdf "$tmp/brd.ms" > "$tmp/groff.pdf"
groff -t -ms -Tps "$tmp/brd.ms" | ps2pdf - "$tmp/gs.pdf"

now() { date +%s%N; }
ms() { awk -v ns="$1" -v n="$2" 'BEGIN { printf "%.1f", ns / n / 1e6 }'; }
# cpu CMD...: runs CMD and prints its user+system CPU time in nanoseconds.
cpu() {
	local TIMEFORMAT='%3U %3S' t
	t=$( { time "$@" > /dev/null 2>&1; } 2>&1 )
	awk -v t="$t" 'BEGIN { split(t, a, " "); printf "%d", (a[1] + a[2]) * 1e9 }'
}

echo "BRD: 540 requirement lines; $(pdfinfo "$tmp/groff.pdf" 2>/dev/null | awk '/^Pages/ {print $2}') pages (groff), $(pdfinfo "$tmp/gs.pdf" 2>/dev/null | awk '/^Pages/ {print $2}') pages (ps2pdf)"
echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); $runs runs each, interleaved"
printf '%-10s %8s %13s %13s %14s %14s %18s %16s\n' file bytes pdftotext_ms doctext_ms pdftotext_cpu doctext_cpu doctext_inproc_ms "recovered(ours/pdftotext)"
status=0
for f in groff gs; do
	pdf="$tmp/$f.pdf"
	# Warm the page cache and both binaries.
	pdftotext "$pdf" "$tmp/$f.txt"
	"$tmp/brdcheck" -q "$pdf" > /dev/null
	t_pop=0
	t_our=0
	c_pop=0
	c_our=0
	for _ in $(seq "$runs"); do
		a=$(now); pdftotext "$pdf" "$tmp/$f.txt"; b=$(now)
		"$tmp/brdcheck" -q -rules "$pdf" > /dev/null; c=$(now)
		t_pop=$((t_pop + b - a))
		t_our=$((t_our + c - b))
		c_pop=$((c_pop + $(cpu pdftotext "$pdf" "$tmp/$f.txt")))
		c_our=$((c_our + $(cpu "$tmp/brdcheck" -q -rules "$pdf")))
	done
	line=$("$tmp/brdcheck" -rules -key "$tmp/brd.key" -n "$runs" "$pdf") || status=1
	inproc=$(sed -n 's/.*ms_per_extract=\([0-9.]*\).*/\1/p' <<< "$line" | head -1)
	ours=$(sed -n 's/.*recovered=\([0-9]*\/[0-9]*\).*/\1/p' <<< "$line" | head -1)
	theirs=$("$tmp/brdcheck" -q -text -key "$tmp/brd.key" "$tmp/$f.txt" | sed -n 's/.*recovered=\([0-9]*\).*/\1/p' || true)
	printf '%-10s %8s %13s %13s %14s %14s %18s %16s\n' "$f.pdf" "$(stat -c %s "$pdf")" "$(ms $t_pop "$runs")" "$(ms $t_our "$runs")" "$(ms $c_pop "$runs")" "$(ms $c_our "$runs")" "$inproc" "$ours / $theirs"
	if [ "$status" -ne 0 ]; then
		grep missing <<< "$line" | head -5 || true
	fi
done
# The same BRD as DOCX (written by the generator): recovery and in-process time.
"$tmp/brdcheck" -key "$tmp/brd.key" -n "$runs" "$tmp/brd.docx" | sed "s|$tmp/||" || status=1
echo "*_ms: wall time per file, one process per run (start-up included); *_cpu: user+system CPU ms of such a run."
echo "doctext_*: text extraction and rule extraction (pkg/doctext then pkg/brd), what brd parse does;"
echo "doctext_inproc_ms: both, averaged in one process."
exit $status
