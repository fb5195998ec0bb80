"""Invariants of scoring, checked by Hypothesis on random winning hands in valid situations.

The hands (tests/strategies.py) are complete: four sets and a pair with random open and
closed melds and red fives, seven pairs, or thirteen orphans. The situations can all happen
at a table. So scoring must give a result or say "no yaku" (or, with a liable player, that
the hand is no yakuman that allows one), and every result must obey the rules' arithmetic.

The CI profile runs a modest number of examples; ``MJSCORE_HYPOTHESIS_PROFILE=long`` runs
many more (see docs/errors.md, "Testing").
"""

from __future__ import annotations

import copy
from dataclasses import replace
from typing import Any

from hypothesis import assume, given
from hypothesis import strategies as st

import mjscore
from mjscore import Hand, Meld, MjscoreError, Score, Tile, Wind, parse_hand
from mjscore.scoring import Limit, Shape, score_readings
from mjscore.situation import make_situation

from ..support.strategies import (
    Deal,
    any_hands,
    deals,
    documented_codes,
    free_indicators,
    hypothesis_settings,
)

SETTINGS = hypothesis_settings(150)

# The published points tables, written out rather than computed: (han, fu) to the payments.
_RON = {  # non-dealer, dealer
    (1, 30): (1000, 1500), (1, 40): (1300, 2000), (1, 50): (1600, 2400),
    (1, 60): (2000, 2900), (1, 70): (2300, 3400), (1, 80): (2600, 3900),
    (1, 90): (2900, 4400), (1, 100): (3200, 4800), (1, 110): (3600, 5300),
    (2, 25): (1600, 2400), (2, 30): (2000, 2900), (2, 40): (2600, 3900),
    (2, 50): (3200, 4800), (2, 60): (3900, 5800), (2, 70): (4500, 6800),
    (2, 80): (5200, 7700), (2, 90): (5800, 8700), (2, 100): (6400, 9600),
    (2, 110): (7100, 10600),
    (3, 25): (3200, 4800), (3, 30): (3900, 5800), (3, 40): (5200, 7700),
    (3, 50): (6400, 9600), (3, 60): (7700, 11600),
    (4, 25): (6400, 9600), (4, 30): (7700, 11600),
}
_TSUMO = {  # non-dealer's tsumo: each non-dealer, the dealer; a dealer's tsumo: each
    (1, 30): (300, 500, 500), (1, 40): (400, 700, 700), (1, 50): (400, 800, 800),
    (1, 60): (500, 1000, 1000), (1, 70): (600, 1200, 1200), (1, 80): (700, 1300, 1300),
    (1, 90): (800, 1500, 1500), (1, 100): (800, 1600, 1600), (1, 110): (900, 1800, 1800),
    (2, 20): (400, 700, 700), (2, 25): (400, 800, 800), (2, 30): (500, 1000, 1000),
    (2, 40): (700, 1300, 1300), (2, 50): (800, 1600, 1600), (2, 60): (1000, 2000, 2000),
    (2, 70): (1200, 2300, 2300), (2, 80): (1300, 2600, 2600), (2, 90): (1500, 2900, 2900),
    (2, 100): (1600, 3200, 3200), (2, 110): (1800, 3600, 3600),
    (3, 20): (700, 1300, 1300), (3, 25): (800, 1600, 1600), (3, 30): (1000, 2000, 2000),
    (3, 40): (1300, 2600, 2600), (3, 50): (1600, 3200, 3200), (3, 60): (2000, 3900, 3900),
    (4, 20): (1300, 2600, 2600), (4, 25): (1600, 3200, 3200), (4, 30): (2000, 3900, 3900),
}
_LIMITS = {Limit.MANGAN: 8000, Limit.HANEMAN: 12000, Limit.BAIMAN: 16000,
           Limit.SANBAIMAN: 24000, Limit.KAZOE_YAKUMAN: 32000, Limit.YAKUMAN: 32000}
