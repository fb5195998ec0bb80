"""Batch scoring and score-sheet checking: a stream of records in, one result per record out.

:class:`BatchRun` reads a binary stream of records, one per line, in either of two formats
detected from the first record (``docs/batch.md`` has the details):

- **JSON Lines**: one object per line, ``{"hand": "...", "tsumo": true, "seat": "S", ...}``;
- **argument lines**: what would follow ``mjscore score`` on the command line, shell-quoted:
  ``234m567p8s+8s [456s] [777z] --tsumo --seat S --dora 3m``.

It yields one output record (a JSON-ready dict) per input record, in input order, whatever
goes wrong with a record: a bad record becomes ``{"ok": false, "error": {...}}`` and the run
goes on. With ``check=True`` every record carries a claim (``expect``), such as ``8000``,
``2000/4000``, ``4000 all``, ``3han30fu`` or ``mangan``, and the result says whether it
matches and which part differs. Memory stays flat: records are read, scored and handed over
one at a time, and ``jobs > 1`` scores them in worker processes, still in input order.

>>> import io
>>> sheet = io.BytesIO(b'{"hand": "234m567p8s+8s [456s] [777z]", "tsumo": true, '
...                    b'"seat": "S", "dora": ["3m"], "expect": "500/1000"}\\n'
...                    b'{"hand": "123m456p789s11z22z+3z", "expect": "8000"}\\n'
...                    b'{"hand": "123m456p789s1z+1z [777z]", "expect": "1000"}\\n')
>>> run = BatchRun(sheet, check=True)
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

import codecs
import difflib
import enum
import json
import os
import re
import shlex
import threading
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, BinaryIO, NamedTuple, cast

from .claims import check_claim, parse_claim
from .errors import BatchError, MjscoreError, RecordError
from .notation import parse_hand
from .rules import DEFAULT_RULES, Rules, parse_rule_override, resolve_rules, with_overrides
from .scoring import score_hand
from .situation import KEYS, SITUATION_FIELDS, FieldKind, make_situation

MAX_LINE_BYTES = 65_536
"""Longest record line read (bytes, line ending included); a longer line is an error record."""

CHUNKSIZE = 64
"""Records handed to a worker process at a time when scoring with several processes."""

_BOM = codecs.BOM_UTF8

RECORD_KEYS = ("hand", *KEYS, "rules", "expect", "id")
"""Every key a JSON Lines record may have."""


class InputFormat(enum.Enum):
    """The two record formats, told apart by the first record's first character."""

    JSON_LINES = "jsonl"
    ARGUMENT_LINES = "args"


# --------------------------------------------------------------------------- argument lines

def _options(*kinds: FieldKind) -> dict[str, str]:
    """The options of the situation's fields of these kinds, each with its key."""
    return {field.option: field.name for field in SITUATION_FIELDS if field.kind in kinds}


_FLAG_OPTIONS = _options(FieldKind.FLAG)
_COUNT_OPTIONS = _options(FieldKind.COUNT)
_VALUE_OPTIONS = {**_options(FieldKind.WIND, FieldKind.SEAT, FieldKind.COUNT),
                  "--rules": "rules", "--expect": "expect"}
_LIST_OPTIONS = {**_options(FieldKind.TILES), "--rule": "rule"}
_OPTIONS = sorted([*_FLAG_OPTIONS, *_VALUE_OPTIONS, *_LIST_OPTIONS])
_COMMAND_ONLY = {
    "--json": "only changes how `mjscore score` prints",
    "--lang": "only changes how `mjscore score` prints",
    "--unicode": "only changes how `mjscore score` prints",
    "--rules-file": "is read once for the whole file: give it to the command",
}
"""Options of ``mjscore score`` that have no meaning on one line of a batch file."""


