"""How a hand was won (the situation) and its checks: an input beside the rules, which the command
line's options are derived from.

The package's public names, loaded on first use (PEP 562): importing the package loads none
of its modules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..base import lazy_front

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
    from .words import COUNT_WORD_KEYS, SITUATION_WORDS, situation_word, word_key

_HOMES: dict[str, str] = {
    'ALL_CHECKS': 'checks',
    'COUNT_WORD_KEYS': 'words',
    'SITUATION_WORDS': 'words',
    'situation_word': 'words',
    'word_key': 'words',
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
    'COUNT_WORD_KEYS',
    'FLAGS',
    'KEYS',
    'KEY_ALIASES',
    'MAX_COUNTERS',
    'MAX_INDICATORS',
    'SITUATION_FIELD',
    'SITUATION_FIELDS',
    'SITUATION_WORDS',
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
    'situation_word',
    'word_key',
]


__getattr__, __dir__ = lazy_front(__name__, _HOMES, __all__)
