#!/usr/bin/env bash
# Proves that the end-to-end checks can fail. Each fault below is a deliberate bug a person
# would see (a header that comes back only part of the way, a header behind the content,
# content that creeps under resting fingers, a header left half-shown, a header that never
# hides). For each one this script copies the sources to a temporary folder, puts the fault
# in, builds the copy in the Debian 13 root (scripts/debian13.sh: GTK 4.18, sway, mutter), runs
# the checks named for that fault and reports which of them caught it (failed). It exits 1
# when a named check passed a faulty build, or when a check fails on the copy without a fault
# (--baseline).
#
# Not part of scripts/test.sh: a fault takes a build and several minutes of real input.
#
# Usage: scripts/fault-check.sh [--baseline] [--keep] [FAULT…]     (default: every fault)
#        scripts/fault-check.sh --list
#   --baseline  first run every named check on the copy without a fault: they must pass
#   --keep      keep the copy (and its logs) instead of removing it at the end
# Needs root (the Debian 13 root is entered with chroot), like scripts/test-debian13.sh.
set -euo pipefail
[ "$(id -u)" -eq 0 ] || exec sudo "$0" "$@"
cd "$(dirname "$0")/.."
checkout=$PWD

# One fault per entry: name, what a person sees, the file, the Perl substitution (applied to
# the whole file; it must change it), and the checks that must catch it, separated by spaces:
# each an XCTest filter, optionally with variables that narrow what it runs
# (VAR=value,…@filter) to keep a fault's run short.
faults=(
  "reveal-short|after a reveal the quick-return header comes back to 60 of its 90 px|Sources/ShyBarGtk/Behaviors/QuickReturnBehavior.swift|s/(\n    private var appliedBackground: Bool\?)/\$1\n    private var faultWasHidden = false/; s/attachment\.placement\?\.setY\(frame\.headerY, for: header\)/if frame.headerY <= -headerHeight + 0.5 { faultWasHidden = true }\n        attachment.placement?.setY(faultWasHidden \&\& frame.headerY > -30 ? -30 : frame.headerY, for: header)/|EndToEndTests.ShybarWindowTests/testWheelUpRevealsTheHeaderFullyWithinASecond SHYBAR_MATRIX_ONLY=quick-return@EndToEndTests.WaylandInputMatrixTests/testInputMatrix EndToEndTests.LibraryExampleTests/testCListExampleFollows"
  "behind-2px|while the quick-return header rides on the content it is drawn 2 px behind it|Sources/ShyBarGtk/Behaviors/QuickReturnBehavior.swift|s/attachment\.placement\?\.setY\(frame\.headerY, for: header\)/attachment.placement?.setY(frame.headerY < -0.5 \&\& frame.headerY > -headerHeight + 0.5 ? frame.headerY + 2 : frame.headerY, for: header)/|EndToEndTests.FrameStepTests/testQuickReturnEveryFrameInStep\$ EndToEndTests.GnomeFrameStepTests SHYBAR_MATRIX_ONLY=quick-return@EndToEndTests.WaylandInputMatrixTests/testInputMatrix EndToEndTests.WaylandScaleTests/testQuickReturn"
  "resting-creep|300 ms after the last finger-scroll event the content moves 10 px back under the resting fingers|Sources/ShyBarGtk/Input/ScrollObserver.swift|s/(\n    private var pendingEnd: Timeout\?)/\$1\n    private var faultCreep: Timeout?/; s/(        personActed\(\.smooth\)\n)/\$1        faultCreep?.cancel()\n        faultCreep = Timeout(milliseconds: 300) { [weak self] in\n            guard let self, self.touchpadActive else { return }\n            self.adjustment.value -= 10\n        }\n/|SHYBAR_REPEATS=5@EndToEndTests.WaylandRestingFingerTests/testFingersResting"
  "half-shown|a partly shown quick-return header never settles: it rests half-shown|Sources/ShyBarCore/QuickReturnMachine.swift|s/(    private mutating func snap\(velocity: Double\?\) \{\n)/\$1        if velocity != .infinity { return }\n/|EndToEndTests.ShybarWindowTests/testWheelDownHidesTheHeader SHYBAR_MATRIX_ONLY=quick-return@EndToEndTests.WaylandInputMatrixTests/testInputMatrix EndToEndTests.GnomeTouchMatrixTests EndToEndTests.FrameStepTests/testQuickReturnEveryFrameInStep\$ EndToEndTests.GnomeFrameStepTests"
  "never-hides|the quick-return header never hides|Sources/ShyBarGtk/Behaviors/QuickReturnBehavior.swift|s/attachment\.placement\?\.setY\(frame\.headerY, for: header\)/attachment.placement?.setY(0, for: header)/|EndToEndTests.ShybarWindowTests/testLongWheelScrollDownKeepsTheHeaderHidden SHYBAR_MATRIX_ONLY=quick-return@EndToEndTests.WaylandInputMatrixTests/testInputMatrix EndToEndTests.LibraryExampleTests/testCListExampleFollows EndToEndTests.FrameStepTests/testQuickReturnEveryFrameInStep\$"
)

