#!/usr/bin/env bash
# How much traffic can this deployment take before the SLA breaks?
#
# `llmreplay sweep` replays one recording at rising speeds (1x, 2x, 4x, ...)
# with a cool-down between runs, stops once the SLA clearly fails, bisects
# between the last passing and the first failing speed, and prints the knee:
# the highest speed that still meets the SLA. Here the target is the built-in
# simulator limited to MAX_NUM_SEQS running sequences, so it saturates at a
# few times the recorded rate.
#
# Settings (environment): DURATION recorded span replayed at each speed
# (default 60s), RATE recorded requests/s (2), SPEEDS (1,2,4,8), REFINE
# bisection steps (2), COOLDOWN (2s), MAX_NUM_SEQS (16), SLO
# (ttft:p99<=2s,tpot:p99<=30ms,e2e:p99<=5s), WORK output directory. The
# script exits with sweep's status (1 when no speed meets the SLA).
set -euo pipefail
source "$(dirname "$0")/../lib.sh"

DURATION=${DURATION:-60s}
RATE=${RATE:-2}
SPEEDS=${SPEEDS:-1,2,4,8}
REFINE=${REFINE:-2}
COOLDOWN=${COOLDOWN:-2s}
MAX_NUM_SEQS=${MAX_NUM_SEQS:-16}
SLO=${SLO:-ttft:p99<=2s,tpot:p99<=30ms,e2e:p99<=5s}

step "simulated server with at most $MAX_NUM_SEQS running sequences"
port=$(free_port)
start_sim sim "$port" --max-num-seqs "$MAX_NUM_SEQS"

step "the recording: $RATE requests/s for $DURATION"
# Outputs capped at 300 tokens so E2E stays under 5 s when the server keeps
# up: the knee is then where queueing (TTFT) breaks the SLA.
"$LLMREPLAY" synth --rate "$RATE" --duration "$DURATION" --output-max 300 --seed 5 --out "$WORK/session.jsonl.zst"

step "sweep speeds $SPEEDS (refine $REFINE)"
status=0
"$LLMREPLAY" sweep "$WORK/session.jsonl.zst" --target "http://127.0.0.1:$port" \
  --speeds "$SPEEDS" --refine "$REFINE" --cooldown "$COOLDOWN" --slo "$SLO" \
  --out-dir "$WORK/sweep" || status=$?
echo
echo "each run's results: $WORK/sweep/ (llmreplay report $WORK/sweep/speed-1.00.jsonl)"
exit "$status"
