"""A sheet's lines as bytes come in: each line on its own, whatever its bytes.

:func:`sheet_lines` cuts a binary stream (a file, standard input) into the sheet's lines
without trusting a locale or an encoding: each line is decoded as UTF-8 on its own, and a
byte that is not UTF-8 is kept as a lone surrogate (Python's ``surrogateescape``), so that
the line it spoils is the only one that gets an error. :func:`line_problem` says what is
wrong with a line of text that no reader should read: a line longer than
:data:`MAX_SHEET_LINE_BYTES`, a byte that is not UTF-8 (or a lone surrogate, which no UTF-8
text holds). :class:`~mjscore.sheet.SheetReader` asks it of every
line, whoever hands the line over.

>>> import io
>>> lines = list(sheet_lines(io.BytesIO(b"players: Aki Ben Chie Dai\\r\\nE1 caf\\xe9\\rE2")))
>>> lines
['players: Aki Ben Chie Dai', 'E1 caf\\udce9', 'E2']
>>> line_problem(lines[1]).message
'column 7: the line is not valid UTF-8 (byte 0xe9)'
>>> line_problem(lines[0]) is None
True
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import BinaryIO

from ..base import SheetError

__all__ = ["MAX_SHEET_LINE_BYTES", "line_problem", "sheet_lines"]

MAX_SHEET_LINE_BYTES = 65_536
"""The longest line of a sheet (bytes of UTF-8, its ending not counted), as long as a
record line of ``mjscore batch``: the longest real line is a few hundred bytes. A longer line
is ``line_too_long``; only its first bytes are read into memory."""

_SURELY_SHORT = MAX_SHEET_LINE_BYTES // 4
"""Characters no longer than the cap whatever they are (UTF-8 takes at most four bytes a
character): a line this short is not measured in bytes."""

_LONE_SURROGATE = re.compile("[\ud800-\udfff]")
"""A character no UTF-8 text holds: a byte that was not UTF-8, kept by ``surrogateescape``
(U+DC80 to U+DCFF), or a lone surrogate given in text."""

_ESCAPED = range(0xDC80, 0xDD00)
"""The lone surrogates ``surrogateescape`` makes of the bytes 0x80 to 0xFF."""


def sheet_lines(stream: BinaryIO) -> Iterator[str]:
    r"""The lines of a sheet read from ``stream``, one at a time as they arrive.

    A line ends at LF, CRLF or a lone CR (as Python's universal newlines end them); its
    ending is not part of it. Each line is decoded as UTF-8 on its own, a byte that is not
    UTF-8 kept as a lone surrogate (:func:`line_problem` tells it). Of a line longer than
    :data:`MAX_SHEET_LINE_BYTES` only the first bytes, one more than the cap, are given (so
    that :func:`line_problem` tells it too); the rest is read past, a cap's worth at a time.
    """
    readline = stream.readline
    while True:
        data = readline(MAX_SHEET_LINE_BYTES + 1)
        if not data:
            return
        if len(data) > MAX_SHEET_LINE_BYTES and not data.endswith(b"\n"):
            rest = data
            while rest and not rest.endswith(b"\n"):
                rest = readline(MAX_SHEET_LINE_BYTES)
            yield data.decode("utf-8", "surrogateescape")
            continue
        for part in data.removesuffix(b"\n").removesuffix(b"\r").split(b"\r"):
            yield part.decode("utf-8", "surrogateescape")


def line_problem(text: str) -> SheetError | None:
    """What makes ``text`` no line a reader reads (None when it is one): more than
    :data:`MAX_SHEET_LINE_BYTES` bytes (``line_too_long``), a byte that is not UTF-8, or a
    lone surrogate (``invalid_utf8``)."""
    if len(text) > _SURELY_SHORT and _size(text) > MAX_SHEET_LINE_BYTES:
        return SheetError(f"the line is longer than {MAX_SHEET_LINE_BYTES:,} bytes",
                          code="line_too_long")
    if text.isascii():  # (the usual line: one call)
        return None
    found = _LONE_SURROGATE.search(text)
    if found is None:
        return None
    code = ord(found.group())
    what = (f"not valid UTF-8 (byte 0x{code - 0xDC00:02x})" if code in _ESCAPED
            else f"not valid text (a lone surrogate, U+{code:04X})")
    return SheetError(f"the line is {what}", code="invalid_utf8", column=found.start() + 1)


def _size(text: str) -> int:
    """The bytes of ``text`` as read (a byte that was not UTF-8 counts one)."""
    try:
        return len(text.encode("utf-8", "surrogateescape"))
    except UnicodeEncodeError:  # a lone surrogate given as text
        return len(text.encode("utf-8", "surrogatepass"))
