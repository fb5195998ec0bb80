"""Shanten and winning tiles, counted on integer tile counts.

*Shanten* (向聴数) is how many tiles a hand lacks before it is tenpai: 0 for a tenpai hand,
1 for a hand one useful draw away, and −1 for a complete hand. It is the least of three
counts: four sets and a pair (declared melds count as sets), seven pairs and thirteen
orphans (the last two only for a hand without melds).

The standard count splits each suit into sets, partial sets (two tiles of a set: a pair, two
neighbours or two tiles one apart) and a pair, then takes ``8 − 2 × sets − partials − pair``
with at most four sets and partials counted. As in the usual shanten calculators, the count
looks at shapes only: a shape waiting on a fifth copy of a kind still counts (the caller
decides about waits whose copies are all in the hand; see :mod:`mjscore.waiting`).

Every suit is split on its own by a memoised table keyed on its nine counts, so a hand costs
a few dictionary lookups once the common shapes have been seen.

>>> from mjscore.hand import parse_tiles
>>> def counts(text):
...     found = [0] * 34
...     for tile in parse_tiles(text):
...         found[tile.kind] += 1
...     return found
>>> shanten(counts("123m456p789s1234s"))
0
>>> shanten(counts("1m9m1p9p1s9s1234567z"))
0
>>> shanten(counts("1133557799m1p3s5z")), standard_shanten(counts("1133557799m1p3s5z"))
(1, 3)
>>> [kind for kind in winning_kinds(counts("123m456p789s1234s"))]
[18, 21]
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING

from .tiles import TERMINALS_AND_HONORS, TILE_KINDS

if TYPE_CHECKING:
    from .hands import Hand

_Option = tuple[int, int, int]
"""One way to split a group of tiles: (sets, partial sets, pairs), the pairs 0 or 1."""


def shanten(counts: Sequence[int], melds: int = 0) -> int:
    """The shanten of concealed ``counts`` (34 kinds) beside ``melds`` declared melds: the
    least of the standard count and, without melds, seven pairs and thirteen orphans.

    ``counts`` hold 13 − 3 × melds tiles (a hand waiting) or one more (a hand just drawn).
    """
    best = standard_shanten(counts, melds)
    if melds == 0 and best > 0:
        best = min(best, seven_pairs_shanten(counts), thirteen_orphans_shanten(counts))
    return best


def standard_shanten(counts: Sequence[int], melds: int = 0) -> int:
    """Shanten towards four sets and a pair, ``melds`` of the sets declared."""
    options = _combine(_combine(_suit_options(tuple(counts[0:9])),
                                _suit_options(tuple(counts[9:18]))),
                       _combine(_suit_options(tuple(counts[18:27])),
                                _honor_options(tuple(counts[27:34]))))
    best = 8
    for sets, partials, pair in options:
        total = sets + melds
        best = min(best, 8 - 2 * total - min(partials, 4 - total) - pair)
    return best


def seven_pairs_shanten(counts: Sequence[int]) -> int:
    """Shanten towards seven different pairs (four of a kind are not two pairs)."""
    pairs = kinds = 0
    for count in counts:
        if count:
            kinds += 1
            if count >= 2:
                pairs += 1
    return 6 - pairs + max(0, 7 - kinds)


def thirteen_orphans_shanten(counts: Sequence[int]) -> int:
    """Shanten towards thirteen orphans: one of each terminal and honor, one of them twice."""
    kinds = doubled = 0
    for kind in TERMINALS_AND_HONORS:
        count = counts[kind]
        if count:
            kinds += 1
            if count >= 2:
                doubled = 1
    return 13 - kinds - doubled


def winning_kinds(counts: Sequence[int], melds: int = 0) -> tuple[int, ...]:
    """The kinds that would complete concealed ``counts`` (13 − 3 × melds tiles), in kind
    order: four sets and a pair, seven pairs or thirteen orphans. Copies are not checked:
    a kind of which the hand holds all four is listed when its shape waits on it.
    """
    groups = (tuple(counts[0:9]), tuple(counts[9:18]), tuple(counts[18:27]),
              tuple(counts[27:34]))
    masks = [_suit_complete(groups[0]), _suit_complete(groups[1]), _suit_complete(groups[2]),
             _honors_complete(groups[3])]
    found: set[int] = set()
    for index, group in enumerate(groups):
        # The other groups must be sets only, except for at most one holding the pair.
        others = [masks[other] for other in range(4) if other != index]
        if any(mask == 0 for mask in others):
            continue
        pair_groups = sum(1 for mask in others if mask == _PAIR)
        if pair_groups > 1:
            continue
        need = _SETS if pair_groups else _PAIR
        base = 9 * index
        size = len(group)
        for rank in range(size):
            # A tile far from every tile of its group cannot complete it.
            if not (group[rank] if index == 3 else any(group[max(0, rank - 2):rank + 3])):
                continue
            grown = list(group)
            grown[rank] += 1
            mask = _honors_complete(tuple(grown)) if index == 3 else _suit_complete(
                tuple(grown))
            if mask & need:
                found.add(base + rank)
    if melds == 0:
        found.update(_seven_pairs_waits(counts))
        found.update(_thirteen_orphans_waits(counts))
    return tuple(sorted(found))


def _seven_pairs_waits(counts: Sequence[int]) -> tuple[int, ...]:
    singles = [kind for kind, count in enumerate(counts) if count == 1]
    pairs = sum(1 for count in counts if count == 2)
    if pairs == 6 and len(singles) == 1 and sum(counts) == 13:
        return (singles[0],)
    return ()


def _thirteen_orphans_waits(counts: Sequence[int]) -> tuple[int, ...]:
    held = [counts[kind] for kind in TERMINALS_AND_HONORS]
    if sum(held) != 13 or sum(counts) != 13 or max(held) > 2:
        return ()
    missing = [kind for kind, count in zip(TERMINALS_AND_HONORS, held, strict=True)
               if count == 0]
    if not missing:
        return TERMINALS_AND_HONORS
    return tuple(missing) if len(missing) == 1 else ()


# --------------------------------------------------------------------------- complete groups

_SETS = 1
"""Mask bit: the group splits into sets only."""
_PAIR = 2
"""Mask bit: the group splits into sets and one pair."""


@cache
def _suit_complete(counts: tuple[int, ...]) -> int:
    """Which of :data:`_SETS` and :data:`_PAIR` one suit's nine counts split into."""
    remainder = sum(counts) % 3
    if remainder == 0:
        return _SETS if _sets_only(counts) else 0
    if remainder == 1:
        return 0
    rest = list(counts)
    for rank, count in enumerate(counts):
        if count >= 2:
            rest[rank] -= 2
            if _sets_only(tuple(rest)):
                return _PAIR
            rest[rank] += 2
    return 0


