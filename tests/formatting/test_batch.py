"""The records of ``mjscore batch`` and ``check`` as a streamed table with fixed columns, as
CSV, and the one-line summary of a run."""

from __future__ import annotations

import csv
import io
import json
from typing import Any

from mjscore.formatting.batch import (
    BATCH_CSV_COLUMNS,
    CHECK_CSV_COLUMNS,
    batch_csv_header,
    batch_csv_row,
    batch_lines,
    batch_summary_text,
    batch_table_header,
    batch_table_row,
)
from mjscore.formatting.output import display_width
from mjscore.records import BatchRun

CHUN = "234m567p8s+8s [456s] [777z]"
RECORDS = [json.dumps({"id": "東南西北東南西北", "hand": CHUN, "tsumo": True, "seat": "S",
                       "dora": ["3m"], "expect": "500/1000"}, ensure_ascii=False),
           '{"hand": "1m", "expect": "1000"}']
MISMATCH: dict[str, Any] = {
    "line": 3, "id": [1, "a"], "ok": True, "expect": "1000", "check": "mismatch",
    "differs": [{"part": "value", "claimed": 1000, "actual": 2000}], "claim_honba": "excluded",
    "hand": CHUN, "han": 2, "fu": 30, "value": 2000}


def run(*, check: bool = False) -> BatchRun:
    return BatchRun(io.BytesIO("\n".join(RECORDS).encode()), check=check)


def test_the_streamed_table_keeps_its_columns_a_long_wide_id_cut_short() -> None:
    head, scored, failed = batch_lines(run(), "table", check=False)
    header, rule = head.split("\n")
    assert header.split() == ["line", "id", "hand", "han", "fu", "limit", "value", "payments"]
    assert "東南西…" in scored and "東南西北東" not in scored
    start = header.index("hand")
    assert display_width(scored[:scored.index(CHUN)]) == start
    assert scored.endswith("E 1000; W 500; N 500")
    assert failed.split()[:2] == ["2", "wrong_tile_count:"]
    assert rule.startswith("-----  --------  ")


def test_a_check_row_says_what_differs_and_how_the_honba_were_read() -> None:
    assert batch_table_header(check=True).split()[:4] == ["line", "id", "expect", "check"]
    row = batch_table_row(MISMATCH, check=True)
    assert row.endswith("value: claimed 1000, actual 2000 (honba excluded)")
    assert '[1, "a"]' in row  # an id that is no string, as JSON


def test_the_check_csv_adds_its_columns_after_ok() -> None:
    header = batch_csv_header(check=True)
    assert header[:3] == ["line", "id", "ok"] and header[3:7] == list(CHECK_CSV_COLUMNS)
    assert batch_csv_header(check=False) == list(BATCH_CSV_COLUMNS)
    row = dict(zip(header, batch_csv_row(MISMATCH, check=True), strict=True))
    assert (row["id"], row["claim_honba"], row["yaku"]) == ('[1, "a"]', "honba excluded", "")


def test_the_csv_output_reads_back_as_csv_one_row_a_record() -> None:
    text = "\n".join(batch_lines(run(check=True), "csv", check=True))
    rows = list(csv.DictReader(io.StringIO(text)))
    assert [(row["line"], row["check"]) for row in rows] == [("1", "match"), ("2", "error")]
    assert rows[0]["id"] == "東南西北東南西北"
    assert rows[0]["payments"] == "E 1000; W 500; N 500"
    assert rows[1]["error_code"] == "wrong_tile_count"


def test_the_json_style_is_the_run_s_json_lines() -> None:
    lines = list(batch_lines(run(), "json", check=False))
    assert [json.loads(line)["line"] for line in lines] == [1, 2]


def test_the_summary_counts_in_words() -> None:
    assert batch_summary_text("batch", {"records": 1200, "scored": 1199, "errors": 1}) == (
        "mjscore batch: 1,200 records, 1,199 scored, 1 error")
    assert batch_summary_text("check", {"records": 1, "scored": 1, "errors": 0, "matches": 1,
                                        "mismatches": 0}) == (
        "mjscore check: 1 record, 1 scored, 0 errors, 1 match, 0 mismatches")
