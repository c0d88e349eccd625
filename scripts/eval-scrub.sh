#!/usr/bin/env bash
# Scores the scrub detectors on the labelled PII corpus (make eval-scrub).
# The corpus lives in the shared folder beside the repository (../shared
# from the repo root); override with SHARED_DIR, or point PII_CORPUS at
# another corpus of the same format (e.g. a held-out set).
set -euo pipefail
cd "$(dirname "$0")/.."
SHARED_DIR="${SHARED_DIR:-../shared}"
data="$SHARED_DIR/data/pii"
corpus="${PII_CORPUS:-$data/dev.jsonl.gz}"
score="${PII_SCORE:-$data/score.py}"
if [ ! -f "$corpus" ] || [ ! -f "$score" ]; then
	echo "eval-scrub: corpus or score.py not found under $data (set SHARED_DIR or PII_CORPUS)" >&2
	exit 1
fi
command -v python3 >/dev/null || { echo "eval-scrub: python3 is needed to run score.py" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go run ./scrub/cmd/evalpii -in "$corpus" -out "$tmp/preds.jsonl"
case "$corpus" in
*.gz) gzip -dc "$corpus" >"$tmp/corpus.jsonl" ;;
*) cp "$corpus" "$tmp/corpus.jsonl" ;;
esac
echo "== scrub detectors on $corpus"
python3 "$score" "$tmp/corpus.jsonl" "$tmp/preds.jsonl" --offsets bytes
