"""Every reading of a winning hand: its sets, its pair and the wait the winning tile filled.

A *reading* is one way to split the hand into four sets and a pair (or seven pairs, or
thirteen orphans) together with one way the winning tile can have completed it. The wait
decides fu, pinfu, and whether a triplet completed by ron counts as concealed, so a hand
such as ``4556m`` waiting on ``5m`` (tanki or kanchan) has several readings, and the scorer
keeps the best.

The search works on integer tile counts (kinds 0–33). Each suit is split on its own by a
memoised table keyed on its nine counts; honors, which can only be pairs and triplets, by
one keyed on their seven counts. Only the chosen reading is turned into public
:class:`Reading` values, by :func:`describe`.

>>> from mjscore.hand import Hand
>>> [r.wait.value for r in readings(Hand.parse("4556m678p111s+5m [789s]"))]
['tanki', 'kanchan']
"""

from __future__ import annotations

import enum
from dataclasses import field
from functools import cache
from itertools import starmap
from operator import attrgetter, itemgetter

from ..base import value_class
from ..hand import (
    FIRST_HONOR,
    KAN,
    KANCHAN,
    PAIR,
    PAIR_SIZE,
    PENCHAN,
    RYANMEN,
    SEQ,
    SHANPON,
    TANKI,
    TERMINALS_AND_HONORS,
    THIRTEEN,
    TILE_KINDS,
    TRIPLET,
    Hand,
    MeldKind,
    Parts,
    RawSet,
    Split,
    Tile,
    single_waits,
    split_waits,
    suit_parts,
)

STANDARD = 0
SEVEN_PAIRS = 1
THIRTEEN_ORPHANS = 2



class Shape(enum.Enum):
    """The three shapes a winning hand can take."""

    STANDARD = "standard"
    """Four sets and a pair."""
    SEVEN_PAIRS = "seven_pairs"
    """七対子: seven different pairs."""
    THIRTEEN_ORPHANS = "thirteen_orphans"
    """国士無双: one of each terminal and honor, one of them twice."""


class Wait(enum.Enum):
    """How the winning tile completed the hand."""

    RYANMEN = "ryanmen"
    """両面: either end of an open-ended run (``23`` waiting on 1 or 4)."""
    KANCHAN = "kanchan"
    """嵌張: the middle of a run (``24`` waiting on 3)."""
    PENCHAN = "penchan"
    """辺張: the edge of a run (``12`` waiting on 3, ``89`` on 7)."""
    SHANPON = "shanpon"
    """双碰: one of two pairs becomes a triplet."""
    TANKI = "tanki"
    """単騎: a single tile becomes the pair."""
    THIRTEEN_SIDED = "thirteen_sided"
    """国士無双十三面: thirteen orphans waiting on all thirteen tiles."""

    # A member is equal to itself only (as every enum's), so the identity hash agrees with
    # equality; Enum's own hashes the name in Python code, and the public fu line of a
    # wait (``fu._FU_ITEMS``) is found by a key that holds one.
    __hash__ = object.__hash__


class SetKind(enum.Enum):
    """What a block of a reading is."""

    SEQUENCE = "sequence"
    TRIPLET = "triplet"
    KAN = "kan"
    PAIR = "pair"


