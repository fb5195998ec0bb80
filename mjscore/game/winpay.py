"""One win of a game paid: scored from its hand in the situation the ledger knows, or paid
from its claim, then checked against what the source recorded.

The ledger (``ledger.py``) supplies the situation: the winner's seat wind from the dealer,
the round wind from the label, the honba and the sticks (for the first winner only), the
discarder's and the liable seat's winds, tsumo when there is no discarder, and riichi from the
hand's :class:`~mjscore.game.Riichi` events. The win itself brings its flags, dora and ura.
"""

from __future__ import annotations

from typing import Any

from ..base import MjscoreError, filler, value_class
from ..hand import Wind
from ..rules import Rules
from ..scoring import (
    Limit,
    Score,
    check_claim,
    hand_value,
    kita_dora,
    score_hand,
    score_readings,
)
from ..situation import MAX_COUNTERS, Situation
from .events import WIN_FLAGS, HandLabel, RecordedWin, Scores, Win
from .payouts import Grade, pay_claim

_WINDS = tuple(Wind)


@value_class
class WinContext:
    """What the ledger knows about a win that the win does not say."""

    rules: Rules
    label: HandLabel
    dealer: int
    honba: int
    """Honba this win collects (0 for the second winner of a double ron)."""
    sticks: int
    """Riichi sticks this win collects."""
    riichi: bool = False
    double_riichi: bool = False
    claims: str = ""
    """How the source writes points-only claims (:data:`~mjscore.game.CLAIM_READINGS`), or
    ``""`` when it does not say."""


@value_class
class PaidWin:
    """A win and what it paid: each seat's change, honba and sticks included."""

    win: Win
    deltas: Scores
    score: Score | None = None
    """The scored hand, when the win gave one that scored."""
    grade: Grade | None = None
    """The claim's grade, for a win paid from its claim."""
    value: int | None = None
    """The hand's points without honba and sticks."""
    honba: str | None = None
    """How a claim's points were read: ``"excluded"``/``"included"`` honba, or None."""
    text: str = ""
    problems: tuple[tuple[str, str], ...] = ()
    """(code, message) of what makes the win impossible."""
    mismatches: tuple[tuple[str, Any, Any], ...] = ()
    """(field, written, ledger) of the claim or the recorded values that disagree."""


def _problem(code: str, message: str) -> tuple[str, str]:
    """A problem of the win: its code (``docs/errors.md``) and message."""
    return code, message


def situation_of(win: Win, context: WinContext) -> Situation:
    """The win's situation as the ledger sees it."""
    flags = win.flags
    dealer, seats = context.dealer, context.rules.seats
    discarder, pao = win.discarder, win.pao
    seat = _WINDS[(win.winner - dealer) % seats]
    source = None if discarder is None else _WINDS[(discarder - dealer) % seats]
    liable = None if pao is None else _WINDS[(pao - dealer) % seats]
    # Every field in the order of Situation's (a test holds each to the field it is):
    if not flags:  # (most wins: no flag to look up, every one of the nine False)
        return _new_situation(
            discarder is None, context.riichi, context.double_riichi,  # tsumo, riichi
            False, False, False, False, False, False, False, False, False,  # ippatsu …
            seat, context.label.round, win.dora, win.ura, context.honba, context.sticks,
            source, liable, win.dora_count, win.ura_count, win.aka_count, win.kita)
    return _new_situation(
        discarder is None,  # tsumo
        "riichi" in flags or context.riichi, "double_riichi" in flags or context.double_riichi,
        "ippatsu" in flags, "haitei" in flags, "houtei" in flags, "rinshan" in flags,
        "chankan" in flags, "chankan_closed_kan" in flags, "tenhou" in flags,
        "chiihou" in flags, "renhou" in flags,
        seat, context.label.round,  # seat, round
        win.dora, win.ura, context.honba, context.sticks, source, liable,
        win.dora_count, win.ura_count, win.aka_count, win.kita)


_new_situation = filler(Situation, arguments=True)
"""A :class:`~mjscore.situation.Situation` of every field's value in field order, built
without the frozen dataclass's ``__init__`` (:func:`mjscore.base.filler`): one a win."""
_KNOWN_FLAGS = frozenset(WIN_FLAGS)


def _absolute(deltas: Scores, dealer: int) -> Scores:
    """Changes in seat wind order (East, the dealer, first) turned to seats from 0."""
    # Seat s sits at wind (s - dealer) round the table: the tuple turned by the dealer.
    turn = -dealer % len(deltas)
    return deltas[turn:] + deltas[:turn]


def _describe(win: Win, result: Score | None, grade: Grade | None, value: int | None) -> str:
    if result is not None:  # (``_value_``: ``value`` is a property, a call in Python 3.11)
        grade_text = (result.limit._value_ if result.limit else f"{result.han}han{result.fu}fu")
        return f"{grade_text} {value}"
    claim = win.claim
    if grade is not None and claim is not None and (claim.han is not None
                                                     or claim.limit is not None):
        return f"{grade} {value}"
    # A claim of points only: the grade the ledger chose among those paying it is not said.
    return f"{value}" if value is not None else ""


