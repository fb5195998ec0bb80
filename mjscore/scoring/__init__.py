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
    from .points import (
        HandValue,
        Limit,
        Payer,
        Payment,
        PointsRow,
        basic_points,
        hand_value,
        look_up,
        payment_table,
        points_table,
        tsumo_shares,
    )
    from .scorer import Score, YakuHit, kita_dora, kita_han, score, score_hand, score_readings
    from .words import (
        END_WORDS,
        ROLE_WORDS,
        SEAT_NAMES,
        SEAT_WORDS,
        WAIT_WORDS,
        fu_item_words,
        game_word,
        limit_words,
        pick,
        waits_word,
        word,
        yakuman_words,
    )
    from .yaku import DORA_NAMES, ROMAJI, YAKU, YAKU_BY_ID

_HOMES: dict[str, str] = {
    'Block': 'decompose',
    'Claim': 'claims',
    'DORA_NAMES': 'yaku',
    'END_WORDS': 'words',
    'FuItem': 'fu',
    'HandValue': 'points',
    'Limit': 'points',
    'Payer': 'points',
    'Payment': 'points',
    'PointsRow': 'points',
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
    'YAKU': 'yaku',
    'YAKU_BY_ID': 'yaku',
    'YakuHit': 'scorer',
    'basic_points': 'points',
    'check_claim': 'claims',
    'fu_item_words': 'words',
    'game_word': 'words',
    'hand_value': 'points',
    'kita_dora': 'scorer',
    'kita_han': 'scorer',
    'limit_words': 'words',
    'look_up': 'points',
    'parse_claim': 'claims',
    'payment_table': 'points',
    'tsumo_shares': 'points',
    'pick': 'words',
    'points_table': 'points',
    'raw_readings': 'decompose',
    'reading_record': 'json_text',
    'score': 'scorer',
    'score_hand': 'scorer',
    'score_json': 'json_text',
    'score_readings': 'scorer',
    'waits_word': 'words',
    'word': 'words',
    'yakuman_words': 'words',
}
"""The module of each public name."""

__all__ = [
    'DORA_NAMES',
    'END_WORDS',
    'ROLE_WORDS',
    'ROMAJI',
    'SEAT_NAMES',
    'SEAT_WORDS',
    'WAIT_WORDS',
    'YAKU',
    'YAKU_BY_ID',
    'Block',
    'Claim',
    'FuItem',
    'HandValue',
    'Limit',
    'Payer',
    'Payment',
    'PointsRow',
    'Reading',
    'Score',
    'SetKind',
    'Shape',
    'Wait',
    'YakuHit',
    'basic_points',
    'check_claim',
    'fu_item_words',
    'game_word',
    'hand_value',
    'kita_dora',
    'kita_han',
    'limit_words',
    'look_up',
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
    'word',
    'yakuman_words',
]


__getattr__, __dir__ = lazy_front(__name__, _HOMES, __all__)
