"""A score sheet played as it is read: each hand through the ledger the moment its line
arrives, so that a scorer at the table gets every answer at once (``mjscore game -``).

:class:`SheetSession` joins the sheet reader (:class:`~mjscore.sheet.SheetReader`) and the
game ledger (:mod:`mjscore.game.ledger`): :meth:`SheetSession.feed` takes one line and
answers with what it gave (:class:`LineError`, :class:`HandPlayed`, :class:`GameFinished`);
:meth:`close` ends the last game. A whole sheet is :func:`play_sheet`.

>>> session = SheetSession()
>>> session.feed("players: Aki Ben Chie Dai")
[]
>>> [answer.outcome.after.scores for answer in session.feed("E1 ron Chie from Ben 3900")]
[(25000, 21100, 28900, 25000)]
>>> [answer.report.result.points for answer in session.close()]
[(5.0, -28.9, 38.9, -15.0)]
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace

from ..base import GameError, MjscoreError
from ..game import (
    GameRecord,
    GameReport,
    GameState,
    HandOutcome,
    HandRecord,
    finish,
    play_hand,
    result_of_record,
)
from ..rules import Rules, RulesChoice
from .reader import SheetReader


@dataclass(frozen=True, slots=True)
class LineError:
    """A line of the sheet that could not be read (it is left out of its game)."""

    game: int
    """The game's index in the sheet, from 0."""
    error: MjscoreError


@dataclass(frozen=True, slots=True)
class HandPlayed:
    """A hand line played through the ledger."""

    game: int
    players: tuple[str, ...]
    outcome: HandOutcome


@dataclass(frozen=True, slots=True)
class GameFinished:
    """A game's end: its record as read and the ledger's whole account of it."""

    game: int
    report: GameReport


Answer = LineError | HandPlayed | GameFinished
"""What one line of a sheet can give."""


class SheetSession:
    """Plays the games of a sheet line by line.

    ``choice`` changes the rules the sheet names (``mjscore game --rules/--rule``);
    ``source`` names the sheet in messages; ``format`` is ``text`` or ``jsonl`` (told from
    the first line when None).
    """

    def __init__(self, *, source: str | None = None, choice: RulesChoice | None = None,
                 format: str | None = None) -> None:
        self.reader = SheetReader(source=source, format=format)
        self.choice = choice or RulesChoice()
        self.index = 0
        self.state: GameState | None = None
        self.outcomes: list[HandOutcome] = []

    def feed(self, line: str) -> list[Answer]:
        """The answers of one more line of the sheet."""
        read = self.reader.feed(line)
        answers: list[Answer] = []
        if read.finished is not None:
            answers.append(self._finish(read.finished))
        answers += [LineError(self.index, error) for error in read.errors]
        if isinstance(read.item, HandRecord):
            answers.append(self._play(read.item))
        return answers

    def close(self) -> list[Answer]:
        """The answers of the end of the sheet: the last game's result."""
        before = len(self.reader.current.errors) if self.reader.current else 0
        last = self.reader.close()
        if last is None:
            return []
        answers: list[Answer] = [LineError(self.index, error)
                                 for error in last.errors[before:]]
        answers.append(self._finish(last))
        return answers

    def rules(self) -> Rules:
        """The rules of the game being read, with the user's choice over the sheet's."""
        current = self.reader.current
        return self.choice.over(current.rules if current else self.reader.rules)

    def _play(self, hand: HandRecord) -> HandPlayed:
        if self.state is None:
            self.state = GameState.start(self.rules())
        outcome = play_hand(self.state, hand)
        self.state = outcome.after
        self.outcomes.append(outcome)
        current = self.reader.current
        assert current is not None
        return HandPlayed(self.index, current.players, outcome)

    def _finish(self, game: GameRecord) -> GameFinished:
        rules = self.choice.over(game.rules)
        game = game if rules is game.rules else replace(game, rules=rules)
        outcomes = tuple(self.outcomes)
        if self.state is not None:
            result = finish(self.state, game.final)
        else:
            result = result_of_record(rules, game.final)
        problems: tuple[GameError, ...] = (
            *(problem for outcome in outcomes for problem in outcome.problems),
            *result.problems)
        finished = GameFinished(self.index, GameReport(game, outcomes, result, problems))
        self.index += 1
        self.state = None
        self.outcomes = []
        return finished


def play_sheet(lines: Iterable[str], *, source: str | None = None,
               choice: RulesChoice | None = None) -> Iterator[Answer]:
    """Every answer of a whole sheet, line by line, then the last game's end."""
    session = SheetSession(source=source, choice=choice)
    for line in lines:
        yield from session.feed(line)
    yield from session.close()
