"""Tests for `mjscore score`, `mjscore table` and `mjscore yaku`, their errors and help."""

from __future__ import annotations

import ast
import json
import re
import shlex
import subprocess
import sys
from pathlib import Path
from typing import Any

import click
import pytest
from click.testing import CliRunner, Result

from mjscore.cli import cli
from mjscore.scoring import YAKU

from ..support.casedata import (
    expected_deltas,
    hand_text,
    iter_cases,
    record_deltas,
    require_cases,
    situation,
)

ROOT = Path(__file__).resolve().parents[2]
TSUMO_HAND = "234m567p8s+8s [4-56s] [777z]"  # red dragon, open: 2 han 30 fu with --dora 3m
RIICHI_HAND = "23456m55678p234s+4m"  # riichi, pinfu, tanyao: 3 han 30 fu
DRAGONS = "1m+1m [555z] [666z] [7-77z] [1-111z]"  # daisangen, the last dragon called from W


def run(*args: str, exit_code: int = 0) -> Result:
    result = CliRunner().invoke(cli, list(args), catch_exceptions=False)
    assert result.exit_code == exit_code, result.output
    assert "Traceback" not in result.output
    return result


def run_json(*args: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(run(*args, "--json").stdout)
    return data


def yaku_ids(data: dict[str, Any]) -> list[str]:
    return [hit["id"] for hit in data["yaku"]]


def payment_table(output: str) -> list[tuple[str, str, int]]:
    """The rows of the payment table, the last section: (seat, roles, points)."""
    section = output.rstrip("\n").split("\n\n")[-1].splitlines()
    _header, rule, *rows = section
    widths = [len(dashes) for dashes in rule.split()]
    starts = [match.start() for match in re.finditer(r"-+", rule)]
    parsed = []
    for row in rows:
        cells = [row[start:start + width].strip() for start, width in zip(starts, widths,
                                                                            strict=True)]
        parsed.append((cells[0], cells[1], int(cells[2].replace(",", ""))))
    return parsed


# The table output, section by section ---------------------------------------------------


def test_score_prints_every_section_in_order():
    output = run("score", TSUMO_HAND, "--tsumo", "--seat", "S", "--dora", "3m").output
    sections = output.rstrip("\n").split("\n\n")
    assert len(sections) == 5
    header, yaku, fu, summary, payments = sections
    assert payments.splitlines()[0].split() == ["seat", "role", "points"]
    assert header.splitlines() == [
        "hand:      234m567p8s+8s [4-56s] [777z]",
        "reading:   234m 567p [456s] [777z] 88s, tanki wait on 8s",
        "rules:     tenhou",
        "situation: tsumo, seat S, round E, dora 3m",
    ]
    assert [line.split() for line in yaku.splitlines()[2:]] == [
        ["chun", "1"], ["dora", "1"], ["total", "2"]]
    assert [line.rsplit(None, 1) for line in fu.splitlines()[2:]] == [
        ["base", "20"], ["tsumo", "2"], ["open triplet of terminals or honors 777z", "4"],
        ["tanki wait", "2"], ["sum", "28"], ["rounded up", "30"]]
    assert summary == "South tsumo: 2 han 30 fu — 500 / 1,000"
    assert payment_table(output) == [("E", "dealer", -1000), ("S", "winner", 2000),
                                     ("W", "", -500), ("N", "", -500)]


@pytest.mark.parametrize(
    ("args", "summary"),
    [
        ([RIICHI_HAND, "--riichi", "--seat", "S"], "South ron: 3 han 30 fu — 3,900"),
        (["123m456p789s1122z+2z", "--riichi", "--seat", "S", "--round", "S", "--from", "E"],
         "South ron from East: 3 han 40 fu — 5,200"),
        ([RIICHI_HAND, "--riichi", "--tsumo", "--seat", "W"],
         "West tsumo: 4 han 20 fu — 1,300 / 2,600"),
        ([RIICHI_HAND, "--riichi", "--tsumo", "--dora", "1m", "--seat", "W"],
         "West tsumo: mangan — 2,000 / 4,000"),
        ([RIICHI_HAND, "--riichi", "--tsumo", "--dora", "1m", "--seat", "E"],
         "East (dealer) tsumo: mangan — 4,000 all"),
        (["1122335577p+7p [1-23p]", "--tsumo", "--seat", "N", "--dora", "4p"],
         "North tsumo: haneman — 3,000 / 6,000"),
        (["2334455667788m+2m", "--riichi", "--tsumo", "--seat", "W"],
         "West tsumo: kazoe yakuman — 8,000 / 16,000"),
        (["19m19p19s1234567z+1z", "--seat", "S"], "South ron: yakuman — 32,000"),
        (["5z+5z [222z] [333z] [444z] [1-111z]", "--seat", "S"],
         "South ron: double yakuman — 64,000"),
        ([RIICHI_HAND, "--riichi", "--seat", "S", "--honba", "2", "--sticks", "1"],
         "South ron: 3 han 30 fu — 3,900 (with honba and deposits the winner receives 5,500)"),
        ([RIICHI_HAND, "-r", "-s", "E", "-f", "N"],
         "East (dealer) ron from North: 3 han 30 fu — 5,800"),
    ],
    ids=["ron", "ron-40fu", "tsumo", "mangan-tsumo", "dealer-tsumo", "haneman", "kazoe",
         "yakuman", "double-yakuman", "honba-deposits", "dealer-ron-from"],
)
def test_summary_says_who_won_how_and_the_value_the_way_players_say_it(args, summary):
    sections = run("score", *args).output.split("\n\n")
    assert summary in [section.splitlines()[0] for section in sections]


def test_without_seat_the_dealers_value_is_labelled_and_noted():
    """Issue #14: `--riichi` alone printed the dealer's 5,800 with nothing saying dealer."""
    sections = run("score", RIICHI_HAND, "--riichi").output.split("\n\n")
    assert sections[3].splitlines() == [
        "East (dealer) ron: 3 han 30 fu — 5,800",
        "(no --seat given: scored as the dealer's hand, East; for a non-dealer give -s S, W "
        "or N)"]
    with_seat = run("score", RIICHI_HAND, "--riichi", "-s", "S").output
    assert "no --seat given" not in with_seat and "South ron: 3 han 30 fu — 3,900" in with_seat
    assert run_json("score", RIICHI_HAND, "--riichi")["dealer"] is True


def test_seven_pairs_fu_are_not_rounded():
    fu = run("score", "1133557799m22p4z+4z", "--seat", "S").output.split("\n\n")[2]
    assert [line.rsplit(None, 1) for line in fu.splitlines()[2:]] == [
        ["seven pairs, not rounded", "25"], ["total", "25"]]


def test_a_yakuman_says_its_fu_do_not_count():
    output = run("score", "19m19p19s1234567z+1z", "--seat", "S").output
    sections = output.split("\n\n")
    assert sections[1].splitlines()[2].startswith("kokushi musou")
    assert sections[1].splitlines()[2].endswith(" yakuman")
    assert sections[2] == "fu: not counted for a yakuman, which is paid at its limit"
    data = run_json("score", "19m19p19s1234567z+1z", "--seat", "S")
    assert (data["fu"], data["fu_items"]) == (None, [])


def test_a_limit_hand_says_fu_do_not_change_it():
    fu = run("score", "1122335577p+7p [1-23p]", "--seat", "N").output.split("\n\n")[2]
    assert fu.endswith("(fu do not change a hand of 5 han or more)")


@pytest.mark.parametrize(
    ("args", "rows"),
    [
        ([RIICHI_HAND, "--riichi", "--seat", "S"],
         [("S", "winner", 3900), ("?", "discarder", -3900)]),
        ([RIICHI_HAND, "--riichi", "--seat", "S", "--from", "E"],
         [("E", "dealer, discarder", -3900), ("S", "winner", 3900), ("W", "", 0),
          ("N", "", 0)]),
        ([RIICHI_HAND, "--riichi", "--tsumo", "--honba", "1", "--sticks", "2"],
         [("E", "winner, dealer", 10100), ("S", "", -2700), ("W", "", -2700),
          ("N", "", -2700), ("", "deposits", -2000)]),
        ([DRAGONS, "--seat", "S", "--from", "E", "--pao", "W"],
         [("E", "dealer, discarder", -16000), ("S", "winner", 32000), ("W", "pao", -16000),
          ("N", "", 0)]),
        ([DRAGONS, "--seat", "S", "--tsumo", "--pao", "W"],
         [("E", "dealer", 0), ("S", "winner", 32000), ("W", "pao", -32000), ("N", "", 0)]),
    ],
    ids=["ron-unknown-discarder", "ron-from-dealer", "dealer-tsumo-honba-sticks", "pao-ron",
         "pao-tsumo"],
)
def test_payment_rows_name_roles_and_sum_to_zero(args, rows):
    table = payment_table(run("score", *args).output)
    assert table == rows
    assert sum(points for _, _, points in table) == 0


def test_japanese_names_headings_limits_and_seats():
    output = run("score", RIICHI_HAND, "--riichi", "--tsumo", "--dora", "1m", "--lang",
                 "ja").output
    header, yaku, fu, summary, payments = output.rstrip("\n").split("\n\n")
    assert header.splitlines()[0] == "手牌:　　23456m55678p234s+4m"
    assert "両面待ち 4m" in header
    names = [line.split()[0] for line in yaku.splitlines()[2:]]
    assert names == ["立直", "門前清自摸和", "平和", "断幺九", "ドラ", "合計"]
    assert yaku.splitlines()[0].split() == ["役", "翻"]
    assert fu.splitlines()[0].split() == ["符の内訳", "符"]
    assert summary.splitlines()[0] == "東家(親) ツモ：満貫 — 4,000オール"
    assert [line.split()[:2] for line in payments.splitlines()[2:]] == [
        ["東", "和了・親"], ["南", "-4,000"], ["西", "-4,000"], ["北", "-4,000"]]


def test_japanese_tables_line_up_wide_characters():
    yaku = run("score", RIICHI_HAND, "--riichi", "--lang", "ja").output.split("\n\n")[1]
    widths = {sum(2 if ord(char) > 0x2E7F else 1 for char in line)
              for line in yaku.splitlines()}
    assert len(widths) == 1


def test_unicode_draws_the_hand_and_the_reading_with_tiles():
    header = run("score", TSUMO_HAND, "--tsumo", "--seat", "S", "--unicode").output
    hand_line, reading_line = header.splitlines()[:2]
    assert hand_line == "hand:      🀈🀉🀊🀝🀞🀟🀗 +🀗 [🀓🀔🀕] [🀄🀄🀄]"
    assert reading_line == "reading:   🀈🀉🀊 🀝🀞🀟 [🀓🀔🀕] [🀄🀄🀄] 🀗🀗, tanki wait on 🀗"


# --json -----------------------------------------------------------------------------------


def test_json_has_the_batch_record_fields():
    data = run_json("score", TSUMO_HAND, "--tsumo", "--seat", "S", "--dora", "3m")
    assert set(data) == {"hand", "han", "fu", "limit", "yakuman", "yaku", "fu_items", "value",
                         "payments", "total", "reading", "situation", "dealer"}
    assert data["situation"]["seat"] == "S" and data["dealer"] is False
    assert data["situation"]["dora"] == ["3m"] and data["situation"]["tsumo"] is True
    assert data["hand"] == TSUMO_HAND
    assert (data["han"], data["fu"], data["limit"], data["yakuman"]) == (2, 30, None, 0)
    assert data["yaku"] == [{"id": "yakuhai_chun", "han": 1}, {"id": "dora", "han": 1}]
    assert [(item["reason"], item["fu"]) for item in data["fu_items"]] == [
        ("base", 20), ("tsumo", 2), ("open_triplet_terminal_or_honor", 4), ("wait_tanki", 2)]
    assert data["payments"] == [{"payer": "E", "amount": 1000}, {"payer": "W", "amount": 500},
                                {"payer": "N", "amount": 500}]
    assert (data["value"], data["total"]) == (2000, 2000)
    assert data["reading"]["wait"] == "tanki"


def test_json_does_not_load_tabulate():
    code = ("import sys; from mjscore.cli import main; sys.argv = ['mjscore', 'score', "
            f"{RIICHI_HAND!r}, '--riichi', '--json']\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "print('tabulate' in sys.modules, file=sys.stderr)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True, cwd=ROOT)
    assert json.loads(result.stdout)["total"] == 5800
    assert result.stderr.strip() == "False"


def test_importing_the_cli_loads_neither_tabulate_nor_the_engine():
    code = ("import sys, mjscore.cli; print(sorted(m for m in sys.modules "
            "if m == 'tabulate' or m.startswith('mjscore.')))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True, cwd=ROOT)
    loaded = set(ast.literal_eval(result.stdout.strip()))
    # The group alone: no command's module, no declaration, no engine, no view.
    assert loaded <= {"mjscore.cli", "mjscore.cli.app", "mjscore.base", "mjscore.base.fronts",
                      "mjscore.base.errors"}, loaded


def test_scoring_one_hand_loads_no_other_command_and_no_batch_reader():
    code = ("import sys; from mjscore.cli import main; sys.argv = ['mjscore', 'score', "
            f"{RIICHI_HAND!r}, '--riichi']\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "print(sorted(m for m in sys.modules if m.startswith('mjscore.') or m in "
            "('difflib', 'json')), file=sys.stderr)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True, cwd=ROOT)
    assert "5,800" in result.stdout
    loaded = set(ast.literal_eval(result.stderr.strip()))
    commands = {name for name in loaded if name.startswith("mjscore.cli.")}
    assert commands == {"mjscore.cli.app", "mjscore.cli.options", "mjscore.cli.score",
                        "mjscore.cli.slips", "mjscore.cli.helptext"}, commands
    assert not loaded & {"mjscore.records", "mjscore.base.readers"}, loaded


def test_the_entry_point_leaves_the_last_collection_nothing_to_walk(tmp_path):
    # main() freezes every object once the command is done; what the command wrote, to a
    # pipe and to a file, is all there.
    out = tmp_path / "out.jsonl"
    code = ("import atexit, gc, sys\n"
            "atexit.register(lambda: print(gc.get_freeze_count() > 0, file=sys.stderr))\n"
            "from mjscore.cli import main\n"
            f"sys.argv = ['mjscore', 'batch', '-', '-o', {str(out)!r}]\n"
            "main()\n")
    lines = "".join(f"{RIICHI_HAND} -r\n" for _ in range(500))
    result = subprocess.run([sys.executable, "-c", code], input=lines, capture_output=True,
                            text=True, check=True, cwd=ROOT)
    assert result.stderr.strip().splitlines()[-1] == "True"
    assert len(out.read_text("utf-8").splitlines()) == 500
    code = ("import sys\nfrom mjscore.cli import main\n"
            f"sys.argv = ['mjscore', 'score', {RIICHI_HAND!r}, '--riichi']\nmain()\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True, cwd=ROOT)
    assert result.stdout.endswith("discarder         -5,800\n"), result.stdout


def test_the_command_table_names_each_command_where_it_is():
    from mjscore.cli import COMMANDS

    for name in COMMANDS:
        assert cli.commands[name].name == name
    assert sorted(cli.list_commands(click.Context(cli))) == sorted(COMMANDS)
    assert cli.get_command(click.Context(cli), "scor") is None


def test_a_command_table_entry_that_is_not_its_command_is_refused():
    from mjscore.cli.app import CommandTable

    table = CommandTable("mjscore.cli", {"score": "score:table_command"})
    with pytest.raises(TypeError, match="is not the command 'score'"):
        table["score"]
    with pytest.raises(KeyError):
        table["table"]
    table["extra"] = click.Command("extra")
    assert list(table) == ["score", "extra"] and table["extra"].name == "extra"
    del table["extra"]
    assert len(table) == 1 and "extra" not in table


# Each option --------------------------------------------------------------------------------

_FLAG_CASES = [
    ([RIICHI_HAND], "--riichi", "riichi"),
    ([RIICHI_HAND], "--double-riichi", "double_riichi"),
    ([RIICHI_HAND, "--riichi"], "--ippatsu", "ippatsu"),
    ([RIICHI_HAND], "--tsumo", "menzen_tsumo"),
    ([RIICHI_HAND, "--tsumo"], "--haitei", "haitei"),
    ([RIICHI_HAND], "--houtei", "houtei"),
    (["234m567p8s+8s (5555s) [777z]", "--tsumo"], "--rinshan", "rinshan"),
    (["23456m55678p234s+7m"], "--chankan", "chankan"),
    ([RIICHI_HAND, "--tsumo"], "--tenhou", "tenhou"),
    ([RIICHI_HAND, "--tsumo", "--seat", "W"], "--chiihou", "chiihou"),
    ([RIICHI_HAND, "--seat", "W", "--rule", "renhou=mangan"], "--renhou", "renhou"),
]


@pytest.mark.parametrize(("args", "flag", "yaku"), _FLAG_CASES,
                         ids=[flag for _, flag, _ in _FLAG_CASES])
def test_each_flag_makes_its_yaku(args, flag, yaku):
    assert yaku not in yaku_ids(run_json("score", *args))
    assert yaku in yaku_ids(run_json("score", *args, flag))


def test_tsumo_is_off_by_default_and_the_discarder_pays():
    assert run_json("score", RIICHI_HAND, "--riichi", "--seat", "S")["payments"] == [
        {"payer": "discarder", "amount": 3900}]


@pytest.mark.parametrize("seat", ["W", "w", "west", "West", "西", "3z"],
                         ids=["letter", "lower", "word", "capital", "kanji", "tile"])
def test_seat_accepts_every_spelling_of_a_wind(seat):
    data = run_json("score", RIICHI_HAND, "--riichi", "--tsumo", "--seat", seat)
    assert data["payments"] == [{"payer": "E", "amount": 2600}, {"payer": "S", "amount": 1300},
                                {"payer": "N", "amount": 1300}]


def test_round_wind_counts_a_triplet_of_it():
    hand = "234m567p8s+8s [456s] [2-22z]"
    error = json.loads(run("score", hand, "--seat", "W", "--json", exit_code=1).stdout)
    assert error["error"]["code"] == "no_yaku"
    assert yaku_ids(run_json("score", hand, "--seat", "W", "--round", "南")) == ["round_wind"]


@pytest.mark.parametrize(
    "dora", [["--dora", "1m,4p"], ["--dora", "1m", "--dora", "4p"], ["--dora", "1m 4p"]],
    ids=["comma", "repeated", "space"])
def test_dora_indicators_repeat_or_separate_with_commas(dora):
    data = run_json("score", RIICHI_HAND, "--riichi", *dora)
    assert {"id": "dora", "han": 3} in data["yaku"]  # 2m once, 5p twice


def test_ura_dora_count_for_riichi():
    data = run_json("score", RIICHI_HAND, "--riichi", "--dora", "9s,9p", "--ura", "1m",
                    "--ura", "4p")
    assert {"id": "ura_dora", "han": 3} in data["yaku"]  # 2m once, 5p twice
    assert "dora" not in yaku_ids(data)


def test_honba_adds_to_the_payment_and_sticks_to_the_total():
    data = run_json("score", RIICHI_HAND, "--riichi", "--seat", "S", "--from", "N",
                    "--honba", "3", "--sticks", "2")
    assert data["payments"] == [{"payer": "N", "amount": 3900 + 900},
                                {"payer": "deposits", "amount": 2000}]
    assert (data["value"], data["total"]) == (3900, 3900 + 900 + 2000)
    assert sum(payment["amount"] for payment in data["payments"]) == data["total"]


def test_from_names_the_discarder():
    data = run_json("score", RIICHI_HAND, "--riichi", "--seat", "S", "--from", "north")
    assert data["payments"] == [{"payer": "N", "amount": 3900}]


def test_pao_makes_the_liable_seat_pay():
    data = run_json("score", DRAGONS, "--seat", "S", "--tsumo", "--pao", "W")
    assert data["payments"] == [{"payer": "W", "amount": 32000}]


@pytest.mark.parametrize(
    ("rules", "han"),
    [([], 1), (["--rules", "classic"], 0), (["--rule", "open_tanyao=false"], 0),
     (["--rules-file", "FILE"], 0)],
    ids=["tenhou", "preset", "override", "file"],
)
def test_rules_options_change_the_score(tmp_path, rules, han):
    path = tmp_path / "club.toml"
    path.write_text('base = "tenhou"\nopen_tanyao = false\n', "utf-8")
    args = ["score", "234m567p8s+8s [456s] [2-34m]", "--seat", "S",
            *[str(path) if arg == "FILE" else arg for arg in rules]]
    if han:
        assert run_json(*args)["yaku"] == [{"id": "tanyao", "han": 1}]
    else:
        error = json.loads(run(*args, "--json", exit_code=1).stdout)["error"]
        assert error["code"] == "no_yaku"


# Errors and exit codes ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "exit_code", "code"),
    [
        (["123m45x6p"], 2, "unknown_character"),
        (["123m456p789s11223z+3z"], 2, "wrong_tile_count"),
        ([RIICHI_HAND, "--dora", "3x"], 2, "unknown_character"),
        ([RIICHI_HAND, "--seat", "X"], 2, "invalid_wind"),
        ([RIICHI_HAND, "--honba", "-1"], 2, "usage_error"),
        ([RIICHI_HAND, "--lang", "fr"], 2, "usage_error"),
        ([RIICHI_HAND, "--bogus"], 2, "usage_error"),
        ([RIICHI_HAND, "--rules", "tenhu"], 2, "unknown_preset"),
        ([RIICHI_HAND, "--rule", "kiriage=true"], 2, "unknown_rule"),
        (["123m456p789s2234z+2z"], 1, "not_a_winning_hand"),
        (["234m567p8s+8s [456s] [2-34m]", "--seat", "S", "--rules", "classic"], 1, "no_yaku"),
        ([RIICHI_HAND, "--ippatsu"], 1, "ippatsu_without_riichi"),
        ([RIICHI_HAND, "--tsumo", "--from", "S"], 1, "discarder_on_tsumo"),
    ],
    ids=["bad-character", "tile-count", "bad-dora", "bad-wind", "negative-honba", "bad-lang",
         "unknown-option", "unknown-preset", "unknown-rule", "not-winning", "no-yaku",
         "impossible-situation", "discarder-on-tsumo"],
)
def test_errors_exit_with_their_status_as_text_and_as_json(args, exit_code, code):
    text = run("score", *args, exit_code=exit_code)
    assert "Error: " in text.stderr
    assert "{" not in text.stderr
    data = json.loads(run("score", *args, "--json", exit_code=exit_code).stdout)
    assert set(data) == {"error"}
    assert data["error"]["code"] == code
    assert "\n" not in data["error"]["message"]


def test_bad_notation_points_a_caret_at_the_column():
    stderr = run("score", "123m45x6p", "--riichi", exit_code=2).stderr
    lines = stderr.splitlines()
    assert "Error: Invalid value for 'HAND': unexpected character 'x' at column 7" in lines
    text_line = next(i for i, line in enumerate(lines) if line.strip() == "123m45x6p")
    assert lines[text_line + 1].index("^") == lines[text_line].index("123m45x6p") + 6
    data = json.loads(run("score", "123m45x6p", "--json", exit_code=2).stdout)
    assert data["error"]["column"] == 7


def test_bad_dora_points_at_the_indicator():
    lines = run("score", RIICHI_HAND, "--dora", "3m,4q", exit_code=2).stderr.splitlines()
    assert ("Error: Invalid value for '-d' / '--dora': unexpected character 'q' at column 5"
            in lines)
    assert lines[-2:] == ["  3m,4q", "      ^"]


def test_an_unscorable_hand_is_one_clear_line():
    result = run("score", "123m456p789s2234z+2z", exit_code=1)
    assert result.stderr.splitlines() == [
        "Error: 123m456p789s2234z+2z is not a winning hand: it forms neither four sets and "
        "a pair, nor seven pairs, nor thirteen orphans"]
    assert result.stdout == ""


# mjscore table ----------------------------------------------------------------------------


def table_rows(*args: str) -> dict[tuple[Any, Any], dict[str, Any]]:
    data = run_json("table", *args)
    return {(row["han"], row["fu"]) if row["han"] else ("yakuman", row["yakuman"]): row
            for row in data["rows"]}


@pytest.mark.parametrize(
    ("han", "fu", "ron", "tsumo", "dealer"),
    [
        (1, 30, 1000, (300, 500), (1500, 500)),
        (1, 110, 3600, (900, 1800), (5300, 1800)),
        (2, 20, None, (400, 700), (None, 700)),
        (2, 25, 1600, None, (2400, None)),
        (3, 30, 3900, (1000, 2000), (5800, 2000)),
        (3, 60, 7700, (2000, 3900), (11600, 3900)),
        (4, 30, 7700, (2000, 3900), (11600, 3900)),
        (4, 40, 8000, (2000, 4000), (12000, 4000)),
        (6, None, 12000, (3000, 6000), (18000, 6000)),
        (13, None, 32000, (8000, 16000), (48000, 16000)),
    ],
    ids=["1-30", "1-110", "2-20", "2-25", "3-30", "3-60", "4-30", "4-40-mangan", "haneman",
         "kazoe"],
)
def test_table_has_the_standard_payments(han, fu, ron, tsumo, dealer):
    row = table_rows()[(han, fu)]
    assert (row["ron"], row["dealer_ron"], row["dealer_tsumo"]) == (ron, *dealer)
    assert row["tsumo"] == (None if tsumo is None else
                            {"non_dealer": tsumo[0], "dealer": tsumo[1]})


def test_table_leaves_out_what_cannot_happen_and_stops_at_mangan():
    rows = table_rows()
    assert (1, 20) not in rows and (1, 25) not in rows
    assert [fu for han, fu in rows if han == 4] == [20, 25, 30, 40]
    assert rows[(4, 40)]["limit"] == "mangan"
    assert rows[("yakuman", 2)]["ron"] == 64000


def test_kiriage_mangan_and_kazoe_change_the_table():
    rows = table_rows("--rule", "kiriage_mangan=true", "--rule", "kazoe=sanbaiman")
    assert rows[(4, 30)]["limit"] == "mangan" and rows[(4, 30)]["ron"] == 8000
    assert rows[(3, 60)]["ron"] == 8000 and (3, 70) not in rows
    assert (13, None) not in rows
    assert (rows[(11, None)]["limit"], rows[(11, None)]["han_max"]) == ("sanbaiman", None)


def test_table_text_is_a_cheat_sheet():
    lines = run("table").output.splitlines()
    assert lines[0] == "points table (tenhou rules)"
    assert lines[2].split() == ["han", "fu", "limit", "non-dealer", "ron", "non-dealer",
                                "tsumo", "dealer", "ron", "dealer", "tsumo"]
    rows = {tuple(line.split()[:2]): line.split() for line in lines[4:]}
    assert rows[("1", "30")][2:] == ["1,000", "300", "/", "500", "1,500", "500", "all"]
    assert rows[("2", "20")][2:] == ["—", "400", "/", "700", "—", "700", "all"]
    assert rows[("3", "70+")][2] == "mangan"
    assert rows[("6–7", "haneman")][2] == "12,000"


# mjscore yaku ------------------------------------------------------------------------------


def yaku_by_id(*args: str) -> dict[str, dict[str, Any]]:
    return {entry["id"]: entry for entry in json.loads(run("yaku", *args, "--json").stdout)}


def test_yaku_lists_every_yaku_with_closed_and_open_han():
    listing = yaku_by_id()
    assert list(listing) == [definition.id for definition in YAKU]
    assert listing["riichi"] == {"id": "riichi", "name": "Riichi", "romaji": "riichi",
                                 "name_ja": "立直", "yakuman": False, "closed": 1, "open": 0,
                                 "available": True}
    assert listing["iipeikou"]["romaji"] == "iipeikou"
    assert listing["menzen_tsumo"]["romaji"] == "tsumo"
    assert (listing["chinitsu"]["closed"], listing["chinitsu"]["open"]) == (6, 5)
    assert (listing["daisangen"]["closed"], listing["daisangen"]["open"]) == (1, 1)
    assert listing["daisangen"]["yakuman"] is True


@pytest.mark.parametrize(
    ("args", "ident", "closed", "open_", "available"),
    [
        ([], "tanyao", 1, 1, True),
        (["--rule", "open_tanyao=false"], "tanyao", 1, 0, True),
        ([], "renhou", 0, 0, False),
        (["--rule", "renhou=mangan"], "renhou", 5, 0, True),
        ([], "daisuushii", 1, 1, True),
        (["--rule", "double_yakuman=true"], "daisuushii", 2, 2, True),
        (["--rules", "classic"], "ryuuiisou", 0, 0, False),
    ],
    ids=["open-tanyao", "no-open-tanyao", "no-renhou", "renhou-mangan", "single-yakuman",
         "double-yakuman", "classic-no-ryuuiisou"],
)
def test_yaku_values_follow_the_rules(args, ident, closed, open_, available):
    entry = yaku_by_id(*args)[ident]
    assert (entry["closed"], entry["open"], entry["available"]) == (closed, open_, available)


def test_yaku_text_marks_what_the_rules_leave_out():
    lines = run("yaku", "--rule", "open_tanyao=false").output.splitlines()
    assert lines[0] == "yaku (tenhou+open_tanyao=false rules)"
    rows = {line.split()[0]: line for line in lines[4:]}
    assert rows["renhou"].endswith("not a yaku under these rules")
    assert rows["tanyao"].split()[-7:] == ["1", "—", "closed", "only", "under", "these",
                                           "rules"]
    assert "国士無双" in rows["kokushi"] and rows["kokushi"].split()[-2:] == ["yakuman", "—"]


# Real hands: a sample of Tenhou's recorded scores, through the command line -------------


def cli_args(case: dict[str, Any]) -> list[str]:
    """The command line that scores a recorded case."""
    args = [hand_text(case)]
    for key, value in situation(case).items():
        option = "--from" if key == "discarder" else f"--{key.replace('_', '-')}"
        if value is True:
            args.append(option)
        elif isinstance(value, list):
            args += [option, ",".join(value)] if value else []
        elif value not in (False, None):
            args += [option, str(value)]
    return args


def _sample() -> list[Any]:
    try:
        cases = list(iter_cases("tenhou_phoenix_2022"))
    except (pytest.skip.Exception, pytest.fail.Exception):
        return [pytest.param(None, id="no-shared-cases")]  # the test skips, or fails in CI
    sample = cases[:: len(cases) // 50][:50]
    sample += [case for case in cases if case["expected"]["yakuman_count"]][:5]
    return [pytest.param(case, id=case["id"].split("/", 1)[1]) for case in sample]


@pytest.mark.parametrize("case", _sample())
def test_real_tenhou_hands_score_as_recorded(case):
    if case is None:
        require_cases()
    data = run_json("score", *cli_args(case))
    assert data["value"] == case["expected"]["points_total"]
    deltas = record_deltas(data, case["seat_wind"])
    assert deltas == expected_deltas(case)
    table = payment_table(run("score", *cli_args(case)).output)
    assert {seat: points for seat, _, points in table if seat in deltas} == deltas


# Help and docs ------------------------------------------------------------------------------


def every_command(group: click.Group = cli, path: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    found = []
    for name, command in group.commands.items():
        found.append((*path, name))
        if isinstance(command, click.Group):
            found += every_command(command, (*path, name))
    return found


@pytest.mark.parametrize("path", every_command(), ids=" ".join)
def test_every_command_has_help_with_an_example_and_is_in_the_docs(path):
    output = run(*path, "--help").output
    assert f"Example:\n      mjscore {' '.join(path)}" in output
    docs = (ROOT / "docs" / "cli.md").read_text("utf-8")
    assert f"## `mjscore {' '.join(path)}`" in docs


def _help_examples(command: str) -> list[str]:
    text = cli.commands[command].help or ""
    block = text.split("Example:\n", 1)[1]
    return [line.strip() for line in block.splitlines() if line.strip()]


@pytest.mark.parametrize("command", ["score", "table", "yaku"])
def test_the_help_examples_run(command):
    for example in _help_examples(command):
        args = shlex.split(example.split(" | ")[0])
        assert args[0] == "mjscore"
        result = run(*args[1:])
        if "--json" in args:
            json.loads(result.stdout)


def test_version():
    assert re.fullmatch(r"mjscore, version \d+\.\d+\.\d+\n", run("--version").output)


def _console_examples() -> list[Any]:
    text = (ROOT / "docs" / "cli.md").read_text("utf-8")
    blocks = re.findall(r"```console\n\$ (mjscore [^\n]*)\n(.*?)```", text, re.S)
    return [pytest.param(command, output, id=command[8:50]) for command, output in blocks]


@pytest.mark.parametrize(("command", "expected"), _console_examples())
def test_console_examples_in_the_docs_are_what_the_command_prints(command, expected,
                                                                 tmp_path, monkeypatch):
    args = shlex.split(command)[1:]
    exit_code = 0
    if len(args) > 3 and args[-3] == "#":  # a trailing "# exit N": the expected status
        exit_code, args = int(args[-1]), args[:-3]
    # Run in a copy of the checkout's layout made of links, so that an example that writes
    # a file (convert -o) writes it there, never into the checkout.
    work = tmp_path / "main"
    work.mkdir()
    for entry in ROOT.iterdir():
        (work / entry.name).symlink_to(entry)
    (tmp_path / "shared").symlink_to(ROOT.parent / "shared")
    monkeypatch.chdir(work)
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == exit_code
    assert result.output == expected


def test_readme_main_command_scores_an_example_hand():
    readme = (ROOT / "README.md").read_text("utf-8")
    line = next(line for line in readme.splitlines() if "&& mjscore score" in line)
    assert line.startswith("python3 -m venv .venv && . .venv/bin/activate && pip install")
    args = shlex.split(line.split("&& mjscore score", 1)[1])
    output = run("score", *args).output
    assert "—" in output.split("\n\n")[3]
    assert args[0] in (ROOT / "examples" / "hands.txt").read_text("utf-8")
