"""Waits: what a hand waits on before it wins, what each tile pays, and furiten.

:func:`waits` takes a hand of 13 tiles (concealed tiles and melds, no winning tile) and the
situation keys of :func:`mjscore.score` that a hand has before it wins. For each tile kind
that completes the hand it gives the wait's shape, the copies left and the full
:class:`~mjscore.scoring.Score` on ron and on tsumo (or the ``no_yaku`` error where the
tile brings no yaku). It says whether the hand is furiten and why (第５条), and, for a hand
that is not tenpai, its shanten. :func:`tenpai_discards` takes 14 tiles (a hand just drawn)
and lists every discard that leaves the hand tenpai, best first. ``docs/waits.md`` has the
rules and examples.

>>> result = waits("234m456p678s2345s", seat="S")
>>> [(str(w.tile), w.shape_names, w.left, w.ron_value) for w in result.waits][1:3]
[('5s', ('tanki',), 2, 1300), ('0s', ('tanki',), 1, 2600)]
>>> result.furiten is None, waits("234m456p678s2345s", discards="5s").furiten.reason.value
(True, 'discard')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from ..base import InvalidHand, InvalidSituation, MjscoreError, NotAWinningHand, NoYaku
from ..hand import (
    KANCHAN,
    PENCHAN,
    REMOVED_IN_108,
    RYANMEN,
    SHANPON,
    TANKI,
    THIRTEEN,
    TILE_KINDS,
    Hand,
    Meld,
    MeldKind,
    Tile,
    WaitingHand,
    Wind,
    winning_kinds,
)
from ..rules import Rules, TileSet, resolve_rules
from ..scoring import Score, Wait, raw_readings, score_hand
from ..situation import Situation
from .efficiency import Accepted, DiscardRow, accepted_tiles, kinds_in_play, visible_counts
from .furiten import (
    FURITEN_KEYS,
    SITUATION_KEYS,
    WAIT_KEYS,
    WIN_ONLY_KEYS,
    Furiten,
    FuritenReason,
    Table,
    check_waiting_situation,
    furiten_reasons,
    read_situation,
)

__all__ = [
    "FURITEN_KEYS", "SITUATION_KEYS", "WAIT_KEYS", "WIN_ONLY_KEYS", "DiscardOption",
    "Discards", "Furiten", "FuritenReason", "Outcome", "Table", "TileWait", "WaitingHand",
    "Waits", "check_waiting_situation", "is_tenpai", "outcome_record",
    "read_situation", "tenpai_options", "waits",
]

_SHAPES = {RYANMEN: Wait.RYANMEN, KANCHAN: Wait.KANCHAN, PENCHAN: Wait.PENCHAN,
           SHANPON: Wait.SHANPON, TANKI: Wait.TANKI, THIRTEEN: Wait.THIRTEEN_SIDED}
_SHAPE_ORDER = {wait: index for index, wait in enumerate(Wait)}
_NORTH = Wind.NORTH.kind


# --------------------------------------------------------------------------- results


Outcome = Score | MjscoreError
"""A wait's value: the score of the win, or the error that refuses it (``no_yaku``)."""


