"""The play of one hand as a game log tells it: what both log readers follow turn by turn.

A Tenhou mjlog (``mjlog.py``) and a tenhou.net/6 log (``tenhou6.py``) describe the same
actions in different ways. Each reader turns its source into calls of :class:`HandPlay`
(draws, discards, calls, kans, riichi), and :class:`HandPlay` keeps what a win's situation
depends on: the concealed tiles and melds of every seat, how many tiles were drawn, who
declared riichi and when, and whether anybody called. The situation flags of a win
(:data:`~mjscore.game.WIN_FLAGS`) are derived from these actions alone, never from the yaku
a log lists, so that the scorer checks the log rather than copying it.

The rules followed (Tenhou's; ``docs/replay.md``):

- The live wall gives 70 draws after the deal (55 with three players: 108 tiles less the
  dead wall of 14 and the deal of 39), replacement draws after a kan or a kita included (each
  moves one tile from the live wall to the dead wall). A tsumo on the last draw is haitei,
  unless that draw is a replacement (then it is rinshan only); a ron on the discard after the
  last draw is houtei.
- Double riichi: declared on the player's first discard with no call (closed kans included)
  by anybody before it.
- Ippatsu: from the riichi discard until the declarer's next discard, broken by any call or
  kan by anybody. A kan counts once it is complete: robbing it (chankan) keeps ippatsu.
- Tenhou and chiihou: a tsumo on the winner's first draw with no call or kan before it.
- Rinshan: a tsumo on the replacement draw after the winner's own kan; chankan: a ron on the
  tile added to a kan (a closed kan robbed by thirteen orphans is ``chankan_closed_kan``).
- Kita (three players, :meth:`HandPlay.kita`): a North set aside, counted for the winner's
  ``kita``; its replacement draw is a rinshan draw and, like a kan's, comes out of the live
  wall, which gives 55 draws with three seats (108 - 14 - 39: every exhaustive draw of the
  401 three-player Phoenix games comes after exactly 55); it ends the first turn (no double
  riichi, tenhou or chiihou after it) and, once play goes on, everyone's ippatsu; a ron on
  the North set aside is a plain ron, never chankan.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from operator import attrgetter, length_hint

from ..base import LogError, MjscoreError
from ..game import Move
from ..hand import Hand, Meld, MeldKind, Source, Tile, WaitingHand, Wind
from ..waiting import is_tenpai
from .play_counts import (
    KEEPS_NAGASHI,
    TILE_OF_ORDER,
    PlainMove,
    hand_of_orders,
    held_orders,
    orders_of_counts,
    tiles_of_counts,
)

LIVE_WALL_DRAWS = 70
"""Tiles drawn from the wall after the deal with four players: 136 - 14 (dead wall) - 52
(the deal)."""

TABLE_POSITIONS = 4
"""The four wind positions of a table, whatever the seats: where a called tile came from is
a position (next, across, previous), and with three players the North position stays empty
(West's next position; East's across is West, West's across is East), as both Tenhou
formats write it."""


def source_seat(seat: int, source: Source, seats: int) -> int | None:
    """The seat a tile called by ``seat`` from ``source`` came from, None for the empty
    North position of a three-player table.

    >>> source_seat(1, Source.PREVIOUS, 3), source_seat(2, Source.NEXT, 3)
    (0, None)
    """
    other = (seat + source.offset) % TABLE_POSITIONS
    return other if other < seats else None


DEAD_WALL = 14
"""Tiles of the dead wall, whatever the seats."""


def live_wall_draws(tiles: int, seats: int) -> int:
    """Tiles drawn from the wall after the deal of ``seats`` seats from ``tiles`` tiles (70
    from 136 with four seats, 55 from 108 with three).

    >>> live_wall_draws(136, 4), live_wall_draws(108, 3)
    (70, 55)
    """
    return tiles - DEAD_WALL - 13 * seats


THREE_PLAYER_WALL_DRAWS = 55
"""The same with three seats: 108 - 14 - 39."""

_FOUR_WINDS = tuple(Wind)
_DEALT_ORDER = attrgetter("kind", "red")
"""A deal's order: by kind, a plain five before the red one (tenhou.net/6's)."""
_NORTH = Wind.NORTH.kind


class _Seat:
    """One seat's part of the hand: its concealed tiles as a count of each tile order (no
    list to search, no tile compared), its melds and what the flags of a win read."""

    __slots__ = ("counts", "discards", "double_riichi", "draws", "ippatsu", "kita",
                 "last_draw", "melds", "nagashi", "riichi", "riichi_discard_made",
                 "riichi_pending", "rinshan_draw", "size")

    def __init__(self, counts: list[int], size: int) -> None:
        self.counts = counts
        self.size = size
        """How many tiles the seat holds, a meld counted as three (13 between turns, 14
        after a draw or a call)."""
        self.melds: list[Meld] = []
        self.draws = 0
        self.discards = 0
        self.last_draw: Tile | None = None
        self.rinshan_draw = False
        """The last draw was the replacement tile after this seat's own kan."""
        self.riichi_pending = False
        """Riichi declared, the declaring discard not yet made or not yet passed."""
        self.riichi = False
        self.double_riichi = False
        self.ippatsu = False
        self.riichi_discard_made = False
        self.nagashi = True
        """Every discard so far a terminal or an honour, and none of them called."""
        self.kita = 0
        """Norths set aside as kita (three players)."""

    @property
    def held(self) -> int:
        """How many concealed tiles the seat holds."""
        return self.size - 3 * len(self.melds)

    @property
    def concealed(self) -> tuple[Tile, ...]:
        """The concealed tiles, in the canonical order."""
        return tiles_of_counts(self.counts)

    def add_meld(self, meld: Meld) -> None:
        """Put down a meld (its tiles taken out of the concealed ones already)."""
        self.melds.append(meld)
        self.size += 3


