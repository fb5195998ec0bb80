"""A whole game played through the ledger (``ledger.py`` plays each hand):
:func:`play_hands` plays hands as they come, one :class:`~mjscore.game.HandOutcome` at a
time, so that a game read a hand at a time (``mjscore replay``) is never held whole;
:func:`play_game` plays a whole :class:`~mjscore.game.GameRecord` into its
:class:`GameReport`, every hand's outcome and the final result (``standings.py``).

>>> from mjscore.game import ExhaustiveDraw, GameRecord, HandRecord
>>> game = GameRecord(("A", "B", "C", "D"), GameState.start().rules,
...                   (HandRecord((ExhaustiveDraw(frozenset({0})),)),))
>>> report = play_game(game)
>>> str(report.final_state.label), report.final_state.scores
('E1-1', (28000, 24000, 24000, 24000))
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from ..base import GameError
from .events import GameRecord, HandRecord
from .ledger import HandOutcome, play_hand
from .standings import GameResult, finish, result_of_record
from .state import GameState, Mismatch

__all__ = ["GameReport", "play_game", "play_hands"]


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


def play_hands(state: GameState, hands: Iterable[HandRecord], *,
               views: bool = True) -> Iterator[HandOutcome]:
    """Play ``hands`` in order from ``state``, each as it comes (a hand left unresolved
    lets the next take up at its own label: ``resume`` of
    :func:`~mjscore.game.play_hand`), giving each hand's outcome before the next hand is
    asked for; the state after a hand is its outcome's ``after``; without ``views``, no
    summary lines nor win texts (``views`` of :func:`~mjscore.game.play_hand`). Never raises
    for a bad event."""
    resume = ""
    for record in hands:
        outcome = play_hand(state, record, resume=resume, views=views)
        resume = "" if outcome.resolved else f"line {record.line} was left unresolved"
        yield outcome
        state = outcome.after


def play_game(game: GameRecord, *, start: GameState | None = None) -> GameReport:
    """Play every hand of ``game`` in order (:func:`play_hands`), then finish it; never
    raises for a bad event.

    ``start`` is the table before the first hand (a log that begins in the middle of a
    game, checked against its own start); by default the game's start, East 1.
    """
    state = start or GameState.start(game.rules, claims=game.claims)
    outcomes = tuple(play_hands(state, game.hands))
    if outcomes:
        state = outcomes[-1].after
    result = finish(state, game.final) if game.hands else result_of_record(game.rules,
                                                                           game.final)
    problems = (*(problem for hand in outcomes for problem in hand.problems),
                *result.problems)
    return GameReport(game, outcomes, result, problems)
