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
from typing import Any

from .errors import InvalidSituation, MjscoreError
from .hand import Hand, find_excess_copy
from .rules import Rules
from .tiles import Tile, Wind

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
    for check in _CHECKS:
        if check.fails(hand, situation, rules):
            raise InvalidSituation(check.message(situation, rules), code=check.code)
    _check_indicators(hand, situation, rules)


@dataclass(frozen=True, slots=True)
class _Check:
    """One impossible situation: its code, when it applies and what to say."""

    code: str
    fails: Callable[[Hand, Situation, Rules], bool]
    message: Callable[[Situation, Rules], str]


def _first_set(s: Situation, names: tuple[str, ...]) -> str:
    return next(name for name in names if getattr(s, name))


_TSUMO_ONLY = ("haitei", "rinshan", "tenhou", "chiihou")
_RON_ONLY = ("houtei", "chankan", "renhou")

_CHECKS = (
    _Check("tsumo_only_on_ron",
           lambda h, s, r: not s.tsumo and (s.haitei or s.rinshan or s.tenhou or s.chiihou),
           lambda s, r: f"{_first_set(s, _TSUMO_ONLY)} is won by tsumo, not ron"),
    _Check("ron_only_on_tsumo", lambda h, s, r: s.tsumo and (s.houtei or s.chankan or s.renhou),
           lambda s, r: f"{_first_set(s, _RON_ONLY)} is won by ron, not tsumo"),
    _Check("closed_kan_chankan_without_chankan",
           lambda h, s, r: s.chankan_closed_kan and not s.chankan,
           lambda s, r: "chankan_closed_kan describes a chankan: set chankan too"),
    _Check("closed_kan_chankan_not_in_rules",
           lambda h, s, r: s.chankan_closed_kan and not r.kokushi_chankan_closed_kan,
           lambda s, r: f"the {r.name} rules do not let thirteen orphans rob a closed kan"),
    _Check("ippatsu_without_riichi", lambda h, s, r: s.ippatsu and not s.any_riichi,
           lambda s, r: "ippatsu needs riichi"),
    _Check("riichi_with_open_hand", lambda h, s, r: s.any_riichi and not h.is_closed,
           lambda s, r: "riichi needs a closed hand (closed kans are fine)"),
    _Check("rinshan_without_kan",
           lambda h, s, r: s.rinshan and not any(meld.is_kan for meld in h.melds),
           lambda s, r: "rinshan needs a kan in the hand"),
    _Check("haitei_and_rinshan", lambda h, s, r: s.haitei and s.rinshan,
           lambda s, r: "the replacement tile after a kan is never the last tile of the wall"),
    _Check("tenhou_not_dealer", lambda h, s, r: s.tenhou and not s.dealer,
           lambda s, r: "tenhou is the dealer's win"),
    _Check("chiihou_dealer", lambda h, s, r: s.chiihou and s.dealer,
           lambda s, r: "chiihou is a non-dealer's win"),
    _Check("renhou_dealer", lambda h, s, r: s.renhou and s.dealer,
           lambda s, r: "renhou is a non-dealer's win"),
    _Check("first_turn_with_meld",
           lambda h, s, r: (s.tenhou or s.chiihou or s.renhou) and bool(h.melds),
           lambda s, r: "a win on the first turn has no melds"),
    _Check("first_turn_with_other_event",
           lambda h, s, r: (s.tenhou or s.chiihou or s.renhou)
           and (s.any_riichi or s.ippatsu or s.haitei or s.houtei or s.chankan),
           lambda s, r: "a win on the first turn has no riichi, ippatsu, haitei, houtei or "
           "chankan"),
    _Check("renhou_not_in_rules", lambda h, s, r: s.renhou and r.renhou.value == "none",
           lambda s, r: f"renhou is not a yaku under the {r.name} rules"),
    _Check("ippatsu_not_in_rules", lambda h, s, r: s.ippatsu and not r.ippatsu,
           lambda s, r: f"ippatsu is not a yaku under the {r.name} rules"),
    _Check("ura_without_riichi", lambda h, s, r: bool(s.ura) and not s.any_riichi,
           lambda s, r: "ura dora indicators count only for a riichi hand"),
    _Check("ura_not_in_rules", lambda h, s, r: bool(s.ura) and not r.ura_dora,
           lambda s, r: f"the {r.name} rules have no ura dora"),
    _Check("discarder_on_tsumo", lambda h, s, r: s.discarder is not None and s.tsumo,
           lambda s, r: "a tsumo has no discarder"),
    _Check("discarder_is_winner", lambda h, s, r: s.discarder is s.seat,
           lambda s, r: "the discarder cannot be the winner"),
    _Check("pao_is_winner", lambda h, s, r: s.pao is s.seat,
           lambda s, r: "the winner cannot be liable for their own hand"),
    _Check("pao_not_in_rules", lambda h, s, r: s.pao is not None and not r.pao,
           lambda s, r: f"the {r.name} rules have no pao"),
    _Check("invalid_honba", lambda h, s, r: not 0 <= s.honba <= MAX_COUNTERS,
           lambda s, r: f"honba must be 0 to {MAX_COUNTERS}, not {s.honba}"),
    _Check("invalid_sticks", lambda h, s, r: not 0 <= s.sticks <= MAX_COUNTERS,
           lambda s, r: f"riichi deposits must be 0 to {MAX_COUNTERS}, not {s.sticks}"),
)
"""Every impossible situation, checked in this order."""


