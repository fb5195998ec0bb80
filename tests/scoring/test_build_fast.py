"""The end of a scoring call, made fast, gives what the definitions give.

:func:`points.payments` works the usual wins (no liable player) out inline; it must pay what
the points table (:func:`points.payment_table`, RULES.md §3) says, honba included, in seat
order. The public lines (:class:`Payment`, :class:`FuItem`, :class:`YakuHit`) come from
shared tables filled on a miss; each must be the line its maker makes, and the tables stay
bounded. (That a :class:`Score` is the value its ``__init__`` builds: ``test_values``.)
"""

from __future__ import annotations

import pickle

from hypothesis import given, settings
from hypothesis import strategies as st

import mjscore
from mjscore.hand import KAN, PAIR, TRIPLET, Tile, Wind
from mjscore.rules import DEFAULT_RULES, PRESETS, resolve_rules
from mjscore.scoring import Payer, Payment, SetKind, Wait, fu, payment_table, points
from mjscore.scoring import scorer as scoring
from mjscore.scoring.fu import FuItem, FuSource, PairValue
from mjscore.scoring.points import payments
from mjscore.situation import Situation, situation_of

from ..support.casedata import CASE_SETS, hand_text, iter_cases
from ..support.casedata import situation as case_situation

# Payments ---------------------------------------------------------------------------------


