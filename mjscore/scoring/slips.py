"""What a hand would score had it been written as the player meant: each tile as the winning
tile (for a hand written without ``+``), and the sets written after the winning tile as
called melds (for melds typed without brackets). ``mjscore score`` shows them beside the
score of the hand as written, which :func:`~mjscore.scoring.score` keeps.

>>> from mjscore import score
>>> result = score("23456m55678p234s4m", seat="S")
>>> [(str(choice.tile), choice.ron and choice.ron.value) for choice in win_choices(result)][:3]
[('2m', 2000), ('3m', 1300), ('4m', 2000)]
>>> meld = meld_reading("234m567p8s+8s 456s 777z", score("234m567p8s+8s 456s 777z", tsumo=True))
>>> str(meld.hand), meld.score.value
('234m567p8s+8s [456s] [777z]', 1500)
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..base import InvalidSituation, MjscoreError
from ..hand import Hand, Tile, bracketed_form
from ..situation import Situation
from .scorer import Score, score_hand

__all__ = ["MeldReading", "WinChoice", "meld_reading", "win_choices"]


@dataclass(frozen=True, slots=True)
class WinChoice:
    """One tile of a hand as its winning tile, scored by ron and by tsumo. A way of winning
    that cannot score has no score and the code of why (``no_yaku``, or the code of the
    situation it cannot be in)."""

    tile: Tile
    ron: Score | None
    tsumo: Score | None
    ron_error: str | None = None
    tsumo_error: str | None = None


@dataclass(frozen=True, slots=True)
class MeldReading:
    """A hand with its sets after the winning tile read as called melds, and its score, or
    with no score the code of why it has none (``no_yaku``)."""

    hand: Hand
    score: Score | None
    error: str | None = None


def _as_ron(situation: Situation) -> Situation:
    """The situation won by ron: without the events only a tsumo has."""
    return replace(situation, tsumo=False, haitei=False, rinshan=False, tenhou=False,
                   chiihou=False)


def _as_tsumo(situation: Situation) -> Situation:
    """The situation won by tsumo: without the discarder and the events only a ron has."""
    return replace(situation, tsumo=True, discarder=None, houtei=False, chankan=False,
                   chankan_closed_kan=False, renhou=False)


def win_choices(result: Score) -> tuple[WinChoice, ...]:
    """Each different tile of the concealed part of ``result``'s hand (the winning tile
    included) as the winning tile, in tile order, scored by ron and by tsumo in
    ``result``'s situation (less the events of the other way of winning: a ron has no
    haitei, a tsumo no discarder) and rules."""
    hand = result.hand
    tiles = (*hand.concealed, hand.win_tile)
    choices = []
    for tile in sorted(set(tiles), key=lambda tile: tile.order):
        rest = list(tiles)
        rest.remove(tile)
        other = Hand(tuple(rest), tile, hand.melds)
        ron, ron_error = _try(other, _as_ron(result.situation), result)
        tsumo, tsumo_error = _try(other, _as_tsumo(result.situation), result)
        choices.append(WinChoice(tile, ron, tsumo, ron_error, tsumo_error))
    return tuple(choices)


def _try(hand: Hand, situation: Situation, result: Score) -> tuple[Score | None, str | None]:
    try:
        return score_hand(hand, situation, result.rules), None
    except MjscoreError as err:
        return None, err.code


def meld_reading(text: str, result: Score) -> MeldReading | None:
    """The hand of ``text`` with the sets written after its ``+`` tile as called melds
    (:func:`~mjscore.hand.bracketed_form`), scored in ``result``'s situation and rules,
    when that changes the score (``result`` is the score of ``text`` as written). None when
    there are no such sets, when the score is the same, or when the situation says the
    hand is closed (riichi, say).

    Raises:
        ParseError: for text that is not notation.
    """
    hand = bracketed_form(text)
    if hand is None:
        return None
    try:
        other = score_hand(hand, result.situation, result.rules)
    except InvalidSituation:
        return None
    except MjscoreError as err:
        return MeldReading(hand, None, err.code)
    if _same(other, result):
        return None
    return MeldReading(hand, other)


def _same(one: Score, other: Score) -> bool:
    return ((one.han, one.fu, one.value, one.total, one.yaku)
            == (other.han, other.fu, other.value, other.total, other.yaku))
