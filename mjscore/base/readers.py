"""Readers: a stream of bytes in, records (or whole games) out, each with the errors met.

A :class:`Reader` is one input format. It cuts the stream into raw items
(:meth:`Reader.split`, cheap, in the reading process) and reads each into a :class:`Record`
(one hand to score) or a whole game (:class:`mjscore.logs.Game`: an mjlog document, a
tenhou.net/6 log)
with :meth:`Reader.read`, which may run in a worker process. Reading never raises for bad
input: like python-chess's PGN reader, it collects the errors on the item
(``Record.errors``) and the next item is read as usual.

The formats themselves live where their input's meaning does: the record formats in
:mod:`mjscore.records` (``jsonl``, ``csv``, ``args``: ``records.RECORD_READERS``), the game
log formats in :mod:`mjscore.logs` (``mjlog``, ``tenhou6``: ``logs.GAME_READERS``, with the
:class:`~mjscore.logs.GameReader` base). :func:`detect_format` asks the readers it is given,
in order, whether an input is theirs; it looks at the content only, the first line that is
neither blank nor a ``#`` comment, never at a file name; and past that line when it is JSON
that is no plain record (a lone ``{``, ``[1,2]``, ``null``): one bad record before JSON Lines
records does not make the file a game log or argument lines.
"""

from __future__ import annotations

import abc
import codecs
import json
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, BinaryIO, ClassVar, Generic, Literal, NamedTuple, TypeVar

from .errors import BatchError, MjscoreError, RecordError
from .values import filler

MAX_LINE_BYTES = 65_536
"""Longest record line read (bytes, line ending included); a longer line is an error record."""

HEAD_BYTES = 1 << 20
"""How far detection reads ahead of the input's start looking for the line after a doubtful
first record (:attr:`Head.next`). The blank and comment lines before the first record are
read past however many there are: they are counted, not kept."""

_BOM = codecs.BOM_UTF8

@dataclass(frozen=True, slots=True)
class Record:
    """One record as read: where it starts, its keys, and the errors met reading it.

    ``keys`` are those of a JSON Lines record (``hand``, the situation's keys, ``rules``,
    ``expect``, ``id``), as far as they could be read; a record with errors is not scored.
    """

    line: int
    """The 1-based line the record starts on."""
    keys: Mapping[str, Any] = field(default_factory=dict)
    errors: tuple[MjscoreError, ...] = ()


new_record = filler(Record)
"""A :class:`Record` of its fields' values in order, built as ``Record(*values)`` builds it
at a fraction of the cost (:func:`mjscore.base.filler`): readers make one a line."""


@dataclass(frozen=True, slots=True)
class Head:
    """What detection shows a reader: the first line of the input that is neither blank nor
    a comment, stripped (its start only, for a very long line)."""

    line: bytes
    complete: bool = True
    """False when the line is longer than :data:`MAX_LINE_BYTES` and only its start is
    here."""
    next: bytes | None = None
    """The next line that is neither blank nor a comment, stripped, when the first is
    :func:`_doubtful` and that one is whole; else None."""


def _doubtful(line: bytes) -> bool:
    """Whether a first line ``line`` may be one bad record of a JSON Lines file rather than
    what it looks like: JSON that is no plain object (``[1,2]``, ``null``, ``3``), an object
    holding a ``log`` (a game on a line), or a line opening with ``{`` or ``[`` that is no
    JSON (a corrupt record, or a document spread over lines)."""
    try:
        value = json.loads(line)
    except (ValueError, RecursionError):
        return line.startswith((b"{", b"["))
    return not isinstance(value, dict) or "log" in value


def _is_object(line: bytes) -> bool:
    try:
        return isinstance(json.loads(line), dict)
    except (ValueError, RecursionError):
        return False


Item = TypeVar("Item")
"""What a reader's items are read into: a :class:`Record`, or a whole game."""


