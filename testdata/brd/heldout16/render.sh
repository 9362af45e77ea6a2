#!/bin/sh
# Renders this held-out set (see ../tools/heldout/render.sh): ./render.sh [NAME ...]
# The set would live in testdata/brd/heldout16; while it is outside the repository (/work/heldout16) the tools are
# taken from $REPO (default /work/main). Each .fods is written by its NAME.make_fods.py first.
here=$(cd "$(dirname "$0")" && pwd)
tools="$here/../tools/heldout"
[ -f "$tools/render.sh" ] || tools="${REPO:-/work/main}/testdata/brd/tools/heldout"
for s in "$here"/*.make_fods.py; do
	[ -e "$s" ] || continue
	n=$(basename "$s" .make_fods.py)
	python3 "$s" "$here/$n.fods"
done
exec sh "$tools/render.sh" "$here" "$@"
