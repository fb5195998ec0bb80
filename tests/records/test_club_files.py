"""Issue #26, the hand-record files clubs keep: a CSV column of their own, round labels as
they write them, a record without a claim under ``check``, a trailing comment on an argument
line. Each through the reader and through a whole run (one process and two)."""

from __future__ import annotations

import io
from typing import Any

import pytest

from mjscore.base import Head, Record
from mjscore.records import ArgumentLineReader, BatchRun, CsvRecordReader, parse_argument_line

HAND = "2m345p567s+2m [678p] [7-77z]"  # open chun: W ron from N, 1 han 30 fu, 1,000


def run(text: str, **options: Any) -> BatchRun:
    return BatchRun(io.BytesIO(text.encode("utf-8")), **options)


def rows(text: str) -> list[Record]:
    return list(CsvRecordReader().items(io.BytesIO(text.encode("utf-8"))))


# A column of the club's own ---------------------------------------------------------------


@pytest.mark.parametrize("jobs", [1, 2])
def test_the_club_s_columns_are_copied_to_the_output(jobs: int) -> None:
    text = (f"hand,seat,from,expect,winner,notes\n{HAND},W,N,1000,Chie,good\n"
            f"{HAND},W,N,,Ben,\n")
    batch = run(text, check=True, jobs=jobs, chunksize=1)
    found = list(batch)
    assert [(r.get("winner"), r.get("notes"), r["check"]) for r in found] == [
        ("Chie", "good", "match"), ("Ben", None, "no_claim")]
    assert batch.notes == ("the columns winner, notes are no record key: copied to each "
                           "output record as written",)
    assert list(found[0])[:4] == ["line", "winner", "notes", "ok"]
    text_lines = "\n".join(run(text, check=True, jobs=jobs, chunksize=1).json_text())
    assert '"winner": "Chie"' in text_lines and '"winner": "Ben"' in text_lines


def test_a_column_named_as_an_output_key_is_left_out_and_said() -> None:
    batch = run(f"hand,seat,from,value\n{HAND},W,N,lots\n", check=False)
    (record,) = list(batch)
    assert record["ok"] and record["value"] == 1000
    assert batch.notes == ("the column value is no record key and named as a key of the "
                           "output records: left out",)


def test_a_column_close_to_a_record_key_is_still_a_typo() -> None:
    (record,) = rows(f"hand,sead,from\n{HAND},W,N\n")
    assert [error.code for error in record.errors] == ["unknown_key"]
    assert "did you mean seat?" in record.errors[0].message


def test_a_column_without_a_name_is_ignored() -> None:
    (record,) = rows(f"hand,seat,from,\n{HAND},W,N,x\n")
    assert record.errors == () and record.keys == {"hand": HAND, "seat": "W",
                                                   "discarder": "N"}


def test_other_formats_say_nothing_of_the_header() -> None:
    assert ArgumentLineReader.notes(Head(f"{HAND} --seat W".encode())) == ()
    batch = run(f"{HAND} --seat W --from N\n")
    list(batch)
    assert batch.notes == ()


# Round labels ------------------------------------------------------------------------------


@pytest.mark.parametrize(("label", "round_wind", "honba"), [
    ("E1", "E", None), ("東1", "E", None), ("東1局", "E", None), ("S2", "S", None),
    ("s3", "S", None), ("Ｗ１", "W", None), ("N4-2", "N", 2), ("南2局1本場", "S", 1),
    ("E", "E", None), ("south", "S", None), ("East 1", "E", None),
])
def test_a_round_label_gives_the_wind_and_honba(label: str, round_wind: str,
                                                honba: int | None) -> None:
    (record,) = rows(f"round,hand,seat\n{label},{HAND},W\n")
    assert record.errors == ()
    assert record.keys["round"] == round_wind and record.keys.get("honba") == honba


def test_an_argument_line_s_round_is_a_wind_as_mjscore_score_takes() -> None:
    (record,) = list(run(f"{HAND} --seat W --from N --round E1\n"))
    assert record["error"]["code"] == "invalid_value"


