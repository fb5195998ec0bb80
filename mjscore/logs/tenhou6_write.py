"""Write a game read from a log as tenhou.net/6 JSON, as Tenhou writes it (what NAGA,
mjai-reviewer and most converters read).

Every value is written as Tenhou's own tenhou.net/6 logs write it, as the logs of
``../shared/data/raw/pantheon_onlinelog`` show (both formats of the same games:
``tests/conformance/test_tenhou6_fields.py`` compares them field by field): a deal in tile
order, a plain five before the red one; 60 for the tile just drawn, ``r`` before a riichi
discard; a call in the caller's draws, its letter before the called tile at the place of
whom it came from (``c`` chi first; ``p`` pon, ``m`` open kan: first from the previous
player, after one tile from across, after all the caller's own from the next player), the
caller's own tiles in order, a plain five before the red one; after an open kan a 0 in the
discards; a closed kan ``a`` before its last tile, an added kan the pon's string with ``k``
and the tile added after it, a kita ``f44``; the results ``和了`` (changes, then ``[who,
from, liable, value, yaku…]``: ``30符2飜2000点``, ``満貫2000-4000点``, ``3900点∀``),
``流局``, ``全員聴牌``, ``全員不聴``, ``流し満貫`` with their changes, the abortive draws
without; three players in the four positions, the North's empty (``""``, 0, ``[]``).
"""

from __future__ import annotations

import json
from typing import Any

from ..base import LogError
from ..game import (
    AbortiveDraw,
    ExhaustiveDraw,
    GameRecord,
    HandRecord,
    RecordedWin,
    Riichi,
    Scores,
    Win,
    play_game,
)
from ..hand import Meld, MeldKind, Source, Tile, Wind
from ..rules import Rules
from ..scoring import Score, basic_points, tsumo_shares
from .lobbies import HANCHAN, NO_OPEN_TANYAO, NO_RED, THREE_PLAYER, room_name
from .mjlog_codes import TENHOU_YAKU_IDS
from .play import TABLE_POSITIONS
from .tenhou6 import YAKU_NAMES

RIICHI_DEPOSIT = 1000
TSUMOGIRI = 60
"""The tenhou.net/6 number of a discard of the tile just drawn."""

_NAMES: dict[str, str] = {}
for _name, _ident in YAKU_NAMES.items():
    _NAMES.setdefault(_ident, _name)
_KANJI = {Wind.EAST: "東", Wind.SOUTH: "南", Wind.WEST: "西", Wind.NORTH: "北"}
_LIMITS = {"mangan": "満貫", "haneman": "跳満", "baiman": "倍満", "sanbaiman": "三倍満",
           "yakuman": "役満", "kazoe_yakuman": "役満"}
_LIMIT_BASIC = {"mangan": 2000, "haneman": 3000, "baiman": 4000, "sanbaiman": 6000,
                "yakuman": 8000, "kazoe_yakuman": 8000}
_ABORTS = {"kyuushu_kyuuhai": "九種九牌", "suufon_renda": "四風連打", "suucha_riichi": "四家立直",
           "sanchahou": "三家和了", "suukaikan": "四槓散了"}
_FIRST = {"riichi": 0, "double_riichi": 0, "ippatsu": 1, "menzen_tsumo": 2}
"""Tenhou's order of the first yaku it lists, for a win whose yaku the log does not give."""


def number(tile: Tile) -> int:
    """The tenhou.net/6 number of a tile: 11–19 man, 21–29 pin, 31–39 sou, 41–47 the
    honours, 51–53 the red fives.

    >>> number(Tile.parse("0p")), number(Tile.parse("7z")), number(Tile.parse("3s"))
    (52, 47, 33)
    """
    if tile.red:
        return 51 + tile.kind // 9
    suit, rank = divmod(tile.kind, 9)
    return 10 * (suit + 1) + rank + 1


def _ordered(tiles: list[Tile] | tuple[Tile, ...]) -> list[Tile]:
    return sorted(tiles, key=lambda tile: (tile.kind, tile.red))


def _digits(tiles: list[Tile]) -> str:
    return "".join(str(number(tile)) for tile in tiles)


def call_string(meld: Meld, letter: str | None = None) -> str:
    """A call as tenhou.net/6 writes it in the caller's draws (``letter`` another letter in
    place of the meld's own: ``k`` for the pon of an added kan).

    >>> from mjscore.hand import parse_hand
    >>> call_string(parse_hand("123m456p789s1z+1z [5+55z]").melds[0])
    '4545p45'
    """
    called = meld.called or meld.first
    own = list(meld.tiles)
    own.remove(called)
    own = _ordered(own)
    mark = (letter or {MeldKind.CHI: "c", MeldKind.PON: "p"}.get(meld.kind, "m")) + str(
        number(called))
    place = {Source.PREVIOUS: 0, Source.ACROSS: 1}.get(meld.source or Source.NEXT, len(own))
    return _digits(own[:place]) + mark + _digits(own[place:])


