"""Game sheets: a whole game written by hand, read from text or JSON Lines, written back, and
played live.

A sheet's lines are read by its syntax (``text``: the text grammar, with ``words`` and
``events``; ``jsonl``: JSON Lines) and strung into games by the one ``assembly`` both
syntaxes feed (:class:`GameAssembly`: headers, hands checked together, the end of each
game). ``reader`` reads a sheet line by line (:class:`SheetReader`, :func:`read_sheet`),
``writer`` and ``jsonl`` write games back, and ``session`` plays a sheet through the game
ledger as it is read (:class:`SheetSession`).

The package's public names, loaded on first use (PEP 562): importing the package loads none
of its modules.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .assembly import PLACEHOLDERS, GameAssembly, HandLine, Names, SheetHeader, check_events
    from .jsonl import write_sheet_jsonl
    from .reader import SheetLine, SheetReader, iter_sheet, read_sheet, read_sheet_jsonl
    from .session import Answer, GameFinished, HandPlayed, LineError, SheetSession
    from .writer import format_rules, write_sheet

_HOMES: dict[str, str] = {
    'Answer': 'session',
    'GameAssembly': 'assembly',
    'GameFinished': 'session',
    'HandLine': 'assembly',
    'HandPlayed': 'session',
    'LineError': 'session',
    'Names': 'assembly',
    'PLACEHOLDERS': 'assembly',
    'SheetHeader': 'assembly',
    'SheetLine': 'reader',
    'SheetReader': 'reader',
    'SheetSession': 'session',
    'check_events': 'assembly',
    'format_rules': 'writer',
    'iter_sheet': 'reader',
    'read_sheet': 'reader',
    'read_sheet_jsonl': 'reader',
    'write_sheet': 'writer',
    'write_sheet_jsonl': 'jsonl',
}
"""The module of each public name."""

__all__ = [
    'PLACEHOLDERS',
    'Answer',
    'GameAssembly',
    'GameFinished',
    'HandLine',
    'HandPlayed',
    'LineError',
    'Names',
    'SheetHeader',
    'SheetLine',
    'SheetReader',
    'SheetSession',
    'check_events',
    'format_rules',
    'iter_sheet',
    'read_sheet',
    'read_sheet_jsonl',
    'write_sheet',
    'write_sheet_jsonl',
]


def __getattr__(name: str) -> Any:
    """Load a public name the first time it is asked for."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{home}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
