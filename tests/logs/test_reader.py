"""The game readers' interface: a log is one item read into one game, a broken log is a game
with its error instead of a traceback, and a file's game is named by its file name."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from mjscore.base import LogError
from mjscore.logs import Game, MjlogReader

from .test_mjlog import DRAW, HEAD, INIT

LOG = (HEAD + INIT + "<T60/><D60/>" + DRAW + "</mjloggm>").encode()
"""A whole game of one hand, drawn."""


def test_a_log_is_one_item_read_into_one_game() -> None:
    (game,) = MjlogReader().items(io.BytesIO(LOG))
    assert isinstance(game, Game) and game.line == 1 and game.errors == ()
    assert game.record is not None and game.record.players == ("a", "b", "c", "d")


def test_a_broken_log_is_a_game_with_its_error_not_a_traceback() -> None:
    (game,) = MjlogReader().items(io.BytesIO(LOG[:-30]))
    assert game.record is None
    assert [error.code for error in game.errors] == ["truncated_log"]


def test_a_file_s_game_is_named_by_the_file_name_without_its_extensions(tmp_path: Path
                                                                       ) -> None:
    path = tmp_path / "2022010101gm-00a9-0000-abcdef01.mjlog.xml"
    path.write_bytes(LOG)
    assert MjlogReader.read_file(path).id == "2022010101gm-00a9-0000-abcdef01"


def test_the_error_of_a_file_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "broken.xml"
    path.write_bytes(LOG[:-30])
    with pytest.raises(LogError, match=r"^broken\.xml: the XML stops before its end") as caught:
        MjlogReader.read_file(path)
    assert caught.value.code == "truncated_log"
    with pytest.raises(LogError, match=r"missing\.xml: cannot read the file") as caught:
        MjlogReader.read_file(tmp_path / "missing.xml")
    assert caught.value.code == "invalid_log"
