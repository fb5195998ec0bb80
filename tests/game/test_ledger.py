"""The game ledger under the game rules of RULES.md §4, one small game per rule, under both
presets; every game rule field is shown changing a game (``test_<field>_…``)."""

from __future__ import annotations

import dataclasses

import pytest

from mjscore.base import GameError
from mjscore.game import (
    AbortKind,
    Adjustment,
    Chombo,
    FoulPenalty,
    GameEnd,
    GameRecord,
    GameState,
    HandLabel,
    MinorFoul,
    RecordedWin,
    Riichi,
    Win,
    Written,
    play_game,
    play_hand,
)
from mjscore.game.flow import End
from mjscore.rules import CLASSIC, GAME_RULE_FIELDS, TENHOU, GameLength

from ..support.games import (
    PRESETS,
    abort,
    codes,
    draw,
    final,
    hand,
    labels,
    play,
    ron,
    rules,
    scored,
    tsumo,
)

BOTH = pytest.mark.parametrize("preset", [TENHOU, CLASSIC], ids=["tenhou", "classic"])


def test_every_game_rule_field_has_a_test() -> None:
    tested = {name for name in GAME_RULE_FIELDS
              if any(test.startswith(f"test_{name}_") for test in globals())}
    assert sorted(set(GAME_RULE_FIELDS) - tested) == []


# ------------------------------------------------------------------ the flow of a game


@BOTH
def test_renchan_and_rotation(preset):
    outcomes = play(preset,
                    (tsumo(0, "2000 all"),),            # dealer wins: repeat, honba 1
                    (draw(0),),                         # dealer tenpai: repeat, honba 2
                    (ron(2, 1, "1000"),),               # non-dealer wins: the deal passes
                    (draw(3),),                         # dealer (seat 1) noten: passes, honba 1
                    (ron(1, 0, "1000"),))
    assert labels(outcomes) == ["E1", "E1-1", "E1-2", "E2", "E3-1", "E4"]
    assert [outcome.before.dealer for outcome in outcomes] == [0, 0, 0, 1, 2]
    assert codes(outcomes) == []


@BOTH
def test_honba_through_draws_paid_to_the_winner(preset):
    outcomes = play(preset, (draw(),), (abort(),), (ron(2, 3, "3900"),))
    assert labels(outcomes) == ["E1", "E2-1", "E2-2", "E3"]
    assert outcomes[2].deltas == (0, 0, 4500, -4500)  # 3,900 + 2 honba


@BOTH
def test_honba_of_a_tsumo_split_among_the_payers(preset):
    outcomes = play(preset, (draw(1),), (tsumo(2, "1000/2000"),))
    assert outcomes[1].before.label == HandLabel.parse("E2-1")  # seat 1 deals
    assert outcomes[1].deltas == (-1100, -2100, 4300, -1100)
    assert outcomes[1].after.label == HandLabel.parse("E3")


def test_honba_stays_after_a_dealer_win_and_drops_after_a_non_dealer_win():
    outcomes = play(TENHOU, (draw(0),), (ron(0, 1, "2900"),), (ron(3, 1, "1000"),))
    assert labels(outcomes) == ["E1", "E1-1", "E1-2", "E2"]


def test_the_win_is_scored_in_the_situation_the_ledger_knows():
    outcomes = play(TENHOU,
                    (Riichi(3), draw(3)),
                    (Riichi(2), scored(2, 3, "123m456p789s234s1p+1p")))
    first, second = outcomes
    assert first.deltas == (-1000, -1000, -1000, 3000)
    assert first.deposits == (0, 0, 0, 1000)
    assert first.after.scores == (24000, 24000, 24000, 27000)
    assert second.before.label == HandLabel.parse("E2-1")
    win = second.wins[0]
    assert win.score is not None
    situation = win.score.situation
    assert (situation.seat.letter, situation.round.letter, situation.discarder.letter) == (
        "S", "E", "W")
    assert (situation.riichi, situation.honba, situation.sticks) == (True, 1, 2)
    assert (win.score.han, win.score.fu, win.value) == (1, 40, 1300)
    assert second.deltas == (0, 0, 3600, -1600)
    assert second.after.scores == (24000, 24000, 26600, 25400)
    assert second.after.sticks == () and str(second.after.label) == "E3"


