"""Tests for mjscore.rules: presets, validation, overrides, rules files and the docs."""

from __future__ import annotations

import dataclasses
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjscore.base import RulesError
from mjscore.rules import (
    CLASSIC,
    DEFAULT_RULES,
    PRESETS,
    RULE_FIELDS,
    TENHOU,
    FinalRounding,
    GameLength,
    Kazoe,
    LeftoverSticks,
    MultipleRon,
    PaoHonba,
    PaoScope,
    Renhou,
    Rules,
    Ties,
    TileSet,
    diff_rules,
    find_rules,
    format_rule_value,
    load_rules_file,
    parse_rule_override,
    parse_rule_value,
    resolve_rules,
    rule_field,
    rules_to_dict,
    with_overrides,
)

DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules.md"


# Presets ---------------------------------------------------------------------------------

# RULES.md §1, with the Tenhou kokushi finding of docs/rules.md.
EXPECTED = {
    "open_tanyao": (True, False),
    "red_fives": ("mps", "mps"),
    "double_wind_pair_fu": (4, 2),
    "kiriage_mangan": (False, False),
    "kazoe": (Kazoe.YAKUMAN, Kazoe.YAKUMAN),
    "double_yakuman": (False, False),
    "yakuman_stacking": (True, False),
    "max_yakuman": (0, 1),
    "ryuuiisou": (True, False),
    "renhou": (Renhou.NONE, Renhou.NONE),
    "shousangen_han": (2, 2),
    "ippatsu": (True, True),
    "ura_dora": (True, True),
    "kan_dora": (True, True),
    "honba_value": (300, 300),
    "riichi_deposit": (1000, 1000),
    "pao": (True, False),
    "pao_honba": (PaoHonba.LIABLE, PaoHonba.LIABLE),
    "pao_scope": (PaoScope.HAND, PaoScope.HAND),
    "kokushi_chankan_closed_kan": (False, True),
    "chiitoitsu_fu": (25, 25),
    "pinfu_tsumo": (True, True),
    "furiten_no_yaku_wait": (True, True),
    "closed_kan_ends_ippatsu": (True, True),
    "players": (4, 4),
    "tiles": (TileSet.FULL, TileSet.FULL),
    "chi": (True, True),
    "kita": (False, False),
    "kita_ura": (False, False),
    "tsumo_loss": (True, True),
    # RULES.md §4.
    "game_length": (GameLength.HANCHAN, GameLength.HANCHAN),
    "start_points": (25000, 25000),
    "return_points": (30000, 25000),
    "uma": ((20, 10, -10, -20), (0, 0, 0, 0)),
    "final_rounding": (FinalRounding.EXACT, FinalRounding.GOSHA_ROKUNYUU),
    "ties": (Ties.SEAT, Ties.SEAT),
    "leftover_sticks": (LeftoverSticks.FIRST, LeftoverSticks.RETURNED),
    "bust": (True, True),
    "target_points": (30000, 0),
    "agari_yame": (True, False),
    "tenpai_yame": (True, False),
    "extension": (True, False),
    "multiple_ron": (MultipleRon.ALL, MultipleRon.HEAD_BUMP),
    "kyuushu_kyuuhai": (True, True),
    "suufon_renda": (True, True),
    "suucha_riichi": (True, False),
    "suukaikan": (True, True),
    "sanchahou": (True, False),
    "nagashi_mangan": (True, False),
    "noten_payment": (3000, 3000),
    "noten_riichi_chombo": (False, True),
    "chombo_basic_points": (2000, 2000),
    "chombo_penalty": (0, 0),
    "honba_to_every_winner": (False, False),
}


def test_expected_table_covers_every_rule_field():
    assert list(EXPECTED) == [field.name for field in RULE_FIELDS]


@pytest.mark.parametrize(("field", "values"), EXPECTED.items(), ids=list(EXPECTED))
def test_preset_values_follow_rules_md(field, values):
    assert (getattr(TENHOU, field), getattr(CLASSIC, field)) == values


def test_presets_are_listed_by_name_and_tenhou_is_the_default():
    assert list(PRESETS) == ["tenhou", "classic", "mahjongsoul", "mleague", "ema", "saikouisen",
                             "tenhou3", "mahjongsoul3"]
    assert PRESETS["tenhou"] is TENHOU
    assert PRESETS["classic"] is CLASSIC
    assert DEFAULT_RULES is TENHOU
    assert Rules("tenhou") == TENHOU


