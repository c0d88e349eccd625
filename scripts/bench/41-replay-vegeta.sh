#!/usr/bin/env bash
# Replay against vegeta (issue 21): the cost and the pacing of `llmreplay
# replay` next to a load generator built for nothing else, in the same run.
# Both send the same non-streaming chat request (16-token prompt, 4 output
# tokens pinned with max_tokens and ignore_eos) at a constant rate to one
# `llmreplay sim --profile fast`; rounds alternate the order of the two tools
# (the shared machine's speed drifts within a minute), and each figure is
# the median over rounds of the per-round ratio replay / vegeta.
#   - CPU per request: user+system CPU of the whole process (GNU time) over
#     the requests it sent (target: replay <= 1.2x vegeta at 1,500 req/s);
#   - page faults (minor, GNU time's %R) of the whole run: a fresh page
#     costs 14-19 µs of CPU on the VM these figures were taken on;
#   - p99 send lag: each request's send time after its slot on a regular
#     grid (vegeta: the result's timestamp against its sequence number;
#     replay: sent_ns against its schedule), with the grid aligned on the
#     run's least-late request for both (target: replay <= vegeta);
#   - streaming: replay's CPU per received SSE event (target <= 2 us), and
#     vegeta's reading the same streams to their end in the same rounds: it
#     times no token and parses no event, so its CPU per event is the floor
#     of the system calls and wake-ups any client pays for a token that
#     arrives in a read of its own.
# CPU profiles of the replays (--cpuprofile) and their allocation profiles
# are kept in $PROFILES (go tool pprof -top FILE).
# Usage: bash scripts/bench/41-replay-vegeta.sh
#   env: RATES="1500 2000 5000 10000", DUR=5 (seconds per run), ROUNDS=3,
#   STREAM_RATE=500 STREAM_TOKENS=64, PROFILES=bench-profiles/41-replay-vegeta,
#   STREAM_ONLY="" (1: only the streaming part), VEGETA=none (no vegeta at all),
#   CHRT="" (e.g. CHRT="chrt -f 5": both tools, and the sim, at real-time priority),
#   BASE="" (another llmreplay binary, e.g. a build before a change: measured
#   in the same rounds, in rotating order, with its ratios to vegeta)
# Needs: jq, python3, GNU time; vegeta (installed with go install when missing).
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "$(dirname "$0")/../.."

B=${B:-bin/llmreplay}
[ -x "$B" ] || make build >/dev/null
RATES=${RATES:-1500 2000 5000 10000}
DUR=${DUR:-5}
ROUNDS=${ROUNDS:-3}
STREAM_RATE=${STREAM_RATE:-500}
STREAM_TOKENS=${STREAM_TOKENS:-64}
PROFILES=${PROFILES:-bench-profiles/41-replay-vegeta}
CHRT=${CHRT:-}
command -v jq >/dev/null || { echo "41-replay-vegeta: jq is required (apt-get install jq)"; exit 1; }
[ -x /usr/bin/time ] || { echo "41-replay-vegeta: GNU time is required (apt-get install time)"; exit 1; }
ulimit -n 65536 2>/dev/null || true

T=$(mktemp -d)
SIM=""
cleanup() {
	if [ -n "$SIM" ]; then kill "$SIM" 2>/dev/null || true; wait "$SIM" 2>/dev/null || true; fi
	rm -rf "$T"
}
trap cleanup EXIT
mkdir -p "$PROFILES"

find_vegeta "$T" || { echo "41-replay-vegeta: skipped: vegeta not found and go install $VEGETA_MODULE failed"; exit 0; }
[ "$VEGETA" != none ] || [ -n "${STREAM_ONLY:-}" ] || { echo "41-replay-vegeta: VEGETA=none needs STREAM_ONLY=1"; exit 1; }

# start_sim [sim flags...]: the simulator on a free port; sets URL.
start_sim() {
	$CHRT "$B" sim --profile fast --listen 127.0.0.1:0 --log-level warn "$@" >"$T/sim.out" 2>"$T/sim.err" &
	SIM=$!
	for _ in $(seq 100); do
		URL=$(sed -n 's/^listening on //p' "$T/sim.out")
		[ -n "$URL" ] && return 0
		sleep 0.05
	done
	echo "41-replay-vegeta: simulator did not start"; cat "$T/sim.err"; exit 1
}
stop_sim() { kill "$SIM"; wait "$SIM" 2>/dev/null || true; SIM=""; }
cpu_of() { awk '{printf "%.4f", $1+$2}' "$1"; }
faults_of() { awk '{print $3}' "$1"; }

# recording RATE STREAM: a regular-arrival recording of DUR seconds.
recording() {
	"$B" synth --log-level warn --rate "$1" --duration "${DUR}s" --burstiness 1000 --input-median 16 --input-sigma 0.001 \
		--output-median "$3" --output-sigma 0.001 --output-max "$3" --stream="$2" --seed 7 --out "$T/r$1-$2.jsonl.zst"
}

