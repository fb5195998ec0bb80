"""Which command reads a file, told from its head: a game sheet is ``mjscore game``'s, a
file of hand records ``mjscore check``'s and ``mjscore batch``'s.

Each command, given the other's file, says so once and names the right command, instead of
answering every line with an error of its own grammar. :class:`SheetFileReader` is the
sheet's reader among the batch readers (its ``unit`` is ``sheet``: ``BatchRun`` refuses it
with ``wrong_command``); :func:`records_format` tells the sheet reader that its first line
is a hand record's.

>>> from mjscore.base import Head
>>> SheetFileReader.detect(Head(b"players: Aki Ben Chie Dai")), records_format(
...     "2m345p567s+2m [678p] [7-77z] --seat W --from N --expect 1000")
(True, 'args')
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, BinaryIO

from ..base import Head, MjscoreError, Reader, SheetError
from ..hand import parse_hand
from ..records import CsvRecordReader, parse_argument_line
from .heads import is_sheet_line

if TYPE_CHECKING:
    from ..game import GameRecord

__all__ = ["SHEET_READERS", "SheetFileReader", "records_format", "wrong_file_error"]

_SHEET_KEYS = frozenset(("game", "players", "rules", "rules_file", "claims", "label",
                         "events", "scores", "final", "points"))
"""The keys of a JSON Lines sheet's objects (headers, hands, the final line)."""

_SHEET_OBJECT = re.compile(rb'\{\s*"(?:%s)"' % b"|".join(key.encode() for key in _SHEET_KEYS))
"""The start of a sheet's JSON object, for a first line too long to read whole."""


def _json_object(text: str | bytes) -> dict[str, Any] | None:
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        return None
    return value if isinstance(value, dict) else None


class SheetFileReader(Reader["GameRecord"]):
    """A game's score sheet (text or JSON Lines) read from a binary stream: its items are
    the sheet's games (:func:`~mjscore.sheet.iter_sheet`)."""

    name = "sheet"
    unit = "sheet"

    @classmethod
    def detect(cls, head: Head) -> bool:
        """A first line that is a sheet's: a header or a hand label first, or a JSON object
        of a sheet's keys with no ``hand``."""
        if head.line.startswith(b"{"):
            if not head.complete:
                return _SHEET_OBJECT.match(head.line) is not None
            value = _json_object(head.line)
            return value is not None and "hand" not in value and bool(_SHEET_KEYS & set(value))
        if CsvRecordReader.detect(head):  # (before the words: a column may be ``tsumo``)
            return False
        try:
            return is_sheet_line(head.line.decode("utf-8"))
        except UnicodeDecodeError:
            return False

    def split(self, stream: BinaryIO) -> Iterator[GameRecord]:
        """The games of the sheet, its lines read as ``mjscore game`` reads them
        (:func:`~mjscore.sheet.sheet_lines`: a line that is not UTF-8 is that line's error);
        the stream is left open."""
        # (start-up time: the sheet reader loads to read a sheet, not to detect one)
        from .lines import sheet_lines
        from .reader import iter_sheet

        yield from iter_sheet(sheet_lines(stream), source=getattr(stream, "name", None))

    def read(self, raw: GameRecord) -> GameRecord:
        """A game as :meth:`split` read it."""
        return raw


SHEET_READERS: tuple[type[Reader[Any]], ...] = (SheetFileReader,)
"""The sheet's readers, which ``mjscore check`` and ``batch`` ask before the record formats
(to name ``mjscore game`` for a sheet)."""

_RECORD_WORDS = {"jsonl": "JSON Lines hand records", "csv": "a CSV table of hand records",
                 "args": "hand records as argument lines"}


def records_format(line: str) -> str | None:
    """The record format whose file starts with ``line`` (``jsonl``, ``csv`` or ``args``),
    or None when ``line`` is no hand record's: a JSON object with a ``hand``, a CSV header
    row of record keys, or an argument line whose first words are a hand in notation."""
    text = line.strip().removeprefix("\ufeff")
    if CsvRecordReader.detect(Head(text.encode("utf-8"))):  # (a column may be ``tsumo``)
        return "csv"
    if not text or is_sheet_line(text):
        return None
    if text.startswith("{"):
        value = _json_object(text)
        return "jsonl" if value is not None and "hand" in value else None
    try:
        parse_hand(parse_argument_line(text)["hand"])
    except MjscoreError:
        return None
    return "args"


def wrong_file_error(kind: str) -> SheetError:
    """The error of a sheet whose first line shows a file of hand records of ``kind``."""
    return SheetError(f"this file holds {_RECORD_WORDS[kind]}, not a game sheet: check their "
                      "claims with `mjscore check FILE` (or score them with `mjscore batch "
                      "FILE`)", code="wrong_command")
