"""Each suit's counts as the engine reads them, in tables shared by the notation reader and
the scorer.

A hand's 34 counts fall into four suits (man, pin, sou, honors). Each suit's counts have one
*part* (:data:`Part`): every way to split them into sets and at most one pair, the suit's
gates (:func:`mjscore.hand.gates.suit_gates`: what its tiles rule out or allow), and its one
split when it has only one, with the waits a winning tile of each rank makes in it
(:func:`split_waits`, the one definition of the waits of a split). The parts are made on
the first look-up of a suit's counts and kept in a bounded table per suit
(:data:`SUIT_PARTS`); the notation reader keeps each run's part with its table entry, so
that the :class:`~mjscore.hand.Hand` it builds carries its four (``Hand.parts``) and the
scorer looks nothing up.

>>> splits = suit_parts((1, 1, 1, 0, 0, 0, 0, 0, 2) + (0,) * 25)[0][0]
>>> [(pair, [code for code, *_ in sets]) for pair, sets in splits]
[(8, [0])]
"""

from __future__ import annotations

from functools import cache

from .gates import fast_suit_gates, honor_gates
from .tiles import FIRST_HONOR

# Block codes inside the engine.
SEQ = 0
TRIPLET = 1
KAN = 2
PAIR = 3

# Wait codes inside the engine.
RYANMEN = 0
KANCHAN = 1
PENCHAN = 2
SHANPON = 3
TANKI = 4
THIRTEEN = 5


RawSet = tuple[int, int, bool, bool]
"""An engine set: ``(code, kind, is_open, is_meld)``, ``code`` one of :data:`SEQ`,
:data:`TRIPLET`, :data:`KAN` (or :data:`PAIR` in seven pairs), ``kind`` its lowest tile."""

Split = tuple[int, tuple[RawSet, ...]]
"""A split of concealed counts: the pair's kind (or -1) and the concealed sets."""


def _honor_splits(counts: tuple[int, ...]) -> tuple[Split, ...]:
    """The split of the honors' seven counts (kinds from ``FIRST_HONOR``), which can only be
    pairs and triplets: one split, or none."""
    pair, sets = -1, []
    for kind, count in enumerate(counts, FIRST_HONOR):
        if count == 3:
            sets.append((TRIPLET, kind, False, False))
        elif count == 2:
            if pair >= 0:
                return ()
            pair = kind
        elif count:
            return ()
    return ((pair, tuple(sets)),)


def _placed_splits(counts: tuple[int, ...], base: int) -> tuple[Split, ...]:
    """The splits of one suit's counts as engine sets of that suit (kinds from ``base``)."""
    return tuple(
        (-1 if pair < 0 else pair + base,
         tuple((code, rank + base, False, False) for code, rank in sets))
        for pair, sets in _suit_splits(counts)
    )


class _PackedSplits(dict[int, tuple[Split, ...]]):
    """:func:`_placed_splits` of a suit's counts packed in one integer (4 bits a rank, from
    bit 0, and the suit's base kind from bit :data:`_BASE_SHIFT`), worked out as
    :func:`_suit_splits` works them out, step by step in the same order (a triplet, a run,
    then the pair of the lowest rank held), on integers: a suit met for the first time is
    split by a few look-ups and subtractions instead of new tuples of counts at each step.
    A test holds the two equal, order included, on every suit of up to fourteen tiles."""

    def __missing__(self, key: int) -> tuple[Split, ...]:
        if len(self) >= _PARTS_KEPT:
            self.clear()
        packed = key & _PACKED_COUNTS
        if not packed:
            found: tuple[Split, ...] = ((-1, ()),)
            self[key] = found
            return found
        shift = ((packed & -packed).bit_length() - 1) & ~3  # the lowest rank held
        count = packed >> shift & 15
        kind = (key >> _BASE_SHIFT) + (shift >> 2)
        splits: list[Split] = []
        branches = 0
        if count >= 3:
            triplet = (TRIPLET, kind, False, False)
            for pair, sets in self[key - (3 << shift)]:
                # (in order: runs first, so the triplet goes after the runs of its rank)
                splits.append((pair, tuple(sorted((triplet, *sets))) if sets
                               and sets[0][0] == SEQ else (triplet, *sets)))
            branches += 1
        if shift <= 24 and packed >> shift + 4 & 15 and packed >> shift + 8 & 15:
            run = (SEQ, kind, False, False)  # (no set of the rest comes before it)
            splits.extend((pair, (run, *sets)) for pair, sets in self[key - (_RUN << shift)])
            branches += 1
        if count >= 2:
            splits.extend((kind, sets) for pair, sets in self[key - (2 << shift)] if pair < 0)
            branches += 1
        # Two ways can reach the same split (the pair before or after a run): keep one.
        found = tuple(dict.fromkeys(splits)) if branches > 1 else tuple(splits)
        self[key] = found
        return found


