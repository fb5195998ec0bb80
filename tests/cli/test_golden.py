"""Golden outputs: every command over ``examples/``, compared byte for byte with the output
recorded in ``tests/cli/golden/`` before the reshape of issue #10.

A change of output must be deliberate: regenerate the files with
``python -m tests.cli.test_golden`` and review the diff.
"""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from mjscore.cli import cli

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = Path(__file__).resolve().parent / "golden"
HANDS = ROOT / "examples" / "hands.txt"


def _example_hands() -> list[list[str]]:
    """The argument lines of examples/hands.txt as ``mjscore score`` takes them: the hand's
    words joined into one argument, then the options."""
    found = []
    for line in HANDS.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            words = shlex.split(line)
            start = next(i for i, word in enumerate(words) if word.startswith("--"))
            found.append([" ".join(words[:start]), *words[start:]])
    return found


def _cases() -> dict[str, list[str]]:
    cases: dict[str, list[str]] = {
        "batch-hands": ["batch", "examples/hands.txt"],
        "batch-hands-json-summary": ["batch", "examples/hands.txt", "--summary"],
        "batch-hands-table": ["batch", "examples/hands.txt", "--table"],
        "batch-hands-table-summary": ["batch", "examples/hands.txt", "--table", "--summary"],
        "batch-hands-csv": ["batch", "examples/hands.txt", "--csv"],
        "batch-hands-classic": ["batch", "examples/hands.txt", "--rules", "classic"],
        "batch-records-jsonl": ["batch", "examples/records.jsonl"],
        "check-records-txt": ["check", "examples/records.txt"],
        "check-records-txt-table": ["check", "examples/records.txt", "--table"],
        "check-records-jsonl": ["check", "examples/records.jsonl"],
        "check-records-jsonl-table": ["check", "examples/records.jsonl", "--table", "--summary"],
        "check-records-jsonl-csv": ["check", "examples/records.jsonl", "--csv"],
        "check-records-jsonl-classic": ["check", "examples/records.jsonl", "--rules", "classic"],
        "check-records-csv": ["check", "examples/records.csv"],
        "check-records-csv-table": ["check", "examples/records.csv", "--table"],
        "table-lookup": ["table", "3", "40"],
        "table-lookup-dealer-tsumo-honba": ["table", "3", "40", "--dealer", "-t", "-b", "2"],
        "table-lookup-json": ["table", "5", "--json"],
        "table-ja": ["table", "--lang", "ja"],
        "yaku-ja": ["yaku", "--lang", "ja"],
        "yaku-en-full": ["yaku", "--lang", "en-full"],
        "score-short-options-split-hand": ["score", "234m", "567p", "8s+8s", "[4-56s]", "[777z]",
                                           "-t", "-s", "S", "-d", "1"],
        "score-en-full": ["score", "23456m55678p234s+4m", "-r", "-s", "S", "--lang", "en-full"],
        "help-notation": ["help", "notation"],
        "help-options": ["help", "options"],
        "table": ["table"],
        "table-json": ["table", "--json"],
        "table-classic": ["table", "--rules", "classic"],
        "table-kiriage": ["table", "--rule", "kiriage_mangan=true", "--rule",
                          "double_yakuman=true"],
        "yaku": ["yaku"],
        "yaku-json": ["yaku", "--json"],
        "yaku-classic": ["yaku", "--rules", "classic"],
        "rules": ["rules"],
        "rules-json": ["rules", "--json"],
        "rules-show-tenhou": ["rules", "show", "tenhou"],
        "rules-show-classic": ["rules", "show", "classic"],
        "rules-show-classic-json": ["rules", "show", "classic", "--json"],
        "rules-diff": ["rules", "diff", "tenhou", "classic"],
        "rules-diff-json": ["rules", "diff", "tenhou", "classic", "--json"],
        "rules-show-mahjongsoul": ["rules", "show", "mahjongsoul"],
        "rules-diff-ema": ["rules", "diff", "tenhou", "ema"],
        "rules-diff-mleague-saikouisen-json": ["rules", "diff", "mleague", "saikouisen",
                                               "--json"],
        "score-error-notation": ["score", "123m+"],
        "score-error-notation-json": ["score", "123m+", "--json"],
        "score-error-no-yaku-classic": ["score", "22m456p78s+6s [567m] [2-34s]", "--seat",
                                        "W", "--from", "N", "--rules", "classic"],
        "score-unicode": ["score", "234m567p8s+8s [4-56s] [777z]", "--unicode", "--tsumo"],
        "score-chankan-classic": ["score", "9m19p19s12345677z+1m", "--chankan", "--seat", "S",
                                  "--rules", "classic", "--lang", "ja"],
        "waits": ["waits", "23m456p567s678s55p", "--seat", "S", "--dora", "4m"],
        "waits-json": ["waits", "23m456p567s678s55p", "--seat", "S", "--dora", "4m",
                       "--json"],
        "waits-ja": ["waits", "234m456p55s23s [6-78p]", "--seat", "S", "--lang", "ja"],
        "waits-furiten": ["waits", "23m456p567s678s55p", "--riichi", "--discards", "9s,1m",
                          "--passed", "4m", "--honba", "1"],
        "waits-furiten-ja": ["waits", "23m456p567s678s55p", "--riichi", "--riichi-passed",
                             "--lang", "ja"],
        "waits-compare-riichi": ["waits", "23m456p567s678s55p", "--seat", "S",
                                 "--compare-riichi", "--unicode"],
        "waits-compare-riichi-json": ["waits", "23m456p567s678s55p", "--compare-riichi",
                                      "--json"],
        "waits-karaten": ["waits", "123m456p789s23p55z", "--seen", "1111p"],
        "waits-noten": ["waits", "1111m234p567s789s"],
        "waits-noten-json": ["waits", "123m456p789s1234z", "--json"],
        "waits-14": ["waits", "123m456p789s2345s+9m", "--seat", "S"],
        "waits-14-json": ["waits", "123m456p789s2345s+9m", "--seat", "S", "--json"],
        "waits-14-ja": ["waits", "2234m456p567s678s+1m", "--seat", "W", "--lang", "ja"],
        "waits-error-count": ["waits", "123m456p"],
        "waits-error-count-json": ["waits", "123m456p", "--json"],
        "waits-error-situation-json": ["waits", "123m456p789s2345s", "--riichi-passed",
                                       "--json"],
    }
    cases.update({
        "game-example": ["game", "examples/game.txt"],
        "game-example-ja": ["game", "examples/game.txt", "--lang", "ja"],
        "game-example-json": ["game", "examples/game.txt", "--json"],
        "game-example-csv": ["game", "examples/game.txt", "--csv"],
        "game-example-tenhou": ["game", "examples/game.txt", "--rules", "tenhou"],
    })
    for command in ("", "score", "batch", "check", "table", "yaku", "rules", "rules show",
                    "rules diff", "waits", "game", "replay", "convert", "help"):
        name = "help" if not command else f"help-{command.replace(' ', '-')}"
        cases[name] = [*command.split(), "--help"]
    for number, args in enumerate(_example_hands(), start=1):
        cases[f"score-{number}"] = ["score", *args]
        cases[f"score-{number}-json"] = ["score", *args, "--json"]
        cases[f"score-{number}-ja"] = ["score", *args, "--lang", "ja"]
    return cases


