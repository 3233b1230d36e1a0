#!/usr/bin/env bash
# Makes (once) the Python venv the fidelity scripts use, with Pillow and numpy from PyPI, in
# Output/fidelity/.venv, and prints its python. Idempotent: when the venv already imports both,
# it only prints the path.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=Output/fidelity/.venv
if [ -x "$venv/bin/python" ] && "$venv/bin/python" -c "import PIL, numpy" 2>/dev/null; then
  echo "$venv/bin/python"
  exit 0
fi
mkdir -p Output/fidelity
python3 -m venv "$venv" >&2
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check "pillow==11.*" "numpy==2.*" >&2
echo "$venv/bin/python"
