# shellcheck shell=bash
# What the bench scripts share: source it after `set -euo pipefail`, then
# call bench_init with the script's name:
#
#   . "$(dirname "$0")/lib.sh"
#   bench_init 40-replay jq time
#
# bench_init goes to the repository root, builds bin/llmreplay if it is
# missing ($B overrides the binary), checks the programs named after the
# script's name (`time` means GNU time), makes the scratch folder $T and
# removes it, with every simulator start_sim started, when the script exits.

# bench_init NAME [PROGRAM...]
bench_init() {
	BENCH=$1
	shift
	cd "$(dirname "$0")/../.."
	B=${B:-bin/llmreplay}
	[ -x "$B" ] || make build >/dev/null
	local p
	for p in "$@"; do
		if [ "$p" = time ]; then
			[ -x /usr/bin/time ] || bench_die "GNU time is required (apt-get install time)"
		else
			command -v "$p" >/dev/null || bench_die "$p is required (apt-get install $p)"
		fi
	done
	T=$(mktemp -d)
	SIM=""
	BENCH_SIMS=()
	trap bench_cleanup EXIT
}

# bench_die MESSAGE: says what failed, with the script's name, and exits 1.
bench_die() {
	echo "$BENCH: $*" >&2
	exit 1
}

bench_cleanup() {
	local pid
	for pid in "${BENCH_SIMS[@]}"; do
		kill "$pid" 2>/dev/null || true
		wait "$pid" 2>/dev/null || true
	done
	rm -rf "$T"
}

# load_average prints the 1, 5 and 15 minute load averages: every timing a
# script prints is read beside them.
load_average() { cut -d' ' -f1-3 /proc/loadavg; }

# start_sim [SIM FLAGS...]: `llmreplay sim` on a free loopback port, its
# output in $T/sim.out and $T/sim.err; sets SIM (its pid) and URL. $CHRT, if
# set, is a command prefix for it (a benchmark's own choice of priority).
# Several may run at once: each call replaces SIM and URL, and every one is
# stopped at exit.
start_sim() {
	${CHRT:-} "$B" sim --listen 127.0.0.1:0 --log-level warn "$@" >"$T/sim.out" 2>"$T/sim.err" &
	SIM=$!
	BENCH_SIMS+=("$SIM")
	local _
	for _ in $(seq 100); do
		URL=$(sed -n 's/^listening on //p' "$T/sim.out")
		[ -n "$URL" ] && return 0
		sleep 0.05
	done
	cat "$T/sim.err" >&2
	bench_die "the simulator did not start"
}

# stop_sim: stops the simulator start_sim started last.
stop_sim() {
	[ -n "$SIM" ] || return 0
	kill "$SIM" 2>/dev/null || true
	wait "$SIM" 2>/dev/null || true
	local kept=() pid
	for pid in "${BENCH_SIMS[@]}"; do [ "$pid" = "$SIM" ] || kept+=("$pid"); done
	BENCH_SIMS=("${kept[@]}")
	SIM=""
}

# cpu_seconds FILE: user + system seconds from a `/usr/bin/time -f '%U %S'` file.
cpu_seconds() { awk '{printf "%.4f", $1+$2}' "$1"; }

# cpu_of_pid PID: user + system CPU seconds a running process has used.
cpu_of_pid() { awk -v hz="$(getconf CLK_TCK)" '{printf "%.2f", ($14+$15)/hz}' "/proc/$1/stat"; }

# VEGETA_MODULE is the vegeta the benchmarks install when none is on PATH.
VEGETA_MODULE=github.com/tsenart/vegeta/v12@v12.13.0

# find_vegeta DIR: sets VEGETA to $VEGETA if set, else to the vegeta on
# PATH, else to one `go install` puts in DIR/bin; fails when there is none.
find_vegeta() {
	VEGETA=${VEGETA:-$(command -v vegeta || true)}
	if [ -z "$VEGETA" ]; then
		GOBIN="$1/bin" go install "$VEGETA_MODULE" >/dev/null 2>&1 && VEGETA="$1/bin/vegeta"
	fi
	[ -n "$VEGETA" ]
}