def pay_win(win: Win, context: WinContext, *, text: bool = True) -> PaidWin:
    """Score or pay one win and check what was written about it; without ``text``, the
    paid win has no ``text`` (for a caller that shows none: a replay that keeps no hand)."""
    rules = context.rules
    problems: list[tuple[str, str]] = []
    mismatches: list[tuple[str, Any, Any]] = []
    unknown = () if win.flags <= _KNOWN_FLAGS else sorted(win.flags - _KNOWN_FLAGS)
    if unknown:
        problems.append(_problem("unknown_win_flag", f"unknown win flag {unknown[0]!r}; flags: "
                         f"{', '.join(WIN_FLAGS)}"))
    result: Score | None = None
    if win.hand is not None:
        try:
            result = score_hand(win.hand, situation_of(win, context), rules)
        except MjscoreError as error:
            problems.append(_problem(error.code, f"seat {win.winner}'s win: {error.message}"))
    deltas: Scores
    grade: Grade | None = None
    value: int | None = None
    honba: str | None = None
    if result is not None:
        deltas, value = _absolute(result.deltas, context.dealer), result.value
        if win.claim is not None:
            verdict = check_claim(win.claim, result)
            honba = verdict.honba
            mismatches.extend((f"claim.{d.part}", d.claimed, d.actual) for d in verdict.differs)
    else:
        deltas = (0,) * rules.seats  # (unless the claim pays: nothing)
        if win.claim is not None and context.honba > MAX_COUNTERS:
            # As a scored hand is refused (the situation's check): no table pays this many.
            problems.append(_problem("invalid_honba", f"seat {win.winner}'s win: honba must "
                                     f"be 0 to {MAX_COUNTERS}, not {context.honba}"))
        elif win.claim is not None:
            if win.kita and not rules.kita:
                problems.append(_problem("kita_not_in_rules", f"seat {win.winner}'s win: kita "
                                         f"(抜きドラ) is a three-player rule: the {rules.name} "
                                         "rules have none"))
            pao = _claim_pao(win, rules, problems)
            paid = pay_claim(win.claim, winner=win.winner, dealer=context.dealer,
                             discarder=win.discarder, honba=context.honba, rules=rules, pao=pao,
                             claims=context.claims, sticks=context.sticks)
            if paid.deltas is not None and paid.other is not None:
                problems.append(_problem("claim_reads_two_ways",
                                         _two_ways(win, context, paid.deltas, paid.other)))
            mismatches.extend((f"claim.{part}", claimed, given)
                              for part, claimed, given in paid.differences)
            if paid.deltas is None:
                problems.append(_problem("claim_unpayable", f"seat {win.winner}'s claim "
                                 f"{win.claim.text!r} cannot be paid as a "
                                 f"{'tsumo' if win.tsumo else 'ron'}"))
            else:
                deltas = _with_sticks(paid.deltas, win.winner, context)
                grade, honba = paid.grade, paid.honba
                value = (hand_value(paid.basic, win.winner == context.dealer, win.tsumo, rules)
                         if paid.basic is not None else
                         deltas[win.winner] - context.sticks * rules.riichi_deposit
                         - context.honba * rules.honba_value)
        elif win.hand is None:
            problems.append(_problem("win_without_value", f"seat {win.winner}'s win gives "
                                     "neither a hand nor a claim"))
    if win.recorded is not None:
        mismatches.extend(_recorded_differences(win.recorded, result, grade, value, deltas))
    return _new_paid(win, deltas, result, grade, value, honba,
                     _describe(win, result, grade, value) if text else "", tuple(problems),
                     tuple(mismatches))


_new_paid = filler(PaidWin, arguments=True)
"""A :class:`PaidWin` of every field's value, in field order (:func:`mjscore.base.filler`)."""
new_context = filler(WinContext, arguments=True)
"""A :class:`WinContext` of every field's value, in field order: the ledger makes one a
win."""


def _two_ways(win: Win, context: WinContext, paid: Scores, other: Scores) -> str:
    """The message of a points-only claim that reads two ways at honba above 0."""
    assert win.claim is not None
    honba = context.honba * context.rules.honba_value
    gain, other_gain = (_gain(changes, win.winner) for changes in (paid, other))
    return (f"seat {win.winner}'s claim {win.claim.text!r} at {context.honba} honba reads two "
            f"ways: the table's value before the honba (pays {gain:,}) or what changed "
            f"hands, {other_gain - honba:,} and {honba:,} honba (pays {other_gain:,}); paid "
            "as the table's value: a header line claims: before honba, or claims: with "
            "honba, says which")


def _gain(changes: Scores, winner: int) -> int:
    return changes[winner]


def _claim_pao(win: Win, rules: Rules, problems: list[tuple[str, str]]) -> int | None:
    if win.pao is None:
        return None
    if not rules.pao:
        problems.append(_problem("pao_not_in_rules", f"the {rules.name} rules have no pao"))
        return None
    if win.claim is None or win.claim.limit != Limit.YAKUMAN.value:
        problems.append(_problem("pao_without_yakuman", "a liable player (pao) needs a yakuman"))
        return None
    if win.pao == win.winner:
        problems.append(_problem("pao_is_winner", "the winner cannot be liable for their own hand"))
        return None
    return win.pao


