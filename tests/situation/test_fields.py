"""Impossible situations are refused with InvalidSituation and a code; loose values are typed.

The situations are those listed by the engine issue: each is refused before any scoring, so
even a complete hand with a yaku gets the error.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import mjscore
from mjscore.base import InvalidSituation, MjscoreError
from mjscore.hand import Tile, Wind
from mjscore.rules import CLASSIC, TENHOU
from mjscore.situation import ALL_CHECKS, Situation, check_situation, make_situation

# A closed hand that wins with riichi or by tsumo: 123m 456p 234s 789s 99m, tanki on 9m.
CLOSED = "1239m456p234789s+9m"
# A hand with a closed kan: still closed.
CLOSED_KAN = "123m456p789s1p+1p (2222s)"
# A hand with an open kan.
OPEN_KAN = "123m456p1p+1p [789s] [2222s]"
# An open hand: a pon of haku.
OPEN = "123m456p1p+1p [789s] [555z]"

REFUSED: dict[str, tuple[str, dict[str, Any], str]] = {
    "haitei-on-ron": (CLOSED, {"haitei": True}, "tsumo_only_on_ron"),
    "rinshan-on-ron": (CLOSED_KAN, {"rinshan": True}, "tsumo_only_on_ron"),
    "tenhou-on-ron": (CLOSED, {"tenhou": True}, "tsumo_only_on_ron"),
    "chiihou-on-ron": (CLOSED, {"chiihou": True, "seat": "S"}, "tsumo_only_on_ron"),
    "houtei-on-tsumo": (CLOSED, {"houtei": True, "tsumo": True}, "ron_only_on_tsumo"),
    "chankan-on-tsumo": (CLOSED, {"chankan": True, "tsumo": True}, "ron_only_on_tsumo"),
    "rinshan-without-kan": (CLOSED, {"rinshan": True, "tsumo": True}, "rinshan_without_kan"),
    "haitei-and-rinshan": (CLOSED_KAN, {"haitei": True, "rinshan": True, "tsumo": True},
                           "haitei_and_rinshan"),
    "houtei-and-chankan": (CLOSED, {"houtei": True, "chankan": True}, "houtei_and_chankan"),
    "chankan-of-a-tile-the-hand-holds": ("1239m456p234789s+1m", {"chankan": True},
                                         "chankan_tile_in_hand"),
    "ippatsu-and-rinshan": (CLOSED_KAN, {"riichi": True, "ippatsu": True, "rinshan": True,
                                         "tsumo": True}, "ippatsu_and_rinshan"),
    "ippatsu-without-riichi": (CLOSED, {"ippatsu": True}, "ippatsu_without_riichi"),
    "riichi-with-pon": (OPEN, {"riichi": True}, "riichi_with_open_hand"),
    "riichi-with-open-kan": (OPEN_KAN, {"riichi": True}, "riichi_with_open_hand"),
    "double-riichi-with-pon": (OPEN, {"double_riichi": True}, "riichi_with_open_hand"),
    "tenhou-non-dealer": (CLOSED, {"tenhou": True, "tsumo": True, "seat": "S"},
                          "tenhou_not_dealer"),
    "chiihou-dealer": (CLOSED, {"chiihou": True, "tsumo": True}, "chiihou_dealer"),
    "tenhou-with-closed-kan": (CLOSED_KAN, {"tenhou": True, "tsumo": True},
                               "first_turn_with_meld"),
    "chiihou-with-meld": (OPEN, {"chiihou": True, "tsumo": True, "seat": "W"},
                          "first_turn_with_meld"),
    "ura-without-riichi": (CLOSED, {"ura": ["1m"], "dora": ["2m"]}, "ura_without_riichi"),
    "six-dora-indicators": (CLOSED, {"riichi": True, "dora": "1m2m3m4m5m6m"},
                            "too_many_indicators"),
    "six-ura-indicators": (CLOSED, {"riichi": True, "dora": "1p", "ura": ["1z"] * 6},
                           "too_many_indicators"),
    "more-ura-than-dora": (CLOSED, {"riichi": True, "dora": ["1p"], "ura": ["1z", "2z"]},
                           "too_many_indicators"),
    "discarder-is-winner": (CLOSED, {"riichi": True, "seat": "S", "discarder": "S"},
                            "discarder_is_winner"),
    "discarder-on-tsumo": (CLOSED, {"tsumo": True, "discarder": "S"}, "discarder_on_tsumo"),
    "fifth-copy-with-dora": (CLOSED, {"riichi": True, "dora": ["9m", "9m", "9m"]},
                             "too_many_copies_with_indicators"),
    "fifth-copy-with-ura": (CLOSED, {"riichi": True, "dora": ["9m", "1p"], "ura": ["9m", "9m"]},
                            "too_many_copies_with_indicators"),
    "fifth-copy-of-a-kan": (CLOSED_KAN, {"tsumo": True, "dora": ["2s"]},
                            "too_many_copies_with_indicators"),
    "second-red-five-with-dora": ("1239m406p234789s+9m", {"riichi": True, "dora": ["0p"]},
                                  "duplicate_red_five_with_indicators"),
    "pao-is-winner": ("123m9m+9m [555z] [666z] [777z]", {"tsumo": True, "seat": "S",
                                                        "pao": "S"}, "pao_is_winner"),
}


@pytest.mark.parametrize(("hand", "situation", "code"), REFUSED.values(), ids=REFUSED.keys())
def test_impossible_situation_is_refused(hand: str, situation: dict[str, Any],
                                         code: str) -> None:
    with pytest.raises(InvalidSituation) as caught:
        mjscore.score(hand, **situation)
    assert caught.value.code == code
    assert isinstance(caught.value, MjscoreError)
    assert not caught.value.usage
    assert "\n" not in str(caught.value)


@pytest.mark.parametrize(
    ("hand", "situation"),
    [
        (CLOSED_KAN, {"riichi": True}),
        (CLOSED_KAN, {"riichi": True, "ippatsu": True, "tsumo": True, "rinshan": False}),
        (CLOSED_KAN, {"tsumo": True, "rinshan": True}),
        (OPEN_KAN, {"tsumo": True, "rinshan": True}),
        (CLOSED, {"tsumo": True, "tenhou": True}),
        (CLOSED, {"tsumo": True, "chiihou": True, "seat": "N"}),
        (CLOSED, {"riichi": True, "dora": "1m2m3m4m5m", "ura": "1p2p3p4p5p"}),
        (CLOSED, {"riichi": True, "dora": ["9m", "9m"]}),
        (CLOSED, {"riichi": True, "seat": "S", "discarder": "W"}),
        (CLOSED, {"houtei": True}),
        ("2399m456p234789s+1m", {"chankan": True}),
        (CLOSED, {"haitei": True, "tsumo": True}),
    ],
    ids=["riichi-closed-kan", "ippatsu-closed-kan", "rinshan-closed-kan", "rinshan-open-kan",
         "tenhou-dealer", "chiihou-non-dealer", "five-indicators", "fourth-copy-with-dora",
         "discarder-other-seat", "houtei-ron", "chankan-ron", "haitei-tsumo"],
)
def test_possible_situation_is_accepted(hand: str, situation: dict[str, Any]) -> None:
    assert mjscore.score(hand, **situation).value > 0


def test_check_situation_directly() -> None:
    hand = mjscore.parse_hand(OPEN)
    check_situation(hand, Situation(), TENHOU)
    with pytest.raises(InvalidSituation) as caught:
        check_situation(hand, Situation(riichi=True), TENHOU)
    assert caught.value.code == "riichi_with_open_hand"


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


# The fields each check needs ------------------------------------------------------------------

_WINDS = st.sampled_from(list(Wind))
_TILES = st.lists(st.sampled_from([Tile.parse(t) for t in ("1m", "9m", "0p", "5s", "1z", "7z")]),
                  max_size=3).map(tuple)
_COUNTS = st.sampled_from([0, 0, 1, 2, -1, 1000])
_ANY_SITUATION = st.builds(
    Situation, **{name: st.booleans() for name in mjscore.situation.FLAGS},
    seat=_WINDS, round=_WINDS, dora=_TILES, ura=_TILES, honba=_COUNTS, sticks=_COUNTS,
    discarder=st.none() | _WINDS, pao=st.none() | _WINDS, dora_count=_COUNTS,
    ura_count=_COUNTS, aka_count=_COUNTS)
_HANDS = [mjscore.parse_hand(text) for text in
          (CLOSED, CLOSED_KAN, OPEN_KAN, OPEN, "1399m456p234789s+2m", "9m19p19s12345677z+1m")]


@settings(max_examples=400, deadline=None, derandomize=True)
@given(st.sampled_from(_HANDS), _ANY_SITUATION, st.sampled_from([TENHOU, CLASSIC]),
       st.sampled_from(ALL_CHECKS))
def test_a_check_fails_only_when_a_field_it_needs_is_set(hand, situation, rules, check):
    if check.fails(hand, situation, rules):
        assert any(getattr(situation, name) for name in check.needs), check.code


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.sampled_from(_HANDS), _ANY_SITUATION, st.sampled_from([TENHOU, CLASSIC]))
def test_check_situation_refuses_with_the_first_check_that_fails(hand, situation, rules):
    first = next((check for check in ALL_CHECKS if check.fails(hand, situation, rules)), None)
    try:
        check_situation(hand, situation, rules)
    except InvalidSituation as error:
        assert first is None or error.code == first.code
    else:
        assert first is None


def test_every_field_that_two_keys_can_give_is_checked_for_a_second_key():
    from collections import Counter

    from mjscore.situation import fields as module

    keys_of = Counter(key for key, _, _ in module._KEY_READERS.values())
    keys_of.update(module.COUNTED_TILES.values())  # "dora": 2 gives dora_count
    given_twice = {key for key, count in keys_of.items() if count > 1}
    assert given_twice <= module._SHARED_FIELDS
    assert all(shared == (key in module._SHARED_FIELDS)
               for key, _, shared in module._KEY_READERS.values())
    assert set(module.COUNTED_TILES) <= module._SHARED_FIELDS
