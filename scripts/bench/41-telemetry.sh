#!/usr/bin/env bash
# What the replay's telemetry costs (issue 19), against `llmreplay sim --profile fast`:
#   1. one scrape of a vLLM-sized metrics page (about 350 series) and one
#      self-check sample, as Go benchmarks: at one of each per second, their
#      time is the share of a CPU they take;
#   2. the 1,000 req/s replay of 40-replay.sh part 1, with the target's
#      /metrics scraped every second (the default) and with
#      --no-server-metrics, alternating, 3 rounds each: schedule lag and
#      CPU seconds, so a scrape that delayed sends would show.
# Needs: bin/llmreplay (make build), jq, GNU time (/usr/bin/time).
set -euo pipefail
. "$(dirname "$0")/lib.sh"
bench_init 41-telemetry jq time
ROUNDS=${ROUNDS:-3}


echo "llmreplay telemetry cost ($(nproc) cores, load average $(load_average))"
printf '\n1. per operation (go test -bench, GOMAXPROCS=1)\n'
GOMAXPROCS=1 go test -run '^$' -bench 'BenchmarkScrape|BenchmarkSelfSample' -benchtime 200x ./replay/telemetry/ |
	awk '/^Benchmark/ {
		name = $1; sub(/-[0-9]+$/, "", name)
		printf "   %-22s %10.3f ms/op  = %.3f%% of a CPU at one per second", name, $3 / 1e6, $3 / 1e7
		for (i = 5; i < NF; i += 2) printf "  %s %s", $i, $(i+1)
		printf "\n"
	}'

start_sim --profile fast
"$B" synth --log-level warn --input-median 16 --input-sigma 0.1 --output-median 4 --output-sigma 0.1 \
	--rate 1000 --duration 8s --burstiness 100 --out "$T/r1000.jsonl.zst"

printf '\n2. replay of 8,000 requests at 1,000 req/s, %d alternating rounds each\n' "$ROUNDS"
for i in $(seq "$ROUNDS"); do
	/usr/bin/time -f '%U %S' -o "$T/on.time" "$B" replay "$T/r1000.jsonl.zst" --target "$URL" --out "$T/on.jsonl" --quiet --log-level error
	"$B" report "$T/on.jsonl" --format json --log-level error | jq -r '[.llmreplay.lag_ms.p50, .llmreplay.lag_ms.p99, .llmreplay.lag_ms.max] | @tsv' |
		paste - <(awk '{printf "%.2f", $1+$2}' "$T/on.time") <(grep -c '"metrics_scrape"' "$T/on.jsonl") >>"$T/on.rows"
	/usr/bin/time -f '%U %S' -o "$T/off.time" "$B" replay "$T/r1000.jsonl.zst" --target "$URL" --out "$T/off.jsonl" --quiet --log-level error --no-server-metrics
	"$B" report "$T/off.jsonl" --format json --log-level error | jq -r '[.llmreplay.lag_ms.p50, .llmreplay.lag_ms.p99, .llmreplay.lag_ms.max] | @tsv' |
		paste - <(awk '{printf "%.2f", $1+$2}' "$T/off.time") <(echo 0) >>"$T/off.rows"
done
printf '   %-26s %9s %9s %9s %9s %8s\n' "" "lag p50" "lag p99" "lag max" "CPU s" "scrapes"
for k in on off; do
	label=$([ $k = on ] && echo "scraping /metrics every 1 s" || echo "--no-server-metrics")
	awk -v l="$label" '{p50+=$1; p99+=$2; mx+=$3; cpu+=$4; sc+=$5; n++} END {printf "   %-26s %6.3f ms %6.3f ms %6.2f ms %9.2f %8.1f   (mean of %d rounds)\n", l, p50/n, p99/n, mx/n, cpu/n, sc/n, n}' "$T/$k.rows"
done
paste "$T/on.rows" "$T/off.rows" | awk '{r99 += $2 / ($7 > 0.001 ? $7 : 0.001); rcpu += $4 / ($9 > 0.01 ? $9 : 0.01); dcpu += $4 - $9; n++}
	END {printf "   scraping / not: p99 lag %.2fx, CPU %.3fx (means of per-round ratios); CPU %+.2f s per 8 s run = %+.2f%% of one CPU\n", r99/n, rcpu/n, dcpu/n, 100*dcpu/n/8}'
