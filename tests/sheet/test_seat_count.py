"""A sheet is read with the seat count of its game (issue #21): the scores, the tenpai and
noten clauses, an adjustment, the seats a line names and the JSON numbers are one a seat of
the rules (:attr:`~mjscore.rules.Rules.seats`), as the players read for them, never four
written out. Three seats are tested through the readers that take the count (the players,
``seats=``) and through the ``tenhou3`` rules; the four-seat messages are the ones sheets have
always had, but for a players line of three names under four-player rules, which names the
three-player rules to give."""

from __future__ import annotations

from typing import Any

import pytest

from mjscore.base import SheetError
from mjscore.game import Adjustment, ExhaustiveDraw, GameRecord, Riichi, Win
from mjscore.rules import TENHOU, TENHOU3
from mjscore.sheet import GameAssembly, read_sheet, read_sheet_jsonl, write_sheet
from mjscore.sheet.events import EventReader
from mjscore.sheet.jsonl import _event
from mjscore.sheet.text import read_line
from mjscore.sheet.words import Players, read_scores, tokens
from mjscore.sheet.writer import format_event, names_apart

THREE = Players(("Aki", "Ben", "Chie"))
FOUR = Players(("Aki", "Ben", "Chie", "Dai"))


def reasons(game: GameRecord) -> list[str]:
    """The reasons of a game's errors, every one a sheet's."""
    assert all(isinstance(error, SheetError) for error in game.errors)
    return [error.reason for error in game.errors if isinstance(error, SheetError)]


def event(text: str, players: Players) -> Any:
    (read,) = EventReader(text, tokens(text), len(text), players).read()
    return read


def refusal(text: str, players: Players) -> SheetError:
    with pytest.raises(SheetError) as caught:
        event(text, players)
    return caught.value


# --------------------------------------------------------------------------- scores


@pytest.mark.parametrize("text", ["35000 35000 35000", "35000,35000,35000"])
def test_scores_are_read_one_a_seat(text: str) -> None:
    assert read_scores(tokens(text), 1, "the scores", seats=3) == (35000, 35000, 35000)


def test_four_scores_are_too_many_for_three_seats_and_three_too_few_for_four() -> None:
    with pytest.raises(SheetError) as three:
        read_scores(tokens("25000 25000 25000 25000"), 3, "the scores", seats=3)
    with pytest.raises(SheetError) as four:
        read_scores(tokens("25000 25000 25000"), 3, "the scores", seats=4)
    assert (three.value.code, three.value.column, three.value.reason) == (
        "bad_scores", 3, "the scores must be three numbers, one for each player, not 4")
    assert (four.value.code, four.value.column, four.value.reason) == (
        "bad_scores", 3, "the scores must be four numbers, one for each player, not 3")


def test_a_hand_lines_scores_are_one_a_player() -> None:
    line = read_line("E1 draw tenpai Aki = 36000 32000 37000", THREE)
    assert line.scores == (36000, 32000, 37000)
    with pytest.raises(SheetError, match="must be four numbers, one for each player, not 3"):
        read_line("E1 draw tenpai Aki = 36000 32000 37000", FOUR)


# --------------------------------------------------------------------------- draws


@pytest.mark.parametrize(("text", "three", "four"), [
    ("draw tenpai all", {0, 1, 2}, {0, 1, 2, 3}),
    ("all tenpai", {0, 1, 2}, {0, 1, 2, 3}),
    ("draw tenpai Aki Chie", {0, 2}, {0, 2}),
    ("draw all noten", set(), set()),
    ("draw noten", set(), set()),
    ("draw noten Ben", {0, 2}, {0, 2, 3}),
])
def test_the_tenpai_clauses_cover_the_seats_of_the_players(text: str, three: set[int],
                                                           four: set[int]) -> None:
    assert event(text, THREE) == ExhaustiveDraw(frozenset(three))
    assert event(text, FOUR) == ExhaustiveDraw(frozenset(four))
    assert event("draw tenpai Aki noten Ben Chie", THREE) == ExhaustiveDraw(frozenset({0}))


def test_tenpai_and_noten_name_every_seat_once() -> None:
    error = refusal("draw tenpai Aki noten Ben", THREE)
    assert (error.code, error.reason) == ("bad_sheet_line",
                                          "tenpai and noten must name every player once")
    assert refusal("draw tenpai Aki noten Ben Chie", FOUR).reason == error.reason


def test_a_draw_where_every_seat_is_tenpai_is_written_tenpai_all() -> None:
    assert format_event(ExhaustiveDraw(frozenset({0, 1, 2})), THREE.names) == "draw tenpai all"
    assert format_event(ExhaustiveDraw(frozenset({0, 1, 2})), FOUR.names) == \
        "draw tenpai Aki Ben Chie"


# --------------------------------------------------------------------------- adjustments


def test_an_adjustment_takes_one_number_a_seat() -> None:
    assert event("adjust +1000 -1000 0 table talk", THREE) == Adjustment(
        (1000, -1000, 0), "table talk")
    error = refusal("adjust +1000 -1000", THREE)
    assert (error.code, error.reason) == (
        "bad_scores",
        "adjust needs three numbers, one for each player (adjust +1000 -1000 0)")
    assert refusal("adjust +1000 -1000 0", FOUR).reason == (
        "adjust needs four numbers, one for each player (adjust +1000 -1000 0 0)")


