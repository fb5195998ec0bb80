"""The words of a score sheet: keywords in English and Japanese, tokens, numbers, players.

Every word is looked up by its key (:func:`word_key`): NFKC, any case, ``-`` or a space as
``_``, so ``Kyuushu-Kyuuhai``, ``kyuushu kyuuhai`` and ``ｋｙｕｕｓｈｕ_ｋｙｕｕｈａｉ`` are
one word. :mod:`mjscore.sheet.text` reads lines with them.

>>> EVENT_WORDS[word_key("Four-Winds")], EVENT_WORDS[word_key("流局")]
('suufon_renda', 'draw')
>>> [token.text for token in tokens('riichi "Chie Tanaka" 大介')]
['riichi', 'Chie Tanaka', '大介']
>>> Players(("Aki", "Ben", "Chie", "Dai")).seat("west"), format_word("Ron")
(2, '"Ron"')
"""

from __future__ import annotations

import difflib
import math
import re
import unicodedata
from dataclasses import dataclass, replace
from functools import lru_cache

from ..base import SheetError, filler
from ..game import WIN_FLAGS, AbortKind, FoulPenalty, Scores

# --------------------------------------------------------------------------- words


# Both are pure functions of a short text, asked again and again of the same words (each
# word of every line is tried as a keyword of one to three words): remembered, within a
# bound, so that a long sheet costs each line the same few lookups.
@lru_cache(maxsize=1 << 12)
def fold(text: str) -> str:
    """A name or word as it is compared: NFKC, case folded, inner spaces collapsed."""
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


@lru_cache(maxsize=1 << 12)
def word_key(text: str) -> str:
    """A keyword as it is looked up: folded, ``-`` and spaces as ``_``, no leading ``--``."""
    key = fold(text)
    if key.startswith("--"):
        key = key[2:]
    return _KEY_GAPS.sub("_", key)


_KEY_GAPS = re.compile(r"[\s_-]+")


def _words(table: dict[str, tuple[str, ...]]) -> dict[str, str]:
    return {word_key(alias): value for value, aliases in table.items() for alias in aliases}


EVENT_WORDS = _words({
    "riichi": ("riichi", "reach", "リーチ", "立直"),
    "double_riichi": ("double riichi", "daburii", "w riichi", "ダブリー", "ダブルリーチ",
                      "ダブル立直", "両立直"),
    "ron": ("ron", "ロン", "栄和"),
    "tsumo": ("tsumo", "ツモ", "自摸", "自摸和"),
    "draw": ("draw", "exhaustive draw", "ryuukyoku", "流局", "荒牌流局", "荒牌平局"),
    "tenpai": ("tenpai", "テンパイ", "聴牌", "聽牌"),
    "noten": ("noten", "ノーテン", "不聴", "不聽"),
    "all_tenpai": ("all tenpai", "全員聴牌", "全員テンパイ"),
    "all_noten": ("all noten", "全員不聴", "全員ノーテン"),
    "nagashi": ("nagashi", "nagashi mangan", "流し満貫", "流し"),
    AbortKind.NINE_TERMINALS.value: ("kyuushu", "kyuushu kyuuhai", "kyuushu yaochuu",
                                     "nine terminals", "九種九牌", "九種么九", "九種幺九", "九種"),
    AbortKind.FOUR_WINDS.value: ("suufon", "suufon renda", "suufonrenda", "four winds",
                                 "四風連打", "四風子連打"),
    AbortKind.FOUR_RIICHI.value: ("suucha", "suucha riichi", "suuchariichi", "four riichi",
                                  "四家立直", "四人立直"),
    AbortKind.FOUR_KANS.value: ("suukaikan", "suukan sanra", "suukansanra", "four kans",
                                "四槓散了", "四開槓"),
    AbortKind.THREE_RONS.value: ("sanchahou", "sancha hou", "three rons", "triple ron",
                                 "三家和", "トリロン"),
    "chombo": ("chombo", "チョンボ", "ちょんぼ", "冲和"),
    "foul": ("foul", "minor foul", "錯"),
    "adjust": ("adjust", "adjustment", "調整"),
    "end": ("end", "game end", "終了", "打ち切り"),
})
"""Every word that starts an event, by its key, to the event it starts."""

