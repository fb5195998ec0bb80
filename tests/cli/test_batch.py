"""`mjscore batch` and `mjscore check` through the command line."""

from __future__ import annotations

import contextlib
import csv
import io
import json
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from mjscore.cli import cli
from mjscore.formatting.batch import BATCH_CSV_COLUMNS

from ..records.test_batch import CHUN, KOKUSHI, all_cases, case_claim, case_record, jsonl

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"


def invoke(*args: str, input: str | bytes | None = None, exit_code: int = 0) -> Result:
    result = CliRunner().invoke(cli, list(args), input=input, catch_exceptions=False)
    assert result.exit_code == exit_code, result.output
    return result


def records(result: Result) -> list[dict[str, Any]]:
    return [json.loads(line) for line in result.stdout.splitlines()]


GOOD = jsonl(hand=CHUN, tsumo=True, seat="S", dora=["3m"])
BAD = jsonl(hand="123m456p789s11z22z+3z")


# ----------------------------------------------------------------------------- batch


def test_batch_scores_json_lines_from_stdin() -> None:
    result = invoke("batch", "-", input=f"{GOOD}\n{jsonl(hand=KOKUSHI, seat='S')}\n")
    out = records(result)
    assert [(r["line"], r["ok"], r["value"]) for r in out] == [(1, True, 2000),
                                                               (2, True, 32000)]
    assert out[0]["payments"] == [{"payer": "E", "amount": 1000}, {"payer": "W", "amount": 500},
                                  {"payer": "N", "amount": 500}]
    assert result.stderr == "mjscore batch: 2 records, 2 scored, 0 errors\n"


def test_batch_scores_argument_lines_from_a_file(tmp_path: Path) -> None:
    hands = tmp_path / "hands.txt"
    hands.write_text(f"# hands\n{CHUN} --tsumo --seat S --dora 3m\n'{KOKUSHI}' --seat S\n",
                     "utf-8")
    out = records(invoke("batch", str(hands)))
    assert [(r["line"], r["value"]) for r in out] == [(2, 2000), (3, 32000)]


def test_a_failing_record_gives_an_error_record_and_exit_1() -> None:
    result = invoke("batch", "-", input=f"{BAD}\n{GOOD}\n", exit_code=1)
    bad, good = records(result)
    assert bad == {"line": 1, "ok": False, "error": {
        "code": "not_a_winning_hand", "message": bad["error"]["message"]}}
    assert good["ok"]
    assert "2 records, 1 scored, 1 error" in result.stderr


def test_summary_goes_into_the_output_with_summary() -> None:
    result = invoke("batch", "-", "--summary", input=f"{BAD}\n{GOOD}\n", exit_code=1)
    *_, last = records(result)
    assert last == {"summary": {"records": 2, "scored": 1, "errors": 1}}
    assert result.stderr == ""


def test_output_to_a_file(tmp_path: Path) -> None:
    target = tmp_path / "out.jsonl"
    result = invoke("batch", "-", "-o", str(target), input=GOOD)
    assert result.stdout == ""
    assert json.loads(target.read_text("utf-8"))["value"] == 2000


def test_csv_output_has_a_header_and_one_row_per_record() -> None:
    result = invoke("batch", "-", "--csv", input=f"{jsonl(id='x', **json.loads(GOOD))}\n{BAD}",
                    exit_code=1)
    rows = list(csv.DictReader(io.StringIO(result.stdout)))
    assert [row["line"] for row in rows] == ["1", "2"]
    good, bad = rows
    assert (good["id"], good["ok"], good["han"], good["fu"], good["value"]) == (
        "x", "true", "2", "30", "2000")
    assert good["payments"] == "E 1000; W 500; N 500"
    assert good["yaku"] == "yakuhai_chun 1; dora 1"
    assert good["reading"] == "234m 567p 456s 777z 88s, tanki wait on 8s"
    assert (bad["ok"], bad["error_code"], bad["value"]) == ("false", "not_a_winning_hand", "")


def test_check_csv_has_the_claim_columns() -> None:
    line = jsonl(hand=CHUN, tsumo=True, seat="S", dora=["3m"], expect="500/1100")
    rows = list(csv.DictReader(io.StringIO(invoke("check", "-", "--csv", input=line,
                                                  exit_code=1).stdout)))
    assert (rows[0]["expect"], rows[0]["check"], rows[0]["differs"]) == (
        "500/1100", "mismatch", "dealer: claimed 1100, actual 1000")


