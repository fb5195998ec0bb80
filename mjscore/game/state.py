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
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from ..base import filler, value_class
from ..hand import Wind
from ..rules import Rules, resolve_rules
from .events import HandLabel, Scores
from .flow import End

__all__ = ["GameState", "Mismatch", "Sticks", "Summary"]


@dataclass(frozen=True, slots=True, eq=False)
class Sticks:
    """The riichi sticks on the table, counted by the seat that put them in: one count a
    seat, so that a state stays the same size however many sticks pile up (issue #26).

    It reads as the sequence of their owners, seat by seat, and equals that tuple:

    >>> sticks = Sticks.of((2, 0, 2)).add(1)
    >>> len(sticks), tuple(sticks), sticks == (0, 1, 2, 2), sticks.remove(2).counts
    (4, (0, 1, 2, 2), True, (1, 1, 1))
    """

    counts: tuple[int, ...] = ()
    """Sticks put in by each seat, from seat 0 (no trailing zeros)."""

    @classmethod
    def of(cls, owners: Iterable[int]) -> Sticks:
        """The sticks of these owners."""
        if isinstance(owners, Sticks):
            return owners
        counts: list[int] = []
        for seat in owners:
            counts += [0] * (seat + 1 - len(counts))
            counts[seat] += 1
        return cls(tuple(counts))

    def add(self, seat: int, count: int = 1) -> Sticks:
        """With ``count`` more sticks of ``seat``."""
        have = self.counts
        if count > 0 and seat >= len(have):  # (the usual riichi: its count ends the counts)
            return _new_sticks((*have, *(0,) * (seat - len(have)), count))
        counts = list(self.counts) + [0] * (seat + 1 - len(self.counts))
        counts[seat] += count
        return _new_sticks(_trimmed(counts))

    def remove(self, seat: int) -> Sticks:
        """With one stick of ``seat`` taken back.

        Raises:
            ValueError: when ``seat`` has no stick on the table.
        """
        if self.of_seat(seat) == 0:
            raise ValueError(f"seat {seat} has no stick on the table")
        counts = list(self.counts)
        counts[seat] -= 1
        return _new_sticks(_trimmed(counts))

    def of_seat(self, seat: int) -> int:
        """The sticks ``seat`` put in."""
        return self.counts[seat] if 0 <= seat < len(self.counts) else 0

    def __len__(self) -> int:
        return sum(self.counts)

    def __iter__(self) -> Iterator[int]:
        for seat, count in enumerate(self.counts):
            for _ in range(count):
                yield seat

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Sticks):
            return self.counts == other.counts
        if isinstance(other, tuple):
            return self.counts == Sticks.of(other).counts
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.counts)

    def __repr__(self) -> str:
        return f"Sticks({self.counts!r})"


def _trimmed(counts: list[int]) -> tuple[int, ...]:
    while counts and not counts[-1]:
        counts.pop()
    return tuple(counts)


_new_sticks = filler(Sticks, arguments=True)
"""The :class:`Sticks` of its counts, built without the frozen dataclass's ``__init__``
(:func:`mjscore.base.filler`): a riichi makes one."""


@value_class
class GameState:
    """The table between two hands."""

    rules: Rules
    label: HandLabel
    """The next hand to play (or the last one played, once the game has ended)."""
    scores: Scores
    sticks: Sticks = Sticks()
    """The riichi sticks on the table, by the seat that put each one in (a tuple of
    owners is taken too)."""
    end: End | None = None
    end_reason: str = ""
    """The source's words when it ended the game (:class:`~mjscore.game.GameEnd`)."""
    penalties: tuple[int, ...] = ()
    """The seat of each chombo that costs final points (``chombo_penalty``), oldest first."""
    claims: str = ""
    """How the source writes points-only claims (:data:`~mjscore.game.CLAIM_READINGS`:
    ``before_honba``, ``with_honba``, ``with_honba_and_sticks``), or ``""`` unsaid."""

    def __post_init__(self) -> None:
        if not isinstance(self.sticks, Sticks):
            object.__setattr__(self, "sticks", Sticks.of(self.sticks))

    @property
    def total(self) -> int:
        """The scores and the sticks on the table together: what no hand changes
        (an adjustment aside), so that points never appear or vanish."""
        return sum(self.scores) + len(self.sticks) * self.rules.riichi_deposit

    @classmethod
    def start(cls, rules: Rules | str = "tenhou", scores: Scores | None = None, *,
              claims: str = "") -> GameState:
        """The first hand, East 1, with every player (one a seat of the rules) at the start
        points unless ``scores`` are given; ``claims`` says how the source writes
        points-only claims."""
        resolved = resolve_rules(rules)
        scores = scores or (resolved.start_points,) * resolved.seats
        if cls is not GameState:
            return cls(resolved, _EAST_1, scores, claims=claims)
        # (every field as __init__ would leave it: one state a game)
        return _new_state(resolved, _EAST_1, scores, _NO_STICKS, None, "", (), claims)

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


_new_state = filler(GameState, derived=True, arguments=True)
"""A :class:`GameState` of every field's value (its ``sticks`` a :class:`Sticks` already,
as ``__post_init__`` makes them), built without the frozen dataclass's ``__init__``."""
_EAST_1 = HandLabel(Wind.EAST, 1)
"""The first hand's label (a value: every game's start shares it)."""
_NO_STICKS = Sticks()
"""No stick on the table (a value: every game's start and every win that collects the
sticks share it)."""


@value_class
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


@value_class
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
