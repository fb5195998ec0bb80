"""The sheet's word splitting by patterns (issue #29, R10: a long sheet's lines read at a
steady cost) against its definition, character by character: :func:`scan`,
:func:`tokens` (against :func:`~mjscore.sheet.words.tokens_by_characters`) and the events'
segments agree with the loops below on real lines and on
Hypothesis text made of the characters that matter (quotes, escapes, comments, brackets,
``=``, ``;``, white space)."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mjscore.base import SheetError
from mjscore.sheet.text import _segments
from mjscore.sheet.words import QUOTES, Token, _token, scan, tokens, tokens_by_characters

from ..base.test_values import assert_same_value
from ..support.cli import ROOT
from ..support.strategies import hypothesis_settings

_COMMENT, _EQUALS, _OPEN, _CLOSE, SEMICOLONS = "#＃", "=＝", "[({", "])}", ";；"


def scan_slowly(line: str) -> tuple[int, list[tuple[int, int]]]:
    quote: str | None = None
    opened = depth = index = 0
    equals: list[tuple[int, int]] = []
    while index < len(line):
        char = line[index]
        if quote is not None:
            if char == "\\" and quote == '"' and index + 1 < len(line):
                index += 1
            elif char == quote:
                quote = None
        elif char in QUOTES:
            quote, opened = QUOTES[char], index
        elif char in _COMMENT:
            return index, equals
        elif char in _OPEN:
            depth += 1
        elif char in _CLOSE:
            depth = max(0, depth - 1)
        elif char in _EQUALS:
            equals.append((index, depth))
        index += 1
    if quote is not None:
        raise SheetError(f"the quote {line[opened]!r} is never closed", column=opened + 1)
    return len(line), equals


def segments_slowly(line: str, start: int, end: int) -> Iterable[tuple[int, int]]:
    quote_end: str | None = None
    first = start
    escaped = False
    for index in range(start, end):
        char = line[index]
        if escaped:
            escaped = False
        elif quote_end is not None:
            if char == "\\" and quote_end == '"':
                escaped = True
            elif char == quote_end:
                quote_end = None
        elif char in QUOTES:
            quote_end = QUOTES[char]
        elif char in SEMICOLONS:
            yield first, index
            first = index + 1
    yield first, end


def _scanned(function: object, line: str) -> object:
    try:
        return function(line)  # type: ignore[operator]
    except SheetError as error:
        return ("error", error.reason, error.column)


def assert_agree(line: str, start: int = 0, end: int | None = None) -> None:
    end = len(line) if end is None else min(end, len(line))
    start = min(start, end)
    assert _scanned(scan, line) == _scanned(scan_slowly, line)
    assert tokens(line, start, end) == tokens_by_characters(line, start, end)
    assert list(_segments(line, start, end)) == list(segments_slowly(line, start, end))


SHEETS = sorted((ROOT / "examples").glob("*.txt"))


@pytest.mark.parametrize("path", SHEETS, ids=[path.name for path in SHEETS])
def test_the_example_sheets_split_as_defined(path: Path) -> None:
    for line in path.read_text(encoding="utf-8").splitlines():
        assert_agree(line)


TEXT = st.text(st.sampled_from([*'ab 1\t"\\＂「」#＃=＝[({])};；', "\u3000", "東"]),
               max_size=40)


@hypothesis_settings(400)
@given(TEXT, st.integers(0, 40), st.integers(0, 45))
def test_any_text_splits_as_defined(line: str, start: int, end: int) -> None:
    assert_agree(line, start, end)


def test_a_token_is_built_as_its_init_builds_it() -> None:
    values = ["say \"hi\"", 3, 12, True]
    assert_same_value(_token(*values), Token, values)
