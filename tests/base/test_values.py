""":func:`mjscore.base.values.filler` builds the value ``__init__`` builds, for each class that uses
it (:class:`Situation` and :class:`Score`), and refuses a class it cannot build.

The same value means: the exact type, equal, the same hash and repr, every field the very
object given, frozen, and pickled and copied by ``dataclasses.replace`` alike.
"""

from __future__ import annotations

import dataclasses
import pickle
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings

import mjscore
from mjscore.base import MjscoreError, SharedValues, filler
from mjscore.hand import Hand
from mjscore.rules import resolve_rules
from mjscore.scoring import Score, score_hand
from mjscore.scoring import scorer as scoring
from mjscore.situation import Situation, situation_of
from mjscore.situation import fields as situation_module

from ..situation.test_fast import ANY_SITUATION
from ..support.casedata import CASE_SETS, hand_text, iter_cases
from ..support.casedata import situation as case_situation
from ..support.strategies import Deal, deals


def assert_same_value(built: Any, cls: type, values: list[Any]) -> None:
    """``built`` (of ``values`` in field order) is the value ``cls(*values)`` is."""
    names = [field.name for field in dataclasses.fields(cls)]
    expected = cls(*values)
    assert type(built) is cls
    assert built == expected and hash(built) == hash(expected)
    assert repr(built) == repr(expected)
    assert all(getattr(built, name) is value for name, value in zip(names, values, strict=True))
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(built, names[0], values[0])
    assert pickle.loads(pickle.dumps(built)) == expected
    assert dataclasses.replace(built) == expected
    assert not hasattr(built, "__dict__")


def field_values(value: Any) -> list[Any]:
    return [getattr(value, field.name) for field in dataclasses.fields(value)]


# Situation --------------------------------------------------------------------------------

@settings(max_examples=200, deadline=None, derandomize=True)
@given(ANY_SITUATION)
def test_a_situation_is_built_as_its_init_builds_it(situation: Situation) -> None:
    values = field_values(situation)
    assert_same_value(situation_module._fill(values), Situation, values)


# Score ------------------------------------------------------------------------------------

def scores_built(hand_text_: str, keywords: dict[str, Any], rules_spec: Any = None
                 ) -> list[tuple[Score, scoring._Candidate]]:
    """Each candidate reading of a hand and the Score that ``_build`` makes of it."""
    hand = scoring.parse_hand(hand_text_)
    situation = situation_of(keywords)
    rules = resolve_rules(rules_spec)
    return [(scoring._build(hand, situation, rules, candidate), candidate)
            for candidate in scoring._candidates(hand, situation, rules)]


def assert_built_score(score: Score, candidate: scoring._Candidate) -> None:
    """The Score is the init-built value of its fields, and each field holds what it should:
    the fields go into ``_build``'s tuple in order, and none is swapped."""
    assert_same_value(score, Score, field_values(score))
    assert score._raw_reading is candidate.win_raw
    assert (score.han, score.fu, score.limit, score.yakuman, score.basic_points, score.value) \
        == (candidate.han, candidate.fu, candidate.limit, candidate.yakuman,
            candidate.basic, candidate.value)
    multiple = 13 if candidate.yakuman else 1
    assert [(hit.id, hit.han) for hit in score.yaku] == [
        (ident, han * multiple) for ident, han in candidate.yaku]
    assert len(score.fu_items) == len(candidate.fu_items)
    assert score.total == sum(p.amount for p in score.payments) + score.deposit_points
    assert score.hand is not None and score.situation is not None and score.rules is not None


def test_the_scores_of_the_real_hands_are_built_as_init_builds_them() -> None:
    for name in CASE_SETS:
        for number, case in enumerate(iter_cases(name)):
            if number % 7:  # a seventh of them: the full check is slow (pickle, repr)
                continue
            for score, candidate in scores_built(hand_text(case), case_situation(case)):
                assert_built_score(score, candidate)


@settings(max_examples=150, deadline=None, derandomize=True)
@given(deals())
def test_the_scores_of_any_hands_are_built_as_init_builds_them(deal: Deal) -> None:
    try:
        built = scores_built(str(deal.hand), deal.situation, deal.rules)
    except MjscoreError as error:  # no yaku, or a pao without its yakuman: nothing built
        assert error.code in ("no_yaku", "pao_without_yakuman")
        return
    for score, candidate in built:
        assert_built_score(score, candidate)


# What filler refuses ----------------------------------------------------------------------

@dataclasses.dataclass(frozen=True, slots=True)
class _Good:
    a: int
    b: str = "b"


@dataclasses.dataclass(slots=True)
class _NotFrozen:
    a: int


@dataclasses.dataclass(frozen=True)
class _NoSlots:
    a: int


@dataclasses.dataclass(frozen=True, slots=True)
class _PostInit:
    a: int

    def __post_init__(self) -> None:
        pass


@dataclasses.dataclass(frozen=True, slots=True)
class _Derived:
    a: int
    b: int = dataclasses.field(init=False, default=0)


@dataclasses.dataclass(frozen=True, slots=True)
class _Sub(_Good):
    c: int = 0


