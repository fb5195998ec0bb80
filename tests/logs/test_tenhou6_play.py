"""The play of one hand of a tenhou.net/6 log: its tile numbers and call strings, and the
draws and discards it lists seat by seat, followed again turn by turn."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from mjscore.base import LogError
from mjscore.hand import MeldKind, Source, Tile
from mjscore.logs.tenhou6_play import HandTurns, _tile_of_number, call_meld, tile_of

DEALT = (
    [11, 11, 11, 14, 15, 16, 17, 18, 19, 21, 22, 23, 24],
    [31, 31, 32, 33, 34, 35, 36, 37, 38, 39, 41, 42, 43],
    [25, 25, 26, 27, 28, 29, 44, 44, 45, 45, 46, 46, 47],
    [31, 32, 33, 34, 35, 36, 37, 38, 39, 41, 42, 43, 47],
)
"""What each seat is dealt; seat 0 deals."""


def turns(takes: list[list[Any]], discards: list[list[Any]], *, red: bool = True
          ) -> HandTurns:
    """The turns of a hand whose seats draw ``takes`` and discard ``discards``, played."""
    hand: list[Any] = [[0, 0, 0], [25000] * 4, [11], []]
    for seat in range(4):
        hand += [DEALT[seat], takes[seat], discards[seat]]
    played = HandTurns(hand, 0, red, "hand 1 (E1)", seats=4)
    played.run()
    return played


def test_tiles() -> None:
    assert str(tile_of(51)) == "0m" and str(tile_of(51, red_fives=False)) == "5m"
    for bad in (10, 48, 54, 0, "11", None, True):
        with pytest.raises(LogError) as caught:
            tile_of(bad)
        assert caught.value.code == "invalid_tile"


def test_a_pon_from_across_takes_the_next_turn_and_60_discards_the_drawn_tile() -> None:
    play = turns([[44], [], ["44p4444"], [19]], [[44], [], [47], [60]]).play
    (pon,) = play.seats[2].melds
    assert (pon.kind, str(pon), pon.source) == (MeldKind.PON, "[4=44z]", Source.ACROSS)
    assert play.seats[1].draws == 0  # seat 1's turn was skipped by the pon
    assert play.last_discard == (3, Tile.parse("9m"))


def test_a_closed_kan_is_followed_by_its_replacement_draw() -> None:
    play = turns([[11, 29], [], [], []], [["111111a11"], [], [], []]).play
    assert [str(meld) for meld in play.seats[0].melds] == ["(1111m)"]
    assert play.kans == 1
    assert play.win_flags(0, None) == {"rinshan"}


def test_a_riichi_discard_is_written_with_r() -> None:
    play = turns([[44], [], [], []], [["r44"], [], [], []]).play
    assert play.riichi_declared(0) and play.double_riichi(0)


def test_a_red_five_is_a_plain_five_where_the_rules_have_none() -> None:
    play = turns([[51], [], [], []], [[60], [], [], []], red=False).play
    assert play.last_discard == (0, Tile.parse("5m"))


def test_a_call_of_a_tile_not_just_discarded_names_the_seat_and_the_draw() -> None:
    with pytest.raises(LogError) as caught:
        turns([[44], ["c131112"], [], []], [[44], [], [], []])
    assert caught.value.code == "invalid_meld"
    assert caught.value.message.startswith("hand 1 (E1), seat 1's draw 1 ('c131112'): ")
    assert "the last discard is 4z of seat 0" in caught.value.message


def test_draws_left_over_when_the_play_stops_are_an_invalid_log() -> None:
    with pytest.raises(LogError, match="seat 1 has 1 draws and 0 discards left") as caught:
        turns([[44], [15], ["44p4444"], [19]], [[44], [], [47], [60]])
    assert caught.value.code == "invalid_log"


@pytest.mark.parametrize("red", [True, False])
def test_every_tile_number_is_looked_up_as_it_is_worked_out(red: bool) -> None:
    """``tile_of``'s table against the definition it is made from, errors included."""
    def outcome(read: Callable[[], Tile]) -> object:
        try:
            return read()
        except LogError as err:
            return err.code, err.message
    for number in [*range(-3, 70), True, False, 11.0, "11", None]:
        assert outcome(lambda n=number: tile_of(n, red_fives=red)) == outcome(
            lambda n=number: _tile_of_number(n, red))


def test_a_call_string_is_one_meld_everywhere_and_its_bad_tile_names_each_hand() -> None:
    """Call strings are read once (``call_meld`` keeps them): the same string is the same
    meld in another hand, under its red fives, and a number in it that is no tile is an
    error naming the hand it is read in, each time."""
    first = turns([[44], [], ["44p4444"], [19]], [[44], [], [47], [60]]).play.seats[2].melds
    again = turns([[44], [], ["44p4444"], [19]], [[44], [], [47], [60]]).play.seats[2].melds
    assert first == again and first[0] is again[0]
    red, plain = call_meld("p515115", True), call_meld("p515115", False)
    assert red != plain and plain.called == Tile.parse("5m") and red.called == Tile.parse("0m")
    for where in ("hand 1 (E1)", "hand 2 (E2)"):
        hand: list[Any] = [[0, 0, 0], [25000] * 4, [11], []]
        takes: list[list[Any]] = [[44], [19], ["44p9944"], []]
        drops: list[list[Any]] = [[44], [19], [], []]
        for seat in range(4):
            hand += [DEALT[seat], takes[seat], drops[seat]]
        with pytest.raises(LogError) as caught:
            HandTurns(hand, 0, True, where, seats=4).run()
        assert caught.value.code == "invalid_tile"
        assert caught.value.message == (f"{where}, seat 2's draw 1 ('44p9944'): "
                                        f"{where}: there is no tile 99")
