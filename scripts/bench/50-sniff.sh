#!/usr/bin/env bash
# Sniff benchmark: offline pcap throughput (MB/s, target >= 100) against a
# plain pcap copy, and live loopback capture at >= 20,000 packets/s
# (streaming responses from `llmreplay sim --profile fast`): requests sent vs
# exchanges sniffed, kernel drops, reassembly gaps, CPU per packet, and the
# load's throughput with and without sniff running (sniff must not affect it).
# Run from the repository root after `make build`. Live part needs root.
set -euo pipefail
BIN=${LLMREPLAY:-bin/llmreplay}
PCAP_MB=${SNIFF_BENCH_MB:-200}
LOAD_SECONDS=${SNIFF_LOAD_SECONDS:-10}
CONC=${SNIFF_LOAD_CONC:-24}
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
t0=$(now)
"$BIN" sniff --pcap "$tmp/big.pcap" --port 8000 --out "$tmp/off" --include-path '**' 2>"$tmp/off.log"
t1=$(now)
sniff_mbs=$(awk -v s="$size" -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", s / 1e6 / (b - a) }')
off_ex=$(field exchanges "$tmp/off.log"); off_pk=$(field packets "$tmp/off.log")
echo "  file:               $mb MB, $off_pk packets, $(grep -o 'wrote [0-9]*' "$tmp/gen.txt" | cut -d' ' -f2) exchanges generated"
echo "  baseline ($base_name): $base_mbs MB/s"
echo "  sniff --pcap:       $sniff_mbs MB/s, $off_ex exchanges ($(awk -v s="$off_pk" -v a="$t0" -v b="$t1" 'BEGIN { printf "%.0f", s / (b - a) }') packets/s)"
echo "  ratio sniff/baseline: $(ratio "$sniff_mbs" "$base_mbs")   ratio sniff/target(100 MB/s): $(ratio "$sniff_mbs" 100)"

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
