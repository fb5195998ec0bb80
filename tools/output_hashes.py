"""Hash the output of every ``mjscore`` command, to prove a refactor leaves them unchanged.

Run it before a change and after it, and compare::

    python tools/output_hashes.py > before.txt
    # ... change the code ...
    python tools/output_hashes.py > after.txt
    diff before.txt after.txt

Each command runs as ``python -m mjscore ARGS`` (:data:`sys.executable`) in a subprocess
whose working directory is the repository root (the parent of ``tools/``). Python puts that
directory first on ``sys.path``, ahead of ``PYTHONPATH`` and installed packages, so the
commands exercise the ``mjscore/`` of the checkout this script is in; to test another
checkout, run that checkout's copy of the script. The directory the commands import from is
named on stderr. The commands cover every command of the CLI over ``examples/`` and the data
of ``../shared/data``: ``batch`` and ``check`` on every file of ``cases/`` and ``examples/``
(and on the cases turned into batch records), ``replay`` on every directory of ``raw/``
(plain, ``--json``, ``--export``, ``--to-sheet``), ``game``, ``waits``, ``score``,
``table``, ``yaku``, ``rules``, ``help`` and ``--help``, and the error outputs (bad
notation, options, rules, sheets, logs and files). A run takes about two minutes on two
cores.

An output is one command's stdout, stderr, exit status and any files it wrote; its hash is
the SHA-256 of ``stdout + b"\\0stderr\\0" + stderr + b"\\0exit\\0" + status``, then for each
file written ``b"\\0file\\0" + name + b"\\0" + bytes``. Stdout gets one line per output,
``<first 16 hex digits>  <name>`` sorted by name, and last ``all  <hash of those lines>``.
Stderr gets the checkout used and the run time.

Options: ``--shared DIR`` (default ``<repo>/../shared``), ``--jobs N`` commands at once (a
thread pool, default 2) and ``--out DIR`` to also write each output's hashed bytes to
``DIR/<name>.out``; compare two such directories with ``diff -ra`` (``-a``: the files hold
NUL separators).

Determinism: no output of mjscore holds timing or progress when its streams are pipes (the
progress line is drawn on a terminal only), and the order of ``--jobs`` runs is kept.
Commands that accept ``--jobs`` run with ``--jobs 1``, and a few run again with ``--jobs 2``
as outputs of their own (they hash the same as the ``--jobs 1`` ones). What would vary from
run to run or from checkout to checkout is fixed or normalised:

- paths are given relative to the repository root (``../shared/data/...``), as a user types
  them;
- in each output, the command's temporary directory (inputs written for it, files it writes)
  is replaced by ``<tmp>``; the shared directory, absolute or relative (``../shared/``), by
  ``<shared>``; and the directory holding the ``mjscore`` package imported, by
  ``<checkout>`` (it would appear in a traceback);
- the environment is fixed where it could change an output: ``COLUMNS=80`` (click wraps help
  text to the terminal width), ``PYTHONIOENCODING=utf-8``, ``LC_ALL=C.UTF-8`` and
  ``PYTHONHASHSEED=0`` (no output was found to depend on it: a run with random seeds hashes
  the same); stdin is empty unless a command reads a given input.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import itertools
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
"""The repository root: the working directory of every command."""
sys.path.insert(0, str(REPO / "tests" / "support"))

import casedata  # type: ignore[import-not-found]  # noqa: E402  (the tests' reading of the cases)

TMP = "{tmp}"
"""In a command's arguments, its own temporary directory."""

PRESETS = ("tenhou", "classic", "mahjongsoul", "mleague", "ema", "saikouisen")

ENVIRONMENT = {
    "COLUMNS": "80",
    "PYTHONIOENCODING": "utf-8",
    "PYTHONHASHSEED": "0",
    "LC_ALL": "C.UTF-8",
}
"""Set for every command, over the caller's environment (which carries ``PYTHONPATH``)."""

TIMEOUT = 900
"""Seconds one command may take; the slowest takes about ten."""

_NAME = re.compile(r"[a-z0-9][a-z0-9_.-]*")


@dataclass(frozen=True)
class Command:
    """One run of the CLI, and the name of its output."""

    name: str
    args: tuple[str, ...]
    stdin: bytes = b""
    files: tuple[tuple[str, bytes], ...] = ()
    """Written into the command's temporary directory before it runs."""
    mkdirs: tuple[str, ...] = ()
    """Directories made there before it runs."""
    collect: bool = False
    """Whether the files in the temporary directory after the run are part of the output
    (for ``-o``, ``--export`` and ``--to-sheet`` to a path)."""


@dataclass(frozen=True)
class Output:
    """What one command gave."""

    name: str
    data: bytes
    """What is hashed: stdout, stderr, exit status and files, normalised."""

    @property
    def digest(self) -> str:
        return hashlib.sha256(self.data).hexdigest()[:16]


