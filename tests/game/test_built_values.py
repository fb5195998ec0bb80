"""The ledger's values of each hand are built as their ``__init__`` builds them, and its quick
looks say what the full ones say (issue #31: the ledger's share of replay).

The ledger plays thousands of hands a replay: it builds each hand's outcome, state, sticks,
summary lines, paid wins, win situations and labels with :func:`mjscore.base.filler` (no frozen
``__init__``), looks at the seats of the usual events by their type before the full check,
finds a payer's seat by a table and a win's changes by seat by turning a tuple. Each is held
here to the definition it stands for.
"""

from __future__ import annotations

import dataclasses
import pickle
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjscore.game import (
    WIN_FLAGS,
    AbortiveDraw,
    AbortKind,
    ExhaustiveDraw,
    FoulPenalty,
    GameResult,
    GameState,
    HandLabel,
    HandOutcome,
    HandRecord,
    MinorFoul,
    Riichi,
    Sticks,
    Summary,
    Win,
    Written,
    play_game,
    play_hands,
)
from mjscore.game.flow import first_seat
from mjscore.game.hands import _Hand
from mjscore.game.winpay import (
    PaidWin,
    WinContext,
    _absolute,
    _grade_differences,
    _limit_text,
    _reading_matches,
    _scored_yaku,
    new_context,
    situation_of,
)
from mjscore.hand import Tile, Wind
from mjscore.logs import read_log
from mjscore.rules import TENHOU, TENHOU3
from mjscore.scoring import Payer, Payment, parse_claim
from mjscore.scoring.points import seat_deltas
from mjscore.situation import Situation

from ..base.test_values import assert_same_value, field_values
from ..support.logdata import RAW_DIR, require_raw

_WINDS = tuple(Wind)


def sample_games(count: int = 16) -> list[Any]:
    """A fixed sample of the real four- and three-player Phoenix games, read."""
    require_raw()
    rng = random.Random(31)
    files = [path for folder in ("tenhou_phoenix_2022", "tenhou_phoenix_2022_3p")
             for path in rng.sample(sorted((RAW_DIR / folder).iterdir()), count // 2)]
    return [read_log(path.read_bytes(), game_id=path.name.split(".")[0]) for path in files]


def test_the_values_of_real_hands_are_built_as_init_builds_them() -> None:
    hands = wins = 0
    for game in sample_games():
        for outcome in play_game(game).hands:
            hands += 1
            assert_same_value(outcome, HandOutcome, field_values(outcome))
            assert_same_value(outcome.after, GameState, field_values(outcome.after))
            assert_same_value(outcome.after.label, HandLabel, field_values(outcome.after.label))
            assert_same_value(outcome.after.sticks, Sticks, field_values(outcome.after.sticks))
            for item in outcome.summary:
                assert_same_value(item, Summary, field_values(item))
            for paid in outcome.wins:
                wins += 1
                assert_same_value(paid, PaidWin, field_values(paid))
                assert paid.score is not None
                situation = paid.score.situation
                assert_same_value(situation, Situation, field_values(situation))
    assert hands > 120 and wins > 100


@pytest.mark.parametrize("rules", [TENHOU, TENHOU3])
def test_a_game_s_start_is_built_as_init_builds_it(rules: Any) -> None:
    for state in GameState.start(rules), GameState.start(rules.name, (1, 2, 3, 4)[:rules.seats],
                                                         claims="with_honba"):
        assert_same_value(state, GameState, field_values(state))
        assert state == GameState(rules, HandLabel(Wind.EAST, 1), state.scores,
                                  claims=state.claims)


def reference_add(sticks: Sticks, seat: int, count: int) -> Sticks:
    """:meth:`Sticks.add` as it has always added: every count, then the trailing zeros
    trimmed."""
    counts = list(sticks.counts) + [0] * (seat + 1 - len(sticks.counts))
    counts[seat] += count
    while counts and not counts[-1]:
        counts.pop()
    return Sticks(tuple(counts))


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.lists(st.integers(0, 3), max_size=4).map(tuple), st.integers(-5, 5),
       st.integers(-1, 3))
def test_sticks_added_are_the_sticks_the_full_add_makes(counts: tuple[int, ...], seat: int,
                                                        count: int) -> None:
    sticks = Sticks(counts)  # (trailing zeros too, as a caller may give them)
    try:
        expected = reference_add(sticks, seat, count)
    except IndexError:
        with pytest.raises(IndexError):
            sticks.add(seat, count)
        return
    added = sticks.add(seat, count)
    assert type(added) is Sticks and added.counts == expected.counts
    assert_same_value(added, Sticks, field_values(added))


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.lists(st.integers(-3, 3).map(lambda points: points * 100), min_size=1, max_size=4))
def test_the_first_seat_is_the_most_points_ties_to_the_first_dealer(scores: list[int]) -> None:
    assert first_seat(tuple(scores)) == min(range(len(scores)),
                                            key=lambda seat: (-scores[seat], seat))


