"""The bytes of a sheet as ``mjscore game`` reads them, in real processes (issue #29): a
line that is not UTF-8, whatever the locale (R1), and in a file (R6), gets ``invalid_utf8``
alone, and every other line its answer; a line beyond the length cap gets
``line_too_long`` without being held in memory (R9).

Each command runs with a generous timeout that catches a hang (a guard, not a speed
test)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from ..support.locales import en_us_locale

HANG_GUARD = 60
"""Seconds a command may take before it counts as hung."""

PLAYERS = b"players: Aki Ben Chie Dai\n"
HAND = b"E1 ron Chie from Ben 1000\n"
SHEET = PLAYERS + HAND + b"\xe9\n" + b"E2 ron Chie from Ben 1000 # caf\xc3\xa9\n"
"""A sheet whose third line is one byte that is not UTF-8 (and whose fourth has UTF-8)."""


@pytest.fixture(scope="module")
def en_us(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The environment of a real ``en_US.UTF-8`` locale, built with ``localedef``."""
    return en_us_locale(tmp_path_factory, timeout=HANG_GUARD)


def _environment(extra: dict[str, str]) -> dict[str, str]:
    environment = {key: value for key, value in os.environ.items()
                   if not key.startswith(("LC_", "PYTHONIOENCODING", "PYTHONUTF8", "LANG"))}
    return {**environment, **extra}


def mjscore(*args: str, data: bytes, locale: dict[str, str],
            cwd: Path | None = None) -> subprocess.CompletedProcess[bytes]:
    try:
        return subprocess.run([sys.executable, "-m", "mjscore", *args], input=data, cwd=cwd,
                              capture_output=True, env=_environment(locale),
                              timeout=HANG_GUARD, check=False)
    except subprocess.TimeoutExpired:
        pytest.fail(f"mjscore {' '.join(args)} still running after {HANG_GUARD} s")


def records(result: subprocess.CompletedProcess[bytes]) -> list[dict[str, Any]]:
    assert b"Traceback" not in result.stderr, result.stderr.decode(errors="replace")
    return [json.loads(line) for line in result.stdout.decode("utf-8").splitlines()]


def answered(found: list[dict[str, Any]]) -> list[tuple[str, int | None, str]]:
    """Each record's type, line and error code (empty for a hand or result)."""
    return [(record["type"], record.get("line"),
             record["error"]["code"] if record["type"] == "error" else "")
            for record in found]


EXPECTED = [("hand", 2, ""), ("error", 3, "invalid_utf8"), ("hand", 4, ""),
            ("result", None, "")]


@pytest.mark.parametrize("name", ["en_US.UTF-8", "C.UTF-8", "C"])
def test_a_line_of_stdin_that_is_not_utf8_is_answered_alone_in_every_locale(
        name: str, en_us: dict[str, str]) -> None:
    locale = en_us if name == "en_US.UTF-8" else {"LC_ALL": name}
    result = mjscore("game", "-", "--json", data=SHEET, locale=locale)
    found = records(result)
    assert answered(found) == EXPECTED, result.stderr
    assert result.returncode == 1
    error = found[1]["error"]
    assert error["message"] == "line 3, column 1: the line is not valid UTF-8 (byte 0xe9)"


def test_the_text_view_answers_a_line_of_stdin_that_is_not_utf8_and_goes_on(
        en_us: dict[str, str]) -> None:
    result = mjscore("game", "-", data=SHEET, locale=en_us)
    assert b"Traceback" not in result.stderr
    out = result.stdout.decode("utf-8")
    assert "invalid_utf8: line 3, column 1: the line is not valid UTF-8 (byte 0xe9)" in (
        out), out
    assert out.count("ron Chie from Ben 1000") == 2


# --------------------------------------------------------------------------- R6



@pytest.mark.parametrize("ending", [b"\n", b"\r\n", b"\r"])
def test_a_byte_that_is_not_utf8_in_a_sheet_file_spoils_its_line_alone(
        ending: bytes, tmp_path: Path) -> None:
    (tmp_path / "sheet.txt").write_bytes(b"\xef\xbb\xbf" + SHEET.replace(b"\n", ending))
    result = mjscore("game", "sheet.txt", "--json", data=b"", locale={"LC_ALL": "C.UTF-8"},
                     cwd=tmp_path)
    found = records(result)
    assert answered(found) == EXPECTED, result.stderr
    assert result.returncode == 1
    assert found[1]["error"]["message"] == (
        "sheet.txt, line 3, column 1: the line is not valid UTF-8 (byte 0xe9)")


