"""Tests for mjscore.hand.notation and mjscore.hand.writer: every form of the hand notation,
the canonical form, the Unicode rendering and every error the parser reports, with its code
and column."""

from __future__ import annotations

import pytest

from mjscore import (
    Hand,
    InvalidHand,
    MeldKind,
    ParseError,
    Source,
    Tile,
    format_hand,
    format_tiles,
    format_unicode,
    parse_hand,
    parse_tile,
    parse_tiles,
)
from mjscore.hand import unicode_tile
from mjscore.hand.writer import format_meld


def notation(tiles: tuple[Tile, ...] | list[Tile]) -> list[str]:
    """Tiles as strings, so red fives are visible in assertion failures."""
    return [str(tile) for tile in tiles]


# Ten concealed tiles and the winning tile, sharing no tile with the melds tried against it.
ONE_MELD_CONCEALED = "123789m456s2z+2z"


# Accepted forms --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "canonical", "win"),
    [
        ("123m406p789s11122z", "123m406p789s1112z+2z", "2z"),
        ("123m406p789s1112z+2z", "123m406p789s1112z+2z", "2z"),
        ("11122z789s406p123m", "12m406p789s11122z+3m", "3m"),
        ("123m406p789s22z111z", "123m406p789s1122z+1z", "1z"),
        ("123m 406p, 789s,1112z +2z", "123m406p789s1112z+2z", "2z"),
        ("123m\t406p  789s ,, 1112z+2z", "123m406p789s1112z+2z", "2z"),
        ("  123m406p789s11122z , ", "123m406p789s1112z+2z", "2z"),
        ("505m456p789s11122z", "055m456p789s1112z+2z", "2z"),
        ("123m456p789s1122z0p", "123m456p789s1122z+0p", "0p"),
        ("123m456p789s1112z+0s", "123m456p789s1112z+0s", "0s"),
        ("123m456p1112z+2z [789s]", "123m456p1112z+2z [789s]", "2z"),
        ("123m456p11122z [7-89s]", "123m456p1112z+2z [7-89s]", "2z"),
        ("123m456p789s1z+1z [7=77z]", "123m456p789s1z+1z [7=77z]", "1z"),
        ("123m456p789s1z+1z [55+55m]", "123m456p789s1z+1z [5+555m]", "1z"),
        ("123m456p789s1z+1z (7777z)", "123m456p789s1z+1z (7777z)", "1z"),
        ("123m456p789s1z+1z {5+550m}", "123m456p789s1z+1z {05+55m}", "1z"),
        ("234m567p8s+8s [4-56s] [777z]", "234m567p8s+8s [4-56s] [777z]", "8s"),
        ("234m567p88s [4-56s] [777z]", "234m567p8s+8s [4-56s] [777z]", "8s"),
        ("234m,567p,8s+8s,[4-56s],[777z]", "234m567p8s+8s [4-56s] [777z]", "8s"),
        ("234m567p8s+8s[4-56s][777z]", "234m567p8s+8s [4-56s] [777z]", "8s"),
        ("123m456p8s+8s [777z] [4-56s]", "123m456p8s+8s [777z] [4-56s]", "8s"),
        ("1m+1m [1-23s] [5=55p] (7777z) {2+222z}", "1m+1m [1-23s] [5=55p] (7777z) {2+222z}",
         "1m"),
    ],
    ids=[
        "closed-implicit-win", "closed-explicit-win", "suits-out-of-order",
        "implicit-win-is-last-written", "spaces-and-commas", "tabs-and-double-separators",
        "leading-and-trailing-separators", "red-five-before-plain", "implicit-red-win",
        "explicit-red-win", "chi", "chi-marked-implicit-win", "pon-from-across",
        "open-kan-from-next", "closed-kan", "added-kan-red-reordered", "two-melds",
        "two-melds-implicit-win", "commas-between-melds", "no-separators",
        "melds-in-written-order", "four-melds",
    ],
)
def test_accepted_forms_and_their_canonical_text(text, canonical, win):
    hand = parse_hand(text)
    assert format_hand(hand) == canonical
    assert str(hand) == canonical
    assert str(hand.win_tile) == win
    assert parse_hand(canonical) == hand
    assert format_hand(parse_hand(canonical)) == canonical


