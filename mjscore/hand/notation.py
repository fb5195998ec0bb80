"""The hand notation read: a forgiving parser, with the canonical form read in one pass.

Grammar (``docs/notation.md`` has the full description with examples)::

    hand     = group { [sep] group }            sep = one or more spaces, commas or tabs
    group    = run | honor | "+" tile | meld
    run      = digit { digit } suit             digit = 0-9 (0 is a red five)
    tile     = digit suit | honor               suit  = m | p | s | z   (or M P S Z)
    honor    = E | S | W | N | P | F | C        (1z-7z; also 東 南 西 北 白 發 中, 発 发)
    meld     = "[" body "]"   chi, pon or open kan
             | "(" body ")"   closed kan
             | "{" body "}"   added kan
    body     = digit [mark] { digit [mark] } suit    mark = - (previous) | = (across) | + (next)
             | honor [mark] { honor [mark] }

Concealed runs and honors come first, then melds; the ``+`` part may stand anywhere outside
the brackets, after the melds too. Without one, the last tile written in the concealed part
is the winning tile. A letter straight after digits is always their suit letter, so ``5S``
is 5s and ``5P`` is 5p, while a letter standing alone is an honor: ``S`` is South and ``P``
haku. Full-width characters (``１２３ｍ``, ``［］``, the ideographic space) read as their
ASCII forms, and ``、`` as a comma; each maps to one character, so error columns count the
characters of the text as written. The notation is written by
:mod:`mjscore.hand.writer`.

>>> from mjscore.hand import format_hand
>>> format_hand(parse_hand("406p 789s123m11122z"))
'123m406p789s1112z+2z'
>>> format_hand(parse_hand("234m567p8s+8s,[4-56s],[777z]"))
'234m567p8s+8s [4-56s] [777z]'
>>> format_hand(parse_hand("２３４Ｍ567P8S [4-56S] [中中中] +8s"))
'234m567p8s+8s [4-56s] [777z]'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Literal

from ..base import InvalidHand, MjscoreError, ParseError
from .canonical import read_canonical as _read_canonical
from .hands import Hand, Meld, MeldKind, Source, find_excess_copy
from .tiles import ORDER, Suit, Tile
from .writer import format_meld, format_tiles

_SUITS = {"m": "m", "p": "p", "s": "s", "z": "z", "M": "m", "P": "p", "S": "s", "Z": "z"}
"""Suit letters as written, and the letter they stand for: upper case reads as lower."""
_MARKS = {mark.value: mark for mark in Source}
_OPENERS = {"[": "]", "(": ")", "{": "}"}
_CLOSERS = {"]": "[", ")": "(", "}": "{"}
_SEPARATORS = " ,\t"
_DIGITS = "0123456789"
# Every tile the notation can write, so that reading a tile builds nothing.
_TILES = {
    (digit, suit.value): Tile(suit, 5, red=True) if digit == "0" else Tile(suit, int(digit))
    for suit in Suit
    for digit in "0123456789"
    if suit is not Suit.HONOR or 1 <= int(digit) <= 7
}
_STRUCTURE = _SEPARATORS + "+" + "".join(_OPENERS) + "".join(_CLOSERS) + "".join(_MARKS)
"""Characters that may follow a run of digits and end it (so the suit letter is missing)."""

_HONOR_NAMES = ("E東", "S南", "W西", "N北", "P白", "F發発发", "C中")
"""The one-character names of the honors 1z-7z: the letter (as in the mjai protocol and
Chinese scoring tools), then the kanji, with 發's Japanese and Chinese simplified forms."""
_HONORS = {name: _TILES[(str(rank), "z")]
           for rank, names in enumerate(_HONOR_NAMES, start=1) for name in names}
"""Each honor name and its tile."""

_WIDE = str.maketrans({chr(code): chr(code - 0xFEE0) for code in range(0xFF01, 0xFF5F)}
                      | {"\u3000": " ", "\u3001": ","})