@cache
def _sets_only(counts: tuple[int, ...]) -> bool:
    first = next((rank for rank, count in enumerate(counts) if count), -1)
    if first < 0:
        return True
    rest = list(counts)
    if counts[first] >= 3:
        rest[first] -= 3
        if _sets_only(tuple(rest)):
            return True
        rest[first] += 3
    if first <= 6 and counts[first + 1] and counts[first + 2]:
        for step in range(3):
            rest[first + step] -= 1
        return _sets_only(tuple(rest))
    return False


def _honors_complete(counts: tuple[int, ...]) -> int:
    """As :func:`_suit_complete` for the seven honor counts, which form no runs. A count of
    five (a hand's four and the tile its shape waits on) is a set and a pair, as in a suit:
    the caller decides about such a wait."""
    pairs = 0
    for count in counts:
        if count in (2, 5):
            pairs += 1
        elif count not in (0, 3):
            return 0
    return _SETS if pairs == 0 else _PAIR if pairs == 1 else 0


# --------------------------------------------------------------------------- partial splits


def _prune(options: list[_Option]) -> tuple[_Option, ...]:
    """The options no other option beats in sets, partials and pair at once."""
    unique = set(options)
    return tuple(sorted(
        option for option in unique
        if not any(other != option and other[0] >= option[0] and other[1] >= option[1]
                   and other[2] >= option[2] for other in unique)
    ))


def _combine(left: tuple[_Option, ...], right: tuple[_Option, ...]) -> tuple[_Option, ...]:
    return _prune([(a[0] + b[0], a[1] + b[1], a[2] + b[2])
                   for a in left for b in right if a[2] + b[2] <= 1])


@cache
def _suit_options(counts: tuple[int, ...]) -> tuple[_Option, ...]:
    """Every best split of one suit's counts into sets, partial sets and at most one pair
    (a tuple of length 1 is one honor kind, which forms no runs)."""
    first = next((rank for rank, count in enumerate(counts) if count), -1)
    if first < 0:
        return ((0, 0, 0),)
    found: list[_Option] = []
    rest = list(counts)

    def take(ranks: tuple[int, ...], sets: int, partials: int, pair: int) -> None:
        for rank in ranks:
            rest[rank] -= 1
        for option in _suit_options(tuple(rest)):
            if option[2] + pair <= 1:
                found.append((option[0] + sets, option[1] + partials, option[2] + pair))
        for rank in ranks:
            rest[rank] += 1

    take((first,), 0, 0, 0)  # an isolated tile
    count = counts[first]
    if count >= 3:
        take((first, first, first), 1, 0, 0)
    if count >= 2:
        take((first, first), 0, 1, 0)
        take((first, first), 0, 0, 1)
    last = len(counts) - 1
    if first + 1 <= last and counts[first + 1]:
        if first + 2 <= last and counts[first + 2]:
            take((first, first + 1, first + 2), 1, 0, 0)
        take((first, first + 1), 0, 1, 0)
    if first + 2 <= last and counts[first + 2]:
        take((first, first + 2), 0, 1, 0)
    return _prune(found)


@cache
def _honor_options(counts: tuple[int, ...]) -> tuple[_Option, ...]:
    options: tuple[_Option, ...] = ((0, 0, 0),)
    for count in counts:
        if count >= 2:
            options = _combine(options, _suit_options((count,)))
    return options


def waits_hint(hand: Hand) -> str | None:
    """For a hand that does not win: the waits of the hand without its winning tile, as
    ``"without its winning tile 1p it waits on 2s 5s"``; None when it is not tenpai.

    >>> from mjscore.hand import Hand
    >>> waits_hint(Hand.parse("123m456p789s2345s+1p"))
    'without its winning tile 1p it waits on 2s 5s'
    """
    rest = list(hand.concealed_counts)
    rest[hand.win_tile.kind] -= 1
    # A wait on a kind whose four copies are all concealed is no wait (docs/waits.md).
    kinds = [kind for kind in winning_kinds(rest, len(hand.melds)) if rest[kind] < 4]
    if not kinds:
        return None
    tiles = " ".join(str(TILE_KINDS[kind]) for kind in kinds)
    return f"without its winning tile {hand.win_tile} it waits on {tiles}"
