"""mjscore: score Japanese riichi mahjong hands written in compact notation.

The public names below are loaded on first use (PEP 562), so that ``import mjscore.cli``
and ``mjscore --help`` start without loading the scoring engine.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # where each name of __all__ is defined, for type checkers
    from .decompose import Reading
    from .errors import (
        InvalidHand,
        InvalidSituation,
        MjscoreError,
        NotAWinningHand,
        NoYaku,
        ParseError,
        RulesError,
    )
    from .fu import FuItem
    from .hand import Hand, Meld, MeldKind, Source
    from .notation import parse_hand, parse_tile, parse_tiles
    from .notation_writer import format_hand, format_tiles, format_unicode
    from .points import Payer
    from .rules import PRESETS, Rules, find_rules
    from .scoring import Limit, Payment, Score, YakuHit, score, score_hand
    from .situation import Situation, make_situation
    from .tiles import Suit, Tile, Wind, dora_indicated_by
    from .waiting import Waits, tenpai_discards, waits
    from .waiting_hand import WaitingHand

__version__ = "0.1.0"

_HOMES = ("errors", "tiles", "hand", "notation_writer", "notation", "rules", "situation",
          "points", "decompose", "fu", "scoring", "waiting_hand", "waiting")
"""The modules that define the public names, searched in this order (each imports only
those before it) when a name of ``__all__`` is first asked for."""

_SUBMODULES = frozenset(("arglines", "batch", "citations", "claims", "cli", "csvsheet",
                         "decompose", "errors", "events", "facts", "formatting", "fu", "furiten",
                         "game_flow", "gates", "hand", "jsonl", "ledger", "lobbies", "logplay",
                         "mjlog", "mjlog_codes", "needs", "notation", "notation_canonical",
                         "notation_writer", "parallel", "payouts", "points", "preset_citations",
                         "presets", "readers", "replay", "rule_fields", "rulebook", "rules",
                         "score_json", "scoring", "session", "shanten", "sheet", "sheet_events",
                         "sheet_json", "sheet_text", "sheet_words", "sheet_writer", "situation",
                         "situation_checks", "standings", "tenhou6", "tenhou6_play", "tiles",
                         "values", "waiting", "waiting_hand", "winpay", "words", "yaku"))


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
    "tenpai_discards",
    "waits",
]
"""The public names: the one list of them. The imports above tell type checkers where each
is defined (ruff refuses an import missing here and a name here not imported), and
:func:`__getattr__` loads each on first use."""
