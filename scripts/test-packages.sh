#!/usr/bin/env bash
# Builds ShyBar's Debian packages, checks them with lintian, installs them into this system,
# uses them as a user would, and purges them again (docs/packaging.md):
#   1. dpkg-buildpackage -us -uc -b (debian/rules builds in .build/library, next to the
#      library build of scripts/test.sh), the packages moved from ../ into out/packages/;
#   2. lintian on all of them: any error or warning that is not overridden fails;
#   3. apt-get install ./out/packages/*.deb;
#   4. /usr/bin/shybar --help and shybar replay of the example traces (to their expected
#      output), ldd of the app and the library (nothing from the Swift toolchain), the
#      desktop file and metainfo validated; the C list example built against the installed
#      shybar-1.pc and the Python example run on the installed typelib, each in a real
#      window under Xvfb driven with xdotool (wheel forward: the header settles hidden, none
#      of it in the window's pixels; wheel back: it comes back, its bottom edge drawn exactly
#      at the header's height, which the example prints), reading the extents and states
#      they print and looking at the window;
#   5. apt-get purge: no shybar package left, and none of the files dpkg -L listed while
#      they were installed (nor any shybar file under /usr, /etc or /var/lib/dpkg/info).
# It needs root (it installs into the system) and apt-get, and says so otherwise. Packages
# left installed by an earlier run that stopped half-way are purged first; a failure at any
# step purges them too, and fails the run.
#
# Usage: scripts/test-packages.sh
# Environment: SWIFT   the swift driver (default: swift on PATH, else /opt/swift/usr/bin/swift;
#                      debian/rules)
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
packages=(shybar libshybar-1-0 libshybar-1-dev gir1.2-shy-1 libshybar-1-doc shybar-dbgsym libshybar-1-0-dbgsym)
say() { echo "test-packages: $*"; }
fail() { echo "test-packages: FAILED: $*" >&2; exit 1; }

# --drive TITLE LOG COMMAND...: runs under Xvfb (see below). Starts COMMAND with its output in
# LOG, waits for its window, and scrolls it with the real (XTest) wheel; the header is looked
# at where a person sees it, in the window's pixels (as EndToEndTests/LibraryExampleLooks.swift
# does): the examples' header ends in a separator, a line of one colour across the window, and
# its bottom edge is the row under that line.
if [ "${1:-}" = --drive ]; then
  title="$2" log="$3"; shift 3
  "$@" > "$log" 2>&1 < /dev/null &
  pid=$!
  trap 'kill $pid 2>/dev/null || true; wait $pid 2>/dev/null || true' EXIT
  last() { grep "^$1 " "$log" | tail -1; }
  wait_for() {  # wait_for WHAT STATE EXTENT: the last state and extent printed are these
    for _ in $(seq 100); do
      kill -0 $pid 2>/dev/null || { echo "the example exited while waiting for $1" >&2; exit 1; }
      [ "$(last state)" = "state $2" ] && [ "$(last extent)" = "extent $3" ] && return 0
      sleep 0.1
    done
    echo "no $1 within 10 s; last lines: $(tail -5 "$log" | tr '\n' '|')" >&2
    exit 1
  }
  # The one rule for where an example's header is drawn, the end-to-end tests' too:
  # Tests/EndToEndTests/example_header_looks.py PICTURE WIDTH HEIGHT top [FULL] | shown COLOR FULL
  # | hidden COLOR (it prints the separator's colour, or what is wrong).
  looker="$PWD/Tests/EndToEndTests/example_header_looks.py"
  # look WHAT MODE [COLOR] FULL: waits (up to 5 s) for a picture at rest — unchanged for
  # 450 ms, as the end-to-end tests judge rest, so a settle that starts late shows — that the
  # looker passes.
  look() {
    local what="$1" previous="" now since=0 said="no picture taken" deadline=$(( $(date +%s) + 5 )); shift
    while [ "$(date +%s)" -le "$deadline" ]; do
      if import -window "$window" -depth 8 rgb:"$log.rgb" 2>/dev/null; then
        now=$(md5sum < "$log.rgb")
        if [ "$now" != "$previous" ]; then
          [ -z "$previous" ] || said="the picture was still changing"
          previous=$now since=$(date +%s%N)
        elif [ $(( $(date +%s%N) - since )) -ge 450000000 ]; then
          said=$(python3 "$looker" "$log.rgb" "$WIDTH" "$HEIGHT" "$@" 2>&1) && { echo "$said"; return 0; }
        fi
      else
        said="import of the window failed"; previous=""
      fi
      sleep 0.05   # between captures
    done
    echo "$what: the window never stood still showing it right in 5 s; last seen: $said" >&2
    exit 1
  }
  for _ in $(seq 200); do
    grep -qx ready "$log" && break
    if ! kill -0 $pid 2>/dev/null; then
      wait $pid && status=0 || status=$?
      echo "the example exited (status $status) before printing 'ready'" >&2
      exit 1
    fi
    sleep 0.1
  done
  grep -qx ready "$log" || { echo "the example did not print 'ready' within 20 s" >&2; exit 1; }
  full=$(sed -n 's/^header \([0-9]*\)$/\1/p' "$log" | head -1)
  [ -n "$full" ] || { echo "the example printed no 'header N' line (its header's height)" >&2; exit 1; }
  window=$(xdotool search --sync --onlyvisible --name "$title" | head -1)
  [ -n "$window" ] || { echo "no window titled '$title'" >&2; exit 1; }
  eval "$(xdotool getwindowgeometry --shell "$window")"
  # Shown at the top once the first frames are drawn; its line's colour, for the looks after.
  color=$(look "at the top, before any input" top "$full")
  xdotool mousemove --window "$window" 240 400 click 1
  for _ in $(seq 8); do xdotool click 5; sleep 0.06; done      # wheel forward
  wait_for "hidden header after the wheel forward" hidden 0.0
  look "after the wheel forward" hidden "$color" > /dev/null
  before=$(grep -c '^extent ' "$log")
  for _ in $(seq 3); do xdotool click 4; sleep 0.06; done      # wheel back
  wait_for "header back at its full height ($full px) after the wheel back" shown "$full.0"
  look "after the wheel back" shown "$color" "$full" > /dev/null
  steps=$(( $(grep -c '^extent ' "$log") - before ))
  [ "$steps" -ge 2 ] || { echo "the header came back in $steps step(s), not animated" >&2; exit 1; }
  kill -0 $pid || { echo "the example exited" >&2; exit 1; }
  echo "hidden after the wheel forward, back at $full px in $steps steps after the wheel back (seen in the window's pixels)"
  exit 0
