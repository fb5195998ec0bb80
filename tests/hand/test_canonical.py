"""The one-pass reading of the canonical layout (mjscore.hand.canonical) against the strict
scanner, which defines the notation: the same hand, field by field, wherever the one pass
reads a hand; and wherever the scanner raises, the one pass reads nothing, so parse_hand
raises the scanner's error (class, code, message and column)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjscore import Hand, MeldKind, MjscoreError, ParseError, format_hand, parse_hand
from mjscore.hand import Meld, canonical, notation, suit_parts

from ..support.casedata import CASE_SETS, hand_text, iter_cases
from .test_notation_properties import SETTINGS, hands, mutated_hand_texts

TENHOU_SETS = ("tenhou_phoenix_2022", "dnovikoff_tenhou_testdata", "liuzj2019_mjlog_testdata")
"""The sets written by the Tenhou converters: every hand of them is canonical text."""


def _fields(hand: Hand) -> tuple[Any, ...]:
    """Every field of a hand, with the types of the derived ones, and its text."""
    return (hand.concealed, hand.win_tile, hand.melds, hand.counts, hand.concealed_counts,
            hand.reds, str(hand), [type(value) for value in (hand.concealed, hand.melds,
                                                             hand.counts, hand.concealed_counts,
                                                             hand.reds)],
            [(tile.red, tile.kind, tile.suit, tile.rank) for tile in hand.tiles()],
            [(meld.kind, meld.called, meld.source) for meld in hand.melds])


def _strict(text: str) -> Hand | MjscoreError:
    """What the strict scanner alone makes of ``text``: the hand, or the error it raises."""
    try:
        return notation._Scanner(text).run()
    except MjscoreError as error:
        return error


def _error(error: MjscoreError) -> tuple[Any, ...]:
    return (type(error), error.code, str(error), getattr(error, "column", None))


def _same_as_the_scanner(text: str) -> Hand | None:
    """Hold the one pass to the scanner on ``text``; the one pass's hand, if it read one."""
    fast = canonical.read_canonical(text)
    kept = None if fast is None else fast._text  # (str(hand) below would fill it in)
    strict = _strict(text)
    if isinstance(strict, MjscoreError):
        assert fast is None
        with pytest.raises(MjscoreError) as raised:
            parse_hand(text)
        assert _error(raised.value) == _error(strict)
        return None
    general = Hand(strict.concealed, strict.win_tile, strict.melds)
    if fast is not None:
        assert fast == strict
        assert _fields(fast) == _fields(strict) == _fields(general)
        # The text is kept exactly when it is what format_hand writes.
        assert (kept == text) == (format_hand(strict) == text)
        assert kept in (None, text)
        # The parts it carries to the scorer are those the scorer would look up.
        assert fast.parts == suit_parts(fast.concealed_counts)
    assert _fields(parse_hand(text)) == _fields(strict)
    return fast


def test_every_real_hand_is_read_in_one_pass_as_the_scanner_reads_it():
    for name in CASE_SETS:
        for case in iter_cases(name):
            text = hand_text(case)
            fast = _same_as_the_scanner(text)
            if name in TENHOU_SETS:
                assert fast is not None, text
                assert fast._text == text


@SETTINGS
@given(hands())
def test_canonical_text_is_read_in_one_pass(hand):
    text = format_hand(hand)
    fast = _same_as_the_scanner(text)
    assert fast is not None
    assert _fields(fast) == _fields(hand)
    assert fast._text == text


@st.composite
def layout_texts(draw: st.DrawFn) -> str:
    """A valid hand in the canonical layout, but each run's digits and each meld's tiles
    (with its mark) in any order: read in one pass, and not kept as the hand's text unless
    the order drawn is the canonical one."""
    hand = draw(hands())
    runs = ""
    for suit in "mpsz":
        digits = [str(tile)[0] for tile in hand.concealed if str(tile)[1] == suit]
        if digits:
            runs += "".join(draw(st.permutations(digits))) + suit
    written = [runs + "+" + str(hand.win_tile)]
    for meld in hand.melds:
        tiles = draw(st.permutations(meld.tiles))
        body = ""
        marked = False
        for tile in tiles:
            body += str(tile)[0]
            if meld.source is not None and not marked and tile == meld.called:
                body += meld.source.value
                marked = True
        opener, closer = _BRACKETS.get(meld.kind, "[]")
        written.append(f"{opener}{body}{meld.tiles[0].suit.value}{closer}")
    return " ".join(written)


_BRACKETS = {MeldKind.CLOSED_KAN: "()", MeldKind.ADDED_KAN: "{}"}


@SETTINGS
@given(layout_texts())
def test_the_layout_in_any_order_is_read_in_one_pass(text):
    assert _same_as_the_scanner(text) is not None