DRAW_CLAUSES = frozenset(("tenpai", "noten", "all_tenpai", "all_noten", "nagashi"))
"""The event words that are also clauses of an exhaustive draw."""

ABORT_KINDS = {kind.value: kind for kind in AbortKind}

_FLAG_WORDS = {
    "riichi": ("リーチ", "立直"),
    "double_riichi": ("double riichi", "daburii", "ダブリー", "ダブルリーチ", "ダブル立直",
                      "両立直"),
    "ippatsu": ("一発",),
    "haitei": ("海底", "海底摸月", "ハイテイ"),
    "houtei": ("河底", "河底撈魚", "ホウテイ"),
    "rinshan": ("嶺上", "嶺上開花", "リンシャン"),
    "chankan": ("槍槓", "チャンカン"),
    "tenhou": ("天和",),
    "chiihou": ("地和",),
    "renhou": ("人和",),
}
WIN_WORDS = _words({
    "from": ("from", "<-", "←"),
    "pao": ("pao", "包", "責任払い"),
    "dora": ("dora", "ドラ"),
    "ura": ("ura", "ura dora", "裏", "裏ドラ"),
    "kita": ("kita", "抜きドラ", "抜き", "nuki"),
    "aka": ("aka", "aka dora", "red fives", "赤", "赤ドラ"),
    **{flag: (flag, *_FLAG_WORDS.get(flag, ())) for flag in WIN_FLAGS},
})
"""The words of a win after its winner: ``from``, ``pao``, ``dora``, ``ura``, ``kita`` (a
count, three players) and the flags."""

MODIFIERS = _words({"ronned": ("ronned", "(ron)", "no stick", "nostick", "放銃", "(放銃)")})
"""Words after a riichi player: the declaring discard was ronned (no stick went down)."""

PENALTIES = _words({
    FoulPenalty.FORFEIT.value: ("forfeit", "no win", "和了放棄", "アガリ放棄", "上がり放棄"),
    FoulPenalty.STICK.value: ("stick", "1000", "供託"),
})
ALL_WORDS = _words({"all": ("all", "全員")})

HEADER_WORDS = _words({
    "players": ("players", "player", "プレイヤー", "対局者", "面子"),
    "rules": ("rules", "rule", "ルール"),
    "rules_file": ("rules file", "rulesfile", "ルールファイル"),
    "game": ("game", "id", "title", "対局", "対局名"),
    "final": ("final", "final scores", "最終", "終局", "最終持ち点"),
    "points": ("points", "pts", "pt", "ポイント", "最終ポイント"),
    "claims": ("claims", "claim", "申告"),
})
"""Every header key, by its key, to the header it names."""

_KEYWORDS = frozenset((*EVENT_WORDS, *WIN_WORDS, *MODIFIERS, *PENALTIES, *ALL_WORDS))
_KEYWORD_PARTS = frozenset(part for key in _KEYWORDS for part in key.split("_"))
"""Every word of a keyword: a name that is one (``Mangan``, of ``nagashi mangan``) would be
read as the keyword's end, so the writer quotes it."""
EVENT_SUGGESTIONS = sorted(key for key in EVENT_WORDS if key.isascii())

SEAT_WORDS = _words({"0": ("e", "east", "東", "東家"), "1": ("s", "south", "南", "南家"),
                     "2": ("w", "west", "西", "西家"), "3": ("n", "north", "北", "北家")})
"""Seat winds of the first hand, which name the players too (``E`` is the first dealer)."""

SEAT_WINDS = ("E", "S", "W", "N")
"""The seat winds of the first hand, one a seat, as a line writes them."""

# --------------------------------------------------------------------------- tokens


