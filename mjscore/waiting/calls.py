"""Whether to call (鳴くか): each pon, chi and open kan a discarded tile allows a 13-tile hand,
with the shanten and acceptance after it, and "no call" beside them.

After a pon or a chi the hand discards: its row is the best discard (by shanten, then
acceptance; swap-calling, 喰い替え, is not offered: not the tile called, nor for a chi the tile
three away on the run's other side). After a kan it draws a replacement tile: its row is the
13-tile hand's. The called tile counts as seen. Each row says whether the hand keeps a yaku
(:func:`keeps_yaku`). ``docs/waits.md`` has the rules and examples.

>>> view = call_options("23m456p678s55z199p", "5z", "across")
>>> [(option.call, option.shanten, option.acceptance_count, option.yaku)
...  for option in view.options]
[('none', 1, 11, True), ('pon', 0, 8, True)]
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from ..base import InvalidHand, InvalidSituation
from ..hand import (
    DRAGON_KINDS,
    Meld,
    MeldKind,
    Source,
    Suit,
    Tile,
    WaitingHand,
    parse_tile,
)
from ..rules import Rules
from ..situation import Situation
from .analysis import _parse, _situation, waits
from .discards import discard_rows
from .efficiency import Accepted, accepted_tiles, kinds_in_play, visible_counts
from .furiten import Table

__all__ = ["CALL_SOURCES", "CallOption", "CallView", "call_options", "keeps_yaku"]

CALL_SOURCES: dict[str, Source] = {"left": Source.PREVIOUS, "across": Source.ACROSS,
                                   "right": Source.NEXT}
"""Who discarded the tile, as ``--from`` names them: the player on the left (上家, the only
one a chi can take from), across (対面) or on the right (下家)."""


@dataclass(frozen=True, slots=True)
class CallOption:
    """One way to answer the discard: ``none`` (no call), ``pon``, ``chi`` or ``kan``."""

    call: str
    meld: Meld | None
    discard: Tile | None
    """The best discard after a pon or a chi (None for no call and a kan)."""
    shanten: int
    acceptance: tuple[Accepted, ...]
    yaku: bool
    """The hand keeps a yaku after it (:func:`keeps_yaku`)."""

    @property
    def acceptance_count(self) -> int:
        """The copies left of every accepted kind together."""
        return sum(accepted.left for accepted in self.acceptance)

    def as_record(self) -> dict[str, Any]:
        """``{"call", "meld", "discard", "shanten", "acceptance", "acceptance_count",
        "yaku"}``."""
        return {"call": self.call, "meld": None if self.meld is None else str(self.meld),
                "discard": None if self.discard is None else str(self.discard),
                "shanten": self.shanten,
                "acceptance": [accepted.as_record() for accepted in self.acceptance],
                "acceptance_count": self.acceptance_count, "yaku": self.yaku}


@dataclass(frozen=True, slots=True)
class CallView:
    """The calls a discarded tile allows a hand, "no call" first."""

    hand: WaitingHand
    tile: Tile
    source: str
    options: tuple[CallOption, ...]
    situation: Situation
    rules: Rules
    table: Table

    def as_record(self) -> dict[str, Any]:
        """``{"hand", "tile", "from", "calls": [...]}``, each call as
        :meth:`CallOption.as_record`."""
        return {"hand": str(self.hand), "tile": str(self.tile), "from": self.source,
                "calls": [option.as_record() for option in self.options]}


def call_options(hand: WaitingHand | str, tile: Tile | str, source: str, *,
                 rules: Rules | str | Mapping[str, Any] = "tenhou",
                 **situation: Any) -> CallView:
    """Each pon, chi and open kan that ``tile``, discarded by the player ``source`` (a key
    of :data:`CALL_SOURCES`), allows the 13-tile ``hand``, and no call, with the shanten,
    acceptance and yaku after each. The keywords are those of :func:`~mjscore.waits`.

    Raises:
        InvalidHand: ``not_thirteen_tiles`` for a hand just drawn.
        InvalidSituation: ``invalid_call_source`` for another ``source``; the copy errors
            of :func:`~mjscore.waits` when the tile is a fifth copy.
    """
    parsed = _parse(hand)
    if parsed.size != 13:
        raise InvalidHand(f"{parsed} has 14 tiles: a call is answered by a hand of 13",
                          code="not_thirteen_tiles")
    called = parse_tile(tile) if isinstance(tile, str) else tile
    if source not in CALL_SOURCES:
        raise InvalidSituation(f"--from takes left, across or right, not {source!r}"[:120],
                               code="invalid_call_source")
    base, table, resolved = _situation(parsed, rules, situation)
    waiting = replace(table, seen=(*table.seen, called))
    visible = visible_counts(parsed, base, waiting)
    if visible[called.kind] > 4:
        raise InvalidSituation(f"a fifth {called} is in view with the tile called",
                               code="too_many_copies_seen")
    kinds = kinds_in_play(resolved)
    steps, accepted = accepted_tiles(parsed.concealed_counts, len(parsed.melds),
                                     parsed.counts, visible, kinds)
    options = [CallOption("none", None, None, steps, accepted,
                          parsed.is_closed or keeps_yaku(parsed, base, resolved))]
    for call, meld, used in _melds(parsed, called, CALL_SOURCES[source]):
        rest = list(parsed.concealed)
        for taken in used:
            rest.remove(taken)
        # After a pon or chi: 14 tiles, a discard to come; after a kan: 13, a draw to come.
        after = WaitingHand(tuple(rest), (*parsed.melds, meld))
        if meld.kind is MeldKind.OPEN_KAN:
            steps, accepted = accepted_tiles(after.concealed_counts, len(after.melds),
                                             after.counts,
                                             visible_counts(after, base, table), kinds)
            options.append(CallOption(call, meld, None, steps, accepted,
                                      _yaku_after(after, steps, base, table, resolved)))
            continue
        barred = _swap_kinds(meld, called)
        rows = [row for row in discard_rows(after, base, table, resolved, values=False)
                if row.tile.kind not in barred]
        if not rows:
            continue
        best = rows[0]
        left = after.without(best.tile)
        options.append(CallOption(call, meld, best.tile, best.shanten, best.acceptance,
                                  _yaku_after(left, best.shanten, base, table, resolved)))
    return CallView(parsed, called, source, tuple(options), base, resolved, table)


def keeps_yaku(hand: WaitingHand, situation: Situation, rules: Rules) -> bool:
    """Whether an open hand, as its tiles stand, holds a yaku an open hand can have: a
    triplet of a dragon, the seat wind or the round wind (in a meld or concealed); all
    simples (where the rules count an open tanyao); or one suit with or without honors
    (honitsu, chinitsu). Other yaku (toitoi, chanta, ittsu, sanshoku, …) are not looked
    for; a tenpai hand is judged by its waits' values instead (see :func:`call_options`)."""
    counts = hand.counts
    valued = {*DRAGON_KINDS, 27 + situation.seat.number, 27 + situation.round.number}
    if any(counts[kind] >= 3 for kind in valued):
        return True
    tiles = list(hand.tiles())
    if rules.open_tanyao and all(tile.is_simple for tile in tiles):
        return True
    suits = {tile.suit for tile in tiles if tile.suit is not Suit.HONOR}
    return len(suits) == 1


