"""The benchmarks load: each imports the package and the tests' helpers by their paths, which
a move of modules can break without any test of the library noticing (``bench_batch.py``
imported ``tests.casedata`` after it had moved to ``tests/support/``)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

BENCHMARKS = sorted((Path(__file__).resolve().parents[1] / "benchmarks").glob("bench_*.py"))


@pytest.mark.parametrize("script", BENCHMARKS, ids=[path.stem for path in BENCHMARKS])
def test_the_benchmark_loads_and_shows_its_usage(script: Path) -> None:
    result = subprocess.run([sys.executable, str(script), "--help"], capture_output=True,
                            text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith(f"usage: {script.name}")
