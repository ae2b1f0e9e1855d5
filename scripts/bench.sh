#!/usr/bin/env bash
# Performance figures side by side: per-frame CPU cost of the behaviours; start-up time and
# peak RSS of `shybar --rows 1000000` against a plain GTK 4 window with the same list and a
# static header (scripts/plain-list.c, the like-for-like reference) and a minimal one; the
# whole process's CPU for the same real input, per page, against the plain window (X11
# wheel under Xvfb, Wayland finger swipes on a headless sway); the core's instructions
# per scroll event; and frames in step: every frame X shows of the real window under wheel,
# key and scrollbar input, read back by frame-watch, idle and with both cores busy; and the
# same on GNOME (frame-step-gnome): every frame headless mutter composites, from its
# ScreenCast stream, under touch drags and flicks, a scrollbar drag, wheel and keys. Ends
# with a summary against the targets.
#
# Usage: scripts/bench.sh [--quick] [--renderer NAME] [--only PARTS]
#   --quick       fewer frames, rounds and runs (a rough look, not the figures in docs/performance.md)
#   --renderer NAME  the GSK renderer of the frame, start-up and input parts: cairo (the default,
#                 so rendering is counted on the measured thread), shipped (none set: the one
#                 GTK picks, GL or Vulkan), or any GSK_RENDERER name; the frame-step parts
#                 always use cairo
#   --only PARTS  comma-separated subset of: frames, startup, input-x11, input-wayland,
#                 input-floor, core, frame-step, frame-step-gnome (`input` means
#                 input-x11,input-wayland);
#                 default: all. input-floor: X11, the quick-return and sticky pages against
#                 the plain window with as many rows on screen as the app once its header
#                 has left. frame-step: FrameStepTests on the release binary (builds the
#                 tests, debug) for quick return and sticky, idle and busy;
#                 frame-step-gnome: GnomeFrameStepTests likewise, on a headless mutter
# Environment: SCRATCH=DIR builds in DIR instead of .build; RUNS=N start-up runs per program
# (default 7); INPUT_RUNS=N runs per page and program of the input script (default 3);
# FRAMES, ROUNDS for shybar-bench (default 240, 4).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

median() { sort -n | awk '{v[NR]=$1} END {if (NR == 0) print "nan"; else if (NR%2) print v[(NR+1)/2]; else print (v[NR/2]+v[NR/2+1])/2}'; }

if [ "${1:-}" = --inner-startup ]; then
  # ---- Runs under xvfb-run: start-up + memory of the three programs, alternately.
  out=$2; bench=$3; app=$4; plain=$5; firstframe=$6
  echo "== start-up and memory: $RUNS runs each, alternating (first drawn frame seen by X DAMAGE; peak RSS from /usr/bin/time -v)" >&2
  for i in $(seq 1 "$RUNS"); do
    for who in minimal plain shybar; do
      case $who in
        minimal) cmd=(env GSK_RENDERER="$BENCH_RENDERER" "$bench" --minimal --stay) ;;
        plain) cmd=("$plain" --rows 1000000) ;;
        shybar) cmd=("$app" --rows 1000000) ;;
      esac
      XDG_CONFIG_HOME=$(mktemp -d) /usr/bin/time -v -o "$out/time.txt" "$firstframe" --settle 1000 -- "${cmd[@]}" \
        >"$out/ff.txt" 2>/dev/null || { echo "run $i $who failed" >&2; cat "$out/ff.txt" >&2; exit 1; }
      ms=$(awk '/^first-frame-ms/ {print $2}' "$out/ff.txt")
      kb=$(awk -F: '/Maximum resident set size/ {gsub(/ /, "", $2); print $2}' "$out/time.txt")
      echo "$who $ms $kb" >>"$out/startup.txt"
      echo "  run $i $who: first frame $ms ms, peak RSS $((kb / 1024)) MB" >&2
    done
  done
  exit 0
