"""The game ledger: a game played hand by hand under its rules (RULES.md §4, issue #11).

:class:`~mjscore.game.GameState` (``state.py``) is what the table knows between two hands.
:func:`play_hand` plays one :class:`~mjscore.game.HandRecord` and returns a
:class:`HandOutcome`: the state before and after, every seat's change, each win's score, what
happened in words, and every place where what the source wrote disagrees with what the rules
give (:class:`~mjscore.game.Mismatch`), and every impossible event
(:class:`~mjscore.base.GameError`). :func:`play_game` plays a whole
:class:`~mjscore.game.GameRecord` and adds the final result (``standings.py``). Nothing
raises for a bad event: the ledger reports it and goes on where it can.

>>> from mjscore.game import HandRecord, Riichi, Win
>>> from mjscore.scoring import parse_claim
>>> state = GameState.start("tenhou")
>>> outcome = play_hand(state, HandRecord((Riichi(2), Win(1, 2, claim=parse_claim("3900")))))
>>> outcome.deltas, outcome.after.scores, str(outcome.after.label)
((0, 4900, -3900, 0), (25000, 29900, 20100, 25000), 'E2')
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from ..base import GameError
from ..rules import Rules
from .events import Event, GameRecord, HandLabel, HandRecord, Scores
from .hands import HandOutcome, _Hand
from .standings import GameResult, finish, result_of_record
from .state import GameState, Mismatch

__all__ = ["GameReport", "HandOutcome", "play_events", "play_game", "play_hand"]


@dataclass(frozen=True, slots=True)
class GameReport:
    """A whole game played: every hand's outcome and the final result."""

    game: GameRecord
    hands: tuple[HandOutcome, ...]
    result: GameResult
    problems: tuple[GameError, ...] = field(default=())
    """Every hand's problems, then the end's."""

    @property
    def mismatches(self) -> tuple[Mismatch, ...]:
        """Every hand's mismatches, then the final result's."""
        return (*(m for hand in self.hands for m in hand.mismatches),
                *self.result.mismatches)

    @property
    def final_state(self) -> GameState:
        """The state after the last hand."""
        return self.hands[-1].after if self.hands else GameState.start(self.game.rules)

    def check(self) -> None:
        """Raise the game's first problem, if any.

        Raises:
            GameError: with the problem's code.
        """
        if self.problems:
            raise self.problems[0]


def play_game(game: GameRecord, *, start: GameState | None = None) -> GameReport:
    """Play every hand of ``game`` in order, then finish it; never raises for a bad event.

    ``start`` is the table before the first hand (a log that begins in the middle of a
    game, checked against its own start); by default the game's start, East 1.
    """
    state = start or replace(GameState.start(game.rules), claims=game.claims)
    outcomes = []
    resume = ""
    for record in game.hands:
        outcome = play_hand(state, record, resume=resume)
        resume = "" if outcome.resolved else f"line {record.line} was left unresolved"
        outcomes.append(outcome)
        state = outcome.after
    result = finish(state, game.final) if game.hands else result_of_record(game.rules,
                                                                           game.final)
    problems = (*(problem for hand in outcomes for problem in hand.problems),
                *result.problems)
    return GameReport(game, tuple(outcomes), result, problems)


def play_events(events: Iterable[Event], *, rules: Rules | str = "tenhou", label: str = "E1",
                scores: Scores | None = None) -> HandOutcome:
    """Play one hand of ``events`` at ``label`` of a game (every score at the start points
    unless ``scores`` are given), as the examples of ``docs/errors.md`` do.

    >>> from mjscore.game import ExhaustiveDraw
    >>> play_events([ExhaustiveDraw(frozenset({2}))], label="S4-1").deltas
    (-1000, -1000, 3000, -1000)
    """
    start = GameState.start(rules, scores)
    state = replace(start, label=HandLabel.parse(label, start.rules.seats))
    return play_hand(state, HandRecord(tuple(events)))


def play_hand(state: GameState, hand: HandRecord, *, resume: str = "") -> HandOutcome:
    """Play one hand from ``state``: pay its result, move the label, end the game where the
    rules end it, and check what the source wrote.

    ``resume`` says why the hand before this one was left unresolved (a line that could
    not be read, a win that could not be paid): the ledger then takes up again at this
    hand's written label (who deals, the honba) when it is not before the ledger's own, and
    reports the gap on this hand (``resumed``).

    >>> from mjscore.game import ExhaustiveDraw, Written
    >>> outcome = play_hand(GameState.start(), HandRecord((ExhaustiveDraw(),),
    ...     Written(label=HandLabel.parse("E2-1")), line=3), resume="line 2 was rejected")
    >>> str(outcome.before.label), [problem.code for problem in outcome.problems]
    ('E2-1', ['resumed'])
    """
    note = ""
    label = hand.written.label
    if resume and label is not None and label != state.label and not state.ended and (
            _order(label) >= _order(state.label) and label.number <= state.rules.seats):
        note = (f"{resume}, so hand {state.label} is unresolved: the ledger takes up again "
                f"at {label}, this line's label")
        state = replace(state, label=label)
    outcome = _Hand(state, hand).run()
    if not note:
        return outcome
    problem = GameError(note, code="resumed", line=hand.line, label=str(label))
    return replace(outcome, problems=(problem, *outcome.problems))


def _order(label: HandLabel) -> tuple[int, int, int]:
    return label.round.number, label.number, label.honba