def test_a_win_context_is_built_as_init_builds_it() -> None:
    label = HandLabel(Wind.SOUTH, 2, 1)
    values = [TENHOU, label, 1, 1, 2, True, False, "with_honba"]
    assert_same_value(new_context(*values), WinContext, values)


def reference_situation(win: Win, context: WinContext) -> Situation:
    """The win's situation as the ledger has always built it: the win's known flags, riichi
    from the hand's declarations, the winds from the dealer, by ``Situation.__init__``."""
    flags = {flag: True for flag in win.flags if flag in WIN_FLAGS}
    flags["riichi"] = flags.get("riichi", False) or context.riichi
    flags["double_riichi"] = flags.get("double_riichi", False) or context.double_riichi
    seats = context.rules.seats

    def wind(seat: int | None) -> Wind | None:
        return None if seat is None else _WINDS[(seat - context.dealer) % seats]

    return Situation(tsumo=win.tsumo, seat=wind(win.winner), round=context.label.round,
                     dora=win.dora, ura=win.ura, honba=context.honba, sticks=context.sticks,
                     discarder=wind(win.discarder), pao=wind(win.pao), kita=win.kita,
                     dora_count=win.dora_count, ura_count=win.ura_count,
                     aka_count=win.aka_count, **flags)


_TILES = st.sampled_from([Tile.parse(text) for text in ("1m", "5p", "0s", "4z", "7z")])


@st.composite
def wins_in_context(draw: st.DrawFn) -> tuple[Win, WinContext]:
    rules = draw(st.sampled_from([TENHOU, TENHOU3]))
    seat = st.integers(0, rules.seats - 1)
    flags = draw(st.frozensets(st.sampled_from([*WIN_FLAGS, "no_such_flag"])))
    win = Win(draw(seat), draw(st.none() | seat), flags=flags,
              dora=tuple(draw(st.lists(_TILES, max_size=3))),
              ura=tuple(draw(st.lists(_TILES, max_size=3))), pao=draw(st.none() | seat),
              kita=draw(st.integers(0, 4)), dora_count=draw(st.integers(0, 2)),
              ura_count=draw(st.integers(0, 2)), aka_count=draw(st.integers(0, 2)))
    label = HandLabel(draw(st.sampled_from(_WINDS[:2])), draw(st.integers(1, rules.seats)),
                      draw(st.integers(0, 5)))
    context = WinContext(rules, label, label.number - 1, draw(st.integers(0, 5)),
                         draw(st.integers(0, 5)), draw(st.booleans()), draw(st.booleans()),
                         "")
    return win, context


@settings(max_examples=300, deadline=None, derandomize=True)
@given(wins_in_context())
def test_a_win_s_situation_is_the_one_init_builds_from_its_fields(
        case: tuple[Win, WinContext]) -> None:
    win, context = case
    built, expected = situation_of(win, context), reference_situation(win, context)
    assert_same_value(built, Situation, field_values(expected))


_SEAT = st.none() | st.integers(-2, 5)


@st.composite
def events(draw: st.DrawFn) -> Any:
    seat = st.integers(-2, 5)
    return draw(st.one_of(
        st.builds(Riichi, seat),
        st.builds(Win, seat, _SEAT, pao=_SEAT),
        st.builds(ExhaustiveDraw, st.frozensets(seat, max_size=3),
                  st.frozensets(seat, max_size=2)),
        st.builds(AbortiveDraw, st.just(AbortKind.NINE_TERMINALS), _SEAT),
        st.builds(MinorFoul, seat, st.just(FoulPenalty.STICK))))


