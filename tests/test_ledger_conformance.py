"""Conformance of the ledger on real games: every mjlog of ../shared/data/raw that the reader
reads, played through :func:`~mjscore.ledger.play_game`, reproduces every hand's label,
sticks, start scores, score changes and end scores, every win's recorded payments, value and
reading, and every game's final scores and final points: no mismatch and no problem.

The rules of each game are the reader's (``GameRecord.rules``: lobby and era); the only
exceptions are listed in :data:`READER_RULES` with the reason.
"""

from __future__ import annotations

import dataclasses
import time
from functools import cache

import pytest

from mjscore.errors import UnsupportedLog
from mjscore.events import GameRecord
from mjscore.ledger import End, play_game
from mjscore.mjlog import read_mjlog_file
from mjscore.rules import with_overrides

from .logdata import raw_files, require_raw

pytestmark = pytest.mark.conformance

READER_RULES: dict[str, dict[str, object]] = {
    # <GO type="1"> (East only) in both files, yet both games play the South round as a
    # hanchan does (west.xml's own comment names log 2017030413gm-0009-…, a hanchan lobby;
    # doubleron_and_riichi.xml goes on into South 3 with a player at 36,400 after East 4).
    # Reported to the lead: the reader takes the length from the GO tag.
    "pantheon_onlinelog/west.xml": {"game_length": "hanchan"},
    "pantheon_onlinelog/doubleron_and_riichi.xml": {"game_length": "hanchan"},
}
"""Rule fields the test sets over the reader's, by file, until the reader settles them."""


@cache
def games() -> dict[str, GameRecord]:
    """Every mjlog of raw/ that the reader reads (three-player and special lobbies aside)."""
    raw = require_raw()
    found = {}
    for path in raw_files():
        if path.suffix not in (".xml", ".txt", ".xml_", ".mjlog"):
            continue
        try:
            game = read_mjlog_file(path)
        except UnsupportedLog:
            continue
        name = str(path.relative_to(raw))
        if name in READER_RULES:
            game = dataclasses.replace(game, rules=with_overrides(game.rules,
                                                                  READER_RULES[name]))
        found[name] = game
    return found


def test_every_game_replays_with_no_mismatch() -> None:
    started = time.perf_counter()
    failures, hands, wins = [], 0, 0
    for name, game in games().items():
        report = play_game(game)
        hands += len(report.hands)
        wins += sum(len(hand.wins) for hand in report.hands)
        failures += [f"{name}: {mismatch}" for mismatch in report.mismatches]
        failures += [f"{name}: line {problem.line} ({problem.label}): {problem.code}: "
                     f"{problem.message}" for problem in report.problems]
    elapsed = time.perf_counter() - started
    assert failures == [], "\n".join(failures[:30])
    assert len(games()) >= 1190 and hands >= 11800 and wins >= 9800, (len(games()), hands)
    assert elapsed < 30, f"the replay took {elapsed:.1f} s"


def test_the_phoenix_games_are_all_there() -> None:
    phoenix = [name for name in games() if name.startswith("tenhou_phoenix_2022/")]
    assert len(phoenix) == 1172


def test_every_game_ends_as_its_log_ends() -> None:
    ends = {play_game(game).result.end for game in games().values()}
    assert None not in ends
    assert {End.LAST_HAND, End.BUST, End.AGARI_YAME, End.TENPAI_YAME} <= ends


def test_every_game_checks_something() -> None:
    """The logs write what the ledger checks: labels, scores, deltas, wins, final points."""
    for game in list(games().values())[:50]:
        assert game.final is not None and game.final.points is not None
        for hand in game.hands:
            written = hand.written
            assert None not in (written.label, written.sticks, written.start_scores,
                                written.deltas, written.end_scores)
