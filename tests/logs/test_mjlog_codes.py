"""The numbers and names of Tenhou's mjlog XML: tile ids, meld codes, yaku ids, player names."""

from __future__ import annotations

import urllib.parse
from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mjscore.base import LogError
from mjscore.hand import Meld, MeldKind, Source, Tile
from mjscore.logs.mjlog import player_name
from mjscore.logs.mjlog_codes import (
    MELD_CALLS,
    MOST_MELD_CALLS,
    TENHOU_YAKU_IDS,
    DecodedMeld,
    counts_of_text,
    decode_meld,
    decode_meld_code,
    meld_call,
    orders_of_ids,
    orders_of_texts,
    per_seat,
    recorded_win,
    scores_and_deltas,
    scores_deltas_and_end,
    scores_of,
    tile_of,
    tiles_of,
    tiles_of_text,
    yaku_id,
)
from mjscore.logs.mjlog_xml import ints
from mjscore.logs.play_counts import held_orders

from ..base.test_values import assert_same_value, field_values


@pytest.mark.parametrize(("code", "text", "source"), [
    (12447, "[5-67m]", Source.PREVIOUS),
    (50251, "[6-66z]", Source.PREVIOUS),
    (17408, "(9999p)", None),
    (6707, "{05-55m}", Source.PREVIOUS),
])
def test_meld_codes(code: int, text: str, source: Source | None) -> None:
    meld = decode_meld(code)
    assert str(meld) == text
    assert meld.source is source


def test_an_added_kan_keeps_the_pon_s_called_tile() -> None:
    meld = decode_meld(0x10 | (3 * 31 + 1) << 9 | 2 << 5 | 2)
    assert meld.kind is MeldKind.ADDED_KAN and meld.source is Source.ACROSS
    assert str(meld.called) == "5z" and len(meld.tiles) == 4


def test_a_lobby_without_red_fives_reads_them_as_plain_fives() -> None:
    assert str(decode_meld(6707, red_fives=False)) == "{5-555m}"


@pytest.mark.parametrize(("code", "message"), [
    (1 << 16, "there is no meld code"),
    (0x20 | 1, "three-player North"),
    ((21 * 3) << 10 | 0x04 | 3, "is no chi"),
    (0x18 | 1, "is no pon"),
])
def test_a_code_that_is_no_meld_is_an_invalid_meld(code: int, message: str) -> None:
    with pytest.raises(LogError, match=message) as caught:
        decode_meld(code)
    assert caught.value.code == "invalid_meld"


@pytest.mark.parametrize(("tile_id", "red", "plain"), [
    (0, "1m", "1m"), (16, "0m", "5m"), (17, "5m", "5m"), (52, "0p", "5p"), (88, "0s", "5s"),
    (135, "7z", "7z"),
])
def test_tile_ids_are_four_a_kind_with_one_red_five_each(tile_id: int, red: str,
                                                        plain: str) -> None:
    assert str(tile_of(tile_id)) == red
    assert str(tile_of(tile_id, red_fives=False)) == plain


@pytest.mark.parametrize("tile_id", [-1, 136])
def test_there_are_136_tile_ids(tile_id: int) -> None:
    with pytest.raises(LogError) as caught:
        tile_of(tile_id)
    assert caught.value.code == "invalid_tile"


def test_yaku_ids() -> None:
    assert (yaku_id(0), yaku_id(1), yaku_id(52), yaku_id(54)) == (
        "menzen_tsumo", "riichi", "dora", "aka_dora")
    with pytest.raises(LogError, match="unknown yaku id 55") as caught:
        yaku_id(55)
    assert caught.value.code == "invalid_log"


def test_the_yaku_table_is_the_one_the_cases_use() -> None:
    from ..support.casedata import TENHOU_YAKU_IDS as CASES

    assert CASES is TENHOU_YAKU_IDS


def _read_both(text: str, red: bool) -> tuple[object, object]:
    """``tiles_of_text`` and the slow path it stands for, each as its tiles or its error."""
    return (_counted(lambda: tiles_of_text(text, red)),
            _counted(lambda: tiles_of(ints(text), red)))


@pytest.mark.parametrize("red", [True, False])
@pytest.mark.parametrize("text", [
    ",".join(map(str, range(136))), "16,52,88", "", "135", "136", "-1", " 4,5", "4, 5", "4,,5",
    "+4", "0x10", "1_0", "04", "a", "4 ", "٣",
])
def test_tile_ids_read_from_their_text_as_from_their_numbers(text: str, red: bool) -> None:
    fast, slow = _read_both(text, red)
    assert fast == slow


