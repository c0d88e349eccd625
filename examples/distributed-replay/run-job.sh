#!/usr/bin/env bash
# Runs a sharded replay (MODE=replay, the default: job.yaml and merge.yaml) or
# a sharded sweep (MODE=sweep: sweep-job.yaml and sweep-merge.yaml) on a
# Kubernetes cluster: sets the run's ConfigMap (a shared start LEAD seconds
# from now), applies the Indexed Job with SHARDS pods, waits for it, then runs
# the merge Job and prints its report (a sweep: its table and knee). Apply
# job.yaml's PersistentVolumeClaim once before a sweep.
#
# Settings (environment): SESSION path of the session file on the volume
# (/data/sessions/hour.jsonl.zst), TARGET (required), SPEED (1) for a replay,
# SPEEDS (1,2,3,4) and DURATION of the recording replayed at each speed (5m)
# for a sweep, SHARDS (4), LEAD seconds between now and the shared start (60:
# every pod must be scheduled, pulled and ready before it), RUN name
# (run-DATE or sweep-DATE), NAMESPACE. The script exits 1 when the merge Job
# fails (for a sweep: no speed met the SLA, or the shards could not be merged).
set -euo pipefail
dir=$(cd "$(dirname "$0")" && pwd)
: "${TARGET:?set TARGET to the inference endpoint the shards replay against}"
MODE=${MODE:-replay}
SESSION=${SESSION:-/data/sessions/hour.jsonl.zst}
SHARDS=${SHARDS:-4}
LEAD=${LEAD:-60}
ns=()
[ -n "${NAMESPACE:-}" ] && ns=(-n "$NAMESPACE")
start_at=$(date -u -d "@$(($(date +%s) + LEAD))" +%Y-%m-%dT%H:%M:%SZ)
case "$MODE" in
  replay)
    RUN=${RUN:-run-$(date -u +%Y%m%dT%H%M%SZ)}
    job=llmreplay-replay merge=llmreplay-merge config=llmreplay-run
    manifest=job.yaml merge_manifest=merge.yaml
    settings=(--from-literal=SPEED="${SPEED:-1}")
    ;;
  sweep)
    RUN=${RUN:-sweep-$(date -u +%Y%m%dT%H%M%SZ)}
    job=llmreplay-sweep merge=llmreplay-sweep-merge config=llmreplay-sweep
    manifest=sweep-job.yaml merge_manifest=sweep-merge.yaml
    settings=(--from-literal=SPEEDS="${SPEEDS:-1,2,3,4}" --from-literal=DURATION="${DURATION:-5m}")
    ;;
  *) echo "run-job.sh: MODE=$MODE: want replay or sweep" >&2; exit 2 ;;
esac

kubectl "${ns[@]}" create configmap "$config" --dry-run=client -o yaml \
  --from-literal=RUN="$RUN" --from-literal=TARGET="$TARGET" --from-literal=SESSION="$SESSION" \
  "${settings[@]}" --from-literal=START_AT="$start_at" | kubectl "${ns[@]}" apply -f -
kubectl "${ns[@]}" delete job "$job" "$merge" --ignore-not-found
# The manifest without its ConfigMap (set above), with the shard count.
sed -e "s/completions: 4/completions: $SHARDS/" -e "s/parallelism: 4/parallelism: $SHARDS/" \
  -e "s|\"auto/4\"|\"auto/$SHARDS\"|" "$dir/$manifest" |
  awk 'BEGIN{RS="---\n"; ORS="---\n"} !/kind: ConfigMap/' | kubectl "${ns[@]}" apply -f -

# wait_job NAME TIMEOUT: waits until the Job completes (status 0) or fails
# (status 1), whichever comes first.
wait_job() {
  kubectl "${ns[@]}" wait --for=condition=complete --timeout="$2" "job/$1" >/dev/null 2>&1 &
  local done=$!
  kubectl "${ns[@]}" wait --for=condition=failed --timeout="$2" "job/$1" >/dev/null 2>&1 &
  local failed=$!
  local first status=0
  wait -n -p first "$done" "$failed" || status=1 # bash 5.1 or later
  [ "$first" = "$done" ] || status=1
  kill "$done" "$failed" 2>/dev/null || true
  wait "$done" "$failed" 2>/dev/null || true
  return "$status"
}

echo "$MODE $RUN: $SHARDS shards, shared start $start_at"
if ! wait_job "$job" 24h; then
  echo "job $job failed: a shard failed (kubectl logs -l app.kubernetes.io/name=$job)" >&2
  exit 1
fi
kubectl "${ns[@]}" apply -f "$dir/$merge_manifest"
status=0
wait_job "$merge" 1h || status=1
kubectl "${ns[@]}" logs "job/$merge"
exit "$status"
