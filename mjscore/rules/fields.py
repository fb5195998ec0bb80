"""The fields of a rule set: what each one is called, the values it takes, and its checks.

:data:`RULE_FIELDS` declares every field of :class:`mjscore.rules.Rules` (all but its name),
in order: the hand rules, then from ``game_length`` on the game rules of RULES.md §4. Each
:class:`RuleField` checks a typed value and reads one written as ``--rule`` takes it. The
value enums of the fields are here too; :mod:`mjscore.rules` gives every name of this module.

>>> rule_field("kazoe").parse("Sanbaiman")
<Kazoe.SANBAIMAN: 'sanbaiman'>
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable
from typing import Final, TypeAlias

from ..base import RulesError, value_class

RuleValue: TypeAlias = bool | int | str | enum.Enum | tuple[int, ...]
"""The value of one rule field."""


class Kazoe(enum.Enum):
    """What a hand of 13 or more han without a yakuman is worth (数え役満)."""

    YAKUMAN = "yakuman"
    """Counted as a yakuman (kazoe yakuman)."""
    SANBAIMAN = "sanbaiman"
    """Capped at sanbaiman."""
    NONE = "none"
    """Capped at sanbaiman as well; named for rule books that say "no kazoe"."""


class Renhou(enum.Enum):
    """What a ron before the winner's first draw (人和) is worth."""

    NONE = "none"
    """Not a yaku."""
    MANGAN = "mangan"
    """A yaku that makes the hand at least a mangan."""
    MANGAN_ALONE = "mangan_alone"
    """A mangan not cumulative with other yaku and dora: the win is paid as renhou alone, a
    mangan, or by its other yaku and dora without renhou when those pay more."""
    YAKUMAN = "yakuman"
    """A yakuman."""


class PaoHonba(enum.Enum):
    """Who pays the honba of a ron that a liable player (pao) shares with the discarder."""

    LIABLE = "liable"
    """The liable player pays them with half the hand (Tenhou)."""
    DISCARDER = "discarder"
    """The discarder pays them with the other half (EMA 2016, p.12)."""


class PaoScope(enum.Enum):
    """What a liable player (pao) answers for when other yakuman stand beside the liable one."""

    HAND = "hand"
    """The whole hand (Tenhou)."""
    YAKUMAN = "yakuman"
    """Only the liable yakuman; the others are paid as a win without pao (Mahjong Soul)."""


class GameLength(enum.Enum):
    """How many rounds a game has before any extension."""

    TONPUU = "tonpuu"
    """東風戦: the East round only."""
    HANCHAN = "hanchan"
    """半荘戦: the East and South rounds."""


class FinalRounding(enum.Enum):
    """How final scores become final points (``(score − return points) / 1000``)."""

    EXACT = "exact"
    """To one decimal, as the scores are (Tenhou today)."""
    NEAREST_THOUSAND = "nearest_thousand"
    """Each non-first score is rounded to the nearest 1,000, half away from zero; first place
    takes the remainder (Tenhou's 2022 logs)."""
    GOSHA_ROKUNYUU = "gosha_rokunyuu"
    """五捨六入 at the hundreds: …,500 rounds down and …,600 up, by magnitude; first place
    takes the remainder."""


class Ties(enum.Enum):
    """How two players with the same final score are placed."""

    SEAT = "seat"
    """The seat nearer the first dealer places higher."""
    SPLIT = "split"
    """The tied players share the uma (and oka) of the places they hold."""


class LeftoverSticks(enum.Enum):
    """Where riichi sticks still on the table at the end of the game go."""

    FIRST = "first"
    """To the player placed first."""
    FIRST_SPLIT = "first_split"
    """To the player with the highest score, split among players tied on it (EMA): shares in
    hundreds, the odd hundreds one each to the tied seats nearest the first dealer."""
    RETURNED = "returned"
    """Back to the players who put them in."""
    LOST = "lost"
    """To nobody: they stay on the table as a deposit (供託) and leave the game, so the final
    scores sum to less than the start points."""


class MultipleRon(enum.Enum):
    """What happens when several players ron the same discard."""

    ALL = "all"
    """Every one of them wins (double ron; a triple ron is an abortive draw where
    ``sanchahou`` says so)."""
    HEAD_BUMP = "head_bump"
    """頭ハネ: only the first in turn order after the discarder wins."""


class TileSet(enum.Enum):
    """The tiles in play."""

    FULL = "136"
    """All 136 tiles (four-player mahjong)."""
    NO_2M_8M = "108"
    """108 tiles: 2m to 8m are removed, 1m and 9m stay (three-player mahjong, 三麻)."""