@pytest.mark.parametrize(
    ("name", "expected"),
    [("tenhou", TENHOU), ("Tenhou", TENHOU), ("CLASSIC", CLASSIC), (" classic ", CLASSIC)],
    ids=["lower", "title", "upper", "spaces"],
)
def test_find_rules_ignores_case(name, expected):
    assert find_rules(name) is expected


@pytest.mark.parametrize("name", ["tenhu", "", "wrc"], ids=["typo", "empty", "not-shipped"])
def test_unknown_preset_lists_the_presets(name):
    with pytest.raises(RulesError) as info:
        find_rules(name)
    assert info.value.code == "unknown_preset"
    assert repr(name) in str(info.value)
    assert "tenhou, classic, mahjongsoul, mleague, ema, saikouisen" in str(info.value)
    assert info.value.usage


PRESET_DIFFERENCES = {
    "open_tanyao": (True, False),
    "double_wind_pair_fu": (4, 2),
    "yakuman_stacking": (True, False),
    "max_yakuman": (0, 1),
    "ryuuiisou": (True, False),
    "pao": (True, False),
    "kokushi_chankan_closed_kan": (False, True),
    "return_points": (30000, 25000),
    "uma": ((20, 10, -10, -20), (0, 0, 0, 0)),
    "final_rounding": (FinalRounding.EXACT, FinalRounding.GOSHA_ROKUNYUU),
    "leftover_sticks": (LeftoverSticks.FIRST, LeftoverSticks.RETURNED),
    "target_points": (30000, 0),
    "agari_yame": (True, False),
    "tenpai_yame": (True, False),
    "extension": (True, False),
    "multiple_ron": (MultipleRon.ALL, MultipleRon.HEAD_BUMP),
    "suucha_riichi": (True, False),
    "sanchahou": (True, False),
    "nagashi_mangan": (True, False),
    "noten_riichi_chombo": (False, True),
}
"""Every field where tenhou (left) and classic (right) differ: the bold rows of RULES.md §1
and §4."""


def test_diff_of_the_presets_is_the_bold_rows_of_rules_md():
    differences = diff_rules(TENHOU, CLASSIC)
    assert {d.field: (d.left, d.right) for d in differences} == PRESET_DIFFERENCES
    assert diff_rules(CLASSIC, CLASSIC) == ()


# Validation when a Rules value is built --------------------------------------------------


@pytest.mark.parametrize(
    ("field", "value", "allowed"),
    [
        ("double_wind_pair_fu", 3, "2 or 4"),
        ("red_fives", "z", "suit letters m, p, s"),
        ("red_fives", "mm", "each at most once"),
        ("red_fives", "MPS", "suit letters"),
        ("honba_value", 100, "multiple of 300"),
        ("honba_value", -300, "multiple of 300 from 0 up"),
        ("riichi_deposit", -1000, "multiple of 100 from 0 up"),
        ("riichi_deposit", 150, "multiple of 100"),
        ("max_yakuman", -1, "from 0 up"),
        ("shousangen_han", -2, "from 0 up"),
        ("chiitoitsu_fu", 30, "25 or 50"),
        ("open_tanyao", 1, "true or false"),
        ("kazoe", "yakuman", "yakuman, sanbaiman or none"),
        ("renhou", Kazoe.YAKUMAN, "none, mangan, mangan_alone or yakuman"),
        ("max_yakuman", True, "whole number"),
        ("honba_value", 300.0, "multiple of 300"),
        ("uma", (20, 10, -10), "four whole numbers"),
        ("uma", (10, 20, -10, -20), "highest first"),
        ("uma", (20, 10, -10, -10), "summing to zero"),
        ("noten_payment", 1000, "multiple of 300"),
        ("game_length", "tonpuu", "tonpuu or hanchan"),
    ],
    ids=["wind-fu-3", "red-z", "red-twice", "red-upper", "honba-100", "honba-negative",
         "deposit-negative", "deposit-150", "max-negative", "shousangen-negative",
         "chiitoitsu-30", "bool-as-int", "enum-as-text", "wrong-enum", "int-as-bool",
         "float", "uma-three", "uma-order", "uma-sum", "noten-1000", "length-as-text"],
)
def test_bad_field_values_are_refused_naming_field_and_allowed_values(field, value, allowed):
    with pytest.raises(RulesError) as info:
        Rules("club", **{field: value})
    assert info.value.code == "invalid_rule_value"
    assert f"rule {field}" in str(info.value)
    assert allowed in str(info.value)


