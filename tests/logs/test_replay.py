"""Replay: a log file read in the format its content shows, played through the ledger, and
every file answered (ok, mismatch, skipped or error), never a traceback."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjscore.base import LogError, UnsupportedLog, in_blocks
from mjscore.game import GameRecord, GameState, HandLabel, HandRecord, Written
from mjscore.logs import read_log, replay_file, replay_outputs
from mjscore.logs import replay as module
from mjscore.logs.replay import Status, game_id_of, log_files

from ..support.logdata import require_raw
from .test_mjlog import DRAW, HEAD, INIT

GAME_ID = "2022010101gm-00a9-0000-abcdef01"
AGREES = ('<RYUUKYOKU ba="0,0" sc="250,0,250,0,250,0,250,0" '
          'owari="250,35.0,250,5.0,250,-15.0,250,-25.0"/>')
"""The end of a one-hand game whose final points are the rules' (uma 20/10, oka 20)."""
LOG = (HEAD + INIT + "<T60/><D60/>" + AGREES + "</mjloggm>").encode()
DIFFERS = (HEAD + INIT + "<T60/><D60/>" + DRAW + "</mjloggm>").encode()
"""The same game, whose final points are written wrong."""


def test_a_game_the_rules_agree_with_is_ok_with_its_counts(tmp_path: Path) -> None:
    path = tmp_path / f"{GAME_ID}.xml"
    path.write_bytes(LOG)
    result = replay_file(path)
    assert result.as_record() == {"file": str(path), "game": GAME_ID, "status": "ok",
                                  "reason": None, "code": None, "hands": 1, "wins": 0,
                                  "draws": 1, "mismatches": [],
                                  "final": {"scores": [25000, 25000, 25000, 25000],
                                            "points": [35.0, 5.0, -15.0, -25.0]},
                                  "stopped": None, "hint": None}


def test_a_mismatch_names_the_hand_the_field_and_both_values() -> None:
    result = replay_file(Path("game.xml"), data=DIFFERS)
    assert result.status is Status.MISMATCH
    assert [mismatch.as_record() for mismatch in result.mismatches] == [
        {"hand": "end", "field": "final_points", "log": [-5.0, -15.0, 5.0, 15.0],
         "mjscore": [35.0, 5.0, -15.0, -25.0]}]


def test_a_gzip_log_reads_as_the_plain_one() -> None:
    assert read_log(gzip.compress(LOG), game_id="x") == read_log(LOG, game_id="x")
    with pytest.raises(LogError) as caught:
        read_log(gzip.compress(LOG)[:-10])
    assert caught.value.code == "truncated_log"


@pytest.mark.parametrize("data", [b"# notes\nhello", b'{"hand": "123m456p789s234s1p+1p"}'])
def test_what_is_no_game_log_is_unsupported(data: bytes) -> None:
    with pytest.raises(UnsupportedLog, match="not a game log"):
        read_log(data)


@pytest.mark.parametrize(("data", "status", "code", "reason"), [
    (b"# notes\nhello", Status.SKIPPED, "unsupported_log", "not a game log"),
    (LOG[:-30], Status.INCOMPLETE, "truncated_log", "the XML stops before its end"),
    (LOG.replace(b"<INIT", b"<INIT bogus", 1), Status.ERROR, "invalid_log", "broken XML"),
    (None, Status.ERROR, "invalid_log", "game.xml: cannot read the file"),
], ids=["readme", "cut", "broken", "missing"])
def test_every_file_answers_with_its_status_and_reason(
        tmp_path: Path, data: bytes | None, status: Status, code: str, reason: str) -> None:
    path = tmp_path / "game.xml"
    if data is not None:
        path.write_bytes(data)
    result = replay_file(path)
    assert (result.status, result.code) == (status, code)
    assert result.reason is not None and reason in result.reason


