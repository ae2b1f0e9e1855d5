#!/usr/bin/env bash
# Builds the API reference into OUT_DIR (default .build/docs):
#   swift/ShyBarCore/   DocC site of the core trackers (static hosting, base path /swift/ShyBarCore)
#   swift/ShyBarGtk/    DocC site of the GTK binding (static hosting, base path /swift/ShyBarGtk)
#   c/                  gi-docgen site of libshybar-1 from Shy-1.gir (C, Python, any GObject
#                       Introspection language), with a DevHelp book (c/c.devhelp2)
#   index.html          links to the three
# The DocC sites need a web server (they load their pages with JavaScript):
#   python3 -m http.server -d .build/docs   then open http://localhost:8000/
# (OUT_DIR is served from its root: the DocC sites' base paths are swift/<Module>).
# The gi-docgen site also opens straight from the file system (.build/docs/c/index.html).
#
# Steps: the symbol graphs of ShyBarCore and ShyBarGtk come from a debug build with
# -emit-symbol-graph in a scratch path of its own (docs-build in $SHYBAR_BUILD_DIR, default
# .build, so the main build cache is left alone, and the Debian 13 pass's build never
# replaces the machine's); every public declaration with a source location must have a doc
# comment (the list of those without one fails the run); the toolchain's `docc convert`
# turns each module's graphs and its catalog (Sources/<Module>/<Module>.docc) into a site,
# and fails on DocC errors. Shy-1.gir comes from $SHYBAR_LIBRARY_STAGE when set
# (scripts/test.sh builds it once), else from scripts/build-library.sh into
# .build/docs-build/shybar-1; gi-docgen reads library/shybar.toml and library/*.md.
#
# --strict also fails on DocC warnings (unresolved ``links``) and on gi-docgen's
# `check` warnings (undocumented C symbols, properties and signals).
#
# Usage: scripts/build-docs.sh [--strict] [OUT_DIR]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
strict=0
if [ "${1:-}" = --strict ]; then strict=1; shift; fi
case "${1:-}" in
  -h|--help) sed -n '2,25p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  -*) echo "build-docs.sh: unknown option $1" >&2; exit 2 ;;
esac
out="${1:-$root/.build/docs}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
scratch="${SHYBAR_BUILD_DIR:-$root/.build}/docs-build"
graphs="$scratch/symbol-graphs"
modules=(ShyBarCore ShyBarGtk)

# The toolchain's docc sits next to its swift (unless DOCC names another one).
docc="${DOCC:-}"
if [ -z "$docc" ]; then
  swift_bin="$(readlink -f "$(command -v swift)")"
  docc="$(dirname "$swift_bin")/docc"
  [ -x "$docc" ] || docc="$(command -v docc || true)"
fi
[ -n "$docc" ] && [ -x "$docc" ] || { echo "build-docs.sh: docc not found next to swift; set DOCC" >&2; exit 1; }
command -v gi-docgen >/dev/null || {
  echo "build-docs.sh: gi-docgen not found: install it (scripts/deps.sh test)" >&2
  exit 1
}

echo "== symbol graphs (swift build --scratch-path $scratch)" >&2
build_graphs() {
  mkdir -p "$graphs/all"
  # The compiler writes a module's graphs whenever it emits the module, so an up-to-date
  # build keeps the graphs of its last emission (the directory is kept between runs).
  swift build --scratch-path "$scratch" --target ShyBarGtk \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs/all" \
    2> >(grep -vE 'warning: prohibited flag' >&2) >&2
}
build_graphs
for m in "${modules[@]}"; do
  if [ ! -s "$graphs/all/$m.symbols.json" ]; then
    # Graphs deleted behind an up-to-date build: build afresh once.
    echo "build-docs.sh: no symbol graph for $m; rebuilding $scratch" >&2
    rm -rf "$scratch"
    build_graphs
    break
  fi
