#!/usr/bin/env bash
# Builds the GNOME test tools into $SHYBAR_BUILD_DIR/gnome/ (default .build/gnome/):
# frame-watch-pw, which measures every frame mutter composites from the ScreenCast stream of a
# RemoteDesktop session, over PipeWire (Tests/GNOME/frame-watch-pw.c, with the X11 checker's
# measure, Tests/Frames/frame-measure.h).
# Used by Tests/EndToEndTests/GnomeFrameStepTests.swift and scripts/bench.sh --only
# frame-step-gnome. Prints the binary's path.
set -euo pipefail
cd "$(dirname "$0")/.."
# The Debian 13 pass sets SHYBAR_BUILD_DIR to its own scratch path, so the tool it runs is
# linked against the root's libraries and the machine's is left alone.
build="${SHYBAR_BUILD_DIR:-.build}"
case "$build" in /*) ;; *) build="$PWD/$build" ;; esac
out="$build/gnome"
mkdir -p "$out"
src=Tests/GNOME/frame-watch-pw.c
shared=Tests/Frames/frame-measure.h
bin="$out/frame-watch-pw"
# Rebuild only when a source is newer than the binary (or this script changed).
if [ -x "$bin" ] && [ "$bin" -nt "$src" ] && [ "$bin" -nt "$shared" ] && [ "$bin" -nt "$0" ]; then
  echo "$bin"
  exit 0
fi
# PipeWire's headers use GNU extensions (typeof, statement expressions): gnu11, not c11.
# shellcheck disable=SC2046
cc -std=gnu11 -O2 -Wall -Wextra -Werror -I Tests/Frames -o "$bin.tmp" "$src" $(pkg-config --cflags --libs libpipewire-0.3)
mv "$bin.tmp" "$bin"
echo "$bin"
