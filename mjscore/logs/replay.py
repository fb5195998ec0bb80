"""Replay game logs: read each game, play it through the ledger, and report every place where
the log and the rules disagree (``docs/replay.md``).

A log file is read by the game reader its content calls for (:func:`read_log`): Tenhou's
mjlog XML (plain or gzip-compressed, any file name) or tenhou.net/6 JSON. Each game becomes a
:class:`ReplayResult`: ``ok`` when every hand and the final result match, ``mismatch`` when
something differs, ``skipped`` for a file that is no game mjscore plays (a three-player game,
a lobby with rules of its own, a README), ``error`` for a broken log. Nothing is dropped: every
file gets its result.

>>> from pathlib import Path
>>> result = replay_file(Path("no-such-file.xml"))
>>> result.status.value, result.reason.startswith("no-such-file.xml: cannot read")
('error', True)
"""

from __future__ import annotations

import enum
import gzip
import io
import os
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, NamedTuple

from ..base import (
    BatchError,
    Input,
    LogError,
    MjscoreError,
    UnsupportedLog,
    detect_format,
    ordered_map,
)
from ..game import (
    AbortiveDraw,
    ExhaustiveDraw,
    GameRecord,
    GameReport,
    HandOutcome,
    Mismatch,
    Win,
    play_game,
)
from ..records import resolve_jobs
from ..rules import RulesChoice
from ..scoring import Score
from ..situation import situation_record
from .formats import GAME_READERS
from .reader import GameReader

_GZIP_MAGIC = b"\x1f\x8b"
MAX_LOG_BYTES = 64 * 1024 * 1024
"""The largest log file read (a whole hanchan is about 20 KB of XML)."""


class Status(enum.Enum):
    """How a replayed game ended up."""

    OK = "ok"
    MISMATCH = "mismatch"
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
    """The ledger's whole account of the game (None unless it was played)."""

    def as_record(self) -> dict[str, Any]:
        """The JSON Lines record of ``mjscore replay --json`` (``docs/replay.md``)."""
        return {"file": self.file, "game": self.game, "status": self.status.value,
                "reason": self.reason, "hands": self.hands, "wins": self.wins,
                "draws": self.draws,
                "mismatches": [mismatch.as_record() for mismatch in self.mismatches]}


def read_log(data: bytes, *, game_id: str | None = None) -> GameRecord:
    """Read one game from a log's bytes, plain or gzip-compressed, in the game format its
    content shows (:mod:`mjscore.base.readers`).

    Raises:
        UnsupportedLog: for a file that is no game mjscore plays (records to score, a README).
        LogError: for a broken log.
    """
    if data.startswith(_GZIP_MAGIC):
        try:
            data = gzip.decompress(data)
        except (OSError, EOFError) as err:
            raise LogError(f"the gzip data is broken: {err}", code="truncated_log") from None
    head = Input(io.BytesIO(data)).head()
    try:
        reader = detect_format(head, GAME_READERS)
    except BatchError:
        reader = None
    if reader is None or not issubclass(reader, GameReader):
        shown = head.line[:30].decode("utf-8", "replace")
        raise UnsupportedLog(f"not a game log: neither mjlog XML nor tenhou.net/6 JSON (it "
                             f"begins {shown!r})", code="unsupported_log")
    return reader.read_game(data, game_id=game_id)


def game_id_of(name: str) -> str:
    """A game's id from its file name: the name without its extensions (Tenhou names its
    files by log id)."""
    return Path(name).name.split(".", 1)[0]


def log_files(paths: Iterable[str]) -> Iterator[str]:
    """Every file to replay: files as given, directories walked recursively in name order,
    ``-`` for standard input as it is."""
    for path in paths:
        if path != "-" and os.path.isdir(path):
            for root, dirs, files in os.walk(path):
                dirs.sort()
                for name in sorted(files):
                    yield os.path.join(root, name)
        else:
            yield path


def replay_file(path: Path, *, choice: RulesChoice | None = None,
                data: bytes | None = None) -> ReplayResult:
    """Read and replay the game in the file at ``path`` (or in ``data``, read from it
    already); never raises for a bad log."""
    name = str(path)
    if data is None:
        try:
            with open(path, "rb") as stream:
                data = stream.read(MAX_LOG_BYTES + 1)
        except OSError as err:
            return ReplayResult(name, Status.ERROR, code="invalid_log",
                                reason=f"{path.name}: cannot read the file: "
                                       f"{err.strerror or err}")
    if len(data) > MAX_LOG_BYTES:
        return ReplayResult(name, Status.SKIPPED, code="unsupported_log",
                            reason=f"not a game log: larger than {MAX_LOG_BYTES:,} bytes")
    choice = choice or RulesChoice()
    try:
        game = read_log(data, game_id=game_id_of(name))
        rules = choice.over(game.rules)
        game = game if rules is game.rules else replace(game, rules=rules)
    except UnsupportedLog as err:
        return ReplayResult(name, Status.SKIPPED, code=err.code, reason=err.message)
    except MjscoreError as err:
        return ReplayResult(name, Status.ERROR, code=err.code, reason=err.message)
    return replay_game(game, file=name)


