"""Forgiving input (issue #14): the spellings people type at the table read as the canonical
notation, the slips they make are refused with the fix, and canonical input reads as before.

One test per slip of the issue, tables of spellings and refusals, and Hypothesis properties:
any valid hand spelled with random forgiving forms reads as the same hand, and widening the
characters of any text to full width changes neither the hand read nor the error's code and
column.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mjscore import (
    Hand,
    InvalidHand,
    Meld,
    MjscoreError,
    ParseError,
    Suit,
    Tile,
    format_hand,
    parse_hand,
    parse_tile,
    parse_tiles,
)

from .test_notation_properties import NOTATION_ALPHABET, hands

SETTINGS = settings(max_examples=300, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])

CANONICAL = "234m567p8s+8s [4-56s] [777z]"


def wide(text: str) -> str:
    """Every ASCII character of ``text`` in its full-width form, spaces as U+3000."""
    return "".join("\u3000" if char == " " else chr(ord(char) + 0xFEE0)
                   if "!" <= char <= "~" else char for char in text)


def count_error(text: str) -> str:
    with pytest.raises(InvalidHand) as info:
        parse_hand(text)
    assert info.value.code == "wrong_tile_count"
    assert "\n" not in str(info.value)
    return str(info.value)


# The slips of the issue, one test each ----------------------------------------------------


def test_a_hand_split_by_the_shell_says_the_rest_is_missing():
    # `mjscore score 234m 567p 8s+8s [4-56s] [777z]`: the first argument alone.
    message = count_error("234m")
    assert "needs 14 concealed tiles including the winning tile, not 3" in message
    assert "11 tiles short: is part of the hand missing?" in message
    assert "quote a hand written with spaces" in message


def test_melds_split_off_by_the_shell_say_the_rest_is_missing():
    # `mjscore score 234m567p8s+8s [4-56s] [777z]`: the melds went to other arguments.
    assert "6 tiles short: is part of the hand missing?" in count_error("234m567p8s+8s")


def test_a_missing_winning_tile_says_where_it_goes():
    message = count_error("234m567p8s [4-56s] [777z]")
    assert message.endswith("not 7; one tile short: is the winning tile missing? "
                            "Write it after '+'")


def test_a_winning_tile_written_twice_is_named():
    message = count_error("234m567p88s+8s [4-56s] [777z]")
    assert message.endswith("not 9; one tile too many: is the winning tile 8s also written "
                            "among the concealed tiles? Write it once, after '+'")


@pytest.mark.parametrize(
    ("text", "ending"),
    [
        ("123m456p789s1122z", "not 13; one tile short: is the winning tile missing? "
                              "Write it after '+'"),
        ("123m456p789s112z+2z", "not 13; one tile short"),
        ("123m456p789s12z+2z", "not 12; 2 tiles short"),
        ("123m456p789s111222z", "not 15; one tile too many: is a tile written twice?"),
        ("1111m456p789s11223z", "not 15; one tile too many: is 1111m a kan? Write it as "
                                "(1111m) if closed, [1111m] if called"),
        ("234m567p456s8s+8s [4-56s] [777z]", "not 11; 3 tiles too many: are the tiles of "
                                             "[4-56s] also written in the concealed part? A "
                                             "meld's tiles go only in its brackets"),
        ("123m456p789s11122z [777z]", "not 14; 3 tiles too many: each meld takes the place "
                                      "of three concealed tiles"),
        ("123m456p789s11222z+3z", "not 15; one tile too many: is a tile written twice?"),
    ],
    ids=["one-short-no-plus", "one-short", "two-short", "one-over", "kan-as-concealed",
         "meld-written-twice", "three-over", "one-over-with-plus"],
)
def test_tile_count_errors_give_the_count_and_the_likely_cause(text, ending):
    assert count_error(text).endswith(ending)


def test_upper_case_suit_letters_read_as_lower_case():
    assert str(parse_hand("234M567P8S+8S [4-56S] [777Z]")) == CANONICAL
    assert str(parse_hand("23456M567P8S1Z+1Z [777Z]")) == "23456m567p8s1z+1z [777z]"


def test_letter_winds_read_as_honors():
    assert str(parse_hand("123m456p789s11sEE+E")) == "123m456p11789s11z+1z"


def test_digits_before_a_letter_wind_lack_their_suit():
    with pytest.raises(ParseError) as info:
        parse_hand("11EEE+E")
    assert (info.value.code, info.value.column) == ("digits_without_suit", 1)
    assert info.value.reason == ("digits '11' have no suit letter (m, p, s or z; 'E' is a tile "
                                 "on its own, 1z)")


def test_kanji_honors_read_as_honors():
    assert str(parse_hand("東東東南南南西西西北北白白+白")) == "1112223334455z+5z"
    assert str(parse_hand("123m456p78s発發+发 [中中中]")) == "123m456p78s66z+6z [777z]"


def test_full_width_text_reads_as_ascii():
    assert str(parse_hand(wide(CANONICAL))) == CANONICAL
    assert str(parse_hand("２３４ｍ567p8s+8s [4-56s] [777z]")) == CANONICAL


def test_the_winning_tile_may_follow_the_melds():
    hand = parse_hand("234m567p8s [4-56s] [777z] +8s")
    assert str(hand) == CANONICAL
    assert hand == parse_hand(CANONICAL)
    assert str(parse_hand("234m567p8s [4-56s] +8s [777z]")) == CANONICAL


# Spellings ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("19m19p19sESWNPFC+C", "19m19p19s1234567z+7z"),
        ("19m19p19s東南西北白發中+中", "19m19p19s1234567z+7z"),
        ("19m19p19s東南西北白発中+中", "19m19p19s1234567z+7z"),
        ("123m456p789s2z+2z [E=EE]", "123m456p789s2z+2z [1=11z]"),
        ("123m456p789s2z+2z [東=東東]", "123m456p789s2z+2z [1=11z]"),
        ("123m456p789s2z+2z (PPPP)", "123m456p789s2z+2z (5555z)"),
        ("123m456p789s2z+2z {C+CCC}", "123m456p789s2z+2z {7+777z}"),
        ("123m456p789s2z+2z [CC中]", "123m456p789s2z+2z [777z]"),
        ("5S5P5M123m456p111zS+S", "1235m4556p5s1112z+2z"),
        ("123m456p78sPP+P [5-55P]", "123m456p78s55z+5z [5-55p]"),
        ("１２３ｍ，４５６ｐ、７８９ｓ　１１１２ｚ＋２ｚ", "123m456p789s1112z+2z"),
        ("123m456p789s1z+1z\u3000［５＝５５ｐ］", "123m456p789s1z+1z [5=55p]"),
        ("234m567p8s,[4-56s],[777z],+8s", CANONICAL),
        ("+8s 234m567p8s [4-56s] [777z]", CANONICAL),
    ],
    ids=["letters", "kanji", "kanji-hatsu-shinjitai", "letter-pon-marked", "kanji-pon-marked",
         "letter-closed-kan", "letter-added-kan-marked", "letters-and-kanji-in-a-meld",
         "upper-S-and-P-after-digits-and-alone", "haku-and-upper-pin",
         "fullwidth-with-ideographic-comma-and-space", "fullwidth-meld",
         "winning-tile-last-after-commas", "winning-tile-first"],
)
def test_forgiving_spellings_read_as_the_canonical_form(text, canonical):
    hand = parse_hand(text)
    assert str(hand) == canonical
    assert parse_hand(canonical) == hand


@pytest.mark.parametrize(
    ("text", "tiles"),
    [("E", ["1z"]), ("中", ["7z"]), ("5S", ["5s"]), ("S", ["2z"]), ("P", ["5z"]),
     ("5P P", ["5p", "5z"]), ("０Ｍ，東", ["0m", "1z"]), ("ESWN", ["1z", "2z", "3z", "4z"])],
)
def test_tile_lists_read_the_same_spellings_in_written_order(text, tiles):
    assert [str(tile) for tile in parse_tiles(text)] == tiles


@pytest.mark.parametrize(("text", "tile"), [("E", "1z"), ("發", "6z"), ("７ｚ", "7z"),
                                            ("0S", "0s")])
def test_one_tile_in_a_forgiving_spelling(text, tile):
    assert str(parse_tile(text)) == tile
    assert str(Tile.parse(text)) == tile


# Refusals name the fix ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "code", "column", "reason"),
    [
        ("123m456p789s1112R+R", "unknown_character", 17,
         "unexpected character 'R' (chun, the red dragon, is C or 7z)"),
        ("123m456p789s1112z+G", "unknown_character", 19,
         "unexpected character 'G' (hatsu, the green dragon, is F or 6z)"),
        ("123m456p789s11z eee", "unknown_character", 17,
         "unexpected character 'e' (honor letters are capitals: E is 1z)"),
        ("123萬456p789s11122z", "unknown_character", 4,
         "unexpected character '萬' (man tiles are written with m, as in 123m)"),
        ("123m456p789s11z M", "unknown_character", 17,
         "unexpected character 'M' ('M' is a suit letter and goes straight after digits, as "
         "in 5m)"),
        ("123m456p789s1z+1z [7E77z]", "unknown_character", 21,
         "unexpected character 'E' in a meld (a meld is digits and one suit letter, or honor "
         "names alone)"),
        ("123m456p789s1z+1z [EE7z]", "unknown_character", 22,
         "unexpected character '7' in a meld of honors (a meld is digits and one suit letter, "
         "or honor names alone)"),
        ("123m456p789s1z+1z [EEEz]", "unknown_character", 23,
         "unexpected character 'z' in a meld of honors (a meld is digits and one suit letter, "
         "or honor names alone)"),
        ("123m456p789s1z+1z [EEx]", "unknown_character", 22,
         "unexpected character 'x' in a meld of honors"),
        ("123m456p789s1z+1z [EEE", "unbalanced_bracket", 23,
         "the meld opened by '[' at column 19 is not closed"),
        ("123m456p789s1z+1z [E=E=E]", "two_marks", 23, "a meld has at most one mark"),
        ("123m456p789s1z+1z [EEE] 2z", "concealed_after_meld", 25,
         "concealed tiles go before the melds"),
        ("123m456p789s1z+1z [EEE] N", "concealed_after_meld", 25,
         "concealed tiles go before the melds"),
        ("１２３ｍ４５ｘ６ｐ", "unknown_character", 7, "unexpected character 'ｘ'"),
        ("１２３ｍ４５６", "digits_without_suit", 5,
         "digits '４５６' have no suit letter (m, p, s or z)"),
        ("123m456p789s1z+1z ［777z）", "unbalanced_bracket", 24,
         "the meld opened by '[' at column 19 is not closed"),
        ("123m456p789s1112z+E+E", "two_winning_tiles", 20, "a hand has one winning tile"),
    ],
    ids=["R-for-chun", "G-for-hatsu", "lower-case-letter", "kanji-suit", "lone-suit-letter",
         "letter-in-digit-meld", "digit-in-letter-meld", "suit-in-letter-meld",
         "stray-in-letter-meld", "letter-meld-not-closed",
         "letter-meld-two-marks", "concealed-after-meld", "letter-after-meld",
         "fullwidth-stray-character", "fullwidth-digits-without-suit",
         "fullwidth-brackets-mismatched", "two-letter-winning-tiles"],
)
def test_refusals_say_what_to_write(text, code, column, reason):
    with pytest.raises(ParseError) as info:
        parse_hand(text)
    error = info.value
    assert (error.code, error.column, error.reason) == (code, column, reason)
    assert str(error) == f"{reason} at column {column}: {text!r}"
    assert error.pointer().splitlines() == [text, " " * _columns(text[:column - 1]) + "^"]


@pytest.mark.parametrize("parse", [parse_hand, parse_tiles], ids=["hand", "tiles"])
def test_a_megabyte_of_full_width_text_is_refused_as_written(parse):
    text = "１" * 1_000_000
    with pytest.raises(ParseError) as info:
        parse(text)
    assert (info.value.code, info.value.column) == ("text_too_long", 301)
    assert info.value.text == text[:301]


def test_a_letter_after_digits_is_their_suit_and_a_lone_letter_an_honor():
    assert [str(tile) for tile in parse_tiles("5S S 5P P")] == ["5s", "2z", "5p", "5z"]
    assert [str(tile) for tile in parse_tiles("5SS5PP")] == ["5s", "2z", "5p", "5z"]
    with pytest.raises(ParseError) as info:
        parse_tiles("5E")
    assert info.value.code == "digits_without_suit"


# Properties --------------------------------------------------------------------------------

_LETTERS = "ESWNPFC"
_KANJI = ("東", "南", "西", "北", "白", "發発发", "中")
_SEPARATORS = ["", " ", ",", ", ", "\u3000", "、", "\t"]


def _honor_name(draw: st.DrawFn, tile: Tile) -> str:
    """A letter or a kanji for an honor."""
    return draw(st.sampled_from([_LETTERS[tile.rank - 1], *_KANJI[tile.rank - 1]]))


def _suit_letter(draw: st.DrawFn, suit: Suit) -> str:
    return draw(st.sampled_from([suit.value, suit.value.upper()]))


def _digit(tile: Tile) -> str:
    return str(tile)[0]


def _concealed_tokens(draw: st.DrawFn, tiles: list[Tile]) -> list[str]:
    """The tiles in the order given, as runs of one suit (upper or lower case letter) and
    honor names, each token complete in itself."""
    tokens: list[str] = []
    run: list[Tile] = []

    def close() -> None:
        if run:
            tokens.append("".join(_digit(t) for t in run) + _suit_letter(draw, run[0].suit))
            run.clear()

    for tile in tiles:
        if tile.is_honor and draw(st.booleans()):
            close()
            tokens.append(_honor_name(draw, tile))
            continue
        if run and (run[0].suit is not tile.suit or draw(st.booleans())):
            close()
        run.append(tile)
    close()
    return tokens


def _one_tile(draw: st.DrawFn, tile: Tile) -> str:
    if tile.is_honor and draw(st.booleans()):
        return _honor_name(draw, tile)
    return _digit(tile) + _suit_letter(draw, tile.suit)


def _meld_text(draw: st.DrawFn, meld: Meld) -> str:
    opener, closer = {"ankan": "()", "kakan": "{}"}.get(meld.kind.value, "[]")
    tiles = draw(st.permutations(meld.tiles))
    letters = meld.first.is_honor and draw(st.booleans())
    body = []
    marked = False
    for tile in tiles:
        body.append(_honor_name(draw, tile) if letters else _digit(tile))
        if not marked and meld.source is not None and tile == meld.called:
            body.append(meld.source.value)
            marked = True
    suit = "" if letters else _suit_letter(draw, meld.first.suit)
    return f"{opener}{''.join(body)}{suit}{closer}"


def _widen_some(draw: st.DrawFn, text: str) -> str:
    flags = draw(st.lists(st.booleans(), min_size=len(text), max_size=len(text)))
    return "".join(wide(char) if flag else char for char, flag in zip(text, flags, strict=True))


@st.composite
def forgiving_texts(draw: st.DrawFn) -> tuple[Hand, str]:
    """A valid hand and a text that spells it with random forgiving forms."""
    hand = draw(hands())
    tokens = _concealed_tokens(draw, draw(st.permutations(hand.concealed)))
    melds = [_meld_text(draw, meld) for meld in hand.melds]
    place = draw(st.sampled_from(["implicit", "among", "after"] if hand.melds
                                 else ["implicit", "among"]))
    win = _one_tile(draw, hand.win_tile)
    if place == "implicit":
        tokens.append(win)
    elif place == "among":
        tokens.insert(draw(st.integers(0, len(tokens))), "+" + win)
    parts = tokens + melds + (["+" + win] if place == "after" else [])
    text = parts[0]
    for part in parts[1:]:
        # Tokens need no separator, but a digit run may not run on into digits.
        gap = draw(st.sampled_from(_SEPARATORS))
        text += gap + part
    return hand, _widen_some(draw, text)


@SETTINGS
@given(forgiving_texts())
def test_any_forgiving_spelling_reads_as_the_same_hand(case):
    hand, text = case
    again = parse_hand(text)
    assert again == hand
    assert sorted((t.kind, t.red) for t in again.tiles()) == sorted(
        (t.kind, t.red) for t in hand.tiles())
    assert format_hand(again) == format_hand(hand)


def _outcome(text: str) -> object:
    try:
        return parse_hand(text)
    except ParseError as error:
        return (error.code, error.column)
    except MjscoreError as error:
        return error.code


@SETTINGS
@given(st.text(alphabet=NOTATION_ALPHABET + "MPSZESWNFC東中x", max_size=40))
def test_full_width_text_reads_exactly_like_its_ascii_form(text):
    assert _outcome(wide(text)) == _outcome(text)


def _columns(text: str) -> int:
    """Terminal columns of ``text``: two for a wide (kanji, full-width) character."""
    import unicodedata

    return sum(2 if unicodedata.east_asian_width(char) in "WF" else 1 for char in text)


def test_the_caret_sits_under_a_full_width_character_in_a_terminal():
    with pytest.raises(ParseError) as info:
        parse_hand("１２３ｍ４５ｘ６ｐ")
    _text, caret = info.value.pointer().splitlines()
    # six full-width characters before the ｘ take twelve columns of a terminal
    assert caret == " " * 12 + "^"
