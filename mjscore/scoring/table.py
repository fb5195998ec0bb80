"""The points table players keep beside the table, and one value looked up on it
(``mjscore table``): the arithmetic of :mod:`mjscore.scoring.points` laid out by han and fu.
In a module of its own so that scoring a hand does not make the table's values.

>>> look_up(3, 30).value
3900
"""

from __future__ import annotations

from dataclasses import dataclass

from ..base import InvalidSituation
from ..rules import DEFAULT_RULES, Rules
from .points import Limit, basic_points, hand_value, payment_table, tsumo_shares

# --- the table --------------------------------------------------------------------

TABLE_FU = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)
"""The fu rows of the points table."""

_LIMIT_ROWS = ((5, 5), (6, 7), (8, 10), (11, 12), (13, None))
"""(lowest, highest) han of each limit row; None: no upper bound."""


@dataclass(frozen=True, slots=True)
class PointsRow:
    """One row of the points table: a han and fu (or a limit) and what each win pays.

    A payment that cannot happen at this han and fu is None.
    """

    han: int | None
    """The row's han, or its lowest han for a limit row; None for yakuman."""
    han_max: int | None
    """The row's highest han; None for no upper bound (and for yakuman)."""
    fu: int | None
    """The fu, or None for a limit row; a row that reaches a limit holds for more fu too."""
    limit: Limit | None
    yakuman: int
    """The yakuman multiple of a yakuman row, else 0."""
    basic_points: int
    ron: int | None
    """A non-dealer's ron."""
    tsumo: tuple[int, int] | None
    """A non-dealer's tsumo: what each non-dealer pays, and what the dealer pays."""
    dealer_ron: int | None
    dealer_tsumo: int | None
    """A dealer's tsumo: what each player pays."""


def points_table(rules: Rules) -> tuple[PointsRow, ...]:
    """The points table under ``rules``: what a ron and a tsumo pay at each han and fu.

    Rows for 1 to 4 han go up the fu until the hand reaches mangan; that row stands for its
    fu and above. Then one row per limit, and yakuman. A cell that cannot happen is None:
    a ron at 20 fu (only pinfu tsumo has 20 fu, and only with ``pinfu_tsumo``), anything at
    1 han with 20 or 25 fu, and a tsumo at 2 han 25 fu (seven pairs by tsumo has 3 han).

    >>> [(row.han, row.fu, row.ron) for row in points_table(Rules("tenhou"))][:3]
    [(1, 30, 1000), (1, 40, 1300), (1, 50, 1600)]
    """
    rows: list[PointsRow] = []
    for han in range(1, 5):
        for fu in TABLE_FU:
            if (fu == 20 and not rules.pinfu_tsumo) or (fu == 25 and rules.chiitoitsu_fu != 25):
                continue
            basic, limit = basic_points(han, fu, 0, rules)
            no_ron = fu == 20 or (fu == 25 and han == 1)
            no_tsumo = (han == 1 and fu in (20, 25)) or (fu == 25 and han == 2)
            if not (no_ron and no_tsumo):
                rows.append(_row(han, han, fu, basic, limit, rules=rules, ron=not no_ron,
                                 tsumo=not no_tsumo))
            if limit is not None:
                break
    limits: list[PointsRow] = []
    for low, high in _LIMIT_ROWS:
        basic, limit = basic_points(low, 30, 0, rules)
        if limits and limits[-1].limit is limit:
            # kazoe capped at sanbaiman: one row from 11 han up
            limits[-1] = _row(limits[-1].han, high, None, basic, limit, rules=rules)
            continue
        limits.append(_row(low, high, None, basic, limit, rules=rules))
    rows.extend(limits)
    doubles = rules.double_yakuman or (rules.yakuman_stacking and rules.max_yakuman != 1)
    for multiple in (1, 2) if doubles else (1,):
        basic, _ = basic_points(13 * multiple, 0, multiple, rules)
        rows.append(_row(None, None, None, basic, Limit.YAKUMAN, rules=rules, yakuman=multiple))
    return tuple(rows)


def _row(han: int | None, han_max: int | None, fu: int | None, basic: int,
         limit: Limit | None, *, rules: Rules, yakuman: int = 0, ron: bool = True,
         tsumo: bool = True) -> PointsRow:
    pay = payment_table(basic)
    dealer_pays, other_pays = tsumo_shares(basic, False, rules)  # (three players too)
    each, _ = tsumo_shares(basic, True, rules)
    return PointsRow(
        han=han, han_max=han_max, fu=fu, limit=limit, yakuman=yakuman, basic_points=basic,
        ron=pay["ron"] if ron else None,
        tsumo=(other_pays, dealer_pays) if tsumo else None,
        dealer_ron=pay["dealer_ron"] if ron else None,
        dealer_tsumo=each if tsumo else None,
    )


