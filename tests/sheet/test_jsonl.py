"""The JSON Lines spelling of a score sheet (mjscore.sheet.jsonl): its objects and event
types, its errors, and games written and read back."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given

from mjscore.game import (
    AbortiveDraw,
    AbortKind,
    Adjustment,
    Chombo,
    Event,
    ExhaustiveDraw,
    FoulPenalty,
    GameEnd,
    GameRecord,
    HandRecord,
    MinorFoul,
    Riichi,
    Win,
)
from mjscore.rules import CLASSIC, TENHOU, Rules, with_overrides
from mjscore.sheet import SheetReader, read_sheet, read_sheet_jsonl, write_sheet_jsonl

from ..support.strategies import hypothesis_settings
from .test_reader import (
    ISSUE_EXAMPLE,
    claim,
    game_of,
    games,
    hand,
    same_games,
    tiles,
    without_lines,
)

R = frozenset
PLAYERS = '{"players": ["A", "B", "C", "D"]}\n'

JSON_EXAMPLE = """\
{"game": "night 1", "players": ["Aki", "Ben", "Chie", "Dai"], "rules": "classic"}
{"label": "E1", "events": [{"type": "riichi", "player": "Aki"}, \
{"type": "draw", "tenpai": ["Aki", "Chie"]}], "scores": [25500, 23500, 26500, 23500]}
{"label": "E1-1", "events": [{"type": "ron", "winner": "Chie", "from": "Ben", \
"claim": "3h30f"}]}
{"label": "E2", "events": [{"type": "tsumo", "winner": "Ben", \
"hand": "23455m345p67888s+8s", "riichi": true, "dora": ["4m"], "ura": ["9p"]}]}
{"label": "E2-1", "events": [{"type": "chombo", "player": "Dai"}]}
{"final": [25500, 23500, 26500, 24500]}
"""


def test_json_lines_spell_the_same_events() -> None:
    game = game_of(JSON_EXAMPLE)
    text = game_of(ISSUE_EXAMPLE + "final: 25500 23500 26500 24500\n")
    assert game.errors == ()
    assert game.id == "night 1"
    assert without_lines(game) == replace(without_lines(text), id="night 1")
    assert read_sheet_jsonl(JSON_EXAMPLE) == (game,)
    assert write_sheet_jsonl(game) == JSON_EXAMPLE


def test_a_json_sheet_is_told_from_its_first_line() -> None:
    assert read_sheet(JSON_EXAMPLE) == read_sheet_jsonl(JSON_EXAMPLE)
    commented = "# night 1\n\n" + JSON_EXAMPLE.replace("\n{\"final", "\n# the end\n{\"final")
    assert same_games(read_sheet(commented), read_sheet(JSON_EXAMPLE))
    text_first = read_sheet("players: A B C D\n" + '{"events": []}')
    assert [error.code for error in text_first[0].errors] == ["unknown_event"]
    assert SheetReader(format="jsonl").feed("players: A B C D").errors[0].code == "invalid_json"


# --------------------------------------------------------------------------- objects


@pytest.mark.parametrize(("event", "expected"), [
    ({"type": "riichi", "player": "E", "stick": False, "double": True},
     Riichi(0, stick=False, double=True)),
    ({"type": "double riichi", "player": 1}, Riichi(1, double=True)),
    ({"type": "リーチ", "player": "ben"}, Riichi(1)),
    ({"type": "ron", "winner": "Aki", "from": "Ben", "claim": 3900, "ippatsu": False},
     Win(0, 1, claim=claim("3900"))),
    ({"type": "tsumo", "winner": "Aki", "claim": "1000-2000", "pao": "Dai", "rinshan": True,
      "dora": "4m,5p"},
     Win(0, claim=replace(claim("1000/2000"), text="1000-2000"), pao=3,
         flags=R({"rinshan"}), dora=tiles("4m5p"))),
    ({"type": "draw", "tenpai": "all", "nagashi": ["Ben"]},
     ExhaustiveDraw(R(range(4)), R({1}))),
    ({"type": "draw"}, ExhaustiveDraw()),
    ({"type": "abort", "kind": "suufon_renda"}, AbortiveDraw(AbortKind.FOUR_WINDS)),
    ({"type": "abort", "kind": "九種九牌", "player": "Aki"},
     AbortiveDraw(AbortKind.NINE_TERMINALS, 0)),
    ({"type": "kyuushu", "player": "Aki"}, AbortiveDraw(AbortKind.NINE_TERMINALS, 0)),
    ({"type": "chombo", "player": "Dai", "reason": "noten riichi"},
     Chombo(3, "noten riichi")),
    ({"type": "foul", "player": "Ben", "penalty": "stick"},
     MinorFoul(1, FoulPenalty.STICK)),
    ({"type": "adjust", "deltas": [1000, -1000, 0, 0]}, Adjustment((1000, -1000, 0, 0))),
    ({"type": "end", "reason": "time"}, GameEnd("time")),
])
def test_json_events(event: dict[str, Any], expected: Event) -> None:
    line = json.dumps({"events": [event, {"type": "draw"}]
                       if isinstance(expected, Riichi | MinorFoul) else [event]})
    game = game_of('{"players": ["Aki", "Ben", "Chie", "Dai"]}\n' + line)
    assert game.errors == ()
    assert game.hands[0].events[0] == expected


def test_json_rules() -> None:
    def rules_of(value: object, **kwargs: Any) -> Rules:
        line = json.dumps({"players": ["A", "B", "C", "D"], "rules": value})
        game = game_of(line, **kwargs)
        assert game.errors == ()
        return game.rules

    assert rules_of("classic") == CLASSIC
    assert rules_of({"preset": "classic", "open_tanyao": True}) == with_overrides(
        CLASSIC, {"open_tanyao": True})
    assert rules_of({"pao": False}, rules=CLASSIC) == with_overrides(CLASSIC, {"pao": False})


def test_a_json_rules_file_is_looked_for_beside_the_sheet(tmp_path: Path) -> None:
    (tmp_path / "club.toml").write_text('base = "classic"\nopen_tanyao = true\n',
                                        encoding="utf-8")
    line = '{"players": ["A", "B", "C", "D"], "rules_file": "club.toml"}'
    game = game_of(line, source=str(tmp_path / "night.jsonl"))
    assert game.errors == ()
    assert game.rules == replace(with_overrides(CLASSIC, {"open_tanyao": True}), name="club")
    (missing,) = game_of(line).errors
    assert missing.code == "invalid_rules_file" and missing.line == 1


def test_a_game_id_may_be_a_number_and_headers_may_take_several_lines() -> None:
    (game,) = read_sheet_jsonl('{"game": 7}\n{"players": ["A", "B", "C", "D"]}\n'
                               '{"rules": "classic"}\n{"events": [{"type": "draw"}]}\n')
    assert (game.id, game.players, game.rules, len(game.hands)) == (
        "7", ("A", "B", "C", "D"), CLASSIC, 1)
    (refused,) = game_of('{"game": true, "players": ["A", "B", "C", "D"]}').errors
    assert refused.code == "bad_sheet_line" and "game must be a text" in refused.reason


# --------------------------------------------------------------------------- errors


@pytest.mark.parametrize(("line", "code"), [
    ('{"players": ["A", "B", "C", "D"]', "invalid_json"),
    ('{"players": ["A", "B", "C", "D"], "players": []}', "invalid_json"),
    ("[1, 2]", "bad_sheet_line"),
    ('{"players": ["A", "B", "C", "D"], "label": "E1"}', "bad_sheet_line"),
    ('{"players": ["A", "B", "C", "D"], "date": "today"}', "unknown_key"),
    ('{"players": "A B C D"}', "bad_sheet_line"),
    ('{"players": ["A", "B", "C"]}', "bad_players"),
    ('{"players": ["A", "B", "C", "D"], "rules": "clasic"}', "unknown_preset"),
    ('{"players": ["A", "B", "C", "D"], "rules": 5}', "bad_sheet_line"),
    ('{"events": [{"type": "ron", "winner": "A", "from": "A", "claim": "1000"}]}',
     "ron_from_self"),
    ('{"events": [{"type": "ron", "winner": "A", "claim": "1000"}]}', "bad_sheet_line"),
    ('{"events": [{"type": "ron", "winner": "A", "from": "B"}]}', "win_without_value"),
    ('{"events": [{"type": "ron", "winner": "Q", "from": "B", "claim": 1}]}',
     "unknown_player"),
    ('{"events": [{"type": "ron", "winner": 7, "from": "B", "claim": 1}]}', "bad_sheet_line"),
    ('{"events": [{"type": "ron", "winner": "A", "from": "B", "claim": "lots"}]}',
     "invalid_claim"),
    ('{"events": [{"type": "ron", "winner": "A", "from": "B", "hand": "1m"}]}',
     "wrong_tile_count"),
    ('{"events": [{"type": "ron", "winner": "A", "from": "B", "claim": 1, "riichi": 1}]}',
     "bad_sheet_line"),
    ('{"events": [{"type": "ron", "winner": "A", "from": "B", "claim": 1, "seat": "E"}]}',
     "unknown_key"),
    ('{"events": [{"type": "win"}]}', "unknown_event"),
    ('{"events": [{"type": "tenpai"}]}', "unknown_event"),
    ('{"events": [{"type": "abort", "kind": "boredom"}]}', "bad_sheet_line"),
    ('{"events": [{"type": "foul", "player": "A"}]}', "bad_sheet_line"),
    ('{"events": [{"type": "adjust", "deltas": [1, 2]}]}', "bad_scores"),
    ('{"events": [{"type": "draw"}, {"type": "draw"}]}', "two_results"),
    ('{"events": [{"type": "riichi", "player": "A"}]}', "hand_without_result"),
    ('{"events": "draw"}', "bad_sheet_line"),
    ('{"label": "E9", "events": [{"type": "draw"}]}', "invalid_hand_label"),
    ('{"events": [{"type": "draw"}], "scores": [1, 2, 3]}', "bad_scores"),
    ('{"final": [1, 2, 3, 4.5]}', "bad_scores"),
    ('{"points": [1, 2, 3, "4"]}', "bad_scores"),
    ("[" * 5000 + "]" * 5000, "invalid_json"),
    ('{"events": [{"type": "ron", "winner": "A", "from": "B", "claim": 1, "dora": 1, '
     '"dora_count": 1}]}', "bad_sheet_line"),
    ('{"events": [{"type": "ron", "winner": "A", "from": "B", "claim": 1, "aka": -1}]}',
     "bad_sheet_line"),
    ('{"events": [{"type": "ron", "winner": "A", "from": "B", "claim": 1, "aka": true}]}',
     "bad_sheet_line"),
    ('{"events": [{"type": "ron", "winner": "A", "from": "B", "claim": 1, "ura_count": "1"}]}',
     "bad_sheet_line"),
    ('{"players": ["A", "B", "C", "D"], "claims": "sometimes"}', "bad_sheet_line"),
    ('{"players": ["A", "B", "C", "D"], "claims": 1}', "bad_sheet_line"),
])
def test_json_errors(line: str, code: str) -> None:
    text = PLAYERS + line
    if line.startswith(('{"players"', "[")):
        text = line
    games = read_sheet_jsonl(text)
    errors = [error for game in games for error in game.errors]
    assert [(error.code, error.line) for error in errors][:1] == [
        (code, text.count("\n") + 1)], errors


def test_every_bad_event_of_a_line_is_reported_by_its_place_and_the_line_left_out() -> None:
    line = ('{"events": [{"type": "ron", "winner": "Q", "from": "B", "claim": 1}, '
            '{"type": "riichi", "player": "A"}, {"type": "win"}]}')
    (game,) = read_sheet_jsonl(PLAYERS + line, source="night.jsonl")
    assert game.hands == ()
    assert [(error.code, error.line, error.column) for error in game.errors] == [
        ("unknown_player", 2, None), ("unknown_event", 2, None)]
    assert game.errors[1].message == "night.jsonl, line 2: event 3: unknown event type 'win'"


# --------------------------------------------------------------------------- writing


def test_write_sheet_jsonl_writes_the_batch_keys_of_a_win() -> None:
    win = Win(0, None, hand("23455m345p67888s+8s"), None, R({"riichi"}), tiles("4m"),
              tiles("9p"), 2)
    game = GameRecord(("A", "B", "C", "D"), TENHOU, (HandRecord((win,)),))
    lines = write_sheet_jsonl(game).splitlines()
    assert json.loads(lines[1]) == {"events": [{
        "type": "tsumo", "winner": "A", "hand": "23455m345p67888s+8s", "riichi": True,
        "dora": ["4m"], "ura": ["9p"], "pao": "C"}]}


def test_rules_of_their_own_name_are_written_as_a_preset_and_fields() -> None:
    rules = replace(with_overrides(CLASSIC, {"open_tanyao": True}), name="club")
    header = json.loads(write_sheet_jsonl(GameRecord(("A", "B", "C", "D"), rules)))
    assert header["rules"] == {"preset": "classic", "open_tanyao": True, "name": "club"}
    assert game_of(json.dumps(header)).rules == rules


@given(games())
@hypothesis_settings(150)
def test_json_lines_round_trip(game: GameRecord) -> None:
    text = write_sheet_jsonl(game)
    again = read_sheet_jsonl(text)
    assert len(again) == 1, text
    assert again[0].errors == (), (text, again[0].errors)
    assert again[0] == without_lines(game, again[0]), text


@pytest.mark.parametrize(("keys", "counts"), [
    ('"dora": 2, "ura": 1, "aka": 1', (2, 1, 1)),
    ('"dora_count": 2, "ura_count": 1, "aka_count": 1', (2, 1, 1)),
    ('"dora": ["4m"], "dora_count": 1', (1, 0, 0)),
])
def test_json_counts_of_dora_are_read_and_written_back(keys: str,
                                                        counts: tuple[int, int, int]) -> None:
    text = (PLAYERS + '{"events": [{"type": "ron", "winner": "A", "from": "B", "claim": '
            f'"8000", {keys}}}]}}')
    (game,) = read_sheet_jsonl(text)
    assert game.errors == ()
    (win,) = game.hands[0].events
    assert (win.dora_count, win.ura_count, win.aka_count) == counts
    assert read_sheet_jsonl(write_sheet_jsonl(game)) == (game,)
