"""Benchmark `mjscore replay`: games per second, A/B against another build, and peak memory.

Not a test. Each run is ``python -m mjscore replay DIR… --json --jobs J`` in a checkout's
directory (so that it imports that checkout's ``mjscore/``), timed by its CPU seconds
(``os.wait4``: user and system, the process and its workers) and wall seconds, with the
peak RSS of the largest process and of the whole tree sampled from /proc (Linux only), as
``bench_batch.py`` samples them. The logs:

- ``mjlog``: the 1,172 Tenhou Phoenix games of ../shared/data/raw/tenhou_phoenix_2022;
- ``mjlog3``: the 401 three-player Phoenix games (``tenhou_phoenix_2022_3p``);
- ``tenhou6``: the 1,172 Phoenix games converted to tenhou.net/6 by this checkout
  (``mjscore convert DIR --to tenhou6``) into a temporary folder;
- ``mjai``: the same games converted to mjai (``--to mjai``);
- ``pantheon``: the tenhou.net/6 games of ``pantheon_onlinelog/format6``, the folder given
  ``--six-repeat`` times (they are few).

The conversions themselves are timed and printed first (games per second and per CPU
second: each game read, played and written).

With ``--base DIR`` every run is made in both checkouts, one after the other, ``--rounds``
times, and the medians are compared (``this/base``): the machine's load changes from
second to second, so the two builds are timed in the same stretch of it. CPU seconds are
the steadier measure on a shared machine; games per CPU second is what one process does.
A checkout that cannot read a format (mjai before it had a reader) is reported as such.

``--long FILE`` replays FILE (``make_long_mjlog.py`` writes one) and the game it repeats,
and reports both peaks.

    python benchmarks/bench_replay.py --base ../base --rounds 5
    python benchmarks/bench_replay.py --formats mjlog --jobs 1 2
    python benchmarks/bench_replay.py --long /tmp/long.mjlog --base ../base
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_batch import sample_peaks  # noqa: E402
from make_long_mjlog import GAME  # noqa: E402

RAW = ROOT.parent / "shared" / "data" / "raw"
FOLDERS = {"mjlog": RAW / "tenhou_phoenix_2022", "mjlog3": RAW / "tenhou_phoenix_2022_3p",
           "pantheon": RAW / "pantheon_onlinelog" / "format6"}
FORMATS = ("mjlog", "mjlog3", "tenhou6", "mjai", "pantheon")


def measure(checkout: Path, paths: list[str], jobs: int) -> dict[str, float] | None:
    """One replay of ``paths`` in ``checkout``; None when it does not read them all."""
    command = [sys.executable, "-m", "mjscore", "replay", *paths, "--json", "--jobs",
               str(jobs)]
    started = time.perf_counter()
    proc = subprocess.Popen(command, cwd=checkout, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    peaks = [0, 0]
    done = threading.Event()
    sampler = threading.Thread(target=sample_peaks, args=(proc.pid, peaks, done))
    sampler.start()
    lines = proc.stdout.read().splitlines()
    proc.stderr.read()
    _, status, usage = os.wait4(proc.pid, 0)
    seconds = time.perf_counter() - started
    done.set()
    sampler.join()
    statuses = {json.loads(line)["status"] for line in lines}
    if not statuses <= {"ok", "mismatch"}:
        return None
    return {"games": len(lines), "seconds": seconds, "cpu": usage.ru_utime + usage.ru_stime,
            "process": peaks[0] / 1024, "tree": peaks[1] / 1024,
            "exit": os.waitstatus_to_exitcode(status)}


def compile_checkout(checkout: Path) -> None:
    """Byte-compile a checkout's package, so that no run compiles it (``python -m`` does not
    write bytecode under ``PYTHONDONTWRITEBYTECODE``)."""
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(checkout / "mjscore")],
                   check=True, stdout=subprocess.DEVNULL)


def convert(folder: Path, to: str, out: Path) -> dict[str, float]:
    """``mjscore convert FOLDER --to TO -o OUT/`` in this checkout: the games written, the
    wall and CPU seconds."""
    command = [sys.executable, "-m", "mjscore", "convert", str(folder), "--to", to, "-o",
               f"{out}/"]
    started = time.perf_counter()
    proc = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)
    assert proc.stderr is not None
    stderr = proc.stderr.read().decode()
    _, status, usage = os.wait4(proc.pid, 0)
    seconds = time.perf_counter() - started
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"convert failed: {stderr[-500:]}")
    games = len(list(out.iterdir()))
    cpu = usage.ru_utime + usage.ru_stime
    print(f"convert --to {to}: {games:,} games, {seconds:.1f} s ({games / seconds:.1f} "
          f"games/s), {cpu:.1f} CPU s ({games / cpu:.1f} games/CPU s)", flush=True)
    return {"games": games, "seconds": seconds, "cpu": cpu}


def _row(name: str, jobs: int, side: str, runs: list[dict[str, float]]) -> str:
    games = runs[0]["games"]
    cpu = statistics.median(run["cpu"] for run in runs)
    wall = statistics.median(run["seconds"] for run in runs)
    peak = max(run["process"] for run in runs)
    return (f"{name:>8} {jobs:>4} {side:>5} {games:>6,.0f} {wall:>8.2f} {games / wall:>8.1f} "
            f"{cpu:>7.2f} {games / cpu:>11.1f} {peak:>9.1f} MiB")


def compare(options: argparse.Namespace, paths: dict[str, list[str]]) -> None:
    sides = [("this", ROOT)] + ([("base", options.base)] if options.base else [])
    print(f"{os.cpu_count()} CPUs; Python {sys.version.split()[0]}; medians of "
          f"{options.rounds} rounds" + (f"; base {options.base}" if options.base else ""))
    print(f"{'format':>8} {'jobs':>4} {'build':>5} {'games':>6} {'seconds':>8} {'games/s':>8} "
          f"{'CPU s':>7} {'games/CPU s':>11} {'peak RSS/process':>13}")
    for name in options.formats:
        for jobs in options.jobs:
            runs: dict[str, list[dict[str, float]]] = {side: [] for side, _ in sides}
            unread = set()
            for _ in range(options.rounds):
                for side, checkout in sides:
                    if side in unread:
                        continue
                    run = measure(checkout, paths[name], jobs)
                    if run is None:
                        unread.add(side)
                    else:
                        runs[side].append(run)
            for side, _ in sides:
                if side in unread:
                    print(f"{name:>8} {jobs:>4} {side:>5}  does not read these logs")
                else:
                    print(_row(name, jobs, side, runs[side]), flush=True)
            if options.base and not unread:
                this = statistics.median(run["cpu"] for run in runs["this"])
                base = statistics.median(run["cpu"] for run in runs["base"])
                ratios = [b["cpu"] / t["cpu"] for t, b in zip(runs["this"], runs["base"],
                                                               strict=True)]
                print(f"{name:>8} {jobs:>4}  this is {base / this:.2f}x the base's games per "
                      f"CPU second (paired median {statistics.median(ratios):.2f}x)",
                      flush=True)


def long_log(options: argparse.Namespace) -> None:
    sides = [("this", ROOT)] + ([("base", options.base)] if options.base else [])
    for side, checkout in sides:
        one = measure(checkout, [str(GAME)], 1)
        many = measure(checkout, [str(options.long)], 1)
        assert one is not None and many is not None
        print(f"{side}: one game {one['process']:.1f} MiB; {options.long.name} "
              f"{many['process']:.1f} MiB (+{many['process'] - one['process']:.1f} MiB), "
              f"{many['seconds']:.1f} s", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--formats", nargs="+", default=list(FORMATS[:4]), choices=FORMATS)
    parser.add_argument("--jobs", type=int, nargs="+", default=[1, 0],
                        help="--jobs values to run (0 = one per CPU)")
    parser.add_argument("--base", type=Path, help="the other checkout, timed A/B")
    parser.add_argument("--rounds", type=int, default=3, help="runs of each, medians shown")
    parser.add_argument("--six-repeat", type=int, default=40,
                        help="times the tenhou.net/6 folder is given")
    parser.add_argument("--long", type=Path, help="a long mjlog: the peaks against one game")
    options = parser.parse_args()
    for checkout in (ROOT, options.base):
        if checkout is not None:
            compile_checkout(checkout)
    if options.long:
        long_log(options)
        return
    with tempfile.TemporaryDirectory(prefix="bench-replay-") as tmp:
        paths = {name: [str(folder)] for name, folder in FOLDERS.items()}
        paths["pantheon"] *= options.six_repeat
        for to in ("tenhou6", "mjai"):
            if to in options.formats:
                convert(FOLDERS["mjlog"], to, Path(tmp) / to)
                paths[to] = [str(Path(tmp) / to)]
        compare(options, paths)


if __name__ == "__main__":
    main()