class HandPlay:
    """One hand followed action by action, from each of the ``seats`` seats' deal
    (``dealt``, seat 0 first).

    Every method raises :class:`~mjscore.base.LogError` (``invalid_log``, or
    ``invalid_meld`` for a call that cannot be) for an action the hand cannot have; the
    reader adds the place to the message.
    """

    __slots__ = ("any_call", "deal", "dealer", "draws", "kans", "keeps_moves",
                 "last_added_kan", "last_discard", "last_discard_after_wall", "last_drawer",
                 "last_kita", "moves", "pending_kan", "riichi_order", "riichi_waiting",
                 "seats", "wall")

    def __init__(self, dealt: Iterable[Iterable[Tile]], dealer: int, seats: int, *,
                 wall_draws: int | None = None, moves: bool = True) -> None:
        deal = tuple(map(tuple, dealt))
        counts = []
        for tiles in deal:
            held = [0] * len(TILE_OF_ORDER)
            for tile in tiles:
                held[tile.order] += 1
            counts.append((held, len(tiles)))
        self._deal(counts, deal if moves else (), dealer, seats, wall_draws=wall_draws,
                   moves=moves)

    @classmethod
    def of_counts(cls, counts: Sequence[tuple[list[int], int]], dealer: int, seats: int, *,
                  wall_draws: int | None = None, moves: bool = True) -> HandPlay:
        """The same hand as ``HandPlay(dealt, …)``, each seat's deal given as its count of
        each tile order (:data:`TILE_OF_ORDER`; the list is the seat's from now on) and
        how many tiles that is: a reader that reads the deal as numbers builds no tile of
        it (but, keeping the moves, the deal's)."""
        play = cls.__new__(cls)
        deal = tuple(tiles_of_counts(held) for held, _ in counts) if moves else ()
        play._deal(counts, deal, dealer, seats, wall_draws=wall_draws, moves=moves)
        return play

    def _deal(self, counts: Iterable[tuple[list[int], int]], deal: tuple[tuple[Tile, ...], ...],
              dealer: int, seats: int, *, wall_draws: int | None, moves: bool) -> None:
        self.dealer = dealer
        self.seats = [_Seat(held, size) for held, size in counts]
        self.keeps_moves = moves
        """Whether :attr:`moves` records the actions and :attr:`dealt` the deal: what the
        log writers write back (a reader that writes no :class:`~mjscore.game.Play` does
        without both)."""
        self.deal = deal
        """Each seat's dealt tiles (:attr:`dealt`)."""
        self.moves: list[Move] = []
        """Every action so far, in order (:data:`~mjscore.game.Move`); empty without
        :attr:`keeps_moves`."""
        if len(self.seats) != seats:
            raise LogError(f"{len(self.seats)} seats are dealt, not {seats}",
                           code="invalid_log")
        for seat, state in enumerate(self.seats):
            if state.size != 13:
                raise LogError(f"seat {seat} is dealt {state.size} tiles, not 13",
                               code="invalid_log")
        self.draws = 0
        self.any_call = False
        self.kans = 0
        self.pending_kan: int | None = None
        """The seat whose kan awaits its replacement draw."""
        self.last_discard: tuple[int, Tile] | None = None
        self.last_discard_after_wall = False
        self.last_added_kan: tuple[int, Tile, bool] | None = None
        """The seat and tile of a kan just declared, which a ron may still rob (True for a
        closed kan)."""
        self.riichi_order: list[int] = []
        self.riichi_waiting = 0
        """Riichi declared whose sticks are not down yet (:meth:`accept_pending_riichi`
        has nothing to do while there are none)."""
        self.wall = wall_draws if wall_draws is not None else (
            LIVE_WALL_DRAWS if seats == len(_FOUR_WINDS) else THREE_PLAYER_WALL_DRAWS)
        """Draws the live wall gives (``wall_draws``, :func:`live_wall_draws` of the rules'
        tiles; by default the seats' wall of 136 or 108 tiles)."""
        self.last_kita: tuple[int, Tile] | None = None
        """The seat and North of a kita just declared, which a ron may still take."""
        self.last_drawer: int | None = None
        """The seat that drew last (the one a nine-terminals draw is declared by)."""

    @property
    def dealt(self) -> tuple[tuple[Tile, ...], ...]:
        """Each seat's dealt tiles, seat 0 first, by kind (a plain five before the red one,
        as tenhou.net/6 writes a deal); empty without :attr:`keeps_moves`."""
        return tuple(tuple(sorted(tiles, key=_DEALT_ORDER)) for tiles in self.deal)

    # ------------------------------------------------------------------ actions

    def _error(self, message: str, code: str = "invalid_log") -> LogError:
        return LogError(message, code=code)

    def _complete_kan(self) -> None:
        if self.last_added_kan is not None or self.last_kita is not None:
            self._break_ippatsu()
            self.last_added_kan = None
            self.last_kita = None

    def draw(self, seat: int, tile: Tile) -> None:
        """``seat`` draws ``tile`` (a replacement tile when it follows the seat's own kan)."""
        if self.last_added_kan is not None or self.last_kita is not None:
            self._complete_kan()
        if self.riichi_waiting:
            self.accept_pending_riichi()
        state = self.seats[seat]
        if state.size != 13:
            raise self._error(f"seat {seat} draws {tile} holding "
                             f"{state.held} tiles and {len(state.melds)} melds")
        if self.draws >= self.wall:
            raise self._error(f"seat {seat} draws {tile} after the wall is empty")
        self.draws += 1
        state.draws += 1
        state.counts[tile.order] += 1
        state.size += 1
        if self.keeps_moves:
            self.moves.append(("draw", seat, tile))
        state.last_draw = tile
        state.rinshan_draw = self.pending_kan == seat
        self.pending_kan = None
        self.last_discard = None
        self.last_drawer = seat

    def discard(self, seat: int, tile: Tile, *, riichi: bool = False,
                drawn: bool | None = None) -> None:
        """``seat`` discards ``tile``; ``riichi`` when the discard declares riichi; ``drawn``
        whether it is the tile just drawn (tsumogiri) where the log tells (by default: a
        discard of the kind just drawn, straight after the draw)."""
        if self.last_added_kan is not None or self.last_kita is not None:
            self._complete_kan()
        state = self.seats[seat]
        if state.size != 14:
            raise self._error(f"seat {seat} discards {tile} holding "
                             f"{state.held} tiles and {len(state.melds)} melds")
        if riichi:
            self.declare_riichi(seat)
        order = tile.order
        counts = state.counts
        if not counts[order]:
            raise self._error(f"seat {seat} discards {tile}, which is not in its hand")
        counts[order] -= 1
        state.size -= 1
        if self.keeps_moves:
            if drawn is None:
                moves = self.moves
                last = moves[-2] if len(moves) > 1 and moves[-1][0] == "riichi" else (
                    moves[-1] if moves else None)
                drawn = last is not None and last[0] == "draw" and last[1] == seat and (
                    last[2] == tile)
            self.moves.append(("tsumogiri" if drawn else "discard", seat, tile))
        state.discards += 1
        if state.riichi_pending and not state.riichi_discard_made:
            state.riichi_discard_made = True
        elif state.riichi:
            state.ippatsu = False
        if state.nagashi and not KEEPS_NAGASHI[order]:
            state.nagashi = False
        self.last_discard = (seat, tile)
        self.last_discard_after_wall = self.draws >= self.wall

    def plain_moves(self, moves: Sequence[PlainMove], start: int,
                    drawn: list[int | None]) -> int:
        """Play ``moves[start:]`` (each made by :func:`plain_move`) while they are plain: a
        draw or discard with nothing else to settle first (no kan to complete, no rinshan
        draw to make, no riichi stick to put down before a draw) that :meth:`draw` or
        :meth:`discard` would make without an error (a riichi's declaring discard
        included). Returns the index of the first move that is not
        (:data:`~mjscore.logs.play_counts.NOT_PLAIN` never is), or ``len(moves)``: the
        caller makes that one by :meth:`draw` or :meth:`discard`, which settle what it needs
        or raise, and goes on from the next.

        The same play as :meth:`draw` and :meth:`discard` one move at a time, kept in local
        variables: the mjlog reader's loop over a run of draws and discards. ``drawn`` is
        the caller's key of each seat's tile just drawn (None once it discards), kept up to
        date here: a discard of its seat's key is a tsumogiri (without :attr:`keeps_moves`
        nothing tells a tsumogiri, and ``drawn`` is left as it is).
        """
        if self.last_added_kan is not None or self.last_kita is not None or (
                self.pending_kan is not None):  # (draw() makes a kan's replacement draw)
            return start
        seats, wall, draws = self.seats, self.wall, self.draws
        limit = draws if self.riichi_waiting else wall  # (a draw puts the sticks down first)
        # (No riichi declared: no discard to ask about one. `discarded`: the draws at the
        # run's last discard, the rest of which is told once the run stops.)
        riichi, last_discard, last_drawer = self.riichi_order, self.last_discard, self.last_drawer
        discarded, keep, record = -1, self.keeps_moves, self.moves.append
        # (A bytecode less in this loop is about 1% less of it: 1.1 M moves in the Phoenix
        # games. The fields a replay without moves needs come first, the others in `kept`;
        # no index is counted: the moves left in `rest` tell where the run stops.)
        rest = iter(moves[start:] if start else moves)
        for draw, seat, order, tile, mark, keeps_nagashi, kept in rest:
            state = seats[seat]
            if draw:
                if draws >= limit or state.size != 13:
                    index = len(moves) - 1 - length_hint(rest)
                    break
                draws += 1
                state.draws += 1
                state.counts[order] += 1
                state.size = 14
                if keep:
                    made, _, key, _ = kept
                    record(made)
                    drawn[seat] = key
                state.last_draw = tile
                state.rinshan_draw = False
                last_drawer = seat
            else:
                counts = state.counts
                if state.size != 14 or not counts[order]:
                    index = len(moves) - 1 - length_hint(rest)
                    break
                counts[order] -= 1
                state.size = 13
                if keep:
                    made, tsumogiri, key, _ = kept
                    record(tsumogiri if drawn[seat] == key else made)
                    drawn[seat] = None
                state.discards += 1
                if riichi:
                    if state.riichi_pending:  # (the declaring discard, as discard() takes it)
                        state.riichi_discard_made = True
                    elif state.riichi:
                        state.ippatsu = False
                if not keeps_nagashi:
                    state.nagashi = False
                last_discard = mark
                discarded = draws
        else:
            index = len(moves)
        if discarded >= 0:
            self.last_discard_after_wall = discarded >= wall
        if draws != (discarded if discarded >= 0 else self.draws):
            last_discard = None  # (a draw after the last discard)
        self.draws, self.last_discard, self.last_drawer = draws, last_discard, last_drawer
        return index

    def declare_riichi(self, seat: int) -> None:
        """``seat`` declares riichi on its coming discard (Tenhou's ``REACH step=1``)."""
        state = self.seats[seat]
        if state.riichi or state.riichi_pending:
            raise self._error(f"seat {seat} declares riichi twice")
        if state.melds and any(meld.is_open for meld in state.melds):  # (most have none)
            raise self._error(f"seat {seat} declares riichi with an open hand")
        state.riichi_pending = True
        state.double_riichi = state.discards == 0 and not self.any_call
        self.riichi_order.append(seat)
        self.riichi_waiting += 1
        if self.keeps_moves:
            self.moves.append(("riichi", seat, None))

    def accept_riichi(self, seat: int) -> None:
        """The riichi discard of ``seat`` passed: its stick is down (``REACH step=2``)."""
        state = self.seats[seat]
        if not state.riichi_pending or not state.riichi_discard_made:
            raise self._error(f"seat {seat} puts down a riichi stick without declaring riichi")
        state.riichi_pending = False
        state.riichi = True
        state.ippatsu = True
        self.riichi_waiting -= 1
        if self.keeps_moves:
            self.moves.append(("stick", seat, None))

    def call(self, seat: int, meld: Meld, *, held: Sequence[int] | None = None) -> None:
        """``seat`` calls the last discard into ``meld`` (chi, pon or open kan); ``held``:
        its tiles taken from the hand, :func:`~.play_counts.held_orders`, if kept."""
        if self.last_discard is None:
            raise self._error(f"seat {seat} calls {meld} with no discard to call",
                             code="invalid_meld")
        discarder, tile = self.last_discard
        if (meld.called is not tile and meld.called != tile) or meld.source is None or (
                source_seat(seat, meld.source, len(self.seats)) != discarder):
            raise self._error(f"seat {seat} calls {meld}, but the last discard is {tile} of "
                             f"seat {discarder}", code="invalid_meld")
        if self.riichi_waiting:  # (else no stick to put down)
            self.accept_pending_riichi()
        seats = self.seats
        seats[discarder].nagashi = False
        state = seats[seat]
        for order in held_orders(meld) if held is None else held:
            self._remove(seat, order, "calls with")
        state.add_meld(meld)
        if self.keeps_moves:
            self.moves.append(("call", seat, meld))
        self._break_ippatsu()
        self.any_call = True
        self.last_discard = None
        if meld.kind is MeldKind.OPEN_KAN:
            self._kan(seat)

    def closed_kan(self, seat: int, tiles: tuple[Tile, Tile, Tile, Tile]) -> None:
        """``seat`` declares a closed kan of four tiles from its hand."""
        self._complete_kan()
        for tile in tiles:
            self._remove(seat, tile.order, "declares a closed kan with")
        kan = Meld(MeldKind.CLOSED_KAN, tiles)
        self.seats[seat].add_meld(kan)
        if self.keeps_moves:
            self.moves.append(("closed_kan", seat, kan))
        self.any_call = True
        self._kan(seat)
        self.last_added_kan = (seat, tiles[0], True)

    def added_kan(self, seat: int, tile: Tile) -> Meld:
        """``seat`` adds ``tile`` to its pon of that kind; returns the kan."""
        self._complete_kan()
        state = self.seats[seat]
        index = next((i for i, meld in enumerate(state.melds)
                      if meld.kind is MeldKind.PON and meld.first.kind == tile.kind), None)
        if index is None:
            raise self._error(f"seat {seat} adds {tile} to a kan without a pon of it",
                             code="invalid_meld")
        self._remove(seat, tile.order, "adds to a kan")
        pon = state.melds[index]
        kan = Meld(MeldKind.ADDED_KAN, (*pon.tiles, tile), pon.called, pon.source)
        state.melds[index] = kan
        if self.keeps_moves:
            self.moves.append(("added_kan", seat, tile))
        self.any_call = True
        self._kan(seat)
        self.last_added_kan = (seat, tile, False)
        return kan

    def kita(self, seat: int, tile: Tile) -> None:
        """``seat`` sets ``tile``, a North, aside as kita (Tenhou's ``<N m=… & 0xFF == 0x20>``,
        tenhou.net/6's ``"f44"``); a replacement draw follows."""
        self._complete_kan()
        if tile.kind != _NORTH:
            raise self._error(f"seat {seat} sets {tile} aside as kita, which only a North can "
                              "be", code="invalid_meld")
        state = self.seats[seat]
        if state.size != 14:
            raise self._error(f"seat {seat} sets a North aside holding "
                              f"{state.held} tiles and {len(state.melds)} melds")
        self._remove(seat, tile.order, "sets aside as kita")
        if self.keeps_moves:
            self.moves.append(("kita", seat, tile))
        state.kita += 1
        self.any_call = True
        self.pending_kan = seat  # the replacement draw is a rinshan draw
        self.last_kita = (seat, tile)
        self.last_discard = None

    def kita_count(self, seat: int) -> int:
        """The Norths ``seat`` has set aside as kita."""
        return self.seats[seat].kita

    def _kan(self, seat: int) -> None:
        self.kans += 1
        self.pending_kan = seat

    def accept_pending_riichi(self) -> None:
        """Put down the stick of every riichi whose discard was made and passed."""
        for seat in self.riichi_order:
            state = self.seats[seat]
            if state.riichi_pending and state.riichi_discard_made:
                self.accept_riichi(seat)

    def _break_ippatsu(self) -> None:
        for state in self.seats:
            state.ippatsu = False

    def _remove(self, seat: int, order: int, what: str) -> None:
        state = self.seats[seat]  # (order: a Tile.order; what: the call, kan or kita)
        if not state.counts[order]:
            raise self._error(f"seat {seat} {what} {TILE_OF_ORDER[order]}, which is not in "
                              "its hand")
        state.counts[order] -= 1
        state.size -= 1

    # ------------------------------------------------------------------ questions

    def riichi_declared(self, seat: int) -> bool:
        """``seat`` has declared riichi (its stick may not be down yet)."""
        state = self.seats[seat]
        return state.riichi or state.riichi_pending

    def double_riichi(self, seat: int) -> bool:
        """``seat``'s riichi was a double riichi."""
        return self.riichi_declared(seat) and self.seats[seat].double_riichi

    def nagashi_seats(self) -> frozenset[int]:
        """The seats that would be paid nagashi mangan at an exhaustive draw now."""
        return frozenset(seat for seat, state in enumerate(self.seats)
                         if state.nagashi and state.discards > 0)

    def hand(self, seat: int) -> WaitingHand:
        """``seat``'s concealed tiles and melds now, as a hand before its win (13 tiles
        between turns, 14 after a draw)."""
        state = self.seats[seat]
        try:
            return WaitingHand(state.concealed, tuple(state.melds))
        except MjscoreError as err:
            raise self._error(f"seat {seat} holds no hand: {err.message}") from None

    def hands(self) -> tuple[WaitingHand, ...]:
        """Every seat's hand now (:meth:`hand`), seat 0 first: at an exhaustive draw, what
        each player held."""
        return tuple(self.hand(seat) for seat in range(len(self.seats)))

    def tenpai(self, seat: int) -> bool:
        """Whether ``seat``'s 13 tiles are tenpai, by :func:`mjscore.waiting.is_tenpai` (a
        wait on a kind the hand holds all four of is no wait)."""
        return is_tenpai(self.hand(seat))

    def win_flags(self, winner: int, discarder: int | None) -> frozenset[str]:
        """The situation flags (:data:`~mjscore.game.WIN_FLAGS`) of a win now."""
        state = self.seats[winner]
        flags: set[str] = set()
        if state.riichi:
            flags.add("double_riichi" if state.double_riichi else "riichi")
            if state.ippatsu:
                flags.add("ippatsu")
        if discarder is None:
            if state.rinshan_draw:
                flags.add("rinshan")
            elif self.draws == self.wall:
                flags.add("haitei")
            if state.draws == 1 and not self.any_call:
                flags.add("tenhou" if winner == self.dealer else "chiihou")
        elif self.last_added_kan is not None:
            flags.add("chankan")
            if self.last_added_kan[2]:
                flags.add("chankan_closed_kan")
        elif self.last_discard_after_wall:
            flags.add("houtei")
        return frozenset(flags)

    def winning_hand(self, winner: int, discarder: int | None) -> Hand:
        """The winner's hand as the play has it: its tiles, the winning tile (the last draw,
        the last discard or the tile added to a kan) and its melds."""
        counts, win_tile = self.winning_counts(winner, discarder)
        return hand_of_orders(orders_of_counts(counts), win_tile,
                              tuple(self.seats[winner].melds))

    def winning_counts(self, winner: int, discarder: int | None) -> tuple[list[int], Tile]:
        """The concealed tiles of :meth:`winning_hand` as a count of each tile order (not to
        be changed: it may be the seat's own), and its winning tile: what a reader compares
        with the tiles a log shows before it builds the hand (no tile compared)."""
        state = self.seats[winner]
        counts = state.counts
        if discarder is None:
            if state.last_draw is None or state.size != 14:
                raise self._error(f"seat {winner} wins by tsumo without a drawn tile")
            win_tile = state.last_draw
            if not counts[win_tile.order]:  # (as list.remove of a tile not held raised)
                raise ValueError(f"{win_tile} is not held")
            counts = counts.copy()
            counts[win_tile.order] -= 1
        elif self.last_added_kan is not None and self.last_added_kan[0] == discarder:
            win_tile = self.last_added_kan[1]
        elif self.last_kita is not None and self.last_kita[0] == discarder:
            win_tile = self.last_kita[1]
        elif self.last_discard is not None and self.last_discard[0] == discarder:
            win_tile = self.last_discard[1]
        else:
            raise self._error(f"seat {winner} wins on a discard of seat {discarder}, which did "
                             "not just discard")
        return counts, win_tile
