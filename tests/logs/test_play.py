"""One hand followed action by action, as both log readers drive it: the seats' tiles and
melds, tenpai, and the flags of a win derived from the play alone (``docs/replay.md``)."""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Callable, Iterable
from operator import attrgetter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjscore.base import LogError, MjscoreError
from mjscore.hand import Hand, Meld, MeldKind, Source, Tile, parse_tiles
from mjscore.logs import HandPlay
from mjscore.logs.mjlog import _MOVE_TILES
from mjscore.logs.mjlog_codes import counts_of_text, tile_of, tiles_of_text
from mjscore.logs.play import LIVE_WALL_DRAWS
from mjscore.logs.play_counts import (
    NOT_PLAIN,
    TILE_OF_ORDER,
    PlainMove,
    hand_of_orders,
    held_orders,
    orders_of_counts,
    tiles_of_counts,
)

from ..support.logdata import RAW_DIR, require_raw
from ..support.strategies import any_hands, hypothesis_settings, winning_hands

T = Tile.parse
PON_OF_EAST = Meld(MeldKind.PON, (T("1z"),) * 3, T("1z"), Source.PREVIOUS)
"""Seat 2's pon of seat 1's East."""


def dealt() -> HandPlay:
    """A hand dealt by seat 0, who is tenpai on 1m and 4m; seat 2 holds a pair of East."""
    return HandPlay([parse_tiles(text) for text in (
        "23m456p567s678s55p", "147m258p369s1234z", "147m258p369s1134z", "147m258p369s5677z",
    )], dealer=0, seats=4)


def test_tenpai_is_asked_of_a_seat_s_13_tiles() -> None:
    play = dealt()
    assert play.tenpai(0) and not play.tenpai(1)
    assert str(play.hand(0)) == "23m45556p566778s"


def test_the_dealer_s_tsumo_on_the_first_draw_is_tenhou() -> None:
    play = dealt()
    play.draw(0, T("1m"))
    assert play.win_flags(0, None) == {"tenhou"}
    assert str(play.winning_hand(0, None)) == "23m45556p566778s+1m"


def test_riichi_on_the_first_discard_is_double_riichi_and_ippatsu_until_its_next_discard(
        ) -> None:
    play = dealt()
    play.draw(0, T("9s"))
    play.discard(0, T("9s"), riichi=True)
    play.draw(1, T("1m"))
    play.discard(1, T("1m"))
    assert play.riichi_declared(0) and play.double_riichi(0)
    assert play.win_flags(0, 1) == {"double_riichi", "ippatsu"}
    assert str(play.winning_hand(0, 1)) == "23m45556p566778s+1m"


def test_a_call_takes_the_discard_into_a_meld_and_breaks_ippatsu_and_nagashi() -> None:
    play = dealt()
    play.draw(0, T("9s"))
    play.discard(0, T("9s"), riichi=True)
    play.draw(1, T("1z"))
    play.discard(1, T("1z"))
    play.call(2, PON_OF_EAST)
    assert str(play.hand(2)) == "147m258p369s34z [1-11z]"
    play.discard(2, T("7m"))
    play.draw(3, T("4m"))
    play.discard(3, T("4m"))
    assert play.win_flags(0, 3) == {"double_riichi"}  # no ippatsu after the pon
    # Seat 0 discarded a terminal only; seat 1's East was called, seats 2 and 3 cut simples.
    assert play.nagashi_seats() == {0}


def test_a_call_of_the_tiles_the_reader_keeps_for_its_meld_plays_as_the_meld() -> None:
    """``call(…, held=held_orders(meld))`` (the mjlog reader's, kept for each meld code)
    plays as ``call(…)`` of the meld alone, and a call of a tile the seat does not hold
    raises the same."""
    def played(held: bool) -> tuple[object, ...]:
        play = dealt()
        play.draw(0, T("9s"))
        play.discard(0, T("9s"), riichi=True)
        play.draw(1, T("1z"))
        play.discard(1, T("1z"))
        play.call(2, PON_OF_EAST, held=held_orders(PON_OF_EAST) if held else None)
        return (*map(_state, play.seats), play.moves, play.any_call, play.last_discard)
    assert held_orders(PON_OF_EAST) == [T("1z").order] * 2
    assert played(True) == played(False)
    for held in (None, held_orders(PON_OF_EAST)):
        play = dealt()
        play.draw(0, T("1z"))
        play.discard(0, T("1z"))
        with pytest.raises(LogError, match="seat 1 calls with 1z, which is not in its hand"):
            play.call(1, PON_OF_EAST, held=held)


