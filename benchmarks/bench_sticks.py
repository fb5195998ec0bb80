"""Benchmark a sheet whose riichi sticks are never collected: peak memory of N lines of
``riichi A ; draw tenpai A`` played through ``SheetSession`` (issue #26).

Not a test. Every hand leaves one more stick on the table; the ledger counts them per seat,
so each hand's state is one size however many sticks pile up, and the peak grows with the
hands kept (one outcome a hand), not with hands times sticks. Before issue #26 the sticks
were a tuple of owners copied into every state: 16,000 lines took 1.2 GB.

    python benchmarks/bench_sticks.py                   # 1,000, 4,000 and 16,000 lines
    python benchmarks/bench_sticks.py --lines 16000
"""

from __future__ import annotations

import argparse
import time
import tracemalloc

from mjscore.sheet import SheetSession


def run(lines: int) -> tuple[float, float]:
    """Peak traced memory in MB and the seconds taken for ``lines`` hand lines."""
    tracemalloc.start()
    began = time.perf_counter()
    session = SheetSession()
    session.feed("players: A B C D")
    session.feed("rules: tenhou start_points=100000000")
    for _ in range(lines):
        session.feed("riichi A ; draw tenpai A")
    session.close()
    seconds = time.perf_counter() - began
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return peak / 1e6, seconds


def main() -> None:
    parser = argparse.ArgumentParser(prog="bench_sticks.py", description=__doc__.split("\n")[0])
    parser.add_argument("--lines", type=int, nargs="+", default=[1000, 4000, 16000])
    args = parser.parse_args()
    print(f"{'lines':>8}  {'peak MB':>8}  {'KB/line':>8}  {'seconds':>8}")
    for lines in args.lines:
        peak, seconds = run(lines)
        print(f"{lines:>8}  {peak:>8.1f}  {peak * 1000 / lines:>8.2f}  {seconds:>8.1f}")


if __name__ == "__main__":
    main()