RED_FIVE_SUITS: Final = "mps"
"""The suits that can have a red five, in canonical order."""

_BOOL_WORDS: Final = {
    "true": True, "yes": True, "on": True, "1": True,
    "false": False, "no": False, "off": False, "0": False,
}
_INTEGER = re.compile(r"-?[0-9]+")


@value_class
class RuleField:
    """One switch of :class:`Rules`: its name, the values it takes and what it means.

    ``kind`` is ``"bool"``, ``"int"``, ``"enum"``, ``"suits"`` or ``"uma"`` (a whole
    number for each player, three or four, first place first, from highest to lowest and
    summing to zero; :class:`~mjscore.rules.Rules` holds their number to its players). An int field
    either lists its ``choices`` or takes any multiple of ``step`` from 0 up.
    """

    name: str
    kind: str
    summary: str
    """One line for ``mjscore rules show``."""
    choices: tuple[int, ...] = ()
    step: int = 1
    enum_type: type[enum.Enum] | None = None
    shared: bool = False
    """An int field shared among the players but one (honba on a tsumo, noten payments):
    a multiple of ``step`` for each of them (three with four players, two with three;
    :class:`Rules` checks which)."""

    @property
    def allowed(self) -> str:
        """The values the field takes, in words (used in error messages and docs)."""
        if self.kind == "bool":
            return "true or false"
        if self.kind == "suits":
            return "suit letters m, p, s, each at most once (e.g. mps, ps), or none"
        if self.kind == "uma":
            return ("four whole numbers (three with three players) from first place to last, "
                    "highest first, summing to zero (e.g. 20,10,-10,-20)")
        if self.enum_type is not None:
            return or_list([member.value for member in self.enum_type])
        if self.choices:
            return or_list([str(choice) for choice in self.choices])
        if self.shared:
            return (f"a multiple of {3 * self.step} from 0 up ({2 * self.step} with three "
                    "players)")
        if self.step > 1:
            return f"a multiple of {self.step} from 0 up"
        return "a whole number from 0 up"

    def check(self, value: object) -> None:
        """Refuse a typed value the field cannot take.

        Raises:
            RulesError: with code ``invalid_rule_value``.
        """
        if not self._accepts(value):
            raise RulesError(
                f"invalid value {value!r} for rule {self.name}: expected {self.allowed}",
                code="invalid_rule_value",
            )

    def _accepts(self, value: object) -> bool:
        if self.kind == "bool":
            return isinstance(value, bool)
        if self.kind == "suits":
            return (isinstance(value, str) and set(value) <= set(RED_FIVE_SUITS)
                    and len(set(value)) == len(value))
        if self.kind == "uma":
            return (isinstance(value, tuple) and len(value) in (3, 4)
                    and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
                    and sum(value) == 0 and list(value) == sorted(value, reverse=True))
        if self.enum_type is not None:
            return isinstance(value, self.enum_type)
        if not isinstance(value, int) or isinstance(value, bool):
            return False
        if self.choices:
            return value in self.choices
        return value >= 0 and value % self.step == 0

    def parse(self, text: str) -> RuleValue:
        """Read the field's value from text, as ``--rule KEY=VALUE`` gives it.

        Booleans are true/false, yes/no, on/off or 1/0; enums are their values; both ignore
        case. Red fives are suit letters, or ``none``.

        Raises:
            RulesError: with code ``invalid_rule_value``, listing the values allowed.
        """
        word = text.strip().lower()
        value: object = None
        if self.kind == "bool":
            value = _BOOL_WORDS.get(word)
        elif self.kind == "suits":
            value = "" if word in ("", "none") else word
        elif self.kind == "uma":
            parts = [part.strip() for part in word.replace("/", ",").split(",")]
            if all(_INTEGER.fullmatch(part) for part in parts):
                value = tuple(int(part) for part in parts)
        elif self.enum_type is not None:
            value = next((m for m in self.enum_type if m.value == word), None)
        elif _INTEGER.fullmatch(word):
            value = int(word)
        if value is None or not self._accepts(value):
            extra = " (also yes/no, on/off, 1/0)" if self.kind == "bool" else ""
            raise RulesError(
                f"invalid value {text!r} for rule {self.name}: expected {self.allowed}{extra}",
                code="invalid_rule_value",
            )
        assert isinstance(value, bool | int | str | enum.Enum | tuple)
        return value

    def coerce(self, value: object) -> RuleValue:
        """A typed value as it is, text parsed with :meth:`parse`.

        Raises:
            RulesError: with code ``invalid_rule_value``.
        """
        if isinstance(value, str) and not isinstance(value, enum.Enum):
            return self.parse(value)
        if self.kind == "uma" and isinstance(value, list):
            value = tuple(value)
        self.check(value)
        assert isinstance(value, bool | int | enum.Enum | tuple)
        return value