field() { cut -d'|' -f"$2" <<<"$1"; }

if [ "${1:-}" = --list ]; then
  for f in "${faults[@]}"; do printf '%-14s %s\n  in %s, caught by: %s\n' "$(field "$f" 1)" "$(field "$f" 2)" "$(field "$f" 3)" "$(field "$f" 5)"; done
  exit 0
fi
baseline=false keep=false
while [ $# -gt 0 ]; do
  case "$1" in
    --baseline) baseline=true; shift ;;
    --keep) keep=true; shift ;;
    -*) echo "fault-check.sh: unknown option '$1' (usage: fault-check.sh [--baseline] [--keep] [--list] [FAULT…])" >&2; exit 2 ;;
    *) break ;;
  esac
done
chosen=()
for name in "$@"; do
  found=""
  for f in "${faults[@]}"; do [ "$(field "$f" 1)" = "$name" ] && found=$f; done
  [ -n "$found" ] || { echo "fault-check.sh: no fault named '$name' (scripts/fault-check.sh --list)" >&2; exit 2; }
  chosen+=("$found")
done
[ ${#chosen[@]} -gt 0 ] || chosen=("${faults[@]}")

# The copy: every tracked file as it is in the working tree (uncommitted changes included).
copy=$(mktemp -d /tmp/shybar-faults.XXXXXX)
finish() {
  if $keep; then echo "fault-check: the copy and its logs stay in $copy"; else rm -rf "$copy"; fi
}
trap finish EXIT
git ls-files -z | tar --null -T - -cf - | tar -C "$copy" -xf -
cd "$copy"
run() { scripts/debian13.sh run "$@"; }
scratch=$copy/.build-debian13

build() {
  local log=$copy/build.log
  if ! run swift build --scratch-path "$scratch" --build-tests >"$log" 2>&1; then
    grep -E 'error:' "$log" | head -5 >&2
    echo "fault-check: the build failed ($log)" >&2
    return 1
  fi
  stage=$(run env SHYBAR_BUILD_DIR="$scratch" scripts/build-library.sh 2>>"$log" | tail -1)
}

# Runs one check (VARS@filter or filter); prints "name passed|failed" per test case run.
check() {
  local spec=$1 vars="" filter=$1 log
  if [[ $spec == *@* ]]; then vars=${spec%@*}; filter=${spec#*@}; fi
  log=$(mktemp -p "$copy" check.XXXXXX)
  local -a env_args=(SHYBAR_BUILD_DIR="$scratch" SHYBAR_LIBRARY_STAGE="$stage")
  if [ -n "$vars" ]; then
    local -a extra
    IFS=, read -r -a extra <<<"$vars"
    env_args+=("${extra[@]}")
  fi
  run env "${env_args[@]}" scripts/run-tests.sh --compositors --filter "$filter" >"$log" 2>&1 || true
  local cases
  cases=$(sed -nE "s/^Test Case '([^']+)' (passed|failed).*/\1 \2/p" "$log")
  if [ -z "$cases" ]; then echo "$filter did-not-run"; else echo "$cases"; fi
}

status=0
declare -a report=()
if $baseline; then
  echo "== baseline: the named checks on the copy without a fault"
  build
  for f in "${chosen[@]}"; do
    for spec in $(field "$f" 5); do
      while read -r name outcome; do
        echo "  $name: $outcome"
        [ "$outcome" = passed ] || { status=1; report+=("baseline: $name $outcome without a fault"); }
      done < <(check "$spec")
    done
  done
fi

for f in "${chosen[@]}"; do
  name=$(field "$f" 1) file=$(field "$f" 3) perl=$(field "$f" 4)
  echo "== fault $name: $(field "$f" 2)"
  cp "$checkout/$file" "$file"
  perl -0pi -e "$perl" "$file"
  if cmp -s "$checkout/$file" "$file"; then
    echo "fault-check: the fault '$name' no longer applies to $file (the code it changes moved): update this script" >&2
    status=1; report+=("$name: did not apply"); continue
  fi
  if ! build; then status=1; report+=("$name: the faulty copy did not build"); cp "$checkout/$file" "$file"; continue; fi
  caught=() missed=()
  for spec in $(field "$f" 5); do
    while read -r test outcome; do
      echo "  $test: $outcome"
      case "$outcome" in
        failed) caught+=("$test") ;;
        *) missed+=("$test ($outcome)") ;;
      esac
    done < <(check "$spec")
  done
  line="$name: caught by ${caught[*]:-nothing}"
  [ ${#missed[@]} -eq 0 ] || line+="; MISSED by ${missed[*]}"
  report+=("$line")
  [ ${#missed[@]} -eq 0 ] || status=1
  cp "$checkout/$file" "$file"
done

echo "== faults and the checks that caught them"
printf '  %s\n' "${report[@]}"
exit "$status"
