"""Records of hands to score (JSON Lines, CSV, argument lines) and the batch run that scores or
checks them.

The package's public names, loaded on first use (PEP 562): importing the package loads none
of its modules.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .arglines import ArgumentLineReader, parse_argument_line
    from .batch import BatchRun, Summary, resolve_jobs
    from .csvfile import CsvRecordReader
    from .formats import RECORD_FORMATS, reader_class, record_readers
    from .jsonl import JsonLinesReader

_HOMES: dict[str, str] = {
    'ArgumentLineReader': 'arglines',
    'BatchRun': 'batch',
    'CsvRecordReader': 'csvfile',
    'JsonLinesReader': 'jsonl',
    'RECORD_FORMATS': 'formats',
    'Summary': 'batch',
    'parse_argument_line': 'arglines',
    'reader_class': 'formats',
    'record_readers': 'formats',
    'resolve_jobs': 'batch',
}
"""The module of each public name."""

__all__ = [
    'RECORD_FORMATS',
    'ArgumentLineReader',
    'BatchRun',
    'CsvRecordReader',
    'JsonLinesReader',
    'Summary',
    'parse_argument_line',
    'reader_class',
    'record_readers',
    'resolve_jobs',
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