def _with_sticks(deltas: Scores, winner: int, context: WinContext) -> Scores:
    bonus = context.sticks * context.rules.riichi_deposit
    return tuple(change + (bonus if seat == winner else 0) for seat, change in enumerate(deltas))


def _recorded_differences(recorded: RecordedWin, result: Score | None, grade: Grade | None,
                          value: int | None, deltas: Scores
                          ) -> list[tuple[str, Any, Any]]:
    found: list[tuple[str, Any, Any]] = []
    if recorded.deltas is not None and recorded.deltas != deltas:
        found.append(("recorded.deltas", recorded.deltas, deltas))
    if recorded.value is not None and value is not None and recorded.value != value:
        found.append(("recorded.value", recorded.value, value))
    if result is not None:
        if not _reading_matches(recorded, result) and not any(
                _reading_matches(recorded, other) and other.value == result.value
                for other in score_readings(result.hand, result.situation, result.rules)):
            found.extend(_grade_differences(recorded, result.han, result.fu,
                                            _limit_text(result.limit), result.yakuman))
            if recorded.yaku and _yaku(recorded.yaku) != _yaku(_scored_yaku(result, recorded)):
                found.append(("recorded.yaku", _yaku(recorded.yaku),
                              _yaku(_scored_yaku(result, recorded))))
    elif grade is not None:
        found.extend(_grade_differences(recorded, grade.han if grade.limit is None else None,
                                        grade.fu, _limit_text(grade.limit), 0))
    return found


def _limit_text(limit: Limit | None) -> str | None:
    # (``_value_``: ``value`` is a property, a call in Python 3.11; the values are text)
    return None if limit is None else limit._value_


def _yaku(yaku: tuple[tuple[str, int], ...]) -> tuple[tuple[str, int], ...]:
    return tuple(sorted(yaku))


def _scored_yaku(result: Score, recorded: RecordedWin) -> tuple[tuple[str, int], ...]:
    """The result's yaku as the record lists them: a record without a kita line (Tenhou's
    logs) counts kita among the dora and the ura dora (yaku 52 and 53), so the han of the
    kita line go there, as :func:`~mjscore.scoring.kita_dora` parts them."""
    yaku = [(hit.id, hit.han) for hit in result.yaku]
    for ident, _ in yaku:  # (a loop: most results have no kita line)
        if ident == "kita":
            break
    else:
        return tuple(yaku)
    if any(ident == "kita" for ident, _ in recorded.yaku):
        return tuple(yaku)
    dora, ura = kita_dora(result.situation, result.rules)
    folded = {"dora": dora, "ura_dora": ura}
    totals = dict.fromkeys(folded, 0)
    kept = []
    for ident, han in yaku:
        if ident in totals:
            totals[ident] += han
        elif ident != "kita":
            kept.append((ident, han))
    return (*kept, *((ident, totals[ident] + extra) for ident, extra in folded.items()
                     if totals[ident] + extra))


def _reading_matches(recorded: RecordedWin, result: Score) -> bool:
    han, fu, yakuman = result.han, result.fu, result.yakuman
    if (recorded.han == han and recorded.fu == fu and recorded.yakuman == yakuman
            and recorded.limit == _limit_text(result.limit)):
        # The usual win (a quick look): the record's grade is the result's, so none of
        # _grade_differences differs, and its yaku are most often in the result's order.
        if not recorded.yaku:
            return True
        # (the usual record: the result's yaku as they are, in their order; a record
        # equal to them lists a kita line just when they do, so none is folded below)
        if recorded.yaku == tuple([(hit.id, hit.han) for hit in result.yaku]):
            return True
        scored = _scored_yaku(result, recorded)
        return recorded.yaku == scored or sorted(recorded.yaku) == sorted(scored)
    if recorded.yaku and sorted(recorded.yaku) != sorted(_scored_yaku(result, recorded)):
        return False  # (the order of _yaku, as lists)
    return not _grade_differences(recorded, han, fu, _limit_text(result.limit), yakuman)


def _grade_differences(recorded: RecordedWin, han: int | None, fu: int | None,
                       limit: str | None, yakuman: int) -> list[tuple[str, Any, Any]]:
    found: list[tuple[str, Any, Any]] = []
    if recorded.han is not None and han is not None and recorded.han != han:
        found.append(("recorded.han", recorded.han, han))
    if (recorded.fu is not None and fu is not None and recorded.fu != fu and not yakuman):
        found.append(("recorded.fu", recorded.fu, fu))
    if recorded.limit is not None and recorded.limit != limit and not (
            {recorded.limit, limit} <= {"yakuman", "kazoe_yakuman"}):
        found.append(("recorded.limit", recorded.limit, limit))
    if recorded.yakuman and recorded.yakuman != yakuman:
        found.append(("recorded.yakuman", recorded.yakuman, yakuman))
    return found


__all__ = ["PaidWin", "WinContext", "new_context", "pay_win", "situation_of"]
