#!/usr/bin/env bash
# Overhead of `llmreplay record` on streaming traffic from `llmreplay sim
# --profile fast` on 127.0.0.1, against a direct connection and against a
# proxy that only forwards (the recorder with no path selected) in the same
# run. A sidecar has CPU of its own in production, so the recorder (and the
# forward-only proxy) run on the last CPU and the sim and the load client on
# the others (taskset); the last part shares every CPU between all of them.
# When nginx is installed, it runs on the proxies' CPU as a fourth path
# (proxy_buffering off, keep-alive to the upstream): what a mature reverse
# proxy written in C adds on the same machine in the same run, so that the
# cost of any hop on this machine can be told from the cost of llmreplay.
#  1. throughput: 256 and 1,024 closed-loop clients, one path at a time
#     (ROUNDS rounds of ROUND_DUR over the paths, in alternating order: the
#     shared machine's speed drifts by tens of percent within a minute, so
#     short alternating rounds compare paths under the same conditions):
#     ratio record/direct over all rounds and the median of the rounds'
#     ratios (target >= 0.90);
#  2. latency, fast profile (1 ms per token): a fixed request rate on direct
#     and on one proxied path at the same time (each proxied path in a phase
#     of its own): added TTFT and inter-token gap (target p99 <= 0.5 ms);
#     then at a low rate with every process on one CPU, where a hop needs no
#     wake-up of another (virtual) CPU;
#  3. latency with 256 and 1,024 concurrent streams: the fast profile with a
#     slower decode step (--decode-base ${STEP_MS}ms) so that the sim and the
#     client do not saturate their CPU, and an open loop at the rate that
#     holds that many streams per path (a closed loop would synchronise the
#     clients with the sim's steps: a request that misses a step by 0.1 ms
#     waits a whole step); direct with each proxied path in turn;
#  4. all processes on all CPUs: throughput ratios and CPU per 1,000 requests;
#  5. RSS of a recorder whose writer is stalled, with small and with 256 KiB
#     requests;
#  6. CPU per streaming request at RATE against nginx (issue 21's target:
#     record <= 1.5x nginx): CPU_ROUNDS rounds of one CPU_DUR phase per
#     proxy (direct and that proxy at once, the proxies in rotating order),
#     each proxy's CPU from /proc, with the added TTFT and inter-token p99;
#     medians of the rounds and the median of the rounds' ratios to nginx.
#     BASE=OTHER_BINARY adds that build's recorder as a path (before/after).
#     PROFILE=DIR keeps the CPU and allocation profiles of part 6's recorders
#     there (record-cpu.prof, record-mem.prof, base-cpu.prof with BASE; read
#     with go tool pprof -top FILE; -tagfocus stage=writer for the writer;
#     profiling costs the recorder a few percent: compare like with like).
# Usage: bash scripts/bench/30-record.sh
#   env: PARTS="1 2 3 4 5 6", DUR=8s per phase (parts 4, 5), LAT_DUR=30s per latency phase (parts 2, 3),
#   ROUNDS=6 and ROUND_DUR=3s (part 1), CONC="256 1024",
#   RATE=300 and LOW_RATE=50 (req/s per path), STEP_MS=100, CPU_ROUNDS=5 and CPU_DUR=10s (part 6)
set -euo pipefail
cd "$(dirname "$0")/../.."
DUR=${DUR:-8s}
LAT_DUR=${LAT_DUR:-30s}
ROUNDS=${ROUNDS:-6}
ROUND_DUR=${ROUND_DUR:-3s}
CONC=${CONC:-256 1024}
RATE=${RATE:-300}
LOW_RATE=${LOW_RATE:-50}
STEP_MS=${STEP_MS:-100}
CPU_ROUNDS=${CPU_ROUNDS:-5}
CPU_DUR=${CPU_DUR:-10s}
PARTS=${PARTS:-1 2 3 4 5 6}
want() { [[ " $PARTS " == *" $1 "* ]]; }
BIN=${BIN:-bin/llmreplay}  # override to measure another build
[ -x "$BIN" ] || make build >/dev/null
work=$(mktemp -d)
pids=()
stop_all() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; wait "$p" 2>/dev/null || true; done; pids=(); }
trap 'stop_all; rm -rf "$work"' EXIT
go build -o "$work/loadbench" ./internal/benchtools/loadbench
ulimit -n 65536 2>/dev/null || true

