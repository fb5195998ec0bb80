"""Tests for mjscore.hand.tiles: the 34 kinds, red fives, predicates, dora and winds."""

from __future__ import annotations

import dataclasses

import pytest

from mjscore import MjscoreError, ParseError, Suit, Tile, Wind, dora_indicated_by
from mjscore.hand import DORA_KIND, TILE_KINDS

ALL_KINDS = [f"{rank}{suit}" for suit in "mps" for rank in range(1, 10)] + [
    f"{rank}z" for rank in range(1, 8)
]


def test_there_are_34_kinds_in_man_pin_sou_honor_order():
    assert [str(tile) for tile in TILE_KINDS] == ALL_KINDS
    assert [tile.kind for tile in TILE_KINDS] == list(range(34))


@pytest.mark.parametrize("text", ALL_KINDS, ids=ALL_KINDS)
def test_each_kind_parses_formats_and_rebuilds_from_its_kind(text):
    tile = Tile.parse(text)
    assert str(tile) == text
    assert Tile.from_kind(tile.kind) == tile
    assert not tile.red


@pytest.mark.parametrize("kind", [-1, 34, 100], ids=["negative", "34", "100"])
def test_from_kind_refuses_kinds_outside_0_to_33(kind):
    with pytest.raises(MjscoreError) as info:
        Tile.from_kind(kind)
    assert info.value.code == "invalid_tile"


@pytest.mark.parametrize(
    ("suit", "base", "size"),
    [(Suit.MAN, 0, 9), (Suit.PIN, 9, 9), (Suit.SOU, 18, 9), (Suit.HONOR, 27, 7)],
    ids=["man", "pin", "sou", "honor"],
)
def test_suit_base_and_size(suit, base, size):
    assert (suit.base, suit.size) == (base, size)


# Red fives ------------------------------------------------------------------------------


@pytest.mark.parametrize("suit", "mps", ids=["man", "pin", "sou"])
def test_red_five_is_the_same_kind_as_a_plain_five_but_a_different_tile(suit):
    red, plain = Tile.parse(f"0{suit}"), Tile.parse(f"5{suit}")
    assert red.red and not plain.red
    assert red.kind == plain.kind
    assert red != plain
    assert red.plain == plain
    assert red.rank == 5
    assert str(red) == f"0{suit}"


@pytest.mark.parametrize("suit", "mps", ids=["man", "pin", "sou"])
def test_red_five_sorts_before_the_plain_five_and_after_the_four(suit):
    four, red, plain = (Tile.parse(f"{d}{suit}") for d in "405")
    ordered = sorted([plain, red, four], key=Tile.sort_key)
    assert [str(tile) for tile in ordered] == [f"4{suit}", f"0{suit}", f"5{suit}"]


def test_red_zero_honor_does_not_exist():
    with pytest.raises(ParseError) as info:
        Tile.parse("0z")
    assert (info.value.code, info.value.column) == ("invalid_honor", 1)


@pytest.mark.parametrize(
    ("suit", "rank", "red"),
    [
        (Suit.HONOR, 5, True),
        (Suit.MAN, 4, True),
        (Suit.PIN, 0, False),
        (Suit.SOU, 10, False),
        (Suit.HONOR, 8, False),
    ],
    ids=["red-honor", "red-four", "rank-0", "rank-10", "honor-8"],
)
def test_tile_constructor_refuses_impossible_tiles(suit, rank, red):
    with pytest.raises(MjscoreError) as info:
        Tile(suit, rank, red=red)
    assert info.value.code == "invalid_tile"


def test_tiles_are_immutable():
    tile = Tile.parse("5m")
    with pytest.raises(dataclasses.FrozenInstanceError):
        tile.rank = 6  # type: ignore[misc]


def test_repr_shows_the_notation():
    assert repr(Tile.parse("0p")) == "Tile.parse('0p')"


# Predicates ------------------------------------------------------------------------------

PREDICATES = ("is_terminal", "is_honor", "is_terminal_or_honor", "is_simple", "is_wind",
              "is_dragon")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("1m", {"is_terminal", "is_terminal_or_honor"}),
        ("9s", {"is_terminal", "is_terminal_or_honor"}),
        ("2p", {"is_simple"}),
        ("8m", {"is_simple"}),
        ("0s", {"is_simple"}),
        ("1z", {"is_honor", "is_terminal_or_honor", "is_wind"}),
        ("4z", {"is_honor", "is_terminal_or_honor", "is_wind"}),
        ("5z", {"is_honor", "is_terminal_or_honor", "is_dragon"}),
        ("7z", {"is_honor", "is_terminal_or_honor", "is_dragon"}),
    ],
    ids=["1m", "9s", "2p", "8m", "red-5s", "east", "north", "haku", "chun"],
)
def test_predicates(text, expected):
    tile = Tile.parse(text)
    assert {name for name in PREDICATES if getattr(tile, name)} == expected


