"""How a hand was won (the situation) and its checks: an input beside the rules, which the command
line's options are derived from.

The package's public names, loaded on first use (PEP 562): importing the package loads none
of its modules.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .checks import ALL_CHECKS, MAX_COUNTERS, MAX_INDICATORS, check_situation
    from .fields import (
        BEFORE_WIN_KEYS,
        COUNTED_TILES,
        FLAGS,
        KEY_ALIASES,
        KEYS,
        SITUATION_FIELD,
        SITUATION_FIELDS,
        FieldKind,
        Situation,
        SituationField,
        canonical_key,
        is_count,
        make_situation,
        situation_fields,
        situation_of,
        situation_record,
    )

_HOMES: dict[str, str] = {
    'ALL_CHECKS': 'checks',
    'BEFORE_WIN_KEYS': 'fields',
    'COUNTED_TILES': 'fields',
    'FLAGS': 'fields',
    'FieldKind': 'fields',
    'KEYS': 'fields',
    'KEY_ALIASES': 'fields',
    'MAX_COUNTERS': 'checks',
    'MAX_INDICATORS': 'checks',
    'SITUATION_FIELD': 'fields',
    'SITUATION_FIELDS': 'fields',
    'Situation': 'fields',
    'SituationField': 'fields',
    'canonical_key': 'fields',
    'check_situation': 'checks',
    'is_count': 'fields',
    'make_situation': 'fields',
    'situation_fields': 'fields',
    'situation_of': 'fields',
    'situation_record': 'fields',
}
"""The module of each public name."""

__all__ = [
    'ALL_CHECKS',
    'BEFORE_WIN_KEYS',
    'COUNTED_TILES',
    'FLAGS',
    'KEYS',
    'KEY_ALIASES',
    'MAX_COUNTERS',
    'MAX_INDICATORS',
    'SITUATION_FIELD',
    'SITUATION_FIELDS',
    'FieldKind',
    'Situation',
    'SituationField',
    'canonical_key',
    'check_situation',
    'is_count',
    'make_situation',
    'situation_fields',
    'situation_of',
    'situation_record',
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
