"""Tiles and winds: the 34 kinds of tile, red fives, and the dora an indicator points to.

A :class:`Tile` is an immutable value such as ``5m`` or ``7z``. Its ``kind`` (0–33, in man,
pin, sou, honor order) is what the scoring engine counts; a red five has the same kind as a
plain five but is a different tile, so ``Tile.parse("0m") != Tile.parse("5m")`` while their
kinds are equal.

>>> Tile.parse("0m").kind == Tile.parse("5m").kind
True
>>> str(dora_indicated_by(Tile.parse("9p")))
'1p'
>>> str(dora_indicated_by(Tile.parse("4z")))
'1z'
"""

from __future__ import annotations

import enum
from dataclasses import field
from operator import attrgetter

from ..base import MjscoreError, value_class


class Suit(enum.Enum):
    """The four suits, valued by their notation letter."""

    MAN = "m"
    PIN = "p"
    SOU = "s"
    HONOR = "z"

    @property
    def base(self) -> int:
        """Kind of this suit's first tile (0, 9, 18 or 27)."""
        return _SUIT_BASE[self]

    @property
    def size(self) -> int:
        """Number of ranks in the suit: 9, or 7 for honors."""
        return 7 if self is Suit.HONOR else 9


_SUIT_BASE = {Suit.MAN: 0, Suit.PIN: 9, Suit.SOU: 18, Suit.HONOR: 27}


class Wind(enum.Enum):
    """A seat or round wind, valued by its one-letter name."""

    EAST = "E"
    SOUTH = "S"
    WEST = "W"
    NORTH = "N"

    # Plain attributes set once below: the scorer reads them in its hot path, where an
    # enum's ``value`` property and hashing are slow.
    number: int
    """0 for East up to 3 for North: the seat order."""
    letter: str
    """The one-letter name, the same as ``value``."""
    kind: int
    """The kind (27–30) of this wind's honor tile."""

    @classmethod
    def parse(cls, text: str) -> Wind:
        """Read ``E``, ``east``, ``東`` or ``1z`` (any case) as a wind.

        Raises:
            MjscoreError: with code ``invalid_wind`` for anything else.
        """
        wind = _WIND_NAMES.get(text.strip().lower())
        if wind is None:
            raise MjscoreError(
                f"unknown wind {text!r}; use E, S, W or N (or east, 東, …)", code="invalid_wind"
            )
        return wind

    @property
    def tile(self) -> Tile:
        """The honor tile of this wind (East is ``1z``)."""
        return TILE_KINDS[self.kind]

    def after(self, steps: int) -> Wind:
        """The wind ``steps`` seats further round the table (East → South → West → North)."""
        return _WIND_ORDER[(self.number + steps) % 4]


_WIND_ORDER = (Wind.EAST, Wind.SOUTH, Wind.WEST, Wind.NORTH)
for _number, _wind in enumerate(_WIND_ORDER):
    _wind.number, _wind.letter, _wind.kind = _number, _wind.value, 27 + _number
_WIND_NAMES = {
    alias: wind
    for wind, aliases in {
        Wind.EAST: ("e", "east", "東", "ton", "1z"),
        Wind.SOUTH: ("s", "south", "南", "nan", "2z"),
        Wind.WEST: ("w", "west", "西", "sha", "shaa", "3z"),
        Wind.NORTH: ("n", "north", "北", "pei", "pee", "4z"),
    }.items()
    for alias in aliases
}