@settings(max_examples=400, deadline=None, derandomize=True)
@given(events(), st.sampled_from([TENHOU, TENHOU3]))
def test_the_quick_look_at_an_event_s_seats_passes_only_what_the_full_check_passes(
        event: Any, rules: Any) -> None:
    quick = _Hand(GameState.start(rules), HandRecord((event,)))
    hand = _Hand(GameState.start(rules), HandRecord((event,)))
    if quick.usual_events() is not None:
        assert hand.valid_seats(event) and not hand.problems


@pytest.mark.parametrize("winner", list(Wind))
def test_a_payer_s_seat_is_the_seat_of_its_wind(winner: Wind) -> None:
    rng = random.Random(winner.number)
    payers = [payer for payer in Payer if payer.wind not in (None, winner)]
    for _ in range(50):
        paid = [Payment(rng.choice([*payers, Payer.DEPOSITS]), rng.randrange(100, 9000, 100))
                for _ in range(rng.randrange(4))]
        expected = [0] * 4
        for payment in paid:
            if payment.payer.wind is not None:
                expected[payment.payer.wind.number] -= payment.amount
        expected[winner.number] += 12000
        assert seat_deltas(paid, winner, 12000, 4) == tuple(expected)
    # Plain text is read as its payer, and what is no payer is refused as Payer refuses it.
    text = [dataclasses.replace(Payment(Payer.EAST, 1000), payer="E"),  # type: ignore[arg-type]
            dataclasses.replace(Payment(Payer.DEPOSITS, 1000), payer="deposits")]  # type: ignore[arg-type]
    assert seat_deltas(text, Wind.NORTH, 1000, 4) == (-1000, 0, 0, 1000)
    with pytest.raises(ValueError, match="is not a valid Payer"):
        seat_deltas([dataclasses.replace(Payment(Payer.EAST, 100), payer="X")],  # type: ignore[arg-type]
                    winner, 100, 4)


@pytest.mark.parametrize("seats", [3, 4])
def test_a_win_s_changes_turn_from_seat_winds_to_seats_by_the_dealer(seats: int) -> None:
    in_winds = tuple(1000 * (wind + 1) for wind in range(seats))  # East, South, …
    for dealer in range(seats):
        by_seat = _absolute(in_winds, dealer)
        assert [by_seat[(dealer + wind) % seats] for wind in range(seats)] == list(in_winds)


def test_a_game_s_result_is_built_as_init_builds_it() -> None:
    games = 0
    for game in sample_games():
        result = play_game(game).result
        games += 1
        assert_same_value(result, GameResult, field_values(result))
    assert games == 16


def reference_reading_matches(recorded: Any, result: Any) -> bool:
    """Whether a record reads as the result, as the ledger has always said it: its yaku
    sorted, then every part of its grade (``_grade_differences``)."""
    if recorded.yaku and sorted(recorded.yaku) != sorted(_scored_yaku(result, recorded)):
        return False
    return not _grade_differences(recorded, result.han, result.fu, _limit_text(result.limit),
                                  result.yakuman)


def recorded_variants(recorded: Any) -> list[Any]:
    """The record of a real win and records that differ from it in each part, or agree in
    another way (no grade, no yaku, the yaku in another order, the two yakuman limits)."""
    change = dataclasses.replace
    yaku = recorded.yaku
    variants = [recorded, change(recorded, yaku=()), change(recorded, yaku=yaku[::-1]),
                change(recorded, yaku=yaku[1:]), change(recorded, yaku=(*yaku, ("dora", 1))),
                change(recorded, yaku=tuple((name, han + 1) for name, han in yaku)),
                change(recorded, han=None), change(recorded, fu=None),
                change(recorded, yakuman=1), change(recorded, yakuman=0)]
    for han in (recorded.han or 0) - 1, (recorded.han or 0) + 1:
        variants.append(change(recorded, han=han))
    for fu in 20, 25, 30, 110:
        variants.append(change(recorded, fu=fu))
    for limit in None, "mangan", "haneman", "yakuman", "kazoe_yakuman":
        variants.append(change(recorded, limit=limit))
        variants.append(change(recorded, limit=limit, yakuman=1))
    return variants


def test_the_quick_look_at_a_recorded_reading_says_what_the_full_one_says() -> None:
    checked = agreeing = 0
    for game in sample_games():
        for outcome in play_game(game).hands:
            for paid in outcome.wins:
                assert paid.score is not None and paid.win.recorded is not None
                for recorded in recorded_variants(paid.win.recorded):
                    expected = reference_reading_matches(recorded, paid.score)
                    assert _reading_matches(recorded, paid.score) is expected, recorded
                    checked += 1
                    agreeing += expected
    assert checked > 2000 and 0 < agreeing < checked


