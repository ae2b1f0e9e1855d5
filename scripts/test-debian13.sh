#!/usr/bin/env bash
# The Debian 13 pass: ShyBar built and tested on GTK 4.18 and libadwaita 1.7, in the Debian 13
# root that scripts/debian13.sh makes (and keeps between runs), beside the machine's own GTK.
#
# It builds (debug with tests, and release) into .build-debian13, fails on any compiler
# warning from our own code, builds libshybar-1 there, and runs the whole suite there
# (scripts/run-tests.sh --compositors: in-process, X11 end-to-end, sway 1.10, mutter 48 and
# KWin 6 end-to-end, the library examples including libadwaita's), then the Debian packages
# (scripts/test-packages.sh). XCTest's summary is the last summary it prints. Arguments go
# to `swift test` (and then the packages are not tested).
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

built=$SECONDS
# The whole suite, with the Wayland, GNOME and KWin compositors of Debian 13 started inside.
status=0
run env SHYBAR_BUILD_DIR="$PWD/$scratch" SHYBAR_LIBRARY_STAGE="$stage" \
  scripts/run-tests.sh --compositors "$@" || status=$?
# The Debian packages, built, checked, installed, used and purged on Debian 13 (only for the
# whole suite, not for a filtered run).
tested=$SECONDS
if [ $# -eq 0 ]; then
  run env SHYBAR_BUILD_DIR="$PWD/$scratch" scripts/test-packages.sh || status=1
fi
echo "Debian 13: time: root and builds $built s, tests $(( tested - built )) s, packages $(( SECONDS - tested )) s"
exit "$status"