"""Full-width ASCII (U+FF01-U+FF5E) to ASCII, the ideographic space to a space and the
ideographic comma to a comma: one character for one, so columns stay those of the text as
written. NFKC does the same to full-width ASCII; it is not applied as a whole because it
turns some characters into several (``㍉`` into ``ミリ``), which would shift every column after
them, and reads look-alikes (``①`` as ``1``) that nobody types for a tile."""

_HINTS = {
    **{names[0].lower(): f"honor letters are capitals: {names[0]} is {rank}z"
       for rank, names in enumerate(_HONOR_NAMES, start=1) if names[0] not in "SP"},
    "R": "chun, the red dragon, is C or 7z",
    "G": "hatsu, the green dragon, is F or 6z",
    "H": "haku is P or 5z, hatsu F or 6z",
    "D": "the dragons are P, F, C or 5z, 6z, 7z",
    **dict.fromkeys("萬万", "man tiles are written with m, as in 123m"),
    **dict.fromkeys("筒餅饼", "pin tiles are written with p, as in 123p"),
    **dict.fromkeys("索條条", "sou tiles are written with s, as in 123s"),
    **dict.fromkeys("龍竜", "the dragons are 白 發 中, P F C or 5z 6z 7z"),
}
"""Characters that look like an attempt at a tile, and the exact fix; any other character is
refused without a hint."""
_MIXED = "a meld is digits and one suit letter, or honor names alone"


MAX_TEXT_LENGTH = 300
"""The longest notation read: a hand written out in full, one tile and separator at a time
with four marked melds, needs under 100 characters."""

_Digit = tuple[str, int]
"""A digit of the notation and its 1-based column."""
_Entry = tuple[Tile, Source | None]
"""A tile of a meld and the mark written after it."""


def _normalise(text: str) -> str:
    """The text with full-width characters read as ASCII (unchanged when already ASCII)."""
    return text if text.isascii() else text.translate(_WIDE)


