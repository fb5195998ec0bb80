"""Fu: the minipoints of one reading, item by item, and their rounded total.

Every item is a named line (``base``, ``closed_ron``, ``tsumo``, the pair, each set, the
wait) so that a result can show where each fu came from. The total is the sum rounded up to
the next 10, except seven pairs, which are a flat 25 (``Rules.chiitoitsu_fu``).

=========================  ===========================================================
reason                     fu
=========================  ===========================================================
base                       20 (副底)
closed_ron                 10 for a ron with a closed hand (門前加符)
tsumo                      2, but not with pinfu (ツモ符)
pair_dragon                2; likewise pair_seat_wind, pair_round_wind
pair_double_wind           the seat and the round wind at once: Rules.double_wind_pair_fu
open_triplet_simple        2; closed 4; terminal_or_honor doubles; a kan is 4× a triplet
wait_kanchan               2; likewise wait_penchan and wait_tanki
open_no_fu                 10: an open hand won by ron with nothing beyond the base is 30 fu
chiitoitsu                 25, not rounded
=========================  ===========================================================
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from .decompose import KAN, KANCHAN, PENCHAN, SEQ, SEVEN_PAIRS, TANKI, THIRTEEN
from .tiles import Tile
from .yaku import Win

_TERMINAL_OR_HONOR = frozenset((0, 8, 9, 17, 18, 26, *range(27, 34)))
_DRAGONS = frozenset((31, 32, 33))
_WAIT_REASONS = {KANCHAN: "wait_kanchan", PENCHAN: "wait_penchan", TANKI: "wait_tanki",
                 THIRTEEN: "wait_tanki"}


@dataclass(frozen=True, slots=True)
class FuItem:
    """One line of the fu count."""

    reason: str
    """What earned the fu, as a stable id (``base``, ``closed_triplet_simple`` …)."""
    fu: int
    tiles: str = ""
    """The tiles the line is about, in notation (``777z``), or empty."""


RawFu = tuple[str, int, int, int]
"""(reason, fu, block code or -1, kind or -1): a fu line before it is made public."""


def count_fu(win: Win, pinfu: bool) -> tuple[list[RawFu], int]:
    """The fu lines of one reading and the rounded total.

    ``pinfu`` says whether the reading scored pinfu, which waives the tsumo fu.
    """
    facts = win.facts
    if win.shape == SEVEN_PAIRS:
        fu = facts.rules.chiitoitsu_fu
        return [("chiitoitsu", fu, -1, -1)], fu
    items: list[RawFu] = [("base", 20, -1, -1)]
    if facts.closed and not facts.tsumo:
        items.append(("closed_ron", 10, -1, -1))
    if facts.tsumo and not pinfu:
        items.append(("tsumo", 2, -1, -1))
    items.extend(_pair_fu(win))
    items.extend(_set_fu(win))
    reason = _WAIT_REASONS.get(win.wait)
    if reason is not None:
        items.append((reason, 2, -1, -1))
    raw = sum(item[1] for item in items)
    if raw == 20 and not facts.closed and not facts.tsumo:
        # 喰い平和: an open hand won by ron with no fu beyond the base counts 30 fu.
        items.append(("open_no_fu", 10, -1, -1))
        raw = 30
    return items, -(-raw // 10) * 10  # round up to the next 10


def _pair_fu(win: Win) -> list[RawFu]:
    pair = win.pair
    if pair < 0:
        return []
    facts = win.facts
    if pair in _DRAGONS:
        return [("pair_dragon", 2, 3, pair)]
    seat, round_ = pair == facts.seat_kind, pair == facts.round_kind
    if seat and round_:
        return [("pair_double_wind", facts.rules.double_wind_pair_fu, 3, pair)]
    if seat:
        return [("pair_seat_wind", 2, 3, pair)]
    if round_:
        return [("pair_round_wind", 2, 3, pair)]
    return []


def _set_fu(win: Win) -> list[RawFu]:
    items: list[RawFu] = []
    ron_triplet = win.ron_triplet  # a triplet completed by ron counts as open
    for index, (code, kind, is_open, _) in enumerate(win.sets):
        if code == SEQ:
            continue
        concealed = not is_open and index != ron_triplet
        fu = 2 * (2 if concealed else 1) * (2 if kind in _TERMINAL_OR_HONOR else 1)
        if code == KAN:
            fu *= 4
        reason = (f"{'closed' if concealed else 'open'}_{'kan' if code == KAN else 'triplet'}"
                  f"_{'terminal_or_honor' if kind in _TERMINAL_OR_HONOR else 'simple'}")
        items.append((reason, fu, code, kind))
    return items


def describe_fu(items: list[RawFu]) -> tuple[FuItem, ...]:
    """Make the fu lines of the chosen reading public."""
    return tuple(_fu_item(*item) for item in items)


@cache
def _fu_item(reason: str, fu: int, code: int, kind: int) -> FuItem:
    """One public fu line; lines are immutable, so one of each is shared."""
    if kind < 0:
        return FuItem(reason, fu)
    tile = Tile.from_kind(kind)
    size = {1: 3, KAN: 4, 3: 2}[code]
    return FuItem(reason, fu, f"{str(tile.rank) * size}{tile.suit.value}")
