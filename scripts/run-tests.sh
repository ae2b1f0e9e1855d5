#!/usr/bin/env bash
# Runs the built test suite on this system (the machine's own, or the Debian 13 root:
# scripts/test-debian13.sh runs it there): the in-process tests and the X11 end-to-end tests
# under Xvfb in a private D-Bus session, and with --compositors also the Wayland (sway),
# GNOME (mutter, a touchscreen) and KWin end-to-end tests on private headless compositors,
# started here and stopped again when it ends. It builds nothing but the small C tools the
# compositor tests drive them with; scripts/test.sh and scripts/test-debian13.sh build first.
#
# Usage: scripts/run-tests.sh [--compositors] [swift test arguments…]
# Environment: SHYBAR_BUILD_DIR  the build to test (default .build: .build/debug/shybar, the
#                                tests in it, the tools built into it)
#              SHYBAR_LIBRARY_STAGE  libshybar-1 staged by scripts/build-library.sh (the
#                                examples' tests)
# XCTest's summary is the last thing it prints; it exits non-zero when a test failed, a
# compositor could not start (its tests then fail saying why), or no test ran at all.
# What the tests write goes under a folder of the run's own (SHYBAR_RUN_DIR, and TMPDIR
# inside it), removed at the end unless a test failed: its path is then printed.
set -euo pipefail
cd "$(dirname "$0")/.."
compositors=false
[ "${1:-}" = --compositors ] && { compositors=true; shift; }
build="${SHYBAR_BUILD_DIR:-$PWD/.build}"
export SHYBAR_BUILD_DIR="$build"
export SHYBAR_BIN="${SHYBAR_BIN:-$build/debug/shybar}"
export GSK_RENDERER="${GSK_RENDERER:-cairo}"
export NO_AT_BRIDGE="${NO_AT_BRIDGE:-0}"
# The window tests must not read (or write) the settings of the person running them.
XDG_CONFIG_HOME=$(mktemp -d)
export XDG_CONFIG_HOME
# Where the session's services put their sockets (speech-dispatcher, which Orca starts, the
# accessibility bus, the compositors): a private one when the system gave none (a chroot, a
# CI job without a login session).
runtime=""
if [ -z "${XDG_RUNTIME_DIR:-}" ] || [ ! -d "$XDG_RUNTIME_DIR" ]; then
  runtime=$(mktemp -d)
  export XDG_RUNTIME_DIR="$runtime"
fi
log=$(mktemp)
# Everything the tests write goes under this run's own folder: failure screenshots and frame
# logs (SHYBAR_RUN_DIR/failures) and, through TMPDIR, every scratch file and private home.
# It is kept, and its path printed, only when a test failed.
run_dir=$(mktemp -d -t shybar-run.XXXXXX)
mkdir "$run_dir/tmp"
export SHYBAR_RUN_DIR="$run_dir"
unset SHYBAR_WAYLAND_DISPLAY SHYBAR_GNOME_DISPLAY SHYBAR_GNOME_BUS SHYBAR_KWIN_DISPLAY SHYBAR_KWIN_RUN
stop_compositors() {
  [ -z "${SHYBAR_WAYLAND_DISPLAY:-}" ] || scripts/wayland-session.sh stop "$SHYBAR_WAYLAND_DISPLAY" || true
  [ -z "${SHYBAR_GNOME_DISPLAY:-}" ] || scripts/gnome-session.sh stop "$SHYBAR_GNOME_DISPLAY" || true
  [ -z "${SHYBAR_KWIN_DISPLAY:-}" ] || scripts/kwin-session.sh stop "$SHYBAR_KWIN_DISPLAY" || true
  unset SHYBAR_WAYLAND_DISPLAY SHYBAR_GNOME_DISPLAY SHYBAR_GNOME_BUS SHYBAR_KWIN_DISPLAY SHYBAR_KWIN_RUN
}
keep_run_dir=false
end_run() {
  stop_compositors
  rm -rf "$log" "$XDG_CONFIG_HOME" $runtime
  if $keep_run_dir; then
    rm -rf "$run_dir/tmp"
    echo "run-tests.sh: a test failed; what the run kept (failure screenshots, frame logs): $run_dir" >&2
  else
    rm -rf "$run_dir"
  fi
}
trap end_run EXIT

if $compositors; then
  # A compositor that cannot start says why here, and its tests fail saying so; the other
  # tests still run.
  echo "== Wayland test tool and compositor (sway $(sway --version 2>/dev/null | awk '{ print $3 }'))"
  if SHYBAR_WAYLAND_POINTER=$(scripts/build-wayland-tools.sh); then
    export SHYBAR_WAYLAND_POINTER
    if SHYBAR_WAYLAND_DISPLAY=$(SHYBAR_WAYLAND_OWNER=$$ scripts/wayland-session.sh start); then
      export SHYBAR_WAYLAND_DISPLAY
    else
      unset SHYBAR_WAYLAND_DISPLAY
    fi
  fi
  echo "== GNOME compositor ($(mutter --version 2>/dev/null | head -1), for the touchscreen tests)"
  # It prints SHYBAR_GNOME_DISPLAY (the Wayland socket) and SHYBAR_GNOME_BUS (mutter's own
  # D-Bus, where its RemoteDesktop API is) in shell syntax.
  if gnome_variables=$(SHYBAR_GNOME_OWNER=$$ scripts/gnome-session.sh start); then
    eval "$gnome_variables"
    export SHYBAR_GNOME_DISPLAY SHYBAR_GNOME_BUS
  fi
  echo "== KWin test tool and compositor ($(kwin_wayland --version 2>/dev/null | head -1))"
  if SHYBAR_KWIN_INJECTOR=$(scripts/build-kwin-tools.sh); then
    export SHYBAR_KWIN_INJECTOR
    if kwin_env=$(SHYBAR_KWIN_OWNER=$$ scripts/kwin-session.sh start); then
      SHYBAR_KWIN_DISPLAY=$(sed -n 's/^SHYBAR_KWIN_DISPLAY=//p' <<<"$kwin_env")
      SHYBAR_KWIN_RUN=$(sed -n 's/^SHYBAR_KWIN_RUN=//p' <<<"$kwin_env")
      export SHYBAR_KWIN_DISPLAY SHYBAR_KWIN_RUN
    fi
  fi
fi

echo "== tests (under Xvfb and a private D-Bus session)"
status=0
TMPDIR="$run_dir/tmp" xvfb-run -a -s "-screen 0 1280x800x24" dbus-run-session -- \
  swift test --scratch-path "$build" --skip-build --disable-swift-testing "$@" 2>&1 |
  grep --line-buffered -vE 'warning: prohibited flag|Failed to set fd limit' | tee "$log" || status=$?
[ "$status" -eq 0 ] || keep_run_dir=true
# swift test exits 0 when a filter matches no test at all (it only warns), so a mistyped
# filter would pass: the run counts only if XCTest's summary says tests were executed.
summary=$(grep -A1 -E "Test Suite '(All tests|Selected tests)' (passed|failed)" "$log" | tail -1 || true)
executed=$(sed -nE 's/.*Executed ([0-9]+) tests?.*/\1/p' <<<"$summary")
if [ "${executed:-0}" -eq 0 ]; then
  echo "run-tests.sh: no test was run (arguments: $*)" >&2
  exit 1
fi
exit "$status"
