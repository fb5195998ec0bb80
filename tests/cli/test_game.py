"""``mjscore game``: the hand table, the final block, JSON, CSV, Japanese, the live scorer on
stdin, standings, what each player needs, mismatches and bad lines, exit statuses."""

from __future__ import annotations

import csv
import io
import json
import re
import shlex
from pathlib import Path

from click.testing import CliRunner, Result

from mjscore.cli import cli

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "game.txt"

SHORT = """players: Aki Ben Chie Dai
E1 riichi Aki ; ron Chie from Ben 3900   = 24000 21100 29900 25000
E2 draw tenpai Aki
"""


def run(*args: str, input: str | None = None, exit_code: int = 0) -> Result:
    result = CliRunner().invoke(cli, ["game", *args], input=input, catch_exceptions=False)
    assert result.exit_code == exit_code, (result.stdout, result.stderr)
    assert "Traceback" not in result.output
    return result


def records(result: Result) -> list[dict[str, object]]:
    return [json.loads(line) for line in result.stdout.splitlines()]


def test_the_example_game_checks_clean() -> None:
    result = run(str(EXAMPLE))
    lines = result.stdout.splitlines()
    assert lines[0] == "Club night 2026-03-14, table 2: classic"
    assert "ron Chie from Ben 3han30fu 3900" in lines[4]
    assert "Final (the last hand was played)" in result.stdout
    assert "! " not in result.stdout
    final = result.stdout.split("Final", 1)[1].splitlines()
    assert final[3].split() == ["1", "Chie", "40,300", "+0.0", "+0.0", "+15.0"]


def test_each_hand_row_shows_the_changes_scores_and_sticks() -> None:
    result = run("-", input=SHORT)
    row = next(line for line in result.stdout.splitlines() if line.lstrip().startswith("2"))
    assert row.split() == ["2", "E1", "riichi", "Aki;", "ron", "Chie", "from", "Ben", "3900",
                           "-1,000", "24,000", "-3,900", "21,100", "+4,900", "29,900",
                           "25,000", "0"]


def test_json_gives_a_record_per_hand_and_one_for_the_result() -> None:
    found = records(run("-", "--json", input=SHORT))
    hand, draw, result = found
    assert {key: hand[key] for key in ("type", "line", "label", "deltas", "scores", "honba",
                                        "sticks", "mismatches")} == {
        "type": "hand", "line": 2, "label": "E1", "deltas": [-1000, -3900, 4900, 0],
        "scores": [24000, 21100, 29900, 25000], "honba": 0, "sticks": 0, "mismatches": []}
    assert draw["deltas"] == [3000, -1000, -1000, -1000]
    assert result["type"] == "result"
    assert set(result) >= {"placings", "final_scores", "leftover_sticks", "uma", "oka",
                           "points", "end", "mismatches"}
    assert result["end"] is None  # the sheet stops before the end of the game
    assert abs(sum(result["points"])) < 1e-9  # type: ignore[arg-type]


def test_csv_has_a_header_a_row_per_hand_and_a_final_row() -> None:
    rows = list(csv.reader(io.StringIO(run("-", "--csv", input=SHORT).stdout)))
    assert rows[0][:4] == ["game", "line", "hand", "event"]
    assert [row[2] for row in rows[1:]] == ["E1", "E2", "final"]
    assert rows[2][4:6] == ["3000", "27000"]


def test_japanese_words() -> None:
    result = run(str(EXAMPLE), "--lang", "ja")
    assert "Chie ロン (Ben)" in result.stdout and "終局 (規定局数終了)" in result.stdout


def test_japanese_rows_say_han_fu_and_limits_in_japanese() -> None:
    """Issues #26 and #30: no English word of the ledger in a Japanese row, at full width or
    fitted to a narrow terminal, and --needs too; the English rows keep theirs."""
    english = re.compile(r"\d+han|\d+fu|\bhan\b|\bfu\b|mangan|haneman|baiman|yakuman|kyuushu")
    for width in ("--wide", "--width=70"):
        shown = run(str(EXAMPLE), "--lang", "ja", width).stdout
        rows = "".join(shown.split("終局")[0].split())  # the hand rows, wrapped or not
        for words in ("Chie ロン (Ben) 3翻30符 3900", "Ben ツモ 満貫 12000", "途中流局 九種九牌",
                      "Chie ロン (Ben) 倍満 16000", "Dai ツモ 3翻40符 7800"):
            assert "".join(words.split()) in rows, (width, words)
        assert not english.search(shown), shown
    cut = "".join(EXAMPLE.read_text(encoding="utf-8").splitlines(keepends=True)[:14])
    needs = run("-", "--lang", "ja", "--needs", input=cut).stdout.split("の条件")[1]
    assert "跳満 (12000)" in needs and "ツモ 3翻60符 (2000/3900)" in needs
    assert not english.search(needs), needs
    plain = run(str(EXAMPLE), "--wide").stdout
    assert "ron Chie from Ben 3han30fu 3900" in plain and "tsumo Ben mangan 12000" in plain
    assert "abortive draw: kyuushu_kyuuhai" in plain


