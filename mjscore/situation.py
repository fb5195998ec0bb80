"""The situation of a win: how it was won, the winds, dora, and what is on the table.

:class:`Situation` holds everything about a win except its tiles and the rules. Its field
names are the keys of the batch format and the keyword arguments of :func:`mjscore.score`.
:func:`check_situation` refuses situations that cannot happen.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from operator import attrgetter
from typing import Any

from .errors import InvalidSituation, MjscoreError
from .hand import Hand, find_excess_copy
from .rules import Rules
from .tiles import TILE_BY_TEXT, Tile, Wind

MAX_INDICATORS = 5
"""One dora indicator plus one for each of at most four kans."""

MAX_COUNTERS = 999
"""The most honba or riichi deposits accepted: more cannot happen in a real game."""


@dataclass(frozen=True, slots=True)
class Situation:
    """How a hand was won. Winds are seat winds; the dealer is the East seat."""

    tsumo: bool = False
    """Won by drawing the tile (else by ron on a discard)."""
    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    haitei: bool = False
    """Tsumo on the last tile of the wall."""
    houtei: bool = False
    """Ron on the last discard."""
    rinshan: bool = False
    """Tsumo on the replacement tile after a kan."""
    chankan: bool = False
    """Ron on a tile added to a kan."""
    chankan_closed_kan: bool = False
    """With ``chankan``: the robbed kan was a closed kan, which only thirteen orphans may
    rob, and only where ``Rules.kokushi_chankan_closed_kan`` allows it."""
    tenhou: bool = False
    """The dealer's win on the dealt hand."""
    chiihou: bool = False
    """A non-dealer's tsumo on the first draw, no call before it."""
    renhou: bool = False
    """A non-dealer's ron before the first draw (a yaku only where the rules have it)."""
    seat: Wind = Wind.EAST
    """The winner's seat wind."""
    round: Wind = Wind.EAST
    """The round wind."""
    dora: tuple[Tile, ...] = ()
    """Dora indicators (kan dora included)."""
    ura: tuple[Tile, ...] = ()
    """Ura dora indicators, for a riichi hand."""
    honba: int = 0
    """Honba counters on the table."""
    sticks: int = 0
    """Riichi deposits on the table, which go to the winner."""
    discarder: Wind | None = None
    """The seat that dealt in, for a ron, when known."""
    pao: Wind | None = None
    """The seat liable (責任払い) for daisangen or daisuushii, if any."""
    dora_count: int = 0
    """Dora the hand holds, counted at the table, when the indicators are not given (each
    is one han, as the indicators' dora are); excludes ``dora``."""
    ura_count: int = 0
    """Ura dora the hand holds, counted at the table, for a riichi hand; excludes ``ura``."""
    aka_count: int = 0
    """Red fives the hand holds when its notation writes them as plain fives; excludes red
    fives (``0``) in the notation."""

    @property
    def dealer(self) -> bool:
        """The winner is the dealer (the East seat)."""
        return self.seat is Wind.EAST

    @property
    def any_riichi(self) -> bool:
        """Riichi or double riichi was declared."""
        return self.riichi or self.double_riichi


def check_situation(hand: Hand, situation: Situation, rules: Rules) -> None:
    """Refuse a situation that cannot happen with this hand under these rules.

    Raises:
        InvalidSituation: with a code naming the contradiction.
    """
    given = tuple(map(bool, _NEEDED(situation)))
    checks = _CHECKS_WHEN.get(given)
    if checks is None:
        checks = _checks_when(given)
    for check in checks:
        if check.fails(hand, situation, rules):
            raise InvalidSituation(check.message(situation, rules), code=check.code)
    _check_indicators(hand, situation, rules)


