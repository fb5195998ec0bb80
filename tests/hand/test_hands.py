"""Tests for mjscore.hand: melds and hands built from the model, and the checks they make."""

from __future__ import annotations

import dataclasses
import itertools
import pickle

import pytest

from mjscore import Hand, InvalidHand, Meld, MeldKind, Source, Tile, parse_tiles
from mjscore.hand import TILE_BY_TEXT, TILE_KINDS, Suit, WaitingHand
from mjscore.hand.hands import HandTiles, _hand_of_parts, check_copies


def tiles(text: str) -> tuple[Tile, ...]:
    return parse_tiles(text)


def tile(text: str) -> Tile:
    return Tile.parse(text)


def notation(items: tuple[Tile, ...]) -> list[str]:
    """Tiles as strings, so red fives are visible in assertion failures."""
    return [str(item) for item in items]


# Meld kinds and sources ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kind", "is_kan", "is_open"),
    [
        (MeldKind.CHI, False, True),
        (MeldKind.PON, False, True),
        (MeldKind.OPEN_KAN, True, True),
        (MeldKind.CLOSED_KAN, True, False),
        (MeldKind.ADDED_KAN, True, True),
    ],
    ids=["chi", "pon", "open-kan", "closed-kan", "added-kan"],
)
def test_meld_kind_flags(kind, is_kan, is_open):
    assert (kind.is_kan, kind.is_open) == (is_kan, is_open)


@pytest.mark.parametrize(
    ("source", "mark", "offset"),
    [(Source.PREVIOUS, "-", 3), (Source.ACROSS, "=", 2), (Source.NEXT, "+", 1)],
    ids=["previous", "across", "next"],
)
def test_source_marks_and_seat_offsets(source, mark, offset):
    assert (source.value, source.offset) == (mark, offset)


# Valid melds -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kind", "text", "called", "source"),
    [
        (MeldKind.CHI, "456s", "4s", Source.PREVIOUS),
        (MeldKind.CHI, "406m", None, None),
        (MeldKind.PON, "777z", "7z", Source.ACROSS),
        (MeldKind.OPEN_KAN, "5555p", "5p", Source.NEXT),
        (MeldKind.CLOSED_KAN, "1111z", None, None),
        (MeldKind.ADDED_KAN, "0555m", "0m", Source.PREVIOUS),
    ],
    ids=["chi", "chi-red", "pon", "open-kan", "closed-kan", "added-kan-red-called"],
)
def test_valid_melds(kind, text, called, source):
    meld = Meld(kind, tiles(text), tile(called) if called else None, source)
    assert meld.is_kan == kind.is_kan
    assert meld.is_open == kind.is_open
    assert notation(meld.tiles) == notation(tiles(text))
    assert (meld.called, meld.source) == ((tile(called) if called else None), source)


def test_meld_puts_its_tiles_in_canonical_order():
    meld = Meld(MeldKind.CHI, (tile("6s"), tile("0s"), tile("4s")))
    assert notation(meld.tiles) == ["4s", "0s", "6s"]
    assert meld == Meld(MeldKind.CHI, tiles("406s"))
    assert str(meld.first) == "4s"


def test_added_kan_keeps_a_red_five_first():
    meld = Meld(MeldKind.ADDED_KAN, tiles("5505p"), tile("5p"), Source.NEXT)
    assert notation(meld.tiles) == ["0p", "5p", "5p", "5p"]
    assert str(meld) == "{05+55p}"


