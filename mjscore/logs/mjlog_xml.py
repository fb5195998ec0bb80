"""An mjlog document as the reader takes it: its text, and its root's children read by one
scan of regular expressions (:func:`scan_tags`) or, for a document that is not plain, by the
XML parser (:func:`~mjscore.logs.mjlog_cut.complete_elements` for one cut
short).

A plain mjlog is what Tenhou writes: UTF-8 XML whose root holds only empty elements with
double-quoted attributes. The scan reads each run of draws and discards as its text and any
other element as a :class:`Tag`, holding no element but the one it gives; anything else
stops it (:class:`Irregular`), and the reader reads the document through
:mod:`xml.etree.ElementTree` instead, as before, with the same errors.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass

from ..base import LogError, UnsupportedLog
from .lobbies import Era
from .sources import GZIP_MAGIC, MAX_LOG_BYTES, inflate


class Irregular(Exception):
    """The document is not in the plain shape :func:`_tags` reads: the XML parser reads
    it instead."""


@dataclass(frozen=True, slots=True)
class Tag:
    """One empty element as the tag scanner reads it: its tag and attributes, the two
    things the reader asks of an element."""

    tag: str
    attrib: dict[str, str]


Element = ET.Element | Tag
"""An element as the reader reads it: its tag and attributes."""


_SPACE = r"[ \t\r\n]"
_NAME = r"[A-Za-z_][A-Za-z0-9_.-]*"
_VALUE = r'"[^"<&\x00-\x1f\ufffe\uffff]*"'
_ATTRIBUTES = rf"(?:{_SPACE}+{_NAME}={_VALUE})*"
_COMMENT = r"<!--(?:[^-\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]|-(?!-))*-->"
_PROLOG = re.compile(
    rf"(?:{_SPACE}|{_COMMENT})*"
    rf'(?:<\?xml{_SPACE}+version="1\.0"(?:{_SPACE}+encoding="(?i:utf-?8)")?{_SPACE}*\?>)?'
    rf"(?:{_SPACE}|{_COMMENT})*<mjloggm{_ATTRIBUTES}{_SPACE}*>")
"""The start of a plain mjlog, up to its root element's start tag."""
_ITEM = re.compile(
    rf"((?:<[DEFGTUVW][0-9]+/>)+)|<({_NAME}){_ATTRIBUTES}{_SPACE}*/>|{_SPACE}+|{_COMMENT}")
"""One item of a plain mjlog's root element: a run of draws and discards, an empty element,
white space or a comment."""
_END = re.compile(rf"</mjloggm{_SPACE}*>(?:{_SPACE}|{_COMMENT})*\Z")
_ATTRIBUTE = re.compile(rf'({_NAME})="([^"]*)"')


def scan_tags(text: str) -> Iterator[str | Tag]:
    """The children of a plain mjlog's root, read by one scan of regular expressions: each
    run of draws and discards as its text (``<T12/><D12/>``), any other element as a
    :class:`Tag`.

    A plain mjlog is UTF-8 XML whose root holds only empty elements with double-quoted
    attributes free of entities and of white space other than spaces, comments and white
    space between them: what Tenhou writes. Anything else (a document cut short, broken
    XML, entities, text in the root) raises :class:`Irregular` when the scan reaches it,
    and the document is read by the XML parser instead, which reads it as before and
    makes the same errors. The scan holds no element but the one it yields.
    """
    start = _PROLOG.match(text)
    if start is None:
        raise Irregular
    at = start.end()
    end = _END.search(text, at)
    stop = end.start() if end is not None else len(text)
    item = _ITEM.match
    while at < stop:
        found = item(text, at, stop)
        if found is None:
            raise Irregular
        at = found.end()
        moves, tag = found.group(1, 2)
        if moves is not None:
            yield moves
        elif tag is not None:
            attributes = found.group()
            attrib = dict(_ATTRIBUTE.findall(attributes, len(tag) + 1))
            if len(attrib) != attributes.count('="'):
                raise Irregular  # an attribute given twice
            yield Tag(tag, attrib)
    if end is None:
        raise Irregular


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


def ints(text: str) -> list[int]:
    """The numbers of a comma-separated list (parts of white space only are left out)."""
    if not text:
        return []
    try:
        return list(map(int, text.split(",")))
    except ValueError:  # (a part of white space, or no number: the latter raises again)
        return [int(part) for part in text.split(",") if part.strip()]
