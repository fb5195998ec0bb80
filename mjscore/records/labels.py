"""A hand's round as clubs write it in a record: ``E1``, ``東1``, ``S2-1``, ``南2局1本場``.

The CSV format reads a ``round`` given as a hand label: the round wind is
the situation's ``round``, and the honba part, when there is one, its ``honba`` (which a
record's own ``honba`` must then agree with). The hand's number says who deals, which the
record gives as the winner's ``seat`` already: it is read and not used. (An argument line
takes a wind, as ``mjscore score --round`` does: the two read one situation.)

>>> read_round_label({"round": "東1局2本場", "seat": "W"})
{'round': 'E', 'seat': 'W', 'honba': 2}
>>> read_round_label({"round": "S", "honba": 1})
{'round': 'S', 'honba': 1}
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from ..base import RecordError

_WINDS = {"e": "E", "east": "E", "東": "E", "s": "S", "south": "S", "南": "S",
          "w": "W", "west": "W", "西": "W", "n": "N", "north": "N", "北": "N"}

_LABEL = re.compile(
    r"(?P<wind>east|south|west|north|[eswn東南西北])\s*(?:場)?\s*(?P<number>[1-4一二三四])?\s*局?"
    r"\s*(?:[-.]\s*(?P<honba>\d+)|(?P<ja>\d+)\s*本場)?", re.IGNORECASE)
"""A round label after NFKC (full-width letters and digits as ASCII)."""


def read_round_label(record: dict[str, Any]) -> dict[str, Any]:
    """``record`` with a ``round`` written as a hand label read into its wind and honba
    (changed in place, and returned); a ``round`` that is no label is left as it is, for the
    situation to read (and refuse).

    Raises:
        RecordError: ``invalid_value`` when the label's honba and the record's differ.
    """
    value = record.get("round")
    if not isinstance(value, str):
        return record
    match = _LABEL.fullmatch(unicodedata.normalize("NFKC", value).strip())
    if match is None:
        return record
    record["round"] = _WINDS[match["wind"].casefold()]
    honba_text = match["honba"] or match["ja"]
    if honba_text is not None:
        honba = int(honba_text)
        given = record.get("honba")
        if given is not None and given != honba:
            raise RecordError(f"the round {value!r} is at {honba} honba, and the record's "
                              f"honba is {given}", code="invalid_value")
        record["honba"] = honba
    return record