@pytest.mark.parametrize("name", ["", "   "], ids=["empty", "blank"])
def test_a_rule_set_needs_a_name(name):
    with pytest.raises(RulesError) as info:
        Rules(name)
    assert info.value.code == "invalid_rule_value"


@pytest.mark.parametrize(
    ("field", "value"),
    [("honba_value", 0), ("honba_value", 1500), ("riichi_deposit", 0), ("chiitoitsu_fu", 50),
     ("max_yakuman", 6), ("shousangen_han", 4), ("red_fives", ""), ("kazoe", Kazoe.NONE)],
    ids=["honba-0", "honba-1500", "deposit-0", "chiitoitsu-50", "max-6", "shousangen-4",
         "no-red", "kazoe-none"],
)
def test_good_field_values_are_kept(field, value):
    assert getattr(Rules("club", **{field: value}), field) == value


def test_red_fives_are_kept_in_suit_order():
    assert Rules("club", red_fives="sm").red_fives == "ms"
    assert Rules("club", red_fives="sm") == Rules("club", red_fives="ms")


def test_rules_are_immutable():
    with pytest.raises(dataclasses.FrozenInstanceError):
        TENHOU.open_tanyao = False  # type: ignore[misc]


def test_rule_fields_are_every_dataclass_field_but_name():
    names = [field.name for field in dataclasses.fields(Rules)]
    assert names[0] == "name"
    assert [field.name for field in RULE_FIELDS] == names[1:]
    assert all(field.summary.endswith(".") for field in RULE_FIELDS)


# Reading values from text ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [("true", True), ("YES", True), ("on", True), ("1", True), (" false ", False),
     ("No", False), ("off", False), ("0", False)],
    ids=["true", "yes", "on", "1", "false", "no", "off", "0"],
)
def test_booleans_read_from_text(text, expected):
    assert parse_rule_value("open_tanyao", text) is expected


@pytest.mark.parametrize(
    ("field", "text", "expected"),
    [
        ("kazoe", "Sanbaiman", Kazoe.SANBAIMAN),
        ("renhou", "mangan", Renhou.MANGAN),
        ("double_wind_pair_fu", "2", 2),
        ("honba_value", "1500", 1500),
        ("red_fives", "none", ""),
        ("red_fives", "PS", "ps"),
        ("red_fives", "", ""),
        ("uma", "30, 10, -10, -30", (30, 10, -10, -30)),
        ("uma", "15/5/-5/-15", (15, 5, -5, -15)),
        ("game_length", "Tonpuu", GameLength.TONPUU),
    ],
    ids=["enum-case", "renhou", "int", "honba", "red-none", "red-upper", "red-empty",
         "uma-commas", "uma-slashes", "length"],
)
def test_values_read_from_text(field, text, expected):
    assert parse_rule_value(field, text) == expected


@pytest.mark.parametrize(
    ("field", "text", "expected_in_message"),
    [
        ("open_tanyao", "maybe", "true or false (also yes/no, on/off, 1/0)"),
        ("kazoe", "double", "yakuman, sanbaiman or none"),
        ("double_wind_pair_fu", "3", "2 or 4"),
        ("double_wind_pair_fu", "four", "2 or 4"),
        ("honba_value", "1_500", "multiple of 300"),
        ("honba_value", "250", "multiple of 300 from 0 up (200 with three players)"),
        ("red_fives", "mpz", "suit letters"),
        ("uma", "20,-20", "four whole numbers"),
        ("uma", "big", "four whole numbers"),
    ],
    ids=["bool", "enum", "int-choice", "int-word", "underscore", "honba-250", "red-z",
         "uma-three", "uma-word"],
)
def test_bad_text_values_name_the_field_and_the_allowed_values(field, text, expected_in_message):
    with pytest.raises(RulesError) as info:
        parse_rule_value(field, text)
    assert info.value.code == "invalid_rule_value"
    assert repr(text) in str(info.value)
    assert f"rule {field}" in str(info.value)
    assert expected_in_message in str(info.value)


def test_unknown_field_suggests_the_closest_and_lists_all():
    with pytest.raises(RulesError) as info:
        parse_rule_value("open_tanyo", "false")
    message = str(info.value)
    assert info.value.code == "unknown_rule"
    assert "'open_tanyo'" in message
    assert "did you mean open_tanyao?" in message
    assert all(field.name in message for field in RULE_FIELDS)


