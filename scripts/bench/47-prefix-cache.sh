#!/usr/bin/env bash
# Prefix cache hits of session-aware against open-loop replay (issue 20),
# against `llmreplay sim` (its prefix cache caches a finished request's
# answer blocks with its prompt's, as vLLM's automatic prefix caching does).
#  1. Records 100 four-turn conversations (internal/benchtools/chatload: a
#     chat client that waits for each answer, thinks 1-3 s and sends the
#     conversation so far; 2 conversations/s) through `llmreplay record`
#     in front of a simulator, so later turns carry the simulator's answers.
#  2. Replays the recording at 3x with --sessions, then open loop, each
#     against a fresh simulator with the same seed (a pinned replay
#     regenerates the recorded answers).
# Prints the prefix cache hit rate (hit / queried prompt tokens, from each
# simulator's llmreplay_sim_prefix_cache_*_by_turn_total) per turn for the
# recording and both replays, and each replay's later-turn rate as a ratio
# of the recording's (target: --sessions about 1.0, open loop below).
# Needs: bin/llmreplay (make build), go. Runs from the repository root in
# about 2.5 minutes.
set -euo pipefail
cd "$(dirname "$0")/../.."
B=${B:-bin/llmreplay}
[ -x "$B" ] || make build >/dev/null
T=$(mktemp -d)
PIDS=()
cleanup() {
	for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; wait "$p" 2>/dev/null || true; done
	rm -rf "$T"
}
trap cleanup EXIT
go build -o "$T/chatload" ./internal/benchtools/chatload
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"

# startsim NAME: a simulator on a free port; sets URL.
startsim() {
	"$B" sim --listen 127.0.0.1:0 --log-level warn --seed 5 --output-len uniform:60,120 --max-num-seqs 1024 \
		>"$T/$1.out" 2>"$T/$1.err" &
	PIDS+=($!)
	URL=""
	for _ in $(seq 100); do
		URL=$(sed -n 's/^listening on //p' "$T/$1.out")
		[ -n "$URL" ] && break
		sleep 0.05
	done
	[ -n "$URL" ] || { echo "47-prefix-cache: sim did not start"; cat "$T/$1.err"; exit 1; }
}

# hits URL: "turn rate" lines for turns 1-4, then "later RATE" (turns 2+).
hits() {
	curl -fsS "$1/metrics" | awk '
		/^llmreplay_sim_prefix_cache_(queries|hits)_by_turn_total/ {
			match($0, /turn="[^"]+"/); t = substr($0, RSTART + 6, RLENGTH - 7)
			if ($0 ~ /queries/) q[t] = $NF; else h[t] = $NF
		}
		END {
			for (t = 1; t <= 4; t++) printf "%d %.3f\n", t, (q[t] > 0 ? h[t] / q[t] : 0)
			for (t in q) if (t != "1") { Q += q[t]; H += h[t] }
			printf "later %.3f\n", (Q > 0 ? H / Q : 0)
		}'
}

startsim rec
REC_SIM=$URL
"$B" record --listen 127.0.0.1:0 --upstream "$REC_SIM" --out "$T/rec" >"$T/record.out" 2>"$T/record.err" &
REC=$!
PIDS+=($REC)
ADDR=""
for _ in $(seq 100); do
	ADDR=$(sed -n 's/.*"listen":"\([^"]*\)".*/http:\/\/\1/p' "$T/record.err" | head -1)
	[ -n "$ADDR" ] && break
	sleep 0.05
done
[ -n "$ADDR" ] || { echo "47-prefix-cache: record did not start"; cat "$T/record.err"; exit 1; }
"$T/chatload" -url "$ADDR" -n 100 -turns 4 -rate 2 -think-min 1s -think-max 3s -first 300 -turn 60 -max-tokens 256 -seed 3
kill -INT "$REC"
wait "$REC" || true
hits "$REC_SIM" >"$T/h-rec"

for mode in sessions open; do
	startsim "$mode"
	flags=""
	[ "$mode" = sessions ] && flags=--sessions
	"$B" replay "$T"/rec/*.zst --target "$URL" --speed 3 $flags --session-key conversation -q --out "$T/r-$mode.jsonl"
	hits "$URL" >"$T/h-$mode"
done
printf '%-10s %10s %14s %14s\n' "turn" "recording" "3x --sessions" "3x open loop"
paste "$T/h-rec" "$T/h-sessions" "$T/h-open" | awk '{ printf "%-10s %10s %14s %14s\n", $1, $2, $4, $6 }'
paste "$T/h-rec" "$T/h-sessions" "$T/h-open" | awk '$1 == "later" {
	printf "later turns, hit rate / recording'"'"'s: --sessions %.2f, open loop %.2f\n", $4 / $2, $6 / $2 }'
