"""Round trips through both log writers: every game of ../shared/data/raw (mjlog, tenhou.net/6,
four and three players), written as mjai and as tenhou.net/6 and read back, gives the same
play, the same events and the same ledger report.

"The same events" means every value the format carries: the hand's play (deal, every move,
the dora and ura indicators), what the hand wrote (label, sticks, start scores, changes,
end scores), the riichi declarations, each draw, each win (winner, discarder, hand, flags,
dora, ura, liable seat, kita, and what the log recorded of it). Neither format writes rules,
so each game is read back under the rules it was read with (as ``--rules`` gives them); mjai
carries no yaku and no limit of a win (Mortal's ``hora``), and tenhou.net/6 no fu of a limit
hand (``満貫8000点``): those recorded values are left out of the comparison of that format.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pytest

from mjscore.game import Event, GameRecord, GameReport, RecordedWin, Win
from mjscore.logs import write_mjai, write_tenhou6
from mjscore.logs.replay import ReplayResult, replay_games
from mjscore.rules import RulesChoice

from .test_games import replays

pytestmark = pytest.mark.conformance

WRITERS: dict[str, tuple[Callable[[GameRecord], str], str]] = {
    "mjai": (write_mjai, "game.mjson"), "tenhou6": (write_tenhou6, "game.json")}

CARRIED: dict[str, Callable[[RecordedWin], RecordedWin]] = {
    "mjai": lambda recorded: dataclasses.replace(recorded, yaku=(), limit=None, yakuman=0),
    "tenhou6": lambda recorded: dataclasses.replace(
        recorded, fu=None if recorded.limit is not None else recorded.fu),
}
"""What of a win's recorded values each format carries."""


def carried(event: Event, to: str) -> Event:
    if not isinstance(event, Win):
        return event
    recorded = CARRIED[to](event.recorded) if event.recorded is not None else None
    return dataclasses.replace(event, claim=None, recorded=recorded)


def report_of(report: GameReport) -> list[Any]:
    """What the ledger said of a game: every hand's changes, scores after it, each win's
    payments and value, every mismatch and problem, and the final result."""
    hands: list[Any] = [(outcome.deltas, outcome.after.scores, outcome.after.label,
                         [(paid.deltas, paid.value, paid.score.value if paid.score else None)
                          for paid in outcome.wins], outcome.mismatches, outcome.problems)
                        for outcome in report.hands]
    result = report.result
    return [*hands, (result.final_scores, result.points, result.end, result.mismatches)]


def read_back(result: ReplayResult, to: str) -> ReplayResult:
    assert result.report is not None
    game = result.report.game
    write, name = WRITERS[to]
    [back] = replay_games(name, data=write(game).encode("utf-8"), game_id=game.id,
                          choice=RulesChoice(rules=game.rules))
    return back


@pytest.mark.parametrize("to", sorted(WRITERS))
def test_every_game_of_raw_round_trips(to: str) -> None:
    failures, games = [], 0
    for name, result in replays().items():
        if result.report is None:
            continue
        games += 1
        back = read_back(result, to)
        if back.report is None:
            failures.append(f"{name}: {back.status.value} {back.reason}")
            continue
        original, again = result.report.game, back.report.game
        if (back.status, back.mismatches) != (result.status, result.mismatches):
            failures.append(f"{name}: {back.status.value} {back.mismatches[:2]}")
        for first, second in zip(original.hands, again.hands, strict=True):
            if (first.play, first.written) != (second.play, second.written) or [
                    carried(event, to) for event in first.events] != [
                    carried(event, to) for event in second.events]:
                failures.append(f"{name}: hand {first.written.label} differs")
                break
        if report_of(result.report) != report_of(back.report):
            failures.append(f"{name}: the ledger's report differs")
        if original.final != again.final and to == "tenhou6":
            failures.append(f"{name}: final {original.final} != {again.final}")
    assert failures == [], "\n".join(failures[:20])
    assert games == 1629
