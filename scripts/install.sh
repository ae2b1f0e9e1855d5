#!/usr/bin/env bash
# Installs ShyBar under a prefix: the release binary, its data (style.css, catalog.json, the
# built-in comparison traces in traces/), its manual page,
# the compiled translations, the desktop file, the AppStream metainfo and the icon; and the
# library libshybar-1 (ShyHeaderView for C and GObject Introspection): lib/libshybar-1.so*,
# include/shybar-1/shybar.h, lib/pkgconfig/shybar-1.pc, share/gir-1.0/Shy-1.gir,
# lib/girepository-1.0/Shy-1.typelib and share/vala/vapi/shybar-1.{vapi,deps} (built by
# scripts/build-library.sh).
# The installed `<prefix>/bin/shybar` finds its data in `<prefix>/share/shybar` and its
# translations in `<prefix>/share/locale`.
#
# Usage: scripts/install.sh [--prefix DIR] [--uninstall]
# Environment:
#   PREFIX               install prefix (default /usr/local); --prefix wins
#   LIBDIR               library directory under the prefix (default lib; Debian's
#                        packages use lib/<multiarch triplet>): the library, shybar-1.pc
#                        and the typelib go there
#   DESTDIR              staging root prepended to every path (for packaging)
#   SHYBAR_BIN           install this binary instead of building one (scripts/build-library.sh
#                        --app, Swift run time linked in: no Swift libraries needed at run time)
#   SHYBAR_LIBRARY_STAGE install the library from this scripts/build-library.sh output
#                        instead of building it (and its bin/shybar, if it has one and
#                        SHYBAR_BIN is not set)
#   SCREENSHOT_BASE_URL  replaces the metainfo's placeholder screenshot base URL
#                        https://example.org/shybar/ (where docs/screenshots/ is published)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
prefix="${PREFIX:-/usr/local}"
uninstall=0
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) prefix="$2"; shift 2 ;;
    --prefix=*) prefix="${1#--prefix=}"; shift ;;
    --uninstall) uninstall=1; shift ;;
    -h|--help) sed -n '2,26p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
