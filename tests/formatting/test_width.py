"""Fitting the views to a width (:mod:`mjscore.formatting.width`): the one table of what
gives way first, the planner that follows it, and the wrapping of cells and prose."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest

import mjscore
from mjscore.cli import options
from mjscore.formatting import GIVE_WAY, MIN_WIDTH, fit_text
from mjscore.formatting.width import DROP, WRAP, Column, fit_table, plan_columns, wrap

FORMATTING = Path(mjscore.__file__).resolve().parent / "formatting"


def columns(line: str) -> int:
    return sum(2 if unicodedata.east_asian_width(char) in "WF" else 1 for char in line)


def test_the_command_line_and_the_views_agree_on_the_narrowest_width() -> None:
    assert options.MIN_WIDTH == MIN_WIDTH == 60


def test_every_table_the_views_fit_has_its_entry_and_every_entry_a_table() -> None:
    used: set[str] = set()
    for path in FORMATTING.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        used |= set(re.findall(r'(?:fit_table|plan_columns)\(\s*"([\w.]+)"', text))
        used |= set(re.findall(r'_table\(\s*"([\w.]+)"', text))
    used |= {"batch", "check"}  # planned under the name the command gives
    assert used == set(GIVE_WAY)
    for steps in GIVE_WAY.values():
        assert all(action in (WRAP, DROP) for action, _ in steps)
        assert len(set(steps)) == len(steps)


def test_a_table_without_an_entry_is_refused_when_it_must_give_way() -> None:
    with pytest.raises(KeyError):
        plan_columns("no such table", [Column("a", 80, 80, 80)], 60)


def test_a_table_that_fits_keeps_its_full_widths() -> None:
    wide = [Column("id", 20, 20, 20), Column("note", 30, 30, 12)]
    assert plan_columns("yaku", wide, 60) == [20, 30]


def test_the_steps_are_taken_in_order_wrap_before_drop_and_room_is_given_back() -> None:
    table = [Column("id", 15, 15, 15), Column("name", 23, 23, 12),
             Column("other_name", 34, 34, 12), Column("name_ja", 14, 14, 14),
             Column("closed", 7, 7, 7), Column("open", 7, 7, 7), Column("note", 28, 28, 12)]
    # yaku: wrap note, drop other_name, drop name_ja, drop id, wrap name
    assert plan_columns("yaku", table, 100) == [15, 23, None, 14, 7, 7, 24]
    assert plan_columns("yaku", table, 60) == [None, 23, None, None, 7, 7, 17]


def test_a_whole_column_is_full_or_wrapped_never_between() -> None:
    players = [Column("line", 4, 4, 4), Column("hand", 6, 6, 6), Column("event", 40, 40, 24),
               *(Column("player", 17, 17, 8, whole=True) for _ in range(4)),
               Column("sticks", 6, 6, 6)]
    for width in range(60, 140):
        sizes = plan_columns("game.hands", players, width)
        assert len(set(sizes[3:7])) == 1, (width, sizes)
        assert sizes[3] in (8, 17)
        kept = [size for size in sizes if size is not None]
        assert sum(kept) + 2 * (len(kept) - 1) <= width


def test_wrap_breaks_at_spaces_hyphens_and_between_japanese_characters() -> None:
    assert wrap("non-dealer tsumo", 10) == ["non-dealer", "tsumo"]
    assert wrap("non-dealer tsumo", 6) == ["non-", "dealer", "tsumo"]
    assert wrap("[4-56s] 23m", 7) == ["[4-56s]", "23m"]  # a meld is no hyphenated word
    assert wrap("このルールでは役なし", 8) == ["このルー", "ルでは役", "なし"]
    assert wrap("https://example.org/a/long/path", 10) == ["https://ex", "ample.org/",
                                                           "a/long/pat", "h"]
    assert wrap("", 10) == [""]


def test_fit_text_wraps_only_the_long_lines_and_indents_their_rest() -> None:
    text = "short\n    a line that is a good deal longer than twenty columns"
    assert fit_text(text, None) == text
    fitted = fit_text(text, 20).split("\n")
    assert fitted[0] == "short"
    assert fitted[1] == "    a line that is a"
    assert all(line.startswith("      ") for line in fitted[2:])
    assert max(columns(line) for line in fitted) <= 20
    assert " ".join(" ".join(fitted[1:]).split()) == " ".join(text.split("\n")[1].split())


def test_a_narrow_table_wraps_its_cells_and_keeps_the_simple_style() -> None:
    rows = [("open_tanyao", "true", "Tanyao (all simples) counts in an open hand (喰いタン).")]
    headers = ("field", "value", "description")
    full = fit_table("rules.show", ("field", "value", "description"), rows, headers,
                     align="lll", width=None)
    assert fit_table("rules.show", ("field", "value", "description"), rows, headers,
                     align="lll", width=200) == full
    narrow = fit_table("rules.show", ("field", "value", "description"), rows, headers,
                       align="lll", width=40).split("\n")
    assert narrow[0].split() == ["field", "value", "description"]
    assert set(narrow[1].replace(" ", "")) == {"-"}
    assert len(narrow) > 3
    assert max(columns(line) for line in narrow) <= 40
    described = " ".join(line[narrow[1].rindex(" ") + 1:] for line in narrow[2:])
    assert " ".join(described.split()) == rows[0][2]