CASES = _cases()


def render(args: list[str]) -> str:
    """The exit status, stdout and stderr of one command, as the golden file holds them."""
    result = CliRunner().invoke(cli, args, catch_exceptions=False, prog_name="mjscore")
    return (f"$ mjscore {shlex.join(args)}\nexit: {result.exit_code}\n"
            f"--- stdout\n{result.stdout}--- stderr\n{result.stderr}")


@pytest.mark.parametrize("name", sorted(CASES))
def test_command_output_is_unchanged(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    _as_in_a_fresh_process(monkeypatch)
    expected = (GOLDEN / f"{name}.txt").read_text(encoding="utf-8")
    assert render(CASES[name]) == expected


def _as_in_a_fresh_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """Undo what an earlier command of this test process did to tabulate: the first table
    with Japanese in it makes tabulate measure wide characters from then on, and each
    command of the console script runs in a process of its own."""
    import tabulate

    if getattr(tabulate, "wcwidth", None) is not None and not _HAS_WCWIDTH:
        monkeypatch.setattr(tabulate, "wcwidth", None)
        monkeypatch.setattr(tabulate, "WIDE_CHARS_MODE", False)


def _has_wcwidth() -> bool:
    import importlib.util

    return importlib.util.find_spec("wcwidth") is not None


_HAS_WCWIDTH = _has_wcwidth()


def test_every_golden_file_has_its_case() -> None:
    assert {path.stem for path in GOLDEN.glob("*.txt")} == set(CASES)


def _regenerate() -> None:
    import os

    os.chdir(ROOT)
    GOLDEN.mkdir(exist_ok=True)
    for path in GOLDEN.glob("*.txt"):
        path.unlink()
    for name, args in CASES.items():
        with pytest.MonkeyPatch.context() as monkeypatch:
            _as_in_a_fresh_process(monkeypatch)
            (GOLDEN / f"{name}.txt").write_text(render(args), encoding="utf-8")
    print(f"wrote {len(CASES)} golden files to {GOLDEN}", file=sys.stderr)


if __name__ == "__main__":
    _regenerate()