@pytest.mark.parametrize(
    ("meld_text", "kind", "tiles", "called", "source"),
    [
        ("[456s]", MeldKind.CHI, "456s", None, None),
        ("[4-56s]", MeldKind.CHI, "456s", "4s", Source.PREVIOUS),
        ("[46-0s]", MeldKind.CHI, "406s", "6s", Source.PREVIOUS),
        ("[777z]", MeldKind.PON, "777z", None, None),
        ("[7=77z]", MeldKind.PON, "777z", "7z", Source.ACROSS),
        ("[77+7z]", MeldKind.PON, "777z", "7z", Source.NEXT),
        ("[0-55p]", MeldKind.PON, "055p", "0p", Source.PREVIOUS),
        ("[5555p]", MeldKind.OPEN_KAN, "5555p", None, None),
        ("[5=550p]", MeldKind.OPEN_KAN, "0555p", "5p", Source.ACROSS),
        ("(1111z)", MeldKind.CLOSED_KAN, "1111z", None, None),
        ("(0555m)", MeldKind.CLOSED_KAN, "0555m", None, None),
        ("{0555m}", MeldKind.ADDED_KAN, "0555m", None, None),
        ("{5+550p}", MeldKind.ADDED_KAN, "0555p", "5p", Source.NEXT),
    ],
    ids=[
        "chi", "chi-previous", "chi-red-middle", "pon", "pon-across", "pon-next",
        "pon-red-called", "open-kan", "open-kan-across", "closed-kan", "closed-kan-red",
        "added-kan", "added-kan-next",
    ],
)
def test_each_meld_form(meld_text, kind, tiles, called, source):
    hand = parse_hand(f"{ONE_MELD_CONCEALED} {meld_text}")
    (meld,) = hand.melds
    assert meld.kind is kind
    assert notation(meld.tiles) == notation(parse_tiles(tiles))
    assert (str(meld.called) if meld.called else None, meld.source) == (called, source)
    assert hand.is_closed is (kind is MeldKind.CLOSED_KAN)


def test_plus_inside_a_meld_is_a_mark_and_outside_the_winning_tile():
    hand = parse_hand("123m406p789s2z+2z [77+7z]")
    assert str(hand.win_tile) == "2z"
    assert hand.melds[0].source is Source.NEXT


@pytest.mark.parametrize(
    ("meld_text", "canonical"),
    [
        ("[4-56s]", "[4-56s]"),
        ("[45-6s]", "[45-6s]"),
        ("[65-4s]", "[45-6s]"),
        ("[5-55p]", "[5-55p]"),
        ("[0-55p]", "[0-55p]"),
        ("[550-p]", "[0-55p]"),
        ("[5-50p]", "[05-5p]"),
        ("{5+550p}", "{05+55p}"),
        ("(5550p)", "(0555p)"),
    ],
    ids=[
        "chi-low", "chi-middle", "chi-reversed", "pon-plain", "pon-red-called",
        "pon-red-called-written-last", "pon-plain-called-with-red", "added-kan", "closed-kan-red",
    ],
)
def test_melds_format_sorted_with_the_mark_kept_on_the_called_tile(meld_text, canonical):
    hand = parse_hand(f"{ONE_MELD_CONCEALED} {meld_text}")
    assert format_meld(hand.melds[0]) == canonical


# Canonical tile lists ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "written", "canonical"),
    [
        ("5m0m5m", ["5m", "0m", "5m"], "055m"),
        ("1z9s5p1m", ["1z", "9s", "5p", "1m"], "1m5p9s1z"),
        ("34m, 1z", ["3m", "4m", "1z"], "34m1z"),
        ("7z5z6z", ["7z", "5z", "6z"], "567z"),
        ("0p0s0m", ["0p", "0s", "0m"], "0m0p0s"),
    ],
    ids=["red-first", "suit-order", "separators", "dragons-sorted", "three-reds"],
)
def test_parse_tiles_keeps_written_order_and_format_tiles_sorts(text, written, canonical):
    tiles = parse_tiles(text)
    assert notation(tiles) == written
    assert format_tiles(tiles) == canonical
    assert format_tiles(list(tiles)) == canonical


