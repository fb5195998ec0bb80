"""The CSV format (``--format csv``): hand records kept in a spreadsheet.

A header row names the columns with the keys of a JSON Lines record (``hand``, the
situation's keys and their aliases such as ``from``, ``rules``, ``expect``, ``id``); each
row after it is one record. An empty cell is a key not given. Commas, tabs or semicolons
separate the cells, as the header shows.

```text
hand,seat,from,riichi,expect
23456m55678p234s+4m,S,W,yes,3900
```

Flags read ``true``/``false``, ``yes``/``no``, ``1``/``0``, ``x`` or an empty cell; counts
are whole numbers; indicators are tiles in notation (``3m,7z``, quoted) or a number of
dora; ``rules`` is a preset name; ``round`` is a wind or a hand label as clubs write it
(``E1``, ``東1``, ``S2-1``: :func:`~mjscore.records.labels.read_round_label`).

A column that is no record key (``winner``, ``notes``) is the club's own: its cells are
copied to each output record under its name (:data:`EXTRA_KEY` holds them in a record), and
the run says so once (:meth:`CsvRecordReader.notes`); a column named as a key of the output
records (``value``) is left out, and said so. A column whose name is close to a record key
(``sead``) is a typo: every row says ``unknown_key`` with the key meant.

>>> import io
>>> records = io.BytesIO(b"hand,seat,from,riichi,expect\\n23456m55678p234s+4m,S,W,yes,3900\\n")
>>> [record.keys for record in CsvRecordReader().items(records)]
[{'hand': '23456m55678p234s+4m', 'seat': 'S', 'discarder': 'W', 'riichi': True, 'expect': '3900'}]
"""

from __future__ import annotations

import csv
import difflib
from collections.abc import Iterator
from functools import lru_cache
from typing import Any, BinaryIO, NamedTuple

from ..base import Head, LineReader, MjscoreError, RawLine, Reader, Record, RecordError
from ..situation import KEY_ALIASES, SITUATION_FIELD, FieldKind, canonical_key
from .jsonl import RECORD_KEYS
from .labels import read_round_label

DELIMITERS = (",", "\t", ";")
"""The cell separators read, told from the header row."""

_TRUE = frozenset(("true", "yes", "y", "1", "x", "✓", "○"))
_FALSE = frozenset(("false", "no", "n", "0", ""))


class CsvLine(NamedTuple):
    """A row as split from the stream, with the columns and separator of its header."""

    raw: RawLine
    columns: tuple[str, ...]
    delimiter: str


def header_columns(line: bytes) -> tuple[tuple[str, ...], str] | None:
    """The columns of a header row and its separator, or None when ``line`` is no header:
    a header has a ``hand`` column and at least one other, and most of its columns are
    record keys."""
    try:
        text = line.decode("utf-8-sig").strip()
    except UnicodeDecodeError:
        return None
    for delimiter in DELIMITERS:
        if delimiter not in text:
            continue
        try:
            cells = next(csv.reader([text], delimiter=delimiter))
        except csv.Error:
            return None
        columns = tuple(cell.strip().lower() for cell in cells)
        known = [column for column in columns if column in _KNOWN]
        if "hand" in columns and len(columns) > 1 and 2 * len(known) > len(columns):
            return columns, delimiter
    return None


_KNOWN = frozenset((*RECORD_KEYS, *KEY_ALIASES))

EXTRA_KEY = "columns"
"""The key of a CSV record that holds the cells of the columns that are no record keys (no
record of another format has it: it is no record key)."""

OUTPUT_KEYS = frozenset(("line", "id", "ok", "error", "expect", "check", "claim_honba",
                         "differs", "note", "hand", "han", "fu", "limit", "yakuman", "yaku",
                         "fu_items", "value", "payments", "total", "reading", "error_code",
                         "error_message"))
"""The keys of a batch or check output record (and the columns of its CSV): a CSV column of
one of these names that is no record key is left out (its cells would clash with the
record's own)."""


@lru_cache(maxsize=256)
def column_kind(column: str) -> str:
    """What a header's column is: ``key`` (a record key or alias), ``typo`` (close to one),
    ``output`` (no record key, named as an output key: left out) or ``extra`` (the club's
    own, copied to the output)."""
    if column in _KNOWN:
        return "key"
    if difflib.get_close_matches(column, sorted(_KNOWN), n=1, cutoff=0.75):
        return "typo"
    return "output" if column in OUTPUT_KEYS else "extra"


class _Lines(LineReader):
    """The line splitting of every line format, which the CSV format shares."""

    name = "lines"

    @classmethod
    def detect(cls, head: Head) -> bool:
        return False

    def read_line(self, line: int, text: str) -> Record:
        return Record(line, {"text": text})


