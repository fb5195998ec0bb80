"""What the command line prints: aligned tables for people and JSON for programs.

Only :mod:`mjscore.cli` imports this module, and the library never does. tabulate is imported
inside the functions that draw tables, so that commands printing JSON never load it.

JSON keys are stable snake_case, enums come out as their values, tuples as lists.

>>> from mjscore.rules import TENHOU, with_overrides
>>> print(render_json(rules_diff_data(TENHOU, with_overrides(TENHOU, {"pao": False}))))
{
  "left": "tenhou",
  "right": "tenhou+pao=false",
  "differences": [
    {
      "field": "pao",
      "left": true,
      "right": false
    }
  ]
}
"""

from __future__ import annotations

import enum
import json
from collections.abc import Mapping, Sequence
from dataclasses import fields, is_dataclass
from typing import Any

from .rules import (
    DEFAULT_RULES,
    PRESET_SUMMARIES,
    PRESETS,
    RULE_FIELDS,
    Rules,
    diff_rules,
    format_rule_value,
    rules_to_dict,
)


def to_jsonable(value: Any) -> Any:
    """``value`` as plain JSON types: dataclasses as objects, enums as their values."""
    if isinstance(value, enum.Enum):
        return to_jsonable(value.value)
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_jsonable(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, Mapping):
        return {str(key): to_jsonable(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [to_jsonable(item) for item in value]
    return value


def render_json(value: Any) -> str:
    """One indented JSON document (UTF-8 text as it is, not escaped)."""
    return json.dumps(to_jsonable(value), ensure_ascii=False, indent=2)


def render_table(rows: Sequence[Sequence[object]], headers: Sequence[str]) -> str:
    """An aligned plain-text table with a header row."""
    from tabulate import tabulate

    return tabulate(rows, headers=list(headers), tablefmt="simple", disable_numparse=True)


def presets_data() -> list[dict[str, Any]]:
    """Every preset: its name, whether it is the default, and one line about it."""
    return [
        {"name": name, "default": rules is DEFAULT_RULES, "summary": PRESET_SUMMARIES[name]}
        for name, rules in PRESETS.items()
    ]


def presets_text() -> str:
    """The presets as a table."""
    rows = [(p["name"], "yes" if p["default"] else "", p["summary"]) for p in presets_data()]
    return render_table(rows, ("preset", "default", "summary"))


def rules_data(rules: Rules) -> dict[str, Any]:
    """Every field of a rule set, ``name`` first; :func:`mjscore.rules.resolve_rules` reads
    it back."""
    return rules_to_dict(rules)


def rules_text(rules: Rules) -> str:
    """Every field of a rule set with its value and a short description."""
    rows = [(field.name, format_rule_value(getattr(rules, field.name)), field.summary)
            for field in RULE_FIELDS]
    return f"rules: {rules.name}\n\n" + render_table(rows, ("field", "value", "description"))


def rules_diff_data(left: Rules, right: Rules) -> dict[str, Any]:
    """The fields on which two rule sets differ, with both values."""
    return {
        "left": left.name,
        "right": right.name,
        "differences": [to_jsonable(difference) for difference in diff_rules(left, right)],
    }


def rules_diff_text(left: Rules, right: Rules) -> str:
    """The differing fields as a table, one column per rule set."""
    differences = diff_rules(left, right)
    if not differences:
        return f"{left.name} and {right.name} have the same rules"
    rows = [(d.field, format_rule_value(d.left), format_rule_value(d.right))
            for d in differences]
    return render_table(rows, ("field", left.name, right.name))


# ----------------------------------------------------------------- batch and check output

_BATCH_TABLE = (("line", 5), ("id", 8), ("hand", 32), ("han", 3), ("fu", 3), ("limit", 14),
                ("value", 6), ("payments", 0))
_CHECK_TABLE = (("line", 5), ("id", 8), ("expect", 20), ("check", 8), ("hand", 32),
                ("han", 3), ("fu", 3), ("limit", 14), ("value", 6), ("notes", 0))
_RIGHT = frozenset(("line", "han", "fu", "value"))


def batch_json_line(record: Mapping[str, Any]) -> str:
    """One batch output record as one line of JSON (UTF-8 text as it is)."""
    return json.dumps(record, ensure_ascii=False)


def _table_line(cells: Sequence[str], columns: Sequence[tuple[str, int]]) -> str:
    parts = [cell.rjust(width) if name in _RIGHT else cell.ljust(width)
             for cell, (name, width) in zip(cells, columns, strict=True)]
    return "  ".join(parts).rstrip()


def batch_table_header(check: bool) -> str:
    """The header of the streamed batch table and its rule, on two lines.

    The columns have fixed widths so that rows can be printed as the records arrive; a
    longer cell pushes the rest of its row to the right.
    """
    columns = _CHECK_TABLE if check else _BATCH_TABLE
    names = [name for name, _ in columns]
    rule = ["-" * max(width, len(name)) for name, width in columns]
    return f"{_table_line(names, columns)}\n{_table_line(rule, columns)}"


def batch_table_row(record: Mapping[str, Any], check: bool) -> str:
    """One output record as a row of the streamed batch table."""
    cells = _batch_cells(record)
    if check:
        values = [cells["line"], cells["id"], cells["expect"], cells["check"], cells["hand"],
                  cells["han"], cells["fu"], cells["limit"], cells["value"],
                  cells["error"] or cells["differs"] or cells["claim_honba"]]
        return _table_line(values, _CHECK_TABLE)
    values = [cells["line"], cells["id"], cells["hand"], cells["han"], cells["fu"],
              cells["limit"], cells["value"], cells["error"] or cells["payments"]]
    return _table_line(values, _BATCH_TABLE)


BATCH_CSV_COLUMNS = ("line", "id", "ok", "hand", "han", "fu", "limit", "yakuman", "yaku",
                     "value", "payments", "total", "reading", "error_code", "error_message")
"""The columns of ``mjscore batch --csv``; ``check`` adds :data:`CHECK_CSV_COLUMNS`."""

CHECK_CSV_COLUMNS = ("expect", "check", "claim_honba", "differs")
"""The columns ``mjscore check --csv`` adds after ``ok``."""


def batch_csv_header(check: bool) -> list[str]:
    """The header row of the batch CSV."""
    if not check:
        return list(BATCH_CSV_COLUMNS)
    return [*BATCH_CSV_COLUMNS[:3], *CHECK_CSV_COLUMNS, *BATCH_CSV_COLUMNS[3:]]


def batch_csv_row(record: Mapping[str, Any], check: bool) -> list[str]:
    """One output record as a CSV row: lists joined with "; ", absent values empty."""
    cells = _batch_cells(record)
    return [cells[name] for name in batch_csv_header(check)]


def _batch_cells(record: Mapping[str, Any]) -> dict[str, str]:
    """Every column of a batch record as text."""
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
        "check": text("check"),
        "claim_honba": f"honba {honba}" if honba else "",
        "differs": "; ".join(
            f"{d['part']}: claimed {d['claimed']}, actual {d['actual']}"
            for d in record.get("differs", ())
        ) + (f" (honba {honba})" if honba and record.get("differs") else ""),
    }


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
    return f"mjscore {command}: {', '.join(parts)}"
