"""Benchmark `mjscore replay`: games per second and peak memory over the Phoenix games.

Not a test. It runs ``python -m mjscore replay DIR… --json --jobs J`` on the 1,172 Tenhou
Phoenix games of ../shared/data/raw/tenhou_phoenix_2022 (the folder given once, then three
times, so that the second run replays 3,516 games), and beside them on the 401 three-player
Phoenix games of ../shared/data/raw/tenhou_phoenix_2022_3p (``--players 3``), and reports,
per run:

- the wall time and games per second;
- the CPU time of the replay process and its workers (``os.wait4``);
- the peak RSS of the largest process and of the whole process tree, sampled from /proc
  (Linux only), as ``bench_batch.py`` samples them.

Flat memory means both peaks stay the same when three times as many games are replayed.

With ``--convert`` (issue #24) it also converts the Phoenix games with ``mjscore convert
DIR --to mjai`` and ``--to tenhou6`` into a temporary directory (conversion games per
second: each game read, played and written) and replays the mjai files written (mjai games
per second), with ``--jobs`` as given.

    python benchmarks/bench_replay.py                 # --jobs 1 and 0 (one per CPU)
    python benchmarks/bench_replay.py --jobs 2 --repeat 1
    python benchmarks/bench_replay.py --players 4 3 --jobs 1 --repeat 1
    python benchmarks/bench_replay.py --convert --players 4 --jobs 1 --repeat 1
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_batch import sample_peaks  # noqa: E402

PHOENIX = ROOT.parent / "shared" / "data" / "raw" / "tenhou_phoenix_2022"
PHOENIX_3P = ROOT.parent / "shared" / "data" / "raw" / "tenhou_phoenix_2022_3p"
FOLDERS = {4: PHOENIX, 3: PHOENIX_3P}
"""The Phoenix games of each player count."""


def measure(jobs: int, repeat: int, folder: Path = PHOENIX) -> dict[str, float]:
    command = [sys.executable, "-m", "mjscore", "replay", *[str(folder)] * repeat, "--json",
               "--jobs", str(jobs)]
    started = time.perf_counter()
    proc = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    peaks = [0, 0]
    done = threading.Event()

    sampler = threading.Thread(target=sample_peaks, args=(proc.pid, peaks, done))
    sampler.start()
    lines = proc.stdout.read().splitlines()
    stderr = proc.stderr.read().decode()
    _, status, usage = os.wait4(proc.pid, 0)
    seconds = time.perf_counter() - started
    done.set()
    sampler.join()
    statuses = [json.loads(line)["status"] for line in lines]
    if os.waitstatus_to_exitcode(status) != 0 or set(statuses) != {"ok"}:
        raise SystemExit(f"replay failed: {stderr}")
    return {"games": len(lines), "seconds": seconds,
            "cpu": usage.ru_utime + usage.ru_stime,
            "process": peaks[0] / 1024, "tree": peaks[1] / 1024}


def convert(folder: Path, to: str, out: Path) -> dict[str, float]:
    """``mjscore convert FOLDER --to TO -o OUT/``: the games written and the wall time."""
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
    return {"games": len(list(out.iterdir())), "seconds": seconds,
            "cpu": usage.ru_utime + usage.ru_stime}


def conversions(jobs: list[int], players: list[int]) -> None:
    """Conversion games/s (mjai and tenhou.net/6) and the replay of the mjai written."""
    print(f"{'players':>7}  {'what':>16}  {'games':>6}  {'jobs':>4}  {'seconds':>8}  "
          f"{'games/s':>8}  {'CPU s':>7}  {'games/CPU s':>11}")
    for count in players:
        with tempfile.TemporaryDirectory() as temp:
            for to in ("mjai", "tenhou6"):
                out = Path(temp) / to
                m = convert(FOLDERS[count], to, out)
                print(f"{count:>7}  {'convert ' + to:>16}  {m['games']:>6,.0f}  {1:>4}  "
                      f"{m['seconds']:>8.1f}  {m['games'] / m['seconds']:>8.1f}  "
                      f"{m['cpu']:>7.1f}  {m['games'] / m['cpu']:>11.1f}", flush=True)
            for job in jobs:
                m = measure(job, 1, Path(temp) / "mjai")
                print(f"{count:>7}  {'replay mjai':>16}  {m['games']:>6,.0f}  {job:>4}  "
                      f"{m['seconds']:>8.1f}  {m['games'] / m['seconds']:>8.1f}  "
                      f"{m['cpu']:>7.1f}  {m['games'] / m['cpu']:>11.1f}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--jobs", type=int, nargs="+", default=[1, 0],
                        help="--jobs values to run (0 = one per CPU)")
    parser.add_argument("--repeat", type=int, nargs="+", default=[1, 3],
                        help="how many times the folder is given")
    parser.add_argument("--players", type=int, nargs="+", default=[4, 3], choices=[4, 3],
                        help="the Phoenix games replayed: four-player, three-player or both")
    parser.add_argument("--convert", action="store_true",
                        help="also time mjscore convert (mjai, tenhou6) and the replay of "
                             "the mjai files written")
    options = parser.parse_args()
    for players in options.players:
        if not FOLDERS[players].is_dir():
            raise SystemExit(f"the Phoenix games are not at {FOLDERS[players]}")
    print(f"{os.cpu_count()} CPUs; Python {sys.version.split()[0]}")
    print(f"{'players':>7}  {'games':>6}  {'jobs':>4}  {'seconds':>8}  {'games/s':>8}  "
          f"{'CPU s':>7}  {'games/CPU s':>11}  {'peak RSS/process':>16}  {'peak RSS/tree':>13}")
    for jobs in options.jobs:
        for repeat in options.repeat:
            for players in options.players:
                m = measure(jobs, repeat, FOLDERS[players])
                print(f"{players:>7}  {m['games']:>6,.0f}  {jobs:>4}  {m['seconds']:>8.1f}  "
                      f"{m['games'] / m['seconds']:>8.1f}  {m['cpu']:>7.1f}  "
                      f"{m['games'] / m['cpu']:>11.1f}  {m['process']:>12.1f} MiB  "
                      f"{m['tree']:>9.1f} MiB", flush=True)
    if options.convert:
        conversions(options.jobs, options.players)


if __name__ == "__main__":
    main()
