"""Points: what han and fu are worth, who pays the winner, each seat's change and the table.

The arithmetic of ``RULES.md`` §3 on basic points (基本点): the limits, the rounding of each
payment up to 100, honba and deposits, the liable player (pao), and the points table players
keep beside the table. :mod:`mjscore.scoring` decides the basic points of a hand and hands
them here; the game ledger reads :func:`seat_deltas` and :func:`points_table` as they are.

>>> payment_table(basic_points(3, 30, 0, Rules("tenhou"))[0])["ron"]
3900
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass

from ..base import InvalidSituation, SharedValues
from ..hand import Wind
from ..rules import DEFAULT_RULES, Kazoe, PaoHonba, Rules
from ..situation import Situation


class Limit(enum.Enum):
    """The named limits of a hand's basic points."""

    MANGAN = "mangan"
    HANEMAN = "haneman"
    BAIMAN = "baiman"
    SANBAIMAN = "sanbaiman"
    YAKUMAN = "yakuman"
    KAZOE_YAKUMAN = "kazoe_yakuman"


class Payer(enum.StrEnum):
    """Who pays the winner: a seat wind, or the discarder of a ron whose seat was not given;
    ``DEPOSITS`` is the riichi deposits on the table, which the JSON record lists as a payer
    of its own so that its payments add up to the total (``Score.payments`` leaves them out).

    A ``str`` enum: ``payment.payer == "E"`` holds, and the JSON output writes the letter.
    """

    EAST = "E"
    SOUTH = "S"
    WEST = "W"
    NORTH = "N"
    DISCARDER = "discarder"
    DEPOSITS = "deposits"

    @classmethod
    def of(cls, wind: Wind) -> Payer:
        """The payer at a seat."""
        return _PAYER_OF[wind]

    @property
    def wind(self) -> Wind | None:
        """The payer's seat, or None for a discarder whose seat was not given (and for the
        deposits, which no seat pays)."""
        return None if self in (Payer.DISCARDER, Payer.DEPOSITS) else Wind(self.value)


_PAYER_OF = {wind: Payer(wind.value) for wind in Wind}
_WINDS = tuple(Wind)
_PAYER_AT = tuple(_PAYER_OF[wind] for wind in _WINDS)
"""The payer at each seat, by ``Wind.number`` (a tuple: no hashing of the wind)."""
_PAYER_ORDER = {payer: rank for rank, payer in enumerate(Payer)}


@dataclass(frozen=True, slots=True)
class Payment:
    """What one player pays the winner, honba included."""

    payer: Payer
    amount: int


def basic_points(han: int, fu: int, yakuman: int, rules: Rules) -> tuple[int, Limit | None]:
    """基本点 and the limit reached, from han, fu and the yakuman multiple.

    >>> basic_points(4, 30, 0, Rules("tenhou"))
    (1920, None)
    >>> basic_points(4, 30, 0, Rules("kiriage", kiriage_mangan=True))
    (2000, <Limit.MANGAN: 'mangan'>)
    """
    if yakuman:
        return 8000 * yakuman, Limit.YAKUMAN
    if han >= 13:
        if rules.kazoe is Kazoe.YAKUMAN:
            return 8000, Limit.KAZOE_YAKUMAN
        return 6000, Limit.SANBAIMAN
    if han >= 11:
        return 6000, Limit.SANBAIMAN
    if han >= 8:
        return 4000, Limit.BAIMAN
    if han >= 6:
        return 3000, Limit.HANEMAN
    basic = fu * 2 ** (han + 2)
    # 切り上げ満貫: 4 han 30 fu and 3 han 60 fu (1,920 basic points) count as mangan.
    if han >= 5 or basic >= 2000 or (rules.kiriage_mangan and basic >= 1920):
        return 2000, Limit.MANGAN
    return basic, None


