"""Which tile to discard (何切る) at any shanten: every discard of a hand just drawn with the
shanten after it and its acceptance, and at 1 shanten the tenpai each accepted tile leads
to with the value of its best wait.

:func:`discard_view` is the library's answer for one hand (what the page at the table
shows); :func:`analyse` is what ``mjscore waits`` prints: :func:`~mjscore.waits` for 13
tiles, :func:`~mjscore.tenpai_discards` with these rows for 14. ``docs/waits.md`` has the
rules and examples.

>>> view = discard_view("34568m5678p23567s", values=False)
>>> view.shanten, [(str(row.tile), row.shanten, row.acceptance_count) for row in view.rows][:3]
(1, [('5p', 1, 27), ('8p', 1, 27), ('8m', 1, 20)])
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from ..base import InvalidHand
from ..hand import TILE_KINDS, Tile, WaitingHand, hand_shanten
from ..rules import Rules
from ..situation import Situation
from .analysis import (
    DiscardOption,
    Discards,
    Waits,
    _parse,
    _situation,
    tenpai_options,
    waits,
)
from .efficiency import (
    Accepted,
    DiscardRow,
    Reached,
    accepted_tiles,
    kinds_in_play,
    visible_counts,
)
from .furiten import Table

__all__ = ["DiscardView", "analyse", "discard_rows", "discard_view", "tenpai_discards"]


@dataclass(frozen=True, slots=True)
class DiscardView:
    """The discard view of one hand: for 14 tiles a row per discard, for 13 tiles its
    acceptance."""

    hand: WaitingHand
    shanten: int
    """The hand's shanten: of 14 tiles, −1 when they win already."""
    rows: tuple[DiscardRow, ...]
    """14 tiles: every discard, by shanten, then acceptance, then tile order."""
    acceptance: tuple[Accepted, ...]
    """13 tiles: each kind whose draw lowers the shanten (empty for 14 tiles)."""
    situation: Situation
    rules: Rules
    table: Table

    @property
    def acceptance_count(self) -> int:
        """The copies left of every accepted kind together."""
        return sum(accepted.left for accepted in self.acceptance)

    def as_record(self) -> dict[str, Any]:
        """JSON-ready: ``{"hand", "shanten", "discards": [...]}`` for 14 tiles (each row as
        :meth:`DiscardRow.as_record`), ``{"hand", "shanten", "acceptance",
        "acceptance_count"}`` for 13."""
        record: dict[str, Any] = {"hand": str(self.hand), "shanten": self.shanten}
        if self.hand.size == 14:
            record["discards"] = [row.as_record() for row in self.rows]
        else:
            record["acceptance"] = [accepted.as_record() for accepted in self.acceptance]
            record["acceptance_count"] = self.acceptance_count
        return record


def discard_view(hand: WaitingHand | str, *,
                 rules: Rules | str | Mapping[str, Any] = "tenhou", values: bool = True,
                 **situation: Any) -> DiscardView:
    """The discard view of a hand of 14 tiles (a row per discard) or 13 (its acceptance).

    The keywords are those of :func:`~mjscore.waits`. With ``values`` (the default), the
    rows at 1 shanten carry the tenpai each accepted tile leads to and its best wait's value
    under the situation given; without, only shanten and acceptance are counted (fast).

    Raises:
        ParseError, InvalidHand, InvalidSituation, RulesError: as :func:`~mjscore.waits`.
    """
    parsed = _parse(hand)
    base, table, resolved = _situation(parsed, rules, situation)
    if parsed.size == 14:
        rows = discard_rows(parsed, base, table, resolved, values=values)
        steps = min(row.shanten for row in rows) if rows else 0
        if _complete(parsed):
            steps = -1
        return DiscardView(parsed, steps, rows, (), base, resolved, table)
    steps, accepted = accepted_tiles(parsed.concealed_counts, len(parsed.melds), parsed.counts,
                                     visible_counts(parsed, base, table),
                                     kinds_in_play(resolved))
    return DiscardView(parsed, steps, (), accepted, base, resolved, table)


