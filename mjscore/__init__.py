"""mjscore: score Japanese riichi mahjong hands written in compact notation.

The public names below are loaded on first use (PEP 562), so that ``import mjscore.cli``
and ``mjscore --help`` start without loading the scoring engine.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # where each name of __all__ is defined, for type checkers
    from .base import (
        InvalidHand,
        InvalidSituation,
        MjscoreError,
        NotAWinningHand,
        NoYaku,
        ParseError,
        RulesError,
    )
    from .hand import (
        Hand,
        Meld,
        MeldKind,
        Source,
        Suit,
        Tile,
        WaitingHand,
        Wind,
        dora_indicated_by,
        format_hand,
        format_tiles,
        format_unicode,
        parse_hand,
        parse_tile,
        parse_tiles,
    )
    from .rules import PRESETS, Rules, find_rules
    from .scoring import FuItem, Limit, Payer, Payment, Reading, Score, YakuHit, score, score_hand
    from .situation import Situation, make_situation
    from .waiting import Waits, tenpai_discards, waits
    from .web import serve

__version__ = "0.1.0"

_HOMES = ("base", "hand", "rules", "situation", "scoring", "waiting", "web")
"""The packages whose fronts give the public names, searched in this order (each imports
only those before it) when a name of ``__all__`` is first asked for."""

_SUBMODULES = frozenset(("base", "cli", "formatting", "game", "hand", "logs", "records",
                         "rules", "scoring", "sheet", "situation", "waiting", "web"))
"""The packages, one per layer."""


def __getattr__(name: str) -> Any:
    """Load a public name (or a submodule) the first time it is asked for."""
    if name in __all__:
        for home in _HOMES:
            module = importlib.import_module(f".{home}", __name__)
            if hasattr(module, name):
                value = getattr(module, name)
                globals()[name] = value
                return value
    if name in _SUBMODULES:
        return importlib.import_module(f".{name}", __name__)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})


__all__ = [
    "PRESETS",
    "FuItem",
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
    "Payer",
    "Payment",
    "Reading",
    "Rules",
    "RulesError",
    "Score",
    "Situation",
    "Source",
    "Suit",
    "Tile",
    "WaitingHand",
    "Waits",
    "Wind",
    "YakuHit",
    "__version__",
    "dora_indicated_by",
    "find_rules",
    "format_hand",
    "format_tiles",
    "format_unicode",
    "make_situation",
    "parse_hand",
    "parse_tile",
    "parse_tiles",
    "score",
    "score_hand",
    "serve",
    "tenpai_discards",
    "waits",
]
"""The public names: the one list of them. The imports above tell type checkers where each
is defined (ruff refuses an import missing here and a name here not imported), and
:func:`__getattr__` loads each on first use."""
