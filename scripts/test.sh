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
xvfb-run -a -s "-screen 0 1280x800x24" dbus-run-session -- swift test --skip-build "$@"
