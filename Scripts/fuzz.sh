#!/usr/bin/env bash
# Runs every libFuzzer harness under Scripts/Fuzz/ for SECONDS each (default 60), one after another,
# niced, with AddressSanitizer:
#   Scripts/fuzz.sh [SECONDS]            # every harness
#   HARNESSES="FuzzPNG" RUNS=10000000 Scripts/fuzz.sh   # one harness, a number of executions instead
# The harnesses are declared in Package.swift only when NHS_FUZZ=1 and built into .build/fuzz, so
# the normal build and `swift test` never see them. SwiftPM gives every executable its own `main`,
# so instead of `-sanitize=fuzzer` (which links libFuzzer's `main`) the Swift code is built with the
# same instrumentation (`-sanitize=address -sanitize-coverage=edge,inline-8bit-counters,pc-table,
# trace-cmp`), the C shims with `-fsanitize=fuzzer-no-link,address`, and libFuzzer's no-main runtime
# is linked; each harness's main.swift calls LLVMFuzzerRunDriver. Optimised (-c release) with
# -enable-testing, so the harnesses reach internal decoders (the PNG fast path and libpng apart).
# Seeds are generated each run by the FuzzSeeds program (Output/fuzz/seeds); the corpus grows in
# Output/fuzz/corpus/<harness>; crashes land in Output/fuzz/crashes/<harness>/ and fail the script.
# A summary (executions, crashes) goes to Output/fuzz/summary.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/setup.sh
seconds="${1:-60}"
harnesses=(${HARNESSES:-FuzzPNG FuzzJPEG FuzzCompare FuzzReports FuzzArguments})
runtime="$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")/lib/clang"
runtime="$(ls "$runtime"/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a | head -1)"
flags=(-c release --scratch-path .build/fuzz
       -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp
       -Xswiftc -enable-testing -Xcc -fsanitize=fuzzer-no-link,address -Xlinker "$runtime" -Xlinker -lstdc++)
export NHS_FUZZ=1
for product in FuzzSeeds "${harnesses[@]}"; do
  nice -n 10 swift build "${flags[@]}" --product "$product" 2>&1 | grep -vE "prohibited flag|Cannot export local symbol" || true
  test -x ".build/fuzz/release/$product" || { echo "fuzz: building $product failed" >&2; exit 2; }
done
bin=.build/fuzz/release
out=Output/fuzz
rm -rf "$out/seeds"
ASAN_OPTIONS=detect_leaks=0 "$bin/FuzzSeeds" "$out/seeds" >/dev/null
summary="$out/summary.txt"
echo "# Scripts/fuzz.sh ${RUNS:+RUNS=$RUNS }$seconds s, $(date -u +%Y-%m-%dT%H:%MZ)" > "$summary"
failed=0
for harness in "${harnesses[@]}"; do
  mkdir -p "$out/corpus/$harness" "$out/crashes/$harness"
  limit=(-max_total_time="$seconds")
  if [ -n "${RUNS:-}" ]; then limit=(-runs="$RUNS"); fi
  log="$out/$harness.log"
  # Leak detection is off: the harnesses keep nothing, and the Swift runtime's metadata caches
  # show up as leaks at exit. -rss_limit_mb bounds a run (4-megapixel decodes under ASan fit).
  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 nice -n 10 "$bin/$harness" "${limit[@]}" -rss_limit_mb=3072 -max_len=65536 \
    -artifact_prefix="$out/crashes/$harness/" -print_final_stats=1 \
    "$out/corpus/$harness" "$out/seeds/$harness" > "$log" 2>&1 || true
  runs="$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)"
  crashes="$(find "$out/crashes/$harness" -type f | wc -l)"
  echo "$harness: $runs executions, $crashes crash files, corpus $(ls "$out/corpus/$harness" | wc -l)" | tee -a "$summary"
  if [ "$crashes" -gt 0 ]; then failed=1; fi
done
exit "$failed"
