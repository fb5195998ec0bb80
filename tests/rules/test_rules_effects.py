"""Every rule field changes a score the way docs/rules.md says it does.

Each test scores one hand under two rule sets that differ in one field (or under the two
presets) and checks the documented change. Hands are non-dealer (seat South) ron unless
stated; the numbers are the standard payment table.
"""

from __future__ import annotations

import dataclasses

import pytest

import mjscore
from mjscore import InvalidSituation, NoYaku
from mjscore.rules import (
    CLASSIC,
    GAME_RULE_FIELDS,
    RULE_FIELDS,
    TENHOU,
    PaoHonba,
    Rules,
    with_overrides,
)


def score(hand: str, rules: Rules | str = TENHOU, **situation: object) -> mjscore.Score:
    situation.setdefault("seat", "S")
    return mjscore.score(hand, rules=rules, **situation)


def tenhou(**overrides: object) -> Rules:
    return with_overrides(TENHOU, overrides)


def yaku(result: mjscore.Score) -> dict[str, int]:
    return {hit.id: hit.han for hit in result.yaku}


def payments(result: mjscore.Score) -> list[tuple[str, int]]:
    return [(payment.payer, payment.amount) for payment in result.payments]


def refused(hand: str, rules: Rules | str, **situation: object) -> str:
    """The code of the InvalidSituation that refuses the win."""
    with pytest.raises(InvalidSituation) as info:
        score(hand, rules, **situation)
    return info.value.code


def test_every_rules_field_has_an_effect_test():
    """Every hand rule here; the game rules (RULES.md §4) in tests/game/test_ledger.py."""
    names = [field.name for field in dataclasses.fields(Rules)
             if field.name not in GAME_RULE_FIELDS]
    tested = {name for name in names
              if any(test.startswith(f"test_{name}_") for test in globals())}
    assert sorted(set(names) - tested) == []
    assert len(names) + len(GAME_RULE_FIELDS) == len(RULE_FIELDS) + 1


# name ------------------------------------------------------------------------------------


def test_name_is_a_label_only():
    renamed = dataclasses.replace(TENHOU, name="club")
    hand = "234m567p234s56s88s+7s"
    assert score(hand, renamed, riichi=True).as_record() == score(hand, riichi=True).as_record()


# open_tanyao -----------------------------------------------------------------------------

OPEN_TANYAO = "234m567p8s+8s [4-56s] [234p]"


def test_open_tanyao_scores_under_tenhou_and_has_no_yaku_under_classic():
    result = score(OPEN_TANYAO)
    assert (yaku(result), result.fu, result.value) == ({"tanyao": 1}, 30, 1000)
    for rules in (CLASSIC, tenhou(open_tanyao=False)):
        with pytest.raises(NoYaku) as info:
            score(OPEN_TANYAO, rules)
        assert info.value.code == "no_yaku"
        assert "all simples needs a closed hand" in info.value.message


def test_open_tanyao_off_keeps_closed_tanyao():
    result = score("234m567p234s56s88s+7s", tenhou(open_tanyao=False), riichi=True)
    assert yaku(result)["tanyao"] == 1


# red_fives -------------------------------------------------------------------------------


def test_red_fives_count_as_dora_only_in_their_suits():
    red = score("234m067p234s56s88s+7s", riichi=True)
    assert yaku(red) == {"riichi": 1, "pinfu": 1, "tanyao": 1, "aka_dora": 1}
    assert red.value == 7700
    no_red_pin = tenhou(red_fives="ms")
    assert refused("234m067p234s56s88s+7s", no_red_pin, riichi=True) == "red_five_not_in_rules"
    plain = score("234m567p234s56s88s+7s", no_red_pin, riichi=True)
    assert (plain.han, plain.value) == (3, 3900)


# double_wind_pair_fu ---------------------------------------------------------------------

DOUBLE_EAST_PAIR = "123m456s78s999p11z+9s"  # dealer in the East round: 1z is a double wind


@pytest.mark.parametrize(("rules", "pair_fu", "fu", "value"),
                         [(TENHOU, 4, 50, 2400), (CLASSIC, 2, 40, 2000)],
                         ids=["tenhou-4", "classic-2"])
