#!/usr/bin/env python3
"""Is layout linear? The 1,000-row page against the 100-row page, taking turns.

Two LayoutBench processes (`--turns SHORT_ROWS` and `--turns LONG_ROWS`, by default 100 and
1,000) are started and kept; in each round one lays out SHORT_PAGES pages of SHORT_ROWS rows, then
the other LONG_PAGES pages of LONG_ROWS rows (the order swaps every round: A B, B A, ...), never
both at once. Each answers with the thread CPU
time its pages took. A round lasts about a second, so both sides of a round meet the same
machine: on this shared VM the speed swings by a third from minute to minute, which separate
processes a minute apart (Scripts/bench-layout-ratio.sh) cannot tell from the program. Each
process keeps its own heap and its own texts; they share only the processor's caches, as any
two programs on the machine do.

Prints the CPU time a page of each (median over rounds), the median of the rounds' ratios
(long page over short page; LONG_ROWS / SHORT_ROWS is linear) with its quartiles, and the ratio of
the totals. With --short-rows 1000 --long-rows 10000 both pages are past the processor's L2 cache,
which a 100-row page's working set fits in: the step from 100 to 1,000 rows is then told apart
from growth beyond it.

usage: Scripts/layout_turns.py BENCH [--rounds N] [--short-rows N] [--long-rows N]
                               [--short-pages N] [--long-pages N] [--warm-up N]
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
    parser.add_argument("--short-rows", type=int, default=100, help="rows a short page (default 100)")
    parser.add_argument("--long-rows", type=int, default=1000, help="rows a long page (default 1,000)")
    parser.add_argument("--short-pages", type=int, default=10, help="short pages a turn (default 10)")
    parser.add_argument("--long-pages", type=int, default=1, help="long pages a turn (default 1)")
    parser.add_argument("--warm-up", type=int, default=3, help="rounds first, not counted (default 3)")
    arguments = parser.parse_args()
    counts = (arguments.rounds, arguments.short_rows, arguments.long_rows, arguments.short_pages, arguments.long_pages)
    if min(counts) < 1 or arguments.warm_up < 0:
        parser.error("--rounds, --short-rows, --long-rows, --short-pages and --long-pages take positive whole numbers, "
                     "--warm-up zero or more")

    short_rows, long_rows = arguments.short_rows, arguments.long_rows
    short, long = Side(arguments.bench, short_rows), Side(arguments.bench, long_rows)
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
    linear = long_rows / short_rows
    print(f"- {short_rows} rows: median {statistics.median(short_ms):.1f} ms a page "
          f"(rounds from {min(short_ms):.1f} to {max(short_ms):.1f})")
    print(f"- {long_rows} rows: median {statistics.median(long_ms):.1f} ms a page "
          f"(rounds from {min(long_ms):.1f} to {max(long_ms):.1f})")
    print(f"- ratio a round ({long_rows:,} rows over {short_rows:,}; {linear:g} is linear): "
          f"median {statistics.median(ratios):.2f}, "
          f"quartiles {quartiles[0]:.2f} and {quartiles[2]:.2f}, over {len(ratios)} rounds")
    print(f"- ratio of the totals: {sum(long_ms) / sum(short_ms):.2f}")


if __name__ == "__main__":
    main()
