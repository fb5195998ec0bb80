"""The canonical layout of the hand notation read in one pass, through small tables.

Most text handed to :func:`mjscore.hand.parse_hand` is in the layout that
:func:`mjscore.hand.format_hand` writes (``234678m45p123s55z+3p [6-66z]``): batch
files, the Tenhou converters, ``str(hand)`` read back. The scanner reads a character at a
time and the hand then counts its tiles one at a time; here the text is split by one
compiled pattern, and each part of it is looked up in a table that says everything the
:class:`~mjscore.hand.Hand` needs of that part:

- each suit's run of digits as written (``"45"`` of pin): its tiles in canonical order, its
  block of the 34 kind counts, its red fives. The run of the winning tile's suit is looked
  up with the winning tile after it (``"45+3p"``): the same tiles, the counts with the
  winning tile added. The four blocks side by side are the concealed counts, so no tile is
  counted one at a time;
- the winning tile (``"+3p"``): the tile and its suit;
- each meld (``"[6-66z]"``): the :class:`~mjscore.hand.Meld` (alone in a tuple, so the
  hand's melds are these joined), the counts it adds, its red fives.

The tables looked up first hold only the parts written as ``format_hand`` writes them, the
usual ones: a hand found there keeps its text, with no flag of each part to check. Parts
written in another order (``"54p"``) are read as well, from tables of their own, on the
slower path that reads what is not in the first tables yet.

An entry exists only for a part that the hand may hold (digits that are tiles of the suit, at
most four copies of a kind, one red five), so a hand whose parts all have entries and whose
total passes the few checks left (the tile count, copies and red fives across the melds) is
the hand the strict scanner builds. Anything else returns None and goes to the scanner,
which is the definition of the notation and the only place errors are made, with their code
and column: this path never raises. The tables are filled on first use, from the one tile
definition and, for melds, by the scanner itself; each is bounded, and they hold parts of a
hand (a suit's digits, one meld), never whole hands.
"""

from __future__ import annotations

import re
from typing import TypeVar

from ..base import ParseError
from .hands import Hand, Meld, _hand_of_parts
from .suits import SUIT_PARTS, Part
from .tiles import ORDER, TILE_BY_TEXT, Tile
from .writer import format_meld

_CANONICAL = re.compile(
    r"(?:([0-9]++)m)?(?:([0-9]++)p)?(?:([0-9]++)s)?(?:([0-9]++)z)?(\+[0-9][mpsz])"
    r"((?: [\[({][0-9]++[-=+]?[0-9]*+[mpsz][\])}])*+)")
"""The canonical layout: at most one run a suit, in m p s z order, ``+`` and the winning
tile, then each meld after one space. Possessive repeats: a run that is not of the suit
tried is given up at once, not a digit at a time."""

_SUITS = "mpsz"
_BLOCK_SIZES = (9, 9, 9, 7)
"""The kinds of each suit in the 34 counts (man, pin, sou: 9; honors: 7)."""

_PARTS_KEPT = 4096
"""The most entries each table remembers: real play has a few thousand runs of a suit, a
few hundred melds. A part missed once the table is full is read again, not remembered."""

_Run = tuple[tuple[Tile, ...], tuple[int, ...], tuple[Tile, ...], Part]
"""A run of one suit read: its tiles in canonical order (the winning tile left out), the
suit's block of counts (the winning tile in), the red fives among its tiles (the winning
tile left out), and the engine's part of the block (``decompose.suit_parts``), which the
hand carries to the scorer."""
_RUNS: tuple[dict[str, _Run], ...] = ({}, {}, {}, {})
"""A table of runs for each suit, keyed by the digits as written (``"45"``, ``"45+3p"``):
only the runs written in canonical order, the usual ones, so that a hand whose runs are all
found here is written as ``format_hand`` writes it, with nothing to check."""
_MAN, _PIN, _SOU, _HONOR = _RUNS
_OTHER_RUNS: tuple[dict[str, _Run | None], ...] = ({}, {}, {}, {})
"""The other digits of each suit: runs written in another order, and None for digits that
are no run a hand may hold."""

_WINS: dict[str, tuple[Tile, int]] = {
    f"+{text}": (tile, _SUITS.index(text[1])) for text, tile in TILE_BY_TEXT.items()}
"""Each winning tile as written, with ``+``: the tile and its suit's place in m p s z."""

_Meld = tuple[tuple[Meld], tuple[tuple[int, int], ...], tuple[Tile, ...]]
"""A meld read: the meld alone in a tuple (the hand's melds are these joined), the counts
it adds (kind, copies) and its red fives."""
_MELDS: dict[str, _Meld] = {}
"""Melds by their text, brackets included: only those written as ``format_meld`` writes
them."""
_OTHER_MELDS: dict[str, _Meld | None] = {}
"""The other texts of one meld (the tiles in another order), and None for text the scanner
does not read as one meld."""


