#!/usr/bin/env bash
# Layout benchmark: median thread CPU time of laying out nested stacks (depth 1…16) and long
# stacks of rows (10…2,000), alone and with drawing and PNG encoding (the `fast` preset), at
# 393 pt, 3x, Large text, release build, one thread. Writes the table to
# Scripts/bench-layout-results.md and prints it. Usage: Scripts/bench-layout.sh [runs] (default 5)
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/setup.sh
runs="${1:-5}"
swift build -c release --product LayoutBench >&2
results=Scripts/bench-layout-results.md
temporary="$(mktemp "$results.XXXXXX")"
trap 'rm -f "$temporary"' EXIT
{
    echo "# Layout benchmark"
    echo
    echo "command: Scripts/bench-layout.sh $runs  (median of $runs runs of thread CPU time, after a warm-up)"
    echo "machine: $(nproc) cores, $(uname -m); $(date -u '+%Y-%m-%d %H:%M UTC'); load average $(cut -d' ' -f1-3 /proc/loadavg)"
    echo
    .build/release/LayoutBench --runs "$runs"
} > "$temporary"
mv "$temporary" "$results"
trap - EXIT
cat "$results"
