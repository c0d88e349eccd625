#!/usr/bin/env bash
# Sharded replay (issue 22), against `llmreplay sim --profile fast`:
#   1. four local shards of a 30 s, 20 req/s session from one --start-at:
#      every exchange sent once, sends more than 50 ms from the shared
#      schedule (target 0), the merged report's request count against one
#      process's;
#   2. aggregate send rate from 1, 2 and 4 processes, each sharding one
#      saturating recording (20,000 req/s offered for 5 s): what more senders
#      buy on this 2-core machine, where the simulator shares the cores;
#   3. a sharded sweep: four local shards of a sweep of a 10 s, 20 req/s
#      session at 1x, 2x and 4x against one process's sweep of the same
#      (--refine 0): per step every exchange sent once, sends more than 50 ms
#      off the step's shared schedule, the merged requests and TTFT p99
#      against one process's, the knee of each, and the wall time against
#      the shared schedule's.
# PARTS (default "1 2 3") picks the parts to run. Needs: bin/llmreplay (make
# build), jq. Runs from the repository root in about 4 minutes.
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

PARTS=${PARTS:-1 2 3}
part() { case " $PARTS " in *" $1 "*) return 0 ;; esac; return 1; }

if part 1; then
echo "== 1. four shards of a 30 s, 20 req/s session"
"$B" synth --rate 20 --duration 30s --burstiness 100 --output-max 64 --seed 5 --log-level warn --out "$T/s30.jsonl.zst"
shards 4 "$T/s30.jsonl.zst" "$T/s30"
total=$(cat "$T"/s30-*.jsonl | jq -s '[.[] | select(.intended_ns)] | length')
distinct=$(cat "$T"/s30-*.jsonl | jq -r 'select(.intended_ns) | .id' | sort -u | wc -l)
far=$(cat "$T"/s30-*.jsonl | jq -s '[.[] | select(.intended_ns) | select((.lag_ns | fabs) > 50e6)] | length')
maxlag=$(cat "$T"/s30-*.jsonl | jq -s '[.[] | select(.intended_ns) | .lag_ns | fabs] | max / 1e6')
single=$("$B" cat "$T/s30.jsonl.zst" | wc -l)
merged=$("$B" report --merge --format json "$T"/s30-*.jsonl | jq '.num_prompts')
echo "sent $total ($distinct distinct) of $single exchanges; merged report: $merged requests; sends > 50 ms off the shared schedule: $far (max |lag| $maxlag ms)"
"$B" report --merge "$T"/s30-*.jsonl | sed -n '/^  shard /,/^  (lag/p'

fi

if part 2; then
echo "== 2. aggregate send rate, 1 / 2 / 4 processes (20,000 req/s offered for 5 s, 8-token streams)"
"$B" synth --rate 20000 --duration 5s --burstiness 100 --input-median 16 --output-median 8 --output-max 8 --seed 9 \
	--log-level warn --out "$T/flood.jsonl.zst"
for n in 1 2 4; do
	shards "$n" "$T/flood.jsonl.zst" "$T/flood$n"
	"$B" report --merge --format json "$T"/flood$n-*.jsonl >"$T/m$n.json"
	jq -r --arg n "$n" '"\($n) process(es): \(.llmreplay.requests) sent, achieved \(.llmreplay.achieved_rate | floor) req/s of \(.llmreplay.intended_rate | floor) scheduled, lag p99 \(.llmreplay.lag_ms.p99 | . * 100 | round / 100) ms, errors \(.llmreplay.errors)"' "$T/m$n.json"
done

fi

if part 3; then
echo "== 3. a sharded sweep: four shards of a 10 s, 20 req/s session at 1x, 2x, 4x, against one process's sweep"
"$B" synth --rate 20 --duration 10s --burstiness 100 --output-max 64 --seed 6 --log-level warn --out "$T/s10.jsonl.zst"
"$B" sweep "$T/s10.jsonl.zst" --target "$URL" --speeds 1,2,4 --refine 0 --cooldown 2s --log-level warn --format json \
	--out-dir "$T/single" >"$T/single.json"
# 10 s ahead: four processes starting at once on the loaded cores took up to
# 3 s to be ready (the first scrape of the target's metrics included).
at=$(date -u -d "@$(($(date +%s) + 10))" +%Y-%m-%dT%H:%M:%SZ)
pids=()
t0=$(date +%s.%N)
for i in 0 1 2 3; do
	"$B" sweep "$T/s10.jsonl.zst" --target "$URL" --speeds 1,2,4 --cooldown 2s --shard "$i/4" --start-at "$at" \
		--log-level error --format json --out-dir "$T/sharded" >"$T/sweep-shard-$i.json" &
	pids+=($!)
done
for p in "${pids[@]}"; do wait "$p"; done
t1=$(date +%s.%N)
"$B" sweep --merge --format json "$T/sharded" >"$T/merged.json" || true
every=$(jq -r '.step_every_ns / 1e9' "$T/sweep-shard-0.json")
awk -v e="$every" -v a="$(date -d "$at" +%s)" -v t0="$t0" -v t1="$t1" 'BEGIN {
	printf "step spacing %g s (10 s of sending at 1x + 2 s --cooldown + 1 s): steps at +0, +%g and +%g s; the shards ended %.1f s after the shared start, %.1f s after they were started\n", e, e, 2 * e, t1 - a, t1 - t0 }'
for v in 1.00 2.00 4.00; do
	f=("$T"/sharded/speed-$v.shard-*-of-4.jsonl)
	total=$(cat "${f[@]}" | jq -s '[.[] | select(.intended_ns)] | length')
	distinct=$(cat "${f[@]}" | jq -r 'select(.intended_ns) | .id' | sort -u | wc -l)
	far=$(cat "${f[@]}" | jq -s '[.[] | select(.intended_ns) | select((.lag_ns | fabs) > 50e6)] | length')
	maxlag=$(cat "${f[@]}" | jq -s '[.[] | select(.intended_ns) | .lag_ns | fabs] | max / 1e6 | . * 100 | round / 100')
	jq -r --argjson v "$v" --arg total "$total" --arg distinct "$distinct" --arg far "$far" --arg maxlag "$maxlag" --slurpfile m "$T/merged.json" '
		(.runs[] | select(.speed == $v)) as $one | ($m[0].runs[] | select(.speed == $v)) as $sh |
		"\($v)x: shards sent \($total) (\($distinct) distinct); merged \($sh.summary.requests) requests, one process \($one.summary.requests); > 50 ms off the shared schedule \($far) (max |lag| \($maxlag) ms); TTFT p99 merged \($sh.summary.ttft_ms.p99 | . * 100 | round / 100) ms, one process \($one.summary.ttft_ms.p99 | . * 100 | round / 100) ms"' "$T/single.json"
done
jq -r --slurpfile m "$T/merged.json" '"knee: merged \($m[0].knee)x, one process \(.knee)x"' "$T/single.json"
"$B" sweep --merge "$T/sharded" || true
fi
