#!/usr/bin/env bash
# Runs only the Wayland end-to-end tests (or the XCTest selection given as arguments, e.g.
# `scripts/test-wayland.sh --filter WaylandSmokeTests/testAWheelNotchMovesTheList`): builds
# the virtual pointer tool and the tests, starts a private headless compositor, runs the
# tests in a private D-Bus session (for AT-SPI), and stops the compositor again.
# SHYBAR_SKIP_BUILD=1 skips `swift build --build-tests` (someone else built already).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh test
SHYBAR_WAYLAND_POINTER=$(scripts/build-wayland-tools.sh)
export SHYBAR_WAYLAND_POINTER
if [ "${SHYBAR_SKIP_BUILD:-0}" != 1 ]; then
  swift build --build-tests 2> >(grep -vE 'warning: prohibited flag' >&2)
fi
export SHYBAR_BIN="${SHYBAR_BIN:-$PWD/.build/debug/shybar}"
export GSK_RENDERER="${GSK_RENDERER:-cairo}"
export NO_AT_BRIDGE=0
[ $# -gt 0 ] || set -- --filter Wayland
# swift test exits 0 when a filter matches no test at all (it only warns), so a mistyped
# filter would pass: the run counts only if XCTest's summary says tests were executed.
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
scripts/wayland-session.sh run dbus-run-session -- \
  swift test --skip-build --disable-swift-testing "$@" 2>&1 | tee "$log" || status=$?
summary=$(grep -A1 -E "Test Suite '(All tests|Selected tests)' (passed|failed)" "$log" | tail -1 || true)
executed=$(sed -nE 's/.*Executed ([0-9]+) tests?.*/\1/p' <<<"$summary")
if [ "$status" -eq 0 ] && [ "${executed:-0}" -eq 0 ]; then
  echo "test-wayland.sh: no test was run (is the filter right? arguments: $*)" >&2
  exit 1
fi
exit "$status"