@dataclass(frozen=True, slots=True)
class Token:
    """One word of a line, quotes removed, with where it stands in the line."""

    text: str
    column: int
    """1-based column of its first character."""
    end: int
    """0-based index just past it."""
    quoted: bool = False

    @property
    def key(self) -> str | None:
        """Its keyword key, or None when it was quoted (a quoted word is never a keyword)."""
        return None if self.quoted else word_key(self.text)


QUOTES = {'"': '"', "＂": "＂", "「": "」"}
_COMMENT = "#＃"
SEMICOLONS = ";；"
_EQUALS = "=＝"
_OPEN, _CLOSE = "[({", "])}"
NUMBER_CHARS = re.compile(r"[\s\d,.+\-−▲△０-９，．＋－]*")
_QUOTED = re.compile("[" + re.escape("".join(QUOTES)) + "]")
_WORD = re.compile(r"\S+")


def refuse(reason: str, code: str, column: int | None = None) -> SheetError:
    return SheetError(reason, code=code, column=column)


_SCAN_STOPS = re.compile("[" + re.escape("".join(QUOTES) + _COMMENT + _OPEN + _CLOSE + _EQUALS)
                         + "]")
"""The characters :func:`scan` stops at; it jumps over the others."""

QUOTE_REST = re.compile(r'(?:\\[\s\S]|[^"\\])*"')
"""The rest of a double-quoted text after its opening quote, up to its closing one
(``\\"`` and ``\\\\`` escaped); no match for a quote never closed."""


def quote_end(line: str, opened: int, end: int) -> int:
    """Where the quoted text opened at ``opened`` ends (just past its closing quote), within
    ``line[:end]``; -1 for a quote never closed."""
    close = QUOTES[line[opened]]
    if close == '"':
        rest = QUOTE_REST.match(line, opened + 1, end)
        return -1 if rest is None else rest.end()
    found = line.find(close, opened + 1, end)
    return -1 if found < 0 else found + 1


def scan(line: str) -> tuple[int, list[tuple[int, int]]]:
    """Where the comment starts (or the line's length), and each ``=`` outside quotes before
    it with the depth of brackets it is in."""
    depth = 0
    equals: list[tuple[int, int]] = []
    index = 0
    while (stop := _SCAN_STOPS.search(line, index)) is not None:
        index = stop.start()
        char = line[index]
        if char in QUOTES:
            after = quote_end(line, index, len(line))
            if after < 0:
                raise refuse(f"the quote {char!r} is never closed", "bad_sheet_line",
                             index + 1)
            index = after
            continue
        if char in _COMMENT:
            return index, equals
        if char in _OPEN:
            depth += 1
        elif char in _CLOSE:
            depth = max(0, depth - 1)
        else:
            equals.append((index, depth))
        index += 1
    return len(line), equals


def strip_comment(line: str) -> str:
    """The line without its comment (``#`` to the end, outside quotes).

    Raises:
        SheetError: ``bad_sheet_line`` for a quote that is never closed.
    """
    return line[:scan(line)[0]]


def tokens(line: str, start: int = 0, end: int | None = None, *,
           separators: str = "") -> list[Token]:
    """The words of ``line[start:end]``: split at white space (and ``separators``), double
    quotes (or 「」) holding spaces, ``\\"`` and ``\\\\`` escapes inside double quotes."""
    end = len(line) if end is None else end
    if not separators:
        fast = _quick_tokens(line, start, end)
        if fast is not None:
            return fast
    return tokens_by_characters(line, start, end, separators)


def tokens_by_characters(line: str, start: int, end: int, separators: str = "") -> list[Token]:
    """:func:`tokens` by its definition, character by character (the patterns of
    :func:`tokens` are tested against it)."""
    found: list[Token] = []
    index = start
    while index < end:
        if line[index].isspace() or line[index] in separators:
            index += 1
            continue
        first, text, quoted = index, [], False
        while index < end and not line[index].isspace() and line[index] not in separators:
            char = line[index]
            if char in QUOTES:
                quoted = True
                close = QUOTES[char]
                index += 1
                while index < end and line[index] != close:
                    if line[index] == "\\" and close == '"' and index + 1 < end:
                        index += 1
                    text.append(line[index])
                    index += 1
                index += 1
            else:
                text.append(char)
                index += 1
        found.append(_token("".join(text), first + 1, index, quoted))
    return found


