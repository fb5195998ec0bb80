"""Rule sets: the fields, the presets and where each value comes from, rulebook files and overrides.

The package's public names, loaded on first use (PEP 562): importing the package loads none
of its modules.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .fields import (
        GAME_RULE_FIELDS,
        RED_FIVE_SUITS,
        RULE_FIELDS,
        FinalRounding,
        GameLength,
        Kazoe,
        LeftoverSticks,
        MultipleRon,
        PaoHonba,
        PaoScope,
        Renhou,
        RuleField,
        RuleValue,
        Ties,
        check_rule_keys,
        rule_field,
    )
    from .rulebook import (
        RuleDifference,
        RulesChoice,
        diff_rules,
        format_rule_value,
        load_rules_file,
        override_words,
        parse_rule_override,
        parse_rule_value,
        resolve_rules,
        rules_over,
        rules_to_dict,
        with_name,
        with_overrides,
    )
    from .ruleset import (
        CLASSIC,
        DEFAULT_RULES,
        EMA,
        MAHJONGSOUL,
        MLEAGUE,
        PRESET_LIST,
        PRESET_SUMMARIES,
        PRESETS,
        SAIKOUISEN,
        TENHOU,
        Preset,
        Rules,
        find_rules,
        presets_in_words,
    )
    from .sources import citation_of

_HOMES: dict[str, str] = {
    'CLASSIC': 'ruleset',
    'DEFAULT_RULES': 'ruleset',
    'EMA': 'ruleset',
    'FinalRounding': 'fields',
    'GAME_RULE_FIELDS': 'fields',
    'GameLength': 'fields',
    'Kazoe': 'fields',
    'LeftoverSticks': 'fields',
    'MAHJONGSOUL': 'ruleset',
    'MLEAGUE': 'ruleset',
    'MultipleRon': 'fields',
    'PRESETS': 'ruleset',
    'PRESET_LIST': 'ruleset',
    'PRESET_SUMMARIES': 'ruleset',
    'PaoHonba': 'fields',
    'PaoScope': 'fields',
    'Preset': 'ruleset',
    'RED_FIVE_SUITS': 'fields',
    'RULE_FIELDS': 'fields',
    'Renhou': 'fields',
    'RuleDifference': 'rulebook',
    'RuleField': 'fields',
    'RuleValue': 'fields',
    'Rules': 'ruleset',
    'RulesChoice': 'rulebook',
    'SAIKOUISEN': 'ruleset',
    'TENHOU': 'ruleset',
    'Ties': 'fields',
    'check_rule_keys': 'fields',
    'citation_of': 'sources',
    'diff_rules': 'rulebook',
    'find_rules': 'ruleset',
    'format_rule_value': 'rulebook',
    'load_rules_file': 'rulebook',
    'override_words': 'rulebook',
    'parse_rule_override': 'rulebook',
    'parse_rule_value': 'rulebook',
    'presets_in_words': 'ruleset',
    'resolve_rules': 'rulebook',
    'rule_field': 'fields',
    'rules_over': 'rulebook',
    'rules_to_dict': 'rulebook',
    'with_name': 'rulebook',
    'with_overrides': 'rulebook',
}
"""The module of each public name."""

__all__ = [
    'CLASSIC',
    'DEFAULT_RULES',
    'EMA',
    'GAME_RULE_FIELDS',
    'MAHJONGSOUL',
    'MLEAGUE',
    'PRESETS',
    'PRESET_LIST',
    'PRESET_SUMMARIES',
    'RED_FIVE_SUITS',
    'RULE_FIELDS',
    'SAIKOUISEN',
    'TENHOU',
    'FinalRounding',
    'GameLength',
    'Kazoe',
    'LeftoverSticks',
    'MultipleRon',
    'PaoHonba',
    'PaoScope',
    'Preset',
    'Renhou',
    'RuleDifference',
    'RuleField',
    'RuleValue',
    'Rules',
    'RulesChoice',
    'Ties',
    'check_rule_keys',
    'citation_of',
    'diff_rules',
    'find_rules',
    'format_rule_value',
    'load_rules_file',
    'override_words',
    'parse_rule_override',
    'parse_rule_value',
    'presets_in_words',
    'resolve_rules',
    'rule_field',
    'rules_over',
    'rules_to_dict',
    'with_name',
    'with_overrides',
]


def __getattr__(name: str) -> Any:
    """Load a public name the first time it is asked for."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{home}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
