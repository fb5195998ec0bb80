"""Fu: the minipoints of one reading, item by item, and their rounded total.

Every item is a :class:`FuItem` that says what earned it in fields (its :class:`FuSource`, and
for a pair, a set or a wait which one) so that a result can show where each fu came from
without reading it back out of a string. The total is the sum rounded up to the next 10,
except seven pairs, which are a flat 25 (``Rules.chiitoitsu_fu``).

=========================  ===========================================================
reason (``FuItem.reason``)  fu
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

import enum
from collections.abc import Sequence
from dataclasses import field

from ..base import SharedValues, value_class
from ..hand import (
    DRAGON_KINDS,
    FIRST_HONOR,
    KAN,
    KANCHAN,
    PAIR,
    PENCHAN,
    SEQ,
    TANKI,
    TERMINAL_OR_HONOR_KINDS,
    THIRTEEN,
    TILE_KINDS,
    TRIPLET,
    Tile,
)
from .decompose import SEVEN_PAIRS, SetKind, Wait
from .facts import Win


class FuSource(enum.Enum):
    """What kind of thing earned a fu item."""

    BASE = "base"
    CLOSED_RON = "closed_ron"
    TSUMO = "tsumo"
    PAIR = "pair"
    """A pair of a dragon or of a wind that counts (:class:`PairValue` says which)."""
    SET = "set"
    """A triplet or a kan (``set_kind``, ``concealed`` and ``terminal_or_honor`` say which)."""
    WAIT = "wait"
    """A kanchan, penchan or tanki wait (``wait`` says which)."""
    OPEN_NO_FU = "open_no_fu"
    CHIITOITSU = "chiitoitsu"

    # A member is equal to itself only (as every enum's), so the identity hash agrees with
    # equality; Enum's own hashes the name in Python code, and a raw line's public line
    # is found by a key that holds one (``_FU_ITEMS``).
    __hash__ = object.__hash__


class PairValue(enum.Enum):
    """Why a pair is worth fu."""

    DRAGON = "dragon"
    SEAT_WIND = "seat_wind"
    ROUND_WIND = "round_wind"
    DOUBLE_WIND = "double_wind"
    """The seat and the round wind at once (連風牌)."""

    __hash__ = object.__hash__  # as FuSource's


@value_class
class FuItem:
    """One line of the fu count: what earned it, its fu and the tiles it is about."""

    source: FuSource
    fu: int
    tiles: str = ""
    """The tiles the line is about, in notation (``777z``), or empty."""
    pair: PairValue | None = None
    """For a pair: why it counts."""
    set_kind: SetKind | None = None
    """For a set: ``SetKind.TRIPLET`` or ``SetKind.KAN``."""
    concealed: bool = False
    """For a set: concealed (a triplet completed by ron is not)."""
    terminal_or_honor: bool = False
    """For a set: of ones, nines or honors."""
    wait: Wait | None = None
    """For a wait: ``Wait.KANCHAN``, ``Wait.PENCHAN`` or ``Wait.TANKI``."""

    reason: str = field(init=False)
    """The line as a stable id (``base``, ``closed_triplet_simple``, ``wait_tanki`` …), as
    the JSON output names it; derived from the fields above."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "reason", self._reason())

    def _reason(self) -> str:
        if self.pair is not None:
            return f"pair_{self.pair.value}"
        if self.set_kind is not None:
            return (f"{'closed' if self.concealed else 'open'}_{self.set_kind.value}_"
                    f"{'terminal_or_honor' if self.terminal_or_honor else 'simple'}")
        if self.wait is not None:
            return f"wait_{self.wait.value}"
        return self.source.value


RawFu = tuple[FuSource, int, int, int, object]
"""(source, fu, block code or -1, kind or -1, detail): a fu line before it is made public.
The detail is the :class:`PairValue`, the wait, or for a set whether it is concealed."""

_WAITS = {KANCHAN: Wait.KANCHAN, PENCHAN: Wait.PENCHAN, TANKI: Wait.TANKI,
          THIRTEEN: Wait.TANKI}
"""The waits worth 2 fu; the thirteen-sided wait of thirteen orphans counts as a tanki."""


# The fu rules, each written once as a function of its line's parts. count_fu reads them
# from tables made of these functions (tests/scoring/test_fu_tables.py holds every entry equal to
# the function's answer): a subscript instead of a call, arithmetic and a tuple built per
# line and reading.

