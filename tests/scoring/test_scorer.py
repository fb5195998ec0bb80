"""Scores of whole hands: limits, payments by payer, honba, deposits, pao, best reading.

Every number below was worked out from RULES.md §3 by hand: basic = fu × 2^(han + 2) capped
at the limits; a ron pays 4× (dealer 6×) basic, a tsumo 1× from each non-dealer and 2× from
the dealer (a dealer's tsumo 2× from each); each payment rounded up to 100. The arithmetic
itself, han and fu to points, is tested in test_points.py.
"""

from __future__ import annotations

from typing import Any

import pytest

import mjscore
from mjscore.base import InvalidSituation
from mjscore.rules import CLASSIC, TENHOU
from mjscore.scoring import (
    Limit,
    Payment,
    Score,
    Shape,
    Wait,
    score_readings,
)
from mjscore.situation import make_situation

# 123m 567p 345s 789s 22p: pinfu on 23m waiting on 1m (1 han 30 fu by ron, 2 han 20 fu tsumo).
PINFU = "23m567p345789s22p+1m"
# 234m 234m 567m 678m 88m, ryanmen on 67m: pinfu, tanyao, iipeikou, chinitsu (9 han closed).
FLUSH = "2233446677888m+5m"
# Daisangen in three pons, tanki on 9m.
DAISANGEN = "123m9m+9m [555z] [666z] [777z]"
# Daisangen and tsuuiisou: two yakuman, only daisangen has a liable player.
DAISANGEN_TSUUIISOU = "1z+1z [555z] [666z] [777z] [222z]"


def payments(result: Score) -> dict[str, int]:
    return {payment.payer: payment.amount for payment in result.payments}


# --- limits on real hands -----------------------------------------------------------------

def test_sanbaiman_hand() -> None:
    # riichi 1, menzen tsumo 1, pinfu 1, tanyao 1, iipeikou 1, chinitsu 6 = 11 han.
    result = mjscore.score(FLUSH, tsumo=True, riichi=True, seat="S")
    assert {hit.id: hit.han for hit in result.yaku} == {
        "riichi": 1, "menzen_tsumo": 1, "pinfu": 1, "tanyao": 1, "iipeikou": 1, "chinitsu": 6}
    assert (result.han, result.fu, result.limit) == (11, 20, Limit.SANBAIMAN)
    assert result.basic_points == 6000
    assert payments(result) == {"E": 12000, "W": 6000, "N": 6000}
    assert result.value == result.total == 24000


def test_kazoe_yakuman_hand() -> None:
    # The sanbaiman hand with three dora (indicator 7m, three 8m): 14 han.
    result = mjscore.score(FLUSH, tsumo=True, riichi=True, seat="S", dora=["7m"])
    assert (result.han, result.limit, result.yakuman) == (14, Limit.KAZOE_YAKUMAN, 0)
    assert payments(result) == {"E": 16000, "W": 8000, "N": 8000}
    assert result.value == 32000


def test_kazoe_dealer() -> None:
    result = mjscore.score(FLUSH, tsumo=True, riichi=True, dora=["7m"])
    assert payments(result) == {"S": 16000, "W": 16000, "N": 16000}
    assert result.value == 48000


def test_baiman_hand() -> None:
    # riichi, pinfu, tanyao, iipeikou, chinitsu = 10 han by ron.
    result = mjscore.score(FLUSH, riichi=True, seat="S", discarder="E")
    assert (result.han, result.fu, result.limit) == (10, 30, Limit.BAIMAN)
    assert payments(result) == {"E": 16000}


def test_haneman_hand() -> None:
    # 22m 456m 567m 678m [789m]: chinitsu 5 open, no tanyao (9m): 5 han is a mangan...
    # ...so add a red five: 6 han, haneman.
    result = mjscore.score("2205666778m+4m [7-89m]", seat="S")
    assert {hit.id: hit.han for hit in result.yaku} == {"chinitsu": 5, "aka_dora": 1}
    assert (result.han, result.limit, result.value) == (6, Limit.HANEMAN, 12000)


def test_mangan_by_five_han() -> None:
    result = mjscore.score("2255666778m+4m [7-89m]", seat="S")
    assert (result.han, result.limit, result.value) == (5, Limit.MANGAN, 8000)


def test_chiitoitsu_2_han_25_fu_is_1600() -> None:
    result = mjscore.score("1133m2255p4477s6z+6z", seat="S")
    assert (result.han, result.fu, result.value) == (2, 25, 1600)


