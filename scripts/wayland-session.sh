#!/usr/bin/env bash
# A private headless Wayland compositor (sway, 1280x800, no input devices) for the Wayland
# end-to-end tests.
#
#   scripts/wayland-session.sh start   starts one; prints its socket's absolute path on
#                                      stdout (clients use it as WAYLAND_DISPLAY)
#   scripts/wayland-session.sh stop [SOCKET]
#                                      stops the one at SOCKET (default: $SHYBAR_WAYLAND_DISPLAY)
#   scripts/wayland-session.sh run CMD [ARGS...]
#                                      starts one, runs CMD with SHYBAR_WAYLAND_DISPLAY
#                                      exported, stops it, exits with CMD's status
#
# Each compositor lives in its own directory /tmp/shybar-wayland.XXXXXX (config, log, pid,
# and the runtime directory holding the socket), so two runs never share one. Each records
# an owner process (SHYBAR_WAYLAND_OWNER, default the caller); `start` first stops and
# removes every compositor whose owner is gone, so one left by a killed run can't linger.
# SHYBAR_WAYLAND_OWNER=keep keeps one until it is stopped (for trying things by hand).
#
# wlroots refuses to run as root, so as root the compositor runs as the unprivileged system
# user shybar-wl (created when missing) with its own runtime directory; root clients reach
# its socket by the absolute path.
set -euo pipefail
user=shybar-wl
base=/tmp/shybar-wayland

log() { echo "wayland-session: $*" >&2; }

# The compositor of session directory $1, if it is still running.
running_pid() {
  local pid
  pid=$(cat "$1/runtime/sway.pid" 2>/dev/null) || return 1
  [ -n "$pid" ] && grep -qa sway "/proc/$pid/cmdline" 2>/dev/null && echo "$pid"
}

stop_dir() {
  local dir=$1 pid
  if pid=$(running_pid "$dir"); then
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$pid" 2>/dev/null || true
  fi
  rm -rf "$dir"
}

reap_stale() {
  local dir owner
  for dir in "$base".*; do
    [ -d "$dir" ] || continue
    owner=$(cat "$dir/owner" 2>/dev/null || echo 0)
    [ "$owner" = keep ] && continue
    if [ "$owner" -gt 0 ] 2>/dev/null && kill -0 "$owner" 2>/dev/null; then continue; fi
    log "removing a stale compositor in $dir (its owner $owner is gone)"
    stop_dir "$dir"
  done
}

start() {
  command -v sway >/dev/null || { log "sway is not installed (scripts/deps.sh test installs it)"; exit 1; }
  reap_stale
  local dir runtime as_user=()
  dir=$(mktemp -d "$base.XXXXXX")
  chmod 755 "$dir"
  echo "${SHYBAR_WAYLAND_OWNER:-$PPID}" >"$dir/owner"
  runtime="$dir/runtime"
  mkdir -m 700 "$runtime"
  if [ "$(id -u)" -eq 0 ]; then
    if ! id "$user" >/dev/null 2>&1; then
      useradd -r -M -d /nonexistent -s /usr/sbin/nologin "$user"
    fi
    chown "$user:" "$runtime"
    as_user=(runuser -u "$user" --)
  fi
  cat >"$dir/sway.conf" <<'CONF'
output HEADLESS-1 resolution 1280x800 position 0 0 scale 1
default_border none
default_floating_border none
focus_follows_mouse no
xwayland disable
CONF
  chmod 644 "$dir/sway.conf"
  # Only the compositor runs as the other user, with a clean environment.
  setsid "${as_user[@]}" env -i PATH=/usr/local/bin:/usr/bin:/bin HOME=/nonexistent \
    XDG_RUNTIME_DIR="$runtime" WLR_BACKENDS=headless WLR_RENDERER=pixman WLR_LIBINPUT_NO_DEVICES=1 \
    sh -c 'echo $$ >"$XDG_RUNTIME_DIR/sway.pid"; exec sway -c "$0"' "$dir/sway.conf" \
    >"$dir/sway.log" 2>&1 </dev/null &
  local socket=""
  for _ in $(seq 100); do
    socket=$(find "$runtime" -maxdepth 1 -type s -name 'wayland-*' 2>/dev/null | head -1)
    [ -n "$socket" ] && break
    if [ -s "$runtime/sway.pid" ] && ! running_pid "$dir" >/dev/null; then break; fi
    sleep 0.1
  done
  if [ -z "$socket" ]; then
    log "sway did not create its socket within 10 s; the end of its log ($dir/sway.log):"
    tail -n 20 "$dir/sway.log" >&2 || true
    stop_dir "$dir"
    exit 1
  fi
  log "sway is running (pid $(running_pid "$dir" || echo '?'), log $dir/sway.log)"
  echo "$socket"
}

stop() {
  local socket=${1:-${SHYBAR_WAYLAND_DISPLAY:-}}
  if [ -z "$socket" ]; then log "stop: which one? give its socket path or set SHYBAR_WAYLAND_DISPLAY"; exit 2; fi
  local dir
  dir=$(dirname "$(dirname "$socket")")
  case "$dir" in
    "$base".*) stop_dir "$dir" ;;
    *) log "stop: $socket is not a socket of this script"; exit 2 ;;
  esac
}

case "${1:-}" in
  start) start ;;
  stop) shift; stop "$@" ;;
  run)
    shift
    [ $# -gt 0 ] || { log "run: no command"; exit 2; }
    SHYBAR_WAYLAND_OWNER=$$
    export SHYBAR_WAYLAND_OWNER
    SHYBAR_WAYLAND_DISPLAY=$(start)
    export SHYBAR_WAYLAND_DISPLAY
    trap 'stop "$SHYBAR_WAYLAND_DISPLAY"' EXIT
    status=0
    "$@" || status=$?
    exit "$status"
    ;;
  *) echo "usage: $0 start | stop [SOCKET] | run CMD [ARGS...]" >&2; exit 2 ;;
esac
