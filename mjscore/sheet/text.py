"""The text grammar of a game's score sheet: one line read.

``docs/game.md`` describes the grammar for people; this module reads one line of it
(:func:`read_line`, :func:`read_header`): its label, its events split at ``;`` (each read by
:mod:`mjscore.sheet.events`) and its scores, or a header and its value.
:func:`read_text_line` hands what a line gave to the sheet's
:class:`~mjscore.sheet.assembly.GameAssembly`, which strings the lines into games;
:mod:`mjscore.sheet.writer` writes them.

>>> players = Players(("Aki", "Ben", "Chie", "Dai"))
>>> line = read_line('E1-1 ron Chie from Ben 3h30f', players)
>>> line.label, line.events[0][0].winner, line.events[0][0].discarder, line.events[0][0].claim.han
(HandLabel(round=<Wind.EAST: 'E'>, number=1, honba=1), 2, 1, 3)
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import lru_cache

from ..base import MjscoreError, RulesError, SheetError
from ..game import Event, ExhaustiveDraw, FinalRecord, GameRecord, HandLabel, HandRecord
from ..rules import Rules, find_rules, parse_rule_override, with_name, with_overrides
from .assembly import GameAssembly, HandLine, SheetHeader
from .events import EventReader, read_claim
from .heads import HEADER as _HEADER
from .heads import LABEL as _LABEL
from .words import (
    EVENT_WORDS,
    HEADER_WORDS,
    NUMBER_CHARS,
    QUOTES,
    SEMICOLONS,
    Players,
    Token,
    in_words,
    quote_end,
    read_points,
    read_scores,
    refuse,
    scan,
    strip_comment,
    tokens,
    word_key,
)

__all__ = ["HeaderLine", "header_key", "read_claim", "read_header", "read_line",
           "read_text_line"]

# --------------------------------------------------------------------------- one line


@dataclass(frozen=True, slots=True)
class HeaderLine:
    """A header line: its key (``players``, ``rules``, ``rules_file``, ``game``, ``final``
    or ``points``), its words and its value as written."""

    key: str
    words: tuple[Token, ...]
    value: str
    column: int


_KANJI_DIGITS = {char: value for value, char in enumerate("〇一二三四五六七八九")}


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
    """One hand line: its label, events and scores, one a seat of ``players`` (and no more
    than a comment after them).

    Errors in one event do not stop the others from being read: they are all in
    :attr:`HandLine.errors`.

    Raises:
        SheetError: for a line that cannot be split (a quote never closed, bad scores).
    """
    end, equals = scan(line)
    scores = None
    marker = _scores_marker(line, end, equals)
    if marker is not None:
        scores = read_scores(tokens(line, marker + 1, end), marker + 2, "the scores after =",
                             seats=players.seats)
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
        reader = EventReader(line, words, last, players)
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
        return _parsed_label(text)
    except MjscoreError as error:
        raise refuse(f"cannot read the hand label {match.group().strip()!r}: write the round "
                     "and the hand, then the honba (E1, S4-2, 東1局2本場)", error.code,
                     match.start("round") + 1) from error


@lru_cache(maxsize=1 << 10)
def _parsed_label(text: str) -> HandLabel:
    """A label's text read (remembered within a bound: a sheet writes the same few labels
    again and again, and a label is an immutable value)."""
    return HandLabel.parse(unicodedata.normalize("NFKC", text))


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
    first = index = start
    while (stop := _SEGMENT_STOPS.search(line, index, end)) is not None:
        index = stop.start()
        if line[index] in QUOTES:
            index = quote_end(line, index, end)
            if index < 0:  # a quote never closed holds the rest
                break
            continue
        yield first, index
        first = index = index + 1
    yield first, end


_SEGMENT_STOPS = re.compile("[" + re.escape("".join(QUOTES) + SEMICOLONS) + "]")
"""The characters :func:`_segments` stops at; it jumps over the others."""



# --------------------------------------------------------------------------- one sheet line


def read_text_line(games: GameAssembly, text: str, number: int, errors: list[SheetError]
                   ) -> tuple[GameRecord | None, SheetHeader | HandRecord | FinalRecord | None]:
    """Read line ``number`` of a text sheet into its game (what ``SheetReader.feed`` does
    for a text line): the game it closed, and the header, hand or final it gave. What the
    line shows to be wrong is added to ``errors``.

    Raises:
        SheetError: for a line that cannot be read at all (an unknown header, a quote never
            closed, bad scores).
    """
    content = strip_comment(text)
    if not content.strip():
        return None, None
    head = header_key(content)
    if head is None:
        players = games.hand_players(errors)
        return None, games.add_hand(read_line(content, players), number, errors)
    key, start = head
    header = read_header(content, key, start)
    words = list(header.words)
    if key in ("final", "points"):
        seats = games.hand_players(errors).seats
        if key == "final":
            return None, games.set_final(key, errors, scores=read_scores(
                words, header.column, "the final scores", seats=seats))
        if len(words) != seats:
            raise SheetError(f"points must be {in_words(seats)} numbers, one for each player, "
                             f"not {len(words)}", code="bad_scores", column=header.column)
        points = tuple(read_points(word) for word in words)
        return None, games.set_final(key, errors, points=points)
    finished = games.header_game(key)
    single = len(words) == 1 and words[0].quoted
    try:
        if key == "players":
            games.set_players(tuple(word.text for word in words), header.column, errors)
        elif key == "game":
            games.set_id(words[0].text if single else header.value, errors)
        elif key == "claims":
            games.set_claims(header.value, header.column, errors)
        else:
            games.set_rules(key, _rules(games, key, words, header.value), errors)
    except SheetError as error:  # the game this line closed is still handed over
        errors.append(error)
    return finished, games.header()


def _rules(games: GameAssembly, key: str, words: list[Token], value: str) -> Rules:
    try:
        if key == "rules_file":
            single = len(words) == 1 and words[0].quoted
            return games.rules_file(words[0].text if single else value)
        return _rules_words(games, words)
    except RulesError as error:
        raise SheetError(error.message, code=error.code,
                         column=words[0].column if words else None) from error


def _rules_words(games: GameAssembly, words: list[Token]) -> Rules:
    """The rules of a ``rules:`` line: a preset (or a rules file), then ``KEY=VALUE`` pairs
    and ``name=``; the preset is the sheet's default when the line names none."""
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
            base = (games.rules_file(word.text) if word.text.endswith(".toml")
                    else find_rules(word.text))
        else:
            raise SheetError(f"unexpected {word.text!r}: write the preset, then "
                             "KEY=VALUE pairs (rules: classic open_tanyao=true)",
                             column=word.column)
    rules = with_overrides(base or games.rules, overrides)
    return rules if name is None else with_name(rules, name, code="invalid_rule_value")
