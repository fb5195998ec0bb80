"""Conformance of waits on the real hands of ../shared/data/cases.

For every winning hand, the hand without its winning tile is tenpai, the winning tile is one
of its waits, and the wait's value is what :func:`mjscore.score` gives for that win once the
keys that only a win has are left out: ippatsu, haitei, houtei, rinshan and chankan (as the
issue lists them), and tenhou and chiihou, whose hands never waited; the discarder and a
liable seat, who only change who pays. A red five won on is scored with
:meth:`Waits.outcome`, since a wait's own values are those of a plain tile.
"""

from __future__ import annotations

from typing import Any

import pytest

import mjscore
from mjscore.hand import WaitingHand
from mjscore.scoring import Score
from mjscore.waiting import SITUATION_KEYS, waits

from ..support.casedata import CASE_SETS, hand_text, iter_cases, situation

pytestmark = pytest.mark.conformance

WIN_ONLY = ("tsumo", "ippatsu", "haitei", "houtei", "rinshan", "chankan", "tenhou", "chiihou",
            "discarder", "pao")


def _check(case: dict[str, Any]) -> tuple[str | None, bool]:
    """None when the case agrees, else what differs; and whether the win was a red five."""
    text = hand_text(case)
    hand = mjscore.parse_hand(text)
    values = situation(case)
    before = {key: value for key, value in values.items() if key in SITUATION_KEYS}
    result = waits(WaitingHand(hand.concealed, hand.melds), **before)
    tile = hand.win_tile
    if not result.tenpai or result.wait(tile) is None:
        waited = " ".join(str(wait.tile) for wait in result.waits)
        return f"{case['id']}: {text}: {tile} is not among the waits ({waited})", tile.red
    won = {key: value for key, value in values.items() if key not in WIN_ONLY}
    try:
        expected: Score | mjscore.MjscoreError = mjscore.score(text, tsumo=case["tsumo"],
                                                              **won)
    except mjscore.NoYaku as error:  # a win whose only yaku was haitei, rinshan, …
        expected = error
    got = result.outcome(tile, tsumo=case["tsumo"])
    if _shown(got) != _shown(expected):
        return f"{case['id']}: {text}: waits gives {_shown(got)}, score {_shown(expected)}", \
            tile.red
    return None, tile.red


def _shown(outcome: Score | mjscore.MjscoreError) -> Any:
    return outcome.as_record() if isinstance(outcome, Score) else outcome.code


@pytest.mark.parametrize("case_set", CASE_SETS)
def test_every_winning_hand_waited_on_its_winning_tile_at_the_same_value(case_set: str
                                                                         ) -> None:
    cases = list(iter_cases(case_set))
    assert cases, f"{case_set} has no cases"
    checked = [_check(case) for case in cases]
    failures = [failure for failure, _ in checked if failure is not None]
    assert not failures, f"{len(failures)} of {len(cases)} disagree:\n" + "\n".join(
        failures[:20])
    if case_set == "tenhou_phoenix_2022":
        # Red fives won on are scored through Waits.outcome; the rest are the waits' own.
        assert 0 < sum(red for _, red in checked) < len(cases) // 5