def test_a_saved_sheet_with_a_byte_that_is_not_utf8_is_resumed(tmp_path: Path) -> None:
    (tmp_path / "saved.txt").write_bytes(SHEET)
    result = mjscore("game", "-", "--resume", "saved.txt", "--json",
                     data=b"E3 ron Chie from Ben 1000\n", locale={"LC_ALL": "C.UTF-8"},
                     cwd=tmp_path)
    found = records(result)
    assert answered(found) == [*EXPECTED[:3], ("hand", 5, ""), ("result", None, "")]
    assert (tmp_path / "saved.txt").read_bytes() == SHEET + b"E3 ron Chie from Ben 1000\n"


# --------------------------------------------------------------------------- R9

LONG = b"E1 ron Chie from Ben 1000 " + b"9" * 10_000_000 + b"\n"
"""A 10 MB hand line, the issue's reproducer."""

PEAK = 200
"""Megabytes of resident memory that reading a sheet with the 10 MB line must stay under
(it read the whole line, then tokenised it: 456 MB); a sheet of short lines takes about 40."""

MEASURE = """
import resource, subprocess, sys
with open(sys.argv[1], "rb") as stream:
    done = subprocess.run([sys.executable, "-m", "mjscore", *sys.argv[2:]], stdin=stream,
                          capture_output=True, check=False)
sys.stdout.buffer.write(done.stdout)
sys.stderr.buffer.write(done.stderr)
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
sys.stderr.write(f"\\npeak {peak}\\n")
sys.exit(done.returncode)
"""
"""Runs mjscore with its standard input from a file and writes the peak resident memory of
that one child (kilobytes, Linux) as the last line of stderr."""


def measured(args: list[str], data: bytes, tmp_path: Path, *,
             exit_code: int = 1) -> tuple[subprocess.CompletedProcess[bytes], float]:
    """``mjscore ARGS`` run on ``data`` as its standard input (and as ``sheet.txt`` in
    ``tmp_path``), and its peak resident memory in megabytes."""
    pytest.importorskip("resource", reason="the peak memory needs POSIX getrusage")
    if not sys.platform.startswith("linux"):
        pytest.skip("ru_maxrss is in kilobytes on Linux only")
    (tmp_path / "sheet.txt").write_bytes(data)
    try:
        result = subprocess.run([sys.executable, "-c", MEASURE, "sheet.txt", *args],
                                cwd=tmp_path, capture_output=True, timeout=HANG_GUARD,
                                env=_environment({"LC_ALL": "C.UTF-8"}), check=False)
    except subprocess.TimeoutExpired:
        pytest.fail(f"mjscore {' '.join(args)} still running after {HANG_GUARD} s")
    *rest, last = result.stderr.decode(errors="replace").rstrip("\n").split("\n")
    assert result.returncode == exit_code, "\n".join(rest)
    return result, int(last.removeprefix("peak ")) / 1024


@pytest.mark.parametrize("where", ["file", "stdin"])
def test_a_line_beyond_the_cap_is_line_too_long_in_bounded_memory(
        where: str, tmp_path: Path) -> None:
    data = PLAYERS + LONG + HAND.replace(b"E1", b"E2") + b"\xe9" * 70_000 + b"\n" + HAND
    args = ["game", "sheet.txt" if where == "file" else "-", "--json"]
    result, peak = measured(args, data, tmp_path)
    found = records(result)
    assert answered(found) == [("error", 2, "line_too_long"), ("hand", 3, ""),
                               ("error", 4, "line_too_long"), ("hand", 5, ""),
                               ("result", None, "")]
    assert found[0]["error"]["message"] == (
        f"{'sheet.txt, ' if where == 'file' else ''}line 2: the line is longer than 65,536 "
        "bytes")
    assert peak < PEAK, f"{peak:.0f} MB"