class _Scanner:
    """Reads hand notation left to right, remembering the column of every tile.

    ``text`` is what is read (full-width characters made ASCII); ``shown`` is the text as
    written, which errors quote. Both have the same length, so a column fits both.
    """

    def __init__(self, text: str) -> None:
        self.shown = text
        # Text too long to read is refused as written, before any of it is translated.
        self.text = text if len(text) > MAX_TEXT_LENGTH else _normalise(text)
        self.pos = 0
        self.concealed: list[tuple[Tile, int]] = []
        self.win: tuple[Tile, int] | None = None
        self.melds: list[tuple[Meld, int]] = []

    def fail(self, reason: str, column: int, code: str) -> ParseError:
        return ParseError(reason, self.shown, column, code=code)

    def unknown(self, index: int, where: str = "", hint: str | None = None) -> ParseError:
        """The error for the character at ``index``, with the fix when one is known."""
        char = self.shown[index]
        hint = hint or _HINTS.get(self.text[index])
        if hint is None and self.text[index] in _SUITS:
            hint = (f"{char!r} is a suit letter and goes straight after digits, as in "
                    f"5{_SUITS[self.text[index]]}")
        reason = f"unexpected character {char!r}{where}"
        return self.fail(f"{reason} ({hint})" if hint else reason, index + 1,
                         "unknown_character")

    def check_length(self) -> None:
        """Refuse text far longer than any hand before reading it, so that hostile input
        (a megabyte of digits) costs nothing and its message stays one short line."""
        if len(self.text) > MAX_TEXT_LENGTH:
            shown = self.shown[:MAX_TEXT_LENGTH + 1]
            raise ParseError(f"the text is {len(self.text):,} characters long; notation is "
                             f"at most {MAX_TEXT_LENGTH}", shown, MAX_TEXT_LENGTH + 1,
                             code="text_too_long")

    def run(self) -> Hand:
        self.scan()
        return self._hand()

    def scan(self) -> None:
        """Read the whole text into concealed tiles, the ``+`` tile and melds."""
        self.check_length()
        if not self.text.strip(_SEPARATORS + "\n\r"):
            raise self.fail("empty hand", 1, "empty_hand")
        text = self.text
        while self.pos < len(text):
            char = text[self.pos]
            if char in _SEPARATORS:
                self.pos += 1
            elif char in _DIGITS:
                self._concealed_run()
            elif char == "+":
                self._winning_tile()
            elif char in _OPENERS:
                self._meld()
            elif char in _CLOSERS:
                raise self.fail(f"{self.shown[self.pos]!r} closes no meld", self.pos + 1,
                                "unbalanced_bracket")
            elif char in _MARKS:
                raise self.fail(f"the mark {self.shown[self.pos]!r} belongs after a tile "
                                "inside a meld", self.pos + 1, "misplaced_mark")
            elif char in _HONORS:
                self._concealed_honor()
            else:
                raise self.unknown(self.pos)

    def _digits(self) -> list[_Digit]:
        text, start = self.text, self.pos
        end = start
        while end < len(text) and text[end] in _DIGITS:
            end += 1
        self.pos = end
        return [(text[index], index + 1) for index in range(start, end)]

    def _suit(self, digits: list[_Digit]) -> str:
        char = self.text[self.pos] if self.pos < len(self.text) else ""
        letter = _SUITS.get(char)
        if letter is None:
            written = "".join(self.shown[column - 1] for _, column in digits)
            reason = f"digits {written!r} have no suit letter (m, p, s or z)"
            if char in _HONORS:
                # "11E": the letter is a tile of its own, so the digits lack their suit.
                reason = (f"digits {written!r} have no suit letter (m, p, s or z; "
                          f"{self.shown[self.pos]!r} is a tile on its own, {_HONORS[char]})")
            elif char and char not in _STRUCTURE:
                # "45x6p": the stray character is the problem, not the digits before it.
                raise self.unknown(self.pos)
            raise self.fail(reason, digits[0][1], "digits_without_suit")
        self.pos += 1
        return letter

    def _tile(self, digit: _Digit, suit: str) -> Tile:
        tile = _TILES.get((digit[0], suit))
        if tile is None:
            raise self.fail(f"there is no honor {digit[0]}z (honors are 1z-7z)",
                            digit[1], "invalid_honor")
        return tile

    def _concealed_run(self) -> None:
        if self.melds:
            raise self.fail("concealed tiles go before the melds", self.pos + 1,
                            "concealed_after_meld")
        digits = self._digits()
        suit = self._suit(digits)
        self.concealed.extend((self._tile(digit, suit), digit[1]) for digit in digits)

    def _concealed_honor(self) -> None:
        if self.melds:
            raise self.fail("concealed tiles go before the melds", self.pos + 1,
                            "concealed_after_meld")
        self.concealed.append((_HONORS[self.text[self.pos]], self.pos + 1))
        self.pos += 1

    def _winning_tile(self) -> None:
        column = self.pos + 1
        if self.win is not None:
            raise self.fail("a hand has one winning tile", column, "two_winning_tiles")
        self.pos += 1
        honor = _HONORS.get(self.text[self.pos]) if self.pos < len(self.text) else None
        if honor is not None:
            self.win = (honor, self.pos + 1)
            self.pos += 1
            return
        digits = self._digits()
        if not digits:
            if self.pos < len(self.text) and self.text[self.pos] not in _STRUCTURE + "\n\r":
                raise self.unknown(self.pos)
            raise self.fail("'+' must be followed by the winning tile", column,
                            "missing_winning_tile")
        suit = self._suit(digits)
        if len(digits) > 1:
            raise self.fail("a hand has one winning tile", digits[1][1], "two_winning_tiles")
        self.win = (self._tile(digits[0], suit), digits[0][1])

    def _meld(self) -> None:
        opener = self.text[self.pos]
        column = self.pos + 1
        self.pos += 1
        if self.pos < len(self.text) and self.text[self.pos] in _HONORS:
            entries = self._honor_body(opener, column)
        else:
            entries = self._digit_body(opener, column)
        closer = self.text[self.pos] if self.pos < len(self.text) else ""
        if closer != _OPENERS[opener]:
            reason = f"the meld opened by {opener!r} at column {column} is not closed"
            raise self.fail(reason, self.pos + 1, "unbalanced_bracket")
        self.pos += 1
        self.melds.append((self._build_meld(opener, entries, column), column))

    def _mark(self, count: int) -> Source:
        """The mark at the scanner's position, the ``count``-th tile of its meld."""
        if not count:
            raise self.fail("a mark must follow a tile", self.pos + 1, "misplaced_mark")
        self.pos += 1
        return _MARKS[self.text[self.pos - 1]]

    def _digit_body(self, opener: str, column: int) -> list[_Entry]:
        """``4-56s``: digits, at most one mark, then the suit letter."""
        digits: list[tuple[_Digit, Source | None]] = []
        marks = 0
        while True:
            char = self.text[self.pos] if self.pos < len(self.text) else ""
            if char in _DIGITS and char:
                digits.append(((char, self.pos + 1), None))
                self.pos += 1
            elif char in _MARKS:
                source = self._mark(len(digits))
                marks += 1
                if marks > 1:
                    raise self.fail("a meld has at most one mark", self.pos, "two_marks")
                digits[-1] = (digits[-1][0], source)
            elif char in _SUITS and digits:
                break
            elif char in _OPENERS:
                raise self.fail("melds cannot be nested", self.pos + 1, "nested_bracket")
            elif not char or char in _CLOSERS:
                raise self.fail(f"the meld opened by {opener!r} has no suit letter", column,
                                "unbalanced_bracket" if not char else "digits_without_suit")
            else:
                raise self.unknown(self.pos, " in a meld", _MIXED if char in _HONORS else None)
        suit = self._suit([digit for digit, _ in digits])
        return [(self._tile(digit, suit), source) for digit, source in digits]

    def _honor_body(self, opener: str, column: int) -> list[_Entry]:
        """``E=EE`` or ``中中中``: honors, each a tile, at most one mark."""
        entries: list[_Entry] = []
        marks = 0
        while True:
            char = self.text[self.pos] if self.pos < len(self.text) else ""
            if char in _HONORS and char:
                entries.append((_HONORS[char], None))
                self.pos += 1
            elif char in _MARKS:
                source = self._mark(len(entries))
                marks += 1
                if marks > 1:
                    raise self.fail("a meld has at most one mark", self.pos, "two_marks")
                entries[-1] = (entries[-1][0], source)
            elif char in _OPENERS:
                raise self.fail("melds cannot be nested", self.pos + 1, "nested_bracket")
            elif not char or char in _CLOSERS:
                return entries
            else:
                mixed = char in _DIGITS or char in _SUITS
                raise self.unknown(self.pos, " in a meld of honors", _MIXED if mixed else None)

    def _build_meld(self, opener: str, entries: list[_Entry], column: int) -> Meld:
        tiles = tuple(sorted((tile for tile, _ in entries), key=ORDER))
        marked = [(tile, source) for tile, source in entries if source is not None]
        called, source = marked[0] if marked else (None, None)
        kind = _meld_kind(opener, tiles)
        try:
            return Meld(kind, tiles, called, source)
        except InvalidHand as error:
            raise self.fail(error.message, column, error.code) from None

    def _hand(self) -> Hand:
        concealed = [tile for tile, _ in self.concealed]
        if self.win is not None:
            win = self.win[0]
        elif concealed:
            win = concealed.pop()
        else:
            raise self.fail("the hand has no concealed tiles", 1, "wrong_tile_count")
        try:
            return Hand(tuple(concealed), win, tuple(meld for meld, _ in self.melds))
        except InvalidHand as error:
            # A fifth copy is the more specific mistake, even when the count is off too.
            self._locate_copy()
            if error.code == "wrong_tile_count" and len(self.melds) <= 4:
                raise InvalidHand(f"{error.message}; {self._count_hint(concealed, win)}",
                                  code="wrong_tile_count") from None
            raise

    def _count_hint(self, concealed: list[Tile], win: Tile) -> str:
        """The likely cause of a wrong tile count, in a few words."""
        melds = [meld for meld, _ in self.melds]
        missing = 14 - 3 * len(melds) - len(concealed) - 1
        if missing == 1:
            if self.win is None:
                return "one tile short: is the winning tile missing? Write it after '+'"
            return "one tile short"
        if missing == 2:
            return "2 tiles short"
        if missing > 2:
            return (f"{missing} tiles short: is part of the hand missing? (On a command line, "
                    "quote a hand written with spaces)")
        extra = -missing
        counts = Counter(tile.kind for tile in concealed)
        counts[win.kind] += 1
        for meld in melds:
            needed = Counter(tile.kind for tile in meld.tiles)
            if extra >= len(meld.tiles) and all(counts[k] >= n for k, n in needed.items()):
                return (f"{extra} tiles too many: are the tiles of {format_meld(meld)} also "
                        "written in the concealed part? A meld's tiles go only in its brackets")
        # Four of a kind among the concealed tiles alone (7777z) is a kan written without
        # its brackets, whatever the winning tile is; four with the winning tile may be either.
        held = Counter(tile.kind for tile in concealed)
        kans = [kind for kind, count in held.items() if count == 4]
        if not kans and extra == 1 and self.win is not None and win.kind in held:
            return (f"one tile too many: is the winning tile {win.plain} also written among "
                    "the concealed tiles? Write it once, after '+'")
        kans = kans or [kind for kind, count in counts.items() if count == 4]
        if kans and extra <= len(kans):
            four = format_tiles([Tile.from_kind(kans[0])] * 4)
            return (f"one tile too many: is {four} a kan? Write it as ({four}) if closed, "
                    f"[{four}] if called")
        if extra == 1:
            return "one tile too many: is a tile written twice?"
        if melds and extra % 3 == 0:
            return f"{extra} tiles too many: each meld takes the place of three concealed tiles"
        return f"{extra} tiles too many"

    def _locate_copy(self) -> None:
        """Raise the fifth copy or second red five as a ParseError at its column."""
        placed = list(self.concealed)
        if self.win is not None:
            placed.append(self.win)
        for meld, column in self.melds:
            placed.extend((tile, column) for tile in meld.tiles)
        placed.sort(key=lambda entry: entry[1])
        excess = find_excess_copy(tile for tile, _ in placed)
        if excess is not None:
            position, error = excess
            raise self.fail(error.message, placed[position][1], error.code)


