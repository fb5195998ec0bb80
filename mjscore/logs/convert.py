"""Convert game logs: every game of every log mjscore reads (mjlog, tenhou.net/6, mjai; files,
directories, archives, standard input), written as mjai events or tenhou.net/6 JSON.

:func:`convert_logs` gives one :class:`Converted` a game, in input order: the game's text in
the format asked, or why there is none (a file that is no game, a broken or cut log). Where
the text goes (a file a game, one file, standard output) is the caller's: ``mjscore convert``
(``docs/replay.md``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from ..base import MjscoreError, UnsupportedLog
from ..game import GameRecord
from .mjai_write import write_mjai
from .replay import game_id_of, reader_of
from .sources import log_sources, read_bounded
from .tenhou6_write import write_tenhou6

CONVERT_FORMATS: dict[str, tuple[Callable[[GameRecord], str], str]] = {
    "mjai": (write_mjai, ".mjson"),
    "tenhou6": (write_tenhou6, ".json"),
}
"""Each output format: its writer and the extension of its files (mjai's ``.mjson``, as
gimite's tools and the converters' datasets name them)."""


@dataclass(frozen=True, slots=True)
class Converted:
    """One game of a log converted (``text``), or why not (``status`` ``skipped`` or
    ``error``, with the error's ``code`` and ``reason``)."""

    source: str
    """The file and where the game is in it (``games.mjson:3``)."""
    game: str | None = None
    """The game's id (a Tenhou log id, the file name)."""
    text: str | None = None
    """The game in the format asked; one line for tenhou.net/6, one event a line for mjai,
    ending with a newline."""
    status: str = "ok"
    code: str | None = None
    reason: str | None = None


def convert_logs(paths: Iterable[str], to: str, *,
                 read_stdin: Callable[[int], bytes] | None = None) -> Iterator[Converted]:
    """Every game of ``paths`` (as :func:`~mjscore.logs.log_sources` walks them) written in
    the format ``to`` (a key of :data:`CONVERT_FORMATS`), in input order. A log cut short is an
    ``error`` (``truncated_log``): a converted game is a whole game."""
    write = CONVERT_FORMATS[to][0]
    for source in log_sources(paths, read_stdin=read_stdin):
        if source.status is not None:
            yield Converted(source.name, status=source.status, code=source.code,
                            reason=source.reason)
            continue
        data = source.data
        try:
            if data is None:
                with open(source.name, "rb") as stream:
                    data = read_bounded(stream)
            reader, data = reader_of(data, False)
            pieces = list(reader.pieces(data))
        except OSError as err:
            yield Converted(source.name, status="error", code="invalid_log",
                            reason=f"cannot read the file: {err.strerror or err}")
            continue
        except MjscoreError as err:
            yield _failed(source.name, err)
            continue
        for piece in pieces:
            where = source.name + piece.where
            try:
                if piece.error is not None:
                    raise piece.error
                game = reader.read_game(piece.data,
                                        game_id=source.game_id or game_id_of(source.name))
                yield Converted(where, game.id, _ended(write(game)))
            except MjscoreError as err:
                yield _failed(where, err)


def _ended(text: str) -> str:
    return text if text.endswith("\n") else text + "\n"


def _failed(where: str, err: MjscoreError) -> Converted:
    status = "skipped" if isinstance(err, UnsupportedLog) else "error"
    return Converted(where, status=status, code=err.code, reason=err.message)
