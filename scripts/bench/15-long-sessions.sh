#!/usr/bin/env bash
# Long sessions in constant memory (issue 16). For a synthetic session of
# LONG_HOURS hours each (default "1 4") at 20 req/s, it measures peak RSS
# and time of inspect, cat, scrub (dry run, and written on one core and on
# two: the speed-up is the ratio), and of replay of a 5 s window at the
# start and 30 minutes in (against `llmreplay sim --profile fast`), with the
# delay from the command's launch to its first request on the wire. RSS
# that does not grow from 1 h to 4 h is the point. Then two results files
# of RESULTS_N requests (default 1,000,000, about 1.9 GB each) are read by
# report and compared (RSS and time).
# Needs: bin/llmreplay (make build), jq, GNU time (/usr/bin/time), Go (to
# build replay/internal/resultsgen). Disk: about 1.9 GB per hour of
# session and 3.9 GB for the results. Takes 15-25 minutes on 2 cores.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
bench_init 15-long-sessions jq time
HOURS=${LONG_HOURS:-"1 4"}
N=${RESULTS_N:-1000000}

echo "load average: $(load_average)"

# measure LABEL CMD...: peak RSS (MiB), wall and CPU seconds of one command.
measure() {
	local label=$1
	shift
	local code=0
	/usr/bin/time -f '%M %e %U %S' -o "$T/time" "$@" >/dev/null 2>"$T/err" || code=$?
	# compare exits 1 on a regression (the candidate is 5% slower).
	if [ "$code" -ne 0 ] && ! { [ "$code" -eq 1 ] && [ "${label%% *}" = compare ]; }; then
		echo "$label failed ($code):"
		tail -5 "$T/err"
		exit 1
	fi
	# GNU time puts "Command exited with non-zero status" first on failure.
	read -r rss wall user sys < <(tail -1 "$T/time")
	printf '%-34s RSS %6.0f MiB  wall %7.1f s  CPU %7.1f s\n' "$label" "$(echo "$rss/1024" | bc -l)" "$wall" "$(echo "$user+$sys" | bc -l)"
	LAST_WALL=$wall
}

# first_send RESULTS LAUNCH: ms from launch (Unix s) to the first request on the wire.
first_send() {
	jq -rs --argjson launch "$2" '
		(.[0].start | sub("\\.[0-9]+"; "") | fromdateiso8601) as $s0 |
		(.[0].start | capture("\\.(?<f>[0-9]+)").f // "0" | ("0." + .) | tonumber) as $frac |
		([.[1:][] | select(.sent_ns != null) | .sent_ns] | min) as $first |
		(($s0 + $frac + $first / 1e9) - $launch) * 1000 | floor' "$1"
}

start_sim --profile fast

for h in $HOURS; do
	s="$T/s${h}h.jsonl.zst"
	echo "== ${h} h session at 20 req/s"
	measure "synth ${h}h" "$B" synth --rate 20 --duration "${h}h" --seed 3 --out "$s"
	echo "   $(du -m "$s" | cut -f1) MiB compressed"
	measure "inspect" "$B" inspect "$s"
	measure "cat > /dev/null" "$B" cat "$s"
	measure "scrub --dry-run" "$B" scrub --dry-run "$s"
	# One core (taskset, GOMAXPROCS=1) against both.
	measure "scrub -o, one core" env GOMAXPROCS=1 taskset -c 0 "$B" scrub "$s" -o "$T/out.jsonl.zst"
	w1=$LAST_WALL
	measure "scrub -o, two cores" "$B" scrub "$s" -o "$T/out.jsonl.zst"
	printf '   scrub speed-up on two cores over one: %.2fx (wall)\n' "$(echo "$w1/$LAST_WALL" | bc -l)"
	rm -f "$T/out.jsonl.zst"
	for off in 0s 30m; do
		launch=$(date +%s.%N)
		measure "replay 5 s at --start-offset $off" "$B" replay "$s" --target "$URL" --start-offset "$off" \
			--duration 5s -o "$T/r.jsonl" -q
		echo "   first request on the wire $(first_send "$T/r.jsonl" "$launch") ms after launch; $(($(wc -l <"$T/r.jsonl") - 1)) requests"
	done
	rm -f "$s"
done

echo "== results files of $N requests"
go build -o "$T/resultsgen" ./replay/internal/resultsgen
"$T/resultsgen" -n "$N" -o "$T/a.jsonl"
"$T/resultsgen" -n "$N" -seed 2 -slow 1.05 -o "$T/b.jsonl"
echo "   $(du -m "$T/a.jsonl" | cut -f1) MiB each"
measure "report" "$B" report "$T/a.jsonl"
measure "compare" "$B" compare "$T/a.jsonl" "$T/b.jsonl"