# The commands ---------------------------------------------------------------------------------


def all_commands(shared: Path) -> list[Command]:
    """Every command, in no particular order (the output is sorted by name)."""
    data = os.path.relpath(shared / "data", REPO)  # as the commands are given it
    found = [
        *help_commands(),
        *score_commands(),
        *waits_commands(),
        *table_commands(),
        *yaku_commands(),
        *rules_commands(),
        *batch_commands(shared, data),
        *replay_commands(shared, data),
        *game_commands(),
    ]
    names = [command.name for command in found]
    duplicates = sorted({name for name in names if names.count(name) > 1})
    bad = [name for name in names if not _NAME.fullmatch(name)]
    if duplicates or bad:
        raise ValueError(f"command names: duplicated {duplicates}, malformed {bad}")
    return found


def _command(name: str, *args: str, stdin: bytes = b"",
             files: Sequence[tuple[str, bytes]] = (), mkdirs: Sequence[str] = (),
             collect: bool = False) -> Command:
    return Command(name, args, stdin, tuple(files), tuple(mkdirs), collect)


def help_commands() -> Iterator[Command]:
    yield _command("cli-no-arguments")
    yield _command("cli-help", "--help")
    yield _command("cli-help-short", "-h")
    yield _command("cli-version", "--version")
    yield _command("cli-error-unknown-command", "nosuch")
    for command in ("score", "batch", "check", "table", "yaku", "rules", "rules show",
                    "rules diff", "waits", "game", "replay", "help"):
        yield _command(f"help-{command.replace(' ', '-')}-option", *command.split(), "--help")
    yield _command("help", "help")
    yield _command("help-notation", "help", "notation")
    yield _command("help-options", "help", "options")
    yield _command("help-error-topic", "help", "nosuch")


def example_hands() -> list[list[str]]:
    """The lines of ``examples/hands.txt`` as ``score`` arguments: the hand's words joined
    into one argument, then its options."""
    found = []
    text = (REPO / "examples" / "hands.txt").read_text(encoding="utf-8")
    for line in text.splitlines():
        if line.strip() and not line.startswith("#"):
            words = shlex.split(line)
            start = next(i for i, word in enumerate(words) if word.startswith("-"))
            found.append([" ".join(words[:start]), *words[start:]])
    return found


SCORE_MODES: dict[str, tuple[str, ...]] = {
    "": (),
    "-json": ("--json",),
    "-ja": ("--lang", "ja"),
    "-en-full": ("--lang", "en-full"),
    "-unicode": ("--unicode",),
}

OPEN_HAND = "234m567p8s+8s [456s] [777z]"


