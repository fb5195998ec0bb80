"""The numbers of Tenhou's mjlog XML: tile ids, meld codes, yaku ids and limits.

>>> str(tile_of(16)), str(tile_of(16, red_fives=False)), yaku_id(52)
('0m', '5m', 'dora')
>>> str(decode_meld(12447)), str(decode_meld(6707))
('[5-67m]', '{05-55m}')
"""

from __future__ import annotations

import functools
import operator
import re
import urllib.parse
from operator import attrgetter

from ..base import LogError, filler, value_class
from ..game import RecordedWin, Scores
from ..hand import TILE_KINDS, Meld, MeldKind, Source, Tile
from . import fills
from .mjlog_xml import ints
from .play import TABLE_POSITIONS
from .play_counts import TILE_OF_ORDER, held_orders

TENHOU_YAKU_IDS: tuple[str, ...] = (
    "menzen_tsumo", "riichi", "ippatsu", "chankan", "rinshan", "haitei", "houtei", "pinfu",
    "tanyao", "iipeikou", "seat_wind", "seat_wind", "seat_wind", "seat_wind", "round_wind",
    "round_wind", "round_wind", "round_wind", "yakuhai_haku", "yakuhai_hatsu",
    "yakuhai_chun", "double_riichi", "chiitoitsu", "chanta", "ittsu", "sanshoku_doujun",
    "sanshoku_doukou", "sankantsu", "toitoi", "sanankou", "shousangen", "honroutou",
    "ryanpeikou", "junchan", "honitsu", "chinitsu", "renhou", "tenhou", "chiihou",
    "daisangen", "suuankou", "suuankou_tanki", "tsuuiisou", "ryuuiisou", "chinroutou",
    "chuuren", "junsei_chuuren", "kokushi", "kokushi_13_wait", "daisuushii", "shousuushii",
    "suukantsu", "dora", "ura_dora", "aka_dora",
)
"""mjscore's yaku id for each of Tenhou's numeric yaku ids (0–54)."""


DAN_NAMES = ("新人", "９級", "８級", "７級", "６級", "５級", "４級", "３級", "２級", "１級",
             "初段", "二段", "三段", "四段", "五段", "六段", "七段", "八段", "九段", "十段",
             "天鳳")
"""The rank of each ``dan`` number of ``<UN>``, as tenhou.net/6 JSON writes it (``dan`` of
the same games of ``pantheon_onlinelog``: 0 新人, 1 ９級, 10 初段, 15 六段)."""


LIMITS: tuple[str | None, ...] = (None, "mangan", "haneman", "baiman", "sanbaiman", "yakuman")
"""The limit of Tenhou's ``ten`` third value (0–5), as :class:`~mjscore.scoring.Limit`
values; a yakuman limit without a yakuman is ``kazoe_yakuman``."""


RED_IDS = frozenset((16, 52, 88))
"""The tile ids of the red fives (0m, 0p, 0s)."""