def write_tenhou6(game: GameRecord) -> str:
    """The game as one tenhou.net/6 JSON object (one line).

    Raises:
        LogError: ``unwritable_log`` for a game without its play (a score sheet's).
    """
    return json.dumps(tenhou6_log(game), ensure_ascii=False, separators=(",", ":"))


def tenhou6_log(game: GameRecord) -> dict[str, Any]:
    """The game as the tenhou.net/6 object, keys in Tenhou's order."""
    rules = game.rules
    seats = rules.seats
    scores: dict[tuple[int, int], Score] = {}
    paid: dict[tuple[int, int], Scores] = {}
    if any(isinstance(event, Win) and not _complete(event.recorded)
           for hand in game.hands for event in hand.events) or any(
            hand.written.deltas is None for hand in game.hands) or game.final is None or (
            game.final.points is None or game.final.scores is None):
        # What the log leaves out (a Mortal or akochan mjai log: yaku, values, changes, final
        # points) is the ledger's.
        report = play_game(game)
        for number_, outcome in enumerate(report.hands):
            paid[(number_, -1)] = outcome.deltas
            for index, won in enumerate(outcome.wins):
                paid[(number_, index)] = won.deltas
                if isinstance(won.score, Score):
                    scores[(number_, index)] = won.score
        final_scores, points = report.result.final_scores, report.result.points
    if game.final is not None and game.final.scores is not None and (
            game.final.points is not None):
        final_scores, points = game.final.scores, game.final.points
    out: dict[str, Any] = {"ver": 2.3, "ref": game.id or "",
                           "log": [_hand(hand, index, rules, scores, paid)
                                   for index, hand in enumerate(game.hands)]}
    red = rules.red_fives
    out["rule"] = {"disp": game.room or room_name(_lobby_bits(rules)),
                   "aka53": int("s" in red), "aka52": int("p" in red),
                   "aka51": int("m" in red or (seats == 3 and bool(red)))}
    # The empty North of three players: Tenhou's placeholders (新人, 1500, C).
    for key, values, fill in (("dan", game.dan, "新人"), ("rate", game.rate, 1500),
                              ("sx", game.sx, "C")):
        if values is not None:
            out[key] = _pad([_plain(value) for value in values], fill)
    out["sc"] = _pad([value for score, point in zip(final_scores, points, strict=True)
                      for value in (score, _plain(point))], 0, 2)
    out["name"] = _pad(list(game.players), "")
    return out


def _lobby_bits(rules: Rules) -> int:
    return (0x01 | (HANCHAN if rules.game_length.value == "hanchan" else 0)
            | (0 if rules.open_tanyao else NO_OPEN_TANYAO) | (0 if rules.red_fives else NO_RED)
            | (THREE_PLAYER if rules.seats == 3 else 0))


def _plain(value: object) -> object:
    """A float that is a whole number written as one (Tenhou writes ``17``, ``48.2``)."""
    return int(value) if isinstance(value, float) and value.is_integer() else value


def _pad(values: list[Any], fill: Any, each: int = 1) -> list[Any]:
    """Four positions' values: a three-player game's North is empty."""
    return values + [fill] * (TABLE_POSITIONS * each - len(values))


def _complete(recorded: RecordedWin | None) -> bool:
    return recorded is not None and recorded.han is not None and bool(recorded.yaku) and (
        recorded.value is not None)


def _hand(hand: HandRecord, index: int, rules: Rules, scores: dict[tuple[int, int], Score],
          paid: dict[tuple[int, int], Scores]) -> list[Any]:
    play, written = hand.play, hand.written
    if play is None or written.label is None or written.start_scores is None:
        raise LogError(f"hand {hand.line}: the play of the hand is not known (a log writer "
                       "writes games read from a log)", code="unwritable_log")
    label = written.label
    takes: list[list[Any]] = [[] for _ in range(TABLE_POSITIONS)]
    drops: list[list[Any]] = [[] for _ in range(TABLE_POSITIONS)]
    riichi: set[int] = set()
    pons: dict[tuple[int, int], Meld] = {}
    for kind, seat, what in play.moves:
        if kind == "draw":
            assert isinstance(what, Tile)
            takes[seat].append(number(what))
        elif kind in ("discard", "tsumogiri"):
            assert isinstance(what, Tile)
            value = TSUMOGIRI if kind == "tsumogiri" else number(what)
            drops[seat].append(f"r{value}" if seat in riichi else value)
            riichi.discard(seat)
        elif kind == "riichi":
            riichi.add(seat)
        elif kind == "call":
            assert isinstance(what, Meld)
            takes[seat].append(call_string(what))
            if what.kind is MeldKind.PON:
                pons[(seat, what.first.kind)] = what
            elif what.kind is MeldKind.OPEN_KAN:
                drops[seat].append(0)
        elif kind == "closed_kan":
            assert isinstance(what, Meld)
            tiles = _ordered(what.tiles)
            drops[seat].append(_digits(tiles[:3]) + "a" + _digits(tiles[3:]))
        elif kind == "added_kan":
            assert isinstance(what, Tile)
            drops[seat].append(call_string(pons[(seat, what.kind)], "k") + str(number(what)))
        elif kind == "kita":
            drops[seat].append("f44")
    seats = len(play.dealt)
    out: list[Any] = [[list(Wind).index(label.round) * TABLE_POSITIONS + label.number - 1,
                       label.honba, written.sticks or 0],
                      _pad(list(written.start_scores), 0), [number(t) for t in play.dora],
                      [number(t) for t in play.ura]]
    for seat in range(TABLE_POSITIONS):
        out += [[number(tile) for tile in play.dealt[seat]] if seat < seats else [],
                takes[seat], drops[seat]]
    out.append(_result(hand, index, rules, scores, paid))
    return out


