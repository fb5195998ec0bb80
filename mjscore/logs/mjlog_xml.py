"""An mjlog document as the reader takes it: its text, and its root's children read by one
scan of regular expressions (:func:`scan_tags`) or, for a document that is not plain, by the
XML parser (:func:`~mjscore.logs.mjlog_cut.complete_elements` for one cut
short).

A plain mjlog is what Tenhou writes: UTF-8 XML whose root holds only empty elements with
double-quoted attributes. The scan reads each run of draws and discards as its moves and any
other element as a :class:`Tag`, holding no element but the one it gives; anything else
stops it (:class:`Irregular`), and the reader reads the document through
:mod:`xml.etree.ElementTree` instead, as before, with the same errors.
"""

from __future__ import annotations

import codecs
import re
import sys
import zlib
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Any, TypeVar, overload

from ..base import LogError, UnsupportedLog, filler, value_class
from .lobbies import Era
from .sources import BZ2_MAGIC, GZIP_MAGIC, MAX_LOG_BYTES, inflate

if TYPE_CHECKING:  # (the XML parser is imported only where it reads: mjlog_document)
    import xml.etree.ElementTree as ET


class Irregular(Exception):
    """The document is not in the plain shape :func:`_tags` reads: the XML parser reads
    it instead."""


@value_class
class Tag:
    """One empty element as the tag scanner reads it: its tag and attributes, the two
    things the reader asks of an element."""

    tag: str
    attrib: dict[str, str]


_TAG = filler(Tag, arguments=True)
"""A :class:`Tag` built without its frozen ``__init__`` (:func:`~mjscore.base.filler`): the
scan makes one for every element."""

if TYPE_CHECKING:  # (an alias for annotations only: ET is not imported at run time)
    Element = ET.Element | Tag
    """An element as the reader reads it: its tag and attributes."""


_SPACE = r"[ \t\r\n]"
_NAME = r"[A-Za-z_][A-Za-z0-9_.-]*"
_VALUE = r'"[^"<&\x00-\x1f\ufffe\uffff]*"'
_ATTRIBUTES = rf"(?:{_SPACE}+{_NAME}={_VALUE})*+"
"""(Possessive: one way only to read them, and sre steps through them faster so.)"""
_COMMENT = r"<!--(?:[^-\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]|-(?!-))*-->"
_PROLOG = re.compile(
    rf"(?:{_SPACE}|{_COMMENT})*"
    rf'(?:<\?xml{_SPACE}+version="1\.0"(?:{_SPACE}+encoding="(?i:utf-?8)")?{_SPACE}*\?>)?'
    rf"(?:{_SPACE}|{_COMMENT})*<mjloggm{_ATTRIBUTES}{_SPACE}*>")
