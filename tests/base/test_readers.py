"""The readers: detection from the content, the two line formats, errors collected per
record, and a stream given back whole after detection read its head."""

from __future__ import annotations

import io
import json

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from mjscore.base import (
    BatchError,
    Head,
    Input,
    MjscoreError,
    RawLine,
    Reader,
    Record,
    detect_format,
)
from mjscore.base.readers import MAX_LINE_BYTES
from mjscore.cli import cli
from mjscore.logs import GAME_READERS
from mjscore.records import (
    RECORD_FORMATS,
    ArgumentLineReader,
    BatchRun,
    JsonLinesReader,
    jsonl,
    reader_class,
    record_readers,
)

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


@pytest.mark.parametrize("first", [TENHOU6, b"<mjloggm ver=\"2.3\">"])
def test_batch_refuses_a_game_log_and_names_replay(first: bytes) -> None:
    with pytest.raises(BatchError, match="mjscore replay") as raised:
        list(BatchRun(io.BytesIO(first + b"\n"), readers=EVERY_READER))
    assert raised.value.code == "unknown_format"


def test_every_format_has_a_reader_of_its_name() -> None:
    assert tuple(reader.name for reader in record_readers()) == RECORD_FORMATS
    for name in RECORD_FORMATS:
        reader = reader_class(name)
        assert issubclass(reader, Reader) and reader.name == name and reader.unit == "record"
    assert [(reader.name, reader.unit) for reader in GAME_READERS] == [
        ("mjlog", "game"), ("tenhou6", "game")]
    with pytest.raises(BatchError, match="unknown input format"):
        reader_class("pgn")


def test_detection_skips_a_bom_blank_lines_and_comments_and_gives_them_back() -> None:
    data = (b"\xef\xbb\xbf# a comment\n\n  \n# " + b"x" * (2 * MAX_LINE_BYTES) + b"\n"
            + CHUN.encode() + b" --tsumo --seat S\n")
    stream = Input(io.BytesIO(data))
    assert stream.head().line == CHUN.encode() + b" --tsumo --seat S"
    again = b"".join(iter(lambda: stream.readline(MAX_LINE_BYTES + 1), b""))
    assert again == data
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


def test_errors_are_collected_on_the_record_not_raised() -> None:
    record = JsonLinesReader().read_line(3, '{"hand": "1m", "id": 7, "wind": "S"}')
    assert isinstance(record, Record) and record.line == 3
    assert record.keys["id"] == 7
    assert [error.code for error in record.errors] == ["unknown_key"]
    assert [e.code for e in ArgumentLineReader().read_line(1, "1m --nope").errors] == [
        "invalid_arguments"]
    assert not JsonLinesReader().read_line(1, '{"hand": "1m"}').errors


def test_format_reads_an_input_as_named() -> None:
    line = f'{{"hand": "{CHUN}", "tsumo": true}}'.encode()
    assert next(iter(BatchRun(io.BytesIO(line), format="jsonl")))["ok"]
    (record,) = BatchRun(io.BytesIO(line), format="args")
    assert record["error"]["code"] == "unknown_character"  # JSON is no hand notation
    (record,) = BatchRun(io.BytesIO(TENHOU6), format="jsonl")
    assert record["error"]["code"] == "unknown_key"


def test_the_command_refuses_an_input_it_cannot_tell_and_takes_format() -> None:
    result = CliRunner().invoke(cli, ["batch", "-"], input=TENHOU6)
    assert result.exit_code == 2
    assert "mjscore replay" in result.stderr and "--format" in result.stderr
    result = CliRunner().invoke(cli, ["check", "-", "--format", "jsonl"], input=TENHOU6)
    assert result.exit_code == 1
    assert '"code": "unknown_key"' in result.stdout


# The plain JSON reading and its duplicate-key check -------------------------------------------

def _object_text(pairs: list[tuple[str, object]]) -> _Raw:
    """A JSON object written pair by pair, so that it may repeat a key."""
    return _Raw("{" + ", ".join(f"{json.dumps(key)}: {_text(value)}" for key, value in pairs)
                + "}")


