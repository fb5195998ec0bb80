"""mjscore.hand.parse_tile_list: tiles given loosely (text, a tile, a list or tuple of these),
each reader's words for what it refuses."""

from __future__ import annotations

import pytest

from mjscore.base import InvalidSituation, MjscoreError, ParseError
from mjscore.hand import Tile, parse_tile_list, parse_tiles


def notation(tiles: tuple[Tile, ...]) -> list[str]:
    return [str(tile) for tile in tiles]


class NotTiles(MjscoreError):
    """The error the tests' readers give for what is not tiles."""

    code = "not_tiles_here"


def not_tiles(value: object) -> NotTiles:
    return NotTiles(f"not tiles: {value!r}")


def in_notation(text: str, error: MjscoreError) -> InvalidSituation:
    return InvalidSituation(f"bad {text!r}: {error.message} [{error.code}]", code="invalid_value")


# --------------------------------------------------------------------------- good input


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("3m 7z", ["3m", "7z"]),
        ("3m7z", ["3m", "7z"]),
        ("34m, 1z", ["3m", "4m", "1z"]),
        ("0p", ["0p"]),
        (Tile.parse("5s"), ["5s"]),
        (["3m", "45p"], ["3m", "4p", "5p"]),
        (("7z", Tile.parse("0m"), "E"), ["7z", "0m", "1z"]),
        ([], []),
        ((), []),
    ],
    ids=["spaced", "joined", "commas", "red-five", "tile", "list", "tuple-with-a-tile",
         "empty-list", "empty-tuple"],
)
def test_tiles_are_read_in_the_order_given(value: object, expected: list[str]) -> None:
    assert notation(parse_tile_list(value)) == expected
    assert notation(parse_tile_list(value, not_tiles, in_notation=in_notation,
                                    blanks="skip", strings_first=True)) == expected


def test_each_text_goes_through_read() -> None:
    seen: list[str] = []

    def read(text: str) -> tuple[Tile, ...]:
        seen.append(text)
        return parse_tiles(text)

    assert notation(parse_tile_list(["1m", Tile.parse("2m"), "3m4m"], read=read)) == [
        "1m", "2m", "3m", "4m"]
    assert seen == ["1m", "3m4m"]


# --------------------------------------------------------------------------- not tiles


@pytest.mark.parametrize("value", [5, None, 1.5, {"3m": 1}, b"3m"])
def test_a_value_of_another_kind_is_refused_as_itself(value: object) -> None:
    with pytest.raises(NotTiles) as caught:
        parse_tile_list(value, not_tiles)
    assert caught.value.message == f"not tiles: {value!r}"
    assert caught.value.code == "not_tiles_here"


@pytest.mark.parametrize("value", [["3m", 5], ("3m", None), ["3m", ["4m"]]])
def test_an_item_of_another_kind_is_refused_as_that_item(value: list[object]) -> None:
    with pytest.raises(NotTiles) as caught:
        parse_tile_list(value, not_tiles)
    assert caught.value.message == f"not tiles: {value[1]!r}"


def test_without_its_own_error_another_kind_is_a_type_error() -> None:
    with pytest.raises(TypeError, match=r"^expected tiles in notation or a list of them, "
                                         r"not 5$"):
        parse_tile_list(5)
    with pytest.raises(TypeError, match=r"not None$"):
        parse_tile_list(["3m", None])


# --------------------------------------------------------------------------- bad notation


def test_bad_notation_is_the_error_of_read_without_in_notation() -> None:
    with pytest.raises(ParseError) as caught:
        parse_tile_list(["3m", "3x"], not_tiles)
    assert caught.value.code == "unknown_character"
    assert caught.value.message == "unexpected character 'x' at column 2: '3x'"


def test_bad_notation_is_the_callers_error_with_in_notation() -> None:
    with pytest.raises(InvalidSituation) as caught:
        parse_tile_list(["3m", "3x"], not_tiles, in_notation=in_notation)
    assert caught.value.code == "invalid_value"
    assert caught.value.message == ("bad '3x': unexpected character 'x' at column 2: '3x' "
                                    "[unknown_character]")
    assert caught.value.__suppress_context__


def test_any_error_of_read_is_handed_to_in_notation() -> None:
    def read(text: str) -> tuple[Tile, ...]:
        raise MjscoreError(f"no {text}", code="custom")

    with pytest.raises(InvalidSituation, match=r"^bad '1m': no 1m \[custom\]$"):
        parse_tile_list("1m", in_notation=in_notation, read=read)


def test_items_are_read_in_turn_the_first_bad_one_refused() -> None:
    with pytest.raises(ParseError, match="'zz'"):
        parse_tile_list(["1m", "zz", 5], not_tiles)
    with pytest.raises(NotTiles, match="not tiles: 5"):
        parse_tile_list(["1m", 5, "zz"], not_tiles)


def test_strings_first_refuses_another_kind_before_reading_any() -> None:
    with pytest.raises(NotTiles, match=r"^not tiles: 5$"):
        parse_tile_list(["1m", "zz", 5], not_tiles, strings_first=True)
    with pytest.raises(ParseError, match="'zz'"):
        parse_tile_list(["1m", "zz", Tile.parse("2m")], not_tiles, strings_first=True)


# --------------------------------------------------------------------------- blank text


@pytest.mark.parametrize("blank", ["", " ", "\t", "\n "])
def test_blank_text_is_skipped_with_skip(blank: str) -> None:
    assert parse_tile_list(blank, not_tiles, blanks="skip") == ()
    assert notation(parse_tile_list(["1m", blank], not_tiles, blanks="skip")) == ["1m"]


@pytest.mark.parametrize("blank", ["", " ", "\t"])
def test_blank_text_is_read_by_default_and_so_is_no_tiles(blank: str) -> None:
    with pytest.raises(ParseError) as caught:
        parse_tile_list(["1m", blank], not_tiles)
    assert caught.value.code == "empty_hand"
    assert caught.value.message == f"no tiles at column 1: {blank!r}"


def test_blank_text_is_not_tiles_with_refuse() -> None:
    with pytest.raises(NotTiles) as caught:
        parse_tile_list(["1m", " "], not_tiles, blanks="refuse", in_notation=in_notation)
    assert caught.value.message == "not tiles: ' '"


def test_a_separator_alone_is_not_blank() -> None:
    with pytest.raises(InvalidSituation, match=r"^bad ',': no tiles at column 1: ','"):
        parse_tile_list(",", not_tiles, blanks="skip", in_notation=in_notation)
