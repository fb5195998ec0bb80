"""The final result of a game: leftover sticks, placings, rounding, uma, oka and points.

:func:`finish` turns the ledger's last :class:`~mjscore.game.GameState` into a
:class:`GameResult` (RULES.md §4, "sticks left at the end", "placings", "final points");
:func:`result_of_record` does the same for a game known only by its final scores.
The final points always sum to zero: with a rounding, first place takes the remainder.

>>> from mjscore.game import GameState
>>> state = GameState.start("tenhou", scores=(22500, 23700, 18100, 35700))
>>> finish(state).points
(-17.5, 3.7, -31.9, 45.7)
>>> from mjscore.rules import TENHOU, FinalRounding, with_overrides
>>> rounded = with_overrides(TENHOU, {"final_rounding": FinalRounding.NEAREST_THOUSAND})
>>> finish(GameState.start(rounded, scores=(22500, 23700, 18100, 35700))).points
(-17.0, 4.0, -32.0, 45.0)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from ..base import GameError, filler, value_class
from ..rules import FinalRounding, LeftoverSticks, Rules, Ties
from .events import FinalRecord, Scores
from .flow import End
from .state import GameState, Mismatch

if TYPE_CHECKING:
    from fractions import Fraction

__all__ = ["GameResult", "Standing", "finish", "league_table", "placings", "result_of_record"]


@value_class
class GameResult:
    """A game's end: every list is per seat, seat 0 (the first dealer) first."""

    rules: Rules
    end: End | None
    """Why the game ended; None when the hands stop before the rules end it."""
    scores: Scores
    """The scores after the last hand, before the leftover sticks."""
    leftover_sticks: tuple[int, ...]
    """The sticks on the table at the end: the seat that put each one in, seat by seat."""
    final_scores: Scores
    """The scores with the leftover sticks given out."""
    placings: tuple[int, ...]
    """Each seat's place, from 1 (tied seats share a place under ``ties = split``)."""
    uma: tuple[float, ...]
    """Each seat's uma, in thousands (shared among tied seats under ``split``)."""
    oka: tuple[float, ...]
    """Each seat's share of the oka, in thousands."""
    points: tuple[float, ...]
    """Final points, to one decimal, summing to zero (less the sticks lost under
    ``leftover_sticks = lost`` and the chombo penalties)."""
    penalties: tuple[float, ...]
    """What the chombo penalties (``chombo_penalty``) took off each seat's final points, in
    thousands; already counted in ``points``."""
    mismatches: tuple[Mismatch, ...] = ()
    problems: tuple[GameError, ...] = ()

    @property
    def order(self) -> tuple[int, ...]:
        """The seats from first place to last (ties by seat)."""
        return tuple(sorted(range(len(self.placings)),
                            key=lambda seat: (self.placings[seat], seat)))

    def as_record(self) -> dict[str, Any]:
        """The result as the views show it (``docs/game.md``)."""
        return {
            "placings": list(self.placings), "final_scores": list(self.final_scores),
            "leftover_sticks": len(self.leftover_sticks), "uma": list(self.uma),
            "oka": list(self.oka), "penalties": list(self.penalties),
            "points": list(self.points),
            "end": self.end.value if self.end else None,
            "mismatches": [mismatch.as_record() for mismatch in self.mismatches],
        }


def placings(scores: Scores, ties: Ties = Ties.SEAT) -> tuple[int, ...]:
    """Each seat's place by score: ties to the seat nearer the first dealer, or shared.

    >>> placings((30000, 30000, 20000, 20000)), placings((30000, 30000, 20000, 20000), Ties.SPLIT)
    ((1, 2, 3, 4), (1, 1, 3, 3))
    """
    if ties is Ties.SPLIT:
        places = [1 + sum(other > score for other in scores) for score in scores]
    else:
        # Most points first, equal points in seat order (the sort keeps their order).
        places = [0] * len(scores)
        for place, seat in enumerate(sorted(range(len(scores)), key=scores.__getitem__,
                                            reverse=True), 1):
            places[seat] = place
    return tuple(places)


def _give_out(rules: Rules, scores: Scores, sticks: tuple[int, ...]) -> Scores:
    if not sticks:  # (no stick left, none given: most games, which need no placings here)
        return tuple(scores)
    final = list(scores)
    if rules.leftover_sticks is LeftoverSticks.RETURNED:
        for seat in sticks:
            final[seat] += rules.riichi_deposit
    elif rules.leftover_sticks is LeftoverSticks.FIRST:
        first = placings(scores, rules.ties).index(1)
        final[first] += len(sticks) * rules.riichi_deposit
    elif rules.leftover_sticks is LeftoverSticks.FIRST_SPLIT:
        for seat, share in zip(*_split_first(scores, len(sticks) * rules.riichi_deposit),
                               strict=True):
            final[seat] += share
    return tuple(final)