def _meld_kind(opener: str, tiles: tuple[Tile, ...]) -> MeldKind:
    if opener == "(":
        return MeldKind.CLOSED_KAN
    if opener == "{":
        return MeldKind.ADDED_KAN
    if len(tiles) == 4:
        return MeldKind.OPEN_KAN
    same = len({tile.kind for tile in tiles}) == 1
    return MeldKind.PON if same else MeldKind.CHI


def parse_hand(text: str) -> Hand:
    """Read a hand written in mjscore's notation, or in one of its forgiving spellings.

    Raises:
        ParseError: for text that is not notation, with the 1-based column of the problem.
        InvalidHand: for notation whose tile count does not fit the melds declared.
    """
    return _read_canonical(text) or _Scanner(text).run()


def parse_waiting_hand(text: str) -> tuple[tuple[Tile, ...], tuple[Meld, ...]]:
    """Read a hand that has not won: its concealed tiles and its melds, in the notation of
    :func:`parse_hand`. A tile written after ``+`` (the tile just drawn) is one of the
    concealed tiles. The tile count is the caller's to check.

    >>> concealed, melds = parse_waiting_hand("234m55p+6p [777z]")
    >>> format_tiles(concealed), [format_meld(meld) for meld in melds]
    ('234m556p', ['[777z]'])

    Raises:
        ParseError: for text that is not notation, a fifth copy of a kind or a second red
            five, with the 1-based column of the problem.
    """
    scanner = _Scanner(text)
    scanner.scan()
    scanner._locate_copy()
    concealed = [tile for tile, _ in scanner.concealed]
    if scanner.win is not None:
        concealed.append(scanner.win[0])
    return tuple(concealed), tuple(meld for meld, _ in scanner.melds)


