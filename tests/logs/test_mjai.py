"""The mjai reader: the files other tools wrote (tests/logs/data/mjai/SOURCE.md), each dialect's
fields, three players, a game of Tenhou as mjai written by another converter compared event
by event with ours, and what cannot be read."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from mjscore.base import LogError, UnsupportedLog
from mjscore.game import AbortiveDraw, ExhaustiveDraw, Win
from mjscore.logs import MjaiReader, mjai_events, read_log, read_mjai, read_tenhou6, write_mjai
from mjscore.logs.mjai_codes import ABORT_NAMES, mjai_name
from mjscore.logs.replay import ReplayResult, Status, replay_games

DATA = Path(__file__).parent / "data" / "mjai"
RIICHIENV = DATA / "126_204_0_mjai.jsonl"
EXCERPT = DATA / "tenhou_4p_ranked_excerpt.jsonl"
SANMA = DATA / "mjsoul_3p_double_ron_excerpt.jsonl"


def replay_text(text: str, name: str = "game.mjson") -> list[ReplayResult]:
    return replay_games(name, data=text.encode("utf-8"))


def events_of(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def lines(events: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(event, ensure_ascii=False) + "\n" for event in events)


def test_a_whole_game_of_riichienv_replays_with_every_win_checked() -> None:
    [result] = replay_games(str(RIICHIENV))
    assert (result.status, result.hands, result.wins, result.draws) == (Status.OK, 12, 9, 3)
    assert result.mismatches == ()
    game = read_mjai(RIICHIENV.read_bytes())
    wins = [event for hand in game.hands for event in hand.events if isinstance(event, Win)]
    assert all(win.recorded is not None and win.recorded.deltas for win in wins)
    assert game.rules.seats == 4 and game.final is not None


def test_excerpts_of_other_converters_are_incomplete_games_with_every_win_checked() -> None:
    [four] = replay_games(str(EXCERPT))
    assert (four.status, four.wins, four.mismatches) == (Status.INCOMPLETE, 1, ())
    win = next(event for event in read_mjai(EXCERPT.read_bytes(), partial=True).hands[0].events
               if isinstance(event, Win))
    assert win.recorded is not None and (win.recorded.han, win.recorded.fu) == (4, 30)
    assert win.recorded.yaku == (("yakuhai_hatsu", 1), ("honitsu", 2), ("aka_dora", 1))
    [dealer] = replay_games(str(DATA / "tenhou_4p_dealer_tsumo_excerpt.jsonl"))
    assert (dealer.status, dealer.wins, dealer.mismatches) == (Status.INCOMPLETE, 1, ())
    [three] = replay_games(str(SANMA))
    assert (three.status, three.wins, three.mismatches) == (Status.INCOMPLETE, 2, ())
    assert three.report is not None and three.report.game.rules.seats == 3


def test_a_wrong_value_in_the_log_is_a_mismatch() -> None:
    events = events_of(RIICHIENV)
    hora = next(event for event in events if event["type"] == "hora")
    hora["deltas"] = [change * 2 for change in hora["deltas"]]
    [result] = replay_text(lines(events))
    assert result.status is Status.MISMATCH
    assert any(mismatch.field.startswith("recorded.deltas") for mismatch in result.mismatches)
    events = events_of(EXCERPT)
    next(event for event in events if event["type"] == "hora")["fu"] = 40
    [result] = replay_text(lines(events))
    assert [mismatch.field for mismatch in result.mismatches] == ["recorded.fu[3]"]


def test_gimites_dialect_reads_its_own_fields() -> None:
    """The fields of gimite's Tenhou archive converter in place of Mortal's: no tsumogiri,
    ``uradora_markers``, the hand shown (``hora_tehais``), the scores after each result, the
    draw's ``reason``, ``start_kyoku`` without ``scores``, ``end_game`` with them."""
    game = read_mjai(RIICHIENV.read_bytes())
    results = iter(event for hand in game.hands for event in hand.events
                   if isinstance(event, Win | ExhaustiveDraw | AbortiveDraw))
    events = events_of(RIICHIENV)
    scores: list[int] = []
    for event in events:
        event.pop("tsumogiri", None)
        if event["type"] == "start_kyoku":
            scores = list(event.pop("scores"))
        elif event["type"] in ("hora", "ryukyoku"):
            result = next(results)
            scores = [score + change for score, change in zip(scores, event["deltas"],
                                                                 strict=True)]
            event["scores"] = scores
        if event["type"] == "hora":
            assert isinstance(result, Win) and result.hand is not None
            event["uradora_markers"] = event.pop("ura_markers")
            event["hora_tehais"] = [mjai_name(tile) for tile in result.hand.concealed]
        elif event["type"] == "ryukyoku":
            event["reason"] = (ABORT_NAMES[result.kind] if isinstance(result, AbortiveDraw)
                               else "fanpai")
        elif event["type"] == "reach_accepted":
            scores[event["actor"]] -= 1000
    [result_record] = replay_text(lines(events))
    assert (result_record.status, result_record.wins, result_record.mismatches) == (
        Status.OK, 9, ())
    last = next(event for event in reversed(events) if event["type"] in ("hora", "ryukyoku"))
    last["scores"] = [0, 0, 0, 0]  # the last hand's scores after it, written wrong
    [wrong] = replay_text(lines(events))
    assert [mismatch.field for mismatch in wrong.mismatches][:1] == ["end_scores"]


