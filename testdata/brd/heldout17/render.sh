#!/bin/sh
# render.sh [NAME ...]: re-renders the heldout17 documents (all, or only the NAMEs given).
# Writes each NAME.fods from NAME.make_fods.py, then hands the folder to the shared held-out
# render tool (../tools/heldout/render.sh once the set sits in testdata/brd/heldout17; until then
# $REPO/testdata/brd/tools/heldout/render.sh, REPO defaulting to /work/main). The Word-native
# document's NAME.make_docx.py is run by that tool.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
for script in *.make_fods.py; do
	[ -e "$script" ] || continue
	name=${script%.make_fods.py}
	if [ $# -gt 0 ]; then case " $* " in *" $name "*) ;; *) continue;; esac; fi
	python3 "$script" "$name.fods"
done
tool="$here/../tools/heldout/render.sh"
if [ ! -x "$tool" ] && [ ! -f "$tool" ]; then
	REPO=${REPO:-/work/main}
	export REPO
	tool="$REPO/testdata/brd/tools/heldout/render.sh"
fi
sh "$tool" "$here" "$@"
