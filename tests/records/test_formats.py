"""The record formats, by their ``--format`` names, in the order detection asks them."""

from __future__ import annotations

import pytest

from mjscore.base import BatchError, Head, Reader, detect_format
from mjscore.records import RECORD_FORMATS, reader_class, record_readers


def test_every_format_has_a_reader_of_its_name() -> None:
    assert tuple(reader.name for reader in record_readers()) == RECORD_FORMATS
    for name in RECORD_FORMATS:
        reader = reader_class(name)
        assert issubclass(reader, Reader) and reader.name == name and reader.unit == "record"
    with pytest.raises(BatchError, match="unknown input format") as caught:
        reader_class("pgn")
    assert caught.value.code == "unknown_format"
    assert "formats: jsonl, csv, args" in caught.value.message


@pytest.mark.parametrize(("first", "name"), [
    (b'{"hand": "123m456p789s234s1p+1p"}', "jsonl"),
    (b"hand,seat,from,riichi,expect", "csv"),
    (b"123m456p789s234s1p+1p --riichi", "args"),
    (b"hand", "args"),  # a lone "hand" is no header: a line of notation
])
def test_detection_asks_json_lines_then_csv_then_argument_lines(first: bytes, name: str
                                                                ) -> None:
    assert detect_format(Head(first), record_readers()).name == name
