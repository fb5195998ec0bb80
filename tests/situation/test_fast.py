"""The fast paths of the situation agree with the straightforward ones.

:func:`situation_of` reads the usual mappings through tables and builds the Situation
without its ``__init__``; :func:`check_situation` tries only the checks of the fields set
and rules out a wrong indicator at once. Each must give what the definition gives, value
for value and error for error (class, code and message): on the real situations and hands,
and on Hypothesis input that is mostly wrong.
"""

from __future__ import annotations

import dataclasses
import pickle
from collections.abc import Callable, Mapping
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import mjscore
from mjscore.base import InvalidSituation, MjscoreError
from mjscore.hand import Hand, Tile, Wind
from mjscore.rules import PRESETS, TENHOU, Rules
from mjscore.situation import (
    KEY_ALIASES,
    KEYS,
    Situation,
    check_situation,
    checks,
    situation_of,
)
from mjscore.situation import fields as module

from ..support.casedata import CASE_SETS, hand_text, iter_cases
from ..support.casedata import situation as case_situation
from ..support.strategies import winning_hands

FIELD_NAMES = tuple(field.name for field in dataclasses.fields(Situation))


def built(make: Callable[[Mapping[str, object]], Situation], values: Mapping[str, object]
          ) -> tuple[Any, ...]:
    """What ``make`` gives for ``values``: the value with its hash, repr and the exact type
    of each field, or the error's class, code and message."""
    try:
        situation = make(values)
    except MjscoreError as error:
        return ("error", type(error), error.code, error.message)
    return ("value", type(situation), situation, hash(situation), repr(situation),
            tuple(type(getattr(situation, name)) for name in FIELD_NAMES))


def checked(check: Callable[[Hand, Situation, Rules], None], hand: Hand,
            situation: Situation, rules: Rules) -> tuple[Any, ...] | None:
    """The error ``check`` raises (class, code, message), or none."""
    try:
        check(hand, situation, rules)
    except MjscoreError as error:
        return (type(error), error.code, error.message)
    return None


def check_every_way(hand: Hand, situation: Situation, rules: Rules) -> None:
    """The definition of :func:`check_situation`: the table of the rules (seats, chi, the
    tiles in play), every check in order, then every indicator."""
    checks._check_table(hand, situation, rules)
    for check in checks.ALL_CHECKS:
        if check.fails(hand, situation, rules):
            raise InvalidSituation(check.message(situation, rules), code=check.code)
    checks._check_indicators_fully(hand, situation, rules)


RULES = (*PRESETS.values(), dataclasses.replace(TENHOU, red_fives="p"),
         dataclasses.replace(TENHOU, kan_dora=False))
"""Every preset, with red fives in one suit only and without kan dora."""


# Reading: the real situations -----------------------------------------------------------------

def test_the_real_situations_are_read_as_the_readers_read_them() -> None:
    for name in CASE_SETS:
        for case in iter_cases(name):
            values = case_situation(case)
            assert built(situation_of, values) == built(module._situation_of_fields, values)


def test_no_two_plain_candidates_of_a_kind_are_equal() -> None:
    # Else one would hide the other in the kind's table (True and 1 would).
    for kind, candidates in module._PLAIN_CANDIDATES.items():
        assert len(module._PLAIN_TABLES[kind]) == len(candidates), kind


def test_the_real_situations_take_the_plain_path(monkeypatch: pytest.MonkeyPatch) -> None:
    # Else the tables would be dead weight: every real situation is a plain one.
    def refuse(values: Mapping[str, object]) -> Situation:
        raise AssertionError(f"not read by the tables: {values}")

    monkeypatch.setattr(module, "_situation_of_fields", refuse)
    for case in iter_cases("tenhou_phoenix_2022"):
        situation_of(case_situation(case))


# Reading: Hypothesis mappings, mostly wrong ---------------------------------------------------

_KEYS = st.sampled_from([*KEYS, *KEY_ALIASES, "ripchi", "", "Tsumo"])
_TEXT = st.sampled_from(["E", "S", "W", "N", "e", "x", "south", "東", " E", "3m", "0p", "7z",
                         "8z", "1m,2m", "12m", " 2 ", "2", "", " ", "-1", "1000", "５"])
