"""Who pays whom for a win of a given grade, between absolute seats: the arithmetic shared
by the game ledger (a win given only by a claim) and the conditions of ``needs``.

A :class:`Grade` is a point on the scoring table (han and fu, or a limit) with its basic
points. :func:`win_deltas` turns basic points into each seat's change, honba included;
:func:`pay_claim` reads a claim in ``check``'s grammar the way ``check`` reads it and pays it.

>>> win_deltas(1920, winner=1, dealer=0, discarder=None, honba=1, seats=4)
(-4000, 8200, -2100, -2100)
>>> paid = pay_claim(parse_claim("3900"), winner=2, dealer=0, discarder=1, honba=1)
>>> paid.deltas, paid.honba
((0, -4200, 4200, 0), 'excluded')
"""

from __future__ import annotations

from functools import cache

from ..base import value_class
from ..hand import Wind
from ..rules import TENHOU, PaoHonba, Rules
from ..scoring import Claim, Limit, basic_points, hand_value, parse_claim
from .events import Scores

__all__ = ["GRADES", "ClaimPaid", "Grade", "grades", "north_bisection", "parse_claim",
           "pay_claim", "win_deltas"]

LIMIT_BASIC = {Limit.MANGAN: 2000, Limit.HANEMAN: 3000, Limit.BAIMAN: 4000,
               Limit.SANBAIMAN: 6000, Limit.YAKUMAN: 8000, Limit.KAZOE_YAKUMAN: 8000}
"""Basic points of each limit (a yakuman's per multiple)."""


@value_class
class Grade:
    """One step of the scoring table: han and fu below mangan, else a limit."""

    han: int
    fu: int | None
    """None for a limit hand."""
    limit: Limit | None
    basic: int

    @property
    def yakuman(self) -> int:
        """How many yakuman a yakuman grade counts (0 for any other grade)."""
        if self.limit is not Limit.YAKUMAN:
            return 0
        return self.basic // LIMIT_BASIC[Limit.YAKUMAN]

    def __str__(self) -> str:
        if self.limit is None:
            return f"{self.han}han{self.fu}fu"
        return str(self.limit.value)


_FU_STEPS = (20, 25, *range(30, 120, 10))


@cache
def grades(rules: Rules = TENHOU, *, tsumo: bool = False) -> tuple[Grade, ...]:
    """Every grade a win can have under ``rules``, cheapest first (ties: fewer han first).

    A ron has no 20 fu hand and a 25 fu hand (seven pairs) needs 2 han, 3 on a tsumo; a
    20 fu tsumo (pinfu) needs 2 han. Limits from mangan to one yakuman close the table.

    >>> [str(grade) for grade in grades()][:3]
    ['1han30fu', '1han40fu', '1han50fu']
    """
    found: dict[int, Grade] = {}
    for han in range(1, 5):
        for fu in _FU_STEPS:
            if (fu == 20 and (not tsumo or han < 2)) or (fu == 25 and han < (3 if tsumo else 2)):
                continue
            basic, limit = basic_points(han, fu, 0, rules)
            if limit is None:
                found.setdefault(basic, Grade(han, fu, None, basic))
    for han, limit in ((5, Limit.MANGAN), (6, Limit.HANEMAN), (8, Limit.BAIMAN),
                       (11, Limit.SANBAIMAN), (13, Limit.YAKUMAN)):
        found[LIMIT_BASIC[limit]] = Grade(han, None, limit, LIMIT_BASIC[limit])
    return tuple(sorted(found.values(), key=lambda grade: (grade.basic, grade.han)))


GRADES = grades()
"""The grades of a ron under Tenhou's rules."""