@dataclass(frozen=True, slots=True)
class TileWait:
    """One tile kind that completes the hand: its shapes, copies left and values."""

    tile: Tile
    """The winning tile, plain (a red five drawn adds its aka dora on top)."""
    shapes: tuple[Wait, ...]
    """Every way the tile completes the hand (several for a tile read more than one way)."""
    left: int
    """Copies not in the hand, the melds, the dora indicators or the tiles seen."""
    ron: Outcome
    tsumo: Outcome
    riichi_ron: Outcome | None = None
    """With ``compare_riichi``: the ron value with riichi declared (no ippatsu or ura)."""
    riichi_tsumo: Outcome | None = None
    """With ``compare_riichi``: the tsumo value with riichi declared."""

    @property
    def karaten(self) -> bool:
        """No copy left: others hold or discarded them (the hand is still tenpai)."""
        return self.left == 0

    @property
    def shape_names(self) -> tuple[str, ...]:
        """The shapes as their names (``ryanmen``, ``tanki``, …)."""
        return tuple(shape.value for shape in self.shapes)

    @property
    def ron_value(self) -> int:
        """Points of a ron on this tile without honba and deposits; 0 without a yaku."""
        return self.ron.value if isinstance(self.ron, Score) else 0

    @property
    def tsumo_value(self) -> int:
        """Points of a tsumo on this tile without honba and deposits; 0 without a yaku."""
        return self.tsumo.value if isinstance(self.tsumo, Score) else 0

    def as_record(self, *, compare_riichi: bool = False) -> dict[str, Any]:
        """The wait as JSON-ready data: ``tile``, ``shape``, ``left``, ``karaten``, ``ron``,
        ``tsumo`` (score records, or ``{"error": {"code", "message"}}``), and with
        ``compare_riichi`` also ``riichi_ron`` and ``riichi_tsumo`` (null where riichi is not
        possible)."""
        record = {"tile": str(self.tile), "shape": list(self.shape_names), "left": self.left,
                  "karaten": self.karaten, "ron": outcome_record(self.ron),
                  "tsumo": outcome_record(self.tsumo)}
        if compare_riichi:
            record["riichi_ron"] = outcome_record(self.riichi_ron)
            record["riichi_tsumo"] = outcome_record(self.riichi_tsumo)
        return record


def outcome_record(outcome: Outcome | None) -> dict[str, Any] | None:
    """A score as its batch record fields, an error as ``{"error": {"code", "message"}}``."""
    if outcome is None:
        return None
    if isinstance(outcome, Score):
        return outcome.as_record()
    return {"error": {"code": outcome.code, "message": outcome.message}}


@dataclass(frozen=True, slots=True)
class Waits:
    """What a 13-tile hand waits on, what each wait pays, and whether it is furiten."""

    hand: WaitingHand
    situation: Situation
    """The situation of a ron; tsumo values use the same with ``tsumo``."""
    rules: Rules
    table: Table
    tenpai: bool
    """At least one tile completes the hand that is not all in the hand itself."""
    shanten: int
    """0 when tenpai; else how many tiles the hand lacks (a hand whose only waits are all in
    the hand itself counts 1)."""
    waits: tuple[TileWait, ...]
    """The waits in tile order; empty when the hand is not tenpai."""
    furiten_reasons: tuple[Furiten, ...] = ()
    """Every reason the hand is furiten, in the order discard, passed after riichi, passed."""
    held: tuple[Tile, ...] = ()
    """Tiles the hand's shape waits on whose four copies are all in the hand (純空聴): no
    real waits, and not among ``waits``."""
    compare_riichi: bool = False
    """Riichi values were asked for."""
    acceptance: tuple[Accepted, ...] = ()
    """For a hand not tenpai: each kind whose draw lowers the shanten, with its copies left
    (:mod:`mjscore.waiting.efficiency`)."""

    @property
    def acceptance_count(self) -> int:
        """The copies left of every accepted kind together."""
        return sum(accepted.left for accepted in self.acceptance)

    @property
    def furiten(self) -> Furiten | None:
        """The first reason the hand is furiten, or None."""
        return self.furiten_reasons[0] if self.furiten_reasons else None

    @property
    def can_ron(self) -> bool:
        """Tenpai and not furiten: ron is allowed (tsumo is never barred by furiten)."""
        return self.tenpai and not self.furiten_reasons

    @property
    def left(self) -> int:
        """Copies left of all the waits together."""
        return sum(wait.left for wait in self.waits)

    @property
    def kinds(self) -> int:
        """How many tile kinds the hand waits on (a red five's row is its five's kind)."""
        return len({wait.tile.kind for wait in self.waits})

    def wait(self, tile: Tile | str) -> TileWait | None:
        """The wait on ``tile``, or None: a red five finds its own row where it has one
        (its red copy unseen), else the five's."""
        tile = Tile.parse(tile) if isinstance(tile, str) else tile
        same = [wait for wait in self.waits if wait.tile.kind == tile.kind]
        return next((wait for wait in same if wait.tile == tile), same[0] if same else None)

    def outcome(self, tile: Tile | str, *, tsumo: bool = False) -> Outcome:
        """The score of a win on ``tile`` (a red five counts its aka dora), or the error that
        refuses it; a tile that is not a wait is refused with ``not_a_winning_hand``.

        Raises:
            InvalidHand: for a tile of which the hand holds all four copies.
        """
        tile = Tile.parse(tile) if isinstance(tile, str) else tile
        wait = self.wait(tile)
        if wait is not None and wait.tile == tile:
            return wait.tsumo if tsumo else wait.ron
        situation = replace(self.situation, tsumo=True) if tsumo else self.situation
        try:
            return score_hand(self.hand.with_win(tile), situation, self.rules)
        except (NoYaku, InvalidSituation, NotAWinningHand) as error:
            return error

    def value(self, wait: TileWait) -> int:
        """What the wait pays when it comes: its ron value when the hand can ron on it, else
        its tsumo value; 0 without a yaku."""
        if self.can_ron and isinstance(wait.ron, Score):
            return wait.ron.value
        return wait.tsumo_value

    @property
    def worth(self) -> int:
        """The sum over the waits of copies left times :meth:`value`: how the 14-tile mode
        ranks discards."""
        return sum(wait.left * self.value(wait) for wait in self.waits)

    def as_record(self) -> dict[str, Any]:
        """JSON-ready: ``{"tenpai", "shanten", "furiten", "waits": [...]}`` with ``furiten``
        null or ``{"reason", "tiles"}`` and each wait as :meth:`TileWait.as_record`; a hand
        not tenpai adds ``acceptance`` (a list of ``{"tile", "left"}``) and
        ``acceptance_count``."""
        furiten = self.furiten
        record: dict[str, Any] = {
            "tenpai": self.tenpai,
            "shanten": self.shanten,
            "furiten": furiten.as_record() if furiten else None,
            "waits": [wait.as_record(compare_riichi=self.compare_riichi)
                      for wait in self.waits],
        }
        if not self.tenpai:
            record["acceptance"] = [accepted.as_record() for accepted in self.acceptance]
            record["acceptance_count"] = self.acceptance_count
        return record