@pytest.mark.parametrize(
    ("predicate", "expected"),
    [
        ("is_terminal", "1m 9m 1p 9p 1s 9s"),
        ("is_honor", "1z 2z 3z 4z 5z 6z 7z"),
        ("is_wind", "1z 2z 3z 4z"),
        ("is_dragon", "5z 6z 7z"),
        ("is_terminal_or_honor", "1m 9m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z"),
    ],
    ids=["terminals", "honors", "winds", "dragons", "yaochuu"],
)
def test_predicates_pick_exactly_these_kinds(predicate, expected):
    assert " ".join(str(t) for t in TILE_KINDS if getattr(t, predicate)) == expected


def test_simples_are_the_21_suited_twos_to_eights():
    simples = [str(t) for t in TILE_KINDS if t.is_simple]
    assert simples == [f"{rank}{suit}" for suit in "mps" for rank in range(2, 9)]


# Dora ------------------------------------------------------------------------------------

# Written out rather than computed, so the test does not repeat the code's arithmetic.
NEXT_TILE = {
    "1m": "2m", "2m": "3m", "3m": "4m", "4m": "5m", "5m": "6m", "6m": "7m", "7m": "8m",
    "8m": "9m", "9m": "1m",
    "1p": "2p", "2p": "3p", "3p": "4p", "4p": "5p", "5p": "6p", "6p": "7p", "7p": "8p",
    "8p": "9p", "9p": "1p",
    "1s": "2s", "2s": "3s", "3s": "4s", "4s": "5s", "5s": "6s", "6s": "7s", "7s": "8s",
    "8s": "9s", "9s": "1s",
    "1z": "2z", "2z": "3z", "3z": "4z", "4z": "1z",  # East → South → West → North → East
    "5z": "6z", "6z": "7z", "7z": "5z",  # haku → hatsu → chun → haku
}


@pytest.mark.parametrize(("indicator", "dora"), NEXT_TILE.items(), ids=list(NEXT_TILE))
def test_dora_indicated_by_every_kind(indicator, dora):
    assert str(dora_indicated_by(Tile.parse(indicator))) == dora
    assert DORA_KIND[Tile.parse(indicator).kind] == Tile.parse(dora).kind


@pytest.mark.parametrize("suit", "mps", ids=["man", "pin", "sou"])
def test_red_five_indicator_points_to_a_plain_six(suit):
    dora = dora_indicated_by(Tile.parse(f"0{suit}"))
    assert (str(dora), dora.red) == (f"6{suit}", False)


@pytest.mark.parametrize("suit", "mps", ids=["man", "pin", "sou"])
def test_four_indicator_points_to_the_plain_five(suit):
    dora = dora_indicated_by(Tile.parse(f"4{suit}"))
    assert (str(dora), dora.red) == (f"5{suit}", False)


# Winds -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "wind"),
    [
        ("E", Wind.EAST), ("e", Wind.EAST), ("east", Wind.EAST), ("East", Wind.EAST),
        ("東", Wind.EAST), ("ton", Wind.EAST), ("1z", Wind.EAST), (" E ", Wind.EAST),
        ("S", Wind.SOUTH), ("SOUTH", Wind.SOUTH), ("南", Wind.SOUTH), ("nan", Wind.SOUTH),
        ("2z", Wind.SOUTH),
        ("W", Wind.WEST), ("west", Wind.WEST), ("西", Wind.WEST), ("sha", Wind.WEST),
        ("shaa", Wind.WEST), ("3Z", Wind.WEST),
        ("N", Wind.NORTH), ("north", Wind.NORTH), ("北", Wind.NORTH), ("pei", Wind.NORTH),
        ("pee", Wind.NORTH), ("4z", Wind.NORTH),
    ],
    ids=lambda value: value if isinstance(value, str) else value.name,
)
def test_wind_parse_aliases(text, wind):
    assert Wind.parse(text) is wind


@pytest.mark.parametrize("text", ["", "X", "5z", "0z", "eastern", "中"],
                         ids=["empty", "X", "5z-dragon", "0z", "eastern", "chun-kanji"])
def test_wind_parse_refuses_anything_else(text):
    with pytest.raises(MjscoreError) as info:
        Wind.parse(text)
    assert info.value.code == "invalid_wind"
    assert repr(text) in str(info.value)


@pytest.mark.parametrize(
    ("wind", "number", "tile"),
    [(Wind.EAST, 0, "1z"), (Wind.SOUTH, 1, "2z"), (Wind.WEST, 2, "3z"), (Wind.NORTH, 3, "4z")],
    ids=["east", "south", "west", "north"],
)
def test_wind_number_and_tile(wind, number, tile):
    assert wind.number == number
    assert str(wind.tile) == tile


@pytest.mark.parametrize(
    ("wind", "steps", "expected"),
    [
        (Wind.EAST, 1, Wind.SOUTH),
        (Wind.NORTH, 1, Wind.EAST),
        (Wind.SOUTH, 2, Wind.NORTH),
        (Wind.WEST, 3, Wind.SOUTH),
        (Wind.EAST, 4, Wind.EAST),
        (Wind.EAST, -1, Wind.NORTH),
    ],
    ids=["E+1", "N+1-wraps", "S+2", "W+3", "E+4", "E-1"],
)
def test_wind_after(wind, steps, expected):
    assert wind.after(steps) is expected
