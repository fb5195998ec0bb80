"""A hand before its win: concealed tiles and melds, 13 tiles, or 14 just after a draw.

>>> hand = WaitingHand.parse("123m456p789s2345s")
>>> hand.size, str(hand.with_win(Tile.parse("2s")))
(13, '123m456p2345789s+2s')
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..base import InvalidHand
from .hands import Hand, HandTiles, Meld, _put_in_order, check_copies
from .notation import parse_waiting_hand
from .tiles import Tile
from .writer import format_meld, format_tiles


@dataclass(frozen=True, slots=True)
class WaitingHand(HandTiles):
    """A hand that has not won: concealed tiles and melds, 13 tiles in all (a kan counted as
    three), or 14 just after a draw.

    Raises:
        InvalidHand: ``not_thirteen_tiles`` for another count, or the copy errors of
            :class:`~mjscore.hand.Hand`.
    """

    concealed: tuple[Tile, ...]
    melds: tuple[Meld, ...] = ()
    counts: tuple[int, ...] = field(init=False, repr=False, compare=False)
    """How many tiles of each kind (0–33) the hand holds, melds included."""
    concealed_counts: tuple[int, ...] = field(init=False, repr=False, compare=False)
    """How many tiles of each kind the concealed part holds."""

    def __post_init__(self) -> None:
        _put_in_order(self, "concealed", self.concealed)
        melds = len(self.melds)
        size = len(self.concealed) + 3 * melds
        if melds > 4 or size not in (13, 14):
            raise InvalidHand(
                f"a hand before its win has 13 tiles, or 14 just after a draw (a kan counts "
                f"as three): with {melds} meld{'' if melds == 1 else 's'}, "
                f"{13 - 3 * melds} or {14 - 3 * melds} concealed tiles, not "
                f"{len(self.concealed)}", code="not_thirteen_tiles")
        check_copies(self.tiles())
        self._count_tiles(self.concealed)

    @classmethod
    def parse(cls, text: str) -> WaitingHand:
        """Read a hand in the notation of ``docs/notation.md`` without a winning tile; a tile
        after ``+`` is the tile just drawn, one of the 14.

        Raises:
            ParseError, InvalidHand: for bad notation or a wrong tile count.
        """
        concealed, melds = parse_waiting_hand(text)
        return cls(concealed, melds)

    @property
    def size(self) -> int:
        """13 for a hand waiting, 14 for a hand just drawn."""
        return len(self.concealed) + 3 * len(self.melds)

    def with_win(self, tile: Tile) -> Hand:
        """The winning hand this 13-tile hand makes with ``tile``."""
        return Hand(self.concealed, tile, self.melds)

    def without(self, tile: Tile) -> WaitingHand:
        """The hand after discarding ``tile`` (one of the concealed tiles)."""
        rest = list(self.concealed)
        rest.remove(tile)
        return WaitingHand(tuple(rest), self.melds)

    def __str__(self) -> str:
        return " ".join([format_tiles(self.concealed), *(format_meld(m) for m in self.melds)])

    def __repr__(self) -> str:
        return f"WaitingHand.parse({str(self)!r})"
