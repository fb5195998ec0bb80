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

from ..support.casedata import (
    CASE_COUNTS,
    CASE_SETS,
    expected_deltas,
    expected_yaku,
    hand_text,
    iter_cases,
    situation,
)

pytestmark = pytest.mark.conformance


def _deltas(result: Score) -> dict[str, int]:
    return dict(zip("ESWN", result.deltas, strict=True))


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
    assert len(cases) == CASE_COUNTS[case_set], (
        f"{case_set} has {len(cases):,} hands, not {CASE_COUNTS[case_set]:,}")
    failures = [failure for case in cases if (failure := _check(case)) is not None]
    assert not failures, (f"{len(failures)} of {len(cases)} hands of {case_set} disagree, "
                          "each named by its id and hand:\n" + "\n".join(failures[:20]))


def _tied_case(han: int, fu: int, yaku: list[list[Any]]) -> dict[str, Any]:
    """A dealer's tsumo that reads as 9 han 20 fu (pinfu) or 8 han 30 fu (kanchan): both
    baiman, 24,000 with one honba; mjscore reports the 9-han reading."""
    flags = dict.fromkeys(("riichi", "double_riichi", "ippatsu", "haitei", "houtei",
                           "rinshan", "chankan", "tenhou", "chihou"), False)
    return {
        "id": "synthetic/tie", "closed": "12233455778899s", "win_tile": "2s", "melds": [],
        "tsumo": True, "seat_wind": "E", "round_wind": "E", "seat": 0, "from_seat": 0,
        "pao_seat": None, "dora_indicators": ["7m"], "ura_indicators": [], "honba": 1,
        "riichi_sticks": 0, **flags,
        "expected": {"yaku": yaku, "han": han, "fu": fu, "points_total": 24000,
                     "payments_by_wind": [24300, -8100, -8100, -8100]},
    }


def test_an_equal_paying_reading_the_recorder_chose_is_proven_a_tie() -> None:
    recorded = [["menzen tsumo", 1, 0], ["iipeikou", 1, 9], ["chinitsu", 6, 35]]
    assert _check(_tied_case(8, 30, recorded)) is None


def test_a_reading_no_equal_paying_reading_matches_is_reported() -> None:
    recorded = [["menzen tsumo", 1, 0], ["ittsu", 2, 24], ["chinitsu", 6, 35]]
    failure = _check(_tied_case(9, 30, recorded))
    assert failure is not None and "expected 9 han 30 fu" in failure
