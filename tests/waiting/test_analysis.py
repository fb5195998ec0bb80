"""Waits before the win (issue #13): shapes, copies left, values, karaten, riichi compared,
the 14-tile mode, shanten, and the records the command prints (furiten and the situation
before the win: test_furiten.py)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import mjscore
from mjscore import Hand, InvalidHand, ParseError
from mjscore.base import NotAWinningHand
from mjscore.hand import TILE_KINDS, Tile, WaitingHand, shanten, waits_hint, winning_kinds
from mjscore.scoring import Score, raw_readings
from mjscore.waiting import (
    FuritenReason,
    Waits,
    analyse,
    is_tenpai,
    outcome_record,
    tenpai_discards,
    waits,
)

from ..support.strategies import hypothesis_settings, winning_hands


def tiles(result: Waits) -> str:
    """The kinds waited on (a red five's own row left out: see the red-five tests)."""
    return " ".join(str(wait.tile) for wait in result.waits if not wait.tile.red)


def shapes(result: Waits) -> dict[str, str]:
    return {str(wait.tile): "/".join(wait.shape_names) for wait in result.waits}


def counts(text: str) -> list[int]:
    found = [0] * 34
    for tile in mjscore.parse_tiles(text):
        found[tile.kind] += 1
    return found


# --------------------------------------------------------------------------- the hand


def test_a_waiting_hand_reads_13_tiles_with_melds_and_writes_them_back():
    hand = WaitingHand.parse("1z [1111m] [2222p] [3-33s] (4444s)")
    assert hand.size == 13 and len(hand.melds) == 4 and not hand.is_closed
    assert str(hand) == "1z [1111m] [2222p] [3-33s] (4444s)"
    assert repr(hand) == "WaitingHand.parse('1z [1111m] [2222p] [3-33s] (4444s)')"
    assert WaitingHand.parse(str(hand)) == hand


def test_a_plus_tile_is_the_tile_just_drawn_one_of_14():
    hand = WaitingHand.parse("123m456p789s2345s+9m")
    assert hand.size == 14 and str(hand) == "1239m456p2345789s"


@pytest.mark.parametrize("text", ["123m456p789s234s", "123m456p789s2345s99m",
                                  "123m456p789s2345s [111z]"],
                         ids=["12", "15", "16-with-meld"])
def test_other_tile_counts_are_refused(text):
    with pytest.raises(InvalidHand) as info:
        WaitingHand.parse(text)
    assert info.value.code == "not_thirteen_tiles"


def test_notation_errors_keep_their_codes_and_columns():
    with pytest.raises(ParseError) as info:
        WaitingHand.parse("11111m456p789s234s")
    assert info.value.code == "too_many_copies" and info.value.column == 5
    with pytest.raises(ParseError) as info:
        WaitingHand.parse("123x")
    assert info.value.code == "unknown_character"


def test_waits_takes_13_tiles_and_tenpai_discards_14():
    with pytest.raises(InvalidHand) as info:
        waits("123m456p789s2345s9m")
    assert info.value.code == "not_thirteen_tiles"
    with pytest.raises(InvalidHand) as info:
        tenpai_discards("123m456p789s2345s")
    assert info.value.code == "not_fourteen_tiles"


# --------------------------------------------------------------------------- shapes


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        ("23m456p567s678s99p", {"1m": "ryanmen", "4m": "ryanmen"}),
        ("13m456p567s678s99p", {"2m": "kanchan"}),
        ("12m456p567s678s99p", {"3m": "penchan"}),
        ("89m456p567s678s99p", {"7m": "penchan"}),
        ("22m456p567s678s99p", {"2m": "shanpon", "9p": "shanpon"}),
        ("123m456p567s678s9p", {"9p": "tanki"}),
        ("19m19p19s1234567z", {str(TILE_KINDS[k]): "thirteen_sided"
                               for k in (0, 8, 9, 17, 18, 26, *range(27, 34))}),
        ("19m19p19s1234566z", {"7z": "tanki"}),
        ("1133m5577p22s446z", {"6z": "tanki"}),
    ],
    ids=["ryanmen", "kanchan", "penchan-low", "penchan-high", "shanpon", "tanki",
         "kokushi-13", "kokushi-single", "seven-pairs"],
)
def test_every_wait_shape(hand, expected):
    assert shapes(waits(hand)) == expected


