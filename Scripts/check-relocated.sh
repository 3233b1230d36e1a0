#!/usr/bin/env bash
# Checks that the release install (Scripts/build-release.sh) works once copied out of the checkout,
# with HOME and the working folder elsewhere and no NHS_* variable set:
#   1. `render` of the matrix (MATRIX, default `quick`; MATRIX=full for every cell) from another folder;
#   2. `record` of the golden matrix there gives byte for byte the committed Snapshots/, and
#      `verify` against it passes;
#   3. the program copied without its resource bundle, an unreadable golden folder, and a golden
#      folder holding a changed golden each give the exit status and message they should.
# Prints each step; exits non-zero at the first check that fails. Scripts/test.sh runs it after
# the unit tests, because it needs the release build.
#
#   Scripts/check-relocated.sh            # MATRIX=full Scripts/check-relocated.sh
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
matrix="${MATRIX:-quick}"
program="$(Scripts/build-release.sh nhs-snapshots)"
install="$(dirname "$program")"

work="$(mktemp -d "${TMPDIR:-/tmp}/nhs-relocated.XXXXXX")"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/home" "$work/cwd" "$work/bare"
cp -R "$install" "$work/app"
cp "$install/nhs-snapshots" "$work/bare/"
fail() { echo "check-relocated: FAILED: $*" >&2; exit 1; }
# The relocated program, run from $work/cwd with its own HOME and none of the caller's NHS_* or CI settings.
run() { (cd "$work/cwd" && env -i PATH="$PATH" HOME="$work/home" LANG=C.UTF-8 "$@"); }

echo "check-relocated: install copied to $work/app (from $install)"
start=$(date +%s)
run "$work/app/nhs-snapshots" render --matrix "$matrix" --out "$work/cwd/Output" >"$work/render.log" 2>&1 \
  || { tail -20 "$work/render.log"; fail "render --matrix $matrix"; }
images=$(find "$work/cwd/Output" -name '*.png' -not -name '*.a11y.png' -not -path '*/failures/*' | wc -l)
echo "check-relocated: render --matrix $matrix: $images images in $(( $(date +%s) - start )) s ($(tail -1 "$work/render.log"))"
[ "$images" -gt 0 ] || fail "render wrote no image"

run "$work/app/nhs-snapshots" record --matrix golden >"$work/record.log" 2>&1 || { tail -20 "$work/record.log"; fail "record"; }
differing=0
while IFS= read -r file; do
  cmp -s "$work/cwd/Snapshots/$file" "$root/Snapshots/$file" || { echo "  differs: $file" >&2; differing=$((differing + 1)); }
done < <(cd "$work/cwd/Snapshots" && find . -type f \( -name '*.png' -o -name '*.a11y.txt' \) | sed 's|^\./||' | sort)
recorded=$(cd "$work/cwd/Snapshots" && find . -type f \( -name '*.png' -o -name '*.a11y.txt' \) | wc -l)
committed=$(cd "$root/Snapshots" && find . -type f \( -name '*.png' -o -name '*.a11y.txt' \) | wc -l)
[ "$differing" -eq 0 ] || fail "$differing recorded goldens differ from the committed ones"
[ "$recorded" -eq "$committed" ] || fail "recorded $recorded goldens, the checkout has $committed"
echo "check-relocated: record --matrix golden: $recorded files, byte-identical to the committed Snapshots/"
run "$work/app/nhs-snapshots" verify >"$work/verify.log" 2>&1 || { tail -20 "$work/verify.log"; fail "verify"; }
echo "check-relocated: verify: $(grep '^verify:' "$work/verify.log" | tail -1)"

status=0
run "$work/bare/nhs-snapshots" render --matrix quick >"$work/bare.log" 2>&1 || status=$?
[ "$status" -eq 2 ] || fail "without its resource bundle: exit $status, not 2"
grep -q "missing resource bundle $work/bare/NHSAppSnapshots_Raster.resources" "$work/bare.log" \
  || { cat "$work/bare.log"; fail "without its resource bundle: the message does not name the path"; }
echo "check-relocated: without its resource bundle: exit 2, $(head -1 "$work/bare.log")"

mkdir -p "$work/bad"
echo "not a folder" > "$work/bad/Snapshots"
status=0
(cd "$work/bad" && env -i PATH="$PATH" HOME="$work/home" "$work/app/nhs-snapshots" verify >"$work/bad.log" 2>&1) || status=$?
[ "$status" -eq 2 ] && grep -q "golden folder $work/bad/Snapshots cannot be read" "$work/bad.log" \
  || { cat "$work/bad.log"; fail "unreadable golden folder: exit $status"; }
echo "check-relocated: unreadable golden folder: exit 2, $(head -1 "$work/bad.log")"

changed="$(cd "$work/cwd/Snapshots" && find . -name '*.png' | sort | sed -n 1p)"
cp "$(cd "$work/cwd/Snapshots" && find "$PWD" -name '*.png' | sort | tail -1)" "$work/cwd/Snapshots/$changed"
status=0
run "$work/app/nhs-snapshots" verify >"$work/changed.log" 2>&1 || status=$?
[ "$status" -eq 1 ] || fail "a changed golden: exit $status, not 1"
echo "check-relocated: a changed golden: exit 1 ($(grep '^verify:' "$work/changed.log" | tail -1))"
echo "check-relocated: all checks passed"