def or_list(words: list[str]) -> str:
    """Words joined for a message: ``a``, ``a or b``, ``a, b or c``."""
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} or {words[-1]}"


def _flag(name: str, summary: str) -> RuleField:
    return RuleField(name, "bool", summary)


RULE_FIELDS: Final[tuple[RuleField, ...]] = (
    _flag("open_tanyao", "Tanyao (all simples) counts in an open hand (喰いタン)."),
    RuleField("red_fives", "suits",
              "Suits with one red five in play, as letters (none for no red fives)."),
    RuleField("double_wind_pair_fu", "int",
              "Fu for a pair of a wind that is both seat and round wind (連風牌).",
              choices=(2, 4)),
    _flag("kiriage_mangan", "4 han 30 fu and 3 han 60 fu are rounded up to mangan (切り上げ)."),
    RuleField("kazoe", "enum",
              "13+ han without a yakuman: a yakuman, or capped at sanbaiman (sanbaiman, none).",
              enum_type=Kazoe),
    _flag("double_yakuman", "13-wait kokushi, suuankou tanki, junsei chuuren and daisuushii "
                            "count as two yakuman."),
    _flag("yakuman_stacking", "Different yakuman in one hand add up (e.g. tsuuiisou + "
                              "daisuushii = 2 yakuman)."),
    RuleField("max_yakuman", "int", "The most yakuman a hand counts to (0 = no cap)."),
    _flag("ryuuiisou", "All green (緑一色) is a yakuman."),
    RuleField("renhou", "enum", "What a non-dealer's ron before their first draw (人和) is worth.",
              enum_type=Renhou),
    RuleField("shousangen_han", "int",
              "Han of little three dragons itself (its two dragon triplets add yakuhai)."),
    _flag("ippatsu", "Ippatsu (一発) is a yaku."),
    _flag("ura_dora", "Ura dora count for a riichi hand."),
    _flag("kan_dora", "Each kan turns over another dora indicator (and ura indicator)."),
    RuleField("honba_value", "int",
              "Points a honba counter adds to a win, split evenly among the payers of a "
              "tsumo (300: 100 from each of three).", step=100, shared=True),
    RuleField("riichi_deposit", "int", "Points a riichi deposit on the table is worth.",
              step=100),
    _flag("pao", "Liability (責任払い) for feeding the last set of daisangen or daisuushii."),
    RuleField("pao_honba", "enum", "Who pays the honba of a ron the liable player shares: the "
                                   "liable player or the discarder.", enum_type=PaoHonba),
    RuleField("pao_scope", "enum", "What the liable player answers for beside other yakuman: "
                                   "the whole hand, or the liable yakuman only.",
              enum_type=PaoScope),
    _flag("kokushi_chankan_closed_kan", "Kokushi may rob a closed kan (暗槓の槍槓)."),
    RuleField("chiitoitsu_fu", "int", "Fu of seven pairs.", choices=(25, 50)),
    _flag("pinfu_tsumo", "Pinfu counts on a tsumo at 20 fu (else a tsumo denies pinfu and earns "
                         "2 fu)."),
    _flag("furiten_no_yaku_wait", "A wait without a yaku is a winning tile for furiten: "
                                  "discarding or passing it bars ron (片和了りのフリテン)."),
    _flag("closed_kan_ends_ippatsu", "The winner's own closed kan after riichi ends the "
                                     "ippatsu chance, so ippatsu never goes with rinshan."),
    # Three-player mahjong (三麻).
    RuleField("players", "int", "Players at the table: 4, or 3 for three-player mahjong "
                                "(三麻; seats East, South and West).", choices=(4, 3)),
    RuleField("tiles", "enum", "Tiles in play: 136, or 108 with 2m to 8m removed (三麻).",
              enum_type=TileSet),
    _flag("chi", "Chi (a run called from the previous player's discard) is allowed."),
    _flag("kita", "A North may be set aside as kita (抜きドラ), one dora each, with a "
                  "replacement draw (three players only)."),
    _flag("kita_ura", "Each kita of a riichi hand also counts one ura dora for each ura "
                      "indicator showing West (as it counts a dora for each West dora "
                      "indicator)."),
    _flag("tsumo_loss", "Three players: a tsumo is paid as with four, the absent North's "
                        "share dropped (ツモ損); false: that share is split between the two "
                        "payers (北家折半)."),
    # The game (RULES.md §4).
    RuleField("game_length", "enum", "Rounds played: East only (tonpuu) or East and South "
                                     "(hanchan).", enum_type=GameLength),
    RuleField("start_points", "int", "Each player's score at the start of a game.", step=100),
    RuleField("return_points", "int",
              "The score final points are counted from (返し); first place gets the "
              "difference from the start points of all four as oka.", step=100),
    RuleField("uma", "uma", "Final points added by place, in thousands, first place first."),
    RuleField("final_rounding", "enum", "How final scores are rounded into final points.",
              enum_type=FinalRounding),
    RuleField("ties", "enum", "How equal final scores are placed.", enum_type=Ties),
    RuleField("leftover_sticks", "enum",
              "Where riichi sticks left on the table at the end go.", enum_type=LeftoverSticks),
    _flag("bust", "The game ends at once when a score goes below 0 (exactly 0 plays on)."),
    RuleField("target_points", "int",
              "The score someone needs for the game to end after the last hand, and for a "
              "last dealer to stop while first (0: no such target).", step=100),
    _flag("agari_yame", "In the last hand a dealer who wins and is first (with the target) "
                        "ends the game (和了り止め)."),
    _flag("tenpai_yame", "In the last hand a dealer tenpai at a draw who is first (with the "
                         "target) ends the game (聴牌止め)."),
    _flag("extension", "When nobody has the target after the last hand, the next round is "
                       "played as sudden death (延長戦)."),
    RuleField("multiple_ron", "enum", "Several rons on one discard: all win, or only the "
                                      "first after the discarder.", enum_type=MultipleRon),
    _flag("kyuushu_kyuuhai", "Nine terminals and honours on the first draw may abort the hand "
                             "(九種九牌)."),
    _flag("suufon_renda", "Four of the same wind as the first discards abort the hand "
                          "(四風連打)."),
    _flag("suucha_riichi", "A fourth riichi aborts the hand (四家立直)."),
    _flag("suukaikan", "A fourth kan by more than one player aborts the hand (四槓散了)."),
    _flag("sanchahou", "Three rons on one discard abort the hand (三家和)."),
    _flag("nagashi_mangan", "Nagashi mangan is paid at an exhaustive draw (流し満貫)."),
    RuleField("noten_payment", "int",
              "Points the noten players pay the tenpai players at an exhaustive draw, in all "
              "(不聴罰符).", step=100, shared=True),
    _flag("noten_riichi_chombo", "A riichi found noten at an exhaustive draw is a chombo "
                                 "(else it cannot happen, as on Tenhou)."),
    RuleField("chombo_basic_points", "int",
              "Basic points of the payment for a chombo, paid as a tsumo against the offender "
              "(2000: a mangan; 0: no payment at the table).", step=100),
    RuleField("chombo_penalty", "int",
              "Points a chombo takes off the offender's final points after uma, per chombo "
              "(20000: -20.0; 0: none).", step=100),
    _flag("honba_to_every_winner", "Each winner of a multiple ron is paid the honba (else "
                                   "only the first after the discarder)."),
)
"""Every rule field of :class:`Rules` (all fields but ``name``), in declaration order."""

