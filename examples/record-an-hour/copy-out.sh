#!/usr/bin/env bash
# Copy the recorded session files out of the recorder sidecar.
#
#   examples/record-an-hour/copy-out.sh [DEST]          (default DEST: ./sessions)
#
# NAMESPACE and SELECTOR pick the pod (defaults: the current namespace and
# the Deployment's label). Files still being written are copied as they are:
# the session format stays readable when cut short, and `llmreplay inspect`
# says so. For a clean copy, wait until the recording ended (--max-duration).
set -euo pipefail

DEST=${1:-sessions}
NAMESPACE=${NAMESPACE:-}
SELECTOR=${SELECTOR:-app.kubernetes.io/name=llm-inference}
ns=()
if [ -n "$NAMESPACE" ]; then ns=(-n "$NAMESPACE"); fi

pod=$(kubectl get pods "${ns[@]}" -l "$SELECTOR" -o jsonpath='{.items[0].metadata.name}')
if [ -z "$pod" ]; then
  echo "copy-out: no pod matches $SELECTOR" >&2
  exit 1
fi
mkdir -p "$DEST"
echo "copy-out: $pod:/sessions -> $DEST/"
# kubectl cp runs tar in the container (busybox provides it).
kubectl cp "${ns[@]}" -c recorder "$pod:/sessions" "$DEST"
ls -l "$DEST"
if command -v llmreplay >/dev/null 2>&1; then
  llmreplay inspect "$DEST"/*.jsonl.zst
fi
