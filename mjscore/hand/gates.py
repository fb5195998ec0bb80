"""Gates: cheap facts of a reading that a yaku cannot hold without, and those of one suit.

Each yaku of the registry (:data:`mjscore.scoring.YAKU`) declares its :class:`Gate`;
:func:`mjscore.scoring.yaku.find_yaku` tries only the yaku whose gate a reading meets, so that most
predicates are never called. The gates of a hand's tiles are read off its four suits: each
suit's counts give, once, the gates it breaks, those it makes, and the ranks it holds runs
and triplets of (:func:`suit_gates`, :func:`honor_gates`); the scorer keeps them beside each
suit's splits (:func:`mjscore.hand.suit_parts`) and :class:`mjscore.scoring.facts.HandFacts`
combines the four in a few integer operations.
"""

from __future__ import annotations

import enum

from .tiles import CHUN, FIRST_HONOR, GREEN_KINDS, HAKU, HATSU, TERMINAL_OR_HONOR_KINDS


class Gate(enum.IntFlag):
    """A cheap fact of a reading that a yaku cannot hold without.

    A gate must follow from the yaku's definition (a necessary condition), never the other
    way round; a yaku whose gate is its whole definition says so (``YakuDef.exact``), and is
    then found by its gate alone. A test holds every predicate to its gate (and the exact
    ones to it both ways), and every gate a reading meets to what the gate says, on every
    reading of the real hands and of Hypothesis hands.
    """

    NONE = 0
    """No gate: the yaku is tried on every reading."""
    RIICHI = enum.auto()
    """Riichi was declared; ``DOUBLE_RIICHI``: double riichi."""
    DOUBLE_RIICHI = enum.auto()
    IPPATSU = enum.auto()
    """Ippatsu was declared, with riichi or double riichi."""
    EVENT = enum.auto()
    """A win on a special tile or turn: haitei, houtei, rinshan, chankan, tenhou, chiihou
    or renhou."""
    TSUMO = enum.auto()
    CLOSED = enum.auto()
    """No meld opens the hand (closed kans keep it closed)."""
    ALL_SIMPLE = enum.auto()
    """No terminal or honor anywhere in the hand."""
    HONORS = enum.auto()
    NO_HONORS = enum.auto()
    ONE_SUIT = enum.auto()
    """The hand's suited tiles are of one suit (honors aside), and there are some."""
    ALL_TERMINAL_OR_HONOR = enum.auto()
    ALL_GREEN = enum.auto()
    """Every tile of the hand is green (23468s and 6z)."""
    OUTSIDE = enum.auto()
    """No suited tile of rank 4, 5 or 6 anywhere in the hand: no set that holds one holds a
    terminal or an honor, so chanta and junchan cannot be without this."""
    STRAIGHT = enum.auto()
    """Some suit holds all nine ranks (an ittsu's 123, 456 and 789)."""
    MIXED_RUN = enum.auto()
    """Some three ranks ``r, r+1, r+2`` are held in all three suits (a sanshoku's runs)."""
    DOUBLE_RUN = enum.auto()
    """Some three ranks ``r, r+1, r+2`` of one suit are held twice each (an iipeikou)."""
    MIXED_TRIPLET = enum.auto()
    """Three or more of some rank in all three suits (a sanshoku doukou's triplets)."""
    DRAGON_TRIPLET = enum.auto()
    """Three or more of some dragon."""
    HAKU_TRIPLET = enum.auto()
    """Three or more of the white dragon; ``HATSU_TRIPLET``, ``CHUN_TRIPLET``: green, red."""
    HATSU_TRIPLET = enum.auto()
    CHUN_TRIPLET = enum.auto()
    THREE_DRAGONS = enum.auto()
    """Two or more of each dragon (shousangen's pair and triplets, or daisangen)."""
    WIND_TRIPLET = enum.auto()
    """Three or more of some wind."""
    THREE_KANS = enum.auto()
    """Three or four kans among the melds."""
    RUN = enum.auto()
    """The reading has a run; ``TWO_RUNS`` … ``FOUR_RUNS``: that many or more."""
    TWO_RUNS = enum.auto()
    THREE_RUNS = enum.auto()
    FOUR_RUNS = enum.auto()
    THREE_TRIPLETS = enum.auto()
    """The reading has three or more triplets or kans; ``FOUR_TRIPLETS``: four."""
    FOUR_TRIPLETS = enum.auto()
    SEVEN_PAIRS = enum.auto()
    """The reading is seven pairs; ``THIRTEEN_ORPHANS``: thirteen orphans."""
    THIRTEEN_ORPHANS = enum.auto()


# --- the gates of one suit --------------------------------------------------------------------
#
# A suit gives the gates of the form "no tile …" that it breaks (``kills``), those of the form
# "some tile(s) …" that it makes (``grants``), and for a suited one the ranks it holds runs
# and triplets of (``ranks``), which the three suits share or not (sanshoku). ``ranks`` also
# carries a bit for the suit itself: which suits hold tiles decides ONE_SUIT.

KILLABLE = int(Gate.ALL_SIMPLE | Gate.ALL_TERMINAL_OR_HONOR | Gate.NO_HONORS | Gate.ALL_GREEN
               | Gate.OUTSIDE)
"""The gates a hand meets unless one of its suits breaks them."""
RUN_RANKS = 0x7F
"""Bits 0–6 of ``ranks``: each of the three ranks of a run from this rank index is held."""
TRIPLET_SHIFT = 7
"""Bits 7–15 of ``ranks``: three or more of this rank index."""
HELD_SHIFT = 16
"""Bit 16 + suit of ``ranks``: the suit (0 man, 1 pin, 2 sou) holds tiles."""

