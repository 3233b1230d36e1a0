#!/usr/bin/env bash
# Raster benchmark: median time to draw a 393 × 300 pt display list at 3x (1179 × 900 px) and to
# draw + encode it, and the encode-only / decode-only time of the same pixels with libpng and
# libspng. Usage: Scripts/bench-raster.sh [runs]   (default 51 runs; a release build)
# With CORPUS=DIR (a folder of rendered PNGs, e.g. from `nhs-snapshots render --size L,AX5 --out DIR`)
# it instead times every PNG encoder setting over those images (thread CPU time per image, MB/s,
# total size against the goldens' `compact` settings), checking that libpng and libspng decode
# each file to the same pixels.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/setup.sh
runs="${1:-51}"
swift build -c release --product RasterBench >&2
command=(.build/release/RasterBench --runs "$runs")
if [ -n "${CORPUS:-}" ]; then command+=(--corpus "$CORPUS"); fi
echo "command: ${CORPUS:+CORPUS=$CORPUS }Scripts/bench-raster.sh $runs  (runs: ${command[*]})"
echo "machine: $(nproc) cores, $(uname -m); $(date -u +%Y-%m-%d)"
"${command[@]}"
