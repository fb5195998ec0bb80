"""Score sheets of whole games: the text a scorer writes at the table, and its JSON Lines.

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
ura=(), pao=None, recorded=None),)

The reader reports what the sheet says and everything that one line shows to be wrong (an
unknown player, a ron from oneself, a tsumo and a draw in one hand, a claim or a hand that
cannot be read); the game ledger decides what the events are worth. A bad line is left out
of the game, and its error, with the line number, is in :attr:`GameRecord.errors`; the
lines after it are still read:

>>> bad = read_sheet("players: Aki Ben Chie Dai\\nE1 ron Aki from Aki 3900\\n"
...                  "E1 tsumo Bne mangan\\nE1 ron Chie from Ben 1000")[0]
>>> [(error.code, error.line) for error in bad.errors], len(bad.hands)
([('ron_from_self', 2), ('unknown_player', 3)], 1)
>>> print(write_sheet(bad), end="")
players: Aki Ben Chie Dai
rules: tenhou
E1 ron Chie from Ben 1000
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..base import RulesError, SheetError
from ..game import (
    SEATS,
    AbortiveDraw,
    Adjustment,
    Chombo,
    Event,
    ExhaustiveDraw,
    FinalRecord,
    GameEnd,
    GameRecord,
    HandRecord,
    Riichi,
    Scores,
    Win,
    Written,
)
from ..rules import (
    DEFAULT_RULES,
    Rules,
    find_rules,
    load_rules_file,
    named_rules,
    parse_rule_override,
    with_overrides,
)
from .text import HandLine, header_key, read_header, read_line
from .words import Players, Token, read_four, read_points, strip_comment
from .writer import format_rules, write_sheet

__all__ = ["PLACEHOLDERS", "Names", "SheetHeader", "SheetLine", "SheetReader", "check_events",
           "format_rules", "iter_sheet", "read_sheet", "read_sheet_jsonl", "write_sheet",
           "write_sheet_jsonl"]

PLACEHOLDERS = ("E", "S", "W", "N")
"""The players of a game whose sheet does not name them: their seat winds."""

Names = tuple[str, str, str, str]


@dataclass(frozen=True, slots=True)
class SheetHeader:
    """A game's header as read so far: what a header line changed."""

    players: Names | None
    rules: Rules
    id: str | None = None


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


@dataclass(slots=True)
class _Game:
    """A game being read."""

    rules: Rules
    players: Names | None = None
    table: Players | None = None
    id: str | None = None
    hands: list[HandRecord] = field(default_factory=list)
    scores: Scores | None = None
    points: tuple[float, float, float, float] | None = None
    errors: list[SheetError] = field(default_factory=list)
    given: set[str] = field(default_factory=set)
    """The header keys given."""
    started: bool = False
    """A hand or final line was read: the next header starts the next game."""

    def record(self) -> GameRecord:
        final = None
        if self.scores is not None or self.points is not None:
            final = FinalRecord(self.scores, self.points)
        return GameRecord(self.players or PLACEHOLDERS, self.rules, tuple(self.hands), final,
                          self.id, tuple(self.errors))

    def header(self) -> SheetHeader:
        return SheetHeader(self.players, self.rules, self.id)

    def players_table(self) -> Players:
        """How the lines name the players (set once the game has players)."""
        assert self.table is not None
        return self.table


