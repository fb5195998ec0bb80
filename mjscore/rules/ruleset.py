"""Rule sets: one immutable :class:`Rules` value per table, its fields, and the presets.

Every rule the scorer applies is a field here; nothing about the rules is hard-coded
elsewhere. ``docs/rules.md`` documents each field, its values and where each preset's value
comes from.

>>> find_rules("Tenhou").open_tanyao
True
>>> find_rules("classic").double_wind_pair_fu
2

Rule sets as users write them (values as text, overrides, rulebook files, what a caller
gives resolved into rules) are :mod:`mjscore.rules.rulebook`'s; the package's front,
:mod:`mjscore.rules`, gives the names of both.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from ..base import RulesError, value_class
from .fields import (
    RED_FIVE_SUITS,
    RULE_FIELDS,
    FinalRounding,
    GameLength,
    Kazoe,
    LeftoverSticks,
    MultipleRon,
    PaoHonba,
    PaoScope,
    Renhou,
    Ties,
    TileSet,
    or_list,
)


def format_value(value: object) -> str:
    """A value in a message as the fields' own checks write it."""
    return repr(value)


@value_class
class Rules:
    """A complete rule set. Every field is documented in ``docs/rules.md``.

    Building one checks every value (:class:`RulesError` with code ``invalid_rule_value``)
    and puts ``red_fives`` in the order m, p, s.
    """

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
    """Points a honba counter adds to a win (split evenly among the payers of a tsumo: a
    multiple of 100 for each of them)."""
    riichi_deposit: int = 1000
    """Points one riichi deposit on the table is worth to the winner."""
    pao: bool = True
    """責任払い: the player who fed the last set of daisangen or daisuushii is liable."""
    pao_honba: PaoHonba = PaoHonba.LIABLE
    """On a ron with a liable player, who pays the honba: the liable player or the
    discarder (a tsumo's honba are always the liable player's)."""
    pao_scope: PaoScope = PaoScope.HAND
    """With other yakuman beside the liable one, the liable player answers for the whole
    hand, or for the liable yakuman only."""
    kokushi_chankan_closed_kan: bool = False
    """Kokushi may rob a closed kan (暗槓の槍槓)."""
    chiitoitsu_fu: int = 25
    """Fu of seven pairs (25, or 50 in some old rule books)."""
    pinfu_tsumo: bool = True
    """Pinfu counts on a tsumo (at 20 fu); when false a tsumo denies pinfu and earns 2 fu."""
    furiten_no_yaku_wait: bool = True
    """Furiten (第５条) counts every wait, a wait without a yaku on it too; when false only the
    waits a ron could win on."""
    closed_kan_ends_ippatsu: bool = True
    """A closed kan of the winner's own after riichi ends ippatsu (no ippatsu with rinshan)."""
    players: int = 4
    """Players at the table: 4, or 3 (三麻: seats East, South and West; :attr:`seats`)."""
    tiles: TileSet = TileSet.FULL
    """The tiles in play: all 136, or 108 with 2m to 8m removed."""
    chi: bool = True
    """Chi may be called."""
    kita: bool = False
    """A North may be set aside as kita (抜きドラ): one dora each, and a dora more for each
    dora indicator showing West (three players only)."""
    kita_ura: bool = False
    """A kita of a riichi hand counts an ura dora for each ura indicator showing West."""
    tsumo_loss: bool = True
    """With three players a tsumo pays as the four-player table says, the absent North's
    share dropped (ツモ損); when false that share is split between the two payers (北家折半).
    No effect with four players."""
    game_length: GameLength = GameLength.HANCHAN
    """East only, or East and South."""
    start_points: int = 25000
    """Each player's score at the start."""
    return_points: int = 30000
    """The score final points count from; first place gets ``4 × (return − start)`` as oka."""
    uma: tuple[int, ...] = (20, 10, -10, -20)
    """Final points added by place, in thousands, first place first."""
    final_rounding: FinalRounding = FinalRounding.EXACT
    """How final scores are rounded into final points."""
    ties: Ties = Ties.SEAT
    """How equal final scores are placed."""
    leftover_sticks: LeftoverSticks = LeftoverSticks.FIRST
    """Where sticks still on the table at the end go."""
    bust: bool = True
    """A score below 0 ends the game at once."""
    target_points: int = 30000
    """The score needed to end after the last hand and for agari-yame (0: none)."""
    agari_yame: bool = True
    """A last dealer who wins while first (with the target) ends the game."""
    tenpai_yame: bool = True
    """A last dealer tenpai at a draw while first (with the target) ends the game."""
    extension: bool = True
    """Sudden death in the next round when nobody has the target after the last hand."""
    multiple_ron: MultipleRon = MultipleRon.ALL
    """Several rons on one discard: all win, or head-bump."""
    kyuushu_kyuuhai: bool = True
    """九種九牌 is an abortive draw."""
    suufon_renda: bool = True
    """四風連打 is an abortive draw."""
    suucha_riichi: bool = True
    """四家立直 is an abortive draw."""
    suukaikan: bool = True
    """四槓散了 is an abortive draw."""
    sanchahou: bool = True
    """三家和 is an abortive draw."""
    nagashi_mangan: bool = True
    """流し満貫 is paid at an exhaustive draw."""
    noten_payment: int = 3000
    """What the noten players pay the tenpai players in all."""
    noten_riichi_chombo: bool = False
    """A noten riichi at an exhaustive draw is a chombo."""
    chombo_basic_points: int = 2000
    """Basic points a chombo is paid at, as a tsumo against the offender (0: no payment)."""
    chombo_penalty: int = 0
    """Points each chombo takes off the offender's final points, after uma (0: none)."""
    honba_to_every_winner: bool = False
    """Every winner of a multiple ron is paid the honba, not only the first."""

    @property
    def seats(self) -> int:
        """How many players sit at the table: the ``players`` field, 4 or 3.

        This is the one place that says how many seats a game has: the game, its payouts,
        the scorer and the log readers read it here (or the length of the scores of such a
        game). The seats are the first ``seats`` winds: East, South, West (and North).
        """
        return self.players

    @property
    def oka(self) -> int:
        """Points first place gets on top of the uma: what the players gave up below the
        return points (0 when the return points equal the start points)."""
        return self.seats * (self.return_points - self.start_points)

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip():
            raise RulesError(f"invalid value {self.name!r} for name: expected a non-empty "
                             "name", code="invalid_rule_value")
        for field in RULE_FIELDS:
            field.check(getattr(self, field.name))
        canonical = "".join(suit for suit in RED_FIVE_SUITS if suit in self.red_fives)
        object.__setattr__(self, "red_fives", canonical)
        _check_together(self)