def test_a_claim_with_and_without_honba_is_read_as_check_reads_it():
    at = "E2-1"
    excluded = play(TENHOU, (ron(2, 3, "3900"),), label=at)[0]
    included = play(TENHOU, (ron(2, 3, "4200"),), label=at)[0]
    assert excluded.deltas == included.deltas == (0, 0, 4200, -4200)
    assert (excluded.wins[0].honba, included.wins[0].honba) == ("excluded", "included")
    split = play(TENHOU, (tsumo(2, "1100/2100"),), label=at)[0]
    assert split.deltas == (-1100, -2100, 4300, -1100)


def test_a_win_with_hand_and_claim_is_scored_and_the_claim_checked():
    right = play(TENHOU, (scored(1, None, "234m567p8s+8s [456s] [777z]", dora=(_tile("3m"),),
                                 claim=_claim("500/1000")),))[0]
    assert right.mismatches == () and right.deltas == (-1000, 2000, -500, -500)
    wrong = play(TENHOU, (scored(1, None, "234m567p8s+8s [456s] [777z]", dora=(_tile("3m"),),
                                 claim=_claim("3han30fu")),))[0]
    assert [(m.field, m.written, m.ledger) for m in wrong.mismatches] == [
        ("claim.han", 3, 2)]


def _tile(text):
    from mjscore.hand import parse_tile

    return parse_tile(text)


def _claim(text):
    from mjscore.scoring import parse_claim

    return parse_claim(text)


@BOTH
def test_sticks_carried_over_draws_go_to_the_next_winner(preset):
    outcomes = play(preset, (Riichi(1), draw(1)), (Riichi(2), draw(1, 2)),
                    (ron(0, 3, "1000"),))
    assert [len(outcome.after.sticks) for outcome in outcomes] == [1, 2, 0]
    assert outcomes[2].before.label == HandLabel.parse("E2-2")
    assert outcomes[2].deltas == (3600, 0, 0, -1600)


@BOTH
def test_riichi_refused_below_the_deposit(preset):
    outcomes = play(preset, (Riichi(3), ron(0, 1, "1000")), scores=(25000, 25000, 50000, 0))
    assert codes(outcomes) == ["riichi_without_points"]
    assert outcomes[0].deposits == (0, 0, 0, 0)
    exactly = play(preset, (Riichi(3), ron(0, 1, "1000")), scores=(24000, 25000, 50000, 1000))
    assert codes(exactly) == [] and exactly[0].after.scores[3] == 0


def test_a_ronned_riichi_discard_puts_no_stick_down():
    outcome = play(TENHOU, (Riichi(1, stick=False), ron(0, 1, "2900")))[0]
    assert outcome.deposits == (0, 0, 0, 0) and outcome.deltas == (2900, -2900, 0, 0)


# ------------------------------------------------------------------ several rons


def test_multiple_ron_all_pays_both_with_honba_and_sticks_to_the_first():
    outcome = play(TENHOU, (Riichi(2), ron(1, 0, "1000"), ron(3, 0, "2000")), label="E1-1")[0]
    # Turn order after the discarder (seat 0): seat 1 first; seat 3 gets no honba or sticks.
    assert outcome.deltas == (-3300, 2300, 0, 2000)
    assert codes([outcome]) == [] and str(outcome.after.label) == "E2"


def test_multiple_ron_head_bump_pays_only_the_first():
    outcome = play(CLASSIC, (ron(3, 0, "2000"), ron(1, 0, "1000")))[0]
    assert codes([outcome]) == ["head_bump_double_ron"]
    assert outcome.deltas == (-1000, 1000, 0, 0)
    assert rules(CLASSIC, multiple_ron="all").multiple_ron.value == "all"
    both = play(rules(CLASSIC, multiple_ron="all"), (ron(3, 0, "2000"), ron(1, 0, "1000")))[0]
    assert both.deltas == (-3000, 1000, 0, 2000) and codes([both]) == []


def test_multiple_ron_dealer_among_the_winners_repeats():
    outcome = play(TENHOU, (ron(0, 2, "2900"), ron(1, 2, "1000")))[0]
    assert str(outcome.after.label) == "E1-1"


