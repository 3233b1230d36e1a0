#!/usr/bin/env bash
# Our cards beside the official screenshots (issue 20): runs the fidelity test (which renders each
# referenced card at the screenshot's width, Large text, light, and compares it within 5 %), with
# NHS_FIDELITY_OUT set so it also writes each render at 2x; then puts each screenshot (resampled
# to 2 px/pt from its measured scale) beside ours in Output/fidelity/<name>.png, and writes the
# table of frames and text sizes to Output/fidelity/table.md. REFERENCES=DIR picks the screenshots.
set -euo pipefail
cd "$(dirname "$0")/.."
references="${REFERENCES:-../shared/reference-screenshots}"
if [ ! -d "$references" ]; then
  echo "fidelity: no folder $references (set REFERENCES=DIR)" >&2
  exit 2
fi
Scripts/setup.sh
python="$(Scripts/fidelity-venv.sh)"
out="$PWD/Output/fidelity"
mkdir -p "$out/ours"
status=0
NHS_FIDELITY_OUT="$out/ours" swift test --filter FidelityTests || status=$?
"$python" Scripts/Fidelity/side_by_side.py Tests/Fidelity/reference-measurements.json "$references" "$out/ours" "$out"
if [ "$status" -ne 0 ]; then
  echo "fidelity: the fidelity test failed (the pictures show the cards as they are now)" >&2
fi
exit "$status"
