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


def test_the_long_mjlog_repeats_a_real_game_s_hands_and_reads_as_one_game() -> None:
    """``make_long_mjlog.py``: the hands of one game again and again, the final scores on the
    last hand only, read by the tag scanner (the comment's log id gives the era)."""
    sys.path.insert(0, str(BENCHMARKS[0].parent))
    from make_long_mjlog import GAME, long_mjlog

    from mjscore.logs import read_mjlog
    from mjscore.logs.mjlog_xml import scan_tags

    if not GAME.is_file():
        pytest.skip(f"the shared Phoenix games are not at {GAME.parent}")
    game = GAME.read_text(encoding="utf-8")
    text = long_mjlog(game, 200_000, GAME.name.split(".")[0])
    hands = game.count("<INIT ")
    assert 180_000 < len(text) < 200_000 + len(game)
    assert text.count("<INIT ") % hands == 0 and text.count("<INIT ") > 5 * hands
    assert text.count("owari=") == 1
    list(scan_tags(text))  # (a plain document: the scanner reads it to the end)
    record = read_mjlog(text, game_id="long")
    assert len(record.hands) == text.count("<INIT ") and record.final is not None
