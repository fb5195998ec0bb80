"""The "Input limits" table of docs/errors.md against the source: every limit constant of the
package (a module-level ``MAX_…`` name, and ``HEAD_BYTES``) has its row, with its value,
and every constant a row names exists; and a sample of the limits gives what the table says
when it is exceeded."""

from __future__ import annotations

import importlib
import io
import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from mjscore import ParseError, parse_hand
from mjscore.cli import cli
from mjscore.records import BatchRun

ROOT = Path(__file__).resolve().parents[2]
ERRORS_DOC = ROOT / "docs" / "errors.md"

_CONSTANT = re.compile(r"^(MAX_[A-Z_]+|HEAD_BYTES)\b[^=\n]*=", re.MULTILINE)


def _rows() -> list[tuple[str, str, str]]:
    text = ERRORS_DOC.read_text(encoding="utf-8")
    section = text.split("\n## Input limits\n", 1)[1].split("\n## ", 1)[0]
    rows = re.findall(r"^\| (.+?) \| (.+?) \| (.+?) \|$", section, re.MULTILINE)
    assert rows[0] == ("input", "limit", "what exceeding it gets")
    return [row for row in rows[1:] if not set(row[0]) <= {"-", "|"}]


def _constants() -> dict[str, object]:
    """Every limit constant of the package by name, with its value."""
    found: dict[str, object] = {}
    for path in sorted((ROOT / "mjscore").rglob("*.py")):
        names = _CONSTANT.findall(path.read_text(encoding="utf-8"))
        if not names:
            continue
        module = importlib.import_module(
            ".".join(path.relative_to(ROOT).with_suffix("").parts))
        for name in names:
            assert name not in found, f"{name} is defined twice"
            found[name] = getattr(module, name)
    return found


def _written(value: int) -> set[str]:
    """The ways the table may write ``value``."""
    forms = {str(value), f"{value:,}"}
    for unit, shift in (("KiB", 10), ("MiB", 20)):
        if value and value % (1 << shift) == 0:
            forms.add(f"{value >> shift} {unit}")
    return forms


def test_every_limit_constant_has_its_row_with_its_value() -> None:
    constants = _constants()
    assert {"MAX_TEXT_LENGTH", "MAX_LINE_BYTES", "MAX_LOG_BYTES", "MAX_COUNTERS"} <= set(
        constants)
    limits = {name: limit for _, limit, _ in _rows()
              for name in re.findall(r"`([A-Z_]{4,})`", limit)}
    assert set(limits) == set(constants), "the table and the source name different limits"
    for name, value in constants.items():
        assert isinstance(value, int)
        assert any(form in limits[name] for form in _written(value)), (name, value)


def test_every_row_says_what_exceeding_it_gets() -> None:
    for what, limit, gets in _rows():
        assert what and limit and gets


def test_the_hand_notation_limit() -> None:
    with pytest.raises(ParseError) as caught:
        parse_hand("1m" * 151)
    assert caught.value.code == "text_too_long"


def test_the_batch_line_limit_and_the_nesting_limit() -> None:
    data = (json.dumps({"hand": "x" * 70_000}) + "\n" + '{"hand": ' + "[" * 5000
            + "]" * 5000 + "}\n").encode()
    assert [record["error"]["code"] for record in BatchRun(io.BytesIO(data))] == [
        "line_too_long", "invalid_json"]


def test_the_counter_limit() -> None:
    result = CliRunner().invoke(cli, ["score", "123m456p789s234s1p+1p", "--riichi", "--honba",
                                      "1000", "--json"])
    assert json.loads(result.stdout)["error"]["code"] == "invalid_honba"