_TRIPLET_OF = {HAKU: int(Gate.HAKU_TRIPLET), HATSU: int(Gate.HATSU_TRIPLET),
               CHUN: int(Gate.CHUN_TRIPLET)}
"""The gate of three or more of each dragon."""

# The gates as plain integers: a suit's gates are worked out for each suit a process meets
# (some thousands in a replay), where an IntFlag's operators cost a call each.
_ALL_SIMPLE, _ALL_TERMINAL_OR_HONOR = int(Gate.ALL_SIMPLE), int(Gate.ALL_TERMINAL_OR_HONOR)
_OUTSIDE, _ALL_GREEN, _NO_HONORS = int(Gate.OUTSIDE), int(Gate.ALL_GREEN), int(Gate.NO_HONORS)
_STRAIGHT, _DOUBLE_RUN, _HONORS = int(Gate.STRAIGHT), int(Gate.DOUBLE_RUN), int(Gate.HONORS)
_WIND_TRIPLET, _DRAGON_TRIPLET = int(Gate.WIND_TRIPLET), int(Gate.DRAGON_TRIPLET)
_THREE_DRAGONS = int(Gate.THREE_DRAGONS)


def suit_gates(counts: tuple[int, ...], suit: int) -> tuple[int, int, int]:
    """The ``(kills, grants, ranks)`` of one suit (0 man, 1 pin, 2 sou) of nine ``counts``:
    worked out from each gate's definition, once for each suit met."""
    kinds = [9 * suit + rank for rank in range(9) if counts[rank]]
    if not kinds:
        return 0, 0, 0
    kills = 0
    if not TERMINAL_OR_HONOR_KINDS.isdisjoint(kinds):
        kills |= _ALL_SIMPLE
    if not TERMINAL_OR_HONOR_KINDS.issuperset(kinds):
        kills |= _ALL_TERMINAL_OR_HONOR
    if any(counts[3:6]):
        kills |= _OUTSIDE
    if not GREEN_KINDS.issuperset(kinds):
        kills |= _ALL_GREEN
    grants = 0
    if all(counts):
        grants |= _STRAIGHT
    runs = [rank for rank in range(7) if min(counts[rank:rank + 3]) >= 1]
    if any(min(counts[rank:rank + 3]) >= 2 for rank in runs):
        grants |= _DOUBLE_RUN
    ranks = 1 << (HELD_SHIFT + suit)
    for rank in runs:
        ranks |= 1 << rank
    for rank in range(9):
        if counts[rank] >= 3:
            ranks |= 1 << (TRIPLET_SHIFT + rank)
    return kills, grants, ranks


def honor_gates(counts: tuple[int, ...]) -> tuple[int, int]:
    """The ``(kills, grants)`` of the honors' seven ``counts`` (kinds from ``FIRST_HONOR``)."""
    held = {kind: count for kind, count in enumerate(counts, FIRST_HONOR) if count}
    if not held:
        return 0, 0
    kills = _NO_HONORS | _ALL_SIMPLE
    if not GREEN_KINDS.issuperset(held):
        kills |= _ALL_GREEN
    grants = _HONORS
    for kind, count in held.items():
        if count >= 3:
            dragon = _TRIPLET_OF.get(kind)
            grants |= _WIND_TRIPLET if dragon is None else dragon | _DRAGON_TRIPLET
    if all(held.get(kind, 0) >= 2 for kind in _TRIPLET_OF):
        grants |= _THREE_DRAGONS
    return kills, grants


# The same gates of one suited suit, as bit masks of its ranks (bit ``rank``): which ranks it
# holds one, two and three or more of. A suit met for the first time is worked out by
# these (a few integer operations) rather than by the sets above; a test holds the two
# equal on every suit of the real hands and of random counts.
_ALL_RANKS = (1 << 9) - 1
_TERMINAL_RANKS = 1 << 0 | 1 << 8
_OUTSIDE_KILLERS = 1 << 3 | 1 << 4 | 1 << 5
"""Ranks 4, 5 and 6 (indices 3–5)."""
_NOT_GREEN = tuple(_ALL_RANKS & ~sum(1 << (kind - 9 * suit) for kind in GREEN_KINDS
                                      if kind // 9 == suit) for suit in range(3))
"""The ranks of each suit that are not green: all for man and pin, 1 5 7 9 for sou."""


def fast_suit_gates(counts: tuple[int, ...], suit: int) -> tuple[int, int, int]:
    """:func:`suit_gates` of a suit (0 man, 1 pin, 2 sou) of nine ``counts``, by bit masks
    of its ranks: what a part of a suit met for the first time is given."""
    one = two = three = 0
    bit = 1
    for count in counts:
        if count:
            one |= bit
            if count >= 2:
                two |= bit
                if count >= 3:
                    three |= bit
        bit <<= 1
    if not one:
        return 0, 0, 0
    kills = 0
    if one & _TERMINAL_RANKS:
        kills = _ALL_SIMPLE
    if one & ~_TERMINAL_RANKS:
        kills |= _ALL_TERMINAL_OR_HONOR
    if one & _OUTSIDE_KILLERS:
        kills |= _OUTSIDE
    if one & _NOT_GREEN[suit]:
        kills |= _ALL_GREEN
    grants = _STRAIGHT if one == _ALL_RANKS else 0
    if two & two >> 1 & two >> 2:  # (a rank r with two of r, r+1 and r+2: bits 0–6 only)
        grants |= _DOUBLE_RUN
    return kills, grants, (1 << (HELD_SHIFT + suit) | one & one >> 1 & one >> 2
                           | three << TRIPLET_SHIFT)

