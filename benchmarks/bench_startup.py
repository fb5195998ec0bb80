"""Time ``mjscore score`` of one hand against ``python -c "import click, tabulate"``.

Not a test. The start-up a player waits for at the table is the whole process: the
interpreter, click and tabulate (which every run of ``mjscore score`` needs, and which are
the floor here), mjscore's own modules and the scoring of the hand. The target is ``mjscore
score`` within 1.3 times the floor.

It is measured on a regular install, the way users run it: ``pip install .`` into a venv of
its own and its ``mjscore`` entry point (an editable install finds its modules through a
finder of its own, which is slower). By default the benchmark makes that venv in a
temporary directory and installs this checkout into it (click and tabulate come from the
package index pip is set up with); ``--venv DIR`` keeps it at DIR (made when missing, the
checkout reinstalled each run), ``--no-install`` times what DIR holds as it is.

The two commands run in turn, ``--runs`` times each (20 by default) after one warm-up run
of each (which writes the byte-code caches), from an empty directory (so that no checkout
on the path is imported instead). Run i of one is paired with run i of the other: the
ratio printed is the median of the paired ratios, which a slow spell of the machine moves
less than a ratio of medians. Wall time is the figure users see; the CPU time of each child
(``os.wait4``), which other load on the machine inflates less, is printed beside it.
``mjscore --version`` (the group loaded, no command run, no tabulate) is printed too.

    python benchmarks/bench_startup.py                     # a fresh venv in a temp dir
    python benchmarks/bench_startup.py --venv /tmp/venv-reg --runs 40
    python benchmarks/bench_startup.py --venv /tmp/venv-reg --no-install
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

HAND = ["234m567p8s+8s [4-56s] [777z]", "--tsumo", "--seat", "S", "--dora", "3m"]
"""The hand of the README's first example, scored with its options."""

TARGET = 1.3
"""``mjscore score`` of one hand within this many times the floor (issue #31)."""


def bin_dir(venv: Path) -> Path:
    """Where a venv keeps its interpreter and entry points."""
    return venv / ("Scripts" if os.name == "nt" else "bin")


def install(venv: Path) -> None:
    """Make ``venv`` when missing and install this checkout into it (not editable)."""
    if not (bin_dir(venv) / "python").exists():
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    pip = [str(bin_dir(venv) / "python"), "-m", "pip", "install", "--quiet",
           "--disable-pip-version-check"]
    # The dependencies first, then the checkout over whatever version is there.
    subprocess.run([*pip, str(ROOT)], check=True)
    subprocess.run([*pip, "--force-reinstall", "--no-deps", str(ROOT)], check=True)


def run_once(command: list[str], cwd: str) -> tuple[float, float]:
    """One run of ``command``: its wall time and its CPU time (user and system), seconds."""
    start = time.perf_counter()
    child = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"{command[0]} failed (status {status})")
    return wall, usage.ru_utime + usage.ru_stime


def paired(first: list[str], second: list[str], runs: int, cwd: str
           ) -> tuple[list[tuple[float, float]], list[tuple[float, float]]]:
    """``runs`` runs of each command in turn, after one warm-up run of each."""
    run_once(first, cwd)
    run_once(second, cwd)
    ones, twos = [], []
    for _ in range(runs):
        ones.append(run_once(first, cwd))
        twos.append(run_once(second, cwd))
    return ones, twos


def report(name: str, ones: list[tuple[float, float]], floor: list[tuple[float, float]]
           ) -> float:
    """Print the medians and the paired median ratio (wall, then CPU); the wall ratio."""
    ratios = {}
    for index, kind in enumerate(("wall", "cpu")):
        mine = statistics.median(run[index] for run in ones)
        base = statistics.median(run[index] for run in floor)
        ratios[kind] = statistics.median(a[index] / b[index]
                                         for a, b in zip(ones, floor, strict=True))
        print(f"{name:26} {kind:4} {mine * 1000:7.1f} ms  floor {base * 1000:7.1f} ms  "
              f"paired median ratio {ratios[kind]:.2f}x")
    return ratios["wall"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20, help="runs of each command (20)")
    parser.add_argument("--venv", type=Path, help="the venv of the regular install "
                        "(default: a new one in a temporary directory)")
    parser.add_argument("--no-install", action="store_true",
                        help="time the venv as it is (with --venv)")
    args = parser.parse_args()
    if args.no_install and args.venv is None:
        parser.error("--no-install needs --venv")
    with tempfile.TemporaryDirectory() as scratch:
        venv = args.venv or Path(scratch) / "venv"
        if not args.no_install:
            install(venv)
        python, entry = bin_dir(venv) / "python", bin_dir(venv) / "mjscore"
        cwd = tempfile.mkdtemp(dir=scratch)
        floor = [str(python), "-c", "import click, tabulate"]
        print(f"regular install in {venv}, {args.runs} paired runs each, "
              f"floor: python -c \"import click, tabulate\"")
        ones, base = paired([str(entry), "score", *HAND], floor, args.runs, cwd)
        ratio = report("mjscore score (one hand)", ones, base)
        ones, base = paired([str(entry), "--version"], floor, args.runs, cwd)
        report("mjscore --version", ones, base)
    verdict = "within" if ratio <= TARGET else "above"
    print(f"mjscore score: {ratio:.2f}x the floor (wall), {verdict} the target of {TARGET}x")


if __name__ == "__main__":
    main()
