"""Tenhou's lobbies and rule eras: the rules a logged game was played under, from its lobby
bits or room name and the day in its log id."""

from __future__ import annotations

import datetime

import pytest

from mjscore.base import UnsupportedLog
from mjscore.logs import rules_for_lobby, rules_for_room
from mjscore.logs.lobbies import Era, era_of, lobby_type, log_day
from mjscore.rules import FinalRounding, GameLength


def test_lobbies() -> None:
    assert rules_for_lobby(169).game_length is GameLength.HANCHAN
    plain = rules_for_lobby(0x01 | 0x02 | 0x04)
    assert (plain.red_fives, plain.open_tanyao, plain.game_length) == (
        "", False, GameLength.TONPUU)
    assert (rules_for_lobby(0xB9).name, rules_for_lobby(0xB9).seats) == ("tenhou3", 3)
    with pytest.raises(UnsupportedLog, match="rules of its own"):
        rules_for_lobby(0x229)


@pytest.mark.parametrize(("day", "era"), [
    (datetime.date(2009, 12, 31), Era.EARLY),
    (datetime.date(2010, 1, 1), Era.ROUNDED),
    (datetime.date(2022, 12, 31), Era.ROUNDED),
    (datetime.date(2023, 1, 1), Era.EXACT),
])
def test_the_era_changes_at_the_start_of_2010_and_of_2023(day: datetime.date, era: Era) -> None:
    assert era_of(day) is era


def test_the_early_era_has_no_tenpai_yame_and_uma_10_5_in_east_only_phoenix_games() -> None:
    east_phoenix = rules_for_lobby(0xA1, Era.EARLY)
    assert east_phoenix.uma == (10, 5, -5, -10)
    assert east_phoenix.tenpai_yame is False
    assert east_phoenix.final_rounding is FinalRounding.NEAREST_THOUSAND
    assert rules_for_lobby(0xA9, Era.EARLY).uma == (20, 10, -10, -20)  # a Phoenix hanchan
    assert rules_for_lobby(0xA1, datetime.date(2024, 5, 1)).final_rounding is (
        FinalRounding.EXACT)


def test_a_room_name_gives_its_lobby_bits() -> None:
    assert lobby_type("鳳南喰赤") == 169 and lobby_type("般東喰赤速") == 0x41


def test_a_tenhou_room_takes_its_red_fives_from_the_name_or_the_aka_keys() -> None:
    assert rules_for_room({"disp": "鳳南喰赤"}).red_fives == "mps"
    assert rules_for_room({"disp": "般南喰"}).red_fives == ""
    assert rules_for_room({"disp": "鳳南喰赤", "aka52": 0}).red_fives == "ms"


def test_a_room_that_is_no_tenhou_room_plays_the_mahjong_soul_preset() -> None:
    rules = rules_for_room({"disp": "銅の間東喰", "aka51": 1, "aka52": 0, "aka53": 1})
    assert rules.name == "mahjongsoul+red_fives=ms+game_length=tonpuu"
    assert (rules.game_length, rules.open_tanyao) == (GameLength.TONPUU, True)


def test_a_three_player_room_of_tenhou_is_tenhou3_and_any_other_unsupported() -> None:
    assert rules_for_room({"disp": "三鳳南喰赤"}).seats == 3
    assert rules_for_room({"disp": "鳳南喰赤三"}).seats == 3
    with pytest.raises(UnsupportedLog, match="three-player room") as caught:
        rules_for_room({"disp": "三銅の間"})
    assert caught.value.code == "unsupported_log"


@pytest.mark.parametrize(("ref", "day"), [
    ("2023100200gm-00a9-0000-0bf1a12e", datetime.date(2023, 10, 2)),
    ("231014-0a1b2c3d", datetime.date(2023, 10, 14)),  # a Mahjong Soul log id
    ("2023139900gm-00a9-0000-0bf1a12e", None),  # month 13
    ("usual", None),
])
def test_the_day_of_a_log_id(ref: str, day: datetime.date | None) -> None:
    assert log_day(ref) == day
