#!/usr/bin/env bash
# Overhead of `llmreplay record` on streaming traffic against
# `llmreplay sim --profile fast` on 127.0.0.1, direct and through the recorder
# in the same run:
#  - closed loop, 256 and 1,024 concurrent streaming clients: throughput ratio
#    at saturation (CPU-bound on a small machine: every CPU microsecond of the
#    proxy is lost throughput) and latencies;
#  - open loop at fixed rates below saturation (fractions of the recorder's
#    closed-loop rate): the TTFT and inter-token gap a sidecar adds in
#    production (p50/p99);
#  - CPU seconds per 1,000 requests of the recorder, the sim and the client;
#  - RSS of a recorder whose writer is stalled.
# Usage: bash scripts/bench/30-record.sh
#   env: DUR=8s per phase, CONC="256 1024", OPEN="0.25,0.5" (fractions; "" skips)
set -euo pipefail
cd "$(dirname "$0")/../.."
DUR=${DUR:-8s}
CONC=${CONC:-256 1024}
OPEN=${OPEN-0.25,0.5}
BIN=${BIN:-bin/llmreplay}  # override to measure another build
[ -x "$BIN" ] || make build >/dev/null
work=$(mktemp -d)
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; wait "$p" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT
go build -o "$work/loadbench" ./capture/record/internal/loadbench

port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }
wait_port() { for _ in $(seq 100); do (echo >/dev/tcp/127.0.0.1/"$1") 2>/dev/null && return 0; sleep 0.1; done; echo "nothing listening on $1" >&2; return 1; }
ulimit -n 65536 2>/dev/null || true

SIM=$(port); REC=$(port)
"$BIN" sim --profile fast --listen "127.0.0.1:$SIM" 2>"$work/sim.log" & pids+=($!)
sim_pid=$!
if ! wait_port "$SIM" 2>/dev/null; then
  echo "(llmreplay sim unavailable; serving the sim package from the load tool)"
  "$work/loadbench" sim --profile fast --listen "127.0.0.1:$SIM" 2>"$work/sim.log" & pids+=($!)
  sim_pid=$!
  wait_port "$SIM"
fi
"$BIN" record --listen "127.0.0.1:$REC" --upstream "http://127.0.0.1:$SIM" --out "$work/sessions" 2>"$work/record.log" & pids+=($!)
rec_pid=$!
wait_port "$REC"

echo "== record overhead: sim --profile fast upstream, streaming clients, $DUR per phase"
echo "   (CPU/1k = CPU seconds per 1,000 requests of the recorder, the sim and the load client)"
open=$OPEN
for c in $CONC; do
  "$work/loadbench" compare --direct "http://127.0.0.1:$SIM" --proxy "http://127.0.0.1:$REC" -c "$c" -d "$DUR" \
    --record-pid "$rec_pid" --sim-pid "$sim_pid" ${open:+--open "$open"}
  open=""  # the open-loop phases run once, after the first concurrency
  echo "recorder RSS: $(awk '/VmRSS/{printf "%d MiB", $2/1024}' /proc/$rec_pid/status)"
  echo
done
kill -TERM "$rec_pid"; wait "$rec_pid" || true
grep -h '"record summary"' "$work/record.log" | sed 's/^/recorder: /'
echo
echo "== stalled writer: in-process recorder whose writer never returns (queue fills, then drops)"
"$work/loadbench" stall --upstream "http://127.0.0.1:$SIM" -c 256 -d "$DUR"