def test_the_last_draw_of_the_wall_is_haitei_and_its_discard_houtei() -> None:
    play = dealt()
    for turn in range(LIVE_WALL_DRAWS - 1):
        play.draw(turn % 4, T("7z"))
        play.discard(turn % 4, T("7z"))
    last = (LIVE_WALL_DRAWS - 1) % 4
    play.draw(last, T("1m"))
    assert play.win_flags(last, None) == {"haitei"}
    play.discard(last, T("1m"))
    assert play.win_flags((last + 1) % 4, last) == {"houtei"}
    with pytest.raises(LogError, match="after the wall is empty"):
        play.draw((last + 1) % 4, T("2m"))


@pytest.mark.parametrize(("act", "code", "message"), [
    (lambda play: play.discard(0, T("1m")), "invalid_log",
     "seat 0 discards 1m holding 13 tiles"),
    (lambda play: (play.draw(0, T("1m")), play.draw(0, T("2m"))), "invalid_log",
     "seat 0 draws 2m holding 14 tiles"),
    (lambda play: (play.draw(0, T("9s")), play.discard(0, T("1z"))), "invalid_log",
     "discards 1z, which is not in its hand"),
    (lambda play: play.call(2, PON_OF_EAST), "invalid_meld", "with no discard to call"),
], ids=["discard-before-drawing", "draw-twice", "discard-a-tile-not-held", "call-nothing"])
def test_an_action_the_hand_cannot_have_is_a_log_error(act: Callable[[HandPlay], object],
                                                        code: str, message: str) -> None:
    with pytest.raises(LogError, match=message) as caught:
        act(dealt())
    assert caught.value.code == code


def test_a_deal_is_four_seats_of_13_tiles() -> None:
    with pytest.raises(LogError, match="3 seats are dealt, not 4"):
        HandPlay([parse_tiles("147m258p369s1234z")] * 3, dealer=0, seats=4)
    with pytest.raises(LogError, match="seat 1 is dealt 12 tiles, not 13"):
        HandPlay([parse_tiles("147m258p369s1234z"), parse_tiles("147m258p369s123z"),
                  *[parse_tiles("147m258p369s1234z")] * 2], dealer=0, seats=4)


# Three players: kita (issue #22) ------------------------------------------------------------

def dealt_three() -> HandPlay:
    """A three-player hand dealt by seat 0: seat 0 holds a North and waits, after setting it
    aside, on 1m and 4p; seat 1 waits on North (shanpon with 5p); seat 2 holds nothing of
    use."""
    return HandPlay([parse_tiles(text) for text in (
        "11m999p234p567s4z1m", "111m999p123s44z55p", "19m19p19s1235677z")], dealer=0, seats=3)


def test_a_kita_replacement_draw_is_rinshan_and_the_kita_ends_the_first_turn() -> None:
    play = dealt_three()
    play.draw(0, T("4z"))
    play.kita(0, T("4z"))
    assert play.kita_count(0) == 1 and str(play.hand(0)) == "111m234999p567s4z"
    play.draw(0, T("4z"))
    # A tsumo on the replacement draw: rinshan, and no tenhou (the kita came first).
    assert play.win_flags(0, None) == {"rinshan"}


def test_a_kita_ends_everyone_s_ippatsu_once_play_goes_on() -> None:
    play = dealt_three()
    for riichi in (False, True):  # seat 1 declares riichi on its second discard
        play.draw(0, T("7z"))
        play.discard(0, T("7z"))
        play.draw(1, T("9s"))
        play.discard(1, T("9s"), riichi=riichi)
        play.draw(2, T("3z"))
        play.discard(2, T("3z"))
    assert play.win_flags(1, 2) == {"riichi", "ippatsu"}
    play.draw(0, T("6z"))
    play.kita(0, T("4z"))
    # A ron on the North set aside: a plain ron (no chankan), ippatsu still standing.
    assert play.win_flags(1, 0) == {"riichi", "ippatsu"}
    assert str(play.winning_hand(1, 0)) == "111m55999p123s44z+4z"
    play.draw(0, T("6z"))  # the replacement draw: the kita is complete
    play.discard(0, T("6z"))
    assert play.win_flags(1, 0) == {"riichi"}


