"""The rows of ``mjscore game --lang ja`` in Japanese words only (issues #26, #30): han and
fu as 翻 and 符, the limits, the abortive draws, a foul's penalty, the ledger's own phrases,
the fields and values of a mismatch, and what each player needs; the English rows keep the
ledger's own words."""

from __future__ import annotations

import re
from functools import cache

import pytest

from mjscore.formatting import game_view
from mjscore.formatting.game import event_text, hand_lines, needs_block
from mjscore.game import GameReport, needs, play_game
from mjscore.scoring import ABORT_WORDS, LEDGER_WORDS, Limit, ledger_words, limit_words
from mjscore.sheet import read_sheet

PLAYERS = ("Aki", "Ben", "Chie", "Dai")
SHEET = """players: Aki Ben Chie Dai
rules: tenhou
E1 ron Chie from Ben 3h30f
E2 tsumo Aki haneman
E3 ron Ben from Aki baiman
E4 kyuushu Chie
E4-1 riichi Aki Ben Chie Dai ; suucha
E4-2 foul Aki stick late call ; ron Dai from Chie 4h40f
E4-3 chombo Dai ; ron Aki from Ben mangan "234m567p8s+8s [456s] [777z]"
S1 foul Ben forfeit ; tsumo Ben 1000/2000
S1-1 ron Dai from Ben sanbaiman
S2 ron Dai from Aki double yakuman
S3 draw noten
"""
"""Every grade a claim names, two abortive draws, both fouls, a waived chombo and a
forfeited win, a limit the rules do not give (a mismatch), a double yakuman that ends the
game and a line after its end."""

ENGLISH_WORDS = re.compile(r"\d+han|\d+fu|\bhan\b|\bfu\b|mangan|haneman|baiman|yakuman|"
                           r"kyuushu|suucha|stick|forfeit|waived|None|dealer")


@cache
def report() -> GameReport:
    (game,) = read_sheet(SHEET)
    return play_game(game)


def rows(lang: str) -> list[str]:
    return ["; ".join(event_text(item, outcome, PLAYERS, lang) for item in outcome.summary)
            for outcome in report().hands]


def test_the_japanese_rows_name_han_fu_and_the_limits_in_japanese() -> None:
    assert rows("ja") == [
        "Chie ロン (Ben) 3翻30符 3900",
        "Aki ツモ 跳満 12000",
        "Ben ロン (Aki) 倍満 16000",
        "途中流局 九種九牌",
        "Aki リーチ; Ben リーチ; Chie リーチ; Dai リーチ; 途中流局 四家立直",
        "Aki 錯和 供託1本: late call; Dai ロン (Chie) 満貫 12000",
        "Dai チョンボ: 正当な和了があり不問; Aki ロン (Ben) 1翻30符 1000",
        "Ben 錯和 和了放棄; Ben 錯和 錯和により和了放棄",
        "Dai ロン (Ben) 三倍満 24000",
        "Dai ロン (Aki) ダブル役満 64000",
        "終局後のため無効",
    ]


def test_no_english_library_word_is_left_in_a_japanese_row() -> None:
    for outcome in report().hands:
        for line in hand_lines(outcome, PLAYERS, "ja") + hand_lines(outcome, PLAYERS, "ja",
                                                                    width=80):
            text = line.split(": ", 1)[-1] if line.lstrip().startswith("! ") and (
                line.split("!")[1].split(":")[0].strip().isidentifier()) else line
            assert not ENGLISH_WORDS.search(text), line


def test_the_english_rows_keep_the_ledger_s_words() -> None:
    assert rows("en") == [
        "ron Chie from Ben 3han30fu 3900",
        "tsumo Aki haneman 12000",
        "ron Ben from Aki baiman 16000",
        "abortive draw: kyuushu_kyuuhai",
        "riichi Aki; riichi Ben; riichi Chie; riichi Dai; abortive draw: suucha_riichi",
        "minor foul Aki: stick: late call; ron Dai from Chie mangan 12000",
        "chombo Dai: waived by a legitimate win; ron Aki from Ben 1han30fu 1000",
        "minor foul Ben: forfeit; minor foul Ben: win forfeited by a minor foul",
        "ron Dai from Ben sanbaiman 24000",
        "ron Dai from Aki yakuman 64000",
        "not played: the game is over",
    ]
    assert rows("en-full") == rows("en")


def test_a_mismatch_names_its_field_and_values_in_japanese() -> None:
    chombo_hand = report().hands[6]
    assert hand_lines(chombo_hand, PLAYERS)[1] == (
        "      ! claim.limit (Aki): written mangan, the rules give None")
    assert hand_lines(chombo_hand, PLAYERS, "ja")[1] == (
        "      ! 申告の満貫以上の区分 (Aki): 記入 満貫、ルールでは なし")


def test_the_page_s_game_rows_are_the_same_words() -> None:
    for outcome, row in zip(report().hands, rows("ja"), strict=True):
        assert game_view(outcome, PLAYERS, "ja")["events"] == row


def test_what_each_player_needs_is_said_in_japanese() -> None:
    (game,) = read_sheet(SHEET.split("E4-1", maxsplit=1)[0])
    played = play_game(game)
    state = played.hands[-1].after
    block = needs_block(state, needs(state), PLAYERS, "ja")
    assert "の条件" in block and ("翻" in block or "満" in block)
    assert not ENGLISH_WORDS.search(block), block
    assert "オール" in block or "/" in block


@pytest.mark.parametrize("key", sorted(LEDGER_WORDS))
def test_each_ledger_phrase_reads_back_in_both_languages(key: str) -> None:
    english, japanese = LEDGER_WORDS[key]
    assert ledger_words(english) == english and ledger_words(english, "ja") == japanese
    assert ledger_words("a reason the sheet wrote", "ja") == "a reason the sheet wrote"


def test_the_japanese_names_are_the_ones_of_the_one_table() -> None:
    shown = "\n".join(rows("ja"))
    for limit in (Limit.MANGAN, Limit.HANEMAN, Limit.BAIMAN, Limit.SANBAIMAN):
        assert f" {limit_words(limit, 0, 'ja')} " in shown
    assert f" {limit_words(Limit.YAKUMAN, 2, 'ja')} " in shown
    for kind in ("kyuushu_kyuuhai", "suucha_riichi"):
        assert ABORT_WORDS[kind][1] in shown


def test_help_is_the_grammar_under_a_japanese_heading() -> None:
    from mjscore.formatting import help_text
    from mjscore.sheet import sheet_help

    grammar = sheet_help("ron")
    assert help_text(grammar) == grammar and help_text(grammar, "en-full") == grammar
    heading, rest = help_text(grammar, "ja").split("\n", 1)
    assert heading.startswith("行の書き方") and rest == grammar