fi

quick=0 renderer=cairo parts=frames,startup,input-x11,input-wayland,input-floor,core,frame-step,frame-step-gnome
while [ $# -gt 0 ]; do
  case $1 in
    --quick) quick=1 ;;
    --renderer) [ $# -ge 2 ] || { echo "bench.sh: --renderer needs a name (cairo, shipped, gl, vulkan, ...)" >&2; exit 2; }
                renderer=$2
                shift ;;
    --only) [ $# -ge 2 ] || { echo "bench.sh: --only needs a list of parts" >&2; exit 2; }
            parts=$(echo ",$2," | sed 's/,input,/,input-x11,input-wayland,/; s/^,//; s/,$//')
            shift ;;
    -h|--help) sed -n '2,25p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "bench.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
  esac
  shift
done
for part in ${parts//,/ }; do
  case $part in frames|startup|input-x11|input-wayland|input-floor|core|frame-step|frame-step-gnome) ;;
    *) echo "bench.sh: unknown part '$part' (frames, startup, input, input-x11, input-wayland, input-floor, core, frame-step, frame-step-gnome)" >&2
       exit 2 ;; esac
done
want() { [[ ",$parts," == *",$1,"* ]]; }

# The renderer of the apps measured: "shipped" leaves GSK_RENDERER unset for GTK to choose;
# shybar-bench, which picks cairo when it is unset, is told "shipped" itself.
if [ "$renderer" = shipped ]; then unset GSK_RENDERER; else export GSK_RENDERER=$renderer; fi
export BENCH_RENDERER=$renderer

export FRAMES=${FRAMES:-$([ $quick = 1 ] && echo 60 || echo 240)}
export ROUNDS=${ROUNDS:-$([ $quick = 1 ] && echo 1 || echo 4)}
export RUNS=${RUNS:-$([ $quick = 1 ] && echo 3 || echo 7)}
export INPUT_RUNS=${INPUT_RUNS:-$([ $quick = 1 ] && echo 1 || echo 3)}

scripts/deps.sh test
if ! dpkg-query -W -f='${Status}' time 2>/dev/null | grep -q 'install ok installed'; then
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo=sudo
  echo "Installing missing Debian packages: time" >&2
  $sudo apt-get install -y -qq --no-install-recommends time >/dev/null
fi

scratch=(); [ -n "${SCRATCH:-}" ] && scratch=(--scratch-path "$SCRATCH")
echo "== building (release)" >&2
swift build "${scratch[@]}" -c release --product shybar-bench 2> >(grep -vE 'warning: prohibited flag' >&2) >/dev/null
swift build "${scratch[@]}" -c release --product shybar 2> >(grep -vE 'warning: prohibited flag' >&2) >/dev/null
bin=$(swift build "${scratch[@]}" -c release --show-bin-path)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cc=$(command -v cc || command -v gcc || command -v clang)
"$cc" -O2 -Wall -o "$tmp/firstframe" scripts/firstframe.c -lX11 -lXdamage
# shellcheck disable=SC2046
"$cc" -O2 -Wall -Wextra -o "$tmp/plain-list" scripts/plain-list.c $(pkg-config --cflags --libs gtk4)
export SHYBAR_DATA_DIR="$root/data"
xvfb=(xvfb-run -a -s "-screen 0 1280x800x24")

if want frames; then
  echo "== frame cost: shybar-bench --frames $FRAMES --rounds $ROUNDS (under Xvfb)" >&2
  GSK_RENDERER=$BENCH_RENDERER "${xvfb[@]}" "$bin/shybar-bench" --frames "$FRAMES" --rounds "$ROUNDS" 2> >(grep -v 'session bus' >&2) | tee "$tmp/frames.txt"
fi
if want startup; then
  "${xvfb[@]}" "$0" --inner-startup "$tmp" "$bin/shybar-bench" "$bin/shybar" "$tmp/plain-list" "$tmp/firstframe"
