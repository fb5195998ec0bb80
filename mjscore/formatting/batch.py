"""The records of ``mjscore batch`` and ``mjscore check`` as a streamed table or CSV, and
the summary line of a run; JSON Lines come from the run itself."""

from __future__ import annotations

import functools
import itertools
from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from .output import csv_line, csv_text, display_width, fit, json_line
from .width import GAP, Column, draw_lines, plan_columns, wrap

if TYPE_CHECKING:
    from ..records import BatchRun

batch_json_line = json_line
"""One batch output record as one line of JSON (UTF-8 text as it is)."""

HAND_WIDTH = 41
"""The longest hand in canonical notation: two tiles and four marked kans
(``1m+1m {05+55m} {05+55p} {05+55s} [1-111z]``)."""

_BATCH_TABLE = (("line", 5), ("id", 8), ("hand", HAND_WIDTH), ("han", 3), ("fu", 3),
                ("limit", 14), ("value", 6), ("payments", 0))
_CHECK_TABLE = (("line", 5), ("id", 8), ("expect", 20), ("check", 8), ("hand", HAND_WIDTH),
                ("han", 3), ("fu", 3), ("limit", 14), ("value", 6), ("notes", 0))
_RIGHT = frozenset(("line", "han", "fu", "value"))
_WRAPPED = {"hand": 20, "expect": 10, "payments": 12, "notes": 12}
"""The columns whose cells wrap in a narrow table, and their narrowest (:mod:`.width`)."""
_LAST = 40
"""The width the last column, as long as it needs in the full layout, asks for in a
narrow one (it takes what room is left)."""


@functools.lru_cache(maxsize=16)
def _widths(columns: tuple[tuple[str, int], ...], check: bool,
            width: int) -> tuple[int | None, ...]:
    """The column widths of the streamed table in ``width`` columns: ``batch`` or ``check``
    of :data:`~.width.GIVE_WAY`; the last column takes the room left (planned once for
    every row of a run)."""
    planned = []
    for name, size in columns:
        full = max(size or _LAST, display_width(name))
        planned.append(Column(name, full, full, _WRAPPED.get(name, full)))
    widths = plan_columns("check" if check else "batch", planned, width)
    kept = [size for size in widths[:-1] if size is not None]
    widths[-1] = max(width - sum(kept) - GAP * len(kept), widths[-1] or 1)
    return tuple(widths)


def _narrow_line(cells: Sequence[str], columns: Sequence[tuple[str, int]],
                 widths: Sequence[int | None]) -> list[str]:
    lines = [wrap(cell, size) if name in _WRAPPED else [fit(cell, size).rstrip()]
             for cell, (name, _), size in zip(cells, columns, widths, strict=True)
             if size is not None]
    kept = [size for size in widths if size is not None]
    align = "".join("r" if name in _RIGHT else "l"
                    for (name, _), size in zip(columns, widths, strict=True)
                    if size is not None)
    return draw_lines(lines, kept, align)


def _table_line(cells: Sequence[str], columns: Sequence[tuple[str, int]]) -> str:
    last = len(columns) - 1
    parts = [cell if index == last else fit(cell, width, right=name in _RIGHT)
             for index, (cell, (name, width)) in enumerate(zip(cells, columns, strict=True))]
    return "  ".join(parts).rstrip()


def batch_table_header(check: bool, width: int | None = None) -> str:
    """The header of the streamed batch table and its rule, on two lines.

    The columns have fixed widths, measured in terminal columns (a kanji takes two), so
    that rows can be printed as the records arrive and still line up: a longer cell (an
    id, a claim, a line number past 99,999) is cut short with "…"; the full text is in the
    JSON and CSV output. The last column is as long as it needs. Given ``width``, the
    table fits it (:mod:`.width`): columns go, and the hand and the last column wrap.
    """
    columns = _CHECK_TABLE if check else _BATCH_TABLE
    names = [name for name, _ in columns]
    if width is not None:
        widths = _widths(columns, check, width)
        rules = ["-" * size if size is not None else "" for size in widths]
        return "\n".join([*_narrow_line(names, columns, widths),
                          *_narrow_line(rules, columns, widths)])
    rule = ["-" * max(width, display_width(name)) for name, width in columns]
    return f"{_table_line(names, columns)}\n{_table_line(rule, columns)}"


def batch_table_row(record: Mapping[str, Any], check: bool, width: int | None = None) -> str:
    """One output record as a row of the streamed batch table (fitted to ``width``
    columns when given, as :func:`batch_table_header` is)."""
    cells = _batch_cells(record)
    if check:
        values = [cells["line"], cells["id"], cells["expect"], cells["check"], cells["hand"],
                  cells["han"], cells["fu"], cells["limit"], cells["value"],
                  cells["error"] or cells["differs"] or cells["claim_honba"]
                  or cells["note"]]
    else:
        values = [cells["line"], cells["id"], cells["hand"], cells["han"], cells["fu"],
                  cells["limit"], cells["value"], cells["error"] or cells["payments"]]
    columns = _CHECK_TABLE if check else _BATCH_TABLE
    if width is not None:
        return "\n".join(_narrow_line(values, columns, _widths(columns, check, width)))
    return _table_line(values, columns)