def score_commands() -> Iterator[Command]:
    for number, args in enumerate(example_hands(), start=1):
        for suffix, mode in SCORE_MODES.items():
            yield _command(f"score-example-{number:02d}{suffix}", "score", *args, *mode)
    hands = (REPO / "examples" / "hands.txt").read_bytes()
    yield _command("score-stdin", "score", "-", stdin=hands)
    yield _command("score-stdin-json", "score", "-", "--json", stdin=hands)
    more = {
        "split-hand": ["234m", "567p", "8s+8s", "[4-56s]", "[777z]", "-t", "-s", "S", "-d", "1"],
        "short-options": ["23456m55678p234s+4m", "-r", "-s", "S", "-f", "W", "-d", "2"],
        "combined-flags": ["23456m55678p234s+4m", "-rt", "-s", "W", "-u", "1"],
        "kokushi-tsumo-ja": ["19m19p19s1234567z+1m", "--tsumo", "--lang", "ja"],
        "chankan-classic": ["9m19p19s12345677z+1m", "--chankan", "--seat", "S",
                            "--rules", "classic", "--lang", "ja"],
        "double-riichi-haitei": ["23456m55678p234s+4m", "--double-riichi", "--tsumo",
                                 "--haitei", "--seat", "N", "--dora", "3m,4p"],
        "rinshan": ["234m567p8s+8s (1111z) [777z]", "--tsumo", "--rinshan", "--seat", "S"],
        "houtei-aka": ["23456m55678p234s+4m", "--houtei", "--aka", "1", "--seat", "S",
                       "--from", "E"],
        "counts": ["23456m55678p234s+4m", "--riichi", "--dora-count", "2", "--ura-count", "1",
                   "--seat", "W", "--from", "N"],
        "red-fives": ["23406m55678p234s+4m", "--riichi", "--seat", "S", "--from", "W"],
        "tenhou": ["123m456p789s1222z+1z", "--tenhou", "--tsumo"],
        "chiihou": ["123m456p789s1222z+1z", "--chiihou", "--tsumo", "--seat", "S"],
        "kazoe-classic-json": ["22334455m66677p+7p", "--riichi", "--ippatsu", "--tsumo",
                               "--dora", "1m,6p,6m", "--rules", "classic", "--json"],
        "rule-override": [OPEN_HAND, "--seat", "S", "--rule", "open_tanyao=false"],
        "closed-kan-added-kan": ["234m567p8s+8s (1111z) {0555m}", "--seat", "W",
                                 "--from", "S", "--lang", "en-full"],
    }
    for name, args in more.items():
        yield _command(f"score-{name}", "score", *args)
    errors = {
        "notation": ["123m45x6p", "--riichi"],
        "notation-json": ["123m45x6p", "--json"],
        "incomplete": ["123m+"],
        "incomplete-json": ["123m+", "--json"],
        "not-winning": ["123m456p789s1234z+5z"],
        "no-yaku": ["123m456p789s2234z+2z"],
        "no-yaku-json": ["123m456p789s2234z+2z", "--json"],
        "no-yaku-classic": ["22m456p78s+6s [567m] [2-34s]", "--seat", "W", "--from", "N",
                            "--rules", "classic"],
        "no-hand": [],
        "unknown-option": [OPEN_HAND, "--bogus"],
        "unknown-option-json": [OPEN_HAND, "--bogus", "--json"],
        "bad-seat": [OPEN_HAND, "--seat", "X"],
        "bad-dora": [OPEN_HAND, "--dora", "0z"],
        "ura-without-riichi": ["23456m55678p234s+4m", "--ura", "1m", "--seat", "S"],
        "ippatsu-without-riichi": ["23456m55678p234s+4m", "--ippatsu", "--seat", "S"],
        "ron-from-self": ["23456m55678p234s+4m", "--seat", "S", "--from", "S"],
        "bad-rules": [OPEN_HAND, "--rules", "nosuch"],
        "bad-rules-json": [OPEN_HAND, "--rules", "nosuch", "--json"],
        "bad-rule-key": [OPEN_HAND, "--rule", "nosuch=1"],
        "bad-rule-value": [OPEN_HAND, "--rule", "uma=big"],
        "missing-rules-file": [OPEN_HAND, "--rules-file", "missing.toml"],
        "rules-and-rules-file": [OPEN_HAND, "--rules", "tenhou", "--rules-file",
                                 "missing.toml"],
        "five-of-a-tile": ["11111m456p789s22z+2z"],
        "renhou-mahjongsoul": ["23456m55678p234s+4m", "--renhou", "--seat", "S", "--from", "E",
                               "--rules", "mahjongsoul"],
        "bad-lang": [OPEN_HAND, "--lang", "fr"],
    }
    for name, args in errors.items():
        yield _command(f"score-error-{name}", "score", *args)


PINFU = "23m456p567s678s55p"
WAITS_HANDS: dict[str, tuple[str, ...]] = {
    "pinfu-dora": (PINFU, "--seat", "S", "--dora", "4m"),
    "open": ("234m456p55s23s [6-78p]", "--seat", "S"),
    "open-seen": ("234m456p55s23s [6-78p]", "--seat", "S", "--seen", "1111s"),
    "furiten-discards": (PINFU, "--riichi", "--discards", "9s,1m", "--passed", "4m",
                         "--honba", "1"),
    "furiten-riichi-passed": (PINFU, "--riichi", "--riichi-passed"),
    "furiten-own-discard": (PINFU, "--seat", "S", "--discards", "1m"),
    "compare-riichi": (PINFU, "--seat", "S", "--compare-riichi"),
    "compare-riichi-unicode": (PINFU, "--seat", "S", "--compare-riichi", "--unicode"),
    "honba-sticks": (PINFU, "--seat", "S", "--honba", "2", "--sticks", "1"),
    "karaten": ("123m456p789s23p55z", "--seen", "1111p"),
    "shapes-dora-twice": ("2234m456p567s678s", "--dora", "1m,1m", "--seat", "W"),
    "kokushi": ("19m19p19s1234567z",),
    "tanki-no-yaku": ("123m456p789s2345s",),
    "noten": ("1111m234p567s789s",),
    "noten-shanten": ("123m456p789s1234z",),
    "drawn-14": ("123m456p789s2345s+9m", "--seat", "S"),
    "drawn-14-dealer": ("2234m456p567s678s+1m", "--seat", "W"),
    "classic-double-riichi": (PINFU, "--double-riichi", "--rules", "classic"),
    "error-ura": (PINFU, "--riichi", "--ura", "1"),
    "error-count": ("123m456p",),
    "error-situation": ("123m456p789s2345s", "--riichi-passed"),
    "error-notation": ("123m45x6p7s",),
    "error-rules": (PINFU, "--rules", "nosuch"),
}
WAITS_MODES: dict[str, tuple[str, ...]] = {
    "": (),
    "-json": ("--json",),
    "-ja": ("--lang", "ja"),
}


