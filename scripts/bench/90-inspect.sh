#!/usr/bin/env bash
# stream.Inspect benchmark: cost per SSE event of the single validating pass
# on the chunks a stream is made of (content, role, usage, [DONE]), against
# baselines measured in the same run: the reference path (valid(), then
# encoding/json) and the two passes the single pass replaced (validate, then
# walk). Then the offline sniff pipeline (MB/s), where Inspect was ~22% of
# the time. Medians of 5 runs. Run from the repository root.
set -euo pipefail
cd "$(dirname "$0")/../.."

out=$(go test -run '^$' -bench '^BenchmarkInspect' -benchmem -count 5 ./stream/)
med() { echo "$out" | awk -v b="$1" '$1 ~ "^"b"(-[0-9]+)?$" { v[n++] = $3 } END {
  if (n == 0) { print 0; exit }
  for (i = 0; i < n; i++) for (j = i + 1; j < n; j++) if (v[j] < v[i]) { t = v[i]; v[i] = v[j]; v[j] = t }
  print v[int(n / 2)] }'; }
row() { # name, benchmark, baseline benchmark (optional)
  local ns base
  ns=$(med "$2")
  if [ -n "${3:-}" ]; then
    base=$(med "$3")
    awk -v n="$1" -v a="$ns" -v b="$base" 'BEGIN { printf "  %-28s %8.1f ns/op   baseline %8.1f ns/op   %.2fx faster\n", n, a, b, b / a }'
  else
    awk -v n="$1" -v a="$ns" 'BEGIN { printf "  %-28s %8.1f ns/op\n", n, a }'
  fi
}
echo "== stream.Inspect per event (median of 5; baseline = valid() + encoding/json)"
row "content chunk"           BenchmarkInspect      BenchmarkInspectReference
row "role chunk"              BenchmarkInspectRole  BenchmarkInspectReferenceRole
row "usage chunk"             BenchmarkInspectUsage BenchmarkInspectReferenceUsage
row "[DONE]"                  BenchmarkInspectDone
echo "== single pass vs the former two passes (valid(), then walk), content chunk"
row "single pass"             BenchmarkInspect      BenchmarkInspectTwoPass

echo "== sniff --pcap pipeline (BenchmarkOfflinePcap, 32 MB in memory, best of 3)"
best=0
for _ in 1 2 3; do
  mbs=$(go test -run XXX -bench OfflinePcap -benchtime 3x ./capture/sniff | awk '$1 ~ /^BenchmarkOfflinePcap/ { for (i = 1; i < NF; i++) if ($(i+1) == "MB/s") print $i }')
  best=$(awk -v a="$best" -v b="$mbs" 'BEGIN { print (b > a) ? b : a }')
done
awk -v m="$best" 'BEGIN { printf "  offline sniff: %.1f MB/s (target 100 MB/s: %.2fx)\n", m, m / 100 }'
