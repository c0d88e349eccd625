#!/usr/bin/env bash
# The Indexed Job of job.yaml as SHARDS local processes: each replays its
# share of one recording (--shard I/N) from one shared start (--start-at),
# then report --merge checks that the shards make one run and gives its
# figures (each shard's lag against the shared schedule among them).
#
# Runs on loopback with the built-in simulator. Settings (environment):
# DURATION recorded span (30s), RATE requests/s (20), SHARDS (4), SPEED (1),
# LEAD seconds before the shared start (5), SIM_ARGS extra simulator flags,
# WORK output directory.
set -euo pipefail
source "$(dirname "$0")/../lib.sh"

DURATION=${DURATION:-30s}
RATE=${RATE:-20}
SHARDS=${SHARDS:-4}
SPEED=${SPEED:-1}
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
step "$SHARDS shards from $start_at"
pids=()
for i in $(seq 0 $((SHARDS - 1))); do
  "$LLMREPLAY" replay "$WORK/session.jsonl.zst" --target "http://127.0.0.1:$sim_port" --speed "$SPEED" \
    --shard "$i/$SHARDS" --start-at "$start_at" --quiet --out "$WORK/shard-$i.jsonl" 2>"$WORK/shard-$i.log" &
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

step "merged report"
"$LLMREPLAY" report --merge "$WORK"/shard-*.jsonl
"$LLMREPLAY" report --merge --format json -o "$WORK/merged.json" "$WORK"/shard-*.jsonl
echo "files: $WORK"
