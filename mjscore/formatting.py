"""What the command line prints: aligned tables for people and JSON for programs.

Only :mod:`mjscore.cli` imports this module, and the library never does. tabulate is imported
inside the functions that draw tables, so that commands printing JSON never load it.

JSON keys are stable snake_case, enums come out as their values, tuples as lists.

>>> from mjscore.rules import TENHOU, with_overrides
>>> print(render_json(rules_diff_data(TENHOU, with_overrides(TENHOU, {"pao": False}))))
{
  "left": "tenhou",
  "right": "tenhou+pao=false",
  "differences": [
    {
      "field": "pao",
      "left": true,
      "right": false
    }
  ]
}
"""

from __future__ import annotations

import enum
import unicodedata
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import fields, is_dataclass
from typing import TYPE_CHECKING, Any

from .rules import (
    DEFAULT_RULES,
    PRESET_SUMMARIES,
    PRESETS,
    RULE_FIELDS,
    Rules,
    diff_rules,
    format_rule_value,
    rules_to_dict,
)

if TYPE_CHECKING:
    from .batch import BatchRun
    from .scoring import Score


def to_jsonable(value: Any) -> Any:
    """``value`` as plain JSON types: dataclasses as objects, enums as their values."""
    if isinstance(value, enum.Enum):
        return to_jsonable(value.value)
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_jsonable(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, Mapping):
        return {str(key): to_jsonable(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [to_jsonable(item) for item in value]
    return value


def render_json(value: Any) -> str:
    """One indented JSON document (UTF-8 text as it is, not escaped)."""
    import json  # here, not at the top: the table commands start faster without it

    return json.dumps(to_jsonable(value), ensure_ascii=False, indent=2)


def render_table(rows: Sequence[Sequence[object]], headers: Sequence[str]) -> str:
    """An aligned plain-text table with a header row."""
    from tabulate import tabulate

    return tabulate(rows, headers=list(headers), tablefmt="simple", disable_numparse=True)


def presets_data() -> list[dict[str, Any]]:
    """Every preset: its name, whether it is the default, and one line about it."""
    return [
        {"name": name, "default": rules is DEFAULT_RULES, "summary": PRESET_SUMMARIES[name]}
        for name, rules in PRESETS.items()
    ]


def presets_text() -> str:
    """The presets as a table."""
    rows = [(p["name"], "yes" if p["default"] else "", p["summary"]) for p in presets_data()]
    return render_table(rows, ("preset", "default", "summary"))


def rules_data(rules: Rules) -> dict[str, Any]:
    """Every field of a rule set, ``name`` first; :func:`mjscore.rules.resolve_rules` reads
    it back."""
    return rules_to_dict(rules)


def rules_text(rules: Rules) -> str:
    """Every field of a rule set with its value and a short description."""
    rows = [(field.name, format_rule_value(getattr(rules, field.name)), field.summary)
            for field in RULE_FIELDS]
    return f"rules: {rules.name}\n\n" + render_table(rows, ("field", "value", "description"))


def rules_diff_data(left: Rules, right: Rules) -> dict[str, Any]:
    """The fields on which two rule sets differ, with both values."""
    return {
        "left": left.name,
        "right": right.name,
        "differences": [to_jsonable(difference) for difference in diff_rules(left, right)],
    }


def rules_diff_text(left: Rules, right: Rules) -> str:
    """The differing fields as a table, one column per rule set."""
    differences = diff_rules(left, right)
    if not differences:
        return f"{left.name} and {right.name} have the same rules"
    rows = [(d.field, format_rule_value(d.left), format_rule_value(d.right))
            for d in differences]
    return render_table(rows, ("field", left.name, right.name))


# --- mjscore score, table and yaku ---------------------------------------------------------
# The three commands of the score issue. Names and headings come in English ("en", the
# default) or Japanese ("ja"); the library modules are imported inside the functions, so
# that `mjscore rules` does not load the scoring engine.

_SEATS_JA = {"E": "東", "S": "南", "W": "西", "N": "北"}
_LIMITS = {
    "mangan": ("mangan", "満貫"),
    "haneman": ("haneman", "跳満"),
    "baiman": ("baiman", "倍満"),
    "sanbaiman": ("sanbaiman", "三倍満"),
    "yakuman": ("yakuman", "役満"),
    "kazoe_yakuman": ("kazoe yakuman", "数え役満"),
}
_ROLES = {"winner": "和了", "dealer": "親", "discarder": "放銃", "pao": "責任払い",
          "deposits": "供託"}
_WAITS_JA = {"ryanmen": "両面", "kanchan": "嵌張", "penchan": "辺張", "shanpon": "双碰",
             "tanki": "単騎", "thirteen_sided": "十三面"}
_FU_REASONS = {
    "base": ("base", "副底"),
    "closed_ron": ("closed ron", "門前加符"),
    "tsumo": ("tsumo", "ツモ符"),
    "pair_dragon": ("dragon pair", "役牌の雀頭"),
    "pair_seat_wind": ("seat wind pair", "自風の雀頭"),
    "pair_round_wind": ("round wind pair", "場風の雀頭"),
    "pair_double_wind": ("double wind pair", "連風牌の雀頭"),
    "wait_kanchan": ("kanchan wait", "嵌張待ち"),
    "wait_penchan": ("penchan wait", "辺張待ち"),
    "wait_tanki": ("tanki wait", "単騎待ち"),
    "open_no_fu": ("open ron without fu, raised to 30", "喰い平和形 (30符に)"),
    "chiitoitsu": ("seven pairs, not rounded", "七対子 (切り上げなし)"),
}
_SET_WORDS = {"open": ("open", "明"), "closed": ("closed", "暗"), "triplet": ("triplet", "刻"),
              "kan": ("kan", "槓"), "simple": ("of simples", "中張牌"),
              "terminal_or_honor": ("of terminals or honors", "幺九牌")}
_WORDS = {
    # key: (English, Japanese)
    "hand": ("hand", "手牌"),
    "reading": ("reading", "面子"),
    "rules": ("rules", "ルール"),
    "situation": ("situation", "状況"),
    "yaku": ("yaku", "役"),
    "han": ("han", "翻"),
    "fu": ("fu", "符"),
    "item": ("fu item", "符の内訳"),
    "total": ("total", "合計"),
    "sum": ("sum", "小計"),
    "rounded": ("rounded up", "切り上げ"),
    "seat": ("seat", "席"),
    "role": ("role", "役割"),
    "points": ("points", "点数"),
    "wait": ("{wait} wait on {tile}", "{wait}待ち {tile}"),
    "orphans": ("thirteen orphans", "国士無双"),
    "ron": ("ron", "ロン"),
    "tsumo": ("tsumo", "ツモ"),
    "seat_wind": ("seat {wind}", "自風 {wind}"),
    "round_wind": ("round {wind}", "場風 {wind}"),
    "dora": ("dora {tiles}", "ドラ表示 {tiles}"),
    "ura": ("ura {tiles}", "裏ドラ表示 {tiles}"),
    "from": ("from {wind}", "放銃 {wind}"),
    "pao": ("pao {wind}", "責任払い {wind}"),
    "honba": ("{n} honba", "{n}本場"),
    "sticks": ("{n} riichi deposit{s}", "供託 {n}本"),
    "all": ("{points} all", "{points}オール"),
    "extra": ("with honba and deposits the winner receives {total}",
              "本場・供託込みで {total}"),
    "yakuman_fu": ("not counted for a yakuman, which is paid at its limit",
                   "役満は符を数えない"),
    "limit_fu": ("fu do not change a hand of 5 han or more", "5翻以上は符に関係なく満貫以上"),
}
_FLAG_NAMES = {
    "riichi": ("riichi", "立直"), "double_riichi": ("double riichi", "両立直"),
    "ippatsu": ("ippatsu", "一発"), "haitei": ("haitei", "海底"),
    "houtei": ("houtei", "河底"), "rinshan": ("rinshan", "嶺上"),
    "chankan": ("chankan", "槍槓"), "tenhou": ("tenhou", "天和"),
    "chiihou": ("chiihou", "地和"), "renhou": ("renhou", "人和"),
}


def _word(key: str, lang: str, **values: object) -> str:
    english, japanese = _WORDS[key]
    return (japanese if lang == "ja" else english).format(**values)


def _pick(pair: tuple[str, str], lang: str) -> str:
    return pair[1] if lang == "ja" else pair[0]


def _seat(wind: str, lang: str) -> str:
    return _SEATS_JA.get(wind, wind) if lang == "ja" else wind


def _points(amount: int, *, signed: bool = False) -> str:
    """Points with thousands separators (``5,200``), signed when asked (``+5,200``)."""
    return f"{amount:+,}" if signed and amount else f"{amount:,}"


def render_aligned(rows: Sequence[Sequence[object]], headers: Sequence[str],
                   align: str) -> str:
    """A plain-text table whose columns are aligned by ``align``: one l, r or c each."""
    from tabulate import tabulate

    cells = [[str(cell) for cell in row] for row in rows]
    if any(_is_wide(text) for text in (*headers, *(cell for row in cells for cell in row))):
        _measure_wide_chars()
    names = {"l": "left", "r": "right", "c": "center"}
    return tabulate(cells, headers=list(headers),
                    tablefmt="simple", disable_numparse=True,
                    colalign=[names[char] for char in align])


def _is_wide(text: str) -> bool:
    return any(ord(char) > 0x2E7F and unicodedata.east_asian_width(char) in "WF"
               for char in text)


class _EastAsianWidth:
    """Stands in for the optional ``wcwidth`` package, which tabulate asks how many columns
    a text takes: two for each wide (CJK) character, so that Japanese names line up."""

    @staticmethod
    def wcswidth(text: str) -> int:
        return sum(2 if unicodedata.east_asian_width(char) in "WF" else
                   0 if unicodedata.combining(char) else 1 for char in text)


def _measure_wide_chars() -> None:
    """Make tabulate count wide characters as two columns (wcwidth, if installed, wins)."""
    import tabulate as module

    if getattr(module, "wcwidth", None) is None:
        module.__dict__.update(wcwidth=_EastAsianWidth, WIDE_CHARS_MODE=True)


def yakuman_words(multiple: int, lang: str = "en") -> str:
    """``yakuman``, ``double yakuman``, ``triple yakuman``, ``4× yakuman`` (or 役満 …)."""
    if lang == "ja":
        return {1: "役満", 2: "ダブル役満", 3: "トリプル役満"}.get(multiple, f"{multiple}倍役満")
    return {1: "yakuman", 2: "double yakuman", 3: "triple yakuman"}.get(
        multiple, f"{multiple}× yakuman")


def yaku_name(ident: str, lang: str = "en") -> str:
    """The English or Japanese name of a yaku or dora id (the id itself if unknown)."""
    from .yaku import DORA_NAMES, YAKU_BY_ID

    if ident in DORA_NAMES:
        return _pick(DORA_NAMES[ident], lang)
    definition = YAKU_BY_ID.get(ident)
    if definition is None:
        return ident
    return definition.name_ja if lang == "ja" else definition.name


def fu_item_name(reason: str, lang: str = "en") -> str:
    """What a fu line is for, in words: ``closed triplet of terminals or honors`` (暗刻 幺九牌)."""
    if reason in _FU_REASONS:
        return _pick(_FU_REASONS[reason], lang)
    parts = reason.split("_", 2)
    if len(parts) == 3 and all(part in _SET_WORDS for part in parts):
        state, kind, tiles = (_pick(_SET_WORDS[part], lang) for part in parts)
        return f"{state}{kind} {tiles}" if lang == "ja" else f"{state} {kind} {tiles}"
    return reason


def score_summary(result: Score, lang: str = "en") -> str:
    """The result in one line, the way players say it: ``3 han 40 fu — 5,200``,
    ``mangan — 2,000 / 4,000`` (a non-dealer's tsumo: non-dealers / dealer),
    ``mangan — 4,000 all``, ``double yakuman — 64,000``.

    The figures are the hand's value; when honba or deposits are on the table the line
    ends with what the winner receives in all.
    """
    if result.yakuman:
        head = yakuman_words(result.yakuman, lang)
    elif result.limit is not None:
        head = _pick(_LIMITS[result.limit.value], lang)
    elif lang == "ja":
        head = f"{result.han}翻{result.fu}符"
    else:
        head = f"{result.han} han {result.fu} fu"
    line = f"{head} — {_value_words(result, lang)}"
    if result.total != result.value:
        line += f" ({_word('extra', lang, total=_points(result.total))})"
    return line


def _value_words(result: Score, lang: str) -> str:
    from .scoring import payment_table

    table = payment_table(result.basic_points)
    if not result.situation.tsumo:
        return _points(table["dealer_ron" if result.dealer else "ron"])
    if result.dealer:
        return _word("all", lang, points=_points(table["dealer_tsumo_each"]))
    return f"{_points(table['tsumo_non_dealer'])} / {_points(table['tsumo_dealer'])}"


def payment_rows(result: Score) -> list[tuple[str, tuple[str, ...], int]]:
    """(seat, roles, points) for each seat, E S W N; what a seat pays is negative.

    A ron without a known discarder has one row for the winner, one with seat ``"?"`` for
    the discarder, and one for a liable player if there is one. When riichi deposits are on
    the table a last row (seat ``""``, role ``deposits``) gives them up, so that the rows
    always add up to zero.
    """
    situation = result.situation
    owed = {payment.payer: payment.amount for payment in result.payments}
    winner = situation.seat.value
    seats = "ESWN" if "discarder" not in owed else [
        seat for seat in "ESWN"
        if seat == winner or (situation.pao is not None and seat == situation.pao.value)]
    rows: list[tuple[str, tuple[str, ...], int]] = []
    for seat in seats:
        roles = [role for role, wind in (("winner", situation.seat), ("dealer", "E"),
                                         ("discarder", situation.discarder),
                                         ("pao", situation.pao))
                 if wind is not None and seat == getattr(wind, "value", wind)]
        rows.append((seat, tuple(roles), result.total if seat == winner else -owed.get(seat, 0)))
    if "discarder" in owed:
        rows.append(("?", ("discarder",), -owed["discarder"]))
    if result.deposit_points:
        rows.append(("", ("deposits",), -result.deposit_points))
    return rows


def score_text(result: Score, *, lang: str = "en", unicode: bool = False) -> str:
    """The whole explanation of a score, in order: the hand, the reading (with the rules
    and the situation), the yaku, the fu, the one-line summary and the payments."""
    sections = [
        _score_header(result, lang, unicode),
        _yaku_table(result, lang),
        _fu_section(result, lang),
        score_summary(result, lang),
        _payment_table(result, lang),
    ]
    return "\n\n".join(sections)


def _score_header(result: Score, lang: str, unicode: bool) -> str:
    from .notation import format_hand, format_unicode

    lines = [
        (_word("hand", lang), format_unicode(result.hand) if unicode
         else format_hand(result.hand)),
        (_word("reading", lang), reading_text(result, lang, unicode)),
        (_word("rules", lang), result.rules.name),
        (_word("situation", lang), situation_text(result, lang)),
    ]
    width = max(len(label) for label, _ in lines) + 1
    pad = "　" if lang == "ja" else " "  # a full-width space lines up the Japanese labels
    return "\n".join(f"{label}:{pad * (width - len(label))}{text}" for label, text in lines)


def reading_text(result: Score, lang: str = "en", unicode: bool = False) -> str:
    """The reading chosen: its sets and pair (melds in brackets) and the wait."""
    from .decompose import SetKind, Shape
    from .notation import unicode_tile

    reading = result.reading

    def tiles(block: Any) -> str:
        if unicode:
            return "".join(unicode_tile(tile) for tile in block.tiles)
        return str(block)

    def shown(block: Any) -> str:
        if not block.is_meld:
            return tiles(block)
        closed_kan = block.kind is SetKind.KAN and not block.is_open
        return f"({tiles(block)})" if closed_kan else f"[{tiles(block)}]"

    win = unicode_tile(reading.win_tile) if unicode else str(reading.win_tile)
    wait = _WAITS_JA.get(reading.wait.value, reading.wait.value) if lang == "ja" else (
        reading.wait.value.replace("_", "-"))
    wait_text = _word("wait", lang, wait=wait, tile=win)
    comma = "、" if lang == "ja" else ", "
    if reading.shape is Shape.THIRTEEN_ORPHANS:
        return f"{_word('orphans', lang)}{comma}{wait_text}"
    return f"{' '.join(shown(block) for block in reading.blocks)}{comma}{wait_text}"


def situation_text(result: Score, lang: str = "en") -> str:
    """The situation as given: ron or tsumo, the events, winds, indicators and counters."""
    from .notation import format_tiles

    s = result.situation
    parts = [_word("tsumo" if s.tsumo else "ron", lang)]
    parts += [_pick(names, lang) for flag, names in _FLAG_NAMES.items() if getattr(s, flag)]
    parts += [_word("seat_wind", lang, wind=_seat(s.seat.value, lang)),
              _word("round_wind", lang, wind=_seat(s.round.value, lang))]
    if s.discarder is not None:
        parts.append(_word("from", lang, wind=_seat(s.discarder.value, lang)))
    if s.pao is not None:
        parts.append(_word("pao", lang, wind=_seat(s.pao.value, lang)))
    for key, tiles in (("dora", s.dora), ("ura", s.ura)):
        if tiles:
            parts.append(_word(key, lang, tiles=format_tiles(tiles)))
    for key, count in (("honba", s.honba), ("sticks", s.sticks)):
        if count:
            parts.append(_word(key, lang, n=count, s="s" if count > 1 else ""))
    return ("、" if lang == "ja" else ", ").join(parts)


def _yaku_table(result: Score, lang: str) -> str:
    def han(value: int) -> str:
        return yakuman_words(value // 13, lang) if result.yakuman else str(value)

    rows = [(yaku_name(hit.id, lang), han(hit.han)) for hit in result.yaku]
    rows.append((_word("total", lang), han(result.han)))
    return render_aligned(rows, (_word("yaku", lang), _word("han", lang)), "lr")


def _fu_section(result: Score, lang: str) -> str:
    if result.yakuman:
        return f"{_word('fu', lang)}: {_word('yakuman_fu', lang)}"
    rows: list[tuple[str, str]] = [
        (f"{fu_item_name(item.reason, lang)} {item.tiles}".rstrip(), str(item.fu))
        for item in result.fu_items]
    if result.fu_sum != result.fu:
        rows.append((_word("sum", lang), str(result.fu_sum)))
        rows.append((_word("rounded", lang), str(result.fu)))
    else:
        rows.append((_word("total", lang), str(result.fu)))
    table = render_aligned(rows, (_word("item", lang), _word("fu", lang)), "lr")
    if result.han >= 5:  # mangan and above do not depend on fu
        table += f"\n({_word('limit_fu', lang)})"
    return table


def _payment_table(result: Score, lang: str) -> str:
    rows = [
        (_seat(seat, lang), ("・" if lang == "ja" else ", ").join(
            _ROLES[role] if lang == "ja" else role for role in roles),
         _points(points, signed=True))
        for seat, roles, points in payment_rows(result)
    ]
    headers = (_word("seat", lang), _word("role", lang), _word("points", lang))
    return render_aligned(rows, headers, "llr")


# mjscore table -----------------------------------------------------------------------------

TABLE_FU = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)
"""The fu rows of the points table."""

_LIMIT_ROWS = ((5, 5), (6, 7), (8, 10), (11, 12), (13, None))
"""(lowest, highest) han of each limit row; None: no upper bound."""


def points_table_data(rules: Rules) -> dict[str, Any]:
    """The points table under ``rules``: what a ron and a tsumo pay at each han and fu.

    Rows for 1 to 4 han go up the fu until the hand reaches mangan; that row stands for its
    fu and above. Then one row per limit, and yakuman. A cell that cannot happen is None:
    a ron at 20 fu (only pinfu tsumo has 20 fu, and only with ``pinfu_tsumo``), anything at
    1 han with 20 or 25 fu, and a tsumo at 2 han 25 fu (seven pairs by tsumo has 3 han).
    """
    from .scoring import basic_points

    rows = []
    for han in range(1, 5):
        for fu in TABLE_FU:
            if (fu == 20 and not rules.pinfu_tsumo) or (
                    fu == 25 and rules.chiitoitsu_fu != 25):
                continue
            basic, limit = basic_points(han, fu, 0, rules)
            row = _table_row(han, han, fu, basic, limit.value if limit else None)
            if fu == 20 or (fu == 25 and han == 1):
                row["ron"] = row["dealer_ron"] = None
            if (han == 1 and fu in (20, 25)) or (fu == 25 and han == 2):
                row["tsumo"] = row["dealer_tsumo"] = None
            if row["ron"] is not None or row["tsumo"] is not None:
                rows.append(row)
            if limit is not None:
                break
    rows.extend(_limit_rows(rules))
    return {"rules": rules.name, "rows": rows}


def _limit_rows(rules: Rules) -> list[dict[str, Any]]:
    from .scoring import basic_points

    rows: list[dict[str, Any]] = []
    for low, high in _LIMIT_ROWS:
        basic, limit = basic_points(low, 30, 0, rules)
        if rows and rows[-1]["limit"] == (limit.value if limit else None):
            rows[-1]["han_max"] = high  # kazoe capped at sanbaiman: one row from 11 han
            continue
        rows.append(_table_row(low, high, None, basic, limit.value if limit else None))
    doubles = rules.double_yakuman or (rules.yakuman_stacking and rules.max_yakuman != 1)
    for multiple in (1, 2) if doubles else (1,):
        basic, _ = basic_points(13 * multiple, 0, multiple, rules)
        row = _table_row(None, None, None, basic, "yakuman")
        row["yakuman"] = multiple
        rows.append(row)
    return rows


def _table_row(han: int | None, han_max: int | None, fu: int | None, basic: int,
               limit: str | None) -> dict[str, Any]:
    from .scoring import payment_table

    pay = payment_table(basic)
    return {
        "han": han, "han_max": han_max, "fu": fu,
        "limit": limit, "yakuman": 0, "basic_points": basic,
        "ron": pay["ron"],
        "tsumo": {"non_dealer": pay["tsumo_non_dealer"], "dealer": pay["tsumo_dealer"]},
        "dealer_ron": pay["dealer_ron"],
        "dealer_tsumo": pay["dealer_tsumo_each"],
    }


def points_table_text(rules: Rules) -> str:
    """The points table as players keep it by the table (see :func:`points_table_data`)."""
    rows = []
    for row in points_table_data(rules)["rows"]:
        tsumo, dealer_tsumo = row["tsumo"], row["dealer_tsumo"]
        rows.append((
            _table_han(row), _table_fu(row), _limit_label(row),
            _cell(row["ron"]),
            "—" if tsumo is None else f"{_points(tsumo['non_dealer'])} / "
                                      f"{_points(tsumo['dealer'])}",
            _cell(row["dealer_ron"]),
            "—" if dealer_tsumo is None else f"{_points(dealer_tsumo)} all",
        ))
    headers = ("han", "fu", "limit", "non-dealer ron", "non-dealer tsumo", "dealer ron",
               "dealer tsumo")
    return (f"points table ({rules.name} rules)\n\n"
            + render_aligned(rows, headers, "rrlrrrr"))


def _limit_label(row: dict[str, Any]) -> str:
    if row["yakuman"]:
        return yakuman_words(row["yakuman"])
    return _LIMITS[row["limit"]][0] if row["limit"] else ""


def _table_han(row: dict[str, Any]) -> str:
    if row["han"] is None:
        return ""
    if row["han_max"] is None:
        return f"{row['han']}+"
    return str(row["han"]) if row["han_max"] == row["han"] else f"{row['han']}–{row['han_max']}"


def _table_fu(row: dict[str, Any]) -> str:
    if row["fu"] is None:
        return ""
    return f"{row['fu']}+" if row["limit"] else str(row["fu"])


def _cell(points: int | None) -> str:
    return "—" if points is None else _points(points)


# mjscore yaku ------------------------------------------------------------------------------


def yaku_data(rules: Rules) -> list[dict[str, Any]]:
    """Every yaku under ``rules``: id, names, han closed and open (for a yakuman, how many
    yakuman; 0 when it does not count that way) and whether the rules have it at all."""
    from .yaku import YAKU

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
    rows = []
    for entry in yaku_data(rules):
        note = ""
        if not entry["available"]:
            note = "not a yaku under these rules"
        elif entry["closed"] and not entry["open"] and _has_open_form(entry["id"]):
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


def _has_open_form(ident: str) -> bool:
    from .yaku import YAKU_BY_ID

    return YAKU_BY_ID[ident].han_open > 0


def error_data(code: str, message: str, column: int | None = None) -> dict[str, Any]:
    """The JSON object of an error: ``{"error": {"code", "message"}}``, and the 1-based
    column for bad notation."""
    error: dict[str, Any] = {"code": code, "message": message}
    if column is not None:
        error["column"] = column
    return {"error": error}


# ----------------------------------------------------------------- batch and check output

_BATCH_TABLE = (("line", 5), ("id", 8), ("hand", 32), ("han", 3), ("fu", 3), ("limit", 14),
                ("value", 6), ("payments", 0))
_CHECK_TABLE = (("line", 5), ("id", 8), ("expect", 20), ("check", 8), ("hand", 32),
                ("han", 3), ("fu", 3), ("limit", 14), ("value", 6), ("notes", 0))
_RIGHT = frozenset(("line", "han", "fu", "value"))


def batch_json_line(record: Mapping[str, Any]) -> str:
    """One batch output record as one line of JSON (UTF-8 text as it is)."""
    import json

    return json.dumps(record, ensure_ascii=False)


def _table_line(cells: Sequence[str], columns: Sequence[tuple[str, int]]) -> str:
    parts = [cell.rjust(width) if name in _RIGHT else cell.ljust(width)
             for cell, (name, width) in zip(cells, columns, strict=True)]
    return "  ".join(parts).rstrip()


def batch_table_header(check: bool) -> str:
    """The header of the streamed batch table and its rule, on two lines.

    The columns have fixed widths so that rows can be printed as the records arrive; a
    longer cell pushes the rest of its row to the right.
    """
    columns = _CHECK_TABLE if check else _BATCH_TABLE
    names = [name for name, _ in columns]
    rule = ["-" * max(width, len(name)) for name, width in columns]
    return f"{_table_line(names, columns)}\n{_table_line(rule, columns)}"


def batch_table_row(record: Mapping[str, Any], check: bool) -> str:
    """One output record as a row of the streamed batch table."""
    cells = _batch_cells(record)
    if check:
        values = [cells["line"], cells["id"], cells["expect"], cells["check"], cells["hand"],
                  cells["han"], cells["fu"], cells["limit"], cells["value"],
                  cells["error"] or cells["differs"] or cells["claim_honba"]]
        return _table_line(values, _CHECK_TABLE)
    values = [cells["line"], cells["id"], cells["hand"], cells["han"], cells["fu"],
              cells["limit"], cells["value"], cells["error"] or cells["payments"]]
    return _table_line(values, _BATCH_TABLE)


BATCH_CSV_COLUMNS = ("line", "id", "ok", "hand", "han", "fu", "limit", "yakuman", "yaku",
                     "value", "payments", "total", "reading", "error_code", "error_message")
"""The columns of ``mjscore batch --csv``; ``check`` adds :data:`CHECK_CSV_COLUMNS`."""

CHECK_CSV_COLUMNS = ("expect", "check", "claim_honba", "differs")
"""The columns ``mjscore check --csv`` adds after ``ok``."""


def batch_lines(run: BatchRun, style: str, check: bool) -> Iterator[str]:
    """The output of a batch run in one style ("json", "table" or "csv"), a line at a time
    as the records arrive, header first, without the summary."""
    if style == "json":
        yield from run.json_lines()
        return
    if style == "table":
        yield batch_table_header(check)
        for record in run:
            yield batch_table_row(record, check)
        return
    import csv
    import io

    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="")

    def csv_line(row: Sequence[str]) -> str:
        buffer.seek(0)
        buffer.truncate()
        writer.writerow(row)
        return buffer.getvalue()

    yield csv_line(batch_csv_header(check))
    for record in run:
        yield csv_line(batch_csv_row(record, check))


def batch_csv_header(check: bool) -> list[str]:
    """The header row of the batch CSV."""
    if not check:
        return list(BATCH_CSV_COLUMNS)
    return [*BATCH_CSV_COLUMNS[:3], *CHECK_CSV_COLUMNS, *BATCH_CSV_COLUMNS[3:]]


def batch_csv_row(record: Mapping[str, Any], check: bool) -> list[str]:
    """One output record as a CSV row: lists joined with "; ", absent values empty."""
    cells = _batch_cells(record)
    return [cells[name] for name in batch_csv_header(check)]


def _batch_cells(record: Mapping[str, Any]) -> dict[str, str]:
    """Every column of a batch record as text."""
    import json

    error = record.get("error") or {}
    reading = record.get("reading") or {}
    ident = record.get("id")
    honba = record.get("claim_honba")

    def text(key: str) -> str:
        value = record.get(key)
        return "" if value is None else str(value)

    return {
        "line": text("line"),
        "id": "" if ident is None else ident if isinstance(ident, str) else json.dumps(ident),
        "ok": "true" if record.get("ok") else "false",
        "hand": text("hand"),
        "han": text("han"),
        "fu": text("fu"),
        "limit": text("limit"),
        "yakuman": text("yakuman"),
        "yaku": "; ".join(f"{hit['id']} {hit['han']}" for hit in record.get("yaku", ())),
        "value": text("value"),
        "payments": "; ".join(f"{p['payer']} {p['amount']}"
                              for p in record.get("payments", ())),
        "total": text("total"),
        "reading": str(reading.get("text", "")),
        "error_code": str(error.get("code", "")),
        "error_message": str(error.get("message", "")),
        "error": f"{error['code']}: {error['message']}" if error else "",
        "expect": text("expect"),
        "check": text("check"),
        "claim_honba": f"honba {honba}" if honba else "",
        "differs": "; ".join(
            f"{d['part']}: claimed {d['claimed']}, actual {d['actual']}"
            for d in record.get("differs", ())
        ) + (f" (honba {honba})" if honba and record.get("differs") else ""),
    }


def batch_summary_text(command: str, summary: Mapping[str, int]) -> str:
    """The one-line summary of a run: ``mjscore check: 3 records, 2 scored, 1 error, …``."""

    def count(number: int, word: str, plural: str) -> str:
        return f"{number:,} {word if number == 1 else plural}"

    parts = [count(summary["records"], "record", "records"),
             f"{summary['scored']:,} scored",
             count(summary["errors"], "error", "errors")]
    if "matches" in summary:
        parts += [count(summary["matches"], "match", "matches"),
                  count(summary["mismatches"], "mismatch", "mismatches")]
    return f"mjscore {command}: {', '.join(parts)}"
