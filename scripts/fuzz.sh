#!/usr/bin/env bash
# Builds the libFuzzer target over trace parsing and the trackers (Sources/ShyBarFuzz,
# compiled with the ShyBarCore sources under AddressSanitizer) and runs it for a bounded time
# over the corpus in fuzz/corpus. New inputs go to a scratch copy, so the committed corpus
# only changes when you copy them back on purpose.
#
# Then the real command: a sample of the corpus the run ended with (every seed and up to
# FUZZ_REPLAY_SAMPLE generated inputs) is piped through the built `shybar replay --behavior B -`
# for each behaviour. It must exit 0 (a good trace), 1 (a bad one, named by its line) or
# 2 (a bad option) — never die of a signal or hang.
#
#   scripts/fuzz.sh                      # 60 s
#   FUZZ_SECONDS=600 scripts/fuzz.sh     # longer
#
# Fails when the fuzzer crashed, printed no statistics, or ran fewer than
# FUZZ_MIN_EXECUTIONS inputs (1000): a run that barely started tests nothing.
# Ends with one line: `fuzz: N executions, C crashes; replay: R runs, F failures`.
# The crashing input is kept in fuzz/artifacts/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${FUZZ_SECONDS:-60}"
min_executions="${FUZZ_MIN_EXECUTIONS:-1000}"
sample="${FUZZ_REPLAY_SAMPLE:-300}"
# The fuzzer, its module cache and the corpus it grows live in a folder of this run's,
# removed at the end (FUZZ_BUILD_DIR: one of your own, kept).
if [ -n "${FUZZ_BUILD_DIR:-}" ]; then
  build=$FUZZ_BUILD_DIR
else
  build=$(mktemp -d)
  trap 'rm -rf "$build"' EXIT
fi
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

crashes=$(grep -cE '^==[0-9]+==( ERROR| WARNING)|deadly signal|Fatal error|SUMMARY: libFuzzer' "$log" || true)
if [ "$status" -ne 0 ] && [ "$crashes" -eq 0 ]; then crashes=1; fi
failed=0
stats=$(grep -cE '^stat::number_of_executed_units:' "$log" || true)
executions=$(sed -nE 's/^stat::number_of_executed_units: *([0-9]+).*/\1/p' "$log" | awk '{s+=$1} END {print s+0}')
if [ "$stats" -eq 0 ]; then
  echo "fuzz: libFuzzer printed no final statistics (exit status $status): the run did not happen as asked" >&2
  failed=1
elif [ "$executions" -lt "$min_executions" ]; then
  echo "fuzz: only $executions executions, fewer than the $min_executions required (FUZZ_MIN_EXECUTIONS)" >&2
  failed=1
fi

# The real `shybar replay`: its own reader (chunked reads, line cutting, UTF-8 decoding, write
# errors), the parser and the replayer, as people run it.
echo "== shybar replay over the corpus"
shybar="${SHYBAR_RELEASE_BIN:-.build/release/shybar}"
if [ -z "${SHYBAR_RELEASE_BIN:-}" ]; then
  # A failed build must fail the run: an older binary left in .build would otherwise be
  # replayed as if it were this source. grep exits 1 when it filtered every line, so only
  # the build's own status counts.
  build_status=0
  swift build -c release --product shybar 2> >(grep -vE 'warning: prohibited flag' >&2) |
    { grep -vE '^\[|^Building|^Build ' || true; } || build_status=$?
  if [ "$build_status" -ne 0 ]; then
    echo "fuzz: swift build -c release --product shybar failed (exit status $build_status)" >&2
    exit 1
  fi
fi
[ -x "$shybar" ] || { echo "fuzz: no shybar binary at $shybar" >&2; exit 1; }
# Every seed, then a fixed-seed random sample of what the fuzzer added (new inputs are named
# by their SHA-1, so "the newest" would not be a fair pick).
inputs="$build/replay-inputs"
{
  find fuzz/corpus -type f | sort
  comm -13 <(ls fuzz/corpus | sort) <(ls "$work" | sort) | sed "s|^|$work/|" |
    shuf -n "$sample" --random-source=<(yes shybar) || true
} >"$inputs"
runs=0
replay_failures=0
replay_err="$build/replay.err"
while IFS= read -r input; do
  for behavior in quick-return background sticky; do
    runs=$((runs + 1))
    code=0
    timeout -k 2 20 "$shybar" replay --behavior "$behavior" - <"$input" >/dev/null 2>"$replay_err" || code=$?
    why=""
    case "$code" in
      0|2) ;;
      1) # A bad trace must be named by its line; the reader's own errors name the input.
         grep -qE '^shybar replay: (standard input: line [0-9]+|cannot (read|write) )' "$replay_err" ||
           why="exit 1 without naming the line: $(head -c 300 "$replay_err")" ;;
      124|137) why="no answer within 20 s" ;;
      *) if [ "$code" -gt 128 ]; then why="killed by signal $((code - 128))"; else why="exit status $code"; fi
         why="$why: $(head -c 300 "$replay_err")" ;;
    esac
    if [ -n "$why" ]; then
      replay_failures=$((replay_failures + 1))
      if [ "$replay_failures" -le 10 ]; then
        cp "$input" "fuzz/artifacts/replay-$behavior-$(basename "$input")"
        echo "shybar replay --behavior $behavior - < $input: $why (input kept in fuzz/artifacts/)" >&2
      fi
    fi
  done
done <"$inputs"
if [ "$runs" -eq 0 ]; then
  echo "fuzz: no input was replayed through shybar replay" >&2
  failed=1
fi

echo "fuzz: $executions executions, $crashes crashes; replay: $runs runs, $replay_failures failures"
[ "$crashes" -eq 0 ] && [ "$failed" -eq 0 ] && [ "$replay_failures" -eq 0 ]
