"""A score sheet played line by line (mjscore.sheet.session): each line's answers at once,
the games told apart, the user's rules over the sheet's, and the end of the last game."""

from __future__ import annotations

from pathlib import Path

from mjscore.game import GameRecord, play_game
from mjscore.rules import CLASSIC, TENHOU, RulesChoice, with_overrides
from mjscore.sheet import (
    Answer,
    GameFinished,
    HandPlayed,
    LineError,
    SheetSession,
    read_sheet,
    write_sheet_jsonl,
)
from mjscore.sheet.session import play_sheet

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = (ROOT / "examples" / "game.txt").read_text(encoding="utf-8")
POINTS = [-7.0, -7.0, 15.0, -1.0]
"""The example game's final points."""


def kinds(answers: list[Answer]) -> list[tuple[str, int]]:
    """Each answer as its kind and its game's index."""
    return [(type(answer).__name__, answer.game) for answer in answers]


def test_play_sheet_answers_every_line_as_it_comes_and_ends_the_game() -> None:
    lines = EXAMPLE.splitlines()
    lines.insert(3, "E9 nonsense")  # a bad line gets its answer and is left out
    answers = list(play_sheet(lines))
    errors = [answer for answer in answers if isinstance(answer, LineError)]
    assert [error.error.code for error in errors] == ["invalid_hand_label"]
    played = [answer for answer in answers if isinstance(answer, HandPlayed)]
    assert len(played) == len(read_sheet("\n".join(lines))[0].hands)
    assert isinstance(answers[-1], GameFinished)
    assert answers[-1].report.result.as_record()["points"] == POINTS


def test_each_line_is_answered_at_once_and_a_new_game_ends_the_one_before() -> None:
    session = SheetSession()
    assert session.feed("players: Aki Ben Chie Dai") == []
    (played,) = session.feed("E1 ron Chie from Ben 3900")
    assert isinstance(played, HandPlayed) and played.players == ("Aki", "Ben", "Chie", "Dai")
    assert played.outcome.after.scores == (25000, 21100, 28900, 25000)
    (bad,) = session.feed("E2 ron Aki from Aki 1000")
    assert isinstance(bad, LineError) and bad.error.code == "ron_from_self"
    assert bad.error.line == 3
    assert session.feed("# comment") == []
    answers = session.feed("players: A B C D")
    assert kinds(answers) == [("GameFinished", 0)]
    finished = answers[0]
    assert isinstance(finished, GameFinished)
    assert len(finished.report.hands) == 1 and len(finished.report.game.errors) == 1
    assert kinds(session.feed("E1 tsumo A 1000 all")) == [("HandPlayed", 1)]
    assert kinds(session.close()) == [("GameFinished", 1)]


def test_the_end_of_the_sheet_reports_the_last_games_missing_players() -> None:
    session = SheetSession(source="night.txt")
    assert session.close() == []
    assert session.feed("rules: classic") == []
    answers = session.close()
    assert kinds(answers) == [("LineError", 0), ("GameFinished", 0)]
    error = answers[0]
    assert isinstance(error, LineError) and error.error.code == "missing_header"
    assert error.error.message.startswith("night.txt, line 1: the game has no players line")


def test_the_users_rules_replace_the_sheets_and_overrides_go_on_top() -> None:
    sheet = ["players: A B C D", "rules: tenhou", "E1 draw tenpai A"]
    choice = RulesChoice(rules=CLASSIC, overrides={"open_tanyao": True})
    session = SheetSession(choice=choice)
    assert session.rules() == with_overrides(CLASSIC, {"open_tanyao": True})
    for line in sheet:
        session.feed(line)
    assert session.rules() == with_overrides(CLASSIC, {"open_tanyao": True})
    (finished,) = session.close()
    assert isinstance(finished, GameFinished)
    assert finished.report.game.rules == with_overrides(CLASSIC, {"open_tanyao": True})
    plain = SheetSession()
    for line in sheet:
        plain.feed(line)
    assert plain.rules() == TENHOU


def test_a_json_lines_sheet_plays_as_its_text() -> None:
    (game,) = read_sheet(EXAMPLE)
    text = list(play_sheet(EXAMPLE.splitlines()))
    jsonl = list(play_sheet(write_sheet_jsonl(game).splitlines()))
    assert [type(answer) for answer in jsonl] == [type(answer) for answer in text]
    assert [answer.outcome.after for answer in jsonl if isinstance(answer, HandPlayed)] == [
        answer.outcome.after for answer in text if isinstance(answer, HandPlayed)]
    last = jsonl[-1]
    assert isinstance(last, GameFinished)
    assert last.report.result.as_record()["points"] == POINTS


def test_a_session_gives_what_playing_the_whole_game_gives() -> None:
    (game,) = read_sheet(EXAMPLE)
    (last,) = [answer for answer in play_sheet(EXAMPLE.splitlines())
               if isinstance(answer, GameFinished)]
    whole = play_game(game)
    assert last.report.game == game
    assert last.report.hands == whole.hands and last.report.result == whole.result


def test_a_game_of_final_scores_only_is_finished_from_them() -> None:
    answers = list(play_sheet(["players: A B C D", "rules: classic",
                               "final: 42000 31000 18000 9000"]))
    (finished,) = answers
    assert isinstance(finished, GameFinished) and finished.report.hands == ()
    record: GameRecord = finished.report.game
    assert record.final is not None and record.final.scores == (42000, 31000, 18000, 9000)
    result = finished.report.result.as_record()
    assert result["placings"] == [1, 2, 3, 4] and result["points"] == [17.0, 6.0, -7.0, -16.0]
