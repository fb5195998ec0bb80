"""The fast acceptance of :mod:`mjscore.hand.ukeire` against its definition: every kind added
and the shanten counted again by :func:`mjscore.hand.shanten` (the one count), on random
hands of every meld count and on the hands that hold four copies of a kind."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mjscore.hand import acceptance, hand_shanten, parse_tiles, shanten, winning_kinds

from ..support.strategies import hypothesis_settings


def counts(text: str) -> list[int]:
    found = [0] * 34
    for tile in parse_tiles(text):
        found[tile.kind] += 1
    return found


def defined_shanten(found: list[int], melds: int) -> int:
    """The definition: the count of shapes, and a hand tenpai in shape only on kinds it
    holds all four of concealed is 1 shanten (for 14 tiles: after its best discard)."""
    steps = shanten(found, melds)
    if steps != 0:
        return steps
    if sum(found) % 3 == 1:
        return 0 if any(found[k] < 4 for k in winning_kinds(found, melds)) else 1
    for kind in range(34):
        if found[kind]:
            rest = list(found)
            rest[kind] -= 1
            if any(rest[k] < 4 for k in winning_kinds(rest, melds)):
                return 0
    return 1


def defined_acceptance(found: list[int], melds: int) -> tuple[int, tuple[int, ...]]:
    steps = defined_shanten(found, melds)
    accepted = tuple(kind for kind in range(34) if found[kind] < 4 and defined_shanten(
        [count + (other == kind) for other, count in enumerate(found)], melds) < steps)
    return steps, accepted


@st.composite
def hands(draw: st.DrawFn) -> tuple[list[int], int]:
    melds = draw(st.sampled_from([0, 0, 0, 1, 2, 3, 4]))
    wall = draw(st.permutations([kind for kind in range(34) for _ in range(4)]))
    found = [0] * 34
    for kind in wall[:13 - 3 * melds]:
        found[kind] += 1
    return found, melds


@hypothesis_settings(300)
@given(hands())
def test_acceptance_is_every_kind_whose_draw_lowers_the_shanten(hand):
    found, melds = hand
    assert acceptance(found, melds) == defined_acceptance(found, melds)


def test_acceptance_on_seeded_random_hands_with_quads():
    rng = random.Random(27)
    checked = 0
    while checked < 150:
        melds = rng.choice([0, 0, 1])
        found = [0] * 34
        quad = rng.randrange(34)
        found[quad] = 4
        for kind in rng.sample([k for k in range(34) for _ in range(4) if k != quad],
                               9 - 3 * melds):
            found[kind] += 1
        if max(found) > 4:
            continue
        checked += 1
        assert acceptance(found, melds) == defined_acceptance(found, melds), (found, melds)


@pytest.mark.parametrize(
    ("text", "melds", "expected"),
    [
        ("1111z234m567p789s", 0, 1),   # fault A
        ("1111m234p567s789s", 0, 1),
        ("1111234m456p789p", 0, 0),
        ("123m456p789s5z", 1, 0),      # with a pon of 5z beside (rule B): still tenpai
        ("34568m5678p23567s", 0, 1),
        ("123m456p789s2345s", 0, 0),
        ("123m456p789s23455s", 0, -1),
    ],
)
def test_hand_shanten(text, melds, expected):
    found = counts(text)
    assert hand_shanten(found, melds) == expected == defined_shanten(found, melds)


def test_held_copies_cannot_be_drawn_and_the_kinds_in_play_limit_it():
    found = counts("123m456p789s5z")
    assert acceptance(found, 1) == (0, (31,))
    held = list(found)
    held[31] = 4  # the pon of 5z beside: no copy can come
    assert acceptance(found, 1, held=held) == (0, ())
    assert acceptance(counts("3468m5678p23567s"), 0, kinds=range(9, 34))[1] == (
        13, 16, 18, 19, 20, 21)