@pytest.mark.parametrize("name", ["name", "Open_Tanyao", "base"], ids=["name", "case", "base"])
def test_only_rule_fields_are_rules(name):
    with pytest.raises(RulesError) as info:
        rule_field(name)
    assert info.value.code == "unknown_rule"


def test_override_text_is_split_at_the_first_equals():
    assert parse_rule_override("kazoe=sanbaiman") == ("kazoe", Kazoe.SANBAIMAN)
    assert parse_rule_override(" open_tanyao = no") == ("open_tanyao", False)


@pytest.mark.parametrize("text", ["open_tanyao", "=true", ""], ids=["no-equals", "no-key", "empty"])
def test_override_without_key_and_value_is_malformed(text):
    with pytest.raises(RulesError) as info:
        parse_rule_override(text)
    assert info.value.code == "malformed_rule"
    assert "KEY=VALUE" in str(info.value)


# Overrides -------------------------------------------------------------------------------


def test_overrides_take_typed_and_text_values():
    rules = with_overrides(TENHOU, {"open_tanyao": False, "kazoe": "sanbaiman",
                                    "honba_value": "1500", "renhou": Renhou.YAKUMAN})
    assert (rules.open_tanyao, rules.kazoe, rules.honba_value, rules.renhou) == (
        False, Kazoe.SANBAIMAN, 1500, Renhou.YAKUMAN)
    assert rules.double_wind_pair_fu == 4  # untouched
    assert TENHOU.open_tanyao is True  # the preset is not changed


def test_derived_rules_are_named_after_preset_and_changed_fields_in_field_order():
    rules = with_overrides(TENHOU, {"kiriage_mangan": "on", "open_tanyao": "no"})
    assert rules.name == "tenhou+open_tanyao=false+kiriage_mangan=true"
    assert with_overrides(CLASSIC, {"red_fives": "none"}).name == "classic+red_fives=none"


def test_overrides_that_change_nothing_return_the_preset():
    assert with_overrides(TENHOU, {}) is TENHOU
    assert with_overrides(TENHOU, {"open_tanyao": "true"}) is TENHOU


def test_overriding_a_derived_rule_set_renames_it_from_its_preset():
    derived = with_overrides(TENHOU, {"open_tanyao": False})
    again = with_overrides(derived, {"kiriage_mangan": True})
    assert again.name == "tenhou+open_tanyao=false+kiriage_mangan=true"
    back = with_overrides(derived, {"open_tanyao": True})
    assert back == TENHOU


def test_overrides_on_a_named_rule_set_extend_its_name():
    club = dataclasses.replace(TENHOU, name="club", kiriage_mangan=True)
    assert with_overrides(club, {"pao": False}).name == "club+pao=false"


@pytest.mark.parametrize(
    ("overrides", "code"),
    [({"open_tanyo": False}, "unknown_rule"), ({"name": "x"}, "unknown_rule"),
     ({"open_tanyao": 0}, "invalid_rule_value"), ({"kazoe": 13}, "invalid_rule_value"),
     ({"red_fives": ["m"]}, "invalid_rule_value")],
    ids=["typo", "name", "int-for-bool", "int-for-enum", "list"],
)
def test_bad_overrides_are_errors_not_defaults(overrides, code):
    with pytest.raises(RulesError) as info:
        with_overrides(TENHOU, overrides)
    assert info.value.code == code


# resolve_rules: the batch format and the library -----------------------------------------


def test_resolve_rules_takes_none_a_name_or_a_rules_value():
    club = with_overrides(CLASSIC, {"open_tanyao": True})
    assert resolve_rules() is TENHOU
    assert resolve_rules("Classic") is CLASSIC
    assert resolve_rules(club) is club


def test_resolve_rules_takes_a_mapping_with_preset_and_overrides():
    rules = resolve_rules({"preset": "classic", "open_tanyao": True, "kazoe": "sanbaiman"})
    assert rules.name == "classic+open_tanyao=true+kazoe=sanbaiman"
    assert (rules.open_tanyao, rules.kazoe, rules.pao) == (True, Kazoe.SANBAIMAN, False)


def test_resolve_rules_preset_defaults_to_tenhou_and_name_names_the_result():
    rules = resolve_rules({"name": "club", "kiriage_mangan": True})
    assert rules == dataclasses.replace(TENHOU, name="club", kiriage_mangan=True)
    assert resolve_rules({"preset": "classic"}) is CLASSIC


def test_resolve_rules_unknown_key_lists_preset_and_name_too():
    with pytest.raises(RulesError) as info:
        resolve_rules({"base": "classic"})
    assert info.value.code == "unknown_rule"
    assert "valid keys: preset, name, open_tanyao" in str(info.value)


