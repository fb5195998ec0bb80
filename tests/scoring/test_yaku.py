"""Every yaku of RULES.md §2 on a hand written for it, with its closed and open value.

Each expected value below was worked out from the rules by hand; the hands are built so that
the yaku under test is the only one present, or the other yaku are named alongside it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given

import mjscore
from mjscore.base import NotAWinningHand, NoYaku
from mjscore.hand import (
    CHUN,
    DRAGON_KINDS,
    HAKU,
    HATSU,
    KAN,
    SEQ,
    TRIPLET,
    WIND_KINDS,
    Gate,
    Hand,
)
from mjscore.hand.tiles import GREEN_KINDS
from mjscore.rules import Rules, resolve_rules
from mjscore.scoring import YAKU, Score, raw_readings
from mjscore.scoring.decompose import SEVEN_PAIRS, THIRTEEN_ORPHANS
from mjscore.scoring.facts import HandFacts, Win
from mjscore.situation import Situation, check_situation, make_situation

from ..support.casedata import CASE_SETS, parsed_cases
from ..support.strategies import Deal, deals, hypothesis_settings

# A closed hand with no yaku of its own: 123m 456p 234s 789s, tanki on 9m.
BASE = "1239m456p234789s+9m"
# An open hand with no yaku of its own: 123m 456p [789s] [234s], tanki on 1p.
OPEN = "123m456p1p+1p [789s] [2-34s]"
# A closed pinfu: 123m 567p 345s 789s 22p, ryanmen 23m waiting on 1m or 4m.
PINFU = "23m567p345789s22p+1m"


def yaku_of(result: Score) -> dict[str, int]:
    return {hit.id: hit.han for hit in result.yaku}


def yaku(hand: str, **situation: Any) -> dict[str, int]:
    return yaku_of(mjscore.score(hand, **situation))


# (hand, situation, every yaku with its han): the yaku named in the id is the one under test.
CASES: dict[str, tuple[str, dict[str, Any], dict[str, int]]] = {
    "riichi": (BASE, {"riichi": True}, {"riichi": 1}),
    "double_riichi": (BASE, {"double_riichi": True}, {"double_riichi": 2}),
    "ippatsu": (BASE, {"riichi": True, "ippatsu": True}, {"riichi": 1, "ippatsu": 1}),
    "menzen_tsumo": (BASE, {"tsumo": True}, {"menzen_tsumo": 1}),
    "pinfu": (PINFU, {}, {"pinfu": 1}),
    "tanyao-closed": ("234m567p345678s2p+2p", {}, {"tanyao": 1}),
    "tanyao-open": ("234m567p2p+2p [3-45s] [6-78s]", {}, {"tanyao": 1}),
    "iipeikou": ("22334m567p789s11p+4m", {}, {"pinfu": 1, "iipeikou": 1}),
    "yakuhai_haku-closed": ("123m456p789s1p555z+1p", {}, {"yakuhai_haku": 1}),
    "yakuhai_haku-open": ("123m456p1p+1p [789s] [5=55z]", {}, {"yakuhai_haku": 1}),
    "yakuhai_hatsu-closed": ("123m456p789s1p666z+1p", {}, {"yakuhai_hatsu": 1}),
    "yakuhai_hatsu-open": ("123m456p1p+1p [789s] [666z]", {}, {"yakuhai_hatsu": 1}),
    "yakuhai_chun-closed": ("123m456p789s1p777z+1p", {}, {"yakuhai_chun": 1}),
    "yakuhai_chun-open": ("123m456p1p+1p [789s] [7-77z]", {}, {"yakuhai_chun": 1}),
    "seat_wind-closed": ("123m456p789s1p222z+1p", {"seat": "S"}, {"seat_wind": 1}),
    "seat_wind-open": ("123m456p1p+1p [789s] [222z]", {"seat": "S"}, {"seat_wind": 1}),
    "round_wind-closed": ("123m456p789s1p111z+1p", {"seat": "S"}, {"round_wind": 1}),
    "round_wind-open": ("123m456p1p+1p [789s] [2+22z]", {"seat": "W", "round": "S"},
                        {"round_wind": 1}),
    "haitei-closed": (BASE, {"tsumo": True, "haitei": True}, {"menzen_tsumo": 1, "haitei": 1}),
    "haitei-open": (OPEN, {"tsumo": True, "haitei": True}, {"haitei": 1}),
    "houtei-closed": (BASE, {"houtei": True}, {"houtei": 1}),
    "houtei-open": (OPEN, {"houtei": True}, {"houtei": 1}),
    "rinshan-closed-kan": ("123m456p789s1p+1p (2222s)", {"tsumo": True, "rinshan": True},
                           {"menzen_tsumo": 1, "rinshan": 1}),
    "rinshan-open": ("123m456p1p+1p [789s] [2222s]", {"tsumo": True, "rinshan": True},
                     {"rinshan": 1}),
    "chankan-closed": ("1399m456p234789s+2m", {"chankan": True}, {"chankan": 1}),
    "chankan-open": ("13m456p11p+2m [789s] [2-34s]", {"chankan": True}, {"chankan": 1}),
    "chiitoitsu": ("1133m2255p4477s6z+6z", {}, {"chiitoitsu": 2}),
    "sanshoku_doujun-closed": ("123m123p123456s9m+9m", {}, {"sanshoku_doujun": 2}),
    "sanshoku_doujun-open": ("123m123p9m+9m [1-23s] [456s]", {}, {"sanshoku_doujun": 1}),
    "ittsu-closed": ("123456789m456p1s+1s", {}, {"ittsu": 2}),
    "ittsu-open": ("456789m456p1s+1s [1-23m]", {}, {"ittsu": 1}),
    "chanta-closed": ("1299m789p789s333z+3m", {}, {"chanta": 2}),
    "chanta-open": ("1299m789p333z+3m [7-89s]", {}, {"chanta": 1}),
    "toitoi-open": ("222m777p5s+5s [333s] [444z]", {}, {"toitoi": 2}),
    "toitoi-closed": ("22299m777p33344s+4s", {}, {"sanankou": 2, "toitoi": 2}),
    "sanankou-closed": ("222m777p333456s9m+9m", {}, {"sanankou": 2}),
    "sanankou-open": ("222m777p333s9m+9m [4-56s]", {}, {"sanankou": 2}),
    "sanshoku_doukou-closed": ("222m222p222456s9m+9m", {},
                               {"sanshoku_doukou": 2, "sanankou": 2}),
    "sanshoku_doukou-open": ("222m222p9m+9m [222s] [4-56s]", {}, {"sanshoku_doukou": 2}),
    "sankantsu-open": ("123m9m+9m (2222p) [3333s] [4444s]", {}, {"sankantsu": 2}),
    "sankantsu-closed": ("123m9m+9m (2222p) (3333s) (4444s)", {},
                         {"sankantsu": 2, "sanankou": 2}),
    "honroutou-open": ("111m999p1s+1s [999s] [333z]", {}, {"honroutou": 2, "toitoi": 2}),
    "honroutou-closed": ("1199m1199p1199s1z+1z", {}, {"chiitoitsu": 2, "honroutou": 2}),
    "shousangen-closed": ("123m456p5556667z+7z", {},
                          {"shousangen": 2, "yakuhai_haku": 1, "yakuhai_hatsu": 1}),
    "shousangen-open": ("123m5556667z+7z [4-56p]", {},
                        {"shousangen": 2, "yakuhai_haku": 1, "yakuhai_hatsu": 1}),
    "honitsu-closed": ("123345678m333z9m+9m", {}, {"honitsu": 3}),
    "honitsu-open": ("345678m333z9m+9m [1-23m]", {}, {"honitsu": 2}),
    "junchan-closed": ("1112m789p123789s+3m", {}, {"junchan": 3}),
    "junchan-open": ("1112m789p123s+3m [7-89s]", {}, {"junchan": 2}),
    "ryanpeikou": ("223344m667788p5s+5s", {}, {"ryanpeikou": 3, "tanyao": 1}),
    "chinitsu-closed": ("2245566677889m+7m", {}, {"pinfu": 1, "chinitsu": 6}),
    "chinitsu-open": ("2255666778m+4m [7-89m]", {}, {"chinitsu": 5}),
}


@pytest.mark.parametrize(("hand", "situation", "expected"), CASES.values(), ids=CASES.keys())
def test_yaku_and_han(hand: str, situation: dict[str, Any], expected: dict[str, int]) -> None:
    assert yaku(hand, **situation) == expected


def test_every_plain_yaku_of_the_rules_has_a_case() -> None:
    plain = {definition.id for definition in mjscore.scoring.yaku.YAKU
             if not definition.yakuman and definition.id != "renhou"}
    covered = {case.split("-")[0] for case in CASES}
    assert plain <= covered


# Yakuman: (hand, situation, every yakuman), each worth 13 han per yakuman under tenhou.
YAKUMAN: dict[str, tuple[str, dict[str, Any], set[str]]] = {
    "kokushi": ("119m19p19s123456z+7z", {}, {"kokushi"}),
    "kokushi_13_wait": ("19m19p19s1234567z+1m", {}, {"kokushi_13_wait"}),
    "suuankou": ("22299m777p33344s+4s", {"tsumo": True}, {"suuankou"}),
    "suuankou_tanki": ("222m777p333444s9m+9m", {}, {"suuankou_tanki"}),
    "daisangen-closed": ("123m9m555666777z+9m", {}, {"daisangen"}),
    "daisangen-open": ("123m9m+9m [555z] [666z] [777z]", {}, {"daisangen"}),
    "shousuushii-closed": ("123m1112223334z+4z", {}, {"shousuushii"}),
    "shousuushii-open": ("123m4z+4z [111z] [222z] [333z]", {}, {"shousuushii"}),
    "daisuushii": ("9m+9m [111z] [222z] [333z] [444z]", {}, {"daisuushii"}),
    "tsuuiisou": ("1112223336z+6z [555z]", {}, {"tsuuiisou"}),
    "tsuuiisou-seven-pairs": ("1122334455667z+7z", {}, {"tsuuiisou"}),
    "chinroutou": ("111m999p1s+1s [999m] [111p]", {}, {"chinroutou"}),
    "ryuuiisou-closed": ("223344666888s6z+6z", {}, {"ryuuiisou"}),
    "ryuuiisou-open": ("234666888s6z+6z [2-34s]", {}, {"ryuuiisou"}),
    "chuuren": ("1112245678999m+3m", {}, {"chuuren"}),
    "junsei_chuuren": ("1112345678999m+5m", {}, {"junsei_chuuren"}),
    "suukantsu": ("9m+9m (2222p) [3333s] [4444s] [5555m]", {}, {"suukantsu"}),
    "tenhou": (BASE, {"tsumo": True, "tenhou": True}, {"tenhou"}),
    "chiihou": (BASE, {"tsumo": True, "chiihou": True, "seat": "S"}, {"chiihou"}),
}


@pytest.mark.parametrize(("hand", "situation", "expected"), YAKUMAN.values(),
                         ids=YAKUMAN.keys())
def test_yakuman(hand: str, situation: dict[str, Any], expected: set[str]) -> None:
    result = mjscore.score(hand, **situation)
    assert yaku_of(result) == dict.fromkeys(expected, 13)
    assert result.yakuman == 1
    assert result.han == 13
    assert result.limit is mjscore.scoring.Limit.YAKUMAN


def test_every_yakuman_of_the_rules_has_a_case() -> None:
    yakuman = {definition.id for definition in mjscore.scoring.yaku.YAKU
               if definition.yakuman and definition.id != "renhou_yakuman"}
    covered = {case.split("-")[0] for case in YAKUMAN}
    assert yakuman <= covered


DOUBLE_PATTERNS = {
    "kokushi_13_wait": "19m19p19s1234567z+1m",
    "suuankou_tanki": "222m777p333444s9m+9m",
    "junsei_chuuren": "1112345678999m+5m",
    "daisuushii": "9m+9m [111z] [222z] [333z] [444z]",
}


@pytest.mark.parametrize(("ident", "hand"), DOUBLE_PATTERNS.items(), ids=DOUBLE_PATTERNS.keys())
def test_double_yakuman_pattern_counts_double_when_the_rules_say_so(ident: str,
                                                                      hand: str) -> None:
    single = mjscore.score(hand, seat="S")
    double = mjscore.score(hand, seat="S", rules={"preset": "tenhou", "double_yakuman": True})
    assert yaku_of(single) == {ident: 13}
    assert yaku_of(double) == {ident: 26}
    assert (single.yakuman, single.value) == (1, 32000)
    assert (double.yakuman, double.value) == (2, 64000)


def test_plain_kokushi_stays_single_when_double_patterns_count_double() -> None:
    result = mjscore.score("119m19p19s123456z+7z",
                           rules={"preset": "tenhou", "double_yakuman": True})
    assert yaku_of(result) == {"kokushi": 13}


# --- replacement relations --------------------------------------------------------------

@pytest.mark.parametrize(
    ("hand", "situation", "kept", "replaced"),
    [
        ("223344m667788p5s+5s", {}, "ryanpeikou", "iipeikou"),
        ("1112m789p123789s+3m", {}, "junchan", "chanta"),
        ("2245566677889m+7m", {}, "chinitsu", "honitsu"),
        (BASE, {"riichi": True, "double_riichi": True}, "double_riichi", "riichi"),
        ("19m19p19s1234567z+1m", {}, "kokushi_13_wait", "kokushi"),
        ("222m777p333444s9m+9m", {"tsumo": True}, "suuankou_tanki", "suuankou"),
        ("1112345678999m+9m", {}, "junsei_chuuren", "chuuren"),
        ("9m+9m [111z] [222z] [333z] [444z]", {}, "daisuushii", "shousuushii"),
    ],
    ids=["ryanpeikou>iipeikou", "junchan>chanta", "chinitsu>honitsu",
         "double_riichi>riichi", "kokushi_13_wait>kokushi", "suuankou_tanki>suuankou",
         "junsei_chuuren>chuuren", "daisuushii>shousuushii"],
)
def test_replacement(hand: str, situation: dict[str, Any], kept: str, replaced: str) -> None:
    found = yaku(hand, **situation)
    assert kept in found
    assert replaced not in found


def test_four_identical_runs_are_ryanpeikou() -> None:
    # 123m x4 55p: ryanpeikou 3 han 40 fu (5200) beats 111m 222m 333m 123m: sanankou
    # 2 han 50 fu (3200).
    assert yaku("111122223333m5p+5p", seat="S") == {"ryanpeikou": 3}


def test_double_riichi_alone_is_two_han() -> None:
    assert yaku(BASE, double_riichi=True, ippatsu=True) == {"double_riichi": 2, "ippatsu": 1}


# --- stacked yakuman ----------------------------------------------------------------------

@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        ("5z+5z [111z] [222z] [333z] [444z]", {"daisuushii", "tsuuiisou"}),
        ("1z+1z [555z] [666z] [777z] [222z]", {"daisangen", "tsuuiisou"}),
        ("123m4z+4z [111z] [222z] [333z]", {"shousuushii"}),
        ("1112223334445z+5z", {"suuankou_tanki", "daisuushii", "tsuuiisou"}),
    ],
    ids=["tsuuiisou+daisuushii", "daisangen+tsuuiisou", "shousuushii-alone",
         "suuankou_tanki+daisuushii+tsuuiisou"],
)
def test_different_yakuman_stack_under_tenhou(hand: str, expected: set[str]) -> None:
    result = mjscore.score(hand, seat="S")
    assert yaku_of(result) == dict.fromkeys(expected, 13)
    assert result.yakuman == len(expected)
    assert result.han == 13 * len(expected)
    assert result.value == 32000 * len(expected)


def test_tenhou_stacks_with_the_hand_s_yakuman() -> None:
    result = mjscore.score("19m19p19s1234567z+1m", tsumo=True, tenhou=True)
    assert yaku_of(result) == {"tenhou": 13, "kokushi_13_wait": 13}
    assert result.yakuman == 2
    assert [payment.amount for payment in result.payments] == [32000, 32000, 32000]


def test_stacked_yakuman_count_once_under_classic() -> None:
    result = mjscore.score("5z+5z [111z] [222z] [333z] [444z]", seat="S", rules="classic")
    assert result.yakuman == 1
    assert result.value == 32000


def test_ryuuiisou_is_no_yakuman_under_classic() -> None:
    found = yaku("223344666888s6z+6z", rules="classic")
    assert "ryuuiisou" not in found
    # 234s 234s 666s 888s 66z: honitsu and iipeikou remain (the hatsu is only the pair).
    assert found == {"honitsu": 3, "iipeikou": 1}


def test_open_tanyao_is_no_yaku_under_classic() -> None:
    with pytest.raises(NoYaku) as caught:
        mjscore.score("234m567p2p+2p [3-45s] [6-78s]", rules="classic")
    assert caught.value.code == "no_yaku"


# --- a triplet completed by ron is open ---------------------------------------------------

# 222m 777p 333s 456s 88m: the 3s completes either the 33s pair into a triplet (shanpon).
SHANPON = "222m88m777p33456s+3s"


def test_triplet_completed_by_tsumo_is_concealed() -> None:
    assert yaku(SHANPON, tsumo=True) == {"menzen_tsumo": 1, "tanyao": 1, "sanankou": 2}


def test_triplet_completed_by_ron_is_open_no_sanankou() -> None:
    assert yaku(SHANPON) == {"tanyao": 1}


def test_suuankou_by_ron_on_a_shanpon_is_sanankou_and_toitoi() -> None:
    hand = "22299m777p33344s+4s"
    assert yaku(hand, tsumo=True) == {"suuankou": 13}
    assert yaku(hand) == {"sanankou": 2, "toitoi": 2}


def test_suuankou_tanki_by_ron_is_still_suuankou() -> None:
    assert yaku("222m777p333444s9m+9m") == {"suuankou_tanki": 13}


# --- yakuhai: a double wind counts both ---------------------------------------------------

@pytest.mark.parametrize(
    ("seat", "round_", "expected"),
    [
        ("E", "E", {"seat_wind": 1, "round_wind": 1}),
        ("S", "E", {"round_wind": 1}),
        ("E", "S", {"seat_wind": 1}),
    ],
    ids=["double-east", "round-only", "seat-only"],
)
def test_east_triplet_by_seat_and_round(seat: str, round_: str, expected: dict[str, int]) -> None:
    assert yaku("123m456p1p+1p [789s] [1=11z]", seat=seat, round=round_) == expected


def test_double_south() -> None:
    assert yaku("123m456p789s1p222z+1p", seat="S", round="S") == {
        "seat_wind": 1, "round_wind": 1}


def test_guest_wind_triplet_is_no_yaku() -> None:
    with pytest.raises(NoYaku):
        mjscore.score("123m456p1p+1p [789s] [333z]", seat="S", round="E")


# --- dora, ura dora, red fives ------------------------------------------------------------

# 123m 456p 789s 111z 55z, tanki on 5z; seat South, round East: round wind for 1 han.
DORA_HAND = "123m456p789s1115z+5z"


@pytest.mark.parametrize(
    ("indicators", "dora"),
    [
        (["2m"], 1),          # 3m
        (["9m"], 1),          # 9 wraps to 1: 1m
        (["8s"], 1),          # 9s
        (["9s"], 0),          # 1s: none in the hand
        (["4z"], 3),          # North wraps to East: 111z
        (["3z"], 0),          # West -> North: none
        (["7z"], 2),          # chun wraps to haku: 55z
        (["6z"], 0),          # hatsu -> chun: none
        (["4z", "4z"], 6),    # two identical indicators: each East worth 2
        (["4z", "7z", "9m"], 6),
    ],
    ids=["2m->3m", "9m->1m", "8s->9s", "9s->1s-none", "north->east", "west->north-none",
         "chun->haku", "hatsu->chun-none", "two-identical", "three-indicators"],
)
def test_dora_count(indicators: list[str], dora: int) -> None:
    found = yaku(DORA_HAND, seat="S", dora=indicators)
    assert found.pop("round_wind") == 1
    assert found == ({"dora": dora} if dora else {})


def test_ura_dora_counts_with_riichi() -> None:
    found = yaku(DORA_HAND, seat="S", riichi=True, dora=["9m"], ura=["4z"])
    assert found == {"riichi": 1, "round_wind": 1, "dora": 1, "ura_dora": 3}


def test_ura_dora_counts_with_double_riichi() -> None:
    found = yaku(DORA_HAND, seat="S", double_riichi=True, dora=["1p"], ura=["7z"])
    assert found == {"double_riichi": 2, "round_wind": 1, "ura_dora": 2}


def test_red_five_is_aka_dora_and_a_five_for_dora() -> None:
    found = yaku("123m406p789s1115z+5z", seat="S", dora=["4p"])
    assert found == {"round_wind": 1, "dora": 1, "aka_dora": 1}


def test_red_fives_in_melds_count() -> None:
    found = yaku("123m406p5z+5z [0-55s] [111z]", seat="S")
    assert found == {"round_wind": 1, "aka_dora": 2}


def test_every_tile_of_a_kan_is_a_dora() -> None:
    found = yaku("123m456p1p+1p [789s] [2222s]", tsumo=True, rinshan=True, dora=["1s"])
    assert found == {"rinshan": 1, "dora": 4}


def test_a_red_five_indicator_points_to_the_six() -> None:
    found = yaku("123m456p789s1115z+5z", seat="S", dora=["0p"])
    assert found == {"round_wind": 1, "dora": 1}


def test_dora_do_not_count_beside_a_yakuman() -> None:
    result = mjscore.score("123m9m+9m [555z] [666z] [777z]", seat="S", dora=["8m", "4z"])
    assert yaku_of(result) == {"daisangen": 13}
    assert result.han == 13


def test_dora_add_to_the_han() -> None:
    result = mjscore.score(DORA_HAND, seat="S", dora=["4z", "7z"])
    assert result.han == 1 + 3 + 2


def test_dora_alone_is_no_win() -> None:
    with pytest.raises(NoYaku) as caught:
        mjscore.score(BASE, dora=["8m"])
    assert caught.value.code == "no_yaku"
    assert "no yaku" in caught.value.message


def test_red_fives_alone_are_no_win() -> None:
    with pytest.raises(NoYaku):
        mjscore.score("1239m406p234789s+9m")


def test_an_incomplete_hand_is_not_a_winning_hand() -> None:
    with pytest.raises(NotAWinningHand) as caught:
        mjscore.score("1239m456p234789s+8m")
    assert caught.value.code == "not_a_winning_hand"


def test_four_of_a_kind_is_not_two_pairs() -> None:
    with pytest.raises(NotAWinningHand):
        mjscore.score("1111m2233p4455s6z+6z")


# --- gates: the facts a yaku cannot hold without --------------------------------------------

def _wins(hand: Hand, situation: Situation, rules: Rules) -> Iterator[Win]:
    """Every reading of a hand as the scorer sees it, in a situation it accepts."""
    check_situation(hand, situation, rules)
    facts = HandFacts(hand, situation, rules)
    for raw in raw_readings(hand):
        yield Win(facts, raw)


def _gates_by_definition(hand: Hand, win: Win) -> Gate:
    """The gates a reading meets, worked out the slow way from what each gate says."""
    s = win.facts.situation
    kinds = [tile.kind for tile in hand.tiles()]
    runs = sum(1 for code, *_ in win.sets if code == SEQ) if win.shape != SEVEN_PAIRS else 0
    triplets = sum(1 for code, *_ in win.sets if code in (TRIPLET, KAN))
    suited = [(kind // 9, kind % 9) for kind in kinds if kind < 27]
    held = {(suit, rank): sum(1 for tile in suited if tile == (suit, rank))
            for suit in range(3) for rank in range(9)}

    def ranks_held(suit: int, start: int, copies: int = 1) -> bool:
        return all(held[suit, rank] >= copies for rank in range(start, start + 3))

    holds = {
        Gate.RIICHI: s.riichi,
        Gate.DOUBLE_RIICHI: s.double_riichi,
        Gate.IPPATSU: s.ippatsu and (s.riichi or s.double_riichi),
        Gate.EVENT: any((s.haitei, s.houtei, s.rinshan, s.chankan, s.tenhou, s.chiihou,
                         s.renhou)),
        Gate.TSUMO: s.tsumo,
        Gate.CLOSED: hand.is_closed,
        Gate.ALL_SIMPLE: all(kind < 27 and kind % 9 not in (0, 8) for kind in kinds),
        Gate.HONORS: any(kind >= 27 for kind in kinds),
        Gate.NO_HONORS: all(kind < 27 for kind in kinds),
        Gate.ONE_SUIT: len({kind // 9 for kind in kinds if kind < 27}) == 1,
        Gate.ALL_TERMINAL_OR_HONOR: all(kind >= 27 or kind % 9 in (0, 8) for kind in kinds),
        Gate.ALL_GREEN: all(kind in GREEN_KINDS for kind in kinds),
        Gate.OUTSIDE: all(rank not in (3, 4, 5) for _, rank in suited),
        Gate.STRAIGHT: any(all(held[suit, rank] for rank in range(9)) for suit in range(3)),
        Gate.MIXED_RUN: any(all(ranks_held(suit, start) for suit in range(3))
                            for start in range(7)),
        Gate.DOUBLE_RUN: any(ranks_held(suit, start, 2)
                             for suit in range(3) for start in range(7)),
        Gate.MIXED_TRIPLET: any(all(held[suit, rank] >= 3 for suit in range(3))
                                for rank in range(9)),
        Gate.DRAGON_TRIPLET: any(kinds.count(kind) >= 3 for kind in DRAGON_KINDS),
        Gate.HAKU_TRIPLET: kinds.count(HAKU) >= 3,
        Gate.HATSU_TRIPLET: kinds.count(HATSU) >= 3,
        Gate.CHUN_TRIPLET: kinds.count(CHUN) >= 3,
        Gate.THREE_DRAGONS: all(kinds.count(kind) >= 2 for kind in DRAGON_KINDS),
        Gate.WIND_TRIPLET: any(kinds.count(kind) >= 3 for kind in WIND_KINDS),
        Gate.THREE_KANS: sum(1 for meld in hand.melds if meld.is_kan) >= 3,
        Gate.RUN: runs >= 1, Gate.TWO_RUNS: runs >= 2, Gate.THREE_RUNS: runs >= 3,
        Gate.FOUR_RUNS: runs >= 4,
        Gate.THREE_TRIPLETS: triplets >= 3, Gate.FOUR_TRIPLETS: triplets >= 4,
        Gate.SEVEN_PAIRS: win.shape == SEVEN_PAIRS,
        Gate.THIRTEEN_ORPHANS: win.shape == THIRTEEN_ORPHANS,
    }
    assert set(holds) == set(Gate)
    gates = Gate.NONE
    for gate, held in holds.items():
        if held:
            gates |= gate
    return gates


def _check_gates(hand: Hand, situation: Situation, rules: Rules) -> None:
    """Each reading meets exactly the gates its facts give it, and each yaku that holds in
    a reading has the reading meet its gate: no gate ever keeps a yaku from being found."""
    for win in _wins(hand, situation, rules):
        assert Gate(win.gates) == _gates_by_definition(hand, win), (str(hand), situation)
        for definition in YAKU:
            held = definition.test(win)
            if held:
                assert not definition.gate & ~win.gates, (definition.id, str(hand), situation)
            if definition.exact:  # found by the gate alone: it must be the whole definition
                assert held == (not definition.gate & ~win.gates), (definition.id, str(hand))


@pytest.mark.parametrize("case_set", CASE_SETS)
def test_every_yaku_of_a_real_hand_meets_its_gate(case_set: str) -> None:
    rules = resolve_rules(None)
    for hand, built in parsed_cases(case_set):
        _check_gates(hand, built, rules)


@hypothesis_settings(300)
@given(deals())
def test_every_yaku_of_a_hypothesis_hand_meets_its_gate(deal: Deal) -> None:
    _check_gates(deal.hand, make_situation(**deal.situation), deal.resolved)
