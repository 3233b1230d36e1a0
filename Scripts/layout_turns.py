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
the totals; and, from a LayoutBench that reports them, the same for each phase of layout
(`LayoutPhaseClock`: resolve, build, measure, place, finish; "other" is the rest of a page, such
as making the view and freeing the page before), which tells where a long page's extra cost lies.
With --short-rows 1000 --long-rows 10000 both pages are past the processor's L2 cache,
which a 100-row page's working set fits in: the step from 100 to 1,000 rows is then told apart
from growth beyond it.

The processes are replaced by new ones every --restart-every rounds (10 unless told; the round
after is not counted): what a process meets once and keeps, such as where its heap lies in memory
and so which of it shares the caches' sets, moved one pair's ratio against another's by 3-4 %
from one set of processes to the next (2026-12-06), more than any number of rounds of the same
processes averages out. The median ratio of each set is printed with the rest.

With --against OTHER (another LayoutBench build) or --against-env NAME=VALUE (the same build
with that variable set), a second pair of processes takes part in every round, the two pairs in
turns (the order swapping every round): both ratios are printed, and the median of the rounds'
B ratio over A ratio, with its quartiles. Two changes to the program are told apart this way
under the same machine, where two runs a minute apart differ by more than either change.

usage: Scripts/layout_turns.py BENCH [--rounds N] [--short-rows N] [--long-rows N]
                               [--short-pages N] [--long-pages N] [--warm-up N] [--restart-every N]
                               [--against OTHER_BENCH] [--against-env NAME=VALUE]
"""
import argparse
import os
import statistics
import subprocess
import sys


class Side:
    """One LayoutBench process serving pages of `rows` rows."""

    def __init__(self, bench, rows, environment=None):
        self.rows = rows
        self.process = subprocess.Popen([bench, "--turns", str(rows)], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True, bufsize=1, env=environment)
        self.expect("ready")

    def expect(self, word):
        line = self.process.stdout.readline().strip()
        if line != word:
            self.fail(f"expected {word!r}, got {line!r}")

    def fail(self, message):
        sys.exit(f"layout_turns: the {self.rows}-row process: {message} (exit status {self.process.poll()})")

    def turn(self, pages):
        """The thread CPU seconds of laying out `pages` pages, and those of each phase of layout
        (empty from a LayoutBench that does not report them)."""
        self.process.stdin.write(f"{pages}\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline().strip()
        fields = line.split()
        try:
            total = float(fields[0])
            phases = {name: float(value) for name, _, value in (field.partition("=") for field in fields[1:])}
        except (ValueError, IndexError):
            self.fail(f"expected CPU seconds (and name=seconds for each phase), got {line!r}")
        return total, phases

    def close(self):
        self.process.stdin.close()
        if self.process.wait() != 0:
            self.fail("did not end cleanly")


class Pair:
    """A short-page process and a long-page process of one build (and environment), and what
    their rounds measured."""

    def __init__(self, name, bench, arguments, environment=None):
        self.name = name
        self.bench, self.arguments, self.environment = bench, arguments, environment
        self.start()
        self.short_ms, self.long_ms, self.ratios = [], [], []
        # Each phase's ms a page, short and long, by round (phase "other": outside layoutScreen's
        # phases, such as making the view and freeing the last page).
        self.phase_short_ms, self.phase_long_ms = {}, {}
        # The ratios of each set of processes, for the spread between sets.
        self.ratios_by_set = [[]]

    def start(self):
        """Starts the pair's two processes."""
        self.short = Side(self.bench, self.arguments.short_rows, self.environment)
        self.long = Side(self.bench, self.arguments.long_rows, self.environment)

    def restart(self):
        """New processes in place of the pair's two: what a process meets once and keeps (where
        its heap lies in memory, and so which of it shares the caches' sets) differs from one
        process to the next by more than from one round to the next."""
        self.close()
        self.start()
        self.ratios_by_set.append([])

    def round(self, arguments, round_index, counted):
        """One round: the short pages then the long one, or the other way round."""
        if round_index % 2 == 0:
            a = self.short.turn(arguments.short_pages)
            b = self.long.turn(arguments.long_pages)
        else:
            b = self.long.turn(arguments.long_pages)
            a = self.short.turn(arguments.short_pages)
        if not counted:
            return
        (a, a_phases), (b, b_phases) = a, b
        for phases, total, pages, into in ((a_phases, a, arguments.short_pages, self.phase_short_ms),
                                           (b_phases, b, arguments.long_pages, self.phase_long_ms)):
            if phases:
                for name, seconds in list(phases.items()) + [("other", total - sum(phases.values()))]:
                    into.setdefault(name, []).append(seconds / pages * 1000)
        short_page, long_page = a / arguments.short_pages * 1000, b / arguments.long_pages * 1000
        self.short_ms.append(short_page)
        self.long_ms.append(long_page)
        self.ratios.append(long_page / short_page)
        self.ratios_by_set[-1].append(long_page / short_page)

    def close(self):
        self.short.close()
        self.long.close()

    def report(self, short_rows, long_rows, prefix=""):
        quartiles = spread(self.ratios)
        linear = long_rows / short_rows
        print(f"- {prefix}{short_rows} rows: median {statistics.median(self.short_ms):.1f} ms a page "
              f"(rounds from {min(self.short_ms):.1f} to {max(self.short_ms):.1f})")
        print(f"- {prefix}{long_rows} rows: median {statistics.median(self.long_ms):.1f} ms a page "
              f"(rounds from {min(self.long_ms):.1f} to {max(self.long_ms):.1f})")
        print(f"- {prefix}ratio a round ({long_rows:,} rows over {short_rows:,}; {linear:g} is linear): "
              f"median {statistics.median(self.ratios):.2f}, "
              f"quartiles {quartiles[0]:.2f} and {quartiles[2]:.2f}, over {len(self.ratios)} rounds")
        print(f"- {prefix}ratio of the totals: {sum(self.long_ms) / sum(self.short_ms):.2f}")
        sets = [statistics.median(ratios) for ratios in self.ratios_by_set if ratios]
        if len(sets) > 1:
            print(f"- {prefix}median ratio of each set of processes ({len(sets)} sets): "
                  f"from {min(sets):.2f} to {max(sets):.2f}, median {statistics.median(sets):.2f}")
        if self.phase_short_ms and self.phase_long_ms:
            print(f"- {prefix}by phase (median ms a page; ratio a round, long over short, median and quartiles):")
            for name in self.phase_short_ms:
                short, long = self.phase_short_ms[name], self.phase_long_ms.get(name, [])
                ratios = [l / s for s, l in zip(short, long) if s > 0]
                if not ratios:
                    continue
                quartiles = spread(ratios)
                print(f"    {name:8} {statistics.median(short):8.2f} {statistics.median(long):9.2f}   "
                      f"{statistics.median(ratios):6.2f} ({quartiles[0]:.2f}-{quartiles[2]:.2f})")