fi
# CPU per input: by default the cairo renderer, as the frame bench, so rendering is counted in
# the process (with GL under Xvfb it runs in llvmpipe's threads, counted too but noisier).
if want input-x11; then
  echo "== CPU per input, X11: 165 wheel notches per run, $INPUT_RUNS runs per page and program, alternating" >&2
  "${xvfb[@]}" scripts/bench-input.sh x11 "$tmp/input.txt" "$INPUT_RUNS" \
    "$bin/shybar" "$tmp/plain-list" 2> >(grep -v 'session bus' >&2)
fi
if want input-wayland; then
  echo "== CPU per input, Wayland: 165 finger swipes per run, $INPUT_RUNS runs per page and program, alternating" >&2
  SHYBAR_WAYLAND_POINTER=$(scripts/build-wayland-tools.sh)
  export SHYBAR_WAYLAND_POINTER
  scripts/wayland-session.sh run \
    scripts/bench-input.sh wayland "$tmp/input.txt" "$INPUT_RUNS" "$bin/shybar" "$tmp/plain-list"
fi
if want input-floor; then
  echo "== CPU per input, X11, against the plain window with the same rows on screen (plain-list --scrolled)" >&2
  FLOOR=1 "${xvfb[@]}" scripts/bench-input.sh x11 "$tmp/floor.txt" "$INPUT_RUNS" \
    "$bin/shybar" "$tmp/plain-list" quick-return,sticky 2> >(grep -v 'session bus' >&2)
fi
if want core; then
  echo "== core: scripts/bench-core.sh" >&2
  scripts/bench-core.sh | tee "$tmp/core.txt"
fi
if want frame-step; then
  echo "== frames in step: every frame X shows of the window, read back by frame-watch (FrameStepTests, release binary)" >&2
  swift build "${scratch[@]}" --build-tests 2> >(grep -vE 'warning: prohibited flag' >&2) >/dev/null
  scripts/build-locale.sh >/dev/null
  frame_watch=$(scripts/build-x11-tools.sh)
  mkdir -p "$tmp/config"
  # The tests fail when frames are out of step; the figures are what this part reports.
  SHYBAR_BIN="$bin/shybar" SHYBAR_FRAME_WATCH="$frame_watch" XDG_CONFIG_HOME="$tmp/config" GSK_RENDERER=cairo NO_AT_BRIDGE=0 \
    "${xvfb[@]}" dbus-run-session -- swift test "${scratch[@]}" --skip-build --disable-swift-testing \
    --filter 'FrameStepTests/test(QuickReturn|Sticky)EveryFrameInStep' >"$tmp/framestep-log.txt" 2>&1 || true
  grep -E '^(FRAMES|  )' "$tmp/framestep-log.txt" | grep -vE '^  (first ones|F [0-9])' | awk '!seen[$0]++' >&2 || true
  grep -E '^FRAMES checked' "$tmp/framestep-log.txt" >"$tmp/framestep.txt" || true
  [ -s "$tmp/framestep.txt" ] || { echo "frame-step: the tests printed no figures:" >&2; tail -20 "$tmp/framestep-log.txt" >&2; }
fi

