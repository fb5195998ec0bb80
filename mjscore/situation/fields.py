"""The situation of a win: how it was won, the winds, dora, and what is on the table.

:class:`Situation` holds everything about a win except its tiles and the rules. Its field
names are the keys of the batch format and the keyword arguments of :func:`mjscore.score`.
:func:`check_situation` (of :mod:`mjscore.situation.checks`, re-exported here) refuses
situations that cannot happen.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from dataclasses import fields as dataclass_fields
from functools import lru_cache
from typing import Any

from ..base import InvalidSituation, MjscoreError, filler, value_class
from ..hand import TILE_BY_TEXT, Tile, Wind
from ..rules import Rules
from .checks import ALL_CHECKS, MAX_COUNTERS, MAX_INDICATORS, check_situation

__all__ = [
    "ALL_CHECKS", "BEFORE_WIN_KEYS", "COUNTED_TILES", "FLAGS", "KEYS", "KEY_ALIASES",
    "MAX_COUNTERS", "MAX_INDICATORS", "SITUATION_FIELD", "SITUATION_FIELDS", "FieldKind",
    "Situation", "SituationField", "canonical_key", "check_situation", "is_count",
    "make_situation", "situation_fields", "situation_of", "situation_record",
]

@value_class
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
    kita: int = 0
    """Norths the winner set aside as kita (抜きドラ, three-player rules only): each a dora,
    and one more for each dora indicator showing West."""

    @property
    def dealer(self) -> bool:
        """The winner is the dealer (the East seat)."""
        return self.seat is Wind.EAST

    @property
    def any_riichi(self) -> bool:
        """Riichi or double riichi was declared."""
        return self.riichi or self.double_riichi


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


@value_class
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
    SituationField("kita", FieldKind.COUNT, "--kita",
                   "Norths the winner set aside as kita (抜きドラ; three-player rules).",
                   ("{value} kita", "抜きドラ{value}")),
)
"""Every field of :class:`Situation`, in its order: the one declaration from which the
options of ``mjscore score`` and of argument lines, the JSON keys and the labels of an
explained score are derived."""

SITUATION_FIELD: dict[str, SituationField] = {field.name: field for field in SITUATION_FIELDS}

FLAGS = tuple(field.name for field in SITUATION_FIELDS if field.kind is FieldKind.FLAG)
"""The situation's yes/no keys."""

KEYS = tuple(field.name for field in SITUATION_FIELDS)
"""Every key :func:`make_situation` takes (the batch format's situation keys)."""

BEFORE_WIN_KEYS = ("riichi", "double_riichi", "seat", "round", "dora", "ura", "honba", "sticks",
                   "kita")
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
    """:func:`make_situation` of a mapping the caller has already built (no copy of it).

    The usual mapping (keys by their own names; flags as booleans, winds as letters,
    counters as integers, indicators as lists of tiles in notation) is read through the
    tables of :data:`_PLAIN_KEYS`, which hold what the readers give for such values, and
    built by :func:`_fill`; at the first key or value they do not hold, the whole mapping
    is read again by :func:`situation_fields` (the definition, which makes every error).
    """
    fields = _DEFAULT_VALUES.copy()
    for key, value in values.items():
        plain = _PLAIN_KEYS.get(key)
        if plain is None:
            return _situation_of_fields(values)
        index, table = plain
        if table is not None:
            try:
                entry = table.get(value)
            except TypeError:  # an unhashable value (a list): no plain value of the kind
                entry = None
            # A value of the very type of the one the table was made of, not one equal to
            # it: 1 is not True, nor is a subclass's instance (as the readers may say).
            if entry is None or type(value) is not entry[0]:
                return _situation_of_fields(values)
            fields[index] = entry[1]
        elif type(value) is list and len(value) <= MAX_INDICATORS:
            # Indicators: a short list of single tiles in notation, as _indicators reads
            # it (written out here: a call a list fewer), joined from shared 1-tuples.
            tiles: tuple[Tile, ...] = ()
            for item in value:
                single = _SINGLE_TILE.get(item) if type(item) is str else None
                if single is None:
                    return _situation_of_fields(values)
                tiles += single
            fields[index] = tiles
        else:
            return _situation_of_fields(values)
    return _fill(fields)


def _situation_of_fields(values: Mapping[str, object]) -> Situation:
    """:func:`situation_of` the straightforward way: every value by its reader."""
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