_LABELS = st.builds(HandLabel, st.sampled_from(_WINDS[:3]), st.integers(1, 4),
                    st.integers(0, 3))


@settings(max_examples=300, deadline=None, derandomize=True)
@given(_LABELS, st.none() | _LABELS)
def test_a_written_label_is_a_mismatch_just_when_it_is_not_the_ledger_s(
        label: HandLabel, written: HandLabel | None) -> None:
    state = dataclasses.replace(GameState.start(TENHOU), label=label)
    hand = _Hand(state, HandRecord((), Written(label=written)))
    hand.check_written_start()
    assert bool(hand.mismatches) is (written is not None and written != label)


def test_a_hand_played_without_its_views_is_the_hand_less_its_summary_and_win_texts() -> None:
    wins = 0
    for game in sample_games():
        full = play_game(game).hands
        lean = tuple(play_hands(GameState.start(game.rules, claims=game.claims), game.hands,
                                views=False))
        assert len(lean) == len(full)
        for outcome, plain in zip(full, lean, strict=True):
            assert plain.summary == () and all(paid.text == "" for paid in plain.wins)
            wins += len(plain.wins)
            texts = tuple(dataclasses.replace(paid, text="") for paid in outcome.wins)
            assert plain == dataclasses.replace(outcome, summary=(), wins=texts)
            assert pickle.loads(pickle.dumps(plain)) == plain
    assert wins > 100



def test_the_usual_hands_of_real_games_are_played_as_the_full_pass_plays_them() -> None:
    usual = 0
    for game in sample_games():
        state = GameState.start(game.rules, claims=game.claims)
        for record in game.hands:
            quick = _Hand(state, record)
            usual += quick.usual_events() is not None
            outcome = _Hand(state, record).run()
            assert_same_outcome(outcome, _Hand(state, record).run(quick=False))
            state = outcome.after
    assert usual > 120


@st.composite
def hands_of_events(draw: st.DrawFn) -> Any:
    """A hand of a few events (riichi, wins paid from claims, draws, fouls, an abortive
    draw; seats in and out of place), at a state with a riichi stick or none."""
    rules = draw(st.sampled_from([TENHOU, TENHOU3]))
    seat = st.integers(-1, rules.seats)  # (one out of place at either end)
    claims = st.sampled_from([None, "1000", "1000/2000", "3h30f", "mangan", "yakuman"])
    win = st.builds(lambda winner, discarder, claim: Win(
        winner, discarder, claim=None if claim is None else parse_claim(claim)),
        seat, st.none() | seat, claims)
    riichi = st.builds(Riichi, seat, st.booleans(), st.booleans())
    event = st.one_of(riichi, riichi, win, win, st.builds(
        ExhaustiveDraw, st.frozensets(seat, max_size=3), st.frozensets(seat, max_size=2)),
        st.builds(AbortiveDraw, st.sampled_from(list(AbortKind)), st.none() | seat),
        st.builds(MinorFoul, seat, st.sampled_from(list(FoulPenalty))))
    label = HandLabel(Wind.EAST, draw(st.integers(1, rules.seats)), draw(st.integers(0, 2)))
    state = dataclasses.replace(GameState.start(rules), label=label,
                                sticks=Sticks.of(draw(st.lists(
                                    st.integers(0, rules.seats - 1), max_size=2))))
    return state, HandRecord(tuple(draw(st.lists(event, max_size=4))))


@settings(max_examples=400, deadline=None, derandomize=True)
@given(hands_of_events())
def test_a_hand_s_quick_pass_plays_it_as_the_full_pass_does(case: Any) -> None:
    state, record = case
    assert_same_outcome(_Hand(state, record).run(), _Hand(state, record).run(quick=False))


def assert_same_outcome(outcome: HandOutcome, expected: HandOutcome) -> None:
    """The two outcomes are the same, their summaries and problems too (a problem is an
    exception, equal only to itself: compared by what it says)."""
    def said(hand: HandOutcome) -> list[tuple[Any, ...]]:
        return [(problem.code, problem.message, problem.line, problem.label)
                for problem in hand.problems]

    assert dataclasses.replace(outcome, problems=()) == dataclasses.replace(expected,
                                                                            problems=())
    assert outcome.summary == expected.summary and said(outcome) == said(expected)
