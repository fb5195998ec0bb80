"""Readings of tricky shapes: several splits, several waits, seven pairs, the 13- and 9-sided
waits, and the edges of a run (12 waiting on 3 and 89 on 7 are penchan, 23 and 78 ryanmen).
"""

from __future__ import annotations

from collections import Counter
from contextlib import suppress

import pytest
from hypothesis import given

import mjscore
from mjscore.base import InvalidHand
from mjscore.hand import Hand, Tile, suit_parts
from mjscore.scoring import Reading, SetKind, Shape, Wait, raw_readings
from mjscore.scoring.decompose import (
    STANDARD,
    RawReading,
    _split_readings,
    _splits_of,
    meld_sets,
    readings,
)

from ..support.strategies import hypothesis_settings, winning_hands

# Three sets and a pair that take no part in the wait: 456p 345s 777z 11z.
FILLER = "456p345s11777z"


def hand_readings(text: str) -> list[Reading]:
    return readings(Hand.parse(text))


def waits(text: str) -> set[str]:
    return {reading.wait.value for reading in hand_readings(text)}


def blocks(reading: Reading) -> Counter[str]:
    return Counter(str(block) for block in reading.blocks)


@pytest.mark.parametrize(
    ("shape", "win", "wait"),
    [
        ("12m", "3m", "penchan"),
        ("89m", "7m", "penchan"),
        ("12p", "3p", "penchan"),
        ("89s", "7s", "penchan"),
        ("23m", "1m", "ryanmen"),
        ("23m", "4m", "ryanmen"),
        ("78m", "9m", "ryanmen"),
        ("78m", "6m", "ryanmen"),
        ("45m", "3m", "ryanmen"),
        ("13m", "2m", "kanchan"),
        ("79m", "8m", "kanchan"),
        ("46m", "5m", "kanchan"),
        ("22m", "2m", "shanpon"),
        ("99m", "9m", "shanpon"),
    ],
    ids=["12+3", "89+7", "12p+3p", "89s+7s", "23+1", "23+4", "78+9", "78+6", "45+3",
         "13+2", "79+8", "46+5", "22+2", "99+9"],
)
def test_two_tile_waits(shape: str, win: str, wait: str) -> None:
    assert waits(f"{shape}{FILLER}+{win}") == {wait}


def test_tanki() -> None:
    found = hand_readings("2m456p345s111777z+2m")
    assert [(r.wait, r.win_tile) for r in found] == [(Wait.TANKI, mjscore.parse_tile("2m"))]
    assert blocks(found[0]) == Counter(["456p", "345s", "111z", "777z", "22m"])


def test_nobetan_is_a_tanki_on_either_end() -> None:
    # 3456m waits on 3m or 6m, each time as the pair.
    assert waits("3456m456p345s777z+6m") == {"tanki"}
    assert waits("3456m456p345s777z+3m") == {"tanki"}


def test_one_split_two_waits() -> None:
    # 4556m + 5m: 456m with the 55m pair, the 5m either the pair (tanki) or the middle of 46m.
    found = hand_readings("4556m678p111s+5m [789s]")
    assert sorted(r.wait.value for r in found) == ["kanchan", "tanki"]
    assert all(blocks(r) == Counter(["456m", "678p", "111s", "789s", "55m"]) for r in found)


def test_edge_and_middle_of_runs() -> None:
    # 456m 567m 678m 789m 22m + 7m: the 7m ends 567m (ryanmen), is the middle of 678m
    # (kanchan) or the inside edge of 789m (penchan).
    assert waits("2245566677889m+7m") == {"ryanmen", "kanchan", "penchan"}


def test_triplets_or_runs() -> None:
    found = hand_readings("111222333m456p9s+9s")
    assert len(found) == 2
    assert {frozenset(blocks(r).items()) for r in found} == {
        frozenset({"111m": 1, "222m": 1, "333m": 1, "456p": 1, "99s": 1}.items()),
        frozenset({"123m": 3, "456p": 1, "99s": 1}.items()),
    }
    assert {r.wait for r in found} == {Wait.TANKI}


