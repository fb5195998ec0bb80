"""What the table shows to a waiting hand, and what it bars: the player's discards, the
tiles passed and seen (:class:`Table`), furiten and its reasons (第５条), and the keywords of
a hand before its win read into its situation and table and checked together.

>>> situation, table = read_situation({"riichi": True, "discards": "5s", "passed": "2s"})
>>> waits_on = {Tile.parse("2s").kind, Tile.parse("5s").kind}
>>> [(f.reason.value, [str(t) for t in f.tiles])
...  for f in furiten_reasons(waits_on, situation, table)]
[('discard', ['5s']), ('passed_after_riichi', ['2s'])]
"""

from __future__ import annotations

import enum
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from ..base import InvalidSituation
from ..hand import (
    REMOVED_IN_108,
    TILE_KINDS,
    Hand,
    Tile,
    WaitingHand,
    Wind,
    find_excess_copy,
    parse_tile_list,
)
from ..rules import Rules, TileSet
from ..situation import BEFORE_WIN_KEYS, KEYS, Situation, check_situation, make_situation

SITUATION_KEYS = BEFORE_WIN_KEYS
"""The keys of :func:`mjscore.score` that a hand has before it wins
(``situation.BEFORE_WIN_KEYS``)."""


FURITEN_KEYS = ("discards", "passed", "passed_after_riichi", "seen")
"""The keys that only waits take: what the table shows, for furiten and copies left."""


WAIT_KEYS = SITUATION_KEYS + FURITEN_KEYS
"""Every keyword :func:`waits` and :func:`tenpai_discards` take besides the rules."""


WIN_ONLY_KEYS = tuple(key for key in KEYS if key not in SITUATION_KEYS)
"""The keys of :func:`mjscore.score` that only a win has (tsumo, ippatsu, haitei, …)."""


_NORTH = Wind.NORTH.tile
"""The tile a kita sets aside."""


class FuritenReason(enum.Enum):
    """Why a hand may not win by ron (第５条)."""

    DISCARD = "discard"
    """第５条 1: one of the waits is in the player's own discards; every wait is barred."""
    PASSED = "passed"
    """第５条 2–3: a winning tile was passed since the player's last discard; ron is barred
    until the player draws and discards."""
    PASSED_AFTER_RIICHI = "passed_after_riichi"
    """第５条 4: a winning tile was passed after riichi; ron is barred for the rest of the
    hand."""


@dataclass(frozen=True, slots=True)
class Furiten:
    """One reason the hand is furiten and the tiles behind it (none when a win passed after
    riichi is only known as a fact)."""

    reason: FuritenReason
    tiles: tuple[Tile, ...] = ()

    def as_record(self) -> dict[str, Any]:
        """``{"reason": …, "tiles": […]}``."""
        return {"reason": self.reason.value, "tiles": [str(tile) for tile in self.tiles]}


@dataclass(frozen=True, slots=True)
class Table:
    """What the table shows that matters to waits: the player's discards, the tiles passed
    since the player's last discard, whether a win was passed after riichi, and other tiles
    seen (others' discards and melds)."""

    discards: tuple[Tile, ...] = ()
    passed: tuple[Tile, ...] = ()
    passed_after_riichi: bool = False
    seen: tuple[Tile, ...] = ()

    def tiles(self) -> Iterator[Tile]:
        """Every tile the table shows."""
        yield from self.discards
        yield from self.passed
        yield from self.seen


def furiten_reasons(counted: set[int], situation: Situation, table: Table
                    ) -> tuple[Furiten, ...]:
    """Every reason a hand whose waits counted for furiten are the kinds ``counted`` is
    furiten, in the order discard, passed after riichi, passed."""
    reasons = []
    discarded = _matching(table.discards, counted)
    if discarded:
        reasons.append(Furiten(FuritenReason.DISCARD, discarded))
    passed = _matching(table.passed, counted)
    if situation.any_riichi and (passed or table.passed_after_riichi):
        reasons.append(Furiten(FuritenReason.PASSED_AFTER_RIICHI, passed))
    elif passed:
        reasons.append(Furiten(FuritenReason.PASSED, passed))
    return tuple(reasons)