def test_double_wind_pair_fu_follows_the_rules(rules, pair_fu, fu, value):
    result = score(DOUBLE_EAST_PAIR, rules, seat="E", round="E", riichi=True)
    pair = [item for item in result.fu_items if item.tiles == "11z"]
    assert [item.fu for item in pair] == [pair_fu]
    assert (result.fu, result.value) == (fu, value)  # 20+10+8+4 = 42 → 50; 40 → 40


# kiriage_mangan --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "situation", "han_fu", "plain", "rounded"),
    [
        ("234m567p234s56s88s+7s", {"riichi": True, "dora": ["1m"]}, (4, 30), 7700, 8000),
        ("234m567p234s56s88s+7s", {"riichi": True, "dora": ["1m"], "seat": "E"}, (4, 30),
         11600, 12000),
        ("111m999p999s23s55p+4s", {"riichi": True}, (3, 60), 7700, 8000),
    ],
    ids=["4han30fu", "4han30fu-dealer", "3han60fu"],
)
def test_kiriage_mangan_rounds_up_to_mangan(hand, situation, han_fu, plain, rounded):
    without = score(hand, **situation)
    with_kiriage = score(hand, tenhou(kiriage_mangan=True), **situation)
    assert (without.han, without.fu, without.limit, without.value) == (*han_fu, None, plain)
    assert (with_kiriage.limit, with_kiriage.value) == (mjscore.Limit.MANGAN, rounded)


def test_kiriage_mangan_leaves_3han30fu_alone():
    result = score("234m567p234s56s88s+7s", tenhou(kiriage_mangan=True), riichi=True)
    assert (result.han, result.fu, result.limit, result.value) == (3, 30, None, 3900)


# kazoe -----------------------------------------------------------------------------------

THIRTEEN_HAN = "2233445566788m+7m"  # riichi tsumo pinfu tanyao ryanpeikou chinitsu


@pytest.mark.parametrize(
    ("kazoe", "limit", "paid"),
    [("yakuman", mjscore.Limit.KAZOE_YAKUMAN, [("E", 16000), ("W", 8000), ("N", 8000)]),
     ("sanbaiman", mjscore.Limit.SANBAIMAN, [("E", 12000), ("W", 6000), ("N", 6000)]),
     ("none", mjscore.Limit.SANBAIMAN, [("E", 12000), ("W", 6000), ("N", 6000)])],
    ids=["yakuman", "sanbaiman", "none"],
)
def test_kazoe_decides_what_13_han_are_worth(kazoe, limit, paid):
    result = score(THIRTEEN_HAN, tenhou(kazoe=kazoe), riichi=True, tsumo=True)
    assert (result.han, result.yakuman, result.limit) == (13, 0, limit)
    assert payments(result) == paid


# double_yakuman --------------------------------------------------------------------------

KOKUSHI_13 = "19m19p19s1234567z+1m"


@pytest.mark.parametrize(("double", "multiple", "value"), [(False, 1, 32000), (True, 2, 64000)],
                         ids=["single", "double"])
def test_double_yakuman_pays_the_double_patterns_twice(double, multiple, value):
    result = score(KOKUSHI_13, tenhou(double_yakuman=double))
    assert yaku(result) == {"kokushi_13_wait": 13 * multiple}
    assert (result.yakuman, result.value) == (multiple, value)


# yakuman_stacking ------------------------------------------------------------------------

STACKED = "1112223334455z+4z"  # daisuushii and tsuuiisou


def test_yakuman_stacking_pays_double_under_tenhou_and_single_under_classic():
    stacked = score(STACKED)
    assert yaku(stacked) == {"daisuushii": 13, "tsuuiisou": 13}
    assert (stacked.yakuman, stacked.value) == (2, 64000)
    for rules in (CLASSIC, tenhou(yakuman_stacking=False)):
        single = score(STACKED, rules)
        assert (single.yakuman, single.value) == (1, 32000)
        assert len(single.yaku) == 1


def test_without_stacking_the_largest_yakuman_counts_not_the_first_found():
    # By tsumo the same tiles are also four concealed triplets, found before daisuushii.
    rules = tenhou(double_yakuman=True)
    stacked = score(STACKED, rules, tsumo=True)
    assert yaku(stacked) == {"suuankou": 13, "daisuushii": 26, "tsuuiisou": 13}
    assert (stacked.yakuman, stacked.value) == (4, 128000)
    single = score(STACKED, tenhou(double_yakuman=True, yakuman_stacking=False), tsumo=True)
    assert yaku(single) == {"daisuushii": 26}
    assert (single.yakuman, single.value) == (2, 64000)


