#!/usr/bin/env bash
# README's main job: render every catalogue scenario across the full matrix, draw the contact
# sheets (drawn from the pixels while rendering) and the index.html gallery, then verify the
# committed goldens (the gallery's Changes view shows what verify found).
#
#   Scripts/render.sh [render options]     for example: Scripts/render.sh --jobs 2
#
# Installs the system packages first (Scripts/setup.sh) when something is missing, builds
# `nhs-snapshots` in release mode, and prints where the images are. The exit code is verify's
# (0 all goldens match, 1 a difference), or 1 when a cell failed to render.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

# Installs only what is missing (libraries and fonts); quick when everything is there.
Scripts/setup.sh

echo "render: building nhs-snapshots (release, Scripts/build-release.sh)" >&2
bin="$(Scripts/build-release.sh nhs-snapshots)"

status=0
# One pass: every cell's pixels go to its image, its contact sheet and the gallery's thumbnail.
"$bin" render --matrix full --sheets "$@" || status=1
verify_status=0
"$bin" verify || verify_status=$?

out="$root/Output"
echo
echo "images:          $out/<Component>/<scenario>/<device>-<size>-<scheme>.png"
echo "contact sheets:  $out/sheets/"
echo "gallery:         $out/index.html"
if [ "$verify_status" -ne 0 ]; then
  echo "verify failed:   expected/actual/diff images in $out/failures/"
fi

if [ "$verify_status" -ne 0 ]; then exit "$verify_status"; fi
exit "$status"
