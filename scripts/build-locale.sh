#!/usr/bin/env bash
# Compiles the translations po/<language>.po (languages in po/LINGUAS) into a locale tree
# DIR/<language>/LC_MESSAGES/shybar.mo. DIR defaults to .build/locale, where a `shybar` run
# from the source checkout finds it. Fails on any error msgfmt --check finds (a format
# directive that does not match its msgid, a broken header).
# Usage: scripts/build-locale.sh [DIR]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/.build/locale}"
command -v msgfmt >/dev/null || { echo "build-locale: msgfmt not found (apt-get install gettext)" >&2; exit 1; }
while read -r language; do
  [ -n "$language" ] || continue
  mkdir -p "$out/$language/LC_MESSAGES"
  msgfmt --check -o "$out/$language/LC_MESSAGES/shybar.mo" "$root/po/$language.po"
done < "$root/po/LINGUAS"
