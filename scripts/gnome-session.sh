#!/usr/bin/env bash
# A private headless GNOME compositor (mutter, one 1280x800 virtual monitor, no X11) for the
# GNOME end-to-end tests, with PipeWire and mutter's own D-Bus session bus, on which its
# RemoteDesktop API gives the tests a touchscreen, a pointer and a keyboard.
#
#   scripts/gnome-session.sh start   starts one; prints on stdout, in shell syntax (for eval):
#                                      SHYBAR_GNOME_DISPLAY=<the Wayland socket's absolute path>
#                                      SHYBAR_GNOME_BUS=<the D-Bus address of mutter's bus>
#   scripts/gnome-session.sh stop [SOCKET]
#                                    stops the one at SOCKET (default: $SHYBAR_GNOME_DISPLAY)
#   scripts/gnome-session.sh run CMD [ARGS...]
#                                    starts one, runs CMD with both variables exported,
#                                    stops it, exits with CMD's status
#
# If mutter (or PipeWire, or its bus) does not come up, `start` says why on stderr, removes
# what it started and exits non-zero: it never pretends.
#
# Who talks to whom:
# - mutter runs as an unprivileged user (as root: the system user shybar-gnome, created when
#   missing; otherwise the caller), with a clean environment and its own runtime directory,
#   inside `dbus-run-session`: mutter's session bus is private to this compositor.
# - PipeWire starts first in the same runtime directory and on the same bus: mutter's
#   ScreenCast streams (which a RemoteDesktop session needs for absolute and touch
#   coordinates) are PipeWire nodes.
# - The bus listens on a socket in this session's directory, and its policy also lets root
#   connect (a session bus otherwise only accepts its own user): the tests run as root and
#   drive mutter's RemoteDesktop API over it (Tests/GNOME/remote-desktop.py).
# - The app under test does NOT use mutter's bus: it runs as the test's user on the test's
#   own session bus (where its AT-SPI bus is), and reaches mutter only through the Wayland
#   socket, by its absolute path (root may open the compositor user's socket).
#
# Each compositor lives in its own directory /tmp/shybar-gnome.XXXXXX (bus config, logs,
# pid, the runtime directory with the Wayland and PipeWire sockets, the bus socket), so two
# runs never share one. Each records an owner process (SHYBAR_GNOME_OWNER, default the
# caller); `start` first stops and removes every compositor whose owner is gone.
# SHYBAR_GNOME_OWNER=keep keeps one until it is stopped (for trying things by hand).
set -euo pipefail
user=shybar-gnome
base=/tmp/shybar-gnome
display_name=shybar-gnome

log() { echo "gnome-session: $*" >&2; }

# The process group of session directory $1 (dbus-run-session, its bus, PipeWire, mutter),
# if one of them is still running: the group's leader may be gone while the others live
# (mutter aborted, PipeWire is left). A process counts as one of them when its
# environment has this session's runtime directory (a recycled group id does not).
running_pgid() {
  local pgid pid
  pgid=$(cat "$1/leader.pid" 2>/dev/null) || return 1
  [ -n "$pgid" ] || return 1
  for pid in $(pgrep -g "$pgid" 2>/dev/null); do
    if { tr '\0' '\n' <"/proc/$pid/environ"; } 2>/dev/null | grep -qxF "XDG_RUNTIME_DIR=$1/runtime"; then
      echo "$pgid"
      return 0
    fi
  done
  return 1
}

