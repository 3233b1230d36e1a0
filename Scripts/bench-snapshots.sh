#!/usr/bin/env bash
# Benchmark of the snapshot pipeline (render + PNG encode + write) against the headless-Chromium
# peer, in one run. Reports medians of RUNS runs:
#   * ours: `nhs-snapshots render --matrix full` wall time at --jobs 1 and --jobs 2, ms per
#     snapshot (wall / snapshots), peak memory (max RSS from /usr/bin/time -v) of the full and of
#     of the quick matrix, and of the campaign cards in one scheme and in both (the same pages, twice
#     the snapshots: streaming keeps the two equal); each card's own ms per snapshot (--component,
#     --jobs 1);
#   * the peer (../shared/peers/chromium): `bench.py --workers 1 --cold 3`, its warm ms per
#     snapshot with one worker and its median screenshot call per card, and the ratios peer / ours
#     at one worker each.
#   * the main job's phases (Scripts/bench-main-job.sh: render, render --sheets, sheets alone,
#     the gallery's data, verify; wall and CPU) and the full-matrix gallery in headless Chromium
#     (first paint, load, JS heap, lazy thumbnails); SKIP_MAIN_JOB=1 leaves them out.
# The table goes to standard output and to Scripts/bench-snapshots-results.md, with the command,
# the date, the machine and the load average before and after.
#
#   Scripts/bench-snapshots.sh              RUNS=5 Scripts/bench-snapshots.sh
#   SKIP_PEER=1 Scripts/bench-snapshots.sh  (ours only)       PEER_DIR=path/to/peers/chromium ...
#   NHS_SNAPSHOTS_BIN=path/to/nhs-snapshots Scripts/bench-snapshots.sh   (skips the build)
#   RESULTS=path.md Scripts/bench-snapshots.sh   (where the table goes)
#
# The peer folder is read-only, and its bench writes beside itself, so it is copied to
# Output/bench/chromium/peers/chromium with Output/bench/chromium/shared/photos linked to the real
# photos (its page reads ../../shared/photos), and its setup.sh runs there (apt chromium and
# fonts-inter, a venv with Playwright from PyPI; both skip what is already present).
# Run it on an otherwise idle machine; it only measures, it never asserts.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
runs="${RUNS:-3}"
peer_source="${PEER_DIR:-$root/../shared/peers/chromium}"
results="${RESULTS:-$root/Scripts/bench-snapshots-results.md}"
invocation="$(env | grep -E '^(RUNS|SKIP_PEER|SKIP_MAIN_JOB|PEER_DIR|NHS_SNAPSHOTS_BIN)=' | sort | tr '\n' ' ' | sed "s|$root/||g")Scripts/bench-snapshots.sh"
started="$(date -u '+%Y-%m-%d %H:%M UTC')"
load_before="$(cut -d' ' -f1-3 /proc/loadavg)"

# Built as shipped (Scripts/build-release.sh: release, the Swift runtime linked in, no PIE).
bin="${NHS_SNAPSHOTS_BIN:-$(Scripts/build-release.sh nhs-snapshots)}"
mkdir -p "$root/Output/bench"
work="$(mktemp -d "$root/Output/bench/run-XXXXXX")"
trap 'rm -rf "$work"' EXIT

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# One timed run: prints "<wall seconds> <max RSS KiB> <cells>". Arguments after the first two
# (matrix, jobs) go to `render` as they are (e.g. --component CampaignCard).
timed_run() {
  local matrix="$1" jobs="$2"
  shift 2
  local out="$work/out-$matrix-$jobs"
  rm -rf "$out"
  /usr/bin/time -v -o "$work/time.txt" "$bin" render --matrix "$matrix" --jobs "$jobs" --out "$out" "$@" \
    >"$work/stdout.txt" 2>"$work/stderr.txt" || { cat "$work/stdout.txt" "$work/stderr.txt" >&2; exit 1; }
  local wall rss cells
  wall="$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s }' "$work/time.txt")"
  rss="$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$work/time.txt")"
  cells="$(sed -n 's/^render: \([0-9]*\) cell(s).*/\1/p' "$work/stdout.txt")"
  rm -rf "$out"
  echo "$wall $rss $cells"
}

