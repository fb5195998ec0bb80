"""An explained score as ``mjscore score`` prints it: the one-line summary that says who won
how, the payments that add up to zero, the yaku names in each language, the JSON record and
the whole explanation."""

from __future__ import annotations

import mjscore
from mjscore.formatting.score import (
    payment_rows,
    reading_text,
    score_data,
    score_summary,
    score_text,
    yaku_name,
)

MANGAN = "23455m345p67888s+8s"  # riichi, dora 4m, ura 9p: 4 han 40 fu, mangan
RON = {"riichi": True, "seat": "S", "discarder": "W", "dora": ["4m"], "ura": ["9p"]}


def test_the_summary_says_who_won_how_and_the_value_as_players_say_it() -> None:
    assert score_summary(mjscore.score(MANGAN, **RON)) == "South ron from West: mangan — 8,000"
    assert score_summary(mjscore.score(MANGAN, **RON), "ja") == "南家 ロン 西家から：満貫 — 8,000"
    tsumo = mjscore.score("234m567p8s+8s [456s] [777z]", tsumo=True, seat="S", dora=["3m"])
    assert score_summary(tsumo) == "South tsumo: 2 han 30 fu — 500 / 1,000"


def test_with_honba_and_deposits_the_summary_adds_what_the_winner_receives() -> None:
    result = mjscore.score(MANGAN, riichi=True, tsumo=True, dora=["4m"], ura=["9p"], honba=1,
                           sticks=1)
    assert score_summary(result) == ("East (dealer) tsumo: mangan — 4,000 all (with honba "
                                     "and deposits the winner receives 13,300)")


def test_the_payment_rows_add_up_to_zero_deposits_included() -> None:
    result = mjscore.score(MANGAN, riichi=True, tsumo=True, dora=["4m"], honba=1, sticks=1)
    rows = payment_rows(result)
    assert rows[0][:2] == ("E", ("winner", "dealer"))
    assert rows[-1] == ("", ("deposits",), -1000)
    assert sum(points for *_, points in rows) == 0


def test_a_ron_without_a_discarder_has_a_row_for_the_unknown_seat() -> None:
    result = mjscore.score(MANGAN, riichi=True, seat="S", dora=["4m"], sticks=2)
    assert payment_rows(result) == [("S", ("winner",), 10000), ("?", ("discarder",), -8000),
                                    ("", ("deposits",), -2000)]


def test_a_yaku_is_named_in_romaji_translated_or_in_japanese() -> None:
    assert [yaku_name("iipeikou", lang) for lang in ("en", "en-full", "ja")] == [
        "iipeikou", "Pure double sequence", "一盃口"]
    assert (yaku_name("aka_dora"), yaku_name("aka_dora", "ja")) == ("aka dora", "赤ドラ")
    assert yaku_name("not_a_yaku") == "not_a_yaku"


def test_the_reading_shows_the_sets_the_melds_and_the_wait() -> None:
    assert reading_text(mjscore.score(MANGAN, **RON)) == (
        "234m 345p 678s 888s 55m, ryanmen wait on 8s")
    kan = mjscore.score("123m406p789s1z+1z (2222s)", riichi=True, tsumo=True)
    assert "(2222s)" in reading_text(kan) and "(🀑🀑🀑🀑)" in reading_text(kan, unicode=True)
    kokushi = mjscore.score("19m19p19s1234567z+1z", seat="S")
    assert reading_text(kokushi) == "thirteen orphans, thirteen-sided wait on 1z"


def test_the_json_gives_the_situation_as_given_and_the_dealer_after_the_hand() -> None:
    result = mjscore.score(MANGAN, **RON)
    data = score_data(result)
    assert list(data)[:3] == ["hand", "situation", "dealer"]
    assert data["situation"]["seat"] == "S" and data["situation"]["tsumo"] is False
    assert data["dealer"] is False and data["value"] == 8000


def test_the_explanation_has_every_section_and_notes_a_seat_not_given() -> None:
    text = score_text(mjscore.score(MANGAN, **RON), seat_given=False)
    for part in ("hand:      23455m345p67888s+8s", "rules:     tenhou",
                 "closed triplet of simples 888s", "rounded up", "South ron from West",
                 "no --seat given", "W       discarder    -8,000"):
        assert part in text, part
    japanese = score_text(mjscore.score(MANGAN, **RON), lang="ja")
    assert "手牌:" in japanese and "断幺九" in japanese and "no --seat" not in japanese
