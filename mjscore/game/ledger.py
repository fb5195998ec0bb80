"""The game ledger: a game played hand by hand under its rules (RULES.md §4, issue #11).

:class:`~mjscore.game.GameState` (``state.py``) is what the table knows between two hands.
:func:`play_hand` plays one :class:`~mjscore.game.HandRecord` and returns a
:class:`HandOutcome`: the state before and after, every seat's change, each win's score, what
happened in words, and every place where what the source wrote disagrees with what the rules
give (:class:`~mjscore.game.Mismatch`), and every impossible event
(:class:`~mjscore.base.GameError`); ``report.py`` plays a whole game. Nothing raises for a
bad event: the ledger reports it and goes on where it can.

>>> from mjscore.game import HandRecord, Riichi, Win
>>> from mjscore.scoring import parse_claim
>>> state = GameState.start("tenhou")
>>> outcome = play_hand(state, HandRecord((Riichi(2), Win(1, 2, claim=parse_claim("3900")))))
>>> outcome.deltas, outcome.after.scores, str(outcome.after.label)
((0, 4900, -3900, 0), (25000, 29900, 20100, 25000), 'E2')
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from ..base import GameError
from ..rules import Rules
from .events import Event, HandLabel, HandRecord, Scores
from .hands import HandOutcome, _Hand
from .state import GameState

__all__ = ["HandOutcome", "play_events", "play_hand"]


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


def play_hand(state: GameState, hand: HandRecord, *, resume: str = "",
              views: bool = True) -> HandOutcome:
    """Play one hand from ``state``: pay its result, move the label, end the game where the
    rules end it, and check what the source wrote.

    ``resume`` says why the hand before this one was left unresolved (a line that could
    not be read, a win that could not be paid): the ledger then takes up again at this
    hand's written label (who deals, the honba) when it is not before the ledger's own, and
    reports the gap on this hand (``resumed``).

    Without ``views``, the outcome has no ``summary`` and its wins no ``text``: what only
    the views show, which a caller that shows no hand (a replay that keeps none) does not
    make; every other part of it is the same.

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
    outcome = _Hand(state, hand, views).run()
    if not note:
        return outcome
    problem = GameError(note, code="resumed", line=hand.line, label=str(label))
    return replace(outcome, problems=(problem, *outcome.problems))


def _order(label: HandLabel) -> tuple[int, int, int]:
    return label.round.number, label.number, label.honba
