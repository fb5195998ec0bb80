"""``mjscore replay`` on real logs: the lines and records, the exit statuses, the rule
options, stdin, gzip, --jobs, --export and broken logs."""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from mjscore.cli import cli

from ..support.logdata import PANTHEON, require_raw
from ..support.terminal import run_on_terminal

DOUBLE_RON = PANTHEON / "doubleron.xml"
WEST = PANTHEON / "west.xml"  # altered: an East-only lobby flag on a game played to West 2


def run(*args: str, input: bytes | None = None, exit_code: int = 0) -> Result:
    require_raw()
    result = CliRunner().invoke(cli, ["replay", *args], input=input, catch_exceptions=False)
    assert result.exit_code == exit_code, (result.stdout, result.stderr)
    assert "Traceback" not in result.output
    return result


def records(result: Result) -> list[dict[str, object]]:
    return [json.loads(line) for line in result.stdout.splitlines()]


def test_a_game_that_matches_is_one_ok_line_and_exits_0() -> None:
    result = run(str(DOUBLE_RON))
    assert result.stdout.startswith("ok       doubleron  4 hands, 5 wins, 0 draws")
    assert result.stderr.startswith("replay: 1 file: 1 ok, 0 mismatch, 0 skipped, 0 error")


def test_json_gives_one_record_per_game_with_the_issues_keys() -> None:
    (record,) = records(run(str(DOUBLE_RON), "--json"))
    assert record == {"file": str(DOUBLE_RON), "game": "doubleron", "status": "ok",
                      "reason": None, "code": None, "hands": 4, "wins": 5, "draws": 0,
                      "mismatches": [], "final": {"scores": [-58000, 53000, 15900, 89100],
                                                  "points": [-108.0, 33.0, -24.0, 99.0]},
                      "stopped": None, "hint": None}


def test_a_mismatch_is_listed_by_hand_and_field_and_exits_1() -> None:
    result = run(str(WEST), exit_code=1)
    lines = result.stdout.splitlines()
    assert lines[0].startswith("mismatch west  18 hands")
    assert lines[1] == "    E4     label: log S1, mjscore E4"
    (record,) = records(run(str(WEST), "--json", exit_code=1))
    assert record["status"] == "mismatch"
    first = record["mismatches"][0]  # type: ignore[index]
    assert first == {"hand": "E4", "field": "label", "log": "S1", "mjscore": "E4"}


def test_rule_overrides_the_rules_the_log_implies() -> None:
    (record,) = records(run(str(WEST), "--rule", "game_length=hanchan", "--json"))
    assert record["status"] == "ok"


def test_rules_replaces_the_logs_rules() -> None:
    """Under classic's head-bump only the first of a double ron wins: the log disagrees."""
    (record,) = records(run(str(DOUBLE_RON), "--rules", "classic", "--json", exit_code=1))
    assert record["status"] == "mismatch"


def test_bad_rule_options_are_usage_errors() -> None:
    result = run(str(DOUBLE_RON), "--rule", "uma=big", exit_code=2)
    assert "four whole numbers" in result.stderr
    result = run(str(DOUBLE_RON), "--rules", "tenhou", "--rules-file", __file__, exit_code=2)
    assert "exclude each other" in result.stderr


def test_a_directory_is_walked_in_name_order_and_every_file_answers() -> None:
    result = run(str(PANTHEON / "format6"), "--json", exit_code=0)
    found = records(result)
    assert [Path(str(record["file"])).name for record in found] == sorted(
        path.name for path in (PANTHEON / "format6").iterdir())
    statuses = {Path(str(r["file"])).name: r["status"] for r in found}
    assert set(statuses.values()) == {"ok"}  # the Mahjong Soul games too, under mahjongsoul


def test_the_mahjong_soul_games_replay_under_their_preset() -> None:
    found = records(run(str(PANTHEON / "format6" / "tensoul_usual.json"),
                        str(PANTHEON / "format6" / "tensoul_with_same_nicknames.json"),
                        "--json", exit_code=0))
    assert [(record["status"], record["hands"], record["mismatches"]) for record in found] == [
        ("ok", 8, []), ("ok", 4, [])]