def test_chiitoitsu_tsumo_4_han_25_fu() -> None:
    # riichi, menzen tsumo, chiitoitsu: 4 han 25 fu, basic 1600: 3200 / 1600 / 1600.
    result = mjscore.score("1133m2255p4477s6z+6z", seat="S", riichi=True, tsumo=True)
    assert (result.han, result.fu, result.limit) == (4, 25, None)
    assert payments(result) == {"E": 3200, "W": 1600, "N": 1600}


def test_kazoe_capped_at_sanbaiman_on_a_real_hand() -> None:
    result = mjscore.score(FLUSH, tsumo=True, riichi=True, seat="S", dora=["7m"],
                           rules={"preset": "tenhou", "kazoe": "sanbaiman"})
    assert (result.han, result.limit, result.value) == (14, Limit.SANBAIMAN, 24000)


def test_4_30_is_7700_not_mangan() -> None:
    # riichi, pinfu, tanyao, iipeikou = 4 han, 30 fu by ron.
    result = mjscore.score("23344m567p567s88p+2m", riichi=True, seat="S")
    assert (result.han, result.fu, result.limit) == (4, 30, None)
    assert result.value == 7700
    dealer = mjscore.score("23344m567p567s88p+2m", riichi=True)
    assert dealer.value == 11600


def test_yakuman_dealer_tsumo() -> None:
    result = mjscore.score("1239m456p234789s+9m", tsumo=True, tenhou=True)
    assert payments(result) == {"S": 16000, "W": 16000, "N": 16000}
    assert result.value == 48000


# --- payments, honba, deposits ------------------------------------------------------------

def test_ron_without_discarder() -> None:
    result = mjscore.score(PINFU, seat="S")
    assert result.payments == (Payment("discarder", 1000),)
    assert (result.value, result.total) == (1000, 1000)


def test_ron_from_a_named_discarder() -> None:
    result = mjscore.score(PINFU, seat="S", discarder="W")
    assert result.payments == (Payment("W", 1000),)


def test_dealer_ron() -> None:
    result = mjscore.score(PINFU, discarder="N")
    assert result.payments == (Payment("N", 1500),)


def test_ron_honba_all_from_the_discarder() -> None:
    result = mjscore.score(PINFU, seat="S", discarder="W", honba=2)
    assert result.payments == (Payment("W", 1000 + 600),)
    assert (result.value, result.honba_points, result.total) == (1000, 600, 1600)


def test_non_dealer_tsumo() -> None:
    # 2 han 20 fu: basic 320; dealer 640 -> 700, others 320 -> 400.
    result = mjscore.score(PINFU, seat="S", tsumo=True)
    assert result.payments == (Payment("E", 700), Payment("W", 400), Payment("N", 400))
    assert result.value == result.total == 1500


def test_non_dealer_tsumo_honba_100_from_each() -> None:
    result = mjscore.score(PINFU, seat="N", tsumo=True, honba=3)
    assert payments(result) == {"E": 1000, "S": 700, "W": 700}
    assert result.total == 1500 + 900


def test_dealer_tsumo() -> None:
    result = mjscore.score(PINFU, tsumo=True)
    assert result.payments == (Payment("S", 700), Payment("W", 700), Payment("N", 700))
    assert result.value == 2100


def test_dealer_tsumo_honba() -> None:
    result = mjscore.score(PINFU, tsumo=True, honba=1)
    assert payments(result) == {"S": 800, "W": 800, "N": 800}
    assert result.total == 2400


def test_deposits_go_to_the_winner() -> None:
    result = mjscore.score(PINFU, seat="S", discarder="E", honba=1, sticks=2)
    assert result.payments == (Payment("E", 1300),)
    assert result.deposit_points == 2000
    assert result.total == 1300 + 2000
    assert result.value == 1000


@pytest.mark.parametrize(
    "situation",
    [{"seat": "S"}, {"seat": "W", "tsumo": True, "honba": 4, "sticks": 1},
     {"tsumo": True, "honba": 2, "sticks": 3}, {"seat": "N", "discarder": "S", "honba": 5}],
    ids=["ron", "tsumo", "dealer-tsumo", "ron-honba"],
)
def test_total_is_payments_plus_deposits(situation: dict[str, Any]) -> None:
    result = mjscore.score(PINFU, **situation)
    paid = sum(payment.amount for payment in result.payments)
    assert result.total == paid + 1000 * situation.get("sticks", 0)
    assert paid == result.value + 300 * situation.get("honba", 0)


# --- pao: as Tenhou's server pays it ------------------------------------------------------
# Tenhou: the liable player pays a tsumo in full, honba included; on a ron by someone else
# the liable player pays half and the honba, the discarder the other half (Tenhou log line
# <AGARI ba="1,0" ... who="0" fromWho="2" paoWho="1" sc="...,-163,...,-160,..."> quoted in
# kobalab/tenhou-log test/03.convlog.js). With another yakuman beside the liable one, the
# liability covers the whole hand (kobalab's rules gist: 電脳麻将 applies pao to the liable
# yakuman only, "天鳳のルール" does not).

