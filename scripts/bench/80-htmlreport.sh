#!/usr/bin/env bash
# HTML report: time to render the page of a one-hour run (108,000 requests,
# 1 s buckets) against the baseline of computing report's summary of the
# same run, and the page size. Run from the repository root.
set -euo pipefail
out=$(go test ./replay/htmlreport -run '^$' -bench '^(BenchmarkSummarize|BenchmarkWriteRun)$' -benchtime 5x -count 1)
echo "$out" | grep -E '^Benchmark'
sum=$(echo "$out" | awk '/^BenchmarkSummarize/ {print $3}')
page=$(echo "$out" | awk '/^BenchmarkWriteRun/ {print $3}')
kib=$(echo "$out" | awk '/^BenchmarkWriteRun/ {for (i=1;i<=NF;i++) if ($i=="KiB/page") print $(i-1)}')
awk -v s="$sum" -v p="$page" -v k="$kib" 'BEGIN {
	printf "summary (baseline): %.1f ms\n", s/1e6
	printf "HTML page:          %.1f ms, %.0f KiB\n", p/1e6, k
	printf "ratio page/summary: %.2fx\n", p/s
}'