if want frame-step-gnome; then
  echo "== frames in step on GNOME: every frame mutter composites, from its ScreenCast stream, read by frame-watch-pw (GnomeFrameStepTests, release binary)" >&2
  swift build "${scratch[@]}" --build-tests 2> >(grep -vE 'warning: prohibited flag' >&2) >/dev/null
  scripts/build-locale.sh >/dev/null
  frame_watch_pw=$(scripts/build-gnome-tools.sh)
  mkdir -p "$tmp/config-gnome"
  # The tests fail when frames are out of step; the figures are what this part reports.
  SHYBAR_BIN="$bin/shybar" SHYBAR_FRAME_WATCH_PW="$frame_watch_pw" SHYBAR_GNOME_FRAME_PAGES=quick-return,sticky \
    XDG_CONFIG_HOME="$tmp/config-gnome" GSK_RENDERER=cairo \
    NO_AT_BRIDGE=0 scripts/gnome-session.sh run dbus-run-session -- swift test "${scratch[@]}" --skip-build \
    --disable-swift-testing --filter 'GnomeFrameStepTests' >"$tmp/framestep-gnome-log.txt" 2>&1 || true
  grep -E '^(FRAMES|  )' "$tmp/framestep-gnome-log.txt" | grep -vE '^  (first ones|F [0-9])' | awk '!seen[$0]++' >&2 || true
  grep -E '^FRAMES checked' "$tmp/framestep-gnome-log.txt" >"$tmp/framestep-gnome.txt" || true
  [ -s "$tmp/framestep-gnome.txt" ] || { echo "frame-step-gnome: the tests printed no figures:" >&2; tail -20 "$tmp/framestep-gnome-log.txt" >&2; }
fi

verdict() { awk -v v="$1" -v t="$2" 'BEGIN {if (v == "nan" || v == "") print "-"; else print (v <= t) ? "met" : "MISSED"}'; }
row() { printf '%-56s %-34s %-16s %s\n' "$1" "$2" "$3" "$(verdict "$4" "$5")"; }
echo
echo "== summary (machine: $(nproc) cores, $(uname -m), $(. /etc/os-release; echo "$PRETTY_NAME"), $(swift --version 2>/dev/null | head -1 | sed 's/ (.*//'); GTK $(pkg-config --modversion gtk4), renderer $renderer)"
printf '%-56s %-34s %-16s %s\n' "measure" "value" "target" "verdict"
if want frames; then
  ratio() { grep "^ratio $1 " "$tmp/frames.txt" | awk '{print $3}'; }
  qr=$(ratio quick-return/still)
  scale=$(grep '^ratio rows-1M/rows-1k-' "$tmp/frames.txt" | grep -v -- '-revealer ' | awk 'BEGIN {m=0} {if ($3>m) m=$3} END {print m}')
  scale_qr=$(ratio rows-1M/rows-1k-quick-return)
  row "frame CPU, quick return / held still (worst size)" "$qr" "<= 1.05" "$qr" 1.05
  row "frame CPU, 1M rows / 1k rows (quick return)" "$scale_qr" "<= 1.10" "$scale_qr" 1.10
  row "frame CPU, 1M / 1k (worst ShyBar variant)" "$scale" "<= 1.10" "$scale" 1.10
fi
if want startup; then
  med() { awk -v w="$1" -v f="$2" '$1==w {print $f}' "$tmp/startup.txt" | median; }
  ms_min=$(med minimal 2) ms_plain=$(med plain 2) ms_app=$(med shybar 2)
  kb_min=$(med minimal 3) kb_plain=$(med plain 3) kb_app=$(med shybar 3)
  r_plain=$(awk -v a="$ms_app" -v b="$ms_plain" 'BEGIN {printf "%.2f", a/b}')
  r_min=$(awk -v a="$ms_app" -v b="$ms_min" 'BEGIN {printf "%.2f", a/b}')
  d_plain=$(awk -v a="$kb_app" -v b="$kb_plain" 'BEGIN {printf "%.1f", (a-b)/1024}')
  d_min=$(awk -v a="$kb_app" -v b="$kb_min" 'BEGIN {printf "%.1f", (a-b)/1024}')
  row "first frame, shybar --rows 1000000 / like-for-like" "$ms_app / $ms_plain ms = $r_plain" "<= 1.10" "$r_plain" 1.10
  row "first frame, shybar --rows 1000000 / minimal window" "$ms_app / $ms_min ms = $r_min" "<= 1.5" "$r_min" 1.5
  row "peak RSS, shybar --rows 1000000 - like-for-like" "$((kb_app / 1024)) - $((kb_plain / 1024)) MB = $d_plain MB" "<= 8 MB" "$d_plain" 8
  row "peak RSS, shybar --rows 1000000 - minimal window" "$((kb_app / 1024)) - $((kb_min / 1024)) MB = $d_min MB" "(for the floor)" "" ""
