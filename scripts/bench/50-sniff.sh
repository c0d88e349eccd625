#!/usr/bin/env bash
# Sniff benchmark.
#  1. offline pcap throughput (MB/s, target >= 100) against a plain pcap copy,
#     on streaming chat traffic (one SSE event per packet) and on small
#     non-streaming exchanges (a request and a response segment each, as a
#     load generator sends them to `llmreplay sim --profile fast`): MB/s,
#     packets/s and CPU per exchange;
#  2. live loopback capture at >= 20,000 packets/s of streaming responses:
#     requests sent vs exchanges sniffed, kernel drops, reassembly gaps, CPU
#     per packet, and the load's throughput with and without sniff;
#  3. live small exchanges at SNIFF_SMALL_RATE requests/s (default 8,000;
#     vegeta, installed with `go install` when missing): CPU per 1,000
#     exchanges, and side by side with GoReplay's libpcap capture of the same
#     traffic when `goreplay` is on PATH (or $GOREPLAY) -- a bench-only tool
#     built with cgo: apt-get install libpcap-dev &&
#     CGO_ENABLED=1 go install github.com/buger/goreplay@v1.3.2
#     (target: sniff's CPU per exchange <= 1.5x GoReplay's).
# Run from the repository root after `make build`. Live parts need root.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
BIN=${LLMREPLAY:-bin/llmreplay}
PCAP_MB=${SNIFF_BENCH_MB:-200}
LOAD_SECONDS=${SNIFF_LOAD_SECONDS:-10}
CONC=${SNIFF_LOAD_CONC:-24}
SMALL_MB=${SNIFF_SMALL_MB:-100}
SMALL_RATE=${SNIFF_SMALL_RATE:-8000}
SMALL_SECONDS=${SNIFF_SMALL_SECONDS:-10}
[ -x "$BIN" ] || { echo "50-sniff: $BIN missing: run make build" >&2; exit 1; }
tmp=$(mktemp -d)
pids=()
cleanup() { for p in "${pids[@]:-}"; do [ -n "$p" ] && kill "$p" 2>/dev/null || true; done; wait 2>/dev/null || true; rm -rf "$tmp"; }
trap cleanup EXIT

go test -c -o "$tmp/sniff.test" ./capture/sniff >/dev/null
now() { date +%s.%N; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b == 0) print "n/a"; else printf "%.2f", a / b }'; }
field() { sed -n "s/.*\"$1\":\([0-9.e+]*\).*/\1/p" "$2" | tail -1; }

echo "== offline: ${PCAP_MB} MB pcap of streaming chat traffic (one SSE event per packet)"
SNIFF_BENCH_PCAP="$tmp/big.pcap" SNIFF_BENCH_MB=$PCAP_MB "$tmp/sniff.test" -test.run '^TestBenchWritePcap$' >"$tmp/gen.txt"
size=$(stat -c %s "$tmp/big.pcap")
mb=$(awk -v s="$size" 'BEGIN { printf "%.1f", s / 1e6 }')
t0=$(now)
if command -v tcpdump >/dev/null; then
  tcpdump -r "$tmp/big.pcap" -w /dev/null 2>/dev/null; base_name="tcpdump -r | -w /dev/null (pcap copy)"
else
  cat "$tmp/big.pcap" >/dev/null; base_name="cat (read only)"