@pytest.mark.parametrize(
    ("text", "code", "column"),
    [
        ("", "empty_hand", 1),
        (" , ", "empty_hand", 1),
        ("12", "digits_without_suit", 1),
        ("1m+2m", "unknown_character", 3),
        ("1m [2m]", "unknown_character", 4),
        ("8z", "invalid_honor", 1),
        ("0z", "invalid_honor", 1),
        ("5q", "unknown_character", 2),
    ],
    ids=["empty", "separators-only", "no-suit", "plus", "bracket", "8z", "0z", "bad-suit"],
)
def test_parse_tiles_errors(text, code, column):
    with pytest.raises(ParseError) as info:
        parse_tiles(text)
    assert (info.value.code, info.value.column) == (code, column)


@pytest.mark.parametrize(("text", "expected"), [("5m", "5m"), ("0p", "0p"), (" 7z ", "7z")],
                         ids=["plain", "red", "padded"])
def test_parse_tile(text, expected):
    assert str(parse_tile(text)) == expected


@pytest.mark.parametrize(
    ("text", "code"),
    [("55m", "not_one_tile"), ("5m6m", "not_one_tile"), ("", "empty_hand"),
     ("5", "digits_without_suit")],
    ids=["two-in-a-run", "two-runs", "empty", "no-suit"],
)
def test_parse_tile_errors(text, code):
    with pytest.raises(ParseError) as info:
        parse_tile(text)
    assert info.value.code == code


# Unicode ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "code_point"),
    [
        ("1z", 0x1F000),  # East
        ("2z", 0x1F001),  # South
        ("3z", 0x1F002),  # West
        ("4z", 0x1F003),  # North
        ("7z", 0x1F004),  # chun, the red dragon, comes first in the block
        ("6z", 0x1F005),  # hatsu, green
        ("5z", 0x1F006),  # haku, white
        ("1m", 0x1F007),
        ("5m", 0x1F00B),
        ("9m", 0x1F00F),
        ("1s", 0x1F010),  # the block puts sou (bamboo) before pin (circles)
        ("9s", 0x1F018),
        ("1p", 0x1F019),
        ("9p", 0x1F021),
        ("0m", 0x1F00B),  # no red fives in the block: drawn as the plain five
        ("0s", 0x1F014),
        ("0p", 0x1F01D),
    ],
    ids=["east", "south", "west", "north", "chun", "hatsu", "haku", "1m", "5m", "9m", "1s",
         "9s", "1p", "9p", "red-5m", "red-5s", "red-5p"],
)
def test_unicode_code_points(text, code_point):
    assert unicode_tile(Tile.parse(text)) == chr(code_point)


def test_unicode_gives_34_distinct_characters():
    chars = {unicode_tile(Tile.from_kind(kind)) for kind in range(34)}
    assert len(chars) == 34
    assert all(0x1F000 <= ord(char) <= 0x1F021 for char in chars)


def test_format_unicode_lays_a_hand_out_like_the_notation():
    hand = parse_hand("123m406p8s+8s [4-56s] (5555z)")
    assert format_unicode(hand) == (
        "\U0001f007\U0001f008\U0001f009\U0001f01c\U0001f01d\U0001f01e\U0001f017"
        " +\U0001f017"
        " [\U0001f013\U0001f014\U0001f015]"
        " (\U0001f006\U0001f006\U0001f006\U0001f006)"
    )


@pytest.mark.parametrize(
    ("meld_text", "brackets"),
    [("[777z]", "[]"), ("[7777z]", "[]"), ("(7777z)", "()"), ("{7777z}", "{}")],
    ids=["pon", "open-kan", "closed-kan", "added-kan"],
)
def test_format_unicode_keeps_the_bracket_of_each_meld_kind(meld_text, brackets):
    last_group = format_unicode(parse_hand(f"{ONE_MELD_CONCEALED} {meld_text}")).split()[-1]
    assert last_group[0] + last_group[-1] == brackets


# Errors ----------------------------------------------------------------------------------

# One meld, so the hand needs 11 concealed tiles; the error rows below reuse these parts.
ONE_MELD = "123m456p789s1z+1z"  # 17 characters; a meld after a space starts at column 19


