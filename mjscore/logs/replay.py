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

import io
import itertools
import os
from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any, NamedTuple

from ..base import (
    BatchError,
    Input,
    LogError,
    MjscoreError,
    UnsupportedLog,
    detect_format,
    in_blocks,
    ordered_map,
    resolve_jobs,
    value_class,
)
from ..game import (
    AbortiveDraw,
    ExhaustiveDraw,
    GameRecord,
    GameReport,
    GameState,
    HandLabel,
    HandOutcome,
    HandRecord,
    Mismatch,
    Sticks,
    Win,
    finish,
    play_hands,
    result_of_record,
)
from ..hand import Wind
from ..rules import GameLength, Rules, RulesChoice, with_overrides
from .mjlog_document import stream_mjlog
from .mjlog_xml import Irregular, document_chunks
from .reader import GameReader, GameStream
from .replay_result import (
    LogMismatch,
    ReplayResult,
    Status,
    new_result,
    outcome_records,
    people_of,
)
from .sources import (
    BZ2_MAGIC,
    GZIP_MAGIC,
    MAX_LOG_BYTES,
    LogSource,
    inflate,
    log_sources,
    read_bounded,
)

__all__ = ["LogMismatch", "ReplayOutput", "ReplayResult", "Status", "game_id_of", "log_files",
           "read_log", "reader_of", "replay_file", "replay_game", "replay_games",
           "replay_outputs", "start_of"]


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
    # (start-up time: the other readers load for a file that is no plain mjlog, which a
    # replay of mjlogs reads a hand at a time without them)
    from .formats import GAME_READERS

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
    base = name.rpartition("/")[2]
    if not base or base == ".":  # (a name Path reads otherwise: "dir/", "dir/.")
        base = Path(name).name
    return base.split(".", 1)[0]


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
    named ``name`` and where the game is in the file (``log.json:3`` for line 3), with its
    whole :attr:`~ReplayResult.report`; never raises for a bad log."""
    return [played.result for played in _replayed(name, choice or RulesChoice(), data,
                                                  game_id, keep=True, export=False)]


class _Played(NamedTuple):
    """One game replayed: its result, and its ``--export`` records when asked for."""

    result: ReplayResult
    export: list[dict[str, Any]]


def _replayed(name: str, choice: RulesChoice, data: bytes | None, game_id: str | None, *,
              keep: bool, export: bool) -> list[_Played]:
    """Every game of the file ``name`` (or of ``data``) replayed; with ``keep`` each
    result holds its whole report (else only what its record says), with ``export`` the
    game's ``--export`` records are made as its hands are played.

    A plain mjlog (the file, or ``data``) is read a hand at a time and each hand played as
    it is read (:func:`~mjscore.logs.mjlog_document.stream_mjlog`): neither the file's
    text nor the game is held whole unless ``keep`` asks for the game. Any other file, and
    an mjlog that is not plain (:class:`~mjscore.logs.mjlog_xml.Irregular`), is read
    whole, as it always was, and gets the same answer."""
    game_id = game_id or game_id_of(name)
    try:
        if data is None:
            # (unbuffered: the reads are of a megabyte, which a buffer only copies)
            with open(name, "rb", buffering=0) as stream:
                if os.fstat(stream.fileno()).st_size <= MAX_LOG_BYTES:
                    played = _streamed(name, choice, stream.read, _chunks_of_file(name),
                                       game_id, keep=keep, export=export)
                    if played is not None:
                        return [played]
                    stream.seek(0)
                data = read_bounded(stream)
        elif len(data) <= MAX_LOG_BYTES:
            again = data
            played = _streamed(name, choice, io.BytesIO(data).read,
                               lambda: document_chunks(io.BytesIO(again).read), game_id,
                               keep=keep, export=export)
            if played is not None:
                return [played]
    except OSError as err:
        return [_Played(ReplayResult(name, Status.ERROR, code="invalid_log",
                                     reason=f"{Path(name).name}: cannot read the file: "
                                            f"{err.strerror or err}"), [])]
    return _whole(name, choice, data, game_id, keep=keep, export=export)


def _chunks_of_file(name: str) -> Callable[[], Iterator[str]]:
    def chunks() -> Iterator[str]:
        with open(name, "rb") as stream:
            yield from document_chunks(stream.read)
    return chunks


def _streamed(name: str, choice: RulesChoice, read: Callable[[int], bytes],
              again: Callable[[], Iterator[str]], game_id: str, *, keep: bool,
              export: bool) -> _Played | None:
    """The game of a plain mjlog read from ``read(n)`` a hand at a time and replayed, or
    None for a document to read whole (:class:`Irregular`); ``again`` reads its text again
    (for the hint of :func:`_length_hint`)."""
    try:
        stream = stream_mjlog(document_chunks(read), game_id=game_id, partial=True,
                              plays=keep)  # (a hand not kept needs no play)
        return _play(stream, choice, file=name, keep=keep, export=export,
                     again=lambda: stream_mjlog(again(), game_id=game_id, partial=True,
                                                plays=False))
    except Irregular:
        return None
    except UnsupportedLog as err:
        return _Played(ReplayResult(name, Status.SKIPPED, code=err.code,
                                    reason=err.message), [])
    except MjscoreError as err:
        return _Played(ReplayResult(name, Status.ERROR, code=err.code, reason=err.message),
                       [])


def _whole(name: str, choice: RulesChoice, data: bytes, game_id: str, *, keep: bool,
           export: bool) -> list[_Played]:
    """Every game of a file read whole (each game then played as a
    :meth:`~mjscore.logs.GameStream.of` it)."""
    if len(data) > MAX_LOG_BYTES:
        return [_Played(ReplayResult(name, Status.SKIPPED, code="unsupported_log",
                                     reason=f"not a game log: larger than "
                                            f"{MAX_LOG_BYTES:,} bytes"), [])]
    try:
        reader, data = _reader_of(data, True)
        pieces = list(reader.pieces(data))
    except UnsupportedLog as err:
        return [_Played(ReplayResult(name, Status.SKIPPED, code=err.code,
                                     reason=err.message), [])]
    except MjscoreError as err:
        return [_Played(ReplayResult(name, Status.ERROR, code=err.code,
                                     reason=err.message), [])]
    results = []
    for piece in pieces:
        where = name + piece.where
        try:
            if piece.error is not None:
                raise piece.error
            game = reader.read_partial(piece.data, game_id=game_id)
            rules = choice.over(game.rules)
            game = game if rules is game.rules else replace(game, rules=rules)
        except UnsupportedLog as err:
            results.append(_Played(ReplayResult(where, Status.SKIPPED, code=err.code,
                                                reason=err.message), []))
            continue
        except MjscoreError as err:
            results.append(_Played(ReplayResult(where, Status.ERROR, code=err.code,
                                                reason=err.message), []))
            continue
        results.append(_play(GameStream.of(game), None, file=where, keep=keep,
                             export=export, whole=game))
    return results


def start_of(game: GameRecord) -> GameState | None:
    """The table a log that begins in the middle of a game starts at (its first hand's
    label, sticks and start scores), or None for a game that begins at East 1.

    The owners of sticks already on the table are not written: they are put to the
    dealer's name, which only rules that give sticks back at the end would notice.
    """
    return _start(game.rules, game.hands[0] if game.hands else None)


def _start(rules: Rules, first: HandRecord | None) -> GameState | None:
    """:func:`start_of` a game under ``rules`` whose first hand is ``first``."""
    if first is None:
        return None
    written = first.written
    if written is None or written.label is None or (
            written.label == _EAST_1 and not written.sticks):
        return None  # (the usual game: no state made here, the caller's is the start)
    fresh = GameState.start(rules)
    label = written.label
    return replace(fresh, label=label, scores=written.start_scores or fresh.scores,
                   sticks=Sticks().add(label.number - 1, written.sticks or 0))


_EAST_1 = HandLabel(Wind.EAST, 1)
"""The label of a game's first hand (``GameState.start``'s)."""


def replay_game(game: GameRecord, *, file: str = "") -> ReplayResult:
    """Play a read game through the ledger (from its own start when it begins in the middle
    of a game: :func:`start_of`) and gather what disagrees with the log; a game cut short
    (the ``truncated_log`` error of a partial read) is ``incomplete`` unless a hand
    differs."""
    return _play(GameStream.of(game), None, file=file, keep=True, export=False,
                 whole=game).result


def _play(stream: GameStream, choice: RulesChoice | None, *, file: str, keep: bool,
          export: bool, whole: GameRecord | None = None,
          again: Callable[[], GameStream] | None = None) -> _Played:
    """Play the hands of ``stream`` as they are read (the rules ``choice`` makes of the
    game's, unless None), keeping of each what the result needs: its mismatches (one
    value for the same mismatch made again), and with ``export`` its records; with
    ``keep``, every hand and its outcome for the report (``whole``: the game read whole).

    Raises:
        Irregular: when the game read changes what its first hand was played under (a
            second lobby, the players named after the first hand): read it whole.
        LogError, UnsupportedLog: the reader's, met as the hands are read.
    """
    hands = stream.hands
    first = next(hands, None)
    header = stream.game()
    rules = header.rules
    if choice is not None:
        try:
            rules = choice.over(rules)
        except MjscoreError:
            for _ in hands:  # (an error of the log comes first, as when it is read whole)
                pass
            if not _same_header(header, stream.game()):
                raise Irregular from None
            raise
    state = _start(rules, first) or GameState.start(rules, claims=header.claims)
    tally = _Tally(header if export else None, keep=keep)
    # (an outcome not kept shows no summary line nor win text: the export records read
    # neither, so only a kept report has them made)
    for outcome in play_hands(state, itertools.chain((first,), hands) if first else (),
                              views=keep):
        tally.add(outcome)
        state = outcome.after
    end = stream.game()
    if not _same_header(header, end):
        raise Irregular
    game = whole or (replace(end, rules=rules) if rules is not end.rules else end)
    result = finish(state, end.final) if tally.count else result_of_record(rules, end.final)
    cut = next((error for error in end.errors if error.code == "truncated_log"), None)
    mismatches = tally.mismatches
    if cut is None:
        mismatches += [_log_mismatch(mismatch) for mismatch in result.mismatches]
        mismatches += [LogMismatch("end", problem.code, None, None, problem.message)
                       for problem in result.problems]
    report = None
    if keep:
        outcomes = tuple(tally.outcomes or ())
        if whole is None:
            game = replace(game, hands=tuple(outcome.record for outcome in outcomes))
        report = GameReport(game, outcomes, result, (
            *(problem for hand in outcomes for problem in hand.problems), *result.problems))
    if again is None or keep:
        kept = game
        again = lambda: GameStream.of(kept)  # noqa: E731
    last = tally.last
    # (every field in ReplayResult's order, built without its __init__: one a game)
    return _Played(new_result(
        file, Status.MISMATCH if mismatches else Status.INCOMPLETE if cut is not None
        else Status.OK, end.id, cut.message if cut else None, cut.code if cut else None,
        tally.count, tally.wins, tally.draws, tuple(mismatches), report,
        (str(last.written.label) if last is not None and last.written else "")
        if cut else None, _length_hint(game, mismatches, again) if mismatches else None,
        result), tally.records)


class _Tally:
    """What the replay of a game keeps of its hands as they are played: their count, wins
    and draws, the last one, what disagrees (one value for the same mismatch made again: a
    long log repeating its hands keeps one of each), the ``--export`` records of a game
    given as ``export``, and with ``keep`` every outcome."""

    def __init__(self, export: GameRecord | None, *, keep: bool) -> None:
        self.count = self.wins = self.draws = 0
        self.last: HandRecord | None = None
        self.mismatches: list[LogMismatch] = []
        self.shared: dict[tuple[object, ...], LogMismatch] = {}
        self.export = export
        self.people = people_of(export) if export is not None else {}
        self.records: list[dict[str, Any]] = []
        self.outcomes: list[HandOutcome] | None = [] if keep else None

    def add(self, outcome: HandOutcome) -> None:
        last = self.last = outcome.record
        self.count += 1
        drawn = False
        for event in last.events:  # (one pass, by a tuple of types: this runs every hand)
            if isinstance(event, Win):
                self.wins += 1
            elif isinstance(event, _DRAWS):
                drawn = True
        self.draws += drawn
        if outcome.mismatches or outcome.problems:
            label = str(outcome.before.label)
            found = [_log_mismatch(mismatch) for mismatch in outcome.mismatches]
            found += [LogMismatch(label, problem.code, None, None, problem.message)
                      for problem in outcome.problems]
            self.mismatches += [self.shared.setdefault(
                (item.hand, item.field, repr(item.log), repr(item.mjscore), item.message),
                item) for item in found]
        if self.export is not None:
            self.records += outcome_records(self.export.id, self.people, outcome)
        if self.outcomes is not None:
            self.outcomes.append(outcome)


_DRAWS = (ExhaustiveDraw, AbortiveDraw)
"""The events that end a hand in a draw."""


def _same_header(first: GameRecord, end: GameRecord) -> bool:
    """Whether what a game's hands were played under is still what the game read says."""
    return end.rules is first.rules and (end.players, end.dan, end.rate, end.id,
                                         end.claims) == (first.players, first.dan,
                                                         first.rate, first.id, first.claims)