def _check_together(rules: Rules) -> None:
    """Refuse values that each field takes but that cannot go together: the places of the
    uma and the players, kita without three players, honba and noten payments that do not
    split into whole hundreds among the players who share them.

    Raises:
        RulesError: with code ``invalid_rule_value``.
    """
    payers = rules.players - 1
    for name in ("honba_value", "noten_payment", "uma", "kita"):
        value = getattr(rules, name)
        if name == "uma":
            wrong = len(value) != rules.players
            count = "four" if rules.players == 4 else "three"
            expected = (f"{count} whole numbers, one for each place, for {count} players (or "
                        "choose the tenhou3 preset)")
        elif name == "kita":
            wrong = value and rules.players == 4
            expected = "false with four players (set players=3, or choose the tenhou3 preset)"
        else:
            wrong = value % (100 * payers) != 0
            expected = f"a multiple of {100 * payers} from 0 up with {rules.players} players"
        if wrong:
            raise RulesError(f"invalid value {format_value(value)} for rule {name}: expected "
                             f"{expected}", code="invalid_rule_value")


TENHOU = Rules("tenhou")
"""Tenhou's rules (the default); ``docs/rules.md`` cites the source of each value."""

CLASSIC = replace(
    TENHOU,
    name="classic",
    open_tanyao=False,
    double_wind_pair_fu=2,
    yakuman_stacking=False,
    max_yakuman=1,
    ryuuiisou=False,
    pao=False,
    kokushi_chankan_closed_kan=True,
    return_points=25000,
    uma=(0, 0, 0, 0),
    final_rounding=FinalRounding.GOSHA_ROKUNYUU,
    leftover_sticks=LeftoverSticks.RETURNED,
    target_points=0,
    agari_yame=False,
    tenpai_yame=False,
    extension=False,
    multiple_ron=MultipleRon.HEAD_BUMP,
    suucha_riichi=False,
    sanchahou=False,
    nagashi_mangan=False,
    noten_riichi_chombo=True,
)
"""The house rulebook of ``seeds/000_2afa90f8674d316d.txt`` (第１条 … 第１２条)."""

