"""The play of one hand of a tenhou.net/6 log: its tile numbers and call strings, and its
draws and discards, which the format lists seat by seat, interleaved again turn by turn.

A call string in a seat's draws takes the discard just made (``c`` chi, ``p`` pon, ``m`` an
open kan, the letter before the called tile); a kan in its discards (``a`` closed, ``k``
added) is followed by its replacement draw, and so is a kita (``f44``, three players: a North
set aside). :class:`HandTurns` feeds them to a
:class:`~mjscore.logs.HandPlay` in the order they happened.

>>> tile_of(53), tile_of(47)
(Tile.parse('0s'), Tile.parse('7z'))
"""

from __future__ import annotations

import functools
import re
from typing import Any

from ..base import LogError
from ..hand import TILE_KINDS, Meld, MeldKind, Source, Tile
from .play import LIVE_WALL_DRAWS, HandPlay, source_seat


def tile_of(number: object, *, red_fives: bool = True) -> Tile:
    """The tile of a tenhou.net/6 tile number: 11–19 man, 21–29 pin, 31–39 sou, 41–47 the
    honours (East … chun), 51–53 the red fives.

    Raises:
        LogError: ``invalid_tile`` for a number that is no tile.
    """
    if type(number) is int:  # (the look-up of every number that is a tile)
        tile = _TILES_BY_NUMBER[red_fives].get(number)
        if tile is not None:
            return tile
    return _tile_of_number(number, red_fives)


def _tile_of_number(number: object, red_fives: bool) -> Tile:
    """:func:`tile_of` worked out, not looked up: what makes its table, and its errors."""
    if isinstance(number, int) and not isinstance(number, bool):
        suit, rank = divmod(number, 10)
        if 1 <= suit <= 3 and 1 <= rank <= 9:
            return TILE_KINDS[(suit - 1) * 9 + rank - 1]
        if suit == 4 and 1 <= rank <= 7:
            return TILE_KINDS[27 + rank - 1]
        if suit == 5 and 1 <= rank <= 3:
            plain = TILE_KINDS[(rank - 1) * 9 + 4]
            return Tile(plain.suit, 5, red=True) if red_fives else plain
    raise LogError(f"there is no tile {number!r}", code="invalid_tile")


def _tiles_by_number(red_fives: bool) -> dict[int, Tile]:
    tiles = {}
    for number in range(11, 54):
        try:
            tiles[number] = _tile_of_number(number, red_fives)
        except LogError:
            continue
    return tiles


_TILES_BY_NUMBER = {red_fives: _tiles_by_number(red_fives) for red_fives in (False, True)}
"""The tile of each tenhou.net/6 tile number, without and with red fives (from
:func:`_tile_of_number`, the one definition)."""


def fail(where: str, message: str, code: str = "invalid_log") -> LogError:
    """A :class:`LogError` whose message starts with ``where``."""
    return LogError(f"{where}: {message}", code=code)


def as_list(value: Any, where: str) -> list[Any]:
    """``value``, a list.

    Raises:
        LogError: ``invalid_log`` naming ``where`` for any other value.
    """
    if not isinstance(value, list):
        raise fail(where, f"expected a list, not {value!r}")
    return value


_CALL = re.compile(r"^((?:\d\d)*)([cpmka])((?:\d\d)+)$")


_PON_SOURCES = {0: Source.PREVIOUS, 2: Source.ACROSS, 4: Source.NEXT}


_KAN_SOURCES = {0: Source.PREVIOUS, 2: Source.ACROSS, 6: Source.NEXT}


@functools.lru_cache(maxsize=4096)
def call_meld(text: str, red: bool) -> Meld:
    """The meld of a call string (``c123456``, ``p121212``, ``m39393939``: a chi, pon or
    open kan; ``red`` the rules' red fives), the called tile from the seat its position
    names. Kept once made: a call string is the same meld in every hand and game.

    Raises:
        LogError: ``invalid_meld`` for a string that is no call, ``invalid_tile`` for a
            number in it that is no tile.
    """
    match = _CALL.match(text)
    if match is None:
        raise LogError(f"unknown call {text!r}", code="invalid_meld")
    letter, position = match[2], len(match[1])
    digits = match[1] + match[3]
    tiles = tuple(tile_of(int(digits[i:i + 2]), red_fives=red)
                  for i in range(0, len(digits), 2))
    called = tile_of(int(match[3][:2]), red_fives=red)
    if letter == "c" and position == 0 and len(tiles) == 3:
        return Meld(MeldKind.CHI, tiles, called, Source.PREVIOUS)
    if letter == "p" and position in _PON_SOURCES and len(tiles) == 3:
        return Meld(MeldKind.PON, tiles, called, _PON_SOURCES[position])
    if letter == "m" and position in _KAN_SOURCES and len(tiles) == 4:
        return Meld(MeldKind.OPEN_KAN, tiles, called, _KAN_SOURCES[position])
    raise LogError(f"unknown call {text!r}", code="invalid_meld")


