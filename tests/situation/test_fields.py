"""The situation's fields: loose values read into typed ones, bad values and unknown keys
refused with a code (the impossible situations: test_checks.py)."""

from __future__ import annotations

from typing import Any

import pytest

import mjscore
from mjscore.base import InvalidSituation
from mjscore.hand import Tile, Wind
from mjscore.situation import Situation, make_situation

# A closed hand that wins with riichi or by tsumo: 123m 456p 234s 789s 99m, tanki on 9m.
CLOSED = "1239m456p234789s+9m"


# --- make_situation: loose values, typed ------------------------------------------------

def test_make_situation_reads_loose_values() -> None:
    situation = make_situation(tsumo=True, seat="south", round="E", dora="3m,4p",
                               ura=["7z"], honba=2, sticks=1, discarder=None, pao="N")
    assert situation == Situation(tsumo=True, seat=Wind.SOUTH, round=Wind.EAST,
                                  dora=(Tile.parse("3m"), Tile.parse("4p")),
                                  ura=(Tile.parse("7z"),), honba=2, sticks=1, pao=Wind.NORTH)
    assert not situation.dealer
    assert make_situation().dealer


@pytest.mark.parametrize(
    ("values", "code"),
    [
        ({"tsumoo": True}, "unknown_key"),
        ({"winds": "E"}, "unknown_key"),
        ({"tsumo": "yes"}, "invalid_value"),
        ({"riichi": 1}, "invalid_value"),
        ({"seat": "X"}, "invalid_value"),
        ({"seat": 1}, "invalid_value"),
        ({"round": None}, "invalid_value"),
        ({"discarder": "up"}, "invalid_value"),
        ({"pao": 3}, "invalid_value"),
        ({"dora": 5.5}, "invalid_value"),
        ({"dora": "3x"}, "invalid_value"),
        ({"ura": ["1m", 2]}, "invalid_value"),
        ({"honba": "3"}, "invalid_value"),
        ({"honba": True}, "invalid_value"),
        ({"sticks": 1.5}, "invalid_value"),
        ({"honba": -1}, "invalid_honba"),
        ({"sticks": 1000}, "invalid_sticks"),
        ({"dora": "1m2m3m4m5m6m"}, "too_many_indicators"),
    ],
    ids=["tsumoo", "winds", "tsumo-text", "riichi-int", "seat-x", "seat-int", "round-none",
         "discarder-word", "pao-int", "dora-int", "dora-bad-text", "ura-list-int", "honba-text",
         "honba-bool", "sticks-float", "honba-negative", "sticks-1000", "dora-six"],
)
def test_make_situation_refuses_bad_values(values: dict[str, Any], code: str) -> None:
    with pytest.raises(InvalidSituation) as caught:
        make_situation(**values)
    assert caught.value.code == code
    key = next(iter(values))
    assert key in caught.value.message


@pytest.mark.parametrize(
    ("dora", "message"),
    [
        ("3x", "dora must be tiles in notation (unexpected character 'x' at column 2: '3x'), "
               "not '3x'"),
        (["3m", "3x"], "dora must be tiles in notation (unexpected character 'x' at column 2: "
                       "'3x'), not '3x'"),
        (["3m", ""], 'dora must be a list of tiles such as ["3m", "7z"], not [\'3m\', \'\']'),
        (["3m", 5], 'dora must be a list of tiles such as ["3m", "7z"], not [\'3m\', 5]'),
        (5.5, 'dora must be a list of tiles such as ["3m", "7z"], not 5.5'),
        (["1m"] * 20 + [0], 'dora must be a list of tiles such as ["3m", "7z"], not '
                            "['1m', '1m', '1m', '1m', '1m', '1m', ..."),
        ("1m2m3m4m5m6m", "at most 5 dora indicators, not 6"),
    ],
    ids=["text", "list-item", "blank-in-a-list", "number-in-a-list", "float", "long",
         "six"],
)
def test_loose_indicators_are_refused_in_these_words(dora: object, message: str) -> None:
    with pytest.raises(InvalidSituation) as caught:
        make_situation(dora=dora)
    assert caught.value.message == message
    assert caught.value.code == ("too_many_indicators" if "at most" in message
                                 else "invalid_value")


@pytest.mark.parametrize(
    ("dora", "expected"),
    [("", []), ("  ", []), (("3m", ""), ["3m"]), ("3m 4p", ["3m", "4p"]),
     ([Tile.parse("7z"), "0m"], ["7z", "0m"]), (Tile.parse("1z"), ["1z"])],
    ids=["empty", "blank", "blank-in-a-tuple", "text", "tiles-and-text", "tile"],
)
def test_loose_indicators_are_read(dora: object, expected: list[str]) -> None:
    assert [str(tile) for tile in make_situation(dora=dora).dora] == expected


def test_score_refuses_an_unknown_keyword() -> None:
    with pytest.raises(InvalidSituation) as caught:
        mjscore.score(CLOSED, riichi=True, ripchi=True)
    assert caught.value.code == "unknown_key"
    assert "ripchi" in caught.value.message


# Keys that give the same field --------------------------------------------------------------

def test_every_field_that_two_keys_can_give_is_checked_for_a_second_key() -> None:
    from collections import Counter

    from mjscore.situation import fields as module

    keys_of = Counter(key for key, _, _ in module._KEY_READERS.values())
    keys_of.update(module.COUNTED_TILES.values())  # "dora": 2 gives dora_count
    given_twice = {key for key, count in keys_of.items() if count > 1}
    assert given_twice <= module._SHARED_FIELDS
    assert all(shared == (key in module._SHARED_FIELDS)
               for key, _, shared in module._KEY_READERS.values())
    assert set(module.COUNTED_TILES) <= module._SHARED_FIELDS
