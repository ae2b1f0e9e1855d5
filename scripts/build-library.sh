#!/usr/bin/env bash
# Builds libshybar-1 — ShyHeaderView for C and GObject Introspection — from the same Swift
# sources as the app, into a staging tree (default .build/shybar-1):
#   lib/libshybar-1.so.0 (+ libshybar-1.so)   the Swift library, Swift run time linked in
#   include/shybar-1/shybar.h                 the hand-written public header
#   share/gir-1.0/Shy-1.gir                   scanned by g-ir-scanner from the header and
#                                             the library's own GTypes
#   lib/girepository-1.0/Shy-1.typelib        compiled by g-ir-compiler
#   lib/pkgconfig/shybar-1.pc.in              made into shybar-1.pc by scripts/install.sh
# Usage: scripts/build-library.sh [STAGE_DIR]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
stage="${1:-$root/.build/shybar-1}"
version=1.0.0
for tool in g-ir-scanner g-ir-compiler; do
  command -v "$tool" >/dev/null || {
    echo "build-library.sh: $tool not found: install gobject-introspection and libgirepository1.0-dev (scripts/deps.sh test)" >&2
    exit 1
  }
done
# A separate scratch path: the static-stdlib flags would otherwise rebuild the app's build.
scratch="$root/.build/library"
flags=(-c release --scratch-path "$scratch" --product shybar-1
       -Xswiftc -static-stdlib
       -Xlinker -soname=libshybar-1.so.0
       -Xlinker "--version-script=$root/library/shybar-1.map"
       -Xlinker --gc-sections)
swift build "${flags[@]}" 2> >(grep -vE "warning: prohibited flag" >&2) >&2
bin="$(swift build "${flags[@]}" --show-bin-path)"

rm -rf "$stage"
mkdir -p "$stage/lib/pkgconfig" "$stage/include/shybar-1" "$stage/share/gir-1.0" "$stage/lib/girepository-1.0"
cp "$bin/libshybar-1.so" "$stage/lib/libshybar-1.so.0"
strip --strip-unneeded "$stage/lib/libshybar-1.so.0"
ln -sf libshybar-1.so.0 "$stage/lib/libshybar-1.so"
cp "$root/library/shybar.h" "$stage/include/shybar-1/shybar.h"
sed "s/@version@/$version/" "$root/library/shybar-1.pc.in" > "$stage/lib/pkgconfig/shybar-1.pc.in"

# g-ir-scanner reads the header's declarations and doc comments, then links a small
# program against the built library and asks the GType system for the properties,
# signals and enum values, so the .gir describes the library as it really is.
LD_LIBRARY_PATH="$stage/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
g-ir-scanner --quiet --warn-all \
  --namespace=Shy --nsversion=1 --identifier-prefix=Shy --symbol-prefix=shy \
  --include=Gtk-4.0 --pkg=gtk4 --pkg-export=shybar-1 --c-include=shybar.h \
  --library=shybar-1 --library-path="$stage/lib" \
  -I"$stage/include/shybar-1" "$stage/include/shybar-1/shybar.h" \
  --output="$stage/share/gir-1.0/Shy-1.gir"
g-ir-compiler "$stage/share/gir-1.0/Shy-1.gir" --output="$stage/lib/girepository-1.0/Shy-1.typelib"
echo "$stage"