_TILES = tuple(TILE_KINDS[tile_id // 4] for tile_id in range(136))


_RED_TILES = tuple(Tile(tile.suit, tile.rank, red=True) if tile_id in RED_IDS else tile
                   for tile_id, tile in enumerate(_TILES))


def tile_of(tile_id: int, *, red_fives: bool = True) -> Tile:
    """The tile of a Tenhou tile id (0–135; ids 16, 52 and 88 are the red fives).

    Raises:
        LogError: ``invalid_tile`` for an id outside 0–135.
    """
    if not 0 <= tile_id < 136:
        raise LogError(f"there is no tile id {tile_id} (ids are 0-135)", code="invalid_tile")
    return (_RED_TILES if red_fives else _TILES)[tile_id]


def tiles_of(ids: list[int], red: bool) -> list[Tile]:
    """The tiles of Tenhou tile ids (:func:`~mjscore.logs.mjlog_codes.tile_of`).

    Raises:
        LogError: ``invalid_tile`` for an id outside 0-135.
    """
    if ids and (min(ids) < 0 or max(ids) >= len(_TILES)):
        return [tile_of(i, red_fives=red) for i in ids]  # (raises for the first bad id)
    return list(map((_RED_TILES if red else _TILES).__getitem__, ids))


_TILES_BY_TEXT = ({str(tile_id): tile for tile_id, tile in enumerate(_TILES)},
                  {str(tile_id): tile for tile_id, tile in enumerate(_RED_TILES)})
"""Each tile id as Tenhou writes it (``"16"``), without and with red fives: the tiles of
:func:`tile_of`, looked up by their text."""


def tiles_of_text(text: str, red: bool) -> list[Tile]:
    """The tiles of a comma-separated list of Tenhou tile ids (``hai0="4,9,16"``): the same
    as ``tiles_of(ints(text), red)``, each id looked up by its text where it is written
    plainly (anything else, such as spaces or a bad id, is read by :func:`tiles_of` and
    :func:`~mjscore.logs.mjlog_xml.ints`, which raise as they do).

    >>> [str(tile) for tile in tiles_of_text("16,17,135", True)]
    ['0m', '5m', '7z']
    """
    if not text:
        return []
    try:
        return list(map(_TILES_BY_TEXT[red].__getitem__, text.split(",")))
    except KeyError:
        return tiles_of(ints(text), red)


_ORDERS_OF_IDS = (tuple(tile.order for tile in _TILES), tuple(tile.order for tile in _RED_TILES))
"""The :attr:`~mjscore.hand.Tile.order` of each tile id's tile, without and with red
fives."""


def orders_of_ids(ids: list[int], red: bool) -> list[int]:
    """The :attr:`~mjscore.hand.Tile.order` of each tile of Tenhou tile ids
    (:func:`tiles_of`), no tile made.

    Raises:
        LogError: ``invalid_tile`` for an id outside 0-135, as :func:`tiles_of`.
    """
    if ids and (min(ids) < 0 or max(ids) >= len(_TILES)):
        tiles_of(ids, red)  # (raises for the first bad id)
    return list(map(_ORDERS_OF_IDS[red].__getitem__, ids))


_ORDERS_BY_TEXT = ({str(tile_id): order for tile_id, order in enumerate(_ORDERS_OF_IDS[0])},
                   {str(tile_id): order for tile_id, order in enumerate(_ORDERS_OF_IDS[1])})
"""Each tile id as Tenhou writes it, as the order of its tile (:data:`_ORDERS_OF_IDS`)."""


def orders_of_texts(parts: list[str], red: bool) -> list[int] | None:
    """The orders of the tiles of Tenhou tile ids written plainly, each id's text a part
    (``"4,9,16".split(",")``): those of :func:`orders_of_ids` of their numbers, each
    looked up by its text, no number made; None where a part is not an id written so (the
    caller reads the numbers, and :func:`orders_of_ids` raises what it raises).

    >>> orders_of_texts(["16", "17", "135"], True), orders_of_texts(["16", " 17"], True)
    ([8, 9, 67], None)
    """
    try:
        return list(map(_ORDERS_BY_TEXT[red].__getitem__, parts))
    except KeyError:
        return None


def counts_of_text(text: str, red: bool) -> tuple[list[int], int]:
    """How many of the tiles of :func:`tiles_of_text` there are of each order
    (:data:`~mjscore.logs.play.TILE_OF_ORDER`), and how many in all: a deal as
    :meth:`HandPlay.of_counts <mjscore.logs.play.HandPlay.of_counts>` takes it, each id
    looked up by its text (no tile made) where it is written plainly; anything else is read
    by :func:`tiles_of_text`, which raises as it does.

    >>> counts, size = counts_of_text("16,17,135", True)
    >>> [order for order, count in enumerate(counts) if count], len(counts), size
    ([8, 9, 67], 68, 3)
    """
    counts = [0] * len(TILE_OF_ORDER)
    parts = text.split(",")
    orders = _ORDERS_BY_TEXT[red]
    try:
        for part in parts:
            counts[orders[part]] += 1
    except KeyError:
        counts = [0] * len(TILE_OF_ORDER)
        tiles = tiles_of_text(text, red)
        for tile in tiles:
            counts[tile.order] += 1
        return counts, len(tiles)
    return counts, len(parts)


ORDER = attrgetter("order")
"""The tiles' canonical order (:attr:`~mjscore.hand.Tile.order`)."""


_SOURCES = {1: Source.NEXT, 2: Source.ACROSS, 3: Source.PREVIOUS}


@value_class
class DecodedMeld:
    """A meld code decoded: the meld, its tile ids, the called id and an added kan's id."""

    meld: Meld
    ids: tuple[int, ...]
    called: int | None
    added: int | None = None


_DECODED = filler(DecodedMeld, arguments=True)
"""A :class:`DecodedMeld` of every field (the added id None but for an added kan)."""
_MELD = filler(Meld, derived=True, arguments=True)
"""A :class:`~mjscore.hand.Meld` of its fields, its tiles in order, checked by the caller."""


def _meld(kind: MeldKind, tiles: tuple[Tile, ...], called: Tile | None,
          source: Source | None) -> Meld:
    """``Meld(kind, tiles, called, source)`` of a meld code, which is a meld by the way it
    is decoded (a run of the previous player's or a set of one kind, its called tile among
    its tiles, a closed kan's none): its tiles put in order, not checked again (the
    constructor's checks cost more than the decoding; ``tests/logs/test_mjlog_codes.py``
    holds every code's meld to the constructor's)."""
    return _MELD(kind, tuple(sorted(tiles, key=ORDER)), called, source)


@functools.lru_cache(maxsize=4096)
def decode_meld_code(code: int, red_fives: bool) -> DecodedMeld:
    """The meld of a Tenhou meld code and its tile ids (:func:`decode_meld`), decoded once
    for each code (a value: the codes of a game repeat across games).

    Raises:
        LogError: ``invalid_meld`` for a code that is no meld.
    """
    if not 0 <= code < 1 << 16:
        raise LogError(f"there is no meld code {code}", code="invalid_meld")
    source = _SOURCES.get(code & 3)

    def tiles(ids: list[int]) -> tuple[Tile, ...]:
        return tuple(tile_of(i, red_fives=red_fives) for i in ids)

    if code & 0x4:  # chi
        base, called = divmod(code >> 10, 3)
        if base >= 21 or source is not Source.PREVIOUS:
            raise LogError(f"meld code {code} is no chi", code="invalid_meld")
        kind = base // 7 * 9 + base % 7
        ids = [(kind + i) * 4 + (code >> (3 + 2 * i) & 3) for i in range(3)]
        meld = _meld(MeldKind.CHI, tiles(ids), tile_of(ids[called], red_fives=red_fives),
                     source)
        return _DECODED(meld, tuple(ids), ids[called], None)
    if code & 0x18:  # pon (0x08) or added kan (0x10)
        kind, called = divmod(code >> 9, 3)
        unused = code >> 5 & 3
        if kind >= 34 or source is None or code & 0x18 == 0x18:
            raise LogError(f"meld code {code} is no pon", code="invalid_meld")
        ids = [kind * 4 + copy for copy in range(4) if copy != unused]
        called_tile = tile_of(ids[called], red_fives=red_fives)
        if code & 0x08:
            return _DECODED(_meld(MeldKind.PON, tiles(ids), called_tile, source), tuple(ids),
                            ids[called], None)
        added = kind * 4 + unused
        meld = _meld(MeldKind.ADDED_KAN, tiles([*ids, added]), called_tile, source)
        return _DECODED(meld, (*ids, added), ids[called], added)
    if code & 0x20:  # nuki (three-player North)
        raise LogError(f"meld code {code} is a three-player North (nuki)", code="invalid_meld")
    called_id = code >> 8
    kind = called_id // 4
    if kind >= 34:
        raise LogError(f"meld code {code} is no kan", code="invalid_meld")
    ids = [kind * 4 + copy for copy in range(4)]
    if source is None:
        return _DECODED(_meld(MeldKind.CLOSED_KAN, tiles(ids), None, None), tuple(ids), None,
                        None)
    meld = _meld(MeldKind.OPEN_KAN, tiles(ids), tile_of(called_id, red_fives=red_fives), source)
    return _DECODED(meld, tuple(ids), called_id, None)


KITA_BITS = 0x20
"""The low bits of a kita code (three players, 抜きドラ): ``m = (tile id << 8) | 0x20``."""


def kita_id(code: int) -> int | None:
    """The tile id of a kita code (``<N m>`` of a North set aside, also listed in
    ``<AGARI m>``), None for a code of a meld.

    >>> kita_id(31008), kita_id(31264), kita_id(50697)
    (121, 122, None)
    """
    return code >> 8 if code & 0x3F == KITA_BITS else None


def decode_meld(code: int, *, red_fives: bool = True) -> Meld:
    """The meld of a Tenhou meld code (``<N m>`` and ``<AGARI m>``).

    ``code & 3`` is where the called tile came from (1 next, 2 across, 3 previous, 0 a closed
    kan); bit 0x04 marks a chi, 0x08 a pon, 0x10 an added kan, and otherwise the code is a
    kan whose called tile id is ``code >> 8``.

    Raises:
        LogError: ``invalid_meld`` for a code that is no meld.
    """
    return decode_meld_code(code, red_fives).meld


MeldCall = tuple[MeldKind, Meld, tuple[int, ...], Tile | None]
"""A meld code of ``<N m>`` as the mjlog reader plays it: the meld's kind, the meld, its
:func:`~mjscore.logs.play_counts.held_orders` (a call's; none for a closed kan) and an
added kan's tile."""
MELD_CALLS: tuple[dict[str, MeldCall], dict[str, MeldCall]] = ({}, {})
"""Each ``<N m>`` text read, without and with red fives (:func:`meld_call`): a few thousand
codes recur across the games (at most :data:`MOST_MELD_CALLS` kept)."""
MOST_MELD_CALLS = 1 << 14


def meld_call(text: str, code: int, red: bool) -> MeldCall:
    """The meld of ``<N m=text>`` (``code`` its number, not a kita's) as the mjlog reader
    plays it, kept in :data:`MELD_CALLS`.

    Raises:
        LogError: ``invalid_meld`` for a code that is no meld (:func:`decode_meld_code`).
    """
    decoded = decode_meld_code(code, red)
    meld = decoded.meld
    call = (meld.kind, meld, tuple(held_orders(meld)) if meld.called is not None else (),
            None if decoded.added is None else tile_of(decoded.added, red_fives=red))
    calls = MELD_CALLS[red]
    if len(calls) < MOST_MELD_CALLS:
        calls[text] = call
    return call


@functools.lru_cache(maxsize=4096)
def dora_tiles(text: str, red: bool) -> tuple[Tile, ...]:
    """The tiles of an ``<AGARI doraHai>`` or ``doraHaiUra`` (:func:`tiles_of_text`), read
    once for each text: a few hundred recur (an error is raised each time)."""
    return tuple(tiles_of_text(text, red))


def yaku_id(ident: int) -> str:
    """mjscore's yaku id of Tenhou's numeric yaku id.

    Raises:
        LogError: ``invalid_log`` for an id Tenhou does not have.
    """
    if not 0 <= ident < len(TENHOU_YAKU_IDS):
        raise LogError(f"unknown yaku id {ident}", code="invalid_log")
    return TENHOU_YAKU_IDS[ident]


def recorded_win(attrib: dict[str, str], deltas: Scores) -> RecordedWin:
    """What an ``<AGARI>`` says the win was worth: Tenhou's ``ten`` (fu, points, limit),
    ``yaku`` and ``yakuman``, and the score changes ``deltas``.

    Raises:
        LogError: ``invalid_log`` for an unknown limit or yaku id.
    """
    han, fu, limit, yakuman, yaku, value = _worth_of(
        attrib["ten"], attrib.get("yaku", ""), attrib.get("yakuman", ""))
    return fills.RECORDED_WIN(han, fu, limit, yakuman, yaku, value, deltas)


_Worth = tuple[int, int, str | None, int, tuple[tuple[str, int], ...], int]


@functools.lru_cache(maxsize=4096)
def _worth_of(ten: str, yaku_text: str, yakuman_text: str) -> _Worth:
    """The fields of :func:`recorded_win` but its deltas (han, fu, limit, yakuman, yaku,
    value) of an ``<AGARI>``'s ``ten``, ``yaku`` and ``yakuman``, read once for each three
    texts: a few thousand recur across the wins of a replay (an error is raised each
    time, as :func:`functools.lru_cache` keeps no error)."""
    fu, value, limit_index = ints(ten)[:3]
    yaku = _yaku_of(yaku_text)
    yakuman = ints(yakuman_text)
    if yakuman:
        yaku = (*yaku, *((yaku_id(ident), 13) for ident in yakuman))
    if not 0 <= limit_index < len(LIMITS):
        raise LogError(f"unknown limit {limit_index} in ten={ten!r}", code="invalid_log")
    limit = LIMITS[limit_index]
    if limit == "yakuman" and not yakuman:
        limit = "kazoe_yakuman"
    return sum(han for _, han in yaku), fu, limit, len(yakuman), yaku, value


@functools.lru_cache(maxsize=4096)
def _yaku_of(text: str) -> tuple[tuple[str, int], ...]:
    """The yaku and han of an ``<AGARI yaku>`` (pairs of a Tenhou yaku id and its han, those
    of no han left out), read once for each text: the same few hundred recur."""
    pairs = ints(text)
    return tuple((yaku_id(pairs[i]), pairs[i + 1]) for i in range(0, len(pairs), 2)
                 if pairs[i + 1] > 0)




_ENCODED = re.compile("(?:%[0-9A-Fa-f]{2})*")
"""A name written wholly as percent-encoded bytes, as Tenhou writes every name."""


def player_name(text: str) -> str:
    """A player's name from ``<UN>``'s percent-encoded UTF-8 (``n0="%E3%81%82"``): what
    :func:`urllib.parse.unquote` gives, read at once where every byte is encoded.

    >>> player_name("%E3%81%82%E3%81%84"), player_name("a%20b")
    ('あい', 'a b')
    """
    if _ENCODED.fullmatch(text):
        return bytes.fromhex(text.replace("%", "")).decode("utf-8", "replace")
    return urllib.parse.unquote(text)


def count_word(seats: int) -> str:
    """A seat count in words (``three``, ``four``)."""
    return {3: "three", 4: "four"}.get(seats, str(seats))


def per_seat(values: list[int], seats: int) -> Scores:
    """One value a seat, as :data:`~mjscore.game.Scores`: a three-player log writes four,
    the empty North position's 0 last, which is dropped."""
    if len(values) == TABLE_POSITIONS and seats < TABLE_POSITIONS and not any(
            values[seats:]):
        values = values[:seats]
    if len(values) != seats:
        raise LogError(f"expected {count_word(seats)} values, not {len(values)}",
                       code="invalid_log")
    return tuple(values)


def scores_of(text: str, seats: int, offset: int | None = None) -> Scores:
    """Scores in units of 100 as points: every value, or every other from ``offset``."""
    values = ints(text)
    if offset is not None:
        values = values[offset::2]
    elif seats == 4 and len(values) == 4:  # (every hand's start: the same, sooner)
        a, b, c, d = values
        return a * 100, b * 100, c * 100, d * 100
    return per_seat([value * 100 for value in values], seats)


def deltas_of(sc: str, seats: int) -> Scores:
    """The score changes of an ``sc`` attribute (every other value, from the second)."""
    return scores_of(sc, seats, 1)


def scores_and_deltas(sc: str, seats: int) -> tuple[Scores, Scores]:
    """The scores before a result and their changes, from one ``sc`` attribute read once
    (the changes checked first, as :func:`deltas_of` and then :func:`scores_of` would)."""
    values = [value * 100 for value in ints(sc)]
    deltas = per_seat(values[1::2], seats)
    return per_seat(values[0::2], seats), deltas


def scores_deltas_and_end(sc: str, seats: int) -> tuple[Scores, Scores, Scores]:
    """:func:`scores_and_deltas` of ``sc``, and the scores after the result (the scores
    before plus the changes): of the eight numbers of four seats, each taken by its place
    (a result has no more); of anything else, by :func:`scores_and_deltas`, which raises
    what it raises. ``tests/logs/test_mjlog_codes.py`` holds both to be the same."""
    values = ints(sc)
    if seats == 4 and len(values) == 8:
        a, b, c, d, e, f, g, h = values
        return ((a * 100, c * 100, e * 100, g * 100), (b * 100, d * 100, f * 100, h * 100),
                ((a + b) * 100, (c + d) * 100, (e + f) * 100, (g + h) * 100))
    before, deltas = scores_and_deltas(sc, seats)
    return before, deltas, tuple(map(operator.add, before, deltas))