fi
t1=$(now)
base_mbs=$(awk -v s="$size" -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", s / 1e6 / (b - a) }')
# cputime LOG CMD...: runs CMD (stderr to LOG), sets wall and cpu (user+sys s).
cputime() {
  local log=$1 t; shift; TIMEFORMAT='%R %U %S'
  t=$( { time "$@" >/dev/null 2>"$log"; } 2>&1 ) || return 1
  wall=$(echo "$t" | awk '{print $1}'); cpu=$(echo "$t" | awk '{print $2 + $3}')
}
cputime "$tmp/off.log" "$BIN" sniff --pcap "$tmp/big.pcap" --port 8000 --out "$tmp/off" --include-path '**'
t0=0; t1=$wall
sniff_mbs=$(awk -v s="$size" -v w="$wall" 'BEGIN { printf "%.1f", s / 1e6 / w }')
off_ex=$(field exchanges "$tmp/off.log"); off_pk=$(field packets "$tmp/off.log")
echo "  file:               $mb MB, $off_pk packets, $(grep -o 'wrote [0-9]*' "$tmp/gen.txt" | cut -d' ' -f2) exchanges generated"
echo "  baseline ($base_name): $base_mbs MB/s"
echo "  sniff --pcap:       $sniff_mbs MB/s, $off_ex exchanges ($(awk -v s="$off_pk" -v a="$t0" -v b="$t1" 'BEGIN { printf "%.0f", s / (b - a) }') packets/s), $(awk -v s="$size" -v c="$cpu" 'BEGIN { printf "%.1f", s / 1e6 / c }') MB per CPU second ($(awk -v c="$cpu" -v w="$wall" 'BEGIN { printf "%.0f", c / w * 100 }')% of a core)"
echo "  ratio sniff/baseline: $(ratio "$sniff_mbs" "$base_mbs")   ratio sniff/target(100 MB/s): $(ratio "$sniff_mbs" 100)"
rm -f "$tmp/big.pcap"; rm -rf "$tmp/off"

echo "== offline: ${SMALL_MB} MB pcap of small non-streaming exchanges (256 keep-alive connections, 8,000 req/s)"
SNIFF_BENCH_SMALL_PCAP="$tmp/small.pcap" SNIFF_BENCH_MB=$SMALL_MB "$tmp/sniff.test" -test.run '^TestBenchWriteSmallPcap$' >"$tmp/gen.txt"
size=$(stat -c %s "$tmp/small.pcap")
if command -v tcpdump >/dev/null; then
  cputime /dev/null tcpdump -r "$tmp/small.pcap" -w /dev/null; base_name="tcpdump -r | -w /dev/null (pcap copy)"
else
  cputime /dev/null cat "$tmp/small.pcap"; base_name="cat (read only)"
fi
base_mbs=$(awk -v s="$size" -v w="$wall" 'BEGIN { printf "%.1f", s / 1e6 / w }')
best_mbs=0
for run in 1 2 3; do
  rm -rf "$tmp/small"
  load=$(cut -d' ' -f1 /proc/loadavg)
  cputime "$tmp/small.log" "$BIN" sniff --pcap "$tmp/small.pcap" --port 8000 --out "$tmp/small" --include-path '**'
  ex=$(field written "$tmp/small.log"); pk=$(field packets "$tmp/small.log")
  mbs=$(awk -v s="$size" -v w="$wall" 'BEGIN { printf "%.1f", s / 1e6 / w }')
  echo "  run $run: sniff --pcap $mbs MB/s, $(awk -v p="$pk" -v w="$wall" 'BEGIN { printf "%.0f", p / w }') packets/s, CPU $(awk -v c="$cpu" -v n="$ex" 'BEGIN { printf "%.1f", c / n * 1e6 }') us per exchange, $(awk -v s="$size" -v c="$cpu" 'BEGIN { printf "%.1f", s / 1e6 / c }') MB per CPU second ($(awk -v c="$cpu" -v w="$wall" 'BEGIN { printf "%.0f", c / w * 100 }')% of a core), CPU $cpu s, $ex exchanges, load average $load"
  best_mbs=$(awk -v a="$best_mbs" -v b="$mbs" 'BEGIN { print (b > a) ? b : a }')
done
echo "  file:               $(awk -v s="$size" 'BEGIN { printf "%.1f", s / 1e6 }') MB, $pk packets, $(grep -o 'wrote [0-9]*' "$tmp/gen.txt" | cut -d' ' -f2) exchanges generated"
echo "  baseline ($base_name): $base_mbs MB/s"
echo "  ratio best sniff/baseline: $(ratio "$best_mbs" "$base_mbs")   ratio best sniff/target(100 MB/s): $(ratio "$best_mbs" 100)"
rm -f "$tmp/small.pcap"; rm -rf "$tmp/small"

if [ "$(id -u)" != 0 ]; then
  echo "== live: skipped (needs root for AF_PACKET on lo)"
  exit 0
fi
echo "== live: loopback, sim --profile fast, $CONC streaming clients x ${LOAD_SECONDS}s"
port=$((20000 + RANDOM % 20000)); mport=$((port + 1))
"$BIN" sim --profile fast --listen "127.0.0.1:$port" >/dev/null 2>"$tmp/sim.log" & pids+=($!)
for _ in $(seq 100); do (exec 3<>/dev/tcp/127.0.0.1/$port) 2>/dev/null && break; sleep 0.05; done
load() { SNIFF_LOAD_URL="http://127.0.0.1:$port" SNIFF_LOAD_SECONDS=$LOAD_SECONDS SNIFF_LOAD_CONC=$CONC "$tmp/sniff.test" -test.run '^TestBenchLoadClient$' | grep requests=; }
base=$(load)
base_ok=$(echo "$base" | sed 's/.*ok=\([0-9]*\).*/\1/')
"$BIN" sniff --iface lo --port "$port" --out "$tmp/live" --metrics-listen "127.0.0.1:$mport" 2>"$tmp/live.log" & spid=$!; pids+=($spid)
for _ in $(seq 100); do grep -q '"sniffing"\|sniffing' "$tmp/live.log" 2>/dev/null && break; sleep 0.05; done
ticks() { awk '{ print $14 + $15 }' "/proc/$spid/stat"; }
metric() { curl -s "http://127.0.0.1:$mport/metrics" | awk -v m="$1" '$1 == m { print $2 }'; }
c0=$(ticks)
with=$(load)
ok=$(echo "$with" | sed 's/.*ok=\([0-9]*\).*/\1/'); sent=$(echo "$with" | sed 's/requests=\([0-9]*\).*/\1/')
for _ in $(seq 100); do [ "$(metric llmreplay_sniff_exchanges_total)" = "$ok" ] && break; sleep 0.1; done
c1=$(ticks)
packets=$(metric llmreplay_sniff_packets_total); ex=$(metric llmreplay_sniff_exchanges_total)
kdrops=$(metric 'llmreplay_sniff_packets_dropped_total{reason="kernel"}'); gaps=$(curl -s "http://127.0.0.1:$mport/metrics" | awk '/^llmreplay_sniff_reassembly_gaps_total/ { s += $2 } END { print s + 0 }')
incomplete=$(metric llmreplay_sniff_exchanges_incomplete_total)
kill -TERM "$spid"; wait "$spid" || true
hz=$(getconf CLK_TCK)
pps=$(awk -v p="$packets" -v s="$LOAD_SECONDS" 'BEGIN { printf "%.0f", p / s }')
cpu_us=$(awk -v t="$((c1 - c0))" -v hz="$hz" -v p="$packets" 'BEGIN { if (p == 0) print "n/a"; else printf "%.2f", t / hz * 1e6 / p }')
cpu_pct=$(awk -v t="$((c1 - c0))" -v hz="$hz" -v s="$LOAD_SECONDS" 'BEGIN { printf "%.0f", t / hz / s * 100 }')
echo "  baseline (no sniff): $base"
echo "  with sniff:          $with"
echo "  packets sniffed:     $packets ($pps packets/s; target >= 20000)"
echo "  exchanges sniffed:   $ex of $ok completed requests ($sent sent); incomplete $incomplete"
echo "  kernel drops:        ${kdrops:-0}   reassembly gaps: $gaps"
echo "  sniff CPU:           ${cpu_us} us/packet (${cpu_pct}% of one core)"
echo "  ratio exchanges/requests: $(ratio "$ex" "$ok")   ratio load throughput with/without sniff: $(ratio "$ok" "$base_ok")   ratio pps/target: $(ratio "$pps" 20000)"
kill "${pids[0]}" 2>/dev/null || true

echo "== live: small exchanges at $SMALL_RATE req/s for ${SMALL_SECONDS}s on 256 connections (vegeta -> sim --profile fast)"
find_vegeta "$tmp" || { echo "  skipped: vegeta not found and go install $VEGETA_MODULE failed"; exit 0; }
GOREPLAY=${GOREPLAY:-$(command -v goreplay || true)}
port=$((20000 + RANDOM % 20000)); mport=$((port + 1))
"$BIN" sim --profile fast --listen "127.0.0.1:$port" >/dev/null 2>"$tmp/sim2.log" & pids+=($!)
for _ in $(seq 100); do (exec 3<>/dev/tcp/127.0.0.1/$port) 2>/dev/null && break; sleep 0.05; done
"$BIN" sniff --iface lo --port "$port" --out "$tmp/live2" --metrics-listen "127.0.0.1:$mport" 2>"$tmp/live2.log" & spid=$!; pids+=($spid)
for _ in $(seq 100); do grep -q 'sniffing' "$tmp/live2.log" 2>/dev/null && break; sleep 0.05; done
gpid=""
if [ -n "$GOREPLAY" ]; then
  "$GOREPLAY" --input-raw ":$port" --input-raw-track-response --output-file "$tmp/gor.out" --output-file-append >"$tmp/gor.log" 2>&1 & gpid=$!; pids+=($gpid)
  for _ in $(seq 100); do grep -q 'Interface' "$tmp/gor.log" 2>/dev/null && break; sleep 0.05; done
fi
printf 'POST http://127.0.0.1:%s/v1/chat/completions\nContent-Type: application/json\n@%s\n' "$port" "$tmp/body.json" >"$tmp/targets.txt"
echo '{"model":"m","max_tokens":4,"ignore_eos":true,"messages":[{"role":"user","content":"Say hello in four words, please."}]}' >"$tmp/body.json"
ticksof() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
s0=$(ticksof "$spid"); [ -n "$gpid" ] && g0=$(ticksof "$gpid")
"$VEGETA" attack -targets "$tmp/targets.txt" -rate "$SMALL_RATE" -duration "${SMALL_SECONDS}s" -connections 256 -max-workers 256 -workers 64 >"$tmp/res.bin"
ok=$("$VEGETA" report -type=json "$tmp/res.bin" | sed -n 's/.*"status_codes":{[^}]*"200":\([0-9]*\).*/\1/p'); ok=${ok:-0}
for _ in $(seq 100); do [ "$(metric llmreplay_sniff_exchanges_total)" = "$ok" ] && break; sleep 0.1; done
s1=$(ticksof "$spid"); [ -n "$gpid" ] && g1=$(ticksof "$gpid")
srss=$(awk '/VmHWM/ { print $2 }' "/proc/$spid/status"); [ -n "$gpid" ] && grss=$(awk '/VmHWM/ { print $2 }' "/proc/$gpid/status")
ex=$(metric llmreplay_sniff_exchanges_total); kdrops=$(metric 'llmreplay_sniff_packets_dropped_total{reason="kernel"}')
kill -TERM "$spid"; wait "$spid" || true
[ -n "$gpid" ] && { kill -INT "$gpid"; wait "$gpid" || true; }
per1k() { awk -v t="$1" -v hz="$hz" -v n="$2" 'BEGIN { if (n == 0) print "n/a"; else printf "%.3f", t / hz / n * 1000 }'; }
scpu=$(per1k "$((s1 - s0))" "$ex")
echo "  requests ok:         $ok ($(awk -v n="$ok" -v s="$SMALL_SECONDS" 'BEGIN { printf "%.0f", n / s }') req/s achieved)"
echo "  sniff:               $ex exchanges, kernel drops ${kdrops:-0}, CPU $scpu s per 1,000 exchanges ($(awk -v t="$((s1 - s0))" -v hz="$hz" -v s="$SMALL_SECONDS" 'BEGIN { printf "%.0f", t / hz / s * 100 }')% of a core), peak RSS $((srss / 1024)) MiB"
if [ -n "$gpid" ]; then
  greq=$(grep -a -c '^1 [0-9a-f]\{20,\} ' "$tmp"/gor.out* | awk -F: '{ s += $NF } END { print s + 0 }')
  gresp=$(grep -a -c '^2 [0-9a-f]\{20,\} ' "$tmp"/gor.out* | awk -F: '{ s += $NF } END { print s + 0 }')
  gcpu=$(per1k "$((g1 - g0))" "$greq")
  echo "  GoReplay (libpcap):  $greq requests, $gresp responses, CPU $gcpu s per 1,000 requests, peak RSS $((grss / 1024)) MiB, $(du -sm "$tmp"/gor.out* | awk '{ s += $1 } END { print s }') MB written (sniff: $(du -sm "$tmp/live2" | cut -f1) MB)"
  echo "  ratio sniff/GoReplay CPU per exchange: $(ratio "$scpu" "$gcpu") (target <= 1.5)   ratio sniff/GoReplay peak RSS: $(ratio "$srss" "$grss")"
else
  echo "  GoReplay not found (set GOREPLAY or put goreplay on PATH): reference from issue 26 at 8,000 req/s on this machine:"
  echo "  GoReplay 0.016-0.017 CPU s per 1,000 exchanges; ratio sniff/reference: $(ratio "$scpu" 0.0165) (target <= 1.5)"
fi
