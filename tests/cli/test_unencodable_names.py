"""A file name that is not UTF-8 (its bytes reach Python as lone surrogates) under a real
``en_US.UTF-8`` locale, whose standard output refuses them: the command answers with the
name escaped (``\\udcff``), never a ``UnicodeEncodeError`` traceback. Found by the hostile
suite's command lines; real processes, with a generous timeout that catches a hang."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ..support.cli import ROOT
from ..support.locales import en_us_locale


@pytest.fixture(scope="module")
def en_us(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The environment of a real ``en_US.UTF-8`` locale (built with ``localedef``)."""
    locale = en_us_locale(tmp_path_factory)
    kept = {key: value for key, value in os.environ.items()
            if not key.startswith(("LC_", "LANG", "PYTHONIOENCODING", "PYTHONUTF8"))}
    return {**kept, **locale, "PYTHONPATH": str(ROOT)}


def _run(args: list[bytes], env: dict[str, str], cwd: Path) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable.encode(), b"-m", b"mjscore", *args], cwd=cwd,
                          env=env, capture_output=True, timeout=120, check=False)


@pytest.mark.parametrize("json_lines", [False, True])
def test_replay_of_a_file_name_that_is_not_utf8(en_us: dict[str, str], tmp_path: Path,
                                                json_lines: bool) -> None:
    done = _run([b"replay", b"\xff.xml", *([b"--json"] if json_lines else [])], en_us,
                tmp_path)
    assert b"Traceback" not in done.stderr, done.stderr.decode(errors="replace")
    assert done.returncode == 1
    out = done.stdout.decode("utf-8")
    if json_lines:
        (record,) = [json.loads(line) for line in out.splitlines()]
        assert (record["file"], record["status"]) == ("\udcff.xml", "error")
    else:
        assert out.startswith("error    \\udcff.xml: "), out