@pytest.mark.parametrize(
    ("spec", "code"),
    [({"preset": "tenhu"}, "unknown_preset"), ({"preset": 1}, "unknown_preset"),
     ({"double_wind_pair_fu": 3}, "invalid_rule_value"), (42, "invalid_rules"),
     ({"name": "classic", "pao": True}, "invalid_rule_value"),
     ({"name": ""}, "invalid_rule_value")],
    ids=["unknown-preset", "preset-not-text", "bad-value", "not-a-spec",
         "preset-name-taken", "empty-name"],
)
def test_resolve_rules_errors(spec, code):
    with pytest.raises(RulesError) as info:
        resolve_rules(spec)
    assert info.value.code == code


def test_a_mapping_naming_a_preset_with_its_values_is_that_preset():
    assert resolve_rules({"name": "classic", **rules_to_dict(CLASSIC)}) is CLASSIC


def test_rules_to_dict_is_plain_json_with_name_first():
    data = rules_to_dict(TENHOU)
    assert next(iter(data)) == "name"
    assert data["kazoe"] == "yakuman"
    assert data["renhou"] == "none"
    assert all(type(value) in (bool, int, str, list) for value in data.values())
    assert data["uma"] == [20, 10, -10, -20]


_VALUES = {
    "bool": st.booleans(),
    "suits": st.sets(st.sampled_from("mps")).map(lambda s: "".join(sorted(s, key="mps".index))),
    "uma": st.sampled_from([(20, 10, -10, -20), (30, 10, -10, -30), (15, 5, -5, -15),
                            (0, 0, 0, 0)]),
}


def _field_values(field):
    if field.kind in _VALUES:
        return _VALUES[field.kind]
    if field.enum_type is not None:
        return st.sampled_from(list(field.enum_type))
    if field.choices:
        return st.sampled_from(field.choices)
    step = field.step * 6 if field.shared else field.step  # (shared by two or by three)
    return st.integers(min_value=0, max_value=20).map(lambda n: n * step)


_OVERRIDES = st.fixed_dictionaries(
    {}, optional={field.name: _field_values(field) for field in RULE_FIELDS
                  if field.name not in ("players", "kita")})  # (these need three players)


@settings(max_examples=60, derandomize=True)
@given(preset=st.sampled_from(list(PRESETS.values())), overrides=_OVERRIDES)
def test_overrides_round_trip_through_text_and_json(preset, overrides):
    rules = with_overrides(preset, overrides)
    as_text = {key: format_rule_value(value) for key, value in overrides.items()}
    assert with_overrides(preset, as_text) == rules
    assert resolve_rules(rules_to_dict(rules)) == rules
    for key, value in overrides.items():
        assert getattr(rules, key) == value
    differing = {d.field for d in diff_rules(preset, rules)}
    assert all(f"+{field}=" in rules.name for field in differing)
    assert (rules == preset) == (not differing)


# Rules files -----------------------------------------------------------------------------


