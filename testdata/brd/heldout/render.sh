#!/bin/sh
# Renders this held-out set (see ../tools/heldout/render.sh): ./render.sh [NAME ...]
exec "$(dirname "$0")/../tools/heldout/render.sh" "$(dirname "$0")" "$@"
