"""Melds and hands: the tiles of a win, checked for shape when they are built.

A :class:`Hand` holds the concealed tiles (without the winning tile), the winning tile and the
declared melds. Building one checks what any hand must satisfy: the tile count for the melds
declared, at most four copies of a kind and at most one red five per suit. Whether the tiles
form a winning shape is the scorer's question, not the hand's.

>>> hand = Hand.parse("123m406p789s11122z")
>>> str(hand.win_tile), hand.is_closed
('2z', True)
>>> hand
Hand.parse('123m406p789s1112z+2z')
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator
from dataclasses import field
from typing import TYPE_CHECKING

from ..base import InvalidHand, filler, value_class
from .tiles import FIRST_HONOR, ORDER, Tile

if TYPE_CHECKING:
    from .suits import Parts


class MeldKind(enum.Enum):
    """The five kinds of declared meld, valued by their Japanese names."""

    CHI = "chi"
    PON = "pon"
    OPEN_KAN = "minkan"
    CLOSED_KAN = "ankan"
    ADDED_KAN = "kakan"

    @property
    def is_kan(self) -> bool:
        """A set of four tiles."""
        return self in (MeldKind.OPEN_KAN, MeldKind.CLOSED_KAN, MeldKind.ADDED_KAN)

    @property
    def is_open(self) -> bool:
        """Called from another player: everything but a closed kan."""
        return self is not MeldKind.CLOSED_KAN


class Source(enum.Enum):
    """Whom a called tile came from, seen from the caller, valued by its notation mark."""

    PREVIOUS = "-"
    """上家 kamicha, the player before (on the left); the only source of a chi."""
    ACROSS = "="
    """対面 toimen, the player opposite."""
    NEXT = "+"
    """下家 shimocha, the player after (on the right)."""

    # A plain attribute set once below: the log readers read it for every call, where a
    # property is a call.
    offset: int
    """Seats from the caller to the source in turn order (previous is 3 seats on)."""


Source.NEXT.offset, Source.ACROSS.offset, Source.PREVIOUS.offset = 1, 2, 3


@value_class
class Meld:
    """A declared set: chi, pon or one of the three kans.

    ``tiles`` are in canonical order (by kind, a red five first). ``called`` is the tile
    taken from another player and ``source`` the player it came from, when the notation
    says so.
    """

    kind: MeldKind
    tiles: tuple[Tile, ...]
    called: Tile | None = None
    source: Source | None = None

    def __post_init__(self) -> None:
        _put_in_order(self, "tiles", self.tiles)
        _check_meld(self)

    @property
    def is_open(self) -> bool:
        """Everything but a closed kan opens the hand."""
        return self.kind.is_open

    @property
    def is_kan(self) -> bool:
        """A kan of four tiles."""
        return self.kind.is_kan

    @property
    def first(self) -> Tile:
        """The lowest tile: the run's start for a chi, the repeated tile otherwise."""
        return self.tiles[0]

    def __str__(self) -> str:
        from .writer import format_meld

        return format_meld(self)


def _check_meld(meld: Meld) -> None:
    # (The meld's tiles are in order, by kind: a chi's are a run when their kinds are three
    # in a row within a suit; the members are read once, as module constants: reading one
    # from its enum class is a call in Python 3.11, and a log's every call builds a meld.)
    tiles = meld.tiles
    kind = meld.kind
    if kind is _CHI:
        if len(tiles) != 3 or not (
                (first := tiles[0].kind) < FIRST_HONOR and first % 9 <= 6
                and tiles[1].kind == first + 1 and tiles[2].kind == first + 2):
            raise InvalidHand(f"a chi needs three suited tiles in a run, not {_text(tiles)}",
                              code="invalid_meld")
        if meld.source is not None and meld.source is not _PREVIOUS:
            raise InvalidHand("a chi can only be called from the previous player",
                              code="chi_not_from_previous")
    else:
        size = 3 if kind is _PON else 4
        if len(tiles) != size or tiles[0].kind != tiles[-1].kind:  # (in order: all alike)
            name = "pon" if kind is _PON else "kan"
            raise InvalidHand(f"a {name} needs {size} tiles of one kind, not {_text(tiles)}",
                              code="invalid_meld")
    if kind is _CLOSED_KAN and (meld.called or meld.source):
        raise InvalidHand("a closed kan has no called tile", code="misplaced_mark")
    if (meld.called is None) != (meld.source is None):
        # The notation writes both as one mark, so one without the other could not round-trip.
        raise InvalidHand("a called tile and the player it came from go together",
                          code="misplaced_mark")
    if meld.called is not None and meld.called not in tiles:
        raise InvalidHand(f"the called tile {meld.called} is not in the meld", code="invalid_meld")