def parse_argument_line(text: str) -> dict[str, Any]:
    """Read one argument line into the keys of a JSON Lines record.

    The line holds what would follow ``mjscore score``: the hand (its words joined by
    spaces, so quoting is optional) and the scoring options, with the same names:
    ``--tsumo`` … ``--renhou``, ``--seat``, ``--round``, ``--dora`` and ``--ura``
    (repeatable or comma-separated), ``--honba``, ``--sticks``, ``--from``, ``--pao``,
    ``--rules``, ``--rule KEY=VALUE`` (repeatable), and ``--expect CLAIM``. ``--opt=value``
    works too; a repeated single-value option keeps its last value.

    >>> parse_argument_line("234m567p8s+8s [456s] [777z] --tsumo --seat S --dora 3m,4p")
    {'tsumo': True, 'seat': 'S', 'dora': ['3m,4p'], 'hand': '234m567p8s+8s [456s] [777z]'}
    >>> parse_argument_line("11123455678999m+5m --rules classic --rule open_tanyao=true")
    {'rules': {'preset': 'classic', 'open_tanyao': True}, 'hand': '11123455678999m+5m'}

    Raises:
        RecordError: ``invalid_arguments`` (bad quoting, unknown option, missing value),
            ``missing_hand`` or ``invalid_value``; RulesError for a malformed ``--rule``.
    """
    try:
        tokens = shlex.split(text)
    except ValueError as err:
        raise RecordError(f"cannot split the line into arguments: {err}",
                          code="invalid_arguments") from None
    record: dict[str, Any] = {}
    words: list[str] = []
    overrides: dict[str, Any] = {}
    index = 0
    while index < len(tokens):
        token = tokens[index]
        index += 1
        if token == "--":
            words.extend(tokens[index:])
            break
        if not token.startswith("-") or token == "-":
            words.append(token)
            continue
        name, equals, inline = token.partition("=")
        if name in _FLAG_OPTIONS:
            if equals:
                raise RecordError(f"option {name} does not take a value",
                                  code="invalid_arguments")
            record[_FLAG_OPTIONS[name]] = True
            continue
        _check_value_option(name)
        if not equals:
            if index == len(tokens):
                raise RecordError(f"option {name} requires a value", code="invalid_arguments")
            inline, index = tokens[index], index + 1
        _set_value(record, overrides, name, inline)
    return _finish_record(record, words, overrides)


def _check_value_option(name: str) -> None:
    """Refuse an option that takes no value on a batch line, or that does not exist."""
    if name in _COMMAND_ONLY:
        raise RecordError(f"{name} {_COMMAND_ONLY[name]}; leave it out of batch lines",
                          code="invalid_arguments")
    if name not in _VALUE_OPTIONS and name not in _LIST_OPTIONS:
        raise RecordError(_no_such_option(name), code="invalid_arguments")


def _set_value(record: dict[str, Any], overrides: dict[str, Any], name: str, value: str
               ) -> None:
    """Store one option's value under its record key (``--rule`` into ``overrides``)."""
    if name == "--rule":
        key, rule_value = parse_rule_override(value)
        overrides[key] = rule_value
    elif name in _LIST_OPTIONS:
        record.setdefault(_LIST_OPTIONS[name], []).append(value)
    elif name in _COUNT_OPTIONS:
        record[_VALUE_OPTIONS[name]] = _whole_number(name, value)
    else:
        record[_VALUE_OPTIONS[name]] = value


def _finish_record(record: dict[str, Any], words: list[str], overrides: dict[str, Any]
                   ) -> dict[str, Any]:
    """Add the rule overrides and the hand (its words joined) to a line's record."""
    if overrides:
        preset = record.get("rules")
        record["rules"] = overrides if preset is None else {"preset": preset, **overrides}
    if not words:
        raise RecordError("no hand on the line: write the hand first, then the options",
                          code="missing_hand")
    record["hand"] = " ".join(words)
    return record


def _no_such_option(name: str) -> str:
    close = difflib.get_close_matches(name, _OPTIONS, n=1)
    hint = f" (did you mean {close[0]}?)" if close else ""
    return f"no such option: {name}{hint}"


def _whole_number(name: str, text: str) -> int:
    try:
        return int(text.strip())
    except ValueError:
        raise RecordError(f"{name} takes a whole number, not {text!r}",
                          code="invalid_value") from None


# --------------------------------------------------------------------------- JSON Lines


