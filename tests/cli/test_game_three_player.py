"""``mjscore game`` on three-player sheets (issue #23): three seats in every view, north
bisection and a parlour's honba value through the sheet's ``rules:`` line, ``kita N`` on a
claim-only win (refused under four players), and a ``players:`` line of three names checked
against the rules' seat count when the first hand is read."""

from __future__ import annotations

import json

from click.testing import CliRunner, Result

from mjscore.cli import cli
from mjscore.game import Win
from mjscore.sheet import read_sheet


def run(*args: str, input: str | None = None, exit_code: int = 0) -> Result:
    result = CliRunner().invoke(cli, ["game", *args], input=input, catch_exceptions=False)
    assert result.exit_code == exit_code, (result.stdout, result.stderr)
    assert "Traceback" not in result.output
    return result


def hands(text: str) -> list[dict[str, object]]:
    found = [json.loads(line) for line in run("-", "--json", input=text).stdout.splitlines()]
    return [record for record in found if record.get("type") == "hand"]


def test_a_three_player_game_shows_three_seats() -> None:
    text = "players: Aki Ben Chie\nrules: tenhou3\nE1 ron Chie from Ben 3900\n"
    (hand,) = hands(text)
    assert hand["deltas"] == [0, -3900, 3900]
    assert hand["scores"] == [35000, 31100, 38900]
    table = run("-", input=text).stdout
    assert "Dai" not in table and "35,000" in table


def test_north_bisection_splits_the_absent_norths_share_between_the_payers() -> None:
    text = ("players: Aki Ben Chie\nrules: tenhou3 tsumo_loss=false\n"
            "E1 tsumo Ben mangan\nE2 tsumo Ben 6000 all\n")
    first, second = hands(text)
    # Ben's non-dealer mangan: 4,000 from the dealer and 2,000 from Chie, each adding half of
    # the absent North's 2,000.
    assert first["deltas"] == [-5000, 8000, -3000]
    # Ben deals E2: a dealer's mangan, 4,000 each, and half of North's 4,000 each.
    assert second["deltas"] == [-6000, 12000, -6000]
    assert first["mismatches"] == [] and second["mismatches"] == []


def test_tsumo_loss_drops_the_absent_norths_share() -> None:
    text = "players: Aki Ben Chie\nrules: tenhou3\nE1 tsumo Ben mangan\n"
    (hand,) = hands(text)
    assert hand["deltas"] == [-4000, 6000, -2000]


def test_a_parlour_honba_value_of_1000() -> None:
    text = ("players: Aki Ben Chie\nrules: tenhou3 honba_value=1000\nclaims: before honba\n"
            "E1 draw tenpai Aki\nE1-1 ron Chie from Ben 3900\nE2 draw tenpai Ben\n"
            "E2-1 tsumo Chie 1000/2000\n")
    _, ron, _, tsumo = hands(text)
    assert ron["deltas"] == [0, -4900, 4900]  # 1,000 a honba on a ron
    assert tsumo["deltas"] == [-1500, -2500, 4000]  # 500 a honba from each of the two


def test_kita_on_a_claim_only_win_is_read_and_written_back() -> None:
    text = "players: Aki Ben Chie\nrules: tenhou3\nE1 tsumo Aki mangan kita 2\n"
    (game,) = read_sheet(text)
    assert game.errors == ()
    (win,) = game.hands[0].events
    assert isinstance(win, Win) and win.kita == 2
    (hand,) = hands(text)
    assert hand["deltas"] == [8000, -4000, -4000]


def test_kita_is_refused_under_four_players() -> None:
    text = "players: Aki Ben Chie Dai\nE1 tsumo Aki mangan kita 1\n"
    result = run("-", input=text, exit_code=1)
    assert "kita is a three-player rule" in result.output
    (game,) = read_sheet(text)
    assert [error.code for error in game.errors] == ["kita_not_in_rules"]


def test_three_names_without_three_player_rules_name_the_rules_to_give() -> None:
    (game,) = read_sheet("players: Aki Ben Chie\nE1 ron Chie from Ben 3900\n")
    # The players line's error names the rules to give; the hand is then refused, not
    # played with a phantom fourth player (issue #26).
    error, refused = game.errors
    assert error.code == "bad_players" and error.line == 1
    assert "rules: tenhou3" in error.reason
    assert refused.code == "bad_players" and refused.line == 2


def test_the_players_line_is_checked_against_the_rules_that_follow_it() -> None:
    (game,) = read_sheet("players: Aki Ben Chie\nrules: tenhou3\nE1 ron Chie from Ben 3900\n")
    assert game.errors == ()
    assert game.players == ("Aki", "Ben", "Chie")
    (four,) = read_sheet("players: Aki Ben Chie Dai\nrules: tenhou3\nE1 draw\n")
    assert [(error.code, error.line) for error in four.errors] == [("bad_players", 1),
                                                                     ("bad_players", 3)]
    assert four.players == ("Aki", "Ben", "Chie")


def test_csv_and_standings_have_a_column_a_seat() -> None:
    text = "players: Aki Ben Chie\nrules: tenhou3\nE1 ron Chie from Ben 3900\n"
    header, *rows = run("-", "--csv", input=text).stdout.splitlines()
    assert header == ("game,line,hand,event,change_1,score_1,change_2,score_2,change_3,"
                      "score_3,honba,sticks,mismatches")
    assert rows[0].split(",")[4:10] == ["0", "35000", "-3900", "31100", "3900", "38900"]
    standings = run("-", "--standings", input=text).stdout
    assert "1st/2nd/3rd " in standings and "4th" not in standings
