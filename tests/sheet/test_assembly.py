"""The game assembly both sheet syntaxes feed (mjscore.sheet.assembly): the same sheet
written as text and as JSON Lines gives the same games, and the same errors at the same
lines, whether the sheet is good or not."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from mjscore.base import SheetError
from mjscore.game import ExhaustiveDraw, GameRecord
from mjscore.rules import CLASSIC, TENHOU
from mjscore.sheet import (
    GameAssembly,
    HandLine,
    LineError,
    SheetReader,
    SheetSession,
    read_sheet,
    read_sheet_jsonl,
    write_sheet_jsonl,
)

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = (ROOT / "examples" / "game.txt").read_text(encoding="utf-8")

Line = tuple[str, Any]
"""One line of a sheet in both syntaxes: its text and its JSON object (a string for a
blank or comment line, the same in both)."""


def ron(winner: str, discarder: str, claim: str) -> dict[str, str]:
    return {"type": "ron", "winner": winner, "from": discarder, "claim": claim}


def event(type: str, **keys: Any) -> dict[str, Any]:
    return {"type": type, **keys}


DRAW = event("draw")
PLAYERS: Line = ("players: A B C D", {"players": ["A", "B", "C", "D"]})


def sheets(lines: list[Line]) -> tuple[str, str]:
    """A sheet's text and its JSON Lines, line for line."""
    text = "\n".join(line for line, _ in lines) + "\n"
    jsonl = "\n".join(value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
                      for _, value in lines) + "\n"
    return text, jsonl


def json_of_example() -> str:
    """``examples/game.txt`` as JSON Lines from :func:`write_sheet_jsonl`, each object on the
    line of the text it spells (the header on the first header line, the final scores and
    points on the final line, blank lines for the other header lines), so that the hands
    keep their line numbers."""
    (game,) = read_sheet(EXAMPLE)
    header, *rest = write_sheet_jsonl(game).splitlines()
    hands, finals = iter(rest[:len(game.hands)]), iter(rest[len(game.hands):])
    lines: list[str] = []
    for line in EXAMPLE.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            lines.append(line)
        elif re.match(r"(players|game|rules):", line):
            lines.append(header)
            header = ""
        elif re.match(r"(final|points):", line):
            lines.append(next(finals, ""))
        else:
            lines.append(next(hands))
    assert next(hands, None) is None
    return "\n".join(lines) + "\n"


def errors_of(games: tuple[GameRecord, ...]) -> list[list[tuple[str, int | None]]]:
    return [[(error.code, error.line) for error in game.errors] for game in games]


def without_errors(games: tuple[GameRecord, ...]) -> list[GameRecord]:
    return [replace(game, errors=()) for game in games]


def test_the_example_game_is_the_same_game_in_both_syntaxes() -> None:
    text_games = read_sheet(EXAMPLE)
    json_games = read_sheet_jsonl(json_of_example())
    assert json_games == text_games
    (game,) = json_games
    assert game.errors == () and len(game.hands) == 14
    assert [hand.line for hand in game.hands][:2] == [6, 7]
    assert game.id == "Club night 2026-03-14, table 2" and game.rules == CLASSIC


@pytest.mark.parametrize(("at", "bad", "code"), [
    (6, ("E1 ron Aki from Aki 1000", {"label": "E1", "events": [ron("Aki", "Aki", "1000")]}),
     "ron_from_self"),
    (7, ("E1 ron Chie from Ben 1000 ; tsumo Dai 500/1000",
         {"label": "E1", "events": [ron("Chie", "Ben", "1000"),
                                    event("tsumo", winner="Dai", claim="500/1000")]}),
     "two_results"),
    (9, ("E2 riichi Ben ; riichi Ben ; draw", {"label": "E2", "events": [
        event("riichi", player="Ben"), event("riichi", player="Ben"), DRAW]}), "riichi_twice"),
    (12, ("riichi Chie", {"events": [event("riichi", player="Chie")]}), "hand_without_result"),
    (17, ("E1 ron Bne from Aki 1000", {"label": "E1", "events": [ron("Bne", "Aki", "1000")]}),
     "unknown_player"),
    (23, ("E1 draw", {"label": "E1", "events": [DRAW]}), "hand_after_final"),
    (23, ("final: 1 2 3 4", {"final": [1, 2, 3, 4]}), "duplicate_header"),
])
def test_a_bad_line_in_the_example_is_the_same_error_at_the_same_line(
        at: int, bad: Line, code: str) -> None:
    """The bad line is put in before line ``at``; the lines after it move down one."""
    text_lines = EXAMPLE.splitlines()
    json_lines = json_of_example().splitlines()
    text_lines.insert(at - 1, bad[0])
    json_lines.insert(at - 1, json.dumps(bad[1]))
    (text_game,) = read_sheet("\n".join(text_lines))
    (json_game,) = read_sheet_jsonl("\n".join(json_lines))
    assert errors_of((text_game,)) == errors_of((json_game,)) == [[(code, at)]]
    assert without_errors((json_game,)) == without_errors((text_game,))
    assert len(json_game.hands) == 14


# --------------------------------------------------------------------------- small sheets

