"""The base under every layer: the error family, the immutable-value helpers, the worker pool and
the reader interface.

The package's public names, loaded on first use (PEP 562): importing the package loads none
of its modules.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .errors import (
        BatchError,
        GameError,
        InvalidClaim,
        InvalidHand,
        InvalidSituation,
        LogError,
        MjscoreError,
        NotAWinningHand,
        NoYaku,
        ParseError,
        RecordError,
        RulesError,
        SheetError,
        UnsupportedLog,
    )
    from .pool import ordered_map
    from .readers import Head, Input, LineReader, RawLine, Reader, Record, detect_format, new_record
    from .values import SharedValues, filler

_HOMES: dict[str, str] = {
    'BatchError': 'errors',
    'GameError': 'errors',
    'Head': 'readers',
    'Input': 'readers',
    'InvalidClaim': 'errors',
    'InvalidHand': 'errors',
    'InvalidSituation': 'errors',
    'LineReader': 'readers',
    'LogError': 'errors',
    'MjscoreError': 'errors',
    'NoYaku': 'errors',
    'NotAWinningHand': 'errors',
    'ParseError': 'errors',
    'RawLine': 'readers',
    'Reader': 'readers',
    'Record': 'readers',
    'RecordError': 'errors',
    'RulesError': 'errors',
    'SharedValues': 'values',
    'SheetError': 'errors',
    'UnsupportedLog': 'errors',
    'detect_format': 'readers',
    'filler': 'values',
    'new_record': 'readers',
    'ordered_map': 'pool',
}
"""The module of each public name."""

__all__ = [
    'BatchError',
    'GameError',
    'Head',
    'Input',
    'InvalidClaim',
    'InvalidHand',
    'InvalidSituation',
    'LineReader',
    'LogError',
    'MjscoreError',
    'NoYaku',
    'NotAWinningHand',
    'ParseError',
    'RawLine',
    'Reader',
    'Record',
    'RecordError',
    'RulesError',
    'SharedValues',
    'SheetError',
    'UnsupportedLog',
    'detect_format',
    'filler',
    'new_record',
    'ordered_map',
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
