"""Benchmark long sheets through ``mjscore game`` (issue #29, R10): the time of one long game,
and the peak memory over many games.

Not a test. Each run is a real ``mjscore game SHEET --json`` (output to /dev/null) in a
process of its own, watched by a small parent that reads its CPU time and peak resident
memory (``getrusage`` of that one child). Before issue #29 a 100,000-line game took 233 s
(each line copied every hand before it) and 100,000 games 227 MB (the command kept every
game's lines and result).

    python benchmarks/bench_long_games.py                  # a 100,000-line game; 1,000 and
                                                           # 100,000 games
    python benchmarks/bench_long_games.py --lines 20000 --games 1000 10000
    python benchmarks/bench_long_games.py --lines --games 1000 100000 --views json csv text

The long game is written two ways: ``plain`` lines (a ron, a draw, a tsumo, no hand to
score) and ``scored`` lines (the hand lines of ``examples/game.txt`` over and over: hands
scored, dora, scores written after ``=``, which then disagree). The games are a players
line and one ron each.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

WATCH = """
import json, resource, subprocess, sys, time
began = time.perf_counter()
with open(sys.argv[1], "rb") as stream:
    done = subprocess.run([sys.executable, "-m", "mjscore", *sys.argv[2:]], stdin=stream,
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=False)
wall = time.perf_counter() - began
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print(json.dumps({"wall": wall, "cpu": usage.ru_utime + usage.ru_stime,
                  "peak": usage.ru_maxrss / 1024, "status": done.returncode,
                  "stderr": done.stderr.decode(errors="replace")[-500:]}))
"""
"""Runs one command and prints its wall and CPU seconds and its peak memory (MB, Linux)."""

PLAIN = ("E1 ron Chie from Ben 1000", "E1 draw tenpai Aki", "E1 tsumo Aki 500 all")
"""Lines that keep a game going (Aki deals on) without a hand to score."""

GAME = "players: Aki Ben Chie Dai\nE1 ron Chie from Ben 1000\n"


def scored_lines() -> list[str]:
    """The hand lines of the example sheet (each with a hand to score)."""
    text = (ROOT / "examples" / "game.txt").read_text(encoding="utf-8")
    return [line for line in text.splitlines()
            if line[:1] in "ESWN南東" and not line.startswith(("E ", "S "))]


def long_game(lines: int, shape: str) -> str:
    hands = PLAIN if shape == "plain" else scored_lines()
    head = "players: Aki Ben Chie Dai\nrules: classic start_points=100000000\n"
    return head + "".join(hands[index % len(hands)] + "\n" for index in range(lines))


VIEWS = {"json": ["--json"], "csv": ["--csv"], "text": []}
"""The options of each view of ``mjscore game``."""


def watch(sheet: str, directory: Path, view: str = "json") -> dict[str, float]:
    """The figures of ``mjscore game`` over ``sheet``, in ``view``."""
    path = directory / "sheet.txt"
    path.write_text(sheet, encoding="utf-8")
    result = subprocess.run([sys.executable, "-c", WATCH, str(path), "game", str(path),
                             *VIEWS[view]], capture_output=True, text=True, check=True,
                            cwd=ROOT)
    figures: dict[str, float] = json.loads(result.stdout)
    if figures["status"] not in (0, 1):
        raise SystemExit(f"mjscore game failed: {figures['stderr']}")
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(prog="bench_long_games.py",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--lines", type=int, nargs="*", default=[100_000],
                        help="hand lines of the long game (each size once per shape)")
    parser.add_argument("--shapes", nargs="*", default=["plain", "scored"],
                        choices=["plain", "scored"])
    parser.add_argument("--games", type=int, nargs="*", default=[1_000, 100_000],
                        help="games of the many-games sheet")
    parser.add_argument("--views", nargs="*", default=["json"], choices=list(VIEWS),
                        help="the views of mjscore game to run (json: --json)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as name:
        directory = Path(name)
        if args.lines:
            print(f"{'one game':<10} {'view':<5} {'lines':>8}  {'wall s':>7}  {'CPU s':>7}  "
                  f"{'µs/line':>8}  {'peak MB':>8}")
        for lines in args.lines:
            for shape in args.shapes:
                for view in args.views:
                    got = watch(long_game(lines, shape), directory, view)
                    print(f"{shape:<10} {view:<5} {lines:>8,}  {got['wall']:>7.1f}  "
                          f"{got['cpu']:>7.1f}  {got['cpu'] * 1e6 / lines:>8.0f}  "
                          f"{got['peak']:>8.1f}")
        if args.games:
            print(f"\n{'view':<5} {'games':>8}  {'wall s':>7}  {'CPU s':>7}  {'peak MB':>8}")
        for games in args.games:
            for view in args.views:
                got = watch(GAME * games, directory, view)
                print(f"{view:<5} {games:>8,}  {got['wall']:>7.1f}  {got['cpu']:>7.1f}  "
                      f"{got['peak']:>8.1f}")


if __name__ == "__main__":
    main()
