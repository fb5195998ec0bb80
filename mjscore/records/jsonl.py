"""The JSON Lines format (``--format jsonl``): one JSON object a line.

``{"hand": "234m567p8s+8s [456s] [777z]", "tsumo": true, "seat": "S", "dora": ["3m"]}``:
the keys are the situation's (``situation.SITUATION_FIELDS``), ``hand``, ``rules``,
``expect`` (a claim, for ``check``) and ``id`` (echoed in the output). ``docs/batch.md`` has
the details.

>>> record = JsonLinesReader().read_line(1, '{"hand": "123m456p789s234s1p+1p", "rider": 1}')
>>> [error.code for error in record.errors], record.keys["hand"]
(['unknown_key'], '123m456p789s234s1p+1p')
"""

from __future__ import annotations

import difflib
import json
import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from ..base import Head, LineReader, MjscoreError, RawLine, Record, RecordError, new_record
from ..situation import KEY_ALIASES, KEYS, canonical_key

RECORD_KEYS = ("hand", *KEYS, "rules", "expect", "id")
"""Every key a JSON Lines record may have (and :data:`~mjscore.situation.KEY_ALIASES`,
read as the key they stand for)."""

_ALIASES = frozenset(KEY_ALIASES)
_KNOWN_KEYS = frozenset((*RECORD_KEYS, *KEY_ALIASES))
"""The keys :func:`check_record_keys` lets pass, as a set to test a record's keys at once."""


class JsonLinesReader(LineReader):
    """One JSON object a line."""

    name = "jsonl"

    @classmethod
    def detect(cls, head: Head) -> bool:
        """A first record that is a JSON object, but not a whole JSON document that is no
        record: a tenhou.net/6 log (``{"title": …, "log": […]}``), or any object written
        over several lines."""
        if not head.line.startswith(b"{"):
            return False
        if not head.complete:
            return b'"log"' not in head.line
        try:
            value = json.loads(head.line)
        except (ValueError, RecursionError):
            return head.line != b"{" and b'"log"' not in head.line
        return not (isinstance(value, dict) and "log" in value and "hand" not in value)

    def read(self, raw: RawLine) -> Record:
        """:meth:`LineReader.read`, with the usual line read here at once: UTF-8 text
        without escapes, of known keys and no alias, read by :func:`_plain_record`, is the
        record :meth:`read_line` makes of it (about 0.2 µs a line less: three calls fewer).
        Any other line goes the general way."""
        line, data, too_long = raw
        if not too_long:
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError:
                return super().read(raw)
            if "\\" not in text:
                keys = _plain_record(text)
                if (keys is not None and _ALIASES.isdisjoint(keys)
                        and _KNOWN_KEYS.issuperset(keys)):
                    return new_record((line, keys, ()))
            return self.read_line(line, text)
        return super().read(raw)

    def read_line(self, line: int, text: str) -> Record:
        try:
            record = parse_json_record(text)
            # The record is a new dict: it is kept as it is unless a key is an alias.
            keys = record if _ALIASES.isdisjoint(record) else canonical_keys(record)
        except MjscoreError as error:
            return Record(line, errors=(error,))
        if _KNOWN_KEYS.issuperset(keys):
            return new_record((line, keys, ()))
        return Record(line, keys, tuple(_unknown_keys(keys)))


def canonical_keys(record: Mapping[str, Any]) -> dict[str, Any]:
    """``record`` with every alias key (``from``) renamed to the key it stands for
    (``discarder``).

    Raises:
        RecordError: ``duplicate_key`` when a key is given under both names.
    """
    if _ALIASES.isdisjoint(record):
        return dict(record)
    renamed: dict[str, Any] = {}
    for key, value in record.items():
        name = canonical_key(key)
        if name in renamed:
            raise RecordError(f"the key {name!r} is given twice (as {key!r} too)",
                              code="duplicate_key")
        renamed[name] = value
    return renamed


def parse_json_record(text: str) -> dict[str, Any]:
    """Read one JSON Lines record into a dict, refusing duplicate keys.

    Its keys are checked by :func:`check_record_keys`, once its ``id`` has been read.

    Raises:
        RecordError: ``invalid_json``, ``duplicate_key`` or ``invalid_record`` (not an
            object).
    """
    value = _plain_record(text) if "\\" not in text else None
    if value is not None:
        return value
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


def _plain_record(text: str) -> dict[str, Any] | None:
    """The record of a line without escapes, read by the plain (fast) JSON reader when it
    has no duplicate key; None otherwise, for the checking reader to read (and refuse).

    Without a backslash every ``"`` of valid JSON opens or closes a string, so the text
    holds twice as many quotes as its strings, keys included; a duplicate key drops a key
    and its value from what is read, so fewer strings are read than the quotes delimit.

    The text is read by the JSON scanner itself, as ``json.loads`` does after its checks
    (about 0.8 µs a line less): a line read to its end, from a first character that is no
    white space or BOM (else the scanner stops at once), is what ``json.loads`` reads; any
    other line goes to the checking reader, which reads it with ``json.loads``."""
    try:
        value, end = _scan(text, 0)
    except (StopIteration, ValueError, RecursionError):
        return None
    if end != len(text) or type(value) is not dict or text.count('"') != 2 * _strings(value):
        return None
    return value


_scan: Callable[[str, int], tuple[Any, int]] = json.JSONDecoder().scan_once  # type: ignore[attr-defined]
"""The scanner ``json.loads`` reads a document with (the C one where there is one)."""


def _strings(value: object) -> int:
    """How many strings a JSON value holds, object keys included."""
    items: Iterable[object]
    if type(value) is dict:
        count, items = len(value), value.values()
    elif type(value) is list:
        count, items = 0, value
    else:
        return 1 if type(value) is str else 0
    for item in items:
        kind = type(item)
        if kind is str:
            count += 1
        elif kind is dict or kind is list:
            count += _strings(item)
    return count


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
        if key not in RECORD_KEYS and key not in KEY_ALIASES:
            close = difflib.get_close_matches(key, [*RECORD_KEYS, *KEY_ALIASES], n=1,
                                              cutoff=0.75)
            hint = f" (did you mean {close[0]}?)" if close else ""
            raise RecordError(f"unknown key {key!r}{hint}; valid keys: "
                              f"{', '.join(RECORD_KEYS)}", code="unknown_key")


def _unknown_keys(record: Mapping[str, Any]) -> list[RecordError]:
    try:
        check_record_keys(record)
    except RecordError as error:
        return [error]
    return []
