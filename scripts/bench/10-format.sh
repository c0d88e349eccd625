#!/usr/bin/env bash
# Session file benchmark: size and speed of format/ on realistic chat traffic
# (10,000 synthetic exchanges following the Azure 2023 conversation trace).
# Targets (DESIGN.md section 9): <= 20% of raw bytes, write >= 200 MB/s and
# read >= 400 MB/s uncompressed on one core (GOMAXPROCS=1).
set -euo pipefail
cd "$(dirname "$0")/../.."
BIN=${BIN:-bin/llmreplay}
[ -x "$BIN" ] || make build >/dev/null
TRACE=${TRACE:-../shared/data/traces/azure2023_conv.csv}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

if [ -f "$TRACE" ]; then
  "$BIN" synth --trace "$TRACE" --limit 10000 --out "$tmp/s.jsonl.zst" --log-level warn
else
  echo "($TRACE missing: using the arrival process with the same length distributions)"
  "$BIN" synth --rate 5.5 --duration 1820s --limit 10000 --out "$tmp/s.jsonl.zst" --log-level warn
fi
comp=$(stat -c %s "$tmp/s.jsonl.zst")
raw=$("$BIN" inspect --json "$tmp/s.jsonl.zst" | sed -n 's/^  "raw_bytes": \([0-9]*\).*/\1/p')
n=$("$BIN" inspect --json "$tmp/s.jsonl.zst" | sed -n 's/^  "exchanges": \([0-9]*\).*/\1/p')
awk -v c="$comp" -v r="$raw" -v n="$n" 'BEGIN {
  printf "size: %d exchanges, %.1f MB compressed, %.1f MB raw JSON\n", n, c/1e6, r/1e6
  printf "      %.0f bytes/exchange compressed (%.0f raw); %.1f%% of raw (target <= 20%%: %.2fx under the limit)\n", c/n, r/n, 100*c/r, 20/(100*c/r)
}'

out=$(GOMAXPROCS=1 go test -run '^$' -bench '^Benchmark(Write|Read|ReadLines)$' -benchtime 3000x -count 3 ./format/)
best() { echo "$out" | awk -v b="$1" '$1 ~ "^"b"(-[0-9]+)?$" { for (i=1;i<=NF;i++) if ($(i+1)=="MB/s" && $i>m) m=$i } END { print m+0 }'; }
w=$(best BenchmarkWrite); r=$(best BenchmarkRead); l=$(best BenchmarkReadLines)
awk -v w="$w" -v r="$r" -v l="$l" 'BEGIN {
  printf "write: %6.0f MB/s uncompressed, one core (target 200: %.2fx)\n", w, w/200
  printf "read:  %6.0f MB/s uncompressed, one core, decoded to exchanges (target 400: %.2fx)\n", r, r/400
  printf "baseline, same run: decompress + split lines only %.0f MB/s (decoding costs %.0f%% of read time)\n", l, 100*(1-r/l)
}'
echo "(best of 3 runs of 3,000 exchanges; go test -bench in format/; the machine load shows in these figures)"