def test_three_seats_draw_55_tiles_from_the_live_wall() -> None:
    play = dealt_three()
    for turn in range(54):
        play.draw(turn % 3, T("7z") if turn % 2 else T("6z"))
        play.discard(turn % 3, T("7z") if turn % 2 else T("6z"))
    play.draw(54 % 3, T("5z"))
    assert play.win_flags(54 % 3, None) == {"haitei"}
    play.discard(54 % 3, T("5z"))
    with pytest.raises(LogError, match="after the wall is empty"):
        play.draw(1, T("2z"))


def test_only_a_north_can_be_set_aside() -> None:
    play = dealt_three()
    play.draw(0, T("7z"))
    with pytest.raises(LogError, match="only a North") as caught:
        play.kita(0, T("7z"))
    assert caught.value.code == "invalid_meld"


# The deal counted, the moves not kept, the winning hand of counts (issue #31) ---------------

_STEPS = re.compile(r'<([DEFGTUVW][0-9]+)/>|<REACH who="(\d)" (?:ten="[^"]*" )?step="(\d)"')


def _real_hands(count: int) -> list[str]:
    """The hands of ``count`` Phoenix games, each the text of one ``<INIT …>`` to the next."""
    require_raw()
    files = random.Random(31).sample(sorted((RAW_DIR / "tenhou_phoenix_2022").iterdir()), count)
    return [hand for path in files for hand in path.read_text(encoding="utf-8").split(
        "<INIT ")[1:]]


def _play(play: HandPlay, steps: list[tuple[str, str, str]], *, runs: bool) -> int:
    """Play a hand's draws, discards and riichi (``_STEPS``): each run of moves by
    ``plain_moves`` (``runs``, settling what is not plain one move at a time, as the mjlog
    reader does) or every move by ``draw`` and ``discard``; the moves played."""
    drawn: list[int | None] = [None] * 4
    run: list[PlainMove] = []
    played = 0
    for move, who, step in [*steps, ("", "", "")]:
        if move:
            run.append(_MOVE_TILES[move])
            continue
        index = play.plain_moves(run, 0, drawn) if runs else 0
        while index < len(run):
            _play_one(play, run[index], drawn)
            index = play.plain_moves(run, index + 1, drawn) if runs else index + 1
        played += len(run)
        run = []
        if step == "1":
            play.declare_riichi(int(who))
        elif step == "2":
            play.accept_riichi(int(who))
    return played


def test_a_deal_of_counts_and_a_play_without_moves_play_as_the_tiles_dealt() -> None:
    """Every real hand's deal, dealt as tiles (``HandPlay``) and as counts of its text
    (``HandPlay.of_counts`` of ``counts_of_text``), its draws, discards and riichi (to its
    first call or result) played one at a time, by runs of plain moves, and by runs without
    the moves kept: the seats the same, the same moves kept, and the deal the tiles sorted
    by kind, a plain five first (the definition of ``dealt``)."""
    played = riichi = 0
    for hand in _real_hands(30):
        texts = [re.search(rf'hai{seat}="([^"]*)"', hand)[1]  # type: ignore[index]
                 for seat in range(4)]
        oya = int(re.search(r'oya="(\d)"', hand)[1])  # type: ignore[index]
        tiles = [tiles_of_text(text, True) for text in texts]
        one, runs = HandPlay(tiles, oya, 4), HandPlay(tiles, oya, 4)
        counted = HandPlay.of_counts([counts_of_text(text, True) for text in texts], oya, 4,
                                     moves=False)
        assert one.dealt == tuple(tuple(sorted(row, key=attrgetter("kind", "red")))
                                  for row in tiles)
        assert counted.dealt == () and counted.keeps_moves is False
        assert HandPlay.of_counts([counts_of_text(text, True) for text in texts], oya,
                                  4).dealt == one.dealt
        steps = _STEPS.findall(re.split("<N |<AGARI|<RYUUKYOKU", hand)[0])
        played += _play(one, steps, runs=False)
        assert _play(runs, steps, runs=True) == _play(counted, steps, runs=True)
        assert [_state(seat) for seat in one.seats] == [_state(seat) for seat in runs.seats] == [
            _state(seat) for seat in counted.seats]
        assert (one.draws, one.last_discard, one.last_drawer, one.riichi_waiting) == (
            counted.draws, counted.last_discard, counted.last_drawer, counted.riichi_waiting)
        assert one.moves == runs.moves and counted.moves == []
        riichi += len(one.riichi_order)
    assert played > 5_000 and riichi > 50