def round_up(points: int) -> int:
    """Round a payment up to the next 100 (第８条 10)."""
    return -(-points // 100) * 100


def hand_value(basic: int, dealer: bool, tsumo: bool, rules: Rules | None = None) -> int:
    """The hand's points without honba: the ron payment, or the tsumo payments added up (of
    the three others, or under three-player ``rules`` of the two, :func:`tsumo_shares`)."""
    if not tsumo:
        return round_up(basic * (6 if dealer else 4))
    if rules is not None and rules.players != 4:
        dealer_pays, other_pays = tsumo_shares(basic, dealer, rules)
        return dealer_pays + other_pays * (rules.players - 2)
    if dealer:
        return 3 * round_up(2 * basic)
    return round_up(2 * basic) + 2 * round_up(basic)


def tsumo_shares(basic: int, dealer: bool, rules: Rules) -> tuple[int, int]:
    """What the dealer and what each other payer pays of a tsumo, honba apart (a dealer's
    tsumo: what each pays, twice).

    With four players, and with three under ``tsumo_loss`` (ツモ損), the shares of the
    four-player table; with three players otherwise (北家折半) each payer adds half of what
    the absent North would have paid, that half rounded up to 100.

    >>> from mjscore.rules import TENHOU3
    >>> from dataclasses import replace
    >>> tsumo_shares(2000, False, TENHOU3), tsumo_shares(2000, False, replace(TENHOU3,
    ...     tsumo_loss=False))
    ((4000, 2000), (5000, 3000))
    """
    high = round_up(2 * basic)
    low = high if dealer else round_up(basic)
    if rules.players == 4 or rules.tsumo_loss:
        return high, low
    half = round_up(-(-low // 2))  # North would have paid what a non-dealer pays
    return high + half, low + half


def payment_table(basic: int) -> dict[str, int]:
    """The standard payments for a basic-points value: what a scoring table shows.

    >>> payment_table(1920)["ron"], payment_table(1920)["dealer_ron"]
    (7700, 11600)
    """
    return {
        "ron": round_up(4 * basic),
        "dealer_ron": round_up(6 * basic),
        "tsumo_dealer": round_up(2 * basic),
        "tsumo_non_dealer": round_up(basic),
        "dealer_tsumo_each": round_up(2 * basic),
    }


def payments(situation: Situation, rules: Rules, basic: int,
             liable_basic: int | None = None) -> tuple[Payment, ...]:
    """Who pays the winner what, honba included, in E S W N order (an unknown discarder
    last).

    With a liable player (``situation.pao``, which the scorer allows only for a yakuman that
    has one) Tenhou's rule applies to the whole hand: on a ron the liable seat pays half and
    the honba (the discarder pays them under ``pao_honba = discarder``), the discarder the
    other half; on a tsumo the liable seat pays it all. ``liable_basic`` (``pao_scope =
    yakuman``) is the part of ``basic`` the liability covers: the rest is paid as a win
    without pao (by the discarder of a ron, by the three others of a tsumo), honba apart.
    """
    if situation.pao is not None:
        return _liable_payments(situation, situation.pao, rules, basic, liable_basic)
    if rules.players != 4:
        return _three_player_payments(situation, rules, basic)
    honba = situation.honba * rules.honba_value
    winner = situation.seat
    multiplier = 6 if winner is Wind.EAST else 4
    # (-(-points // 100) * 100 is round_up written out: this runs for every hand.)
    if situation.tsumo:
        # The other three seats in E S W N order, the dealer first when it pays; the honba
        # are shared among them.
        first, second, third = _OTHERS[winner.number]
        honba_share = honba // (rules.seats - 1) if honba else 0
        dealer_share = -(-2 * basic // 100) * 100 + honba_share
        share = (dealer_share if winner is Wind.EAST
                 else -(-basic // 100) * 100 + honba_share)
        paid = (_PAYMENTS[first, dealer_share], _PAYMENTS[second, share],
                _PAYMENTS[third, share])
        return paid if share else tuple(payment for payment in paid if payment.amount)
    amount = -(-basic * multiplier // 100) * 100 + honba
    if not amount:
        return ()
    discarder = situation.discarder
    return (_PAYMENTS[Payer.DISCARDER if discarder is None else _PAYER_AT[discarder.number],
                      amount],)


def _three_player_payments(situation: Situation, rules: Rules, basic: int
                           ) -> tuple[Payment, ...]:
    """:func:`payments` of a three-player win without a liable player: a ron as with four,
    a tsumo paid by the two other seats (:func:`tsumo_shares`), each paying its share of the
    honba."""
    honba = situation.honba * rules.honba_value
    winner = situation.seat
    if not situation.tsumo:
        amount = round_up(basic * (6 if winner is Wind.EAST else 4)) + honba
        return (_PAYMENTS[_discarder(situation), amount],) if amount else ()
    dealer_pays, other_pays = tsumo_shares(basic, winner is Wind.EAST, rules)
    honba_share = honba // (rules.seats - 1)
    paid = []
    for wind in _WINDS[:rules.seats]:
        if wind is not winner:
            amount = (dealer_pays if wind is Wind.EAST else other_pays) + honba_share
            if amount:
                paid.append(_PAYMENTS[_PAYER_AT[wind.number], amount])
    return tuple(paid)


def _liable_payments(situation: Situation, pao: Wind, rules: Rules, basic: int,
                     liable_basic: int | None) -> tuple[Payment, ...]:
    """:func:`payments` with a liable player (pao)."""
    honba = situation.honba * rules.honba_value
    winner = situation.seat
    multiplier = 6 if winner is Wind.EAST else 4
    owed: dict[Payer, int] = {}
    liable = Payer.of(pao)
    covered = basic if liable_basic is None else min(liable_basic, basic)
    rest = basic - covered
    if situation.tsumo:
        owed[liable] = round_up(covered * multiplier) + honba
        if rest:
            dealer_pays, other_pays = tsumo_shares(rest, winner is Wind.EAST, rules)
        for wind in _WINDS[:rules.seats]:
            if wind is not winner and rest:
                payer = _PAYER_AT[wind.number]
                share = dealer_pays if wind is Wind.EAST else other_pays
                owed[payer] = owed.get(payer, 0) + share
    else:
        half = round_up(covered * multiplier // 2)
        to_liable = honba if rules.pao_honba is PaoHonba.LIABLE else 0
        owed[liable] = half + to_liable
        discarder = _discarder(situation)
        owed[discarder] = (owed.get(discarder, 0) + round_up(covered * multiplier) - half
                           + round_up(rest * multiplier) + honba - to_liable)
    ordered = sorted(owed, key=_PAYER_ORDER.__getitem__)
    return tuple(_PAYMENTS[payer, owed[payer]] for payer in ordered if owed[payer])


_OTHERS = tuple(tuple(_PAYER_AT[wind.number] for wind in _WINDS if wind is not winner)
                for winner in _WINDS)
"""The payers of a tsumo, by the winner's ``Wind.number``: the other three in seat order
(East first whenever East pays)."""


def _discarder(situation: Situation) -> Payer:
    if situation.discarder is None:
        return Payer.DISCARDER
    return _PAYER_AT[situation.discarder.number]


_PAYMENTS: SharedValues[tuple[Payer, int], Payment] = SharedValues(Payment)
"""Shared payment values by (payer, amount): few pairs occur (``Payer`` is a ``str`` enum,
hashed as its text)."""


def seat_deltas(paid: Iterable[Payment], winner: Wind, total: int, seats: int
                ) -> tuple[int, ...]:
    """Each of the ``seats`` seats' change of score in seat wind order (E, S, W, N): the
    winner gains ``total`` (what they receive in all), each payer loses its payment; deposits
    come from the table (a ``Payer.DEPOSITS`` payment, as a JSON record lists them, is in
    ``total`` already).

    Raises:
        ValueError: for a payment by a discarder whose seat was not given.
    """
    changes = [0] * seats
    for payment in paid:
        if payment.payer == Payer.DEPOSITS:
            continue
        wind = Payer(payment.payer).wind
        if wind is None:
            raise ValueError("the score changes of a ron need the discarder's seat")
        changes[wind.number] -= payment.amount
    changes[winner.number] += total
    return tuple(changes)


# --- the points table --------------------------------------------------------------------

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
