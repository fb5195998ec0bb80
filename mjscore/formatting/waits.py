"""What a hand waits on, as ``mjscore waits`` prints it, in English ("en") or Japanese ("ja").

For 13 tiles (:class:`~mjscore.waiting.Waits`): the hand, the rules and the situation, a
line that says tenpai (how many waits, how many tiles left) or the shanten, the furiten line,
and a table with a row per wait: the tile, its shapes, the copies left, the ron and tsumo
values (and the riichi values when asked), and the yaku. For 14 tiles
(:class:`~mjscore.waiting.Discards`): the same header, then one such table per discard that
leaves the hand tenpai, best first. The words come from :mod:`mjscore.scoring.words`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from ..base import MjscoreError
from ..hand import MeldKind, WaitingHand, format_tiles, unicode_tile
from ..scoring import DORA_NAMES, WAIT_WORDS, Score, pick, waits_word, word
from ..situation import BEFORE_WIN_KEYS, SITUATION_FIELD, Situation
from ..waiting import Accepted, CallView, Discards, FuritenReason, Outcome, Table, TileWait, Waits
from .output import points_text
from .score import labelled_lines, situation_parts, value_summary, yaku_name
from .width import fit_table, fit_text

if TYPE_CHECKING:
    from ..hand import Tile


def waits_text(result: Waits | Discards, *, lang: str = "en", unicode: bool = False,
               width: int | None = None) -> str:
    """The whole answer: :func:`waits_13_text` for 13 tiles, :func:`discards_text` for 14;
    fitted to ``width`` columns when given (:mod:`.width`)."""
    if isinstance(result, Discards):
        return discards_text(result, lang=lang, unicode=unicode, width=width)
    return waits_13_text(result, lang=lang, unicode=unicode, width=width)


def waits_13_text(result: Waits, *, lang: str = "en", unicode: bool = False,
                  width: int | None = None) -> str:
    """The header (hand, rules, situation, tenpai or shanten, furiten) and the waits."""
    lines = _header(result, lang, unicode)
    lines.append((waits_word("status", lang), status_text(result, lang, unicode)))
    if result.tenpai:
        lines.append((waits_word("furiten", lang), furiten_text(result, lang, unicode)))
    else:
        lines.append((waits_word("acceptance", lang),
                      acceptance_text(result.acceptance, lang, unicode)))
    sections = [labelled_lines(lines, lang, width)]
    if result.waits:
        sections.append(waits_table(result, lang, unicode, width))
    return fit_text("\n\n".join([*sections, *_counters_note(result.situation, lang)]), width)


def discards_text(result: Discards, *, lang: str = "en", unicode: bool = False,
                  width: int | None = None) -> str:
    """The header (hand, rules, situation, how many discards leave the hand tenpai), then each
    such discard, best first: its waits, tiles left, worth and furiten, and its table."""
    lines = _header(result, lang, unicode)
    lines.append((waits_word("choices", lang), discards_status(result, lang)))
    sections = [labelled_lines(lines, lang, width)]
    for option in result.options:
        heading = waits_word("discard", lang, tile=_tile(option.discard, unicode),
                             status=status_text(option.waits, lang, unicode),
                             worth=points_text(option.waits.worth))
        if option.waits.furiten_reasons:
            separator = "、" if lang == "ja" else "; "
            heading += (f"{separator}{waits_word('furiten', lang)}: "
                        f"{furiten_text(option.waits, lang, unicode)}")
        sections.append(f"{fit_text(heading, width)}\n"
                        f"{waits_table(option.waits, lang, unicode, width)}")
    if result.rows:
        sections.append(discard_table(result, lang, unicode, width))
    return fit_text("\n\n".join([*sections, *_counters_note(result.situation, lang)]), width)


def discards_status(result: Discards, lang: str = "en") -> str:
    """How many discards leave the 14 tiles tenpai (and whether they win as they are), or
    that none does and the shanten: ``1 leaves the hand tenpai``."""
    if result.options:
        count = len(result.options)
        status = waits_word("tenpai_discards", lang, count=count, s="" if count > 1 else "s")
        if result.shanten < 0:
            status += f" ({waits_word('complete', lang)})"
        return status
    if result.shanten < 0:
        return waits_word("complete", lang)
    return waits_word("no_tenpai_discard", lang, shanten=result.shanten)


def acceptance_text(accepted: Sequence[Accepted], lang: str = "en",
                    unicode: bool = False) -> str:
    """``2m 5m 3s (11 tiles)``: the accepted kinds and their copies left together."""
    if not accepted:
        return waits_word("no_acceptance", lang)
    count = sum(item.left for item in accepted)
    return waits_word("accepted", lang, tiles=_tile_list([item.tile for item in accepted],
                                                         unicode),
                      count=count, s="" if count == 1 else "s")


def discard_table(result: Discards, lang: str = "en", unicode: bool = False,
                  width: int | None = None) -> str:
    """A row per discard (:attr:`Discards.rows`): the shanten after it, the accepted kinds
    and their copies left; at 1 shanten, when values were counted, the best ron and tsumo of
    the tenpai reached."""
    valued = any(row.reached for row in result.rows)
    keys = ["choices", "shanten", "tiles_left", "acceptance"]
    headers = [waits_word(key, lang) for key in keys]
    align = "lrrl"
    if valued:
        keys += ["best_ron", "best_tsumo"]
        headers += [waits_word("best_ron", lang), waits_word("best_tsumo", lang)]
        align += "rr"
    rows = []
    for row in result.rows:
        line = [_tile(row.tile, unicode), str(row.shanten), str(row.acceptance_count),
                _tile_list([item.tile for item in row.acceptance], unicode)]
        if valued and row.reached:
            line += [points_text(max(item.ron for item in row.reached)),
                     points_text(max(item.tsumo for item in row.reached))]
        elif valued:
            line += ["—", "—"]
        rows.append(line)
    return fit_table("waits.discards", keys, rows, headers, align=align, width=width)


def calls_text(view: CallView, *, lang: str = "en", unicode: bool = False,
               width: int | None = None) -> str:
    """The header (hand, rules, situation, the tile called and from whom), then a row per
    answer: no call, each pon, chi and kan, with the meld, the discard after it, the
    shanten, the copies accepted, the kinds accepted and whether a yaku is kept."""
    lines = _header(view, lang, unicode)
    lines.append((waits_word("call", lang), waits_word(
        "called", lang, tile=_tile(view.tile, unicode),
        source=waits_word(f"from_{view.source}", lang))))
    keys = ("call", "meld", "choices", "shanten", "tiles_left", "acceptance", "keeps_yaku")
    headers = [waits_word(key, lang) for key in keys]
    rows = [[waits_word(option.call, lang),
             "" if option.meld is None else str(option.meld),
             "" if option.discard is None else _tile(option.discard, unicode),
             str(option.shanten), str(option.acceptance_count),
             _tile_list([item.tile for item in option.acceptance], unicode),
             waits_word("yes" if option.yaku else "no", lang)] for option in view.options]
    return fit_text("\n\n".join([labelled_lines(lines, lang, width),
                                  fit_table("waits.calls", keys, rows, headers, align="lllrrll",
                                            width=width)]), width)


def status_text(result: Waits, lang: str = "en", unicode: bool = False) -> str:
    """``tenpai, 2 waits, 7 tiles left`` or ``not tenpai, 2 shanten``, and the tiles the hand
    waits on in shape but holds all four of."""
    if result.tenpai:
        count, left = result.kinds, result.left
        text = waits_word("tenpai", lang, waits=count, s="" if count == 1 else "s", left=left,
                          left_s="" if left == 1 else "s")
    else:
        text = waits_word("noten", lang, shanten=result.shanten)
    if result.held:
        text += f" ({waits_word('held', lang, tiles=_tile_list(result.held, unicode))})"
    return text


def furiten_text(result: Waits, lang: str = "en", unicode: bool = False) -> str:
    """``no``, or every reason the hand is furiten and what it bars (第５条)."""
    if not result.furiten_reasons:
        return waits_word("no_furiten", lang)
    reasons = []
    for furiten in result.furiten_reasons:
        tiles = _tile_list(furiten.tiles, unicode)
        if furiten.reason is FuritenReason.DISCARD:
            reasons.append(waits_word("discard_reason", lang, tiles=tiles))
        elif furiten.reason is FuritenReason.PASSED:
            reasons.append(waits_word("passed_reason", lang, tiles=tiles))
        elif furiten.tiles:
            reasons.append(waits_word("passed_after_riichi_reason", lang, tiles=tiles))
        else:
            reasons.append(waits_word("passed_after_riichi_fact", lang))
    separator = "、" if lang == "ja" else "; "
    return f"{separator.join(reasons)} ({waits_word('furiten_note', lang)})"


def waits_table(result: Waits, lang: str = "en", unicode: bool = False,
                width: int | None = None) -> str:
    """A row per wait: tile, shapes, copies left, ron and tsumo values (riichi's too when
    they were asked for) and the yaku."""
    keys = ["tile", "shape", "left", "ron", "tsumo"]
    align = "llrll"
    if result.compare_riichi:
        keys += ["riichi_ron", "riichi_tsumo"]
        align += "ll"
    keys.append("yaku")
    headers = [waits_word(key, lang) for key in keys]
    align += "l"
    rows = []
    for wait in result.waits:
        row = [_tile(wait.tile, unicode), _shapes(wait, lang), _left(wait, lang),
               outcome_text(wait.ron, lang), outcome_text(wait.tsumo, lang)]
        if result.compare_riichi:
            row += [outcome_text(wait.riichi_ron, lang), outcome_text(wait.riichi_tsumo, lang)]
        row.append(_yaku(wait, lang))
        rows.append(row)
    return fit_table("waits", keys, rows, headers, align=align, width=width)


def outcome_text(outcome: Outcome | None, lang: str = "en") -> str:
    """A win's value as players say it (``2 han 30 fu — 2,000``), ``no yaku``, ``cannot
    come`` (a tile whose last copy is a dora indicator), or ``—`` where there is none."""
    if outcome is None:
        return "—"
    if isinstance(outcome, Score):
        return value_summary(outcome, lang)
    if isinstance(outcome, MjscoreError) and outcome.code == "no_yaku":
        return waits_word("no_yaku", lang)
    return waits_word("cannot_come", lang)


def _header(result: Waits | Discards | CallView, lang: str, unicode: bool
            ) -> list[tuple[str, str]]:
    hand = result.hand
    return [
        (word("hand", lang), waiting_hand_unicode(hand) if unicode else str(hand)),
        (word("rules", lang), result.rules.name),
        (word("situation", lang), situation_line(result.situation, result.table, lang)),
    ]


def situation_line(situation: Situation, table: Table, lang: str = "en") -> str:
    """The situation before the win (riichi, winds, indicators, counters) and the table (own
    discards, tiles passed, a win passed after riichi, tiles seen)."""
    parts = situation_parts(situation, [SITUATION_FIELD[name] for name in BEFORE_WIN_KEYS],
                            lang)
    for key, tiles in (("discards", table.discards), ("passed", table.passed)):
        if tiles:
            parts.append(waits_word(key, lang, value=format_tiles(tiles)))
    if table.passed_after_riichi:
        parts.append(waits_word("passed_after_riichi_fact", lang))
    if table.seen:
        parts.append(waits_word("seen", lang, value=format_tiles(table.seen)))
    return ("、" if lang == "ja" else ", ").join(parts)


def waiting_hand_unicode(hand: WaitingHand) -> str:
    """Draw a hand before its win with Unicode tiles, laid out like its notation."""
    brackets = {MeldKind.CLOSED_KAN: "()", MeldKind.ADDED_KAN: "{}"}
    melds = [f"{brackets.get(meld.kind, '[]')[0]}{_tiles(meld.tiles)}"
             f"{brackets.get(meld.kind, '[]')[1]}" for meld in hand.melds]
    return " ".join([_tiles(hand.concealed), *melds])


def _tiles(tiles: Iterable[Tile]) -> str:
    return "".join(unicode_tile(tile) for tile in tiles)


def _tile(tile: Tile, unicode: bool) -> str:
    return unicode_tile(tile) if unicode else str(tile)


def _tile_list(tiles: Iterable[Tile], unicode: bool) -> str:
    return (" " if not unicode else "").join(_tile(tile, unicode) for tile in tiles)


def _shapes(wait: TileWait, lang: str) -> str:
    return ("・" if lang == "ja" else ", ").join(pick(WAIT_WORDS[shape], lang)
                                                for shape in wait.shapes)


def _left(wait: TileWait, lang: str) -> str:
    return waits_word("karaten", lang, left=wait.left) if wait.karaten else str(wait.left)


def _yaku(wait: TileWait, lang: str) -> str:
    """The ron's yaku (dora with their count); where a ron has none, the tsumo's."""
    if isinstance(wait.ron, Score):
        return yaku_list(wait.ron, lang)
    if isinstance(wait.tsumo, Score):
        return waits_word("tsumo_yaku", lang, yaku=yaku_list(wait.tsumo, lang))
    return ""


def yaku_list(result: Score, lang: str = "en") -> str:
    """The yaku of a score by name, dora with their count: ``Pinfu, All simples, Dora 2``."""
    names = [f"{yaku_name(hit.id, lang)} {hit.han}" if hit.id in DORA_NAMES
             else yaku_name(hit.id, lang) for hit in result.yaku]
    return ("、" if lang == "ja" else ", ").join(names)


def _counters_note(situation: Situation, lang: str) -> list[str]:
    """The values leave out honba and deposits: say so when there are some."""
    return [waits_word("without_counters", lang)] if situation.honba or situation.sticks else []
