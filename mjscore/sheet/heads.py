"""How a sheet's lines start: a header (``players:``) or a hand label (``E1``, ``東1局``).
The text grammar reads lines with these patterns
(:mod:`mjscore.sheet.text`); :mod:`mjscore.sheet.files` tells a sheet from another
command's file with :func:`is_sheet_line`, loading only this module and the words.
"""

from __future__ import annotations

import re

from .words import HEADER_WORDS, word_key

__all__ = ["HEADER", "LABEL", "is_sheet_line"]

HEADER = re.compile(r"\s*(?P<key>[^\W\d][\w-]*(?: [^\W\d][\w-]*)?)\s*[:：]")
"""A header line's start: its key and the colon (a full-width one too)."""

_LABEL_PART = r"[0-9０-９〇一二三四五六七八九十]+"
LABEL = re.compile(
    rf"\s*(?P<round>[EeSsWwNnＥｅＳｓＷｗＮｎ東南西北])\s*(?P<number>{_LABEL_PART})\s*局?"
    rf"(?:\s*[-.－．]\s*(?P<honba>{_LABEL_PART})|\s*(?P<ja>{_LABEL_PART})\s*本場)?"
    r"\s*[:：]?(?=\s|[;；]|$)")
"""A hand label at a line's start: ``E1``, ``S4-2``, ``東1局1本場``."""


def is_sheet_line(line: str) -> bool:
    """Whether a line is plainly one of a sheet's: a header (``players:``, ``rules:``, …) or
    a line that starts with a hand label (``E1``, ``東1局``). What tells a sheet from another
    command's file by its first line. (A line that starts with an event word, ``riichi A``,
    is a sheet's too, but so may prose be, ``Draw the tiles…``: it is not taken for one.)

    >>> [is_sheet_line(text) for text in ("players: A B C D", "E1 ron A from B 1000",
    ...                                   "2m345p567s+2m [678p] [7-77z] --seat W",
    ...                                   "Draw the tiles")]
    [True, True, False, False]
    """
    if LABEL.match(line):
        return True
    match = HEADER.match(line)
    return match is not None and word_key(match["key"]) in HEADER_WORDS
