"""The spellings of mjai events: tiles, the seat a called tile came from, the draws' reasons.

mjai writes a tile as its rank and suit (``1m`` … ``9m``, ``1p`` … ``9s``), a red five with
an ``r`` after it (``5mr``, ``5pr``, ``5sr``), the winds as ``E S W N``, the dragons as ``P``
(haku), ``F`` (hatsu) and ``C`` (chun), and a tile the writer does not show as ``?``
(gimite's protocol page; Mortal's ``libriichi`` ``tile.rs``).

>>> str(mjai_tile("5mr")), str(mjai_tile("C")), mjai_name(mjai_tile("5pr"))
('0m', '7z', '5pr')
"""

from __future__ import annotations

from ..base import LogError
from ..game import AbortKind
from ..hand import TILE_KINDS, Source, Tile

HIDDEN = "?"
"""The spelling of a tile the writer hides (a player's view of the others' hands)."""

_HONORS = "ESWNPFC"
_SUITS = "mps"

_TILES: dict[str, Tile] = {}
for _kind, _tile in enumerate(TILE_KINDS):
    if _kind < 27:
        _TILES[f"{_tile.rank}{_SUITS[_kind // 9]}"] = _tile
        if _tile.rank == 5:
            _TILES[f"5{_SUITS[_kind // 9]}r"] = Tile(_tile.suit, 5, red=True)
    else:
        _TILES[_HONORS[_kind - 27]] = _tile
_NAMES: dict[Tile, str] = {tile: name for name, tile in _TILES.items()}

MJAI_TILES: dict[bool, dict[str, Tile]] = {
    red_fives: {name: tile if red_fives or not tile.red else TILE_KINDS[tile.kind]
                for name, tile in _TILES.items()} for red_fives in (False, True)}
"""The tile of each mjai spelling without and with red fives: what :func:`mjai_tile`
returns for a spelling that is a tile, by one look-up (a reader's loop over its draws and
discards)."""


def mjai_tile(text: object, *, red_fives: bool = True) -> Tile:
    """The tile of an mjai spelling; a red five is a plain one under ``red_fives`` False.

    Raises:
        LogError: ``hidden_tiles`` for ``?``, ``invalid_tile`` for anything that is no tile.
    """
    tile = _TILES.get(text) if isinstance(text, str) else None
    if tile is None:
        if text == HIDDEN:
            raise LogError("the tile is hidden ('?')", code="hidden_tiles")
        raise LogError(f"there is no mjai tile {text!r}", code="invalid_tile")
    if tile.red and not red_fives:
        return TILE_KINDS[tile.kind]
    return tile


def mjai_name(tile: Tile) -> str:
    """The mjai spelling of a tile (``5mr`` for the red five of man)."""
    return _NAMES[tile]


TABLE_POSITIONS = 4
"""The wind positions of a table: a called tile's source is a position, also with three
players (whose North position stays empty), as both Tenhou formats count it."""

_SOURCES = {source.offset: source for source in Source}


def source_of(actor: int, target: int) -> Source:
    """Where the tile ``actor`` calls from seat ``target`` came from, seen from the caller.

    Raises:
        LogError: ``invalid_meld`` when the target is the caller.
    """
    offset = (target - actor) % TABLE_POSITIONS
    if offset not in _SOURCES:
        raise LogError(f"seat {actor} calls its own tile", code="invalid_meld")
    return _SOURCES[offset]


def target_of(actor: int, source: Source) -> int:
    """The seat a tile called from ``source`` came from (the inverse of :func:`source_of`)."""
    return (actor + source.offset) % TABLE_POSITIONS


DRAW_REASONS: dict[str, AbortKind | None] = {
    "fanpai": None, "ryukyoku": None, "exhaustive": None, "nagashimangan": None,
    "kyushukyuhai": AbortKind.NINE_TERMINALS, "kyushu": AbortKind.NINE_TERMINALS,
    "yao9": AbortKind.NINE_TERMINALS, "sufonrenta": AbortKind.FOUR_WINDS,
    "suufonrenda": AbortKind.FOUR_WINDS, "kaze4": AbortKind.FOUR_WINDS,
    "suchareach": AbortKind.FOUR_RIICHI, "suuchariichi": AbortKind.FOUR_RIICHI,
    "reach4": AbortKind.FOUR_RIICHI, "sukaikan": AbortKind.FOUR_KANS,
    "suukaikan": AbortKind.FOUR_KANS, "kan4": AbortKind.FOUR_KANS,
    "sanchaho": AbortKind.THREE_RONS, "sanchahou": AbortKind.THREE_RONS,
    "ron3": AbortKind.THREE_RONS,
}
"""The ``reason`` of a ``ryukyoku``, where the dialect writes one (gimite's: ``fanpai`` the
exhaustive draw, ``kyushukyuhai`` … ; Tenhou's own ``yao9`` … ``ron3`` also read): None for
an exhaustive draw, else the abortive draw. Mortal's dialect writes no reason: the reader
tells the draw from the play."""

ABORT_NAMES: dict[AbortKind, str] = {
    AbortKind.NINE_TERMINALS: "kyushukyuhai", AbortKind.FOUR_WINDS: "sufonrenta",
    AbortKind.FOUR_RIICHI: "suchareach", AbortKind.FOUR_KANS: "sukaikan",
    AbortKind.THREE_RONS: "sanchaho",
}
"""The ``reason`` the writer gives each abortive draw (gimite's spellings)."""
