"""Conformance: every real hand of ../shared/data/cases scores as its recorded scorer said.

Points (the hand's value and every seat's score change, honba and deposits included) must
agree on every hand. Han, fu (outside yakuman) and the set of yaku ids must agree too, except
where two readings of the hand pay the same: then the test proves the tie by finding the
recorded reading among mjscore's readings with the same value.
"""

from __future__ import annotations

from typing import Any

import pytest

import mjscore
from mjscore.scoring import Score, score_readings
from mjscore.situation import make_situation

from .casedata import CASE_SETS, expected_deltas, expected_yaku, hand_text, iter_cases, situation

pytestmark = pytest.mark.conformance


def _deltas(result: Score) -> dict[str, int]:
    deltas = dict.fromkeys("ESWN", 0)
    for payment in result.payments:
        deltas[payment.payer] -= payment.amount
    deltas[result.situation.seat.value] += result.total
    return deltas


def _matches_reading(result: Score, case: dict[str, Any]) -> bool:
    expected = case["expected"]
    return (
        {hit.id for hit in result.yaku} == expected_yaku(case)
        and result.han == expected["han"]
        and (result.yakuman > 0 or result.fu == expected["fu"])
    )


def _check(case: dict[str, Any]) -> str | None:
    """None when the case agrees, else a description of the disagreement."""
    text = hand_text(case)
    try:
        result = mjscore.score(text, **situation(case))
    except mjscore.MjscoreError as error:
        return f"{case['id']}: {text}: raised {error.code}: {error}"
    expected = case["expected"]
    if result.value != expected["points_total"] or _deltas(result) != expected_deltas(case):
        return (f"{case['id']}: {text}: value {result.value} payments {_deltas(result)}, "
                f"expected {expected['points_total']} {expected_deltas(case)}")
    if _matches_reading(result, case):
        return None
    hand = mjscore.parse_hand(text)
    others = score_readings(hand, make_situation(**situation(case)), result.rules)
    if any(_matches_reading(other, case) and other.value == result.value for other in others):
        return None  # an equal-paying reading: the tie is proven
    return (f"{case['id']}: {text}: {result.han} han {result.fu} fu "
            f"{sorted(hit.id for hit in result.yaku)}, expected {expected['han']} han "
            f"{expected['fu']} fu {sorted(expected_yaku(case))}")


@pytest.mark.parametrize("case_set", CASE_SETS)
def test_real_hands_score_as_recorded(case_set: str) -> None:
    cases = list(iter_cases(case_set))
    assert cases, f"{case_set} has no cases"
    failures = [failure for case in cases if (failure := _check(case)) is not None]
    assert not failures, f"{len(failures)} of {len(cases)} disagree:\n" + "\n".join(failures[:20])
