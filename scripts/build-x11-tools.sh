#!/usr/bin/env bash
# Builds the X11 test tools into $SHYBAR_BUILD_DIR/x11/ (default .build/x11/): frame-watch,
# which measures every frame a window shows from outside its process (XDamage + XGetImage;
# Tests/X11/frame-watch.c). Used by the frame-step tests
# (Tests/EndToEndTests/FrameStepTests.swift) and scripts/bench.sh --only frame-step. Prints
# the binary's path. The Debian 13 pass sets SHYBAR_BUILD_DIR to its own scratch path, so
# the tool it runs is linked against the root's libraries and the machine's is left alone.
set -euo pipefail
cd "$(dirname "$0")/.."
build="${SHYBAR_BUILD_DIR:-.build}"
case "$build" in /*) ;; *) build="$PWD/$build" ;; esac
out="$build/x11"
mkdir -p "$out"
src=Tests/X11/frame-watch.c
shared=Tests/Frames/frame-measure.h
bin="$out/frame-watch"
# Rebuild only when the source is newer than the binary (or this script changed).
if [ -x "$bin" ] && [ "$bin" -nt "$src" ] && [ "$bin" -nt "$shared" ] && [ "$bin" -nt "$0" ]; then
  echo "$bin"
  exit 0
fi
# shellcheck disable=SC2046
cc -std=c11 -O2 -Wall -Wextra -Werror -I Tests/Frames -o "$bin.tmp" "$src" $(pkg-config --cflags --libs x11 xdamage xfixes)
mv "$bin.tmp" "$bin"
echo "$bin"
