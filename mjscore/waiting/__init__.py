"""A hand before its win: its waits, tenpai discards and furiten.

The package's public names, loaded on first use (PEP 562): importing the package loads none
of its modules.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .analysis import (
        DiscardOption,
        Discards,
        Outcome,
        TileWait,
        Waits,
        analyse,
        is_tenpai,
        outcome_record,
        tenpai_discards,
        waits,
    )
    from .furiten import (
        FURITEN_KEYS,
        SITUATION_KEYS,
        WAIT_KEYS,
        WIN_ONLY_KEYS,
        Furiten,
        FuritenReason,
        Table,
        check_waiting_situation,
        read_situation,
    )

_HOMES: dict[str, str] = {
    'DiscardOption': 'analysis',
    'Discards': 'analysis',
    'FURITEN_KEYS': 'furiten',
    'Furiten': 'furiten',
    'FuritenReason': 'furiten',
    'Outcome': 'analysis',
    'SITUATION_KEYS': 'furiten',
    'Table': 'furiten',
    'TileWait': 'analysis',
    'WAIT_KEYS': 'furiten',
    'WIN_ONLY_KEYS': 'furiten',
    'Waits': 'analysis',
    'analyse': 'analysis',
    'check_waiting_situation': 'furiten',
    'is_tenpai': 'analysis',
    'outcome_record': 'analysis',
    'read_situation': 'furiten',
    'tenpai_discards': 'analysis',
    'waits': 'analysis',
}
"""The module of each public name."""

__all__ = [
    'FURITEN_KEYS',
    'SITUATION_KEYS',
    'WAIT_KEYS',
    'WIN_ONLY_KEYS',
    'DiscardOption',
    'Discards',
    'Furiten',
    'FuritenReason',
    'Outcome',
    'Table',
    'TileWait',
    'Waits',
    'analyse',
    'check_waiting_situation',
    'is_tenpai',
    'outcome_record',
    'read_situation',
    'tenpai_discards',
    'waits',
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
