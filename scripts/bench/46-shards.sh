#!/usr/bin/env bash
# Sharded replay (issue 22), against `llmreplay sim --profile fast`:
#   1. four local shards of a 30 s, 20 req/s session from one --start-at:
#      every exchange sent once, sends more than 50 ms from the shared
#      schedule (target 0), the merged report's request count against one
#      process's;
#   2. aggregate send rate from 1, 2 and 4 processes, each sharding one
#      saturating recording (20,000 req/s offered for 5 s): what more senders
#      buy on this 2-core machine, where the simulator shares the cores.
# Needs: bin/llmreplay (make build), jq. Runs from the repository root in
# about 2 minutes.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
bench_init 46-shards jq
if [ "$(ulimit -n)" -lt 24000 ]; then ulimit -n 65536 2>/dev/null || true; fi
echo "load average: $(load_average)"
start_sim --profile fast

# shards N SESSION PREFIX: N processes from a start 5 s ahead; prints the wall time.
shards() {
	local n=$1 session=$2 prefix=$3 i pids=()
	local at
	at=$(date -u -d "@$(($(date +%s) + 5))" +%Y-%m-%dT%H:%M:%SZ)
	for i in $(seq 0 $((n - 1))); do
		"$B" replay "$session" --target "$URL" --shard "$i/$n" --start-at "$at" -q --log-level warn \
			--out "$prefix-$i.jsonl" &
		pids+=($!)
	done
	for p in "${pids[@]}"; do wait "$p"; done
}

echo "== 1. four shards of a 30 s, 20 req/s session"
"$B" synth --rate 20 --duration 30s --burstiness 100 --output-max 64 --seed 5 --log-level warn --out "$T/s30.jsonl.zst"
shards 4 "$T/s30.jsonl.zst" "$T/s30"
total=$(cat "$T"/s30-*.jsonl | jq -s '[.[] | select(.id)] | length')
distinct=$(cat "$T"/s30-*.jsonl | jq -r 'select(.id) | .id' | sort -u | wc -l)
far=$(cat "$T"/s30-*.jsonl | jq -s '[.[] | select(.id) | select((.lag_ns | fabs) > 50e6)] | length')
maxlag=$(cat "$T"/s30-*.jsonl | jq -s '[.[] | select(.id) | .lag_ns | fabs] | max / 1e6')
single=$("$B" cat "$T/s30.jsonl.zst" | wc -l)
merged=$("$B" report --merge --format json "$T"/s30-*.jsonl | jq '.num_prompts')
echo "sent $total ($distinct distinct) of $single exchanges; merged report: $merged requests; sends > 50 ms off the shared schedule: $far (max |lag| $maxlag ms)"
"$B" report --merge "$T"/s30-*.jsonl | sed -n '/^  shard /,/^  (lag/p'

echo "== 2. aggregate send rate, 1 / 2 / 4 processes (20,000 req/s offered for 5 s, 8-token streams)"
"$B" synth --rate 20000 --duration 5s --burstiness 100 --input-median 16 --output-median 8 --output-max 8 --seed 9 \
	--log-level warn --out "$T/flood.jsonl.zst"
for n in 1 2 4; do
	shards "$n" "$T/flood.jsonl.zst" "$T/flood$n"
	"$B" report --merge --format json "$T"/flood$n-*.jsonl >"$T/m$n.json"
	jq -r --arg n "$n" '"\($n) process(es): \(.llmreplay.requests) sent, achieved \(.llmreplay.achieved_rate | floor) req/s of \(.llmreplay.intended_rate | floor) scheduled, lag p99 \(.llmreplay.lag_ms.p99 | . * 100 | round / 100) ms, errors \(.llmreplay.errors)"' "$T/m$n.json"
done
