#!/usr/bin/env bash
# Memory checks of the GTK binding with real widgets (needs an X display: run it under
# xvfb-run, as scripts/test.sh does):
#  1. the GTK tests built with AddressSanitizer: use after free, overflows, double frees.
#     GTK, GLib and fontconfig keep caches until exit that LeakSanitizer would call leaks,
#     so leak detection is left to steps 2 and 3;
#  2. valgrind memcheck over the lifecycle tests (attach/detach, destroy orders, closing
#     mid-animation):
#     - any memory error (invalid read or write, use of uninitialised memory, bad free)
#       fails, wherever it is; scripts/valgrind.supp suppresses the known noise of the
#       libraries under GTK, each entry with the reason it is not ours;
#     - every "definitely lost" block with a frame of ours anywhere in its allocation stack
#       counts (the whole stack is kept: --num-callers=500), after those suppressions;
#  3. a census of live GObjects (scripts/gobject-census.c, preloaded): the lifecycle tests
#     run with SHYBAR_LIFECYCLE_ITERATIONS at 30 and at 300. No type may have more live
#     objects after 300 cycles than after 30 (a per-cycle leak), and no object our code
#     created (directly, or through the gtk_*_new it called) may be alive at exit (each is
#     listed with where it was made): every handle gives its references back.
#     This is what catches a leaked widget or controller: GLib's signal tables keep
#     pointers to every instance with handlers, so memcheck calls such objects "still
#     reachable", never "definitely lost".
# Every test run must execute at least one test and fail none.
# Ends with `memcheck: E errors, N leaks from our code (B bytes); census: …; asan: ok|failed`.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -n "${DISPLAY:-}" ] || { echo "check-memory.sh needs an X display (run it under xvfb-run)" >&2; exit 2; }
# The two instrumented builds are kept in the checkout's build folder, as SwiftPM keeps its
# own: a later run rebuilds only what changed.
asan_build="${ASAN_BUILD_DIR:-$PWD/.build/asan}"
census_build="${CENSUS_BUILD_DIR:-$PWD/.build/census}"
filter='ShyBarGtkTests'
lifecycle='ShyBarGtkTests.LifecycleStressTests,ShyBarGtkTests.LifetimeTests'
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# XCTest's last "Executed N tests, with F failures" line of a log must say N > 0 and F = 0.
# Prints "N F" (empty when there is no such line); returns 1 (with a message) otherwise.
tests_ran() {
  local log=$1 what=$2 line executed failures
  line=$(grep -E "Executed [0-9]+ tests?, with [0-9]+ failures?" "$log" | tail -1 || true)
  executed=$(sed -nE 's/.*Executed ([0-9]+) tests?.*/\1/p' <<<"$line")
  failures=$(sed -nE 's/.*with ([0-9]+) failures?.*/\1/p' <<<"$line")
  if [ -z "$executed" ]; then
    echo "$what: no test summary: the tests did not run to the end" >&2
    return 1
  fi
  echo "$what: $executed tests, $failures failures" >&2
  [ "$executed" -gt 0 ] || { echo "$what: no test ran (filter $3?)" >&2; return 1; }
  [ "$failures" -eq 0 ] || { echo "$what: $failures tests failed" >&2; return 1; }
}

echo "== AddressSanitizer: building the GTK tests in $asan_build"
swift build --build-tests --sanitize=address --scratch-path "$asan_build" 2> >(grep -vE "warning: prohibited flag|Cannot export local symbol" >&2)
asan=ok
asan_log="$scratch/asan.log"
ASAN_OPTIONS=detect_leaks=0:halt_on_error=1 SHYBAR_LIFECYCLE_ITERATIONS="${SHYBAR_LIFECYCLE_ITERATIONS:-2000}" \
  swift test --skip-build --sanitize=address --scratch-path "$asan_build" --disable-swift-testing \
  --filter "$filter" >"$asan_log" 2>&1 || asan=failed
tail -n 4 "$asan_log"
grep -E "^==[0-9]+==ERROR|^SUMMARY: AddressSanitizer" "$asan_log" | head -5 || true
tests_ran "$asan_log" "asan" "$filter" || asan=failed

