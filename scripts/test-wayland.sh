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
exec scripts/wayland-session.sh run dbus-run-session -- \
  swift test --skip-build --disable-swift-testing "$@"
