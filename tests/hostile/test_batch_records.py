"""Hostile ``batch`` and ``check`` input: real record files (the examples' JSON Lines,
argument lines and CSV, records of the real cases) mutated as bytes. Every record is
answered, once, in order, with the line it came from; only mjscore's own errors, and a
whole input refused only as the format error it is; the JSON, table and CSV outputs hold a
line a record."""

from __future__ import annotations

import csv
import io
import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mjscore import MjscoreError
from mjscore.formatting import batch_lines
from mjscore.records import BatchRun

from .support import budget, mutated, own_errors, real_records

pytestmark = pytest.mark.hostile

BOM = b"\xef\xbb\xbf"


def record_lines(data: bytes) -> list[int]:
    """The numbers of the lines that hold a record: neither blank nor a ``#`` comment."""
    numbers = []
    for number, line in enumerate(data.split(b"\n"), start=1):
        text = (line[len(BOM):] if number == 1 and line.startswith(BOM) else line).strip()
        if text and not text.startswith(b"#"):
            numbers.append(number)
    return numbers


def answered(data: bytes, check: bool) -> tuple[BatchRun, list[dict[str, Any]]] | None:
    """The run and its records; None for an input refused whole (its format)."""
    run = BatchRun(io.BytesIO(data), check=check)
    records = own_errors(lambda: list(run))
    if isinstance(records, MjscoreError):
        assert records.code == "unknown_format", records
        return None
    return run, records


@budget(100)
@given(st.data())
def test_every_record_is_answered_once_in_order(data: st.DataObject) -> None:
    raw = data.draw(mutated(real_records()), label="input")
    check = data.draw(st.booleans(), label="check")
    found = answered(raw, check)
    if found is None:
        return
    run, records = found
    expected = record_lines(raw)
    if run.input_format == "csv":
        expected = expected[1:]  # the header row
    assert [record["line"] for record in records] == expected
    for record in records:
        assert isinstance(record["ok"], bool)
        if not record["ok"]:
            assert set(record["error"]) == {"code", "message"}, record
        elif check:
            assert record["check"] in ("match", "mismatch", "no_claim"), record
    summary = run.summary.as_record()
    assert summary["records"] == len(records)
    for style in ("json", "table", "csv"):
        lines = own_errors(lambda style=style: list(batch_lines(
            BatchRun(io.BytesIO(raw), check=check), style, check)))
        assert not isinstance(lines, MjscoreError)
        text = "\n".join(lines)
        if style == "json":
            assert [json.loads(line)["line"] for line in text.splitlines()] == expected
        elif style == "csv":
            assert len(list(csv.reader(io.StringIO(text)))) == len(expected) + 1
        else:
            assert len(lines) == len(expected) + 1
