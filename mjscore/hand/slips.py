"""What the notation of a hand says about how it was written, for the slips a player makes
at the table: a hand without ``+`` (the winning tile left out), and melds typed without
their brackets.

>>> winning_tile_written("23456m55678p234s4m"), winning_tile_written("23456m55678p234s+4m")
(False, True)
>>> str(bracketed_form("234m567p8s+8s 456s 777z"))
'234m567p8s+8s [456s] [777z]'
"""

from __future__ import annotations

from ..base import MjscoreError
from .hands import Hand, Meld, MeldKind
from .notation import _Scanner
from .tiles import Tile

__all__ = ["bracketed_form", "winning_tile_written"]


def winning_tile_written(text: str) -> bool:
    """Whether ``text`` writes its winning tile after ``+``: without one, :func:`parse_hand`
    takes the last concealed tile written.

    Raises:
        ParseError: for text that is not notation.
    """
    scanner = _Scanner(text)
    scanner.scan()
    return scanner.win is not None


def bracketed_form(text: str) -> Hand | None:
    """The hand ``text`` would be if the sets written after its ``+`` tile, among the
    concealed tiles, were called melds: ``234m567p8s+8s 456s 777z`` as
    ``234m567p8s+8s [456s] [777z]``. Melds go after the winning tile in the notation, so a
    run or triplet written there without brackets is most likely a meld whose brackets were
    left out.

    None when the text has no ``+`` tile, when nothing but sets of three tiles (a group
    written on its own: a suit's digits, or honors) follows it, or when the hand so read
    cannot be (a tile count that does not fit).

    Raises:
        ParseError: for text that is not notation.
    """
    scanner = _Scanner(text)
    scanner.scan()
    if scanner.win is None:
        return None
    win, win_column = scanner.win
    after = [(tile, column) for tile, column in scanner.concealed if column > win_column]
    if not after:
        return None
    groups = _groups(scanner.text, after)
    melds = [_meld(group) for group in groups]
    if any(meld is None for meld in melds):
        return None
    before = tuple(tile for tile, column in scanner.concealed if column < win_column)
    try:
        return Hand(before, win, (*(meld for meld in melds if meld is not None),
                                  *(meld for meld, _ in scanner.melds)))
    except MjscoreError:  # a count or copies that do not fit: no such reading
        return None


def _groups(text: str, placed: list[tuple[Tile, int]]) -> list[list[Tile]]:
    """The tiles ``placed`` (with their 1-based columns, in order), split where the text
    starts a new group: a separator between them, a suit letter closing a group of
    digits, or a change of honor."""
    groups: list[list[Tile]] = []
    last = -1
    for tile, column in placed:
        joined = last >= 0 and text[last:column - 1] == ""
        if joined and groups and (not tile.is_honor or groups[-1][-1] == tile):
            groups[-1].append(tile)
        else:
            groups.append([tile])
        last = column
    return groups


def _meld(tiles: list[Tile]) -> Meld | None:
    """A chi or pon of three tiles, or None."""
    if len(tiles) != 3:
        return None
    ordered = sorted(tiles, key=lambda tile: tile.kind)
    kinds = [tile.kind for tile in ordered]
    if kinds[0] == kinds[1] == kinds[2]:
        kind = MeldKind.PON
    elif (not ordered[0].is_honor and ordered[0].suit is ordered[2].suit
          and kinds[1] == kinds[0] + 1 and kinds[2] == kinds[0] + 2):
        kind = MeldKind.CHI
    else:
        return None
    return Meld(kind, tuple(ordered))