def situation_record(situation: Situation, rules: Rules | None = None) -> dict[str, Any]:
    """A situation as JSON-ready data with every key of :data:`KEYS` that ``rules`` have:
    winds as letters, indicators as lists of tiles in notation; :func:`make_situation` reads
    it back. ``kita`` is written only for rules with kita (three players), which are the
    only ones to allow it."""
    record: dict[str, Any] = {}
    for field in SITUATION_FIELDS:
        if field.name == "kita" and not (rules is not None and rules.kita) \
                and not situation.kita:
            continue
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
    # (start-up time: the command line loads the situation; the notation reader loads
    # when an indicator is first read)
    from ..hand import parse_tiles

    return parse_tiles(text)


def _read_indicators(text: str) -> tuple[Tile, ...]:
    """Indicator text as tiles, remembered when short (long text is seldom seen again)."""
    return (_read_tiles if len(text) <= 32 else _read_tiles.__wrapped__)(text)


@lru_cache(maxsize=1)
def _tile_list() -> Callable[..., tuple[Tile, ...]]:
    """:func:`mjscore.hand.parse_tile_list`, imported once (an import in a function is asked
    of the package's front every call)."""
    from ..hand import parse_tile_list  # start-up time: the notation reader loads on first use

    return parse_tile_list


def _indicators(key: str, value: object) -> tuple[Tile, ...]:
    if type(value) is list and len(value) <= MAX_INDICATORS:
        # The usual form, a short list of single tiles in notation, read through a table.
        tiles = [TILE_BY_TEXT.get(item) if type(item) is str else None for item in value]
        if None not in tiles:
            return tuple(tiles)  # type: ignore[arg-type]
    return _loose_indicators(key, value)


def _loose_indicators(key: str, value: object) -> tuple[Tile, ...]:
    """Indicators given otherwise: text, a tile, a list or tuple of these (a blank text is
    none, but in a list)."""
    tiles = _tile_list()(
        value, lambda _: _invalid(key, value, "a list of tiles such as [\"3m\", \"7z\"]"),
        in_notation=lambda item, error: _invalid(key, item,
                                                 f"tiles in notation ({error.message})"),
        blanks="refuse" if isinstance(value, list) else "skip", read=_read_indicators)
    if len(tiles) > MAX_INDICATORS:
        raise InvalidSituation(f"at most {MAX_INDICATORS} {key} indicators, not {len(tiles)}",
                               code="too_many_indicators")
    return tiles


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


# The plain path of situation_of ---------------------------------------------------------------

_DEFAULT_VALUES: list[Any] = [field.default for field in dataclass_fields(Situation)]
"""Each field's default, in the order of the fields: :func:`situation_of` starts from a copy."""

_PLAIN_CANDIDATES: dict[FieldKind, tuple[object, ...]] = {
    FieldKind.FLAG: (True, False),
    FieldKind.WIND: tuple(_WIND_LETTERS),
    FieldKind.SEAT: (*_WIND_LETTERS, None),
    FieldKind.COUNT: tuple(range(MAX_COUNTERS + 1)),
}
"""The values :func:`situation_of` reads from a table, for each kind of field but indicators
(lists of tiles, read through :data:`_SINGLE_TILE`): the usual spellings, which are a few."""

_PlainTable = dict[object, tuple[type, Any]]
"""Plain values, each to its exact type and what its reader gives for it."""


def _plain_table(kind: FieldKind, key: str) -> _PlainTable:
    """What the reader of ``kind`` gives for each candidate, with the candidate's exact
    type: :func:`situation_of` takes the entry only for a value of that type, so that ``1``
    is not read as ``True`` (they are equal as keys). No two candidates of a kind are equal
    (a test holds it), so one table a kind holds them all."""
    read = _READERS[kind]
    return {value: (type(value), read(key, value)) for value in _PLAIN_CANDIDATES[kind]}


_PLAIN_TABLES = {kind: _plain_table(kind, next(field.name for field in SITUATION_FIELDS
                                               if field.kind is kind))
                 for kind in _PLAIN_CANDIDATES}
"""One table for each kind: a value's reading does not depend on the key (only an error
message names it, and a table holds no error)."""

_PLAIN_KEYS: dict[str, tuple[int, _PlainTable | None]] = {
    field.name: (index, _PLAIN_TABLES.get(field.kind))
    for index, field in enumerate(SITUATION_FIELDS)}
"""Each field's own name (not an alias, which could repeat a field): its place, and the
table of its plain values (none for indicators). With no alias and indicators only as
lists (never a count), no field can be given twice here."""


_SINGLE_TILE: dict[str, tuple[Tile]] = {text: (tile,) for text, tile in TILE_BY_TEXT.items()}
"""Each tile's notation and the 1-tuple of the tile: :func:`situation_of` joins indicators
of these (the tuples are immutable, so shared)."""


_fill = filler(Situation)
"""The :class:`Situation` of every field's value, in field order, built a third faster than
by the frozen dataclass's ``__init__`` (:func:`mjscore.base.filler`)."""