fi
[ $# -eq 0 ] || { echo "usage: scripts/test-packages.sh (no arguments; see the comment at its top)" >&2; exit 2; }

[ "$(id -u)" -eq 0 ] || fail "this installs the packages into the system: run it as root (sudo scripts/test-packages.sh)"
command -v apt-get >/dev/null && command -v dpkg >/dev/null || fail "apt-get and dpkg are needed: this runs on Debian or a derivative"
scripts/deps.sh test
command -v dpkg-buildpackage >/dev/null && command -v lintian >/dev/null || fail "dpkg-buildpackage or lintian missing after scripts/deps.sh"
export DEBIAN_FRONTEND=noninteractive
# Nothing from a build tree: only what the packages install.
unset SHYBAR_BIN SHYBAR_LIBRARY_STAGE SHYBAR_DATA_DIR SHYBAR_LOCALE_DIR LD_LIBRARY_PATH GI_TYPELIB_PATH PKG_CONFIG_PATH

installed() { { dpkg-query -W -f='${Package} ${Status}\n' "${packages[@]}" 2>/dev/null || true; } | awk '$4 != "not-installed" { print $1 }'; }
purge() {
  local left
  left=$(installed)
  [ -z "$left" ] || apt-get purge -y -qq $left > /dev/null
}
left=$(installed)
if [ -n "$left" ]; then
  say "purging packages an earlier run left installed: $(echo $left)"
  purge
fi
# A shybar installed some other way (make install PREFIX=/usr) would be overwritten and then
# removed by the purge: refuse instead.
for path in /usr/bin/shybar /usr/lib/*/libshybar-1.so.0 /usr/lib/*/girepository-1.0/Shy-1.typelib /usr/include/shybar-1; do
  [ ! -e "$path" ] || fail "$path exists and belongs to no shybar package: remove it first (make uninstall PREFIX=/usr)"
done
shybar_files() { find /usr /etc /var/lib/dpkg/info -xdev \( -iname '*shybar*' -o -name 'Shy-1.*' \) 2>/dev/null | sort; }
files_before=$(shybar_files)
work=$(mktemp -d)
trap 'status=$?; purge || true; rm -rf "$work"; exit $status' EXIT

start=$(date +%s)
say "== build (dpkg-buildpackage -us -uc -b)"
version=$(dpkg-parsechangelog -S Version)
# One release version everywhere (docs/packaging.md, "Versions").
for place in "Sources/ShyBarApp/Startup/AppInfo.swift:$(sed -n 's/.*static let version = "\(.*\)"/\1/p' Sources/ShyBarApp/Startup/AppInfo.swift)" \
             "scripts/build-library.sh:$(sed -n 's/^version=//p' scripts/build-library.sh)" \
             "data/io.github.shybar.ShyBar.metainfo.xml:$(grep -o '<release version="[^"]*"' data/io.github.shybar.ShyBar.metainfo.xml | head -1 | cut -d'"' -f2)"; do
  [ "${place##*:}" = "$version" ] || fail "debian/changelog says $version, ${place%%:*} says '${place##*:}'"
done
arch=$(dpkg-architecture -qDEB_HOST_ARCH)
changes="../shybar_${version}_${arch}.changes"
dpkg-buildpackage -us -uc -b > "$work/build.log" 2>&1 || { tail -40 "$work/build.log" >&2; fail "dpkg-buildpackage (log above)"; }
built=$(( $(date +%s) - start ))
out="$root/out/packages"
rm -rf "$out"
mkdir -p "$out"
# The .changes lists every file the build made (in ../, where dpkg-buildpackage puts them).
for file in $(sed -n '/^Files:/,/^[^ ]/s/^ [0-9a-f]* [0-9]* [^ ]* [^ ]* //p' "$changes") "$(basename "$changes")"; do
  mv "../$file" "$out/"
done
debs=("$out"/*.deb)
[ ${#debs[@]} -eq ${#packages[@]} ] || fail "expected ${#packages[@]} packages, built: $(cd "$out" && echo *.deb)"
say "built in ${built} s:"
for deb in "${debs[@]}"; do
  printf '  %-42s %8s bytes, installed %6s KiB\n' "$(basename "$deb")" "$(stat -c %s "$deb")" "$(dpkg-deb -f "$deb" Installed-Size)"
done

say "== lintian"
lintian --display-info --display-experimental --show-overrides --fail-on error,warning "$out/$(basename "$changes")" > "$work/lintian.log" 2>&1 \
  || { cat "$work/lintian.log" >&2; fail "lintian found errors or warnings (above)"; }
# Errors, warnings, experimental tags and overrides (with their reasons) in full;
# informational tags counted.
grep -vE '^I: |running with root privileges' "$work/lintian.log" || true
awk '/^I: / { print "  info:", $2, $3 }' "$work/lintian.log" | sort | uniq -c
count() { grep -c "^[$1]: ${p}[: ]" "$work/lintian.log" || true; }   # count LETTER (of package $p)
for p in "${packages[@]}"; do
  echo "  $p: $(count E) errors, $(count W) warnings, $(count O) overridden, $(count I) info, $(count X) experimental"
done

say "== install (apt-get install ./out/packages/*.deb)"
apt-get install -y -qq "${debs[@]}" > "$work/install.log" 2>&1 || { cat "$work/install.log" >&2; fail "apt-get install"; }
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" | grep -q 'install ok installed' || fail "$p is not installed"
  dpkg -L "$p" >> "$work/files"
done
sort -u -o "$work/files" "$work/files"
say "installed $(wc -l < "$work/files") paths"

say "== use: /usr/bin/shybar"
[ "$(command -v shybar)" = /usr/bin/shybar ] || fail "shybar on PATH is $(command -v shybar), not /usr/bin/shybar"
( cd "$work" && PATH=/usr/bin:/bin shybar --help ) > "$work/help" || fail "shybar --help exited non-zero"
grep -q '^Usage: shybar' "$work/help" || fail "shybar --help printed no usage: $(head -3 "$work/help")"
for args in examples/traces/*.args; do
  trace="${args%.args}"
  # shellcheck disable=SC2046
  (cd "$work" && PATH=/usr/bin:/bin shybar replay $(cat "$root/$args") -) < "$trace.jsonl" | cmp -s - "$trace.expected.jsonl" \
    || fail "shybar replay of $trace.jsonl differs from $trace.expected.jsonl"
done
# The comparison traces the app installs are the repository's own.
for trace in /usr/share/shybar/traces/*.jsonl; do
  cmp -s "$trace" "examples/traces/$(basename "$trace")" || fail "$trace is not examples/traces/$(basename "$trace")"
done
say "shybar --help and shybar replay of $(ls examples/traces/*.args | wc -l) traces: as expected"
for binary in /usr/bin/shybar /usr/lib/*/libshybar-1.so.0; do
  ldd "$binary" > "$work/ldd" || fail "ldd $binary"
  ! grep -E 'not found|swift|/opt/' "$work/ldd" || fail "$binary needs the Swift toolchain or a missing library (above)"
done
say "ldd: neither /usr/bin/shybar nor libshybar-1.so.0 needs a Swift library"
desktop-file-validate /usr/share/applications/io.github.shybar.ShyBar.desktop || fail "desktop-file-validate"
appstreamcli validate --no-net /usr/share/metainfo/io.github.shybar.ShyBar.metainfo.xml > "$work/appstream" 2>&1 \
  || { cat "$work/appstream" >&2; fail "appstreamcli validate"; }

# The API reference: its pages, and the DevHelp book where DevHelp looks for it.
for page in index.html class.HeaderView.html property.HeaderView.extent.html; do
  [ -s "/usr/share/doc/libshybar-1-doc/Shy-1/$page" ] || fail "libshybar-1-doc has no Shy-1/$page"
done
[ -s /usr/share/devhelp/books/Shy-1/Shy-1.devhelp2 ] || fail "no DevHelp book in /usr/share/devhelp/books/Shy-1"
say "the API reference: $(ls /usr/share/doc/libshybar-1-doc/Shy-1/*.html | wc -l) pages and its DevHelp book"

say "== use: the C list example against the installed shybar-1.pc"
[ "$(pkg-config --modversion shybar-1)" = "$(sed -n 's/^version=//p' scripts/build-library.sh)" ] \
  || fail "pkg-config shybar-1 gives version $(pkg-config --modversion shybar-1 2>&1)"
cp -r examples/c "$work/c"
make -s -C "$work/c" list CFLAGS="-O2 -Wall -Wextra -Werror" || fail "building examples/c/list.c with pkg-config shybar-1"
used=$(ldd "$work/c/list" | sed -n 's/^\tlibshybar-1.so.0 => \([^ ]*\) .*/\1/p')
[ -n "$used" ] && [ "$(readlink -f "$used")" = "$(readlink -f /usr/lib/"$(dpkg-architecture -qDEB_HOST_MULTIARCH)"/libshybar-1.so.0)" ] \
  || fail "the C example does not use the installed library: $(ldd "$work/c/list" | grep shybar)"
drive() {  # drive TITLE COMMAND...: in a window under Xvfb, with the real wheel
  local title="$1"; shift
  # A private session bus: on a shared one (or one D-Bus autolaunched for an X display number
  # used before) a running instance of the same application would take the activation.
  env GSK_RENDERER=cairo NO_AT_BRIDGE=1 xvfb-run -a -s "-screen 0 1280x800x24" dbus-run-session -- \
    "$root/scripts/test-packages.sh" --drive "$title" "$work/example.log" "$@" > "$work/drive" 2>&1 \
    || { cat "$work/drive" "$work/example.log" >&2; fail "$title (its output above)"; }
  say "$title: $(grep '^hidden after' "$work/drive")"
}
drive "ShyBar C list example" "$work/c/list"

say "== use: the Python example on the installed typelib"
# Debian's Python, where python3-gi is (not another python3 that PATH may find first).
drive "ShyBar Python example" /usr/bin/python3 "$root/examples/python/header_view.py"

say "== purge (apt-get purge)"
apt-get purge -y -qq "${packages[@]}" > "$work/purge.log" 2>&1 || { cat "$work/purge.log" >&2; fail "apt-get purge"; }
[ -z "$(installed)" ] || fail "still installed after the purge: $(installed)"
while read -r path; do
  [ -d "$path" ] && [ ! -L "$path" ] && continue   # shared directories (/usr, /usr/share, ...)
  [ ! -e "$path" ] && [ ! -L "$path" ] || echo "$path" >> "$work/left"
done < "$work/files"
[ ! -s "$work/left" ] || fail "left behind after the purge: $(cat "$work/left")"
files_after=$(shybar_files)
[ "$files_before" = "$files_after" ] || fail "shybar files differ before and after: $(diff <(echo "$files_before") <(echo "$files_after"))"
[ ! -e /usr/bin/shybar ] || fail "/usr/bin/shybar is still there"
say "purged: no shybar package installed, none of the $(wc -l < "$work/files") paths left"
say "passed in $(( $(date +%s) - start )) s (build ${built} s)"
