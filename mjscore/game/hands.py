"""One hand played by the ledger (``ledger.py``): :class:`HandOutcome`, what a hand gives,
and ``_Hand``, the working state that plays one :class:`~mjscore.game.HandRecord` from a
:class:`~mjscore.game.GameState`: its riichi and fouls, its result paid (``winpay.py``,
``payouts.py``), the next state, and what disagrees with what the source wrote.

A game log replays thousands of hands: each is played in one pass over its events, its
values built once (no outcome or state copied to change one field).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from operator import sub
from typing import Any

from ..base import GameError, filler
from ..scoring import LEDGER_WORDS
from .events import (
    AbortiveDraw,
    AbortKind,
    Adjustment,
    Chombo,
    Event,
    ExhaustiveDraw,
    FoulPenalty,
    GameEnd,
    HandRecord,
    MinorFoul,
    Riichi,
    Scores,
    Win,
    as_scores,
)
from .flow import End, end_after, next_label, noten_payments
from .payouts import north_bisection, win_deltas
from .state import _NO_STICKS, GameState, Mismatch, Summary, _new_state
from .winpay import PaidWin, new_context, pay_win

__all__ = ["HandOutcome"]


def _said(key: str) -> str:
    """A phrase the ledger writes into a summary itself, in the English of
    :data:`~mjscore.scoring.LEDGER_WORDS` (the views show it in their language)."""
    return LEDGER_WORDS[key][0]


@dataclass(frozen=True, slots=True)
class HandOutcome:
    """One hand played: the states around it, the changes, and what disagrees."""

    record: HandRecord
    before: GameState
    after: GameState
    deltas: Scores
    """Every seat's change of score: wins (sticks collected included), noten payments,
    nagashi, chombo, fouls and adjustments; riichi deposits put in are not included (they are
    in ``deposits``), as Tenhou's logs count them."""
    deposits: Scores
    """Points each seat put on the table in this hand (riichi, a minor foul's stick)."""
    wins: tuple[PaidWin, ...] = ()
    summary: tuple[Summary, ...] = ()
    mismatches: tuple[Mismatch, ...] = ()
    problems: tuple[GameError, ...] = ()
    played: bool = True
    """A hand was played (False for a record that only adjusts scores or ends the game,
    and for a hand after the game's end, which is not played)."""
    resolved: bool = True
    """False when the hand was left unresolved: no result could be paid (every win refused,
    an impossible event, a hand after the end), so nothing is paid, its riichi sticks go
    back, the deal does not move on, and the next hand's label is where the ledger takes
    up again (``resume`` of :func:`play_hand`)."""

    @property
    def line(self) -> int | None:
        """The hand's line in its source."""
        return self.record.line

    @property
    def changes(self) -> Scores:
        """Scores after minus scores before: ``deltas`` less the deposits put in."""
        return as_scores((after - before for after, before in zip(
            self.after.scores, self.before.scores, strict=True)), len(self.before.scores))

    def check(self) -> None:
        """Raise the first problem of the hand, if any.

        Raises:
            GameError: with the problem's code.
        """
        if self.problems:
            raise self.problems[0]

    def as_record(self) -> dict[str, Any]:
        """The hand as the views show it (``docs/game.md``)."""
        return {
            "line": self.line, "label": str(self.before.label),
            "event": [item.as_record() for item in self.summary],
            "deltas": list(self.changes), "scores": list(self.after.scores),
            "honba": self.after.label.honba, "sticks": len(self.after.sticks),
            "mismatches": [mismatch.as_record() for mismatch in self.mismatches],
            "problems": [{"code": problem.code, "message": problem.message}
                         for problem in self.problems],
        }


_RESULT_EVENTS = (Win, ExhaustiveDraw, AbortiveDraw, Chombo)
_Result = Win | ExhaustiveDraw | AbortiveDraw | Chombo


