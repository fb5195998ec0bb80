"""Every preset's differences from ``tenhou`` change a score or a game (issue 16).

For each preset and each field in which it differs from ``tenhou``, a hand or a small game
is played under ``tenhou`` and under ``tenhou`` with only that field set to the preset's
value: the results differ, for that reason alone, and the preset's result is the one written
here. The games use the ledger (``tests/games.py``); the hands the scorer.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

import mjscore
from mjscore.base import MjscoreError
from mjscore.game import (
    AbortKind,
    Chombo,
    FinalRecord,
    GameEnd,
    GameState,
    Riichi,
    finish,
    result_of_record,
)
from mjscore.rules import (
    PRESETS,
    TENHOU,
    TENHOU3,
    Rules,
    diff_rules,
    format_rule_value,
    with_overrides,
)

from ..support.games import abort, draw, final, hand, play, ron

Outcome = object


def _score(hand_text: str, **situation: object) -> Callable[[Rules], Outcome]:
    situation.setdefault("seat", "S")

    def run(rules: Rules) -> Outcome:
        try:
            result = mjscore.score(hand_text, rules=rules, **situation)
        except MjscoreError as err:
            return err.code
        return (result.value, [(getattr(payment.payer, "value", payment.payer), payment.amount)
                               for payment in result.payments])

    return run


def _deltas(*events: object, label: str | None = None) -> Callable[[Rules], Outcome]:
    def run(rules: Rules) -> Outcome:
        (outcome,) = play(rules, tuple(events), label=label)  # type: ignore[arg-type]
        return (outcome.deltas, [problem.code for problem in outcome.problems])

    return run


def _end(*events: object, label: str, scores: tuple[int, int, int, int]
         ) -> Callable[[Rules], Outcome]:
    def run(rules: Rules) -> Outcome:
        (outcome,) = play(rules, tuple(events), label=label, scores=scores)  # type: ignore[arg-type]
        end = outcome.after.end
        return end.value if end is not None else str(outcome.after.label)

    return run


def _points(scores: tuple[int, int, int, int]) -> Callable[[Rules], Outcome]:
    def run(rules: Rules) -> Outcome:
        result = result_of_record(rules, FinalRecord(scores))
        return (result.placings, result.points)

    return run


def _start(rules: Rules) -> Outcome:
    return GameState.start(rules).scores


def _leftover(rules: Rules) -> Outcome:
    # Seat 2's stick is left with seats 1 and 2 tied for first at 26,500.
    state = final(rules, (Riichi(2), draw(1, 2)), hand(GameEnd()),
                  scores=(25000, 25000, 26000, 24000))
    return finish(state).final_scores


def _chombo_after_the_game(rules: Rules) -> Outcome:
    state = final(rules, (Chombo(2),), hand(GameEnd()))
    result = finish(state)
    return (state.scores, result.points)


_QUIET = (25000, 25000, 25000, 25000)
_LEADING_DEALER = (24000, 24000, 20000, 32000)  # South 4: seat 3 deals

SCENARIOS: dict[str, Callable[[Rules], Outcome]] = {
    "open_tanyao": _score("234m567p8s+8s [4-56s] [234p]"),
    "red_fives": _score("234m067p234s56s88s+7s", riichi=True),
    "double_wind_pair_fu": _score("123m456s78s999p11z+9s", seat="E", round="E", riichi=True),
    "kiriage_mangan": _score("234m567p234s56s88s+7s", riichi=True, dora=["1m"]),
    "kazoe": _score("2233445566788m+7m", riichi=True, tsumo=True),
    "double_yakuman": _score("19m19p19s1234567z+1m"),
    "yakuman_stacking": _score("1112223334455z+4z"),
    "max_yakuman": _score("1112223334455z+4z"),
    "ryuuiisou": _score("223344666888s6z+6z"),
    "renhou": _score("123m456p789s13s55p+2s", renhou=True),
    "pao": _score("11m77z+7z [555z] [666z] [789p]", tsumo=True, pao="W"),
    "pao_honba": _score("11m77z+7z [555z] [666z] [789p]", pao="W", discarder="N", honba=1),
    "pao_scope": _score("11222z77z+7z [555z] [666z]", tsumo=True, pao="W"),
    "kokushi_chankan_closed_kan": _score("119m19p19s123456z+7z", chankan=True,
                                         chankan_closed_kan=True),
    "start_points": _start,
    "return_points": _points((40000, 30000, 20000, 10000)),
    "uma": _points((40000, 30000, 20000, 10000)),
    "final_rounding": _points((22500, 23700, 18100, 35700)),
    "ties": _points((30000, 30000, 20000, 20000)),
    "leftover_sticks": _leftover,
    "bust": _end(ron(2, 3, "1000"), label="E2", scores=(30000, 30000, 39500, 500)),
    "target_points": _end(ron(1, 2, "1000"), label="S4", scores=_QUIET),
    "agari_yame": _end(ron(3, 2, "1000"), label="S4", scores=_LEADING_DEALER),
    "tenpai_yame": _end(draw(3), label="S4", scores=_LEADING_DEALER),
    "extension": _end(ron(1, 2, "1000"), label="S4", scores=_QUIET),
    "multiple_ron": _deltas(ron(1, 0, "1000"), ron(3, 0, "2000")),
    "kyuushu_kyuuhai": _deltas(abort(AbortKind.NINE_TERMINALS)),
    "suufon_renda": _deltas(abort(AbortKind.FOUR_WINDS)),
    "suucha_riichi": _deltas(abort(AbortKind.FOUR_RIICHI)),
    "suukaikan": _deltas(abort(AbortKind.FOUR_KANS)),
    "sanchahou": _deltas(ron(1, 0, "1000"), ron(2, 0, "1000"), ron(3, 0, "1000")),
    "nagashi_mangan": _deltas(draw(nagashi=(1,))),
    "noten_riichi_chombo": _deltas(Riichi(1), draw(2)),
    "chombo_basic_points": _deltas(Chombo(2), label="E1-2"),
    "chombo_penalty": _chombo_after_the_game,
    "honba_to_every_winner": _deltas(ron(1, 0, "1000"), ron(3, 0, "2000"), label="E1-1"),
}
"""For each field a preset may set apart from tenhou, what shows the difference."""

EXPECTED: dict[tuple[str, str], Outcome] = {
    # hands
    ("open_tanyao", "false"): "no_yaku",
    ("red_fives", "none"): "red_five_not_in_rules",
    ("double_wind_pair_fu", "2"): (2000, [("discarder", 2000)]),
    ("kiriage_mangan", "true"): (8000, [("discarder", 8000)]),
    ("kazoe", "sanbaiman"): (24000, [("E", 12000), ("W", 6000), ("N", 6000)]),
    ("double_yakuman", "true"): (64000, [("discarder", 64000)]),
    ("yakuman_stacking", "false"): (32000, [("discarder", 32000)]),
    ("max_yakuman", "1"): (32000, [("discarder", 32000)]),
    ("ryuuiisou", "false"): (8000, [("discarder", 8000)]),
    ("renhou", "mangan_alone"): (8000, [("discarder", 8000)]),
    ("pao", "false"): "pao_not_in_rules",
    ("pao_honba", "discarder"): (32000, [("W", 16000), ("N", 16300)]),
    ("pao_scope", "yakuman"): (64000, [("E", 16000), ("W", 40000), ("N", 8000)]),
    ("kokushi_chankan_closed_kan", "true"): (32000, [("discarder", 32000)]),
    # games
    ("start_points", "30000"): (30000, 30000, 30000, 30000),
    ("return_points", "25000"): ((1, 2, 3, 4), (35.0, 15.0, -15.0, -35.0)),
    ("uma", "0,0,0,0"): ((1, 2, 3, 4), (30.0, 0.0, -10.0, -20.0)),
    ("uma", "15,5,-5,-15"): ((1, 2, 3, 4), (45.0, 5.0, -15.0, -35.0)),
    ("uma", "30,10,-10,-30"): ((1, 2, 3, 4), (60.0, 10.0, -20.0, -50.0)),
    ("final_rounding", "gosha_rokunyuu"): ((3, 2, 4, 1), (-17.0, 4.0, -32.0, 45.0)),
    ("ties", "split"): ((1, 1, 3, 3), (25.0, 25.0, -25.0, -25.0)),
    ("leftover_sticks", "returned"): (23500, 26500, 27500, 22500),
    ("leftover_sticks", "lost"): (23500, 26500, 26500, 22500),
    ("leftover_sticks", "first_split"): (23500, 27000, 27000, 22500),
    ("bust", "false"): "E3",
    ("target_points", "0"): "last_hand",
    ("agari_yame", "false"): "S4-1",
    ("tenpai_yame", "false"): "S4-1",
    ("extension", "false"): "last_hand",
    ("multiple_ron", "head_bump"): ((-1000, 1000, 0, 0), ["head_bump_double_ron"]),
    ("kyuushu_kyuuhai", "false"): ((0, 0, 0, 0), ["abort_not_in_rules"]),
    ("suufon_renda", "false"): ((0, 0, 0, 0), ["abort_not_in_rules"]),
    ("suucha_riichi", "false"): ((0, 0, 0, 0), ["abort_not_in_rules"]),
    ("suukaikan", "false"): ((0, 0, 0, 0), ["abort_not_in_rules"]),
    ("sanchahou", "false"): ((-3000, 1000, 1000, 1000), []),
    ("nagashi_mangan", "false"): ((0, 0, 0, 0), ["nagashi_not_in_rules"]),
    ("noten_riichi_chombo", "true"): ((4000, -8000, 2000, 2000), []),
    ("chombo_basic_points", "0"): ((0, 0, 0, 0), []),
    ("chombo_penalty", "20000"): ((29000, 27000, 17000, 27000),
                                  (39.0, 7.0, -53.0, -13.0)),
    ("honba_to_every_winner", "true"): ((-3600, 1300, 0, 2300), []),
}
"""The result of each scenario with the field at a preset's value (tenhou otherwise)."""