def test_table_output_for_people() -> None:
    result = invoke("batch", "-", "--table", input=f"{GOOD}\n{BAD}\n", exit_code=1)
    header, rule, good, bad = result.stdout.splitlines()
    assert header.split() == ["line", "id", "hand", "han", "fu", "limit", "value", "payments"]
    assert set(rule) == {"-", " "}
    assert good.split()[:7] == ["1", "234m567p8s+8s", "[456s]", "[777z]", "2", "30", "2000"]
    assert good.endswith("E 1000; W 500; N 500")
    assert bad.split()[:2] == ["2", "not_a_winning_hand:"]


def test_table_summary_is_a_line_after_the_table() -> None:
    result = invoke("check", "-", "--table", "--summary",
                    input=jsonl(hand=CHUN, tsumo=True, seat="S", dora=["3m"], expect="2000"))
    assert result.stdout.splitlines()[-1] == (
        "mjscore check: 1 record, 1 scored, 0 errors, 1 match, 0 mismatches")


def test_records_keep_their_order_with_jobs() -> None:
    lines = [jsonl(id=i, hand=KOKUSHI if i % 2 else CHUN, seat="S") for i in range(200)]
    out = records(invoke("batch", "-", "--jobs", "2", input="\n".join(lines)))
    assert [r["id"] for r in out] == list(range(200))
    assert [r["value"] for r in out[:2]] == [1000, 32000]


def test_jobs_zero_means_one_per_cpu() -> None:
    assert [r["ok"] for r in records(invoke("batch", "-", "-j", "0", input=GOOD))] == [True]


def test_rules_options_apply_to_every_record() -> None:
    hand = "111m234p567s45s11z+3s"
    line = jsonl(hand=hand, riichi=True)
    assert records(invoke("batch", "-", input=line))[0]["fu"] == 50
    assert records(invoke("batch", "-", "--rules", "classic", input=line))[0]["fu"] == 40
    assert records(invoke("batch", "-", "--rule", "double_wind_pair_fu=2",
                          input=line))[0]["fu"] == 40


def test_a_rules_file_applies_to_every_record(tmp_path: Path) -> None:
    club = tmp_path / "club.toml"
    club.write_text('base = "tenhou"\ndouble_wind_pair_fu = 2\n', "utf-8")
    line = jsonl(hand="111m234p567s45s11z+3s", riichi=True, expect="1h40f 2000")
    (record,) = records(invoke("check", "-", "--rules-file", str(club), input=line))
    assert record["check"] == "match"


