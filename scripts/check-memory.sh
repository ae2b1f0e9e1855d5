#!/usr/bin/env bash
# Memory checks of the GTK binding with real widgets (needs an X display: run it under
# xvfb-run, as scripts/test.sh does):
#  1. the GTK tests built with AddressSanitizer: use after free, overflows, double frees.
#     GTK, GLib and fontconfig keep caches until exit that LeakSanitizer would call leaks,
#     so leak detection is left to step 2;
#  2. valgrind memcheck over the lifecycle tests (attach/detach, destroy orders, closing
#     mid-animation): every "definitely lost" block whose allocation passed through our
#     code (a ShyBar frame in its stack) counts; GTK's own are reported but not counted.
# Ends with `memcheck: N leaks from our code (B bytes), asan: ok|failed`.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -n "${DISPLAY:-}" ] || { echo "check-memory.sh needs an X display (run it under xvfb-run)" >&2; exit 2; }
asan_build="${ASAN_BUILD_DIR:-/tmp/shybar-asan}"
filter='ShyBarGtkTests'

echo "== AddressSanitizer: building the GTK tests in $asan_build"
swift build --build-tests --sanitize=address --scratch-path "$asan_build" 2> >(grep -vE "warning: prohibited flag|Cannot export local symbol" >&2)
asan=ok
ASAN_OPTIONS=detect_leaks=0:halt_on_error=1 SHYBAR_LIFECYCLE_ITERATIONS="${SHYBAR_LIFECYCLE_ITERATIONS:-2000}" \
  swift test --skip-build --sanitize=address --scratch-path "$asan_build" --disable-swift-testing \
  --filter "$filter" 2>&1 | tail -n 4 || asan=failed

echo "== valgrind memcheck over the lifecycle tests"
bundle=$(ls -d .build/debug/*PackageTests.xctest 2>/dev/null | head -1)
[ -n "$bundle" ] || { echo "no test bundle in .build/debug: run swift build --build-tests first" >&2; exit 2; }
log=$(mktemp)
trap 'rm -f "$log"' EXIT
SHYBAR_LIFECYCLE_ITERATIONS=300 GSK_RENDERER=cairo valgrind --tool=memcheck --leak-check=full \
  --show-leak-kinds=definite --num-callers=40 --error-exitcode=0 \
  "$bundle" ShyBarGtkTests.LifecycleStressTests,ShyBarGtkTests.LifetimeTests >"$log" 2>&1 || true
grep -E "Executed [0-9]+ tests" "$log" | tail -1
# A block is ours when the first frame above the allocator (malloc, g_object_new, swift_allocObject …)
# is in one of our modules (tests included): a leak inside GTK that merely started from our
# call (gtk_init's GL probing, say) is GTK's.
classify='
  function allocator(line) {
    return line ~ /: (malloc|calloc|realloc|memalign|posix_memalign|g_malloc0?|g_realloc|g_slice_alloc0?|g_type_create_instance|g_object_new(_valist|_with_properties|_internal)?|swift_slowAlloc|swift_allocObject) / ||
           line ~ /\?\?\? \(in [^)]*libgobject/
  }
  /definitely lost in loss record/ { inrec = 1; decided = 0; ours = 0; buf = $0 "\n"; split($0, f, " "); size = f[2]; gsub(",", "", size); next }
  inrec && /^==[0-9]+== *$/ { if (ours) { n++; b += size; text = text buf } inrec = 0; next }
  inrec { buf = buf $0 "\n" }
  inrec && !decided && /(at|by) 0x/ {
    if (allocator($0)) next
    decided = 1
    ours = ($0 ~ /\$s[0-9]+ShyBar(Gtk|Core|App)(Tests|CoreTests|GtkTests)?[0-9A-Z]/)
  }
  END { printf "%d %d\n", n + 0, b + 0; printf "%s", text > "/dev/stderr" }'
details=$(mktemp)
read -r ours bytes < <(awk "$classify" "$log" 2>"$details")
total=$(grep -c "definitely lost in loss record" "$log" || true)
if [ "$ours" -gt 0 ]; then
  echo "leaks through our code:"
  head -120 "$details"
fi
rm -f "$details"
echo "memcheck: $ours leaks from our code ($bytes bytes; $total definitely-lost records in all), asan: $asan"
[ "$ours" -eq 0 ] && [ "$asan" = ok ]