_LENGTH_FIELDS = frozenset(("label", "hand_after_end", "game_not_over", "final_scores",
                            "final_points"))


def _length_hint(game: GameRecord, mismatches: list[LogMismatch],
                 again: Callable[[], GameStream]) -> str | None:
    """The game length that replays the game without a difference, when the game's own
    does not and the differences are of where it ends (``again()`` reads the game again,
    played up to its first difference under each other length)."""
    if not any(mismatch.field in _LENGTH_FIELDS for mismatch in mismatches):
        return None
    for length in GameLength:
        if length is game.rules.game_length:
            continue
        rules = with_overrides(game.rules, {"game_length": length})
        if _plays_clean(again(), rules, game.claims, end=not game.errors):
            return (f"the log plays as a {length.value} game: --rule "
                    f"game_length={length.value} replays it without a difference")
    return None


def _plays_clean(stream: GameStream, rules: Rules, claims: str, *, end: bool) -> bool:
    """Whether the game of ``stream`` plays under ``rules`` without a difference (the
    end's only with ``end``), read up to its first difference."""
    hands = stream.hands
    first = next(hands, None)
    state = _start(rules, first) or GameState.start(rules, claims=claims)
    count = 0
    for outcome in play_hands(state, itertools.chain((first,), hands) if first else (),
                              views=False):
        if outcome.mismatches or outcome.problems:
            return False
        count += 1
        state = outcome.after
    if not end:
        return True
    final = stream.game().final
    result = finish(state, final) if count else result_of_record(rules, final)
    return not (result.mismatches or result.problems)


