#!/usr/bin/env bash
# The main job's phases (Scripts/render.sh after the build), medians of RUNS runs, with the user
# CPU time beside each wall time (the machine is shared: CPU seconds say more than wall when it is
# loaded), then the gallery of the full matrix opened in headless Chromium (Scripts/bench-gallery.py:
# first paint, load, JS heap, images loaded at first).
#   * render:        `render --matrix full` (images and the gallery's thumbnails)
#   * render+sheets: `render --matrix full --sheets` (the main job: sheets drawn from the pixels)
#   * sheets alone:  `sheet --matrix full` (decoding the images written by the run before)
#   * gallery:       writing gallery-data.js, as printed by render
#   * verify:        `verify` (the goldens, with the report and gallery-verify.js)
#
#   Scripts/bench-main-job.sh        RUNS=5 Scripts/bench-main-job.sh
#   NHS_SNAPSHOTS_BIN=path/to/nhs-snapshots Scripts/bench-main-job.sh   (skips the build)
# Writes into Output/bench/main-job (git-ignored); prints a Markdown table. It only measures.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
runs="${RUNS:-3}"
bin="${NHS_SNAPSHOTS_BIN:-$(Scripts/build-release.sh nhs-snapshots)}"
out="$root/Output/bench/main-job"
mkdir -p "$out"
load_before="$(cut -d' ' -f1-3 /proc/loadavg)"
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# timed NAME ARGS...: one run; appends "wall user rss" to $out/NAME.times, keeps stdout in $out/NAME.txt
timed() {
  local name="$1"; shift
  /usr/bin/time -f "%e %U %M" -o "$out/time.txt" "$bin" "$@" --out "$out/run" >"$out/$name.txt" 2>&1 \
    || [ "$name" = verify ] || { cat "$out/$name.txt" >&2; exit 1; }
  cat "$out/time.txt" >>"$out/$name.times"
  echo "main job: $name, $(cat "$out/time.txt" | awk '{ printf "%s s wall, %s s user, %d MiB", $1, $2, $3 / 1024 }')" >&2
}
rm -f "$out"/*.times "$out/gallery.seconds"
for run in $(seq "$runs"); do
  rm -rf "$out/run"
  timed render render --matrix full
  rm -rf "$out/run"
  timed render-sheets render --matrix full --sheets
  sed -n 's/^gallery: data for .* written in \([0-9.]*\) s$/\1/p' "$out/render-sheets.txt" >>"$out/gallery.seconds"
  timed sheets sheet --matrix full
  timed verify verify
done
load_after="$(cut -d' ' -f1-3 /proc/loadavg)"
col() { awk -v c="$2" '{ print $c }' "$out/$1.times" | median; }
row() { echo "| $2 | $(col "$1" 1) s | $(col "$1" 2) s | $(( $(col "$1" 3) / 1024 )) MiB | $(awk '{ printf "%s ", $1 }' "$out/$1.times")|"; }
{
  echo "Main job phases, \`${NHS_SNAPSHOTS_BIN:+NHS_SNAPSHOTS_BIN=… }RUNS=$runs Scripts/bench-main-job.sh\`, $(date -u '+%Y-%m-%d %H:%M UTC'),"
  echo "$(nproc) cores, load average $load_before before and $load_after after; medians of $runs runs."
  echo
  echo "| phase | wall | user CPU | peak RSS | walls |"
  echo "|---|--:|--:|--:|---|"
  row render "render --matrix full (images + gallery thumbnails)"
  row render-sheets "**render --matrix full --sheets (the main job's render)**"
  row sheets "sheet --matrix full (sheets alone, from the files)"
  echo "| gallery-data.js (inside render) | $(median <"$out/gallery.seconds") s | | | |"
  row verify "verify (golden matrix, report, gallery-verify.js)"
} | tee "$out/table.md"
if [ -z "${SKIP_BROWSER:-}" ] && [ -x "$root/.build-browser/venv/bin/python" ]; then
  "$root/.build-browser/venv/bin/python" "$root/Scripts/bench-gallery.py" --output "$out/run" --runs "$runs" | tee -a "$out/table.md"
fi
