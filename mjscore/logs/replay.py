"""Replay game logs: read each game, play it through the ledger, and report every place where
the log and the rules disagree (``docs/replay.md``).

A log file is read by the game reader its content calls for (:func:`read_log`): Tenhou's
mjlog XML (plain or gzip-compressed, any file name) or tenhou.net/6 JSON. Each game becomes a
:class:`ReplayResult`: ``ok`` when every hand and the final result match, ``mismatch`` when
something differs, ``incomplete`` for a log that stops before the end of its game (every
complete hand checked, nothing differing), ``skipped`` for a file that is no game mjscore
plays (a three-player game, a lobby with rules of its own, a README), ``error`` for a broken
log. Nothing is dropped: every file gets its result, and a file of several games (the shapes
of :meth:`~mjscore.logs.GameReader.pieces`) and an archive (:mod:`mjscore.logs.sources`) one
for each game.

>>> from pathlib import Path
>>> result = replay_file(Path("no-such-file.xml"))
>>> result.status.value, result.reason.startswith("no-such-file.xml: cannot read")
('error', True)
"""

from __future__ import annotations

import enum
import io
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
    GameState,
    HandOutcome,
    Mismatch,
    Sticks,
    Win,
    play_game,
)
from ..records import resolve_jobs
from ..rules import GameLength, RulesChoice, with_overrides
from ..scoring import Score
from ..situation import situation_record
from .formats import GAME_READERS
from .reader import GameReader
from .sources import (
    BZ2_MAGIC,
    GZIP_MAGIC,
    MAX_LOG_BYTES,
    LogSource,
    inflate,
    log_sources,
    read_bounded,
)


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
    """The ledger's whole account of the game (None unless it was played)."""
    stopped: str | None = None
    """For a log that stops before the end of its game: the label of its last complete
    hand (``""`` when it has none); ``reason`` says where it stopped."""
    hint: str | None = None
    """For a mismatch that a rule override explains: the override and what it gives."""

    def as_record(self) -> dict[str, Any]:
        """The JSON Lines record of ``mjscore replay --json`` (``docs/replay.md``)."""
        final = None
        if self.report is not None and self.stopped is None:
            result = self.report.result
            final = {"scores": list(result.final_scores), "points": list(result.points)}
        return {"file": self.file, "game": self.game, "status": self.status.value,
                "reason": self.reason, "code": self.code, "hands": self.hands,
                "wins": self.wins, "draws": self.draws,
                "mismatches": [mismatch.as_record() for mismatch in self.mismatches],
                "final": final, "stopped": self.stopped, "hint": self.hint}


def read_log(data: bytes, *, game_id: str | None = None,
             partial: bool = False) -> GameRecord:
    """Read one game from a log's bytes, plain or gzip or bz2 compressed (decompressed to at
    most :data:`~mjscore.logs.sources.MAX_LOG_BYTES`), in the game format its content shows
    (:mod:`mjscore.base.readers`); with ``partial``, a log cut short gives its complete
    hands (:meth:`~mjscore.logs.GameReader.read_partial`).

    Raises:
        UnsupportedLog: for a file that is no game mjscore plays (records to score, a README,
            data larger than the cap once decompressed).
        LogError: for a broken log (``corrupt_gzip`` for broken gzip data).
    """
    reader, data = _reader_of(data, partial)
    return (reader.read_partial if partial else reader.read_game)(data, game_id=game_id)


def _reader_of(data: bytes, partial: bool) -> tuple[type[GameReader], bytes]:
    """The game reader of a log's bytes, and its bytes decompressed."""
    if data.startswith((GZIP_MAGIC, BZ2_MAGIC)):
        kind = "gzip" if data.startswith(GZIP_MAGIC) else "bz2"
        inflated = inflate(data)
        if inflated.problem == "too_large":
            raise UnsupportedLog(f"not a game log: larger than {MAX_LOG_BYTES:,} bytes once "
                                 "decompressed", code="unsupported_log")
        if inflated.problem == "corrupt":
            raise LogError(f"the {kind} data is broken: {inflated.detail}",
                           code="corrupt_gzip" if kind == "gzip" else "corrupt_archive")
        if inflated.problem == "truncated" and not partial:
            raise LogError(f"the {kind} data is broken: it stops before its end",
                           code="truncated_log")
        data = inflated.data  # (a cut stream: what came before the cut, read as a cut log)
    head = Input(io.BytesIO(data)).head()
    try:
        reader = detect_format(head, GAME_READERS)
    except BatchError:
        reader = None
    if reader is None or not issubclass(reader, GameReader):
        shown = head.line[:30].decode("utf-8", "replace")
        raise UnsupportedLog(f"not a game log: neither mjlog XML, mjai events nor tenhou.net/6 "
                             f"JSON (it begins {shown!r})", code="unsupported_log")
    return reader, data


reader_of = _reader_of
"""The game reader of a log's bytes and its bytes decompressed: ``reader_of(data, partial)``
(the converter's way in)."""