# max_yakuman -----------------------------------------------------------------------------


@pytest.mark.parametrize(("cap", "multiple", "value"), [(0, 3, 96000), (2, 2, 64000),
                                                        (1, 1, 32000)],
                         ids=["no-cap", "cap-2", "cap-1"])
def test_max_yakuman_caps_the_multiple(cap, multiple, value):
    result = score(STACKED, tenhou(double_yakuman=True, max_yakuman=cap))
    assert (result.yakuman, result.value) == (multiple, value)


# ryuuiisou -------------------------------------------------------------------------------

ALL_GREEN = "223344666888s6z+6z"


def test_ryuuiisou_is_a_yakuman_under_tenhou_and_ordinary_yaku_under_classic():
    green = score(ALL_GREEN)
    assert (yaku(green), green.value) == ({"ryuuiisou": 13}, 32000)
    for rules in (CLASSIC, tenhou(ryuuiisou=False)):
        plain = score(ALL_GREEN, rules)
        assert yaku(plain) == {"iipeikou": 1, "honitsu": 3}
        assert (plain.yakuman, plain.fu, plain.value) == (0, 50, 8000)


# renhou ----------------------------------------------------------------------------------

NO_OTHER_YAKU = "123m456p789s13s55p+2s"  # closed kanchan ron: no yaku of its own


def test_renhou_none_refuses_a_renhou_win():
    assert refused(NO_OTHER_YAKU, TENHOU, renhou=True) == "renhou_not_in_rules"
    with pytest.raises(NoYaku):
        score(NO_OTHER_YAKU)


@pytest.mark.parametrize(("value", "expected_yaku", "limit", "paid"),
                         [("mangan", "renhou", mjscore.Limit.MANGAN, 8000),
                          ("yakuman", "renhou_yakuman", mjscore.Limit.YAKUMAN, 32000)],
                         ids=["mangan", "yakuman"])
def test_renhou_value_follows_the_rules(value, expected_yaku, limit, paid):
    result = score(NO_OTHER_YAKU, tenhou(renhou=value), renhou=True)
    assert list(yaku(result)) == [expected_yaku]
    assert (result.limit, result.value) == (limit, paid)


TANYAO_PINFU = "234m567p234s56s88s+7s"  # closed ryanmen ron: tanyao and pinfu, 2 han
FLUSH_STRAIGHT = "123456789m11m23m+4m"  # closed: chinitsu, ittsu and pinfu, 9 han


@pytest.mark.parametrize(
    ("hand", "dora", "mangan", "alone", "alone_yaku"),
    [(TANYAO_PINFU, ["1m"], (8, 16000), (5, 8000), {"renhou": 5}),
     (TANYAO_PINFU, ["1m", "1m", "1m"], (10, 16000), (5, 8000), {"renhou": 5}),
     (FLUSH_STRAIGHT, ["4m"], (15, 32000), (10, 16000),
      {"pinfu": 1, "ittsu": 2, "chinitsu": 6, "dora": 1})],
    ids=["alone-pays-more", "equal-pay-renhou-alone", "other-yaku-pay-more"])
def test_renhou_mangan_alone_is_not_cumulative_with_other_yaku_and_dora(
        hand, dora, mangan, alone, alone_yaku):
    added = score(hand, tenhou(renhou="mangan"), renhou=True, dora=dora)
    assert "renhou" in yaku(added) and "dora" in yaku(added)
    assert (added.han, added.value) == mangan
    result = score(hand, tenhou(renhou="mangan_alone"), renhou=True, dora=dora)
    assert yaku(result) == alone_yaku
    assert (result.han, result.value) == alone
    assert payments(result) == [("discarder", alone[1])]


def test_renhou_mangan_alone_is_emas():
    result = score(TANYAO_PINFU, "ema", renhou=True, dora=["1m"])
    assert (list(yaku(result)), result.limit, result.value) == (
        ["renhou"], mjscore.Limit.MANGAN, 8000)
    assert refused(TANYAO_PINFU, "ema", renhou=True, seat="E") == "renhou_dealer"