EXPECTED3: dict[tuple[str, str], Outcome] = {
    ("double_yakuman", "true"): (64000, [("discarder", 64000)]),
    ("kokushi_chankan_closed_kan", "true"): (32000, [("discarder", 32000)]),
    # Basic points 16,000, 8,000 of them daisangen's: West pays that part as a ron would
    # (32,000); the rest is a tsumo with tsumo loss (dealer 16,000, West 8,000, no North).
    ("pao_scope", "yakuman"): (48000, [("E", 16000), ("W", 40000)]),
}
"""The result of each scenario with the field at a three-player preset's value (tenhou3
otherwise): the three-player presets differ from ``tenhou3``, whose own differences from
``tenhou`` are the three-player game (tests/rules/test_rules_effects.py)."""


def _base(rules: Rules) -> Rules:
    return TENHOU if rules.players == 4 else TENHOU3


DIFFERENCES = [(preset, difference.field, format_rule_value(difference.right))
               for preset, rules in PRESETS.items()
               for difference in diff_rules(_base(rules), rules)]


def _expected(preset: str) -> dict[tuple[str, str], Outcome]:
    return EXPECTED if PRESETS[preset].players == 4 else EXPECTED3


def test_every_difference_from_tenhou_has_a_scenario_and_an_expected_result() -> None:
    missing = sorted({(field, value) for preset, field, value in DIFFERENCES
                      if (field, value) not in _expected(preset)})
    assert missing == []
    assert {field for field, _ in (*EXPECTED, *EXPECTED3)} <= set(SCENARIOS)


