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