def waits_commands() -> Iterator[Command]:
    for name, args in WAITS_HANDS.items():
        for suffix, mode in WAITS_MODES.items():
            yield _command(f"waits-{name}{suffix}", "waits", *args, *mode)
    yield _command("waits-pinfu-dora-en-full", "waits", PINFU, "--seat", "S", "--lang",
                   "en-full")


def table_commands() -> Iterator[Command]:
    cases = {
        "": [],
        "json": ["--json"],
        "ja": ["--lang", "ja"],
        "en-full": ["--lang", "en-full"],
        "kiriage": ["--rule", "kiriage_mangan=true"],
        "kiriage-double-yakuman": ["--rule", "kiriage_mangan=true", "--rule",
                                   "double_yakuman=true"],
        "lookup-3-40": ["3", "40"],
        "lookup-3-40-json": ["3", "40", "--json"],
        "lookup-3-40-ja": ["3", "40", "--lang", "ja"],
        "lookup-3-40-dealer-tsumo-honba": ["3", "40", "--dealer", "--tsumo", "--honba", "1"],
        "lookup-3-40-tsumo-honba-json": ["3", "40", "-t", "-b", "2", "--json"],
        "lookup-1-30": ["1", "30"],
        "lookup-4-30-kiriage": ["4", "30", "--rule", "kiriage_mangan=true"],
        "lookup-5": ["5"],
        "lookup-5-json": ["5", "--json"],
        "lookup-7": ["7"],
        "lookup-13": ["13", "--dealer"],
        "lookup-26-tsumo": ["26", "--tsumo"],
        "error-3-20": ["3", "20"],
        "error-3-20-json": ["3", "20", "--json"],
        "error-3-41": ["3", "41"],
        "error-0": ["0"],
        "error-not-a-number": ["three"],
        "error-honba-range": ["3", "40", "--honba", "1000"],
        "error-rules": ["--rules", "nosuch"],
    }
    for name, args in cases.items():
        yield _command(f"table-{name}".rstrip("-"), "table", *args)
    for preset in PRESETS:
        yield _command(f"table-rules-{preset}", "table", "--rules", preset)


def yaku_commands() -> Iterator[Command]:
    cases = {
        "": [],
        "json": ["--json"],
        "ja": ["--lang", "ja"],
        "en-full": ["--lang", "en-full"],
        "rule-override": ["--rule", "open_tanyao=false", "--rule", "double_yakuman=true"],
        "error-rules": ["--rules", "nosuch"],
        "error-rule": ["--rule", "nosuch=1", "--json"],
    }
    for name, args in cases.items():
        yield _command(f"yaku-{name}".rstrip("-"), "yaku", *args)
    for preset in PRESETS:
        yield _command(f"yaku-rules-{preset}", "yaku", "--rules", preset)
        yield _command(f"yaku-rules-{preset}-json", "yaku", "--rules", preset, "--json")


CLUB_TOML = b"""\
# Our club plays Tenhou's rules with kiriage mangan and without red fives.
base = "tenhou"
name = "club"
kiriage_mangan = true
red_fives = "none"
"""
BAD_TOML = b'base = "tenhou"\nkiriage_mangan = "often"\nnosuch = 1\n'


def rules_commands() -> Iterator[Command]:
    yield _command("rules", "rules")
    yield _command("rules-json", "rules", "--json")
    for preset in PRESETS:
        yield _command(f"rules-show-{preset}", "rules", "show", preset)
        yield _command(f"rules-show-{preset}-json", "rules", "show", preset, "--json")
    for left, right in itertools.combinations(PRESETS, 2):
        yield _command(f"rules-diff-{left}-{right}", "rules", "diff", left, right)
        yield _command(f"rules-diff-{left}-{right}-json", "rules", "diff", left, right,
                       "--json")
    yield _command("rules-diff-classic-tenhou", "rules", "diff", "classic", "tenhou")
    yield _command("rules-diff-same", "rules", "diff", "tenhou", "TENHOU")
    yield _command("rules-show-classic-rule-json", "rules", "show", "classic", "--rule",
                   "open_tanyao=true", "--json")
    club = [("club.toml", CLUB_TOML)]
    yield _command("rules-show-toml", "rules", "show", f"{TMP}/club.toml", files=club)
    yield _command("rules-show-toml-json", "rules", "show", f"{TMP}/club.toml", "--json",
                   files=club)
    yield _command("rules-diff-toml", "rules", "diff", "tenhou", f"{TMP}/club.toml",
                   files=club)
    yield _command("rules-diff-toml-json", "rules", "diff", "tenhou", f"{TMP}/club.toml",
                   "--json", files=club)
    yield _command("score-rules-file", "score", OPEN_HAND, "--seat", "S", "--rules-file",
                   f"{TMP}/club.toml", files=club)
    yield _command("rules-error-show-name", "rules", "show", "nosuch")
    yield _command("rules-error-show-name-json", "rules", "show", "nosuch", "--json")
    yield _command("rules-error-diff-name", "rules", "diff", "tenhou", "nosuch")
    yield _command("rules-error-diff-missing-argument", "rules", "diff", "tenhou")
    yield _command("rules-error-show-rule", "rules", "show", "tenhou", "--rule", "uma=big")
    yield _command("rules-error-missing-toml", "rules", "show", "missing.toml")
    yield _command("rules-error-bad-toml", "rules", "show", f"{TMP}/bad.toml",
                   files=[("bad.toml", BAD_TOML)])
    yield _command("rules-error-subcommand", "rules", "nosuch")


