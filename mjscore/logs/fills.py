"""The values every log reader builds for every hand, built without their frozen
``__init__`` (:func:`~mjscore.base.filler`): each takes every field, in field order.

The mjlog, tenhou.net/6 and mjai readers make a :class:`~mjscore.game.HandRecord` with its
:class:`~mjscore.game.Written` and :class:`~mjscore.game.Play` for each hand (the mjlog
reader a :class:`~mjscore.game.Riichi` for each riichi too), and a
:class:`~mjscore.game.Win` with its :class:`~mjscore.game.RecordedWin` for each win: a
replay makes tens of thousands. ``tests/logs/test_built_records.py`` holds what each reader
builds to what ``__init__`` builds.
"""

from __future__ import annotations

from ..base import filler
from ..game import HandRecord, Play, RecordedWin, Riichi, Win, Written

__all__ = ["HAND_RECORD", "PLAY", "RECORDED_WIN", "RIICHI", "WIN", "WRITTEN"]

WIN = filler(Win, arguments=True)
"""A :class:`~mjscore.game.Win` of winner, discarder, hand, claim, flags, dora, ura, pao,
recorded, kita and the three counts."""
RECORDED_WIN = filler(RecordedWin, arguments=True)
"""A :class:`~mjscore.game.RecordedWin` of han, fu, limit, yakuman, yaku, value, deltas."""
WRITTEN = filler(Written, arguments=True)
"""A :class:`~mjscore.game.Written` of label, sticks, start scores, deltas, end scores."""
PLAY = filler(Play, arguments=True)
"""A :class:`~mjscore.game.Play` of the deal, the moves, the dora and the ura."""
HAND_RECORD = filler(HandRecord, arguments=True)
"""A :class:`~mjscore.game.HandRecord` of its events, what was written, line and play."""
RIICHI = filler(Riichi, arguments=True)
"""A :class:`~mjscore.game.Riichi` of seat, stick and double."""