def test_a_run_where_everything_was_skipped_exits_0(tmp_path: Path) -> None:
    (tmp_path / "README.txt").write_text("these are my logs\n", encoding="utf-8")
    result = run(str(tmp_path))
    assert result.stdout.startswith(f"skipped  {tmp_path / 'README.txt'}: not a game log")


def test_a_broken_log_is_an_error_line_and_the_others_still_replay(tmp_path: Path) -> None:
    broken = tmp_path / "a-broken.xml"
    broken.write_bytes(DOUBLE_RON.read_bytes().replace(b"<INIT", b"<INIT bogus", 1))
    (tmp_path / "b-fine.xml").write_bytes(DOUBLE_RON.read_bytes())
    found = records(run(str(tmp_path), "--json", exit_code=1))
    assert [(record["status"], record["game"], record["code"]) for record in found] == [
        ("error", None, "invalid_log"), ("ok", "b-fine", None)]
    assert "broken XML" in str(found[0]["reason"])


def test_stdin_and_gzip_read_like_a_plain_file(tmp_path: Path) -> None:
    (record,) = records(run("-", "--json", input=gzip.compress(DOUBLE_RON.read_bytes())))
    assert (record["file"], record["status"], record["hands"]) == ("-", "ok", 4)
    packed = tmp_path / "2009120221gm-0001-0000-8f264f66.mjlog"
    packed.write_bytes(gzip.compress(DOUBLE_RON.read_bytes()))
    (record,) = records(run(str(packed), "--json"))
    assert (record["game"], record["status"]) == ("2009120221gm-0001-0000-8f264f66", "ok")


def test_jobs_keep_the_order_and_the_records() -> None:
    one = run(str(PANTHEON), "--json", exit_code=1).stdout
    two = run(str(PANTHEON), "--json", "--jobs", "2", exit_code=1).stdout
    assert one == two
    assert [json.loads(line)["status"] for line in one.splitlines()].count("mismatch") == 2


def test_export_writes_each_win_as_a_batch_record_and_each_draw(tmp_path: Path) -> None:
    target = tmp_path / "hands.jsonl"
    run(str(PANTHEON / "doubleron_and_honba.xml"), "--export", str(target))
    exported = [json.loads(line) for line in target.read_text("utf-8").splitlines()]
    wins = [item for item in exported if item["type"] in ("ron", "tsumo")]
    draws = [item for item in exported if item["type"] == "draw"]
    assert (len(wins), len(draws)) == (8, 2)
    win = wins[0]
    assert set(win["record"]) >= {"hand", "seat", "round", "han", "fu", "value", "yaku"}
    assert win["record"]["value"] == win["log"]["value"]
    assert sum(win["deltas"]) >= 0


def test_export_to_stdout_moves_the_report_to_stderr() -> None:
    result = run(str(DOUBLE_RON), "--export", "-")
    assert all(json.loads(line)["game"] == "doubleron" for line in result.stdout.splitlines())
    assert "ok       doubleron" in result.stderr


def test_to_sheet_writes_games_that_mjscore_game_checks_clean(tmp_path: Path) -> None:
    folder = tmp_path / "sheets"
    run(str(DOUBLE_RON), str(PANTHEON / "pao_ron.xml"), "--to-sheet", f"{folder}/")
    assert sorted(path.name for path in folder.iterdir()) == ["doubleron.txt", "pao_ron.txt"]
    checked = CliRunner().invoke(cli, ["game", *map(str, sorted(folder.iterdir())), "--json"])
    assert checked.exit_code == 0, checked.stdout
    results = [json.loads(line) for line in checked.stdout.splitlines()
               if json.loads(line)["type"] == "result"]
    replayed = records(run(str(DOUBLE_RON), str(PANTHEON / "pao_ron.xml"), "--json"))
    assert len(results) == len(replayed) == 2
    assert all(result["end"] for result in results)


def test_to_sheet_on_stdout_is_one_sheet_after_another() -> None:
    result = run(str(DOUBLE_RON), str(PANTHEON / "pao_ron.xml"), "--to-sheet", "-")
    assert result.stdout.count("players: ") == 2
    assert result.stdout.splitlines()[1] == "game: doubleron"
    assert "ok       doubleron" in result.stderr


