"""Hostile mjlog logs (Tenhou's XML): the real pantheon and three-player Phoenix games of
../shared/data/raw mutated as bytes, plain or compressed, whole or cut. Every game is
answered with a status; only mjscore's own errors; the scores plus the sticks keep their
total through every hand, and the final scores hold it."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from .logs import check_replay, wrapped
from .support import budget, mutated, real_logs

pytestmark = pytest.mark.hostile


@budget(60)
@given(st.data())
def test_a_mutated_mjlog_replays_or_is_refused(data: st.DataObject) -> None:
    raw = data.draw(mutated(real_logs(".xml")), label="log")
    check_replay("game.mjlog", wrapped(data, raw))