NGINX=${NGINX:-$(command -v nginx || true)}
if [ -z "$NGINX" ] && [ -x /usr/sbin/nginx ]; then NGINX=/usr/sbin/nginx; fi
[ -n "$NGINX" ] || echo "(nginx not found: the nginx reference path is skipped; apt-get install nginx-light to add it)"

ncpu=$(nproc)
if [ "$ncpu" -ge 2 ] && command -v taskset >/dev/null; then
  PROXY_CPUS=$((ncpu - 1)); LOAD_CPUS="0-$((ncpu - 2))"
else
  PROXY_CPUS=""; LOAD_CPUS=""
  echo "(one CPU or no taskset: parts 1-3 run with every process on every CPU)"
fi
# on CPUS CMD...: run CMD pinned to CPUS ("" = any CPU), replacing the shell
# so that $! is the command's own pid (its CPU time is read from /proc).
on() { local cpus=$1; shift; if [ -n "$cpus" ]; then exec taskset -c "$cpus" "$@"; else exec "$@"; fi; }
port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }
wait_port() { for _ in $(seq 100); do (echo >/dev/tcp/127.0.0.1/"$1") 2>/dev/null && return 0; sleep 0.1; done; echo "nothing listening on $1" >&2; return 1; }

# start PROXY_CPUS LOAD_CPUS [sim flags...]: a sim, the recorder and the
# forward-only proxy; sets SIM REC HOP and their pids.
start() {
  local pcpus=$1 lcpus=$2; shift 2
  SIM=$(port); REC=$(port); HOP=$(port); REC_M=$(port); HOP_M=$(port)
  (on "$lcpus" "$BIN" sim --profile fast "$@" --listen "127.0.0.1:$SIM" 2>>"$work/sim.log") & sim_pid=$!; pids+=($!)
  wait_port "$SIM"
  (on "$pcpus" "$BIN" record --listen "127.0.0.1:$REC" --upstream "http://127.0.0.1:$SIM" --out "$work/sessions" \
     --metrics-listen "127.0.0.1:$REC_M" ${REC_PROF[@]+"${REC_PROF[@]}"} 2>>"$work/record.log") & rec_pid=$!; pids+=($!)
  (on "$pcpus" "$BIN" record --listen "127.0.0.1:$HOP" --upstream "http://127.0.0.1:$SIM" --out "$work/none" \
     --include-path /forward-only --metrics-listen "127.0.0.1:$HOP_M" 2>>"$work/hop.log") & hop_pid=$!; pids+=($!)
  wait_port "$REC"; wait_port "$HOP"; wait_port "$REC_M"; wait_port "$HOP_M"
  NGX=""; ngx_pid=0
  if [ -n "$NGINX" ]; then
    NGX=$(port)
    local conf=$work/nginx-$NGX
    mkdir -p "$conf"
    # One process (master_process off) so that its CPU time is that of the
    # one worker; buffering off both ways, as a streaming proxy must.
    cat >"$conf/nginx.conf" <<EOF
worker_processes 1;
master_process off;
daemon off;
worker_rlimit_nofile 65536;
pid $conf/nginx.pid;
error_log $conf/error.log warn;
events { worker_connections 16384; use epoll; }
http {
  access_log off;
  client_body_temp_path $conf/body; proxy_temp_path $conf/proxy; fastcgi_temp_path $conf/fastcgi;
  uwsgi_temp_path $conf/uwsgi; scgi_temp_path $conf/scgi;
  upstream sim { server 127.0.0.1:$SIM; keepalive 4096; }
  server {
    listen 127.0.0.1:$NGX backlog=4096;
    location / {
      proxy_pass http://sim;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_buffering off;
      proxy_request_buffering off;
      proxy_read_timeout 300s;
    }
  }
}
EOF
    (on "$pcpus" "$NGINX" -p "$conf" -c "$conf/nginx.conf" 2>>"$work/nginx.log") & ngx_pid=$!; pids+=($!)
    wait_port "$NGX"
  fi
}
# nginx_args: the loadbench flags of the nginx path (none without nginx).
nginx_args() { [ -z "$NGX" ] || echo "--nginx http://127.0.0.1:$NGX --nginx-pid $ngx_pid"; }
# bench LOAD_CPUS [loadbench compare flags...]
bench() {
  local lcpus=$1; shift
  (on "$lcpus" "$work/loadbench" compare --direct "http://127.0.0.1:$SIM" --proxy "http://127.0.0.1:$REC" -d "$DUR" \
     --record-pid "$rec_pid" --hop-pid "$hop_pid" --nginx-pid "$ngx_pid" --sim-pid "$sim_pid" \
     --record-metrics "http://127.0.0.1:$REC_M/metrics" --hop-metrics "http://127.0.0.1:$HOP_M/metrics" "$@")
}
# latency LOAD_CPUS [loadbench open-phase flags...]: direct with one proxied
# path at a time (proxy-only, record, then nginx), each arrival sent to both
# at the same instant. One proxied path per phase, because the proxies share
# a CPU: with two at once, each would wait for the other's work on the twin
# of its request, which a sidecar with a CPU of its own never does. LAT_DUR
# per phase: the p99 of 8 s at 300 req/s is the 24th-worst of 2,400 TTFTs,
# and moved by 1-2 ms between identical runs here.
latency() {
  local lcpus=$1; shift
  DUR=$LAT_DUR bench "$lcpus" --proxy "http://127.0.0.1:$HOP" --proxy-label proxy-only --phases open "$@"
  DUR=$LAT_DUR bench "$lcpus" --phases open "$@"
  [ -z "$NGX" ] || DUR=$LAT_DUR bench "$lcpus" --proxy "http://127.0.0.1:$NGX" --proxy-label nginx --phases open "$@"
}
summary() {
  kill -TERM "$rec_pid"; wait "$rec_pid" || true
  grep -h '"record summary"' "$work/record.log" | tail -1 | sed 's/^/recorder: /'
  : >"$work/record.log"
}

