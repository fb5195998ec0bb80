"""Tests for the `mjscore rules` commands and the --rules/--rule/--rules-file options."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from mjscore.cli import cli
from mjscore.cli.options import rules_options
from mjscore.rules import CLASSIC, PRESETS, RULE_FIELDS, TENHOU, Kazoe, Rules, rules_to_dict

from ..rules.test_ruleset import PRESET_DIFFERENCES


def run(*args: str, exit_code: int = 0):
    result = CliRunner().invoke(cli, list(args), catch_exceptions=False)
    assert result.exit_code == exit_code, result.output
    return result


def run_json(*args: str):
    return json.loads(run(*args, "--json").output)


@pytest.fixture
def club(tmp_path: Path) -> Path:
    path = tmp_path / "club.toml"
    path.write_text('base = "tenhou"\nkiriage_mangan = true\nred_fives = "none"\n', "utf-8")
    return path


# mjscore rules ---------------------------------------------------------------------------


def test_rules_lists_the_presets_as_json():
    presets = json.loads(run("rules", "--json").output)
    assert [p["name"] for p in presets] == list(PRESETS)
    assert [p["default"] for p in presets] == [True] + [False] * (len(PRESETS) - 1)
    assert all(p["summary"] for p in presets)


def test_rules_lists_the_presets_as_a_table():
    lines = run("rules").output.splitlines()
    assert lines[0].split() == ["preset", "default", "summary"]
    assert [line.split()[0] for line in lines[2:]] == list(PRESETS)


# mjscore rules show ----------------------------------------------------------------------


@pytest.mark.parametrize(("name", "rules"), [("tenhou", TENHOU), ("CLASSIC", CLASSIC)],
                         ids=["tenhou", "classic-upper"])
def test_show_json_has_every_field_with_its_value(name, rules):
    assert run_json("rules", "show", name) == rules_to_dict(rules)


def test_show_table_has_every_field_value_and_description():
    lines = run("rules", "show", "classic").output.splitlines()
    assert lines[0] == "rules: classic"
    rows = {line.split()[0]: line.split(maxsplit=2)[1:] for line in lines[4:]}
    assert list(rows) == [field.name for field in RULE_FIELDS]
    assert rows["open_tanyao"][0] == "false"
    assert rows["kazoe"][0] == "yakuman"
    assert rows["double_wind_pair_fu"][0] == "2"
    assert all(len(cells) == 2 and cells[1] for cells in rows.values())


def test_show_applies_rule_overrides():
    data = run_json("rules", "show", "classic", "--rule", "open_tanyao=yes",
                    "--rule", "kazoe=Sanbaiman")
    assert data["name"] == "classic+open_tanyao=true+kazoe=sanbaiman"
    assert (data["open_tanyao"], data["kazoe"]) == (True, "sanbaiman")


def test_show_reads_a_rules_file(club):
    data = run_json("rules", "show", str(club))
    assert data == rules_to_dict(dataclasses.replace(TENHOU, name="club", kiriage_mangan=True,
                                                     red_fives=""))


@pytest.mark.parametrize(
    ("args", "in_message"),
    [
        (["rules", "show", "tenhu"], "unknown rules preset 'tenhu'; choose from tenhou, classic"),
        (["rules", "show", "tenhou", "--rule", "open_tanyo=false"], "did you mean open_tanyao?"),
        (["rules", "show", "tenhou", "--rule", "open_tanyao"], "expected KEY=VALUE"),
        (["rules", "show", "tenhou", "--rule", "double_wind_pair_fu=3"], "expected 2 or 4"),
        (["rules", "show", "missing.toml"], "cannot read the rules file"),
        (["rules", "diff", "tenhou", "clasic"], "unknown rules preset 'clasic'"),
    ],
    ids=["unknown-preset", "unknown-rule", "malformed", "bad-value", "missing-file",
         "diff-unknown"],
)
def test_bad_names_and_rules_are_usage_errors(args, in_message):
    result = run(*args, exit_code=2)
    assert in_message in result.output
    assert "Traceback" not in result.output


# mjscore rules diff ----------------------------------------------------------------------


def test_diff_json_lists_only_the_differing_fields():
    data = run_json("rules", "diff", "tenhou", "classic")
    assert (data["left"], data["right"]) == ("tenhou", "classic")
    differences = {d["field"]: (d["left"], d["right"]) for d in data["differences"]}
    assert differences == {field: tuple(_plain(value) for value in values)
                           for field, values in PRESET_DIFFERENCES.items()}
    pao = next(d for d in data["differences"] if d["field"] == "pao")
    assert pao["left_source"]["url"] == "https://riichi.wiki/Tenhou.net_rules"
    assert pao["right_source"] == {"stated": False,
                                   "reason": "the rulebook is silent; no liability "
                                             "(RULES.md §1)."}


def test_diff_gives_each_preset_value_its_source_and_a_files_own_value_none(club):
    lines = run("rules", "diff", "tenhou", "mahjongsoul").output.splitlines()
    assert "sources:" in lines
    assert any(line.startswith("    mahjongsoul: the logs show: sc: 43600") for line in lines)
    data = run_json("rules", "diff", "tenhou", str(club))
    assert [d["right_source"] for d in data["differences"]] == [None, None]
    assert all(d["left_source"] for d in data["differences"])
    assert "club: set by this rule set" in run("rules", "diff", "tenhou", str(club)).output


def test_diff_table_has_one_column_per_rule_set():
    lines = run("rules", "diff", "classic", "tenhou").output.splitlines()
    assert lines[0].split() == ["field", "classic", "tenhou"]
    assert lines[2].split() == ["open_tanyao", "false", "true"]
    table = lines[:lines.index("")]
    assert len(table) == 2 + len(PRESET_DIFFERENCES)
    sources = lines[lines.index("sources:") + 1:]
    assert len(sources) == 3 * len(PRESET_DIFFERENCES)
    assert sources[:3] == [
        "  open_tanyao",
        "    classic: \u201c第１２条 24: 断一九 marked ＊ (worth 0 han open, RULES.md §1)\u201d "
        "(seeds/000_2afa90f8674d316d.txt)",
        "    tenhou: \u201c喰い断なし/あり選択\u201d (https://tenhou.net/man/#RULE)"]


def test_diff_of_equal_rules_is_empty(club):
    assert run_json("rules", "diff", "tenhou", "Tenhou")["differences"] == []
    assert "have the same rules" in run("rules", "diff", "classic", "classic").output
    data = run_json("rules", "diff", "tenhou", str(club))
    assert data["right"] == "club"
    assert [d["field"] for d in data["differences"]] == ["red_fives", "kiriage_mangan"]
    assert data["differences"][0]["right"] == ""


# The rules_options decorator -------------------------------------------------------------


@click.command()
@click.option("--label", default="x")
@rules_options
def show_rules(label: str, rules: Rules) -> None:
    """Print the resolved rules as JSON (a stand-in for a scoring command)."""
    click.echo(json.dumps({"label": label, **rules_to_dict(rules)}))


def resolved(*args: str, exit_code: int = 0):
    result = CliRunner().invoke(show_rules, list(args), catch_exceptions=False)
    assert result.exit_code == exit_code, result.output
    return json.loads(result.output) if exit_code == 0 else result.output


def test_rules_options_default_to_tenhou_and_keep_other_options():
    data = resolved("--label", "y")
    assert data.pop("label") == "y"
    assert data == rules_to_dict(TENHOU)


def test_rules_options_pick_a_preset_then_apply_rules_in_order():
    data = resolved("--rules", "Classic", "--rule", "pao=true", "--rule", "kazoe=none",
                    "--rule", "pao=false")
    assert data["name"] == "classic+kazoe=none"
    assert (data["pao"], data["kazoe"]) == (False, Kazoe.NONE.value)


def test_rules_options_read_a_file_then_apply_rules(club):
    data = resolved("--rules-file", str(club), "--rule", "open_tanyao=false")
    assert data["name"] == "club+open_tanyao=false"
    assert (data["kiriage_mangan"], data["red_fives"], data["open_tanyao"]) == (True, "", False)


def test_a_rules_file_with_any_suffix_is_read_as_a_file(tmp_path):
    path = tmp_path / "friday.rules"
    path.write_text('base = "classic"\n', "utf-8")
    assert resolved("--rules-file", str(path)) == {"label": "x", **rules_to_dict(
        dataclasses.replace(CLASSIC, name="friday"))}


@pytest.mark.parametrize(
    ("args", "in_message"),
    [
        (["--rules", "tenhu"], "Invalid value for '--rules': unknown rules preset 'tenhu'"),
        (["--rule", "kiriage=true"], "Invalid value for '--rule': unknown rule 'kiriage'"),
        (["--rule", "open_tanyao=maybe"], "expected true or false"),
        (["--rules", "tenhou", "--rules-file", "FILE"], "exclude each other"),
        (["--rules-file", "nowhere.toml"], "does not exist"),
        (["--rules-file", "BAD"], "Invalid value for '--rules-file'"),
    ],
    ids=["unknown-preset", "unknown-rule", "bad-value", "both", "missing-file", "bad-file"],
)
def test_rules_options_errors_are_usage_errors(club, args, in_message):
    bad = club.with_name("bad.toml")
    bad.write_text('base = "tenhou"\nopen_tanyao = "maybe"\n', "utf-8")
    args = [str(club) if a == "FILE" else str(bad) if a == "BAD" else a for a in args]
    assert in_message in resolved(*args, exit_code=2)


# Help and start-up -----------------------------------------------------------------------


@pytest.mark.parametrize("args", [["rules"], ["rules", "show"], ["rules", "diff"]],
                         ids=["rules", "show", "diff"])
def test_every_rules_command_has_help_with_an_example(args):
    output = run(*args, "--help").output
    assert "Example:\n      mjscore rules" in output
    assert "--json" in output


def test_importing_the_cli_loads_neither_tabulate_nor_formatting():
    code = ("import sys, mjscore.cli; "
            "print(sorted(m for m in ('tabulate', 'mjscore.formatting', 'tomllib') "
            "if m in sys.modules))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True, cwd=Path(__file__).resolve().parents[2])
    assert result.stdout.strip() == "[]"


def _plain(value: object) -> object:
    """A rule value as JSON gives it: enums by value, uma as a list."""
    if isinstance(value, tuple):
        return list(value)
    return getattr(value, "value", value)
