"""Hypothesis properties of the notation: random valid hands round-trip through the canonical
text, and random text never makes the parser raise anything but mjscore's own errors."""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mjscore import (
    Hand,
    Meld,
    MeldKind,
    MjscoreError,
    ParseError,
    Source,
    Suit,
    Tile,
    format_hand,
    format_tiles,
    parse_hand,
    parse_tile,
    parse_tiles,
)
from mjscore.hand import TILE_KINDS, notation
from mjscore.hand.writer import format_meld

SETTINGS = settings(max_examples=200, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow])
"""Derandomized: every run draws the same examples, so a failure is reproducible."""


class _Wall:
    """What is left to draw from: at most four copies of a kind, one red five per suit."""

    def __init__(self) -> None:
        self.used: Counter[int] = Counter()
        self.red_used: set[Suit] = set()

    def free(self, kind: int) -> int:
        return 4 - self.used[kind]

    def take(self, draw: st.DrawFn, kind: int, count: int) -> list[Tile]:
        """``count`` tiles of ``kind``; one of them may be the suit's red five."""
        plain = Tile.from_kind(kind)
        self.used[kind] += count
        tiles = [plain] * count
        if plain.rank == 5 and plain.suit is not Suit.HONOR and plain.suit not in self.red_used \
                and draw(st.booleans()):
            self.red_used.add(plain.suit)
            tiles[0] = Tile(plain.suit, 5, red=True)
        return tiles


@st.composite
def melds(draw: st.DrawFn, wall: _Wall) -> Meld:
    """A random meld of any kind, with a random mark where the kind allows one."""
    kind = draw(st.sampled_from(MeldKind))
    if kind is MeldKind.CHI:
        starts = [t.kind for t in TILE_KINDS
                  if t.suit is not Suit.HONOR and t.rank <= 7
                  and all(wall.free(t.kind + step) for step in range(3))]
        start = draw(st.sampled_from(starts))
        tiles = [tile for step in range(3) for tile in wall.take(draw, start + step, 1)]
    else:
        size = 4 if kind.is_kan else 3
        kinds = [t.kind for t in TILE_KINDS if wall.free(t.kind) >= size]
        tiles = wall.take(draw, draw(st.sampled_from(kinds)), size)
    called = source = None
    if kind is not MeldKind.CLOSED_KAN and draw(st.booleans()):
        called = draw(st.sampled_from(tiles))
        sources = [Source.PREVIOUS] if kind is MeldKind.CHI else list(Source)
        source = draw(st.sampled_from(sources))
    order = draw(st.permutations(tiles))  # the model sorts; the order given must not matter
    return Meld(kind, tuple(order), called, source)


@st.composite
def hands(draw: st.DrawFn) -> Hand:
    """A random hand that satisfies every rule of the model (not necessarily a winning shape)."""
    wall = _Wall()
    declared = [draw(melds(wall)) for _ in range(draw(st.integers(0, 4)))]
    concealed: list[Tile] = []
    for _ in range(14 - 3 * len(declared)):
        kind = draw(st.sampled_from([k for k in range(34) if wall.free(k)]))
        concealed.extend(wall.take(draw, kind, 1))
    win = concealed.pop(draw(st.integers(0, len(concealed) - 1)))
    return Hand(tuple(draw(st.permutations(concealed))), win, tuple(declared))


def _aka(hand: Hand) -> list[tuple[int, bool]]:
    return sorted((tile.kind, tile.red) for tile in hand.tiles())


@SETTINGS
@given(hands())
def test_format_then_parse_round_trips(hand):
    text = format_hand(hand)
    again = parse_hand(text)
    assert again == hand
    assert _aka(again) == _aka(hand)
    assert format_hand(again) == text


@SETTINGS
@given(hands(), st.sampled_from([" ", ",", ", ", "\t"]))
def test_implicit_winning_tile_and_other_separators_read_the_same(hand, separator):
    # Without "+", the last tile written in the concealed part is the winning tile.
    implicit = format_tiles(hand.concealed) + str(hand.win_tile)
    text = separator.join([implicit, *(format_meld(meld) for meld in hand.melds)])
    assert parse_hand(text) == hand


NOTATION_ALPHABET = "0123456789mpsz+-=[](){}, "
JUNK_ALPHABET = NOTATION_ALPHABET + "x5M\t\n!0z9"


def _only_our_errors(parse, text: str) -> None:
    try:
        parse(text)
    except ParseError as error:
        assert 1 <= error.column <= len(text) + 1
        assert "\n" not in str(error)
    except MjscoreError as error:
        assert error.code  # every error carries its stable code
        assert "\n" not in str(error)


@SETTINGS
@given(st.text(alphabet=NOTATION_ALPHABET, max_size=40))
def test_parse_hand_raises_only_our_errors_on_notation_characters(text):
    _only_our_errors(parse_hand, text)


@SETTINGS
@given(st.text(alphabet=JUNK_ALPHABET, max_size=40) | st.text(max_size=30))
def test_parsers_raise_only_our_errors_on_any_text(text):
    _only_our_errors(parse_hand, text)
    _only_our_errors(parse_tiles, text)
    _only_our_errors(parse_tile, text)


@st.composite
def mutated_hand_texts(draw: st.DrawFn) -> str:
    """The canonical text of a valid hand with one character deleted, inserted or replaced:
    text that is nearly right, which is where a parser's edge cases live."""
    text = format_hand(draw(hands()))
    position = draw(st.integers(0, len(text)))
    char = draw(st.sampled_from(NOTATION_ALPHABET))
    edit = draw(st.sampled_from(["delete", "insert", "replace"]))
    if edit == "insert":
        return text[:position] + char + text[position:]
    if edit == "delete":
        return text[:position] + text[position + 1:]
    return text[:position] + char + text[position + 1:]


@SETTINGS
@given(mutated_hand_texts())
def test_nearly_valid_hands_parse_and_round_trip_or_raise_our_errors(text):
    try:
        hand = parse_hand(text)
    except MjscoreError as error:
        assert "\n" not in str(error)
    else:
        assert parse_hand(format_hand(hand)) == hand


def _strict(text: str) -> Hand | MjscoreError:
    """What the strict scanner alone makes of ``text``: the hand, or the error it raises."""
    try:
        return notation._Scanner(text).run()
    except MjscoreError as error:
        return error


def _same_reading(text: str) -> None:
    """The one-pass reading of the canonical layout gives the scanner's hand, and never a
    hand where the scanner raises (then parse_hand raises the scanner's error)."""
    fast = notation._read_canonical(text)
    strict = _strict(text)
    if isinstance(strict, MjscoreError):
        assert fast is None
        try:
            parse_hand(text)
        except MjscoreError as error:
            assert (type(error), error.code, str(error)) == (type(strict), strict.code,
                                                             str(strict))
    else:
        assert fast is None or (fast == strict and fast.counts == strict.counts
                                and fast.concealed_counts == strict.concealed_counts
                                and fast.reds == strict.reds and str(fast) == str(strict))
        assert parse_hand(text) == strict


@SETTINGS
@given(hands())
def test_the_canonical_reading_agrees_with_the_scanner(hand):
    _same_reading(format_hand(hand))
    assert notation._read_canonical(format_hand(hand)) == hand


@SETTINGS
@given(mutated_hand_texts())
def test_the_canonical_reading_agrees_with_the_scanner_on_nearly_valid_text(text):
    _same_reading(text)
