#!/usr/bin/env python3
"""Is layout linear? The 1,000-row page against the 100-row page, taking turns.

Two LayoutBench processes (`--turns 100` and `--turns 1000`) are started and kept; in each round
one lays out SHORT_PAGES pages of 100 rows, then the other LONG_PAGES pages of 1,000 rows (the
order swaps every round: A B, B A, ...), never both at once. Each answers with the thread CPU
time its pages took. A round lasts about a second, so both sides of a round meet the same
machine: on this shared VM the speed swings by a third from minute to minute, which separate
processes a minute apart (Scripts/bench-layout-ratio.sh) cannot tell from the program. Each
process keeps its own heap and its own texts; they share only the processor's caches, as any
two programs on the machine do.

Prints the CPU time a page of each (median over rounds), the median of the rounds' ratios
(1,000-row page over 100-row page; 10 is linear) with its quartiles, and the ratio of the totals.

usage: Scripts/layout_turns.py BENCH [--rounds N] [--short-pages N] [--long-pages N] [--warm-up N]
"""
import argparse
import statistics
import subprocess
import sys


class Side:
    """One LayoutBench process serving pages of `rows` rows."""

    def __init__(self, bench, rows):
        self.rows = rows
        self.process = subprocess.Popen([bench, "--turns", str(rows)], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True, bufsize=1)
        self.expect("ready")

    def expect(self, word):
        line = self.process.stdout.readline().strip()
        if line != word:
            self.fail(f"expected {word!r}, got {line!r}")

    def fail(self, message):
        sys.exit(f"layout_turns: the {self.rows}-row process: {message} (exit status {self.process.poll()})")

    def turn(self, pages):
        """The thread CPU seconds of laying out `pages` pages."""
        self.process.stdin.write(f"{pages}\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline().strip()
        try:
            return float(line)
        except ValueError:
            self.fail(f"expected CPU seconds, got {line!r}")

    def close(self):
        self.process.stdin.close()
        if self.process.wait() != 0:
            self.fail("did not end cleanly")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("bench", help="the LayoutBench executable (release build)")
    parser.add_argument("--rounds", type=int, default=60, help="rounds counted (default 60)")
    parser.add_argument("--short-pages", type=int, default=10, help="100-row pages a turn (default 10)")
    parser.add_argument("--long-pages", type=int, default=1, help="1,000-row pages a turn (default 1)")
    parser.add_argument("--warm-up", type=int, default=3, help="rounds first, not counted (default 3)")
    arguments = parser.parse_args()
    if min(arguments.rounds, arguments.short_pages, arguments.long_pages) < 1 or arguments.warm_up < 0:
        parser.error("--rounds, --short-pages and --long-pages take positive whole numbers, --warm-up zero or more")

    short, long = Side(arguments.bench, 100), Side(arguments.bench, 1000)
    short_ms, long_ms, ratios = [], [], []
    total = arguments.warm_up + arguments.rounds
    for round_index in range(total):
        if round_index % 2 == 0:
            a = short.turn(arguments.short_pages)
            b = long.turn(arguments.long_pages)
        else:
            b = long.turn(arguments.long_pages)
            a = short.turn(arguments.short_pages)
        if round_index < arguments.warm_up:
            continue
        short_page, long_page = a / arguments.short_pages * 1000, b / arguments.long_pages * 1000
        short_ms.append(short_page)
        long_ms.append(long_page)
        ratios.append(long_page / short_page)
        counted = round_index + 1 - arguments.warm_up
        if counted % 10 == 0 or counted == arguments.rounds:
            print(f"layout_turns: {counted} of {arguments.rounds} rounds", file=sys.stderr, flush=True)
    short.close()
    long.close()

    quartiles = statistics.quantiles(ratios, n=4) if len(ratios) > 1 else [ratios[0]] * 3
    print(f"- 100 rows: median {statistics.median(short_ms):.1f} ms a page "
          f"(rounds from {min(short_ms):.1f} to {max(short_ms):.1f})")
    print(f"- 1000 rows: median {statistics.median(long_ms):.1f} ms a page "
          f"(rounds from {min(long_ms):.1f} to {max(long_ms):.1f})")
    print(f"- ratio a round (1,000 rows over 100; 10 is linear): median {statistics.median(ratios):.2f}, "
          f"quartiles {quartiles[0]:.2f} and {quartiles[2]:.2f}, over {len(ratios)} rounds")
    print(f"- ratio of the totals: {sum(long_ms) / sum(short_ms):.2f}")


if __name__ == "__main__":
    main()
