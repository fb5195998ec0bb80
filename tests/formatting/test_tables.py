"""The reference tables: the points table and the yaku list as data and as text, and one
value looked up, with the other side of the table beside it."""

from __future__ import annotations

from mjscore.formatting.tables import (
    points_table_data,
    points_table_text,
    value_data,
    value_text,
    yaku_data,
    yaku_text,
)
from mjscore.rules import CLASSIC, TENHOU
from mjscore.scoring import look_up, points_table


def test_the_table_data_has_a_row_per_table_row_and_null_for_what_cannot_happen() -> None:
    data = points_table_data(TENHOU)
    assert data["rules"] == "tenhou" and len(data["rows"]) == len(points_table(TENHOU))
    pinfu_tsumo = next(row for row in data["rows"] if (row["han"], row["fu"]) == (2, 20))
    assert pinfu_tsumo["ron"] is None and pinfu_tsumo["dealer_ron"] is None
    assert pinfu_tsumo["tsumo"] == {"non_dealer": 400, "dealer": 700}
    assert data["rows"][-1]["limit"] == "yakuman" and data["rows"][-1]["ron"] == 64000


def test_the_table_text_is_titled_and_written_as_players_keep_it() -> None:
    lines = points_table_text(TENHOU).splitlines()
    assert lines[0] == "points table (tenhou rules)"
    assert lines[2].split()[:3] == ["han", "fu", "limit"]
    assert lines[4].split() == ["1", "30", "1,000", "300", "/", "500", "1,500", "500", "all"]
    assert any("—" in line for line in lines)  # a cell that cannot happen
    assert points_table_text(TENHOU, "ja").splitlines()[0] == "点数表 (tenhou ルール)"


def test_the_yaku_list_says_which_yaku_the_rules_lack_or_keep_closed() -> None:
    entries = {entry["id"]: entry for entry in yaku_data(CLASSIC)}
    assert entries["ryuuiisou"]["available"] is False
    assert (entries["tanyao"]["closed"], entries["tanyao"]["open"]) == (1, 0)
    assert yaku_data(TENHOU)[0].keys() == entries["pinfu"].keys()
    rows = {line.split()[0]: line for line in yaku_text(CLASSIC).splitlines()[4:]}
    assert rows["ryuuiisou"].endswith("not a yaku under these rules")
    assert rows["tanyao"].endswith("closed only under these rules")
    assert rows["pinfu"].endswith("—")  # closed only whatever the rules: no note


def test_a_value_looked_up_as_data_adds_up_to_its_total() -> None:
    data = value_data(look_up(3, 40, tsumo=True, honba=1), TENHOU)
    assert (data["value"], data["total"]) == (5200, 5500)
    assert sum(payment["amount"] for payment in data["payments"]) == data["total"]


def test_a_value_looked_up_as_text_gives_the_other_side_of_the_table_too() -> None:
    lines = value_text(look_up(3, 40, tsumo=True, honba=1), TENHOU).splitlines()
    assert lines[0] == "3 han 40 fu, non-dealer's tsumo, 1 honba: 1,400 / 2,700 (5,500 in all)"
    assert lines[1] == "(dealer's tsumo, 1 honba: 2,700 all (8,100 in all) with --dealer)"
    assert lines[-1].split() == ["non-dealer", "1,400"]
    japanese = value_text(look_up(5, None, dealer=True), TENHOU, "ja").splitlines()
    assert japanese[:2] == ["満貫 (5翻)、親のロン：12,000", "(子のロン：8,000 (--dealer なし))"]
