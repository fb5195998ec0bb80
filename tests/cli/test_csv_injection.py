"""``--csv`` output opened in a spreadsheet: a text cell (a name, a title, an event, a note, a
message, a hand as written) that begins with ``=``, ``+``, ``-``, ``@``, a tab or a carriage
return gets a leading ``'`` so that no spreadsheet reads it as a formula (OWASP's advice on
CSV injection); mjscore's numbers (``-1500``) stay numbers."""

from __future__ import annotations

import csv
import io
import json

import pytest
from click.testing import CliRunner

from mjscore.cli import cli

FORMULAS = ("=1+2", "+1+2", "-1+2", "@SUM(A1)", "\t=1", "\r=1")

SHEET = """game: {title}
players: {name} Ben Chie Dai
rules: classic
E1 ron {name} from Ben 3900 = 28900 21100 25000 25000
"""

NUMBERS = ("line", "honba", "sticks", *(f"{what}_{seat}" for seat in range(1, 5)
                                         for what in ("change", "score")))
"""The columns of ``game --csv`` that hold mjscore's numbers."""


def _rows(args: list[str], stdin: str) -> list[list[str]]:
    result = CliRunner().invoke(cli, args, input=stdin)
    assert result.exit_code in (0, 1), result.output
    return list(csv.reader(io.StringIO(result.stdout)))


@pytest.mark.parametrize("formula", FORMULAS)
def test_a_game_title_and_a_name_are_no_formula(formula: str) -> None:
    title = formula.strip("\t\r") + " x"
    header, hand, final = _rows(["game", "-", "--csv"], SHEET.format(title=title, name="=Aki"))
    assert hand[0] == final[0] == "'" + title
    for row in (hand, final):
        for name, cell in zip(header, row, strict=True):
            if name not in NUMBERS:
                assert not cell.startswith(("=", "+", "-", "@", "\t", "\r")), (name, row)
    assert hand[header.index("change_2")] == "-3900"  # a number stays a number
    assert final[header.index("change_2")].startswith("-")


@pytest.mark.parametrize("formula", FORMULAS)
def test_batch_text_cells_are_no_formula(formula: str) -> None:
    for command in ("batch", "check"):
        claim = {"expect": formula} if command == "check" else {}
        records = "\n".join(json.dumps(record) for record in (
            {"hand": formula, "id": formula},
            {"hand": "123m456p789s234s1p+1p", "riichi": True, "id": formula, **claim}))
        header, bad, good = _rows([command, "-", "--csv"], records)
        for row in (bad, good):
            for cell in row:
                assert not cell.startswith(("=", "+", "-", "@", "\t", "\r")), (command, row)
            assert row[header.index("id")] == "'" + formula
        if command == "check":
            assert good[header.index("expect")] == "'" + formula
        else:
            assert good[header.index("value")] == "2000"  # riichi 1 han 40 fu, dealer's ron


def test_a_line_error_of_a_sheet_is_no_formula() -> None:
    header, *rows = _rows(["game", "-", "--csv"], "game: -x\nplayers: A B C D\n=nonsense\n")
    assert [row[header.index("event")] for row in rows] == ["error", ""]
    for row in rows:
        for name, cell in zip(header, row, strict=True):
            if name not in NUMBERS:
                assert not cell.startswith(("=", "+", "-", "@")), row
