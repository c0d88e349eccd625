#!/usr/bin/env bash
# Renders HTML reports to PNG with headless Chromium, for humans to look at
# (make screenshot). Usage, from the repository root:
#   scripts/screenshot.sh                   # sample run and compare pages -> screenshots/
#   scripts/screenshot.sh report.html [out.png]
# Needs Chromium (Debian: apt-get install -y chromium).
set -euo pipefail

browser=""
for b in chromium chromium-browser google-chrome google-chrome-stable; do
	if command -v "$b" >/dev/null 2>&1; then browser=$b; break; fi
done
if [[ -z $browser ]]; then
	echo "screenshot: chromium not found (Debian: apt-get install -y chromium)" >&2
	exit 1
fi

profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT

# shoot PAGE PNG: a full-page capture 1400 px wide. Chromium's --screenshot
# takes the window, so the window is made as tall as the page is likely to be.
shoot() {
	local page=$1 png=$2
	local abs
	abs=$(cd "$(dirname "$page")" && pwd)/$(basename "$page")
	"$browser" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
		--disable-background-networking --disable-component-update --disable-sync \
		--user-data-dir="$profile" --hide-scrollbars --window-size=1400,"${HEIGHT:-5200}" \
		--virtual-time-budget=3000 --screenshot="$png" "file://$abs" 2>/dev/null
	echo "wrote $png ($(wc -c <"$png") bytes) from $page"
}

if [[ $# -ge 1 ]]; then
	out=${2:-${1%.html}.png}
	shoot "$1" "$out"
	exit 0
fi

mkdir -p screenshots
go test ./replay/htmlreport -run '^TestSamplePages$' -count=1 -args -sample "$PWD/screenshots" >/dev/null
shoot screenshots/run.html screenshots/run.png
shoot screenshots/compare.html screenshots/compare.png
