"""The checks of a replayed log the log surfaces share: only mjscore's own errors, every
game answered with a status, and the ledger's conservation of points."""

from __future__ import annotations

import bz2
import gzip

from hypothesis import strategies as st

from mjscore.game import GameState
from mjscore.logs.replay import ReplayResult, Status, replay_games

from .support import own_errors


def total(state: GameState) -> int:
    return sum(state.scores) + len(state.sticks) * state.rules.riichi_deposit


def wrapped(data: st.DataObject, raw: bytes) -> bytes:
    """The log as it is, or gzip or bz2 compressed, whole or cut short."""
    how = data.draw(st.sampled_from(["plain", "plain", "gzip", "bz2"]), label="container")
    packed = raw if how == "plain" else gzip.compress(raw) if how == "gzip" else bz2.compress(
        raw)
    if how != "plain" and data.draw(st.booleans(), label="cut"):
        packed = packed[:data.draw(st.integers(0, len(packed)), label="at")]
    return packed


def check_replay(name: str, data: bytes) -> None:
    results = own_errors(lambda: replay_games(name, data=data))
    assert isinstance(results, list) and results, results
    for result in results:
        assert isinstance(result, ReplayResult)
        assert isinstance(result.status, Status)
        if result.status in (Status.SKIPPED, Status.ERROR):
            assert result.code and result.reason, result
        result.as_record()
        report = result.report
        if report is None:
            continue
        for outcome in report.hands:
            assert total(outcome.after) == total(outcome.before), (result.game, outcome)
        if result.stopped is None and report.hands:
            final = report.result
            deposit = report.final_state.rules.riichi_deposit
            assert sum(final.final_scores) + len(final.leftover_sticks) * deposit == total(
                report.final_state), (result.game, final)
