#!/usr/bin/env bash
# Where the CPU of one input script goes: runs a program under callgrind with
# instrumentation off through start-up, switches it on for a fixed script of real wheel
# input (2 rounds of 25 notches forward and 8 back, xdotool, under Xvfb), off again 6 s
# later (snaps and animations are over), and writes the profile. Instruction counts are
# stable where CPU times are not; compare `shybar` with the plain reference
# (scripts/plain-list.c) for the same page:
#
#   scripts/profile-input.sh OUT -- .build/release/shybar --rows 1000000 --page sticky
#   scripts/profile-input.sh OUT -- PLAIN_LIST --rows 1000000 --page sticky
#   callgrind_annotate --inclusive=yes OUT | head -60
#
# The first visible top-level window is waited for (valgrind makes start-up slow), then 8 s
# more. Under valgrind the program runs ~50x slower, so fewer frames are drawn than in a
# normal run: compare work per input event (calls of the bind function, of the scroll
# observer), not frames. Runs its own Xvfb unless DISPLAY is set; SHYBAR_DATA_DIR defaults
# to ./data.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 3 ] && [ "$2" = -- ] || { echo "usage: $0 OUT -- PROGRAM [ARGS...]" >&2; exit 2; }
out=$(realpath -m "$1"); shift 2
export SHYBAR_DATA_DIR=${SHYBAR_DATA_DIR:-$PWD/data} GSK_RENDERER=${GSK_RENDERER:-cairo}
if [ -z "${DISPLAY:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1280x800x24" "$0" "$out" -- "$@"
fi
config=$(mktemp -d)
trap 'rm -rf "$config"' EXIT
XDG_CONFIG_HOME=$config valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file="$out" "$@" \
  >/dev/null 2>"$out.log" &
pid=$!
if ! timeout 180 xdotool search --sync --onlyvisible --name . >/dev/null; then
  echo "profile-input: no window within 180 s (log: $out.log)" >&2; kill "$pid"; exit 1
fi
sleep 8
xdotool mousemove 600 450
callgrind_control -i on "$pid" >/dev/null 2>&1
for _ in 1 2; do
  xdotool click --repeat 25 --delay 20 5; sleep 0.3
  xdotool click --repeat 8 --delay 20 4; sleep 0.3
done
sleep 6
callgrind_control -i off "$pid" >/dev/null 2>&1
callgrind_control -d "$pid" >/dev/null 2>&1
sleep 1
kill "$pid" 2>/dev/null || true
wait "$pid" 2>/dev/null || true
# callgrind appends the dump's number to the file name.
for dump in "$out".[0-9]*; do [ -e "$dump" ] && mv "$dump" "$out"; done
echo "profile-input: $(grep -m1 '^totals:' "$out" | awk '{print $2}') instructions during the input script -> $out" >&2
