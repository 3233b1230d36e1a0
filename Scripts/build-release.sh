#!/usr/bin/env bash
# Builds the two command-line programs as they are meant to be shipped, installs them with their
# resource bundles in one relocatable folder, and prints each program's path there, one a line:
#   nhs-snapshots        every command (render, record, verify, audit, sheet, diff, report)
#   nhs-snapshots-diff   `nhs-snapshots diff` alone, without the font and drawing libraries
# Release, with the Swift runtime and Foundation linked in (--static-swift-stdlib), as a
# position-dependent executable (-no-pie): the loader then has almost no relocations to apply, so
# a process starts in about 3 ms instead of 7.5 (nhs-snapshots-diff on identical files, this
# machine; see README, Benchmarks). The libraries' own code is unchanged.
#
# The install folder, .build/install/, holds the programs and the `<Package>_<Target>.resources`
# folders they read at run time (fonts.conf, the photographs): copy the whole folder anywhere and
# the programs still work; they need only the Debian packages Scripts/setup.sh installs.
#
#   Scripts/build-release.sh                 # both programs
#   Scripts/build-release.sh nhs-snapshots   # one of them
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/setup.sh >&2
flags=(-c release --static-swift-stdlib -Xswiftc -Xclang-linker -Xswiftc -no-pie)
products=("$@")
[ ${#products[@]} -gt 0 ] || products=(nhs-snapshots nhs-snapshots-diff)
for product in "${products[@]}"; do
  swift build "${flags[@]}" --product "$product" >&2
done
bin="$(swift build "${flags[@]}" --show-bin-path)"
install="$PWD/.build/install"
mkdir -p "$install"
# Each file or folder is copied beside its final name, then renamed over it.
place() {
  local source="$1" name
  name="$(basename "$source")"
  rm -rf "$install/.$name.tmp"
  cp -R "$source" "$install/.$name.tmp"
  rm -rf "$install/$name"
  mv "$install/.$name.tmp" "$install/$name"
}
for bundle in "$bin"/*.resources; do
  [ -d "$bundle" ] && place "$bundle"
done
for product in "${products[@]}"; do place "$bin/$product"; done
for product in "${products[@]}"; do echo "$install/$product"; done