_BASE_SHIFT = 36
_PACKED_COUNTS = (1 << _BASE_SHIFT) - 1
_RUN = 0x111
"""One tile of each of three ranks in a row, packed."""
_PACKED_SPLITS = _PackedSplits()


def fast_placed_splits(counts: tuple[int, ...], base: int) -> tuple[Split, ...]:
    """:func:`_placed_splits` of a suit's nine ``counts`` whose kinds start at ``base``,
    by :class:`_PackedSplits`: what a part of a suit met for the first time is given. A
    suit of 3n + 1 tiles has no split (sets of three and at most one pair of two); counts
    above 15, which no hand holds, are split by :func:`_placed_splits` itself."""
    packed = base << _BASE_SHIFT
    shift = tiles = 0
    for count in counts:
        if count > 15:
            return _placed_splits(counts, base)
        packed |= count << shift
        shift += 4
        tiles += count
    return () if tiles % 3 == 1 else _PACKED_SPLITS[packed]


Waits = tuple[tuple[int, int], ...]
"""The ``(wait, win_set)`` a winning tile makes in a split (:func:`split_waits`)."""
Single = tuple[int, tuple[RawSet, ...], int, list[Waits | None]]
"""The one split of a suit split one way, ``(pair, sets, size, waits)``, for the usual
reading of :func:`raw_readings`: a hand whose suits all split one way (most hands) joins
four of them instead of joining every split and looking for the winning tile set by set.
Its size is its number of sets, plus :data:`PAIR_SIZE` if it holds the pair; ``waits[rank]``
are the :data:`Waits` that a winning tile of that rank of the suit makes in the split
(:func:`split_waits`, the one definition: ``win_set`` is the set's index in ``sets``, or
-1 for the pair), or None until a hand won on that rank asks (:func:`single_waits`): most
parts are never a winning tile's suit, and most of those that are, for one rank or two."""
Part = tuple[tuple[Split, ...], int, int, int, Single | None]
"""One suit's counts as the engine reads them: its splits (:func:`_placed_splits`, or
:func:`_honor_splits` for the honors); its gates, ``kills``, ``grants`` and ``ranks``
(:func:`mjscore.hand.suit_gates`; the honors' ranks are 0), which
:class:`mjscore.scoring.facts.HandFacts` combines; and its one split when it has only one
(:data:`Single`), for the usual reading of :func:`raw_readings`."""
PAIR_SIZE = 8
"""What a pair adds to a split's size: more than the sets of a hand (at most 4), so that
four sizes add up to ``set_count + PAIR_SIZE`` exactly when they hold ``set_count`` sets
and one pair."""
Parts = tuple[Part, Part, Part, Part]
"""The parts of man, pin, sou and the honors."""


class _Parts(dict[tuple[int, ...], Part]):
    """The parts of one suit by its counts, filled as they are met and started afresh when
    full (few distinct suits occur): each is looked up with one hash of its counts instead
    of being worked out again, for the splits and for the gates alike."""

    def __init__(self, suit: int) -> None:
        super().__init__()
        self.suit = suit

    def __missing__(self, counts: tuple[int, ...]) -> Part:
        if len(self) >= _PARTS_KEPT:
            self.clear()
        suit = self.suit
        if suit == HONOR_SUIT:
            splits = _honor_splits(counts)
            gates = (*honor_gates(counts), 0)
        else:
            splits = fast_placed_splits(counts, 9 * suit)  # (_placed_splits, on integers)
            gates = fast_suit_gates(counts, suit)  # (suit_gates, by bit masks)
        single = None
        if len(splits) == 1:
            single = _single(*splits[0], counts)
        part = self[counts] = (splits, *gates, single)
        return part