def test_a_winning_hand_that_is_not_the_hand_played_is_an_error() -> None:
    events = events_of(RIICHIENV)
    hora = next(event for event in events if event["type"] == "hora")
    hora["hora_tehais"] = ["1m"] * 13
    with pytest.raises(LogError, match="not the tiles played") as caught:
        read_mjai(lines(events))
    assert caught.value.code == "invalid_log"


def test_three_players_in_the_four_seat_shape() -> None:
    """Four names, scores and hands with the fourth empty, kita spelled ``nukidora``."""
    events = events_of(SANMA)
    for event in events:
        if event["type"] == "start_game":
            event["names"].append("")
        elif event["type"] == "start_kyoku":
            event["scores"].append(0)
            event["tehais"].append(["?"] * 13)
        elif event["type"] == "kita":
            event.update(type="nukidora", pai="N")
        elif event["type"] == "hora":
            event["deltas"].append(0)
    [result] = replay_text(lines(events))
    assert (result.status, result.wins, result.mismatches) == (Status.INCOMPLETE, 2, ())
    game = read_mjai(lines(events), partial=True)
    assert game.rules.seats == 3 and game.players == ("A", "B", "C")


def test_a_players_view_is_skipped_as_hidden() -> None:
    [result] = replay_games(str(DATA / "kuikae.mjson"))
    assert (result.status, result.code) == (Status.SKIPPED, "hidden_tiles")
    with pytest.raises(UnsupportedLog) as caught:
        read_mjai((DATA / "kuikae.mjson").read_bytes())
    assert caught.value.code == "hidden_tiles"


def test_red_fives_and_plain_ones() -> None:
    game = read_mjai(RIICHIENV.read_bytes())
    assert game.rules.red_fives == "mps"
    events = events_of(EXCERPT)
    events[0]["aka_flag"] = False
    plain = read_mjai(lines(events), partial=True)
    assert plain.rules.red_fives == ""
    assert not any(tile.red for hand in plain.hands for seat in hand.play.dealt  # type: ignore[union-attr]
                   for tile in seat)


def test_the_length_comes_from_kyoku_first_or_the_rounds() -> None:
    events = events_of(RIICHIENV)
    assert read_mjai(lines(events)).rules.game_length.value == "hanchan"
    events[0]["kyoku_first"] = 4
    assert read_mjai(lines(events)).rules.game_length.value == "tonpuu"
    events = events_of(EXCERPT)
    del events[0]["kyoku_first"]
    assert read_mjai(lines(events), partial=True).rules.game_length.value == "tonpuu"


def test_the_reader_is_detected_and_a_file_of_games_cut_into_them() -> None:
    text = RIICHIENV.read_text(encoding="utf-8").rstrip("\n") + "\n"
    assert read_log(text.encode()).rules.seats == 4
    results = replay_text(text + text, "two.mjson")
    assert [result.file for result in results] == ["two.mjson:1",
                                                  f"two.mjson:{len(text.splitlines()) + 1}"]
    assert all(result.status is Status.OK for result in results)
    as_array = "[" + ",".join(text.splitlines()) + "]"
    assert replay_text(as_array)[0].status is Status.OK
    rows = text.splitlines()
    batched = "".join("[" + ",".join(rows[start:start + 7]) + "]\n"
                      for start in range(0, len(rows), 7))  # mjai.app's batches of events
    assert replay_text(batched)[0].status is Status.OK
    assert MjaiReader.name == "mjai"


