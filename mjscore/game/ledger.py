"""The game ledger: a game played hand by hand under its rules (RULES.md §4, issue #11).

:class:`~mjscore.game.GameState` (``state.py``) is what the table knows between two hands.
:func:`play_hand` plays one :class:`~mjscore.game.HandRecord` and returns a
:class:`HandOutcome`: the state before and after, every seat's change, each win's score, what
happened in words, and every place where what the source wrote disagrees with what the rules
give (:class:`~mjscore.game.Mismatch`), and every impossible event
(:class:`~mjscore.base.GameError`); ``report.py`` plays a whole game. Nothing raises for a
bad event: the ledger reports it and goes on where it can.

>>> from mjscore.game import HandRecord, Riichi, Win
>>> from mjscore.scoring import parse_claim
>>> state = GameState.start("tenhou")
>>> outcome = play_hand(state, HandRecord((Riichi(2), Win(1, 2, claim=parse_claim("3900")))))
>>> outcome.deltas, outcome.after.scores, str(outcome.after.label)
((0, 4900, -3900, 0), (25000, 29900, 20100, 25000), 'E2')
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any

from ..base import GameError
from ..rules import Rules
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
    HandLabel,
    HandRecord,
    MinorFoul,
    Riichi,
    Scores,
    Win,
    as_scores,
)
from .flow import End, end_after, next_label, noten_payments
from .payouts import north_bisection, win_deltas
from .state import GameState, Mismatch, Sticks, Summary
from .winpay import PaidWin, WinContext, pay_win


def _said(key: str) -> str:
    """A phrase the ledger writes into a summary itself, in the English of
    :data:`~mjscore.scoring.LEDGER_WORDS` (the views show it in their language)."""
    return LEDGER_WORDS[key][0]


__all__ = ["HandOutcome", "play_events", "play_hand"]


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

    def __init__(self, state: GameState, record: HandRecord) -> None:
        self.state = state
        self.rules = state.rules
        self.record = record
        self.label = state.label
        self.dealer = state.dealer
        self.scores = list(state.scores)
        self.deltas = [0] * self.rules.seats
        self.deposits = [0] * self.rules.seats
        self.sticks = state.sticks
        self.penalties = list(state.penalties)
        self.riichi: dict[int, bool] = {}
        """Seats in riichi this hand, with whether it was a double riichi."""
        self.stuck: list[int] = []
        """Seats whose riichi put a stick down this hand (returned by a chombo)."""
        self.forfeit: set[int] = set()
        self.problems: list[GameError] = []
        self.mismatches: list[Mismatch] = []
        self.summary: list[Summary] = []
        self.wins: list[PaidWin] = []
        self.end: End | None = None
        self.end_reason = ""
        self.unresolved = ""
        """Why the hand is left unresolved (empty when it was played)."""

    # ------------------------------------------------------------------ reporting

    def problem(self, code: str, message: str) -> None:
        self.problems.append(GameError(message, code=code, line=self.record.line,
                                       label=str(self.label)))

    def mismatch(self, name: str, written: object, ledger: object,
                 seat: int | None = None) -> None:
        self.mismatches.append(Mismatch(self.record.line, self.label, name, written, ledger,
                                        seat))

    def pay(self, changes: Iterable[int]) -> None:
        for seat, change in enumerate(changes):
            self.deltas[seat] += change
            self.scores[seat] += change

    # ------------------------------------------------------------------ events

    def run(self) -> HandOutcome:
        if self.state.end is not None:
            self.check_written_start()
            self.problem("hand_after_end", f"the game ended ({self.state.end.value}) "
                         "before this line: it is not played")
            self.summary.append(Summary("void", text=_said("not_played")))
            return self.void(played=False)
        self.check_written_start()
        events = [event for event in self.record.events if self.valid_seats(event)]
        results = [event for event in events if isinstance(event, _RESULT_EVENTS)]
        played = bool(results) or any(isinstance(event, Riichi | MinorFoul) for event in events)
        for event in events:
            self.side_event(event)
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
        outcome = HandOutcome(
            record=self.record, before=self.state, after=after,
            deltas=as_scores(self.deltas, self.rules.seats),
            deposits=as_scores(self.deposits, self.rules.seats), wins=tuple(self.wins),
            summary=tuple(self.summary), mismatches=(), problems=tuple(self.problems),
            played=played)
        self.check_written_end(outcome)
        return replace(outcome, mismatches=tuple(self.mismatches))

    def void(self, *, played: bool) -> HandOutcome:
        """The hand as if it had not been played: the state stays as it was."""
        zero = (0,) * self.rules.seats
        return HandOutcome(record=self.record, before=self.state, after=self.state,
                           deltas=zero, deposits=zero, summary=tuple(self.summary),
                           mismatches=tuple(self.mismatches), problems=tuple(self.problems),
                           played=played, resolved=False)

    def valid_seats(self, event: Event) -> bool:
        seats = [getattr(event, name, None) for name in ("seat", "winner", "discarder", "pao")]
        if isinstance(event, ExhaustiveDraw):
            seats += [*event.tenpai, *event.nagashi]
        count = self.rules.seats
        bad = [seat for seat in seats if seat is not None and not 0 <= seat < count]
        if bad:
            self.problem("invalid_seat", f"seat {bad[0]} of {type(event).__name__} is not "
                         f"0 to {count - 1}")
        return not bad

    def side_event(self, event: Event) -> None:
        """Riichi, fouls, adjustments and the end: everything but the result."""
        deposit = self.rules.riichi_deposit
        if isinstance(event, Riichi):
            if event.seat in self.riichi:
                self.problem("riichi_twice", f"seat {event.seat} declared riichi twice")
            elif event.stick and self.scores[event.seat] < deposit:
                self.problem("riichi_without_points",
                             f"seat {event.seat} cannot declare riichi with "
                             f"{self.scores[event.seat]} points (it takes {deposit})")
            else:
                self.riichi[event.seat] = event.double
                if event.stick:
                    self.put_stick(event.seat)
                    self.stuck.append(event.seat)
                self.summary.append(Summary("riichi", event.seat, value=deposit if event.stick
                                            else 0, text="double riichi" if event.double
                                            else "riichi"))
        elif isinstance(event, MinorFoul):
            if event.penalty is FoulPenalty.STICK:
                self.put_stick(event.seat)
            else:
                self.forfeit.add(event.seat)
            self.summary.append(Summary("foul", event.seat, text=f"{event.penalty.value}"
                                        + (f": {event.reason}" if event.reason else "")))
        elif isinstance(event, Adjustment):
            self.adjust(event)
        elif isinstance(event, GameEnd):
            self.end, self.end_reason = End.SHEET, event.reason
            self.summary.append(Summary("end", text=event.reason))

    def put_stick(self, seat: int) -> None:
        self.scores[seat] -= self.rules.riichi_deposit
        self.deposits[seat] += self.rules.riichi_deposit
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
        chombos = [event for event in results if isinstance(event, Chombo)]
        wins = self.legal_wins([event for event in results if isinstance(event, Win)])
        others = [event for event in results if isinstance(event, ExhaustiveDraw | AbortiveDraw)]
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
        seats = self.rules.seats
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
        sticks = len(self.sticks)
        paid_wins: list[PaidWin] = []
        for index, win in enumerate(wins):
            context = WinContext(
                rules=self.rules, label=self.label, dealer=self.dealer,
                honba=self.label.honba if index == 0 or self.rules.honba_to_every_winner
                else 0,
                sticks=sticks if index == 0 else 0,
                riichi=win.winner in self.riichi and not self.riichi[win.winner],
                double_riichi=self.riichi.get(win.winner, False), claims=self.state.claims)
            paid = pay_win(win, context)
            for code, message in paid.problems:
                self.problem(code, message)
            for name, written, ledger in paid.mismatches:
                self.mismatch(name, written, ledger, win.winner)
            paid_wins.append(paid)
        if not any(any(paid.deltas) for paid in paid_wins):
            self.unresolved = ("no win could be paid" if len(wins) > 1
                               else "the win could not be paid")
            return False, self.label.honba, False, False
        for paid in paid_wins:
            win = paid.win
            self.pay(paid.deltas)
            self.wins.append(paid)
            self.summary.append(Summary("tsumo" if win.tsumo else "ron", win.winner,
                                        win.discarder, paid.value, paid.text))
        self.sticks = Sticks()
        dealer_won = any(win.winner == self.dealer for win in wins)
        return dealer_won, self.label.honba + 1 if dealer_won else 0, dealer_won, False

    def abort(self, draw: AbortiveDraw) -> tuple[bool, int, bool, bool]:
        if not getattr(self.rules, draw.kind.value):
            self.problem("abort_not_in_rules", f"{draw.kind.value} is no abortive draw under "
                         f"the {self.rules.name} rules")
        elif reason := self.impossible_abort(draw):
            self.problem("impossible_abort", reason)
            self.unresolved = f"{draw.kind.value} cannot have happened"
            return False, self.label.honba, False, False
        self.summary.append(Summary("abort", draw.seat, text=draw.kind.value))
        return True, self.label.honba + 1, False, False

    def impossible_abort(self, draw: AbortiveDraw) -> str:
        """Why the abortive draw cannot follow the hand's other events, or nothing."""
        seats = self.rules.seats
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
                                     honba=0, seats=self.rules.seats,
                                     bisection=north_bisection(self.rules))
                self.pay(changes)
                self.summary.append(Summary("nagashi", seat, value=changes[seat]))
        else:
            self.pay(noten_payments(draw.tenpai, self.rules.noten_payment, self.rules.seats))
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
        self.stuck = []
        changes = win_deltas(self.rules.chombo_basic_points, winner=chombo.seat,
                             dealer=self.dealer, discarder=None, honba=0,
                             seats=self.rules.seats, bisection=north_bisection(self.rules))
        self.pay(-change for change in changes)
        if self.rules.chombo_penalty:
            self.penalties.append(chombo.seat)
        self.summary.append(Summary("chombo", chombo.seat, value=-changes[chombo.seat],
                                    text=chombo.reason))

    # ------------------------------------------------------------------ after the hand

    def next_state(self, played: bool, repeat: bool, honba: int, dealer_won: bool,
                   dealer_tenpai: bool) -> GameState:
        scores = as_scores(self.scores, self.rules.seats)
        label = self.label
        new_end = None
        if played:
            aborted = any(item.kind == "abort" for item in self.summary)
            new_end = end_after(self.rules, label, scores, repeat=repeat,
                                 dealer_won=dealer_won, dealer_tenpai=dealer_tenpai,
                                 aborted=aborted)
            # Once ended, the label stays on the last hand; a hand played after the end
            # still moves it, so that the rest of the source is checked.
            if self.state.ended or (self.end is None and new_end is None):
                label = next_label(label, repeat, honba, self.rules.seats)
        end = self.state.end or self.end or new_end
        return GameState(self.rules, label, scores, self.sticks, end,
                         self.state.end_reason or self.end_reason, tuple(self.penalties),
                         self.state.claims)

    def check_written_start(self) -> None:
        written = self.record.written
        if written.label is not None and written.label != self.label:
            self.mismatch("label", str(written.label), str(self.label))
        if written.sticks is not None and written.sticks != len(self.sticks):
            self.mismatch("sticks", written.sticks, len(self.sticks))
        if written.start_scores is not None and written.start_scores != self.state.scores:
            self.mismatch("start_scores", written.start_scores, self.state.scores)

    def check_written_end(self, outcome: HandOutcome) -> None:
        written = self.record.written
        if written.deltas is not None and written.deltas not in (outcome.deltas,
                                                                 outcome.changes):
            self.mismatch("deltas", written.deltas, outcome.deltas)
        if written.end_scores is not None and written.end_scores != outcome.after.scores:
            self.mismatch("end_scores", written.end_scores, outcome.after.scores)