def test_a_tile_read_several_ways_lists_every_shape():
    result = waits("4556m678p111s789s")
    assert shapes(result) == {"5m": "kanchan/tanki", "0m": "kanchan/tanki"}
    # The score takes the reading that pays the most; the shapes list them all.
    assert result.wait("5m").tsumo.reading.wait.value in ("kanchan", "tanki")  # type: ignore


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        ("1234m456p789p111z", "1m 4m"),                       # nobetan
        ("2345678m456p789p", "2m 5m 8m"),                     # 3-sided
        ("2223344m456p789p", "2m 3m 4m 5m"),                  # 4-sided
        ("3334567m456p789p", "2m 4m 5m 7m 8m"),               # 5-sided
        ("2345666678m456p", "1m 2m 4m 5m 7m 8m"),             # 6-sided
        ("2223456m456p789p", "1m 3m 4m 6m 7m"),
        ("2223334445556m", "1m 3m 4m 5m 6m 7m"),
        ("2223456777m456p", "1m 2m 3m 4m 5m 6m 7m 8m"),       # 8-sided
        ("1112345678999m", "1m 2m 3m 4m 5m 6m 7m 8m 9m"),     # chuuren's nine
    ],
    ids=["nobetan", "3-sided", "4-sided", "5-sided", "6-sided", "5-sided-b", "6-sided-b",
         "8-sided", "9-sided"],
)
def test_multi_sided_waits(hand, expected):
    assert tiles(waits(hand)) == expected


def test_chuuren_waits_on_nine_tiles_each_a_yakuman():
    result = waits("1112345678999m", seat="S")
    assert result.kinds == 9 and len(result.waits) == 10  # 0m has its own row
    assert all(wait.ron.yakuman == 1 for wait in result.waits)  # type: ignore[union-attr]
    assert {hit.id for wait in result.waits for hit in wait.ron.yaku} == {  # type: ignore
        "junsei_chuuren"}


def test_a_7_sided_wait():
    assert tiles(waits("1112345666m456p")) == "1m 2m 3m 4m 5m 6m 7m"


def test_thirteen_sided_kokushi_pays_a_yakuman_on_each_tile():
    result = waits("19m19p19s1234567z", seat="S")
    assert len(result.waits) == 13
    assert {wait.ron_value for wait in result.waits} == {32000}
    assert {wait.ron.yaku[0].id for wait in result.waits} == {  # type: ignore[union-attr]
        "kokushi_13_wait"}


def test_a_hand_with_four_melds_waits_on_its_single_tile():
    result = waits("1z [1111m] [2222p] [3-33s] [444s]")
    assert shapes(result) == {"1z": "tanki"}


# --------------------------------------------------------------------------- values


def test_each_wait_has_its_full_score_on_ron_and_on_tsumo():
    result = waits("23m456p567s678s55p", seat="S", dora="3m")
    four = result.wait("4m")
    assert four is not None and isinstance(four.ron, Score) and isinstance(four.tsumo, Score)
    expected = mjscore.score("23m456p567s678s55p+4m", seat="S", dora="3m")
    assert four.ron.as_record() == expected.as_record()
    tsumo = mjscore.score("23m456p567s678s55p+4m", seat="S", dora="3m", tsumo=True)
    assert four.tsumo.as_record() == tsumo.as_record()
    assert four.ron_value == expected.value and four.tsumo_value == tsumo.value


