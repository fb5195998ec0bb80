"""What the ledger knows between two hands and what it reports: the values that both the
ledger (``ledger.py``) and the final result (``standings.py``) work with.

:class:`GameState` is the table between two hands: the hand label (round, hand number,
honba), the scores, the riichi sticks on the table (and who put each one in), and whether the
game has ended and why. :class:`Mismatch` is one place where what the source wrote disagrees
with what the rules give; :class:`Summary` one thing that happened in a hand, for the views.

>>> state = GameState.start("tenhou")
>>> state.scores, str(state.label), state.dealer
((25000, 25000, 25000, 25000), 'E1', 0)
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from ..hand import Wind
from ..rules import Rules, resolve_rules
from .events import HandLabel, Scores
from .flow import End

__all__ = ["GameState", "Mismatch", "Summary"]


@dataclass(frozen=True, slots=True)
class GameState:
    """The table between two hands."""

    rules: Rules
    label: HandLabel
    """The next hand to play (or the last one played, once the game has ended)."""
    scores: Scores
    sticks: tuple[int, ...] = ()
    """The riichi sticks on the table: the seat that put each one in, oldest first."""
    end: End | None = None
    end_reason: str = ""
    """The source's words when it ended the game (:class:`~mjscore.game.GameEnd`)."""
    penalties: tuple[int, ...] = ()
    """The seat of each chombo that costs final points (``chombo_penalty``), oldest first."""

    @classmethod
    def start(cls, rules: Rules | str = "tenhou", scores: Scores | None = None) -> GameState:
        """The first hand, East 1, with every player (one a seat of the rules) at the start
        points unless ``scores`` are given."""
        resolved = resolve_rules(rules)
        start = (resolved.start_points,) * resolved.seats
        return cls(resolved, HandLabel(Wind.EAST, 1), scores or start)

    @property
    def dealer(self) -> int:
        """The seat that deals the hand of ``label``."""
        return self.label.number - 1

    @property
    def ended(self) -> bool:
        """The game is over."""
        return self.end is not None

    @property
    def honba(self) -> int:
        """Honba counters on the table."""
        return self.label.honba

    def as_record(self) -> dict[str, Any]:
        """JSON-ready: label, scores, honba, sticks (and their owners), end."""
        return {"label": str(self.label), "scores": list(self.scores),
                "honba": self.label.honba, "sticks": len(self.sticks),
                "stick_owners": list(self.sticks),
                "end": self.end.value if self.end else None}


@dataclass(frozen=True, slots=True)
class Mismatch:
    """What the source wrote disagrees with what the rules give."""

    line: int | None
    label: HandLabel | None
    field: str
    """``label``, ``sticks``, ``start_scores``, ``deltas``, ``end_scores``; for a win
    ``claim.<part>`` or ``recorded.<part>`` (``han``, ``fu``, ``limit``, ``yaku``,
    ``value``, ``deltas``); at the end ``final_scores`` and ``final_points``."""
    written: object
    ledger: object
    seat: int | None = None
    """The winner whose win disagrees, for a win's fields."""

    def __str__(self) -> str:
        where = f"line {self.line}" if self.line is not None else "the end"
        label = f" ({self.label})" if self.label is not None else ""
        who = f", seat {self.seat}" if self.seat is not None else ""
        return (f"{where}{label}{who}: {self.field} written {self.written!r}, "
                f"the rules give {self.ledger!r}")

    def as_record(self) -> dict[str, Any]:
        """JSON-ready."""
        return {"line": self.line, "label": str(self.label) if self.label else None,
                "field": self.field, "seat": self.seat, "written": _plain(self.written),
                "ledger": _plain(self.ledger)}


def _plain(value: object) -> object:
    if isinstance(value, tuple):
        return [_plain(item) for item in value]
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, (int, float, str, bool)) or value is None:
        return value
    return str(value)


@dataclass(frozen=True, slots=True)
class Summary:
    """One thing that happened in a hand, for the views: ``kind`` is ``riichi``, ``ron``,
    ``tsumo``, ``draw``, ``nagashi``, ``abort``, ``chombo``, ``foul``, ``adjustment`` or
    ``end``; ``seat`` who, ``source`` from whom (the discarder; the liable seat of a pao
    is in ``text``), ``value`` the points."""

    kind: str
    seat: int | None = None
    source: int | None = None
    value: int | None = None
    text: str = ""

    def as_record(self) -> dict[str, Any]:
        """JSON-ready."""
        return {"kind": self.kind, "seat": self.seat, "from": self.source,
                "value": self.value, "text": self.text}