declare -A wall_median rss_median walls_list
cells=0
for config in "full 1" "full 2" "quick 1"; do
  set -- $config
  : >"$work/walls"; : >"$work/rss"
  for run in $(seq "$runs"); do
    read -r wall rss count < <(timed_run "$1" "$2")
    echo "$wall" >>"$work/walls"; echo "$rss" >>"$work/rss"
    [ "$1" = full ] && cells="$count"
    echo "ours: --matrix $1 --jobs $2, run $run of $runs: $wall s, max RSS $((rss / 1024)) MiB" >&2
  done
  wall_median["$1-$2"]="$(median <"$work/walls")"
  rss_median["$1-$2"]="$(median <"$work/rss")"
  walls_list["$1-$2"]="$(sort -g "$work/walls" | tr '\n' ' ' | sed 's/ $//')"
done
ms_per_snapshot() { awk -v w="$1" -v c="${2:-$cells}" 'BEGIN { printf "%.2f", w * 1000 / c }'; }

# Peak memory against the number of snapshots: the campaign cards in one scheme, then in both
# (the same page sizes, twice the snapshots). The peak depends on the largest pages and the
# bounded caches, not on how many snapshots are made.
: >"$work/rss"
for run in $(seq "$runs"); do
  read -r wall rss half_count < <(timed_run full 1 --component CampaignCard --scheme light)
  echo "$rss" >>"$work/rss"
  echo "ours: --matrix full --jobs 1 --component CampaignCard --scheme light, run $run of $runs: $wall s, max RSS $((rss / 1024)) MiB" >&2
done
rss_half="$(median <"$work/rss")"

# Card by card, to set beside the peer's median screenshot call of the same card: the component's
# whole full-matrix run at --jobs 1 (process start-up included) over its snapshots.
declare -A component_ms
for pair in "CampaignCard campaign" "ProfileCard profile" "CardAction group"; do
  set -- $pair
  : >"$work/walls"; : >"$work/rss_component"
  for run in $(seq "$runs"); do
    read -r wall rss count < <(timed_run full 1 --component "$1")
    echo "$wall" >>"$work/walls"; echo "$rss" >>"$work/rss_component"
    echo "ours: --matrix full --jobs 1 --component $1, run $run of $runs: $wall s for $count snapshots" >&2
  done
  component_ms["$2"]="$(ms_per_snapshot "$(median <"$work/walls")" "$count")"
  if [ "$1" = CampaignCard ]; then rss_campaign="$(median <"$work/rss_component")"; campaign_count="$count"; fi
done
ours_1="$(ms_per_snapshot "${wall_median[full-1]}")"
ours_2="$(ms_per_snapshot "${wall_median[full-2]}")"

peer_line="peer: skipped (SKIP_PEER set)"
peer_ms="" peer_wall="" peer_cold="" peer_version="" peer_count=""
if [ -z "${SKIP_PEER:-}" ]; then
  peer_home="$root/Output/bench/chromium"
  mkdir -p "$peer_home/peers/chromium" "$peer_home/shared"
  cp -R "$peer_source/." "$peer_home/peers/chromium/"
  chmod -R u+w "$peer_home/peers/chromium"
  ln -sfn "$(cd "$peer_source/../../photos" && pwd)" "$peer_home/shared/photos"
  (cd "$peer_home/peers/chromium" && bash setup.sh) >&2
  (cd "$peer_home/peers/chromium" && .venv/bin/python bench.py --workers 1 --cold 3 --json "$work/peer.json") \
    | tee "$work/peer.txt" >&2
  read -r peer_ms peer_wall peer_count peer_cold peer_version peer_campaign peer_profile peer_group < <(python3 - "$work/peer.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
w = r["warm"][0]
calls = w["median_call_ms"]
print("%.1f %.1f %d %.0f %s %.1f %.1f %.1f" % (w["effective_ms"], w["wall_s"], w["snapshots"],
      r.get("cold", {}).get("median_ms", float("nan")), r["chromium"].replace(" ", "_"),
      calls["campaign"], calls["profile"], calls["group"]))
PY
)
  peer_line="measured in this run: ${peer_version//_/ }"
