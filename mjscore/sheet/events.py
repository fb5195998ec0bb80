"""One event of a score sheet's hand line (the words between two ``;``) read into events:
riichi, a win with its claim or hand, a draw, an abortive draw, a chombo, a foul, an
adjustment or the end. ``docs/game.md`` has the grammar.

>>> from mjscore.sheet.words import Players, tokens
>>> players = Players(("Aki", "Ben", "Chie", "Dai"))
>>> line = "ron Chie from Ben 3h30f dora 4m"
>>> win = EventReader(line, tokens(line), len(line), players).read()[0]
>>> win.winner, win.discarder, win.claim.han, [str(tile) for tile in win.dora]
(2, 1, 3, ['4m'])
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field, replace
from functools import lru_cache

from ..base import MjscoreError, ParseError, SheetError
from ..game import (
    AbortiveDraw,
    Adjustment,
    Chombo,
    Event,
    ExhaustiveDraw,
    FoulPenalty,
    GameEnd,
    MinorFoul,
    Riichi,
    Win,
)
from ..hand import Hand, Tile, parse_hand, parse_tiles
from ..scoring import Claim, parse_claim
from ..situation import MAX_INDICATORS
from .words import (
    ABORT_KINDS,
    ALL_WORDS,
    DRAW_CLAUSES,
    EVENT_SUGGESTIONS,
    EVENT_WORDS,
    MODIFIERS,
    PENALTIES,
    SEAT_WINDS,
    WIN_WORDS,
    Players,
    Token,
    in_words,
    read_scores,
    refuse,
    word_key,
)

_TILE_LIST = re.compile(r"(?:[0-9]+[mpsz],?)+")


_HAND_WORD = re.compile(r"[0-9mpsz+\[\](){}=\-,]+")


_SPLIT = re.compile(r"(\d)\s*-\s*(\d)")


class EventReader:
    """Reads one event (the words between two ``;``) into events, for as many seats as
    ``players`` names (``all tenpai``, ``adjust`` and its numbers)."""

    def __init__(self, line: str, words: list[Token], end: int, players: Players) -> None:
        self.line = line
        self.words = words
        self.end = end
        self.players = players
        self.pos = 0
        self.nagashi_only = False
        """The event is ``nagashi P`` alone, a part of the line's draw."""

    def peek(self) -> Token | None:
        return self.words[self.pos] if self.pos < len(self.words) else None

    def take(self, what: str) -> Token:
        word = self.peek()
        if word is None:
            last = self.words[-1]
            raise refuse(f"{what} is missing after {last.text!r}", "bad_sheet_line",
                         last.column)
        self.pos += 1
        return word

    def keyword(self, table: dict[str, str]) -> str | None:
        """The longest keyword of ``table`` (up to three words) at the current word,
        taken; None (taking nothing) when there is none."""
        keys: list[str] = []
        for word in self.words[self.pos:self.pos + 3]:
            if word.quoted:  # a quoted word is never part of a keyword
                break
            keys.append(word_key(word.text))
        for count in range(len(keys), 0, -1):
            key = keys[0] if count == 1 else "_".join(keys[:count])
            if key in table:
                self.pos += count
                return table[key]
        return None

    def player(self, what: str = "a player") -> int:
        return self.players.read(self.take(what))

    def rest(self) -> str:
        """The rest of the event as a reason: one quoted word as it is, else as written."""
        words = self.words[self.pos:]
        self.pos = len(self.words)
        if not words:
            return ""
        if len(words) == 1 and words[0].quoted:
            return words[0].text
        return self.line[words[0].column - 1:self.end].strip()

    def done(self) -> None:
        word = self.peek()
        if word is not None:
            raise refuse(f"unexpected {word.text!r}", "bad_sheet_line", word.column)

    def read(self) -> list[Event]:
        first = self.words[0]
        kind = self.keyword(EVENT_WORDS)
        if kind is None:
            raise self._unknown(first)
        if kind in ("riichi", "double_riichi"):
            return self._riichi(double=kind == "double_riichi")
        if kind in ("ron", "tsumo"):
            return [self._win(tsumo=kind == "tsumo", start=first)]
        if kind == "draw" or kind in DRAW_CLAUSES:
            if kind != "draw":
                self.pos = 0
            return [self._draw()]
        if kind in ABORT_KINDS:
            seat = self.player() if self.peek() is not None else None
            self.done()
            return [AbortiveDraw(ABORT_KINDS[kind], seat)]
        if kind == "chombo":
            seat = self.player("the player")
            return [Chombo(seat, self.rest())]
        if kind == "foul":
            return [self._foul()]
        if kind == "adjust":
            return [self._adjust(first)]
        return [GameEnd(self.rest())]

    def _unknown(self, first: Token) -> SheetError:
        close = difflib.get_close_matches(word_key(first.text), EVENT_SUGGESTIONS, n=1)
        hint = f" (did you mean {close[0]}?)" if close else ""
        if not close and self.players.names_seat(first):
            hint = "; an event starts with its keyword: ron Chie from Ben, riichi Aki"
        return refuse(f"unknown event {first.text!r}{hint}", "unknown_event", first.column)

    def _riichi(self, *, double: bool) -> list[Event]:
        found: list[Riichi] = []
        while self.peek() is not None:
            word = self.peek()
            assert word is not None
            if self.keyword(MODIFIERS) is not None:
                if not found:
                    raise refuse(f"{word.text!r} belongs after a player", "bad_sheet_line",
                                 word.column)
                found[-1] = replace(found[-1], stick=False)
                continue
            found.append(Riichi(self.player(), double=double))
        if not found:
            raise refuse("riichi of whom? write riichi and the players (riichi Aki Ben)",
                         "bad_sheet_line", self.words[0].column)
        return list(found)

    def _win(self, *, tsumo: bool, start: Token) -> Win:
        winner = self.player("the winner")
        fields = _WinFields()
        while self.peek() is not None:
            self._win_part(fields, tsumo=tsumo)
        claim = _claim(fields.claim, self.players) if fields.claim else None
        hand = _hand(fields.hand) if fields.hand is not None else None
        counts = fields.counts
        return make_win(Win(winner, fields.discarder, hand, claim, frozenset(fields.flags),
                            fields.dora, fields.ura, fields.pao, kita=fields.kita,
                            dora_count=counts.get("dora", 0), ura_count=counts.get("ura", 0),
                            aka_count=counts.get("aka", 0)), self.players, tsumo=tsumo,
                        column=start.column)

    def _win_part(self, fields: _WinFields, *, tsumo: bool) -> None:
        word = self.peek()
        assert word is not None
        if not word.quoted and "=" in word.text and word.text.startswith("-"):
            name, _, value = word.text.partition("=")
            self.words[self.pos:self.pos + 1] = [
                Token(name, word.column, word.end),
                Token(value, word.column + len(name) + 1, word.end)]
        what = self.keyword(WIN_WORDS)
        if what == "from":
            if tsumo:
                raise refuse("a tsumo has no discarder: write ron for a win on a discard",
                             "bad_sheet_line", word.column)
            fields.discarder = self.player("the player who dealt in")
        elif what == "pao":
            fields.pao = self.player("the liable player")
        elif what == "kita":
            fields.kita = self._kita(word)
        elif what in ("dora", "ura", "aka") and (count := self._count()) is not None:
            # A count, as `mjscore score -d 2 -u 1 -a 1` takes one.
            fields.counts[what] = fields.counts.get(what, 0) + count
        elif what == "aka":
            raise refuse("aka needs the number of red fives (aka 1)", "bad_sheet_line",
                         word.column)
        elif what in ("dora", "ura"):
            tiles = self._indicators(what)
            if what == "dora":
                fields.dora += tiles
            else:
                fields.ura += tiles
        elif what is not None:
            fields.flags.add(what)
        elif word.quoted or is_hand_word(word):
            self._hand_words(fields)
        elif word.text.startswith("--"):
            close = difflib.get_close_matches(word.key or "", sorted(WIN_WORDS), n=1)
            hint = f" (did you mean --{close[0].replace('_', '-')}?)" if close else ""
            raise refuse(f"no such option: {word.text}{hint}", "bad_sheet_line", word.column)
        else:
            self.pos += 1
            fields.claim.append(word)

    def _kita(self, word: Token) -> int:
        """The count after ``kita``: the Norths the winner set aside (three players)."""
        if self.players.seats >= len(SEAT_WINDS):
            raise refuse(f"kita is a three-player rule: a game of {in_words(self.players.seats)} "
                         "players has none (rules: tenhou3 seats three)", "kita_not_in_rules",
                         word.column)
        count = self.peek()
        if count is None or count.quoted or not count.text.isdigit() or not (
                1 <= int(count.text) <= _MOST_KITA):
            shown = f"{count.text!r}" if count is not None else "nothing"
            raise refuse(f"kita needs how many Norths were set aside (kita 2), 1 to "
                         f"{_MOST_KITA}, not {shown}", "bad_sheet_line",
                         (count or word).column)
        self.pos += 1
        return int(count.text)

    def _count(self) -> int | None:
        """A count after dora, ura or aka (``ura 1``), taken; None when the next word is no
        whole number."""
        word = self.peek()
        if word is None or word.quoted or not word.text.isascii() or not word.text.isdigit():
            return None
        self.pos += 1
        return int(word.text)

    def _indicators(self, what: str) -> tuple[Tile, ...]:
        found: list[Tile] = []
        while (word := self.peek()) is not None and _is_indicators(word):
            self.pos += 1
            try:
                found.extend(_indicator_tiles(word.text.lower().rstrip(",")))
            except MjscoreError as error:
                raise refuse(f"cannot read the {what} indicators {word.text!r}: "
                             f"{error.message}", error.code, word.column) from error
        if not found:
            shown = f" {word.text!r}" if word is not None else ""
            raise refuse(f"{what} needs indicator tiles (dora 4m, dora 4m,7z), not"
                         f"{shown or ' nothing'}", "bad_sheet_line",
                         (word or self.words[self.pos - 1]).column)
        return tuple(found)

    def _hand_words(self, fields: _WinFields) -> None:
        word = self.take("the hand")
        if fields.hand is not None:
            raise refuse(f"a second hand {word.text!r}: a win has one hand", "bad_sheet_line",
                         word.column)
        words = [word]
        if not word.quoted:
            while (more := self.peek()) is not None and not more.quoted and is_hand_word(
                    more) and more.key not in WIN_WORDS:
                words.append(more)
                self.pos += 1
        fields.hand = words

    def _draw(self) -> ExhaustiveDraw:
        lists: dict[str, set[int]] = {}
        while (word := self.peek()) is not None:
            clause = self.keyword(EVENT_WORDS)
            if clause not in DRAW_CLAUSES:
                raise refuse(f"unexpected {word.text!r} in a draw: write tenpai, noten or "
                             "nagashi and the players", "bad_sheet_line", word.column)
            assert clause is not None
            if clause.startswith("all_"):
                clause, listed = clause[4:], set(range(self.players.seats))
            else:
                listed = self._draw_players(clause)
            if clause in lists:
                raise refuse(f"{word.text!r} is given twice", "bad_sheet_line", word.column)
            lists[clause] = listed
        tenpai = lists.get("tenpai")
        noten = lists.get("noten")
        if tenpai is not None and noten is not None:
            if tenpai & noten or len(tenpai | noten) != self.players.seats:
                raise refuse("tenpai and noten must name every player once", "bad_sheet_line",
                             self.words[0].column)
        elif noten is not None:
            tenpai = set(range(self.players.seats)) - noten
        self.nagashi_only = list(lists) == ["nagashi"] and self.words[0].key is not None and \
            EVENT_WORDS.get(self.words[0].key) == "nagashi"
        return ExhaustiveDraw(frozenset(tenpai or ()), frozenset(lists.get("nagashi", ())))

    def _draw_players(self, clause: str) -> set[int]:
        listed: set[int] = set()
        if self.keyword(ALL_WORDS) is not None:
            return set(range(self.players.seats))
        while (word := self.peek()) is not None and (
                word.quoted or word.key not in EVENT_WORDS or EVENT_WORDS[word.key]
                not in DRAW_CLAUSES):
            listed.add(self.player())
        if not listed and clause == "noten":
            return set(range(self.players.seats))
        if not listed:
            raise refuse(f"{clause} of whom? name the players (or all)", "bad_sheet_line",
                         self.words[self.pos - 1].column)
        return listed

    def _foul(self) -> MinorFoul:
        seat = self.player("the player")
        word = self.peek()
        penalty = self.keyword(PENALTIES)
        if penalty is None:
            raise refuse("a foul needs its penalty after the player: forfeit (no win this "
                         "hand) or stick (1,000 to the table)", "bad_sheet_line",
                         (word or self.words[-1]).column)
        return MinorFoul(seat, FoulPenalty(penalty), self.rest())

    def _adjust(self, start: Token) -> Adjustment:
        seats = self.players.seats
        numbers = self.words[self.pos:self.pos + seats]
        if len(numbers) < seats:
            example = " ".join(("+1000", "-1000", *("0",) * (seats - 2)))
            raise refuse(f"adjust needs {in_words(seats)} numbers, one for each player "
                         f"(adjust {example})", "bad_scores", start.column)
        self.pos += seats
        return Adjustment(read_scores(numbers, numbers[0].column, "adjust", seats=seats),
                          self.rest())


