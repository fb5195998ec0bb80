"""Hostile situations: the real cases' situations (JSON values, as a record holds them) with
values replaced by JSON of every type, counts out of range, unknown keys, or keys dropped,
for the case's own hand. Only mjscore's own errors; a win that scores pays what it says."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mjscore import Score, make_situation, score

from .support import budget, own_errors, real_hands, real_situations

pytestmark = pytest.mark.hostile

KEYS = ("tsumo", "riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan",
        "chankan", "tenhou", "chiihou", "renhou", "seat", "round", "dora", "ura", "honba",
        "sticks", "discarder", "pao", "dora_count", "ura_count", "aka_count", "kita", "bogus")

VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(-2, 1002), st.integers(), st.floats(),
    st.sampled_from(["E", "S", "W", "N", "east", "東", "x", "", "5m", "0p", "8z", "1m,2m",
                     "--riichi", "1e999"]),
    st.lists(st.sampled_from(["1m", "5m", "0m", "9s", "7z", "8z", "x", ""]), max_size=7),
    st.lists(st.integers(-1, 40), max_size=3), st.dictionaries(st.text(max_size=3),
                                                               st.integers(), max_size=2),
    st.text(max_size=12))


@budget(300)
@given(st.data())
def test_a_situation_scores_or_gives_an_error_of_mjscore(data: st.DataObject) -> None:
    index = data.draw(st.integers(0, len(real_situations()) - 1), label="case")
    hand = real_hands()[index]
    values: dict[str, Any] = dict(real_situations()[index])
    for _ in range(data.draw(st.integers(1, 4))):
        key = data.draw(st.sampled_from(KEYS))
        if data.draw(st.booleans()) and key in values:
            del values[key]
        else:
            values[key] = data.draw(VALUES)
    own_errors(lambda: make_situation(**values))
    result = own_errors(lambda: score(hand, **values))
    if isinstance(result, Score):
        assert result.total == (sum(payment.amount for payment in result.payments)
                                + result.situation.sticks * 1000)  # tenhou's deposit