def test_to_sheet_in_one_file(tmp_path: Path) -> None:
    target = tmp_path / "all.txt"
    run(str(DOUBLE_RON), str(PANTHEON / "pao_ron.xml"), "--to-sheet", str(target))
    checked = CliRunner().invoke(cli, ["game", str(target), "--standings"])
    assert checked.exit_code == 0, checked.stdout
    assert "Standings" in checked.stdout


def _screen(data: bytes) -> list[str]:
    """The lines a terminal shows for ``data``: a carriage return goes back to the start of
    the line, and what follows overwrites it."""
    lines, line, column = [], [" "] * 0, 0
    for char in data.decode("utf-8", "replace"):
        if char == "\n":
            lines.append("".join(line).rstrip())
            line, column = [], 0
        elif char == "\r":
            column = 0
        else:
            if column < len(line):
                line[column] = char
            else:
                line.append(char)
            column += 1
    if "".join(line).strip():
        lines.append("".join(line).rstrip())
    return lines


def test_on_a_terminal_the_progress_line_never_stays_in_the_output(tmp_path: Path) -> None:
    """stdout and stderr on one pseudo-terminal: every game line is whole, and no progress
    text is left on the screen."""
    import shutil

    phoenix = require_raw() / "tenhou_phoenix_2022"
    for path in sorted(phoenix.iterdir())[:300]:
        shutil.copy(path, tmp_path / path.name)
    data = run_on_terminal("replay", str(tmp_path))
    assert b" games " in data  # the progress line was drawn
    screen = _screen(data.replace(b"\r\n", b"\n"))
    assert len(screen) == 301
    assert all(line.startswith("ok       2022") for line in screen[:300]), screen[:3]
    assert screen[300].startswith("replay: 300 files: 300 ok")


def test_a_worker_that_dies_ends_the_json_lines_stream_with_one_line(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from mjscore.base import MjscoreError

    def dying(*args: object, **options: object) -> Iterator[object]:
        raise MjscoreError("a worker process died (exit code -9)", code="worker_died")
        yield  # (a generator, as the real one)

    monkeypatch.setattr("mjscore.logs.replay_outputs", dying)
    result = CliRunner().invoke(cli, ["replay", str(DOUBLE_RON), "--json"])
    (line,) = result.stdout.splitlines()
    assert json.loads(line)["error"]["code"] == "worker_died"
    assert result.exit_code == 1


def test_a_cut_log_is_incomplete_exits_0_and_says_where_it_stopped(tmp_path: Path) -> None:
    require_raw()
    cut = tmp_path / "cut.xml"
    data = DOUBLE_RON.read_bytes()
    cut.write_bytes(data[:data.rindex(b"<INIT")])
    result = run(str(cut))
    assert result.stdout.splitlines()[1].endswith("no final scores (owari) after hand 3")
    assert "1 incomplete" in result.stderr
    (record,) = records(run(str(cut), "--json"))
    assert (record["status"], record["code"], record["stopped"], record["final"]) == (
        "incomplete", "truncated_log", "E3", None)


def test_a_length_mismatch_names_the_override() -> None:
    result = run(str(WEST), exit_code=1)
    assert result.stdout.splitlines()[-1] == (
        "    hint   the log plays as a hanchan game: --rule game_length=hanchan replays it "
        "without a difference")


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full (a full disk)")
def test_a_full_disk_ends_the_run_with_a_message_not_a_traceback() -> None:
    import subprocess
    import sys

    require_raw()
    for args, stdout in ((["--json"], "/dev/full"), (["--export", "/dev/full"], "/dev/null")):
        with open(stdout, "w") as stream:
            done = subprocess.run([sys.executable, "-m", "mjscore", "replay", str(DOUBLE_RON),
                                   *args], stdout=stream, stderr=subprocess.PIPE, text=True,
                                  check=False)
        assert done.returncode == 1
        assert "Traceback" not in done.stderr
        assert "cannot write the output: No space left on device" in done.stderr
