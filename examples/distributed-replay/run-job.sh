#!/usr/bin/env bash
# Runs a sharded replay on a Kubernetes cluster with job.yaml and merge.yaml:
# sets the run's ConfigMap (a shared start LEAD seconds from now), applies
# the Indexed Job with SHARDS pods, waits for it, then runs the merge Job and
# prints its report.
#
# Settings (environment): SESSION path of the session file on the volume
# (/data/sessions/hour.jsonl.zst), TARGET (required), SPEED (1), SHARDS (4),
# LEAD seconds between now and the shared start (60: every pod must be
# scheduled, pulled and ready before it), RUN name (run-DATE), NAMESPACE.
set -euo pipefail
dir=$(cd "$(dirname "$0")" && pwd)
: "${TARGET:?set TARGET to the inference endpoint the shards replay against}"
SESSION=${SESSION:-/data/sessions/hour.jsonl.zst}
SPEED=${SPEED:-1}
SHARDS=${SHARDS:-4}
LEAD=${LEAD:-60}
RUN=${RUN:-run-$(date -u +%Y%m%dT%H%M%SZ)}
ns=()
[ -n "${NAMESPACE:-}" ] && ns=(-n "$NAMESPACE")
start_at=$(date -u -d "@$(($(date +%s) + LEAD))" +%Y-%m-%dT%H:%M:%SZ)

kubectl "${ns[@]}" create configmap llmreplay-run --dry-run=client -o yaml \
  --from-literal=RUN="$RUN" --from-literal=TARGET="$TARGET" --from-literal=SESSION="$SESSION" \
  --from-literal=SPEED="$SPEED" --from-literal=START_AT="$start_at" | kubectl "${ns[@]}" apply -f -
kubectl "${ns[@]}" delete job llmreplay-replay llmreplay-merge --ignore-not-found
# The manifest without its ConfigMap (set above), with the shard count.
sed -e "s/completions: 4/completions: $SHARDS/" -e "s/parallelism: 4/parallelism: $SHARDS/" \
  -e "s|\"auto/4\"|\"auto/$SHARDS\"|" "$dir/job.yaml" |
  awk 'BEGIN{RS="---\n"; ORS="---\n"} !/kind: ConfigMap/' | kubectl "${ns[@]}" apply -f -
echo "run $RUN: $SHARDS shards start at $start_at"
kubectl "${ns[@]}" wait --for=condition=complete --timeout=24h job/llmreplay-replay
kubectl "${ns[@]}" apply -f "$dir/merge.yaml"
kubectl "${ns[@]}" wait --for=condition=complete --timeout=1h job/llmreplay-merge
kubectl "${ns[@]}" logs job/llmreplay-merge