@value_class
class Tile:
    """One tile, such as ``5m``, ``0p`` (the red five of pin) or ``7z`` (chun).

    Honors are ``1z``–``4z`` (East, South, West, North) and ``5z``–``7z`` (haku, hatsu,
    chun). A red five is a different tile from a plain five but of the same ``kind``.
    """

    # Equality and hashing use (red, kind), which say the same as (suit, rank, red) but
    # compare as plain integers: tiles are compared and hashed in the scorer's hot path.
    suit: Suit = field(compare=False)
    rank: int = field(compare=False)
    """1–9 in a suit, 1–7 for honors."""
    red: bool = False
    """True for a red five (aka dora)."""
    kind: int = field(init=False, repr=False)
    """0–33 in man, pin, sou, honor order; a red five has the kind of a plain five."""
    order: int = field(init=False, repr=False, compare=False)
    """The canonical written order as one integer (by kind, a red five before a plain one):
    ``sorted(tiles, key=ORDER)`` sorts without a call per tile."""

    def __post_init__(self) -> None:
        if not isinstance(self.rank, int) or not 1 <= self.rank <= self.suit.size:
            raise MjscoreError(
                f"rank {self.rank!r} is out of range for suit {self.suit.value!r}",
                code="invalid_tile",
            )
        if self.red and (self.suit is Suit.HONOR or self.rank != 5):
            raise MjscoreError("only a suited five can be red", code="invalid_tile")
        kind = _SUIT_BASE[self.suit] + self.rank - 1
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "order", 2 * kind + (0 if self.red else 1))

    @classmethod
    def parse(cls, text: str) -> Tile:
        """Read one tile in mpsz notation (``5m``, ``0p``, ``7z``).

        Raises:
            ParseError: when ``text`` is not exactly one tile.
        """
        from .notation import parse_tile

        return parse_tile(text)

    @classmethod
    def from_kind(cls, kind: int) -> Tile:
        """The plain tile of a kind (0–33).

        Raises:
            MjscoreError: with code ``invalid_tile`` for a kind outside 0–33.
        """
        if not isinstance(kind, int) or not 0 <= kind < len(TILE_KINDS):
            raise MjscoreError(f"there is no tile kind {kind!r} (kinds are 0-33)",
                               code="invalid_tile")
        return TILE_KINDS[kind]

    @property
    def plain(self) -> Tile:
        """This tile without its red colour."""
        return Tile(self.suit, self.rank) if self.red else self

    @property
    def is_honor(self) -> bool:
        """A wind or a dragon."""
        return self.suit is Suit.HONOR

    @property
    def is_terminal(self) -> bool:
        """A suited one or nine."""
        return self.suit is not Suit.HONOR and self.rank in (1, 9)

    @property
    def is_terminal_or_honor(self) -> bool:
        """么九牌: a one, a nine or an honor."""
        return self.is_honor or self.rank in (1, 9)

    @property
    def is_simple(self) -> bool:
        """中張牌: a suited two to eight."""
        return not self.is_terminal_or_honor

    @property
    def is_wind(self) -> bool:
        """East, South, West or North."""
        return self.suit is Suit.HONOR and self.rank <= 4

    @property
    def is_dragon(self) -> bool:
        """Haku, hatsu or chun."""
        return self.suit is Suit.HONOR and self.rank >= 5

    def sort_key(self) -> tuple[int, int]:
        """Order by kind, a red five before a plain one (the canonical written order)."""
        return (self.kind, 0 if self.red else 1)

    def __str__(self) -> str:
        # "mpsz"[kind // 9] is the suit letter: kinds run man, pin, sou, then honors (27–33).
        return f"{0 if self.red else self.rank}{'mpsz'[self.kind // 9]}"

    def __repr__(self) -> str:
        return f"Tile.parse({str(self)!r})"


ORDER = attrgetter("order")
"""The sort key of the canonical written order (:meth:`Tile.sort_key` as one integer)."""

TILE_KINDS: tuple[Tile, ...] = tuple(
    Tile(suit, rank) for suit in Suit for rank in range(1, suit.size + 1)
)
"""The 34 kinds of tile, as plain tiles, indexed by kind."""

TILE_BY_TEXT: dict[str, Tile] = {
    str(tile): tile for tile in (*TILE_KINDS, *(Tile(suit, 5, red=True) for suit in Suit
                                                if suit is not Suit.HONOR))}
"""Each tile by its canonical notation (``3m``, ``0p`` for the red five, ``7z``)."""


def dora_indicated_by(indicator: Tile) -> Tile:
    """The dora that an indicator points to: the next tile of its group, wrapping round.

    Suits wrap 9 → 1, winds North → East and dragons chun → haku.
    """
    if indicator.suit is not Suit.HONOR:
        return Tile(indicator.suit, indicator.rank % 9 + 1)
    if indicator.is_wind:
        return Tile(Suit.HONOR, indicator.rank % 4 + 1)
    return Tile(Suit.HONOR, (indicator.rank - 5 + 1) % 3 + 5)


DORA_KIND = tuple(dora_indicated_by(tile).kind for tile in TILE_KINDS)
"""The kind of the dora each indicator kind points to, by the indicator's kind (hot code reads
it directly)."""

REMOVED_IN_108 = frozenset(range(1, 8))
"""The kinds three-player mahjong's 108 tiles leave out: 2m to 8m."""

DORA_KIND_108 = tuple(8 if kind == 0 else 0 if kind == 8 else dora
                      for kind, dora in enumerate(DORA_KIND))
""":data:`DORA_KIND` with 108 tiles (2m to 8m removed): a 1m indicator points to 9m and a
9m indicator to 1m (riichi.wiki, Sanma)."""


# --- named kinds and kind sets, for the engine's integer counts ------------------------------

FIRST_HONOR = Suit.HONOR.base
"""Kind of East (``1z``), the first honor: every kind from here up is an honor."""

HAKU, HATSU, CHUN = (Tile(Suit.HONOR, rank).kind for rank in (5, 6, 7))
"""Kinds of the three dragons (``5z``, ``6z``, ``7z``)."""

HONOR_KINDS = frozenset(tile.kind for tile in TILE_KINDS if tile.is_honor)
WIND_KINDS = frozenset(tile.kind for tile in TILE_KINDS if tile.is_wind)
DRAGON_KINDS = frozenset(tile.kind for tile in TILE_KINDS if tile.is_dragon)
TERMINAL_OR_HONOR_KINDS = frozenset(
    tile.kind for tile in TILE_KINDS if tile.is_terminal_or_honor)
"""么九牌: the kinds of ones, nines and honors (thirteen orphans holds one of each)."""
TERMINALS_AND_HONORS = tuple(sorted(TERMINAL_OR_HONOR_KINDS))
"""The thirteen kinds of thirteen orphans, in kind order."""

GREEN_KINDS = frozenset((*(Tile(Suit.SOU, rank).kind for rank in (2, 3, 4, 6, 8)), HATSU))
"""緑一色: the all-green tiles, 2 3 4 6 8 of sou and hatsu."""
