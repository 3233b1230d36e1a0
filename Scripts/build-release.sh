#!/usr/bin/env bash
# Builds the two command-line programs as they are meant to be shipped and prints where they are:
#   nhs-snapshots        every command (render, record, verify, audit, sheet, diff, report)
#   nhs-snapshots-diff   `nhs-snapshots diff` alone, without the font and drawing libraries
# Release, with the Swift runtime and Foundation linked in (--static-swift-stdlib), as a
# position-dependent executable (-no-pie): the loader then has almost no relocations to apply, so
# a process starts in about 3 ms instead of 7.5 (nhs-snapshots-diff on identical files, this
# machine; see README, Benchmarks). The libraries' own code is unchanged.
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
for product in "${products[@]}"; do echo "$bin/$product"; done