# Invalid melds ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kind", "text", "called", "source", "code"),
    [
        (MeldKind.CHI, "124m", None, None, "invalid_meld"),
        (MeldKind.CHI, "12m", None, None, "invalid_meld"),
        (MeldKind.CHI, "1234m", None, None, "invalid_meld"),
        (MeldKind.CHI, "123z", None, None, "invalid_meld"),
        (MeldKind.CHI, "12m3p", None, None, "invalid_meld"),
        (MeldKind.CHI, "111m", None, None, "invalid_meld"),
        (MeldKind.CHI, "456s", "4s", Source.ACROSS, "chi_not_from_previous"),
        (MeldKind.CHI, "456s", "6s", Source.NEXT, "chi_not_from_previous"),
        (MeldKind.PON, "11m", None, None, "invalid_meld"),
        (MeldKind.PON, "1111m", None, None, "invalid_meld"),
        (MeldKind.PON, "112m", None, None, "invalid_meld"),
        (MeldKind.OPEN_KAN, "555p", None, None, "invalid_meld"),
        (MeldKind.CLOSED_KAN, "1112z", None, None, "invalid_meld"),
        (MeldKind.ADDED_KAN, "44445m", None, None, "invalid_meld"),
        (MeldKind.CLOSED_KAN, "1111z", "1z", Source.ACROSS, "misplaced_mark"),
        (MeldKind.PON, "777z", "6z", Source.ACROSS, "invalid_meld"),
        (MeldKind.PON, "555m", "0m", Source.ACROSS, "invalid_meld"),
        (MeldKind.PON, "777z", "7z", None, "misplaced_mark"),
        (MeldKind.PON, "777z", None, Source.ACROSS, "misplaced_mark"),
    ],
    ids=[
        "chi-gap", "chi-two-tiles", "chi-four-tiles", "chi-honors", "chi-two-suits",
        "chi-of-one-kind", "chi-from-across", "chi-from-next", "pon-two-tiles",
        "pon-four-tiles", "pon-two-kinds", "kan-three-tiles", "kan-two-kinds",
        "kan-five-tiles", "closed-kan-called", "called-not-in-meld", "called-red-not-in-meld",
        "called-without-source", "source-without-called",
    ],
)
def test_invalid_melds(kind, text, called, source, code):
    with pytest.raises(InvalidHand) as info:
        Meld(kind, tiles(text), tile(called) if called else None, source)
    assert info.value.code == code


def test_a_meld_s_tiles_are_checked_as_each_kind_is_defined():
    """Every three tiles (red fives too) and every four of one kind or two: a chi is three
    suited tiles of one suit in a run, a pon three of one kind, a kan four; in any order."""
    every = [*TILE_KINDS, *(tile for tile in TILE_BY_TEXT.values() if tile.red)]
    for three in itertools.product(every, repeat=3):
        if sum(tile.red for tile in three) > 1:
            continue  # (one red five a suit: Meld does not check copies)
        kinds = sorted(tile.kind for tile in three)
        suits = {tile.suit for tile in three}
        run = (len(suits) == 1 and Suit.HONOR not in suits
               and kinds == list(range(kinds[0], kinds[0] + 3)))
        assert _is_meld(MeldKind.CHI, three) is run, three
        assert _is_meld(MeldKind.PON, three) is (len(set(kinds)) == 1), three
        assert not _is_meld(MeldKind.OPEN_KAN, three), three
    for first, last in itertools.product(TILE_KINDS, repeat=2):
        four = (first, first, first, last)
        assert _is_meld(MeldKind.CLOSED_KAN, four) is (first == last), four
        assert not _is_meld(MeldKind.PON, four) and not _is_meld(MeldKind.CHI, four), four


def _is_meld(kind: MeldKind, tiles: tuple[Tile, ...]) -> bool:
    try:
        Meld(kind, tiles)
    except InvalidHand as error:
        assert error.code == "invalid_meld"
        return False
    return True


# Hands -----------------------------------------------------------------------------------


def test_hand_sorts_its_concealed_tiles_and_keeps_the_winning_tile_apart():
    hand = Hand(tiles("9s8s7s1z1z1z2z321m0p46p"), tile("2z"))
    assert notation(hand.concealed) == notation(tiles("123m406p789s1112z"))
    assert str(hand.win_tile) == "2z"
    assert hand.is_closed
    assert hand.melds == ()


@pytest.mark.parametrize(
    ("melds", "is_closed"),
    [
        ((Meld(MeldKind.CLOSED_KAN, tiles("1111z")),), True),
        ((Meld(MeldKind.PON, tiles("777z")),), False),
        ((Meld(MeldKind.CHI, tiles("456s")),), False),
        ((Meld(MeldKind.CLOSED_KAN, tiles("1111z")), Meld(MeldKind.ADDED_KAN, tiles("3333z"),
                                                             tile("3z"), Source.NEXT)), False),
    ],
    ids=["closed-kan-only", "pon", "chi", "closed-and-added-kan"],
)
def test_is_closed_only_with_no_called_meld(melds, is_closed):
    concealed = tiles("123m456p789s22z")[: 13 - 3 * len(melds)]
    hand = Hand(concealed, tile("2z"), melds)
    assert hand.is_closed is is_closed


