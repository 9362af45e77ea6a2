# pharmaops: `make run` serves the app on http://localhost:8000; `make test` runs every test.
SHELL := /bin/bash
export PATH := $(PATH):/usr/local/go/bin

VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
COMMIT  ?= $(shell git rev-parse --short HEAD 2>/dev/null)
LDFLAGS := -s -w -X github.com/pharmaops/pharmaops/pkg/version.Version=$(VERSION) -X github.com/pharmaops/pharmaops/pkg/version.Commit=$(COMMIT)
BIN     := bin/pharmaops
GO_TEST_FLAGS ?=

.PHONY: run build webui go-build test test-go test-race test-postgres test-webui e2e bench bench-security fuzz deps clean

## run: build the web UI and the binary, then serve on 127.0.0.1:8000 (this machine only) with data in ./data
run: build
	./$(BIN) serve --addr 127.0.0.1:8000 --data-dir ./data

## build: the web UI, embedded into the binary
build: webui go-build

# A static binary (no cgo): it starts about 0.8 ms sooner than one linked
# against the C library, and nothing in it needs cgo.
go-build:
	CGO_ENABLED=0 go build -trimpath -ldflags '$(LDFLAGS)' -o $(BIN) ./cmd/pharmaops

webui/node_modules/.installed: webui/package-lock.json
	cd webui && npm ci --no-audit --no-fund
	touch $@

## webui: install the web UI's packages and build it into webui/dist
webui: webui/node_modules/.installed
	cd webui && npm run build

## proto: regenerate pkg/rpc/gen from proto/ (protoc + the plugins pinned in go.mod)
proto:
	bash scripts/gen-proto.sh

## deps: install the system packages the tests need (as root on Debian), or say what is missing
deps:
	bash scripts/install-deps.sh

## test: every test: Go (vet, unit, API scenarios), the concurrent packages under the race detector, the same API and app scenarios on PostgreSQL, the web UI's Vitest suite, and the browser journey
test: deps test-go test-race test-postgres test-webui e2e

test-go:
	go vet ./...
	go test $(GO_TEST_FLAGS) ./...

# The packages that share state between goroutines (worker pools, event
# streams, group commit, the job queue) again under the race detector: two
# data races got past the plain run before this ran in make test.
RACE_PACKAGES = ./pkg/scan ./pkg/pipeline ./pkg/app ./pkg/api ./pkg/cluster ./pkg/store/... ./pkg/ai ./pkg/drive
test-race:
	go test -race $(GO_TEST_FLAGS) $(RACE_PACKAGES)

# The API and app scenarios again on PostgreSQL (a throwaway server from
# Debian's postgresql package, see internal/pgtest); the store's own
# PostgreSQL tests run in test-go. Skipped, saying so, without PostgreSQL.
test-postgres:
	@if [ -n "$$PHARMAOPS_PG_BINDIR" ] || compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || command -v initdb >/dev/null; then \
	  echo "== API and app scenarios on PostgreSQL"; \
	  PHARMAOPS_TEST_STORE=postgres go test $(GO_TEST_FLAGS) ./pkg/api ./pkg/app; \
	else \
	  echo "== SKIPPED: the API and app scenarios on PostgreSQL, and the store's PostgreSQL tests: no initdb (install Debian's postgresql package: scripts/install-deps.sh as root)"; \
	fi

test-webui: webui/node_modules/.installed
	cd webui && npm test

## e2e: the end-to-end journey in headless Chromium against a real server
e2e: build
	PHARMAOPS_BIN=$(CURDIR)/$(BIN) node e2e/run.mjs

## bench: the performance benchmarks (figures go to docs/performance.md); the scripts install their tools as root on Debian
bench: build
	go test -run '^$$' -bench . -benchtime 3x -benchmem ./pkg/...
	PHARMAOPS_BIN=$(CURDIR)/$(BIN) bash bench/asset-check.sh
	bash bench/brd-parse.sh
	go run ./bench/cmd/ingest -bin $(CURDIR)/$(BIN) -sizes 200,2000 -batch 50
	PHARMAOPS_BIN=$(CURDIR)/$(BIN) E2E_DIR=bench E2E_TIMEOUT_MS=120000 node e2e/run.mjs

## bench-security: replay the resource-exhaustion findings on loopback (figures go to docs/security.md; BEFORE_REF=c3be308 adds a before column; the full-disk case needs root)
bench-security:
	bash bench/security.sh

## fuzz: run every fuzz target for a short while (FUZZTIME, default 30s each)
# Minimising a new interesting input may take all of FUZZTIME at Go's
# default (60s) and leave no time to fuzz: cap it.
FUZZTIME ?= 30s
FUZZMINIMIZETIME ?= 2s
fuzz:
	@for pkg in $$(go list ./...); do \
	  for target in $$(go test -list '^Fuzz' $$pkg 2>/dev/null | grep '^Fuzz'); do \
	    echo "== $$pkg $$target"; \
	    go test -run '^$$' -fuzz "^$$target$$" -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMINIMIZETIME) $$pkg || exit 1; \
	  done; \
	done

clean:
	rm -rf bin webui/node_modules/.installed
	find webui/dist -mindepth 1 ! -name .placeholder -delete 2>/dev/null || true
