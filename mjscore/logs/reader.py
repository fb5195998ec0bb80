"""The game log formats' reader interface: a log file is one item, read into one whole game.

A :class:`GameReader` is a :class:`~mjscore.base.Reader` whose input is one game (an mjlog
document, a tenhou.net/6 log): the stream is one item, read into a :class:`Game` holding the
:class:`~mjscore.game.GameRecord` or the errors met. The formats are listed, in the order
detection asks them, in :data:`mjscore.logs.GAME_READERS`.

Two methods let a format say more, each with a default that a new format need not change:

- :meth:`GameReader.pieces` cuts one file into the games it holds, each a :class:`Piece`
  with where it is in the file (tenhou.net/6 writes one object a file, one a line, or an
  array of them); by default a file is one game;
- :meth:`GameReader.read_partial` reads a log that stops before its end into its complete
  hands (``final`` None, the ``truncated_log`` error in ``GameRecord.errors``); by default
  it is :meth:`GameReader.read_game`, which raises for a cut log.

A :class:`GameStream` is a game read a hand at a time (the mjlog reader's
:func:`~mjscore.logs.mjlog_document.stream_mjlog`, which replay reads a file with), or a
whole game given so (:meth:`GameStream.of`): the replay plays either the same way.
"""

from __future__ import annotations

import abc
import os
from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import BinaryIO, ClassVar, Literal

from ..base import LogError, MjscoreError, Reader, value_class
from ..game import GameRecord, HandRecord


@value_class
class Game:
    """One whole game as read (an mjlog document, a tenhou.net/6 log), with its errors."""

    line: int
    record: GameRecord | None
    errors: tuple[MjscoreError, ...] = ()


@value_class
class Piece:
    """One game of a file as :meth:`GameReader.pieces` cuts it: where it is in the file
    (``""`` for the whole file, ``":3"`` for line 3, ``"[2]"`` for an array's element 2,
    from 0), and its bytes (or the error met cutting it out)."""

    where: str
    data: bytes
    error: MjscoreError | None = None


class GameStream:
    """One game read a hand at a time: :attr:`hands` gives each hand as it is read (and
    raises the reader's errors when it meets them); :meth:`game` is the game as read so
    far, without its hands (its rules and players once the first hand is read, its final
    scores and errors once the last is)."""

    def __init__(self, hands: Iterable[HandRecord], game: Callable[[], GameRecord]) -> None:
        self.hands: Iterator[HandRecord] = iter(hands)
        self._game = game

    def game(self) -> GameRecord:
        """The game as read so far, ``hands`` empty."""
        return self._game()

    @classmethod
    def of(cls, game: GameRecord) -> GameStream:
        """A game read whole, given a hand at a time."""
        bare = replace(game, hands=())
        return cls(game.hands, lambda: bare)


class GameReader(Reader[Game]):
    """A format whose input is one whole game (a log file): the stream is one item."""

    unit: ClassVar[Literal["record", "game", "sheet"]] = "game"

    @classmethod
    def pieces(cls, data: bytes) -> Iterator[Piece]:
        """The games of one file's bytes, in order: the whole file, unless the format has
        shapes that hold several games."""
        yield Piece("", data)

    @classmethod
    def read_partial(cls, data: bytes, *, game_id: str | None = None) -> GameRecord:
        """The game of ``data`` as :meth:`read_game` reads it, except that a log that stops
        before its end gives its complete hands: ``final`` None, and the ``truncated_log``
        error saying where it stopped in ``GameRecord.errors``. A format that cannot tell
        the complete hands of a cut log keeps this default, :meth:`read_game`.

        Raises:
            LogError, UnsupportedLog: as :meth:`read_game`, but not for a log cut short.
        """
        return cls.read_game(data, game_id=game_id)

    def split(self, stream: BinaryIO) -> Iterator[bytes]:
        yield stream.read()

    def read(self, raw: bytes) -> Game:
        try:
            return Game(1, self.read_game(raw))
        except MjscoreError as error:
            return Game(1, None, (error,))

    @staticmethod
    @abc.abstractmethod
    def read_game(data: bytes, *, game_id: str | None = None) -> GameRecord:
        """The game of ``data``; ``game_id`` names it when the log does not.

        Raises:
            LogError, UnsupportedLog: for a broken log or a game mjscore does not play.
        """

    @classmethod
    def read_file(cls, path: str | os.PathLike[str]) -> GameRecord:
        """The game of the file at ``path``, named by the file name without its extensions
        unless the log names it.

        Raises:
            LogError, UnsupportedLog: as :meth:`read_game`, the message naming the file;
                LogError ``invalid_log`` for a file that cannot be read.
        """
        file = Path(path)
        try:
            data = file.read_bytes()
        except OSError as err:
            raise LogError(f"{file}: cannot read the file: {err.strerror or err}",
                           code="invalid_log") from None
        try:
            return cls.read_game(data, game_id=file.name.split(".", 1)[0])
        except MjscoreError as err:
            raise type(err)(f"{file.name}: {err.message}", code=err.code) from None
