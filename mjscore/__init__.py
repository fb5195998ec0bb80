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
from .rules import PRESETS, Rules, find_rules
from .scoring import Limit, Payment, Score, YakuHit, score
from .situation import Situation
from .tiles import Suit, Tile, Wind, dora_indicated_by

__version__ = "0.1.0"

__all__ = [
    "PRESETS",
    "Hand",
    "InvalidHand",
    "InvalidSituation",
    "Limit",
    "Meld",
    "MeldKind",
    "MjscoreError",
    "NoYaku",
    "NotAWinningHand",
    "ParseError",
    "Payment",
    "Rules",
    "RulesError",
    "Score",
    "Situation",
    "Source",
    "Suit",
    "Tile",
    "Wind",
    "YakuHit",
    "__version__",
    "dora_indicated_by",
    "find_rules",
    "format_hand",
    "format_tiles",
    "format_unicode",
    "parse_hand",
    "parse_tile",
    "parse_tiles",
    "score",
]