def test_tiles_lists_concealed_then_winning_tile_then_melds():
    hand = Hand(tiles("234m567p8s"), tile("8s"),
                (Meld(MeldKind.CHI, tiles("456s"), tile("4s"), Source.PREVIOUS),
                 Meld(MeldKind.CLOSED_KAN, tiles("7777z"))))
    assert notation(tuple(hand.tiles())) == notation(tiles("234m567p8s8s456s7777z"))


def test_a_waiting_hand_lists_concealed_then_melds():
    hand = WaitingHand(tiles("234m067p8s"), (Meld(MeldKind.CHI, tiles("406s")),
                                             Meld(MeldKind.CLOSED_KAN, tiles("7777z"))))
    assert notation(tuple(hand.tiles())) == notation(tiles("234m067p8s406s7777z"))


@pytest.mark.parametrize(
    "melds",
    [(), (Meld(MeldKind.CLOSED_KAN, tiles("1111z")),), (Meld(MeldKind.PON, tiles("777z")),),
     (Meld(MeldKind.CHI, tiles("406s"), tile("0s"), Source.PREVIOUS),
      Meld(MeldKind.CLOSED_KAN, tiles("1111z")))],
    ids=["no-meld", "closed-kan", "pon", "chi-and-closed-kan"],
)
def test_a_hand_before_and_after_its_win_hold_alike(melds):
    """Hand and WaitingHand share one base (HandTiles): whether a hand is closed, its tiles
    and its counts are written once, the winning tile the one difference."""
    concealed = tiles("123m406p789s2233z")[: 13 - 3 * len(melds)]
    waiting = WaitingHand(concealed, melds)
    won = waiting.with_win(tile("2z"))
    assert isinstance(won, HandTiles) and isinstance(waiting, HandTiles)
    assert won.is_closed is waiting.is_closed is all(not m.is_open for m in melds)
    assert notation(tuple(won.tiles())) == notation(
        (*concealed, tile("2z"), *(t for m in melds for t in m.tiles)))
    assert notation(tuple(waiting.tiles())) == notation(
        (*concealed, *(t for m in melds for t in m.tiles)))
    two_z = tile("2z").kind
    assert [n - (k == two_z) for k, n in enumerate(won.counts)] == list(waiting.counts)
    assert [n - (k == two_z) for k, n in enumerate(won.concealed_counts)] == list(
        waiting.concealed_counts)
    assert sum(waiting.concealed_counts) == len(concealed)
    assert sum(waiting.counts) == len(concealed) + sum(len(m.tiles) for m in melds)
    assert notation(won.reds) == [str(t) for t in won.tiles() if t.red]
    assert not hasattr(won, "__dict__") and not hasattr(waiting, "__dict__")


def test_a_red_five_makes_a_different_hand():
    plain = Hand(tiles("123m456p789s1112z"), tile("2z"))
    red = Hand(tiles("123m406p789s1112z"), tile("2z"))
    assert plain != red


def test_hands_are_immutable():
    hand = Hand(tiles("123m456p789s1112z"), tile("2z"))
    with pytest.raises(dataclasses.FrozenInstanceError):
        hand.win_tile = tile("1z")  # type: ignore[misc]


def test_str_and_repr_give_the_canonical_notation():
    hand = Hand(tiles("123m406p789s1112z"), tile("2z"))
    assert str(hand) == "123m406p789s1112z+2z"
    assert repr(hand) == "Hand.parse('123m406p789s1112z+2z')"
    assert Hand.parse(str(hand)) == hand


PON = Meld(MeldKind.PON, tiles("777z"))


@pytest.mark.parametrize(
    ("concealed", "melds", "message"),
    [
        ("123m456p789s112z", (), "needs 14 concealed tiles including the winning tile, not 13"),
        ("123m456p789s11122z", (), "not 15"),
        ("123m456p789s11z", (PON,), "a hand with 1 meld needs 11 concealed"),
        ("123m456p789s1z", (PON, PON), "a hand with 2 melds needs 8 concealed"),
        ("1z", (PON,) * 5, "at most 4 melds, not 5"),
    ],
    ids=["13-tiles", "15-tiles", "one-meld-one-too-many", "two-melds-too-many", "five-melds"],
)
def test_wrong_tile_count(concealed, melds, message):
    with pytest.raises(InvalidHand) as info:
        Hand(tiles(concealed), tile("2z"), melds)
    assert info.value.code == "wrong_tile_count"
    assert message in str(info.value)


