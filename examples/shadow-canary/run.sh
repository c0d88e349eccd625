#!/usr/bin/env bash
# deployment.yaml as local processes: `llmreplay record --shadow` in front
# of production, mirroring every request to a candidate as it happens, then
# `llmreplay compare` of the two results files it wrote.
#
# Production is the built-in simulator with the "default" profile, the
# candidate one with CANDIDATE_PROFILE, by default "slow" (decode steps 20%
# slower): the paired verdict must catch it. The clients are a synthetic
# recording replayed through the sidecar. The script exits with compare's
# status: 1 on a regression, 0 otherwise.
#
# Settings (environment): DURATION of the traffic (default 60s), RATE
# requests/s (5), CANDIDATE_PROFILE (slow; "default" shows a pass), SAMPLE
# fraction of conversations mirrored (1), COMPARE_ARGS more flags for
# compare (e.g. --max-regression tpot:p50=+5%), WORK output directory.
set -euo pipefail
source "$(dirname "$0")/../lib.sh"

DURATION=${DURATION:-60s}
RATE=${RATE:-5}
CANDIDATE_PROFILE=${CANDIDATE_PROFILE:-slow}
SAMPLE=${SAMPLE:-1}
COMPARE_ARGS=${COMPARE_ARGS:-}

start_pair production

step "the sidecar: record --shadow in front of production"
listen=$(free_port)
metrics=$(free_port)
# The candidate's key would come from the Secret; the simulator ignores it,
# and the recorded client's own Authorization is never forwarded to it.
start_bg shadow "$LLMREPLAY" record --listen "127.0.0.1:$listen" --upstream "http://127.0.0.1:$base_port" \
  --out "$WORK/sessions" --shadow "http://127.0.0.1:$cand_port" \
  --shadow-header "Authorization: Bearer ${CANDIDATE_API_KEY:-candidate-key}" \
  --shadow-sample "$SAMPLE" --shadow-results "$WORK/shadow" --metrics-listen "127.0.0.1:$metrics"
wait_port "$listen" shadow
wait_port "$metrics" shadow

step "production traffic: $RATE requests/s for $DURATION through the sidecar"
"$LLMREPLAY" synth --rate "$RATE" --duration "$DURATION" --seed 11 --out "$WORK/clients.jsonl.zst"
"$LLMREPLAY" replay "$WORK/clients.jsonl.zst" --target "http://127.0.0.1:$listen" --quiet \
  --out "$WORK/clients.jsonl" 2>"$WORK/clients.log" || { cat "$WORK/clients.log" >&2; exit 1; }

step "live ratios on the sidecar's /metrics (what a canary dashboard shows)"
if command -v curl >/dev/null; then
  curl -sf "http://127.0.0.1:$metrics/metrics" |
    grep -E '^llmreplay_record_shadow_(ratio\{metric="(ttft|tpot)",quantile="0.5"|pairs_total|dropped_total)' || true
else
  echo "(curl not found: see http://127.0.0.1:$metrics/metrics)"
fi

# SIGTERM: the sidecar drains, writes the last pairs and closes its files.
stop_bg shadow
grep -h '"shadow summary' "$WORK/shadow.log" || true
production=$(ls "$WORK"/shadow/shadow-*-production.jsonl)
candidate=$(ls "$WORK"/shadow/shadow-*-candidate.jsonl)

step "compare production candidate"
status=0
# shellcheck disable=SC2086 # COMPARE_ARGS is a list of flags
"$LLMREPLAY" compare "$production" "$candidate" $COMPARE_ARGS -o "$WORK/verdict.txt" || status=$?
cat "$WORK/verdict.txt"
echo
if grep -q '^verdict: REGRESSION' "$WORK/verdict.txt"; then
  echo "shadow-canary: REGRESSION: the candidate is slower than production on the same requests (exit 1)"
elif [ "$status" = 0 ]; then
  echo "shadow-canary: no regression: the candidate keeps up with production (exit 0)"
else
  echo "shadow-canary: no verdict (exit $status): see the verdict line above"
fi
echo "files: $WORK (shadow/ holds the two results files, sessions/ the recording)"
exit "$status"
