"""mjscore: score Japanese riichi mahjong hands written in compact notation."""

from __future__ import annotations

from .errors import (
    InvalidHand,
    InvalidSituation,
    MjscoreError,
    NotAWinningHand,
    NoYaku,
    ParseError,
    RulesError,
)
from .hand import Hand, Meld, MeldKind, Source
from .notation import format_hand, format_tiles, format_unicode, parse_hand, parse_tile, parse_tiles
from .tiles import Suit, Tile, Wind, dora_indicated_by

__version__ = "0.1.0"

__all__ = [
    "Hand",
    "InvalidHand",
    "InvalidSituation",
    "Meld",
    "MeldKind",
    "MjscoreError",
    "NoYaku",
    "NotAWinningHand",
    "ParseError",
    "RulesError",
    "Source",
    "Suit",
    "Tile",
    "Wind",
    "__version__",
    "dora_indicated_by",
    "format_hand",
    "format_tiles",
    "format_unicode",
    "parse_hand",
    "parse_tile",
    "parse_tiles",
]
