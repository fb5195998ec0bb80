"""What each player needs: the smallest win to be first, or to gain a place."""

from __future__ import annotations

from dataclasses import replace

from mjscore.game import GameState, HandLabel, needs
from mjscore.rules import TENHOU


def _state(scores, label="S4", sticks=()):
    state = GameState.start(TENHOU, scores)
    return replace(state, label=HandLabel.parse(label), sticks=sticks)


def _first(state, seat):
    return [(way.discarder, str(way.grade) if way.grade else None, way.payments)
            for way in needs(state)[seat].first]


def test_first_place_needs_nothing():
    found = needs(_state((31000, 27000, 22000, 20000)))
    assert found[0].place == 1 and found[0].first == () and found[0].up == ()


def test_direct_hit_costs_less_than_a_ron_from_a_bystander():
    state = _state((31000, 27000, 22000, 20000))
    # 27,000 against 31,000: a direct hit needs more than 2,000, a ron from another player
    # more than 4,000; a tsumo more than 800 basic points (800/1600 ties, and ties go to
    # seat 0).
    assert _first(state, 1) == [(0, "1han70fu", "2300"), (2, "2han70fu", "4500"),
                                (3, "2han70fu", "4500"), (None, "1han110fu", "900/1800")]


def test_ties_go_to_the_seat_nearer_the_first_dealer():
    # Seat 1 needs strictly more than seat 0, seat 0 only as much as seat 1.
    behind = _state((30000, 28000, 21000, 21000))
    assert needs(behind)[1].first[0].scores == (28700, 29300, 21000, 21000)
    assert needs(behind)[1].first[0].payments == "1300"


def test_honba_and_sticks_count():
    plain = _state((31000, 27000, 22000, 20000))
    rich = _state((30000, 26000, 22000, 20000), label="S4-3", sticks=(0, 1))
    assert str(needs(rich)[2].first[0].grade) < str(needs(plain)[2].first[0].grade) or (
        needs(rich)[2].first[0].gain >= 2000 + 900)
    way = needs(rich)[2].first[0]
    assert way.gain == int(way.payments) + 900 + 2000


def test_out_of_reach_even_by_yakuman_but_a_place_is_in_reach():
    state = _state((90000, 5000, 3000, 2000), label="S1")
    last = needs(state)[3]
    assert all(way.grade is None for way in last.first)
    assert all(way.grade is not None for way in last.up)
    assert last.place == 4
    assert last.as_record()["first"][0]["grade"] is None


def test_the_dealer_is_paid_as_dealer():
    state = _state((31000, 27000, 22000, 20000))  # S4: seat 3 deals
    tsumo = needs(state)[3].first[-1]
    assert tsumo.tsumo and tsumo.payments.endswith(" all")
