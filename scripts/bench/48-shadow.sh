#!/usr/bin/env bash
# What `record --shadow` costs production, and whether its verdicts are the
# file-based gate's, in one run.
#
#  1. Production latency through `record` and through `record --shadow`
#     against a direct connection to the same simulator (`sim --profile
#     fast`, 32-token streams), the candidate a second `sim --profile fast`.
#     As in 30-record.sh (whose load client, internal/benchtools/loadbench,
#     this runs): the two recorders on the last CPU, the simulators and the
#     client on the others (taskset); a streaming chat request every 1/RATE
#     s, ROUNDS rounds of 20-s phases (LAT_DUR) in two ways:
#       a. alternating: direct with record, then direct with record --shadow
#          (order swapped every round), each arrival sent to direct and to
#          the recorder at the same instant, so the difference of their
#          percentiles is what the recorder adds, free of the shared
#          machine's drift; each recorder has the CPU to itself, as a sidecar
#          with a CPU of its own;
#       b. at once: each arrival to direct, record and record --shadow at
#          the same instant: both recorders see the same moment of the
#          machine, but share one CPU (each waits for the other's work).
#     Per arm: TTFT p50/p99 and ITL p99 (medians over the rounds), what each
#     recorder adds over direct, the shadow's extra over record (per round,
#     then the median; target for TTFT p99: <= 0.2 ms), and the recorder
#     process's CPU per request (/proc/PID/stat over its
#     llmreplay_record_requests_total; the shadow's includes sending to and
#     measuring the candidate).
#  2. Paired verdicts: a recording (the one of 70-verdicts.sh: `synth --rate
#     0.5 --duration 10m --speedup 30`, ~300 requests in 20 s) replayed
#     through `record --shadow` in front of `sim --profile default`, the
#     candidate `sim --profile default` and then `--profile slow` (decode 20%
#     slower): `compare` of the shadow's two results files; then the
#     file-based gate of 70-verdicts.sh on the session that same recorder
#     wrote: replayed at once against a fresh default simulator (baseline)
#     and a fresh candidate, `compare`. The two verdicts side by side.
# Usage: bash scripts/bench/48-shadow.sh
#   env: PARTS="1 2", RATE=100 (req/s per path), LAT_DUR=20s per phase, ROUNDS=6, CANDIDATES="default slow"
set -euo pipefail
cd "$(dirname "$0")/../.."
PARTS=${PARTS:-1 2}
RATE=${RATE:-100}
LAT_DUR=${LAT_DUR:-20s}
ROUNDS=${ROUNDS:-6}
CANDIDATES=${CANDIDATES:-default slow}
want() { [[ " $PARTS " == *" $1 "* ]]; }
BIN=${BIN:-bin/llmreplay}
[ -x "$BIN" ] || make build >/dev/null
work=$(mktemp -d)
pids=()
# stop_all: SIGTERM in reverse order of start, so a recorder drains (its
# shadow's candidate requests included) before its simulators stop.
stop_all() {
  local i
  for ((i = ${#pids[@]} - 1; i >= 0; i--)); do kill "${pids[i]}" 2>/dev/null || true; wait "${pids[i]}" 2>/dev/null || true; done
  pids=()
}
trap 'stop_all; rm -rf "$work"' EXIT
ulimit -n 65536 2>/dev/null || true

ncpu=$(nproc)
if [ "$ncpu" -ge 2 ] && command -v taskset >/dev/null; then
  PROXY_CPUS=$((ncpu - 1)); LOAD_CPUS="0-$((ncpu - 2))"
else
  PROXY_CPUS=""; LOAD_CPUS=""
fi
on() { local cpus=$1; shift; if [ -n "$cpus" ]; then exec taskset -c "$cpus" "$@"; else exec "$@"; fi; }
port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }
wait_port() { for _ in $(seq 100); do (echo >/dev/tcp/127.0.0.1/"$1") 2>/dev/null && return 0; sleep 0.1; done; echo "nothing listening on $1" >&2; return 1; }
# metric PORT NAME: a sample's value on a recorder's /metrics (NAME with its labels).
metric() { curl -sf "http://127.0.0.1:$1/metrics" | awk -v n="$2" '$1 == n { print $2; f = 1 } END { if (!f) print 0 }'; }
# cpu PID: CPU seconds (user + system) of a process, from /proc/PID/stat.
cpu() { awk -v hz="$(getconf CLK_TCK)" '{ sub(/^.*\) /, ""); print ($12 + $13) / hz }' "/proc/$1/stat"; }
# shadow_idle PORT: wait until the shadow has no candidate request open or queued.
shadow_idle() {
  for _ in $(seq 200); do
    [ "$(metric "$1" llmreplay_record_shadow_in_flight)" = 0 ] && [ "$(metric "$1" llmreplay_record_shadow_queue)" = 0 ] && return 0
    sleep 0.05
  done
  echo "the shadow still has candidate requests open after 10 s" >&2
}
# start_sim VAR CPUS SIM-FLAGS...: a simulator on a fresh port (VAR=port).
start_sim() {
  local var=$1 cpus=$2 p; shift 2
  p=$(port)
  (on "$cpus" "$BIN" sim --listen "127.0.0.1:$p" "$@" >>"$work/sim.log" 2>&1) & pids+=($!)
  wait_port "$p"
  printf -v "$var" %s "$p"
}
# start_rec NAME CPUS UPSTREAM-PORT [record flags...]: a recorder; sets
# NAME_port, NAME_mport (metrics) and NAME_pid.
start_rec() {
  local name=$1 cpus=$2 up=$3 p m; shift 3
  p=$(port); m=$(port)
  (on "$cpus" "$BIN" record --listen "127.0.0.1:$p" --upstream "http://127.0.0.1:$up" --out "$work/$name" \
     --metrics-listen "127.0.0.1:$m" "$@" >>"$work/$name.log" 2>&1) & pids+=($!)
  printf -v "${name}_pid" %s $!
  wait_port "$p"; wait_port "$m"
  printf -v "${name}_port" %s "$p"
  printf -v "${name}_mport" %s "$m"
}
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"

# arm NAME: the recorder of an arm (record, shadow): sets p (port), m (metrics port), pid.
arm() { if [ "$1" = record ]; then p=$rec_port m=$rec_mport pid=$rec_pid; else p=$shd_port m=$shd_mport pid=$shd_pid; fi; }
# phase MODE ROUND ARM...: one open-loop phase of loadbench, each arrival sent
# to direct and to every ARM's recorder at the same instant; appends to $rows
# per arm: MODE ARM ROUND, its TTFT p50, p99, ITL p99 (ms) and errors, the
# same of direct, and the recorder's CPU microseconds per request.
phase() {
  local mode=$1 round=$2 a c0=() n0=() c1 n1 i=0 label; shift 2
  for a in "$@"; do arm "$a"; c0+=("$(cpu "$pid")"); n0+=("$(metric "$m" llmreplay_record_requests_total)"); done
  local paths=(--proxy "http://127.0.0.1:$p" --proxy-label "$1")
  # Two arms: record goes as loadbench's second path (its label: proxy-only).
  [ $# = 1 ] || paths=(--hop "http://127.0.0.1:$rec_port" --proxy "http://127.0.0.1:$shd_port" --proxy-label shadow)
  (on "$LOAD_CPUS" "$work/loadbench" compare --direct "http://127.0.0.1:$prod" "${paths[@]}" \
     --phases open --rate "$RATE" -d "$LAT_DUR") >"$work/phase.txt"
  [[ " $* " != *" shadow "* ]] || shadow_idle "$shd_mport"
  for a in "$@"; do
    arm "$a"; c1=$(cpu "$pid"); n1=$(metric "$m" llmreplay_record_requests_total)
    label=$a; [ "$a" != record ] || [ $# = 1 ] || label=proxy-only
    # Table rows: path req/s errors TTFT-p50 ms TTFT-p99 ms ITL-p50 ms ITL-p99 ms ...
    awk -v mode="$mode" -v arm="$a" -v label="$label" -v r="$round" \
      -v c="$(awk -v a="${c0[i]}" -v b="$c1" -v x="${n0[i]}" -v y="$n1" 'BEGIN { print (b - a) / (y - x) * 1e6 }')" '
      $1 == "direct" { d = $4 " " $6 " " $10 " " $3 }
      $1 == label && $2 ~ /^[0-9.]+$/ { v = $4 " " $6 " " $10 " " $3 }
      END { print mode, arm, r, v, d, c }' "$work/phase.txt" | tee -a "$rows" |
      awk '{ printf "   round %d %-6s TTFT p50 %7.3f p99 %8.3f ms, ITL p99 %6.3f ms, %d errors | direct TTFT p50 %7.3f p99 %8.3f ms, %d errors | recorder %6.1f us CPU/request\n", $3, $2, $4, $5, $6, $7, $8, $9, $11, $12 }'
    i=$((i + 1))
  done
}
if want 1; then
  go build -o "$work/loadbench" ./internal/benchtools/loadbench
  start_sim prod "$LOAD_CPUS" --profile fast
  start_sim cand "$LOAD_CPUS" --profile fast
  start_rec rec "$PROXY_CPUS" "$prod"
  start_rec shd "$PROXY_CPUS" "$prod" --shadow "http://127.0.0.1:$cand"
  rows=$work/rows
  : >"$rows"
  echo
  echo "== 1. production latency: direct, record, record --shadow (sim --profile fast, 32-token streams, $RATE req/s per path, $LAT_DUR per phase, $ROUNDS rounds)"
  if [ -n "$PROXY_CPUS" ]; then echo "   recorders on CPU $PROXY_CPUS, simulators and load client on CPU $LOAD_CPUS"; fi
  echo "-- a. alternating: direct with record, then direct with record --shadow (order swapped every round)"
  for round in $(seq 1 "$ROUNDS"); do
    if [ $((round % 2)) = 1 ]; then phase alt "$round" record; phase alt "$round" shadow
    else phase alt "$round" shadow; phase alt "$round" record; fi
  done
  echo "-- b. at once: each arrival to direct, record and record --shadow at the same instant"
  for round in $(seq 1 "$ROUNDS"); do phase same "$round" record shadow; done
  echo "   load average: $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "   shadow: $(metric "$shd_mport" llmreplay_record_shadow_sent_total) sent, $(metric "$shd_mport" llmreplay_record_shadow_pairs_total) pairs;" \
    "not mirrored: $(curl -sf "http://127.0.0.1:$shd_mport/metrics" | awk -F'[{}" ]+' '/^llmreplay_record_shadow_dropped_total/ && $NF > 0 { printf "%s %s ", $3, $NF; n++ } END { if (!n) printf "none" }');" \
    "candidate errors $(curl -sf "http://127.0.0.1:$shd_mport/metrics" | awk '/^llmreplay_record_shadow_candidate_errors_total/ { s += $2 } END { print s + 0 }')"
  # A production error through a recorder: upstream errors (502s, resets) as it counted them.
  echo "   upstream errors (production): record $(metric "$rec_mport" llmreplay_record_upstream_errors_total)," \
    "record --shadow $(metric "$shd_mport" llmreplay_record_upstream_errors_total)"
  python3 - "$rows" <<'PY'
import sys, statistics as st
# mode arm round | ttft50 ttft99 itl99 errs | direct ttft50 ttft99 itl99 errs | cpu_us
by = {}
for r in (l.split() for l in open(sys.argv[1])):
    by.setdefault(r[0], {}).setdefault(r[1], {})[int(r[2])] = (list(map(float, r[3:7])), list(map(float, r[7:11])), float(r[11]))
med = st.median
for mode, title in (("alt", "a. alternating"), ("same", "b. at once")):
    if mode not in by:
        continue
    arms = by[mode]
    print(f"\n{title}: medians over the rounds (ms; added = the arm's percentile less direct's in the same phase)")
    print(f"{'arm':8} {'TTFT p50':>9} {'TTFT p99':>9} {'ITL p99':>8} {'added TTFT p50':>15} {'added TTFT p99':>15} {'added ITL p99':>14} {'CPU/request':>12}")
    direct = [d for a in arms.values() for (_, d, _) in a.values()]
    print(f"{'direct':8} {med([d[0] for d in direct]):9.3f} {med([d[1] for d in direct]):9.3f} {med([d[2] for d in direct]):8.3f}")
    for arm in ("record", "shadow"):
        v = arms[arm].values()
        print(f"{arm:8} {med([a[0] for a, _, _ in v]):9.3f} {med([a[1] for a, _, _ in v]):9.3f} {med([a[2] for a, _, _ in v]):8.3f}"
              f" {med([a[0] - d[0] for a, d, _ in v]):+15.3f} {med([a[1] - d[1] for a, d, _ in v]):+15.3f} {med([a[2] - d[2] for a, d, _ in v]):+14.3f}"
              f" {med([c for _, _, c in v]):9.1f} us")
    rounds = sorted(set(arms["record"]) & set(arms["shadow"]))
    for i, name in ((0, "TTFT p50"), (1, "TTFT p99"), (2, "ITL p99")):
        # Each round's shadow-minus-record of what each added over direct.
        x = [(arms["shadow"][r][0][i] - arms["shadow"][r][1][i]) - (arms["record"][r][0][i] - arms["record"][r][1][i]) for r in rounds]
        target = ", target <= 0.2 ms" if name == "TTFT p99" else ""
        print(f"  added {name} of shadow over record: {med(x):+.3f} ms (median of {len(x)} rounds{target}; rounds: " + ", ".join(f"{y:+.3f}" for y in x) + ")")
    cr, cs = med([c for _, _, c in arms["record"].values()]), med([c for _, _, c in arms["shadow"].values()])
    print(f"  CPU per request of the recorder process: record {cr:.1f} us, record --shadow {cs:.1f} us ({cs / cr:.2f}x)")
PY
  stop_all
fi

if want 2; then
  echo
  echo "== 2. paired verdicts: record --shadow against the file-based gate"
  "$BIN" synth --rate 0.5 --duration 10m --speedup 30 --seed 70 --out "$work/synth.jsonl.zst" 2>/dev/null
  echo "   recording: $("$BIN" cat "$work/synth.jsonl.zst" | wc -l) requests in 20 s (synth --rate 0.5 --duration 10m --speedup 30 --seed 70)"
  # replay_to NAME FILE PORT: replay FILE against 127.0.0.1:PORT into NAME.jsonl.
  replay_to() { "$BIN" replay "$2" --target "http://127.0.0.1:$3" --quiet --out "$work/$1.jsonl" 2>"$work/replay-$1.log"; }
  # verdict BASE CAND: "VERDICT|TPOT p50 change [95% CI]|regressions, client-bound runs" from
  # compare --format json. Judged with --allow-client-bound: on a loaded machine a
  # replayer (or the shadow) sends late and compare would give no verdict; the runs
  # that were client-bound are named, with their send lag p99.
  verdict() {
    local s=0
    "$BIN" compare "$1" "$2" --allow-client-bound --format json -o "$work/cmp.json" 2>/dev/null || s=$?
    [ "$s" -le 1 ] || { echo "compare $1 $2 failed ($s)" >&2; return 1; }
    python3 -c '
import json, sys
c = json.load(open(sys.argv[1]))
t = [m for m in c["metrics"] if m["metric"] == "tpot"][0]["changes"][0]["change"]
e, lo, hi = t["estimate"], t["low"], t["high"]
notes = [",".join(c.get("regressions") or []) or "-"]
for side in ("baseline", "candidate"):
    cl = c["telemetry"][side]["client"]
    if cl["client_bound"]:
        notes.append("%s client-bound, lag p99 %.0f ms" % (side, cl["lag_p99_ms"]))
print(c["verdict"], f"TPOT p50 {e:+.1%} [{lo:+.1%}, {hi:+.1%}]", "; ".join(notes), sep="|")
' "$work/cmp.json"
  }
  # kinds FILE: error kinds of a results file, counted.
  kinds() { python3 -c '
import collections, json, sys
k = collections.Counter(json.loads(l).get("error_kind") for l in list(open(sys.argv[1]))[1:])
k.pop(None, None)
print(", ".join(f"{n} {v}" for v, n in k.items()) or "none")' "$1"; }
  for cand_profile in $CANDIDATES; do
    d=$work/v_$cand_profile
    start_sim prod "" --profile default
    start_sim cand "" --profile "$cand_profile"
    start_rec "v_$cand_profile" "" "$prod" --shadow "http://127.0.0.1:$cand"
    mp=v_${cand_profile}_port
    replay_to "through-$cand_profile" "$work/synth.jsonl.zst" "${!mp}"
    stop_all  # SIGTERM: the recorder drains, then closes the session and the results files
    IFS='|' read -r sv sc sn < <(verdict "$d"/shadow-*-production.jsonl "$d"/shadow-*-candidate.jsonl)
    start_sim base "" --profile default
    start_sim cand "" --profile "$cand_profile"
    replay_to "file-$cand_profile-base" "$d"/session-*.jsonl.zst "$base" &
    b=$!
    replay_to "file-$cand_profile-cand" "$d"/session-*.jsonl.zst "$cand"
    wait "$b"
    stop_all
    IFS='|' read -r fv fc fn < <(verdict "$work/file-$cand_profile-base.jsonl" "$work/file-$cand_profile-cand.jsonl")
    m=no; [ "$sv" = "$fv" ] && m=yes
    echo "   candidate sim --profile $cand_profile: verdicts match: $m"
    printf '     %-28s %-22s %-38s %s\n' "record --shadow" "$sv" "$sc" "$sn"
    printf '     %-28s %-22s %-38s %s\n' "file gate (record, replay)" "$fv" "$fc" "$fn"
    grep -h '"shadow summary' "$work/v_$cand_profile.log" | python3 -c '
import json, sys
s = json.loads(sys.stdin.readline())
print("     shadow: %(pairs)d pairs of %(seen)d requests, %(dropped)d dropped, %(candidate_errors)d candidate errors, live TPOT ratio p50 %(tpot_ratio_p50)s" % s)'
    echo "     error kinds: shadow candidate $(kinds "$d"/shadow-*-candidate.jsonl), production $(kinds "$d"/shadow-*-production.jsonl);" \
      "file gate baseline $(kinds "$work/file-$cand_profile-base.jsonl"), candidate $(kinds "$work/file-$cand_profile-cand.jsonl")"
  done
fi
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
