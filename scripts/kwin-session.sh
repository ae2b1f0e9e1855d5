#!/usr/bin/env bash
# A private headless KWin (kwin_wayland --virtual, 1280x800; KWin 5.27 and 6.3) for the KWin
# end-to-end tests: the third compositor beside sway (scripts/wayland-session.sh) and mutter.
#
#   scripts/kwin-session.sh start   starts one; prints on stdout what its clients need, as
#                                   shell assignments:
#                                     SHYBAR_KWIN_DISPLAY=<the socket's absolute path>
#                                     SHYBAR_KWIN_RUN=<a wrapper: `$SHYBAR_KWIN_RUN CMD ARGS…`
#                                       runs CMD as the compositor's user, with its socket,
#                                       runtime directory and D-Bus session>
#                                   fails (exit 1, with the end of KWin's log) when KWin does
#                                   not come up: it never skips
#   scripts/kwin-session.sh stop [SOCKET]
#                                   stops the one at SOCKET (default: $SHYBAR_KWIN_DISPLAY)
#
# The input injector (Tests/KWin/shy-kwin-input, built by scripts/build-kwin-tools.sh)
# must run through SHYBAR_KWIN_RUN: KWin grants org_kde_kwin_fake_input only to a client
# whose /proc/PID/exe it can read, so the injector runs as the compositor's user. The app
# under test may run as anyone and reaches the socket by its absolute path. Screenshots go
# through KWin's D-Bus (org.kde.KWin.ScreenShot2), also through SHYBAR_KWIN_RUN.
#
# Each KWin lives in its own directory /tmp/shybar-kwin.XXXXXX (home with kwinrc, log, pid,
# runtime directory with the socket and the D-Bus address) and records an owner process
# (SHYBAR_KWIN_OWNER, default the caller); `start` first stops and removes every KWin whose
# owner is gone. SHYBAR_KWIN_OWNER=keep keeps one until it is stopped.
#
# As root, KWin runs as the unprivileged system user shybar-kwin (created when missing).
set -euo pipefail
user=shybar-kwin
base=/tmp/shybar-kwin
socket_name=wayland-shybar

log() { echo "kwin-session: $*" >&2; }

# The KWin of session directory $1, if it is still running.
running_pid() {
  local pid
  pid=$(cat "$1/runtime/kwin.pid" 2>/dev/null) || return 1
  [ -n "$pid" ] && grep -qa kwin_wayland "/proc/$pid/cmdline" 2>/dev/null && echo "$pid"
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
    log "removing a stale KWin in $dir (its owner $owner is gone)"
    stop_dir "$dir"
  done
}

fail_start() {
  local dir=$1
  shift
  log "FAILED to start KWin: $*"
  log "the end of its log ($dir/kwin.log):"
  tail -n 25 "$dir/kwin.log" >&2 2>/dev/null || true
  stop_dir "$dir"
  exit 1
}