@value_class
class Block:
    """One set or pair of a reading."""

    kind: SetKind
    tile: Tile
    """The lowest tile (plain): a run's start, or the repeated tile."""
    is_open: bool = False
    """Called from another player, or a triplet completed by ron."""
    is_meld: bool = False
    """Declared as a meld (a closed kan included)."""
    _text: str = field(init=False, repr=False, compare=False)
    _json: str | None = field(init=False, repr=False, compare=False, default=None)
    """The block as batch output writes it, once written (``score_json._reading_json``): one
    of each block is shared, so each is written once."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "_text", _block_text(self.kind, self.tile.kind))

    @property
    def tiles(self) -> tuple[Tile, ...]:
        """The tiles of the block, plain (red fives are not tracked per block)."""
        if self.kind is SetKind.SEQUENCE:
            return tuple(Tile.from_kind(self.tile.kind + step) for step in range(3))
        return (self.tile,) * _SIZES[self.kind]

    def __str__(self) -> str:
        return self._text


@cache
def _block_text(kind: SetKind, first: int) -> str:
    """A block in notation, such as ``234m`` or ``777z`` (few exist, so each is kept)."""
    rank = first % 9 + 1
    ranks = (rank, rank + 1, rank + 2) if kind is SetKind.SEQUENCE else (rank,) * _SIZES[kind]
    return "".join(map(str, ranks)) + "mpsz"[first // 9]


_SIZES = {SetKind.TRIPLET: 3, SetKind.KAN: 4, SetKind.PAIR: 2}


@value_class
class Reading:
    """One way to read a winning hand: its blocks and the wait.

    For the standard shape ``blocks`` lists the concealed sets, then the melds, then the
    pair; for seven pairs, the seven pairs; for thirteen orphans, the pair alone.
    """

    shape: Shape
    blocks: tuple[Block, ...]
    wait: Wait
    win_tile: Tile

    def __str__(self) -> str:
        if self.shape is Shape.THIRTEEN_ORPHANS:
            return f"thirteen orphans, {self.wait.value} wait on {self.win_tile}"
        parts = " ".join([block._text for block in self.blocks])
        return f"{parts}, {self.wait.value} wait on {self.win_tile}"



# An engine reading is a plain tuple, fast to build and compare:
#   (shape, sets, pair, wait, win_set)
# sets:    tuple of (code, kind, is_open, is_meld) — code SEQ/TRIPLET/KAN, kind the lowest tile
# pair:    the pair's kind (seven pairs: -1; thirteen orphans: the doubled kind)
# wait:    a wait code
# win_set: index in sets of the set the winning tile completed, or -1 for the pair
RawReading = tuple[int, tuple[RawSet, ...], int, int, int]


def meld_sets(hand: Hand) -> tuple[RawSet, ...]:
    """The declared melds as engine sets."""
    # The meld's kind is compared by identity with module constants: ``Meld.is_kan`` and
    # ``Meld.is_open`` are two property calls each, and reading ``MeldKind.CHI`` from its
    # class is a call too (about 1 µs a hand with melds).
    return tuple([
        (SEQ if (kind := meld.kind) is _CHI else TRIPLET if kind is _PON else KAN,
         meld.tiles[0].kind, kind is not _CLOSED_KAN, True)
        for meld in hand.melds
    ])


_CHI, _PON, _CLOSED_KAN = MeldKind.CHI, MeldKind.PON, MeldKind.CLOSED_KAN
_KIND = attrgetter("kind")
"""A meld's kind."""


def closed_and_kans(hand: Hand) -> tuple[bool, int]:
    """Whether no meld opens the hand (``Hand.is_closed``), and how many melds are kans;
    by counting meld kinds, which compares them by identity in C, for the hot path."""
    kinds = list(map(_KIND, hand.melds))
    return (kinds.count(_CLOSED_KAN) == len(kinds),
            len(kinds) - kinds.count(_CHI) - kinds.count(_PON))


def raw_readings(hand: Hand, parts: Parts | None = None,
                 melds: tuple[RawSet, ...] | None = None) -> list[RawReading]:
    """Every reading of the hand in the engine's integer form; ``parts`` are those of its
    concealed counts (:func:`suit_parts`) and ``melds`` its :func:`meld_sets`, when the
    caller has them."""
    counts = hand.concealed_counts
    if parts is None:
        parts = suit_parts(counts)
    win = hand.win_tile.kind
    if melds is None:
        melds = meld_sets(hand) if hand.melds else ()
    man, pin, sou, honors = parts[0][4], parts[1][4], parts[2][4], parts[3][4]
    if man and pin and sou and honors:
        # The usual hand, each suit split one way: the four splits joined, and the waits
        # the winning tile makes in its suit's split, with the index of its set moved past
        # the sets of the suits before (what ``_split_readings`` finds in the joined split,
        # without looking at each set). The sizes add up to the sets and the pair of the
        # hand when the splits hold them (see ``Single``): then one suit holds the pair, and
        # the three others have none (-1), so the greatest is the pair.
        found: list[RawReading] = []
        if man[2] + pin[2] + sou[2] + honors[2] == 4 - len(melds) + PAIR_SIZE:
            sets = man[1] + pin[1] + sou[1] + honors[1]
            if melds:
                sets += melds
            pair = man[0] + pin[0] + sou[0] + honors[0] + 3  # (the three others' are -1)
            # The winning tile's suit's split, and how many sets the suits before it hold.
            suit = win // 9
            if suit == 0:
                single, offset = man, 0
            elif suit == 1:
                single, offset = pin, len(man[1])
            elif suit == 2:
                single, offset = sou, len(man[1]) + len(pin[1])
            else:
                single, offset = honors, len(sets) - len(honors[1]) - len(melds)
            waits = single[3][win - 9 * suit]
            if waits is None:  # (the first hand won on this rank of this split)
                waits = single_waits(single, win)
            for wait, index in waits:
                found.append((STANDARD, sets, pair, wait, index + offset if index >= 0 else -1))
    else:
        found = _split_readings(_splits_of(parts, 4 - len(melds)), win, melds)
    if melds:  # (no seven pairs, no thirteen orphans)
        return found
    # Seven pairs hold no single tile, and thirteen orphans hold East and Red: most hands
    # skip both tests at the first single tile, or at no East or no Red.
    if 1 not in counts:
        if _is_seven_pairs(counts):
            pairs = tuple((PAIR, kind, False, False) for kind in range(len(TILE_KINDS))
                          if counts[kind])
            found.append((SEVEN_PAIRS, pairs, -1, TANKI, -1))
    elif counts[FIRST_HONOR] and counts[-1]:
        orphans = _thirteen_orphans(counts, win)
        if orphans is not None:
            found.append(orphans)
    return found


