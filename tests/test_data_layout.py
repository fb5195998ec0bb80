"""The shared data beside the checkout (``../shared/data``) laid out wrongly: a test that
needs it skips saying what is missing, or with ``MJSCORE_REQUIRE_DATA=1`` (CI) fails saying
so; never a ``FileNotFoundError`` or a ``KeyError`` deep in a test."""

from __future__ import annotations

from pathlib import Path

import pytest

from .support import casedata, logdata


def _wrong_raw(tmp_path: Path) -> Path:
    """A raw folder holding its manifest and one of the files it lists, no other."""
    raw = tmp_path / "raw"
    (raw / "pantheon_onlinelog").mkdir(parents=True)
    (raw / "pantheon_onlinelog" / "usual.xml").write_text("<mjloggm/>")
    (raw / "MANIFEST.sha256").write_text(
        "00  ./pantheon_onlinelog/usual.xml\n11  ./pantheon_onlinelog/doubleron.xml\n"
        "22  ./tenhou_phoenix_2022/2022010100gm-00a9-0000-4aa2d2b0.txt\n")
    return raw


def _wrong_cases(tmp_path: Path) -> Path:
    cases = tmp_path / "cases"
    cases.mkdir()
    (cases / "liuzj2019_mjlog_testdata.jsonl").write_text("")
    return cases


@pytest.mark.parametrize("required", [False, True])
def test_raw_logs_laid_out_wrongly_skip_or_fail_with_the_reason(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, required: bool) -> None:
    monkeypatch.setattr(logdata, "RAW_DIR", _wrong_raw(tmp_path))
    monkeypatch.setenv(casedata.REQUIRE_DATA_ENV, "1" if required else "0")
    outcome = pytest.fail.Exception if required else pytest.skip.Exception
    with pytest.raises(outcome) as caught:
        logdata.require_raw()
    assert "laid out" in str(caught.value) and "doubleron.xml" in str(caught.value)
    assert "2 of the 3 files" in str(caught.value)


@pytest.mark.parametrize("required", [False, True])
def test_cases_laid_out_wrongly_skip_or_fail_with_the_reason(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, required: bool) -> None:
    monkeypatch.setattr(casedata, "CASES_DIR", _wrong_cases(tmp_path))
    monkeypatch.setenv(casedata.REQUIRE_DATA_ENV, "1" if required else "0")
    outcome = pytest.fail.Exception if required else pytest.skip.Exception
    with pytest.raises(outcome) as caught:
        list(casedata.iter_cases("tenhou_phoenix_2022"))
    assert "laid out" in str(caught.value) and "tenhou_phoenix_2022.jsonl" in str(caught.value)


def test_the_real_layout_is_told_right() -> None:
    """Beside a real checkout (skipped without the data): no problem found."""
    assert logdata.require_raw() == logdata.RAW_DIR
    assert casedata.require_cases() == casedata.CASES_DIR
