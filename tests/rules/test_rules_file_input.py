"""Rule files named by hostile paths (issue #29): a path no file system can hold (R3), a
FIFO, a device and a file too large (R8). Each is ``invalid_rules_file``, for the line of
the sheet that names it or for the command's option; nothing blocks, nothing reads
without bound."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mjscore import RulesError
from mjscore.rules import MAX_RULES_FILE_BYTES, load_rules_file
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


# --------------------------------------------------------------------------- R8

HANG_GUARD = 60
"""Seconds a command may take before it counts as hung: a guard, not a speed test (each of
these answers at once)."""

MEMORY_CAP = 1 << 30
"""The address space a command may use (bytes): reading /dev/zero without bound must fail
here, not take the machine's memory."""


def _mjscore(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    resource = pytest.importorskip("resource", reason="the memory cap needs POSIX limits")

    def cap() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))

    try:
        return subprocess.run([sys.executable, "-m", "mjscore", *args], cwd=cwd,
                              capture_output=True, text=True, timeout=HANG_GUARD,
                              preexec_fn=cap, check=False)
    except subprocess.TimeoutExpired:
        pytest.fail(f"mjscore {' '.join(args)} still running after {HANG_GUARD} s")


def _special(name: str, tmp_path: Path) -> str:
    if name == "fifo":
        if not hasattr(os, "mkfifo"):
            pytest.skip("no FIFOs on this system")
        os.mkfifo(tmp_path / "club.toml")
        return str(tmp_path / "club.toml")
    if not Path(name).exists():
        pytest.skip(f"no {name} on this system")
    return name


SPECIAL = ["fifo", "/dev/zero"]
"""A FIFO no one writes to (opening it waits for a writer) and an endless device."""


@pytest.mark.parametrize("name", SPECIAL)
def test_a_sheets_rules_file_that_is_no_regular_file_spoils_its_line(
        name: str, tmp_path: Path) -> None:
    path = _special(name, tmp_path)
    (tmp_path / "sheet.txt").write_text(f'{PLAYERS}\nrules-file: "{path}"\n{HAND}\n',
                                        encoding="utf-8")
    result = _mjscore("game", "sheet.txt", "--json", cwd=tmp_path)
    assert result.returncode == 1, result.stderr
    records = [json.loads(line) for line in result.stdout.splitlines()]
    errors = [record for record in records if record["type"] == "error"]
    assert [(error["line"], error["error"]["code"]) for error in errors] == [
        (2, "invalid_rules_file")]
    assert "not a regular file" in errors[0]["error"]["message"]
    assert [record["type"] for record in records if record["type"] != "error"] == [
        "hand", "result"]


@pytest.mark.parametrize("name", SPECIAL)
def test_the_rules_file_option_refuses_what_is_no_regular_file(
        name: str, tmp_path: Path) -> None:
    path = _special(name, tmp_path)
    result = _mjscore("score", "123m456p789s234s1p+1p", "--riichi", "--rules-file", path,
                      "--json", cwd=tmp_path)
    assert result.returncode == 2, result.stderr
    error = json.loads(result.stdout)["error"]
    assert error["code"] == "invalid_rules_file" and "not a regular file" in error["message"]


def test_a_rules_file_larger_than_the_cap_is_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "club.toml"
    path.write_text('base = "tenhou"\n' + "# a comment\n" * (MAX_RULES_FILE_BYTES // 10),
                    encoding="utf-8")
    with pytest.raises(RulesError) as caught:
        load_rules_file(path)
    assert caught.value.code == "invalid_rules_file"
    assert f"larger than {MAX_RULES_FILE_BYTES:,} bytes" in caught.value.message


def test_a_rules_file_at_the_cap_is_read(tmp_path: Path) -> None:
    path = tmp_path / "club.toml"
    head = 'base = "tenhou"\n'
    path.write_text(head + "#" * (MAX_RULES_FILE_BYTES - len(head) - 1) + "\n",
                    encoding="utf-8")
    assert path.stat().st_size == MAX_RULES_FILE_BYTES
    assert load_rules_file(path).name == "club"
