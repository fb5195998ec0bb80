"""The error family: a stable snake_case code on every error, the usage flag that decides the
command line's exit status (2 for malformed input, 1 for input that cannot be scored), one-line
messages, and the places the notation, sheet and game errors name."""

from __future__ import annotations

import re

import pytest

import mjscore
from mjscore.base import errors
from mjscore.base.errors import (
    BatchError,
    InvalidClaim,
    InvalidHand,
    InvalidSituation,
    MjscoreError,
    NotAWinningHand,
    NoYaku,
    ParseError,
    RecordError,
    RulesError,
    SheetError,
)


def _every_error() -> list[type[MjscoreError]]:
    found, pending = [], [MjscoreError]
    while pending:
        cls = pending.pop()
        found.append(cls)
        pending.extend(cls.__subclasses__())
    return sorted((cls for cls in found if cls.__module__ == errors.__name__),
                  key=lambda cls: cls.__name__)


@pytest.mark.parametrize("cls", _every_error(), ids=lambda cls: cls.__name__)
def test_every_error_has_a_snake_case_code(cls: type[MjscoreError]) -> None:
    assert re.fullmatch(r"[a-z]+(_[a-z]+)*", cls.code)


def test_each_error_class_has_a_code_of_its_own() -> None:
    codes = [cls.code for cls in _every_error()]
    assert len(codes) == len(set(codes))


@pytest.mark.parametrize(("cls", "usage"), [
    (ParseError, True), (InvalidHand, True), (RulesError, True), (BatchError, True),
    (InvalidSituation, False), (NotAWinningHand, False), (NoYaku, False), (RecordError, False),
])
def test_the_usage_flag_says_malformed_input_from_input_that_cannot_be_scored(
        cls: type[MjscoreError], usage: bool) -> None:
    assert cls.usage is usage


@pytest.mark.parametrize("cls", [ParseError, InvalidHand, InvalidSituation, RulesError])
def test_errors_of_bad_values_are_value_errors_too(cls: type[MjscoreError]) -> None:
    assert issubclass(cls, ValueError)


def test_a_code_given_replaces_the_class_code_and_the_message_leaves_it_out() -> None:
    error = InvalidSituation("ippatsu needs riichi", code="ippatsu_without_riichi")
    assert (error.code, error.message, str(error)) == (
        "ippatsu_without_riichi", "ippatsu needs riichi", "ippatsu needs riichi")
    assert InvalidSituation("x").code == "invalid_situation"
    assert isinstance(InvalidClaim("x"), RecordError) and InvalidClaim("x").code == "invalid_claim"


def test_a_parse_error_points_at_its_column_and_counts_wide_characters_as_two() -> None:
    with pytest.raises(ParseError) as caught:
        mjscore.parse_hand("123q")
    assert caught.value.column == 4
    assert caught.value.pointer() == "123q\n   ^"
    wide = ParseError("unexpected character 'x'", "東東x", 3, code="unknown_character")
    assert str(wide) == "unexpected character 'x' at column 3: '東東x'"
    assert wide.pointer().splitlines()[1] == "    ^"


def test_a_sheet_error_names_the_file_line_and_column() -> None:
    error = SheetError("no such seat", code="bad_seat", line=3, column=7, source="night.txt")
    assert str(error) == "night.txt, line 3, column 7: no such seat"
    assert (error.reason, error.code) == ("no such seat", "bad_seat")
    assert str(SheetError("no such seat")) == "no such seat"


def test_placing_a_sheet_error_keeps_what_it_knew_already() -> None:
    placed = SheetError("x", code="bad_seat", line=5).at(line=2, column=1, source="f.txt")
    assert (placed.line, placed.column, placed.source, placed.code) == (5, 1, "f.txt", "bad_seat")
    assert str(placed) == "f.txt, line 5, column 1: x"