where="recorder and forward-only proxy on CPU $PROXY_CPUS, sim and load client on CPU $LOAD_CPUS"
[ -n "$PROXY_CPUS" ] || where="all processes on all CPUs"
echo "== record overhead: sim --profile fast upstream, streaming clients, $LAT_DUR per latency phase, $DUR per other phase"
echo "   $where"
echo "   (proxy CPU/1k = CPU seconds per 1,000 requests of the proxy on the path; likewise sim and load client)"
echo
if want 1 || want 2; then
  start "$PROXY_CPUS" "$LOAD_CPUS"
  if want 1; then
    echo "-- 1. throughput"
    for c in $CONC; do
      DUR=$ROUND_DUR bench "$LOAD_CPUS" --hop "http://127.0.0.1:$HOP" $(nginx_args) --phases alone -c "$c" --rounds "$ROUNDS"
    done
  fi
  if want 2; then
    echo "-- 2. latency at $RATE requests/s per path, 1 ms per token"
    latency "$LOAD_CPUS" --rate "$RATE"
  fi
  echo "recorder RSS: $(awk '/VmRSS/{printf "%d MiB", $2/1024}' /proc/$rec_pid/status)"
  summary
  stop_all
fi
if want 2 && [ -n "$PROXY_CPUS" ]; then
  echo "-- 2b. latency at $LOW_RATE requests/s per path, 1 ms per token, every process on CPU 0"
  start 0 0
  latency 0 --rate "$LOW_RATE"
  summary
  stop_all
