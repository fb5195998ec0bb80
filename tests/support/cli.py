"""Running the command line in-process for tests: ``run`` checks the exit status and that no
traceback shows; ``run_json`` reads the ``--json`` output."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner, Result

from mjscore.cli import cli

ROOT = Path(__file__).resolve().parents[2]
"""The checkout's root, where ``examples/`` and ``docs/`` are."""

RIICHI_HAND = "23456m55678p234s+4m"
"""A closed hand with riichi's shape: all simples, pinfu, a two-sided wait."""


def run(*args: str, exit_code: int = 0, stdin: str | None = None) -> Result:
    result = CliRunner().invoke(cli, list(args), input=stdin, catch_exceptions=False)
    assert result.exit_code == exit_code, result.output
    assert "Traceback" not in result.output
    return result


def run_json(*args: str, exit_code: int = 0) -> Any:
    return json.loads(run(*args, "--json", exit_code=exit_code).stdout)