def spread(values):
    """The quartiles of `values` (all three the one value when there is only one)."""
    return statistics.quantiles(values, n=4) if len(values) > 1 else [values[0]] * 3


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("bench", help="the LayoutBench executable (release build)")
    parser.add_argument("--rounds", type=int, default=60, help="rounds counted (default 60)")
    parser.add_argument("--short-rows", type=int, default=100, help="rows a short page (default 100)")
    parser.add_argument("--long-rows", type=int, default=1000, help="rows a long page (default 1,000)")
    parser.add_argument("--short-pages", type=int, default=10, help="short pages a turn (default 10)")
    parser.add_argument("--long-pages", type=int, default=1, help="long pages a turn (default 1)")
    parser.add_argument("--warm-up", type=int, default=3, help="rounds first, not counted (default 3)")
    parser.add_argument("--restart-every", type=int, default=10, metavar="N",
                        help="new processes after every N rounds counted, then one round not counted "
                             "(default 10; 0: the same processes throughout)")
    parser.add_argument("--against", metavar="OTHER_BENCH",
                        help="a second LayoutBench build (B) measured in the same rounds")
    parser.add_argument("--against-env", metavar="NAME=VALUE", action="append", default=[],
                        help="set for B's processes (B is BENCH itself unless --against is given); repeatable")
    arguments = parser.parse_args()
    counts = (arguments.rounds, arguments.short_rows, arguments.long_rows, arguments.short_pages, arguments.long_pages)
    if min(counts) < 1 or arguments.warm_up < 0 or arguments.restart_every < 0:
        parser.error("--rounds, --short-rows, --long-rows, --short-pages and --long-pages take positive whole numbers, "
                     "--warm-up and --restart-every zero or more")
    for path in [arguments.bench] + ([arguments.against] if arguments.against else []):
        if not (os.path.isfile(path) and os.access(path, os.X_OK)):
            parser.error(f"{path} is not an executable file (build it: swift build -c release --product LayoutBench)")
    b_environment = None
    if arguments.against_env:
        b_environment = dict(os.environ)
        for setting in arguments.against_env:
            name, equals, value = setting.partition("=")
            if not equals or not name:
                parser.error(f"--against-env takes NAME=VALUE, got {setting!r}")
            b_environment[name] = value

    pairs = [Pair("A", arguments.bench, arguments)]
    if arguments.against or b_environment is not None:
        pairs.append(Pair("B", arguments.against or arguments.bench, arguments, b_environment))
    round_index, done, uncounted = 0, 0, arguments.warm_up
    while done < arguments.rounds:
        counted = uncounted == 0
        # With two pairs, which goes first swaps every other round, independently of the
        # short/long order within a pair.
        order = pairs if (round_index // 2) % 2 == 0 else pairs[::-1]
        for pair in order:
            pair.round(arguments, round_index, counted)
        round_index += 1
        if not counted:
            uncounted -= 1
            continue
        done += 1
        if done % 10 == 0 or done == arguments.rounds:
            print(f"layout_turns: {done} of {arguments.rounds} rounds", file=sys.stderr, flush=True)
        if arguments.restart_every and done % arguments.restart_every == 0 and done < arguments.rounds:
            for pair in pairs:
                pair.restart()
            uncounted = 1
    for pair in pairs:
        pair.close()

    if len(pairs) == 1:
        pairs[0].report(arguments.short_rows, arguments.long_rows)
        return
    a, b = pairs
    print(f"A: {arguments.bench}")
    print(f"B: {arguments.against or arguments.bench}" + "".join(f" with {setting}" for setting in arguments.against_env))
    a.report(arguments.short_rows, arguments.long_rows, "A ")
    b.report(arguments.short_rows, arguments.long_rows, "B ")
    relative = [rb / ra for ra, rb in zip(a.ratios, b.ratios)]
    quartiles = spread(relative)
    print(f"- B's ratio over A's, a round: median {statistics.median(relative):.4f}, "
          f"quartiles {quartiles[0]:.4f} and {quartiles[2]:.4f} (below 1: B grows less from short to long pages)")


if __name__ == "__main__":
    main()
