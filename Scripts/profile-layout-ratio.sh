#!/usr/bin/env bash
# Where does 1,000 rows cost more than 10 times 100? Counts, instead of timing, what LayoutBench
# does for the same 3,000 rows laid out as 30 pages of 100 rows and as 3 pages of 1,000 (the
# start-up is the same in both): instructions executed, and data misses of a simulated 32 KiB L1
# and 512 KiB L2 (one core's of this machine), with valgrind's cachegrind. The counts do not
# depend on the machine's load, so a difference between the two columns is the program's, not
# the neighbours'. Takes about 4 minutes (the two cases run side by side, one core each).
# With LL_KIB set, the last level simulated is that many KiB instead of one core's 512 KiB L2:
# LL_KIB=8192 stands for a share of the 32 MiB L3 that other programs on the machine also use,
# where a long page's data falls out and a short page's does not.
# Adds to Scripts/profile-layout-ratio-results.md, newest first (totals, and the functions whose
# misses grew most), and keeps the per-function counts in Output/profile-layout-ratio/ for cg_annotate.
# Usage: [LL_KIB=N] Scripts/profile-layout-ratio.sh
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "profile-layout-ratio: needs valgrind (apt-get install valgrind)" >&2; exit 1; }
llKiB="${LL_KIB:-512}"
case "$llKiB" in
    ''|*[!0-9]*) echo "profile-layout-ratio: LL_KIB must be a whole number of KiB, a power of two (got '$llKiB')" >&2; exit 2 ;;
esac
if [ "$llKiB" -lt 64 ] || [ $((llKiB & (llKiB - 1))) -ne 0 ]; then
    echo "profile-layout-ratio: LL_KIB must be a power of two of at least 64 (got $llKiB): cachegrind needs a power-of-two number of sets" >&2
    exit 2
fi
# The simulated last level: 8 ways up to 512 KiB (this machine's L2), 16 above (its L3).
llWays=8; [ "$llKiB" -gt 512 ] && llWays=16
swift build -c release --product LayoutBench >&2
out=Output/profile-layout-ratio
mkdir -p "$out"
# valgrind 3.19 cannot read Swift's DWARF 5, so it gets a copy without debug information (the
# symbol table stays); the renderer's resource bundles must sit beside the program.
cp .build/release/LayoutBench "$out/LayoutBench"
strip --strip-debug "$out/LayoutBench"
for bundle in .build/release/*.resources; do ln -sfn "$PWD/$bundle" "$out/"; done
profile() {
    valgrind --tool=cachegrind --cache-sim=yes --I1=32768,8,64 --D1=32768,8,64 --LL="$((llKiB * 1024)),$llWays,64" \
        --cachegrind-out-file="$out/$1.cg" "$out/LayoutBench" --case "$2" --layout-only --runs "$3" \
        >/dev/null 2>"$out/$1.log"
}
# --runs N lays out N + 2 pages (one kept, one warm-up, N timed).
profile short "100 rows" 28 &
profile long "1000 rows" 1 &
wait
summary() { grep -E "I +refs|D1 +misses|LLd misses" "$out/$1.log" | sed -E 's/^==[0-9]+== +/    /'; }
# The functions whose last-level misses grew most from the 100-row pages to the 1,000-row pages (awk, not
# head, keeps the first lines: head closing the pipe early failed the script under pipefail).
cg_diff "$out/short.cg" "$out/long.cg" > "$out/diff.cg" 2>/dev/null
grown() {
    cg_annotate --show="$1" --sort="$1" --threshold=0.5 "$out/diff.cg" 2>/dev/null \
        | grep -E '^ *-?[0-9,]+ +\(' | awk 'NR <= 12' | sed -E 's/^ */    /' | cut -c1-180
}
results=Scripts/profile-layout-ratio-results.md
# The new results go on top; earlier ones stay below them, under the one title.
{
echo "# Layout: what 1,000 rows cost more than 10 times 100, counted"
echo
prefix=""; [ "$llKiB" != 512 ] && prefix="LL_KIB=$llKiB "
echo "command: ${prefix}Scripts/profile-layout-ratio.sh (cachegrind; 3,000 rows each way, start-up included; simulated 32 KiB L1, $llKiB KiB last level)"
echo
echo "3,000 rows as 30 pages of 100:"; echo; summary short; echo
echo "3,000 rows as 3 pages of 1,000:"; echo; summary long; echo
if [ "$llKiB" = 512 ]; then
    echo "LLd: data misses of the simulated 512 KiB L2, served by the shared L3 or by memory."
else
    echo "LLd: data misses of the simulated $llKiB KiB last level, served by memory."
fi
echo
echo "Functions whose last-level read misses grew most (1,000-row pages less 100-row pages):"; echo; grown DLmr; echo
echo "Functions whose last-level write misses grew most:"; echo; grown DLmw; echo
echo "machine: $(nproc) cores, $(uname -m); $(date -u '+%Y-%m-%d %H:%M UTC'); valgrind $(valgrind --version)"
} > "$results.new"
cat "$results.new"
if [ -f "$results" ]; then { echo; tail -n +2 "$results"; } >> "$results.new"; fi
mv "$results.new" "$results"
