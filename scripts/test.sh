#!/usr/bin/env bash
# Runs every test: the core, the GTK binding with real widgets, and end-to-end tests that
# drive the real binary with real X input. GTK needs an X server: one is started with Xvfb.
# First on today's GTK (4.18, in a Debian 13 root that scripts/debian13.sh makes and keeps:
# scripts/test-debian13.sh), then on the machine's own; docs/testing.md says what runs where.
# The Wayland end-to-end tests run the binary on a private headless compositor (sway,
# scripts/wayland-session.sh), the GNOME ones (a touchscreen) on a private headless mutter
# (scripts/gnome-session.sh), the KWin ones on a private headless KWin
# (scripts/kwin-session.sh); all are stopped again when this script ends.
set -euo pipefail
cd "$(dirname "$0")/.."
# SwiftPM warns that pkg-config's gtk4 flags include -pthread and -msse; that warning is
# about GTK's .pc file, not our code, and is filtered from the output.
scripts/deps.sh test
# Each part is announced with `phase`, which notes when it began: the run's last
# lines say where its time went.
phase_names=() phase_starts=()
phase() {
  phase_names+=("$1") phase_starts+=("$SECONDS")
  echo "== $1"
}
phase_summary() {
  local i ends=("${phase_starts[@]:1}" "$SECONDS")
  echo "== time, ${SECONDS} s in all:"
  for i in "${!phase_names[@]}"; do printf '%6d s  %s\n' $(( ends[i] - phase_starts[i] )) "${phase_names[$i]}"; done
}
# XCTest's final summary in LOG: sets executed, failed and skipped (empty when the run did
# not finish).
xctest_counts() {
  local line
  line=$(grep -A1 -E "Test Suite '(All tests|Selected tests)' (passed|failed)" "$1" | tail -1)
  executed=$(sed -nE 's/.*Executed ([0-9]+) tests?.*/\1/p' <<<"$line")
  failed=$(sed -nE 's/.* ([0-9]+) failures?.*/\1/p' <<<"$line")
  skipped=$(sed -nE 's/.* ([0-9]+) tests? skipped.*/\1/p' <<<"$line")
}
phase "Debian 13: GTK 4.18 root, builds and in-process tests"
log13=$(mktemp)
status13=0
scripts/test-debian13.sh 2>&1 | tee "$log13" || status13=$?
xctest_counts "$log13"
rm -f "$log13"
if [ -z "$executed" ] || [ -z "$failed" ]; then
  echo "Debian 13: no test summary found: the pass did not finish (exit status $status13)" >&2
  executed13=0 failed13=1 skipped13=0
else
  executed13=$executed failed13=$failed skipped13=${skipped:-0}
  echo "Debian 13: $(( executed13 - failed13 - skipped13 )) passed, $failed13 failed, $skipped13 skipped"
fi

phase "build (debug, with tests)"
scripts/build-locale.sh
swift build --build-tests 2> >(grep -vE 'warning: prohibited flag' >&2)
phase "build (release)"
swift build -c release 2> >(grep -vE 'warning: prohibited flag' >&2)
phase "library (libshybar-1, for the examples' tests)"
SHYBAR_LIBRARY_STAGE=$(scripts/build-library.sh)
export SHYBAR_LIBRARY_STAGE
export SHYBAR_BIN="$PWD/.build/debug/shybar"
# The window tests must not read (or write) the settings of the person running them.
XDG_CONFIG_HOME=$(mktemp -d)
export XDG_CONFIG_HOME
export GSK_RENDERER="${GSK_RENDERER:-cairo}"
export NO_AT_BRIDGE="${NO_AT_BRIDGE:-0}"
log=$(mktemp)
trap 'rm -rf "$log" "$XDG_CONFIG_HOME"; [ -z "${SHYBAR_WAYLAND_DISPLAY:-}" ] || scripts/wayland-session.sh stop "$SHYBAR_WAYLAND_DISPLAY" || true
      [ -z "${SHYBAR_GNOME_DISPLAY:-}" ] || scripts/gnome-session.sh stop "$SHYBAR_GNOME_DISPLAY" || true
      [ -z "${SHYBAR_KWIN_DISPLAY:-}" ] || scripts/kwin-session.sh stop "$SHYBAR_KWIN_DISPLAY" || true' EXIT
