#!/usr/bin/env bash
# Builds the Wayland test tools into $SHYBAR_BUILD_DIR/wayland/ (default .build/wayland/):
# shy-pointer, the virtual pointer the Wayland end-to-end tests drive the window with. The
# protocol code is generated from Tests/Wayland/*.xml by wayland-scanner (never committed).
# Prints the binary's path.
set -euo pipefail
cd "$(dirname "$0")/.."
# The Debian 13 pass sets SHYBAR_BUILD_DIR to its own scratch path, so the tool it runs is
# linked against the root's libraries and the machine's is left alone.
build="${SHYBAR_BUILD_DIR:-.build}"
case "$build" in /*) ;; *) build="$PWD/$build" ;; esac
out="$build/wayland"
mkdir -p "$out"
xml=Tests/Wayland/wlr-virtual-pointer-unstable-v1.xml
src=Tests/Wayland/shy-pointer.c
bin="$out/shy-pointer"
# Rebuild only when a source is newer than the binary (or this script changed).
if [ -x "$bin" ] && [ "$bin" -nt "$xml" ] && [ "$bin" -nt "$src" ] && [ "$bin" -nt "$0" ]; then
  echo "$bin"
  exit 0
fi
wayland-scanner client-header "$xml" "$out/wlr-virtual-pointer-unstable-v1-client-protocol.h"
wayland-scanner private-code "$xml" "$out/wlr-virtual-pointer-unstable-v1-protocol.c"
# shellcheck disable=SC2046
cc -std=c11 -O2 -Wall -Wextra -Werror -I"$out" -o "$bin.tmp" "$src" \
  "$out/wlr-virtual-pointer-unstable-v1-protocol.c" $(pkg-config --cflags --libs wayland-client) -lm
mv "$bin.tmp" "$bin"
echo "$bin"