GAME_RULE_FIELDS: Final = tuple(field.name for field in RULE_FIELDS[
    [field.name for field in RULE_FIELDS].index("game_length"):])
"""The fields that decide whole games rather than one hand's score (RULES.md §4)."""

_BY_NAME: Final = {field.name: field for field in RULE_FIELDS}


def rule_field(name: str) -> RuleField:
    """The rule field called ``name`` (exactly; field names are lower case).

    Raises:
        RulesError: with code ``unknown_rule``, suggesting a close name and listing them all.
    """
    try:
        return _BY_NAME[name]
    except (KeyError, TypeError):
        raise _unknown_key(name, list(_BY_NAME), "rule") from None


def _unknown_key(key: object, valid: list[str], what: str) -> RulesError:
    import difflib

    close = difflib.get_close_matches(str(key).strip().lower(), valid, n=1)
    hint = f" (did you mean {close[0]}?)" if close else ""
    return RulesError(f"unknown {what} {key!r}{hint}; valid {what}s: {', '.join(valid)}",
                      code="unknown_rule")


def check_rule_keys(keys: Iterable[object], others: tuple[str, ...]) -> None:
    """Refuse a key that is no rule field, where ``others`` are the other keys allowed.

    Raises:
        RulesError: with code ``unknown_rule``, suggesting a close name and listing
            ``others`` and the rule fields.
    """
    for key in keys:
        if key not in _BY_NAME:
            raise _unknown_key(key, [*others, *_BY_NAME], "key")