_CHI, _PON, _CLOSED_KAN = MeldKind.CHI, MeldKind.PON, MeldKind.CLOSED_KAN
_PREVIOUS = Source.PREVIOUS


def _text(tiles: tuple[Tile, ...]) -> str:
    return " ".join(str(tile) for tile in tiles) or "nothing"


class HandTiles:
    """What a hand holds before its win (:class:`~mjscore.hand.WaitingHand`) and with it
    (:class:`Hand`): its concealed tiles and declared melds, and what both make of them.

    A base of methods only (no slots, no fields): each hand is a frozen slots dataclass of
    its own fields, which :func:`~mjscore.base.filler` builds all the same.
    """

    __slots__ = ()

    if TYPE_CHECKING:
        @property
        def concealed(self) -> tuple[Tile, ...]: ...

        @property
        def melds(self) -> tuple[Meld, ...]: ...

    @property
    def is_closed(self) -> bool:
        """門前: no meld called from another player (closed kans keep a hand closed)."""
        return not any(meld.is_open for meld in self.melds)

    def _concealed_part(self) -> tuple[Tile, ...]:
        """The tiles of the concealed part: the concealed tiles (of a winning hand, then
        its winning tile)."""
        return self.concealed

    def tiles(self) -> Iterator[Tile]:
        """Every tile of the hand: the concealed part (of a winning hand, the concealed
        tiles, then the winning tile), then the melds'."""
        yield from self._concealed_part()
        for meld in self.melds:
            yield from meld.tiles

    def _count_tiles(self, concealed_part: tuple[Tile, ...]) -> tuple[Tile, ...]:
        """Fill in ``concealed_counts`` (of ``concealed_part``, the hand's) and ``counts``
        (melds included), how many tiles of each kind (0–33) there are; the red fives, in the
        order of :meth:`tiles`."""
        counts = [0] * 34
        reds: list[Tile] = []
        for tile in concealed_part:
            counts[tile.kind] += 1
            if tile.red:
                reds.append(tile)
        object.__setattr__(self, "concealed_counts", tuple(counts))
        for meld in self.melds:  # (a call a meld, as one loop for both parts, cost 4%)
            for tile in meld.tiles:
                counts[tile.kind] += 1
                if tile.red:
                    reds.append(tile)
        object.__setattr__(self, "counts", tuple(counts))
        return tuple(reds)


_store = object.__setattr__
"""Sets a field of a frozen value being built."""


def _put_in_order(value: object, name: str, tiles: tuple[Tile, ...]) -> None:
    """Make ``tiles``, field ``name`` of the frozen ``value`` being built, canonical in
    order (by kind, a red five first)."""
    # (Stored whether or not it was in order: comparing the two tuples calls Tile.__eq__,
    # a Python call, where they differ, and costs more than the store.)
    _store(value, name, tuple(sorted(tiles, key=ORDER)))