# batch and check --------------------------------------------------------------------------

BATCH_MODES: dict[str, tuple[str, ...]] = {
    "": (),
    "-table": ("--table",),
    "-csv": ("--csv",),
    "-summary": ("--summary",),
    "-table-summary": ("--table", "--summary"),
}
"""The output modes of ``batch`` and ``check`` (JSON Lines is the default)."""

EXAMPLE_FILES = ("hands.txt", "records.csv", "records.jsonl", "records.txt")
"""The files of ``examples/`` that ``batch`` and ``check`` read."""


def batch_commands(shared: Path, data: str) -> Iterator[Command]:
    for command, name in itertools.product(("batch", "check"), EXAMPLE_FILES):
        example = f"examples/{name}"
        stem = f"{command}-examples-{name.replace('.', '-')}"
        for suffix, mode in BATCH_MODES.items():
            yield _command(f"{stem}{suffix}", command, example, *mode, "--jobs", "1")
        yield _command(f"{stem}-classic", command, example, "--rules", "classic", "--jobs", "1")
        yield _command(f"{stem}-jobs2", command, example, "--jobs", "2")
        yield _command(f"{stem}-output-file", command, example, "-o", f"{TMP}/out.jsonl",
                       "--jobs", "1", collect=True)
        yield _command(f"{stem}-stdin", command, "-", "--jobs", "1",
                       stdin=(REPO / example).read_bytes())
    yield _command("batch-examples-records-txt-format-args", "batch", "examples/records.txt",
                   "--format", "args")
    yield _command("batch-error-format-mismatch", "batch", "examples/records.jsonl", "--format",
                   "csv")
    yield _command("batch-error-missing-file", "batch", "missing.jsonl")
    yield _command("check-error-missing-file", "check", "missing.jsonl")
    yield _command("batch-error-no-file", "batch")
    yield _command("batch-error-jobs", "batch", "examples/hands.txt", "--jobs", "-1")
    yield _command("batch-error-table-and-csv", "batch", "examples/hands.txt", "--table",
                   "--csv")
    yield _command("batch-error-csv-summary", "batch", "examples/hands.txt", "--csv",
                   "--summary")
    yield _command("check-error-csv-summary", "check", "examples/records.txt", "--csv",
                   "--summary")
    yield _command("batch-error-rules", "batch", "examples/hands.txt", "--rules", "nosuch")
    yield _command("batch-error-bad-records", "batch", "-", stdin=BROKEN_RECORDS)
    yield _command("check-error-bad-records", "check", "-", "--table", stdin=BROKEN_RECORDS)
    for path in sorted((shared / "data" / "cases").iterdir()):
        rel = f"{data}/cases/{path.name}"
        for command in ("batch", "check"):
            stem = f"{command}-cases-{path.name.replace('.', '-').lower()}"
            for suffix, mode in BATCH_MODES.items():
                if suffix == "-table-summary":
                    continue
                yield _command(f"{stem}{suffix}", command, rel, *mode, "--jobs", "1")
        if path.suffix == ".jsonl":
            records = case_records(path)
            stem = f"cases-{path.stem.lower()}-as-records"
            yield _command(f"batch-{stem}", "batch", "-", "--jobs", "1", stdin=records)
            yield _command(f"batch-{stem}-table-summary", "batch", "-", "--table",
                           "--summary", "--jobs", "1", stdin=records)
            yield _command(f"batch-{stem}-jobs2", "batch", "-", "--jobs", "2", stdin=records)
            yield _command(f"check-{stem}", "check", "-", "--summary", "--jobs", "1",
                           stdin=records)


BROKEN_RECORDS = b"""\
{"hand": "234m567p8s+8s [456s] [777z]", "tsumo": true, "seat": "S"}
{"hand": "123m45x6p", "expect": "1000"}
{"hand": "234m567p8s+8s [456s] [777z]", "seat": "Q"}
not json at all
{"hand": "234m567p8s+8s [456s] [777z]", "nosuch": 1, "expect": "1000"}
{"hand": "234m567p8s+8s [456s] [777z]", "seat": "S", "expect": "1h30f 1000"}
{"hand": "234m567p8s+8s [456s] [777z]", "seat": "S", "expect": "a lot"}
"""

