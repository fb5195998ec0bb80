"""Long sheets (issue #29, R10): one long game costs each line the same whatever came
before it, and ``mjscore game`` keeps nothing of a game once it has answered it.

No speed is asserted here (``benchmarks/bench_long_games.py`` measures a 100,000-line game
and 100,000 games): the first tests count the hands copied into a game's record as the
lines are fed (the work that grew with the game: every line copied every hand before it),
the last measures the peak memory of real processes over ten times more games."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from mjscore.cli import cli
from mjscore.sheet import SheetSession
from mjscore.sheet import assembly as sheet_assembly

from .test_sheet_bytes import measured

LINES = 2_000
"""Hand lines of the long game."""

HANDS = ["E1 ron Chie from Ben 1000", "E1 draw tenpai Aki", "E1 tsumo Aki 500 all"]
"""Hand lines that keep the game going (Aki deals on), without a hand to score."""


def _long_game(lines: int) -> Iterator[str]:
    yield "players: Aki Ben Chie Dai"
    yield "rules: tenhou start_points=100000000"
    for index in range(lines):
        yield HANDS[index % len(HANDS)]


@pytest.fixture
def copies(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The hands given to every game record the sheet reader builds, as it builds them."""
    counted: list[int] = []
    real = sheet_assembly.GameRecord

    def counting(*args: Any, **kwargs: Any) -> Any:
        counted.append(len(args[2] if len(args) > 2 else kwargs.get("hands", ())))
        return real(*args, **kwargs)

    monkeypatch.setattr(sheet_assembly, "GameRecord", counting)
    return counted


def test_a_session_copies_no_game_so_far_for_each_line(copies: list[int]) -> None:
    session = SheetSession()
    answers = [answer for line in _long_game(LINES) for answer in session.feed(line)]
    answers += session.close()
    assert len(answers) >= LINES
    assert sum(copies) <= 2 * LINES, f"{sum(copies):,} hands copied for {LINES:,} lines"


@pytest.mark.parametrize("view", ["--json", "--csv", "text"])
def test_the_command_copies_no_game_so_far_for_each_line(
        view: str, copies: list[int], tmp_path: Path) -> None:
    sheet = tmp_path / "long.txt"
    sheet.write_text("\n".join(_long_game(LINES)) + "\n", encoding="utf-8")
    args = ["game", str(sheet), *([view] if view != "text" else [])]
    result = CliRunner().invoke(cli, args, catch_exceptions=False)
    assert result.exit_code in (0, 1), result.output
    assert sum(copies) <= 2 * LINES, f"{sum(copies):,} hands copied for {LINES:,} lines"


GAME = "players: Aki Ben Chie Dai\nE1 ron Chie from Ben 1000\n"
"""A short game: its result follows its one hand."""

GROWTH = 4.0
"""Megabytes the peak may grow by from 600 games to 6,000 (it grew about 2 KB a game: 11 MB
here, 227 MB at 100,000 games)."""


@pytest.mark.parametrize("view", ["--json", "text"])
def test_the_commands_memory_does_not_follow_the_games(view: str, tmp_path: Path) -> None:
    args = ["game", "-", *([view] if view != "text" else [])]
    few = tmp_path / "few"
    many = tmp_path / "many"
    few.mkdir()
    many.mkdir()
    _, small = measured(args, GAME.encode() * 600, few, exit_code=0)
    _, large = measured(args, GAME.encode() * 6_000, many, exit_code=0)
    assert large - small < GROWTH, f"{small:.1f} MB over 600 games, {large:.1f} MB over 6,000"


def test_a_session_without_history_keeps_no_lines_and_cannot_undo() -> None:
    session = SheetSession(history=False)
    for line in _long_game(30):
        session.feed(line)
    assert session.lines == []
    with pytest.raises(ValueError, match="cannot undo"):
        session.undo()
    with pytest.raises(ValueError, match="keeps them"):
        SheetSession(history=False, save="sheet.txt")


def test_the_header_of_the_game_being_read_is_its_records_without_the_hands() -> None:
    session = SheetSession()
    for line in ["game: night 1", "players: Aki Ben Chie Dai", "claims: with honba",
                 "E1 ron Chie from Ben 1000"]:
        session.feed(line)
    head, record = session.reader.head, session.reader.current
    assert head is not None and record is not None
    assert (head.players, head.rules, head.id, head.claims) == (
        record.players, record.rules, record.id, record.claims)


def test_the_command_leaves_the_collector_as_it_found_it() -> None:
    # mjscore game collects cyclic garbage less often while it plays (a long game keeps an
    # outcome a hand); in-process callers get their thresholds back.
    before = gc.get_threshold()
    result = CliRunner().invoke(cli, ["game", "-", "--json"], input=GAME)
    assert result.exit_code == 0, result.output
    assert gc.get_threshold() == before