@dataclass(frozen=True, slots=True)
class DiscardOption:
    """A discard from 14 tiles that leaves the hand tenpai, with the waits it leaves."""

    discard: Tile
    waits: Waits

    def as_record(self) -> dict[str, Any]:
        """``{"discard", "waits": [...]}``."""
        return {"discard": str(self.discard),
                "waits": [wait.as_record(compare_riichi=self.waits.compare_riichi)
                          for wait in self.waits.waits]}


@dataclass(frozen=True, slots=True)
class Discards:
    """The tenpai discards of a 14-tile hand, best first."""

    hand: WaitingHand
    options: tuple[DiscardOption, ...]
    """Best first: by :attr:`Waits.worth`, then copies left, then number of waits, then
    tile order."""
    shanten: int
    """The shanten of the 14 tiles: −1 when they are already complete, 0 when a discard
    leaves the hand tenpai in shape."""
    situation: Situation
    """The situation of a ron, as for :attr:`Waits.situation`."""
    rules: Rules
    table: Table
    """The table as given, before a discard joins ``discards``."""
    rows: tuple[DiscardRow, ...] = ()
    """Every discard with the shanten after it and its acceptance, by shanten, then
    acceptance (:func:`mjscore.waiting.tenpai_discards` fills them in)."""

    def as_record(self) -> dict[str, Any]:
        """JSON-ready: ``{"shanten", "discards": [...]}``, each discard as
        :meth:`DiscardRow.as_record` (the tenpai ones with their waits)."""
        return {"shanten": self.shanten, "discards": [row.as_record() for row in self.rows]}


# --------------------------------------------------------------------------- entry points


