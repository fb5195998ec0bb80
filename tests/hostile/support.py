"""What the hostile suite's surfaces share: the example budget, the hang guard, the mutation of
real inputs, and the real inputs themselves (from ``../shared/data`` and ``examples/``).

The budget: a few examples a surface in every run (a few seconds), ``MJSCORE_HOSTILE_EXAMPLES=N``
for N examples a property in a long run (``pytest -m hostile``), random rather than the fixed
sequence CI replays.
"""

from __future__ import annotations

import json
import os
import re
import signal
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from mjscore import MjscoreError

from ..support.casedata import CASE_SETS, hand_text, iter_cases, situation
from ..support.logdata import PANTHEON, RAW_DIR, require_raw

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES_DIR = ROOT / "examples"

EXAMPLES_ENV = "MJSCORE_HOSTILE_EXAMPLES"
"""Set to N for N examples a property (a long run by hand); unset, each property runs its
small fixed budget."""

HANG_SECONDS = 30
"""The longest one example may run: longer is a hang, and fails the test (a guard, not a
speed assertion: the slowest example takes a fraction of a second)."""

T = TypeVar("T")


def budget(ci_examples: int) -> settings:
    """Settings of one hostile property: ``ci_examples`` examples in the same fixed order in
    every run, or :data:`EXAMPLES_ENV` examples in random order."""
    wanted = os.environ.get(EXAMPLES_ENV, "").strip()
    if wanted and not wanted.isdigit():
        raise ValueError(f"{EXAMPLES_ENV} must be a whole number, not {wanted!r}")
    long_run = bool(wanted) and int(wanted) > 0
    return settings(max_examples=int(wanted) if long_run else ci_examples, deadline=None,
                    derandomize=not long_run, database=None, print_blob=True,
                    suppress_health_check=list(HealthCheck))


@contextmanager
def within(seconds: float = HANG_SECONDS) -> Iterator[None]:
    """Fail the example if it runs over ``seconds`` (a hang), with the stack where it was."""

    def hung(signum: int, frame: Any) -> None:
        raise AssertionError(f"hang: the example ran over {seconds} s")

    previous = signal.signal(signal.SIGALRM, hung)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def own_errors(call: Callable[[], T]) -> T | MjscoreError:
    """``call()``'s value, or the :class:`MjscoreError` it raised (any other exception fails
    the example: only mjscore's own errors are allowed), within the hang guard."""
    with within():
        try:
            return call()
        except MjscoreError as err:
            assert err.code and err.code.replace("_", "").isalnum(), err.code
            assert isinstance(err.message, str) and err.message, err
            return err


# ------------------------------------------------------------------------------ mutation

TOKENS: tuple[bytes, ...] = (
    b"", b" ", b"\t", b"\n", b"\r", b"\r\n", b"\x00", b"\xff", b"\xe9", b"\xef\xbb\xbf",
    b"\xed\xa0\x80", "\u3000".encode(), "東南西北白發中".encode(), "🀄".encode(),
    b"{", b"}", b"[", b"]", b"(", b")", b'"', b"'", b"\\", b",", b";", b":", b"=", b"#",
    b"+", b"-", b"/", b"*", b".", b"0", b"-1", b"999", b"1000", b"1e999", b"NaN",
    b"99999999999999999999999", b"-0", b"true", b"null", b"[]", b"{}", b'"x"',
    b"1m", b"0p", b"5z", b"9s", b"8z", b"0z", b"m", b"p", b"s", b"z", b"123m", b"[111z]",
    b"(1111m)", b"{5555p}", b"[4-56s]", b"--tsumo", b"--riichi", b"-t", b"--seat", b"N",
    b"--dora", b"--honba", b"--rules", b"classic", b"tenhou", b"ron", b"tsumo", b"from",
    b"draw", b"riichi", b"chombo", b"players:", b"game:", b"rules:", b"final:", b"E1", b"S4-9",
    b"\"hand\"", b"\"log\"", b"<", b">", b"/>", b"<AGARI", b"<INIT", b"&amp;", b"%20",
)
"""Bits of text that mean something to one reader or another, spliced into real inputs."""


@st.composite
def mutated(draw: st.DrawFn, seeds: Sequence[bytes], tokens: Sequence[bytes] = TOKENS,
            most: int = 6) -> bytes:
    """A real input with a few mutations: bytes changed, tokens inserted, spans deleted,
    repeated or swapped, the input cut, or spliced with another real input."""
    data = bytearray(draw(st.sampled_from(seeds)))
    for _ in range(draw(st.integers(1, most))):
        size = len(data)
        at = draw(st.integers(0, size))
        end = draw(st.integers(at, min(size, at + 64)))
        operation = draw(st.integers(0, 8))
        if operation == 0 and size:
            data[min(at, size - 1)] = draw(st.integers(0, 255))
        elif operation in (1, 2):
            data[at:at] = draw(st.sampled_from(tokens))
        elif operation == 3:
            del data[at:end]
        elif operation == 4:
            data[at:at] = data[at:end] * draw(st.integers(1, 20))
        elif operation == 5:
            del data[at:]
        elif operation == 6:
            other = draw(st.sampled_from(seeds))
            data[at:] = other[draw(st.integers(0, len(other))):]
        elif operation == 7:
            data[at:end] = bytes(reversed(data[at:end]))
        else:
            data[at:end] = draw(st.binary(max_size=16))
    return bytes(data)