_SCALARS = (st.booleans() | st.none() | _TEXT | st.sampled_from(list(Wind))
            | st.sampled_from([0, 1, 2, 4, 5, 255, 256, 999, 1000, -1, 2**70])
            | st.integers(-3, 1200) | st.sampled_from([0.0, 1.0, 2.5]))


class _Text(str):
    """Notation in a subclass of ``str``: not the plain path's ``str``, read all the same."""

    __slots__ = ()


_ITEMS = _TEXT | st.sampled_from([Tile.parse("5m"), Tile.parse("0s"), 3, None, True, b"1m",
                                  _Text("1m"), _Text("0p")])
_VALUES = (_SCALARS | st.lists(_ITEMS, max_size=7) | st.lists(_ITEMS, max_size=3).map(tuple)
           | st.just([["1m"]]) | st.just({"1m": 1}) | st.just(["1m"] * 6))


@settings(max_examples=1500, deadline=None, derandomize=True)
@given(st.dictionaries(_KEYS, _VALUES, max_size=8))
def test_any_mapping_is_read_as_the_readers_read_it(values: dict[str, object]) -> None:
    assert built(situation_of, values) == built(module._situation_of_fields, values)


_PLAIN_VALUES: dict[str, st.SearchStrategy[object]] = {
    **{name: st.booleans() for name in module.FLAGS},
    "seat": st.sampled_from(["E", "S", "W", "N", *Wind]),
    "round": st.sampled_from(["E", "S", "W", "N", *Wind]),
    "dora": st.lists(st.sampled_from(["1m", "0m", "5p", "9s", "7z", "1z"]), max_size=5)
    | st.sampled_from([2, "2", "1m"]),
    "ura": st.lists(st.sampled_from(["1m", "0p", "5p", "4z"]), max_size=5) | st.just(1),
    "discarder": st.sampled_from([None, "E", "S", "W", "N", *Wind]),
    "pao": st.sampled_from([None, "E", "S", "W", "N", *Wind]),
    **{name: st.integers(0, 999) for name in ("honba", "sticks", "dora_count", "ura_count",
                                              "aka_count")},
    # Keys that give a field given by another key too (then the error is the second's).
    "from": st.sampled_from([None, "E", "S", *Wind]),
    "aka": st.integers(0, 2),
}


@settings(max_examples=500, deadline=None, derandomize=True)
@given(st.fixed_dictionaries({}, optional=_PLAIN_VALUES))
def test_any_plain_mapping_is_read_as_the_readers_read_it(values: dict[str, object]) -> None:
    # Mappings of usual values (the test above mostly has a wrong one early), some of them
    # with a field given twice.
    assert built(situation_of, values) == built(module._situation_of_fields, values)
    assert built(lambda v: module.make_situation(**v), values) == built(
        module._situation_of_fields, values)


# Building -------------------------------------------------------------------------------------

_WINDS = st.sampled_from(list(Wind))
_TILES = st.lists(st.sampled_from([Tile.parse(t) for t in ("1m", "9m", "0p", "5s", "1z", "7z")]),
                  max_size=3).map(tuple)
_COUNTS = st.sampled_from([0, 0, 1, 2, -1, 1000])
ANY_SITUATION = st.builds(
    Situation, **{name: st.booleans() for name in module.FLAGS},
    seat=_WINDS, round=_WINDS, dora=_TILES, ura=_TILES, honba=_COUNTS, sticks=_COUNTS,
    discarder=st.none() | _WINDS, pao=st.none() | _WINDS, dora_count=_COUNTS,
    ura_count=_COUNTS, aka_count=_COUNTS)
"""Any situation, possible or not (flags and counts in any combination)."""


@settings(max_examples=300, deadline=None, derandomize=True)
@given(ANY_SITUATION)
def test_fill_builds_the_situation_that_init_builds(situation: Situation) -> None:
    values = [getattr(situation, name) for name in FIELD_NAMES]
    filled = module._fill(values)
    assert type(filled) is Situation
    assert filled == situation and hash(filled) == hash(situation)
    assert repr(filled) == repr(situation)
    assert all(getattr(filled, name) is getattr(situation, name) for name in FIELD_NAMES)
    with pytest.raises(dataclasses.FrozenInstanceError):
        filled.tsumo = True  # type: ignore[misc]
    assert pickle.loads(pickle.dumps(filled)) == situation
    assert dataclasses.replace(filled) == situation