@pytest.mark.parametrize(
    ("hand", "high", "low", "yaku"),
    [
        ("123m123p23s456p99m", "1s", "4s", "sanshoku_doujun"),
        ("123456m78m456p99s", "9m", "6m", "ittsu"),
        ("23m456p567s678s55p", "4m", "1m", "tanyao"),
    ],
    ids=["sanshoku", "ittsu", "tanyao"],
)
def test_high_and_low_waits_a_yaku_on_one_side_only(hand, high, low, yaku):
    result = waits(hand, seat="S")
    high_wait, low_wait = result.wait(high), result.wait(low)
    assert isinstance(high_wait.ron, Score) and isinstance(low_wait.ron, Score)  # type: ignore
    assert high_wait.ron_value > low_wait.ron_value  # type: ignore[union-attr]
    assert yaku in {hit.id for hit in high_wait.ron.yaku}  # type: ignore[union-attr]
    assert yaku not in {hit.id for hit in low_wait.ron.yaku}  # type: ignore[union-attr]


def test_a_closed_wait_with_yaku_only_on_tsumo():
    result = waits("123m456p789s2345s", seat="S")
    for wait in result.waits:
        assert wait.ron.code == "no_yaku"  # type: ignore[union-attr]
        found = {hit.id for hit in wait.tsumo.yaku}  # type: ignore[union-attr]
        assert found == ({"menzen_tsumo", "aka_dora"} if wait.tile.red else {"menzen_tsumo"})


@pytest.mark.parametrize(
    ("hand", "with_yaku", "without"),
    [
        ("234m456p55s23s [6-78p]", "4s", "1s"),     # open tanyao
        ("22m55z456p789p [1-23s]", "5z", "2m"),     # yakuhai on one pair of a shanpon
    ],
    ids=["open-tanyao", "yakuhai-shanpon"],
)
def test_open_hands_whose_only_yaku_depends_on_the_tile(hand, with_yaku, without):
    result = waits(hand, seat="S")
    assert isinstance(result.wait(with_yaku).ron, Score)  # type: ignore[union-attr]
    for outcome in (result.wait(without).ron, result.wait(without).tsumo):  # type: ignore
        assert not isinstance(outcome, Score) and outcome.code == "no_yaku"
    assert outcome_record(result.wait(without).ron)["error"]["code"] == "no_yaku"  # type: ignore


def test_a_red_five_won_on_counts_its_aka_dora_through_outcome():
    result = waits("34m456p567s678s55p", seat="S")
    plain = result.outcome("5m")
    red = result.outcome("0m")
    assert isinstance(plain, Score) and isinstance(red, Score)
    assert plain.value == result.wait("5m").ron_value  # type: ignore[union-attr]
    assert {hit.id for hit in red.yaku} - {hit.id for hit in plain.yaku} == {"aka_dora"}
    assert result.outcome("7z").code == "not_a_winning_hand"  # type: ignore


# --------------------------------------------------------------------------- copies left


def test_copies_left_take_away_the_hand_the_indicators_and_what_was_seen():
    result = waits("23m456p567s678s55p", dora="1m", discards="4m", passed="1m", seen="4m4m")
    assert result.wait("1m").left == 4 - 1 - 1  # type: ignore[union-attr]
    assert result.wait("4m").left == 4 - 1 - 2  # type: ignore[union-attr]


def test_red_fives_count_as_fives():
    result = waits("340m456p567s678s5p", seen=["0p"])
    assert result.wait("5p").left == 4 - 2 - 1  # type: ignore[union-attr]
    assert waits("34m456p567s678s55p", dora="0m").wait("5m").left == 4 - 0 - 1  # type: ignore


def test_karaten_a_wait_others_hold_is_still_tenpai():
    result = waits("123m456p789s23p55z", seat="S", seen="1111p")
    assert result.tenpai
    one = result.wait("1p")
    assert one is not None and one.left == 0 and one.karaten
    assert not result.wait("4p").karaten  # type: ignore[union-attr]
    assert result.as_record()["waits"][0]["karaten"] is True


def test_a_wait_whose_last_copy_is_a_dora_indicator_cannot_be_won():
    result = waits("123m789s33345p11z", seat="S", dora="3p")
    three = result.wait("3p")
    assert three is not None and three.left == 0 and three.karaten and result.tenpai
    assert three.ron.code == "too_many_copies_with_indicators"  # type: ignore[union-attr]
    assert result.wait("6p").left == 4  # type: ignore[union-attr]


