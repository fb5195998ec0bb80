"""Points: han and fu to basic points and the limits, payments rounded up to 100, the points
table and one value looked up on it, and each seat's change of score.

Every number below was worked out from RULES.md §3 by hand: basic = fu × 2^(han + 2) capped
at the limits; a ron pays 4× (dealer 6×) basic, a tsumo 1× from each non-dealer and 2× from
the dealer (a dealer's tsumo 2× from each); each payment rounded up to 100.
"""

from __future__ import annotations

import pytest

import mjscore
from mjscore.base import InvalidSituation
from mjscore.hand import Wind
from mjscore.rules import CLASSIC, TENHOU, Rules, with_overrides
from mjscore.scoring import (
    Limit,
    Payer,
    Payment,
    basic_points,
    hand_value,
    look_up,
    payment_table,
    points_table,
)
from mjscore.scoring.points import seat_deltas

# (han, fu, basic, limit, non-dealer ron, dealer ron)
TABLE = {
    "1-30": (1, 30, 240, None, 1000, 1500),
    "1-110": (1, 110, 880, None, 3600, 5300),
    "2-25-chiitoitsu": (2, 25, 400, None, 1600, 2400),
    "3-30": (3, 30, 960, None, 3900, 5800),
    "3-60-no-kiriage": (3, 60, 1920, None, 7700, 11600),
    "4-30-no-kiriage": (4, 30, 1920, None, 7700, 11600),
    "4-40-mangan-by-basic": (4, 40, 2000, Limit.MANGAN, 8000, 12000),
    "3-70-mangan-by-basic": (3, 70, 2000, Limit.MANGAN, 8000, 12000),
    "5-30-mangan": (5, 30, 2000, Limit.MANGAN, 8000, 12000),
    "5-20-mangan": (5, 20, 2000, Limit.MANGAN, 8000, 12000),
    "6-haneman": (6, 30, 3000, Limit.HANEMAN, 12000, 18000),
    "7-haneman": (7, 40, 3000, Limit.HANEMAN, 12000, 18000),
    "8-baiman": (8, 30, 4000, Limit.BAIMAN, 16000, 24000),
    "10-baiman": (10, 40, 4000, Limit.BAIMAN, 16000, 24000),
    "11-sanbaiman": (11, 30, 6000, Limit.SANBAIMAN, 24000, 36000),
    "12-sanbaiman": (12, 20, 6000, Limit.SANBAIMAN, 24000, 36000),
    "13-kazoe": (13, 30, 8000, Limit.KAZOE_YAKUMAN, 32000, 48000),
    "20-kazoe-not-double": (20, 40, 8000, Limit.KAZOE_YAKUMAN, 32000, 48000),
}


@pytest.mark.parametrize("row", TABLE.values(), ids=TABLE.keys())
def test_basic_points_and_ron_value(row: tuple[int, int, int, Limit | None, int, int]) -> None:
    han, fu, basic, limit, ron, dealer_ron = row
    assert basic_points(han, fu, 0, TENHOU) == (basic, limit)
    assert hand_value(basic, dealer=False, tsumo=False) == ron
    assert hand_value(basic, dealer=True, tsumo=False) == dealer_ron


@pytest.mark.parametrize(
    ("han", "fu", "non_dealer_tsumo", "dealer_tsumo"),
    [(2, 20, 700 + 400 + 400, 3 * 700), (1, 30, 500 + 300 + 300, 3 * 500),
     (3, 30, 2000 + 1000 + 1000, 3 * 2000), (4, 30, 3900 + 2000 + 2000, 3 * 3900),
     (5, 40, 4000 + 2000 + 2000, 3 * 4000)],
    ids=["2-20", "1-30", "3-30", "4-30", "5-40"],
)
def test_tsumo_value(han: int, fu: int, non_dealer_tsumo: int, dealer_tsumo: int) -> None:
    basic, _ = basic_points(han, fu, 0, TENHOU)
    assert hand_value(basic, dealer=False, tsumo=True) == non_dealer_tsumo
    assert hand_value(basic, dealer=True, tsumo=True) == dealer_tsumo


def test_yakuman_multiples() -> None:
    assert basic_points(26, 0, 2, TENHOU) == (16000, Limit.YAKUMAN)
    assert hand_value(16000, dealer=True, tsumo=False) == 96000


def test_kiriage_rule_makes_4_30_a_mangan() -> None:
    kiriage = Rules("kiriage", kiriage_mangan=True)
    assert basic_points(4, 30, 0, kiriage) == (2000, Limit.MANGAN)
    assert basic_points(3, 60, 0, kiriage) == (2000, Limit.MANGAN)
    assert basic_points(3, 50, 0, kiriage) == (1600, None)


def test_kazoe_capped_at_sanbaiman_by_rule() -> None:
    capped = Rules("capped", kazoe=mjscore.rules.Kazoe.SANBAIMAN)
    assert basic_points(13, 30, 0, capped) == (6000, Limit.SANBAIMAN)


