#!/usr/bin/env bash
# Benchmarks `llmreplay sim`: streaming throughput of --profile fast against
# a trivial handler writing the same bytes (baseline, same run), open streams
# held with the server's RSS, latency precision at low load against the
# model, and the default profile's capacity under the Azure trace shape.
# Runs from the repo root; uses bin/llmreplay (make build) or $LLMREPLAY.
set -euo pipefail
cd "$(dirname "$0")/../.."
BIN=${LLMREPLAY:-bin/llmreplay}
DUR=${SIM_BENCH_DURATION:-5s}
CONC=${SIM_BENCH_CONCURRENCY:-128}
STREAMS=${SIM_BENCH_STREAMS:-10000}
[[ -x $BIN ]] || make build >/dev/null
tmp=$(mktemp -d -t llmreplay-bench-sim.XXXXXX)
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$tmp"
}
trap cleanup EXIT
go build -o "$tmp/simload" ./internal/benchtools/simload

# start NAME CMD...: runs CMD in the background and waits for its
# "listening on URL" line; sets $url and $pid.
start() {
  local name=$1; shift
  "$@" >"$tmp/$name.out" 2>"$tmp/$name.err" &
  pid=$!
  pids+=("$pid")
  for _ in $(seq 100); do
    url=$(sed -n 's/^listening on //p' "$tmp/$name.out")
    [[ -n $url ]] && return 0
    sleep 0.1
  done
  echo "$name did not start:"; cat "$tmp/$name.err"; exit 1
}
stop() { kill "$1"; wait "$1" 2>/dev/null || true; }
rss_mib() { awk '/^VmRSS/ {printf "%.0f", $2/1024}' "/proc/$1/status"; }
field() { sed -n "s/.*$1 \([0-9.]*\).*/\1/p"; }

echo "== sim throughput: $CONC closed-loop streams, 16 output tokens each, $DUR, 2 cores shared by client and server"
start baseline "$tmp/simload" -mode baseline
base=$("$tmp/simload" -mode rps -url "$url" -c "$CONC" -d "$DUR" -tokens 16)
stop "$pid"
start sim "$BIN" sim --profile fast --listen 127.0.0.1:0 --log-level warn
simr=$("$tmp/simload" -mode rps -url "$url" -c "$CONC" -d "$DUR" -tokens 16)
stop "$pid"
b=$(echo "$base" | field requests_per_s); s=$(echo "$simr" | field requests_per_s)
echo "baseline handler (same 16-chunk SSE, no engine): $base"
echo "sim --profile fast:                              $simr"
awk -v s="$s" -v b="$b" 'BEGIN { printf "sim/baseline throughput ratio: %.2f (target: >= 5000 req/s)\n", s/b }'

echo
echo "== open streams: $STREAMS streams of --profile fast --decode-base 1s (one token per second each)"
start hold "$BIN" sim --profile fast --decode-base 1s --listen 127.0.0.1:0 --log-level warn
idle=$(rss_mib "$pid")
"$tmp/simload" -mode hold -url "$url" -streams "$STREAMS" -d 5s >"$tmp/hold.txt" &
holder=$!
for _ in $(seq 600); do grep -q open_streams "$tmp/hold.txt" 2>/dev/null && break; sleep 0.1; done
sleep 2
running=$(curl -s "$url/metrics" | awk '/^vllm:num_requests_running/ {print $2}')
held=$(rss_mib "$pid")
wait "$holder" || true
stop "$pid"
echo "$(cat "$tmp/hold.txt"); server running gauge $running; server RSS idle ${idle} MiB, holding ${held} MiB"
awk -v h="$held" -v i="$idle" -v n="$running" 'BEGIN { if (n > 0) printf "server memory per open stream: %.1f KiB (target: >= 10000 streams)\n", (h-i)*1024/n }'

echo
echo "== latency precision at low load (default profile, --jitter 0, sequential requests, 1000-token prompts, 20 output tokens)"
start prec "$BIN" sim --listen 127.0.0.1:0 --jitter 0 --log-level warn
"$tmp/simload" -mode precision -url "$url" -n 20 -prompt 1000 -tokens 20 | tee "$tmp/prec.txt"
stop "$pid"
# model: TTFT = 1000/100000 s + 11 ms + 0.05 ms = 21.05 ms; ITL = 11.05 ms
t50=$(grep ttft "$tmp/prec.txt" | field p50); i50=$(grep itl "$tmp/prec.txt" | field p50)
awk -v t="$t50" -v i="$i50" 'BEGIN { printf "model TTFT 21.05 ms, ITL 11.05 ms; measured/model p50: TTFT %.3f, ITL %.3f (error %+.2f ms, %+.2f ms)\n", t/21.05, i/11.05, t-21.05, i-11.05 }'

echo
echo "== capacity of the default and slow profiles under the Azure conversation trace (virtual time, same model)"
go test -count=1 -v -run '^TestDefaultCapacity$' ./sim 2>&1 | grep -A2 '^sim capacity' || true