def test_pao_tsumo_liable_pays_all_with_honba() -> None:
    # As the one pao hand of the real data: 32,000 and one honba from the liable seat.
    result = mjscore.score(DAISANGEN, seat="S", tsumo=True, pao="W", honba=1)
    assert result.payments == (Payment("W", 32300),)
    assert result.total == 32300


def test_pao_tsumo_dealer() -> None:
    result = mjscore.score(DAISANGEN, tsumo=True, pao="N", sticks=1)
    assert result.payments == (Payment("N", 48000),)
    assert result.total == 49000


def test_pao_ron_split_half_and_honba_to_the_liable_player() -> None:
    result = mjscore.score(DAISANGEN, seat="S", discarder="N", pao="W", honba=1)
    assert payments(result) == {"W": 16300, "N": 16000}
    assert result.value == 32000
    assert result.total == 32300


def test_pao_ron_dealer() -> None:
    result = mjscore.score(DAISANGEN, discarder="S", pao="W")
    assert payments(result) == {"S": 24000, "W": 24000}


def test_pao_ron_from_the_liable_player_pays_all() -> None:
    result = mjscore.score(DAISANGEN, seat="S", discarder="W", pao="W", honba=2)
    assert result.payments == (Payment("W", 32600),)


def test_pao_ron_unknown_discarder() -> None:
    result = mjscore.score(DAISANGEN, seat="S", pao="W")
    assert payments(result) == {"W": 16000, "discarder": 16000}


def test_pao_daisuushii() -> None:
    result = mjscore.score("9m+9m [111z] [222z] [333z] [444z]", seat="S", tsumo=True, pao="E")
    assert result.payments == (Payment("E", 32000),)


def test_pao_stacked_yakuman_tsumo() -> None:
    result = mjscore.score(DAISANGEN_TSUUIISOU, seat="S", tsumo=True, pao="W", honba=1)
    assert result.yakuman == 2
    assert result.payments == (Payment("W", 64300),)


def test_pao_stacked_yakuman_ron() -> None:
    result = mjscore.score(DAISANGEN_TSUUIISOU, seat="S", discarder="N", pao="W", honba=1)
    assert payments(result) == {"W": 32300, "N": 32000}
    assert result.total == 64300


def test_pao_needs_a_liable_yakuman() -> None:
    with pytest.raises(InvalidSituation) as caught:
        mjscore.score("123m4z+4z [111z] [222z] [333z]", seat="S", tsumo=True, pao="W")
    assert caught.value.code == "pao_without_yakuman"


def test_no_pao_under_classic() -> None:
    with pytest.raises(InvalidSituation) as caught:
        mjscore.score(DAISANGEN, seat="S", tsumo=True, pao="W", rules="classic")
    assert caught.value.code == "pao_not_in_rules"


def test_winner_cannot_be_liable() -> None:
    with pytest.raises(InvalidSituation) as caught:
        mjscore.score(DAISANGEN, seat="S", tsumo=True, pao="S")
    assert caught.value.code == "pao_is_winner"


# --- the best reading ---------------------------------------------------------------------

def test_best_reading_pays_the_most() -> None:
    # 111m 222m 333m: sanankou 2 han 50 fu (3200) beats 123m x3: iipeikou 1 han 40 fu (1300).
    hand = "111222333m456p9s+9s"
    result = mjscore.score(hand, seat="S")
    assert sorted(str(block) for block in result.reading.blocks) == [
        "111m", "222m", "333m", "456p", "99s"]
    assert (result.reading.shape, result.reading.wait) == (Shape.STANDARD, Wait.TANKI)
    assert {hit.id for hit in result.yaku} == {"sanankou"}
    assert (result.han, result.fu, result.value) == (2, 50, 3200)
    every = score_readings(mjscore.parse_hand(hand), make_situation(seat="S"), TENHOU)
    assert [(r.han, r.fu, r.value) for r in every] == [(2, 50, 3200), (1, 40, 1300)]
    assert sorted(str(block) for block in every[1].reading.blocks) == [
        "123m", "123m", "123m", "456p", "99s"]
    assert every[0] == result


