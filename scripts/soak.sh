#!/usr/bin/env bash
# Leaves the demo's app window (SOAK_SCENE=NAME for another scene) running under Xvfb for SECONDS
# (default 600) with `--soak` (labels changing ten times a second, lists scrolling every two seconds,
# the app pushing, presenting and typing into its form) and reports its resident memory every ten
# seconds, then the slope of a least-squares line through the readings after the first minute
# (Docs/Reliability.md, "Soak").
#
#   scripts/soak.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
swift build --product BarDemo >/dev/null
demo=.build/debug/BarDemo
scene=${SOAK_SCENE:-app}
log=$(mktemp)
Xvfb :97 -screen 0 1024x768x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true; rm -f "$log"' EXIT
sleep 1
DISPLAY=:97 BARKIT_SCALE=1 "$demo" --window --scene "$scene" --soak --exit-after "$seconds" >"$log"
grep '^soak ' "$log"
awk '/^soak / && $2 >= 60 { n++; x += $2; y += $3; xx += $2 * $2; xy += $2 * $3 }
     END { if (n < 2) { print "too few readings"; exit 1 }
           slope = (n * xy - x * y) / (n * xx - x * x)
           printf "readings: %d; slope: %.1f kB per minute\n", n, slope * 60 }' "$log"