def _quick_tokens(line: str, start: int, end: int) -> list[Token] | None:
    """:func:`tokens` without separators, by patterns (None for a quote never closed, left
    to :func:`tokens_by_characters`)."""
    if _QUOTED.search(line, start, end) is None:  # (the usual words: no quote at all)
        return [_token(word.group(), word.start() + 1, word.end(), False)
                for word in _WORD.finditer(line, start, end)]
    found: list[Token] = []
    for word in _QUOTED_WORD.finditer(line, start, end):
        text = word.group()
        if word.lastgroup == "bad":  # a quote never closed
            return None
        if _QUOTED.search(text) is None:
            found.append(_token(text, word.start() + 1, word.end(), False))
            continue
        parts = []
        for part in _WORD_PART.finditer(text):
            double, full, corner, plain = part.groups()
            parts.append(_ESCAPE.sub(r"\1", double) if double is not None
                         else full if full is not None else corner if corner is not None
                         else plain)
        found.append(_token("".join(parts), word.start() + 1, word.end(), True))
    return found


_token = filler(Token, arguments=True)
"""A :class:`Token` of its four fields, built without its ``__init__`` (a line makes a few)."""

_PLAIN_RUN = '[^\\s"＂「]+'
_DOUBLE = '"(?:\\\\[\\s\\S]|[^"\\\\])*"'
_QUOTED_WORD = re.compile(f'(?:{_PLAIN_RUN}|{_DOUBLE}|＂[^＂]*＂|「[^」]*」)+|(?P<bad>\\S)')
"""A word, its quoted parts closed; else (``bad``) the quote that opens one never closed."""
_WORD_PART = re.compile('"(?P<double>(?:\\\\[\\s\\S]|[^"\\\\])*)"|＂(?P<full>[^＂]*)＂'
                        f'|「(?P<corner>[^」]*)」|(?P<plain>{_PLAIN_RUN})')
_ESCAPE = re.compile(r"\\([\s\S])")


def quote(text: str) -> str:
    """``text`` in double quotes, ``"`` and ``\\`` escaped."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def plain(text: str) -> str:
    """Line breaks and other control characters, which no line can hold, as spaces."""
    return "".join(" " if unicodedata.category(char) == "Cc" else char for char in text)


def format_word(text: str) -> str:
    """A name, id or reason as one word of a line: bare when it reads back as itself and
    can be no keyword, else quoted."""
    text = plain(text)
    special = any(char.isspace() or char in '"＂「」;；#＃=＝\\,、[](){}' for char in text)
    if (not text or special or word_key(text) in _KEYWORD_PARTS or text.startswith("-")
            or text != text.strip()):
        return quote(text)
    return text


# --------------------------------------------------------------------------- numbers


MAX_POINTS = 999_999_999
"""The largest number of points a sheet writes (nine digits, with any sign): a score, a
change or an adjustment beyond it is no game's (``bad_scores``), in either spelling."""


_DIGITS = 9
_GROUPED = re.compile(r"[+-]?\d{1,3}(?:,\d{3})+")
_WHOLE = re.compile(r"[+-]?\d{1,9}")


def read_number(token: Token) -> int:
    """A whole number of points: ``25500``, ``25,500``, ``+1000``, ``-1000``, ``▲1000``.

    Raises:
        SheetError: ``bad_scores`` for anything else.
    """
    text = token.text
    if text.isascii() and text.isdigit() and len(text) <= _DIGITS:  # (the usual: 25500)
        return int(text)
    text = _signed(text)
    if _GROUPED.fullmatch(text):
        text = text.replace(",", "")
    if not _WHOLE.fullmatch(text):
        raise refuse(f"{token.text!r} is not a number of points", "bad_scores", token.column)
    return int(text)


