#!/bin/sh
# render.sh [NAME ...]: writes the .fods (NAME.make_fods.py), re-renders the documents of heldout20 with the shared
# tool (testdata/brd/tools/heldout/render.sh, unchanged), rewrites the keys from keys/NAME.py and runs both checks.
set -eu
REPO=${REPO:-/work/main}
cd "$(dirname "$0")"
for s in *.make_fods.py; do [ -e "$s" ] && python3 "$s" "${s%.make_fods.py}.fods"; done
sh "$REPO/testdata/brd/tools/heldout/render.sh" "$PWD" "$@"
for k in keys/*.py; do case "$k" in */keylib.py) ;; *) python3 "$k";; esac; done
python3 "$REPO/testdata/brd/tools/heldout/check_quotes.py"
python3 "$REPO/testdata/brd/tools/heldout/check_allowed.py"
