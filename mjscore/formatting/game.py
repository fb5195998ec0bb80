"""The views of ``mjscore game``: a played sheet hand by hand, its final result, what each
player needs, and a league table, as text (English or Japanese), CSV and JSON records.

Hand rows have fixed column widths (wide characters counted as two), so that each can be
printed the moment its line is played, as a scorer at the table types it.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..game import ExhaustiveDraw
from ..hand import Wind
from ..scoring import (
    ABORT_WORDS,
    END_WORDS,
    FIELD_WORDS,
    FOUL_WORDS,
    Limit,
    game_word,
    grade_words,
    han_fu_words,
    ledger_words,
    limit_words,
    pick,
    word,
)
from .output import csv_text, display_width, fit, pad
from .score import yaku_name
from .width import Column, draw_lines, fit_table, fit_text, hang, plan_columns, wrap

if TYPE_CHECKING:
    from ..base import MjscoreError
    from ..game import (
        GameReport,
        GameResult,
        GameState,
        HandOutcome,
        Mismatch,
        PlayerNeeds,
        Standing,
        Summary,
        Way,
    )

_PLAYER_WIDTH = 17
_EVENT_WIDTH = 40
_EVENT_ROOM = 24
"""How many columns more the events of a narrow-fitted table take when the width leaves
them (:func:`hand_header` given a width)."""


def _names(players: Sequence[str], seats: Sequence[int]) -> str:
    return " ".join(players[seat] for seat in seats)


@functools.lru_cache(maxsize=16)
def _hand_widths(seats: int, width: int) -> tuple[int | None, ...]:
    """The widths of the hand table's columns in ``width`` columns (``game.hands`` of
    :data:`~.width.GIVE_WAY`): the event wraps first, then goes on a line of its own, then
    each player's change goes over their score, then the line and the sticks columns
    go. On a terminal wider than the full table, the events take up to
    :data:`_EVENT_ROOM` more columns, so that fewer of them wrap."""
    columns = [Column("line", 4, 4, 4), Column("hand", 6, 6, 6),
               Column("event", _EVENT_WIDTH, _EVENT_WIDTH, 24),
               *(Column("player", _PLAYER_WIDTH, _PLAYER_WIDTH, 8, whole=True)
                 for _ in range(seats)),
               Column("sticks", 6, 6, 6)]
    widths = plan_columns("game.hands", columns, width)
    kept = [size for size in widths if size is not None]
    spare = width - sum(kept) - 2 * (len(kept) - 1)
    if widths[2] is not None and spare > 0:
        widths[2] += min(spare, _EVENT_ROOM)
    return tuple(widths)


def hand_header(players: Sequence[str], lang: str = "en", width: int | None = None) -> str:
    """The header of the hand table and its rule, on two lines; fitted to ``width``
    columns when given (the rows of :func:`hand_lines` then take the same width)."""
    if width is not None:
        widths = _hand_widths(len(players), width)
        names = [game_word("line", lang), game_word("hand", lang), game_word("event", lang),
                 *players, game_word("sticks", lang)]
        align = "rll" + "r" * len(players) + "r"
        heads = [[fit(name, size, right=side == "r").strip()] if size is not None else []
                 for name, size, side in zip(names, widths, align, strict=True)]
        dashes = [["-" * size] if size is not None else [] for size in widths]
        return "\n".join([*draw_lines(heads, widths, align),
                          *draw_lines(dashes, widths, "l" * len(widths))])
    cells = [pad(game_word("line", lang), 4, right=True), pad(game_word("hand", lang), 6),
             pad(game_word("event", lang), _EVENT_WIDTH),
             *(fit(name, _PLAYER_WIDTH, right=True) for name in players),
             pad(game_word("sticks", lang), 6, right=True)]
    rule = ["-" * display_width(cell) for cell in cells]
    return "  ".join(cells).rstrip() + "\n" + "  ".join(rule)


def event_text(summary: Summary, outcome: HandOutcome, players: Sequence[str],
               lang: str = "en") -> str:
    """One thing that happened in a hand, in words, with the players' names."""
    who = players[summary.seat] if summary.seat is not None else ""
    kind = summary.kind
    if kind == "riichi":
        key = ("riichi_ronned" if summary.value == 0
               else "double_riichi" if summary.text == "double riichi" else "riichi")
        return game_word(key, lang, who=who)
    if kind in ("ron", "tsumo"):
        source = players[summary.source] if summary.source is not None else ""
        return game_word(kind, lang, who=who, source=source,
                         text=win_value_text(summary, outcome, lang))
    if kind == "draw":
        draw = next(event for event in outcome.record.events
                    if isinstance(event, ExhaustiveDraw))
        if not draw.tenpai:
            return game_word("draw_none", lang)
        return game_word("draw", lang, who=_names(players, sorted(draw.tenpai)))
    if kind in ("abort", "foul", "adjustment", "end", "chombo", "nagashi"):
        said = _said(kind, summary.text, lang)
        text = game_word(kind, lang, who=who, text=said)
        return f"{text}: {said}" if kind in ("chombo", "end") and summary.text else text
    return ledger_words(summary.text, lang)