# shousangen_han --------------------------------------------------------------------------

LITTLE_DRAGONS = "123m456p5556667z+7z"


@pytest.mark.parametrize(("han", "total", "value"), [(2, 4, 8000), (4, 6, 12000)],
                         ids=["2-han", "4-han"])
def test_shousangen_han_is_its_own_han_besides_the_yakuhai(han, total, value):
    result = score(LITTLE_DRAGONS, tenhou(shousangen_han=han))
    assert yaku(result) == {"yakuhai_haku": 1, "yakuhai_hatsu": 1, "shousangen": han}
    assert (result.han, result.value) == (total, value)


# ippatsu, ura_dora, kan_dora -------------------------------------------------------------

PINFU_TANYAO = "234m567p234s56s88s+7s"


def test_ippatsu_is_a_yaku_only_where_the_rules_have_it():
    result = score(PINFU_TANYAO, riichi=True, ippatsu=True)
    assert (yaku(result)["ippatsu"], result.value) == (1, 7700)
    no_ippatsu = tenhou(ippatsu=False)
    assert refused(PINFU_TANYAO, no_ippatsu, riichi=True, ippatsu=True) == "ippatsu_not_in_rules"



def test_closed_kan_ends_ippatsu_refuses_ippatsu_with_rinshan_only_where_it_does():
    hand = "234m567p56s88s+7s (2222s)"
    won = {"tsumo": True, "riichi": True, "ippatsu": True, "rinshan": True}
    for rules in (TENHOU, CLASSIC):
        assert refused(hand, rules, **won) == "ippatsu_and_rinshan"
    result = score(hand, tenhou(closed_kan_ends_ippatsu=False), **won)
    assert {"riichi", "ippatsu", "rinshan", "menzen_tsumo"} <= set(yaku(result))
    # A kan before riichi keeps ippatsu on a later draw.
    assert yaku(score(hand, TENHOU, tsumo=True, riichi=True, ippatsu=True))["ippatsu"] == 1

def test_ura_dora_count_only_where_the_rules_have_them():
    result = score(PINFU_TANYAO, riichi=True, dora=["9p"], ura=["1m"])
    assert (yaku(result)["ura_dora"], result.value) == (1, 7700)
    code = refused(PINFU_TANYAO, tenhou(ura_dora=False), riichi=True, dora=["9p"], ura=["1m"])
    assert code == "ura_not_in_rules"


def test_kan_dora_add_an_indicator_per_kan_only_where_the_rules_have_them():
    hand = "234m567p56s88s+7s (2222s)"
    result = score(hand, riichi=True, dora=["9p", "1m"])  # the kan indicator 1m makes 2m dora
    assert (yaku(result)["dora"], result.value) == (1, 6400)
    no_kan_dora = tenhou(kan_dora=False)
    assert refused(hand, no_kan_dora, riichi=True, dora=["9p", "1m"]) == "too_many_indicators"
    assert score(hand, no_kan_dora, riichi=True, dora=["1m"]).value == 6400


# honba_value, riichi_deposit -------------------------------------------------------------


@pytest.mark.parametrize(("honba_value", "ron", "tsumo"),
                         [(300, [("discarder", 4500)], [("E", 2800), ("W", 1500), ("N", 1500)]),
                          (1500, [("discarder", 6900)], [("E", 3600), ("W", 2300), ("N", 2300)])],
                         ids=["300", "1500"])
def test_honba_value_is_added_per_counter(honba_value, ron, tsumo):
    rules = tenhou(honba_value=honba_value)
    assert payments(score(PINFU_TANYAO, rules, riichi=True, honba=2)) == ron  # 3900 + 2×
    assert payments(score(PINFU_TANYAO, rules, riichi=True, tsumo=True, honba=2)) == tsumo


@pytest.mark.parametrize(("deposit", "total"), [(1000, 5900), (500, 4900), (0, 3900)],
                         ids=["1000", "500", "0"])
def test_riichi_deposit_is_what_each_stick_brings(deposit, total):
    result = score(PINFU_TANYAO, tenhou(riichi_deposit=deposit), riichi=True, sticks=2)
    assert (result.value, result.total) == (3900, total)


# pao -------------------------------------------------------------------------------------

BIG_DRAGONS = "11m77z+7z [555z] [666z] [789p]"