def waits(hand: WaitingHand | str, *, rules: Rules | str | Mapping[str, Any] = "tenhou",
          compare_riichi: bool = False, **situation: Any) -> Waits:
    """What a 13-tile hand waits on and what each wait pays.

    ``hand`` is notation without a winning tile (``"123m456p789s2345s"``) or a
    :class:`WaitingHand`. The keywords are :data:`SITUATION_KEYS` (as for
    :func:`mjscore.score`) and :data:`FURITEN_KEYS`: ``discards`` (the player's own
    discards), ``passed`` (tiles others discarded since the player's last discard and not
    won on), ``passed_after_riichi`` (a win was passed after riichi) and ``seen`` (other
    visible tiles); tiles as for ``dora``. With ``compare_riichi`` each wait also gets its
    values with riichi declared (riichi's sure value: no ippatsu, no ura dora).

    Raises:
        ParseError, InvalidHand: for bad notation, or ``not_thirteen_tiles``.
        InvalidSituation: for an unknown key, a bad value or a situation that cannot happen.
        RulesError: for unknown rules.
    """
    parsed = _parse(hand)
    if parsed.size != 13:
        raise InvalidHand(f"{parsed} has 14 tiles: waits takes 13 (tenpai_discards takes a "
                          "hand just drawn)", code="not_thirteen_tiles")
    base, table, resolved = _situation(parsed, rules, situation)
    return _waits(parsed, base, table, resolved, compare_riichi)


def tenpai_options(hand: WaitingHand, ron: Situation, table: Table, rules: Rules,
                   compare_riichi: bool = False) -> tuple[DiscardOption, ...]:
    """The tenpai discards of a 14-tile hand whose situation is checked, best first."""
    counts = hand.concealed_counts
    melds = len(hand.melds)
    options = []
    after = Table(table.discards, (), table.passed_after_riichi, table.seen + table.passed)
    for tile in dict.fromkeys(hand.concealed):
        rest = list(counts)
        rest[tile.kind] -= 1
        if not winning_kinds(rest, melds):
            continue
        choice = replace(after, discards=(*after.discards, tile))
        result = _waits(hand.without(tile), ron, choice, rules, compare_riichi)
        if result.tenpai:
            options.append(DiscardOption(tile, result))
    options.sort(key=lambda option: (-option.waits.worth, -option.waits.left,
                                     -option.waits.kinds, option.discard.sort_key()))
    return tuple(options)


def is_tenpai(hand: WaitingHand | str) -> bool:
    """Whether a 13-tile hand is tenpai, as Tenhou counts it at an exhaustive draw: some tile
    completes its shape (a yaku is not needed: 形式聴牌, 第６条 2) that is not all in the hand
    itself. Nothing is scored, so this is the fast question.

    >>> is_tenpai("123m456p789s2345s"), is_tenpai("1111m234p567s789s")
    (True, False)

    Raises:
        ParseError, InvalidHand: for bad notation, or ``not_thirteen_tiles``.
    """
    parsed = _parse(hand)
    if parsed.size != 13:
        raise InvalidHand(f"{parsed} has 14 tiles: tenpai is asked of 13",
                          code="not_thirteen_tiles")
    concealed = parsed.concealed_counts
    return any(concealed[kind] < 4 for kind in winning_kinds(concealed, len(parsed.melds)))


def _situation(hand: WaitingHand, rules: Rules | str | Mapping[str, Any],
               values: Mapping[str, Any]) -> tuple[Situation, Table, Rules]:
    """The situation of a ron, the table and the rules of the keywords, checked together."""
    resolved = resolve_rules(rules)
    situation, table = read_situation(values)
    check_waiting_situation(hand, situation, table, resolved)
    return situation, table, resolved


def _parse(hand: WaitingHand | str) -> WaitingHand:
    return WaitingHand.parse(hand) if isinstance(hand, str) else hand


# --------------------------------------------------------------------------- the engine