def test_a_file_too_large_for_a_log_is_skipped(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(module, "MAX_LOG_BYTES", 100)
    result = replay_file(Path("big.xml"), data=LOG)
    assert (result.status, result.code) == (Status.SKIPPED, "unsupported_log")


def test_directories_are_walked_in_name_order_and_the_rest_kept_as_given(tmp_path: Path
                                                                        ) -> None:
    for name in ("b.xml", "sub/a.xml", "a.xml"):
        (tmp_path / name).parent.mkdir(exist_ok=True)
        (tmp_path / name).write_bytes(b"")
    found = list(log_files([str(tmp_path), "-", "x.xml"]))
    assert found == [str(tmp_path / "a.xml"), str(tmp_path / "b.xml"),
                     str(tmp_path / "sub" / "a.xml"), "-", "x.xml"]
    assert game_id_of(f"logs/{GAME_ID}.mjlog.gz") == GAME_ID


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.lists(st.sampled_from(["/", ".", "..", "a", "b.c", "x.mjlog.gz", "é", "\\"]),
                max_size=6).map("".join))
def test_a_game_s_id_is_the_name_that_path_reads_without_its_extensions(name: str) -> None:
    assert game_id_of(name) == Path(name).name.split(".", 1)[0]


def test_the_export_gives_each_draw_and_the_sheet_the_game(tmp_path: Path) -> None:
    path = tmp_path / f"{GAME_ID}.xml"
    path.write_bytes(LOG)
    (output,) = replay_outputs([str(path)], export=True, sheet=True)
    assert output.record["status"] == "ok"
    assert output.export == [{"game": GAME_ID, "players": ["a", "b", "c", "d"],
                              "hand": "E1", "type": "draw",
                              "kind": "exhaustive", "tenpai": [], "nagashi": [],
                              "deltas": [0, 0, 0, 0]}]
    assert output.sheet is not None and "E1 draw noten" in output.sheet


@pytest.mark.parametrize("preset", ["tenhou", "tenhou3", "mleague"])
def test_a_game_starts_where_its_first_hand_says_and_at_east_1_else(preset: str) -> None:
    rules = GameState.start(preset).rules
    assert GameState.start(rules).label == module._EAST_1  # (the label _start looks for)

    def game(written: Written) -> GameRecord:
        return GameRecord(("A", "B", "C", "D")[:rules.seats], rules,
                          (HandRecord((), written),))

    assert module.start_of(game(Written())) is None
    assert module.start_of(game(Written(label=HandLabel.parse("E1"), sticks=0))) is None
    start = module.start_of(game(Written(label=HandLabel.parse("E1"), sticks=2)))
    assert start is not None and str(start.label) == "E1" and start.sticks == (0, 0)
    start = module.start_of(game(Written(label=HandLabel.parse("E2-1"),
                                         start_scores=(30000,) * rules.seats)))
    assert start is not None and str(start.label) == "E2-1"
    assert start.scores == (30000,) * rules.seats and not start.sticks


@pytest.mark.parametrize("count", [0, 1, 7, 8, 9, 17])
def test_workers_are_sent_the_files_in_blocks_in_order(count: int) -> None:
    blocks = list(in_blocks(range(count), module._BLOCK))
    assert [item for block in blocks for item in block] == list(range(count))
    assert all(len(block) == module._BLOCK for block in blocks[:-1])
    assert all(0 < len(block) <= module._BLOCK for block in blocks)


def test_workers_give_every_output_of_every_file_in_order() -> None:
    """Replayed by two processes in blocks, 39 files (not a whole number of blocks; plain,
    broken and tenhou.net/6 logs) give the outputs one process gives, export and sheet
    included, in the same order."""
    logs = [str(require_raw() / "pantheon_onlinelog")]
    one = list(replay_outputs(logs, export=True, sheet=True))
    two = list(replay_outputs(logs, export=True, sheet=True, jobs=2))
    assert len(one) == 39 and len(one) % module._BLOCK
    assert two == one
