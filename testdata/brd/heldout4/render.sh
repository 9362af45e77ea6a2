#!/bin/sh
# Renders this held-out set (see ../tools/heldout/render.sh): ./render.sh [NAME ...]
# The Markdown README document (NAME.md) is first turned into NAME.html by NAME.make_html.py, which needs
# python3-markdown (Debian package; set PYTHON_MARKDOWN to a python3 that has it, default /usr/bin/python3).
set -e
here=$(dirname "$0")
for s in "$here"/*.make_html.py; do
	[ -e "$s" ] && "${PYTHON_MARKDOWN:-/usr/bin/python3}" "$s"
done
exec "$here/../tools/heldout/render.sh" "$here" "$@"
