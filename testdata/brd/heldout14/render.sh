#!/bin/sh
# Renders this held-out set (see ../tools/heldout/render.sh): ./render.sh [NAME ...]
# The set lives in testdata/brd/heldout14; while it is outside the repository (/work/heldout14) the tools are
# taken from $REPO (default /work/main).
here=$(cd "$(dirname "$0")" && pwd)
tools="$here/../tools/heldout"
[ -x "$tools/render.sh" ] || [ -f "$tools/render.sh" ] || tools="${REPO:-/work/main}/testdata/brd/tools/heldout"
exec sh "$tools/render.sh" "$here" "$@"
