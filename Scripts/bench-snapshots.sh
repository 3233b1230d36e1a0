#!/usr/bin/env bash
# Benchmark of the snapshot pipeline (render + PNG encode + write), reported as medians:
#   * ms per snapshot, whole full-matrix wall time at --jobs 1 and --jobs 2;
#   * peak memory (max RSS from /usr/bin/time -v) of the full matrix and of the quick matrix:
#     streaming means the two stay close however many snapshots are made;
#   * the headless-Chromium peer (../shared/peers/chromium, one worker) in the same run, and the ratio.
#
#   Scripts/bench-snapshots.sh            RUNS=5 Scripts/bench-snapshots.sh
#   PEER_DIR=path/to/peers/chromium Scripts/bench-snapshots.sh     SKIP_PEER=1 Scripts/bench-snapshots.sh
#   NHS_SNAPSHOTS_BIN=path/to/nhs-snapshots Scripts/bench-snapshots.sh   (skips the build)
#
# Run it on an otherwise idle machine; it only measures, it never asserts.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
runs="${RUNS:-3}"
peer_dir="${PEER_DIR:-$root/../shared/peers/chromium}"

if [ -z "${NHS_SNAPSHOTS_BIN:-}" ]; then
  swift build -c release --product nhs-snapshots >&2
fi
bin="${NHS_SNAPSHOTS_BIN:-$(swift build -c release --show-bin-path)/nhs-snapshots}"
work="$(mktemp -d "${TMPDIR:-/tmp}/nhs-bench-XXXXXX")"
trap 'rm -rf "$work"' EXIT

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# One timed run: prints "<wall seconds> <max RSS KiB> <cells>".
timed_run() {
  local matrix="$1" jobs="$2"
  local out="$work/out-$matrix-$jobs"
  rm -rf "$out"
  /usr/bin/time -v -o "$work/time.txt" "$bin" render --matrix "$matrix" --jobs "$jobs" --out "$out" \
    >"$work/stdout.txt" 2>"$work/stderr.txt" || { cat "$work/stdout.txt" "$work/stderr.txt" >&2; exit 1; }
  local wall rss cells
  wall="$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s }' "$work/time.txt")"
  rss="$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$work/time.txt")"
  cells="$(sed -n 's/^render: \([0-9]*\) cell(s).*/\1/p' "$work/stdout.txt")"
  echo "$wall $rss $cells"
}

declare -A wall_median rss_median
cells=0
for config in "full 1" "full 2" "quick 1"; do
  set -- $config
  : >"$work/walls" ; : >"$work/rss"
  for _ in $(seq "$runs"); do
    read -r wall rss count < <(timed_run "$1" "$2")
    echo "$wall" >>"$work/walls"; echo "$rss" >>"$work/rss"
    [ "$1" = full ] && cells="$count"
  done
  wall_median["$1-$2"]="$(median <"$work/walls")"
  rss_median["$1-$2"]="$(median <"$work/rss")"
done

ms_per_snapshot() { awk -v w="$1" -v c="$cells" 'BEGIN { printf "%.2f", w * 1000 / c }'; }
echo
echo "nhs-snapshots render --matrix full: $cells snapshots, median of $runs runs"
echo "| jobs | full-matrix wall | ms / snapshot | peak RSS |"
echo "|---|---|---|---|"
for jobs in 1 2; do
  printf "| %s | %.2f s | %s ms | %d MiB |\n" "$jobs" "${wall_median[full-$jobs]}" \
    "$(ms_per_snapshot "${wall_median[full-$jobs]}")" "$(( ${rss_median[full-$jobs]} / 1024 ))"
done
printf "peak RSS, quick matrix (jobs 1): %d MiB; full / quick = %s\n" "$(( ${rss_median[quick-1]} / 1024 ))" \
  "$(awk -v a="${rss_median[full-1]}" -v b="${rss_median[quick-1]}" 'BEGIN { printf "%.2f", a / b }')"

ours="$(ms_per_snapshot "${wall_median[full-1]}")"
if [ -n "${SKIP_PEER:-}" ]; then
  echo "peer: skipped (SKIP_PEER set)"
elif [ -x "$peer_dir/.venv/bin/python" ]; then
  (cd "$peer_dir" && .venv/bin/python bench.py --workers 1 --cold 0 --json "$work/peer.json" >&2)
  peer="$(python3 -c 'import json,sys; print("%.1f" % json.load(open(sys.argv[1]))["warm"][0]["effective_ms"])' "$work/peer.json")"
  echo "headless Chromium peer, 1 worker: $peer ms / snapshot; ours at --jobs 1: $ours ms; ratio" \
    "$(awk -v p="$peer" -v o="$ours" 'BEGIN { printf "%.1f", p / o }')x"
else
  echo "peer: $peer_dir/.venv missing (run its setup.sh); its RESULTS.md gives 146.5 ms / snapshot with one worker," \
    "ratio against ours $(awk -v o="$ours" 'BEGIN { printf "%.1f", 146.5 / o }')x (not measured in this run)"
fi
