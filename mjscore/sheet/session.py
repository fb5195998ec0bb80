"""A score sheet played as it is read: each hand through the ledger the moment its line
arrives, so that a scorer at the table gets every answer at once (``mjscore game -``, and
the game page of ``mjscore serve``).

:class:`SheetSession` joins the sheet reader (:class:`~mjscore.sheet.SheetReader`) and the
game ledger (:mod:`mjscore.game.ledger`): :meth:`SheetSession.feed` takes one line and
answers with what it gave (:class:`LineError`, :class:`HandPlayed`, :class:`GameOver` the
moment a hand ends the game, :class:`GameFinished`); :meth:`close` ends the last game. A
whole sheet is :func:`play_sheet`.

A scorer at the table also types commands (:meth:`SheetSession.type`): ``undo`` takes back
the last line (again and again: :meth:`undo`), ``status`` tells the scores, the sticks and
who deals (:meth:`status`), ``help`` the grammar of a line (:func:`sheet_help`). The lines
kept (:attr:`lines`) are the sheet as it stands after every undo; with ``save`` they are
written to that file after every line, and :meth:`SheetSession.resume` goes on from it.

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
from pathlib import Path

from ..base import GameError, MjscoreError
from ..game import (
    GameRecord,
    GameReport,
    GameResult,
    GameState,
    HandOutcome,
    HandRecord,
    finish,
    play_hand,
    result_of_record,
)
from ..rules import Rules, RulesChoice
from .assembly import PLACEHOLDERS
from .grammar import sheet_help
from .lines import sheet_lines
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


@dataclass(frozen=True, slots=True)
class GameOver:
    """The hand just played ended the game: the result as it stands (the game's
    :class:`GameFinished` still comes at its end, checked against a final line)."""

    game: int
    players: tuple[str, ...]
    state: GameState
    result: GameResult


@dataclass(frozen=True, slots=True)
class Status:
    """Where the game being played stands: ``mjscore game -``'s ``status``."""

    game: int
    players: tuple[str, ...]
    state: GameState
    """The ledger's state: the next hand's label (who deals, the honba), the scores, the
    sticks on the table, and whether the game has ended."""

    @property
    def dealer(self) -> str:
        """The name of the player who deals the next hand."""
        return self.players[self.state.dealer]


@dataclass(frozen=True, slots=True)
class Undone:
    """A line taken back by ``undo``: its number and text (None when there was none)."""

    line: int | None
    text: str
    status: Status


@dataclass(frozen=True, slots=True)
class Help:
    """The grammar of a kind of line, for ``help`` (``topic`` empty: the overview)."""

    topic: str
    text: str


Answer = LineError | HandPlayed | GameOver | GameFinished
"""What one line of a sheet can give."""

Reply = Answer | Status | Undone | Help
"""What a line typed at the table can give (:meth:`SheetSession.type`)."""

COMMANDS = ("undo", "status", "help", "?")
"""The words a scorer types that are no sheet line."""