class _Hand:
    """The working state of one hand being played (private; the results are immutable)."""

    __slots__ = ("aborted", "dealer", "deltas", "deposits", "end", "end_reason", "forfeit",
                 "label", "mismatches", "penalties", "problems", "record", "riichi", "rules",
                 "scores", "seats", "state", "sticks", "stuck", "summary", "unresolved",
                 "views", "wins")

    def __init__(self, state: GameState, record: HandRecord, views: bool = True) -> None:
        self.views = views
        """Whether the outcome gets its summary lines and its wins their text (what only the
        views read): without, the riichi, wins and draws make none, and the outcome has none
        (``views`` of :func:`~mjscore.game.play_hand`)."""
        self.state = state
        self.rules = rules = state.rules
        self.seats = seats = rules.seats
        self.record = record
        self.label = label = state.label
        self.dealer = label.number - 1
        self.scores = list(state.scores)
        self.deltas = [0] * seats
        self.deposits = [0] * seats
        self.sticks = state.sticks
        self.penalties = tuple(state.penalties)
        """The game's chombo penalties so far, this hand's added (few hands add one)."""
        self.riichi: dict[int, bool] = {}
        """Seats in riichi this hand, with whether it was a double riichi."""
        self.stuck: tuple[int, ...] = ()
        """Seats whose riichi put a stick down this hand (returned by a chombo)."""
        self.forfeit: frozenset[int] = _NO_SEATS
        """Seats whose win is forfeit (a minor foul's; few hands have one)."""
        # (tuples, each made anew by what adds to it: most hands have none, and the
        # outcome takes them as they are)
        self.problems: tuple[GameError, ...] = ()
        self.mismatches: tuple[Mismatch, ...] = ()
        self.summary: list[Summary] = []
        self.wins: tuple[PaidWin, ...] = ()
        self.end: End | None = None
        self.end_reason = ""
        self.aborted = False
        """An abortive draw ended the hand."""
        self.unresolved = ""
        """Why the hand is left unresolved (empty when it was played)."""

    # ------------------------------------------------------------------ reporting

    def problem(self, code: str, message: str) -> None:
        self.problems = (*self.problems, GameError(message, code=code, line=self.record.line,
                                                   label=str(self.label)))

    def mismatch(self, name: str, written: object, ledger: object,
                 seat: int | None = None) -> None:
        self.mismatches = (*self.mismatches, Mismatch(self.record.line, self.label, name,
                                                      written, ledger, seat))

    def pay(self, changes: Iterable[int]) -> None:
        deltas, scores = self.deltas, self.scores
        for seat, change in enumerate(changes):
            deltas[seat] += change
            scores[seat] += change

    # ------------------------------------------------------------------ events

    def run(self, *, quick: bool = True) -> HandOutcome:
        """The hand played: its riichi declared, its result paid, the state after it.

        The usual hand (riichi, then a win or an exhaustive draw, every seat in place) is
        played in one pass over its events (:meth:`usual_events`); any other is played anew
        by the full pass (:meth:`any_events`), which says first which seats are out of place;
        without ``quick``, every hand is (what a test holds the quick pass to)."""
        if self.state.end is not None:
            self.check_written_start()
            self.problem("hand_after_end", f"the game ended ({self.state.end.value}) "
                         "before this line: it is not played")
            self.summary.append(Summary("void", text=_said("not_played")))
            return self.void(played=False)
        self.check_written_start()
        found = self.usual_events() if quick else None
        if found is None:
            if quick:  # (what the quick pass did is dropped: the hand is played anew)
                return _Hand(self.state, self.record, self.views).run(quick=False)
            found = self.any_events()
        played, results = found
        repeat, honba, dealer_won, dealer_tenpai = False, self.label.honba, False, False
        if results:
            repeat, honba, dealer_won, dealer_tenpai = self.result(results)
        elif played:
            self.problem("hand_without_result",
                         "the hand has no result: give a win, a draw or a chombo")
            self.unresolved = "the hand has no result"
        if self.unresolved:
            self.problem("hand_unresolved", f"{self.unresolved}: the hand is left "
                         "unresolved: nothing is paid, its riichi sticks go back, and the "
                         "ledger takes up again at the next line's hand label")
            self.summary.append(Summary("void", text=_said("unresolved")))
            return self.void(played=True)
        after = self.next_state(played and bool(results), repeat, honba, dealer_won,
                                dealer_tenpai)
        deltas, deposits = tuple(self.deltas), tuple(self.deposits)
        self.check_written_end(deltas, after.scores)
        return _new_outcome(self.record, self.state, after, deltas, deposits, self.wins,
                            tuple(self.summary) if self.views else (),
                            self.mismatches, self.problems, played, True)

    def usual_events(self) -> tuple[bool, list[_Result]] | None:
        """(Whether the hand was played, its results) of a hand whose every event is a
        riichi, a win or an exhaustive draw with its seats in place, each riichi declared
        as it comes, as :meth:`any_events` declares it; None at the first other event
        (a seat out of place, a foul, an abortive draw …), for the full pass to play."""
        seats = self.seats
        played = False
        results: list[_Result] = []
        for event in self.record.events:
            if type(event) is Riichi:
                if not 0 <= event.seat < seats:
                    return None
                played = True
                self.declare(event)
            elif type(event) is Win:
                discarder, pao = event.discarder, event.pao
                if not (0 <= event.winner < seats
                        and (discarder is None or 0 <= discarder < seats)
                        and (pao is None or 0 <= pao < seats)):
                    return None
                results.append(event)
            elif type(event) is ExhaustiveDraw:
                for seat in event.tenpai:
                    if not 0 <= seat < seats:
                        return None
                for seat in event.nagashi:
                    if not 0 <= seat < seats:
                        return None
                results.append(event)
            else:
                return None
        return played or bool(results), results

    def any_events(self) -> tuple[bool, list[_Result]]:
        """(Whether the hand was played, its results) of any hand: the events whose seats
        are out of place dropped (each said, :meth:`valid_seats`), then every riichi, foul,
        adjustment and end played in order and the results gathered."""
        results: list[_Result] = []
        played = False
        for event in [event for event in self.record.events if self.valid_seats(event)]:
            if isinstance(event, _RESULT_EVENTS):
                results.append(event)
            else:
                played = played or isinstance(event, Riichi | MinorFoul)
                self.side_event(event)
        return played or bool(results), results

    def void(self, *, played: bool) -> HandOutcome:
        """The hand as if it had not been played: the state stays as it was."""
        zero = (0,) * self.seats
        return HandOutcome(record=self.record, before=self.state, after=self.state,
                           deltas=zero, deposits=zero,
                           summary=tuple(self.summary) if self.views else (),
                           mismatches=self.mismatches, problems=self.problems,
                           played=played, resolved=False)

    def valid_seats(self, event: Event) -> bool:
        seats = [getattr(event, name, None) for name in ("seat", "winner", "discarder", "pao")]
        if isinstance(event, ExhaustiveDraw):
            seats += [*event.tenpai, *event.nagashi]
        count = self.seats
        bad = [seat for seat in seats if seat is not None and not 0 <= seat < count]
        if bad:
            self.problem("invalid_seat", f"seat {bad[0]} of {type(event).__name__} is not "
                         f"0 to {count - 1}")
        return not bad

    def declare(self, event: Riichi) -> None:
        """A riichi declared: its stick put down, unless it cannot be."""
        seat = event.seat
        deposit = self.rules.riichi_deposit
        if seat in self.riichi:
            self.problem("riichi_twice", f"seat {seat} declared riichi twice")
        elif event.stick and self.scores[seat] < deposit:
            self.problem("riichi_without_points",
                         f"seat {seat} cannot declare riichi with "
                         f"{self.scores[seat]} points (it takes {deposit})")
        else:
            self.riichi[seat] = event.double
            if event.stick:
                self.put_stick(seat)
                self.stuck = (*self.stuck, seat)
            if self.views:
                self.summary.append(_summary("riichi", seat, None,
                                             deposit if event.stick else 0,
                                             "double riichi" if event.double else "riichi"))

    def side_event(self, event: Event) -> None:
        """Riichi, fouls, adjustments and the end: everything but the result."""
        if isinstance(event, Riichi):
            self.declare(event)
        elif isinstance(event, MinorFoul):
            if event.penalty is FoulPenalty.STICK:
                self.put_stick(event.seat)
            else:
                self.forfeit = self.forfeit | {event.seat}
            self.summary.append(Summary("foul", event.seat, text=f"{event.penalty.value}"
                                        + (f": {event.reason}" if event.reason else "")))
        elif isinstance(event, Adjustment):
            self.adjust(event)
        elif isinstance(event, GameEnd):
            self.end, self.end_reason = End.SHEET, event.reason
            self.summary.append(Summary("end", text=event.reason))

    def put_stick(self, seat: int) -> None:
        deposit = self.rules.riichi_deposit
        self.scores[seat] -= deposit
        self.deposits[seat] += deposit
        self.sticks = self.sticks.add(seat)

    def adjust(self, event: Adjustment) -> None:
        total = sum(event.deltas)
        deposit = self.rules.riichi_deposit
        if total > 0 or (total and (not deposit or total % deposit)):
            self.problem("unbalanced_adjustment",
                         f"an adjustment must sum to 0, or put whole sticks of {deposit} on "
                         f"the table; {list(event.deltas)} sums to {total}")
            return
        self.pay(event.deltas)
        payers = [seat for seat, change in enumerate(event.deltas) if change < 0]
        for count in range(-total // deposit if deposit else 0):
            self.sticks = self.sticks.add(payers[count % len(payers)])
        self.summary.append(Summary("adjustment", text=event.reason))

    # ------------------------------------------------------------------ the result

    def result(self, results: list[_Result]) -> tuple[bool, int, bool, bool]:
        """Pay the hand's result; (dealer repeats, next honba, dealer won, dealer tenpai)."""
        honba = self.label.honba
        if len(results) == 1:  # (the usual hand: one result, nothing to choose among)
            event = results[0]
            if type(event) is Win and event.discarder != event.winner and (
                    event.winner not in self.forfeit):
                return self.play_wins([event])
            if type(event) is ExhaustiveDraw:
                return self.exhaustive(event)
        chombos: list[Chombo] = []
        wins: list[Win] = []
        others: list[ExhaustiveDraw | AbortiveDraw] = []
        for event in results:
            if isinstance(event, Win):
                wins.append(event)
            elif isinstance(event, Chombo):
                chombos.append(event)
            else:
                others.append(event)
        wins = self.legal_wins(wins)
        if chombos:
            legit = [win for win in wins if win.winner not in {c.seat for c in chombos}]
            if legit:
                for chombo in chombos:
                    self.summary.append(Summary("chombo", chombo.seat,
                                                text=_said("waived")))
                return self.play_wins(legit)
            for chombo in chombos:
                self.chombo(chombo)
            return True, honba, False, False
        if wins and others:
            self.problem("two_results", "a hand ends once: a win and a draw were given")
            if results.index(others[0]) < results.index(wins[0]):
                wins = []
            else:
                others = []
        if len(others) > 1:
            self.problem("two_results", "a hand ends once: two draws were given")
        if wins:
            return self.play_wins(wins)
        if not others:
            if any(isinstance(event, Win) for event in results) and not any(
                    event.winner in self.forfeit for event in results
                    if isinstance(event, Win)):
                self.unresolved = "every win was refused"
                return False, honba, False, False
            # Every win was forfeited: the hand ends with no one paid, as a draw would.
            return True, honba + 1, False, False
        draw = others[0]
        if isinstance(draw, AbortiveDraw):
            return self.abort(draw)
        return self.exhaustive(draw)

    def legal_wins(self, wins: list[Win]) -> list[Win]:
        if len(wins) == 1:  # (the usual hand: one win, nothing to choose among)
            win = wins[0]
            if win.discarder != win.winner and win.winner not in self.forfeit:
                return wins
        kept: list[Win] = []
        for win in wins:
            if win.discarder == win.winner:
                self.problem("ron_from_self", f"seat {win.winner} cannot ron their own discard")
            elif win.winner in self.forfeit:
                self.summary.append(Summary("foul", win.winner,
                                            text=_said("win_forfeited")))
            else:
                kept.append(win)
        if not kept:
            return kept
        first = kept[0]
        same = [win for win in kept if win.discarder == first.discarder
                and (win.discarder is not None or win is first)]
        if len(same) < len(kept):
            self.problem("two_results", "a hand ends once: a tsumo and a ron, two tsumos or "
                         "rons on different discards were given")
        if len({win.winner for win in same}) < len(same):
            self.problem("two_results", f"seat {first.winner} won twice in one hand")
            same = list({win.winner: win for win in reversed(same)}.values())
        if first.discarder is None:
            return same
        discarder = first.discarder
        seats = self.seats
        same.sort(key=lambda win: (win.winner - discarder) % seats)
        if len(same) > 1 and self.rules.multiple_ron.value == "head_bump":
            self.problem("head_bump_double_ron",
                         f"under the {self.rules.name} rules only the first ron after the "
                         f"discarder wins (head bump): seat {same[0].winner}")
            same = same[:1]
        return same

    def play_wins(self, wins: list[Win]) -> tuple[bool, int, bool, bool]:
        if len(wins) == 3 and self.rules.sanchahou:
            self.problem("three_rons_abort", f"three rons are an abortive draw under the "
                         f"{self.rules.name} rules")
            return self.abort(AbortiveDraw(AbortKind.THREE_RONS))
        rules, label, riichi = self.rules, self.label, self.riichi
        sticks = sum(self.sticks.counts)  # (len(), as check_written_start counts them)
        paid_wins: list[PaidWin] = []
        for index, win in enumerate(wins):
            winner = win.winner
            paid = pay_win(win, new_context(
                rules, label, self.dealer,
                label.honba if index == 0 or rules.honba_to_every_winner else 0,
                sticks if index == 0 else 0, winner in riichi and not riichi[winner],
                riichi.get(winner, False), self.state.claims), text=self.views)
            if paid.problems:
                for code, message in paid.problems:
                    self.problem(code, message)
            if paid.mismatches:
                for name, written, ledger in paid.mismatches:
                    self.mismatch(name, written, ledger, winner)
            paid_wins.append(paid)
        if not any(paid_wins[-1].deltas) and not any(any(paid.deltas) for paid in paid_wins):
            self.unresolved = ("no win could be paid" if len(wins) > 1
                               else "the win could not be paid")
            return False, label.honba, False, False
        dealer_won = False
        self.wins = tuple(paid_wins)  # (a hand's result is paid once)
        for paid in paid_wins:
            win = paid.win
            self.pay(paid.deltas)
            if self.views:
                self.summary.append(_summary("ron" if win.discarder is not None else "tsumo",
                                             win.winner, win.discarder, paid.value, paid.text))
            dealer_won = dealer_won or win.winner == self.dealer
        self.sticks = _NO_STICKS
        return dealer_won, label.honba + 1 if dealer_won else 0, dealer_won, False

    def abort(self, draw: AbortiveDraw) -> tuple[bool, int, bool, bool]:
        if not getattr(self.rules, draw.kind.value):
            self.problem("abort_not_in_rules", f"{draw.kind.value} is no abortive draw under "
                         f"the {self.rules.name} rules")
        elif reason := self.impossible_abort(draw):
            self.problem("impossible_abort", reason)
            self.unresolved = f"{draw.kind.value} cannot have happened"
            return False, self.label.honba, False, False
        self.summary.append(Summary("abort", draw.seat, text=draw.kind.value))
        self.aborted = True
        return True, self.label.honba + 1, False, False

    def impossible_abort(self, draw: AbortiveDraw) -> str:
        """Why the abortive draw cannot follow the hand's other events, or nothing."""
        seats = self.seats
        declared = len(self.riichi)
        if draw.kind is AbortKind.FOUR_RIICHI and declared < seats:
            return (f"four riichi (suucha) needs every one of the {seats} players in riichi; "
                    f"this hand declares {declared}")
        if draw.kind is AbortKind.NINE_TERMINALS and draw.seat is not None and (
                draw.seat in self.riichi):
            return (f"seat {draw.seat} declares nine terminals on their first draw, before "
                    "any riichi of theirs")
        if draw.kind is AbortKind.FOUR_WINDS and any(
                not double for double in self.riichi.values()):
            return ("four winds end the first go-round, in which only a double riichi can "
                    "be declared")
        return ""

    def exhaustive(self, draw: ExhaustiveDraw) -> tuple[bool, int, bool, bool]:
        noten_riichi = sorted(seat for seat in self.riichi if seat not in draw.tenpai)
        if noten_riichi and self.rules.noten_riichi_chombo:
            for seat in noten_riichi:
                self.chombo(Chombo(seat, _said("noten_riichi")))
            return True, self.label.honba, False, False
        for seat in noten_riichi:
            self.problem("noten_riichi", f"seat {seat} declared riichi but was not tenpai at "
                         f"the draw, which the {self.rules.name} rules do not allow")
        nagashi = sorted(draw.nagashi)
        if nagashi and not self.rules.nagashi_mangan:
            self.problem("nagashi_not_in_rules", f"the {self.rules.name} rules have no "
                         "nagashi mangan")
            nagashi = []
        if nagashi:
            for seat in nagashi:
                changes = win_deltas(2000, winner=seat, dealer=self.dealer, discarder=None,
                                     honba=0, seats=self.seats,
                                     bisection=north_bisection(self.rules))
                self.pay(changes)
                self.summary.append(Summary("nagashi", seat, value=changes[seat]))
        else:
            self.pay(noten_payments(draw.tenpai, self.rules.noten_payment, self.seats))
            if self.views:
                self.summary.append(Summary("draw", text="tenpai: " + (", ".join(
                    str(seat) for seat in sorted(draw.tenpai)) or "none")))
        dealer_tenpai = self.dealer in draw.tenpai
        return dealer_tenpai, self.label.honba + 1, False, dealer_tenpai

    def chombo(self, chombo: Chombo) -> None:
        """The hand is void: the offender pays, this hand's riichi sticks go back."""
        for seat in self.stuck:
            self.scores[seat] += self.rules.riichi_deposit
            self.deposits[seat] -= self.rules.riichi_deposit
            self.sticks = self.sticks.remove(seat)
        self.stuck = ()
        changes = win_deltas(self.rules.chombo_basic_points, winner=chombo.seat,
                             dealer=self.dealer, discarder=None, honba=0,
                             seats=self.seats, bisection=north_bisection(self.rules))
        self.pay(-change for change in changes)
        if self.rules.chombo_penalty:
            self.penalties = (*self.penalties, chombo.seat)
        self.summary.append(Summary("chombo", chombo.seat, value=-changes[chombo.seat],
                                    text=chombo.reason))

    # ------------------------------------------------------------------ after the hand

    def next_state(self, played: bool, repeat: bool, honba: int, dealer_won: bool,
                   dealer_tenpai: bool) -> GameState:
        scores = tuple(self.scores)
        if len(scores) != self.seats:  # (a start of other scores than seats: as_scores says)
            as_scores(scores, self.seats)
        label = self.label
        state = self.state
        new_end = None
        if played:
            new_end = end_after(self.rules, label, scores, repeat=repeat,
                                dealer_won=dealer_won, dealer_tenpai=dealer_tenpai,
                                aborted=self.aborted)
            # Once ended, the label stays on the last hand; a hand played after the end
            # still moves it, so that the rest of the source is checked.
            if state.end is not None or (self.end is None and new_end is None):
                label = next_label(label, repeat, honba, self.seats)
        return _new_state(self.rules, label, scores, self.sticks,
                          state.end or self.end or new_end, state.end_reason or self.end_reason,
                          self.penalties, state.claims)

    def check_written_start(self) -> None:
        written = self.record.written
        label, mine = written.label, self.label
        # (its fields, not HandLabel's __eq__ of two tuples: one look every hand)
        if label is not None and (label.number != mine.number or label.honba != mine.honba
                                  or label.round is not mine.round):
            self.mismatch("label", str(label), str(mine))
        # (the sticks counted by their counts: len() of a Sticks is a call of its __len__)
        if written.sticks is not None and written.sticks != sum(self.sticks.counts):
            self.mismatch("sticks", written.sticks, len(self.sticks))
        if written.start_scores is not None and written.start_scores != self.state.scores:
            self.mismatch("start_scores", written.start_scores, self.state.scores)

    def check_written_end(self, deltas: Scores, scores: Scores) -> None:
        """The hand's written changes against ``deltas`` (or the changes of the scores, the
        deposits put in less) and its written end scores against ``scores``."""
        written = self.record.written
        if written.deltas is not None and written.deltas != deltas and written.deltas != tuple(
                map(sub, scores, self.state.scores)):  # (as many: next_state made them)
            self.mismatch("deltas", written.deltas, deltas)
        if written.end_scores is not None and written.end_scores != scores:
            self.mismatch("end_scores", written.end_scores, scores)


_NO_SEATS: frozenset[int] = frozenset()
"""No seat (a value: shared by every hand without a forfeit win)."""
_summary = filler(Summary, arguments=True)
"""A :class:`Summary` of its five fields' values, in field order (:func:`mjscore.base.filler`):
one for each riichi and each win."""
_new_outcome = filler(HandOutcome, arguments=True)
"""A :class:`HandOutcome` of every field's value, in field order, built without the frozen
dataclass's ``__init__`` (:func:`mjscore.base.filler`): one a hand."""