@dataclass(frozen=True, slots=True)
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
    _Check("ippatsu_without_riichi", ("ippatsu",), lambda h, s, r: s.ippatsu and not s.any_riichi,
           lambda s, r: "ippatsu needs riichi"),
    _Check("riichi_with_open_hand", ("riichi", "double_riichi"),
           lambda h, s, r: s.any_riichi and not h.is_closed,
           lambda s, r: "riichi needs a closed hand (closed kans are fine)"),
    _Check("rinshan_without_kan", ("rinshan",),
           lambda h, s, r: s.rinshan and not any(meld.is_kan for meld in h.melds),
           lambda s, r: "rinshan needs a kan in the hand"),
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
           and (s.any_riichi or s.ippatsu or s.haitei or s.houtei or s.chankan),
           lambda s, r: "a win on the first turn has no riichi, ippatsu, haitei, houtei or "
           "chankan"),
    _Check("renhou_not_in_rules", ("renhou",),
           lambda h, s, r: s.renhou and r.renhou.value == "none",
           lambda s, r: f"renhou is not a yaku under the {r.name} rules"),
    _Check("ippatsu_not_in_rules", ("ippatsu",), lambda h, s, r: s.ippatsu and not r.ippatsu,
           lambda s, r: f"ippatsu is not a yaku under the {r.name} rules"),
    _Check("ura_without_riichi", ("ura", "ura_count"),
           lambda h, s, r: bool(s.ura or s.ura_count) and not s.any_riichi,
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
_NEEDED = attrgetter(*_NEEDED_FIELDS)
_CHECKS_WHEN: dict[tuple[bool, ...], tuple[_Check, ...]] = {}
"""The checks to try for each combination of the needed fields that are set (few occur)."""


def _checks_when(given: tuple[bool, ...]) -> tuple[_Check, ...]:
    """The checks of which a needed field is set, remembered for that combination."""
    set_fields = {name for name, value in zip(_NEEDED_FIELDS, given, strict=True) if value}
    checks = tuple(check for check in ALL_CHECKS if set_fields.intersection(check.needs))
    if len(_CHECKS_WHEN) < 4096:
        _CHECKS_WHEN[given] = checks
    return checks


def _most_dora(hand: Hand, rules: Rules) -> int:
    """The most dora a hand can hold: each tile once per indicator."""
    return sum(hand.counts) * (MAX_INDICATORS if rules.kan_dora else 1)


def _most_red_fives(hand: Hand, rules: Rules) -> int:
    """The most red fives a hand can hold: one for each red-five suit it has a five of."""
    return sum(1 for suit in rules.red_fives
               if any(tile.rank == 5 and tile.suit.value == suit for tile in hand.tiles()))


def _check_indicators(hand: Hand, s: Situation, rules: Rules) -> None:
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


class FieldKind(enum.Enum):
    """What a situation field holds, which decides how every interface reads it."""

    FLAG = "flag"
    """Yes or no: a JSON boolean, an option without a value."""
    WIND = "wind"
    """A wind, East by default."""
    SEAT = "seat"
    """A seat wind, or none."""
    TILES = "tiles"
    """Indicator tiles: a list, or notation text; an option may repeat."""
    COUNT = "count"
    """A whole number from 0 up."""


@dataclass(frozen=True, slots=True)
class SituationField:
    """One field of :class:`Situation` as every interface declares it: the JSON key (its
    ``name``), the command-line option, its help and the English and Japanese labels."""

    name: str
    kind: FieldKind
    option: str
    """The option of ``mjscore score`` and of argument lines: ``--`` and the name, with
    hyphens."""
    help: str
    label: tuple[str, str]
    """English and Japanese words for the field in an explained score. A flag's label is its
    name; other labels are templates for ``str.format`` with ``value`` (the wind, the
    tiles, the count) and ``s`` (a plural ending)."""
    short: str = ""
    """The one-letter option for the table (``-t``), or none."""
    aliases: tuple[str, ...] = ()
    """Other names accepted for the field, as a JSON key and (with ``--``) as an option:
    ``from`` for ``discarder``. Output always uses :attr:`name`."""

    @property
    def options(self) -> tuple[str, ...]:
        """Every option of the field: the short one, the option, then the aliases."""
        return (*((self.short,) if self.short else ()), self.option,
                *("--" + alias.replace("_", "-") for alias in self.aliases))


def _flag(name: str, help_text: str, english: str, japanese: str, short: str = ""
          ) -> SituationField:
    return SituationField(name, FieldKind.FLAG, "--" + name.replace("_", "-"), help_text,
                          (english, japanese), short)


SITUATION_FIELDS: tuple[SituationField, ...] = (
    _flag("tsumo", "Won by drawing the tile (the default is ron, on a discard).",
          "tsumo", "ツモ", "-t"),
    _flag("riichi", "Riichi was declared.", "riichi", "立直", "-r"),
    _flag("double_riichi", "Double riichi: riichi on the first turn.", "double riichi",
          "両立直"),
    _flag("ippatsu", "Won within one go-around of riichi, no call in between.", "ippatsu",
          "一発", "-i"),
    _flag("haitei", "Tsumo on the last tile of the wall.", "haitei", "海底"),
    _flag("houtei", "Ron on the last discard.", "houtei", "河底"),
    _flag("rinshan", "Tsumo on the replacement tile after a kan.", "rinshan", "嶺上"),
    _flag("chankan", "Ron on a tile added to a kan.", "chankan", "槍槓"),
    _flag("chankan_closed_kan", "With --chankan: the robbed kan was a closed kan (only "
          "thirteen orphans, where the rules allow it).", "chankan of a closed kan",
          "暗槓の槍槓"),
    _flag("tenhou", "The dealer's win on the dealt hand.", "tenhou", "天和"),
    _flag("chiihou", "A non-dealer's tsumo on the first draw.", "chiihou", "地和"),
    _flag("renhou", "A non-dealer's ron before the first draw (where the rules have it).",
          "renhou", "人和"),
    SituationField("seat", FieldKind.WIND, "--seat",
                   "The winner's seat wind; E is the dealer (the default, with a note).",
                   ("seat {value}", "自風 {value}"), "-s"),
    SituationField("round", FieldKind.WIND, "--round", "The round (prevalent) wind.",
                   ("round {value}", "場風 {value}"), "-p"),
    SituationField("dora", FieldKind.TILES, "--dora",
                   "Dora indicators: repeat, or separate with commas (3m,7z); a number "
                   "(--dora 2) counts the dora the hand holds instead.",
                   ("dora {value}", "ドラ表示 {value}"), "-d"),
    SituationField("ura", FieldKind.TILES, "--ura",
                   "Ura dora indicators, for a riichi hand; a number counts the ura dora.",
                   ("ura {value}", "裏ドラ表示 {value}"), "-u"),
    SituationField("honba", FieldKind.COUNT, "--honba", "Honba counters on the table.",
                   ("{value} honba", "{value}本場"), "-b"),
    SituationField("sticks", FieldKind.COUNT, "--sticks",
                   "Riichi deposits on the table; the winner collects them.",
                   ("{value} riichi deposit{s}", "供託 {value}本"), "-k"),
    SituationField("discarder", FieldKind.SEAT, "--discarder",
                   "The discarder's seat, for a ron.",
                   ("from {value}", "放銃 {value}"), "-f", ("from",)),
    SituationField("pao", FieldKind.SEAT, "--pao",
                   "The seat liable (pao) for daisangen or daisuushii.",
                   ("pao {value}", "責任払い {value}")),
    SituationField("dora_count", FieldKind.COUNT, "--dora-count",
                   "Dora the hand holds, when the indicators are not given (as --dora N).",
                   ("{value} dora", "ドラ{value}")),
    SituationField("ura_count", FieldKind.COUNT, "--ura-count",
                   "Ura dora the hand holds, for a riichi hand (as --ura N).",
                   ("{value} ura dora", "裏ドラ{value}")),
    SituationField("aka_count", FieldKind.COUNT, "--aka-count",
                   "Red fives the hand holds where the notation writes them as plain "
                   "fives.",
                   ("{value} red five{s}", "赤ドラ{value}"), "-a", ("aka",)),
)
"""Every field of :class:`Situation`, in its order: the one declaration from which the
options of ``mjscore score`` and of argument lines, the JSON keys and the labels of an
explained score are derived."""

SITUATION_FIELD: dict[str, SituationField] = {field.name: field for field in SITUATION_FIELDS}

FLAGS = tuple(field.name for field in SITUATION_FIELDS if field.kind is FieldKind.FLAG)
"""The situation's yes/no keys."""

KEYS = tuple(field.name for field in SITUATION_FIELDS)
"""Every key :func:`make_situation` takes (the batch format's situation keys)."""

BEFORE_WIN_KEYS = ("riichi", "double_riichi", "seat", "round", "dora", "ura", "honba", "sticks")
"""The keys a hand has before it wins: those of :func:`mjscore.waiting.waits` and the
options of ``mjscore waits``; the others (tsumo, ippatsu, haitei, …, discarder, pao) belong
to a win."""


KEY_ALIASES: dict[str, str] = {alias: field.name for field in SITUATION_FIELDS
                               for alias in field.aliases}
"""Other names accepted for a situation key (``from`` for ``discarder``); output uses the
key itself."""

COUNTED_TILES: dict[str, str] = {"dora": "dora_count", "ura": "ura_count"}
"""Indicator keys whose value may be a number instead: the count of dora the hand holds."""


def canonical_key(key: str) -> str:
    """The situation key that ``key`` names: itself, or the key of an alias."""
    return KEY_ALIASES.get(key, key)


def is_count(value: object) -> bool:
    """A whole number given where indicators are expected: ``2``, ``"2"``."""
    if isinstance(value, str):
        return value.strip().isdecimal() and value.strip().isascii()
    return isinstance(value, int) and not isinstance(value, bool)


def make_situation(**values: object) -> Situation:
    """Build a :class:`Situation` from loose values, as the batch format and the API give them.

    Flags are booleans; winds are :class:`Wind` values or text ("E", "south", "西");
    indicators are tiles, notation text ("3m,4p") or lists of either; counters are integers.

    Raises:
        InvalidSituation: with code ``unknown_key`` or ``invalid_value`` naming the key.
    """
    return situation_of(values)


def situation_of(values: Mapping[str, object]) -> Situation:
    """:func:`make_situation` of a mapping the caller has already built (no copy of it)."""
    return Situation(**situation_fields(values))


def situation_fields(values: Mapping[str, object]) -> dict[str, Any]:
    """Loose values (see :func:`make_situation`) as the typed fields of a :class:`Situation`.

    Raises:
        InvalidSituation: with code ``unknown_key`` or ``invalid_value`` naming the key.
    """
    fields: dict[str, Any] = {}
    for given, loose in values.items():
        known = _KEY_READERS.get(given)
        if known is None:
            raise InvalidSituation(
                f"unknown situation key {given!r}; valid keys: {', '.join(KEYS)}",
                code="unknown_key")
        key, read, shared = known
        value = loose
        if shared:  # the field may be given under another key too
            if key in COUNTED_TILES and is_count(value):
                key, value, read = COUNTED_TILES[key], int(str(value)), _counter
            if key in fields:
                raise InvalidSituation(f"the key {key!r} is given twice (as {given!r} too)",
                                       code="duplicate_key")
        fields[key] = read(key, value)
    return fields


def situation_record(situation: Situation) -> dict[str, Any]:
    """A situation as JSON-ready data with every key of :data:`KEYS`: winds as letters,
    indicators as lists of tiles in notation; :func:`make_situation` reads it back."""
    record: dict[str, Any] = {}
    for field in SITUATION_FIELDS:
        value = getattr(situation, field.name)
        if isinstance(value, Wind):
            value = value.letter
        elif field.kind is FieldKind.TILES:
            value = [str(tile) for tile in value]
        record[field.name] = value
    return record


def _invalid(key: str, value: object, expected: str) -> InvalidSituation:
    shown = repr(value)
    if len(shown) > 40:
        shown = shown[:37] + "..."
    return InvalidSituation(f"{key} must be {expected}, not {shown}", code="invalid_value")


def _flag_value(key: str, value: object) -> bool:
    if value is True or value is False:
        return value
    raise _invalid(key, value, "true or false")


_WIND_LETTERS: dict[object, Wind] = {**{wind.letter: wind for wind in Wind},
                                     **{wind: wind for wind in Wind}}
"""The usual spellings of a wind, read without a call: the letter, or the wind itself."""


def _wind(key: str, value: object) -> Wind:
    wind = _WIND_LETTERS.get(value) if isinstance(value, (str, Wind)) else None
    if wind is not None:
        return wind
    if not isinstance(value, str):
        raise _invalid(key, value, "a wind (E, S, W or N)")
    try:
        return Wind.parse(value)
    except MjscoreError:
        raise _invalid(key, value, "a wind (E, S, W or N)") from None


@lru_cache(maxsize=1024)
def _read_tiles(text: str) -> tuple[Tile, ...]:
    """Indicator text as tiles; the same few indicators recur, so readings are remembered."""
    from .notation import parse_tiles

    return parse_tiles(text)


def _indicators(key: str, value: object) -> tuple[Tile, ...]:
    if type(value) is list and len(value) <= MAX_INDICATORS:
        # The usual form, a short list of single tiles in notation, read through a table.
        tiles = [TILE_BY_TEXT.get(item) if type(item) is str else None for item in value]
        if None not in tiles:
            return tuple(tiles)  # type: ignore[arg-type]
    return _loose_indicators(key, value)


def _loose_indicators(key: str, value: object) -> tuple[Tile, ...]:
    items: list[object] = [value] if isinstance(value, (str, Tile)) else (
        list(value) if isinstance(value, (list, tuple)) else [object()])
    tiles: list[Tile] = []
    for item in items:
        if isinstance(item, Tile):
            tiles.append(item)
        elif isinstance(item, str) and item.strip():
            try:
                read = _read_tiles if len(item) <= 32 else _read_tiles.__wrapped__
                tiles.extend(read(item))
            except MjscoreError as error:
                raise _invalid(key, item, f"tiles in notation ({error.message})") from None
        elif not (isinstance(item, str) and not isinstance(value, list)):
            raise _invalid(key, value, "a list of tiles such as [\"3m\", \"7z\"]")
    if len(tiles) > MAX_INDICATORS:
        raise InvalidSituation(f"at most {MAX_INDICATORS} {key} indicators, not {len(tiles)}",
                               code="too_many_indicators")
    return tuple(tiles)


def _optional_wind(key: str, value: object) -> Wind | None:
    return None if value is None else _wind(key, value)


def _counter(key: str, value: object) -> int:
    if type(value) is int and 0 <= value <= MAX_COUNTERS:  # the usual case, at once
        return value
    if isinstance(value, bool) or not isinstance(value, int):
        raise _invalid(key, value, f"a whole number from 0 to {MAX_COUNTERS}")
    if not 0 <= value <= MAX_COUNTERS:
        raise InvalidSituation(f"{key} must be 0 to {MAX_COUNTERS}, not {value}",
                               code=f"invalid_{key}")
    return value


_READERS: dict[FieldKind, Callable[[str, object], Any]] = {
    FieldKind.FLAG: _flag_value,
    FieldKind.WIND: _wind,
    FieldKind.SEAT: _optional_wind,
    FieldKind.TILES: _indicators,
    FieldKind.COUNT: _counter,
}
"""How :func:`situation_fields` reads a loose value of each kind of field."""

_SHARED_FIELDS = frozenset((*COUNTED_TILES, *COUNTED_TILES.values(),
                            *(field.name for field in SITUATION_FIELDS if field.aliases)))
"""The fields that two keys can give: a field and its alias, indicators and their count."""

_KEY_READERS: dict[str, tuple[str, Callable[[str, object], Any], bool]] = {
    name: (field.name, _READERS[field.kind], field.name in _SHARED_FIELDS)
    for field in SITUATION_FIELDS for name in (field.name, *field.aliases)}
"""Every key :func:`situation_fields` accepts (aliases too): its field, its reader, and
whether the field is one of :data:`_SHARED_FIELDS` (only those can be given twice)."""