def _log_mismatch(mismatch: Mismatch) -> LogMismatch:
    where = str(mismatch.label) if mismatch.label is not None else "end"
    name = mismatch.field if mismatch.seat is None else f"{mismatch.field}[{mismatch.seat}]"
    plain = mismatch.as_record()
    return LogMismatch(where, name, plain["written"], plain["ledger"])


class ReplayOutput(NamedTuple):
    """What a replay hands its caller for one file, as plain data (so that it crosses process
    boundaries cheaply): the result record, and on request the ``--export`` records and the
    game as a score sheet."""

    record: dict[str, Any]
    export: list[dict[str, Any]]
    sheet: str | None


@value_class
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
    # (the hands are kept for --to-sheet only: the sheet is written from the whole game)
    for result, export in _replayed(source.name, job.choice, source.data, source.game_id,
                                    keep=job.sheet, export=job.export):
        sheet = None
        if job.sheet and result.report is not None:
            # (start-up time: the sheet writer loads only for --to-sheet)
            from ..sheet import write_sheet

            sheet = write_sheet(result.report.game)
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
    for outputs in ordered_map(_replay_block, in_blocks(jobs_wanted, _BLOCK), processes):
        yield from outputs


_BLOCK = 8
"""Files a worker is sent at once (``jobs`` > 1), as ``batch`` sends its records in blocks:
one message each way for eight games rather than one a game (the parent's share of the
work, its pipes' messages, was a tenth of the workers'); a worker that dies loses the
block it was replaying, as a batch worker does."""


def _replay_block(jobs: list[_Job]) -> list[ReplayOutput]:
    """:func:`_replay_job` of each of ``jobs``: their outputs, in order."""
    return [output for job in jobs for output in _replay_job(job)]