MAHJONGSOUL = replace(
    TENHOU,
    name="mahjongsoul",
    double_yakuman=True,
    pao_scope=PaoScope.YAKUMAN,
    kokushi_chankan_closed_kan=True,
    return_points=25000,
    uma=(15, 5, -5, -15),
    sanchahou=False,
)
"""Mahjong Soul's four-player ranked rooms (雀魂 段位戦); its East-only and tournament rooms
(大会戦) set ``game_length = tonpuu``. No rule text of Mahjong Soul's own could be read:
``docs/rules.md`` cites the secondary sources and the game logs each value follows."""

MLEAGUE = replace(
    TENHOU,
    name="mleague",
    double_wind_pair_fu=2,
    kiriage_mangan=True,
    kazoe=Kazoe.SANBAIMAN,
    uma=(30, 10, -10, -30),
    ties=Ties.SPLIT,
    bust=False,
    target_points=0,
    agari_yame=False,
    tenpai_yame=False,
    extension=False,
    multiple_ron=MultipleRon.HEAD_BUMP,
    kyuushu_kyuuhai=False,
    suufon_renda=False,
    suucha_riichi=False,
    suukaikan=False,
    sanchahou=False,
    nagashi_mangan=False,
    noten_riichi_chombo=True,
    chombo_basic_points=0,
    chombo_penalty=20000,
)
"""M.League's rules (Mリーグ), from secondary summaries of the published rules."""

EMA = replace(
    TENHOU,
    name="ema",
    red_fives="",
    kazoe=Kazoe.SANBAIMAN,
    yakuman_stacking=False,
    max_yakuman=1,
    renhou=Renhou.MANGAN_ALONE,
    pao_honba=PaoHonba.DISCARDER,
    kokushi_chankan_closed_kan=True,
    start_points=30000,
    uma=(15, 5, -5, -15),
    ties=Ties.SPLIT,
    bust=False,
    target_points=0,
    agari_yame=False,
    tenpai_yame=False,
    extension=False,
    kyuushu_kyuuhai=False,
    suufon_renda=False,
    suucha_riichi=False,
    suukaikan=False,
    sanchahou=False,
    nagashi_mangan=False,
    noten_riichi_chombo=True,
    chombo_basic_points=0,
    chombo_penalty=20000,
    honba_to_every_winner=True,
    leftover_sticks=LeftoverSticks.FIRST_SPLIT,
)
"""The EMA Riichi Competition Rules (RCR), 2016 edition, as played in tournaments."""

SAIKOUISEN = replace(
    TENHOU,
    name="saikouisen",
    red_fives="",
    double_wind_pair_fu=2,
    kiriage_mangan=True,
    kazoe=Kazoe.SANBAIMAN,
    yakuman_stacking=False,
    max_yakuman=1,
    pao=False,
    start_points=30000,
    uma=(30, 10, -10, -30),
    leftover_sticks=LeftoverSticks.LOST,
    bust=False,
    target_points=0,
    agari_yame=False,
    tenpai_yame=False,
    extension=False,
    multiple_ron=MultipleRon.HEAD_BUMP,
    kyuushu_kyuuhai=False,
    suufon_renda=False,
    suucha_riichi=False,
    suukaikan=False,
    sanchahou=False,
    nagashi_mangan=False,
    noten_riichi_chombo=True,
    chombo_basic_points=0,
    chombo_penalty=20000,
)
"""最高位戦日本プロ麻雀協会's competition rules (競技規定), not its Classic variant."""

