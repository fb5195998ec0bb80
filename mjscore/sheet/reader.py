"""Score sheets of whole games read line by line, as text or as JSON Lines.

:class:`SheetReader` numbers a sheet's lines, tells the syntax from its first line and hands
each line to that syntax's reader (:func:`~mjscore.sheet.text.read_text_line`,
:func:`~mjscore.sheet.jsonl.read_json_line`), which feeds the sheet's one
:class:`~mjscore.sheet.assembly.GameAssembly`; :func:`read_sheet` and :func:`iter_sheet`
read a whole sheet.

A sheet names the players and the rules, then gives one hand a line (``docs/game.md`` has
the grammar and a complete game):

>>> games = read_sheet('''
... players: Aki Ben Chie Dai
... rules: classic
... E1   riichi Aki ; draw tenpai Aki Chie            = 25500 23500 26500 23500
... E1-1 ron Chie from Ben 3h30f
... E2   tsumo Ben "23455m345p67888s+8s" riichi dora 4m ura 9p
... E2-1 chombo Dai
... ''')
>>> game = games[0]
>>> game.players, game.rules.name, len(game.hands), game.errors
(('Aki', 'Ben', 'Chie', 'Dai'), 'classic', 4, ())
>>> game.hands[1].events
(Win(winner=2, discarder=1, hand=None, claim=Claim(text='3h30f', han=3, fu=30, limit=None, \
yakuman=0, value=None, non_dealer=None, dealer=None, each=None), flags=frozenset(), dora=(), \
ura=(), pao=None, recorded=None, kita=0),)

The reader reports what the sheet says and everything that one line shows to be wrong (an
unknown player, a ron from oneself, a tsumo and a draw in one hand, a claim or a hand that
cannot be read); the game ledger decides what the events are worth. A bad line is left out
of the game, and its error, with the line number, is in :attr:`GameRecord.errors`; the
lines after it are still read:

>>> bad = read_sheet("players: Aki Ben Chie Dai\\nE1 ron Aki from Aki 3900\\n"
...                  "E1 tsumo Bne mangan\\nE1 ron Chie from Ben 1000")[0]
>>> [(error.code, error.line) for error in bad.errors], len(bad.hands)
([('ron_from_self', 2), ('unknown_player', 3)], 1)
>>> from mjscore.sheet import write_sheet
>>> print(write_sheet(bad), end="")
players: Aki Ben Chie Dai
rules: tenhou
E1 ron Chie from Ben 1000
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from ..base import SheetError
from ..game import FinalRecord, GameRecord, HandRecord
from ..rules import DEFAULT_RULES, Rules, RulesChoice
from .assembly import GameAssembly, SheetHeader
from .files import records_format, wrong_file_error
from .jsonl import read_json_line
from .lines import line_problem
from .text import read_text_line

__all__ = ["SheetLine", "SheetReader", "iter_sheet", "read_sheet", "read_sheet_jsonl"]


@dataclass(frozen=True, slots=True)
class SheetLine:
    """What one line of a sheet gave, for a scorer reading a sheet as it is written."""

    number: int
    """The line's 1-based number."""
    item: SheetHeader | HandRecord | FinalRecord | None = None
    """The game's header so far after a header line (even one with an error: what it could
    set is set), the hand of a good hand line, the final record, or None for a blank or
    comment line and for a hand line with an error (the hand is left out of the game)."""
    errors: tuple[SheetError, ...] = ()
    finished: GameRecord | None = None
    """The game this line closed, when it starts the next one."""


