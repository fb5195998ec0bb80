"""Tiles, melds and hands: the values, the notation read and written, each suit's count tables, and
shanten.

The package's public names, loaded on first use (PEP 562): importing the package loads none
of its modules.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .canonical import read_canonical
    from .gates import HELD_SHIFT, KILLABLE, RUN_RANKS, TRIPLET_SHIFT, Gate, honor_gates, suit_gates
    from .hands import Hand, Meld, MeldKind, Source, find_excess_copy
    from .notation import parse_hand, parse_tile, parse_tile_list, parse_tiles
    from .suits import (
        KAN,
        KANCHAN,
        PAIR,
        PAIR_SIZE,
        PENCHAN,
        RYANMEN,
        SEQ,
        SHANPON,
        SUIT_PARTS,
        TANKI,
        THIRTEEN,
        TRIPLET,
        Part,
        Parts,
        RawSet,
        Split,
        split_waits,
        suit_parts,
        with_melds,
    )
    from .tenpai import shanten, waits_hint, winning_kinds
    from .tiles import (
        CHUN,
        DORA_KIND,
        DRAGON_KINDS,
        FIRST_HONOR,
        HAKU,
        HATSU,
        TERMINAL_OR_HONOR_KINDS,
        TERMINALS_AND_HONORS,
        TILE_BY_TEXT,
        TILE_KINDS,
        WIND_KINDS,
        Suit,
        Tile,
        Wind,
        dora_indicated_by,
    )
    from .waiting import WaitingHand
    from .writer import format_hand, format_tiles, format_unicode, unicode_tile

_HOMES: dict[str, str] = {
    'CHUN': 'tiles',
    'DORA_KIND': 'tiles',
    'DRAGON_KINDS': 'tiles',
    'FIRST_HONOR': 'tiles',
    'Gate': 'gates',
    'HAKU': 'tiles',
    'HATSU': 'tiles',
    'HELD_SHIFT': 'gates',
    'Hand': 'hands',
    'KAN': 'suits',
    'KANCHAN': 'suits',
    'KILLABLE': 'gates',
    'Meld': 'hands',
    'MeldKind': 'hands',
    'PAIR': 'suits',
    'PAIR_SIZE': 'suits',
    'PENCHAN': 'suits',
    'Part': 'suits',
    'Parts': 'suits',
    'RUN_RANKS': 'gates',
    'RYANMEN': 'suits',
    'RawSet': 'suits',
    'SEQ': 'suits',
    'SHANPON': 'suits',
    'SUIT_PARTS': 'suits',
    'Source': 'hands',
    'Split': 'suits',
    'Suit': 'tiles',
    'TANKI': 'suits',
    'TERMINALS_AND_HONORS': 'tiles',
    'TERMINAL_OR_HONOR_KINDS': 'tiles',
    'THIRTEEN': 'suits',
    'TILE_BY_TEXT': 'tiles',
    'TILE_KINDS': 'tiles',
    'TRIPLET': 'suits',
    'TRIPLET_SHIFT': 'gates',
    'Tile': 'tiles',
    'WIND_KINDS': 'tiles',
    'WaitingHand': 'waiting',
    'Wind': 'tiles',
    'dora_indicated_by': 'tiles',
    'find_excess_copy': 'hands',
    'format_hand': 'writer',
    'format_tiles': 'writer',
    'format_unicode': 'writer',
    'honor_gates': 'gates',
    'parse_hand': 'notation',
    'parse_tile': 'notation',
    'parse_tile_list': 'notation',
    'parse_tiles': 'notation',
    'read_canonical': 'canonical',
    'shanten': 'tenpai',
    'split_waits': 'suits',
    'suit_gates': 'gates',
    'suit_parts': 'suits',
    'unicode_tile': 'writer',
    'waits_hint': 'tenpai',
    'winning_kinds': 'tenpai',
    'with_melds': 'suits',
}
"""The module of each public name."""

__all__ = [
    'CHUN',
    'DORA_KIND',
    'DRAGON_KINDS',
    'FIRST_HONOR',
    'HAKU',
    'HATSU',
    'HELD_SHIFT',
    'KAN',
    'KANCHAN',
    'KILLABLE',
    'PAIR',
    'PAIR_SIZE',
    'PENCHAN',
    'RUN_RANKS',
    'RYANMEN',
    'SEQ',
    'SHANPON',
    'SUIT_PARTS',
    'TANKI',
    'TERMINALS_AND_HONORS',
    'TERMINAL_OR_HONOR_KINDS',
    'THIRTEEN',
    'TILE_BY_TEXT',
    'TILE_KINDS',
    'TRIPLET',
    'TRIPLET_SHIFT',
    'WIND_KINDS',
    'Gate',
    'Hand',
    'Meld',
    'MeldKind',
    'Part',
    'Parts',
    'RawSet',
    'Source',
    'Split',
    'Suit',
    'Tile',
    'WaitingHand',
    'Wind',
    'dora_indicated_by',
    'find_excess_copy',
    'format_hand',
    'format_tiles',
    'format_unicode',
    'honor_gates',
    'parse_hand',
    'parse_tile',
    'parse_tile_list',
    'parse_tiles',
    'read_canonical',
    'shanten',
    'split_waits',
    'suit_gates',
    'suit_parts',
    'unicode_tile',
    'waits_hint',
    'winning_kinds',
    'with_melds',
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
