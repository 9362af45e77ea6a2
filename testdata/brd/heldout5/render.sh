#!/bin/sh
# Renders this held-out set (see ../tools/heldout/render.sh): ./render.sh [NAME ...]
# In testdata/brd/heldout5 the shared tool is ../tools/heldout/render.sh; while the set was written
# outside the repository (/work/heldout5) it was taken from $REPO (default /work/main).
here=$(dirname "$0")
tool="$here/../tools/heldout/render.sh"
[ -x "$tool" ] || [ -f "$tool" ] || tool="${REPO:-/work/main}/testdata/brd/tools/heldout/render.sh"
exec sh "$tool" "$here" "$@"