@pytest.mark.parametrize(
    ("text", "code", "column"),
    [
        # unknown characters
        ("123m456p789s1122x", "unknown_character", 17),
        ("123m45x6p789s11122z", "unknown_character", 7),
        ("x123m456p789s11122z", "unknown_character", 1),
        ("123m456p789s11122z!", "unknown_character", 19),
        ("123R456p789s11122z", "unknown_character", 4),
        ("\uff11\uff12\uff13m45\uff58p789s11122z", "unknown_character", 7),
        (f"{ONE_MELD} [4x56s]", "unknown_character", 21),
        (f"{ONE_MELD} [m]", "unknown_character", 20),
        ("123m456p789s11122z\n", "unknown_character", 19),
        # digits with no suit letter
        ("123m456p789s11122", "digits_without_suit", 13),
        ("123m 456 789s11122z", "digits_without_suit", 6),
        ("123m456p789s1112z+2", "digits_without_suit", 19),
        (f"{ONE_MELD} [777]", "digits_without_suit", 19),
        # honors that do not exist
        ("123m456p789s1112z+0z", "invalid_honor", 19),
        ("123m456p789s11120z", "invalid_honor", 17),
        ("123m456p789s11128z", "invalid_honor", 17),
        ("123m456p789s11129z", "invalid_honor", 17),
        (f"{ONE_MELD} [999z]", "invalid_honor", 20),
        # empty input
        ("", "empty_hand", 1),
        ("   ", "empty_hand", 1),
        (", ,", "empty_hand", 1),
        # brackets
        (f"{ONE_MELD} [777z", "unbalanced_bracket", 24),
        (f"{ONE_MELD} [777z)", "unbalanced_bracket", 24),
        (f"{ONE_MELD} [777", "unbalanced_bracket", 19),
        ("123m456p789s1z+1z 777z]", "unbalanced_bracket", 23),
        (f"{ONE_MELD} [7[77z]]", "nested_bracket", 21),
        (f"{ONE_MELD} ([3333z])", "nested_bracket", 20),
        # melds that are no chi, pon or kan
        (f"{ONE_MELD} [124m]", "invalid_meld", 19),
        (f"{ONE_MELD} [12m]", "invalid_meld", 19),
        (f"{ONE_MELD} [123z]", "invalid_meld", 19),
        (f"{ONE_MELD} [12345m]", "invalid_meld", 19),
        (f"{ONE_MELD} (123m)", "invalid_meld", 19),
        (f"{ONE_MELD} {{333z}}", "invalid_meld", 19),
        # a chi is called from the previous player only
        (f"{ONE_MELD} [4=56s]", "chi_not_from_previous", 19),
        (f"{ONE_MELD} [45+6s]", "chi_not_from_previous", 19),
        # marks
        (f"{ONE_MELD} [-456s]", "misplaced_mark", 20),
        (f"{ONE_MELD} - [777z]", "misplaced_mark", 19),
        ("123m456p789s1z=1z [777z]", "misplaced_mark", 15),
        (f"{ONE_MELD} (3-333z)", "misplaced_mark", 19),
        (f"{ONE_MELD} [7=7=7z]", "two_marks", 23),
        (f"{ONE_MELD} [4--56s]", "two_marks", 22),
        (f"{ONE_MELD} [4-=56s]", "two_marks", 22),
        # the winning tile
        ("123m456p789s1112z+2z+3z", "two_winning_tiles", 21),
        ("123m456p789s1112z+23z", "two_winning_tiles", 20),
        ("123m456p789s1112z+", "missing_winning_tile", 18),
        ("123m456p789s1112z+ 2z", "missing_winning_tile", 18),
        # order of the parts
        ("[777z] 123m456p789s1z+1z", "concealed_after_meld", 8),
        ("123m456p789s1z [777z] +1z 2z", "concealed_after_meld", 27),
        # copies: the column is the first tile too many, in written order
        ("11111m456p789s122z", "too_many_copies", 5),
        ("1111m456p789s122z+1m", "too_many_copies", 19),
        ("123m456p789s7z+7z [777z]", "too_many_copies", 19),
        ("123m456p789s1z+1z (1111z)", "too_many_copies", 19),
        ("123m400p789s11122z", "duplicate_red_five", 7),
        ("123m406p789s1z+1z [0-55p]", "duplicate_red_five", 19),
        ("123m456p789s1112z+0m [0-55m]", "duplicate_red_five", 22),
        # no concealed part at all
        ("[777z] [456s]", "wrong_tile_count", 1),
    ],
    ids=[
        "unknown-after-digits", "unknown-in-run", "unknown-first", "unknown-last",
        "letter-for-a-suit", "fullwidth-stray-character", "unknown-in-meld", "suit-first-in-meld",
        "newline",
        "no-suit-at-end", "no-suit-before-space", "no-suit-winning-tile", "no-suit-in-meld",
        "0z-winning-tile", "0z", "8z", "9z", "9z-in-meld",
        "empty", "spaces-only", "separators-only",
        "meld-not-closed", "meld-closed-wrongly", "meld-ends-early", "closer-without-opener",
        "nested-square", "nested-in-closed-kan",
        "not-a-run-124m", "two-tiles-12m", "honor-run-123z", "five-tiles", "closed-kan-of-a-run",
        "added-kan-of-three",
        "chi-from-across", "chi-from-next",
        "mark-before-any-tile", "mark-outside-meld", "equals-outside-meld",
        "mark-on-closed-kan", "two-marks", "double-mark", "two-different-marks",
        "second-plus", "two-digits-after-plus", "plus-at-end", "plus-then-space",
        "meld-before-concealed", "concealed-after-winning-tile-after-meld",
        "fifth-in-concealed", "fifth-is-winning-tile", "fifth-in-pon", "fifth-in-closed-kan",
        "second-red-in-concealed", "second-red-in-pon", "second-red-winning-tile-then-pon",
        "melds-only",
    ],
)
def test_parse_errors_have_a_code_and_column(text, code, column):
    with pytest.raises(ParseError) as info:
        parse_hand(text)
    error = info.value
    assert (error.code, error.column) == (code, column)
    assert error.usage
    assert f"at column {column}: {text!r}" in str(error)
    assert "\n" not in str(error)
    assert error.pointer() == f"{text}\n{' ' * _columns(text[:column - 1])}^"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("123m456p789s1122z", "a hand with 0 melds needs 14 concealed tiles including the "
                              "winning tile, not 13"),
        ("123m456p789s111222z", "not 15"),
        ("123m456p789s11z+1z [777z]", "a hand with 1 meld needs 11 concealed tiles including "
                                      "the winning tile, not 12"),
        ("123m456p789s11122z [777z]", "not 14"),
        ("123m456p+1z [789s] [777z]", "a hand with 2 melds needs 8 concealed tiles including "
                                      "the winning tile, not 7"),
        ("1m+1m [111s] [222s] [333s] [444s] [555s]", "at most 4 melds, not 5"),
    ],
    ids=["13-tiles", "15-tiles", "one-meld-12", "one-meld-14", "two-melds-7", "five-melds"],
)
def test_wrong_number_of_concealed_tiles(text, message):
    with pytest.raises(InvalidHand) as info:
        parse_hand(text)
    assert info.value.code == "wrong_tile_count"
    assert message in str(info.value)


