#!/usr/bin/env bash
# The main job's phases (Scripts/render.sh after the build), medians of RUNS runs, with the user
# CPU time beside each wall time (the machine is shared: CPU seconds say more than wall when it is
# loaded), then the gallery of the full matrix opened in headless Chromium (Scripts/bench-gallery.py:
# first paint, load, JS heap, images loaded at first).
#   * render:        `render --matrix full` (images and the gallery's thumbnails)
#   * render+sheets: `render --matrix full --sheets` (the main job: sheets drawn from the pixels)
#                    into a new folder, as on a fresh clone
#   * again:         the same over that folder, as when the job is run again: files that did not
#                    change are left as they are (AtomicFileStream), so little is written
#   * sheets alone:  `sheet --matrix full` (decoding the images written by the run before)
#   * gallery:       writing gallery-data.js, as printed by render
#   * verify:        `verify` (the goldens, with the report and gallery-verify.js)
#
#   Scripts/bench-main-job.sh        RUNS=5 Scripts/bench-main-job.sh
#   NHS_SNAPSHOTS_BIN=path/to/nhs-snapshots Scripts/bench-main-job.sh   (skips the build)
# Writes into Output/bench/main-job (git-ignored); prints a Markdown table. It only measures.
# Every render goes to a folder of its own, never to one just emptied (deleting 20,000 files and
# creating as many at once is slow on an ext4 volume without a journal, which scans recently
# deleted inodes on each create), and the disk is synced before each phase, so a phase does not
# wait for the previous one's writes; the folders are removed at the end.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
runs="${RUNS:-3}"
bin="${NHS_SNAPSHOTS_BIN:-$(Scripts/build-release.sh nhs-snapshots)}"
out="$root/Output/bench/main-job"
mkdir -p "$out"
load_before="$(cut -d' ' -f1-3 /proc/loadavg)"
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# timed NAME FOLDER ARGS...: one run into FOLDER; appends "wall user rss" to $out/NAME.times,
# keeps stdout in $out/NAME.txt
timed() {
  local name="$1" folder="$2"; shift 2
  sync
  /usr/bin/time -f "%e %U %M" -o "$out/time.txt" "$bin" "$@" --out "$folder" >"$out/$name.txt" 2>&1 \
    || [ "$name" = verify ] || { cat "$out/$name.txt" >&2; exit 1; }
  cat "$out/time.txt" >>"$out/$name.times"
  echo "main job: $name, $(cat "$out/time.txt" | awk '{ printf "%s s wall, %s s user, %d MiB", $1, $2, $3 / 1024 }')" >&2
}
rm -f "$out"/*.times "$out/gallery.seconds"
rm -rf "$out"/run*
for run in $(seq "$runs"); do
  timed render "$out/run-$run-images" render --matrix full
  timed render-sheets "$out/run-$run" render --matrix full --sheets
  sed -n 's/^gallery: data for .* written in \([0-9.]*\) s$/\1/p' "$out/render-sheets.txt" >>"$out/gallery.seconds"
  timed again "$out/run-$run" render --matrix full --sheets
  timed sheets "$out/run-$run" sheet --matrix full
  timed verify "$out/run-$run" verify
done
last="$out/run-$runs"
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
  row render-sheets "**render --matrix full --sheets (the main job's render), new folder**"
  row again "render --matrix full --sheets again, over its own output"
  row sheets "sheet --matrix full (sheets alone, from the files)"
  echo "| gallery-data.js (inside render) | $(median <"$out/gallery.seconds") s | | | |"
  row verify "verify (golden matrix, report, gallery-verify.js)"
} | tee "$out/table.md"
if [ -z "${SKIP_BROWSER:-}" ] && [ -x "$root/.build-browser/venv/bin/python" ]; then
  "$root/.build-browser/venv/bin/python" "$root/Scripts/bench-gallery.py" --output "$last" --runs "$runs" | tee -a "$out/table.md"
fi
rm -rf "$out"/run*