def write(tmp_path: Path, text: str, name: str = "club.toml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_rules_file_overrides_its_base_and_is_named_after_the_file(tmp_path):
    path = write(tmp_path, 'base = "classic"\nopen_tanyao = true\nkazoe = "sanbaiman"\n')
    rules = load_rules_file(path)
    assert rules == dataclasses.replace(CLASSIC, name="club", open_tanyao=True,
                                        kazoe=Kazoe.SANBAIMAN)


def test_rules_file_may_name_itself(tmp_path):
    path = write(tmp_path, 'base = "Tenhou"\nname = "Friday night"\npao = false\n')
    assert load_rules_file(str(path)).name == "Friday night"


def test_the_example_rules_file_of_the_docs_loads(tmp_path):
    block = re.search(r"```toml\n(.*?)```", DOCS.read_text(encoding="utf-8"), re.S)
    assert block is not None
    rules = load_rules_file(write(tmp_path, block.group(1)))
    assert rules == dataclasses.replace(TENHOU, name="club", kiriage_mangan=True, red_fives="")


def test_rules_file_equal_to_a_preset_named_after_it_is_that_preset(tmp_path):
    assert load_rules_file(write(tmp_path, 'base = "classic"\n', "classic.toml")) is CLASSIC


@pytest.mark.parametrize(
    ("text", "code", "in_message"),
    [
        ('base = "tenhou"\nopen_tanyo = false\n', "unknown_rule",
         "did you mean open_tanyao?"),
        ('base = "tenhou"\n[rules]\nopen_tanyao = false\n', "unknown_rule",
         "valid keys: base, name, open_tanyao"),
        ('base = "tenhou"\ndouble_wind_pair_fu = 3\n', "invalid_rule_value", "2 or 4"),
        ('base = "tenhou"\nopen_tanyao = 0\n', "invalid_rule_value", "true or false"),
        ('base = "tenhu"\n', "unknown_preset", "choose from tenhou, classic"),
        ("open_tanyao = false\n", "invalid_rules_file", 'base = "tenhou"'),
        ("base = tenhou\n", "invalid_rules_file", "not a valid TOML file"),
        ('base = "tenhou"\nname = 3\n', "invalid_rules_file", "non-empty string"),
        ('base = "tenhou"\nname = "classic"\n', "invalid_rules_file", "belongs to a preset"),
    ],
    ids=["unknown-key", "table", "bad-value", "int-for-bool", "unknown-base", "no-base",
         "bad-toml", "bad-name", "preset-name"],
)
def test_bad_rules_files_name_the_file_and_the_problem(tmp_path, text, code, in_message):
    path = write(tmp_path, text)
    with pytest.raises(RulesError) as info:
        load_rules_file(path)
    assert info.value.code == code
    assert str(info.value).startswith(f"{path}: ")
    assert in_message in str(info.value)


def test_missing_rules_file(tmp_path):
    with pytest.raises(RulesError) as info:
        load_rules_file(tmp_path / "nowhere.toml")
    assert info.value.code == "invalid_rules_file"
    assert "cannot read" in str(info.value)


# The documentation -----------------------------------------------------------------------


def _documented_fields() -> list[str]:
    return re.findall(r"^### `(\w+)`$", DOCS.read_text(encoding="utf-8"), re.M)


def test_docs_document_every_rules_field_and_nothing_else():
    documented = _documented_fields()
    fields = [field.name for field in dataclasses.fields(Rules)]
    assert sorted(set(fields) - set(documented)) == []
    assert sorted(set(documented) - set(fields)) == []
    assert documented == fields  # in declaration order, once each


def _table(heading: str) -> dict[str, list[str]]:
    text = DOCS.read_text(encoding="utf-8").split(f"## {heading}\n", 1)[1]
    rows = re.findall(r"^\| `(\w+)` \|(.*)\|$", text.split("\n## ", 1)[0], re.M)
    return {name: [cell.strip() for cell in cells.split("|")] for name, cells in rows}


def test_docs_comparison_table_shows_the_preset_values():
    table = _table("The presets compared")
    assert list(table) == [field.name for field in RULE_FIELDS]
    for name, cells in table.items():
        values = [format_rule_value(getattr(rules, name)) for rules in PRESETS.values()]
        shown = [cell.strip("*").split(" ")[0] for cell in cells]
        assert shown == values, name
        assert [cell.startswith("**") for cell in cells] == [
            getattr(rules, name) != getattr(TENHOU, name) for rules in PRESETS.values()], name


def test_docs_give_a_source_for_every_field():
    table = _table("Where each value comes from")
    assert list(table) == [field.name for field in RULE_FIELDS]
    for name, cells in table.items():
        assert len(cells) == len(PRESETS), name
        assert all(cell.split(": ", 1)[1].strip() for cell in cells), name


def test_importing_the_rules_loads_neither_click_nor_tabulate_nor_toml():
    code = ("import sys, mjscore.rules; "
            "print(sorted(m for m in ('click', 'tabulate', 'tomllib') if m in sys.modules))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True, cwd=DOCS.parent.parent)
    assert result.stdout.strip() == "[]"


def test_uma_round_trips_through_text_json_and_rules_files(tmp_path):
    rules = with_overrides(TENHOU, {"uma": "30,10,-10,-30"})
    assert rules.name == "tenhou+uma=30,10,-10,-30"
    assert rules_to_dict(rules)["uma"] == [30, 10, -10, -30]
    assert resolve_rules({"preset": "tenhou", "uma": [30, 10, -10, -30]}) == rules
    path = tmp_path / "league.toml"
    path.write_text('base = "tenhou"\numa = [30, 10, -10, -30]\n', encoding="utf-8")
    assert load_rules_file(path).uma == (30, 10, -10, -30)


def test_oka_is_what_the_four_give_up_below_the_return_points():
    assert TENHOU.oka == 20000
    assert CLASSIC.oka == 0
