"""Real games cut after every hand, in the middle of every hand and inside a tag: each cut log
is ``incomplete``, and every complete hand before the cut is checked as in the whole game.

The games are the Tenhou logs of ``../shared/data/raw`` (the pantheon XML and tenhou.net/6
games, and a slice of the Phoenix games); the two altered files are left out (their whole
game differs from its log without ``--rule game_length=hanchan``).
"""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from mjscore.game import GameState
from mjscore.logs.replay import ReplayResult, Status, replay_games

from ..support.logdata import PANTHEON, RAW_DIR, raw_problem, require_raw

ALTERED = ("west", "doubleron_and_riichi")
PHOENIX_GAMES = 12
"""How many Phoenix games are cut (each at about 30 points): enough for every kind of
hand end, few enough for CI."""

_RESULT = re.compile(rb"<(?:AGARI|RYUUKYOKU)\b[^>]*/>")
_INIT = re.compile(rb"<INIT\b")


NO_LOGS = pytest.param(None, id="no-shared-logs")
"""The one parameter of a test when the raw logs are missing or laid out wrongly: the test
calls ``require_raw``, which skips it saying why (or fails it in CI)."""


def xml_games() -> list[Any]:
    if raw_problem() is not None:
        return [NO_LOGS]
    pantheon = [path for path in sorted(PANTHEON.glob("*.xml")) if path.stem not in ALTERED]
    phoenix = sorted((RAW_DIR / "tenhou_phoenix_2022").iterdir())[:PHOENIX_GAMES]
    return [pytest.param(path, id=path.stem[:24]) for path in pantheon + phoenix]


def json_games() -> list[Any]:
    if raw_problem() is not None:
        return [NO_LOGS]
    return [pytest.param(path, id=path.stem)
            for path in sorted((PANTHEON / "format6").glob("*.json"))
            if path.stem not in ALTERED]


def replay(name: str, data: bytes) -> ReplayResult:
    (result,) = replay_games(name, data=data)
    return result


def hand_ends(data: bytes) -> list[int]:
    """Where each hand's last result element ends (before the next ``<INIT>``)."""
    inits = [match.start() for match in _INIT.finditer(data)] + [len(data)]
    ends = []
    for start, following in itertools.pairwise(inits):
        results = [match.end() for match in _RESULT.finditer(data, start, following)]
        ends.append(results[-1])
    return ends


def xml_cuts(data: bytes) -> Iterator[tuple[str, int, bytes]]:
    """Every cut of a game's XML before its last hand ends: (what, complete hands, bytes)."""
    ends = hand_ends(data)
    inits = [match.start() for match in _INIT.finditer(data)]
    for count in range(len(ends)):
        start, end = inits[count], ends[count]
        if count:
            yield "after the hand", count, data[:ends[count - 1]]
        yield "in the hand", count, data[:(start + end) // 2]
        yield "inside a tag", count, data[:start + 3]


def table(state: GameState) -> tuple[object, ...]:
    return state.label, state.scores, state.sticks, state.end


def check_cut(whole: ReplayResult, cut: ReplayResult, count: int) -> None:
    assert cut.status is Status.INCOMPLETE, (cut.status, cut.reason, cut.mismatches)
    assert cut.code == "truncated_log"
    assert cut.hands == count and cut.mismatches == ()
    assert cut.report is not None and whole.report is not None
    for mine, theirs in zip(cut.report.hands, whole.report.hands[:count], strict=True):
        # (the rules' final-points era of an undated log comes from its final record: the
        # tables are compared, not the rules)
        assert [table(mine.before), table(mine.after), mine.deltas] == [
            table(theirs.before), table(theirs.after), theirs.deltas]
    labels = [str(outcome.before.label) for outcome in whole.report.hands]
    assert cut.stopped == (labels[count - 1] if count else "")


@pytest.mark.parametrize("path", xml_games())
def test_an_mjlog_cut_anywhere_checks_every_hand_before_the_cut(path: Path) -> None:
    require_raw()
    data = path.read_bytes()
    whole = replay(str(path), data)
    assert whole.status is Status.OK
    cuts = list(xml_cuts(data))
    assert len(cuts) >= 3 * whole.hands - 1
    for _what, count, cut in cuts:
        check_cut(whole, replay(str(path), cut), count)


@pytest.mark.parametrize("path", json_games())
def test_a_tenhou6_game_cut_after_or_in_any_hand_checks_the_hands_before(path: Path) -> None:
    require_raw()
    game = json.loads(path.read_bytes())
    whole = replay(str(path), path.read_bytes())
    assert whole.status is Status.OK
    hands = game["log"]
    for count in range(len(hands) + 1):
        kept = {key: value for key, value in game.items() if key != "sc"}
        after = replay(str(path), json.dumps({**kept, "log": hands[:count] or hands[:1]}
                                              ).encode())
        if count:
            check_cut(whole, after, count)
            assert "no final scores ('sc')" in str(after.reason)
        if count < len(hands):
            cut_hand = [*hands[:count], hands[count][:16]]  # the hand without its result
            inside = replay(str(path), json.dumps({**game, "log": cut_hand}).encode())
            check_cut(whole, inside, count)
            assert "has no result" in str(inside.reason)


def test_the_edge_case_logs_of_another_project_are_incomplete_not_errors(
        tmp_path: Path) -> None:
    """mjx's test logs (tests/logs/data/mjx, MIT) stop in the middle of a hand."""
    data = Path(__file__).resolve().parents[1] / "logs" / "data" / "mjx"
    results = [replay(str(path), path.read_bytes()) for path in sorted(data.glob("*.mjlog"))]
    assert results and all(result.status is Status.INCOMPLETE for result in results)
    assert [result.hands for result in results] == [0, 6]
