#!/usr/bin/env bash
# Snapshot-diff benchmark: whole-process time of `nhs-snapshots diff` on the peer harness's PNG
# pairs, in the same run as the peer tools (numpy, pixelmatch ports, ImageMagick `compare`) and
# the memory-bandwidth floor.
#
# The harness lives read-only in ../shared/peers (beside the package, or NHS_SHARED_DIR). It is
# copied to Output/bench/peers, where its setup.sh installs ImageMagick (apt) and a Python venv
# (PyPI), make_pairs.py draws the pairs, and bench.py times every row.
#
# Usage: Scripts/bench-diff.sh            (sizes 1179x600,3072x2048)
#   BENCH_SIZES=1179x600 BENCH_PEERS=numpy-exact,imagemagick Scripts/bench-diff.sh
#   BENCH_WAIT_IDLE=120  how long bench.py waits for an idle machine before each cell (default 10 s)
#   BENCH_REPEAT=5       whole-process runs per cell, best of them reported (default 5)
# Writes Output/bench/table.md and Output/bench/results.json.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
shared="${NHS_SHARED_DIR:-$root/../shared}"
sizes="${BENCH_SIZES:-1179x600,3072x2048}"
peers="${BENCH_PEERS:-numpy-exact,pixelmatch-fast,pybind11-pixelmatch,imagemagick}"
wait_idle="${BENCH_WAIT_IDLE:-10}"
repeat="${BENCH_REPEAT:-5}"
work="$root/Output/bench"

if [ ! -f "$shared/peers/bench.py" ]; then
  echo "bench-diff: no peer harness at $shared/peers (set NHS_SHARED_DIR)" >&2
  exit 2
fi

# 1. A writable copy of the harness (its venv, pairs and outputs stay between runs). The chromium
#    benchmark inside reads ../../shared/photos, so Output/bench/shared points at the real folder.
mkdir -p "$work/peers"
(cd "$shared/peers" && find . -path ./.venv -prune -o -path ./.peers -prune -o -path ./.build -prune \
  -o -path ./pairs -prune -o -path ./out -prune -o -type f -print) | while read -r file; do
  mkdir -p "$work/peers/$(dirname "$file")"
  install -m 0644 "$shared/peers/$file" "$work/peers/$file"
done
chmod +x "$work/peers/setup.sh"
ln -sfn "$(cd "$shared" && pwd)" "$work/shared"

# 2. Peers (ImageMagick from apt, the rest in a venv), then our release binary.
bash "$work/peers/setup.sh" >&2
Scripts/setup.sh
# Built as they are shipped (Scripts/build-release.sh: the Swift runtime linked in, no PIE).
binaries=()
while read -r line; do binaries+=("$line"); done < <(Scripts/build-release.sh nhs-snapshots nhs-snapshots-diff)
binary="${binaries[0]}"
diff_binary="${binaries[1]}"

# 3. The pairs, drawn once per size.
cd "$work/peers"
missing=""
for size in ${sizes//,/ }; do
  [ -f "pairs/$size/base.png" ] || missing="$missing,$size"
done
if [ -n "$missing" ] || [ ! -f pairs/manifest.json ]; then
  .venv/bin/python make_pairs.py --sizes "$sizes" >&2
fi

# 4. One run: every peer and our CLI on the same pairs. Our stdout ends with
#    "differing pixels: N", which the count regex reads.
command=(.venv/bin/python bench.py --sizes "$sizes" --peers "$peers" --wait-idle "$wait_idle" --proc-repeat "$repeat"
  --cmd "nhs-snapshots=$binary diff {a} {b} --diff-out {out}"
  --cmd "nhs-snapshots-diff=$diff_binary {a} {b} --diff-out {out}"
  --count-regex 'differing pixels: (\d+)'
  --json "$work/results.json" --md "$work/table.md")
echo "command: Scripts/bench-diff.sh  (BENCH_SIZES=$sizes BENCH_PEERS=$peers BENCH_WAIT_IDLE=$wait_idle BENCH_REPEAT=$repeat)"
echo "machine: $(nproc) cores, $(uname -m), load $(cut -d' ' -f1-3 /proc/loadavg); $(date -u +%Y-%m-%d)"
"${command[@]}"

# 5. Our row against the fastest peer, pair by pair.
echo
python3 "$root/Scripts/bench-diff-summary.py" "$work/results.json" | tee "$work/summary.md"
echo
python3 "$root/Scripts/bench-diff-summary.py" "$work/results.json" nhs-snapshots-diff | tee -a "$work/summary.md"

# 6. Byte-identical files, the fast path (nothing decoded): median of 30 whole processes, with
#    `true` for the cost of starting any process.
echo
echo "| byte-identical pair | nhs-snapshots diff | nhs-snapshots-diff | true |" | tee -a "$work/summary.md"
echo "|---|--:|--:|--:|" | tee -a "$work/summary.md"
median_ms() { python3 - "$@" <<'PY'
import subprocess, sys, time
runs = []
for _ in range(30):
    start = time.perf_counter()
    subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    runs.append(time.perf_counter() - start)
runs.sort()
print("%.1f" % (runs[len(runs) // 2] * 1000))
PY
}
for size in ${sizes//,/ }; do
  cp "pairs/$size/base.png" "$work/copy-of-base.png"
  echo "| $size | $(median_ms "$binary" diff "pairs/$size/base.png" "$work/copy-of-base.png") ms |" \
    "$(median_ms "$diff_binary" "pairs/$size/base.png" "$work/copy-of-base.png") ms | $(median_ms true) ms |" | tee -a "$work/summary.md"
done