def play_events(events: Iterable[Event], *, rules: Rules | str = "tenhou", label: str = "E1",
                scores: Scores | None = None) -> HandOutcome:
    """Play one hand of ``events`` at ``label`` of a game (every score at the start points
    unless ``scores`` are given), as the examples of ``docs/errors.md`` do.

    >>> from mjscore.game import ExhaustiveDraw
    >>> play_events([ExhaustiveDraw(frozenset({2}))], label="S4-1").deltas
    (-1000, -1000, 3000, -1000)
    """
    start = GameState.start(rules, scores)
    state = replace(start, label=HandLabel.parse(label, start.rules.seats))
    return play_hand(state, HandRecord(tuple(events)))


def play_hand(state: GameState, hand: HandRecord, *, resume: str = "") -> HandOutcome:
    """Play one hand from ``state``: pay its result, move the label, end the game where the
    rules end it, and check what the source wrote.

    ``resume`` says why the hand before this one was left unresolved (a line that could
    not be read, a win that could not be paid): the ledger then takes up again at this
    hand's written label (who deals, the honba) when it is not before the ledger's own, and
    reports the gap on this hand (``resumed``).

    >>> from mjscore.game import ExhaustiveDraw, Written
    >>> outcome = play_hand(GameState.start(), HandRecord((ExhaustiveDraw(),),
    ...     Written(label=HandLabel.parse("E2-1")), line=3), resume="line 2 was rejected")
    >>> str(outcome.before.label), [problem.code for problem in outcome.problems]
    ('E2-1', ['resumed'])
    """
    note = ""
    label = hand.written.label
    if resume and label is not None and label != state.label and not state.ended and (
            _order(label) >= _order(state.label) and label.number <= state.rules.seats):
        note = (f"{resume}, so hand {state.label} is unresolved: the ledger takes up again "
                f"at {label}, this line's label")
        state = replace(state, label=label)
    outcome = _Hand(state, hand).run()
    if not note:
        return outcome
    problem = GameError(note, code="resumed", line=hand.line, label=str(label))
    return replace(outcome, problems=(problem, *outcome.problems))


def _order(label: HandLabel) -> tuple[int, int, int]:
    return label.round.number, label.number, label.honba