def _matching(tiles: tuple[Tile, ...], kinds: set[int]) -> tuple[Tile, ...]:
    """The kinds among ``tiles`` that are in ``kinds``, once each, plain, in tile order."""
    return tuple(TILE_KINDS[kind] for kind in sorted({t.kind for t in tiles} & kinds))


def read_situation(values: Mapping[str, Any]) -> tuple[Situation, Table]:
    """Split loose keyword values into the situation of a ron and the :class:`Table`.

    Raises:
        InvalidSituation: ``unknown_key`` (a win-only key is named as such) or
            ``invalid_value``.
    """
    situation: dict[str, Any] = {}
    for key, value in values.items():
        if key in SITUATION_KEYS:
            situation[key] = value
        elif key not in FURITEN_KEYS:
            why = (f"{key!r} belongs to a win, not to a hand waiting for one"
                   if key in WIN_ONLY_KEYS else f"unknown key {key!r}")
            raise InvalidSituation(f"{why}; valid keys: {', '.join(WAIT_KEYS)}",
                                   code="unknown_key")
    after_riichi = values.get("passed_after_riichi", False)
    if not isinstance(after_riichi, bool):
        raise InvalidSituation(f"passed_after_riichi must be true or false, not "
                               f"{after_riichi!r}"[:120], code="invalid_value")
    table = Table(_tiles(values, "discards"), _tiles(values, "passed"), after_riichi,
                  _tiles(values, "seen"))
    return make_situation(**situation), table


def _tiles(values: Mapping[str, Any], key: str) -> tuple[Tile, ...]:
    return parse_tile_list(
        values.get(key, ()), lambda value: _not_tiles(key, value), blanks="skip",
        in_notation=lambda _, error: InvalidSituation(
            f"{key} must be tiles in notation ({error.message})", code="invalid_value"))


def _not_tiles(key: str, value: object) -> InvalidSituation:
    return InvalidSituation(f"{key} must be tiles such as \"1m2p\" or [\"1m\", \"2p\"], "
                            f"not {value!r}"[:120], code="invalid_value")


def check_waiting_situation(hand: WaitingHand, situation: Situation, table: Table,
                            rules: Rules) -> None:
    """Refuse what cannot happen: the checks of :func:`mjscore.score` that do not need the
    win, a win passed after riichi without riichi, and more than four copies of a kind in
    the hand, the dora indicators and the table together.

    Raises:
        InvalidSituation: with the codes of the score checks, or
            ``passed_after_riichi_without_riichi``, ``too_many_copies_seen``,
            ``duplicate_red_five_seen``.
    """
    check_situation(_probe(hand, situation, rules), situation, rules)
    if table.passed_after_riichi and not situation.any_riichi:
        raise InvalidSituation("a win passed after riichi needs riichi",
                               code="passed_after_riichi_without_riichi")
    seen = [*hand.tiles(), *situation.dora, *table.tiles(), *(_NORTH,) * situation.kita]
    excess = find_excess_copy(seen, what="the table (hand, dora indicators, tiles seen)")
    if excess is not None:
        code = ("too_many_copies_seen" if excess[1].code == "too_many_copies"
                else "duplicate_red_five_seen")
        raise InvalidSituation(excess[1].message, code=code)


def _probe(hand: WaitingHand, situation: Situation, rules: Rules) -> Hand:
    """A 14-tile hand to run the situation checks on: the 13 tiles and a tile in play of a
    kind of which the hand, the indicators and the kita hold fewer than four, so that only
    the situation can fail. A 14-tile hand is used as it is, its last concealed tile as the
    winning tile."""
    if hand.size == 14:
        return Hand(hand.concealed[:-1], hand.concealed[-1], hand.melds)
    used = list(hand.counts)
    for tile in (*situation.dora, *situation.ura):
        used[tile.kind] += 1
    used[_NORTH.kind] += situation.kita
    out = REMOVED_IN_108 if rules.tiles is TileSet.NO_2M_8M else frozenset()
    spare = next(kind for kind in range(len(TILE_KINDS)) if used[kind] < 4 and kind not in out)
    return hand.with_win(TILE_KINDS[spare])
