#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer and under ThreadSanitizer, each in its own build
# folder (.build/asan, .build/tsan), niced, one after the other:
#   Scripts/sanitize.sh                 # both
#   SANITIZERS=thread Scripts/sanitize.sh
#   ASAN_FILTER='RasterTests' TSAN_FILTER='ParallelRender' Scripts/sanitize.sh
# AddressSanitizer runs the whole suite by default. ThreadSanitizer runs the tests that use
# several threads by default: parallel rendering with --jobs and its determinism (the shared
# Cairo/Pango engine behind one lock), the parallel work queue, the text-measurement and photo
# caches, scratch buffers, the banded diff engine and folder comparison on several threads,
# the parallel PNG encoder, and concurrent records and reads of goldens.
# Output: Output/sanitize/<sanitizer>.log and a summary in Output/sanitize/summary.txt.
# Exit status: non-zero if any sanitizer reported an error or a test failed.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/setup.sh
out=Output/sanitize
mkdir -p "$out"
sanitizers=(${SANITIZERS:-address thread})
asan_filter="${ASAN_FILTER:-}"
tsan_filter="${TSAN_FILTER:-ParallelRenderTests|ParallelWorkTests|RasterizerDeterminismTests|MeasurementCacheTests|ScratchBuffersTests|TextMeasuringTests|AssetCatalogTests|FastPNGEncoderTests|DiffEngineTests|FolderComparisonTests|ConcurrentRecordTests|CommandRunnerTests}"

# Leak checking is off under AddressSanitizer: what it reports at exit is memory held on purpose
# for the life of the process (the Swift runtime's metadata caches, fontconfig's and Pango's
# font caches, the shared text engine, the bounded scratch-buffer and photo caches), not lost
# memory; the heap errors ASan exists for (overflows, use after free, double free) stay fatal.
export ASAN_OPTIONS="detect_leaks=0:abort_on_error=0:halt_on_error=1"
# ThreadSanitizer: any report makes the run fail (exitcode=66 is TSan's), and the process stops at
# the first so the log shows it. The C libraries (Cairo, Pango, GLib, libpng) are not instrumented,
# so TSan sees only the Swift side of them: the one lock around all Cairo and Pango work is what
# it checks there. Scripts/tsan-suppressions.txt is empty: the run is clean without suppressions
# (2026-12-01); a suppression added later must say there why it is not a race in this project.
export TSAN_OPTIONS="halt_on_error=1:exitcode=66:suppressions=$PWD/Scripts/tsan-suppressions.txt"
summary="$out/summary.txt"
echo "# Scripts/sanitize.sh ${sanitizers[*]}, $(date -u +%Y-%m-%dT%H:%MZ)" >> "$summary"
failed=0
for sanitizer in "${sanitizers[@]}"; do
  case "$sanitizer" in
    address) filter="$asan_filter"; scratch=.build/asan ;;
    thread) filter="$tsan_filter"; scratch=.build/tsan ;;
    *) echo "sanitize: unknown sanitizer $sanitizer (address or thread)" >&2; exit 2 ;;
  esac
  log="$out/$sanitizer.log"
  build=(--sanitize="$sanitizer" --scratch-path "$scratch")
  filters=()
  if [ -n "$filter" ]; then filters=(--filter "$filter"); fi
  start=$(date +%s)
  set +e
  # The suite's own tests that run the built program need it built with the same sanitizer.
  nice -n 10 swift build --build-tests "${build[@]}" > "$log" 2>&1 && \
    SWIFT_BACKTRACE=enable=no nice -n 10 swift test --skip-build "${build[@]}" "${filters[@]}" >> "$log" 2>&1
  status=$?
  set -e
  seconds=$(( $(date +%s) - start ))
  reports=$(grep -c "ERROR: AddressSanitizer\|WARNING: ThreadSanitizer" "$log" || true)
  result=$(grep -E "Test run with [0-9]+ tests" "$log" | tail -1 || true)
  echo "$sanitizer: exit $status, $reports sanitizer report(s), ${seconds} s; ${result:-no test summary} (filter: ${filter:-whole suite})" | tee -a "$summary"
  if [ "$status" -ne 0 ] || [ "$reports" -ne 0 ]; then failed=1; fi
done
exit "$failed"
