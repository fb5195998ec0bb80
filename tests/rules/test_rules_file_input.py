"""Rule files named by hostile paths (issue #29): a path no file system can hold (R3), a
FIFO, a device and a file too large (R8). Each is ``invalid_rules_file``, for the line of
the sheet that names it or for the command's option; nothing blocks, nothing reads
without bound."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mjscore import RulesError
from mjscore.rules import load_rules_file
from mjscore.sheet import read_sheet, read_sheet_jsonl

PLAYERS = "players: Aki Ben Chie Dai"
HAND = "E1 ron Chie from Ben 1000"


@pytest.mark.parametrize("path", ["a\x00.toml", "a\ud800.toml"])
def test_a_path_no_file_can_have_is_an_unreadable_rules_file(path: str) -> None:
    with pytest.raises(RulesError) as caught:
        load_rules_file(path)
    assert caught.value.code == "invalid_rules_file"
    assert "cannot read the rules file" in caught.value.message


def test_a_nul_byte_in_a_text_sheets_rules_file_spoils_that_line_alone() -> None:
    (game,) = read_sheet(f'{PLAYERS}\nrules-file: "a\x00.toml"\n{HAND}')
    assert [(error.code, error.line) for error in game.errors] == [("invalid_rules_file", 2)]
    assert len(game.hands) == 1


def test_a_lone_surrogate_in_a_json_sheets_rules_file_spoils_that_line_alone() -> None:
    header = '{"players": ["Aki", "Ben", "Chie", "Dai"], "rules_file": "a\\ud800.toml"}'
    hand = json.dumps({"events": [{"type": "ron", "winner": "Chie", "from": "Ben",
                                   "claim": "1000"}]})
    (game,) = read_sheet_jsonl(f"{header}\n{hand}")
    assert [(error.code, error.line) for error in game.errors] == [("invalid_rules_file", 1)]
    assert game.players == ("Aki", "Ben", "Chie", "Dai") and len(game.hands) == 1


def test_a_sheet_in_a_directory_with_a_nul_rules_file_is_still_read(tmp_path: Path) -> None:
    # Looked for beside the sheet first: the path joined to the sheet's folder fails too.
    (game,) = read_sheet(f'{PLAYERS}\nrules-file: "a\x00.toml"\n{HAND}',
                         source=str(tmp_path / "sheet.txt"))
    assert [error.code for error in game.errors] == ["invalid_rules_file"]
