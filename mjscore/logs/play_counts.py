"""Tiles as the hand play counts them: by :attr:`~mjscore.hand.Tile.order`, an integer
each (:mod:`mjscore.logs.play`), and what is made of those counts: a draw or discard as
:meth:`~mjscore.logs.play.HandPlay.plain_moves` takes it, a seat's tiles, a winning hand.
"""

from __future__ import annotations

from itertools import chain, compress, repeat

from ..base import filler
from ..game import Move
from ..hand import TERMINAL_OR_HONOR_KINDS, TILE_KINDS, Hand, Meld, Suit, Tile

TILE_OF_ORDER: tuple[Tile | None, ...] = tuple(
    (Tile(tile.suit, tile.rank, red=True) if order % 2 == 0 else tile)
    if order % 2 or (tile.suit is not Suit.HONOR and tile.rank == 5) else None
    for order in range(2 * len(TILE_KINDS)) for tile in (TILE_KINDS[order // 2],))
"""The tile of each :attr:`~mjscore.hand.Tile.order` (a red five's even order, a plain
tile's odd one; None for the red tiles there are not): how
:class:`~mjscore.logs.play.HandPlay` keeps a seat's concealed tiles, as a count of each
order."""

KEEPS_NAGASHI = tuple(tile is not None and tile.kind in TERMINAL_OR_HONOR_KINDS
                      for tile in TILE_OF_ORDER)
"""Whether a discard of each order keeps nagashi (a terminal or an honour)."""


PlainMove = tuple[bool, int, int, Tile, tuple[int, Tile], bool, tuple[Move, Move, int, str]]
"""A draw or discard as :meth:`~mjscore.logs.play.HandPlay.plain_moves` takes it
(:func:`plain_move`)."""


def plain_move(draw: bool, seat: int, tile: Tile, key: int, text: str) -> PlainMove:
    """A draw (``draw``) or discard of ``tile`` by ``seat``, for
    :meth:`~mjscore.logs.play.HandPlay.plain_moves`, made once: ``(draw, seat, order, tile,
    mark, keeps_nagashi, kept)``, with the tile's order, the last discard it makes
    (``mark``), whether a discard of it keeps nagashi, and what only a play that keeps its
    moves reads (``kept``): the :data:`~mjscore.game.Move` it records, a discard's as a
    tsumogiri, the ``key`` that tells a tsumogiri (the log's tile id: a discard of the key
    its seat drew last) and the move's ``text`` in the log (``T12``), for the reader to
    make it one at a time."""
    return (draw, seat, tile.order, tile, (seat, tile), KEEPS_NAGASHI[tile.order],
            (("draw" if draw else "discard", seat, tile), ("tsumogiri", seat, tile), key, text))


_ONE = TILE_KINDS[0]
NOT_PLAIN: PlainMove = (False, 0, 0, _ONE, (0, _ONE), True,
                        (("discard", 0, _ONE), ("tsumogiri", 0, _ONE), -1, ""))
"""A move :meth:`~mjscore.logs.play.HandPlay.plain_moves` never plays, the stand-in of one
that is not plain (a tag the tables do not hold, ``<T136/>``): a discard of order 0, which
no tile has (:data:`TILE_OF_ORDER`: no red one of a kind), so no seat holds one."""


_HAND = filler(Hand, derived=True, arguments=True)
"""A :class:`~mjscore.hand.Hand` of every field, derived ones included, that the caller has
counted and checked (:func:`hand_of_orders`)."""


def hand_of_orders(orders: list[int], win_tile: Tile, melds: tuple[Meld, ...]) -> Hand:
    """``Hand(concealed, win_tile, melds)`` of the concealed tiles given by their orders, in
    order (:func:`orders_of_counts`, or a log's tiles sorted): built without sorting and
    counting the tiles again, when the hand plainly can be (its tile count right, no fifth
    copy, no second red five of a suit); otherwise by ``Hand`` itself, which raises what it
    raises. ``tests/logs/test_play.py`` holds both to be the same."""
    tile_of_order = TILE_OF_ORDER
    # (A list made by indexing the tuple: cheaper than a map of its __getitem__, a wrapper.)
    concealed: tuple[Tile, ...] = tuple([tile_of_order[order]  # type: ignore[misc]
                                         for order in orders])
    kinds = [0] * len(TILE_KINDS)
    reds: list[Tile] = []
    for order in orders:
        kinds[order >> 1] += 1
        if not order & 1:  # (an even order is a red five's)
            reds.append(tile_of_order[order])  # type: ignore[arg-type]
    kinds[win_tile.kind] += 1
    concealed_kinds = tuple(kinds)
    if win_tile.red:
        reds.append(win_tile)
    for meld in melds:
        for tile in meld.tiles:
            kinds[tile.kind] += 1
            if tile.red:
                reds.append(tile)
    if len(concealed) != 13 - 3 * len(melds) or max(kinds) > 4 or (len(reds) > 1 and len(
            {tile.kind for tile in reds}) < len(reds)):
        return Hand(concealed, win_tile, melds)
    return _HAND(concealed, win_tile, melds, tuple(kinds) if melds else concealed_kinds,
                 concealed_kinds, tuple(reds), None, None)


def tiles_of_counts(counts: list[int]) -> tuple[Tile, ...]:
    """The tiles of a count of each order (:data:`TILE_OF_ORDER`), in the canonical order."""
    return tuple(chain.from_iterable(map(
        repeat, compress(TILE_OF_ORDER, counts), compress(counts, counts))))  # type: ignore[arg-type]


_ORDERS = range(len(TILE_OF_ORDER))


def orders_of_counts(counts: list[int]) -> list[int]:
    """The orders of the tiles of a count of each order, in order."""
    return list(chain.from_iterable(map(repeat, compress(_ORDERS, counts),
                                        compress(counts, counts))))


def held_orders(meld: Meld) -> list[int]:
    """The :attr:`~mjscore.hand.Tile.order` of each tile of a called meld but the called
    one: the tiles :meth:`~mjscore.logs.play.HandPlay.call` takes out of the caller's hand,
    in the meld's order.

    Raises:
        ValueError: for a meld whose called tile is not among its tiles.
    """
    orders = [tile.order for tile in meld.tiles]
    called = meld.called
    orders.remove(-1 if called is None else called.order)
    return orders
