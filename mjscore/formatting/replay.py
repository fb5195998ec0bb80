"""The lines of ``mjscore replay``: one per game and one per mismatch, and the summary.

Everything here reads the JSON-ready records of :meth:`mjscore.logs.ReplayResult.as_record`,
so that worker processes send plain data and the views need no game objects.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

from .width import fit_text

STATUSES = ("ok", "mismatch", "skipped", "error")
"""The statuses the summary always counts, in its order."""

SOMETIMES = ("incomplete",)
"""The statuses the summary counts only when a game has them (after the others): a log
that stops before the end of its game."""


def game_lines(record: Mapping[str, Any], width: int | None = None) -> list[str]:
    """A game's line (status, id or file, counts) and one indented line per mismatch:
    the hand, the field, the log's value and mjscore's; each wrapped to ``width`` columns
    when given, its continuations indented."""
    if width is not None:
        return fit_text("\n".join(game_lines(record)), width).split("\n")
    status = record["status"]
    name = record["game"] or record["file"]
    if status in ("skipped", "error"):
        return [f"{status:<8} {record['file']}: {record['reason']}"]
    head = (f"{status:<8} {name}  {_count(record['hands'], 'hand')}, "
            f"{_count(record['wins'], 'win')}, {_count(record['draws'], 'draw')}")
    if name != record["file"]:
        head += f"  ({record['file']})"
    lines = [head]
    if record.get("stopped") is not None:
        lines.append(f"    stops  {record['reason']}")
    for mismatch in record["mismatches"]:
        said = (mismatch["message"] if mismatch.get("message") is not None
                else f"log {_value(mismatch['log'])}, mjscore {_value(mismatch['mjscore'])}")
        lines.append(f"    {mismatch['hand']:<6} {mismatch['field']}: {said}")
    if record.get("hint"):
        lines.append(f"    hint   {record['hint']}")
    return lines


def _value(value: object) -> str:
    if isinstance(value, list):
        return " ".join(_value(item) for item in value)
    return "-" if value is None else str(value)


def _count(number: int, word: str) -> str:
    return f"{number:,} {word}{'' if number == 1 else 's'}"


class Tally:
    """The summary of a run: how many files of each status, hands and wins played."""

    def __init__(self) -> None:
        self.statuses: Counter[str] = Counter()
        self.hands = 0
        self.wins = 0
        self.mismatches = 0

    def add(self, record: Mapping[str, Any]) -> None:
        """Count one game's record."""
        self.statuses[record["status"]] += 1
        self.hands += record["hands"]
        self.wins += record["wins"]
        self.mismatches += len(record["mismatches"])

    @property
    def files(self) -> int:
        """Every file counted."""
        return sum(self.statuses.values())

    @property
    def exit_code(self) -> int:
        """0 when every game played matched (skipped files aside), else 1."""
        return 1 if self.statuses["mismatch"] or self.statuses["error"] else 0

    def as_record(self) -> dict[str, int]:
        """JSON-ready."""
        return {"files": self.files, **{status: self.statuses[status]
                                         for status in (*STATUSES, *SOMETIMES)},
                "hands": self.hands, "wins": self.wins, "mismatches": self.mismatches}

    def text(self) -> str:
        """One line: ``replay: 3 files: 2 ok, 1 mismatch (2 differences), …``."""
        shown = (*STATUSES, *(status for status in SOMETIMES if self.statuses[status]))
        parts = ", ".join(f"{self.statuses[status]:,} {status}" for status in shown)
        differences = (f" ({_count(self.mismatches, 'difference')})"
                       if self.mismatches else "")
        return (f"replay: {_count(self.files, 'file')}: {parts}{differences}; "
                f"{_count(self.hands, 'hand')}, {_count(self.wins, 'win')} checked")


def tally(records: Iterable[Mapping[str, Any]]) -> Tally:
    """The summary of ``records``."""
    counted = Tally()
    for record in records:
        counted.add(record)
    return counted