"""The start of a plain mjlog, up to its root element's start tag."""
_OTHER_ITEMS = rf"<({_NAME}){_ATTRIBUTES}{_SPACE}*/>|{_SPACE}+|{_COMMENT}"
_ASCII_VALUE = r'"[ !#-%\'-;=-\x7f]*"'
""":data:`_VALUE` in an ASCII text (as :meth:`str.isascii` tells at once): the ASCII
characters it takes, a class sre tests in one step for each character of a value, where
the class that takes any character but those is three steps and a table of 65,536 (a value
costs half as much: a game's seed is 3,400 characters)."""
_ITEM = re.compile(rf"((?:<[DEFGTUVW][0-9]+/>)+)|{_OTHER_ITEMS}")
"""One item of a plain mjlog's root element: a run of draws and discards, an empty element
(its tag the second group), white space or a comment: the definition of the scan's items."""
_QUICK_ITEM = re.compile(rf"(<[DEFGTUVW][0-9DEFGTUVW/<>]*/>)|{_OTHER_ITEMS}")
""":data:`_ITEM` with its run of moves read as a run of the characters of moves, up to their
last ``/>``: sre reads a class of characters repeated in one step, a group repeated a step
at a time and at several times the cost. The scan takes the run when each of its moves
is one of :data:`_PLAIN_MOVES` (a key of the scan's table of moves), as :data:`_ITEM`
reads it then; else :data:`_ITEM` reads the item. (A match of this run is never shorter
than :data:`_ITEM`'s there, so that it tells the end of a piece as surely.)"""
_ASCII_ITEM = re.compile(_QUICK_ITEM.pattern.replace(_VALUE, _ASCII_VALUE))
""":data:`_QUICK_ITEM` with :data:`_ASCII_VALUE`: the same items in an ASCII text, read
faster; the scan reads an ASCII piece with it."""
_PLAIN_MOVES = frozenset(f"{letter}{number}" for letter in "DEFGTUVW" for number in range(136))
"""The draws and discards of the 136 tile ids as Tenhou writes them (``T12``)."""
MOVE_TEXTS = {move: move for move in _PLAIN_MOVES}
"""The scan's table of moves by default (:func:`scan_tags`): each plain move as its text."""
M = TypeVar("M")
_END = re.compile(rf"</mjloggm{_SPACE}*>(?:{_SPACE}|{_COMMENT})*\Z")
_SHAPES: dict[str, tuple[str, tuple[str, ...]]] = {}
"""The tag and attribute names of each shape of element seen (:func:`_shape`), the text of
an element without its values (``<N who= m= />``); at most :data:`_MOST_SHAPES`: a log
has a few dozen."""
_MOST_SHAPES = 1024
_KNOWN: dict[str, Tag] = {}
"""The short elements seen (their text at most :data:`_SHORT` characters long, at most
:data:`_MOST_KNOWN` of them), each given again as the same :class:`Tag` (which no one
changes): a third of a log's elements are a riichi declared, a dora or a call written
before (``<REACH who="1" step="1"/>``)."""
_SHORT = 32
_MOST_KNOWN = 4096


@overload
def scan_tags(text: str | Iterable[str]) -> Iterator[list[str] | tuple[str, ...] | Tag]: ...


@overload
def scan_tags(text: str | Iterable[str], moves: Mapping[str, M]
              ) -> Iterator[list[M] | tuple[str, ...] | Tag]: ...


def scan_tags(text: str | Iterable[str], moves: Mapping[str, Any] = MOVE_TEXTS
              ) -> Iterator[list[Any] | tuple[str, ...] | Tag]:
    """The children of a plain mjlog's root, read by one scan of regular expressions: each
    run of draws and discards as its moves looked up in ``moves`` (``<T12/><D12/>`` as
    ``[moves["T12"], moves["D12"]]``, a new list the reader may keep; by default the texts
    of the moves), or, when one of them is not in ``moves``, as their texts
    (``("T12", "T136")``); any other element as a :class:`Tag`; ``text`` is the document, or
    its text in pieces (:func:`document_chunks`), which the scan reads one at a time (an
    element cut by the end of a piece is read with the next one). Every key of ``moves``
    is one of :data:`_PLAIN_MOVES` and every value true: each move of a run is read by one
    look-up, which tells at once whether the run is plain.

    A plain mjlog is UTF-8 XML whose root holds only empty elements with double-quoted
    attributes free of entities and of white space other than spaces, comments and white
    space between them: what Tenhou writes. Anything else (a document cut short, broken
    XML, entities, text in the root) raises :class:`Irregular` when the scan reaches it,
    and the document is read by the XML parser instead, which reads it as before and
    makes the same errors. The scan holds no element but the one it yields, and of the
    text only the piece it reads.
    """
    pieces = iter((text,) if isinstance(text, str) else text)
    text = next(pieces, "")
    while (start := _PROLOG.match(text)) is None:
        piece = next(pieces, None) if len(text) < _CARRY else None
        if piece is None:
            raise Irregular
        text += piece
    at, more = start.end(), True
    item, exact, get = _quick(text), _ITEM.match, moves.get
    near = len(text) - _MOVE_LENGTH
    while True:
        found = item(text, at)
        run: list[Any] | tuple[str, ...] | None = None
        if found is not None and found.lastindex == 1:
            run = list(map(get, text[at + 1:found.end() - 2].split("/><")))
            if not all(run):  # (the moves as far as they go, or another item)
                found = exact(text, at)
                run = tuple(found[1][1:-2].split("/><")) if found and found.lastindex == 1 else (
                    None)
        if found is None or (end := found.end()) > near:  # (a piece's end)
            piece = next(pieces, None) if more else None
            if piece is not None:
                if found is None and len(text) - at > _CARRY and not text.startswith(
                        "</", at):
                    raise Irregular  # (no element is that long)
                text, at = text[at:] + piece, 0
                item = _quick(text)
                near = len(text) - _MOVE_LENGTH
                continue
            more, near = False, len(text)
            if found is None:
                break
            end = found.end()
        at = end
        if run is not None:
            yield run
        elif found.lastindex == 2:  # (an element: its values between its quotes)
            whole = found[0]
            short = len(whole) <= _SHORT
            if short and (known := _KNOWN.get(whole)) is not None:
                yield known
                continue
            parts = whole.split('"')
            shape = "".join(parts[0::2])
            tag, keys = _SHAPES.get(shape) or _shape(shape, found[2])
            # (as many values as keys, by the shape: strict=True would cost ~1/5 more)
            element = _TAG(tag, dict(zip(keys, parts[1::2], strict=False)))
            if short and len(_KNOWN) < _MOST_KNOWN:
                _KNOWN[whole] = element
            yield element
    if _END.match(text, at) is None:
        raise Irregular


