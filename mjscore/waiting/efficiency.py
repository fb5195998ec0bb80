"""Tile acceptance (受け入れ) as the table sees it: the kinds whose draw lowers a hand's
shanten, each with the copies of it not yet seen, and one row per discard of a hand just
drawn.

The count is :func:`mjscore.hand.acceptance` (the one shanten of :mod:`mjscore.hand`); this
module adds what the table shows. A copy is seen when it is in the hand (melds included),
is a dora or ura indicator, or was given as ``discards``, ``passed`` or ``seen``. The kinds
in play come from the rules (:func:`kinds_in_play`). ``docs/waits.md`` has the rules and
examples.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..hand import ALL_KINDS, REMOVED_IN_108, TILE_KINDS, Tile, WaitingHand, Wind, acceptance
from ..rules import Rules, TileSet
from ..situation import Situation

if TYPE_CHECKING:
    from .analysis import Waits
    from .furiten import Table

__all__ = ["Accepted", "DiscardRow", "Reached", "accepted_tiles", "kinds_in_play",
           "visible_counts"]


@dataclass(frozen=True, slots=True)
class Accepted:
    """A tile kind whose draw lowers the shanten, and the copies of it not yet seen."""

    tile: Tile
    left: int

    def as_record(self) -> dict[str, Any]:
        """``{"tile", "left"}``."""
        return {"tile": str(self.tile), "left": self.left}


@dataclass(frozen=True, slots=True)
class Reached:
    """At 1 shanten: the tenpai that drawing an accepted tile leads to, after its best
    discard, and the value of its best wait (the wait that pays most on ron, then tsumo;
    0 without a yaku)."""

    tile: Tile
    """The accepted tile drawn."""
    left: int
    discard: Tile
    """The discard then, best first as :func:`mjscore.tenpai_discards` ranks them."""
    waits: tuple[Tile, ...]
    ron: int
    tsumo: int

    def as_record(self) -> dict[str, Any]:
        """``{"tile", "left", "discard", "waits", "ron", "tsumo"}``."""
        return {"tile": str(self.tile), "left": self.left, "discard": str(self.discard),
                "waits": [str(tile) for tile in self.waits], "ron": self.ron,
                "tsumo": self.tsumo}


@dataclass(frozen=True, slots=True)
class DiscardRow:
    """One discard of a hand just drawn: the shanten after it and its acceptance; at
    0 shanten its waits (:class:`~mjscore.waiting.Waits`), at 1 shanten, when values were
    asked for, the tenpai each accepted tile leads to."""

    tile: Tile
    shanten: int
    acceptance: tuple[Accepted, ...]
    reached: tuple[Reached, ...] = ()
    waits: Waits | None = None

    @property
    def acceptance_count(self) -> int:
        """The copies left of every accepted kind together."""
        return sum(accepted.left for accepted in self.acceptance)

    def as_record(self) -> dict[str, Any]:
        """``{"tile", "shanten", "acceptance": [{"tile", "left"}], "acceptance_count"}``;
        at 0 shanten also ``worth``, ``furiten`` and ``waits`` (as :meth:`Waits.as_record`
        gives them), at 1 shanten with values ``tenpai`` (a list of
        :meth:`Reached.as_record`)."""
        record: dict[str, Any] = {
            "tile": str(self.tile), "shanten": self.shanten,
            "acceptance": [accepted.as_record() for accepted in self.acceptance],
            "acceptance_count": self.acceptance_count,
        }
        if self.waits is not None:
            full = self.waits.as_record()
            record["worth"] = self.waits.worth
            record["furiten"] = full["furiten"]
            record["waits"] = full["waits"]
        if self.reached:
            record["tenpai"] = [reached.as_record() for reached in self.reached]
        return record


_IN_108 = tuple(kind for kind in ALL_KINDS if kind not in REMOVED_IN_108)


def kinds_in_play(rules: Rules) -> tuple[int, ...]:
    """The tile kinds of the rules' set of tiles (``Rules.tiles``), in kind order: the only
    kinds acceptance offers (all 34 of the 136 tiles; with the 108 tiles of three-player
    mahjong, never 2m to 8m)."""
    return _IN_108 if rules.tiles is TileSet.NO_2M_8M else ALL_KINDS


def visible_counts(hand: WaitingHand, situation: Situation, table: Table) -> list[int]:
    """The copies of each kind seen: the hand and its melds, the dora and ura indicators,
    the Norths set aside as kita and the tiles of the table."""
    visible = list(hand.counts)
    for tile in (*situation.dora, *situation.ura, *table.tiles()):
        visible[tile.kind] += 1
    visible[Wind.NORTH.kind] += situation.kita
    return visible


def accepted_tiles(counts: Sequence[int], melds: int, held: Sequence[int],
                   visible: Sequence[int], kinds: Iterable[int]
                   ) -> tuple[int, tuple[Accepted, ...]]:
    """The shanten of a 13-tile hand's concealed ``counts`` and its acceptance: each kind in
    ``kinds`` that lowers it and that the hand (``held``, melds included) does not hold all
    four of, with its copies not in ``visible``."""
    steps, found = acceptance(counts, melds, held=held, kinds=kinds)
    return steps, tuple(Accepted(TILE_KINDS[kind], max(0, 4 - visible[kind]))
                        for kind in found)
