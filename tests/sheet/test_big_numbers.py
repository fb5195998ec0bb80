"""Numbers of points beyond any game (issue #29, R2): a JSON Lines sheet refuses them as the
text grammar does (``bad_scores``, more than nine digits), and the standings never trip on
the size of the scores they are given."""

from __future__ import annotations

import json

import pytest

from mjscore.game import FinalRecord, result_of_record
from mjscore.rules import find_rules
from mjscore.sheet import read_sheet, read_sheet_jsonl

HUGE = 100_000_000_000_000_000_000
"""The integer of the issue's reproducer: 10**20."""

PLAYERS = json.dumps({"players": ["Aki", "Ben", "Chie", "Dai"], "rules": "mleague"})


def _codes(*lines: dict[str, object]) -> list[tuple[str, int | None]]:
    sheet = "\n".join([PLAYERS, *(json.dumps(line) for line in lines)])
    (game,) = read_sheet_jsonl(sheet)
    return [(error.code, error.line) for error in game.errors]


@pytest.mark.parametrize("number", [HUGE, 1_000_000_000, -1_000_000_000])
def test_an_adjustment_beyond_nine_digits_is_bad_scores(number: int) -> None:
    line = {"events": [{"type": "adjust", "deltas": [number, 0, 0, -number]}]}
    assert _codes(line) == [("bad_scores", 2)]


def test_the_largest_adjustment_the_text_grammar_reads_is_read_in_json_too() -> None:
    number = 999_999_999
    text = read_sheet(f"players: Aki Ben Chie Dai\nadjust {number} 0 0 -{number}")[0]
    line = {"events": [{"type": "adjust", "deltas": [number, 0, 0, -number]}]}
    assert text.errors == () and _codes(line) == []


@pytest.mark.parametrize("key", ["final", "scores"])
def test_scores_beyond_nine_digits_are_bad_scores(key: str) -> None:
    scores = [HUGE + 25_000, 25_000, 25_000, 25_000 - HUGE]
    line: dict[str, object] = ({"final": scores} if key == "final" else
                               {"events": [{"type": "draw"}], "scores": scores})
    assert _codes(line) == [("bad_scores", 2)]


def test_the_standings_of_huge_final_scores_do_not_fail() -> None:
    # The library takes any integers; the points are shown as floats, first place taking
    # the remainder, and still add up to zero however large the scores.
    rules = find_rules("mleague")
    scores = (HUGE + 25_000, 26_000, 24_000, 25_000 - HUGE)
    result = result_of_record(rules, FinalRecord(scores))
    assert result.placings == (1, 2, 3, 4)
    assert result.points[0] > 1e16 and result.points[3] < -1e16