def _single(pair: int, sets: tuple[RawSet, ...], counts: tuple[int, ...]) -> Single:
    """The :data:`Single` of the one split of a suit's ``counts``, its waits not yet
    asked for."""
    return pair, sets, len(sets) + (PAIR_SIZE if pair >= 0 else 0), [None] * len(counts)


def single_waits(single: Single, win: int) -> Waits:
    """The waits a winning tile of kind ``win`` makes in the split of a :data:`Single` of
    its suit, kept in the single for the next hand that asks (``waits[rank]``); the waits
    are shared (few differ), so that a part adds few objects."""
    held = tuple(split_waits(single[0], single[1], win))
    waits = single[3][win % 9] = _SHARED_WAITS.setdefault(held, held)
    return waits


_SHARED_WAITS: dict[Waits, Waits] = {}
"""One of each :data:`Waits` of a :data:`Single`'s rank: a few (wait, set index) pairs of a
split of at most four sets, so few are possible."""


_PARTS_KEPT = 1 << 15
"""The most parts a suit's table keeps: when full it starts afresh (few distinct suits
occur, so it seldom is)."""
HONOR_SUIT = FIRST_HONOR // 9
"""The place of the honors among the suits (``kind // 9``)."""
SUIT_PARTS = (_Parts(0), _Parts(1), _Parts(2), _Parts(HONOR_SUIT))
"""The part of each suit's counts (man, pin, sou, honors, by ``kind // 9``), made on the
first look-up: ``SUIT_PARTS[suit][counts]``. :func:`suit_parts` reads all four; the notation
reader keeps each run's part with its entry, from here."""
_MAN_PARTS, _PIN_PARTS, _SOU_PARTS, _HONOR_PARTS = SUIT_PARTS


def suit_parts(counts: tuple[int, ...]) -> Parts:
    """The parts of the four suits of 34 ``counts``, from their tables."""
    return (_MAN_PARTS[counts[:9]], _PIN_PARTS[counts[9:18]],
            _SOU_PARTS[counts[18:FIRST_HONOR]], _HONOR_PARTS[counts[FIRST_HONOR:]])


def with_melds(parts: Parts, counts: tuple[int, ...], melds: tuple[RawSet, ...]
               ) -> tuple[Parts, bool, int]:
    """The parts of a hand's 34 ``counts`` from the ``parts`` of its concealed tiles and
    its ``melds`` (:func:`meld_sets`): only the suits the melds hold are looked up again.
    With them, as :func:`closed_and_kans` says from the melds: whether the hand is closed,
    and how many kans it has."""
    suits, closed, kans = meld_suits(melds)
    man, pin, sou, honors = parts
    if suits & 1:
        man = _MAN_PARTS[counts[:9]]
    if suits & 2:
        pin = _PIN_PARTS[counts[9:18]]
    if suits & 4:
        sou = _SOU_PARTS[counts[18:FIRST_HONOR]]
    if suits & 8:
        honors = _HONOR_PARTS[counts[FIRST_HONOR:]]
    return (man, pin, sou, honors), closed, kans


Gates = tuple[int, int, int]
"""One suit's ``(kills, grants, ranks)``, as its :data:`Part` holds them."""


