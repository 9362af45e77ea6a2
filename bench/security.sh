#!/usr/bin/env bash
# bench/security.sh: the resource-budget load test of issue 16 (run by
# `make bench-security`; not part of `make test`).
#
# Replays each finding of the issue (decompression bombs, huge JSON
# bodies, many form fields, demo and sign-in floods, invalid tokens, event
# streams, stalled and aborted uploads, a damaged zip, a full disk) against
# a pharmaops server on 127.0.0.1 with a fresh data directory per finding,
# and prints a Markdown table of what the server did (bench/cmd/attack).
# Every finding is bounded in count and time; the whole run takes about
# five minutes per binary. The full-disk finding mounts a 48 MB tmpfs and
# needs root; without root it is skipped.
#
# Environment:
#   PHARMAOPS_BIN  attack this binary (default: build ./cmd/pharmaops)
#   BEFORE_REF     also build this git ref and print before/after columns
#                  (docs/security.md used c3be308, main before issue 16)
#   ATTACK_ONLY    comma-separated findings to run (default all):
#                  bomb,bigbody,fields,demo,login,tokens,streams,stalled,aborted,badzip,disk
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'git -C "$root" worktree remove --force "$tmp/before-src" >/dev/null 2>&1 || true; rm -rf "$tmp"' EXIT
cd "$root"

go build -o "$tmp/attack" ./bench/cmd/attack
bin=${PHARMAOPS_BIN:-}
if [[ -z $bin ]]; then
	CGO_ENABLED=0 go build -o "$tmp/pharmaops" ./cmd/pharmaops
	bin=$tmp/pharmaops
fi
only=()
[[ -n ${ATTACK_ONLY:-} ]] && only=(-only "$ATTACK_ONLY")

if [[ -n ${BEFORE_REF:-} ]]; then
	git worktree add --detach "$tmp/before-src" "$BEFORE_REF" >/dev/null
	(cd "$tmp/before-src" && CGO_ENABLED=0 go build -o "$tmp/pharmaops-before" ./cmd/pharmaops)
	"$tmp/attack" -before "$tmp/pharmaops-before" -after "$bin" "${only[@]}"
else
	"$tmp/attack" -bin "$bin" "${only[@]}"
fi