def _counted(read: Callable[[], object]) -> object:
    try:
        return read()
    except LogError as err:
        return (err.code, err.message)
    except ValueError:
        return "ValueError"


def _counts(tiles: list[Tile]) -> list[int]:
    counts = [0] * 68
    for tile in tiles:
        counts[tile.order] += 1
    return counts


@pytest.mark.parametrize("red", [True, False])
@pytest.mark.parametrize("text", [
    ",".join(map(str, range(136))), "16,52,88", "", "135", "136", "-1", " 4,5", "4, 5", "4,,5",
    "+4", "0x10", "1_0", "04", "a", "4 ", "٣", "16,16,17", "4,9,16,22,30,41,57,60,77,88,99,101",
])
def test_tile_ids_counted_by_order_as_their_tiles_are(text: str, red: bool) -> None:
    """``counts_of_text`` counts the tiles of ``tiles_of_text`` by their order and
    ``orders_of_ids`` gives the orders of the tiles of ``tiles_of``, or raise what those
    raise."""
    assert _counted(lambda: counts_of_text(text, red)) == _counted(
        lambda: (_counts(tiles_of_text(text, red)), len(tiles_of_text(text, red))))
    ids = _counted(lambda: ints(text))
    if isinstance(ids, list):
        assert _counted(lambda: orders_of_ids(ids, red)) == _counted(
            lambda: [tile.order for tile in tiles_of(ids, red)])


@given(st.lists(st.integers(-3, 140), max_size=16), st.booleans())
def test_any_tile_ids_give_the_orders_of_their_tiles(ids: list[int], red: bool) -> None:
    assert _counted(lambda: orders_of_ids(ids, red)) == _counted(
        lambda: [tile.order for tile in tiles_of(ids, red)])


_ID_TEXTS = st.one_of(st.integers(0, 135).map(str),
                     st.sampled_from(["136", "-1", " 4", "4 ", "04", "+4", "", "a", "1_0"]))


@given(st.lists(_ID_TEXTS, max_size=16), st.booleans())
def test_tile_ids_read_by_their_text_give_the_orders_of_their_numbers(
        parts: list[str], red: bool) -> None:
    """``orders_of_texts`` gives what ``orders_of_ids`` gives of the numbers, and None only
    where a part is not an id written plainly (``str`` of an id 0-135)."""
    orders = orders_of_texts(parts, red)
    plain = all(part in {str(tile_id) for tile_id in range(136)} for part in parts)
    assert (orders is not None) == plain
    if orders is not None:
        assert orders == orders_of_ids(list(map(int, parts)), red)


@given(st.lists(st.one_of(st.integers(-1100, 1100).map(str), st.integers().map(str),
                          st.sampled_from(["", " ", " 4", "4 ", "04", "+4", "-0", "a", "1_0",
                                           "٣", "0x1"])), max_size=10))
def test_numbers_looked_up_by_their_text_are_the_numbers_parsed(parts: list[str]) -> None:
    """``ints`` looks the numbers it writes most up by their text: what ``int`` makes of
    each part (of white space only, left out), or the ``ValueError`` it raises."""
    def parsed() -> object:
        if not parts or parts == [""]:
            return []
        return [int(part) for part in parts if part.strip()]
    assert _counted(lambda: ints(",".join(parts))) == _counted(parsed)


@pytest.mark.parametrize("seats", [3, 4])
@pytest.mark.parametrize("text", [
    "250,-40,250,-20,250,-20,240,90", "250,0,250,0,250,0,0,0", "250,0,250,0,250,0,1,0",
    "250,0,250,0,250,0,0,7", "250,0,250,0,250,0", "1,2,3", "", "250,0,250,0,250,0,250,0,1,1",
    "250, 0,250,0,250,0,250,0", "a,b", "-3,5,0,0,7,-9,1,1",
])
def test_a_result_s_scores_and_their_end_are_read_as_each_value_is(text: str,
                                                                   seats: int) -> None:
    """``scores_deltas_and_end`` (of four seats' eight numbers by their places) gives what
    ``scores_and_deltas`` gives and their sums, or raises what it raises; ``scores_of`` of
    four seats' four numbers what ``per_seat`` of them gives."""
    def slow() -> object:
        before, deltas = scores_and_deltas(text, seats)
        return before, deltas, tuple(a + b for a, b in zip(before, deltas, strict=True))
    assert _counted(lambda: scores_deltas_and_end(text, seats)) == _counted(slow)
    assert _counted(lambda: scores_of(text, seats)) == _counted(
        lambda: per_seat([value * 100 for value in ints(text)], seats))