class Reader(abc.ABC, Generic[Item]):
    """One input format: how to cut a stream into items and read each.

    Instances hold no state of a run, so that they can be sent to worker processes.
    """

    name: ClassVar[str]
    """The format's ``--format`` name."""
    unit: ClassVar[Literal["record", "game", "sheet"]] = "record"
    """What an item is: a record (a hand to score), a whole game from a log, or a game from
    a score sheet."""

    @classmethod
    @abc.abstractmethod
    def detect(cls, head: Head) -> bool:
        """Whether an input that starts this way is in this format."""

    @classmethod
    def notes(cls, head: Head) -> tuple[str, ...]:
        """What a run of an input that starts this way says once, before its items (a CSV
        header's columns that are no record keys): nothing, but for a format that says."""
        return ()

    @classmethod
    def own_columns(cls, head: Head) -> tuple[str, ...]:
        """The input's own columns that its output records carry as they are (a CSV file's
        columns that are no record keys), in their order: none, but for a format that
        has them."""
        return ()

    @abc.abstractmethod
    def split(self, stream: BinaryIO) -> Iterator[Any]:
        """The raw items of ``stream``, in order, without reading them."""

    @abc.abstractmethod
    def read(self, raw: Any) -> Item:
        """One raw item read, with the errors met; never raises for bad input."""

    def items(self, stream: BinaryIO) -> Iterator[Item]:
        """Every item of ``stream``, read."""
        return map(self.read, self.split(stream))


def detect_format(head: Head, readers: Iterable[type[Reader[Any]]]) -> type[Reader[Any]]:
    """The first of ``readers`` that says an input starting with ``head`` is its own.

    A :func:`_doubtful` first line followed by a JSON object that a record format says is
    its own (a JSON Lines record) is one bad record of that format: a pretty-printed
    tenhou.net/6 log opens with ``{`` too, but the line after it is a key, or an object
    holding a ``log``, which no record format claims.

    Raises:
        BatchError: ``unknown_format`` when none does, naming the formats asked.
    """
    readers = tuple(readers)
    if head.next is not None and _doubtful(head.line) and _is_object(head.next):
        second = Head(head.next)
        for reader in readers:
            if reader.detect(second):
                if reader.unit == "record":
                    return reader
                break
    names = []
    for reader in readers:
        if reader.detect(head):
            return reader
        names.append(reader.name)
    what = ("a JSON document that is no JSON Lines record (a tenhou.net/6 log?)"
            if head.line.startswith(b"{") else "no format mjscore reads")
    raise BatchError(f"cannot tell the input format: its first line looks like {what}; "
                     f"give --format ({', '.join(names)})", code="unknown_format")


# --------------------------------------------------------------------------- the input


class Input:
    """A binary stream read line by line, with the bytes counted, which can look at its
    head first (for detection) and then give it back to the reader: the blank and comment
    lines before its first record come back as empty lines (so that the line numbers stay
    right, and any number of them costs no memory), the rest as it was read."""

    def __init__(self, stream: BinaryIO) -> None:
        self._stream = stream
        self._pending = b""
        self._blank = 0
        """Lines before the first record (blank, comments) still to give back, empty."""
        self.bytes_read = 0
        """Bytes read from the stream so far (progress displays show it)."""
        self.name: str = getattr(stream, "name", "input")

    def _read(self, limit: int) -> bytes:
        data = self._stream.readline(limit)
        self.bytes_read += len(data)
        return data

    def readline(self, limit: int = -1) -> bytes:
        """The next line, at most ``limit`` bytes, as ``BinaryIO.readline`` gives it."""
        if self._blank:
            self._blank -= 1
            return b"\n"
        if not self._pending:  # (every line after the head: :meth:`_read`, without a call)
            data = self._stream.readline(limit)
            self.bytes_read += len(data)
            return data
        end = self._pending.find(b"\n") + 1 or len(self._pending)
        if limit >= 0:
            end = min(end, limit)
        line, self._pending = self._pending[:end], self._pending[end:]
        if not self._pending and not line.endswith(b"\n") and (limit < 0 or len(line) < limit):
            line += self._read(limit - len(line) if limit >= 0 else -1)  # finish the line
        return line

    def head(self) -> Head:
        """The first line that is neither blank nor a ``#`` comment, read ahead and kept for
        :meth:`readline` to give back (the lines before it, however many, as empty lines).
        """
        chunks: list[bytes] = []
        found, complete, continuing, first = b"", True, False, True
        while True:
            data = self._read(MAX_LINE_BYTES + 1)
            if not data:
                break
            text = (data[len(_BOM):] if first and data.startswith(_BOM) else data).strip()
            first = False
            if not continuing and text and not text.startswith(b"#"):
                chunks.append(data)
                found = text
                complete = len(data) <= MAX_LINE_BYTES or data.endswith(b"\n")
                break
            continuing = len(data) > MAX_LINE_BYTES and not data.endswith(b"\n")
            if not continuing:  # a line that is no record has ended: given back empty
                self._blank += 1
        following = (self._next_line(chunks, len(chunks[0]))
                     if found and complete and _doubtful(found) else None)
        self._pending = b"".join(chunks) + self._pending
        return Head(found, complete, following)

    def _next_line(self, chunks: list[bytes], size: int) -> bytes | None:
        """The next line that is neither blank nor a comment, read ahead into ``chunks``
        (within :data:`HEAD_BYTES` of the first record), stripped; None at the end of the input or
        for a line too long."""
        continuing = False
        while size < HEAD_BYTES:
            data = self._read(MAX_LINE_BYTES + 1)
            if not data:
                return None
            chunks.append(data)
            size += len(data)
            whole = len(data) <= MAX_LINE_BYTES or data.endswith(b"\n")
            text = data.strip()
            if not continuing and text and not text.startswith(b"#"):
                return text if whole else None
            continuing = not whole
        return None


