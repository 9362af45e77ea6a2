#!/usr/bin/env bash
# Installs the system packages the test suite needs: Node.js/npm for the web UI,
# Debian's Chromium for the browser journeys, xmllint for the JUnit schema test,
# tmux for the end-to-end run of `pharmaops tui` in a real terminal, PostgreSQL's server binaries
# for the store and API tests against PostgreSQL (internal/pgtest starts a throwaway server), a C compiler for the
# race detector. As root on Debian it installs
# what is missing with apt-get; otherwise it lists exactly what to install.
set -euo pipefail

missing=()
command -v node >/dev/null 2>&1 || missing+=(nodejs)
command -v npm >/dev/null 2>&1 || missing+=(npm)
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v xmllint >/dev/null 2>&1 || missing+=(libxml2-utils) # validates the JUnit reports against their XSD
command -v tmux >/dev/null 2>&1 || missing+=(tmux)                 # runs the TUI in a terminal (cmd/pharmaops/cmd_tui_test.go)
command -v protoc >/dev/null 2>&1 || missing+=(protobuf-compiler) # generates pkg/rpc/gen from proto/ (scripts/gen-proto.sh)
# internal/pgtest runs initdb and postgres from Debian's /usr/lib/postgresql/N/bin (no cluster is created).
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || command -v initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v gcc >/dev/null 2>&1 || missing+=(gcc libc6-dev)         # the race detector (make test-race) needs cgo
command -v go >/dev/null 2>&1 || { echo "install-deps: Go is not on PATH (expected /usr/local/go/bin/go)" >&2; exit 1; }

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "install-deps: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi
echo "install-deps: missing system packages: ${missing[*]}" >&2
echo "install-deps: on Debian/Ubuntu run: sudo apt-get install -y ${missing[*]}" >&2
exit 1
