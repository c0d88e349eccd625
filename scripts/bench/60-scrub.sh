#!/usr/bin/env bash
# Scrub speed, per core (GOMAXPROCS=1), on realistic session text: chat
# requests with long prompts and SSE responses of small delta events.
# Baseline from the same run: encoding/json's json.Valid over the same
# bytes (the least any JSON-aware pass costs). Target: >= 100 MB/s.
set -euo pipefail
cd "$(dirname "$0")/../.."
BIN="${BIN:-bin/llmreplay}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "-- go test -bench (GOMAXPROCS=1)"
GOMAXPROCS=1 go test -run '^$' -bench 'ScrubExchange|DetectText|JSONValidBaseline' -benchtime 2s ./scrub/ | tee "$tmp/bench.txt" | grep '^Benchmark'
awk '/^Benchmark/ { name=$1; sub(/-[0-9]+$/, "", name); for (i=1;i<=NF;i++) if ($(i+1)=="MB/s") mb[name]=$i }
END {
	base = mb["BenchmarkJSONValidBaseline"]
	printf "scrub exchange (mask):      %7.1f MB/s  = %.2fx json.Valid (%.1f MB/s)\n", mb["BenchmarkScrubExchange"], mb["BenchmarkScrubExchange"]/base, base
	printf "scrub exchange (pseudonym): %7.1f MB/s  = %.2fx json.Valid\n", mb["BenchmarkScrubExchangePseudonym"], mb["BenchmarkScrubExchangePseudonym"]/base
	printf "detectors on plain text:    %7.1f MB/s  = %.2fx json.Valid\n", mb["BenchmarkDetectText"], mb["BenchmarkDetectText"]/base
}' "$tmp/bench.txt"

if [ -x "$BIN" ]; then
	echo "-- end to end: $BIN scrub (zstd read + JSON decode + scrub + zstd write), GOMAXPROCS=1"
	LLMREPLAY_SCRUB_BENCH_OUT="$tmp/in.jsonl.zst" go test -run '^TestWriteBenchSession$' -count 1 ./scrub/ >/dev/null
	raw=$(zstd -dc "$tmp/in.jsonl.zst" 2>/dev/null | wc -c || true)
	if [ -z "$raw" ] || [ "$raw" = 0 ]; then
		raw=$(GOMAXPROCS=1 "$BIN" cat "$tmp/in.jsonl.zst" 2>/dev/null | wc -c || echo 0)
	fi
	t0=$(date +%s.%N)
	GOMAXPROCS=1 "$BIN" scrub "$tmp/in.jsonl.zst" -o "$tmp/out.jsonl.zst" >/dev/null
	t1=$(date +%s.%N)
	awk -v r="$raw" -v a="$t0" -v b="$t1" 'BEGIN { d=b-a; if (r>0) printf "llmreplay scrub: %.1f MB uncompressed in %.2fs = %.1f MB/s per core\n", r/1e6, d, r/1e6/d; else printf "llmreplay scrub: %.2fs (size unknown: install zstd)\n", d }'
else
	echo "(skipping end-to-end: $BIN not built; run make build)"
fi