def parse_json_record(text: str) -> dict[str, Any]:
    """Read one JSON Lines record into a dict, refusing duplicate keys.

    Its keys are checked by :func:`check_record_keys`, once its ``id`` has been read.

    Raises:
        RecordError: ``invalid_json``, ``duplicate_key`` or ``invalid_record`` (not an
            object).
    """
    try:
        value = json.loads(text, object_pairs_hook=_unique_keys)
    except RecursionError:
        raise RecordError("invalid JSON: nested too deeply", code="invalid_json") from None
    except ValueError as err:
        raise RecordError(f"invalid JSON: {err}", code="invalid_json") from None
    if not isinstance(value, dict):
        raise RecordError(f"a record must be a JSON object with a \"hand\", not "
                          f"{type(value).__name__ if value is not None else 'null'}",
                          code="invalid_record")
    if _SURROGATE_ESCAPE.search(text):
        _refuse_lone_surrogates(value)
    return value


_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")
"""A JSON escape of half a surrogate pair, the only way a record's text can hold one."""


def _refuse_lone_surrogates(value: dict[str, Any]) -> None:
    """Refuse a record whose strings hold half a surrogate pair (``"\\ud800"``): that is no
    text, and echoing it (an ``id``, a claim) would make the output unwritable as UTF-8."""
    try:
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError as err:
        bad = err.object[err.start:err.end].encode("utf-8", "backslashreplace").decode()
        raise RecordError(f"invalid JSON: the string escape {bad} is half a surrogate pair, "
                          "not a character", code="invalid_json") from None


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise RecordError(f"the key {key!r} is given twice", code="duplicate_key")
        result[key] = value
    return result


def check_record_keys(record: Mapping[str, Any]) -> None:
    """Refuse unknown keys: a typo must not pass silently.

    Raises:
        RecordError: ``unknown_key``, suggesting a close key and listing the valid ones.
    """
    for key in record:
        if key not in RECORD_KEYS:
            close = difflib.get_close_matches(key, RECORD_KEYS, n=1, cutoff=0.75)
            hint = f" (did you mean {close[0]}?)" if close else ""
            raise RecordError(f"unknown key {key!r}{hint}; valid keys: "
                              f"{', '.join(RECORD_KEYS)}", code="unknown_key")


# --------------------------------------------------------------------------- one record


class RawRecord(NamedTuple):
    """One record's line as read: its 1-based number and its bytes, stripped."""

    line: int
    data: bytes
    too_long: bool = False


