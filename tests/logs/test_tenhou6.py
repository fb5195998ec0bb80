"""The tenhou.net/6 reader against the JSON logs of ../shared/data/raw, against their XML
twins, and against broken JSON."""

from __future__ import annotations

import contextlib
import json
from dataclasses import replace
from functools import cache
from typing import Any

import pytest

from mjscore.base import LogError, UnsupportedLog
from mjscore.game import Event, ExhaustiveDraw, GameRecord, Win
from mjscore.logs import read_mjlog_file, read_tenhou6, read_tenhou6_file
from mjscore.rules import FinalRounding, GameLength, diff_rules, with_overrides
from mjscore.scoring import parse_claim

from ..support.logdata import PANTHEON, RAW_DIR, check_game, raw_files, require_raw
from .test_mjlog import _ends, final_points

pytestmark = pytest.mark.conformance

PAIRS = {
    **{f"format6/{name}.json": f"{name}.xml" for name in (
        "doubleron", "doubleron_and_honba", "four_kan_draw", "four_riichi_draw",
        "four_wind_draw", "nine_terminal_draw", "pao_ron", "pao_tsumo",
        "suukantsu_dealer_tsumo_no_pao", "triple_ron_draw", "tripleyakuman", "west",
        "yakuman_ron_no_pao", "suuankou_no_dealer_tsumo_no_pao")},
    "format6/usual.json": "openhand_bug.xml",
    "regress/hanchan.json": "regress/hanchan.xml",
}
"""The same game as tenhou.net/6 JSON and as mjlog XML (data/README.md)."""


NUKIDORA = "mjai_reviewer3p_testdata/double_nukidora.json"
"""The three-player game in tenhou.net/6 JSON (``tests/logs/test_three_player.py``)."""


@cache
def json_games() -> dict[str, GameRecord]:
    """Every tenhou.net/6 game of raw/, by its path under pantheon_onlinelog/."""
    require_raw()
    return {str(path.relative_to(PANTHEON)): read_tenhou6_file(path)
            for path in sorted(PANTHEON.rglob("*.json"))}


def test_every_json_file_is_read_or_skipped_with_its_reason() -> None:
    raw = require_raw()
    skipped = {}
    for path in raw_files():
        if path.suffix == ".json":
            try:
                read_tenhou6_file(path)
            except UnsupportedLog as error:
                skipped[str(path.relative_to(raw))] = error.message
    assert list(skipped) == ["majiang_core_hule/hule.json"]
    assert "not a tenhou.net/6 game" in skipped["majiang_core_hule/hule.json"]
    assert len(json_games()) == 20
    assert read_tenhou6_file(RAW_DIR / NUKIDORA).rules.seats == 3


def test_every_win_scores_as_recorded() -> None:
    wins, failures = 0, []
    for game in json_games().values():
        count, found = check_game(game)
        wins += count
        failures.extend(found)
    assert not failures, "\n".join(failures[:20])
    assert wins == 168


def _plain(event: Event) -> Event:
    """A win without what only one format writes (the claim, the recorded details)."""
    return replace(event, claim=None, recorded=None) if isinstance(event, Win) else event


@pytest.mark.parametrize(("json_name", "xml_name"), sorted(PAIRS.items()))
def test_both_formats_of_a_game_read_the_same(json_name: str, xml_name: str) -> None:
    game = json_games()[json_name]
    twin = read_mjlog_file(PANTHEON / xml_name)
    expected = {"game_length"} if xml_name == "west.xml" else set()
    assert {difference.field for difference in diff_rules(game.rules, twin.rules)} == expected
    assert len(game.hands) == len(twin.hands)
    for hand, other in zip(game.hands, twin.hands, strict=True):
        assert [_plain(e) for e in hand.events] == [_plain(e) for e in other.events], hand.line
        assert hand.written == other.written
        for win, twin_win in zip(hand.events, other.events, strict=True):
            if isinstance(win, Win):
                assert isinstance(twin_win, Win)
                recorded, twin_recorded = win.recorded, twin_win.recorded
                assert recorded is not None and twin_recorded is not None
                assert replace(recorded, fu=None) == replace(twin_recorded, fu=None)
    assert game.final == twin.final


def test_written_scores_and_final_points() -> None:
    for name, game in json_games().items():
        previous = None
        for hand in game.hands:
            if previous is not None:
                assert hand.written.start_scores == previous.written.end_scores, name
            previous = hand
        assert game.final is not None and game.final.scores is not None
        assert game.final.points is not None
        rules = game.rules
        assert final_points(game.final.scores, rules) == pytest.approx(game.final.points), name
        ends = [_ends(hand, rules) for hand in game.hands]
        assert ends == [False] * (len(ends) - 1) + [True], name


def test_the_rooms() -> None:
    games = json_games()
    assert games["format6/usual.json"].rules.final_rounding is FinalRounding.EXACT
    assert games["format6/west.json"].rules.game_length is GameLength.HANCHAN
    soul = games["format6/tensoul_usual.json"].rules
    assert soul.name == "mahjongsoul+game_length=tonpuu"
    assert (soul.game_length, soul.red_fives) == (GameLength.TONPUU, "mps")
    tournament = games["format6/tensoul_with_same_nicknames.json"].rules
    assert tournament.name == "mahjongsoul+game_length=tonpuu"
    assert (tournament.uma, tournament.return_points) == ((15, 5, -5, -15), 25000)
    three = read_tenhou6_file(RAW_DIR / NUKIDORA).rules
    assert (three.name, three.seats) == ("tenhou3+final_rounding=nearest_thousand", 3)


