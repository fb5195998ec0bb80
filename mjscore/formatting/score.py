"""An explained score, as ``mjscore score`` prints it, in English ("en") or Japanese ("ja").

The hand and its reading, the rules and the situation, the yaku, the fu item by item, the
result in one line and what each seat pays. The words come from :mod:`mjscore.scoring.words` and the
situation's labels from ``situation.SITUATION_FIELDS``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..hand import Wind, format_hand, format_tiles, format_unicode, unicode_tile
from ..scoring import (
    DORA_NAMES,
    ROLE_WORDS,
    ROMAJI,
    SEAT_NAMES,
    SEAT_WORDS,
    WAIT_WORDS,
    YAKU_BY_ID,
    Block,
    Payer,
    SetKind,
    Shape,
    fu_item_words,
    grade_words,
    payment_table,
    pick,
    tsumo_shares,
    word,
    yakuman_words,
)
from ..situation import SITUATION_FIELDS, FieldKind, Situation, SituationField, situation_record
from .output import display_width, points_text
from .width import fit_table, fit_text, hang

if TYPE_CHECKING:
    from ..scoring import MeldReading, Score, WinChoice


def yaku_name(ident: str, lang: str = "en") -> str:
    """The name of a yaku or dora id (the id itself if unknown): in romaji as players say
    it ("en": ``iipeikou``), translated ("en-full": ``Pure double sequence``) or Japanese
    ("ja": ``一盃口``)."""
    if ident in DORA_NAMES:
        if lang == "en":
            return ROMAJI.get(ident) or ident.replace("_", " ")
        return pick(DORA_NAMES[ident], lang)
    definition = YAKU_BY_ID.get(ident)
    if definition is None:
        return ident
    if lang == "ja":
        return definition.name_ja
    return definition.name if lang == "en-full" else definition.romaji


def _seat(wind: Wind, lang: str) -> str:
    return pick(SEAT_WORDS[wind], lang)


def score_summary(result: Score, lang: str = "en") -> str:
    """The result in one line, the way players say it, after who won and how:
    ``South ron from West: 3 han 40 fu — 5,200``, ``South tsumo: mangan — 2,000 / 4,000``
    (a non-dealer's tsumo: non-dealers / dealer), ``East (dealer) tsumo: mangan — 4,000
    all``, ``double yakuman — 64,000``.

    The figures are the hand's value; when honba or deposits are on the table the line
    ends with what the winner receives in all.
    """
    return f"{win_words(result, lang)}{'：' if lang == 'ja' else ': '}{value_line(result, lang)}"


def win_words(result: Score, lang: str = "en") -> str:
    """Who won and how, so that a dealer's value is never read for a non-dealer's:
    ``East (dealer) ron from North``, ``South tsumo``, ``West ron`` (discarder not given)."""
    s = result.situation
    way = word("tsumo" if s.tsumo else "ron", lang)
    dealer = word("dealer_mark", lang) if result.dealer else ""
    text = f"{pick(SEAT_NAMES[s.seat], lang)}{dealer} {way}"
    if s.discarder is not None:
        text += word("ron_from", lang, seat=pick(SEAT_NAMES[s.discarder], lang))
    return text


def value_line(result: Score, lang: str = "en") -> str:
    """The value in one line: ``3 han 40 fu — 5,200``, ``mangan — 2,000 / 4,000`` …, and
    when honba or deposits are on the table what the winner receives in all."""
    line = value_summary(result, lang)
    if result.total != result.value:
        line += f" ({word('extra', lang, total=points_text(result.total))})"
    return line


def value_summary(result: Score, lang: str = "en") -> str:
    """The hand's value in one phrase, without honba and deposits: ``3 han 40 fu — 5,200``,
    ``mangan — 2,000 / 4,000``, ``満貫 — 4,000オール``."""
    head = grade_words(result.han, result.fu, result.limit, result.yakuman, lang)
    return f"{head} — {_value_words(result, lang)}"


def _value_words(result: Score, lang: str) -> str:
    table = payment_table(result.basic_points)
    if not result.situation.tsumo:
        return points_text(table["dealer_ron" if result.dealer else "ron"])
    dealer_pays, other_pays = tsumo_shares(result.basic_points, result.dealer, result.rules)
    if result.dealer:
        return word("all", lang, points=points_text(dealer_pays))
    return f"{points_text(other_pays)} / {points_text(dealer_pays)}"


def payment_rows(result: Score) -> list[tuple[str, tuple[str, ...], int]]:
    """(seat, roles, points) for each seat, E S W N (E S W with three players); what a seat
    pays is negative.

    A ron without a known discarder has one row for the winner, one with seat ``"?"`` for
    the discarder, and one for a liable player if there is one. When riichi deposits are on
    the table a last row (seat ``""``, role ``deposits``) gives them up, so that the rows
    always add up to zero.
    """
    situation = result.situation
    owed = {payment.payer: payment.amount for payment in result.payments}
    unknown = Payer.DISCARDER in owed
    if unknown:
        changes = {situation.seat: result.total, **{
            wind: -owed.get(Payer.of(wind), 0) for wind in (situation.pao,) if wind}}
    else:
        changes = dict(zip(tuple(Wind)[:result.rules.seats], result.deltas, strict=True))
    rows: list[tuple[str, tuple[str, ...], int]] = []
    for wind in Wind:
        if wind not in changes:
            continue
        roles = [role for role, seat in (("winner", situation.seat), ("dealer", Wind.EAST),
                                         ("discarder", situation.discarder),
                                         ("pao", situation.pao))
                 if seat is wind]
        rows.append((wind.letter, tuple(roles), changes[wind]))
    if unknown:
        rows.append(("?", ("discarder",), -owed[Payer.DISCARDER]))
    if result.deposit_points:
        rows.append(("", ("deposits",), -result.deposit_points))
    return rows


Note = tuple[str, Mapping[str, str]]
"""A note on how the input was read: the key of its words in ``WORDS`` and the values of
their template (a value named ``verdict`` is itself a key of ``WORDS``)."""


def score_text(result: Score, *, lang: str = "en", unicode: bool = False,
               seat_given: bool = True, notes: Sequence[Note] = (),
               choices: Sequence[WinChoice] = (), meld: MeldReading | None = None,
               width: int | None = None) -> str:
    """The whole explanation of a score, in order: the hand, the reading (with the rules
    and the situation), the yaku, the fu, the one-line summary and the payments; fitted to
    ``width`` columns when given (:mod:`.width`).

    ``seat_given=False`` (the command line had no ``--seat``) adds a note under the summary
    that the hand was scored as the dealer's; ``notes`` (words read as options, …) follow
    it. ``choices`` (of a hand written without ``+``: :func:`~mjscore.scoring.win_choices`)
    add a note on the tile taken as the winning tile and, last, the table of each tile as
    the winning tile; ``meld`` (:func:`~mjscore.scoring.meld_reading`) a note with the
    hand written with its melds in brackets and what it is then worth.
    """
    summary = score_summary(result, lang)
    if not seat_given:
        summary += "\n" + word("seat_note", lang)
    for text in slip_notes(result, lang, notes, choices, meld):
        summary += "\n" + text
    sections = [
        _score_header(result, lang, unicode, width),
        _yaku_table(result, lang, width),
        _fu_section(result, lang, width),
        summary,
        _payment_table(result, lang, width),
    ]
    if choices:
        sections.append(_choices_table(result, choices, lang, width))
    return fit_text("\n\n".join(sections), width)


def slip_notes(result: Score, lang: str = "en", notes: Sequence[Note] = (),
               choices: Sequence[WinChoice] = (), meld: MeldReading | None = None
               ) -> list[str]:
    """The notes on how the input was read, in words, each in parentheses."""
    texts = [word(key, lang, **{name: word(value, lang) if name == "verdict" else value
                                for name, value in values.items()})
             for key, values in notes]
    if choices:
        texts.append(word("win_tile_note", lang, tile=str(result.hand.win_tile)))
    if meld is not None:
        called = [str(each) for each in meld.hand.melds
                  if each not in result.hand.melds]
        value = (value_summary(meld.score, lang) if meld.score is not None
                 else _error_words(meld.error, lang))
        texts.append(word("meld_note", lang, tiles=" ".join(text.strip("[]") for text in called),
                          hand=format_hand(meld.hand), value=value))
    return texts


def _error_words(code: str | None, lang: str) -> str:
    return word("no_yaku", lang) if code == "no_yaku" else "—"


def _choices_table(result: Score, choices: Sequence[WinChoice], lang: str,
                   width: int | None) -> str:
    rows = []
    for choice in choices:
        tile = str(choice.tile)
        if choice.tile == result.hand.win_tile:
            tile = word("win_choice_taken", lang, tile=tile)
        rows.append((tile, *(value_summary(found, lang) if found is not None
                             else _error_words(error, lang)
                             for found, error in ((choice.ron, choice.ron_error),
                                                  (choice.tsumo, choice.tsumo_error)))))
    headers = (word("win_choice_tile", lang), word("ron", lang), word("tsumo", lang))
    return fit_table("score.choices", ("tile", "ron", "tsumo"), rows, headers, align="lll",
                     width=width)


def score_data(result: Score, *, notes: Sequence[Note] = (),
               choices: Sequence[WinChoice] = (), meld: MeldReading | None = None
               ) -> dict[str, Any]:
    """The JSON of ``mjscore score``: the batch output record (:meth:`Score.as_record`)
    with the situation as given (every key, defaults included) and ``dealer`` after the
    hand; with slips to answer, ``notes`` (their words, in English), ``win_choices`` (each
    tile as the winning tile, by ron and tsumo) and ``as_melds`` (the hand with its melds
    in brackets), each only when there is something to say."""
    record = result.as_record()
    data = {"hand": record.pop("hand"),
            "situation": situation_record(result.situation, result.rules),
            "dealer": result.dealer, **record}
    texts = slip_notes(result, "en", notes, choices, meld)
    if texts:
        data["notes"] = [text.removeprefix("(").removesuffix(")") for text in texts]
    if choices:
        data["win_choices"] = [
            {"tile": str(choice.tile), "taken": choice.tile == result.hand.win_tile,
             "ron": _choice_data(choice.ron, choice.ron_error),
             "tsumo": _choice_data(choice.tsumo, choice.tsumo_error)}
            for choice in choices]
    if meld is not None:
        data["as_melds"] = {"hand": format_hand(meld.hand),
                            **_choice_data(meld.score, meld.error)}
    return data


def _choice_data(found: Score | None, error: str | None) -> dict[str, Any]:
    if found is None:
        return {"error": error}
    record = found.as_record()
    return {key: record[key] for key in ("han", "fu", "limit", "yakuman", "value",
                                         "payments", "total")}


def _score_header(result: Score, lang: str, unicode: bool, width: int | None) -> str:
    lines = [
        (word("hand", lang), format_unicode(result.hand) if unicode
         else format_hand(result.hand)),
        (word("reading", lang), reading_text(result, lang, unicode)),
        (word("rules", lang), result.rules.name),
        (word("situation", lang), situation_text(result, lang)),
    ]
    return labelled_lines(lines, lang, width)


def labelled_lines(lines: list[tuple[str, str]], lang: str, width: int | None = None) -> str:
    """``label: text`` lines with the texts lined up (by full-width spaces in Japanese); a
    text wider than ``width`` columns, when given, goes on under itself."""
    size = max(len(label) for label, _ in lines) + 1
    pad = "　" if lang == "ja" else " "  # a full-width space lines up the Japanese labels
    out = []
    for label, text in lines:
        head = f"{label}:{pad * (size - len(label))}"
        if width is None:
            out.append(head + text)
        else:
            out += hang(text, width, head, " " * display_width(head))
    return "\n".join(out)


def reading_text(result: Score, lang: str = "en", unicode: bool = False) -> str:
    """The reading chosen: its sets and pair (melds in brackets) and the wait."""
    reading = result.reading

    def tiles(block: Block) -> str:
        if unicode:
            return "".join(unicode_tile(tile) for tile in block.tiles)
        return str(block)

    def shown(block: Block) -> str:
        if not block.is_meld:
            return tiles(block)
        closed_kan = block.kind is SetKind.KAN and not block.is_open
        return f"({tiles(block)})" if closed_kan else f"[{tiles(block)}]"

    win = unicode_tile(reading.win_tile) if unicode else str(reading.win_tile)
    wait_text = word("wait", lang, wait=pick(WAIT_WORDS[reading.wait], lang), tile=win)
    comma = "、" if lang == "ja" else ", "
    if reading.shape is Shape.THIRTEEN_ORPHANS:
        return f"{word('orphans', lang)}{comma}{wait_text}"
    return f"{' '.join(shown(block) for block in reading.blocks)}{comma}{wait_text}"


_SHOWN_ORDER = (FieldKind.FLAG, FieldKind.WIND, FieldKind.SEAT, FieldKind.TILES,
                FieldKind.COUNT)
"""The situation line names the events, then the winds and seats, the indicators and the
counters."""


def situation_text(result: Score, lang: str = "en") -> str:
    """The situation as given: ron or tsumo, the events, winds, indicators and counters."""
    s = result.situation
    parts = [] if s.tsumo else [word("ron", lang)]
    parts += situation_parts(s, SITUATION_FIELDS, lang)
    return ("、" if lang == "ja" else ", ").join(parts)


def situation_parts(s: Situation, fields: Sequence[SituationField],
                    lang: str = "en") -> list[str]:
    """The fields of ``s`` among ``fields`` that say something, in words: the flags that are
    set, then the winds and seats, the indicators and the counters."""
    parts: list[str] = []
    for field in sorted(fields, key=lambda field: _SHOWN_ORDER.index(field.kind)):
        value: Any = getattr(s, field.name)
        label = pick(field.label, lang)
        if field.kind is FieldKind.FLAG:
            if value:
                parts.append(label)
        elif isinstance(value, Wind):
            parts.append(label.format(value=_seat(value, lang)))
        elif field.kind is FieldKind.TILES and value:
            parts.append(label.format(value=format_tiles(value)))
        elif field.kind is FieldKind.COUNT and value:
            parts.append(label.format(value=value, s="s" if value > 1 else ""))
    return parts


def _yaku_table(result: Score, lang: str, width: int | None) -> str:
    def han(value: int) -> str:
        return yakuman_words(value // 13, lang) if result.yakuman else str(value)

    rows = [(yaku_name(hit.id, lang), han(hit.han)) for hit in result.yaku]
    rows.append((word("total", lang), han(result.han)))
    return fit_table("score.yaku", ("yaku", "han"), rows,
                     (word("yaku", lang), word("han", lang)), align="lr", width=width)


def _fu_section(result: Score, lang: str, width: int | None) -> str:
    if result.yakuman:
        return f"{word('fu', lang)}: {word('yakuman_fu', lang)}"
    rows: list[tuple[str, str]] = [
        (f"{fu_item_words(item, lang)} {item.tiles}".rstrip(), str(item.fu))
        for item in result.fu_items]
    if result.fu_sum != result.fu:
        rows.append((word("sum", lang), str(result.fu_sum)))
        rows.append((word("rounded", lang), str(result.fu)))
    else:
        rows.append((word("total", lang), str(result.fu)))
    table = fit_table("score.fu", ("item", "fu"), rows, (word("item", lang), word("fu", lang)),
                      align="lr", width=width)
    if result.han >= 5:  # mangan and above do not depend on fu
        table += f"\n({word('limit_fu', lang)})"
    return table


def _payment_table(result: Score, lang: str, width: int | None) -> str:
    rows = [
        (_seat(Wind(seat), lang) if seat in "ESWN" and seat else seat,
         ("・" if lang == "ja" else ", ").join(pick(ROLE_WORDS[role], lang) for role in roles),
         points_text(points, signed=True))
        for seat, roles, points in payment_rows(result)
    ]
    headers = (word("seat", lang), word("role", lang), word("points", lang))
    return fit_table("score.payments", ("seat", "role", "points"), rows, headers,
                     align="llr", width=width)
