"""The real game logs of ../shared/data/raw, and the per-win check the log-reader tests share.

:func:`check_win` scores one :class:`~mjscore.game.events.Win` of a read log on its own, as the
game ledger would: the situation is built from the hand's label, the win's derived flags and
its indicators, and the result must pay, count and name its yaku as the log recorded. It
depends on no ledger: it proves the readers' hand reconstruction and derived flags.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from pathlib import Path

from mjscore.game import GameRecord, HandRecord, Riichi, Win
from mjscore.hand import Wind
from mjscore.rules import Rules
from mjscore.scoring import Score, score_hand, score_readings
from mjscore.situation import Situation

from .casedata import data_problem, require_data

RAW_DIR = Path(__file__).resolve().parents[3] / "shared" / "data" / "raw"
"""The raw logs: ../shared/data/raw beside the repository checkout."""

PANTHEON = RAW_DIR / "pantheon_onlinelog"

SITUATION_FLAGS = ("ippatsu", "haitei", "houtei", "rinshan", "chankan", "chankan_closed_kan",
                   "tenhou", "chiihou", "renhou")


MANIFEST = "MANIFEST.sha256"
"""The list of every raw file (with its checksum) in the raw folder: its layout."""


def require_raw() -> Path:
    """The raw folder, or skip the calling test saying where it should be, or which files
    of its manifest it lacks (fail instead under ``MJSCORE_REQUIRE_DATA``)."""
    return require_data(RAW_DIR, "the raw game logs", "../shared/data/raw",
                        _manifest(RAW_DIR))


def raw_problem() -> str | None:
    """What is wrong with the raw folder, for code that lists a test's parameters (a test
    given the placeholder then calls :func:`require_raw`); None when nothing is."""
    return data_problem(RAW_DIR, "the raw game logs", "../shared/data/raw",
                        _manifest(RAW_DIR))


@functools.cache
def _manifest(folder: Path) -> tuple[str, ...]:
    """The files the manifest of ``folder`` lists (itself when there is none)."""
    try:
        text = (folder / MANIFEST).read_text(encoding="utf-8")
    except OSError:
        return (MANIFEST,)
    return tuple(line.split(None, 1)[1].strip().removeprefix("./")
                 for line in text.splitlines() if len(line.split(None, 1)) == 2)


def raw_files() -> list[Path]:
    """Every file under raw/, sorted."""
    return sorted(path for path in require_raw().rglob("*") if path.is_file())


def wins(game: GameRecord) -> Iterator[tuple[HandRecord, Win, Situation]]:
    """Every win of a game with the situation it is scored in."""
    seats = game.rules.seats
    for hand in game.hands:
        label, sticks = hand.written.label, hand.written.sticks
        assert label is not None and sticks is not None
        dealer = label.number - 1
        first = True
        for event in hand.events:
            if isinstance(event, Riichi) and event.stick:
                sticks += 1
            if isinstance(event, Win):
                yield hand, event, situation(event, dealer, label.round, label.honba, sticks,
                                             first=first, seats=seats)
                first = False


def _wind(seat: int | None, dealer: int, seats: int) -> Wind | None:
    return None if seat is None else Wind.EAST.after((seat - dealer) % seats)


def situation(win: Win, dealer: int, round_wind: Wind, honba: int, sticks: int, *,
              first: bool, seats: int = 4) -> Situation:
    """The situation of ``win`` at a table of ``seats``: honba and sticks go to the first
    winner of a hand only."""
    riichi = bool({"riichi", "double_riichi"} & win.flags)
    seat = _wind(win.winner, dealer, seats)
    assert seat is not None
    return Situation(
        tsumo=win.tsumo,
        riichi="riichi" in win.flags,
        double_riichi="double_riichi" in win.flags,
        **{flag: flag in win.flags for flag in SITUATION_FLAGS},
        seat=seat,
        round=round_wind,
        dora=win.dora,
        ura=win.ura if riichi else (),
        honba=honba if first else 0,
        sticks=sticks if first else 0,
        discarder=_wind(win.discarder, dealer, seats),
        pao=_wind(win.pao, dealer, seats),
        kita=win.kita,
    )


def absolute_deltas(result: Score, dealer: int) -> tuple[int, ...]:
    """``Score.deltas`` (E, S, W and N, as many as the seats) turned to seats (seat 0
    first)."""
    seats = len(result.deltas)
    return tuple(result.deltas[(seat - dealer) % seats] for seat in range(seats))


_KITA_KINDS = {"kita", "dora", "ura_dora"}
"""Tenhou's logs count kita among the dora and ura dora: with kita, those are compared by
their han in all."""


def _reading_matches(result: Score, win: Win) -> bool:
    recorded = win.recorded
    assert recorded is not None
    scored = {hit.id for hit in result.yaku}
    written = {ident for ident, _ in recorded.yaku}
    if win.kita:
        scored, written = scored - _KITA_KINDS, written - _KITA_KINDS
    return (scored == written and result.han == recorded.han
            and (recorded.limit is not None or result.fu == recorded.fu))


def check_win(win: Win, situation: Situation, rules: Rules, dealer: int) -> str | None:
    """None when the win scores as its log recorded, else what differs."""
    assert win.hand is not None and win.recorded is not None
    recorded = win.recorded
    try:
        result = score_hand(win.hand, situation, rules)
    except Exception as error:  # reported as a mismatch
        return f"{win.hand}: raised {type(error).__name__}: {error}"
    limit = result.limit.value if result.limit else None
    deltas = absolute_deltas(result, dealer)
    if (result.value, limit, deltas) != (recorded.value, recorded.limit, recorded.deltas):
        return (f"{win.hand} {sorted(win.flags)}: value {result.value} {limit} {deltas}, "
                f"recorded {recorded.value} {recorded.limit} {recorded.deltas}")
    if _reading_matches(result, win):
        return None
    if any(_reading_matches(other, win) and other.value == result.value
           for other in score_readings(win.hand, situation, rules)):
        return None  # an equal-paying reading: the tie is proven
    return (f"{win.hand} {sorted(win.flags)}: {result.han} han {result.fu} fu "
            f"{sorted(hit.id for hit in result.yaku)}, recorded {recorded.han} han "
            f"{recorded.fu} fu {sorted(ident for ident, _ in recorded.yaku)}")


def check_game(game: GameRecord) -> tuple[int, list[str]]:
    """How many wins a game has, and the mismatches among them (each naming its hand)."""
    count, failures = 0, []
    for hand, win, where in wins(game):
        count += 1
        label = hand.written.label
        assert label is not None
        failure = check_win(win, where, game.rules, label.number - 1)
        if failure is not None:
            failures.append(f"{game.id} hand {hand.line} ({label}): {failure}")
    return count, failures
