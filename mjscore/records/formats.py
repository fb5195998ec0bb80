"""The record formats mjscore reads (hands to score), by ``--format`` name, in the order
detection asks them."""

from __future__ import annotations

from ..base import BatchError, Reader, Record

RECORD_FORMATS: tuple[str, ...] = ("jsonl", "csv", "args")
"""Every record format's ``--format`` name, in the order detection asks them (``jsonl``: one
JSON object a line; ``csv``: a header row of record keys, then one record a row; ``args``:
one ``mjscore score`` argument line a line): the names of :func:`record_readers`."""


def record_readers() -> tuple[type[Reader[Record]], ...]:
    """The readers of :data:`RECORD_FORMATS`, in their order."""
    # (Start-up time: the command line lists the names, and loads the readers only to read.)
    from .arglines import ArgumentLineReader
    from .csvfile import CsvRecordReader
    from .jsonl import JsonLinesReader

    return JsonLinesReader, CsvRecordReader, ArgumentLineReader


def reader_class(name: str) -> type[Reader[Record]]:
    """The reader of the record format called ``name``.

    Raises:
        BatchError: ``unknown_format`` naming the formats there are.
    """
    for reader in record_readers():
        if reader.name == name:
            return reader
    raise BatchError(f"unknown input format {name!r}; formats: {', '.join(RECORD_FORMATS)}",
                     code="unknown_format")