def test_payment_table() -> None:
    assert payment_table(1920) == {"ron": 7700, "dealer_ron": 11600, "tsumo_dealer": 3900,
                                   "tsumo_non_dealer": 2000, "dealer_tsumo_each": 3900}



# --- the points table and a value looked up -------------------------------------------------

def test_the_points_table_goes_up_the_fu_to_mangan_then_one_row_a_limit() -> None:
    rows = points_table(TENHOU)
    assert [(row.han, row.fu, row.ron, row.tsumo) for row in rows[:2]] == [
        (1, 30, 1000, (300, 500)), (1, 40, 1300, (400, 700))]
    four_han = [row for row in rows if row.han == 4 and row.fu is not None]
    assert four_han[-1].fu == 40 and four_han[-1].limit is Limit.MANGAN  # 4 han 40 fu and up
    limits = [(row.han, row.han_max, row.limit) for row in rows if row.fu is None]
    assert limits[:5] == [(5, 5, Limit.MANGAN), (6, 7, Limit.HANEMAN), (8, 10, Limit.BAIMAN),
                          (11, 12, Limit.SANBAIMAN), (13, None, Limit.KAZOE_YAKUMAN)]


def test_a_cell_no_hand_can_have_is_empty() -> None:
    rows = {(row.han, row.fu): row for row in points_table(TENHOU)}
    assert rows[2, 20].ron is None and rows[2, 20].tsumo == (400, 700)  # pinfu tsumo only
    assert rows[2, 25].tsumo is None and rows[2, 25].ron == 1600  # seven pairs by ron
    assert (1, 20) not in rows and (1, 25) not in rows


def test_the_table_follows_the_rules() -> None:
    capped = points_table(with_overrides(TENHOU, {"kazoe": "sanbaiman"}))
    assert [(row.han, row.han_max) for row in capped if row.limit is Limit.SANBAIMAN] == [
        (11, None)]
    # Tenhou stacks yakuman (a row for a double one); the classic rulebook does not.
    assert [row.yakuman for row in points_table(TENHOU) if row.yakuman] == [1, 2]
    assert [row.yakuman for row in points_table(CLASSIC) if row.yakuman] == [1]


def test_a_value_looked_up_says_who_pays_what_with_the_honba() -> None:
    value = look_up(3, 40, tsumo=True, honba=1)
    assert (value.value, value.total) == (5200, 5500)
    assert value.payments == (("dealer", 2700), ("non_dealer", 1400), ("non_dealer", 1400))
    dealer_mangan = look_up(5, None, dealer=True)
    assert (dealer_mangan.fu, dealer_mangan.limit) == (None, Limit.MANGAN)
    assert dealer_mangan.payments == (("discarder", 12000),)


@pytest.mark.parametrize(("han", "fu", "tsumo", "message"), [
    (0, 30, False, "at least 1 han"),
    (2, None, False, "2 han needs its fu"),
    (1, 20, False, "only pinfu by tsumo has 20 fu"),
    (2, 35, False, "35 fu round up to 40"),
    (1, 25, False, "25 fu is seven pairs"),
    (2, 25, True, "seven pairs by tsumo has 3 han at least"),
])
def test_what_no_hand_can_be_is_refused_saying_what_to_write(
        han: int, fu: int | None, tsumo: bool, message: str) -> None:
    with pytest.raises(InvalidSituation, match=message) as caught:
        look_up(han, fu, tsumo=tsumo)
    assert caught.value.code == "impossible_han_fu"


# --- each seat's change of score ------------------------------------------------------------

def test_seat_deltas_take_each_payment_from_its_seat_and_give_the_total() -> None:
    paid = (Payment(Payer.EAST, 2000), Payment(Payer.WEST, 1000), Payment(Payer.NORTH, 1000),
            Payment(Payer.DEPOSITS, 1000))
    assert seat_deltas(paid, Wind.SOUTH, 5000, 4) == (-2000, 5000, -1000, -1000)


def test_seat_deltas_need_the_discarder_s_seat() -> None:
    with pytest.raises(ValueError, match="discarder's seat"):
        seat_deltas((Payment(Payer.DISCARDER, 8000),), Wind.SOUTH, 8000, 4)


def test_look_up_under_three_players_lists_two_payers() -> None:
    from mjscore.rules import TENHOU3
    from mjscore.scoring.table import look_up

    # 3 han 40 fu, non-dealer tsumo at one honba: 1,300 / 2,600 and 100 from each payer.
    value = look_up(3, 40, tsumo=True, honba=1, rules=TENHOU3)
    assert (value.value, value.payments) == (3900, (("dealer", 2700), ("non_dealer", 1400)))
    # North bisection: a mangan tsumo of a non-dealer is 5,000 + 3,000, a dealer's 6,000 each.
    split = with_overrides(TENHOU3, {"tsumo_loss": False})
    assert look_up(5, None, tsumo=True, rules=split).payments == (
        ("dealer", 5000), ("non_dealer", 3000))
    assert look_up(5, None, tsumo=True, dealer=True, rules=split).payments == (
        ("non_dealer", 6000), ("non_dealer", 6000))