class _Raw(str):
    """JSON text already written."""


def _text(value: object) -> str:
    if isinstance(value, _Raw):
        return str(value)
    if isinstance(value, list):
        return "[" + ", ".join(map(_text, value)) + "]"
    return json.dumps(value, ensure_ascii=False)


_JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 5) | st.sampled_from(["1m", "E", "", "a\"b", "é"]),
    lambda inner: st.lists(inner, max_size=3)
    | st.lists(st.tuples(st.sampled_from("abc"), inner), max_size=3).map(_object_text),
    max_leaves=8)


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.lists(st.tuples(st.sampled_from(["hand", "id", "dora", "seat"]), _JSON_VALUES),
                max_size=5))
def test_the_plain_json_reading_refuses_duplicate_keys_as_the_checking_one(pairs):
    text = str(_object_text(pairs))
    try:
        expected: object = json.loads(text, object_pairs_hook=jsonl._unique_keys)
    except MjscoreError as error:
        expected = error.code
    try:
        got: object = jsonl.parse_json_record(text)
    except MjscoreError as error:
        got = error.code
    assert got == expected


def _general_record(line: int, text: str) -> tuple[object, ...]:
    """What the reader made of a line before the record's keys were tested as a set: the
    keys renamed and copied, then each checked in turn."""
    try:
        keys = jsonl.canonical_keys(jsonl.parse_json_record(text))
    except MjscoreError as error:
        return (line, {}, ((error.code, str(error)),))
    errors = tuple(jsonl._unknown_keys(keys))
    return (line, keys, tuple((error.code, str(error)) for error in errors))


def _as_read(record: Record) -> tuple[object, ...]:
    return (record.line, dict(record.keys),
            tuple((error.code, str(error)) for error in record.errors))


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.lists(st.tuples(st.sampled_from(["hand", "id", "from", "discarder", "Tsumo",
                                           "tsumo", "hnad", "expect", "rules"]),
                          st.sampled_from(['"1m"', "true", "1", '["1m"]'])), max_size=5))
def test_a_record_s_keys_are_read_and_checked_as_each_key_alone(pairs):
    text = "{" + ", ".join(f'"{key}": {value}' for key, value in pairs) + "}"
    assert _as_read(JsonLinesReader().read_line(3, text)) == _general_record(3, text)


def test_the_real_records_are_read_as_each_key_alone():
    from ..support.casedata import CASE_SETS, hand_text, iter_cases, situation

    for line, case in enumerate((case for name in CASE_SETS for case in iter_cases(name)), 1):
        text = json.dumps({"id": case["id"], "hand": hand_text(case), **situation(case)})
        assert _as_read(JsonLinesReader().read_line(line, text)) == _general_record(line, text)


# The fast paths of reading a line, against the general ones --------------------------------

_JSON_PIECES = st.sampled_from(['{', '}', '[', ']', '"a"', '"hand"', '"1m"', ': ', ', ', '1',
                                '-0', '1e400', 'true', 'null', 'NaN', ' ', '\t', '\ufeff',
                                '\x0c', '\\', '"', 'é', 'x', '\n'])


def _loaded(text: str) -> object:
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return "refused"


@settings(max_examples=500, deadline=None, derandomize=True)
@given(st.one_of(st.lists(_JSON_PIECES, max_size=12).map("".join),
                 st.tuples(st.sampled_from(["", " ", "\ufeff", "\t"]),
                           st.dictionaries(st.sampled_from(["hand", "id", "dora"]),
                                           _JSON_VALUES, max_size=3),
                           st.sampled_from(["", " ", "x", "}", " 1"]))
                 .map(lambda parts: parts[0] + _text(parts[1]) + parts[2])))
def test_the_plain_json_scan_reads_what_json_loads_reads(text: str) -> None:
    # jsonl._plain_record reads with the JSON scanner, not json.loads: it reads a line as
    # json.loads does, or leaves it to the checking reader (None).
    value = jsonl._plain_record(text)
    if value is not None:
        assert value == _loaded(text) and type(value) is dict