"""A non-dealer's ron at each limit; a dealer's is half as much again."""


def published_value(result: Score) -> int:
    """The hand's value as the published tables give it for its han, fu and limit."""
    tsumo, dealer = result.situation.tsumo, result.dealer
    if result.limit is not None:
        assert result.limit is _expected_limit(result), (result.han, result.fu, result.limit)
        base = _LIMITS[result.limit] * max(result.yakuman, 1)
        return base * 3 // 2 if dealer else base
    key = (result.han, result.fu)
    if not tsumo:
        return _RON[key][1 if dealer else 0]
    non_dealer, from_dealer, each = _TSUMO[key]
    return 3 * each if dealer else 2 * non_dealer + from_dealer


def _expected_limit(result: Score) -> Limit:
    han, rules = result.han, result.rules
    if result.yakuman:
        return Limit.YAKUMAN
    if han >= 13:
        return Limit.KAZOE_YAKUMAN if rules.kazoe.value == "yakuman" else Limit.SANBAIMAN
    return (Limit.SANBAIMAN if han >= 11 else Limit.BAIMAN if han >= 8
            else Limit.HANEMAN if han >= 6 else Limit.MANGAN)

EXPECTED_CODES = frozenset(("no_yaku", "pao_without_yakuman"))
"""The only refusals a complete hand in a valid situation may meet."""


def _score(deal: Deal, **changes: Any) -> Score | MjscoreError:
    """Score the deal (with some situation keys changed); a refusal is returned, not raised."""
    situation = {**deal.situation, **changes}
    try:
        return mjscore.score(deal.hand, rules=deal.rules, **situation)
    except MjscoreError as error:
        return error


def _check_refusal(deal: Deal, error: MjscoreError) -> None:
    assert error.code in documented_codes(), f"undocumented code {error.code!r}"
    assert error.code in EXPECTED_CODES, (
        f"{deal.hand} {deal.situation} under {deal.rules}: refused with {error.code}: {error}")
    if error.code == "pao_without_yakuman":
        assert deal.situation.get("pao"), "only a liable player can be refused as not yakuman"


@SETTINGS
@given(deals())
def test_scoring_gives_a_score_or_a_documented_refusal(deal: Deal) -> None:
    result = _score(deal)
    if isinstance(result, MjscoreError):
        _check_refusal(deal, result)
    else:
        assert isinstance(result, Score)
        assert result.hand == deal.hand


@SETTINGS
@given(deals())
def test_payments_honba_and_deposits_add_up_to_the_total(deal: Deal) -> None:
    result = _score(deal)
    assume(isinstance(result, Score))
    assert isinstance(result, Score)
    rules = result.rules
    honba, sticks = deal.situation["honba"], deal.situation["sticks"]
    paid = sum(payment.amount for payment in result.payments)
    assert result.total == paid + sticks * rules.riichi_deposit
    assert paid == result.value + honba * rules.honba_value
    assert result.value == published_value(result)
    winner = deal.situation["seat"]
    payers = [payment.payer for payment in result.payments]
    assert winner not in payers
    assert len(payers) == len(set(payers))
    assert all(payment.amount > 0 and payment.amount % 100 == 0 for payment in result.payments)
    if deal.situation["tsumo"] and not deal.situation.get("pao"):
        assert sorted(payers) == sorted(w.value for w in Wind if w.value != winner)
    if not deal.situation["tsumo"]:
        discarder = deal.situation.get("discarder") or "discarder"
        assert discarder in payers
        assert len(payers) <= (2 if deal.situation.get("pao") else 1)