def test_sanchahou_three_rons_are_an_abortive_draw():
    three = (Riichi(1), ron(1, 0, "1000"), ron(2, 0, "1000"), ron(3, 0, "1000"))
    outcome = play(TENHOU, three)[0]
    assert codes([outcome]) == ["three_rons_abort"]
    assert outcome.deltas == (0, 0, 0, 0) and len(outcome.after.sticks) == 1
    assert str(outcome.after.label) == "E1-1"
    paid = play(rules(TENHOU, sanchahou=False), three)[0]
    assert codes([paid]) == [] and paid.deltas == (-3000, 2000, 1000, 1000)


# ------------------------------------------------------------------ draws


@pytest.mark.parametrize(("tenpai", "deltas"), [
    ((), (0, 0, 0, 0)),
    ((2,), (-1000, -1000, 3000, -1000)),
    ((0, 3), (1500, -1500, -1500, 1500)),
    ((0, 1, 2), (1000, 1000, 1000, -3000)),
    ((0, 1, 2, 3), (0, 0, 0, 0)),
], ids=["none", "one", "two", "three", "all"])
@BOTH
def test_noten_payment_by_the_number_tenpai(preset, tenpai, deltas):
    assert play(preset, (draw(*tenpai),))[0].deltas == deltas


def test_noten_payment_field_sets_the_total():
    assert play(rules(TENHOU, noten_payment=1500), (draw(2),))[0].deltas == (
        -500, -500, 1500, -500)
    assert play(rules(TENHOU, noten_payment=0), (draw(2),))[0].deltas == (0, 0, 0, 0)


@BOTH
def test_kyuushu_kyuuhai_is_an_abortive_draw_when_the_rules_have_it(preset):
    outcome = play(preset, (Riichi(2), abort(AbortKind.NINE_TERMINALS)))[0]
    assert codes([outcome]) == [] and outcome.deltas == (0, 0, 0, 0)
    assert str(outcome.after.label) == "E1-1" and outcome.after.sticks == (2,)
    off = play(rules(preset, kyuushu_kyuuhai=False), (abort(AbortKind.NINE_TERMINALS),))
    assert codes(off) == ["abort_not_in_rules"]


@pytest.mark.parametrize("kind", [AbortKind.FOUR_WINDS, AbortKind.FOUR_KANS],
                         ids=["suufon_renda", "suukaikan"])
@BOTH
def test_suufon_renda_and_suukaikan_abort_in_both_presets(preset, kind):
    assert codes(play(preset, (abort(kind),))) == []
    assert codes(play(rules(preset, **{kind.value: False}), (abort(kind),))) == [
        "abort_not_in_rules"]


def test_suufon_renda_off():
    assert codes(play(rules(TENHOU, suufon_renda=False), (abort(AbortKind.FOUR_WINDS),))) == [
        "abort_not_in_rules"]


def test_suukaikan_off():
    assert codes(play(rules(TENHOU, suukaikan=False), (abort(AbortKind.FOUR_KANS),))) == [
        "abort_not_in_rules"]


def test_suucha_riichi_only_under_tenhou():
    four = (Riichi(0), Riichi(1), Riichi(2), Riichi(3), abort(AbortKind.FOUR_RIICHI))
    outcome = play(TENHOU, four)[0]
    assert codes([outcome]) == [] and len(outcome.after.sticks) == 4
    assert codes(play(CLASSIC, four)) == ["abort_not_in_rules"]


@BOTH
def test_an_abortive_draw_never_ends_the_game(preset):
    state = final(preset, (abort(),), label="S4", scores=(40000, 20000, 20000, 20000))
    assert state.end is None and str(state.label) == "S4-1"


def test_nagashi_mangan_paid_as_a_mangan_tsumo_without_honba():
    outcome = play(TENHOU, (Riichi(3), draw(0, 3, nagashi=(2,))), label="E1-2")[0]
    assert outcome.deltas == (-4000, -2000, 8000, -2000)  # no honba, no noten payments
    assert outcome.after.sticks == (3,)
    assert str(outcome.after.label) == "E1-3"  # the dealer was tenpai: a draw's repeat
    dealer = play(TENHOU, (draw(1, nagashi=(0,)),))[0]
    assert dealer.deltas == (12000, -4000, -4000, -4000) and str(dealer.after.label) == "E2-1"


def test_nagashi_mangan_not_under_classic():
    outcome = play(CLASSIC, (draw(1, nagashi=(2,)),))[0]
    assert codes([outcome]) == ["nagashi_not_in_rules"]
    assert outcome.deltas == (-1000, 3000, -1000, -1000)  # the noten payments instead