def test_jun_karaten_all_four_in_the_hand_is_no_wait():
    result = waits("1111m234p567s789s")
    assert not result.tenpai and result.waits == () and result.shanten == 1
    assert [str(tile) for tile in result.held] == ["1m"]
    record = result.as_record()
    assert {key: record[key] for key in ("tenpai", "shanten", "furiten", "waits")} == {
        "tenpai": False, "shanten": 1, "furiten": None, "waits": []}
    # Any other kind drawn, a 1m discarded, waits on it alone: 33 kinds, all copies unseen.
    assert len(record["acceptance"]) == 33 and record["acceptance_count"] == 33 * 4 - 9


def test_a_wait_all_in_the_hand_beside_a_real_one_leaves_the_real_one():
    result = waits("1111234m456p789p")
    assert tiles(result) == "4m" and [str(t) for t in result.held] == ["1m"]
    assert result.tenpai


def test_copies_in_a_kan_do_not_make_a_wait_all_held():
    # Rule B (changed on purpose, issue #27): only four concealed copies make no wait; the
    # kan's copies leave 1m a wait with no copy left, which cannot come.
    result = waits("23m456p789s55p [1-111m]")
    assert tiles(result) == "1m 4m" and result.held == ()
    one = result.wait("1m")
    assert one is not None and one.left == 0 and one.karaten and one.shape_names == ("ryanmen",)
    assert one.ron.code == "too_many_copies" and one.ron_value == 0  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("hand", "wait", "shape"),
    [
        ("123m456p789s5z [5=55z]", "5z", "tanki"),        # mj-news.net: a haku pon, haku single
        ("12s44466688p [3333s]", "3s", "penchan"),        # riichi.wiki Karaten: a kan of 3s
        ("44466688p12s (3333s)", "3s", "penchan"),        # the same with a closed kan
    ],
)
def test_fault_b_a_wait_whose_other_copies_are_in_melds_is_tenpai(hand, wait, shape):
    result = waits(hand)
    assert result.tenpai and result.shanten == 0 and tiles(result) == wait
    assert result.waits[0].shape_names == (shape,) and result.waits[0].left == 0
    assert is_tenpai(hand)


def test_fault_b_four_concealed_copies_stay_no_wait():
    assert not is_tenpai("1111m234p567s789s") and not waits("1111m234p567s789s").tenpai
    assert waits("1111234m456p789p").held == (Tile.parse("1m"),)


def test_fault_a_four_honors_count_as_the_suited_twin():
    for hand in ("1111z234m567p789s", "1111m234p567s789s"):
        result = waits(hand)
        assert (result.tenpai, result.shanten, result.waits) == (False, 1, ())
        assert len(result.held) == 1 and not is_tenpai(hand)
    assert shanten(counts("1111z234m567p789s")) == shanten(counts("1111m234p567s789s"))


def test_a_wait_whose_last_copy_is_an_ura_indicator_shows_none_left():
    result = waits("123m789s33345p11z", seat="S", riichi=True, ura="3p")
    three = result.wait("3p")
    assert three is not None and three.left == 0 and three.karaten
    assert three.ron.code == "too_many_copies_with_indicators"  # type: ignore[union-attr]


# --------------------------------------------------------------------------- not tenpai


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        ("123m456p789s1234z", 2),
        ("1133557799m1p3s5z", 1),      # seven pairs counts
        ("19m19p19s123456z5m", 1),     # thirteen orphans counts
        ("147m258p369s1234z", 6),
        ("1357z [1-23m] [456m] [789m]", 2),
    ],
    ids=["standard", "seven-pairs", "kokushi", "worst", "open"],
)
def test_a_hand_that_is_not_tenpai_gives_its_shanten(hand, expected):
    result = waits(hand)
    assert not result.tenpai and result.waits == () and result.shanten == expected
    assert result.furiten is None and not result.can_ron


def test_shanten_counts_each_shape():
    assert shanten(counts("19m19p19s1234567z")) == 0
    assert shanten(counts("1133557799m1p3s5z")) == 1
    assert shanten(counts("123m456p789s1234s")) == 0
    assert shanten(counts("123m456p789s12345s")) == 0
    assert shanten(counts("123m456p789s123s55s")) == -1
    assert shanten(counts("147m258p369s1234z")) == 6
    assert shanten(counts("1357z"), melds=3) == 2