fi
if want 3; then
  echo
  echo "-- 3. latency with many concurrent streams, ${STEP_MS} ms per token (sim --profile fast --decode-base ${STEP_MS}ms)"
  start "$PROXY_CPUS" "$LOAD_CPUS" --decode-base "${STEP_MS}ms"
  tokens=32
  life=$(awk -v s="$STEP_MS" -v t="$tokens" 'BEGIN { printf "%.0fms", (t + 1) * s }')  # one request's duration
  for c in $CONC; do
    rate=$(awk -v c="$c" -v s="$STEP_MS" -v t="$tokens" 'BEGIN { printf "%.1f", c / ((t + 1) * s / 1000) }')
    echo "   $c streams per path: $rate requests/s per path, each about $life long"
    latency "$LOAD_CPUS" --rate "$rate" --ramp "$life" --max-tokens "$tokens"
  done
  summary
  stop_all
fi
if want 4; then
  echo
  echo "-- 4. every process on every CPU (the recorder competes with the sim and the client for CPU)"
  start "" ""
  bench "" --hop "http://127.0.0.1:$HOP" $(nginx_args) --phases alone -c "${CONC%% *}"
  summary
  stop_all
fi
if want 5; then
  echo
  echo "== stalled writer: in-process recorder whose writer never returns (queue fills, then drops)"
  SIM=$(port)
  "$BIN" sim --profile fast --listen "127.0.0.1:$SIM" 2>>"$work/sim.log" & pids+=($!)
  wait_port "$SIM"
  "$work/loadbench" stall --upstream "http://127.0.0.1:$SIM" -c 256 -d "$DUR"
  echo "-- the same with 256 KiB requests (long contexts, inline images): the queue's byte cap (--queue-bytes) binds"
  "$work/loadbench" stall --upstream "http://127.0.0.1:$SIM" -c 256 -d "$DUR" --request-bytes 262144
  stop_all
fi
if want 6; then
  echo
  echo "-- 6. CPU per streaming request at $RATE requests/s, against nginx (load average: $(cut -d' ' -f1-3 /proc/loadavg))"
  base_prof=()
  if [ -n "${PROFILE:-}" ]; then
    mkdir -p "$PROFILE"
    REC_PROF=(--cpuprofile "$PROFILE/record-cpu.prof" --memprofile "$PROFILE/record-mem.prof")
    base_prof=(--cpuprofile "$PROFILE/base-cpu.prof")
  fi
  start "$PROXY_CPUS" "$LOAD_CPUS"
  REC_PROF=()
  paths=(--path "proxy-only=http://127.0.0.1:$HOP@$hop_pid" --path "record=http://127.0.0.1:$REC@$rec_pid")
  [ -z "$NGX" ] || paths+=(--path "nginx=http://127.0.0.1:$NGX@$ngx_pid")
  if [ -n "${BASE:-}" ]; then
    BASE_REC=$(port)
    (on "$PROXY_CPUS" "$BASE" record --listen "127.0.0.1:$BASE_REC" --upstream "http://127.0.0.1:$SIM" \
       --out "$work/base-sessions" ${base_prof[@]+"${base_prof[@]}"} 2>>"$work/base.log") & base_pid=$!; pids+=($!)
    wait_port "$BASE_REC"
    paths+=(--path "record-base=http://127.0.0.1:$BASE_REC@$base_pid")
  fi
  (on "$LOAD_CPUS" "$work/loadbench" rounds --direct "http://127.0.0.1:$SIM" "${paths[@]}" \
     --rate "$RATE" -d "$CPU_DUR" --rounds "$CPU_ROUNDS")
  echo "   load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
  summary
  stop_all
fi