def test_fill_relies_on_init_setting_the_fields_only() -> None:
    # _fill skips __init__: that is only the same while __init__ sets the fields and no more.
    assert not hasattr(Situation, "__post_init__")
    assert Situation.__mro__ == (Situation, object)
    assert [getattr(Situation(), name) for name in FIELD_NAMES] == module._DEFAULT_VALUES
    assert tuple(field.name for field in module.SITUATION_FIELDS) == FIELD_NAMES


# Checking -------------------------------------------------------------------------------------

def test_the_real_wins_are_checked_as_every_check_checks_them() -> None:
    for name in CASE_SETS:
        for case in iter_cases(name):
            hand = Hand.parse(hand_text(case))
            situation = situation_of(case_situation(case))
            for rules in RULES:
                assert (checked(check_situation, hand, situation, rules)
                        == checked(check_every_way, hand, situation, rules)), (case, rules.name)


_HANDS = [mjscore.parse_hand(text) for text in (
    "1239m456p234789s+9m", "123m456p789s1p+1p (2222s)", "123m456p1p+1p [789s] [2222s]",
    "123m456p1p+1p [789s] [555z]", "1399m456p234789s+2m", "9m19p19s12345677z+1m",
    "1239m406p234789s+9m", "067m406p34066s11z+5s", "1m+1m [0-55m] [4-06s] [555z] [666z]",
    "1112345678999m+5m")]
_INDICATORS = st.lists(st.sampled_from([Tile.parse(t) for t in (
    "1m", "5m", "0m", "9m", "0p", "5p", "5s", "0s", "1z", "5z", "2s")]), max_size=7).map(tuple)


@settings(max_examples=1500, deadline=None, derandomize=True)
@given(st.sampled_from(_HANDS) | winning_hands(), ANY_SITUATION, _INDICATORS, _INDICATORS,
       st.sampled_from(RULES))
def test_any_situation_is_checked_as_every_check_checks_it(
        hand: Hand, situation: Situation, dora: tuple[Tile, ...], ura: tuple[Tile, ...],
        rules: Rules) -> None:
    situation = dataclasses.replace(situation, dora=dora, ura=ura)
    assert (checked(check_situation, hand, situation, rules)
            == checked(check_every_way, hand, situation, rules))


@settings(max_examples=1500, deadline=None, derandomize=True)
@given(st.sampled_from(_HANDS) | winning_hands(), st.booleans(), _INDICATORS, _INDICATORS,
       st.sampled_from(RULES))
def test_any_indicators_are_checked_as_every_check_checks_them(
        hand: Hand, riichi: bool, dora: tuple[Tile, ...], ura: tuple[Tile, ...],
        rules: Rules) -> None:
    # No flag to fail first: the indicators are what is checked.
    situation = Situation(riichi=riichi and hand.is_closed, dora=dora, ura=ura)
    assert (checked(check_situation, hand, situation, rules)
            == checked(check_every_way, hand, situation, rules))


@settings(max_examples=500, deadline=None, derandomize=True)
@given(ANY_SITUATION)
def test_the_checks_tried_are_those_of_a_field_set(situation: Situation) -> None:
    expected = tuple(check for check in checks.ALL_CHECKS
                     if any(getattr(situation, name) for name in check.needs))
    unset = checks._unset(situation)
    assert checks._checks_when(unset) == expected
    assert checks._CHECKS_WHEN.get(unset, expected) == expected


def test_the_plain_and_rare_fields_are_the_needed_ones() -> None:
    assert set(checks._PLAIN_FIELDS) | set(checks._RARE_FIELDS) == set(checks._NEEDED_FIELDS)
    assert set(checks._NEEDED_FIELDS) <= set(FIELD_NAMES)


def test_the_red_five_kinds_are_those_of_the_suits() -> None:
    for suits in ("", "m", "p", "s", "mp", "ps", "mps"):
        reds = [Tile.parse(f"0{suit}") for suit in "mps"]
        assert checks._red_kinds_of(suits) == {tile.kind for tile in reds
                                               if tile.suit.value in suits}
    assert checks._red_kinds_of("mps") is checks._EVERY_RED_KIND
