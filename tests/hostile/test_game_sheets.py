"""Hostile score sheets: the example sheet and the real pantheon games written as sheets,
mutated (text and JSON Lines). Played line by line: only mjscore's own answers, never an
exception; the scores plus the sticks on the table keep their total through every hand;
each error names a line of the sheet; and the command's JSON and CSV views write a line a
record."""

from __future__ import annotations

import csv
import io
import json

import pytest
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st

from mjscore.cli import cli
from mjscore.game import GameState
from mjscore.sheet import (
    GameFinished,
    HandPlayed,
    LineError,
    SheetSession,
    read_sheet,
    write_sheet_jsonl,
)

from .support import budget, mutated_text, own_errors, real_sheets, within

pytestmark = pytest.mark.hostile


def total(state: GameState) -> int:
    return sum(state.scores) + len(state.sticks) * state.rules.riichi_deposit


def play(lines: list[str]) -> None:
    session = SheetSession()
    for line in [*lines, None]:
        answers = own_errors(lambda line=line: session.feed(line) if line is not None
                             else session.close())
        assert isinstance(answers, list), answers
        for answer in answers:
            if isinstance(answer, HandPlayed):
                assert total(answer.outcome.after) == total(answer.outcome.before), line
            elif isinstance(answer, LineError):
                where = getattr(answer.error, "line", None)
                assert where is None or 1 <= where <= len(lines), answer
            elif isinstance(answer, GameFinished):
                assert answer.report.result.final_scores is not None


def lines_of(text: str) -> list[str]:
    """The lines as ``mjscore game`` reads a file: LF, CRLF or a lone CR end a line."""
    return [piece for line in text.split("\n") for piece in line.rstrip("\r").split("\r")]


def views(text: str) -> None:
    for view in ("--json", "--csv"):
        with within():
            result = CliRunner().invoke(cli, ["game", "-", view],
                                        input=text.encode("utf-8", "surrogateescape"))
        assert result.exception is None or isinstance(result.exception, SystemExit), (
            repr(result.exception))
        assert result.exit_code in (0, 1, 2), result.output
        if view == "--json":
            for line in result.stdout.splitlines():
                json.loads(line)
        else:
            list(csv.reader(io.StringIO(result.stdout)))


@budget(30)
@given(st.data())
def test_a_text_sheet_is_played_to_the_end(data: st.DataObject) -> None:
    text = data.draw(mutated_text(real_sheets()), label="sheet")
    play(lines_of(text))
    if data.draw(st.integers(0, 3), label="views") == 0:  # (the command: a sample)
        views(text)


@budget(20)
@given(st.data())
def test_a_json_lines_sheet_is_played_to_the_end(data: st.DataObject) -> None:
    seeds = [write_sheet_jsonl(game) for sheet in real_sheets()[:6]
             for game in read_sheet(sheet)]
    text = data.draw(mutated_text(seeds), label="sheet")
    play(text.split("\n"))
    if data.draw(st.integers(0, 3), label="views") == 0:
        views(text)
