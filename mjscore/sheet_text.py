"""The text grammar of a game's score sheet: one line read, one line written.

``docs/game.md`` describes the grammar for people; this module reads one line of it
(:func:`read_line`) and writes one (:func:`format_hand_line`, :func:`format_header`).
:mod:`mjscore.sheet` strings the lines of a sheet into games.

>>> from mjscore.events import Riichi
>>> players = Players(("Aki", "Ben", "Chie", "Dai"))
>>> line = read_line('E1-1 ron Chie from Ben 3h30f', players)
>>> line.label, line.events[0][0].winner, line.events[0][0].discarder, line.events[0][0].claim.han
(HandLabel(round=<Wind.EAST: 'E'>, number=1, honba=1), 2, 1, 3)
>>> format_hand_line(HandRecord((Riichi(0, stick=False), Riichi(2))), players.names)
'riichi Aki ronned Chie'
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from .claims import Claim, parse_claim
from .errors import MjscoreError, ParseError, SheetError
from .events import (
    SEATS,
    WIN_FLAGS,
    AbortiveDraw,
    AbortKind,
    Adjustment,
    Chombo,
    Event,
    ExhaustiveDraw,
    FoulPenalty,
    GameEnd,
    HandLabel,
    HandRecord,
    MinorFoul,
    Riichi,
    Scores,
    Win,
)
from .hand import Hand
from .notation import format_hand, parse_hand, parse_tiles
from .sheet_words import (
    ABORT_KINDS,
    ALL_WORDS,
    DRAW_CLAUSES,
    EVENT_SUGGESTIONS,
    EVENT_WORDS,
    HEADER_WORDS,
    MODIFIERS,
    NUMBER_CHARS,
    PENALTIES,
    QUOTES,
    SEMICOLONS,
    WIN_WORDS,
    Players,
    Token,
    format_word,
    plain,
    quote,
    read_four,
    refuse,
    scan,
    tokens,
    word_key,
)
from .situation import MAX_INDICATORS
from .tiles import Tile

# --------------------------------------------------------------------------- one line


@dataclass(frozen=True, slots=True)
class HeaderLine:
    """A header line: its key (``players``, ``rules``, ``rules_file``, ``game``, ``final``
    or ``points``), its words and its value as written."""

    key: str
    words: tuple[Token, ...]
    value: str
    column: int


@dataclass(frozen=True, slots=True)
class HandLine:
    """A hand line: its label, its events with their columns, and the scores after it."""

    label: HandLabel | None
    events: tuple[tuple[Event, int | None], ...]
    scores: Scores | None = None
    errors: tuple[SheetError, ...] = field(default=())


_HEADER = re.compile(r"\s*(?P<key>[^\W\d][\w-]*(?: [^\W\d][\w-]*)?)\s*[:：]")
_KANJI_DIGITS = {char: value for value, char in enumerate("〇一二三四五六七八九")}
_LABEL_PART = r"[0-9０-９〇一二三四五六七八九十]+"
_LABEL = re.compile(
    rf"\s*(?P<round>[EeSsWwNnＥｅＳｓＷｗＮｎ東南西北])\s*(?P<number>{_LABEL_PART})\s*局?"
    rf"(?:\s*[-.－．]\s*(?P<honba>{_LABEL_PART})|\s*(?P<ja>{_LABEL_PART})\s*本場)?"
    r"\s*[:：]?(?=\s|[;；]|$)")


def header_key(line: str) -> tuple[str, int] | None:
    """The header a line starts with (and where its value starts), or None for a hand line.

    Raises:
        SheetError: ``unknown_header`` for ``word:`` where the word is no header key.
    """
    match = _HEADER.match(line)
    if match is None or _LABEL.match(line):
        return None
    key = word_key(match["key"])
    if key in HEADER_WORDS:
        return HEADER_WORDS[key], match.end()
    if word_key(match["key"].split()[0]) in EVENT_WORDS:
        return None
    close = difflib.get_close_matches(key, sorted(k for k in HEADER_WORDS if k.isascii()), n=1)
    hint = f" (did you mean {close[0]}?)" if close else ""
    raise refuse(f"unknown header {match['key']!r}{hint}; headers are players, rules, "
                 "rules-file, game, final and points", "unknown_header", match.start("key") + 1)


def read_header(line: str, key: str, start: int) -> HeaderLine:
    """The header line whose value starts at ``start``.

    Raises:
        SheetError: ``bad_sheet_line`` for a quote that is never closed.
    """
    end = scan(line)[0]
    separators = ",、" if key == "players" else ""
    words = tokens(line, start, end, separators=separators)
    column = words[0].column if words else start + 1
    return HeaderLine(key, tuple(words), line[start:end].strip(), column)


def read_line(line: str, players: Players) -> HandLine:
    """One hand line: its label, events and scores (and no more than a comment after them).

    Errors in one event do not stop the others from being read: they are all in
    :attr:`HandLine.errors`.

    Raises:
        SheetError: for a line that cannot be split (a quote never closed, bad scores).
    """
    end, equals = scan(line)
    scores = None
    marker = _scores_marker(line, end, equals)
    if marker is not None:
        scores = read_four(tokens(line, marker + 1, end), marker + 2, "the scores after =")
        end = marker
    start = 0
    label = None
    match = _LABEL.match(line, 0, end)
    if match is not None:
        label = _label(match)
        start = match.end()
    events: list[tuple[Event, int | None]] = []
    nagashi: list[tuple[ExhaustiveDraw, int]] = []
    errors: list[SheetError] = []
    for first, last in _segments(line, start, end):
        words = tokens(line, first, last)
        if not words:
            continue
        reader = _EventReader(line, words, last, players)
        try:
            read = reader.read()
        except SheetError as error:
            errors.append(error)
            continue
        if reader.nagashi_only:
            nagashi.extend((event, words[0].column) for event in read
                           if isinstance(event, ExhaustiveDraw))
        else:
            events.extend((event, words[0].column) for event in read)
    if nagashi:
        _merge_nagashi(events, nagashi)
    return HandLine(label, tuple(events), scores, tuple(errors))


def _merge_nagashi(events: list[tuple[Event, int | None]],
                   nagashi: list[tuple[ExhaustiveDraw, int]]) -> None:
    """Put the players of ``nagashi P`` events into the line's draw (or make them one draw
    of their own, with nobody tenpai, when the line has none)."""
    seats = frozenset().union(*(draw.nagashi for draw, _ in nagashi))
    for index, (event, column) in enumerate(events):
        if isinstance(event, ExhaustiveDraw):
            events[index] = (replace(event, nagashi=event.nagashi | seats), column)
            return
    events.append((ExhaustiveDraw(nagashi=seats), nagashi[0][1]))


def _scores_marker(line: str, end: int, equals: list[tuple[int, int]]) -> int | None:
    """The ``=`` that starts the scores: the last one outside quotes that follows a space
    or the start, or, outside brackets, is followed by nothing but numbers."""
    for index, depth in reversed(equals):
        if index >= end:
            continue
        if index == 0 or line[index - 1].isspace() or (
                depth == 0 and NUMBER_CHARS.fullmatch(line, index + 1, end)):
            return index
    return None


def _label(match: re.Match[str]) -> HandLabel:
    honba = match["honba"] or match["ja"]
    text = f"{match['round']}{_kanji_number(match['number'])}"
    if honba is not None:
        text += f"-{_kanji_number(honba)}"
    try:
        return HandLabel.parse(unicodedata.normalize("NFKC", text))
    except MjscoreError as error:
        raise refuse(f"cannot read the hand label {match.group().strip()!r}: write the round "
                     "and the hand, then the honba (E1, S4-2, 東1局2本場)", error.code,
                     match.start("round") + 1) from error


def _kanji_number(text: str) -> str:
    """``三`` as ``3``, ``十二`` as ``12``; other numbers as they are."""
    if not any(char in _KANJI_DIGITS or char == "十" for char in text):
        return text
    tens, ten, ones = text.partition("十")
    if not ten:
        return "".join(str(_KANJI_DIGITS.get(char, char)) for char in text)
    value = (_KANJI_DIGITS.get(tens, 1) if tens else 1) * 10 + (
        _KANJI_DIGITS.get(ones, 0) if ones else 0)
    return str(value)


def _segments(line: str, start: int, end: int) -> Iterable[tuple[int, int]]:
    """The events of a line: its text split at ``;`` outside quotes."""
    quote_end: str | None = None
    first = start
    escaped = False
    for index in range(start, end):
        char = line[index]
        if escaped:
            escaped = False
        elif quote_end is not None:
            if char == "\\" and quote_end == '"':
                escaped = True
            elif char == quote_end:
                quote_end = None
        elif char in QUOTES:
            quote_end = QUOTES[char]
        elif char in SEMICOLONS:
            yield first, index
            first = index + 1
    yield first, end


# --------------------------------------------------------------------------- one event

_TILE_LIST = re.compile(r"(?:[0-9]+[mpsz],?)+")
_HAND_WORD = re.compile(r"[0-9mpsz+\[\](){}=\-,]+")
_SPLIT = re.compile(r"(\d)\s*-\s*(\d)")


class _EventReader:
    """Reads one event (the words between two ``;``) into events."""

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
        for count in (3, 2, 1):
            words = self.words[self.pos:self.pos + count]
            if len(words) < count or any(word.quoted for word in words):
                continue
            key = "_".join(word_key(word.text) for word in words)
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
        return make_win(Win(winner, fields.discarder, hand, claim, frozenset(fields.flags),
                            fields.dora, fields.ura, fields.pao), self.players, tsumo=tsumo,
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
        elif what in ("dora", "ura"):
            tiles = self._indicators(what)
            if what == "dora":
                fields.dora += tiles
            else:
                fields.ura += tiles
        elif what is not None:
            fields.flags.add(what)
        elif word.quoted or _is_hand_word(word):
            self._hand_words(fields)
        elif word.text.startswith("--"):
            close = difflib.get_close_matches(word.key or "", sorted(WIN_WORDS), n=1)
            hint = f" (did you mean --{close[0].replace('_', '-')}?)" if close else ""
            raise refuse(f"no such option: {word.text}{hint}", "bad_sheet_line", word.column)
        else:
            self.pos += 1
            fields.claim.append(word)

    def _indicators(self, what: str) -> tuple[Tile, ...]:
        found: list[Tile] = []
        while (word := self.peek()) is not None and _is_indicators(word):
            self.pos += 1
            try:
                found.extend(parse_tiles(word.text.lower().rstrip(",")))
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
            while (more := self.peek()) is not None and not more.quoted and _is_hand_word(
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
                clause, listed = clause[4:], set(range(SEATS))
            else:
                listed = self._draw_players(clause)
            if clause in lists:
                raise refuse(f"{word.text!r} is given twice", "bad_sheet_line", word.column)
            lists[clause] = listed
        tenpai = lists.get("tenpai")
        noten = lists.get("noten")
        if tenpai is not None and noten is not None:
            if tenpai & noten or len(tenpai | noten) != SEATS:
                raise refuse("tenpai and noten must name every player once", "bad_sheet_line",
                             self.words[0].column)
        elif noten is not None:
            tenpai = set(range(SEATS)) - noten
        self.nagashi_only = list(lists) == ["nagashi"] and self.words[0].key is not None and \
            EVENT_WORDS.get(self.words[0].key) == "nagashi"
        return ExhaustiveDraw(frozenset(tenpai or ()), frozenset(lists.get("nagashi", ())))

    def _draw_players(self, clause: str) -> set[int]:
        listed: set[int] = set()
        if self.keyword(ALL_WORDS) is not None:
            return set(range(SEATS))
        while (word := self.peek()) is not None and (
                word.quoted or word.key not in EVENT_WORDS or EVENT_WORDS[word.key]
                not in DRAW_CLAUSES):
            listed.add(self.player())
        if not listed and clause == "noten":
            return set(range(SEATS))
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
        numbers = self.words[self.pos:self.pos + SEATS]
        if len(numbers) < SEATS:
            raise refuse("adjust needs four numbers, one for each player (adjust +1000 "
                         "-1000 0 0)", "bad_scores", start.column)
        self.pos += SEATS
        return Adjustment(read_four(numbers, numbers[0].column, "adjust"), self.rest())


@dataclass(slots=True)
class _WinFields:
    discarder: int | None = None
    pao: int | None = None
    flags: set[str] = field(default_factory=set)
    dora: tuple[Tile, ...] = ()
    ura: tuple[Tile, ...] = ()
    hand: list[Token] | None = None
    claim: list[Token] = field(default_factory=list)


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
    """A claim as :func:`~mjscore.claims.parse_claim` reads it, where a tsumo's payments
    may also be written ``1000-2000``; the claim keeps its text as written.

    Raises:
        InvalidClaim: ``invalid_claim``.
    """
    if isinstance(text, str):
        return replace(parse_claim(_SPLIT.sub(r"\1/\2", text)), text=text)
    return parse_claim(text)


def _is_indicators(word: Token) -> bool:
    """A word of dora indicators: a few tiles (``4m``, ``4m,7z``), never a hand."""
    text = word.text.lower()
    return (not word.quoted and bool(_TILE_LIST.fullmatch(text))
            and sum(char.isdigit() for char in text) <= MAX_INDICATORS)


def _is_hand_word(word: Token) -> bool:
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


# --------------------------------------------------------------------------- writing


def format_header(key: str, value: str) -> str:
    """One header line."""
    return f"{key}: {value}"


def format_hand_line(record: HandRecord, names: tuple[str, str, str, str]) -> str:
    """A hand as one line of the sheet: label, events, ``= scores`` (what :func:`read_line`
    reads back; a win's recorded log values and the written start scores are left out)."""
    parts: list[str] = []
    events = list(record.events)
    index = 0
    while index < len(events):
        event = events[index]
        if isinstance(event, Riichi):
            group = [event]
            while (index + len(group) < len(events)
                   and isinstance(nxt := events[index + len(group)], Riichi)
                   and nxt.double == event.double):
                group.append(nxt)
            index += len(group)
            parts.append(_format_riichi(group, names))
            continue
        parts.append(format_event(event, names))
        index += 1
    text = " ; ".join(parts)
    label = record.written.label
    if label is not None:
        text = f"{label} {text}" if text else str(label)
    scores = record.written.end_scores
    if scores is not None:
        text += " = " + " ".join(str(score) for score in scores)
    return text


def _format_riichi(group: list[Riichi], names: tuple[str, str, str, str]) -> str:
    words = ["double-riichi" if group[0].double else "riichi"]
    for riichi in group:
        words.append(format_word(names[riichi.seat]))
        if not riichi.stick:
            words.append("ronned")
    return " ".join(words)


def format_event(event: Event, names: tuple[str, str, str, str]) -> str:
    """One event in the grammar of a hand line."""
    def name(seat: int) -> str:
        return format_word(names[seat])

    def reason(text: str) -> str:
        return f" {quote(plain(text))}" if text else ""

    if isinstance(event, Riichi):
        return _format_riichi([event], names)
    if isinstance(event, Win):
        return _format_win(event, names)
    if isinstance(event, ExhaustiveDraw):
        words = ["draw"]
        if len(event.tenpai) == SEATS:
            words.append("tenpai all")
        elif event.tenpai:
            words.extend(["tenpai", *(name(seat) for seat in sorted(event.tenpai))])
        else:
            words.append("noten")
        if event.nagashi:
            words.extend(["nagashi", *(name(seat) for seat in sorted(event.nagashi))])
        return " ".join(words)
    if isinstance(event, AbortiveDraw):
        word = _ABORT_WORDS[event.kind]
        return word if event.seat is None else f"{word} {name(event.seat)}"
    if isinstance(event, Chombo):
        return f"chombo {name(event.seat)}{reason(event.reason)}"
    if isinstance(event, MinorFoul):
        return f"foul {name(event.seat)} {event.penalty.value}{reason(event.reason)}"
    if isinstance(event, Adjustment):
        deltas = " ".join(f"{delta:+d}" if delta else "0" for delta in event.deltas)
        return f"adjust {deltas}{reason(event.reason)}"
    return f"end{reason(event.reason)}"


_ABORT_WORDS = {AbortKind.NINE_TERMINALS: "kyuushu", AbortKind.FOUR_WINDS: "suufon",
                AbortKind.FOUR_RIICHI: "suucha", AbortKind.FOUR_KANS: "suukaikan",
                AbortKind.THREE_RONS: "sanchahou"}


def _format_win(win: Win, names: tuple[str, str, str, str]) -> str:
    words = ["tsumo" if win.tsumo else "ron", format_word(names[win.winner])]
    if win.discarder is not None:
        words += ["from", format_word(names[win.discarder])]
    if win.claim is not None:
        words.append(format_claim(win.claim))
    if win.hand is not None:
        words.append(quote(format_hand(win.hand)))
    words.extend(flag for flag in WIN_FLAGS if flag in win.flags)
    for what, tiles in (("dora", win.dora), ("ura", win.ura)):
        if tiles:
            words += [what, ",".join(str(tile) for tile in tiles)]
    if win.pao is not None:
        words += ["pao", format_word(names[win.pao])]
    return " ".join(words)


def format_claim(claim: Claim) -> str:
    """A claim as written, when it reads back the same in a line; else in canonical form."""
    text = plain(claim.text).strip()
    words = tokens(text)
    if (text and not any(char in '"＂「」;；#＃=＝' for char in text)
            and all(word.key not in WIN_WORDS and not _is_hand_word(word)
                    and not word.text.startswith("--") for word in words)):
        try:
            if replace(read_claim(text), text=claim.text) == claim:
                return text
        except MjscoreError:
            pass
    return canonical_claim(claim)


def canonical_claim(claim: Claim) -> str:
    """A claim's parts in one canonical spelling: ``3h30f mangan 2000/4000``."""
    parts = []
    if claim.han is not None and claim.fu is not None:
        parts.append(f"{claim.han}h{claim.fu}f")
    if claim.limit is not None:
        limit = claim.limit
        if limit == "yakuman" and claim.yakuman > 1:
            limit = f"{claim.yakuman}x yakuman"
        parts.append(limit.replace("_", " "))
    if claim.value is not None:
        parts.append(str(claim.value))
    elif claim.each is not None:
        parts.append(f"{claim.each} all")
    elif claim.non_dealer is not None:
        parts.append(f"{claim.non_dealer}/{claim.dealer}")
    return " ".join(parts)