def read_points(token: Token) -> float:
    """Final points: ``+42.1``, ``-3``, ``▲12.5``.

    Raises:
        SheetError: ``bad_scores`` for anything else.
    """
    text = _signed(token.text)
    if len(text) > 32 or not re.fullmatch(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?",
                                          text.lower()) or not math.isfinite(float(text)):
        raise refuse(f"{token.text!r} is not a number of points", "bad_scores", token.column)
    return float(text)


def _signed(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).strip()
    return _MINUS.sub("-", text)


_MINUS = re.compile(r"^[▲△−]")


def read_scores(words: list[Token], column: int, what: str, *, seats: int) -> Scores:
    """``seats`` numbers of points, one per seat (``25500 23500 …`` or ``25500,23500,…``).

    >>> [score for score in read_scores(tokens("35000,35000,35000"), 1, "final", seats=3)]
    [35000, 35000, 35000]

    Raises:
        SheetError: ``bad_scores`` for more or fewer than ``seats``, or not numbers.
    """
    if len(words) != seats and len(words) == 1 and words[0].text.count(",") == seats - 1:
        words = tokens(words[0].text, separators=",")
        words = [replace(word, column=column) for word in words]
    if len(words) != seats:
        raise refuse(f"{what} must be {in_words(seats)} numbers, one for each player, not "
                     f"{len(words)}", "bad_scores", column)
    return tuple(read_number(word) for word in words)


_COUNT_WORDS = {3: "three", 4: "four"}


def in_words(count: int) -> str:
    """A count of seats as the messages spell it: ``four``, ``three`` (else its digits)."""
    return _COUNT_WORDS.get(count, str(count))


# --------------------------------------------------------------------------- players


class Players:
    """The players of a game, one a seat, and how a line names them: by name (any case), else
    by seat wind of the first hand (``E S W N``, ``東南西北``, ``east`` …; ``E`` is the first
    dealer)."""

    def __init__(self, names: tuple[str, ...]) -> None:
        self.names = names
        seats: dict[str, list[int]] = {}
        for seat, name in enumerate(names):
            seats.setdefault(fold(name), []).append(seat)
        self._seats = seats

    @property
    def seats(self) -> int:
        """The seat count: one player a seat."""
        return len(self.names)

    def seat(self, text: str, column: int | None = None) -> int:
        """The seat a player's name or seat wind names.

        Raises:
            SheetError: ``unknown_player`` for neither, ``duplicate_player`` for a name two
                players share.
        """
        key = fold(text)
        seats = self._seats.get(key)
        if seats is not None and len(seats) == 1:
            return seats[0]
        if seats is not None:
            shared = " and ".join(SEAT_WINDS[seat] for seat in seats)
            raise refuse(f"{text!r} names two players (seats {shared}): name them by seat wind, "
                         "or give them names apart in the players line", "duplicate_player",
                         column)
        wind = SEAT_WORDS.get(word_key(text))
        if wind is not None and int(wind) < self.seats:
            return int(wind)
        winds = ", ".join(SEAT_WINDS[:self.seats])
        if self.names == SEAT_WINDS[:self.seats]:
            raise refuse(f"unknown player {text!r}: the sheet names no players (no players "
                         f"line), so name them by seat wind ({winds})", "unknown_player",
                         column)
        close = difflib.get_close_matches(key, list(self._seats), n=1, cutoff=0.6)
        hint = ""
        if close:
            hint = f" (did you mean {self.names[self._seats[close[0]][0]]}?)"
        raise refuse(f"unknown player {text!r}{hint}; the players are "
                     f"{', '.join(self.names)}, or {winds} by their seats in the first hand",
                     "unknown_player", column)

    def read(self, token: Token) -> int:
        """The seat a word of a line names (a trailing comma is no part of the name)."""
        text = token.text if token.quoted else token.text.rstrip(",、")
        return self.seat(text, token.column)

    def names_seat(self, token: Token) -> bool:
        """Whether the word names a player."""
        try:
            self.read(token)
        except SheetError:
            return False
        return True