# --- one value looked up -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HandValue:
    """What a hand of some han and fu pays, looked up as on the points table."""

    han: int
    fu: int | None
    """None for a limit hand (5 han or more), whose fu do not count."""
    dealer: bool
    tsumo: bool
    honba: int
    basic_points: int
    limit: Limit | None
    value: int
    """The hand's points without honba."""
    payments: tuple[tuple[str, int], ...]
    """(payer, points) with honba: ``discarder``; or ``dealer`` and ``non_dealer`` (one
    entry per player), so that they add up to :attr:`total`."""

    @property
    def total(self) -> int:
        """What the winner receives, honba included."""
        return sum(amount for _, amount in self.payments)


FU_STEPS = (20, 25, *range(30, 120, 10))
"""The fu a hand can have after rounding: 20 (pinfu tsumo), 25 (seven pairs), 30 … 110."""


def look_up(han: int, fu: int | None, *, dealer: bool = False, tsumo: bool = False,
            honba: int = 0, rules: Rules | None = None) -> HandValue:
    """The value of ``han`` and ``fu`` and who pays it, as ``mjscore table HAN FU`` shows.

    >>> value = look_up(3, 40, tsumo=True, honba=1)
    >>> value.value, value.payments
    (5200, (('dealer', 2700), ('non_dealer', 1400), ('non_dealer', 1400)))

    Raises:
        InvalidSituation: ``impossible_han_fu`` for what no hand can be (a ron at 20 fu,
            1 han 25 fu, 2 han 25 fu by tsumo), or fu that are not a rounded count; the
            message says what to write.
    """
    rules = rules or DEFAULT_RULES
    if han < 1:
        raise InvalidSituation("a winning hand has at least 1 han", code="impossible_han_fu")
    if han < 5:
        if fu is None:
            raise InvalidSituation(f"{han} han needs its fu: give them after the han "
                                   f"(mjscore table {han} 30)", code="impossible_han_fu")
        _check_fu(han, fu, tsumo)
    basic, limit = basic_points(han, fu or 30, 0, rules)
    honba_points = honba * rules.honba_value
    table = payment_table(basic)
    others = rules.seats - 1  # the payers of a tsumo, who share its honba
    paid: tuple[tuple[str, int], ...]
    if not tsumo:
        paid = (("discarder", table["dealer_ron" if dealer else "ron"] + honba_points),)
    else:
        dealer_pays, other_pays = tsumo_shares(basic, dealer, rules)  # (three players too)
        if dealer:
            paid = (("non_dealer", dealer_pays + honba_points // others),) * others
        else:
            paid = (("dealer", dealer_pays + honba_points // others),
                    *(("non_dealer", other_pays + honba_points // others),) * (others - 1))
    return HandValue(han, fu if limit is None or han < 5 else None, dealer, tsumo, honba,
                     basic, limit, hand_value(basic, dealer, tsumo, rules), paid)


def _check_fu(han: int, fu: int, tsumo: bool) -> None:
    if fu not in FU_STEPS:
        rounded = min((step for step in FU_STEPS[2:] if step >= fu), default=None)
        hint = (f"; {fu} fu round up to {rounded}" if rounded and fu > 25
                else "; fu are 20, 25, or 30 to 110 in tens")
        raise InvalidSituation(f"no hand has {fu} fu after rounding{hint}",
                               code="impossible_han_fu")
    if fu == 20 and not tsumo:
        raise InvalidSituation("only pinfu by tsumo has 20 fu: add --tsumo, or a ron of "
                               "pinfu has 30 fu", code="impossible_han_fu")
    if fu == 25 and han == 1:
        raise InvalidSituation("25 fu is seven pairs, which has 2 han at least",
                               code="impossible_han_fu")
    if fu == 20 and han == 1:
        raise InvalidSituation("pinfu by tsumo has 2 han at least (pinfu and menzen tsumo)",
                               code="impossible_han_fu")
    if fu == 25 and han == 2 and tsumo:
        raise InvalidSituation("seven pairs by tsumo has 3 han at least (with menzen "
                               "tsumo)", code="impossible_han_fu")
