"""Hostile hand text: real hands (the cases' and the examples') mutated, read as a winning
hand, a hand before its win, a tile list, and scored. Only mjscore's own errors; a hand that
scores pays what it says."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mjscore import Score, WaitingHand, parse_hand, parse_tiles, score, waits

from .support import budget, mutated_text, own_errors, real_hands

pytestmark = pytest.mark.hostile


@budget(300)
@given(st.data())
def test_hand_text_gives_a_hand_or_an_error_of_mjscore(data: st.DataObject) -> None:
    text = data.draw(mutated_text(real_hands()), label="text")
    own_errors(lambda: parse_hand(text))
    own_errors(lambda: parse_tiles(text))
    own_errors(lambda: WaitingHand.parse(text))
    own_errors(lambda: waits(text.split("+", 1)[0]))
    result = own_errors(lambda: score(text))
    if isinstance(result, Score):
        assert result.total == (sum(payment.amount for payment in result.payments)
                                + result.situation.sticks * 1000)  # tenhou's deposit
        assert result.total > 0