phase "Wayland test tools and compositor"
# If either fails, the Wayland tests fail and say why; the other tests still run.
unset SHYBAR_WAYLAND_DISPLAY
if SHYBAR_WAYLAND_POINTER=$(scripts/build-wayland-tools.sh); then
  export SHYBAR_WAYLAND_POINTER
  if SHYBAR_WAYLAND_DISPLAY=$(SHYBAR_WAYLAND_OWNER=$$ scripts/wayland-session.sh start); then
    export SHYBAR_WAYLAND_DISPLAY
  else
    unset SHYBAR_WAYLAND_DISPLAY
  fi
fi
phase "GNOME compositor (mutter, for the touchscreen tests)"
# If it fails (and says why), the GNOME tests fail saying so; the other tests still run.
# It prints SHYBAR_GNOME_DISPLAY (the Wayland socket) and SHYBAR_GNOME_BUS (mutter's own
# D-Bus, where its RemoteDesktop API is) in shell syntax.
unset SHYBAR_GNOME_DISPLAY SHYBAR_GNOME_BUS
if gnome_variables=$(SHYBAR_GNOME_OWNER=$$ scripts/gnome-session.sh start); then
  eval "$gnome_variables"
  export SHYBAR_GNOME_DISPLAY SHYBAR_GNOME_BUS
fi
phase "KWin test tool and compositor"
# The same: if either fails (loudly), the KWin tests fail and say why.
unset SHYBAR_KWIN_DISPLAY SHYBAR_KWIN_RUN
if SHYBAR_KWIN_INJECTOR=$(scripts/build-kwin-tools.sh); then
  export SHYBAR_KWIN_INJECTOR
  if kwin_env=$(SHYBAR_KWIN_OWNER=$$ scripts/kwin-session.sh start); then
    SHYBAR_KWIN_DISPLAY=$(sed -n 's/^SHYBAR_KWIN_DISPLAY=//p' <<<"$kwin_env")
    SHYBAR_KWIN_RUN=$(sed -n 's/^SHYBAR_KWIN_RUN=//p' <<<"$kwin_env")
    export SHYBAR_KWIN_DISPLAY SHYBAR_KWIN_RUN
  fi
fi
phase "tests (under Xvfb and a private D-Bus session)"
status=0
# The libadwaita examples need libadwaita 1.4 (Debian 12 has 1.2): the Debian 13 pass ran them.
xvfb-run -a -s "-screen 0 1280x800x24" dbus-run-session -- \
  swift test --skip-build --disable-swift-testing --skip LibraryAdwaitaExampleTests "$@" 2>&1 | tee "$log" || status=$?
if [ -n "${SHYBAR_WAYLAND_DISPLAY:-}" ]; then
  scripts/wayland-session.sh stop "$SHYBAR_WAYLAND_DISPLAY" || true
  unset SHYBAR_WAYLAND_DISPLAY
fi
if [ -n "${SHYBAR_GNOME_DISPLAY:-}" ]; then
  scripts/gnome-session.sh stop "$SHYBAR_GNOME_DISPLAY" || true
  unset SHYBAR_GNOME_DISPLAY SHYBAR_GNOME_BUS
fi
if [ -n "${SHYBAR_KWIN_DISPLAY:-}" ]; then
  scripts/kwin-session.sh stop "$SHYBAR_KWIN_DISPLAY" || true
  unset SHYBAR_KWIN_DISPLAY
fi
# One closing line for people and CI alike, from XCTest's final summaries (both GTKs).
xctest_counts "$log"
if [ -z "$executed" ] || [ -z "$failed" ]; then
  echo "no test summary found: the test run did not finish (exit status $status)" >&2
  exit 1
fi
skipped=${skipped:-0}

# Beyond the test suite: a bounded fuzzing run of trace parsing and the trackers, the
# memory checks of the GTK binding (AddressSanitizer + memcheck), and the Debian packages
# built, checked with lintian, installed, used and purged. Each ends with its own line.
checks=0
phase "fuzzing (${FUZZ_SECONDS:-60} s)"
scripts/fuzz.sh || checks=1
phase "memory checks"
xvfb-run -a -s "-screen 0 1280x800x24" dbus-run-session -- scripts/check-memory.sh 2>&1 | grep -vE "dbus-daemon|SpiRegistry|Cannot export local symbol" || checks=1

phase "Debian packages (build, lintian, install, use, purge)"
scripts/test-packages.sh || checks=1

phase_summary
executed=$(( executed + executed13 )) failed=$(( failed + failed13 )) skipped=$(( skipped + skipped13 ))
echo "$(( executed - failed - skipped )) passed, $failed failed, $skipped skipped"
[ "$status" -eq 0 ] && [ "$status13" -eq 0 ] && [ "$checks" -eq 0 ]
