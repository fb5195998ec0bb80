"""The readers: detection from the content, asking every format in order, a stream given back
whole after detection read its head, lines split into raw lines, and the record value (the
line formats themselves: tests/records)."""

from __future__ import annotations

import io

import pytest
from click.testing import CliRunner

from mjscore.base import Head, Input, RawLine, Record, detect_format
from mjscore.base.readers import MAX_LINE_BYTES
from mjscore.cli import cli
from mjscore.logs import GAME_READERS
from mjscore.records import BatchRun, JsonLinesReader, record_readers

EVERY_READER = (*GAME_READERS, *record_readers())
"""Every format, in the order ``mjscore batch`` asks them."""

CHUN = "234m567p8s+8s [456s] [777z]"
TENHOU6 = b'{"title": ["", ""], "name": ["A", "B", "C", "D"], "rule": {"disp": "x"}, "log": []}'


@pytest.mark.parametrize(("first", "name"), [
    (b'{"hand": "123m456p789s234s1p+1p"}', "jsonl"),
    (b'{"hand": ', "jsonl"),  # a broken first record is still a record
    (CHUN.encode() + b" --tsumo", "args"),
    (b"--tsumo", "args"),
])
def test_the_format_is_told_from_the_first_record(first: bytes, name: str) -> None:
    assert detect_format(Head(first), EVERY_READER).name == name


@pytest.mark.parametrize(("first", "name"), [
    (TENHOU6, "tenhou6"), (b"{", "tenhou6"), (b'{"log": [[1, 2]]', "tenhou6"),
    (b"<mjloggm ver=\"2.3\">", "mjlog"), (b'<?xml version="1.0"?>', "mjlog")])
def test_a_whole_document_is_a_game_format(first: bytes, name: str) -> None:
    reader = detect_format(Head(first), EVERY_READER)
    assert (reader.name, reader.unit) == (name, "game")


def test_detection_skips_a_bom_blank_lines_and_comments_and_gives_them_back() -> None:
    data = (b"\xef\xbb\xbf# a comment\n\n  \n# " + b"x" * (2 * MAX_LINE_BYTES) + b"\n"
            + CHUN.encode() + b" --tsumo --seat S\n")
    stream = Input(io.BytesIO(data))
    assert stream.head().line == CHUN.encode() + b" --tsumo --seat S"
    again = b"".join(iter(lambda: stream.readline(MAX_LINE_BYTES + 1), b""))
    assert again == b"\n" * 4 + CHUN.encode() + b" --tsumo --seat S\n"  # the lines kept
    assert stream.bytes_read == len(data)
    records = list(BatchRun(io.BytesIO(data)))
    assert [(record["line"], record["ok"]) for record in records] == [(5, True)]


def test_a_long_line_read_ahead_is_given_back_in_the_same_pieces() -> None:
    long = b"{" + b" " * (MAX_LINE_BYTES * 2) + b'"hand": "x"}\n'
    stream = Input(io.BytesIO(long))
    stream.head()
    assert stream.readline(MAX_LINE_BYTES + 1) == long[:MAX_LINE_BYTES + 1]
    (record,) = BatchRun(io.BytesIO(long))
    assert record["error"]["code"] == "line_too_long"


def test_the_command_refuses_an_input_it_cannot_tell_and_takes_format() -> None:
    result = CliRunner().invoke(cli, ["batch", "-"], input=TENHOU6)
    assert result.exit_code == 2
    assert "mjscore replay" in result.stderr and "--format" in result.stderr
    result = CliRunner().invoke(cli, ["check", "-", "--format", "jsonl"], input=TENHOU6)
    assert result.exit_code == 1
    assert '"code": "unknown_key"' in result.stdout


def test_split_lines_are_raw_lines() -> None:

    raws = list(JsonLinesReader().split(io.BytesIO(b'\xef\xbb\xbf{"a": 1}\n\n# c\n x \n')))
    assert raws == [RawLine(1, b'{"a": 1}'), RawLine(4, b"x")]
    assert all(type(raw) is RawLine and raw.too_long is False for raw in raws)


def test_a_record_is_built_as_its_init_builds_it() -> None:
    # (Record holds a dict, so it has no hash: values.filler's checks but that one.)
    import dataclasses
    import pickle

    from mjscore.base import RecordError, new_record

    error = RecordError("x", code="y")
    for values in ([3, {"hand": "1m", "dora": ["1m"]}, ()], [1, {}, (error,)]):
        built, expected = new_record(values), Record(*values)
        assert type(built) is Record and built == expected and repr(built) == repr(expected)
        assert [built.line, built.keys, built.errors] == values
        assert all(getattr(built, field.name) is value
                   for field, value in zip(dataclasses.fields(Record), values, strict=True))
        with pytest.raises(dataclasses.FrozenInstanceError):
            built.line = 2  # type: ignore[misc]
        assert not hasattr(built, "__dict__")
        assert repr(pickle.loads(pickle.dumps(built))) == repr(expected)


RECORD = b'{"hand": "123m456p789s234s1p+1p", "riichi": true}'
"""A JSON Lines record that scores."""


@pytest.mark.parametrize("bad", [b"{", b"[", b"[1,2]", b"null", b"3", b'"x"', b'{"log": 1}'])
def test_detection_looks_past_one_bad_line(bad: bytes) -> None:
    """A first line that is no record (a corrupt object, JSON of another type) followed by
    JSON Lines records is a JSON Lines file: that line is its error record, the rest score."""
    data = b"\n".join((bad, RECORD, RECORD)) + b"\n"
    assert detect_format(Input(io.BytesIO(data)).head(), EVERY_READER).name == "jsonl"
    result = CliRunner().invoke(cli, ["batch", "-"], input=data)
    assert result.exit_code == 1, result.output
    lines = [line for line in result.stdout.splitlines() if line]
    assert [(line.startswith('{"line": 1,'), '"ok": true' in line) for line in lines] == [
        (True, False), (False, True), (False, True)]


@pytest.mark.parametrize("second", [b'  "title": ["", ""],', b'  "log": [', b"  {",
                                    TENHOU6 + b","])
def test_a_document_spread_over_lines_stays_a_game_log(second: bytes) -> None:
    """A pretty-printed tenhou.net/6 log (or an array of them) starts ``{`` or ``[`` too:
    what follows tells it from a bad first record, a key or an object of a game."""
    for first in (b"{", b"["):
        data = b"\n".join((first, second, b"}")) + b"\n"
        assert detect_format(Input(io.BytesIO(data)).head(), EVERY_READER).name == "tenhou6"


@pytest.mark.parametrize("filler", [b"# a comment padded out to be long enough\n", b"\n",
                                    b"  \r\n", b"#" + b"x" * (MAX_LINE_BYTES + 10) + b"\n"])
def test_a_record_after_megabytes_of_comments_and_blank_lines_is_answered(filler: bytes
                                                                           ) -> None:
    """Detection reads past any number of lines that are not records (keeping only how many
    there were, so that the line numbers stay right): the record after them is answered."""
    count = (3 << 20) // len(filler) + 1
    data = filler * count + RECORD + b"\n" + RECORD
    stream = Input(io.BytesIO(data))
    assert stream.head().line == RECORD
    assert [(record["line"], record["ok"]) for record in BatchRun(io.BytesIO(data))] == [
        (count + 1, True), (count + 2, True)]