TENHOU3 = replace(
    TENHOU,
    name="tenhou3",
    red_fives="ps",
    players=3,
    tiles=TileSet.NO_2M_8M,
    chi=False,
    kita=True,
    kita_ura=True,
    honba_value=200,
    start_points=35000,
    return_points=40000,
    uma=(20, 0, -20),
    target_points=40000,
    suufon_renda=False,
    suucha_riichi=False,
    sanchahou=False,
    noten_payment=2000,
)
"""Tenhou's three-player rooms (三麻, the Phoenix room of the shared logs): 108 tiles, red
5p and 5s, kita, no chi, tsumo loss; ``docs/rules.md`` cites each value."""

MAHJONGSOUL3 = replace(
    TENHOU3,
    name="mahjongsoul3",
    double_yakuman=True,
    pao_scope=PaoScope.YAKUMAN,
    kokushi_chankan_closed_kan=True,
)
"""Mahjong Soul's three-player ranked rooms (雀魂 三麻 段位戦): Tenhou's three-player rules,
as the secondary sources say, with Mahjong Soul's own yakuman rules; ``docs/rules.md`` says
which values no source settles."""

DEFAULT_RULES: Final = TENHOU
"""The rules used when none are named."""


@value_class
class Preset:
    """A named rule set as ``mjscore rules`` lists it: the rules, one line about them and
    where their values come from (``docs/rules.md`` cites each value)."""

    rules: Rules
    summary: str
    """One line for ``mjscore rules``."""
    source: str
    """The published rules the values follow."""

    @property
    def name(self) -> str:
        """The preset's name, the name of its rules."""
        return self.rules.name


PRESET_LIST: Final[tuple[Preset, ...]] = (
    Preset(TENHOU, "Tenhou's published rules (the default).",
           "Tenhou's published rules, https://tenhou.net/man/#RULE"),
    Preset(CLASSIC, "The house rulebook of the rules primer (第１条 … 第１２条).",
           "The house rulebook of seeds/000_2afa90f8674d316d.txt, with RULES.md §1"),
    Preset(MAHJONGSOUL, "Mahjong Soul's four-player ranked rooms (secondary sources, logs).",
           "riichi.wiki's Majsoul page (2019), RiichiEnv's Mahjong Soul rules, the logs"),
    Preset(MLEAGUE, "M.League (Mリーグ), as secondary summaries of its rules give them.",
           "summaries of the M.League rules published in 2018, uma as of 2024-25"),
    Preset(EMA, "EMA Riichi Competition Rules 2016 (tournament play).",
           "EMA, Riichi Competition Rules, 2016 edition (Riichi-rules-2016-EN.pdf)"),
    Preset(SAIKOUISEN, "最高位戦日本プロ麻雀協会's competition rules (not Classic).",
           "最高位戦 競技規定 (art. 1-12) and summaries of its rules (2009, 2015, 2022)"),
    Preset(TENHOU3, "Tenhou's three-player rooms (三麻): 108 tiles, kita, no chi.",
           "Tenhou's published rules, https://tenhou.net/man/#RULE, and its 3p logs"),
    Preset(MAHJONGSOUL3, "Mahjong Soul's three-player ranked rooms (secondary sources).",
           "riichi.wiki's Majsoul page (2019) and Sanma page (2024), Tenhou's 3p rules"),
)
"""Every preset, in the order ``mjscore rules`` lists them: a new preset is one entry here."""

PRESETS: dict[str, Rules] = {preset.name: preset.rules for preset in PRESET_LIST}
"""Every preset by name."""

PRESET_SUMMARIES: Final = {preset.name: preset.summary for preset in PRESET_LIST}
"""One line about each preset, for ``mjscore rules``."""


def presets_in_words() -> str:
    """The presets for a help text: ``tenhou (default) or classic``."""
    names = [f"{preset.name} (default)" if preset.rules is DEFAULT_RULES else preset.name
             for preset in PRESET_LIST]
    return or_list(names)


def find_rules(name: str) -> Rules:
    """Look up a preset by name, ignoring case.

    Raises:
        RulesError: with code ``unknown_preset`` naming the presets there are.
    """
    try:
        return PRESETS[name.strip().lower()]
    except (KeyError, AttributeError):
        raise RulesError(
            f"unknown rules preset {name!r}; choose from {', '.join(PRESETS)}",
            code="unknown_preset",
        ) from None
