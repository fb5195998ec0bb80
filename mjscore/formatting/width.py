"""Fitting the text views to a width in terminal columns (a phone, a split terminal).

A view given ``width=None`` prints its full layout, as it always has (piped output, golden
files, ``--wide``). Given a width, every line of it fits that many columns (down to
:data:`MIN_WIDTH`; a wide character counts as two): a table that is wider than the width
gives way column by column, in the order :data:`GIVE_WAY` keeps for it, and the prose lines
around the tables wrap at their spaces, their continuations indented.

How a table gives way, in this order, until it fits:

1. every header may wrap at its spaces (``non-dealer`` over ``ron``), the cells kept whole;
2. the steps of the table's entry in :data:`GIVE_WAY`, one at a time: ``(WRAP, key)`` lets
   the cells of the column ``key`` wrap onto more lines, ``(DROP, key)`` leaves the column
   out;
3. failing that, every cell may wrap, even inside its words.

Once a step makes the table fit, the columns get back the room left over: first those only
narrowed by their headers (the nearest to whole first), then the wrapped ones, the last
wrapped first. A new table
drawn with :func:`fit_table` (or planned with :func:`plan_columns`) adds its entry here, so
that this one table says what gives way first in every view.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from ..base import value_class
from .output import display_width, render_aligned

MIN_WIDTH = 60
"""The narrowest width the views fit: below it, the command line uses 60."""

WRAP = "wrap"
DROP = "drop"

GIVE_WAY: Mapping[str, tuple[tuple[str, str], ...]] = {
    # the explained score (mjscore score)
    "score.yaku": ((WRAP, "yaku"),),
    "score.fu": ((WRAP, "item"),),
    "score.payments": ((WRAP, "role"),),
    "score.choices": ((WRAP, "ron"), (WRAP, "tsumo")),
    # the reference tables (mjscore table, mjscore yaku)
    "points": ((WRAP, "limit"), (DROP, "dealer_tsumo"), (WRAP, "non_dealer_tsumo"),
               (DROP, "dealer_ron")),
    "value.payments": (),
    "yaku": ((WRAP, "note"), (DROP, "other_name"), (DROP, "name_ja"), (DROP, "id"),
             (WRAP, "name")),
    # the rule sets (mjscore rules)
    "rules.presets": ((WRAP, "summary"), (DROP, "default")),
    "rules.show": ((WRAP, "description"), (WRAP, "value")),
    "rules.diff": ((WRAP, "left"), (WRAP, "right")),
    # waits (mjscore waits)
    "waits": ((WRAP, "yaku"), (WRAP, "riichi_tsumo"), (WRAP, "tsumo"), (WRAP, "riichi_ron"),
              (WRAP, "ron"), (DROP, "shape"), (DROP, "yaku"), (DROP, "left")),
    "waits.discards": ((WRAP, "acceptance"),),
    "waits.calls": ((WRAP, "acceptance"), (WRAP, "meld")),
    # the game ledger (mjscore game): a streamed table, then its blocks
    "game.hands": ((WRAP, "event"), (DROP, "event"), (WRAP, "player"), (DROP, "line"),
                   (DROP, "sticks")),
    "game.final": ((DROP, "oka"), (DROP, "uma"), (WRAP, "player")),
    "game.standings": ((WRAP, "places"), (WRAP, "player")),
    # the streamed tables of mjscore batch --table and mjscore check --table
    "batch": ((WRAP, "payments"), (WRAP, "hand"), (DROP, "id"), (DROP, "limit"),
              (DROP, "line")),
    "check": ((WRAP, "notes"), (WRAP, "hand"), (WRAP, "expect"), (DROP, "id"),
              (DROP, "limit"), (DROP, "line"), (DROP, "hand"), (DROP, "fu")),
}
"""Each table's steps of giving way, first taken first: ``(WRAP, column)`` wraps the
column's cells, ``(DROP, column)`` leaves it out (the game's events, dropped, go on a line
of their own above the hand's changes and scores). A column a table's entry does not name is
never dropped and keeps its cells whole (its header may still wrap), unless the table does
not fit even then (step 3 above)."""

GAP = 2
"""Spaces between two columns, as in the full layout."""

_WRAP_WORD = 16
"""A wrapped column is not made narrower than its longest word, up to this many columns:
a longer word (a URL, a run of Japanese) is broken where the column ends."""

_WRAP_MIN = 12
"""Nor narrower than this, unless all its cells are: fewer than a few words a line read
badly."""


@value_class
class Column:
    """One column as the planner sees it: its key (the name :data:`GIVE_WAY` uses; the
    columns of a player each share one), its full width, its width with the header wrapped
    and the cells whole, and its width with the cells wrapped too. A ``whole`` column is
    either full or wrapped, never between (a player's change and score, side by side or
    one over the other)."""

    key: str
    full: int
    floor: int
    wrapped: int
    whole: bool = False


def plan_columns(table: str, columns: Sequence[Column], width: int) -> list[int | None]:
    """The width of each column of ``table`` in ``width`` columns, ``None`` for one left
    out: the full widths when they fit, else the first state of :data:`GIVE_WAY` that fits,
    the room left over given back. A table without an entry there is a ``KeyError``."""
    steps = GIVE_WAY[table]
    if _total([column.full for column in columns]) <= width:
        return [column.full for column in columns]
    wrapped: list[str] = []
    dropped: set[str] = set()
    for taken in range(len(steps) + 1):
        if taken:
            action, key = steps[taken - 1]
            (wrapped.append if action == WRAP else dropped.add)(key)
        floors = [None if column.key in dropped
                  else column.wrapped if column.key in wrapped else column.floor
                  for column in columns]
        if _total(floors) <= width:
            return _give_back(columns, floors, wrapped, width)
    floors = [None if column.key in dropped else min(column.wrapped, 4) for column in columns]
    return _give_back(columns, floors, [column.key for column in columns], width)


def _total(widths: Sequence[int | None]) -> int:
    kept = [size for size in widths if size is not None]
    return sum(kept) + GAP * max(len(kept) - 1, 0)


def _give_back(columns: Sequence[Column], floors: list[int | None], wrapped: Sequence[str],
               width: int) -> list[int | None]:
    """``floors`` with the room left in ``width`` given back: to the columns narrowed by
    their headers only (the nearest to whole first), then to the wrapped ones, the last
    wrapped (the one the table kept whole longest) first."""
    sizes = list(floors)
    room = width - _total(sizes)
    # the headers first, the one nearest to whole first (a header on fewer lines soonest)
    narrowed = [(column.full - (size or 0), column.key)
                for column, size in zip(columns, sizes, strict=True)
                if column.key not in wrapped and size is not None]
    order = [key for _, key in sorted(narrowed, key=lambda item: item[0])]
    order += list(reversed(wrapped))
    for key in dict.fromkeys(order):
        group = [index for index, column in enumerate(columns)
                 if column.key == key and sizes[index] is not None]
        wants = [columns[index].full - (sizes[index] or 0) for index in group]
        if any(columns[index].whole for index in group) and sum(wants) > room:
            continue  # a whole column is full or wrapped: all of its key, or none
        for index, want in zip(group, wants, strict=True):
            given = max(min(want, room), 0)
            sizes[index] = (sizes[index] or 0) + given
            room -= given
    return sizes


# Text that wraps --------------------------------------------------------------------------


def _words(text: str) -> list[str]:
    """``text`` cut where a line may break: after each space, after the hyphen of a
    hyphenated word (``non-dealer``), and between two wide characters (Japanese breaks
    between any two); each piece keeps its space."""
    pieces: list[str] = []
    start = 0
    for index, char in enumerate(text[:-1]):
        after = text[index + 1]
        if char == " " or (char == "-" and index and text[index - 1].isalpha()
                           and after.isalpha()) or (
                display_width(char) == 2 and display_width(after) == 2):
            pieces.append(text[start:index + 1])
            start = index + 1
    if start < len(text):
        pieces.append(text[start:])
    return pieces


def longest_word(text: str) -> int:
    """The columns of the widest piece of ``text`` that wrapping keeps on one line."""
    return max((display_width(word.rstrip(" ")) for word in _words(text)), default=0)


def wrap(text: str, width: int, later: int | None = None) -> list[str]:
    """``text`` in lines of at most ``width`` columns (``later`` for the lines after the
    first, when given), broken after spaces (and hyphens), a word wider than its line
    broken where the line ends; at least one line."""
    lines: list[str] = []
    line = ""

    def room() -> int:
        return width if not lines or later is None else later

    for word in _words(text):
        if display_width((line + word).rstrip(" ")) <= room():
            line += word
            continue
        if line.strip(" "):
            lines.append(line.rstrip(" "))
        rest = word
        while display_width(rest.rstrip(" ")) > room():
            head, rest = _cut(rest, room())
            lines.append(head)
        line = rest
    lines.append(line.rstrip(" "))
    return lines


def _cut(word: str, width: int) -> tuple[str, str]:
    """The head of ``word`` that fits ``width`` columns (at least one character), and the
    rest."""
    size = 0
    for index, char in enumerate(word):
        size += display_width(char)
        if size > width and index:
            return word[:index], word[index:]
    return word, ""


def fit_text(text: str, width: int | None) -> str:
    """``text`` with each line wider than ``width`` wrapped, its continuation lines
    indented two spaces more than the line; ``text`` as it is when ``width`` is None."""
    if width is None:
        return text
    lines: list[str] = []
    for line in text.split("\n"):
        if display_width(line) <= width:
            lines.append(line)
            continue
        body = line.lstrip(" ")
        indent = " " * (len(line) - len(body))
        lines += hang(body, width, indent, indent + "  ")
    return "\n".join(lines)


def hang(text: str, width: int, first: str, rest: str) -> list[str]:
    """``text`` wrapped into ``width`` columns, its first line after ``first`` and the
    others after ``rest`` (both of spaces, or a label and spaces)."""
    head, *tail = wrap(text, max(width - display_width(first), 1),
                       max(width - display_width(rest), 1))
    return [first + head, *(rest + part for part in tail)]


# Tables that give way ---------------------------------------------------------------------


def fit_table(table: str, keys: Sequence[str], rows: Sequence[Sequence[object]],
              headers: Sequence[str], *, align: str, width: int | None,
              full: Callable[[], str] | None = None) -> str:
    """A table as :func:`~.output.render_aligned` draws it (or ``full``, when given) when
    ``width`` is None or the table fits; else planned by :func:`plan_columns` under
    ``table``'s entry of :data:`GIVE_WAY` (``keys`` name the columns) and drawn in the
    same style, cells wrapped onto more lines where their columns are narrowed."""
    if full is None:
        def full() -> str:
            return render_aligned(rows, headers, align)

    if width is None:
        return full()
    cells = [[str(cell) for cell in row] for row in rows]
    columns = []
    for index, (key, header) in enumerate(zip(keys, headers, strict=True)):
        texts = [row[index] for row in cells]
        whole = max((display_width(text) for text in texts), default=0)
        columns.append(Column(key, max(whole, display_width(header)),
                              max(whole, longest_word(header)),
                              max(min(max((longest_word(text) for text in texts), default=0),
                                      _WRAP_WORD),
                                  min(whole, _WRAP_MIN), longest_word(header), 1)))
    if _total([column.full for column in columns]) <= width:
        return full()
    widths = plan_columns(table, columns, width)
    lines = draw_row(list(headers), widths, align)
    lines.append("  ".join("-" * size for size in widths if size is not None))
    for row in cells:
        lines += draw_row(row, widths, align)
    return "\n".join(lines)


def draw_row(cells: Sequence[str], widths: Sequence[int | None], align: str) -> list[str]:
    """One row in the given column widths (a column of width None left out), each cell
    wrapped to its width and aligned by ``align`` (l, r or c a column): as many lines as
    its tallest cell."""
    return draw_lines([wrap(cell, size) if size is not None else []
                       for cell, size in zip(cells, widths, strict=True)], widths, align)


def draw_lines(cells: Sequence[Sequence[str]], widths: Sequence[int | None],
               align: str) -> list[str]:
    """One row whose cells are given as their lines (each within its column's width), a
    column of width None left out: as many lines as its tallest cell, the columns
    :data:`GAP` apart, the ends of the lines trimmed."""
    kept = [(lines, size, side)
            for lines, size, side in zip(cells, widths, align, strict=True) if size is not None]
    height = max((len(lines) for lines, _, _ in kept), default=1)
    out = []
    for number in range(max(height, 1)):
        parts = [align_text(lines[number] if number < len(lines) else "", size, side)
                 for lines, size, side in kept]
        out.append((" " * GAP).join(parts).rstrip())
    return out


def align_text(text: str, width: int, side: str) -> str:
    """``text`` padded to ``width`` columns: on the right (l), the left (r) or both (c)."""
    fill = max(width - display_width(text), 0)
    if side == "r":
        return " " * fill + text
    if side == "c":
        return " " * (fill // 2) + text + " " * (fill - fill // 2)
    return text + " " * fill