def _said(kind: str, text: str, lang: str) -> str:
    """The text of a summary in ``lang``: an abortive draw's name, a foul's penalty and the
    ledger's own phrases translated; what the sheet wrote (a reason) as written."""
    if kind == "abort" and text in ABORT_WORDS:
        return pick(ABORT_WORDS[text], lang)
    penalty, colon, reason = text.partition(": ")
    if kind == "foul" and penalty in FOUL_WORDS:
        return pick(FOUL_WORDS[penalty], lang) + colon + reason
    return ledger_words(text, lang)


def win_value_text(summary: Summary, outcome: HandOutcome, lang: str = "en") -> str:
    """What a win was worth, as a hand's row says it: its grade and points (``3han30fu
    3900``, ``mangan 12000``; ``3翻30符 3900``, ``満貫 12000`` in Japanese), or the points
    alone for a claim of points only. The English is the ledger's own summary text."""
    grade, _, value = summary.text.rpartition(" ")
    if lang != "ja" or not grade:
        return summary.text
    paid = next((paid for paid in outcome.wins
                 if paid.win.winner == summary.seat and paid.text == summary.text), None)
    if paid is not None and paid.score is not None:
        found = paid.score
        words = grade_words(found.han, found.fu, found.limit, found.yakuman, lang)
    elif paid is not None and paid.grade is not None:
        claimed = paid.grade
        words = grade_words(claimed.han, claimed.fu, claimed.limit, claimed.yakuman, lang)
    else:
        return summary.text
    return f"{words} {value}"


def _change(change: int, score: int) -> str:
    shown = f"{change:+,}" if change else ""
    return f"{shown:>8} {score:>8,}"


def hand_lines(outcome: HandOutcome, players: Sequence[str], lang: str = "en",
               width: int | None = None) -> list[str]:
    """A played hand: its row (line, label, what happened, each player's change and score,
    the sticks on the table after it), then a line per mismatch and per problem; fitted to
    ``width`` columns when given, as :func:`hand_header` is."""
    events = "; ".join(event_text(item, outcome, players, lang) for item in outcome.summary)
    line = "" if outcome.line is None else str(outcome.line)
    if width is not None:
        return _narrow_hand_lines(outcome, players, lang, width=width, events=events,
                                  line=line)
    cells = [pad(line, 4, right=True), pad(str(outcome.before.label), 6),
             pad(events, _EVENT_WIDTH),
             *(pad(_change(change, score), _PLAYER_WIDTH, right=True)
               for change, score in zip(outcome.changes, outcome.after.scores, strict=True)),
             pad(str(len(outcome.after.sticks)), 6, right=True)]
    lines = ["  ".join(cells).rstrip()]
    lines += [f"      ! {mismatch_text(mismatch, players, lang)}"
              for mismatch in outcome.mismatches]
    lines += [f"      ! {problem.code}: {problem.message}" for problem in outcome.problems]
    return lines