# --------------------------------------------------------------------------- players


def test_a_seat_wind_names_only_a_seat_at_the_table() -> None:
    assert THREE.seat("W") == 2
    with pytest.raises(SheetError) as caught:
        THREE.seat("N")
    assert caught.value.reason == ("unknown player 'N'; the players are Aki, Ben, Chie, or E, "
                                   "S, W by their seats in the first hand")
    with pytest.raises(SheetError, match=r"name them by seat wind \(E, S, W\)$"):
        Players(("E", "S", "W")).seat("Dai")
    assert FOUR.seat("N") == 3


def test_names_apart_keeps_one_name_a_seat() -> None:
    assert names_apart(("A", "B", "a")) == ("A", "B", "a (W)")


# --------------------------------------------------------------------------- JSON Lines


def test_json_events_read_the_seats_of_the_players() -> None:
    assert _event({"type": "draw", "tenpai": "all"}, THREE) == ExhaustiveDraw(
        frozenset({0, 1, 2}))
    assert _event({"type": "adjust", "deltas": [1000, -1000, 0]}, THREE) == Adjustment(
        (1000, -1000, 0))
    assert _event({"type": "riichi", "player": 2}, THREE) == Riichi(2)
    with pytest.raises(SheetError) as seat:
        _event({"type": "riichi", "player": 3}, THREE)
    assert seat.value.reason == "a player is a name, a seat wind or a seat number 0–2, not 3"
    with pytest.raises(SheetError) as deltas:
        _event({"type": "adjust", "deltas": [1000, -1000, 0, 0]}, THREE)
    assert (deltas.value.code, deltas.value.reason) == (
        "bad_scores", "deltas must be three numbers, one for each player")
    assert _event({"type": "riichi", "player": 3}, FOUR) == Riichi(3)


# --------------------------------------------------------------------------- whole sheets


def test_the_assembly_seats_the_rules_in_force() -> None:
    assert GameAssembly().seats == TENHOU.seats == 4
    assert GameAssembly(rules=TENHOU3).seats == 3


def test_a_sheet_is_read_with_the_seat_count_of_its_rules() -> None:
    rules = TENHOU3
    (game,) = read_sheet("players: Aki Ben Chie\n"
                         "E1 draw tenpai all = 35000 35000 35000\n"
                         "E1-1 ron Chie from S 1000 ; adjust 0 +500 -500\n"
                         "final: 35000 34000 36000\n"
                         "points: +1 -2 +1\n", rules=rules)
    assert game.players == ("Aki", "Ben", "Chie")
    assert game.errors == ()
    draw, (ron, adjust) = (hand.events for hand in game.hands)
    assert draw == (ExhaustiveDraw(frozenset({0, 1, 2})),)
    assert isinstance(ron, Win) and (ron.winner, ron.discarder) == (2, 1)
    assert adjust == Adjustment((0, 500, -500))
    assert game.final is not None and game.final.scores == (35000, 34000, 36000)
    assert game.final.points == (1.0, -2.0, 1.0)
    assert write_sheet(game).splitlines()[2] == "E1 draw tenpai all = 35000 35000 35000"


def test_a_players_line_names_one_player_a_seat() -> None:
    (three,) = read_sheet("players: Aki Ben Chie Dai\n", rules=TENHOU3)
    (four,) = read_sheet("players: Aki Ben Chie\n")
    assert reasons(three) == [
        "a game has three players, first dealer first (players: Aki Ben Chie); this line "
        "names 4"]
    assert reasons(four) == [
        "a game has four players under the tenhou rules, first dealer first (players: Aki Ben "
        "Chie Dai); this line names 3: for three players give their rules after it (rules: "
        "tenhou3 or mahjongsoul3)"]
    assert three.players == ("Aki", "Ben", "Chie")
    assert four.players == ("Aki", "Ben", "Chie", "N")


def test_a_game_without_players_has_a_placeholder_a_seat() -> None:
    (three,) = read_sheet("E1 draw tenpai E\n", rules=TENHOU3)
    (four,) = read_sheet("E1 draw tenpai E\n")
    assert three.players == ("E", "S", "W")
    assert four.players == ("E", "S", "W", "N")
    assert reasons(three) == ["no players line before the first hand: start the game with "
                              "players: and the three names, first dealer first"]
    assert reasons(four) == ["no players line before the first hand: start the game with "
                             "players: and the four names, first dealer first"]


def test_a_json_sheet_is_read_with_the_seat_count_of_its_rules() -> None:
    rules = TENHOU3
    (game,) = read_sheet_jsonl(
        '{"players": ["Aki", "Ben", "Chie"]}\n'
        '{"label": "E1", "events": [{"type": "draw", "tenpai": "all"}], '
        '"scores": [35000, 35000, 35000]}\n'
        '{"final": [35000, 35000, 35000], "points": [0, 0, 0]}\n', rules=rules)
    assert game.errors == ()
    assert game.hands[0].written.end_scores == (35000, 35000, 35000)
    assert game.final is not None and game.final.points == (0.0, 0.0, 0.0)
    (bad,) = read_sheet_jsonl('{"players": "Aki Ben Chie"}\n{"final": [1, 2, 3, 4]}\n',
                              rules=rules)
    assert reasons(bad) == [
        "players must be a list of three names",
        "no players line before the first hand: start the game with players: and the three "
        "names, first dealer first",
        "final must be three numbers, one for each player"]