def mutated_text(seeds: Sequence[str], most: int = 6) -> st.SearchStrategy[str]:
    """:func:`mutated` over text: the bytes read back as UTF-8, a byte that is not kept as a
    lone surrogate (what Python makes of such bytes in a file name or an argument)."""
    return mutated([seed.encode() for seed in seeds], most=most).map(
        lambda data: data.decode("utf-8", "surrogateescape"))


# ------------------------------------------------------------------------------ real inputs

def _every(items: Sequence[T], count: int) -> list[T]:
    """About ``count`` items spread over ``items``."""
    return list(items[:: max(1, len(items) // count)])[:count]


@cache
def real_cases() -> tuple[dict[str, Any], ...]:
    """A spread of the real scored hands of every case set (skips without them)."""
    cases: list[dict[str, Any]] = []
    for name in CASE_SETS:
        cases += _every(list(iter_cases(name)), 60)
    return tuple(cases)


@cache
def real_hands() -> tuple[str, ...]:
    """Real hands in mjscore's notation: the cases', and the examples'."""
    examples = [line.split(" --", 1)[0].strip("'\" ")
                for line in (EXAMPLES_DIR / "records.txt").read_text().splitlines()
                if line.strip() and not line.startswith("#")]
    return (*(hand_text(case) for case in real_cases()), *examples)


@cache
def real_situations() -> tuple[dict[str, Any], ...]:
    """The situations of the real cases, as JSON values (what a record holds)."""
    return tuple(json.loads(json.dumps(situation(case), default=str))
                 for case in real_cases())


@cache
def real_records() -> tuple[bytes, ...]:
    """Real inputs of ``batch`` and ``check``: the examples (JSON Lines, argument lines,
    CSV) and JSON Lines records of the real cases, a few records a file."""
    files = [(EXAMPLES_DIR / name).read_bytes()
             for name in ("records.jsonl", "records.txt", "records.csv", "hands.txt")]
    lines = [json.dumps({"hand": hand, **values})
             for hand, values in zip(real_hands(), real_situations(), strict=False)]
    files += ["\n".join(lines[start:start + 8]).encode() for start in range(0, len(lines), 8)]
    return tuple(files)


@cache
def real_logs(suffix: str) -> tuple[bytes, ...]:
    """Real game logs of one format (``.xml``: mjlog; ``.json``: tenhou.net/6), from
    ../shared/data/raw (skips without them): the pantheon games and a few others."""
    raw = require_raw()
    if suffix == ".xml":
        paths = [*sorted(PANTHEON.glob("*.xml")),
                 *_every(sorted((raw / "tenhou_phoenix_2022_3p").glob("*.xml")), 4)]
    else:
        paths = [*sorted((PANTHEON / "format6").glob("*.json")),
                 *sorted((raw / "mjai_reviewer3p_testdata").glob("*.json"))]
    return tuple(path.read_bytes() for path in paths)


@cache
def real_sheets() -> tuple[str, ...]:
    """Real score sheets: the example, and the pantheon games written as sheets (text)."""
    from mjscore.logs import replay_file
    from mjscore.sheet import write_sheet

    sheets = [(EXAMPLES_DIR / "game.txt").read_text(encoding="utf-8")]
    if RAW_DIR.is_dir():
        for path in sorted(PANTHEON.glob("*.xml")):
            report = replay_file(path).report
            if report is not None:
                sheets.append(write_sheet(report.game))
    return tuple(sheets)


@cache
def real_rule_files() -> tuple[bytes, ...]:
    """Real rulebooks: the TOML of docs/rules.md, and each preset written as a rulebook of
    every field (its base, then each field with its TOML type)."""
    from mjscore.formatting import rules_data
    from mjscore.rules import PRESETS

    docs = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    files = [block.encode() for block in re.findall(r"```toml\n(.*?)```", docs, re.DOTALL)]
    for name in PRESETS:
        data = rules_data(PRESETS[name])
        lines = [f'base = "{name}"', f'name = "{name}-club"']
        lines += [f"{key} = {json.dumps(value)}" for key, value in data.items()
                  if key != "name"]
        files.append("\n".join(lines).encode())
    return tuple(files)
