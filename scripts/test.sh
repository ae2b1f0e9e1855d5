#!/usr/bin/env bash
# Runs every test: the core, the GTK binding with real widgets, and end-to-end tests that
# drive the real binary with real X input. GTK needs an X server: one is started with Xvfb.
set -euo pipefail
cd "$(dirname "$0")/.."
# SwiftPM warns that pkg-config's gtk4 flags include -pthread and -msse; that warning is
# about GTK's .pc file, not our code, and is filtered from the output.
scripts/deps.sh test
echo "== build (debug, with tests)"
swift build --build-tests 2> >(grep -vE 'warning: prohibited flag' >&2)
echo "== build (release)"
swift build -c release 2> >(grep -vE 'warning: prohibited flag' >&2)
export SHYBAR_BIN="$PWD/.build/debug/shybar"
export GSK_RENDERER="${GSK_RENDERER:-cairo}"
export NO_AT_BRIDGE="${NO_AT_BRIDGE:-0}"
echo "== tests (under Xvfb and a private D-Bus session)"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
xvfb-run -a -s "-screen 0 1280x800x24" dbus-run-session -- \
  swift test --skip-build --disable-swift-testing "$@" 2>&1 | tee "$log" || status=$?
# One closing line for people and CI alike, from XCTest's final summary.
summary=$(grep -E "Test Suite '(All tests|Selected tests)' (passed|failed)" -A1 "$log" | grep -oE 'Executed [0-9]+ tests?, with [0-9]+ failures?( \(([0-9]+) unexpected\))?' | tail -1)
executed=$(echo "$summary" | grep -oE 'Executed [0-9]+' | grep -oE '[0-9]+' || echo 0)
failed=$(echo "$summary" | grep -oE 'with [0-9]+' | grep -oE '[0-9]+' || echo 0)
skipped=$(grep -cE "Test Case .* skipped" "$log" || true)
if [ -z "$summary" ]; then
  echo "no test summary found: the test run did not finish" >&2
  exit 1
fi
echo "$(( executed - failed - skipped )) passed, $failed failed, $skipped skipped"
exit "$status"
