"""Benchmark start-up at the table: ``mjscore score`` of one hand against the import floor.

Not a test. The floor is ``python -c "import click, tabulate"``: the two libraries the
command line stands on, which no change to mjscore can make faster. Each round runs the
floor, then ``mjscore score HAND`` (the installed entry point), then ``mjscore --version``,
one after the other; the ratio of a round is the command's wall time over the floor's in
that round, and the figure is the median of the rounds' ratios (paired: the machine's load
changes from second to second). Measure a regular install (``pip install .``: an editable
install looks the package up through its finder at every import, and is slower)::

    python -m venv /tmp/v && /tmp/v/bin/pip install . && \\
        /tmp/v/bin/python benchmarks/bench_startup.py --mjscore /tmp/v/bin/mjscore

With ``--instructions`` each command is also run once under ``valgrind --tool=callgrind``
(when installed), whose instruction counts do not depend on the load.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

HAND = "123m456p789s55z66z+6z"
"""A hand with a yaku (hatsu) that scores in the plain way."""


def timed(command: list[str]) -> float:
    started = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - started


def instructions(command: list[str]) -> int | None:
    """The instructions ``command`` runs, counted by callgrind (None without valgrind)."""
    if shutil.which("valgrind") is None:
        return None
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                           *command], capture_output=True, text=True, check=False)
    found = re.search(r"Collected : (\d+)", done.stderr)
    return int(found[1]) if found else None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mjscore", default=shutil.which("mjscore") or "mjscore",
                        help="the entry point of the install measured")
    parser.add_argument("--python", default=None,
                        help="the interpreter of the floor (by default the entry point's)")
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--instructions", action="store_true",
                        help="also count instructions under callgrind")
    options = parser.parse_args()
    python = options.python or str(Path(options.mjscore).with_name("python"))
    if not os.path.exists(python):
        python = sys.executable
    commands = {"floor": [python, "-c", "import click, tabulate"],
                "score": [options.mjscore, "score", HAND],
                "version": [options.mjscore, "--version"]}
    for command in commands.values():  # (warm the file cache; compile nothing later)
        timed(command)
    times: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(options.rounds):
        for name, command in commands.items():
            times[name].append(timed(command))
    floor = statistics.median(times["floor"])
    print(f"{options.rounds} rounds; floor (import click, tabulate) {floor * 1000:.0f} ms")
    for name in ("score", "version"):
        ratios = [one / other for one, other in zip(times[name], times["floor"], strict=True)]
        print(f"mjscore {name:<8} {statistics.median(times[name]) * 1000:6.0f} ms, "
              f"paired median {statistics.median(ratios):.2f}x the floor")
    if options.instructions:
        counts = {name: instructions(command) for name, command in commands.items()}
        if counts["floor"]:
            for name in ("score", "version"):
                count = counts[name]
                if count:
                    print(f"instructions: {name} {count / 1e6:.0f} M, "
                          f"{count / counts['floor']:.2f}x the floor's "
                          f"{counts['floor'] / 1e6:.0f} M")


if __name__ == "__main__":
    main()