def test_pao_makes_the_feeder_pay_under_tenhou():
    tsumo = score(BIG_DRAGONS, tsumo=True, pao="W")
    assert payments(tsumo) == [("W", 32000)]
    ron = score(BIG_DRAGONS, pao="W", discarder="N")
    assert payments(ron) == [("W", 16000), ("N", 16000)]


def test_pao_off_refuses_a_liable_seat_and_the_winner_is_paid_as_usual():
    for rules in (CLASSIC, tenhou(pao=False)):
        assert refused(BIG_DRAGONS, rules, tsumo=True, pao="W") == "pao_not_in_rules"
    assert payments(score(BIG_DRAGONS, CLASSIC, tsumo=True)) == [
        ("E", 16000), ("W", 8000), ("N", 8000)]


@pytest.mark.parametrize(("pao_honba", "ron"),
                         [("liable", [("W", 16300), ("N", 16000)]),
                          ("discarder", [("W", 16000), ("N", 16300)])],
                         ids=["liable", "discarder"])
def test_pao_honba_decides_who_pays_the_honba_of_a_shared_ron(pao_honba, ron):
    rules = tenhou(pao_honba=pao_honba)
    assert payments(score(BIG_DRAGONS, rules, pao="W", discarder="N", honba=1)) == ron
    # A tsumo's honba and a ron from the liable seat are the liable seat's either way.
    assert payments(score(BIG_DRAGONS, rules, tsumo=True, pao="W", honba=1)) == [("W", 32300)]
    assert payments(score(BIG_DRAGONS, rules, pao="W", discarder="W", honba=1)) == [
        ("W", 32300)]


def test_pao_honba_applies_to_a_claim_paid_by_the_ledger():
    from mjscore.game.payouts import win_deltas

    common = {"winner": 1, "dealer": 0, "discarder": 3, "honba": 1, "seats": 4, "pao": 2}
    assert win_deltas(8000, **common) == (0, 32300, -16300, -16000)
    assert win_deltas(8000, **common, pao_honba=PaoHonba.DISCARDER) == (
        0, 32300, -16000, -16300)


BIG_DRAGONS_ALL_HONOURS = "11222z77z+7z [555z] [666z]"  # daisangen + tsuuiisou


@pytest.mark.parametrize(("scope", "tsumo", "ron"),
                         [("hand", [("W", 64300)], [("W", 32300), ("N", 32000)]),
                          ("yakuman", [("E", 16000), ("W", 40300), ("N", 8000)],
                           [("W", 16300), ("N", 48000)])],
                         ids=["hand", "yakuman"])
def test_pao_scope_decides_what_the_liable_seat_answers_for(scope, tsumo, ron):
    rules = tenhou(pao_scope=scope)
    won = score(BIG_DRAGONS_ALL_HONOURS, rules, tsumo=True, pao="W", honba=1)
    assert (won.yakuman, payments(won), won.total) == (2, tsumo, 64300)
    won = score(BIG_DRAGONS_ALL_HONOURS, rules, pao="W", discarder="N", honba=1)
    assert (payments(won), won.total) == (ron, 64300)
    # The liable seat's own discard: it pays it all under both.
    assert payments(score(BIG_DRAGONS_ALL_HONOURS, rules, pao="W", discarder="W")) == [
        ("W", 64000)]


def test_pao_scope_yakuman_alone_is_the_whole_hand_and_a_dealer_is_paid_by_all():
    alone = tenhou(pao_scope="yakuman")
    assert payments(score(BIG_DRAGONS, alone, tsumo=True, pao="W")) == [("W", 32000)]
    dealer = score(BIG_DRAGONS_ALL_HONOURS, alone, seat="E", tsumo=True, pao="W")
    assert payments(dealer) == [("S", 16000), ("W", 64000), ("N", 16000)]
    pair_of_yakuman = mjscore.score(BIG_DRAGONS_ALL_HONOURS, rules="mahjongsoul", seat="S",
                                    pao="W", discarder="N")
    assert payments(pair_of_yakuman) == [("W", 16000), ("N", 48000)]


# kokushi_chankan_closed_kan --------------------------------------------------------------

KOKUSHI = "9m19p19s12345677z+1m"


