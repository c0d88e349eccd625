#!/usr/bin/env bash
# Session-aware replay (issue 20), against `llmreplay sim`: 200 four-turn
# conversations (synth --turns 4, think 10-20 s, arrivals over 100 s)
# replayed with --sessions at 1x and 3x, and open-loop at 3x, same run.
# Think times dominate a session, as in chat: synth's recorded answers
# (about 1.3 s) are slower than the simulator's (about 0.7 s), and a
# session replayed at 3x follows the simulator's answers while one at 1x
# follows the recorded schedule. Prints:
#   - turns sent before their previous turn's answer ended (target 0);
#   - think time error of held turns: sent - (previous end + recorded think)
#     (target within 1 ms);
#   - sessions in flight (Little's law: session start rate x mean session
#     duration) at 3x against 1x (target about 3x), and open loop at 3x, whose
#     sessions are squeezed.
# Needs: bin/llmreplay (make build), jq. Runs from the repository root in
# about 5 minutes (the 1x replay takes the recording's 150 s).
set -euo pipefail
. "$(dirname "$0")/lib.sh"
bench_init 45-sessions jq
echo "load average: $(load_average)"
start_sim --max-num-seqs 1024

"$B" synth --rate 2 --duration 100s --burstiness 100 --turns 4 --think 10s-20s --input-median 300 \
	--output-median 60 --output-max 200 --seed 11 --log-level warn --out "$T/chats.jsonl.zst"

# figures RESULTS: late turns, think error p50/p99/max (ms), Little's L, mean session (s).
figures() {
	jq -s -r '
		.[1:] as $r
		| ($r | map({key: .id, value: .}) | from_entries) as $by
		| [ $r[] | select(.session.turn > 1) | . as $x | $by[$x.session.prev] as $p
		    | {early: ($x.sent_ns < $p.sent_ns + $p.close_ns),
		       err: (if ($x.session.wait_ns // 0) > 0 then ($x.sent_ns - $p.sent_ns - $p.close_ns - $x.session.think_ns) / 1e6 else null end)} ] as $t
		| ($t | map(select(.early)) | length) as $early
		| ($t | map(.err | select(. != null)) | sort) as $e
		| ($r | group_by(.session.id) | map({s: (map(.sent_ns) | min), e: (map(.sent_ns + .close_ns) | max)})) as $s
		| ($s | map(.s) | sort) as $starts
		| ((($s | length) - 1) / (($starts[-1] - $starts[0]) / 1e9)) as $rate
		| ($s | map(.e - .s) | add / length / 1e9) as $dur
		| "\($early) \(if ($e|length) > 0 then "\($e[(($e|length)/2|floor)]) \($e[((($e|length)*0.99)|floor)]) \($e[-1])" else "- - -" end) \($rate * $dur) \($dur)"' "$1"
}
for run in "1 --sessions" "3 --sessions" "3 open"; do
	set -- $run
	flags=""
	[ "$2" = "--sessions" ] && flags=--sessions
	out="$T/r-$1-$2.jsonl"
	"$B" replay "$T/chats.jsonl.zst" --target "$URL" --speed "$1" $flags --session-key conversation -q --out "$out"
	read -r early p50 p99 mx L dur < <(figures "$out")
	printf '%-16s turns before their previous answer ended %s; think error ms p50 %s p99 %s max %s; sessions in flight %.1f (mean session %.2f s)\n' \
		"$1x $2" "$early" "$p50" "$p99" "$mx" "$L" "$dur"
	echo "$L" >"$T/L-$1-$2"
done
awk -v a="$(cat "$T/L-3---sessions")" -v b="$(cat "$T/L-1---sessions")" -v o="$(cat "$T/L-3-open")" \
	'BEGIN { printf "sessions in flight, 3x / 1x: %.2f with --sessions (target about 3), %.2f open loop\n", a / b, o / b }'
