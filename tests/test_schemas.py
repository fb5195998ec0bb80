"""The JSON Schemas of docs/schema/ against real output of every command that writes JSON.

Each schema has a version; each command's records (over ``examples/`` and the shared logs,
cut logs and error records included) must validate, and a record with a wrong key or type
must not (the validator is ``tests/support/schema.py``, the standard library only).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from mjscore.cli import cli

from .support.logdata import PANTHEON, require_raw
from .support.schema import errors

ROOT = Path(__file__).resolve().parents[1]
SCHEMAS = ROOT / "docs" / "schema"
KINDS = ("score", "batch", "check", "game", "replay", "export", "waits")
MJX = ROOT / "tests" / "logs" / "data" / "mjx"


def schema(kind: str) -> dict[str, Any]:
    return json.loads((SCHEMAS / f"{kind}.schema.json").read_text(encoding="utf-8"))


def output(*args: str, input: bytes | None = None) -> str:
    result = CliRunner().invoke(cli, list(args), input=input, catch_exceptions=False)
    assert "Traceback" not in result.output
    return result.stdout


def lines(*args: str, input: bytes | None = None) -> list[Any]:
    return [json.loads(line) for line in output(*args, input=input).splitlines()]


def test_every_record_type_has_a_versioned_schema() -> None:
    assert sorted(path.name for path in SCHEMAS.glob("*.schema.json")) == sorted(
        f"{kind}.schema.json" for kind in KINDS)
    for kind in KINDS:
        assert isinstance(schema(kind)["version"], int)
        assert schema(kind)["$id"].endswith(f"/{kind}.schema.json")


def records(kind: str, tmp_path: Path) -> list[Any]:
    if kind == "score":
        return [json.loads(output("score", hand, *options, "--json")) for hand, *options in (
            ("234m567p8s+8s [4-56s] [777z]", "--tsumo", "--seat", "S", "--dora", "3m"),
            ("123m456p789s11z+1z",), ("123m456p789s234s1p+1p", "--riichi"),
            ("19m19p19s1234567z+1m",))]
    if kind == "batch":
        return lines("batch", "examples/records.jsonl") + lines(
            "batch", "-", input=b'{"hand": "x"}\n{"hand": "123m456p789s234s1p+1p"}\n')
    if kind == "check":
        return lines("check", "examples/records.jsonl") + lines("check", "examples/records.csv")
    if kind == "game":
        return lines("game", "examples/game.txt", "--json")
    if kind == "replay":
        require_raw()
        return lines("replay", str(PANTHEON), str(MJX), "README.md", "missing.xml", "--json")
    if kind == "export":
        require_raw()
        out = tmp_path / "export.jsonl"
        output("replay", str(PANTHEON), str(PANTHEON / "format6"), "--export", str(out))
        return [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    return [json.loads(output("waits", hand, "--json")) for hand in (
        "123m456p789s1122z", "13m456p789s1122z5s", "1112345678999m", "19m19p19s1234567z")]


@pytest.mark.parametrize("kind", KINDS)
def test_real_output_validates_against_its_schema(kind: str, tmp_path: Path) -> None:
    found = records(kind, tmp_path)
    assert found
    problems = [(index, problem) for index, record in enumerate(found)
                for problem in errors(record, schema(kind))]
    assert problems == []


@pytest.mark.parametrize("kind", KINDS)
def test_a_record_that_breaks_its_schema_is_caught(kind: str, tmp_path: Path) -> None:
    record = dict(records(kind, tmp_path)[0])
    key = next(key for key, value in record.items() if isinstance(value, int | str)
               and not isinstance(value, bool))
    record[key] = [record[key]]  # the wrong type
    assert errors(record, schema(kind))
    assert errors([], schema(kind))