def parse_tiles(text: str) -> tuple[Tile, ...]:
    """Read a plain list of tiles such as ``"3m"``, ``"3m4p"``, ``"34m, 1z"`` or ``"E 中"``.

    Raises:
        ParseError: for anything but tiles and separators.
    """
    scanner = _Scanner(text)
    scanner.check_length()
    text = scanner.text
    if not text.strip(_SEPARATORS):
        raise scanner.fail("no tiles", 1, "empty_hand")
    while scanner.pos < len(text):
        char = text[scanner.pos]
        if char in _SEPARATORS:
            scanner.pos += 1
        elif char in _DIGITS:
            scanner._concealed_run()
        elif char in _HONORS:
            scanner._concealed_honor()
        else:
            raise scanner.unknown(scanner.pos)
    return tuple(tile for tile, _ in scanner.concealed)


def parse_tile(text: str) -> Tile:
    """Read exactly one tile, such as ``"5m"``, ``"0p"`` or ``"7z"``.

    Raises:
        ParseError: for anything but one tile.
    """
    tiles = parse_tiles(text)
    if len(tiles) != 1:
        raise ParseError("expected one tile", text, 1, code="not_one_tile")
    return tiles[0]


def parse_tile_list(value: object, not_tiles: Callable[[object], Exception] | None = None, *,
                    in_notation: Callable[[str, MjscoreError], Exception] | None = None,
                    blanks: Literal["read", "skip", "refuse"] = "read",
                    strings_first: bool = False,
                    read: Callable[[str], tuple[Tile, ...]] = parse_tiles) -> tuple[Tile, ...]:
    """Read tiles given loosely, as the dora, ura, discards and seen keys and their JSON keys
    take them: text of tiles in notation (``"3m 7z"``, ``"3m7z"``), a :class:`Tile`, or a
    list or tuple of these, read in turn.

    >>> [str(tile) for tile in parse_tile_list(["3m", "45p"])], parse_tile_list("7z 3m")
    (['3m', '4p', '5p'], (Tile.parse('7z'), Tile.parse('3m')))

    Each reader refuses in words of its own. ``not_tiles`` makes the error for what is
    neither text nor a tile, of the value itself when it is no list or tuple, else of the
    item (without it, a ``TypeError``); ``in_notation`` makes the error for text that
    ``read`` refuses, of the text and that error (without it, the error of ``read``
    itself). Text of white space only is read as any other with ``blanks="read"`` (and so
    refused: no tiles), passed over with ``"skip"``, refused as not tiles with
    ``"refuse"``. With ``strings_first`` every item is checked to be text or a tile before
    any is read, so that a list holding another kind of item is refused as such even after
    text in bad notation. ``read`` reads one text: :func:`parse_tiles`, or a copy of it
    that remembers.

    Raises:
        ParseError: without ``in_notation``, for text that is not tiles.
        TypeError: without ``not_tiles``, for what is not tiles.
    """
    items: Sequence[object]
    if isinstance(value, (str, Tile)):
        items = (value,)
    elif isinstance(value, (list, tuple)):
        items = value
    else:
        raise _not_tiles(value, not_tiles)
    if strings_first:
        for item in items:
            if not isinstance(item, (str, Tile)):
                raise _not_tiles(item, not_tiles)
    tiles: list[Tile] = []
    for item in items:
        if isinstance(item, Tile):
            tiles.append(item)
        elif not isinstance(item, str):
            raise _not_tiles(item, not_tiles)
        elif blanks != "read" and not item.strip():
            if blanks == "refuse":
                raise _not_tiles(item, not_tiles)
        elif in_notation is None:
            tiles.extend(read(item))
        else:
            try:
                tiles.extend(read(item))
            except MjscoreError as error:
                raise in_notation(item, error) from None
    return tuple(tiles)


def _not_tiles(value: object, error: Callable[[object], Exception] | None) -> Exception:
    if error is None:
        return TypeError(f"expected tiles in notation or a list of them, not {value!r}")
    return error(value)
