"""A score written as JSON text: what ``json.dumps(score.as_record(), ensure_ascii=False)``
writes, written from the score's parts.

Batch output is one such line a record, so it is written directly, several times faster than
building the record and encoding it: enum members by their ``_value_`` (``value`` is a
property, a call each in Python 3.11), lists by loops (a comprehension is a function made
and called each time), the reading from the engine's form without making the public
:class:`~mjscore.scoring.Reading`. Tests hold every function here to ``json.dumps`` of the
matching record on every real hand and on Hypothesis hands.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from ..base import SharedValues
from ..hand import PAIR, TILE_BY_TEXT, TILE_KINDS, RawSet
from .decompose import (
    _SHAPES,
    _WAITS,
    THIRTEEN_ORPHANS,
    Block,
    RawReading,
    Reading,
    Shape,
    _block,
    ron_completed_set,
)

if TYPE_CHECKING:
    from .scorer import Score


def score_json(score: Score, head: str = "{") -> str:
    """:meth:`Score.as_json`, or with ``head`` instead of its opening brace: batch writes a
    record's own keys there, without slicing and joining the score's text again.

    The lists are written by loops, not comprehensions: a comprehension is a function made
    and called each time in Python 3.11 (about 0.6 µs a score, with those of the reading)."""
    text = _encode or _encoder()
    paid = []
    for payment in score.payments:
        paid.append(f'{{"payer": "{payment.payer._value_}", "amount": {payment.amount}}}')
    if score.situation.sticks:  # (no sticks, no deposits: the property is not called)
        deposits = score.deposit_points
        if deposits:
            paid.append(f'{{"payer": "deposits", "amount": {deposits}}}')
    yaku = []
    for hit in score.yaku:
        yaku.append(f'{{"id": "{hit.id}", "han": {hit.han}}}')
    fu: int | str = "null"
    fu_items = []
    if not score.yakuman:
        fu = score.fu
        for item in score.fu_items:
            fu_items.append(f'{{"reason": "{item.reason}", "fu": {item.fu}, '
                            f'"tiles": {text(item.tiles)}}}')
    limit = "null" if score.limit is None else f'"{score.limit._value_}"'
    reading = _raw_reading_json(score._raw_reading, score.hand.win_tile.kind,
                                not score.situation.tsumo)
    return (f'{head}"hand": {text(score.hand._text or str(score.hand))}, "han": {score.han}, '
            f'"fu": {fu}, '
            f'"limit": {limit}, "yakuman": {score.yakuman}, "yaku": [{", ".join(yaku)}], '
            f'"fu_items": [{", ".join(fu_items)}], "value": {score.value}, '
            f'"payments": [{", ".join(paid)}], "total": {score.total}, '
            f'"reading": {reading}}}')


_encode: Callable[[str], str] | None = None
"""``json.encoder.encode_basestring``, once :meth:`Score.as_json` has been called: the
scorer itself does not load the ``json`` package, and an import statement in the method
costs about 0.5 µs a call."""


def _encoder() -> Callable[[str], str]:
    global _encode  # noqa: PLW0603 (loaded once, on first use)
    from json.encoder import encode_basestring

    _encode = encode_basestring
    return encode_basestring


def _reading_json(reading: Reading, text: Callable[[str], str]) -> str:
    """:func:`reading_record` as JSON text; ``text`` writes a JSON string.

    Its ``text`` is ``str(reading)`` written from the blocks' text already at hand, the
    way :meth:`~mjscore.scoring.Reading.__str__` writes it (a test holds them equal), and
    the winning tile's text is looked up by its order, not written by ``Tile.__str__``.
    Batch output writes a score's reading from its engine reading instead
    (:func:`_raw_reading_json`, held equal to this)."""
    names = []
    written = []
    for block in reading.blocks:  # (a loop: see score_json)
        names.append(block._text)
        written.append(block._json or _block_json(block))
    shape = reading.shape
    wait = reading.wait._value_
    tile = _TILE_TEXT[reading.win_tile.order]
    words = (f"thirteen orphans, {wait} wait on {tile}" if shape is _THIRTEEN_ORPHANS
             else f"{' '.join(names)}, {wait} wait on {tile}")
    return (f'{{"shape": "{shape._value_}", "blocks": [{", ".join(written)}], '
            f'"wait": "{wait}", "win_tile": "{tile}", "text": {text(words)}}}')


_BLOCK_JSON: Callable[[Block], str | None] = attrgetter("_json")
_BLOCK_TEXT: Callable[[Block], str] = attrgetter("_text")


def _raw_reading_json(raw: RawReading, win_kind: int, ron: bool) -> str:
    """:func:`_reading_json` of ``describe(raw, tile, ron=ron)`` for a winning tile of kind
    ``win_kind``, written from the engine reading without making the public one (about
    1 µs a score less): each engine set's public block is looked up in a table made of
    :func:`~mjscore.scoring.decompose.describe`'s own (``_block``), and the rest as ``describe``
    reads it (a test holds the two equal on every reading of the real hands and on random
    ones). The blocks' JSON and texts are gathered by ``map`` over attribute getters, in C
    (a block not written yet is written then); the reading's text is notation, wait names
    and plain words, none of which JSON escapes, so it is quoted as it is."""
    shape, sets, pair, wait, _ = raw
    blocks = list(map(_raw_block, sets))
    opened = ron_completed_set(raw, tsumo=not ron)
    if opened >= 0:
        code, kind, _, is_meld = sets[opened]
        blocks[opened] = _raw_block((code, kind, True, is_meld))
    if pair >= 0:
        blocks.append(_raw_block((PAIR, pair, False, False)))
    written: list[str] = list(map(_BLOCK_JSON, blocks))  # type: ignore[arg-type]
    if None in written:  # (a block not written yet)
        written = [block._json or _block_json(block) for block in blocks]
    wait_name = _WAIT_NAMES[wait]
    tile = _KIND_TEXT[win_kind]
    words = ("thirteen orphans" if shape == THIRTEEN_ORPHANS
             else " ".join(map(_BLOCK_TEXT, blocks)))
    return (f'{{"shape": "{_SHAPE_NAMES[shape]}", "blocks": [{", ".join(written)}], '
            f'"wait": "{wait_name}", "win_tile": "{tile}", "text": "{words}, {wait_name} '
            f'wait on {tile}"}}')


_raw_block = SharedValues[RawSet, Block](_block).__getitem__
"""The shared public block of an engine set, made by ``decompose._block`` (which shares one
of each; the bound lookup, made once)."""
_SHAPE_NAMES = {code: shape.value for code, shape in _SHAPES.items()}
_WAIT_NAMES = {code: wait.value for code, wait in _WAITS.items()}
"""The JSON names of the engine's shape and wait codes, as ``describe`` makes them public."""