@dataclass(slots=True)
class _WinFields:
    discarder: int | None = None
    pao: int | None = None
    flags: set[str] = field(default_factory=set)
    dora: tuple[Tile, ...] = ()
    ura: tuple[Tile, ...] = ()
    hand: list[Token] | None = None
    claim: list[Token] = field(default_factory=list)
    kita: int = 0
    counts: dict[str, int] = field(default_factory=dict)
    """``dora``, ``ura`` and ``aka`` given as counts."""


_MOST_KITA = 4
"""The Norths a player can set aside: all four copies."""


def make_win(win: Win, players: Players, *, tsumo: bool, column: int | None) -> Win:
    """A win, after the checks one line can make: a ron names its discarder, who is not
    the winner; the liable player is not the winner; the win has a claim or a hand.

    Raises:
        SheetError: ``bad_sheet_line``, ``ron_from_self``, ``pao_by_winner`` or
            ``win_without_value``.
    """
    name = players.names[win.winner]
    if tsumo and win.discarder is not None:
        raise refuse("a tsumo has no discarder: write ron for a win on a discard",
                     "bad_sheet_line", column)
    if not tsumo and win.discarder is None:
        raise refuse(f"a ron needs the player who dealt in: ron {name} from …",
                     "bad_sheet_line", column)
    if win.discarder == win.winner:
        raise refuse(f"{name} cannot ron their own discard", "ron_from_self", column)
    if win.pao == win.winner:
        raise refuse(f"{name} cannot be liable (pao) for their own win", "pao_by_winner",
                     column)
    if win.claim is None and win.hand is None:
        raise refuse(f"a {'tsumo' if tsumo else 'ron'} needs what it was worth: a claim (3900, "
                     "2000/4000, mangan) or the hand in quotes", "win_without_value", column)
    return win