def test_kokushi_chankan_closed_kan_lets_kokushi_rob_a_closed_kan_only_where_allowed():
    robbed = {"chankan": True, "chankan_closed_kan": True}
    assert score(KOKUSHI, CLASSIC, **robbed).yakuman == 1
    with pytest.raises(InvalidSituation) as info:
        score(KOKUSHI, TENHOU, **robbed)
    assert info.value.code != "unknown_key"
    assert "closed kan" in info.value.message
    with pytest.raises(InvalidSituation):  # only kokushi may rob a closed kan
        score(PINFU_TANYAO, CLASSIC, **robbed)


def test_kokushi_chankan_closed_kan_does_not_touch_robbing_an_added_kan():
    for rules in (TENHOU, CLASSIC):
        assert score(KOKUSHI, rules, chankan=True).yakuman == 1


# chiitoitsu_fu ---------------------------------------------------------------------------


@pytest.mark.parametrize(("fu", "value"), [(25, 1600), (50, 3200)], ids=["25", "50"])
def test_chiitoitsu_fu_follows_the_rules(fu, value):
    result = score("1133m5577p22s446z+6z", tenhou(chiitoitsu_fu=fu))
    assert (yaku(result), result.fu, result.value) == ({"chiitoitsu": 2}, fu, value)


# pinfu_tsumo -----------------------------------------------------------------------------


def test_pinfu_tsumo_decides_whether_a_tsumo_keeps_pinfu():
    kept = score(PINFU_TANYAO, tsumo=True)
    assert yaku(kept) == {"menzen_tsumo": 1, "pinfu": 1, "tanyao": 1}
    assert (kept.fu, payments(kept)) == (20, [("E", 1300), ("W", 700), ("N", 700)])
    denied = score(PINFU_TANYAO, tenhou(pinfu_tsumo=False), tsumo=True)
    assert yaku(denied) == {"menzen_tsumo": 1, "tanyao": 1}
    assert (denied.fu, payments(denied)) == (30, [("E", 1000), ("W", 500), ("N", 500)])


# furiten_no_yaku_wait --------------------------------------------------------------------


def test_furiten_no_yaku_wait_decides_whether_a_discarded_wait_without_yaku_bars_ron():
    # Open, waiting on 1s (no yaku) and 4s (open tanyao); 1s is in the player's discards.
    hand = "234m456p55s23s [6-78p]"
    usual = mjscore.waits(hand, seat="S", discards="1s")
    assert usual.wait("1s").ron.code == "no_yaku"  # type: ignore[union-attr]
    assert usual.wait("4s").ron_value == 1000  # type: ignore[union-attr]
    assert usual.furiten is not None and usual.furiten.reason.value == "discard"
    assert not usual.can_ron
    lenient = mjscore.waits(hand, rules=tenhou(furiten_no_yaku_wait=False), seat="S",
                            discards="1s")
    assert lenient.furiten is None and lenient.can_ron
    # A discarded wait with a yaku bars ron under both values.
    assert mjscore.waits(hand, rules=tenhou(furiten_no_yaku_wait=False), seat="S",
                         discards="4s").furiten is not None
    # Passing the tile without a yaku is the same question.
    assert mjscore.waits(hand, seat="S", passed="1s").furiten is not None
    assert mjscore.waits(hand, rules=tenhou(furiten_no_yaku_wait=False), seat="S",
                         passed="1s").furiten is None


# Three players (三麻, issue #22) -------------------------------------------------------------

from mjscore.rules import TENHOU3  # noqa: E402
from mjscore.scoring import points as points_module  # noqa: E402
from mjscore.situation import Situation  # noqa: E402

SANMA_RIICHI = "111m999p123s44z55p+4z"
"""A closed three-player hand waiting on 4z and 5p (shanpon): riichi, 50 fu on a ron of 4z
(20 + 10 closed ron + 8 + 8 for the concealed terminal triplets + 4 for the 4z triplet the
ron completed, open)."""


def sanma(**overrides: object) -> Rules:
    return with_overrides(TENHOU3, overrides)


