"""Rule sets: one immutable :class:`Rules` value per table, named presets, and overrides.

Every rule the scorer applies is a field here; nothing about the rules is hard-coded
elsewhere. ``docs/rules.md`` documents each field, its values and where each preset's value
comes from.

>>> find_rules("Tenhou").open_tanyao
True
>>> find_rules("classic").double_wind_pair_fu
2
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace

from .errors import RulesError


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
    YAKUMAN = "yakuman"
    """A yakuman."""


@dataclass(frozen=True, slots=True)
class Rules:
    """A complete rule set. Every field is documented in ``docs/rules.md``."""

    name: str
    """The preset this rule set is, or was derived from."""
    open_tanyao: bool = True
    """喰いタン: tanyao counts in an open hand."""
    red_fives: str = "mps"
    """The suits that have a red five in play, as suit letters ("" for none)."""
    double_wind_pair_fu: int = 4
    """Fu for a pair of a wind that is both the seat and the round wind (2 or 4)."""
    kiriage_mangan: bool = False
    """切り上げ満貫: 4 han 30 fu and 3 han 60 fu count as mangan."""
    kazoe: Kazoe = Kazoe.YAKUMAN
    """What 13 or more han without a yakuman are worth."""
    double_yakuman: bool = False
    """The double patterns (13-wait kokushi, suuankou tanki, junsei chuuren, daisuushii)
    count as two yakuman."""
    yakuman_stacking: bool = True
    """Different yakuman in one hand add up (tsuuiisou + daisuushii = 2 yakuman)."""
    max_yakuman: int = 0
    """The most yakuman a hand may count to; 0 for no cap."""
    ryuuiisou: bool = True
    """緑一色 is a yakuman."""
    renhou: Renhou = Renhou.NONE
    """What 人和 is worth."""
    shousangen_han: int = 2
    """Han of 小三元 itself (the two dragon triplets count their yakuhai on top)."""
    ippatsu: bool = True
    """一発 is a yaku."""
    ura_dora: bool = True
    """裏ドラ count for a riichi hand."""
    kan_dora: bool = True
    """A kan turns over another dora indicator (kan dora and, with ura dora, kan ura)."""
    honba_value: int = 300
    """Points a honba counter adds to a win (split evenly among the payers of a tsumo)."""
    riichi_deposit: int = 1000
    """Points one riichi deposit on the table is worth to the winner."""
    pao: bool = True
    """責任払い: the player who fed the last set of daisangen or daisuushii is liable."""
    kokushi_chankan_closed_kan: bool = True
    """Kokushi may rob a closed kan (暗槓の槍槓)."""
    chiitoitsu_fu: int = 25
    """Fu of seven pairs (25, or 50 in some old rule books)."""
    pinfu_tsumo: bool = True
    """Pinfu counts on a tsumo (at 20 fu); when false a tsumo denies pinfu and earns 2 fu."""


TENHOU = Rules("tenhou")
"""Tenhou's rules (the default)."""

CLASSIC = replace(
    TENHOU,
    name="classic",
    open_tanyao=False,
    double_wind_pair_fu=2,
    yakuman_stacking=False,
    max_yakuman=1,
    ryuuiisou=False,
    pao=False,
)
"""The house rulebook of ``seeds/000_2afa90f8674d316d.txt`` (第１条 … 第１２条)."""

PRESETS: dict[str, Rules] = {rules.name: rules for rules in (TENHOU, CLASSIC)}
"""Every preset by name."""


def find_rules(name: str) -> Rules:
    """Look up a preset by name, ignoring case.

    Raises:
        RulesError: with code ``unknown_preset`` naming the presets there are.
    """
    try:
        return PRESETS[name.strip().lower()]
    except KeyError:
        raise RulesError(
            f"unknown rules preset {name!r}; choose from {', '.join(PRESETS)}",
            code="unknown_preset",
        ) from None
