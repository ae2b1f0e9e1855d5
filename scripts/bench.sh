#!/usr/bin/env bash
# Performance figures side by side (issue 5): per-frame CPU cost of the behaviours,
# start-up time and peak RSS against a minimal GTK 4 window, and the core's instructions
# per scroll event. Everything graphical runs under Xvfb (1280x800x24).
#
# Usage: scripts/bench.sh [--quick]
#   --quick   fewer frames, rounds and start-up runs (a rough look, not the README figures)
# Environment: SCRATCH=DIR builds in DIR instead of .build; RUNS=N start-up runs per program
# (default 7); FRAMES, ROUNDS for shybar-bench (default 240, 4).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

if [ "${1:-}" = --inner ]; then
  # ---- Runs under xvfb-run: frame bench, then start-up + memory, alternately.
  out=$2; bench=$3; app=$4; firstframe=$5
  "$bench" --frames "$FRAMES" --rounds "$ROUNDS" 2> >(grep -v 'session bus' >&2) | tee "$out/frames.txt"
  echo "== start-up and memory: $RUNS runs each, alternating (first drawn frame seen by X DAMAGE; peak RSS from /usr/bin/time -v)" >&2
  for i in $(seq 1 "$RUNS"); do
    for who in minimal shybar; do
      if [ "$who" = minimal ]; then cmd=("$bench" --minimal --stay); else cmd=("$app" --rows 1000000); fi
      /usr/bin/time -v -o "$out/time.txt" "$firstframe" --settle 1000 -- "${cmd[@]}" >"$out/ff.txt" 2>/dev/null || {
        echo "run $i $who failed" >&2; cat "$out/ff.txt" >&2; exit 1; }
      ms=$(awk '/^first-frame-ms/ {print $2}' "$out/ff.txt")
      kb=$(awk -F: '/Maximum resident set size/ {gsub(/ /, "", $2); print $2}' "$out/time.txt")
      echo "$who $ms $kb" >>"$out/startup.txt"
      echo "  run $i $who: first frame $ms ms, peak RSS $((kb / 1024)) MB" >&2
    done
  done
  exit 0
fi

quick=0
[ "${1:-}" = --quick ] && quick=1
export FRAMES=${FRAMES:-$([ $quick = 1 ] && echo 60 || echo 240)}
export ROUNDS=${ROUNDS:-$([ $quick = 1 ] && echo 1 || echo 4)}
export RUNS=${RUNS:-$([ $quick = 1 ] && echo 3 || echo 7)}

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

echo "== frame cost: shybar-bench --frames $FRAMES --rounds $ROUNDS (under Xvfb)" >&2
SHYBAR_DATA_DIR="$root/data" xvfb-run -a -s "-screen 0 1280x800x24" \
  "$0" --inner "$tmp" "$bin/shybar-bench" "$bin/shybar" "$tmp/firstframe"

echo "== core: scripts/bench-core.sh" >&2
scripts/bench-core.sh | tee "$tmp/core.txt"

median() { sort -n | awk '{v[NR]=$1} END {if (NR%2) print v[(NR+1)/2]; else print (v[NR/2]+v[NR/2+1])/2}'; }
ms_min=$(awk '$1=="minimal" {print $2}' "$tmp/startup.txt" | median)
ms_app=$(awk '$1=="shybar" {print $2}' "$tmp/startup.txt" | median)
kb_min=$(awk '$1=="minimal" {print $3}' "$tmp/startup.txt" | median)
kb_app=$(awk '$1=="shybar" {print $3}' "$tmp/startup.txt" | median)
ratio() { grep "^ratio $1 " "$tmp/frames.txt" | awk '{print $3}'; }
verdict() { awk -v v="$1" -v t="$2" 'BEGIN {print (v <= t) ? "met" : "MISSED"}'; }

qr=$(ratio quick-return/still)
scale=$(grep '^ratio rows-1M/rows-1k-' "$tmp/frames.txt" | grep -v -- '-revealer ' | awk 'BEGIN {m=0} {if ($3>m) m=$3} END {print m}')
scale_qr=$(ratio rows-1M/rows-1k-quick-return)
start=$(awk -v a="$ms_app" -v b="$ms_min" 'BEGIN {printf "%.2f", a/b}')
rss=$(awk -v a="$kb_app" -v b="$kb_min" 'BEGIN {printf "%.1f", (a-b)/1024}')
core=$(awk '/instructions per scroll event/ && $1 ~ /:$/ {if ($2>m) m=$2} END {print m}' "$tmp/core.txt")

echo
echo "== summary (machine: $(nproc) cores, $(uname -m), $(. /etc/os-release; echo "$PRETTY_NAME"), $(swift --version 2>/dev/null | head -1 | sed 's/ (.*//'))"
printf '%-52s %-30s %-10s %s\n' "measure" "value" "target" "verdict"
printf '%-52s %-30s %-10s %s\n' "frame CPU, quick return / held still (worst size)" "$qr" "<= 1.05" "$(verdict "$qr" 1.05)"
printf '%-52s %-30s %-10s %s\n' "frame CPU, 1M rows / 1k rows (quick return)" "$scale_qr" "<= 1.10" "$(verdict "$scale_qr" 1.10)"
printf '%-52s %-30s %-10s %s\n' "frame CPU, 1M / 1k (worst ShyBar variant)" "$scale" "<= 1.10" "$(verdict "$scale" 1.10)"
printf '%-52s %-30s %-10s %s\n' "first frame, shybar --rows 1000000 / minimal" "$ms_app / $ms_min ms = $start" "<= 1.3" "$(verdict "$start" 1.3)"
printf '%-52s %-30s %-10s %s\n' "peak RSS, shybar --rows 1000000 - minimal" "$((kb_app / 1024)) - $((kb_min / 1024)) MB = $rss MB" "<= 30 MB" "$(verdict "$rss" 30)"
printf '%-52s %-30s %-10s %s\n' "core, instructions per scroll event (worst tracker)" "$core" "< 300" "$(verdict "$core" 299)"
