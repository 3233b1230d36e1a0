#!/usr/bin/env bash
# The whole test suite. Installs what is missing first (Scripts/setup.sh), then runs `swift test`
# (which includes the consumer-package fixture, built in .build/consumer-fixture), then, when no
# arguments narrow the run, Scripts/check-relocated.sh: the release install copied out of the
# checkout renders, records byte-identical goldens, verifies, and reports bad input with exit 2.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/setup.sh
swift test "$@"
if [ $# -eq 0 ]; then
  Scripts/check-relocated.sh
fi