class _Methods:
    """A base of methods only, as ``hand.HandTiles`` is to the two hands."""

    __slots__ = ()

    def twice(self) -> int:
        return 2 * self.a  # type: ignore[attr-defined]


@dataclasses.dataclass(frozen=True, slots=True)
class _WithMethods(_Methods):
    a: int
    b: str = "b"


class _Dict:
    """A base without ``__slots__``: its instances have a ``__dict__``."""


@dataclasses.dataclass(frozen=True, slots=True)
class _OnDict(_Dict):
    a: int


class _Slot:
    __slots__ = ("z",)


@dataclasses.dataclass(frozen=True, slots=True)
class _OnSlot(_Slot):
    a: int


def test_filler_builds_a_plain_frozen_slots_dataclass() -> None:
    fill = filler(_Good)
    assert_same_value(fill((1, "x")), _Good, [1, "x"])


def test_filler_takes_the_values_as_arguments_when_asked() -> None:
    fill = filler(_Good, arguments=True)
    assert_same_value(fill(1, "x"), _Good, [1, "x"])
    with pytest.raises(TypeError):
        fill(1)  # every field is given, defaults too


def test_filler_builds_a_class_on_a_base_of_methods_only() -> None:
    built = filler(_WithMethods)((3, "x"))
    assert_same_value(built, _WithMethods, [3, "x"])
    assert built.twice() == 6
    assert not hasattr(built, "__dict__")


@pytest.mark.parametrize("cls", [_NotFrozen, _NoSlots, _PostInit, _Derived, _Sub, _OnDict,
                                 _OnSlot, int])
def test_filler_refuses_what_it_cannot_build_as_init_does(cls: type) -> None:
    with pytest.raises(TypeError):
        filler(cls)


@pytest.mark.parametrize("cls", [_PostInit, _Derived])
def test_filler_builds_a_class_with_derived_fields_when_the_caller_derives_them(
        cls: type) -> None:
    """With ``derived``, every field is given (the derived ones too) and ``__post_init__``
    is not run: a hand read from notation is built so."""
    values = [1] if cls is _PostInit else [1, 0]
    built = filler(cls, derived=True)(values)
    assert type(built) is cls
    assert built == cls(1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        built.a = 2  # type: ignore[misc]


def test_the_hands_of_the_notation_reader_are_built_as_the_constructor_builds_them() -> None:
    hand = mjscore.parse_hand("234m406p7s111z+7s [5-55z]")
    expected = Hand(hand.concealed, hand.win_tile, hand.melds)
    assert type(hand) is Hand and hand == expected and hash(hand) == hash(expected)
    # (the last two: its text, and the parts the reader's tables give the scorer)
    assert field_values(hand)[:-2] == field_values(expected)[:-2]
    with pytest.raises(dataclasses.FrozenInstanceError):
        hand.melds = ()  # type: ignore[misc]


# score() written out against score_hand -------------------------------------------------


def scored(make: Callable[..., Score], *args: Any, **keywords: Any) -> tuple[Any, ...]:
    """What ``make(*args, **keywords)`` gives: the score's record, or the error's class,
    code and message."""
    try:
        return ("score", make(*args, **keywords).as_record())
    except MjscoreError as error:
        return (type(error), error.code, str(error))


def by_score_hand(text: str, keywords: dict[str, Any], rules: Any = None) -> Score:
    """The score of ``text`` the general way: parsed, built and scored by ``score_hand``."""
    return score_hand(mjscore.parse_hand(text), situation_of(keywords), resolve_rules(rules))


def test_score_is_score_hand_of_the_parsed_hand_on_the_real_hands() -> None:
    """``score`` reads the canonical layout itself and builds the score without calling
    ``score_hand``: the same score as ``score_hand`` of the parsed hand and situation, for
    text, a ``str`` subclass and a parsed hand."""

    class Text(str):
        __slots__ = ()

    for name in CASE_SETS:
        for number, case in enumerate(iter_cases(name)):
            if number % 5:
                continue
            text, keywords = hand_text(case), case_situation(case)
            expected = scored(by_score_hand, text, keywords)
            assert scored(mjscore.score, text, **keywords) == expected
            assert scored(mjscore.score, Text(text), **keywords) == expected
            assert scored(mjscore.score, mjscore.parse_hand(text), **keywords) == expected


@settings(max_examples=150, deadline=None, derandomize=True)
@given(deals())
def test_score_is_score_hand_of_the_parsed_hand_on_any_hands(deal: Deal) -> None:
    text = str(deal.hand)
    for written in (text, " " + text):  # the second is not the canonical layout
        expected = scored(by_score_hand, written, deal.situation, deal.rules)
        assert scored(mjscore.score, written, rules=deal.rules, **deal.situation) == expected


def test_shared_values_are_made_once_a_key_and_stay_bounded() -> None:
    made: list[tuple[int, int]] = []

    def make(a: int, b: int) -> tuple[int, int]:
        made.append((a, b))
        return (a, b)

    table: SharedValues[tuple[int, int], tuple[int, int]] = SharedValues(make, limit=10)
    first = table[1, 2]
    assert table[1, 2] is first and made == [(1, 2)]
    for value in range(25):
        assert table[value, 0] == (value, 0)
    assert len(table) <= 10