def _narrow_hand_lines(outcome: HandOutcome, players: Sequence[str], lang: str, *,
                       width: int, events: str, line: str) -> list[str]:
    widths = _hand_widths(len(players), width)
    align = "rll" + "r" * len(players) + "r"
    cells: list[list[str]] = [[line], [str(outcome.before.label)],
                              wrap(events, widths[2]) if widths[2] is not None else []]
    lines: list[str] = []
    if widths[2] is None:  # the event on lines of its own, after the line and the hand
        head = "".join(pad(text[0], size, right=side == "r") + "  "
                       for text, size, side in zip(cells[:2], widths[:2], "rl", strict=True)
                       if size is not None)
        lines += hang(events, width, head, " " * display_width(head))
        cells[:2] = [[], []]
    for change, score, player in zip(outcome.changes, outcome.after.scores, widths[3:-1],
                                     strict=False):
        if player is not None and player >= _PLAYER_WIDTH:
            cells.append([_change(change, score)])
        else:
            cells.append([f"{change:+,}" if change else "", f"{score:,}"])
    cells.append([str(len(outcome.after.sticks))])
    lines += draw_lines(cells, widths, align)
    for text in [mismatch_text(mismatch, players, lang) for mismatch in outcome.mismatches] + [
            f"{problem.code}: {problem.message}" for problem in outcome.problems]:
        lines.append(fit_text(f"      ! {text}", width))
    return lines


def mismatch_text(mismatch: Mismatch, players: Sequence[str], lang: str = "en") -> str:
    """What the sheet wrote and what the rules give, in words (in Japanese the field by
    :data:`~mjscore.scoring.FIELD_WORDS` and the limits, grades and kinds of win named as
    the score names them)."""
    field = mismatch.field
    if lang == "ja":
        field = "の".join(pick(FIELD_WORDS[part], lang) if part in FIELD_WORDS
                         else yaku_name(part, lang) for part in field.split("."))
    if mismatch.seat is not None:
        field = f"{field} ({players[mismatch.seat]})"
    return game_word("written", lang, field=field, written=_plain(mismatch.written, lang),
                     ledger=_plain(mismatch.ledger, lang))


_GRADE = re.compile(r"(\d+)han(\d+)fu")
_WIN_KINDS = ("dealer_ron", "dealer_tsumo", "non_dealer_ron", "non_dealer_tsumo")
_LIMITS = {limit.value: limit for limit in Limit}


def _plain(value: object, lang: str = "en") -> str:
    if isinstance(value, tuple | list):
        return " ".join(_plain(item, lang) for item in value)
    text = str(getattr(value, "value", value))
    if lang != "ja":
        return text
    if value is None:
        return game_word("nothing", lang)
    if text in _LIMITS:
        return limit_words(_LIMITS[text], 0, lang)
    if text in _WIN_KINDS:
        return word(f"{text}_win", lang)
    grade = _GRADE.fullmatch(text)
    return han_fu_words(int(grade[1]), int(grade[2]), lang) if grade else text


def error_line(error: MjscoreError, width: int | None = None) -> str:
    """A sheet line that could not be read (wrapped to ``width`` columns when given)."""
    return fit_text(f"      ! {error.code}: {error.message}", width)


def _signed(value: float) -> str:
    return f"{value:+.1f}"


def result_block(report: GameReport, lang: str = "en", width: int | None = None) -> str:
    """The final result: why the game ended, each player's place, score, uma, oka and points
    (first place first), the leftover sticks, and what the sheet wrote that differs; fitted
    to ``width`` columns when given."""
    result: GameResult = report.result
    players = report.game.players
    why = pick(END_WORDS[result.end.value if result.end else "open"], lang)
    title = f"{game_word('final', lang)} ({why})"
    rows = [[str(result.placings[seat]), players[seat], f"{result.final_scores[seat]:,}",
             _signed(result.uma[seat]), _signed(result.oka[seat]),
             _signed(result.points[seat])] for seat in result.order]
    headers = [game_word(key, lang) for key in
               ("place", "player", "score", "uma", "oka", "final_points")]
    lines = [title, fit_table("game.final", ("place", "player", "score", "uma", "oka",
                                             "points"), rows, headers, align="llrrrr",
                              width=width)]
    if result.leftover_sticks:
        where = {"first": "to_first", "first_split": "to_first_split", "returned": "returned",
                 "lost": "lost"}[
            result.rules.leftover_sticks.value]
        lines.append(game_word("leftover", lang, count=len(result.leftover_sticks),
                               where=game_word(where, lang)))
    lines += [game_word("penalty", lang, seat=players[seat], points=_signed(-taken))
              for seat, taken in enumerate(result.penalties) if taken]
    lines += [f"! {mismatch_text(mismatch, players, lang)}" for mismatch in result.mismatches]
    lines += [f"! {problem.code}: {problem.message}" for problem in result.problems]
    return fit_text("\n".join(lines), width)


