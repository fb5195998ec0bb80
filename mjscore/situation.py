"""The situation of a win: how it was won, the winds, dora, and what is on the table.

:class:`Situation` holds everything about a win except its tiles and the rules. Its field
names are the keys of the batch format and the keyword arguments of :func:`mjscore.score`.
:func:`check_situation` refuses situations that cannot happen.
"""

from __future__ import annotations

from dataclasses import dataclass

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
    for code, message in _contradictions(hand, situation, rules):
        raise InvalidSituation(message, code=code)
    _check_indicators(hand, situation, rules)


def _contradictions(hand: Hand, s: Situation, rules: Rules) -> list[tuple[str, str]]:
    has_kan = any(meld.is_kan for meld in hand.melds)
    ron_only = [name for name in ("houtei", "chankan", "renhou") if getattr(s, name)]
    tsumo_only = [name for name in ("haitei", "rinshan", "tenhou", "chiihou")
                  if getattr(s, name)]
    checks = [
        (tsumo_only and not s.tsumo, "tsumo_only_on_ron",
         f"{tsumo_only[0] if tsumo_only else ''} is won by tsumo, not ron"),
        (ron_only and s.tsumo, "ron_only_on_tsumo",
         f"{ron_only[0] if ron_only else ''} is won by ron, not tsumo"),
        (s.ippatsu and not s.any_riichi, "ippatsu_without_riichi", "ippatsu needs riichi"),
        (s.any_riichi and not hand.is_closed, "riichi_with_open_hand",
         "riichi needs a closed hand (closed kans are fine)"),
        (s.rinshan and not has_kan, "rinshan_without_kan", "rinshan needs a kan in the hand"),
        (s.haitei and s.rinshan, "haitei_and_rinshan",
         "the replacement tile after a kan is never the last tile of the wall"),
        (s.tenhou and not s.dealer, "tenhou_not_dealer", "tenhou is the dealer's win"),
        (s.chiihou and s.dealer, "chiihou_dealer", "chiihou is a non-dealer's win"),
        (s.renhou and s.dealer, "renhou_dealer", "renhou is a non-dealer's win"),
        ((s.tenhou or s.chiihou or s.renhou) and bool(hand.melds), "first_turn_with_meld",
         "a win on the first turn has no melds"),
        ((s.tenhou or s.chiihou or s.renhou) and (s.any_riichi or s.ippatsu or s.haitei
                                                  or s.houtei or s.chankan),
         "first_turn_with_other_event", "a win on the first turn has no riichi, ippatsu, "
         "haitei, houtei or chankan"),
        (s.renhou and rules.renhou.value == "none", "renhou_not_in_rules",
         f"renhou is not a yaku under the {rules.name} rules"),
        (s.ippatsu and not rules.ippatsu, "ippatsu_not_in_rules",
         f"ippatsu is not a yaku under the {rules.name} rules"),
        (bool(s.ura) and not s.any_riichi, "ura_without_riichi",
         "ura dora indicators count only for a riichi hand"),
        (bool(s.ura) and not rules.ura_dora, "ura_not_in_rules",
         f"the {rules.name} rules have no ura dora"),
        (s.discarder is not None and s.tsumo, "discarder_on_tsumo",
         "a tsumo has no discarder"),
        (s.discarder is not None and s.discarder is s.seat, "discarder_is_winner",
         "the discarder cannot be the winner"),
        (s.pao is not None and s.pao is s.seat, "pao_is_winner",
         "the winner cannot be liable for their own hand"),
        (s.pao is not None and not rules.pao, "pao_not_in_rules",
         f"the {rules.name} rules have no pao"),
        (not 0 <= s.honba <= MAX_COUNTERS, "invalid_honba",
         f"honba must be 0 to {MAX_COUNTERS}, not {s.honba}"),
        (not 0 <= s.sticks <= MAX_COUNTERS, "invalid_sticks",
         f"riichi deposits must be 0 to {MAX_COUNTERS}, not {s.sticks}"),
    ]
    return [(code, message) for failed, code, message in checks if failed]


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
    tiles = [*hand.tiles(), *s.dora, *s.ura]
    excess = find_excess_copy(tiles, what="the hand with its indicators")
    if excess is not None:
        raise InvalidSituation(excess[1].message, code=f"{excess[1].code}_with_indicators")
    _check_red_fives(hand, s, rules)