@pytest.mark.parametrize("game", [
    # A converter's: no 三 in the room, but the fourth seat is empty.
    {"name": ["a", "b", "c", ""], "log": [], "rule": {"disp": "鳳南喰赤"}},
    # A three-player room that is no Tenhou room: no preset plays it.
    {"name": ["a", "b", "c", ""], "log": [], "rule": {"disp": "三銅の間"}},
])
def test_a_three_player_game_without_a_preset_is_skipped_with_its_reason(
        game: dict[str, Any]) -> None:
    with pytest.raises(UnsupportedLog, match=r"three-player|three players") as caught:
        read_tenhou6(game)
    assert caught.value.code == "unsupported_log"


def test_nagashi_mangan_and_its_tenpai_seats() -> None:
    game = json_games()["format6/nagashi_usual.json"]
    draws = [event for hand in game.hands for event in hand.events
             if isinstance(event, ExhaustiveDraw) and event.nagashi]
    assert draws == [ExhaustiveDraw(tenpai=draws[0].tenpai, nagashi=frozenset({1}))]


def test_the_win_carries_the_claim_it_was_written_with() -> None:
    win = next(event for hand in json_games()["format6/doubleron.json"].hands
               for event in hand.events if isinstance(event, Win))
    assert win.claim == parse_claim("30符2飜2000点")
    assert win.recorded is not None and win.recorded.value == 2000


# ---------------------------------------------------------------------------- broken logs


def _game() -> dict[str, Any]:
    source = PANTHEON / "format6" / "doubleron.json"
    require_raw()
    data: dict[str, Any] = json.loads(source.read_text(encoding="utf-8"))
    return data


def _damage(path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    data = _game()
    target: Any = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return data


@pytest.mark.parametrize(("path", "value", "code", "where"), [
    (("log", 0, 4, 0), 99, "invalid_tile", "hand 1 (E1): there is no tile 99"),
    (("log", 0, 5, 0), 99, "invalid_tile", "hand 1 (E1), seat 0's draw 1 (99)"),
    (("log", 0, 8, 7), "x121212", "invalid_meld", "hand 1 (E1), seat 1's draw 8"),
    (("log", 0, 6, 0), 11, "invalid_log", "hand 1 (E1), seat 0's discard 1 (11)"),
    (("log", 0, 16), ["謎"], "invalid_log", "hand 1 (E1): unknown result '謎'"),
    (("log", 0, 16, 2, 4), "謎(1飜)", "invalid_log", "unknown yaku '謎(1飜)'"),
    (("log", 0, 0), [0, 0], "invalid_log", "hand 1: expected 3 whole numbers"),
    (("name",), ["a", "b"], "invalid_log", "'name' is not four player names"),
])
def test_broken_logs_name_the_place(path: tuple[Any, ...], value: Any, code: str,
                                    where: str) -> None:
    with pytest.raises(LogError) as caught:
        read_tenhou6(_damage(path, value))
    assert caught.value.code == code
    assert where in caught.value.message


def test_a_game_stopping_before_its_end() -> None:
    data = _game()
    del data["sc"]
    with pytest.raises(LogError, match="no final scores") as caught:
        read_tenhou6(data)
    assert caught.value.code == "truncated_log"
    data = _game()
    data["log"][-1] = data["log"][-1][:16]
    with pytest.raises(LogError, match="has no result") as caught:
        read_tenhou6(data)
    assert caught.value.code == "truncated_log"


def test_broken_and_truncated_json() -> None:
    text = json.dumps(_game(), ensure_ascii=False)
    with pytest.raises(LogError) as caught:
        read_tenhou6(text[: len(text) // 2])
    assert caught.value.code == "truncated_log"
    with pytest.raises(LogError) as caught:
        read_tenhou6(text.replace(",", ";", 3))
    assert caught.value.code == "invalid_log"
    for cut in range(1, len(text), 97):
        with pytest.raises((LogError, UnsupportedLog)):
            read_tenhou6(text[:cut])


@pytest.mark.parametrize("data", [b"hello", b"[1, 2]", b'{"a": 1}', b"\xff\xfe"])
def test_what_is_no_game_is_unsupported(data: bytes) -> None:
    with pytest.raises(UnsupportedLog):
        read_tenhou6(data)


def test_altered_xml_rules_differ_only_in_length() -> None:
    xml = read_mjlog_file(PANTHEON / "west.xml")
    assert with_overrides(xml.rules, {"game_length": "hanchan"}) == json_games()[
        "format6/west.json"].rules


def test_damaged_values_anywhere_give_log_errors_only() -> None:
    """Every value of the first hand replaced by junk: a LogError or a game, nothing else."""
    base = _game()
    junk: list[Any] = ["x", -1, None, [], 9999, "p999999", [[]], {"a": 1}]
    for index in range(len(base["log"][0])):
        for inner in [None, *range(len(base["log"][0][index]) if isinstance(
                base["log"][0][index], list) else 0)][:6]:
            for value in junk:
                path = ("log", 0, index) if inner is None else ("log", 0, index, inner)
                with contextlib.suppress(LogError, UnsupportedLog):
                    read_tenhou6(_damage(path, value))
