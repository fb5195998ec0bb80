"""Hostile input through the command line: ``mjscore batch``, ``check`` and ``score``.

Random bytes, invalid UTF-8, a 10 MB line, 100,000 tiles, deeply nested JSON, JSON of the
wrong types, duplicate keys, absurd numbers, empty files, missing final newlines, Windows line
endings and byte order marks. Each must give a clear error for its record (batch, check) or a
usage error (exit 2), never a traceback; and in batch every input record still gets exactly
one output record, in order, with the line number it came from.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result
from hypothesis import given
from hypothesis import strategies as st

from mjscore import ParseError, RulesError, parse_hand, parse_tiles
from mjscore.base.readers import MAX_LINE_BYTES
from mjscore.cli import cli
from mjscore.hand.notation import MAX_TEXT_LENGTH
from mjscore.rules import load_rules_file

from ..support.strategies import hypothesis_settings

ROOT = Path(__file__).resolve().parents[2]

HAND = "123m456p789s234s1p+1p"
"""A complete closed hand: no yaku on a plain ron, riichi makes it score."""
GOOD_JSON = json.dumps({"hand": HAND, "riichi": True})
GOOD_ARGS = f"{HAND} --riichi"
BOM = b"\xef\xbb\xbf"


def _invoke(*args: str, data: bytes | str | None = None) -> Result:
    return CliRunner().invoke(cli, list(args), input=data, catch_exceptions=True)


def _no_crash(result: Result, allowed: tuple[int, ...] = (0, 1, 2)) -> None:
    shown = f"exit {result.exit_code}\n{result.output[:2000]}"
    assert result.exception is None or isinstance(result.exception, SystemExit), (
        f"{shown}\n{result.exception!r}")
    assert result.exit_code in allowed, shown
    assert "Traceback" not in result.output, shown


def _records(result: Result) -> list[dict[str, Any]]:
    records = [json.loads(line) for line in result.stdout.splitlines()]
    for record in records:
        assert isinstance(record["line"], int)
        assert isinstance(record["ok"], bool)
        if not record["ok"]:
            assert set(record["error"]) == {"code", "message"}
            assert record["error"]["code"].replace("_", "").isalnum()
            assert record["error"]["message"]
            assert "\n" not in record["error"]["message"]
            assert "Traceback" not in record["error"]["message"]
    return records


def _batch(data: bytes, *options: str, command: str = "batch"
           ) -> tuple[Result, list[dict[str, Any]]]:
    """Run batch (or check) on ``data`` from stdin; every record is checked for shape and
    the exit status for agreement with the records."""
    result = _invoke(command, "-", *options, data=data)
    _no_crash(result, (0, 1))
    records = _records(result)
    failed = any(not record["ok"] or record.get("check") == "mismatch" for record in records)
    assert result.exit_code == (1 if failed else 0), result.output[:2000]
    return result, records


def _error(data: bytes, *options: str, command: str = "batch") -> dict[str, Any]:
    """The error of the single record of ``data``."""
    _, records = _batch(data, *options, command=command)
    assert len(records) == 1, records
    assert records[0]["ok"] is False, records[0]
    error: dict[str, Any] = records[0]["error"]
    return error


def record_lines(data: bytes) -> list[int]:
    """The line numbers that are records, by the rule docs/batch.md states: lines end at
    ``\\n``; a BOM may start the file; blank lines and lines starting with ``#`` are
    skipped; every other line is a record, however broken."""
    pieces = data.split(b"\n")
    if pieces and pieces[-1] == b"":
        pieces.pop()
    lines = []
    for number, piece in enumerate(pieces, 1):
        line = piece[len(BOM):] if number == 1 and piece.startswith(BOM) else piece
        text = line.strip()
        if len(line) > MAX_LINE_BYTES or (text and not text.startswith(b"#")):
            lines.append(number)
    return lines


# --------------------------------------------------------------------------- random input

_LINES = st.one_of(
    st.binary(max_size=60),
    st.sampled_from([GOOD_JSON.encode(), GOOD_ARGS.encode(), b"", b"   ", b"# comment",
                     b"{", b"}", b"[]", b"null", b'{"hand": 1}', b"--tsumo", b"\x00\x00",
                     b"\xff\xfe", BOM + GOOD_JSON.encode(), b"\t#x", b"'", b'"']),
    st.text(max_size=40).map(lambda text: text.encode("utf-8", "surrogatepass")),
)


@st.composite
def hostile_files(draw: st.DrawFn) -> bytes:
    """Random bytes, or lines of random bytes, text and records, with mixed line endings."""
    if draw(st.integers(0, 3)) == 0:
        return draw(st.binary(max_size=400))
    lines = draw(st.lists(_LINES, max_size=10))
    ends = draw(st.lists(st.sampled_from([b"\n", b"\r\n", b"\r", b"\n\n"]),
                         min_size=len(lines), max_size=len(lines)))
    data = b"".join(line + end for line, end in zip(lines, ends, strict=True))
    return data[:-1] if data and draw(st.booleans()) else data


@hypothesis_settings(60)
@given(hostile_files(), st.sampled_from(["batch", "check"]))
def test_random_bytes_give_one_record_per_input_record(data: bytes, command: str) -> None:
    _, records = _batch(data, command=command)
    assert [record["line"] for record in records] == record_lines(data)


# --------------------------------------------------------------------------- encodings


@pytest.mark.parametrize(
    ("data", "code"),
    [
        (b'{"hand": "123m\xff"}\n', "invalid_utf8"),
        (b"123m\xc3\x28 --riichi\n", "invalid_utf8"),
        (b'{"hand": "' + HAND.encode() + b'", "id": "\xed\xa0\x80"}\n', "invalid_utf8"),
        ("\ufeff".encode("utf-16") + HAND.encode("utf-16-le") + b"\n", "invalid_utf8"),
        (b"\x00\x01\x02\x03\n", "unknown_character"),
        (b'{"hand": "123m\\u0000"}\n', "unknown_character"),
        (b'{"hand": "\\ud800"}\n', "invalid_json"),
    ],
    ids=["json-bad-byte", "args-bad-byte", "encoded-surrogate", "utf-16", "control-bytes",
         "escaped-nul", "escaped-lone-surrogate"],
)
def test_undecodable_or_control_bytes_are_record_errors(data: bytes, code: str) -> None:
    assert _error(data)["code"] == code


@pytest.mark.parametrize("command", ["batch", "check"])
@pytest.mark.parametrize("key", ["id", "expect", "hand", "dora", "\\udcff"])
def test_half_a_surrogate_pair_is_a_record_error_not_a_broken_output(command: str,
                                                                     key: str) -> None:
    """``"\\ud800"`` is valid JSON syntax but no character: echoed back as an ``id`` or a
    claim it made the output unwritable as UTF-8 and stopped the run with a traceback."""
    record = {"hand": HAND, "riichi": True, "expect": "1000", key: "\ud800"}
    bad = json.dumps(record).encode() + b"\n"
    _, records = _batch(bad + GOOD_JSON.replace("}", ', "expect": "2000"}').encode(),
                        command=command)
    assert [(r["line"], r["ok"]) for r in records] == [(1, False), (2, True)]
    assert records[0]["error"]["code"] == "invalid_json"
    assert "\\ud800" in records[0]["error"]["message"]


def test_a_surrogate_pair_escape_is_a_character() -> None:
    data = b'{"hand": "' + HAND.encode() + b'", "riichi": true, "id": "\\ud83c\\udc04"}\n'
    _, records = _batch(data)
    assert records[0]["ok"] is True
    assert records[0]["id"] == "\U0001f004"


def test_invalid_utf8_names_the_byte_and_column() -> None:
    error = _error(b"123m\xc3\x28 --riichi\n")
    assert "0xc3" in error["message"]
    assert "column 5" in error["message"]


@pytest.mark.parametrize(
    "data",
    [
        BOM + GOOD_JSON.encode() + b"\n",
        BOM + GOOD_ARGS.encode() + b"\n",
        GOOD_JSON.encode() + b"\r\n" + GOOD_JSON.encode() + b"\r\n",
        GOOD_ARGS.encode() + b"\r\n" + GOOD_ARGS.encode() + b"\r\n",
        BOM + GOOD_JSON.encode() + b"\r\n" + GOOD_JSON.encode(),
        GOOD_JSON.encode(),
        GOOD_ARGS.encode(),
        b"\n\n  \n# a comment\r\n" + GOOD_ARGS.encode() + b"\n\n",
    ],
    ids=["bom-json", "bom-args", "crlf-json", "crlf-args", "bom-crlf-no-final-newline",
         "json-no-final-newline", "args-no-final-newline", "blank-lines-and-comments"],
)
def test_boms_line_endings_and_missing_newlines_are_read_as_plain_records(data: bytes) -> None:
    _, records = _batch(data)
    assert [record["line"] for record in records] == record_lines(data)
    assert records
    assert all(record["ok"] for record in records), records
    assert {record["value"] for record in records} == {2000}


@pytest.mark.parametrize("name", ["records.jsonl", "records.txt"])
def test_a_file_on_disk_with_bom_crlf_and_no_final_newline(tmp_path: Path, name: str) -> None:
    line = GOOD_JSON if name.endswith("jsonl") else GOOD_ARGS
    path = tmp_path / name
    path.write_bytes(BOM + f"{line}\r\n\r\n# note\r\n{line}".encode())
    result = _invoke("batch", str(path))
    _no_crash(result, (0,))
    assert [(r["line"], r["value"]) for r in _records(result)] == [(1, 2000), (4, 2000)]


def test_a_bom_in_the_middle_of_a_file_is_an_error_for_that_record_only() -> None:
    data = GOOD_JSON.encode() + b"\n" + BOM + GOOD_JSON.encode() + b"\n"
    _, records = _batch(data)
    assert [(r["line"], r["ok"]) for r in records] == [(1, True), (2, False)]
    assert records[1]["error"]["code"] == "invalid_json"


@pytest.mark.parametrize("command", ["batch", "check"])
@pytest.mark.parametrize(
    "data", [b"", b"\n\n", b"   \r\n\t\n", b"# nothing but a comment\n", BOM],
    ids=["empty", "newlines", "whitespace", "comment", "bom-only"])
def test_an_input_without_records_scores_nothing_and_succeeds(data: bytes, command: str
                                                              ) -> None:
    result, records = _batch(data, command=command)
    assert records == []
    assert result.exit_code == 0
    assert "0 records" in result.stderr


# --------------------------------------------------------------------------- size


def test_a_10_mb_line_is_one_error_record_and_the_run_goes_on() -> None:
    data = b"1" * 10_000_000 + b"m\n" + GOOD_ARGS.encode() + b"\n"
    _, records = _batch(data)
    assert [(r["line"], r["ok"]) for r in records] == [(1, False), (2, True)]
    assert records[0]["error"]["code"] == "line_too_long"
    assert len(records[0]["error"]["message"]) < 200


def test_a_10_mb_line_through_a_real_process() -> None:
    """The installed command's own stdin and stdout, not CliRunner's: a 10 MB JSON line
    between two good records."""
    big = json.dumps({"hand": HAND, "id": "x" * 10_000_000}).encode()
    data = GOOD_JSON.encode() + b"\n" + big + b"\n" + GOOD_ARGS.encode().join([b"", b"\n"])
    # The first record decides the format (JSON Lines), so the last line is a bad record.
    process = subprocess.run([sys.executable, "-m", "mjscore", "batch", "-"], input=data,
                             capture_output=True, cwd=ROOT, timeout=120, check=False)
    assert process.returncode == 1, process.stderr[-2000:]
    assert b"Traceback" not in process.stderr
    records = [json.loads(line) for line in process.stdout.splitlines()]
    assert [(r["line"], r["ok"]) for r in records] == [(1, True), (2, False), (3, False)]
    assert records[1]["error"]["code"] == "line_too_long"
    assert records[2]["error"]["code"] == "invalid_json"
    assert process.stderr.decode().strip().endswith("3 records, 1 scored, 2 errors")


def test_a_line_of_100000_tiles_is_one_error_record() -> None:
    data = b"123456789m" * 10_000 + b"\n" + GOOD_ARGS.encode() + b"\n"
    _, records = _batch(data)
    assert [(r["line"], r["ok"]) for r in records] == [(1, False), (2, True)]
    assert records[0]["error"]["code"] == "line_too_long"


def test_a_hand_of_thousands_of_tiles_that_fits_the_line_is_refused_unread() -> None:
    hand = "1" * 50_000 + "m"
    error = _error(json.dumps({"hand": hand}).encode() + b"\n")
    assert error["code"] == "text_too_long"
    assert len(error["message"]) < 2 * MAX_TEXT_LENGTH


@pytest.mark.parametrize(
    "hand", ["1" * 100_000 + "m", "1m" * 100_000, "123456789m" * 10_000, "[" * 100_000],
    ids=["one-run", "tile-by-tile", "suits-of-nine", "brackets"])
def test_score_refuses_100000_tiles_with_a_short_usage_error(hand: str) -> None:
    result = _invoke("score", hand)
    _no_crash(result, (2,))
    assert len(result.output) < 4 * MAX_TEXT_LENGTH
    data = json.loads(_invoke("score", hand, "--json").stdout)
    assert data["error"]["code"] == "text_too_long"
    assert data["error"]["column"] == MAX_TEXT_LENGTH + 1


def test_score_refuses_a_10_mb_hand_and_10_mb_of_indicators() -> None:
    for args in (["1" * 10_000_000 + "m"], [HAND, "--riichi", "--dora", "1m" * 5_000_000]):
        result = _invoke("score", *args, "--json")
        _no_crash(result, (2,))
        assert json.loads(result.stdout)["error"]["code"] == "text_too_long"
        assert len(result.output) < 4 * MAX_TEXT_LENGTH


# --------------------------------------------------------------------------- JSON shapes


def _json_line(**record: Any) -> bytes:
    return json.dumps(record).encode() + b"\n"


def _nested(depth: int) -> Any:
    value: Any = "1m"
    for level in range(depth):
        value = [value] if level % 2 else {"k": value}
    return value


@pytest.mark.parametrize(
    ("data", "code"),
    [
        (b'{"hand": ' + b"[" * 30_000 + b"]" * 30_000 + b"}\n", "invalid_json"),
        (b"{" + b'"a":{' * 10_000 + b"}" * 10_001 + b"\n", "invalid_json"),
        (_json_line(hand=HAND, riichi=True, rules=_nested(200)), "invalid_rules"),
        (_json_line(hand=HAND, riichi=True, dora=_nested(200)), "invalid_value"),
        (_json_line(hand=_nested(200)), "invalid_value"),
    ],
    ids=["nested-arrays-30000", "nested-objects-10000", "nested-rules", "nested-dora",
         "nested-hand"],
)
def test_deeply_nested_json_is_a_record_error(data: bytes, code: str) -> None:
    error = _error(data)
    assert error["code"] == code, error
    assert len(error["message"]) < 1000


def test_deeply_nested_json_id_is_echoed_or_refused_but_never_crashes() -> None:
    data = _json_line(hand=HAND, riichi=True, id=_nested(300))
    _, records = _batch(data)
    assert len(records) == 1
    assert records[0]["ok"] is True
    assert records[0]["id"] == _nested(300)


WRONG_TYPES = [
    ({"honba": "3"}, "invalid_value"),
    ({"honba": 3.0}, "invalid_value"),
    ({"honba": True}, "invalid_value"),
    ({"honba": None}, "invalid_value"),
    ({"honba": [3]}, "invalid_value"),
    ({"honba": -1}, "invalid_honba"),
    ({"honba": 1000}, "invalid_honba"),
    ({"honba": 10**30}, "invalid_honba"),
    ({"sticks": -5}, "invalid_sticks"),
    ({"sticks": 5000}, "invalid_sticks"),
    ({"sticks": "many"}, "invalid_value"),
    ({"riichi": [True]}, "invalid_value"),
    ({"riichi": "true"}, "invalid_value"),
    ({"riichi": 1}, "invalid_value"),
    ({"tsumo": None}, "invalid_value"),
    ({"seat": 1}, "invalid_value"),
    ({"seat": ["E"]}, "invalid_value"),
    ({"round": "up"}, "invalid_value"),
    ({"discarder": {"seat": "S"}}, "invalid_value"),
    ({"dora": 5.5}, "invalid_value"),
    ({"dora": -1}, "invalid_dora_count"),
    ({"dora": {"1m": 1}}, "invalid_value"),
    ({"dora": [1, 2]}, "invalid_value"),
    ({"dora": ["1m"] * 6}, "too_many_indicators"),
    ({"dora": "1m,2m,3m,4m,5m,6m"}, "too_many_indicators"),
    ({"dora": ["1m"] * 10_000}, "too_many_indicators"),
    ({"rules": 5}, "invalid_rules"),
    ({"rules": ["tenhou"]}, "invalid_rules"),
    ({"rules": {"preset": "tenhou", "open_tanyao": "maybe"}}, "invalid_rule_value"),
    ({"rules": {"preset": "tenhou", "honba_value": -300}}, "invalid_rule_value"),
    ({"rules": {"preset": 5}}, "unknown_preset"),
    ({"expect": 8000}, None),
]


@pytest.mark.parametrize(("change", "code"), WRONG_TYPES,
                         ids=[f"{next(iter(c))}-{json.dumps(next(iter(c.values())))[:20]}"
                              for c, _ in WRONG_TYPES])
def test_json_of_the_wrong_type_or_size_is_a_record_error(change: dict[str, Any],
                                                          code: str | None) -> None:
    record = {"hand": HAND, "riichi": True, **change}
    _, records = _batch(_json_line(**record))
    assert len(records) == 1
    if code is None:
        assert records[0]["ok"] is True
    else:
        assert records[0]["error"]["code"] == code, records[0]


@pytest.mark.parametrize(
    ("data", "code"),
    [
        (b'{"hand": 7}\n', "invalid_value"),
        (b'{"hand": null}\n', "invalid_value"),
        (b'{"tsumo": true}\n', "missing_hand"),
        (b"[1, 2]\n", "invalid_record"),
        (b"{}\n", "missing_hand"),
        (b'{"hand": "' + HAND.encode() + b'", "honba": NaN}\n', "invalid_value"),
        (b'{"hand": "' + HAND.encode() + b'", "sticks": Infinity}\n', "invalid_value"),
        (b'{"hand": "' + HAND.encode() + b'", "honba": 1' + b"0" * 5000 + b"}\n",
         "invalid_json"),
        (b'{"hand": "' + HAND.encode() + b'", "riichi": true,}\n', "invalid_json"),
        (b'{"hand": "' + HAND.encode() + b'"} trailing\n', "invalid_json"),
    ],
    ids=["hand-number", "hand-null", "no-hand", "array", "empty-object", "nan", "infinity",
         "5000-digit-number", "trailing-comma", "trailing-text"],
)
def test_malformed_records_are_record_errors(data: bytes, code: str) -> None:
    # A good record first, so that the file is JSON Lines whatever the bad line looks like.
    _, records = _batch(GOOD_JSON.encode() + b"\n" + data)
    assert [(r["line"], r["ok"]) for r in records] == [(1, True), (2, False)]
    assert records[1]["error"]["code"] == code


@pytest.mark.parametrize(
    "data",
    [
        b'{"hand": "' + HAND.encode() + b'", "hand": "' + HAND.encode() + b'"}\n',
        b'{"hand": "' + HAND.encode() + b'", "riichi": true, "riichi": false}\n',
        b'{"hand": "' + HAND.encode() + b'", "riichi": true, '
        b'"rules": {"preset": "tenhou", "preset": "classic"}}\n',
        b'{"hand": "' + HAND.encode() + b'", "riichi": true, "id": {"a": 1, "a": 2}}\n',
    ],
    ids=["hand-twice", "flag-twice-differently", "nested-in-rules", "nested-in-id"],
)
def test_duplicate_keys_are_an_error_for_that_record(data: bytes) -> None:
    """Which of two values would count is a guess: the record is refused instead."""
    error = _error(data)
    assert error["code"] == "duplicate_key"
    assert "twice" in error["message"]


@pytest.mark.parametrize(
    ("line", "code"),
    [
        (f"{HAND} --riichi --honba x", "invalid_value"),
        (f"{HAND} --riichi --honba 1e3", "invalid_value"),
        (f"{HAND} --riichi --honba -1", "invalid_honba"),
        (f"{HAND} --riichi --honba 5000", "invalid_honba"),
        (f"{HAND} --riichi --sticks 99999999999999999999", "invalid_sticks"),
        (f"{HAND} --riichi --dora 1m,2m,3m,4m,5m,6m", "too_many_indicators"),
        (f"{HAND} --riichi --dora 1m --dora 2m --dora 3m --dora 4m --dora 5m --dora 6m",
         "too_many_indicators"),
        (f"{HAND} --riichi --tsumo=yes", "invalid_arguments"),
        (f"{HAND} --riichi --honba", "invalid_arguments"),
        (f"{HAND} --riichi 'unclosed", "invalid_arguments"),
        (f"{HAND} --riichi --nope", "invalid_arguments"),
        ("--riichi --tsumo", "missing_hand"),
    ],
    ids=["honba-word", "honba-float", "honba-negative", "honba-thousands",
         "sticks-huge", "six-indicators", "six-indicator-options", "flag-with-value",
         "missing-value", "bad-quoting", "unknown-option", "no-hand"],
)
def test_bad_argument_lines_are_record_errors(line: str, code: str) -> None:
    assert _error(line.encode() + b"\n")["code"] == code


# --------------------------------------------------------------------------- score


@pytest.mark.parametrize(
    ("args", "exit_code", "code"),
    [
        (["--honba", "5000"], 1, "invalid_honba"),
        (["--sticks", "1000"], 1, "invalid_sticks"),
        (["--honba", "99999999999999999999999"], 1, "invalid_honba"),
        (["--honba", "-1"], 2, "usage_error"),
        (["--honba", "3.5"], 2, "usage_error"),
        (["--honba", "x"], 2, "usage_error"),
        (["--dora", "1m,2m,3m,4m,5m,6m"], 1, "too_many_indicators"),
        ([arg for tile in "123456" for arg in ("--dora", f"{tile}m")], 1,
         "too_many_indicators"),
        (["--dora", "1m,1m,1m,1m"], 1, "too_many_copies_with_indicators"),
        (["--seat", "[]"], 2, "invalid_wind"),
        (["--rule", "honba_value=-300"], 2, "invalid_rule_value"),
    ],
    ids=["honba-5000", "sticks-1000", "honba-huge", "honba-negative", "honba-float",
         "honba-word", "six-indicators", "six-indicator-options", "fifth-copy",
         "seat-junk", "negative-honba-value"],
)
def test_score_refuses_absurd_numbers_and_values(args: list[str], exit_code: int,
                                                 code: str) -> None:
    result = _invoke("score", HAND, "--riichi", *args, "--json")
    _no_crash(result, (exit_code,))
    assert json.loads(result.stdout)["error"]["code"] == code


@pytest.mark.parametrize(
    "content",
    [b"\xff\xfe\x00garbage", b"base = ", b"base = 5", b"base = 'tenhou'\nopen_tanyao = 'x'",
     b"base = 'tenhou'\nx = " + b"[" * 5000 + b"]" * 5000, b""],
    ids=["binary", "bad-toml", "base-not-a-name", "bad-value", "deeply-nested", "empty"])
def test_a_hostile_rules_file_is_a_usage_error(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "club.toml"
    path.write_bytes(content)
    for args in (["score", HAND, "--riichi", "--rules-file", str(path)],
                 ["batch", "-", "--rules-file", str(path)]):
        result = _invoke(*args, data=GOOD_ARGS)
        _no_crash(result, (2,))
        assert "Error" in result.output


def test_invalid_utf8_on_the_command_line_is_a_usage_error() -> None:
    """Bytes that are not UTF-8 reach Python as lone surrogates: they must be named in the
    message without breaking the output, even where stdout refuses them (a UTF-8 locale
    such as en_US.UTF-8 makes Python's stdout strict)."""
    env = {**os.environ, "PYTHONIOENCODING": "utf-8:strict"}
    for args, code in (([b"score", b"\xff\xfe1m"], None),
                       ([b"score", HAND.encode(), b"--seat", b"\xff", b"--json"], "invalid_wind"),
                       # the words of a hand are joined: the byte is a character of it
                       ([b"score", HAND.encode(), b"\xff", b"--json"], "unknown_character")):
        process = subprocess.run([sys.executable.encode(), b"-m", b"mjscore", *args],
                                 capture_output=True, cwd=ROOT, timeout=60, check=False,
                                 env=env)
        assert process.returncode == 2, process.stderr
        assert b"Traceback" not in process.stderr + process.stdout
        if code is not None:
            error = json.loads(process.stdout)["error"]
            assert error["code"] == code
            assert "\\udcff" in error["message"]
        else:
            assert b"unexpected character" in process.stderr


# --------------------------------------------------------------------------- the library


@pytest.mark.parametrize("parse", [parse_hand, parse_tiles], ids=["hand", "tiles"])
def test_the_parser_refuses_megabytes_of_notation_at_once(parse: Any) -> None:
    """Ten million digits were read one by one (half a minute, two gigabytes) before the
    parser said there was a fifth copy, and the message quoted all of them."""
    with pytest.raises(ParseError) as caught:
        parse("1" * 10_000_000 + "m")
    assert caught.value.code == "text_too_long"
    assert caught.value.column == MAX_TEXT_LENGTH + 1
    assert len(str(caught.value)) < 2 * MAX_TEXT_LENGTH
    assert caught.value.pointer().splitlines()[1] == " " * MAX_TEXT_LENGTH + "^"


def test_notation_padded_up_to_the_limit_still_reads() -> None:
    concealed, meld = "123m456p789s1z+1z", "[7-77z]"
    padded = concealed + " " * (MAX_TEXT_LENGTH - len(concealed) - len(meld)) + meld
    assert len(padded) == MAX_TEXT_LENGTH
    assert str(parse_hand(padded)) == f"{concealed} {meld}"
    assert len(parse_tiles(", ".join(["1m"] * 75))) == 75


def test_a_deeply_nested_rules_file_is_a_rules_error(tmp_path: Path) -> None:
    """tomllib recurses once per level: a RecursionError escaped as a traceback."""
    path = tmp_path / "club.toml"
    path.write_text("base = 'tenhou'\nx = " + "[" * 5000 + "]" * 5000 + "\n", "utf-8")
    with pytest.raises(RulesError) as caught:
        load_rules_file(path)
    assert caught.value.code == "invalid_rules_file"
    assert "nested too deeply" in caught.value.message
