#!/usr/bin/env bash
# CPU per input: the whole process's CPU time (user + system, from /proc/PID/stat) that one
# fixed script of real input costs, for each page of `shybar` and for the plain GTK program
# showing the same page with its header held still (scripts/plain-list.c). Runs alternate
# (app, plain, app, plain, …) so that both see the same machine; scripts/bench.sh prints the
# medians and ratios. Called by scripts/bench.sh; by hand:
#
#   scripts/bench-input.sh x11 OUT RUNS SHYBAR PLAIN [PAGES]   (inside an X server, e.g. xvfb-run)
#   scripts/bench-input.sh wayland OUT RUNS SHYBAR PLAIN [PAGES] (needs SHYBAR_WAYLAND_DISPLAY and
#                                                  SHYBAR_WAYLAND_POINTER; see scripts/wayland-session.sh)
#
# PAGES: comma-separated subset of quick-return,background,sticky (default all three).
# Appends one line per run to OUT: `BACKEND PAGE app|plain|floor CPU_MS`. With FLOOR=1 a
# third program runs in turn: the plain one with --scrolled (as many rows on screen as the
# app once its header has left), recorded as `floor`.
#
# The script of input: 5 rounds of 25 steps forward and 8 back (165 steps), each step as a
# person makes it. X11: wheel notches (xdotool click 5 / 4, 20 ms apart). Wayland: finger
# swipes on a touchpad (each step one swipe of 6 frames 8 ms apart, 24 units or 60 px,
# ending with a stop, so GTK's kinetic scrolling runs after it until the next swipe). The count starts 1.5 s after the window first
# shows (start-up is over) and ends 1.2 s after the last input (snaps, animations and
# momentum are over). The pointer rests over the list. Each program gets its own empty
# settings directory, so every app run starts the same way (panel closed).
set -euo pipefail
backend=$1 out=$2 runs=$3 app=$4 plain=$5
IFS=, read -r -a pages <<<"${6:-quick-return,background,sticky}"
tick=$(getconf CLK_TCK)

# CPU ms of process $1 so far: utime + stime (fields 14 and 15 after the command name).
cpu_ms() { awk -v t="$tick" '{sub(/^.*\) /, ""); print ($12 + $13) * 1000 / t}' "/proc/$1/stat"; }

wait_window_x11() {
  # The first visible top-level window of the program: the app is "ShyBar", the plain one "Plain list".
  timeout 20 xdotool search --sync --onlyvisible --name "$1" >/dev/null
}

drive_x11() {
  xdotool mousemove 600 450
  for _ in 1 2 3 4 5; do
    xdotool click --repeat 25 --delay 20 5
    sleep 0.3
    xdotool click --repeat 8 --delay 20 4
    sleep 0.3
  done
}

pointer_commands() {
  # A finger swipe: 6 frames of 4 units, 8 ms apart (48 ms, 60 px), then the stop.
  echo "move 600 450"
  for _ in 1 2 3 4 5; do
    for _ in $(seq 25); do echo "swipe finger 24 48 6 stop"; echo "sleep 16"; done
    echo "sleep 300"
    for _ in $(seq 8); do echo "swipe finger -24 48 6 stop"; echo "sleep 16"; done
    echo "sleep 300"
  done
  echo "sync"
}

run_one() {
  local page=$1 who=$2 dir pid title cmd
  dir=$(mktemp -d)
  case $who in
    app) cmd=("$app" --rows 1000000 --page "$page"); title='^ShyBar$' ;;
    plain) cmd=("$plain" --rows 1000000 --page "$page"); title='^Plain list$' ;;
    floor) cmd=("$plain" --rows 1000000 --page "$page" --scrolled); title='^Plain list$' ;;
  esac
  if [ "$backend" = x11 ]; then
    XDG_CONFIG_HOME="$dir" "${cmd[@]}" >/dev/null 2>"$dir/stderr" &
    pid=$!
    wait_window_x11 "$title" || { echo "bench-input: $who $page never showed its window" >&2; cat "$dir/stderr" >&2; kill "$pid"; exit 1; }
    sleep 1.5
    local before after
    before=$(cpu_ms "$pid")
    drive_x11
    sleep 1.2
  else
    env -u DISPLAY GDK_BACKEND=wayland WAYLAND_DISPLAY="$SHYBAR_WAYLAND_DISPLAY" XDG_CONFIG_HOME="$dir" \
      XDG_RUNTIME_DIR="$dir" "${cmd[@]}" >/dev/null 2>"$dir/stderr" &
    pid=$!
    # No window search on Wayland: give start-up its time (the window tiles over the output).
    sleep 3
    kill -0 "$pid" 2>/dev/null || { echo "bench-input: $who $page exited early" >&2; cat "$dir/stderr" >&2; exit 1; }
    before=$(cpu_ms "$pid")
    pointer_commands | WAYLAND_DISPLAY="$SHYBAR_WAYLAND_DISPLAY" "$SHYBAR_WAYLAND_POINTER" >/dev/null
    sleep 1.2
  fi
  after=$(cpu_ms "$pid")
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  rm -rf "$dir"
  local used
  used=$(awk -v a="$after" -v b="$before" 'BEGIN {print a - b}')
  echo "$backend $page $who $used" >>"$out"
  echo "  $backend $page $who: $used ms CPU" >&2
}

for i in $(seq 1 "$runs"); do
  for page in "${pages[@]}"; do
    # Alternate which goes first, so neither always follows the other.
    order=(app plain); [ "${FLOOR:-0}" = 1 ] && order=(app plain floor)
    [ $((i % 2)) = 0 ] && order=($(printf '%s\n' "${order[@]}" | tac))
    for who in "${order[@]}"; do run_one "$page" "$who"; done
  done
done