def test_the_label_s_honba_and_the_record_s_must_agree() -> None:
    good, bad = rows(f"round,hand,honba\nE1-2,{HAND},2\nE1-2,{HAND},1\n")
    assert good.errors == () and good.keys["honba"] == 2
    assert [error.code for error in bad.errors] == ["invalid_value"]
    assert "honba" in bad.errors[0].message


def test_a_round_that_is_no_label_is_still_refused() -> None:
    (record,) = list(run(f"round,hand,seat,from\nE5,{HAND},W,N\n"))
    assert record["error"]["code"] == "invalid_value"


def test_the_honba_of_a_label_is_scored() -> None:
    (record,) = list(run(f"round,hand,seat,from,expect\nE1-1,{HAND},W,N,1300\n", check=True))
    assert record["check"] == "match" and record["total"] == 1300


# A record without a claim ---------------------------------------------------------------


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_record_without_a_claim_is_scored_with_a_note(jobs: int) -> None:
    batch = run(f"{HAND} --seat W --from N\n{HAND} --seat W --from N --expect 1000\n",
                check=True, jobs=jobs, chunksize=1)
    assert '"check": "no_claim"' in "\n".join(batch.json_text())  # rendered by the workers
    assert (batch.summary.unclaimed, batch.summary.matches) == (1, 1)
    batch = run(f"{HAND} --seat W --from N\n{HAND} --seat W --from N --expect 2000\n",
                check=True, jobs=jobs, chunksize=1)
    found = list(batch)
    assert found[0]["check"] == "no_claim" and found[0]["ok"] and found[0]["value"] == 1000
    assert "no claim" in found[0]["note"] and found[0]["differs"] == []
    assert found[1]["check"] == "mismatch"
    summary = batch.summary
    assert (summary.scored, summary.unclaimed, summary.mismatches) == (2, 1, 1)
    assert summary.as_record()["unclaimed"] == 1 and summary.exit_code == 1


def test_a_run_whose_records_have_no_claim_exits_zero() -> None:
    batch = run(f"{HAND} --seat W --from N\n", check=True)
    list(batch)
    assert batch.summary.exit_code == 0
    assert "unclaimed" not in run(f"{HAND} --seat W --from N --expect 1000\n",
                                  check=True).summary.as_record()


def test_batch_has_no_check_for_a_record_without_a_claim() -> None:
    (record,) = list(run(f"{HAND} --seat W --from N\n"))
    assert "check" not in record and "note" not in record


# A trailing comment ----------------------------------------------------------------------


@pytest.mark.parametrize(("line", "expect"), [
    (f"{HAND} --seat W --from N --expect 1000  # Chie, table 2", "1000"),
    (f"{HAND} --seat W --from N --expect 1000 #", "1000"),
    (f"{HAND} --seat W --from N --expect '1000 # at table 2'", "1000 # at table 2"),
    (f"{HAND} --seat W --from N --expect \"1000 # it's\"  # note", "1000 # it's"),
])
def test_a_comment_ends_an_argument_line(line: str, expect: str) -> None:
    assert parse_argument_line(line)["expect"] == expect


def test_a_hash_inside_a_word_is_no_comment() -> None:
    line = parse_argument_line(f"{HAND} --seat W --expect 1000#2")
    assert line["expect"] == "1000#2"


def test_the_club_s_records_validate_against_the_check_schema() -> None:
    import json
    from pathlib import Path

    from ..support.schema import errors

    schema = json.loads((Path(__file__).resolve().parents[2] / "docs" / "schema"
                         / "check.schema.json").read_text(encoding="utf-8"))
    text = (f"round,hand,seat,from,expect,winner\nE1,{HAND},W,N,1000,Chie\n"
            f"東1,{HAND},W,N,,Ben\nS2,{HAND},W,N,lots,Aki\n")
    found = [json.loads(line) for line in run(text, check=True).json_text()]
    assert [record["check"] for record in found] == ["match", "no_claim", "error"]
    for record in found:
        assert errors(record, schema) == [], record
