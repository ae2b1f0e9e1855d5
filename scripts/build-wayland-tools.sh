#!/usr/bin/env bash
# Builds the Wayland test tools into $SHYBAR_BUILD_DIR/wayland/ (default .build/wayland/):
# shy-pointer, the virtual pointer the Wayland end-to-end tests drive the window with, and
# shy-frames, which copies every frame the compositor shows (the frame checks at scales).
# The protocol code is generated from Tests/Wayland/*.xml by wayland-scanner (never
# committed). Prints shy-pointer's path; shy-frames lies beside it.
set -euo pipefail
cd "$(dirname "$0")/.."
# The Debian 13 pass sets SHYBAR_BUILD_DIR to its own scratch path, so the tool it runs is
# linked against the root's libraries and the machine's is left alone.
build="${SHYBAR_BUILD_DIR:-.build}"
case "$build" in /*) ;; *) build="$PWD/$build" ;; esac
out="$build/wayland"
mkdir -p "$out"
# build TOOL PROTOCOL: Tests/Wayland/TOOL.c with the client code of Tests/Wayland/PROTOCOL.xml,
# rebuilt only when a source is newer than the binary (or this script changed).
build() {
  local tool="$1" protocol="$2"
  local xml="Tests/Wayland/$protocol.xml" src="Tests/Wayland/$tool.c" bin="$out/$tool"
  if [ -x "$bin" ] && [ "$bin" -nt "$xml" ] && [ "$bin" -nt "$src" ] && [ "$bin" -nt "$0" ]; then
    return
  fi
  wayland-scanner client-header "$xml" "$out/$protocol-client-protocol.h"
  wayland-scanner private-code "$xml" "$out/$protocol-protocol.c"
  # shellcheck disable=SC2046
  cc -std=c11 -O2 -Wall -Wextra -Werror -I"$out" -o "$bin.tmp" "$src" \
    "$out/$protocol-protocol.c" $(pkg-config --cflags --libs wayland-client) -lm
  mv "$bin.tmp" "$bin"
}
build shy-pointer wlr-virtual-pointer-unstable-v1
build shy-frames wlr-screencopy-unstable-v1
echo "$out/shy-pointer"