def _result(hand: HandRecord, index: int, rules: Rules, scores: dict[tuple[int, int], Score],
            paid: dict[tuple[int, int], Scores]) -> list[Any]:
    written = hand.written
    sticks = {event.seat for event in hand.events if isinstance(event, Riichi) and event.stick}
    changes = _pad(list(paid.get((index, -1), ())), 0) if written.deltas is None else _pad(
        [change + (RIICHI_DEPOSIT if seat in sticks else 0)
         for seat, change in enumerate(written.deltas)], 0)
    wins = [event for event in hand.events if isinstance(event, Win)]
    if wins:
        result: list[Any] = ["和了"]
        for position, win in enumerate(wins):
            recorded = win.recorded
            deltas = recorded.deltas if recorded is not None else None
            if deltas is None:
                deltas = paid.get((index, position))
            result.append(_pad(list(deltas), 0) if deltas is not None else changes)
            result.append(_win(win, hand, rules, scores.get((index, position))))
        return result
    draw = next(event for event in hand.events if isinstance(event, ExhaustiveDraw | AbortiveDraw))
    if isinstance(draw, AbortiveDraw):
        return [_ABORTS[draw.kind.value]]
    seats = rules.seats
    if draw.nagashi:
        return ["流し満貫", changes]
    if len(draw.tenpai) == seats:
        return ["全員聴牌"]
    if not draw.tenpai:
        return ["全員不聴"]
    return ["流局", changes]


def _win(win: Win, hand: HandRecord, rules: Rules, score: Score | None) -> list[Any]:
    assert hand.written.label is not None
    label = hand.written.label
    dealer = label.number - 1
    recorded = win.recorded
    if _complete(recorded):
        assert recorded is not None and recorded.han is not None
        han, fu, yakuman, yaku = recorded.han, recorded.fu or 0, recorded.yakuman, recorded.yaku
        limit = recorded.limit
    elif score is not None:
        han, fu, yakuman = score.han, score.fu, score.yakuman
        limit = score.limit.value if score.limit is not None else None
        yaku = tuple(sorted(((hit.id if hit.id != "kita" else "dora", hit.han)
                             for hit in score.yaku),
                            key=lambda item: (_FIRST.get(item[0], 3),
                                              TENHOU_YAKU_IDS.index(item[0])
                                              if item[0] in TENHOU_YAKU_IDS else 99)))
    else:
        raise LogError(f"hand {hand.line}: a win whose value is not known",
                       code="unwritable_log")
    basic, reached = basic_points(han, fu, yakuman, rules)
    if (limit is not None and reached is None) or (limit is not None and reached is not None
                                                 and limit != reached.value):
        basic = _LIMIT_BASIC.get(limit, basic) * max(yakuman, 1)  # a limit without its fu
    name = _LIMITS.get(limit or (reached.value if reached is not None else ""), "")
    tsumo = win.discarder is None
    if not tsumo:
        points = f"{recorded.value}点" if recorded is not None and recorded.value else (
            f"{score.value}点" if score is not None else "")
    else:
        high, low = tsumo_shares(basic, win.winner == dealer, rules)
        points = f"{high}点∀" if win.winner == dealer else f"{low}-{high}点"
    value = f"{name}{points}" if name else f"{fu}符{han}飜{points}"
    seat_wind = Wind.EAST.after((win.winner - dealer) % rules.seats)
    texts = []
    for ident, count in yaku:
        text = _NAMES[ident]
        if ident == "seat_wind":
            text = f"自風 {_KANJI[seat_wind]}"
        elif ident == "round_wind":
            text = f"場風 {_KANJI[label.round]}"
        texts.append(f"{text}(役満)" if count >= 13 and yakuman else f"{text}({count}飜)")
    source = win.winner if win.discarder is None else win.discarder
    return [win.winner, source, win.winner if win.pao is None else win.pao, value, *texts]