def test_a_closed_pipe_ends_the_run_quietly() -> None:
    lines = "\n".join([f"{CHUN} --tsumo --seat S"] * 3000).encode()
    proc = subprocess.Popen([sys.executable, "-m", "mjscore", "batch", "-"], cwd=ROOT,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    assert proc.stdin and proc.stdout and proc.stderr

    def feed() -> None:
        assert proc.stdin
        with contextlib.suppress(BrokenPipeError):
            proc.stdin.write(lines)
            proc.stdin.close()

    feeder = threading.Thread(target=feed, daemon=True)
    feeder.start()
    try:
        assert json.loads(proc.stdout.readline())["ok"]
        proc.stdout.close()  # like `| head -1`
        assert proc.wait(timeout=60) == 1
        assert b"Traceback" not in proc.stderr.read()
    finally:
        proc.kill()
        feeder.join(timeout=10)


@pytest.mark.parametrize(
    "args",
    [["--jobs", "-1"], ["--table", "--csv"], ["--csv", "--summary"], ["--rules", "nope"],
     ["--rule", "open_tanyo=true"], ["--bogus"]],
    ids=["negative-jobs", "table-and-csv", "csv-and-summary", "unknown-rules", "unknown-rule",
         "unknown-option"],
)
def test_usage_errors_exit_2(args: list[str]) -> None:
    result = invoke("batch", "-", *args, input=GOOD, exit_code=2)
    assert "Traceback" not in result.output


def test_a_missing_or_unreadable_file_is_a_usage_error(tmp_path: Path) -> None:
    assert "No such file or directory" in invoke("batch", str(tmp_path / "nope.jsonl"),
                                      exit_code=2).output
    invoke("check", str(tmp_path), exit_code=2)
    invoke("batch", exit_code=2)  # FILE is required; - reads stdin


@pytest.mark.parametrize(
    "data",
    [b"\xff\xfe\x00garbage\n", b"\xef\xbb\xbf" + GOOD.encode() + b"\r\n" + GOOD.encode(),
     b"{" * 200_000, b"x" * 200_000 + b"\n" + GOOD.encode(), b"\x00\x01\x02 --tsumo",
     bytes(range(256))],
    ids=["invalid-utf8", "bom-crlf-no-final-newline", "deep-json", "long-line", "nul",
         "all-bytes"],
)
def test_hostile_input_never_gives_a_traceback(data: bytes) -> None:
    result = CliRunner().invoke(cli, ["batch", "-"], input=data)
    assert result.exit_code in (0, 1)
    assert result.exception is None or isinstance(result.exception, SystemExit)
    out = records(result)
    assert [r["line"] for r in out] == sorted({r["line"] for r in out})
    assert all(r["ok"] or r["error"]["code"] for r in out)


def test_no_progress_bar_when_stderr_is_not_a_terminal() -> None:
    result = invoke("batch", "-", input="\n".join([GOOD] * 50))
    assert result.stderr == "mjscore batch: 50 records, 50 scored, 0 errors\n"


def test_the_progress_line_counts_records_and_the_share_read() -> None:
    from mjscore.cli.batch import _Progress

    progress = _Progress(size=1000)
    progress.shown -= 1  # as if the last redraw was a second ago
    runner = CliRunner()
    with runner.isolation() as (_, err, _):
        progress.update(1234, 500)
        progress.close()
        text = err.getvalue().decode()
    assert "1,234 records" in text and "50%" in text
    assert text.endswith(" \r")  # the line is cleared at the end


def test_batch_streams_through_a_pipe() -> None:
    """The real console entry point, with a pipe: output appears and the exit status is 1."""
    proc = subprocess.run(
        [sys.executable, "-m", "mjscore", "check", "-"],
        input=(jsonl(hand=CHUN, tsumo=True, seat="S", dora=["3m"], expect="500/1000") + "\n"
               + jsonl(hand=CHUN, expect="1000")).encode(),
        capture_output=True, cwd=ROOT, check=False, timeout=60,
    )
    assert proc.returncode == 1
    out = [json.loads(line) for line in proc.stdout.decode().splitlines()]
    assert [r["check"] for r in out] == ["match", "mismatch"]
    assert proc.stderr.decode() == (
        "mjscore check: 2 records, 2 scored, 0 errors, 1 match, 1 mismatch\n")


# ----------------------------------------------------------------------------- check


def test_check_exits_0_when_every_claim_matches() -> None:
    line = jsonl(hand=CHUN, tsumo=True, seat="S", dora=["3m"], expect="2han30fu 500/1000")
    (record,) = records(invoke("check", "-", input=line))
    assert (record["check"], record["differs"]) == ("match", [])


def test_check_exits_1_on_a_mismatch_and_names_the_part() -> None:
    result = invoke("check", "-", input=f"{CHUN} --tsumo --seat S --expect 3h30f", exit_code=1)
    (record,) = records(result)
    assert record["check"] == "mismatch"
    assert record["differs"] == [{"part": "han", "claimed": 3, "actual": 1}]
    assert "1 mismatch" in result.stderr


def test_check_reports_a_bad_claim_as_an_error() -> None:
    (record,) = records(invoke("check", "-", input=f"{CHUN} --expect lots", exit_code=1))
    assert (record["check"], record["error"]["code"]) == ("error", "invalid_claim")


def test_check_summary_in_the_output() -> None:
    lines = [jsonl(hand=CHUN, expect="1500"), jsonl(hand=CHUN, expect="1100"),
             jsonl(hand=CHUN)]
    out = records(invoke("check", "-", "--summary", input="\n".join(lines), exit_code=1))
    assert out[-1] == {"summary": {"records": 3, "scored": 3, "errors": 0, "matches": 1,
                                   "mismatches": 1, "unclaimed": 1}}


@pytest.mark.parametrize("name", ["records.jsonl", "records.txt"])
def test_the_example_records_all_match(name: str) -> None:
    result = invoke("check", str(EXAMPLES / name))
    out = records(result)
    assert len(out) >= 9
    assert {r["check"] for r in out} == {"match"}
    assert any(r["claim_honba"] == "included" for r in out)


# ----------------------------------------------------------------------------- real hands


@pytest.mark.conformance
def test_check_confirms_every_recorded_score_and_catches_every_doctored_one() -> None:
    """Every real hand with the points its scorer recorded: all must match. Every fourth
    hand again with the first number raised by 100: all must be mismatches."""
    lines = []
    for index, case in enumerate(all_cases()):
        lines.append(json.dumps(case_record(case, expect=case_claim(case, index))))
        if index % 4 == 0:
            lines.append(json.dumps(case_record(
                case, id=f"{case['id']}#doctored",
                expect=case_claim(case, index, doctor=100))))
    result = invoke("check", "-", "--jobs", "1", "--summary", input="\n".join(lines),
                    exit_code=1)
    out = records(result)
    summary = out.pop()["summary"]
    doctored = [record for record in out if record["id"].endswith("#doctored")]
    true_claims = [record for record in out if not record["id"].endswith("#doctored")]
    wrong = [(r["id"], r["expect"], r.get("differs"), r.get("error"))
             for r in true_claims if r["check"] != "match"]
    assert not wrong, f"{len(wrong)} recorded claims do not match: {wrong[:10]}"
    missed = [(r["id"], r["expect"]) for r in doctored if r["check"] != "mismatch"]
    assert not missed, f"{len(missed)} doctored claims pass: {missed[:10]}"
    assert all(r["differs"][0]["part"] in ("value", "each", "non_dealer") for r in doctored)
    assert summary == {"records": len(out), "scored": len(out), "errors": 0,
                       "matches": len(true_claims), "mismatches": len(doctored)}
    assert len(true_claims) > 19_000 and len(doctored) > 4_000


def test_argument_lines_take_the_options_of_mjscore_score() -> None:
    from mjscore.cli.score import score_command
    from mjscore.records import arglines as batch

    score_options = {name for param in score_command.params for name in param.opts
                     if name.startswith("-")}
    line_options = {*batch._FLAG_OPTIONS, *batch._VALUE_OPTIONS, *batch._LIST_OPTIONS}
    printing_only = set(batch._COMMAND_ONLY) | {"--help"}
    assert line_options - {"--expect"} == score_options - printing_only


@pytest.mark.parametrize("count", [0, 1, 31, 32, 33, 64, 100, 1000])
def test_lines_written_in_blocks_are_the_lines_written_one_by_one(count: int) -> None:
    from mjscore.cli.batch import _write_blocks

    lines = [f'{{"line": {number}, "id": "é{number}"}}' + " " * (number % 300)
             for number in range(count)]
    output = io.StringIO()
    _write_blocks(output, iter(lines))
    assert output.getvalue() == "".join(line + "\n" for line in lines)


def test_blocks_of_lines_from_workers_are_written_as_they_come() -> None:
    """A worker process's piece of output holds hundreds of lines: it is written when it
    comes, not gathered with others (the reading process would hold megabytes)."""
    from mjscore.cli.batch import _BLOCK_TEXT, _write_blocks

    class Output(io.StringIO):
        writes = 0

        def write(self, text: str) -> int:
            self.writes += 1
            return super().write(text)

    pieces = ["\n".join(f'{{"line": {block * 300 + number}}}' + " " * 60
                        for number in range(300)) for block in range(5)]
    assert all(len(piece) > _BLOCK_TEXT for piece in pieces)
    output = Output()
    _write_blocks(output, iter(pieces))
    assert output.writes == len(pieces)
    assert output.getvalue() == "".join(piece + "\n" for piece in pieces)


def test_lines_made_before_an_error_are_written() -> None:
    from mjscore.cli.batch import _write_blocks

    def lines() -> Any:
        for number in range(40):
            yield str(number)
        raise OSError("the input went away")

    output = io.StringIO()
    with pytest.raises(OSError):
        _write_blocks(output, lines())
    assert output.getvalue() == "".join(f"{number}\n" for number in range(40))


def test_check_table_and_summary_of_a_record_without_a_claim() -> None:
    result = invoke("check", "-", "--table", input=f"{CHUN} --seat S --tsumo --dora 3m\n",
                    exit_code=0)
    (row,) = result.stdout.splitlines()[2:]
    assert "no_claim" in row and "no claim to check" in row
    assert result.stderr.strip().endswith("0 mismatches, 1 without a claim")


def test_check_csv_keeps_the_club_s_own_columns_at_the_end() -> None:
    import csv
    import io

    text = (f"hand,seat,tsumo,dora,expect,winner,notes\n{CHUN},S,yes,3m,500/1000,Chie,=ok\n"
            f"{CHUN},S,yes,3m,,Ben,\n")
    result = invoke("check", "-", "--csv", input=text, exit_code=0)
    rows = list(csv.reader(io.StringIO(result.stdout)))
    assert rows[0][-2:] == ["winner", "notes"]
    assert [row[-2:] for row in rows[1:]] == [["Chie", "'=ok"], ["Ben", ""]]
    assert [row[rows[0].index("check")] for row in rows[1:]] == ["match", "no_claim"]
    assert result.stderr.count("winner, notes") == 1


def test_batch_csv_of_no_records_is_its_header() -> None:
    result = invoke("batch", "-", "--csv", input="# nothing yet\n", exit_code=0)
    assert result.stdout.splitlines() == [",".join(BATCH_CSV_COLUMNS)]
