"""Whole games: the events, how a game moves on, the payouts, the ledger and its state, standings
and what each player needs.

The package's public names, loaded on first use (PEP 562): importing the package loads none
of its modules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..base import lazy_front

if TYPE_CHECKING:
    from .events import (
        MOVE_KINDS,
        WIN_FLAGS,
        AbortiveDraw,
        AbortKind,
        Adjustment,
        Chombo,
        Event,
        ExhaustiveDraw,
        FinalRecord,
        FoulPenalty,
        GameEnd,
        GameRecord,
        HandLabel,
        HandRecord,
        MinorFoul,
        Move,
        Play,
        RecordedWin,
        Riichi,
        Scores,
        Win,
        Written,
        as_scores,
    )
    from .hands import HandOutcome
    from .ledger import play_events, play_hand
    from .payouts import CLAIM_READINGS
    from .report import GameReport, play_game, play_hands
    from .standings import GameResult, Standing, finish, league_table, result_of_record
    from .state import GameState, Mismatch, Sticks, Summary
    from .targets import PlayerNeeds, Way, needs

_HOMES: dict[str, str] = {
    'CLAIM_READINGS': 'payouts',
    'AbortKind': 'events',
    'AbortiveDraw': 'events',
    'Adjustment': 'events',
    'Chombo': 'events',
    'Event': 'events',
    'ExhaustiveDraw': 'events',
    'FinalRecord': 'events',
    'FoulPenalty': 'events',
    'GameEnd': 'events',
    'GameRecord': 'events',
    'GameReport': 'report',
    'GameResult': 'standings',
    'GameState': 'state',
    'HandLabel': 'events',
    'HandOutcome': 'hands',
    'HandRecord': 'events',
    'MOVE_KINDS': 'events',
    'Move': 'events',
    'Play': 'events',
    'MinorFoul': 'events',
    'Mismatch': 'state',
    'PlayerNeeds': 'targets',
    'RecordedWin': 'events',
    'Riichi': 'events',
    'Scores': 'events',
    'Standing': 'standings',
    'Sticks': 'state',
    'Summary': 'state',
    'WIN_FLAGS': 'events',
    'Way': 'targets',
    'Win': 'events',
    'Written': 'events',
    'as_scores': 'events',
    'finish': 'standings',
    'league_table': 'standings',
    'needs': 'targets',
    'play_events': 'ledger',
    'play_game': 'report',
    'play_hands': 'report',
    'play_hand': 'ledger',
    'result_of_record': 'standings',
}
"""The module of each public name."""

__all__ = [
    'CLAIM_READINGS',
    'MOVE_KINDS',
    'WIN_FLAGS',
    'AbortKind',
    'AbortiveDraw',
    'Adjustment',
    'Chombo',
    'Event',
    'ExhaustiveDraw',
    'FinalRecord',
    'FoulPenalty',
    'GameEnd',
    'GameRecord',
    'GameReport',
    'GameResult',
    'GameState',
    'HandLabel',
    'HandOutcome',
    'HandRecord',
    'MinorFoul',
    'Mismatch',
    'Move',
    'Play',
    'PlayerNeeds',
    'RecordedWin',
    'Riichi',
    'Scores',
    'Standing',
    'Sticks',
    'Summary',
    'Way',
    'Win',
    'Written',
    'as_scores',
    'finish',
    'league_table',
    'needs',
    'play_events',
    'play_game',
    'play_hand',
    'play_hands',
    'result_of_record',
]


__getattr__, __dir__ = lazy_front(__name__, _HOMES, __all__)