BATCH_CSV_COLUMNS = ("line", "id", "ok", "hand", "han", "fu", "limit", "yakuman", "yaku",
                     "value", "payments", "total", "reading", "error_code", "error_message")
"""The columns of ``mjscore batch --csv``; ``check`` adds :data:`CHECK_CSV_COLUMNS`."""

CHECK_CSV_COLUMNS = ("expect", "check", "claim_honba", "differs")
"""The columns ``mjscore check --csv`` adds after ``ok``."""


def batch_lines(run: BatchRun, style: str, check: bool,
                width: int | None = None) -> Iterator[str]:
    """The output of a batch run in one style ("json", "table" or "csv"), a line at a time
    as the records arrive (JSON Lines from worker processes: a block of lines joined by
    newlines at a time), header first, without the summary; the table fitted to ``width``
    columns when given."""
    if style == "json":
        yield from run.json_text()
        return
    if style == "table":
        yield batch_table_header(check, width)
        for record in run:
            yield batch_table_row(record, check, width)
        return
    records = iter(run)
    first = next(records, None)  # (read first: the input's own columns are known then)
    own = run.own_columns
    yield csv_line([*batch_csv_header(check), *own])
    if first is None:
        return
    for record in itertools.chain((first,), records):
        yield csv_line([*batch_csv_row(record, check),
                        *(csv_text(str(record.get(column, ""))) for column in own)])


def batch_csv_header(check: bool) -> list[str]:
    """The header row of the batch CSV."""
    if not check:
        return list(BATCH_CSV_COLUMNS)
    return [*BATCH_CSV_COLUMNS[:3], *CHECK_CSV_COLUMNS, *BATCH_CSV_COLUMNS[3:]]


def batch_csv_row(record: Mapping[str, Any], check: bool) -> list[str]:
    """One output record as a CSV row: lists joined with "; ", absent values empty, text
    cells never read as a formula (:func:`~mjscore.formatting.output.csv_text`)."""
    cells = _batch_cells(record)
    return [cells[name] if name in _CSV_NUMBERS else csv_text(cells[name])
            for name in batch_csv_header(check)]


_CSV_NUMBERS = frozenset(("line", "han", "fu", "yakuman", "value", "total"))
"""The batch CSV columns of mjscore's own numbers; every other column is text."""


def _batch_cells(record: Mapping[str, Any]) -> dict[str, str]:
    """Every column of a batch record as text."""
    import json

    error = record.get("error") or {}
    reading = record.get("reading") or {}
    ident = record.get("id")
    honba = record.get("claim_honba")

    def text(key: str) -> str:
        value = record.get(key)
        return "" if value is None else str(value)

    return {
        "line": text("line"),
        "id": "" if ident is None else ident if isinstance(ident, str) else json.dumps(ident),
        "ok": "true" if record.get("ok") else "false",
        "hand": text("hand"),
        "han": text("han"),
        "fu": text("fu"),
        "limit": text("limit"),
        "yakuman": text("yakuman"),
        "yaku": "; ".join(f"{hit['id']} {hit['han']}" for hit in record.get("yaku", ())),
        "value": text("value"),
        "payments": "; ".join(f"{p['payer']} {p['amount']}"
                              for p in record.get("payments", ())),
        "total": text("total"),
        "reading": str(reading.get("text", "")),
        "error_code": str(error.get("code", "")),
        "error_message": str(error.get("message", "")),
        "error": f"{error['code']}: {error['message']}" if error else "",
        "expect": text("expect"),
        "note": text("note"),
        "check": text("check"),
        "claim_honba": f"honba {honba}" if honba else "",
        "differs": "; ".join(_difference_text(d) for d in record.get("differs", ()))
        + (f" (honba {honba})" if honba and record.get("differs") else ""),
    }


def _difference_text(difference: Mapping[str, Any]) -> str:
    part, claimed, actual = difference["part"], difference["claimed"], difference["actual"]
    if part == "yaku":  # a yaku claimed that the hand has not, or one not claimed
        return (f"yaku: {claimed} claimed, not in the hand" if actual is None
                else f"yaku: {actual} not claimed")
    return f"{part}: claimed {claimed}, actual {actual}"


def batch_summary_text(command: str, summary: Mapping[str, int]) -> str:
    """The one-line summary of a run: ``mjscore check: 3 records, 2 scored, 1 error, …``."""

    def count(number: int, word: str, plural: str) -> str:
        return f"{number:,} {word if number == 1 else plural}"

    parts = [count(summary["records"], "record", "records"),
             f"{summary['scored']:,} scored",
             count(summary["errors"], "error", "errors")]
    if "matches" in summary:
        parts += [count(summary["matches"], "match", "matches"),
                  count(summary["mismatches"], "mismatch", "mismatches")]
    if summary.get("unclaimed"):
        parts.append(f"{summary['unclaimed']:,} without a claim")
    return f"mjscore {command}: {', '.join(parts)}"
