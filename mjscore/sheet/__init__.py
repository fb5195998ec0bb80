"""Game sheets: a whole game written by hand, read from text or JSON Lines, written back, and
played live.

A sheet's bytes are cut into lines, each decoded on its own (``lines``:
:func:`sheet_lines`), read by its syntax (``text``: the text grammar, with ``words`` and
``events``; ``jsonl``: JSON Lines) and strung into games by the one ``assembly`` both
syntaxes feed (:class:`GameAssembly`: headers, hands checked together, the end of each
game). ``files`` tells a sheet's file from another command's by its head;
``reader`` reads a sheet line by line (:class:`SheetReader`, :func:`read_sheet`),
``writer`` and ``jsonl`` write games back, and ``session`` plays a sheet through the game
ledger as it is read (:class:`SheetSession`).

The package's public names, loaded on first use (PEP 562): importing the package loads none
of its modules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..base import lazy_front

if TYPE_CHECKING:
    from .assembly import PLACEHOLDERS, GameAssembly, HandLine, Names, SheetHeader, check_events
    from .files import SHEET_READERS, SheetFileReader, records_format
    from .grammar import SHEET_GRAMMAR, SHEET_TOPICS, sheet_help
    from .jsonl import write_sheet_jsonl
    from .lines import MAX_SHEET_LINE_BYTES, line_problem, sheet_lines
    from .reader import SheetLine, SheetReader, iter_sheet, read_sheet, read_sheet_jsonl
    from .session import (
        COMMANDS,
        Answer,
        GameFinished,
        GameOver,
        HandPlayed,
        Help,
        LineError,
        Reply,
        SheetSession,
        Status,
        Undone,
    )
    from .writer import format_rules, write_sheet

_HOMES: dict[str, str] = {
    'MAX_SHEET_LINE_BYTES': 'lines',
    'Answer': 'session',
    'COMMANDS': 'session',
    'GameAssembly': 'assembly',
    'GameFinished': 'session',
    'GameOver': 'session',
    'HandLine': 'assembly',
    'HandPlayed': 'session',
    'Help': 'session',
    'LineError': 'session',
    'Names': 'assembly',
    'PLACEHOLDERS': 'assembly',
    'Reply': 'session',
    'SHEET_GRAMMAR': 'grammar',
    'SHEET_READERS': 'files',
    'SHEET_TOPICS': 'grammar',
    'SheetFileReader': 'files',
    'SheetHeader': 'assembly',
    'SheetLine': 'reader',
    'SheetReader': 'reader',
    'SheetSession': 'session',
    'Status': 'session',
    'Undone': 'session',
    'check_events': 'assembly',
    'format_rules': 'writer',
    'iter_sheet': 'reader',
    'line_problem': 'lines',
    'read_sheet': 'reader',
    'read_sheet_jsonl': 'reader',
    'records_format': 'files',
    'sheet_help': 'grammar',
    'sheet_lines': 'lines',
    'write_sheet': 'writer',
    'write_sheet_jsonl': 'jsonl',
}
"""The module of each public name."""

__all__ = [
    'COMMANDS',
    'MAX_SHEET_LINE_BYTES',
    'PLACEHOLDERS',
    'SHEET_GRAMMAR',
    'SHEET_READERS',
    'SHEET_TOPICS',
    'Answer',
    'GameAssembly',
    'GameFinished',
    'GameOver',
    'HandLine',
    'HandPlayed',
    'Help',
    'LineError',
    'Names',
    'Reply',
    'SheetFileReader',
    'SheetHeader',
    'SheetLine',
    'SheetReader',
    'SheetSession',
    'Status',
    'Undone',
    'check_events',
    'format_rules',
    'iter_sheet',
    'line_problem',
    'read_sheet',
    'read_sheet_jsonl',
    'records_format',
    'sheet_help',
    'sheet_lines',
    'write_sheet',
    'write_sheet_jsonl',
]


__getattr__, __dir__ = lazy_front(__name__, _HOMES, __all__)
