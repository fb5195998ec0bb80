"""The views of ``mjscore game``: hand rows of fixed widths, a line per mismatch, the final
result, what each player needs, the league table, and the CSV rows and JSON records."""

from __future__ import annotations

from functools import cache

from mjscore.formatting.game import (
    CSV_COLUMNS,
    hand_csv_row,
    hand_header,
    hand_lines,
    hand_record,
    needs_block,
    result_block,
    result_csv_row,
    result_record,
    standings_block,
)
from mjscore.formatting.output import display_width
from mjscore.game import FinalRecord, GameReport, league_table, needs, play_game, result_of_record
from mjscore.rules import TENHOU
from mjscore.sheet import read_sheet

PLAYERS = ("Aki", "Ben", "Chie", "Dai")
SHEET = """players: Aki Ben Chie Dai
E1 riichi Aki ; ron Chie from Ben 3900   = 24000 21100 29900 25000
E2 draw tenpai Aki = 26000 20100 28900 24000
"""
"""Two hands; the second's written scores forget Aki's 3,000 for being tenpai alone."""


@cache
def report() -> GameReport:
    (game,) = read_sheet(SHEET)
    return play_game(game)


def test_each_hand_row_lines_up_under_the_header() -> None:
    header, rule = hand_header(PLAYERS).splitlines()
    rows = [hand_lines(outcome, PLAYERS)[0] for outcome in report().hands]
    assert header.split() == ["line", "hand", "event", *PLAYERS, "sticks"]
    assert rows[0].split()[:9] == ["2", "E1", "riichi", "Aki;", "ron", "Chie", "from", "Ben",
                                   "3900"]
    assert all(display_width(row) == display_width(rule) for row in rows)


def test_a_long_wide_name_is_cut_to_its_column() -> None:
    header = hand_header(("東南西北太郎さんのなまえ", "B", "C", "D")).splitlines()[0]
    assert "東南西北太郎さん…" in header
    assert display_width(header) == display_width(hand_header(PLAYERS).splitlines()[0])


def test_a_mismatch_is_a_line_under_its_hand_in_either_language() -> None:
    draw = report().hands[1]
    assert hand_lines(draw, PLAYERS)[1] == (
        "      ! end_scores: written 26000 20100 28900 24000, the rules give 27000 20100 28900 "
        "24000")
    japanese = hand_lines(draw, PLAYERS, "ja")
    assert "流局 聴牌 Aki" in japanese[0]
    assert japanese[1] == ("      ! 局後の持ち点: 記入 26000 20100 28900 24000、ルールでは 27000 "
                           "20100 28900 24000")


def test_the_final_block_says_why_the_game_ended_and_ranks_the_players() -> None:
    lines = result_block(report()).splitlines()
    assert lines[0] == "Final (the sheet stops before the game's end)"
    assert [line.split()[:2] for line in lines[3:7]] == [
        ["1", "Chie"], ["2", "Aki"], ["3", "Dai"], ["4", "Ben"]]
    assert lines[3].split()[2:] == ["28,900", "+20.0", "+20.0", "+38.9"]


def test_what_each_player_needs_from_the_table_as_it_stands() -> None:
    state = report().hands[-1].after
    lines = needs_block(state, needs(state), PLAYERS).splitlines()
    assert lines[0] == "What each player needs at E3-1 (0 sticks, 1 honba on the table)"
    assert lines[1] == "1. Chie (28,900): first already"
    assert lines[3].startswith("    to be first: ron from Ben 1han50fu (1600);")
    # Only a player in third place or lower has a place to gain short of first.
    assert [line.split(":")[0].strip() for line in lines if "move up" in line] == [
        "to move up a place"] * 2


def test_the_league_table_ranks_by_total_points() -> None:
    first = result_of_record(TENHOU, FinalRecord((40000, 30000, 20000, 10000)))
    second = result_of_record(TENHOU, FinalRecord((10000, 20000, 30000, 40000)))
    lines = standings_block(league_table([(PLAYERS, first), (PLAYERS, second)])).splitlines()
    assert lines[0] == "Standings"
    assert lines[3].split() == ["1", "Aki", "2", "1/0/0/1", "2.50", "+10.0"]


def test_the_csv_rows_have_the_columns_of_the_header() -> None:
    hand = hand_csv_row("g1", report().hands[0], PLAYERS)
    final = result_csv_row("g1", report())
    assert len(hand) == len(final) == len(CSV_COLUMNS)
    row = dict(zip(CSV_COLUMNS, hand, strict=True))
    assert (row["hand"], row["change_3"], row["score_3"]) == ("E1", "4900", "29900")
    final_row = dict(zip(CSV_COLUMNS, final, strict=True))
    assert (final_row["hand"], final_row["change_3"], final_row["score_3"]) == (
        "final", "38.9", "28900")
    mismatches = dict(zip(CSV_COLUMNS, hand_csv_row("g1", report().hands[1], PLAYERS),
                          strict=True))["mismatches"]
    assert mismatches.startswith("end_scores: written 26000")


def test_the_json_records_say_their_type_and_game() -> None:
    hand = hand_record("g1", report().hands[0])
    assert (hand["type"], hand["game"], hand["label"]) == ("hand", "g1", "E1")
    result = result_record("g1", report())
    assert (result["type"], result["players"], result["problems"]) == (
        "result", list(PLAYERS), [])


# The live scorer's lines, in both languages (issue #26) -----------------------------------


def test_the_live_scorer_s_lines_are_said_in_japanese_too() -> None:
    from mjscore.formatting import live_banner, status_line, undone_line
    from mjscore.game import GameState, HandRecord, Win, play_hand
    from mjscore.scoring import parse_claim

    players = ("Aki", "Ben", "Chie", "Dai")
    state = GameState.start("tenhou")
    assert status_line(players, state) == (
        "E1, dealer Aki, honba 0, sticks 0: Aki 25,000  Ben 25,000  Chie 25,000  Dai 25,000")
    assert status_line(players, state, "ja") == (
        "E1、親 Aki、0本場、供託0本: Aki 25,000  Ben 25,000  Chie 25,000  Dai 25,000")
    assert undone_line(3, "E2 draw ", "ja") == "取り消し: 3行目: E2 draw"
    assert undone_line(None, "", "ja") == "取り消す行はありません"
    assert undone_line(None, "") == "nothing to undo"
    assert "Ctrl-D" in live_banner("ja") and "status" in live_banner()
    ended = play_hand(state, HandRecord((Win(0, 1, claim=parse_claim("yakuman")),))).after
    assert status_line(players, ended).startswith("game over (a player went below 0): Aki")
    assert status_line(players, ended, "ja").startswith("終局 (飛び): Aki")
