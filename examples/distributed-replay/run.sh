#!/usr/bin/env bash
# The Indexed Jobs of job.yaml and sweep-job.yaml as SHARDS local processes
# against the built-in simulator, on loopback.
#
# MODE=replay (the default): each process replays its share of one recording
# (--shard I/N) from one shared start (--start-at), then report --merge checks
# that the shards make one run and gives its figures (each shard's lag against
# the shared schedule among them).
#
# MODE=sweep: each process runs its share of every speed step of a sweep, every
# step a sharded run with its own shared start (--start-at + k x the step
# spacing, which every shard computes alike from the same files and flags);
# then sweep --merge merges each step's shards into one run, as report --merge
# does, and judges the steps as one process's sweep would. The script exits
# with the merge's status (1 when no speed meets the SLA).
#
# Settings (environment): DURATION recorded span (30s; 10s for a sweep), RATE
# requests/s (20), SHARDS (4), SPEED (1) for a replay; SPEEDS (1,2,4), COOLDOWN
# drain after each step's sending (2s) and SLO (ttft:p99<=2s,tpot:p99<=30ms) for
# a sweep; LEAD seconds before the shared start (5), SIM_ARGS extra simulator
# flags, WORK output directory.
set -euo pipefail
source "$(dirname "$0")/../lib.sh"

MODE=${MODE:-replay}
case "$MODE" in
  replay) DURATION=${DURATION:-30s} ;;
  sweep) DURATION=${DURATION:-10s} ;;
  *) echo "distributed-replay: MODE=$MODE: want replay or sweep" >&2; exit 2 ;;
esac
RATE=${RATE:-20}
SHARDS=${SHARDS:-4}
SPEED=${SPEED:-1}
SPEEDS=${SPEEDS:-1,2,4}
COOLDOWN=${COOLDOWN:-2s}
SLO=${SLO:-ttft:p99<=2s,tpot:p99<=30ms}
LEAD=${LEAD:-5}
SIM_ARGS=${SIM_ARGS:---profile fast}

step "simulated inference server"
sim_port=$(free_port)
# shellcheck disable=SC2086 # SIM_ARGS is a list of flags
start_sim sim "$sim_port" $SIM_ARGS

step "synthetic traffic: $RATE requests/s for $DURATION"
"$LLMREPLAY" synth --rate "$RATE" --duration "$DURATION" --burstiness 100 --output-max 64 --seed 5 \
  --out "$WORK/session.jsonl.zst"

start_at=$(date -u -d "@$(($(date +%s) + LEAD))" +%Y-%m-%dT%H:%M:%SZ)
if [ "$MODE" = sweep ]; then
  step "$SHARDS shards of a sweep at $SPEEDS from $start_at"
else
  step "$SHARDS shards from $start_at"
fi
pids=()
for i in $(seq 0 $((SHARDS - 1))); do
  if [ "$MODE" = sweep ]; then
    "$LLMREPLAY" sweep "$WORK/session.jsonl.zst" --target "http://127.0.0.1:$sim_port" --speeds "$SPEEDS" \
      --cooldown "$COOLDOWN" --slo "$SLO" --shard "$i/$SHARDS" --start-at "$start_at" \
      --out-dir "$WORK/sweep" >"$WORK/shard-$i.txt" 2>"$WORK/shard-$i.log" &
  else
    "$LLMREPLAY" replay "$WORK/session.jsonl.zst" --target "http://127.0.0.1:$sim_port" --speed "$SPEED" \
      --shard "$i/$SHARDS" --start-at "$start_at" --quiet --out "$WORK/shard-$i.jsonl" 2>"$WORK/shard-$i.log" &
  fi
  pids+=($!)
done
status=0
for p in "${pids[@]}"; do
  wait "$p" || status=$?
done
if [ "$status" != 0 ]; then
  echo "distributed-replay: a shard failed (exit $status); logs in $WORK" >&2
  exit "$status"
fi

if [ "$MODE" = sweep ]; then
  cat "$WORK/shard-0.txt"
  step "merged sweep"
  status=0
  "$LLMREPLAY" sweep --merge "$WORK/sweep" || status=$?
  echo "files: $WORK"
  exit "$status"
fi
step "merged report"
"$LLMREPLAY" report --merge "$WORK"/shard-*.jsonl
"$LLMREPLAY" report --merge --format json -o "$WORK/merged.json" "$WORK"/shard-*.jsonl
echo "files: $WORK"
