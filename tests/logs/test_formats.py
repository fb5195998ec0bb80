"""The game log formats and the order detection asks them."""

from __future__ import annotations

import pytest

from mjscore.base import BatchError, Head, detect_format
from mjscore.logs import GAME_FORMATS, GAME_READERS, GameReader


def test_every_game_format_has_a_reader_of_its_name() -> None:
    assert [(reader.name, reader.unit) for reader in GAME_READERS] == [
        ("mjlog", "game"), ("mjai", "game"), ("tenhou6", "game")]
    assert all(issubclass(reader, GameReader) for reader in GAME_READERS)
    assert GAME_FORMATS == ("mjlog", "mjai", "tenhou6")


@pytest.mark.parametrize(("first", "name"), [
    (b'<mjloggm ver="2.3">', "mjlog"),
    (b'{"title": ["", ""], "name": ["A", "B", "C", "D"], "log": []}', "tenhou6"),
    (b'{"type":"start_game","names":["A","B","C","D"],"kyoku_first":0}', "mjai"),
    (b'{"type": "start_kyoku", "bakaze": "E", "kyoku": 1}', "mjai"),
    (b'[{"type":"start_game","id":0},{"type":"start_kyoku"}]', "mjai"),
])
def test_the_game_readers_tell_their_own_format(first: bytes, name: str) -> None:
    assert detect_format(Head(first), GAME_READERS).name == name


@pytest.mark.parametrize("first", [b'{"hand": "123m456p789s234s1p+1p"}', b"1m --tsumo"])
def test_a_record_to_score_is_no_game_log(first: bytes) -> None:
    with pytest.raises(BatchError, match=r"give --format \(mjlog, mjai, tenhou6\)") as caught:
        detect_format(Head(first), GAME_READERS)
    assert caught.value.code == "unknown_format"
