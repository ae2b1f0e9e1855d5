#!/usr/bin/env bash
# The Debian 13 pass: ShyBar built and tested on GTK 4.18 and libadwaita 1.7, in the Debian 13
# root that scripts/debian13.sh makes (and keeps between runs), beside the machine's own GTK.
#
# It builds (debug with tests, and release) into .build-debian13, fails on any compiler
# warning from our own code, builds libshybar-1 there, and runs the in-process test targets
# (the core, the GTK binding with real widgets under Xvfb, the app's logic, its support and
# the C API generator) and the libadwaita examples (LibraryAdwaitaExampleTests: libadwaita
# 1.7, real X input), with XCTest's own summary at the end. Arguments go to `swift test`.
# It needs root (chroot): run it alone with `sudo scripts/test-debian13.sh`.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build-debian13
run() { scripts/debian13.sh run "$@"; }

scripts/debian13.sh root >/dev/null
echo "Debian 13: GTK $(run pkg-config --modversion gtk4), libadwaita $(run pkg-config --modversion libadwaita-1)"

# Our own warnings: a line "path/Sources/…: warning:" or "path/Tests/…: warning:" (SwiftPM's
# note that GTK's pkg-config flags include -pthread is about GTK's .pc file).
build() {
  local log status=0
  log=$(mktemp)
  run swift build --scratch-path "$scratch" "$@" >"$log" 2>&1 || status=$?
  grep -vE 'warning: prohibited flag' "$log" | grep -E 'error:|warning:' | sort -u >&2 || true
  local warnings
  warnings=$({ grep -E "^$PWD/(Sources|Tests)/[^:]+:[0-9]+:[0-9]+: warning:" "$log" || true; } | sort -u | wc -l)
  rm -f "$log"
  if [ "$status" -ne 0 ]; then echo "Debian 13: swift build $* failed" >&2; return 1; fi
  if [ "$warnings" -ne 0 ]; then echo "Debian 13: swift build $* gave $warnings warnings from our own code" >&2; return 1; fi
  echo "Debian 13: swift build $*: no warnings from our own code"
}
build --build-tests
build -c release
scripts/build-locale.sh >/dev/null
stage=$(run env SHYBAR_BUILD_DIR="$PWD/$scratch" scripts/build-library.sh 2>/dev/null | tail -1) ||
  { echo "Debian 13: building libshybar-1 failed (run: scripts/debian13.sh run env SHYBAR_BUILD_DIR=$PWD/$scratch scripts/build-library.sh)" >&2; exit 1; }

run env GSK_RENDERER="${GSK_RENDERER:-cairo}" NO_AT_BRIDGE=0 XDG_CONFIG_HOME="$(mktemp -d)" \
  SHYBAR_BIN="$PWD/$scratch/debug/shybar" SHYBAR_LIBRARY_STAGE="$stage" \
  xvfb-run -a -s "-screen 0 1280x800x24" dbus-run-session -- \
  swift test --scratch-path "$scratch" --skip-build --disable-swift-testing \
  --filter 'ShyBarCoreTests|ShyBarGtkTests|ShyBarAppTests|ShyBarAppSupportTests|ShyBarCAPIGeneratorTests|LibraryAdwaitaExampleTests' \
  "$@" 2>&1 |
  grep -vE 'warning: prohibited flag|Failed to set fd limit'
