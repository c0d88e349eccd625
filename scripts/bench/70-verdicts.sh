#!/usr/bin/env bash
# Verdict quality of `llmreplay compare`: detection of a TPOT regression and
# the false-alarm rate, from real replays against the built-in simulator.
#
# One recording: `synth --rate $RATE --duration 10m --speedup $SPEEDUP` (a
# 10-minute Azure-shaped recording, ~300 requests at the default 0.5 req/s,
# its arrivals compressed SPEEDUP times so a replay takes 10m/SPEEDUP: 20 s
# at ~15 req/s by default). A trial replays it twice at
# the same time, each replay against its own simulator: a baseline against
# `sim --profile default` and a candidate against
#   - `sim --profile default` again (SAME trials: any regression verdict is a
#     false alarm),
#   - a default sim whose decode step costs 10% more (PLUS10 trials:
#     --decode-base and --decode-per-seq of the default profile x 1.1, read
#     from `sim --help`),
#   - `sim --profile slow` (SLOW trials: decode 20% slower),
# then `compare` (default limits) judges candidate against baseline. TPAR
# trials run at a time. Baseline and candidate of a trial always run
# together, so they see the same machine load, as two replays against two
# clusters in a CI job do. The baseline for the ratios is the same-profile
# TPOT p50 change (the noise floor measured in the same run). Each line
# shows the baseline's TPOT p50: the default profile steps at 11 ms + 50 us
# per running sequence, so a much larger value means the machine starved the
# simulator of CPU, which masks the configured slowdown.
# Usage: bash scripts/bench/70-verdicts.sh   (env: RATE=0.5 SPEEDUP=30 SAME=4 PLUS10=2 SLOW=2 TPAR=1)
set -euo pipefail
cd "$(dirname "$0")/../.."
RATE=${RATE:-0.5}
SPEEDUP=${SPEEDUP:-30}
SAME=${SAME:-4}
PLUS10=${PLUS10:-2}
SLOW=${SLOW:-2}
TPAR=${TPAR:-1}
BIN=bin/llmreplay
[ -x "$BIN" ] || make build >/dev/null
work=$(mktemp -d)
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; wait "$p" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT

port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }
wait_port() { for _ in $(seq 100); do (echo >/dev/tcp/127.0.0.1/"$1") 2>/dev/null && return 0; sleep 0.1; done; echo "nothing listening on $1" >&2; return 1; }
pct() { python3 -c "print(f'{$1*100:+.2f}%')"; }

"$BIN" synth --rate "$RATE" --duration 10m --speedup "$SPEEDUP" --seed 70 --out "$work/rec.jsonl.zst" 2>/dev/null
n=$("$BIN" cat "$work/rec.jsonl.zst" | wc -l)
echo "recording: $n requests, 10 min at $RATE req/s compressed ${SPEEDUP}x: each replay $((600 / SPEEDUP)) s"

