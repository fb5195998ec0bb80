"""The reference tables: points by han and fu (``mjscore table``) and the yaku
(``mjscore yaku``), each as JSON-ready data and as text."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..rules import Rules
from ..scoring import (
    DORA_NAMES,
    ROLE_WORDS,
    YAKU,
    YAKU_BY_ID,
    YAKU_RULES,
    HandValue,
    PointsRow,
    han_fu_words,
    limit_words,
    look_up,
    pick,
    points_table,
    word,
    yakuman_words,
)
from .output import points_text
from .width import fit_table, fit_text


def points_table_data(rules: Rules) -> dict[str, Any]:
    """The points table under ``rules`` (:func:`mjscore.scoring.points_table`) as JSON-ready
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


_TABLE_KEYS = ("han", "fu", "limit", "non_dealer_ron", "non_dealer_tsumo", "dealer_ron",
               "dealer_tsumo")
_TABLE_HEADERS = {
    "en": ("han", "fu", "limit", "non-dealer ron", "non-dealer tsumo", "dealer ron",
           "dealer tsumo"),
    "ja": ("翻", "符", "", "子のロン", "子のツモ", "親のロン", "親のツモ"),
}


def points_table_text(rules: Rules, lang: str = "en", width: int | None = None) -> str:
    """The points table as players keep it by the table (fitted to ``width`` columns when
    given: :mod:`.width`)."""
    rows = []
    for row in points_table(rules):
        rows.append((
            _table_han(row), _table_fu(row),
            limit_words(row.limit, row.yakuman, lang) if row.limit else "",
            _cell(row.ron),
            "—" if row.tsumo is None else f"{points_text(row.tsumo[0])} / "
                                          f"{points_text(row.tsumo[1])}",
            _cell(row.dealer_ron),
            "—" if row.dealer_tsumo is None
            else word("all", lang, points=points_text(row.dealer_tsumo)),
        ))
    headers = _TABLE_HEADERS["ja" if lang == "ja" else "en"]
    title = (f"点数表 ({rules.name} ルール)" if lang == "ja"
             else f"points table ({rules.name} rules)")
    return f"{title}\n\n" + fit_table("points", _TABLE_KEYS, rows, headers,
                                      align="rrlrrrr", width=width)


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
    listing = []
    for definition in YAKU:
        closed = definition.value(rules, True)
        # A yaku with han_open 0 needs a closed hand whatever the rules say.
        opened = definition.value(rules, False) if definition.han_open else 0
        listing.append({
            "id": definition.id, "name": definition.name, "romaji": definition.romaji,
            "name_ja": definition.name_ja,
            "yakuman": definition.yakuman, "closed": closed, "open": opened,
            "available": bool(closed or opened),
        })
    return listing


_YAKU_HEADERS = {
    "en": ("id", "name", "translation", "名前", "closed", "open", "note"),
    "en-full": ("id", "name", "romaji", "名前", "closed", "open", "note"),
    "ja": ("id", "名前", "読み", "門前", "副露", "備考"),
}
_YAKU_KEYS = ("id", "name", "other_name", "name_ja", "closed", "open", "note")
_YAKU_NOTES = {
    "not": ("not a yaku under these rules", "このルールでは役なし"),
    "closed": ("closed only under these rules", "このルールでは門前のみ"),
}


def yaku_text(rules: Rules, lang: str = "en", width: int | None = None) -> str:
    """The yaku list as a table: the name players use (romaji), its translation and the
    Japanese name ("en-full" puts the translation first, "ja" the Japanese name and
    Japanese headings); a yaku the rules do not have is marked in the last column. Fitted
    to ``width`` columns when given (:mod:`.width`)."""
    rows = []
    for entry in yaku_data(rules):
        note = ""
        if not entry["available"]:
            note = pick(_YAKU_NOTES["not"], lang)
        elif entry["closed"] and not entry["open"] and YAKU_BY_ID[entry["id"]].han_open > 0:
            note = pick(_YAKU_NOTES["closed"], lang)
        names: tuple[str, ...] = (entry["romaji"], entry["name"], entry["name_ja"])
        if lang == "en-full":
            names = (entry["name"], entry["romaji"], entry["name_ja"])
        elif lang == "ja":
            names = (entry["name_ja"], entry["romaji"])
        rows.append((entry["id"], *names,
                     _han_cell(entry["closed"], entry["yakuman"], lang),
                     _han_cell(entry["open"], entry["yakuman"], lang), note))
    headers = _YAKU_HEADERS[lang if lang in _YAKU_HEADERS else "en"]
    title = f"役 ({rules.name} ルール)" if lang == "ja" else f"yaku ({rules.name} rules)"
    align = "lllrrl" if lang == "ja" else "llllrrl"
    keys = _YAKU_KEYS if lang != "ja" else tuple(key for key in _YAKU_KEYS if key != "name_ja")
    return f"{title}\n\n" + fit_table("yaku", keys, rows, headers, align=align,
                                      width=width)


def yaku_entry_data(ids: Sequence[str], rules: Rules) -> list[dict[str, Any]]:
    """The yaku (or dora) of ``ids`` (``mjscore yaku NAME --json``): each as an entry of
    :func:`yaku_data` (a dora with han 1 closed and open and ``"dora": true``) and its
    rule in one line."""
    entries = {entry["id"]: entry for entry in yaku_data(rules)}
    listing = []
    for ident in ids:
        entry = entries.get(ident)
        if entry is None:  # a dora: 1 han a tile, not a yaku
            english, japanese = DORA_NAMES[ident]
            entry = {"id": ident, "name": english, "romaji": ident.replace("_", " "),
                     "name_ja": japanese, "yakuman": False, "closed": 1, "open": 1,
                     "available": True, "dora": True}
        listing.append({**entry, "rule": YAKU_RULES[ident]})
    return listing