def needs_block(state: GameState, needs: Sequence[PlayerNeeds], players: Sequence[str],
                lang: str = "en", width: int | None = None) -> str:
    """What each player needs from the state of the table: the smallest win to be first
    and to move up a place, by ron from each other player and by tsumo (wrapped to
    ``width`` columns when given)."""
    lines = [game_word("needs", lang, label=state.label, sticks=len(state.sticks),
                       honba=state.honba)]
    for need in sorted(needs, key=lambda need: need.place):
        name = players[need.seat]
        head = f"{need.place}. {name} ({state.scores[need.seat]:,})"
        if not need.first:
            lines.append(f"{head}: {game_word('needs_leader', lang)}")
            continue
        lines.append(f"{head}:")
        goals = [("needs_first", need.first)]
        if need.place > 2:
            goals.append(("needs_up", need.up))
        for key, ways in goals:
            lines.append(f"    {game_word(key, lang)}: "
                         + "; ".join(_way_text(way, players, lang) for way in ways))
    return fit_text("\n".join(lines), width)


def _way_text(way: Way, players: Sequence[str], lang: str) -> str:
    how = (pick(("tsumo", "ツモ"), lang) if way.tsumo
           else pick(("ron from {who}", "{who}からロン"), lang).format(
               who=players[way.discarder] if way.discarder is not None else "?"))
    if way.grade is None:
        return f"{how} {game_word('cannot', lang)}"
    if lang != "ja":
        return f"{how} {way.grade} ({way.payments})"
    grade = way.grade
    payments = way.payments
    if payments.endswith(" all"):
        payments = word("all", lang, points=payments.removesuffix(" all"))
    return (f"{how} {grade_words(grade.han, grade.fu, grade.limit, grade.yakuman, lang)} "
            f"({payments})")


def standings_block(table: Sequence[Standing], lang: str = "en",
                    width: int | None = None) -> str:
    """The league table over several games (fitted to ``width`` columns when given)."""
    rows = [[str(rank), standing.player, str(standing.games),
             "/".join(str(count) for count in standing.places),
             f"{standing.average_place:.2f}", _signed(standing.points)]
            for rank, standing in enumerate(table, 1)]
    headers = ["#", *(game_word(key, lang) for key in
                      ("player", "games", "places", "average", "total_points"))]
    if table:  # one place a seat: 1st/2nd/3rd at a three-player table
        headers[3] = "/".join(headers[3].split("/")[:len(table[0].places)])
    keys = ("rank", "player", "games", "places", "average", "points")
    return fit_text(game_word("standings", lang), width) + "\n" + fit_table(
        "game.standings", keys, rows, headers, align="llrlrr", width=width)


def csv_columns(seats: int) -> tuple[str, ...]:
    """The columns of ``mjscore game --csv`` for a game of ``seats`` players: a change and a
    score for each seat, no empty fourth one at a three-player table."""
    return ("game", "line", "hand", "event",
            *(f"{what}_{seat}" for seat in range(1, seats + 1) for what in ("change", "score")),
            "honba", "sticks", "mismatches")


CSV_COLUMNS = csv_columns(len(Wind))
"""The columns of ``mjscore game --csv`` of a four-player game: a row per hand, then a row
``final`` per game whose changes are the final points and whose scores the final scores
(:func:`csv_columns` for another seat count)."""