def _set_line(code: int, kind: int, concealed: bool) -> RawFu:
    """The line of a triplet or kan: 2 fu, doubled when concealed, doubled for terminals
    and honors, four times for a kan."""
    fu = 2 * (2 if concealed else 1) * (2 if kind in TERMINAL_OR_HONOR_KINDS else 1)
    if code == KAN:
        fu *= 4
    return (FuSource.SET, fu, code, kind, concealed)


def _pair_line(pair: int, seat_kind: int, round_kind: int, double_wind_fu: int
               ) -> RawFu | None:
    """The line of the pair of kind ``pair``, if it is worth fu: a dragon, the seat or the
    round wind 2, both winds at once ``Rules.double_wind_pair_fu``."""
    if pair in DRAGON_KINDS:
        return (FuSource.PAIR, 2, PAIR, pair, PairValue.DRAGON)
    seat, round_ = pair == seat_kind, pair == round_kind
    if seat and round_:
        return (FuSource.PAIR, double_wind_fu, PAIR, pair, PairValue.DOUBLE_WIND)
    if seat:
        return (FuSource.PAIR, 2, PAIR, pair, PairValue.SEAT_WIND)
    if round_:
        return (FuSource.PAIR, 2, PAIR, pair, PairValue.ROUND_WIND)
    return None


def _wait_line(wait: int) -> RawFu | None:
    """The line of a wait code, if it is worth fu (2)."""
    worth = _WAITS.get(wait)
    return None if worth is None else (FuSource.WAIT, 2, -1, -1, worth)


_SET_LINES: tuple[tuple[tuple[RawFu, ...], ...], ...] = tuple(
    tuple(tuple(_set_line(code, kind, not is_open) for kind in range(len(TILE_KINDS)))
          for is_open in (False, True))
    if code in (TRIPLET, KAN) else ()
    for code in range(KAN + 1))
"""``_SET_LINES[code][is_open][kind]``: the line of a set (``code`` TRIPLET or KAN) that
counts as open or not."""

_WAIT_LINES = tuple(_wait_line(wait) for wait in range(THIRTEEN + 1))
"""The line of each wait code, or None."""


_PAIR_LINES: SharedValues[tuple[int, int, int, int], RawFu | None] = SharedValues(_pair_line)
"""The line (or None) of each honor pair under (pair, seat kind, round kind, double-wind fu):
few occur (7 × 4 × 4 × the fu values)."""


