#!/usr/bin/env bash
# Core cost per scroll event: events per second, and instructions per event counted by
# callgrind (deterministic). Usage: scripts/bench-core.sh
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh build
command -v valgrind >/dev/null || { sudo=""; [ "$(id -u)" -ne 0 ] && sudo=sudo; $sudo apt-get install -y -qq valgrind >/dev/null; }
swift build -c release --product shybar-core-bench >/dev/null
bench=.build/release/shybar-core-bench
echo "== wall clock (noisy; for orientation only)"
"$bench" --events 10000 --passes 100
echo "== instructions per scroll event (callgrind: (passes 11 − passes 1) / (10 × 10000 events))"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
count() { # behavior passes -> total instructions
  valgrind --tool=callgrind --callgrind-out-file="$tmp/out" \
    "$bench" --behavior "$1" --events 10000 --passes "$2" >/dev/null 2>"$tmp/log"
  grep -m1 '^summary:' "$tmp/out" | awk '{print $2}'
}
for behavior in quick-return background sticky; do
  per=$(( ($(count "$behavior" 11) - $(count "$behavior" 1)) / 100000 ))
  echo "$behavior: $per instructions per scroll event"
done
