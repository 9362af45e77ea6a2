#!/bin/sh
# Re-renders every document of this set with the shared tool (unchanged), after writing the .fods and generated .html sources.
# Needs the pharmaops checkout at $REPO (default /work/main) for testdata/brd/gen.go and tools/heldout/render.sh.
set -eu
cd "$(dirname "$0")"
REPO=${REPO:-/work/main}
for s in *.make_fods.py; do [ -e "$s" ] && python3 "$s" "${s%.make_fods.py}.fods"; done
for s in *.make_html.py; do [ -e "$s" ] && python3 "$s"; done
REPO=$REPO sh "$REPO/testdata/brd/tools/heldout/render.sh" "$PWD" "$@"
(cd keys && for k in *.py; do [ "$k" = keylib.py ] || python3 "$k"; done)
python3 "$REPO/testdata/brd/tools/heldout/check_quotes.py"
python3 "$REPO/testdata/brd/tools/heldout/check_allowed.py"
