"""Differential test of the engine before the win against a brute force of its own, and
against the ``mjscore`` shanten of the ``mahjong`` package where it is installed.

Random hands are dealt from a shuffled set of 136 tiles, with 0 to 4 declared melds (taken
from the same set: a pon, a chi or a kan). For each 13-tile hand the script compares:

- the shanten: :func:`mjscore.hand.hand_shanten` against the brute force's, which is the
  distance to the nearest complete hand (four sets and a pair, seven pairs, thirteen
  orphans) whose concealed part holds no kind more than four times, less one — so a hand
  whose only waits are on kinds it holds all four of concealed counts 1 (rule B), and
  declared melds do not limit the concealed part;
- the waits: the kinds of :func:`mjscore.waiting.waits` (and :func:`is_tenpai`) against the
  kinds whose addition makes the concealed part complete by a recursive split of its own,
  not all four concealed;
- the acceptance of :func:`mjscore.hand.acceptance`: every kind the hand does not hold all
  four of, added, and the brute force's shanten counted again.

For each 14-tile hand (a draw added) it compares every discard's row of
:func:`mjscore.waiting.discard_rows` (its shanten and acceptance) against the brute force
on the hand without that tile. Where ``mahjong`` is installed, the engine's shanten of
closed 13-tile hands without four copies of a kind is compared with
``mahjong.shanten.Shanten`` (which reads shapes only, as the engine's count does before its
rule of four copies).

Run it from a checkout::

    python tools/differential_waits.py                     # the full size: 2,000 hands
    python tools/differential_waits.py --hands 20 --fourteen 1   # the CI sample

It prints the counts and every difference, and exits 1 when any is found.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from functools import cache, lru_cache
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mjscore.hand import (
    TERMINALS_AND_HONORS,
    TILE_KINDS,
    Meld,
    MeldKind,
    WaitingHand,
    acceptance,
    hand_shanten,
)
from mjscore.rules import resolve_rules
from mjscore.situation import make_situation
from mjscore.waiting import Table, discard_rows, is_tenpai, waits

_ORPHANS = tuple(TERMINALS_AND_HONORS)

# --------------------------------------------------------------------------- the brute force


@cache
def _complete_sets(counts: tuple[int, ...]) -> bool:
    """The counts split into sets only (a recursive split on the lowest kind)."""
    first = next((kind for kind, count in enumerate(counts) if count), -1)
    if first < 0:
        return True
    rest = list(counts)
    if counts[first] >= 3:
        rest[first] -= 3
        if _complete_sets(tuple(rest)):
            return True
        rest[first] += 3
    if first < 27 and first % 9 <= 6 and counts[first + 1] and counts[first + 2]:
        for kind in (first, first + 1, first + 2):
            rest[kind] -= 1
        return _complete_sets(tuple(rest))
    return False


def brute_complete(counts: tuple[int, ...], melds: int) -> bool:
    """The concealed counts (14 − 3 × melds tiles) win: sets and a pair, seven different
    pairs or thirteen orphans."""
    for kind in range(34):
        if counts[kind] >= 2:
            rest = list(counts)
            rest[kind] -= 2
            if _complete_sets(tuple(rest)):
                return True
    if melds:
        return False
    if sorted(counts, reverse=True)[:8] == [2] * 7 + [0]:
        return True
    return (all(counts[kind] for kind in _ORPHANS)
            and sum(counts[kind] for kind in _ORPHANS) == 14)


def brute_waits(counts: tuple[int, ...], melds: int) -> tuple[int, ...]:
    """The kinds that complete the 13-tile counts, not all four concealed."""
    return tuple(kind for kind in range(34) if counts[kind] < 4
                 and brute_complete(_plus(counts, kind), melds))


_SETS: tuple[tuple[int, ...], ...] = (
    *((kind, kind, kind) for kind in range(34)),
    *((base + rank, base + rank + 1, base + rank + 2) for base in (0, 9, 18)
      for rank in range(7)),
)
"""Every set as its three kinds."""


def brute_shanten(counts: tuple[int, ...], melds: int) -> int:
    """The distance to the nearest complete concealed part (no kind over four), less one."""
    size = 14 - 3 * melds
    best = _best_overlap(counts, 4 - melds)
    if melds == 0:
        pairs = sorted((min(count, 2) for count in counts), reverse=True)[:7]
        best = max(best, sum(pairs))
        orphans = sum(1 for kind in _ORPHANS if counts[kind])
        best = max(best, orphans + any(counts[kind] >= 2 for kind in _ORPHANS))
    return size - best - 1


def _best_overlap(counts: tuple[int, ...], sets: int) -> int:
    """The most tiles of ``counts`` that ``sets`` sets and a pair can hold, the sets and the
    pair holding no kind more than four times between them (with the tiles added).

    A search on the lowest tile of the hand still free: it is left out, or it goes in the
    pair, in a triplet or in one of the three runs through it (the run's other tiles taken
    from the hand where it has them); sets and a pair holding none of the hand's tiles fill
    what is left."""

    return _search(counts, (0,) * 34, sets, 1)


@lru_cache(maxsize=1 << 18)
def _search(rest: tuple[int, ...], used: tuple[int, ...], left: int, pair: int) -> int:
    first = next((kind for kind, count in enumerate(rest) if count), -1)
    if first < 0:
        return 0
    if any(used[:max(0, first - 2)]):
        # Kinds below the runs through the lowest free tile no longer matter.
        return _search(rest, (0,) * (first - 2) + used[first - 2:], left, pair)
    free = list(rest)
    free[first] -= 1
    best = _search(tuple(free), used, left, pair)  # the tile is left out
    options: list[tuple[int, ...]] = []
    if pair:
        options.append((first, first))
    if left:
        options.append((first, first, first))
        if first < 27:
            rank = first % 9
            options.extend(tuple(range(low, low + 3)) for low in
                           range(first - min(rank, 2), first + 1) if low % 9 <= 6
                           and low // 9 == first // 9)
    for kinds in options:
        grown = list(used)
        for kind in kinds:
            grown[kind] += 1
        if any(grown[kind] > 4 for kind in kinds):
            continue
        taken = list(rest)
        gain = 0
        for kind in kinds:
            if taken[kind]:
                taken[kind] -= 1
                gain += 1
        is_pair = len(kinds) == 2
        best = max(best, gain + _search(tuple(taken), tuple(grown),
                                       left - (not is_pair), pair - is_pair))
    return best


def brute_acceptance(counts: tuple[int, ...], melds: int, held: tuple[int, ...]
                     ) -> tuple[int, tuple[int, ...]]:
    steps = brute_shanten(counts, melds)
    return steps, tuple(kind for kind in range(34) if held[kind] < 4
                        and brute_shanten(_plus(counts, kind), melds) < steps)


def _plus(counts: tuple[int, ...], kind: int) -> tuple[int, ...]:
    grown = list(counts)
    grown[kind] += 1
    return tuple(grown)


# --------------------------------------------------------------------------- random hands


def deal(rng: random.Random, draw: bool) -> WaitingHand:
    """A random hand of 13 tiles (14 with ``draw``) with 0 to 4 melds, from one set of 136."""
    wall = [TILE_KINDS[kind] for kind in range(34) for _ in range(4)]
    rng.shuffle(wall)
    melds: list[Meld] = []
    count = rng.choice((0, 0, 0, 0, 1, 1, 2, 3, 4))
    for _ in range(count):
        kind = rng.choice(("pon", "chi", "kan"))
        tile = wall[-1]
        if kind == "chi" and tile.kind < 27 and tile.kind % 9 <= 6:
            wanted = [tile.kind, tile.kind + 1, tile.kind + 2]
        else:
            wanted = [tile.kind] * (4 if kind == "kan" else 3)
        taken = []
        for want in wanted:
            spot = next((i for i, t in enumerate(wall) if t.kind == want), None)
            if spot is None:
                break
            taken.append(wall.pop(spot))
        if len(taken) != len(wanted):
            wall.extend(taken)
            continue
        meld_kind = (MeldKind.OPEN_KAN if len(taken) == 4 else
                     MeldKind.CHI if wanted[0] != wanted[1] else MeldKind.PON)
        melds.append(Meld(meld_kind, tuple(taken)))
    size = 13 - 3 * len(melds) + draw
    return WaitingHand(tuple(wall[:size]), tuple(melds))


# --------------------------------------------------------------------------- the run


def run(hands: int, seed: int, fourteen: int | None = None) -> Counter[str]:
    """Compare ``hands`` 13-tile hands and ``fourteen`` 14-tile ones (a tenth by default);
    the counts of each kind of check and of each difference."""
    rng = random.Random(seed)
    tally: Counter[str] = Counter()
    other = _mahjong_shanten()
    rules = resolve_rules("tenhou")
    ron = make_situation()
    for _ in range(hands):
        hand = deal(rng, draw=False)
        counts = tuple(hand.concealed_counts)
        melds = len(hand.melds)
        steps = brute_shanten(counts, melds)
        tally["hands"] += 1
        tally[f"shanten {steps}"] += 1
        if hand_shanten(counts, melds) != steps:
            _differ(tally, "shanten", hand, hand_shanten(counts, melds), steps)
        found = tuple(w.tile.kind for w in waits(hand).waits if not w.tile.red)
        expected = brute_waits(counts, melds)
        if found != expected or is_tenpai(hand) != bool(expected):
            _differ(tally, "waits", hand, found, expected)
        if (steps == 0) != bool(expected):
            _differ(tally, "tenpai and shanten 0", hand, steps, expected)
        mine = acceptance(counts, melds, held=tuple(hand.counts))
        theirs = brute_acceptance(counts, melds, tuple(hand.counts))
        if mine != theirs:
            _differ(tally, "acceptance", hand, mine, theirs)
        if other is not None and melds == 0 and max(counts) < 4:
            tally["compared with mahjong"] += 1
            if other(list(counts)) != steps:
                _differ(tally, "mahjong shanten", hand, other(list(counts)), steps)
    for _ in range(hands // 10 if fourteen is None else fourteen):
        hand = deal(rng, draw=True)
        tally["14-tile hands"] += 1
        melds = len(hand.melds)
        for row in discard_rows(hand, ron, Table(), rules, values=False):
            rest = hand.without(row.tile)
            tally["discards"] += 1
            expected = brute_acceptance(tuple(rest.concealed_counts), melds,
                                        tuple(rest.counts))
            found = (row.shanten, tuple(item.tile.kind for item in row.acceptance))
            if found != expected:
                _differ(tally, "discard rows", rest, found, expected)
    return tally


def _differ(tally: Counter[str], what: str, hand: WaitingHand, found: object,
            expected: object) -> None:
    tally[f"DIFFERENT {what}"] += 1
    print(f"different {what}: {hand}: mjscore {found}, brute force {expected}")


def _mahjong_shanten():  # type: ignore[no-untyped-def]
    """The ``mahjong`` package's shanten of 34 counts, or None when it is not installed."""
    try:
        from mahjong.shanten import Shanten
    except ImportError:
        return None
    return Shanten.calculate_shanten


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2_000, help="13-tile hands")
    parser.add_argument("--fourteen", type=int, default=None,
                        help="14-tile hands (default: a tenth of --hands)")
    parser.add_argument("--seed", type=int, default=27)
    args = parser.parse_args()
    start = time.perf_counter()
    tally = run(args.hands, args.seed, args.fourteen)
    for key in sorted(tally):
        print(f"{key:28} {tally[key]:8,}")
    print(f"({time.perf_counter() - start:.1f} s)")
    sys.exit(1 if any(key.startswith("DIFFERENT") for key in tally) else 0)


if __name__ == "__main__":
    main()