@st.composite
def rough_layout_texts(draw: st.DrawFn) -> str:
    """Text in the canonical layout whose parts may be anything the layout allows: digits
    that are no tile (8z, 0z), fifth copies and second red fives (within a suit, with the
    winning tile, across melds), melds that are no meld, mismatched brackets, tile counts
    one off. Where the hand is wrong, the scanner says what is wrong."""
    melds = draw(st.integers(0, 5))
    size = 13 - 3 * melds + draw(st.sampled_from([0, 0, 0, -1, 1]))
    palette = draw(st.sampled_from(["0123456789", "1234567", "0555", "123"]))
    tiles = draw(st.lists(st.tuples(st.sampled_from("mpsz"), st.sampled_from(palette)),
                          min_size=max(size, 0), max_size=max(size, 0)))
    runs = "".join("".join(digit for letter, digit in tiles if letter == suit) + suit
                   for suit in "mpsz" if any(letter == suit for letter, _ in tiles))
    win = draw(st.sampled_from(palette)) + draw(st.sampled_from("mpsz"))
    written = [f"{runs}+{win}"]
    for _ in range(melds):
        low = draw(st.integers(1, 7))
        shapes = [[str(low)] * 3, [str(low)] * 4, [str(low + step) for step in range(3)],
                  ["0", "5", "5"], ["4", "0", "6"], ["0", "5", "5", "5"], None]
        digits = draw(st.sampled_from(shapes)) or draw(
            st.lists(st.sampled_from(palette), min_size=1, max_size=5))
        mark = draw(st.sampled_from(["", "", "-", "-", "=", "+"]))
        at = draw(st.integers(1, len(digits)))
        body = "".join(digits[:at]) + mark + "".join(digits[at:])
        opener = draw(st.sampled_from("[[[({"))
        closer = {"[": "]", "(": ")", "{": "}"}[opener]
        closer = draw(st.sampled_from([closer, closer, closer, "]", ")"]))
        suits = "mpsz" if len(set(digits)) == 1 else "mpsmpsz"
        written.append(f"{opener}{body}{draw(st.sampled_from(suits))}{closer}")
    return " ".join(written)


@settings(SETTINGS, max_examples=500)
@given(rough_layout_texts())
def test_the_layout_with_any_parts_reads_as_the_scanner_reads_it(text):
    _same_as_the_scanner(text)


@SETTINGS
@given(mutated_hand_texts())
def test_nearly_canonical_text_reads_as_the_scanner_reads_it(text):
    _same_as_the_scanner(text)


@pytest.mark.parametrize("text", [
    "1111m222p333s444z+1m",         # a fifth copy: the winning tile
    "1111m222p333s+4z [111m]",      # a fifth copy: concealed and a meld
    "1m222p333s+4z [111m] [111m]",  # a fifth copy: two melds
    "0556m222p333s444z+0m",        # a second red five: the winning tile
    "0055m222p333s444z+1z",        # a second red five in one run
    "05m222p333s44z+4z [055m]",     # a second red five: concealed and a meld
    "1m222p333s+4z [055m] [406m]",  # a second red five: two melds
    "123m456p789s118z+1z",         # no honor 8z
    "123m456p789s110z+1z",         # no honor 0z
    "123m456p789s11z+8z",          # no winning tile 8z
    "123m456p789s11z+1z",          # a tile short
    "123m456p789s11223z+1z",       # a tile too many
    "1z+1z [111m] [222m] [333m] [444m] [555p]",  # five melds
    "123m456p789s1z+1z [123m)",   # a meld not closed by its bracket
    "123m456p789s1z+1z [135m]",    # no chi
    "123m456p789s1z+1z (1-111m)",  # a closed kan with a mark
    "123m456p789s1z+1z [1=23m]",   # a chi from across
    "123m456p789s1z+1z [1-2-3m]",  # two marks
    "123m456p789s1z+1z [1111m]x",  # text after the melds
    "123m456p789s1z+1z  [111m]",   # two spaces
    "123m123m456p789s1z+1z",       # two runs of one suit: not the layout, read by the scanner
    "456p123m789s1122z+1z",        # suits out of order: the same
])
def test_text_the_one_pass_refuses_goes_to_the_scanner(text):
    assert canonical.read_canonical(text) is None
    _same_as_the_scanner(text)


def test_the_tables_stay_within_their_bound(monkeypatch):
    """A table that is full is read past, not grown, and the hands read are the same."""
    monkeypatch.setattr(canonical, "_PARTS_KEPT", 0)
    tables = (*canonical._RUNS, *canonical._OTHER_RUNS, canonical._MELDS,
              canonical._OTHER_MELDS)
    saved = [dict(table) for table in tables]
    try:
        for table in tables:
            table.clear()
        for text in ("3456789m234s+3m [6-66z]", "111m2288p678s+2p (9999p)",
                     "234678m45p123s55z+3p", "1z+1z [111m] [222m] [333m] [0-55p]",
                     "6534987m243s+3m [66-6z]", "1z+1z [111m] [222m] [333m] [5-05p]"):
            assert _same_as_the_scanner(text) is not None
        assert not any(tables)
    finally:
        for table, entries in zip(tables, saved, strict=True):
            table.clear()
            table.update(entries)


def test_a_meld_is_read_once_and_kept():
    text = "123m456p789s1z+1z [7-89s]"
    parse_hand(text)
    (meld,), adds, reds = canonical._MELDS["[7-89s]"]
    assert isinstance(meld, Meld) and reds == ()
    assert adds == ((24, 1), (25, 1), (26, 1))
    assert canonical._MELDS["[7-89s]"][0][0] is parse_hand(text).melds[0]


def test_parts_written_in_another_order_are_read_and_kept_apart():
    """Runs and melds not written as format_hand writes them are read in one pass too, but
    from the tables of other parts: the hand does not keep its text."""
    text = "432m456p789s1z+1z [8-97s]"
    hand = canonical.read_canonical(text)
    assert hand is not None and hand._text is None
    assert hand == _strict(text) and str(hand) == "234m456p789s1z+1z [78-9s]"
    assert "432" in canonical._OTHER_RUNS[0] and "432" not in canonical._RUNS[0]
    assert "[8-97s]" in canonical._OTHER_MELDS and "[8-97s]" not in canonical._MELDS
    assert canonical.read_canonical(text) == hand


def test_a_parse_error_of_the_layout_keeps_its_column():
    with pytest.raises(ParseError) as raised:
        parse_hand("123m456p789s1z+1z [1-2-3m]")
    assert (raised.value.code, raised.value.column) == ("two_marks", 23)