def _yaku_after(hand: WaitingHand, steps: int, situation: Situation, table: Table,
                rules: Rules) -> bool:
    """A tenpai hand keeps a yaku when some wait pays on ron or tsumo; else
    :func:`keeps_yaku`."""
    if steps == 0 and hand.size == 13:
        result = waits(hand, rules=rules, **_keys(situation, table))
        if result.tenpai:
            return any(wait.ron_value or wait.tsumo_value for wait in result.waits)
    return keeps_yaku(hand, situation, rules)


def _keys(situation: Situation, table: Table) -> dict[str, Any]:
    return {"seat": situation.seat.value, "round": situation.round.value,
            "dora": situation.dora, "discards": table.discards, "seen": table.seen,
            "honba": situation.honba, "sticks": situation.sticks}


def _melds(hand: WaitingHand, called: Tile, source: Source
           ) -> list[tuple[str, Meld, tuple[Tile, ...]]]:
    """Every meld the tile makes with the hand's concealed tiles: pon, open kan, and from
    the left, each chi."""
    same = [tile for tile in hand.concealed if tile.kind == called.kind]
    found: list[tuple[str, Meld, tuple[Tile, ...]]] = []
    if len(same) >= 2:
        used = tuple(sorted(same, key=lambda tile: tile.red)[:2])
        found.append(("pon", Meld(MeldKind.PON, (*used, called), called, source), used))
    if len(same) >= 3:
        used = tuple(same[:3])
        found.append(("kan", Meld(MeldKind.OPEN_KAN, (*used, called), called, source), used))
    if source is Source.PREVIOUS and called.suit is not Suit.HONOR:
        by_kind = {tile.kind: tile for tile in sorted(hand.concealed, key=lambda t: t.red)}
        for low in (called.kind - 2, called.kind - 1, called.kind):
            run = [low, low + 1, low + 2]
            if low // 9 != called.kind // 9 or (low + 2) // 9 != called.kind // 9:
                continue
            others = [kind for kind in run if kind != called.kind]
            if all(kind in by_kind for kind in others):
                used = tuple(by_kind[kind] for kind in others)
                found.append(("chi", Meld(MeldKind.CHI, (*used, called), called, source),
                              used))
    return found


def _swap_kinds(meld: Meld, called: Tile) -> set[int]:
    """The kinds swap-calling bars from the discard after ``meld``: the called kind, and
    for a chi taken at an end of the run, the kind three away on the other side."""
    barred = {called.kind}
    if meld.kind is MeldKind.CHI:
        low = min(tile.kind for tile in meld.tiles)
        rank = low % 9
        if called.kind == low and rank + 3 <= 8:
            barred.add(low + 3)
        elif called.kind == low + 2 and rank >= 1:
            barred.add(low - 1)
    return barred