def _state(seat: object) -> dict[str, object]:
    return {name: getattr(seat, name) for name in seat.__slots__}  # type: ignore[attr-defined]


def test_without_moves_a_play_records_none_and_plays_the_same() -> None:
    plays = [dealt(), HandPlay.of_counts(
        [(state.counts.copy(), state.size) for state in dealt().seats], 0, 4, moves=False)]
    for play in plays:
        play.draw(0, T("9s"))
        play.discard(0, T("9s"), riichi=True)
        play.draw(1, T("1z"))
        play.discard(1, T("1z"))
        play.call(2, PON_OF_EAST)
        play.discard(2, T("7m"))
    kept, bare = plays
    assert [_state(seat) for seat in kept.seats] == [_state(seat) for seat in bare.seats]
    assert [kind for kind, _, _ in kept.moves] == [
        "draw", "riichi", "tsumogiri", "stick", "draw", "tsumogiri", "call", "discard"]
    assert bare.moves == [] and kept.dealt == dealt().dealt and bare.dealt == ()
    assert kept.win_flags(0, 2) == bare.win_flags(0, 2) == {"double_riichi"}


def _hand_fields(hand: Hand) -> tuple[object, ...]:
    """Every field of a hand, the derived ones included, their types, and its text."""
    fields = tuple(getattr(hand, field.name) for field in dataclasses.fields(hand))
    return (fields, tuple(map(type, fields)), str(hand), hash(hand))


def _outcome(build: Callable[[], Hand]) -> object:
    try:
        return _hand_fields(build())
    except MjscoreError as err:
        return (type(err), err.code, err.message)


def _counts(tiles: Iterable[Tile]) -> list[int]:
    counts = [0] * len(TILE_OF_ORDER)
    for tile in tiles:
        counts[tile.order] += 1
    return counts


_RED_FIVES = tuple(tile for tile in TILE_OF_ORDER if tile is not None and tile.red)


@settings(max_examples=400, deadline=None, derandomize=True)
@given(any_hands() | winning_hands(), st.data())
def test_a_hand_of_orders_is_the_hand_its_tiles_make(hand: Hand, data: st.DataObject) -> None:
    """``hand_of_orders`` builds what ``Hand`` builds of the same tiles, or raises what it
    raises: of hands that can be, and of their tiles with copies of theirs or red fives put
    in place of some (a fifth copy, a second red five) or added or taken out (a count that
    is wrong)."""
    more = data.draw(st.lists(st.sampled_from([*hand.tiles(), *_RED_FIVES]), max_size=3))
    fewer = data.draw(st.sampled_from([len(more), len(more), 0, 1]))
    concealed = [*hand.concealed[fewer:], *more]
    orders = sorted(tile.order for tile in concealed)
    assert orders_of_counts(_counts(concealed)) == orders
    assert tiles_of_counts(_counts(concealed)) == tuple(sorted(concealed, key=attrgetter("order")))
    assert _outcome(lambda: hand_of_orders(orders, hand.win_tile, hand.melds)) == (
        _outcome(lambda: Hand(tuple(concealed), hand.win_tile, hand.melds)))


def test_a_run_of_plain_moves_puts_a_riichi_stick_down_before_the_next_draw() -> None:
    """A riichi's declaring discard is plain; the draw after it, with no ``REACH step=2``
    between, puts the stick down first, as ``draw`` does."""
    one, runs = dealt(), dealt()
    for play in (one, runs):
        play.draw(0, T("9s"))
        play.declare_riichi(0)
    one.discard(0, T("9s"), drawn=True)
    one.draw(1, T("1z"))
    moves: list[PlainMove] = [_MOVE_TILES["D104"], _MOVE_TILES["U108"]]
    drawn: list[int | None] = [104, None, None, None]
    index = runs.plain_moves(moves, 0, drawn)
    assert index == 1 and runs.seats[0].riichi_discard_made
    runs.draw(1, T("1z"))
    assert [_state(seat) for seat in one.seats] == [_state(seat) for seat in runs.seats]
    assert one.moves == runs.moves and runs.moves[-2:] == [("stick", 0, None), ("draw", 1, T("1z"))]
    assert runs.win_flags(0, 1) == {"double_riichi", "ippatsu"}


