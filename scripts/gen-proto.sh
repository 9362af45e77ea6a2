#!/usr/bin/env bash
# Generates the Go code of proto/ into pkg/rpc/gen (or into $1): protoc from
# Debian's protobuf-compiler (scripts/install-deps.sh), the plugins built
# from the versions pinned by the tool directives of go.mod. The generated
# code is committed; pkg/rpc's TestGeneratedCodeIsCurrent fails when it is
# out of date.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-pkg/rpc/gen}"
command -v protoc >/dev/null || { echo "gen-proto: protoc is missing: apt-get install protobuf-compiler (scripts/install-deps.sh)" >&2; exit 1; }
bin="$(mktemp -d)"
trap 'rm -rf "$bin"' EXIT
go build -o "$bin/protoc-gen-go" google.golang.org/protobuf/cmd/protoc-gen-go
go build -o "$bin/protoc-gen-connect-go" connectrpc.com/connect/cmd/protoc-gen-connect-go
mkdir -p "$out"
protoc -I proto \
  --plugin=protoc-gen-go="$bin/protoc-gen-go" --go_out="$out" --go_opt=paths=source_relative \
  --plugin=protoc-gen-connect-go="$bin/protoc-gen-connect-go" --connect-go_out="$out" --connect-go_opt=paths=source_relative \
  $(cd proto && find pharmaops -name "*.proto" | sort | sed "s|^|proto/|")
