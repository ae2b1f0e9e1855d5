#!/usr/bin/env bash
# Builds ShyBar (release) and starts it; arguments are passed on, e.g. --page sticky.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh build
scripts/build-locale.sh
swift build -c release --product shybar 2> >(grep -vE 'warning: prohibited flag' >&2)
exec .build/release/shybar "$@"
