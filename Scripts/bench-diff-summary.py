#!/usr/bin/env python3
"""Summarises a bench.py results file for `nhs-snapshots diff` (written by Scripts/bench-diff.sh).

For every pair: our whole-process time, the fastest peer's (and which), the ratio, whether the
goal (at most half the fastest peer) is met, the share of other processes' CPU use before our
cell, and the floors of that size (memcmp of the two decoded images; Pillow decoding both PNGs;
process spawn). Usage: bench-diff-summary.py RESULTS.json [ROW]   (ROW defaults to nhs-snapshots)
"""
import json
import sys


def ms(seconds):
    if seconds is None:
        return "–"
    return f"{seconds * 1e3:.2f}" if seconds < 0.01 else f"{seconds * 1e3:.0f}"


def main():
    path = sys.argv[1]
    ours = sys.argv[2] if len(sys.argv) > 2 else "nhs-snapshots"
    data = json.load(open(path))
    floors, spawn = data["floors"], data["spawn"]
    lines = [
        f"| pair | {ours} ms | fastest peer ms | ratio | goal ≤ 0.5 | others' CPU before | "
        "memcmp floor ms | Pillow decode a+b ms |",
        "|---|--:|---|--:|---|--:|--:|--:|",
    ]
    met = total = 0
    for key, row in data["results"].items():
        size = key.split()[0]
        mine = row.get(ours, {})
        # Peers only: the reference count ("exact") and every row of ours are left out.
        peers = [(name, r["whole"]) for name, r in row.items()
                 if name != "exact" and not name.startswith("nhs-snapshots") and isinstance(r, dict) and "whole" in r]
        if "whole" not in mine or not peers:
            continue
        name, best = min(peers, key=lambda p: p[1])
        ratio = mine["whole"] / best
        total += 1
        met += ratio <= 0.5
        floor = floors.get(size, {})
        lines.append(f"| {key} | {ms(mine['whole'])} | {ms(best)} ({name}) | {ratio:.2f} | "
                     f"{'yes' if ratio <= 0.5 else 'no'} | {mine.get('busy_before', 0):.0%} | "
                     f"{ms(floor.get('memcmp'))} | {ms(floor.get('decode2'))} |")
    lines.append("")
    lines.append(f"Goal met on {met} of {total} pairs. Process spawn: "
                 + ", ".join(f"{k} {ms(v)} ms" for k, v in spawn.items()) + ".")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