# run_replay NAME RATE [replay flags...]: CPU seconds in $T/NAME.time, lag
# p99 (ms, grid-aligned) and request count in $T/NAME.stats. RB is the
# binary (default $B).
run_replay() {
	local name=$1 rate=$2; shift 2
	$CHRT /usr/bin/time -f '%U %S %R' -o "$T/$name.time" "${RB:-$B}" replay "$T/r$rate-false.jsonl.zst" --target "$URL" \
		--out "$T/$name.jsonl" --quiet --log-level error --no-server-metrics \
		--cpuprofile "$PROFILES/$name.cpu.pprof" --memprofile "$PROFILES/$name.mem.pprof" "$@"
	jq -r 'select(.llmreplay == null) | [.sent_ns - .intended_ns, (if .error then 1 else 0 end)] | @tsv' "$T/$name.jsonl" >"$T/$name.lags"
	lagstats "$T/$name.lags" >"$T/$name.stats"
}

# run_vegeta NAME RATE: the same request at RATE for DUR seconds.
run_vegeta() {
	local name=$1 rate=$2
	printf 'POST %s/v1/chat/completions\nContent-Type: application/json\n@%s\n' "$URL" "$T/body.json" >"$T/targets"
	$CHRT /usr/bin/time -f '%U %S %R' -o "$T/$name.time" "$VEGETA" attack -targets "$T/targets" -rate "$rate" -duration "${DUR}s" \
		-timeout 30s >"$T/$name.bin"
	"$VEGETA" encode --to csv "$T/$name.bin" | python3 -c '
import sys, csv
iv = 1e9 / float(sys.argv[1])
for row in csv.reader(sys.stdin):
    ts, code, seq = int(row[0]), int(row[1]), int(row[8])
    print("%d\t%d" % (ts - seq * iv, 0 if code == 200 else 1))
' "$rate" >"$T/$name.lags"
	lagstats "$T/$name.lags" >"$T/$name.stats"
}

# lagstats FILE: "requests errors p99_ms" of (lag offset, error) lines, the
# lags taken from the least-late request of the run.
lagstats() {
	python3 -c '
import sys
rows = [l.split("\t") for l in open(sys.argv[1]) if l.strip()]
lags = sorted(float(r[0]) for r in rows)
errs = sum(int(r[1]) for r in rows)
lo = lags[0]
p99 = lags[min(len(lags) - 1, int(0.99 * len(lags)))] - lo
print(len(lags), errs, "%.3f" % (p99 / 1e6))
' "$1"
}

# rotated ROUND TOOL...: the tools in turn, starting with the ROUND-th (each
# goes first, middle and last as the rounds go).
rotated() {
	local r=$1
	shift
	printf '%s\n' "$@" | awk -v r="$r" '{a[NR]=$0} END {for (i = 0; i < NR; i++) print a[(i + r - 1) % NR + 1]}'
}

field() { awk -v i="$2" '{print $i}' "$T/$1.stats"; }
per_req_us() { jq -n "$(cpu_of "$T/$1.time") / $(field "$1" 1) * 1e6"; }
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }

if [ -z "${STREAM_ONLY:-}" ]; then
echo "replay vs vegeta ($(nproc) cores shared with the simulator and anything else on the box; load average $(cut -d' ' -f1-3 /proc/loadavg))"
echo "non-streaming chat POSTs, 4 output tokens, ${DUR} s per run, $ROUNDS alternating rounds per rate${CHRT:+, under $CHRT}"
echo "profiles: $PROFILES"
start_sim
for rate in $RATES; do recording "$rate" false 4; done
# vegeta's body: the first recorded request as replay sends it (output pinned).
"$B" cat "$T/r${RATES%% *}-false.jsonl.zst" --log-level error | head -1 |
	jq -c '.req.body.json | .max_tokens = 4 | .ignore_eos = true' >"$T/body.json"
# Warm both up once (connections, page cache).
run_vegeta warm-v "${RATES%% *}" >/dev/null
run_replay warm-r "${RATES%% *}" >/dev/null
[ -z "$BASE" ] || RB=$BASE run_replay warm-b "${RATES%% *}" >/dev/null

