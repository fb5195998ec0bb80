"""Every fu item of RULES.md §3 as a named line, the raw sum and the rounded total.

Each case lists the fu lines worked out by hand from the rules (20 base; +10 closed ron; +2
tsumo but not with pinfu; pairs; triplets 2/4 and 4/8; kans 8/16 and 16/32; +2 for a kanchan,
penchan or tanki wait; rounded up to 10; seven pairs 25 unrounded).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import mjscore
from mjscore.scoring import FuItem

BASE = ("base", 20, "")
CLOSED_RON = ("closed_ron", 10, "")
TSUMO = ("tsumo", 2, "")
TANKI = ("wait_tanki", 2, "")

# 123m 567p 345s 789s 22p: pinfu on 23m waiting on 1m.
PINFU = "23m567p345789s22p+1m"
# 123m 456p 234s 789s 99m: tanki on 9m.
CLOSED_TANKI = "1239m456p234789s+9m"
# 234m 567p 345s [678s] 22s: an open pinfu shape, ryanmen on 4m; open tanyao for 1 han.
OPEN_PINFU = "23m567p22345s+4m [6-78s]"
# 123m 456p 789s 234s with the pair given: ryanmen on 1m.
PAIR_HAND = "23m456p789234s{pair}+1m"

Line = tuple[str, int, str]

CASES: dict[str, tuple[str, dict[str, Any], list[Line], int, int]] = {
    "pinfu-tsumo-20": (PINFU, {"tsumo": True}, [BASE], 20, 20),
    "pinfu-ron-30": (PINFU, {}, [BASE, CLOSED_RON], 30, 30),
    "closed-tsumo": (CLOSED_TANKI, {"tsumo": True}, [BASE, TSUMO, TANKI], 24, 30),
    "closed-ron": (CLOSED_TANKI, {"riichi": True}, [BASE, CLOSED_RON, TANKI], 32, 40),
    "open-ron-no-fu-30": (OPEN_PINFU, {}, [BASE, ("open_no_fu", 10, "")], 30, 30),
    "open-tsumo": (OPEN_PINFU, {"tsumo": True}, [BASE, TSUMO], 22, 30),
    "rinshan-tsumo-still-2": ("123m456p789s1p+1p (2222s)", {"tsumo": True, "rinshan": True},
                              [BASE, TSUMO, ("closed_kan_simple", 16, "2222s"), TANKI], 40, 40),
    "pair-dragon": (PAIR_HAND.format(pair="55z"), {"riichi": True},
                    [BASE, CLOSED_RON, ("pair_dragon", 2, "55z")], 32, 40),
    "pair-seat-wind": (PAIR_HAND.format(pair="22z"), {"riichi": True, "seat": "S"},
                       [BASE, CLOSED_RON, ("pair_seat_wind", 2, "22z")], 32, 40),
    "pair-round-wind": (PAIR_HAND.format(pair="11z"), {"riichi": True, "seat": "S"},
                        [BASE, CLOSED_RON, ("pair_round_wind", 2, "11z")], 32, 40),
    "pair-double-wind-tenhou-4": (PAIR_HAND.format(pair="11z"), {"riichi": True},
                                  [BASE, CLOSED_RON, ("pair_double_wind", 4, "11z")], 34, 40),
    "pair-double-wind-south": (PAIR_HAND.format(pair="22z"),
                               {"riichi": True, "seat": "S", "round": "S"},
                               [BASE, CLOSED_RON, ("pair_double_wind", 4, "22z")], 34, 40),
    # A guest wind earns nothing, so the hand is a pinfu.
    "pair-guest-wind-0": (PAIR_HAND.format(pair="33z"), {"seat": "S"}, [BASE, CLOSED_RON],
                          30, 30),
    "pair-simple-0": (PAIR_HAND.format(pair="55p"), {}, [BASE, CLOSED_RON], 30, 30),
    # 123m 999p 444s [555z] 55s: ryanmen on 23m.
    "triplets-closed-terminal-closed-simple-open-honor": (
        "23m999p44455s+1m [555z]", {},
        [BASE, ("closed_triplet_terminal_or_honor", 8, "999p"),
         ("closed_triplet_simple", 4, "444s"),
         ("open_triplet_terminal_or_honor", 4, "555z")], 36, 40),
    # 678m 333p 444s [222m] 55s: open tanyao; ryanmen on 67m.
    "triplet-open-simple": (
        "67m333p44455s+8m [2=22m]", {},
        [BASE, ("closed_triplet_simple", 4, "333p"), ("closed_triplet_simple", 4, "444s"),
         ("open_triplet_simple", 2, "222m")], 30, 30),
    # 222m 777p 333s 456s 88m: the 3s completes the 33s pair (shanpon).
    "shanpon-ron-triplet-open": (
        "222m88m777p33456s+3s", {},
        [BASE, CLOSED_RON, ("closed_triplet_simple", 4, "222m"),
         ("closed_triplet_simple", 4, "777p"), ("open_triplet_simple", 2, "333s")], 40, 40),
    "shanpon-tsumo-triplet-closed": (
        "222m88m777p33456s+3s", {"tsumo": True},
        [BASE, TSUMO, ("closed_triplet_simple", 4, "222m"),
         ("closed_triplet_simple", 4, "777p"), ("closed_triplet_simple", 4, "333s")], 34, 40),
    "shanpon-ron-terminal-open": (
        "111m88m777p99456s+9s", {"riichi": True},
        [BASE, CLOSED_RON, ("closed_triplet_terminal_or_honor", 8, "111m"),
         ("closed_triplet_simple", 4, "777p"),
         ("open_triplet_terminal_or_honor", 4, "999s")], 46, 50),
    # 123m (7777z) [9999p] [2222s] 55s: tanki on 5s; chun and sankantsu.
    "kans-closed-honor-open-terminal-open-simple": (
        "123m5s+5s (7777z) [9999p] [2222s]", {},
        [BASE, ("closed_kan_terminal_or_honor", 32, "7777z"),
         ("open_kan_terminal_or_honor", 16, "9999p"), ("open_kan_simple", 8, "2222s"),
         TANKI], 78, 80),
    "kan-closed-simple": (
        "123m456789p5s+5s (2222s)", {"riichi": True},
        [BASE, CLOSED_RON, ("closed_kan_simple", 16, "2222s"), TANKI], 48, 50),
    "kan-added-is-open": (
        "123m456p5s+5s [789p] {2+222s}", {"tsumo": True, "rinshan": True},
        [BASE, TSUMO, ("open_kan_simple", 8, "2222s"), TANKI], 32, 40),
    "wait-kanchan": ("13m456p99p789234s+2m", {"riichi": True},
                     [BASE, CLOSED_RON, ("wait_kanchan", 2, "")], 32, 40),
    "wait-penchan-12-3": ("12m456p99p789234s+3m", {"riichi": True},
                          [BASE, CLOSED_RON, ("wait_penchan", 2, "")], 32, 40),
    "wait-penchan-89-7": ("89m456p99p789234s+7m", {"riichi": True},
                          [BASE, CLOSED_RON, ("wait_penchan", 2, "")], 32, 40),
    "wait-tanki": (CLOSED_TANKI, {"riichi": True}, [BASE, CLOSED_RON, TANKI], 32, 40),
    "chiitoitsu-25-ron": ("1133m2255p4477s6z+6z", {}, [("chiitoitsu", 25, "")], 25, 25),
    "chiitoitsu-25-tsumo": ("1133m2255p4477s6z+6z", {"tsumo": True}, [("chiitoitsu", 25, "")],
                            25, 25),
}


def _lines(items: tuple[FuItem, ...]) -> Counter[Line]:
    return Counter((item.reason, item.fu, item.tiles) for item in items)


@pytest.mark.parametrize(("hand", "situation", "lines", "raw", "total"), CASES.values(),
                         ids=CASES.keys())
def test_fu_items(hand: str, situation: dict[str, Any], lines: list[Line], raw: int,
                  total: int) -> None:
    result = mjscore.score(hand, **situation)
    assert _lines(result.fu_items) == Counter(lines)
    assert sum(fu for _, fu, _ in lines) == raw  # the case itself adds up
    assert result.fu_sum == raw
    assert result.fu == total


def test_double_wind_pair_is_2_fu_under_classic() -> None:
    result = mjscore.score(PAIR_HAND.format(pair="11z"), riichi=True, rules="classic")
    assert _lines(result.fu_items) == Counter([BASE, CLOSED_RON, ("pair_double_wind", 2, "11z")])
    assert (result.fu_sum, result.fu) == (32, 40)


def test_pinfu_tsumo_is_20_fu_with_pinfu_and_tsumo() -> None:
    result = mjscore.score(PINFU, tsumo=True)
    assert {hit.id for hit in result.yaku} == {"pinfu", "menzen_tsumo"}
    assert (result.han, result.fu) == (2, 20)


def test_open_ron_no_fu_line_only_for_an_open_ron() -> None:
    closed = mjscore.score(PINFU)
    assert "open_no_fu" not in {item.reason for item in closed.fu_items}


def test_fu_of_a_limit_hand_is_still_reported() -> None:
    # Daisangen: the fu are counted even though the limit decides the points.
    result = mjscore.score("123m9m+9m [555z] [666z] [777z]", seat="S")
    assert _lines(result.fu_items) == Counter(
        [BASE, ("open_triplet_terminal_or_honor", 4, "555z"),
         ("open_triplet_terminal_or_honor", 4, "666z"),
         ("open_triplet_terminal_or_honor", 4, "777z"), TANKI])
    assert (result.fu_sum, result.fu) == (34, 40)

