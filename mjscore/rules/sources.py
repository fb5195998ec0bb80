"""Where each preset's values come from: one citation per rule field and preset, looked up
and shown.

Every preset of :data:`mjscore.rules.PRESET_LIST` cites, for every field of
:data:`~mjscore.rules.RULE_FIELDS`, the published rule its value follows: a document (its
URL, edition and whether it is the organisation's own text, a secondary source or a game
log) and a short quote; or, where the sources reached are silent, "not stated" with the
reason for the value chosen. The citations are data, in :mod:`mjscore.rules.preset_sources`
(their types are in :mod:`mjscore.rules.citations`); this module looks them up and writes the
tables of ``docs/rules.md`` ("Where each value comes from"). ``mjscore rules diff`` and the
tests all read them through this module.

>>> cite = citation("ema", "kazoe")
>>> cite.document.key, cite.quote[:32]
('E', 'p.5: A hand with 13+ fan is scor')
>>> citation("mahjongsoul", "kazoe").stated
False
"""

from __future__ import annotations

from .citations import LOG, PRIMARY, Citation, Document, PresetSources
from .fields import RULE_FIELDS
from .preset_sources import NOT_SHIPPED, PRESET_SOURCES
from .rulebook import format_rule_value
from .ruleset import PRESETS, Rules

__all__ = ["NOT_SHIPPED", "PRESET_SOURCES", "Citation", "Document", "PresetSources",
           "citation", "citation_of", "comparison_table", "documents_list", "sources_table"]


def citation(preset: str, field: str) -> Citation:
    """The citation for one field of a preset.

    Raises:
        KeyError: for a preset or field without one.
    """
    return PRESET_SOURCES[preset].citations[field]


def citation_of(rules: Rules, field: str) -> Citation | None:
    """The citation for a field of a rule set: its preset's when the rule set is a preset
    or derived from one and keeps the preset's value; None for an overridden value or a rule
    set of its own."""
    base = PRESETS.get(rules.name.split("+", 1)[0])
    if base is None or base.name not in PRESET_SOURCES:
        return None
    if getattr(base, field) != getattr(rules, field):
        return None
    return citation(base.name, field)


def _cell(rules: Rules, field: str) -> str:
    cite = citation(rules.name, field)
    value = format_rule_value(getattr(rules, field))
    if cite.document is None:
        return f"`{value}`: not stated; {cite.quote}".replace("|", "\\|")
    link = f"[{cite.document.key}]({cite.document.url})"
    if cite.document.kind == LOG:
        return f"`{value}`: the logs show: {cite.quote} ({link}, log)".replace("|", "\\|")
    kind = "" if cite.document.kind == PRIMARY else f", {cite.document.kind}"
    return f"`{value}`: \u201c{cite.quote}\u201d ({link}{kind})".replace("|", "\\|")


def sources_table() -> str:
    """The Markdown table of ``docs/rules.md``: one row per field, one column per preset,
    each cell the value and its source."""
    presets = [PRESETS[name] for name in PRESET_SOURCES]
    lines = ["| field | " + " | ".join(f"`{rules.name}`" for rules in presets) + " |",
             "|---|" + "---|" * len(presets)]
    lines += [f"| `{field.name}` | " + " | ".join(_cell(rules, field.name) for rules in presets)
              + " |" for field in RULE_FIELDS]
    return "\n".join(lines)


def comparison_table() -> str:
    """The Markdown table of every preset's value of every field, those that differ from
    ``tenhou`` in bold (``docs/rules.md``, "The presets compared")."""
    presets = [PRESETS[name] for name in PRESET_SOURCES]
    tenhou = PRESETS["tenhou"]
    lines = ["| field | " + " | ".join(f"`{rules.name}`" for rules in presets) + " |",
             "|---|" + "---|" * len(presets)]
    for field in RULE_FIELDS:
        cells = []
        for rules in presets:
            value = format_rule_value(getattr(rules, field.name))
            differs = getattr(rules, field.name) != getattr(tenhou, field.name)
            cells.append(f"**{value}**" if differs else value)
        lines.append(f"| `{field.name}` | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def documents_list() -> str:
    """The Markdown list of every preset's edition and documents, for ``docs/rules.md``."""
    lines = []
    for sources in PRESET_SOURCES.values():
        lines.append(f"- `{sources.preset}`: {sources.edition}")
        for document in sources.documents:
            kind = "" if document.kind == PRIMARY else f" ({document.kind})"
            lines.append(f"  - [{document.key}] [{document.title}]({document.url}), "
                         f"{document.edition}{kind}")
    return "\n".join(lines)