def read_claim(text: str | int) -> Claim:
    """A claim as :func:`~mjscore.scoring.parse_claim` reads it, where a tsumo's payments
    may also be written ``1000-2000``; the claim keeps its text as written.

    Raises:
        InvalidClaim: ``invalid_claim``.
    """
    if isinstance(text, str):
        return _claim_of(text)
    return parse_claim(text)


# A claim and a list of indicators are immutable values of their text, and a sheet writes
# the same few again and again: each is read once, within a bound.
@lru_cache(maxsize=1 << 10)
def _claim_of(text: str) -> Claim:
    return replace(parse_claim(_SPLIT.sub(r"\1/\2", text)), text=text)


@lru_cache(maxsize=1 << 10)
def _indicator_tiles(text: str) -> tuple[Tile, ...]:
    return tuple(parse_tiles(text))


def _is_indicators(word: Token) -> bool:
    """A word of dora indicators: a few tiles (``4m``, ``4m,7z``), never a hand."""
    text = word.text.lower()
    return (not word.quoted and bool(_TILE_LIST.fullmatch(text))
            and sum(char.isdigit() for char in text) <= MAX_INDICATORS)


def is_hand_word(word: Token) -> bool:
    """A word that can only be (part of) a hand: tiles and meld brackets."""
    text = word.text
    return bool(_HAND_WORD.fullmatch(text)) and any(c.isdigit() for c in text) and any(
        c in "mpsz" for c in text)


def _hand(words: list[Token]) -> Hand:
    text = " ".join(word.text for word in words)
    try:
        return parse_hand(text)
    except ParseError as error:
        column = words[0].column + (1 if words[0].quoted else 0)
        if len(words) == 1:
            column += error.column - 1
        raise refuse(f"cannot read the hand {text!r}: {error.reason}", error.code,
                     column) from error
    except MjscoreError as error:
        raise refuse(f"cannot read the hand {text!r}: {error.message}", error.code,
                     words[0].column) from error


def _claim(words: list[Token], players: Players) -> Claim:
    text = " ".join(word.text for word in words)
    try:
        return read_claim(text)
    except MjscoreError as error:
        named = [word for word in words if players.names_seat(word)]
        hint = ""
        if named:
            hint = (f"; {named[0].text!r} is a player: a double ron is one ron for each "
                    "winner (ron A from C 3900; ron B from C 8000)")
        raise refuse(f"{error.message}{hint}", error.code, words[0].column) from error