def test_a_score_the_sheet_got_wrong_is_reported_with_its_line_and_exits_1() -> None:
    wrong = SHORT.replace("= 24000 21100 29900 25000", "= 24000 21100 30900 24000")
    result = run("-", input=wrong, exit_code=1)
    assert ("! end_scores: written 24000 21100 30900 24000, the rules give 24000 21100 29900 "
            "25000") in result.stdout


def test_a_bad_line_is_reported_and_the_rest_is_still_played() -> None:
    sheet = SHORT.replace("E2 draw", "E1-1 ron Ben from Ben 1000\nE2 draw")
    result = run("-", "--json", input=sheet, exit_code=1)
    found = records(result)
    assert found[1]["type"] == "error"
    assert found[1]["error"] == {"code": "ron_from_self",  # type: ignore[comparison-overlap]
                                 "message": "line 3, column 6: Ben cannot ron their own "
                                            "discard"}
    assert [record["type"] for record in found] == ["hand", "error", "hand", "result"]


def test_an_impossible_event_is_reported_by_the_ledger() -> None:
    sheet = "players: A B C D\nrules: classic\nE1 ron A from B 1000 ; ron C from B 1000\n"
    result = run("-", input=sheet, exit_code=1)
    assert "head_bump_double_ron" in result.stdout


def test_a_game_given_only_by_its_final_scores_is_placed_and_counted() -> None:
    result = run("-", "--json", input="players: A B C D\nfinal: 40000 30000 20000 10000\n")
    (record,) = records(result)
    assert record["placings"] == [1, 2, 3, 4]
    assert record["points"] == [50.0, 10.0, -20.0, -40.0]


def test_standings_add_up_every_game(tmp_path: Path) -> None:
    first, second = tmp_path / "one.txt", tmp_path / "two.txt"
    first.write_text("players: A B C D\nfinal: 40000 30000 20000 10000\n", encoding="utf-8")
    second.write_text("players: A B C E\nfinal: 10000 20000 30000 40000\n", encoding="utf-8")
    result = run(str(first), str(second), "--standings")
    table = result.stdout.split("Standings", 1)[1].splitlines()
    assert table[3].split() == ["1", "E", "1", "1/0/0/0", "1.00", "+50.0"]
    assert table[4].split() == ["2", "A", "2", "1/0/0/1", "2.50", "+10.0"]
    last = records(run(str(first), str(second), "--standings", "--json"))[-1]
    assert last["type"] == "standings"


def test_needs_at_the_last_hand() -> None:
    orasu = EXAMPLE.read_text("utf-8").split("S4-1")[0]
    result = run("-", "--needs", input=orasu)
    needs = result.stdout.split("What each player needs at S4", 1)[1]
    assert "1. Chie (43,000): first already" in needs
    assert "to be first:" in needs and "tsumo" in needs
    (found,) = [record for record in records(run("-", "--needs", "--json", input=orasu))
                if record["type"] == "needs"]
    assert len(found["needs"]) == 4  # type: ignore[arg-type]


def test_rules_options_change_the_sheets_rules() -> None:
    result = run(str(EXAMPLE), "--rules", "tenhou", exit_code=1)
    assert "final_points" in result.stdout  # the sheet's points are classic's
    result = run(str(EXAMPLE), "--rule", "uma=10,5,-5,-10", exit_code=1)
    assert "final_points" in result.stdout


def test_usage_errors_exit_2(tmp_path: Path) -> None:
    assert "exclude each other" in run(str(EXAMPLE), "--json", "--csv",
                                       exit_code=2).output
    assert "does not exist" in run(str(tmp_path / "missing.txt"), exit_code=2).stderr



def test_a_sheet_file_that_is_not_utf8_spoils_only_its_lines(tmp_path: Path) -> None:
    # Changed on purpose by issue #29 (R6): once a usage error that refused the whole sheet.
    (tmp_path / "latin1.txt").write_bytes("players: Aé B C D\n".encode("latin-1"))
    out = run(str(tmp_path / "latin1.txt"), exit_code=1).stdout
    assert "invalid_utf8" in out and "line 1, column 11" in out


def test_the_console_examples_of_the_docs_are_what_the_command_prints() -> None:
    for page in ("game.md", "replay.md"):
        text = (ROOT / "docs" / page).read_text("utf-8")
        for command, expected in re.findall(r"```console\n\$ (mjscore [^\n]*)\n(.*?)```",
                                            text, re.S):
            args = shlex.split(command)[1:]
            exit_code = 0
            if len(args) > 3 and args[-3] == "#":
                exit_code, args = int(args[-1]), args[:-3]
            result = CliRunner().invoke(cli, args, catch_exceptions=False)
            assert (result.exit_code, result.stdout) == (exit_code, expected), command


def test_a_game_without_players_says_on_which_line_it_starts() -> None:
    """A game of header lines only, at the end of the sheet: the error names the line the
    game starts on (no hand line to hold it)."""
    sheet = "# a league night\n\ngame: lonely\nrules: classic\n\n"
    (error,) = [record for record in records(run("-", "--json", input=sheet, exit_code=1))
                if record["type"] == "error"]
    assert (error["line"], error["error"]["code"]) == (3, "missing_header")
    assert "line 3" in run("-", input=sheet, exit_code=1).stdout
