"""Furiten (第５条) and the situation of a hand before its win: the player's discards and the
tiles passed bar ron on every wait, the keywords are read into the situation and the table,
and what cannot happen at the table is refused with its code."""

from __future__ import annotations

from typing import Any

import pytest

from mjscore import InvalidSituation, Tile
from mjscore.waiting import FuritenReason, read_situation, tenpai_discards, waits
from mjscore.waiting.furiten import furiten_reasons

WAITS_ON_1M_4M = {Tile.parse("1m").kind, Tile.parse("4m").kind}


def test_furiten_reasons_come_discard_first_and_name_the_tiles_once_each_plain() -> None:
    situation, table = read_situation({"riichi": True, "discards": "4m0m5m1m4m",
                                       "passed": "4m"})
    reasons = furiten_reasons({*WAITS_ON_1M_4M, Tile.parse("5m").kind}, situation, table)
    assert [(reason.reason, [str(tile) for tile in reason.tiles]) for reason in reasons] == [
        (FuritenReason.DISCARD, ["1m", "4m", "5m"]),
        (FuritenReason.PASSED_AFTER_RIICHI, ["4m"])]


def test_a_passed_tile_is_furiten_after_riichi_only_when_riichi_was_declared() -> None:
    situation, table = read_situation({"passed": "4m"})
    assert [reason.reason for reason in furiten_reasons(WAITS_ON_1M_4M, situation, table)] == [
        FuritenReason.PASSED]
    assert furiten_reasons({Tile.parse("2m").kind}, situation, table) == ()


def test_the_table_keeps_discards_passed_and_seen_apart_from_the_situation() -> None:
    situation, table = read_situation({"riichi": True, "discards": ["1m", "4m"], "seen": "7z"})
    assert situation.riichi and not situation.tsumo
    assert [str(tile) for tile in table.tiles()] == ["1m", "4m", "7z"]
    assert (table.passed, table.passed_after_riichi) == ((), False)


def test_furiten_by_discard_bars_every_wait_not_just_that_tile() -> None:
    result = waits("23m456p567s678s55p", discards="9s1m")
    furiten = result.furiten
    assert furiten is not None and furiten.reason is FuritenReason.DISCARD
    assert [str(tile) for tile in furiten.tiles] == ["1m"]
    assert not result.can_ron
    # Tsumo is not barred: the tsumo values stand, and ron values are kept for reference.
    assert result.wait("4m").tsumo_value > 0  # type: ignore[union-attr]
    assert result.value(result.wait("4m")) == result.wait("4m").tsumo_value  # type: ignore


def test_a_discard_that_is_no_wait_is_no_furiten() -> None:
    result = waits("23m456p567s678s55p", discards="2m3m5m9s")
    assert result.furiten is None and result.can_ron


def test_a_passed_win_is_furiten_until_the_next_own_discard() -> None:
    result = waits("23m456p567s678s55p", passed="4m")
    assert result.furiten is not None and result.furiten.reason is FuritenReason.PASSED
    assert [str(tile) for tile in result.furiten.tiles] == ["4m"]
    # After drawing, the player's discard ends it (the 14-tile mode).
    options = tenpai_discards("23m456p567s678s55p7z", passed="4m")
    assert options.options[0].discard == Tile.parse("7z")
    assert options.options[0].waits.furiten is None
    assert options.options[0].waits.wait("4m").left == 4 - 1  # type: ignore[union-attr]


def test_a_passed_win_after_riichi_is_furiten_for_the_rest_of_the_hand() -> None:
    result = waits("23m456p567s678s55p", riichi=True, passed="1m")
    assert result.furiten is not None
    assert result.furiten.reason is FuritenReason.PASSED_AFTER_RIICHI
    # Known as a fact after later discards: no tiles to show.
    later = waits("23m456p567s678s55p", riichi=True, passed_after_riichi=True)
    assert later.furiten is not None and later.furiten.tiles == ()
    assert later.furiten.reason is FuritenReason.PASSED_AFTER_RIICHI
    assert later.as_record()["furiten"] == {"reason": "passed_after_riichi", "tiles": []}
    # And it survives the next discard.
    drawn = tenpai_discards("23m456p567s678s55p7z", riichi=True, passed_after_riichi=True)
    assert drawn.options[0].waits.furiten is not None


def test_passing_a_tile_that_is_no_wait_is_no_furiten() -> None:
    assert waits("23m456p567s678s55p", passed="2m3m7z").furiten is None


