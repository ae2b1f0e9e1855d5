#!/usr/bin/env bash
# Runs only the GNOME end-to-end tests (or the XCTest selection given as arguments): builds
# the tests, starts a private headless mutter (scripts/gnome-session.sh), runs the tests in
# a private D-Bus session (for AT-SPI; mutter keeps its own bus, which the tests reach
# through SHYBAR_GNOME_BUS), and stops mutter again.
# SHYBAR_SKIP_BUILD=1 skips `swift build --build-tests` (someone else built already).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh test
if [ "${SHYBAR_SKIP_BUILD:-0}" != 1 ]; then
  scripts/build-locale.sh
  swift build --build-tests 2> >(grep -vE 'warning: prohibited flag' >&2)
fi
export SHYBAR_BIN="${SHYBAR_BIN:-$PWD/.build/debug/shybar}"
export GSK_RENDERER="${GSK_RENDERER:-cairo}"
export NO_AT_BRIDGE=0
[ $# -gt 0 ] || set -- --filter GnomeTouch
exec scripts/gnome-session.sh run dbus-run-session -- \
  swift test --skip-build --disable-swift-testing "$@"