SHEETS: dict[str, list[Line]] = {
    "a hand's events checked together": [
        PLAYERS,
        ("E1 tsumo A 1000/2000 ; draw",
         {"label": "E1", "events": [event("tsumo", winner="A", claim="1000/2000"), DRAW]}),
        ("E1 riichi A ; riichi A ; draw",
         {"label": "E1", "events": [event("riichi", player="A"), event("riichi", player="A"),
                                    DRAW]}),
        ("E1 riichi B", {"label": "E1", "events": [event("riichi", player="B")]}),
        ("E1 ron C from A 1000 ; ron B from A 2000",
         {"label": "E1", "events": [ron("C", "A", "1000"), ron("B", "A", "2000")]}),
        ("E1-1 ron C from A 1000 ; ron C from A 2000",
         {"label": "E1-1", "events": [ron("C", "A", "1000"), ron("C", "A", "2000")]}),
        ("E1-1 ron C from A 1000 ; ron B from D 1000",
         {"label": "E1-1", "events": [ron("C", "A", "1000"), ron("B", "D", "1000")]}),
        ("E1-1 suufon_renda ; draw",
         {"label": "E1-1", "events": [event("abort", kind="suufon_renda"), DRAW]}),
        ("", ""),
        ("E1-1 chombo D = 33000 23000 23000 21000",
         {"label": "E1-1", "events": [event("chombo", player="D")],
          "scores": [33000, 23000, 23000, 21000]}),
    ],
    "the header given once": [
        ("# the first game", "# the first game"),
        ("players: A B A D", {"players": ["A", "B", "A", "D"]}),
        ("rules: classic", {"rules": "classic"}),
        ("rules: tenhou", {"rules": "tenhou"}),
        ("game: 1", {"game": "1"}),
        ("game: 2", {"game": "2"}),
        ("E1 draw", {"label": "E1", "events": [DRAW]}),
        ("players: A B C", {"players": ["A", "B", "C"]}),
        ("E1 draw tenpai A S", {"label": "E1", "events": [event("draw", tenpai=["A", "S"])]}),
        ('players: A B C ""', {"players": ["A", "B", "C", ""]}),
    ],
    "games split at their headers": [
        ("E1 draw", {"label": "E1", "events": [DRAW]}),
        PLAYERS,
        ("rules: classic", {"rules": "classic"}),
        ("E1 draw", {"label": "E1", "events": [DRAW]}),
        ("final: 25000 25000 25000 25000", {"final": [25000, 25000, 25000, 25000]}),
        ("final: 25000 25000 25000 25000", {"final": [25000, 25000, 25000, 25000]}),
        ("points: +5 -5 +0 +0", {"points": [5, -5, 0, 0]}),
        ("E2 draw", {"label": "E2", "events": [DRAW]}),
        ("players: E F G H", {"players": ["E", "F", "G", "H"]}),
        ("E1 draw", {"label": "E1", "events": [DRAW]}),
        ("rules: clasic", {"rules": "clasic"}),
        ("players: A B C D", {"players": ["A", "B", "C", "D"]}),
        ("E1 draw", {"label": "E1", "events": [DRAW]}),
        ("rules: tenhou", {"rules": "tenhou"}),
    ],
}


ASSEMBLY_CODES = {"two_results", "riichi_twice", "hand_without_result", "hand_after_final",
                  "bad_players", "duplicate_player", "duplicate_header", "missing_header"}
"""The errors the assembly finds itself, in the same words whatever the syntax."""


@pytest.mark.parametrize("name", SHEETS)
def test_a_sheet_gives_the_same_games_and_errors_in_both_syntaxes(name: str) -> None:
    text, jsonl = sheets(SHEETS[name])
    text_games, json_games = read_sheet(text), read_sheet_jsonl(jsonl)
    assert errors_of(json_games) == errors_of(text_games)
    assert without_errors(json_games) == without_errors(text_games)
    reasons = [(text_error.reason, json_error.reason)
               for text_game, json_game in zip(text_games, json_games, strict=True)
               for text_error, json_error in zip(text_game.errors, json_game.errors,
                                                 strict=True)
               if text_error.code in ASSEMBLY_CODES]
    assert reasons and all(text_reason == json_reason for text_reason, json_reason in reasons)


def test_the_errors_the_assembly_finds() -> None:
    """What the small sheets hold (the same in both syntaxes, by the test above)."""
    checked, header, split = (read_sheet(sheets(SHEETS[name])[0]) for name in SHEETS)
    assert errors_of(checked) == [[("two_results", 2), ("riichi_twice", 3),
                                   ("hand_without_result", 4), ("two_results", 6),
                                   ("two_results", 7), ("two_results", 8)]]
    assert [hand.line for hand in checked[0].hands] == [5, 10]
    assert errors_of(header) == [
        [("duplicate_player", 2), ("duplicate_header", 4), ("duplicate_header", 6)],
        [("bad_players", 8), ("bad_players", 9)], [("bad_players", 10)]]
    assert (header[0].rules, header[0].id, header[1].players) == (
        CLASSIC, "1", ("A", "B", "C", "N"))
    assert errors_of(split) == [[("missing_header", 1)], [("duplicate_header", 6),
                                                          ("hand_after_final", 8)],
                                [], [("unknown_preset", 11)], [("missing_header", 14)]]
    assert [game.players[0] for game in split] == ["E", "A", "E", "A", "E"]
    assert [len(game.hands) for game in split] == [1, 1, 1, 1, 0]
    assert [game.rules for game in split] == [TENHOU, CLASSIC, CLASSIC, CLASSIC, TENHOU]
    assert split[1].final is not None and split[1].final.points == (5.0, -5.0, 0.0, 0.0)