@hypothesis_settings(200)
@given(winning_hands(), st.data())
def test_a_winning_hand_less_a_tile_waits_on_exactly_the_tiles_that_complete_it(hand, data):
    concealed = [*hand.concealed, hand.win_tile]
    removed = concealed.pop(data.draw(st.integers(0, len(concealed) - 1)))
    waiting = WaitingHand(tuple(concealed), hand.melds)
    oracle = [kind for kind in range(34) if waiting.counts[kind] < 4
              and raw_readings(waiting.with_win(TILE_KINDS[kind]))]
    found = [kind for kind in winning_kinds(waiting.concealed_counts, len(hand.melds))
             if waiting.counts[kind] < 4]
    assert found == oracle
    assert removed.kind in found
    assert shanten(waiting.concealed_counts, len(hand.melds)) == 0


def test_is_tenpai_is_the_quick_answer_without_values():
    assert is_tenpai("123m456p789s2345s")  # no yaku on ron: still tenpai (形式聴牌)
    assert is_tenpai("123m456p789s23p55z")
    assert not is_tenpai("1111m234p567s789s")
    assert not is_tenpai("123m456p789s1234z")
    assert is_tenpai(WaitingHand.parse("1z [1111m] [2222p] [3-33s] [444s]"))
    with pytest.raises(InvalidHand):
        is_tenpai("123m456p789s2345s9m")


@hypothesis_settings(100)
@given(st.lists(st.integers(0, 33), min_size=13, max_size=13))
def test_shanten_is_one_more_than_the_best_exchange(kinds):
    hand = [0] * 34
    for kind in kinds:
        hand[kind] += 1
    if max(hand) > 4:
        return
    value = shanten(hand)
    assert (value == 0) == bool(winning_kinds(hand))
    if value > 0:
        best = 99
        for draw in range(34):
            if hand[draw] == 4:
                continue
            hand[draw] += 1
            for cut in range(34):
                if hand[cut] and cut != draw:
                    hand[cut] -= 1
                    best = min(best, shanten(hand))
                    hand[cut] += 1
            hand[draw] -= 1
        assert best == value - 1


# --------------------------------------------------------------------------- riichi or dama


def test_compare_riichi_gives_riichis_sure_value_beside_the_quiet_one():
    result = waits("23m456p567s678s55p", seat="S", dora="1z", compare_riichi=True)
    for wait in result.waits:
        hand = f"23m456p567s678s55p+{wait.tile}"
        riichi = mjscore.score(hand, seat="S", dora="1z", riichi=True)
        assert isinstance(wait.riichi_ron, Score) and wait.riichi_ron.value == riichi.value
        assert {hit.id for hit in wait.riichi_ron.yaku} >= {"riichi"}
        assert not {"ippatsu", "ura_dora"} & {hit.id for hit in wait.riichi_ron.yaku}
        tsumo = mjscore.score(hand, seat="S", dora="1z", riichi=True, tsumo=True)
        assert wait.riichi_tsumo.value == tsumo.value  # type: ignore[union-attr]
    record = result.as_record()["waits"][0]
    assert list(record) == ["tile", "shape", "left", "karaten", "ron", "tsumo", "riichi_ron",
                            "riichi_tsumo"]


def test_riichi_gives_a_yaku_where_dama_has_none():
    result = waits("123m456p789s2345s", compare_riichi=True)
    for wait in result.waits:
        assert wait.ron.code == "no_yaku"  # type: ignore[union-attr]
        assert isinstance(wait.riichi_ron, Score)


def test_no_riichi_values_for_an_open_hand_or_a_hand_already_in_riichi():
    open_hand = waits("234m456p55s23s [6-78p]", compare_riichi=True)
    assert all(wait.riichi_ron is None for wait in open_hand.waits)
    assert open_hand.as_record()["waits"][0]["riichi_ron"] is None
    riichi = waits("23m456p567s678s55p", riichi=True, compare_riichi=True)
    assert all(wait.riichi_tsumo is None for wait in riichi.waits)


