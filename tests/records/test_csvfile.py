"""The CSV format: a header row of record keys told from the first line (commas, tabs or
semicolons), then one record a row, its cells read as the keys' values."""

from __future__ import annotations

import io

import pytest

from mjscore.base import Head, Record
from mjscore.records import CsvRecordReader
from mjscore.records.csvfile import header_columns

HAND = "23456m55678p234s+4m"


def read(sheet: str) -> list[Record]:
    return list(CsvRecordReader().items(io.BytesIO(sheet.encode())))


@pytest.mark.parametrize(("line", "found"), [
    (b"hand,seat,from", (("hand", "seat", "from"), ",")),
    (b"hand\tseat", (("hand", "seat"), "\t")),
    (b"hand;riichi", (("hand", "riichi"), ";")),
    (b"\xef\xbb\xbfHand, Seat", (("hand", "seat"), ",")),  # a BOM, capitals and spaces
    (b"hand", None),  # a hand column alone is a line of notation
    (b"hand,a,b,c", None),  # most columns are no record keys
    (b"seat,riichi", None),  # no hand column
])
def test_a_header_names_a_hand_column_and_mostly_record_keys(
        line: bytes, found: tuple[tuple[str, ...], str] | None) -> None:
    assert header_columns(line) == found
    assert CsvRecordReader.detect(Head(line)) is (found is not None)


def test_each_row_is_a_record_of_its_cells_by_the_header() -> None:
    (record,) = read("# club night\nhand,seat,from,riichi,honba,expect\n\n"
                     f"{HAND},S,W,yes,,3900\n")
    assert record.line == 4 and not record.errors
    # "from" is read as the key it stands for; an empty cell is a key not given.
    assert record.keys == {"hand": HAND, "seat": "S", "discarder": "W", "riichi": True,
                           "expect": "3900"}


@pytest.mark.parametrize(("cell", "value"), [
    ("yes", True), ("TRUE", True), ("1", True), ("x", True), ("○", True),
    ("no", False), ("0", False), ("false", False)])
def test_flags_read_the_ways_a_spreadsheet_writes_them(cell: str, value: bool) -> None:
    (record,) = read(f"hand,tsumo\n{HAND},{cell}\n")
    assert record.keys["tsumo"] is value


@pytest.mark.parametrize(("sheet", "code", "message"), [
    (f"hand,riichi\n{HAND},maybe\n", "invalid_value", "riichi must be yes or no"),
    (f"hand,honba\n{HAND},two\n", "invalid_value", "honba must be a whole number"),
    (f"hand,seat\n{HAND},S,extra\n", "invalid_record", "3 cells but the header names 2"),
    (f"hand,seat,sead\n{HAND},S,S\n", "unknown_key", "did you mean seat?"),
])
def test_a_bad_row_is_an_error_record(sheet: str, code: str, message: str) -> None:
    (record,) = read(sheet)
    (error,) = record.errors
    assert error.code == code and message in error.message


def test_the_run_goes_on_after_a_bad_row() -> None:
    records = read(f"hand,riichi\n{HAND},maybe\n{HAND},yes\n")
    assert [(record.line, bool(record.errors)) for record in records] == [(2, True), (3, False)]


def test_a_sheet_without_a_header_row_says_what_to_write() -> None:
    (record,) = read("foo,bar\n1m,2\n")
    (error,) = record.errors
    assert error.code == "invalid_record"
    assert "write a header row such as hand,seat,from,riichi,expect" in error.message
