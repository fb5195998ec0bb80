"""Three-player games through the ledger (issue #23), each case worked by hand from the
rules ``docs/rules.md`` cites for ``tenhou3`` (Tenhou's three-player Phoenix room): the
noten pool of 2,000, nagashi mangan as a mangan tsumo with tsumo loss, a double ron's honba
and sticks, the bust below 0, the dealer's choice in South 3 (agari-yame and tenpai-yame at
40,000), the West round's sudden death, and the final points (return 40,000, uma 0/−20,
each non-first score rounded to 1,000)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from mjscore.game import (
    AbortiveDraw,
    AbortKind,
    ExhaustiveDraw,
    GameRecord,
    GameState,
    HandLabel,
    HandRecord,
    Riichi,
    Win,
    finish,
    play_events,
    play_game,
    play_hand,
)
from mjscore.game.flow import End
from mjscore.rules import TENHOU3, FinalRounding
from mjscore.scoring import parse_claim

ROUNDED = replace(TENHOU3, final_rounding=FinalRounding.NEAREST_THOUSAND)
"""Tenhou's three-player rules of 2022 (the shared logs): final scores rounded to 1,000."""


def at(label: str, scores: tuple[int, ...] = (35000, 35000, 35000), *, sticks: int = 0,
       rules: object = TENHOU3) -> GameState:
    start = GameState.start(rules, scores)  # type: ignore[arg-type]
    return replace(start, label=HandLabel.parse(label, 3), sticks=(0,) * sticks)


def ron(winner: int, discarder: int, claim: str) -> Win:
    return Win(winner, discarder, claim=parse_claim(claim))


def tsumo(winner: int, claim: str) -> Win:
    return Win(winner, claim=parse_claim(claim))


# --------------------------------------------------------------------------- the start


def test_a_three_player_game_starts_at_35000_with_three_seats() -> None:
    state = GameState.start("tenhou3")
    assert state.scores == (35000, 35000, 35000)
    assert (state.dealer, str(state.label)) == (0, "E1")
    assert TENHOU3.oka == 15000


# --------------------------------------------------------------------------- noten pool


def test_the_noten_pool_with_one_tenpai_player_is_2000_from_the_two_others() -> None:
    outcome = play_events([ExhaustiveDraw(frozenset({1}))], rules="tenhou3")
    assert outcome.deltas == (-1000, 2000, -1000)
    assert str(outcome.after.label) == "E2-1"  # the dealer was noten: the deal moves on


def test_the_noten_pool_with_two_tenpai_players_is_2000_from_the_third() -> None:
    outcome = play_events([ExhaustiveDraw(frozenset({0, 2}))], rules="tenhou3")
    assert outcome.deltas == (1000, -2000, 1000)
    assert str(outcome.after.label) == "E1-1"  # the dealer was tenpai and deals again


@pytest.mark.parametrize("tenpai", [frozenset(), frozenset({0, 1, 2})])
def test_nobody_pays_when_all_or_none_are_tenpai(tenpai: frozenset[int]) -> None:
    assert play_events([ExhaustiveDraw(tenpai)], rules="tenhou3").deltas == (0, 0, 0)


# --------------------------------------------------------------------------- nagashi


def test_nagashi_is_a_mangan_tsumo_with_tsumo_loss_and_no_honba_and_no_noten_payment() -> None:
    state = at("E1-2", sticks=1)
    outcome = play_hand(state, HandRecord((ExhaustiveDraw(frozenset({0}),
                                                          nagashi=frozenset({2})),)))
    # A non-dealer's mangan tsumo: 4,000 from the dealer, 2,000 from the other; the two
    # honba are not paid, the dealer's tenpai earns nothing, the stick stays on the table.
    assert outcome.deltas == (-4000, -2000, 6000)
    assert len(outcome.after.sticks) == 1
    assert str(outcome.after.label) == "E1-3"  # the dealer was tenpai: dealer repeats


def test_a_dealers_nagashi_is_4000_from_each_and_the_deal_moves_on_when_noten() -> None:
    outcome = play_events([ExhaustiveDraw(frozenset(), nagashi=frozenset({0}))],
                          rules="tenhou3")
    assert outcome.deltas == (8000, -4000, -4000)
    assert str(outcome.after.label) == "E2-1"


# --------------------------------------------------------------------------- wins


def test_a_tsumo_is_paid_by_two_with_100_a_honba_from_each() -> None:
    outcome = play_hand(at("E1-2"), HandRecord((tsumo(1, "2000/4000"),)))
    assert outcome.deltas == (-4200, 6400, -2200)


def test_a_ron_collects_200_a_honba() -> None:
    outcome = play_hand(at("E2-3"), HandRecord((ron(2, 0, "3900"),)))
    assert outcome.deltas == (-4500, 0, 4500)


def test_a_double_ron_pays_honba_and_sticks_to_the_first_winner_after_the_discarder() -> None:
    # Seat 1 deals in; after it in turn order come seat 2, then seat 0.
    state = at("E1-1", sticks=2)
    outcome = play_hand(state, HandRecord((ron(0, 1, "7700"), ron(2, 1, "2000"))))
    assert outcome.deltas == (7700, -(7700 + 2000 + 200), 2000 + 200 + 2000)
    assert outcome.after.sticks == ()
    assert [paid.win.winner for paid in outcome.wins] == [2, 0]
    assert str(outcome.after.label) == "E1-2"  # the dealer (seat 0) won: dealer repeats