# Turning the cases into batch records --------------------------------------------------------
# The cases of ../shared/data/cases are not batch input (their keys are the logs'); these
# records give ``batch`` and ``check`` their ~20,000 real hands to score.

def case_records(path: Path) -> bytes:
    """The cases of a ``cases/*.jsonl`` file as batch records, each with its expected
    han and fu (or limit) as its claim, and for a ron its points."""
    lines = []
    with path.open(encoding="utf-8") as cases:
        for line in cases:
            if line.strip():
                record = case_record(json.loads(line))
                lines.append(json.dumps(record, ensure_ascii=False) + "\n")
    return "".join(lines).encode()


def case_record(case: dict[str, Any]) -> dict[str, Any]:
    """One case as a batch record: its hand and situation as the tests read them
    (``tests/support/casedata.py``), and what the log recorded as the claim."""
    expected = case["expected"]
    grade = expected["limit"] or f"{expected['han']}han{expected['fu']}fu"
    return {"id": case["id"], "hand": casedata.hand_text(case), **casedata.situation(case),
            "expect": grade if case["tsumo"] else f"{grade} {expected['points_total']}"}


# replay and game ------------------------------------------------------------------------------


def replay_commands(shared: Path, data: str) -> Iterator[Command]:
    raw = f"{data}/raw"
    for path in sorted((shared / "data" / "raw").iterdir()):
        if not path.is_dir():
            continue
        rel, stem = f"{raw}/{path.name}", f"replay-{path.name.lower()}"
        yield _command(stem, "replay", rel, "--jobs", "1")
        yield _command(f"{stem}-json", "replay", rel, "--json", "--jobs", "1")
        yield _command(f"{stem}-export", "replay", rel, "--export", "-", "--jobs", "1")
        yield _command(f"{stem}-to-sheet", "replay", rel, "--to-sheet", "-", "--jobs", "1")
    big = f"{raw}/tenhou_phoenix_2022"
    yield _command("replay-tenhou_phoenix_2022-jobs2", "replay", big, "--jobs", "2")
    yield _command("replay-tenhou_phoenix_2022-json-jobs2", "replay", big, "--json",
                   "--jobs", "2")
    pantheon = f"{raw}/pantheon_onlinelog"
    yield _command("replay-pantheon_onlinelog-json-jobs2", "replay", pantheon, "--json",
                   "--jobs", "2")
    yield _command("replay-pantheon_onlinelog-export-file", "replay", pantheon, "--export",
                   f"{TMP}/export.jsonl", collect=True)
    yield _command("replay-pantheon_onlinelog-to-sheet-dir", "replay", pantheon, "--to-sheet",
                   f"{TMP}/sheets", mkdirs=["sheets"], collect=True)
    yield _command("replay-pantheon_onlinelog-to-sheet-file", "replay", pantheon,
                   "--to-sheet", f"{TMP}/all.txt", collect=True)
    yield _command("replay-pantheon_onlinelog-rules-classic", "replay", pantheon, "--rules",
                   "classic", "--json")
    yield _command("replay-pantheon-west-rule-hanchan", "replay", f"{pantheon}/west.xml",
                   "--rule", "game_length=hanchan", "--to-sheet", "-")
    yield _command("replay-pantheon-files", "replay", f"{pantheon}/doubleron.xml",
                   f"{pantheon}/format6/doubleron.json", f"{raw}/SOURCES.md")
    yield _command("replay-whole-raw-dir-json", "replay", raw, "--json", "--jobs", "1")
    log = (shared / "data" / "raw" / "pantheon_onlinelog" / "doubleron.xml").read_bytes()
    yield _command("replay-stdin", "replay", "-", stdin=log)
    yield _command("replay-gzip", "replay", f"{TMP}/doubleron.mjlog", "--json",
                   files=[("doubleron.mjlog", gzip.compress(log, mtime=0))])
    yield _command("replay-error-broken-log", "replay", f"{TMP}/broken.xml",
                   files=[("broken.xml", log[: len(log) // 2])])
    yield _command("replay-error-broken-log-json", "replay", f"{TMP}/broken.xml", "--json",
                   files=[("broken.xml", log[: len(log) // 2])])
    yield _command("replay-error-bad-xml", "replay", f"{TMP}/bad.xml",
                   files=[("bad.xml", log.replace(b"<INIT", b"<INIT bogus=\"1\" seed=\"x\"", 1))])
    yield _command("replay-error-empty-file", "replay", f"{TMP}/empty.xml",
                   files=[("empty.xml", b"")])
    yield _command("replay-error-not-a-log", "replay", "examples/game.txt")
    yield _command("replay-error-not-a-log-json", "replay", "examples/hands.txt", "--json")
    yield _command("replay-error-missing-file", "replay", "missing.xml")
    yield _command("replay-error-no-log", "replay")
    yield _command("replay-error-rule", "replay", f"{pantheon}/doubleron.xml", "--rule",
                   "uma=big")
    yield _command("replay-error-rules-and-rules-file", "replay", f"{pantheon}/doubleron.xml",
                   "--rules", "tenhou", "--rules-file", "missing.toml")


GAME_JSONL = b"""\
{"game": "night 1", "players": ["Aki", "Ben", "Chie", "Dai"], "rules": "classic"}
{"label": "E1", "events": [{"type": "riichi", "player": "Aki"}, {"type": "draw", "tenpai": \
["Aki", "Chie"]}], "scores": [25500, 23500, 26500, 23500]}
{"label": "E1-1", "events": [{"type": "ron", "winner": "Chie", "from": "Ben", "claim": "3h30f"}]}
{"label": "E2", "events": [{"type": "riichi", "player": "Ben"}, {"type": "tsumo", "winner": \
"Ben", "hand": "23455m345p67888s+8s", "dora": ["4m"], "ura": ["9p"]}]}
{"label": "E2-1", "events": [{"type": "chombo", "player": "Dai"}]}
{"final": [25500, 23500, 26500, 24500]}
"""
"""The JSON Lines sheet of docs/game.md."""

BROKEN_SHEET = b"""\
game: broken
players: Aki Ben Chie Dai
rules: classic
E1   riichi Aki ; draw tenpai Aki Chie = 25500 23500 26500 23500
E1-1 ron Zed from Ben 3h30f
E2   frobnicate Ben
E2   tsumo Ben "123m45x6p" dora 4m
E3   ron Chie from Chie 1000
E4   tsumo Dai 4000 all = 1 2 3
final: 17900 17500 40300
"""
"""A sheet with a bad line of each kind: unknown player, unknown event, bad hand, a ron
from oneself, wrong scores and a short final line."""


def unfinished_sheet() -> bytes:
    """``examples/game.txt`` without its last hand and final lines: a game ``--needs`` has
    something to say about."""
    lines = (REPO / "examples" / "game.txt").read_bytes().splitlines(keepends=True)
    return b"".join(line for line in lines
                    if not line.startswith((b"S4-2", b"final:", b"points:")))


def game_commands() -> Iterator[Command]:
    sheet = "examples/game.txt"
    modes = {
        "": [],
        "json": ["--json"],
        "csv": ["--csv"],
        "ja": ["--lang", "ja"],
        "en-full": ["--lang", "en-full"],
        "standings": ["--standings"],
        "standings-json": ["--standings", "--json"],
        "standings-csv": ["--standings", "--csv"],
        "needs": ["--needs"],
        "needs-ja": ["--needs", "--lang", "ja"],
        "needs-json": ["--needs", "--json"],
        "rules-tenhou": ["--rules", "tenhou"],
        "rule-uma": ["--rule", "uma=10,5,-5,-10"],
        "rules-file": ["--rules-file", f"{TMP}/club.toml"],
    }
    for name, args in modes.items():
        files = [("club.toml", CLUB_TOML)] if name == "rules-file" else []
        yield _command(f"game-example-{name}".rstrip("-"), "game", sheet, *args, files=files)
    yield _command("game-example-twice-standings", "game", sheet, sheet, "--standings")
    unfinished = [("unfinished.txt", unfinished_sheet())]
    for name, args in {"": [], "-needs": ["--needs"], "-needs-ja": ["--needs", "--lang", "ja"],
                       "-needs-json": ["--needs", "--json"]}.items():
        yield _command(f"game-unfinished{name}", "game", f"{TMP}/unfinished.txt", *args,
                       files=unfinished)
    yield _command("game-stdin", "game", "-", stdin=(REPO / sheet).read_bytes())
    jsonl = [("night.jsonl", GAME_JSONL)]
    yield _command("game-jsonl-sheet", "game", f"{TMP}/night.jsonl", files=jsonl)
    yield _command("game-jsonl-sheet-json", "game", f"{TMP}/night.jsonl", "--json", files=jsonl)
    broken = [("broken.txt", BROKEN_SHEET)]
    yield _command("game-error-broken-sheet", "game", f"{TMP}/broken.txt", files=broken)
    yield _command("game-error-broken-sheet-json", "game", f"{TMP}/broken.txt", "--json",
                   files=broken)
    yield _command("game-error-broken-sheet-stdin", "game", "-", stdin=BROKEN_SHEET)
    yield _command("game-error-missing-file", "game", "missing.txt")
    yield _command("game-error-rules", "game", sheet, "--rules", "nosuch")
    yield _command("game-error-json-and-csv", "game", sheet, "--json", "--csv")


# Running --------------------------------------------------------------------------------------


def run(command: Command, replacements: Sequence[tuple[bytes, bytes]]) -> Output:
    """Run one command in a temporary directory of its own; its output, normalised."""
    with tempfile.TemporaryDirectory(prefix="mjscore-hash-") as tmp:
        here = Path(tmp)
        for name, content in command.files:
            (here / name).write_bytes(content)
        for name in command.mkdirs:
            (here / name).mkdir()
        args = [arg.replace(TMP, tmp) for arg in command.args]
        env = {**os.environ, **ENVIRONMENT}
        try:
            done = subprocess.run([sys.executable, "-m", "mjscore", *args], cwd=REPO, env=env,
                                  input=command.stdin, capture_output=True, timeout=TIMEOUT,
                                  check=False)
            stdout, stderr, status = done.stdout, done.stderr, str(done.returncode)
        except subprocess.TimeoutExpired as timeout:
            stdout, stderr, status = timeout.stdout or b"", timeout.stderr or b"", "timeout"
        parts = [stdout, b"\0stderr\0", stderr, b"\0exit\0", status.encode()]
        if command.collect:
            inputs = {name for name, _ in command.files}
            for path in sorted(here.rglob("*")):
                name = path.relative_to(here).as_posix()
                if path.is_file() and name not in inputs:
                    parts += [b"\0file\0", name.encode(), b"\0", path.read_bytes()]
        mine = [(os.fsencode(tmp), b"<tmp>"), (os.fsencode(os.path.realpath(tmp)), b"<tmp>")]
        return Output(command.name, normalise(b"".join(parts), [*mine, *replacements]))


def normalise(data: bytes, replacements: Sequence[tuple[bytes, bytes]]) -> bytes:
    for old, new in replacements:
        data = data.replace(old, new)
    return data


def imported_checkout(env: dict[str, str]) -> Path:
    """The directory holding the ``mjscore`` package the commands import."""
    code = "import mjscore, os; print(os.path.dirname(os.path.dirname(mjscore.__file__)))"
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, env=env, check=True,
                          capture_output=True, text=True)
    return Path(done.stdout.strip())


def path_replacements(shared: Path, checkout: Path) -> list[tuple[bytes, bytes]]:
    """The tokens of the shared directory (absolute, as given and resolved, and relative to
    the repository as a prefix: ``../shared/``) and of the checkout imported (absolute);
    longest first, so that a path inside another is replaced before it."""
    pairs = {os.fsencode(form): token
             for path, token in ((shared, b"<shared>"), (checkout, b"<checkout>"))
             for form in (str(path), os.path.realpath(path))}
    pairs[os.fsencode(os.path.relpath(shared, REPO) + "/")] = b"<shared>/"
    return sorted(pairs.items(), key=lambda pair: -len(pair[0]))


def report(outputs: Sequence[Output]) -> str:
    lines = [f"{output.digest}  {output.name}\n"
             for output in sorted(outputs, key=lambda output: output.name)]
    total = hashlib.sha256("".join(lines).encode()).hexdigest()[:16]
    return "".join(lines) + f"all  {total}\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("--shared", type=Path, default=REPO.parent / "shared", metavar="DIR",
                        help="the shared directory holding data/ (default: %(default)s)")
    parser.add_argument("--jobs", type=int, default=2, metavar="N",
                        help="commands to run at once (default: %(default)s)")
    parser.add_argument("--out", type=Path, metavar="DIR",
                        help="also write each output's hashed bytes to DIR/NAME.out")
    options = parser.parse_args(argv)
    if options.jobs < 1:
        parser.error("--jobs must be at least 1")
    shared: Path = options.shared.resolve()
    if not (shared / "data" / "raw").is_dir() or not (shared / "data" / "cases").is_dir():
        parser.error(f"no data/raw and data/cases under {shared}")
    started = time.monotonic()
    commands = all_commands(shared)
    checkout = imported_checkout({**os.environ, **ENVIRONMENT})
    print(f"output_hashes: mjscore imported from {checkout}; {len(commands)} commands",
          file=sys.stderr)
    replacements = path_replacements(shared, checkout)
    # The slow commands first, so that the pool is not left waiting for one at the end.
    commands.sort(key=lambda command: ("tenhou_phoenix_2022" not in " ".join(command.args),
                                       "whole-raw" not in command.name))
    with ThreadPoolExecutor(max_workers=options.jobs) as pool:
        outputs = list(pool.map(lambda command: run(command, replacements), commands))
    if options.out is not None:
        out: Path = options.out
        out.mkdir(parents=True, exist_ok=True)
        for output in outputs:
            (out / f"{output.name}.out").write_bytes(output.data)
    sys.stdout.write(report(outputs))
    print(f"output_hashes: {len(outputs)} outputs in {time.monotonic() - started:.0f} s",
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
