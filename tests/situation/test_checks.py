"""Impossible situations are refused with InvalidSituation and a code, before any scoring;
possible ones pass, and each check fails only on the fields it needs.

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
from mjscore.hand import Hand, Tile, Wind
from mjscore.rules import CLASSIC, TENHOU, TENHOU3, Rules, with_overrides
from mjscore.situation import ALL_CHECKS, Situation, check_situation
from mjscore.situation.checks import _Check

# A closed hand that wins with riichi or by tsumo: 123m 456p 234s 789s 99m, tanki on 9m.
CLOSED = "1239m456p234789s+9m"
# A hand with a closed kan: still closed.
CLOSED_KAN = "123m456p789s1p+1p (2222s)"
# A hand with an open kan.
OPEN_KAN = "123m456p1p+1p [789s] [2222s]"
# A closed hand of the 108 tiles of three players (no 2m to 8m).
SANMA = "111m456p234789s9p+9p"
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



_TILE = Tile.parse
_NO_IPPATSU = with_overrides(TENHOU, {"ippatsu": False})
_NO_URA = with_overrides(TENHOU, {"ura_dora": False})
_RENHOU = with_overrides(TENHOU, {"renhou": "mangan"})
_DAISANGEN = "123m9m+9m [555z] [666z] [777z]"

REFUSED_AS_BUILT: dict[str, tuple[str, Situation, Rules, str]] = {
    "closed-kan-chankan-without-chankan": (
        "9m19p19s12345677z+1m", Situation(chankan_closed_kan=True), TENHOU,
        "closed_kan_chankan_without_chankan"),
    "closed-kan-chankan-not-in-rules": (
        "9m19p19s12345677z+1m", Situation(chankan=True, chankan_closed_kan=True), TENHOU,
        "closed_kan_chankan_not_in_rules"),
    "renhou-dealer": (CLOSED, Situation(renhou=True), _RENHOU, "renhou_dealer"),
    "renhou-not-in-rules": (CLOSED, Situation(renhou=True, seat=Wind.SOUTH), TENHOU,
                            "renhou_not_in_rules"),
    "tenhou-after-riichi": (CLOSED, Situation(tenhou=True, tsumo=True, riichi=True), TENHOU,
                            "first_turn_with_other_event"),
    "ippatsu-not-in-rules": (CLOSED, Situation(riichi=True, ippatsu=True), _NO_IPPATSU,
                             "ippatsu_not_in_rules"),
    "ura-not-in-rules": (CLOSED, Situation(riichi=True, dora=(_TILE("1p"),), ura=(_TILE("1z"),)),
                         _NO_URA, "ura_not_in_rules"),
    "pao-not-in-rules": (_DAISANGEN, Situation(tsumo=True, seat=Wind.SOUTH, pao=Wind.WEST),
                         CLASSIC, "pao_not_in_rules"),
    "negative-honba": (CLOSED, Situation(honba=-1), TENHOU, "invalid_honba"),
    "sticks-1000": (CLOSED, Situation(sticks=1000), TENHOU, "invalid_sticks"),
    "dora-count-and-indicators": (CLOSED, Situation(dora_count=1, dora=(_TILE("1p"),)), TENHOU,
                                  "dora_count_and_indicators"),
    "ura-count-and-indicators": (CLOSED, Situation(riichi=True, ura_count=1, ura=(_TILE("1p"),)),
                                 TENHOU, "ura_count_and_indicators"),
    "aka-count-and-red-fives": ("1239m406p234789s+9m", Situation(aka_count=1), TENHOU,
                                "aka_count_and_red_fives"),
    "more-dora-than-the-hand-holds": (CLOSED, Situation(dora_count=99), TENHOU, "too_many_dora"),
    "more-red-fives-than-fives": (CLOSED, Situation(aka_count=2), TENHOU, "too_many_red_fives"),
    "two-indicators-without-kan-dora": (
        CLOSED, Situation(riichi=True, dora=(_TILE("1p"), _TILE("2p"))),
        with_overrides(TENHOU, {"kan_dora": False}), "too_many_indicators"),
    "red-five-indicator-without-red-fives": (
        CLOSED, Situation(riichi=True, dora=(_TILE("0p"),)),
        with_overrides(TENHOU, {"red_fives": ""}), "red_five_not_in_rules"),
    "kita-under-four-players": (CLOSED, Situation(kita=1), TENHOU, "kita_not_in_rules"),
    "a-fifth-north": ("19m456p234789s44z+9m", Situation(kita=2, dora=(_TILE("4z"),)),
                      TENHOU3, "too_many_kita"),
    "kita-and-tenhou": (SANMA, Situation(kita=1, tenhou=True, tsumo=True), TENHOU3,
                        "kita_on_first_turn"),
    "kita-and-chiihou": (SANMA, Situation(kita=1, chiihou=True, tsumo=True, seat=Wind.SOUTH),
                         TENHOU3, "kita_on_first_turn"),
    "seat-north-under-three-players": ("19m456p234789s99p+9m", Situation(seat=Wind.NORTH),
                                       TENHOU3, "seat_not_at_table"),
    "discarder-north-under-three-players": (
        "19m456p234789s99p+9m", Situation(seat=Wind.SOUTH, discarder=Wind.NORTH), TENHOU3,
        "seat_not_at_table"),
}
"""Situations that the loose values of ``score`` cannot give (or that need other rules),
built as they are and checked directly."""


@pytest.mark.parametrize(("hand", "situation", "rules", "code"), REFUSED_AS_BUILT.values(),
                         ids=REFUSED_AS_BUILT.keys())
def test_an_impossible_situation_built_directly_is_refused(hand: str, situation: Situation,
                                                           rules: Rules, code: str) -> None:
    with pytest.raises(InvalidSituation) as caught:
        check_situation(mjscore.parse_hand(hand), situation, rules)
    assert caught.value.code == code


@pytest.mark.parametrize(("hand", "situation", "code", "message"), [
    ("123m456p234789s9p+9p", Situation(), "tile_not_in_play",
     "2m is not in play under the tenhou3 rules: their 108 tiles leave out 2m to 8m"),
    ("19m456p234789s99p+9p", Situation(dora=(_TILE("5m"),)), "tile_not_in_play",
     "the dora indicator 5m is not in play under the tenhou3 rules: their 108 tiles leave out "
     "2m to 8m"),
    ("11m456p99p+9p [789s] [7-89s]", Situation(), "chi_not_in_rules",
     "the tenhou3 rules have no chi: [789s] is a chi (pon and kan are the calls there are)"),
])
def test_a_hand_off_the_three_player_table_is_refused(hand: str, situation: Situation,
                                                      code: str, message: str) -> None:
    with pytest.raises(MjscoreError) as caught:
        check_situation(mjscore.parse_hand(hand), situation, TENHOU3)
    assert (caught.value.code, caught.value.message) == (code, message)
    check_situation(mjscore.parse_hand(hand), situation, TENHOU)  # four players: fine


def test_every_check_has_a_situation_it_refuses() -> None:
    tested = {code for *_, code in (*REFUSED.values(), *REFUSED_AS_BUILT.values())}
    assert {check.code for check in ALL_CHECKS} <= tested


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
def test_a_check_fails_only_when_a_field_it_needs_is_set(hand: Hand, situation: Situation,
                                                         rules: Rules, check: _Check) -> None:
    if check.fails(hand, situation, rules):
        assert any(getattr(situation, name) for name in check.needs), check.code


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.sampled_from(_HANDS), _ANY_SITUATION, st.sampled_from([TENHOU, CLASSIC]))
def test_check_situation_refuses_with_the_first_check_that_fails(hand: Hand, situation: Situation,
                                                                 rules: Rules) -> None:
    first = next((check for check in ALL_CHECKS if check.fails(hand, situation, rules)), None)
    try:
        check_situation(hand, situation, rules)
    except InvalidSituation as error:
        assert first is None or error.code == first.code
    else:
        assert first is None