def test_players_three_seat_east_south_and_west():
    assert (TENHOU.seats, TENHOU3.seats) == (4, 3)
    # A tsumo is paid by the two others; North is no seat.
    result = score("111m999p123s44z55p+5p", TENHOU3, riichi=True, tsumo=True)
    assert [str(payer) for payer, _ in payments(result)] == ["E", "W"]
    assert len(result.deltas) == 3
    assert refused("111m999p123s44z55p+5p", TENHOU3, seat="N") == "seat_not_at_table"
    # With four players seat North plays: riichi, 50 fu (its pair of North is the seat wind).
    assert score("111m999p123s44z55p+5p", TENHOU, seat="N", riichi=True).value == 1600


def test_tiles_108_leave_out_2m_to_8m_and_turn_1m_and_9m_into_each_others_dora():
    with pytest.raises(mjscore.InvalidHand) as info:
        score("234m999p123s44z55p+5p", TENHOU3, riichi=True)
    assert info.value.code == "tile_not_in_play"
    assert score("234m999p123s44z55p+5p", TENHOU, riichi=True).value == 1300  # 40 fu
    # 1m points to 9m (three dora in 999m) with 108 tiles, to 2m with all 136.
    hand = "999m111p123s44z55p+4z"
    assert yaku(score(hand, TENHOU3, riichi=True, discarder="W", dora=["1m"]))["dora"] == 3
    assert "dora" not in yaku(score(hand, sanma(tiles="136"), riichi=True, discarder="W",
                                    dora=["1m"]))
    # 9m points to 1m either way.
    assert yaku(score(SANMA_RIICHI, TENHOU3, riichi=True, discarder="W", dora=["9m"]))[
        "dora"] == 3


def test_chi_false_refuses_a_chi_meld():
    hand = "111m999p5p+5p [7-89s] [555z]"
    with pytest.raises(mjscore.InvalidHand) as info:
        score(hand, TENHOU3, discarder="W")
    assert info.value.code == "chi_not_in_rules"
    # haku 1 han; 20 + 8 + 8 + 2 (tanki) + 4 (open haku) = 42, 50 fu: 1,600.
    assert score(hand, sanma(chi=True), discarder="W").value == 1600


def test_kita_counts_one_dora_each_and_one_more_for_each_west_indicator():
    # riichi and chun (2) + one kita × (1 + one West indicator) = 4 han 50 fu: mangan; the
    # hand holds no North, so the West indicator makes no dora of its own.
    result = score("111m999p123s77z55p+7z", TENHOU3, riichi=True, discarder="W", kita=1,
                   dora=["3z"])
    assert yaku(result) == {"riichi": 1, "yakuhai_chun": 1, "kita": 2}
    assert (result.han, result.fu, result.value) == (4, 50, 8000)
    # One kita with no indicator: 3 han 50 fu.
    assert score("111m999p123s77z55p+7z", TENHOU3, riichi=True, discarder="W",
                 kita=1).value == 6400
    # The hand's three Norths and one kita are all four: a second kita cannot be.
    assert refused(SANMA_RIICHI, TENHOU3, riichi=True, kita=2) == "too_many_kita"
    assert refused(SANMA_RIICHI, TENHOU, riichi=True, kita=1) == "kita_not_in_rules"
    assert refused(SANMA_RIICHI, sanma(kita=False), riichi=True, kita=1) == "kita_not_in_rules"


def test_kita_ura_counts_an_ura_dora_a_kita_for_each_west_ura_indicator():
    # kita: 1 for the kita, 1 for the West dora indicator, 1 for the West ura indicator.
    situation = {"riichi": True, "discarder": "W", "kita": 1, "dora": ["3z"], "ura": ["3z"]}
    hand = "111m999p123s77z55p+7z"
    assert yaku(score(hand, TENHOU3, **situation)) == {"riichi": 1, "yakuhai_chun": 1,
                                                       "kita": 3}
    assert yaku(score(hand, sanma(kita_ura=False), **situation))["kita"] == 2
    assert mjscore.scoring.kita_dora(mjscore.make_situation(**situation), TENHOU3) == (2, 1)


def _tsumo(seat: str, basic: int, rules: Rules, honba: int = 0) -> list[tuple[str, int]]:
    paid = points_module.payments(Situation(tsumo=True, seat=mjscore.Wind(seat), honba=honba),
                                  rules, basic)
    return [(str(payment.payer), payment.amount) for payment in paid]