fi
load_after="$(cut -d' ' -f1-3 /proc/loadavg)"
ratio() { awk -v p="$1" -v o="$2" 'BEGIN { printf "%.1f", p / o }'; }

{
  echo "# Snapshot benchmark: nhs-snapshots against headless Chromium"
  echo
  echo "Command: \`$invocation\` (RUNS=$runs), $started, on $(nproc) cores ($(uname -m)),"
  echo "load average (1/5/15 min) $load_before before and $load_after after."
  echo "Ours: \`nhs-snapshots render --matrix full\` ($cells snapshots: every scenario × 7 devices × 12 sizes × 2 schemes),"
  echo "release build, median of $runs runs; ms per snapshot = wall time / snapshots, process start-up included."
  echo "Chromium: the peer's \`bench.py --workers 1 --cold 3\` (504 snapshots: 3 cards × 7 widths × 12 sizes × 2 schemes), $peer_line."
  echo
  echo "| | nhs-snapshots | headless Chromium (1 worker) | Chromium / ours |"
  echo "|---|---:|---:|---:|"
  if [ -n "$peer_ms" ]; then
    echo "| **ms per snapshot, one worker** | **$ours_1 ms** (--jobs 1) | **$peer_ms ms** (warm) | **$(ratio "$peer_ms" "$ours_1")×** |"
    echo "| ms per snapshot, 2 jobs | $ours_2 ms | | $(ratio "$peer_ms" "$ours_2")× |"
    echo "| matrix wall, one worker | ${wall_median[full-1]} s for $cells | $peer_wall s for $peer_count | |"
    echo "| campaign card, one worker | ${component_ms[campaign]} ms (CampaignCard) | $peer_campaign ms (median screenshot call) | $(ratio "$peer_campaign" "${component_ms[campaign]}")× |"
    echo "| profile card, one worker | ${component_ms[profile]} ms (ProfileCard) | $peer_profile ms (median screenshot call) | $(ratio "$peer_profile" "${component_ms[profile]}")× |"
    echo "| card action group, one worker | ${component_ms[group]} ms (CardAction, every scenario) | $peer_group ms (median screenshot call) | $(ratio "$peer_group" "${component_ms[group]}")× |"
    echo "| cold start, one snapshot | | $peer_cold ms (\`chromium --headless --screenshot\`) | |"
  else
    echo "| **ms per snapshot, one worker** | **$ours_1 ms** (--jobs 1) | not measured | |"
    echo "| ms per snapshot, 2 jobs | $ours_2 ms | | |"
    echo "| campaign / profile / card action, one worker | ${component_ms[campaign]} / ${component_ms[profile]} / ${component_ms[group]} ms | | |"
  fi
  echo "| full matrix wall, --jobs 1 | ${wall_median[full-1]} s (runs: ${walls_list[full-1]}) | | |"
  echo "| full matrix wall, --jobs 2 | ${wall_median[full-2]} s (runs: ${walls_list[full-2]}) | | |"
  echo "| peak RSS, full matrix --jobs 1 / --jobs 2 | $(( ${rss_median[full-1]} / 1024 )) / $(( ${rss_median[full-2]} / 1024 )) MiB | | |"
  echo "| peak RSS, campaign cards --jobs 1: $half_count snapshots (light) / $campaign_count (both schemes) | $(( rss_half / 1024 )) / $(( rss_campaign / 1024 )) MiB (ratio $(awk -v a="$rss_campaign" -v b="$rss_half" 'BEGIN { printf "%.2f", a / b }')) | | |"
  echo "| peak RSS, quick matrix --jobs 1 | $(( ${rss_median[quick-1]} / 1024 )) MiB (full / quick = $(awk -v a="${rss_median[full-1]}" -v b="${rss_median[quick-1]}" 'BEGIN { printf "%.2f", a / b }')) | | |"
} | tee "$results"
if [ -z "${SKIP_MAIN_JOB:-}" ]; then
  { echo; echo "## The main job"; echo; NHS_SNAPSHOTS_BIN="$bin" RUNS="$runs" Scripts/bench-main-job.sh; } | tee -a "$results"
fi
echo "written to ${results#"$root/"}" >&2