@value_class
class Hand(HandTiles):
    """A winning hand: concealed tiles, the winning tile and the declared melds.

    ``concealed`` excludes the winning tile and is kept in canonical order.

    Raises:
        InvalidHand: for a wrong tile count, a fifth copy of a kind, or a second red five of
            one suit.
    """

    concealed: tuple[Tile, ...]
    win_tile: Tile
    melds: tuple[Meld, ...] = ()
    counts: tuple[int, ...] = field(init=False, repr=False, compare=False)
    """How many tiles of each kind (0–33) the whole hand holds, melds included."""
    concealed_counts: tuple[int, ...] = field(init=False, repr=False, compare=False)
    """How many tiles of each kind the concealed part holds, the winning tile included."""
    reds: tuple[Tile, ...] = field(init=False, repr=False, compare=False)
    """The red fives in the hand, melds included."""
    _text: str | None = field(init=False, repr=False, compare=False, default=None)
    """The hand in canonical notation, once written (or read: the notation reader keeps
    text that was canonical already)."""
    parts: Parts | None = field(init=False, repr=False, compare=False, default=None)
    """The parts of the concealed counts' four suits, as :func:`mjscore.hand.suit_parts`
    gives them, when the notation reader's tables held them (its entry for a suit's digits
    keeps the part of its counts), else None: the scorer then looks nothing up."""

    def __post_init__(self) -> None:
        """Put the concealed tiles in order, check the tile count, fill in the counts and
        the red fives (``_count_tiles``) and check the copies by them (a replay builds a
        hand for each win it scores: the tiles are walked once where nothing is wrong)."""
        ordered = tuple(sorted(self.concealed, key=ORDER))
        _store(self, "concealed", ordered)  # (as _put_in_order: stored whatever it was)
        melds = self.melds
        if len(ordered) != 13 - 3 * len(melds):  # (always, beyond 4 melds)
            _check_count(self)  # raises
        reds = self._count_tiles((*ordered, self.win_tile))
        _store(self, "reds", reds)
        if max(self.counts) > 4 or (
                len(reds) > 1 and len({tile.kind for tile in reds}) < len(reds)):
            check_copies(self.tiles())  # raises: a fifth copy, or a second red five

    @classmethod
    def parse(cls, text: str) -> Hand:
        """Read a hand in mjscore's notation (see ``docs/notation.md``).

        Raises:
            ParseError: for text that is not notation.
            InvalidHand: for notation whose tiles cannot form a hand.
        """
        from .notation import parse_hand

        return parse_hand(text)

    def _concealed_part(self) -> tuple[Tile, ...]:
        """The tiles of the concealed part: the concealed tiles, then the winning tile."""
        return (*self.concealed, self.win_tile)

    def __str__(self) -> str:
        text = self._text
        if text is None:
            from .writer import format_hand

            text = format_hand(self)
            object.__setattr__(self, "_text", text)
        return text

    def __repr__(self) -> str:
        return f"Hand.parse({str(self)!r})"

    def __reduce__(self) -> tuple[type[Hand], tuple[tuple[Tile, ...], Tile, tuple[Meld, ...]]]:
        """Pickled as its three given fields: the counts, red fives, text and parts are
        derived, so they are made again rather than stored (the parts that the notation
        reader hands to the scorer would more than half again a hand's pickle)."""
        return Hand, (self.concealed, self.win_tile, self.melds)


_hand_of_parts = filler(Hand, derived=True, arguments=True)
"""The hand of its fields, in field order (``concealed``, ``win_tile``, ``melds``,
``counts``, ``concealed_counts``, ``reds``, ``_text``, ``parts``), that the caller has checked and
counted already: concealed tiles in canonical order, the counts and red fives as
:meth:`Hand._count` would make them, and its canonical text or None.

For the notation reader's one pass (``notation_canonical``), whose tables give every field
of each part of a hand, checked: counting the tiles again one at a time, as the constructor
does, cost about as much as the reading. Built by :func:`~mjscore.base.filler` without
``__post_init__`` (which would sort and count again), of positional arguments (packing them
costs more). A test holds what it builds equal, field by field, to what the constructor
builds."""


def _check_count(hand: Hand) -> None:
    if len(hand.melds) > 4:
        raise InvalidHand(f"a hand has at most 4 melds, not {len(hand.melds)}",
                          code="wrong_tile_count")
    needed = 13 - 3 * len(hand.melds)
    if len(hand.concealed) != needed:
        melds = f"{len(hand.melds)} meld{'s' if len(hand.melds) != 1 else ''}"
        raise InvalidHand(
            f"a hand with {melds} needs {needed + 1} concealed tiles including the winning "
            f"tile, not {len(hand.concealed) + 1}",
            code="wrong_tile_count",
        )


def check_copies(tiles: Iterable[Tile], *, what: str = "the hand") -> None:
    """Refuse a fifth copy of any kind and a second red five of any suit.

    Raises:
        InvalidHand: with code ``too_many_copies`` or ``duplicate_red_five``.
    """
    excess = find_excess_copy(tiles, what=what)
    if excess is not None:
        raise excess[1]


def find_excess_copy(tiles: Iterable[Tile], *, what: str = "the hand"
                     ) -> tuple[int, InvalidHand] | None:
    """The position of the first tile that is a fifth copy or a second red five, with the
    error that describes it; None when every tile may be there."""
    kinds = [0] * 34
    reds: set[int] = set()
    for position, tile in enumerate(tiles):
        kind = tile.kind
        kinds[kind] += 1
        if kinds[kind] > 4:
            return position, InvalidHand(f"{what} has a fifth {tile.plain}",
                                         code="too_many_copies")
        if tile.red:
            if kind in reds:
                return position, InvalidHand(f"{what} has a second red five {tile}",
                                             code="duplicate_red_five")
            reds.add(kind)
    return None