# Worked by hand: the four-player shares (dealer 2 × basic, others basic, each rounded up to
# 100), North's dropped (tsumo loss); with bisection half of North's share, rounded up to
# 100, added to each of the two payers.
TSUMO_CASES = [
    # basic, non-dealer loss (E, W), non-dealer bisection, dealer loss each, bisection each
    (240, (500, 300), (700, 500), 500, 800),          # 30 fu 1 han
    (2000, (4000, 2000), (5000, 3000), 4000, 6000),   # mangan
    (3000, (6000, 3000), (7500, 4500), 6000, 9000),   # haneman
    (4000, (8000, 4000), (10000, 6000), 8000, 12000),  # baiman
    (6000, (12000, 6000), (15000, 9000), 12000, 18000),  # sanbaiman
    (8000, (16000, 8000), (20000, 12000), 16000, 24000),  # yakuman
]


@pytest.mark.parametrize(("basic", "loss", "bisection", "dealer_loss", "dealer_bisection"),
                         TSUMO_CASES, ids=["30fu1han", "mangan", "haneman", "baiman",
                                           "sanbaiman", "yakuman"])
def test_tsumo_loss_drops_north_and_bisection_splits_it(basic, loss, bisection, dealer_loss,
                                                        dealer_bisection):
    split = sanma(tsumo_loss=False)
    assert _tsumo("S", basic, TENHOU3) == [("E", loss[0]), ("W", loss[1])]
    assert _tsumo("S", basic, split) == [("E", bisection[0]), ("W", bisection[1])]
    assert _tsumo("E", basic, TENHOU3) == [("S", dealer_loss), ("W", dealer_loss)]
    assert _tsumo("E", basic, split) == [("S", dealer_bisection), ("W", dealer_bisection)]
    # Bisection makes every limit tsumo worth the ron; tsumo loss a quarter (a third) less.
    if basic >= 2000:
        assert sum(bisection) == 4 * basic and 2 * dealer_bisection == 6 * basic
        assert sum(loss) == 3 * basic and 2 * dealer_loss == 4 * basic
    assert points_module.hand_value(basic, False, True, TENHOU3) == sum(loss)
    assert points_module.hand_value(basic, True, True, split) == 2 * dealer_bisection


def test_honba_value_under_three_players_is_shared_by_two_payers():
    # Tenhou: 200 a honba, 100 from each payer of a tsumo.
    assert _tsumo("S", 2000, TENHOU3, honba=2) == [("E", 4200), ("W", 2200)]
    ron = score(SANMA_RIICHI, TENHOU3, riichi=True, discarder="W", honba=2)
    assert payments(ron) == [("W", 1600 + 400)]
    # A parlour's 1,000 a honba: 500 from each payer.
    parlour = sanma(honba_value=1000)
    assert _tsumo("S", 2000, parlour, honba=1) == [("E", 4500), ("W", 2500)]
    assert payments(score(SANMA_RIICHI, parlour, riichi=True, discarder="W", honba=1)) == [
        ("W", 2600)]
    with pytest.raises(mjscore.RulesError) as info:
        sanma(honba_value=300)
    assert "multiple of 200" in info.value.message


def test_ron_on_a_kita_is_a_plain_ron_on_north():
    # West sets a North aside; South, waiting on 4z and 5p, rons it: riichi 50 fu, no
    # chankan, and North is no value tile (a guest wind): 1,600.
    result = score(SANMA_RIICHI, TENHOU3, riichi=True, discarder="W")
    assert (yaku(result), result.fu, result.value) == ({"riichi": 1}, 50, 1600)
    assert payments(result) == [("W", 1600)]


def test_kita_replacement_draw_may_be_rinshan_without_a_kan():
    # A tsumo on the tile drawn after setting a North aside is rinshan (Tenhou: 62 of 62):
    # riichi, tsumo, rinshan, chun, sanankou (2) and kita 1: 7 han, a haneman, 6,000 from
    # the dealer and 3,000 from West (tsumo loss).
    result = score("111m999p123s77z55p+7z", TENHOU3, riichi=True, tsumo=True, rinshan=True,
                   kita=1)
    assert yaku(result)["rinshan"] == 1 and yaku(result)["kita"] == 1
    assert payments(result) == [("E", 6000), ("W", 3000)]
    assert refused("111m999p123s77z55p+7z", TENHOU3, riichi=True, tsumo=True,
                   rinshan=True) == "rinshan_without_kan"
