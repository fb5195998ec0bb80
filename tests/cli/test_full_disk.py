"""An output that cannot be written (a full disk, ``> /dev/full``): every command ends with
``Error: cannot write the output: …`` on stderr, once, and exit status 1, never a traceback;
``batch`` and ``check`` blame the output, not the input they read.

Real processes writing to ``/dev/full`` (every write fails with ``ENOSPC``), each with a
generous timeout that catches a hang.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from ..support.cli import RIICHI_HAND, ROOT
from ..support.logdata import PANTHEON, require_raw

FULL = Path("/dev/full")

pytestmark = pytest.mark.skipif(not FULL.exists(), reason="needs /dev/full (a full disk)")

MESSAGE = "Error: cannot write the output: No space left on device"

EXAMPLES = ROOT / "examples"

STDOUT_COMMANDS = {
    "score": ["score", RIICHI_HAND, "--riichi"],
    "score --json": ["score", RIICHI_HAND, "--riichi", "--json"],
    "waits": ["waits", "23m456p567s678s55p"],
    "table": ["table"],
    "yaku": ["yaku"],
    "rules": ["rules"],
    "rules show": ["rules", "show", "classic"],
    "help": ["help"],
    "--help": ["--help"],
    "score --help": ["score", "--help"],
    "game": ["game", str(EXAMPLES / "game.txt")],
    "game --json": ["game", str(EXAMPLES / "game.txt"), "--json"],
    "game --csv": ["game", str(EXAMPLES / "game.txt"), "--csv"],
    "batch": ["batch", str(EXAMPLES / "records.jsonl")],
    "check": ["check", str(EXAMPLES / "records.txt")],
    "convert": ["convert", str(ROOT / "tests/logs/data/mjai/126_204_0_mjai.jsonl"), "--to",
                "tenhou6"],
}
"""Command lines that write their answer to stdout."""

OUTPUT_FILE_COMMANDS = {
    "batch -o": ["batch", str(EXAMPLES / "records.jsonl"), "-o", str(FULL)],
    "check --table -o": ["check", str(EXAMPLES / "records.txt"), "--table", "-o", str(FULL)],
    "convert -o": ["convert", str(ROOT / "tests/logs/data/mjai/126_204_0_mjai.jsonl"),
                   "--to", "mjai", "-o", str(FULL), "--force"],
}
"""Command lines that write their answer to a file named on the command line."""


def _run(args: list[str], stdout: Path) -> subprocess.CompletedProcess[str]:
    with stdout.open("w") as stream:
        return subprocess.run([sys.executable, "-m", "mjscore", *args], cwd=ROOT,
                              stdout=stream, stderr=subprocess.PIPE, text=True, timeout=120,
                              check=False)


def _assert_cannot_write(done: subprocess.CompletedProcess[str]) -> None:
    assert "Traceback" not in done.stderr, done.stderr
    assert done.stderr.count(MESSAGE) == 1, done.stderr
    assert done.returncode == 1, done.stderr


@pytest.mark.parametrize("name", list(STDOUT_COMMANDS))
def test_a_full_stdout_is_one_message_and_exit_1(name: str) -> None:
    _assert_cannot_write(_run(STDOUT_COMMANDS[name], FULL))


@pytest.mark.parametrize("name", list(OUTPUT_FILE_COMMANDS))
def test_a_full_output_file_is_blamed_not_the_input(name: str) -> None:
    done = _run(OUTPUT_FILE_COMMANDS[name], Path("/dev/null"))
    _assert_cannot_write(done)
    assert "records." not in done.stderr  # the input file is not named


def test_replay_to_a_sheet_on_a_full_disk_says_so_once() -> None:
    require_raw()
    log = str(PANTHEON / "doubleron.xml")
    for args, stdout in ((["--to-sheet", str(FULL)], Path("/dev/null")),
                         (["--to-sheet", "-"], FULL),
                         (["--export", str(FULL), "--to-sheet", str(FULL)], Path("/dev/null"))):
        _assert_cannot_write(_run(["replay", log, *args], stdout))
