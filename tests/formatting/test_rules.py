"""The views of ``mjscore rules``: the presets, one rule set, and the difference of two with
the source of each value."""

from __future__ import annotations

from mjscore.formatting.rules import (
    presets_data,
    presets_text,
    rules_data,
    rules_diff_data,
    rules_diff_text,
    rules_text,
)
from mjscore.rules import CLASSIC, RULE_FIELDS, TENHOU, resolve_rules, with_overrides


def test_one_preset_is_the_default() -> None:
    presets = presets_data()
    assert [preset["name"] for preset in presets if preset["default"]] == ["tenhou"]
    assert all(preset["summary"] for preset in presets)
    lines = presets_text().splitlines()
    assert lines[2].split()[:2] == ["tenhou", "yes"]
    assert len(lines) == 2 + len(presets)


def test_a_rule_set_lists_every_field_and_reads_back() -> None:
    rows = rules_text(CLASSIC).splitlines()
    assert rows[0] == "rules: classic"
    assert [row.split()[0] for row in rows[4:]] == [field.name for field in RULE_FIELDS]
    assert resolve_rules(rules_data(CLASSIC)) == CLASSIC


def test_the_difference_names_each_field_with_both_values_and_their_sources() -> None:
    data = rules_diff_data(TENHOU, CLASSIC)
    assert (data["left"], data["right"]) == ("tenhou", "classic")
    fields = {difference["field"]: difference for difference in data["differences"]}
    assert (fields["open_tanyao"]["left"], fields["open_tanyao"]["right"]) == (True, False)
    assert fields["open_tanyao"]["left_source"]["url"]


def test_a_value_of_no_preset_has_no_source() -> None:
    (difference,) = rules_diff_data(TENHOU, with_overrides(TENHOU, {"pao": False}))[
        "differences"]
    assert difference["field"] == "pao" and difference["right_source"] is None
    text = rules_diff_text(TENHOU, with_overrides(TENHOU, {"pao": False}))
    assert "tenhou+pao=false: set by this rule set (no preset's value)" in text


def test_the_same_rules_say_so() -> None:
    assert rules_diff_text(TENHOU, TENHOU) == "tenhou and tenhou have the same rules"