class SheetSession:
    """Plays the games of a sheet line by line.

    ``choice`` changes the rules the sheet names (``mjscore game --rules/--rule``);
    ``source`` names the sheet in messages; ``format`` is ``text`` or ``jsonl`` (told from
    the first line when None). Without ``history`` the lines fed are not kept (no
    :meth:`undo`, no ``save``): a sheet read through once then takes the same memory
    however many games it holds.
    """

    def __init__(self, *, source: str | None = None, choice: RulesChoice | None = None,
                 format: str | None = None, save: str | Path | None = None,
                 history: bool = True) -> None:
        if save is not None and not history:
            raise ValueError("a session that saves its lines keeps them (history)")
        self.source = source
        self.history = history
        self.format = format
        self.choice = choice or RulesChoice()
        self.reader = SheetReader(source=source, format=format, choice=self.choice)
        self.index = 0
        self.state: GameState | None = None
        self.outcomes: list[HandOutcome] = []
        self.lines: list[str] = []
        """The sheet's lines as fed, after every undo: what ``save`` writes (none without
        ``history``)."""
        self.save = None if save is None else Path(save)
        self._gap = ""
        """Why the hand before the next one was left unresolved (empty when it was not)."""
        if self.save is not None:
            self._write()

    @classmethod
    def resume(cls, path: str | Path, *, source: str | None = None,
               choice: RulesChoice | None = None) -> tuple[SheetSession, list[Answer]]:
        """Go on with the sheet saved at ``path`` (and keep saving to it): the session
        after its lines, and their answers.

        Raises:
            OSError: when the file cannot be read (a missing file starts an empty sheet).
        """
        file = Path(path)
        session = cls(source=source, choice=choice)
        answers: list[Answer] = []
        if file.exists():
            with file.open("rb") as stream:
                # Bytes: a line that is not UTF-8 gets its error alone, as it did when typed.
                for line in sheet_lines(stream):
                    answers += session.feed(line)
        session.save = file
        return session, answers

    def feed(self, line: str) -> list[Answer]:
        """The answers of one more line of the sheet."""
        if self.history:
            self.lines.append(line.rstrip("\r\n"))
        answers = self._feed(line)
        if self.save is not None:
            with self.save.open("ab") as stream:
                stream.write(_saved(self.lines[-1]))
        return answers

    def _feed(self, line: str) -> list[Answer]:
        read = self.reader.feed(line)
        answers: list[Answer] = []
        if read.finished is not None:
            answers += self._finish(read.finished)
        answers += [LineError(self.index, error) for error in read.errors]
        if isinstance(read.item, HandRecord):
            answers += self._play(read.item)
        elif read.errors and read.item is None:
            self._gap = f"line {read.number} was rejected"
        return answers

    def type(self, line: str) -> list[Reply]:
        """A line typed at the table: a command (``undo``, ``status``, ``help [WORD]``,
        ``?``) or a line of the sheet (:meth:`feed`)."""
        words = line.split()
        command = words[0].casefold() if words else ""
        if command == "undo" and len(words) == 1:
            return [self.undo()]
        if command == "status" and len(words) == 1:
            return [self.status()]
        if command in ("help", "?"):
            topic = " ".join(words[1:])
            return [Help(topic, sheet_help(topic))]
        return list(self.feed(line))

    def status(self) -> Status:
        """Where the game being played stands."""
        state = self.state or GameState.start(self.rules())
        return Status(self.index, self._players(state.rules), state)

    def undo(self) -> Undone:
        """Take back the last line that was not blank: the session is played again from
        its first line without it (and the saved file written again).

        Raises:
            ValueError: for a session without ``history``.
        """
        if not self.history:
            raise ValueError("a session without history cannot undo")
        kept = list(self.lines)
        while kept and not kept[-1].strip():
            kept.pop()
        number = len(kept) if kept else None
        text = kept.pop() if kept else ""
        self._replay(kept)
        return Undone(number, text, self.status())

    def _replay(self, lines: list[str]) -> None:
        fresh = SheetSession(source=self.source, choice=self.choice, format=self.format)
        for line in lines:
            fresh.feed(line)
        self.reader, self.index, self.state = fresh.reader, fresh.index, fresh.state
        self.outcomes, self.lines, self._gap = fresh.outcomes, fresh.lines, fresh._gap
        if self.save is not None:
            self._write()

    def _write(self) -> None:
        assert self.save is not None
        temporary = self.save.with_name(self.save.name + ".tmp")
        temporary.write_bytes(b"".join(_saved(line) for line in self.lines))
        temporary.replace(self.save)

    def close(self) -> list[Answer]:
        """The answers of the end of the sheet: the last game's result."""
        current = self.reader.current
        before = len(current.errors) if current is not None else 0
        last = self.reader.close()
        if last is None:
            return []
        answers: list[Answer] = [LineError(self.index, error)
                                 for error in last.errors[before:]]
        answers += self._finish(last)
        return answers

    def rules(self) -> Rules:
        """The rules of the game being read, with the user's choice over the sheet's."""
        head = self.reader.head
        return self.choice.over(head.rules if head else self.reader.rules)

    def _players(self, rules: Rules) -> tuple[str, ...]:
        """The players of the game being read (their seat winds until a players line)."""
        head = self.reader.head
        if head is not None and head.players is not None:
            return head.players
        return tuple(PLACEHOLDERS[:rules.seats])

    def _play(self, hand: HandRecord) -> list[Answer]:
        # The game's header, never its record: a record copies every hand so far.
        head = self.reader.head
        if self.state is None:
            self.state = replace(GameState.start(self.rules()),
                                 claims=head.claims if head is not None else "")
        outcome = play_hand(self.state, hand, resume=self._gap)
        self._gap = "" if outcome.resolved else f"line {hand.line} was left unresolved"
        self.state = outcome.after
        self.outcomes.append(outcome)
        players = self._players(outcome.after.rules)
        answers: list[Answer] = [HandPlayed(self.index, players, outcome)]
        if outcome.after.ended and not outcome.before.ended:
            answers.append(GameOver(self.index, players, outcome.after,
                                    finish(outcome.after)))
        return answers

    def _finish(self, game: GameRecord) -> list[Answer]:
        if not game.hands and game.final is None and any(
                error.code in ("bad_players", "wrong_command") for error in game.errors):
            # Its players line does not fit its rules (no result with invented players), or
            # the file is no sheet.
            self.index += 1
            self.state, self.outcomes, self._gap = None, [], ""
            return []
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
        self._gap = ""
        return [finished]


def _saved(line: str) -> bytes:
    """A line as the saved file holds it: its bytes as read (a byte that was not UTF-8
    written back as it came), and a newline."""
    try:
        return line.encode("utf-8", "surrogateescape") + b"\n"
    except UnicodeEncodeError:  # a lone surrogate given as text: no UTF-8 either
        return line.encode("utf-8", "surrogatepass") + b"\n"


def play_sheet(lines: Iterable[str], *, source: str | None = None,
               choice: RulesChoice | None = None) -> Iterator[Answer]:
    """Every answer of a whole sheet, line by line, then the last game's end."""
    session = SheetSession(source=source, choice=choice)
    for line in lines:
        yield from session.feed(line)
    yield from session.close()