@pytest.mark.parametrize(
    "text",
    ["123m456p789s11122z", "234m567p8s+8s [4-56s] [777z]", "1m+1m [1-23s] [5=55p] (7777z) "
     "{2+222z}"],
    ids=["closed", "two-melds", "four-melds"],
)
def test_hand_parse_is_parse_hand(text):
    assert Hand.parse(text) == parse_hand(text)


def _columns(text: str) -> int:
    """Terminal columns of ``text``: two for a wide (kanji, full-width) character."""
    import unicodedata

    return sum(2 if unicodedata.east_asian_width(char) in "WF" else 1 for char in text)


@pytest.mark.parametrize(("text", "canonical"), [
    ("234m567p8s+8s [456s] [777z]", "234m567p8s+8s [456s] [777z]"),
    ("324m567p8s+8s [456s] [777z]", "234m567p8s+8s [456s] [777z]"),
    ("234m567p8s+8s [5-46s] [777z]", "234m567p8s+8s [45-6s] [777z]"),
    ("505m123p456s1z+1z [777z]", "055m123p456s1z+1z [777z]"),
    ("234m 567p 8s+8s [4-56s] [777z]", "234m567p8s+8s [4-56s] [777z]"),
])
def test_a_hand_is_written_canonically_however_it_was_read(text: str, canonical: str) -> None:
    # The reader keeps canonical text as the hand's text; anything else is written anew.
    hand = parse_hand(text)
    assert str(hand) == canonical == format_hand(hand)
    assert str(parse_hand(canonical)) == canonical
