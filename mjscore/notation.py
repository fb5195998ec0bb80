"""The hand notation: a strict parser and a canonical formatter.

Grammar (``docs/notation.md`` has the full description with examples)::

    hand     = group { [sep] group }            sep = one or more spaces or commas
    group    = run | "+" tile | meld
    run      = digit { digit } suit             digit = 0-9 (0 is a red five)
    tile     = digit suit                       suit  = m | p | s | z
    meld     = "[" body "]"   chi, pon or open kan
             | "(" body ")"   closed kan
             | "{" body "}"   added kan
    body     = digit [mark] { digit [mark] } suit    mark = - (previous) | = (across) | + (next)

Concealed runs come first, then melds. The winning tile follows ``+``; without one, the last
tile written in the concealed part is the winning tile.

>>> format_hand(parse_hand("406p 789s123m11122z"))
'123m406p789s1112z+2z'
>>> format_hand(parse_hand("234m567p8s+8s,[4-56s],[777z]"))
'234m567p8s+8s [4-56s] [777z]'
"""

from __future__ import annotations

from .errors import InvalidHand, ParseError
from .hand import Hand, Meld, MeldKind, Source, find_excess_copy
from .tiles import Suit, Tile

_SUITS = {"m": Suit.MAN, "p": Suit.PIN, "s": Suit.SOU, "z": Suit.HONOR}
_MARKS = {mark.value: mark for mark in Source}
_OPENERS = {"[": "]", "(": ")", "{": "}"}
_CLOSERS = {"]": "[", ")": "(", "}": "{"}
_SEPARATORS = " ,\t"
# Every tile the notation can write, so that reading a tile builds nothing.
_TILES = {
    (digit, suit.value): Tile(suit, 5, red=True) if digit == "0" else Tile(suit, int(digit))
    for suit in Suit
    for digit in "0123456789"
    if suit is not Suit.HONOR or 1 <= int(digit) <= 7
}
_STRUCTURE = _SEPARATORS + "+" + "".join(_OPENERS) + "".join(_CLOSERS) + "".join(_MARKS)
"""Characters that may follow a run of digits and end it (so the suit letter is missing)."""


MAX_TEXT_LENGTH = 300
"""The longest notation read: a hand written out in full, one tile and separator at a time
with four marked melds, needs under 100 characters."""

_Digit = tuple[str, int]
"""A digit of the notation and its 1-based column."""