def test_shanpon_or_penchan() -> None:
    # 111m 123m 333m 567m 55m + 3m: the 3m completes 333m (shanpon) or 12m (penchan).
    assert waits("1111233355567m+3m") == {"shanpon", "penchan"}


def test_seven_pairs_and_ryanpeikou() -> None:
    found = hand_readings("223344m667788p5s+5s")
    assert {r.shape for r in found} == {Shape.STANDARD, Shape.SEVEN_PAIRS}
    pairs = next(r for r in found if r.shape is Shape.SEVEN_PAIRS)
    assert blocks(pairs) == Counter(["22m", "33m", "44m", "66p", "77p", "88p", "55s"])
    assert all(block.kind is SetKind.PAIR for block in pairs.blocks)
    assert pairs.wait is Wait.TANKI
    standard = next(r for r in found if r.shape is Shape.STANDARD)
    assert blocks(standard) == Counter({"234m": 2, "678p": 2, "55s": 1})


def test_seven_pairs_need_seven_different_pairs() -> None:
    assert hand_readings("1111m2233p4455s6z+6z") == []


def test_seven_pairs_only() -> None:
    found = hand_readings("1133m2255p4477s6z+6z")
    assert [r.shape for r in found] == [Shape.SEVEN_PAIRS]


ORPHANS = ("1m", "9m", "1p", "9p", "1s", "9s", "1z", "2z", "3z", "4z", "5z", "6z", "7z")


@pytest.mark.parametrize("win", ORPHANS)
def test_kokushi_thirteen_sided(win: str) -> None:
    found = hand_readings(f"19m19p19s1234567z+{win}")
    assert [(r.shape, r.wait) for r in found] == [(Shape.THIRTEEN_ORPHANS, Wait.THIRTEEN_SIDED)]
    assert str(found[0]) == f"thirteen orphans, thirteen_sided wait on {win}"


def test_kokushi_single_wait() -> None:
    found = hand_readings("119m19p19s123456z+7z")
    assert [(r.shape, r.wait) for r in found] == [(Shape.THIRTEEN_ORPHANS, Wait.TANKI)]


def test_kokushi_with_an_extra_simple_is_no_reading() -> None:
    assert hand_readings("129m19p19s123456z+7z") == []


@pytest.mark.parametrize("rank", range(1, 10))
def test_chuuren_nine_sided(rank: int) -> None:
    text = f"1112345678999m+{rank}m"
    assert hand_readings(text), f"{text} should win"
    result = mjscore.score(text, seat="S")
    assert [hit.id for hit in result.yaku] == ["junsei_chuuren"]


@pytest.mark.parametrize("win", ["1p", "5s", "1z"])
def test_chuuren_shape_waits_only_in_its_suit(win: str) -> None:
    assert hand_readings(f"1112345678999m+{win}") == []


def test_melds_come_after_the_concealed_sets() -> None:
    found = hand_readings("234m567p8s+8s [4-56s] [777z]")
    assert len(found) == 1
    reading = found[0]
    assert str(reading) == "234m 567p 456s 777z 88s, tanki wait on 8s"
    assert [(b.is_meld, b.is_open) for b in reading.blocks] == [
        (False, False), (False, False), (True, True), (True, True), (False, False)]


def test_closed_kan_block_is_a_meld_but_not_open() -> None:
    reading = hand_readings("123m456p789s1p+1p (2222s)")[0]
    kan = next(block for block in reading.blocks if block.kind is SetKind.KAN)
    assert (str(kan), kan.is_meld, kan.is_open) == ("2222s", True, False)