def _split_first(scores: Scores, total: int) -> tuple[list[int], list[int]]:
    """The seats tied on the highest score and their shares of ``total``: equal shares in
    hundreds, the odd hundreds one each to the tied seats nearest the first dealer, so that
    the shares sum to ``total``.

    >>> _split_first((30000, 30000, 30000, 10000), 1000)
    ([0, 1, 2], [400, 300, 300])
    """
    tied = [seat for seat in range(len(scores)) if scores[seat] == max(scores)]
    hundreds, odd = divmod(total, 100)
    each, extra = divmod(hundreds, len(tied))
    shares = [100 * (each + (index < extra)) for index in range(len(tied))]
    shares[0] += odd  # never under a deposit in hundreds (riichi_deposit steps by 100)
    return tied, shares


UNIT = 12
"""The standings count points in twelfths of a point, as integers: a share of up to four
tied places (a half, a third, a quarter of a sum of whole points) is a whole number of
twelfths, so the sums are exact without :class:`~fractions.Fraction`."""

_THOUSAND = 1000 * UNIT
"""One of the final points (1,000 points of score), in twelfths."""


def _shares(places: tuple[int, ...], per_place: list[int]) -> list[int]:
    """What each seat gets of a per-place amount (in twelfths), tied seats sharing their
    places'."""
    if len(set(places)) == len(places):  # (no tie: each seat its place's amount)
        return [per_place[place - 1] for place in places]
    shares = []
    for place in places:
        tied = places.count(place)
        share, odd = divmod(sum(per_place[place - 1:place - 1 + tied]), tied)
        assert not odd  # (twelfths of whole points part evenly in up to four)
        shares.append(share)
    return shares


def _half_away(value: int, unit: int) -> int:
    """``value / unit`` rounded to a whole number, halves away from zero."""
    magnitude = (2 * abs(value) + unit) // (2 * unit)
    return magnitude if value >= 0 else -magnitude


def _gosha_rokunyuu(points: int) -> int:
    """五捨六入 at the hundreds, by magnitude: 12,500 → 12; 12,600 → 13; −9,500 → −9."""
    thousands, rest = divmod(abs(points), 1000)
    rounded = thousands + (rest >= 600)
    return rounded if points >= 0 else -rounded


def _points(rules: Rules, final: Scores, places: tuple[int, ...]) -> tuple[
        list[int], list[int], list[int]]:
    """Each seat's final points, uma and oka, in twelfths of a point (:data:`UNIT`)."""
    seats = rules.seats
    uma = _shares(places, [value * _THOUSAND for value in rules.uma])
    oka = _shares(places, [rules.oka * UNIT, *[0] * (seats - 1)])
    back = rules.return_points
    if rules.final_rounding is FinalRounding.EXACT:
        base = [(score - back) * UNIT for score in final]
    elif rules.final_rounding is FinalRounding.NEAREST_THOUSAND:
        base = [(_half_away(score, 1000) * 1000 - back) * UNIT for score in final]
    else:
        base = [_gosha_rokunyuu(score - back) * _THOUSAND for score in final]
    points = [base[seat] + uma[seat] + oka[seat] for seat in range(seats)]
    return points, uma, oka


def _result(rules: Rules, end: End | None, scores: Scores, sticks: tuple[int, ...], *,
            final: Scores, record: FinalRecord | None, problems: tuple[GameError, ...],
            penalties: tuple[int, ...] = ()) -> GameResult:
    # Split sticks keep a tie for first even where an odd hundred parts the scores.
    seats = rules.seats
    split = rules.leftover_sticks is LeftoverSticks.FIRST_SPLIT
    places = placings(scores if split else final, rules.ties)
    points, uma, oka = _points(rules, final, places)
    order = sorted(range(seats), key=places.__getitem__)  # (ties in seat order)
    # In whole tenths of a point, exact however large the scores; floats only when shown.
    tenths = [_half_away(value * 10, _THOUSAND) for value in points]
    lost = len(sticks) * rules.riichi_deposit if (
        rules.leftover_sticks is LeftoverSticks.LOST) else 0
    total = seats * rules.start_points - lost
    if rules.final_rounding is not FinalRounding.EXACT or sum(final) == total:
        # First place takes the remainder, so that the points sum to zero (less lost sticks).
        tenths[order[0]] = 0
        tenths[order[0]] = _half_away(-lost, 100) - sum(tenths)
    # (lists, not generators, made into the tuples: a game's end is made once a game, and
    # the generators cost a replay more than the arithmetic)
    if penalties:
        taken = [penalties.count(seat) * rules.chombo_penalty / 1000 for seat in range(seats)]
    else:
        taken = [0.0] * seats
    points_shown = tuple([round(value / 10 - penalty, 1)
                          for value, penalty in zip(tenths, taken, strict=True)])
    return _new_result(rules, end, scores, sticks, final, places,
                       tuple([value / _THOUSAND for value in uma]),
                       tuple([value / _THOUSAND for value in oka]), points_shown,
                       tuple(taken), _checked(final, points_shown, record), problems)