def _check_red_fives(hand: Hand, s: Situation, rules: Rules) -> None:
    for tile in (*hand.tiles(), *s.dora, *s.ura):
        if tile.red and tile.suit.value not in rules.red_fives:
            raise InvalidSituation(
                f"the {rules.name} rules have no red five in {tile.suit.name.lower()} "
                f"({tile} was given)",
                code="red_five_not_in_rules",
            )


FLAGS = ("tsumo", "riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan",
         "chankan", "tenhou", "chiihou", "renhou")
"""The situation's yes/no keys."""

KEYS = (*FLAGS, "seat", "round", "dora", "ura", "honba", "sticks", "discarder", "pao")
"""Every key :func:`make_situation` takes (the batch format's situation keys)."""


def make_situation(**values: object) -> Situation:
    """Build a :class:`Situation` from loose values, as the batch format and the API give them.

    Flags are booleans; winds are :class:`Wind` values or text ("E", "south", "西");
    indicators are tiles, notation text ("3m,4p") or lists of either; counters are integers.

    Raises:
        InvalidSituation: with code ``unknown_key`` or ``invalid_value`` naming the key.
    """
    fields: dict[str, object] = {}
    for key, value in values.items():
        if key in FLAGS:
            fields[key] = _flag(key, value)
        elif key in ("seat", "round"):
            fields[key] = _wind(key, value)
        elif key in ("discarder", "pao"):
            fields[key] = None if value is None else _wind(key, value)
        elif key in ("dora", "ura"):
            fields[key] = _indicators(key, value)
        elif key in ("honba", "sticks"):
            fields[key] = _counter(key, value)
        else:
            raise InvalidSituation(
                f"unknown situation key {key!r}; valid keys: {', '.join(KEYS)}",
                code="unknown_key")
    return Situation(**fields)  # type: ignore[arg-type]


def _invalid(key: str, value: object, expected: str) -> InvalidSituation:
    shown = repr(value)
    if len(shown) > 40:
        shown = shown[:37] + "..."
    return InvalidSituation(f"{key} must be {expected}, not {shown}", code="invalid_value")


def _flag(key: str, value: object) -> bool:
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


def _indicators(key: str, value: object) -> tuple[Tile, ...]:
    from .notation import parse_tiles

    items: list[object] = [value] if isinstance(value, (str, Tile)) else (
        list(value) if isinstance(value, (list, tuple)) else [object()])
    tiles: list[Tile] = []
    for item in items:
        if isinstance(item, Tile):
            tiles.append(item)
        elif isinstance(item, str) and item.strip():
            try:
                tiles.extend(parse_tiles(item))
            except MjscoreError as error:
                raise _invalid(key, item, f"tiles in notation ({error.message})") from None
        elif not (isinstance(item, str) and not isinstance(value, list)):
            raise _invalid(key, value, "a list of tiles such as [\"3m\", \"7z\"]")
    if len(tiles) > MAX_INDICATORS:
        raise InvalidSituation(f"at most {MAX_INDICATORS} {key} indicators, not {len(tiles)}",
                               code="too_many_indicators")
    return tuple(tiles)


def _counter(key: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _invalid(key, value, f"a whole number from 0 to {MAX_COUNTERS}")
    if not 0 <= value <= MAX_COUNTERS:
        raise InvalidSituation(f"{key} must be 0 to {MAX_COUNTERS}, not {value}",
                               code=f"invalid_{key}")
    return value
