"""The reference tables: points by han and fu (``mjscore table``) and the yaku
(``mjscore yaku``), each as JSON-ready data and as text."""

from __future__ import annotations

from typing import Any

from ..points import PointsRow, points_table
from ..rules import Rules
from ..words import limit_words, yakuman_words
from .output import points_text, render_aligned


def points_table_data(rules: Rules) -> dict[str, Any]:
    """The points table under ``rules`` (:func:`mjscore.points.points_table`) as JSON-ready
    data: ``{"rules": NAME, "rows": [...]}``, a cell that cannot happen as null."""
    return {"rules": rules.name, "rows": [_row_data(row) for row in points_table(rules)]}


def _row_data(row: PointsRow) -> dict[str, Any]:
    return {
        "han": row.han, "han_max": row.han_max, "fu": row.fu,
        "limit": row.limit.value if row.limit else None, "yakuman": row.yakuman,
        "basic_points": row.basic_points,
        "ron": row.ron,
        "tsumo": None if row.tsumo is None else {"non_dealer": row.tsumo[0],
                                                 "dealer": row.tsumo[1]},
        "dealer_ron": row.dealer_ron,
        "dealer_tsumo": row.dealer_tsumo,
    }


def points_table_text(rules: Rules) -> str:
    """The points table as players keep it by the table."""
    rows = []
    for row in points_table(rules):
        rows.append((
            _table_han(row), _table_fu(row),
            limit_words(row.limit, row.yakuman) if row.limit else "",
            _cell(row.ron),
            "—" if row.tsumo is None else f"{points_text(row.tsumo[0])} / "
                                          f"{points_text(row.tsumo[1])}",
            _cell(row.dealer_ron),
            "—" if row.dealer_tsumo is None else f"{points_text(row.dealer_tsumo)} all",
        ))
    headers = ("han", "fu", "limit", "non-dealer ron", "non-dealer tsumo", "dealer ron",
               "dealer tsumo")
    return (f"points table ({rules.name} rules)\n\n"
            + render_aligned(rows, headers, "rrlrrrr"))


def _table_han(row: PointsRow) -> str:
    if row.han is None:
        return ""
    if row.han_max is None:
        return f"{row.han}+"
    return str(row.han) if row.han_max == row.han else f"{row.han}–{row.han_max}"


def _table_fu(row: PointsRow) -> str:
    if row.fu is None:
        return ""
    return f"{row.fu}+" if row.limit else str(row.fu)


def _cell(points: int | None) -> str:
    return "—" if points is None else points_text(points)


def yaku_data(rules: Rules) -> list[dict[str, Any]]:
    """Every yaku under ``rules``: id, names, han closed and open (for a yakuman, how many
    yakuman; 0 when it does not count that way) and whether the rules have it at all."""
    from ..yaku import YAKU

    listing = []
    for definition in YAKU:
        closed = definition.value(rules, True)
        # A yaku with han_open 0 needs a closed hand whatever the rules say.
        opened = definition.value(rules, False) if definition.han_open else 0
        listing.append({
            "id": definition.id, "name": definition.name, "name_ja": definition.name_ja,
            "yakuman": definition.yakuman, "closed": closed, "open": opened,
            "available": bool(closed or opened),
        })
    return listing


def yaku_text(rules: Rules) -> str:
    """The yaku list as a table; a yaku the rules do not have is marked in the last column."""
    from ..yaku import YAKU_BY_ID

    rows = []
    for entry in yaku_data(rules):
        note = ""
        if not entry["available"]:
            note = "not a yaku under these rules"
        elif entry["closed"] and not entry["open"] and YAKU_BY_ID[entry["id"]].han_open > 0:
            note = "closed only under these rules"
        rows.append((entry["id"], entry["name"], entry["name_ja"],
                     _han_cell(entry["closed"], entry["yakuman"]),
                     _han_cell(entry["open"], entry["yakuman"]), note))
    headers = ("id", "name", "名前", "closed", "open", "note")
    return f"yaku ({rules.name} rules)\n\n" + render_aligned(rows, headers, "lllrrl")


def _han_cell(han: int, yakuman: bool) -> str:
    if not han:
        return "—"
    return yakuman_words(han) if yakuman else str(han)