def _checked(final: Scores, points: tuple[float, ...], record: FinalRecord | None
             ) -> tuple[Mismatch, ...]:
    """Where the written final scores and points differ from the ledger's."""
    if record is None:
        return ()
    found = []
    if record.scores is not None and tuple(record.scores) != final:
        found.append(Mismatch(None, None, "final_scores", record.scores, final))
    if record.points is not None and any(
            abs(written - given) > 0.05 for written, given in zip(record.points, points,
                                                                  strict=True)):
        found.append(Mismatch(None, None, "final_points", record.points, points))
    return tuple(found)


_new_result = filler(GameResult, arguments=True)
"""A :class:`GameResult` of every field's value, in field order (:func:`mjscore.base.filler`):
one a game."""


def finish(state: GameState, record: FinalRecord | None = None) -> GameResult:
    """The final result from the ledger's last state, checked against ``record``.

    A game whose hands stop before the rules end it is finished where it stands (``end``
    None): a score sheet may stop early.
    """
    sticks = tuple(state.sticks) if state.sticks.counts else ()  # (most games: none left)
    final = _give_out(state.rules, state.scores, sticks)
    return _result(state.rules, state.end, state.scores, sticks, final=final,
                   record=record, problems=(), penalties=state.penalties)


def result_of_record(rules: Rules, record: FinalRecord | None) -> GameResult:
    """The result of a game known only by its final scores (no hands).

    The scores are the final ones, leftover sticks given out, so they add up to the start
    points times the seats; a record that does not is reported (``final_scores_do_not_add_up``)
    and placed and counted as it stands. Points given without scores cannot be recomputed:
    they are reported (``final_without_scores``).
    """
    problems: tuple[GameError, ...] = ()
    if record is None or record.scores is None:
        problems = (GameError("the game gives neither hands nor final scores",
                              code="final_without_scores"),)
        scores: Scores = (rules.start_points,) * rules.seats
        return _result(rules, None, scores, (), final=scores, record=None, problems=problems)
    scores = record.scores
    if sum(scores) != rules.seats * rules.start_points:
        problems = (GameError(f"the final scores {list(scores)} add up to {sum(scores)}, not "
                              f"{rules.seats * rules.start_points}",
                              code="final_scores_do_not_add_up"),)
    return _result(rules, None, scores, (), final=scores, record=record, problems=problems)


@value_class
class Standing:
    """One player's line of a league table over several games."""

    player: str
    games: int
    places: tuple[int, ...]
    """How many times the player placed first, second and so on."""
    points: float
    """Final points over all the games, to one decimal."""

    @property
    def average_place(self) -> float:
        """The mean place, from 1."""
        return sum(place * count for place, count in enumerate(self.places, 1)) / self.games

    def as_record(self) -> dict[str, Any]:
        """JSON-ready."""
        return {"player": self.player, "games": self.games, "places": list(self.places),
                "points": self.points, "average_place": round(self.average_place, 2)}


def league_table(games: Iterable[tuple[Sequence[str], GameResult]]) -> tuple[Standing, ...]:
    """Every player of ``games`` (each its players in seat order and its result), best total
    points first (then the better average place, then the name).

    >>> from mjscore.game import FinalRecord
    >>> from mjscore.rules import TENHOU
    >>> first = result_of_record(TENHOU, FinalRecord((40000, 30000, 20000, 10000)))
    >>> second = result_of_record(TENHOU, FinalRecord((10000, 20000, 30000, 40000)))
    >>> for standing in league_table([(("Aki", "Ben", "Chie", "Dai"), first),
    ...                               (("Aki", "Ben", "Chie", "Eri"), second)]):
    ...     print(standing.player, standing.games, standing.places, standing.points)
    Eri 1 (1, 0, 0, 0) 50.0
    Aki 2 (1, 0, 0, 1) 10.0
    Ben 2 (0, 1, 1, 0) -10.0
    Chie 2 (0, 1, 1, 0) -10.0
    Dai 1 (0, 0, 0, 1) -40.0
    """
    from fractions import Fraction  # (start-up time: a replay plays no league table)

    totals: dict[str, list[Fraction]] = {}
    places: dict[str, list[int]] = {}
    for players, result in games:
        for seat, player in enumerate(players):
            totals.setdefault(player, []).append(Fraction(str(result.points[seat])))
            counted = places.setdefault(player, [0] * len(result.placings))
            counted[result.placings[seat] - 1] += 1
    table = [Standing(player, len(points), tuple(counts),
                      _fraction_tenths(sum(points, Fraction(0))))
             for (player, points), counts in zip(totals.items(), places.values(), strict=True)]
    return tuple(sorted(table, key=lambda s: (-s.points, s.average_place, s.player)))


def _fraction_tenths(value: Fraction) -> float:
    """A sum of points given to one decimal, to one decimal, halves away from zero."""
    from fractions import Fraction

    magnitude = int(abs(value) * 10 + Fraction(1, 2))
    return (magnitude if value >= 0 else -magnitude) / 10
