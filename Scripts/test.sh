#!/usr/bin/env bash
# The whole test suite. Installs what is missing first (Scripts/setup.sh), then runs `swift test`.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/setup.sh
exec swift test "$@"