def _check_indicators(hand: Hand, s: Situation, rules: Rules) -> None:
    # Kan dora come from anyone's kan, not only the winner's: up to four kans in a hand.
    allowed = MAX_INDICATORS if rules.kan_dora else 1
    for name, indicators in (("dora", s.dora), ("ura dora", s.ura)):
        if len(indicators) > allowed:
            why = "" if rules.kan_dora else f" under the {rules.name} rules, which have no kan dora"
            raise InvalidSituation(
                f"at most {allowed} {name} indicator{'s' if allowed != 1 else ''}{why}, "
                f"not {len(indicators)}",
                code="too_many_indicators",
            )
    if s.ura and len(s.ura) > max(len(s.dora), 1):
        raise InvalidSituation("there cannot be more ura dora than dora indicators",
                               code="too_many_indicators")
    indicators = s.dora + s.ura
    counts = list(hand.counts)
    for tile in indicators:
        counts[tile.kind] += 1
    reds = [*hand.reds, *(tile for tile in indicators if tile.red)]
    if max(counts) > 4 or len({tile.kind for tile in reds}) < len(reds):
        excess = find_excess_copy([*hand.tiles(), *indicators],
                                  what="the hand with its indicators")
        if excess is not None:
            raise InvalidSituation(excess[1].message, code=f"{excess[1].code}_with_indicators")
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
    """The option of ``mjscore score`` and of argument lines (``--from`` for discarder)."""
    help: str
    label: tuple[str, str]
    """English and Japanese words for the field in an explained score. A flag's label is its
    name; other labels are templates for ``str.format`` with ``value`` (the wind, the
    tiles, the count) and ``s`` (a plural ending)."""


def _flag(name: str, help_text: str, english: str, japanese: str) -> SituationField:
    return SituationField(name, FieldKind.FLAG, "--" + name.replace("_", "-"), help_text,
                          (english, japanese))


SITUATION_FIELDS: tuple[SituationField, ...] = (
    _flag("tsumo", "Won by drawing the tile (the default is ron, on a discard).",
          "tsumo", "ツモ"),
    _flag("riichi", "Riichi was declared.", "riichi", "立直"),
    _flag("double_riichi", "Double riichi: riichi on the first turn.", "double riichi",
          "両立直"),
    _flag("ippatsu", "Won within one go-around of riichi, no call in between.", "ippatsu",
          "一発"),
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
    SituationField("seat", FieldKind.WIND, "--seat", "The winner's seat wind; E is the dealer.",
                   ("seat {value}", "自風 {value}")),
    SituationField("round", FieldKind.WIND, "--round", "The round wind.",
                   ("round {value}", "場風 {value}")),
    SituationField("dora", FieldKind.TILES, "--dora",
                   "Dora indicators: repeat, or separate with commas (3m,7z).",
                   ("dora {value}", "ドラ表示 {value}")),
    SituationField("ura", FieldKind.TILES, "--ura", "Ura dora indicators, for a riichi hand.",
                   ("ura {value}", "裏ドラ表示 {value}")),
    SituationField("honba", FieldKind.COUNT, "--honba", "Honba counters on the table.",
                   ("{value} honba", "{value}本場")),
    SituationField("sticks", FieldKind.COUNT, "--sticks",
                   "Riichi deposits on the table; the winner collects them.",
                   ("{value} riichi deposit{s}", "供託 {value}本")),
    SituationField("discarder", FieldKind.SEAT, "--from", "The discarder's seat, for a ron.",
                   ("from {value}", "放銃 {value}")),
    SituationField("pao", FieldKind.SEAT, "--pao",
                   "The seat liable (pao) for daisangen or daisuushii.",
                   ("pao {value}", "責任払い {value}")),
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


def make_situation(**values: object) -> Situation:
    """Build a :class:`Situation` from loose values, as the batch format and the API give them.

    Flags are booleans; winds are :class:`Wind` values or text ("E", "south", "西");
    indicators are tiles, notation text ("3m,4p") or lists of either; counters are integers.

    Raises:
        InvalidSituation: with code ``unknown_key`` or ``invalid_value`` naming the key.
    """
    return Situation(**situation_fields(values))


def situation_fields(values: Mapping[str, object]) -> dict[str, Any]:
    """Loose values (see :func:`make_situation`) as the typed fields of a :class:`Situation`.

    Raises:
        InvalidSituation: with code ``unknown_key`` or ``invalid_value`` naming the key.
    """
    fields: dict[str, Any] = {}
    for key, value in values.items():
        field = SITUATION_FIELD.get(key)
        if field is None:
            raise InvalidSituation(
                f"unknown situation key {key!r}; valid keys: {', '.join(KEYS)}",
                code="unknown_key")
        fields[key] = _READERS[field.kind](key, value)
    return fields


def _invalid(key: str, value: object, expected: str) -> InvalidSituation:
    shown = repr(value)
    if len(shown) > 40:
        shown = shown[:37] + "..."
    return InvalidSituation(f"{key} must be {expected}, not {shown}", code="invalid_value")


def _flag_value(key: str, value: object) -> bool:
    if not isinstance(value, bool):
        raise _invalid(key, value, "true or false")
    return value


def _wind(key: str, value: object) -> Wind:
    if isinstance(value, Wind):
        return value
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