@SETTINGS
@given(deals(), st.data())
def test_a_dora_indicator_never_lowers_the_value(deal: Deal, data: st.DataObject) -> None:
    rules = deal.resolved
    assume(len(deal.situation["dora"]) < (5 if rules.kan_dora else 1))
    extra = data.draw(st.sampled_from(free_indicators(deal)), label="extra indicator")
    before = _score(deal)
    after = _score(deal, dora=[*deal.situation["dora"], str(extra)])
    if isinstance(before, MjscoreError):
        # Dora are no yaku: a hand refused before is refused the same way after.
        assert isinstance(after, MjscoreError)
        assert after.code == before.code
        return
    assert isinstance(after, Score), after
    assert after.value >= before.value
    assert after.total >= before.total
    assert after.han >= before.han


def _plain_seats(deal: Deal) -> tuple[Wind, Wind] | None:
    """A dealer seat and a non-dealer seat whose wind tiles the hand does not hold, so that
    moving the winner between them changes nothing but who deals."""
    kinds = {tile.kind for tile in deal.hand.tiles()}
    if Wind.EAST.tile.kind in kinds:
        return None
    others = [wind for wind in (Wind.SOUTH, Wind.WEST, Wind.NORTH)
              if wind.tile.kind not in kinds]
    return (Wind.EAST, others[0]) if others else None


@SETTINGS
@given(deals())
def test_the_dealer_never_receives_less_than_a_non_dealer(deal: Deal) -> None:
    seats = _plain_seats(deal)
    assume(seats is not None)
    assert seats is not None
    s = deal.situation
    assume(not (s.get("tenhou") or s.get("chiihou") or s.get("renhou")))
    # Keep the discarder and the liable player away from both seats tried.
    changes: dict[str, Any] = {}
    for key in ("discarder", "pao"):
        if s.get(key) is not None:
            changes[key] = next(w.value for w in Wind if w not in seats)
    dealer = _score(deal, seat=seats[0].value, **changes)
    other = _score(deal, seat=seats[1].value, **changes)
    if isinstance(other, MjscoreError) or isinstance(dealer, MjscoreError):
        assert type(other) is type(dealer)
        assert getattr(other, "code", None) == getattr(dealer, "code", None)
        return
    # The readings are the same for both seats, but rounding can break a tie between two
    # of them differently, so compare only what each seat receives.
    assert dealer.value >= other.value
    assert dealer.total >= other.total


@SETTINGS
@given(deals())
def test_fu_are_whole_tens_from_twenty_or_the_seven_pairs_value(deal: Deal) -> None:
    result = _score(deal)
    assume(isinstance(result, Score))
    assert isinstance(result, Score)
    if result.reading.shape is Shape.SEVEN_PAIRS:
        assert result.fu == result.rules.chiitoitsu_fu
        assert result.fu_sum == result.fu
    else:
        assert result.fu >= 20
        assert result.fu % 10 == 0
        assert result.fu - 10 < result.fu_sum <= result.fu


@SETTINGS
@given(deals())
def test_han_are_the_sum_of_the_yaku(deal: Deal) -> None:
    result = _score(deal)
    assume(isinstance(result, Score))
    assert isinstance(result, Score)
    assert result.han == sum(hit.han for hit in result.yaku)
    assert any(hit.id not in ("dora", "ura_dora", "aka_dora") for hit in result.yaku)
    if result.yakuman:
        assert result.limit is Limit.YAKUMAN
        assert result.han == 13 * result.yakuman
        assert result.basic_points == 8000 * result.yakuman
    elif result.han >= 5:
        assert result.limit is not None


@SETTINGS
@given(deals())
def test_canonical_notation_reparses_to_the_same_hand(deal: Deal) -> None:
    text = str(deal.hand)
    again = parse_hand(text)
    assert again == deal.hand
    assert str(again) == text
    # Tile equality already tells a red five from a plain one; say so for the reader.
    assert [t.red for t in again.tiles()] == [t.red for t in deal.hand.tiles()]
    result = _score(deal)
    if isinstance(result, Score):
        assert str(result.hand) == text
        assert mjscore.score(text, rules=deal.rules, **deal.situation) == result