def test_a_log_cut_short_is_incomplete() -> None:
    text = RIICHIENV.read_text(encoding="utf-8")
    cut = text[:len(text) // 2]
    [result] = replay_text(cut)
    assert result.status is Status.INCOMPLETE and result.mismatches == ()
    assert result.code == "truncated_log"
    with pytest.raises(LogError) as caught:
        read_mjai(cut)
    assert caught.value.code == "truncated_log"


@pytest.mark.parametrize(("change", "code"), [
    ({"type": "dahai", "actor": 0, "pai": "0m"}, "invalid_tile"),
    ({"type": "fly", "actor": 0}, "invalid_log"),
    ({"type": "dahai", "actor": 7, "pai": "1m"}, "invalid_log"),
    ({"type": "pon", "actor": 1, "target": 1, "pai": "E", "consumed": ["E", "E"]},
     "invalid_meld"),
])
def test_events_that_cannot_be(change: dict[str, Any], code: str) -> None:
    events = events_of(EXCERPT)
    events.insert(3, change)
    with pytest.raises(LogError) as caught:
        read_mjai(lines(events))
    assert caught.value.code == code
    assert "line 4" in caught.value.message


def test_text_that_is_no_mjai_game() -> None:
    with pytest.raises(UnsupportedLog):
        read_mjai('{"type": "none"}\n')


PAIRS = [("ranked_game.json", "tenhou_4p_ranked_excerpt.jsonl", 0),
         ("ranked_game.json", "tenhou_4p_dealer_tsumo_excerpt.jsonl", 1),
         ("confusing_nakis_4.json", "tenhou_4p_honba_kyotaku_excerpt.jsonl", 0)]
"""tenhou.net/6 of mjai-reviewer's test data, and the same hand written as mjai by
mjai-reviewer's converter (RiichiEnv's excerpts)."""

MORTAL = ("type", "actor", "target", "pai", "consumed", "tsumogiri", "deltas", "ura_markers",
          "bakaze", "dora_marker", "kyoku", "honba", "kyotaku", "oya", "scores")
"""The fields of Mortal's events (``libriichi``'s ``event.rs``), which both sides write."""


def core(event: dict[str, Any]) -> dict[str, Any]:
    kept = {key: value for key, value in event.items() if key in MORTAL}
    if "tehais" in event:  # a deal in any order
        kept["tehais"] = [sorted(tiles) for tiles in event["tehais"]]
    if "consumed" in event:
        kept["consumed"] = sorted(event["consumed"])
    return kept


@pytest.mark.parametrize(("tenhou", "mjai", "hand"), PAIRS)
def test_a_tenhou_hand_as_mjai_equals_what_another_converter_wrote(tenhou: str, mjai: str,
                                                                  hand: int) -> None:
    """A hand of Tenhou (East 1 and East 2, a dealer's tsumo, of log
    2019050417gm-0029-0000-4f2a8622, and a Phoenix South 4 with honba, sticks and an open kan)
    written as mjai by mjscore, event by event against the same hand written by
    mjai-reviewer's convlog: every event in the same order (the kan's dora after its
    replacement draw) and every field Mortal reads."""
    game = read_tenhou6((DATA / tenhou).read_bytes(), partial=True)
    every = list(mjai_events(game))
    starts = [i for i, event in enumerate(every) if event["type"] == "start_kyoku"]
    ours = every[starts[hand]:]
    theirs = events_of(DATA / mjai)[1:]
    end = next(i for i, event in enumerate(ours) if event["type"] == "end_kyoku")
    assert [core(event) for event in ours[:end + 1]] == [core(event) for event in theirs[:end + 1]]
    if len(theirs) > end + 1 and theirs[end + 1]["type"] == "start_kyoku":
        assert core(ours[end + 1]) == core(theirs[end + 1])
    text = write_mjai(game)
    assert [json.loads(line) for line in text.splitlines()] == every
    back = read_mjai(text, partial=True)
    assert [hand.play for hand in back.hands] == [hand.play for hand in game.hands]


def test_a_converter_that_counts_the_honba_in_hora_points_differs() -> None:
    """RiichiEnv's South 4 excerpt derives ``hora_points`` from the result's changes, honba
    included (its manifest says so): gimite's field is the value without honba (Tenhou's
    ``ten``), so the one difference is 300 points."""
    [result] = replay_games(str(DATA / "tenhou_4p_honba_kyotaku_excerpt.jsonl"))
    assert [(m.hand, m.field, m.log, m.mjscore) for m in result.mismatches] == [
        ("S4-1", "recorded.value[0]", 4200, 3900)]
