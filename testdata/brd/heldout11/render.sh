#!/bin/sh
# render.sh [NAME ...]: re-renders the documents of this held-out set (all of them, or only the NAMEs given).
# Calls the shared renderer ../tools/heldout/render.sh once the set is in testdata/brd/heldout11; outside the
# repository it falls back to $REPO/testdata/brd/tools/heldout/render.sh (REPO defaults to /work/main).
# The .fods workbook is rendered as it stands; after editing NAME.make_fods.py run
# `python3 NAME.make_fods.py NAME.fods` first.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
if [ -x "$here/../tools/heldout/render.sh" ]; then
	exec "$here/../tools/heldout/render.sh" "$here" "$@"
fi
REPO=${REPO:-/work/main}
REPO="$REPO" exec "$REPO/testdata/brd/tools/heldout/render.sh" "$here" "$@"