def test_noten_riichi_chombo_under_classic_and_an_error_under_tenhou():
    game = (Riichi(1), Riichi(2), draw(2))
    chombo = play(CLASSIC, game, label="E1-1")[0]
    assert codes([chombo]) == []
    assert chombo.deltas == (4000, -8000, 2000, 2000)     # seat 1 pays a mangan
    assert chombo.deposits == (0, 0, 0, 0)                # both sticks went back
    assert str(chombo.after.label) == "E1-1"              # repeat, honba unchanged
    tenhou = play(TENHOU, game, label="E1-1")[0]
    assert codes([tenhou]) == ["noten_riichi"]
    assert tenhou.deltas == (-1000, -1000, 3000, -1000)
    assert str(tenhou.after.label) == "E2-2"


# ------------------------------------------------------------------ chombo and fouls


@BOTH
def test_chombo_basic_points_paid_by_a_non_dealer(preset):
    outcome = play(preset, (Chombo(2),), label="E1-2")[0]
    assert outcome.deltas == (4000, 2000, -8000, 2000)
    assert str(outcome.after.label) == "E1-2"
    cheap = play(rules(preset, chombo_basic_points=1000), (Chombo(2),))[0]
    assert cheap.deltas == (2000, 1000, -4000, 1000)


def test_chombo_penalty_is_taken_off_the_final_points_after_uma():
    penalty = rules(TENHOU, chombo_basic_points=0, chombo_penalty=20000)
    outcomes = play(penalty, (Riichi(3), Chombo(2)), (Chombo(2),), hand(GameEnd()),
                    label="E1")
    assert [outcome.deltas for outcome in outcomes[:2]] == [(0, 0, 0, 0)] * 2
    state = outcomes[-1].after
    assert state.scores == (25000,) * 4 and state.sticks == ()
    assert state.penalties == (2, 2)
    result = _finish(state)
    # By seat: 20 + 20 oka − 5, 10 − 5, −10 − 5, −20 − 5; then −40 for seat 2's two chombos.
    assert result.points == (35.0, 5.0, -55.0, -25.0)
    assert result.penalties == (0.0, 0.0, 40.0, 0.0)
    assert result.as_record()["penalties"] == [0.0, 0.0, 40.0, 0.0]
    plain = _finish(final(TENHOU, (Chombo(2),), hand(GameEnd())))
    assert plain.penalties == (0.0,) * 4 and sum(plain.points) == 0


def test_chombo_penalty_is_waived_with_the_chombo():
    penalty = rules(TENHOU, chombo_penalty=20000)
    state = final(penalty, (Chombo(2), ron(1, 3, "2000")), hand(GameEnd()))
    assert state.penalties == ()


def test_honba_to_every_winner_pays_each_ron_its_honba():
    both = rules(TENHOU, honba_to_every_winner=True)
    outcome = play(both, (Riichi(2), ron(1, 0, "1000"), ron(3, 0, "2000")), label="E1-2")[0]
    # Each winner adds 600; the stick still goes to the first after the discarder only.
    assert outcome.deltas == (-4200, 2600, 0, 2600)
    first_only = play(TENHOU, (Riichi(2), ron(1, 0, "1000"), ron(3, 0, "2000")),
                      label="E1-2")[0]
    assert first_only.deltas == (-3600, 2600, 0, 2000)


@BOTH
def test_chombo_by_the_dealer(preset):
    outcome = play(preset, (Riichi(3), Chombo(1)), label="E2-1")[0]
    assert outcome.deltas == (4000, -12000, 4000, 4000)
    assert outcome.after.sticks == () and outcome.after.scores[3] == 29000
    assert str(outcome.after.label) == "E2-1"


@BOTH
def test_chombo_waived_by_a_legitimate_win(preset):
    outcome = play(preset, (Chombo(2), ron(1, 3, "2000")))[0]
    assert outcome.deltas == (0, 2000, 0, -2000)
    assert [item.kind for item in outcome.summary] == ["chombo", "ron"]
    assert str(outcome.after.label) == "E2"


@BOTH
def test_minor_foul_forfeits_the_win_or_puts_a_stick_down(preset):
    forfeit = play(preset, (MinorFoul(1, FoulPenalty.FORFEIT), ron(1, 3, "2000"), draw()))[0]
    assert forfeit.deltas == (0, 0, 0, 0) and str(forfeit.after.label) == "E2-1"
    stick = play(preset, (MinorFoul(1, FoulPenalty.STICK), ron(2, 3, "2000")))[0]
    assert stick.deposits == (0, 1000, 0, 0) and stick.deltas == (0, 0, 3000, -2000)