def game_id_of(name: str) -> str:
    """A game's id from its file name: the name without its extensions (Tenhou names its
    files by log id)."""
    return Path(name).name.split(".", 1)[0]


def log_files(paths: Iterable[str]) -> Iterator[str]:
    """Every file to replay (:func:`~mjscore.logs.sources.log_sources`; an archive is one
    file here), ``-`` for standard input as it is."""
    for path in paths:
        if path == "-":
            yield path
        else:
            seen: set[str] = set()
            for source in log_sources([path]):
                if source.data is None and source.name not in seen:
                    seen.add(source.name)
                    yield source.name


def replay_file(path: Path, *, choice: RulesChoice | None = None,
                data: bytes | None = None) -> ReplayResult:
    """Read and replay the game in the file at ``path`` (or in ``data``, read from it
    already); never raises for a bad log. A file of several games gives its first one's
    result: :func:`replay_games` gives them all."""
    return replay_games(str(path), choice=choice, data=data)[0]


def replay_games(name: str, *, choice: RulesChoice | None = None, data: bytes | None = None,
                 game_id: str | None = None) -> list[ReplayResult]:
    """Read and replay every game of the file ``name`` (or of ``data``, its bytes read
    already, ``game_id`` the game's id when its source names it): one result a game, each
    named ``name`` and where the game is in the file (``log.json:3`` for line 3); never
    raises for a bad log."""
    if data is None:
        try:
            with open(name, "rb") as stream:
                data = read_bounded(stream)
        except OSError as err:
            return [ReplayResult(name, Status.ERROR, code="invalid_log",
                                 reason=f"{Path(name).name}: cannot read the file: "
                                        f"{err.strerror or err}")]
    if len(data) > MAX_LOG_BYTES:
        return [ReplayResult(name, Status.SKIPPED, code="unsupported_log",
                             reason=f"not a game log: larger than {MAX_LOG_BYTES:,} bytes")]
    choice = choice or RulesChoice()
    try:
        reader, data = _reader_of(data, True)
        pieces = list(reader.pieces(data))
    except UnsupportedLog as err:
        return [ReplayResult(name, Status.SKIPPED, code=err.code, reason=err.message)]
    except MjscoreError as err:
        return [ReplayResult(name, Status.ERROR, code=err.code, reason=err.message)]
    results = []
    for piece in pieces:
        where = name + piece.where
        try:
            if piece.error is not None:
                raise piece.error
            game = reader.read_partial(piece.data, game_id=game_id or game_id_of(name))
            rules = choice.over(game.rules)
            game = game if rules is game.rules else replace(game, rules=rules)
        except UnsupportedLog as err:
            results.append(ReplayResult(where, Status.SKIPPED, code=err.code,
                                        reason=err.message))
            continue
        except MjscoreError as err:
            results.append(ReplayResult(where, Status.ERROR, code=err.code,
                                        reason=err.message))
            continue
        results.append(replay_game(game, file=where))
    return results


def start_of(game: GameRecord) -> GameState | None:
    """The table a log that begins in the middle of a game starts at (its first hand's
    label, sticks and start scores), or None for a game that begins at East 1.

    The owners of sticks already on the table are not written: they are put to the
    dealer's name, which only rules that give sticks back at the end would notice.
    """
    if not game.hands:
        return None
    written = game.hands[0].written
    fresh = GameState.start(game.rules)
    if written is None or written.label is None or (
            written.label == fresh.label and not written.sticks):
        return None
    label = written.label
    return replace(fresh, label=label, scores=written.start_scores or fresh.scores,
                   sticks=Sticks().add(label.number - 1, written.sticks or 0))


def replay_game(game: GameRecord, *, file: str = "") -> ReplayResult:
    """Play a read game through the ledger (from its own start when it begins in the middle
    of a game: :func:`start_of`) and gather what disagrees with the log; a game cut short
    (the ``truncated_log`` error of a partial read) is ``incomplete`` unless a hand
    differs."""
    report = play_game(game, start=start_of(game))
    cut = next((error for error in game.errors if error.code == "truncated_log"), None)
    mismatches = _mismatches(report, end=cut is None)
    status = (Status.MISMATCH if mismatches else
              Status.INCOMPLETE if cut is not None else Status.OK)
    hint = _length_hint(game, mismatches) if mismatches else None
    return ReplayResult(
        file, status, game=game.id, reason=cut.message if cut else None,
        code=cut.code if cut else None, hands=len(report.hands),
        wins=sum(1 for hand in game.hands for event in hand.events if isinstance(event, Win)),
        draws=sum(1 for hand in game.hands
                  if any(isinstance(event, ExhaustiveDraw | AbortiveDraw)
                         for event in hand.events)),
        mismatches=tuple(mismatches), report=report,
        stopped=(str(game.hands[-1].written.label) if game.hands and game.hands[-1].written
                 else "") if cut else None, hint=hint)


_LENGTH_FIELDS = frozenset(("label", "hand_after_end", "game_not_over", "final_scores",
                            "final_points"))


