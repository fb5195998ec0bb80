"""Tile acceptance (受け入れ): the draws that lower a hand's shanten, counted on tile counts.

:func:`hand_shanten` is the shanten of :func:`~mjscore.hand.tenpai.shanten` with the one
rule of copies that shapes alone miss: a wait on a kind whose four copies are all concealed
is no wait (rule B, ``docs/waits.md``), so a hand tenpai in shape only on such kinds is
1 shanten. :func:`accepted_kinds` gives the kinds whose draw lowers it. Both are derived
from the one count of :mod:`mjscore.hand.tenpai` (its split of each suit); the fast path
here only avoids splitting again the groups a draw leaves as they were, and
``tests/hand/test_acceptance.py`` holds it to the definition (every kind added, the
shanten counted again).

>>> from mjscore.hand import parse_tiles
>>> def counts(text):
...     found = [0] * 34
...     for tile in parse_tiles(text):
...         found[tile.kind] += 1
...     return found
>>> hand_shanten(counts("34568m5678p23567s"))
1
>>> accepted_kinds(counts("3468m5678p23567s"))  # 2 shanten: 2m-8m, 5p, 8p, 1s-4s
(1, 2, 3, 4, 5, 6, 7, 13, 16, 18, 19, 20, 21)
>>> hand_shanten(counts("1111m234p567s789s")), hand_shanten(counts("1111z234m567p789s"))
(1, 1)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

from .tenpai import _combine, _honor_options, _Option, _suit_options, shanten, winning_kinds
from .tiles import TERMINALS_AND_HONORS

_joined = lru_cache(maxsize=1 << 16)(_combine)
"""The options of two groups side by side, memoised (bounded): the discards of one hand
share most of their groups."""

ALL_KINDS: tuple[int, ...] = tuple(range(34))
"""Every tile kind: the kinds in play of a four-player game."""

_ORPHANS = frozenset(TERMINALS_AND_HONORS)


def hand_shanten(counts: Sequence[int], melds: int = 0) -> int:
    """The shanten of concealed ``counts`` (13 or 14 tiles less three a meld) beside
    ``melds`` declared melds: −1 complete, 0 tenpai, and a hand tenpai in shape only on
    kinds whose four copies it holds concealed counts 1."""
    best = shanten(counts, melds)
    if best == 0 and max(counts) >= 4 and not _really_tenpai(counts, melds):
        return 1
    return best


def _really_tenpai(counts: Sequence[int], melds: int) -> bool:
    """Some wait is on a kind not all four concealed (for 14 tiles: after some discard)."""
    if sum(counts) % 3 == 1:
        return any(counts[kind] < 4 for kind in winning_kinds(counts, melds))
    rest = list(counts)
    for kind in range(34):
        if rest[kind]:
            rest[kind] -= 1
            if any(rest[wait] < 4 for wait in winning_kinds(rest, melds)):
                return True
            rest[kind] += 1
    return False


def accepted_kinds(counts: Sequence[int], melds: int = 0, *,
                   held: Sequence[int] | None = None,
                   kinds: Iterable[int] = ALL_KINDS) -> tuple[int, ...]:
    """The kinds among ``kinds`` (the kinds in play) whose draw lowers the
    :func:`hand_shanten` of a 13-tile hand's concealed ``counts``, in kind order. A kind of
    which the hand holds all four (``held``: the hand's counts with its melds; the concealed
    counts when not given) cannot be drawn and is left out."""
    return acceptance(counts, melds, held=held, kinds=kinds)[1]


def acceptance(counts: Sequence[int], melds: int = 0, *,
               held: Sequence[int] | None = None,
               kinds: Iterable[int] = ALL_KINDS) -> tuple[int, tuple[int, ...]]:
    """The :func:`hand_shanten` of a 13-tile hand and its :func:`accepted_kinds` together."""
    held = counts if held is None else held
    groups = [tuple(counts[0:9]), tuple(counts[9:18]), tuple(counts[18:27]),
              tuple(counts[27:34])]
    options = [_suit_options(groups[0]), _suit_options(groups[1]), _suit_options(groups[2]),
               _honor_options(groups[3])]
    low, high = _joined(options[0], options[1]), _joined(options[2], options[3])
    others = (_joined(options[1], high), _joined(options[0], high),
              _joined(low, options[3]), _joined(low, options[2]))
    standard = _best(others[0], options[0], melds)
    closed = melds == 0
    pairs = singles = orphans = doubled = 0
    if closed:
        for kind, count in enumerate(counts):
            if count:
                singles += 1
                pairs += count >= 2
                if kind in _ORPHANS:
                    orphans += 1
                    doubled |= count >= 2
        current = min(standard, 6 - pairs + max(0, 7 - singles), 13 - orphans - doubled)
    else:
        current = standard
    quad = max(counts) >= 4
    if current == 0 and quad and not _really_tenpai(counts, melds):
        current = 1
    found = []
    for kind in kinds:
        count = counts[kind]
        if held[kind] >= 4:
            continue
        group = 3 if kind >= 27 else kind // 9
        rank = kind - 9 * group
        after = standard
        tiles = groups[group]
        if count if group == 3 else any(tiles[max(0, rank - 2):rank + 3]):
            after = _best(others[group], _grown(tiles, rank, group == 3), melds)
        if closed and after >= current:
            after = min(after,
                        6 - pairs - (count == 1) + max(0, 7 - singles - (count == 0)),
                        13 - orphans - doubled
                        - (kind in _ORPHANS and (count == 0 or (count == 1 and not doubled))))
        if after < current and not (after == 0 and (quad or count >= 3)
                                    and not _really_tenpai(_added(counts, kind), melds)):
            found.append(kind)
    return current, tuple(found)


@lru_cache(maxsize=1 << 16)
def _grown(tiles: tuple[int, ...], rank: int, honors: bool) -> tuple[_Option, ...]:
    """The options of a group with one more tile of ``rank``."""
    grown = list(tiles)
    grown[rank] += 1
    return _honor_options(tuple(grown)) if honors else _suit_options(tuple(grown))


def _added(counts: Sequence[int], kind: int) -> list[int]:
    grown = list(counts)
    grown[kind] += 1
    return grown


@lru_cache(maxsize=1 << 16)
def _best(left: tuple[_Option, ...], right: tuple[_Option, ...], melds: int) -> int:
    """The standard count of two groups of options side by side (as
    :func:`~mjscore.hand.tenpai.standard_shanten` counts all four). Bounded memo: the
    discards of one hand share most of their groups."""
    best = 8
    for sets, partials, pair in left:
        for more_sets, more_partials, more_pair in right:
            if pair + more_pair > 1:
                continue
            total = sets + more_sets + melds
            blocks = partials + more_partials
            room = 4 - total
            value = 8 - 2 * total - (blocks if blocks < room else room) - pair - more_pair
            if value < best:  # noqa: PLR1730  (min() per pair is slower here)
                best = value
    return best