class SheetReader:
    """Reads a sheet one line at a time, as a scorer at the table writes it.

    :meth:`feed` answers each line at once; :meth:`close` ends the last game. The format,
    text or JSON Lines, is told from the first line that is not blank (``{`` for JSON)
    unless ``format`` names it; a first line that is a hand record's (``mjscore check``'s
    file) is a ``wrong_command`` error, and the lines after it are not read. ``rules`` are
    the rules of a game whose header names none (the default: tenhou); a game without rules
    of its own plays by the previous game's; ``choice`` is the user's over the sheet's (the
    players are counted against the seats of the rules it gives). With ``strict`` the first
    error is raised instead of collected.

    >>> reader = SheetReader()
    >>> reader.feed("players: Aki Ben Chie Dai").item.players
    ('Aki', 'Ben', 'Chie', 'Dai')
    >>> reader.feed("E1 riichi Aki ; ron Aki from Dia 3900").errors[0].message
    "line 2, column 30: unknown player 'Dia' (did you mean Dai?); the players are Aki, \
Ben, Chie, Dai, or E, S, W, N by their seats in the first hand"
    >>> reader.feed("E1 riichi Aki ; ron Aki from Dai 3900").item.events
    (Riichi(seat=0, stick=True, double=False), Win(winner=0, discarder=3, hand=None, \
claim=Claim(text='3900', han=None, fu=None, limit=None, yakuman=0, value=3900, \
non_dealer=None, dealer=None, each=None), flags=frozenset(), dora=(), ura=(), pao=None, \
recorded=None, kita=0))
    >>> len(reader.close().hands)
    1
    """

    def __init__(self, *, source: str | None = None, rules: Rules | None = None,
                 strict: bool = False, format: str | None = None,
                 choice: RulesChoice | None = None) -> None:
        if format not in (None, "text", "jsonl"):
            raise ValueError(f"format must be 'text' or 'jsonl', not {format!r}")
        self.source = source
        self.rules = DEFAULT_RULES if rules is None else rules
        self.strict = strict
        self.format = format
        self._number = 0
        self._games = GameAssembly(source=source, rules=self.rules, strict=strict,
                                   over=None if choice is None else choice.over)

    @property
    def current(self) -> GameRecord | None:
        """The game being read, as read so far (None before the first line of a game)."""
        return self._games.current

    @property
    def head(self) -> SheetHeader | None:
        """The header of the game being read (its players, rules, id and claims), as read so
        far (None before the first line of a game); unlike :attr:`current`, it does not copy
        the game's hands."""
        return self._games.head

    def close(self) -> GameRecord | None:
        """End the game being read and return it (None when there is none).

        Raises:
            SheetError: only with ``strict``: ``missing_header`` for a game without players.
        """
        return self._games.close()

    def feed(self, line: str) -> SheetLine:
        """Read the next line of the sheet.

        Raises:
            SheetError: only with ``strict``, for the line's first error.
        """
        self._number += 1
        number = self._number
        text = line.rstrip("\r\n")
        if number == 1:
            text = text.removeprefix("\ufeff")
        if self.format == "records":  # another command's file: said once, on its first line
            return SheetLine(number)
        errors: list[SheetError] = []
        finished: GameRecord | None = None
        item: SheetHeader | HandRecord | FinalRecord | None = None
        problem = line_problem(text)
        if problem is not None:  # a line no syntax reads: its error alone
            errors.append(problem)
            return SheetLine(number, None, self._games.place(number, errors))
        stripped = text.strip()
        if self.format is None and stripped and not stripped.startswith("#"):
            kind = records_format(stripped)
            if kind is not None:
                self.format = "records"
                errors.append(wrong_file_error(kind))
                return SheetLine(number, None, self._games.place(number, errors))
            self.format = "jsonl" if stripped.startswith("{") else "text"
        try:
            if self.format == "jsonl" and stripped and not stripped.startswith("#"):
                finished, item = read_json_line(self._games, text, number, errors)
            elif stripped and self.format == "text":
                finished, item = read_text_line(self._games, text, number, errors)
        except SheetError as error:
            errors.append(error)
        return SheetLine(number, item, self._games.place(number, errors), finished)


def iter_sheet(lines: Iterable[str], *, source: str | None = None,
               rules: Rules | None = None, strict: bool = False,
               format: str | None = None) -> Iterator[GameRecord]:
    """The games of a sheet given as lines, one at a time as each ends.

    Raises:
        SheetError: only with ``strict``, for the first error.
    """
    reader = SheetReader(source=source, rules=rules, strict=strict, format=format)
    for line in lines:
        fed = reader.feed(line)
        if fed.finished is not None:
            yield fed.finished
    last = reader.close()
    if last is not None:
        yield last


def read_sheet(text: str, *, source: str | None = None, rules: Rules | None = None,
               strict: bool = False, format: str | None = None) -> tuple[GameRecord, ...]:
    """Read every game of a sheet (text, or JSON Lines when it starts with ``{``).

    ``source`` names the sheet in messages and is where a ``rules-file:`` path is looked
    for first; ``rules`` are the rules of a game that names none (tenhou by default).
    Errors are collected per game (:attr:`GameRecord.errors`), each with its line number;
    a line with an error is left out of its game.

    Raises:
        SheetError: only with ``strict``, for the first error, such as ``ron_from_self``.
    """
    return tuple(iter_sheet(text.split("\n"), source=source, rules=rules, strict=strict,
                            format=format))


def read_sheet_jsonl(text: str, *, source: str | None = None, rules: Rules | None = None,
                     strict: bool = False) -> tuple[GameRecord, ...]:
    """Read every game of a sheet written as JSON Lines (``docs/game.md``).

    Raises:
        SheetError: only with ``strict``, for the first error.
    """
    return read_sheet(text, source=source, rules=rules, strict=strict, format="jsonl")
