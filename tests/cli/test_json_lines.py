"""Every command whose ``--json`` output is JSON Lines (``game``, ``replay``, ``batch``,
``check``, ``score -``) writes one line a record, its usage errors included: a reader of the
stream reads the error as one more record, never as a pretty document over several lines.
The commands that answer with one document (``score HAND``, ``waits``, ``table``, ``yaku``,
``rules``) write their errors as that one document."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from mjscore.cli import cli

from ..support.cli import ROOT

GAME = str(ROOT / "examples" / "game.txt")

JSON_LINES_ERRORS = {
    "game: a sheet that does not exist": ["game", "no-such-sheet.txt", "--json"],
    "game: --json with --csv": ["game", GAME, "--json", "--csv"],
    "game: --save without -": ["game", GAME, "--json", "--save", "typed.txt"],
    "game: a bad --rule": ["game", GAME, "--json", "--rule", "nonsense"],
    "score -: a bad option": ["score", "-", "--json", "--honba", "lots"],
    "score -: a bad --rules": ["score", "--json", "-", "--rules", "nonsense"],
}

ALREADY_LINES = {
    "replay: --to-sheet - with --export -": ["replay", "x.xml", "--json", "--to-sheet", "-",
                                             "--export", "-"],
    "batch: --table with --csv": ["batch", "-", "--json", "--table", "--csv"],
    "check: a bad --jobs": ["check", "-", "--json", "--jobs", "many"],
}


def _one_error_line(args: list[str]) -> dict[str, object]:
    result = CliRunner().invoke(cli, args, input="")
    assert result.exit_code == 2, result.output
    lines = result.stdout.splitlines()
    assert len(lines) == 1, result.stdout
    record = json.loads(lines[0])
    assert set(record) == {"error"}
    assert isinstance(record["error"], dict)
    assert record["error"]["code"] in ("usage_error", "unknown_preset", "malformed_rule")
    return record


@pytest.mark.parametrize("name", list(JSON_LINES_ERRORS))
def test_a_usage_error_of_a_json_lines_command_is_one_line(name: str) -> None:
    _one_error_line(JSON_LINES_ERRORS[name])


@pytest.mark.parametrize("name", list(ALREADY_LINES))
def test_replay_batch_and_check_errors_are_one_line(name: str) -> None:
    _one_error_line(ALREADY_LINES[name])


def test_a_one_document_command_writes_its_error_as_that_document() -> None:
    result = CliRunner().invoke(cli, ["score", "123m+", "--json"])
    assert result.exit_code == 2
    assert len(result.stdout.splitlines()) > 1
    assert json.loads(result.stdout)["error"]["code"] == "missing_winning_tile"
