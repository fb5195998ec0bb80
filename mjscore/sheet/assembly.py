"""A sheet's games put together from its lines, whichever syntax the lines are written in.

Each syntax reads its own lines (:mod:`mjscore.sheet.text`, :mod:`mjscore.sheet.jsonl`) and
hands what a line gave to one :class:`GameAssembly`: a header (players, rules, the game's
id), a hand line's label, events and scores (:class:`HandLine`), the final scores or
points, and the line's errors. The assembly decides which game a line belongs to (a header
after hands starts the next game), checks a hand's events together (:func:`check_events`),
leaves a bad hand out, and gives each game its :class:`~mjscore.game.GameRecord` with every
error at its line; :class:`~mjscore.sheet.SheetReader` reads a sheet through it.

>>> from mjscore.game import Win
>>> games = GameAssembly()
>>> errors: list[SheetError] = []
>>> games.header_game("players") is None
True
>>> games.set_players(("Aki", "Ben", "Chie", "Dai"), None, errors)
>>> games.place(1, errors)
()
>>> errors = []
>>> games.add_hand(HandLine(None, ((Win(0), 1), (Win(0), 9))), 2, errors) is None
True
>>> [(error.code, error.line, error.column) for error in games.place(2, errors)]
[('two_results', 2, 9)]
>>> record = games.close()
>>> record.players, record.hands, [error.code for error in record.errors]
(('Aki', 'Ben', 'Chie', 'Dai'), (), ['two_results'])
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..base import MjscoreError, SheetError
from ..game import (
    AbortiveDraw,
    Adjustment,
    Chombo,
    Event,
    ExhaustiveDraw,
    FinalRecord,
    GameEnd,
    GameRecord,
    HandLabel,
    HandRecord,
    Riichi,
    Scores,
    Win,
    Written,
)
from ..rules import DEFAULT_RULES, PRESET_LIST, Rules, load_rules_file
from .words import SEAT_WINDS, Players, in_words

__all__ = ["PLACEHOLDERS", "GameAssembly", "HandLine", "Names", "SheetHeader", "check_events"]

PLACEHOLDERS = SEAT_WINDS
"""The players of a game whose sheet does not name them: their seat winds (as many as the
game's rules seat)."""


def _placeholder(seat: int) -> str:
    """The name of an empty name on a players line: its seat wind, or past the fourth name
    (a players line naming too many, refused once the seat count is known) its number."""
    return PLACEHOLDERS[seat] if seat < len(PLACEHOLDERS) else f"player{seat + 1}"


def _seats(first: int, second: int) -> str:
    """Two places on a players line: their seat winds, or their numbers past the fourth."""
    if second < len(SEAT_WINDS):
        return f"seats {SEAT_WINDS[first]} and {SEAT_WINDS[second]}"
    return f"names {first + 1} and {second + 1}"

Names = tuple[str, ...]
"""The players' names, one a seat, the first dealer first."""

_EXAMPLE = ("Aki", "Ben", "Chie", "Dai")
"""The players of the messages' example players line."""


def _players_line(seats: int) -> str:
    """The example players line of the messages, for a game of ``seats`` players."""
    return "players: " + " ".join(_EXAMPLE[:seats])


@dataclass(frozen=True, slots=True)
class SheetHeader:
    """A game's header as read so far: what a header line changed."""

    players: Names | None
    rules: Rules
    id: str | None = None
    claims: str = ""
    """How the sheet writes points-only claims (its ``claims:`` line), or ``""``."""


@dataclass(frozen=True, slots=True)
class HandLine:
    """A hand line as a syntax read it: its label, its events with their columns (None in
    JSON Lines), the scores after it, and the errors of events that could not be read."""

    label: HandLabel | None
    events: tuple[tuple[Event, int | None], ...]
    scores: Scores | None = None
    errors: tuple[SheetError, ...] = field(default=())


@dataclass(slots=True)
class _Game:
    """A game being read."""

    rules: Rules
    players: Names | None = None
    table: Players | None = None
    id: str | None = None
    hands: list[HandRecord] = field(default_factory=list)
    scores: Scores | None = None
    points: tuple[float, ...] | None = None
    errors: list[SheetError] = field(default_factory=list)
    given: set[str] = field(default_factory=set)
    """The header keys given."""
    started: bool = False
    """A hand or final line was read: the next header starts the next game."""
    unchecked: tuple[Names, int | None] | None = None
    """The names of a players line and its column, not yet checked against the seat count
    of the rules (a ``rules:`` line may follow it)."""
    players_line: int | None = None
    """The line of the players line, once placed."""
    claims: str = ""
    """How the sheet writes points-only claims (its ``claims:`` line), or ``""``."""
    named: int | None = None
    """How many players the players line named (the game is not played when that is not
    the rules' seat count)."""
    first_line: int | None = None
    """The line the game starts on, once one is placed (a ``missing_header`` error found as
    the game closes points there)."""

    def record(self, seats: int) -> GameRecord:
        """The game as read so far; ``seats`` placeholders when it names no players."""
        final = None
        if self.scores is not None or self.points is not None:
            final = FinalRecord(self.scores, self.points)
        return GameRecord(self.players or PLACEHOLDERS[:seats], self.rules,
                          tuple(self.hands), final, self.id, tuple(self.errors),
                          claims=self.claims)

    def header(self) -> SheetHeader:
        return SheetHeader(self.players, self.rules, self.id, self.claims)

    def players_table(self) -> Players:
        """How the lines name the players (set once the game has players)."""
        assert self.table is not None
        return self.table


class GameAssembly:
    """The games of one sheet, put together from what its lines gave.

    A syntax reading line ``number`` calls the methods that line needs, each adding what it
    finds wrong to the line's list of errors, then :meth:`place` with that list: the errors
    get the line number and ``source`` and go into the game being read. ``rules`` are the
    rules of a game whose header names none (the default: tenhou); a game without rules of
    its own plays by the previous game's. ``over`` gives the rules a game is played by from
    the rules its sheet names (the user's choice over them, ``mjscore game --rules``): the
    players are counted against their seats. With ``strict`` the first error is raised
    instead of collected.
    """

    def __init__(self, *, source: str | None = None, rules: Rules = DEFAULT_RULES,
                 strict: bool = False, over: Callable[[Rules], Rules] | None = None) -> None:
        self.source = source
        self.rules = rules
        self.strict = strict
        self.over = over
        self._game: _Game | None = None
        self._carried = rules
        self._played: tuple[Rules, Rules] | None = None
        """The last rules :meth:`played` was asked for, and its answer."""

    def played(self, rules: Rules) -> Rules:
        """The rules a game whose sheet names ``rules`` is played by (``over`` them); the
        sheet's own when ``over`` cannot take them (the session reports that)."""
        if self.over is None:
            return rules
        if self._played is not None and self._played[0] is rules:
            return self._played[1]
        try:
            result = self.over(rules)
        except MjscoreError:
            result = rules
        self._played = (rules, result)
        return result

    @property
    def current(self) -> GameRecord | None:
        """The game being read, as read so far (None before the first line of a game)."""
        return None if self._game is None else self._game.record(self.seats)

    @property
    def head(self) -> SheetHeader | None:
        """The header of the game being read, as read so far (None before the first line of
        a game): what a scorer asks of the game at every line, without its hands, so that
        asking costs the same however long the game."""
        return None if self._game is None else self._game.header()

    @property
    def seats(self) -> int:
        """The seat count of the game being read: its rules' as read so far (before the first
        line of a game, the rules it would start with)."""
        return self.played(self._carried if self._game is None else self._game.rules).seats

    def close(self) -> GameRecord | None:
        """End the game being read and return it (None when there is none).

        Raises:
            SheetError: only with ``strict``: ``missing_header`` for a game without players.
        """
        game = self._game
        if game is None:
            return None
        self._game = None
        self._carried = game.rules
        self._check_players(game)
        seats = self.played(game.rules).seats
        if game.players is None and not any(error.code == "wrong_command"
                                            for error in game.errors):
            error = SheetError(f"the game has no players line ({_players_line(seats)})",
                               code="missing_header", line=game.first_line, source=self.source)
            game.errors.append(error)
            self._raise(error)
        return game.record(seats)

    def place(self, number: int, errors: Sequence[SheetError]) -> tuple[SheetError, ...]:
        """Put the errors of line ``number`` into the game being read (starting one when no
        game is), with the line number and the source.

        Raises:
            SheetError: only with ``strict``, the first of them.
        """
        game = self._game
        if game is not None and game.unchecked is not None and game.players_line is None:
            game.players_line = number
        placed = tuple(error.at(line=number, source=self.source) for error in errors)
        if placed:
            self._game_for_errors().errors.extend(placed)
        if self._game is not None and self._game.first_line is None:
            self._game.first_line = number
        if placed:
            self._raise(placed[0])
        return placed

    def _raise(self, error: SheetError) -> None:
        if self.strict:
            raise error

    def _game_for_errors(self) -> _Game:
        if self._game is None:
            self._game = _Game(self._carried)
        return self._game

    def rules_file(self, path: str) -> Rules:
        """The rules of a rules file, looked for beside the sheet first.

        Raises:
            RulesError: ``invalid_rules_file`` for a file that cannot be read as rules.
        """
        file = Path(path)
        if self.source and not file.is_absolute():
            beside = Path(self.source).parent / file
            if beside.exists():
                file = beside
        return load_rules_file(file)

    # ----------------------------------------------------------------------- the header

    def header_game(self, key: str) -> GameRecord | None:
        """Take a header line of ``key``: it starts the next game after hands, or after a
        players line when it is another players line. The game this closed, if any."""
        game = self._game
        if game is None or game.started or (key == "players" and game.players is not None):
            finished = self.close() if game is not None else None
            self._game = _Game(self._carried)
            return finished
        return None

    def header(self) -> SheetHeader:
        """The header of the game being read, as read so far."""
        return self._game_for_errors().header()

    def set_players(self, names: tuple[str, ...], column: int | None,
                    errors: list[SheetError]) -> None:
        """Set the players from a players line (refusing an empty name and duplicates).
        Their count is checked against the seat count of the game's rules when the first
        hand or final line is read, or the game ends: a ``rules:`` line may follow."""
        game = self._game_for_errors()
        game.given.add("players")
        game.named = len(names)
        if not all(name.strip() for name in names):
            errors.append(SheetError("a player's name is empty", code="bad_players",
                                     column=column))
            names = tuple(name if name.strip() else _placeholder(seat)
                          for seat, name in enumerate(names))
        game.players = names
        game.table = Players(names)
        game.unchecked = (names, column)
        seen: dict[str, int] = {}
        for seat, name in enumerate(game.players):
            key = " ".join(name.casefold().split())
            if key in seen:
                errors.append(SheetError(
                    f"two players are named {name!r} ({_seats(seen[key], seat)}): write "
                    f"their names apart (\"{name} A\", \"{name} B\") or name them by seat "
                    "wind (E S W N) in the lines", code="duplicate_player", column=column))
            seen[key] = seat

    def _check_players(self, game: _Game) -> None:
        """Check the players line's names against the seat count of the game's rules, once;
        a wrong count is an error of the players line, the names cut or filled up to it."""
        if game.unchecked is None:
            return
        names, column = game.unchecked
        game.unchecked = None
        rules = self.played(game.rules)
        seats = rules.seats
        if len(names) == seats:
            return
        hint = ""
        if len(names) < seats:
            three = [preset.name for preset in PRESET_LIST if preset.rules.seats == len(names)]
            if three:
                hint = (f": for {in_words(len(names))} players give their rules after it "
                        f"(rules: {' or '.join(three)})")
        error = SheetError(f"a game has {in_words(seats)} players under the {rules.name} "
                           f"rules, first dealer first ({_players_line(seats)}); this line "
                           f"names {len(names)}{hint}" if hint else
                           f"a game has {in_words(seats)} players, first dealer first "
                           f"({_players_line(seats)}); this line names {len(names)}",
                           code="bad_players", line=game.players_line, column=column,
                           source=self.source)
        game.errors.append(error)
        game.players = (*names, *PLACEHOLDERS[len(names):])[:seats]
        game.table = Players(game.players)
        self._raise(error)

    def set_rules(self, key: str, rules: Rules, errors: list[SheetError]) -> None:
        """Set the game's rules (once), from a header line of ``key``."""
        game = self._game_for_errors()
        if "rules" in game.given:
            errors.append(SheetError(f"the rules are given twice for this game ({key}:)",
                                     code="duplicate_header"))
            return
        game.given.add("rules")
        game.rules = rules

    def set_id(self, value: str, errors: list[SheetError]) -> None:
        """Set the game's id (once)."""
        game = self._game_for_errors()
        if "game" in game.given:
            errors.append(SheetError("the game: line is given twice for this game",
                                     code="duplicate_header"))
            return
        game.given.add("game")
        game.id = value

    def set_claims(self, value: str, column: int | None, errors: list[SheetError]) -> None:
        """Set how the sheet writes points-only claims, from a ``claims:`` line:
        ``before honba``, ``with honba`` or ``with honba and sticks``."""
        game = self._game_for_errors()
        words = set(value.casefold().replace(",", " ").split()) - {"and", "the", "points"}
        reading = {frozenset({"before", "honba"}): "before_honba",
                   frozenset({"without", "honba"}): "before_honba",
                   frozenset({"excluded"}): "before_honba",
                   frozenset({"with", "honba"}): "with_honba",
                   frozenset({"included"}): "with_honba",
                   frozenset({"with", "honba", "sticks"}): "with_honba_and_sticks",
                   frozenset({"with", "honba", "deposits"}): "with_honba_and_sticks",
                   }.get(frozenset(words))
        if reading is None:
            errors.append(SheetError(
                f"claims: is 'before honba', 'with honba' or 'with honba and sticks', not "
                f"{value.strip()!r}", code="bad_sheet_line", column=column))
            return
        game.claims = reading

    # ----------------------------------------------------------------------- hands

    def hand_players(self, errors: list[SheetError]) -> Players:
        """How a hand or final line names the players: the game's players, or their seat
        winds when no players line came before it (a ``missing_header`` error)."""
        game = self._game_for_errors()
        self._check_players(game)
        rules = self.played(game.rules)
        seats = rules.seats
        if game.players is None:
            errors.append(SheetError("no players line before the first hand: start the "
                                     f"game with players: and the {in_words(seats)} names, "
                                     "first dealer first", code="missing_header"))
            game.players = PLACEHOLDERS[:seats]
            game.table = Players(game.players)
        elif game.named is not None and game.named != seats:
            errors.append(SheetError(
                f"the players line names {game.named} players, and a game of the "
                f"{rules.name} rules has {in_words(seats)} ({_players_line(seats)}): "
                "the game is not played with players the sheet does not name",
                code="bad_players"))
        return game.players_table()

    def set_final(self, key: str, errors: list[SheetError], *,
                  scores: Scores | None = None,
                  points: tuple[float, ...] | None = None) -> FinalRecord:
        """Set the final scores or points (once each); call :meth:`hand_players` first."""
        game = self._game_for_errors()
        game.started = True
        if key in game.given:
            errors.append(SheetError(f"the {key} line is given twice for this game",
                                     code="duplicate_header"))
        else:
            game.given.add(key)
            game.scores = scores if scores is not None else game.scores
            game.points = points if points is not None else game.points
        return FinalRecord(game.scores, game.points)

    def add_hand(self, line: HandLine, number: int,
                 errors: list[SheetError]) -> HandRecord | None:
        """Add the hand of line ``number`` to its game, unless anything on it is wrong (its
        own errors, its events checked together, or a hand after the final line); call
        :meth:`hand_players` first."""
        game = self._game_for_errors()
        errors.extend(line.errors)
        errors.extend(error for error in check_events(line.events, game.players_table().names)
                      if not line.errors or error.code != "hand_without_result")
        if "final" in game.given or "points" in game.given:
            errors.append(SheetError("a hand after the final line of the game: start the "
                                     "next game with its players line",
                                     code="hand_after_final"))
        if any(error.code != "missing_header" for error in errors):
            return None
        events = sorted((event for event, _ in line.events),
                        key=lambda event: not isinstance(event, Riichi))
        written = Written(label=line.label, end_scores=line.scores)
        hand = HandRecord(tuple(events), written, number)
        game.hands.append(hand)
        game.started = True
        return hand


# --------------------------------------------------------------------------- the checks

def _what(event: Event) -> str:
    if isinstance(event, Win):
        return "a tsumo" if event.tsumo else "a ron"
    return "a draw" if isinstance(event, ExhaustiveDraw) else "an abortive draw"


def check_events(events: Sequence[tuple[Event, int | None]],
                 names: Sequence[str] = PLACEHOLDERS) -> list[SheetError]:
    """What one hand's events show to be impossible whatever the scores: two results
    (a tsumo and a draw, rons on two players' discards, one winner twice), a riichi
    declared twice, or nothing that ended the hand. Each error has the column of its event.

    >>> from mjscore.game import Win
    >>> [e.reason for e in check_events([(Win(0), 1), (ExhaustiveDraw(), 9)])]
    ['a tsumo and a draw in one hand: a hand ends once']
    """
    errors: list[SheetError] = []
    results = [(event, column) for event, column in events
               if isinstance(event, Win | ExhaustiveDraw | AbortiveDraw)]
    for index, (event, column) in enumerate(results[1:], 1):
        first = results[0][0]
        if isinstance(event, Win) and isinstance(first, Win):
            problem = _win_clash(first, event, [win for win, _ in results[:index]], names)
        elif _what(event) == _what(first):
            problem = f"{_what(event)} twice in one hand: a hand ends once"
        else:
            problem = f"{_what(first)} and {_what(event)} in one hand: a hand ends once"
        if problem:
            errors.append(SheetError(problem, code="two_results", column=column))
    riichi: set[int] = set()
    for declared, column in events:
        if isinstance(declared, Riichi):
            if declared.seat in riichi:
                errors.append(SheetError(f"{names[declared.seat]} declares riichi twice in "
                                         "one hand", code="riichi_twice", column=column))
            riichi.add(declared.seat)
    if not results and not any(isinstance(event, Chombo | Adjustment | GameEnd)
                               for event, _ in events):
        errors.append(SheetError(
            "nothing ended this hand: write the win (ron, tsumo), the draw or the abortive "
            "draw on the line" if events else "the line has no event",
            code="hand_without_result", column=events[0][1] if events else None))
    return errors


def _win_clash(first: Win, win: Win, before: list[Event], names: Sequence[str]) -> str:
    """Why a win cannot share a hand with the wins before it ("" when it can: a double
    ron)."""
    if first.tsumo or win.tsumo:
        return (f"{_what(first)} and {_what(win)} in one hand: a tsumo ends the hand alone"
                if first.tsumo != win.tsumo else "a tsumo twice in one hand")
    if win.discarder != first.discarder:
        return ("rons on two players' discards in one hand: a double ron is on one "
                "discard")
    if any(isinstance(other, Win) and other.winner == win.winner for other in before):
        return f"{names[win.winner]} wins twice in one hand"
    return ""
