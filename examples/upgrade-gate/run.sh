#!/usr/bin/env bash
# Gate an upgrade: replay one recording against the current release
# (baseline) and the new one (candidate), then let `llmreplay compare` judge.
#
# Here both "releases" are built-in simulators on loopback: the baseline runs
# the "default" profile and the candidate CANDIDATE_PROFILE, by default
# "slow", whose decode steps are 20% slower: the gate must catch it. The two
# replays run at the same time (as against two clusters). The script exits
# with compare's status: 1 on a regression (or no verdict), 0 otherwise, like
# the CI job in github-workflow.yml.
#
# Settings (environment): DURATION recorded span (default 60s), RATE
# requests/s (5), CANDIDATE_PROFILE (slow; "default" shows a pass),
# MAX_REGRESSION (compare's defaults), ALLOW_CLIENT_BOUND=1 to judge even
# when this machine was too busy to send on time (compare's
# --allow-client-bound; without it such a run has no verdict), WORK output
# directory.
set -euo pipefail
source "$(dirname "$0")/../lib.sh"

DURATION=${DURATION:-60s}
RATE=${RATE:-5}
CANDIDATE_PROFILE=${CANDIDATE_PROFILE:-slow}
MAX_REGRESSION=${MAX_REGRESSION:-}
compare_flags=()
[ -n "$MAX_REGRESSION" ] && compare_flags+=(--max-regression "$MAX_REGRESSION")
[ "${ALLOW_CLIENT_BOUND:-}" = 1 ] && compare_flags+=(--allow-client-bound)

start_pair baseline

step "the recording: $RATE requests/s for $DURATION"
"$LLMREPLAY" synth --rate "$RATE" --duration "$DURATION" --seed 11 --out "$WORK/session.jsonl.zst"

step "replay it against both (at once, $DURATION)"
"$LLMREPLAY" replay "$WORK/session.jsonl.zst" --target "http://127.0.0.1:$base_port" \
  --save-output --out "$WORK/baseline.jsonl" 2>"$WORK/replay-baseline.log" &
b=$!
"$LLMREPLAY" replay "$WORK/session.jsonl.zst" --target "http://127.0.0.1:$cand_port" \
  --save-output --out "$WORK/candidate.jsonl" 2>"$WORK/replay-candidate.log" &
c=$!
wait "$b" || { cat "$WORK/replay-baseline.log" >&2; exit 1; }
wait "$c" || { cat "$WORK/replay-candidate.log" >&2; exit 1; }

step "compare"
status=0
"$LLMREPLAY" compare "$WORK/baseline.jsonl" "$WORK/candidate.jsonl" "${compare_flags[@]}" || status=$?
# The same verdict as markdown, for a pull-request comment.
"$LLMREPLAY" compare "$WORK/baseline.jsonl" "$WORK/candidate.jsonl" --format markdown \
  -o "$WORK/comment.md" "${compare_flags[@]}" 2>/dev/null || true
echo
if [ "$status" = 1 ]; then
  echo "upgrade-gate: the candidate would be blocked (exit 1): a regression, or no verdict (see above)"
elif [ "$status" = 0 ]; then
  echo "upgrade-gate: no regression: the candidate passes (exit 0)"
fi
echo "files: $WORK (comment.md is the pull-request comment)"
exit "$status"
