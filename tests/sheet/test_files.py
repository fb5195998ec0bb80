"""Issue #26, item 8: each command knows the other's files. A game sheet is told from its
head (``SheetFileReader``, which ``mjscore check`` and ``batch`` ask first) and a file of
hand records from a sheet's first line (``records_format``)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from mjscore.base import BatchError, Head
from mjscore.records import BatchRun, record_readers
from mjscore.sheet import (
    SHEET_READERS,
    GameFinished,
    LineError,
    SheetFileReader,
    SheetSession,
    read_sheet,
    records_format,
    write_sheet_jsonl,
)

ROOT = Path(__file__).resolve().parents[2]
GAME = (ROOT / "examples" / "game.txt").read_text(encoding="utf-8")
RECORD = "2m345p567s+2m [678p] [7-77z] --seat W --from N --expect 1000"


@pytest.mark.parametrize("head", [
    b"players: Aki Ben Chie Dai", b"game: Club night", b"rules: classic", b"claims: with honba",
    "対局者: 一 二 三 四".encode(), b"E1 ron A from B 1000", "東1局 ツモ A 1000/2000".encode(),
    b'{"players": ["A", "B", "C", "D"]}',
    b'{"label": "E1", "events": [{"type": "draw"}]}',
])
def test_a_sheet_is_told_from_its_head(head: bytes) -> None:
    assert SheetFileReader.detect(Head(head))


@pytest.mark.parametrize("head", [
    RECORD.encode(), b"hand,seat,from,expect", b'{"hand": "123m456p789s11z22z+2z"}',
    b'{"hand": "123m", "players": 1}', b"<mjloggm ver=\"2.3\">", b"\xff\xfe",
    b'{"title": ["", ""], "log": []}', b"Draw the tiles, then score them",
    b"--riichi --tsumo 123m456p789s234s1p+1p",
])
def test_hand_records_and_logs_are_no_sheet(head: bytes) -> None:
    assert not SheetFileReader.detect(Head(head))


def test_a_long_first_line_is_told_from_its_start() -> None:
    assert SheetFileReader.detect(Head(b'{"players": ["A", "B"', complete=False))
    assert not SheetFileReader.detect(Head(b'{"hand": "123m', complete=False))


def test_the_reader_reads_the_games_of_a_sheet() -> None:
    stream = io.BytesIO(GAME.encode("utf-8"))
    assert tuple(SheetFileReader().items(stream)) == read_sheet(GAME)
    assert not stream.closed


def test_the_reader_gives_a_line_that_is_not_utf8_its_own_error() -> None:
    stream = io.BytesIO(b"players: A B C D\nE1 ron B from C 1000\nE2 \xff draw\nE2 draw\n")
    (game,) = SheetFileReader().items(stream)
    assert [error.line for error in game.errors] == [3] and len(game.hands) == 2


@pytest.mark.parametrize(("line", "kind"), [
    (RECORD, "args"), ("hand,seat,from,riichi,expect", "csv"),
    ('{"hand": "23456m55678p234s+4m", "seat": "S"}', "jsonl"),
    ("players: A B C D", None), ("E1 ron A from B 1000", None), ("ron A from B", None),
    ('{"players": ["A", "B", "C", "D"]}', None), ("nonsense words", None), ("", None),
    ("2m345p --seat W", None),  # no hand in notation: a sheet's bad line, not a record
])
def test_records_format_tells_a_hand_record_line(line: str, kind: str | None) -> None:
    assert records_format(line) == kind


def answers_of(text: str) -> list[object]:
    session = SheetSession(source="records.txt")
    found: list[object] = []
    for line in text.split("\n"):
        found += session.feed(line)
    return found + session.close()


@pytest.mark.parametrize("text", [
    (ROOT / "examples" / "records.txt").read_text(encoding="utf-8"),
    (ROOT / "examples" / "records.csv").read_text(encoding="utf-8"),
    (ROOT / "examples" / "records.jsonl").read_text(encoding="utf-8"),
], ids=["args", "csv", "jsonl"])
def test_a_file_of_hand_records_is_said_once_and_not_played(text: str) -> None:
    answers = answers_of(text)
    assert [type(answer) for answer in answers] == [LineError]
    error = answers[0].error  # type: ignore[attr-defined]
    assert error.code == "wrong_command" and "mjscore check" in error.message
    assert error.line == next(number for number, line in enumerate(text.split("\n"), 1)
                              if line.strip() and not line.startswith("#"))


def test_read_sheet_keeps_the_error_and_no_missing_header() -> None:
    (game,) = read_sheet(f"# records\n{RECORD}\n{RECORD}")
    assert [(error.code, error.line) for error in game.errors] == [("wrong_command", 2)]
    assert game.hands == ()


def test_undo_of_the_first_line_typed_takes_the_file_kind_back() -> None:
    session = SheetSession()
    assert [type(reply) for reply in session.type(RECORD)] == [LineError]
    session.type("undo")
    session.type("players: A B C D")
    played = session.type("E1 ron B from C 1000")
    assert played and not isinstance(played[0], LineError)
    assert any(isinstance(answer, GameFinished) for answer in session.close())


def test_a_sheet_line_that_starts_like_a_record_is_still_read_as_a_sheet() -> None:
    answers = answers_of("players: A B C D\n" + RECORD)
    assert "wrong_command" not in [answer.error.code for answer in answers
                                   if isinstance(answer, LineError)]


@pytest.mark.parametrize("sheet", [GAME, write_sheet_jsonl(read_sheet(GAME)[0])],
                         ids=["text", "jsonl"])
def test_a_batch_run_refuses_a_sheet_and_names_game(sheet: str) -> None:
    run = BatchRun(io.BytesIO(sheet.encode("utf-8")), check=True,
                   readers=(*SHEET_READERS, *record_readers()))
    with pytest.raises(BatchError, match="mjscore game") as raised:
        list(run)
    assert raised.value.code == "wrong_command"


def test_a_named_format_reads_a_sheet_as_records_anyway() -> None:
    records = list(BatchRun(io.BytesIO(b"players: A B C D\n"), check=True, format="args"))
    assert records[0]["error"]["code"] == "unknown_character"  # "players:" is no hand


@pytest.mark.parametrize("header", ["tsumo\thand\tseat\texpect", "riichi\thand\tseat"])
def test_a_csv_header_that_starts_with_an_event_word_is_records(header: str) -> None:
    assert not SheetFileReader.detect(Head(header.encode()))
    assert records_format(header) == "csv"
