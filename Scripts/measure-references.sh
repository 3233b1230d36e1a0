#!/usr/bin/env bash
# Measures the official reference screenshots (../shared/reference-screenshots, or REFERENCES=DIR)
# and writes Tests/Fidelity/reference-measurements.json, which the fidelity test reads. Python
# with Pillow and numpy comes from a venv under Output/fidelity (Scripts/fidelity-venv.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
references="${REFERENCES:-../shared/reference-screenshots}"
if [ ! -d "$references" ]; then
  echo "measure-references: no folder $references (set REFERENCES=DIR)" >&2
  exit 2
fi
python="$(Scripts/fidelity-venv.sh)"
"$python" Scripts/Fidelity/measure_references.py "$references" Tests/Fidelity/reference-measurements.json
