"""Game logs: the hand play, Tenhou's lobbies, the mjlog, tenhou.net/6 and mjai readers,
where logs come from (files, directories, archives), and replay.

The package's public names, loaded on first use (PEP 562): importing the package loads none
of its modules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..base import lazy_front

if TYPE_CHECKING:
    from .convert import CONVERT_FORMATS, Converted, convert_logs
    from .formats import GAME_FORMATS, GAME_READERS
    from .lobbies import rules_for_lobby, rules_for_room
    from .mjai import MjaiReader, read_mjai, read_mjai_file
    from .mjai_write import mjai_events, write_mjai
    from .mjlog_document import MjlogReader, read_mjlog, read_mjlog_file
    from .play import HandPlay
    from .reader import Game, GameReader, Piece
    from .replay import read_log, replay_file, replay_games, replay_outputs
    from .replay_result import ReplayResult
    from .sources import MAX_LOG_BYTES, LogSource, inflate, log_sources
    from .tenhou6 import Tenhou6Reader, read_tenhou6, read_tenhou6_file
    from .tenhou6_write import tenhou6_log, write_tenhou6

_HOMES: dict[str, str] = {
    'CONVERT_FORMATS': 'convert',
    'Converted': 'convert',
    'convert_logs': 'convert',
    'tenhou6_log': 'tenhou6_write',
    'write_tenhou6': 'tenhou6_write',
    'GAME_FORMATS': 'formats',
    'GAME_READERS': 'formats',
    'Game': 'reader',
    'GameReader': 'reader',
    'HandPlay': 'play',
    'LogSource': 'sources',
    'MAX_LOG_BYTES': 'sources',
    'MjaiReader': 'mjai',
    'MjlogReader': 'mjlog_document',
    'Piece': 'reader',
    'ReplayResult': 'replay_result',
    'Tenhou6Reader': 'tenhou6',
    'inflate': 'sources',
    'log_sources': 'sources',
    'mjai_events': 'mjai_write',
    'read_log': 'replay',
    'read_mjai': 'mjai',
    'read_mjai_file': 'mjai',
    'read_mjlog': 'mjlog_document',
    'read_mjlog_file': 'mjlog_document',
    'read_tenhou6': 'tenhou6',
    'read_tenhou6_file': 'tenhou6',
    'replay_file': 'replay',
    'replay_games': 'replay',
    'replay_outputs': 'replay',
    'rules_for_lobby': 'lobbies',
    'rules_for_room': 'lobbies',
    'write_mjai': 'mjai_write',
}
"""The module of each public name."""

__all__ = [
    'CONVERT_FORMATS',
    'GAME_FORMATS',
    'GAME_READERS',
    'MAX_LOG_BYTES',
    'Converted',
    'Game',
    'GameReader',
    'HandPlay',
    'LogSource',
    'MjaiReader',
    'MjlogReader',
    'Piece',
    'ReplayResult',
    'Tenhou6Reader',
    'convert_logs',
    'inflate',
    'log_sources',
    'mjai_events',
    'read_log',
    'read_mjai',
    'read_mjai_file',
    'read_mjlog',
    'read_mjlog_file',
    'read_tenhou6',
    'read_tenhou6_file',
    'replay_file',
    'replay_games',
    'replay_outputs',
    'rules_for_lobby',
    'rules_for_room',
    'tenhou6_log',
    'write_mjai',
    'write_tenhou6',
]


__getattr__, __dir__ = lazy_front(__name__, _HOMES, __all__)