stop_dir() {
  local dir=$1 pgid
  if pgid=$(running_pgid "$dir"); then
    # The whole group: mutter, PipeWire, the bus daemon and dbus-run-session itself.
    kill -TERM -- "-$pgid" 2>/dev/null || true
    for _ in $(seq 50); do kill -0 -- "-$pgid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL -- "-$pgid" 2>/dev/null || true
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

fail_start() {
  local dir=$1
  shift
  log "$*"
  for file in mutter.log pipewire.log; do
    if [ -s "$dir/$file" ]; then
      log "the end of $file:"
      tail -n 15 "$dir/$file" >&2 || true
    fi
  done
  stop_dir "$dir"
  exit 1
}

start() {
  local tool
  for tool in mutter pipewire dbus-run-session dbus-send; do
    command -v "$tool" >/dev/null || { log "$tool is not installed (scripts/deps.sh test installs it)"; exit 1; }
  done
  reap_stale
  local dir runtime as_user=() owner_user
  dir=$(mktemp -d "$base.XXXXXX")
  chmod 755 "$dir"
  echo "${SHYBAR_GNOME_OWNER:-$PPID}" >"$dir/owner"
  runtime="$dir/runtime"
  mkdir -m 700 "$runtime" "$dir/bus" "$dir/home"
  owner_user=$(id -un)
  if [ "$(id -u)" -eq 0 ]; then
    if ! id "$user" >/dev/null 2>&1; then
      useradd -r -M -d /nonexistent -s /usr/sbin/nologin "$user"
    fi
    chown "$user:" "$runtime" "$dir/bus" "$dir/home"
    as_user=(runuser -u "$user" --)
    owner_user=$user
  fi
  # A session bus of its own, on a socket in this directory; besides its own user (the
  # default), root may connect: the tests run as root.
  cat >"$dir/bus.conf" <<CONF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:path=$dir/bus/socket</listen>
  <auth>EXTERNAL</auth>
  <standard_session_servicedirs/>
  <policy context="default">
    <allow user="root"/>
    <allow user="$owner_user"/>
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
CONF
  # Inside the bus session: PipeWire first (mutter's ScreenCast needs it), then mutter.
  cat >"$dir/inner.sh" <<'INNER'
#!/bin/sh
dir=$1
echo "$DBUS_SESSION_BUS_ADDRESS" >"$dir/bus/address"
pipewire >"$dir/pipewire.log" 2>&1 &
echo $! >"$dir/bus/pipewire.pid"
i=0
while [ ! -S "$XDG_RUNTIME_DIR/pipewire-0" ]; do
  i=$((i + 1))
  if [ "$i" -gt 100 ]; then echo "PipeWire made no socket within 10 s" >&2; exit 1; fi
  sleep 0.1
done
exec mutter --headless --wayland --no-x11 --virtual-monitor 1280x800 --wayland-display="$2"
INNER
  chmod 755 "$dir/inner.sh"
  chmod 644 "$dir/bus.conf"
  : >"$dir/mutter.log"
  : >"$dir/pipewire.log"
  [ ${#as_user[@]} -eq 0 ] || chown "$user:" "$dir/mutter.log" "$dir/pipewire.log"
  # Only the compositor's processes run as the other user, with a clean environment;
  # GSettings in memory, so nothing outlives the session. Mutter 48 keeps its session state
  # under the home (XDG_STATE_HOME) and refuses its session manager without one: a home in
  # this directory. setsid makes dbus-run-session the leader of a process group holding all
  # of them, which `stop` ends at once.
  setsid "${as_user[@]}" env -i PATH=/usr/local/bin:/usr/bin:/bin HOME="$dir/home" \
    XDG_RUNTIME_DIR="$runtime" GSETTINGS_BACKEND=memory \
    dbus-run-session --config-file="$dir/bus.conf" -- "$dir/inner.sh" "$dir" "$display_name" \
    >>"$dir/mutter.log" 2>&1 </dev/null &
  echo $! >"$dir/leader.pid"
  local socket="$runtime/$display_name" address="" ready=""
  for _ in $(seq 150); do
    if ! kill -0 "$(cat "$dir/leader.pid")" 2>/dev/null; then
      fail_start "$dir" "mutter's session ended before it was ready"
    fi
    if [ -S "$socket" ] && [ -s "$dir/bus/address" ]; then
      address=$(cat "$dir/bus/address")
      # Ready once mutter owns its RemoteDesktop name on the bus.
      if dbus-send --bus="$address" --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
          org.freedesktop.DBus.NameHasOwner string:org.gnome.Mutter.RemoteDesktop 2>/dev/null | grep -q 'boolean true'; then
        ready=1
        break
      fi
    fi
    sleep 0.1
  done
  [ -n "$ready" ] || fail_start "$dir" "mutter did not offer its Wayland socket and RemoteDesktop API within 15 s"
  log "mutter is running (process group $(running_pgid "$dir" || echo '?'), logs $dir/mutter.log, $dir/pipewire.log)"
  printf 'SHYBAR_GNOME_DISPLAY=%q\n' "$socket"
  printf 'SHYBAR_GNOME_BUS=%q\n' "$address"
}

stop() {
  local socket=${1:-${SHYBAR_GNOME_DISPLAY:-}}
  if [ -z "$socket" ]; then log "stop: which one? give its socket path or set SHYBAR_GNOME_DISPLAY"; exit 2; fi
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
    SHYBAR_GNOME_OWNER=$$
    export SHYBAR_GNOME_OWNER
    variables=$(start)
    eval "$variables"
    export SHYBAR_GNOME_DISPLAY SHYBAR_GNOME_BUS
    trap 'stop "$SHYBAR_GNOME_DISPLAY"' EXIT
    status=0
    "$@" || status=$?
    exit "$status"
    ;;
  *) echo "usage: $0 start | stop [SOCKET] | run CMD [ARGS...]" >&2; exit 2 ;;
esac
