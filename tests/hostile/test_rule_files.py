"""Hostile rule files and rule overrides: real rulebooks (the TOML of docs/rules.md, every
preset written out field by field) mutated as bytes, and ``--rule KEY=VALUE`` texts mutated.
Only mjscore's own errors (``RulesError``); rules that load show and score a hand."""

from __future__ import annotations

import os
import tempfile

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mjscore import Rules, score
from mjscore.formatting import rules_data
from mjscore.rules import DEFAULT_RULES, load_rules_file, parse_rule_override, with_overrides

from .support import budget, mutated, mutated_text, own_errors, real_rule_files

pytestmark = pytest.mark.hostile

HAND = "123m456p789s234s1p+1p"
OVERRIDES = ("open_tanyao=false", "red_fives=ps", "kazoe=sanbaiman", "uma=15,5,-5,-15",
             "game_length=hanchan", "players=3", "honba_value=100", "start_points=30000",
             "leftover_sticks=first", "pao=no", "chombo_penalty=20.5")


def _used(rules: Rules) -> None:
    """Rules that loaded are whole: shown, and a hand scores under them (or is refused)."""
    rules_data(rules)
    own_errors(lambda: score(HAND, rules=rules, riichi=True))


@budget(200)
@given(st.data())
def test_a_rules_file_loads_or_gives_an_error_of_mjscore(data: st.DataObject) -> None:
    content = data.draw(mutated(real_rule_files()), label="file")
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "club.toml")
        with open(path, "wb") as stream:
            stream.write(content)
        rules = own_errors(lambda: load_rules_file(path))
    if isinstance(rules, Rules):
        _used(rules)


@budget(200)
@given(st.data())
def test_a_rule_override_applies_or_gives_an_error_of_mjscore(data: st.DataObject) -> None:
    texts = data.draw(st.lists(mutated_text(OVERRIDES), min_size=1, max_size=4),
                      label="overrides")

    def apply() -> Rules:
        return with_overrides(DEFAULT_RULES, dict(parse_rule_override(text) for text in texts))

    rules = own_errors(apply)
    if isinstance(rules, Rules):
        _used(rules)