def test_equal_value_goes_to_more_han() -> None:
    # 456m 567m 678m 789m 22m, 7m by ron: ryanmen (pinfu + chinitsu, 7 han 30 fu), kanchan
    # or penchan (chinitsu, 6 han 40 fu): all haneman, 12,000.
    hand = "2245566677889m+7m"
    result = mjscore.score(hand, seat="S")
    assert (result.han, result.fu, result.value) == (7, 30, 12000)
    assert result.reading.wait is Wait.RYANMEN
    every = score_readings(mjscore.parse_hand(hand), make_situation(seat="S"), TENHOU)
    assert sorted((r.value, r.han, r.fu, r.reading.wait.value) for r in every) == [
        (12000, 6, 40, "kanchan"), (12000, 6, 40, "penchan"), (12000, 7, 30, "ryanmen")]


def test_equal_value_goes_to_a_yakuman_over_kazoe() -> None:
    # 111s 222s 333s 444s 55s, 5s by ron with riichi and dora 9s twice (1s is dora twice):
    # suuankou tanki, one yakuman; or 123s x3 444s 55s: riichi, iipeikou, chinitsu and six
    # dora, 14 han, kazoe yakuman. Both pay 32,000: the real yakuman is the reading.
    hand = "1112223334445s+5s"
    situation = {"seat": "S", "discarder": "E", "riichi": True, "dora": ["9s", "9s"]}
    result = mjscore.score(hand, **situation)
    assert (result.yakuman, result.limit, result.value) == (1, Limit.YAKUMAN, 32000)
    assert [hit.id for hit in result.yaku] == ["suuankou_tanki"]
    every = score_readings(mjscore.parse_hand(hand), make_situation(**situation), TENHOU)
    assert every[0].limit is Limit.YAKUMAN
    assert {(r.value, r.limit, r.han) for r in every[1:]} == {
        (32000, Limit.KAZOE_YAKUMAN, 14)}


def test_equal_value_and_han_goes_to_more_fu() -> None:
    # 111m 123m 333m 567m 55m, 3m by ron: penchan (333m concealed: 44 -> 50 fu) or shanpon
    # (333m open by ron: 40 fu); chinitsu 6 han either way, haneman.
    hand = "1111233355567m+3m"
    result = mjscore.score(hand, seat="S")
    assert (result.han, result.fu, result.value) == (6, 50, 12000)
    assert result.reading.wait is Wait.PENCHAN
    assert result.fu_sum == 20 + 10 + 8 + 4 + 2
    every = score_readings(mjscore.parse_hand(hand), make_situation(seat="S"), TENHOU)
    assert [(r.han, r.fu, r.reading.wait.value) for r in every] == [
        (6, 50, "penchan"), (6, 40, "shanpon")]


def test_seven_pairs_loses_to_ryanpeikou() -> None:
    # 234m 234m 678p 678p 55s: ryanpeikou + tanyao, 4 han 40 fu, mangan; as seven pairs
    # chiitoitsu + tanyao, 3 han 25 fu, 3200.
    result = mjscore.score("223344m667788p5s+5s", seat="S")
    assert result.reading.shape is Shape.STANDARD
    assert (result.han, result.fu, result.value) == (4, 40, 8000)


def test_score_reading_is_recorded() -> None:
    result = mjscore.score("234m567p8s+8s [4-56s] [777z]", seat="S")
    assert str(result.reading) == "234m 567p 456s 777z 88s, tanki wait on 8s"
    record = result.as_record()
    assert record["reading"]["wait"] == "tanki"
    assert record["total"] == result.total


def test_classic_rules_change_the_value() -> None:
    hand = "23m456p789234s11z+1m"
    tenhou = mjscore.score(hand, riichi=True, rules=TENHOU)
    classic = mjscore.score(hand, riichi=True, rules=CLASSIC)
    assert (tenhou.fu_sum, classic.fu_sum) == (34, 32)
    assert tenhou.value == classic.value == 2000


def test_deltas_are_each_seats_change_in_seat_order() -> None:
    result = mjscore.score("234m567p8s+8s [456s] [777z]", tsumo=True, seat="S", dora=["3m"],
                           honba=1, sticks=1)
    assert result.deltas == (-1100, 3300, -600, -600)
    ron = mjscore.score("23455m345p67888s+8s", riichi=True, seat="W", discarder="E", dora=["4m"])
    assert ron.deltas == (-8000, 0, 8000, 0)


def test_deltas_need_the_discarders_seat() -> None:
    with pytest.raises(ValueError, match="discarder"):
        _ = mjscore.score("23455m345p67888s+8s", riichi=True, seat="W").deltas


@pytest.mark.parametrize("hand", [None, 5, b"123m456p789s234s1p+1p", ["1m"]],
                         ids=["None", "int", "bytes", "list"])
def test_a_hand_that_is_neither_text_nor_a_hand_is_a_type_error(hand: object) -> None:
    with pytest.raises(TypeError, match=r"notation text \(str\) or a Hand, not "):
        mjscore.score(hand, riichi=True)  # type: ignore[arg-type]
