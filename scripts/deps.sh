#!/usr/bin/env bash
# Installs the Debian packages ShyBar needs, only those that are missing.
# Usage: scripts/deps.sh build|package|test
#        scripts/deps.sh --list GROUP   print the group's packages, one a line (the Debian 13
#                                       root installs the test group: scripts/debian13.sh)
#   build    what building and running the app needs
#   package  also what building the Debian packages needs (debian/control's Build-Depends,
#            dpkg-buildpackage and debhelper) and checking them (lintian)
#   test     all of it, and what the tests need (scripts/test.sh)
set -euo pipefail
list=false
[ "${1:-}" = --list ] && { list=true; shift; }
group="${1:-build}"
case "$group" in build|package|test) ;; *) echo "deps.sh: unknown group '$group' (build, package or test)" >&2; exit 2 ;; esac
need=(libgtk-4-dev pkg-config gettext
      # GTK's SVG icons (the window's buttons): only recommended by GTK on Debian 13.
      librsvg2-common)
if [ "$group" = package ] || [ "$group" = test ]; then
  need+=(# debian/control's Build-Depends (dh-sequence-gir is in gobject-introspection) and
         # what builds and checks the packages (scripts/test-packages.sh).
         debhelper dpkg-dev gobject-introspection libgirepository1.0-dev valac lintian
         # Build-Depends-Indep: the API reference in libshybar-1-doc.
         gi-docgen)
fi
if [ "$group" = test ]; then
  need+=(xvfb xauth xdotool dbus dbus-x11 at-spi2-core python3-pyatspi gir1.2-atspi-2.0 python3-gi
         # focus_walk.py presses keys through XTest itself (ctypes: libX11 and libXtst).
         libx11-6 libxtst6
         # gdbus: the screen-reader tests set ScreenReaderEnabled on the session's a11y bus;
         # gsettings turns on the desktop's screen reader switch, and Orca runs.
         libglib2.0-bin gsettings-desktop-schemas dconf-gsettings-backend orca
         # The translations' UTF-8 locales (glibc 2.41 reads LANGUAGE only in an installed
         # locale, not in C.UTF-8 as 2.36 did).
         locales-all
         imagemagick libgl1-mesa-dri fonts-dejavu-core fonts-noto-cjk desktop-file-utils appstream valgrind
         # The API reference's C/GIR pages (scripts/build-docs.sh; DocC comes with Swift).
         gi-docgen
         # The Wayland end-to-end tests: a headless compositor, screenshots, keys, and what
         # builds the virtual pointer tool (wayland-scanner is in libwayland-bin).
         sway grim wtype libwayland-dev libwayland-bin wayland-protocols gcc libc6-dev
         # frame-watch (Tests/X11, scripts/build-x11-tools.sh): every frame of the window
         # read back from the X server after each DAMAGE notification.
         libx11-dev libxdamage-dev libxfixes-dev
         # The GNOME end-to-end tests: headless mutter (touchscreen input through its
         # RemoteDesktop D-Bus API, driven with python3-gi), PipeWire for its ScreenCast
         # stream, dbus-send to wait for the API.
         mutter pipewire pipewire-bin dbus-bin
         # frame-watch-pw (Tests/GNOME, scripts/build-gnome-tools.sh): every frame mutter
         # composites, read from its ScreenCast stream over PipeWire.
         libpipewire-0.3-dev
         # The KWin end-to-end tests: KWin 5.27 headless (kwin_wayland --virtual) and the
         # fake-input protocol its injector is built from.
         kwin-wayland plasma-wayland-protocols
         # libshybar-1: its .gir and .typelib, the C examples (make) and the Python one.
         gobject-introspection libgirepository1.0-dev gir1.2-gtk-4.0 make
         # The GJS and Vala examples (valac brings vapigen, which makes shybar-1.vapi).
         gjs valac
         # The Debian 13 pass (GTK 4.18): a Debian 13 root made in a folder (scripts/debian13.sh).
         debootstrap)
fi
if $list; then printf '%s\n' "${need[@]}"; exit 0; fi
missing=()
for p in "${need[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing missing Debian packages: ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