# --------------------------------------------------------------------------- 14 tiles


def test_the_14_tile_mode_lists_each_tenpai_discard_best_first():
    result = tenpai_discards("123m456p789s2345s9m", seat="S")
    assert [str(option.discard) for option in result.options] == ["9m", "2s", "5s"]
    assert tiles(result.options[0].waits) == "2s 5s"
    worths = [option.waits.worth for option in result.options]
    assert worths == sorted(worths, reverse=True)
    assert result.shanten == 0


def test_a_discarded_wait_makes_that_choice_furiten_and_worth_its_tsumo_only():
    result = tenpai_discards("11123m456p567s678s", seat="S")
    assert result.shanten == -1  # the 14 tiles are complete
    by_discard = {str(option.discard): option.waits for option in result.options}
    cut_one = by_discard["1m"]
    assert tiles(cut_one) == "1m 4m"
    assert cut_one.furiten is not None and cut_one.furiten.reason is FuritenReason.DISCARD
    assert cut_one.worth == sum(wait.left * wait.tsumo_value for wait in cut_one.waits)
    # From a complete hand, every discard leaves a hand waiting on the tile discarded.
    assert len(by_discard) == 10  # one option per kind held
    assert all(choice.furiten is not None for choice in by_discard.values())


def test_red_and_plain_fives_are_different_discards():
    result = tenpai_discards("34055m456p567s678s", seat="S")
    order = [str(option.discard) for option in result.options]
    assert order.index("5m") < order.index("0m")  # keeping the red five is worth more
    assert result.options[order.index("5m")].waits.worth > result.options[
        order.index("0m")].waits.worth


def test_a_14_tile_hand_with_no_tenpai_discard_lists_none():
    result = tenpai_discards("147m258p369s12345z")
    assert result.options == () and result.shanten == 6
    record = result.as_record()
    assert record["shanten"] == 6 and len(record["discards"]) == 14
    assert all("waits" not in row and row["shanten"] >= 6 for row in record["discards"])


def test_analyse_picks_the_mode_by_the_tile_count():
    assert isinstance(analyse("123m456p789s2345s"), Waits)
    record = analyse("123m456p789s2345s9m").as_record()
    assert list(record) == ["shanten", "discards"]
    assert list(record["discards"][0]) == ["tile", "shanten", "acceptance", "acceptance_count",
                                          "worth", "furiten", "waits"]


# --------------------------------------------------------------------------- records


def test_the_record_has_exactly_the_keys_of_the_issue():
    record = waits("23m456p567s678s55p", seat="S", discards="1m").as_record()
    assert list(record) == ["tenpai", "shanten", "furiten", "waits"]
    assert record["furiten"] == {"reason": "discard", "tiles": ["1m"]}
    wait = record["waits"][0]
    assert list(wait) == ["tile", "shape", "left", "karaten", "ron", "tsumo"]
    assert wait["tile"] == "1m" and wait["shape"] == ["ryanmen"] and wait["left"] == 3
    assert wait["ron"] == mjscore.score("23m456p567s678s55p+1m", seat="S").as_record()


def test_the_14_tile_record_lists_every_discard_the_tenpai_ones_with_their_waits():
    record = tenpai_discards("123m456p789s2345s9m").as_record()
    tenpai = [row for row in record["discards"] if row["shanten"] == 0]
    assert [row["tile"] for row in tenpai] == ["9m", "2s", "5s"]
    assert [wait["tile"] for wait in tenpai[0]["waits"]] == ["2s", "5s", "0s"]
    assert tenpai[0]["acceptance"] == [{"tile": "2s", "left": 3}, {"tile": "5s", "left": 3}]
    assert record["shanten"] == 0 and all(row["shanten"] == 1 for row in record["discards"][3:])


# --------------------------------------------------------------------------- the score hint


