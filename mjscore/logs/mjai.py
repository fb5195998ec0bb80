"""Read an mjai game log (JSON Lines events) into a :class:`~mjscore.game.GameRecord`.

mjai is the event stream of the AI tools (gimite's mjai server, Mortal, mjai-reviewer,
akochan, mjai.app): one JSON object an event, ``start_game``, then per hand
``start_kyoku``, the play (``tsumo``, ``dahai``, ``chi``, ``pon``, ``daiminkan``, ``kakan``,
``ankan``, ``dora``, ``reach``, ``reach_accepted``; three players ``nukidora`` or ``kita``),
the result (``hora``, one per winner, or ``ryukyoku``) and ``end_kyoku``, and
``end_game``. There is no single specification: ``docs/replay.md`` lists the dialects read
and their sources. What a dialect gives is read and checked, what it leaves out is derived:

- Mortal's ``libriichi``: ``start_kyoku`` with ``scores``; ``hora`` and ``ryukyoku`` with
  ``deltas`` (each win's score changes, sticks included, riichi deposits not), ``hora``
  with ``ura_markers``; ``dahai`` with ``tsumogiri``; no ``reason`` of a draw;
- gimite's original (its Tenhou archive converter): ``hora`` with ``pai``,
  ``hora_tehais``, ``uradora_markers``, ``fu``, ``fan``, ``hora_points`` (the value without
  honba and sticks), ``deltas`` and ``scores`` (after the win); ``ryukyoku`` with its
  ``reason`` (``fanpai`` … ), ``deltas`` and ``scores``; ``start_kyoku`` perhaps with only
  ``oya``, ``dora_marker`` and ``tehais``;
- mjai-reviewer's and akochan's ``start_game`` fields ``kyoku_first`` (0 a hanchan, 4 an
  East-only game) and ``aka_flag`` (red fives).

Every hand is played draw by draw through :class:`~mjscore.logs.HandPlay`, as the Tenhou
readers do: each win's hand and flags come from the play, never from the log's values, which
go only into the win's :class:`~mjscore.game.RecordedWin` for the replay to check. A file may
hold several games (each from its ``start_game``): :meth:`MjaiReader.pieces` cuts them.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator, Mapping
from itertools import repeat
from typing import Any

from ..base import Head, LogError, MjscoreError, UnsupportedLog
from ..game import GameRecord
from .mjai_play import GameEvents, MjaiGame
from .reader import GameReader, Piece

__all__ = ["MjaiReader", "read_mjai", "read_mjai_file"]


def read_mjai_file(path: str | os.PathLike[str]) -> GameRecord:
    """Read the mjai file at ``path`` (its first game); the game's id is the file name
    without its extensions.

    Raises:
        LogError, UnsupportedLog: as :func:`read_mjai`, the message naming the file.
    """
    return MjaiReader.read_file(path)


def read_mjai(data: bytes | str, *, game_id: str | None = None,
              partial: bool = False) -> GameRecord:
    """Read one game from mjai JSON Lines (or a JSON array of events, or lines that are
    arrays of events, as mjai.app batches them).

    With ``partial``, a game that stops before its end (a hand without its result or its
    ``end_kyoku``, no ``end_game``, a last line cut short) gives its complete hands,
    ``final`` None, and the ``truncated_log`` error in :attr:`GameRecord.errors`.

    Raises:
        UnsupportedLog: ``unsupported_log`` for text that is no mjai game, ``hidden_tiles``
            for a player's view of a game (other hands written ``?``), which cannot be
            followed.
        LogError: ``truncated_log`` for a game cut short (unless ``partial``); ``invalid_log``,
            ``invalid_tile``, ``invalid_meld`` for what cannot be, each message naming the
            line and the event.
    """
    events, cut = _events(data, partial)
    if not any(event.get("type") in ("start_game", "start_kyoku") for _, event in events):
        raise UnsupportedLog("not an mjai game: no start_game or start_kyoku event",
                             code="unsupported_log")
    return MjaiGame(GameEvents(events, cut), game_id, partial).read()


def _text(data: bytes | str) -> str:
    if isinstance(data, str):
        return data
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise UnsupportedLog("not an mjai game: the file is not UTF-8 text",
                             code="unsupported_log") from None


def _events(data: bytes | str, partial: bool) -> tuple[list[tuple[int, Mapping[str, Any]]],
                                                       str | None]:
    """The events with their line numbers, and where the text was cut (a last line that is
    no whole JSON object), if it was."""
    text = _text(data)
    stripped = text.lstrip()
    if stripped.startswith("[") and "\n[" not in stripped.rstrip():
        try:
            values = json.loads(stripped)
        except json.JSONDecodeError as err:
            code = "truncated_log" if err.pos >= len(stripped.rstrip()) else "invalid_log"
            raise LogError(f"the JSON array is broken at line {err.lineno}, column "
                           f"{err.colno}: {err.msg}", code=code) from None
        except RecursionError:
            raise LogError("the JSON is nested too deeply", code="invalid_log") from None
        if not isinstance(values, list) or not all(isinstance(v, dict) for v in values):
            raise UnsupportedLog("not an mjai game: an array of something else than events",
                                 code="unsupported_log")
        return [(index + 1, value) for index, value in enumerate(values)], None
    cleaned = [line.strip() for line in text.split("\n")]  # (each line stripped once)
    kept = [line for line in cleaned if line and line[0] != "#"]
    try:  # every line at once, the quick way; line by line for where an error is
        values = json.loads("[" + ",".join(kept) + "]")
    except (json.JSONDecodeError, RecursionError):
        values = None
    if isinstance(values, list) and all(map(isinstance, values, repeat(dict))):
        numbers = [number for number, line in enumerate(cleaned, 1) if line and line[0] != "#"]
        return list(zip(numbers, values, strict=True)), None
    lines = [(number, line) for number, line in enumerate(cleaned, 1)
             if line and line[0] != "#"]
    events: list[tuple[int, Mapping[str, Any]]] = []
    for position, (number, line) in enumerate(lines):
        try:
            value = json.loads(line)
        except (json.JSONDecodeError, RecursionError) as err:
            last = position == len(lines) - 1
            if last and not text.rstrip().endswith("}"):
                cut = f"line {number} stops before its end"
                if not partial:
                    raise LogError(f"the game stops before its end: {cut}",
                                   code="truncated_log") from None
                return events, cut
            raise LogError(f"line {number} is no JSON object: {err}",
                           code="invalid_log") from None
        if isinstance(value, list) and all(isinstance(item, dict) for item in value):
            events.extend((number, item) for item in value)  # mjai.app: a line of events
            continue
        if not isinstance(value, dict):  # (JSON's objects: the cheaper test than Mapping)
            raise LogError(f"line {number} is no JSON object: {line[:40]!r}",
                           code="invalid_log")
        events.append((number, value))
    return events, None


_EVENT = re.compile(rb'"type"\s*:\s*"(start_game|start_kyoku|tsumo|dahai|end_kyoku|end_game)"')


_START_GAME = re.compile(r'"type"\s*:\s*"start_game"')


class MjaiReader(GameReader):
    """The ``mjai`` input format (:mod:`mjscore.base.readers`): JSON Lines of mjai events,
    or a JSON array of them."""

    name = "mjai"

    @classmethod
    def detect(cls, head: Head) -> bool:
        """A first line that is an mjai event (``{"type":"start_game"…``), or an array
        that opens with one."""
        line = head.line
        if not line.startswith((b"{", b"[")):
            return False
        return _EVENT.search(line[:200]) is not None

    @staticmethod
    def read_game(data: bytes, *, game_id: str | None = None) -> GameRecord:
        return read_mjai(data, game_id=game_id)

    @classmethod
    def read_partial(cls, data: bytes, *, game_id: str | None = None) -> GameRecord:
        return read_mjai(data, game_id=game_id, partial=True)

    @classmethod
    def pieces(cls, data: bytes) -> Iterator[Piece]:
        """One piece a game: a file of several ``start_game`` lines is cut before each
        (``:N`` for the game whose ``start_game`` is on line ``N``); a file of one game
        (or of hands without a ``start_game``) is one piece."""
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            yield Piece("", data)
            return
        if text.lstrip().startswith("["):
            yield Piece("", data)
            return
        if text.count('"start_game"') < 2:  # (no second line could start a game)
            yield Piece("", data)
            return
        lines = text.split("\n")
        starts = [number for number, line in enumerate(lines) if _START_GAME.search(line)]
        if len(starts) < 2:
            yield Piece("", data)
            return
        bounds = [0 if index == 0 else start for index, start in enumerate(starts)]
        for index, start in enumerate(bounds):
            end = bounds[index + 1] if index + 1 < len(bounds) else len(lines)
            body = "\n".join(lines[start:end])
            try:
                yield Piece(f":{starts[index] + 1}", body.encode("utf-8"))
            except MjscoreError as err:  # pragma: no cover - encoding str back cannot fail
                yield Piece(f":{starts[index] + 1}", b"", err)
