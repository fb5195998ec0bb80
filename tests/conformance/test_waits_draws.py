"""Tenpai at the exhaustive draws of real games (issue #13): at every exhaustive draw of the
game logs of ../shared/data/raw that mjscore plays, each player's hand, rebuilt from the
game's events by the log readers (``ExhaustiveDraw.hands``), is tenpai for mjscore exactly
when Tenhou counted it tenpai (revealed it, and paid it the noten payments): a tenpai hand
has at least one real wait, a noten hand none.

Where Tenhou's verdict comes from: an mjlog's ``<RYUUKYOKU>`` reveals the tenpai hands
(``hai0`` … ``hai3``); a tenhou.net/6 ``流局`` says it by the noten payments, ``全員聴牌`` and
``全員不聴`` by name. Only a tenhou.net/6 ``流し満貫`` has no verdict of its own (the reader
asks mjscore), so those draws are counted apart and prove nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

import pytest

from mjscore.base import UnsupportedLog
from mjscore.game import ExhaustiveDraw, GameRecord
from mjscore.hand import WaitingHand
from mjscore.logs import read_log
from mjscore.logs.replay import game_id_of
from mjscore.waiting import is_tenpai, waits

from ..support.logdata import raw_files, require_raw

pytestmark = pytest.mark.conformance

GAMES, DRAWS, TENPAI_SEATS, NOTEN_SEATS = 1226, 1838, 3267, 4085
"""The four-player games of raw/ that mjscore plays (as ``tests/conformance/test_games.py``
counts them, the two Mahjong Soul games among them), their exhaustive draws with the
server's own verdict, and the seats at those draws that the server counted tenpai and
noten."""

THREE_PLAYER = (403, 443, 618, 711)
"""The same of the three-player games (issue #23): the 401 Phoenix games, ``sanma2.xml`` and
the tenhou.net/6 game of ``mjai_reviewer3p_testdata/``."""


@dataclass
class _Count:
    seats: int = 4
    games: int = 0
    draws: int = 0
    tenpai: int = 0
    noten: int = 0
    unproven: int = 0
    """Draws whose tenpai players the reader took from mjscore itself (流し満貫)."""
    failures: list[str] = field(default_factory=list)


def _own_verdict(name: str, draw: ExhaustiveDraw) -> bool:
    """Whether the log itself says who was tenpai at ``draw`` (all but a tenhou.net/6
    nagashi mangan)."""
    return not (name.endswith(".json") and draw.nagashi)


@cache
def played_games() -> dict[str, GameRecord]:
    """Every game of raw/ that mjscore plays, by path under raw/."""
    raw = require_raw()
    games = {}
    for path in raw_files():
        try:
            game = read_log(path.read_bytes(), game_id=game_id_of(path.name))
        except UnsupportedLog:
            continue
        games[str(path.relative_to(raw))] = game
    return games


def _check_draws(seats: int) -> _Count:
    count = _Count(seats)
    for name, game in played_games().items():
        if game.rules.seats != seats:
            continue
        count.games += 1
        for hand in game.hands:
            for draw in hand.events:
                if not isinstance(draw, ExhaustiveDraw):
                    continue
                assert draw.hands is not None, f"{name} {hand.line}: no hands at the draw"
                if not _own_verdict(name, draw):
                    count.unproven += 1
                    continue
                count.draws += 1
                for seat, held in enumerate(draw.hands):
                    counted = seat in draw.tenpai
                    count.tenpai += counted
                    count.noten += not counted
                    if is_tenpai(held) != counted:
                        count.failures.append(
                            f"{name} hand {hand.line} seat {seat}: {held} is "
                            f"{'tenpai' if is_tenpai(held) else 'noten'} for mjscore, "
                            f"{'tenpai' if counted else 'noten'} for Tenhou")
    return count


@pytest.mark.parametrize(("seats", "expected"), [
    (4, (GAMES, DRAWS, TENPAI_SEATS, NOTEN_SEATS)), (3, THREE_PLAYER)])
def test_tenpai_at_every_exhaustive_draw_is_tenhous(seats: int,
                                                   expected: tuple[int, ...]) -> None:
    count = _check_draws(seats)
    summary = (f"{count.games} games, {count.draws} exhaustive draws with Tenhou's verdict "
               f"({count.unproven} without), {count.tenpai} tenpai and {count.noten} noten "
               f"seats; {len(count.failures)} differ")
    assert not count.failures, summary + "\n" + "\n".join(count.failures[:20])
    assert (count.games, count.draws, count.tenpai, count.noten) == expected, summary


def test_a_tenpai_hand_at_a_draw_has_a_real_wait_and_a_noten_hand_none() -> None:
    """The same verdict from the full analysis: waits that are not all in the hand itself."""
    seen = 0
    for game in list(played_games().values())[::25]:
        for hand in game.hands:
            for draw in hand.events:
                if isinstance(draw, ExhaustiveDraw) and draw.hands is not None:
                    for seat, held in enumerate(draw.hands):
                        result = waits(held)
                        assert result.tenpai == (seat in draw.tenpai) or draw.nagashi
                        assert bool(result.waits) == result.tenpai
                        seen += 1
    assert seen > 100


def test_the_hands_are_each_seats_thirteen_tiles() -> None:
    draws = [(game.rules.seats, draw) for game in played_games().values()
             for hand in game.hands for draw in hand.events if isinstance(draw, ExhaustiveDraw)]
    assert {seats for seats, _ in draws} == {3, 4}
    for seats, draw in draws[:200] + draws[-200:]:
        assert draw.hands is not None and len(draw.hands) == seats
        assert all(isinstance(held, WaitingHand) and held.size == 13 for held in draw.hands)


def _draw_hands(game: GameRecord) -> list[tuple[WaitingHand, ...] | None]:
    return [draw.hands for hand in game.hands for draw in hand.events
            if isinstance(draw, ExhaustiveDraw)]


def test_both_formats_of_a_game_hold_the_same_hands_at_its_draws() -> None:
    from ..logs.test_tenhou6 import PAIRS

    games = played_games()
    compared = 0
    for json_name, xml_name in sorted(PAIRS.items()):
        hands = _draw_hands(games[f"pantheon_onlinelog/{json_name}"])
        assert hands == _draw_hands(games[f"pantheon_onlinelog/{xml_name}"]), json_name
        compared += len(hands)
    assert compared > 0


def test_the_hands_are_no_part_of_a_draws_equality() -> None:
    draw = next(draw for game in played_games().values() for hand in game.hands
                for draw in hand.events if isinstance(draw, ExhaustiveDraw))
    assert draw == ExhaustiveDraw(draw.tenpai, draw.nagashi)
    assert hash(draw) == hash(ExhaustiveDraw(draw.tenpai, draw.nagashi))
