#!/usr/bin/env bash
# Retakes the README's pictures of the tuning panel (light, dark), the Traditional Chinese
# window and Compare Presets side by side (after a few wheel notches on the left): the debug binary under a private Xvfb, with a private settings folder,
# captured with ImageMagick's import. Usage: scripts/screenshots.sh (after swift build).
# With --adwaita, only the libadwaita example's two pictures instead (light, and dark with
# the whole top hiding), taken on GTK 4.18 in the Debian 13 root after
# scripts/test-debian13.sh has built libshybar-1 there.
set -euo pipefail
cd "$(dirname "$0")/.."
out=docs/screenshots
if [ "${1:-}" = --adwaita ]; then
  stage=$PWD/.build-debian13/shybar-1
  [ -d "$stage" ] || { echo "build first: scripts/test-debian13.sh" >&2; exit 1; }
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  scripts/debian13.sh run sh -c "SHYBAR_LIBRARY_STAGE=$stage SHYBAR_BIN=$PWD/.build-debian13/debug/shybar \
    scripts/install.sh --prefix $work/prefix >/dev/null && PKG_CONFIG_PATH=$work/prefix/lib/pkgconfig \
    make -s -C examples/c adwaita && mv examples/c/adwaita $work/"
  for shot in "adwaita-light:" "adwaita-dark:--whole-top --dark --style raised"; do
    name=${shot%%:*} arguments=${shot#*:}
    # Six wheel notches hide the header, one brings it back over the rows.
    scripts/debian13.sh run env LD_LIBRARY_PATH="$work/prefix/lib" GSK_RENDERER=cairo NO_AT_BRIDGE=1 \
      xvfb-run -a -s "-screen 0 1280x800x24" sh -c "$work/adwaita $arguments & app=\$!; sleep 2
        xdotool search --sync --onlyvisible --name 'ShyBar libadwaita example' | head -1 >$work/window
        xdotool mousemove --window \$(cat $work/window) 240 400; sleep 0.3
        for i in 1 2 3 4 5 6; do xdotool click 5; sleep 0.1; done; sleep 1; xdotool click 4; sleep 1.5
        import -window root -crop 480x640+0+0 +repage '$out/$name.png'; kill \$app"
    echo "$out/$name.png"
  done
  exit 0
fi
bin=.build/debug/shybar
[ -x "$bin" ] || { echo "build first: swift build" >&2; exit 1; }
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