fi
# The median of the ratios of alternating runs (A run i / B run i): they ran side by side,
# so a busy moment of the machine weighs on both.
pair_ratio() { # FILE BACKEND PAGE A B
  awk -v b="$2" -v p="$3" -v x="$4" -v y="$5" '$1==b && $2==p {if ($3==x) a[++na]=$4; if ($3==y) q[++nq]=$4}
    END {for (i = 1; i <= na && i <= nq; i++) if (q[i] > 0) print a[i] / q[i]}' "$1" | median |
    awk '{if ($1 == "nan") print $1; else printf "%.2f", $1}'
}
cpu_median() { awk -v b="$2" -v p="$3" -v w="$4" '$1==b && $2==p && $3==w {print $4}' "$1" | median; }
for backend in x11 wayland; do
  want "input-$backend" || continue
  label=$([ $backend = x11 ] && echo "wheel" || echo "finger swipes")
  for page in quick-return background sticky; do
    r=$(pair_ratio "$tmp/input.txt" $backend $page app plain)
    row "CPU per input ($backend, $label), $page / plain" \
      "$(cpu_median "$tmp/input.txt" $backend $page app) / $(cpu_median "$tmp/input.txt" $backend $page plain) ms, pairs $r" "<= 1.15" "$r" 1.15
  done
done
if want input-floor; then
  for page in quick-return sticky; do
    r=$(pair_ratio "$tmp/floor.txt" x11 $page app floor)
    f=$(pair_ratio "$tmp/floor.txt" x11 $page floor plain)
    row "CPU per input (x11), $page / plain, same rows shown" \
      "$(cpu_median "$tmp/floor.txt" x11 $page app) / $(cpu_median "$tmp/floor.txt" x11 $page floor) ms, pairs $r" "(floor)" "" ""
    row "  plain, same rows shown / plain with header ($page)" "pairs $f" "(floor)" "" ""
  done
fi
if want frame-step; then
  for what in "Quick return]" "Quick return, both cores busy]" "Sticky toolbar]" "Sticky toolbar, both cores busy]"; do
    line=$(grep -F "[$what" "$tmp/framestep.txt" | tail -1)
    checked=$(sed -nE 's/^FRAMES checked ([0-9]+),.*/\1/p' <<<"$line")
    out=$(sed -nE 's/.*out of step ([0-9]+) .*/\1/p' <<<"$line")
    unseen=$(sed -nE 's/.*unseen near the top ([0-9]+),.*/\1/p' <<<"$line")
    row "frames out of step, ${what%]}" "${out:-?} of ${checked:-?} checked, ${unseen:-?} unseen" "0" "${out:-nan}" 0
  done
fi
if want frame-step-gnome; then
  for what in "Quick return, GNOME]" "Quick return, GNOME, both cores busy]" "Sticky toolbar, GNOME]" "Sticky toolbar, GNOME, both cores busy]"; do
    line=$(grep -F "[$what" "$tmp/framestep-gnome.txt" | tail -1)
    checked=$(sed -nE 's/^FRAMES checked ([0-9]+),.*/\1/p' <<<"$line")
    out=$(sed -nE 's/.*out of step ([0-9]+) .*/\1/p' <<<"$line")
    row "frames out of step, ${what%]}" "${out:-?} of ${checked:-?} checked" "0" "${out:-nan}" 0
  done
fi
if want core; then
  core=$(awk '/instructions per scroll event/ && $1 ~ /:$/ {if ($2>m) m=$2} END {print m}' "$tmp/core.txt")
  row "core, instructions per scroll event (worst tracker)" "$core" "< 300" "$core" 299
fi