tools="vegeta replay${BASE:+ base}"
printf '\n%8s %5s %6s | %10s %7s | %10s %7s | %7s | %s\n' "rate/s" "round" "tool" "CPU µs/req" "/vegeta" "p99 lag" "/vegeta" "faults" "requests errors"
for rate in $RATES; do
	declare -A cpu=() lag=() cr=() lr=() flt=()
	for round in $(seq "$ROUNDS"); do
		order=$(rotated "$round" $tools)
		for tool in $order; do
			case $tool in
			vegeta) run_vegeta "$tool$rate-$round" "$rate" ;;
			replay) RB=$B run_replay "$tool$rate-$round" "$rate" ;;
			base) RB=$BASE run_replay "$tool$rate-$round" "$rate" ;;
			esac
		done
		v=vegeta$rate-$round
		for tool in $tools; do
			n=$tool$rate-$round
			u=$(per_req_us "$n")
			cpu[$tool]+="$u " lag[$tool]+="$(field "$n" 3) "
			c=$(jq -n "$u / $(per_req_us "$v")") l=$(jq -n "$(field "$n" 3) / ([$(field "$v" 3), 0.001] | max)")
			cr[$tool]+="$c " lr[$tool]+="$l " flt[$tool]+="$(faults_of "$T/$n.time") "
			printf '%8d %5d %6s | %10.1f %7.2f | %7.3f ms %7.2f | %7d | %d %d\n' "$rate" "$round" "$tool" "$u" "$c" "$(field "$n" 3)" "$l" \
				"$(faults_of "$T/$n.time")" "$(field "$n" 1)" "$(field "$n" 2)"
		done
	done
	for tool in $tools; do
		# shellcheck disable=SC2086
		printf '%8d %5s %6s | %10.1f %7.2f | %7.3f ms %7.2f | %7.0f |  (medians of the rounds)\n' "$rate" "med" "$tool" "$(median ${cpu[$tool]})" \
			"$(median ${cr[$tool]})" "$(median ${lag[$tool]})" "$(median ${lr[$tool]})" "$(median ${flt[$tool]})"
	done
	unset cpu lag cr lr flt
done
echo "targets: CPU per request ratio <= 1.2 at 1,500 req/s; p99 lag ratio <= 1 at 2,000, 5,000 and 10,000 req/s"
stop_sim
fi

# ---------------------------------------------------------------- streaming
recording "$STREAM_RATE" true "$STREAM_TOKENS"
start_sim
printf "\nstreaming: replay at %d req/s, %d output tokens per request, %d s (load average %s)\n" "$STREAM_RATE" "$STREAM_TOKENS" "$DUR" "$(cut -d" " -f1-3 /proc/loadavg)"
# vegeta's streaming body: the first recorded request (stream on, output pinned).
"$B" cat "$T/r$STREAM_RATE-true.jsonl.zst" --log-level error | head -1 |
	jq -c --argjson n "$STREAM_TOKENS" '.req.body.json | .max_tokens = $n | .ignore_eos = true' >"$T/sbody.json"
stools="replay${BASE:+ base}"
[ "$VEGETA" = none ] || stools="vegeta $stools"
declare -A sper=()
for round in $(seq "$ROUNDS"); do
	order=$(rotated "$round" $stools)
	for tool in $order; do
		name=s-$tool-$round rb=$B
		[ "$tool" != base ] || rb=$BASE
		if [ "$tool" = vegeta ]; then
			printf 'POST %s/v1/chat/completions\nContent-Type: application/json\n@%s\n' "$URL" "$T/sbody.json" >"$T/stargets"
			$CHRT /usr/bin/time -f '%U %S' -o "$T/$name.time" "$VEGETA" attack -targets "$T/stargets" -rate "$STREAM_RATE" \
				-duration "${DUR}s" -timeout 30s >"$T/$name.bin"
			# Every answer carries the pinned tokens plus the role, finish and [DONE] events.
			read -r n errs < <("$VEGETA" encode --to csv "$T/$name.bin" | awk -F, '{n++; if ($2 != 200) e++} END {print n, e + 0}')
			events=$(( (n - errs) * (STREAM_TOKENS + 3) ))
		else
			$CHRT /usr/bin/time -f '%U %S' -o "$T/$name.time" "$rb" replay "$T/r$STREAM_RATE-true.jsonl.zst" --target "$URL" \
				--out "$T/$name.jsonl" --quiet --log-level error --no-server-metrics \
				--cpuprofile "$PROFILES/$name.cpu.pprof" --memprofile "$PROFILES/$name.mem.pprof"
			# Events received: one per output token, plus the role, finish and [DONE] events the sim sends.
			read -r n errs events < <(jq -rs '[.[1:][] | select(.llmreplay == null)] | [length, ([.[] | select(.error)] | length),
				([.[] | (.output_tokens // 0) + 3] | add)] | @tsv' "$T/$name.jsonl")
		fi
		per=$(jq -n "$(cpu_of "$T/$name.time") / $events * 1e6")
		sper[$tool]+="$per "
		printf '   round %d %6s: %d requests, %d errors, %d events; CPU %.2f s = %.2f µs per event\n' "$round" "$tool" "$n" "$errs" "$events" \
			"$(cpu_of "$T/$name.time")" "$per"
	done
done
for tool in $stools; do
	# shellcheck disable=SC2086
	med=$(median ${sper[$tool]})
	if [ "$VEGETA" != none ] && [ "$tool" != vegeta ]; then
		# shellcheck disable=SC2086
		printf '   median %6s: %.2f µs per event, %.2fx vegeta reading the same streams\n' "$tool" "$med" "$(jq -n "$med / $(median ${sper[vegeta]})")"
	else
		printf '   median %6s: %.2f µs per event\n' "$tool" "$med"
	fi
done
echo "   (target <= 2 µs per event; CPU includes starting, reading the recording and writing results)"