def _split_readings(splits: list[Split], win: int, melds: tuple[RawSet, ...]
                    ) -> list[RawReading]:
    """The standard readings of the concealed ``splits`` of a hand and its ``melds``, won on
    kind ``win``: one for each way the winning tile can have completed a split."""
    return [(STANDARD, sets + melds if melds else sets, pair, wait, index)
            for pair, sets in splits for wait, index in split_waits(pair, sets, win)]


def readings(hand: Hand) -> list[Reading]:
    """Every reading of a hand as public values; empty when the hand is not complete."""
    return [describe(raw, hand.win_tile) for raw in raw_readings(hand)]


def ron_completed_set(raw: RawReading, tsumo: bool) -> int:
    """The index of the triplet a ron completed (a shanpon wait), or -1.

    Such a triplet counts as open: for fu, for sanankou and suuankou, and in the reading.
    """
    return raw[4] if raw[3] == SHANPON and not tsumo else -1


def describe(raw: RawReading, win_tile: Tile, *, ron: bool = False) -> Reading:
    """Turn an engine reading into a public :class:`Reading`.

    With ``ron``, the triplet the winning tile completed (a shanpon wait) is open.
    """
    shape, sets, pair, wait, _ = raw
    blocks = list(starmap(_block, sets))
    opened = ron_completed_set(raw, tsumo=not ron)
    if opened >= 0:
        code, kind, _, is_meld = sets[opened]
        blocks[opened] = _block(code, kind, True, is_meld)
    if pair >= 0:
        blocks.append(_block(PAIR, pair, False, False))
    return Reading(_SHAPES[shape], tuple(blocks), _WAITS[wait], win_tile.plain)


@cache
def _block(code: int, kind: int, is_open: bool, is_meld: bool) -> Block:
    """The public block for an engine set; blocks are immutable, so one of each is shared."""
    return Block(_SET_KINDS[code], Tile.from_kind(kind), is_open, is_meld)


_SET_KINDS = {SEQ: SetKind.SEQUENCE, TRIPLET: SetKind.TRIPLET, KAN: SetKind.KAN,
              PAIR: SetKind.PAIR}


_SHAPES = {STANDARD: Shape.STANDARD, SEVEN_PAIRS: Shape.SEVEN_PAIRS,
           THIRTEEN_ORPHANS: Shape.THIRTEEN_ORPHANS}
_WAITS = {RYANMEN: Wait.RYANMEN, KANCHAN: Wait.KANCHAN, PENCHAN: Wait.PENCHAN,
          SHANPON: Wait.SHANPON, TANKI: Wait.TANKI, THIRTEEN: Wait.THIRTEEN_SIDED}


def _is_seven_pairs(counts: tuple[int, ...]) -> bool:
    return counts.count(2) == 7 and counts.count(0) == 27


_ORPHAN_COUNTS = itemgetter(*TERMINALS_AND_HONORS)


def _thirteen_orphans(counts: tuple[int, ...], win: int) -> RawReading | None:
    orphans = _ORPHAN_COUNTS(counts)
    if sum(orphans) != 14 or 0 in orphans:
        return None
    pair = TERMINALS_AND_HONORS[orphans.index(2)]
    wait = THIRTEEN if pair == win else TANKI
    return (THIRTEEN_ORPHANS, (), pair, wait, -1)


def _splits_of(parts: Parts, set_count: int) -> list[Split]:
    """Every split of the four suits' ``parts`` into ``set_count`` sets and one pair."""
    every = parts[0][0], parts[1][0], parts[2][0], parts[3][0]
    if not all(every):
        return []
    partials: list[Split] = [(-1, ())]
    for options in every:
        partials = [
            (pair if suit_pair < 0 else suit_pair, sets + suit_sets)
            for pair, sets in partials
            for suit_pair, suit_sets in options
            if not (pair >= 0 and suit_pair >= 0)
        ]
    return [(pair, sets) for pair, sets in partials if pair >= 0 and len(sets) == set_count]


