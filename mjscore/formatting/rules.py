"""The rule presets, one rule set, and the difference of two (``mjscore rules``).

>>> from mjscore.rules import TENHOU, with_overrides
>>> print(render_json(rules_diff_data(TENHOU, with_overrides(TENHOU, {"pao": False}))))
{
  "left": "tenhou",
  "right": "tenhou+pao=false",
  "differences": [
    {
      "field": "pao",
      "left": true,
      "right": false,
      "left_source": {
        "stated": true,
        "document": "riichi.wiki, Tenhou.net rules (translation of the rules page)",
        "url": "https://riichi.wiki/Tenhou.net_rules",
        "edition": "as read for RULES.md",
        "kind": "secondary",
        "quote": "Pao is enforced on daisangen and daisuushii"
      },
      "right_source": null
    }
  ]
}
"""

from __future__ import annotations

from typing import Any

from ..rules import (
    DEFAULT_RULES,
    PRESET_LIST,
    RULE_FIELDS,
    Rules,
    citation_of,
    diff_rules,
    format_rule_value,
    rules_to_dict,
)
from .output import render_json, render_table, to_jsonable
from .width import fit_table, fit_text

__all__ = ["presets_data", "presets_text", "render_json", "rules_data", "rules_diff_data",
           "rules_diff_text", "rules_text"]


def presets_data() -> list[dict[str, Any]]:
    """Every preset: its name, whether it is the default, and one line about it."""
    return [
        {"name": preset.name, "default": preset.rules is DEFAULT_RULES,
         "summary": preset.summary}
        for preset in PRESET_LIST
    ]


def presets_text(width: int | None = None) -> str:
    """The presets as a table (fitted to ``width`` columns when given: :mod:`.width`)."""
    rows = [(p["name"], "yes" if p["default"] else "", p["summary"]) for p in presets_data()]
    return _table("rules.presets", ("preset", "default", "summary"), rows,
                  ("preset", "default", "summary"), width)


def _table(name: str, keys: tuple[str, ...], rows: list[tuple[str, str, str]],
           headers: tuple[str, ...], width: int | None) -> str:
    return fit_table(name, keys, rows, headers, align="lll", width=width,
                     full=lambda: render_table(rows, headers))


def rules_data(rules: Rules) -> dict[str, Any]:
    """Every field of a rule set, ``name`` first; :func:`mjscore.rules.resolve_rules` reads
    it back."""
    return rules_to_dict(rules)


def rules_text(rules: Rules, width: int | None = None) -> str:
    """Every field of a rule set with its value and a short description (fitted to
    ``width`` columns when given)."""
    rows = [(field.name, format_rule_value(getattr(rules, field.name)), field.summary)
            for field in RULE_FIELDS]
    return f"rules: {rules.name}\n\n" + _table("rules.show", ("field", "value", "description"),
                                               rows, ("field", "value", "description"), width)


def _source(rules: Rules, field: str) -> dict[str, Any] | None:
    cite = citation_of(rules, field)
    return None if cite is None else cite.as_record()


def rules_diff_data(left: Rules, right: Rules) -> dict[str, Any]:
    """The fields on which two rule sets differ, with both values and the source of each
    (null for a value that is no preset's: an override or a rules file's own)."""
    return {
        "left": left.name,
        "right": right.name,
        "differences": [
            {**to_jsonable(difference), "left_source": _source(left, difference.field),
             "right_source": _source(right, difference.field)}
            for difference in diff_rules(left, right)],
    }


def _source_line(rules: Rules, field: str) -> str:
    cite = citation_of(rules, field)
    text = cite.as_text() if cite is not None else "set by this rule set (no preset's value)"
    return f"    {rules.name}: {text}"


def rules_diff_text(left: Rules, right: Rules, width: int | None = None) -> str:
    """The differing fields as a table, one column per rule set, then the source of each
    value (fitted to ``width`` columns when given)."""
    differences = diff_rules(left, right)
    if not differences:
        return f"{left.name} and {right.name} have the same rules"
    rows = [(d.field, format_rule_value(d.left), format_rule_value(d.right))
            for d in differences]
    lines = [_table("rules.diff", ("field", "left", "right"), rows,
                    ("field", left.name, right.name), width), "", "sources:"]
    for difference in differences:
        lines += [f"  {difference.field}", _source_line(left, difference.field),
                  _source_line(right, difference.field)]
    return fit_text("\n".join(lines), width)
