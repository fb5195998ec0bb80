"""Records of hands to score (JSON Lines, CSV, argument lines) and the batch run that scores or
checks them.

The package's public names, loaded on first use (PEP 562): importing the package loads none
of its modules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..base import lazy_front

if TYPE_CHECKING:
    from ..base import resolve_jobs  # (loaded through .batch, which uses it)
    from .arglines import ArgumentLineReader, parse_argument_line
    from .batch import BatchRun, Summary
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


__getattr__, __dir__ = lazy_front(__name__, _HOMES, __all__)
