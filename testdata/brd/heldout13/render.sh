#!/bin/sh
# Renders this held-out set (see ../tools/heldout/render.sh): ./render.sh [NAME ...]
# Sources are written by generators first: NAME.make_txt.py -> NAME.brd.txt, NAME.make_html.py -> NAME.html,
# NAME.make_fods.py -> NAME.fods (NAME.make_docx.py is run by the render tool itself). Keys: python3 keysrc/NAME-short.py.
# The set lives in testdata/brd/heldout13; while it is outside the repository (/work/heldout13) the tools are
# taken from $REPO (default /work/main).
here=$(cd "$(dirname "$0")" && pwd)
cd "$here" || exit 1
for g in *.make_txt.py *.make_html.py *.make_fods.py; do
	[ -e "$g" ] || continue
	name=${g%%.make_*}
	if [ $# -gt 0 ]; then case " $* " in *" $name "*) ;; *) continue;; esac; fi
	case "$g" in *.make_txt.py) out=$name.brd.txt;; *.make_html.py) out=$name.html;; *) out=$name.fods;; esac
	python3 "$g" "$out" || exit 1
done
tools="$here/../tools/heldout"
[ -x "$tools/render.sh" ] || [ -f "$tools/render.sh" ] || tools="${REPO:-/work/main}/testdata/brd/tools/heldout"
exec sh "$tools/render.sh" "$here" "$@"