def test_a_plain_record_is_read_by_the_plain_reading() -> None:
    for text in ('{"hand": "1m", "dora": ["1m", "2m"], "rules": {"a": [{"b": "c"}]}}',
                 '{"hand":"1m"}', '{}', '{"id": [1, "é", null]}'):
        assert jsonl._plain_record(text) == json.loads(text)
    for text in ('{"hand": "1m", "hand": "2m"}', ' {}', '{} ', '{}x', '\ufeff{}', '[]', '1'):
        assert jsonl._plain_record(text) is None


def test_the_string_count_counts_every_string_of_a_record() -> None:
    record = {"hand": "1m", "id": [1, "a", ["b", {"c": "d", "e": 1}], {}], "rules": {"f": "g"},
              "dora": ["1m", "2m"], "tsumo": True, "honba": 1}
    assert jsonl._strings(record) == json.dumps(record).count('"') // 2


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.binary(max_size=12), st.booleans(), st.integers(1, 99))
def test_a_line_is_read_as_decoded_then_read(data: bytes, too_long: bool, line: int) -> None:
    from mjscore.base import RawLine

    reader = JsonLinesReader()
    raw = RawLine(line, b'{"hand": "' + data + b'"}', too_long)
    text = reader.decode(raw)
    expected = text if isinstance(text, Record) else reader.read_line(raw.line, text)
    assert _as_read(reader.read(raw)) == _as_read(expected)


def test_split_lines_are_raw_lines() -> None:
    from mjscore.base import RawLine

    raws = list(JsonLinesReader().split(io.BytesIO(b'\xef\xbb\xbf{"a": 1}\n\n# c\n x \n')))
    assert raws == [RawLine(1, b'{"a": 1}'), RawLine(4, b"x")]
    assert all(type(raw) is RawLine and raw.too_long is False for raw in raws)


def _read_generally(raw: object) -> tuple[object, ...]:
    """What :meth:`LineReader.read` (decode, then ``read_line``) makes of a raw line: the
    general way that :meth:`JsonLinesReader.read` skips for the usual line."""
    from mjscore.base import LineReader

    return _as_read(LineReader.read(JsonLinesReader(), raw))  # type: ignore[arg-type]


@settings(max_examples=500, deadline=None, derandomize=True)
@given(st.one_of(st.lists(_JSON_PIECES, max_size=12).map("".join),
                 st.lists(st.tuples(st.sampled_from(["hand", "id", "dora", "from", "discarder",
                                                     "rules", "hnad", "seat"]), _JSON_VALUES),
                          max_size=5).map(lambda pairs: str(_object_text(pairs)))),
       st.booleans())
def test_the_usual_line_is_read_as_the_general_reading_reads_it(text: str, too_long: bool):
    from mjscore.base import RawLine

    raw = RawLine(7, text.encode("utf-8", "surrogatepass"), too_long)
    assert _as_read(JsonLinesReader().read(raw)) == _read_generally(raw)


def test_the_real_and_bad_lines_are_read_as_the_general_reading_reads_them():
    from ..support.casedata import CASE_SETS, hand_text, iter_cases, situation

    lines = [json.dumps({"id": case["id"], "hand": hand_text(case), **situation(case)},
                        ensure_ascii=False).encode()
             for name in CASE_SETS for case in iter_cases(name)]
    lines += [b'{"hand": "1m", "hand": "2m"}', b'{"from": "E", "hand": "1m"}', b'{"x": 1}',
              b'{"id": "\\u00e9"}', b'{"id": "\\ud800"}', b'\xff{}', b'[1]', b'{"a": }',
              b'{"rules": {"a": 1, "a": 2}}', b'{"dora": ["1m", "1m"], "dora": []}']
    reader = JsonLinesReader()
    for number, data in enumerate(lines, 1):
        raw = RawLine(number, data)
        assert _as_read(reader.read(raw)) == _read_generally(raw)


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
