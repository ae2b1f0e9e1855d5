#!/usr/bin/env bash
# Retakes the README's pictures of the tuning panel (light, dark), the Traditional Chinese
# window and Compare Presets side by side (after a few wheel notches on the left): the debug binary under a private Xvfb, with a private settings folder,
# captured with ImageMagick's import. Usage: scripts/screenshots.sh (after swift build).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/debug/shybar
[ -x "$bin" ] || { echo "build first: swift build" >&2; exit 1; }
out=docs/screenshots
shoot() { # name dark language [panel] [keys and input before the picture]
  local name=$1 dark=$2 language=$3 before=${5:-} config
  config=$(mktemp -d)
  mkdir -p "$config/shybar"
  printf '[window]\npage=quick-return\npanel=%s\ndark=%s\n' "${4:-true}" "$dark" > "$config/shybar/settings.ini"
  printf '[window]\nwidth=1280\nheight=800\nmaximized=false\n' > "$config/shybar/window.ini"
  XDG_CONFIG_HOME=$config LANGUAGE=$language GSK_RENDERER=cairo xvfb-run -a -s "-screen 0 1280x800x24" \
    bash -c "'$bin' --rows 1000 & app=\$!; sleep 4; xdotool search --name ShyBar windowmove 0 0 2>/dev/null || true; sleep 1; $before import -window root '$out/$name.png'; kill \$app"
  rm -rf "$config"
  echo "$out/$name.png"
}
shoot panel-light false en
shoot panel-dark true en
shoot zh-tw false zh_TW false
shoot compare-side-by-side false en false \
  "xdotool key ctrl+b; sleep 1; xdotool mousemove 300 500 click --repeat 6 --delay 60 5; sleep 1.5;"
