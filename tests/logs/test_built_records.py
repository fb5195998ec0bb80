"""The mjlog reader builds each hand's values (``HandRecord``, ``Written``, ``Play``, every
``Riichi``, ``Win`` and its ``RecordedWin``) and the scan each ``Tag`` with
:func:`mjscore.base.filler`, without their frozen ``__init__`` (issue #31: the reader's share
of replay). Each value of real games, four and three players, is held here to the one
``__init__`` builds of the same fields.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from mjscore.game import HandRecord, Play, RecordedWin, Riichi, Win, Written
from mjscore.logs import read_mjai, read_mjlog_file, read_tenhou6, write_mjai, write_tenhou6
from mjscore.logs.mjlog_xml import Tag, scan_tags
from mjscore.logs.replay import ReplayResult, Status, replay_games

from ..base.test_values import assert_same_value, field_values
from ..support.logdata import RAW_DIR, require_raw

pytestmark = pytest.mark.conformance


def _sample(folder: str, count: int) -> list[Any]:
    files = sorted((RAW_DIR / folder).iterdir())
    return random.Random(31).sample(files, count)


@pytest.mark.parametrize(("folder", "count"), [("tenhou_phoenix_2022", 12),
                                               ("tenhou_phoenix_2022_3p", 6)])
def test_every_hand_of_real_games_is_built_as_init_builds_it(folder: str, count: int) -> None:
    require_raw()
    built = sum(_assert_built_as_init_builds(read_mjlog_file(path).hands)
                for path in _sample(folder, count))
    assert built > count * 5


def test_a_replayed_game_s_result_is_built_as_init_builds_it() -> None:
    require_raw()
    statuses = set()
    for path in _sample("tenhou_phoenix_2022", 8):
        data = path.read_bytes()
        for given in data, data[:len(data) // 2]:  # (the whole game, and a game cut short)
            result = replay_games(str(path), data=given)[0]
            statuses.add(result.status)
            assert_same_value(result, ReplayResult, field_values(result))
    assert statuses == {Status.OK, Status.INCOMPLETE}


def test_every_tag_of_a_real_game_is_built_as_init_builds_it() -> None:
    """A tag holds its attributes in a dict, so it has no hash: the rest of the checks."""
    require_raw()
    [path] = _sample("tenhou_phoenix_2022", 1)
    tags = [item for item in scan_tags(path.read_text(encoding="utf-8"))
            if isinstance(item, Tag)]
    assert len(tags) > 50
    for tag in tags:
        expected = Tag(tag.tag, tag.attrib)
        assert type(tag) is Tag and tag == expected and repr(tag) == repr(expected)
        assert tag.attrib is expected.attrib
        with pytest.raises(dataclasses.FrozenInstanceError):
            tag.tag = "X"
        assert dataclasses.replace(tag) == expected and not hasattr(tag, "__dict__")


def _assert_built_as_init_builds(hands: Any) -> int:
    """Each value of each hand held to ``__init__``; the number of wins seen."""
    wins = 0
    for hand in hands:
        assert_same_value(hand, HandRecord, field_values(hand))
        assert_same_value(hand.written, Written, field_values(hand.written))
        assert hand.play is not None
        assert_same_value(hand.play, Play, field_values(hand.play))
        for event in hand.events:
            if isinstance(event, Riichi):
                assert_same_value(event, Riichi, field_values(event))
            if isinstance(event, Win):
                assert_same_value(event, Win, field_values(event))
                assert event.recorded is not None
                assert_same_value(event.recorded, RecordedWin, field_values(event.recorded))
                wins += 1
    return wins


@pytest.mark.parametrize(("folder", "count"), [("tenhou_phoenix_2022", 8),
                                               ("tenhou_phoenix_2022_3p", 4)])
def test_the_tenhou6_and_mjai_readers_build_each_hand_as_init_builds_it(
        folder: str, count: int) -> None:
    """The tenhou.net/6 and mjai readers build the same values with the same fillers: each
    of real games written in both formats and read back."""
    require_raw()
    wins = 0
    for path in _sample(folder, count):
        game = read_mjlog_file(path)
        for read in (read_tenhou6(write_tenhou6(game)), read_mjai(write_mjai(game))):
            assert len(read.hands) == len(game.hands)
            wins += _assert_built_as_init_builds(read.hands)
    assert wins > count * 10
