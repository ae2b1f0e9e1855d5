#!/usr/bin/env bash
# Builds the libFuzzer target over trace parsing and the trackers (Sources/ShyBarFuzz,
# compiled with the ShyBarCore sources under AddressSanitizer) and runs it for a bounded time
# over the corpus in fuzz/corpus. New inputs go to a scratch copy, so the committed corpus
# only changes when you copy them back on purpose.
#
#   scripts/fuzz.sh                      # 60 s
#   FUZZ_SECONDS=600 scripts/fuzz.sh     # longer
#
# Ends with one line: `fuzz: N executions, C crashes`. Exit status 1 on any crash; the
# crashing input is kept in fuzz/artifacts/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${FUZZ_SECONDS:-60}"
build="${FUZZ_BUILD_DIR:-/tmp/shybar-fuzz}"
mkdir -p "$build" fuzz/artifacts

binary="$build/shybar-fuzz"
echo "== build $binary"
# ShyBarCore imports nothing, so its files compile directly into one module with the harness.
mapfile -t sources < <(find Sources/ShyBarCore Sources/ShyBarFuzz -name '*.swift' | sort)
swiftc -sanitize=fuzzer,address -parse-as-library -O -swift-version 6 \
  -module-name ShyBarFuzz -module-cache-path "$build/module-cache" \
  "${sources[@]}" -lm -o "$binary" 2> >(grep -v "Cannot export local symbol" >&2)

# Work on a copy so a run never rewrites the committed seed corpus.
work="$build/corpus"
rm -rf "$work"
mkdir -p "$work"
cp fuzz/corpus/* "$work/"

echo "== fuzz for ${seconds}s over $(ls fuzz/corpus | wc -l) seed inputs"
log="$build/fuzz.log"
status=0
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}" "$binary" "$work" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix=fuzz/artifacts/ -print_final_stats=1 >"$log" 2>&1 || status=$?
tail -n 20 "$log"

executions=$(sed -nE 's/^stat::number_of_executed_units: *([0-9]+).*/\1/p' "$log" | awk '{s+=$1} END {print s+0}')
crashes=$(grep -cE '^==[0-9]+==( ERROR| WARNING)|deadly signal|Fatal error|SUMMARY: libFuzzer' "$log" || true)
if [ "$status" -ne 0 ] && [ "$crashes" -eq 0 ]; then crashes=1; fi
echo "fuzz: $executions executions, $crashes crashes"
[ "$crashes" -eq 0 ]
