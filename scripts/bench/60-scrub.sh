#!/usr/bin/env bash
# Scrub speed, per core (GOMAXPROCS=1), on realistic session text: chat
# requests with long prompts and SSE responses of small delta events.
# Baselines from the same run: encoding/json's json.Valid over the same
# exchange bytes (the least any JSON-aware pass costs), and for the
# detectors alone one plain Go byte loop over the same text. Target:
# >= 100 MB/s of session-file text per core.
#
# The machine this runs on is often shared: besides wall-clock MB/s every
# figure is also given per CPU second (MB/cpu-s, from getrusage), which
# does not count time spent waiting for a core. Ratios compare figures of
# the same kind from the same run.
set -euo pipefail
cd "$(dirname "$0")/../.."
BIN="${BIN:-bin/llmreplay}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "-- go test -bench (GOMAXPROCS=1)"
GOMAXPROCS=1 go test -run '^$' -bench 'ScrubExchange|DetectText|JSONValidBaseline' -benchtime 2s ./scrub/ | tee "$tmp/bench.txt" | grep '^Benchmark'
GOMAXPROCS=1 go test -run '^$' -bench 'Find|Baseline' -benchtime 1s ./scrub/detect/ | tee -a "$tmp/bench.txt" | grep '^Benchmark'
awk '/^Benchmark/ { name=$1; sub(/-[0-9]+$/, "", name)
	for (i=1;i<=NF;i++) { if ($(i+1)=="MB/s") mb[name]=$i; if ($(i+1)=="MB/cpu-s") cpu[name]=$i } }
function row(label, n, b) {
	printf "%-28s %7.1f MB/s = %.2fx %-10s | %7.1f MB/cpu-s = %.2fx\n", label, mb[n], mb[n]/mb[b], bl[b], cpu[n], (cpu[b] > 0 ? cpu[n]/cpu[b] : 0)
}
END {
	bl["BenchmarkJSONValidBaseline"] = "json.Valid"
	bl["BenchmarkBaselineByteLoop"] = "byte loop"
	printf "baselines: json.Valid %.1f MB/s (%.1f MB/cpu-s), byte loop %.1f MB/s (%.1f MB/cpu-s)\n",
		mb["BenchmarkJSONValidBaseline"], cpu["BenchmarkJSONValidBaseline"], mb["BenchmarkBaselineByteLoop"], cpu["BenchmarkBaselineByteLoop"]
	row("scrub exchange (mask):", "BenchmarkScrubExchange", "BenchmarkJSONValidBaseline")
	row("  without the name tagger:", "BenchmarkScrubExchangeRulesOnly", "BenchmarkJSONValidBaseline")
	row("scrub exchange (pseudonym):", "BenchmarkScrubExchangePseudonym", "BenchmarkJSONValidBaseline")
	row("detectors on plain text:", "BenchmarkDetectText", "BenchmarkJSONValidBaseline")
	row("detectors (detect pkg):", "BenchmarkFind", "BenchmarkBaselineByteLoop")
}' "$tmp/bench.txt"

if [ -x "$BIN" ]; then
	echo "-- end to end: $BIN scrub (zstd read + JSON decode + scrub + JSON encode + zstd write), GOMAXPROCS=1"
	echo "   baseline: $BIN cat over the same file (zstd read + JSON decode + JSON encode)"
	LLMREPLAY_SCRUB_BENCH_OUT="$tmp/in.jsonl.zst" go test -run '^TestWriteBenchSession$' -count 1 ./scrub/ >/dev/null
	raw=$(zstd -dc "$tmp/in.jsonl.zst" 2>/dev/null | wc -c || true)
	if [ -z "$raw" ] || [ "$raw" = 0 ]; then
		raw=$(GOMAXPROCS=1 "$BIN" cat "$tmp/in.jsonl.zst" 2>/dev/null | wc -c || echo 0)
	fi
	# run LABEL CMD...: prints wall and CPU seconds (user+sys of the child).
	run() {
		local label=$1
		shift
		local t0 t1 c
		t0=$(date +%s.%N)
		c=$( { TIMEFORMAT='%U %S'; time GOMAXPROCS=1 "$@" >/dev/null 2>&1; } 2>&1 | tail -1)
		t1=$(date +%s.%N)
		awk -v r="$raw" -v a="$t0" -v b="$t1" -v c="$c" -v l="$label" 'BEGIN { split(c, u, " "); cpu=u[1]+u[2]; d=b-a
			printf "%-16s %.1f MB in %.2fs wall = %6.1f MB/s | %.2f CPU s = %6.1f MB/cpu-s\n", l, r/1e6, d, r/1e6/d, cpu, (cpu > 0 ? r/1e6/cpu : 0) }'
	}
	run "llmreplay cat:" "$BIN" cat "$tmp/in.jsonl.zst" | tee "$tmp/e2e.txt"
	run "llmreplay scrub:" "$BIN" scrub "$tmp/in.jsonl.zst" -o "$tmp/out.jsonl.zst" | tee -a "$tmp/e2e.txt"
	awk '{ for (i=1;i<=NF;i++) { if ($(i+1)=="MB/s") w[NR]=$i; if ($(i+1)=="MB/cpu-s") c[NR]=$i } }
	END { printf "scrub / cat: %.2fx wall, %.2fx CPU\n", w[2]/w[1], c[2]/c[1] }' "$tmp/e2e.txt"
else
	echo "(skipping end-to-end: $BIN not built; run make build)"
fi

# Scrub quality beside its speed: the held-out corpus wild2 (never tuned on)
# and the development corpora wild and dev2, scrubbed end to end as chat
# requests.
# Baseline from the same run: the same records with nothing scrubbed leave
# 100% of their values verbatim and drift 0 tokens.
echo "-- scrub quality, end to end (evalpii -e2e): structured values left verbatim, decoys kept, o200k token drift"
go build -o "$tmp/evalpii" ./scrub/cmd/evalpii
for c in scrub/testdata/wild2/wild2.jsonl.gz scrub/testdata/wild/wild.jsonl.gz scrub/testdata/dev2/dev2.jsonl.gz; do
	echo "   $c"
	"$tmp/evalpii" -in "$c" -e2e mask | tail -2 | sed 's/^/   mask: /'
	"$tmp/evalpii" -in "$c" -e2e pseudonym | grep -E 'token drift|fakes equal' | sed 's/^/   pseudonym: /'
done