def yaku_entry_text(ids: Sequence[str], rules: Rules, lang: str = "en",
                    width: int | None = None) -> str:
    """The yaku (or dora) of ``ids``, each in three lines: its names, its han closed and
    open under ``rules``, and its rule (``mjscore yaku NAME``); wrapped to ``width``
    columns when given."""
    blocks = []
    for entry in yaku_entry_data(ids, rules):
        if lang == "ja":
            names = f"{entry['name_ja']} ({entry['romaji']}, {entry['id']})"
        elif lang == "en-full":
            names = f"{entry['name']} ({entry['romaji']}, {entry['name_ja']})"
        else:
            names = f"{entry['romaji']} ({entry['name']}, {entry['name_ja']})"
        if entry["id"] != entry["romaji"].replace(" ", "_") and lang != "ja":
            names = f"{names[:-1]}; id {entry['id']})"
        closed = _han_cell(entry["closed"], entry["yakuman"], lang)
        opened = _han_cell(entry["open"], entry["yakuman"], lang)
        if entry.get("dora"):
            value = pick(_ENTRY_WORDS["dora"], lang)
        elif not entry["available"]:
            value = pick(_YAKU_NOTES["not"], lang)
        else:
            value = pick(_ENTRY_WORDS["value"], lang).format(closed=closed, open=opened)
        rules_name = (f"{rules.name} ルール" if lang == "ja" else f"{rules.name} rules")
        blocks.append(f"{names}\n{value} ({rules_name})\n{entry['rule']}")
    return fit_text("\n\n".join(blocks), width)


_ENTRY_WORDS = {
    "value": ("han: {closed} closed, {open} open", "門前 {closed}、副露 {open}"),
    "dora": ("han: 1 a tile, not a yaku (a hand needs a yaku besides)",
             "1枚1翻、役ではない (ほかに役が必要)"),
}


def _han_cell(han: int, yakuman: bool, lang: str = "en") -> str:
    if not han:
        return "—"
    return yakuman_words(han, lang) if yakuman else str(han)


def value_data(value: HandValue, rules: Rules) -> dict[str, Any]:
    """One looked-up value (``mjscore table HAN FU --json``): han, fu (null at a limit),
    who won how, the value and the payments, one entry per payer, adding up to ``total``."""
    return {
        "rules": rules.name, "han": value.han, "fu": value.fu,
        "limit": value.limit.value if value.limit else None,
        "dealer": value.dealer, "tsumo": value.tsumo, "honba": value.honba,
        "basic_points": value.basic_points, "value": value.value,
        "payments": [{"payer": payer, "amount": amount} for payer, amount in value.payments],
        "total": value.total,
    }


def value_text(value: HandValue, rules: Rules, lang: str = "en",
               width: int | None = None) -> str:
    """One looked-up value as players say it, with who pays what and, on a second line, the
    value for the other side of the table (dealer or not), so that neither is misread;
    wrapped to ``width`` columns when given."""
    return fit_text(f"{value_line(value, lang)}\n({_other_side(value, rules, lang)})\n\n"
                    + _value_payments(value, lang, width), width)


def value_line(value: HandValue, lang: str = "en") -> str:
    """``3 han 40 fu, non-dealer tsumo: 1,300 / 2,600 (5,200 in all)``."""
    head = _han_fu_words(value, lang)
    who = word(("dealer_" if value.dealer else "non_dealer_")
               + ("tsumo" if value.tsumo else "ron") + "_win", lang)
    if value.honba:
        who += word("honba_suffix", lang, honba=value.honba)
    amounts = [amount for _, amount in value.payments]
    if not value.tsumo:
        shown = points_text(amounts[0])
    elif value.dealer:
        shown = word("all", lang, points=points_text(amounts[0]))
    else:
        shown = f"{points_text(amounts[1])} / {points_text(amounts[0])}"
    if value.tsumo:
        shown += word("in_all", lang, total=points_text(value.total))
    return f"{head}{'、' if lang == 'ja' else ', '}{who}{'：' if lang == 'ja' else ': '}{shown}"


def _han_fu_words(value: HandValue, lang: str) -> str:
    han_fu = han_fu_words(value.han, value.fu, lang)
    if value.limit is None:
        return han_fu
    return f"{limit_words(value.limit, 0, lang)} ({han_fu})"


def _other_side(value: HandValue, rules: Rules, lang: str) -> str:
    other = look_up(value.han, value.fu, dealer=not value.dealer, tsumo=value.tsumo,
                    honba=value.honba, rules=rules)
    line = value_line(other, lang).split("、" if lang == "ja" else ", ", 1)[1]
    return word("with_dealer" if other.dealer else "without_dealer", lang, line=line)


def _value_payments(value: HandValue, lang: str, width: int | None) -> str:
    rows = [(pick(ROLE_WORDS[payer], lang), points_text(amount))
            for payer, amount in value.payments]
    return fit_table("value.payments", ("payer", "points"), rows,
                     (word("payer", lang), word("points", lang)), align="lr", width=width)
