"""Batch scoring and checking of hand records: a stream of records in, one result per record out.

:class:`BatchRun` reads a binary stream of records with a reader of :mod:`mjscore.base.readers`:
JSON Lines or argument lines, told apart by the content unless a format is given
(``docs/batch.md`` has the details). It yields one output record (a JSON-ready dict) per
input record, in input order, whatever goes wrong with a record: a bad record becomes
``{"ok": false, "error": {...}}`` and the run goes on. With ``check=True`` a record
carries a claim (``expect``), such as ``8000``, ``2000/4000``, ``4000 all``, ``3han30fu`` or
``mangan``, and the result says whether it matches and which part differs (a record without
one is scored, its ``check`` ``no_claim``, with a ``note``). Memory stays
flat: records are read, scored and handed over one at a time, and ``jobs > 1`` scores them
in worker processes, still in input order.

>>> import io
>>> records = io.BytesIO(b'{"hand": "234m567p8s+8s [456s] [777z]", "tsumo": true, '
...                      b'"seat": "S", "dora": ["3m"], "expect": "500/1000"}\\n'
...                      b'{"hand": "123m456p789s11z22z+3z", "expect": "8000"}\\n'
...                      b'{"hand": "123m456p789s1z+1z [777z]", "expect": "1000"}\\n')
>>> run = BatchRun(records, check=True)
>>> for record in run:
...     print(record["line"], record["check"], record.get("value"),
...           record["error"]["code"] if "error" in record else record["differs"])
1 match 2000 []
2 error None not_a_winning_hand
3 mismatch 1500 [{'part': 'value', 'claimed': 1000, 'actual': 1500}]
>>> run.summary.as_record()
{'records': 3, 'scored': 2, 'errors': 1, 'matches': 1, 'mismatches': 1}
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from json.encoder import encode_basestring
from typing import Any, BinaryIO, cast

from ..base import (
    BatchError,
    Input,
    LineReader,
    MjscoreError,
    RawLine,
    Reader,
    Record,
    RecordError,
    detect_format,
    in_blocks,
    ordered_map,
    resolve_jobs,
)
from ..hand import parse_hand
from ..rules import DEFAULT_RULES, Rules, resolve_rules, rules_over
from ..scoring import Score, check_claim, parse_claim, score_hand, score_json
from ..situation import KEYS, Situation, situation_of
from .csvfile import EXTRA_KEY
from .formats import reader_class, record_readers

CHUNKSIZE = 256
"""Records handed to a worker process at a time when scoring with several processes."""


class RecordScorer:
    """Turns records into output records under fixed command settings.

    Picklable, so that worker processes get their own copy; each keeps a small cache of the
    rule sets its records name.
    """

    _CACHE_SIZE = 64

    def __init__(self, *, check: bool, rules: Rules) -> None:
        self.check = check
        self.rules = rules
        self._cache: dict[str | tuple[str], Rules] = {}

    def __call__(self, record: Record) -> dict[str, Any]:
        """The output record for one record as read; never raises for bad input."""
        out, result = self.scored(record)
        if result is not None:
            out.update(result.as_record())
        return out

    def scored(self, record: Record) -> tuple[dict[str, Any], Score | None]:
        """The output record without the score's own keys, and the score (None when the
        record failed: the record then says why); never raises for bad input."""
        out: dict[str, Any] = {"line": record.line}
        keys = record.keys
        if "id" in keys:
            out["id"] = keys["id"]
        if EXTRA_KEY in keys:  # a CSV file's own columns, copied through
            out.update(keys[EXTRA_KEY])
        try:
            if record.errors:
                raise record.errors[0]
            return out, self._evaluate(keys, out)
        except Exception as error:  # a bug must not stop a run of a million records
            self.failed(out, keys, error)
        return out, None

    def failed(self, out: dict[str, Any], record: Mapping[str, Any],
               error: Exception) -> None:
        """Make ``out`` (the record's own keys) say that the record failed with ``error``:
        its code and message, or for an error that is no :class:`MjscoreError` (a bug)
        ``internal_error``."""
        if isinstance(error, MjscoreError):
            self._fail(out, record, error.code, error.message)
        else:
            self._fail(out, record, "internal_error",
                       f"unexpected {type(error).__name__}: {error}")

    def _evaluate(self, record: Mapping[str, Any], out: dict[str, Any]) -> Score:
        claim = None
        if self.check and "expect" in record:
            claim = parse_claim(record["expect"], yaku=True)
        if "hand" not in record:
            raise RecordError("the record has no \"hand\"", code="missing_hand")
        hand_text = record["hand"]
        if not isinstance(hand_text, str):
            raise RecordError(f"hand must be notation text, not {hand_text!r}"[:120],
                              code="invalid_value")
        situation = _situation(record)
        rules = self._rules(record["rules"]) if "rules" in record else self.rules
        result = score_hand(parse_hand(hand_text), situation, rules)
        out["ok"] = True
        if claim is not None:
            verdict = check_claim(claim, result)
            out["expect"] = claim.text
            out["check"] = "match" if verdict.match else "mismatch"
            out["claim_honba"] = verdict.honba
            out["differs"] = [{"part": d.part, "claimed": d.claimed, "actual": d.actual}
                              for d in verdict.differs]
        elif self.check:  # nothing written down: the hand is scored, and said to be unchecked
            out["check"] = NO_CLAIM
            out["differs"] = []
            out["note"] = NO_CLAIM_NOTE
        return result

    def _fail(self, out: dict[str, Any], record: Mapping[str, Any], code: str,
              message: str) -> None:
        out["ok"] = False
        if self.check:
            expect = record.get("expect")
            out["expect"] = expect if isinstance(expect, str | int) else None
            out["check"] = "error"
        out["error"] = {"code": code, "message": message}

    def _rules(self, spec: object) -> Rules:
        """A record's ``rules``: a preset name, or a mapping (no ``preset``: the command's
        rules with the overrides), as :func:`~mjscore.rules.rules_over` reads them.

        Remembered by the spec itself for a name, else by its JSON text (in a tuple, so that
        no name can stand for an object written as text)."""
        try:
            key: str | tuple[str] = spec if isinstance(spec, str) else (
                json.dumps(spec, sort_keys=True, default=repr),)
        except (TypeError, ValueError):
            return rules_over(self.rules, spec)
        cached = self._cache.get(key)
        if cached is None:
            cached = rules_over(self.rules, spec)
            if len(self._cache) >= self._CACHE_SIZE:
                self._cache.clear()
            self._cache[key] = cached
        return cached


NO_CLAIM = "no_claim"
"""The ``check`` of a record without a claim in ``mjscore check``: scored, not checked."""

NO_CLAIM_NOTE = ("no claim to check: the hand is scored only (write the points as "
                 "\"expect\", an expect column or --expect to check them)")
"""The ``note`` of a record without a claim in ``mjscore check``."""

_SITUATION_KEYS = frozenset(KEYS)
_RECORD_ONLY_KEYS = ("hand", "id", "rules", "expect", EXTRA_KEY)
"""The keys of a record that are not the situation's (but for aliases and unknown keys,
which a record read by a reader of this package does not have)."""


def _situation(record: Mapping[str, Any]) -> Situation:
    """The situation of a record's situation keys, read in the order of :data:`KEYS`.

    The order decides only which error a record with several bad keys gets (the first one
    read): the keys are read in the record's order, which takes one pass over the record
    instead of a look-up of every key there is (about 0.3 µs a record less), and only a
    record that fails is read again in the order of :data:`KEYS`, for that error."""
    given = dict(record)  # (copied and cut: faster than picking the keys one by one)
    for key in _RECORD_ONLY_KEYS:
        given.pop(key, None)
    if not _SITUATION_KEYS.issuperset(given):
        given = {key: value for key, value in record.items() if key in _SITUATION_KEYS}
    try:
        return situation_of(given)
    except Exception:  # read again for the error of the first bad key in KEYS order
        return situation_of({key: given[key] for key in KEYS if key in given})


# --------------------------------------------------------------------------- the run


@dataclass(frozen=True, slots=True)
class Summary:
    """Counts of a run. ``matches`` and ``mismatches`` count only in a check."""

    records: int = 0
    scored: int = 0
    errors: int = 0
    matches: int = 0
    mismatches: int = 0
    check: bool = False
    unclaimed: int = 0
    """Records scored without a claim to check (``no_claim``), in a check."""

    @property
    def exit_code(self) -> int:
        """0 when every record scored (and matched, or had no claim), else 1."""
        return 1 if self.errors or self.mismatches else 0

    def as_record(self) -> dict[str, int]:
        """The counts as JSON-ready data (no match counts outside a check; ``unclaimed``
        only when there are such records)."""
        record = {"records": self.records, "scored": self.scored, "errors": self.errors}
        if self.check:
            record.update(matches=self.matches, mismatches=self.mismatches)
            if self.unclaimed:
                record["unclaimed"] = self.unclaimed
        return record


Outcome = tuple[bool, str | None, Any]
"""What a worker hands back: ``ok``, the ``check`` verdict (or None), and the output record,
as a dict or already rendered as a JSON line."""


class _Worker:
    """Reads a raw item with the reader and scores it with a :class:`RecordScorer`, tells
    the run how the record went, and renders it as JSON text when asked to: worker
    processes, not the reading process, do that work."""

    def __init__(self, reader: Reader[Record], scorer: RecordScorer, *, render: bool) -> None:
        self.reader = reader
        self.scorer = scorer
        self.render = render

    def __call__(self, raw: Any) -> Outcome:
        try:
            item = self.reader.read(raw)
        except Exception as error:  # a bug must not stop a run of a million records
            item = Record(getattr(raw, "line", 0), errors=(MjscoreError(
                f"unexpected {type(error).__name__}: {error}", code="internal_error"),))
        if not self.render:
            out = self.scorer(item)
            return out["ok"], out.get("check"), out
        keys = item.keys
        hand = keys.get("hand")
        if (type(hand) is str and not item.errors and not self.scorer.check
                and "rules" not in keys and EXTRA_KEY not in keys):
            # The usual record of a batch, scored here at once: what RecordScorer.scored
            # does with it, in the same order, without its output dict and three calls
            # (about 0.5 µs a record less).
            ident = keys.get("id", _NO_ID)
            try:
                situation = _situation(keys)
                scored = score_hand(parse_hand(hand), situation, self.scorer.rules)
            except Exception as error:  # a bug must not stop a run of a million records
                out = ({"line": item.line} if ident is _NO_ID
                       else {"line": item.line, "id": ident})
                self.scorer.failed(out, keys, error)
                return False, None, json_line(out)
            head = (f'{{"line": {item.line}, "id": {encode_basestring(ident)}, "ok": true, '
                    if type(ident) is str else _scored_head(
                        {"line": item.line, "ok": True} if ident is _NO_ID
                        else {"line": item.line, "id": ident, "ok": True}))
            return True, None, score_json(scored, head)
        out, result = self.scorer.scored(item)
        if result is None:
            return False, out.get("check"), json_line(out)
        # The score's keys follow the record's own, written from their parts.
        return True, out.get("check"), score_json(result, _scored_head(out))


_NO_ID = object()
"""(A record without an ``id``.)"""


def _scored_head(out: dict[str, Any]) -> str:
    """:func:`json_line` of a scored record's own keys without its closing brace, and the
    separator of the keys that follow (the score's): written at once in the usual case of a
    batch (``line``, an ``id`` that is text, ``ok``: three keys in that order)."""
    if len(out) == 3 and type(out.get("id")) is str:
        return f'{{"line": {out["line"]}, "id": {encode_basestring(out["id"])}, "ok": true, '
    return f"{json_line(out)[:-1]}, "


def json_line(record: Mapping[str, Any]) -> str:
    """An output record as one line of JSON (without the newline; UTF-8 text as it is)."""
    return json.dumps(record, ensure_ascii=False)


class _BlockWorker:
    """A :class:`_Worker` over a block of raw items: worker processes get blocks, so that
    the reading process pays its hand-offs once a block, not once a record. Its answer is
    the block's outcomes, or when they are rendered, their :data:`Tally` and their lines
    joined by newlines (the reading process then writes the block as it comes).

    A line reader's raw lines travel as plain tuples (:func:`_plain_lines`) and are made
    :class:`~mjscore.base.RawLine` again here."""

    def __init__(self, worker: _Worker) -> None:
        self.worker = worker
        self.lines = isinstance(worker.reader, LineReader)

    def __call__(self, block: list[Any]) -> list[Outcome] | tuple[Tally, str]:
        outcomes = list(map(self.worker, map(_raw_line_of, block) if self.lines else block))
        if not self.worker.render:
            return outcomes
        return _tally(outcomes), "\n".join([payload for _, _, payload in outcomes])


Tally = tuple[int, int, int, int, int, int]
"""What a block of outcomes adds to a run's :class:`Summary`: records, scored, errors,
matches, mismatches, unclaimed (counted as :meth:`BatchRun._outcomes` counts them one at a
time)."""

_VERDICT_COUNT = {"match": 3, "mismatch": 4, NO_CLAIM: 5}
"""The place in a :data:`Tally` that each ``check`` verdict of a scored record counts in."""


def _tally(outcomes: list[Outcome]) -> Tally:
    counts = [len(outcomes), 0, 0, 0, 0, 0]
    for ok, verdict, _ in outcomes:
        if ok:
            counts[1] += 1
            if verdict is not None:
                counts[_VERDICT_COUNT[verdict]] += 1
    counts[2] = counts[0] - counts[1]
    return counts[0], counts[1], counts[2], counts[3], counts[4], counts[5]


_raw_line_of = partial(tuple.__new__, RawLine)
"""The :class:`~mjscore.base.RawLine` of a plain tuple of its fields (no Python call)."""


def _plain_lines(block: list[RawLine]) -> list[tuple[Any, ...]]:
    """A block of raw lines as plain tuples, for the pipe to a worker: a named tuple is
    pickled through a Python call each (``__getnewargs__``), about 0.8 µs a line of the
    reading process's time, a plain tuple in C (0.1 µs)."""
    return list(map(tuple, block))


class BatchRun:
    """One pass over a stream of records: iterate it for the output records, in order.

    ``stream`` is a binary file (a BOM, CRLF line endings and a missing final newline are
    fine). ``format`` names its reader (:data:`~mjscore.records.RECORD_FORMATS`: ``jsonl``,
    ``csv`` or ``args``); None tells it from the content, asking ``readers`` (the record
    formats unless given: ``mjscore batch`` asks the game log formats first, to tell a log
    from records). ``rules`` (a preset name, :class:`~mjscore.rules.Rules` or
    mapping) applies to every record without rules of its own. ``summary`` counts the
    records yielded so far; ``bytes_read`` tells progress displays how far the input has
    been read; ``input_format`` is the format read, once the first record is.

    Raises:
        BatchError: ``invalid_jobs``; ``unknown_format`` for an unknown format name, or
            (while iterating) for an input whose format cannot be told or that is a game
            log; ``wrong_command`` (while iterating) for a game's score sheet (told by
            ``readers`` such as :data:`mjscore.sheet.SHEET_READERS`).
    """

    def __init__(self, stream: BinaryIO, *, check: bool = False,
                 rules: Rules | str | Mapping[str, object] | None = None, jobs: int = 1,
                 chunksize: int = CHUNKSIZE, format: str | None = None,
                 readers: Sequence[type[Reader[Any]]] | None = None) -> None:
        self.input = Input(stream)
        self.check = check
        self.rules = DEFAULT_RULES if rules is None else resolve_rules(rules)
        self.jobs = resolve_jobs(jobs)
        self.chunksize = max(1, chunksize)
        self.reader_class = None if format is None else reader_class(format)
        self.readers = record_readers() if readers is None else tuple(readers)
        self.input_format: str | None = None
        self.notes: tuple[str, ...] = ()
        """What the input's format says once of it (a CSV header's own columns), known
        once the first record is read."""
        self.own_columns: tuple[str, ...] = ()
        """The input's own columns, which the output records carry (a CSV file's columns
        that are no record keys), known once the first record is read."""
        self._counts = [0, 0, 0, 0, 0, 0]

    @property
    def bytes_read(self) -> int:
        """Bytes of the input read so far."""
        return self.input.bytes_read

    @property
    def summary(self) -> Summary:
        """The counts of the records yielded so far."""
        records, scored, errors, matches, mismatches, unclaimed = self._counts
        return Summary(records, scored, errors, matches, mismatches, check=self.check,
                       unclaimed=unclaimed)

    def __iter__(self) -> Iterator[dict[str, Any]]:
        """The output records, in input order."""
        return cast(Iterator[dict[str, Any]], self._outcomes(render=False))

    def json_text(self) -> Iterator[str]:
        """The output records as JSON Lines text, in input order, in pieces without their
        final newline: one record's line at a time, or with ``jobs > 1`` the lines of a
        block of records joined by newlines, as a worker process rendered them (so the
        reading process does nothing a record). The pieces joined by newlines are the
        output; :attr:`summary` counts the records of the pieces yielded.

        Faster than rendering the records of :meth:`__iter__`: with ``jobs > 1`` the worker
        processes render them.
        """
        return cast(Iterator[str], self._outcomes(render=True))

    def _reader(self) -> Reader[Record] | None:
        """The reader of the input: the one named, or the one its head says; None for an
        input without records."""
        head = self.input.head()
        reader: Reader[Any]
        if self.reader_class is not None:
            reader = self.reader_class()
        elif not head.line:
            return None
        else:
            reader = detect_format(head, self.readers)()
        if reader.unit == "sheet":
            raise BatchError("the input is a game's score sheet, not hand records: play it "
                             "with `mjscore game`, or give --format jsonl, csv or args",
                             code="wrong_command")
        if reader.unit != "record":
            raise BatchError(f"the input is a game log ({reader.name}), not records to score: "
                             "replay it with `mjscore replay`, or give --format jsonl or "
                             "--format args", code="unknown_format")
        self.input_format = reader.name
        self.notes = reader.notes(head)
        self.own_columns = reader.own_columns(head)
        return cast(Reader[Record], reader)

    def _outcomes(self, *, render: bool) -> Iterator[dict[str, Any] | str]:
        reader = self._reader()
        if reader is None:
            return
        scorer = RecordScorer(check=self.check, rules=self.rules)
        worker = _Worker(reader, scorer, render=render)
        raws = reader.split(cast(BinaryIO, self.input))
        counts = self._counts
        if self.jobs == 1:
            # (map calls the bound method faster than the instance, whose __call__ it looks up)
            outcomes: Iterator[Outcome] = map(worker.__call__, raws)
        elif render:  # blocks rendered and counted by the workers
            for tally, text in _pooled(worker, raws, self.jobs, self.chunksize):
                for index, count in enumerate(tally):
                    counts[index] += count
                yield text
            return
        else:
            outcomes = itertools.chain.from_iterable(
                _pooled(worker, raws, self.jobs, self.chunksize))
        for ok, verdict, payload in outcomes:
            counts[0] += 1
            if not ok:
                counts[2] += 1
            else:
                counts[1] += 1
                if verdict is not None:
                    counts[_VERDICT_COUNT[verdict]] += 1
            yield payload


def _pooled(worker: _Worker, records: Iterable[Any], jobs: int,
            chunksize: int) -> Iterator[Any]:
    """Score in ``jobs`` processes (:func:`mjscore.base.ordered_map`), in input order,
    in blocks of ``chunksize`` raw items, memory bounded: the answer of each block, as
    :class:`_BlockWorker` gives it."""
    blocks: Iterator[list[Any]] = in_blocks(records, chunksize)
    block_worker = _BlockWorker(worker)
    if block_worker.lines:
        blocks = map(_plain_lines, blocks)
    return ordered_map(block_worker, blocks, jobs)