case "$prefix" in /*) ;; *) echo "install.sh: the prefix must be an absolute path, not '$prefix'" >&2; exit 2 ;; esac
dest="${DESTDIR:-}$prefix"
libdir="${LIBDIR:-lib}"
case "$libdir" in /*|*..*|"") echo "install.sh: LIBDIR must be a path under the prefix such as lib or lib/x86_64-linux-gnu, not '$libdir'" >&2; exit 2 ;; esac
id=io.github.shybar.ShyBar
languages=$(grep -v '^$' "$root/po/LINGUAS")
comparison_traces=(slow-drag fling reverse-flick stop-near-top stop-mid-header)
files=(bin/shybar share/shybar/style.css share/shybar/catalog.json
       "share/applications/$id.desktop" "share/metainfo/$id.metainfo.xml"
       "share/icons/hicolor/scalable/apps/$id.svg" share/man/man1/shybar.1)
for trace in "${comparison_traces[@]}"; do files+=("share/shybar/traces/$trace.jsonl"); done
for language in $languages; do files+=("share/locale/$language/LC_MESSAGES/shybar.mo"); done
files+=("$libdir/libshybar-1.so" "$libdir/libshybar-1.so.0" include/shybar-1/shybar.h "$libdir/pkgconfig/shybar-1.pc"
        share/gir-1.0/Shy-1.gir "$libdir/girepository-1.0/Shy-1.typelib"
        share/vala/vapi/shybar-1.vapi share/vala/vapi/shybar-1.deps)

if [ $uninstall = 1 ]; then
  for file in "${files[@]}"; do rm -f "$dest/$file"; done
  rmdir "$dest/share/shybar/traces" "$dest/share/shybar" "$dest/include/shybar-1" 2>/dev/null || true
  echo "Removed ShyBar from $dest"
  exit 0
fi

binary="${SHYBAR_BIN:-}"
stage="${SHYBAR_LIBRARY_STAGE:-}"
if [ -z "$stage" ]; then
  # The library and (unless given) the app, built together in their own scratch path
  # (.build/library): the developer's .build/debug and .build/release are left alone.
  if [ -z "$binary" ]; then stage="$("$root/scripts/build-library.sh" --app | tail -1)"
  else stage="$("$root/scripts/build-library.sh" | tail -1)"; fi
fi
if [ -z "$binary" ]; then
  binary="$stage/bin/shybar"
  # A stage built without --app: build the app the same way, beside it.
  [ -x "$binary" ] || binary="$("$root/scripts/build-library.sh" --app "$root/.build/shybar-1-app" | tail -1)/bin/shybar"
fi
[ -x "$binary" ] || { echo "install.sh: no executable at $binary" >&2; exit 1; }

install -Dm755 "$binary" "$dest/bin/shybar"
install -Dm644 "$root/data/style.css" "$dest/share/shybar/style.css"
install -Dm644 "$root/data/catalog.json" "$dest/share/shybar/catalog.json"
# The lab's built-in traces for comparing presets (the panel's Compare Presets).
for trace in "${comparison_traces[@]}"; do
  install -Dm644 "$root/examples/traces/$trace.jsonl" "$dest/share/shybar/traces/$trace.jsonl"
done
install -Dm644 "$root/data/$id.desktop" "$dest/share/applications/$id.desktop"
install -Dm644 "$root/data/icons/hicolor/scalable/apps/$id.svg" "$dest/share/icons/hicolor/scalable/apps/$id.svg"
install -Dm644 "$root/data/$id.metainfo.xml" "$dest/share/metainfo/$id.metainfo.xml"
install -Dm644 "$root/data/shybar.1" "$dest/share/man/man1/shybar.1"
if [ -n "${SCREENSHOT_BASE_URL:-}" ]; then
  base="${SCREENSHOT_BASE_URL%/}/"
  sed -i "s|https://example.org/shybar/|${base//|/\\|}|g" "$dest/share/metainfo/$id.metainfo.xml"
fi
"$root/scripts/build-locale.sh" "$dest/share/locale"

[ -f "$stage/lib/libshybar-1.so.0" ] || { echo "install.sh: no library in $stage" >&2; exit 1; }
install -Dm755 "$stage/lib/libshybar-1.so.0" "$dest/$libdir/libshybar-1.so.0"
ln -sf libshybar-1.so.0 "$dest/$libdir/libshybar-1.so"
install -Dm644 "$stage/include/shybar-1/shybar.h" "$dest/include/shybar-1/shybar.h"
install -Dm644 "$stage/share/gir-1.0/Shy-1.gir" "$dest/share/gir-1.0/Shy-1.gir"
install -Dm644 "$stage/lib/girepository-1.0/Shy-1.typelib" "$dest/$libdir/girepository-1.0/Shy-1.typelib"
[ -f "$stage/share/vala/vapi/shybar-1.vapi" ] || {
  echo "install.sh: no share/vala/vapi/shybar-1.vapi in $stage (made by an older scripts/build-library.sh: run it again)" >&2
  exit 1
}
install -Dm644 "$stage/share/vala/vapi/shybar-1.vapi" "$dest/share/vala/vapi/shybar-1.vapi"
install -Dm644 "$stage/share/vala/vapi/shybar-1.deps" "$dest/share/vala/vapi/shybar-1.deps"
mkdir -p "$dest/$libdir/pkgconfig"
sed -e "s|@prefix@|$prefix|" -e "s|@libdir@|\${prefix}/$libdir|" "$stage/lib/pkgconfig/shybar-1.pc.in" > "$dest/$libdir/pkgconfig/shybar-1.pc"
echo "Installed ShyBar in $dest (run $prefix/bin/shybar)"
