"""A hand before its win: its waits, tenpai discards and furiten.

The package's public names, loaded on first use (PEP 562): importing the package loads none
of its modules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..base import lazy_front

if TYPE_CHECKING:
    from .analysis import (
        DiscardOption,
        Discards,
        Outcome,
        TileWait,
        Waits,
        is_tenpai,
        outcome_record,
        waits,
    )
    from .calls import CALL_SOURCES, CallOption, CallView, call_options, keeps_yaku
    from .discards import DiscardView, analyse, discard_rows, discard_view, tenpai_discards
    from .efficiency import Accepted, DiscardRow, Reached, kinds_in_play
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
    'CALL_SOURCES': 'calls',
    'CallOption': 'calls',
    'CallView': 'calls',
    'call_options': 'calls',
    'keeps_yaku': 'calls',
    'Accepted': 'efficiency',
    'DiscardOption': 'analysis',
    'DiscardRow': 'efficiency',
    'DiscardView': 'discards',
    'Reached': 'efficiency',
    'discard_rows': 'discards',
    'discard_view': 'discards',
    'kinds_in_play': 'efficiency',
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
    'analyse': 'discards',
    'check_waiting_situation': 'furiten',
    'is_tenpai': 'analysis',
    'outcome_record': 'analysis',
    'read_situation': 'furiten',
    'tenpai_discards': 'discards',
    'waits': 'analysis',
}
"""The module of each public name."""

__all__ = [
    'CALL_SOURCES',
    'FURITEN_KEYS',
    'SITUATION_KEYS',
    'WAIT_KEYS',
    'WIN_ONLY_KEYS',
    'Accepted',
    'CallOption',
    'CallView',
    'DiscardOption',
    'DiscardRow',
    'DiscardView',
    'Discards',
    'Furiten',
    'FuritenReason',
    'Outcome',
    'Reached',
    'Table',
    'TileWait',
    'Waits',
    'analyse',
    'call_options',
    'check_waiting_situation',
    'discard_rows',
    'discard_view',
    'is_tenpai',
    'keeps_yaku',
    'kinds_in_play',
    'outcome_record',
    'read_situation',
    'tenpai_discards',
    'waits',
]


__getattr__, __dir__ = lazy_front(__name__, _HOMES, __all__)
