"""What each player needs: the smallest win that makes them first, or lifts them a place.

At any point of a game (typically before the last hand, オーラス), :func:`needs` works out
for each player the cheapest grade of win (han and fu, or a limit) that does it: by ron from
each other player and by tsumo, with the honba and the riichi sticks on the table, placed by
the tie rule. Where even a yakuman does not do it, the way says so (``grade`` None).

>>> from mjscore.game import GameState
>>> from mjscore.game import HandLabel
>>> from mjscore.hand import Wind
>>> state = GameState.start("tenhou", scores=(31000, 27000, 22000, 20000))
>>> state = GameState(state.rules, HandLabel(Wind.SOUTH, 4), state.scores)
>>> third = needs(state)[2]
>>> [(way.discarder, str(way.grade), way.payments) for way in third.first]
[(0, '2han80fu', '5200'), (1, 'haneman', '12000'), (3, 'haneman', '12000'), (None, '3han60fu', \
'2000/3900')]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .events import Scores
from .payouts import Grade, grades, north_bisection, win_deltas
from .standings import placings
from .state import GameState

__all__ = ["PlayerNeeds", "Way", "needs"]


@dataclass(frozen=True, slots=True)
class Way:
    """One way to win (ron from ``discarder``, or tsumo when it is None) and the smallest
    grade of win that reaches the goal that way."""

    discarder: int | None
    grade: Grade | None
    """None when even a yakuman does not reach the goal."""
    payments: str = ""
    """The grade's payments as a sheet writes them, honba aside: ``7700``, ``2000/4000``,
    ``4000 all``."""
    gain: int = 0
    """Everything the winner receives: payments, honba and sticks."""
    scores: Scores | None = None
    """The scores after the win."""

    @property
    def tsumo(self) -> bool:
        """Won by tsumo."""
        return self.discarder is None

    def as_record(self) -> dict[str, Any]:
        """JSON-ready."""
        return {"way": "tsumo" if self.tsumo else "ron", "from": self.discarder,
                "grade": str(self.grade) if self.grade else None,
                "han": self.grade.han if self.grade else None,
                "fu": self.grade.fu if self.grade else None,
                "limit": self.grade.limit.value if self.grade and self.grade.limit else None,
                "payments": self.payments, "gain": self.gain,
                "scores": list(self.scores) if self.scores else None}


@dataclass(frozen=True, slots=True)
class PlayerNeeds:
    """One player's conditions: to be first, and to gain one place."""

    seat: int
    place: int
    """The place now (leftover sticks not given out)."""
    first: tuple[Way, ...]
    """The smallest win to be first: ron from each other seat in seat order, then tsumo.
    Empty for the player already first."""
    up: tuple[Way, ...]
    """The smallest win to reach ``place − 1`` (the same as ``first`` for second place)."""

    def as_record(self) -> dict[str, Any]:
        """JSON-ready."""
        return {"seat": self.seat, "place": self.place,
                "first": [way.as_record() for way in self.first],
                "up": [way.as_record() for way in self.up]}


def _payment_text(deltas: Scores, winner: int, dealer: int, discarder: int | None) -> str:
    if discarder is not None:
        return str(-deltas[discarder])
    if winner == dealer:
        return f"{-deltas[(winner + 1) % len(deltas)]} all"
    child = next(seat for seat in range(len(deltas)) if seat not in (winner, dealer))
    return f"{-deltas[child]}/{-deltas[dealer]}"


def _smallest(state: GameState, seat: int, discarder: int | None, goal: int) -> Way:
    rules = state.rules
    sticks = len(state.sticks) * rules.riichi_deposit
    for grade in grades(rules, tsumo=discarder is None):
        deltas = win_deltas(grade.basic, winner=seat, dealer=state.dealer, discarder=discarder,
                            honba=state.honba, seats=rules.seats, honba_value=rules.honba_value,
                            bisection=north_bisection(rules))
        after = [score + change for score, change in zip(state.scores, deltas, strict=True)]
        after[seat] += sticks
        scores: Scores = tuple(after)
        if placings(scores, rules.ties)[seat] <= goal:
            plain = win_deltas(grade.basic, winner=seat, dealer=state.dealer,
                               discarder=discarder, honba=0, seats=rules.seats,
                               bisection=north_bisection(rules))
            return Way(discarder, grade, _payment_text(plain, seat, state.dealer, discarder),
                       deltas[seat] + sticks, scores)
    return Way(discarder, None)


def _ways(state: GameState, seat: int, goal: int) -> tuple[Way, ...]:
    discarders: list[int | None] = [other for other in range(state.rules.seats)
                                    if other != seat]
    return tuple(_smallest(state, seat, discarder, goal) for discarder in [*discarders, None])


def needs(state: GameState) -> tuple[PlayerNeeds, ...]:
    """Each player's smallest win to be first and to gain a place, seat 0 first."""
    places = placings(state.scores, state.rules.ties)
    found = []
    for seat in range(state.rules.seats):
        place = places[seat]
        first = () if place == 1 else _ways(state, seat, 1)
        up = first if place <= 2 else _ways(state, seat, place - 1)
        found.append(PlayerNeeds(seat, place, first, up))
    return tuple(found)