def test_adjustment_moves_points_as_the_players_decide():
    outcome = play(TENHOU, hand(Adjustment((-2000, 2000, 0, 0), "time penalty")))[0]
    assert not outcome.played and outcome.after.scores == (23000, 27000, 25000, 25000)
    assert str(outcome.after.label) == "E1"
    to_table = play(TENHOU, hand(Adjustment((-1000, 0, 0, 0))))[0]
    assert to_table.after.sticks == (0,)
    assert codes(play(TENHOU, hand(Adjustment((-500, 0, 0, 0))))) == ["unbalanced_adjustment"]


# ------------------------------------------------------------------ the end of the game


@BOTH
def test_bust_below_zero_ends_at_once_and_zero_plays_on(preset):
    scores = (30000, 30000, 30000, 10000)
    busted = final(preset, (ron(0, 3, "12000"),), scores=scores)
    assert busted.end is End.BUST and busted.scores[3] == -2000
    zero = final(preset, (ron(1, 3, "8000"),), scores=(30000, 32000, 30000, 8000))
    assert zero.end is None and zero.scores[3] == 0
    after = play(preset, (ron(0, 3, "12000"),), (ron(1, 2, "1000"),), scores=scores)
    assert codes(after) == ["hand_after_end"]


def test_bust_off_plays_on_below_zero():
    state = final(rules(TENHOU, bust=False), (ron(0, 3, "12000"),),
                  scores=(30000, 30000, 30000, 10000))
    assert state.end is None and str(state.label) == "E1-1"


@BOTH
def test_game_length_hanchan_ends_after_south_4(preset):
    state = final(preset, (ron(1, 2, "1000"),), label="S4", scores=(40000, 20000, 20000, 20000))
    assert state.end is End.LAST_HAND


def test_game_length_tonpuu_ends_after_east_4():
    tonpuu = rules(TENHOU, game_length=GameLength.TONPUU)
    state = final(tonpuu, (ron(1, 2, "1000"),), label="E4", scores=(40000, 20000, 20000, 20000))
    assert state.end is End.LAST_HAND
    hanchan = final(TENHOU, (ron(1, 2, "1000"),), label="E4", scores=(40000, 20000, 20000, 20000))
    assert hanchan.end is None and str(hanchan.label) == "S1"


def test_last_dealer_renchan_plays_on_under_classic():
    state = final(CLASSIC, (ron(3, 2, "2900"),), label="S4", scores=(20000, 20000, 20000, 40000))
    assert state.end is None and str(state.label) == "S4-1"


def test_agari_yame_ends_the_game_when_the_last_dealer_wins_first():
    state = final(TENHOU, (ron(3, 2, "2900"),), label="S4", scores=(20000, 20000, 20000, 40000))
    assert state.end is End.AGARI_YAME and str(state.label) == "S4"
    below = final(TENHOU, (ron(3, 2, "2900"),), label="S4",
                  scores=(24000, 24000, 27000, 25000))
    assert below.end is None and str(below.label) == "S4-1"  # first, but below 30,000
    second = final(TENHOU, (ron(3, 1, "2000"),), label="S4",
                   scores=(36000, 15000, 15000, 34000))
    assert second.end is None  # tied on points, placed after seat 0
    off = final(rules(TENHOU, agari_yame=False), (ron(3, 2, "2900"),), label="S4",
                scores=(20000, 20000, 20000, 40000))
    assert off.end is None


def test_tenpai_yame_ends_the_game_when_the_last_dealer_is_tenpai_first():
    scores = (20000, 20000, 20000, 40000)
    assert final(TENHOU, (draw(3),), label="S4", scores=scores).end is End.TENPAI_YAME
    off = final(rules(TENHOU, tenpai_yame=False), (draw(3),), label="S4", scores=scores)
    assert off.end is None and str(off.label) == "S4-1"


def test_tenpai_yame_off_in_a_2009_style_tonpuu():
    era = rules(TENHOU, game_length=GameLength.TONPUU, tenpai_yame=False, uma=(10, 5, -5, -10))
    state = final(era, (draw(3),), label="E4", scores=(20000, 20000, 20000, 40000))
    assert state.end is None and str(state.label) == "E4-1"
    won = final(era, (ron(3, 0, "1500"),), label="E4", scores=(20000, 20000, 20000, 40000))
    assert won.end is End.AGARI_YAME