def test_the_hint_names_the_waits_of_the_hand_without_its_winning_tile():
    assert waits_hint(Hand.parse("123m456p789s2345s+1p")) == (
        "without its winning tile 1p it waits on 2s 5s")
    assert waits_hint(Hand.parse("123m456p789s2234z+2z")) is None
    # Copies the hand holds are no waits, the winning tile given back.
    assert waits_hint(Hand.parse("1111m234p567s789s+5z")) is None
    # Rule B: the pon's copies leave the single wait on 5z a wait.
    assert waits_hint(Hand.parse("123m456p789s5z+1m [5=55z]")) == (
        "without its winning tile 1m it waits on 5z")


def test_score_says_what_the_waits_are_when_the_hand_is_not_complete():
    with pytest.raises(NotAWinningHand) as info:
        mjscore.score("123m456p789s2345s+1p")
    assert info.value.message.endswith(
        "nor thirteen orphans; without its winning tile 1p it waits on 2s 5s")


# --------------------------------------------------------------------------- red fives


def test_an_unseen_red_five_has_a_wait_row_of_its_own():
    result = waits("34m456p567s678s55p", seat="S")
    rows = [(str(w.tile), w.left, w.ron_value, w.tsumo_value) for w in result.waits]
    assert rows == [("2m", 4, 2000, 2700), ("5m", 3, 2000, 2700), ("0m", 1, 3900, 5200)]
    assert result.kinds == 2 and result.left == 8
    assert result.wait("0m").tile.red and not result.wait("5m").tile.red  # type: ignore
    assert result.outcome("0m").value == 3900  # type: ignore[union-attr]
    record = result.as_record()["waits"]
    assert [(w["tile"], w["left"]) for w in record] == [("2m", 4), ("5m", 3), ("0m", 1)]
    assert record[2]["ron"]["yaku"][-1] == {"id": "aka_dora", "han": 1}


@pytest.mark.parametrize(
    ("keys", "five_left"),
    [
        ({"dora": "0m"}, 3),            # the red five is an indicator
        ({"seen": "0m"}, 3),            # someone discarded it
        ({"seen": "5m5m5m"}, 1),        # the plain ones seen, the red one still out
        ({"rules": {"red_fives": "ps"}}, 4),  # no red five of man in play
    ],
)
def test_the_red_row_goes_when_the_red_five_is_seen_or_not_in_play(keys, five_left):
    result = waits("34m456p567s678s55p", seat="S", **keys)
    rows = {str(w.tile): w.left for w in result.waits}
    if five_left == 1:
        assert rows == {"2m": 4, "5m": 0, "0m": 1}
    else:
        assert rows == {"2m": 4, "5m": five_left}


def test_a_red_five_in_the_hand_leaves_no_red_row():
    assert "0p" not in {str(w.tile) for w in waits("34m456p567s678s50p").waits}

# Three players (issue #22): brute force over the 108 tiles ----------------------------------

_IN_PLAY_108 = [kind for kind in range(34) if not 1 <= kind <= 7]
"""The kinds of three-player mahjong's 108 tiles: 1m, 9m, the pins, the sous, the honours."""


def _complete(counts: list[int]) -> bool:
    """Four sets and a pair, seven pairs or thirteen orphans: worked out from scratch."""
    if sum(counts) != 14:
        return False
    if all(count in (0, 2) for count in counts):
        return True
    orphans = [0, 8, 9, 17, 18, 26, *range(27, 34)]
    if all(counts[kind] for kind in orphans) and sum(counts[kind] for kind in orphans) == 14:
        return True

    def sets(rest: list[int]) -> bool:
        kind = next((k for k, count in enumerate(rest) if count), None)
        if kind is None:
            return True
        if rest[kind] >= 3:
            rest[kind] -= 3
            found = sets(rest)
            rest[kind] += 3
            if found:
                return True
        if kind < 27 and kind % 9 <= 6 and rest[kind + 1] and rest[kind + 2]:
            for step in range(3):
                rest[kind + step] -= 1
            found = sets(rest)
            for step in range(3):
                rest[kind + step] += 1
            return found
        return False

    for pair in range(34):
        if counts[pair] >= 2:
            rest = list(counts)
            rest[pair] -= 2
            if sets(rest):
                return True
    return False


