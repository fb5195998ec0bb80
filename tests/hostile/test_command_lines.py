"""Hostile command lines: random argument lists built from the words of real command lines
(every command and option, real hands, the example files, values of every kind), some
mutated, with mutated real records on stdin. Every run ends with exit status 0, 1 or 2 and
never a traceback; with ``--json``, stdout is JSON (one document, or a line a record).

The runs stay inside a folder of their own with copies of the examples: no path leads out
of it (a walk of ``/`` would be no test), ``serve`` is left out (it serves until stopped)
and so are ``--jobs`` and ``-j`` (processes are tested elsewhere).
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st

from mjscore.cli import cli

from .support import EXAMPLES_DIR, budget, mutated, mutated_text, real_records, within

pytestmark = pytest.mark.hostile

COMMANDS = ("score", "table", "yaku", "rules", "batch", "check", "game", "replay", "waits",
            "help", "--help", "--version")
OPTIONS = ("--json", "--csv", "--table", "--summary", "--lang", "--unicode", "--rules",
           "--rule", "--rules-file", "--tsumo", "-t", "--riichi", "-r", "--ippatsu",
           "--seat", "-s", "--round", "--dora", "-d", "--ura", "--honba", "-b", "--sticks",
           "--from", "--pao", "--discards", "--passed", "--seen", "--call", "--compare-riichi",
           "--standings", "--needs", "--save", "--resume", "--export", "--to-sheet",
           "--format", "-o", "--output", "--help", "show", "diff", "notation", "game")
VALUES = ("-", "E", "S", "W", "N", "left", "across", "right", "ja", "en", "en-full",
          "classic", "tenhou", "ema", "mleague", "3", "0", "1000", "-1", "x", "",
          "open_tanyao=false", "red_fives=none", "nonsense", "jsonl", "args", "csv",
          "123m456p789s234s1p+1p", "23456m55678p234s+4m", "123m456p789s234s1p", "5m", "1m,9s",
          "records.jsonl", "records.txt", "records.csv", "hands.txt", "game.txt",
          "club.toml", "out.txt", "saved.txt", "sheets/", ".", "missing.xml", "riichi",
          "dora", "2", "ツモ", "立直", "東")

CLUB = 'base = "tenhou"\nname = "club"\nkiriage_mangan = true\n'


@pytest.fixture(scope="module")
def folder() -> Iterator[Path]:
    """A folder of copies of the examples and a rulebook, the runs' working directory."""
    with tempfile.TemporaryDirectory() as name:
        root = Path(name)
        for example in EXAMPLES_DIR.iterdir():
            if example.is_file():
                shutil.copy(example, root / example.name)
        (root / "club.toml").write_text(CLUB)
        yield root


def _outside(arg: str, root: Path) -> bool:
    """Whether ``arg`` names something outside ``root`` that exists (``/``, ``..``)."""
    if arg == "-" or "\x00" in arg:
        return False
    try:
        path = (root / arg).resolve()
        return path.exists() and root.resolve() not in (path, *path.parents)
    except (OSError, ValueError):
        return False


@budget(150)
@given(data=st.data())
def test_a_random_command_line_ends_with_an_exit_status(data: st.DataObject,
                                                        folder: Path) -> None:
    words = st.one_of(st.sampled_from(OPTIONS), st.sampled_from(VALUES),
                      mutated_text(VALUES, most=2))
    args = [data.draw(st.sampled_from(COMMANDS), label="command"),
            *data.draw(st.lists(words, max_size=8), label="args")]
    args = [arg for arg in args if arg not in ("serve", "-j", "--jobs")
            and not arg.startswith(("--jobs", "-j")) and not _outside(arg, folder)]
    stdin = data.draw(mutated(real_records(), most=3), label="stdin")
    old = os.getcwd()
    os.chdir(folder)
    try:
        with within():
            result = CliRunner().invoke(cli, args, input=stdin)
    finally:
        os.chdir(old)
    shown = f"mjscore {args!r}: exit {result.exit_code}\n{result.output[-2000:]}"
    assert result.exception is None or isinstance(result.exception, SystemExit), (
        f"{shown}\n{result.exception!r}")
    assert result.exit_code in (0, 1, 2), shown
    assert "Traceback" not in result.output, shown
    # (--help and --version answer before any command: text, whatever else is asked)
    if "--json" in args and result.stdout.strip() and not {"--help", "-h",
                                                           "--version"} & set(args):
        try:
            json.loads(result.stdout)
        except ValueError:
            for line in result.stdout.splitlines():
                if line.strip():
                    json.loads(line)


@pytest.mark.parametrize("args", [["batch", "\x00"], ["check", "a\x00b"], ["game", "\x00"],
                                  ["batch", "--json", "\x00"],
                                  ["replay", "x.xml", "--rules-file", "a\x00"]])
def test_an_argument_holding_a_nul_byte_is_a_usage_error(args: list[str]) -> None:
    # Found by this suite: a file name with a NUL byte (reachable through cli.main, never
    # from a shell) raised ValueError('embedded null byte') out of open() or os.stat().
    # (replay and convert answer such a log name on its own line: tests/cli/test_convert.py)
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 2 and isinstance(result.exception, SystemExit)
    assert "NUL byte" in result.output
