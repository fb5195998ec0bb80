"""The views of the page at the table (``mjscore serve``): the same answers as the command
line's text, cut into the pieces a phone shows (a yaku a row, a wait a row), in English or
Japanese. Each view is a JSON-ready dict of words; the numbers stay in the CLI's ``--json``
record beside it, so the page computes nothing.

>>> from mjscore.scoring import score
>>> view = score_view(score("234m567p8s+8s [4-56s] [777z]", tsumo=True, seat="S",
...                         dora=["3m"]), "en")
>>> view["summary"], [row["name"] for row in view["yaku"]]
('South tsumo: 2 han 30 fu — 500 / 1,000', ['chun', 'dora'])
>>> score_view(score("234m567p8s+8s [4-56s] [777z]", tsumo=True, seat="S"), "ja")["yaku"]
[{'name': '役牌 中', 'han': '1'}]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..hand import TILE_KINDS, Wind
from ..rules import PRESET_LIST, Rules
from ..scoring import (
    ROLE_WORDS,
    SEAT_WORDS,
    WAIT_WORDS,
    fu_item_words,
    pick,
    waits_word,
    word,
    yakuman_words,
)
from ..waiting import kinds_in_play
from .game import event_text, mismatch_text
from .output import points_text
from .rules import presets_data
from .score import payment_rows, reading_text, score_summary, situation_text, yaku_name
from .waits import (
    acceptance_text,
    discards_status,
    furiten_text,
    outcome_text,
    status_text,
    yaku_list,
)

if TYPE_CHECKING:
    from ..game import HandOutcome
    from ..scoring import Score
    from ..waiting import Discards, Waits


def score_view(result: Score, lang: str = "en") -> dict[str, Any]:
    """One score in words: the summary line, the reading, the situation, a row per yaku and
    per fu item (with the total and the rounding), and a row per seat's payment."""
    def han(value: int) -> str:
        return yakuman_words(value // 13, lang) if result.yakuman else str(value)

    fu_rows = [{"item": f"{fu_item_words(item, lang)} {item.tiles}".rstrip(),
                "fu": str(item.fu)} for item in result.fu_items]
    if result.fu_sum != result.fu and not result.yakuman:
        fu_rows.append({"item": word("sum", lang), "fu": str(result.fu_sum)})
    separator = "・" if lang == "ja" else ", "
    return {
        "summary": score_summary(result, lang),
        "reading": reading_text(result, lang),
        "situation": situation_text(result, lang),
        "rules": result.rules.name,
        "yaku": [{"name": yaku_name(hit.id, lang), "han": han(hit.han)} for hit in result.yaku],
        "han": han(result.han),
        "fu": [] if result.yakuman else fu_rows,
        "fu_total": word("yakuman_fu", lang) if result.yakuman else str(result.fu),
        "payments": [
            {"seat": pick(SEAT_WORDS[Wind(seat)], lang) if seat in "ESWN" and seat else seat,
             "roles": separator.join(pick(ROLE_WORDS[role], lang) for role in roles),
             "points": points_text(points, signed=True), "amount": points}
            for seat, roles, points in payment_rows(result)],
        "labels": {key: word(key, lang) for key in
                   ("reading", "situation", "rules", "yaku", "han", "fu", "total", "seat",
                    "role", "points", "item")},
    }


def waits_view(result: Waits, lang: str = "en") -> dict[str, Any]:
    """A 13-tile hand's waits in words: its status (tenpai and how many tiles are left, or its
    shanten), furiten, the tiles that bring a hand not tenpai closer (its acceptance), and a
    row per wait with its shapes, copies left, ron and tsumo values and yaku."""
    return {
        "status": status_text(result, lang),
        "furiten": furiten_text(result, lang) if result.tenpai else None,
        "acceptance": None if result.tenpai else acceptance_text(result.acceptance, lang),
        "waits": [wait_row(wait, lang) for wait in result.waits],
    }


def wait_row(wait: Any, lang: str = "en") -> dict[str, Any]:
    """One wait of :func:`waits_view` (a ``waiting.TileWait``)."""
    separator = "・" if lang == "ja" else ", "
    shapes = separator.join(pick(WAIT_WORDS[shape], lang) for shape in wait.shapes)
    ron = wait.ron if not isinstance(wait.ron, Exception) else None
    chosen = ron or (wait.tsumo if not isinstance(wait.tsumo, Exception) else None)
    return {"tile": str(wait.tile), "shape": shapes, "left": wait.left,
            "karaten": wait.karaten, "ron": outcome_text(wait.ron, lang),
            "tsumo": outcome_text(wait.tsumo, lang),
            "yaku": yaku_list(chosen, lang) if chosen is not None else ""}


def discards_view(result: Discards, lang: str = "en") -> dict[str, Any]:
    """A 14-tile hand's discard view (何切る), as ``mjscore waits`` prints it: how many
    discards leave it tenpai (``status``); each such discard, best first, with its waits
    (``options``); and a row per discard (``rows``): the shanten after it, the copies it
    accepts and their kinds, and at 1 shanten the best ron and tsumo of the tenpai reached
    (``None`` where not counted)."""
    rows = []
    for row in result.rows:
        best = ((points_text(max(item.ron for item in row.reached)),
                 points_text(max(item.tsumo for item in row.reached)))
                if row.reached else (None, None))
        rows.append({"tile": str(row.tile), "shanten": row.shanten,
                     "left": row.acceptance_count,
                     "acceptance": [str(item.tile) for item in row.acceptance],
                     "worth": points_text(row.waits.worth) if row.waits is not None else None,
                     "best_ron": best[0], "best_tsumo": best[1]})
    return {
        "status": discards_status(result, lang),
        "complete": result.shanten < 0,
        "shanten": result.shanten,
        "options": [{"discard": str(option.discard), "worth": points_text(option.waits.worth),
                     **waits_view(option.waits, lang)} for option in result.options],
        "rows": rows,
        "labels": {key: waits_word(key, lang) for key in
                   ("choices", "shanten", "tiles_left", "acceptance", "best_ron",
                    "best_tsumo")},
    }


def game_view(outcome: HandOutcome, players: Sequence[str], lang: str = "en") -> dict[str, Any]:
    """A hand of a game in words: its label, what happened (with the players' names), and
    each difference from what the sheet wrote and each impossible event."""
    return {
        "label": str(outcome.before.label),
        "events": "; ".join(event_text(item, outcome, players, lang)
                            for item in outcome.summary),
        "problems": [*(mismatch_text(mismatch, players, lang)
                       for mismatch in outcome.mismatches),
                     *(f"{problem.code}: {problem.message}" for problem in outcome.problems)],
    }


def table_facts(rules: Rules) -> dict[str, Any]:
    """What the page's editor needs of a rule set: its ``seats`` (4, or 3: no North seat),
    whether a North may be set aside as ``kita``, whether ``chi`` may be called, and the
    ``tiles`` a palette offers: the kinds in play (never 2m to 8m with 108 tiles) and the
    red fives the rules have."""
    tiles = []
    for kind in kinds_in_play(rules):
        tile = str(TILE_KINDS[kind])
        tiles.append(tile)
        if tile[0] == "5" and tile[1] in rules.red_fives:
            tiles.append(f"0{tile[1]}")
    return {"seats": rules.seats, "kita": rules.kita, "chi": rules.chi, "tiles": tiles}


def presets_view() -> list[dict[str, Any]]:
    """Every preset as ``mjscore rules --json`` lists it, with its :func:`table_facts`."""
    facts = {preset.name: table_facts(preset.rules) for preset in PRESET_LIST}
    return [{**record, **facts[record["name"]]} for record in presets_data()]
