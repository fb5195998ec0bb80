"""How a game moves on after each hand (RULES.md §4): what an exhaustive draw pays, who
deals the next hand and with how many honba, and whether the game ends there and why.

>>> next_label(HandLabel(Wind.EAST, 4, 2), repeat=False, honba=0, seats=4)
HandLabel(round=<Wind.SOUTH: 'S'>, number=1, honba=0)
"""

from __future__ import annotations

import enum
from collections.abc import Iterable

from ..base import filler
from ..hand import Wind
from ..rules import GameLength, Rules
from .events import HandLabel, Scores, as_scores


class End(enum.Enum):
    """Why the game ended."""

    LAST_HAND = "last_hand"
    """The last hand of the game was played (South 4, or the last of the extra round)."""
    BUST = "bust"
    """A score went below 0 (トビ)."""
    AGARI_YAME = "agari_yame"
    """The last dealer won and was first with the target (和了り止め)."""
    TENPAI_YAME = "tenpai_yame"
    """The last dealer was tenpai at a draw and first with the target (聴牌止め)."""
    SUDDEN_DEATH = "sudden_death"
    """A hand of the extra round ended with somebody at the target (延長戦)."""
    SHEET = "sheet"
    """The source ended the game (a time limit): :class:`~mjscore.game.GameEnd`."""


def noten_payments(tenpai: Iterable[int], total: int, seats: int) -> Scores:
    """Each of the ``seats`` seats' change at an exhaustive draw: the noten players pay
    ``total`` in all to the tenpai players, nothing when everyone or nobody is tenpai (第６条).

    >>> noten_payments({0}, 3000, 4), noten_payments({0, 2}, 3000, 4)
    ((3000, -1000, -1000, -1000), (1500, -1500, 1500, -1500))
    >>> noten_payments({0, 1, 2}, 3000, 4)
    (1000, 1000, 1000, -3000)
    """
    ready = set(tenpai)
    if len(ready) in (0, seats):
        return (0,) * seats
    gain, loss = total // len(ready), total // (seats - len(ready))
    return as_scores((gain if seat in ready else -loss for seat in range(seats)), seats)


def last_round(rules: Rules) -> Wind:
    return Wind.EAST if rules.game_length is GameLength.TONPUU else Wind.SOUTH


def first_seat(scores: Scores) -> int:
    """The seat placed first now: the most points, ties to the seat nearer the first dealer
    (the first seat of the most points)."""
    return scores.index(max(scores))


def end_after(rules: Rules, label: HandLabel, scores: Scores, *, repeat: bool,
              dealer_won: bool, dealer_tenpai: bool, aborted: bool) -> End | None:
    """Whether the hand just played ends the game (RULES.md §4, end of the game)."""
    if rules.bust and min(scores) < 0:
        return End.BUST
    last = last_round(rules)
    seats = rules.seats
    extra = label.round.number == last.number + 1 and rules.extension
    last_hand = label.round is last and label.number == seats
    if not (last_hand or extra):
        return None  # (before the last hand, only a bust ends the game: most hands)
    target = rules.target_points
    if not aborted:
        dealer = label.number - 1
        if first_seat(scores) == dealer and scores[dealer] >= target:
            if dealer_won and rules.agari_yame:
                return End.AGARI_YAME
            if dealer_tenpai and rules.tenpai_yame:
                return End.TENPAI_YAME
    if repeat:
        return None
    # (whether a score reached the target matters only from the last hand on)
    if extra:
        if target == 0 or max(scores) >= target:
            return End.SUDDEN_DEATH
        return End.LAST_HAND if label.number == seats else None
    # (the last hand: neither before it, which returned above, nor in the extension)
    return None if rules.extension and not (target == 0 or max(scores) >= target) \
        else End.LAST_HAND


def next_label(label: HandLabel, repeat: bool, honba: int, seats: int) -> HandLabel:
    """The next hand of a game of ``seats`` players: the same dealer again (``repeat``),
    else the next dealer, after the last of them the first hand of the next round."""
    if repeat:
        return _new_label(label.round, label.number, honba)
    if label.number < seats:
        return _new_label(label.round, label.number + 1, honba)
    return _new_label(label.round.after(1), 1, honba)


_new_label = filler(HandLabel, arguments=True)
"""A :class:`HandLabel` of its fields' values (:func:`mjscore.base.filler`): one a hand."""