def hand_csv_row(game: str, outcome: HandOutcome, players: Sequence[str]) -> list[str]:
    """A hand as a row of :data:`CSV_COLUMNS`; its text cells are never read as a formula
    (:func:`~mjscore.formatting.output.csv_text`), its numbers stay numbers."""
    events = "; ".join(event_text(item, outcome, players) for item in outcome.summary)
    cells = [csv_text(game), "" if outcome.line is None else str(outcome.line),
             csv_text(str(outcome.before.label)), csv_text(events)]
    for change, score in zip(outcome.changes, outcome.after.scores, strict=True):
        cells += [str(change), str(score)]
    problems = [mismatch_text(mismatch, players) for mismatch in outcome.mismatches]
    problems += [f"{problem.code}: {problem.message}" for problem in outcome.problems]
    return [*cells, str(outcome.after.honba), str(len(outcome.after.sticks)),
            csv_text(" | ".join(problems))]


def result_csv_row(game: str, report: GameReport) -> list[str]:
    """A game's final result as a row of :data:`CSV_COLUMNS` (text cells as in
    :func:`hand_csv_row`)."""
    result = report.result
    cells = [csv_text(game), "", "final", result.end.value if result.end else ""]
    for points, score in zip(result.points, result.final_scores, strict=True):
        cells += [f"{points:.1f}", str(score)]
    problems = [mismatch_text(mismatch, report.game.players) for mismatch in result.mismatches]
    problems += [f"{problem.code}: {problem.message}" for problem in result.problems]
    return [*cells, "", str(len(result.leftover_sticks)), csv_text(" | ".join(problems))]


def error_csv_row(game: str, line: int | None, seats: int, code: str,
                  message: str) -> list[str]:
    """A sheet's line that could not be read, as a row of :func:`csv_columns` for ``seats``
    players: the event ``error``, the code and message where a hand's mismatches go."""
    return [csv_text(game), "" if line is None else str(line), "", "error",
            *[""] * (2 * seats), "", "", csv_text(f"{code}: {message}")]


def hand_record(game: str, outcome: HandOutcome) -> dict[str, Any]:
    """A played hand as a JSON record (``docs/game.md``)."""
    return {"type": "hand", "game": game, **outcome.as_record()}


def result_record(game: str, report: GameReport) -> dict[str, Any]:
    """A game's final result as a JSON record."""
    return {"type": "result", "game": game, "players": list(report.game.players),
            **report.result.as_record(),
            "problems": [{"code": problem.code, "message": problem.message}
                         for problem in report.result.problems]}


def status_line(players: Sequence[str], state: GameState, lang: str = "en") -> str:
    """Where a game stands, for the live scorer's ``status``: the next hand, who deals, the
    honba and sticks on the table, and each player's score (or that the game is over)."""
    scores = "  ".join(f"{name} {score:,}" for name, score in zip(players, state.scores,
                                                                    strict=True))
    if state.ended:
        why = pick(END_WORDS[state.end.value if state.end else "open"], lang)
        return game_word("game_over", lang, why=why, scores=scores)
    return game_word("status", lang, label=state.label, dealer=players[state.dealer],
                     honba=state.honba, sticks=len(state.sticks), scores=scores)


def undone_line(line: int | None, text: str, lang: str = "en") -> str:
    """What ``undo`` took back."""
    if line is None:
        return game_word("nothing_to_undo", lang)
    return game_word("undone", lang, line=line, text=text.strip())


def help_text(grammar: str, lang: str = "en") -> str:
    """The live scorer's ``help``: the sheet grammar (:func:`~mjscore.sheet.sheet_help`,
    in English as ``docs/game.md`` has it), under a heading in Japanese that says how to
    read it; in English the grammar alone."""
    head = game_word("help_head", lang)
    return f"{head}\n{grammar}" if head else grammar


def live_banner(lang: str = "en") -> str:
    """The line the live scorer (``mjscore game -`` on a terminal) starts with."""
    return game_word("live", lang)