bundle=$(ls -d .build/debug/*PackageTests.xctest 2>/dev/null | head -1)
[ -n "$bundle" ] || { echo "no test bundle in .build/debug: run swift build --build-tests first" >&2; exit 2; }

echo "== valgrind memcheck over the lifecycle tests"
log="$scratch/memcheck.log"
SHYBAR_LIFECYCLE_ITERATIONS=300 GSK_RENDERER=cairo valgrind --tool=memcheck --leak-check=full \
  --show-leak-kinds=definite --errors-for-leak-kinds=none --num-callers=500 \
  --suppressions=scripts/valgrind.supp --error-exitcode=99 \
  "$bundle" "$lifecycle" >"$log" 2>&1 || true
memcheck_ok=1
tests_ran "$log" "memcheck" "$lifecycle" || memcheck_ok=0
# Memory errors: the ERROR SUMMARY counts every unsuppressed one (leaks are not errors here).
errors=$(sed -nE 's/.*ERROR SUMMARY: ([0-9]+) errors?.*/\1/p' "$log" | tail -1)
if [ -z "$errors" ]; then
  echo "memcheck: no ERROR SUMMARY: valgrind did not finish" >&2
  errors=1
elif [ "$errors" -gt 0 ]; then
  echo "memory errors (not suppressed by scripts/valgrind.supp):"
  awk '/^==[0-9]+== (Invalid|Conditional|Use of uninit|Syscall param|Mismatched|Source and destination|Argument|.*free\(\))/ {p = 1}
       p {print} /^==[0-9]+== *$/ {p = 0}' "$log" | head -150
fi
# Leaks: a definitely-lost block is ours when any frame of its allocation stack is in one of
# our modules (ShyBarCore, ShyBarGtk, ShyBarApp and their tests) or in the C shim's helpers.
classify='
  /definitely lost in loss record/ { inrec = 1; ours = 0; buf = $0 "\n"; split($0, f, " "); size = f[2]; gsub(",", "", size); next }
  inrec && /^==[0-9]+== *$/ { if (ours) { n++; b += size; text = text buf } inrec = 0; next }
  inrec { buf = buf $0 "\n" }
  inrec && /(at|by) 0x/ && /: (\$s[0-9]+ShyBar(Gtk|Core|App)(Tests)?[0-9A-Za-z_]|shy_[a-z_0-9]+ )/ { ours = 1 }
  END { printf "%d %d\n", n + 0, b + 0; printf "%s", text > "/dev/stderr" }'
details="$scratch/leaks.txt"
read -r ours bytes < <(awk "$classify" "$log" 2>"$details")
total=$(grep -c "definitely lost in loss record" "$log" || true)
if [ "$ours" -gt 0 ]; then
  echo "leaks through our code:"
  head -200 "$details"
fi

echo "== GObject census over the lifecycle tests"
mkdir -p "$census_build"
census_lib="$census_build/libgobject-census.so"
cc -shared -fPIC -O1 -Wall -Werror -o "$census_lib" scripts/gobject-census.c $(pkg-config --cflags --libs gobject-2.0) -ldl
census_ok=1
for iterations in 30 300; do
  SHYBAR_LIFECYCLE_ITERATIONS=$iterations GSK_RENDERER=cairo SHYBAR_CENSUS_FILE="$scratch/census-$iterations.txt" \
    LD_PRELOAD="$census_lib" "$bundle" "$lifecycle" >"$scratch/census-$iterations.log" 2>&1 || true
  tests_ran "$scratch/census-$iterations.log" "census, $iterations cycles" "$lifecycle" || census_ok=0
  if ! head -1 "$scratch/census-$iterations.txt" 2>/dev/null | grep -q '^# census' ||
     ! tail -1 "$scratch/census-$iterations.txt" | grep -q '^# end'; then
    echo "census, $iterations cycles: no complete census was written" >&2
    census_ok=0
  fi
done
# Per-cycle leaks: a type with more live objects after 300 cycles than after 30.
census_of() { grep -v '^#' "$scratch/census-$1.txt" 2>/dev/null | awk '{print $1, $2}' | sort; }
growth=$(join -a1 -a2 -e0 -o 0,1.2,2.2 <(census_of 30) <(census_of 300) | awk '$3 > $2 {print "  " $1 ": " $2 " live after 30 cycles, " $3 " after 300"}')
# Objects our code made, alive at exit: where they were made, from the return address.
symbolize() {
  local where
  where=$(addr2line -f -i -e "$bundle" "$1" 2>/dev/null | head -2 | paste -sd ' ' - | swift demangle --simplified 2>/dev/null)
  echo "${where:-$1}"
}
alive=""
while read -r type live mine creator; do
  [ "$mine" -gt 0 ] || continue
  alive+="  $type: $mine of ours alive ($live in all), made at $(symbolize "$creator")"$'\n'
done < <(grep -v '^#' "$scratch/census-300.txt" 2>/dev/null || true)
leaked_types=0
if [ -n "$growth" ]; then
  echo "GObjects that grow with the number of attach/detach cycles (a per-cycle leak):"
  echo "$growth"
  leaked_types=$((leaked_types + $(wc -l <<<"$growth")))
fi
alive_types=0
if [ -n "$alive" ]; then
  echo "GObjects our code created that are still alive when the tests end:"
  printf '%s' "$alive"
  alive_types=$(printf '%s' "$alive" | wc -l)
fi
[ "$leaked_types" -eq 0 ] && [ "$alive_types" -eq 0 ] || census_ok=0

census=ok
[ "$census_ok" -eq 1 ] || census="failed ($leaked_types leaking types, $alive_types types of ours alive at exit)"
echo "memcheck: $errors errors, $ours leaks from our code ($bytes bytes; $total definitely-lost records in all); census: $census; asan: $asan"
[ "$memcheck_ok" -eq 1 ] && [ "$errors" -eq 0 ] && [ "$ours" -eq 0 ] && [ "$census_ok" -eq 1 ] && [ "$asan" = ok ]