def test_every_reason_is_kept_the_discard_first() -> None:
    result = waits("23m456p567s678s55p", discards="1m", passed="4m")
    assert [reason.reason.value for reason in result.furiten_reasons] == ["discard", "passed"]
    assert result.as_record()["furiten"] == {"reason": "discard", "tiles": ["1m"]}


def test_a_win_passed_after_riichi_needs_riichi() -> None:
    with pytest.raises(InvalidSituation) as info:
        waits("23m456p567s678s55p", passed_after_riichi=True)
    assert info.value.code == "passed_after_riichi_without_riichi"


def test_keys_that_only_a_win_has_are_refused_by_name() -> None:
    with pytest.raises(InvalidSituation) as info:
        waits("23m456p567s678s55p", ippatsu=True)
    assert info.value.code == "unknown_key"
    assert "'ippatsu' belongs to a win" in info.value.message
    with pytest.raises(InvalidSituation) as info:
        waits("23m456p567s678s55p", discard="1m")
    assert info.value.code == "unknown_key" and "discards" in info.value.message


@pytest.mark.parametrize(
    ("values", "code"),
    [
        ({"discards": 3}, "invalid_value"),
        ({"seen": ["1m", 2]}, "invalid_value"),
        ({"passed": "1x"}, "invalid_value"),
        ({"passed_after_riichi": "yes", "riichi": True}, "invalid_value"),
        ({"riichi": "yes"}, "invalid_value"),
        ({"seen": "2222m"}, "too_many_copies_seen"),
        ({"discards": "0m", "seen": "0m"}, "duplicate_red_five_seen"),
        ({"dora": "5p5p5p5p"}, "too_many_copies_with_indicators"),
        ({"ura": "1m"}, "ura_without_riichi"),
    ],
    ids=["discards-int", "seen-item", "passed-text", "flag-text", "riichi-text",
         "fifth-copy", "second-red", "indicators", "ura"],
)
def test_bad_situations_are_refused_with_their_codes(values: dict[str, Any], code: str) -> None:
    with pytest.raises(InvalidSituation) as info:
        waits("23m456p567s678s55p", **values)
    assert info.value.code == code


def test_riichi_with_an_open_hand_is_refused() -> None:
    with pytest.raises(InvalidSituation) as info:
        waits("234m456p55s23s [6-78p]", riichi=True)
    assert info.value.code == "riichi_with_open_hand"


def test_tiles_are_taken_as_text_lists_or_tiles() -> None:
    a = waits("23m456p567s678s55p", seen="1m, 4m")
    b = waits("23m456p567s678s55p", seen=["1m", Tile.parse("4m")])
    c = waits("23m456p567s678s55p", seen=[" ", "1m4m"])
    assert a.left == b.left == c.left == 6


@pytest.mark.parametrize(
    ("seen", "message"),
    [
        ("3x", "seen must be tiles in notation (unexpected character 'x' at column 2: '3x')"),
        (["zz", 5], "seen must be tiles in notation (unexpected character 'z' ('z' is a suit "
                    "letter and goes straight after digits, as in 5z) at column 1: 'zz')"),
        (3, 'seen must be tiles such as "1m2p" or ["1m", "2p"], not 3'),
        (["1m", None], 'seen must be tiles such as "1m2p" or ["1m", "2p"], not None'),
        ({"1m": 1}, 'seen must be tiles such as "1m2p" or ["1m", "2p"], not {\'1m\': 1}'),
        ("x" * 130, "seen must be tiles in notation (unexpected character 'x' at column 1: "
                    f"'{'x' * 130}')"),
        (["1m", b"y" * 130], 'seen must be tiles such as "1m2p" or ["1m", "2p"], not '
                            f"b'{'y' * 130}'"[:120]),
    ],
    ids=["text", "list-item", "number", "none-in-a-list", "mapping", "long-text",
         "long-item-cut"],
)
def test_bad_table_tiles_are_refused_in_these_words(seen: object, message: str) -> None:
    with pytest.raises(InvalidSituation) as caught:
        waits("23m456p567s678s55p", seen=seen)
    assert caught.value.message == message
    assert caught.value.code == "invalid_value"


def test_table_tiles_may_be_text_tiles_or_lists_and_blanks_are_none() -> None:
    result = waits("23m456p567s678s55p", discards=["", "9s", Tile.parse("1m")], seen="  ")
    assert result.furiten is not None
    assert [str(tile) for tile in result.furiten.tiles] == ["1m"]
