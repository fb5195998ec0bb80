"""Points: what han and fu are worth, who pays the winner and each seat's change.

The arithmetic of ``RULES.md`` §3 on basic points (基本点): the limits, the rounding of each
payment up to 100, honba and deposits, the liable player (pao). :mod:`mjscore.scoring`
decides the basic points of a hand and hands them here; the game ledger reads
:func:`seat_deltas` as it is. The points table players keep beside the table, and a value
looked up on it, are :mod:`mjscore.scoring.table`.

>>> payment_table(basic_points(3, 30, 0, Rules("tenhou"))[0])["ron"]
3900
"""

from __future__ import annotations

import enum
from collections.abc import Iterable

from ..base import SharedValues, value_class
from ..hand import Wind
from ..rules import Kazoe, PaoHonba, Rules
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


@value_class
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
        seat = _SEAT_OF.get(payment.payer, _UNKNOWN)
        if seat is None:
            continue
        if seat < 0:
            wind = Payer(payment.payer).wind  # (not a payer: Payer says so)
            if wind is None:
                raise ValueError("the score changes of a ron need the discarder's seat")
            seat = wind.number
        changes[seat] -= payment.amount
    changes[winner.number] += total
    return tuple(changes)


_UNKNOWN = -1
_SEAT_OF: dict[str, int | None] = {
    payer: None if payer is Payer.DEPOSITS else _UNKNOWN if payer.wind is None
    else payer.wind.number for payer in Payer}
"""Each payer's seat wind number, by :attr:`Payer.wind` (a look-up, not a call of the enum
and of the property for each payment): None for the deposits, which no seat pays, and
``_UNKNOWN`` for the discarder of a ron whose seat was not given."""
