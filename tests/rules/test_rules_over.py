"""mjscore.rules.rules_over: the rules a record gives over the command's rules."""

from __future__ import annotations

import pytest

from mjscore.base import RulesError
from mjscore.rules import CLASSIC, EMA, TENHOU, Kazoe, rules_over, with_overrides

VALID_RULES = "valid rules: open_tanyao, red_fives, double_wind_pair_fu,"
PRESET_NAMES = "tenhou, classic, mahjongsoul, mleague, ema, saikouisen"


def test_a_mapping_without_preset_changes_fields_of_the_base() -> None:
    rules = rules_over(CLASSIC, {"open_tanyao": True, "kazoe": "sanbaiman"})
    assert rules == with_overrides(CLASSIC, {"open_tanyao": True, "kazoe": Kazoe.SANBAIMAN})
    assert rules.name == "classic+open_tanyao=true+kazoe=sanbaiman"


def test_overrides_that_change_nothing_give_the_base_itself() -> None:
    assert rules_over(CLASSIC, {}) is CLASSIC
    assert rules_over(CLASSIC, {"open_tanyao": False}) is CLASSIC


def test_a_name_a_preset_mapping_or_a_rules_value_replaces_the_base() -> None:
    club = with_overrides(EMA, {"kiriage_mangan": True})
    assert rules_over(CLASSIC, "Tenhou") is TENHOU
    assert rules_over(CLASSIC, {"preset": "ema"}) is EMA
    assert rules_over(CLASSIC, {"preset": "tenhou", "pao": False}).name == "tenhou+pao=false"
    assert rules_over(CLASSIC, {"preset": "tenhou", "name": "club"}).name == "club"
    assert rules_over(CLASSIC, club) is club


def test_none_is_the_default_rules_not_the_base() -> None:
    assert rules_over(CLASSIC, None) is TENHOU


@pytest.mark.parametrize(
    ("given", "code", "message"),
    [
        ({"open_tanyo": False}, "unknown_rule",
         f"unknown rule 'open_tanyo' (did you mean open_tanyao?); {VALID_RULES}"),
        ({"name": "club"}, "unknown_rule", f"unknown rule 'name'; {VALID_RULES}"),
        ({"open_tanyao": 0}, "invalid_rule_value",
         "invalid value 0 for rule open_tanyao: expected true or false"),
        ({"preset": "classic", "base": "ema"}, "unknown_rule",
         "unknown key 'base'; valid keys: preset, name, open_tanyao,"),
        ({"preset": "tenhu"}, "unknown_preset",
         f"unknown rules preset 'tenhu'; choose from {PRESET_NAMES}"),
        ({"preset": 1}, "unknown_preset", f"invalid preset 1: expected one of {PRESET_NAMES}"),
        ("nope", "unknown_preset", f"unknown rules preset 'nope'; choose from {PRESET_NAMES}"),
        (42, "invalid_rules",
         "rules must be a preset name, a Rules value or a mapping, not int"),
        (["classic"], "invalid_rules",
         "rules must be a preset name, a Rules value or a mapping, not list"),
    ],
    ids=["typo", "name-without-preset", "bad-value", "unknown-key-with-preset",
         "unknown-preset", "preset-not-text", "unknown-name", "number", "list"],
)
def test_errors_are_those_of_the_overrides_or_of_resolve_rules(
        given: object, code: str, message: str) -> None:
    with pytest.raises(RulesError) as info:
        rules_over(CLASSIC, given)
    assert info.value.code == code
    assert info.value.message.startswith(message)