def payments_by_the_table(situation: Situation, honba_value: int, basic: int, seats: int = 4
                          ) -> list[tuple[Payer, int]]:
    """Who pays what, read off the points table: a ron by the discarder (or an unknown
    one), a tsumo by the others in seat order (three, or two with three players: tsumo
    loss, the absent North's share dropped); honba on top, split among the payers of a
    tsumo; nothing paid is left out."""
    table = payment_table(basic)
    honba = situation.honba * honba_value
    dealer = situation.seat is Wind.EAST
    if not situation.tsumo:
        payer = (Payer.DISCARDER if situation.discarder is None
                 else Payer.of(situation.discarder))
        paid = [(payer, table["dealer_ron" if dealer else "ron"] + honba)]
    else:
        paid = []
        for wind in list(Wind)[:seats]:
            if wind is situation.seat:
                continue
            if dealer:
                amount = table["dealer_tsumo_each"]
            else:
                amount = table["tsumo_dealer" if wind is Wind.EAST else "tsumo_non_dealer"]
            paid.append((Payer.of(wind), amount + honba // (seats - 1)))
    return [(payer, amount) for payer, amount in paid if amount]


_BASIC = st.sampled_from([0, 1, 160, 240, 320, 480, 960, 1920, 2000, 3000, 4000, 6000,
                          8000, 16000, 48000]) | st.integers(0, 50000)


_SITUATIONS = st.builds(
    Situation, tsumo=st.booleans(), seat=st.sampled_from(list(Wind)),
    discarder=st.none() | st.sampled_from(list(Wind)), honba=st.integers(0, 1000))
"""Wins without a liable player (a tsumo's discarder is never read)."""


@settings(max_examples=1500, deadline=None, derandomize=True)
@given(_SITUATIONS, _BASIC, st.sampled_from(sorted(PRESETS)))
def test_payments_are_what_the_points_table_says(situation: Situation, basic: int,
                                                 preset: str) -> None:
    rules = resolve_rules(preset)
    seats = list(Wind)[:rules.seats]
    if situation.seat not in seats or situation.discarder not in (None, *seats):
        situation = Situation(tsumo=situation.tsumo, honba=situation.honba)
    paid = payments(situation, rules, basic)
    assert type(paid) is tuple and all(type(payment) is Payment for payment in paid)
    assert [(payment.payer, payment.amount) for payment in paid] == payments_by_the_table(
        situation, rules.honba_value, basic, rules.seats)
    assert all(payments(situation, rules, basic)[index] is payment  # shared values
               for index, payment in enumerate(paid))


def test_payments_of_the_real_hands_are_what_the_points_table_says() -> None:
    for name in CASE_SETS:
        for case in iter_cases(name):
            situation = situation_of(case_situation(case))
            if situation.pao is not None:
                continue  # the liable player's share: the conformance tests
            result = mjscore.score(hand_text(case), situation)
            assert [(p.payer, p.amount) for p in result.payments] == payments_by_the_table(
                situation, DEFAULT_RULES.honba_value, result.basic_points)


def test_the_shared_payments_stay_bounded() -> None:
    table = points._PAYMENTS
    for amount in range(5000):
        assert table[Payer.EAST, amount] == Payment(Payer.EAST, amount)
    assert len(table) <= 4096
    assert table[Payer.EAST, 1000] is table[Payer.EAST, 1000]


# Fu lines ---------------------------------------------------------------------------------


def test_the_fu_lines_of_every_reading_are_the_lines_their_maker_makes() -> None:
    rules_list = [resolve_rules(name) for name in sorted(PRESETS)]
    for name in CASE_SETS:
        for number, case in enumerate(iter_cases(name)):
            hand = scoring.parse_hand(hand_text(case))
            situation = situation_of(case_situation(case))
            for rules in rules_list if number % 5 == 0 else rules_list[:1]:
                try:
                    candidates = scoring._candidates(hand, situation, rules)
                except mjscore.MjscoreError:
                    continue
                for candidate in candidates:
                    # (each the shared line of its raw line: tests/scoring/test_fu_tables)
                    assert all(type(line) is FuItem for line in candidate.fu_items)
                    assert all(line is fu._FU_ITEMS[_raw(line)] and line == fu._fu_item(
                        *_raw(line)) for line in candidate.fu_items)


def _raw(line: FuItem) -> fu.RawFu:
    """The raw line that a public fu line is made of (``fu._fu_item`` read backwards)."""
    if line.set_kind is not None:
        code = KAN if line.set_kind is SetKind.KAN else TRIPLET
        return (line.source, line.fu, code, _kind(line.tiles), line.concealed)
    if line.pair is not None:
        return (line.source, line.fu, PAIR, _kind(line.tiles), line.pair)
    return (line.source, line.fu, -1, -1, line.wait)


def _kind(tiles: str) -> int:
    return Tile.parse(tiles[0] + tiles[-1]).kind


def test_fu_sources_pair_values_and_waits_hash_as_they_compare() -> None:
    # Their hash is the identity's (Enum's own hashes the name in Python code): a member is
    # equal to itself only, and a pickled member comes back as the same member.
    for member in [*FuSource, *PairValue, *Wait]:
        again = pickle.loads(pickle.dumps(member))
        assert again is member and hash(again) == hash(member)
        assert {member: 1}[again] == 1
    assert len({*FuSource, *PairValue, *Wait}) == len(FuSource) + len(PairValue) + len(Wait)
    assert all(Wait(wait.value) is wait and {wait.value: wait}[wait.value] is wait
               for wait in Wait)


def test_the_shared_fu_lines_stay_bounded() -> None:
    table = fu._FU_ITEMS
    for amount in range(5000):
        raw = (FuSource.BASE, amount, -1, -1, None)
        assert table[raw] == fu._fu_item(*raw)
    assert len(table) <= 4096


# Yaku lines and the call ------------------------------------------------------------------


def test_the_shared_yaku_lines_stay_bounded() -> None:
    for han in range(2000):
        assert scoring._hit(("dora", han)) == scoring.YakuHit("dora", han)
    assert len(scoring._HITS) <= 1024
    assert scoring._hit(("riichi", 1)) is scoring._hit(("riichi", 1))


def test_score_without_rules_scores_under_the_default_rules() -> None:
    text = "23456m55678p234s+4m"
    assert mjscore.score(text, riichi=True).rules is DEFAULT_RULES
    assert mjscore.score(text, riichi=True) == mjscore.score(text, riichi=True, rules="tenhou")
