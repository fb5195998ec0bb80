"""The output forms every view shares: JSON of dataclasses and enums, aligned tables that
count a wide character as two columns, padding and cutting to terminal columns, points with
separators and the error object."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjscore.formatting.output import (
    display_width,
    error_data,
    fit,
    json_line,
    json_line_pieces,
    pad,
    points_text,
    render_aligned,
    render_json,
    to_jsonable,
)
from mjscore.scoring import Limit, Payer, Payment


def test_dataclasses_enums_and_tuples_become_plain_json_types() -> None:
    value = {"paid": (Payment(Payer.EAST, 1000), Limit.MANGAN), 1: None}
    assert to_jsonable(value) == {"paid": [{"payer": "E", "amount": 1000}, "mangan"],
                                  "1": None}


def test_json_keeps_japanese_as_it_is() -> None:
    text = render_json({"room": "鳳南", "uma": (20, 10)})
    assert "鳳南" in text and "\\u" not in text
    assert json.loads(text) == {"room": "鳳南", "uma": [20, 10]}
    assert text.splitlines()[1] == '  "room": "鳳南",'  # indented
    assert json_line({"id": "é", "n": 1}) == '{"id": "é", "n": 1}'


@pytest.mark.parametrize("size", [1, 50, 1 << 16])
def test_a_json_line_in_pieces_is_the_json_line(size: int) -> None:
    """A record with long lists (a long log's mismatches), short ones, nested values,
    text to escape, shared items: the pieces joined are the line, each list past the
    first items cut between items."""
    shared = {"hand": "S4-1", "field": "label", "log": "E1", "mjscore": 'S4-1 "é"\n'}
    record = {"file": "a\tb.xml", "hands": 3, "mismatches": [shared, {"x": [1.5, None]}] * 50,
              "final": {"scores": [1, 2]}, "empty": [], "few": [True], "hint": None}
    pieces = list(json_line_pieces(record, size))
    assert "".join(pieces) == json_line(record)
    assert (len(pieces) > 10) == (size < 1000)
    assert list(json_line_pieces({"a": [1, 2]}, 1)) == [json_line({"a": [1, 2]})]


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.tuples(inner, inner)
    | st.dictionaries(st.text() | st.integers() | st.booleans() | st.none(), inner,
                      max_size=4), max_leaves=12)


@settings(max_examples=300, deadline=None, derandomize=True)
@given(_JSON)
def test_a_json_line_is_what_the_json_encoder_writes(value: Any) -> None:
    """The one encoder made once (``_line_encoder``: the C encoder, no circular check)
    writes what ``json.JSONEncoder(ensure_ascii=False).encode`` writes: NaN, infinities,
    keys that are no text, escapes, Japanese as it is."""
    assert json_line(value) == json.JSONEncoder(ensure_ascii=False).encode(value)


def test_a_json_line_of_what_json_cannot_write_raises_as_the_encoder_does() -> None:
    for value in ({"x": object()}, {(1, 2): 1}):
        with pytest.raises(TypeError) as raised:
            json_line(value)
        with pytest.raises(TypeError) as expected:
            json.JSONEncoder(ensure_ascii=False).encode(value)
        assert str(raised.value) == str(expected.value)
    assert json_line({"after": "an error"}) == '{"after": "an error"}'


@pytest.mark.parametrize(("text", "width"), [
    ("abc", 3), ("東南西北", 8), ("ＡＢ", 4), ("e\u0301", 1), ("東 x", 4)])
def test_a_wide_character_takes_two_columns_and_a_combining_mark_none(text: str,
                                                                       width: int) -> None:
    assert display_width(text) == width


def test_padding_counts_terminal_columns() -> None:
    assert pad("東", 4) == "東  " and pad("東", 4, right=True) == "  東"
    assert pad("東南西", 4) == "東南西"  # a wider text is kept whole


def test_fit_pads_or_cuts_short_with_an_ellipsis() -> None:
    assert fit("東南西北", 5) == "東南…"
    assert fit("abcdef", 4, right=True) == "abc…"
    assert fit("ab", 4, right=True) == "  ab"
    assert all(display_width(fit(text, 5)) == 5 for text in ("東南西北", "abcdefg", "a", "東"))


def test_an_aligned_table_lines_up_japanese_names() -> None:
    table = render_aligned([["東家", "1"], ["South", "10"]], ["seat", "points"], "lr")
    lines = table.splitlines()
    assert len({display_width(line) for line in lines}) == 1
    assert lines[2].startswith("東家") and lines[2].endswith(" 1")


def test_points_are_written_with_separators_and_a_sign_when_asked() -> None:
    assert points_text(5200) == "5,200"
    assert (points_text(5200, signed=True), points_text(-300, signed=True)) == ("+5,200", "-300")
    assert points_text(0, signed=True) == "0"


def test_the_error_object_has_a_column_only_for_bad_notation() -> None:
    assert error_data("no_yaku", "no yaku") == {"error": {"code": "no_yaku",
                                                          "message": "no yaku"}}
    assert error_data("unknown_character", "x", 4)["error"]["column"] == 4