def _quick(text: str) -> Callable[[str, int], re.Match[str] | None]:
    """How the scan reads the items of this text: :data:`_ASCII_ITEM` if it is ASCII, else
    :data:`_QUICK_ITEM`."""
    return (_ASCII_ITEM if text.isascii() else _QUICK_ITEM).match


def _shape(shape: str, tag: str) -> tuple[str, tuple[str, ...]]:
    """The tag and the attribute names of an element of this shape (the element's text
    without its values, ``<N who= m= />``), kept in :data:`_SHAPES`.

    Raises:
        Irregular: for an attribute given twice.
    """
    keys = tuple(map(sys.intern, shape[len(tag) + 1:].replace("=", " ").split()[:-1]))
    if len(set(keys)) != len(keys):
        raise Irregular  # an attribute given twice
    if len(_SHAPES) < _MOST_SHAPES:
        _SHAPES[shape] = tag, keys
    return tag, keys


_CARRY = 1 << 20
"""The most text the scan reads on for the start of the document or for one item."""
_MOVE_LENGTH = len("<W135/>") + 1
"""An item ending this near the end of a piece may go on in the next (a run of moves,
white space): it is read again with the next piece, so that the items are the whole
document's."""


def document_chunks(read: Callable[[int], bytes]) -> Iterator[str]:
    """The text of an mjlog, a piece at a time, from ``read(n)`` (a file's or a buffer's
    ``read``), its bytes plain or gzip-compressed, decompressed and decoded as they come.

    Raises:
        Irregular: for anything that the whole document, read at once, answers with an
            error of its own (bz2 data, broken or cut gzip data, more than
            :data:`MAX_LOG_BYTES`, text that is not UTF-8): read whole, it gets it.
    """
    decode = codecs.utf_8_decode
    rest, first = b"", True
    try:
        for chunk in _plain_chunks(read):
            data = rest + chunk if rest else chunk
            if first:
                if len(data) < len(codecs.BOM_UTF8) and codecs.BOM_UTF8.startswith(data):
                    rest = data
                    continue
                first = False
                if data.startswith(codecs.BOM_UTF8):  # (as "utf-8-sig" decodes)
                    data = data[len(codecs.BOM_UTF8):]
            text, used = decode(data, "strict", False)
            rest = data[used:]
            if text:
                yield text
        text, _ = decode(rest, "strict", True)
    except UnicodeDecodeError:
        raise Irregular from None
    if text:
        yield text


_CHUNK = 1 << 20