class RecordScorer:
    """Turns raw records into output records under fixed command settings.

    Picklable, so that worker processes get their own copy; each keeps a small cache of the
    rule sets its records name.
    """

    _CACHE_SIZE = 64

    def __init__(self, input_format: InputFormat, *, check: bool, rules: Rules) -> None:
        self.input_format = input_format
        self.check = check
        self.rules = rules
        self._cache: dict[str, Rules] = {}

    def __call__(self, raw: RawRecord) -> dict[str, Any]:
        """The output record for one input record; never raises for bad input."""
        out: dict[str, Any] = {"line": raw.line}
        record: dict[str, Any] = {}
        try:
            if raw.too_long:
                raise RecordError(f"the line is longer than {MAX_LINE_BYTES:,} bytes",
                                  code="line_too_long")
            text = _decode(raw.data)
            if self.input_format is InputFormat.JSON_LINES:
                record = parse_json_record(text)
                if "id" in record:
                    out["id"] = record["id"]
                check_record_keys(record)
            else:
                record = parse_argument_line(text)
            self._evaluate(record, out)
        except MjscoreError as error:
            self._fail(out, record, error.code, error.message)
        except Exception as error:  # a bug must not stop a run of a million records
            self._fail(out, record, "internal_error",
                       f"unexpected {type(error).__name__}: {error}")
        return out

    def _evaluate(self, record: Mapping[str, Any], out: dict[str, Any]) -> None:
        claim = None
        if self.check:
            if "expect" not in record:
                raise RecordError("no claim to check: give the points written down as "
                                  "\"expect\" (JSON) or --expect (argument lines)",
                                  code="missing_claim")
            claim = parse_claim(record["expect"])
        if "hand" not in record:
            raise RecordError("the record has no \"hand\"", code="missing_hand")
        hand_text = record["hand"]
        if not isinstance(hand_text, str):
            raise RecordError(f"hand must be notation text, not {hand_text!r}"[:120],
                              code="invalid_value")
        situation = make_situation(**{key: record[key] for key in KEYS if key in record})
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
        out.update(result.as_record())

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
        rules with the overrides)."""
        if isinstance(spec, Mapping) and "preset" not in spec:
            return with_overrides(self.rules, spec)
        try:
            key = spec if isinstance(spec, str) else json.dumps(spec, sort_keys=True,
                                                                 default=repr)
        except (TypeError, ValueError):
            return resolve_rules(spec)  # type: ignore[arg-type]
        cached = self._cache.get(key)
        if cached is None:
            cached = resolve_rules(spec)  # type: ignore[arg-type]
            if len(self._cache) >= self._CACHE_SIZE:
                self._cache.clear()
            self._cache[key] = cached
        return cached


def _decode(data: bytes) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise RecordError(f"the line is not valid UTF-8 (byte 0x{data[err.start]:02x} at "
                          f"column {err.start + 1})", code="invalid_utf8") from None


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

    @property
    def exit_code(self) -> int:
        """0 when every record scored (and matched), else 1."""
        return 1 if self.errors or self.mismatches else 0

    def as_record(self) -> dict[str, int]:
        """The counts as JSON-ready data (no match counts outside a check)."""
        record = {"records": self.records, "scored": self.scored, "errors": self.errors}
        if self.check:
            record.update(matches=self.matches, mismatches=self.mismatches)
        return record


Outcome = tuple[bool, str | None, Any]
"""What a worker hands back: ``ok``, the ``check`` verdict (or None), and the output record,
as a dict or already rendered as a JSON line."""


class _Worker:
    """A :class:`RecordScorer` that also tells the run how the record went, and renders it
    as JSON text when asked to (so that worker processes, not the reader, do that work)."""

    def __init__(self, scorer: RecordScorer, *, render: bool) -> None:
        self.scorer = scorer
        self.render = render

    def __call__(self, raw: RawRecord) -> Outcome:
        record = self.scorer(raw)
        payload = json_line(record) if self.render else record
        return record["ok"], record.get("check"), payload


def json_line(record: Mapping[str, Any]) -> str:
    """An output record as one line of JSON (without the newline; UTF-8 text as it is)."""
    return json.dumps(record, ensure_ascii=False)


_WORKER: _Worker | None = None


def _init_worker(worker: _Worker) -> None:
    import signal

    global _WORKER  # noqa: PLW0603 - one worker object per worker process
    _WORKER = worker
    # Ctrl-C is for the parent, which stops the pool; a worker must not print a traceback.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _work(raw: RawRecord) -> Outcome:
    assert _WORKER is not None
    return _WORKER(raw)


def resolve_jobs(jobs: int) -> int:
    """The number of processes for ``jobs`` (0 = one per CPU available).

    Raises:
        BatchError: for a negative number.
    """
    if isinstance(jobs, bool) or not isinstance(jobs, int) or jobs < 0:
        raise BatchError(f"jobs must be a whole number from 0 up, not {jobs!r}",
                         code="invalid_jobs")
    if jobs:
        return jobs
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not every platform has sched_getaffinity
        return max(1, os.cpu_count() or 1)


class BatchRun:
    """One pass over a stream of records: iterate it for the output records, in order.

    ``stream`` is a binary file (a BOM, CRLF line endings and a missing final newline are
    fine). ``rules`` (a preset name, :class:`~mjscore.rules.Rules` or mapping) applies to
    every record without rules of its own. ``summary`` counts the records yielded so far;
    ``bytes_read`` tells progress displays how far the input has been read.
    """

    def __init__(self, stream: BinaryIO, *, check: bool = False,
                 rules: Rules | str | Mapping[str, object] | None = None, jobs: int = 1,
                 chunksize: int = CHUNKSIZE) -> None:
        self.stream = stream
        self.check = check
        self.rules = DEFAULT_RULES if rules is None else resolve_rules(rules)
        self.jobs = resolve_jobs(jobs)
        self.chunksize = max(1, chunksize)
        self.bytes_read = 0
        self.input_format: InputFormat | None = None
        self._counts = [0, 0, 0, 0, 0]

    @property
    def summary(self) -> Summary:
        """The counts of the records yielded so far."""
        records, scored, errors, matches, mismatches = self._counts
        return Summary(records, scored, errors, matches, mismatches, check=self.check)

    def __iter__(self) -> Iterator[dict[str, Any]]:
        """The output records, in input order."""
        return cast(Iterator[dict[str, Any]], self._outcomes(render=False))

    def json_lines(self) -> Iterator[str]:
        """The output records as JSON text, one line each without the newline.

        Faster than rendering the records of :meth:`__iter__`: with ``jobs > 1`` the worker
        processes render them.
        """
        return cast(Iterator[str], self._outcomes(render=True))

    def _outcomes(self, *, render: bool) -> Iterator[dict[str, Any] | str]:
        raws = self._raw_records()
        first = next(raws, None)
        if first is None:
            return
        self.input_format = (InputFormat.JSON_LINES if first.data.startswith(b"{")
                             else InputFormat.ARGUMENT_LINES)
        scorer = RecordScorer(self.input_format, check=self.check, rules=self.rules)
        worker = _Worker(scorer, render=render)
        records = _chain(first, raws)
        outcomes = (map(worker, records) if self.jobs == 1
                    else _pooled(worker, records, self.jobs, self.chunksize))
        counts = self._counts
        for ok, verdict, payload in outcomes:
            counts[0] += 1
            if not ok:
                counts[2] += 1
            else:
                counts[1] += 1
                if verdict is not None:
                    counts[3 if verdict == "match" else 4] += 1
            yield payload

    def _raw_records(self) -> Iterator[RawRecord]:
        readline = self.stream.readline
        number = 0
        while True:
            data = readline(MAX_LINE_BYTES + 1)
            if not data:
                return
            number += 1
            self.bytes_read += len(data)
            if number == 1 and data.startswith(_BOM):
                data = data[len(_BOM):]
            too_long = len(data) > MAX_LINE_BYTES and not data.endswith(b"\n")
            if too_long:
                # Keep the start (enough to tell the format, or a comment) and skip the rest,
                # noting whether anything but white space was in it.
                data = data.strip()[:64]
                while True:
                    rest = readline(MAX_LINE_BYTES)
                    self.bytes_read += len(rest)
                    if not data and rest.strip():
                        data = rest.strip()[:64]
                    if not rest or rest.endswith(b"\n"):
                        break
            data = data.strip()
            if data and not data.startswith(b"#"):
                yield RawRecord(number, data, too_long=too_long)


def _chain(first: RawRecord, rest: Iterator[RawRecord]) -> Iterator[RawRecord]:
    yield first
    yield from rest


def _pooled(worker: _Worker, records: Iterable[RawRecord], jobs: int,
            chunksize: int) -> Iterator[Outcome]:
    """Score in ``jobs`` processes with ``Pool.imap``, in input order, memory bounded.

    ``imap`` reads its input as fast as it can; a semaphore holds the reading back to a few
    chunks per process ahead of the records already handed out.
    """
    import multiprocessing

    window = threading.BoundedSemaphore(4 * jobs * chunksize)
    stop = threading.Event()

    def gated() -> Iterator[RawRecord]:
        for record in records:
            while not window.acquire(timeout=0.1):
                if stop.is_set():
                    return
            if stop.is_set():
                return
            yield record

    pool = multiprocessing.Pool(jobs, initializer=_init_worker, initargs=(worker,))
    try:
        for result in pool.imap(_work, gated(), chunksize):
            window.release()
            yield result
        pool.close()
    finally:
        stop.set()
        pool.terminate()
        pool.join()
