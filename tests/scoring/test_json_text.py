"""A score written as JSON text, from its parts: exactly what ``json.dumps`` writes of the
score's record (``Score.as_record``), and of each reading's record, on chosen hands, on
every real hand and on Hypothesis hands."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import mjscore
from mjscore import MjscoreError, Score
from mjscore.scoring import score_json

from ..support.casedata import CASE_SETS, hand_text, iter_cases, situation
from ..support.strategies import Deal, deals, hypothesis_settings


@pytest.mark.parametrize(("hand", "situation_values"), [
    ("19m19p19s1234567z+1z", {"seat": "S", "honba": 1, "sticks": 2}),  # yakuman, deposits
    ("123m406p789s1z+1z (2222s)", {"riichi": True, "tsumo": True, "dora": ["4p"]}),
    ("234m567p8s+8s [456s] [777z]", {"seat": "S", "discarder": "N", "dora": ["3m"]}),
    ("1122m3344p5566s7z+7z", {"riichi": True, "ura": ["6z"]}),  # seven pairs, 25 fu
], ids=["kokushi-with-deposits", "closed-kan-red-five", "open-ron", "seven-pairs"])
def test_the_json_text_is_what_json_writes_of_the_record(
        hand: str, situation_values: dict[str, Any]) -> None:
    result = mjscore.score(hand, **situation_values)
    assert result.as_json() == json.dumps(result.as_record(), ensure_ascii=False)


def test_a_head_given_takes_the_place_of_the_opening_brace() -> None:
    result = mjscore.score("19m19p19s1234567z+1z", seat="S")
    text = score_json(result, '{"line": 3, "ok": true, ')
    assert json.loads(text) == {"line": 3, "ok": True, **result.as_record()}
    assert text == '{"line": 3, "ok": true, ' + result.as_json()[1:]


@hypothesis_settings(150)
@given(deals())
def test_the_json_text_is_the_record_as_json_writes_it(deal: Deal) -> None:
    try:
        result = mjscore.score(deal.hand, rules=deal.rules, **deal.situation)
    except MjscoreError:
        result = None
    assume(isinstance(result, Score))
    assert isinstance(result, Score)
    assert result.as_json() == json.dumps(result.as_record(), ensure_ascii=False)


def test_the_json_text_of_the_real_hands_is_the_record_as_json_writes_it() -> None:
    """Blocks are shared and keep their JSON text once written: every later writing of a
    block, in any reading, must still be what the encoder writes."""
    for _ in range(2):  # the second time, every block's text is the one kept
        for name in CASE_SETS:
            for case in iter_cases(name):
                result = mjscore.score(hand_text(case), **situation(case))
                assert result.as_json() == json.dumps(result.as_record(), ensure_ascii=False)


def test_the_json_text_of_every_reading_of_the_real_hands_is_its_record() -> None:
    # score_json._reading_json writes the reading's text from its blocks, not by str(reading):
    # every reading of every real hand, not only the best, is written as json.dumps would.
    from json.encoder import encode_basestring

    from mjscore.hand import parse_hand
    from mjscore.scoring import reading_record
    from mjscore.scoring.decompose import readings
    from mjscore.scoring.json_text import _reading_json

    for name in CASE_SETS:
        for case in iter_cases(name):
            for reading in readings(parse_hand(hand_text(case))):
                assert (_reading_json(reading, encode_basestring)
                        == json.dumps(reading_record(reading), ensure_ascii=False))


@settings(max_examples=200, deadline=None, derandomize=True)
@given(st.data())
def test_the_json_text_of_random_hands_is_the_record_as_json_writes_it(
        data: st.DataObject) -> None:
    from json.encoder import encode_basestring

    from mjscore.hand import TILE_BY_TEXT
    from mjscore.scoring import raw_readings, reading_record
    from mjscore.scoring.decompose import describe
    from mjscore.scoring.json_text import _TILE_TEXT, _reading_json

    from ..support.strategies import winning_hands

    hand = data.draw(winning_hands())
    for raw in raw_readings(hand):
        for ron in (False, True):
            reading = describe(raw, hand.win_tile, ron=ron)
            assert (_reading_json(reading, encode_basestring)
                    == json.dumps(reading_record(reading), ensure_ascii=False))
    assert all(_TILE_TEXT[tile.order] == text for text, tile in TILE_BY_TEXT.items())


def _raw_reading_json_is_the_reading_s(hand: Any) -> None:
    """score_json._raw_reading_json (from the engine reading) writes, for a ron and a tsumo,
    what _reading_json writes of the public reading, and what json.dumps writes of its
    record."""
    from json.encoder import encode_basestring

    from mjscore.scoring import raw_readings, reading_record
    from mjscore.scoring.decompose import describe
    from mjscore.scoring.json_text import _raw_reading_json, _reading_json

    for raw in raw_readings(hand):
        for ron in (False, True):
            reading = describe(raw, hand.win_tile, ron=ron)
            expected = json.dumps(reading_record(reading), ensure_ascii=False)
            assert _reading_json(reading, encode_basestring) == expected
            assert _raw_reading_json(raw, hand.win_tile.kind, ron) == expected


def test_the_json_of_every_engine_reading_of_the_real_hands_is_its_record() -> None:
    from mjscore.hand import parse_hand

    for name in CASE_SETS:
        for case in iter_cases(name):
            _raw_reading_json_is_the_reading_s(parse_hand(hand_text(case)))


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.data())
def test_the_json_of_the_engine_readings_of_random_hands_is_their_record(
        data: st.DataObject) -> None:
    from ..support.strategies import winning_hands

    _raw_reading_json_is_the_reading_s(data.draw(winning_hands()))