class CsvRecordReader(Reader[Record]):
    """A header row of record keys, then one record a row (lines as in every line format:
    blank and ``#`` lines skipped, BOM and CRLF fine)."""

    name = "csv"

    @classmethod
    def detect(cls, head: Head) -> bool:
        """A first line that is a header row of record keys."""
        return header_columns(head.line) is not None

    @classmethod
    def notes(cls, head: Head) -> tuple[str, ...]:
        """What the run says once of the header: the columns copied to the output as they
        are, and those left out."""
        found = header_columns(head.line)
        if found is None:
            return ()
        kinds: dict[str, list[str]] = {}
        for column in dict.fromkeys(found[0]):
            if column:
                kinds.setdefault(column_kind(column), []).append(column)
        said = []
        if "extra" in kinds:
            names = ", ".join(kinds["extra"])
            said.append(f"the column{'s' if len(kinds['extra']) > 1 else ''} {names} "
                        f"{'are' if len(kinds['extra']) > 1 else 'is'} no record key: "
                        "copied to each output record as written")
        if "output" in kinds:
            names = ", ".join(kinds["output"])
            said.append(f"the column{'s' if len(kinds['output']) > 1 else ''} {names} "
                        f"{'are' if len(kinds['output']) > 1 else 'is'} no record key and "
                        "named as a key of the output records: left out")
        return tuple(said)

    @classmethod
    def own_columns(cls, head: Head) -> tuple[str, ...]:
        """The header's columns that are the club's own (``winner``, ``notes``), in order:
        each output record has their cells."""
        found = header_columns(head.line)
        return () if found is None else tuple(
            column for column in dict.fromkeys(found[0])
            if column and column_kind(column) == "extra")

    def split(self, stream: BinaryIO) -> Iterator[CsvLine]:
        rows = _Lines().split(stream)
        header = next(rows, None)
        if header is None:
            return
        found = header_columns(header.data)
        columns, delimiter = found if found is not None else ((), ",")
        for raw in rows:
            yield CsvLine(raw, columns, delimiter)

    def read(self, raw: CsvLine) -> Record:
        line = raw.raw.line
        if not raw.columns:
            return Record(line, errors=(RecordError(
                "the CSV header names no hand column: write a header row such as "
                "hand,seat,from,riichi,expect", code="invalid_record"),))
        text = LineReader.decode(raw.raw)
        if isinstance(text, Record):
            return text
        try:
            return Record(line, read_row(text, raw.columns, raw.delimiter))
        except MjscoreError as error:
            return Record(line, errors=(error,))


def read_row(text: str, columns: tuple[str, ...], delimiter: str = ",") -> dict[str, Any]:
    """One row's cells as the keys of a JSON Lines record (the cells of the club's own
    columns under :data:`EXTRA_KEY`, a ``round`` label read into its wind and honba).

    Raises:
        RecordError: ``unknown_key`` for a column that is close to a record key (with a
            suggestion), ``invalid_record`` for a row with more cells than columns,
            ``invalid_value`` for a flag or count that cannot be read.
    """
    try:
        cells = next(csv.reader([text], delimiter=delimiter), [])
    except csv.Error as err:
        raise RecordError(f"the row is not CSV: {err}", code="invalid_record") from None
    if len(cells) > len(columns):
        raise RecordError(f"the row has {len(cells)} cells but the header names "
                          f"{len(columns)} columns", code="invalid_record")
    record: dict[str, Any] = {}
    extra: dict[str, str] = {}
    for column, cell in zip(columns, cells, strict=False):
        value = cell.strip()
        if column not in _KNOWN:
            kind = column_kind(column) if column else "unnamed"
            if kind == "typo":
                close = difflib.get_close_matches(column, sorted(_KNOWN), n=1, cutoff=0.75)
                raise RecordError(f"unknown column {column!r} (did you mean {close[0]}?); "
                                  f"columns are record keys: {', '.join(RECORD_KEYS)}",
                                  code="unknown_key")
            if kind == "extra" and value and column not in extra:
                extra[column] = value
            continue
        if not value:
            continue
        key = canonical_key(column)
        record[key] = _cell_value(key, value)
    if extra:
        record[EXTRA_KEY] = extra
    return read_round_label(record)


def _cell_value(key: str, value: str) -> Any:
    field = SITUATION_FIELD.get(key)
    if field is None:
        return value
    if field.kind is FieldKind.FLAG:
        lowered = value.lower()
        if lowered in _TRUE:
            return True
        if lowered in _FALSE:
            return False
        raise RecordError(f"{key} must be yes or no (true, false, 1, 0, x), not {value!r}",
                          code="invalid_value")
    if field.kind is FieldKind.COUNT:
        try:
            return int(value)
        except ValueError:
            raise RecordError(f"{key} must be a whole number, not {value!r}",
                              code="invalid_value") from None
    return value