class SheetReader:
    """Reads a sheet one line at a time, as a scorer at the table writes it.

    :meth:`feed` answers each line at once; :meth:`close` ends the last game. The format,
    text or JSON Lines, is told from the first line that is not blank (``{`` for JSON)
    unless ``format`` names it. ``rules`` are the rules of a game whose header names none
    (the default: tenhou); a game without rules of its own plays by the previous game's.
    With ``strict`` the first error is raised instead of collected.

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
recorded=None))
    >>> len(reader.close().hands)
    1
    """

    def __init__(self, *, source: str | None = None, rules: Rules | None = None,
                 strict: bool = False, format: str | None = None) -> None:
        if format not in (None, "text", "jsonl"):
            raise ValueError(f"format must be 'text' or 'jsonl', not {format!r}")
        self.source = source
        self.rules = DEFAULT_RULES if rules is None else rules
        self.strict = strict
        self.format = format
        self._number = 0
        self._game: _Game | None = None
        self._carried = self.rules

    @property
    def current(self) -> GameRecord | None:
        """The game being read, as read so far (None before the first line of a game)."""
        return None if self._game is None else self._game.record()

    def close(self) -> GameRecord | None:
        """End the game being read and return it (None when there is none)."""
        game = self._game
        if game is None:
            return None
        self._game = None
        self._carried = game.rules
        if game.players is None:
            error = SheetError("the game has no players line (players: Aki Ben Chie Dai)",
                               code="missing_header", source=self.source)
            game.errors.append(error)
            self._raise(error)
        return game.record()

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
        stripped = text.strip()
        if self.format is None and stripped and not stripped.startswith("#"):
            self.format = "jsonl" if stripped.startswith("{") else "text"
        errors: list[SheetError] = []
        finished: GameRecord | None = None
        item: SheetHeader | HandRecord | FinalRecord | None = None
        try:
            if self.format == "jsonl" and stripped and not stripped.startswith("#"):
                from .jsonl import read_json_line

                finished, item = read_json_line(self, text, number, errors)
            elif stripped and self.format == "text":
                finished, item = self._text_line(text, number, errors)
        except SheetError as error:
            errors.append(error)
        placed = tuple(error.at(line=number, source=self.source) for error in errors)
        if placed:
            self._game_for_errors().errors.extend(placed)
            self._raise(placed[0])
        return SheetLine(number, item, placed, finished)

    def _raise(self, error: SheetError) -> None:
        if self.strict:
            raise error

    def _game_for_errors(self) -> _Game:
        if self._game is None:
            self._game = _Game(self._carried)
        return self._game

    # ----------------------------------------------------------------------- text lines

    def _text_line(self, text: str, number: int, errors: list[SheetError]
                   ) -> tuple[GameRecord | None, SheetHeader | HandRecord | FinalRecord | None]:
        content = strip_comment(text)
        if not content.strip():
            return None, None
        head = header_key(content)
        if head is None:
            game = self.game_for_hand(errors)
            return None, self.add_hand(game, read_line(content, game.players_table()),
                                       number, errors)
        key, start = head
        header = read_header(content, key, start)
        words = list(header.words)
        if key in ("final", "points"):
            game = self.game_for_hand(errors)
            if key == "final":
                return None, self.set_final(game, key, errors, scores=read_four(
                    words, header.column, "the final scores"))
            if len(words) != SEATS:
                raise SheetError(f"points must be four numbers, one for each player, not "
                                 f"{len(words)}", code="bad_scores", column=header.column)
            first, second, third, fourth = (read_points(word) for word in words)
            return None, self.set_final(game, key, errors,
                                        points=(first, second, third, fourth))
        finished, game = self.game_for_header(key)
        single = len(words) == 1 and words[0].quoted
        try:
            if key == "players":
                self.set_players(game, tuple(word.text for word in words), header.column,
                                 errors)
            elif key == "game":
                self.set_id(game, words[0].text if single else header.value, errors)
            else:
                self.set_rules(game, key, self._rules(key, words, header.value), errors)
        except SheetError as error:  # the game this line closed is still handed over
            errors.append(error)
        return finished, game.header()

    def _rules(self, key: str, words: list[Token], value: str) -> Rules:
        try:
            if key == "rules_file":
                single = len(words) == 1 and words[0].quoted
                return self.rules_file(words[0].text if single else value)
            return self._rules_words(words)
        except RulesError as error:
            raise SheetError(error.message, code=error.code,
                             column=words[0].column if words else None) from error

    def rules_file(self, path: str) -> Rules:
        """The rules of a rules file, looked for beside the sheet first."""
        file = Path(path)
        if self.source and not file.is_absolute():
            beside = Path(self.source).parent / file
            if beside.exists():
                file = beside
        return load_rules_file(file)

    def _rules_words(self, words: list[Token]) -> Rules:
        base: Rules | None = None
        overrides: dict[str, object] = {}
        name = None
        for word in words:
            key, equals, value = word.text.partition("=")
            if word.text == "--rule":
                continue
            if equals and key.strip() == "name":
                name = value.strip()
            elif equals:
                field_name, field_value = parse_rule_override(word.text)
                overrides[field_name] = field_value
            elif base is None:
                base = (self.rules_file(word.text) if word.text.endswith(".toml")
                        else find_rules(word.text))
            else:
                raise SheetError(f"unexpected {word.text!r}: write the preset, then "
                                 "KEY=VALUE pairs (rules: classic open_tanyao=true)",
                                 column=word.column)
        rules = with_overrides(base or self.rules, overrides)
        return rules if name is None else named_rules(rules, name, code="invalid_rule_value")

    # ----------------------------------------------------------------------- the game

    def game_for_header(self, key: str) -> tuple[GameRecord | None, _Game]:
        """The game a header line of ``key`` belongs to: a new one after hands, or after a
        players line when it is another players line."""
        game = self._game
        if game is None or game.started or (key == "players" and game.players is not None):
            finished = self.close() if game is not None else None
            self._game = _Game(self._carried)
            return finished, self._game
        return None, game

    def game_for_hand(self, errors: list[SheetError]) -> _Game:
        """The game a hand or final line belongs to (one with seat winds for players when
        no players line came before it)."""
        game = self._game_for_errors()
        if game.players is None:
            errors.append(SheetError("no players line before the first hand: start the "
                                     "game with players: and the four names, first dealer "
                                     "first", code="missing_header"))
            game.players = PLACEHOLDERS
            game.table = Players(PLACEHOLDERS)
        return game

    def set_players(self, game: _Game, names: tuple[str, ...], column: int | None,
                    errors: list[SheetError]) -> None:
        """Set the players from a players line (refusing the wrong count and duplicates)."""
        game.given.add("players")
        if len(names) != SEATS or not all(name.strip() for name in names):
            errors.append(SheetError(
                f"a game has four players, first dealer first (players: Aki Ben Chie Dai); "
                f"this line names {len(names)}" if len(names) != SEATS else
                "a player's name is empty", code="bad_players", column=column))
            names = tuple(name if name.strip() else PLACEHOLDERS[seat]
                          for seat, name in enumerate((*names, *PLACEHOLDERS[len(names):])))
        first, second, third, fourth = names[:SEATS]
        game.players = (first, second, third, fourth)
        game.table = Players(game.players)
        seen: dict[str, int] = {}
        for seat, name in enumerate(game.players):
            key = " ".join(name.casefold().split())
            if key in seen:
                errors.append(SheetError(
                    f"two players are named {name!r} (seats {'ESWN'[seen[key]]} and "
                    f"{'ESWN'[seat]}): write their names apart (\"{name} A\", \"{name} B\") "
                    "or name them by seat wind (E S W N) in the lines",
                    code="duplicate_player", column=column))
            seen[key] = seat

    def set_rules(self, game: _Game, key: str, rules: Rules, errors: list[SheetError]) -> None:
        """Set the game's rules (once)."""
        if "rules" in game.given:
            errors.append(SheetError(f"the rules are given twice for this game ({key}:)",
                                     code="duplicate_header"))
            return
        game.given.add("rules")
        game.rules = rules

    def set_id(self, game: _Game, value: str, errors: list[SheetError]) -> None:
        """Set the game's id (once)."""
        if "game" in game.given:
            errors.append(SheetError("the game: line is given twice for this game",
                                     code="duplicate_header"))
            return
        game.given.add("game")
        game.id = value

    def set_final(self, game: _Game, key: str, errors: list[SheetError], *,
                  scores: Scores | None = None,
                  points: tuple[float, float, float, float] | None = None) -> FinalRecord:
        """Set the final scores or points (once each)."""
        game.started = True
        if key in game.given:
            errors.append(SheetError(f"the {key} line is given twice for this game",
                                     code="duplicate_header"))
        else:
            game.given.add(key)
            game.scores = scores if scores is not None else game.scores
            game.points = points if points is not None else game.points
        return FinalRecord(game.scores, game.points)

    def add_hand(self, game: _Game, line: HandLine, number: int,
                 errors: list[SheetError]) -> HandRecord | None:
        """Add a hand line to its game, unless anything on it is wrong."""
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


# --------------------------------------------------------------------------- reading


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


def write_sheet_jsonl(game: GameRecord) -> str:
    """A game as JSON Lines: a header object, one object per hand, a final object."""
    from .jsonl import write_sheet_jsonl as write

    return write(game)

