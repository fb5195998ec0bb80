"""What a replay gives (:mod:`mjscore.logs.replay`): each game's :class:`ReplayResult`
with what disagrees (:class:`LogMismatch`), and the ``--export`` records of its hands
(:func:`outcome_records`, one played hand's, made as the hand is played)."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any

from ..base import filler
from ..game import (
    AbortiveDraw,
    ExhaustiveDraw,
    GameRecord,
    GameReport,
    GameResult,
    HandOutcome,
    Win,
)
from ..scoring import Score
from ..situation import situation_record

__all__ = ["LogMismatch", "ReplayResult", "Status", "outcome_records", "people_of"]


class Status(enum.Enum):
    """How a replayed game ended up."""

    OK = "ok"
    MISMATCH = "mismatch"
    INCOMPLETE = "incomplete"
    SKIPPED = "skipped"
    ERROR = "error"


@dataclass(frozen=True, slots=True)
class LogMismatch:
    """One place where the log and mjscore disagree: the hand (its label, or ``end`` for the
    final result), what differs, and both values. An event the rules do not allow (a hand
    after the end of the game) has the error code as its field and a ``message``."""

    hand: str
    field: str
    log: object
    mjscore: object
    message: str | None = None

    def as_record(self) -> dict[str, Any]:
        """JSON-ready."""
        record = {"hand": self.hand, "field": self.field, "log": self.log,
                  "mjscore": self.mjscore}
        if self.message is not None:
            record["message"] = self.message
        return record


@dataclass(frozen=True, slots=True)
class ReplayResult:
    """One game of one file, replayed (or why not)."""

    file: str
    status: Status
    game: str | None = None
    """The log's own id of the game."""
    reason: str | None = None
    """For ``skipped`` and ``error``: why, with the error code's message."""
    code: str | None = None
    """For ``skipped`` and ``error``: the error code."""
    hands: int = 0
    wins: int = 0
    draws: int = 0
    mismatches: tuple[LogMismatch, ...] = ()
    report: GameReport | None = field(default=None, compare=False)
    """The ledger's whole account of the game (None unless it was played, and unless it
    was kept: ``mjscore replay`` keeps it only for ``--to-sheet``)."""
    stopped: str | None = None
    """For a log that stops before the end of its game: the label of its last complete
    hand (``""`` when it has none); ``reason`` says where it stopped."""
    hint: str | None = None
    """For a mismatch that a rule override explains: the override and what it gives."""
    final: GameResult | None = field(default=None, compare=False)
    """The ledger's final result of the game (None unless it was played)."""

    def as_record(self) -> dict[str, Any]:
        """The JSON Lines record of ``mjscore replay --json`` (``docs/replay.md``); the
        same mismatch made again (a long log repeating its hands) is the same record."""
        final = None
        result = self.final or (self.report.result if self.report is not None else None)
        if result is not None and self.stopped is None:
            final = {"scores": list(result.final_scores), "points": list(result.points)}
        shown: dict[int, dict[str, Any]] = {}
        mismatches = []
        for mismatch in self.mismatches:
            record = shown.get(id(mismatch))
            if record is None:
                record = shown[id(mismatch)] = mismatch.as_record()
            mismatches.append(record)
        return {"file": self.file, "game": self.game, "status": self.status.value,
                "reason": self.reason, "code": self.code, "hands": self.hands,
                "wins": self.wins, "draws": self.draws, "mismatches": mismatches,
                "final": final, "stopped": self.stopped, "hint": self.hint}


new_result = filler(ReplayResult, arguments=True)
"""A :class:`ReplayResult` of every field's value, in field order (:func:`mjscore.base.filler`):
the replay makes one a game."""


def people_of(game: GameRecord) -> dict[str, Any]:
    """The players of every ``--export`` record: names, and ranks and ratings where the
    log has them."""
    people: dict[str, Any] = {"players": list(game.players)}
    if game.dan is not None:
        people["dan"] = list(game.dan)
    if game.rate is not None:
        people["rate"] = list(game.rate)
    return people


def outcome_records(game: str | None, people: dict[str, Any], outcome: HandOutcome
                     ) -> list[dict[str, Any]]:
    """The ``--export`` records of one played hand: each win as a batch record (the hand,
    the derived situation, mjscore's result and the log's values) and each draw with its
    kind, tenpai players and payments; every record names the game and the players
    (``people``: :func:`people_of`)."""
    label = str(outcome.before.label)
    records = []
    for paid in outcome.wins:
        win = paid.win
        record: dict[str, Any] = {
            "game": game, **people, "hand": label, "type": "ron" if win.discarder
            is not None else "tsumo", "winner": win.winner, "from": win.discarder,
            "deltas": list(paid.deltas)}
        if isinstance(paid.score, Score):
            record["record"] = {"hand": str(paid.score.hand),
                                **situation_record(paid.score.situation, paid.score.rules),
                                **paid.score.as_record()}
        if win.recorded is not None:
            record["log"] = _recorded_record(win)
        records.append(record)
    for event in outcome.record.events:
        if isinstance(event, ExhaustiveDraw):
            records.append({"game": game, **people, "hand": label, "type": "draw",
                            "kind": "exhaustive", "tenpai": sorted(event.tenpai),
                            "nagashi": sorted(event.nagashi),
                            "deltas": list(outcome.deltas)})
        elif isinstance(event, AbortiveDraw):
            records.append({"game": game, **people, "hand": label, "type": "draw",
                            "kind": event.kind.value, "seat": event.seat,
                            "deltas": list(outcome.deltas)})
    return records


def _recorded_record(win: Win) -> dict[str, Any]:
    recorded = win.recorded
    assert recorded is not None
    return {"han": recorded.han, "fu": recorded.fu, "limit": recorded.limit,
            "yakuman": recorded.yakuman, "yaku": [list(item) for item in recorded.yaku],
            "value": recorded.value,
            "deltas": list(recorded.deltas) if recorded.deltas is not None else None}
