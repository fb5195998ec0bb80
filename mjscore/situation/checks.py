"""The impossible situations: what :func:`check_situation` refuses, and why.

A :class:`~mjscore.situation.Situation` is read field by field, so nothing in it is checked
against the other fields, the hand or the rules until here. Each contradiction is a
:class:`_Check` in :data:`ALL_CHECKS`; the indicators (too many, a fifth copy, a red five
the rules do not have) are checked last, by :func:`_check_indicators_fully` (which
:func:`check_situation` calls only when it cannot rule out at once that something is wrong).

The limits :data:`MAX_INDICATORS` and :data:`MAX_COUNTERS` live here, with the checks that
enforce them; :mod:`mjscore.situation` reads loose values against them too and re-exports
them with :func:`check_situation`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..base import InvalidHand, InvalidSituation, value_class
from ..hand import REMOVED_IN_108, TILE_BY_TEXT, Hand, MeldKind, Wind, find_excess_copy
from ..rules import Rules, TileSet

if TYPE_CHECKING:
    from .fields import Situation

MAX_INDICATORS = 5
"""One dora indicator plus one for each of at most four kans."""

MAX_COUNTERS = 999
"""The most honba or riichi deposits accepted: more cannot happen in a real game."""



def check_situation(hand: Hand, situation: Situation, rules: Rules) -> None:
    """Refuse a situation that cannot happen with this hand under these rules.

    Only the checks of which a needed field is set are tried (see :data:`_CHECKS_WHEN`), in
    the order of :data:`ALL_CHECKS`, so the first to fail is the first of them all.

    Raises:
        InvalidSituation: with a code naming the contradiction.
    """
    if rules.players != 4 or not rules.chi or rules.tiles is not _ALL_TILES:
        _check_table(hand, situation, rules)
    unset = _unset(situation)
    checks = _CHECKS_WHEN.get(unset)
    if checks is None:
        checks = _checks_when(unset)
    for check in checks:
        if check.fails(hand, situation, rules):
            raise InvalidSituation(check.message(situation, rules), code=check.code)
    # The indicators, last: _check_indicators_fully says what is wrong with them; here it is
    # only called when something might be (the usual win has one to three indicators, none
    # of a kind the hand holds many of, and no red five its rules lack).
    dora = situation.dora
    ura = situation.ura
    if ura or len(dora) > 1:
        allowed = MAX_INDICATORS if rules.kan_dora else 1
        if len(dora) > allowed or len(ura) > allowed or (ura and len(ura) > max(len(dora), 1)):
            _check_indicators_fully(hand, situation, rules)
            return
    if dora:
        # With room for every indicator beside the copies the hand holds of its kind, none
        # can be a fifth copy; a red indicator might be a second red five.
        counts = hand.counts
        room = 4 - len(dora) - len(ura)
        for tile in dora + ura if ura else dora:
            if tile.red or counts[tile.kind] > room:
                _check_indicators_fully(hand, situation, rules)
                return
    elif ura:  # ura dora without dora: let the full check say what it says
        _check_indicators_fully(hand, situation, rules)
        return
    reds = hand.reds
    if reds:
        kinds = _RED_KINDS_OF.get(rules.red_fives)
        if kinds is None:
            kinds = _red_kinds_of(rules.red_fives)
        # (A hand holds no second red five of a suit: Hand refuses one. Nor, here, do the
        # indicators: a red one went to the full check above.)
        if kinds is not _EVERY_RED_KIND and any(tile.kind not in kinds for tile in reds):
            _check_indicators_fully(hand, situation, rules)


@value_class
class _Check:
    """One impossible situation: its code, the fields it needs, when it applies and what to
    say."""

    code: str
    needs: tuple[str, ...]
    """Situation fields one of which is set (true, non-zero, not empty) whenever ``fails``
    holds: a situation with none of them set skips the check. A test holds each check to
    it."""
    fails: Callable[[Hand, Situation, Rules], bool]
    message: Callable[[Situation, Rules], str]


# (The checks read ``s.riichi or s.double_riichi`` where they mean ``s.any_riichi``: a
# property is a call, and most wins try a check of riichi.)


def _first_set(s: Situation, names: tuple[str, ...]) -> str:
    return next(name for name in names if getattr(s, name))


_TSUMO_ONLY = ("haitei", "rinshan", "tenhou", "chiihou")
_RON_ONLY = ("houtei", "chankan", "renhou")

_CHECKS = (
    _Check("tsumo_only_on_ron", _TSUMO_ONLY,
           lambda h, s, r: not s.tsumo and (s.haitei or s.rinshan or s.tenhou or s.chiihou),
           lambda s, r: f"{_first_set(s, _TSUMO_ONLY)} is won by tsumo, not ron"),
    _Check("ron_only_on_tsumo", _RON_ONLY,
           lambda h, s, r: s.tsumo and (s.houtei or s.chankan or s.renhou),
           lambda s, r: f"{_first_set(s, _RON_ONLY)} is won by ron, not tsumo"),
    _Check("closed_kan_chankan_without_chankan", ("chankan_closed_kan",),
           lambda h, s, r: s.chankan_closed_kan and not s.chankan,
           lambda s, r: "chankan_closed_kan describes a chankan: set chankan too"),
    _Check("closed_kan_chankan_not_in_rules", ("chankan_closed_kan",),
           lambda h, s, r: s.chankan_closed_kan and not r.kokushi_chankan_closed_kan,
           lambda s, r: f"the {r.name} rules do not let thirteen orphans rob a closed kan"),
    _Check("ippatsu_without_riichi", ("ippatsu",),
           lambda h, s, r: s.ippatsu and not (s.riichi or s.double_riichi),
           lambda s, r: "ippatsu needs riichi"),
    _Check("riichi_with_open_hand", ("riichi", "double_riichi"),
           # (a hand without melds is closed: ``is_closed`` is asked only of the others)
           lambda h, s, r: (s.riichi or s.double_riichi) and bool(h.melds) and not h.is_closed,
           lambda s, r: "riichi needs a closed hand (closed kans are fine)"),
    _Check("rinshan_without_kan", ("rinshan",),
           # (a kita's replacement draw is a rinshan draw too: three players)
           lambda h, s, r: s.rinshan and not s.kita and not any(meld.is_kan for meld in h.melds),
           lambda s, r: "rinshan needs a kan in the hand" + (" or a kita" if r.kita else "")),
    _Check("haitei_and_rinshan", ("haitei",), lambda h, s, r: s.haitei and s.rinshan,
           lambda s, r: "the replacement tile after a kan is never the last tile of the wall"),
    _Check("houtei_and_chankan", ("houtei",), lambda h, s, r: s.houtei and s.chankan,
           lambda s, r: "a tile added to a kan is never the last discard"),
    _Check("chankan_tile_in_hand", ("chankan",),
           lambda h, s, r: s.chankan and h.counts[h.win_tile.kind] > 1,
           lambda s, r: "a robbed kan holds the other three copies of the winning tile, so the "
           "hand cannot hold another one"),
    _Check("ippatsu_and_rinshan", ("ippatsu",),
           lambda h, s, r: s.ippatsu and s.rinshan and r.closed_kan_ends_ippatsu,
           lambda s, r: "a rinshan win after riichi follows the winner's own kan, which ends "
           f"ippatsu under the {r.name} rules"),
    _Check("tenhou_not_dealer", ("tenhou",), lambda h, s, r: s.tenhou and not s.dealer,
           lambda s, r: "tenhou is the dealer's win"),
    _Check("chiihou_dealer", ("chiihou",), lambda h, s, r: s.chiihou and s.dealer,
           lambda s, r: "chiihou is a non-dealer's win"),
    _Check("renhou_dealer", ("renhou",), lambda h, s, r: s.renhou and s.dealer,
           lambda s, r: "renhou is a non-dealer's win"),
    _Check("first_turn_with_meld", ("tenhou", "chiihou", "renhou"),
           lambda h, s, r: (s.tenhou or s.chiihou or s.renhou) and bool(h.melds),
           lambda s, r: "a win on the first turn has no melds"),
    _Check("first_turn_with_other_event", ("tenhou", "chiihou", "renhou"),
           lambda h, s, r: (s.tenhou or s.chiihou or s.renhou)
           and (s.riichi or s.double_riichi or s.ippatsu or s.haitei or s.houtei or s.chankan),
           lambda s, r: "a win on the first turn has no riichi, ippatsu, haitei, houtei or "
           "chankan"),
    _Check("renhou_not_in_rules", ("renhou",),
           lambda h, s, r: s.renhou and r.renhou.value == "none",
           lambda s, r: f"renhou is not a yaku under the {r.name} rules"),
    _Check("ippatsu_not_in_rules", ("ippatsu",), lambda h, s, r: s.ippatsu and not r.ippatsu,
           lambda s, r: f"ippatsu is not a yaku under the {r.name} rules"),
    _Check("ura_without_riichi", ("ura", "ura_count"),
           lambda h, s, r: bool(s.ura or s.ura_count) and not (s.riichi or s.double_riichi),
           lambda s, r: f"ura dora {'indicators ' if s.ura else ''}count only for a riichi "
           "hand"),
    _Check("ura_not_in_rules", ("ura", "ura_count"),
           lambda h, s, r: bool(s.ura or s.ura_count) and not r.ura_dora,
           lambda s, r: f"the {r.name} rules have no ura dora"),
    _Check("discarder_on_tsumo", ("discarder",),
           lambda h, s, r: s.discarder is not None and s.tsumo,
           lambda s, r: "a tsumo has no discarder"),
    _Check("discarder_is_winner", ("discarder",), lambda h, s, r: s.discarder is s.seat,
           lambda s, r: "the discarder cannot be the winner"),
    _Check("pao_is_winner", ("pao",), lambda h, s, r: s.pao is s.seat,
           lambda s, r: "the winner cannot be liable for their own hand"),
    _Check("pao_not_in_rules", ("pao",), lambda h, s, r: s.pao is not None and not r.pao,
           lambda s, r: f"the {r.name} rules have no pao"),
    _Check("kita_not_in_rules", ("kita",), lambda h, s, r: bool(s.kita) and not r.kita,
           lambda s, r: f"kita (抜きドラ) is a three-player rule: the {r.name} rules have none "
           "(choose the tenhou3 or mahjongsoul3 rules)"),
    _Check("too_many_kita", ("kita",),
           lambda h, s, r: bool(s.kita) and s.kita + _norths(h, s) > 4,
           lambda s, r: f"{s.kita} kita beside the Norths of the hand and its indicators are "
           "more than the four Norths there are"),
    _Check("kita_on_first_turn", ("kita",),
           lambda h, s, r: bool(s.kita) and (s.tenhou or s.chiihou or s.renhou),
           lambda s, r: "a kita ends the first turn: tenhou, chiihou and renhou cannot follow "
           "one"),
    _Check("invalid_honba", ("honba",), lambda h, s, r: not 0 <= s.honba <= MAX_COUNTERS,
           lambda s, r: f"honba must be 0 to {MAX_COUNTERS}, not {s.honba}"),
    _Check("invalid_sticks", ("sticks",), lambda h, s, r: not 0 <= s.sticks <= MAX_COUNTERS,
           lambda s, r: f"riichi deposits must be 0 to {MAX_COUNTERS}, not {s.sticks}"),
)
"""Every impossible situation, checked in this order."""

_COUNT_CHECKS = (
    _Check("dora_count_and_indicators", ("dora_count",),
           lambda h, s, r: bool(s.dora_count and s.dora),
           lambda s, r: "give the dora indicators or the number of dora, not both: "
           f"--dora {s.dora_count} counts the dora the hand holds"),
    _Check("ura_count_and_indicators", ("ura_count",), lambda h, s, r: bool(s.ura_count and s.ura),
           lambda s, r: "give the ura dora indicators or the number of ura dora, not both: "
           f"--ura {s.ura_count} counts the ura dora the hand holds"),
    _Check("aka_count_and_red_fives", ("aka_count",), lambda h, s, r: bool(s.aka_count and h.reds),
           lambda s, r: "the hand writes its red fives as 0 already: leave out --aka, or "
           "write the red fives as plain fives"),
    _Check("too_many_dora", ("dora_count", "ura_count"),
           lambda h, s, r: bool(s.dora_count or s.ura_count)
           and max(s.dora_count, s.ura_count) > _most_dora(h, r),
           lambda s, r: f"{max(s.dora_count, s.ura_count)} dora are more than the hand can "
           "hold (each tile once for each indicator, of which there are at most "
           f"{MAX_INDICATORS if r.kan_dora else 1}): count the dora tiles, not the han"),
    _Check("too_many_red_fives", ("aka_count",),
           lambda h, s, r: bool(s.aka_count) and s.aka_count > _most_red_fives(h, r),
           lambda s, r: f"the hand cannot hold {s.aka_count} red five"
           f"{'s' if s.aka_count != 1 else ''}: the {r.name} rules have one in each of "
           f"{', '.join(r.red_fives) or 'no suit'}, and only a five of such a suit can be "
           "red"),
)
"""What cannot be with counts of dora or red fives (``dora_count`` …), checked only when a
count is given: most situations have none."""


ALL_CHECKS = (*_CHECKS, *_COUNT_CHECKS)
"""Every impossible situation, in the order :func:`check_situation` tries them."""

_NEEDED_FIELDS = tuple(dict.fromkeys(name for check in ALL_CHECKS for name in check.needs))
"""Every field some check needs, in the order of the checks."""


_PLAIN_FIELDS = ("riichi", "ura", "discarder", "honba", "sticks")
"""The needed fields that most wins set: riichi and its ura dora, the discarder of a ron,
the counters on the table. The others (ippatsu, haitei, …, pao, the counts) are rare."""

_RARE_FIELDS = tuple(name for name in _NEEDED_FIELDS if name not in _PLAIN_FIELDS)


def _unset_reader() -> Callable[[Situation], tuple[bool, ...]]:
    """A function giving whether the situation leaves each field of :data:`_PLAIN_FIELDS`
    unset (``not situation.field``), or, when it sets one of :data:`_RARE_FIELDS`, each of
    :data:`_NEEDED_FIELDS`: the key of :data:`_CHECKS_WHEN`.

    It is written out as attribute reads, which cost a fifth of
    ``tuple(map(bool, attrgetter(*_NEEDED_FIELDS)(situation)))`` (a call of ``bool`` a
    field); the names come from the checks' declarations, so the two cannot differ.
    """
    assert all(name.isidentifier() for name in _NEEDED_FIELDS)
    assert set(_PLAIN_FIELDS) < set(_NEEDED_FIELDS)  # so a key's length says which it is

    def unset_of(names: tuple[str, ...]) -> str:
        return "(" + "".join(f"not situation.{name}, " for name in names) + ")"

    source = "\n".join((
        "def unset(situation):",
        "    if " + " or ".join(f"situation.{name}" for name in _RARE_FIELDS) + ":",
        "        return " + unset_of(_NEEDED_FIELDS),
        "    return " + unset_of(_PLAIN_FIELDS)))
    namespace: dict[str, Any] = {}
    exec(source, namespace)  # the names are the checks' own field names, checked above
    unset: Callable[[Situation], tuple[bool, ...]] = namespace["unset"]
    return unset


_unset = _unset_reader()

_CHECKS_WHEN: dict[tuple[bool, ...], tuple[_Check, ...]] = {}
"""The checks to try for each key of :func:`_unset` (few occur): those of which a needed
field is set."""


def _checks_when(unset: tuple[bool, ...]) -> tuple[_Check, ...]:
    """The checks of which a needed field is set, remembered for that key of :func:`_unset`."""
    names = _PLAIN_FIELDS if len(unset) == len(_PLAIN_FIELDS) else _NEEDED_FIELDS
    set_fields = {name for name, left in zip(names, unset, strict=True) if not left}
    checks = tuple(check for check in ALL_CHECKS if set_fields.intersection(check.needs))
    if len(_CHECKS_WHEN) < 4096:
        _CHECKS_WHEN[unset] = checks
    return checks


_ALL_TILES = TileSet.FULL
_NORTH = Wind.NORTH.kind


def _norths(hand: Hand, s: Situation) -> int:
    """The Norths the hand and the indicators show."""
    return hand.counts[_NORTH] + sum(1 for tile in (*s.dora, *s.ura) if tile.kind == _NORTH)


def _check_table(hand: Hand, s: Situation, rules: Rules) -> None:
    """Refuse what the table of ``rules`` cannot hold: a seat beyond its players (North with
    three), a chi where there is none, a tile that is not in play (2m to 8m with 108 tiles),
    in the hand or among the indicators.

    Raises:
        InvalidSituation: ``seat_not_at_table`` for a seat.
        InvalidHand: ``chi_not_in_rules`` or ``tile_not_in_play``.
    """
    seats = tuple(Wind)[:rules.players]
    for name, wind in (("seat", s.seat), ("discarder", s.discarder), ("pao", s.pao)):
        if wind is not None and wind not in seats:
            raise InvalidSituation(
                f"the {rules.name} rules seat {rules.players} players "
                f"({', '.join(seat.letter for seat in seats)}): {name} {wind.letter} is not at "
                "the table", code="seat_not_at_table")
    if rules.tiles is TileSet.NO_2M_8M:
        counts = hand.counts
        if any(counts[kind] for kind in REMOVED_IN_108):
            tile = next(tile for tile in hand.tiles() if tile.kind in REMOVED_IN_108)
            raise InvalidHand(f"{tile} is not in play under the {rules.name} rules: their 108 "
                              "tiles leave out 2m to 8m", code="tile_not_in_play")
        for name, tiles in (("dora", s.dora), ("ura", s.ura)):
            for tile in tiles:
                if tile.kind in REMOVED_IN_108:
                    raise InvalidHand(
                        f"the {name} indicator {tile} is not in play under the {rules.name} "
                        "rules: their 108 tiles leave out 2m to 8m", code="tile_not_in_play")

    if not rules.chi:
        for meld in hand.melds:
            if meld.kind is MeldKind.CHI:
                raise InvalidHand(
                    f"the {rules.name} rules have no chi: {meld} is a chi (pon and kan are "
                    "the calls there are)", code="chi_not_in_rules")

def _most_dora(hand: Hand, rules: Rules) -> int:
    """The most dora a hand can hold: each tile once per indicator."""
    return sum(hand.counts) * (MAX_INDICATORS if rules.kan_dora else 1)


def _most_red_fives(hand: Hand, rules: Rules) -> int:
    """The most red fives a hand can hold: one for each red-five suit it has a five of."""
    return sum(1 for suit in rules.red_fives
               if any(tile.rank == 5 and tile.suit.value == suit for tile in hand.tiles()))


_RED_KINDS_OF: dict[str, frozenset[int]] = {}
"""The kinds of the red fives that each ``Rules.red_fives`` has (a few subsets of
``"mps"``): a red five's kind says its suit, and an integer is cheaper to look up than a
tile (whose hash is a Python method)."""


_EVERY_RED_KIND = frozenset(tile.kind for tile in TILE_BY_TEXT.values() if tile.red)
"""The kinds of every red five: rules with all of them refuse none."""


def _red_kinds_of(suits: str) -> frozenset[int]:
    """The kinds of the red fives of the suits ``suits`` names, in the words of
    :func:`_check_indicators_fully` (``tile.suit.value in suits``), remembered; for every
    suit, :data:`_EVERY_RED_KIND` itself."""
    kinds = frozenset(tile.kind for tile in TILE_BY_TEXT.values()
                      if tile.red and tile.suit.value in suits)
    if kinds == _EVERY_RED_KIND:
        kinds = _EVERY_RED_KIND
    if len(_RED_KINDS_OF) < 64:
        _RED_KINDS_OF[suits] = kinds
    return kinds


def _check_indicators_fully(hand: Hand, s: Situation, rules: Rules) -> None:
    """Refuse too many indicators, a fifth copy or a second red five with the indicators,
    and a red five the rules do not have: the definition, which :func:`check_situation`
    calls when it cannot rule these out at once."""
    # Kan dora come from anyone's kan, not only the winner's: up to four kans in a hand.
    allowed = MAX_INDICATORS if rules.kan_dora else 1
    if len(s.dora) > allowed or len(s.ura) > allowed:
        for name, indicators in (("dora", s.dora), ("ura dora", s.ura)):
            if len(indicators) > allowed:
                why = ("" if rules.kan_dora
                       else f" under the {rules.name} rules, which have no kan dora")
                raise InvalidSituation(
                    f"at most {allowed} {name} indicator{'s' if allowed != 1 else ''}{why}, "
                    f"not {len(indicators)}",
                    code="too_many_indicators",
                )
    if s.ura and len(s.ura) > max(len(s.dora), 1):
        raise InvalidSituation("there cannot be more ura dora than dora indicators",
                               code="too_many_indicators")
    indicators = s.dora + s.ura
    reds = hand.reds
    if indicators:
        # The hand holds at most four of a kind and one red five of a suit: only the kinds
        # shown as indicators can now go over.
        counts = hand.counts
        shown: dict[int, int] = {}
        over = False
        for tile in indicators:
            kind = tile.kind
            shown[kind] = times = shown.get(kind, 0) + 1
            over = over or counts[kind] + times > 4
            if tile.red:
                reds = (*reds, tile)
        if over or (len(reds) > 1 and len({tile.kind for tile in reds}) < len(reds)):
            excess = find_excess_copy([*hand.tiles(), *indicators],
                                      what="the hand with its indicators")
            if excess is not None:
                raise InvalidSituation(excess[1].message,
                                       code=f"{excess[1].code}_with_indicators")
    for tile in reds:
        if tile.suit.value not in rules.red_fives:
            raise InvalidSituation(
                f"the {rules.name} rules have no red five in {tile.suit.name.lower()} "
                f"({tile} was given)",
                code="red_five_not_in_rules",
            )