class RawLine(NamedTuple):
    """One record's line as read: its 1-based number and its bytes, stripped."""

    line: int
    data: bytes
    too_long: bool = False


_raw_line = tuple.__new__
"""Makes a :class:`RawLine` from its three fields without the named tuple's ``__new__``, a
Python function (about 0.15 µs a line less)."""


class LineReader(Reader[Record]):
    """A format with one record a line: blank and ``#`` comment lines are skipped, a BOM,
    CRLF line endings and a missing final newline are fine, and a line longer than
    :data:`MAX_LINE_BYTES` is an error record."""

    def split(self, stream: BinaryIO) -> Iterator[RawLine]:
        readline = stream.readline
        number = 0
        while True:
            data = readline(MAX_LINE_BYTES + 1)
            if not data:
                return
            number += 1
            if number == 1 and data.startswith(_BOM):
                data = data[len(_BOM):]
            too_long = len(data) > MAX_LINE_BYTES and not data.endswith(b"\n")
            if too_long:
                # Keep the start (enough to tell a comment) and skip the rest, noting whether
                # anything but white space was in it.
                data = data.strip()[:64]
                while True:
                    rest = readline(MAX_LINE_BYTES)
                    if not data and rest.strip():
                        data = rest.strip()[:64]
                    if not rest or rest.endswith(b"\n"):
                        break
            data = data.strip()
            if data and not data.startswith(b"#"):
                yield _raw_line(RawLine, (number, data, too_long))

    def read(self, raw: RawLine) -> Record:
        if not raw.too_long:  # (the usual line: :meth:`decode` without a call)
            try:
                text = raw.data.decode("utf-8")
            except UnicodeDecodeError:
                pass
            else:
                return self.read_line(raw.line, text)
        decoded = self.decode(raw)
        return decoded if isinstance(decoded, Record) else self.read_line(raw.line, decoded)

    @staticmethod
    def decode(raw: RawLine) -> str | Record:
        """The line's text, or an error record for a line too long or not UTF-8."""
        if raw.too_long:
            return Record(raw.line, errors=(RecordError(
                f"the line is longer than {MAX_LINE_BYTES:,} bytes", code="line_too_long"),))
        try:
            return raw.data.decode("utf-8")
        except UnicodeDecodeError as err:
            return Record(raw.line, errors=(RecordError(
                f"the line is not valid UTF-8 (byte 0x{raw.data[err.start]:02x} at column "
                f"{err.start + 1})", code="invalid_utf8"),))

    @abc.abstractmethod
    def read_line(self, line: int, text: str) -> Record:
        """One line's text read into a record, with the errors met."""