class _Gates(dict[tuple[int, ...], Gates]):
    """The gates of one suit by its counts, for the suits of a hand's whole counts that its
    melds add to (``HandFacts``, :func:`meld_suits`): only their gates are read, never their
    splits, so counts met here for the first time are given their part's gates when the part
    is kept, else their gates alone (a part costs several times its gates: the splits and
    the one split's waits). Filled as met and started afresh when full, as :class:`_Parts`."""

    def __init__(self, suit: int) -> None:
        super().__init__()
        self.suit = suit

    def __missing__(self, counts: tuple[int, ...]) -> Gates:
        if len(self) >= _PARTS_KEPT:
            self.clear()
        suit = self.suit
        part = SUIT_PARTS[suit].get(counts)
        gates: Gates
        if part is not None:
            gates = part[1:4]
        elif suit == HONOR_SUIT:
            gates = (*honor_gates(counts), 0)
        else:
            gates = fast_suit_gates(counts, suit)
        self[counts] = gates
        return gates


SUIT_GATES = (_Gates(0), _Gates(1), _Gates(2), _Gates(HONOR_SUIT))
"""The gates of each suit's counts (man, pin, sou, honors, by ``kind // 9``), made on the
first look-up: ``SUIT_GATES[suit][counts]`` is ``SUIT_PARTS[suit][counts][1:4]``, without
the part."""


def meld_suits(melds: tuple[RawSet, ...]) -> tuple[int, bool, int]:
    """The suits that the ``melds`` (:func:`meld_sets`) hold, as bits (``1 << suit``), whether
    none of them opens the hand, and how many are kans: the suits of a hand's whole counts
    that differ from its concealed counts, and what :func:`closed_and_kans` says."""
    closed, kans, suits = True, 0, 0
    for code, kind, is_open, _ in melds:
        if is_open:
            closed = False
        if code == KAN:
            kans += 1
        suits |= 1 << kind // 9
    return suits, closed, kans


@cache
def _suit_splits(counts: tuple[int, ...]) -> tuple[tuple[int, tuple[tuple[int, int], ...]], ...]:
    """Every way to split one suit's nine counts into sets and at most one pair.

    Each split is ``(pair_rank_index or -1, ((code, rank_index), …))``; an empty result
    means the suit cannot be split.
    """
    first = next((i for i, count in enumerate(counts) if count), -1)
    if first < 0:
        return ((-1, ()),)
    splits: list[tuple[int, tuple[tuple[int, int], ...]]] = []
    rest = list(counts)
    if counts[first] >= 3:
        rest[first] -= 3
        splits.extend((pair, ((TRIPLET, first), *sets))
                      for pair, sets in _suit_splits(tuple(rest)))
        rest[first] += 3
    if first <= 6 and counts[first + 1] and counts[first + 2]:
        for step in range(3):
            rest[first + step] -= 1
        splits.extend((pair, ((SEQ, first), *sets)) for pair, sets in _suit_splits(tuple(rest)))
        for step in range(3):
            rest[first + step] += 1
    if counts[first] >= 2:
        rest[first] -= 2
        splits.extend((first, sets) for pair, sets in _suit_splits(tuple(rest)) if pair < 0)
    # Taking the pair before or after a run can reach the same split twice: keep one.
    return tuple(dict.fromkeys((pair, tuple(sorted(sets))) for pair, sets in splits))


def split_waits(pair: int, sets: tuple[RawSet, ...], win: int) -> list[tuple[int, int]]:
    """Each distinct way the winning tile of kind ``win`` can have completed a split, as
    ``(wait, win_set)``: the pair (tanki, -1), then each set it belongs to, by its index
    (the first of equal sets only). The one definition of the waits of a split."""
    found = []
    if pair == win:
        found.append((TANKI, -1))
    for index, raw_set in enumerate(sets):
        kind = raw_set[1]
        if not kind <= win <= kind + 2:  # (most sets: not the winning tile's)
            continue
        if raw_set[0] == SEQ:  # the middle, an edge of 12 or 89, or either end
            if win == kind + 1:
                wait = KANCHAN
            elif (win == kind and kind % 9 == 6) or (win == kind + 2 and kind % 9 == 0):
                wait = PENCHAN
            else:
                wait = RYANMEN
        elif kind == win:  # a triplet
            wait = SHANPON
        else:
            continue
        if sets.index(raw_set) == index:  # (the first of equal sets only)
            found.append((wait, index))
    return found
