"""mjscore: score Japanese riichi mahjong hands written in compact notation.

The public names below are loaded on first use (PEP 562), so that ``import mjscore.cli``
and ``mjscore --help`` start without loading the scoring engine.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
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
    from .notation import (
        format_hand,
        format_tiles,
        format_unicode,
        parse_hand,
        parse_tile,
        parse_tiles,
    )
    from .rules import PRESETS, Rules, find_rules
    from .scoring import Limit, Payment, Score, YakuHit, score
    from .situation import Situation
    from .tiles import Suit, Tile, Wind, dora_indicated_by

__version__ = "0.1.0"

_EXPORTS: dict[str, str] = {
    **dict.fromkeys(("InvalidHand", "InvalidSituation", "MjscoreError", "NotAWinningHand",
                     "NoYaku", "ParseError", "RulesError"), "errors"),
    **dict.fromkeys(("Hand", "Meld", "MeldKind", "Source"), "hand"),
    **dict.fromkeys(("format_hand", "format_tiles", "format_unicode", "parse_hand",
                     "parse_tile", "parse_tiles"), "notation"),
    **dict.fromkeys(("PRESETS", "Rules", "find_rules"), "rules"),
    **dict.fromkeys(("Limit", "Payment", "Score", "YakuHit", "score"), "scoring"),
    "Situation": "situation",
    **dict.fromkeys(("Suit", "Tile", "Wind", "dora_indicated_by"), "tiles"),
}
"""Each public name and the module that defines it."""

_SUBMODULES = frozenset(("batch", "claims", "cli", "decompose", "errors", "events",
                         "formatting", "fu", "hand", "notation", "rules", "scoring",
                         "sheet", "sheet_json", "sheet_text", "sheet_words", "situation",
                         "tiles", "yaku"))


def __getattr__(name: str) -> Any:
    """Load a public name (or a submodule) the first time it is asked for."""
    if name in _EXPORTS:
        value = getattr(importlib.import_module(f".{_EXPORTS[name]}", __name__), name)
        globals()[name] = value
        return value
    if name in _SUBMODULES:
        return importlib.import_module(f".{name}", __name__)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *_EXPORTS})


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