done
for m in "${modules[@]}"; do
  [ -s "$graphs/all/$m.symbols.json" ] || { echo "build-docs.sh: no symbol graph for $m" >&2; exit 1; }
  rm -rf "${graphs:?}/$m"
  mkdir -p "$graphs/$m"
  cp "$graphs/all/$m.symbols.json" "$graphs/$m/"
  for extension in "$graphs/all/$m@"*.symbols.json; do
    [ -e "$extension" ] && cp "$extension" "$graphs/$m/"
  done
done

echo "== documentation coverage" >&2
# Declarations the compiler synthesizes (hashValue, init(rawValue:), protocol default
# implementations) have no source location and are not ours to document.
python3 - "$root" "$graphs/ShyBarCore" "$graphs/ShyBarGtk" <<'PY'
import json, pathlib, sys
root = pathlib.Path(sys.argv[1])
missing = set()
for folder in sys.argv[2:]:
    for path in sorted(pathlib.Path(folder).glob("*.symbols.json")):
        for symbol in json.loads(path.read_text())["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            location = symbol.get("location")
            if not location or symbol.get("docComment", {}).get("lines"):
                continue
            file = location["uri"].removeprefix("file://")
            try:
                file = str(pathlib.Path(file).relative_to(root))
            except ValueError:
                pass
            line = location["position"]["line"] + 1
            name = ".".join(symbol["pathComponents"])
            missing.add(f"{file}:{line}: missing documentation for public {symbol['kind']['displayName'].lower()} {name}")
for entry in sorted(missing):
    print(entry, file=sys.stderr)
print(f"{len(missing)} public declarations without documentation", file=sys.stderr)
sys.exit(1 if missing else 0)
PY

echo "== DocC ($docc)" >&2
mkdir -p "$out/swift"
for m in "${modules[@]}"; do
  catalog=()
  [ -d "$root/Sources/$m/$m.docc" ] && catalog=("$root/Sources/$m/$m.docc")
  strictness=()
  [ "$strict" = 1 ] && strictness=(--warnings-as-errors)
  rm -rf "${out:?}/swift/$m"
  # Static hosting is DocC's default; the flag keeps it so on versions where it is not.
  "$docc" convert "${catalog[@]}" \
    --additional-symbol-graph-dir "$graphs/$m" \
    --output-path "$out/swift/$m" \
    --fallback-display-name "$m" \
    --fallback-bundle-identifier "io.github.shybar.$m" \
    --fallback-default-module-kind "Library" \
    --hosting-base-path "swift/$m" \
    --transform-for-static-hosting \
    "${strictness[@]}" >&2
  [ -f "$out/swift/$m/index.html" ] || { echo "build-docs.sh: DocC wrote no site for $m" >&2; exit 1; }
done

echo "== gi-docgen" >&2
stage="${SHYBAR_LIBRARY_STAGE:-}"
if [ -z "$stage" ] || [ ! -f "$stage/share/gir-1.0/Shy-1.gir" ]; then
  stage="$("$root/scripts/build-library.sh" "$scratch/shybar-1")"
fi
gir="$stage/share/gir-1.0/Shy-1.gir"
if [ "$strict" = 1 ]; then
  gi-docgen check --quiet --fatal-warnings --config "$root/library/shybar.toml" "$gir"
fi
rm -rf "${out:?}/c"
gi-docgen generate --quiet --fatal-warnings \
  --config "$root/library/shybar.toml" --content-dir "$root/library" \
  --output-dir "$out/c" --no-namespace-dir "$gir"

cat > "$out/index.html" <<'HTML'
<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>ShyBar API reference</title></head>
<body>
<h1>ShyBar API reference</h1>
<ul>
  <li><a href="swift/ShyBarCore/documentation/shybarcore/">ShyBarCore</a>: the trackers, in pure Swift (DocC)</li>
  <li><a href="swift/ShyBarGtk/documentation/shybargtk/">ShyBarGtk</a>: the GTK 4 binding and behaviours, in Swift (DocC)</li>
  <li><a href="c/index.html">Shy-1</a>: libshybar-1, ShyHeaderView for C, Python and GObject Introspection (gi-docgen)</li>
</ul>
<p>The DocC pages need a web server: <code>python3 -m http.server -d .build/docs</code>.</p>
</body>
</html>
HTML
echo "$out"
