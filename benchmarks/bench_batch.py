"""Benchmark `mjscore batch`: records per second and peak memory from 10,000 records up.

Not a test. It cycles the real hands of ../shared/data/cases into JSON Lines records, pipes
N of them into ``python -m mjscore batch - -o /dev/null --jobs J`` and reports, per run:

- the wall time and records per second;
- the CPU time of the batch process and its workers (``os.wait4``), which other load on the
  machine does not inflate the way it inflates wall time;
- the peak RSS of the largest process (the batch process or one of its workers, from each
  one's VmHWM high-water mark) and of the whole process tree (the sum of VmRSS), both
  sampled every 50 ms from /proc (Linux only). ``ru_maxrss`` is no use here: a child
  inherits the benchmark's own high-water mark through fork.

Flat memory means both peaks stay the same from 10,000 to 1,000,000 records. For each count
of records run with several ``--jobs`` values, the scaling factor is printed: records per
second with N jobs over N times the records per second with one (1.00 is linear). Wall time
counts only where the cores are free: run it on an idle machine, and read the CPU columns
beside it.

    python benchmarks/bench_batch.py                       # 10k, 100k, 1M; jobs 1 … CPUs
    python benchmarks/bench_batch.py --records 10000 200000 --jobs 1

``--base DIR`` makes the floor line of issue #31: the same batch (the first ``--records``
count, the first ``--jobs`` value) in this checkout and in the checkout DIR (the build
before a change), one after the other, ``--rounds`` times, and the median records per CPU
second of each with their ratio (this/base): a change that keeps the floor shows a ratio of
1.00 or more::

    python benchmarks/bench_batch.py --base ../base --records 100000 --jobs 1 --rounds 5
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.support.casedata import CASE_SETS, hand_text, iter_cases, situation  # noqa: E402

BLOCK = 2_000
"""Records written to the pipe per write."""


def corpus() -> list[bytes]:
    """Every real hand as one JSON Lines record (bytes, newline included)."""
    lines = []
    for case_set in CASE_SETS:
        for case in iter_cases(case_set):
            record = {"id": case["id"], "hand": hand_text(case), **situation(case)}
            lines.append(json.dumps(record).encode() + b"\n")
    return lines


def records(lines: list[bytes], count: int) -> Iterator[bytes]:
    """``count`` records, cycling through ``lines``, in blocks."""
    cycle = itertools.islice(itertools.cycle(lines), count)
    while block := b"".join(itertools.islice(cycle, BLOCK)):
        yield block


def tree_memory_kib(pid: int) -> tuple[int, int]:
    """For ``pid`` and its descendants: the largest VmHWM (peak RSS) of one process, and
    the sum of their VmRSS, in KiB ((0, 0) once they have gone)."""
    peak = total = 0
    stack = [pid]
    while stack:
        current = stack.pop()
        try:
            status = dict(line.split(":", 1)
                          for line in Path(f"/proc/{current}/status").read_text().splitlines()
                          if ":" in line)
            peak = max(peak, int(status["VmHWM"].split()[0]))
            total += int(status["VmRSS"].split()[0])
            for task in Path(f"/proc/{current}/task").iterdir():
                stack.extend(int(child) for child in (task / "children").read_text().split())
        except (OSError, KeyError, ValueError):
            continue
    return peak, total


def sample_peaks(pid: int, peaks: list[int], done: threading.Event) -> None:
    """Keep in ``peaks`` the largest (one process, whole tree) memory of ``pid`` and its
    descendants, sampled every 50 ms until ``done`` is set."""
    while not done.is_set():
        process, tree = tree_memory_kib(pid)
        peaks[0], peaks[1] = max(peaks[0], process), max(peaks[1], tree)
        done.wait(0.05)


@dataclass(frozen=True)
class Measurement:
    records: int
    jobs: int
    seconds: float
    cpu_seconds: float
    peak_process_mib: float
    peak_tree_mib: float
    summary: str

    @property
    def per_second(self) -> float:
        return self.records / self.seconds


def measure(lines: list[bytes], count: int, jobs: int, checkout: Path = ROOT) -> Measurement:
    command = [sys.executable, "-m", "mjscore", "batch", "-", "-o", os.devnull,
               "--jobs", str(jobs)]
    started = time.perf_counter()
    environment = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    proc = subprocess.Popen(command, cwd=checkout, stdin=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=environment)
    assert proc.stdin is not None and proc.stderr is not None
    peaks = [0, 0]
    done = threading.Event()

    def feed() -> None:
        assert proc.stdin is not None
        try:
            for block in records(lines, count):
                proc.stdin.write(block)
        finally:
            proc.stdin.close()

    threads = [threading.Thread(target=feed),
               threading.Thread(target=sample_peaks, args=(proc.pid, peaks, done))]
    for thread in threads:
        thread.start()
    stderr = proc.stderr.read().decode()
    _, status, usage = os.wait4(proc.pid, 0)
    seconds = time.perf_counter() - started
    proc.returncode = os.waitstatus_to_exitcode(status)
    done.set()
    for thread in threads:
        thread.join()
    summary = stderr.strip().splitlines()[-1] if stderr.strip() else "(no summary)"
    if proc.returncode not in (0, 1) or f"{count:,} records" not in summary:
        raise SystemExit(f"batch failed (exit {proc.returncode}): {stderr}")
    return Measurement(count, jobs, seconds, usage.ru_utime + usage.ru_stime,
                       peaks[0] / 1024, peaks[1] / 1024, summary)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--records", type=int, nargs="+",
                        default=[10_000, 100_000, 1_000_000])
    parser.add_argument("--jobs", type=int, nargs="+",
                        default=list(range(1, (os.cpu_count() or 1) + 1)),
                        help="--jobs values to run (0 = one per CPU); default 1 to the CPUs")
    parser.add_argument("--base", type=Path,
                        help="another checkout to run the same batch in, A/B (the floor line)")
    parser.add_argument("--rounds", type=int, default=3, help="A/B rounds with --base")
    options = parser.parse_args()
    lines = corpus()
    if options.base is not None:
        compare(lines, options.records[0], options.jobs[0], options.base, options.rounds)
        return
    print(f"{len(lines):,} distinct real hands, cycled; {os.cpu_count()} CPUs; "
          f"Python {sys.version.split()[0]}")
    print(f"{'records':>10}  {'jobs':>4}  {'seconds':>8}  {'records/s':>10}  "
          f"{'CPU s':>8}  {'rec/CPU s':>9}  {'peak RSS/process':>16}  {'peak RSS/tree':>13}")
    rates: dict[tuple[int, int], float] = {}
    for jobs in options.jobs:
        for count in options.records:
            m = measure(lines, count, jobs)
            rates[count, jobs or os.cpu_count() or 1] = m.per_second
            print(f"{m.records:>10,}  {m.jobs:>4}  {m.seconds:>8.1f}  {m.per_second:>10,.0f}  "
                  f"{m.cpu_seconds:>8.1f}  {m.records / m.cpu_seconds:>9,.0f}  "
                  f"{m.peak_process_mib:>12.1f} MiB  {m.peak_tree_mib:>9.1f} MiB", flush=True)
    for (count, jobs), rate in sorted(rates.items()):
        one = rates.get((count, 1))
        if one and jobs > 1:
            print(f"scaling, {count:,} records, {jobs} jobs: {rate / one:.2f}x one job, "
                  f"{rate / (jobs * one):.2f} of linear")


def compare(lines: list[bytes], count: int, jobs: int, base: Path, rounds: int) -> None:
    """The floor line: ``count`` records with ``jobs`` in this checkout and in ``base``,
    alternating, ``rounds`` times; the medians of records per CPU second and their ratio."""
    for checkout in (ROOT, base):  # byte-compiled first, so that no run compiles
        subprocess.run([sys.executable, "-m", "compileall", "-q", "mjscore"], cwd=checkout,
                       check=True, stdout=subprocess.DEVNULL)
    rates: dict[Path, list[float]] = {ROOT: [], base: []}
    for round_number in range(1, rounds + 1):
        for checkout in (ROOT, base):
            m = measure(lines, count, jobs, checkout)
            rates[checkout].append(m.records / m.cpu_seconds)
            print(f"round {round_number}  {checkout}: {m.records / m.cpu_seconds:,.0f} records "
                  f"per CPU second ({m.per_second:,.0f}/s wall)", flush=True)
    this, before = statistics.median(rates[ROOT]), statistics.median(rates[base])
    print(f"batch, {count:,} records, --jobs {jobs}: {this:,.0f} records per CPU second "
          f"against {before:,.0f} in {base} ({this / before:.2f}x, medians of {rounds})")


if __name__ == "__main__":
    main()