def _length_hint(game: GameRecord, mismatches: list[LogMismatch]) -> str | None:
    """The game length that replays the game without a difference, when the game's own
    does not and the differences are of where it ends."""
    if not any(mismatch.field in _LENGTH_FIELDS for mismatch in mismatches):
        return None
    for length in GameLength:
        if length is game.rules.game_length:
            continue
        other = replace(game, rules=with_overrides(game.rules, {"game_length": length}))
        if not _mismatches(play_game(other, start=start_of(other)),
                           end=not game.errors):
            return (f"the log plays as a {length.value} game: --rule "
                    f"game_length={length.value} replays it without a difference")
    return None


def _mismatches(report: GameReport, *, end: bool = True) -> list[LogMismatch]:
    """Every place of a played game where the log and the ledger disagree (the end's only
    with ``end``: a log cut short has no end to check)."""
    mismatches = []
    for outcome in report.hands:
        if not (outcome.mismatches or outcome.problems):  # (most hands: nothing to say)
            continue
        label = str(outcome.before.label)
        mismatches += [_log_mismatch(mismatch) for mismatch in outcome.mismatches]
        mismatches += [LogMismatch(label, problem.code, None, None, problem.message)
                       for problem in outcome.problems]
    if end:
        mismatches += [_log_mismatch(mismatch) for mismatch in report.result.mismatches]
        mismatches += [LogMismatch("end", problem.code, None, None, problem.message)
                       for problem in report.result.problems]
    return mismatches


def _log_mismatch(mismatch: Mismatch) -> LogMismatch:
    where = str(mismatch.label) if mismatch.label is not None else "end"
    name = mismatch.field if mismatch.seat is None else f"{mismatch.field}[{mismatch.seat}]"
    plain = mismatch.as_record()
    return LogMismatch(where, name, plain["written"], plain["ledger"])


def hand_records(report: GameReport) -> Iterator[tuple[HandOutcome, dict[str, Any]]]:
    """Every hand of a played game as the ``--export`` records give it: each win as a batch
    record (the hand, the derived situation, mjscore's result and the log's values) and each
    draw with its kind, tenpai players and payments; every record names the players, with
    their ranks (``dan``) and ratings (``rate``) where the log has them."""
    game = report.game
    people: dict[str, Any] = {"players": list(game.players)}
    if game.dan is not None:
        people["dan"] = list(game.dan)
    if game.rate is not None:
        people["rate"] = list(game.rate)
    for outcome in report.hands:
        label = str(outcome.before.label)
        for paid in outcome.wins:
            win = paid.win
            record: dict[str, Any] = {
                "game": report.game.id, **people, "hand": label, "type": "ron" if win.discarder
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
                yield outcome, {"game": report.game.id, **people, "hand": label,
                                "type": "draw", "kind": "exhaustive",
                                "tenpai": sorted(event.tenpai),
                                "nagashi": sorted(event.nagashi),
                                "deltas": list(outcome.deltas)}
            elif isinstance(event, AbortiveDraw):
                yield outcome, {"game": report.game.id, **people, "hand": label,
                                "type": "draw", "kind": event.kind.value, "seat": event.seat,
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
    """One file (or archive member) to replay in a worker process."""

    source: LogSource
    choice: RulesChoice
    export: bool
    sheet: bool


def _replay_job(job: _Job) -> list[ReplayOutput]:
    source = job.source
    if source.status is not None:
        result = ReplayResult(source.name, Status(source.status), code=source.code,
                              reason=source.reason)
        return [ReplayOutput(result.as_record(), [], None)]
    outputs = []
    for result in replay_games(source.name, choice=job.choice, data=source.data,
                               game_id=source.game_id):
        report = result.report
        export = ([record for _, record in hand_records(report)]
                  if job.export and report is not None else [])
        sheet = None
        if job.sheet and report is not None:
            # (start-up time: the sheet writer loads only for --to-sheet)
            from ..sheet import write_sheet

            sheet = write_sheet(report.game)
        outputs.append(ReplayOutput(result.as_record(), export, sheet))
    return outputs


def replay_outputs(paths: Iterable[str], *, choice: RulesChoice | None = None, jobs: int = 1,
                   export: bool = False, sheet: bool = False,
                   read_stdin: Callable[[int], bytes] | None = None) -> Iterator[ReplayOutput]:
    """Replay every file of ``paths`` (directories and archives as
    :func:`~mjscore.logs.sources.log_sources` walks them), in ``jobs`` processes (0: one per
    CPU), giving each game's :class:`ReplayOutput` in input order. ``read_stdin(n)`` reads
    up to ``n`` bytes of standard input for ``-``."""
    chosen = choice or RulesChoice()
    jobs_wanted = (_Job(source, chosen, export, sheet)
                   for source in log_sources(paths, read_stdin=read_stdin))
    processes = resolve_jobs(jobs)
    if processes == 1:
        for outputs in map(_replay_job, jobs_wanted):
            yield from outputs
        return
    for outputs in ordered_map(_replay_job, jobs_wanted, processes):
        yield from outputs