@pytest.mark.parametrize(("preset", "field", "value"), DIFFERENCES,
                         ids=[f"{preset}-{field}" for preset, field, _ in DIFFERENCES])
def test_the_preset_value_alone_changes_the_result(preset: str, field: str, value: str) -> None:
    scenario = SCENARIOS[field]
    base = _base(PRESETS[preset])
    changed = with_overrides(base, {field: value})
    assert scenario(changed) == _expected(preset)[(field, value)]
    assert scenario(changed) != scenario(base)


def test_a_sheet_shows_lost_sticks_and_chombo_penalties() -> None:
    from click.testing import CliRunner

    from mjscore.cli import cli

    sheet = ("players: Aki Ben Chie Dai\nrules: saikouisen\n"
             "E1 riichi Ben; draw tenpai Ben\nE2-1 chombo Dai\nend\n")
    result = CliRunner().invoke(cli, ["game", "-"], input=sheet)
    assert result.exit_code == 0, result.output
    assert "leftover sticks: 1 (lost, left on the table)" in result.output
    assert "chombo penalty Dai: -20.0" in result.output
    record = CliRunner().invoke(cli, ["game", "-", "--json"], input=sheet).output
    final_record = next(line for line in record.splitlines() if '"type": "result"' in line)
    assert '"penalties": [0.0, 0.0, 0.0, 20.0]' in final_record
    assert '"points": [9.0, 32.0, -11.0, -51.0]' in final_record
