"""One hand scored: its readings, facts, yaku, fu, points, the score and its JSON, claims and the
words shown.

The package's public names, loaded on first use (PEP 562): importing the package loads none
of its modules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..base import lazy_front

if TYPE_CHECKING:
    from .claims import Claim, check_claim, parse_claim
    from .decompose import Block, Reading, SetKind, Shape, Wait, raw_readings
    from .fu import FuItem
    from .json_text import reading_record, score_json
    from .names import YAKU_NAMES, YAKU_RULES, lookup_yaku, name_key, nearest_yaku, yaku_ids
    from .points import (
        Limit,
        Payer,
        Payment,
        basic_points,
        hand_value,
        payment_table,
        tsumo_shares,
    )
    from .scorer import Score, YakuHit, kita_dora, kita_han, score, score_hand, score_readings
    from .slips import MeldReading, WinChoice, meld_reading, win_choices
    from .table import HandValue, PointsRow, look_up, points_table
    from .words import (
        ABORT_WORDS,
        END_WORDS,
        FIELD_WORDS,
        FOUL_WORDS,
        LEDGER_WORDS,
        ROLE_WORDS,
        SEAT_NAMES,
        SEAT_WORDS,
        WAIT_WORDS,
        fu_item_words,
        game_word,
        grade_words,
        han_fu_words,
        ledger_words,
        limit_words,
        pick,
        waits_word,
        word,
        yakuman_words,
    )
    from .yaku import DORA_NAMES, ROMAJI, YAKU, YAKU_BY_ID

_HOMES: dict[str, str] = {
    'ABORT_WORDS': 'words',
    'FIELD_WORDS': 'words',
    'FOUL_WORDS': 'words',
    'LEDGER_WORDS': 'words',
    'Block': 'decompose',
    'Claim': 'claims',
    'DORA_NAMES': 'yaku',
    'END_WORDS': 'words',
    'FuItem': 'fu',
    'HandValue': 'table',
    'Limit': 'points',
    'MeldReading': 'slips',
    'Payer': 'points',
    'Payment': 'points',
    'PointsRow': 'table',
    'ROLE_WORDS': 'words',
    'ROMAJI': 'yaku',
    'Reading': 'decompose',
    'SEAT_NAMES': 'words',
    'SEAT_WORDS': 'words',
    'Score': 'scorer',
    'SetKind': 'decompose',
    'Shape': 'decompose',
    'WAIT_WORDS': 'words',
    'Wait': 'decompose',
    'WinChoice': 'slips',
    'YAKU': 'yaku',
    'YAKU_BY_ID': 'yaku',
    'YAKU_NAMES': 'names',
    'YAKU_RULES': 'names',
    'YakuHit': 'scorer',
    'basic_points': 'points',
    'check_claim': 'claims',
    'fu_item_words': 'words',
    'game_word': 'words',
    'grade_words': 'words',
    'han_fu_words': 'words',
    'ledger_words': 'words',
    'hand_value': 'points',
    'kita_dora': 'scorer',
    'kita_han': 'scorer',
    'limit_words': 'words',
    'look_up': 'table',
    'lookup_yaku': 'names',
    'meld_reading': 'slips',
    'name_key': 'names',
    'nearest_yaku': 'names',
    'parse_claim': 'claims',
    'payment_table': 'points',
    'tsumo_shares': 'points',
    'pick': 'words',
    'points_table': 'table',
    'raw_readings': 'decompose',
    'reading_record': 'json_text',
    'score': 'scorer',
    'score_hand': 'scorer',
    'score_json': 'json_text',
    'score_readings': 'scorer',
    'waits_word': 'words',
    'win_choices': 'slips',
    'word': 'words',
    'yaku_ids': 'names',
    'yakuman_words': 'words',
}
"""The module of each public name."""

__all__ = [
    'ABORT_WORDS',
    'DORA_NAMES',
    'END_WORDS',
    'FIELD_WORDS',
    'FOUL_WORDS',
    'LEDGER_WORDS',
    'ROLE_WORDS',
    'ROMAJI',
    'SEAT_NAMES',
    'SEAT_WORDS',
    'WAIT_WORDS',
    'YAKU',
    'YAKU_BY_ID',
    'YAKU_NAMES',
    'YAKU_RULES',
    'Block',
    'Claim',
    'FuItem',
    'HandValue',
    'Limit',
    'MeldReading',
    'Payer',
    'Payment',
    'PointsRow',
    'Reading',
    'Score',
    'SetKind',
    'Shape',
    'Wait',
    'WinChoice',
    'YakuHit',
    'basic_points',
    'check_claim',
    'fu_item_words',
    'game_word',
    'grade_words',
    'han_fu_words',
    'hand_value',
    'kita_dora',
    'kita_han',
    'ledger_words',
    'limit_words',
    'look_up',
    'lookup_yaku',
    'meld_reading',
    'name_key',
    'nearest_yaku',
    'parse_claim',
    'payment_table',
    'pick',
    'points_table',
    'raw_readings',
    'reading_record',
    'score',
    'score_hand',
    'score_json',
    'score_readings',
    'tsumo_shares',
    'waits_word',
    'win_choices',
    'word',
    'yaku_ids',
    'yakuman_words',
]


__getattr__, __dir__ = lazy_front(__name__, _HOMES, __all__)