# The default profile's decode costs, +10%.
base_cost=$("$BIN" sim --help | awk '$1 == "decode-base" {print $3}')
seq_cost=$("$BIN" sim --help | awk '$1 == "decode-per-seq" {print $3}')
plus10=$(python3 -c '
import re, sys
def ns(d):
    m = re.fullmatch(r"([0-9.]+)(ns|us|\u00b5s|ms|s)", d)
    units = {"ns": 1, "us": 1e3, "\u00b5s": 1e3, "ms": 1e6, "s": 1e9}
    return float(m.group(1)) * units[m.group(2)] if m else 0.0
print(f"--decode-base {int(ns(sys.argv[1]) * 1.1)}ns --decode-per-seq {int(ns(sys.argv[2]) * 1.1)}ns")
' "$base_cost" "$seq_cost")
echo "default profile decode step: $base_cost + $seq_cost per sequence; +10% candidate: $plus10"

# replay_one NAME SIMFLAGS...: one replay against a fresh simulator.
replay_one() {
  local name=$1
  shift
  local p
  p=$(port)
  "$BIN" sim --listen "127.0.0.1:$p" "$@" >"$work/sim-$name.log" 2>&1 &
  local sp=$!
  wait_port "$p"
  "$BIN" replay "$work/rec.jsonl.zst" --target "http://127.0.0.1:$p" --quiet --out "$work/$name.jsonl" 2>"$work/replay-$name.log"
  kill "$sp" 2>/dev/null || true
  wait "$sp" 2>/dev/null || true
}

# trial NAME CANDIDATE-SIM-FLAGS...: baseline and candidate at the same time.
trial() {
  local name=$1
  shift
  replay_one "$name-base" --profile default &
  local b=$!
  replay_one "$name-cand" "$@" &
  local c=$!
  wait "$b"
  wait "$c"
}

trials=()
for i in $(seq 1 "$SAME"); do trials+=("same-$i|--profile default"); done
for i in $(seq 1 "$PLUS10"); do trials+=("plus10-$i|--profile default $plus10"); done
for i in $(seq 1 "$SLOW"); do trials+=("slow-$i|--profile slow"); done

t0=$(date +%s)
running=0
for spec in "${trials[@]}"; do
  # shellcheck disable=SC2086 # the flags are a list
  trial "${spec%%|*}" ${spec#*|} &
  pids+=($!)
  running=$((running + 1))
  if [ "$running" -ge "$TPAR" ]; then
    wait -n
    running=$((running - 1))
  fi
done
wait
pids=()
echo "trials: ${#trials[@]} ($SAME same-profile, $PLUS10 +10% decode, $SLOW slow), $TPAR at a time, $(($(date +%s) - t0)) s"

# verdict BASE CAND: prints "VERDICT TPOT_P50_CHANGE LOW HIGH REGRESSIONS"
verdict() {
  local status=0
  "$BIN" compare "$work/$1.jsonl" "$work/$2.jsonl" --format json -o "$work/cmp.json" 2>/dev/null || status=$?
  if [ "$status" -gt 1 ]; then
    echo "compare $1 $2 failed with $status" >&2
    return 1
  fi
  python3 -c '
import json, sys
c = json.load(open(sys.argv[1]))
tp = [m for m in c["metrics"] if m["metric"] == "tpot"][0]["changes"][0]["change"]
b = [m for m in c["metrics"] if m["metric"] == "tpot"][0]["changes"][0]["baseline"]
print(c["verdict"].replace(" ", "_"), tp["estimate"], tp["low"], tp["high"], f"{b:.1f}", ",".join(c.get("regressions") or []) or "-")
' "$work/cmp.json"
}

echo
echo "trials (candidate vs its own baseline, run at the same time)"
fa=0
det10=0
det20=0
noise=()
sig10=()
sig20=()
for spec in "${trials[@]}"; do
  name=${spec%%|*}
  read -r v est lo hi bms regs < <(verdict "$name-base" "$name-cand")
  case $name in
    same-*)
      noise+=("$est")
      if [ "$v" = regression ]; then fa=$((fa + 1)); fi
      ;;
    plus10-*)
      sig10+=("$est")
      if [ "$v" = regression ] && [[ ",$regs," == *",tpot:p50,"* ]]; then det10=$((det10 + 1)); fi
      ;;
    slow-*)
      sig20+=("$est")
      if [ "$v" = regression ] && [[ ",$regs," == *",tpot:p50,"* ]]; then det20=$((det20 + 1)); fi
      ;;
  esac
  printf '  %-9s base TPOT p50 %5s ms  %-22s TPOT p50 %s [%s, %s] regressed: %s\n' "$name" "$bms" "$v" "$(pct "$est")" "$(pct "$lo")" "$(pct "$hi")" "$regs"
done

python3 - "$fa" "$SAME" "$det10" "$PLUS10" "$det20" "$SLOW" "${noise[*]}" "${sig10[*]}" "${sig20[*]}" <<'PY'
import sys, statistics as st
fa, same, d10, n10, d20, n20 = map(int, sys.argv[1:7])
noise = [abs(float(x)) for x in sys.argv[7].split()]
s10 = [float(x) for x in sys.argv[8].split()]
s20 = [float(x) for x in sys.argv[9].split()]
floor = st.median(noise)
print()
print(f"false alarms (default vs default): {fa}/{same} trials ({fa/same:.0%})")
print(f"detection of +10% decode: {d10}/{n10} (TPOT p50 change median {st.median(s10):+.1%})")
print(f"detection of slow (+20%): {d20}/{n20} (TPOT p50 change median {st.median(s20):+.1%})")
print(f"noise floor (same profile, median |TPOT p50 change|): {floor:.2%}")
if floor > 0:
    print(f"ratio to the noise floor: +10% decode {st.median(s10)/floor:.0f}x, slow {st.median(s20)/floor:.0f}x")
PY
