#!/usr/bin/env bash
# Debian 13 (trixie: GTK 4.18, libadwaita 1.7) in a folder, for building and testing ShyBar
# on today's GTK beside the machine's own.
#
# Usage: scripts/debian13.sh root          make the root if it is missing or stale; print its path
#        scripts/debian13.sh run CMD ARG…  run CMD inside it, in this checkout, as root
#
# The root is made with debootstrap from the Debian archive this machine's apt already uses
# (read from its sources), then the packages below are installed inside with apt-get. It is
# kept in $SHYBAR_DEBIAN13_ROOT (default /var/cache/shybar/debian13), so later runs on the
# same machine reuse it; it is made anew when the package list or this script changes. A
# root is only put in place once it is complete, so an interrupted run leaves none behind.
#
# `run` enters a private mount namespace (unshare), binds /dev, /sys, /tmp, the Swift
# toolchain and this checkout at the same paths inside, and chroots: the mounts end with the
# command, and the checkout's files are the same files inside and out. It needs root, and
# goes through sudo when it is run as another user.
set -euo pipefail
cd "$(dirname "$0")/.."
# debootstrap, chroot and mounts need root.
[ "$(id -u)" -eq 0 ] || exec sudo "$PWD/scripts/debian13.sh" "$@"
project=$PWD
root="${SHYBAR_DEBIAN13_ROOT:-/var/cache/shybar/debian13}"
suite=trixie

# What the Debian 13 pass needs inside: what the tests need on any machine (the test group of
# scripts/deps.sh: GTK, the compositors, the packaging tools), libadwaita for its examples,
# and what the Swift toolchain (built for Debian 12, bound in from the machine) needs to run.
mapfile -t packages < <(scripts/deps.sh --list test | sort -u)
packages+=(
  # libadwaita 1.7 for the libadwaita examples (C with make, and Python).
  libadwaita-1-dev gir1.2-adw-1
  # The Swift toolchain's own needs (swift, swift-frontend, clang, the linker).
  libncurses6 g++ binutils libstdc++-14-dev libcurl4t64 libxml2 libedit2
  libsqlite3-0 libz3-4 python3 ca-certificates
)
[ ${#packages[@]} -gt 20 ] || { echo "debian13.sh: scripts/deps.sh --list test listed no packages" >&2; exit 1; }

die() { echo "debian13.sh: $*" >&2; exit 1; }

# The URI of the Debian archive apt uses here (deb822 sources or a one-line sources.list).
archive() {
  local uri
  uri=$(cat /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '
    /^URIs:/ { uri = $2 } /^Suites:/ { for (i = 2; i <= NF; i++) if ($i !~ /-/) s = 1 }
    /^$/ { if (uri != "" && s && uri !~ /security/) { print uri; exit } uri = ""; s = 0 }
    END { if (uri != "" && s && uri !~ /security/) print uri }' | head -1)
  [ -n "$uri" ] || uri=$(awk '$1 == "deb" && $2 !~ /^\[/ && $2 !~ /security/ && $3 !~ /-/ { print $2; exit }
                              $1 == "deb" && $2 ~ /^\[/ && $3 !~ /security/ && $4 !~ /-/ { print $3; exit }' \
                           /etc/apt/sources.list 2>/dev/null || true)
  [ -n "$uri" ] || die "found no Debian archive in this machine's apt sources (/etc/apt/sources.list*)"
  echo "$uri"
}

# The stamp says which package list and script made the root.
stamp() { { printf '%s\n' "${packages[@]}"; cat "$0"; } | sha256sum | cut -d' ' -f1; }

make_root() {
  command -v debootstrap >/dev/null || {
    echo "Installing missing Debian packages: debootstrap" >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap >/dev/null
  }
  local new="$root.new" mirror
  mirror=$(archive)
  rm -rf "$new" && mkdir -p "$(dirname "$root")"
  echo "debian13.sh: making a Debian 13 root in $root (debootstrap from $mirror, a few minutes, once)" >&2
  # debootstrap alone cannot resolve virtual packages (GTK's GIR dependencies), so it makes a
  # bare system and apt inside installs the rest.
  debootstrap --variant=minbase "$suite" "$new" "$mirror" >"$new.log" 2>&1 ||
    { tail -20 "$new.log" >&2; die "debootstrap failed (its log: $new.log)"; }
  cp /etc/resolv.conf "$new/etc/resolv.conf"
  printf 'APT::Install-Recommends "false";\n' >"$new/etc/apt/apt.conf.d/90shybar"
  inside "$new" sh -c "export DEBIAN_FRONTEND=noninteractive; apt-get update -qq &&
    apt-get install -y -qq ${packages[*]} >/dev/null && apt-get clean" >>"$new.log" 2>&1 ||
    { tail -20 "$new.log" >&2; die "installing packages in the Debian 13 root failed (its log: $new.log)"; }
  stamp >"$new/.shybar-stamp"
  rm -rf "$root" "$new.log"
  mv "$new" "$root"
}

# Runs a command chrooted in DIR with the machine's /dev, /sys, /tmp, the Swift toolchain and
# this checkout bound in, in a mount namespace of its own.
inside() {
  local dir="$1"; shift
  local toolchain
  toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")
  toolchain=$(dirname "$toolchain")
  unshare --mount --propagation private -- bash -c '
    set -e
    dir=$1 toolchain=$2 project=$3; shift 3
    mount -t proc proc "$dir/proc"
    for d in /dev /dev/pts /sys /tmp "$toolchain" "$project"; do
      mkdir -p "$dir$d" && mount --rbind "$d" "$dir$d"
    done
    cd "$project"
    exec chroot "$dir" env -C "$project" PATH="$toolchain/usr/bin:/usr/sbin:/usr/bin:/sbin:/bin" HOME=/root \
      LANG=C.UTF-8 "$@"' inside "$dir" "$toolchain" "$project" "$@"
}

case "${1:-}" in
  root)
    if [ ! -f "$root/.shybar-stamp" ] || [ "$(cat "$root/.shybar-stamp")" != "$(stamp)" ]; then make_root; fi
    echo "$root" ;;
  run)
    shift
    [ $# -gt 0 ] || die "run: no command given"
    [ -f "$root/.shybar-stamp" ] && [ "$(cat "$root/.shybar-stamp")" = "$(stamp)" ] || make_root
    inside "$root" "$@" ;;
  *) die "usage: scripts/debian13.sh root | run CMD [ARG…]" ;;
esac
