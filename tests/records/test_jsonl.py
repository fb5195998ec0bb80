"""The JSON Lines format: one JSON object a line, its keys checked, duplicate keys refused,
and the plain (fast) reading of the usual line held to the general, checking one."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjscore.base import Head, MjscoreError, RawLine, Record, RecordError
from mjscore.records import JsonLinesReader, jsonl
from mjscore.records.jsonl import RECORD_KEYS, parse_json_record

CHUN = "234m567p8s+8s [456s] [777z]"


@pytest.mark.parametrize(("first", "mine"), [
    (b'{"hand": "123m456p789s234s1p+1p"}', True),
    (b'{"hand": ', True),  # a broken first record is still a record
    (b'{"log": [], "hand": "1m"}', True),
    (b'{"title": ["", ""], "name": ["A", "B", "C", "D"], "log": []}', False),  # tenhou.net/6
    (b"{", False),  # a JSON document written over several lines
    (b"1m --tsumo", False),
])
def test_a_first_line_is_json_lines_when_it_is_an_object_but_no_whole_game_log(
        first: bytes, mine: bool) -> None:
    assert JsonLinesReader.detect(Head(first)) is mine


def test_errors_are_collected_on_the_record_not_raised() -> None:
    record = JsonLinesReader().read_line(3, '{"hand": "1m", "id": 7, "wind": "S"}')
    assert isinstance(record, Record) and record.line == 3
    assert record.keys["id"] == 7
    assert [error.code for error in record.errors] == ["unknown_key"]
    assert not JsonLinesReader().read_line(1, '{"hand": "1m"}').errors


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ('{"hand": "1m"', "invalid_json"),
        ("{'hand': '1m'}", "invalid_json"),
        ("[" * 100_000 + "]" * 100_000, "invalid_json"),
        ('{"hand": "1m", "hand": "2m"}', "duplicate_key"),
        ('{"rules": {"pao": true, "pao": false}}', "duplicate_key"),
        ('["234m567p8s+8s"]', "invalid_record"),
        ("null", "invalid_record"),
        ('"234m567p8s+8s"', "invalid_record"),
    ],
    ids=["truncated", "single-quotes", "deeply-nested", "duplicate-key", "nested-duplicate",
         "list", "null", "string"],
)
def test_bad_json_records_are_refused_with_a_code(text: str, code: str) -> None:
    with pytest.raises(RecordError) as raised:
        parse_json_record(text)
    assert raised.value.code == code


def test_the_record_keys_are_the_hand_the_situation_rules_expect_and_id() -> None:
    assert set(RECORD_KEYS) >= {"hand", "tsumo", "riichi", "double_riichi", "ippatsu",
                                "haitei", "houtei", "rinshan", "chankan", "tenhou", "chiihou",
                                "seat", "round", "dora", "ura", "honba", "sticks",
                                "discarder", "pao", "rules", "expect", "id"}


def test_an_unknown_key_suggests_the_right_one() -> None:
    (error,) = JsonLinesReader().read_line(1, json.dumps({"hand": CHUN, "dicarder": "S"})).errors
    assert "did you mean discarder?" in error.message


def test_an_unknown_key_suggests_only_a_close_key() -> None:
    (error,) = JsonLinesReader().read_line(1, json.dumps({"hand": CHUN, "wind": "S"})).errors
    assert error.code == "unknown_key"
    assert "did you mean" not in error.message


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
def test_the_plain_json_reading_refuses_duplicate_keys_as_the_checking_one(
        pairs: list[tuple[str, object]]) -> None:
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
def test_a_record_s_keys_are_read_and_checked_as_each_key_alone(
        pairs: list[tuple[str, str]]) -> None:
    text = "{" + ", ".join(f'"{key}": {value}' for key, value in pairs) + "}"
    assert _as_read(JsonLinesReader().read_line(3, text)) == _general_record(3, text)


def test_the_real_records_are_read_as_each_key_alone() -> None:
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
def test_the_usual_line_is_read_as_the_general_reading_reads_it(text: str, too_long: bool
                                                                ) -> None:
    from mjscore.base import RawLine

    raw = RawLine(7, text.encode("utf-8", "surrogatepass"), too_long)
    assert _as_read(JsonLinesReader().read(raw)) == _read_generally(raw)


def test_the_real_and_bad_lines_are_read_as_the_general_reading_reads_them() -> None:
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
