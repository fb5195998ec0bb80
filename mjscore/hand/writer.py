"""The hand notation written: tiles, melds and hands in their canonical form, and hands
drawn with the characters of the Unicode block Mahjong Tiles.

The canonical form (``docs/notation.md``, "The canonical form") is the one layout that
:func:`mjscore.hand.parse_hand` reads in one pass, and reading it gives back an equal
hand: concealed tiles in m p s z order, ``+`` and the winning tile, then the melds in the
order declared, each in its brackets with the mark after the called tile.

>>> format_hand(Hand.parse("406p 789s123m11122z"))
'123m406p789s1112z+2z'
>>> format_unicode(Hand.parse("234m567p8s+8s [4-56s] [777z]"))
'🀈🀉🀊🀝🀞🀟🀗 +🀗 [🀓🀔🀕] [🀄🀄🀄]'
"""

from __future__ import annotations

from .hands import Hand, Meld, MeldKind
from .tiles import ORDER, Suit, Tile


def format_tiles(tiles: tuple[Tile, ...] | list[Tile]) -> str:
    """Write tiles compactly, suits in m p s z order, each suit's tiles sorted.

    >>> from mjscore.hand import parse_tiles
    >>> format_tiles(parse_tiles("5m0m5m1z"))
    '055m1z'
    """
    return _format_ordered(sorted(tiles, key=ORDER))


def _format_ordered(tiles: tuple[Tile, ...] | list[Tile]) -> str:
    """:func:`format_tiles` of tiles already in canonical order (as a hand keeps them)."""
    digits: list[list[str]] = [[], [], [], []]
    for tile in tiles:
        digits[tile.kind // 9].append("0" if tile.red else _RANK_DIGITS[tile.rank])
    return "".join("".join(run) + letter for run, letter in zip(digits, "mpsz", strict=True)
                   if run)


_RANK_DIGITS = "0123456789"


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
    text = f"{_format_ordered(hand.concealed)}+{hand.win_tile}"
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