def _brute_waits(counts: list[int]) -> list[int]:
    """The kinds in play (of which the hand holds fewer than four) that complete it."""
    found = []
    for kind in _IN_PLAY_108:
        if counts[kind] < 4:
            counts[kind] += 1
            if _complete(counts):
                found.append(kind)
            counts[kind] -= 1
    return found


def _hand_text(counts: list[int]) -> str:
    return "".join(str(mjscore.hand.TILE_KINDS[kind]) * count
                   for kind, count in enumerate(counts))


def _random_108_hands(count: int, seed: int) -> list[list[int]]:
    import random

    wall = [kind for kind in _IN_PLAY_108 for _ in range(4)]
    chooser = random.Random(seed)
    hands = []
    while len(hands) < count:
        counts = [0] * 34
        # Hands near tenpai are the interesting ones: take tiles of few suits.
        suits = chooser.sample(["m", "p", "s", "z"], chooser.choice([1, 2, 2, 3]))
        pool = [kind for kind in wall
                if "mpsz"[min(kind // 9, 3)] in suits]
        if len(pool) < 13:
            continue
        for kind in chooser.sample(pool, 13):
            counts[kind] += 1
        hands.append(counts)
    return hands


def test_three_player_waits_and_shanten_agree_with_a_brute_force_over_108_tiles() -> None:
    from mjscore.rules import TENHOU3

    checked = tenpai = one_away = 0
    for counts in _random_108_hands(120, seed=22):
        result = mjscore.waiting.waits(_hand_text(counts), rules=TENHOU3, seat="S")
        expected = _brute_waits(counts)
        # (a red five's own row, issue #27, is its five's kind again)
        assert [wait.tile.kind for wait in result.waits if not wait.tile.red] == expected, (
            _hand_text(counts))
        assert result.tenpai == bool(expected)
        assert all(not 1 <= wait.tile.kind <= 7 for wait in result.waits)
        if expected:
            tenpai += 1
            assert result.shanten == 0
        else:
            # One away (一向聴): some discard and some tile in play make it tenpai.
            swaps = False
            for out in range(34):
                if not counts[out] or swaps:
                    continue
                counts[out] -= 1
                for add in _IN_PLAY_108:
                    if add != out and counts[add] < 4:
                        counts[add] += 1
                        swaps = bool(_brute_waits(counts))
                        counts[add] -= 1
                        if swaps:
                            break
                counts[out] += 1
            assert (result.shanten == 1) == swaps, _hand_text(counts)
            one_away += swaps
        checked += 1
    # The sample holds tenpai hands and one-away hands both, so each branch is exercised.
    assert checked == 120 and tenpai >= 10 and one_away >= 20


def test_kita_are_seen_norths_and_the_14_tile_mode_keeps_to_the_108_tiles() -> None:
    from mjscore.rules import TENHOU3

    # Thirteen orphans waiting on all thirteen: two kita leave one North of the three.
    hand = "19m19p19s1234567z"
    plain = mjscore.waiting.waits(hand, rules=TENHOU3, seat="S")
    kita = mjscore.waiting.waits(hand, rules=TENHOU3, seat="S", kita=2)
    assert plain.wait("4z").left == 3 and kita.wait("4z").left == 1
    assert kita.wait("4z").ron_value == plain.wait("4z").ron_value == 32000
    # A 14-tile hand: every tenpai discard, none of them waiting on 2m-8m.
    found = mjscore.waiting.tenpai_discards("111m99p123456s77z9p", rules=TENHOU3, seat="S")
    assert found.options and all(not 1 <= wait.tile.kind <= 7
                                 for option in found.options for wait in option.waits.waits)
    with pytest.raises(InvalidHand) as info:
        mjscore.waiting.waits("234m99p123456s77z", rules=TENHOU3, seat="S")
    assert info.value.code == "tile_not_in_play"
    with pytest.raises(mjscore.InvalidSituation) as refused:
        mjscore.waiting.waits(hand, seat="S", kita=1)
    assert refused.value.code == "kita_not_in_rules"