def test_target_points_decide_whether_the_game_ends_after_south_4():
    scores = (29000, 24000, 24000, 23000)
    assert final(TENHOU, (ron(1, 2, "1000"),), label="S4", scores=scores).end is None
    lower = rules(TENHOU, target_points=25000)
    assert final(lower, (ron(1, 2, "1000"),), label="S4", scores=scores).end is End.LAST_HAND


def test_extension_west_round_sudden_death():
    scores = (29000, 24000, 24000, 23000)
    outcomes = play(TENHOU,
                    (ron(1, 2, "1000"),),     # S4: nobody at 30,000: into the West round
                    (ron(0, 2, "2000"),),     # W1: the dealer wins, 31,000 first: agari-yame
                    label="S4", scores=scores)
    assert labels(outcomes) == ["S4", "W1", "W1"]
    assert outcomes[-1].after.end is End.AGARI_YAME
    sudden = play(TENHOU, (ron(1, 2, "1000"),), (ron(2, 0, "8000"),), label="S4",
                  scores=scores)
    assert labels(sudden) == ["S4", "W1", "W1"] and sudden[-1].after.end is End.SUDDEN_DEATH
    off = final(rules(TENHOU, extension=False), (ron(1, 2, "1000"),), label="S4",
                scores=scores)
    assert off.end is End.LAST_HAND


def test_extension_a_dealer_repeat_keeps_sudden_death_going():
    outcomes = play(TENHOU, (ron(0, 1, "2000"),), label="W1",
                    scores=(24000, 27000, 33000, 16000))
    # Seat 2 is above 30,000, but the dealer (seat 0) won and is not first: play on.
    assert outcomes[-1].after.end is None and str(outcomes[-1].after.label) == "W1-1"
    ends = play(TENHOU, (ron(1, 3, "2000"),), label="W1", scores=(24000, 27000, 33000, 16000))
    assert ends[-1].after.end is End.SUDDEN_DEATH


def test_extension_ends_after_west_4_at_the_latest():
    state = final(TENHOU, (ron(1, 2, "1000"),), label="W4", scores=(28000, 24000, 24000, 24000))
    assert state.end is End.LAST_HAND


def test_extension_into_south_for_a_tonpuu():
    tonpuu = rules(TENHOU, game_length=GameLength.TONPUU)
    outcomes = play(tonpuu, (ron(1, 2, "1000"),), (ron(2, 0, "1000"),), label="E4",
                    scores=(29000, 24000, 24000, 23000))
    assert labels(outcomes) == ["E4", "S1", "S2"]
    end = final(tonpuu, (ron(1, 2, "1000"),), label="S4", scores=(28000, 24000, 24000, 24000))
    assert end.end is End.LAST_HAND


def test_the_sheet_ends_the_game():
    outcomes = play(TENHOU, (ron(1, 2, "1000"),), hand(GameEnd("time")),
                    (ron(1, 2, "1000"),))
    assert outcomes[1].after.end is End.SHEET and outcomes[1].after.end_reason == "time"
    assert codes(outcomes) == ["hand_after_end"]


# ------------------------------------------------------------------ the final result


@BOTH
def test_start_points_are_every_score_at_the_start(preset):
    assert GameState.start(rules(preset, start_points=30000)).scores == (30000,) * 4


def test_return_points_give_the_oka_to_first():
    report = _finished(rules(TENHOU, return_points=25000))
    assert report.points == (30.0, 10.0, -15.0, -25.0)
    assert _finished(TENHOU).points == (45.0, 5.0, -20.0, -30.0)


def _finished(game_rules, scores=(35000, 25000, 20000, 20000)):
    from mjscore.game import finish

    return finish(GameState.start(game_rules, scores))


def test_uma_added_by_place():
    assert _finished(rules(TENHOU, uma=(10, 5, -5, -10))).points == (
        35.0, 0.0, -15.0, -20.0)