class _Scanner:
    """Reads hand notation left to right, remembering the column of every tile."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0
        self.concealed: list[tuple[Tile, int]] = []
        self.win: tuple[Tile, int] | None = None
        self.melds: list[tuple[Meld, int]] = []

    def fail(self, reason: str, column: int, code: str) -> ParseError:
        return ParseError(reason, self.text, column, code=code)

    def check_length(self) -> None:
        """Refuse text far longer than any hand before reading it, so that hostile input
        (a megabyte of digits) costs nothing and its message stays one short line."""
        if len(self.text) > MAX_TEXT_LENGTH:
            shown = self.text[:MAX_TEXT_LENGTH + 1]
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
        while self.pos < len(self.text):
            char = self.text[self.pos]
            if char in _SEPARATORS:
                self.pos += 1
            elif char.isdecimal() and char.isascii():
                self._concealed_run()
            elif char == "+":
                self._winning_tile()
            elif char in _OPENERS:
                self._meld()
            elif char in _CLOSERS:
                raise self.fail(f"{char!r} closes no meld", self.pos + 1, "unbalanced_bracket")
            elif char in _MARKS:
                raise self.fail(f"the mark {char!r} belongs after a tile inside a meld",
                                self.pos + 1, "misplaced_mark")
            else:
                raise self.fail(f"unexpected character {char!r}", self.pos + 1,
                                "unknown_character")

    def _digits(self) -> list[_Digit]:
        text, start = self.text, self.pos
        end = start
        while end < len(text) and text[end] in "0123456789":
            end += 1
        self.pos = end
        return [(text[index], index + 1) for index in range(start, end)]

    def _suit(self, digits: list[_Digit]) -> str:
        char = self.text[self.pos] if self.pos < len(self.text) else ""
        if char not in _SUITS:
            if char and char not in _STRUCTURE:
                # "45x6p": the stray character is the problem, not the digits before it.
                raise self.fail(f"unexpected character {char!r}", self.pos + 1,
                                "unknown_character")
            raise self.fail(f"digits {''.join(d[0] for d in digits)!r} have no suit letter "
                            "(m, p, s or z)", digits[0][1], "digits_without_suit")
        self.pos += 1
        return char

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

    def _winning_tile(self) -> None:
        column = self.pos + 1
        if self.win is not None:
            raise self.fail("a hand has one winning tile", column, "two_winning_tiles")
        if self.melds:
            raise self.fail("the winning tile goes before the melds", column,
                            "concealed_after_meld")
        self.pos += 1
        digits = self._digits()
        if not digits:
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
        entries: list[tuple[_Digit, Source | None]] = []
        marks = 0
        while True:
            char = self.text[self.pos] if self.pos < len(self.text) else ""
            if char in "0123456789" and char:
                entries.append(((char, self.pos + 1), None))
                self.pos += 1
            elif char in _MARKS:
                if not entries:
                    raise self.fail("a mark must follow a tile", self.pos + 1, "misplaced_mark")
                marks += 1
                if marks > 1:
                    raise self.fail("a meld has at most one mark", self.pos + 1, "two_marks")
                entries[-1] = (entries[-1][0], _MARKS[char])
                self.pos += 1
            elif char in _SUITS and entries:
                break
            elif char in _OPENERS:
                raise self.fail("melds cannot be nested", self.pos + 1, "nested_bracket")
            elif not char or char in _CLOSERS:
                raise self.fail(f"the meld opened by {opener!r} has no suit letter", column,
                                "unbalanced_bracket" if not char else "digits_without_suit")
            else:
                raise self.fail(f"unexpected character {char!r} in a meld", self.pos + 1,
                                "unknown_character")
        suit = self._suit([entry[0] for entry in entries])
        closer = self.text[self.pos] if self.pos < len(self.text) else ""
        if closer != _OPENERS[opener]:
            reason = f"the meld opened by {opener!r} at column {column} is not closed"
            raise self.fail(reason, self.pos + 1, "unbalanced_bracket")
        self.pos += 1
        self.melds.append((self._build_meld(opener, entries, suit, column), column))

    def _build_meld(self, opener: str, entries: list[tuple[_Digit, Source | None]],
                    suit: str, column: int) -> Meld:
        tiles = tuple(sorted((self._tile(d, suit) for d, _ in entries), key=Tile.sort_key))
        marked = [(self._tile(d, suit), source) for d, source in entries if source is not None]
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
        except InvalidHand:
            # A fifth copy is the more specific mistake, even when the count is off too.
            self._locate_copy()
            raise

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
    """Read a hand written in mjscore's notation.

    Raises:
        ParseError: for text that is not notation, with the 1-based column of the problem.
        InvalidHand: for notation whose tile count does not fit the melds declared.
    """
    return _Scanner(text).run()


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
    """Read a plain list of tiles such as ``"3m"``, ``"3m4p"`` or ``"34m, 1z"``.

    Raises:
        ParseError: for anything but tiles and separators.
    """
    scanner = _Scanner(text)
    scanner.check_length()
    if not text.strip(_SEPARATORS):
        raise scanner.fail("no tiles", 1, "empty_hand")
    while scanner.pos < len(text):
        char = text[scanner.pos]
        if char in _SEPARATORS:
            scanner.pos += 1
        elif char in "0123456789":
            scanner._concealed_run()
        else:
            raise scanner.fail(f"unexpected character {char!r}", scanner.pos + 1,
                               "unknown_character")
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


def format_tiles(tiles: tuple[Tile, ...] | list[Tile]) -> str:
    """Write tiles compactly, suits in m p s z order, each suit's tiles sorted.

    >>> format_tiles(parse_tiles("5m0m5m1z"))
    '055m1z'
    """
    digits: list[list[str]] = [[], [], [], []]
    for tile in sorted(tiles, key=Tile.sort_key):
        digits[tile.kind // 9].append("0" if tile.red else str(tile.rank))
    return "".join("".join(run) + letter for run, letter in zip(digits, "mpsz", strict=True)
                   if run)


def format_meld(meld: Meld) -> str:
    """Write one meld in its brackets, the mark after the called tile."""
    opener, closer = {
        MeldKind.CLOSED_KAN: ("(", ")"),
        MeldKind.ADDED_KAN: ("{", "}"),
    }.get(meld.kind, ("[", "]"))
    body = []
    marked = False
    for tile in meld.tiles:
        body.append(str(tile)[0])
        if not marked and meld.source is not None and tile == meld.called:
            body.append(meld.source.value)
            marked = True
    return f"{opener}{''.join(body)}{meld.tiles[0].suit.value}{closer}"


def format_hand(hand: Hand) -> str:
    """Write a hand in canonical notation: concealed tiles, ``+`` and the winning tile,
    then the melds in the order declared."""
    text = f"{format_tiles(hand.concealed)}+{hand.win_tile}"
    return " ".join([text, *(format_meld(meld) for meld in hand.melds)])


def unicode_tile(tile: Tile) -> str:
    """The tile's character in the Unicode Mahjong Tiles block (U+1F000).

    The block has no red fives, so a red five is drawn as a plain five.
    """
    if tile.suit is Suit.HONOR:
        # The block orders the dragons red, green, white; mpsz orders them white, green, red.
        offset = tile.rank - 1 if tile.is_wind else 11 - tile.rank
    else:
        # The block orders the suits man, sou, pin.
        offset = {Suit.MAN: 7, Suit.SOU: 16, Suit.PIN: 25}[tile.suit] + tile.rank - 1
    return chr(0x1F000 + offset)


def format_unicode(hand: Hand) -> str:
    """Draw a hand with Unicode tiles, laid out like the canonical notation."""
    concealed = "".join(unicode_tile(tile) for tile in hand.concealed)
    melds = [
        _UNICODE_BRACKETS[meld.kind][0] + "".join(unicode_tile(t) for t in meld.tiles)
        + _UNICODE_BRACKETS[meld.kind][1]
        for meld in hand.melds
    ]
    return " ".join([f"{concealed} +{unicode_tile(hand.win_tile)}", *melds])


_UNICODE_BRACKETS = {
    MeldKind.CHI: "[]",
    MeldKind.PON: "[]",
    MeldKind.OPEN_KAN: "[]",
    MeldKind.CLOSED_KAN: "()",
    MeldKind.ADDED_KAN: "{}",
}