@pytest.mark.parametrize(
    ("concealed", "win", "melds", "code"),
    [
        ("11111m456p789s12z", "2z", (), "too_many_copies"),
        ("1111m456p789s122z", "1m", (), "too_many_copies"),
        ("123m456p789s7z", "7z", (Meld(MeldKind.PON, tiles("777z")),), "too_many_copies"),
        ("123m456p789s5z", "5z", (Meld(MeldKind.CLOSED_KAN, tiles("5555z")),), "too_many_copies"),
        ("111m456p7s", "1z", (Meld(MeldKind.CHI, tiles("123m")),
                                  Meld(MeldKind.CHI, tiles("123m")),), "too_many_copies"),
        ("00m456p789s11122z", "1z", (), "duplicate_red_five"),
        ("406m456p789s1z", "1z", (Meld(MeldKind.CHI, tiles("406m")),), "duplicate_red_five"),
    ],
    ids=[
        "five-in-concealed", "fifth-is-winning-tile", "pon-and-concealed",
        "closed-kan-and-winning-tile", "two-chis-and-concealed", "two-red-in-concealed",
        "red-in-chi-and-concealed",
    ],
)
def test_too_many_copies_counting_hand_and_melds(concealed, win, melds, code):
    with pytest.raises(InvalidHand) as info:
        Hand(tiles(concealed), tile(win), melds)
    assert info.value.code == code


def test_four_copies_and_one_red_five_per_suit_are_fine():
    hand = Hand(tiles("1112340m0p0s1111z"), tile("5s"))
    assert str(hand) == "1112340m0p0s1111z+5s"


@pytest.mark.parametrize(
    ("text", "what", "code", "message"),
    [
        ("5m5m5m5m0m", "the dora indicators", "too_many_copies",
         "the dora indicators has a fifth 5m"),
        ("0p0p", "the wall", "duplicate_red_five", "the wall has a second red five 0p"),
    ],
    ids=["fifth-red-five", "second-red-five"],
)
def test_check_copies_names_what_it_checked(text, what, code, message):
    with pytest.raises(InvalidHand) as info:
        check_copies(tiles(text), what=what)
    assert (info.value.code, str(info.value)) == (code, message)


def test_check_copies_accepts_four_of_a_kind():
    check_copies(tiles("5555m0555p"))


def test_a_hand_of_parts_is_the_hand_the_constructor_builds():
    """The notation reader's hands, built of fields its tables give (``_hand_of_parts``),
    are the hands Hand(...) builds and counts, field by field."""
    from ..support.casedata import CASE_SETS, hand_text, iter_cases

    for name in CASE_SETS:
        for case in iter_cases(name):
            built = Hand.parse(hand_text(case))
            general = Hand(built.concealed, built.win_tile, built.melds)
            parts = _hand_of_parts(general.concealed, general.win_tile, general.melds,
                                   general.counts, general.concealed_counts, general.reds,
                                   None, None)
            for hand in (built, parts):
                assert type(hand) is Hand
                assert hand == general
                assert hash(hand) == hash(general)
                assert repr(hand) == repr(general)
                assert pickle.loads(pickle.dumps(hand)) == general
                with pytest.raises(dataclasses.FrozenInstanceError):
                    hand.win_tile = general.win_tile  # type: ignore[misc]
                assert (hand.concealed, hand.counts, hand.concealed_counts, hand.reds) == (
                    general.concealed, general.counts, general.concealed_counts, general.reds)
                assert str(hand) == str(general)


def test_a_pickled_hand_keeps_only_its_given_fields():
    """What the notation reader hands to the scorer (the suit parts, the text) is not
    pickled: the hand comes back equal, its derived fields made again, its pickle no larger
    than the constructor's hand's."""
    read = Hand.parse("234m406p7s111z+7s [5-55z]")
    made = Hand(read.concealed, read.win_tile, read.melds)
    assert read.parts is not None
    again = pickle.loads(pickle.dumps(read))
    assert again == read and again.parts is None
    assert (again.counts, again.concealed_counts, again.reds) == (
        read.counts, read.concealed_counts, read.reds)
    assert str(again) == str(read)
    assert len(pickle.dumps(read)) == len(pickle.dumps(made))