def test_final_rounding_of_negative_points():
    scores = (52100, 42500, 9900, -4500)
    exact = _finished(TENHOU, scores).points
    assert exact == (62.1, 22.5, -30.1, -54.5)
    thousand = _finished(rules(TENHOU, final_rounding="nearest_thousand"), scores).points
    assert thousand == (62.0, 23.0, -30.0, -55.0)  # −4,500 → −5,000: half away from zero
    gosha = _finished(CLASSIC, scores).points
    assert gosha == (27.0, 17.0, -15.0, -29.0)    # 17,500 → 17; −29,500 → −29


def test_ties_broken_by_seat_or_split():
    scores = (20000, 30000, 30000, 20000)
    assert _finished(TENHOU, scores).placings == (3, 1, 2, 4)
    split = _finished(rules(TENHOU, ties="split"), scores)
    assert split.placings == (3, 1, 1, 3)
    assert split.points == (-25.0, 25.0, 25.0, -25.0)
    assert sum(split.points) == 0


@BOTH
def test_leftover_sticks_to_first_or_returned(preset):
    state = final(preset, (Riichi(1), draw(1)), (Riichi(2), draw(1, 2)), hand(GameEnd()))
    report = _finish(state)
    assert report.leftover_sticks == (1, 2)
    expected = {"tenhou": (22500, 30500, 24500, 22500),
                "classic": (22500, 29500, 25500, 22500)}[preset.name]
    assert report.final_scores == expected
    assert sum(report.final_scores) == 100000


def _finish(state):
    from mjscore.game import finish

    return finish(state)


def test_leftover_sticks_lost_stay_on_the_table_and_leave_the_game():
    lost = rules(TENHOU, leftover_sticks="lost")
    state = final(lost, (Riichi(1), draw(1)), (Riichi(2), draw(1, 2)), hand(GameEnd()))
    report = _finish(state)
    assert report.final_scores == (22500, 28500, 24500, 22500)
    assert sum(report.final_scores) == 98000
    assert report.points == (-17.5, 38.5, 4.5, -27.5)
    assert round(sum(report.points), 1) == -2.0
    rounded = _finish(final(rules(lost, final_rounding="gosha_rokunyuu"),
                            (Riichi(1), draw(1)), (Riichi(2), draw(1, 2)), hand(GameEnd())))
    assert round(sum(rounded.points), 1) == -2.0


@pytest.mark.parametrize(("sticks", "scores", "placings", "points"), [
    (1, (24000, 28000, 28000, 19000), (3, 1, 1, 4), (-16.0, 23.5, 23.5, -31.0)),
    (1, (28000, 28000, 28000, 15000), (1, 1, 1, 4), (11.8, 11.6, 11.6, -35.0)),
    (3, (28000, 28000, 28000, 13000), (1, 1, 1, 4), (12.4, 12.3, 12.3, -37.0)),
], ids=["two-tied", "three-tied-odd", "three-tied-even"])
def test_leftover_sticks_first_split_shares_them_among_the_tied_first(sticks, scores, placings,
                                                                      points):
    split = rules(TENHOU, leftover_sticks="first_split", ties="split")
    state = dataclasses.replace(GameState.start(split, scores=scores),
                                sticks=(3,) * sticks)
    report = _finish(state)
    given = [final - before for final, before in zip(report.final_scores, scores, strict=True)]
    assert sum(given) == sticks * 1000
    assert report.placings == placings
    assert report.points == points
    assert round(sum(report.points), 1) == 0.0


def test_leftover_sticks_first_split_gives_the_odd_hundred_to_the_seat_nearer_the_dealer():
    # Three tied at 28,000 share one stick 400/300/300; under ties = seat the 400 goes to the
    # seat placed first anyway.
    by_seat = rules(TENHOU, leftover_sticks="first_split")
    state = dataclasses.replace(GameState.start(by_seat, scores=(15000, 28000, 28000, 28000)),
                                sticks=(0,))
    report = _finish(state)
    assert report.final_scores == (15000, 28400, 28300, 28300)
    assert report.placings == (4, 1, 2, 3)
    assert round(sum(report.points), 1) == 0.0


def test_leftover_sticks_returned_also_at_a_bust_under_classic():
    state = final(CLASSIC, (Riichi(2), draw(2)), scores=(30000, 30000, 39500, 500))
    assert state.end is End.BUST
    assert _finish(state).leftover_sticks == (2,)


# ------------------------------------------------------------------ bad sheets


