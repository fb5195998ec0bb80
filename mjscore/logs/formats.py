"""The game log formats mjscore reads, in the order detection asks them."""

from __future__ import annotations

from .mjai import MjaiReader
from .mjlog_document import MjlogReader
from .reader import GameReader
from .tenhou6 import Tenhou6Reader

GAME_READERS: tuple[type[GameReader], ...] = (MjlogReader, MjaiReader, Tenhou6Reader)
"""Every game log format (``mjlog``: Tenhou's mjlog XML; ``mjai``: mjai JSON Lines events;
``tenhou6``: tenhou.net/6 JSON), in
the order :func:`~mjscore.base.detect_format` asks them. Asked before the record formats
(``mjscore batch`` tells a log from records), so that a whole JSON document is not taken for
JSON Lines."""

GAME_FORMATS: tuple[str, ...] = tuple(reader.name for reader in GAME_READERS)
"""Their ``--format`` names."""
