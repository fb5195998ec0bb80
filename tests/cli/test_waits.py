"""Tests for `mjscore waits`: every option, text and JSON, 13 and 14 tiles, furiten, errors."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from mjscore.cli import cli
from mjscore.situation import BEFORE_WIN_KEYS
from mjscore.waiting import SITUATION_KEYS, WIN_ONLY_KEYS, analyse

ROOT = Path(__file__).resolve().parents[2]
PINFU = "23m456p567s678s55p"  # ryanmen on 1m (pinfu) and 4m (pinfu, tanyao)
OPEN = "234m456p55s23s [6-78p]"  # 1s has no yaku, 4s is tanyao
DRAWN = "123m456p789s2345s+9m"  # 14 tiles: discard 9m, 2s or 5s


def run(*args: str, exit_code: int = 0) -> Result:
    result = CliRunner().invoke(cli, ["waits", *args], catch_exceptions=False)
    assert result.exit_code == exit_code, result.output
    assert "Traceback" not in result.output
    return result


def run_json(*args: str, exit_code: int = 0) -> Any:
    return json.loads(run(*args, "--json", exit_code=exit_code).stdout)


def header(output: str) -> dict[str, str]:
    """The ``label: text`` lines of the first section."""
    lines = output.split("\n\n", maxsplit=1)[0].splitlines()
    return dict(re.split(r":[ 　]+", line, maxsplit=1) for line in lines)


def rows(table: str) -> list[list[str]]:
    """The cells of an aligned table (after its heading line, if any), cut at the rule."""
    lines = table.splitlines()
    rule_at = next(i for i, line in enumerate(lines) if set(line) <= {"-", " "})
    rule = lines[rule_at]
    spans = [(m.start(), m.end()) for m in re.finditer(r"-+", rule)]
    found = []
    for line in lines[rule_at + 1:]:
        cells = [line[start:spans[i + 1][0]] if i + 1 < len(spans) else line[start:]
                 for i, (start, _) in enumerate(spans)]
        found.append([cell.strip() for cell in cells])
    return found


def waits_by_tile(data: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {wait["tile"]: wait for wait in data["waits"]}


# The text output ----------------------------------------------------------------------------


def test_text_has_the_header_the_furiten_line_and_a_row_per_wait():
    output = run(PINFU, "--seat", "S", "--dora", "4m").output
    _head, table = output.rstrip("\n").split("\n\n")
    assert header(output) == {
        "hand": "23m45556p566778s", "rules": "tenhou",
        "situation": "seat S, round E, dora 4m",
        "waits": "tenpai, 2 waits, 7 tiles left", "furiten": "no"}
    assert table.splitlines()[0].split() == ["tile", "shape", "left", "ron", "tsumo", "yaku"]
    assert rows(table) == [
        ["1m", "ryanmen", "4", "1 han 30 fu — 1,000", "2 han 20 fu — 400 / 700", "pinfu"],
        ["4m", "ryanmen", "3", "2 han 30 fu — 2,000", "3 han 20 fu — 700 / 1,300",
         "pinfu, tanyao"]]


def test_a_wait_without_yaku_says_so_and_shows_the_tsumo_yaku():
    table = run(DRAWN.replace("+9m", "")).output.split("\n\n")[1]
    assert rows(table) == [
        ["2s", "tanki", "3", "no yaku", "1 han 30 fu — 500 all",
         "tsumo: tsumo"],
        ["5s", "tanki", "2", "no yaku", "1 han 30 fu — 500 all",
         "tsumo: tsumo"],
        ["0s", "tanki", "1", "no yaku", "2 han 30 fu — 1,000 all",
         "tsumo: tsumo, aka dora 1"]]
    assert rows(run(OPEN, "--seat", "S").output.split("\n\n")[1])[0][3:] == [
        "no yaku", "no yaku", ""]


def test_several_shapes_and_yakuman_and_dora_counts():
    table = run("2234m456p567s678s", "--dora", "1m,1m", "--seat", "W").output.split("\n\n")[1]
    assert rows(table)[0][:3] == ["2m", "ryanmen, tanki", "2"]
    assert rows(table)[0][5] == "pinfu, tanyao, dora 6"  # three 2m, twice dora
    kokushi = run("19m19p19s1234567z").output.split("\n\n")
    assert header(kokushi[0])["waits"] == "tenpai, 13 waits, 39 tiles left"
    assert rows(kokushi[1])[0][1:4] == ["thirteen-sided", "3", "yakuman — 48,000"]


def test_a_hand_not_tenpai_gives_its_shanten_and_no_table():
    output = run("123m456p789s1234z").output
    assert header(output)["waits"] == "not tenpai, 2 shanten"
    assert "furiten" not in header(output)
    assert "\n\n" not in output.rstrip("\n")
    assert header(run("1111m234p567s789s").output)["waits"] == (
        "not tenpai, 1 shanten (1m: all four in the hand)")


def test_karaten_is_still_a_wait():
    output = run("123m456p789s23p55z", "--seen", "1111p").output
    assert header(output)["waits"] == "tenpai, 3 waits, 7 tiles left"
    assert [row[:3] for row in rows(output.split("\n\n")[1])] == [
        ["1p", "ryanmen", "0 (karaten)"], ["4p", "ryanmen", "3"], ["7p", "ryanmen", "4"]]


def test_honba_and_sticks_are_left_out_of_the_values_and_said_so():
    plain = run(PINFU, "--seat", "S").output
    output = run(PINFU, "--seat", "S", "--honba", "2", "--sticks", "1").output
    assert output.split("\n\n")[1] == plain.rstrip("\n").split("\n\n")[1]
    assert output.rstrip("\n").endswith("(values without honba and deposits)")
    assert header(output)["situation"] == "seat S, round E, 2 honba, 1 riichi deposit"
    data = run_json(PINFU, "--seat", "S", "--honba", "2", "--sticks", "1")
    assert (data["waits"][0]["ron"]["value"], data["waits"][0]["ron"]["total"]) == (1000, 2600)


# Furiten --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "line", "record"),
    [
        ([], "no", None),
        (["--discards", "9s,1m"], "1m in own discards (no ron; tsumo allowed)",
         {"reason": "discard", "tiles": ["1m"]}),
        (["--discards", "9s", "--discards", "4m", "--discards", "1m"],
         "1m 4m in own discards (no ron; tsumo allowed)",
         {"reason": "discard", "tiles": ["1m", "4m"]}),
        (["--passed", "4m"], "passed 4m since own last discard (no ron; tsumo allowed)",
         {"reason": "passed", "tiles": ["4m"]}),
        (["--riichi", "--passed", "4m"], "passed 4m after riichi (no ron; tsumo allowed)",
         {"reason": "passed_after_riichi", "tiles": ["4m"]}),
        (["--riichi", "--riichi-passed"], "a win passed after riichi (no ron; tsumo allowed)",
         {"reason": "passed_after_riichi", "tiles": []}),
        (["--riichi", "--passed-after-riichi"],
         "a win passed after riichi (no ron; tsumo allowed)",
         {"reason": "passed_after_riichi", "tiles": []}),
        (["--riichi", "--discards", "1m", "--passed", "4m"],
         "1m in own discards; passed 4m after riichi (no ron; tsumo allowed)",
         {"reason": "discard", "tiles": ["1m"]}),
        (["--passed", "9m"], "no", None),
    ],
    ids=["none", "discard", "discards-repeated", "passed", "passed-in-riichi",
         "riichi-passed", "alias", "two-reasons", "passed-no-wait"],
)
def test_furiten_line_and_record(args, line, record):
    assert header(run(PINFU, *args).output)["furiten"] == line
    assert run_json(PINFU, *args)["furiten"] == record


def test_a_no_yaku_wait_discarded_is_furiten_unless_the_rule_says_otherwise():
    assert run_json(OPEN, "--discards", "1s")["furiten"]["reason"] == "discard"
    assert run_json(OPEN, "--discards", "1s", "--rule",
                    "furiten_no_yaku_wait=false")["furiten"] is None


def test_tiles_given_lower_the_copies_left():
    def left(*args: str) -> dict[str, int]:
        return {tile: wait["left"] for tile, wait in waits_by_tile(run_json(PINFU, *args)).items()}

    assert left() == {"1m": 4, "4m": 4}
    assert left("--dora", "4m", "--discards", "1m", "--passed", "1m", "--seen", "4m,4m") == {
        "1m": 2, "4m": 1}


# Each situation option -------------------------------------------------------------------


def ron(*args: str, tile: str = "4m") -> dict[str, Any]:
    record: dict[str, Any] = waits_by_tile(run_json(PINFU, *args))[tile]["ron"]
    return record


def yaku_ids(record: dict[str, Any]) -> list[str]:
    return [hit["id"] for hit in record["yaku"]]


@pytest.mark.parametrize(
    ("args", "yaku", "value"),
    [
        ([], ["pinfu", "tanyao"], 2000),
        (["--riichi"], ["riichi", "pinfu", "tanyao"], 3900),
        (["--double-riichi"], ["double_riichi", "pinfu", "tanyao"], 7700),
        (["--seat", "E"], ["pinfu", "tanyao"], 2900),
        (["--dora", "3m"], ["pinfu", "tanyao", "dora"], 3900),
        (["--riichi", "--ura", "3m", "--dora", "1z"], ["riichi", "pinfu", "tanyao", "ura_dora"],
         7700),
    ],
    ids=["plain", "riichi", "double-riichi", "dealer", "dora", "ura"],
)
def test_situation_options_change_the_values(args, yaku, value):
    record = ron("--seat", "S", *args) if "--seat" not in args else ron(*args)
    assert yaku_ids(record) == yaku
    assert record["value"] == value


def test_round_wind_counts_a_triplet_of_it():
    data = run_json("123m456p789s11z22p", "--round", "S", "--seat", "W")
    ids = {wait["tile"]: yaku_ids(wait["ron"]) if "yaku" in wait["ron"] else []
           for wait in data["waits"]}
    assert ids == {"1z": [], "2p": []}
    data = run_json("123m456p789s22z33p", "--round", "S", "--seat", "W")
    assert yaku_ids(waits_by_tile(data)["2z"]["ron"]) == ["round_wind"]


def test_only_the_situation_before_a_win_has_options():
    help_text = run("--help").output
    for key in BEFORE_WIN_KEYS:
        assert f"--{key.replace('_', '-')} " in help_text, key
    for key in WIN_ONLY_KEYS:
        if key == "discarder":
            # --from is --call's discarder (left, across, right), not the seat that dealt in.
            result = run(PINFU, "--from", "S", exit_code=2)
            assert "'S' is not one of 'left', 'across', 'right'" in result.stderr
            continue
        option = f"--{key.replace('_', '-')}"
        assert f"{option} " not in help_text, key
        result = run(PINFU, option, *(["S"] if key == "pao" else []), exit_code=2)
        assert "No such option" in result.stderr
    assert SITUATION_KEYS == BEFORE_WIN_KEYS


def test_rules_options(tmp_path):
    assert ron("--seat", "S", "--rules", "classic")["value"] == 2000
    open_hand = waits_by_tile(run_json(OPEN, "--seat", "S", "--rule", "open_tanyao=false"))
    assert open_hand["4s"]["ron"]["error"]["code"] == "no_yaku"
    path = tmp_path / "club.toml"
    path.write_text('base = "tenhou"\nopen_tanyao = false\n', encoding="utf-8")
    assert header(run(OPEN, "--rules-file", str(path)).output)["rules"] == "club"
    assert waits_by_tile(run_json(OPEN, "--rules-file", str(path)))["4s"]["ron"]["error"][
        "code"] == "no_yaku"


# --compare-riichi -------------------------------------------------------------------------------


def test_compare_riichi_adds_the_riichi_values():
    output = run(PINFU, "--seat", "S", "--compare-riichi").output
    table = output.split("\n\n")[1]
    assert table.splitlines()[0].split() == ["tile", "shape", "left", "ron", "tsumo", "riichi",
                                             "ron", "riichi", "tsumo", "yaku"]
    assert [row[5:7] for row in rows(table)] == [
        ["2 han 30 fu — 2,000", "3 han 20 fu — 700 / 1,300"],
        ["3 han 30 fu — 3,900", "4 han 20 fu — 1,300 / 2,600"]]
    data = run_json(PINFU, "--seat", "S", "--compare-riichi")
    assert [(w["ron"]["value"], w["riichi_ron"]["value"]) for w in data["waits"]] == [
        (1000, 2000), (2000, 3900)]
    assert "riichi_ron" not in run_json(PINFU)["waits"][0]


@pytest.mark.parametrize("args", [[OPEN], [PINFU, "--riichi"]], ids=["open", "in-riichi"])
def test_compare_riichi_is_empty_where_riichi_is_not_possible(args):
    data = run_json(*args, "--compare-riichi")
    assert all(w["riichi_ron"] is None and w["riichi_tsumo"] is None for w in data["waits"])
    assert all(row[5:7] == ["—", "—"]
               for row in rows(run(*args, "--compare-riichi").output.split("\n\n")[1]))


# JSON --------------------------------------------------------------------------------------------


def test_json_is_the_library_record():
    data = run_json(PINFU, "--seat", "S", "--discards", "1m")
    assert data == analyse(PINFU, seat="S", discards="1m").as_record()
    assert list(data) == ["tenpai", "shanten", "furiten", "waits"]
    wait = data["waits"][0]
    assert list(wait) == ["tile", "shape", "left", "karaten", "ron", "tsumo"]
    assert set(wait["ron"]) == {"hand", "han", "fu", "limit", "yakuman", "yaku", "fu_items",
                                "value", "payments", "total", "reading"}
    assert (wait["tile"], wait["shape"], wait["left"], wait["karaten"]) == (
        "1m", ["ryanmen"], 3, False)


def test_json_of_a_hand_not_tenpai():
    data = run_json("123m456p789s1234z")
    assert {key: data[key] for key in ("tenpai", "shanten", "furiten", "waits")} == {
        "tenpai": False, "shanten": 2, "furiten": None, "waits": []}
    assert data["acceptance"] == [{"tile": f"{n}z", "left": 3} for n in range(1, 5)]
    assert data["acceptance_count"] == 12


def test_json_does_not_load_tabulate():
    code = ("import sys; from mjscore.cli import main; sys.argv = ['mjscore', 'waits', "
            f"{PINFU!r}, '--json']\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "print('tabulate' in sys.modules, file=sys.stderr)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True, cwd=ROOT)
    assert json.loads(result.stdout)["tenpai"] is True
    assert result.stderr.strip() == "False"


# 14 tiles ----------------------------------------------------------------------------------------


def test_fourteen_tiles_list_the_tenpai_discards_best_first():
    output = run(DRAWN, "--seat", "S").output
    sections = output.rstrip("\n").split("\n\n")
    assert header(output)["discards"] == "3 leave the hand tenpai"
    assert [section.splitlines()[0] for section in sections[1:-1]] == [
        "discard 9m: tenpai, 2 waits, 6 tiles left, worth 7,500",
        "discard 2s: tenpai, 1 wait, 3 tiles left, worth 3,300",
        "discard 5s: tenpai, 1 wait, 3 tiles left, worth 3,300"]
    assert sections[-1].split()[:6] == ["discards", "shanten", "tiles", "acceptance", "best",
                                        "ron"]
    assert [row[0] for row in rows(sections[1])] == ["2s", "5s", "0s"]
    data = run_json(DRAWN, "--seat", "S")
    assert [(item["tile"], [w["tile"] for w in item["waits"]]) for item in data["discards"]
            if "waits" in item] == [("9m", ["2s", "5s", "0s"]), ("2s", ["9m"]), ("5s", ["9m"])]
    assert data == analyse(DRAWN, seat="S").as_record()


def test_a_discard_of_a_wait_is_furiten_in_its_heading():
    output = run("11234m456p567s678s", "--seat", "W").output
    assert output.split("\n\n")[1].splitlines()[0] == (
        "discard 8s: tenpai, 2 waits, 6 tiles left, worth 15,100; furiten: 8s in own "
        "discards (no ron; tsumo allowed)")
    data = run_json("11234m456p567s678s", "--seat", "W")
    assert len(data["discards"]) == 11 and data["shanten"] == -1
    assert all(row["shanten"] == 0 and "waits" in row for row in data["discards"])


def test_fourteen_tiles_with_no_tenpai_discard_or_complete():
    output = run("123m456p789s12345z")
    assert header(output.output)["discards"] == "none leaves the hand tenpai (2 shanten)"
    data = run_json("123m456p789s12345z")
    assert data["shanten"] == 2 and not any("waits" in row for row in data["discards"])
    assert header(run("123m456p789s2345s+2s").output)["discards"] == (
        "13 leave the hand tenpai (the 14 tiles already win)")
    assert header(run("1m+1m [555z] [666z] [7-77z] [1-111z]").output)["discards"] == (
        "1 leaves the hand tenpai (the 14 tiles already win)")


# --lang ja and --unicode ----------------------------------------------------------------------


def test_japanese():
    output = run(PINFU, "--seat", "S", "--discards", "1m", "--lang", "ja").output
    assert header(output) == {"手牌": "23m45556p566778s", "ルール": "tenhou",
                              "状況": "自風 南、場風 東、捨て牌 1m", "待ち": "聴牌、2種7枚",
                              "振聴": "捨て牌に 1m (ロン不可、ツモ可)"}
    table = output.split("\n\n")[1]
    assert table.splitlines()[0].split() == ["牌", "形", "残り", "ロン", "ツモ", "役"]
    assert re.split(r"\s{2,}", table.splitlines()[3])[3:] == [
        "2翻30符 — 2,000", "3翻20符 — 700 / 1,300", "平和、断幺九"]
    drawn = run(DRAWN, "--lang", "ja").output
    assert header(drawn)["打牌"] == "3種で聴牌"
    assert drawn.split("\n\n")[1].startswith("打9m: 聴牌、2種6枚、評価 ")
    assert header(run("1111m234p567s789s", "--lang", "ja").output)["待ち"] == (
        "不聴、1向聴 (純空聴 1m)")


def test_unicode_draws_the_hand_and_the_tiles():
    output = run("234m456p55s23s [6-78p]", "--unicode", "--discards", "1s").output
    assert header(output)["hand"] == "🀈🀉🀊🀜🀝🀞🀑🀒🀔🀔 [🀞🀟🀠]"
    assert [row[0] for row in rows(output.split("\n\n")[1])] == ["🀐", "🀓"]
    assert header(output)["furiten"].startswith("🀐 in own discards")
    kans = run("234m456p55s (1111z) {2222z}", "--unicode").output
    assert header(kans)["hand"] == "🀈🀉🀊🀜🀝🀞🀔🀔 (🀀🀀🀀🀀) {🀁🀁🀁🀁}"


# Errors ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "exit_code", "code"),
    [
        (["123m45x6p"], 2, "unknown_character"),
        (["123m456p"], 2, "not_thirteen_tiles"),
        (["123m456p789s1122z+2z [333z]"], 2, "not_thirteen_tiles"),
        (["11111m456p789s12z"], 2, "too_many_copies"),
        ([PINFU, "--dora", "3x"], 2, "unknown_character"),
        ([PINFU, "--discards", "1q"], 2, "unknown_character"),
        ([PINFU, "--seat", "X"], 2, "invalid_wind"),
        ([PINFU, "--honba", "-1"], 2, "usage_error"),
        ([PINFU, "--tsumo"], 2, "usage_error"),
        ([PINFU, "--rules", "tenhu"], 2, "unknown_preset"),
        ([PINFU, "--rule", "kiriage=true"], 2, "unknown_rule"),
        ([OPEN, "--riichi"], 1, "riichi_with_open_hand"),
        ([PINFU, "--ura", "1m"], 1, "ura_without_riichi"),
        ([PINFU, "--riichi-passed"], 1, "passed_after_riichi_without_riichi"),
        ([PINFU, "--seen", "5555p"], 1, "too_many_copies_seen"),
        (["123m456p789s2345s", "--discards", "0p", "--seen", "0p"], 1,
         "duplicate_red_five_seen"),
    ],
    ids=["bad-character", "too-few", "too-many", "fifth-copy", "bad-dora", "bad-discards",
         "bad-wind", "negative-honba", "win-only-option", "unknown-preset", "unknown-rule",
         "riichi-open", "ura-without-riichi", "riichi-passed-without-riichi", "fifth-seen",
         "two-red-fives"],
)
def test_errors_exit_with_their_status_as_text_and_as_json(args, exit_code, code):
    text = run(*args, exit_code=exit_code)
    assert "Error: " in text.stderr
    assert text.stdout == ""
    data = run_json(*args, exit_code=exit_code)
    assert set(data) == {"error"}
    assert data["error"]["code"] == code
    assert "\n" not in data["error"]["message"]


def test_a_wrong_tile_count_names_the_counts():
    stderr = run("123m456p", exit_code=2).stderr
    assert ("Error: Invalid value for 'HAND': a hand before its win has 13 tiles, or 14 just "
            "after a draw") in stderr


# Help and docs ---------------------------------------------------------------------------------


def _help_examples() -> list[str]:
    text = cli.commands["waits"].help or ""
    block = text.split("Example:\n", 1)[1]
    return [line.strip() for line in block.splitlines() if line.strip()]


@pytest.mark.parametrize("example", _help_examples())
def test_the_help_examples_run(example):
    args = shlex.split(example.split(" | ")[0])
    assert args[:2] == ["mjscore", "waits"]
    result = run(*args[2:])
    if "--json" in args:
        json.loads(result.stdout)


def _console_examples() -> list[Any]:
    text = (ROOT / "docs" / "waits.md").read_text("utf-8")
    blocks = re.findall(r"```console\n\$ (mjscore [^\n]*)\n(.*?)```", text, re.S)
    assert blocks
    return [pytest.param(command, output, id=command[8:50]) for command, output in blocks]


@pytest.mark.parametrize(("command", "expected"), _console_examples())
def test_console_examples_in_waits_md_are_what_the_command_prints(command, expected):
    result = CliRunner().invoke(cli, shlex.split(command)[1:])
    assert result.exit_code == 0
    assert result.output == expected


# --call ------------------------------------------------------------------------------------------


def test_call_lists_each_meld_and_no_call():
    output = run("22334m456p678s55p", "--call", "2m", "--from", "left", "--rules",
                 "classic").output
    assert header(output)["call"] == "2m from the left"
    table = output.split("\n\n")[1]
    assert [row[:2] + row[-1:] for row in rows(table)] == [
        ["no call", "", "yes"], ["pon", "[2-22m]", "no"], ["chi", "[2-34m]", "no"]]
    data = run_json("22334m456p678s55p", "--call", "2m", "--from", "left")
    assert [call["call"] for call in data["calls"]] == ["none", "pon", "chi"]
    assert data["from"] == "left" and data["calls"][1]["yaku"] is True


@pytest.mark.parametrize("args", [["--call", "2m"], ["--from", "left"],
                                  ["--call", "2m,3m", "--from", "left"]])
def test_call_needs_one_tile_and_from(args):
    result = run("22334m456p678s55p", *args, exit_code=2)
    assert "--call takes one tile" in result.output