def _plain_chunks(read: Callable[[int], bytes]) -> Iterator[bytes]:
    data, size = read(_CHUNK), 0
    while len(data) < len(BZ2_MAGIC) and (more := read(_CHUNK)):  # (the magic bytes whole)
        data += more
    if data.startswith(BZ2_MAGIC):
        raise Irregular
    if not data.startswith(GZIP_MAGIC):
        start = data.lstrip(b"\xef\xbb\xbf \t\r\n")[:1]
        if start and start != b"<":
            raise Irregular  # (no XML: told by its first bytes, not decoded)
        while data:
            size += len(data)
            if size > MAX_LOG_BYTES:
                raise Irregular
            yield data
            data = read(_CHUNK)
        return
    while True:  # one gzip stream after another, as inflate() reads them
        stream = zlib.decompressobj(wbits=31)
        while not stream.eof:
            if not data:
                data = read(_CHUNK)
                if not data:
                    raise Irregular  # (cut short)
            try:
                out = stream.decompress(data, _CHUNK)
            except zlib.error:
                raise Irregular from None
            data = stream.unconsumed_tail
            size += len(out)
            if size > MAX_LOG_BYTES:
                raise Irregular
            if out:
                yield out
            while len(out) == _CHUNK and not data and not stream.eof:  # (output held back)
                out = stream.decompress(b"", _CHUNK)
                size += len(out)
                if size > MAX_LOG_BYTES:
                    raise Irregular
                if out:
                    yield out
        data = stream.unused_data
        while len(data) < len(GZIP_MAGIC) and (more := read(_CHUNK)):
            data += more
        if not data.startswith(GZIP_MAGIC):
            return  # (the end, or trailing bytes, which inflate() leaves too)


def undated_era(root: ET.Element) -> Era:
    """The era of a log without a date, from its own evidence: the logs of 2009 have no
    ``<SHUFFLE>`` element or one with a hexadecimal seed (base64 from 2010 on); later final
    records with a fraction of a point are exact, whole points are rounded."""
    shuffle = root.find("SHUFFLE")
    if shuffle is None or "base64" not in shuffle.attrib.get("seed", ""):
        return Era.EARLY
    for element in reversed(root):
        owari = element.attrib.get("owari")
        if owari is not None:
            points = owari.split(",")[1::2]
            if any(not float(point).is_integer() for point in points if _is_number(point)):
                return Era.EXACT
            return Era.ROUNDED
    return Era.EXACT


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def document_text(data: bytes | str, partial: bool = False) -> str:
    if isinstance(data, str):
        return data
    if data[:2] == GZIP_MAGIC:
        inflated = inflate(data)
        if inflated.problem == "too_large":
            raise UnsupportedLog(f"not a game log: larger than {MAX_LOG_BYTES:,} bytes "
                                 "decompressed", code="unsupported_log")
        if inflated.problem == "corrupt":
            raise LogError(f"broken gzip data: {inflated.detail}", code="corrupt_gzip")
        if inflated.problem == "truncated" and not partial:
            raise LogError("the gzip data stops before its end", code="truncated_log")
        data = inflated.data  # (a cut stream: what came before the cut, read as cut XML)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise UnsupportedLog("not a Tenhou mjlog: the file is not UTF-8 text",
                             code="unsupported_log") from None


def show(element: Element) -> str:
    attributes = "".join(f' {key}="{value}"' for key, value in element.attrib.items())
    text = f"<{element.tag}{attributes}/>"
    return text if len(text) <= 80 else text[:77] + "…/>"


_NUMBERS = {str(number): number for number in range(-1000, 1001)}
"""The numbers an mjlog writes most, each by its text (``str``): seeds, tile ids, scores in
hundreds and their changes, which :func:`ints` looks up rather than parses."""


def ints(text: str) -> list[int]:
    """The numbers of a comma-separated list (parts of white space only are left out)."""
    if not text:
        return []
    parts = text.split(",")
    try:
        return list(map(_NUMBERS.__getitem__, parts))  # (the same numbers, sooner)
    except KeyError:
        pass
    try:
        return list(map(int, parts))
    except ValueError:  # (a part of white space, or no number: the latter raises again)
        return [int(part) for part in parts if part.strip()]
