"""A sheet's lines cut from bytes (mjscore.sheet.lines), and the lines no reader reads: a
byte that is not UTF-8, a lone surrogate (issue #29)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from mjscore.sheet import (
    MAX_SHEET_LINE_BYTES,
    SheetReader,
    SheetSession,
    line_problem,
    sheet_lines,
)


@pytest.mark.parametrize(("data", "lines"), [
    (b"", []),
    (b"a\n", ["a"]),
    (b"a\nb", ["a", "b"]),
    (b"a\r\nb\r\n", ["a", "b"]),
    (b"a\rb\r\n\n", ["a", "b", ""]),
    (b"\xef\xbb\xbfa\n", ["\ufeffa"]),
    (b"caf\xc3\xa9 \xe9\n", ["caf\u00e9 \udce9"]),
])
def test_lines_end_as_universal_newlines_end_them(data: bytes, lines: list[str]) -> None:
    assert list(sheet_lines(io.BytesIO(data))) == lines


@pytest.mark.parametrize(("text", "message"), [
    ("E1 ron \udcff", "column 8: the line is not valid UTF-8 (byte 0xff)"),
    ("\ud800", "column 1: the line is not valid text (a lone surrogate, U+D800)"),
])
def test_a_line_no_utf8_holds_is_invalid_utf8(text: str, message: str) -> None:
    problem = line_problem(text)
    assert problem is not None and problem.code == "invalid_utf8"
    assert problem.message == message


@pytest.mark.parametrize("text", ["", "players: Aki Ben Chie Dai", "E1 ロン 🀄 café"])
def test_text_is_no_problem(text: str) -> None:
    assert line_problem(text) is None


def test_the_reader_answers_the_spoilt_line_alone_and_tells_the_format_after_it() -> None:
    reader = SheetReader()
    first = reader.feed("\udce9{")
    assert [(error.code, error.line) for error in first.errors] == [("invalid_utf8", 1)]
    assert reader.format is None
    reader.feed("players: Aki Ben Chie Dai")
    assert reader.format == "text"
    assert reader.feed("E1 ron Chie from Ben 1000").item is not None
    game = reader.close()
    assert game is not None and len(game.hands) == 1
    assert [error.code for error in game.errors] == ["invalid_utf8"]


def test_a_saved_sheet_keeps_the_bytes_of_a_spoilt_line(tmp_path: Path) -> None:
    save = tmp_path / "sheet.txt"
    session = SheetSession(save=save)
    for line in ("players: Aki Ben Chie Dai", "E1 caf\udce9", "\ud800",
                 "E1 ron Chie from Ben 1000"):
        session.feed(line)
    assert save.read_bytes() == (b"players: Aki Ben Chie Dai\nE1 caf\xe9\n\xed\xa0\x80\n"
                                 b"E1 ron Chie from Ben 1000\n")
    session.undo()
    assert save.read_bytes() == b"players: Aki Ben Chie Dai\nE1 caf\xe9\n\xed\xa0\x80\n"


def test_a_line_at_the_cap_is_read_and_one_byte_more_is_too_long() -> None:
    at_cap = b"#" * MAX_SHEET_LINE_BYTES
    data = at_cap + b"\n" + at_cap + b"##\r" + b"x" * 200_000 + b"\nE1\n" + at_cap + b"#"
    lines = list(sheet_lines(io.BytesIO(data)))
    assert [len(line) for line in lines] == [MAX_SHEET_LINE_BYTES, MAX_SHEET_LINE_BYTES + 1,
                                             2, MAX_SHEET_LINE_BYTES + 1]
    assert [problem.code if (problem := line_problem(line)) else None
            for line in lines] == [None, "line_too_long", None, "line_too_long"]


def test_a_line_of_many_bytes_a_character_is_measured_in_bytes() -> None:
    assert line_problem("東" * (MAX_SHEET_LINE_BYTES // 3)) is None
    problem = line_problem("東" * (MAX_SHEET_LINE_BYTES // 3 + 1))
    assert problem is not None and problem.code == "line_too_long"
    assert problem.message == "the line is longer than 65,536 bytes"
    assert line_problem("\udce9" * MAX_SHEET_LINE_BYTES) is not None  # one byte each
    assert line_problem("\udce9" * (MAX_SHEET_LINE_BYTES // 2)).code == "invalid_utf8"


def test_the_reader_refuses_a_long_line_given_as_text_without_reading_it() -> None:
    reader = SheetReader()
    reader.feed("players: Aki Ben Chie Dai")
    fed = reader.feed("E1 ron Chie from Ben 1000 " + "9" * 10_000_000)
    assert [(error.code, error.line) for error in fed.errors] == [("line_too_long", 2)]
    assert reader.feed("E1 ron Chie from Ben 1000").item is not None