@given(st.one_of(
    st.text(),
    st.binary().map(lambda data: "".join(f"%{byte:02X}" for byte in data)),
    st.text(alphabet="%0123456789abcdefABCDEFxyz ")))
def test_a_player_name_is_unquoted_as_urllib_unquotes_it(text: str) -> None:
    assert player_name(text) == urllib.parse.unquote(text)


def test_a_win_s_yaku_read_once_a_text_are_the_yaku_of_every_win() -> None:
    """``recorded_win`` reads an ``<AGARI yaku>`` text once (the same few recur): each win
    of the same text has the same yaku, a yakuman's are added to them, and an unknown id
    raises each time, not only the first."""
    attrib = {"ten": "30,7700,0", "yaku": "1,1,0,1,7,1,52,0,54,1"}
    first, again = recorded_win(attrib, (7700, -7700, 0, 0)), recorded_win(attrib, None)
    assert first.yaku == again.yaku == (("riichi", 1), ("menzen_tsumo", 1), ("pinfu", 1),
                                        ("aka_dora", 1))
    assert (first.han, again.deltas) == (4, None)
    yakuman = recorded_win({**attrib, "ten": "40,48000,5", "yakuman": "39"}, None)
    assert yakuman.yaku[-1] == ("daisangen", 13) and yakuman.yaku[:-1] == first.yaku
    assert (yakuman.yakuman, yakuman.limit) == (1, "yakuman")
    for _ in range(2):
        with pytest.raises(LogError, match="unknown yaku id 77"):
            recorded_win({"ten": "30,1000,0", "yaku": "77,1"}, None)


def _decoded(code: int, red: bool) -> object:
    try:
        return decode_meld_code.__wrapped__(code, red)
    except LogError as err:
        return (err.code, err.message)


@pytest.mark.parametrize("red", [True, False])
def test_every_meld_code_decodes_to_the_meld_its_constructor_builds(red: bool) -> None:
    """The melds of meld codes are built without ``Meld``'s checks (``mjlog_codes._meld``):
    the meld of every code is the one ``Meld`` builds of its fields (which checks them),
    field by field, and its ``DecodedMeld`` the one its constructor builds."""
    melds = 0
    for code in range(1 << 16):
        decoded = _decoded(code, red)
        if not isinstance(decoded, DecodedMeld):
            continue
        meld = decoded.meld
        expected = Meld(meld.kind, meld.tiles, meld.called, meld.source)
        assert meld == expected and meld.tiles == expected.tiles and hash(meld) == hash(expected)
        assert meld.called is None or meld.called in meld.tiles
        assert decoded == DecodedMeld(meld, decoded.ids, decoded.called, decoded.added)
        melds += 1
        if melds % 997 == 0:
            assert_same_value(meld, Meld, field_values(meld))
            assert_same_value(decoded, DecodedMeld, field_values(decoded))
    assert melds > 20_000


@pytest.mark.parametrize("red", [True, False])
def test_every_meld_code_is_called_as_its_meld(red: bool) -> None:
    """The reader plays a code's meld, kept by its text (``meld_call``), by its kind,
    its meld, the tiles a call takes from the hand (``held_orders``: the meld's tiles less
    the called one, as a list of the tiles less it) and an added kan's tile; a code that is
    no meld is kept by no text."""
    MELD_CALLS[red].clear()
    melds = 0
    for code in range(1 << 16):
        decoded = _decoded(code, red)
        if not isinstance(decoded, DecodedMeld):
            with pytest.raises(LogError):
                meld_call(str(code), code, red)
            continue
        kind, meld, held, added = meld_call(str(code), code, red)
        melds += 1
        assert (kind, meld) == (decoded.meld.kind, decoded.meld)
        rest = list(meld.tiles)
        if meld.called is not None:
            rest.remove(meld.called)
            assert list(held) == held_orders(meld) == [tile.order for tile in rest]
        else:
            assert held == ()
        assert added == (None if decoded.added is None else tile_of(decoded.added,
                                                                    red_fives=red))
    assert len(MELD_CALLS[red]) == min(melds, MOST_MELD_CALLS)
