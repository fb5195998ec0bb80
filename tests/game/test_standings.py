"""The final result: leftover sticks, placings, rounding, uma, oka and points summing to zero."""

from __future__ import annotations

import pytest

from mjscore.game import FinalRecord, GameRecord, GameState, finish, play_game, result_of_record
from mjscore.game.standings import placings
from mjscore.rules import CLASSIC, TENHOU, Ties

from ..support.games import rules

NEAREST = rules(TENHOU, final_rounding="nearest_thousand")


@pytest.mark.parametrize(("scores", "points"), [
    ((22500, 23700, 18100, 35700), (-17.0, 4.0, -32.0, 45.0)),    # a Tenhou 2022 owari
    ((56400, 18800, 15400, 9400), (67.0, -1.0, -25.0, -41.0)),
    ((33900, 11300, 37200, 17600), (14.0, -39.0, 47.0, -22.0)),
], ids=["half-up", "first-takes-remainder", "seat-order"])
def test_nearest_thousand_matches_tenhou_owari_records(scores, points):
    assert finish(GameState.start(NEAREST, scores)).points == points


@pytest.mark.parametrize(("score", "point"), [
    (37500, 12.0), (37600, 13.0), (25000, 0.0), (15500, -9.0), (15400, -10.0),
    (15300, -10.0), (14400, -11.0), (-4500, -29.0), (-4400, -29.0), (-4300, -29.0),
], ids=str)
def test_gosha_rokunyuu_rounds_by_magnitude(score, point):
    result = finish(GameState.start(CLASSIC, (100000 - score - 50000, 25000, 25000, score)))
    assert result.points[3] == point
    assert sum(result.points) == 0


def test_first_takes_the_remainder_under_gosha_rokunyuu():
    result = finish(GameState.start(CLASSIC, (40500, 30500, 20500, 8500)))
    assert result.points == (15.0, 5.0, -4.0, -16.0)


def test_exact_points_keep_one_decimal_and_the_oka():
    result = finish(GameState.start(TENHOU, (43600, 26400, 18000, 12000)))
    assert result.points == (53.6, 6.4, -22.0, -38.0)
    assert result.oka == (20.0, 0.0, 0.0, 0.0) and result.uma == (20.0, 10.0, -10.0, -20.0)


def test_ties_by_seat_and_split():
    assert placings((25000, 25000, 25000, 25000)) == (1, 2, 3, 4)
    assert placings((25000, 25000, 25000, 25000), Ties.SPLIT) == (1, 1, 1, 1)
    result = finish(GameState.start(rules(TENHOU, ties="split"), (25000,) * 4))
    assert result.points == (0.0, 0.0, 0.0, 0.0)


def test_leftover_sticks_change_placings_when_returned():
    state = GameState.start(CLASSIC, (24000, 24500, 25000, 24500))
    state = GameState(state.rules, state.label, state.scores, sticks=(0, 0))
    result = finish(state)
    assert result.final_scores == (26000, 24500, 25000, 24500)
    assert result.order == (0, 2, 1, 3)


def test_a_final_record_is_checked():
    game = GameRecord(("A", "B", "C", "D"), TENHOU,
                      final=FinalRecord((40000, 30000, 20000, 10000), (50.0, 10.0, -20.0, -40.0)))
    report = play_game(game)
    assert report.problems == () and report.mismatches == ()
    assert report.result.points == (50.0, 10.0, -20.0, -40.0)
    wrong = result_of_record(TENHOU, FinalRecord((40000, 30000, 20000, 10000),
                                                 (49.0, 10.0, -20.0, -40.0)))
    assert [m.field for m in wrong.mismatches] == ["final_points"]


def test_final_scores_that_do_not_add_up_are_reported_and_counted():
    result = result_of_record(TENHOU, FinalRecord((40000, 30000, 20000, 11000)))
    assert [problem.code for problem in result.problems] == ["final_scores_do_not_add_up"]
    assert result.placings == (1, 2, 3, 4)


def test_as_record_is_json_ready():
    import json

    record = finish(GameState.start(TENHOU, (43600, 26400, 18000, 12000))).as_record()
    assert json.loads(json.dumps(record))["points"] == [53.6, 6.4, -22.0, -38.0]
    assert set(record) == {"placings", "final_scores", "leftover_sticks", "uma", "oka",
                           "penalties", "points", "end", "mismatches"}
