#!/usr/bin/env bash
# Counts the public surface of a Swift module of the debug build (default ShyBarGtk): its
# public types (classes, structs, enums, protocols) and all its public declarations, from
# the module's own symbol graph (swift-symbolgraph-extract; what it re-exports from
# ShyBarCore and extensions of other modules' types are not counted).
#   --list also prints the public type names.
# Needs `swift build` first. Usage: scripts/public-surface.sh [--list] [MODULE]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
list=0
if [ "${1:-}" = --list ]; then list=1; shift; fi
module="${1:-ShyBarGtk}"
modules="$root/.build/debug/Modules"
[ -f "$modules/$module.swiftmodule" ] || { echo "public-surface.sh: no $modules/$module.swiftmodule: run swift build first" >&2; exit 1; }
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
# shellcheck disable=SC2046
swift-symbolgraph-extract -module-name "$module" -I "$modules" -target "$(uname -m)-unknown-linux-gnu" \
  -minimum-access-level public -output-dir "$out" \
  -Xcc -fmodule-map-file="$root/Sources/CGtk/module.modulemap" \
  $(pkg-config --cflags-only-I gtk4 | sed 's/-I/-Xcc -I/g') >/dev/null
python3 - "$out/$module.symbols.json" "$module" "$list" <<'PY'
import json, sys
path, module, show = sys.argv[1], sys.argv[2], sys.argv[3] == "1"
symbols = json.load(open(path))["symbols"]
types = sorted(s["names"]["title"] for s in symbols
               if s["kind"]["identifier"] in ("swift.class", "swift.struct", "swift.enum", "swift.protocol"))
print(f"{module}: {len(types)} public types, {len(symbols)} public declarations")
if show:
    print("\n".join(types))
PY