class HandTurns:
    """A hand's draws and discards interleaved again, turn by turn, into a HandPlay: a hand
    of ``seats`` players, each with its deal, draws and discards."""

    def __init__(self, hand: list[Any], dealer: int, red: bool, where: str, seats: int, *,
                 wall_draws: int = LIVE_WALL_DRAWS, kita: bool = False) -> None:
        self.where = where
        self.red = red
        self.dealer = dealer
        self.seats = seats
        self.takes = [as_list(hand[5 + 3 * seat], where) for seat in range(seats)]
        self.discards = [as_list(hand[6 + 3 * seat], where) for seat in range(seats)]
        tiles = _TILES_BY_NUMBER[red]
        dealt = []
        for seat in range(seats):
            numbers = as_list(hand[4 + 3 * seat], where)
            try:  # every number looked up; one by one for the error
                row = [tiles[number] for number in numbers if type(number) is int]
            except KeyError:
                row = []
            dealt.append(row if len(row) == len(numbers) else [self.tile(t) for t in numbers])
        try:
            self.play = HandPlay(dealt, dealer, seats, wall_draws=wall_draws)
        except LogError as err:
            raise fail(where, err.message, err.code) from None
        self.last_drawer: int | None = None
        self.kita = kita
        """The rules allow kita (``f44`` in the discards)."""
        self.calls: dict[str, Meld | None] = {}
        """Each call string :meth:`next_seat` has read, as its meld (None for none): a
        seat's next call is looked at after every discard until it is made."""

    def tile(self, number: object) -> Tile:
        try:
            return tile_of(number, red_fives=self.red)
        except LogError as err:
            raise fail(self.where, err.message, err.code) from None

    def run(self) -> None:
        """Play the hand turn by turn. A draw of a tile number and a discard of one (or of
        60, the tile just drawn) go straight to :meth:`HandPlay.draw` and
        :meth:`HandPlay.discard` by one table look-up; everything else (a call, a riichi, a
        kan, a kita, a number that is no tile) through :meth:`call` and :meth:`discard`,
        which raise the errors. After a discard the next seat is the next one unless some
        seat's next draw is a call (``waiting`` counts the seats whose next draw is a call
        string), when :meth:`next_seat` looks at them."""
        seats = self.seats
        takes, discards = self.takes, self.discards
        play = self.play
        states = play.seats
        draw, discard_tile = play.draw, play.discard
        tiles = _TILES_BY_NUMBER[self.red]
        taken, dropped = [0] * seats, [0] * seats
        waiting = sum(1 for own in takes if own and isinstance(own[0], str))
        seat = self.dealer
        while taken[seat] < len(takes[seat]):
            own = takes[seat]
            take = own[taken[seat]]
            try:
                if isinstance(take, str):
                    waiting -= 1
                    self.call(seat, take)
                else:
                    tile = tiles.get(take) if type(take) is int else None
                    draw(seat, tile if tile is not None else self.tile(take))
                    self.last_drawer = seat
            except LogError as err:
                place = f"seat {seat}'s draw {taken[seat] + 1} ({take!r})"
                raise fail(f"{self.where}, {place}", err.message, err.code) from None
            taken[seat] += 1
            if taken[seat] < len(own) and isinstance(own[taken[seat]], str):
                waiting += 1
            if dropped[seat] >= len(discards[seat]):
                break  # the hand ended on this draw (tsumo, nine terminals) or call
            discard = discards[seat][dropped[seat]]
            dropped[seat] += 1
            try:
                tile = None
                if type(discard) is int:  # (a tile number, or 60: the tile just drawn)
                    tile = states[seat].last_draw if discard == 60 else tiles.get(discard)
                if tile is None:
                    again = self.discard(seat, discard)
                else:
                    discard_tile(seat, tile, drawn=discard == 60)
                    again = False
            except LogError as err:
                place = f"seat {seat}'s discard {dropped[seat]} ({discard!r})"
                raise fail(f"{self.where}, {place}", err.message, err.code) from None
            if not again:  # (else a kan: the seat draws its replacement tile next)
                seat = (seat + 1) % seats if not waiting or play.last_discard is None else (
                    self.next_seat(seat, taken))
        self.check_played(taken, dropped)

    def check_played(self, taken: list[int], dropped: list[int]) -> None:
        """Every seat's draws and discards were played (``taken`` and ``dropped`` of them).

        Raises:
            LogError: ``invalid_log`` naming a seat with some left.
        """
        for other in range(self.seats):
            if taken[other] != len(self.takes[other]) or dropped[other] != len(
                    self.discards[other]):
                raise fail(self.where, f"the play cannot be followed: seat {other} has "
                                        f"{len(self.takes[other]) - taken[other]} draws and "
                                        f"{len(self.discards[other]) - dropped[other]} "
                                        "discards left")

    def discard(self, seat: int, discard: Any) -> bool:
        """Make one discard; True when it was a kan (the seat draws again)."""
        if isinstance(discard, str):
            if discard.startswith("r"):
                self.drop(seat, discard[1:], riichi=True)
                return False
            if discard.startswith("f"):  # kita: a North set aside, a replacement draw next
                if not self.kita or not discard[1:].isdigit():
                    raise LogError(f"unknown discard {discard!r}"
                                   + ("" if self.kita else " (kita under rules without it)"),
                                   code="invalid_meld")
                self.play.kita(seat, self.tile(int(discard[1:])))
                return True
            match = _CALL.match(discard)
            if match is None or match[2] not in "ka" or len(match[1] + match[3]) != 8:
                raise LogError(f"unknown discard {discard!r}", code="invalid_meld")
            digits = match[1] + match[3]
            tiles = [self.tile(int(digits[i:i + 2])) for i in range(0, 8, 2)]
            if match[2] == "a":
                self.play.closed_kan(seat, (tiles[0], tiles[1], tiles[2], tiles[3]))
            else:
                self.play.added_kan(seat, self.added_tile(seat, tiles))
            return True
        if discard == 0:  # the slot after an open kan: the replacement draw comes next
            if self.play.pending_kan != seat:
                raise LogError("a discard of 0 without an open kan before it",
                               code="invalid_log")
            return True
        self.drop(seat, discard)
        return False

    def drop(self, seat: int, text: Any, *, riichi: bool = False) -> None:
        number = int(text) if isinstance(text, str) and text.isdigit() else text
        state = self.play.seats[seat]
        if number == 60:  # tsumogiri: the tile just drawn
            if state.last_draw is None:
                raise LogError("a discard of the drawn tile without a draw", code="invalid_log")
            tile = state.last_draw
        else:
            tile = self.tile(number)
        self.play.discard(seat, tile, riichi=riichi, drawn=number == 60)

    def added_tile(self, seat: int, tiles: list[Tile]) -> Tile:
        """The tile an added kan adds: its four tiles less those of the seat's pon."""
        pon = next((meld for meld in self.play.seats[seat].melds
                    if meld.kind is MeldKind.PON and meld.first.kind == tiles[0].kind), None)
        if pon is None:
            raise LogError(f"an added kan of {tiles[0]} without a pon of it",
                           code="invalid_meld")
        rest = list(tiles)
        for tile in pon.tiles:
            if tile in rest:
                rest.remove(tile)
        return rest[0]

    def call(self, seat: int, text: str) -> None:
        meld = self.calls.get(text)  # (read already by :meth:`next_seat`, as a rule)
        if meld is None:
            match = _CALL.match(text)
            if match is None or match[2] not in "cpm":
                raise LogError(f"unknown call {text!r}", code="invalid_meld")
            meld = self.meld(seat, text)
        self.play.call(seat, meld)

    def meld(self, seat: int, text: str) -> Meld:
        """The meld of a call string of ``seat`` (:func:`call_meld`, the message of a tile
        that is none naming the hand)."""
        try:
            return call_meld(text, self.red)
        except LogError as err:
            if err.code == "invalid_tile":
                raise fail(self.where, err.message, err.code) from None
            raise

    def next_seat(self, seat: int, taken: list[int]) -> int:
        """Who plays after ``seat``'s discard: a seat whose next draw is a call of it (a pon
        or kan before a chi), else the next seat."""
        last = self.play.last_discard
        chi = None
        for offset in range(1, self.seats):
            other = (seat + offset) % self.seats
            if taken[other] >= len(self.takes[other]):
                continue
            take = self.takes[other][taken[other]]
            if last is None or not isinstance(take, str):
                continue
            if take in self.calls:
                meld = self.calls[take]
            else:
                try:
                    meld = self.meld(other, take)
                except LogError:
                    meld = None
                self.calls[take] = meld
            if meld is None:
                continue
            if meld.called == last[1] and meld.source is not None and (
                    source_seat(other, meld.source, self.seats) == seat):
                if meld.kind is not MeldKind.CHI:
                    return other
                chi = other
        return chi if chi is not None else (seat + 1) % self.seats
