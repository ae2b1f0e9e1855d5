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
swift build --build-tests --sanitize=address --scratch-path "$asan_build" 2> >(grep -vE 'warning: prohibited flag' >&2)
asan=ok
ASAN_OPTIONS=detect_leaks=0:halt_on_error=1 SHYBAR_LIFECYCLE_ITERATIONS="${SHYBAR_LIFECYCLE_ITERATIONS:-2000}" \
  swift test --skip-build --sanitize=address --scratch-path "$asan_build" --disable-swift-testing \
  --filter "$filter" 2>&1 | tail -n 4 || asan=failed

echo "== valgrind memcheck over the lifecycle tests"
bundle=$(find .build/debug -maxdepth 1 -name '*PackageTests.xctest' | head -1)
[ -n "$bundle" ] || { echo "no test bundle in .build/debug: run swift build --build-tests first" >&2; exit 2; }
log=$(mktemp)
trap 'rm -f "$log"' EXIT
SHYBAR_LIFECYCLE_ITERATIONS=300 GSK_RENDERER=cairo valgrind --tool=memcheck --leak-check=full \
  --show-leak-kinds=definite --num-callers=40 --error-exitcode=0 \
  "$bundle" ShyBarGtkTests.LifecycleStressTests ShyBarGtkTests.LifetimeTests >"$log" 2>&1 || true
grep -E "Executed [0-9]+ tests" "$log" | tail -1
# One record per "definitely lost" block, up to the blank line that ends its stack.
read -r ours bytes < <(awk '
  /definitely lost in loss record/ { inrec = 1; ourframe = 0; split($0, f, " "); size = f[2]; gsub(",", "", size); next }
  inrec && /ShyBar/ { ourframe = 1 }
  inrec && /^==[0-9]+== *$/ { if (ourframe) { n++; b += size } inrec = 0 }
  END { print n + 0, b + 0 }' "$log")
total=$(grep -c "definitely lost in loss record" "$log" || true)
if [ "$ours" -gt 0 ]; then
  echo "leaks through our code:"
  awk '/definitely lost in loss record/ { inrec = 1; buf = $0 "\n"; ourframe = 0; next }
       inrec { buf = buf $0 "\n"; if (/ShyBar/) ourframe = 1 }
       inrec && /^==[0-9]+== *$/ { if (ourframe) printf "%s", buf; inrec = 0 }' "$log" | head -80
fi
echo "memcheck: $ours leaks from our code ($bytes bytes; $total definitely-lost records in all), asan: $asan"
[ "$ours" -eq 0 ] && [ "$asan" = ok ]
