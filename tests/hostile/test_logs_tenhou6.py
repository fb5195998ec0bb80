"""Hostile tenhou.net/6 logs (JSON): the real pantheon games and the three-player game of
../shared/data/raw mutated as bytes, one game a file, a line, or in an array, plain or
compressed. Every game is answered with a status; only mjscore's own errors; the scores
plus the sticks keep their total through every hand, and the final scores hold it."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from .logs import check_replay, wrapped
from .support import budget, mutated, real_logs

pytestmark = pytest.mark.hostile


def _shapes(data: st.DataObject, games: list[bytes]) -> bytes:
    how = data.draw(st.sampled_from(["file", "lines", "array"]), label="shape")
    if how == "file":
        return games[0]
    lines = [game.replace(b"\n", b" ") for game in games]
    return b"\n".join(lines) if how == "lines" else b"[" + b",\n".join(lines) + b"]"


@budget(60)
@given(st.data())
def test_a_mutated_tenhou6_log_replays_or_is_refused(data: st.DataObject) -> None:
    games = data.draw(st.lists(mutated(real_logs(".json")), min_size=1, max_size=3),
                      label="games")
    check_replay("game.json", wrapped(data, _shapes(data, games)))