_THIRTEEN_ORPHANS = Shape.THIRTEEN_ORPHANS
"""(Read once: reading a member from its enum class is slow in Python 3.11.)"""

_TILE_TEXT: tuple[str, ...] = tuple(
    {tile.order: name for name, tile in TILE_BY_TEXT.items()}.get(order, "")
    for order in range(2 * len(TILE_KINDS)))
"""Each tile's notation by its ``order`` (a red five's too)."""
_KIND_TEXT: tuple[str, ...] = tuple(str(tile) for tile in TILE_KINDS)
"""The notation of each kind's plain tile (a reading's winning tile is plain)."""


def _block_json(block: Block) -> str:
    """A block of :func:`reading_record` as JSON text, kept on the block (blocks are
    shared)."""
    text = (f'{{"kind": "{block.kind.value}", "tiles": "{block}", '
            f'"open": {"true" if block.is_open else "false"}}}')
    object.__setattr__(block, "_json", text)
    return text


def reading_record(reading: Reading) -> dict[str, Any]:
    """A reading as plain data: its shape, blocks in notation, wait and winning tile."""
    return {
        "shape": reading.shape.value,
        "blocks": [{"kind": block.kind.value, "tiles": str(block), "open": block.is_open}
                   for block in reading.blocks],
        "wait": reading.wait.value,
        "win_tile": str(reading.win_tile),
        "text": str(reading),
    }
