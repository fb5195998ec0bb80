"""``mjscore convert``: any log to mjai or tenhou.net/6, a file a game in a directory, one file
or stdout, files that exist kept unless --force, what is skipped and what fails."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from mjscore.cli import cli
from mjscore.logs import convert_logs, read_mjai, read_tenhou6
from mjscore.logs.replay import Status, replay_games

from ..support.logdata import PANTHEON, require_raw

DOUBLE_RON = PANTHEON / "doubleron.xml"
HANCHAN = PANTHEON / "regress" / "hanchan.xml"
MJAI = Path(__file__).parents[1] / "logs" / "data" / "mjai"


def run(*args: str, exit_code: int = 0, input: bytes | None = None) -> Result:
    result = CliRunner().invoke(cli, ["convert", *args], input=input, catch_exceptions=False)
    assert result.exit_code == exit_code, (result.stdout, result.stderr)
    assert "Traceback" not in result.output
    return result


def test_an_mjlog_to_mjai_on_stdout_replays_as_the_log() -> None:
    require_raw()
    result = run(str(DOUBLE_RON), "--to", "mjai")
    first = json.loads(result.stdout.splitlines()[0])
    assert first["type"] == "start_game" and "uri" not in first  # no Tenhou log id
    [back] = replay_games("doubleron.mjson", data=result.stdout.encode())
    assert (back.status, back.hands, back.wins) == (Status.OK, 4, 5)
    assert "written  " in result.stderr
    assert result.stderr.endswith("convert: 1 games written, 0 skipped, 0 not written\n")


def test_a_directory_gets_a_file_a_game_named_by_its_id(tmp_path: Path) -> None:
    require_raw()
    out = tmp_path / "out"
    run(str(HANCHAN), str(MJAI / "126_204_0_mjai.jsonl"), "--to", "tenhou6", "-o", f"{out}/")
    names = sorted(path.name for path in out.iterdir())
    assert names == ["126_204_0_mjai.json", "hanchan.json"]
    game = read_tenhou6((out / "hanchan.json").read_bytes())
    assert len(game.hands) == 14
    again = run(str(HANCHAN), "--to", "tenhou6", "-o", str(out), exit_code=1)
    assert "exists (--force to overwrite it)" in again.stderr
    run(str(HANCHAN), "--to", "tenhou6", "-o", str(out), "--force")


def test_one_file_holds_every_game(tmp_path: Path) -> None:
    require_raw()
    target = tmp_path / "games.mjson"
    run(str(DOUBLE_RON), str(HANCHAN), "--to", "mjai", "-o", str(target))
    results = replay_games(str(target))
    assert [result.status for result in results] == [Status.OK, Status.OK]
    assert results[0].file.endswith(":1")
    refused = run(str(DOUBLE_RON), "--to", "mjai", "-o", str(target), exit_code=2)
    assert "exists: --force to overwrite it" in refused.stderr
    run(str(DOUBLE_RON), "--to", "tenhou6", "-o", str(target), "--force")
    assert [len(read_tenhou6(line).hands) for line in target.read_text().splitlines()] == [4]


def test_what_is_no_game_is_skipped_and_a_cut_log_is_not_written() -> None:
    result = run(str(MJAI / "kuikae.mjson"), str(MJAI / "tenhou_4p_ranked_excerpt.jsonl"),
                 "--to", "tenhou6", exit_code=1)
    assert result.stdout == ""
    assert "skipped  " in result.stderr and "hidden" in result.stderr
    assert "error    " in result.stderr and "stops before its end" in result.stderr
    assert result.stderr.endswith("convert: 0 games written, 1 skipped, 1 not written\n")


def test_stdin_and_three_players() -> None:
    require_raw()
    sanma = require_raw() / "mjai_reviewer3p_testdata" / "double_nukidora.json"
    result = run("-", "--to", "mjai", input=sanma.read_bytes())
    game = read_mjai(result.stdout)
    assert game.rules.seats == 3
    assert any(json.loads(line)["type"] == "nukidora" for line in result.stdout.splitlines())


@pytest.mark.parametrize("args", [["-", "-", "--to", "mjai"], ["x", "--to", "csv"],
                                  ["x", "--to", "mjai", "-o", "a\x00b"]])
def test_usage_errors(args: list[str]) -> None:
    run(*args, exit_code=2)


def test_mjai_without_values_gets_the_ledgers_in_tenhou6(tmp_path: Path) -> None:
    """A Mortal log (no yaku, fu, han or value) and one without even its changes (akochan's
    bare ``hora``, no names): the tenhou.net/6 written gets the ledger's reading and payments,
    and replays with no difference."""
    bare = tmp_path / "bare.mjson"
    events = [json.loads(line) for line in
              (MJAI / "126_204_0_mjai.jsonl").read_text(encoding="utf-8").splitlines()]
    for event in events:
        event.pop("deltas", None)
        if event["type"] == "start_game":
            event["names"] = []
    bare.write_text("".join(json.dumps(event) + "\n" for event in events), encoding="utf-8")
    out = tmp_path / "out"
    run(str(MJAI / "126_204_0_mjai.jsonl"), str(bare), "--to", "tenhou6", "-o", f"{out}/")
    results = replay_games(str(out / "126_204_0_mjai.json")) + replay_games(
        str(out / "bare.json"))
    assert [(result.status, result.wins, result.mismatches) for result in results] == [
        (Status.OK, 9, ())] * 2
    first = json.loads((out / "126_204_0_mjai.json").read_text())["log"][0][16]
    assert first == ["和了", [-4000, -2000, -2000, 10000],
                     [3, 3, 3, "満貫2000-4000点", "立直(1飜)", "門前清自摸和(1飜)", "平和(1飜)",
                      "ドラ(1飜)", "赤ドラ(1飜)"]]


def test_a_name_with_a_null_byte_is_an_error_not_a_traceback() -> None:
    # convert answers each log name on its own line, one holding a NUL byte too (the other
    # commands refuse such an argument as a usage error: tests/hostile/test_command_lines.py)
    result = run("a\x00b", "--to", "mjai", "-o", "-", exit_code=1)
    assert "its name holds a null byte" in result.stderr and "1 not written" in result.stderr
    [converted] = convert_logs(["a\x00b"], "mjai")
    assert (converted.status, converted.code) == ("error", "invalid_log")
    assert "null byte" in (converted.reason or "")