@pytest.mark.parametrize("name", SHEETS)
def test_a_reader_answers_each_line_the_same_in_both_syntaxes(name: str) -> None:
    text, jsonl = sheets(SHEETS[name])

    def answers(sheet: str) -> list[tuple[object, ...]]:
        reader = SheetReader()
        found = []
        for line in sheet.splitlines():
            fed = reader.feed(line)
            finished = fed.finished and replace(fed.finished, errors=())
            found.append((fed.number, fed.item, [error.code for error in fed.errors],
                          finished))
        return found

    assert answers(jsonl) == answers(text)


@pytest.mark.parametrize("name", SHEETS)
def test_a_strict_reader_stops_at_the_same_line_in_both_syntaxes(name: str) -> None:
    text, jsonl = sheets(SHEETS[name])
    caught = []
    for sheet in (text, jsonl):
        with pytest.raises(SheetError) as error:
            read_sheet(sheet, strict=True)
        caught.append((error.value.code, error.value.line))
    collected = [found for errors in errors_of(read_sheet(text)) for found in errors]
    assert caught == [collected[0], collected[0]]


# --------------------------------------------------------------------------- the assembly


def test_the_assembly_collects_each_lines_errors_at_its_number() -> None:
    games = GameAssembly(source="night.txt")
    errors: list[SheetError] = []
    players = games.hand_players(errors)
    hand = games.add_hand(HandLine(None, ()), 3, errors)
    placed = games.place(3, errors)
    assert players.names == ("E", "S", "W", "N") and hand is None
    assert [(error.code, error.line, error.source) for error in placed] == [
        ("missing_header", 3, "night.txt"), ("hand_without_result", 3, "night.txt")]
    game = games.close()
    assert game is not None and [error.code for error in game.errors] == [
        "missing_header", "hand_without_result"]
    assert games.close() is None and games.current is None


def test_a_strict_assembly_raises_the_first_error_of_a_line_and_keeps_them_all() -> None:
    games = GameAssembly(strict=True)
    errors = [SheetError("first", code="bad_sheet_line"), SheetError("second", code="bad_scores")]
    with pytest.raises(SheetError, match="line 4: first"):
        games.place(4, errors)
    assert games.current is not None
    assert [error.reason for error in games.current.errors] == ["first", "second"]
    with pytest.raises(SheetError) as caught:
        games.close()
    assert caught.value.code == "missing_header" and caught.value.line == 4  # its first line


def test_a_header_after_hands_hands_over_the_game_it_closes() -> None:
    games = GameAssembly(rules=CLASSIC)
    errors: list[SheetError] = []
    assert games.header_game("players") is None
    games.set_players(("A", "B", "C", "D"), None, errors)
    assert games.header_game("rules") is None  # the same game: no hand yet
    games.hand_players(errors)
    hand = games.add_hand(HandLine(None, ((ExhaustiveDraw(), 1),)), 2, errors)
    assert hand is not None and hand.line == 2 and errors == []
    games.hand_players(errors)
    final = games.set_final("final", errors, scores=(25000, 25000, 25000, 25000))
    assert final.scores == (25000, 25000, 25000, 25000) and errors == []
    finished = games.header_game("rules")
    assert finished is not None and finished.rules == CLASSIC
    assert finished.final == final and finished.players == ("A", "B", "C", "D")
    assert games.header().players is None and games.header().rules == CLASSIC
    games.set_players(("E", "F", "G", "H"), None, errors)
    again = games.header_game("players")  # another players line starts another game
    assert again is not None and again.players == ("E", "F", "G", "H") and again.hands == ()


@pytest.mark.parametrize(("line", "codes"), [
    ("players: A B C D A", ["duplicate_player", "bad_players"]),
    ("players: A B C D E F E", ["duplicate_player", "bad_players"]),
    ('players: A B C D ""', ["bad_players", "bad_players"]),
    ('players: A "" "" "" "" ""', ["bad_players", "bad_players"]),
])
def test_a_players_line_of_more_than_four_names_is_refused_not_a_crash(
        line: str, codes: list[str]) -> None:
    """Found by the hostile suite: a duplicate or empty name past the fourth (a seat that no
    wind names) raised IndexError; it is the players line's error, as any other."""
    session = SheetSession()
    answers = [*session.feed(line), *session.feed("E1 draw"), *session.close()]
    errors = [answer.error for answer in answers if isinstance(answer, LineError)]
    assert [error.code for error in errors] == codes
    assert [error.line for error in errors] == [1, 2]  # the count: where it is checked