def read_canonical(text: str) -> Hand | None:
    """The hand, when ``text`` is in the canonical layout and the hand is valid; else None
    (then the strict scanner reads it, and raises what is wrong)."""
    match = _CANONICAL.fullmatch(text)
    if match is None:
        return None
    man, pin, sou, honor, win_text, meld_text = match.groups("")
    known_win = _WINS.get(win_text)
    if known_win is None:
        return None
    win, win_suit = known_win
    # The winning tile joins the run of its suit, after its "+" (the key "45+3p").
    if win_suit == 0:
        man += win_text
    elif win_suit == 1:
        pin += win_text
    elif win_suit == 2:
        sou += win_text
    else:
        honor += win_text
    try:
        m, p, s, z = _MAN[man], _PIN[pin], _SOU[sou], _HONOR[honor]
        canonical = True
    except KeyError:  # a run not read yet, written in another order, or no run
        read = _read_runs(man, pin, sou, honor)
        if read is None:
            return None
        (m, p, s, z), canonical = read
    concealed = m[0] + p[0] + s[0] + z[0]
    concealed_counts = m[1] + p[1] + s[1] + z[1]
    reds = m[2] + p[2] + s[2]  # honors have no red five
    if win.red:
        reds += (win,)
    if not meld_text:
        if len(concealed) != 13:
            return None
        return _hand_of_parts(concealed, win, (), concealed_counts, concealed_counts, reds,
                              text if canonical else None, (m[3], p[3], s[3], z[3]))
    parts = meld_text[1:].split(" ")
    if len(concealed) != 13 - 3 * len(parts):
        return None
    counts = list(concealed_counts)
    melds: tuple[Meld, ...] = ()
    for part in parts:
        try:
            single, adds, meld_reds = _MELDS[part]
        except KeyError:  # a meld not read yet, written in another order, or no meld
            known = _read_meld(part)
            if known is None:
                return None
            (single, adds, meld_reds), written = known
            canonical = canonical and written
        for kind, copies in adds:
            counts[kind] += copies
            if counts[kind] > 4:
                return None
        if meld_reds:
            reds += meld_reds
            if len({tile.kind for tile in reds}) < len(reds):
                return None  # a second red five of a suit
        melds += single
    # Text that is what str(hand) would write is kept, so writing the hand costs nothing.
    return _hand_of_parts(concealed, win, melds, tuple(counts), concealed_counts, reds,
                          text if canonical else None, (m[3], p[3], s[3], z[3]))


def _read_runs(*keys: str) -> tuple[list[_Run], bool] | None:
    """The runs of the four suits (m p s z) by their keys, read when not in ``_RUNS``, and
    whether all are written in canonical order; None when one is no run."""
    runs = []
    canonical = True
    for suit, key in enumerate(keys):
        run = _RUNS[suit].get(key)
        if run is None:
            others = _OTHER_RUNS[suit]
            run, in_order = (others[key], False) if key in others else _read_run(suit, key)
            if run is None:
                return None
            canonical = canonical and in_order
        runs.append(run)
    return runs, canonical


def _read_run(suit: int, digits: str) -> tuple[_Run | None, bool]:
    """The run of ``digits`` in the suit at ``suit`` in m p s z, followed by the winning
    tile (``"45+3p"``) if it is of the suit, and whether it is written in canonical order;
    None when a digit is no tile of the suit, or the run (with the winning tile) holds a
    fifth copy or a second red five. Remembered while the table has room: in ``_RUNS`` when
    written in canonical order, else in ``_OTHER_RUNS``."""
    written, _, win = digits.partition("+")
    win = win[:1]
    letter = _SUITS[suit]
    tiles: list[Tile] = []
    for digit in written + win:
        tile = TILE_BY_TEXT.get(digit + letter)
        if tile is None:
            return _remember(_OTHER_RUNS[suit], digits, None), False
        tiles.append(tile)
    base = 9 * suit
    block = [0] * _BLOCK_SIZES[suit]
    for tile in tiles:
        block[tile.kind - base] += 1
    reds = [tile for tile in tiles if tile.red]
    if max(block, default=0) > 4 or len(reds) > 1:
        return _remember(_OTHER_RUNS[suit], digits, None), False
    concealed = tiles[:len(written)]
    ordered = tuple(sorted(concealed, key=ORDER))
    counts = tuple(block)
    run = (ordered, counts, tuple(tile for tile in ordered if tile.red),
           SUIT_PARTS[suit][counts])
    # Equal tiles are written alike, so the run is written in order when its tiles are.
    if ordered == tuple(concealed):
        return _remember(_RUNS[suit], digits, run), True
    return _remember(_OTHER_RUNS[suit], digits, run), False


_Entry = TypeVar("_Entry")


def _remember(table: dict[str, _Entry], key: str, entry: _Entry) -> _Entry:
    if len(table) < _PARTS_KEPT:
        table[key] = entry
    return entry


def _read_meld(text: str) -> tuple[_Meld, bool] | None:
    """The meld that ``text`` (one meld in its brackets) writes, as the scanner reads it,
    and whether it is written as ``format_meld`` writes it; None when the scanner reads
    anything else. Remembered while the table has room (melds are immutable): in ``_MELDS``
    when written so, else in ``_OTHER_MELDS``."""
    if text in _OTHER_MELDS:
        other = _OTHER_MELDS[text]
        return None if other is None else (other, False)
    from .notation import _Scanner

    scanner = _Scanner(text)
    try:
        scanner.scan()
    except ParseError:
        _remember(_OTHER_MELDS, text, None)
        return None
    if len(scanner.melds) != 1 or scanner.concealed or scanner.win is not None:
        _remember(_OTHER_MELDS, text, None)
        return None
    meld = scanner.melds[0][0]
    adds: dict[int, int] = {}
    for tile in meld.tiles:
        adds[tile.kind] = adds.get(tile.kind, 0) + 1
    known = ((meld,), tuple(adds.items()), tuple(tile for tile in meld.tiles if tile.red))
    if format_meld(meld) == text:
        return _remember(_MELDS, text, known), True
    _remember(_OTHER_MELDS, text, known)
    return known, False
