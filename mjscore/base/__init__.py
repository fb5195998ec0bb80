"""The base under every layer: the error family, the immutable-value helpers, the worker pool and
the reader interface.

The package's public names, loaded on first use (PEP 562): importing the package loads none
of its modules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .fronts import lazy_front

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
        UnknownYaku,
        UnsupportedLog,
    )
    from .pool import in_blocks, ordered_map, resolve_jobs
    from .readers import Head, Input, LineReader, RawLine, Reader, Record, detect_format, new_record
    from .values import SharedValues, filler, value_class

_HOMES: dict[str, str] = {
    'lazy_front': 'fronts',
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
    'UnknownYaku': 'errors',
    'UnsupportedLog': 'errors',
    'detect_format': 'readers',
    'filler': 'values',
    'new_record': 'readers',
    'in_blocks': 'pool',
    'ordered_map': 'pool',
    'resolve_jobs': 'pool',
    'value_class': 'values',
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
    'UnknownYaku',
    'UnsupportedLog',
    'detect_format',
    'filler',
    'in_blocks',
    'lazy_front',
    'new_record',
    'ordered_map',
    'resolve_jobs',
    'value_class',
]


__getattr__, __dir__ = lazy_front(__name__, _HOMES, __all__)