def tenpai_discards(hand: WaitingHand | str, *,
                    rules: Rules | str | Mapping[str, Any] = "tenhou",
                    compare_riichi: bool = False, values: bool = False,
                    **situation: Any) -> Discards:
    """Every discard from a 14-tile hand that leaves it tenpai, best first (``options``),
    and every discard with the shanten after it and its acceptance (``rows``,
    :func:`discard_rows`; with ``values``, the tenpai reached at 1 shanten too).

    The keywords are those of :func:`~mjscore.waits`. Each discard joins ``discards`` (so
    a discarded wait makes that choice furiten); ``passed`` tiles count as seen only, since
    the discard ends a passed win's furiten (after riichi, say ``passed_after_riichi``).

    Raises:
        InvalidHand: ``not_fourteen_tiles`` for a hand of 13 tiles; else as
            :func:`~mjscore.waits`.
    """
    parsed = _parse(hand)
    if parsed.size != 14:
        raise InvalidHand(f"{parsed} has 13 tiles: tenpai_discards takes a hand just drawn "
                          "(waits takes 13)", code="not_fourteen_tiles")
    base, table, resolved = _situation(parsed, rules, situation)
    options = tenpai_options(parsed, base, table, resolved, compare_riichi)
    rows = discard_rows(parsed, base, table, resolved, values=values, options=options)
    steps = -1 if _complete(parsed) else min(row.shanten for row in rows)
    return Discards(parsed, options, steps, base, resolved, table, rows)


def analyse(hand: WaitingHand | str, *, rules: Rules | str | Mapping[str, Any] = "tenhou",
            compare_riichi: bool = False, values: bool = True,
            **situation: Any) -> Waits | Discards:
    """:func:`~mjscore.waits` for 13 tiles; for 14, :func:`tenpai_discards` with every
    discard's row and, with ``values``, the tenpai reached at 1 shanten: what ``mjscore
    waits`` prints. ``analyse(...).as_record()`` is the command's JSON."""
    parsed = _parse(hand)
    if parsed.size == 13:
        return waits(parsed, rules=rules, compare_riichi=compare_riichi, **situation)
    return tenpai_discards(parsed, rules=rules, compare_riichi=compare_riichi, values=values,
                           **situation)


def discard_rows(hand: WaitingHand, ron: Situation, table: Table, rules: Rules, *,
                 values: bool = True, options: tuple[DiscardOption, ...] | None = None
                 ) -> tuple[DiscardRow, ...]:
    """Every discard of a 14-tile hand whose situation is checked: the shanten after it,
    its acceptance, its waits at 0 shanten (``options``: the hand's tenpai discards, when
    already found) and, with ``values``, the tenpai reached at 1 shanten."""
    counts = hand.concealed_counts
    melds = len(hand.melds)
    held = hand.counts
    visible = visible_counts(hand, ron, table)
    kinds = kinds_in_play(rules)
    if options is None:
        options = tenpai_options(hand, ron, table, rules)
    tenpai = {option.discard: option.waits for option in options}
    rows = []
    for tile in dict.fromkeys(hand.concealed):
        rest = list(counts)
        rest[tile.kind] -= 1
        after = list(held)
        after[tile.kind] -= 1
        steps, accepted = accepted_tiles(rest, melds, after, visible, kinds)
        reached: tuple[Reached, ...] = ()
        if values and steps == 1:
            reached = _reached(hand.without(tile), tile, accepted, ron=ron, table=table,
                               rules=rules)
        rows.append(DiscardRow(tile, steps, accepted, reached, tenpai.get(tile)))
    rows.sort(key=lambda row: (row.shanten, -row.acceptance_count,
                               -(row.waits.worth if row.waits else 0), row.tile.sort_key()))
    return tuple(rows)


def _reached(hand: WaitingHand, discard: Tile, accepted: tuple[Accepted, ...], *, ron: Situation,
             table: Table, rules: Rules) -> tuple[Reached, ...]:
    """For a 13-tile hand at 1 shanten after ``discard``: the best tenpai each accepted
    tile leads to (its discard, waits and best wait's value)."""
    after = replace(table, discards=(*table.discards, discard))
    found = []
    for item in accepted:
        drawn = WaitingHand((*hand.concealed, item.tile), hand.melds)
        options = tenpai_options(drawn, ron, after, rules)
        if not options:
            continue
        best = options[0].waits
        top = max(best.waits, key=lambda wait: (wait.ron_value, wait.tsumo_value))
        found.append(Reached(item.tile, item.left, options[0].discard,
                             tuple(dict.fromkeys(TILE_KINDS[wait.tile.kind]
                                                 for wait in best.waits)), top.ron_value,
                             top.tsumo_value))
    return tuple(found)


def _complete(hand: WaitingHand) -> bool:
    """The 14 tiles win as they are."""
    return hand_shanten(hand.concealed_counts, len(hand.melds)) < 0
