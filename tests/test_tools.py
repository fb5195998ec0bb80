"""The tools of ``tools/`` run: the three-player differential against the ``mahjong`` package
on a fixed sample (skipped, with the reason shown, when ``mahjong`` is not installed: it is an
optional comparison, as in ``benchmarks/bench_score.py``)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

TOOLS = Path(__file__).resolve().parents[1] / "tools"


def _differential():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("sanma_differential",
                                                  TOOLS / "sanma_differential.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["sanma_differential"] = module  # (its dataclass looks its module up)
    spec.loader.exec_module(module)
    return module


def test_three_player_hands_score_as_the_mahjong_package_scores_them() -> None:
    pytest.importorskip("mahjong", reason="the mahjong package is an optional comparison")
    counts, shown = _differential().compare(400, seed=22)
    assert shown == []
    assert counts["hands"] == 400 == counts["agree"] + counts["both refuse"]
    # The sample reaches what the comparison is for: kita, West indicators, tsumo loss.
    assert counts["agree"] > 200 and counts["  of them with kita"] > 50
    assert counts["  of them with kita and a West dora indicator"] > 0
    assert counts["  of them tsumo"] > 50


def test_the_differential_shows_its_usage() -> None:
    result = subprocess.run([sys.executable, str(TOOLS / "sanma_differential.py"), "--help"],
                            capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("usage: sanma_differential.py")
