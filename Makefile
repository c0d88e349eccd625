# llmreplay: see README.md. Two set-up commands: `make demo` and `make test`.
GO      ?= go
BIN     ?= bin/llmreplay
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
LDFLAGS := -s -w -X main.version=$(VERSION)

.PHONY: all build test vet bench fuzz demo eval-scrub screenshot clean

all: build

build:
	CGO_ENABLED=0 $(GO) build -trimpath -ldflags '$(LDFLAGS)' -o $(BIN) ./cmd/llmreplay

vet:
	$(GO) vet ./...

test: vet build
	@# -p 1: packages run one at a time, so timing tests do not compete for the 2 cores.
	CGO_ENABLED=1 $(GO) test -race -p 1 -timeout 30m ./...
	@# The full-trace done-criterion test is ~10x slower under -race, and wire
	@# timing is not the product's under the race detector: run them once without.
	$(GO) test -count=1 -run 'TestSynthInspectAzure' ./cmd/llmreplay
	$(GO) test -count=1 -run 'TestWireOrderOfBursts' ./replay
	@# record's tests once more with every proxy on net/http's own path (--std-upstream).
	RECORD_TEST_STD_UPSTREAM=1 CGO_ENABLED=1 $(GO) test -race -count=1 ./capture/record

# Benchmarks print ratios against baselines measured in the same run.
bench: build
	@for s in scripts/bench/*.sh; do echo "== $$s"; bash "$$s" || exit 1; done

# A short pass of every fuzz target (FUZZTIME per target).
FUZZTIME ?= 10s
fuzz:
	@bash scripts/fuzz.sh $(FUZZTIME)

demo: build
	$(BIN) demo

eval-scrub: build
	@bash scripts/eval-scrub.sh

# Renders sample HTML reports to PNG with headless Chromium (for humans).
screenshot: build
	@bash scripts/screenshot.sh

clean:
	rm -rf bin