def test_triplet_completed_by_ron_is_an_open_block_of_the_score() -> None:
    # The 3s completes 333s: by ron the triplet counts as open, by tsumo as concealed.
    ron = mjscore.score("222m88m777p33456s+3s")
    tsumo = mjscore.score("222m88m777p33456s+3s", tsumo=True)
    for result, is_open in ((ron, True), (tsumo, False)):
        assert result.reading.wait is Wait.SHANPON
        triplet = next(block for block in result.reading.blocks if str(block) == "333s")
        assert triplet.is_open is is_open
        others = [block for block in result.reading.blocks if str(block) != "333s"]
        assert not any(block.is_open for block in others)
    record = ron.as_record()["reading"]["blocks"]
    assert {block["tiles"]: block["open"] for block in record}["333s"] is True


def test_red_five_reads_as_a_five() -> None:
    found = hand_readings("34m406p345s11777z+0m")
    assert [(r.wait, str(r.win_tile)) for r in found] == [(Wait.RYANMEN, "5m")]
    assert blocks(found[0])["345m"] == 1


def test_incomplete_hand_has_no_reading() -> None:
    assert hand_readings("1239m456p234789s+8m") == []


@pytest.mark.parametrize("text", ["234m678m5p+5p [777z] [1111s]",
                                  "234m5s+5s [6-78s] [5=55p] [9999m]",
                                  "1m+1m [7+777z] [6666z] [0-55p] [3-12m]",
                                  "123m456p789s5p+5p (1111z)"])
def test_meld_sets_and_hand_facts_agree_with_the_meld_properties(text: str) -> None:
    # meld_sets and closed_and_kans (read by HandFacts) compare meld kinds by identity
    # instead of asking each meld is_kan and is_open: the two must agree.
    from mjscore.hand import KAN, SEQ, TRIPLET, MeldKind
    from mjscore.rules import resolve_rules
    from mjscore.scoring.decompose import meld_sets
    from mjscore.scoring.facts import HandFacts
    from mjscore.situation import Situation

    hand = Hand.parse(text)
    assert meld_sets(hand) == tuple(
        (SEQ if meld.kind == MeldKind.CHI else KAN if meld.is_kan else TRIPLET,
         meld.first.kind, meld.is_open, True) for meld in hand.melds)
    facts = HandFacts(hand, Situation(tsumo=True), resolve_rules(None))
    assert facts.closed == hand.is_closed
    assert facts.kans == sum(meld.is_kan for meld in hand.melds)


def _general_readings(hand: Hand) -> list[RawReading]:
    """The standard readings of a hand without the usual join of raw_readings: every split
    of every suit joined one by one (``_splits_of``), the winning tile looked for in each
    set (``_split_readings``)."""
    parts = suit_parts(hand.concealed_counts)
    melds = meld_sets(hand) if hand.melds else ()
    return _split_readings(_splits_of(parts, 4 - len(melds)), hand.win_tile.kind, melds)


def _check_usual_join(hand: Hand) -> None:
    """raw_readings gives the general readings for the hand and for each of its tiles as
    the winning tile (other waits of the same suits), and for other winning tiles, which
    mostly leave no reading."""
    concealed = [*hand.concealed, hand.win_tile]
    variants = [hand]
    for tile in dict.fromkeys(concealed):
        rest = list(concealed)
        rest.remove(tile)
        variants.append(Hand(tuple(rest), tile, hand.melds))
    for kind in range(0, 34, 4):
        with suppress(InvalidHand):  # (a fifth copy)
            variants.append(Hand(hand.concealed, Tile.from_kind(kind), hand.melds))
    for variant in variants:
        standard = [raw for raw in raw_readings(variant) if raw[0] == STANDARD]
        assert standard == _general_readings(variant), str(variant)


def test_the_usual_join_of_splits_agrees_with_the_general_one() -> None:
    # raw_readings joins the suits' one splits and looks the waits up in the winning
    # tile's suit when each suit splits one way: on the real hands and their neighbours
    # the result must be the general join's.
    from ..support.casedata import hand_text, iter_cases

    for case in iter_cases("tenhou_phoenix_2022"):
        _check_usual_join(Hand.parse(hand_text(case)))


@hypothesis_settings(300)
@given(winning_hands())
def test_the_usual_join_of_splits_agrees_on_hypothesis_hands(hand: Hand) -> None:
    _check_usual_join(hand)