def replay_game(game: GameRecord, *, file: str = "") -> ReplayResult:
    """Play a read game through the ledger and gather what disagrees with the log."""
    report = play_game(game)
    mismatches = []
    for outcome in report.hands:
        label = str(outcome.before.label)
        mismatches += [_log_mismatch(mismatch) for mismatch in outcome.mismatches]
        mismatches += [LogMismatch(label, problem.code, None, None, problem.message)
                       for problem in outcome.problems]
    mismatches += [_log_mismatch(mismatch) for mismatch in report.result.mismatches]
    mismatches += [LogMismatch("end", problem.code, None, None, problem.message)
                   for problem in report.result.problems]
    return ReplayResult(
        file, Status.MISMATCH if mismatches else Status.OK, game=game.id,
        hands=len(report.hands),
        wins=sum(1 for hand in game.hands for event in hand.events if isinstance(event, Win)),
        draws=sum(1 for hand in game.hands
                  if any(isinstance(event, ExhaustiveDraw | AbortiveDraw)
                         for event in hand.events)),
        mismatches=tuple(mismatches), report=report)


def _log_mismatch(mismatch: Mismatch) -> LogMismatch:
    where = str(mismatch.label) if mismatch.label is not None else "end"
    name = mismatch.field if mismatch.seat is None else f"{mismatch.field}[{mismatch.seat}]"
    plain = mismatch.as_record()
    return LogMismatch(where, name, plain["written"], plain["ledger"])


def hand_records(report: GameReport) -> Iterator[tuple[HandOutcome, dict[str, Any]]]:
    """Every hand of a played game as the ``--export`` records give it: each win as a batch
    record (the hand, the derived situation, mjscore's result and the log's values) and each
    draw with its kind, tenpai players and payments."""
    for outcome in report.hands:
        label = str(outcome.before.label)
        for paid in outcome.wins:
            win = paid.win
            record: dict[str, Any] = {
                "game": report.game.id, "hand": label, "type": "ron" if win.discarder
                is not None else "tsumo", "winner": win.winner, "from": win.discarder,
                "deltas": list(paid.deltas)}
            if isinstance(paid.score, Score):
                record["record"] = {"hand": str(paid.score.hand),
                                    **situation_record(paid.score.situation, paid.score.rules),
                                    **paid.score.as_record()}
            if win.recorded is not None:
                record["log"] = _recorded_record(win)
            yield outcome, record
        for event in outcome.record.events:
            if isinstance(event, ExhaustiveDraw):
                yield outcome, {"game": report.game.id, "hand": label, "type": "draw",
                                "kind": "exhaustive", "tenpai": sorted(event.tenpai),
                                "nagashi": sorted(event.nagashi),
                                "deltas": list(outcome.deltas)}
            elif isinstance(event, AbortiveDraw):
                yield outcome, {"game": report.game.id, "hand": label, "type": "draw",
                                "kind": event.kind.value, "seat": event.seat,
                                "deltas": list(outcome.deltas)}


def _recorded_record(win: Win) -> dict[str, Any]:
    recorded = win.recorded
    assert recorded is not None
    return {"han": recorded.han, "fu": recorded.fu, "limit": recorded.limit,
            "yakuman": recorded.yakuman, "yaku": [list(item) for item in recorded.yaku],
            "value": recorded.value,
            "deltas": list(recorded.deltas) if recorded.deltas is not None else None}


class ReplayOutput(NamedTuple):
    """What a replay hands its caller for one file, as plain data (so that it crosses process
    boundaries cheaply): the result record, and on request the ``--export`` records and the
    game as a score sheet."""

    record: dict[str, Any]
    export: list[dict[str, Any]]
    sheet: str | None


@dataclass(frozen=True, slots=True)
class _Job:
    """One file to replay in a worker process."""

    path: str
    data: bytes | None
    choice: RulesChoice
    export: bool
    sheet: bool


def _replay_job(job: _Job) -> ReplayOutput:
    result = replay_file(Path(job.path), choice=job.choice, data=job.data)
    report = result.report
    export = ([record for _, record in hand_records(report)]
              if job.export and report is not None else [])
    sheet = None
    if job.sheet and report is not None:
        # (start-up time: the sheet writer loads only for --to-sheet)
        from ..sheet import write_sheet

        sheet = write_sheet(report.game)
    return ReplayOutput(result.as_record(), export, sheet)


def replay_outputs(paths: Iterable[str], *, choice: RulesChoice | None = None, jobs: int = 1,
                   export: bool = False, sheet: bool = False,
                   read_stdin: Callable[[], bytes] | None = None) -> Iterator[ReplayOutput]:
    """Replay every file of ``paths`` (see :func:`log_files`), in ``jobs`` processes (0: one
    per CPU), giving each file's :class:`ReplayOutput` in input order."""
    chosen = choice or RulesChoice()
    jobs_wanted = (_Job(path, (read_stdin() if read_stdin else b"") if path == "-" else None,
                        chosen, export, sheet) for path in log_files(paths))
    processes = resolve_jobs(jobs)
    if processes == 1:
        yield from map(_replay_job, jobs_wanted)
        return

    yield from ordered_map(_replay_job, jobs_wanted, processes)