def test_four_riichi_and_four_winds_and_three_rons_are_no_abortive_draws() -> None:
    for kind in (AbortKind.FOUR_RIICHI, AbortKind.FOUR_WINDS, AbortKind.THREE_RONS):
        outcome = play_events([AbortiveDraw(kind)], rules="tenhou3")
        assert [problem.code for problem in outcome.problems] == ["abort_not_in_rules"]
    for kind in (AbortKind.NINE_TERMINALS, AbortKind.FOUR_KANS):
        assert not play_events([AbortiveDraw(kind)], rules="tenhou3").problems


def test_all_three_in_riichi_plays_on() -> None:
    outcome = play_hand(at("E1"), HandRecord((Riichi(0), Riichi(1), Riichi(2),
                                              ExhaustiveDraw(frozenset({0, 1, 2})))))
    assert not outcome.problems
    assert len(outcome.after.sticks) == 3


# --------------------------------------------------------------------------- the end


def test_a_score_below_0_ends_the_game_at_once() -> None:
    outcome = play_hand(at("E2", (60000, 7900, 37100)), HandRecord((ron(2, 1, "8000"),)))
    assert outcome.after.scores == (60000, -100, 45100)
    assert outcome.after.end is End.BUST


def test_a_score_of_exactly_0_plays_on() -> None:
    outcome = play_hand(at("E2", (60000, 8000, 37000)), HandRecord((ron(2, 1, "8000"),)))
    assert outcome.after.scores == (60000, 0, 45000)
    assert outcome.after.end is None
    assert str(outcome.after.label) == "E3"


def test_south_3_is_the_last_hand_with_40000() -> None:
    outcome = play_hand(at("S3", (45000, 30000, 30000)), HandRecord((ron(0, 1, "1000"),)))
    assert outcome.after.end is End.LAST_HAND


def test_south_3_a_dealer_who_wins_first_with_40000_ends_the_game() -> None:
    outcome = play_hand(at("S3", (30000, 30000, 45000)), HandRecord((ron(2, 1, "1500"),)))
    assert outcome.after.scores == (30000, 28500, 46500)
    assert outcome.after.end is End.AGARI_YAME


def test_south_3_a_dealer_who_wins_but_is_not_first_deals_again() -> None:
    outcome = play_hand(at("S3", (46000, 25000, 34000)), HandRecord((ron(2, 1, "5800"),)))
    assert outcome.after.scores == (46000, 19200, 39800)
    assert outcome.after.end is None
    assert str(outcome.after.label) == "S3-1"


def test_south_3_a_dealer_tenpai_first_with_40000_ends_the_game() -> None:
    outcome = play_hand(at("S3", (30000, 30000, 45000)),
                        HandRecord((ExhaustiveDraw(frozenset({2})),)))
    assert outcome.after.scores == (29000, 29000, 47000)
    assert outcome.after.end is End.TENPAI_YAME


def test_nobody_at_40000_after_south_3_plays_the_west_round_as_sudden_death() -> None:
    outcome = play_hand(at("S3", (36000, 35000, 34000)), HandRecord((ron(0, 2, "1000"),)))
    assert outcome.after.end is None
    assert str(outcome.after.label) == "W1"
    west = play_hand(outcome.after, HandRecord((ron(1, 2, "3900"),)))
    assert west.after.scores == (37000, 38900, 29100)
    assert west.after.end is None  # still nobody at 40,000
    assert str(west.after.label) == "W2"
    reached = play_hand(west.after, HandRecord((ron(0, 2, "3900"),)))
    assert reached.after.scores == (40900, 38900, 25200)
    assert reached.after.end is End.SUDDEN_DEATH


def test_west_3_is_the_last_hand_of_the_west_round() -> None:
    outcome = play_hand(at("W3", (36000, 35000, 34000)), HandRecord((ron(0, 1, "1000"),)))
    assert outcome.after.end is End.LAST_HAND


# --------------------------------------------------------------------------- final points


def test_final_points_round_the_non_first_scores_and_give_first_the_rest() -> None:
    # 2022010102gm-00b9-0000-814b0f6a: owari="519,47.0,110,-49.0,421,2.0".
    game = GameRecord(("A", "B", "C"), ROUNDED, hands=(HandRecord((
        ron(0, 1, "24000"), )),))
    result = play_game(game).result
    assert result.scores == (59000, 11000, 35000)
    assert result.points == (54.0, -49.0, -5.0)


def test_leftover_sticks_go_to_first_and_a_tie_to_the_seat_nearer_the_first_dealer() -> None:
    state = at("S3", (40500, 40500, 23000), sticks=1, rules=ROUNDED)
    result = finish(state)
    # Seat 0 is first on the tie and takes the stick (41,500); second rounds 40,500 to
    # 41,000 (half away from zero): +1.0; third 23,000: 23 - 40 - 20 = -37.0; first the rest.
    assert result.final_scores == (41500, 40500, 23000)
    assert result.points == (36.0, 1.0, -37.0)