def test_bad_events_are_reported_with_their_line_and_the_rest_played():
    outcomes = play(TENHOU,
                    hand(ron(1, 1, "1000"), line=3),
                    hand(tsumo(2, "1000/2000"), draw(), line=4),
                    hand(ron(2, 3, "1000"), ron(1, 0, "1000"), line=5),
                    hand(Riichi(0), line=6),
                    hand(Win(2, 3), line=7),
                    hand(ron(2, 3, "2000/4000"), line=8),
                    hand(ron(5, 3, "1000"), line=9))
    problems = [problem for outcome in outcomes for problem in outcome.problems]
    assert [(p.line, p.code) for p in problems] == [
        (3, "ron_from_self"), (3, "hand_unresolved"), (4, "two_results"),
        (5, "two_results"), (6, "hand_without_result"), (6, "hand_unresolved"),
        (7, "win_without_value"), (7, "hand_unresolved"), (8, "claim_unpayable"),
        (8, "hand_unresolved"), (9, "invalid_seat")]
    assert all(isinstance(problem, GameError) for problem in problems)
    assert problems[0].label == "E1" and "own discard" in problems[0].message
    assert outcomes[1].deltas == (-2000, -1000, 4000, -1000)  # the first result is played
    with pytest.raises(GameError):
        outcomes[0].check()


def test_what_was_written_is_checked():
    written = Written(label=HandLabel.parse("E2"), sticks=1, start_scores=(25000,) * 4,
                      deltas=(0, 3000, -3000, 0), end_scores=(25000, 28000, 22000, 25000))
    outcome = play(TENHOU, hand(ron(1, 2, "2000"), written=written, line=12))[0]
    assert [(m.field, m.written, m.ledger) for m in outcome.mismatches] == [
        ("label", "E2", "E1"), ("sticks", 1, 0),
        ("deltas", (0, 3000, -3000, 0), (0, 2000, -2000, 0)),
        ("end_scores", (25000, 28000, 22000, 25000), (25000, 27000, 23000, 25000))]
    assert outcome.mismatches[0].line == 12
    with_riichi = Written(deltas=(0, 3000, -3000, 0))
    assert play(TENHOU, hand(Riichi(2), ron(1, 2, "2000"), written=with_riichi))[0].mismatches == ()


def test_recorded_win_values_are_checked():
    recorded = RecordedWin(han=2, fu=30, value=2000, deltas=(-1000, 2000, -500, -500),
                           yaku=(("dora", 1), ("yakuhai_chun", 1)))
    win = scored(1, None, "234m567p8s+8s [456s] [777z]", dora=(_tile("3m"),), recorded=recorded)
    assert play(TENHOU, (win,))[0].mismatches == ()
    wrong = RecordedWin(han=3, value=2600, deltas=(-1300, 2600, -700, -700))
    win = scored(1, None, "234m567p8s+8s [456s] [777z]", dora=(_tile("3m"),), recorded=wrong)
    fields = [m.field for m in play(TENHOU, (win,))[0].mismatches]
    assert fields == ["recorded.deltas", "recorded.value", "recorded.han"]


def test_pao_liable_seat_pays():
    daisangen = "11m22z+2z [555z] [666z] [777z]"
    outcome = play(TENHOU, (scored(1, 2, daisangen, pao=3),))[0]
    assert outcome.deltas == (0, 32000, -16000, -16000)
    claimed = play(TENHOU, (tsumo(1, "yakuman", pao=3),))[0]
    assert claimed.deltas == (0, 32000, 0, -32000)
    classic = play(CLASSIC, (scored(1, 2, daisangen, pao=3),))
    assert codes(classic) == ["pao_not_in_rules", "hand_unresolved"]


def test_play_game_collects_every_hand_and_the_result():
    game = GameRecord(("A", "B", "C", "D"), TENHOU, (
        hand(ron(1, 2, "1000"), line=1), hand(ron(1, 1, "1000"), line=2), hand(GameEnd())))
    report = play_game(game)
    assert [problem.code for problem in report.problems] == ["ron_from_self",
                                                             "hand_unresolved"]
    assert report.result.end is End.SHEET
    assert sum(report.result.points) == 0
    with pytest.raises(GameError):
        report.check()


def test_play_hand_from_a_state():
    state = GameState.start()
    outcome = play_hand(state, hand(ron(1, 2, "1000")))
    assert outcome.before is state and state.scores == (25000,) * 4


def test_presets_are_the_ones_of_the_tests():
    assert set(PRESETS) == {"tenhou", "classic"}