def _round_up(points: int) -> int:
    return -(-points // 100) * 100


def north_bisection(rules: Rules) -> bool:
    """Whether a tsumo of ``rules`` splits the absent North's share between its payers
    (北家折半: three players without ``tsumo_loss``)."""
    return rules.seats < len(Wind) and not rules.tsumo_loss


def win_deltas(basic: int, *, winner: int, dealer: int, discarder: int | None, honba: int,
               seats: int, honba_value: int = 300, pao: int | None = None,
               pao_honba: PaoHonba = PaoHonba.LIABLE, bisection: bool = False) -> Scores:
    """Each of the ``seats`` seats' change for a win of ``basic`` points, honba included,
    deposits not: the honba of a tsumo are shared among the other seats.

    With three seats a tsumo is paid by the two others as the four-player table says, the
    absent North's share dropped (ツモ損); under ``bisection`` (北家折半) each of them adds
    half of that share, the half rounded up to 100, as the scorer pays it.

    >>> win_deltas(2000, winner=1, dealer=0, discarder=None, honba=1, seats=3,
    ...            honba_value=200)
    (-4100, 6200, -2100)
    >>> win_deltas(2000, winner=1, dealer=0, discarder=None, honba=0, seats=3,
    ...            bisection=True)
    (-5000, 8000, -3000)

    ``pao`` is the seat liable for the whole hand (a yakuman): on a tsumo it pays it all
    with the honba, on a ron it pays half and the honba and the discarder the other half,
    as Tenhou does (``docs/rules.md``, ``pao``); under ``pao_honba = discarder`` the
    discarder pays the honba of a ron instead.
    """
    changes = [0] * seats
    honba_points = honba * honba_value
    multiplier = 6 if winner == dealer else 4
    if discarder is not None:
        if pao is not None and pao != discarder:
            half = _round_up(basic * multiplier // 2)
            to_liable = honba_points if pao_honba is PaoHonba.LIABLE else 0
            changes[pao] -= half + to_liable
            changes[discarder] -= _round_up(basic * multiplier) - half + honba_points - to_liable
        else:
            changes[discarder] -= _round_up(basic * multiplier) + honba_points
    elif pao is not None:
        changes[pao] -= _round_up(basic * multiplier) + honba_points
    else:
        # The absent North would have paid what a non-dealer pays.
        absent = _round_up(2 * basic if winner == dealer else basic)
        half = _round_up(-(-absent // 2)) * (len(Wind) - seats) if bisection else 0
        for payer in range(seats):
            if payer != winner:
                share = 2 * basic if dealer in (winner, payer) else basic
                changes[payer] -= _round_up(share) + half + honba_points // (seats - 1)
    changes[winner] = -sum(changes)
    return tuple(changes)


@value_class
class ClaimPaid:
    """A claim read and paid: the seats' changes (honba included, deposits not), the grade
    when the claim names or implies one, how its points were read, and what disagrees."""

    deltas: Scores | None
    """None when the claim cannot be paid (points of no grade, points of another kind of
    win)."""
    basic: int | None
    grade: Grade | None
    honba: str | None
    """``"excluded"`` or ``"included"``: whether the claimed points hold the honba; None
    without honba or without points."""
    differences: tuple[tuple[str, str, str], ...] = ()
    """(part, claimed, what the rest of the claim or the table gives)."""
    other: Scores | None = None
    """What the other reading of the points would pay, when they read both ways (with
    and without the honba are both amounts of the table) and the sheet did not say which
    (``claims``); None otherwise."""


def _claim_grade(claim: Claim, rules: Rules) -> Grade | None:
    if claim.han is not None:
        fu = claim.fu or 30
        basic, limit = basic_points(claim.han, fu, 0, rules)
        return Grade(claim.han, None if limit else fu, limit, basic)
    if claim.limit is not None:
        limit = Limit(claim.limit)
        multiple = max(claim.yakuman, 1) if limit is Limit.YAKUMAN else 1
        return Grade(13 if limit in (Limit.YAKUMAN, Limit.KAZOE_YAKUMAN) else 5, None, limit,
                     LIMIT_BASIC[limit] * multiple)
    return None


def _named_payments(claim: Claim, *, winner: int, dealer: int, discarder: int | None,
                    seats: int) -> tuple[dict[int, int], str | None]:
    """The payments the claim's points name, by payer (before any honba), or why not."""
    payers = [seat for seat in range(seats) if seat != winner]
    if claim.value is not None:
        if discarder is not None:
            return {discarder: claim.value}, None
        return {}, "value"
    if claim.each is not None:
        if discarder is None and winner == dealer:
            return dict.fromkeys(payers, claim.each), None
        return {}, "dealer_tsumo"
    assert claim.non_dealer is not None and claim.dealer is not None
    if discarder is None and winner != dealer:
        return {seat: claim.dealer if seat == dealer else claim.non_dealer
                for seat in payers}, None
    return {}, "non_dealer_tsumo"


def _tsumo_sum_grade(value: int, dealer: bool, rules: Rules) -> Grade | None:
    return next((grade for grade in grades(rules, tsumo=True)
                 if hand_value(grade.basic, dealer, True, rules) == value), None)


def _as_deltas(owed: dict[int, int], winner: int, seats: int) -> Scores:
    changes = [0] * seats
    for payer, amount in owed.items():
        changes[payer] -= amount
    changes[winner] = -sum(changes)
    return tuple(changes)


CLAIM_READINGS = ("before_honba", "with_honba", "with_honba_and_sticks")
"""How a sheet says its points-only claims are written (its ``claims:`` header): the table's
value (the honba added by the ledger), what changed hands with the honba, or that and the
riichi sticks collected too. Unsaid (``""``), a claim that reads both ways is flagged."""


def pay_claim(claim: Claim, *, winner: int, dealer: int, discarder: int | None, honba: int,
              rules: Rules = TENHOU, pao: int | None = None, claims: str = "",
              sticks: int = 0) -> ClaimPaid:
    """Pay a win that only a claim describes, reading its points as ``check`` does.

    Han and fu or a limit give the basic points, paid with the honba. Points are paid as
    they are written: with the honba added when they are an amount of the scoring table
    (``"excluded"``), as they stand when only their value less the honba is one
    (``"included"``); amounts of neither reading are paid as written with the honba added,
    and reported. A tsumo given as one sum (``3900``) is split by the grade of that sum.
    Where both a grade and points are given, the grade is paid and the points checked.

    ``claims`` (:data:`CLAIM_READINGS`) says which reading the sheet uses; with
    ``with_honba_and_sticks`` a one-number claim holds the ``sticks`` collected too. Unsaid,
    points that read both ways are paid without the honba, the other reading in ``other``.
    """
    grade = _claim_grade(claim, rules)
    tsumo = discarder is None
    is_dealer = winner == dealer
    if not claim.has_points:
        if grade is None:
            return ClaimPaid(None, None, None, None, (("claim", claim.text, "no points"),))
        return ClaimPaid(win_deltas(grade.basic, winner=winner, dealer=dealer,
                                    discarder=discarder, honba=honba, seats=rules.seats,
                                    honba_value=rules.honba_value, pao=pao,
                                    pao_honba=rules.pao_honba,
                                    bisection=north_bisection(rules)),
                         grade.basic, grade, None)
    owed, wrong_kind = _named_payments(claim, winner=winner, dealer=dealer, discarder=discarder,
                                       seats=rules.seats)
    honba_points = honba * rules.honba_value
    collected = sticks * rules.riichi_deposit if claims == "with_honba_and_sticks" else 0
    if collected and claim.value is not None and discarder is not None:
        owed = {discarder: claim.value - collected}
    if wrong_kind == "value":
        # One number for a tsumo: the sum of the payments.
        assert claim.value is not None
        value = claim.value - collected
        before = _tsumo_sum_grade(value, is_dealer, rules)
        with_honba = (_tsumo_sum_grade(value - honba_points, is_dealer, rules)
                      if honba_points else None)
        found, reading = before, "excluded"
        if (claims in ("with_honba", "with_honba_and_sticks") and honba_points) or (
                found is None and claims != "before_honba"):
            found, reading = with_honba, "included"
        other = None
        if not claims and before is not None and with_honba is not None:
            other = win_deltas(with_honba.basic, winner=winner, dealer=dealer,
                               discarder=None, honba=honba, seats=rules.seats,
                               honba_value=rules.honba_value, pao=pao,
                               pao_honba=rules.pao_honba)
        if found is None and grade is None:
            return ClaimPaid(None, None, None, None,
                             (("value", str(claim.value), "no tsumo pays this sum"),))
        implied = found or grade
        assert implied is not None
        paid = win_deltas((grade or implied).basic, winner=winner, dealer=dealer,
                          discarder=None, honba=honba, seats=rules.seats,
                          honba_value=rules.honba_value, pao=pao, pao_honba=rules.pao_honba,
                          bisection=north_bisection(rules))
        sum_differences = (() if grade is None or found is None or found.basic == grade.basic
                       else (("value", str(claim.value), str(grade)),))
        return ClaimPaid(paid, (grade or implied).basic, grade or implied,
                         reading if honba_points else None, sum_differences,
                         other if grade is None else None)
    if wrong_kind is not None:
        kind = "ron" if not tsumo else "dealer_tsumo" if is_dealer else "non_dealer_tsumo"
        return ClaimPaid(None, None, grade, None, (("win", wrong_kind, kind),))
    table = _table_payments(grade, winner=winner, dealer=dealer, discarder=discarder,
                            rules=rules)
    reading, matches = _reading(owed, winner, dealer, tsumo=tsumo, honba_points=honba_points,
                                rules=rules, claims=claims)
    differences: tuple[tuple[str, str, str], ...] = ()
    share = honba_points if not tsumo else honba_points // (rules.seats - 1)
    if grade is not None:
        if all(owed[payer] == table.get(payer) for payer in owed):
            reading = "excluded"
        elif honba_points and all(owed[payer] == table.get(payer, 0) + share for payer in owed):
            reading = "included"
        else:
            differences = (("points", claim.text, str(grade)),)
        paid = win_deltas(grade.basic, winner=winner, dealer=dealer, discarder=discarder,
                          honba=honba, seats=rules.seats, honba_value=rules.honba_value,
                          pao=pao, pao_honba=rules.pao_honba, bisection=north_bisection(rules))
        return ClaimPaid(paid, grade.basic, grade, reading if honba_points else None,
                         differences)
    if not matches:
        differences = (("points", claim.text, "not an amount of the scoring table"),)
    other = None
    if not claims and honba_points and reading == "excluded" and matches and (
            _grade_of_payments(owed, winner, dealer, tsumo=tsumo, share=share, rules=rules)
            is not None):
        other = _as_deltas(owed, winner, rules.seats)
    extra = share if reading == "excluded" else 0
    paid = _as_deltas({payer: amount + extra for payer, amount in owed.items()}, winner,
                      rules.seats)
    implied = _grade_of_payments(owed, winner, dealer, tsumo=tsumo,
                                 share=0 if reading == "excluded" else share, rules=rules)
    return ClaimPaid(paid, implied.basic if implied else None, implied,
                     reading if honba_points else None, differences, other)


def _table_payments(grade: Grade | None, *, winner: int, dealer: int, discarder: int | None,
                    rules: Rules) -> dict[int, int]:
    if grade is None:
        return {}
    deltas = win_deltas(grade.basic, winner=winner, dealer=dealer, discarder=discarder,
                        honba=0, seats=rules.seats, bisection=north_bisection(rules))
    return {seat: -change for seat, change in enumerate(deltas) if seat != winner and change}


def _grade_of_payments(owed: dict[int, int], winner: int, dealer: int, *, tsumo: bool,
                       share: int, rules: Rules) -> Grade | None:
    for grade in grades(rules, tsumo=tsumo):
        table = _table_payments(grade, winner=winner, dealer=dealer,
                                discarder=None if tsumo else next(iter(owed)),
                                rules=rules)
        if all(owed[payer] - share == table.get(payer) for payer in owed):
            return grade
    return None


def _reading(owed: dict[int, int], winner: int, dealer: int, *, tsumo: bool,
             honba_points: int, rules: Rules, claims: str = "") -> tuple[str, bool]:
    """Whether the named payments hold the honba, and whether either reading is a table
    amount: without honba first, as ``check`` prefers on a tie; the sheet's ``claims``
    reading when it says one."""
    share = honba_points if not tsumo else honba_points // (rules.seats - 1)
    if claims and honba_points:
        included = claims != "before_honba"
        return ("included" if included else "excluded", _grade_of_payments(
            owed, winner, dealer, tsumo=tsumo, share=share if included else 0,
            rules=rules) is not None)
    if _grade_of_payments(owed, winner, dealer, tsumo=tsumo, share=0, rules=rules) is not None:
        return "excluded", True
    if honba_points and _grade_of_payments(owed, winner, dealer, tsumo=tsumo,
                                           share=share, rules=rules) is not None:
        return "included", True
    return "excluded", False
