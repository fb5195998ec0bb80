"""Issue #14, "At the table": one test (or more) for each slip the issue lists, showing the
right value or an error that names the fix."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

import mjscore
from mjscore.hand import Wind
from mjscore.rules import TENHOU
from mjscore.scoring import Payer, Payment
from mjscore.scoring.points import seat_deltas

from ..support.cli import RIICHI_HAND, ROOT, run, run_json
from ..support.terminal import run_on_terminal


def summary(output: str) -> str:
    """The summary line: the first line of the fourth section of an explained score."""
    return output.split("\n\n")[3].splitlines()[0]


# Never a silently wrong number ------------------------------------------------------------


def test_the_dealers_value_says_dealer_and_notes_the_missing_seat() -> None:
    output = run("score", RIICHI_HAND, "--riichi").output
    assert summary(output) == "East (dealer) ron: 3 han 30 fu — 5,800"
    assert "no --seat given: scored as the dealer's hand" in output


@pytest.mark.parametrize(
    ("args", "line"),
    [
        (["-s", "S", "-f", "W"], "South ron from West: 3 han 30 fu — 3,900"),
        (["-s", "E", "-f", "N"], "East (dealer) ron from North: 3 han 30 fu — 5,800"),
        (["-s", "N", "-t"], "North tsumo: 4 han 20 fu — 1,300 / 2,600"),
        (["-s", "E", "-t"], "East (dealer) tsumo: 4 han 20 fu — 2,600 all"),
    ],
    ids=["non-dealer-ron", "dealer-ron", "non-dealer-tsumo", "dealer-tsumo"],
)
def test_the_summary_says_who_won_and_how(args: list[str], line: str) -> None:
    assert summary(run("score", RIICHI_HAND, "-r", *args).output) == line


# Short and forgiving input ----------------------------------------------------------------


def test_a_hand_split_by_the_shell_is_joined() -> None:
    split = run_json("score", "234m", "567p", "8s+8s", "[4-56s]", "[777z]", "-t", "-s", "S")
    joined = run_json("score", "234m567p8s+8s [4-56s] [777z]", "-t", "-s", "S")
    assert split == joined and split["hand"] == "234m567p8s+8s [4-56s] [777z]"


def test_a_split_hand_with_bad_notation_points_into_the_joined_text() -> None:
    lines = run("score", "234m", "56x7p", exit_code=2).stderr.splitlines()
    assert "Error: Invalid value for 'HAND': unexpected character 'x' at column 8" in lines
    assert lines[-2:] == ["  234m 56x7p", "         ^"]


@pytest.mark.parametrize("dora", [["--dora", "2"], ["-d", "2"], ["--dora-count", "2"],
                                  ["-d", "1", "-d", "1"]],
                         ids=["dora-2", "d-2", "dora-count", "twice-one"])
def test_a_number_of_dora_counts_the_dora_the_hand_holds(dora: list[str]) -> None:
    data = run_json("score", RIICHI_HAND, "-r", "-s", "S", *dora)
    assert {"id": "dora", "han": 2} in data["yaku"]
    assert (data["han"], data["value"]) == (5, 8000)
    assert data["situation"]["dora_count"] == 2 and data["situation"]["dora"] == []


def test_a_number_of_dora_and_indicators_are_refused_with_the_fix() -> None:
    error = run_json("score", RIICHI_HAND, "-r", "-d", "3m", "-d", "2", exit_code=1)
    assert error["error"]["code"] == "dora_count_and_indicators"
    assert "not both" in error["error"]["message"]


def test_aka_and_ura_counts() -> None:
    data = run_json("score", RIICHI_HAND, "-r", "-s", "S", "--aka", "1", "-u", "1")
    assert [(hit["id"], hit["han"]) for hit in data["yaku"]][-2:] == [
        ("aka_dora", 1), ("ura_dora", 1)]
    refused = run_json("score", "23406m55678p234s+4m", "-r", "--aka", "1", exit_code=1)
    assert refused["error"]["code"] == "aka_count_and_red_fives"


def test_the_library_and_json_take_the_counts_too() -> None:
    result = mjscore.score(RIICHI_HAND, riichi=True, seat="S", dora=2, aka=1)
    assert [(hit.id, hit.han) for hit in result.yaku][-2:] == [("dora", 2), ("aka_dora", 1)]
    line = json.dumps({"hand": RIICHI_HAND, "riichi": True, "seat": "S", "dora": "2",
                       "from": "W"})
    record = json.loads(run("batch", "-", stdin=line + "\n").stdout)
    assert record["han"] == 5 and record["payments"] == [{"payer": "W", "amount": 8000}]


def test_short_options_make_a_short_line() -> None:
    short = ["score", RIICHI_HAND, "-rti", "-s", "S", "-p", "S", "-d", "1m", "-u", "2s",
             "-b", "1", "-k", "1"]
    long = ["score", RIICHI_HAND, "--riichi", "--tsumo", "--ippatsu", "--seat", "S",
            "--round", "S", "--dora", "1m", "--ura", "2s", "--honba", "1", "--sticks", "1"]
    assert run(*short, "--json").stdout == run(*long, "--json").stdout
    typical = ["score", RIICHI_HAND, "-r", "-s", "S", "-f", "W", "-d", "2"]
    assert len(" ".join(["mjscore", *typical])) < 60
    assert summary(run(*typical).output) == "South ron from West: mangan — 8,000"
    ron = run_json("score", RIICHI_HAND, "-r", "-s", "S", "-f", "W")
    assert ron["payments"] == [{"payer": "W", "amount": 3900}]


def test_argument_lines_take_the_short_options() -> None:
    lines = f"{RIICHI_HAND} -rt -sS -d 2\n{RIICHI_HAND} --riichi --tsumo --seat S --dora 2\n"
    first, second = (json.loads(line) for line in run("batch", "-", stdin=lines).stdout
                     .splitlines())
    assert {**first, "line": 0} == {**second, "line": 0} and first["han"] == 6


def test_score_dash_reads_hands_from_stdin() -> None:
    stdin = f"{RIICHI_HAND} -r -s S -f W\n# a comment\n\n234m567p8s+8s [4-56s] [777z] -t\n"
    output = run("score", "-", "-s", "S", stdin=stdin).output
    assert output.startswith(f"line 1: {RIICHI_HAND} -r -s S -f W\n\nhand:")
    assert "South ron from West: 3 han 30 fu — 3,900" in output
    assert "line 4: 234m567p8s+8s [4-56s] [777z] -t" in output
    assert "South tsumo: 1 han 30 fu — 300 / 500" in output


def test_score_dash_goes_on_after_a_bad_line_and_exits_with_the_worst() -> None:
    result = run("score", "-", "--json", stdin=f"123m+\n{RIICHI_HAND} -r -s S\n", exit_code=2)
    first, second = (json.loads(line) for line in result.stdout.splitlines())
    assert (first["line"], first["error"]["code"]) == (1, "missing_winning_tile")
    assert (second["line"], second["value"]) == (2, 3900)


# Lookup -----------------------------------------------------------------------------------


def test_table_looks_up_one_value_with_its_payments() -> None:
    output = run("table", "3", "40").output
    assert output.splitlines()[:2] == ["3 han 40 fu, non-dealer's ron: 5,200",
                                      "(dealer's ron: 7,700 with --dealer)"]
    data = run_json("table", "3", "40", "--tsumo", "--honba", "1")
    assert data["payments"] == [{"payer": "dealer", "amount": 2700},
                                {"payer": "non_dealer", "amount": 1400},
                                {"payer": "non_dealer", "amount": 1400}]
    assert (data["value"], data["total"]) == (5200, 5500)
    assert run_json("table", "3", "40", "--dealer")["total"] == 7700


@pytest.mark.parametrize(
    ("args", "message"),
    [(["3", "20"], "add --tsumo"), (["3", "35"], "round up to 40"), (["3"], "table 3 30"),
     (["1", "25"], "seven pairs"), (["2", "25", "-t"], "3 han")],
    ids=["ron-20", "35-fu", "no-fu", "1han-25", "chiitoi-tsumo"])
def test_table_refuses_what_no_hand_is_and_names_the_fix(args: list[str], message: str) -> None:
    assert message in run("table", *args, exit_code=1).stderr


def test_table_still_prints_the_whole_sheet() -> None:
    assert run("table").output.startswith("points table (tenhou rules)")
    assert "dealer" in run("table", "--dealer", exit_code=2).stderr


# Names players use ------------------------------------------------------------------------


def test_english_names_the_yaku_as_players_do_with_the_translation_available() -> None:
    args = ["score", RIICHI_HAND, "-r", "-t", "-s", "S"]
    names = [line.rsplit(None, 1)[0] for line in run(*args).output.split("\n\n")[1]
             .splitlines()[2:-1]]
    assert names == ["riichi", "tsumo", "pinfu", "tanyao"]
    full = [line.rsplit(None, 1)[0] for line in run(*args, "--lang", "en-full").output
            .split("\n\n")[1].splitlines()[2:-1]]
    assert full == ["Riichi", "Fully concealed hand", "Pinfu", "All simples"]
    assert "Pure double sequence" in run("yaku").output


@pytest.mark.parametrize("command", [["score", RIICHI_HAND, "-r"], ["table"], ["table", "3", "30"],
                                     ["yaku"]], ids=["score", "table", "lookup", "yaku"])
def test_every_command_that_prints_names_takes_lang(command: list[str]) -> None:
    assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", run(*command, "--lang", "ja").output)


# Consistent names and records -------------------------------------------------------------


def test_discarder_is_the_option_and_from_its_alias_everywhere() -> None:
    by_alias = run_json("score", RIICHI_HAND, "-r", "-s", "S", "--from", "W")
    assert run_json("score", RIICHI_HAND, "-r", "-s", "S", "--discarder", "W") == by_alias
    line = json.dumps({"hand": RIICHI_HAND, "riichi": True, "seat": "S", "from": "W"})
    assert json.loads(run("batch", "-", stdin=line).stdout)["payments"] == by_alias["payments"]
    typo = json.dumps({"hand": RIICHI_HAND, "frm": "W"})
    message = json.loads(run("batch", "-", stdin=typo, exit_code=1).stdout)["error"]["message"]
    assert "did you mean from?" in message
    assert "'--discarder'" in run("score", RIICHI_HAND, "--discarde", "W", exit_code=2).stderr


def test_json_payments_include_the_deposits_and_add_up_to_the_total() -> None:
    data = run_json("score", RIICHI_HAND, "-r", "-s", "S", "-f", "W", "-b", "1", "-k", "2")
    assert data["payments"] == [{"payer": "W", "amount": 4200},
                                {"payer": "deposits", "amount": 2000}]
    assert sum(payment["amount"] for payment in data["payments"]) == data["total"] == 6200


def test_deltas_from_json_payments_do_not_count_the_deposits_twice() -> None:
    data = run_json("score", RIICHI_HAND, "-r", "-s", "S", "-f", "W", "-k", "1")
    paid = [Payment(Payer(p["payer"]), p["amount"]) for p in data["payments"]]
    assert seat_deltas(paid, Wind.SOUTH, data["total"], TENHOU.seats) == (0, 4900, -3900, 0)
    result = mjscore.score(RIICHI_HAND, riichi=True, seat="S", discarder="W", sticks=1)
    assert result.deltas == (0, 4900, -3900, 0)


def test_a_yakuman_has_no_fu_in_json() -> None:
    data = run_json("score", "19m19p19s1234567z+1z", "-s", "S", "-f", "W")
    assert (data["fu"], data["fu_items"], data["limit"]) == (None, [], "yakuman")


def test_score_json_echoes_the_situation() -> None:
    data = run_json("score", RIICHI_HAND, "-r", "-s", "W", "-p", "S", "-b", "2", "-k", "1")
    situation = data["situation"]
    assert (situation["seat"], situation["round"], situation["honba"],
            situation["sticks"]) == ("W", "S", 2, 1)
    assert data["dealer"] is False
    assert mjscore.make_situation(**situation) == mjscore.score(
        RIICHI_HAND, riichi=True, seat="W", round="S", honba=2, sticks=1).situation


# Tables and progress that never collide ---------------------------------------------------


def test_check_reads_csv_records() -> None:
    records = "hand,seat,from,riichi,expect\n23456m55678p234s+4m,S,W,yes,3900\n"
    record = json.loads(run("check", "-", stdin=records).stdout)
    assert (record["line"], record["check"], record["value"]) == (2, "match", 3900)
    assert "csv" in run("check", "--help").output


def test_the_example_csv_records_check() -> None:
    output = run("check", str(ROOT / "examples" / "records.csv")).stdout
    assert [json.loads(line)["check"] for line in output.splitlines()] == ["match"] * 9


def test_table_columns_keep_their_places_for_long_hands_ids_and_japanese_claims() -> None:
    records = [
        {"id": "a-very-long-game-id-2024", "hand": "1m+1m {05+55m} {05+55p} {05+55s} [1-111z]",
         "seat": "S", "from": "W", "expect": "満貫 8000"},
        {"id": "x", "hand": RIICHI_HAND, "riichi": True, "seat": "S", "expect": "3900"},
    ]
    stdin = "".join(json.dumps(record, ensure_ascii=False) + "\n" for record in records)
    _header, rule, *rows = run("check", "-", "--table", stdin=stdin, exit_code=1).stdout \
        .splitlines()
    starts = [match.start() for match in re.finditer(r"-+", rule)]
    for row in rows:
        on_screen = _as_on_screen(row).ljust(len(rule))
        # every column starts where the rule's does: two spaces of gap before it, and no
        # cell runs into the next one
        assert all(on_screen[start - 2:start] == "  " for start in starts[1:]), row
        assert on_screen[starts[3]:starts[4]].split()[0] in ("match", "mismatch")
    assert "a-very-…" in rows[0] and "満貫 8000" in rows[0]
    assert "1m+1m {05+55m} {05+55p} {05+55s} [1-111z]" in rows[0]


def _as_on_screen(text: str) -> str:
    """``text`` with a filler after each wide character, so that index = terminal column."""
    import unicodedata

    return "".join(char + ("\0" if unicodedata.east_asian_width(char) in "WF" else "")
                   for char in text)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="needs a Linux pty")
def test_progress_never_lands_in_the_table_rows_of_a_terminal(tmp_path: Path) -> None:
    """`check --table` at a terminal, on records enough to draw progress: every row the
    terminal shows is whole, and the progress line was drawn (and cleared) on the way."""
    big = tmp_path / "big.txt"
    lines = (ROOT / "examples" / "records.txt").read_text("utf-8").splitlines()
    records = [line for line in lines if line and not line.startswith("#")]
    big.write_text("\n".join(records * 400) + "\n", encoding="utf-8")
    expected = run("check", str(big), "--table").stdout.splitlines()

    raw = run_on_terminal("check", str(big), "--table")
    text = raw.decode("utf-8").replace("\r\n", "\n")
    assert "records" in text.split("mjscore check:")[0], "no progress was drawn"
    screen = [_terminal_line(line) for line in text.split("\n")]
    shown = [line for line in screen if line.strip()]
    assert shown[:len(expected)] == expected
    assert shown[len(expected):] == [
        "mjscore check: 3,600 records, 3,600 scored, 0 errors, 3,600 matches, 0 mismatches"]


def _terminal_line(line: str) -> str:
    """What a terminal shows of one line: a carriage return goes back to its start, and
    later text overwrites earlier text."""
    cells: list[str] = []
    column = 0
    for char in line:
        if char == "\r":
            column = 0
            continue
        if column < len(cells):
            cells[column] = char
        else:
            cells.append(char)
        column += 1
    return "".join(cells).rstrip()


# README and help --------------------------------------------------------------------------


def test_readme_says_the_python_version_and_what_the_tests_need() -> None:
    readme = (ROOT / "README.md").read_text("utf-8")
    assert "Python 3.11" in readme and "../shared" in readme and "skip" in readme


def test_help_notation_prints_the_grammar_of_the_docs_from_the_package() -> None:
    from mjscore.cli.helptext import NOTATION_GRAMMAR

    docs = (ROOT / "docs" / "notation.md").read_text("utf-8")
    grammar = re.search(r"## Grammar\n\n```text\n(.*?)```", docs, re.S)
    assert grammar is not None and grammar.group(1) in NOTATION_GRAMMAR
    output = run("help", "notation").output
    assert grammar.group(1) in output and "```" not in output
    assert "-d, --dora TILES|N" in run("help", "options").output


def test_score_help_has_a_cheat_sheet_and_no_path_into_a_checkout() -> None:
    output = run("score", "--help").output
    assert "docs/notation.md" not in output
    assert "mjscore help notation" in output and "[4-56s] [777z]" in output


def test_the_help_examples_in_the_cheat_sheet_parse() -> None:
    from mjscore.cli.helptext import NOTATION_GRAMMAR

    for line in NOTATION_GRAMMAR.split("Examples:\n", 1)[1].splitlines():
        if line.startswith("  ") and line.strip():
            mjscore.parse_hand(re.split(r"\s{2,}", line.strip())[0])


def test_the_console_script_starts_without_tabulate_for_a_lookup() -> None:
    code = ("import sys, runpy; sys.argv = ['mjscore', 'table', '3', '30', '--json'];"
            "import mjscore.cli\ntry:\n    mjscore.cli.main()\nexcept SystemExit:\n    pass\n"
            "print('tabulate' in sys.modules, file=sys.stderr)")
    process = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                             cwd=ROOT, check=True, timeout=60)
    assert process.stderr.strip().endswith("False")