def _steps(rng: random.Random, noise: float) -> list[str | tuple[int, str]]:
    """A hand's draws and discards of tile ids (each seat dealt 13 of 0-51 in turn, the
    wall the rest, shuffled), a seat's turn after another's, and riichi steps, with noise
    (of chance ``noise`` a step): a move of any seat and tile, a riichi step given or
    left out, a move that is not plain (``-``, :data:`NOT_PLAIN`)."""
    held = [list(range(13 * seat, 13 * seat + 13)) for seat in range(4)]
    wall = list(range(52, 136))
    rng.shuffle(wall)
    steps: list[str | tuple[int, str]] = []
    seat, riichi_seats = 0, set[int]()
    while wall and len(steps) < 120:
        if rng.random() < noise:
            steps.append(rng.choice(["-", f"{rng.choice('TUVWDEFG')}{rng.randrange(136)}",
                                     (rng.randrange(4), rng.choice("12"))]))
        tile = wall.pop()
        held[seat].append(tile)
        steps.append(f"{'TUVW'[seat]}{tile}")
        riichi = seat not in riichi_seats and rng.random() < 0.1
        if riichi:
            steps.append((seat, "1"))
            riichi_seats.add(seat)
        discard = tile if rng.random() < 0.4 else rng.choice(held[seat])
        held[seat].remove(discard)
        steps.append(f"{'DEFG'[seat]}{discard}")
        if riichi and rng.random() < 0.7:  # (else the next draw puts the stick down)
            steps.append((seat, "2"))
        seat = (seat + 1) % 4 if rng.random() > noise else rng.randrange(4)
    return steps


def _by_runs(play: HandPlay, steps: list[str | tuple[int, str]], *, runs: bool
             ) -> tuple[str | None, list[int | None]]:
    """Play the steps, each run of moves by ``plain_moves`` (``runs``: settling what is not
    plain one move at a time, skipping :data:`NOT_PLAIN`, as the mjlog reader makes the
    tag it stands for) or every move by ``draw`` and ``discard``: the error met, if any,
    and the tile ids each seat drew last."""
    drawn: list[int | None] = [None] * 4
    run: list[PlainMove] = []
    try:
        for step in [*steps, (0, "")]:
            if isinstance(step, str):
                run.append(NOT_PLAIN if step == "-" else _MOVE_TILES[step])
                continue
            index = play.plain_moves(run, 0, drawn) if runs else 0
            while index < len(run):
                if run[index] is not NOT_PLAIN:
                    _play_one(play, run[index], drawn)
                index = play.plain_moves(run, index + 1, drawn) if runs else index + 1
            run = []
            who, riichi = step
            if riichi == "1":
                play.declare_riichi(who)
            elif riichi == "2":
                play.accept_riichi(who)
    except MjscoreError as err:
        return err.message, drawn
    return None, drawn


@given(st.randoms(use_true_random=False), st.sampled_from([0.0, 0.02, 0.1, 0.5]),
       st.sampled_from([LIVE_WALL_DRAWS, 30]), st.booleans())
@hypothesis_settings(300)
def test_runs_of_plain_moves_play_as_draws_and_discards_whatever_the_moves(
        rng: random.Random, noise: float, wall: int, keep: bool) -> None:
    """Any moves and riichi steps, broken ones too, with a short wall or not, keeping the
    moves or not: played by runs of plain moves, the same seats, hand and error as played
    one move at a time by ``draw`` and ``discard``."""
    deal = [[tile_of(13 * seat + n) for n in range(13)] for seat in range(4)]
    one, many = (HandPlay(deal, 0, 4, wall_draws=wall, moves=keep) for _ in range(2))
    steps = _steps(rng, noise)
    error, ones = _by_runs(one, steps, runs=False)
    by_runs, drawn = _by_runs(many, steps, runs=True)
    assert by_runs == error
    assert drawn == ones or not keep  # (without the moves, runs leave the tiles drawn as they are)
    assert [_state(state) for state in one.seats] == [_state(state) for state in many.seats]
    assert {name: getattr(one, name) for name in HandPlay.__slots__ if name != "seats"} == {
        name: getattr(many, name) for name in HandPlay.__slots__ if name != "seats"}


def _play_one(play: HandPlay, move: PlainMove, drawn: list[int | None]) -> None:
    """``move`` made by :meth:`HandPlay.draw` or :meth:`HandPlay.discard` one at a time, as
    the reader makes a move that :meth:`HandPlay.plain_moves` leaves to it."""
    draw, seat, _, tile, *_, (_, _, key, _) = move
    if draw:
        play.draw(seat, tile)
    else:
        play.discard(seat, tile, drawn=drawn[seat] == key)
    drawn[seat] = key if draw else None