start() {
  command -v kwin_wayland >/dev/null || {
    log "FAILED: kwin_wayland is not installed (scripts/deps.sh test installs kwin-wayland)"; exit 1; }
  command -v dbus-run-session >/dev/null || { log "FAILED: dbus-run-session is not installed"; exit 1; }
  reap_stale
  local dir runtime home as_user=() run_prefix=""
  dir=$(mktemp -d "$base.XXXXXX")
  chmod 755 "$dir"
  echo "${SHYBAR_KWIN_OWNER:-$PPID}" >"$dir/owner"
  runtime="$dir/runtime"
  home="$dir/home"
  mkdir -m 700 "$runtime"
  mkdir -p -m 700 "$home/.config"
  # New windows open maximized on the only output, without a border: the window covers the
  # whole 1280x800 output, so window coordinates (AT-SPI's) are output coordinates (the
  # injector's), as on sway, which tiles it.
  cat >"$home/.config/kwinrc" <<'CONF'
[Windows]
Placement=Maximizing
BorderlessMaximizedWindows=true
FocusStealingPreventionLevel=0

[Compositing]
AnimationSpeed=0

[Plugins]
blurEnabled=false
contrastEnabled=false
slidingpopupsEnabled=false
scaleEnabled=false
fadeEnabled=false
glideEnabled=false
kwin4_effect_fadeEnabled=false
kwin4_effect_scaleEnabled=false
CONF
  if [ "$(id -u)" -eq 0 ]; then
    if ! id "$user" >/dev/null 2>&1; then
      useradd -r -M -d /nonexistent -s /usr/sbin/nologin "$user"
    fi
    chown -R "$user:" "$runtime" "$home"
    as_user=(runuser -u "$user" --)
    run_prefix="runuser -u $user -- "
  fi
  # /usr/bin/kwin_wayland carries the file capability cap_sys_resource; where the capability
  # bounding set lacks it (a container), exec fails with EPERM. A plain copy has none.
  local kwin=/usr/bin/kwin_wayland
  if ! "${as_user[@]}" "$kwin" --version >"$dir/kwin.log" 2>&1; then
    cp "$kwin" "$dir/kwin_wayland"
    chmod 755 "$dir/kwin_wayland"
    kwin=$dir/kwin_wayland
    "${as_user[@]}" "$kwin" --version >>"$dir/kwin.log" 2>&1 ||
      fail_start "$dir" "neither /usr/bin/kwin_wayland nor a plain copy of it can be run"
    log "using a copy of kwin_wayland without its file capability (exec of the original is refused here)"
  fi
  # Only KWin (and its private D-Bus session) runs as the other user, with a clean
  # environment. KWIN_*_NO_PERMISSION_CHECKS let the injector and the screenshot client in
  # without installed desktop files.
  setsid "${as_user[@]}" env -i PATH=/usr/local/bin:/usr/bin:/bin HOME="$home" XDG_RUNTIME_DIR="$runtime" \
    XDG_CONFIG_HOME="$home/.config" QT_QPA_PLATFORM=wayland XDG_SESSION_TYPE=wayland \
    KWIN_WAYLAND_NO_PERMISSION_CHECKS=1 KWIN_SCREENSHOT_NO_PERMISSION_CHECKS=1 \
    dbus-run-session -- sh -c 'echo "$DBUS_SESSION_BUS_ADDRESS" >"$XDG_RUNTIME_DIR/bus"; echo $$ >"$XDG_RUNTIME_DIR/kwin.pid"
      exec "$0" --virtual --width 1280 --height 800 --socket "$1" --no-lockscreen --no-global-shortcuts --no-kactivities' \
    "$kwin" "$socket_name" >"$dir/kwin.log" 2>&1 </dev/null &
  local socket="$runtime/$socket_name" i
  for i in $(seq 300); do
    [ -S "$socket" ] && [ -s "$runtime/bus" ] && break
    if [ -s "$runtime/kwin.pid" ] && ! running_pid "$dir" >/dev/null; then
      fail_start "$dir" "kwin_wayland exited before it created its socket"
    fi
    sleep 0.05
  done
  [ -S "$socket" ] && [ -s "$runtime/bus" ] || fail_start "$dir" "no socket at $socket within 15 s"
  # The wrapper that runs a client as the compositor's user.
  cat >"$dir/run-as-kwin" <<EOF
#!/bin/sh
# Runs a command as a client of the KWin in $dir, as its user.
exec ${run_prefix}env -i PATH=/usr/local/bin:/usr/bin:/bin HOME="$home" XDG_RUNTIME_DIR="$runtime" \\
  WAYLAND_DISPLAY="$socket_name" DBUS_SESSION_BUS_ADDRESS="\$(cat "$runtime/bus")" "\$@"
EOF
  chmod 755 "$dir/run-as-kwin"
  # Ready when KWin answers on its D-Bus (then it has its seat and its screenshot interface).
  for i in $(seq 300); do
    "$dir/run-as-kwin" busctl --user status org.kde.KWin >/dev/null 2>&1 && break
    running_pid "$dir" >/dev/null || fail_start "$dir" "kwin_wayland exited while starting"
    sleep 0.05
  done
  "$dir/run-as-kwin" busctl --user status org.kde.KWin >/dev/null 2>&1 ||
    fail_start "$dir" "KWin did not appear on its D-Bus session within 15 s"
  log "KWin is running (pid $(running_pid "$dir" || echo '?'), log $dir/kwin.log)"
  echo "SHYBAR_KWIN_DISPLAY=$socket"
  echo "SHYBAR_KWIN_RUN=$dir/run-as-kwin"
}

stop() {
  local socket=${1:-${SHYBAR_KWIN_DISPLAY:-}}
  if [ -z "$socket" ]; then log "stop: which one? give its socket path or set SHYBAR_KWIN_DISPLAY"; exit 2; fi
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
  *) echo "usage: $0 start | stop [SOCKET]" >&2; exit 2 ;;
esac
