"""The output forms every view shares: JSON, aligned plain-text tables and error objects.

JSON keys are stable snake_case, enums come out as their values, tuples as lists.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import fields, is_dataclass
from functools import cache
from typing import Any

FORMULA_MARKS = ("=", "+", "-", "@", "\t", "\r")
"""The first characters that make a spreadsheet read a cell as a formula (OWASP, "CSV
Injection", https://owasp.org/www-community/attacks/CSV_Injection)."""


def csv_text(text: str) -> str:
    """A CSV cell of text (a name, a title, an event, a note, a message, a hand as written)
    that no spreadsheet reads as a formula: one that begins with a :data:`FORMULA_MARKS`
    character gets a leading ``'``, as OWASP advises. Cells of mjscore's own numbers
    (``-1500``) are written as they are, and stay numbers.

    >>> csv_text("=1+2"), csv_text("-x"), csv_text("Aki")
    ("'=1+2", "'-x", 'Aki')
    """
    return "'" + text if text.startswith(FORMULA_MARKS) else text


def csv_line(cells: Sequence[str]) -> str:
    """One CSV row without its line end, each cell quoted when it must be: one holding the
    delimiter, a quote, a CR or an LF (so that no cell's line break ends the row)."""
    import csv  # here, not at the top: only the CSV outputs need it
    import io

    buffer = io.StringIO()
    # (the writer quotes a cell holding a character of its line end: CR LF covers both)
    csv.writer(buffer, lineterminator="\r\n").writerow(cells)
    return buffer.getvalue()[:-2]


def to_jsonable(value: Any) -> Any:
    """``value`` as plain JSON types: dataclasses as objects, enums as their values."""
    if isinstance(value, enum.Enum):
        return to_jsonable(value.value)
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_jsonable(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, Mapping):
        return {str(key): to_jsonable(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [to_jsonable(item) for item in value]
    return value


def render_json(value: Any) -> str:
    """One indented JSON document (UTF-8 text as it is, not escaped)."""
    import json  # here, not at the top: the table commands start faster without it

    return json.dumps(to_jsonable(value), ensure_ascii=False, indent=2)


def json_line(record: Mapping[str, Any]) -> str:
    """One record as one line of JSON (UTF-8 text as it is)."""
    return _line_encoder()(record)


def json_line_pieces(record: Mapping[str, Any], size: int = 1 << 16) -> Iterator[str]:
    """:func:`json_line` of ``record`` in pieces of about ``size`` characters, each list
    value written an item at a time: the same text, never held whole (a long log's replay
    record lists a mismatch a hand).

    >>> record = {"game": "g", "mismatches": [{"hand": "E1"}, 2] * 40, "none": []}
    >>> "".join(json_line_pieces(record, 1)) == json_line(record)
    True
    """
    if sum(len(value) for value in record.values() if isinstance(value, list)) < 64 or not all(
            isinstance(key, str) for key in record):
        yield json_line(record)  # (a short record at once)
        return
    encode = _line_encoder()
    parts, length = ["{"], 1
    for number, (key, value) in enumerate(record.items()):
        parts.append(f"{', ' if number else ''}{encode(key)}: ")
        if isinstance(value, list) and value:
            for index, item in enumerate(value):
                part = f"{', ' if index else '['}{encode(item)}"
                parts.append(part)
                length += len(part)
                if length >= size:
                    yield "".join(parts)
                    parts, length = [], 0
            parts.append("]")
        else:
            part = encode(value)
            parts.append(part)
            length += len(part)
    parts.append("}")
    yield "".join(parts)


@cache
def _line_encoder() -> Callable[[Any], str]:
    """The one encoder of every JSON line, ``json.JSONEncoder(ensure_ascii=False).encode``
    (``json.dumps`` with an option makes an encoder a call: a long sheet writes a line a
    hand), made once: the C encoder that ``encode`` makes a call, without its check of
    circular references (a record is plain data), which would hold a stale mark after an
    error; the same text (``tests/formatting/test_output.py``)."""
    import json  # (start-up time: loaded with the first JSON line)
    import json.encoder

    encoder = json.JSONEncoder(ensure_ascii=False)
    make = getattr(json.encoder, "c_make_encoder", None)
    if make is None:  # (an interpreter without the C module)
        encode: Callable[[Any], str] = encoder.encode
        return encode
    # (the arguments JSONEncoder.iterencode gives it, the markers None)
    chunks = make(None, encoder.default, json.encoder.encode_basestring, encoder.indent,
                  encoder.key_separator, encoder.item_separator, encoder.sort_keys,
                  encoder.skipkeys, encoder.allow_nan)
    join = "".join

    def encoded(value: Any) -> str:
        return join(chunks(value, 0))

    return encoded


def render_table(rows: Sequence[Sequence[object]], headers: Sequence[str]) -> str:
    """An aligned plain-text table with a header row."""
    # (start-up time: JSON output never loads tabulate)
    from tabulate import tabulate

    return tabulate(rows, headers=list(headers), tablefmt="simple", disable_numparse=True)


def render_aligned(rows: Sequence[Sequence[object]], headers: Sequence[str],
                   align: str) -> str:
    """A plain-text table whose columns are aligned by ``align``: one l, r or c each."""
    # (start-up time: JSON output never loads tabulate)
    from tabulate import tabulate

    cells = [[str(cell) for cell in row] for row in rows]
    if any(_is_wide(text) for text in (*headers, *(cell for row in cells for cell in row))):
        _measure_wide_chars()
    names = {"l": "left", "r": "right", "c": "center"}
    return tabulate(cells, headers=list(headers),
                    tablefmt="simple", disable_numparse=True,
                    colalign=[names[char] for char in align])


def _is_wide(text: str) -> bool:
    return any(ord(char) > 0x2E7F for char in text) and _has_wide_char(text)


def _has_wide_char(text: str) -> bool:
    # (start-up time: unicodedata loads for text beyond U+2E7F, not for every table)
    import unicodedata

    return any(ord(char) > 0x2E7F and unicodedata.east_asian_width(char) in "WF"
               for char in text)


class _EastAsianWidth:
    """Stands in for the optional ``wcwidth`` package, which tabulate asks how many columns
    a text takes: two for each wide (CJK) character, so that Japanese names line up."""

    @staticmethod
    def wcswidth(text: str) -> int:
        # (start-up time: unicodedata loads once a table has wide characters)
        import unicodedata

        return sum(2 if unicodedata.east_asian_width(char) in "WF" else
                   0 if unicodedata.combining(char) else 1 for char in text)


def _measure_wide_chars() -> None:
    """Make tabulate count wide characters as two columns (wcwidth, if installed, wins)."""
    # (start-up time: JSON output never loads tabulate)
    import tabulate as module

    if getattr(module, "wcwidth", None) is None:
        module.__dict__.update(wcwidth=_EastAsianWidth, WIDE_CHARS_MODE=True)


def display_width(text: str) -> int:
    """How many terminal columns ``text`` takes: two for a wide (CJK, full-width)
    character, none for a combining mark, one for any other."""
    if text.isascii():
        return len(text)
    return _EastAsianWidth.wcswidth(text)


def pad(text: str, width: int, *, right: bool = False) -> str:
    """``text`` padded with spaces to ``width`` terminal columns (on the left when
    ``right``); a wider text is kept whole."""
    fill = " " * max(width - display_width(text), 0)
    return fill + text if right else text + fill


def fit(text: str, width: int, *, right: bool = False) -> str:
    """``text`` padded to ``width`` terminal columns (on the left when ``right``), or cut
    short with "…" when it is wider."""
    size = display_width(text)
    if size > width:
        kept: list[str] = []
        size = 1
        for char in text:
            step = display_width(char)
            if size + step > width:
                break
            kept.append(char)
            size += step
        text = "".join(kept) + "…"
    pad = " " * (width - size)
    return pad + text if right else text + pad


def points_text(amount: int, *, signed: bool = False) -> str:
    """Points with thousands separators (``5,200``), signed when asked (``+5,200``)."""
    return f"{amount:+,}" if signed and amount else f"{amount:,}"


def error_data(code: str, message: str, column: int | None = None) -> dict[str, Any]:
    """The JSON object of an error: ``{"error": {"code", "message"}}``, and the 1-based
    column for bad notation."""
    error: dict[str, Any] = {"code": code, "message": message}
    if column is not None:
        error["column"] = column
    return {"error": error}
