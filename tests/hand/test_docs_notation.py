"""Every table row of docs/notation.md is an example that must hold.

The document keeps its examples in Markdown tables, one kind of example per header:

- ``| Input | Canonical form | Winning tile | Meaning |``: the input parses, formats to the
  canonical form and wins on the tile given;
- ``| Input | Code | Column | Message |``: the input fails with that code, column (— for an
  ``InvalidHand``, which has none) and exact message;
- ``| Tile | Character | Code point |``: the Unicode rendering of one tile;
- ``| Suit | Letter | Digits | Tiles |``: the suit letters and the tiles they name;
- ``| Honor | Tile | Letter | Kanji |``: the names of an honor that the parser reads, which
  together must be every name it reads.

Inputs are written in backticks; ``(empty)`` stands for the empty string. A table with any
other header fails the suite, so no example can be added without being checked. The
```python blocks of the document run as doctests (pytest's --doctest-glob).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import NamedTuple

import pytest

from mjscore import InvalidHand, MjscoreError, ParseError, Suit, Tile, format_hand, parse_hand
from mjscore.hand import unicode_tile
from mjscore.hand.notation import _HONORS

DOC = Path(__file__).resolve().parents[2] / "docs" / "notation.md"

EXAMPLES = ("Input", "Canonical form", "Winning tile", "Meaning")
ERRORS = ("Input", "Code", "Column", "Message")
UNICODE = ("Tile", "Character", "Code point")
SUITS = ("Suit", "Letter", "Digits", "Tiles")
HONOR_NAMES = ("Honor", "Tile", "Letter", "Kanji")


class Row(NamedTuple):
    line: int
    cells: tuple[str, ...]


def _cells(line: str) -> tuple[str, ...]:
    return tuple(cell.strip() for cell in line.strip().strip("|").split("|"))


def read_tables(text: str) -> list[tuple[tuple[str, ...], list[Row]]]:
    """Each Markdown table as its header and its body rows (with 1-based line numbers)."""
    tables: list[tuple[tuple[str, ...], list[Row]]] = []
    block: list[tuple[int, str]] = []
    in_fence = False
    for number, line in enumerate([*text.splitlines(), ""], start=1):
        if line.startswith("```"):
            in_fence = not in_fence
        if line.lstrip().startswith("|") and not in_fence:
            block.append((number, line))
            continue
        if block:
            header = _cells(block[0][1])
            rows = [Row(n, _cells(body)) for n, body in block[2:]]
            tables.append((header, rows))
            block = []
    return tables


def code(cell: str, line: int) -> str:
    """The text of a backticked cell; ``(empty)`` is the empty string."""
    if cell == "(empty)":
        return ""
    match = re.fullmatch(r"`([^`]*)`", cell)
    assert match, f"docs/notation.md line {line}: expected a backticked cell, got {cell!r}"
    return match.group(1)


TABLES = read_tables(DOC.read_text(encoding="utf-8"))


def rows_of(header: tuple[str, ...]) -> list[Row]:
    return [row for head, rows in TABLES if head == header for row in rows]


def params(header: tuple[str, ...]) -> list[object]:
    return [pytest.param(row, id=f"line{row.line}:{row.cells[0]}") for row in rows_of(header)]


def test_every_table_is_one_the_suite_checks():
    known = {EXAMPLES, ERRORS, UNICODE, SUITS, HONOR_NAMES}
    unknown = [header for header, _ in TABLES if header not in known]
    assert not unknown, f"docs/notation.md has tables no test checks: {unknown}"
    for header in known:
        assert rows_of(header), f"docs/notation.md has no rows under {header}"
    for header, rows in TABLES:
        for row in rows:
            assert len(row.cells) == len(header), f"line {row.line}: wrong number of cells"


def test_every_error_code_of_the_issue_has_an_error_example():
    documented = {code(row.cells[1], row.line) for row in rows_of(ERRORS)}
    required = {
        "unknown_character", "digits_without_suit", "invalid_honor", "empty_hand",
        "unbalanced_bracket", "nested_bracket", "invalid_meld", "chi_not_from_previous",
        "misplaced_mark", "two_marks", "two_winning_tiles", "wrong_tile_count",
        "too_many_copies", "duplicate_red_five",
    }
    assert required <= documented, f"missing error examples: {sorted(required - documented)}"


@pytest.mark.parametrize("row", params(EXAMPLES))
def test_example(row):
    text, canonical, win = (code(cell, row.line) for cell in row.cells[:3])
    hand = parse_hand(text)
    assert format_hand(hand) == canonical
    assert str(hand.win_tile) == win
    assert parse_hand(canonical) == hand


@pytest.mark.parametrize("row", params(ERRORS))
def test_error_example(row):
    text, error_code = code(row.cells[0], row.line), code(row.cells[1], row.line)
    column, message = row.cells[2], code(row.cells[3], row.line)
    with pytest.raises(MjscoreError) as info:
        parse_hand(text)
    error = info.value
    assert error.code == error_code
    assert str(error) == message
    if column == "—":
        assert isinstance(error, InvalidHand)
        assert not isinstance(error, ParseError)
    else:
        assert isinstance(error, ParseError)
        assert error.column == int(column)


@pytest.mark.parametrize("row", params(UNICODE))
def test_unicode_example(row):
    tile = Tile.parse(code(row.cells[0], row.line))
    character, code_point = row.cells[1], row.cells[2]
    assert unicode_tile(tile) == character
    assert f"U+{ord(character):X}" == code_point


@pytest.mark.parametrize("row", params(SUITS))
def test_suit_row(row):
    letter, tiles = row.cells[1], row.cells[3]
    suit = Suit(letter)
    named = re.findall(r"\b(\d)([mpsz])\b", tiles)
    assert named, f"line {row.line} names no tiles"
    for digit, tile_letter in named:
        assert tile_letter == letter
        tile = Tile.parse(digit + tile_letter)
        assert tile.suit is suit
        assert tile.red is (digit == "0")


@pytest.mark.parametrize("row", params(HONOR_NAMES))
def test_honor_name_row(row):
    tile = code(row.cells[1], row.line)
    names = [code(cell, row.line) for cell in (row.cells[2], *row.cells[3].split())]
    digit = tile[0]
    for name in names:
        assert str(Tile.parse(name)) == tile
        # Three of it concealed, and a pon of it, read like the digits with z.
        assert parse_hand(f"{name * 3}123m456p789s11s") == parse_hand(
            f"{digit * 3}z123m456p789s11s")
        assert parse_hand(f"123m456p789s1s+1s [{name * 3}]") == parse_hand(
            f"123m456p789s1s+1s [{digit * 3}z]")

def test_the_honor_table_names_every_honor_the_parser_reads():
    documented = {code(cell, row.line) for row in rows_of(HONOR_NAMES)
                  for cell in (row.cells[2], *row.cells[3].split())}
    assert documented == set(_HONORS)
