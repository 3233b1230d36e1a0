#!/usr/bin/env bash
# Is layout linear? Times laying out the 100-row and the 1,000-row pages of LayoutBench the same
# total number of rows (11,000: 110 pages of 100 rows, 11 of 1,000), in separate processes taken
# in turn, REPEATS times (default 5). Each process's user + system CPU time (from /usr/bin/time),
# less that of a process laying out only 3 pages, is divided by the extra pages: the CPU time a
# page, without start-up. Prints both medians and their ratio (10 is linear) with the load
# average. On a shared machine this is steadier than per-run medians: every process runs for
# seconds, so short and long pages meet the same load. With PAIRED=1 the short and the long
# process of a repeat run at the same time, one on each core: each page then meets the same
# machine (this VM's speed swings by a third from minute to minute), but the two share the L3
# cache, which costs the long pages' larger footprint more. With TURNS=1 the two are kept
# running in two processes that take turns, a second a round, never both at once
# (Scripts/layout_turns.py; the argument is then the number of rounds, default 100): the
# steadiest of the three when the machine's speed changes within a minute. Adds to
# Scripts/bench-layout-ratio-results.md (newest first) and prints it.
# Usage: [PAIRED=1 | TURNS=1] Scripts/bench-layout-ratio.sh [REPEATS | ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product LayoutBench >&2
bench=.build/release/LayoutBench
results=Scripts/bench-layout-ratio-results.md
# Puts the new results (standard input) above the earlier ones, under the file's title.
record() {
    cat > "$results.new"
    cat "$results.new"
    if [ -f "$results" ]; then { echo; tail -n +2 "$results"; } >> "$results.new"; fi
    mv "$results.new" "$results"
}
if [ "${TURNS:-0}" = 1 ]; then
    rounds="${1:-100}"
    turns="$(python3 Scripts/layout_turns.py "$bench" --rounds "$rounds")"
    {
    echo "# Layout: 1,000 rows against 100"
    echo
    echo "command: TURNS=1 Scripts/bench-layout-ratio.sh $rounds  (thread CPU time a page; two processes taking turns, 10 pages of 100 rows then 1 of 1,000 or the other way round, $rounds rounds after 3 not counted)"
    echo
    echo "$turns"
    echo
    echo "machine: $(nproc) cores, $(uname -m); $(date -u '+%Y-%m-%d %H:%M UTC'); load average at the end $(cut -d' ' -f1-3 /proc/loadavg)"
    } | record
    exit 0
fi
repeats="${1:-5}"
cpu() { /usr/bin/time -f "%U %S" "$bench" "$@" 2>&1 >/dev/null | tail -1 | awk '{print $1 + $2}'; }
samples=()
paired="${PAIRED:-0}"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
# Writes the CPU time of a 100-row and a 1,000-row process with the given page counts into
# $scratch/short and $scratch/long: in turn, or (PAIRED=1) at the same time.
both() {
    if [ "$paired" = 1 ]; then
        cpu --case "100 rows" --layout-only --runs "$1" > "$scratch/short" &
        cpu --case "1000 rows" --layout-only --runs "$2" > "$scratch/long"
        wait
    else
        cpu --case "100 rows" --layout-only --runs "$1" > "$scratch/short"
        cpu --case "1000 rows" --layout-only --runs "$2" > "$scratch/long"
    fi
}
for _ in $(seq "$repeats"); do
    both 108 9
    short=$(cat "$scratch/short") long=$(cat "$scratch/long")
    both 1 1
    shortBase=$(cat "$scratch/short") longBase=$(cat "$scratch/long")
    samples+=("$short $shortBase $long $longBase")
done
{
echo "# Layout: 1,000 rows against 100"
echo
mode="in turn"; [ "$paired" = 1 ] && mode="in pairs at the same time (PAIRED=1)"
echo "command: $([ "$paired" = 1 ] && echo 'PAIRED=1 ')Scripts/bench-layout-ratio.sh $repeats  (user + system CPU time a page, over 11,000 rows a process, $mode, medians of $repeats)"
echo
printf '%s\n' "${samples[@]}" | python3 -c '
import statistics, sys
rows = [list(map(float, line.split())) for line in sys.stdin if line.strip()]
short = [(s - s0) / 107 * 1000 for s, s0, _, _ in rows]
long = [(l - l0) / 8 * 1000 for _, _, l, l0 in rows]
print("- 100 rows: " + ", ".join("%.1f" % v for v in short) + " ms a page; median %.1f ms" % statistics.median(short))
print("- 1000 rows: " + ", ".join("%.1f" % v for v in long) + " ms a page; median %.1f ms" % statistics.median(long))
print("- ratio of the medians: %.2f (10 is linear)" % (statistics.median(long) / statistics.median(short)))
'
echo
echo "machine: $(nproc) cores, $(uname -m); $(date -u '+%Y-%m-%d %H:%M UTC'); load average at the end $(cut -d' ' -f1-3 /proc/loadavg)"
} | record
