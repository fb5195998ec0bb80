"""The fast paths of the per-hand engine steps against their general forms.

Each suit's part (``hand.suit_parts``: its splits, its gates, and its one split with
its waits) is looked up in a table by the suit's counts, and the scorer shares the parts and
the melds of a hand between the readings and the facts (``HandFacts(hand, situation, rules,
parts, melds)``; an open hand's parts come from its concealed ones, ``hand.with_melds``). Here
each is held to what it stands for: the splits worked out again, the gates of each gate's
definition, and the facts built without anything shared.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest
from hypothesis import given

from mjscore.hand import PAIR_SIZE as _PAIR_SIZE
from mjscore.hand import (
    SUIT_GATES,
    SUIT_PARTS,
    Hand,
    honor_gates,
    meld_suits,
    single_waits,
    suit_gates,
    suit_parts,
    suits,
    with_melds,
)
from mjscore.hand import split_waits as _split_waits
from mjscore.hand.gates import fast_suit_gates
from mjscore.hand.suits import _honor_splits, _placed_splits, fast_placed_splits
from mjscore.rules import Rules, resolve_rules
from mjscore.scoring import raw_readings
from mjscore.scoring.decompose import closed_and_kans, meld_sets
from mjscore.scoring.facts import HandFacts
from mjscore.situation import Situation, make_situation

from ..support.casedata import CASE_SETS, parsed_cases
from ..support.strategies import Deal, deals, hypothesis_settings

_FACTS = ("closed", "dealer", "gates", "held", "kans", "may_be_yakuman", "round_kind",
          "rules", "seat_kind", "situation", "tsumo", "melds", "concealed_counts", "win_kind",
          "suits", "has_honors", "all_simple", "all_terminal_or_honor")
"""Every fact of a HandFacts, kept or read when asked."""


def _facts(facts: HandFacts) -> dict[str, Any]:
    return {name: getattr(facts, name) for name in _FACTS}


def _check_parts(counts: tuple[int, ...]) -> None:
    """The parts of 34 counts are what their definitions give, suit by suit."""
    parts = suit_parts(counts)
    for suit, part in enumerate(parts):
        splits, kills, grants, ranks, single = part
        base = 9 * suit
        if suit < 3:
            suit_counts = counts[base:base + 9]
            assert splits == _placed_splits(suit_counts, base)
            assert (kills, grants, ranks) == suit_gates(suit_counts, suit)
        else:
            assert splits == _honor_splits(counts[base:])
            assert (kills, grants, ranks) == (*honor_gates(counts[base:]), 0)
        if len(splits) == 1:
            assert single is not None
            pair, sets = splits[0]
            assert single[:3] == (pair, sets, len(sets) + (_PAIR_SIZE if pair >= 0 else 0))
            waits = [tuple(_split_waits(pair, sets, base + rank))
                     for rank in range(9 if suit < 3 else 7)]
            # The waits kept (of the ranks asked for so far), then each rank's when asked.
            assert all(kept is None or kept == wait for kept, wait in zip(single[3], waits,
                                                                           strict=True))
            assert [single_waits(single, base + rank) for rank in range(len(waits))] == waits
            assert single[3] == waits
        else:
            assert single is None


def _check_gates(counts: tuple[int, ...]) -> None:
    """The gates kept alone of each suit of 34 counts are those of its part."""
    for suit, part in enumerate(suit_parts(counts)):
        assert SUIT_GATES[suit][counts[9 * suit:9 * suit + 9]] == part[1:4]


def test_the_gates_kept_alone_are_those_of_the_parts() -> None:
    # Counts whose part is not kept get their gates worked out alone (and no part made);
    # those whose part is kept, the part's.
    generator = random.Random(31)
    for suit in range(4):
        size = 9 if suit < 3 else 7
        fresh = suits._Gates(suit)
        for _ in range(3000):
            counts = tuple(generator.choice((0, 0, 1, 2, 3, 4)) for _ in range(size))
            kept = counts in SUIT_PARTS[suit]
            gates = fresh[counts]
            assert (counts in SUIT_PARTS[suit]) == kept
            if suit < 3:
                assert gates == suit_gates(counts, suit)
            else:
                assert gates == (*honor_gates(counts), 0)
            whole = (0,) * (9 * suit) + counts + (0,) * (34 - 9 * suit - size)
            assert gates == suit_parts(whole)[suit][1:4]
            assert fresh[counts] is gates


def _check_hand(hand: Hand, built: Situation, rules: Rules) -> None:
    """What the scorer shares gives what each step makes on its own."""
    parts = suit_parts(hand.concealed_counts)
    melds = meld_sets(hand) if hand.melds else ()
    _check_parts(hand.concealed_counts)
    _check_parts(hand.counts)
    assert raw_readings(hand, parts, melds) == raw_readings(hand)
    if hand.melds:
        assert with_melds(parts, hand.counts, melds) == (suit_parts(hand.counts),
                                                         *closed_and_kans(hand))
        held = sum(1 << suit for suit in range(4)
                   if any(meld.tiles[0].kind // 9 == suit for meld in hand.melds))
        assert meld_suits(melds) == (held, *closed_and_kans(hand))
    _check_gates(hand.counts)
    shared = HandFacts(hand, built, rules, parts, melds)
    assert _facts(shared) == _facts(HandFacts(hand, built, rules))
    assert _facts(shared) == _facts(HandFacts(hand, built, rules, parts))


@pytest.mark.parametrize("case_set", CASE_SETS)
def test_what_the_scorer_shares_agrees_on_the_real_hands(case_set: str) -> None:
    rules = resolve_rules(None)
    for hand, built in parsed_cases(case_set):
        _check_hand(hand, built, rules)


@hypothesis_settings(300)
@given(deals())
def test_what_the_scorer_shares_agrees_on_hypothesis_hands(deal: Deal) -> None:
    _check_hand(deal.hand, make_situation(**deal.situation), deal.resolved)


@pytest.mark.parametrize("text", ["1m+1m [7+777z] [6666z] [0-55p] [3-12m]",
                                  "234m678m5p+5p [777z] [1111s]",
                                  "123m456p789s5p+5p (1111z)",
                                  "1199m+1m [2-34m] [5-67m] [7-89m]"])
def test_an_open_hand_s_parts_agree(text: str) -> None:
    _check_hand(Hand.parse(text), Situation(tsumo=True), resolve_rules(None))


def test_the_part_tables_stay_within_their_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    """A full table starts afresh, and the parts are the same."""
    tables = (suits._MAN_PARTS, suits._PIN_PARTS, suits._SOU_PARTS, suits._HONOR_PARTS)
    saved = [dict(table) for table in tables]
    monkeypatch.setattr(suits, "_PARTS_KEPT", 1)
    try:
        for table in tables:
            table.clear()
        for text in ("3456789m234s+3m [6-66z]", "111m2288p678s+2p (9999p)",
                     "234678m45p123s55z+3p", "1z+1z [111m] [222m] [333m] [0-55p]"):
            hand = Hand.parse(text)
            _check_hand(hand, Situation(tsumo=True), resolve_rules(None))
            assert all(len(table) <= 1 for table in tables)
    finally:
        for table, entries in zip(tables, saved, strict=True):
            table.clear()
            table.update(entries)


def _suits_to_check() -> list[tuple[int, ...]]:
    """Every suit of up to seven tiles, then random suits of eight to fourteen: 30,000."""
    rng = random.Random(31)
    every = [counts for counts in itertools.product(range(5), repeat=9) if sum(counts) <= 7]
    while len(every) < 30_000:
        counts = [0] * 9
        for rank in rng.choices(range(9), k=rng.randint(8, 14)):
            counts[rank] = min(counts[rank] + 1, 4)
        every.append(tuple(counts))
    return every


def test_the_fast_suit_gates_are_the_suit_gates() -> None:
    """``fast_suit_gates`` (what a part is given) against ``suit_gates`` (each gate's
    definition)."""
    for counts in _suits_to_check():
        for suit in range(3):
            assert fast_suit_gates(counts, suit) == suit_gates(counts, suit), (counts, suit)


def test_the_fast_splits_are_the_splits() -> None:
    """``fast_placed_splits`` (what a part is given) against ``_placed_splits`` (the
    splits of ``_suit_splits``), in the same order; counts no hand holds as well."""
    for counts in [*_suits_to_check(), (5, 5, 5, 0, 0, 0, 0, 0, 0), (8,) * 9, (0,) * 8 + (16,)]:
        for base in (0, 9, 18):
            assert fast_placed_splits(counts, base) == _placed_splits(counts, base), counts