def count_fu(win: Win, pinfu: bool) -> tuple[Sequence[FuItem], int]:
    """The fu lines of one reading, as public lines, and the rounded total.

    ``pinfu`` says whether the reading scored pinfu, which waives the tsumo fu. The lines
    come from the tables above (each the public :class:`FuItem` that ``_FU_ITEMS`` gives
    for the table's raw line), in the order base, tsumo or closed ron, pair, sets, wait,
    open_no_fu.
    """
    facts = win.facts
    if win.shape == SEVEN_PAIRS:
        fu = facts.rules.chiitoitsu_fu
        return (_fu_line((_CHIITOITSU, fu, -1, -1, None)),), fu
    tsumo = facts.tsumo
    if tsumo:
        if pinfu:
            items = [_BASE_ITEM]
            raw = _BASE_FU
        else:
            items = [_BASE_ITEM, _TSUMO_ITEM]
            raw = _BASE_AND_TSUMO_FU
    elif facts.closed:
        items = [_BASE_ITEM, _CLOSED_RON_ITEM]
        raw = _BASE_AND_CLOSED_RON_FU
    else:
        items = [_BASE_ITEM]
        raw = _BASE_FU
    pair = win.pair
    if pair >= FIRST_HONOR:  # (numbered pairs are worth nothing)
        line = _PAIR_ITEMS[pair, facts.seat_kind, facts.round_kind,
                           facts.rules.double_wind_pair_fu]
        if line is not None:
            items.append(line)
            raw += line.fu
    if win.triplets:
        ron_triplet = win.ron_triplet  # a triplet completed by ron counts as open
        if ron_triplet < 0:
            for code, kind, is_open, _ in win.sets:
                if code != SEQ:
                    line = _SET_ITEMS[code][is_open][kind] or _set_item(code, is_open, kind)
                    items.append(line)
                    raw += line.fu
        else:
            for index, (code, kind, is_open, _) in enumerate(win.sets):
                if code != SEQ:
                    opened = is_open or index == ron_triplet
                    line = _SET_ITEMS[code][opened][kind] or _set_item(code, opened, kind)
                    items.append(line)
                    raw += line.fu
    line = _WAIT_ITEMS[win.wait]
    if line is not None:
        items.append(line)
        raw += line.fu
    if raw == _BASE_FU and not tsumo and not facts.closed:
        # 喰い平和: an open hand won by ron with no fu beyond the base counts 30 fu.
        items.append(_OPEN_NO_FU_ITEM)
        raw += _OPEN_NO_FU[1]
    return items, -(-raw // 10) * 10  # round up to the next 10


_BASE: RawFu = (FuSource.BASE, 20, -1, -1, None)
_CLOSED_RON: RawFu = (FuSource.CLOSED_RON, 10, -1, -1, None)
_TSUMO: RawFu = (FuSource.TSUMO, 2, -1, -1, None)
_OPEN_NO_FU: RawFu = (FuSource.OPEN_NO_FU, 10, -1, -1, None)
_BASE_FU = _BASE[1]
_BASE_AND_TSUMO_FU = _BASE[1] + _TSUMO[1]
_BASE_AND_CLOSED_RON_FU = _BASE[1] + _CLOSED_RON[1]
_CHIITOITSU = FuSource.CHIITOITSU
"""(Read once: reading a member from its enum class is slow in Python 3.11.)"""


def _fu_item(source: FuSource, fu: int, code: int, kind: int, detail: object) -> FuItem:
    """One public fu line."""
    if kind < 0:
        return FuItem(source, fu, wait=detail if isinstance(detail, Wait) else None)
    tile = Tile.from_kind(kind)
    size = {TRIPLET: 3, KAN: 4, PAIR: 2}[code]
    tiles = f"{str(tile.rank) * size}{tile.suit.value}"
    if source is FuSource.PAIR:
        assert isinstance(detail, PairValue)
        return FuItem(source, fu, tiles, pair=detail)
    return FuItem(source, fu, tiles, set_kind=SetKind.KAN if code == KAN else SetKind.TRIPLET,
                  concealed=bool(detail), terminal_or_honor=kind in TERMINAL_OR_HONOR_KINDS)


_FU_ITEMS: SharedValues[RawFu, FuItem] = SharedValues(_fu_item)
"""The public fu line of each raw line: lines are immutable, so one of each is shared."""
_fu_line = _FU_ITEMS.__getitem__
"""The shared public line of a raw line (the bound lookup, made once)."""


# The public line of each table entry, for count_fu: the scorer then keeps the chosen
# reading's lines as they are, where a look-up of each raw line (a hash of its five items)
# cost more than the count. Each is ``_FU_ITEMS`` of its table's line (a test holds them
# equal); a set's line is made when first counted (136 made at import would cost the
# start-up a few tenths of a millisecond).
_BASE_ITEM, _TSUMO_ITEM, _CLOSED_RON_ITEM, _OPEN_NO_FU_ITEM = map(
    _fu_line, (_BASE, _TSUMO, _CLOSED_RON, _OPEN_NO_FU))
_WAIT_ITEMS = tuple(None if line is None else _fu_line(line) for line in _WAIT_LINES)
"""The public line of each wait code, or None (``_WAIT_LINES``)."""
_SET_ITEMS: tuple[tuple[list[FuItem | None], ...], ...] = tuple(
    tuple([None] * len(TILE_KINDS) for _ in (False, True)) if lines else ()
    for lines in _SET_LINES)
"""``_SET_ITEMS[code][is_open][kind]``: the public line of ``_SET_LINES[code][is_open]
[kind]``, or None until a set of it is first counted (:func:`_set_item`)."""


def _set_item(code: int, is_open: bool, kind: int) -> FuItem:
    """The public line of a set (``_SET_LINES``), kept in ``_SET_ITEMS`` once made."""
    item = _SET_ITEMS[code][is_open][kind] = _fu_line(_SET_LINES[code][is_open][kind])
    return item


def _pair_item(pair: int, seat_kind: int, round_kind: int, double_wind_fu: int
               ) -> FuItem | None:
    """The public line of a pair (``_PAIR_LINES``), or None."""
    line = _PAIR_LINES[pair, seat_kind, round_kind, double_wind_fu]
    return None if line is None else _fu_line(line)


_PAIR_ITEMS: SharedValues[tuple[int, int, int, int], FuItem | None] = SharedValues(_pair_item)
"""The public line (or None) of each honor pair, by the key of ``_PAIR_LINES``."""
