"""The fu count reads its lines from tables; they must be the lines the rules define.

:func:`mjscore.scoring.fu.count_fu` looks a set's, a pair's and a wait's line up instead of working
it out. Every entry of the tables is held equal to the rule function it is made of
(``_set_line``, ``_pair_line``, ``_wait_line``), and the count itself equal to the count
worked out line by line (below, as the rules read: RULES.md §2) on the real hands and on
Hypothesis hands, under every preset.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given

import mjscore
from mjscore.hand import (
    CHUN,
    DRAGON_KINDS,
    FIRST_HONOR,
    KAN,
    KANCHAN,
    PAIR,
    PENCHAN,
    SEQ,
    SHANPON,
    TANKI,
    TERMINAL_OR_HONOR_KINDS,
    THIRTEEN,
    TILE_KINDS,
    TRIPLET,
    Hand,
)
from mjscore.rules import PRESETS, Rules, resolve_rules
from mjscore.scoring import Wait, fu
from mjscore.scoring import scorer as scoring
from mjscore.scoring.decompose import SEVEN_PAIRS
from mjscore.scoring.facts import HandFacts, Win
from mjscore.scoring.fu import FuItem, FuSource, PairValue, RawFu
from mjscore.situation import Situation, make_situation, situation_of

from ..support.casedata import CASE_SETS, hand_text, iter_cases, situation
from ..support.strategies import Deal, deals, hypothesis_settings

_WINDS = range(FIRST_HONOR, FIRST_HONOR + 4)


def test_every_set_line_is_the_rule_s() -> None:
    for code in (TRIPLET, KAN):
        for is_open in (False, True):
            for kind in range(len(TILE_KINDS)):
                line = fu._SET_LINES[code][is_open][kind]
                assert line == fu._set_line(code, kind, not is_open)
                worth = (2 * (1 if is_open else 2) * (2 if kind in TERMINAL_OR_HONOR_KINDS else 1)
                         * (4 if code == KAN else 1))
                assert line == (FuSource.SET, worth, code, kind, not is_open)
    assert fu._SET_LINES[SEQ] == ()


def test_every_wait_line_is_the_rule_s() -> None:
    worth = {KANCHAN: Wait.KANCHAN, PENCHAN: Wait.PENCHAN, TANKI: Wait.TANKI,
             THIRTEEN: Wait.TANKI}
    assert len(fu._WAIT_LINES) == THIRTEEN + 1
    for wait, line in enumerate(fu._WAIT_LINES):
        assert line == fu._wait_line(wait)
        assert line == (None if wait not in worth else (FuSource.WAIT, 2, -1, -1, worth[wait]))


def test_every_pair_line_is_the_rule_s() -> None:
    for double in (2, 4):
        for seat in _WINDS:
            for round_ in _WINDS:
                for pair in range(FIRST_HONOR, len(TILE_KINDS)):
                    line = fu._PAIR_LINES[pair, seat, round_, double]
                    assert line == fu._pair_line(pair, seat, round_, double)
                    if pair in DRAGON_KINDS:
                        expected: RawFu | None = (FuSource.PAIR, 2, PAIR, pair,
                                                  PairValue.DRAGON)
                    elif pair == seat == round_:
                        expected = (FuSource.PAIR, double, PAIR, pair, PairValue.DOUBLE_WIND)
                    elif pair == seat:
                        expected = (FuSource.PAIR, 2, PAIR, pair, PairValue.SEAT_WIND)
                    elif pair == round_:
                        expected = (FuSource.PAIR, 2, PAIR, pair, PairValue.ROUND_WIND)
                    else:
                        expected = None
                    assert line == expected
    # numbered pairs, which count_fu does not look up, are worth nothing
    assert all(fu._pair_line(pair, FIRST_HONOR, FIRST_HONOR, 4) is None
               for pair in range(FIRST_HONOR))


def test_the_pair_lines_stay_bounded() -> None:
    table = fu._PAIR_LINES
    for double in range(5000):
        assert table[CHUN, FIRST_HONOR, FIRST_HONOR, double] == fu._pair_line(
            CHUN, FIRST_HONOR, FIRST_HONOR, double)
    assert len(table) <= 4096


def counted_line_by_line(win: Win, pinfu: bool) -> tuple[list[RawFu], int]:
    """The fu of a reading worked out from the rules, line by line."""
    facts = win.facts
    if win.shape == SEVEN_PAIRS:
        return [(FuSource.CHIITOITSU, facts.rules.chiitoitsu_fu, -1, -1, None)], \
            facts.rules.chiitoitsu_fu
    lines: list[RawFu] = [(FuSource.BASE, 20, -1, -1, None)]
    if facts.tsumo and not pinfu:
        lines.append((FuSource.TSUMO, 2, -1, -1, None))
    if not facts.tsumo and facts.closed:
        lines.append((FuSource.CLOSED_RON, 10, -1, -1, None))
    if win.pair >= 0:
        pair = fu._pair_line(win.pair, facts.seat_kind, facts.round_kind,
                             facts.rules.double_wind_pair_fu)
        if pair is not None:
            lines.append(pair)
    for index, (code, kind, is_open, _) in enumerate(win.sets):
        if code in (TRIPLET, KAN):
            ron_completed = win.wait == SHANPON and not facts.tsumo and index == win.win_set
            concealed = not is_open and not ron_completed
            fu_ = 2 * (2 if concealed else 1) * (2 if kind in TERMINAL_OR_HONOR_KINDS else 1)
            lines.append((FuSource.SET, fu_ * 4 if code == KAN else fu_, code, kind,
                          concealed))
    if win.wait in (KANCHAN, PENCHAN, TANKI, THIRTEEN):
        lines.append((FuSource.WAIT, 2, -1, -1,
                      {KANCHAN: Wait.KANCHAN, PENCHAN: Wait.PENCHAN}.get(win.wait, Wait.TANKI)))
    total = sum(line[1] for line in lines)
    if total == 20 and not facts.closed and not facts.tsumo:
        lines.append((FuSource.OPEN_NO_FU, 10, -1, -1, None))
        total = 30
    return lines, (total + 9) // 10 * 10


def _check(hand: Hand, built: Situation, rules: Rules) -> int:
    """count_fu against the count line by line on every reading of the hand with a yaku
    (pinfu as the scorer decides it): the readings checked."""
    try:
        candidates = scoring._candidates(hand, built, rules)
    except mjscore.MjscoreError:
        return 0
    facts = HandFacts(hand, built, rules)
    for candidate in candidates:
        win = Win(facts, candidate.win_raw)
        for pinfu in (False, True):
            lines, total = fu.count_fu(win, pinfu)
            assert (list(lines), total) == _public(*counted_line_by_line(win, pinfu))
        assert (list(candidate.fu_items), candidate.fu) == _public(*counted_line_by_line(
            win, any(ident == "pinfu" for ident, _ in candidate.yaku)))
    return len(candidates)


def _public(lines: list[RawFu], total: int) -> tuple[list[FuItem], int]:
    """Raw lines as the public lines their maker makes of them (count_fu gives those)."""
    return [fu._fu_item(*line) for line in lines], total


def test_every_public_line_of_the_tables_is_its_raw_line_s() -> None:
    for raw, item in ((fu._BASE, fu._BASE_ITEM), (fu._TSUMO, fu._TSUMO_ITEM),
                      (fu._CLOSED_RON, fu._CLOSED_RON_ITEM),
                      (fu._OPEN_NO_FU, fu._OPEN_NO_FU_ITEM)):
        assert item == fu._fu_item(*raw)
    assert len(fu._WAIT_ITEMS) == len(fu._WAIT_LINES)
    for line, item in zip(fu._WAIT_LINES, fu._WAIT_ITEMS, strict=True):
        assert item == (None if line is None else fu._fu_item(*line))
    for code in (TRIPLET, KAN):
        for is_open in (False, True):
            for kind in range(len(TILE_KINDS)):
                item = fu._set_item(code, is_open, kind)
                assert item == fu._fu_item(*fu._SET_LINES[code][is_open][kind])
                assert fu._SET_ITEMS[code][is_open][kind] is item  # kept once made
    assert fu._SET_ITEMS[SEQ] == ()
    for double in (2, 4):
        for seat in _WINDS:
            for round_ in _WINDS:
                for pair in range(FIRST_HONOR, len(TILE_KINDS)):
                    line = fu._pair_line(pair, seat, round_, double)
                    assert fu._PAIR_ITEMS[pair, seat, round_, double] == (
                        None if line is None else fu._fu_item(*line))


def test_the_fu_of_the_real_hands_is_counted_line_by_line() -> None:
    rules_list = [resolve_rules(name) for name in sorted(PRESETS)]
    checked = 0
    for name in CASE_SETS:
        for number, case in enumerate(iter_cases(name)):
            hand = Hand.parse(hand_text(case))
            built = situation_of(situation(case))
            for rules in rules_list if number % 7 == 0 else rules_list[:1]:
                checked += _check(hand, built, rules)
    assert checked > 1000


@hypothesis_settings(300)
@given(deals())
def test_the_fu_of_hypothesis_hands_is_counted_line_by_line(deal: Deal) -> None:
    _check(deal.hand, make_situation(**deal.situation), deal.resolved)


def test_the_fu_of_a_few_hands_is_counted_line_by_line() -> None:
    cases: list[tuple[str, dict[str, Any]]] = [
        ("123m456p789s234s1z+1z", {"seat": "E", "round": "E", "riichi": True}),  # double wind
        ("123m456p789s234s1z+1z", {"seat": "S", "round": "E", "riichi": True}),
        ("123m456p789s234s2z+2z", {"seat": "S", "round": "E", "riichi": True}),
        ("1122334455667z+7z", {"tsumo": True}),  # seven pairs of honors
        ("19m19p19s1234567z+1z", {}),  # thirteen orphans, an honor pair
        ("11m456p789s234s55z+1m", {"riichi": True}),  # a triplet completed by ron
        ("11m456p123s55z+5z [7777s]", {"tsumo": True}),
        ("234m456p55s23m+4m [6-78s]", {}),  # open, no fu beyond the base
    ]
    for text, keys in cases:
        checked = sum(_check(Hand.parse(text), make_situation(**keys), resolve_rules(name))
                      for name in sorted(PRESETS))
        assert checked > 0, text
