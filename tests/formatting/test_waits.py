"""What a hand waits on, as ``mjscore waits`` prints it: the header with the situation and
the table, tenpai or shanten, furiten and its reasons, a row per wait, and for 14 tiles one
table per tenpai discard, best first."""

from __future__ import annotations

from mjscore.formatting.waits import (
    furiten_text,
    outcome_text,
    status_text,
    waiting_hand_unicode,
    waits_table,
    waits_text,
)
from mjscore.waiting import tenpai_discards, waits

TENPAI = "23m456p567s678s55p"  # ryanmen on 1m and 4m, pinfu


def test_the_header_gives_the_situation_the_table_the_waits_and_furiten() -> None:
    text = waits_text(waits(TENPAI, discards="9s1m", seat="S", dora=["3m"]))
    lines = text.splitlines()
    assert lines[2] == "situation: seat S, round E, dora 3m, discards 1m9s"
    assert lines[3] == "waits:     tenpai, 2 waits, 7 tiles left"
    assert lines[4] == "furiten:   1m in own discards (no ron; tsumo allowed)"


def test_a_row_per_wait_with_its_shape_copies_left_values_and_yaku() -> None:
    rows = waits_text(waits(TENPAI, seat="S", dora=["3m"])).splitlines()[-2:]
    assert rows[0].split()[:3] == ["1m", "ryanmen", "4"]
    assert "1 han 30 fu — 1,000" in rows[0] and rows[0].endswith("pinfu")
    assert rows[1].endswith("pinfu, tanyao, dora 1")


def test_honba_on_the_table_are_said_to_be_left_out_of_the_values() -> None:
    assert waits_text(waits(TENPAI, honba=1)).endswith("(values without honba and deposits)")
    assert "honba" not in waits_text(waits(TENPAI)).splitlines()[-1]


def test_the_japanese_view() -> None:
    lines = waits_text(waits(TENPAI, discards="1m", seat="S"), lang="ja").splitlines()
    assert lines[3] == "待ち:　　聴牌、2種7枚"
    assert lines[4] == "振聴:　　捨て牌に 1m (ロン不可、ツモ可)"
    assert "平和" in lines[-1] and "両面" in lines[-1]


def test_every_furiten_reason_is_given() -> None:
    assert furiten_text(waits(TENPAI)) == "no"
    assert furiten_text(waits(TENPAI, riichi=True, passed="1m")) == (
        "passed 1m after riichi (no ron; tsumo allowed)")
    assert furiten_text(waits(TENPAI, riichi=True, passed_after_riichi=True)) == (
        "a win passed after riichi (no ron; tsumo allowed)")
    assert furiten_text(waits(TENPAI, discards="1m", passed="4m")) == (
        "1m in own discards; passed 4m since own last discard (no ron; tsumo allowed)")


def test_not_tenpai_gives_the_shanten_and_the_tiles_held_all_four() -> None:
    assert status_text(waits("1111m234p567s789s")) == (
        "not tenpai, 1 shanten (1m: all four in the hand)")
    assert outcome_text(None) == "—"


def test_compared_riichi_values_get_their_own_columns() -> None:
    header = waits_table(waits(TENPAI, compare_riichi=True)).splitlines()[0]
    assert header.split() == ["tile", "shape", "left", "ron", "tsumo", "riichi", "ron",
                              "riichi", "tsumo", "yaku"]


def test_an_open_hand_without_yaku_on_one_wait_says_no_yaku() -> None:
    result = waits("234m456p55s23s [6-78p]")
    rows = waits_table(result).splitlines()
    assert rows[2].split()[:5] == ["1s", "ryanmen", "4", "no", "yaku"]
    assert rows[3].endswith("tanyao")


def test_a_hand_in_unicode_tiles_keeps_its_melds_in_brackets() -> None:
    assert waiting_hand_unicode(waits("234m456p55s23s [6-78p]").hand) == (
        "🀈🀉🀊🀜🀝🀞🀑🀒🀔🀔 [🀞🀟🀠]")


def test_fourteen_tiles_give_one_table_per_tenpai_discard_best_first() -> None:
    text = waits_text(tenpai_discards("123m456p789s2345s9m", seat="S"))
    assert "discards:  3 leave the hand tenpai" in text
    headings = [line for line in text.splitlines() if line.startswith("discard ")]
    assert headings == ["discard 9m: tenpai, 2 waits, 6 tiles left, worth 7,500",
                        "discard 2s: tenpai, 1 wait, 3 tiles left, worth 3,300",
                        "discard 5s: tenpai, 1 wait, 3 tiles left, worth 3,300"]
    # Last, the table of every discard: shanten, copies accepted, the kinds accepted.
    assert text.split("\n\n")[-1].splitlines()[2].split() == ["9m", "0", "6", "2s", "5s"]
    sections = waits_text(tenpai_discards("147m258p369s12345z")).split("\n\n")
    assert sections[0].endswith("discards:  none leaves the hand tenpai (6 shanten)")
    assert len(sections) == 2 and len(sections[1].splitlines()) == 2 + 14