@SETTINGS
@given(deals())
def test_scoring_never_changes_its_inputs(deal: Deal) -> None:
    hand_before = copy.deepcopy(deal.hand)
    situation_before = copy.deepcopy(deal.situation)
    rules_before = copy.deepcopy(deal.rules)
    built = make_situation(**deal.situation)
    built_before = copy.deepcopy(built)
    by_keys = _score(deal)
    try:
        by_value: Score | MjscoreError = mjscore.score(deal.hand, built, rules=deal.rules)
    except MjscoreError as error:
        by_value = error
    if isinstance(by_keys, Score):
        assert by_value == by_keys
    else:
        assert isinstance(by_value, MjscoreError) and by_value.code == by_keys.code
    assert deal.hand == hand_before
    assert deal.situation == situation_before
    assert deal.rules == rules_before
    assert built == built_before == make_situation(**deal.situation)


def test_inputs_are_frozen() -> None:
    """The values scoring reads cannot be changed behind its back."""
    hand = parse_hand("234m567p8s+8s [4-56s] [777z]")
    situation = make_situation(tsumo=True, dora=["3m"])
    result = mjscore.score(hand, tsumo=True)
    for value, field in ((hand, "win_tile"), (hand.melds[0], "tiles"), (situation, "tsumo"),
                         (result, "total"), (result.rules, "open_tanyao"),
                         (Tile.parse("0m"), "red")):
        try:
            setattr(value, field, None)
        except (AttributeError, TypeError):
            continue
        raise AssertionError(f"{type(value).__name__}.{field} could be assigned")
    assert isinstance(result.yaku, tuple)
    assert isinstance(result.payments, tuple)


def _without_marks(hand: Hand) -> Hand:
    melds = tuple(Meld(meld.kind, meld.tiles) for meld in reversed(hand.melds))
    return Hand(hand.concealed, hand.win_tile, melds)


@SETTINGS
@given(deals())
def test_marks_and_meld_order_do_not_change_the_score(deal: Deal) -> None:
    """Who a tile was called from, and the order melds are written in, are not scored."""
    assume(deal.hand.melds)
    result = _score(deal)
    again = _score(replace(deal, hand=_without_marks(deal.hand)))
    if isinstance(result, MjscoreError):
        assert isinstance(again, MjscoreError)
        assert again.code == result.code
        return
    assert isinstance(again, Score), again
    assert (again.han, again.fu, again.value, again.payments, again.total) == (
        result.han, result.fu, result.value, result.payments, result.total)


@SETTINGS
@given(deals())
def test_the_best_reading_is_the_score(deal: Deal) -> None:
    result = _score(deal)
    assume(isinstance(result, Score))
    assert isinstance(result, Score)
    readings = score_readings(deal.hand, result.situation, result.rules)
    assert readings[0] == result
    assert all(reading.value <= result.value for reading in readings)


@SETTINGS
@given(deals())
def test_honba_and_deposits_add_exactly_their_points(deal: Deal) -> None:
    result = _score(deal)
    assume(isinstance(result, Score))
    assert isinstance(result, Score)
    more = _score(deal, honba=deal.situation["honba"] + 1, sticks=deal.situation["sticks"] + 2)
    assert isinstance(more, Score), more
    rules = result.rules
    assert more.value == result.value
    assert more.total == result.total + rules.honba_value + 2 * rules.riichi_deposit


@SETTINGS
@given(any_hands(), st.booleans(), st.sampled_from(["tenhou", "classic"]))
def test_any_hand_scores_or_is_refused_as_incomplete_or_without_yaku(
        hand: Hand, tsumo: bool, rules: str) -> None:
    """Fourteen random tiles, complete or not: a score, or one of the two refusals."""
    try:
        result = mjscore.score(hand, rules=rules, tsumo=tsumo)
    except MjscoreError as error:
        assert error.code in ("not_a_winning_hand", "no_yaku"), error
        assert error.code in documented_codes()
        return
    assert result.han == sum(hit.han for hit in result.yaku)
    assert result.total == sum(payment.amount for payment in result.payments)