def _waits(hand: WaitingHand, ron: Situation, table: Table, rules: Rules,
           compare_riichi: bool) -> Waits:
    melds = len(hand.melds)
    concealed = hand.concealed_counts
    kinds = winning_kinds(concealed, melds)
    if rules.tiles is TileSet.NO_2M_8M:  # (no wait on a tile that is not in play)
        kinds = tuple(kind for kind in kinds if kind not in REMOVED_IN_108)
    # Four copies make no wait only when all four are concealed (rule B, docs/waits.md):
    # a wait on a kind the melds hold copies of is a wait, karaten when none is left.
    real = [kind for kind in kinds if concealed[kind] < 4]
    held = tuple(TILE_KINDS[kind] for kind in kinds if concealed[kind] >= 4)
    visible = visible_counts(hand, ron, table)
    if not real:
        steps, accepted = accepted_tiles(concealed, melds, hand.counts, visible,
                                         kinds_in_play(rules))
        return Waits(hand, ron, rules, table, False, steps, (), (), held, compare_riichi,
                     accepted)
    tsumo = replace(ron, tsumo=True)
    riichi = None
    if compare_riichi and hand.is_closed and not ron.any_riichi:
        riichi = replace(ron, riichi=True, ura=())
    found = []
    for kind in real:
        tile = TILE_KINDS[kind]
        if hand.counts[kind] >= 4:
            found.append(_fifth_copy_wait(hand, tile, riichi is not None))
            continue
        left = max(0, 4 - visible[kind])
        red = _red_five(tile, left, rules, (*hand.tiles(), *ron.dora, *ron.ura,
                                            *table.tiles()))
        for drawn, copies in ((tile, left - (red is not None)), (red, 1)):
            if drawn is None:
                continue
            won = hand.with_win(drawn)
            found.append(TileWait(
                tile=drawn,
                shapes=_shapes(won),
                left=copies,
                ron=_score(won, ron, rules),
                tsumo=_score(won, tsumo, rules),
                riichi_ron=None if riichi is None else _score(won, riichi, rules),
                riichi_tsumo=None if riichi is None else _score(
                    won, replace(riichi, tsumo=True), rules),
            ))
    counted = {wait.tile.kind for wait in found
               if rules.furiten_no_yaku_wait or isinstance(wait.ron, Score)}
    reasons = furiten_reasons(counted, ron, table)
    return Waits(hand, ron, rules, table, True, 0, tuple(found), reasons, held,
                 compare_riichi)


def _red_five(tile: Tile, left: int, rules: Rules, seen: tuple[Tile, ...]) -> Tile | None:
    """The red copy of a five wait when it is in play and not yet seen (its own wait row,
    which takes one of the copies left), else None."""
    if tile.rank != 5 or tile.suit.value not in rules.red_fives or left == 0:
        return None
    if any(other.red and other.kind == tile.kind for other in seen):
        return None
    return Tile(tile.suit, 5, red=True)


def _fifth_copy_wait(hand: WaitingHand, tile: Tile, riichi: bool) -> TileWait:
    """A wait on a kind whose fourth copy is in a meld: the hand is tenpai (its shape waits
    on it, as Tenhou counts it), but the tile cannot come, so its values are the error."""
    # The shape depends on the concealed tiles only: the melds holding the kind are read
    # as melds of a kind the hand does not hold.
    spare = (Meld(MeldKind.PON, (free,) * 3) for free in TILE_KINDS
             if not hand.counts[free.kind] and free.kind != tile.kind)
    melds = tuple(next(spare) if any(t.kind == tile.kind for t in meld.tiles) else meld
                  for meld in hand.melds)
    shapes = _shapes(Hand(hand.concealed, tile, melds))
    error = InvalidHand(f"no copy of {tile} is left: the hand and its melds hold all four",
                        code="too_many_copies")
    return TileWait(tile, shapes, 0, error, error, error if riichi else None,
                    error if riichi else None)


def _shapes(hand: Hand) -> tuple[Wait, ...]:
    codes = {raw[3] for raw in raw_readings(hand)}
    return tuple(sorted((_SHAPES[code] for code in codes), key=_SHAPE_ORDER.__getitem__))


def _score(hand: Hand, situation: Situation, rules: Rules) -> Outcome:
    try:
        return score_hand(hand, situation, rules)
    except (NoYaku, InvalidSituation) as error:
        # No yaku on this tile; or a tile of which the hand and the indicators hold all
        # four, which cannot come (too_many_copies_with_indicators).
        return error

